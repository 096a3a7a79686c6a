"""The link checker's rules without a network: classes, redirects, retries, targets, addresses, history, state."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from enrich.config import Settings
from enrich.links.classify import Verdict, classify, same_resource
from enrich.links.guard import AddressGuard, is_public, url_problem
from enrich.links.history import record, reusable
from enrich.links.messages import Answer, Failure, Step
from enrich.links.pages import soft_404_heading
from enrich.links.probe import Observation, Redirect, probe
from enrich.links.state import FORGET_AFTER, LinkStateError, load_state, save_state, state_after_run
from enrich.links.targets import Target, collect_targets, paper_links
from enrich.models import Link, LinkCheck, LinkClass, LinkKind, Paper

NOW = datetime(2026, 3, 1, 2, 0, tzinfo=UTC)
PAGE = Target("https://lab.example/paper", LinkKind.other, "Paper", expects_pdf=False)
PDF = Target("https://lab.example/paper.pdf", LinkKind.pdf, "PDF", expects_pdf=True)
RULES = Settings()  # expire_links one day, link_dead_after 2: the nightly defaults


def answer(
    status: int | None = 200,
    *,
    method: str = "GET",
    url: str = PAGE.url,
    body: bytes = b"",
    failure: Failure | None = None,
    detail: str = "",
    **headers: str,
) -> Answer:
    names = {name.replace("_", "-").lower(): value for name, value in headers.items()}
    return Answer(url=url, method=method, status=status, headers=names, body=body, failure=failure, detail=detail)


def observed(final: Answer, *redirects: tuple[int, str], url: str = PAGE.url) -> Observation:
    hops, source = [], url
    for status, target in redirects:
        hops.append(Redirect(source, status, target))
        source = target
    return Observation(url=url, answer=final, redirects=tuple(hops))


def drive(target: Target, answers: list[Answer], **overrides: Any) -> tuple[list[Step], Observation]:
    """Feed a probe the given answers in turn; return the requests it made and what it concluded."""
    job = probe(target, Settings(**overrides))
    steps = [next(job)]
    try:
        for reply in answers:
            steps.append(job.send(reply))
    except StopIteration as finished:
        return steps, finished.value
    raise AssertionError(f"probe wanted more than {len(answers)} answers")


# ------------------------------------------------------------------------------------------- classes


@pytest.mark.parametrize(
    "final, expected",
    [
        (answer(401), (LinkClass.blocked, "HTTP 401: login required", False)),
        (answer(429), (LinkClass.blocked, "HTTP 429: rate-limited", False)),
        (answer(410), (LinkClass.dead, "HTTP 410", True)),
        (answer(502), (LinkClass.error, "HTTP 502", True)),
        (answer(503, cf_mitigated="challenge"), (LinkClass.blocked, "HTTP 503: robot check page", False)),
        (
            answer(None, failure=Failure.TLS_ERROR, detail="TLS error: certificate has expired"),
            (LinkClass.error, "TLS error: certificate has expired", True),
        ),
        (
            answer(None, failure=Failure.PRIVATE_ADDRESS, detail="private address refused"),
            (LinkClass.error, "private address refused", False),
        ),
        (answer(None, failure=Failure.NO_SUCH_HOST, detail="no such host"), (LinkClass.dead, "no such host", True)),
        (
            answer(200, body=b"<title>Please complete the security check</title>", content_type="text/html"),
            (LinkClass.blocked, "robot check page", False),
        ),
    ],
)
def test_answers_map_to_classes(final: Answer, expected: tuple[LinkClass, str, bool]) -> None:
    verdict = classify(observed(final), PAGE)
    assert (verdict.status, verdict.reason, verdict.failing) == expected


def test_a_pdf_must_start_with_the_pdf_magic_whatever_its_content_type_says() -> None:
    labelled = answer(body=b"<html><title>Sign in</title></html>", url=PDF.url, content_type="application/pdf")
    reason = classify(observed(labelled, url=PDF.url), PDF).reason
    assert reason == "expected a PDF, got a body labelled PDF that is not one"
    real = answer(body=b"\n%PDF-1.5\n...", url=PDF.url, content_type="binary/octet-stream")
    assert classify(observed(real, url=PDF.url), PDF).status is LinkClass.alive


def test_only_permanent_redirects_to_another_url_are_redirected() -> None:
    final = answer(url="https://new.example/paper")
    assert classify(observed(final, (301, "https://new.example/paper")), PAGE).status is LinkClass.redirected
    assert classify(observed(final, (302, "https://new.example/paper")), PAGE).status is LinkClass.alive
    # A permanent hop that only adds https, then a temporary hop to a CDN: the list needs no fix.
    cdn = answer(url="https://cdn.example/signed?x=1")
    hops = observed(
        cdn,
        (301, "https://lab.example/paper/"),
        (302, "https://cdn.example/signed?x=1"),
        url="http://lab.example/paper",
    )
    assert classify(hops, PAGE).status is LinkClass.alive


@pytest.mark.parametrize(
    ("original", "final", "status"),
    [
        ("https://lab.example/paper", "https://lab.example/404.html", LinkClass.soft_404),  # an error page
        ("https://lab.example/paper", "https://lab.example/not-found", LinkClass.soft_404),
        ("https://lab.example/old/404.html", "https://lab.example/new/404.html", LinkClass.redirected),  # it was one
        ("https://lab.example/paper", "https://lab.example/papers/p1", LinkClass.redirected),
    ],
)
def test_a_redirect_to_an_error_page_is_a_soft_404_unless_the_link_was_one_too(
    original: str, final: str, status: LinkClass
) -> None:
    verdict = classify(observed(answer(url=final), (301, final), url=original), PAGE)
    assert verdict.status is status
    assert (verdict.reason == "redirected to an error page") is (status is LinkClass.soft_404)


@pytest.mark.parametrize(
    "first, second, same",
    [
        ("http://lab.example/paper", "https://lab.example/paper", True),
        ("https://lab.example/paper", "https://www.lab.example/paper/", True),
        ("https://lab.example:443/a/index.html", "https://lab.example/a/", True),
        ("https://lab.example/~alice/p.pdf", "https://lab.example/%7Ealice/p.pdf", True),
        ("https://lab.example/paper", "https://lab.example/Paper", False),
        ("https://lab.example/paper?id=1", "https://lab.example/paper?id=2", False),
        ("https://lab.example/paper", "https://lab.example:8443/paper", False),
    ],
)
def test_what_counts_as_the_same_url(first: str, second: str, same: bool) -> None:
    assert same_resource(first, second) is same


@pytest.mark.parametrize(
    "title, says_not_found",
    [
        ("<title>404 - File or directory not found.</title>", True),
        ("<h1>Sorry, we couldn\u2019t find that page</h1>", True),
        ("<title>This page does not exist</title>", True),
        ("<title>Lost and Found: Recovering Checkpoints</title>", False),
        ("<title>Found in Translation</title><h1>Abstract</h1>", False),
        ("<p>the text mentions not found deep in the body</p>", False),
    ],
)
def test_soft_404_markers_are_read_from_titles_and_headings(title: str, says_not_found: bool) -> None:
    assert (soft_404_heading(title.encode()) is not None) is says_not_found


# ------------------------------------------------------------------------------------------- how a probe proceeds


def test_head_settles_a_pdf_link_only_with_a_pdf_content_type() -> None:
    steps, _ = drive(PDF, [answer(method="HEAD", url=PDF.url, content_type="application/pdf")])
    assert [step.method for step in steps] == ["HEAD"]
    steps, _ = drive(
        PDF, [answer(method="HEAD", url=PDF.url, content_type="text/html"), answer(url=PDF.url, body=b"%PDF-1.4")]
    )
    assert [step.method for step in steps] == ["HEAD", "GET"]


@pytest.mark.parametrize("status", [202, 204, 206, 404, 500])
def test_head_settles_only_a_plain_success(status: int) -> None:
    """A 202 is a robot wall's favourite answer and a 206 a part; anything but a plain 2xx is read again with GET."""
    head = answer(status, method="HEAD", url=PDF.url, content_type="application/pdf")
    settled = status in (204, 206)  # 2xx other than 202: HEAD says enough about a PDF
    steps, _ = drive(PDF, [head] if settled else [head, answer(url=PDF.url, body=b"%PDF-1.4")])
    assert [step.method for step in steps] == (["HEAD"] if settled else ["HEAD", "GET"])


def test_an_html_page_is_read_with_get_because_soft_404s_hide_in_the_body() -> None:
    steps, _ = drive(PAGE, [answer(method="HEAD", content_type="text/html"), answer(content_type="text/html")])
    assert [step.method for step in steps] == ["HEAD", "GET"]


def test_retryable_failures_are_retried_a_bounded_number_of_times_with_backoff() -> None:
    timeout = answer(None, failure=Failure.TIMEOUT, detail="no answer within 10 s")
    steps, observation = drive(PAGE, [timeout, timeout, timeout])
    assert [(step.method, step.delay) for step in steps] == [("HEAD", 0.0), ("GET", 2.0), ("GET", 4.0)]
    assert observation.answer is timeout


def test_retry_after_is_honoured_but_capped() -> None:
    steps, _ = drive(
        PAGE, [answer(429, Retry_After="99999"), answer(content_type="application/zip")], max_retry_wait=60
    )
    assert steps[1].delay == 60


def test_the_link_backoff_is_the_one_backoff_rule_capped_by_max_retry_wait() -> None:
    timeout = answer(None, failure=Failure.TIMEOUT, detail="no answer within 10 s")
    steps, _ = drive(PAGE, [timeout, timeout, timeout], max_retry_wait=3, time_scale=0.5)
    assert [step.delay for step in steps] == [0.0, 1.0, 1.5]  # 2 s, then 4 s capped at 3 s, both at half time


def test_a_refused_connection_is_not_retried() -> None:
    refused = answer(None, failure=Failure.CONNECTION_REFUSED, detail="connection refused")
    steps, observation = drive(PAGE, [refused])
    assert len(steps) == 1 and observation.answer is refused


def test_a_redirect_to_a_refused_scheme_stops_the_probe() -> None:
    _, observation = drive(PAGE, [answer(302, method="HEAD", location="ftp://files.example/paper.pdf")])
    assert observation.problem == "scheme refused"


# ------------------------------------------------------------------------------------------- targets


def make_paper(links: list[tuple[LinkKind, str | None]], **fields: Any) -> Paper:
    return Paper(
        id=fields.pop("id", "p"),
        status="resolved",
        confidence=1.0,
        title="T",
        occurrences=[],
        seed_key="k",
        links=[Link(kind=kind, label=kind.value, url=url) for kind, url in links],
        **fields,
    )


def test_found_links_join_the_list_links_once_per_url() -> None:
    listed = make_paper(
        [(LinkKind.pdf, "https://arxiv.org/pdf/2001.01858"), (LinkKind.code, None)],
        doi="10.1002/(sici)1097-4571#x",
        arxiv_id="2001.01858",
        open_access_pdf=None,
    )
    links = paper_links(listed)
    assert [(link.kind, link.url) for link in links] == [
        (LinkKind.pdf, "https://arxiv.org/pdf/2001.01858"),
        (LinkKind.doi, "https://doi.org/10.1002/(sici)1097-4571%23x"),
        (LinkKind.arxiv_abs, "https://arxiv.org/abs/2001.01858"),
    ]


def test_a_url_listed_as_a_pdf_anywhere_must_be_a_pdf() -> None:
    url = "https://lab.example/talk"
    targets = collect_targets([make_paper([(LinkKind.slides, url)], id="a"), make_paper([(LinkKind.pdf, url)], id="b")])
    assert targets[url] == Target(url, LinkKind.slides, "slides", expects_pdf=True)


# ------------------------------------------------------------------------------------------- addresses


@pytest.mark.parametrize(
    "address",
    [
        "127.0.0.1",
        "10.1.2.3",
        "172.16.0.1",
        "192.168.1.1",
        "169.254.169.254",
        "100.100.100.200",
        "0.0.0.0",
        "224.0.0.1",
        "240.0.0.1",
        "::1",
        "fe80::1%eth0",
        "fd00:ec2::254",
        "::ffff:127.0.0.1",
        "2002:7f00:1::1",
        "ff02::1",
    ],
)
def test_non_public_addresses_are_refused(address: str) -> None:
    assert not is_public(address)


@pytest.mark.parametrize("address", ["93.184.216.34", "2606:4700:4700::1111"])
def test_public_addresses_pass(address: str) -> None:
    assert is_public(address)


@pytest.mark.parametrize(
    "url, problem",
    [
        ("https://lab.example/p", None),
        ("HTTP://lab.example/p", None),
        ("gopher://lab.example/p", "scheme refused"),
        ("https://user:pass@lab.example/p", "credentials in URL refused"),
        ("https:///p", "invalid URL"),
        ("https://lab.example:99999/p", "invalid URL"),
        ("https://lab.example:8o80/p", "invalid URL"),
    ],
)
def test_url_rules(url: str, problem: str | None) -> None:
    assert url_problem(url) == problem


def test_the_address_vetted_is_the_address_used_even_if_dns_changes_its_answer() -> None:
    answers = iter([["93.184.216.34"], ["127.0.0.1"]])
    guard = AddressGuard(lambda host, port: next(answers))
    assert guard.addresses("rebind.example", 80) == ["93.184.216.34"]
    assert guard.addresses("rebind.example", 80) == ["93.184.216.34"]


def test_allow_private_links_lifts_the_address_rule() -> None:
    assert AddressGuard(lambda host, port: ["127.0.0.1"], allow_private=True).addresses("localhost", 80) == [
        "127.0.0.1"
    ]


# ------------------------------------------------------------------------------------------- history and reuse


def verdict(status: LinkClass, http_status: int | None = None, failing: bool = False) -> Verdict:
    return Verdict(status, "why", http_status=http_status, failing=failing)


def test_history_counts_failing_runs_and_blocked_runs_change_nothing() -> None:
    first = record(PAGE, verdict(LinkClass.timeout, failing=True), None, None, NOW, RULES)
    blocked = record(PAGE, verdict(LinkClass.blocked, 403), None, first, NOW + timedelta(days=1), RULES)
    second = record(PAGE, verdict(LinkClass.dead, failing=True), None, blocked, NOW + timedelta(days=2), RULES)
    assert (first.consecutive_failures, first.reported_dead) == (1, False)
    assert (blocked.consecutive_failures, blocked.reported_dead) == (1, False)
    assert (second.consecutive_failures, second.reported_dead, second.first_seen) == (2, True, NOW)


def test_a_failure_seen_again_the_same_night_counts_once_but_is_recorded() -> None:
    first = record(PAGE, Verdict(LinkClass.error, "HTTP 500", http_status=500, failing=True), None, None, NOW, RULES)
    rerun = NOW + timedelta(seconds=3)
    again = record(PAGE, Verdict(LinkClass.timeout, "no answer within 10 s", failing=True), None, first, rerun, RULES)
    assert (again.consecutive_failures, again.reported_dead) == (1, False)
    assert (again.status, again.reason, again.http_status, again.checked_at) == (
        LinkClass.timeout,
        "no answer within 10 s",
        None,
        rerun,
    )


def test_hourly_runs_count_a_lasting_failure_once_per_night() -> None:
    check = None
    for hour in range(25):
        check = record(
            PAGE, verdict(LinkClass.error, 500, failing=True), None, check, NOW + timedelta(hours=hour), RULES
        )
    assert check is not None and check.consecutive_failures == 2  # counted at 0 h and 20 h, not at 12 h


def test_a_failing_link_from_an_older_state_file_counts_again_the_next_night() -> None:
    old_style = LinkCheck.model_validate(
        record(PAGE, verdict(LinkClass.error, 500, failing=True), None, None, NOW, RULES).model_dump(
            include=set(LinkCheck.model_fields)
        )
    )
    check = old_style
    for hour in (3, 6, 9, 12, 15, 18, 21):
        check = record(
            PAGE, verdict(LinkClass.error, 500, failing=True), None, check, NOW + timedelta(hours=hour), RULES
        )
    assert check.consecutive_failures == 2 and check.reported_dead  # 21 h after the failure the file counted


def test_a_link_on_its_way_to_dead_is_checked_again_however_recent() -> None:
    failing = record(PAGE, verdict(LinkClass.soft_404, 200, failing=True), None, None, NOW, RULES)
    assert failing.consecutive_failures == 1
    assert not reusable(failing, NOW + timedelta(hours=23, minutes=55), RULES.expire_links)


def test_a_definite_404_is_still_reported_at_once_the_same_night() -> None:
    first = record(PAGE, verdict(LinkClass.error, 500, failing=True), None, None, NOW, RULES)
    gone = record(PAGE, verdict(LinkClass.dead, 404, failing=True), None, first, NOW + timedelta(minutes=5), RULES)
    assert (gone.consecutive_failures, gone.reported_dead) == (1, True)


def test_a_failure_after_the_link_came_back_counts_at_once() -> None:
    failed = record(PAGE, verdict(LinkClass.error, 500, failing=True), None, None, NOW, RULES)
    back = record(PAGE, verdict(LinkClass.alive, 200), None, failed, NOW + timedelta(hours=1), RULES)
    failed_again = record(
        PAGE, verdict(LinkClass.error, 500, failing=True), None, back, NOW + timedelta(hours=2), RULES
    )
    assert failed_again.consecutive_failures == 1


@pytest.mark.parametrize(
    "status, http_status, age, reused",
    [
        (LinkClass.alive, 200, timedelta(hours=23), True),
        (LinkClass.alive, 200, timedelta(hours=25), False),
        (LinkClass.blocked, 403, timedelta(hours=1), True),
        (LinkClass.blocked, 429, timedelta(hours=1), False),
        (LinkClass.timeout, None, timedelta(hours=1), False),
        (LinkClass.error, 503, timedelta(hours=1), False),
        (LinkClass.dead, 404, timedelta(hours=1), True),
    ],
)
def test_reuse_within_the_expiry_except_provisional_states(
    status: LinkClass, http_status: int | None, age: timedelta, reused: bool
) -> None:
    check = record(PAGE, verdict(status, http_status), None, None, NOW - age, RULES)
    assert reusable(check, NOW, expire_seconds=24 * 3600) is reused


# ------------------------------------------------------------------------------------------- state file


def test_state_round_trips_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    failing = record(PAGE, verdict(LinkClass.error, 500, failing=True), None, None, NOW, RULES)
    check = record(PAGE, verdict(LinkClass.error, 503, failing=True), None, failing, NOW + timedelta(hours=1), RULES)
    path = tmp_path / "cache" / "links-state.json"
    save_state(path, {check.url: check})
    save_state(path, {check.url: check})
    assert load_state(path) == {check.url: check}
    assert [entry.name for entry in path.parent.iterdir()] == ["links-state.json"]


def test_a_save_killed_before_the_rename_leaves_yesterdays_state(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    yesterday = record(PAGE, verdict(LinkClass.alive, 200), None, None, NOW, RULES)
    today = record(PAGE, verdict(LinkClass.dead, 404, failing=True), None, yesterday, NOW + timedelta(days=1), RULES)
    path = tmp_path / "links-state.json"
    save_state(path, {PAGE.url: yesterday})

    def killed(source: str, destination: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("os.replace", killed)
    with pytest.raises(KeyboardInterrupt):
        save_state(path, {PAGE.url: today})
    assert load_state(path) == {PAGE.url: yesterday}
    assert [entry.name for entry in tmp_path.iterdir()] == ["links-state.json"]


def test_missing_state_is_empty_and_unreadable_state_is_an_error(tmp_path: Path) -> None:
    assert load_state(tmp_path / "none.json") == {}
    broken = tmp_path / "links-state.json"
    broken.write_text(json.dumps({"version": 1, "checks": [{"url": "x"}]}))
    with pytest.raises(LinkStateError):
        load_state(broken)


def test_a_state_file_of_the_previous_version_is_read_and_its_counts_go_on(tmp_path: Path) -> None:
    failed = LinkCheck(
        url=PAGE.url,
        kind=PAGE.kind,
        label=PAGE.label,
        status=LinkClass.error,
        http_status=500,
        checked_at=NOW,
        reason="HTTP 500",
        first_seen=NOW,
        consecutive_failures=1,
    )
    path = tmp_path / "links-state.json"
    path.write_text(json.dumps({"version": 1, "checks": [failed.model_dump(mode="json")]}))
    known = load_state(path)[PAGE.url]
    same_night = record(PAGE, verdict(LinkClass.error, 500, failing=True), None, known, NOW + timedelta(hours=1), RULES)
    next_night = record(
        PAGE, verdict(LinkClass.error, 500, failing=True), None, same_night, NOW + timedelta(days=1), RULES
    )
    assert (same_night.consecutive_failures, next_night.consecutive_failures, next_night.reported_dead) == (1, 2, True)


def test_state_keeps_github_details(tmp_path: Path) -> None:
    check = LinkCheck.model_validate(
        {
            "url": "https://github.com/a/b",
            "kind": "code",
            "label": "Code",
            "status": "redirected",
            "checked_at": NOW,
            "reason": "repository moved to c/b",
            "first_seen": NOW,
            "github": {"exists": True, "moved_to": "c/b", "stars": 3, "pushed_at": "2025-01-01T00:00:00Z"},
        }
    )
    save_state(tmp_path / "s.json", {check.url: check})
    assert load_state(tmp_path / "s.json")[check.url].github == check.github


def test_the_state_keeps_links_this_run_did_not_name_until_they_are_long_unseen() -> None:
    def checked(url: str, age: timedelta) -> LinkCheck:
        return record(
            Target(url, LinkKind.other, "x", expects_pdf=False),
            verdict(LinkClass.alive, 200),
            None,
            None,
            NOW - age,
            RULES,
        )

    forgotten = checked("https://lab.example/removed-long-ago", FORGET_AFTER + timedelta(days=1))
    resting = checked("https://lab.example/in-another-list", FORGET_AFTER - timedelta(days=1))
    kept_offline = checked("https://lab.example/named-today", FORGET_AFTER + timedelta(days=30))
    today = checked("https://lab.example/new", timedelta(0))
    previous = {check.url: check for check in (forgotten, resting, kept_offline)}
    state = state_after_run(previous, {kept_offline.url: kept_offline, today.url: today}, NOW)
    assert list(state) == [resting.url, kept_offline.url, today.url]
