"""Symbolic links among the files enrich reads and rewrites (reading lists, outputs).

A list kept elsewhere and linked into seeds/ is still the user's list: a rewrite goes to the file the link points
to, and the link stays a link. A link that leads nowhere (its target is gone, or links lead back in a loop) is
refused with a sentence saying so, never skipped: a list skipped in silence would look as if its papers had been
removed.
"""

from __future__ import annotations

import os
from pathlib import Path


class BrokenLinkError(OSError):
    """A symbolic link whose target does not exist or that loops back on itself."""


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
