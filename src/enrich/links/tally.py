"""What a run knows of its links, counted one way for the links stage's line, the report and the plots.

A link is checked by this run, a check reused from an earlier run, or not checked at all for a cause that was the
run's (offline, network down): such a cause says nothing about the link, so it never counts as the link's outcome.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

from enrich.links.messages import NETWORK_DOWN_NOTE, OFFLINE_REASON, SWITCHED_OFF_REASON
from enrich.models import LinkCheck, LinkClass, as_utc


def run_wide_cause(check: LinkCheck) -> str | None:
    """Why a link was not checked when the cause was the run's (offline, checking switched off, network down), None
    for a real check: hundreds of links failing for one such cause say nothing about the links."""
    if check.reason == OFFLINE_REASON:
        return "offline mode"
    if check.reason == SWITCHED_OFF_REASON:
        return "link checking switched off"
    if NETWORK_DOWN_NOTE in check.reason:
        return "network down (no host answered)"
    return None


def link_counts(checks: Iterable[LinkCheck], run_started: datetime) -> dict[str, Any]:
    """What a run knows of its links, per distinct URL: checked by this run, a check reused from an earlier run, or
    not checked at all (offline, network down). Outcomes count known checks only: a link never checked is no error
    of its own. The links stage's line and the report both state these counts, so they cannot disagree."""
    distinct = list({check.url: check for check in checks}.values())
    known = [check for check in distinct if run_wide_cause(check) is None]
    this_run = sum(as_utc(check.checked_at) >= as_utc(run_started) for check in known)
    return {
        "links": len(distinct),
        "links_checked": this_run,
        "links_reused": len(known) - this_run,
        "links_not_checked": len(distinct) - len(known),
        "links_by_status": {cls.value: sum(c.status == cls for c in known) for cls in LinkClass},
        "links_reported_dead": sum(c.reported_dead for c in distinct),
    }


def describe_link_counts(counts: Mapping[str, Any]) -> str:
    outcomes = ", ".join(f"{count} {name}" for name, count in counts["links_by_status"].items() if count)
    return (
        f"{counts['links']} (checked this run: {counts['links_checked']}, from earlier runs: "
        f"{counts['links_reused']}, not checked: {counts['links_not_checked']}); known outcomes: "
        f"{outcomes or 'none'}; reported dead: {counts['links_reported_dead']}"
    )
