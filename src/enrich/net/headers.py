"""What a server says in its headers about waiting, read one way for the HTTP layer, pacing and the link checker.

A wait comes in three spellings: Retry-After as seconds or as an HTTP date (RFC 9110); a rate-limit interval as
"1s", "500ms", "1m" or bare seconds (Crossref's ``x-rate-limit-interval``); an allowance's reset as seconds from now
(OpenAlex) or as a Unix time (GitHub). Each is read here and nowhere else.
"""

from __future__ import annotations

import email.utils
import math
import re
import time
from collections.abc import Mapping

# A Unix time rather than a number of seconds: some servers send their reset time as a date (GitHub), others as
# seconds from now (OpenAlex); no reset is a billion seconds away.
EPOCH_THRESHOLD = 1e9
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$", re.IGNORECASE)
_UNIT_SECONDS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0}


def header_value(headers: Mapping[str, str], name: str) -> str | None:
    """A header by name, whatever its case (plain dicts in tests, a cache's stored headers)."""
    value = headers.get(name)
    if value is None:
        value = next((v for k, v in headers.items() if k.lower() == name.lower()), None)
    return value


def retry_after_seconds(headers: Mapping[str, str], cap: float, now: float | None = None) -> float | None:
    """Seconds a server asked us to wait (Retry-After as seconds or as an HTTP date), capped; None if absent.

    A cap keeps one hostile or broken header from stalling a nightly run for hours.
    """
    value = header_value(headers, "Retry-After")
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        seconds = float(value)
    else:
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        if when is None:
            return None
        seconds = when.timestamp() - (time.time() if now is None else now)
    return max(0.0, min(seconds, cap))


def interval_seconds(text: str) -> float | None:
    """'1s', '60s', '500ms', '1m' or a bare number of seconds; None for anything else."""
    match = _DURATION.match(text)
    if match is None:
        return None
    return float(match.group(1)) * _UNIT_SECONDS[(match.group(2) or "s").lower()]


def reset_seconds(value: float, now: float | None = None) -> float:
    """Seconds until a reset given as seconds from now, or as a Unix time when it is that large (``now`` is the
    Unix time); never negative."""
    if value >= EPOCH_THRESHOLD:
        value -= time.time() if now is None else now
    return max(0.0, value)


def number(text: str | None) -> float | None:
    """A header's finite number, or None."""
    try:
        value = float(text) if text is not None else None
    except ValueError:
        return None
    return value if value is not None and math.isfinite(value) else None
