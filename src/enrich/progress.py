"""Progress on long work: a live line on a terminal, plain periodic log lines otherwise (cron logs stay readable)."""

from __future__ import annotations

import sys
import threading
import time
from typing import Callable, Mapping, TextIO

# Without a terminal, one line at most this often per task: a nightly log gets a heartbeat, not a flood.
LOG_EVERY_SECONDS = 10.0

# What a stage calls to report ``(task, done, total)``; a Progress instance is one.
ProgressCallback = Callable[[str, int, int], None]


class Progress:
    """Reports ``done/total`` per task with rate and ETA. Thread-safe: sources report from their own threads."""

    def __init__(self, stream: TextIO | None = None, *, live: bool | None = None,
                 clock: Callable[[], float] = time.monotonic, quiet: bool = False) -> None:
        stream = stream or sys.stderr  # looked up now, not at import: redirected stderr is honoured
        self._stream = stream
        self._live = stream.isatty() if live is None else live
        self._clock = clock
        self._quiet = quiet
        self._started: dict[str, float] = {}
        self._last_line: dict[str, float] = {}
        self._lock = threading.Lock()

    def __call__(self, task: str, done: int, total: int) -> None:
        if self._quiet:
            return
        with self._lock:
            now = self._clock()
            started = self._started.setdefault(task, now)
            finished = done >= total
            if not self._live and not finished and now - self._last_line.get(task, started) < LOG_EVERY_SECONDS:
                return
            self._last_line[task] = now
            line = _describe(task, done, total, now - started)
            if self._live:
                self._stream.write("\r\033[K" + line + ("\n" if finished else ""))
            else:
                self._stream.write(line + "\n")
            self._stream.flush()

    def note(self, message: str) -> None:
        """A line of its own (stage start, summary), never overwritten by the live line."""
        if self._quiet:
            return
        with self._lock:
            self._stream.write(message + "\n")
            self._stream.flush()


def format_counts(counts: Mapping[str, int]) -> str:
    """'resolved 145, ambiguous 1' in the mapping's order: the one way summaries state counts."""
    return ", ".join(f"{name} {count}" for name, count in counts.items())


def _describe(task: str, done: int, total: int, elapsed: float) -> str:
    rate = done / elapsed if elapsed > 0 else 0.0
    eta = (total - done) / rate if rate > 0 else None
    eta_text = f", ETA {eta:.0f}s" if eta is not None and done < total else ""
    return f"  {task}: {done}/{total} ({rate:.1f}/s{eta_text})"
