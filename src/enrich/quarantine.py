"""State files that cannot be read are moved aside, never deleted and never allowed to stop the night.

State in the cache folder (the HTTP cache, the link history) is rebuilt by the next run anyway; stopping every night
until a person deletes it would cost more than starting afresh. The file is kept under another name, so a person
can still look at it or repair it.
"""

from __future__ import annotations

import logging
import os
from datetime import datetime, timezone
from pathlib import Path

log = logging.getLogger(__name__)


def move_aside(path: Path, why: str) -> Path:
    """Rename ``path`` to ``<name>.corrupt-<UTC time>`` and say so in one warning line; the new name."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    aside = path.with_name(f"{path.name}.corrupt-{stamp}")
    os.replace(path, aside)
    log.warning("%s cannot be read (%s); moved aside to %s, starting afresh", path, why, aside.name)
    return aside
