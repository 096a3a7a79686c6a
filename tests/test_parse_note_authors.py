"""A linked title followed by its authors' names after a dash or a comma (``- [Title](url) - Surname et al.``), as
course reading lists credit papers, in Markdown and in reStructuredText: the names are the authors, a year after them
the paper's year, and the names alone make the line a paper whatever its link."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import parse_text
from tests.parsed import entries, one

_TITLES = ["Sizing Router Buffers", "Why Is Secure Routing Slow?", "A Fast Packet Switch", "Congestion Avoidance"]
_SURNAMES = ["Okafor", "Lindqvist", "Tanaka", "Ruiz", "Adjie-Winoto", "O'Brien", "Kowalski", "Haddad", "Ts'o"]
# Addresses that say nothing of a paper by themselves (a magazine's article page, a handle): the names must.
_URLS = ["https://queue.example.org/detail.cfm?id=2668966", "https://dspace.example.edu/handle/1721.1/88141"]


def _author_list(names: list[str], style: str) -> tuple[str, list[str]]:
    """(the names as the list writes them, the authors read from them)."""
    if style == "et al":
        return f"{names[0]} et al.", names[:1]
    if style == "et. al.":
        return f"{names[0]} et. al.", names[:1]
    if len(names) == 1:
        return names[0], names
    if style == "serial and":
        return ", ".join(names[:-1]) + ", and " + names[-1], names
    if style == "and":
        return ", ".join(names[:-1]) + " and " + names[-1], names
    return ", ".join(names), names  # commas only


def _line(template: str, title: str, url: str, written: str, year: int | None) -> tuple[str, str]:
    """(the list's text, its file name) for one paper written in a template."""
    dated = f" - {year}" if year is not None else ""
    if template == "rst named":
        return f"Papers\n======\n\n* `{title}`_ - {written}{dated}\n\n.. _{title}: {url}\n", "list.rst"
    if template == "rst embedded":
        return f"* `{title} <{url}>`_ - {written}{dated}\n", "list.rst"
    if template == "markdown dash":
        return f"# Papers\n\n- [{title}]({url}) – {written}{dated}\n", "list.md"
    return f"# Papers\n\n- [{title}]({url}), {written}{', ' + str(year) if year else ''}\n", "list.md"


@settings(max_examples=120, deadline=None)
@given(
    template=st.sampled_from(["rst named", "rst embedded", "markdown dash", "markdown comma"]),
    title=st.sampled_from(_TITLES),
    url=st.sampled_from(_URLS),
    names=st.lists(st.sampled_from(_SURNAMES), min_size=1, max_size=4, unique=True),
    style=st.sampled_from(["et al", "et. al.", "serial and", "and", "commas"]),
    year=st.one_of(st.none(), st.integers(1975, 2024)),
)
def test_names_after_a_linked_title_are_its_authors(
    template: str, title: str, url: str, names: list[str], style: str, year: int | None
) -> None:
    written, authors = _author_list(names, style)
    if template == "markdown comma" and len(authors) < 2 and "et" not in written:
        authors = []  # one capitalised word after a comma may be a publisher or a place: not read as a name
    text, file = _line(template, title, url, written, year)
    found = parse_text(text, file)
    if not authors:
        assert all(entry.occurrences[0].seed_authors == [] for entry in found.entries), text
        return
    (entry,) = found.entries
    assert (entry.title, entry.occurrences[0].seed_authors, entry.year) == (title, authors, year), text


@pytest.mark.parametrize(
    "after",
    [
        pytest.param(" - Slides", id="a link label"),
        pytest.param(", Nature 2020", id="a venue that reads as a surname"),
        pytest.param(", VLDB", id="an acronym"),
        pytest.param(" - a great survey of the field", id="a note in words"),
        pytest.param(" - Alibaba (Sep 2024)", id="a maker and a date"),
    ],
)
def test_a_note_that_is_no_author_list_gives_no_authors(after: str) -> None:
    entry = one(f"# Papers\n\n- [Sizing Router Buffers](https://x.example.org/buffers.pdf){after}\n")
    assert entry.occurrences[0].seed_authors == []


def test_a_code_repository_credited_to_a_name_is_no_paper() -> None:
    assert entries("# Tools\n\n- [Packet Tracer](https://github.com/example/tracer) - Kowalski\n") == []
