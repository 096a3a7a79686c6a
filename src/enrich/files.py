"""Files on disk, the rules every stage shares: atomic replacement, the one-run lock, symbolic links, and state
files moved aside when they cannot be read.

Atomic writes: every output, list rewrite and state file is replaced all at once, so a run killed at any moment
leaves the previous file whole.

Symbolic links: Symbolic links among the files enrich reads and rewrites (reading lists, outputs).

A list kept elsewhere and linked into seeds/ is still the user's list: a rewrite goes to the file the link points
to, and the link stays a link. A link that leads nowhere (its target is gone, or links lead back in a loop) is
refused with a sentence saying so, never skipped: a list skipped in silence would look as if its papers had been
removed.

Line endings: a list's line ends at "\n", "\r\n" or a lone "\r" (an old Mac file's ending), in every format.

CommonMark and YAML end a line there, and so do editors and Python's universal newlines, so the line numbers the
parse records and the fix's diff names are the ones the list's maintainer sees. One rule for the parse (which reads
text) and the fix (which rewrites bytes): read at different endings, a fix would write a label onto the wrong line.

Unreadable state: State files that cannot be read are moved aside, never deleted and never allowed to stop the night.

State in the cache folder (the HTTP cache, the link history) is rebuilt by the next run anyway; stopping every night
until a person deletes it would cost more than starting afresh. The file is kept under another name, so a person
can still look at it or repair it.
"""

from __future__ import annotations

import contextlib
import fcntl
import logging
import os
import re
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

log = logging.getLogger(__name__)

# A new file gets the usual permissions of an output file (mkstemp alone would make it private to the owner).
NEW_FILE_MODE = 0o644
LOCK_FILE = ".enrich.lock"


# Each ending kept as the separator it is, so the fix can give every line back its own bytes.
LINE_ENDING = re.compile(rb"(\r\n|\r|\n)")
_LONE_CARRIAGE_RETURN = re.compile(r"\r(?!\n)")


def lone_returns_as_newlines(text: str) -> str:
    """The text with each lone "\r" written "\n": every reader of a list (markdown-it, bibtexparser, the line rules)
    then ends its lines where LINE_ENDING does. The text keeps its length, so an offset into it stays true."""
    return _LONE_CARRIAGE_RETURN.sub("\n", text)


class BrokenLinkError(OSError):
    """A symbolic link whose target does not exist or that loops back on itself."""


class LockHeldError(RuntimeError):
    """Another run, or `enrich fix --write`, holds the output folder's lock."""


# ---------------------------------------------------------------------------------------------- atomic writes


def write_atomic(path: Path, data: bytes | bytearray | str) -> None:
    """Replace ``path`` with ``data`` all at once: readers and crashes see the old file or the new one, never half.

    The temporary file sits in the same folder so os.replace is a rename within one file system; fsync before the
    rename so a power cut cannot leave a renamed but empty file. A symbolic link stays a link: the file it points
    to is replaced, beside which the temporary file is made (``link_target``; a link to nowhere raises).
    """
    path = link_target(Path(path))
    payload = data.encode("utf-8") if isinstance(data, str) else data
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = path.stat().st_mode & 0o777 if path.exists() else NEW_FILE_MODE
    descriptor, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp_name, mode)
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp_name)
        raise
    _fsync_directory(path.parent)


def _fsync_directory(folder: Path) -> None:
    """Make the rename itself durable; some file systems cannot open a folder, which is harmless."""
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


# ---------------------------------------------------------------------------------------------- the run lock


@contextmanager
def output_lock(output_dir: Path) -> Iterator[None]:
    """Only one run, or `enrich fix --write`, per output folder. flock is released by the kernel when a process
    dies, even by kill -9."""
    output_dir.mkdir(parents=True, exist_ok=True)
    path = output_dir / LOCK_FILE
    handle = path.open("a+")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.seek(0)
        holder = handle.read().strip() or "unknown"
        handle.close()
        raise LockHeldError(
            f"another enrich run or fix --write (pid {holder}) holds the lock {path}; try again when it has finished"
        ) from None
    try:
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        yield
    finally:
        fcntl.flock(handle, fcntl.LOCK_UN)
        handle.close()


# ---------------------------------------------------------------------------------------------- symbolic links


def broken_link(path: Path) -> str | None:
    """Why ``path`` is a symbolic link that leads nowhere, or None (a working link, or no link at all)."""
    path = Path(path)
    if not path.is_symlink():
        return None
    try:
        path.resolve(strict=True)
    except FileNotFoundError:
        return f"{path} is a symbolic link to {os.readlink(path)}, which does not exist"
    except (RuntimeError, OSError):  # Python 3.11 and 3.12 raise RuntimeError for a loop, later ones OSError
        return f"{path} is a symbolic link that loops back on itself (through {os.readlink(path)})"
    return None


def link_target(path: Path) -> Path:
    """The file to write for ``path``: itself, or the file at the end of its symbolic links.

    Raises BrokenLinkError for a link that leads nowhere: writing there would replace the link with a new file.
    """
    path = Path(path)
    problem = broken_link(path)
    if problem:
        raise BrokenLinkError(problem)
    return path.resolve(strict=True) if path.is_symlink() else path


# ---------------------------------------------------------------------------------------------- unreadable state


def move_aside(path: Path, why: str) -> Path:
    """Rename ``path`` to ``<name>.corrupt-<UTC time>`` and say so in one warning line; the new name."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    aside = path.with_name(f"{path.name}.corrupt-{stamp}")
    os.replace(path, aside)
    log.warning("%s cannot be read (%s); moved aside to %s, starting afresh", path, why, aside.name)
    return aside
