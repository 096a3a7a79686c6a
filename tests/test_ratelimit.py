"""Per-host spacing with a fake clock: the buckets compute waits, the fake sleep only moves time forward."""

from __future__ import annotations

import itertools
import threading

from enrich.ratelimit import HostLimiter, TokenBucket
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
