"""The parse stage against the hand-labelled samples of real reading lists (tests/data/lists, tests.list_labels).

The target tests hold the totals over every labelled list; a failure prints the lines behind it, so a red run
says which entries to look at (``python -m tests.list_labels -v`` shows them per list). The sanity tests score a
tiny hand-made list whose labels are wrong on purpose, to prove that each metric can fail at all.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from enrich.models import Unparsed
from enrich.parse import ParseResult, parse_text
from tests.list_labels import (
    DEVELOPMENT_TARGETS,
    ERROR_METRICS,
    SPLIT_FILE,
    TARGETS,
    ListScore,
    Metric,
    Op,
    format_failure,
    load_labels,
    meets,
    part_of,
    score_all,
    score_list,
    score_result,
    table,
)

# The fifteen lists the rules were first written on keep the targets they met before the split (TARGETS); the
# development part as a whole, 83 lists in shapes the rules were then extended to, is held to DEVELOPMENT_TARGETS.
# The held-back part (lists drawn by the seed in split.json) is scored by `python -m tests.list_labels`
# and reported in docs/formats.md, never held here: a rule changed until a held-back figure passes would be tuned on it.
EARLIER_LISTS = (
    *("awesomerl", "codellm", "dblearn", "dbread", "diffusion", "dlroadmap", "embodied", "hsword"),
    *("llminf", "llmsys", "mllm", "mlsyspapers", "storage", "t2ibib", "tensorcomp"),
)


@pytest.fixture(scope="module")
def earlier() -> ListScore:
    return score_all(EARLIER_LISTS)[1]


@pytest.fixture(scope="module")
def development() -> ListScore:
    return score_all(part="development")[1]


def explain(key: str, metric: Metric, targets: dict[str, tuple[Op, float]] = TARGETS) -> str:
    op, target = targets[key]
    rate = "n/a" if metric.rate is None else f"{metric.rate:.1%}"
    head = f"{key}: {metric.count}/{metric.total} = {rate}, target {op} {target:g}; failures:"
    return "\n".join([head] + [f"[{failure.list}] " + format_failure(failure).lstrip() for failure in metric.failures])


@pytest.mark.parametrize("key", list(TARGETS))
def test_the_earlier_lists_keep_their_targets(earlier: ListScore, key: str) -> None:
    metric = getattr(earlier, key)
    held = meets(key, metric)  # not inside the assert: pytest would print the whole Metric repr as well
    assert held, explain(key, metric)


@pytest.mark.parametrize("key", list(DEVELOPMENT_TARGETS))
def test_the_development_part_meets_its_targets(development: ListScore, key: str) -> None:
    metric = getattr(development, key)
    held = meets(key, metric, DEVELOPMENT_TARGETS)
    assert held, explain(key, metric, DEVELOPMENT_TARGETS)


def test_the_earlier_lists_are_development() -> None:
    assert {part_of(name) for name in EARLIER_LISTS} == {"development"}


def test_a_list_an_earlier_seed_held_back_stays_held_back_under_a_new_seed(tmp_path: Path) -> None:
    """Each name's part under the new seed is what the hash says unless split.json names it: names under
    "held_back" keep that part whichever way the new seed would draw them."""
    names = [f"list{number}" for number in range(40)]
    split_file = tmp_path / "split.json"
    split_file.write_text(json.dumps({"seed": "new", "development": [], "held_back": names}), encoding="utf-8")
    assert {part_of(name, split_file) for name in names} == {"held-back"}
    split_file.write_text(json.dumps({"seed": "new", "development": []}), encoding="utf-8")
    assert {part_of(name, split_file) for name in names} == {"held-back", "development"}


def test_the_seed_holds_a_fair_share_of_the_lists_it_draws_back() -> None:
    """Lists split.json does not name are drawn by the seed; while it names every labelled list there is nothing
    held back to measure, and the test says so rather than passing."""
    split = json.loads(SPLIT_FILE.read_text(encoding="utf-8"))
    drawn = set(load_labels()) - set(split["development"]) - set(split.get("held_back", ()))
    if not drawn:
        pytest.skip("no lists in the held-back part: split.json names every labelled list development")
    held_back = [name for name in drawn if part_of(name) == "held-back"]
    assert len(held_back) >= len(drawn) // 3, "a fair share of the lists drawn by the seed is held back"


# ------------------------------------------------------------------------------------------------ the scorer

TITLE = "Tectonic-Shift: A Composite Storage Fabric"
PDF = "https://example.org/a.pdf"
# The seeds' own format, which the parser has always read: only the labels below vary.
TINY_LIST = f"""# Papers

[2023 ATC] **{TITLE}**. [[PDF]({PDF})]
Some prose about the papers above.
"""
EMPTY = {"title": None, "year": None, "venue": None, "authors": None, "links": [], "doi": None, "arxiv_id": None}


def label(line: int, kind: str, notes: str = "", **fields: Any) -> dict[str, Any]:
    return {
        "list": "tiny",
        "line": line,
        "text": TINY_LIST.split("\n")[line - 1],
        "kind": kind,
        **EMPTY,
        "entry_lines": [line],
        "notes": notes,
        **fields,
    }


def paper(**changes: Any) -> dict[str, Any]:
    fields = {"title": TITLE, "year": 2023, "venue": "ATC", "links": [{"url": PDF, "kind": "pdf"}], **changes}
    return label(3, "paper", **fields)


def tiny(tmp_path: Path, paper_line: dict[str, Any], line_4: dict[str, Any] | None = None) -> Path:
    """A list folder and its labels laid out as in tests/data/lists (with a PROVENANCE file to skip)."""
    records = [label(1, "heading"), paper_line, line_4 or label(4, "description")]
    (tmp_path / "labels").mkdir()
    (tmp_path / "labels" / "tiny.jsonl").write_text("\n".join(json.dumps(record) for record in records) + "\n")
    (tmp_path / "labels" / "summary.json").write_text("{}")
    (tmp_path / "tiny").mkdir()
    (tmp_path / "tiny" / "PROVENANCE.md").write_text("# copied from nowhere\n")
    (tmp_path / "tiny" / "README.md").write_text(TINY_LIST)
    return tmp_path


def figures(score: ListScore) -> dict[str, tuple[int, int]]:
    return {key: (metric.count, metric.total) for key, metric in score.metrics().items() if metric.total}


def test_right_labels_score_perfectly(tmp_path: Path) -> None:
    """The premise of the tests below: the tiny list parses as labelled, and case or punctuation do not count."""
    scores, summed = score_all(root=tiny(tmp_path, paper(title=TITLE.upper().replace(":", ""), venue="USENIX ATC")))
    assert [score.file for score in scores] == ["tiny/README.md"]
    assert figures(summed) == {
        "entry_recall": (1, 1),
        "silent_losses": (0, 1),
        "title_accuracy": (1, 1),
        "year_accuracy": (1, 1),
        "venue_accuracy": (1, 1),
        "link_recall": (1, 1),
        "nonpaper_as_paper": (0, 2),
        "unparsed_noise": (0, 2),
        "wrong_entries": (0, 3),
    }


@pytest.mark.parametrize(
    ("key", "paper_line", "line_4", "expected"),
    [
        ("entry_recall", paper(), label(4, "paper", title="Some Prose"), (1, 2)),
        ("entry_recall", paper(more_entries=[{**EMPTY, "title": "A Second Paper", "notes": ""}]), None, (1, 2)),
        ("silent_losses", paper(), label(4, "paper", title="Some Prose"), (1, 2)),
        ("title_accuracy", paper(title="Tectonic-Shift Revisited"), None, (0, 1)),
        ("year_accuracy", paper(year=2022), None, (0, 1)),
        ("venue_accuracy", paper(venue="OSDI"), None, (0, 1)),
        ("authors_accuracy", paper(authors=["A. Person"]), None, (0, 1)),
        (
            "link_recall",
            paper(links=[{"url": PDF, "kind": "pdf"}, {"url": "https://example.org/b", "kind": "other"}]),
            None,
            (1, 2),
        ),
        ("id_accuracy", paper(doi="10.1145/3600006.3613000"), None, (0, 1)),
        ("nonpaper_as_paper", label(3, "heading"), None, (1, 3)),
        ("wrong_entries", label(3, "heading"), None, (1, 3)),
        ("nonpaper_as_paper", label(3, "other", notes="unsure: a paper?"), None, (0, 2)),  # unsure: not scored
        ("continuation_as_entry", label(3, "continuation", notes="of 1", title=TITLE), None, (1, 1)),
    ],
)
def test_each_metric_counts_a_miss(
    tmp_path: Path, key: str, paper_line: dict[str, Any], line_4: dict[str, Any] | None, expected: tuple[int, int]
) -> None:
    score = score_list("tiny", load_labels(tiny(tmp_path, paper_line, line_4))["tiny"], root=tmp_path)
    metric = getattr(score, key)
    assert (metric.count, metric.total) == expected
    assert len(metric.failures) == (metric.count if key in ERROR_METRICS else metric.total - metric.count)


def test_the_scorer_counts_unparsed_noise(tmp_path: Path) -> None:
    """Which prose lines a parser reports as unparsed is its own business, so the Unparsed record is made here."""
    root = tiny(tmp_path, paper())
    parsed = parse_text(TINY_LIST, file="tiny/README.md")
    noisy = Unparsed(file="tiny/README.md", line=4, raw="Some prose about the papers above.", reason="no tag")
    result = ParseResult(records=[*parsed.records, noisy], files=parsed.files)
    score = score_result("tiny", "tiny/README.md", load_labels(root)["tiny"], result)
    assert (score.unparsed_noise.count, score.unparsed_noise.total) == (1, 2)
    assert [failure.line for failure in score.unparsed_noise.failures] == [4]
    assert not meets("unparsed_noise", score.unparsed_noise)


def test_the_held_back_part_scored_with_the_rest_shows_its_totals_alone() -> None:
    """A held-back list's own row, diffed around a change, tells of its shape: the table of the part scored with
    the rest has its totals and no list's row."""
    scores = [ListScore("heldlist", "heldlist/README.md")]
    assert "heldlist" in table(scores, ListScore("total", ""))
    assert "heldlist" not in table(scores, ListScore("total", ""), per_list=False)
    assert "TOTAL" in table(scores, ListScore("total", ""), per_list=False)
