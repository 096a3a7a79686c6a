"""Crossref REST API: the DOI registry's own record of a DOI, asked in batches under ``{base}/works``.

Crossref is where publishers register their DOIs, so its record for a DOI is the second opinion on every DOI the
other sources name: a DOI whose Crossref record has another title or year is not the paper's. Its bibliographic
query (``query.bibliographic``: title, first author and year) finds the registered work of a paper whose records
carry no DOI; it answers its best-scoring works whatever they are, so the resolver judges every one of them.

DOIs are asked BATCH_LIMIT at a time with ``filter=doi:a,doi:b,…``: Crossref ORs repeated filters of one name
(documented with its filters; the Elasticsearch rewrite kept it, gitlab.com/crossref/rest_api issue 160), so a list
of 80 DOIs costs two requests instead of 80. A DOI the batch cannot carry (one with a ',', the filter separator) is
asked alone under ``{base}/works/{doi}``.

Retractions of papers already resolved: a notice registered after the paper's record was read shows in no record
the nightly run reads again, so ``updates`` asks for the notices themselves: ``filter=updates:<doi>`` lists the
works that update a DOI (each names it in its ``update-to``), and repeated ``updates:`` filters are OR-ed like
``doi:`` ones, BATCH_LIMIT DOIs a request, cached for ``expire_notices``. A notice Crossref holds only from
Retraction Watch's database may name the paper in ``updated-by`` alone and not be listed there, so what the
paper's record said stays unless a later notice lifts it (``standing_after``).

Retractions: Crossref records a notice against the DOI it concerns, in ``updated-by`` (each notice's DOI, type,
date and who recorded it: the publisher, or Retraction Watch, whose database Crossref holds since 2023). A
publisher that retracts in place registers the notice under the paper's own DOI, in ``update-to``. A retraction,
a withdrawal and an expression of concern make the record's ``retraction``; a correction, an erratum, a
corrigendum, an addendum or a new version never do (the paper stands, corrected), and a Retraction Watch
"reinstatement" after the notice lifts it. Crossref's own types and Retraction Watch's differ in case and spelling
("expression_of_concern", "Expression of Concern"), so they are compared folded.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable
from datetime import date
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from enrich.ids import is_arxiv_doi, normalize_doi
from enrich.models import Author, Retraction, RetractionKind, SourceName, SourceRecord
from enrich.net.http import Expiry, Reply, StatusError
from enrich.sources import (
    as_int,
    as_list,
    as_score,
    as_text,
    build_each,
    collapse_whitespace,
    malformed,
    query_words,
    read_json,
    retrieved_day,
)
from enrich.titles import plain_text

if TYPE_CHECKING:
    from enrich.net.http import Http

log = logging.getLogger(__name__)

SOURCE: SourceName = "crossref"
WORKS_PATH = "/works"
# Crossref's whole answer to a DOI it does not have: HTTP 404, text/plain.
NOT_FOUND_TEXT = "Resource not found."
# DOIs per filter request. Crossref caps ``rows`` at 1,000; 50 DOIs keep the URL near 1.5 kB, well under the 8 kB
# that proxies and servers commonly accept.
BATCH_LIMIT = 50
# The work elements the resolver reads; ``select`` keeps a batch answer small (references and licences dropped).
SELECT = (
    "DOI",
    "title",
    "subtitle",
    "author",
    "container-title",
    "issued",
    "published",
    "approved",
    "created",
    "type",
    "page",
    "URL",
    "is-referenced-by-count",
    "updated-by",
    "update-to",
)
# What a notice listed by ``filter=updates:`` is read for: its own DOI, and the DOIs it updates with how and when.
UPDATES_SELECT = ("DOI", "update-to")
# Notices asked per batch request: Crossref's largest page. BATCH_LIMIT papers hardly ever have more than one each.
NOTICE_ROWS = 1000
# A bibliographic query's answer: the same elements plus Crossref's relevance score.
QUERY_SELECT = (*SELECT, "score")
# Notice types that withdraw a paper's standing, most serious first; every other type (correction, erratum, ...)
# leaves the paper standing.
RETRACTION_KINDS: tuple[RetractionKind, ...] = ("retraction", "withdrawal", "expression_of_concern")
REINSTATEMENT = "reinstatement"


class CrossrefClient:
    """Lookups by DOI; ``mailto`` puts the requests in Crossref's polite pool."""

    def __init__(self, http: Http, base_url: str, *, mailto: str | None = None) -> None:
        self.http = http
        self.works_url = base_url.rstrip("/") + WORKS_PATH
        self._identity = {"mailto": mailto} if mailto else {}

    def works(self, dois: Iterable[str]) -> dict[str, SourceRecord | None]:
        """Crossref's record of each DOI (normalised, lowercase); None for a DOI Crossref does not have.

        A batch answer silently leaves out the DOIs Crossref lacks, in its own order, so records are matched by the
        DOI they carry. arXiv's DataCite DOIs and values that are not DOIs are not asked and not in the result.
        """
        wanted = [doi for doi in dict.fromkeys(filter(None, map(normalize_doi, dois))) if not is_arxiv_doi(doi)]
        found: dict[str, SourceRecord | None] = {doi: self.work(doi) for doi in wanted if "," in doi}
        batchable = [doi for doi in wanted if doi not in found]
        for start in range(0, len(batchable), BATCH_LIMIT):
            chunk = batchable[start : start + BATCH_LIMIT]
            by_doi = self._filtered(chunk)
            found.update(
                {doi: by_doi.get(doi) for doi in chunk}
                if by_doi is not None
                else {doi: self.work(doi) for doi in chunk}
            )
        return found

    def updates(self, dois: Iterable[str]) -> dict[str, list[dict[str, Any]]]:
        """The notices Crossref lists as updating each DOI (normalised, lowercase), each shaped as an entry of the
        DOI's ``updated-by`` (the notice's own DOI, its type, date and source), for ``standing_after``.

        arXiv's DataCite DOIs, values that are not DOIs and DOIs with a ',' (the filter separator) are not asked and
        not in the result: they keep what their record said.
        """
        wanted = [doi for doi in dict.fromkeys(filter(None, map(normalize_doi, dois))) if not is_arxiv_doi(doi)]
        found: dict[str, list[dict[str, Any]]] = {doi: [] for doi in wanted if "," not in doi}
        asked = list(found)
        for start in range(0, len(asked), BATCH_LIMIT):
            params = {
                "filter": ",".join(f"updates:{doi}" for doi in asked[start : start + BATCH_LIMIT]),
                "rows": NOTICE_ROWS,
                "select": ",".join(UPDATES_SELECT),
                **self._identity,
            }
            for doi, notice in self.http.get(
                SOURCE, self.works_url, parse_updates, params=params, expire=Expiry.NOTICES
            ):
                if doi in found:
                    found[doi].append(notice)
        return found

    def search_bibliographic(
        self, title: str, *, first_author: str | None = None, year: int | None = None, rows: int = 5
    ) -> list[SourceRecord]:
        """Crossref's best-scoring works for a title, its first author's name and its year, best first.

        The author and year only rank the paper's own registration above same-titled works of other people and
        years; the caller still compares every field itself.
        """
        words = query_words(title)
        if not words:
            return []
        query = " ".join(part for part in (words, query_words(first_author or ""), str(year or "")) if part)
        params = {"query.bibliographic": query, "rows": rows, "select": ",".join(QUERY_SELECT), **self._identity}
        return self.http.get(SOURCE, self.works_url, parse_work_list, params=params, expire=Expiry.SEARCH)

    def _filtered(self, chunk: list[str]) -> dict[str, SourceRecord] | None:
        """The records of one ``filter=doi:…`` request by DOI, or None when the server does not filter by DOI.

        A mirror or proxy of the API may refuse the filter (HTTP 400) or ignore it and answer other works; either
        way the DOIs are then asked one by one, so the check is slower, never missing or wrong.
        """
        params = {
            "filter": ",".join(f"doi:{doi}" for doi in chunk),
            "rows": len(chunk),
            "select": ",".join(SELECT),
            **self._identity,
        }
        try:
            records = self.http.get(SOURCE, self.works_url, parse_work_list, params=params, expire=Expiry.METADATA)
        except StatusError as error:
            if error.status != 400:
                raise
            log.warning(
                "crossref: %s refused filter=doi (%s); asking its DOIs one by one", self.works_url, error.reason
            )
            return None
        by_doi = {record.doi: record for record in records if record.doi is not None}
        if records and not by_doi.keys() & set(chunk):  # Crossref's own answer holds only DOIs asked for
            log.warning(
                "crossref: %s ignored filter=doi (answered other works); asking its DOIs one by one", self.works_url
            )
            return None
        return by_doi

    def work(self, doi: str) -> SourceRecord | None:
        """Crossref's record for a DOI, or None when Crossref has none (its 404 "Resource not found.").

        arXiv's DataCite DOIs are never registered with Crossref, and a value that is not a DOI names nothing:
        neither sends a request.
        """
        normalized = normalize_doi(doi)
        if normalized is None or is_arxiv_doi(normalized):
            return None
        return self.http.get(
            SOURCE,
            f"{self.works_url}/{quote(normalized, safe='')}",
            parse_work,
            params=dict(self._identity),
            expire=Expiry.METADATA,
            accept=frozenset({200, 404}),
        )


def parse_work(reply: Reply) -> SourceRecord | None:
    """The record of a ``/works/{doi}`` answer; None for Crossref's plain-text 404.

    A 404 with any other body (a proxy's page, a wrong base URL) is a failure, not "no such DOI".
    """
    if reply.status == 404:
        if reply.text().strip() != NOT_FOUND_TEXT:
            raise malformed(reply, SOURCE, f"HTTP 404 without Crossref's '{NOT_FOUND_TEXT}'")
        return None
    message = _message(reply, "work")
    return work_record(reply, message)


def parse_work_list(reply: Reply) -> list[SourceRecord]:
    """The records of a ``work-list`` answer; an item without a DOI or a title is left out, not the whole batch."""
    message = _message(reply, "work-list")
    items = message.get("items") if isinstance(message, dict) else None
    if not isinstance(items, list):
        raise malformed(reply, SOURCE, "Crossref work-list without items")
    records = build_each(reply, SOURCE, items, lambda item: work_record(reply, item))
    return [record for record in records if record is not None]


def parse_updates(reply: Reply) -> list[tuple[str, dict[str, Any]]]:
    """(updated DOI, notice) for every DOI each listed notice updates; the notice as the updated work's
    ``updated-by`` would hold it: the ``update-to`` entry, with the notice's own DOI in place of the updated one."""
    message = _message(reply, "work-list")
    items = message.get("items") if isinstance(message, dict) else None
    if not isinstance(items, list):
        raise malformed(reply, SOURCE, "Crossref work-list without items")
    found = []
    for item in items:
        notice_doi = as_text(item.get("DOI")) if isinstance(item, dict) else None
        for update in as_list(item.get("update-to")) if notice_doi else []:
            updated = _update_doi(update)
            if updated is not None:
                found.append((updated, {**update, "DOI": notice_doi}))
    return found


def standing_after(known: Retraction | None, notices: list[dict[str, Any]], doi: str) -> Retraction | None:
    """The paper's retraction once ``notices`` (``updates``) are seen beside the one it is known by: the most
    serious of them all, unless a later reinstatement lifts it (``retraction_notice``'s rules). A correction or an
    erratum changes nothing, and a notice missing from tonight's list does not lift the known one."""
    return retraction_notice({"updated-by": [*_as_notices(known), *notices]}, doi)


def _as_notices(known: Retraction | None) -> list[dict[str, Any]]:
    """A known retraction as the ``updated-by`` entry it was read from."""
    if known is None:
        return []
    day = {"updated": {"date-parts": [[known.date.year, known.date.month, known.date.day]]}} if known.date else {}
    return [{"DOI": known.notice_doi, "type": known.kind, "source": known.source, **day}]


def work_record(reply: Reply, item: Any) -> SourceRecord:
    """A SourceRecord from one Crossref work object."""
    if not isinstance(item, dict):
        raise malformed(reply, SOURCE, "Crossref work is not an object")
    doi = normalize_doi(as_text(item.get("DOI")))
    title = _full_title(item)
    if not doi or not title:
        raise malformed(reply, SOURCE, "Crossref work without a DOI or a title")
    kind = as_text(item.get("type"))
    return SourceRecord(
        source=SOURCE,
        title=title,
        authors=_authors(item.get("author")),
        year=_year_of(item),
        venue=_text(item.get("container-title")),
        doi=None if is_arxiv_doi(doi) else doi,
        citation_count=as_int(item.get("is-referenced-by-count")),
        publication_types=[kind] if kind else [],
        pages=as_text(item.get("page")),
        url=as_text(item.get("URL")),
        source_score=as_score(item.get("score")),
        retrieved=retrieved_day(reply),
        retraction=retraction_notice(item, doi),
    )


def retraction_notice(item: dict[str, Any], doi: str) -> Retraction | None:
    """The most serious notice against ``doi`` in a work's ``updated-by``, and in its ``update-to`` when the
    notice is registered under the paper's own DOI; None when there is none, or a later reinstatement lifted it."""
    in_place = [update for update in as_list(item.get("update-to")) if _update_doi(update) == doi]
    notices = [notice for notice in as_list(item.get("updated-by")) + in_place if isinstance(notice, dict)]
    found = [(kind, notice) for notice in notices if (kind := _retraction_kind(notice)) is not None]
    if not found:
        return None
    kind, notice = min(found, key=lambda pair: (RETRACTION_KINDS.index(pair[0]), pair[1].get("source") != "publisher"))
    day = _notice_day(notice)
    reinstated = [_notice_day(other) for other in notices if _notice_type(other) == REINSTATEMENT]
    if day is not None and any(later is not None and later > day for later in reinstated):
        return None
    return Retraction(kind=kind, date=day, notice_doi=_update_doi(notice), source=as_text(notice.get("source")))


def _retraction_kind(notice: dict[str, Any]) -> RetractionKind | None:
    folded = _notice_type(notice)
    return next((kind for kind in RETRACTION_KINDS if kind == folded), None)


def _notice_type(notice: dict[str, Any]) -> str:
    """A notice's type folded to Crossref's spelling: "Expression of Concern" -> "expression_of_concern"."""
    return re.sub(r"[\s-]+", "_", (as_text(notice.get("type")) or "").strip().lower())


def _update_doi(notice: Any) -> str | None:
    return normalize_doi(as_text(notice.get("DOI"))) if isinstance(notice, dict) else None


def _notice_day(notice: dict[str, Any]) -> date | None:
    """The day of a notice's ``updated``: its date-parts, else the day of its date-time."""
    updated = notice.get("updated")
    if not isinstance(updated, dict):
        return None
    parts = updated.get("date-parts")
    first = parts[0] if isinstance(parts, list) and parts and isinstance(parts[0], list) else []
    numbers = [as_int(part) for part in first[:3]]
    if len(numbers) == 3 and all(numbers):
        try:
            return date(*numbers)  # type: ignore[arg-type]
        except ValueError:
            return None
    stamp = as_text(updated.get("date-time"))
    try:
        return date.fromisoformat(stamp[:10]) if stamp else None
    except ValueError:
        return None


def _message(reply: Reply, message_type: str) -> Any:
    """The ``message`` of Crossref's envelope, checked to be of the expected ``message-type``."""
    body = read_json(reply, SOURCE)
    if not isinstance(body, dict) or body.get("status") != "ok" or body.get("message-type") != message_type:
        kind = body.get("message-type") if isinstance(body, dict) else None
        raise malformed(reply, SOURCE, f"Crossref answer is not a '{message_type}' message ({kind or 'no type'})")
    return body.get("message")


def _full_title(item: dict[str, Any]) -> str | None:
    """The title as the paper prints it: Crossref keeps "CheckFreq" in ``title`` and "Frequent, Fine-Grained DNN
    Checkpointing" in ``subtitle``, and a list names the paper by both ("CheckFreq: Frequent, ..."); compared on
    ``title`` alone, a true DOI would look like another paper's."""
    title = _text(item.get("title"))
    subtitle = _text(item.get("subtitle"))
    if title and subtitle and subtitle.casefold() not in title.casefold():
        return f"{title.rstrip(' :')}: {subtitle}"
    return title


def _text(value: Any) -> str | None:
    """The first of Crossref's list of strings, without inline markup (<i>, <sub>, JATS <scp>, MathML) or HTML
    entities ("Cell &amp; Developmental Biology"), escaped or not (enrich.titles.plain_text)."""
    return plain_text(_first(value))


def _first(value: Any) -> str | None:
    texts = [text for text in map(as_text, as_list(value)) if text]
    return collapse_whitespace(texts[0]) if texts else None


def _year_of(item: dict[str, Any]) -> int | None:
    """The year of publication: ``issued`` (Crossref's earliest of print and online), else, for a record whose
    ``issued`` is empty ([[null]]), ``published``, then ``approved`` (a thesis or report), then ``created`` (when
    the DOI was registered, the least sure: a DOI may be registered a year before the work appears)."""
    dates = ("issued", "published", "approved", "created")
    return next((year for name in dates if (year := _year(item.get(name))) is not None), None)


def _year(date: Any) -> int | None:
    """The year of a Crossref date ({"date-parts": [[2024, 5, 8]]}); None for [[null]] and other shapes."""
    parts = date.get("date-parts") if isinstance(date, dict) else None
    first = parts[0] if isinstance(parts, list) and parts and isinstance(parts[0], list) else []
    return as_int(first[0]) if first else None


def _authors(value: Any) -> list[Author]:
    """People as "given family"; an organisation as its ``name``."""
    authors = []
    for item in as_list(value):
        if not isinstance(item, dict):
            continue
        parts = [as_text(item.get("given")), as_text(item.get("family"))]
        name = collapse_whitespace(" ".join(part for part in parts if part)) or as_text(item.get("name"))
        if name:
            authors.append(Author(name=name))
    return authors
