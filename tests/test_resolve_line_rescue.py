"""Resolve rescues what parse got wrong: an entry whose title was cut short or polluted is searched by its line.

Crossref's bibliographic query takes the list's whole line when no source placed the entry by its title, and a
record whose title stands whole on that line counts as a title match, with a note saying so; every other evidence
rule (year, venue, versions) applies as before.
"""

from __future__ import annotations

from typing import Any

from enrich.models import Author, Entry, Occurrence, SourceRecord
from enrich.resolve.findings import Findings
from enrich.resolve.gather import _ask_crossref_title, line_query
from enrich.resolve.score import score
from enrich.resolve.thresholds import TITLE_ACCEPT

FULL = "Ray: A Distributed Framework for Emerging AI Applications"
LINE = "- **Ray** A Distributed Framework for Emerging AI Applications, OSDI 2018 [[pdf](https://example.org/ray.pdf)]"


def cut_entry(title: str = "Ray", raw: str = LINE) -> Entry:
    """An entry as a parse that cut the title at its bold system name would give it."""
    occurrence = Occurrence(
        file="list.md",
        line=3,
        section=[],
        raw=raw,
        format="markdown",
        seed_title=title,
        seed_year=2018,
        seed_venue="OSDI",
        seed_venue_acronym="OSDI",
    )
    return Entry(id="e", title=title, year=2018, venue="OSDI", venue_acronym="OSDI", occurrences=[occurrence])


def crossref_record(title: str = FULL) -> SourceRecord:
    return SourceRecord(
        source="crossref",
        title=title,
        authors=[Author(name="Philipp Moritz")],
        year=2018,
        venue="OSDI",
        doi="10.5555/3291168.3291210",
    )


def test_a_record_whose_title_stands_whole_on_the_line_matches_a_cut_title() -> None:
    evidence = score(cut_entry(), crossref_record())
    assert evidence.title == 1.0
    assert "the list's line holds the record's title whole (listed as 'Ray')" in evidence.notes


def test_a_record_whose_title_is_not_on_the_line_gets_no_rescue() -> None:
    other = "Ray: Scaling Reinforcement Learning Across Many Machines"
    assert score(cut_entry(), crossref_record(other)).title < TITLE_ACCEPT


def test_a_short_record_title_on_the_line_is_no_evidence() -> None:
    entry = cut_entry("Ray Tracing", "- Ray Tracing Gems Chapter One, OSDI 2018")
    assert score(entry, crossref_record("Ray Tracing Gems")).title < TITLE_ACCEPT


def test_a_polluted_title_is_matched_by_the_title_it_contains() -> None:
    polluted = f"{FULL} OSDI 2018 oral"
    entry = cut_entry(polluted, f"- {polluted}")
    assert score(entry, crossref_record()).title == 1.0


class RecordingCrossref:
    def __init__(self) -> None:
        self.asked: list[tuple[str, dict[str, Any]]] = []

    def search_bibliographic(self, title: str, **options: Any) -> list[SourceRecord]:
        self.asked.append((title, options))
        return [crossref_record()] if title == LINE.split(" [[")[0] + " [[pdf]]" else []  # only the line finds it


def test_an_entry_no_source_placed_is_searched_by_its_line() -> None:
    crossref = RecordingCrossref()
    found = Findings()
    _ask_crossref_title(cut_entry(), found, crossref)  # type: ignore[arg-type]  # the one method it calls
    [(title, _), (query, options)] = crossref.asked
    assert title == "Ray"
    assert query == "- **Ray** A Distributed Framework for Emerging AI Applications, OSDI 2018 [[pdf]]"
    assert "first_author" not in options
    assert found.crossref_found == [crossref_record()]


def test_the_line_query_keeps_words_and_adds_a_year_the_line_does_not_state() -> None:
    entry = cut_entry(raw="- [Ray: A Distributed Framework](https://example.org/x) see http://x.org/y")
    assert line_query(entry) == "- [Ray: A Distributed Framework] see   2018"
