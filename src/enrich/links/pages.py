"""What the first bytes of a page say: a PDF, a "not found" page, or a robot check.

Markers are read from the page title and top headings (soft 404s) or from well-known challenge pages (bot
walls). Only the first ``link_peek_bytes`` are seen, so a page whose <title> comes after a very large <head>
is not recognised; it is then reported as alive, the safe side for a nightly report.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping

PDF_TYPES = frozenset({"application/pdf", "application/x-pdf", "application/acrobat"})
HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})
# The PDF format puts "%PDF-" at the start; readers accept it within the first 1024 bytes, so do we.
PDF_MAGIC = b"%PDF-"
PDF_MAGIC_WINDOW = 1024

# Title/heading phrases of "not found" pages served with status 200.
_SOFT_404 = re.compile(
    r"\b404\b|not found|(?:cannot|can't|could not|couldn't) (?:be found|find)|(?:does not|doesn't|no longer) exists?"
    r"|no longer available|page (?:is )?missing"
)
# Title/heading phrases of pages that challenge a robot instead of serving the content.
_CHALLENGE_TITLE = re.compile(
    r"just a moment|attention required|access denied|captcha|are you a (?:robot|human)|security check"
    r"|verify (?:that )?you are (?:a )?human|human verification|bot verification|pardon our interruption"
    r"|request rejected|checking your browser|ddos-guard"
)
# Body fragments that only challenge pages carry (Cloudflare's challenge scripts, common robot-check wording).
_CHALLENGE_BODY = (
    b"/cdn-cgi/challenge-platform/",
    b"cf-browser-verification",
    b"_cf_chl_opt",
    b"are you a robot",
    b"unusual traffic from your",
)
_TITLE = re.compile(rb"<title[^>]*>(.*?)</title\s*>", re.IGNORECASE | re.DOTALL)
_H1 = re.compile(rb"<h1[^>]*>(.*?)</h1\s*>", re.IGNORECASE | re.DOTALL)
_TAG = re.compile(r"<[^>]+>")
HEADINGS_READ = 3  # the first h1s; error pages say "not found" at the top, deeper headings are content


def headings(body: bytes) -> list[str]:
    """The page title and first top-level headings as plain text (tags and entities removed)."""
    title = _TITLE.search(body)
    found = ([title.group(1)] if title else []) + [match.group(1) for match in _H1.finditer(body)][:HEADINGS_READ]
    texts = (_plain_text(raw) for raw in found)
    return [text for text in texts if text]


def _plain_text(markup: bytes) -> str:
    text = html.unescape(_TAG.sub(" ", markup.decode("utf-8", "replace"))).replace("\u2019", "'")
    return " ".join(text.split())


def is_html(content_type: str | None) -> bool:
    return content_type in HTML_TYPES


def is_pdf_body(body: bytes) -> bool:
    return PDF_MAGIC in body[:PDF_MAGIC_WINDOW]


def soft_404_heading(body: bytes) -> str | None:
    """The title or heading that says "not found", if any."""
    return next((text for text in headings(body) if _SOFT_404.search(text.lower())), None)


def is_bot_challenge(headers: Mapping[str, str], body: bytes) -> bool:
    """True for a robot check: Cloudflare's challenge header, challenge scripts, or a challenge title."""
    if headers.get("cf-mitigated", "").lower() == "challenge":
        return True
    lowered = body.lower()
    if any(fragment in lowered for fragment in _CHALLENGE_BODY):
        return True
    return any(_CHALLENGE_TITLE.search(text.lower()) for text in headings(body))
