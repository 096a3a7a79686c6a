"""GitHub code links: the REST API with a token (a fake API on 127.0.0.1), the repository page without one."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from enrich.config import Settings
from enrich.links.github import moved_url, repo_ref
from enrich.links.stage import LinkRun, LinkTransport, check_links
from enrich.models import Link, LinkClass, LinkKind, Paper
from tests.linkhosts import FakeTime, LocalHost, Reply, html, redirect

NOW = datetime(2026, 3, 1, 2, 0, tzinfo=UTC)
TOKEN = "ghp_fake_token_for_tests_0123456789"


def repository(full_name: str, **fields: Any) -> Reply:
    body = {
        "full_name": full_name,
        "archived": False,
        "stargazers_count": 42,
        "pushed_at": "2025-11-02T03:04:05Z",
        **fields,
    }
    return Reply(200, {"Content-Type": "application/json"}, json.dumps(body).encode())


def api_routes() -> dict[str, Any]:
    return {
        "/repos/octo/tool": repository("octo/tool"),
        "/repos/octo/frozen": repository("octo/frozen", archived=True),
        "/repos/octo/old-name": Reply(301, {"Location": "/repositories/7"}),
        "/repositories/7": repository("octo-org/new-name"),
        "/repos/octo/gone": Reply(404, {"Content-Type": "application/json"}, b'{"message": "Not Found"}'),
        "/repos/octo/flaky": Reply(502),
    }


def code_paper(*urls: str, paper_id: str = "p") -> Paper:
    return Paper(
        id=paper_id,
        status="resolved",
        confidence=1.0,
        title="T",
        occurrences=[],
        seed_key="k",
        links=[Link(kind=LinkKind.code, label="Code", url=url) for url in urls],
    )


def no_link_host(host: str, port: int) -> list[str]:
    raise AssertionError(f"with a token, no link host is contacted ({host})")


def with_token(api: LocalHost, papers: list[Paper], **kwargs: Any) -> LinkRun:
    time = FakeTime()
    config = Settings(github_token=TOKEN, github_api_url=api.url(""), link_interval=0.0)
    transport = LinkTransport(resolve=no_link_host, clock=time.clock, sleep=time.sleep)
    return check_links(papers, config, now=kwargs.pop("now", NOW), transport=transport, **kwargs)


def test_the_api_reports_exists_archived_renamed_and_gone() -> None:
    urls = {name: f"https://github.com/octo/{name}" for name in ("tool", "frozen", "gone")}
    urls["old-name"] = "https://github.com/octo/old-name/tree/main/src"
    with LocalHost(api_routes()) as api:
        result = with_token(api, [code_paper(*urls.values())])
    tool, frozen, gone, renamed = (result.checks[urls[name]] for name in ("tool", "frozen", "gone", "old-name"))
    assert (tool.status, tool.reason) == (LinkClass.alive, "repository exists")
    assert tool.github is not None and (tool.github.exists, tool.github.stars) == (True, 42)
    assert tool.github.pushed_at == datetime(2025, 11, 2, 3, 4, 5, tzinfo=UTC)
    assert (frozen.status, frozen.github.archived) == (LinkClass.alive, True)
    assert (renamed.status, renamed.github.moved_to) == (LinkClass.redirected, "octo-org/new-name")
    assert renamed.final_url == "https://github.com/octo-org/new-name/tree/main/src"
    assert (gone.status, gone.reported_dead, gone.github.exists) == (LinkClass.dead, True, False)


def test_one_api_request_per_repository_however_often_it_is_linked() -> None:
    with LocalHost(api_routes()) as api:
        result = with_token(
            api,
            [
                code_paper("https://github.com/octo/tool", paper_id="a"),
                code_paper("https://github.com/Octo/tool/issues", "https://github.com/octo/tool.git", paper_id="b"),
            ],
        )
    assert api.paths() == ["/repos/octo/tool"]
    assert {check.status for check in result.checks.values()} == {LinkClass.alive}
    assert len(result.checks) == 3


def test_the_token_goes_to_the_api_only_and_never_into_the_output() -> None:
    with LocalHost(api_routes()) as api:
        result = with_token(api, [code_paper("https://github.com/octo/tool", "https://github.com/octo/gone")])
    assert {seen.headers["authorization"] for seen in api.requests} == {f"Bearer {TOKEN}"}
    written = json.dumps([check.model_dump(mode="json") for check in result.checks.values()])
    assert TOKEN not in written


def test_api_failures_worth_a_retry_are_never_kept_as_the_links_state() -> None:
    url = "https://github.com/octo/flaky"
    with LocalHost(api_routes()) as api:
        first = with_token(api, [code_paper(url)])
        second = with_token(api, [code_paper(url)], previous=first.state, now=NOW + timedelta(hours=1))
    assert (first.checks[url].status, first.checks[url].reason) == (LinkClass.error, "GitHub API: HTTP 502")
    assert first.checks[url].consecutive_failures == 0  # the API's trouble, not the repository's
    assert api.paths() == ["/repos/octo/flaky"] * 6  # three tries per run, and the second run asked again
    assert second.counts["links_reused"] == 0


def test_a_redirect_loop_in_the_api_is_caught_at_the_first_visited_url_not_followed_to_the_limit() -> None:
    url = "https://github.com/octo/circle"
    routes = {
        **api_routes(),
        "/repos/octo/circle": redirect("/repositories/8"),
        "/repositories/8": redirect("/repos/octo/circle"),
    }
    with LocalHost(routes) as api:
        check = with_token(api, [code_paper(url)]).checks[url]
    assert (check.status, check.reason) == (LinkClass.error, "GitHub API: redirect loop")
    assert api.paths() == ["/repos/octo/circle", "/repositories/8"]
    assert (check.github, check.consecutive_failures) == (None, 0)  # the API's trouble, not the repository's


def page_check(site: LocalHost, path: str):
    time = FakeTime()
    url = site.url(path, host="github.com")
    config = Settings(allow_private_links=True, link_interval=0.0)
    transport = LinkTransport(resolve=lambda host, port: ["127.0.0.1"], clock=time.clock, sleep=time.sleep)
    return check_links([code_paper(url)], config, now=NOW, transport=transport).checks[url]


def test_without_a_token_the_page_tells_exists_moved_and_gone() -> None:
    with LocalHost(
        {
            "/octo/tool": html("<title>octo/tool</title>"),
            "/octo/old-name": redirect("/octo-org/new-name"),
            "/octo-org/new-name": html("<title>octo-org/new-name</title>"),
        }
    ) as site:
        exists, moved, gone, deep = (
            page_check(site, path)
            for path in ("/octo/tool", "/octo/old-name", "/octo/gone", "/octo/tool/blob/main/deleted.py")
        )
    assert (exists.status, exists.github.exists, exists.github.moved_to) == (LinkClass.alive, True, None)
    assert (moved.status, moved.reason) == (LinkClass.redirected, "repository moved to octo-org/new-name")
    assert moved.github.moved_to == "octo-org/new-name"
    assert (gone.status, gone.reported_dead, gone.github.exists) == (LinkClass.dead, True, False)
    assert (deep.status, deep.github) == (LinkClass.dead, None)  # a deleted file says nothing about the repository


@pytest.mark.parametrize(
    "url, full_name",
    [
        ("https://github.com/mkuchnik/PCR_Release", "mkuchnik/PCR_Release"),
        ("https://www.github.com/libffcv/ffcv/tree/main/examples", "libffcv/ffcv"),
        ("https://github.com/webdataset/webdataset.git", "webdataset/webdataset"),
        ("https://github.com/orgs/pytorch/repositories", None),
        ("https://github.com/pytorch", None),
        ("https://gist.github.com/alice/0123abcd", None),
        ("https://pytorch.github.io/tutorial", None),
    ],
)
def test_which_urls_are_repositories(url: str, full_name: str | None) -> None:
    ref = repo_ref(url)
    assert (ref.full_name if ref else None) == full_name


def test_a_moved_url_keeps_its_deeper_path() -> None:
    assert moved_url("https://github.com/a/b/blob/main/README.md#usage", "c/d") == (
        "https://github.com/c/d/blob/main/README.md#usage"
    )
