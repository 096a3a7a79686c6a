"""Which URLs the checker may visit at all: strangers wrote them, so a link must not reach inside our network.

Two checks, both applied to the first URL and again to every redirect hop:
- the URL itself: http or https only, no user name or password in it (``url_problem``, pure);
- the addresses its host resolves to: every one must be public (``AddressGuard``). Private, loopback, link-local,
  multicast, reserved, shared (carrier-grade NAT) and unspecified addresses are refused; this covers the cloud
  metadata endpoints (169.254.169.254, fd00:ec2::254, 100.100.100.200). IPv4 addresses wrapped in IPv6
  (::ffff:a.b.c.d, 6to4) are unwrapped first so a private address cannot hide inside a public-looking one.
The guard remembers the addresses it vetted and the link session connects only to those (see session.py), so a
second DNS answer cannot send the request somewhere else after the check.
"""

from __future__ import annotations

import ipaddress
import socket
import threading
from collections.abc import Callable
from urllib.parse import urlsplit

Resolver = Callable[[str, int], list[str]]

SCHEME_REFUSED = "scheme refused"
PRIVATE_REFUSED = "private address refused"
CREDENTIALS_REFUSED = "credentials in URL refused"
ALLOWED_SCHEMES = frozenset({"http", "https"})


class Refused(Exception):
    """The guard will not let a request go to this host."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def system_resolver(host: str, port: int) -> list[str]:
    """Every address the system resolver gives for ``host`` (socket.getaddrinfo), in its preferred order."""
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


def url_problem(url: str) -> str | None:
    """Why a URL may not be requested at all (scheme, credentials, no host, bad port), or None when it may."""
    try:
        parts = urlsplit(url)
        if parts.port is not None and parts.port == 0:  # reading .port raises for a non-number or one over 65535
            return "invalid URL"
        host = parts.hostname
    except ValueError:
        return "invalid URL"
    if parts.scheme.lower() not in ALLOWED_SCHEMES:
        return SCHEME_REFUSED
    if parts.username is not None or parts.password is not None:
        return CREDENTIALS_REFUSED
    if not host:
        return "invalid URL"
    return None


def is_public(address: str) -> bool:
    """True when every address embedded in ``address`` is globally routable unicast."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])  # an IPv6 zone ("fe80::1%eth0") says nothing about scope
    return all(candidate.is_global and not candidate.is_multicast for candidate in _embedded(ip))


def _embedded(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> list[ipaddress.IPv4Address | ipaddress.IPv6Address]:
    if isinstance(ip, ipaddress.IPv4Address):
        return [ip]
    inner = [ip.ipv4_mapped, ip.sixtofour, *(ip.teredo or ())]
    return [ip, *(candidate for candidate in inner if candidate is not None)]


class AddressGuard:
    """Resolves a host once per run and says whether a request may go there.

    Thread-safe: link checks run on a pool of workers and share one guard.
    """

    def __init__(self, resolve: Resolver = system_resolver, *, allow_private: bool = False) -> None:
        self._resolve = resolve
        self._allow_private = allow_private
        self._vetted: dict[str, list[str]] = {}
        self._lock = threading.Lock()

    def addresses(self, host: str, port: int) -> list[str]:
        """The host's vetted addresses. Raises Refused for a non-public one, socket.gaierror when DNS fails."""
        key = host.lower()
        with self._lock:
            known = self._vetted.get(key)
        if known is not None:
            return known
        found = self._resolve(host, port)
        if not found:
            raise socket.gaierror(socket.EAI_NONAME, "no address")
        if not self._allow_private and not all(is_public(address) for address in found):
            raise Refused(PRIVATE_REFUSED)
        with self._lock:
            return self._vetted.setdefault(key, found)
