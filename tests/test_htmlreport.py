"""report.html and the run history behind its trend plot: what the page shows and that it stays self-contained."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import replace
from html.parser import HTMLParser
from pathlib import Path

import pytest

import enrich
from enrich.export.history import HISTORY_RUNS, read_history
from enrich.export.html import DECISIONS_OPEN, ITEMS_SHOWN
from enrich.export.outputs import export, to_exported
from enrich.models import Link, LinkKind, Unparsed
from tests.synthetic_papers import synthetic_papers
from tests.test_export import (
    QUIVER_PDF,
    READING,
    STORAGE,
    current_papers,
    gandiva,
    horovod,
    previous_papers,
    run_info,
)

PAGE_BUDGET_BYTES = 2_000_000


def page_of(folder: Path) -> str:
    return (folder / "report.html").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def page_after_a_run(tmp_path_factory: pytest.TempPathFactory) -> str:
    """report.html of the scenario, with the previous run's papers to compare with; rendered once, only read."""
    folder = tmp_path_factory.mktemp("after-a-run")
    export(current_papers(), folder, run_info(), previous_papers())
    return page_of(folder)


@pytest.fixture(scope="module")
def page_of_a_first_run(tmp_path_factory: pytest.TempPathFactory) -> str:
    """report.html of the scenario with no earlier output; rendered once, only read."""
    folder = tmp_path_factory.mktemp("first-run")
    export(current_papers(), folder, run_info(), None)
    return page_of(folder)


def section(page: str, section_id: str) -> str:
    return page.split(f'id="{section_id}"', 1)[1].split("</section>", 1)[0]


class Tags(HTMLParser):
    """Every start tag with its attributes, to check the page the way a browser reads it."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def tags_of(page: str) -> list[tuple[str, dict[str, str | None]]]:
    parser = Tags()
    parser.feed(page)
    return parser.tags


def test_the_page_opens_with_the_verdict_and_exit_code_then_every_section_in_order(page_after_a_run: str) -> None:
    page = page_after_a_run
    verdict = page.split("</header>")[0]
    assert 'class="verdict exit-3"' in verdict and "exit code 3" in verdict and "source s2 was down" in verdict
    order = [page.index(f'id="{name}"') for name in ("verdict", "changes", "attention", "links", "plots", "papers")]
    assert order == sorted(order)


def test_the_page_needs_nothing_from_outside(page_after_a_run: str) -> None:
    page = page_after_a_run
    tags = tags_of(page)
    assert not [tag for tag, attrs in tags if "src" in attrs or tag in ("link", "img", "iframe", "object", "embed")]
    assert [attrs for tag, attrs in tags if tag == "script"] == [{}]  # one script, inline
    assert "@import" not in page and "url(http" not in page
    assert [tag for tag, _attrs in tags].count("svg") == 5


def test_tonights_changes_name_new_removed_edited_entries_and_newly_dead_links_at_their_line(
    page_after_a_run: str,
) -> None:
    changes = section(page_after_a_run, "changes")
    assert "New entries (1)" in changes and "Horovod: fast and easy distributed deep learning" in changes
    assert "Removed entries (1)" in changes and "A Paper Dropped From the List" in changes
    died = changes.split("Newly dead links (1)")[1].split("</details>")[0]
    assert f"{STORAGE}:52" in died and f'href="{QUIVER_PDF}"' in died and "HTTP 404" in died
    assert 'unresolved</span> → <span class="badge ambiguous">' in changes


def test_a_first_run_says_there_is_nothing_to_compare_with(page_of_a_first_run: str) -> None:
    assert "First run: no earlier output to compare with." in section(page_of_a_first_run, "changes")


def test_an_ambiguous_entry_shows_the_list_beside_each_candidate_with_its_evidence(page_of_a_first_run: str) -> None:
    attention = section(page_of_a_first_run, "attention")
    themis = attention.split("<b>Themis: Fair and Efficient GPU Cluster Scheduling</b>")[1].split("</details>")[0]
    assert f"{READING}:35" in themis and "two records within 0.05 of each other" in themis
    assert attention.count('<details class="decision" open>') == 2  # short groups: every table shown
    header = themis.split("</thead>")[0]
    assert re.findall(r"<th>(.*?)</th>", header) == ["", "the list", "dblp · score 0.780", "dblp · score 0.740"]
    venue_row = re.search(r"<tr><th>venue</th>(.*?)</tr>", themis).group(1)
    assert re.findall(r"<td>(.*?)</td>", venue_row) == ["NSDI", "NSDI", "CoRR"]
    title_match = re.search(r"<tr><th>title match</th>(.*?)</tr>", themis).group(1)
    assert re.findall(r"<td>(.*?)</td>", title_match) == ["", "0.78", "0.74"]
    assert "Unresolved: the closest records (1)" in attention and "Fairness in GPU Clusters" in attention


def test_dead_moved_and_blocked_links_are_listed_at_the_line_that_carries_them(page_of_a_first_run: str) -> None:
    links = section(page_of_a_first_run, "links")
    dead = links.split("<summary>Dead (1)</summary>")[1].split("</details>")[0]
    assert f"{STORAGE}:52" in dead and QUIVER_PDF in dead
    moved = links.split("<summary>Moved (1)</summary>")[1]
    assert 'href="https://www.usenix.org/conference/fast20/kumar"' in moved
    blocked = links.split("<summary>Blocked: check by hand (1)</summary>")[1].split("</details>")[0]
    assert "https://github.com/Shigangli/Chimera" in blocked and "HTTP 403" in blocked


def test_the_lines_to_fix_show_each_unreadable_line_at_its_place_with_its_reason_and_the_corrections(
    tmp_path: Path,
) -> None:
    unclosed = "[2020 FAST] **Quiver: An Informed Storage Cache for Deep Learning"
    unparsed = [Unparsed(file=STORAGE, line=52, raw=unclosed, reason="the bold title is not closed")]
    wrong_year = gandiva((READING, 52, 2019, "OSDI"))
    export([wrong_year, horovod()], tmp_path, run_info(), None, unparsed=unparsed)
    fixes = section(page_of(tmp_path), "list-fixes")
    unreadable = fixes.split("<summary>Lines that could not be read (1)</summary>")[1].split("</details>")[0]
    assert f"{STORAGE}:52" in unreadable and "the bold title is not closed" in unreadable and unclosed in unreadable
    corrections = fixes.split("<summary>List entries to correct (1)</summary>")[1].split("</details>")[0]
    assert f"{READING}:52" in corrections and "year: the list says 2019, dblp says 2018" in corrections


def test_a_bad_night_is_headed_by_what_failed(tmp_path: Path) -> None:
    run = replace(
        run_info(),
        sources_down={},
        failed=["links: no network"],
        exit_reasons=["links: no host answered (network down?); every link keeps its last state"],
    )
    export(current_papers(), tmp_path, run, None)
    headline = page_of(tmp_path).split("<h1>")[1].split("</h1>")[0]
    assert headline.startswith("links: no network") and "source" not in headline
    assert "**Failed: links: no network.**" in (tmp_path / "report.md").read_text(encoding="utf-8")


def test_the_table_has_a_row_per_paper_with_its_identifier_and_list_links(page_of_a_first_run: str) -> None:
    table = section(page_of_a_first_run, "papers")
    rows = [attrs for tag, attrs in tags_of(table) if tag == "tr" and "data-status" in attrs]
    assert [(row["data-status"], row["data-year"], row["data-cites"]) for row in rows] == [
        ("resolved", "2020", "600"),
        ("resolved", "2018", "900"),
        ("resolved", "2021", "150"),
        ("resolved", "2020", ""),
        ("ambiguous", "2020", ""),
        ("unresolved", "2020", ""),
    ]
    chimera = table.split("Chimera: Efficiently Training")[1].split("</tr>")[0]
    assert 'href="https://doi.org/10.1145/3458817.3476145"' in chimera
    assert (
        'href="https://arxiv.org/abs/2107.06925"' in chimera and 'href="https://dblp.org/rec/conf/sc/LiH21"' in chimera
    )
    quiver = table.split("Quiver: An Informed Storage Cache")[1].split("</tr>")[0]
    assert f'class="own dead" title="dead: HTTP 404" href="{QUIVER_PDF}"' in quiver
    assert "<option>every venue</option>" not in table and "<option>NSDI</option>" in table


def test_text_from_the_lists_is_escaped_and_only_web_links_are_clickable(tmp_path: Path) -> None:
    title = '<script>alert(1)</script> Fast & Furious: "quoted" $x$'
    risky = horovod().model_copy(
        update={
            "title": title,
            "venue_acronym": "<b>",
            "links": [Link(kind=LinkKind.code, label="Code", url="javascript:alert(1)")],
        }
    )
    export([risky], tmp_path, run_info(), None)
    page = page_of(tmp_path)
    assert "<script>alert(1)" not in page and "&lt;script&gt;alert(1)&lt;/script&gt; Fast &amp; Furious" in page
    assert 'data-venue="&lt;b&gt;"' in page
    assert 'href="javascript:' not in page and '<span class="own" title="not checked">Code</span>' in page


def test_a_thousand_papers_stay_under_the_page_budget(tmp_path: Path) -> None:
    papers = synthetic_papers(1000)
    export(papers, tmp_path, run_info(), None)
    page = page_of(tmp_path)
    assert len(page.encode("utf-8")) < PAGE_BUDGET_BYTES
    assert page.count("<tr data-status=") == 1000
    waiting = [sum(p.status == status for p in papers) for status in ("ambiguous", "unresolved", "error")]
    assert page.count('class="decision"') == sum(min(ITEMS_SHOWN, count) for count in waiting)
    # long groups fold to one line per entry; the short one (five errors) stays open
    assert page.count('<details class="decision" open>') == sum(count for count in waiting if count <= DECISIONS_OPEN)


def test_commands_that_draw_no_page_start_without_the_drawing_libraries() -> None:
    """matplotlib takes about half a second to import: every command would pay it at start if it were imported
    with the package rather than when a report is drawn; jinja2 likewise, on a smaller scale."""
    source = str(Path(enrich.__file__).resolve().parents[1])
    check = "import sys, enrich.cli; print(sorted({'matplotlib', 'jinja2'} & set(sys.modules)))"
    completed = subprocess.run(
        [sys.executable, "-c", check],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": source},
    )
    assert completed.stdout.strip() == "[]"


def test_plot_ids_are_unique_within_the_page(tmp_path: Path) -> None:
    export(synthetic_papers(50), tmp_path, run_info(), None)
    ids = [attrs["id"] for _tag, attrs in tags_of(page_of(tmp_path)) if attrs.get("id")]
    assert len(ids) == len(set(ids))


# -------------------------------------------------------------------------------------------------- history


def test_each_export_adds_one_line_of_counts_to_the_history_and_the_trend_plots_it(tmp_path: Path) -> None:
    export(previous_papers(), tmp_path, run_info(), None)
    export(current_papers(), tmp_path, run_info(), [to_exported(p) for p in previous_papers()])
    history = read_history(tmp_path / "history.jsonl")
    assert [line["by_status"]["ambiguous"] for line in history] == [0, 1]
    assert [line["links_reported_dead"] for line in history] == [1, 1]
    assert history[-1]["exit_code"] == 3 and history[-1]["papers"] == 6
    assert "The last 2 runs" in section(page_of(tmp_path), "plots")


def test_the_history_keeps_the_last_runs_and_skips_lines_it_cannot_read(tmp_path: Path) -> None:
    old = {
        "finished_at": "2025-01-01T02:00:00+00:00",
        "exit_code": 0,
        "papers": 1,
        "by_status": {"resolved": 1},
        "links_by_status": {},
        "links_reported_dead": 0,
    }
    lines = [json.dumps({**old, "papers": number}) for number in range(HISTORY_RUNS + 5)]
    (tmp_path / "history.jsonl").write_text("\n".join(lines[:3] + ["{cut off", "[]"] + lines[3:]) + "\n")
    export(current_papers(), tmp_path, run_info(), None)
    history = read_history(tmp_path / "history.jsonl")
    assert len(history) == HISTORY_RUNS
    assert [line["papers"] for line in history[:2]] == [6, 7] and history[-1]["papers"] == 6
    assert history[-1]["finished_at"] == "2025-03-28T02:14:05+00:00"
