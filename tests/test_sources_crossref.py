"""Crossref: the parse layer on recorded bodies, the plain-text 404, and the client's requests (batches of DOIs
under one filter, single lookups)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
import responses
from responses import matchers

from enrich.net.http import Http, MalformedResponse, Reply
from enrich.sources.crossref import (
    BATCH_LIMIT,
    NOTICE_ROWS,
    QUERY_SELECT,
    SELECT,
    UPDATES_SELECT,
    CrossrefClient,
    parse_work,
    parse_work_list,
)

FIXTURES = Path(__file__).parent / "fixtures" / "crossref"
BASE = "https://api.crossref.org"
WORKS = f"{BASE}/works"
MAILTO = "lists@example.org"
CHEMCROW_DOI = "10.1038/s42256-024-00832-8"


def fixture_reply(name: str, status: int = 200) -> Reply:
    return Reply(url=WORKS, status=status, content=(FIXTURES / name).read_bytes())


def fixture_json(name: str) -> Any:
    return json.loads((FIXTURES / name).read_text())


def reply_of(body: Any, status: int = 200) -> Reply:
    return Reply(url=WORKS, status=status, content=json.dumps(body).encode())


# ------------------------------------------------------------------------------------------------ parse layer


def test_the_registrys_record_of_a_doi() -> None:
    record = parse_work(fixture_reply("works_doi_chemcrow.json"))
    assert record is not None
    assert record.source == "crossref"
    assert (record.doi, record.title, record.year) == (
        CHEMCROW_DOI,
        "Augmenting large language models with chemistry tools",
        2024,
    )
    assert record.venue == "Nature Machine Intelligence"
    assert record.citation_count == 238
    assert record.pages == "525-535"
    assert record.publication_types == ["journal-article"]
    assert [author.name for author in record.authors[:2]] == ["Andres M. Bran", "Sam Cox"]
    assert record.url == f"https://doi.org/{CHEMCROW_DOI}"


def test_the_plain_text_404_means_crossref_has_no_such_doi() -> None:
    assert parse_work(fixture_reply("works_doi_404_arxiv_datacite_doi.txt", status=404)) is None


def test_a_404_with_another_body_is_a_failure_not_an_answer() -> None:
    page = Reply(url=WORKS, status=404, content=b"<html><body>Not Found</body></html>")
    with pytest.raises(MalformedResponse, match="Resource not found"):
        parse_work(page)


def test_titles_lose_inline_markup_and_entities() -> None:
    body = fixture_json("works_doi_chemcrow.json")
    body["message"]["title"] = ["<i>In situ</i> training of  LLMs &amp; tools"]
    record = parse_work(reply_of(body))
    assert record is not None and record.title == "In situ training of LLMs & tools"


def test_a_venue_loses_its_html_entities() -> None:
    body = fixture_json("works_doi_chemcrow.json")
    body["message"]["container-title"] = ["Seminars in Cell &amp; Developmental Biology"]
    record = parse_work(reply_of(body))
    assert record is not None and record.venue == "Seminars in Cell & Developmental Biology"


@pytest.mark.parametrize(
    "title, subtitle, full",
    [
        (
            ["CheckFreq"],
            ["Frequent, Fine-Grained DNN Checkpointing"],
            "CheckFreq: Frequent, Fine-Grained DNN Checkpointing",
        ),
        (
            ["Quiver:"],
            ["An Informed Storage Cache for Deep Learning"],
            "Quiver: An Informed Storage Cache for Deep Learning",
        ),
        (["Gemini: Fast Failure Recovery"], ["Fast Failure Recovery"], "Gemini: Fast Failure Recovery"),
        (
            ["Augmenting large language models with chemistry tools"],
            [],
            "Augmenting large language models with chemistry tools",
        ),
    ],
)
def test_the_title_includes_crossrefs_separate_subtitle(title: list[str], subtitle: list[str], full: str) -> None:
    body = fixture_json("works_doi_chemcrow.json")
    body["message"].update({"title": title, "subtitle": subtitle})
    record = parse_work(reply_of(body))
    assert record is not None and record.title == full


def test_batches_select_the_subtitle() -> None:
    assert "subtitle" in SELECT


@pytest.mark.parametrize(
    "issued, published, approved, created, year",
    [
        ({"date-parts": [[None]]}, {"date-parts": [[2023, 1]]}, None, {"date-parts": [[2022, 12]]}, 2023),
        ({"date-parts": [[2021]]}, None, None, {"date-parts": [[2020]]}, 2021),
        ({"date-parts": [[None]]}, None, {"date-parts": [[2019, 6]]}, {"date-parts": [[2018, 1]]}, 2019),
        ({"date-parts": [[None]]}, {"date-parts": [[None]]}, None, {"date-parts": [[2018, 1]]}, 2018),
        (None, None, None, None, None),
    ],
)
def test_year_from_issued_then_published_approved_created(
    issued: Any, published: Any, approved: Any, created: Any, year: int | None
) -> None:
    body = fixture_json("works_doi_chemcrow.json")
    body["message"].update({"issued": issued, "published": published, "approved": approved, "created": created})
    record = parse_work(reply_of(body))
    assert record is not None and record.year == year


def test_batches_select_every_date_the_year_may_come_from() -> None:
    assert {"issued", "published", "approved", "created"} <= set(SELECT)


@pytest.mark.parametrize(
    "title, expected",
    [
        # JATS small capitals sent escaped: decoded before tags go, so no literal "<scp>" is left.
        ("Augmenting &lt;scp&gt;large&lt;/scp&gt; language models with chemistry tools", "Augmenting large language"),
        ("Augmenting <scp>large</scp> language models with chemistry tools", "Augmenting large language"),
        # MathML laid out over lines reads as one formula, with the words around it kept apart.
        (
            'Shape coexistence in the <mml:math xmlns:mml="http://www.w3.org/1998/Math/MathML" altimg="si1.svg">\n'
            "  <mml:mi>N</mml:mi>\n  <mml:mo>=</mml:mo>\n  <mml:mn>88</mml:mn>\n</mml:math> nucleus",
            "Shape coexistence in the N=88 nucleus",
        ),
        (
            "Reducing CO<sub>2</sub> on <i>in situ</i> grown Cu<sup>+</sup> sites",
            "Reducing CO2 on in situ grown Cu+ sites",
        ),
        ("Tails of p &lt; 0.05 &amp; beyond", "Tails of p < 0.05 & beyond"),
    ],
)
def test_titles_lose_markup_escaped_or_not_and_keep_their_word_boundaries(title: str, expected: str) -> None:
    body = fixture_json("works_doi_chemcrow.json")
    body["message"].update({"title": [title], "subtitle": []})
    record = parse_work(reply_of(body))
    assert record is not None and record.title.startswith(expected) and "<" not in record.title.replace(" < ", "")


def test_a_recorded_bibliographic_answer_of_a_journal_paper() -> None:
    [record] = parse_work_list(fixture_reply("works_query_title_rows1_paperqa.json"))
    assert record.doi == "10.1093/jamiaopen/ooae021"
    assert (record.title, record.venue, record.year) == (
        "Retrieval augmented scientific claim verification",
        "JAMIA Open",
        2024,
    )


def test_a_recorded_work_whose_issued_and_published_are_empty_takes_its_year_from_created() -> None:
    body = fixture_json("works_query_title_rows1_paperqa.json")
    item = body["message"]["items"][0]
    item.update({"issued": {"date-parts": [[None]]}, "published": None})
    [record] = parse_work_list(reply_of(body))
    assert record.year == item["created"]["date-parts"][0][0] == 2024


def test_an_organisation_author_is_named_by_its_name() -> None:
    body = fixture_json("works_doi_chemcrow.json")
    body["message"]["author"] = [{"name": "The ChemCrow Consortium", "sequence": "first"}, {"family": "Cox"}]
    record = parse_work(reply_of(body))
    assert record is not None and [a.name for a in record.authors] == ["The ChemCrow Consortium", "Cox"]


def test_a_lookup_answer_without_a_title_is_malformed() -> None:
    body = fixture_json("works_doi_chemcrow.json")
    body["message"]["title"] = []
    with pytest.raises(MalformedResponse, match="without a DOI or a title"):
        parse_work(reply_of(body))


@pytest.mark.parametrize(
    "body",
    [
        {"status": "failed", "message-type": "validation-failure", "message": [{"type": "parameter-not-allowed"}]},
        {"status": "ok", "message-type": "work-list", "message": {"items": []}},
        [],
    ],
)
def test_an_answer_of_another_kind_is_malformed(body: Any) -> None:
    with pytest.raises(MalformedResponse, match="not a 'work' message"):
        parse_work(reply_of(body))


def test_a_work_list_answer_gives_its_records() -> None:
    [record] = parse_work_list(fixture_reply("works_query_title_rows1_chemcrow.json"))
    # recorded another day than the lookup
    assert (record.doi, record.year, record.citation_count) == (CHEMCROW_DOI, 2024, 232)


def test_a_work_list_without_items_gives_nothing() -> None:
    assert parse_work_list(fixture_reply("works_query_title_zero_results.json")) == []


def test_one_unusable_item_does_not_cost_the_batch() -> None:
    body = fixture_json("works_query_title_rows1_chemcrow.json")
    body["message"]["items"].insert(0, {"DOI": "10.1/x", "title": []})
    assert [r.doi for r in parse_work_list(reply_of(body))] == [CHEMCROW_DOI]


@pytest.mark.parametrize(
    "body",
    [
        fixture_json("works_doi_chemcrow.json"),
        {"status": "ok", "message-type": "work-list", "message": {"total-results": 0}},
    ],
)
def test_a_batch_answer_of_another_shape_is_malformed(body: Any) -> None:
    with pytest.raises(MalformedResponse):
        parse_work_list(reply_of(body))


# ------------------------------------------------------------------------------------------------ client


@pytest.fixture
def client(http: Http) -> CrossrefClient:
    return CrossrefClient(http, BASE + "/", mailto=MAILTO)


def test_a_lookup_asks_for_the_doi_escaped_with_the_mailto(
    client: CrossrefClient, mocked: responses.RequestsMock
) -> None:
    mocked.get(
        f"{WORKS}/10.1038%2Fs42256-024-00832-8",
        body=(FIXTURES / "works_doi_chemcrow.json").read_bytes(),
        match=[matchers.query_param_matcher({"mailto": MAILTO})],
    )
    record = client.work(f"https://doi.org/{CHEMCROW_DOI.upper()}")
    assert record is not None and record.citation_count == 238


def test_an_unknown_doi_is_none_not_an_error(client: CrossrefClient, mocked: responses.RequestsMock) -> None:
    mocked.get(
        f"{WORKS}/10.1145%2F3600006.3613999",
        status=404,
        content_type="text/plain",
        body=(FIXTURES / "works_doi_404_arxiv_datacite_doi.txt").read_bytes(),
    )
    assert client.work("10.1145/3600006.3613999") is None


@pytest.mark.parametrize("value", ["10.48550/arXiv.2312.07559", "not a doi", ""])
def test_arxiv_dois_and_non_dois_send_nothing(client: CrossrefClient, value: str) -> None:
    assert client.work(value) is None


def test_without_a_contact_address_no_mailto_is_sent(http: Http, mocked: responses.RequestsMock) -> None:
    mocked.get(
        f"{WORKS}/10.1038%2Fs42256-024-00832-8",
        body=(FIXTURES / "works_doi_chemcrow.json").read_bytes(),
        match=[matchers.query_param_matcher({})],
    )
    assert CrossrefClient(http, BASE).work(CHEMCROW_DOI) is not None


def list_of(*works: Any) -> bytes:
    body = fixture_json("works_query_title_rows1_chemcrow.json")
    body["message"].update({"items": list(works), "total-results": len(works)})
    return json.dumps(body).encode()


def chemcrow_as(doi: str) -> dict[str, Any]:
    return {**fixture_json("works_doi_chemcrow.json")["message"], "DOI": doi}


def test_dois_are_asked_in_one_filter_and_matched_by_the_doi_each_record_carries(
    client: CrossrefClient, mocked: responses.RequestsMock
) -> None:
    known, unknown = "10.1145/3600006.3613139", "10.1145/3600006.3613999"
    # Crossref answers in its own order and leaves out the DOI it lacks.
    mocked.get(
        WORKS,
        body=list_of(chemcrow_as(known.upper()), chemcrow_as(CHEMCROW_DOI)),
        match=[
            matchers.query_param_matcher(
                {
                    "filter": f"doi:{CHEMCROW_DOI},doi:{known},doi:{unknown}",
                    "rows": "3",
                    "select": ",".join(SELECT),
                    "mailto": MAILTO,
                }
            )
        ],
    )
    records = client.works(
        [f"https://doi.org/{CHEMCROW_DOI}", known, unknown, "10.48550/arXiv.2312.07559", "not a doi", known]
    )
    assert set(records) == {CHEMCROW_DOI, known, unknown}
    assert records[unknown] is None
    assert records[known] is not None and records[known].doi == known


def test_more_dois_than_a_batch_holds_take_another_request(
    client: CrossrefClient, mocked: responses.RequestsMock
) -> None:
    dois = [f"10.1145/{n}" for n in range(1, BATCH_LIMIT + 2)]
    mocked.get(WORKS, body=list_of())
    records = client.works(dois)
    assert len(mocked.calls) == 2 and set(records) == set(dois)
    assert all(record is None for record in records.values())


def test_a_doi_with_a_comma_is_asked_alone(client: CrossrefClient, mocked: responses.RequestsMock) -> None:
    odd = "10.1234/12,34"
    mocked.get(
        f"{WORKS}/{quote(odd, safe='')}",
        body=json.dumps({"status": "ok", "message-type": "work", "message": chemcrow_as(odd)}).encode(),
    )
    mocked.get(
        WORKS,
        body=list_of(chemcrow_as(CHEMCROW_DOI)),
        match=[matchers.query_param_matcher({"filter": f"doi:{CHEMCROW_DOI}"}, strict_match=False)],
    )
    records = client.works([odd, CHEMCROW_DOI])
    assert records[odd] is not None and records[CHEMCROW_DOI] is not None


def test_a_server_that_refuses_the_doi_filter_is_asked_one_doi_at_a_time(
    client: CrossrefClient, mocked: responses.RequestsMock
) -> None:
    refusal = {
        "status": "failed",
        "message-type": "validation-failure",
        "message": [{"type": "filter-not-available", "value": "doi", "message": "No such filter"}],
    }
    mocked.get(WORKS, status=400, json=refusal)
    mocked.get(f"{WORKS}/10.1038%2Fs42256-024-00832-8", body=(FIXTURES / "works_doi_chemcrow.json").read_bytes())
    mocked.get(
        f"{WORKS}/10.1145%2F3600006.3613999",
        status=404,
        content_type="text/plain",
        body=(FIXTURES / "works_doi_404_arxiv_datacite_doi.txt").read_bytes(),
    )
    records = client.works([CHEMCROW_DOI, "10.1145/3600006.3613999"])
    assert records[CHEMCROW_DOI] is not None and records["10.1145/3600006.3613999"] is None


def test_a_server_that_ignores_the_doi_filter_is_asked_one_doi_at_a_time(
    client: CrossrefClient, mocked: responses.RequestsMock
) -> None:
    """A mirror that drops the filter answers its usual list of works, none of them asked for: taking that as
    'Crossref has none of these DOIs' would leave every DOI unconfirmed without saying why."""
    mocked.get(WORKS, body=list_of(chemcrow_as("10.9999/unrelated.1"), chemcrow_as("10.9999/unrelated.2")))
    mocked.get(f"{WORKS}/10.1038%2Fs42256-024-00832-8", body=(FIXTURES / "works_doi_chemcrow.json").read_bytes())
    records = client.works([CHEMCROW_DOI])
    assert records[CHEMCROW_DOI] is not None and records[CHEMCROW_DOI].doi == CHEMCROW_DOI


def test_a_bibliographic_query_sends_title_first_author_and_year_few_rows_and_a_selection(
    client: CrossrefClient, mocked: responses.RequestsMock
) -> None:
    """The recorded answer of a title query (the work-list envelope); author and year only rank the paper's own
    registration first, and ``select`` keeps the answer small."""
    expected = {
        "query.bibliographic": "Augmenting large language models with chemistry tools Andres M Bran 2024",
        "rows": "3",
        "select": ",".join(QUERY_SELECT),
        "mailto": MAILTO,
    }
    mocked.get(
        WORKS,
        body=(FIXTURES / "works_query_title_rows1_chemcrow.json").read_bytes(),
        match=[matchers.query_param_matcher(expected)],
    )

    [record] = client.search_bibliographic(
        "Augmenting large language models with chemistry tools", first_author="Andres M. Bran", year=2024, rows=3
    )

    assert record.doi == CHEMCROW_DOI and record.source_score is not None and "score" in QUERY_SELECT


def test_a_title_without_words_sends_no_query(client: CrossrefClient) -> None:
    assert client.search_bibliographic("?!", first_author="Ann Lee", year=2020) == []


# ------------------------------------------------------------------------------------------------ notices


def notice_work(doi: str, *updates: dict[str, Any]) -> dict[str, Any]:
    """A notice as ``filter=updates:`` lists it: a work of its own, naming what it updates in ``update-to``."""
    return {"DOI": doi, "update-to": list(updates)}


def test_the_notices_that_update_dois_are_asked_in_one_filter_and_read_as_updated_by_entries(
    client: CrossrefClient, mocked: responses.RequestsMock
) -> None:
    retracted, quiet = "10.1145/3600006.3613139", "10.1145/3600006.3613999"
    retraction = {
        "DOI": retracted.upper(),
        "type": "retraction",
        "source": "publisher",
        "updated": {"date-parts": [[2026, 11, 30]]},
    }
    mocked.get(
        WORKS,
        body=list_of(
            notice_work("10.1145/notice.1", retraction), notice_work("10.1145/notice.2", {"DOI": "10.9/else"})
        ),
        match=[
            matchers.query_param_matcher(
                {
                    "filter": f"updates:{retracted},updates:{quiet}",
                    "rows": str(NOTICE_ROWS),
                    "select": ",".join(UPDATES_SELECT),
                    "mailto": MAILTO,
                }
            )
        ],
    )
    notices = client.updates([f"https://doi.org/{retracted}", quiet, "10.48550/arXiv.2312.07559", "10.1234/12,34"])
    assert notices == {retracted: [{**retraction, "DOI": "10.1145/notice.1"}], quiet: []}


def test_more_dois_than_a_batch_holds_take_another_notices_request(
    client: CrossrefClient, mocked: responses.RequestsMock
) -> None:
    mocked.get(WORKS, body=list_of())
    notices = client.updates([f"10.1145/{n}" for n in range(1, BATCH_LIMIT + 2)])
    assert len(mocked.calls) == 2 and len(notices) == BATCH_LIMIT + 1
