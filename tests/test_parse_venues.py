"""Venues and years where citation styles put them, for journals and venues the table may not know.

Each case is a short line in the shape a family of real lists writes (APA, Chicago, ACM reference format, a title
with its venue glued on); each fails when the rule it names is taken out.
"""

from __future__ import annotations

from enrich.models import Entry
from enrich.parse import parse_text


def one(text: str, file: str = "list.md") -> Entry:
    found = parse_text(text, file).entries
    assert len(found) == 1, [entry.title for entry in found]
    return found[0]


def test_a_publisher_before_a_trailing_venue_goes_with_the_venue() -> None:
    entry = one("* Ranking the Channels of a Chart Again, IEEE VIS 2021\n")
    assert (entry.title, entry.year, entry.venue_acronym) == ("Ranking the Channels of a Chart Again", 2021, "VIS")
