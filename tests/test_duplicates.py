"""Duplicates by identity: list entries that are one paper (a shared DOI, arXiv id or dblp key; a preprint and its
published version; one paper listed twice in one list) are reported in list order, the first kept."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from enrich.export.markdown import render_markdown
from enrich.export.report import RunInfo, build_report, duplicate_groups
from enrich.models import ExportedPaper, Occurrence

PREPRINT_ID, DOI = "2107.06925", "10.1145/3458817.3476145"


def occurrence(file: str, line: int, title: str) -> Occurrence:
    return Occurrence(
        file=file,
        line=line,
        section=[],
        raw=f"- {title}",
        format="markdown",
        seed_title=title,
        seed_year=2021,
        seed_venue=None,
        seed_venue_acronym=None,
    )


def paper(paper_id: str, *places: tuple[str, int], status: str = "resolved", **ids: Any) -> ExportedPaper:
    title = paper_id.replace("-", " ").capitalize()
    return ExportedPaper(
        id=paper_id,
        status=status,
        confidence=0.95 if status == "resolved" else None,
        title=title,
        occurrences=[occurrence(file, line, title) for file, line in places],
        seed_key=paper_id,
        **ids,
    )


def test_a_preprint_and_its_published_version_under_other_titles_are_one_paper() -> None:
    published = paper("chimera", ("lists/systems.md", 12), doi=DOI, arxiv_id=PREPRINT_ID)
    preprint = paper("chimera-pipelines", ("lists/ml.md", 3), arxiv_id=PREPRINT_ID)
    other = paper("quiver", ("lists/ml.md", 5), doi="10.1145/3575693.3575727")
    [group] = duplicate_groups([published, other, preprint])
    assert group.shared == [f"arxiv {PREPRINT_ID}"]
    assert [(entry.location, entry.paper_id) for entry in group.entries] == [
        ("lists/ml.md:3", "chimera-pipelines"),
        ("lists/systems.md:12", "chimera"),
    ]


def test_one_paper_listed_twice_in_one_list_is_a_duplicate_once_in_each_of_two_lists_is_not() -> None:
    twice = paper("pipedream", ("lists/ml.md", 4), ("lists/ml.md", 40), doi="10.1145/3341301.3359646")
    two_lists = paper("gandiva", ("lists/ml.md", 7), ("lists/systems.md", 9), doi="10.5555/3291168.3291212")
    [group] = duplicate_groups([twice, two_lists])
    assert group.shared == ["listed twice in one list"]
    assert [entry.location for entry in group.entries] == ["lists/ml.md:4", "lists/ml.md:40"]


def test_an_unconfirmed_match_is_no_evidence_of_a_duplicate() -> None:
    resolved = paper("chimera", ("lists/systems.md", 12), doi=DOI)
    ambiguous = paper("chimera-two", ("lists/ml.md", 3), status="ambiguous", doi=DOI)
    assert duplicate_groups([resolved, ambiguous]) == []


def test_report_md_lists_the_duplicates_under_list_lines_to_fix() -> None:
    now = datetime(2026, 12, 5, 3, tzinfo=UTC)
    papers = [paper("chimera", ("a.md", 2), doi=DOI), paper("chimera-again", ("a.md", 9), doi=DOI)]
    markdown = render_markdown(build_report(papers, RunInfo(now, now, {}, {}, {}, [], 0), None))
    section = markdown.split("### Duplicates (one paper, several entries) (1)")[1].split("## Links to fix")[0]
    assert f"- doi {DOI}:" in section and "`a.md:2` Chimera" in section and "`a.md:9` Chimera again" in section
