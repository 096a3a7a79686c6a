"""Source clients: dblp (enrich.sources.dblp), Semantic Scholar (enrich.sources.s2), arXiv (enrich.sources.arxiv),
OpenAlex (enrich.sources.openalex) and Crossref (enrich.sources.crossref).

Each module has a pure parse layer (a Reply in, SourceRecords out, MalformedResponse for a body that is not the
expected shape) and a small client that only builds URLs and parameters for the shared HTTP layer. The helpers below
are the few rules the parse layers share, so all three report a broken body, and an odd record inside a good body,
the same way.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, date
from typing import Any

from enrich.models import SourceName, SourceRecord
from enrich.net.http import MalformedResponse, Reply
from enrich.titles import normalize_title

log = logging.getLogger(__name__)

_WHITESPACE = re.compile(r"\s+")
# Characters with a meaning in the sources' query syntaxes (quotes, parentheses, colons, hyphens, arXiv's operators,
# OpenAlex's ',' and '|') and all other non-word characters: a title query is its words.
_QUERY_SYNTAX = re.compile(r"[^\w\s]+|_")
_MARKUP_START = re.compile(rb"^\s*<")


def malformed(reply: Reply, source: SourceName, reason: str) -> MalformedResponse:
    """The error for a body the parse layer cannot use; raising it also keeps the body out of the cache."""
    return MalformedResponse(reply.url, reason, source)


def retrieved_day(reply: Reply) -> date:
    """The UTC day the source sent this answer (for a cached answer, the day it was first received)."""
    return reply.fetched_at.astimezone(UTC).date()


def build_each(
    reply: Reply, source: SourceName, elements: Iterable[Any], build: Callable[[Any], SourceRecord | None]
) -> list[SourceRecord | None]:
    """``build`` applied to each element of a list in an answer; an element it cannot use becomes None.

    One odd record (a null title, a missing key) must not cost the other answers of a 500-id batch or a search
    page, nor count as a failure of the source. The body as a whole was checked by the caller; here each unusable
    element is noted, and the answer gets one warning naming how many were left out and why the first was.
    """
    built: list[SourceRecord | None] = []
    problems: list[str] = []
    for element in elements:
        try:
            built.append(build(element))
        except (MalformedResponse, ValueError) as error:
            built.append(None)
            problems.append(error.reason if isinstance(error, MalformedResponse) else _first_line(error))
    if problems:
        log.warning(
            "%s: left out %d unusable record(s) of %d in %s (first: %s)",
            source,
            len(problems),
            len(built),
            reply.url,
            problems[0],
        )
    return built


def read_json(reply: Reply, source: SourceName) -> Any:
    """The decoded JSON body; an HTML or XML page (a proxy's or gateway's error page) is named as such."""
    if _MARKUP_START.match(reply.content[:512]):
        raise malformed(reply, source, f"HTML/XML page where JSON was expected (HTTP {reply.status})")
    try:
        return reply.json()
    except MalformedResponse as error:
        raise malformed(reply, source, error.reason) from None


def collapse_whitespace(text: str | None) -> str | None:
    """Runs of whitespace (hard-wrapped feed lines, indentation) as single spaces; None for empty text."""
    if text is None:
        return None
    collapsed = _WHITESPACE.sub(" ", text).strip()
    return collapsed or None


def query_words(title: str) -> str | None:
    """A title's words for a query, every other character a space; None for a title without words."""
    return collapse_whitespace(_QUERY_SYNTAX.sub(" ", title))


@dataclass(frozen=True)
class SearchPage:
    """One page of a search that OR-s several titles; ``complete`` when the source says no hit was left out (no
    further page). The caller gives each title the hits that answer it."""

    records: list[SourceRecord]
    complete: bool

    def __bool__(self) -> bool:
        """An empty page is an empty answer (a shorter cache life where a source's empty answers may be wrong)."""
        return bool(self.records)


# A marker parameter naming a title's part of a search that OR-ed it with others: the answer is cached under the
# title's own query with it added (Http.get's also_for), a request that is never sent, so that a rerun asking the
# title with other titles, or alone, finds its answer (``batched_answer`` of each client).
PART_OF_BATCH = {"part_of_batch": "1"}


def has_title_phrase(title: str, record_title: str) -> bool:
    """Whether ``record_title`` holds ``title``'s query words in a row (case, accents and punctuation aside), as a
    phrase search reads them: which of the titles OR-ed into one query (arXiv, S2's bulk search) a hit answers."""
    phrase = normalize_title(query_words(title) or "")
    return bool(phrase) and f" {phrase} " in f" {normalize_title(record_title)} "


def as_list(value: Any) -> list[Any]:
    """A JSON value that may be a scalar, a list or absent, as a list (sources vary the shape with the count)."""
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def as_int(value: Any) -> int | None:
    """An integer that a source may send as a number or as a digit string; None when absent or not a number."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def as_text(value: Any) -> str | None:
    """A JSON string or number as stripped text; None when absent, empty or of another type."""
    if isinstance(value, (int, str)) and not isinstance(value, bool):
        return str(value).strip() or None
    return None


def as_score(value: Any) -> float | None:
    """A source's ranking score sent as a JSON number; None otherwise."""
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _first_line(error: Exception) -> str:
    lines = str(error).strip().splitlines()
    return lines[0][:200] if lines else type(error).__name__
