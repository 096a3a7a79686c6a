"""`enrich fix --only title`: the list's title replaced by the matched record's, only on evidence beyond the title.

Opt-in: the default selection never rewrites a title. The record must carry an identifier, the two titles must
name one work, and the listed title must stand once on the line while the record's does not yet.
"""

from __future__ import annotations

from typing import Any

import pytest

from enrich.config import Settings
from enrich.fix.plan import plan_edits
from enrich.fix.render import fixed_lists, render_pr_body
from enrich.fix.rules import FixRules, selected_kinds
from tests.test_fix_kinds import papers_of

LISTED = "[OSDI '18] Ray: A Distributed Framwork for Emerging AI Aplications [PDF]"
RECORD = "Ray: A Distributed Framework for Emerging AI Applications"
DOI = "10.5555/3291168.3291210"


def fixed_line(line: str, facts: dict[str, Any], only: str | None = "title") -> tuple[str, str]:
    lists = {"list.txt": f"{line}\n".encode()}
    kinds = None if only is None else selected_kinds(only)
    plan = plan_edits(papers_of(lists, {"": facts}), lists, FixRules.from_settings(Settings(), kinds))
    return {**lists, **fixed_lists(lists, plan)}["list.txt"].decode().rstrip("\n"), render_pr_body(plan)


def test_a_mistyped_title_is_corrected_to_the_record_matched_by_its_identifier() -> None:
    line, body = fixed_line(LISTED, {"title": RECORD, "doi": DOI})
    assert line == f"[OSDI '18] {RECORD} [PDF]"
    assert f"the title of the record matched by DOI {DOI}" in body


@pytest.mark.parametrize(
    ("facts", "why"),
    [
        ({"title": RECORD}, "no identifier: the match rests on the title alone"),
        ({"title": "Tune: A Research Platform for Model Selection and Training", "doi": DOI}, "another work"),
        ({"title": RECORD, "doi": DOI, "confidence": 0.5}, "a match below the fix's confidence"),
    ],
)
def test_a_title_is_left_alone_without_the_evidence(facts: dict[str, Any], why: str) -> None:
    line, _ = fixed_line(LISTED, facts)
    assert line == LISTED, why


def test_a_cut_title_whose_line_holds_the_record_title_is_left_as_written() -> None:
    cut = f"[OSDI '18] **Ray** {RECORD.removeprefix('Ray: ')}"
    line, _ = fixed_line(cut, {"title": RECORD, "doi": DOI})
    assert line == cut


def test_the_default_selection_never_rewrites_a_title() -> None:
    line, _ = fixed_line(LISTED, {"title": RECORD, "doi": DOI}, only=None)
    assert RECORD not in line
