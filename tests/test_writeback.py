"""`enrich fix`: the edits it proposes for each list format, and the bytes it must never touch.

The papers are built from a real parse of the test lists (so occurrences carry the raw lines the parse stage
records), with the facts of a run (status, identifiers, conflicts, link checks) laid over them.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from datetime import UTC, datetime
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from enrich.cli import main
from enrich.config import ConfigError, Settings, load_settings
from enrich.export import report
from enrich.export.outputs import papers_jsonl
from enrich.export.report_model import VenueCorrection, YearCorrection
from enrich.files import LockHeldError, output_lock
from enrich.fix import rules, stage
from enrich.fix.edits import CHANGED_SINCE_RUN, NOTHING_TO_FIX, Change
from enrich.fix.lines import apply_edits, join_lines, split_lines
from enrich.fix.plan import plan_edits
from enrich.fix.render import fixed_lists, render_diff, render_pr_body
from enrich.fix.rules import ARXIV, DOI, EDIT_KINDS, VENUE, YEAR, FixRules, permanent_destination, selected_kinds
from enrich.fix.stage import write_lists
from enrich.fix.tags import correct_tag
from enrich.links.classify import moved_reason
from enrich.models import Conflict, Entry, ExportedPaper, GitHubRepo, LinkCheck, LinkClass, LinkKind, Occurrence
from enrich.parse import decode_seed, parse_texts
from enrich.parse.common import parse_tag
from enrich.resolve import REUSE_CONFIDENCE
from enrich_fakes import FakeOptions, build_corpus
from tests.e2e_support import FAST_TIME_SCALE, FakeHosts, new_workspace, run_enrich, run_environment

DATA = Path(__file__).parent / "data" / "writeback"
SEEDS = Path(__file__).resolve().parents[1] / "seeds"
CHECKED = datetime(2026, 11, 30, 3, 17, tzinfo=UTC)
ALL = FixRules.from_settings(Settings())


def check(url: str, status: LinkClass, reason: str = "HTTP 200", **facts: Any) -> LinkCheck:
    return LinkCheck(
        url=url,
        kind=LinkKind.pdf,
        label="PDF",
        status=status,
        reason=reason,
        checked_at=CHECKED,
        first_seen=CHECKED,
        **facts,
    )


def moved(url: str, final_url: str) -> LinkCheck:
    return check(url, LinkClass.redirected, moved_reason(final_url), http_status=200, final_url=final_url, redirects=1)


def renamed_repository(status: LinkClass, reason: str) -> LinkCheck:
    """github.com/a/x, which GitHub's record says is now b/x, checked with this status."""
    github = GitHubRepo(exists=True, moved_to="b/x")
    return check("https://github.com/a/x", status, reason, final_url="https://github.com/b/x", github=github)


def dead(url: str) -> LinkCheck:
    return check(url, LinkClass.dead, "HTTP 404", http_status=404, reported_dead=True, consecutive_failures=1)


def seed_conflict(field: str, listed: Any, record: Any) -> Conflict:
    return Conflict(
        field=field,
        values={"seed": listed, "dblp": record},
        note=f"the list's {field} differs from the published record's",
    )


# Facts of a run per paper, by the start of its title as the list writes it.
FACTS: dict[str, dict[str, Any]] = {
    # plain.txt
    "Quiver": {},
    "Analyzing and Mitigating": {"doi": "10.14778/3446095.3446100", "arxiv_id": "2007.06775"},
    "Refurbish": {
        "venue": "USENIX ATC",
        "dblp_key": "conf/usenix/LeeLYZ21",
        "provenance": {"dblp_key": "dblp"},
        "conflicts": [seed_conflict("venue", "FAST", "USENIX ATC")],
    },
    "DeepFreeze": {
        "year": 2020,
        "doi": "10.1109/ccgrid49817.2020.00-76",
        "conflicts": [seed_conflict("year", 2019, 2020)],
    },
    "CheckFreq": {"status": "ambiguous", "confidence": None, "doi": "10.1000/not-confirmed"},
    "Check-N-Run": {"confidence": 0.80, "arxiv_id": "2010.08679"},
    # bulleted.txt
    "Unity": {},
    "Chimera": {"doi": "10.1145/3458817.3476145", "arxiv_id": "2107.06925"},
    "Out-Of-Order": {"year": 2023, "doi": "10.1145/3552326.3587458", "conflicts": [seed_conflict("year", 2022, 2023)]},
    "ZeRO-Infinity": {
        "venue": "SC",
        "dblp_key": "conf/sc/RajbhandariRRSH21",
        "provenance": {"dblp_key": "dblp"},
        "arxiv_id": "2104.07857",
        "conflicts": [seed_conflict("venue", "arxiv", "SC")],
    },
    "KungFu": {
        "status": "unresolved",
        "confidence": None,
        "year": 2021,
        "conflicts": [seed_conflict("year", 2020, 2021)],
    },
    # markdown.md
    "High Performance": {
        "doi": "10.1109/bigdata47090.2019.9005703",
        "arxiv_id": "2001.01858",
        "link_checks": [
            check("https://arxiv.org/pdf/2001.01858", LinkClass.alive),
            check(
                "https://github.com/webdataset/webdataset",
                LinkClass.redirected,
                "repository moved to NVlabs/webdataset",
                final_url="https://github.com/NVlabs/webdataset",
                github=GitHubRepo(exists=True, moved_to="NVlabs/webdataset"),
            ),
        ],
    },
    "Progressive Compressed": {
        "doi": "10.14778/3476249.3476308",
        "arxiv_id": "1911.00472",
        "link_checks": [
            moved(
                "https://vldb.org/pvldb/vol14/p2627-kuchnik.pdf",
                "https://www.vldb.org/pvldb/volumes/14/paper/p2627-kuchnik.pdf",
            ),
            dead("https://github.com/mkuchnik/PCR_Release"),
        ],
    },
    # 301 to an address that then answers 302: the permanent address is not where the chain ended.
    "Deep Lake": {
        "link_checks": [
            check(
                "https://www.cidrdb.org/cidr2023/papers/p69-buniatyan.pdf",
                LinkClass.redirected,
                moved_reason("https://cidrdb.org/cidr2023/p69.pdf"),
                final_url="https://cdn.cidrdb.org/p69.pdf",
            )
        ]
    },
    "Efficient User-Level": {
        "doi": "10.1109/cluster.2019.8891000",
        "link_checks": [
            check(
                "https://par.nsf.gov/servlets/purl/10156300",
                LinkClass.alive,
                "HTTP 200 after 1 redirect(s)",
                final_url="https://par.nsf.gov/biblio/10156300",
                redirects=1,
            )
        ],
    },
    # shapes.md
    "AWQ": {"arxiv_id": "2306.00978"},
    "WLB-LLM": {"arxiv_id": "2503.17924"},
    "Gemini": {"doi": "10.1145/2999999.3000001"},
    "Parity Models": {"doi": "10.1145/3341301.3359654", "arxiv_id": "1905.00863"},
}


def facts_for(title: str) -> dict[str, Any]:
    return next(facts for start, facts in FACTS.items() if title.startswith(start))


def resolved(entry: Entry, **facts: Any) -> ExportedPaper:
    """The record a run would export for a list entry it resolved, with the run's facts about the paper."""
    listed = {"title": entry.title, "year": entry.year, "venue": entry.venue, "links": entry.links}
    found = {"id": entry.id, "status": "resolved", "confidence": 0.95, "seed_key": entry.id}
    return ExportedPaper(**{**listed, **found, "occurrences": entry.occurrences, **facts})


def papers_of(lists: dict[str, bytes]) -> list[ExportedPaper]:
    """The records a run would export for these lists, with the FACTS of the run."""
    texts = [(name, decode_seed(data, name)) for name, data in lists.items()]
    return [resolved(entry, **facts_for(entry.title)) for entry in parse_texts(texts).entries]


def read_list(name: str) -> dict[str, bytes]:
    return {name: (DATA / name).read_bytes()}


def fix(lists: dict[str, bytes], papers: list[ExportedPaper], rules: FixRules = ALL) -> dict[str, bytes]:
    return {**lists, **fixed_lists(lists, plan_edits(papers, lists, rules))}


# ------------------------------------------------------------------------------------------------ golden diffs


@pytest.mark.parametrize("name", ["plain.txt", "bulleted.txt", "markdown.md", "shapes.md"])
def test_the_diff_for_each_list_format_is_the_expected_one(name: str) -> None:
    lists = read_list(name)
    plan = plan_edits(papers_of(lists), lists, ALL)
    diff = render_diff(lists, fixed_lists(lists, plan))
    assert diff == (DATA / f"{name}.diff").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "name, variant",
    [
        ("plain.txt", "as is"),
        ("plain.txt", "crlf and bom"),
        ("bulleted.txt", "as is"),
        ("markdown.md", "as is"),
        ("shapes.md", "as is"),
    ],
)
def test_git_apply_of_the_diff_gives_what_write_writes(name: str, variant: str, tmp_path: Path) -> None:
    data = (DATA / name).read_bytes()
    if variant == "crlf and bom":
        data = b"\xef\xbb\xbf" + data.replace(b"\n", b"\r\n")
    lists = {name: data}
    fixed = fixed_lists(lists, plan_edits(papers_of(lists), lists, ALL))
    (tmp_path / name).write_bytes(data)
    (tmp_path / "fix.diff").write_text(render_diff(lists, fixed), encoding="utf-8")
    subprocess.run(
        ["git", "apply", "--unsafe-paths", "--directory", "", "fix.diff"], cwd=tmp_path, check=True, capture_output=True
    )
    assert (tmp_path / name).read_bytes() == fixed[name]


def test_plain_text_fixes_keep_the_trailing_spaces_and_spare_doubtful_entries() -> None:
    lists = read_list("plain.txt")
    plan = plan_edits(papers_of(lists), lists, ALL)
    lines = split_lines(fix(lists, papers_of(lists))["plain.txt"])
    assert lines[8].body.decode().startswith("[2021 ATC] Refurbish")
    assert lines[8].body.endswith(b"[PDF] [Slides]   ")
    edited = {edit.line for edit in plan.edits}
    assert 15 not in edited and 17 not in edited  # ambiguous; resolved below the confidence threshold
    assert plan.left_alone == {"entry ambiguous": 1, NOTHING_TO_FIX: 2}


def test_the_pr_body_lists_every_edit_by_file_and_line() -> None:
    lists = read_list("markdown.md")
    body = render_pr_body(plan_edits(papers_of(lists), lists, ALL))
    assert "| link moved permanently | 2 |" in body
    assert "| dead link marked | 1 |" in body
    assert "### `markdown.md`" in body
    assert (
        "- line 7: link moved permanently: `https://vldb.org/pvldb/vol14/p2627-kuchnik.pdf` → "
        "`https://www.vldb.org/pvldb/volumes/14/paper/p2627-kuchnik.pdf`"
    ) in body


def test_a_pr_body_without_edits_says_so() -> None:
    lists = read_list("markdown.md")
    body = render_pr_body(plan_edits(papers_of(lists), lists, FixRules.from_settings(Settings(), ())))
    assert "No edits" in body and "|---|" not in body


# ------------------------------------------------------------------------------------------------ idempotence


@pytest.mark.parametrize("name", ["plain.txt", "bulleted.txt", "markdown.md", "shapes.md"])
def test_a_second_fix_after_the_next_run_finds_nothing_to_do(name: str) -> None:
    lists = read_list(name)
    once = fix(lists, papers_of(lists))
    assert once != lists
    next_run = papers_of(once)  # the next night parses the fixed list; the findings are the same
    assert plan_edits(next_run, once, ALL).edits == []


@pytest.mark.parametrize(
    "line",
    [
        "[2021 SC] Chimera: Efficiently Training Large-Scale Neural Networks. [PDF] [Slides]  ",
        "• [SC '21] Chimera: Efficiently Training Large-Scale Neural Networks",
    ],
)
def test_identifier_labels_the_fix_adds_to_a_plain_line_are_the_papers_ids_on_the_next_run(line: str) -> None:
    doi, arxiv_id = "10.1145/3458817.3476145", "2107.06925"
    lists = {"list.txt": f"{line}\n".encode()}
    (entry,) = parse_texts([("list.txt", f"{line}\n")]).entries
    assert (entry.doi, entry.arxiv_id) == (None, None)
    paper = resolved(entry, doi=doi, arxiv_id=arxiv_id)
    plan = plan_edits([paper], lists, ALL)
    assert [change.new for edit in plan.edits for change in edit.changes] == [f"[DOI: {doi}]", f"[arXiv: {arxiv_id}]"]
    fixed = fixed_lists(lists, plan)

    (again,) = parse_texts([("list.txt", fixed["list.txt"].decode())]).entries
    assert (again.doi, again.arxiv_id) == (doi, arxiv_id)
    assert again.occurrences[0].format == entry.occurrences[0].format
    next_run = paper.model_copy(update={"occurrences": again.occurrences, "links": again.links})
    replanned = plan_edits([next_run], fixed, ALL)
    assert replanned.edits == [] and replanned.left_alone == {NOTHING_TO_FIX: 1}


@pytest.mark.parametrize(
    "page",
    [
        "# Reading\n\n### Tidal maps of shared caches\n\nI. Varga and K. Moreau. *OSDI* (2020)\n",
        "# Reading\n\n## Caches\n\n**Tidal maps of shared caches**\n\nI. Varga and K. Moreau. *OSDI* (2020)\n",
    ],
)
def test_identifiers_the_fix_writes_into_a_papers_heading_are_its_ids_on_the_next_run(page: str) -> None:
    doi, arxiv_id = "10.1145/3458817.3476145", "2107.06925"
    lists = {"list.md": page.encode()}
    (entry,) = parse_texts([("list.md", page)]).entries
    plan = plan_edits([resolved(entry, doi=doi, arxiv_id=arxiv_id)], lists, ALL)
    assert [edit.line for edit in plan.edits] == [entry.occurrences[0].line]  # written into the heading's line
    fixed = fixed_lists(lists, plan)["list.md"].decode()

    (again,) = parse_texts([("list.md", fixed)]).entries
    assert (again.title, again.doi, again.arxiv_id) == ("Tidal maps of shared caches", doi, arxiv_id)


@pytest.mark.parametrize(
    "row",
    [
        "| [Attention Is All You Need](https://papers.nips.cc/paper/7181) | NeurIPS 2017 |",
        "| Attention Is All You Need | NeurIPS 2017 | [pdf](https://papers.nips.cc/paper/7181) |",
    ],
)
def test_a_pipe_row_with_no_delimiter_row_takes_its_labels_inside_a_cell(row: str) -> None:
    """Rows written as a table without the delimiter row GFM needs are read as lines; a label after the closing bar
    would open a cell outside the row's frame."""
    doi, arxiv_id = "10.1145/3458817.3476145", "2107.06925"
    lists = {"list.md": f"# Papers\n\n{row}\n".encode()}
    (entry,) = parse_texts([("list.md", lists["list.md"].decode())]).entries
    fixed = fixed_lists(lists, plan_edits([resolved(entry, doi=doi, arxiv_id=arxiv_id)], lists, ALL))["list.md"]

    fixed_row = fixed.decode().splitlines()[2]
    assert fixed_row.endswith(" |") and fixed_row.count(" | ") == row.count(" | ")
    (again,) = parse_texts([("list.md", fixed.decode())]).entries
    assert (again.doi, again.arxiv_id) == (doi, arxiv_id)


def test_a_rows_labels_go_into_its_title_cell_not_a_longer_cell_of_a_bare_address() -> None:
    """A table of data sets read cell by cell (its name column holds no titles): the row's paper is its title cell
    read alone, and labels written into the longer download cell, an address written bare, were the row's no more."""
    doi, arxiv_id = "10.1145/3458817.3476145", "2107.06925"
    rows = [
        "| 1 | [Park et al.](https://ieeexplore.ieee.org/document/1000001/) | 3 rooms, 5 people, 6 gestures | 1Tx, 1Rx "
        "| not reported |https://example.org/datasets/a-wireless-gesture-corpus-for-offices|",
        *(
            f"| {n} | [{name}](https://github.com/example/{name.lower()}) | {n} rooms, 4 people | 1Tx, 2Rx | 8{n}.0% "
            f"|https://github.com/example/{name.lower()}|"
            for n, name in enumerate(["RoomSense", "WalkNet", "FallSet", "GaitID", "BreathDB"], 2)
        ),
    ]
    text = "# Data sets\n\n| ID | Dataset | Domain | Device Setting | Main Results | Download Link |\n"
    text += "|---|---|---|---|---|---|\n" + "\n".join(rows) + "\n"
    lists = {"list.md": text.encode()}
    (entry,) = parse_texts([("list.md", text)]).entries
    fixed = fixed_lists(lists, plan_edits([resolved(entry, doi=doi, arxiv_id=arxiv_id)], lists, ALL))["list.md"]

    row = fixed.decode().splitlines()[4]
    assert row.startswith(
        f"| 1 | [Park et al.](https://ieeexplore.ieee.org/document/1000001/) [DOI](https://doi.org/{doi})"
    )
    (again,) = parse_texts([("list.md", fixed.decode())]).entries
    assert (again.title, again.doi, again.arxiv_id) == (entry.title, doi, arxiv_id)


def test_a_second_fix_on_the_same_output_leaves_the_edited_lines_alone() -> None:
    lists = read_list("markdown.md")
    papers = papers_of(lists)
    once = fix(lists, papers)
    again = plan_edits(papers, once, ALL)
    assert again.edits == []
    assert again.left_alone == {CHANGED_SINCE_RUN: 3, NOTHING_TO_FIX: 1}


# ------------------------------------------------------------------------------------------------ which edits


@pytest.mark.parametrize(
    ("found", "destination"),
    [
        (moved("https://a.org/x", "https://b.org/x"), "https://b.org/x"),
        # A GitHub repository renamed: GitHub's record moves it, whatever the hops said.
        (renamed_repository(LinkClass.redirected, "HTTP 200 after 1 redirect(s)"), "https://github.com/b/x"),
        # Only a link checked as redirected moves: not one whose hops ended at a robot wall or an error page,
        # whatever its reason or GitHub's record say.
        (
            check("https://a.org/x", LinkClass.blocked, moved_reason("https://b.org/x"), final_url="https://b.org/x"),
            None,
        ),
        (renamed_repository(LinkClass.soft_404, "redirected to an error page"), None),
        (
            check(
                "https://a.org/x", LinkClass.redirected, moved_reason("https://a.org/x"), final_url="https://a.org/x"
            ),
            None,
        ),
    ],
)
def test_a_link_moves_only_when_checked_as_redirected_to_another_address(
    found: LinkCheck, destination: str | None
) -> None:
    assert permanent_destination(found) == destination


@pytest.mark.parametrize(
    ("line", "correction", "fixed"),
    [
        ("[OSDI '19] T", YearCorrection(list_value=2019, record=2020, source="dblp"), "[OSDI '20] T"),
        ("[2019 OSDI] T", YearCorrection(list_value=2019, record=2020, source="dblp"), "[2020 OSDI] T"),
        # '68 would read as 2068 (the two-digit pivot): a tag that would not say the record's year is left alone.
        ("[OSDI '99] T", YearCorrection(list_value=1999, record=1968, source="dblp"), "[OSDI '99] T"),
        (
            "[2019 OSDI] T",
            VenueCorrection(list_value="OSDI", record="SOSP", record_acronym="SOSP", source="dblp"),
            "[2019 SOSP] T",
        ),
        # Part of a longer venue: "SOSP Workshop" would not read as SOSP.
        (
            "[2019 OSDI Workshop] T",
            VenueCorrection(list_value="OSDI", record="SOSP", record_acronym="SOSP", source="dblp"),
            "[2019 OSDI Workshop] T",
        ),
        # No venue written in the tag, or no acronym to write: nothing to replace.
        ("[2019] T", VenueCorrection(list_value=None, record="SOSP", record_acronym="SOSP", source="dblp"), "[2019] T"),
        (
            "[2019 OSDI] T",
            VenueCorrection(list_value="OSDI", record="A Workshop", record_acronym=None, source="dblp"),
            "[2019 OSDI] T",
        ),
    ],
)
def test_a_tag_is_corrected_only_when_it_then_reads_as_the_record(
    line: str, correction: YearCorrection | VenueCorrection, fixed: str
) -> None:
    changes: list[Change] = []
    assert correct_tag(line, correction, changes) == fixed
    assert len(changes) == (line != fixed)


def test_a_temporary_hop_after_a_permanent_one_keeps_the_link() -> None:
    lists = read_list("markdown.md")
    fixed = fix(lists, papers_of(lists))["markdown.md"].decode()
    assert "https://www.cidrdb.org/cidr2023/papers/p69-buniatyan.pdf" in fixed
    assert "cdn.cidrdb.org" not in fixed


def test_a_bare_dead_url_is_struck_and_a_longer_url_that_starts_with_it_is_not() -> None:
    text = (
        "[2020 FAST] Quiver: An Informed Storage Cache for Deep Learning. [PDF] see https://a.org/x "
        "and https://a.org/x/y\r\n"
    )
    lists = {"list.txt": text.encode()}
    paper = papers_of(lists)[0].model_copy(update={"link_checks": [dead("https://a.org/x")]})
    fixed = fix(lists, [paper])["list.txt"].decode()
    assert fixed.endswith("see ~~https://a.org/x~~ (dead 2026-11-30) and https://a.org/x/y\r\n")


@pytest.mark.parametrize(
    ("link", "gets_an_arxiv_link"),
    [
        ("https://arxiv.org/abs/2001.01858", False),
        ("https://export.arxiv.org/abs/2001.01858", False),
        ("https://example.org/go?from=arxiv.org/list", True),  # arxiv.org in a query is not a link there
        ("https://notarxiv.org/p/1", True),
    ],
)
def test_a_line_gets_an_arxiv_link_unless_one_of_its_links_is_on_arxiv_org(link: str, gets_an_arxiv_link: bool) -> None:
    lists = {
        "list.md": f"- [2020 FAST] **Quiver: An Informed Storage Cache for Deep Learning** [[PDF]]({link})\n".encode()
    }
    paper = papers_of(lists)[0].model_copy(update={"arxiv_id": "2001.01858", "doi": None, "link_checks": []})
    added = [change.kind for edit in plan_edits([paper], lists, ALL).edits for change in edit.changes]
    assert (ARXIV in added) is gets_an_arxiv_link


def test_a_line_that_names_another_arxiv_id_gets_no_arxiv_link() -> None:
    """The list's own "arXiv:" tag stands, even when it names another version's id: a person decides."""
    lists = {"list.md": b"- [2020 FAST] **Quiver: An Informed Storage Cache for Deep Learning** arXiv:1911.00001\n"}
    paper = papers_of(lists)[0].model_copy(update={"arxiv_id": "2001.01858", "doi": None, "link_checks": []})
    assert [change.kind for edit in plan_edits([paper], lists, ALL).edits for change in edit.changes] == []


def test_a_dead_url_inside_another_address_is_not_struck() -> None:
    text = "[2020 FAST] Quiver: An Informed Storage Cache for Deep Learning. see https://b.org/?u=https://a.org/x\n"
    lists = {"list.txt": text.encode()}
    paper = papers_of(lists)[0].model_copy(update={"link_checks": [dead("https://a.org/x")]})
    assert fix(lists, [paper])["list.txt"].decode() == text


def test_only_selects_the_kinds_of_edit() -> None:
    lists = read_list("markdown.md")
    rules = FixRules.from_settings(Settings(), selected_kinds("ids"))
    kinds = {change.kind for edit in plan_edits(papers_of(lists), lists, rules).edits for change in edit.changes}
    assert kinds == {DOI, ARXIV}
    assert selected_kinds("links,year") == {"link-moved", "link-replaced", "link-dead", "year"}
    with pytest.raises(ValueError, match="nope"):
        selected_kinds("links,nope")


def test_the_dead_link_marker_comes_from_the_settings() -> None:
    lists = read_list("markdown.md")
    rules = FixRules.from_settings(Settings(fix_dead_marker="{link} <!-- dead since {date} -->"))
    fixed = fix(lists, papers_of(lists), rules)["markdown.md"].decode()
    assert "[[Code](https://github.com/mkuchnik/PCR_Release)] <!-- dead since 2026-11-30 -->" in fixed
    once = {"markdown.md": fixed.encode()}
    assert plan_edits(papers_of(once), once, rules).edits == []


def test_a_marker_that_drops_the_link_is_refused() -> None:
    with pytest.raises(ConfigError, match="fix_dead_marker"):
        load_settings(environ={}, overrides={"fix_dead_marker": "(dead {date})"})


def test_the_confidence_threshold_is_the_resolvers_unless_set() -> None:
    assert ALL.min_confidence == REUSE_CONFIDENCE
    lists = read_list("plain.txt")
    lowered = FixRules.from_settings(Settings(fix_min_confidence=0.75))
    fixed = fix(lists, papers_of(lists), lowered)["plain.txt"].decode()
    assert "Recommendation Models. [PDF] [Slides] [arXiv: 2010.08679]\n" in fixed


@pytest.mark.parametrize(("confidence", "adds_the_arxiv_link"), [(0.80, True), (0.7999, False)])
def test_a_match_exactly_as_sure_as_min_confidence_is_sure_enough(confidence: float, adds_the_arxiv_link: bool) -> None:
    lists = read_list("plain.txt")
    papers = [paper.model_copy(update={"confidence": confidence}) for paper in papers_of(lists)]
    fixed = fix(lists, papers, FixRules.from_settings(Settings(fix_min_confidence=0.80)))["plain.txt"].decode()
    assert ("Recommendation Models. [PDF] [Slides] [arXiv: 2010.08679]\n" in fixed) is adds_the_arxiv_link


def test_the_fix_corrects_exactly_the_tags_the_report_lists_for_correction() -> None:
    assert rules.list_correction is report.list_correction  # one judgement, not a copy
    lists = {name: (DATA / name).read_bytes() for name in ("plain.txt", "bulleted.txt", "markdown.md")}
    papers = papers_of(lists)
    listed = {
        (report.location(occurrence), found.field)
        for paper in papers
        if paper.status == "resolved"
        for occurrence in paper.occurrences
        for conflict in paper.conflicts
        if (found := report.list_correction(paper, occurrence, conflict))
    }
    corrected = {
        (f"{edit.file}:{edit.line}", change.kind)
        for edit in plan_edits(papers, lists, ALL).edits
        for change in edit.changes
        if change.kind in (YEAR, VENUE)
    }
    assert corrected == listed
    assert len(listed) == 3


def test_a_line_edited_since_the_run_is_left_alone_and_counted() -> None:
    lists = read_list("bulleted.txt")
    papers = papers_of(lists)
    edited = lists["bulleted.txt"].replace(b"Chimera: Efficiently", b"Chimera: efficiently")
    shortened = b"\n".join(edited.split(b"\n")[:6])  # the last lines are gone
    plan = plan_edits(papers, {"bulleted.txt": shortened}, ALL)
    assert [edit.line for edit in plan.edits] == []
    assert plan.left_alone[CHANGED_SINCE_RUN] == 3


def test_an_edit_is_not_applied_to_a_line_that_changed_after_planning() -> None:
    lists = read_list("bulleted.txt")
    plan = plan_edits(papers_of(lists), lists, ALL)
    changed = lists["bulleted.txt"].replace(b"Chimera", b"CHIMERA")
    fixed = apply_edits(changed, plan.edits)
    assert b"CHIMERA: Efficiently Training Large-Scale Neural Networks with Bidirectional Pipelines\n" in fixed


def test_lists_are_not_written_when_they_changed_on_disk(tmp_path: Path) -> None:
    path = tmp_path / "bulleted.txt"
    lists = read_list("bulleted.txt")
    path.write_bytes(lists["bulleted.txt"] + b"\n")
    fixed = fixed_lists(lists, plan_edits(papers_of(lists), lists, ALL))
    assert write_lists({"bulleted.txt": path}, lists, fixed) == ["bulleted.txt"]
    assert path.read_bytes() == lists["bulleted.txt"] + b"\n"


# ------------------------------------------------------------------------------------------------ byte exactness


def test_the_seed_lists_round_trip_unchanged_with_no_edits_selected() -> None:
    lists = {path.name: path.read_bytes() for path in sorted(SEEDS.iterdir())}
    nothing = FixRules.from_settings(Settings(), ())
    for name, data in lists.items():
        assert join_lines(split_lines(data)) == data
        texts = [(name, decode_seed(data, name))]
        papers = [
            ExportedPaper(
                id=e.id,
                status="resolved",
                confidence=1.0,
                title=e.title,
                doi="10.1000/x",
                arxiv_id="2001.00001",
                occurrences=e.occurrences,
                seed_key=e.id,
            )
            for e in parse_texts(texts).entries
        ]
        plan = plan_edits(papers, {name: data}, nothing)
        assert plan.edits == []
        assert apply_edits(data, plan.edits) == data
        assert plan_edits(papers, {name: data}, ALL).edits  # the same papers with every edit selected: edits


_ENTRY = "[2021 FAST] CheckFreq: Frequent, Fine-Grained DNN Checkpointing. [PDF]"
_LINE_TEXT = st.one_of(
    st.text(alphabet=st.characters(blacklist_characters="\n\r", blacklist_categories=("Cs",)), max_size=40).map(
        lambda text: text.encode("utf-8")
    ),
    st.binary(max_size=40).map(lambda data: data.replace(b"\n", b"").replace(b"\r", b"")),
    st.sampled_from([b"", b"   ", "• [SC ‘21’] Chimera   ".encode(), "“quoted” ’ 20\t".encode(), _ENTRY.encode()]),
)
_ENDING = st.sampled_from([b"\n", b"\r\n", b"\r"])  # a lone "\r" ends a line too (enrich.files.LINE_ENDING)


@st.composite
def lists_with_an_entry(draw) -> tuple[bytes, int]:
    """A list of arbitrary lines, one of which is the entry line; (bytes, the entry's 1-based line number)."""
    lines = draw(st.lists(st.tuples(_LINE_TEXT, _ENDING), max_size=12))
    at = draw(st.integers(0, len(lines)))
    lines.insert(at, (_ENTRY.encode("utf-8") + draw(st.sampled_from([b"", b"  ", b"\t"])), draw(_ENDING)))
    # A lone "\r" right before an empty line's "\n" would be one "\r\n" ending, the two lines one.
    assume(not any(ending == b"\r" and (text + end).startswith(b"\n") for (_, ending), (text, end) in pairwise(lines)))
    data = b"".join(text + ending for text, ending in lines)
    if draw(st.booleans()):
        data = data[: -len(lines[-1][1])]  # no newline at the end
    if draw(st.booleans()):
        data = b"\xef\xbb\xbf" + data
    return data, at + 1


def _entry_paper(line: int, raw: str) -> ExportedPaper:
    occurrence = Occurrence(
        file="list.txt",
        line=line,
        section=[],
        raw=raw,
        format="plain",
        seed_title="CheckFreq",
        seed_year=2021,
        seed_venue="FAST",
        seed_venue_acronym="FAST",
    )
    return ExportedPaper(
        id="checkfreq",
        status="resolved",
        confidence=0.99,
        title="CheckFreq",
        year=2021,
        doi="10.5555/3456727.3456735",
        occurrences=[occurrence],
        seed_key="k",
    )


@hypothesis_settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lists_with_an_entry())
def test_every_byte_outside_the_edited_line_text_survives(case: tuple[bytes, int]) -> None:
    data, line = case
    lines = split_lines(data)
    assert join_lines(lines) == data
    raw = lines[line - 1].text()
    plan = plan_edits([_entry_paper(line, raw)], {"list.txt": data}, ALL)
    fixed = apply_edits(data, plan.edits)
    after = split_lines(fixed)
    assert len(after) == len(lines)
    for number, (old, new) in enumerate(zip(lines, after, strict=True), 1):
        if number == line:
            assert (new.prefix, new.ending) == (old.prefix, old.ending)
            assert (
                new.body == old.body.rstrip() + b" [DOI: 10.5555/3456727.3456735]" + old.body[len(old.body.rstrip()) :]
            )
        else:
            assert new == old
    assert (
        apply_edits(fixed, plan_edits([_entry_paper(line, after[line - 1].text())], {"list.txt": fixed}, ALL).edits)
        == fixed
    )


@hypothesis_settings(max_examples=200, deadline=None)
@given(lists_with_an_entry(), st.integers(1, 3))
def test_an_entry_whose_line_moved_is_never_touched(case: tuple[bytes, int], shift: int) -> None:
    data, line = case
    lines = split_lines(data)
    raw = lines[line - 1].text()
    assume(line + shift > len(lines) or lines[line + shift - 1].text() != raw)
    plan = plan_edits([_entry_paper(line + shift, raw)], {"list.txt": data}, ALL)
    assert plan.edits == [] and plan.left_alone == {CHANGED_SINCE_RUN: 1}


# ------------------------------------------------------------------------------------------------ command line


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project folder with the three test lists in seeds/ and the output of a run over them."""
    (tmp_path / "seeds").mkdir()
    lists = {}
    for name in ("plain.txt", "bulleted.txt", "markdown.md"):
        (tmp_path / "seeds" / name).write_bytes((DATA / name).read_bytes())
        lists[f"seeds/{name}"] = (DATA / name).read_bytes()
    (tmp_path / "output").mkdir()
    (tmp_path / "output" / "papers.jsonl").write_text(papers_jsonl(papers_of(lists)), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    for variable in [name for name in os.environ if name.startswith("ENRICH_")]:
        monkeypatch.delenv(variable)
    return tmp_path


def test_fix_prints_the_diff_and_writes_nothing_by_default(project: Path, capsys: pytest.CaptureFixture) -> None:
    before = {path: path.read_bytes() for path in (project / "seeds").iterdir()}
    assert main(["fix"]) == 0
    captured = capsys.readouterr()
    assert "+++ b/seeds/markdown.md" in captured.out
    assert captured.err == (
        "enrich fix: 17 edits on 9 lines in 3 files (link-moved 2, link-dead 1, doi 7, arxiv 4, year 2, venue 1); "
        "6 entry lines left alone (nothing to fix 4, entry ambiguous 1, entry unresolved 1); dry run, nothing "
        "written (--write applies them).\n"
    )
    assert {path: path.read_bytes() for path in (project / "seeds").iterdir()} == before


def test_fix_write_applies_the_diff_and_the_pr_body(project: Path, capsys: pytest.CaptureFixture) -> None:
    assert main(["fix", "--write", "--only", "links", "--pr-body", "pr.md"]) == 0
    markdown = (project / "seeds" / "markdown.md").read_text(encoding="utf-8")
    assert "(https://github.com/NVlabs/webdataset)" in markdown
    assert "~~[[Code](https://github.com/mkuchnik/PCR_Release)]~~ (dead 2026-11-30)" in markdown
    assert (project / "seeds" / "plain.txt").read_bytes() == (DATA / "plain.txt").read_bytes()
    assert "| dead link marked | 1 |" in (project / "pr.md").read_text(encoding="utf-8")
    assert not [path.name for path in (project / "seeds").iterdir() if path.name.startswith(".")]
    capsys.readouterr()
    assert main(["fix", "--only", "links"]) == 0
    assert capsys.readouterr().out == ""


def test_fix_without_a_run_exits_2_and_says_what_to_do(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "seeds").mkdir()
    assert main(["fix"]) == 2
    assert "output/papers.jsonl not found: run `enrich run` first" in capsys.readouterr().err


def test_fix_on_lists_the_run_did_not_read_exits_2(project: Path, capsys: pytest.CaptureFixture) -> None:
    (project / "elsewhere").mkdir()
    (project / "elsewhere" / "plain.txt").write_bytes((DATA / "plain.txt").read_bytes())
    assert main(["fix", "--seeds", "elsewhere"]) == 2
    assert "the last run names none of the lists in elsewhere" in capsys.readouterr().err


def test_fix_write_exits_2_and_writes_nothing_while_a_run_holds_the_lock(
    project: Path, capsys: pytest.CaptureFixture
) -> None:
    before = {path: path.read_bytes() for path in (project / "seeds").iterdir()}
    with output_lock(project / "output"):
        assert main(["fix", "--write", "--pr-body", "pr.md"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("enrich: error: another enrich run")
    assert "holds the lock" in captured.err and captured.err.count("\n") == 1
    assert {path: path.read_bytes() for path in (project / "seeds").iterdir()} == before
    assert not (project / "pr.md").exists()
    assert main(["fix", "--write"]) == 0  # released: the fix goes ahead
    assert {path: path.read_bytes() for path in (project / "seeds").iterdir()} != before


def test_a_run_cannot_take_the_lock_while_fix_writes(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    refused = []

    def write_lists_while_a_run_tries_to_start(*arguments: Any) -> list[str]:
        with pytest.raises(LockHeldError, match="holds the lock"), output_lock(project / "output"):
            pass
        refused.append(True)
        return write_lists(*arguments)

    monkeypatch.setattr(stage, "write_lists", write_lists_while_a_run_tries_to_start)
    assert main(["fix", "--write"]) == 0
    assert refused == [True]


def test_a_dry_run_takes_no_lock(project: Path, capsys: pytest.CaptureFixture) -> None:
    with output_lock(project / "output"):
        assert main(["fix"]) == 0
    assert "+++ b/seeds/markdown.md" in capsys.readouterr().out


def test_fix_write_without_a_run_leaves_no_output_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "seeds").mkdir()
    assert main(["fix", "--write"]) == 2
    assert "output/papers.jsonl not found" in capsys.readouterr().err
    assert not (tmp_path / "output").exists()


def test_fix_refuses_an_unknown_selection(project: Path) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["fix", "--only", "links,titles"])
    assert stopped.value.code == 2


def test_every_edit_kind_can_be_selected() -> None:
    assert selected_kinds("links,ids,year,venue,title,published,duplicates,retractions") == set(EDIT_KINDS)


def test_removing_duplicates_and_marking_retractions_are_made_only_when_asked() -> None:
    assert selected_kinds(rules.DEFAULT_SELECTION) == set(EDIT_KINDS) - {rules.DUPLICATE, rules.RETRACTED, rules.TITLE}
    assert FixRules.from_settings(Settings()).kinds == selected_kinds(rules.DEFAULT_SELECTION)


# ------------------------------------------------------------------------------------------------ end to end


def tag_of(line: str):
    return parse_tag(line[line.index("[") + 1 : line.index("]")])


@pytest.mark.e2e
def test_run_then_fix_write_puts_true_identifiers_in_the_lists_and_a_second_night_finds_nothing(tmp_path: Path) -> None:
    """run (resolve against the fakes; links offline: this machine cannot reach the lists' hosts), fix --write,
    then the next night's run and fix: nothing more to do."""
    corpus = build_corpus(seeds_dir=SEEDS)
    workspace = new_workspace(tmp_path / "project")
    original = {path.name: path.read_bytes() for path in workspace.seeds.iterdir()}

    def night(fakes: FakeHosts) -> None:
        for arguments in (("--stage", "resolve"), ("--stage", "export", "--offline")):
            result = run_enrich(workspace, fakes, *arguments)
            assert result.returncode in (0, 1), result.stderr

    def enrich_fix(fakes: FakeHosts, *arguments: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "enrich.cli", "fix", *arguments],
            cwd=workspace.root,
            env=run_environment(fakes),
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )

    with FakeHosts(FakeOptions(time_scale=FAST_TIME_SCALE), corpus) as fakes:
        night(fakes)
        fixed = enrich_fix(fakes, "--write", "--pr-body", "pr.md")
        assert fixed.returncode == 0, fixed.stderr
        assert "; written." in fixed.stderr
        night(fakes)
        again = enrich_fix(fakes)
    assert again.returncode == 0 and again.stdout == "", again.stdout
    assert again.stderr.startswith("enrich fix: 0 edits on 0 lines in 0 files;")

    added = corrected = 0
    for name, before in original.items():
        old_lines, new_lines = split_lines(before), split_lines((workspace.seeds / name).read_bytes())
        assert len(new_lines) == len(old_lines)
        for number, (old, new) in enumerate(zip(old_lines, new_lines, strict=True), 1):
            if new == old:
                continue
            truth = corpus.for_seed(name, number)
            assert truth is not None, f"{name}:{number} names no paper but was edited"
            tag = tag_of(new.body.decode())
            if tag != tag_of(old.body.decode()):
                assert (tag.year, tag.venue_acronym) == (truth.year, truth.venue), f"{name}:{number}"
                corrected += 1
            for doi in re.findall(r"\[DOI: (\S+)\]|\(https://doi\.org/([^)]+)\)", new.body.decode()):
                assert truth.doi == (doi[0] or doi[1]), f"{name}:{number}"
                added += 1
    assert added >= 50 and corrected >= 1
    assert "| DOI link added |" in (workspace.root / "pr.md").read_text(encoding="utf-8")


# ------------------------------------------------------------------------------------------- symlinked lists


def link_list_from_elsewhere(project: Path, name: str) -> Path:
    """Move seeds/<name> to lists/<name> and link it back into seeds/ by a relative link; returns the link."""
    (project / "lists").mkdir(exist_ok=True)
    (project / "seeds" / name).rename(project / "lists" / name)
    link = project / "seeds" / name
    link.symlink_to(Path("..") / "lists" / name)
    return link


def test_fix_write_edits_the_file_a_symlinked_list_points_to_and_keeps_the_link(project: Path) -> None:
    link = link_list_from_elsewhere(project, "markdown.md")
    assert main(["fix", "--write", "--only", "links"]) == 0
    assert link.is_symlink() and os.readlink(link) == os.path.join("..", "lists", "markdown.md")
    target = (project / "lists" / "markdown.md").read_text(encoding="utf-8")
    assert "(https://github.com/NVlabs/webdataset)" in target
    assert not [
        path.name for folder in ("seeds", "lists") for path in (project / folder).iterdir() if path.name.startswith(".")
    ]  # no temporary file left beside the link or the target


@pytest.mark.parametrize(
    "points_to, message",
    [
        ("../lists/gone.md", "seeds/extra.md is a symbolic link to ../lists/gone.md, which does not exist"),
        ("extra.md", "seeds/extra.md is a symbolic link that loops back on itself"),
    ],
)
def test_fix_refuses_a_list_link_that_leads_nowhere(
    project: Path, capsys: pytest.CaptureFixture, points_to: str, message: str
) -> None:
    (project / "seeds" / "extra.md").symlink_to(points_to)
    before = {path: path.read_bytes() for path in (project / "seeds").iterdir() if path.is_file()}
    assert main(["fix", "--write"]) == 2
    assert f"enrich: error: {message}" in capsys.readouterr().err
    assert {path: path.read_bytes() for path in (project / "seeds").iterdir() if path.is_file()} == before
    assert (project / "seeds" / "extra.md").is_symlink()


def test_a_list_link_that_breaks_before_the_write_is_refused_not_replaced(
    project: Path, capsys: pytest.CaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    link = link_list_from_elsewhere(project, "markdown.md")
    planned = stage.fixed_lists

    def target_removed_after_planning(*arguments: Any) -> dict[str, bytes]:
        fixed = planned(*arguments)
        link.unlink()
        link.symlink_to(Path("..") / "lists" / "moved-away.md")
        return fixed

    monkeypatch.setattr(stage, "fixed_lists", target_removed_after_planning)
    assert main(["fix", "--write", "--only", "links"]) == 2
    assert "which does not exist" in capsys.readouterr().err
    assert link.is_symlink() and not (project / "lists" / "moved-away.md").exists()
