"""What the checking logic asks the network for (a Step) and what comes back (an Answer).

A link probe and a GitHub lookup are generators that yield Steps and receive Answers. Every decision (redirects,
retries, HEAD or GET) is therefore plain code that tests can drive without a network, and the scheduler alone
decides when each request may go.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Literal
from urllib.parse import urlsplit

from enrich.ids import host_of


class Channel(Enum):
    LINK = "link"  # a URL strangers wrote: address guard on, no credentials
    GITHUB_API = "github_api"  # the configured GitHub API: carries the token, never a stranger's URL


@dataclass(frozen=True)
class Step:
    method: Literal["HEAD", "GET"]
    url: str
    channel: Channel = Channel.LINK
    delay: float = 0.0  # seconds the host must rest before this request (a retry after 429, 5xx or a timeout)

    @property
    def host(self) -> str:
        """The key of per-host limits and counts: host and port, as for every other request of a run (enrich.net.http).

        No malformed port (host_of raises on one) gets here: link URLs and their hops pass guard.url_problem, and
        requests refuses a GitHub API redirect to one before repo_lookup follows it.
        """
        return host_of(self.url)

    @property
    def hostname(self) -> str:
        """The host name alone, lower case: politeness owed to a service holds on whatever port."""
        return (urlsplit(self.url).hostname or "").lower()


class Failure(str, Enum):
    """Why a request produced no HTTP answer."""

    TIMEOUT = "timeout"
    CONNECTION_REFUSED = "connection_refused"
    CONNECTION_ERROR = "connection_error"
    NO_SUCH_HOST = "no_such_host"
    DNS_ERROR = "dns_error"
    TLS_ERROR = "tls_error"
    PRIVATE_ADDRESS = "private_address"
    INVALID_URL = "invalid_url"


# Failures worth another try (the project's one rule, enrich.net.retrying): the host may answer a moment later. A
# host that cannot be reached (no such host, connection refused) is not retried, as in the metadata layer.
RETRYABLE_FAILURES = frozenset({Failure.TIMEOUT, Failure.CONNECTION_ERROR})


@dataclass(frozen=True)
class Answer:
    url: str
    method: str
    status: int | None = None
    headers: Mapping[str, str] = field(default_factory=dict)  # names in lower case
    body: bytes = b""  # the first bytes of the body only (GET); always empty for HEAD
    failure: Failure | None = None
    detail: str = ""  # short human text for a failure, e.g. "no answer within 10 s"

    @property
    def content_type(self) -> str | None:
        """The media type without parameters, lower case ("text/html"), or None when the server sent none."""
        value = self.headers.get("content-type", "").split(";")[0].strip().lower()
        return value or None

    @property
    def location(self) -> str | None:
        return self.headers.get("location") or None


# Reasons of checks that say nothing about the link itself: the run could not look. The report groups them.
OFFLINE_REASON = "not checked: offline mode"
SWITCHED_OFF_REASON = "not checked: link checking switched off (check_links = false)"
NETWORK_DOWN_NOTE = "no host answered: network down?"
