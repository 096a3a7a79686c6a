"""The links stage against local servers on 127.0.0.1: what a list maintainer reads in the report.

No network: every link points at a LocalHost; names other than 127.0.0.1 are resolved by a test resolver.
Retry waits and host spacing run on a FakeTime, so no test sleeps.
"""

from __future__ import annotations

import json
import socket
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from itertools import pairwise
from typing import Any

import pytest

from enrich.config import Settings
from enrich.links.guard import AddressGuard, Refused
from enrich.links.messages import SWITCHED_OFF_REASON
from enrich.links.session import link_session
from enrich.links.stage import LinkRun, LinkTransport, check_links
from enrich.links.tally import run_wide_cause
from enrich.models import Link, LinkCheck, LinkClass, LinkKind, Paper
from tests.linkhosts import FakeTime, LocalHost, Reply, Seen, by_method, html, pdf, redirect

NOW = datetime(2026, 3, 1, 2, 0, tzinfo=UTC)
PUBLIC_ADDRESS = "93.184.216.34"  # any globally routable address: only ever vetted, never dialled in tests


def settings(**overrides: Any) -> Settings:
    values: dict[str, Any] = {"allow_private_links": True, "link_interval": 0.0, "link_timeout": 2.0}
    return Settings(**{**values, **overrides})


def paper(*links: tuple[LinkKind, str], paper_id: str = "p1", **fields: Any) -> Paper:
    return Paper(
        id=paper_id,
        status="resolved",
        confidence=0.9,
        title="A paper",
        occurrences=[],
        seed_key="k",
        links=[Link(kind=kind, label=kind.value, url=url) for kind, url in links],
        **fields,
    )


def run(
    papers: list[Paper],
    config: Settings | None = None,
    *,
    time: FakeTime | None = None,
    transport: LinkTransport | None = None,
    **kwargs: Any,
) -> LinkRun:
    time = time or FakeTime()
    transport = transport or LinkTransport(clock=time.clock, sleep=time.sleep)
    return check_links(papers, config or settings(), now=kwargs.pop("now", NOW), transport=transport, **kwargs)


def closed_port() -> int:
    """A port on 127.0.0.1 with nothing listening: a connection there is refused."""
    with socket.socket() as probe_socket:
        probe_socket.bind(("127.0.0.1", 0))
        return probe_socket.getsockname()[1]


def check_of(result: LinkRun, url: str):
    return result.checks[url]


# ------------------------------------------------------------------------------------------- HEAD and GET


def test_head_refused_then_get_decides() -> None:
    with LocalHost({"/paper.pdf": by_method(Reply(405), pdf())}) as host:
        result = run([paper((LinkKind.pdf, host.url("/paper.pdf")))])
    check = check_of(result, host.url("/paper.pdf"))
    assert check.status is LinkClass.alive
    assert [seen.method for seen in host.requests] == ["HEAD", "GET"]


def test_pdf_served_correctly_is_settled_by_head_alone() -> None:
    with LocalHost({"/paper.pdf": pdf()}) as host:
        result = run([paper((LinkKind.pdf, host.url("/paper.pdf")))])
    check = check_of(result, host.url("/paper.pdf"))
    assert (check.status, check.http_status, check.content_type) == (LinkClass.alive, 200, "application/pdf")
    assert host.paths("GET") == []


def test_pdf_link_returning_html_is_not_pdf() -> None:
    landing = html("<html><head><title>Proceedings of the Conference</title></head><body>Buy it</body></html>")
    with LocalHost({"/paper.pdf": landing}) as host:
        result = run([paper((LinkKind.slides, host.url("/paper.pdf")))])
    check = check_of(result, host.url("/paper.pdf"))
    assert check.status is LinkClass.not_pdf
    assert check.reason == "expected a PDF, got text/html"
    assert not check.reported_dead


def test_pdf_behind_a_vague_content_type_is_read_for_its_magic_bytes() -> None:
    with LocalHost({"/download": pdf("application/octet-stream")}) as host:
        result = run([paper((LinkKind.pdf, host.url("/download")))])
    assert check_of(result, host.url("/download")).status is LinkClass.alive
    assert host.paths() == ["/download", "/download"]


def test_a_50_mb_body_is_read_only_up_to_the_peek_cap() -> None:
    size = 50 * 1024 * 1024
    vague = Reply(200, {"Content-Type": "application/octet-stream"})
    with LocalHost({"/dataset.pdf": by_method(vague, pdf("application/octet-stream", filler=size))}) as host:
        result = run([paper((LinkKind.pdf, host.url("/dataset.pdf")))], settings(link_peek_bytes=4096))
        assert host.wait_idle()
    assert check_of(result, host.url("/dataset.pdf")).status is LinkClass.alive
    assert host.hung_up
    assert host.bytes_sent < size // 4


def test_a_server_that_hangs_past_the_timeout_is_timeout() -> None:
    with LocalHost({"/slow": Reply(delay=30)}) as host:
        result = run([paper((LinkKind.other, host.url("/slow")))], settings(link_timeout=0.2))
    check = check_of(result, host.url("/slow"))
    assert (check.status, check.reason) == (LinkClass.timeout, "no answer within 0.2 s")
    assert len(host.requests) == 3  # HEAD, then GET and one more GET: two retries
    assert not check.reported_dead and check.consecutive_failures == 1


def test_a_page_trickling_for_ever_is_judged_by_what_arrived_before_the_link_timeout() -> None:
    """A byte every 0.1 s never trips a read timeout; the check still ends, link_timeout after the GET was sent."""
    page = Reply(200, {"Content-Type": "text/html"}, b"<html><title>A paper</title>", trickle=0.1)
    with LocalHost({"/paper": page}) as host:
        result = run([paper((LinkKind.other, host.url("/paper")))], settings(link_timeout=0.5))
        assert host.wait_idle()
    assert check_of(result, host.url("/paper")).status is LinkClass.alive
    assert host.hung_up


# ------------------------------------------------------------------------------------------- redirects


def test_three_permanent_hops_to_another_url_are_redirected_with_the_new_url() -> None:
    with LocalHost(
        {"/a": redirect("/b"), "/b": redirect("/c", 308), "/c": redirect("/new"), "/new": html("<title>Paper</title>")}
    ) as host:
        result = run([paper((LinkKind.other, host.url("/a")))])
    check = check_of(result, host.url("/a"))
    assert (check.status, check.redirects, check.final_url) == (LinkClass.redirected, 3, host.url("/new"))
    assert check.reason == f"moved permanently to {host.url('/new')}"


def test_temporary_and_trailing_slash_redirects_stay_alive() -> None:
    with LocalHost(
        {
            "/docs": redirect("/docs/"),
            "/docs/": html("<title>Docs</title>"),
            "/latest": redirect("/v2/paper", 302),
            "/v2/paper": html("<title>Paper</title>"),
        }
    ) as host:
        result = run([paper((LinkKind.other, host.url("/docs")), (LinkKind.other, host.url("/latest")))])
    assert check_of(result, host.url("/docs")).status is LinkClass.alive
    latest = check_of(result, host.url("/latest"))
    assert (latest.status, latest.final_url, latest.reason) == (
        LinkClass.alive,
        host.url("/v2/paper"),
        "HTTP 200 after 1 redirect(s)",
    )


def test_a_redirect_loop_is_an_error_not_a_dead_link() -> None:
    with LocalHost({"/a": redirect("/b"), "/b": redirect("/a")}) as host:
        result = run([paper((LinkKind.other, host.url("/a")))])
    check = check_of(result, host.url("/a"))
    assert (check.status, check.reason, check.consecutive_failures) == (LinkClass.error, "redirect loop", 0)
    assert host.paths() == ["/a", "/b"]


def test_redirects_beyond_the_limit_stop() -> None:
    with LocalHost({"/a": redirect("/b"), "/b": redirect("/c"), "/c": redirect("/d"), "/d": html("ok")}) as host:
        result = run([paper((LinkKind.other, host.url("/a")))], settings(link_max_redirects=2))
    check = check_of(result, host.url("/a"))
    assert (check.status, check.reason) == (LinkClass.error, "more than 2 redirects")
    assert "/d" not in host.paths()


# ------------------------------------------------------------------------------------------- page content


def test_a_not_found_page_served_with_200_is_soft_404() -> None:
    page = html("<html><head><title>Page Not Found | Lab</title></head><body><h1>Oops</h1></body></html>")
    with LocalHost({"/gone": page}) as host:
        result = run([paper((LinkKind.other, host.url("/gone")))])
    check = check_of(result, host.url("/gone"))
    assert (check.status, check.reason) == (LinkClass.soft_404, 'page says "Page Not Found | Lab"')


def test_a_link_redirected_to_the_home_page_moved_to_a_generic_page() -> None:
    with LocalHost({"/people/alice/paper.html": redirect("/", 302), "/": html("<title>Welcome</title>")}) as host:
        result = run([paper((LinkKind.other, host.url("/people/alice/paper.html")))])
    check = check_of(result, host.url("/people/alice/paper.html"))
    assert (check.status, check.reason) == (
        LinkClass.generic_page,
        f"moved to a generic page: the site's home page ({host.url('/')})",
    )


@pytest.mark.parametrize(
    "reply, reason",
    [
        (Reply(403), "HTTP 403: the server refuses robots"),
        (Reply(202), "HTTP 202 with an empty body: a robot wall"),
        (
            html("<title>Just a moment...</title><script src='/cdn-cgi/challenge-platform/x.js'></script>", 503),
            "HTTP 503: robot check page",
        ),
        (html("<html><title>Access Denied</title><p>Are you a robot?</p></html>"), "robot check page"),
    ],
)
def test_servers_refusing_robots_are_blocked_never_dead(reply: Reply, reason: str) -> None:
    with LocalHost({"/doi/10.1145/1": reply}) as host:
        result = run([paper((LinkKind.doi, host.url("/doi/10.1145/1")))])
    check = check_of(result, host.url("/doi/10.1145/1"))
    assert (check.status, check.reason) == (LinkClass.blocked, reason)
    assert check.consecutive_failures == 0 and not check.reported_dead
    assert len(host.requests) == 2  # HEAD, GET: a robot check is not retried


# ------------------------------------------------------------------------------------------- retries


def test_429_then_ok_honours_retry_after() -> None:
    time = FakeTime()
    with LocalHost({"/paper.pdf": [Reply(429, {"Retry-After": "7"}), pdf()]}) as host:
        result = run([paper((LinkKind.pdf, host.url("/paper.pdf")))], time=time)
    assert check_of(result, host.url("/paper.pdf")).status is LinkClass.alive
    assert time.sleeps == [7.0]
    assert len(host.requests) == 2


def test_404_is_dead_and_reported_at_once() -> None:
    with LocalHost({}) as host:
        result = run([paper((LinkKind.code, host.url("/missing")))])
    check = check_of(result, host.url("/missing"))
    assert (check.status, check.http_status, check.reported_dead) == (LinkClass.dead, 404, True)
    assert [seen.method for seen in host.requests] == ["HEAD", "GET"]  # a HEAD 404 is confirmed by GET


def test_500_is_reported_only_after_two_failing_nights_and_history_is_kept() -> None:
    with LocalHost({"/flaky": Reply(500)}) as host:
        url = host.url("/flaky")
        first = run([paper((LinkKind.other, url))])
        second = run([paper((LinkKind.other, url))], previous=first.state, now=NOW + timedelta(days=1))
        host.routes["/flaky"] = html("<title>Back</title>")
        third = run([paper((LinkKind.other, url))], previous=second.state, now=NOW + timedelta(days=2))
    one, two, three = (result.checks[url] for result in (first, second, third))
    assert (one.status, one.reason, one.consecutive_failures, one.reported_dead) == (
        LinkClass.error,
        "HTTP 500",
        1,
        False,
    )
    assert (two.consecutive_failures, two.reported_dead, two.first_seen) == (2, True, NOW)
    assert (three.status, three.consecutive_failures, three.reported_dead) == (LinkClass.alive, 0, False)
    assert (three.first_seen, three.last_alive) == (NOW, NOW + timedelta(days=2))


def test_a_500_seen_by_two_runs_seconds_apart_is_one_failing_night() -> None:
    with LocalHost({"/flaky": Reply(500)}) as host:
        url = host.url("/flaky")
        first = run([paper((LinkKind.other, url))])
        rerun = run([paper((LinkKind.other, url))], previous=first.state, now=NOW + timedelta(seconds=3))
        sent = len(host.requests)
    check = rerun.checks[url]
    assert sent == 6  # checked again by the rerun (an error is provisional): HEAD and two retried GETs each time
    assert (check.consecutive_failures, check.reported_dead, check.checked_at) == (1, False, NOW + timedelta(seconds=3))
    exported = rerun.papers[0].link_checks[0]
    assert exported.reported_dead is False
    assert set(exported.model_dump()) == set(LinkCheck.model_fields)  # the state's bookkeeping is not exported


def test_connection_refused_is_dead_and_not_retried() -> None:
    """Nothing listening does not heal in the seconds a retry waits (enrich.net.retrying): one request, no waits."""
    port = closed_port()
    url = f"http://127.0.0.1:{port}/paper"
    time = FakeTime()
    result = run([paper((LinkKind.other, url))], time=time)
    check = result.checks[url]
    assert (check.status, check.reason, check.reported_dead) == (LinkClass.dead, "connection refused", False)
    assert result.requests_by_host == {f"127.0.0.1:{port}": 1}


def test_unknown_host_is_dead() -> None:
    def no_such_host(host: str, port: int) -> list[str]:
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    time = FakeTime()
    url = "https://no-such-lab.example/paper.pdf"
    result = run(
        [paper((LinkKind.pdf, url))], transport=LinkTransport(resolve=no_such_host, clock=time.clock, sleep=time.sleep)
    )
    assert (result.checks[url].status, result.checks[url].reason) == (LinkClass.dead, "no such host")
    assert result.requests_by_host == {}


def test_a_night_when_no_host_answers_keeps_what_was_known_and_the_next_run_checks_again() -> None:
    network_up = True

    def resolve(host: str, port: int) -> list[str]:
        if not network_up:
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        return ["127.0.0.1"]

    time = FakeTime()
    transport = LinkTransport(resolve=resolve, clock=time.clock, sleep=time.sleep)
    with LocalHost({f"/{name}.pdf": pdf() for name in "abcd"}) as host:
        known = [host.url(f"/{name}.pdf", host=f"{name}.example") for name in "abc"]
        new = host.url("/d.pdf", host="d.example")
        everything = [paper(*((LinkKind.pdf, url) for url in [*known, new]))]
        first = run([paper(*((LinkKind.pdf, url) for url in known))], transport=transport)
        network_up = False
        down = run(everything, transport=transport, previous=first.state, now=NOW + timedelta(days=1, hours=1))
        sent_before_back = len(host.requests)
        network_up = True
        back = run(everything, transport=transport, previous=down.state, now=NOW + timedelta(days=1, hours=2))
        sent_back = host.paths()[sent_before_back:]
    assert [down.checks[url] for url in known] == [first.checks[url] for url in known]
    unchecked = down.checks[new]
    assert (unchecked.status, unchecked.consecutive_failures, unchecked.reported_dead) == (LinkClass.error, 0, False)
    assert unchecked.reason == "no such host (no host answered: network down?)"
    assert down.network_down and not back.network_down and not first.network_down
    assert (down.counts["links_checked"], down.counts["links_reused"], down.counts["links_not_checked"]) == (0, 3, 1)
    assert sorted(sent_back) == ["/a.pdf", "/b.pdf", "/c.pdf", "/d.pdf"]  # within the expiry, yet checked again
    assert (back.counts["links_checked"], back.counts["links_reused"]) == (4, 0)
    assert {check.status for check in back.checks.values()} == {LinkClass.alive}


def test_a_night_when_nothing_listens_anywhere_stops_after_a_few_requests_and_keeps_every_state() -> None:
    """40 hosts, all refusing connections: the run halts once three hosts were unreachable and none answered, so a
    few requests are sent, not one per host; a link checked before keeps that check, the others are "not checked"."""
    port = closed_port()
    urls = [f"http://lab{number}.example:{port}/paper.pdf" for number in range(40)]
    known = LinkCheck(
        url=urls[-1],
        kind=LinkKind.pdf,
        label="pdf",
        status=LinkClass.alive,
        http_status=200,
        checked_at=NOW - timedelta(days=3),
        reason="HTTP 200",
        first_seen=NOW - timedelta(days=30),
        last_alive=NOW - timedelta(days=3),
    )
    time = FakeTime()
    transport = LinkTransport(resolve=lambda host, port: ["127.0.0.1"], clock=time.clock, sleep=time.sleep)
    result = run(
        [paper(*((LinkKind.pdf, url) for url in urls))],
        settings(link_concurrency=4),
        transport=transport,
        previous={known.url: known},
    )
    assert sum(result.requests_by_host.values()) <= 2 * 4
    assert result.network_down
    assert (result.counts["links_checked"], result.counts["links_not_checked"]) == (0, 39)
    kept = result.checks[known.url]
    assert (kept.status, kept.checked_at, kept.consecutive_failures) == (LinkClass.alive, known.checked_at, 0)
    unchecked = [result.checks[url] for url in urls[:-1]]
    assert {(check.status, check.consecutive_failures, check.reported_dead) for check in unchecked} == {
        (LinkClass.error, 0, False)
    }
    assert all(check.reason.endswith("(no host answered: network down?)") for check in unchecked)


# ------------------------------------------------------------------------------------------- once per run, reuse


def test_the_same_url_is_checked_once_across_papers() -> None:
    with LocalHost({"/shared.pdf": pdf()}) as host:
        url = host.url("/shared.pdf")
        papers = [
            paper((LinkKind.pdf, url), paper_id="a"),
            paper((LinkKind.poster, url), paper_id="b"),
            paper(paper_id="c", open_access_pdf=url),
        ]
        result = run(papers)
    assert len(host.requests) == 1
    assert result.requests_by_host == {f"127.0.0.1:{host.port}": 1}  # keyed like the other stages' requests
    assert [[(check.url, check.kind) for check in linked.link_checks] for linked in result.papers] == [
        [(url, LinkKind.pdf)],
        [(url, LinkKind.poster)],
        [(url, LinkKind.open_access_pdf)],
    ]


def test_a_rerun_within_the_expiry_sends_nothing_except_for_provisional_states() -> None:
    with LocalHost({"/ok.pdf": pdf(), "/gone": Reply(404), "/busy": Reply(429, {"Retry-After": "1"})}) as host:
        papers = [
            paper(
                (LinkKind.pdf, host.url("/ok.pdf")),
                (LinkKind.other, host.url("/gone")),
                (LinkKind.other, host.url("/busy")),
            )
        ]
        first = run(papers)
        sent_first = len(host.requests)
        same_day = run(papers, previous=first.state, now=NOW + timedelta(hours=3))
        resent = host.paths()[sent_first:]
        next_day = run(papers, previous=same_day.state, now=NOW + timedelta(days=1, minutes=1))
    assert set(resent) == {"/busy"}
    assert (same_day.counts["links_reused"], same_day.counts["links_checked"]) == (2, 1)
    assert same_day.checks[host.url("/ok.pdf")].checked_at == NOW
    assert next_day.counts["links_reused"] == 0
    assert next_day.checks[host.url("/ok.pdf")].checked_at == NOW + timedelta(days=1, minutes=1)


def test_a_run_on_part_of_the_lists_keeps_the_history_of_the_other_links() -> None:
    with LocalHost({"/flaky": Reply(500), "/ok.pdf": pdf()}) as host:
        flaky, ok = host.url("/flaky"), host.url("/ok.pdf")
        everything = [paper((LinkKind.other, flaky), paper_id="a"), paper((LinkKind.pdf, ok), paper_id="b")]
        first = run(everything)
        subset = run(everything[1:], previous=first.state, now=NOW + timedelta(days=1, hours=1))
        whole = run(everything, previous=subset.state, now=NOW + timedelta(days=2, hours=2))
    assert list(subset.checks) == [ok]  # this run's links: what its counts and newly dead links are about
    assert subset.counts["links_by_status"]["error"] == 0
    assert subset.state[flaky] == first.checks[flaky]
    check = whole.checks[flaky]
    assert (check.status, check.consecutive_failures, check.reported_dead, check.first_seen) == (
        LinkClass.error,
        2,
        True,
        NOW,
    )


def test_found_links_are_checked_too() -> None:
    time = FakeTime()
    resolver_calls: list[str] = []

    def anywhere_is_local(host: str, port: int) -> list[str]:
        resolver_calls.append(host)
        return ["127.0.0.1"]

    transport = LinkTransport(resolve=anywhere_is_local, clock=time.clock, sleep=time.sleep)
    found = paper(doi="10.1145/3342195.3387555", arxiv_id="2001.01858", open_access_pdf="https://oa.example/p.pdf")
    result = run([found], settings(link_timeout=0.5), transport=transport)
    assert sorted(check.kind.value for check in result.papers[0].link_checks) == [
        "arxiv_abs",
        "arxiv_pdf",
        "doi",
        "open_access_pdf",
    ]
    assert set(resolver_calls) == {"doi.org", "arxiv.org", "oa.example"}


# ------------------------------------------------------------------------------------------- security


def test_a_private_address_is_refused_by_default_and_never_contacted() -> None:
    with LocalHost({"/paper.pdf": pdf()}) as host:
        result = run([paper((LinkKind.pdf, host.url("/paper.pdf")))], settings(allow_private_links=False))
    check = check_of(result, host.url("/paper.pdf"))
    assert (check.status, check.reason, check.reported_dead) == (LinkClass.error, "private address refused", False)
    assert host.requests == []


def test_a_redirect_from_a_public_host_to_a_private_address_is_refused_at_the_hop() -> None:
    names = {"public.example": [PUBLIC_ADDRESS], "127.0.0.1": ["127.0.0.1"]}
    config = settings(allow_private_links=False)
    time = FakeTime()
    with LocalHost() as host:
        host.routes["/start"] = redirect(host.url("/secret"), 302)
        # DNS says public.example is public; the test session still reaches the local server under that name.
        transport = LinkTransport(
            resolve=lambda name, port: names[name],
            clock=time.clock,
            sleep=time.sleep,
            session=link_session(config, lambda name, port: ["127.0.0.1"]),
        )
        start = host.url("/start", host="public.example")
        result = run([paper((LinkKind.other, start))], config, transport=transport)
    check = result.checks[start]
    assert (check.status, check.reason, check.redirects) == (LinkClass.error, "private address refused", 1)
    assert host.paths() == ["/start"]


def test_the_guard_checks_every_address_of_a_hop() -> None:
    guard = AddressGuard(lambda name, port: {"mixed.example": [PUBLIC_ADDRESS, "10.0.0.5"]}[name])
    with pytest.raises(Refused):
        guard.addresses("mixed.example", 443)


@pytest.mark.parametrize("url", ["ftp://files.example/paper.pdf", "javascript:alert(1)", "file:///etc/passwd"])
def test_schemes_other_than_http_are_refused(url: str) -> None:
    def must_not_resolve(host: str, port: int) -> list[str]:
        raise AssertionError("a refused URL is never looked up")

    time = FakeTime()
    transport = LinkTransport(resolve=must_not_resolve, clock=time.clock, sleep=time.sleep)
    check = run([paper((LinkKind.other, url))], transport=transport).checks[url]
    assert (check.status, check.reason) == (LinkClass.error, "scheme refused")


@pytest.mark.parametrize("url", ["https://lab.example:99999/paper.pdf", "https://lab.example:8o80/paper.pdf"])
def test_a_malformed_port_is_an_invalid_url_and_the_run_goes_on(url: str) -> None:
    def must_not_resolve(host: str, port: int) -> list[str]:
        raise AssertionError("a malformed URL is never looked up")

    time = FakeTime()
    transport = LinkTransport(resolve=must_not_resolve, clock=time.clock, sleep=time.sleep)
    check = run([paper((LinkKind.pdf, url))], transport=transport).checks[url]
    assert (check.status, check.reason) == (LinkClass.error, "invalid URL")


def test_link_hosts_never_get_cookies_or_credentials() -> None:
    config = settings(
        github_token="ghp_secret_value_123", s2_api_key="s2-secret-key-456", contact_email="lists@example.org"
    )
    with LocalHost(
        {
            "/login": Reply(302, {"Set-Cookie": "session=abc; Path=/", "Location": "/landing"}),
            "/landing": Reply(302, {"Set-Cookie": "tracker=1; Path=/", "Location": "/paper"}),
            "/paper": html("<title>Paper</title>"),
        }
    ) as host:
        result = run([paper((LinkKind.other, host.url("/login")))], config)
    assert result.checks[host.url("/login")].status is LinkClass.alive
    sent_headers = [seen.headers for seen in host.requests]
    assert all("cookie" not in headers and "authorization" not in headers for headers in sent_headers)
    assert {headers["user-agent"] for headers in sent_headers} == {config.user_agent}
    everything_sent = json.dumps(sent_headers)
    assert "ghp_secret_value_123" not in everything_sent and "s2-secret-key-456" not in everything_sent


def test_requests_to_one_host_stay_within_the_host_concurrency() -> None:
    with LocalHost({f"/p{index}.pdf": pdf() for index in range(10)}, latency=0.05) as host:
        links = [(LinkKind.pdf, host.url(f"/p{index}.pdf")) for index in range(10)]
        result = run([paper(*links)], settings(link_host_concurrency=2, link_concurrency=16))
    assert result.counts["links_by_status"]["alive"] == 10
    assert host.max_in_flight == 2


ARXIV_IDS = ["2001.01858", "1706.03762", "2312.07559"]


def check_arxiv_pages(config: Settings, time: FakeTime, answer: Callable[[Seen], Reply]) -> tuple[LinkRun, LocalHost]:
    """Abstract pages under the name arxiv.org, served by a local host."""
    transport = LinkTransport(resolve=lambda name, port: ["127.0.0.1"], clock=time.clock, sleep=time.sleep)
    with LocalHost({f"/abs/{arxiv_id}": answer for arxiv_id in ARXIV_IDS}, latency=0.05) as host:
        links = [(LinkKind.arxiv_abs, host.url(f"/abs/{arxiv_id}", host="arxiv.org")) for arxiv_id in ARXIV_IDS]
        return run([paper(*links)], config, time=time, transport=transport), host


def test_arxiv_links_are_spaced_as_arxiv_asks_not_at_the_link_pace() -> None:
    time = FakeTime()
    sent_at: list[float] = []

    def abstract_page(seen: Seen) -> Reply:
        sent_at.append(time.clock())
        return html("<title>An abstract</title>")

    config = settings(link_interval=1.0, arxiv_interval=3.0)
    result, _ = check_arxiv_pages(config, time, abstract_page)
    assert result.counts["links_by_status"]["alive"] == 3
    assert len(sent_at) == 6  # HEAD and GET per page, each its own turn
    assert all(later - earlier >= 3.0 for earlier, later in pairwise(sent_at))


def test_arxiv_gets_one_request_at_a_time_whatever_the_link_host_concurrency() -> None:
    config = settings(link_interval=0.0, arxiv_interval=0.0, link_host_concurrency=2)
    result, host = check_arxiv_pages(config, FakeTime(), lambda seen: html("<title>An abstract</title>"))
    assert result.counts["links_by_status"]["alive"] == 3
    assert host.max_in_flight == 1


def test_progress_reports_each_checked_url() -> None:
    reports: list[tuple[str, int, int]] = []
    with LocalHost({"/a.pdf": pdf(), "/b.pdf": pdf()}) as host:
        run(
            [paper((LinkKind.pdf, host.url("/a.pdf")), (LinkKind.pdf, host.url("/b.pdf")))],
            progress=lambda task, done, total: reports.append((task, done, total)),
        )
    assert reports == [("links", 1, 2), ("links", 2, 2)]


def test_offline_sends_nothing_keeps_old_states_and_says_what_it_did_not_check() -> None:
    with LocalHost({"/old.pdf": pdf(), "/new.pdf": pdf()}) as host:
        first = run([paper((LinkKind.pdf, host.url("/old.pdf")))])
        a_week_later = NOW.replace(day=8)
        both = paper((LinkKind.pdf, host.url("/old.pdf")), (LinkKind.pdf, host.url("/new.pdf")))
        result = run([both], settings(offline=True), previous=first.state, now=a_week_later)
        assert len(host.requests) == 1  # the first run's HEAD only
    assert result.checks[host.url("/old.pdf")] == first.checks[host.url("/old.pdf")]
    unchecked = result.checks[host.url("/new.pdf")]
    assert (unchecked.status, unchecked.reason) == (LinkClass.error, "not checked: offline mode")
    assert result.requests_by_host == {}
    assert (result.counts["links_checked"], result.counts["links_reused"]) == (0, 1)


def test_switched_off_checking_sends_nothing_and_is_no_network_outage() -> None:
    with LocalHost({"/a.pdf": pdf()}) as host:
        result = run([paper((LinkKind.pdf, host.url("/a.pdf")))], settings(check_links=False))
        assert host.requests == []
    unchecked = result.checks[host.url("/a.pdf")]
    assert (unchecked.status, unchecked.reason) == (LinkClass.error, SWITCHED_OFF_REASON)
    assert run_wide_cause(unchecked) == "link checking switched off"
    assert (result.counts["links_not_checked"], result.network_down) == (1, False)
