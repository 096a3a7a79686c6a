"""A link's history across nightly runs, so that one bad night of a flaky host is not a dead-link report. Pure.

- first_seen: when a run first saw the URL; kept for ever after.
- last_alive: the last run in which the URL answered with content (alive, redirected, not_pdf).
- consecutive_failures: runs in a row whose outcome was failing (Verdict.failing: dead, soft_404, timeout,
  server or network errors). An answered run resets it; a blocked answer, a guard refusal or a redirect loop
  says nothing either way and leaves it as it was.
- reported_dead: consecutive_failures >= link_dead_after, or at once for a definite 404/410.

Reuse: a check younger than expire_links is reused without sending anything, except transient states (timeout,
error, blocked by 429): those are kept for their history but the link is checked again on the next run.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from enrich.linkcheck.classify import DEFINITE_DEAD, Verdict
from enrich.linkcheck.targets import Target
from enrich.models import GitHubRepo, LinkCheck, LinkClass

ANSWERED = frozenset({LinkClass.alive, LinkClass.redirected, LinkClass.not_pdf})
TRANSIENT = frozenset({LinkClass.timeout, LinkClass.error})


def record(
    target: Target,
    verdict: Verdict,
    github: GitHubRepo | None,
    previous: LinkCheck | None,
    now: datetime,
    dead_after: int,
) -> LinkCheck:
    """Today's check of a URL, with its history carried over from the previous one."""
    last_alive = previous.last_alive if previous else None
    failures = previous.consecutive_failures if previous else 0
    if verdict.status in ANSWERED:
        last_alive, failures = now, 0
    elif verdict.failing:
        failures += 1
    definite = verdict.status is LinkClass.dead and verdict.http_status in DEFINITE_DEAD
    return LinkCheck(
        url=target.url,
        kind=target.kind,
        label=target.label,
        status=verdict.status,
        http_status=verdict.http_status,
        final_url=verdict.final_url,
        redirects=verdict.redirects,
        content_type=verdict.content_type,
        checked_at=now,
        reason=verdict.reason,
        first_seen=previous.first_seen if previous else now,
        last_alive=last_alive,
        consecutive_failures=failures,
        reported_dead=definite or failures >= dead_after,
        github=github,
    )


def reusable(previous: LinkCheck, now: datetime, expire_seconds: int) -> bool:
    """True when yesterday's check still stands: recent enough and not a transient state."""
    if is_transient(previous):
        return False
    age = now - as_utc(previous.checked_at)
    return timedelta(0) <= age < timedelta(seconds=expire_seconds)


def is_transient(check: LinkCheck) -> bool:
    return check.status in TRANSIENT or (check.status is LinkClass.blocked and check.http_status == 429)


def as_utc(moment: datetime) -> datetime:
    """Times without a zone are taken as UTC (all times enrich writes are UTC)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=timezone.utc)
