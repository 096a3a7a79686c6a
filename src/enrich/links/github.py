"""GitHub code links: does the repository exist, is it archived, was it renamed or moved, stars, last push.

With Settings.github_token: one ``GET /repos/{owner}/{repo}`` per repository per run at Settings.github_api_url,
shared by every URL into that repository. A 301 from the API, or a ``full_name`` other than the URL's owner/repo,
means the repository moved. The token is sent to the API origin only and never appears in a reason or log line.
Without a token the repository page is probed like any link; a redirect to another repository reads as moved.
Either way the repository is checked, not deeper paths: a /tree/<branch>/... link to a deleted branch is not seen.
"""

from __future__ import annotations

import json
import re
from collections.abc import Generator
from dataclasses import dataclass, replace
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from enrich.config import Settings
from enrich.ids import host_name
from enrich.links.classify import DEFINITE_DEAD, Verdict
from enrich.links.messages import Answer, Channel, Failure, Step
from enrich.links.probe import Observation, follow
from enrich.models import GitHubRepo, LinkClass

GITHUB_HOST = "github.com"  # www.github.com too: ids.host_name drops the "www."
# First path segments of github.com pages that are not owners (github.com/topics/..., /orgs/<org>/...).
NOT_OWNERS = frozenset(
    {
        "about",
        "apps",
        "collections",
        "contact",
        "customer-stories",
        "enterprise",
        "events",
        "explore",
        "features",
        "issues",
        "join",
        "login",
        "marketplace",
        "new",
        "notifications",
        "orgs",
        "pricing",
        "pulls",
        "readme",
        "search",
        "security",
        "settings",
        "site",
        "sponsors",
        "team",
        "topics",
        "trending",
    }
)
_OWNER = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$")
_NAME = re.compile(r"^[A-Za-z0-9._-]{1,100}$")


@dataclass(frozen=True)
class RepoRef:
    owner: str
    name: str
    deep: bool = False  # the URL points below the repository (a file, a branch, the issues)

    @property
    def full_name(self) -> str:
        return f"{self.owner}/{self.name}"

    @property
    def key(self) -> str:
        """GitHub names are case-insensitive: one key per repository however a list spells it."""
        return self.full_name.lower()


@dataclass(frozen=True)
class RepoFinding:
    """What the API said about a repository; each URL into it gets its own final URL from it."""

    verdict: Verdict
    repo: GitHubRepo | None

    def for_url(self, url: str) -> tuple[Verdict, GitHubRepo | None]:
        moved_to = self.repo.moved_to if self.repo else None
        final_url = moved_url(url, moved_to) if moved_to else url
        return replace(self.verdict, final_url=final_url), self.repo


def repo_ref(url: str) -> RepoRef | None:
    """The repository a github.com URL points into, or None for other pages and hosts."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    segments = [segment for segment in parts.path.split("/") if segment]
    if host_name(url) != GITHUB_HOST or len(segments) < 2 or segments[0].lower() in NOT_OWNERS:
        return None
    owner, name = segments[0], segments[1].removesuffix(".git")
    if not _OWNER.match(owner) or not _NAME.match(name):
        return None
    return RepoRef(owner=owner, name=name, deep=len(segments) > 2)


def moved_url(url: str, full_name: str) -> str:
    """The URL with its owner/repo replaced, deeper path kept: what the list should say now."""
    parts = urlsplit(url)
    segments = parts.path.split("/")
    named = [index for index, segment in enumerate(segments) if segment][:2]
    for index, replacement in zip(named, full_name.split("/", 1), strict=False):  # a path may name fewer parts
        segments[index] = replacement
    return urlunsplit(parts._replace(path="/".join(segments)))


def repo_lookup(ref: RepoRef, settings: Settings) -> Generator[Step, Answer, RepoFinding]:
    """Ask the API about one repository, following its redirects (renames) and retrying what is retryable, through
    the link checker's one loop (enrich.links.probe.follow): a redirect loop ends the lookup like a link's."""
    url = f"{settings.github_api_url.rstrip('/')}/repos/{ref.owner}/{ref.name}"
    observation = yield from follow(url, settings, channel=Channel.GITHUB_API)
    return read_repo(observation, ref)


def read_repo(observation: Observation, ref: RepoRef) -> RepoFinding:
    """The API's answer as a finding. Only a 404 is the repository's fault; other failures are the API's."""
    answer = observation.answer
    facts: dict[str, Any] = {"http_status": answer.status if answer else None, "redirects": len(observation.redirects)}
    if answer is None or observation.problem is not None:
        return RepoFinding(Verdict(LinkClass.error, f"GitHub API: {observation.problem}", **facts), None)
    if answer.failure is Failure.TIMEOUT:
        return RepoFinding(Verdict(LinkClass.timeout, f"GitHub API: {answer.detail}", **facts), None)
    if answer.failure is not None:
        return RepoFinding(Verdict(LinkClass.error, f"GitHub API: {answer.detail}", **facts), None)
    if answer.status == 404:
        verdict = Verdict(LinkClass.dead, "repository not found (GitHub API 404)", failing=True, **facts)
        return RepoFinding(verdict, GitHubRepo(exists=False))
    if answer.status == 200:
        return _read_repository(answer, ref, facts)
    return RepoFinding(Verdict(LinkClass.error, f"GitHub API: {_api_refusal(answer.status)}", **facts), None)


def read_page(verdict: Verdict, ref: RepoRef) -> tuple[Verdict, GitHubRepo | None]:
    """Without a token: what the repository page's check says about the repository.

    A 404 below the repository (a deleted file or branch) says nothing about the repository itself.
    """
    if verdict.status is LinkClass.dead and verdict.http_status in DEFINITE_DEAD:
        return verdict, None if ref.deep else GitHubRepo(exists=False)
    if verdict.status not in (LinkClass.alive, LinkClass.redirected):
        return verdict, None
    landed = repo_ref(verdict.final_url or "")
    if landed is None:
        return verdict, None
    if landed.key == ref.key:
        return verdict, GitHubRepo(exists=True)
    moved = replace(verdict, status=LinkClass.redirected, reason=f"repository moved to {landed.full_name}")
    return moved, GitHubRepo(exists=True, moved_to=landed.full_name)


def _read_repository(answer: Answer, ref: RepoRef, facts: dict[str, Any]) -> RepoFinding:
    try:
        data = json.loads(answer.body)
        full_name = str(data["full_name"])
        moved_to = full_name if full_name.lower() != ref.key else None
        repo = GitHubRepo(
            exists=True,
            archived=bool(data.get("archived", False)),
            moved_to=moved_to,
            stars=data.get("stargazers_count"),
            pushed_at=data.get("pushed_at"),
        )
    except (ValueError, KeyError, TypeError):
        return RepoFinding(Verdict(LinkClass.error, "GitHub API: malformed answer", **facts), None)
    archived = ", archived" if repo.archived else ""
    if moved_to:
        return RepoFinding(Verdict(LinkClass.redirected, f"repository moved to {moved_to}{archived}", **facts), repo)
    return RepoFinding(Verdict(LinkClass.alive, f"repository exists{archived}", **facts), repo)


def _api_refusal(status: int | None) -> str:
    if status == 401:
        return "the token was refused (401)"
    if status in (403, 429):
        return f"rate limit or refusal ({status})"
    return f"HTTP {status}"
