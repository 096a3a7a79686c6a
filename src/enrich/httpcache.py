"""The run's one requests session and its response cache (requests-cache, SQLite in Settings.cache_dir).

The HTTP layer reads and writes the cache itself instead of letting requests-cache write every response as it
arrives: only an answer the caller accepted and parsed may be stored (a 429, a 5xx, a timeout or a malformed body
must not be replayed tomorrow), and bodies are read streamed under a size cap, which an automatic write would defeat
by reading the whole body first. requests-cache still supplies the store, the cache keys (method, normalised URL
and query, JSON body), expiry and the redaction of secret headers from stored requests.
"""

from __future__ import annotations

import logging
import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

from requests import PreparedRequest, Response
from requests_cache import CachedResponse, CachedSession

from enrich.config import Settings

log = logging.getLogger(__name__)

CACHE_FILE = "http.sqlite"

# Request headers and parameters that carry credentials. requests-cache leaves them out of cache keys (a key change
# must not turn every cached answer into a miss) and stores them as "REDACTED", so the cache file never holds one.
SECRET_PARAMETERS = ("x-api-key", "X-Api-Key", "Authorization", "authorization", "api_key", "apikey", "access_token")
# Headers this project sends credentials in; dropped when a redirect leaves the host they were meant for.
SECRET_HEADERS = ("x-api-key",)


class SecretSafeSession(CachedSession):
    """A CachedSession that drops secret headers on a redirect to another host.

    requests already drops ``Authorization`` there, but not custom headers such as S2's ``x-api-key``.
    """

    def rebuild_auth(self, prepared_request: PreparedRequest, response: Response) -> None:
        super().rebuild_auth(prepared_request, response)
        if self.should_strip_auth(response.request.url, prepared_request.url):
            for name in SECRET_HEADERS:
                prepared_request.headers.pop(name, None)


def open_session(settings: Settings) -> SecretSafeSession:
    """The session for a whole run, its cache at ``<cache_dir>/http.sqlite``.

    ``disabled=True`` turns off requests-cache's automatic reads and writes (see the module docstring); the
    ResponseCache below does both explicitly. WAL lets readers run while a writer commits, and its NORMAL sync
    survives a crash of the process (the failure a nightly run sees) without an fsync per stored answer.
    """
    Path(settings.cache_dir).mkdir(parents=True, exist_ok=True)
    return SecretSafeSession(
        cache_name=str(Path(settings.cache_dir) / CACHE_FILE),
        backend="sqlite",
        wal=True,
        disabled=True,
        ignored_parameters=SECRET_PARAMETERS,
        match_headers=False,
    )


class ResponseCache:
    """Explicit reads and writes on a CachedSession's store, keyed by requests-cache's own key function."""

    def __init__(self, session: CachedSession) -> None:
        self._store = session.cache

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
    return created.replace(tzinfo=timezone.utc) if created.tzinfo is None else created.astimezone(timezone.utc)
