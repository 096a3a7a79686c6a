"""The link edits: a dead link marked (never deleted) or replaced by a live one the paper's identifiers back
(``rules.replacement``, ``fix.replacements``), a link that moved for good given its new address.

A marked dead link is not marked again, and a moved link's old address is gone once replaced, so the next plan
finds nothing more to do.
"""

from __future__ import annotations

from enrich.fix.edits import Change
from enrich.fix.rules import LINK_DEAD, LINK_MOVED
from enrich.fix.spans import link_span, url_spans
from enrich.models import LinkCheck


def mark_dead(text: str, check: LinkCheck, marker: str, changes: list[Change]) -> str:
    before, after = marker.split("{link}", 1)
    after_head = after.split("{date}", 1)[0]  # what follows the link whatever the date: the sign it is marked
    day = check.checked_at.date().isoformat()
    for url_start, url_end in reversed(url_spans(text, check.url)):
        start, end = link_span(text, url_start, url_end)
        if text[:start].endswith(before) and text[end:].startswith(after_head):
            continue
        link = text[start:end]
        marked = marker.replace("{link}", link).replace("{date}", day)
        text = text[:start] + marked + text[end:]
        changes.append(Change(LINK_DEAD, link, marked))
    return text


def replace_url(text: str, url: str, new_url: str, changes: list[Change], kind: str = LINK_MOVED, why: str = "") -> str:
    for start, end in reversed(url_spans(text, url)):
        text = text[:start] + new_url + text[end:]
        changes.append(Change(kind, url, new_url, why))
    return text
