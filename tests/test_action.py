"""The GitHub Action's nightly job (enrich.action): one pull request opened, then updated; the lists alone
committed; the report published. The checkout is a temporary git repository with a bare one as its origin, the
services are the fakes, and GitHub's API is `responses`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import responses
from responses import matchers

from enrich.action import BRANCH, TITLE, ActionError, ActionInputs, nightly, open_or_update_pull_request
from enrich_fakes import FakeOptions
from tests.e2e_support import FAST_TIME_SCALE, FOREIGN_VARIABLES, SEEDS, FakeHosts, run_environment

API = "https://api.github.com"
PULLS = f"{API}/repos/lab/reading-list/pulls"
TOKEN = "ghs_test_token"


def pull(number: int) -> dict[str, object]:
    return {"number": number, "html_url": f"https://github.com/lab/reading-list/pull/{number}"}


@responses.activate
def test_the_first_night_opens_the_pull_request() -> None:
    head_query = matchers.query_param_matcher({"state": "open", "head": f"lab:{BRANCH}", "base": "main"})
    responses.get(PULLS, json=[], match=[head_query])
    wanted = {"title": TITLE, "head": BRANCH, "base": "main", "body": "## fixes"}
    responses.post(PULLS, json=pull(7), status=201, match=[matchers.json_params_matcher(wanted)])
    url = open_or_update_pull_request(API, "lab/reading-list", TOKEN, BRANCH, "main", TITLE, "## fixes")
    assert url == "https://github.com/lab/reading-list/pull/7"
    assert all(call.request.headers["Authorization"] == f"Bearer {TOKEN}" for call in responses.calls)


@responses.activate
def test_a_later_night_updates_the_open_pull_request_and_opens_no_second_one() -> None:
    responses.get(PULLS, json=[pull(7)])
    responses.patch(
        f"{PULLS}/7", json=pull(7), match=[matchers.json_params_matcher({"title": TITLE, "body": "## tonight"})]
    )
    url = open_or_update_pull_request(API, "lab/reading-list", TOKEN, BRANCH, "main", TITLE, "## tonight")
    assert url.endswith("/pull/7")
    assert [call.request.method for call in responses.calls] == ["GET", "PATCH"]


@responses.activate
def test_a_refused_call_stops_the_job_with_the_reason() -> None:
    responses.get(PULLS, json={"message": "Resource not accessible by integration"}, status=403)
    with pytest.raises(ActionError, match="HTTP 403 for GET"):
        open_or_update_pull_request(API, "lab/reading-list", TOKEN, BRANCH, "main", TITLE, "body")


def git(repository: Path, *arguments: str) -> str:
    done = subprocess.run(["git", *arguments], cwd=repository, capture_output=True, text=True, check=True)
    return done.stdout


def checkout_of(root: Path) -> Path:
    """A repository with the lists committed on main, pushed to a bare origin, as actions/checkout leaves it."""
    origin, checkout = root / "origin.git", root / "checkout"
    git(root, "init", "--quiet", "--bare", "-b", "main", str(origin))
    git(root, "init", "--quiet", "-b", "main", str(checkout))
    subprocess.run(["cp", "-r", str(SEEDS), str(checkout / "seeds")], check=True)
    # The lists' own links point at real web sites, which tests do not reach.
    (checkout / "enrich.toml").write_text("check_links = false\n", encoding="utf-8")
    git(checkout, "add", ".")
    git(checkout, "-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "--quiet", "-m", "lists")
    git(checkout, "remote", "add", "origin", str(origin))
    git(checkout, "push", "--quiet", "origin", "main")
    return checkout


@pytest.mark.e2e
def test_two_nights_push_one_fix_commit_to_one_branch_and_publish_the_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    checkout = checkout_of(tmp_path)
    inputs = ActionInputs(Path("seeds"), "", tmp_path / "site", "lab/reading-list", TOKEN, API)
    opened: list[tuple[str, ...]] = []

    def record(*call: str) -> str:
        opened.append(call)
        return "https://github.com/lab/reading-list/pull/7"

    with FakeHosts(FakeOptions(time_scale=FAST_TIME_SCALE)) as fakes:
        for name in FOREIGN_VARIABLES:
            monkeypatch.delenv(name, raising=False)
        for name, value in run_environment(fakes).items():
            monkeypatch.setenv(name, value)
        nights = [nightly(inputs, checkout, enrich=(sys.executable, "-m", "enrich.cli"), open_pull_request=record)]
        git(checkout, "checkout", "--quiet", "main")  # the next night's checkout is the default branch again
        nights.append(nightly(inputs, checkout, enrich=(sys.executable, "-m", "enrich.cli"), open_pull_request=record))

    assert [night.exit_code in (0, 1) for night in nights] == [True, True]
    assert all(night.published for night in nights) and (tmp_path / "site" / "index.html").is_file()
    assert [(call[1], call[3], call[4]) for call in opened] == [("lab/reading-list", BRANCH, "main")] * 2
    assert opened[0][6].startswith("## Reading-list fixes from enrich")
    pushed = git(tmp_path / "origin.git", "log", "--format=%s", f"main..{BRANCH}").splitlines()
    assert pushed == ["Fix the reading lists from the nightly enrich run"]  # force-pushed: one commit, not two
    changed = git(tmp_path / "origin.git", "diff", "--name-only", "main", BRANCH).splitlines()
    assert changed and all(name.startswith("seeds/") for name in changed)  # cache/ and output/ stay out
