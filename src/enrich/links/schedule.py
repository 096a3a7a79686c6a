"""Runs many checks at once while keeping every host's limits.

Limits: at most ``host_concurrency`` requests in flight per host, requests to one host spaced by its interval
(enrich.net.pacing buckets, pauses after a Retry-After included), at most ``workers`` requests in flight overall.
The hosts of a metadata service the resolve stage queries share one set of limits, that service's (service_paces).

Why a scheduler rather than one thread per link: a thread waiting for its host's turn would hold a worker while
other hosts sit idle, and reading lists link the same few hosts (doi.org, github.com, arxiv.org) over and over.
Here workers only send requests; waiting happens in this queue, and the host with the most work left goes
first. A request whose turn comes while every worker is busy gives the turn up and asks for a new one, so a
host's spacing holds between the requests actually sent. Every request of a check (HEAD, GET, each redirect hop,
each retry) takes its own turn with the host it goes to.

A run can be told to stop (``halt``): while the predicate holds, no new request is sent; the requests in flight
finish, and if it still holds once none is left, the checks not yet finished are given up. An answer that arrives
meanwhile may make it false again, and the run goes on as if nothing happened. The links stage halts on a dead
network, so a night without network ends within one round of requests instead of trying every host in turn.
"""

from __future__ import annotations

import heapq
import itertools
import queue
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Generator, Hashable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from typing import Any

from enrich.config import Settings
from enrich.links.messages import Answer, Step
from enrich.net.pacing import Clock, HostLimiter, Sleep, TokenBucket

Job = Generator[Step, Answer, Any]


@dataclass(frozen=True)
class HostPace:
    service: str  # hosts of one service share its limits: the key of its bucket and of its requests in flight
    interval: float  # seconds between two requests to the service, time_scale applied
    concurrency: int  # requests in flight to the service at once


def service_paces(settings: Settings) -> dict[str, HostPace]:
    """Link hosts that belong to one of our metadata services, by host name (any port), with the pace it asks.

    Their etiquette binds every request we send them, not only API calls: reading lists link arxiv.org abstracts
    and PDFs by the dozen, and the generic link pace (link_interval, link_host_concurrency) is faster than arXiv
    allows. An arXiv link whose id the resolve stage has just confirmed is still checked (the page can still be
    withdrawn or blocked); it only waits its turn.
    """
    scale = settings.time_scale
    # arXiv terms of use: "no more than 1 request every 3 seconds, one connection at a time".
    arxiv = HostPace("arxiv", settings.arxiv_interval * scale, concurrency=1)
    # dblp FAQ: 1-2 s between consecutive requests, one after the other.
    dblp = HostPace("dblp", settings.dblp_interval * scale, concurrency=1)
    return {"arxiv.org": arxiv, "www.arxiv.org": arxiv, "export.arxiv.org": arxiv, "dblp.org": dblp}


@dataclass(order=True, frozen=True)
class _Queued:
    priority: int  # 0: the next request of a check already under way, so checks finish rather than pile up
    sequence: int
    key: Hashable = field(compare=False)
    step: Step = field(compare=False)


@dataclass(order=True, frozen=True)
class _Turn:
    due: float
    sequence: int
    slot: str = field(compare=False)
    pauses: int = field(compare=False)  # the slot's pause count when the turn was taken: a later pause voids it
    queued: _Queued = field(compare=False)


class Scheduler:
    def __init__(
        self,
        send: Callable[[Step], Answer],
        *,
        workers: int,
        host_concurrency: int,
        limiter: HostLimiter,
        paces: Mapping[str, HostPace] | None = None,
        clock: Clock = time.monotonic,
        sleep: Sleep = time.sleep,
        halt: Callable[[], bool] = lambda: False,
    ) -> None:
        """``paces``: host names that keep a service's limits instead of ``host_concurrency`` and the limiter's
        default interval. ``halt``: whether to stop sending (see the module docstring)."""
        self._send = send
        self._halt = halt
        self._workers = workers
        self._host_concurrency = host_concurrency
        self._paces = dict(paces or {})
        self._limiter = limiter
        self._clock = clock
        self._sleep = sleep
        self._sequence = itertools.count()
        self._jobs: dict[Hashable, Job] = {}
        self._queues: defaultdict[str, list[_Queued]] = defaultdict(list)
        self._turns: list[_Turn] = []
        self._busy: Counter[str] = Counter()  # per slot (host or service): turns taken and requests in flight
        self._pauses: Counter[str] = Counter()
        self._in_flight = 0
        self._finished: queue.Queue[tuple[str, Hashable, Future[Answer]]] = queue.Queue()

    def run(self, jobs: Mapping[Hashable, Job], on_done: Callable[[Hashable, Any], None]) -> None:
        """Drive every job to its end, or until halted; ``on_done(key, result)`` is called in this thread as each one
        finishes. A job given up on a halt is closed and never reaches ``on_done``."""
        self._on_done = on_done
        self._jobs = dict(jobs)
        with ThreadPoolExecutor(max_workers=self._workers, thread_name_prefix="linkcheck") as pool:
            self._pool = pool
            for key in list(self._jobs):
                self._advance(key, None)
            while self._jobs:
                if not self._halt():
                    self._start_due_turns()
                    self._take_turns()
                    self._wait()
                elif self._in_flight:
                    self._collect(timeout=None)
                else:
                    break
        for job in self._jobs.values():
            job.close()
        self._jobs.clear()

    def _advance(self, key: Hashable, answer: Answer | None) -> None:
        job = self._jobs[key]
        try:
            step = next(job) if answer is None else job.send(answer)
        except StopIteration as finished:
            del self._jobs[key]
            self._on_done(key, finished.value)
            return
        slot = self._slot(step)
        if step.delay > 0:
            self._bucket(slot, step).pause(step.delay)
            self._pauses[slot] += 1
        priority = 1 if answer is None else 0
        heapq.heappush(self._queues[slot], _Queued(priority, next(self._sequence), key, step))

    def _take_turns(self) -> None:
        waiting = [slot for slot, pending in self._queues.items() if pending]
        for slot in sorted(waiting, key=lambda name: len(self._queues[name]), reverse=True):
            pending = self._queues[slot]
            while pending and self._busy[slot] < self._concurrency(pending[0].step) and self._in_flight < self._workers:
                queued = heapq.heappop(pending)
                self._busy[slot] += 1
                wait = self._bucket(slot, queued.step).reserve()
                if wait <= 0:
                    self._submit(slot, queued)
                else:
                    turn = _Turn(self._clock() + wait, next(self._sequence), slot, self._pauses[slot], queued)
                    heapq.heappush(self._turns, turn)

    def _slot(self, step: Step) -> str:
        """The key of the limits a request counts against: its service's, or else its host's."""
        pace = self._paces.get(step.hostname)
        return step.host if pace is None else pace.service

    def _concurrency(self, step: Step) -> int:
        pace = self._paces.get(step.hostname)
        return self._host_concurrency if pace is None else pace.concurrency

    def _bucket(self, slot: str, step: Step) -> TokenBucket:
        pace = self._paces.get(step.hostname)
        return self._limiter.bucket(slot, None if pace is None else pace.interval)

    def _start_due_turns(self) -> None:
        now = self._clock()
        while self._turns and self._turns[0].due <= now:
            turn = heapq.heappop(self._turns)
            if self._in_flight < self._workers and turn.pauses == self._pauses[turn.slot]:
                self._submit(turn.slot, turn.queued)
            else:
                self._busy[turn.slot] -= 1
                heapq.heappush(self._queues[turn.slot], replace(turn.queued, priority=0))

    def _submit(self, slot: str, queued: _Queued) -> None:
        self._in_flight += 1
        future = self._pool.submit(self._send, queued.step)
        future.add_done_callback(lambda done: self._finished.put((slot, queued.key, done)))

    def _wait(self) -> None:
        """Until a request finishes or the next turn is due."""
        timeout = max(0.0, self._turns[0].due - self._clock()) if self._turns else None
        if self._in_flight == 0:
            if timeout is None:
                raise RuntimeError("link checks stalled with nothing in flight")
            self._sleep(timeout)
            return
        self._collect(timeout)

    def _collect(self, timeout: float | None) -> None:
        """Complete the requests that finished, waiting up to ``timeout`` seconds (None: as long as it takes) for
        the first."""
        try:
            finished = self._finished.get(timeout=timeout)
        except queue.Empty:
            return
        while True:
            self._complete(*finished)
            try:
                finished = self._finished.get_nowait()
            except queue.Empty:
                return

    def _complete(self, slot: str, key: Hashable, future: Future[Answer]) -> None:
        self._in_flight -= 1
        self._busy[slot] -= 1
        self._advance(key, future.result())
