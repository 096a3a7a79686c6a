"""The links stage: check every link of every paper and tell dead from blocked from moved.

Each distinct URL is checked once per run (enrich.links.probe), classified (enrich.links.classify) and
given its history (enrich.links.history); GitHub repositories go through the API when a token is set
(enrich.links.github). Requests are scheduled per host (enrich.links.schedule) and only ever reach public
addresses unless Settings.allow_private_links (enrich.links.guard). A run in which no host answered at all
(our network or DNS was down, enrich.links.fetch.NETWORK_DOWN_HOSTS) learns nothing about the links that failed:
each keeps its last known check, or, never checked before, is stored as a provisional error; either way the next run
checks it again and the outage never counts towards reporting a link dead. Once the network looks down the scheduler
sends nothing more (it halts after the requests in flight), so such a night ends in seconds and the links not yet
tried are kept the same way.

The state a run leaves for the next (LinkRun.state) is this run's checks over the previous state
(enrich.links.state.state_after_run): a run on part of the lists keeps the history of the other links.

Link checks do not go through enrich.net.http.Http, by decision: that layer caches metadata answers for weeks, follows
redirects itself and reads whole bodies, while a link check must vet the address of every redirect hop, read only
the first bytes, and keep its own day-long history. The politeness rules are shared, not copied: the same
retryable statuses and Retry-After reading (enrich.net.http) and the same token buckets (enrich.net.pacing).
"""

from __future__ import annotations

import time
from collections.abc import Generator, Hashable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import requests

from enrich.config import Settings
from enrich.links import github
from enrich.links.classify import Verdict, classify
from enrich.links.fetch import Fetcher
from enrich.links.guard import AddressGuard, Resolver, system_resolver
from enrich.links.history import StoredCheck, exported, record, reusable, stored
from enrich.links.messages import NETWORK_DOWN_NOTE, OFFLINE_REASON, SWITCHED_OFF_REASON, Answer, Step
from enrich.links.probe import probe
from enrich.links.schedule import Job, Scheduler, service_paces
from enrich.links.session import api_session, link_session
from enrich.links.state import state_after_run
from enrich.links.tally import link_counts, run_wide_cause
from enrich.links.targets import Target, collect_targets, paper_links
from enrich.models import GitHubRepo, LinkCheck, LinkClass, LinkedPaper, Paper, as_utc
from enrich.net.pacing import Clock, HostLimiter, Sleep
from enrich.progress import ProgressCallback

PROGRESS_TASK = "links"
Outcome = tuple[Target, Verdict, GitHubRepo | None]


@dataclass(frozen=True)
class LinkTransport:
    """Where the checker meets the outside world. Production uses the defaults; tests replace parts.

    ``session`` None means a session that connects only to the addresses the guard vetted (the secure default);
    a test may pass one that reaches a local server under a public-looking name.
    """

    resolve: Resolver = system_resolver
    clock: Clock = time.monotonic
    sleep: Sleep = time.sleep
    session: requests.Session | None = None


@dataclass
class LinkRun:
    papers: list[LinkedPaper]
    checks: dict[str, StoredCheck]  # this run's URLs with their history: what this run's counts are about
    state: dict[str, StoredCheck]  # what to save for the next run: ``checks`` over the previous state
    counts: dict[str, Any]  # link_counts of this run's URLs
    requests_by_host: dict[str, int]  # requests actually sent
    network_down: bool = False  # links were to be checked and no host answered: none of their states changed


def check_links(
    papers: Sequence[Paper],
    settings: Settings,
    *,
    previous: Mapping[str, LinkCheck] | None = None,
    now: datetime | None = None,
    progress: ProgressCallback | None = None,
    transport: LinkTransport | None = None,
) -> LinkRun:
    """Check every link of ``papers``; ``previous`` is the state the last run saved (``LinkRun.state``)."""
    now = as_utc(now or datetime.now(UTC))
    before = {url: stored(check) for url, check in (previous or {}).items()}
    targets = collect_targets(papers)
    checks = {
        url: before[url].model_copy(update={"kind": target.kind, "label": target.label})
        for url, target in targets.items()
        if url in before and reusable(before[url], now, settings.expire_links)
    }
    fresh = [target for url, target in targets.items() if url not in checks]
    why_not_checked = _why_not_checked(settings)
    if why_not_checked:
        sent = _keep_unchecked(fresh, before, now, checks, why_not_checked)
    else:
        sent = _check(fresh, settings, before, now, progress, transport or LinkTransport(), checks)
    checks = {url: checks[url] for url in targets}  # first-appearance order
    counts = link_counts(checks.values(), now)
    return LinkRun(
        papers=[_linked(paper, checks) for paper in papers],
        checks=checks,
        state=state_after_run(before, checks, now),
        counts=counts,
        requests_by_host=sent,
        network_down=not why_not_checked and any(run_wide_cause(checks[target.url]) for target in fresh),
    )


def _why_not_checked(settings: Settings) -> str | None:
    """The run-wide reason no link is checked this run, None when they are."""
    if settings.offline:
        return OFFLINE_REASON
    return None if settings.check_links else SWITCHED_OFF_REASON


def _check(
    targets: list[Target],
    settings: Settings,
    previous: Mapping[str, StoredCheck],
    now: datetime,
    progress: ProgressCallback | None,
    transport: LinkTransport,
    checks: dict[str, StoredCheck],
) -> dict[str, int]:
    """Check ``targets`` over the network, adding their LinkChecks to ``checks``; return requests per host."""
    guard = AddressGuard(transport.resolve, allow_private=settings.allow_private_links)
    for_api = api_session(settings)
    for_links = transport.session or link_session(settings, guard.addresses)
    owned = [for_api] if transport.session else [for_api, for_links]
    fetcher = Fetcher(settings, guard, for_links, for_api)
    outcomes: list[Outcome] = []

    def finish(_key: Hashable, finished: list[Outcome]) -> None:
        outcomes.extend(finished)
        if progress:
            progress(PROGRESS_TASK, len(outcomes), len(targets))

    try:
        _scheduler(fetcher, settings, transport).run(_jobs(targets, settings), finish)
    finally:
        for session in owned:
            session.close()
    network_down = fetcher.network_seems_down()
    for target, verdict, repo in outcomes:
        known = previous.get(target.url)
        if network_down and verdict.failing:
            checks[target.url] = _last_known(target, known, now, f"{verdict.reason} ({NETWORK_DOWN_NOTE})")
        else:
            checks[target.url] = record(target, verdict, repo, known, now, settings)
    given_up = f"not checked ({NETWORK_DOWN_NOTE})"
    for target in targets:
        if target.url not in checks:  # the scheduler halted: the network went down before this link's turn
            checks[target.url] = _last_known(target, previous.get(target.url), now, given_up)
    return fetcher.requests_by_host()


def _keep_unchecked(
    targets: list[Target],
    previous: Mapping[str, StoredCheck],
    now: datetime,
    checks: dict[str, StoredCheck],
    why_not_checked: str,
) -> dict[str, int]:
    """Offline or checking switched off: sends nothing; every link keeps what it is known to be (see _last_known)."""
    for target in targets:
        checks[target.url] = _last_known(target, previous.get(target.url), now, why_not_checked)
    return {}


def _last_known(target: Target, known: StoredCheck | None, now: datetime, why_unchecked: str) -> StoredCheck:
    """For a run that learnt nothing about a link (offline, or our network was down): the last known check however
    old, its history untouched; for a link never checked, an `error` saying why. Neither is reusable (an expired
    check, a provisional state), so the next run checks the link again."""
    if known is not None:
        return known.model_copy(update={"kind": target.kind, "label": target.label})
    return StoredCheck(
        url=target.url,
        kind=target.kind,
        label=target.label,
        status=LinkClass.error,
        checked_at=now,
        reason=why_unchecked,
        first_seen=now,
    )


def _scheduler(fetcher: Fetcher, settings: Settings, transport: LinkTransport) -> Scheduler:
    limiter = HostLimiter(
        default_interval=settings.link_interval * settings.time_scale, clock=transport.clock, sleep=transport.sleep
    )
    return Scheduler(
        fetcher,
        workers=settings.link_concurrency,
        host_concurrency=settings.link_host_concurrency,
        paces=service_paces(settings),
        limiter=limiter,
        clock=transport.clock,
        sleep=transport.sleep,
        halt=fetcher.network_seems_down,
    )


def _jobs(targets: list[Target], settings: Settings) -> dict[Hashable, Job]:
    """One probe per URL; with a GitHub token, one API lookup per repository instead of a probe per URL."""
    by_repo: dict[str, tuple[github.RepoRef, list[Target]]] = {}
    jobs: dict[Hashable, Job] = {}
    for target in targets:
        ref = github.repo_ref(target.url) if settings.github_token is not None else None
        if ref is None:
            jobs[target.url] = _link_job(target, settings)
        else:
            by_repo.setdefault(ref.key, (ref, []))[1].append(target)
    for key, (ref, repo_targets) in by_repo.items():
        jobs[("github", key)] = _repo_job(ref, repo_targets, settings)
    return jobs


def _link_job(target: Target, settings: Settings) -> Generator[Step, Answer, list[Outcome]]:
    observation = yield from probe(target, settings)
    verdict = classify(observation, target)
    ref = github.repo_ref(target.url)
    if ref is None:
        return [(target, verdict, None)]
    return [(target, *github.read_page(verdict, ref))]


def _repo_job(ref: github.RepoRef, targets: list[Target], settings: Settings) -> Generator[Step, Answer, list[Outcome]]:
    finding = yield from github.repo_lookup(ref, settings)
    return [(target, *finding.for_url(target.url)) for target in targets]


def _linked(paper: Paper, checks: Mapping[str, StoredCheck]) -> LinkedPaper:
    """The paper with one check per link URL, under the kind and label this paper gives the link."""
    link_checks = [
        exported(checks[link.url], kind=link.kind, label=link.label)
        for link in paper_links(paper)
        if link.url is not None and link.url in checks
    ]
    return LinkedPaper.model_validate({**paper.model_dump(), "link_checks": link_checks})
