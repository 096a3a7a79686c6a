"""The export stage: papers.jsonl and its schema, validation, the run report, BibTeX and CSV.

The papers are hand-built from real entries of the reading lists (seeds/) with metadata from the hand-verified
labels (shared gold set); link outcomes and citation counts are made up for the scenarios.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from enrich.config import Settings
from enrich.export import outputs as export_module
from enrich.export.markdown import render_markdown
from enrich.export.outputs import (
    OutputFormatError,
    RunInfo,
    bibtex,
    bibtex_keys,
    export,
    read_papers,
    to_exported,
    validate_file,
    write_atomic,
)
from enrich.export.report import build_report
from enrich.links.stage import check_links
from enrich.models import (
    SCHEMA_VERSION,
    Author,
    Candidate,
    Conflict,
    Evidence,
    ExportedPaper,
    Link,
    LinkCheck,
    LinkClass,
    LinkedPaper,
    LinkKind,
    Occurrence,
    SourceFailure,
    SourceRecord,
    Unparsed,
)

NOW = datetime(2025, 3, 28, 2, 0, tzinfo=UTC)
YESTERDAY = datetime(2025, 3, 27, 2, 0, tzinfo=UTC)
STORAGE = "seeds/storage-for-ai-2025-03-28.md"
READING = "seeds/002_39e11491a07e2f23.txt"
QUIVER_PDF = "https://www.usenix.org/system/files/fast20-kumar.pdf"
QUIVER_SLIDES = "https://www.usenix.org/sites/default/files/conference/protected-files/fast20_slides_kumar.pdf"
OUTPUT_FILES = ("papers.jsonl", "schema.json", "papers.bib", "papers.csv", "report.json", "report.md")


def occurrence(file: str, line: int, raw: str, title: str, year: int, venue: str) -> Occurrence:
    return Occurrence(
        file=file,
        line=line,
        section=["Reading"],
        raw=raw,
        format="markdown" if file.endswith(".md") else "bulleted",
        seed_title=title,
        seed_year=year,
        seed_venue=venue,
        seed_venue_acronym=venue,
    )


def link(
    url: str,
    kind: LinkKind,
    label: str,
    status: LinkClass,
    *,
    reported_dead: bool = False,
    http_status: int | None = 200,
    final_url: str | None = None,
    failures: int = 0,
    reason: str | None = None,
    checked_at: datetime = NOW,
) -> LinkCheck:
    return LinkCheck(
        url=url,
        kind=kind,
        label=label,
        status=status,
        http_status=http_status,
        final_url=final_url,
        checked_at=checked_at,
        first_seen=YESTERDAY,
        consecutive_failures=failures,
        reported_dead=reported_dead,
        reason=reason or {200: "OK", 404: "Not Found", 403: "Forbidden"}.get(http_status, "moved"),
    )


def candidate(source: str, title: str, year: int, venue: str, score: float) -> Candidate:
    return Candidate(
        record=SourceRecord(source=source, title=title, year=year, venue=venue),
        evidence=Evidence(title=score, total=score),
    )


def quiver(pdf_dead: bool = True, slides_dead: bool = False) -> LinkedPaper:
    raw = (
        f"[2020 FAST] **Quiver: An Informed Storage Cache for Deep Learning**. [[PDF]({QUIVER_PDF})] "
        f"[[Slides]({QUIVER_SLIDES})]"
    )
    pdf = (
        link(
            QUIVER_PDF,
            LinkKind.pdf,
            "PDF",
            LinkClass.dead,
            reported_dead=True,
            http_status=404,
            failures=2,
            reason="HTTP 404",  # as enrich.links.classify words a dead link
        )
        if pdf_dead
        else link(QUIVER_PDF, LinkKind.pdf, "PDF", LinkClass.alive)
    )
    slides = (
        link(QUIVER_SLIDES, LinkKind.slides, "Slides", LinkClass.dead, reported_dead=True, http_status=404)
        if slides_dead
        else link(
            QUIVER_SLIDES,
            LinkKind.slides,
            "Slides",
            LinkClass.redirected,
            http_status=200,
            final_url="https://www.usenix.org/conference/fast20/kumar",
        )
    )
    return LinkedPaper(
        id="quiver",
        status="resolved",
        confidence=0.97,
        title="Quiver: An Informed Storage Cache for Deep Learning",
        authors=[Author(name="Abhishek Vijaya Kumar", dblp_pid="252/5123"), Author(name="Muthian Sivathanu")],
        year=2020,
        venue="FAST",
        venue_acronym="FAST",
        dblp_key="conf/fast/KumarS20",
        citation_count=None,
        occurrences=[occurrence(STORAGE, 52, raw, "Quiver", 2020, "FAST")],
        provenance={"title": "dblp", "year": "dblp", "venue": "dblp"},
        seed_key="s-quiver",
        link_checks=[pdf, slides],
    )


def chimera(citations: int = 150) -> LinkedPaper:
    title = "Chimera: Efficiently Training Large-Scale Neural Networks with Bidirectional Pipelines"
    return LinkedPaper(
        id="chimera",
        status="resolved",
        confidence=0.99,
        title=title,
        authors=[Author(name="Shigang Li"), Author(name="Torsten Hoefler")],
        year=2021,
        venue="SC",
        venue_acronym="SC",
        doi="10.1145/3458817.3476145",
        arxiv_id="2107.06925",
        dblp_key="conf/sc/LiH21",
        citation_count=citations,
        citations_as_of=date(2025, 3, 28),
        occurrences=[occurrence(READING, 17, f"• [SC ‘21’] {title}", title, 2021, "SC")],
        seed_key="s-chimera",
        link_checks=[
            link("https://github.com/Shigangli/Chimera", LinkKind.code, "code", LinkClass.blocked, http_status=403)
        ],
    )


def ddp(doi: str | None = "10.14778/3415478.3415530") -> LinkedPaper:
    title = "PyTorch Distributed: Experiences on Accelerating Data Parallel Training"
    return LinkedPaper(
        id="ddp",
        status="resolved",
        confidence=0.95,
        title=title,
        authors=[Author(name="Shen Li"), Author(name="Yanli Zhao"), Author(name="Rohan Varma")],
        year=2020,
        venue="Proc. VLDB Endow.",
        venue_acronym="VLDB",
        doi=doi,
        arxiv_id="2006.15704",
        dblp_key="journals/pvldb/LiZVSNLPSVDC20",
        citation_count=600,
        citations_as_of=date(2025, 3, 28),
        occurrences=[occurrence(READING, 7, f"• [VLDB '20] {title}", title, 2020, "VLDB")],
        seed_key="s-ddp",
    )


def horovod() -> LinkedPaper:
    title = "Horovod: fast and easy distributed deep learning in TensorFlow"
    return LinkedPaper(
        id="horovod",
        status="resolved",
        confidence=0.9,
        title=title,
        authors=[Author(name="Alexander Sergeev"), Author(name="Mike Del Balso")],
        year=2018,
        venue="arXiv",
        arxiv_id="1802.05799",
        citation_count=900,
        citations_as_of=date(2025, 3, 28),
        occurrences=[occurrence(READING, 23, f"• [arXiv '18] {title}", title, 2018, "arXiv")],
        seed_key="s-horovod",
    )


def themis(status: str = "ambiguous") -> LinkedPaper:
    title = "Themis: Fair and Efficient GPU Cluster Scheduling"
    return LinkedPaper(
        id="themis",
        status=status,
        confidence=None,
        title=title,
        year=2020,
        venue="NSDI",
        venue_acronym="NSDI",
        citation_count=None,
        reason="two records within 0.05 of each other",
        candidates=[
            candidate("dblp", f"{title} for Machine Learning Workloads", 2019, "CoRR", 0.74),
            candidate("dblp", title, 2020, "NSDI", 0.78),
        ],
        occurrences=[occurrence(READING, 35, f"• [NSDI '20] {title}", title, 2020, "NSDI")],
        seed_key="s-themis",
    )


def gandiva_fair() -> LinkedPaper:
    title = "Balancing Efficiency and Fairness in Heterogeneous GPU Clusters for Deep Learning"
    return LinkedPaper(
        id="gandiva-fair",
        status="unresolved",
        confidence=None,
        title=title,
        year=2020,
        venue="EuroSys",
        venue_acronym="EuroSys",
        reason="no record scored above 0.60",
        candidates=[candidate("s2", "Fairness in GPU Clusters", 2021, "arXiv", 0.41)],
        occurrences=[occurrence(READING, 36, f"• [EuroSys '20] {title}", title, 2020, "EuroSys")],
        seed_key="s-gandiva",
    )


def current_papers() -> list[LinkedPaper]:
    return [ddp(), horovod(), chimera(), quiver(), themis(), gandiva_fair()]


def previous_papers() -> list[ExportedPaper]:
    removed = LinkedPaper(
        id="gone",
        status="resolved",
        confidence=0.9,
        title="A Paper Dropped From the List",
        occurrences=[occurrence(READING, 99, "• [OSDI '18] A Paper", "A Paper", 2018, "OSDI")],
        seed_key="s-gone",
    )
    earlier = [
        ddp(doi=None),
        chimera(citations=120),
        quiver(pdf_dead=False, slides_dead=True),
        themis(status="unresolved"),
        gandiva_fair(),
        removed,
    ]
    return [to_exported(paper) for paper in earlier]


def run_info() -> RunInfo:
    return RunInfo(
        started_at=NOW,
        finished_at=NOW.replace(minute=14, second=5),
        requests_by_host={"dblp.org": 41, "api.semanticscholar.org": 17, "export.arxiv.org": 3},
        stage_seconds={"parse": 0.2, "resolve": 612.4, "links": 230.0, "export": 0.1},
        sources_down={"s2": "12 of 17 requests failed"},
        exit_reasons=["source s2 was down"],
        exit_code=3,
    )


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The scenario exported once per module: an export draws five plots, the slowest part of these tests."""
    folder = tmp_path_factory.mktemp("exported") / "output"
    export(current_papers(), folder, run_info(), previous_papers())
    return folder


@pytest.fixture
def out(exported: Path, tmp_path: Path) -> Path:
    """A copy of that export of the test's own, to read, break or export into again."""
    return Path(shutil.copytree(exported, tmp_path / "output"))


def lines_of(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def leftovers(folder: Path) -> list[str]:
    return sorted(name for name in os.listdir(folder) if name.endswith(".tmp"))


# ------------------------------------------------------------------------------------------ papers.jsonl


def test_exporting_twice_gives_byte_identical_files(out: Path, tmp_path: Path) -> None:
    first = {name: (out / name).read_bytes() for name in OUTPUT_FILES}
    reordered_maps = current_papers()
    reordered_maps[3] = reordered_maps[3].model_copy(
        update={"provenance": {"venue": "dblp", "year": "dblp", "title": "dblp"}}
    )
    export(reordered_maps, tmp_path / "again", run_info(), previous_papers())
    export(current_papers(), out, run_info(), previous_papers())
    assert {name: (out / name).read_bytes() for name in OUTPUT_FILES} == first
    assert {name: (tmp_path / "again" / name).read_bytes() for name in OUTPUT_FILES} == first


def test_papers_jsonl_keeps_the_given_order_and_the_contract_field_names(out: Path) -> None:
    records = lines_of(out / "papers.jsonl")
    assert [r["id"] for r in records] == ["ddp", "horovod", "chimera", "quiver", "themis", "gandiva-fair"]
    contract = {
        "id",
        "status",
        "confidence",
        "title",
        "authors",
        "year",
        "venue",
        "doi",
        "arxiv_id",
        "dblp_key",
        "s2_paper_id",
        "abstract",
        "citation_count",
        "citations_as_of",
        "provenance",
        "conflicts",
        "occurrences",
        "link_checks",
        "schema_version",
    }
    assert all(contract <= record.keys() for record in records)
    quiver_record = records[3]
    assert quiver_record["schema_version"] == SCHEMA_VERSION
    assert quiver_record["citation_count"] is None and quiver_record["doi"] is None
    assert quiver_record["authors"][0] == {
        "name": "Abhishek Vijaya Kumar",
        "dblp_pid": "252/5123",
        "s2_author_id": None,
    }
    assert list(quiver_record["provenance"]) == ["title", "venue", "year"]
    assert [c["status"] for c in quiver_record["link_checks"]] == ["dead", "redirected"]
    text = (out / "papers.jsonl").read_text(encoding="utf-8")
    assert text.endswith("}\n") and "‘21’" in text  # one record a line, UTF-8 as written


def test_blank_optional_strings_are_exported_as_null(tmp_path: Path) -> None:
    blank = horovod().model_copy(update={"venue": "", "doi": "  ", "abstract": ""})
    export([blank], tmp_path, run_info(), None)
    [record] = lines_of(tmp_path / "papers.jsonl")
    assert (record["venue"], record["doi"], record["abstract"]) == (None, None, None)
    assert record["title"] == blank.title


def test_duplicate_ids_are_refused_before_anything_is_written(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="horovod appears twice"):
        export([horovod(), horovod()], tmp_path, run_info(), None)
    assert os.listdir(tmp_path) == []


# ------------------------------------------------------------------------------------------------ atomic


def test_write_atomic_keeps_the_old_file_when_the_rename_fails(tmp_path: Path, monkeypatch) -> None:
    target = tmp_path / "papers.jsonl"
    write_atomic(target, "old\n")

    def broken_replace(source, destination):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        write_atomic(target, "new\n" * 1000)
    assert target.read_text() == "old\n"
    assert leftovers(tmp_path) == []


def test_write_atomic_replaces_and_creates_folders(tmp_path: Path) -> None:
    target = tmp_path / "stages" / "links.jsonl"
    write_atomic(target, "first\n")
    write_atomic(target, b"second\n")
    assert target.read_bytes() == b"second\n"
    assert leftovers(target.parent) == []


def test_a_failing_export_leaves_every_previous_file_intact(out: Path, monkeypatch) -> None:
    before = {name: (out / name).read_bytes() for name in OUTPUT_FILES}

    def broken_renderer(report):
        raise RuntimeError("renderer crashed")

    monkeypatch.setattr(export_module, "render_markdown", broken_renderer)
    with pytest.raises(RuntimeError):
        export(current_papers()[:2], out, run_info(), None)
    assert {name: (out / name).read_bytes() for name in OUTPUT_FILES} == before
    assert leftovers(out) == []


def test_a_rename_failing_mid_export_leaves_that_file_whole(out: Path, monkeypatch) -> None:
    before = (out / "papers.jsonl").read_bytes()
    real_replace = os.replace

    def replace_all_but_papers(source, destination):
        if str(destination).endswith("papers.jsonl"):
            raise OSError("I/O error")
        real_replace(source, destination)

    monkeypatch.setattr(os, "replace", replace_all_but_papers)
    with pytest.raises(OSError):
        export(current_papers()[:2], out, run_info(), None)
    assert (out / "papers.jsonl").read_bytes() == before
    assert validate_file(out / "papers.jsonl") == []
    assert leftovers(out) == []


# ------------------------------------------------------------------------------------ schema and validate


def test_schema_json_names_every_field_and_the_version(out: Path) -> None:
    schema = json.loads((out / "schema.json").read_text())
    assert schema["$id"].endswith(SCHEMA_VERSION) and schema["version"] == SCHEMA_VERSION and schema["title"]
    assert schema["$schema"].startswith("https://json-schema.org/")
    for record in lines_of(out / "papers.jsonl"):
        assert set(record) == set(schema["properties"])
    assert {"id", "status", "title", "occurrences", "schema_version"} <= set(schema["required"])
    assert schema["properties"]["status"]["enum"] == ["resolved", "ambiguous", "unresolved", "error"]
    assert re.fullmatch(schema["properties"]["schema_version"]["pattern"], SCHEMA_VERSION)
    assert schema["additionalProperties"] is False


def test_validate_file_passes_a_good_file(out: Path) -> None:
    assert validate_file(out / "papers.jsonl") == []


def rewrite(path: Path, change) -> None:
    records = lines_of(path)
    change(records)
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")


def test_validate_file_finds_a_wrong_type_and_a_missing_field(out: Path) -> None:
    papers = out / "papers.jsonl"

    def break_two_lines(records):
        del records[0]["title"]
        records[1]["year"] = "2018"

    rewrite(papers, break_two_lines)
    problems = validate_file(papers)
    assert problems == ["line 1: title: Field required", "line 2: year: Input should be a valid integer"]


def test_validate_file_finds_nested_problems_and_broken_lines(tmp_path: Path) -> None:
    good = json.dumps(to_exported(horovod()).model_dump(mode="json"))
    nested = json.loads(good)
    nested.update(id="other", authors=[{"name": "Alexander Sergeev", "orcid": "0000"}])
    future = json.loads(good) | {"id": "future", "schema_version": "2.0"}
    unversioned = {k: v for k, v in json.loads(good).items() if k != "schema_version"} | {"id": "unversioned"}
    path = tmp_path / "papers.jsonl"
    path.write_text(
        "\n".join(
            [
                good,
                json.dumps(nested),
                "{not json",
                "",
                json.dumps(future),
                json.dumps(unversioned),
                good,
                '{"id": "cut off',
            ]
        ),
        encoding="utf-8",
    )
    problems = validate_file(path)
    assert problems[0] == "line 2: authors.0.orcid: Extra inputs are not permitted"
    assert problems[1].startswith("line 3: not JSON")
    assert problems[2] == "line 4: empty line"
    assert problems[3].startswith("line 5: schema_version: '2.0' cannot be read")
    assert problems[4] == "line 6: schema_version: missing"
    assert problems[5] == "line 7: id: horovod already on line 1"
    assert problems[6] == "line 8: no newline at the end: the file was cut off"
    assert validate_file(path, max_problems=2) == problems[:2]


def test_validate_file_reports_a_missing_file(tmp_path: Path) -> None:
    assert validate_file(tmp_path / "nothing.jsonl")[0].startswith("cannot read")


def test_read_papers_reads_back_what_export_wrote_and_refuses_broken_files(out: Path) -> None:
    papers = read_papers(out / "papers.jsonl")
    assert papers == [to_exported(paper) for paper in current_papers()]
    rewrite(out / "papers.jsonl", lambda records: records[2].update(status="done"))
    with pytest.raises(OutputFormatError, match="line 3: status"):
        read_papers(out / "papers.jsonl")


def test_older_minor_versions_still_validate(out: Path) -> None:
    major = SCHEMA_VERSION.split(".")[0]
    rewrite(out / "papers.jsonl", lambda records: records[0].update(schema_version=f"{major}.0"))
    assert validate_file(out / "papers.jsonl") == []


# ----------------------------------------------------------------------------------------------- report


def test_report_lists_ambiguous_and_unresolved_entries_with_best_candidates_first(out: Path) -> None:
    report = json.loads((out / "report.json").read_text())
    assert report["counts"]["by_status"] == {"resolved": 4, "ambiguous": 1, "unresolved": 1, "error": 0}
    [ambiguous] = report["attention"]["ambiguous"]
    assert ambiguous["reason"] == "two records within 0.05 of each other"
    assert ambiguous["locations"] == [f"{READING}:35"]
    assert [(c["title"], c["year"], c["venue"], c["source"], c["score"]) for c in ambiguous["candidates"]] == [
        ("Themis: Fair and Efficient GPU Cluster Scheduling", 2020, "NSDI", "dblp", 0.78),
        (
            "Themis: Fair and Efficient GPU Cluster Scheduling for Machine Learning Workloads",
            2019,
            "CoRR",
            "dblp",
            0.74,
        ),
    ]
    assert ambiguous["listed"] == {
        "title": "Themis: Fair and Efficient GPU Cluster Scheduling",
        "year": 2020,
        "venue": "NSDI",
    }
    assert ambiguous["candidates"][0]["evidence"] == {
        "title": 0.78,
        "year": None,
        "venue": None,
        "authors": None,
        "version_penalty": 0.0,
        "notes": [],
    }
    assert report["run"]["exit_code"] == 3
    markdown = (out / "report.md").read_text()
    assert "### Ambiguous (1)" in markdown and "### Unresolved (1)" in markdown
    assert (
        "- candidate from dblp (score 0.780): Themis: Fair and Efficient GPU Cluster Scheduling (2020, NSDI)"
        in markdown
    )
    assert "no record scored above 0.60" in markdown


def test_report_points_at_the_list_line_of_each_link_to_fix(out: Path) -> None:
    report = json.loads((out / "report.json").read_text())
    [dead] = report["links"]["dead"]
    assert (dead["url"], dead["locations"], dead["http_status"]) == (QUIVER_PDF, [f"{STORAGE}:52"], 404)
    [moved] = report["links"]["moved"]
    assert moved["url"] == QUIVER_SLIDES and moved["final_url"].endswith("/fast20/kumar")
    [blocked] = report["links"]["blocked"]
    assert blocked["locations"] == [f"{READING}:17"]  # not written in the line: the paper's line instead
    markdown = (out / "report.md").read_text()
    dead_section = markdown.split("### Dead (1)")[1].split("###")[0]
    assert f"`{STORAGE}:52` <{QUIVER_PDF}> [PDF]: HTTP 404, failing 2 runs — " in dead_section  # status said once
    page = (out / "report.html").read_text()
    assert "HTTP 404" in page and "HTTP 404 <small>HTTP 404" not in page
    assert "### Blocked (check by hand) (1)" in markdown


def test_citation_leaders_skip_unknown_counts_and_unconfirmed_papers(out: Path) -> None:
    report = json.loads((out / "report.json").read_text())
    leaders = [(leader["id"], leader["citation_count"]) for leader in report["citation_leaders"]]
    assert leaders == [("horovod", 900), ("ddp", 600), ("chimera", 150)]
    leader_table = (out / "report.md").read_text().split("## Citation leaders")[1].split("##")[0]
    assert "Quiver" not in leader_table and "| 0 |" not in leader_table
    assert "| 1 | 900 | Horovod: fast and easy distributed deep learning in TensorFlow (2018, arXiv) |" in leader_table


def test_report_tells_what_changed_since_the_previous_run(out: Path) -> None:
    changes = json.loads((out / "report.json").read_text())["changes"]
    assert [c["id"] for c in changes["new"]] == ["horovod"]
    assert [c["id"] for c in changes["removed"]] == ["gone"]
    assert [(c["id"], c["from"], c["to"]) for c in changes["status"]] == [("themis", "unresolved", "ambiguous")]
    assert [(c["id"], c["from"], c["to"], c["delta"]) for c in changes["citations"]] == [("chimera", 120, 150, 30)]
    assert [(c["id"], c["field"], c["from"], c["to"]) for c in changes["identifiers"]] == [
        ("ddp", "doi", None, "10.14778/3415478.3415530")
    ]
    assert [c["url"] for c in changes["links_died"]] == [QUIVER_PDF]
    assert [c["url"] for c in changes["links_back"]] == [QUIVER_SLIDES]
    markdown = (out / "report.md").read_text()
    chimera_title = "Chimera: Efficiently Training Large-Scale Neural Networks with Bidirectional Pipelines"
    assert f"- {chimera_title}: 120 → 150 (+30)" in markdown
    assert "### Removed papers (1)" in markdown and "A Paper Dropped From the List" in markdown


def test_report_states_services_time_and_sources_down(out: Path) -> None:
    report = json.loads((out / "report.json").read_text())
    assert report["run"]["seconds"] == 845.0
    assert list(report["run"]["requests_by_host"]) == ["api.semanticscholar.org", "dblp.org", "export.arxiv.org"]
    markdown = (out / "report.md").read_text()
    assert "| dblp.org | 41 |" in markdown and "| resolve | 612.4 |" in markdown
    assert "- s2: 12 of 17 requests failed" in markdown
    assert "Outcome: source s2 was down." in markdown


def test_first_run_report_has_no_changes(tmp_path: Path) -> None:
    export(current_papers(), tmp_path, run_info(), None)
    assert json.loads((tmp_path / "report.json").read_text())["changes"] is None
    assert "No earlier output to compare with." in (tmp_path / "report.md").read_text()


# ----------------------------------------------------------------------------------------------- BibTeX


def test_bibtex_has_resolved_papers_only_with_entry_types_by_venue_kind(out: Path) -> None:
    text = (out / "papers.bib").read_text(encoding="utf-8")
    entries = {key: kind for kind, key in re.findall(r"^@(\w+)\{([^,]+),$", text, re.MULTILINE)}
    assert entries == {
        "Li2020PyTorch": "article",
        "Sergeev2018Horovod": "misc",
        "Li2021Chimera": "inproceedings",
        "Kumar2020Quiver": "inproceedings",
    }
    assert "Themis" not in text and "Balancing" not in text
    assert "  eprint = {1802.05799},\n  archiveprefix = {arXiv}," in text
    assert "  doi = {10.1145/3458817.3476145}," in text


def paper_named(paper_id: str, title: str, author: str, year: int | None = 2020) -> ExportedPaper:
    return to_exported(
        LinkedPaper(
            id=paper_id,
            status="resolved",
            confidence=0.9,
            title=title,
            year=year,
            authors=[Author(name=author)],
            occurrences=[],
            seed_key=paper_id,
        )
    )


def test_bibtex_keys_are_unique_and_do_not_depend_on_list_order() -> None:
    papers = [
        paper_named("f2", "The Design of a Cache", "Wei Wu"),
        paper_named("a1", "Design Space of Caches", "Wei Wu"),
        paper_named("c3", "Ünïcode Désign", "Jürgen Müller", year=None),
        paper_named("d4", "数据", "张伟"),
    ]
    keys = bibtex_keys(papers)
    assert keys == {"a1": "Wu2020Designa", "f2": "Wu2020Designb", "c3": "MullerUnicode", "d4": "Anon2020Untitled"}
    assert bibtex_keys(list(reversed(papers))) == keys


def test_bibtex_escapes_latex_specials() -> None:
    paper = paper_named("x", "Caching 100% of {Data} & Models_v2 for $5 #1", "Wei Wu")
    text = bibtex([paper])
    assert r"title = {{Caching 100\% of \{Data\} \& Models\_v2 for \$5 \#1}}," in text
    assert "author = {Wei Wu}," in text


# -------------------------------------------------------------------------------------------------- CSV


def test_csv_round_trips_with_dictreader(out: Path) -> None:
    with (out / "papers.csv").open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [row["id"] for row in rows] == ["ddp", "horovod", "chimera", "quiver", "themis", "gandiva-fair"]
    ddp_row, quiver_row = rows[0], rows[3]
    assert ddp_row["title"] == "PyTorch Distributed: Experiences on Accelerating Data Parallel Training"
    assert ddp_row["authors"] == "Shen Li; Yanli Zhao; Rohan Varma"
    assert (ddp_row["citation_count"], ddp_row["citations_as_of"], ddp_row["year"]) == ("600", "2025-03-28", "2020")
    assert (quiver_row["citation_count"], quiver_row["doi"]) == ("", "")
    assert (quiver_row["first_location"], quiver_row["dead_links"], quiver_row["links"]) == (f"{STORAGE}:52", "1", "2")


def test_csv_quotes_commas_quotes_and_line_breaks(tmp_path: Path) -> None:
    title = 'Caches, "Tiers"\nand Pools'
    export([paper_named("q", title, "Ada Lovelace")], tmp_path, run_info(), None)
    [row] = list(csv.DictReader(io.StringIO((tmp_path / "papers.csv").read_text(encoding="utf-8"), newline="")))
    assert row["title"] == title and row["authors"] == "Ada Lovelace"


# ------------------------------------------------------------------------------------------ list lines to fix


def report_of(folder: Path) -> tuple[dict, str]:
    return json.loads((folder / "report.json").read_text()), (folder / "report.md").read_text()


def section(markdown: str, title: str) -> str:
    return markdown.split(f"### {title}")[1].split("##")[0]


def test_report_shows_every_line_that_could_not_be_read_with_its_reason(tmp_path: Path) -> None:
    unclosed = "[2020 FAST] **Quiver: An Informed Storage Cache for Deep Learning. [[PDF](" + QUIVER_PDF + ")]"
    long_line = "[2021 SOSP] **" + "A Very Long Title, " * 20
    unparsed = [
        Unparsed(file=STORAGE, line=52, raw=unclosed, reason="the bold title is not closed (a second ** is missing)"),
        Unparsed(
            file=READING, line=3, raw="[Top 10] Papers Everyone Should Read", reason="the tag [Top 10] has no year"
        ),
        Unparsed(file=STORAGE, line=60, raw=long_line, reason="the bold title is not closed (a second ** is missing)"),
    ]
    export(current_papers(), tmp_path, run_info(), None, unparsed=unparsed)
    report, markdown = report_of(tmp_path)
    lines = report["list_fixes"]["unparsed"]
    assert [(line["location"], line["reason"]) for line in lines] == [
        (f"{STORAGE}:52", "the bold title is not closed (a second ** is missing)"),
        (f"{READING}:3", "the tag [Top 10] has no year"),
        (f"{STORAGE}:60", "the bold title is not closed (a second ** is missing)"),
    ]
    assert lines[0]["raw"] == unclosed
    assert long_line.startswith(lines[2]["raw"][:-1]) and lines[2]["raw"].endswith("…")
    assert len(lines[2]["raw"]) < len(long_line)
    shown = section(markdown, "Lines that could not be read (3)")
    assert f"- `{STORAGE}:52` — the bold title is not closed (a second \\*\\* is missing): `{unclosed}`" in shown
    assert f"- `{READING}:3` — the tag \\[Top 10\\] has no year: `[Top 10] Papers Everyone Should Read`" in shown


def test_an_unreadable_line_with_backticks_is_shown_verbatim(tmp_path: Path) -> None:
    raw = "[2019 CLUSTER] `DLFS`: **Efficient User-Level Storage for Deep Learning"
    export(
        [],
        tmp_path,
        run_info(),
        None,
        unparsed=[Unparsed(file=STORAGE, line=9, raw=raw, reason="the bold title is not closed")],
    )
    assert f"the bold title is not closed: ``{raw}``" in report_of(tmp_path)[1]


def test_a_report_without_unreadable_lines_says_so(out: Path) -> None:
    report, markdown = report_of(out)
    assert report["list_fixes"]["unparsed"] == []
    assert "### Lines that could not be read (0)\n\nNone." in markdown


def gandiva(*listings: tuple[str, int, int, str]) -> LinkedPaper:
    """Gandiva (OSDI 2018 in dblp), listed at the given (file, line, year, venue); conflicts as the resolve stage
    records them from the first listing."""
    title = "Gandiva: Introspective Cluster Scheduling for Deep Learning"
    first_year, first_venue = listings[0][2], listings[0][3]
    conflicts = [Conflict(field="doi", values={"dblp": "10.5555/1", "s2": "10.5555/2"}, note="sources differ")]
    if first_venue != "OSDI":
        conflicts.append(
            Conflict(
                field="venue",
                values={"seed": first_venue, "dblp": "OSDI"},
                note="the list's venue differs from the published record's",
            )
        )
    if first_year != 2018:
        conflicts.append(
            Conflict(
                field="year",
                values={"seed": first_year, "dblp": 2018},
                note="the list's year differs from the published record's",
            )
        )
    return LinkedPaper(
        id="gandiva",
        status="resolved",
        confidence=0.8,
        title=title,
        year=2018,
        venue="OSDI",
        venue_acronym="OSDI",
        dblp_key="conf/osdi/XiaoBRSKHPPZZYZ18",
        provenance={"dblp_key": "dblp", "venue": "dblp", "year": "dblp"},
        conflicts=conflicts,
        seed_key="s-gandiva",
        occurrences=[
            occurrence(file, line, f"• [{venue} '{year % 100}] {title}", title, year, venue)
            for file, line, year, venue in listings
        ],
    )


def test_report_lists_each_list_line_whose_year_or_venue_the_record_contradicts(tmp_path: Path) -> None:
    wrong_first = gandiva((READING, 52, 2019, "ATC"), (STORAGE, 12, 2018, "OSDI"), (STORAGE, 80, 2019, "OSDI"))
    alias = ddp().model_copy(
        update={
            "provenance": {"dblp_key": "dblp", "venue": "dblp", "year": "dblp"},
            "conflicts": [Conflict(field="year", values={"seed": 2021, "dblp": 2020}, note="years differ")],
            "occurrences": [
                occurrence(
                    READING, 7, "• [PVLDB '21] PyTorch Distributed", "PyTorch Distributed", 2021, "VLDB"
                ).model_copy(update={"seed_venue": "PVLDB"})
            ],
        }
    )
    unconfirmed = themis().model_copy(
        update={"conflicts": [Conflict(field="venue", values={"seed": "NSDI", "dblp": "OSDI"}, note="venues differ")]}
    )
    export([wrong_first, alias, unconfirmed, horovod()], tmp_path, run_info(), None)
    report, markdown = report_of(tmp_path)
    corrections = report["list_fixes"]["corrections"]
    assert [(item["id"], [line["location"] for line in item["occurrences"]]) for item in corrections] == [
        ("gandiva", [f"{READING}:52", f"{STORAGE}:80"]),  # line 12 is already right
        ("ddp", [f"{READING}:7"]),  # PVLDB is VLDB: only the year is wrong
    ]
    assert corrections[0]["occurrences"][0]["fixes"] == [
        {"field": "venue", "list": "ATC", "record": "OSDI", "record_acronym": "OSDI", "source": "dblp"},
        {"field": "year", "list": 2019, "record": 2018, "source": "dblp"},
    ]
    assert corrections[0]["occurrences"][1]["fixes"] == [
        {"field": "year", "list": 2019, "record": 2018, "source": "dblp"}
    ]
    assert [fix["field"] for fix in corrections[1]["occurrences"][0]["fixes"]] == ["year"]
    shown = section(markdown, "List entries to correct (2)")
    assert (
        f"  - `{READING}:52`: venue: the list says ATC, dblp says OSDI; year: the list says 2019, dblp says 2018"
        in shown
    )
    assert f"`{STORAGE}:12`" not in shown and "Themis" not in shown  # right already; not a confirmed match


def test_a_record_venue_the_venue_table_does_not_know_still_contradicts_the_list(tmp_path: Path) -> None:
    workshop = "Workshop on Distributed Infrastructure for Common Good"
    # The record's venue has no acronym in the table, so the paper's acronym is still the list's own "OSDI".
    paper = gandiva((READING, 52, 2018, "OSDI")).model_copy(
        update={
            "venue": workshop,
            "venue_acronym": "OSDI",
            "dblp_key": "conf/dicg/Xiao18",
            "conflicts": [Conflict(field="venue", values={"seed": "OSDI", "dblp": workshop}, note="venues differ")],
        }
    )
    export([paper], tmp_path, run_info(), None)
    report, markdown = report_of(tmp_path)
    [item] = report["list_fixes"]["corrections"]
    assert item["occurrences"][0]["fixes"] == [
        {"field": "venue", "list": "OSDI", "record": workshop, "record_acronym": None, "source": "dblp"}
    ]
    assert f"  - `{READING}:52`: venue: the list says OSDI, dblp says {workshop}" in markdown


# ------------------------------------------------------------------------------------ unresolved candidates


def test_unresolved_entries_show_their_near_misses_and_say_when_there_are_none(tmp_path: Path) -> None:
    nothing_close = gandiva_fair().model_copy(
        update={
            "id": "nothing",
            "title": "A Paper Nobody Indexed",
            "candidates": [],
            "reason": "no candidate was close enough",
        }
    )
    export([gandiva_fair(), nothing_close], tmp_path, run_info(), None)
    report, markdown = report_of(tmp_path)
    assert [len(item["candidates"]) for item in report["attention"]["unresolved"]] == [1, 0]
    unresolved = section(markdown, "Unresolved (2)")
    balancing, nobody = unresolved.split("- **A Paper Nobody Indexed**")
    assert "  - candidate from s2 (score 0.410): Fairness in GPU Clusters (2021, arXiv)" in balancing
    assert "no candidates found" not in balancing
    assert "  - no candidates found" in nobody


# ------------------------------------------------------------------------------------------- edited titles


def test_a_paper_whose_title_was_edited_in_the_list_is_not_new_and_removed(tmp_path: Path) -> None:
    old_title = "Chimera: Efficiently Training Large-Scale Neural Networks with Bidirectional Pipeline"
    listed_before = [o.model_copy(update={"seed_title": old_title}) for o in chimera().occurrences]
    before = chimera(citations=120).model_copy(update={"id": "chimera-old", "occurrences": listed_before})
    unrelated = horovod().model_copy(
        update={
            "id": "horovod-old",
            "title": "Horovod (old listing)",
            "arxiv_id": None,
            "doi": None,
            "dblp_key": None,
            "s2_paper_id": None,
        }
    )
    export([chimera(), horovod()], tmp_path, run_info(), [to_exported(before), to_exported(unrelated)])
    report, markdown = report_of(tmp_path)
    changes = report["changes"]
    assert [c["id"] for c in changes["new"]] == ["horovod"]  # shares no DOI, dblp key or S2 id: not paired
    assert [c["id"] for c in changes["removed"]] == ["horovod-old"]
    listed_now = chimera().occurrences[0].seed_title
    assert [
        (c["id"], c["from_id"], c["list_title_was"], c["list_title_is"], c["same"]) for c in changes["titles_edited"]
    ] == [("chimera", "chimera-old", old_title, listed_now, "doi")]
    assert [(c["id"], c["from"], c["to"]) for c in changes["citations"]] == [("chimera", 120, 150)]
    edited = section(markdown, "Titles edited in the list (1)")
    assert f"- {old_title} → {listed_now} at `{READING}:17`" in edited
    assert "Chimera" not in section(markdown, "New papers (1)") + section(markdown, "Removed papers (1)")


def test_each_removed_record_pairs_with_one_new_record_only(tmp_path: Path) -> None:
    before = quiver().model_copy(update={"id": "quiver-old", "title": "Quiver"})
    twin = quiver().model_copy(update={"id": "quiver-twin", "title": "Quiver (again)"})
    export([quiver(), twin], tmp_path, run_info(), [to_exported(before)])
    changes = report_of(tmp_path)[0]["changes"]
    assert [(c["id"], c["from_id"], c["same"]) for c in changes["titles_edited"]] == [
        ("quiver", "quiver-old", "dblp_key")
    ]
    assert [c["id"] for c in changes["new"]] == ["quiver-twin"] and changes["removed"] == []


# ------------------------------------------------------------------------------------------------- links


def linked(paper: LinkedPaper, *links: tuple[str, LinkKind, str]) -> LinkedPaper:
    return paper.model_copy(
        update={"links": [Link(kind=kind, label=label, url=url) for url, kind, label in links], "link_checks": []}
    )


def test_an_offline_run_counts_links_by_what_it_knows_and_collapses_the_unchecked(tmp_path: Path) -> None:
    papers = [
        linked(quiver(), (QUIVER_PDF, LinkKind.pdf, "PDF"), (QUIVER_SLIDES, LinkKind.slides, "Slides")),
        linked(chimera(), ("https://github.com/Shigangli/Chimera", LinkKind.code, "code")),
    ]
    yesterdays = link(QUIVER_PDF, LinkKind.pdf, "PDF", LinkClass.alive, checked_at=YESTERDAY)
    result = check_links(papers, Settings(offline=True), previous={QUIVER_PDF: yesterdays}, now=NOW)
    export(result.papers, tmp_path, run_info(), None)
    report, markdown = report_of(tmp_path)
    # quiver: PDF (yesterday's check) and slides; chimera: code, DOI, arXiv page and arXiv PDF
    counts = report["counts"]
    assert (counts["links"], counts["links_checked"], counts["links_reused"], counts["links_not_checked"]) == (
        6,
        0,
        1,
        5,
    )
    assert {name: n for name, n in counts["links_by_status"].items() if n} == {"alive": 1}
    assert "Links: 6 (checked this run: 0, from earlier runs: 1, not checked: 5); known outcomes: 1 alive;" in markdown
    assert report["links"]["suspect"] == []
    assert {item["cause"] for item in report["links"]["not_checked"]} == {"offline mode"}
    assert len(report["links"]["not_checked"]) == 5
    not_checked = section(markdown, "Not checked this run (5)")
    assert not_checked.strip().splitlines() == [
        "- 5 links: offline mode; a run that reaches the network checks them again (each one in report.json)"
    ]
    assert QUIVER_SLIDES not in markdown


def test_a_network_down_night_keeps_real_failures_apart_from_links_it_could_not_reach(tmp_path: Path) -> None:
    down = "connection failed (no host answered: network down?)"
    unreachable = [
        link(f"https://lab{n}.example/paper.pdf", LinkKind.pdf, "PDF", LinkClass.error, http_status=None, reason=down)
        for n in range(3)
    ]
    timeout = link(
        "https://slow.example/slides.pdf",
        LinkKind.slides,
        "Slides",
        LinkClass.timeout,
        http_status=None,
        reason="timed out after 30 s",
        failures=1,
    )
    reused = link(QUIVER_PDF, LinkKind.pdf, "PDF", LinkClass.alive, checked_at=YESTERDAY)
    tonight = quiver().model_copy(update={"link_checks": [reused, timeout, *unreachable]})
    was_dead = unreachable[0].model_copy(update={"status": LinkClass.dead, "reported_dead": True, "reason": "Gone"})
    last_night = quiver().model_copy(update={"link_checks": [reused, was_dead]})
    export([tonight], tmp_path, run_info(), [to_exported(last_night)])
    report, markdown = report_of(tmp_path)
    counts = report["counts"]
    assert (counts["links_checked"], counts["links_reused"], counts["links_not_checked"]) == (1, 1, 3)
    assert [item["url"] for item in report["links"]["suspect"]] == ["https://slow.example/slides.pdf"]
    assert section(markdown, "Not checked this run (3)").strip() == (
        "- 3 links: network down (no host answered); a run that reaches the network checks them again "
        "(each one in report.json)"
    )
    assert "https://slow.example/slides.pdf" in section(markdown, "Failing, not yet reported dead (1)")
    assert report["changes"]["links_back"] == []  # not reached tonight is not back


def test_the_report_counts_the_lines_that_are_not_entries_by_file_and_reason() -> None:
    skipped = {"seeds/list.md": {"heading": 12, "prose": 3}, "seeds/refs.bib": {}}
    report = build_report([to_exported(paper) for paper in current_papers()], run_info(), None, skipped=skipped)
    assert report.list_fixes.skipped == skipped
    markdown = render_markdown(report)
    assert "### Lines that are not entries" in markdown
    assert "- `seeds/list.md`: heading 12, prose 3" in markdown
    assert "refs.bib" not in markdown  # a file with nothing skipped says nothing


def test_the_report_counts_the_papers_a_source_failed_for_tonight() -> None:
    """A paper whose dblp search failed twice counts once; a good night says nothing."""
    failing = [SourceFailure(source="dblp", reason="HTTP 500"), SourceFailure(source="dblp", reason="timed out")]
    papers = [to_exported(paper) for paper in current_papers()]
    papers[0] = papers[0].model_copy(update={"errors": failing})
    papers[1] = papers[1].model_copy(update={"errors": [SourceFailure(source="s2", reason="HTTP 503")]})
    report = build_report(papers, run_info(), None)
    assert report.counts.failed_by_source == {"dblp": 1, "s2": 1}
    assert "A source failed for some papers tonight (dblp 1, s2 1)" in render_markdown(report)
    good = build_report([to_exported(paper) for paper in current_papers()], run_info(), None)
    assert good.counts.failed_by_source == {} and "A source failed" not in render_markdown(good)
