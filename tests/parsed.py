"""What the parse stage makes of a short list written inside a test: its entries, or its one entry."""

from __future__ import annotations

from enrich.models import Entry
from enrich.parse import parse_text


def entries(text: str, file: str = "list.md") -> list[Entry]:
    return parse_text(text, file).entries


def one(text: str, file: str = "list.md") -> Entry:
    """The list's only entry; a list that gives none or several fails the test with the titles it gave."""
    found = entries(text, file)
    assert len(found) == 1, [entry.title for entry in found]
    return found[0]
