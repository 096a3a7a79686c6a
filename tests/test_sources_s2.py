"""Semantic Scholar: the parse layer on recorded bodies, the field lists, and the client's requests."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
import requests
import requests_cache
import responses
from responses import matchers

from enrich.config import Settings
from enrich.net.cache import CACHE_FILE
from enrich.net.http import Expiry, Http, MalformedResponse, Reply, StatusError
from enrich.sources.s2 import (
    BATCH_LIMIT,
    CITATION_FIELDS,
    FIELDS,
    S2Client,
    batch_parser,
    citation_record,
    open_access_pdf,
    parse_bulk,
    parse_match,
    parse_paper,
    parse_search,
)

FIXTURES = Path(__file__).parent / "fixtures" / "s2"
BASE = "https://api.semanticscholar.org"
API = f"{BASE}/graph/v1"

# The fields of a recorded POST /paper/batch that S2 answered with 200 (paper_batch_4ids_fullfields_first_null.json).
FIELDS_S2_ACCEPTED = frozenset(
    "abstract,authors,citationCount,citationStyles,corpusId,externalIds,fieldsOfStudy,influentialCitationCount,"
    "isOpenAccess,journal,openAccessPdf,paperId,publicationDate,publicationTypes,publicationVenue,referenceCount,"
    "s2FieldsOfStudy,title,url,venue,year".split(",")
)


def fixture_reply(name: str, status: int = 200) -> Reply:
    return Reply(url=API, status=status, content=(FIXTURES / name).read_bytes())


def fixture_json(name: str) -> object:
    return json.loads((FIXTURES / name).read_text())


def json_reply(body: object, status: int = 200) -> Reply:
    return Reply(url=API, status=status, content=json.dumps(body).encode())


# ------------------------------------------------------------------------------------------------- field lists


def test_every_requested_field_is_one_s2_accepts() -> None:
    assert set(FIELDS) <= FIELDS_S2_ACCEPTED
    assert set(CITATION_FIELDS) <= FIELDS_S2_ACCEPTED


def test_fields_cover_everything_a_record_takes_from_s2() -> None:
    wanted = {
        "title",
        "authors",
        "year",
        "venue",
        "publicationVenue",
        "externalIds",
        "abstract",
        "citationCount",
        "influentialCitationCount",
        "openAccessPdf",
        "publicationTypes",
        "publicationDate",
    }
    assert wanted <= set(FIELDS)
    assert {"citationCount", "influentialCitationCount"} <= set(CITATION_FIELDS)
    assert "abstract" not in CITATION_FIELDS


# ----------------------------------------------------------------------------------------------- title match


def test_match_hit_on_an_arxiv_paper_without_a_doi() -> None:
    record = parse_match(fixture_reply("search_match_hit_attention_is_all_you_need.json"))
    assert record is not None
    assert record.source == "s2"
    assert record.title == "Attention is All you Need"
    assert record.s2_paper_id == "204e3073870fae3d05bcbc2f6a8e263d9b72e776"
    assert record.s2_corpus_id == 13756489  # from externalIds: corpusId itself was not requested
    assert record.arxiv_id == "1706.03762"
    assert record.dblp_key == "journals/corr/VaswaniSPUJGKP17"
    assert record.doi is None
    assert record.year == 2017
    assert record.venue == "Neural Information Processing Systems"
    assert record.publication_types == ["JournalArticle", "Conference"]
    assert record.publication_date == "2017-06-12"
    assert record.source_score == pytest.approx(133.32033)
    assert record.authors[0].name == "Ashish Vaswani"
    assert record.authors[0].s2_author_id == "40348417"
    assert len(record.authors) == 8


def test_empty_open_access_url_on_an_arxiv_paper_becomes_the_arxiv_pdf() -> None:
    record = parse_match(fixture_reply("search_match_hit_attention_is_all_you_need.json"))
    assert record is not None
    assert record.open_access_pdf == "https://arxiv.org/pdf/1706.03762"


def test_arxiv_datacite_doi_is_never_the_doi() -> None:
    record = parse_match(fixture_reply("search_match_hit_paperqa_arxiv.json"))
    assert record is not None
    assert record.doi is None
    assert record.arxiv_id == "2312.07559"
    assert record.dblp_key == "journals/corr/abs-2312-07559"
    assert record.s2_corpus_id == 266191420


def test_journal_paper_keeps_its_doi_and_real_open_access_pdf() -> None:
    record = parse_match(fixture_reply("search_match_hit_chemcrow_journal_dblp.json"))
    assert record is not None
    assert record.doi == "10.1038/s42256-024-00832-8"
    assert record.arxiv_id == "2304.05376"
    assert record.open_access_pdf == "https://www.nature.com/articles/s42256-024-00832-8.pdf"
    assert record.venue == "Nat. Mac. Intell."
    assert record.citation_count == 488
    assert record.influential_citation_count == 20
    assert record.authors[0].name == "Andr\u00e9s M Bran"


def test_partial_title_query_still_returns_the_full_title_for_the_caller_to_check() -> None:
    record = parse_match(fixture_reply("search_match_hit_title_only_partial_query.json"))
    assert record is not None
    assert record.title == "Mining association rules between sets of items in large databases"
    assert (record.year, record.doi, record.citation_count, record.authors) == (None, None, None, [])


def test_match_404_is_no_match() -> None:
    assert parse_match(fixture_reply("search_match_404_title_match_not_found.json", status=404)) is None


def test_match_200_with_empty_data_is_no_match() -> None:
    assert parse_match(fixture_reply("handbuilt_match_200_empty_data.json")) is None


def test_a_404_from_the_gateway_is_not_a_no_match() -> None:
    with pytest.raises(MalformedResponse, match="Not Found"):
        parse_match(json_reply({"message": "Not Found"}, status=404))


# ------------------------------------------------------------------------------------------- single lookups


def test_lookup_by_arxiv_datacite_doi_gives_the_arxiv_id_only() -> None:
    record = parse_paper(fixture_reply("paper_by_doi_arxiv_paperqa.json"))
    assert record is not None
    assert (record.doi, record.arxiv_id) == (None, "2312.07559")
    assert record.open_access_pdf == "https://arxiv.org/pdf/2312.07559"
    assert record.venue == "arXiv.org"


def test_lookup_with_full_fields() -> None:
    record = parse_paper(fixture_reply("paper_by_doi_chemcrow_fullfields.json"))
    assert record is not None
    assert record.doi == "10.1038/s42256-024-00832-8"
    assert record.dblp_key == "journals/natmi/BranCSBWS24"
    assert record.citation_count == 500
    assert record.url == "https://www.semanticscholar.org/paper/354dcdebf3f8b5feeed5c62090e0bc1f0c28db06"


@pytest.mark.parametrize("name", ["paper_by_doi_404_not_found.json", "paper_404_id_not_found.json"])
def test_unknown_paper_is_none(name: str) -> None:
    assert parse_paper(fixture_reply(name, status=404)) is None


def test_title_only_answer_is_a_record_with_unknowns() -> None:
    record = parse_paper(fixture_reply("paper_by_doi_title_only_turing.json"))
    assert record is not None
    assert record.title == "Computing Machinery and Intelligence"
    assert (record.venue, record.abstract, record.open_access_pdf) == (None, None, None)


def test_records_carry_the_utc_day_the_answer_was_received() -> None:
    late_evening_in_new_york = datetime(2026, 3, 1, 22, 30, tzinfo=timezone(timedelta(hours=-5)))
    reply = Reply(
        url=API,
        status=200,
        content=(FIXTURES / "paper_by_doi_chemcrow_fullfields.json").read_bytes(),
        fetched_at=late_evening_in_new_york,
    )
    assert parse_paper(reply).retrieved == date(2026, 3, 2)
    [counts] = batch_parser(1, citation_record)(
        Reply(url=API, status=200, content=b'[{"paperId": "a"}]', fetched_at=late_evening_in_new_york)
    )
    assert counts.retrieved == date(2026, 3, 2)


def test_a_cached_answer_keeps_the_day_it_was_received(tmp_path: Path, mocked: responses.RequestsMock) -> None:
    settings = Settings(cache_dir=tmp_path / "cache")
    mocked.add_callback(responses.POST, f"{API}/paper/batch", callback=echo_batch(set()))
    fresh = Http(settings, sleep=lambda seconds: None)
    before = datetime.now(UTC).date()
    [today] = S2Client(fresh, BASE).batch(["CorpusId:1"])
    after = datetime.now(UTC).date()
    fresh.close()
    stored = requests_cache.SQLiteCache(tmp_path / "cache" / CACHE_FILE)
    [(key, response)] = stored.responses.items()
    response.created_at = datetime(2026, 1, 2, 23, 59, tzinfo=UTC)
    stored.responses[key] = response
    stored.close()

    cached = Http(settings, sleep=lambda seconds: None)
    [from_cache] = S2Client(cached, BASE).batch(["CorpusId:1"])
    cached.close()

    assert before <= today.retrieved <= after
    assert from_cache.retrieved == date(2026, 1, 2)
    assert len(mocked.calls) == 1


def test_venue_comes_from_publication_venue_when_venue_is_empty() -> None:
    paper = fixture_json("paper_by_doi_publicationvenue_object.json")
    assert parse_paper(json_reply(paper)).venue == "PLoS ONE"
    paper["venue"] = ""
    paper["publicationVenue"]["name"] = "PLOS ONE (publication venue)"
    assert parse_paper(json_reply(paper)).venue == "PLOS ONE (publication venue)"


@pytest.mark.parametrize(
    ("name", "status", "message"),
    [
        ("paper_400_unsupported_fields.json", 400, "Unrecognized or unsupported fields: [unknown]"),
        ("paper_batch_403_forbidden_bad_api_key.json", 403, "Forbidden"),
        ("error_429_too_many_requests.json", 429, "Too Many Requests"),
    ],
)
def test_error_bodies_are_malformed_with_s2_words(name: str, status: int, message: str) -> None:
    with pytest.raises(MalformedResponse) as raised:
        parse_paper(fixture_reply(name, status=status))
    assert message in raised.value.reason
    assert raised.value.source == "s2"


def test_html_page_is_malformed() -> None:
    reply = Reply(url=API, status=200, content=b"<html><body>502 Bad Gateway</body></html>")
    with pytest.raises(MalformedResponse, match="HTML"):
        parse_paper(reply)


def test_paper_without_title_is_malformed() -> None:
    with pytest.raises(MalformedResponse, match="without a title"):
        parse_paper(json_reply({"paperId": "c31c87c591a25c64fbaa82e8ac6a81831b6ac7ce"}))


# ---------------------------------------------------------------------------------------------------- batches


def test_batch_keeps_a_null_in_its_position_and_the_request_order() -> None:
    records = batch_parser(4)(fixture_reply("paper_batch_4ids_fullfields_first_null.json"))
    assert records[0] is None
    assert [record.s2_paper_id for record in records[1:]] == [
        "c31c87c591a25c64fbaa82e8ac6a81831b6ac7ce",
        "cb1ebd913c3724c599f6b276b14b5c6253da68f3",
        "0f40b1f08821e22e859c6050916cec3667778613",
    ]


def test_batch_records_carry_abstract_counts_and_venue_fallbacks() -> None:
    _, trust, microfinance, audits = batch_parser(4)(fixture_reply("paper_batch_4ids_fullfields_first_null.json"))
    assert trust.abstract.startswith("Most Difference-in-Difference (DD) papers")
    assert (trust.doi, trust.s2_corpus_id, trust.citation_count) == ("10.2139/ssrn.288970", 470667, 10670)
    assert trust.open_access_pdf == "http://papers.nber.org/papers/w8841.pdf"
    assert trust.venue == "Experimental & Empirical Studies eJournal"  # venue "" and no publicationVenue
    assert microfinance.doi == "10.2139/ssrn.2250500"
    assert (audits.venue, audits.open_access_pdf) == (None, None)
    assert audits.citation_count == 0  # zero citations is known, not missing


def test_batch_of_the_wrong_length_cannot_be_matched_to_ids() -> None:
    with pytest.raises(MalformedResponse, match="4 entries for 3 ids"):
        batch_parser(3)(fixture_reply("paper_batch_4ids_fullfields_first_null.json"))


def test_batch_error_object_is_malformed() -> None:
    with pytest.raises(MalformedResponse, match="Forbidden"):
        batch_parser(3)(fixture_reply("paper_batch_403_forbidden_bad_api_key.json", status=403))


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"<html><body>Bad Gateway</body></html>", "HTML"),
        (b'{"data": [', "invalid JSON"),
        (b'{"data": []}', "not a list"),
    ],
)
def test_batch_body_of_the_wrong_shape_is_malformed(content: bytes, reason: str) -> None:
    with pytest.raises(MalformedResponse, match=reason):
        batch_parser(1)(Reply(url=API, status=200, content=content))


def odd_batch() -> list[Any]:
    """The recorded 4-paper batch with its second paper's title null and a bare string in the place of the third."""
    papers = fixture_json("paper_batch_4ids_fullfields_first_null.json")
    papers[1]["title"] = None
    papers[2] = "unexpected"
    return papers


def test_an_unusable_paper_in_a_batch_is_none_and_the_others_are_kept(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    records = batch_parser(4)(json_reply(odd_batch()))
    assert records[:3] == [None, None, None]
    assert records[3].s2_paper_id == "0f40b1f08821e22e859c6050916cec3667778613"
    [warning] = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert "2 unusable record(s) of 4" in warning.getMessage()
    assert "without a title" in warning.getMessage()


def test_citation_counts_need_only_a_paper_id() -> None:
    papers = [
        {
            "paperId": "204e3073870fae3d05bcbc2f6a8e263d9b72e776",
            "citationCount": 170000,
            "influentialCitationCount": 19000,
        },
        {"paperId": "c31c87c591a25c64fbaa82e8ac6a81831b6ac7ce", "title": None, "citationCount": 12},
        {"title": "No id"},
        "unexpected",
        None,
    ]
    with_counts, without_influential, no_id, not_a_paper, unknown = batch_parser(5, citation_record)(json_reply(papers))
    assert (with_counts.title, with_counts.citation_count, with_counts.influential_citation_count) == (
        "",
        170000,
        19000,
    )
    assert (without_influential.citation_count, without_influential.influential_citation_count) == (12, None)
    assert (no_id, not_a_paper, unknown) == (None, None, None)


def test_citation_records_keep_the_title_when_s2_sends_one() -> None:
    [record] = batch_parser(1, citation_record)(
        json_reply([{"paperId": "a" * 40, "title": " Attention is\nAll you Need ", "citationCount": 5}])
    )
    assert (record.title, record.citation_count, record.abstract) == ("Attention is All you Need", 5, None)


# ---------------------------------------------------------------------------------------------------- searches


def test_search_page_without_next_gives_its_records() -> None:
    records = parse_search(fixture_reply("search_relevance_last_page_no_next.json"))
    assert len(records) == 89
    assert records[0].title == "Near-optimal sublinear time algorithms for Ulam distance"


def test_search_with_zero_hits_has_no_data_key() -> None:
    assert parse_search(fixture_reply("search_relevance_zero_results.json")) == []


def test_an_unusable_paper_in_a_search_page_is_left_out() -> None:
    body = fixture_json("search_relevance_last_page_no_next.json")
    body["data"][0]["title"] = None
    body["data"][1].pop("paperId")
    records = parse_search(json_reply(body))
    assert len(records) == 87
    assert records[0].title == body["data"][2]["title"]


def test_search_error_object_is_malformed() -> None:
    with pytest.raises(MalformedResponse, match="Too Many Requests"):
        parse_search(fixture_reply("error_429_too_many_requests.json", status=429))


# ------------------------------------------------------------------------------------------ open-access shapes


def test_recorded_open_access_urls_are_kept_whatever_their_status() -> None:
    papers = fixture_json("search_relevance_openaccesspdf_shapes.json")["data"]
    closed = [paper for paper in papers if paper["openAccessPdf"]["status"] == "CLOSED"]
    assert open_access_pdf(closed[0]) == "http://arxiv.org/pdf/2301.10035"
    assert all(open_access_pdf(paper) == paper["openAccessPdf"]["url"] for paper in papers)


@pytest.mark.parametrize(
    ("pdf", "arxiv_id", "expected"),
    [
        (None, None, None),
        (None, "2312.07559", "https://arxiv.org/pdf/2312.07559"),
        ({"url": "", "status": None, "license": None}, None, None),
        ({"url": "", "status": None, "license": None}, "quant-ph/0201082", "https://arxiv.org/pdf/quant-ph/0201082"),
        ({"url": "https://example.org/a.pdf", "status": "GREEN"}, "2312.07559", "https://example.org/a.pdf"),
    ],
)
def test_open_access_pdf_shapes(pdf: object, arxiv_id: str | None, expected: str | None) -> None:
    assert open_access_pdf({"paperId": "x", "openAccessPdf": pdf}, arxiv_id) == expected


# ------------------------------------------------------------------------------------ client, through Http


@pytest.fixture
def client(http: Http) -> S2Client:
    return S2Client(http, "https://api.semanticscholar.org/")


def with_fields(fields: tuple[str, ...] = FIELDS, **params: str) -> list:
    return [matchers.query_param_matcher({**params, "fields": ",".join(fields)})]


def test_search_titles_ors_phrases_in_a_bulk_search_and_reads_the_last_page(
    client: S2Client, mocked: responses.RequestsMock, caplog: pytest.LogCaptureFixture
) -> None:
    body = (FIXTURES / "search_bulk_last_page_token_null.json").read_bytes()
    mocked.get(
        f"{API}/paper/search/bulk",
        body=body,
        match=with_fields(query='"Attention Is All You Need" | "Deep Residual Learning"'),
    )
    page = client.search_titles(["Attention Is All You Need!", "...", "Deep Residual Learning"])
    # The recording asked for citation counts only: its papers have no title, so none is a record.
    assert page.complete and page.records == []


def test_a_bulk_page_with_a_token_is_incomplete() -> None:
    paper = {"paperId": "a" * 40, "title": "Deep Residual Learning for Image Recognition"}
    page = parse_bulk(json_reply({"total": 3027, "token": "PCOA3RZ3", "data": [paper]}))
    assert not page.complete and [record.title for record in page.records] == [paper["title"]]
    assert parse_bulk(json_reply({"total": 0, "token": None})).records == []


def test_match_asks_for_every_field(client: S2Client, mocked: responses.RequestsMock) -> None:
    body = (FIXTURES / "search_match_hit_chemcrow_journal_dblp.json").read_bytes()
    mocked.get(
        f"{API}/paper/search/match",
        body=body,
        match=with_fields(query="Augmenting large language models with chemistry tools"),
    )
    record = client.match("Augmenting large language models with chemistry tools")
    assert record is not None and record.doi == "10.1038/s42256-024-00832-8"


def test_match_404_is_an_answer_not_an_error(client: S2Client, mocked: responses.RequestsMock) -> None:
    mocked.get(
        f"{API}/paper/search/match",
        status=404,
        body=(FIXTURES / "search_match_404_title_match_not_found.json").read_bytes(),
    )
    assert client.match("askldjrq3rjaw938h") is None


def test_search_asks_for_the_first_page(client: S2Client, mocked: responses.RequestsMock) -> None:
    mocked.get(
        f"{API}/paper/search",
        body=(FIXTURES / "search_relevance_zero_results.json").read_bytes(),
        match=with_fields(query="n0 r3sult s3arch t3rm", offset="0", limit="5"),
    )
    assert client.search("n0 r3sult s3arch t3rm", limit=5) == []


@pytest.mark.parametrize(
    "paper_id",
    [
        "DOI:10.1038/s42256-024-00832-8",
        "ARXIV:2304.05376",
        "CorpusId:258059792",
        "354dcdebf3f8b5feeed5c62090e0bc1f0c28db06",
    ],
)
def test_paper_by_every_id_form(client: S2Client, mocked: responses.RequestsMock, paper_id: str) -> None:
    mocked.get(
        f"{API}/paper/{paper_id}",
        body=(FIXTURES / "paper_by_doi_chemcrow_fullfields.json").read_bytes(),
        match=with_fields(),
    )
    record = client.paper(paper_id)
    assert record is not None and record.s2_paper_id == "354dcdebf3f8b5feeed5c62090e0bc1f0c28db06"


def test_unknown_paper_404_is_none(client: S2Client, mocked: responses.RequestsMock) -> None:
    mocked.get(
        f"{API}/paper/DOI:10.1101/2024.04.01.587366",
        status=404,
        body=(FIXTURES / "paper_by_doi_404_not_found.json").read_bytes(),
    )
    assert client.paper("DOI:10.1101/2024.04.01.587366") is None


def test_unsupported_fields_is_a_status_error_with_s2s_words(client: S2Client, mocked: responses.RequestsMock) -> None:
    mocked.get(
        f"{API}/paper/DOI:10.1093/mind/lix.236.433",
        status=400,
        body=(FIXTURES / "paper_400_unsupported_fields.json").read_bytes(),
        content_type="application/json",
    )
    with pytest.raises(StatusError) as raised:
        client.paper("DOI:10.1093/mind/lix.236.433")
    assert raised.value.status == 400
    assert "Unrecognized or unsupported fields" in raised.value.reason


def echo_batch(unknown: set[str]) -> Callable[[requests.PreparedRequest], tuple[int, dict, str]]:
    """An S2 batch endpoint: one paper per requested id, in request order, null for the ``unknown`` ids."""

    def answer(request: requests.PreparedRequest) -> tuple[int, dict, str]:
        ids = json.loads(request.body)["ids"]
        papers = [
            None if paper_id in unknown else {"paperId": f"{n:040x}", "title": f"Paper {paper_id}"}
            for n, paper_id in enumerate(ids)
        ]
        return 200, {"Content-Type": "application/json"}, json.dumps(papers)

    return answer


def test_batch_is_chunked_and_keeps_request_order_and_nulls(client: S2Client, mocked: responses.RequestsMock) -> None:
    ids = [f"CorpusId:{n}" for n in range(BATCH_LIMIT + 1)]
    mocked.add_callback(
        responses.POST, f"{API}/paper/batch", callback=echo_batch({"CorpusId:3", "CorpusId:500"}), match=with_fields()
    )
    records = client.batch(ids)
    assert [len(json.loads(call.request.body)["ids"]) for call in mocked.calls] == [BATCH_LIMIT, 1]
    assert len(records) == len(ids)
    assert records[3] is None and records[500] is None
    assert [r.title for r in records[:3]] == ["Paper CorpusId:0", "Paper CorpusId:1", "Paper CorpusId:2"]
    assert records[499].title == "Paper CorpusId:499"


def test_recorded_batch_with_a_null_in_position(client: S2Client, mocked: responses.RequestsMock) -> None:
    ids = ["CorpusId:211530585", "CorpusId:470667", "10.2139/ssrn.2250500", "0f40b1f08821e22e859c6050916cec3667778613"]
    mocked.post(
        f"{API}/paper/batch",
        body=(FIXTURES / "paper_batch_4ids_fullfields_first_null.json").read_bytes(),
        match=with_fields() + [matchers.json_params_matcher({"ids": ids})],
    )
    records = client.batch(ids)
    assert records[0] is None
    assert records[3].s2_paper_id == ids[3]


def test_citations_ask_only_for_counts(client: S2Client, mocked: responses.RequestsMock) -> None:
    mocked.add_callback(
        responses.POST, f"{API}/paper/batch", callback=echo_batch(set()), match=with_fields(CITATION_FIELDS)
    )
    [record] = client.citations(["204e3073870fae3d05bcbc2f6a8e263d9b72e776"])
    assert record.title == "Paper 204e3073870fae3d05bcbc2f6a8e263d9b72e776"


def test_citations_without_titles_keep_their_counts(client: S2Client, mocked: responses.RequestsMock) -> None:
    ids = ["204e3073870fae3d05bcbc2f6a8e263d9b72e776", "c31c87c591a25c64fbaa82e8ac6a81831b6ac7ce"]
    mocked.post(
        f"{API}/paper/batch",
        json=[{"paperId": ids[0], "title": None, "citationCount": 170000}, {"paperId": ids[1], "citationCount": 12}],
    )
    assert [record.citation_count for record in client.citations(ids)] == [170000, 12]


def test_one_odd_paper_does_not_fail_the_batch_or_the_source(
    tmp_path: Path, mocked: responses.RequestsMock, caplog: pytest.LogCaptureFixture
) -> None:
    key = "s2-key-7f3a9c1e5b"
    http = Http(Settings(cache_dir=tmp_path / "cache", s2_api_key=key, breaker_threshold=1), sleep=lambda seconds: None)
    ids = ["CorpusId:211530585", "CorpusId:470667", "10.2139/ssrn.2250500", "0f40b1f08821e22e859c6050916cec3667778613"]
    mocked.post(f"{API}/paper/batch", json=odd_batch())
    caplog.set_level(logging.DEBUG)

    first = S2Client(http, BASE).batch(ids)
    again = S2Client(http, BASE).batch(ids)
    http.close()

    assert first == again and first[3].s2_paper_id == ids[3]
    assert len(mocked.calls) == 1  # the answer was kept in the cache like any good answer
    assert (http.source_stats()["s2"].failures, http.open_sources()) == (0, {})
    assert key not in caplog.text


def test_empty_questions_send_nothing(client: S2Client, mocked: responses.RequestsMock) -> None:
    assert client.batch([]) == []
    assert client.match("  ") is None
    assert client.search("") == []
    assert len(mocked.calls) == 0


# -------------------------------------------------------------------------- which cache lifetime each call uses


class RecordingHttp:
    """Stands in for Http to see the expiry and accepted statuses a call asks for; answers with a fixed body."""

    def __init__(self, content: bytes) -> None:
        self.content = content
        self.calls: list[dict[str, Any]] = []

    def get(self, source: str, url: str, parse: Callable[[Reply], Any], **options: Any) -> Any:
        self.calls.append({"source": source, **options})
        return parse(Reply(url=url, status=200, content=self.content))

    def post_json(self, source: str, url: str, parse: Callable[[Reply], Any], **options: Any) -> Any:
        return self.get(source, url, parse, **options)


@pytest.mark.parametrize(
    ("call", "body", "expire", "accept"),
    [
        (lambda c: c.match("t"), b'{"data": []}', Expiry.SEARCH, {200, 404}),
        (lambda c: c.search("t"), b'{"total": 0, "offset": 0}', Expiry.SEARCH, {200}),
        (lambda c: c.paper("CorpusId:1"), b'{"paperId": "a", "title": "T"}', Expiry.METADATA, {200, 404}),
        (lambda c: c.batch(["CorpusId:1"]), b"[null]", Expiry.METADATA, {200}),
        (lambda c: c.citations(["CorpusId:1"]), b"[null]", Expiry.CITATIONS, {200}),
    ],
)
def test_searches_lookups_and_citations_expire_as_such(call, body: bytes, expire: Expiry, accept: set) -> None:
    recording = RecordingHttp(body)
    call(S2Client(recording, API))
    [options] = recording.calls
    assert options["source"] == "s2"
    assert options["expire"] is expire
    assert set(options.get("accept", {200})) == accept
