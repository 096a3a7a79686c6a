"""Sends one Step over the network and reports what came back as an Answer; never raises for a network problem.

A GET reads only the first ``link_peek_bytes`` of a body and then drops the connection, so a link to a 2 GB
dataset costs a few kilobytes. Reading also stops ``link_timeout`` seconds after the request was sent (the HTTP
layer's deadline rule, enrich.net.http.body_pieces), so a server that trickles bytes cannot hold a worker.
"""

from __future__ import annotations

import socket
import ssl
import threading
import time
from collections import Counter
from urllib.parse import urlsplit

import requests
import urllib3

from enrich.config import Settings
from enrich.links.guard import AddressGuard, Refused
from enrich.links.messages import Answer, Channel, Failure, Step
from enrich.net.credentials import Keys
from enrich.net.http import DeadlineExceeded, body_pieces, caused_by, error_chain

# GitHub's documented media type and API version for REST calls.
GITHUB_API_HEADERS = {"Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"}
DEFAULT_PORTS = {"http": 80, "https": 443}
# A run in which this many distinct hosts were unreachable and not one host answered says our own network (or
# DNS) is down, not that the links died: such a night must not count towards reporting links dead. Why 3: one or
# two unreachable hosts is an ordinary night for a tiny list (a lab server gone); three different hosts failing
# with none answering is an outage. One answer from any host (doi.org and arxiv.org are in nearly every run) rules
# the outage out, so a higher bar would buy nothing. While it holds the scheduler sends nothing new (see
# enrich.links.schedule): the requests in flight finish, and one answer among them lets the run go on. The scheduler
# starts with the hosts that have the most links (doi.org, arxiv.org, github.com), so on a working network an answer
# comes in the first round, long before three lone dead hosts could stop the run.
NETWORK_DOWN_HOSTS = 3
UNREACHABLE = frozenset(
    {Failure.NO_SUCH_HOST, Failure.DNS_ERROR, Failure.TIMEOUT, Failure.CONNECTION_REFUSED, Failure.CONNECTION_ERROR}
)
# getaddrinfo's answers for a name that does not exist (EAI_NODATA is Linux's "name has no address").
NO_SUCH_HOST_ERRORS = frozenset({socket.EAI_NONAME, getattr(socket, "EAI_NODATA", socket.EAI_NONAME)})


class Fetcher:
    """Executes Steps; shared by the scheduler's worker threads."""

    def __init__(
        self,
        settings: Settings,
        guard: AddressGuard,
        link_session: requests.Session,
        api_session: requests.Session,
    ) -> None:
        self._settings = settings
        self._guard = guard
        self._link_session = link_session
        self._api_session = api_session
        self._keys = Keys(settings)
        self._sent: Counter[str] = Counter()
        self._answered: set[str] = set()
        self._unreachable: set[str] = set()
        self._lock = threading.Lock()

    def __call__(self, step: Step) -> Answer:
        answer = self._ask_github(step) if step.channel is Channel.GITHUB_API else self._visit_link(step)
        with self._lock:
            if answer.status is not None:
                self._answered.add(step.host)
            elif answer.failure in UNREACHABLE:
                self._unreachable.add(step.host)
        return answer

    def requests_by_host(self) -> dict[str, int]:
        """Requests actually sent, per host name."""
        with self._lock:
            return dict(self._sent)

    def network_seems_down(self) -> bool:
        """Not one host answered so far, and NETWORK_DOWN_HOSTS distinct hosts could not be reached."""
        with self._lock:
            return not self._answered and len(self._unreachable) >= NETWORK_DOWN_HOSTS

    def _visit_link(self, step: Step) -> Answer:
        refusal = self._vet(step)
        if refusal is not None:
            return refusal
        return self._send(self._link_session, step, {}, self._settings.link_peek_bytes)

    def _vet(self, step: Step) -> Answer | None:
        """Why nothing may be sent to this URL's host (refused address, DNS failure), or None."""
        try:
            parts = urlsplit(step.url)
            port = parts.port or DEFAULT_PORTS[parts.scheme.lower()]
            self._guard.addresses(parts.hostname or "", port)
        except Refused as refusal:
            return _failed(step, Failure.PRIVATE_ADDRESS, refusal.reason)
        except socket.gaierror as error:
            if error.errno in NO_SUCH_HOST_ERRORS:
                return _failed(step, Failure.NO_SUCH_HOST, "no such host")
            return _failed(step, Failure.DNS_ERROR, "DNS lookup failed")
        except (ValueError, KeyError, UnicodeError):
            return _failed(step, Failure.INVALID_URL, "invalid URL")
        return None

    def _ask_github(self, step: Step) -> Answer:
        """The token goes only to the configured API origin; a redirect elsewhere is refused, never followed.

        The API's address is configuration, not a stranger's URL, so the address guard does not apply (a local
        fake API on 127.0.0.1 works without allow_private_links).
        """
        if not _same_origin(step.url, self._settings.github_api_url):
            return _failed(step, Failure.INVALID_URL, "redirect outside the API refused")
        return self._send(self._api_session, step, GITHUB_API_HEADERS, self._settings.max_body_bytes, "github")

    def _send(
        self, session: requests.Session, step: Step, headers: dict[str, str], limit: int, key_of: str | None = None
    ) -> Answer:
        """``key_of``: the service whose key the request carries (enrich.net.credentials); a link carries none."""
        timeout = self._settings.link_timeout
        self._count(step.host)
        deadline = time.monotonic() + timeout
        try:
            prepared = session.prepare_request(requests.Request(step.method, step.url, headers=headers))
            if key_of is not None:
                prepared = self._keys.attach(key_of, prepared)
            response = session.send(prepared, allow_redirects=False, stream=True, timeout=(timeout, timeout))
        except Refused as refusal:
            return _failed(step, Failure.PRIVATE_ADDRESS, refusal.reason)
        except requests.Timeout:
            return _failed(step, Failure.TIMEOUT, f"no answer within {timeout:g} s")
        except requests.exceptions.SSLError as error:
            return _failed(step, Failure.TLS_ERROR, _tls_reason(error))
        except requests.ConnectionError as error:
            if caused_by(error, ConnectionRefusedError):
                return _failed(step, Failure.CONNECTION_REFUSED, "connection refused")
            if caused_by(error, urllib3.exceptions.NameResolutionError):
                return _failed(step, Failure.NO_SUCH_HOST, "no such host")
            return _failed(step, Failure.CONNECTION_ERROR, "connection error")
        except (requests.exceptions.InvalidURL, requests.exceptions.InvalidSchema, ValueError):
            return _failed(step, Failure.INVALID_URL, "invalid URL")
        except requests.RequestException:
            return _failed(step, Failure.CONNECTION_ERROR, "connection error")
        with response:
            body = _read_head(response, limit, deadline, step.url) if step.method == "GET" else response.content
            return Answer(
                url=step.url,
                method=step.method,
                status=response.status_code,
                headers={name.lower(): value for name, value in response.headers.items()},
                body=body,
            )

    def _count(self, host: str) -> None:
        with self._lock:
            self._sent[host] += 1


def _read_head(response: requests.Response, limit: int, deadline: float, url: str) -> bytes:
    """At most ``limit`` bytes of the body, read until ``deadline``; what arrived is kept when time runs out or the
    connection breaks: the status line and headers already say what the server meant."""
    chunks: list[bytes] = []
    size = 0
    try:
        for chunk in body_pieces(response.raw, deadline, url):
            chunks.append(chunk)
            size += len(chunk)
            if size >= limit:
                break
    except (DeadlineExceeded, urllib3.exceptions.HTTPError, OSError):
        pass
    return b"".join(chunks)[:limit]


def _failed(step: Step, failure: Failure, detail: str) -> Answer:
    return Answer(url=step.url, method=step.method, failure=failure, detail=detail)


def _same_origin(url: str, base: str) -> bool:
    here, there = urlsplit(url), urlsplit(base)
    return (here.scheme.lower(), here.netloc.lower()) == (there.scheme.lower(), there.netloc.lower())


def _tls_reason(error: BaseException) -> str:
    for cause in error_chain(error):
        if isinstance(cause, ssl.SSLCertVerificationError) and cause.verify_message:
            return f"TLS error: {cause.verify_message}"
    return "TLS error"
