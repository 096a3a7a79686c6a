"""Plain-text lists: `[2020 FAST] Quiver: An Informed Storage Cache for Deep Learning. [PDF] [Slides]`.

Headings are bare lines. A table of contents of bullets at the top ("• 2.1 Fault Tolerance", indented by
depth) is the only place that says how headings nest; without one, headings are flat.
"""

from __future__ import annotations

import re

_NUMBERING = re.compile(r"^\d+(?:\.\d+)*\.?\s*")
_SPACES = re.compile(r"\s+")
# A bare line longer than this is prose, not a heading.
MAX_HEADING_LENGTH = 120


def read_plain_title(rest: str) -> tuple[str, str]:
    """(title, links text): the title runs up to the first "[", where the link labels start."""
    links_start = rest.find("[")
    if links_start < 0:
        return rest, ""
    return rest[:links_start], rest[links_start:]


def heading_key(text: str) -> str:
    """How a heading and its table-of-contents item are compared: "2.1 Fault Tolerance" = "Fault tolerance"."""
    return _SPACES.sub(" ", _NUMBERING.sub("", text.strip())).casefold().strip()


def looks_like_heading(text: str) -> bool:
    """A bare line short enough to name a section, with a letter, and not a sentence (no final period)."""
    return len(text) <= MAX_HEADING_LENGTH and not text.endswith(".") and any(char.isalpha() for char in text)


class TableOfContents:
    """Heading levels read from a bulleted table of contents: deeper indentation, deeper level.

    Headings are looked up in document order from where the last one was found, so a name used twice
    ("Others" under two parents) gets the level of the item that comes next.
    """

    def __init__(self) -> None:
        self._items: list[tuple[int, str]] = []  # (indentation width, heading key)
        self._levels: list[int] | None = None
        self._cursor = 0

    def add(self, indent: int, text: str) -> None:
        self._items.append((indent, heading_key(text)))
        self._levels = None

    def __bool__(self) -> bool:
        return bool(self._items)

    def level_of(self, heading: str) -> int | None:
        """The heading's level (1 = outermost), or None when the table of contents does not list it."""
        key = heading_key(heading)
        found = self._find(key, self._cursor)
        if found is None:
            found = self._find(key, 0)
        if found is None:
            return None
        self._cursor = found + 1
        return self._item_levels()[found]

    def _find(self, key: str, start: int) -> int | None:
        for index in range(start, len(self._items)):
            if self._items[index][1] == key:
                return index
        return None

    def _item_levels(self) -> list[int]:
        if self._levels is None:
            depth_by_indent = {indent: depth for depth, indent in enumerate(sorted({i for i, _ in self._items}), 1)}
            self._levels = [depth_by_indent[indent] for indent, _ in self._items]
        return self._levels
