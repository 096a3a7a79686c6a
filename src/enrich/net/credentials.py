"""Which key each service takes and how it travels: the one rule for attaching credentials and keeping them secret.

A key goes with its own source's requests only, chosen by source and not by host: dblp and arXiv behind S2's host (a
gateway, a mirror, one local fake) must not receive S2's key. It is attached to a copy of the prepared request just
before sending, after the cache key was computed from the keyless request, so no cache key depends on a key and a
changed key does not turn every cached answer into a miss. The names that carry keys (SECRET_PARAMETERS) are also
left out of cache keys and stored as REDACTED (enrich.net.cache), and every key's value is replaced wherever it
appears in a URL, an error or a log line (enrich.net.cache.Redactor, fed by ``secret_values``).
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from typing import Literal

from requests import PreparedRequest

from enrich.config import Settings

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Credential:
    """How one service takes its key."""

    setting: str  # the Settings field that holds the key
    carrier: Literal["header", "parameter"]  # a request header, or a query parameter
    name: str  # the header's or the parameter's name
    service: str  # the service as a log line names it
    scheme: str = ""  # written before the key ("Bearer ")
    refused_status: int | None = None  # the status that says "this key is refused": go on without it


CREDENTIALS: dict[str, Credential] = {
    # S2 takes its key in a header; a 403 to a keyed request means the key is bad, and a run without a key still
    # gets answers (slower), so a refused key must not stop a nightly run.
    "s2": Credential("s2_api_key", "header", "x-api-key", "Semantic Scholar", refused_status=403),
    # OpenAlex takes its key as the api_key= query parameter.
    "openalex": Credential("openalex_api_key", "parameter", "api_key", "OpenAlex"),
    # The GitHub REST API takes a token as a bearer Authorization header; only the link checker asks it.
    "github": Credential("github_token", "header", "Authorization", "the GitHub API", scheme="Bearer "),
}

# Request headers and parameters that carry credentials, ours and the common spellings: requests-cache leaves them out
# of cache keys and stores them as "REDACTED", and the Redactor replaces their values in URLs.
SECRET_PARAMETERS = ("x-api-key", "X-Api-Key", "Authorization", "authorization", "api_key", "apikey", "access_token")
# Headers a key travels in that requests does not drop itself when a redirect leaves the host (it drops
# Authorization only): the session drops these too.
SECRET_HEADERS = tuple(
    credential.name
    for credential in CREDENTIALS.values()
    if credential.carrier == "header" and credential.name.lower() != "authorization"
)


def secret_values(settings: Settings) -> list[str]:
    """Every key the settings hold, for the Redactor."""
    keys = (getattr(settings, credential.setting) for credential in CREDENTIALS.values())
    return [key.get_secret_value() for key in keys if key]


class Keys:
    """The run's keys by source. Thread-safe: a key refused on one thread is dropped for every thread."""

    def __init__(self, settings: Settings) -> None:
        found = {source: getattr(settings, credential.setting) for source, credential in CREDENTIALS.items()}
        self._keys = {source: key.get_secret_value() for source, key in found.items() if key}
        self._lock = threading.Lock()

    def attach(self, source: str, request: PreparedRequest) -> PreparedRequest:
        """A copy of ``request`` carrying ``source``'s key; the request itself when the source has no key (left)."""
        with self._lock:
            key = self._keys.get(source)
        if key is None:
            return request
        credential = CREDENTIALS[source]
        keyed = request.copy()
        if credential.carrier == "header":
            keyed.headers[credential.name] = credential.scheme + key
        else:
            keyed.prepare_url(keyed.url or "", {credential.name: key})
        return keyed

    def refused(self, source: str, status: int) -> bool:
        """Whether a keyed request's ``status`` says the source refuses its key. Then the key is dropped for the rest
        of the run (said once) and the caller sends the request again without it."""
        credential = CREDENTIALS.get(source)
        if credential is None or credential.refused_status != status:
            return False
        with self._lock:
            dropped = self._keys.pop(source, None) is not None
        if dropped:
            log.warning(
                "%s refused the API key (HTTP %d); continuing without a key for the rest of the run",
                credential.service,
                status,
            )
        return True
