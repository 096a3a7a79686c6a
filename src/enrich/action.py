"""The nightly job of enrich's GitHub Action (``action.yml``): run enrich on the repository's lists, publish the
report, write the fixes back, and open or update one pull request with them.

``action.yml`` installs enrich, restores ``cache/`` and ``output/`` and saves them afterwards, and deploys the
published page; this module is the part with decisions in it, so that it can be tested on a machine: a temporary
git repository stands in for the checkout, the fake services for the real ones, and the one call to GitHub's API
(``open_or_update_pull_request``) is a function of its own.

Decisions, and why:

- One pull request, from one branch (``enrich/fix-lists``), force-pushed every night from the default branch: the
  fixes of a night replace last night's, which a maintainer may not have merged yet; an open pull request from
  that branch is updated (title and body), never a second one opened. Nothing to fix: no branch pushed, no pull
  request touched.
- Only the lists are committed (``git add -- <lists>``): cache/ and output/ are the cache's business, and a pull
  request that carried them would be unreadable.
- The run's exit code is the job's verdict only when it is 2 (the setup is broken): 1 (entries need a person) and 3
  (a source was down, yesterday's data kept) are normal nights, and the pull request and the report say what they
  found. The code is an output of the step (``exit-code``) for a workflow that wants to act on it.
- The token goes to GitHub's API only (``GITHUB_API_URL``), in a header; pushing uses the credentials the checkout
  left in git's configuration.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import requests

from enrich.pipeline import EXIT_UNUSABLE

BRANCH = "enrich/fix-lists"
TITLE = "Reading-list fixes from enrich"
COMMIT_MESSAGE = "Fix the reading lists from the nightly enrich run"
# The identity GitHub shows for commits made by a workflow with its own token.
BOT_NAME = "github-actions[bot]"
BOT_EMAIL = "41898282+github-actions[bot]@users.noreply.github.com"
API_VERSION = "2022-11-28"
API_TIMEOUT = 30.0  # seconds per request to GitHub's API
REPORT = Path("output") / "report.html"

Command = Callable[[Sequence[str]], int]


class ActionError(RuntimeError):
    """A step the job cannot go on without failed (git, or GitHub's API); the message says which."""


@dataclass(frozen=True)
class ActionInputs:
    lists: Path  # the lists, in the checkout
    fixes: str  # enrich fix --only; "" for enrich fix's own default
    site: Path  # where report.html is copied as index.html, for the Pages deployment
    repository: str | None  # "owner/name": no pull request without it (and without a token)
    token: str | None
    api_url: str = "https://api.github.com"
    base: str | None = None  # the branch the pull request goes into: the checked-out one when None

    @classmethod
    def from_environment(cls, arguments: argparse.Namespace, environ: Mapping[str, str]) -> ActionInputs:
        return cls(
            lists=Path(arguments.lists),
            fixes=arguments.fixes,
            site=Path(arguments.site),
            repository=environ.get("GITHUB_REPOSITORY") or None,
            token=environ.get("GITHUB_TOKEN") or None,
            api_url=environ.get("GITHUB_API_URL") or "https://api.github.com",
            base=arguments.base or None,
        )


@dataclass(frozen=True)
class NightResult:
    exit_code: int  # enrich run's
    pull_request: str | None  # its address, when one was opened or updated
    published: bool  # report.html copied into the site folder


PullRequestOpener = Callable[[str, str, str, str, str, str, str], str]


def open_or_update_pull_request(
    api_url: str, repository: str, token: str, head: str, base: str, title: str, body: str
) -> str:
    """The address of the one open pull request from ``head`` into ``base``: updated when it exists, else opened."""
    session = requests.Session()
    session.headers.update(
        {
            "Authorization": f"Bearer {token}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": API_VERSION,
        }
    )
    pulls = f"{api_url.rstrip('/')}/repos/{repository}/pulls"
    owner = repository.split("/")[0]
    found = _api(
        session.get(pulls, params={"state": "open", "head": f"{owner}:{head}", "base": base}, timeout=API_TIMEOUT)
    )
    if isinstance(found, list) and found:
        number = found[0]["number"]
        updated = _api(session.patch(f"{pulls}/{number}", json={"title": title, "body": body}, timeout=API_TIMEOUT))
        return str(updated["html_url"])
    opened = _api(
        session.post(pulls, json={"title": title, "head": head, "base": base, "body": body}, timeout=API_TIMEOUT)
    )
    return str(opened["html_url"])


def _api(response: requests.Response) -> Any:
    """The JSON of a successful answer (GitHub's objects and lists are read by key: KeyError is a bug, not a night)."""
    if not response.ok:
        raise ActionError(f"GitHub API: HTTP {response.status_code} for {response.request.method} {response.url}")
    return response.json()


def nightly(
    inputs: ActionInputs,
    checkout: Path,
    *,
    enrich: Sequence[str] = ("enrich",),
    open_pull_request: PullRequestOpener = open_or_update_pull_request,
) -> NightResult:
    """One night in ``checkout``: run, publish the report, fix the lists, and open or update the pull request."""
    code = _call([*enrich, "run", "--seeds", str(inputs.lists)], checkout)
    if code == EXIT_UNUSABLE:
        return NightResult(code, None, False)
    published = _publish(checkout, inputs.site)
    with tempfile.TemporaryDirectory() as scratch:  # the body stays out of the checkout, and of the commit
        body = Path(scratch) / "pull-request.md"
        only = ["--only", inputs.fixes] if inputs.fixes else []
        fix = [*enrich, "fix", "--write", *only, "--seeds", str(inputs.lists), "--pr-body", str(body)]
        if _call(fix, checkout) == EXIT_UNUSABLE:
            raise ActionError("enrich fix could not run (exit 2): see its message above")
        if not _git(checkout, "status", "--porcelain", "--", str(inputs.lists)).strip():
            return NightResult(code, None, published)
        if inputs.repository is None or inputs.token is None:
            print("enrich action: lists fixed, but no GITHUB_REPOSITORY or token: no pull request", file=sys.stderr)
            return NightResult(code, None, published)
        base = inputs.base or _git(checkout, "rev-parse", "--abbrev-ref", "HEAD").strip()
        _push_fixes(checkout, inputs.lists)
        text = body.read_text(encoding="utf-8")
    url = open_pull_request(inputs.api_url, inputs.repository, inputs.token, BRANCH, base, TITLE, text)
    return NightResult(code, url, published)


def _publish(checkout: Path, site: Path) -> bool:
    report = checkout / REPORT
    if not report.is_file():
        return False
    (checkout / site).mkdir(parents=True, exist_ok=True)
    shutil.copyfile(report, checkout / site / "index.html")
    return True


def _push_fixes(checkout: Path, lists: Path) -> None:
    """The fixed lists as one commit on BRANCH, made from the checked-out commit and force-pushed to origin."""
    _git(checkout, "checkout", "-B", BRANCH)
    _git(checkout, "add", "--", str(lists))
    identity = ["-c", f"user.name={BOT_NAME}", "-c", f"user.email={BOT_EMAIL}"]
    _git(checkout, *identity, "commit", "--quiet", "-m", COMMIT_MESSAGE)
    _git(checkout, "push", "--quiet", "--force", "origin", f"{BRANCH}:{BRANCH}")


def _call(command: Sequence[str], cwd: Path) -> int:
    return subprocess.run(list(command), cwd=cwd, check=False).returncode


def _git(checkout: Path, *arguments: str) -> str:
    done = subprocess.run(["git", *arguments], cwd=checkout, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise ActionError(f"git {arguments[0]} failed: {done.stderr.strip()}")
    return done.stdout


def _write_outputs(result: NightResult, environ: Mapping[str, str]) -> None:
    """The step's outputs, in the file GitHub names in GITHUB_OUTPUT (absent when run by hand)."""
    path = environ.get("GITHUB_OUTPUT")
    if not path:
        return
    with open(path, "a", encoding="utf-8") as outputs:
        outputs.write(f"exit-code={result.exit_code}\npull-request={result.pull_request or ''}\n")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m enrich.action", description=__doc__.splitlines()[0])
    parser.add_argument("--lists", default="seeds", help="the reading lists in the checkout (default seeds)")
    parser.add_argument("--fixes", default="", help="enrich fix --only (default: enrich fix's own)")
    parser.add_argument("--site", default="site", help="folder to publish report.html in, as index.html")
    parser.add_argument("--base", default="", help="branch the pull request goes into (default: the checked-out one)")
    arguments = parser.parse_args(argv)
    try:
        result = nightly(ActionInputs.from_environment(arguments, os.environ), Path.cwd())
    except ActionError as error:
        print(f"enrich action: {error}", file=sys.stderr)
        return 1
    _write_outputs(result, os.environ)
    if result.pull_request:
        print(f"enrich action: pull request {result.pull_request}", file=sys.stderr)
    return 1 if result.exit_code == EXIT_UNUSABLE else 0


if __name__ == "__main__":
    sys.exit(main())
