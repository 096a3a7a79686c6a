"""`enrich fix --only links`: a dead link, or one moved to a generic page, is replaced by a link the paper's
identifiers back and the links stage found alive; the pull request says why. Otherwise it is marked dead."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from enrich.config import Settings
from enrich.export.report import archived_copies
from enrich.fix.plan import plan_edits
from enrich.fix.render import fixed_lists, render_pr_body, render_reasons
from enrich.fix.replacements import live_replacement
from enrich.fix.rules import LINK_REPLACED, FixRules, selected_kinds
from enrich.ids import arxiv_pdf_url, doi_url
from enrich.models import ExportedPaper, Link, LinkCheck, LinkClass, LinkKind, Occurrence

CHECKED = datetime(2026, 12, 4, 3, 17, tzinfo=UTC)
DOI, ARXIV_ID = "10.1145/3458817.3476145", "2107.06925"
OA_PDF = "https://dl.acm.org/doi/pdf/10.1145/3458817.3476145"
DEAD_PDF = "https://lab.example/papers/chimera.pdf"
PWC = "https://paperswithcode.com/paper/chimera-efficiently-training-large-scale"
LINE = f"- [SC '21] Chimera: Efficiently Training Large-Scale Neural Networks [[PDF]({DEAD_PDF})] [[Code]({PWC})]"
LINKS = FixRules.from_settings(Settings(), selected_kinds("links"))


def link_check(url: str, kind: LinkKind, status: LinkClass, **facts: Any) -> LinkCheck:
    return LinkCheck(
        url=url, kind=kind, label=kind.value, status=status, reason="HTTP 200", checked_at=CHECKED, first_seen=CHECKED
    ).model_copy(update=facts)


def dead_pdf() -> LinkCheck:
    return link_check(DEAD_PDF, LinkKind.pdf, LinkClass.dead, reason="HTTP 404", http_status=404, reported_dead=True)


def generic(url: str, kind: LinkKind) -> LinkCheck:
    reason = "moved to a generic page: a listing page (https://huggingface.co/papers/trending)"
    return link_check(
        url, kind, LinkClass.generic_page, reason=reason, final_url="https://huggingface.co/papers/trending"
    )


def paper(*checks: LinkCheck, confidence: float = 0.95, **fields: Any) -> ExportedPaper:
    values: dict[str, Any] = {
        "id": "chimera",
        "status": "resolved",
        "confidence": confidence,
        "title": "Chimera: Efficiently Training Large-Scale Neural Networks",
        "doi": DOI,
        "arxiv_id": ARXIV_ID,
        "provenance": {"doi": "dblp", "arxiv_id": "s2"},
        "occurrences": [
            Occurrence(
                file="list.md",
                line=1,
                section=[],
                raw=LINE,
                format="markdown",
                seed_title="Chimera",
                seed_year=2021,
                seed_venue="SC",
                seed_venue_acronym="SC",
            )
        ],
        "links": [Link(kind=LinkKind.pdf, label="PDF", url=DEAD_PDF), Link(kind=LinkKind.code, label="Code", url=PWC)],
        "seed_key": "k",
        "link_checks": list(checks),
    }
    return ExportedPaper(**{**values, **fields})


def alive(url: str, kind: LinkKind) -> LinkCheck:
    return link_check(url, kind, LinkClass.alive)


def fixed_line(*checks: LinkCheck, **fields: Any) -> str:
    lists = {"list.md": f"{LINE}\n".encode()}
    plan = plan_edits([paper(*checks, **fields)], lists, LINKS)
    return fixed_lists(lists, plan).get("list.md", lists["list.md"]).decode().rstrip("\n")


def test_a_dead_pdf_becomes_the_arxiv_pdf_the_links_stage_found_alive() -> None:
    checks = (dead_pdf(), alive(arxiv_pdf_url(ARXIV_ID), LinkKind.arxiv_pdf), alive(doi_url(DOI), LinkKind.doi))
    assert fixed_line(*checks) == LINE.replace(DEAD_PDF, arxiv_pdf_url(ARXIV_ID))


def test_an_open_access_pdf_comes_first_when_openalex_or_s2_named_it() -> None:
    checks = (dead_pdf(), alive(arxiv_pdf_url(ARXIV_ID), LinkKind.arxiv_pdf), alive(OA_PDF, LinkKind.open_access_pdf))
    named = {"open_access_pdf": OA_PDF, "provenance": {"doi": "dblp", "arxiv_id": "s2", "open_access_pdf": "openalex"}}
    assert fixed_line(*checks, **named) == LINE.replace(DEAD_PDF, OA_PDF)


@pytest.mark.parametrize(
    "found",
    [
        link_check(arxiv_pdf_url(ARXIV_ID), LinkKind.arxiv_pdf, LinkClass.blocked, reason="HTTP 403"),
        link_check(arxiv_pdf_url(ARXIV_ID), LinkKind.arxiv_pdf, LinkClass.error, reason="not checked: offline mode"),
        link_check(arxiv_pdf_url(ARXIV_ID), LinkKind.arxiv_pdf, LinkClass.redirected, reason="moved"),
    ],
)
def test_a_replacement_not_found_alive_is_never_proposed_the_dead_link_is_marked(found: LinkCheck) -> None:
    line = fixed_line(dead_pdf(), found)
    assert arxiv_pdf_url(ARXIV_ID) not in line and "~~" in line  # the default marker strikes the link through


def test_a_link_moved_to_a_generic_page_is_replaced_by_the_doi() -> None:
    checks = (generic(PWC, LinkKind.other), alive(doi_url(DOI), LinkKind.doi))
    assert fixed_line(*checks) == LINE.replace(PWC, doi_url(DOI))


def test_a_dead_code_link_is_never_replaced_by_the_paper() -> None:
    checks = (generic(PWC, LinkKind.code), alive(doi_url(DOI), LinkKind.doi))
    assert fixed_line(*checks) == LINE  # moved to a generic page, not reported dead yet: nothing to write


def test_no_replacement_for_an_uncertain_match_or_without_a_confirmed_identifier() -> None:
    checks = (dead_pdf(), alive(arxiv_pdf_url(ARXIV_ID), LinkKind.arxiv_pdf))
    assert arxiv_pdf_url(ARXIV_ID) not in fixed_line(*checks, confidence=0.5)
    unnamed = {"arxiv_id": None, "open_access_pdf": OA_PDF, "provenance": {}}
    assert live_replacement(paper(dead_pdf(), alive(OA_PDF, LinkKind.open_access_pdf), **unnamed), dead_pdf()) is None


def test_the_pull_request_says_why_each_link_was_replaced() -> None:
    lists = {"list.md": f"{LINE}\n".encode()}
    checks = (dead_pdf(), alive(arxiv_pdf_url(ARXIV_ID), LinkKind.arxiv_pdf))
    plan = plan_edits([paper(*checks)], lists, LINKS)
    assert [change.kind for edit in plan.edits for change in edit.changes] == [LINK_REPLACED]
    body = render_pr_body(plan)
    assert (
        f"dead link replaced: `{DEAD_PDF}` → `{arxiv_pdf_url(ARXIV_ID)}` (reported dead (HTTP 404); the paper's arXiv"
        f" id {ARXIV_ID} (from s2), checked alive on 2026-12-04)"
    ) in body


def test_a_second_fix_finds_nothing_to_do() -> None:
    checks = (dead_pdf(), alive(arxiv_pdf_url(ARXIV_ID), LinkKind.arxiv_pdf))
    once = fixed_line(*checks)
    lists = {"list.md": f"{once}\n".encode()}
    after = paper(alive(arxiv_pdf_url(ARXIV_ID), LinkKind.arxiv_pdf)).model_copy(
        update={"occurrences": [paper().occurrences[0].model_copy(update={"raw": once})]}
    )
    assert plan_edits([after], lists, LINKS).edits == []


def test_the_terminal_gets_the_reason_beside_the_diff() -> None:
    lists = {"list.md": f"{LINE}\n".encode()}
    plan = plan_edits([paper(dead_pdf(), alive(doi_url(DOI), LinkKind.doi))], lists, LINKS)
    assert render_reasons(plan) == [
        f"list.md:1: dead link replaced: `{DEAD_PDF}` → `{doi_url(DOI)}` (reported dead (HTTP 404); the paper's DOI"
        f" {DOI} (from dblp), checked alive on 2026-12-04)"
    ]


def test_a_wayback_listing_is_in_the_report_never_in_the_list() -> None:
    assert archived_copies(dead_pdf()) == f"https://web.archive.org/web/*/{DEAD_PDF}"
    assert archived_copies(alive(DEAD_PDF, LinkKind.pdf)) is None
    assert "web.archive.org" not in fixed_line(dead_pdf())  # no live replacement: marked dead, nothing archived
