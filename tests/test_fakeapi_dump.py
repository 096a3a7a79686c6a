"""The fake world as bulk files: dblp's XML dump (ISO-8859-1, DTD entities, record elements, person pages; the same
records as its search; resumable downloads) and arXiv's JSON-lines metadata snapshot."""

from __future__ import annotations

import gzip
import hashlib
import json

import pytest
import requests

from enrich_fakes.arxiv import ArxivIndex
from enrich_fakes.arxiv_snapshot import snapshot_lines
from enrich_fakes.corpus import build_corpus
from enrich_fakes.dblp import DblpIndex
from enrich_fakes.dblp_dump import CHECKSUM_PATH, DTD_PATH, DUMP_PATH, dump_files
from enrich_fakes.faults import FakeOptions
from enrich_fakes.server import FakeServices

etree = pytest.importorskip("lxml.etree")


@pytest.fixture(scope="module")
def fake():
    with FakeServices(build_corpus(), FakeOptions(rate_limit=False)) as services:
        yield services


def parsed_records(xml_gz: bytes, dtd: bytes, tmp_path) -> list:
    (tmp_path / "dblp.dtd").write_bytes(dtd)
    (tmp_path / "dblp.xml").write_bytes(gzip.decompress(xml_gz))
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=True)
    root = etree.parse(str(tmp_path / "dblp.xml"), parser).getroot()
    return list(root)


def test_the_dump_is_dblp_xml_with_entities_its_dtd_declares(tmp_path):
    index = DblpIndex(build_corpus())
    files = dump_files(index)
    text = gzip.decompress(files.xml_gz)
    assert text.startswith(b'<?xml version="1.0" encoding="ISO-8859-1"?>\n<!DOCTYPE dblp SYSTEM "dblp.dtd">')
    assert max(text) < 128, "every non-ASCII character is an entity"
    records = parsed_records(files.xml_gz, files.dtd, tmp_path)
    papers = [r for r in records if r.tag != "www"]
    assert len(papers) == len(index.records)
    assert {r.tag for r in records} <= {"article", "inproceedings", "www"}
    assert any(r.tag == "www" and r.get("key").startswith("homepages/") for r in records)
    corr = [r for r in papers if r.get("key").startswith("journals/corr/abs-")]
    assert corr and all(r.get("publtype") == "informal" for r in corr)
    by_key = {r.get("key"): r for r in papers}
    for record in index.records:
        element = by_key[record.key]
        assert element.findtext("title") == record.info["title"]  # entities resolved back to the same text
        assert element.findtext("year") == record.info["year"]


@pytest.mark.e2e  # starts the fake services
def test_the_checksum_matches_and_a_range_request_resumes_the_download(fake):
    base = fake.url_for("dblp")
    whole = requests.get(base + DUMP_PATH, timeout=10)
    assert whole.status_code == 200 and whole.headers["Accept-Ranges"] == "bytes"
    expected = requests.get(base + CHECKSUM_PATH, timeout=10).text.split()[0]
    assert hashlib.md5(whole.content).hexdigest() == expected
    rest = requests.get(base + DUMP_PATH, headers={"Range": "bytes=100-"}, timeout=10)
    assert rest.status_code == 206 and rest.content == whole.content[100:]
    assert rest.headers["Content-Range"] == f"bytes 100-{len(whole.content) - 1}/{len(whole.content)}"
    beyond = requests.get(base + DUMP_PATH, headers={"Range": f"bytes={len(whole.content)}-"}, timeout=10)
    assert beyond.status_code == 416
    assert requests.get(base + DTD_PATH, timeout=10).content.startswith(b"<!ENTITY % record")


def test_the_arxiv_snapshot_has_the_real_fields_and_every_entry_the_api_knows():
    index = ArxivIndex(build_corpus())
    items = [json.loads(line) for line in snapshot_lines(index)]
    assert {item["id"] for item in items} == set(index.entries)
    for item in items:
        assert set(item) >= {
            "id",
            "authors",
            "title",
            "categories",
            "abstract",
            "versions",
            "update_date",
            "authors_parsed",
            "doi",
            "journal-ref",
        }
        entry = index.entries[item["id"]]
        assert " ".join(item["title"].split()) == " ".join(entry.title(entry.version).split())
        assert len(item["versions"]) == entry.version
        assert all(len(parsed) == 3 for parsed in item["authors_parsed"])
