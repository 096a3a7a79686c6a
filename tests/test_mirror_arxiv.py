"""arXiv for the mirror: OAI-PMH pages (errors inside the envelope), paging by resumptionToken, increments from the
last harvest's date, and the JSON-lines snapshot."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import duckdb
import pytest

from enrich.config import Settings
from enrich.mirror.arxiv_oai import OaiError, parse_page, read_snapshot
from enrich.mirror.commands import MirrorUpdateFailed, oai_request_url, run_update, update_arxiv
from enrich.mirror.records import split_authors
from enrich.mirror.store import store_path
from enrich.net.http import Http
from tests.mirror_server import FileServer, serving

DATA = Path(__file__).parent / "data" / "mirror"
TOKEN = "6180071|1001"


def test_a_page_gives_its_records_and_the_token_of_the_next() -> None:
    page = parse_page((DATA / "oai-page1.xml").read_bytes())
    assert page.token == TOKEN and page.response_date == "2026-11-30"
    attention, checkpoint = page.rows
    assert (attention.key, attention.title, attention.year, attention.journal_ref, attention.mdate) == (
        "1706.03762",
        "Attention Is All You Need",
        2017,
        "NIPS 2017",
        "2026-11-02",
    )
    assert attention.abstract.startswith("The dominant sequence transduction models")
    assert split_authors(attention.authors, attention.orcids) == [("Ashish Vaswani", None), ("Noam Shazeer", None)]
    assert checkpoint.doi == "10.1145/3600006.3613145"


def test_the_last_page_has_no_token_and_lists_withdrawn_records() -> None:
    page = parse_page((DATA / "oai-page2.xml").read_bytes())
    assert page.token is None and page.deleted == ["1901.00001"]
    assert [(row.key, row.doi) for row in page.rows] == [("cs/0112017", None)]  # arXiv's own DOI is not a DOI


def test_no_records_match_is_an_empty_increment_and_other_codes_are_errors() -> None:
    empty = parse_page((DATA / "oai-norecords.xml").read_bytes())
    assert (empty.rows, empty.token, empty.response_date) == ([], None, "2026-12-01")
    with pytest.raises(OaiError, match="badResumptionToken"):
        parse_page((DATA / "oai-error.xml").read_bytes())


def test_entities_a_page_declares_are_never_expanded() -> None:
    page = (
        b'<?xml version="1.0"?><!DOCTYPE OAI-PMH [<!ENTITY a "EXPANDED">]>'
        b'<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><error code="badArgument">&a;</error></OAI-PMH>'
    )
    with pytest.raises(OaiError) as raised:
        parse_page(page)
    assert "EXPANDED" not in str(raised.value)


def test_the_snapshot_keeps_computer_science_records_with_their_latest_version() -> None:
    rows = list(read_snapshot((DATA / "arxiv-snapshot.jsonl").read_text(encoding="utf-8").splitlines()))
    assert [(row.key, row.arxiv_version, row.publication_date) for row in rows] == [
        ("1706.03762", 7, "2017-06-12"),
        ("cs/0112017", 1, "2001-12-14"),
    ]


@pytest.fixture
def oai() -> Iterator[FileServer]:
    with serving() as files:
        yield files


def _settings(tmp_path: Path, server: FileServer) -> Settings:
    return Settings(cache_dir=tmp_path / "cache", arxiv_oai_url=f"{server.url}/oai", max_attempts=2)


def _http(settings: Settings) -> Http:
    ticks = itertools.count(step=100.0)
    return Http(settings, clock=lambda: next(ticks), sleep=lambda seconds: None)


def _path(url: str) -> str:
    """The path and query the server sees for a URL."""
    parts = urlsplit(url)
    return f"{parts.path}?{parts.query}"


def _titles(tmp_path: Path) -> dict[str, str]:
    con = duckdb.connect(str(store_path(tmp_path / "cache" / "mirror", "arxiv")), read_only=True)
    try:
        return dict(con.execute("SELECT key, title FROM records").fetchall())
    finally:
        con.close()


def test_a_harvest_pages_through_tokens_and_the_next_one_starts_from_its_date(tmp_path: Path, oai: FileServer) -> None:
    settings = _settings(tmp_path, oai)
    base = f"{oai.url}/oai"
    oai.files = {
        _path(oai_request_url(base, None, "2026-11-01")): (DATA / "oai-page1.xml").read_bytes(),
        _path(oai_request_url(base, TOKEN, None)): (DATA / "oai-page2.xml").read_bytes(),
    }
    meta = update_arxiv(settings, since="2026-11-01", http=_http(settings))
    assert (meta.records, meta.release, meta.next_from) == (3, "2026-11-30", "2026-11-30")
    assert set(_titles(tmp_path)) == {"1706.03762", "2001.01234", "cs/0112017"}
    assert [path for path, _ in oai.requests] == [
        "/oai?verb=ListRecords&metadataPrefix=arXiv&set=cs&from=2026-11-01",
        "/oai?verb=ListRecords&resumptionToken=6180071%7C1001",
    ]

    oai.files = {_path(oai_request_url(base, None, "2026-11-30")): (DATA / "oai-norecords.xml").read_bytes()}
    again = update_arxiv(settings, http=_http(settings))  # from= the last harvest's date, nothing new
    assert again.records == 3 and again.next_from == "2026-12-01"
    assert oai.requests[-1][0].endswith("from=2026-11-30")


def test_an_error_envelope_stops_the_update_and_keeps_the_live_store(tmp_path: Path, oai: FileServer) -> None:
    settings = _settings(tmp_path, oai)
    run_update(settings, "arxiv", snapshot=DATA / "arxiv-snapshot.jsonl")
    before = _titles(tmp_path)
    oai.files = {_path(oai_request_url(f"{oai.url}/oai", None, "2026-11-01")): (DATA / "oai-error.xml").read_bytes()}
    with pytest.raises(MirrorUpdateFailed, match="badResumptionToken") as raised:
        run_update(settings, "arxiv", since="2026-11-01")
    assert not raised.value.source_down
    assert _titles(tmp_path) == before
