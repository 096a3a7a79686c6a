"""Per-host spacing with a fake clock: the buckets compute waits, the fake sleep only moves time forward."""

from __future__ import annotations

import itertools
import threading

import pytest

from enrich.net.pacing import (
    PACE_MARGIN_FLOOR,
    PACE_MARGIN_SHARE,
    THREAD_SWITCH_ALLOWANCE,
    HostLimiter,
    TokenBucket,
    announced_interval,
    exhausted_for,
    pace_margin,
)
from tests.clock import FakeClock


def test_requests_to_one_host_are_spaced_by_the_interval() -> None:
    clock = FakeClock()
    bucket = TokenBucket(interval=1.5, clock=clock, sleep=clock.sleep)
    sent_at = []
    for _ in range(4):
        bucket.acquire()
        sent_at.append(clock.now)
    assert [b - a for a, b in itertools.pairwise(sent_at)] == [1.5, 1.5, 1.5]


def test_an_idle_bucket_lets_the_next_request_go_at_once() -> None:
    clock = FakeClock()
    bucket = TokenBucket(interval=3.0, clock=clock, sleep=clock.sleep)
    bucket.acquire()
    clock.now += 10
    assert bucket.acquire() == 0.0


def test_callers_queued_at_the_same_moment_get_consecutive_slots() -> None:
    clock = FakeClock()
    bucket = TokenBucket(interval=2.0, clock=clock, sleep=clock.sleep)
    assert [bucket.reserve() for _ in range(3)] == [0.0, 2.0, 4.0]


def test_a_pause_holds_everyone_back_and_spacing_resumes_after_it() -> None:
    clock = FakeClock()
    bucket = TokenBucket(interval=1.0, clock=clock, sleep=clock.sleep)
    bucket.acquire()
    bucket.pause(30.0)
    assert [bucket.reserve() for _ in range(3)] == [30.0, 31.0, 32.0]


def test_a_pause_announced_while_a_caller_sleeps_is_honoured() -> None:
    clock = FakeClock()
    bucket = TokenBucket(interval=1.0, clock=clock, sleep=clock.sleep)
    bucket.acquire()

    def sleep_while_another_thread_sees_retry_after(seconds: float) -> None:
        clock.sleep(seconds)
        if len(clock.sleeps) == 1:
            bucket.pause(20.0)

    bucket.sleep = sleep_while_another_thread_sees_retry_after
    waited = bucket.acquire()
    assert waited == 21.0


def test_zero_interval_never_waits() -> None:
    clock = FakeClock()
    bucket = TokenBucket(interval=0.0, clock=clock, sleep=clock.sleep)
    assert sum(bucket.acquire() for _ in range(100)) == 0.0
    assert clock.sleeps == []


def test_hosts_have_independent_buckets() -> None:
    clock = FakeClock()
    limiter = HostLimiter({"dblp.org": 1.5, "export.arxiv.org": 3.0}, clock=clock, sleep=clock.sleep)
    limiter.acquire("dblp.org")
    assert limiter.bucket("export.arxiv.org").reserve() == 0.0
    assert limiter.bucket("dblp.org").reserve() == 1.5


def test_a_request_waiting_for_one_host_does_not_hold_up_another_host() -> None:
    clock = FakeClock()
    sleeping, release = threading.Event(), threading.Event()

    def blocking_sleep(seconds: float) -> None:
        sleeping.set()
        release.wait(timeout=10)
        clock.sleep(seconds)

    limiter = HostLimiter({"export.arxiv.org": 3.0, "dblp.org": 1.5}, clock=clock, sleep=blocking_sleep)
    limiter.acquire("export.arxiv.org")
    waiter = threading.Thread(target=limiter.acquire, args=("export.arxiv.org",))
    waiter.start()
    sleeping.wait(timeout=10)

    assert limiter.acquire("dblp.org") == 0.0
    assert waiter.is_alive()
    release.set()
    waiter.join()


def test_a_pause_on_one_host_leaves_the_others_alone() -> None:
    clock = FakeClock()
    limiter = HostLimiter({"a": 1.0, "b": 1.0}, clock=clock, sleep=clock.sleep)
    limiter.pause("a", 60.0)
    assert limiter.bucket("b").reserve() == 0.0
    assert limiter.bucket("a").reserve() == 60.0


def test_an_unconfigured_host_takes_the_interval_given_on_first_use() -> None:
    clock = FakeClock()
    limiter = HostLimiter({"dblp.org": 1.5}, default_interval=0.0, clock=clock, sleep=clock.sleep)
    limiter.acquire("mirror.example", interval=2.0)
    assert limiter.bucket("mirror.example").reserve() == 2.0
    assert limiter.bucket("dblp.org", interval=9.0).interval == 1.5


def test_concurrent_callers_each_get_their_own_slot() -> None:
    clock = FakeClock()
    bucket = TokenBucket(interval=1.0, clock=clock, sleep=lambda seconds: None)
    waits: list[float] = []
    lock = threading.Lock()

    def reserve_many() -> None:
        for _ in range(50):
            wait = bucket.reserve()
            with lock:
                waits.append(wait)

    threads = [threading.Thread(target=reserve_many) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(waits) == [float(n) for n in range(200)]


# --------------------------------------------------------------------------------- strict servers, announced limits


def test_the_next_request_counts_from_when_the_last_one_left_not_from_its_booked_slot() -> None:
    clock = FakeClock()
    late_by = [0.25, 0.0]  # the second request's sleep overran by a quarter of a second

    def overrunning_sleep(seconds: float) -> None:
        clock.sleep(seconds + late_by.pop(0))

    bucket = TokenBucket(interval=1.0, clock=clock, sleep=overrunning_sleep)
    sent_at = []
    for _ in range(3):
        bucket.acquire()
        sent_at.append(clock.now)
    assert [b - a for a, b in itertools.pairwise(sent_at)] == [1.25, 1.0]


def test_a_caller_that_booked_behind_a_late_one_waits_for_it() -> None:
    clock = FakeClock()
    bucket = TokenBucket(interval=1.0, clock=clock, sleep=clock.sleep)
    bucket.acquire()
    assert bucket.reserve() == 1.0 and bucket.reserve() == 2.0  # two callers book their slots
    clock.now += 1.5  # the first of them leaves half a second late
    bucket._sent()
    clock.now += 0.5  # the second wakes at its booked slot: one interval has not passed since the first left
    assert bucket._time_left() == 0.5


def test_the_margin_keeps_jitter_from_making_a_request_early() -> None:
    assert pace_margin(3.0, from_answer_end=True) == pytest.approx(3.0 * PACE_MARGIN_SHARE)
    assert pace_margin(0.2, from_answer_end=True) == PACE_MARGIN_FLOOR  # a short interval still gets the floor
    scaled = pace_margin(0.002, time_scale=0.01, from_answer_end=True)
    assert scaled == pytest.approx(PACE_MARGIN_FLOOR * 0.01)  # scaled like the pace
    # paced from when requests leave: plus the thread switch interval, in real seconds whatever the scale
    assert pace_margin(0.002, time_scale=0.01) == pytest.approx(scaled + THREAD_SWITCH_ALLOWANCE)
    assert pace_margin(0.0) == 0.0
    clock = FakeClock()
    limiter = HostLimiter({"api.semanticscholar.org": 1.0}, clock=clock, sleep=clock.sleep, with_margin=True)
    limiter.acquire("api.semanticscholar.org")
    assert limiter.acquire("api.semanticscholar.org") == pytest.approx(1.0 + pace_margin(1.0))


def test_a_one_connection_host_is_paced_from_the_end_of_the_previous_answer() -> None:
    clock = FakeClock()
    limiter = HostLimiter(
        {"export.arxiv.org": 3.0}, clock=clock, sleep=clock.sleep, one_connection_hosts=frozenset({"export.arxiv.org"})
    )
    limiter.acquire("export.arxiv.org")
    clock.now += 2.0  # the answer takes two seconds
    limiter.release("export.arxiv.org")
    assert limiter.acquire("export.arxiv.org") == 3.0  # three seconds after the answer ended, not after it started
    limiter.release("export.arxiv.org")


def test_a_one_connection_host_lets_a_second_caller_in_only_after_the_first_is_answered() -> None:
    clock = FakeClock()
    bucket = TokenBucket(interval=0.0, clock=clock, sleep=clock.sleep, one_connection=True)
    bucket.acquire()
    second = threading.Thread(target=bucket.acquire)
    second.start()
    second.join(timeout=0.2)
    assert second.is_alive()
    bucket.release()
    second.join(timeout=10)
    assert not second.is_alive()
    bucket.release()


def test_an_announced_limit_slows_the_host_but_never_speeds_it_past_its_own_interval() -> None:
    clock = FakeClock()
    limiter = HostLimiter({"api.crossref.org": 1.0}, clock=clock, sleep=clock.sleep, time_scale=0.5)
    limiter.heed("api.crossref.org", {"x-rate-limit-limit": "1", "x-rate-limit-interval": "4s"}, longest_wait=120)
    assert limiter.bucket("api.crossref.org").interval == 2.0  # 4 s of the server's, scaled
    limiter.heed("api.crossref.org", {"X-Rate-Limit-Limit": "50", "X-Rate-Limit-Interval": "1s"}, longest_wait=120)
    assert limiter.bucket("api.crossref.org").interval == 1.0  # 50/s is faster than configured: keep 1 s


def test_no_allowance_left_holds_the_host_until_the_reset() -> None:
    clock = FakeClock()
    limiter = HostLimiter({"api.example.org": 0.0}, clock=clock, sleep=clock.sleep, time_scale=0.1)
    spent = limiter.heed("api.example.org", {"x-ratelimit-remaining": "0", "x-ratelimit-reset": "30"}, longest_wait=120)
    assert spent is None
    assert limiter.acquire("api.example.org") == pytest.approx(3.0)
    assert limiter.heed("api.example.org", {"x-ratelimit-remaining": "12", "x-ratelimit-reset": "30"}, 120) is None
    assert limiter.acquire("api.example.org") == 0.0


def test_an_allowance_that_comes_back_after_the_longest_wait_is_reported_not_waited_for() -> None:
    clock = FakeClock()
    limiter = HostLimiter({"api.openalex.org": 0.0}, clock=clock, sleep=clock.sleep)
    headers = {"x-ratelimit-limit": "1000", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "54000"}
    assert limiter.heed("api.openalex.org", headers, longest_wait=120) == 54000
    assert limiter.acquire("api.openalex.org") == 0.0
    assert limiter.bucket("api.openalex.org").interval == 0.0  # a daily count is no pace


def test_reading_rate_limit_headers() -> None:
    assert announced_interval({"x-rate-limit-limit": "50", "x-rate-limit-interval": "1s"}) == 0.02
    assert announced_interval({"x-ratelimit-limit": "10", "x-ratelimit-interval": "1m"}) == 6.0
    assert announced_interval({"x-ratelimit-limit": "1000"}) is None  # a daily allowance, no interval
    assert announced_interval({"x-rate-limit-limit": "0", "x-rate-limit-interval": "1s"}) is None
    assert announced_interval({"x-rate-limit-limit": "many", "x-rate-limit-interval": "1s"}) is None
    assert exhausted_for({"ratelimit-remaining": "0", "ratelimit-reset": "7"}) == 7.0
    assert exhausted_for({"x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700000100"}, now=1700000000) == 100
    assert exhausted_for({"x-ratelimit-remaining": "3", "x-ratelimit-reset": "7"}) is None
    assert exhausted_for({"x-ratelimit-remaining": "0"}) is None  # no reset: nothing to wait for
    assert exhausted_for({}) is None
