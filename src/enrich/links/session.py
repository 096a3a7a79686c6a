"""The HTTP sessions: one for link hosts (pinned to vetted addresses), one for the GitHub API.

Both keep no cookies (a policy that refuses every cookie), ignore the environment (no proxies, no .netrc
credentials) and ask for uncompressed bodies so that "the first N bytes" means N bytes of the file itself.
"""

from __future__ import annotations

import socket
from collections.abc import Callable
from http.cookiejar import DefaultCookiePolicy
from typing import Any

import requests
from requests.adapters import HTTPAdapter
from urllib3.connection import HTTPConnection, HTTPSConnection
from urllib3.connectionpool import HTTPConnectionPool, HTTPSConnectionPool
from urllib3.exceptions import ConnectTimeoutError, NameResolutionError, NewConnectionError
from urllib3.util.connection import create_connection

from enrich.config import Settings

AddressLookup = Callable[[str, int], list[str]]

# Connection pools kept open at once (one per host): enough for the hosts of a large list, each pool small.
POOL_HOSTS = 128


def link_session(settings: Settings, lookup: AddressLookup) -> requests.Session:
    """A session whose every connection goes to an address ``lookup`` returned for the URL's host."""
    session = _bare_session(settings)
    adapter = _PinnedAdapter(lookup, pool_connections=POOL_HOSTS, pool_maxsize=settings.link_host_concurrency)
    session.mount("http://", adapter)
    session.mount("https://", adapter)
    return session


def api_session(settings: Settings) -> requests.Session:
    return _bare_session(settings)


def _bare_session(settings: Settings) -> requests.Session:
    session = requests.Session()
    session.trust_env = False
    session.cookies.set_policy(DefaultCookiePolicy(allowed_domains=[]))
    session.headers.update({"User-Agent": settings.user_agent, "Accept": "*/*", "Accept-Encoding": "identity"})
    return session


class _PinnedAdapter(HTTPAdapter):
    def __init__(self, lookup: AddressLookup, **kwargs: Any) -> None:
        self._lookup = lookup
        super().__init__(**kwargs)

    def init_poolmanager(self, *args: Any, **kwargs: Any) -> None:
        super().init_poolmanager(*args, **kwargs)
        self.poolmanager.pool_classes_by_scheme = _pinned_pool_classes(self._lookup)


def _pinned_pool_classes(lookup: AddressLookup) -> dict[str, type[HTTPConnectionPool]]:
    """urllib3 pools whose connections dial ``lookup``'s addresses; TLS still verifies the URL's host name."""

    class PinnedHTTPConnection(HTTPConnection):
        def _new_conn(self) -> socket.socket:
            return _connect(self, lookup)

    class PinnedHTTPSConnection(HTTPSConnection):
        def _new_conn(self) -> socket.socket:
            return _connect(self, lookup)

    class PinnedHTTPConnectionPool(HTTPConnectionPool):
        ConnectionCls = PinnedHTTPConnection

    class PinnedHTTPSConnectionPool(HTTPSConnectionPool):
        ConnectionCls = PinnedHTTPSConnection

    return {"http": PinnedHTTPConnectionPool, "https": PinnedHTTPSConnectionPool}


def _connect(connection: HTTPConnection, lookup: AddressLookup) -> socket.socket:
    """Try each vetted address in turn, as socket.create_connection does with a DNS answer."""
    try:
        addresses = lookup(connection.host, connection.port)
    except socket.gaierror as error:
        raise NameResolutionError(connection.host, connection, error) from error
    last_error: OSError = OSError("no address to connect to")
    for address in addresses:
        try:
            return create_connection(
                (address, connection.port),
                connection.timeout,
                source_address=connection.source_address,
                socket_options=connection.socket_options,
            )
        except OSError as error:
            last_error = error
    if isinstance(last_error, TimeoutError):
        raise ConnectTimeoutError(connection, f"connection to {connection.host} timed out") from last_error
    raise NewConnectionError(connection, f"failed to connect: {last_error}") from last_error
