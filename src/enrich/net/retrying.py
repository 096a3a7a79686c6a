"""The retry policy on top of tenacity: what gets another try, how long to wait first, when to give up.

Only failures that say "try again later" are retried (the HTTP layer wraps them in ``TransientFailure``). A wait the
server asked for (Retry-After) is honoured; otherwise backoff grows exponentially with jitter. Attempts are bounded by
count and by total time, and every wait is multiplied by the run's time scale. Clock and sleep are injectable so
tests never wait.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
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


class TransientFailure(Exception):
    """An attempt failed in a way worth another try; ``error`` is raised when the tries run out.

    ``server_wait`` is the wait the server asked for (Retry-After, already capped), or None.
    """

    def __init__(self, error: Exception, server_wait: float | None = None) -> None:
        super().__init__(str(error))
        self.error = error
        self.server_wait = server_wait


class _ServerOrBackoff(wait_base):
    """Retry-After when the server sent one, else exponential backoff with jitter; both scaled."""

    def __init__(self, max_wait: float, time_scale: float) -> None:
        self._max_wait = max_wait
        self._time_scale = time_scale
        self._backoff = tenacity.wait_exponential(multiplier=BACKOFF_FIRST_WAIT) + tenacity.wait_random(
            0, BACKOFF_JITTER
        )

    def __call__(self, retry_state: tenacity.RetryCallState) -> float:
        failure = retry_state.outcome.exception() if retry_state.outcome else None
        requested = failure.server_wait if isinstance(failure, TransientFailure) else None
        seconds = requested if requested is not None else self._backoff(retry_state)
        return min(seconds, self._max_wait) * self._time_scale


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
        self._wait = _ServerOrBackoff(max_wait, time_scale)
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
            retry=tenacity.retry_if_exception_type(TransientFailure),
            wait=self._wait,
            stop=tenacity.stop_after_attempt(self._max_attempts)
            | _StopBeforeTotal(self._max_total, self._clock, self._clock()),
            sleep=self._sleep,
            before_sleep=lambda state: _log_retry(state, describe),
            reraise=True,
        )
        try:
            return retrying(attempt)
        except TransientFailure as failure:
            raise failure.error from None


def _log_retry(retry_state: tenacity.RetryCallState, describe: str) -> None:
    failure = retry_state.outcome.exception() if retry_state.outcome else None
    error = failure.error if isinstance(failure, TransientFailure) else failure
    log.info(
        "%s: %s; attempt %d in %.1f s", describe, getattr(error, "reason", error), retry_state.attempt_number + 1,
        retry_state.upcoming_sleep,
    )
