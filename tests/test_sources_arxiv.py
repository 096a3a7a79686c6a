"""arXiv: title queries, the Atom parse layer on recorded feeds (2016 and 2026), its XML guard, client requests."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
import responses
from responses import matchers

from enrich.config import Settings
from enrich.net.http import Expiry, Http, MalformedResponse, Reply, StatusError
from enrich.sources import arxiv
from enrich.sources.arxiv import ID_CHUNK, MAX_RESULTS_LIMIT, ArxivClient, arxiv_title_query, parse_feed

FIXTURES = Path(__file__).parent / "fixtures" / "arxiv"
QUERY_URL = "https://export.arxiv.org/api/query"


def fixture_bytes(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


def feed_reply(content: bytes, status: int = 200) -> Reply:
    return Reply(url=QUERY_URL, status=status, content=content)


def parse_fixture(name: str, status: int = 200) -> list:
    return parse_feed(feed_reply(fixture_bytes(name), status))


# ------------------------------------------------------------------------------------------------ title query


@pytest.mark.parametrize(
    ("title", "query"),
    [
        ("Attention Is All You Need", 'ti:"Attention Is All You Need"'),
        (
            'PaperQA: Retrieval-Augmented "Generative" Agent (for) Science?',
            'ti:"PaperQA Retrieval Augmented Generative Agent for Science"',
        ),
        ("Gandiva_fair: Scheduling", 'ti:"Gandiva fair Scheduling"'),
        ("  ::  ", ""),
    ],
)
def test_title_query_is_a_phrase_without_query_syntax(title: str, query: str) -> None:
    assert arxiv_title_query(title) == query


# ------------------------------------------------------------------------------------------------- 2026 feeds


def test_entry_of_a_current_feed() -> None:
    [record] = parse_fixture("query_id_list_1706.03762_attention_is_all_you_need.atom.xml")
    assert record.source == "arxiv"
    assert (record.arxiv_id, record.arxiv_version) == ("1706.03762", 7)
    assert record.title == "Attention Is All You Need"
    assert [a.name for a in record.authors][:2] == ["Ashish Vaswani", "Noam Shazeer"]
    assert len(record.authors) == 8
    assert (record.year, record.publication_date) == (2017, "2017-06-12")
    assert record.open_access_pdf == "https://arxiv.org/pdf/1706.03762v7"
    assert record.url == "https://arxiv.org/abs/1706.03762v7"
    assert record.abstract.startswith("The dominant sequence transduction models")
    assert (record.doi, record.journal_ref, record.venue, record.dblp_type) == (None, None, None, None)


@pytest.mark.parametrize(
    ("name", "arxiv_id", "version"),
    [
        ("query_id_list_old_style_quant-ph_0201082v1.atom.xml", "quant-ph/0201082", 1),
        ("query_id_list_old_style_astro-ph_0601001.atom.xml", "astro-ph/0601001", 1),
    ],
)
def test_old_style_ids_are_kept_whole(name: str, arxiv_id: str, version: int) -> None:
    [record] = parse_fixture(name)
    assert (record.arxiv_id, record.arxiv_version) == (arxiv_id, version)


def test_journal_ref_and_authors_with_affiliations() -> None:
    [record] = parse_fixture("query_id_list_old_style_astro-ph_0601001.atom.xml")
    assert record.journal_ref == "ActaAstron.56:1-50,2006"
    assert [a.name for a in record.authors] == ["Andrew Gould", "Susan Dorsher", "B. Scott Gaudi", "Andrzej Udalski"]
    assert record.year == 2006


def test_journal_dois_in_a_search_feed() -> None:
    records = {record.arxiv_id: record for record in parse_fixture("query_search_testing_start0_max10.atom.xml")}
    assert len(records) == 10
    assert records["2202.12139"].doi == "10.1109/icstw55395.2022.00035"
    assert records["2202.12139"].journal_ref.startswith("Artificial Intelligence in Software Testing")


def test_zero_results_feed_is_empty() -> None:
    assert parse_fixture("query_id_list_0000.0000_zero_results.atom.xml") == []


def test_missing_id_is_simply_absent() -> None:
    records = parse_fixture("query_id_list_two_ids_one_missing.atom.xml")
    assert [record.arxiv_id for record in records] == ["1707.08567"]


# ------------------------------------------------------------------------------------------------- 2016 feeds


def test_hard_wrapped_2016_feed_with_per_element_namespaces() -> None:
    [record] = parse_fixture("legacy2016_query_id_list_1111.2011v2.atom.xml")
    assert record.title == "Quantum Criticality for Extended Nodes on a Bethe Lattice in the Large Connectivity Limit"
    assert record.abstract.startswith("Theoretical description of anisotropic systems, such as layered superconductors")
    assert "\n" not in record.abstract and "  " not in record.abstract
    assert (record.arxiv_id, record.arxiv_version) == ("1111.2011", 2)
    assert record.doi == "10.1103/physrevb.85.115117"
    assert record.journal_ref == "Phys. Rev. B 85, 115117 (2012)"
    assert record.open_access_pdf == "http://arxiv.org/pdf/1111.2011v2"
    assert [a.name for a in record.authors] == ["James M. Murray", "Adrian Del Maestro", "Zlatko Tesanovic"]


def test_2016_search_feed_with_an_old_style_id() -> None:
    [record] = parse_fixture("legacy2016_query_search_au_ti_checkerboard.atom.xml")
    assert record.arxiv_id == "cond-mat/0603029"
    assert record.title == (
        "From stripe to checkerboard order on the square lattice in the presence of quenched disorder"
    )
    assert record.doi == "10.1103/physrevb.74.024520"


def test_arxiv_datacite_doi_is_never_the_doi() -> None:
    content = fixture_bytes("legacy2016_query_id_list_1111.2011v2.atom.xml")
    content = content.replace(b"10.1103/PhysRevB.85.115117", b"10.48550/arXiv.1111.2011")
    [record] = parse_feed(feed_reply(content))
    assert record.doi is None
    assert record.arxiv_id == "1111.2011"


# ------------------------------------------------------------------------------------------------------ errors


def test_error_feed_of_a_400_is_a_refused_query_with_arxivs_reason() -> None:
    with pytest.raises(StatusError) as raised:
        parse_fixture("query_id_list_abc_error_400.atom.xml", status=400)
    assert raised.value.status == 400
    assert "incorrect id format for abc" in raised.value.reason
    assert raised.value.source == "arxiv"


def test_error_entry_in_a_200_feed_is_still_an_error() -> None:
    with pytest.raises(MalformedResponse, match="incorrect id format"):
        parse_fixture("query_id_list_abc_error_400.atom.xml", status=200)


def test_a_400_without_an_error_entry_is_malformed() -> None:
    with pytest.raises(MalformedResponse, match="HTTP 400"):
        parse_fixture("query_id_list_0000.0000_zero_results.atom.xml", status=400)


def test_entry_without_an_arxiv_id_is_left_out_and_the_others_kept(caplog: pytest.LogCaptureFixture) -> None:
    content = fixture_bytes("query_search_testing_start0_max10.atom.xml")
    content = content.replace(b"<id>http://arxiv.org/abs/2202.12139v1</id>", b"<id></id>")
    assert b"2202.12139" in content  # still named elsewhere in the entry, just not as its id
    records = parse_feed(feed_reply(content))
    assert len(records) == 9
    assert "2202.12139" not in {record.arxiv_id for record in records}
    assert "without an arXiv id" in caplog.text


def test_records_carry_the_utc_day_the_answer_was_received() -> None:
    reply = Reply(
        url=QUERY_URL,
        status=200,
        fetched_at=datetime(2026, 1, 31, 0, 5, tzinfo=UTC),
        content=fixture_bytes("query_id_list_1706.03762_attention_is_all_you_need.atom.xml"),
    )
    [record] = parse_feed(reply)
    assert record.retrieved == date(2026, 1, 31)


# ------------------------------------------------------------------------------------------------- XML safety


BILLION_LAUGHS = b"""<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<feed xmlns="http://www.w3.org/2005/Atom"><title>&lol2;</title></feed>"""
EXTERNAL_ENTITY = b"""<?xml version="1.0"?>
<!DOCTYPE feed [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>http://arxiv.org/abs/1706.03762v7</id>
<title>&secret;</title></entry></feed>"""


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (BILLION_LAUGHS, "DOCTYPE or ENTITY"),
        (EXTERNAL_ENTITY, "DOCTYPE or ENTITY"),
        (b"<html><head><title>Access Denied</title></head><body>robot<br></body></html>", "not well-formed"),
        (b"<html><body><p>Access Denied</p></body></html>", "not an Atom feed"),
        (b"", "not well-formed"),
    ],
)
def test_unsafe_or_foreign_documents_are_refused(content: bytes, reason: str) -> None:
    with pytest.raises(MalformedResponse) as raised:
        parse_feed(feed_reply(content))
    assert reason in raised.value.reason


def test_oversized_feed_is_refused_before_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    content = fixture_bytes("query_id_list_1706.03762_attention_is_all_you_need.atom.xml")
    monkeypatch.setattr(arxiv, "MAX_FEED_BYTES", len(content) - 1)
    with pytest.raises(MalformedResponse, match="larger than"):
        parse_feed(feed_reply(content))


# ------------------------------------------------------------------------------------ client, through Http


@pytest.fixture
def client(http: Http) -> ArxivClient:
    return ArxivClient(http, "https://export.arxiv.org/")


def sent_params(call: Any) -> dict[str, str]:
    return {name: values[0] for name, values in parse_qs(urlsplit(call.request.url).query).items()}


def test_by_ids_matches_results_by_id_not_position(client: ArxivClient, mocked: responses.RequestsMock) -> None:
    mocked.get(
        QUERY_URL,
        body=fixture_bytes("query_id_list_two_ids_one_missing.atom.xml"),
        match=[matchers.query_param_matcher({"id_list": "0808.05394,1707.08567", "start": "0", "max_results": "2"})],
    )
    found = client.by_ids(["0808.05394", "arXiv:1707.08567v1", "not an id", "1707.08567"])
    assert list(found) == ["1707.08567"]
    assert found["1707.08567"].title.startswith("Proceedings of Workshop AEW10")


def test_by_ids_sends_at_most_a_chunk_per_request(client: ArxivClient, mocked: responses.RequestsMock) -> None:
    mocked.get(QUERY_URL, body=fixture_bytes("query_id_list_0000.0000_zero_results.atom.xml"))
    ids = [f"2101.{n:05d}" for n in range(ID_CHUNK + 50)]
    assert client.by_ids(ids) == {}
    sent = [sent_params(call) for call in mocked.calls]
    assert [params["id_list"].split(",") for params in sent] == [ids[:ID_CHUNK], ids[ID_CHUNK:]]
    assert [params["max_results"] for params in sent] == [str(ID_CHUNK), "50"]


def test_by_ids_with_old_style_ids(client: ArxivClient, mocked: responses.RequestsMock) -> None:
    mocked.get(
        QUERY_URL,
        body=fixture_bytes("query_id_list_old_style_quant-ph_0201082v1.atom.xml"),
        match=[matchers.query_param_matcher({"id_list": "quant-ph/0201082", "start": "0", "max_results": "1"})],
    )
    assert client.by_ids(["quant-ph/0201082v1"])["quant-ph/0201082"].arxiv_version == 1


def test_by_ids_without_valid_ids_sends_nothing(client: ArxivClient, mocked: responses.RequestsMock) -> None:
    assert client.by_ids(["abc", ""]) == {}
    assert len(mocked.calls) == 0


def test_search_title_sends_a_phrase_query(client: ArxivClient, mocked: responses.RequestsMock) -> None:
    mocked.get(
        QUERY_URL,
        body=fixture_bytes("query_id_list_1706.03762_attention_is_all_you_need.atom.xml"),
        match=[
            matchers.query_param_matcher(
                {"search_query": 'ti:"Attention Is All You Need"', "start": "0", "max_results": "3"}
            )
        ],
    )
    [record] = client.search_title("Attention Is All You Need!", max_results=3)
    assert record.arxiv_id == "1706.03762"


def test_search_titles_ors_phrase_queries_within_arxivs_page_limit(
    client: ArxivClient, mocked: responses.RequestsMock
) -> None:
    mocked.get(
        QUERY_URL,
        body=fixture_bytes("query_id_list_1706.03762_attention_is_all_you_need.atom.xml"),
        match=[
            matchers.query_param_matcher(
                {
                    "search_query": 'ti:"Attention Is All You Need" OR ti:"Deep Residual Learning"',
                    "start": "0",
                    "max_results": str(MAX_RESULTS_LIMIT),
                }
            )
        ],
    )
    page = client.search_titles(["Attention Is All You Need!", "...", "Deep Residual Learning"], max_results=5000)
    assert [record.arxiv_id for record in page.records] == ["1706.03762"] and page.complete


def test_ids_asked_with_titles_are_ored_in_as_id_terms_with_room_for_their_records(
    client: ArxivClient, mocked: responses.RequestsMock
) -> None:
    mocked.get(
        QUERY_URL,
        body=fixture_bytes("query_id_list_1706.03762_attention_is_all_you_need.atom.xml"),
        match=[
            matchers.query_param_matcher(
                {
                    "search_query": 'ti:"Deep Residual Learning" OR ti:"Batch Normalization" OR id:1706.03762',
                    "start": "0",
                    "max_results": "21",
                }
            )
        ],
    )
    page = client.search_titles(
        ["Deep Residual Learning", "Batch Normalization"], max_results=20, ids=["arXiv:1706.03762v5", "not an id"]
    )
    assert [record.arxiv_id for record in page.records] == ["1706.03762"]


def test_a_refused_query_carries_arxivs_message_and_is_not_cached(
    client: ArxivClient, mocked: responses.RequestsMock
) -> None:
    mocked.get(
        QUERY_URL,
        status=400,
        body=fixture_bytes("query_id_list_abc_error_400.atom.xml"),
        content_type="application/atom+xml",
    )
    for _ in range(2):
        with pytest.raises(StatusError, match="incorrect id format for abc") as raised:
            client.search_title("abc")
        assert raised.value.status == 400
    assert len(mocked.calls) == 2


class RecordingHttp:
    """Stands in for Http to see the expiry a call asks for; answers with the zero-results feed."""

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []

    def get(self, source: str, url: str, parse: Callable[[Reply], Any], **options: Any) -> Any:
        self.calls.append({"source": source, **options})
        return parse(feed_reply(fixture_bytes("query_id_list_0000.0000_zero_results.atom.xml")))


@pytest.mark.parametrize(
    ("call", "expire"),
    [(lambda c: c.search_title("Attention"), Expiry.SEARCH), (lambda c: c.by_ids(["1706.03762"]), Expiry.METADATA)],
)
def test_searches_and_lookups_expire_as_such(call, expire: Expiry) -> None:
    recording = RecordingHttp()
    call(ArxivClient(recording, "https://export.arxiv.org"))
    assert {(options["source"], options["expire"]) for options in recording.calls} == {("arxiv", expire)}


def test_an_empty_title_search_is_cached_for_a_day_only(tmp_path: Path, mocked: responses.RequestsMock) -> None:
    empty = fixture_bytes("query_id_list_0000.0000_zero_results.atom.xml")
    mocked.add(responses.GET, "https://export.arxiv.org/api/query", body=empty, status=200)
    ticks = itertools.count(step=100.0)
    settings = Settings(cache_dir=tmp_path / "cache", expire_empty=0)  # "a day" already over
    layer = Http(settings, clock=lambda: next(ticks), sleep=lambda seconds: None)
    client = ArxivClient(layer, "https://export.arxiv.org")
    assert client.search_title("A Paper arXiv Has But Answered Empty") == []
    assert client.search_title("A Paper arXiv Has But Answered Empty") == []
    layer.close()
    assert len(mocked.calls) == 2  # the empty answer was not replayed once its short life was over
