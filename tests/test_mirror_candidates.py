"""The candidate query finds the record a list names however the list words its title, and only plausible others."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from enrich.mirror.arxiv_oai import read_snapshot
from enrich.mirror.candidates import Mirror
from enrich.mirror.commands import build_dblp
from enrich.mirror.store import StoreBuild

DATA = Path(__file__).parent / "data" / "mirror"


@pytest.fixture(scope="module")
def mirror(tmp_path_factory: pytest.TempPathFactory):
    folder = tmp_path_factory.mktemp("mirror")
    build_dblp(DATA / "dblp.xml", folder, origin="test")
    with StoreBuild(folder, "arxiv") as build, (DATA / "arxiv-snapshot.jsonl").open() as lines:
        build.add(read_snapshot(lines))
        build.finish(
            lambda con: __import__("enrich.mirror.store", fromlist=["MirrorMeta"]).MirrorMeta(
                "arxiv", "2023-08-03", "2026-12-01T00:00:00+00:00", 3, "snapshot"
            )
        )
    with Mirror(folder) as opened:
        yield opened


def _keys(records) -> list[str]:
    return [record.dblp_key or record.arxiv_id for record in records]


@pytest.mark.parametrize(
    "listed",
    [
        "Schönfinkel: Fast Checkpointing for Distributed Training",  # as dblp has it
        "schonfinkel - fast checkpointing for distributed training",  # case, accents, punctuation
        "Schönfinkel: Fast Checkpoints for Distributed Training",  # an inflected word
        "Schönfinkel: Quick Checkpointing for Distributed Training",  # a word changed
        "Schönfinkel: Fast Checkpointing for Distributed Training Jobs",  # a word added
    ],
)
def test_near_duplicate_titles_find_the_paper_and_its_preprint(mirror: Mirror, listed: str) -> None:
    found = _keys(mirror.candidates([(listed, 2020)]).records[0])
    assert {"conf/osdi/MullerL20", "journals/corr/abs-2001-01234"} <= set(found)


def test_the_paper_outranks_a_namesake_that_shares_fewer_of_its_rare_words(mirror: Mirror) -> None:
    found = _keys(mirror.candidates([("Fast Checkpointing for Distributed Training", 2020)]).records[0])
    assert found.index("conf/osdi/MullerL20") < found.index("conf/eurosys/Other21")
    # with the system name the namesake shares one rare word of three: not a candidate at all
    named = _keys(mirror.candidates([("Schönfinkel: Fast Checkpointing for Distributed Training", 2020)]).records[0])
    assert "conf/eurosys/Other21" not in named


def test_every_part_of_a_series_is_a_candidate(mirror: Mirror) -> None:
    found = _keys(mirror.candidates([("Zephyrine Indexing for Graph Queries: Part II", 2019)]).records[0])
    assert found[:2] == ["journals/pvldb/Zephyr19", "journals/pvldb/Zephyr18"]


def test_a_short_title_of_common_words_finds_every_year_it_was_used(mirror: Mirror) -> None:
    found = _keys(mirror.candidates([("Deep Learning", 2016)]).records[0])
    assert found[:2] == ["books/daglib/0040158", "journals/nature/LeCunBH15"]  # the listed year first


def test_a_title_the_mirror_does_not_hold_gets_no_candidates(mirror: Mirror) -> None:
    assert mirror.candidates([("Photosynthesis in Alpine Lichens", 2020)]).records == [[]]


def test_many_entries_are_answered_at_once_and_in_order(mirror: Mirror) -> None:
    answer = mirror.candidates(
        [("Dancing Links", 2001), ("Photosynthesis in Alpine Lichens", None), ("Attention is all you need", 2017)]
    )
    assert [_keys(records) for records in answer.records] == [["cs/0112017"], [], ["1706.03762"]]


def test_records_look_like_the_api_clients_and_name_their_release(mirror: Mirror) -> None:
    answer = mirror.candidates([("Schönfinkel: Fast Checkpointing for Distributed Training", 2020)])
    by_key = {record.dblp_key: record for record in answer.records[0]}
    paper, preprint = by_key["conf/osdi/MullerL20"], by_key["journals/corr/abs-2001-01234"]
    assert (paper.source, paper.dblp_type, paper.venue, paper.year, paper.pages) == (
        "dblp",
        "Conference and Workshop Papers",
        "OSDI",
        2020,
        "101-116",
    )
    assert [author.name for author in paper.authors] == ["Jürgen Müller", "Kim Lee"]  # dblp's homonym number dropped
    assert (paper.doi, paper.arxiv_id, paper.arxiv_version) == ("10.1145/3600006.3613145", "2001.01234", 2)
    assert preprint.dblp_type == "Informal and Other Publications"
    assert paper.retrieved == date(2024, 11, 30)  # the release's day, not the day of the run
    assert answer.origins == {"dblp": "dblp mirror, release 2024-11-30", "arxiv": "arxiv mirror, release 2023-08-03"}
    attention = mirror.candidates([("Attention Is All You Need", 2017)]).records[0][0]
    assert (attention.source, attention.arxiv_id, attention.arxiv_version, attention.year) == (
        "arxiv",
        "1706.03762",
        7,
        2017,
    )
    assert attention.url == "https://arxiv.org/abs/1706.03762"


def test_a_papers_preprints_under_any_title_are_found_by_its_first_author_near_its_year(mirror: Mirror) -> None:
    answer = mirror.preprints_by(
        [("Jürgen Müller", 2021), ("Jürgen Müller", 2012), ("Ashish Vaswani 0001", 2018), ("Kim Lee", 2020)]
    )
    # dblp's records with an arXiv edition; nothing a decade off; arXiv's own record, the homonym number ignored;
    # a second author is not asked about
    assert [_keys(records) for records in answer] == [
        ["conf/osdi/MullerL20", "journals/corr/abs-2001-01234"],
        [],
        ["1706.03762"],
        [],
    ]
