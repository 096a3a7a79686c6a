"""The refusal rule (enrich.net.refusals), case by case: what each status and asked-for wait means."""

from __future__ import annotations

import pytest

from enrich.net.refusals import (
    allowance_spent,
    beyond_retrying,
    counts_toward_breaker,
    is_retryable,
    pauses_the_host,
)


@pytest.mark.parametrize(
    ("status", "retryable", "pauses", "breaker"),
    [
        (429, True, True, True),  # throttled: try again, the whole host waits, the source may be out of allowance
        (503, True, True, True),  # overloaded: the same, and a 5xx is the source failing
        (500, True, False, True),  # a broken request handler: this request's backoff only
        (502, True, False, True),
        (504, True, False, True),
        (403, False, False, True),  # the key or the client refused: the source fails us, no retry helps
        (401, False, False, True),
        (404, False, False, False),  # this one query: the source is up
        (400, False, False, False),
        (200, False, False, True),  # not a client error: an answer the caller did not accept says the source fails
    ],
)
def test_what_each_status_means(status: int, retryable: bool, pauses: bool, breaker: bool) -> None:
    assert (is_retryable(status), pauses_the_host(status), counts_toward_breaker(status)) == (
        retryable,
        pauses,
        breaker,
    )


def test_no_answer_at_all_counts_toward_the_breaker_and_is_no_retryable_status() -> None:
    assert counts_toward_breaker(None) is True
    assert is_retryable(None) is False


@pytest.mark.parametrize(("wait", "spent"), [(None, False), (119.0, False), (120.0, False), (120.5, True)])
def test_a_wait_beyond_the_longest_retry_wait_is_a_spent_allowance(wait: float | None, spent: bool) -> None:
    assert beyond_retrying(wait, longest_wait=120.0) is spent


@pytest.mark.parametrize(
    ("status", "headers", "reason", "reset_in", "spent"),
    [
        (429, {}, "HTTP 429: Daily limit exceeded", None, True),  # OpenAlex's documented words
        (429, {"Retry-After": "3600"}, "HTTP 429", None, True),  # an hour: longer than any retry waits
        (429, {"Retry-After": "10"}, "HTTP 429", None, False),  # slow down, then go on
        (429, {}, "HTTP 429", 7200.0, True),  # no allowance left until a reset two hours away
        (429, {}, "HTTP 429", 30.0, False),
        (503, {"Retry-After": "3600"}, "HTTP 503: daily maintenance", None, False),  # only a 429 spends an allowance
    ],
)
def test_a_429_says_spent_or_slow_down(
    status: int, headers: dict[str, str], reason: str, reset_in: float | None, spent: bool
) -> None:
    assert allowance_spent(status, headers, reason, longest_wait=120.0, reset_in=reset_in) is spent
