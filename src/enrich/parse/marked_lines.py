"""Markdown marks in a list read line by line: `##` heading lines, a table of contents of anchor links, and entries
whose title is bold. (A Markdown document's structure is read by enrich.parse.blocks; these are the marks of a text
list that uses a few of Markdown's, line by line.)

    [2019 CLUSTER] DLFS: **Efficient User-Level Storage Disaggregation for Deep Learning**. [[PDF](https://...)]

Text before the bold title is the system's name ("DLFS"); text between the bold title and the links is a note
("(in Chinese)") and not part of the title.
"""

from __future__ import annotations

import re

from enrich.parse.common import Problem

_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$")
# "[1.Data Preparation](#data-preparation)": a link to a place in the same document.
_ANCHOR_LINK = re.compile(r"^\[[^\]]*\]\(#[^)]*\)")
_BOLD = "**"
_MAX_REFERENCE_NUMBER_DIGITS = 3  # "### 123" numbers a reference; four digits make a year heading ("## 2019")


def heading(line: str) -> tuple[int, str] | None:
    """(level, text) of an ATX heading line ("## Data Preparation" -> (2, "Data Preparation")), else None."""
    match = _HEADING.match(line)
    if not match or not match.group(2):
        return None
    return len(match.group(1)), match.group(2)


def numbers_a_reference(line: str) -> bool:
    """A heading that holds only a reference's number (``### 6``, ``## 12.``), as bibliographies that give each
    reference a heading of its own write it, the citation on the lines below. A year heading (``## 2019``) files
    the items under it instead."""
    found = heading(line.strip())
    number = found[1].strip().removesuffix(".") if found else ""
    return 0 < len(number) <= _MAX_REFERENCE_NUMBER_DIGITS and number.isdigit()


def is_anchor_link(text: str) -> bool:
    """True for a table-of-contents item: a link to a heading of the same document."""
    return _ANCHOR_LINK.match(text) is not None


def read_bold_title(rest: str) -> tuple[str | None, str, str] | Problem:
    """(system name, title, links text) from what follows the tag of a line with a bold title."""
    start = rest.find(_BOLD)
    end = rest.find(_BOLD, start + len(_BOLD))
    if end < 0:
        return Problem("the bold title is not closed (a second ** is missing)")
    system_name = rest[:start].strip().rstrip(":").strip() or None
    after_title = rest[end + len(_BOLD) :]
    links_start = after_title.find("[")
    links = after_title[links_start:] if links_start >= 0 else ""
    return system_name, rest[start + len(_BOLD) : end], links
