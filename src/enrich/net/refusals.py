"""What a server's refusal means, in one place: pure predicates over a status and the wait a server asked for.

The HTTP layer (enrich.net.http), pacing (enrich.net.pacing) and the link probe (enrich.links.probe) ask these and
carry out the answer; none of them decides on its own what a 429, a 503 or a 403 means. As in lychee's retry.rs,
the rule is apart from the machinery that runs it, so it is read, tested and mutated on its own.

- Retryable (``is_retryable``): 429, 500, 502, 503, 504. The server is overloaded or briefly broken; the request
  itself is fine and may succeed a moment later (enrich.net.retrying says how long to wait and how often).
- Pauses the host (``pauses_the_host``): a 429 or a 503 with a Retry-After speaks of the server, not of one request,
  so its wait holds back every request to the host. Another status's wait is the one request's backoff.
- Counts toward the breaker (``counts_toward_breaker``): no answer at all, any 5xx, and the client errors that
  still say the source is failing us: 401 and 403 (the key or the client refused), 429 (throttled or out of
  allowance). Another 4xx (a 404, a 400) fails one query: the source is up.
- Spent, not transient (``beyond_retrying``, ``allowance_spent``): a wait asked for (Retry-After, or an allowance's
  reset with none remaining) longer than the longest retry wait, or a 429 naming a daily limit, says the allowance
  is spent for longer than any retry is worth: not retried, the source left alone for the rest of the run.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping

from enrich.net.headers import retry_after_seconds

# Statuses worth another try: the server is overloaded or briefly broken, the request itself is fine.
RETRYABLE_STATUSES = frozenset({429, 500, 502, 503, 504})
# Statuses whose Retry-After also holds back every other request to the host, not just the one that got it.
PAUSING_STATUSES = frozenset({429, 503})
# Client-error statuses that still say the source is failing us (auth refused, quota exhausted, throttled) rather
# than that one query was wrong; they count towards the source's circuit breaker.
OUTAGE_CLIENT_STATUSES = frozenset({401, 403, 429})
# What a 429 says when a day's allowance, not the pace, is the problem. OpenAlex documents its 429 as "Daily limit
# exceeded" (developers.openalex.org/api-reference/errors) in its {"error", "message"} object; no such answer has been
# recorded, so the words are matched anywhere in the quoted body, whatever the field.
ALLOWANCE_SPENT_WORDS = re.compile(r"\bdaily\b", re.IGNORECASE)


def is_retryable(status: int | None) -> bool:
    """Whether an answer with this status is worth sending again now (None: no status, nothing to judge)."""
    return status in RETRYABLE_STATUSES


def pauses_the_host(status: int) -> bool:
    """Whether a Retry-After on an answer with this status holds back every request to the host, not only this one."""
    return status in PAUSING_STATUSES


def counts_toward_breaker(status: int | None) -> bool:
    """Whether a failed query says its source is failing (``status`` None: no answer at all), rather than that
    this one query was refused."""
    if status is not None and 400 <= status < 500:
        return status in OUTAGE_CLIENT_STATUSES
    return True


def beyond_retrying(wait: float | None, longest_wait: float) -> bool:
    """Whether a wait the server asks for is longer than any retry waits (``longest_wait``,
    Settings.max_retry_wait): its allowance is spent, not its pace exceeded."""
    return wait is not None and wait > longest_wait


def allowance_spent(
    status: int, headers: Mapping[str, str], reason: str, longest_wait: float, reset_in: float | None = None
) -> bool:
    """Whether a 429 says the allowance is spent for longer than a retry is worth, rather than "slow down".

    Either the server names a daily limit (OpenAlex's documented "Daily limit exceeded"), or it asks for a wait
    beyond retrying: in Retry-After, or as the reset of an allowance with none remaining (``reset_in``, from
    HostLimiter.heed). OpenAlex's daily allowance comes back at midnight UTC, and clients report a Retry-After of
    hours; retrying it wastes the night for nothing.
    """
    if status != 429:
        return False
    if ALLOWANCE_SPENT_WORDS.search(reason) or beyond_retrying(reset_in, longest_wait):
        return True
    return beyond_retrying(retry_after_seconds(headers, cap=math.inf), longest_wait)
