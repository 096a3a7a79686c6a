"""Bulleted lists: `• [OSDI '22] Unity: Accelerating DNN Training ...` under `# Heading` lines.

The tag puts the venue first and writes the year with two digits and an apostrophe, in any of the quote
characters people type ('22, ‘21’, ’ 20); common.parse_tag reads all of them. The same bullets without a tag
make the table of contents at the top of plain-text lists.
"""

from __future__ import annotations

import re

# "•" (and its look-alikes) or a Markdown list marker, then at least one space. "**Bold**" is not a bullet.
BULLET_MARKS = "•·▪◦‣*+-–"
_BULLET = re.compile(rf"([ \t]*)[{re.escape(BULLET_MARKS)}][ \t]+(?=\S)")
_TAB_WIDTH = 4


def bullet(line: str) -> tuple[int, str] | None:
    """(indentation width, text after the marker) of a bullet line, else None."""
    if line.lstrip(" \t")[:1] not in BULLET_MARKS:  # most lines: decided without the regex
        return None
    match = _BULLET.match(line)
    if not match:
        return None
    return len(match.group(1).expandtabs(_TAB_WIDTH)), line[match.end() :].rstrip()
