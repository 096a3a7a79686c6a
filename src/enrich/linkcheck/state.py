"""Link history between runs: one JSON file in the cache directory, replaced atomically (enrich.export.write_atomic),
so a run killed mid-write leaves yesterday's state intact rather than half a file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Mapping

from enrich.config import Settings
from enrich.export import write_atomic
from enrich.models import LinkCheck

STATE_FILE = "links-state.json"
STATE_VERSION = 1


class LinkStateError(ValueError):
    """The state file exists but cannot be read; it is never overwritten silently (it holds the link history)."""


def state_path(settings: Settings) -> Path:
    return settings.cache_dir / STATE_FILE


def load_state(path: Path) -> dict[str, LinkCheck]:
    """The checks saved by the last run, by URL; empty when there is no file yet."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    try:
        data = json.loads(text)
        if data.get("version") != STATE_VERSION:
            raise ValueError(f"unknown version {data.get('version')!r}")
        checks = [LinkCheck.model_validate(item) for item in data["checks"]]
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise LinkStateError(f"link state {path} cannot be read ({error}); repair or delete it") from None
    return {check.url: check for check in checks}


def save_state(path: Path, checks: Mapping[str, LinkCheck]) -> None:
    payload = {"version": STATE_VERSION, "checks": [check.model_dump(mode="json") for check in checks.values()]}
    write_atomic(Path(path), json.dumps(payload, ensure_ascii=False, indent=1))
