"""The run's one requests session and its response cache (requests-cache, SQLite in Settings.cache_dir).

The HTTP layer reads and writes the cache itself instead of letting requests-cache write every response as it
arrives: only an answer the caller accepted and parsed may be stored (a 429, a 5xx, a timeout or a malformed body
must not be replayed tomorrow), and bodies are read streamed under a size cap, which an automatic write would defeat
by reading the whole body first. requests-cache still supplies the store, the cache keys (method, normalised URL
and query, JSON body), expiry and the redaction of secret headers from stored requests.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime, timedelta
from http.cookiejar import CookieJar
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import attr
from requests import PreparedRequest, Response
from requests_cache import CachedResponse, CachedSession

from enrich.config import Settings
from enrich.files import move_aside
from enrich.net.credentials import SECRET_HEADERS, SECRET_PARAMETERS

log = logging.getLogger(__name__)

CACHE_FILE = "http.sqlite"
# Files SQLite keeps beside the database in WAL mode; they belong to it and go aside with it.
SQLITE_COMPANIONS = ("-wal", "-shm")

REDACTED = "REDACTED"
# Fields of a stored response that hold a URL: secret query parameters are redacted there by name as well.
URL_FIELDS = frozenset({"url", "request_url"})
URL_HEADERS = frozenset({"location", "content-location"})


class Redactor:
    """Removes secrets from URLs, messages and responses about to be stored: secret query parameters and headers
    by name (enrich.net.credentials.SECRET_PARAMETERS), and every known secret value wherever it appears."""

    def __init__(self, secrets: Iterable[str]) -> None:
        self._secrets = [secret for secret in secrets if secret]
        self._secret_names = {name.lower() for name in SECRET_PARAMETERS}

    def url(self, url: str) -> str:
        parts = urlsplit(url)
        if parts.username or parts.password:
            parts = parts._replace(netloc=parts.netloc.rpartition("@")[2])
        pairs = parse_qsl(parts.query, keep_blank_values=True)
        if any(name.lower() in self._secret_names for name, _ in pairs):
            query = urlencode([(n, REDACTED if n.lower() in self._secret_names else v) for n, v in pairs])
            parts = parts._replace(query=query)
        return self.text(urlunsplit(parts))

    def text(self, text: str) -> str:
        for secret in self._secrets:
            text = text.replace(secret, REDACTED)
        return text

    def stored(self, response: CachedResponse) -> None:
        """Every secret out of a response before it is stored, in place. requests-cache redacts the final request
        only; the redirect history it keeps (each hop with its request, headers, Location and next request) would
        carry the S2 key header and OpenAlex's api_key= into the file. So every field is walked, whatever its
        depth."""
        self._clean_fields(response, set())

    def _clean_fields(self, record: Any, seen: set[int]) -> None:
        if id(record) in seen:
            return
        seen.add(id(record))
        for field in attr.fields(type(record)):
            value = getattr(record, field.name, None)
            setattr(record, field.name, self._clean(field.name, value, seen))

    def _clean(self, name: str, value: Any, seen: set[int]) -> Any:
        if isinstance(value, str):
            return self.url(value) if name in URL_FIELDS else self.text(value)
        if isinstance(value, bytes):
            for secret in self._secrets:
                value = value.replace(secret.encode(), REDACTED.encode())
            return value
        if isinstance(value, CookieJar):  # a mapping too, but never built from pairs; no secret is sent in cookies
            return value
        if isinstance(value, Mapping):  # headers
            rebuild: Any = type(value)  # a dict or requests-cache's CaseInsensitiveDict, built from pairs alike
            return rebuild([(key, self._header(str(key), item, seen)) for key, item in value.items()])
        if isinstance(value, list):
            return [self._clean(name, item, seen) for item in value]
        if attr.has(type(value)):
            self._clean_fields(value, seen)
        return value

    def _header(self, name: str, value: Any, seen: set[int]) -> Any:
        if name.lower() in self._secret_names:
            return REDACTED
        return self._clean("url" if name.lower() in URL_HEADERS else name, value, seen)


class SecretSafeSession(CachedSession):
    """A CachedSession that drops secret headers on a redirect to another host.

    requests already drops ``Authorization`` there, but not custom headers such as S2's ``x-api-key``.
    """

    def rebuild_auth(self, prepared_request: PreparedRequest, response: Response) -> None:
        super().rebuild_auth(prepared_request, response)
        if self.should_strip_auth(response.request.url or "", prepared_request.url or ""):
            for name in SECRET_HEADERS:
                prepared_request.headers.pop(name, None)


def open_session(settings: Settings) -> SecretSafeSession:
    """The session for a whole run, its cache at ``<cache_dir>/http.sqlite``.

    ``disabled=True`` turns off requests-cache's automatic reads and writes (see the module docstring); the
    ResponseCache below does both explicitly. WAL lets readers run while a writer commits, and its NORMAL sync
    survives a crash of the process (the failure a nightly run sees) without an fsync per stored answer.
    """
    Path(settings.cache_dir).mkdir(parents=True, exist_ok=True)
    path = Path(settings.cache_dir) / CACHE_FILE
    set_aside_if_corrupt(path)
    return SecretSafeSession(
        cache_name=str(path),
        backend="sqlite",
        wal=True,
        disabled=True,
        ignored_parameters=SECRET_PARAMETERS,
        match_headers=False,
    )


def set_aside_if_corrupt(path: Path) -> None:
    """A cache file SQLite cannot read (garbage, cut short by a full disk or a copy) is moved aside and the run
    starts with an empty cache: it costs one night of requests, where failing would cost every night until a person
    came. quick_check reads every page once, a second or so for a cache of a few hundred megabytes."""
    if not path.exists():
        return
    try:
        with contextlib.closing(sqlite3.connect(path)) as database:
            verdict = [row[0] for row in database.execute("PRAGMA quick_check")]
    except sqlite3.DatabaseError as error:
        verdict = [str(error)]
    if verdict == ["ok"]:
        return
    aside = move_aside(path, f"SQLite: {verdict[0]}")
    for suffix in SQLITE_COMPANIONS:
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            os.replace(companion, aside.with_name(aside.name + suffix))


class ResponseCache:
    """Explicit reads and writes on a CachedSession's store, keyed by requests-cache's own key function."""

    def __init__(self, session: CachedSession, redactor: Redactor) -> None:
        self._store = session.cache
        self._redactor = redactor

    def key(self, request: PreparedRequest) -> str:
        return self._store.create_key(request)

    def lookup(self, key: str, *, allow_expired: bool = False) -> CachedResponse | None:
        """The stored answer, or None; an expired one only when ``allow_expired`` (offline mode)."""
        cached = self._store.get_response(key)
        if cached is None or (cached.is_expired and not allow_expired):
            return None
        return cached

    def store(self, key: str, response: Response, seconds: int, *, received: datetime) -> None:
        """Keep an accepted answer for ``seconds`` from ``received``; nothing is kept forever, and a lifetime of 0
        keeps nothing. ``received`` is stored as the answer's creation time, so a later cache hit is dated by it.

        A cache that cannot be written (disk full, file locked by another program) costs a warning, not the answer.
        """
        if seconds <= 0:
            return
        expires = received + timedelta(seconds=seconds)
        stored = CachedResponse.from_response(response, expires=expires, created_at=received)
        self._redactor.stored(stored)
        try:
            self._store.save_response(stored, key, expires=expires)
        except sqlite3.Error as error:
            log.warning("could not store an answer in the cache: %s", error)

    def forget(self, key: str) -> None:
        self._store.delete(key)


def received_at(cached: CachedResponse) -> datetime:
    """When a cached answer was received, in UTC (requests-cache's ``created_at``; a cache file written without a
    time zone holds UTC)."""
    created = cached.created_at
    return created.replace(tzinfo=UTC) if created.tzinfo is None else created.astimezone(UTC)
