"""Semantic Scholar Academic Graph: title match, search, lookups by any identifier, batches, citation counts.

S2 is the one source with abstracts, citation counts and open-access PDFs, and it cross-links DOI, arXiv id,
dblp key and CorpusId for a paper; the parse layer turns those into normalised SourceRecord fields.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from enrich.ids import arxiv_pdf_url, is_arxiv_doi, normalize_doi, split_arxiv_id
from enrich.models import Author, SourceName, SourceRecord
from enrich.net.http import Expiry, Reply
from enrich.sources import (
    PART_OF_BATCH,
    SearchPage,
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

SOURCE: SourceName = "s2"
API_PATH = "/graph/v1"

# Builds one SourceRecord from one paper object of an answer; MalformedResponse when the object is unusable.
ElementParser = Callable[[Reply, Any], SourceRecord]

# Every field a SourceRecord can take from S2. Explicit, because without `fields` S2 sends only paperId and title,
# and each name must be one S2 knows: a single unknown name turns the whole request into HTTP 400.
FIELDS = (
    "title",
    "authors",
    "year",
    "venue",
    "publicationVenue",
    "journal",
    "externalIds",
    "corpusId",
    "url",
    "abstract",
    "citationCount",
    "influentialCitationCount",
    "openAccessPdf",
    "publicationTypes",
    "publicationDate",
)
# Enough to refresh counts daily without re-reading abstracts. The title only names the paper in the record: a
# count answer without one is still a count (see citation_record).
CITATION_FIELDS = ("title", "citationCount", "influentialCitationCount")
# S2's documented ceiling for ids in one POST /paper/batch.
BATCH_LIMIT = 500
# Papers per page of /paper/search/bulk (documented), the rest behind a continuation token.
BULK_PAGE = 1000


class S2Client:
    """The Graph API under ``{base}/graph/v1``; searches expire as searches, lookups as metadata."""

    def __init__(self, http: Http, base_url: str) -> None:
        self.http = http
        self.api_url = base_url.rstrip("/") + API_PATH
        self.bulk_url = f"{self.api_url}/paper/search/bulk"

    def match(self, title: str) -> SourceRecord | None:
        """S2's single closest title, or None when S2 has no match (a 404 is S2's normal "no match" answer).

        The match score is unbounded and a title prefix still matches: the caller must compare titles itself.
        An empty title sends no request: there is nothing to match.
        """
        if not title.strip():
            return None
        return self.http.get(
            SOURCE,
            f"{self.api_url}/paper/search/match",
            parse_match,
            params={"query": title, "fields": _joined(FIELDS)},
            expire=Expiry.SEARCH,
            accept=frozenset({200, 404}),
        )

    def search(self, query: str, limit: int = 10) -> list[SourceRecord]:
        """Relevance-ranked papers for a free-text query (first page only, at most ``limit``)."""
        if not query.strip():
            return []
        params = {"query": query, "fields": _joined(FIELDS), "offset": 0, "limit": limit}
        return self.http.get(SOURCE, f"{self.api_url}/paper/search", parse_search, params=params, expire=Expiry.SEARCH)

    def search_titles(self, titles: Sequence[str]) -> SearchPage:
        """Papers whose title or abstract holds any of the titles as a phrase (``"A" | "B"``, S2's bulk search),
        the first page of up to BULK_PAGE, unranked: the caller tells which title each answers
        (enrich.sources.has_title_phrase). The answer is cached as each title's part too (``batched_answer``)."""
        phrases = [f'"{words}"' for words in filter(None, map(query_words, titles))]
        if not phrases:
            return SearchPage([], complete=True)
        return self.http.get(
            SOURCE,
            self.bulk_url,
            parse_bulk,
            params={"query": " | ".join(phrases), "fields": _joined(FIELDS)},
            expire=Expiry.SEARCH,
            also_for=[{"query": phrase, **PART_OF_BATCH} for phrase in phrases],
        )

    def batched_answer(self, title: str) -> SearchPage | None:
        """The cached answer of an earlier ``search_titles`` that included this title; None when there is none."""
        words = query_words(title)
        if not words:
            return None
        return self.http.cached(self.bulk_url, parse_bulk, params={"query": f'"{words}"', **PART_OF_BATCH})

    def paper(self, paper_id: str) -> SourceRecord | None:
        """One paper by any S2 id form — "DOI:10.1145/…", "ARXIV:1706.03762", "CorpusId:13756489" or the 40-hex
        paperId — or None when S2 does not know it."""
        return self.http.get(
            SOURCE,
            f"{self.api_url}/paper/{quote(paper_id, safe=':/')}",
            parse_paper,
            params={"fields": _joined(FIELDS)},
            expire=Expiry.METADATA,
            accept=frozenset({200, 404}),
        )

    def batch(self, ids: Sequence[str]) -> list[SourceRecord | None]:
        """Papers for many ids (any id form, mixed), one entry per id in request order, None where S2 has none
        (or sent a record without a paperId or title).

        Sent in chunks of BATCH_LIMIT; an empty list sends nothing.
        """
        return self._batches(ids, FIELDS, Expiry.METADATA, paper_record)

    def citations(self, ids: Sequence[str]) -> list[SourceRecord | None]:
        """Fresh citation counts for known papers, one entry per id in request order, None where S2 has none.

        Cached as citations (a day by default), not as metadata. A record carries the counts S2 sent (None where
        absent) and its title only when S2 sent one ("" otherwise): it is read for its counts, never matched.
        """
        return self._batches(ids, CITATION_FIELDS, Expiry.CITATIONS, citation_record)

    def _batches(
        self, ids: Sequence[str], fields: Sequence[str], expire: Expiry, record: ElementParser
    ) -> list[SourceRecord | None]:
        results: list[SourceRecord | None] = []
        for start in range(0, len(ids), BATCH_LIMIT):
            chunk = list(ids[start : start + BATCH_LIMIT])
            results += self.http.post_json(
                SOURCE,
                f"{self.api_url}/paper/batch",
                batch_parser(len(chunk), record),
                body={"ids": chunk},
                params={"fields": _joined(fields)},
                expire=expire,
            )
        return results


def parse_match(reply: Reply) -> SourceRecord | None:
    """The matched paper; None for a 404 "Title match not found" and for a 200 with an empty ``data`` list."""
    body = read_json(reply, SOURCE)
    if reply.status == 404:
        _require_not_found(reply, body)
        return None
    if not isinstance(body, dict) or not isinstance(body.get("data"), list):
        raise malformed(reply, SOURCE, _error_reason(body, "S2 match answer without a 'data' list"))
    data = body["data"]
    return paper_record(reply, data[0]) if data else None


def parse_search(reply: Reply) -> list[SourceRecord]:
    """The papers of a search page, leaving out (with a warning) any S2 sent without a paperId or title.

    Zero hits come as ``{"total": 0, "offset": 0}`` without a ``data`` key.
    """
    body = read_json(reply, SOURCE)
    if not isinstance(body, dict) or ("data" not in body and "total" not in body):
        raise malformed(reply, SOURCE, _error_reason(body, "S2 search answer without 'data' or 'total'"))
    papers = build_each(reply, SOURCE, as_list(body.get("data")), lambda paper: paper_record(reply, paper))
    return [paper for paper in papers if paper is not None]


def parse_bulk(reply: Reply) -> SearchPage:
    """A bulk search page: ``{"total", "token", "data"}``, ``data`` absent or empty for zero hits."""
    body = read_json(reply, SOURCE)
    if not isinstance(body, dict) or "total" not in body:
        raise malformed(reply, SOURCE, _error_reason(body, "S2 bulk search answer without 'total'"))
    papers = build_each(reply, SOURCE, as_list(body.get("data")), lambda paper: paper_record(reply, paper))
    return SearchPage([paper for paper in papers if paper is not None], complete=not body.get("token"))


def parse_paper(reply: Reply) -> SourceRecord | None:
    """One paper, or None for S2's 404 "Paper with id … not found"."""
    body = read_json(reply, SOURCE)
    if reply.status == 404:
        _require_not_found(reply, body)
        return None
    return paper_record(reply, body)


def batch_parser(expected: int, record: ElementParser | None = None) -> Callable[[Reply], list[SourceRecord | None]]:
    """A parse function for a batch of ``expected`` ids: S2 answers with one element per id, null where unknown.

    ``record`` (paper_record unless given) builds each element; one it cannot use becomes None like an unknown id,
    with a warning, so one odd paper does not fail the other ids. A body that is not a list, or a list of another
    length (it cannot be matched back to the ids), is rejected rather than guessed at.
    """
    build = record or paper_record

    def parse_batch(reply: Reply) -> list[SourceRecord | None]:
        body = read_json(reply, SOURCE)
        if not isinstance(body, list):
            raise malformed(reply, SOURCE, _error_reason(body, "S2 batch answer is not a list"))
        if len(body) != expected:
            raise malformed(reply, SOURCE, f"S2 batch answered {len(body)} entries for {expected} ids")
        return build_each(reply, SOURCE, body, lambda paper: None if paper is None else build(reply, paper))

    return parse_batch


def paper_record(reply: Reply, paper: Any) -> SourceRecord:
    """A SourceRecord from one S2 paper object (the shape every endpoint shares)."""
    paper_id = _paper_id(reply, paper)
    title = _title(paper)
    if not title:
        raise malformed(reply, SOURCE, f"S2 paper {paper_id} without a title")
    external = paper.get("externalIds") if isinstance(paper.get("externalIds"), dict) else {}
    doi = normalize_doi(as_text(external.get("DOI")))
    arxiv_id, arxiv_version = split_arxiv_id(as_text(external.get("ArXiv")))
    return SourceRecord(
        source=SOURCE,
        title=title,
        authors=_authors(paper.get("authors")),
        year=as_int(paper.get("year")),
        venue=_venue(paper),
        doi=None if is_arxiv_doi(doi) else doi,
        arxiv_id=arxiv_id,
        arxiv_version=arxiv_version,
        dblp_key=as_text(external.get("DBLP")),
        s2_paper_id=paper_id,
        s2_corpus_id=_corpus_id(paper, external),
        abstract=plain_text(as_text(paper.get("abstract"))),
        citation_count=as_int(paper.get("citationCount")),
        influential_citation_count=as_int(paper.get("influentialCitationCount")),
        open_access_pdf=open_access_pdf(paper, arxiv_id),
        publication_types=[kind for kind in as_list(paper.get("publicationTypes")) if isinstance(kind, str)],
        publication_date=as_text(paper.get("publicationDate")),
        url=as_text(paper.get("url")),
        source_score=as_score(paper.get("matchScore")),
        retrieved=retrieved_day(reply),
    )


def citation_record(reply: Reply, paper: Any) -> SourceRecord:
    """The counts of one paper from a CITATION_FIELDS answer; only the paperId is required.

    A count S2 leaves out is None (unknown), which keeps the last good count; a missing title is "" because the
    record is read for its counts only.
    """
    paper_id = _paper_id(reply, paper)
    return SourceRecord(
        source=SOURCE,
        title=_title(paper) or "",
        s2_paper_id=paper_id,
        citation_count=as_int(paper.get("citationCount")),
        influential_citation_count=as_int(paper.get("influentialCitationCount")),
        retrieved=retrieved_day(reply),
    )


def open_access_pdf(paper: dict[str, Any], arxiv_id: str | None = None) -> str | None:
    """S2's open-access PDF URL; for an arXiv paper without one, arXiv's own PDF.

    S2 sends null, ``{"url": "", ...}`` (its 2025 answer for arXiv papers) or a real URL, whatever its status.
    """
    pdf = paper.get("openAccessPdf")
    url = as_text(pdf.get("url")) if isinstance(pdf, dict) else None
    if url:
        return url
    return arxiv_pdf_url(arxiv_id) if arxiv_id else None


def _paper_id(reply: Reply, paper: Any) -> str:
    if not isinstance(paper, dict) or not isinstance(paper.get("paperId"), str) or not paper["paperId"].strip():
        raise malformed(reply, SOURCE, _error_reason(paper, "S2 paper without a paperId"))
    return paper["paperId"].strip()


def _title(paper: dict[str, Any]) -> str | None:
    title = paper.get("title")
    return plain_text(title) if isinstance(title, str) else None


def _venue(paper: dict[str, Any]) -> str | None:
    """``venue``, which S2 often leaves "", then the publication venue's name, then the journal's name."""
    publication_venue = paper.get("publicationVenue")
    journal = paper.get("journal")
    candidates = (
        paper.get("venue"),
        publication_venue.get("name") if isinstance(publication_venue, dict) else None,
        journal.get("name") if isinstance(journal, dict) else None,
    )
    return next((text for text in map(as_text, candidates) if text), None)


def _corpus_id(paper: dict[str, Any], external: dict[str, Any]) -> int | None:
    """``corpusId`` when requested, else the copy in ``externalIds`` (both integers)."""
    corpus_id = as_int(paper.get("corpusId"))
    return corpus_id if corpus_id is not None else as_int(external.get("CorpusId"))


def _authors(value: Any) -> list[Author]:
    authors = []
    for item in as_list(value):
        name = collapse_whitespace(as_text(item.get("name"))) if isinstance(item, dict) else None
        if name:
            authors.append(Author(name=name, s2_author_id=as_text(item.get("authorId"))))
    return authors


def _require_not_found(reply: Reply, body: Any) -> None:
    """A 404 is "not found" only when S2's application says so (``error``); a gateway 404 (``message``, e.g. a
    wrong base URL) is a failure, not an answer."""
    if not (isinstance(body, dict) and isinstance(body.get("error"), str)):
        raise malformed(reply, SOURCE, _error_reason(body, "HTTP 404 without an S2 'error' message"))


def _error_reason(body: Any, fallback: str) -> str:
    """S2's own words when the body is an error object: the application uses ``error``, the gateway ``message``."""
    if isinstance(body, dict):
        message = body.get("error") or body.get("message")
        if isinstance(message, str) and message:
            return f"S2 error: {message[:200]}"
    return fallback


def _joined(fields: Sequence[str]) -> str:
    return ",".join(fields)


def batch_id(doi: str | None, arxiv_id: str | None) -> str | None:
    """The id S2's batch endpoint takes for a paper known by a DOI ("DOI:…", preferred) or an arXiv id."""
    if doi:
        return f"DOI:{doi}"
    return f"ARXIV:{arxiv_id}" if arxiv_id else None
