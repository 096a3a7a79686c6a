"""OpenAlex works API (/works), shaped like the recorded responses, served under the path prefix /openalex.

OpenAlex and Crossref both answer on /works, so in the one-port fake each lives under its own prefix; a client's
base URL carries it (``ENRICH_OPENALEX_URL=http://127.0.0.1:PORT/openalex``) and the paths below it are OpenAlex's.

Quirks reproduced: a list answer is ``{"meta": {...}, "results": [...], "group_by": []}``; ``filter=doi:a|b``
answers the works it has, in its own order, silently leaving out unknown DOIs; ``filter=title.search:`` and
``search=`` add a ``relevance_score``; ``select`` keeps only the named top-level fields (an unknown one is a 400);
the abstract is an inverted index; a paper with an arXiv preprint is two works, the preprint carrying arXiv's
DataCite DOI; ``doi`` is a full https://doi.org/ URL; /works/{id} answers one work without an envelope, and an
unknown id is a 404 HTML page. OpenAlex knows the papers Semantic Scholar knows (both aggregate the same feeds).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from enrich_fakes.corpus import Corpus, Paper, Venue
from enrich_fakes.dblp import arxiv_year, pages
from enrich_fakes.s2 import citation_count
from enrich_fakes.text import stable_int, words

PREFIX = "/openalex"
WORKS_PATH = "/works"
MAX_PER_PAGE = 200  # documented
DEFAULT_PER_PAGE = 25  # as in the recorded meta
MAX_OR_VALUES = 100  # documented ceiling of values OR-ed with | in one filter
TITLE_MIN_RECALL = 0.8  # share of the query's words a title must hold to be a title.search hit
ARXIV_SOURCE = {
    "id": "https://openalex.org/S4306400194",
    "display_name": "arXiv (Cornell University)",
    "issn_l": None,
    "issn": None,
    "is_oa": True,
    "type": "repository",
}
NOT_FOUND_PAGE = (
    b"<!doctype html>\n<html lang=en>\n<title>404 Not Found</title>\n<h1>Not Found</h1>\n"
    b"<p>The requested URL was not found on the server.</p>\n"
)  # the recorded 404 body's shape


class OpenAlexQueryError(ValueError):
    """A request OpenAlex answers with 400 and {"error", "message"}."""


@dataclass(frozen=True)
class Work:
    paper: Paper
    full: dict[str, Any]
    title_words: tuple[str, ...]
    text_words: frozenset[str]


class OpenAlexIndex:
    def __init__(self, corpus: Corpus) -> None:
        self.works: list[Work] = []
        for paper in corpus.papers:
            if "s2" in paper.services:
                self.works += [_work(record) for record in _records(paper, corpus.venue(paper))]
        self._by_id = {work.full["id"].rsplit("/", 1)[-1].lower(): work for work in self.works}
        self._by_doi = {
            work.full["doi"].removeprefix("https://doi.org/").lower(): work for work in self.works if work.full["doi"]
        }

    def lookup(self, work_id: str) -> Work | None:
        """/works/{id}: W…, https://doi.org/…, doi:…"""
        text = work_id.strip()
        lowered = text.lower()
        for prefix in ("https://doi.org/", "http://doi.org/", "doi:"):
            if lowered.startswith(prefix):
                return self._by_doi.get(lowered[len(prefix) :])
        return self._by_id.get(lowered.rsplit("/", 1)[-1])

    def list_works(
        self, filters: str, search: str, per_page: int, page: int
    ) -> tuple[list[tuple[Work, float | None]], int]:
        """(page of (work, relevance score or None), total count) for ``filter`` and ``search``."""
        if not 1 <= per_page <= MAX_PER_PAGE:
            raise OpenAlexQueryError(f"per-page must be between 1 and {MAX_PER_PAGE}")
        found: list[tuple[Work, float | None]] = [(work, None) for work in self.works]
        for name, value in _filters(filters):
            found = self._filtered(found, name, value)
        if search.strip():
            found = _ranked(found, words(search), lambda work: work.text_words)
        start = (page - 1) * per_page
        return found[start : start + per_page], len(found)

    def _filtered(
        self, found: list[tuple[Work, float | None]], name: str, value: str
    ) -> list[tuple[Work, float | None]]:
        if name == "doi":
            wanted = [part.strip().lower().removeprefix("https://doi.org/") for part in value.split("|")]
            if len(wanted) > MAX_OR_VALUES:
                raise OpenAlexQueryError(
                    f"Maximum number of values exceeded for doi. Decrease values to "
                    f"{MAX_OR_VALUES} or below, or consider using a paging approach."
                )
            return [
                (work, score)
                for work, score in found
                if work.full["doi"] and work.full["doi"].removeprefix("https://doi.org/").lower() in wanted
            ]
        if name == "title.search":
            return _ranked(found, words(value), lambda work: work.title_words)
        raise OpenAlexQueryError(
            f"{name} is not a valid field. Valid fields are underscore or hyphenated versions "
            "of the following fields: doi, title.search, …"
        )


def render(work: Work, select: str | None, relevance: float | None) -> dict[str, Any]:
    """The work as OpenAlex sends it: every field, or only the ``select``ed ones in OpenAlex's key order."""
    full = dict(work.full)
    if relevance is not None:
        full = {
            "id": full["id"],
            "doi": full["doi"],
            "title": full["title"],
            "display_name": full["display_name"],
            "relevance_score": relevance,
            **full,
        }
    if select is None:
        return full
    wanted = [name.strip() for name in select.split(",") if name.strip()]
    unknown = [name for name in wanted if name not in work.full]
    if unknown:
        raise OpenAlexQueryError(f"{unknown[0]} is not a valid select field.")
    return {key: value for key, value in full.items() if key in wanted}


def list_body(
    page: list[tuple[Work, float | None]], total: int, per_page: int, page_number: int, select: str | None
) -> dict[str, Any]:
    return {
        "meta": {
            "count": total,
            "db_response_time_ms": 40 + total % 50,
            "page": page_number,
            "per_page": per_page,
            "groups_count": None,
        },
        "results": [render(work, select, score) for work, score in page],
        "group_by": [],
    }


def inverted_index(text: str | None) -> dict[str, list[int]] | None:
    """OpenAlex's abstract format: each whitespace-separated token with the positions it appears at."""
    if not text:
        return None
    index: dict[str, list[int]] = {}
    for position, token in enumerate(text.split()):
        index.setdefault(token, []).append(position)
    return index


# --------------------------------------------------------------------------------------------- records


@dataclass(frozen=True)
class _Record:
    paper: Paper
    venue: Venue
    preprint: bool


def _records(paper: Paper, venue: Venue) -> list[_Record]:
    """The published work, and the preprint as a work of its own when there is an arXiv version."""
    if venue.kind == "preprint":
        return [_Record(paper, venue, preprint=True)]
    records = [_Record(paper, venue, preprint=False)]
    if paper.arxiv_id:
        records.append(_Record(paper, venue, preprint=True))
    return records


def _work(record: _Record) -> Work:
    full = _full(record)
    title_words = tuple(words(full["display_name"]))
    abstract = record.paper.abstract or ""
    return Work(record.paper, full, title_words, frozenset(title_words) | set(words(abstract)))


def _full(record: _Record) -> dict[str, Any]:
    paper, venue = record.paper, record.venue
    kind = "preprint" if record.preprint else "published"
    work_id = f"https://openalex.org/W{4_000_000_000 + stable_int('openalex', paper.uid, kind) % 400_000_000}"
    arxiv_id = paper.arxiv_id
    if record.preprint:
        title = paper.views.arxiv_title or paper.title
        year = arxiv_year(arxiv_id) if arxiv_id else paper.year
        doi = f"https://doi.org/10.48550/arxiv.{arxiv_id}" if arxiv_id else None
        locations = _arxiv_locations(arxiv_id) if arxiv_id else []
    else:
        title, year = paper.title, paper.year
        doi = f"https://doi.org/{paper.doi}" if paper.doi else None
        locations = [_publisher_location(paper, venue, doi)] + (_arxiv_locations(arxiv_id) if arxiv_id else [])
    open_locations = [location for location in locations if location["is_oa"]]
    first_page, _, last_page = pages(paper).partition("-")
    return {
        "id": work_id,
        "doi": doi,
        "title": title,
        "display_name": title,
        "publication_year": year,
        "publication_date": f"{year}-{1 + stable_int('oa-month', paper.uid) % 12:02d}-01",
        "ids": {"openalex": work_id, **({"doi": doi} if doi else {})},
        "language": "en",
        "primary_location": locations[0] if locations else None,
        "type": "preprint" if record.preprint else "article",
        "type_crossref": "posted-content"
        if record.preprint
        else ("journal-article" if venue.kind == "journal" else "proceedings-article"),
        "open_access": {
            "is_oa": bool(open_locations),
            "oa_status": "green" if open_locations else "closed",
            "oa_url": open_locations[0]["landing_page_url"] if open_locations else None,
            "any_repository_has_fulltext": bool(arxiv_id),
        },
        "authorships": [
            {
                "author_position": "first" if n == 0 else "middle",
                "author": {"id": _author_id(name), "display_name": name, "orcid": None},
                "institutions": [],
                "countries": [],
                "is_corresponding": False,
                "raw_author_name": name,
                "raw_affiliation_strings": [],
                "affiliations": [],
            }
            for n, name in enumerate(paper.views.authors_for("openalex", paper.authors))
        ],
        "cited_by_count": cited_by_count(paper, preprint=record.preprint),
        "biblio": {
            "volume": None,
            "issue": None,
            "first_page": None if record.preprint else first_page,
            "last_page": None if record.preprint else last_page or None,
        },
        "is_retracted": False,
        "locations_count": len(locations),
        "locations": locations,
        "best_oa_location": open_locations[0] if open_locations else None,
        "abstract_inverted_index": inverted_index(_abstract(paper)),
        "cited_by_api_url": f"https://api.openalex.org/works?filter=cites:{work_id.rsplit('/', 1)[-1]}",
        "updated_date": "2026-11-20T05:14:33.114917",
        "created_date": "2025-01-01T00:00:00",
    }


def cited_by_count(paper: Paper, *, preprint: bool) -> int:
    """OpenAlex's count for a paper's work: a little off S2's, as real counts are; a preprint work of a paper
    with a published version holds only the citations of the preprint."""
    count = citation_count(paper) + stable_int("openalex-citations", paper.uid) % 25
    return count // 4 if preprint else count


def _author_id(name: str) -> str:
    return f"https://openalex.org/A{5_000_000_000 + stable_int('oa-author', name) % 99_999_999}"


def _abstract(paper: Paper) -> str | None:
    """Publishers' abstracts often come with the heading "Abstract" as the first word, as recorded."""
    if not paper.abstract:
        return None
    return f"Abstract {paper.abstract}" if stable_int("oa-heading", paper.uid) % 3 == 0 else paper.abstract


def _publisher_location(paper: Paper, venue: Venue, doi: str | None) -> dict[str, Any]:
    is_oa = venue.publisher in ("usenix", "vldb", "neurips", "pmlr", "mlsys", "cidr")
    landing = doi or f"https://www.{venue.publisher}.org/{paper.uid}"
    return {
        "is_oa": is_oa,
        "landing_page_url": landing,
        "pdf_url": f"https://www.{venue.publisher}.org/{paper.uid}.pdf" if is_oa else None,
        "source": {
            "id": f"https://openalex.org/S{stable_int('oa-source', venue.acronym) % 4_000_000_000}",
            "display_name": venue.s2_venue or venue.acronym,
            "issn_l": None,
            "issn": None,
            "is_oa": is_oa,
            "type": "journal" if venue.kind == "journal" else "conference",
        },
        "license": None,
        "version": "publishedVersion",
        "is_accepted": True,
        "is_published": True,
    }


def _arxiv_locations(arxiv_id: str) -> list[dict[str, Any]]:
    """As recorded: the abs page without a PDF, then the http:// copy with one."""
    return [
        {
            "is_oa": True,
            "landing_page_url": f"https://arxiv.org/abs/{arxiv_id}",
            "pdf_url": None,
            "source": ARXIV_SOURCE,
            "license": "other-oa",
            "version": "submittedVersion",
            "is_accepted": False,
            "is_published": False,
        },
        {
            "is_oa": True,
            "landing_page_url": f"http://arxiv.org/abs/{arxiv_id}",
            "pdf_url": f"http://arxiv.org/pdf/{arxiv_id}",
            "source": ARXIV_SOURCE,
            "license": None,
            "version": "submittedVersion",
            "is_accepted": False,
            "is_published": False,
        },
    ]


# --------------------------------------------------------------------------------------------- queries


def _filters(text: str) -> list[tuple[str, str]]:
    """'doi:a|b,title.search:x y' -> [("doi", "a|b"), ("title.search", "x y")]; a value may hold colons."""
    pairs = []
    for part in filter(None, (piece.strip() for piece in text.split(","))):
        name, colon, value = part.partition(":")
        if not colon:
            raise OpenAlexQueryError(f"Invalid query parameters error. {part} is not a valid filter")
        pairs.append((name.strip(), value))
    return pairs


def _ranked(
    found: list[tuple[Work, float | None]], query: list[str], field: Callable[[Work], Iterable[str]]
) -> list[tuple[Work, float | None]]:
    """Works holding most of the query's words, best share first (then most cited), with a relevance score."""
    if not query:
        return []
    scored = []
    for work, _ in found:
        haystack = set(field(work))
        share = sum(word in haystack for word in query) / len(query)
        if share >= TITLE_MIN_RECALL:
            title_share = len(set(query) & set(work.title_words)) / max(len(work.title_words), 1)
            relevance = round(100.0 * share * len(query) + 50.0 * title_share, 4)
            scored.append((-relevance, -work.full["cited_by_count"], work.full["id"], work, relevance))
    return [(item[3], item[4]) for item in sorted(scored, key=lambda item: item[:3])]
