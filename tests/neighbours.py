"""Holding the other pytest-xdist worker still while a run whose timing is checked goes.

The suite runs on two workers sharing two cores. The paced clean run of tests/test_e2e.py counts the requests that
a strict fake refuses for arriving early, and the client's margin against a late departure is a few milliseconds,
which a busy neighbour's processes can take from it. So every test runs holding a shared lock, and that run takes it
exclusively: it waits for the other worker's current test to end, and the other worker's next test waits for it.
Whoever waits for the exclusive lock first holds a turnstile, which every test passes on its way in, so a stream
of shared holders cannot starve it. Without workers (`-n 0`) there is no neighbour and no lock.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

# The folder of the lock files, made by the controlling process before it starts the workers, which inherit it.
FOLDER_VARIABLE = "TESTS_NEIGHBOUR_LOCKS"
# This worker's shared hold on the machine lock, during a test.
_held: list[IO[str]] = []


def make_folder() -> None:
    os.environ[FOLDER_VARIABLE] = tempfile.mkdtemp(prefix="enrich-tests-")


def remove_folder() -> None:
    shutil.rmtree(os.environ.pop(FOLDER_VARIABLE), ignore_errors=True)


def _folder() -> Path | None:
    folder = os.environ.get(FOLDER_VARIABLE)
    return Path(folder) if folder else None


def _pass_turnstile(folder: Path) -> None:
    with (folder / "turnstile").open("a") as turnstile:
        fcntl.flock(turnstile, fcntl.LOCK_EX)  # closing the file releases it


@contextmanager
def sharing() -> Iterator[None]:
    """Held around every test (setup, call, teardown): past the turnstile, then the machine lock shared."""
    folder = _folder()
    if folder is None:
        yield
        return
    _pass_turnstile(folder)
    with (folder / "machine").open("a") as machine:
        fcntl.flock(machine, fcntl.LOCK_SH)
        _held.append(machine)
        try:
            yield
        finally:
            _held.pop()


@contextmanager
def alone() -> Iterator[None]:
    """The other workers between tests or waiting, for as long as this is held (within a test, which shares)."""
    folder = _folder()
    if folder is None or not _held:
        yield
        return
    shared = _held[-1]
    with (folder / "turnstile").open("a") as turnstile:
        fcntl.flock(turnstile, fcntl.LOCK_EX)
        fcntl.flock(shared, fcntl.LOCK_EX)  # from shared to exclusive: waits for the other holders to let go
        try:
            yield
        finally:
            fcntl.flock(shared, fcntl.LOCK_SH)
