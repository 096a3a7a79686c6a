"""A link's history across nightly runs, so that one bad night of a flaky host is not a dead-link report. Pure.

- first_seen: when a run first saw the URL; kept for ever after.
- last_alive: the last run in which the URL answered with content (alive, redirected, not_pdf).
- consecutive_failures: failing nights in a row (Verdict.failing: dead, soft_404, timeout, server or network
  errors). An answered run resets it; a blocked answer, a guard refusal or a redirect loop says nothing either
  way and leaves it as it was. A failure counts once per night: only when the last counted failure is at least
  ``recount_after`` old (half of expire_links); a failure seen again sooner (a second run minutes later re-checks
  a provisional error) keeps the count and only updates what the link looks like now (status, reason, checked_at).
- reported_dead: consecutive_failures >= link_dead_after, or at once for a definite 404/410.

Reuse: a check younger than expire_links is reused without sending anything, except provisional states (timeout,
error, blocked by 429): not yet a verdict on the link, they are kept for their history but the link is checked again
on the next run. (Provisional is about a stored state between runs; whether one request is worth another try within
a run is a different question, answered once in enrich.net.retrying.)
"""

from __future__ import annotations

from datetime import datetime, timedelta

from enrich.config import Settings
from enrich.links.classify import DEFINITE_DEAD, Verdict
from enrich.links.targets import Target
from enrich.models import GitHubRepo, LinkCheck, LinkClass, as_utc

ANSWERED = frozenset({LinkClass.alive, LinkClass.redirected, LinkClass.not_pdf})
# States that are not yet a verdict on the link: the next run checks it again whatever the state's age.
PROVISIONAL_STATUSES = frozenset({LinkClass.timeout, LinkClass.error})


class StoredCheck(LinkCheck):
    """A LinkCheck as the link state keeps it between runs, with the bookkeeping of the once-per-night rule.

    Kept out of the exported LinkCheck: readers of papers.jsonl need the count, not when it last moved.
    """

    failure_counted_at: datetime | None = None  # when consecutive_failures last went up


def record(
    target: Target,
    verdict: Verdict,
    github: GitHubRepo | None,
    previous: LinkCheck | None,
    now: datetime,
    settings: Settings,
) -> StoredCheck:
    """Today's check of a URL, with its history carried over from the previous one."""
    known = stored(previous) if previous is not None else None
    last_alive = known.last_alive if known else None
    failures = known.consecutive_failures if known else 0
    counted_at = known.failure_counted_at if known else None
    if verdict.status in ANSWERED:
        last_alive, failures, counted_at = now, 0, None
    elif verdict.failing and _new_night(known, now, recount_after(settings)):
        failures, counted_at = failures + 1, now
    definite = verdict.status is LinkClass.dead and verdict.http_status in DEFINITE_DEAD
    return StoredCheck(
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
        first_seen=known.first_seen if known else now,
        last_alive=last_alive,
        consecutive_failures=failures,
        reported_dead=definite or failures >= settings.link_dead_after,
        github=github,
        failure_counted_at=counted_at,
    )


def recount_after(settings: Settings) -> timedelta:
    """How long after a counted failure another one counts: five sixths of expire_links (20 h by default).

    Why not a full day: nightly runs are about expire_links apart but not exactly (a late start, a long run), so
    the next night must count even if it comes hours early; a daytime run after a failing night is the same night.
    """
    return timedelta(seconds=settings.expire_links * 5 / 6)


def _new_night(known: StoredCheck | None, now: datetime, gap: timedelta) -> bool:
    if known is None or known.consecutive_failures == 0:
        return True
    counted_at = known.failure_counted_at or known.checked_at
    return now - as_utc(counted_at) >= gap


def stored(check: LinkCheck) -> StoredCheck:
    """Any LinkCheck as the state keeps it (one given by a caller, or read from an older state file, where every
    failing check was counted, the last one included)."""
    if isinstance(check, StoredCheck):
        return check
    kept = StoredCheck.model_validate(check.model_dump())
    if kept.consecutive_failures and kept.failure_counted_at is None:
        kept = kept.model_copy(update={"failure_counted_at": kept.checked_at})
    return kept


def exported(check: LinkCheck, **update: object) -> LinkCheck:
    """The check as papers carry it: without the state's bookkeeping."""
    return LinkCheck.model_validate({**check.model_dump(include=set(LinkCheck.model_fields)), **update})


def reusable(previous: LinkCheck, now: datetime, expire_seconds: int) -> bool:
    """True when yesterday's check still stands: recent enough, not a provisional state, and not a link on its way
    to being reported dead (that one is checked every run; the once-per-night rule keeps it from counting twice)."""
    if is_provisional(previous) or (previous.consecutive_failures and not previous.reported_dead):
        return False
    age = now - as_utc(previous.checked_at)
    return timedelta(0) <= age < timedelta(seconds=expire_seconds)


def is_provisional(check: LinkCheck) -> bool:
    """A state that is not yet a verdict: a timeout, an error, or a refusal for pace (429) says how the link looked
    to one run, not what it is."""
    return check.status in PROVISIONAL_STATUSES or (check.status is LinkClass.blocked and check.http_status == 429)
