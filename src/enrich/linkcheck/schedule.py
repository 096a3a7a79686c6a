"""Runs many checks at once while keeping every host's limits.

Limits: at most ``host_concurrency`` requests in flight per host, requests to one host spaced by its interval
(enrich.ratelimit buckets, pauses after a Retry-After included), at most ``workers`` requests in flight overall.

Why a scheduler rather than one thread per link: a thread waiting for its host's turn would hold a worker while
other hosts sit idle, and reading lists link the same few hosts (doi.org, github.com, arxiv.org) over and over.
Here workers only send requests; waiting happens in this queue, and the host with the most work left goes
first. A request whose turn comes while every worker is busy gives the turn up and asks for a new one, so a
host's spacing holds between the requests actually sent. Every request of a check (HEAD, GET, each redirect hop,
each retry) takes its own turn with the host it goes to.
"""

from __future__ import annotations

import heapq
import itertools
import queue
import time
from collections import Counter, defaultdict
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Generator, Hashable, Mapping

from enrich.linkcheck.messages import Answer, Step
from enrich.ratelimit import Clock, HostLimiter, Sleep

Job = Generator[Step, Answer, Any]


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
    host: str = field(compare=False)
    pauses: int = field(compare=False)  # the host's pause count when the turn was taken: a later pause voids it
    queued: _Queued = field(compare=False)


class Scheduler:
    def __init__(
        self,
        send: Callable[[Step], Answer],
        *,
        workers: int,
        host_concurrency: int,
        limiter: HostLimiter,
        clock: Clock = time.monotonic,
        sleep: Sleep = time.sleep,
    ) -> None:
        self._send = send
        self._workers = workers
        self._host_concurrency = host_concurrency
        self._limiter = limiter
        self._clock = clock
        self._sleep = sleep
        self._sequence = itertools.count()
        self._jobs: dict[Hashable, Job] = {}
        self._queues: defaultdict[str, list[_Queued]] = defaultdict(list)
        self._turns: list[_Turn] = []
        self._busy: Counter[str] = Counter()  # per host: turns taken and requests in flight
        self._pauses: Counter[str] = Counter()
        self._in_flight = 0
        self._finished: queue.Queue[tuple[str, Hashable, Future[Answer]]] = queue.Queue()

    def run(self, jobs: Mapping[Hashable, Job], on_done: Callable[[Hashable, Any], None]) -> None:
        """Drive every job to its end; ``on_done(key, result)`` is called in this thread as each one finishes."""
        self._on_done = on_done
        self._jobs = dict(jobs)
        with ThreadPoolExecutor(max_workers=self._workers, thread_name_prefix="linkcheck") as pool:
            self._pool = pool
            for key in list(self._jobs):
                self._advance(key, None)
            while self._jobs:
                self._start_due_turns()
                self._take_turns()
                self._wait()

    def _advance(self, key: Hashable, answer: Answer | None) -> None:
        job = self._jobs[key]
        try:
            step = next(job) if answer is None else job.send(answer)
        except StopIteration as finished:
            del self._jobs[key]
            self._on_done(key, finished.value)
            return
        if step.delay > 0:
            self._limiter.pause(step.host, step.delay)
            self._pauses[step.host] += 1
        priority = 1 if answer is None else 0
        heapq.heappush(self._queues[step.host], _Queued(priority, next(self._sequence), key, step))

    def _take_turns(self) -> None:
        waiting = [host for host, pending in self._queues.items() if pending]
        for host in sorted(waiting, key=lambda name: len(self._queues[name]), reverse=True):
            pending = self._queues[host]
            while pending and self._busy[host] < self._host_concurrency and self._in_flight < self._workers:
                queued = heapq.heappop(pending)
                self._busy[host] += 1
                wait = self._limiter.bucket(host).reserve()
                if wait <= 0:
                    self._submit(host, queued)
                else:
                    turn = _Turn(self._clock() + wait, next(self._sequence), host, self._pauses[host], queued)
                    heapq.heappush(self._turns, turn)

    def _start_due_turns(self) -> None:
        now = self._clock()
        while self._turns and self._turns[0].due <= now:
            turn = heapq.heappop(self._turns)
            if self._in_flight < self._workers and turn.pauses == self._pauses[turn.host]:
                self._submit(turn.host, turn.queued)
            else:
                self._busy[turn.host] -= 1
                heapq.heappush(self._queues[turn.host], replace(turn.queued, priority=0))

    def _submit(self, host: str, queued: _Queued) -> None:
        self._in_flight += 1
        future = self._pool.submit(self._send, queued.step)
        future.add_done_callback(lambda done: self._finished.put((host, queued.key, done)))

    def _wait(self) -> None:
        """Until a request finishes or the next turn is due."""
        timeout = max(0.0, self._turns[0].due - self._clock()) if self._turns else None
        if self._in_flight == 0:
            if timeout is None:
                raise RuntimeError("link checks stalled with nothing in flight")
            self._sleep(timeout)
            return
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

    def _complete(self, host: str, key: Hashable, future: Future[Answer]) -> None:
        self._in_flight -= 1
        self._busy[host] -= 1
        self._advance(key, future.result())
