"""Reading dblp's XML dump: DTD entities, markup in titles, CoRR preprints, identifiers from ee, person pages."""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path

import pytest

from enrich.mirror.dblp_dump import read_dump, release_from_name
from enrich.mirror.records import split_authors

DATA = Path(__file__).parent / "data" / "mirror"


@pytest.fixture(scope="module")
def rows() -> dict:
    return {row.key: row for row in read_dump(DATA / "dblp.xml")}


def test_every_publication_with_a_title_is_read_and_person_pages_are_not(rows: dict) -> None:
    assert len(rows) == 308  # 309 <title>s: one is a <www> person page; one article has no title at all
    assert not any(key.startswith("homepages/") for key in rows)
    assert "journals/misc/NoTitle01" not in rows


def test_dtd_entities_become_characters_and_markup_leaves_titles(rows: dict) -> None:
    paper = rows["conf/osdi/MullerL20"]
    assert paper.title == "Schönfinkel: Fast Checkpointing for Distributed Training"  # <i> gone, final period gone
    assert paper.title_key == "schonfinkel fast checkpointing for distributed training"
    assert rows["conf/sensys/Francais22"].title == "Français H2O Sensing with Batteryless Tags?"
    assert split_authors(paper.authors, paper.orcids) == [
        ("Jürgen Müller", "0000-0001-2345-6789"),
        ("Kim Lee 0002", None),
    ]


def test_doi_and_arxiv_id_come_from_the_electronic_editions(rows: dict) -> None:
    paper = rows["conf/osdi/MullerL20"]
    assert (paper.doi, paper.arxiv_id, paper.arxiv_version) == ("10.1145/3600006.3613145", "2001.01234", 2)
    assert rows["conf/sensys/Francais22"].doi == "10.1145/3560905.3568500"  # an ACM DL edition names the DOI too


def test_a_corr_preprint_has_its_arxiv_id_and_never_arxivs_own_doi_as_doi(rows: dict) -> None:
    preprint = rows["journals/corr/abs-2001-01234"]
    assert (preprint.publtype, preprint.arxiv_id, preprint.doi) == ("informal", "2001.01234", None)
    assert preprint.venue_acronym == "arXiv"


def test_year_venue_and_dates_are_kept(rows: dict) -> None:
    paper = rows["journals/pvldb/Zephyr19"]
    assert (paper.type, paper.year, paper.venue, paper.venue_acronym, paper.mdate) == (
        "article",
        2019,
        "Proc. VLDB Endow.",
        "VLDB",
        "2020-01-01",
    )


def test_a_gzipped_dump_reads_the_same_with_the_dtd_beside_it(tmp_path: Path, rows: dict) -> None:
    shutil.copyfile(DATA / "dblp.dtd", tmp_path / "dblp.dtd")
    with (DATA / "dblp.xml").open("rb") as source, gzip.open(tmp_path / "dblp.xml.gz", "wb") as target:
        shutil.copyfileobj(source, target)
    reported = []
    again = {row.key: row for row in read_dump(tmp_path / "dblp.xml.gz", progress=lambda *at: reported.append(at))}
    assert again == rows
    size = (tmp_path / "dblp.xml.gz").stat().st_size
    assert reported[-1] == (size, size)


def test_a_monthly_release_is_dated_by_its_file_name() -> None:
    assert release_from_name(Path("dblp-2026-11-01.xml.gz")) == "2026-11-01"
    assert release_from_name(Path("dblp.xml.gz")) is None


def test_a_long_dump_is_read_whole_and_in_order_while_read_records_are_dropped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("enrich.mirror.dblp_dump.DROP_EVERY", 3)
    shutil.copyfile(DATA / "dblp.dtd", tmp_path / "dblp.dtd")
    records = []
    for number in range(400):
        records.append(
            f'<article key="journals/x/K{number}" mdate="2024-01-01"><author>J&uuml;rgen N{number}</author>'
            f"<title>Paper <i>number</i> {number}.</title><year>2020</year><journal>X</journal></article>"
        )
        if number % 7 == 0:  # runs of person pages between the records
            records += [f'<www key="homepages/{number}/{page}"><title>Home Page</title></www>' for page in range(9)]
    (tmp_path / "dblp.xml").write_text(
        '<?xml version="1.0" encoding="ISO-8859-1"?>\n<!DOCTYPE dblp SYSTEM "dblp.dtd">\n<dblp>\n'
        + "\n".join(records)
        + "\n</dblp>\n",
        encoding="iso-8859-1",
    )
    rows = list(read_dump(tmp_path / "dblp.xml"))
    assert [row.key for row in rows] == [f"journals/x/K{number}" for number in range(400)]
    assert rows[399].title == "Paper number 399" and rows[399].authors == "Jürgen N399"
