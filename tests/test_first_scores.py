"""bench/first_scores.py reads each batch's totals from the scorer of the batch's own commit, whose table has grown
columns over time: it reads them by the header's names, never by position."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_SPEC = importlib.util.spec_from_file_location(
    "first_scores", Path(__file__).resolve().parents[1] / "bench" / "first_scores.py"
)
assert _SPEC is not None and _SPEC.loader is not None
first_scores = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(first_scores)


def test_totals_are_read_by_the_headers_names_whatever_columns_the_scorer_of_the_day_printed() -> None:
    older = "list  recall  silent  title\n----\nkestrel  3/4  1/4  2/3\n----\nTOTAL  3/4  1/4  2/3\nrate 75%\n"
    newer = "list  recall  silent  title  year  venue\n----\nTOTAL  9/9  0/9  8/9  7/7  5/6\n"
    assert first_scores.totals(older) == {"recall": "3/4", "silent": "1/4", "title": "2/3"}
    assert first_scores.totals(newer)["venue"] == "5/6"


def test_a_scorer_that_printed_no_table_gives_no_totals() -> None:
    assert first_scores.totals("usage: python -m tests.list_labels [names ...]\nerror: no labels for kestrel\n") is None
