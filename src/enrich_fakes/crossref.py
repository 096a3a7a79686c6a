"""Crossref REST API (/works), shaped like the recorded responses, served under the path prefix /crossref.

Quirks reproduced: the envelope ``{"status": "ok", "message-type": "work" | "work-list", "message-version",
"message"}``; ``title`` and ``container-title`` are lists; dates are ``{"date-parts": [[y, m, d]]}``; an unknown
DOI (arXiv's DataCite DOIs included) is a 404 with the plain text "Resource not found."; a query answers with its
best-scoring works whatever their score, so a title Crossref does not have still gets another paper;
``filter=doi:a,doi:b`` ORs the DOIs and answers the works it has in its own order, silently leaving out the rest;
``filter=updates:a,updates:b`` answers the notices that update those DOIs, each a work of its own naming the DOI it
updates in ``update-to`` (two filter names together must both hold; another name is a 400 validation failure);
``select`` keeps the named fields (an unknown one is a 400 validation failure). Crossref holds every paper with a
publisher DOI, listed or not. A work named in ``data/notices.json`` carries those notices in ``updated-by`` (made
up, shaped like the real ones: a retraction, a correction that is not one), and each notice is a work that
``updates:`` lists.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from enrich_fakes.corpus import Corpus, Paper, Venue
from enrich_fakes.dblp import pages
from enrich_fakes.s2 import citation_count
from enrich_fakes.text import stable_int, words

PREFIX = "/crossref"
FILTERS = ("doi", "updates")  # the filter names the fake knows
WORKS_PATH = "/works"
NOT_FOUND = b"Resource not found."  # the recorded 404 body, text/plain
DEFAULT_ROWS = 20  # documented
MAX_ROWS = 1000  # documented
QUERY_FIELDS = ("query.bibliographic", "query.title", "query")
MESSAGE_VERSION = "1.0.0"
# Field names ``select`` accepts (Crossref's list of work elements, the ones this fake fills and a few it leaves out;
# "approved", a thesis's date, is in Crossref's list of valid selects: github.com/CrossRef/rest-api-doc issue 306).
SELECTABLE = frozenset(
    "DOI URL abstract approved author container-title created deposited indexed is-referenced-by-count issued link "
    "member "
    "page prefix publisher published published-online published-print reference-count references-count resource "
    "score short-container-title source subject subtitle title type volume issue ISSN content-domain updated-by "
    "update-to".split()
)
NOTICES_PATH = Path(__file__).parent / "data" / "notices.json"


def load_notices(path: Path = NOTICES_PATH) -> dict[str, list[dict[str, Any]]]:
    """The ``updated-by`` notices of the fake world's works, by DOI."""
    notices: dict[str, list[dict[str, Any]]] = json.loads(path.read_text(encoding="utf-8"))["notices"]
    return notices


class CrossrefQueryError(ValueError):
    """A request Crossref answers with 400 and a validation-failure message."""

    def __init__(self, kind: str, value: str, message: str) -> None:
        super().__init__(message)
        self.body = {
            "status": "failed",
            "message-type": "validation-failure",
            "message": [{"type": kind, "value": value, "message": message}],
        }


@dataclass(frozen=True)
class CrossrefWork:
    paper: Paper
    full: dict[str, Any]
    title_words: frozenset[str]
    text_words: frozenset[str]  # title, authors, container title and year: what query.bibliographic searches


class CrossrefIndex:
    def __init__(self, corpus: Corpus, notices: Mapping[str, list[dict[str, Any]]] | None = None) -> None:
        notices = load_notices() if notices is None else notices
        self.works: dict[str, CrossrefWork] = {}
        self.notices: list[dict[str, Any]] = []  # each notice as a work of its own, updating one of self.works
        for paper in corpus.papers:
            if paper.doi and paper.doi not in self.works:
                self.works[paper.doi] = _work(paper, corpus.venue(paper), notices.get(paper.doi, []))
                self.notices += [_notice_work(paper, notice) for notice in notices.get(paper.doi, [])]

    def lookup(self, doi: str) -> CrossrefWork | None:
        return self.works.get(doi.strip().lower())

    def filtered(self, filters: str) -> list[dict[str, Any]]:
        """The works a ``filter`` names, whole: repeated filters of one name are OR-ed, different names must both hold;
        order is the index's, not the query's. ``updates:`` filters answer notices, the others the papers."""
        wanted: dict[str, set[str]] = {name: set() for name in FILTERS}
        for part in filter(None, (item.strip() for item in filters.split(","))):
            name, _, value = part.partition(":")
            if name not in wanted:
                raise CrossrefQueryError(
                    "filter-not-available",
                    name,
                    f"Filter {name} specified but there is no "
                    "such filter for this route. Valid filters for this route are: doi, updates, …",
                )
            wanted[name].add(value.strip().lower())
        dois, updated = wanted["doi"], wanted["updates"]
        if updated:
            return [work for work in self.notices if work["update-to"][0]["DOI"] in updated and _named(work, dois)]
        ordered = sorted(self.works.items(), key=lambda item: stable_int("cr-order", item[0]))
        return [{**work.full, "score": 1.0} for doi, work in ordered if doi in dois]

    def query(self, text: str, rows: int, offset: int) -> tuple[list[tuple[CrossrefWork, float]], int]:
        """(page of (work, score), total): every work sharing a word with the query, best score first."""
        query = words(text)
        scored = []
        for work in self.works.values():
            shared = sum(word in work.text_words for word in query)
            if shared:
                in_title = sum(word in work.title_words for word in query)
                score = round(4.0 * in_title + 1.5 * shared + 10.0 * in_title / max(len(work.title_words), 1), 5)
                scored.append((-score, work.full["DOI"], work, score))
        scored.sort(key=lambda item: item[:2])
        return [(item[2], item[3]) for item in scored[offset : offset + rows]], len(scored)


def work_body(work: CrossrefWork) -> dict[str, Any]:
    return {
        "status": "ok",
        "message-type": "work",
        "message-version": MESSAGE_VERSION,
        "message": {**work.full, "score": 1},
    }


def list_body(page: list[dict[str, Any]], total: int, rows: int, offset: int, select: str | None) -> dict[str, Any]:
    items = [_selected(item, select) for item in page]
    return {
        "status": "ok",
        "message-type": "work-list",
        "message-version": MESSAGE_VERSION,
        "message": {
            "facets": {},
            "total-results": total,
            "items": items,
            "items-per-page": rows,
            "query": {"start-index": offset, "search-terms": None},
        },
    }


def check_rows(rows: int) -> None:
    if not 0 <= rows <= MAX_ROWS:
        raise CrossrefQueryError(
            "integer-not-valid",
            str(rows),
            f"Integer specified as {rows} but must be a positive integer less than or equal to {MAX_ROWS}.",
        )


def check_select(select: str | None) -> None:
    for name in _names(select):
        if name not in SELECTABLE:
            raise CrossrefQueryError("parameter-not-allowed", name, f"Value {name} is not a valid select field")


def _selected(item: dict[str, Any], select: str | None) -> dict[str, Any]:
    names = _names(select)
    return {key: value for key, value in item.items() if key in names} if names else item


def _names(select: str | None) -> list[str]:
    return [name.strip() for name in (select or "").split(",") if name.strip()]


def _named(work: dict[str, Any], dois: set[str]) -> bool:
    """Whether a ``doi:`` filter lets the work through: none given, or one naming it."""
    return not dois or work["DOI"] in dois


def _notice_work(paper: Paper, notice: dict[str, Any]) -> dict[str, Any]:
    """A notice as Crossref registers it: a work titled after the paper, whose ``update-to`` names the paper's DOI
    with the notice's type, date and source."""
    return {
        "DOI": notice["DOI"],
        "type": "journal-article",
        "title": [f"{notice.get('label', 'Notice')}: {paper.title}"],
        "update-to": [{**notice, "DOI": paper.doi}],
        "score": 1.0,
    }


def _work(paper: Paper, venue: Venue, notices: list[dict[str, Any]]) -> CrossrefWork:
    full = _full(paper, venue) | ({"updated-by": notices} if notices else {})
    title_words = frozenset(words(paper.title))
    authors = {word for author in paper.authors for word in words(author)}
    container = set(words(" ".join(full["container-title"])))
    return CrossrefWork(paper, full, title_words, title_words | authors | container | {str(paper.year)})


def _full(paper: Paper, venue: Venue) -> dict[str, Any]:
    doi = paper.doi or ""
    month, day = 1 + stable_int("cr-month", paper.uid) % 12, 1 + stable_int("cr-day", paper.uid) % 28
    date = {"date-parts": [[paper.year, month, day]]}
    prefix = doi.partition("/")[0]
    return {
        "indexed": {"date-parts": [[2026, 11, 20]], "timestamp": 1795000000000},
        "reference-count": 15 + stable_int("references", paper.uid) % 70,
        "publisher": _publisher(venue),
        "content-domain": {"domain": [], "crossmark-restriction": False},
        "short-container-title": [venue.acronym],
        "published-print" if venue.kind == "journal" else "published-online": date,
        "DOI": doi,
        "type": "journal-article" if venue.kind == "journal" else "proceedings-article",
        "created": {"date-parts": [[paper.year, month, day]]},
        "page": pages(paper),
        "source": "Crossref",
        "is-referenced-by-count": citation_count(paper) + stable_int("crossref-citations", paper.uid) % 30,
        "title": [paper.title],
        "prefix": prefix,
        "author": [_author(name, n) for n, name in enumerate(paper.views.authors_for("crossref", paper.authors))],
        "member": str(stable_int("member", prefix) % 20000),
        "container-title": [venue.s2_venue or venue.acronym],
        "link": [],
        "deposited": {"date-parts": [[paper.year, month, day]]},
        "score": 1,
        "resource": {"primary": {"URL": f"https://doi.org/{doi}"}},
        "issued": date,
        "references-count": 15 + stable_int("references", paper.uid) % 70,
        "URL": f"https://doi.org/{doi}",
        "published": date,
    }


def _author(name: str, position: int) -> dict[str, Any]:
    given, _, family = name.rpartition(" ")
    person = {"given": given, "family": family} if given else {"family": family}
    return {**person, "sequence": "first" if position == 0 else "additional", "affiliation": []}


def _publisher(venue: Venue) -> str:
    return {
        "acm": "ACM",
        "ieee": "IEEE",
        "springer": "Springer Science and Business Media LLC",
        "elsevier": "Elsevier BV",
    }.get(venue.publisher, venue.publisher.upper())
