"""Per-source circuit breakers and request tallies.

A source that keeps failing (an outage, an exhausted quota) is skipped for the rest of the run: hammering a broken
service wastes the night and earns nothing, and every skipped request is still counted, so the run report can say
"source down for more than X% of its requests".
"""

from __future__ import annotations

import threading
from dataclasses import dataclass


@dataclass(frozen=True)
class SourceStats:
    """What one source did during the run.

    ``requests`` counts the requests that needed the source (answers from the cache are not among them, see
    ``cache_hits``); ``failures`` counts those that got no answer because the source failed, including the ones
    ``skipped`` once the breaker was open. So ``failures / requests`` is the share the source was down for.
    """

    requests: int = 0
    failures: int = 0
    skipped: int = 0
    cache_hits: int = 0
    circuit_open: bool = False
    reason: str | None = None  # why the breaker opened; None while it is closed


@dataclass
class _Tally:
    requests: int = 0
    failures: int = 0
    skipped: int = 0
    cache_hits: int = 0
    consecutive_failures: int = 0
    open_reason: str | None = None


class CircuitBreakers:
    """One breaker per source: ``threshold`` consecutive failed requests open it for good; an answer closes the gap.

    Thread-safe: each source is usually driven from its own thread, and the report reads from another.
    """

    def __init__(self, threshold: int) -> None:
        self._threshold = threshold
        self._tallies: dict[str, _Tally] = {}
        self._lock = threading.Lock()

    def admit(self, source: str) -> str | None:
        """None when the source may be asked; else the reason it is skipped (and the skip is counted)."""
        with self._lock:
            tally = self._tally(source)
            if tally.open_reason is None:
                return None
            tally.requests += 1
            tally.failures += 1
            tally.skipped += 1
            return tally.open_reason

    def record_answer(self, source: str) -> None:
        """The source answered (even with an error status for this one query): it is up."""
        with self._lock:
            tally = self._tally(source)
            tally.requests += 1
            tally.consecutive_failures = 0

    def record_failure(self, source: str, why: str) -> None:
        """The source gave no usable answer after every retry."""
        with self._lock:
            tally = self._tally(source)
            tally.requests += 1
            tally.failures += 1
            tally.consecutive_failures += 1
            if tally.open_reason is None and tally.consecutive_failures >= self._threshold:
                tally.open_reason = (
                    f"source {source} skipped for the rest of the run after {tally.consecutive_failures} "
                    f"consecutive failed requests (last: {why})"
                )

    def record_cache_hit(self, source: str) -> None:
        with self._lock:
            self._tally(source).cache_hits += 1

    def stats(self) -> dict[str, SourceStats]:
        with self._lock:
            return {
                source: SourceStats(
                    requests=tally.requests,
                    failures=tally.failures,
                    skipped=tally.skipped,
                    cache_hits=tally.cache_hits,
                    circuit_open=tally.open_reason is not None,
                    reason=tally.open_reason,
                )
                for source, tally in self._tallies.items()
            }

    def open_sources(self) -> dict[str, str]:
        """Source -> the reason its breaker opened, for every open breaker."""
        with self._lock:
            return {s: t.open_reason for s, t in self._tallies.items() if t.open_reason is not None}

    def _tally(self, source: str) -> _Tally:
        return self._tallies.setdefault(source, _Tally())
