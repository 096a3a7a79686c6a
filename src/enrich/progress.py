"""Progress on long work, drawn by tqdm: one live bar per task on a terminal, plain periodic lines otherwise.

tqdm rather than rich: it has no dependencies, and its meter is the format people know from pip and friends. On a
terminal each task (dblp, s2, arxiv, links) gets its own bar with counts, rate and ETA. Without a terminal (cron,
CI) tqdm's bar would still redraw with carriage returns, so the same meter text is printed as a plain line at most
every LOG_EVERY_SECONDS per task: a nightly log gets a heartbeat with no control characters, not a flood.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Mapping
from typing import Protocol, TextIO

from tqdm import tqdm

# Without a terminal, one line at most this often per task.
LOG_EVERY_SECONDS = 10.0
# The one meter both ways share: counts, elapsed<remaining (the ETA), rate, and how many of the done failed.
METER_FORMAT = "{desc}: {n_fmt}/{total_fmt} [{elapsed}<{remaining}, {rate_noinv_fmt}{postfix}]"
BAR_FORMAT = "{desc}: {percentage:3.0f}%|{bar}| {n_fmt}/{total_fmt} [{elapsed}<{remaining}, {rate_noinv_fmt}{postfix}]"


class ProgressCallback(Protocol):
    """What a stage calls to report ``(task, done, total)``, and how many of the ``done`` failed; a Progress
    instance is one. Failed work counts as done (it is over) but is shown apart: a bar at 100% whose every query
    failed must not look like a good night."""

    def __call__(self, task: str, done: int, total: int, failed: int = 0) -> None: ...


def failed_note(failed: int) -> str:
    """The meter's postfix: nothing while all is well."""
    return f"{failed} failed" if failed else ""


class Progress:
    """Reports ``done/total`` per task. Thread-safe: sources report from their own threads at the same time."""

    def __init__(
        self,
        stream: TextIO | None = None,
        *,
        live: bool | None = None,
        clock: Callable[[], float] = time.monotonic,
        quiet: bool = False,
    ) -> None:
        stream = stream or sys.stderr  # looked up now, not at import: redirected stderr is honoured
        self._stream = stream
        self._live = stream.isatty() if live is None else live
        self._clock = clock
        self._quiet = quiet
        self._bars: dict[str, tqdm] = {}
        self._started: dict[str, float] = {}
        self._last_line: dict[str, float] = {}
        self._lock = threading.Lock()

    def __call__(self, task: str, done: int, total: int, failed: int = 0) -> None:
        if self._quiet:
            return
        with self._lock:
            if self._live:
                self._draw_bar(task, done, total, failed)
            else:
                self._log_line(task, done, total, failed)

    def _draw_bar(self, task: str, done: int, total: int, failed: int) -> None:
        bar = self._bars.get(task)
        if bar is None:
            bar = self._bars[task] = tqdm(
                total=total,
                desc=f"  {task}",
                file=self._stream,
                unit="",
                bar_format=BAR_FORMAT,
                dynamic_ncols=True,
                leave=True,
            )
        bar.total = total
        bar.set_postfix_str(failed_note(failed), refresh=False)
        bar.update(done - bar.n)
        if done >= total:
            bar.close()
            del self._bars[task]

    def _log_line(self, task: str, done: int, total: int, failed: int) -> None:
        now = self._clock()
        started = self._started.setdefault(task, now)
        finished = done >= total
        if not finished and now - self._last_line.get(task, started) < LOG_EVERY_SECONDS:
            return
        self._last_line[task] = now
        line = tqdm.format_meter(
            done,
            total,
            now - started,
            prefix=f"  {task}",
            unit="",
            bar_format=METER_FORMAT,
            postfix=failed_note(failed),
        )
        self._stream.write(line + "\n")
        self._stream.flush()
        if finished:
            del self._started[task], self._last_line[task]

    def note(self, message: str) -> None:
        """A line of its own (stage start, summary), printed above the live bars, never overwritten by them."""
        if self._quiet:
            return
        with self._lock:
            if self._live:
                tqdm.write(message, file=self._stream)
            else:
                self._stream.write(message + "\n")
            self._stream.flush()

    def close(self) -> None:
        """Ends the bars of tasks a failed stage left unfinished, so the error message starts on a clean line."""
        with self._lock:
            for bar in self._bars.values():
                bar.close()
            self._bars.clear()


def format_counts(counts: Mapping[str, int]) -> str:
    """'resolved 145, ambiguous 1' in the mapping's order: the one way summaries state counts."""
    return ", ".join(f"{name} {count}" for name, count in counts.items())
