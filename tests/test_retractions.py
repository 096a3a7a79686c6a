"""Retractions: Crossref's notices against a paper's DOI become the paper's ``retraction``, and the report's
"Retracted or under concern" section. A correction or an erratum is never a retraction.

The notice shapes are Crossref's: its record of 10.1016/s0140-6736(97)11096-0 (Wakefield et al., The Lancet 1998)
holds, in ``updated-by``, a Retraction Watch correction of 2004 and a retraction of 2010, as public client tests
record them; the other shapes are variations of it (publisher source, folded type names, in-place ``update-to``).
"""

from __future__ import annotations

import json
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import pytest

from enrich.config import Settings
from enrich.export.html import render_html
from enrich.export.markdown import render_markdown
from enrich.export.report import RunInfo, build_report
from enrich.models import ExportedPaper, Occurrence, Paper, Retraction, SourceFailure, SourceRecord
from enrich.net.http import HttpError, Reply
from enrich.pipeline import Pipeline
from enrich.resolve.build import build_paper
from enrich.resolve.findings import Clients, Findings
from enrich.resolve.refresh import REFRESH_FAILURES, RETRACTION_CHECK_FAILED, keep_last_good, recheck_retractions
from enrich.sources.crossref import parse_updates, parse_work, retraction_notice, standing_after
from enrich_fakes import FakeOptions, FakeServices, build_corpus
from enrich_fakes.crossref import CrossrefIndex, list_body, load_notices, work_body
from enrich_fakes.faults import SERVICES
from tests.e2e_support import FAST_TIME_SCALE
from tests.test_rules import ACM_DOI, TITLE, TODAY, dblp, listed

WAKEFIELD = "10.1016/s0140-6736(97)11096-0"
WAKEFIELD_CORRECTION = {
    "DOI": "10.1016/s0140-6736(04)15715-2",
    "type": "correction",
    "label": "Correction",
    "source": "retraction-watch",
    "updated": {"date-time": "2004-03-06T00:00:00Z"},
    "record-id": "17269",
}
WAKEFIELD_RETRACTION = {
    "DOI": "10.1016/s0140-6736(10)60175-4",
    "type": "retraction",
    "label": "Retraction",
    "source": "retraction-watch",
    "updated": {"date-time": "2010-02-06T00:00:00Z"},
    "record-id": "4036",
}


def notice(kind: str, day: list[int], doi: str = "10.1000/notice.1", source: str = "publisher") -> dict[str, Any]:
    return {"DOI": doi, "type": kind, "label": kind.title(), "source": source, "updated": {"date-parts": [day]}}


def test_the_wakefield_record_is_retracted_and_its_correction_is_not_the_notice() -> None:
    item = {"DOI": WAKEFIELD, "updated-by": [WAKEFIELD_CORRECTION, WAKEFIELD_RETRACTION]}
    assert retraction_notice(item, WAKEFIELD) == Retraction(
        kind="retraction",
        date=date(2010, 2, 6),
        notice_doi="10.1016/s0140-6736(10)60175-4",
        source="retraction-watch",
    )


@pytest.mark.parametrize("kind", ["correction", "erratum", "corrigendum", "addendum", "new_version", "clarification"])
def test_corrections_and_errata_are_never_a_retraction(kind: str) -> None:
    item = {"DOI": "10.1000/paper", "updated-by": [notice(kind, [2021, 1, 11])]}
    assert retraction_notice(item, "10.1000/paper") is None


@pytest.mark.parametrize(
    "written, kind",
    [
        ("withdrawal", "withdrawal"),
        ("expression_of_concern", "expression_of_concern"),
        ("Expression of Concern", "expression_of_concern"),
        ("Retraction", "retraction"),
    ],
)
def test_each_kind_of_notice_and_its_spellings(written: str, kind: str) -> None:
    item = {"DOI": "10.1000/paper", "updated-by": [notice(written, [2022, 8, 1])]}
    found = retraction_notice(item, "10.1000/paper")
    assert found is not None and (found.kind, found.date) == (kind, date(2022, 8, 1))


def test_the_most_serious_notice_wins_and_the_publishers_record_before_retraction_watchs() -> None:
    concern = notice("expression_of_concern", [2019, 5, 1], "10.1000/eoc")
    by_watch = notice("retraction", [2020, 2, 3], "10.1000/retraction", source="retraction-watch")
    by_publisher = notice("retraction", [2020, 2, 3], "10.1000/retraction", source="publisher")
    found = retraction_notice({"updated-by": [concern, by_watch, by_publisher]}, "10.1000/paper")
    assert found is not None and (found.kind, found.source) == ("retraction", "publisher")


def test_an_in_place_notice_counts_only_when_it_names_the_papers_own_doi() -> None:
    own = {"update-to": [notice("retraction", [2023, 4, 22], "10.1000/paper")]}
    other = {"update-to": [notice("retraction", [2023, 4, 22], "10.1000/another-paper")]}
    assert retraction_notice(own, "10.1000/paper") is not None
    assert retraction_notice(other, "10.1000/paper") is None  # this record is the notice of another paper


def test_a_later_reinstatement_lifts_the_notice() -> None:
    item = {"updated-by": [notice("retraction", [2019, 1, 1]), notice("reinstatement", [2020, 6, 1])]}
    assert retraction_notice(item, "10.1000/paper") is None


def test_the_fake_crossref_serves_the_notices_and_the_client_reads_them() -> None:
    index = CrossrefIndex(build_corpus())
    retracted, corrected = list(load_notices())
    answers = {}
    for doi in (retracted, corrected):
        work = index.lookup(doi)
        assert work is not None
        reply = Reply(url="http://fake/works", status=200, content=json.dumps(work_body(work)).encode())
        answers[doi] = parse_work(reply)
    assert answers[retracted] is not None and answers[retracted].retraction is not None
    assert answers[retracted].retraction.kind == "retraction"
    assert answers[corrected] is not None and answers[corrected].retraction is None  # an erratum


NOW = datetime(2026, 12, 5, 3, 0, tzinfo=UTC)


def listed_paper(retraction: Retraction | None, **fields: Any) -> Paper:
    return Paper(
        id="wakefield",
        status="resolved",
        confidence=0.95,
        title="Ileal-lymphoid-nodular hyperplasia, non-specific colitis, and pervasive developmental disorder",
        doi=WAKEFIELD,
        occurrences=[
            Occurrence(
                file="seeds/medicine.md",
                line=7,
                section=[],
                raw="- Ileal-lymphoid-nodular hyperplasia ... (Lancet 1998)",
                format="markdown",
                seed_title="Ileal-lymphoid-nodular hyperplasia",
                seed_year=1998,
                seed_venue="Lancet",
                seed_venue_acronym=None,
            )
        ],
        seed_key="k",
        retraction=retraction,
        **fields,
    )


def test_the_report_has_a_retracted_or_under_concern_section() -> None:
    notice_of_2010 = Retraction(
        kind="retraction", date=date(2010, 2, 6), notice_doi="10.1016/s0140-6736(10)60175-4", source="retraction-watch"
    )
    papers = [ExportedPaper(**listed_paper(notice_of_2010).model_dump())]
    report = build_report(papers, RunInfo(NOW, NOW, {}, {}, {}, [], 0), None)
    expected = "retracted on 2010-02-06 (notice 10.1016/s0140-6736(10)60175-4, recorded by retraction-watch)"
    assert [(item.locations, item.summary()) for item in report.retracted] == [(["seeds/medicine.md:7"], expected)]
    markdown = render_markdown(report)
    section = markdown.split("## Retracted or under concern")[1].split("## List lines to fix")[0]
    assert "`seeds/medicine.md:7`" in section and "retracted on 2010-02-06" in section
    assert "Retracted or under concern (1)" in render_html(report, papers, [])


def test_a_night_crossref_fails_keeps_last_nights_notice() -> None:
    notice_of_2010 = Retraction(kind="retraction", date=date(2010, 2, 6))
    failed = listed_paper(None, errors=[SourceFailure(source="crossref", reason="HTTP 503")])
    assert keep_last_good(failed, listed_paper(notice_of_2010)).retraction == notice_of_2010
    answered = listed_paper(None)  # Crossref answered: no notice tonight is the news
    assert keep_last_good(answered, listed_paper(notice_of_2010)).retraction is None


def test_the_paper_takes_the_notice_crossref_records_against_its_own_doi_only() -> None:
    notice = Retraction(kind="retraction", date=date(2021, 6, 14), notice_doi="10.1145/notice", source="publisher")
    registry_record = SourceRecord(source="crossref", title=TITLE, year=2020, doi=ACM_DOI, retraction=notice)
    found = Findings(dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)], crossref={ACM_DOI: registry_record})
    assert build_paper(listed(), found, TODAY).retraction == notice
    another_doi = Findings(dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)], crossref={"10.1145/other": registry_record})
    assert build_paper(listed(), another_doi, TODAY).retraction is None


def test_a_known_notice_stands_until_a_later_one_outranks_or_lifts_it() -> None:
    known = Retraction(kind="expression_of_concern", date=date(2020, 1, 1), notice_doi="10.1000/notice.0")
    doi = "10.1000/paper"
    assert standing_after(known, [], doi) == known  # a notice missing from tonight's list lifts nothing
    assert standing_after(known, [notice("erratum", [2021, 1, 1])], doi) == known
    retracted = standing_after(known, [notice("retraction", [2021, 1, 1])], doi)
    assert retracted is not None and (retracted.kind, retracted.notice_doi) == ("retraction", "10.1000/notice.1")
    assert standing_after(known, [notice("reinstatement", [2022, 1, 1])], doi) is None
    assert standing_after(None, [notice("correction", [2021, 1, 1])], doi) is None


def test_the_fake_crossref_lists_the_notices_that_update_a_doi() -> None:
    index = CrossrefIndex(build_corpus())
    retracted, corrected = list(load_notices())
    works = index.filtered(f"updates:{retracted},updates:{corrected}")
    body = list_body(works, len(works), 20, 0, "DOI,update-to")
    notices: dict[str, list[dict[str, Any]]] = {retracted: [], corrected: []}
    for doi, found in parse_updates(Reply(url="http://fake/works", status=200, content=json.dumps(body).encode())):
        notices[doi].append(found)
    assert [found["type"] for found in notices[retracted]] == ["correction", "retraction"]
    assert standing_after(None, notices[retracted], retracted) == Retraction(
        kind="retraction", date=date(2021, 6, 14), notice_doi="10.99999/notice.2021.0002", source="publisher"
    )
    assert [found["type"] for found in notices[corrected]] == ["erratum"]
    assert standing_after(None, notices[corrected], corrected) is None


NIGHTLY_LIST = (
    "[VLDB '20] PyTorch Distributed: Experiences on Accelerating Data Parallel Training\n"
    "[SOSP '19] PipeDream: Generalized Pipeline Parallelism for DNN Training\n"
)


@pytest.mark.e2e
def test_a_retraction_issued_after_the_paper_resolved_reaches_the_next_nights_report_without_full(
    tmp_path: Path,
) -> None:
    """Night 1 resolves both papers while Crossref has no notice; by night 2 it lists a retraction of PipeDream and
    an erratum of PyTorch Distributed (the shipped notices). Night 2 searches nothing, asks Crossref once for the
    notices of both DOIs, and its report has PipeDream under "Retracted or under concern", PyTorch nowhere."""
    lists = tmp_path / "lists"
    lists.mkdir()
    (lists / "nightly.txt").write_text(NIGHTLY_LIST, encoding="utf-8")
    corpus = build_corpus(seeds_dir=lists)
    reports = []
    with FakeServices(corpus, FakeOptions(time_scale=FAST_TIME_SCALE)) as fake:
        urls = {f"{service}_url": fake.url_for(service) for service in SERVICES}
        settings = Settings(
            seeds=lists,
            output_dir=tmp_path / "output",
            cache_dir=tmp_path / "cache",
            pins_file=tmp_path / "enrich.pins.toml",
            time_scale=FAST_TIME_SCALE,
            check_links=False,
            **urls,
        )
        for notices in ({}, load_notices()):
            fake.crossref = CrossrefIndex(corpus, notices)
            fake.reset()
            Pipeline(settings).run()
            reports.append((tmp_path / "output" / "report.md").read_text(encoding="utf-8"))
        second_night = fake.stats()["services"]
    sections = [report.split("## Retracted or under concern")[1].split("\n## ")[0] for report in reports]
    assert "PipeDream" not in sections[0] and "PyTorch" not in sections[0]
    assert "PipeDream" in sections[1] and "retracted on 2021-06-14" in sections[1]
    assert "PyTorch" not in sections[1]
    assert {name: service["requests"] for name, service in second_night.items()} == {
        "dblp": 0,
        "s2": second_night["s2"]["requests"],  # citation counts, refreshed as every night
        "arxiv": 0,
        "openalex": second_night["openalex"]["requests"],
        "crossref": 1,
    }


class FailingCrossref:
    def updates(self, dois: list[str]) -> dict[str, list[dict[str, Any]]]:
        raise HttpError("http://fake/crossref/works", "HTTP 503", "crossref")


def test_a_night_the_notices_cannot_be_read_keeps_the_known_notice_and_says_so() -> None:
    known = Retraction(kind="retraction", date=date(2010, 2, 6))
    clients = Clients(dblp=None, s2=None, arxiv=None, crossref=FailingCrossref())
    [paper] = recheck_retractions([listed_paper(known)], clients)
    assert paper.retraction == known
    assert [error.reason for error in paper.errors] == [f"{RETRACTION_CHECK_FAILED}: HTTP 503"]
    assert paper.errors[0].reason.startswith(REFRESH_FAILURES)  # a refresh failure: the paper stays reusable
