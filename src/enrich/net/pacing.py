"""Per-host pacing: thread-safe spacing of requests with an injectable clock and sleep, and the servers' own word.

Requests to different hosts proceed concurrently; requests to one host are spaced by the host's interval, retries
included, because every attempt goes through ``acquire``. The spacing counts from when a request actually left (not
from when its turn was booked), plus a small margin, so a server that counts strictly from arrivals never sees one
early. A host that allows one connection at a time is paced from the end of the previous answer instead. What a
server announces about its limits (``x-rate-limit-*``, ``x-ratelimit-*``) slows its host down, never speeds it up
past the configured interval. Clock and sleep are injectable so tests never wait.
"""

from __future__ import annotations

import math
import sys
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from enrich.net.headers import header_value, interval_seconds, number, reset_seconds
from enrich.net.refusals import beyond_retrying, pauses_the_host

Clock = Callable[[], float]
Sleep = Callable[[float], None]

# Sources whose terms allow one connection at a time: their next request waits for the end of the previous answer.
# arXiv's terms of use: "make no more than one request every three seconds, and limit requests to a single
# connection at a time".
ONE_CONNECTION_SOURCES = frozenset({"arxiv"})
# Safety margin on every interval. A server counts from when requests arrive, the client from when they leave, and
# the trip is not equally long each time (a new connection, a busy machine, the network): a request that left
# exactly one interval after the previous one can still arrive early. 3 % of the interval (30 ms of S2's second,
# 45 ms of dblp's 1.5 s) covers the network's share and costs the run 3 % of its time.
PACE_MARGIN_SHARE = 0.03
# At least this much of it, in the services' own seconds (scaled like the intervals): 3 % of a short interval
# (OpenAlex's 0.2 s) is below the jitter of a trip over the internet.
PACE_MARGIN_FLOOR = 0.02
# Plus, for a host paced from when its requests leave, two of the interpreter's thread switch intervals (5 ms each
# unless changed), in real seconds, never scaled: between reading the clock and the request leaving, a thread hands
# the interpreter over more than once (the pool's lock, the socket) and can wait a switch interval each time to get
# it back while other threads parse and match. Against local fakes 100x faster than the real services, where an
# interval is 10 ms, this is what keeps requests from arriving early: with one switch interval, a cold run of
# seeds/ had 0 to 2 of ~362 requests refused by a strict fake on a quiet machine and 1 to 6 with two busy
# processes beside it; with two, none in 7 runs of either kind. At the real services' pace it adds 1 % or less.
THREAD_SWITCH_ALLOWANCE = 2 * sys.getswitchinterval()

# The families of rate-limit headers servers send: Crossref's x-rate-limit-*, the common x-ratelimit-*, and the
# IETF draft's RateLimit-*. Checked in this order.
_PREFIXES = ("x-rate-limit-", "x-ratelimit-", "ratelimit-")


def pace_margin(interval: float, time_scale: float = 1.0, *, from_answer_end: bool = False) -> float:
    """Seconds added to a (scaled) interval so that jitter on the way cannot make a request arrive early.

    A host paced from the end of each answer needs no allowance for the trip: the server finished its answer, and
    counted its arrival, before the client saw its end.
    """
    if interval <= 0:
        return 0.0
    margin = max(interval * PACE_MARGIN_SHARE, PACE_MARGIN_FLOOR * time_scale)
    return margin if from_answer_end else margin + THREAD_SWITCH_ALLOWANCE


@dataclass
class TokenBucket:
    """One request per ``interval`` seconds, plus ``margin``; a request books its slot, sleeps, then goes.

    A caller books its slot under the lock and sleeps outside it, so waiting threads queue in order. When it wakes
    it checks again: a request that left later than booked (a sleep overran) moves everyone's next slot, and a pause
    announced meanwhile holds it back too. A pause moves the bucket's own time forward: callers queued behind a
    pause are still spaced by ``interval`` after it ends instead of all firing together the moment it ends.
    ``one_connection``: one request at a time; ``acquire`` waits for the previous caller's ``release`` and the
    spacing counts from that release (the end of its answer).
    """

    interval: float
    clock: Clock = time.monotonic
    sleep: Sleep = time.sleep
    margin: float = 0.0
    one_connection: bool = False
    _configured: float = field(init=False)
    _next_slot: float = field(init=False, default=-math.inf)
    _earliest: float = field(init=False, default=-math.inf)  # last request sent (or answered) + spacing
    _blocked_until: float = field(init=False, default=-math.inf)
    _lock: threading.Lock = field(init=False, default_factory=threading.Lock)
    _connection: threading.Lock = field(init=False, default_factory=threading.Lock)

    def __post_init__(self) -> None:
        self._configured = self.interval

    @property
    def spacing(self) -> float:
        return self.interval + self.margin if self.interval > 0 else 0.0

    def reserve(self) -> float:
        """Book the next slot; return how long the caller must wait before using it."""
        with self._lock:
            now = self.clock()
            slot = max(now, self._blocked_until, self._next_slot, self._earliest)
            self._next_slot = slot + self.spacing
            return slot - now

    def acquire(self) -> float:
        """Block until a request may be sent; return the seconds waited (sleeping, not queueing for the connection).

        A pause announced while the caller slept (another thread saw a Retry-After) is honoured too.
        """
        if self.one_connection:
            self._connection.acquire()
        waited = 0.0
        wait = self.reserve()
        while wait > 0:
            self.sleep(wait)
            waited += wait
            wait = self._time_left()
        self._sent()
        return waited

    def release(self) -> None:
        """The answer to the caller's request is complete (or failed): for a one-connection host the next request
        may start one spacing from now. Call it once after each ``acquire``."""
        if not self.one_connection:
            return
        with self._lock:
            self._earliest = max(self._earliest, self.clock() + self.spacing)
            self._next_slot = max(self._next_slot, self._earliest)
        if self._connection.locked():
            self._connection.release()

    def pause(self, seconds: float) -> None:
        """Hold every caller back for ``seconds`` (a server said Retry-After, or that its allowance is spent)."""
        with self._lock:
            self._blocked_until = max(self._blocked_until, self.clock() + seconds)

    def slow_to(self, interval: float) -> None:
        """The server announced its limit: at most one request per ``interval``. Never faster than configured."""
        with self._lock:
            before = self.spacing
            self.interval = max(self._configured, interval)
            longer_by = self.spacing - before  # the request that brought the news already booked the old spacing
            self._earliest += longer_by
            self._next_slot += longer_by

    def _time_left(self) -> float:
        with self._lock:
            return max(self._blocked_until, self._earliest) - self.clock()

    def _sent(self) -> None:
        """The request leaves now: the next one waits a spacing from here, whatever slot this one had booked."""
        if self.one_connection:
            return  # counted from the end of the answer, in release
        with self._lock:
            self._earliest = max(self._earliest, self.clock() + self.spacing)
            self._next_slot = max(self._next_slot, self._earliest)


class HostLimiter:
    """One bucket per host, created on first use with the interval configured for that host.

    ``time_scale`` scales the margin floor (see pace_margin) and what servers announce (their own seconds);
    ``one_connection_hosts`` get one request at a time, paced from the end of the previous answer.
    """

    def __init__(
        self,
        intervals: dict[str, float] | None = None,
        default_interval: float = 0.0,
        clock: Clock = time.monotonic,
        sleep: Sleep = time.sleep,
        *,
        with_margin: bool = False,
        time_scale: float = 1.0,
        one_connection_hosts: frozenset[str] = frozenset(),
    ) -> None:
        self._intervals = dict(intervals or {})
        self._default = default_interval
        self._clock = clock
        self._sleep = sleep
        self._with_margin = with_margin
        self._time_scale = time_scale
        self._one_connection = one_connection_hosts
        self._buckets: dict[str, TokenBucket] = {}
        self._lock = threading.Lock()

    def bucket(self, host: str, interval: float | None = None) -> TokenBucket:
        """The host's bucket; ``interval`` applies to a host with no configured interval, on first use only."""
        with self._lock:
            bucket = self._buckets.get(host)
            if bucket is None:
                fallback = self._default if interval is None else interval
                chosen = self._intervals.get(host, fallback)
                one_connection = host in self._one_connection
                margin = (
                    pace_margin(chosen, self._time_scale, from_answer_end=one_connection) if self._with_margin else 0.0
                )
                bucket = TokenBucket(
                    interval=chosen, clock=self._clock, sleep=self._sleep, margin=margin, one_connection=one_connection
                )
                self._buckets[host] = bucket
            return bucket

    def acquire(self, host: str, interval: float | None = None) -> float:
        return self.bucket(host, interval).acquire()

    def release(self, host: str) -> None:
        self.bucket(host).release()

    def pause(self, host: str, seconds: float) -> None:
        self.bucket(host).pause(seconds)

    def heed(self, host: str, headers: Mapping[str, str], longest_wait: float) -> float | None:
        """Follow what an answer's headers say about the host's limits.

        An announced rate (requests per interval) slows the host to it. An allowance announced as used up
        (remaining 0) holds the host back until its reset, when that comes within ``longest_wait`` (the server's
        seconds); a reset further away is returned instead, unscaled: the allowance is spent for longer than any
        wait is worth, and the caller decides what to do (see Http).
        """
        per_request = announced_interval(headers)
        if per_request is not None:
            self.bucket(host).slow_to(per_request * self._time_scale)
        reset = exhausted_for(headers)
        if reset is None:
            return None
        if beyond_retrying(reset, longest_wait):
            return reset
        self.pause(host, reset * self._time_scale)
        return None

    def heed_refusal(self, host: str, status: int, server_wait: float | None) -> None:
        """Hold the host back for the wait a refusal asked for, when that wait is the server's, not the request's
        (enrich.net.refusals.pauses_the_host); ``server_wait`` in the server's seconds."""
        if server_wait is not None and pauses_the_host(status):
            self.pause(host, server_wait * self._time_scale)


def announced_interval(headers: Mapping[str, str]) -> float | None:
    """Seconds per request a server announces (Crossref: ``x-rate-limit-limit: 50``, ``x-rate-limit-interval: 1s``),
    or None. A limit without an interval (OpenAlex's and GitHub's x-ratelimit-limit count a day's or an hour's
    allowance) says nothing about pace."""
    for prefix in _PREFIXES:
        limit, interval = header_value(headers, prefix + "limit"), header_value(headers, prefix + "interval")
        if limit is None or interval is None:
            continue
        seconds, count = interval_seconds(interval), number(limit)
        if seconds is not None and count is not None and count > 0:
            return seconds / count
    return None


def exhausted_for(headers: Mapping[str, str], now: float | None = None) -> float | None:
    """Seconds until the server's allowance comes back, when it announces none left (remaining 0); else None.

    The reset is taken as seconds from now, or as a Unix time when it is that large; ``now`` is the Unix time.
    """
    for prefix in _PREFIXES:
        remaining = number(header_value(headers, prefix + "remaining"))
        if remaining is None:
            continue
        if remaining > 0:
            return None
        reset = number(header_value(headers, prefix + "reset"))
        if reset is None:
            return None
        return reset_seconds(reset, now)
    return None
