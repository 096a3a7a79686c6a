"""`enrich eval`: exact scores for hand-built outputs, and the labelled set itself is well-formed."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from enrich.evaluate import (
    TRAP_KINDS,
    EvalInputError,
    GoldEntry,
    load_gold,
    pair,
    run_eval,
    score,
)
from enrich.models import Author, ExportedPaper, Occurrence
from enrich.parse import parse_paths
from enrich_fakes.corpus import GOLD_PATH

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT / "seeds"
LIST_002 = "002_39e11491a07e2f23.txt"
LIST_000 = "000_2e703cf54a57efcd.txt"

GOLD = load_gold(GOLD_PATH)
BY_LINE = {entry.seed_line: entry for entry in GOLD}

QUIVER = BY_LINE["[2020 FAST] Quiver: An Informed Storage Cache for Deep Learning. [PDF] [Slides]"]  # USENIX: no DOI
STALLS = BY_LINE["[2021 VLDB] Analyzing and Mitigating Data Stalls in DNN Training. [PDF] [DS-Analyzer] [CoorDL Code]"]
DIESEL = BY_LINE[
    "[2020 ICPP] DIESEL: A Dataset-Based Distributed Storage and Caching System for Large-Scale Deep "
    "Learning Training. [PDF] [Slides]"
]
DIESEL_PLUS = BY_LINE["[2022 TPDS] DIESEL+: Accelerating Distributed Deep Learning Tasks on Image Datasets. [PDF]"]
CHIMERA = BY_LINE["[SC ‘21’] Chimera: Efficiently Training Large-Scale Neural Networks with Bidirectional Pipelines"]


def record(
    entry: GoldEntry, *, status: str = "resolved", raw: str | None = None, file: str | None = None, **values: Any
) -> dict[str, Any]:
    """An output line for ``entry`` that predicts the gold values unless ``values`` overrides them."""
    bullet = "• " if entry.seed_file == LIST_002 else ""
    fields = {
        "doi": entry.doi,
        "arxiv_id": entry.arxiv_id,
        "year": entry.year,
        "venue_acronym": entry.venue_acronym,
        "title": entry.title,
        "authors": [{"name": name} for name in entry.authors or ()],
        "dblp_key": entry.dblp_key,
    }
    fields.update(values)
    return {
        "id": entry.title[:8],
        "status": status,
        **fields,
        "occurrences": [
            {
                "file": f"seeds/{file or entry.seed_file}",
                "line": 7,
                "raw": raw if raw is not None else bullet + entry.seed_line,
                "seed_title": entry.title,
            }
        ],
    }


# ------------------------------------------------------------------------------------------------ scoring


def test_right_wrong_and_missing_dois_give_exact_precision_and_recall() -> None:
    gold = [STALLS, DIESEL, DIESEL_PLUS, CHIMERA]
    output = [
        record(STALLS),  # right
        record(DIESEL, doi=DIESEL_PLUS.doi),  # the journal extension's DOI: wrong
        record(DIESEL_PLUS, doi=None),
    ]  # missing; Chimera has no record at all

    doi = score(output, gold).fields["doi"]

    assert (doi.predicted, doi.correct, doi.known) == (2, 1, 4)
    assert doi.precision == pytest.approx(0.5)
    assert doi.recall == pytest.approx(0.25)
    assert doi.f_score == pytest.approx(1.25 * 0.5 * 0.25 / (0.25 * 0.5 + 0.25))


def test_a_doi_predicted_for_a_paper_without_one_lowers_precision_not_recall() -> None:
    gold = [QUIVER, STALLS]
    honest = score([record(QUIVER), record(STALLS)], gold).fields["doi"]
    invented = score([record(QUIVER, doi="10.1145/3386691.3386710"), record(STALLS)], gold)

    assert honest.precision == 1.0
    assert invented.fields["doi"].precision == pytest.approx(0.5)
    assert invented.fields["doi"].recall == honest.recall == 1.0
    [wrong] = invented.wrong
    assert (wrong.field, wrong.seed_line, wrong.predicted, wrong.gold) == (
        "doi",
        QUIVER.seed_line,
        "10.1145/3386691.3386710",
        None,
    )


def test_an_arxiv_datacite_doi_is_a_wrong_doi() -> None:
    paper = BY_LINE["[NeurIPS '19] PyTorch: An Imperative Style, High-Performance Deep Learning Library"]

    doi = score([record(paper, doi="10.48550/arXiv.1912.01703")], [paper]).fields["doi"]

    assert (doi.predicted, doi.correct) == (1, 0)


@pytest.mark.parametrize("status", ["ambiguous", "unresolved", "error"])
def test_a_record_that_makes_no_decision_predicts_nothing(status: str) -> None:
    report = score([record(DIESEL, status=status, doi=DIESEL_PLUS.doi)], [DIESEL])

    assert all(field.predicted == 0 for field in report.fields.values())
    assert report.fields["doi"].recall == 0.0
    assert report.wrong == []
    assert report.paired == 1


def test_identifiers_are_compared_in_normal_form() -> None:
    report = score(
        [record(STALLS, doi="https://doi.org/10.14778/3446095.3446100".upper(), arxiv_id="arXiv:2007.06775v3")],
        [STALLS],
    )

    assert report.fields["doi"].correct == 1
    assert report.fields["arxiv_id"].correct == 1


def test_authors_are_an_ordered_list_compared_without_accents_or_case() -> None:
    tf_data = BY_LINE["[2021 VLDB] tf.data: A Machine Learning Data Processing Framework. [PDF]"]
    plain = ["derek g. murray", "Jiri Simsa", "ANA KLIMOVIC", "Ihor Indyk"]
    swapped = ["Jiří Šimša", "Derek G. Murray", "Ana Klimovic", "Ihor Indyk"]

    folded = score([record(tf_data, authors=[{"name": n} for n in plain])], [tf_data]).fields["authors"]
    reordered = score([record(tf_data, authors=[{"name": n} for n in swapped])], [tf_data]).fields["authors"]

    assert folded.correct == 1
    assert reordered.correct == 0


def test_venue_is_compared_as_canonical_acronym() -> None:
    pvldb = score([record(STALLS, venue_acronym="PVLDB")], [STALLS]).fields["venue"]
    sigmod = score([record(STALLS, venue_acronym="SIGMOD")], [STALLS]).fields["venue"]

    assert pvldb.correct == 1
    assert sigmod.correct == 0


def test_unverified_gold_values_are_not_scored() -> None:
    dlfs = BY_LINE["[2019 CLUSTER] Efficient User-Level Storage Disaggregation for Deep Learning. [PDF]"]
    assert "doi" in dlfs.unverified_fields  # an IEEE DOI exists but was never seen: unknown, not "none"

    doi = score([record(dlfs, doi="10.1109/cluster.2019.00001")], [dlfs]).fields["doi"]

    assert (doi.predicted, doi.known) == (0, 0)


def test_dblp_key_is_scored_only_where_gold_has_one() -> None:
    with_key = GoldEntry.from_json(
        {"seed_file": LIST_000, "seed_line": QUIVER.seed_line, "title": QUIVER.title, "dblp_key": "conf/fast/KumarS20"}
    )

    without = score([record(QUIVER, dblp_key="conf/fast/KumarS20")], [QUIVER]).fields["dblp_key"]
    scored = score([record(QUIVER, dblp_key="conf/fast/KumarS20")], [with_key]).fields["dblp_key"]

    assert (without.predicted, without.known) == (0, 0)
    assert (scored.predicted, scored.correct, scored.known) == (1, 1, 1)


def test_exported_paper_models_are_scored_like_dictionaries() -> None:
    occurrence = Occurrence(
        file=f"seeds/{LIST_000}",
        line=16,
        section=["Data Preparation"],
        raw=QUIVER.seed_line,
        format="plain",
        seed_title=QUIVER.title,
        seed_year=2020,
        seed_venue="FAST",
        seed_venue_acronym="FAST",
    )
    paper = ExportedPaper(
        id="q",
        status="resolved",
        confidence=0.97,
        title=QUIVER.title,
        year=2020,
        venue_acronym="FAST",
        authors=[Author(name=name) for name in QUIVER.authors or ()],
        occurrences=[occurrence],
        seed_key="k",
    )

    report = score([paper], [QUIVER])

    assert report.paired == 1
    assert {name: field.correct for name, field in report.fields.items()} == {
        "doi": 0,
        "arxiv_id": 0,
        "year": 1,
        "venue": 1,
        "authors": 1,
        "title": 1,
        "dblp_key": 0,
    }
    assert report.wrong == []


# ------------------------------------------------------------------------------------------------ pairing


def test_pairing_uses_the_seed_line_in_the_same_list_file() -> None:
    same_line_other_list = record(QUIVER, file="storage-for-ai-2025-03-28.md")
    own_line = record(QUIVER)

    assert pair(QUIVER, [same_line_other_list, own_line]) is own_line
    assert pair(QUIVER, [same_line_other_list]) is None


def test_a_duplicate_line_pairs_with_the_record_that_holds_it() -> None:
    first = BY_LINE["[SOSP '19] A Generic Communication Scheduler for Distributed DNN Training Acceleration"]
    again = BY_LINE["[SOSP '19] Generic Communication Scheduler for Distributed DNN Training Acceleration"]
    merged = record(first)
    merged["occurrences"].append(
        {
            "file": f"seeds/{LIST_002}",
            "line": 68,
            "raw": "• " + again.seed_line,
            "seed_title": "Generic Communication Scheduler for Distributed DNN Training Acceleration",
        }
    )

    assert pair(first, [merged]) is merged
    assert pair(again, [merged]) is merged


def test_pairing_falls_back_to_the_seed_title_when_the_line_is_quoted_differently() -> None:
    reformatted = record(DIESEL, raw="[2020 ICPP]  DIESEL ...")
    other = record(DIESEL_PLUS)

    assert pair(DIESEL, [other, reformatted]) is reformatted
    assert pair(CHIMERA, [other, reformatted]) is None


def test_every_gold_line_pairs_with_the_parsers_entry_for_it() -> None:
    entries = [entry.model_dump(mode="json") for entry in parse_paths([SEEDS]).entries]

    unpaired = [gold.seed_line for gold in GOLD if pair(gold, entries) is None]

    assert unpaired == []


# ------------------------------------------------------------------------------------------------ traps and targets


def test_trap_entries_are_right_ambiguous_wrong_or_unresolved() -> None:
    output = [record(QUIVER), record(DIESEL, status="ambiguous"), record(DIESEL_PLUS, doi=DIESEL.doi)]

    report = score(output, [QUIVER, DIESEL, DIESEL_PLUS, CHIMERA])

    assert report.traps["no_doi"].right == 1
    journal = report.traps["journal_extension"]
    assert (journal.right, journal.ambiguous, journal.wrong) == (0, 1, 1)
    assert report.traps["venue_malformed"].unresolved == 1  # Chimera: no record
    assert not report.passed


def test_perfect_output_passes_every_target() -> None:
    report = score([record(entry) for entry in GOLD], GOLD)

    assert report.paired == len(GOLD)
    assert [target.name for target in report.targets if not target.passed] == []
    assert report.fields["doi"].precision == report.fields["doi"].recall == 1.0


def test_more_than_three_percent_of_entries_left_ambiguous_fails_even_with_every_identifier_right() -> None:
    without_ids = [entry for entry in GOLD if entry.doi is None and entry.arxiv_id is None]
    allowed = len(GOLD) * 3 // 100
    undecided = {entry.seed_line for entry in without_ids[: allowed + 1]}

    def output(undecided: set[str]) -> list[dict[str, Any]]:
        return [record(entry, status="ambiguous" if entry.seed_line in undecided else "resolved") for entry in GOLD]

    failed = [target for target in score(output(undecided), GOLD).targets if not target.passed]
    assert [(target.name, target.value) for target in failed] == [("entries left ambiguous", (allowed + 1) / len(GOLD))]
    assert score(output(set(list(undecided)[:allowed])), GOLD).passed


def test_run_eval_reads_files_and_renders_the_targets(tmp_path: Path) -> None:
    output = tmp_path / "papers.jsonl"
    output.write_text("\n".join(json.dumps(record(entry)) for entry in GOLD[:3]) + "\n", encoding="utf-8")

    report, text = run_eval(output, GOLD_PATH)

    assert report.paired == 3
    assert "doi precision" in text and "FAIL" in text
    assert f"gold entries with no output record ({len(GOLD) - 3})" in text


def test_run_eval_names_a_missing_or_broken_file(tmp_path: Path) -> None:
    broken = tmp_path / "papers.jsonl"
    broken.write_text('{"id": "x"}\nnot json\n', encoding="utf-8")

    with pytest.raises(EvalInputError, match="papers.jsonl:2"):
        run_eval(broken, GOLD_PATH)
    with pytest.raises(EvalInputError, match="does not exist"):
        run_eval(tmp_path / "absent.jsonl", GOLD_PATH)


# ------------------------------------------------------------------------------------------------ the labelled set


def _raw_gold() -> list[dict[str, Any]]:
    return [json.loads(line) for line in GOLD_PATH.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_gold_has_enough_unique_entries() -> None:
    rows = _raw_gold()
    keys = [(row["seed_file"], row["seed_line"]) for row in rows]

    assert len(rows) >= 80
    assert len(keys) == len(set(keys))


def test_gold_covers_every_trap_kind_and_only_known_ones() -> None:
    seen = {kind for row in _raw_gold() for kind in row["traps"]}

    assert seen == set(TRAP_KINDS)


def test_gold_identifiers_are_normalised() -> None:
    for row in _raw_gold():
        doi, arxiv_id = row["doi"], row["arxiv_id"]
        assert doi is None or (doi == doi.lower() and not doi.startswith("10.48550")), row["seed_line"]
        assert arxiv_id is None or ("v" not in arxiv_id and not arxiv_id.lower().startswith("arxiv")), row["seed_line"]


def test_gold_seed_lines_are_in_their_seed_files() -> None:
    for row in _raw_gold():
        lines = {
            line.strip().lstrip("•").strip()
            for line in (SEEDS / row["seed_file"]).read_text(encoding="utf-8").splitlines()
        }
        assert row["seed_line"] in lines, row["seed_line"]
        assert all((SEEDS / other).exists() and other != row["seed_file"] for other in row["also_in"])


def test_gold_entries_are_complete_and_honest_about_gaps() -> None:
    required = {
        "list",
        "index",
        "seed_file",
        "seed_line",
        "also_in",
        "title",
        "year",
        "venue",
        "venue_acronym",
        "authors",
        "doi",
        "arxiv_id",
        "dblp_key",
        "abstract_prefix",
        "evidence",
        "confidence",
        "unverified_fields",
        "traps",
        "notes",
    }
    for row in _raw_gold():
        assert required <= row.keys(), row["seed_line"]
        assert row["confidence"] in {"verified", "partial"}
        assert (row["confidence"] == "partial") == bool(row["unverified_fields"]), row["seed_line"]
        assert set(row["unverified_fields"]) <= required, row["seed_line"]
