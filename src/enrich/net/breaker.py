"""Per-source circuit breakers and query tallies, and the watch that tells a dead network from a dead source.

A source that keeps failing (an outage, an exhausted quota) is skipped for the rest of the run: hammering a broken
service wastes the night and earns nothing. Every query that needed the source is tallied, failed or not, so the run
report can say "source down for more than X% of its requests" also when the source never looked like an outage
(a wrong base URL answering 404 to everything, an offline run whose cache lacks the answers).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class SourceStats:
    """What one source did during the run, per query (one query is all the attempts of one request).

    ``requests``: queries that needed the source: sent over the network, skipped by the open breaker, or missing
    from the cache in offline mode. Answers from the cache are not requests: the source was not asked.
    ``failures``: those of them that ended in an error instead of an answer, whatever the error: a status the
    caller does not accept (a 404 from a wrong base URL as much as a 503), a connection failure, a malformed or
    oversized body, an offline miss, or a skip by the open breaker. So ``failures / requests`` is the share of its
    queries the source could not answer.
    ``skipped``: the failures that were skips by the open breaker.
    ``circuit_open`` and ``reason``: whether the breaker opened, and why; it opens on outage-type failures only
    (see CircuitBreakers), never on refused queries or offline misses.
    """

    requests: int = 0
    failures: int = 0
    skipped: int = 0
    circuit_open: bool = False
    reason: str | None = None  # why the breaker opened; None while it is closed


@dataclass
class _Tally:
    requests: int = 0
    failures: int = 0
    skipped: int = 0
    consecutive_failures: int = 0
    open_reason: str | None = None


class CircuitBreakers:
    """One breaker per source: ``threshold`` consecutive outage-type failures open it for good; any answer from the
    source (even an error status for one query) closes the gap. ``trip`` opens it at once.

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
        """The source answered the query: it is up."""
        with self._lock:
            tally = self._tally(source)
            tally.requests += 1
            tally.consecutive_failures = 0

    def record_refusal(self, source: str) -> None:
        """The source answered, but with a status that fails this one query (a 404, a 400): up, yet no answer."""
        with self._lock:
            tally = self._tally(source)
            tally.requests += 1
            tally.failures += 1
            tally.consecutive_failures = 0

    def record_failure(self, source: str, why: str) -> None:
        """The source gave no usable answer after every retry: an outage-type failure, counted by the breaker."""
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

    def trip(self, source: str, reason: str) -> bool:
        """Open the source's breaker now, whatever its count (its allowance is spent); True if it was closed.

        The query that found out is still recorded by the caller, as a failure."""
        with self._lock:
            tally = self._tally(source)
            if tally.open_reason is not None:
                return False
            tally.open_reason = reason
            return True

    def record_offline_miss(self, source: str) -> None:
        """Offline mode and the answer is not cached: the query failed; says nothing about the source's health."""
        with self._lock:
            tally = self._tally(source)
            tally.requests += 1
            tally.failures += 1

    def stats(self) -> dict[str, SourceStats]:
        with self._lock:
            return {
                source: SourceStats(
                    requests=tally.requests,
                    failures=tally.failures,
                    skipped=tally.skipped,
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


class NetworkWatch:
    """Tells "our network is down" from "a source is down": no request of the run got any HTTP answer, and the
    failures came from at least two hosts (or from every host the run asks, when that is one) that could not be
    resolved or refused the connection.

    One answer from any host, even an error status, rules the outage out for the rest of the run; once the outage
    is seen it stays (latched), so a request still in flight cannot undo the decision. Two hosts rather than one: a
    single source with a wrong address, or down for maintenance, is a source that is down (exit 3 with the other
    sources' data), not a night to throw away. Thread-safe.
    """

    def __init__(self, hosts: Iterable[str]) -> None:
        self._hosts_needed = min(2, len(set(hosts))) or 1
        self._answered = False
        self._unreachable: dict[str, str] = {}  # host -> the first reason it could not be reached
        self._down = False
        self._lock = threading.Lock()

    def record_answer(self) -> None:
        with self._lock:
            self._answered = True

    def record_unreachable(self, host: str, why: str) -> None:
        with self._lock:
            self._unreachable.setdefault(host, why)
            if not self._answered and len(self._unreachable) >= self._hosts_needed:
                self._down = True

    def looks_down(self) -> str | None:
        """None while the network may be up; else which hosts could not be reached, and why, for one line."""
        with self._lock:
            if not self._down:
                return None
            return "; ".join(f"{host}: {why}" for host, why in sorted(self._unreachable.items()))
