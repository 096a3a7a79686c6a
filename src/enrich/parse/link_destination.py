"""markdown-it's link helpers with a quicker reader for the common link destination, for the same tokens.

markdown-it-py reads a link's destination (the ``url`` of ``[label](url)``) one character at a time in Python, and
reads each link of ``[[PDF](url)]`` twice (once while it tries the outer brackets as a link, once for real): on a
long Markdown list that is a fifth of the parse. Most destinations are a run of characters without space, control
characters, backslashes or parentheses; one regular expression reads those. Anything else (``<url>``, an escape, a
parenthesis, an empty destination) goes to markdown-it's own reader, so every destination reads as before.
"""

from __future__ import annotations

import re
from types import SimpleNamespace

from markdown_it import helpers
from markdown_it.common.utils import unescapeAll

# The characters markdown-it's reader takes one by one until a space, a control character or an unbalanced ")"; a
# backslash (escape) or "(" (nesting) need its full rules.
_PLAIN_DESTINATION = re.compile(r"[^\x00-\x20\x7f\\()]+")


class _Destination:
    """The result markdown-it's link rules read: ok, the position after the destination, and its text."""

    __slots__ = ("ok", "pos", "str")

    def __init__(self, text: str, end: int) -> None:
        self.ok = True
        self.pos = end
        self.str = text


def parse_link_destination(string: str, pos: int, maximum: int) -> object:
    """markdown-it's ``parseLinkDestination``, quicker for a destination without escapes or parentheses."""
    if pos < maximum and string[pos] != "<":
        found = _PLAIN_DESTINATION.match(string, pos, maximum)
        if found is not None:
            end = found.end()
            if end == maximum or string[end] not in "\\(":
                return _Destination(unescapeAll(found.group()), end)
    return helpers.parseLinkDestination(string, pos, maximum)


def quicker_helpers() -> SimpleNamespace:
    """A stand-in for ``MarkdownIt.helpers`` (the link helpers its rules call) with the quicker destination reader."""
    return SimpleNamespace(parseLinkLabel=helpers.parseLinkLabel, parseLinkTitle=helpers.parseLinkTitle,
                           parseLinkDestination=parse_link_destination)
