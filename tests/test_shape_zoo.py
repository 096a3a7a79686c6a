"""The shape zoo (tests/shape_zoo.py) read by the parse stage: floors under its figures, so that a change which
breaks a whole family of list shapes fails here even when no labelled list has that shape.

The floors sit a little under what the rules reached when they were set (docs/formats.md, "The shape zoo"); the
zoo is seeded, so a drop is a change in the parse stage, never chance. bench/shape_zoo.py prints the figures per
family and per choice.
"""

from __future__ import annotations

import random

import pytest
from bench.shape_zoo import score_zoo

from tests.list_labels import ListScore, total
from tests.shape_zoo import AXES, ZooList, pick_choices, render_list, zoo

ZOO_LISTS = 210  # 30 per family, 1,260 entries: a few seconds
FLOORS = {
    "entry_recall": 0.98,
    "title_accuracy": 0.90,
    "year_accuracy": 0.97,
    "venue_accuracy": 0.90,
    "authors_accuracy": 0.70,
}
# Families every rule reads today: a drop in one of them is a regression, not a shape still waiting for its rule.
FAMILY_FLOORS = {
    "table": 0.98,
    "paper heading": 0.97,
    "venue heading": 0.95,
    "year heading": 0.88,
    "bullet": 0.85,
    "numbered": 0.90,
    "paragraph": 0.92,
}
# Lines that open with their title, the fields after it: the title ends where the authors, venue or year begin.
TITLE_FIRST_ORDERS = ("title authors venue year", "title venue year")
TITLE_FIRST_TITLES = 0.97
# A heading per paper is read by its heading (a paragraph of details under it gives no title of its own).
PAPER_HEADING_RECALL = 0.90
# Papers neither read nor reported unparsed (enrich.parse.audit): none.
SILENT_CEILING = 0


@pytest.fixture(scope="module")
def scored() -> list[tuple[ZooList, ListScore]]:
    return score_zoo(zoo(ZOO_LISTS))


def test_the_zoo_as_a_whole_stays_over_its_floors(scored: list[tuple[ZooList, ListScore]]) -> None:
    metrics = total(score for _, score in scored).metrics()
    rates = {key: metrics[key].rate for key in FLOORS}
    assert all((rates[key] or 0) >= floor for key, floor in FLOORS.items()), rates


def test_each_read_family_keeps_its_titles(scored: list[tuple[ZooList, ListScore]]) -> None:
    for family, floor in FAMILY_FLOORS.items():
        summed = total(score for listed, score in scored if listed.choices["container"] == family)
        assert (summed.title_accuracy.rate or 0) >= floor, (family, summed.title_accuracy.rate)


def test_title_first_lines_keep_their_titles(scored: list[tuple[ZooList, ListScore]]) -> None:
    for order in TITLE_FIRST_ORDERS:
        summed = total(score for listed, score in scored if listed.choices["order"] == order)
        assert (summed.title_accuracy.rate or 0) >= TITLE_FIRST_TITLES, (order, summed.title_accuracy.rate)


def test_papers_under_their_own_headings_are_found(scored: list[tuple[ZooList, ListScore]]) -> None:
    summed = total(score for listed, score in scored if listed.choices["container"] == "paper heading")
    assert (summed.entry_recall.rate or 0) >= PAPER_HEADING_RECALL, summed.entry_recall.rate


def test_every_rendered_entry_knows_its_line() -> None:
    """The zoo's answers point at the lines that hold them: each labelled line shows its paper's title, or the
    heading above it does."""
    rng = random.Random(3)
    for container in AXES["container"]:
        listed = render_list(rng, "check", pick_choices(rng, {"container": container}))
        lines = listed.text.split("\n")
        for label in listed.labels:
            shown = "\n".join(lines[number - 1] for number in label.entry_lines)
            assert label.papers[0].title in shown, (container, label.line, shown)


def test_no_paper_of_the_zoo_is_dropped_without_a_word(scored: list[tuple[ZooList, ListScore]]) -> None:
    silent = total(score for _, score in scored).silent_losses
    assert silent.count <= SILENT_CEILING, [failure.got for failure in silent.failures]


# The zoo with every list that can be hard-wrapped (shape_zoo.WRAPS): floors a little under what the rules read today
# (docs/formats.md), while the rules for lines an editor's fill cut are written; no paper is lost silently there
# either, as in the unwrapped zoo.
WRAPPED_FLOORS = {"entry_recall": 0.99, "title_accuracy": 0.91, "year_accuracy": 0.98}
WRAPPED_SILENT_CEILING = 0
# A line the fill cut is its entry's, never an entry of its own.
WRAPPED_CONTINUATIONS_AS_ENTRIES = 0.01


def test_the_hard_wrapped_zoo_stays_over_its_floors() -> None:
    summed = total(score for _, score in score_zoo(zoo(ZOO_LISTS, wrapped=True)))
    metrics = summed.metrics()
    rates = {key: metrics[key].rate or 0 for key in WRAPPED_FLOORS}
    assert all(rates[key] >= floor for key, floor in WRAPPED_FLOORS.items()), rates
    assert summed.silent_losses.count <= WRAPPED_SILENT_CEILING, [f.expected for f in summed.silent_losses.failures]
    assert (summed.continuation_as_entry.rate or 0) <= WRAPPED_CONTINUATIONS_AS_ENTRIES
