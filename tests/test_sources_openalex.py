"""OpenAlex: the parse layer on recorded bodies, the rebuilt abstract, and the client's requests."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
import requests
import responses
from responses import matchers

from enrich.config import Settings
from enrich.net.cache import CACHE_FILE
from enrich.net.http import Http, MalformedResponse, Reply, StatusError
from enrich.sources.openalex import (
    BATCH_LIMIT,
    CITATION_FIELDS,
    FIELDS,
    OpenAlexClient,
    abstract_text,
    matched_by_doi,
    parse_works,
    title_filter,
)

FIXTURES = Path(__file__).parent / "fixtures" / "openalex"
BASE = "https://api.openalex.org"
WORKS = f"{BASE}/works"
MAILTO = "lists@example.org"
CHEMCROW_DOI = "10.1038/s42256-024-00832-8"


def fixture_json(name: str) -> Any:
    return json.loads((FIXTURES / name).read_text())


def reply_of(body: Any, status: int = 200) -> Reply:
    return Reply(url=WORKS, status=status, content=json.dumps(body).encode())


def fixture_reply(name: str) -> Reply:
    return Reply(url=WORKS, status=200, content=(FIXTURES / name).read_bytes())


# ------------------------------------------------------------------------------------------------ parse layer


def test_published_work_and_its_preprint_from_a_recorded_title_search() -> None:
    published, preprint = parse_works(fixture_reply("works_filter_title_search_chemcrow.json"))
    assert published.source == "openalex"
    assert published.title == "Augmenting large language models with chemistry tools"
    assert (published.doi, published.year, published.venue) == (CHEMCROW_DOI, 2024, "Nature Machine Intelligence")
    assert published.citation_count == 236
    assert published.open_access_pdf == "https://www.nature.com/articles/s42256-024-00832-8.pdf"
    assert published.pages == "525-535"
    assert published.authors[0].name == "Andres M. Bran"
    assert published.publication_types == ["article", "journal-article"]
    assert published.url == "https://openalex.org/W4396723768"
    # This recorded body has a relevance_score, but enrich's searches `select` their fields without it, so their
    # answers carry none: it is not read (nothing ranks by it), rather than read from answers that never have it.
    assert published.source_score is None
    assert preprint.title.startswith("ChemCrow: Augmenting large-language models with chemistry tools")
    assert (preprint.doi, preprint.arxiv_id) == (None, "2304.05376")
    assert preprint.publication_types == ["preprint", "posted-content"]


def test_arxiv_datacite_doi_is_never_the_doi_but_gives_the_arxiv_id() -> None:
    [paperqa] = parse_works(fixture_reply("works_filter_title_search_paperqa.json"))
    assert paperqa.doi is None
    assert paperqa.arxiv_id == "2312.07559"
    assert paperqa.open_access_pdf == "https://arxiv.org/pdf/2312.07559"  # OpenAlex has no pdf_url for it


def test_abstract_is_rebuilt_from_the_inverted_index_without_its_heading() -> None:
    published, preprint = parse_works(fixture_reply("works_filter_title_search_chemcrow.json"))
    assert published.abstract.startswith("Large language models (LLMs) have shown strong performance in tasks")
    assert preprint.abstract.startswith("Over the last decades, excellent computational chemistry tools")
    assert "  " not in published.abstract


def test_abstract_words_go_by_position_whatever_the_order_of_the_index() -> None:
    assert abstract_text({"world": [1, 3], "hello": [0], "again,": [2]}) == "hello world again, world"


@pytest.mark.parametrize("index", [None, [], {"word": "0"}, {"word": [0], 7: [1]}])
def test_an_index_of_another_shape_is_no_abstract(index: Any) -> None:
    assert abstract_text(index) is None


def test_a_recorded_work_without_an_abstract_or_pdf_keeps_its_other_fields() -> None:
    [record] = parse_works(reply_of({"meta": {"count": 1}, "results": [fixture_json("works_by_doi_url.json")]}))
    assert record.title == "High-throughput screening of human genetic variants by pooled prime editing"
    assert (record.doi, record.year, record.venue) == ("10.1016/j.xgen.2025.100814", 2025, "Cell Genomics")
    assert (record.abstract, record.open_access_pdf) == (None, None)  # a null index; oa_url is a landing page
    assert record.citation_count == 3
    assert record.pages == "100814"  # an article number, not a page range


def test_markup_and_entities_leave_titles_and_abstracts() -> None:
    body = fixture_json("works_filter_title_search_chemcrow.json")
    work = body["results"][0]
    work["display_name"] = "Augmenting <i>large</i> language models &amp; chemistry&#13;\ntools"
    work["abstract_inverted_index"] = {"Tools": [0], "&amp;": [1], "agents.<br>": [2], "&#13;\nWe": [3], "test.": [4]}
    published = parse_works(reply_of(body))[0]
    assert published.title == "Augmenting large language models & chemistry tools"
    assert published.abstract == "Tools & agents. We test."


def test_a_work_without_a_display_name_still_gives_its_count_to_a_refresh(
    client: OpenAlexClient, mocked: responses.RequestsMock
) -> None:
    body = fixture_json("works_filter_title_search_chemcrow.json")
    body["results"] = [{**body["results"][0], "display_name": "", "title": None}]
    mocked.get(WORKS, json=body)
    found = client.citations([CHEMCROW_DOI])
    assert found[CHEMCROW_DOI].citation_count == 236
    assert parse_works(reply_of(body)) == []  # a search still has no use for a work it cannot compare by title


def test_a_work_without_a_title_is_left_out_and_the_others_kept() -> None:
    body = fixture_json("works_filter_title_search_chemcrow.json")
    body["results"][1]["display_name"] = None
    body["results"][1]["title"] = None
    assert [record.doi for record in parse_works(reply_of(body))] == [CHEMCROW_DOI]


@pytest.mark.parametrize(
    "body, reason",
    [
        (
            {"error": "Invalid query parameters error.", "message": "filter is not a valid field"},
            "filter is not a valid",
        ),
        ([], "without 'meta'"),
        ({"meta": {}, "results": None}, "without 'meta'"),
    ],
)
def test_a_body_of_another_shape_is_malformed(body: Any, reason: str) -> None:
    with pytest.raises(MalformedResponse, match=reason):
        parse_works(reply_of(body))


def test_the_recorded_html_404_page_is_malformed_where_json_was_expected() -> None:
    page = Reply(url=WORKS, status=200, content=(FIXTURES / "works_by_doi_404_html.html").read_bytes())
    with pytest.raises(MalformedResponse, match="HTML"):
        parse_works(page)


def test_batch_answers_are_matched_back_by_doi_not_by_position() -> None:
    records = parse_works(fixture_reply("works_filter_title_search_chemcrow.json"))
    found = matched_by_doi(reversed(records), ["10.1145/0000000.1111111", CHEMCROW_DOI])
    assert list(found) == [CHEMCROW_DOI]
    assert found[CHEMCROW_DOI].title == "Augmenting large language models with chemistry tools"


@pytest.mark.parametrize(
    "title, expected",
    [
        ("PaperQA: Retrieval-Augmented Generative Agent", "title.search:PaperQA Retrieval Augmented Generative Agent"),
        ("Pipes | and, commas!", "title.search:Pipes and commas"),
        ("?!", ""),
    ],
)
def test_title_filter_keeps_the_words_only(title: str, expected: str) -> None:
    assert title_filter(title) == expected


# ------------------------------------------------------------------------------------------------ client


@pytest.fixture
def client(http: Http) -> OpenAlexClient:
    return OpenAlexClient(http, BASE + "/", mailto=MAILTO)


def test_title_search_asks_for_the_fields_it_reads_with_the_mailto(
    client: OpenAlexClient, mocked: responses.RequestsMock
) -> None:
    mocked.get(
        WORKS,
        body=(FIXTURES / "works_filter_title_search_chemcrow.json").read_bytes(),
        match=[
            matchers.query_param_matcher(
                {
                    "filter": "title.search:Augmenting large language models with chemistry tools",
                    "per-page": "5",
                    "select": ",".join(FIELDS),
                    "mailto": MAILTO,
                }
            )
        ],
    )
    records = client.search_title("Augmenting large language models with chemistry tools")
    assert [record.doi for record in records] == [CHEMCROW_DOI, None]


def test_a_title_without_words_sends_nothing(client: OpenAlexClient) -> None:
    assert client.search_title("--") == []


def echo_works(known: set[str]) -> Callable[[requests.PreparedRequest], tuple[int, dict, str]]:
    """An OpenAlex list endpoint for ``filter=doi:…``: the known DOIs only, in reverse order, as OpenAlex may."""
    template = fixture_json("works_filter_title_search_chemcrow.json")["results"][0]

    def answer(request: requests.PreparedRequest) -> tuple[int, dict, str]:
        query = parse_qs(urlsplit(request.url).query)
        dois = query["filter"][0].removeprefix("doi:").split("|")
        works = [
            {
                **template,
                "id": f"https://openalex.org/W{n}",
                "doi": f"https://doi.org/{doi.upper()}",
                "display_name": f"Work {doi}",
            }
            for n, doi in enumerate(dois)
            if doi in known
        ]
        body = {"meta": {"count": len(works), "page": 1, "per_page": int(query["per-page"][0])}, "results": works[::-1]}
        return 200, {"Content-Type": "application/json"}, json.dumps(body)

    return answer


def test_doi_batches_hold_fifty_and_are_matched_back_by_doi(
    client: OpenAlexClient, mocked: responses.RequestsMock
) -> None:
    dois = [f"10.1145/3{n:06d}.{n}" for n in range(BATCH_LIMIT + 3)]
    mocked.add_callback(responses.GET, WORKS, callback=echo_works(set(dois) - {dois[1], dois[51]}))
    found = client.by_dois(dois)
    sent = [parse_qs(urlsplit(call.request.url).query) for call in mocked.calls]
    assert [len(query["filter"][0].split("|")) for query in sent] == [BATCH_LIMIT, 3]
    assert [query["per-page"] for query in sent] == [[str(BATCH_LIMIT)], ["3"]]
    assert all(query["mailto"] == [MAILTO] for query in sent)
    assert set(found) == set(dois) - {dois[1], dois[51]}
    assert found[dois[7]].title == f"Work {dois[7]}"


def test_arxiv_dois_and_dois_that_would_break_the_filter_are_not_sent(
    client: OpenAlexClient, mocked: responses.RequestsMock
) -> None:
    mocked.add_callback(responses.GET, WORKS, callback=echo_works({CHEMCROW_DOI}))
    found = client.by_dois(
        [
            "10.48550/arXiv.2304.05376",
            "10.1000/a,b",
            "10.1000/a|b",
            "not a doi",
            f"https://doi.org/{CHEMCROW_DOI.upper()}",
            CHEMCROW_DOI,
        ]
    )
    assert list(found) == [CHEMCROW_DOI]
    [call] = mocked.calls
    assert parse_qs(urlsplit(call.request.url).query)["filter"] == [f"doi:{CHEMCROW_DOI}"]


def test_no_doi_sends_nothing(client: OpenAlexClient) -> None:
    assert client.by_dois(["10.48550/arxiv.2312.07559"]) == {}


def test_citations_ask_only_for_counts(client: OpenAlexClient, mocked: responses.RequestsMock) -> None:
    mocked.add_callback(responses.GET, WORKS, callback=echo_works({CHEMCROW_DOI}))
    found = client.citations([CHEMCROW_DOI])
    assert found[CHEMCROW_DOI].citation_count == 236
    assert parse_qs(urlsplit(mocked.calls[0].request.url).query)["select"] == [",".join(CITATION_FIELDS)]


def test_the_api_key_is_sent_but_never_cached_or_shown(tmp_path: Path, mocked: responses.RequestsMock) -> None:
    key = "oa-secret-key-123"
    settings = Settings(cache_dir=tmp_path, openalex_api_key=key)
    mocked.get(
        WORKS,
        status=400,
        json={"error": "Invalid query", "message": f"bad request for {key}"},
        match=[matchers.query_param_matcher({"api_key": key}, strict_match=False)],
    )
    mocked.add_callback(responses.GET, WORKS, callback=echo_works({CHEMCROW_DOI}))
    http = Http(settings, sleep=lambda seconds: None)
    client = OpenAlexClient(http, BASE)  # the key comes from the settings, through enrich.net.credentials
    with pytest.raises(StatusError) as raised:
        client.search_title("anything")
    assert key not in str(raised.value)
    assert client.by_dois([CHEMCROW_DOI])
    http.close()
    assert key.encode() not in (tmp_path / CACHE_FILE).read_bytes()
