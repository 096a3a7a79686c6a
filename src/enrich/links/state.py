"""Link history between runs: one JSON file in the cache directory, replaced atomically (enrich.files.write_atomic),
so a run killed mid-write leaves yesterday's state intact rather than half a file.

The state holds every link any run checked, not only the links of the last run: a run on part of the lists (one
file, a test list) with the same cache must not wipe the history of the others. A link no run has named for
FORGET_AFTER is dropped, so links removed from the lists do not stay in the file for ever.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime, timedelta
from pathlib import Path

from enrich.config import Settings
from enrich.files import move_aside, write_atomic
from enrich.links.history import StoredCheck, stored
from enrich.models import LinkCheck, as_utc

STATE_FILE = "links-state.json"
# Version 2 added failure_counted_at to each check; a version 1 file reads as one whose counts all date from the
# last check (enrich.links.history). Older releases refuse a version 2 file by name rather than by field.
STATE_VERSION = 2
READABLE_VERSIONS = frozenset({1, STATE_VERSION})
# How long the state keeps a link that no run named, counted from its last check. Three months: a list left out of
# the nightly run for a while (being reworked, run on its own) comes back with its links' history intact; a link
# gone from every list is forgotten within a season.
FORGET_AFTER = timedelta(days=90)


class LinkStateError(ValueError):
    """The state file exists but cannot be read."""


def state_path(settings: Settings) -> Path:
    return settings.cache_dir / STATE_FILE


def load_state(path: Path) -> dict[str, StoredCheck]:
    """The checks saved by the last run, by URL; empty when there is no file yet."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    try:
        data = json.loads(text)
        if data.get("version") not in READABLE_VERSIONS:
            raise ValueError(f"unknown version {data.get('version')!r}")
        checks = [StoredCheck.model_validate(item) for item in data["checks"]]
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise LinkStateError(f"link state {path} cannot be read ({error}); repair or delete it") from error
    return {check.url: check for check in checks}


def load_state_or_start_afresh(path: Path) -> dict[str, StoredCheck]:
    """The saved checks; a file that cannot be read is moved aside (kept for a person, never overwritten) with one
    warning, and the links are checked as if for the first time: a lost history delays a dead-link report by a
    night or two (link_dead_after), a run that stops every night reports nothing at all."""
    try:
        return load_state(path)
    except LinkStateError as error:
        move_aside(Path(path), str(error.__cause__ or error))
        return {}


def save_state(path: Path, checks: Mapping[str, LinkCheck]) -> None:
    payload = {"version": STATE_VERSION, "checks": [check.model_dump(mode="json") for check in checks.values()]}
    write_atomic(Path(path), json.dumps(payload, ensure_ascii=False, indent=1))


def state_after_run(
    previous: Mapping[str, LinkCheck], checks: Mapping[str, LinkCheck], now: datetime
) -> dict[str, StoredCheck]:
    """The state to save: this run's ``checks`` over the ``previous`` state, less the links unseen for too long.

    Order: the previous state's, then the links new this run, so the file changes little from night to night.
    """
    kept = {
        url: check for url, check in previous.items() if url in checks or now - as_utc(check.checked_at) <= FORGET_AFTER
    }
    return {url: stored(check) for url, check in {**kept, **checks}.items()}
