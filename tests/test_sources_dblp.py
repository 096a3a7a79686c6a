"""dblp: query building and the parse layer on recorded bodies (2019 legacy and 2026 formats), client requests."""

from __future__ import annotations

import json
import logging
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
import responses
from hypothesis import given
from hypothesis import strategies as st
from responses import matchers

from enrich.models import Author, SourceRecord
from enrich.net.http import Expiry, Http, MalformedResponse, Reply
from enrich.sources.dblp import (
    MAX_QUERY_WORDS,
    STOP_WORDS,
    DblpClient,
    answers_query,
    dblp_query,
    parse_search,
    parse_search_page,
    titles_query,
)

FIXTURES = Path(__file__).parent / "fixtures" / "dblp"
SEARCH_URL = "https://dblp.org/search/publ/api"


def fixture_reply(name: str) -> Reply:
    return Reply(url=SEARCH_URL, status=200, content=(FIXTURES / name).read_bytes())


def json_reply(body: object) -> Reply:
    return Reply(url=SEARCH_URL, status=200, content=json.dumps(body).encode())


def by_key(name: str) -> dict:
    return {record.dblp_key: record for record in parse_search(fixture_reply(name))}


# ------------------------------------------------------------------------------------------------ query building


@pytest.mark.parametrize(
    ("title", "query"),
    [
        ("Attention Is All You Need", "attention all you need"),
        ("tf.data: A Machine Learning Data Processing Framework", "tf data machine learning processing framework"),
        (
            "DIESEL+: Accelerating Distributed Deep Learning Tasks on Image Datasets",
            "diesel accelerating distributed deep learning tasks image datasets",
        ),
        ("L3: Accelerator-Friendly Lossless Image Format", "l3 accelerator friendly lossless image format"),
        ("Where Is My Training Bottleneck?", "where my training bottleneck"),
        (
            "Une approche de test bas\u00e9e sur l&apos;injection de fautes",
            "une approche de test bas\u00e9e sur injection fautes",
        ),
        ("Gandiva | Fair - Scheduling", "gandiva fair scheduling"),
    ],
)
def test_query_keeps_significant_words_without_punctuation(title: str, query: str) -> None:
    assert dblp_query(title) == query


def test_query_keeps_the_first_words_of_a_long_title_once_each() -> None:
    title = "The Image Calculator: 10x Faster Image-AI Inference by Replacing JPEG with Self-designing Storage Format"
    assert dblp_query(title) == "image calculator 10x faster ai inference replacing jpeg"


def test_a_title_of_stop_words_still_gives_a_query() -> None:
    assert dblp_query("To Be, or To Be?") == "to be or"


def test_a_title_without_words_gives_an_empty_query() -> None:
    assert dblp_query(" -- : ?") == ""


@given(st.text())
def test_query_is_plain_lowercase_words_within_the_cap(title: str) -> None:
    words = dblp_query(title).split()
    assert len(words) <= MAX_QUERY_WORDS
    assert len(set(words)) == len(words)
    assert all(word.isalnum() and word == word.casefold() and len(word) > 1 for word in words)


def test_query_drops_stop_words_when_others_remain() -> None:
    words = dblp_query("A Study of the Effects of Caching on the Performance of an Inference Server").split()
    assert words == ["study", "effects", "caching", "performance", "inference", "server"]
    assert not STOP_WORDS & set(words)


# ------------------------------------------------------------------------------------- parsing: 2026 JSON format


def test_current_format_hit_is_normalised() -> None:
    [record] = parse_search(fixture_reply("search_publ_attention_is_all_you_need_h1_2026.json"))
    assert record.source == "dblp"
    assert record.title == "Attentional Transfer is All You Need: Technology-aware Layout Pattern Generation"
    assert [(a.name, a.dblp_pid) for a in record.authors] == [
        ("Xiaopeng Zhang", "167/1261-9"),
        ("Haoyu Yang", "17/8386"),
        ("Evangeline F. Y. Young", "y/EFYYoung"),
    ]
    assert record.year == 2021
    assert record.venue == "DAC"
    assert record.doi == "10.1109/dac18074.2021.9586227"
    assert record.dblp_key == "conf/dac/ZhangYY21"
    assert record.dblp_type == "Conference and Workshop Papers"
    assert record.url == "https://dblp.org/rec/conf/dac/ZhangYY21"
    assert record.source_score == 9.0
    assert record.arxiv_id is None


def test_a_single_hit_sent_as_an_object_is_one_record() -> None:
    body = json.loads((FIXTURES / "search_publ_attention_is_all_you_need_h1_2026.json").read_text())
    body["result"]["hits"]["hit"] = body["result"]["hits"]["hit"][0]
    [record] = parse_search(json_reply(body))
    assert record.dblp_key == "conf/dac/ZhangYY21"


# ------------------------------------------------------------------------------------- parsing: 2019 JSON format


def test_legacy_format_gives_all_thirty_hits_in_rank_order() -> None:
    records = parse_search(fixture_reply("search_publ_test_star_h30_legacy_format_2019.json"))
    assert len(records) == 30
    assert records[0].dblp_key == "conf/ats/ShinogiYHTY05"
    assert records[0].source_score == 5.0
    assert all(not record.title.endswith(".") for record in records)


def test_legacy_string_authors_become_authors_without_pid() -> None:
    records = by_key("search_publ_test_star_h30_legacy_format_2019.json")
    several = records["conf/ats/ShinogiYHTY05"].authors
    assert [a.name for a in several][:2] == ["Tsuyoshi Shinogi", "Hiroyuki Yamada"]
    assert all(a.dblp_pid is None for a in several)
    assert [a.name for a in records["conf/date/Pomeranz14"].authors] == ["Irith Pomeranz"]


def test_legacy_entities_in_titles_are_decoded() -> None:
    record = by_key("search_publ_test_star_h30_legacy_format_2019.json")["phd/hal/Bessayah10"]
    assert "l'injection de fautes" in record.title
    assert "&apos;" not in record.title
    assert record.title.endswith("le test passif)")


def test_upper_case_doi_is_lowercased() -> None:
    record = by_key("search_publ_test_star_h30_legacy_format_2019.json")["journals/stvr/BruckerJ14"]
    assert record.doi == "10.1002/stvr.1560"
    assert record.dblp_type == "Journal Articles"
    assert record.venue == "Softw. Test., Verif. Reliab."


def test_missing_doi_venue_and_non_doi_ee_stay_unknown() -> None:
    records = by_key("search_publ_test_star_h30_legacy_format_2019.json")
    assert records["conf/uyms/KayhanY17"].doi is None  # ee is a ceur-ws.org PDF, not a DOI
    thesis = records["phd/hal/Bessayah10"]
    assert (thesis.venue, thesis.doi, thesis.dblp_type) == (None, None, "Books and Theses")


# ------------------------------------------------------------------------------- parsing: hand-built shapes


def test_zero_hits_without_a_hit_key_is_an_empty_list() -> None:
    assert parse_search(fixture_reply("handbuilt_zero_hits.json")) == []


def test_answer_without_hits_object_is_an_empty_list() -> None:
    assert parse_search(json_reply({"result": {"query": "x*", "status": {"@code": "200", "text": "OK"}}})) == []


def test_corr_record_carries_the_arxiv_id_and_never_the_datacite_doi() -> None:
    record = by_key("handbuilt_corr_and_multi_valued_fields.json")["journals/corr/abs-2312-07559"]
    assert record.doi is None
    assert (record.arxiv_id, record.arxiv_version) == ("2312.07559", None)
    assert record.dblp_type == "Informal and Other Publications"
    assert record.venue == "CoRR"
    assert [(a.name, a.dblp_pid) for a in record.authors] == [
        ("Jakub L'ala", "000/0001"),
        ("Andrew D. White", "000/0002"),
    ]


def test_old_corr_record_filed_as_journal_article_is_told_apart_by_its_key() -> None:
    record = by_key("handbuilt_corr_and_multi_valued_fields.json")["journals/corr/VaswaniSPUJGKP17"]
    assert record.dblp_type == "Informal and Other Publications"
    assert record.arxiv_id == "1706.03762"
    assert record.title == "Attention Is All You Need"


def test_list_valued_venue_and_ee_and_single_author_object() -> None:
    record = by_key("handbuilt_corr_and_multi_valued_fields.json")["conf/icde/Doe20"]
    assert record.venue == "ICDE"
    assert record.doi == "10.1109/icde0000.2020.00001"
    assert (record.arxiv_id, record.arxiv_version) == ("2001.01858", 2)
    assert [(a.name, a.dblp_pid) for a in record.authors] == [("Jane Doe", "000/0005")]
    assert record.title == "Caching & Prefetching for Training Pipelines?"
    assert record.dblp_type == "Conference and Workshop Papers"


# ------------------------------------------------------------------------------------------ parsing: failures


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"<!DOCTYPE html><html><body>429 Too Many Requests</body></html>", "HTML"),
        (b'{"result": ', "invalid JSON"),
        (b'{"error": "nope"}', "result"),
        (b'{"result": {"status": {"@code": "500", "text": "Internal Error"}}}', "status 500"),
        (b'{"result": {"hits": [{"info": {}}]}}', "'hits' is not an object"),
    ],
)
def test_unusable_bodies_are_malformed(content: bytes, reason: str) -> None:
    with pytest.raises(MalformedResponse) as raised:
        parse_search(Reply(url=SEARCH_URL, status=200, content=content))
    assert reason in raised.value.reason
    assert raised.value.source == "dblp"


def test_unusable_hits_are_left_out_with_one_warning(caplog: pytest.LogCaptureFixture) -> None:
    body = json.loads((FIXTURES / "search_publ_test_star_h30_legacy_format_2019.json").read_text())
    hits = body["result"]["hits"]["hit"]
    del hits[0]["info"]["title"]
    hits[1].pop("info")
    hits[2] = "unexpected"
    caplog.set_level(logging.WARNING)

    records = parse_search(json_reply(body))

    assert len(records) == 27
    assert records[0].dblp_key == hits[3]["info"]["key"]
    [warning] = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert "3 unusable record(s) of 30" in warning.getMessage()


def test_records_carry_the_utc_day_the_answer_was_received() -> None:
    reply = Reply(
        url=SEARCH_URL,
        status=200,
        fetched_at=datetime(2026, 2, 28, 23, 59, tzinfo=UTC),
        content=(FIXTURES / "search_publ_test_star_h30_legacy_format_2019.json").read_bytes(),
    )
    assert {record.retrieved for record in parse_search(reply)} == {date(2026, 2, 28)}


# ------------------------------------------------------------------------------------ client, through Http


def test_search_sends_the_significant_words_as_a_json_query(http: Http, mocked: responses.RequestsMock) -> None:
    expected = {"q": "attention all you need", "format": "json", "h": "3", "c": "0"}
    mocked.get(
        SEARCH_URL,
        body=(FIXTURES / "search_publ_attention_is_all_you_need_h1_2026.json").read_bytes(),
        match=[matchers.query_param_matcher(expected)],
    )
    [record] = DblpClient(http, "https://dblp.org/").search("Attention Is All You Need", hits=3)
    assert record.dblp_key == "conf/dac/ZhangYY21"


def test_search_against_a_local_base_url(http: Http, mocked: responses.RequestsMock) -> None:
    mocked.get("http://127.0.0.1:8081/search/publ/api", body=(FIXTURES / "handbuilt_zero_hits.json").read_bytes())
    assert DblpClient(http, "http://127.0.0.1:8081").search("qwzxv plorbt") == []


def test_a_title_without_words_sends_no_request(http: Http, mocked: responses.RequestsMock) -> None:
    assert DblpClient(http, "https://dblp.org").search(" -- ") == []
    assert len(mocked.calls) == 0


def test_an_html_page_is_a_malformed_answer_and_is_asked_again(http: Http, mocked: responses.RequestsMock) -> None:
    mocked.get(SEARCH_URL, body="<html><body>Service temporarily unavailable</body></html>", content_type="text/html")
    client = DblpClient(http, "https://dblp.org")
    for _ in range(2):
        with pytest.raises(MalformedResponse, match="HTML"):
            client.search("Attention Is All You Need")
    assert len(mocked.calls) == 2


def test_search_results_expire_as_searches() -> None:
    seen: list[dict] = []

    class RecordingHttp:
        def get(self, source: str, url: str, parse, **options):
            seen.append({"source": source, "url": url, **options})
            return parse(fixture_reply("handbuilt_zero_hits.json"))

    DblpClient(RecordingHttp(), "https://dblp.org").search("Attention Is All You Need")
    assert [(call["source"], call["url"], call["expire"]) for call in seen] == [("dblp", SEARCH_URL, Expiry.SEARCH)]


# ------------------------------------------------------------------------------------------- several titles


def test_several_titles_make_one_query_whose_terms_or_their_words_in_turn() -> None:
    query = titles_query(["Orca: A Distributed Serving System", "PipeDream: Generalized Pipeline Parallelism", "!"])
    assert query == "distributed|generalized serving|parallelism system|pipedream orca|pipeline"
    assert titles_query(["Orca", "Orca"]) == "orca"  # a word once per term


def test_a_hit_answers_the_titles_whose_every_query_word_it_holds_as_dblp_matches_them() -> None:
    record = SourceRecord(
        source="dblp",
        title="Orca: A Distributed Serving System for Transformer-Based Generative Models.",
        authors=[Author(name="Gyeong-In Yu")],
        venue="OSDI",
    )
    assert answers_query(record, "Orca: a distributed serving system")
    assert answers_query(record, "ORCA distrib. serv. (OSDI)")  # prefixes, and the venue is searched too
    assert not answers_query(record, "Orca: distributed pipeline system")  # a word of another title
    assert not answers_query(record, "Orca in OS")  # "os" is short: dblp matches it whole, not as OSDI's prefix


def test_a_page_with_fewer_hits_than_its_total_is_incomplete() -> None:
    hit = {"info": {"title": "Orca.", "key": "conf/osdi/YuJKKC22"}}
    short = {"result": {"hits": {"@total": "3", "@sent": "1", "hit": [hit]}}}
    whole = {"result": {"hits": {"@total": "1", "@sent": "1", "hit": [hit]}}}
    assert not parse_search_page(json_reply(short)).complete
    assert parse_search_page(json_reply(whole)).complete
