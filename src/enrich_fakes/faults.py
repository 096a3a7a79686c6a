"""Options of the fake services: time scale, rate limits, injected faults, services that are down.

Every injected fault is decided per service by the request's ordinal among that service's admitted requests and
the seed, so a run is reproducible however requests to different services interleave.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from enrich.config import Settings

SERVICES = ("dblp", "s2", "arxiv", "openalex", "crossref")
# Tried in this order against one uniform draw per request.
FAULT_KINDS = (
    "429",
    "500",
    "502",
    "503",
    "504",
    "hang",
    "slow",
    "drop",
    "cutoff",
    "truncated",
    "invalid",
    "html",
    "empty",
)
OK = "ok"  # a script step without a fault
# arXiv's terms of use: "no more than 1 request every 3 seconds, one connection at a time".
SINGLE_CONNECTION = frozenset({"arxiv"})
# Tokens are floats: a request arriving exactly one interval after the last is admitted despite rounding.
FLOAT_SLACK = 1e-9
DAY_SECONDS = 24 * 60 * 60
DOWN_MODES = ("503", "drop", "refuse")  # refuse: the service's URL points at a closed port (connection refused)
# The client's politeness intervals are the fake's limits, enforced without slack: a client that honours its own
# settings, and allows for the time its requests take to arrive, passes.
# dblp as it behaves: a public measurement in 2026 saw its search answer 36 to 40 % of requests under load; this
# mode fails 40 % of them (overload pages, server errors, gateway timeouts), each drawn per request.
DBLP_AS_IT_IS: Mapping[str, float] = {"503": 0.25, "500": 0.10, "504": 0.05}
DEFAULT_INTERVALS = {service: Settings.model_fields[f"{service}_interval"].default for service in SERVICES}


@dataclass(frozen=True)
class ServiceFaults:
    """What goes wrong at one service.

    probabilities: chance per admitted request of each kind in FAULT_KINDS (sum at most 1).
    script: outcomes of the first admitted requests, in order ("ok" = none), before probabilities apply.
    burst: a drawn 429 repeats for this many consecutive requests.
    retry_after: Retry-After of injected 429s, in the service's own (unscaled) seconds.
    hang_seconds: how long a "hang" holds the connection before answering; absolute seconds unless
        hang_scaled, because its purpose is to outlast the client's timeout, which is not scaled.
    slow_seconds: delay of a "slow" answer, in unscaled seconds (multiplied by the time scale).
    """

    probabilities: Mapping[str, float] = field(default_factory=dict)
    script: tuple[str, ...] = ()
    burst: int = 1
    retry_after: int = 2
    hang_seconds: float = 60.0
    hang_scaled: bool = False
    slow_seconds: float = 2.0

    def __post_init__(self) -> None:
        unknown = set(self.probabilities) - set(FAULT_KINDS)
        if unknown:
            raise ValueError(f"unknown fault kinds {sorted(unknown)}; known: {', '.join(FAULT_KINDS)}")
        if any(not 0 <= p <= 1 for p in self.probabilities.values()) or sum(self.probabilities.values()) > 1:
            raise ValueError("fault probabilities must lie in [0, 1] and sum to at most 1")
        bad_steps = set(self.script) - set(FAULT_KINDS) - {OK}
        if bad_steps:
            raise ValueError(f"unknown script steps {sorted(bad_steps)}")
        if self.burst < 1:
            raise ValueError("burst must be at least 1")


@dataclass(frozen=True)
class FakeOptions:
    """time_scale multiplies every interval and delay (0.01 runs 100x faster than the real services).

    rate_limit_tolerance: extra requests a service admits ahead of its interval; 0 (the default) is what the
    real services do: a request that arrives before the interval has passed is refused.
    daily_allowances: admitted requests per service before it answers that the day's allowance is spent (OpenAlex's
    429 "Daily limit exceeded"); no limit for a service not named.
    s2_api_keys: when given, a request whose x-api-key is not among them gets S2's 403.
    s2_retry_after: whether S2's 429 carries Retry-After (dblp's always does; S2's was never recorded).
    """

    time_scale: float = 1.0
    seed: int = 0
    rate_limit: bool = True
    rate_limit_tolerance: float = 0.0
    intervals: Mapping[str, float] = field(default_factory=lambda: dict(DEFAULT_INTERVALS))
    faults: Mapping[str, ServiceFaults] = field(default_factory=dict)
    daily_allowances: Mapping[str, int] = field(default_factory=dict)
    down: Mapping[str, str] = field(default_factory=dict)
    s2_api_keys: frozenset[str] | None = None
    s2_retry_after: bool = True

    def __post_init__(self) -> None:
        if self.time_scale <= 0:
            raise ValueError("time_scale must be positive")
        for name, mapping in (
            ("faults", self.faults),
            ("down", self.down),
            ("intervals", self.intervals),
            ("daily_allowances", self.daily_allowances),
        ):
            unknown = set(mapping) - set(SERVICES)
            if unknown:
                raise ValueError(f"{name}: unknown services {sorted(unknown)}")
        bad_modes = {mode for mode in self.down.values() if mode not in DOWN_MODES}
        if bad_modes:
            raise ValueError(f"down modes must be one of {DOWN_MODES}, not {sorted(bad_modes)}")

    def interval(self, service: str) -> float:
        """Seconds this fake demands between two requests to the service (scaled)."""
        return self.intervals.get(service, DEFAULT_INTERVALS[service]) * self.time_scale

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["faults"] = {name: {**asdict(f), "script": list(f.script)} for name, f in self.faults.items()}
        data["s2_api_keys"] = sorted(self.s2_api_keys) if self.s2_api_keys is not None else None
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> FakeOptions:
        values = dict(data)
        values["faults"] = {
            name: ServiceFaults(**{**f, "script": tuple(f.get("script", ()))})
            for name, f in (values.get("faults") or {}).items()
        }
        if values.get("s2_api_keys") is not None:
            values["s2_api_keys"] = frozenset(values["s2_api_keys"])
        return cls(**values)


def parse_fault_spec(spec: str) -> dict[str, dict[str, float]]:
    """'s2:503=0.1,hang=0.05' or 'all:429=0.2' -> {service: {kind: probability}}."""
    target, colon, body = spec.partition(":")
    services = SERVICES if target == "all" else (target,)
    if not colon or any(service not in SERVICES for service in services):
        raise ValueError(
            f"fault spec {spec!r}: expected SERVICE:KIND=P[,KIND=P...] with SERVICE in {', '.join(SERVICES)} or all"
        )
    probabilities = {}
    for item in filter(None, (part.strip() for part in body.split(","))):
        kind, equals, value = item.partition("=")
        if not equals:
            raise ValueError(f"fault spec {spec!r}: {item!r} is not KIND=P")
        probabilities[kind.strip()] = float(value)
    return {service: dict(probabilities) for service in services}


class FaultPlan:
    """Which fault (if any) the next admitted request to a service gets."""

    def __init__(self, options: FakeOptions) -> None:
        self.options = options
        self._lock = threading.Lock()
        self._ordinal = {service: 0 for service in SERVICES}
        self._burst_left = {service: 0 for service in SERVICES}

    def next_fault(self, service: str) -> str | None:
        faults = self.options.faults.get(service)
        with self._lock:
            ordinal = self._ordinal[service]
            self._ordinal[service] += 1
            if faults is None:
                return None
            if ordinal < len(faults.script):
                step = faults.script[ordinal]
                return None if step == OK else step
            if self._burst_left[service] > 0:
                self._burst_left[service] -= 1
                return "429"
            draw = random.Random(f"{self.options.seed}:{service}:{ordinal}").random()
            total = 0.0
            for kind in FAULT_KINDS:
                total += faults.probabilities.get(kind, 0.0)
                if draw < total:
                    if kind == "429":
                        self._burst_left[service] = faults.burst - 1
                    return kind
            return None


class RateLimiter:
    """Each service's documented limit, enforced strictly: one request per interval, no burst, no slack.

    The interval is measured from the moment the fake receives a request (the clock is read as it is admitted),
    like a server that stamps arrivals; a request arriving a millisecond early is refused. A service that allows one
    connection at a time (arXiv) also refuses a request that arrives while another of its answers is still being
    sent: ``release`` marks the end of each admitted answer. A request that is refused costs no token.
    ``rate_limit_tolerance`` (default 0) lets that many requests through ahead of the interval, for a deliberately
    lenient fake. A daily allowance (``daily_allowances``) counts admitted requests; once spent, ``allowance_spent``
    says so for every later request. Unlike the client's bucket it never waits: a request either takes a token or
    learns how long until one.
    """

    def __init__(self, options: FakeOptions, clock: Callable[[], float] = time.monotonic) -> None:
        self._options = options
        self._clock = clock
        self._lock = threading.Lock()
        self._capacity = 1.0 + options.rate_limit_tolerance
        now = clock()
        self._tokens = {service: self._capacity for service in SERVICES}
        self._updated = {service: now for service in SERVICES}
        self._answering = {service: 0 for service in SERVICES}
        self._admitted = {service: 0 for service in SERVICES}

    def now(self) -> float:
        """The limiter's clock, to stamp a request's arrival with."""
        return self._clock()

    def admit(self, service: str, arrived: float | None = None) -> float:
        """0.0 if the request may proceed (its token is taken), else the seconds until it would have.

        ``arrived``: when the request's first line was read (``now()`` then); by default, now."""
        interval = self._options.interval(service)
        with self._lock:
            now = self._clock() if arrived is None else arrived
            if service in SINGLE_CONNECTION and self._answering[service]:
                return interval
            if interval > 0:
                refill = (now - self._updated[service]) / interval
                self._tokens[service] = min(self._capacity, self._tokens[service] + refill)
            else:
                self._tokens[service] = self._capacity
            self._updated[service] = now
            if self._tokens[service] >= 1.0 - FLOAT_SLACK:
                self._tokens[service] = max(0.0, self._tokens[service] - 1.0)
                self._answering[service] += 1
                self._admitted[service] += 1
                return 0.0
            return (1.0 - self._tokens[service]) * interval

    def release(self, service: str) -> None:
        """An admitted request's answer has been sent (or abandoned)."""
        with self._lock:
            self._answering[service] = max(0, self._answering[service] - 1)

    def allowance_spent(self, service: str) -> bool:
        """Whether the admitted requests so far have used up more than the service's daily allowance."""
        allowance = self._options.daily_allowances.get(service)
        with self._lock:
            return allowance is not None and self._admitted[service] > allowance

    def announced(self, service: str) -> dict[str, str]:
        """The rate-limit headers the service puts on its answers.

        Crossref announces its pool's limit as requests per interval (``x-rate-limit-limit`` and
        ``x-rate-limit-interval``, e.g. "50" and "1s"); OpenAlex announces its daily allowance
        (``x-ratelimit-limit``, ``-remaining``, ``-reset`` in seconds until midnight UTC). Service seconds, unscaled.
        """
        if service == "crossref":
            per_request = self._options.interval(service) / self._options.time_scale
            if per_request <= 1.0:
                return {"x-rate-limit-limit": str(round(1.0 / per_request)), "x-rate-limit-interval": "1s"}
            return {"x-rate-limit-limit": "1", "x-rate-limit-interval": f"{per_request:g}s"}
        allowance = self._options.daily_allowances.get(service)
        if allowance is None:
            return {}
        with self._lock:
            remaining = max(0, allowance - self._admitted[service])
        return {
            "x-ratelimit-limit": str(allowance),
            "x-ratelimit-remaining": str(remaining),
            "x-ratelimit-reset": str(seconds_to_midnight_utc()),
        }


def seconds_to_midnight_utc() -> int:
    """When a daily allowance comes back: OpenAlex resets at midnight UTC."""
    return DAY_SECONDS - int(time.time()) % DAY_SECONDS


def retry_after_header(wait_seconds: float, time_scale: float) -> str:
    """Retry-After in the service's own seconds (wait / time_scale), rounded up, at least 1.

    A client running at the same time scale multiplies it back (as Settings.time_scale does for every wait);
    a client that does not simply waits longer than needed, which is still correct.
    """
    return str(max(1, math.ceil(wait_seconds / time_scale - 1e-9)))
