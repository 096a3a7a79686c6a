"""Per-host rate limiting: thread-safe token buckets with an injectable clock and sleep.

Requests to different hosts proceed concurrently; requests to one host are spaced by the host's interval, retries
included, because every attempt goes through ``acquire``. Clock and sleep are injectable so tests never wait.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Callable

Clock = Callable[[], float]
Sleep = Callable[[float], None]


@dataclass
class TokenBucket:
    """``capacity`` requests may go at once, then one more every ``interval`` seconds.

    With capacity 1 (the default) this is a plain minimum spacing, which is what the services' etiquette asks.
    A caller reserves its slot under the lock and sleeps outside it, so waiting threads queue in order. A pause
    moves the bucket's own time forward: callers queued behind a pause are still spaced by ``interval`` after it
    ends instead of all firing together the moment it ends.
    """

    interval: float
    capacity: float = 1.0
    clock: Clock = time.monotonic
    sleep: Sleep = time.sleep
    _tokens: float = field(init=False)
    _updated: float = field(init=False)
    _blocked_until: float = field(init=False, default=0.0)
    _lock: threading.Lock = field(init=False, default_factory=threading.Lock)

    def __post_init__(self) -> None:
        self._tokens = self.capacity
        self._updated = self.clock()

    def reserve(self) -> float:
        """Take a token; return how long the caller must wait before using it."""
        with self._lock:
            now = self.clock()
            start = max(now, self._blocked_until, self._updated)
            if self.interval > 0:
                self._tokens = min(self.capacity, self._tokens + (start - self._updated) / self.interval)
            else:
                self._tokens = self.capacity
            self._updated = start
            self._tokens -= 1.0
            shortfall = -self._tokens * self.interval if self._tokens < 0 else 0.0
            return start - now + shortfall

    def acquire(self) -> float:
        """Block until a request may be sent; return the seconds waited.

        A pause announced while the caller slept (another thread saw a Retry-After) is honoured too.
        """
        waited = 0.0
        wait = self.reserve()
        while wait > 0:
            self.sleep(wait)
            waited += wait
            wait = self._pause_left()
        return waited

    def pause(self, seconds: float) -> None:
        """Hold every caller back for ``seconds`` (a server said Retry-After)."""
        with self._lock:
            self._blocked_until = max(self._blocked_until, self.clock() + seconds)

    def _pause_left(self) -> float:
        with self._lock:
            return self._blocked_until - self.clock()


class HostLimiter:
    """One bucket per host, created on first use with the interval configured for that host."""

    def __init__(
        self,
        intervals: dict[str, float] | None = None,
        default_interval: float = 0.0,
        clock: Clock = time.monotonic,
        sleep: Sleep = time.sleep,
    ) -> None:
        self._intervals = dict(intervals or {})
        self._default = default_interval
        self._clock = clock
        self._sleep = sleep
        self._buckets: dict[str, TokenBucket] = {}
        self._lock = threading.Lock()

    def bucket(self, host: str, interval: float | None = None) -> TokenBucket:
        """The host's bucket; ``interval`` applies to a host with no configured interval, on first use only."""
        with self._lock:
            bucket = self._buckets.get(host)
            if bucket is None:
                fallback = self._default if interval is None else interval
                bucket = TokenBucket(
                    interval=self._intervals.get(host, fallback), clock=self._clock, sleep=self._sleep
                )
                self._buckets[host] = bucket
            return bucket

    def acquire(self, host: str, interval: float | None = None) -> float:
        return self.bucket(host, interval).acquire()

    def pause(self, host: str, seconds: float) -> None:
        self.bucket(host).pause(seconds)
