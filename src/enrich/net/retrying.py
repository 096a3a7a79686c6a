"""What gets another try, how long to wait before it, and when to give up: one rule for every request of a run.

"Retryable" means one thing in this project: an attempt failed in a way that may not happen again a moment later,
so the same request is worth sending again now. That is a retryable status (enrich.net.refusals.is_retryable: the
server is overloaded or briefly broken; the request itself is fine), a timeout, or a connection that broke. A host
that cannot be reached at all (its name does not resolve, nothing accepts the connection) is not retryable: neither
heals in the seconds a retry waits, and on a night without network every retry would only delay saying so. The
metadata layer (enrich.net.http) and the link checker (enrich.links.probe) both apply this rule; only a link whose
answer is a robot check page is not retried, because a robot check says "blocked", not "busy".

How long to wait is ``Backoff``: the server's Retry-After when it sent one, otherwise an exponential backoff, both
capped and multiplied by the run's time scale. ``RetryPolicy`` runs the attempts of one metadata request on top of
tenacity, bounded by count and by total time. Clock and sleep are injectable so tests never wait.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

import tenacity
from tenacity.stop import stop_base
from tenacity.wait import wait_base

from enrich.config import Settings
from enrich.net.pacing import Clock, Sleep

T = TypeVar("T")

log = logging.getLogger(__name__)

# First backoff wait in seconds; it doubles on every retry (1, 2, 4, 8 …) up to Settings.max_retry_wait. dblp and
# arXiv answer overload with 429/503 and ask clients to back off; a second is enough to clear a blip, and doubling
# reaches minutes within a handful of attempts for a real outage.
BACKOFF_FIRST_WAIT = 1.0
# Up to this many extra random seconds per backoff, so threads that failed together do not come back together.
BACKOFF_JITTER = 1.0


@dataclass(frozen=True)
class Backoff:
    """The one backoff rule: before retry number ``retry`` (1 for the first), the wait the server asked for when it
    sent one, else ``first_wait`` doubled for each further retry plus up to ``jitter`` random seconds; never more
    than ``max_wait``; then multiplied by the run's time scale, so a sped-up run keeps the same shape.

    The metadata layer uses the defaults (1 s, 2 s, 4 s … with a second of jitter, so threads that failed together
    do not come back together); the link checker starts at 2 s without jitter (enrich.links.probe.retry_delay).
    """

    max_wait: float
    time_scale: float = 1.0
    first_wait: float = BACKOFF_FIRST_WAIT
    jitter: float = BACKOFF_JITTER

    @classmethod
    def from_settings(cls, settings: Settings, **shape: float) -> Backoff:
        """The run's cap (Settings.max_retry_wait) and time scale; ``shape``: first_wait and jitter."""
        return cls(max_wait=settings.max_retry_wait, time_scale=settings.time_scale, **shape)

    def seconds(self, retry: int, server_wait: float | None = None) -> float:
        if server_wait is not None:
            wait = server_wait
        else:
            wait = self.first_wait * 2 ** (retry - 1) + (random.uniform(0, self.jitter) if self.jitter else 0.0)
        return min(wait, self.max_wait) * self.time_scale


class RetryableFailure(Exception):
    """An attempt failed in a way worth another try (see the module docstring); ``error`` is raised when the tries
    run out.

    ``server_wait`` is the wait the server asked for (Retry-After, already capped), or None.
    """

    def __init__(self, error: Exception, server_wait: float | None = None) -> None:
        super().__init__(str(error))
        self.error = error
        self.server_wait = server_wait


class _ServerOrBackoff(wait_base):
    """Backoff as tenacity's wait: the attempt that just failed is retry number ``attempt_number``."""

    def __init__(self, backoff: Backoff) -> None:
        self._backoff = backoff

    def __call__(self, retry_state: tenacity.RetryCallState) -> float:
        failure = retry_state.outcome.exception() if retry_state.outcome else None
        requested = failure.server_wait if isinstance(failure, RetryableFailure) else None
        return self._backoff.seconds(retry_state.attempt_number, requested)


class _StopBeforeTotal(stop_base):
    """Give up when the next wait would take the request past ``max_total`` seconds.

    Like tenacity's stop_before_delay (which needs tenacity >= 8.3 to see the next wait), but on the injected clock,
    so tests with a fake clock see the bound too.
    """

    def __init__(self, max_total: float, clock: Clock, started: float) -> None:
        self._max_total = max_total
        self._clock = clock
        self._started = started

    def __call__(self, retry_state: tenacity.RetryCallState) -> bool:
        return self._clock() - self._started + retry_state.upcoming_sleep > self._max_total


class RetryPolicy:
    """Runs one request's attempts: ``call(attempt)`` returns the first success or raises the last error.

    ``max_total`` is scaled by ``time_scale`` like every wait, so a sped-up run keeps the same shape.
    """

    def __init__(
        self,
        *,
        max_attempts: int,
        max_total: float,
        max_wait: float,
        time_scale: float = 1.0,
        clock: Clock = time.monotonic,
        sleep: Sleep = time.sleep,
    ) -> None:
        self._max_attempts = max_attempts
        self._max_total = max_total * time_scale
        self._wait = _ServerOrBackoff(Backoff(max_wait=max_wait, time_scale=time_scale))
        self._clock = clock
        self._sleep = sleep

    @classmethod
    def from_settings(cls, settings: Settings, clock: Clock = time.monotonic, sleep: Sleep = time.sleep) -> RetryPolicy:
        return cls(
            max_attempts=settings.max_attempts,
            max_total=settings.max_retry_total,
            max_wait=settings.max_retry_wait,
            time_scale=settings.time_scale,
            clock=clock,
            sleep=sleep,
        )

    def call(self, attempt: Callable[[], T], describe: str) -> T:
        """``describe`` names the request in log lines (it must carry no secret)."""
        retrying = tenacity.Retrying(
            retry=tenacity.retry_if_exception_type(RetryableFailure),
            wait=self._wait,
            stop=tenacity.stop_after_attempt(self._max_attempts)
            | _StopBeforeTotal(self._max_total, self._clock, self._clock()),
            sleep=self._sleep,
            before_sleep=lambda state: _log_retry(state, describe),
            reraise=True,
        )
        try:
            return retrying(attempt)
        except RetryableFailure as failure:
            raise failure.error from None


def _log_retry(retry_state: tenacity.RetryCallState, describe: str) -> None:
    failure = retry_state.outcome.exception() if retry_state.outcome else None
    error = failure.error if isinstance(failure, RetryableFailure) else failure
    log.info(
        "%s: %s; attempt %d in %.1f s",
        describe,
        getattr(error, "reason", error),
        retry_state.attempt_number + 1,
        retry_state.upcoming_sleep,
    )
