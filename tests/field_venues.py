"""Venue and year accuracy of the parse stage on citations of other fields with made-up venues.

``enrich.parse.field_citations`` renders the citations; this module parses them as one reference list per style
and compares what the parse stage reads on each line with what a reader would label there, the way the list
scorer compares venues (tests/list_labels.py): the table's acronym, else the name tidied up, casefolded.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from enrich.parse import parse_text
from enrich.parse.field_citations import STYLES, Cited, cited_lines
from enrich.venues import canonical_acronym

HEADING = "## References"


class StyleScore(NamedTuple):
    """How one style's lines were read: counts of lines, and of venues and years right, missing and wrong."""

    style: str
    lines: int
    venue_right: int
    venue_missing: int
    year_right: int
    year_missing: int

    @property
    def venue_wrong(self) -> int:
        return self.lines - self.venue_right - self.venue_missing

    @property
    def year_wrong(self) -> int:
        return self.lines - self.year_right - self.year_missing


def venue_key(venue: str | None) -> str | None:
    canonical = canonical_acronym(venue)
    return canonical.casefold() if canonical else None


def read_fields(cited: list[Cited]) -> list[tuple[str | None, int | None]]:
    """(venue, year) the parse stage reads on each citation's line, (None, None) where it reads no entry."""
    text = "\n".join([HEADING, "", *(item.line for item in cited)]) + "\n"
    found: dict[int, tuple[str | None, int | None]] = {}
    for entry in parse_text(text, file="references.md").entries:
        for occurrence in entry.occurrences:
            venue = occurrence.seed_venue_acronym or occurrence.seed_venue
            found.setdefault(occurrence.line, (venue, occurrence.seed_year))
    first_lines = []
    line = 3  # after the heading and a blank line
    for item in cited:
        first_lines.append(line)
        line += item.line.count("\n") + 1
    return [found.get(first, (None, None)) for first in first_lines]


def score_style(style: str, count: int, seed: int) -> StyleScore:
    cited = cited_lines(random.Random(f"{seed}:{style}"), style, count)
    venue_right = venue_missing = year_right = year_missing = 0
    for item, (venue, year) in zip(cited, read_fields(cited), strict=True):
        venue_missing += venue is None and item.venue is not None
        venue_right += venue_key(venue) == venue_key(item.venue)
        year_missing += year is None
        year_right += year == item.year
    return StyleScore(style, count, venue_right, venue_missing, year_right, year_missing)


def score_styles(count: int, seed: int) -> list[StyleScore]:
    return [score_style(style, count, seed) for style in STYLES]


def failures(style: str, count: int, seed: int) -> list[str]:
    """The lines whose venue or year is not read right, with what was read: for working on a style."""
    cited = cited_lines(random.Random(f"{seed}:{style}"), style, count)
    shown = []
    for item, (venue, year) in zip(cited, read_fields(cited), strict=True):
        if venue_key(venue) != venue_key(item.venue) or year != item.year:
            shown.append(f"{item.line}\n    want {item.venue!r} {item.year}  got {venue!r} {year}")
    return shown
