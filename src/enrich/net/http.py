"""The one HTTP layer: session, cache, per-host rate limit, retries, timeouts, size limits, circuit breakers.

Source clients build requests and parse bodies; every network policy lives here, credentials included
(enrich.net.credentials). A request goes: cache (no budget, no sleep) -> offline? -> source's breaker ->
[host bucket -> the source's key attached -> send -> status] x retries ->
capped body -> the caller's parse -> cache (only now, so only accepted, parsed answers are ever stored).
A stop asked (Ctrl-C, enrich.net.stopping) ends a request at any of these steps before anything more is sent.
"""

from __future__ import annotations

import json
import logging
import math
import re
import socket
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import Any, TypeVar

import requests
import urllib3
from requests_cache import CachedResponse, CachedSession

from enrich.config import SOURCES, Settings
from enrich.ids import host_of
from enrich.models import SourceName
from enrich.net.breaker import CircuitBreakers, NetworkWatch, SourceStats
from enrich.net.cache import Redactor, ResponseCache, open_session, received_at
from enrich.net.credentials import Keys, secret_values
from enrich.net.headers import header_value, retry_after_seconds
from enrich.net.pacing import ONE_CONNECTION_SOURCES, Clock, HostLimiter, Sleep
from enrich.net.refusals import allowance_spent, counts_toward_breaker, is_retryable
from enrich.net.retrying import RetryableFailure, RetryPolicy
from enrich.net.stopping import raise_if_stopping
from enrich.net.stopping import sleep as sleep_unless_stopped

T = TypeVar("T")
# Reads the body of an accepted answer: (response, call, the exchange's deadline) -> None.
BodyReader = Callable[[requests.Response, "_Call", float], None]

log = logging.getLogger(__name__)

# Bodies are read in pieces of this size, so the process never holds more than max_body_bytes plus one piece.
CHUNK_BYTES = 64 * 1024
# A download must average at least this over every request_deadline seconds: a dump served at a trickle would
# otherwise hold a run for days, since the read timeout only catches a server that sends nothing at all.
DOWNLOAD_FLOOR_BYTES_PER_SECOND = 10 * 1024
_CONTENT_RANGE = re.compile(r"^\s*bytes\s+(\d+)-\d+/(\d+|\*)\s*$", re.IGNORECASE)
# Longest piece of an error body quoted in an error reason: enough for an API's one-line message.
REASON_SNIPPET_CHARS = 160
# What the resolver and the kernel say when a name cannot be resolved or nothing listens at the address; matched in
# the message when the exception chain has lost the typed cause.
UNREACHABLE_WORDS = (
    "Name or service not known",
    "Temporary failure in name resolution",
    "nodename nor servname provided",
    "No address associated with hostname",
    "Connection refused",
)
# The OS's own words for a failed connection ("[Errno 111] Connection refused") inside urllib3's long message.
_ERRNO = re.compile(r"\[Errno -?\d+\][^'\")\]]*")


class Expiry(Enum):
    """Kinds of data with their own cache lifetime (seconds come from Settings.expire_*)."""

    SEARCH = "expire_search"
    METADATA = "expire_metadata"
    CITATIONS = "expire_citations"
    NOTICES = "expire_notices"
    EMPTY = "expire_empty"


class HttpError(Exception):
    """Base of every error the layer raises: one query failed, the run goes on.

    ``url`` never carries secrets (they travel in headers only, and query strings are redacted).
    """

    def __init__(self, url: str, reason: str, source: SourceName | None = None) -> None:
        super().__init__(f"{reason} ({url})" if url else reason)  # a run-wide error names no one URL
        self.url = url
        self.reason = reason
        self.source = source


class TransportError(HttpError):
    """Connection error or timeout (also a connection dropped mid-body), retries exhausted."""


class Unreachable(TransportError):
    """The host's name could not be resolved, or nothing accepted the connection. Not retried: neither heals in the
    seconds a retry waits, and on a night without network every retry would only delay saying so."""


class NetworkDown(HttpError):
    """No request of this run got an answer and the hosts asked could not be reached: our own network or DNS is
    down, not the services (enrich.net.breaker.NetworkWatch). Raised for a request not sent, and by the run
    (enrich.pipeline) for the night it gives up before its stage writes anything, so every artifact (stages,
    papers.jsonl, the reports) stays as the last good night left it and every paper keeps its last good state. The
    one line on stderr is the whole report: a report of that night would only repeat "could not connect" for every
    entry. (Parse needs no network and ran first: it reads the same lists into the same records, so its artifact
    changes only when the lists did.)"""


class DeadlineExceeded(TransportError):
    """The answer was not complete within the request's deadline: a server trickling its headers or body never
    trips a per-read timeout, so the whole exchange has one. Not retried: a server that trickles once trickles
    again, and each try would cost the whole deadline."""


class StatusError(HttpError):
    """An HTTP status the caller did not accept (after retries where the status is retryable)."""

    def __init__(self, url: str, reason: str, status: int, source: SourceName | None = None) -> None:
        super().__init__(url, reason, source)
        self.status = status


class AllowanceSpent(StatusError):
    """A 429 that says the source's allowance is used up for longer than any retry would wait (a daily allowance):
    not retried, and the source's breaker opens for the rest of the run."""


class ResponseTooLarge(HttpError):
    """The body was larger than Settings.max_body_bytes; reading stopped at the cap."""


class MalformedResponse(HttpError):
    """The body is not what the caller expected (invalid JSON/XML, missing field, HTML error page)."""


class CircuitOpen(HttpError):
    """The source failed too many times in a row and is skipped for the rest of the run."""


class OfflineMiss(HttpError):
    """Offline mode, and the answer is not in the cache."""


@dataclass(frozen=True)
class Download:
    """A file fetched by Http.download: where it is, and how much of it was already on disk and kept (0: written
    from the start)."""

    path: Path
    resumed_from: int


def utc_now() -> datetime:
    """The wall-clock time answers are dated by: UTC, so the day of an answer does not depend on the machine."""
    return datetime.now(UTC)


@dataclass(frozen=True)
class Reply:
    """A response as the parse functions see it: status, headers, the (size-capped) body, and its age.

    ``fetched_at`` (UTC) is when the source sent the answer: now for a network answer, the time it was first
    received for a cache hit, so data read from a 29-day-old cached answer is dated 29 days back, not today.
    """

    url: str
    status: int
    headers: Mapping[str, str] = field(default_factory=dict)
    content: bytes = b""
    from_cache: bool = False
    fetched_at: datetime = field(default_factory=utc_now)

    def text(self) -> str:
        return self.content.decode("utf-8", errors="replace")

    def json(self) -> Any:
        try:
            return json.loads(self.content)
        except ValueError as error:
            content_type = header_value(self.headers, "Content-Type") or "no content type"
            raise MalformedResponse(self.url, f"invalid JSON ({content_type}): {error}") from None


def body_pieces(raw: urllib3.BaseHTTPResponse, deadline: float, url: str) -> Iterator[bytes]:
    """The body as it arrives, piece by piece, until ``deadline`` (a time.monotonic() reading): then DeadlineExceeded.

    Pieces are what the socket has ready (read1), up to CHUNK_BYTES, so a server sending one byte at a time yields
    often and the deadline is checked between pieces; a read waits at most the read timeout, so the deadline is
    overrun by at most that. urllib3's errors come out as requests' own, as from Response.iter_content. A stop
    asked ends the reading between pieces (StopAsked), for the link checks as for the metadata requests.
    """
    while True:
        raise_if_stopping()
        if time.monotonic() > deadline:
            raise DeadlineExceeded(url, "answer not complete before the request's deadline")
        try:
            piece = raw.read1(CHUNK_BYTES, decode_content=True)
        except urllib3.exceptions.ProtocolError as error:
            raise requests.exceptions.ChunkedEncodingError(error) from error
        except urllib3.exceptions.DecodeError as error:
            raise requests.exceptions.ContentDecodingError(error) from error
        except urllib3.exceptions.ReadTimeoutError as error:
            raise requests.ConnectionError(error) from error
        except urllib3.exceptions.SSLError as error:
            raise requests.exceptions.SSLError(error) from error
        if not piece:
            return
        yield piece


def read_capped(chunks: Iterable[bytes], cap: int, url: str) -> bytes:
    """The whole body, or ResponseTooLarge as soon as it would pass ``cap`` bytes (the rest is never read)."""
    body = bytearray()
    for chunk in chunks:
        if len(body) + len(chunk) > cap:
            raise ResponseTooLarge(url, f"body larger than {cap} bytes")
        body += chunk
    return bytes(body)


@dataclass(frozen=True)
class _Call:
    """One logical request (all its attempts) as the layer tracks it; ``url`` is already redacted."""

    source: SourceName
    prepared: requests.PreparedRequest
    url: str
    host: str
    accept: frozenset[int]

    @property
    def describe(self) -> str:
        return f"{self.prepared.method} {self.url}"


class Http:
    """Every request of a run goes through one instance; safe to use from several threads at once."""

    def __init__(
        self,
        settings: Settings,
        *,
        clock: Clock = time.monotonic,
        sleep: Sleep = sleep_unless_stopped,
        session: CachedSession | None = None,
    ) -> None:
        """``session``: a CachedSession to use instead of the one opened on ``settings.cache_dir``; the layer reads
        and writes its cache explicitly, so it should have requests-cache's automatic caching disabled. ``sleep``:
        the pacing and retry waits, which by default end when a stop is asked."""
        self._settings = settings
        self._session = session if session is not None else open_session(settings)
        self._redactor = Redactor(secret_values(settings))
        self._cache = ResponseCache(self._session, self._redactor)
        self._source_intervals: dict[str, float] = {
            source: getattr(settings, f"{source}_interval") * settings.time_scale for source in SOURCES
        }
        self._limiter = HostLimiter(
            self._host_intervals(),
            clock=clock,
            sleep=sleep,
            with_margin=True,
            time_scale=settings.time_scale,
            one_connection_hosts=self._one_connection_hosts(),
        )
        self._retry = RetryPolicy.from_settings(settings, clock=clock, sleep=sleep)
        self._breakers = CircuitBreakers(settings.breaker_threshold)
        self._network = NetworkWatch(host_of(getattr(settings, f"{source}_url")) for source in settings.sources)
        self._send_options = self._send_options_for(settings)
        self._keys = Keys(settings)
        self._lock = threading.Lock()
        self._sent: Counter[str] = Counter()

    # ------------------------------------------------------------------------------------------ public API

    def get(
        self,
        source: SourceName,
        url: str,
        parse: Callable[[Reply], T],
        *,
        params: dict | None = None,
        expire: Expiry,
        accept: frozenset[int] = frozenset({200}),
        expire_empty: Expiry | None = None,
        also_for: Sequence[dict[str, Any]] = (),
    ) -> T:
        """``expire_empty``: a shorter cache life for an answer that parsed to nothing, for a source whose empty
        answers are sometimes wrong (arXiv): it is asked again sooner, yet a rerun the same day sends nothing.
        ``also_for``: parameters of other GETs of the URL this answer also stands for (a search of several titles
        answers each title's part), cached under their keys too, so a rerun finds each part (``cached``) whichever
        titles it asks together."""
        request = requests.Request("GET", url, params=params)
        aliases = [requests.Request("GET", url, params=alias) for alias in also_for]
        return self._fetch(source, request, parse, expire, accept, expire_empty, aliases)

    def cached(self, url: str, parse: Callable[[Reply], T], *, params: dict[str, Any]) -> T | None:
        """The cached answer to a GET (one stored ``also_for`` it included), parsed; None when there is none.
        Nothing is sent, and a miss is no failure of the source."""
        request = requests.Request("GET", url, params=params)
        request.headers = {"User-Agent": self._settings.user_agent}
        prepared = self._session.prepare_request(request)
        key = self._cache.key(prepared)
        cached = self._cache.lookup(key, allow_expired=self._settings.offline)
        if cached is None:
            return None
        reply = self._cached_reply(cached, prepared.url or url)
        try:
            return parse(reply)
        except (HttpError, ValueError, KeyError, TypeError):
            self._cache.forget(key)
            return None

    def post_json(
        self,
        source: SourceName,
        url: str,
        parse: Callable[[Reply], T],
        *,
        body: Any,
        params: dict | None = None,
        expire: Expiry,
        accept: frozenset[int] = frozenset({200}),
    ) -> T:
        """A JSON POST, cached like a GET: the cache key includes the body (S2's /paper/batch is a lookup)."""
        return self._fetch(source, requests.Request("POST", url, params=params, json=body), parse, expire, accept, None)

    def download(
        self,
        source: SourceName,
        url: str,
        destination: Path,
        *,
        progress: Callable[[int, int | None], None] | None = None,
    ) -> Download:
        """Stream a large file (a data dump) to ``destination``, continuing a partial file where it stopped.

        The same pacing, retries, breaker and network watch as every request, but neither the cache nor the body
        cap: a dump is gigabytes, written to disk piece by piece. A partial ``destination`` is continued with a
        Range request (the caller checks the whole against a published checksum: a file that changed on the server
        meanwhile fails it). A server that ignores Range answers 200 and the file is written again from the start;
        416 means the partial file is already whole. Every retry continues from what is on disk. Instead of one
        deadline for the exchange (a dump takes minutes), each request_deadline of seconds must bring
        DOWNLOAD_FLOOR_BYTES_PER_SECOND on average, so a trickling server is still cut off. ``progress`` gets
        (bytes on disk, total bytes or None) as pieces arrive.
        """
        request = requests.Request(
            "GET", url, headers={"User-Agent": self._settings.user_agent, "Accept-Encoding": "identity"}
        )
        base = self._session.prepare_request(request)
        call = _Call(
            source, base, self._redactor.url(base.url or url), host_of(base.url or url), frozenset({200, 206, 416})
        )
        raise_if_stopping()
        if self._settings.offline:
            raise OfflineMiss(call.url, "not downloaded (offline mode)", source)
        self._admit(call)
        started_at: list[int] = []

        def attempt() -> requests.Response:
            have = destination.stat().st_size if destination.exists() else 0
            prepared = base.copy()
            if have:
                prepared.headers["Range"] = f"bytes={have}-"
            started_at.append(have)
            this_call = _Call(source, prepared, call.url, call.host, call.accept)
            return self._attempt(
                this_call, lambda response, _, __: self._write_body(response, this_call, destination, progress)
            )

        response = self._tallied(source, lambda: self._retry.call(attempt, call.describe))
        resumed_from = started_at[-1] if response.status_code in (206, 416) else 0
        return Download(destination, resumed_from)

    def requests_by_host(self) -> dict[str, int]:
        """Requests actually sent over the network per host, every retry included, cache hits excluded."""
        with self._lock:
            return dict(self._sent)

    def source_stats(self) -> dict[str, SourceStats]:
        """Per source: queries attempted, queries failed, skips, and whether its breaker is open (and why)."""
        return self._breakers.stats()

    def open_sources(self) -> dict[str, str]:
        """Sources skipped for the rest of the run, with the reason."""
        return self._breakers.open_sources()

    def network_looks_down(self) -> str | None:
        """None unless our own network looks down (see NetworkWatch); then the unreachable hosts and why."""
        return self._network.looks_down()

    def close(self) -> None:
        self._session.close()

    # ------------------------------------------------------------------------------------------ one request

    def _fetch(
        self,
        source: SourceName,
        request: requests.Request,
        parse: Callable[[Reply], T],
        expire: Expiry,
        accept: frozenset[int],
        expire_empty: Expiry | None,
        aliases: Sequence[requests.Request] = (),
    ) -> T:
        raise_if_stopping()
        request.headers = {**request.headers, "User-Agent": self._settings.user_agent}
        prepared = self._session.prepare_request(request)
        call = _Call(source, prepared, self._redactor.url(prepared.url or ""), host_of(prepared.url or ""), accept)
        key = self._cache.key(prepared)
        cached = self._cache.lookup(key, allow_expired=self._settings.offline)
        if cached is not None:
            return self._answer_from_cache(call, key, cached, parse)
        if self._settings.offline:
            self._breakers.record_offline_miss(source)
            raise OfflineMiss(call.url, "not in the cache (offline mode)", source)
        self._admit(call)
        alias_keys = [self._cache.key(self._session.prepare_request(alias)) for alias in aliases]
        return self._answer_from_network(call, [key, *alias_keys], parse, expire, expire_empty)

    def _admit(self, call: _Call) -> None:
        """Raise instead of sending when the network looks down or the source's breaker is open (the skip counted)."""
        if self._network.looks_down() is not None:
            raise NetworkDown(call.url, "not sent: the network looks down", call.source)
        skipped_because = self._breakers.admit(call.source)
        if skipped_because is not None:
            raise CircuitOpen(call.url, skipped_because, call.source)

    def _tallied(self, source: SourceName, ask: Callable[[], T]) -> T:
        """``ask()``'s result, with the query counted in the source's breaker: an answer, a refusal of this one query,
        or an outage-type failure (enrich.net.refusals.counts_toward_breaker). Every request and download is counted
        this one way."""
        try:
            result = ask()
        except HttpError as error:
            if _is_outage(error):
                self._breakers.record_failure(source, error.reason)
            else:
                self._breakers.record_refusal(source)
            raise
        self._breakers.record_answer(source)
        return result

    def _cached_reply(self, cached: CachedResponse, url: str) -> Reply:
        """A stored answer as a Reply, its address with secrets redacted as every reply's is."""
        return Reply(
            self._redactor.url(cached.url or url),
            cached.status_code,
            cached.headers,
            cached.content or b"",
            from_cache=True,
            fetched_at=received_at(cached),
        )

    def _answer_from_cache(self, call: _Call, key: str, cached: CachedResponse, parse: Callable[[Reply], T]) -> T:
        """Neither a request nor a failure of the source: it was not asked (a rejected entry is asked next time)."""
        reply = self._cached_reply(cached, call.url)
        try:
            return self._parse(parse, reply, call.source)
        except MalformedResponse:
            self._cache.forget(key)
            raise

    def _answer_from_network(
        self, call: _Call, keys: Sequence[str], parse: Callable[[Reply], T], expire: Expiry, expire_empty: Expiry | None
    ) -> T:
        response, reply, result = self._tallied(call.source, lambda: self._ask(call, parse))
        lifetime = getattr(self._settings, expire.value)
        if expire_empty is not None and not result:
            lifetime = min(lifetime, getattr(self._settings, expire_empty.value))
        for key in keys:
            self._cache.store(key, response, lifetime, received=reply.fetched_at)
        return result

    def _ask(self, call: _Call, parse: Callable[[Reply], T]) -> tuple[requests.Response, Reply, T]:
        """Send with retries and parse the answer."""
        response = self._retry.call(lambda: self._attempt(call), call.describe)
        reply = Reply(
            self._redactor.url(response.url or call.url),
            response.status_code,
            response.headers,
            response.content,
            fetched_at=utc_now(),
        )
        return response, reply, self._parse(parse, reply, call.source)

    def _parse(self, parse: Callable[[Reply], T], reply: Reply, source: SourceName) -> T:
        """The caller's parse; anything it could not make sense of becomes MalformedResponse for this query."""
        try:
            return parse(reply)
        except MalformedResponse as error:
            error.source = error.source or source
            raise
        except (ValueError, KeyError, TypeError) as error:
            reason = self._redactor.text(f"unexpected body: {type(error).__name__}: {_first_line(error)}")
            raise MalformedResponse(reply.url, reason, source) from error

    # ------------------------------------------------------------------------------------------ one attempt

    def _attempt(self, call: _Call, read_body: BodyReader | None = None) -> requests.Response:
        """Send once (under the host's rate limit) and read the body; RetryableFailure when worth another try.

        The host's turn ends when the answer is complete (or failed): a one-connection host paces from there.
        ``read_body`` reads an accepted answer's body (default: into memory, under the size cap)."""
        try:
            return self._attempt_once(call, read_body or self._read_body)
        finally:
            self._limiter.release(call.host)

    def _attempt_once(self, call: _Call, read_body: BodyReader) -> requests.Response:
        try:
            response, deadline = self._send(call)
            status = response.status_code
            spent_for = self._limiter.heed(call.host, response.headers, self._settings.max_retry_wait)
            if status in call.accept:
                read_body(response, call, deadline)
                return response
            problem = StatusError(call.url, self._status_reason(response, deadline), status, call.source)
        except (requests.ConnectionError, requests.Timeout, requests.exceptions.ChunkedEncodingError) as error:
            reason = self._transport_reason(error)
            if is_unreachable(error):
                self._network.record_unreachable(call.host, reason)
                raise Unreachable(call.url, reason, call.source) from None
            raise RetryableFailure(TransportError(call.url, reason, call.source)) from None
        except requests.RequestException as error:
            raise TransportError(call.url, self._transport_reason(error), call.source) from None
        if not is_retryable(status):
            raise problem
        if allowance_spent(status, response.headers, problem.reason, self._settings.max_retry_wait, spent_for):
            self._stop_for_the_night(call.source)
            raise AllowanceSpent(call.url, problem.reason, status, call.source)
        wait = retry_after_seconds(response.headers, cap=self._settings.max_retry_wait)
        self._limiter.heed_refusal(call.host, status, wait)
        raise RetryableFailure(problem, server_wait=wait)

    def _send(self, call: _Call) -> tuple[requests.Response, float]:
        """Send with the source's key (enrich.net.credentials); a key the source refuses means "send again without
        it, from now on".

        Also returns the exchange's deadline (a time.monotonic() reading) for reading the body."""
        keyed = self._keys.attach(call.source, call.prepared)
        response, deadline = self._send_once(call, keyed)
        if keyed is not call.prepared and self._keys.refused(call.source, response.status_code):
            response.close()
            self._limiter.release(call.host)
            response, deadline = self._send_once(call, call.prepared)
        return response, deadline

    def _send_once(self, call: _Call, prepared: requests.PreparedRequest) -> tuple[requests.Response, float]:
        """The deadline starts once the host's turn has come: a wait the rate limit imposes is not the server's."""
        self._limiter.acquire(call.host, self._source_intervals.get(call.source))
        raise_if_stopping()  # asked while this request waited its turn
        with self._lock:
            self._sent[call.host] += 1
        deadline = time.monotonic() + self._settings.request_deadline
        response = self._session.send(prepared, **self._send_options)
        self._network.record_answer()
        return response, deadline

    def _read_body(self, response: requests.Response, call: _Call, deadline: float) -> None:
        """Read the streamed body under the size cap and the deadline, and keep it on the response (for parse and
        the cache)."""
        cap = self._settings.max_body_bytes
        try:
            declared = _declared_length(response.headers)
            if declared is not None and declared > cap:
                raise ResponseTooLarge(call.url, f"body of {declared} bytes is larger than {cap} bytes", call.source)
            body = read_capped(body_pieces(response.raw, deadline, call.url), cap, call.url)
        except DeadlineExceeded:
            response.close()
            raise DeadlineExceeded(
                call.url,
                f"no complete answer within the request deadline of {self._settings.request_deadline:g} s",
                call.source,
            ) from None
        except ResponseTooLarge as error:
            response.close()
            error.source = call.source
            raise
        # requests keeps a read body in _content; setting it makes .content (and the cache's copy) this capped body.
        response._content = body

    def _write_body(
        self,
        response: requests.Response,
        call: _Call,
        destination: Path,
        progress: Callable[[int, int | None], None] | None,
    ) -> None:
        """Append a 206 answer to the partial file, or write a 200 answer over it; a 416 has nothing to add."""
        if response.status_code == 416:
            response.close()
            return
        resuming = response.status_code == 206
        written = destination.stat().st_size if resuming and destination.exists() else 0
        if resuming and _range_start(response.headers) != written:
            response.close()
            raise MalformedResponse(call.url, f"206 answer does not continue at byte {written}", call.source)
        total = _download_total(response.headers, written)
        window_seconds = self._settings.request_deadline
        window_end, window_bytes = time.monotonic() + window_seconds, written
        with destination.open("ab" if resuming else "wb") as out:
            for piece in body_pieces(response.raw, math.inf, call.url):
                out.write(piece)
                written += len(piece)
                if progress is not None:
                    progress(written, total)
                now = time.monotonic()
                if now > window_end:
                    if written - window_bytes < DOWNLOAD_FLOOR_BYTES_PER_SECOND * window_seconds:
                        response.close()
                        raise DeadlineExceeded(
                            call.url,
                            f"download slower than {DOWNLOAD_FLOOR_BYTES_PER_SECOND} bytes/s over {window_seconds:g} s",
                            call.source,
                        )
                    window_end, window_bytes = now + window_seconds, written

    def _status_reason(self, response: requests.Response, deadline: float) -> str:
        """ "HTTP 404 Not Found: <the API's one-line message>"; the body is quoted only when it is JSON or text."""
        reason = f"HTTP {response.status_code} {response.reason or ''}".rstrip()
        content_type = response.headers.get("Content-Type", "")
        if "json" in content_type or content_type.startswith("text/plain"):
            try:
                snippet = next(body_pieces(response.raw, deadline, response.url), b"")[: REASON_SNIPPET_CHARS * 4]
            except (requests.RequestException, DeadlineExceeded):
                snippet = b""
            text = " ".join(snippet.decode("utf-8", errors="replace").split())[:REASON_SNIPPET_CHARS]
            reason = f"{reason}: {text}" if text else reason
        response.close()
        return self._redactor.text(reason)

    def _transport_reason(self, error: requests.RequestException) -> str:
        if isinstance(error, requests.ConnectTimeout):
            return f"connect timeout after {self._settings.connect_timeout} s"
        if isinstance(error, requests.Timeout) or "timed out" in str(error):
            return f"read timeout after {self._settings.read_timeout} s"
        if isinstance(error, requests.exceptions.ChunkedEncodingError):
            return "connection broken while reading the body"
        if not isinstance(error, requests.ConnectionError):
            return self._redactor.text(f"request failed: {type(error).__name__}: {_first_line(error)}")
        cause = _ERRNO.search(str(error))
        detail = cause.group(0).strip() if cause else type(error).__name__
        return f"connection failed: {detail}"

    def _stop_for_the_night(self, source: SourceName) -> None:
        """Open the source's breaker for the rest of the run, saying so in one line (once)."""
        reason = f"{source}: daily allowance spent; not asked again tonight"
        if self._breakers.trip(source, reason):
            log.warning("%s", reason)

    # ------------------------------------------------------------------------------------------ hosts

    def _send_options_for(self, settings: Settings) -> dict[str, Any]:
        """Keyword arguments for every send: timeouts, streaming, and the CA bundle the environment names.

        Session.request would look the environment up on every call; it does not change during a run, so it is
        read once here (proxies are still resolved per request by Session.send).
        """
        environment = self._session.merge_environment_settings(settings.s2_url, {}, True, None, None)
        return {
            "timeout": (settings.connect_timeout, settings.read_timeout),
            "allow_redirects": True,
            "stream": True,
            "verify": environment["verify"],
            "cert": environment["cert"],
        }

    def _one_connection_hosts(self) -> frozenset[str]:
        """Hosts of sources that allow one connection at a time; a host shared with one of them is one too."""
        return frozenset(host_of(getattr(self._settings, f"{source}_url")) for source in ONE_CONNECTION_SOURCES)

    def _host_intervals(self) -> dict[str, float]:
        """Seconds between requests per base-URL host; sources sharing a host share the most polite interval."""
        intervals: dict[str, float] = {}
        for source in SOURCES:
            host = host_of(getattr(self._settings, f"{source}_url"))
            intervals[host] = max(intervals.get(host, 0.0), self._source_intervals[source])
        return intervals


def error_chain(error: BaseException) -> Iterator[BaseException]:
    """The error and everything it wraps: requests and urllib3 nest the real cause in args, .reason and __cause__."""
    seen: set[int] = set()
    pending: list[BaseException] = [error]
    while pending:
        current = pending.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        yield current
        wrapped = [current.__cause__, current.__context__, getattr(current, "reason", None), *current.args]
        pending.extend(item for item in wrapped if isinstance(item, BaseException))


def caused_by(error: BaseException, kind: type[BaseException] | tuple[type[BaseException], ...]) -> bool:
    return any(isinstance(cause, kind) for cause in error_chain(error))


def is_unreachable(error: BaseException) -> bool:
    """A name that does not resolve or a connection refused: the host cannot be reached at all (a timeout may be
    a busy host, so it is not one)."""
    if caused_by(error, (urllib3.exceptions.NameResolutionError, socket.gaierror, ConnectionRefusedError)):
        return True
    return any(words in str(error) for words in UNREACHABLE_WORDS)


def _is_outage(error: HttpError) -> bool:
    """Whether an error says the source is failing, rather than that this one query was refused."""
    return counts_toward_breaker(error.status if isinstance(error, StatusError) else None)


def _declared_length(headers: Mapping[str, str]) -> int | None:
    try:
        return int(headers.get("Content-Length", ""))
    except ValueError:
        return None


def _first_line(error: Exception) -> str:
    text = str(error).strip()
    return text.splitlines()[0][:REASON_SNIPPET_CHARS] if text else ""


def _range_start(headers: Mapping[str, str]) -> int | None:
    """The first byte of a 206 answer, from "Content-Range: bytes 100-199/1000"."""
    found = _CONTENT_RANGE.match(headers.get("Content-Range", ""))
    return int(found.group(1)) if found else None


def _download_total(headers: Mapping[str, str], start: int) -> int | None:
    """The whole file's size: Content-Range's total for a 206, else the start plus Content-Length."""
    found = _CONTENT_RANGE.match(headers.get("Content-Range", ""))
    if found and found.group(2) != "*":
        return int(found.group(2))
    length = _declared_length(headers)
    return None if length is None else start + length
