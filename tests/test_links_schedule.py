"""The scheduler keeps every host's spacing and pauses while hosts proceed side by side (fake time, fake sends)."""

from __future__ import annotations

import threading
from collections import defaultdict
from collections.abc import Generator
from itertools import pairwise

from enrich.links.messages import Answer, Failure, Step
from enrich.links.schedule import HostPace, Scheduler
from enrich.net.pacing import HostLimiter
from tests.linkhosts import FakeTime


class RecordingSend:
    """Answers every request at once with 200 and notes the (fake) time it was sent."""

    def __init__(self, time: FakeTime) -> None:
        self.time = time
        self.sent: dict[str, list[float]] = defaultdict(list)
        self._lock = threading.Lock()

    def __call__(self, step: Step) -> Answer:
        with self._lock:
            self.sent[step.host].append(self.time.clock())
        return Answer(url=step.url, method=step.method, status=200)


def job(*steps: Step) -> Generator[Step, Answer, int]:
    # Not `yield from`: the scheduler sends each answer into the job, and `yield from` would pass it on to the
    # tuple's iterator, which takes none.
    for step in steps:  # noqa: UP028
        yield step
    return len(steps)


def scheduler(
    time: FakeTime,
    send: RecordingSend,
    interval: float,
    host_concurrency: int = 2,
    paces: dict[str, HostPace] | None = None,
) -> Scheduler:
    limiter = HostLimiter(default_interval=interval, clock=time.clock, sleep=time.sleep)
    return Scheduler(
        send,
        workers=4,
        host_concurrency=host_concurrency,
        limiter=limiter,
        paces=paces,
        clock=time.clock,
        sleep=time.sleep,
    )


def test_requests_to_one_host_are_spaced_while_hosts_run_side_by_side() -> None:
    time, finished = FakeTime(), {}
    send = RecordingSend(time)
    jobs = {
        (host, index): job(Step("GET", f"https://{host}/{index}"))
        for host in ("a.example", "b.example")
        for index in range(3)
    }
    scheduler(time, send, interval=1.0).run(jobs, finished.__setitem__)
    assert len(finished) == 6
    for host in ("a.example", "b.example"):
        starts = send.sent[host]
        assert starts[0] == 1000.0  # both hosts start at once
        assert all(later - earlier >= 1.0 for earlier, later in pairwise(starts))


def test_a_retry_delay_pauses_the_whole_host() -> None:
    time, finished = FakeTime(), {}
    send = RecordingSend(time)
    jobs = {
        "retried": job(Step("GET", "https://a.example/1"), Step("GET", "https://a.example/1", delay=5.0)),
        "waiting": job(Step("GET", "https://a.example/2")),
        "elsewhere": job(Step("GET", "https://b.example/1"), Step("GET", "https://b.example/2")),
    }
    scheduler(time, send, interval=0.0, host_concurrency=1).run(jobs, finished.__setitem__)
    assert send.sent["a.example"] == [1000.0, 1005.0, 1005.0]
    assert send.sent["b.example"] == [1000.0, 1000.0]
    assert finished == {"retried": 2, "waiting": 1, "elsewhere": 2}


def test_the_hosts_of_a_service_share_its_pace_while_other_hosts_keep_the_link_pace() -> None:
    time, finished = FakeTime(), {}
    send = RecordingSend(time)
    hosts = ("arxiv.org", "export.arxiv.org", "lab.example")
    jobs = {(host, index): job(Step("GET", f"https://{host}/{index}")) for host in hosts for index in range(2)}
    arxiv = HostPace("arxiv", 3.0, concurrency=1)
    scheduler(time, send, interval=1.0, paces={"arxiv.org": arxiv, "export.arxiv.org": arxiv}).run(
        jobs, finished.__setitem__
    )
    to_arxiv = sorted(send.sent["arxiv.org"] + send.sent["export.arxiv.org"])
    assert to_arxiv == [1000.0, 1003.0, 1006.0, 1009.0]
    assert send.sent["lab.example"] == [1000.0, 1001.0]


class DeadNetwork:
    """Sends that fail (connection refused) except to ``live`` hosts, and the stage's halting rule over them: no
    answer yet and three distinct hosts failed. A live host answers only once the scheduler has seen the halt, so
    its answer arrives while the run is halted."""

    def __init__(self, live: frozenset[str] = frozenset()) -> None:
        self.live = live
        self.sent: list[str] = []
        self.failed: set[str] = set()
        self.answered = False
        self.halt_seen = threading.Event()
        self._lock = threading.Lock()

    def halt(self) -> bool:
        with self._lock:
            down = not self.answered and len(self.failed) >= 3
        if down:
            self.halt_seen.set()
        return down

    def __call__(self, step: Step) -> Answer:
        with self._lock:
            self.sent.append(step.url)
        if step.hostname in self.live:
            assert self.halt_seen.wait(timeout=10), "the scheduler never halted"
            with self._lock:
                self.answered = True
            return Answer(url=step.url, method=step.method, status=200)
        with self._lock:
            self.failed.add(step.host)
        return Answer(url=step.url, method=step.method, failure=Failure.CONNECTION_REFUSED)


def halting_scheduler(time: FakeTime, network: DeadNetwork, workers: int) -> Scheduler:
    limiter = HostLimiter(default_interval=1.0, clock=time.clock, sleep=time.sleep)
    return Scheduler(
        network,
        workers=workers,
        host_concurrency=1,
        limiter=limiter,
        clock=time.clock,
        sleep=time.sleep,
        halt=network.halt,
    )


def dead_hosts_and_a_queue(*extra: str) -> dict[str, Generator[Step, Answer, int]]:
    jobs = {f"dead{n}": job(Step("GET", f"https://dead{n}.example/")) for n in range(3)}
    jobs.update({f"queued{n}": job(Step("GET", f"https://queued.example/{n}")) for n in range(3)})
    jobs.update({name: job(Step("GET", f"https://{name}.example/")) for name in extra})
    return jobs


def test_a_halt_that_holds_once_nothing_is_in_flight_gives_up_the_jobs_not_yet_sent() -> None:
    time, finished = FakeTime(), {}
    network = DeadNetwork()
    halting_scheduler(time, network, workers=4).run(dead_hosts_and_a_queue(), finished.__setitem__)
    assert sorted(finished) == ["dead0", "dead1", "dead2", "queued0"]
    assert len(network.sent) == 4  # queued.example's next turns never came: nothing more was sent


def test_an_answer_that_arrives_during_a_halt_lifts_it_and_every_job_is_done() -> None:
    time, finished = FakeTime(), {}
    network = DeadNetwork(live=frozenset({"live.example"}))
    halting_scheduler(time, network, workers=5).run(dead_hosts_and_a_queue("live"), finished.__setitem__)
    assert network.halt_seen.is_set()
    assert len(finished) == 7 and len(network.sent) == 7
