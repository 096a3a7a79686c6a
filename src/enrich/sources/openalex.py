"""OpenAlex works API: title search and batch lookups by DOI under ``{base}/works``.

OpenAlex gives abstracts and citation counts without S2's throttling of keyless clients, and open-access URLs.
Its abstract comes as an inverted index (word -> positions), rebuilt into text here. A published paper and its
arXiv preprint are usually two works, the preprint carrying arXiv's DataCite DOI: that DOI names the preprint, so
it becomes the arXiv id and never the DOI.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from enrich.ids import (
    ARXIV_DOI_PREFIX,
    arxiv_id_from_url,
    arxiv_pdf_url,
    is_arxiv_doi,
    normalize_doi,
    split_arxiv_id,
)
from enrich.models import Author, SourceName, SourceRecord
from enrich.net.http import Expiry, Reply
from enrich.sources import (
    as_int,
    as_list,
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

SOURCE: SourceName = "openalex"
WORKS_PATH = "/works"

# DOIs per filter request (doi:a|b|…). OpenAlex takes up to 100 OR-ed values; 50 keeps the URL well under proxies'
# limits, and per-page is set to the same number so every DOI found fits on the first page.
BATCH_LIMIT = 50
# The fields a SourceRecord takes from a work. Without select, a work is 15-30 kB (concepts, topics, references);
# with it, a 50-DOI batch stays small. Each name must be a top-level field OpenAlex knows, or it answers 400.
FIELDS = (
    "id",
    "doi",
    "display_name",
    "publication_year",
    "publication_date",
    "ids",
    "type",
    "type_crossref",
    "primary_location",
    "locations",
    "best_oa_location",
    "open_access",
    "authorships",
    "cited_by_count",
    "biblio",
    "abstract_inverted_index",
)
# Enough to refresh a count daily without re-reading abstracts.
CITATION_FIELDS = ("id", "doi", "display_name", "cited_by_count")
# Publishers' abstracts as OpenAlex indexes them often begin with the heading "Abstract" (a JATS title turned into
# the first word), which is not part of the text.
_ABSTRACT_HEADING = "Abstract"


def title_filter(title: str) -> str:
    """The ``title.search:`` filter for a title, punctuation turned into spaces (',' separates filters, '|' ORs
    values); "" for a title without words."""
    words = query_words(title)
    return f"title.search:{words}" if words else ""


class OpenAlexClient:
    """Title search and DOI batches; ``mailto`` is OpenAlex's polite-pool parameter. The usage key
    (Settings.openalex_api_key) is attached by the HTTP layer like every source's key (enrich.net.credentials)."""

    def __init__(self, http: Http, base_url: str, *, mailto: str | None = None) -> None:
        self.http = http
        self.works_url = base_url.rstrip("/") + WORKS_PATH
        self._identity = {"mailto": mailto} if mailto else {}

    def search_title(self, title: str, limit: int = 5) -> list[SourceRecord]:
        """Works whose title contains the title's words, most relevant first. The caller compares titles itself."""
        title_search = title_filter(title)
        if not title_search:
            return []
        params = {"filter": title_search, "per-page": limit, "select": ",".join(FIELDS)}
        return self.http.get(
            SOURCE, self.works_url, parse_works, params={**params, **self._identity}, expire=Expiry.SEARCH
        )

    def by_dois(self, dois: Iterable[str]) -> dict[str, SourceRecord]:
        """Works by DOI (normalised, lowercase), BATCH_LIMIT DOIs per request; a DOI OpenAlex lacks has no key.

        arXiv's DataCite DOIs are not sent (they name preprints, which are found by arXiv id), nor DOIs with a ','
        or '|', which would break the filter's syntax.
        """
        return self._batches(dois, FIELDS, Expiry.METADATA, parse_works)

    def by_arxiv_ids(self, arxiv_ids: Iterable[str]) -> dict[str, SourceRecord]:
        """Preprint works by arXiv id (unversioned), found through arXiv's DataCite DOI (10.48550/arXiv.<id>),
        which OpenAlex records as the preprint work's DOI; BATCH_LIMIT ids per request. An id OpenAlex lacks has no
        key."""
        wanted = [
            arxiv_id
            for arxiv_id in dict.fromkeys(filter(None, arxiv_ids))
            if "," not in arxiv_id and "|" not in arxiv_id
        ]
        found: dict[str, SourceRecord] = {}
        for start in range(0, len(wanted), BATCH_LIMIT):
            chunk = wanted[start : start + BATCH_LIMIT]
            dois = "|".join(f"{ARXIV_DOI_PREFIX}{arxiv_id}" for arxiv_id in chunk)
            params = {"filter": "doi:" + dois, "per-page": len(chunk), "select": ",".join(FIELDS)}
            records = self.http.get(
                SOURCE, self.works_url, parse_works, params={**params, **self._identity}, expire=Expiry.METADATA
            )
            for record in records:
                if record.arxiv_id in chunk:
                    found.setdefault(record.arxiv_id, record)
        return found

    def citations(self, dois: Iterable[str]) -> dict[str, SourceRecord]:
        """Fresh citation counts by DOI, cached as citations (a day by default) rather than as metadata; a work
        OpenAlex left untitled still gives its count (parse_counts)."""
        return self._batches(dois, CITATION_FIELDS, Expiry.CITATIONS, parse_counts)

    def _batches(
        self,
        dois: Iterable[str],
        fields: tuple[str, ...],
        expire: Expiry,
        parse: Callable[[Reply], list[SourceRecord]],
    ) -> dict[str, SourceRecord]:
        wanted = [
            doi
            for doi in dict.fromkeys(filter(None, map(normalize_doi, dois)))
            if not is_arxiv_doi(doi) and "," not in doi and "|" not in doi
        ]
        found: dict[str, SourceRecord] = {}
        for start in range(0, len(wanted), BATCH_LIMIT):
            chunk = wanted[start : start + BATCH_LIMIT]
            params = {"filter": "doi:" + "|".join(chunk), "per-page": len(chunk), "select": ",".join(fields)}
            records = self.http.get(SOURCE, self.works_url, parse, params={**params, **self._identity}, expire=expire)
            found.update(matched_by_doi(records, chunk))
        return found


def matched_by_doi(records: Iterable[SourceRecord], dois: Iterable[str]) -> dict[str, SourceRecord]:
    """The records of a DOI batch keyed by the DOI each carries: OpenAlex silently leaves out DOIs it lacks and
    answers in its own order, so position means nothing. The first record for a DOI wins."""
    wanted = set(dois)
    found: dict[str, SourceRecord] = {}
    for record in records:
        if record.doi in wanted:
            found.setdefault(record.doi, record)
    return found


def parse_works(reply: Reply) -> list[SourceRecord]:
    """The works of a list answer (``meta`` and ``results``); a work without an id or a title is left out."""
    return _works(reply, untitled=False)


def parse_counts(reply: Reply) -> list[SourceRecord]:
    """The works of a citation refresh: only the DOI and the count are read, so a work whose ``display_name`` is
    empty (OpenAlex has such works) still gives its count instead of being left out as untitled."""
    return _works(reply, untitled=True)


def _works(reply: Reply, *, untitled: bool) -> list[SourceRecord]:
    body = read_json(reply, SOURCE)
    if not isinstance(body, dict) or not isinstance(body.get("results"), list) or "meta" not in body:
        raise malformed(reply, SOURCE, _error_reason(body, "OpenAlex answer without 'meta' and a 'results' list"))
    records = build_each(reply, SOURCE, body["results"], lambda work: work_record(reply, work, untitled=untitled))
    return [record for record in records if record is not None]


def work_record(reply: Reply, work: Any, *, untitled: bool = False) -> SourceRecord:
    """A SourceRecord from one OpenAlex work object; ``untitled``: a work without a title is kept (with an empty
    one) rather than left out, for a count that only needs the DOI."""
    if not isinstance(work, dict) or not as_text(work.get("id")):
        raise malformed(reply, SOURCE, "OpenAlex work without an id")
    title = _title(work)
    if not title and not untitled:
        raise malformed(reply, SOURCE, f"OpenAlex work {work['id']} without a title")
    doi = normalize_doi(as_text(work.get("doi")))
    arxiv_id, arxiv_version = _arxiv_id(work, doi)
    kinds = [kind for kind in (as_text(work.get("type")), as_text(work.get("type_crossref"))) if kind]
    return SourceRecord(
        source=SOURCE,
        title=title or "",
        authors=_authors(work.get("authorships")),
        year=as_int(work.get("publication_year")),
        venue=_venue(work),
        doi=None if is_arxiv_doi(doi) else doi,
        arxiv_id=arxiv_id,
        arxiv_version=arxiv_version,
        abstract=abstract_text(work.get("abstract_inverted_index")),
        citation_count=as_int(work.get("cited_by_count")),
        open_access_pdf=_open_access_pdf(work, arxiv_id),
        publication_types=list(dict.fromkeys(kinds)),
        publication_date=as_text(work.get("publication_date")),
        pages=_pages(work.get("biblio")),
        url=as_text(work["id"]),
        retrieved=retrieved_day(reply),
    )


def abstract_text(inverted_index: Any) -> str | None:
    """The abstract rebuilt from OpenAlex's inverted index ({word: [positions]}), words in position order.

    A leading "Abstract" heading is dropped. An index of another shape is no abstract rather than a failure:
    the rest of the work is still good.
    """
    if not isinstance(inverted_index, dict):
        return None
    placed: list[tuple[int, str]] = []
    for word, positions in inverted_index.items():
        if not isinstance(word, str) or not isinstance(positions, list):
            return None
        placed += [(position, word) for position in positions if as_int(position) is not None]
    words = [word for _, word in sorted(placed)]
    if words and words[0] == _ABSTRACT_HEADING:
        words = words[1:]
    return plain_text(" ".join(words))


def _title(work: dict[str, Any]) -> str | None:
    """``display_name``, else ``title``, as plain words: OpenAlex passes publishers' markup and entities on."""
    return plain_text(as_text(work.get("display_name")) or as_text(work.get("title")))


def _arxiv_id(work: dict[str, Any], doi: str | None) -> tuple[str | None, int | None]:
    """The preprint's id: from arXiv's DataCite DOI, else from an arxiv.org location (landing page or PDF)."""
    if is_arxiv_doi(doi):
        return split_arxiv_id(doi[len(ARXIV_DOI_PREFIX) :])
    for location in _locations(work):
        for url in (location.get("landing_page_url"), location.get("pdf_url")):
            arxiv_id = arxiv_id_from_url(as_text(url))
            if arxiv_id:
                return arxiv_id, None
    return None, None


def _open_access_pdf(work: dict[str, Any], arxiv_id: str | None) -> str | None:
    """The best open-access location's PDF, else any open location's PDF, else arXiv's PDF for a preprint.

    ``open_access.oa_url`` is not used: it is often a landing page, not a PDF.
    """
    best = work.get("best_oa_location")
    candidates = [best] if isinstance(best, dict) else []
    candidates += [location for location in _locations(work) if location.get("is_oa")]
    for location in candidates:
        pdf = as_text(location.get("pdf_url"))
        if pdf:
            return pdf
    return arxiv_pdf_url(arxiv_id) if arxiv_id else None


def _locations(work: dict[str, Any]) -> list[dict[str, Any]]:
    return [location for location in as_list(work.get("locations")) if isinstance(location, dict)]


def _venue(work: dict[str, Any]) -> str | None:
    location = work.get("primary_location")
    source = location.get("source") if isinstance(location, dict) else None
    return collapse_whitespace(as_text(source.get("display_name"))) if isinstance(source, dict) else None


def _authors(value: Any) -> list[Author]:
    authors = []
    for authorship in as_list(value):
        author = authorship.get("author") if isinstance(authorship, dict) else None
        name = collapse_whitespace(as_text(author.get("display_name"))) if isinstance(author, dict) else None
        if name:
            authors.append(Author(name=name))
    return authors


def _pages(biblio: Any) -> str | None:
    if not isinstance(biblio, dict):
        return None
    first, last = as_text(biblio.get("first_page")), as_text(biblio.get("last_page"))
    if first and last and first != last:
        return f"{first}-{last}"
    return first


def _error_reason(body: Any, fallback: str) -> str:
    """OpenAlex's own words when the body is an error object ({"error": …, "message": …})."""
    if isinstance(body, dict):
        message = body.get("message") or body.get("error")
        if isinstance(message, str) and message:
            return f"OpenAlex error: {message[:200]}"
    return fallback
