"""`enrich fix` on .bib files: identifiers added as fields in each entry's own style, everything else left alone.

As in test_writeback, the papers come from a real parse of the list, with the facts of a run laid over them.
"""

from __future__ import annotations

import subprocess
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from enrich.config import Settings
from enrich.fix.edits import BIBTEX_IDS_ONLY, BIBTEX_LAYOUT, CHANGED_SINCE_RUN, NOTHING_TO_FIX
from enrich.fix.lines import split_lines
from enrich.fix.plan import plan_edits
from enrich.fix.render import fixed_lists, render_diff, render_pr_body
from enrich.fix.rules import ARXIV, DOI, FixRules, selected_kinds
from enrich.models import Conflict, ExportedPaper, LinkCheck, LinkClass, LinkKind
from enrich.parse import decode_seed, parse_texts

DATA = Path(__file__).parent / "data" / "bib"
NAME = "reading.bib"
CHECKED = datetime(2026, 11, 30, 3, 17, tzinfo=UTC)
ALL = FixRules.from_settings(Settings())

# Facts of a run per paper, by the start of its title.
FACTS: dict[str, dict[str, Any]] = {
    "Analyzing": {"doi": "10.14778/3446095.3446100", "arxiv_id": "2007.06775"},
    "Ray": {"arxiv_id": "1712.05889"},  # its doi field holds a pseudo-DOI: no DOI is added beside it
    "GPU-Accelerated": {
        "doi": "10.1145/3398210",
        "year": 2021,
        "conflicts": [Conflict(field="year", values={"seed": 2020, "dblp": 2021}, note="differs")],
    },
    "ZeRO-Infinity": {"doi": "10.1145/3458817.3476205", "arxiv_id": "2104.07857"},
    "Plumber": {"arxiv_id": "2111.04131"},
    "Refurbish": {
        "doi": "10.1145/3398210.1",
        "link_checks": [
            LinkCheck(
                url="https://www.usenix.org/conference/atc21/presentation/lee",
                kind=LinkKind.other,
                label="url",
                status=LinkClass.dead,
                reason="HTTP 404",
                http_status=404,
                reported_dead=True,
                consecutive_failures=1,
                checked_at=CHECKED,
                first_seen=CHECKED,
            )
        ],
    },
    "Towards Scalable": {"doi": "10.1109/ccgrid49817.2020.00-76"},
}


def papers_of(lists: dict[str, bytes], facts: dict[str, dict[str, Any]] = FACTS) -> list[ExportedPaper]:
    texts = [(name, decode_seed(data, name)) for name, data in lists.items()]
    papers = []
    for entry in parse_texts(texts).entries:
        found = next((values for start, values in facts.items() if entry.title.startswith(start)), {})
        record = {
            "id": entry.id,
            "status": "resolved",
            "confidence": 0.95,
            "title": entry.title,
            "year": entry.year,
            "venue": entry.venue,
            "occurrences": entry.occurrences,
            "links": entry.links,
            "seed_key": entry.id,
            **found,
        }
        papers.append(ExportedPaper(**record))
    return papers


def reading(variant: str = "as is") -> dict[str, bytes]:
    data = (DATA / NAME).read_bytes()
    if variant == "crlf and bom":
        data = b"\xef\xbb\xbf" + data.replace(b"\n", b"\r\n")
    return {NAME: data}


def fix(lists: dict[str, bytes], papers: list[ExportedPaper], rules: FixRules = ALL) -> dict[str, bytes]:
    return {**lists, **fixed_lists(lists, plan_edits(papers, lists, rules))}


# ------------------------------------------------------------------------------------------------ the edits


def test_the_diff_for_the_bib_list_is_the_expected_one() -> None:
    lists = reading()
    plan = plan_edits(papers_of(lists), lists, ALL)
    assert render_diff(lists, fixed_lists(lists, plan)) == (DATA / f"{NAME}.diff").read_text(encoding="utf-8")
    assert plan.counts() == {DOI: 2, ARXIV: 3}
    assert plan.left_alone == {BIBTEX_IDS_ONLY: 2, BIBTEX_LAYOUT: 1}


@pytest.mark.parametrize("variant", ["as is", "crlf and bom"])
def test_git_apply_of_the_diff_gives_what_write_writes(variant: str, tmp_path: Path) -> None:
    lists = reading(variant)
    fixed = fixed_lists(lists, plan_edits(papers_of(lists), lists, ALL))
    (tmp_path / NAME).write_bytes(lists[NAME])
    (tmp_path / "fix.diff").write_text(render_diff(lists, fixed), encoding="utf-8")
    for check in (["--check"], []):
        subprocess.run(
            ["git", "apply", *check, "--unsafe-paths", "--directory", "", "fix.diff"],
            cwd=tmp_path,
            check=True,
            capture_output=True,
        )
    assert (tmp_path / NAME).read_bytes() == fixed[NAME]


def test_new_field_lines_take_the_line_ending_of_the_file_and_every_other_byte_stays() -> None:
    lists = reading("crlf and bom")
    before = split_lines(lists[NAME])
    after = split_lines(fix(lists, papers_of(lists))[NAME])
    assert after[0].prefix == before[0].prefix == b"\xef\xbb\xbf"
    assert all(line.ending == b"\r\n" for line in after[:-1])
    added = [line.body for line in after if line not in before]
    assert b"  doi       = {10.14778/3446095.3446100}," in added
    assert b"      primaryClass={cs.DC}," in added  # the comma the last field line lacked
    assert [line for line in before if line not in after] == [
        line for line in before if line.body in (b'  doi = "10.5555/3291168.3291210"', b"      primaryClass={cs.DC}")
    ]


def test_the_pr_body_names_the_added_fields_at_the_last_field_line() -> None:
    lists = reading()
    body = render_pr_body(plan_edits(papers_of(lists), lists, ALL))
    assert "- line 15: DOI link added: `doi       = {10.14778/3446095.3446100}`" in body
    assert "- line 15: arXiv link added: `eprint    = {2007.06775}, archivePrefix = {arXiv}`" in body
    assert '- line 23: arXiv link added: `eprint = "1712.05889", archivePrefix = "arXiv"`' in body


def test_only_ids_leaves_year_and_link_findings_as_nothing_to_fix_and_only_year_adds_nothing() -> None:
    lists = reading()
    ids = plan_edits(papers_of(lists), lists, FixRules.from_settings(Settings(), selected_kinds("ids")))
    assert ids.counts() == {DOI: 2, ARXIV: 3}
    assert ids.left_alone == {NOTHING_TO_FIX: 2, BIBTEX_LAYOUT: 1}
    year = plan_edits(papers_of(lists), lists, FixRules.from_settings(Settings(), selected_kinds("year")))
    assert year.edits == []
    assert year.left_alone == {BIBTEX_IDS_ONLY: 1, NOTHING_TO_FIX: 6}


def test_doubtful_and_unresolved_entries_get_nothing() -> None:
    lists = reading()
    papers = [paper.model_copy(update={"confidence": 0.5}) for paper in papers_of(lists)]
    assert plan_edits(papers, lists, ALL).left_alone == {BIBTEX_IDS_ONLY: 1, NOTHING_TO_FIX: 6}
    papers = [paper.model_copy(update={"status": "unresolved", "confidence": None}) for paper in papers_of(lists)]
    assert plan_edits(papers, lists, ALL).left_alone == {"entry unresolved": 7}


# ------------------------------------------------------------------------------------------------ idempotence


def test_a_second_fix_after_the_next_run_finds_nothing_to_do() -> None:
    lists = reading()
    once = fix(lists, papers_of(lists))
    next_run = papers_of(once)
    identifiers = {paper.title[:12]: (paper.doi, paper.arxiv_id) for paper in next_run}
    assert identifiers["Analyzing an"] == ("10.14778/3446095.3446100", "2007.06775")
    assert identifiers["ZeRO-Infinit"] == ("10.1145/3458817.3476205", "2104.07857")
    assert identifiers["Plumber: Dia"] == (None, "2111.04131")
    plan = plan_edits(next_run, once, ALL)
    assert plan.edits == []
    assert plan.left_alone == {NOTHING_TO_FIX: 4, BIBTEX_IDS_ONLY: 2, BIBTEX_LAYOUT: 1}


def test_a_second_fix_on_the_same_output_leaves_the_grown_entries_and_the_moved_ones_alone() -> None:
    lists = reading()
    papers = papers_of(lists)
    again = plan_edits(papers, fix(lists, papers), ALL)
    assert again.edits == []
    assert again.left_alone == {CHANGED_SINCE_RUN: 7}  # the first entry grew; every later one moved down


@pytest.mark.parametrize(
    "old, new, edits",
    [
        (b"@article{muller2020gpu,", b"@article{muller2020gpu2,", 4),  # the "@" line
        (b"/DS-Analyzer},\n}\n", b"/DS-Analyzer}}\n\n", 3),  # the entry ends a line earlier
        (b'3291210"\n}\n\n', b'3291210",\n  note = {x}\n}\n', 3),  # the entry runs a line further
    ],
)
def test_an_entry_changed_since_the_run_is_left_alone(old: bytes, new: bytes, edits: int) -> None:
    lists = reading()
    changed = {NAME: lists[NAME].replace(old, new)}
    assert len(split_lines(changed[NAME])) == len(split_lines(lists[NAME]))
    plan = plan_edits(papers_of(lists), changed, ALL)
    assert plan.left_alone[CHANGED_SINCE_RUN] == 1
    assert len(plan.edits) == edits


# ------------------------------------------------------------------------------------------------ any style


@hypothesis_settings(max_examples=200, deadline=None)
@given(
    indent=st.sampled_from(["  ", "    ", "\t", " "]),
    gaps=st.sampled_from([("", ""), (" ", " "), ("   ", " ")]),
    aligned=st.booleans(),
    quote=st.booleans(),
    comma=st.booleans(),
    ending=st.sampled_from(["\n", "\r\n"]),
    blank_before_brace=st.booleans(),
)
def test_added_fields_follow_the_entrys_style_and_read_back_as_its_identifiers(
    indent: str, gaps: tuple[str, str], aligned: bool, quote: bool, comma: bool, ending: str, blank_before_brace: bool
) -> None:
    before, after = gaps
    open_, close = ('"', '"') if quote else ("{", "}")
    names = ["title", "booktitle", "year"]
    width = max(map(len, names)) + 1
    fields = [
        f"{indent}{name.ljust(width) if aligned else name + before}={after}{open_}{value}{close}"
        for name, value in zip(names, ["Ray: A Distributed Framework", "OSDI", "2018"], strict=True)
    ]
    body = ("," + ending).join(fields) + ("," if comma else "")
    text = f"@inproceedings{{k,{ending}{body}{ending}{ending if blank_before_brace else ''}}}{ending}"
    lists = {"a.bib": text.encode()}
    (paper,) = papers_of(lists, {"Ray": {"doi": "10.1145/1.2", "arxiv_id": "1712.05889"}})
    fixed = fix(lists, [paper])
    new_text = fixed["a.bib"].decode()
    gap = " " * (width - 3) if aligned else before
    assert f"{indent}doi{gap}={after}{open_}10.1145/1.2{close}," in new_text
    last = f"{indent}archivePrefix{' ' if aligned else before}={after}{open_}arXiv{close}{',' if comma else ''}"
    assert f"{ending}{last}{ending}" in new_text
    assert new_text.count(ending) == text.count(ending) + 3
    (again,) = papers_of(fixed, {"Ray": {"doi": "10.1145/1.2", "arxiv_id": "1712.05889"}})
    assert (again.doi, again.arxiv_id) == ("10.1145/1.2", "1712.05889")
    assert plan_edits([again], fixed, ALL).left_alone == {NOTHING_TO_FIX: 1}
