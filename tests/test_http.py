"""The HTTP layer's policies, driven through Http with `responses` and a fake clock (nothing waits, nothing leaves).

Bodies are real recorded responses from tests/fixtures (see PROVENANCE.md) wherever one exists.
"""

from __future__ import annotations

import email.utils
import itertools
import json
import logging
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
import requests
import requests_cache
import responses

from enrich.config import Settings
from enrich.net import stopping
from enrich.net.cache import CACHE_FILE, open_session, received_at
from enrich.net.http import (
    CHUNK_BYTES,
    CircuitOpen,
    Expiry,
    Http,
    MalformedResponse,
    OfflineMiss,
    Reply,
    ResponseTooLarge,
    StatusError,
    TransportError,
    read_capped,
)
from enrich.net.pacing import pace_margin
from tests.clock import FakeClock

FIXTURES = Path(__file__).parent / "fixtures"
S2 = "https://api.semanticscholar.org"
DBLP = "https://dblp.org"
ARXIV = "https://export.arxiv.org"
MATCH_URL = f"{S2}/graph/v1/paper/search/match"
PAPER_URL = f"{S2}/graph/v1/paper/DOI:10.1038/s42256-024-00832-8"
BATCH_URL = f"{S2}/graph/v1/paper/batch"
DBLP_SEARCH = f"{DBLP}/search/publ/api"
ARXIV_QUERY = f"{ARXIV}/api/query"
API_KEY = "s2-key-7f3a9c1e5b"
CONTACT = "lists@example.org"


def fixture(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


def as_json(reply: Reply) -> Any:
    return reply.json()


def status_and_origin(reply: Reply) -> tuple[int, bool]:
    return reply.status, reply.from_cache


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def mocked() -> Iterator[responses.RequestsMock]:
    with responses.RequestsMock(assert_all_requests_are_fired=False) as mock:
        yield mock


@pytest.fixture
def make_http(tmp_path: Path, clock: FakeClock) -> Iterator[Callable[..., Http]]:
    opened: list[Http] = []

    def make(**overrides: Any) -> Http:
        settings = Settings(cache_dir=tmp_path / "cache", contact_email=CONTACT, **overrides)
        http = Http(settings, clock=clock, sleep=clock.sleep)
        opened.append(http)
        return http

    yield make
    for http in opened:
        http.close()


def paced(interval: float, time_scale: float = 1.0, *, from_answer_end: bool = False) -> float:
    """The spacing the layer keeps for a (scaled) interval: the interval and its safety margin (arXiv's host is
    paced from the end of each answer)."""
    return interval + pace_margin(interval, time_scale, from_answer_end=from_answer_end)


def record_send_times(
    mock: responses.RequestsMock, clock: FakeClock, url: str, replies: list[tuple[int, bytes]]
) -> list[float]:
    """Serve ``replies`` in order from ``url`` (the last one repeats) and note the fake time of each request."""
    sent_at: list[float] = []
    queue = list(replies)

    def reply(request: requests.PreparedRequest) -> tuple[int, dict[str, str], bytes]:
        sent_at.append(clock.now)
        status, body = queue.pop(0) if len(queue) > 1 else queue[0]
        return status, {"Content-Type": "application/json"}, body

    mock.add_callback(responses.GET, url, callback=reply)
    return sent_at


# ------------------------------------------------------------------------------------------------------ retries


def test_429_with_retry_after_seconds_waits_as_asked_then_succeeds(mocked, make_http, clock) -> None:
    mocked.get(MATCH_URL, status=429, body=fixture("s2/error_429_too_many_requests.json"), headers={"Retry-After": "7"})
    mocked.get(MATCH_URL, body=fixture("s2/search_match_hit_attention_is_all_you_need.json"))
    http = make_http()

    body = http.get("s2", MATCH_URL, as_json, params={"query": "attention"}, expire=Expiry.SEARCH)

    assert body["data"][0]["title"] == "Attention is All you Need"
    assert clock.sleeps == [7.0]
    assert len(mocked.calls) == 2


def test_429_with_retry_after_http_date_waits_until_that_date(mocked, make_http, clock) -> None:
    in_a_minute = email.utils.formatdate(time.time() + 60, usegmt=True)
    mocked.get(
        MATCH_URL, status=429, body=fixture("s2/error_429_too_many_requests.json"), headers={"Retry-After": in_a_minute}
    )
    mocked.get(MATCH_URL, json={"data": []})
    http = make_http()

    http.get("s2", MATCH_URL, as_json, expire=Expiry.SEARCH)

    assert 58.0 <= clock.sleeps[0] <= 60.0


def test_retry_after_is_capped_by_max_retry_wait(mocked, make_http, clock) -> None:
    mocked.get(DBLP_SEARCH, status=503, headers={"Retry-After": "86400"})
    mocked.get(DBLP_SEARCH, json={"result": {}})
    http = make_http(max_retry_wait=30.0)

    http.get("dblp", DBLP_SEARCH, as_json, expire=Expiry.SEARCH)

    assert clock.sleeps == [30.0]


def test_retry_waits_are_multiplied_by_time_scale(mocked, make_http, clock) -> None:
    mocked.get(DBLP_SEARCH, status=429, headers={"Retry-After": "10"})
    mocked.get(DBLP_SEARCH, json={"result": {}})
    http = make_http(time_scale=0.01, dblp_interval=0.0)

    http.get("dblp", DBLP_SEARCH, as_json, expire=Expiry.SEARCH)

    assert clock.sleeps == [pytest.approx(0.1)]


def test_503_is_retried_with_exponential_backoff_and_jitter(mocked, make_http, clock) -> None:
    mocked.get(DBLP_SEARCH, status=503)
    mocked.get(DBLP_SEARCH, status=503)
    mocked.get(DBLP_SEARCH, json={"result": {"hits": {}}})
    http = make_http(dblp_interval=0.0)

    assert http.get("dblp", DBLP_SEARCH, as_json, expire=Expiry.SEARCH) == {"result": {"hits": {}}}

    first, second = clock.sleeps
    assert 1.0 <= first <= 2.0
    assert 2.0 <= second <= 3.0


@pytest.mark.parametrize("status", [500, 502, 504])
def test_other_server_errors_are_retried(mocked, make_http, status) -> None:
    mocked.get(ARXIV_QUERY, status=status)
    mocked.get(ARXIV_QUERY, body=b"<feed/>")
    http = make_http()

    assert http.get("arxiv", ARXIV_QUERY, Reply.text, expire=Expiry.METADATA) == "<feed/>"
    assert len(mocked.calls) == 2


def test_gives_up_after_max_attempts(mocked, make_http) -> None:
    mocked.get(DBLP_SEARCH, status=503)
    http = make_http(max_attempts=3)

    with pytest.raises(StatusError) as raised:
        http.get("dblp", DBLP_SEARCH, as_json, params={"q": "graph"}, expire=Expiry.SEARCH)

    assert raised.value.status == 503
    assert raised.value.source == "dblp"
    assert raised.value.url == f"{DBLP_SEARCH}?q=graph"
    assert len(mocked.calls) == 3


def test_gives_up_when_the_next_wait_would_pass_max_retry_total(mocked, make_http) -> None:
    mocked.get(DBLP_SEARCH, status=503, headers={"Retry-After": "50"})
    http = make_http(max_attempts=10, max_retry_total=120.0)

    with pytest.raises(StatusError):
        http.get("dblp", DBLP_SEARCH, as_json, expire=Expiry.SEARCH)

    assert len(mocked.calls) == 3  # waited 50 + 50; a third wait would end at 150 s


@pytest.mark.parametrize(
    ("status", "fixture_name", "message"),
    [
        (400, "s2/paper_400_unsupported_fields.json", "Unrecognized or unsupported fields"),
        (403, "s2/paper_batch_403_forbidden_bad_api_key.json", "Forbidden"),
        (404, "s2/paper_404_id_not_found.json", "Paper with id 0 not found"),
    ],
)
def test_client_errors_are_not_retried(mocked, make_http, clock, status, fixture_name, message) -> None:
    mocked.get(PAPER_URL, status=status, body=fixture(fixture_name), content_type="application/json")
    http = make_http()

    with pytest.raises(StatusError) as raised:
        http.get("s2", PAPER_URL, as_json, expire=Expiry.METADATA)

    assert raised.value.status == status
    assert message in raised.value.reason
    assert len(mocked.calls) == 1
    assert clock.sleeps == []


def test_connection_errors_and_timeouts_are_retried(mocked, make_http) -> None:
    mocked.get(DBLP_SEARCH, body=requests.ConnectionError("connection reset"))
    mocked.get(DBLP_SEARCH, body=requests.ReadTimeout("read timed out"))
    mocked.get(DBLP_SEARCH, json={"result": {}})
    http = make_http()

    assert http.get("dblp", DBLP_SEARCH, as_json, expire=Expiry.SEARCH) == {"result": {}}
    assert len(mocked.calls) == 3


def test_connection_errors_become_transport_error_after_the_last_attempt(mocked, make_http) -> None:
    mocked.get(DBLP_SEARCH, body=requests.ConnectTimeout("connect timed out"))
    http = make_http(max_attempts=2, connect_timeout=4.0)

    with pytest.raises(TransportError) as raised:
        http.get("dblp", DBLP_SEARCH, as_json, expire=Expiry.SEARCH)

    assert raised.value.reason == "connect timeout after 4.0 s"
    assert len(mocked.calls) == 2


def test_every_request_has_connect_and_read_timeouts_and_streams(mocked, make_http) -> None:
    mocked.get(DBLP_SEARCH, json={})
    http = make_http(connect_timeout=3.0, read_timeout=20.0)

    http.get("dblp", DBLP_SEARCH, as_json, expire=Expiry.SEARCH)

    sent = mocked.calls[0].request.req_kwargs
    assert sent["timeout"] == (3.0, 20.0)
    assert sent["stream"] is True


# ------------------------------------------------------------------------------------------------- rate limits


def test_requests_to_one_host_are_spaced_by_its_interval(mocked, make_http, clock) -> None:
    sent_at = record_send_times(mocked, clock, DBLP_SEARCH, [(200, b"{}")])
    http = make_http(dblp_interval=1.5)

    for query in ("a", "b", "c"):
        http.get("dblp", DBLP_SEARCH, as_json, params={"q": query}, expire=Expiry.SEARCH)

    assert [b - a for a, b in itertools.pairwise(sent_at)] == [pytest.approx(paced(1.5))] * 2


def test_intervals_are_per_host_and_scaled(mocked, make_http, clock) -> None:
    dblp_sent = record_send_times(mocked, clock, DBLP_SEARCH, [(200, b"{}")])
    arxiv_sent = record_send_times(mocked, clock, ARXIV_QUERY, [(200, b"{}")])
    http = make_http(dblp_interval=1.5, arxiv_interval=3.0, time_scale=0.5)

    for query in ("a", "b"):
        http.get("arxiv", ARXIV_QUERY, as_json, params={"id_list": query}, expire=Expiry.METADATA)
        http.get("dblp", DBLP_SEARCH, as_json, params={"q": query}, expire=Expiry.SEARCH)

    assert arxiv_sent[1] - arxiv_sent[0] == pytest.approx(paced(1.5, time_scale=0.5, from_answer_end=True))
    # dblp's own 0.75 s had passed while arXiv waited
    assert dblp_sent[1] - dblp_sent[0] == pytest.approx(arxiv_sent[1] - arxiv_sent[0])


def test_openalex_and_crossref_are_paced_on_their_own_hosts(mocked, make_http, clock) -> None:
    openalex_sent = record_send_times(mocked, clock, "https://api.openalex.org/works", [(200, b"{}")])
    crossref_sent = record_send_times(mocked, clock, "https://api.crossref.org/works", [(200, b"{}")])
    http = make_http(openalex_interval=0.2, crossref_interval=0.5)

    for query in ("a", "b"):
        http.get("openalex", "https://api.openalex.org/works", as_json, params={"q": query}, expire=Expiry.SEARCH)
        http.get("crossref", "https://api.crossref.org/works", as_json, params={"q": query}, expire=Expiry.SEARCH)

    assert openalex_sent[1] - openalex_sent[0] == pytest.approx(paced(0.2))
    assert crossref_sent[1] - crossref_sent[0] == pytest.approx(paced(0.5))  # Crossref's own interval, not OpenAlex's
    assert http.requests_by_host() == {"api.openalex.org": 2, "api.crossref.org": 2}


def test_every_retry_waits_for_the_host_bucket(mocked, make_http, clock) -> None:
    sent_at = record_send_times(mocked, clock, DBLP_SEARCH, [(503, b""), (200, b"{}")])
    http = make_http(dblp_interval=1.5, max_retry_wait=0.1)

    http.get("dblp", DBLP_SEARCH, as_json, expire=Expiry.SEARCH)

    assert sent_at[1] - sent_at[0] == pytest.approx(paced(1.5))


def test_retry_after_pauses_the_host_for_every_request(mocked, make_http, clock) -> None:
    mocked.get(DBLP_SEARCH, status=429, headers={"Retry-After": "10"})
    mocked.get(f"{DBLP}/rec/conf/x.bib", body=b"@inproceedings{x}")
    mocked.get(ARXIV_QUERY, body=b"<feed/>")
    http = make_http(max_attempts=1, dblp_interval=0.0)

    with pytest.raises(StatusError):
        http.get("dblp", DBLP_SEARCH, as_json, expire=Expiry.SEARCH)
    http.get("arxiv", ARXIV_QUERY, Reply.text, expire=Expiry.METADATA)
    assert clock.sleeps == []
    http.get("dblp", f"{DBLP}/rec/conf/x.bib", Reply.text, expire=Expiry.METADATA)
    assert clock.sleeps == [10.0]


def test_sources_sharing_a_host_share_the_most_polite_interval(mocked, make_http, clock) -> None:
    local = "http://127.0.0.1:8765"
    sent_at = record_send_times(mocked, clock, f"{local}/any", [(200, b"{}")])
    http = make_http(dblp_url=local, s2_url=local, arxiv_url=local)

    http.get("s2", f"{local}/any", as_json, params={"n": 1}, expire=Expiry.SEARCH)
    http.get("dblp", f"{local}/any", as_json, params={"n": 2}, expire=Expiry.SEARCH)

    assert sent_at[1] - sent_at[0] == pytest.approx(paced(3.0, from_answer_end=True))
    assert http.requests_by_host() == {"127.0.0.1:8765": 2}


def test_a_one_connection_host_is_paced_from_the_end_of_each_answer(mocked, make_http, clock) -> None:
    sent_at: list[float] = []

    def slow_answer(request: requests.PreparedRequest) -> tuple[int, dict[str, str], bytes]:
        sent_at.append(clock.now)
        clock.now += 2.0  # arXiv takes two seconds to answer
        return 200, {}, b"<feed/>"

    mocked.add_callback(responses.GET, ARXIV_QUERY, callback=slow_answer)
    http = make_http(arxiv_interval=3.0)

    for query in ("a", "b"):
        http.get("arxiv", ARXIV_QUERY, Reply.text, params={"id_list": query}, expire=Expiry.METADATA)

    assert sent_at[1] - sent_at[0] == pytest.approx(2.0 + paced(3.0, from_answer_end=True))


def test_crossrefs_announced_limit_slows_its_host(mocked, make_http, clock) -> None:
    works = "https://api.crossref.org/works"
    sent_at: list[float] = []

    def announcing(request: requests.PreparedRequest) -> tuple[int, dict[str, str], bytes]:
        sent_at.append(clock.now)
        return 200, {"x-rate-limit-limit": "1", "x-rate-limit-interval": "2s"}, b"{}"

    mocked.add_callback(responses.GET, works, callback=announcing)
    http = make_http(crossref_interval=1.0)

    for query in ("a", "b"):
        http.get("crossref", works, as_json, params={"q": query}, expire=Expiry.SEARCH)

    assert sent_at[1] - sent_at[0] == pytest.approx(2.0 + pace_margin(1.0))  # the margin is the configured pace's


def test_no_allowance_left_holds_the_host_until_the_reset(mocked, make_http, clock) -> None:
    mocked.get(DBLP_SEARCH, json={}, headers={"x-ratelimit-remaining": "0", "x-ratelimit-reset": "40"})
    http = make_http(dblp_interval=1.5)

    for query in ("a", "b"):
        http.get("dblp", DBLP_SEARCH, as_json, params={"q": query}, expire=Expiry.SEARCH)

    assert clock.sleeps == [40.0]


OPENALEX_WORKS = "https://api.openalex.org/works"
# OpenAlex documents its 429 as "Daily limit exceeded" in its {"error", "message"} object; clients report a
# Retry-After of hours beside x-ratelimit-remaining 0 and the reset in seconds.
DAILY_LIMIT_BODY = {"error": "Daily limit exceeded", "message": "You have used your daily allowance."}


@pytest.mark.parametrize(
    "headers, body",
    [
        ({"Retry-After": "54000", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "54000"}, DAILY_LIMIT_BODY),
        ({}, DAILY_LIMIT_BODY),  # the words alone
        ({"Retry-After": "54000"}, {"error": "Rate limit exceeded"}),  # a wait no retry would sit out
        ({"x-ratelimit-remaining": "0", "x-ratelimit-reset": "54000"}, {"error": "Rate limit exceeded"}),
    ],
)
def test_a_spent_daily_allowance_stops_the_source_for_the_night(
    mocked, make_http, clock, caplog, headers, body
) -> None:
    caplog.set_level(logging.WARNING)
    mocked.get(OPENALEX_WORKS, status=429, json=body, headers=headers)
    http = make_http(max_attempts=5)

    with pytest.raises(StatusError) as first:
        http.get("openalex", OPENALEX_WORKS, as_json, params={"q": "a"}, expire=Expiry.SEARCH)
    with pytest.raises(CircuitOpen):
        http.get("openalex", OPENALEX_WORKS, as_json, params={"q": "b"}, expire=Expiry.SEARCH)

    assert first.value.status == 429
    assert len(mocked.calls) == 1  # not retried, and not asked again
    assert clock.sleeps == []
    stats = http.source_stats()["openalex"]
    assert stats.circuit_open and stats.reason == "openalex: daily allowance spent; not asked again tonight"
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING] == [stats.reason]


def test_a_429_asking_for_a_short_wait_is_still_retried(mocked, make_http, clock) -> None:
    mocked.get(OPENALEX_WORKS, status=429, json={"error": "Rate limit exceeded"}, headers={"Retry-After": "3"})
    mocked.get(OPENALEX_WORKS, json={"results": []})
    http = make_http(openalex_interval=0.0)

    assert http.get("openalex", OPENALEX_WORKS, as_json, expire=Expiry.SEARCH) == {"results": []}
    assert not http.source_stats()["openalex"].circuit_open


# ------------------------------------------------------------------------------------------------------- cache


def test_a_cache_hit_spends_no_budget_and_takes_no_sleep(mocked, make_http, clock) -> None:
    mocked.get(DBLP_SEARCH, body=fixture("dblp/search_publ_attention_is_all_you_need_h1_2026.json"))
    http = make_http(dblp_interval=1.5)
    search = {"q": "attention is all you need", "format": "json"}

    first = http.get("dblp", DBLP_SEARCH, status_and_origin, params=search, expire=Expiry.SEARCH)
    again = http.get("dblp", DBLP_SEARCH, status_and_origin, params=search, expire=Expiry.SEARCH)
    http.get("dblp", DBLP_SEARCH, as_json, params={"q": "other"}, expire=Expiry.SEARCH)

    assert (first, again) == ((200, False), (200, True))
    assert clock.sleeps == [pytest.approx(paced(1.5))]  # only the second network request waited, one interval
    assert http.requests_by_host() == {"dblp.org": 2}
    assert http.source_stats()["dblp"].requests == 2  # the cache hit did not need dblp


def test_an_answer_standing_for_other_requests_is_found_under_each_and_nothing_is_sent_for_them(
    mocked, make_http
) -> None:
    mocked.get(DBLP_SEARCH, body=fixture("dblp/search_publ_attention_is_all_you_need_h1_2026.json"))
    http = make_http()
    parts = [{"q": "attention", "part": "1"}, {"q": "need", "part": "1"}]

    http.get("dblp", DBLP_SEARCH, as_json, params={"q": "attention|need"}, expire=Expiry.SEARCH, also_for=parts)

    assert http.cached(DBLP_SEARCH, status_and_origin, params=parts[1]) == (200, True)
    assert http.cached(DBLP_SEARCH, status_and_origin, params={"q": "never asked"}) is None
    assert len(mocked.calls) == 1 and http.source_stats()["dblp"].requests == 1


def fetched_at(reply: Reply) -> tuple[datetime, bool]:
    return reply.fetched_at, reply.from_cache


def age_stored_answers(cache_dir: Path, by: timedelta) -> None:
    """Move the received time of every stored answer back, as if it had been cached ``by`` ago."""
    stored = requests_cache.SQLiteCache(cache_dir / CACHE_FILE)
    for key, response in list(stored.responses.items()):
        response.created_at -= by
        stored.responses[key] = response
    stored.close()


def test_a_network_answer_is_dated_now_and_a_cache_hit_keeps_the_time_it_was_received(
    mocked, make_http, tmp_path
) -> None:
    mocked.get(PAPER_URL, body=fixture("s2/paper_by_doi_chemcrow_fullfields.json"))
    before = datetime.now(UTC)
    first = make_http()
    received, from_cache = first.get("s2", PAPER_URL, fetched_at, expire=Expiry.METADATA)
    after = datetime.now(UTC)
    first.close()
    age_stored_answers(tmp_path / "cache", by=timedelta(days=29))

    again, again_from_cache = make_http().get("s2", PAPER_URL, fetched_at, expire=Expiry.METADATA)

    assert (from_cache, again_from_cache) == (False, True)
    assert before <= received <= after
    assert again == received - timedelta(days=29)
    assert again.tzinfo is not None and again.utcoffset() == timedelta(0)
    assert len(mocked.calls) == 1


def test_a_cache_file_without_time_zones_is_read_as_utc() -> None:
    stored_naive = requests_cache.CachedResponse(created_at=datetime(2026, 1, 2, 23, 30))
    assert received_at(stored_naive) == datetime(2026, 1, 2, 23, 30, tzinfo=UTC)


def test_each_expiry_kind_sets_its_own_lifetime(mocked, make_http, tmp_path) -> None:
    mocked.get(PAPER_URL, body=fixture("s2/paper_by_doi_chemcrow_fullfields.json"))
    mocked.post(BATCH_URL, body=fixture("s2/paper_batch_3ids_authors.json"))
    http = make_http(expire_metadata=30 * 86400, expire_citations=86400)
    http.get("s2", PAPER_URL, as_json, expire=Expiry.METADATA)
    http.post_json("s2", BATCH_URL, as_json, body={"ids": ["CorpusId:470667"]}, expire=Expiry.CITATIONS)
    http.close()

    stored = requests_cache.SQLiteCache(tmp_path / "cache" / CACHE_FILE)
    lifetimes = {r.request.method: r.expires - r.created_at for r in stored.responses.values()}
    stored.close()

    assert lifetimes["GET"] == pytest.approx(timedelta(days=30), abs=timedelta(seconds=5))
    assert lifetimes["POST"] == pytest.approx(timedelta(days=1), abs=timedelta(seconds=5))


def test_an_accepted_404_is_a_normal_answer_and_is_cached(mocked, make_http) -> None:
    mocked.get(MATCH_URL, status=404, body=fixture("s2/search_match_404_title_match_not_found.json"))
    http = make_http()
    ask = dict(params={"query": "askldjrq3rjaw938h"}, expire=Expiry.SEARCH, accept=frozenset({200, 404}))

    assert http.get("s2", MATCH_URL, status_and_origin, **ask) == (404, False)
    assert http.get("s2", MATCH_URL, status_and_origin, **ask) == (404, True)
    assert len(mocked.calls) == 1


def test_an_html_page_where_json_was_expected_is_malformed_and_not_cached(mocked, make_http) -> None:
    mocked.get(PAPER_URL, body=fixture("openalex/works_by_doi_404_html.html"), content_type="text/html")
    http = make_http()

    for _ in range(2):
        with pytest.raises(MalformedResponse) as raised:
            http.get("s2", PAPER_URL, as_json, params={"fields": "title"}, expire=Expiry.METADATA)
        assert raised.value.url == f"{PAPER_URL}?fields=title"
        assert raised.value.source == "s2"
        assert "invalid JSON (text/html" in raised.value.reason

    assert len(mocked.calls) == 2


@pytest.mark.parametrize(
    "problem", [KeyError("data"), TypeError("not a list"), ValueError("no title"), MalformedResponse("x", "no title")]
)
def test_a_cached_answer_its_parser_rejects_is_deleted(mocked, make_http, problem) -> None:
    mocked.get(MATCH_URL, body=fixture("s2/search_match_hit_attention_is_all_you_need.json"))
    http = make_http()

    def rejecting(reply: Reply) -> Any:
        raise problem

    http.get("s2", MATCH_URL, as_json, expire=Expiry.SEARCH)
    with pytest.raises(MalformedResponse) as raised:
        http.get("s2", MATCH_URL, rejecting, expire=Expiry.SEARCH)
    assert raised.value.source == "s2"
    assert raised.value.url
    assert http.get("s2", MATCH_URL, status_and_origin, expire=Expiry.SEARCH) == (200, False)
    assert len(mocked.calls) == 2


def test_server_errors_are_not_cached(mocked, make_http) -> None:
    mocked.get(DBLP_SEARCH, status=500)
    http = make_http(max_attempts=1)

    for _ in range(2):
        with pytest.raises(StatusError):
            http.get("dblp", DBLP_SEARCH, as_json, expire=Expiry.SEARCH)

    assert len(mocked.calls) == 2


def test_batch_posts_are_cached_by_their_json_body(mocked, make_http) -> None:
    mocked.post(BATCH_URL, body=fixture("s2/paper_batch_3ids_authors.json"))
    http = make_http()
    ids = ["CorpusId:470667", "10.2139/ssrn.2250500", "0f40b1f08821e22e859c6050916cec3667778613"]

    def batch(body: dict) -> tuple[int, bool]:
        return http.post_json(
            "s2", BATCH_URL, status_and_origin, body=body, params={"fields": "authors"}, expire=Expiry.METADATA
        )

    assert batch({"ids": ids}) == (200, False)
    assert batch({"ids": ids}) == (200, True)
    assert batch({"ids": ids[:1]}) == (200, False)
    assert batch({"ids": list(reversed(ids))}) == (200, False)  # answers come in request order
    assert json.loads(mocked.calls[0].request.body) == {"ids": ids}
    assert len(mocked.calls) == 3


def test_offline_answers_from_the_cache_only(mocked, make_http) -> None:
    mocked.get(PAPER_URL, body=fixture("s2/paper_by_doi_chemcrow_fullfields.json"))
    online = make_http()
    online.get("s2", PAPER_URL, as_json, expire=Expiry.METADATA)
    online.close()
    offline = make_http(offline=True)

    assert offline.get("s2", PAPER_URL, status_and_origin, expire=Expiry.METADATA) == (200, True)
    with pytest.raises(OfflineMiss) as raised:
        offline.get("s2", f"{S2}/graph/v1/paper/DOI:10.1/unseen", as_json, expire=Expiry.METADATA)

    assert "offline" in raised.value.reason
    assert len(mocked.calls) == 1
    assert offline.requests_by_host() == {}


def test_a_cache_that_cannot_be_written_costs_a_warning_not_the_answer(
    mocked, tmp_path, clock, caplog, monkeypatch
) -> None:
    mocked.get(PAPER_URL, body=fixture("s2/paper_by_doi_chemcrow_fullfields.json"))
    settings = Settings(cache_dir=tmp_path / "cache")
    session = open_session(settings)

    def locked(*args: Any, **kwargs: Any) -> None:
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(session.cache, "save_response", locked)
    http = Http(settings, clock=clock, sleep=clock.sleep, session=session)

    assert http.get("s2", PAPER_URL, as_json, expire=Expiry.METADATA)["paperId"]
    assert "database is locked" in caplog.text
    http.close()


# ---------------------------------------------------------------------------------------------------- size cap


def test_a_body_over_the_cap_is_refused_and_not_cached(mocked, make_http) -> None:
    mocked.get(ARXIV_QUERY, body=b"x" * 5000)
    http = make_http(max_body_bytes=1024)

    for _ in range(2):
        with pytest.raises(ResponseTooLarge) as raised:
            http.get("arxiv", ARXIV_QUERY, Reply.text, expire=Expiry.METADATA)
        assert raised.value.source == "arxiv"
        assert "1024" in raised.value.reason

    assert len(mocked.calls) == 2


def test_a_body_declared_over_the_cap_is_refused_before_reading(mocked, make_http) -> None:
    mocked.get(ARXIV_QUERY, body=b"x" * 2048, auto_calculate_content_length=True)
    http = make_http(max_body_bytes=1024)

    with pytest.raises(ResponseTooLarge) as raised:
        http.get("arxiv", ARXIV_QUERY, Reply.text, expire=Expiry.METADATA)

    assert "2048" in raised.value.reason


def test_a_body_at_the_cap_is_read_whole(mocked, make_http) -> None:
    mocked.get(ARXIV_QUERY, body=b"x" * 1024)
    http = make_http(max_body_bytes=1024)

    assert len(http.get("arxiv", ARXIV_QUERY, Reply.text, expire=Expiry.METADATA)) == 1024


def test_reading_stops_at_the_cap_of_an_endless_body() -> None:
    pulled = 0

    def endless() -> Iterator[bytes]:
        nonlocal pulled
        for _ in itertools.count():
            pulled += 1
            yield b"x" * CHUNK_BYTES

    with pytest.raises(ResponseTooLarge):
        read_capped(endless(), 10 * CHUNK_BYTES, "http://127.0.0.1/endless")

    assert pulled == 11


# ------------------------------------------------------------------------------------------- circuit breakers


def test_the_breaker_opens_after_consecutive_failures_and_skips_the_source(mocked, make_http) -> None:
    mocked.get(DBLP_SEARCH, status=503)
    mocked.get(MATCH_URL, json={"data": []})
    http = make_http(breaker_threshold=3, max_attempts=1)

    for query in ("a", "b", "c"):
        with pytest.raises(StatusError):
            http.get("dblp", DBLP_SEARCH, as_json, params={"q": query}, expire=Expiry.SEARCH)
    with pytest.raises(CircuitOpen) as raised:
        http.get("dblp", DBLP_SEARCH, as_json, params={"q": "d"}, expire=Expiry.SEARCH)

    assert "dblp" in raised.value.reason
    assert "3 consecutive failed requests" in raised.value.reason
    assert len(mocked.calls) == 3
    assert http.get("s2", MATCH_URL, as_json, expire=Expiry.SEARCH) == {"data": []}
    assert list(http.open_sources()) == ["dblp"]
    dblp = http.source_stats()["dblp"]
    assert (dblp.requests, dblp.failures, dblp.skipped, dblp.circuit_open) == (4, 4, 1, True)
    assert http.source_stats()["s2"].circuit_open is False


def test_an_answer_resets_the_failure_count(mocked, make_http) -> None:
    http = make_http(breaker_threshold=3, max_attempts=1)
    mocked.get(DBLP_SEARCH, status=503)
    mocked.get(DBLP_SEARCH, status=503)
    mocked.get(DBLP_SEARCH, json={})
    mocked.get(DBLP_SEARCH, status=503)

    outcomes = []
    for query in "abcde":
        try:
            http.get("dblp", DBLP_SEARCH, as_json, params={"q": query}, expire=Expiry.SEARCH)
            outcomes.append("ok")
        except StatusError:
            outcomes.append("failed")

    assert outcomes == ["failed", "failed", "ok", "failed", "failed"]
    assert http.open_sources() == {}
    assert http.source_stats()["dblp"].failures == 4


def test_refused_queries_are_failed_queries_but_do_not_open_the_breaker(mocked, make_http) -> None:
    mocked.get(PAPER_URL, status=404, body=fixture("s2/paper_by_doi_404_not_found.json"))
    http = make_http(breaker_threshold=2)

    for query in "abc":
        with pytest.raises(StatusError):
            http.get("s2", PAPER_URL, as_json, params={"q": query}, expire=Expiry.METADATA)

    assert http.open_sources() == {}
    s2 = http.source_stats()["s2"]
    assert (s2.requests, s2.failures, s2.circuit_open) == (3, 3, False)


def test_a_wrong_base_url_answering_404_to_everything_is_a_source_failing_every_query(mocked, make_http) -> None:
    wrong_base = "https://dblp.example.org/nothing-here"
    mocked.get(f"{wrong_base}/search/publ/api", status=404, body=b"<html>Not Found</html>", content_type="text/html")
    mocked.get(MATCH_URL, json={"data": []})
    http = make_http(dblp_url=wrong_base, breaker_threshold=2)

    for query in "abcde":
        with pytest.raises(StatusError):
            http.get("dblp", f"{wrong_base}/search/publ/api", as_json, params={"q": query}, expire=Expiry.SEARCH)
    http.get("s2", MATCH_URL, as_json, expire=Expiry.SEARCH)

    stats = http.source_stats()
    assert (stats["dblp"].requests, stats["dblp"].failures) == (5, 5)  # a 100 % failure share: source down
    assert (stats["s2"].requests, stats["s2"].failures) == (1, 0)
    assert http.open_sources() == {}  # every query was answered (404), so dblp is still asked
    assert len(mocked.calls) == 6


def test_offline_misses_are_failed_queries_but_do_not_open_the_breaker(mocked, make_http) -> None:
    mocked.get(PAPER_URL, body=fixture("s2/paper_by_doi_chemcrow_fullfields.json"))
    make_http().get("s2", PAPER_URL, as_json, expire=Expiry.METADATA)
    offline = make_http(offline=True, breaker_threshold=2)

    offline.get("s2", PAPER_URL, as_json, expire=Expiry.METADATA)
    for n in range(3):
        with pytest.raises(OfflineMiss):
            offline.get("s2", f"{S2}/graph/v1/paper/CorpusId:{n}", as_json, expire=Expiry.METADATA)

    s2 = offline.source_stats()["s2"]
    assert (s2.requests, s2.failures, s2.skipped, s2.circuit_open) == (3, 3, 0, False)
    assert offline.open_sources() == {}


def test_the_cache_still_answers_for_a_source_whose_breaker_is_open(mocked, make_http) -> None:
    mocked.get(DBLP_SEARCH, json={"result": {}})
    mocked.get(DBLP_SEARCH, status=503)
    http = make_http(breaker_threshold=1, max_attempts=1)
    http.get("dblp", DBLP_SEARCH, as_json, params={"q": "known"}, expire=Expiry.SEARCH)
    with pytest.raises(StatusError):
        http.get("dblp", DBLP_SEARCH, as_json, params={"q": "new"}, expire=Expiry.SEARCH)

    assert http.get("dblp", DBLP_SEARCH, status_and_origin, params={"q": "known"}, expire=Expiry.SEARCH) == (200, True)
    with pytest.raises(CircuitOpen):
        http.get("dblp", DBLP_SEARCH, as_json, params={"q": "other"}, expire=Expiry.SEARCH)


def test_a_malformed_answer_counts_as_a_failure_of_the_source(mocked, make_http) -> None:
    mocked.get(DBLP_SEARCH, body=b"<html>maintenance</html>", content_type="text/html")
    http = make_http(breaker_threshold=2)

    for query in "ab":
        with pytest.raises(MalformedResponse):
            http.get("dblp", DBLP_SEARCH, as_json, params={"q": query}, expire=Expiry.SEARCH)

    assert "dblp" in http.open_sources()


# ------------------------------------------------------------------------------------------ identity, secrets


def test_user_agent_everywhere_and_the_key_only_to_s2(mocked, make_http) -> None:
    mocked.get(MATCH_URL, json={"data": []})
    mocked.get(DBLP_SEARCH, json={})
    mocked.get(ARXIV_QUERY, body=b"<feed/>")
    http = make_http(s2_api_key=API_KEY)

    http.get("s2", MATCH_URL, as_json, expire=Expiry.SEARCH)
    http.get("dblp", DBLP_SEARCH, as_json, expire=Expiry.SEARCH)
    http.get("arxiv", ARXIV_QUERY, Reply.text, expire=Expiry.METADATA)

    sent = {call.request.url.split("/")[2]: call.request.headers for call in mocked.calls}
    assert {host: headers["User-Agent"] for host, headers in sent.items()} == dict.fromkeys(
        sent, f"enrich/0.1.0 (mailto:{CONTACT})"
    )
    assert sent["api.semanticscholar.org"]["x-api-key"] == API_KEY
    assert "x-api-key" not in sent["dblp.org"]
    assert "x-api-key" not in sent["export.arxiv.org"]


def test_the_key_goes_to_s2_calls_only_when_all_sources_share_one_host(mocked, make_http) -> None:
    local = "http://127.0.0.1:8765"
    mocked.get(f"{local}/graph/v1/paper/search/match", json={"data": []})
    mocked.get(f"{local}/search/publ/api", json={})
    mocked.get(f"{local}/api/query", body=b"<feed/>")
    http = make_http(s2_api_key=API_KEY, dblp_url=local, s2_url=local, arxiv_url=local)

    http.get("dblp", f"{local}/search/publ/api", as_json, expire=Expiry.SEARCH)
    http.get("s2", f"{local}/graph/v1/paper/search/match", as_json, expire=Expiry.SEARCH)
    http.get("arxiv", f"{local}/api/query", Reply.text, expire=Expiry.METADATA)

    keys = {urlsplit(call.request.url).path: call.request.headers.get("x-api-key") for call in mocked.calls}
    assert keys == {"/search/publ/api": None, "/graph/v1/paper/search/match": API_KEY, "/api/query": None}


def test_a_refused_key_is_reported_once_and_the_run_goes_on_without_it(mocked, make_http, caplog) -> None:
    def gateway(request: requests.PreparedRequest) -> tuple[int, dict[str, str], bytes]:
        if "x-api-key" in request.headers:
            return (
                403,
                {"x-amzn-ErrorType": "ForbiddenException"},
                fixture("s2/paper_batch_403_forbidden_bad_api_key.json"),
            )
        return 200, {}, fixture("s2/paper_batch_3ids_authors.json")

    mocked.add_callback(responses.POST, BATCH_URL, callback=gateway)
    http = make_http(s2_api_key=API_KEY)
    caplog.set_level(logging.WARNING)

    first = http.post_json("s2", BATCH_URL, as_json, body={"ids": ["CorpusId:470667"]}, expire=Expiry.METADATA)
    second = http.post_json("s2", BATCH_URL, as_json, body={"ids": ["x"]}, expire=Expiry.METADATA)

    assert first[0]["paperId"] == second[0]["paperId"] == "c31c87c591a25c64fbaa82e8ac6a81831b6ac7ce"
    assert ["x-api-key" in call.request.headers for call in mocked.calls] == [True, False, False]
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    assert "key" in warnings[0].getMessage()
    assert API_KEY not in caplog.text
    assert http.requests_by_host() == {"api.semanticscholar.org": 3}


def test_without_a_key_a_403_is_a_plain_error(mocked, make_http, caplog) -> None:
    mocked.post(BATCH_URL, status=403, body=fixture("s2/paper_batch_403_forbidden_bad_api_key.json"))
    http = make_http()

    with pytest.raises(StatusError) as raised:
        http.post_json("s2", BATCH_URL, as_json, body={"ids": ["x"]}, expire=Expiry.METADATA)

    assert raised.value.status == 403
    assert len(mocked.calls) == 1
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def test_the_key_never_reaches_the_cache_file_the_logs_or_errors(mocked, make_http, tmp_path, caplog) -> None:
    caplog.set_level(logging.DEBUG)
    mocked.get(PAPER_URL, body=fixture("s2/paper_by_doi_chemcrow_fullfields.json"))
    mocked.post(BATCH_URL, body=fixture("s2/paper_batch_3ids_authors.json"))
    mocked.get(MATCH_URL, status=400, body=fixture("s2/paper_400_unsupported_fields.json"))
    mocked.get(f"{S2}/graph/v1/paper/search", status=503)
    http = make_http(s2_api_key=API_KEY, max_attempts=2)
    errors: list[str] = []

    http.get("s2", PAPER_URL, as_json, params={"fields": "title"}, expire=Expiry.METADATA)
    http.post_json("s2", BATCH_URL, as_json, body={"ids": ["CorpusId:470667"]}, expire=Expiry.METADATA)
    for url in (MATCH_URL, f"{S2}/graph/v1/paper/search"):
        with pytest.raises(StatusError) as raised:
            http.get("s2", url, as_json, expire=Expiry.SEARCH)
        errors += [str(raised.value), raised.value.url, raised.value.reason]
    http.close()

    stored = b"".join(path.read_bytes() for path in (tmp_path / "cache").iterdir())
    assert fixture("s2/paper_batch_3ids_authors.json")[:80] in stored  # the answers are there ...
    assert b"REDACTED" in stored  # ... with the key header's value replaced
    assert API_KEY.encode() not in stored
    assert API_KEY not in caplog.text
    assert not [text for text in errors if API_KEY in text]
    assert all("x-api-key" in call.request.headers for call in mocked.calls)


def test_the_cache_key_does_not_depend_on_the_api_key(mocked, make_http) -> None:
    mocked.get(PAPER_URL, body=fixture("s2/paper_by_doi_chemcrow_fullfields.json"))
    with_key = make_http(s2_api_key=API_KEY)
    with_key.get("s2", PAPER_URL, as_json, expire=Expiry.METADATA)
    with_key.close()
    without_key = make_http()

    assert without_key.get("s2", PAPER_URL, status_and_origin, expire=Expiry.METADATA) == (200, True)


def test_secret_query_parameters_are_removed_from_error_urls(mocked, make_http) -> None:
    mocked.get(DBLP_SEARCH, status=400)
    http = make_http()

    with pytest.raises(StatusError) as raised:
        http.get("dblp", DBLP_SEARCH, as_json, params={"q": "x", "api_key": "hunter2"}, expire=Expiry.SEARCH)

    assert "hunter2" not in str(raised.value)
    assert raised.value.url == f"{DBLP_SEARCH}?q=x&api_key=REDACTED"


def test_credentials_in_a_url_are_removed_from_error_urls(mocked, make_http) -> None:
    with_credentials = "https://reader:hunter2@dblp.org/search/publ/api"
    mocked.get(with_credentials, status=400)
    http = make_http()

    with pytest.raises(StatusError) as raised:
        http.get("dblp", with_credentials, as_json, expire=Expiry.SEARCH)

    assert "hunter2" not in str(raised.value)
    assert raised.value.url == DBLP_SEARCH


def test_the_key_is_not_forwarded_when_s2_redirects_to_another_host(mocked, make_http) -> None:
    mocked.get(PAPER_URL, status=302, headers={"Location": "https://mirror.example.org/paper"})
    mocked.get("https://mirror.example.org/paper", json={"title": "x"})
    http = make_http(s2_api_key=API_KEY)

    assert http.get("s2", PAPER_URL, as_json, expire=Expiry.METADATA) == {"title": "x"}

    assert mocked.calls[0].request.headers["x-api-key"] == API_KEY
    assert "x-api-key" not in mocked.calls[1].request.headers


# ----------------------------------------------------------------------------------------- counters, threads


def test_requests_by_host_counts_every_attempt_sent(mocked, make_http) -> None:
    mocked.get(DBLP_SEARCH, status=503)
    mocked.get(DBLP_SEARCH, json={})
    mocked.get(ARXIV_QUERY, body=b"<feed/>")
    http = make_http()

    http.get("dblp", DBLP_SEARCH, as_json, expire=Expiry.SEARCH)
    http.get("arxiv", ARXIV_QUERY, Reply.text, expire=Expiry.METADATA)
    http.get("arxiv", ARXIV_QUERY, Reply.text, expire=Expiry.METADATA)

    assert http.requests_by_host() == {"dblp.org": 2, "export.arxiv.org": 1}
    assert {source: stats.requests for source, stats in http.source_stats().items()} == {"dblp": 1, "arxiv": 1}


def test_one_http_serves_a_thread_per_source(mocked, make_http) -> None:
    urls = {"dblp": DBLP_SEARCH, "s2": MATCH_URL, "arxiv": ARXIV_QUERY}
    for url in urls.values():
        mocked.get(url, json={"ok": True})
    http = make_http(dblp_interval=0.0, s2_interval=0.0, arxiv_interval=0.0)
    failures: list[BaseException] = []

    def run(source: str) -> None:
        try:
            for _ in range(2):
                for n in range(15):
                    http.get(source, urls[source], as_json, params={"n": n}, expire=Expiry.SEARCH)
        except BaseException as error:  # reported to the main thread below
            failures.append(error)

    threads = [threading.Thread(target=run, args=(source,)) for source in urls]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert failures == []
    assert http.requests_by_host() == {"dblp.org": 15, "api.semanticscholar.org": 15, "export.arxiv.org": 15}
    assert {source: stats.requests for source, stats in http.source_stats().items()} == dict.fromkeys(urls, 15)


# ------------------------------------------------------------------------------------------------------ Ctrl-C


@pytest.fixture
def stop_asked() -> Iterator[None]:
    stopping.ask_to_stop()
    yield
    stopping.clear()


def test_after_a_stop_is_asked_no_request_leaves(mocked, make_http, stop_asked) -> None:
    mocked.get(MATCH_URL, body=fixture("s2/search_match_hit_attention_is_all_you_need.json"))
    http = make_http()

    with pytest.raises(stopping.StopAsked):
        http.get("s2", MATCH_URL, as_json, params={"query": "attention"}, expire=Expiry.SEARCH)

    assert len(mocked.calls) == 0


def test_a_pacing_wait_ends_as_soon_as_a_stop_is_asked() -> None:
    ended: list[BaseException] = []

    def wait_out_arxivs_interval() -> None:
        try:
            stopping.sleep(60)
        except stopping.StopAsked as stop:
            ended.append(stop)

    waiter = threading.Thread(target=wait_out_arxivs_interval)
    started = time.monotonic()
    waiter.start()
    stopping.ask_to_stop()
    waiter.join(5)
    stopping.clear()

    assert ended and time.monotonic() - started < 5
