"""What the parse stage makes of a short list written inside a test (its entries, or its one entry), and the name
forms citation styles write, for tests that render citations."""

from __future__ import annotations

from enrich.models import Entry
from enrich.parse import parse_text
from enrich.parse.tagger import rules_only


def entries(text: str, file: str = "list.md") -> list[Entry]:
    return parse_text(text, file).entries


def one(text: str, file: str = "list.md") -> Entry:
    """The list's only entry; a list that gives none or several fails the test with the titles it gave."""
    found = entries(text, file)
    assert len(found) == 1, [entry.title for entry in found]
    return found[0]


def read_by_the_rules(text: str, file: str = "list.md") -> tuple[str, int | None, str | None, list[str]]:
    """(title, year, venue as written, authors) of a one-entry list, read by the rules alone (no entry labeller), so
    that a test of a rule fails when the rule is switched off."""
    with rules_only():
        entry = one(text, file)
    occurrence = entry.occurrences[0]
    return entry.title, occurrence.seed_year, occurrence.seed_venue, occurrence.seed_authors


def initials(given: str, *, stops: bool = True) -> str:
    """Given names as citation styles shorten them: "J. K." with stops, "JK" without."""
    return " ".join(f"{part[0]}." for part in given.split()) if stops else "".join(part[0] for part in given.split())


def name_series(names: list[str], last: str = ", and ") -> str:
    """Names as a style joins them: "A", "A and B" (or "A & B"), "A, B, and C"."""
    if len(names) == 1:
        return names[0]
    if len(names) == 2:  # noqa: PLR2004
        return f"{names[0]}{last.removeprefix(',')}{names[1]}"
    return ", ".join(names[:-1]) + last + names[-1]
