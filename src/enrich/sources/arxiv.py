"""arXiv API: preprints by title phrase and by id, from the Atom feed at ``{base}/api/query``.

arXiv is the authority for preprint ids, versions and the free PDF; a journal DOI and reference appear when the
authors added them. The feed is XML from the network, so it is parsed with a guard against entity tricks and
by namespace URI, since the prefixes moved between feed generations.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from enrich.ids import doi_from_url, is_arxiv_doi, normalize_arxiv_id, normalize_doi, split_arxiv_id
from enrich.models import Author, SourceName, SourceRecord
from enrich.net.http import Expiry, Reply, StatusError
from enrich.sources import (
    PART_OF_BATCH,
    SearchPage,
    as_int,
    build_each,
    collapse_whitespace,
    malformed,
    query_words,
    retrieved_day,
)
from enrich.titles import plain_text

if TYPE_CHECKING:
    from enrich.net.http import Http

SOURCE: SourceName = "arxiv"
QUERY_PATH = "/api/query"

# Ids per id_list request. A longer URL risks proxies' URL limits; 100 entries make a body well under 1 MB.
ID_CHUNK = 100
# arXiv's ceiling for max_results in one request (its manual: fetch in slices of at most 2,000).
MAX_RESULTS_LIMIT = 2000
# A feed larger than this is not an answer to our queries (a 100-entry page is under 1 MB; an entry with 34
# authors is 4 kB). The bound keeps the parsed tree, several times the body in memory, small.
MAX_FEED_BYTES = 5 * 1024 * 1024

ATOM = "{http://www.w3.org/2005/Atom}"
ARXIV = "{http://arxiv.org/schemas/atom}"
OPENSEARCH = "{http://a9.com/-/spec/opensearch/1.1/}"
ERROR_ID_MARKER = "arxiv.org/api/errors"

# A DTD is the only way to declare entities; no arXiv feed has one, so any declaration is refused outright
# (no external entities, no entity expansion bombs).
_DECLARATION = re.compile(rb"<!\s*(?:DOCTYPE|ENTITY)", re.IGNORECASE)


def arxiv_title_query(title: str) -> str:
    """A ``ti:"…"`` phrase query for a title, punctuation turned into spaces (quotes would end the phrase;
    parentheses, colons and hyphens are operators or field prefixes); "" for a title without words."""
    words = query_words(title)
    return f'ti:"{words}"' if words else ""


def _part_of_batch(query: str) -> dict[str, object]:
    return {"search_query": query, **PART_OF_BATCH}


class ArxivClient:
    """Title phrase search and id lookups against ``{base}/api/query``."""

    def __init__(self, http: Http, base_url: str) -> None:
        self.http = http
        self.query_url = base_url.rstrip("/") + QUERY_PATH

    def search_title(self, title: str, max_results: int = 5) -> list[SourceRecord]:
        """Preprints whose title contains the title as a phrase, most relevant first."""
        query = arxiv_title_query(title)
        if not query:
            return []
        params = {"search_query": query, "start": 0, "max_results": max_results}
        # arXiv sometimes answers a query that has hits with a valid empty page: an empty answer is kept for a day
        # only (Expiry.EMPTY), so a paper only arXiv knows is not lost for a month of cached searches.
        return self._query(params, Expiry.SEARCH, expire_empty=Expiry.EMPTY)

    def search_titles(self, titles: Sequence[str], max_results: int, ids: Iterable[str] = ()) -> SearchPage:
        """Preprints whose title contains any of the titles as a phrase (``ti:"A" OR ti:"B"``), at most
        ``max_results`` (up to MAX_RESULTS_LIMIT): the caller tells which title each answers
        (enrich.sources.has_title_phrase). The answer is cached as each title's part too (``batched_answer``).

        ``ids``: arXiv ids OR-ed into the same query (``id:…``), an id lookup that costs no request of its own;
        their records come on top of ``max_results``, and the caller tells them apart by their id. A record of
        one of them that holds a title's phrase is a hit of that title's own query too."""
        queries = [query for query in map(arxiv_title_query, titles) if query]
        if not queries:
            return SearchPage([], complete=True)
        terms = [*queries, *(f"id:{arxiv_id}" for arxiv_id in _arxiv_ids(ids))]
        results = max_results + len(terms) - len(queries)
        params = {"search_query": " OR ".join(terms), "start": 0, "max_results": min(results, MAX_RESULTS_LIMIT)}
        return self.http.get(
            SOURCE,
            self.query_url,
            parse_feed_page,
            params=params,
            expire=Expiry.SEARCH,
            expire_empty=Expiry.EMPTY,
            also_for=[_part_of_batch(query) for query in queries],
        )

    def batched_answer(self, title: str) -> SearchPage | None:
        """The cached answer of an earlier ``search_titles`` that included this title; None when there is none."""
        query = arxiv_title_query(title)
        return self.http.cached(self.query_url, parse_feed_page, params=_part_of_batch(query)) if query else None

    def by_ids(self, ids: Iterable[str]) -> dict[str, SourceRecord]:
        """Records by unversioned id (the latest version of each), for ids in any form arXiv uses.

        Ids that are not arXiv ids are not sent: one malformed id turns a whole request into an error.
        arXiv silently drops ids it does not know, so results are keyed by the id each entry carries;
        a missing key means arXiv has no such paper.
        """
        wanted = _arxiv_ids(ids)
        found: dict[str, SourceRecord] = {}
        for start in range(0, len(wanted), ID_CHUNK):
            chunk = wanted[start : start + ID_CHUNK]
            # max_results defaults to 10, which would cut a longer id_list short.
            params = {"id_list": ",".join(chunk), "start": 0, "max_results": len(chunk)}
            records = self._query(params, Expiry.METADATA)
            found.update({record.arxiv_id: record for record in records if record.arxiv_id in chunk})
        return found

    def _query(
        self, params: dict[str, object], expire: Expiry, expire_empty: Expiry | None = None
    ) -> list[SourceRecord]:
        # A 400 carries arXiv's explanation in an error entry, which parse_feed puts into the StatusError.
        return self.http.get(
            SOURCE,
            self.query_url,
            parse_feed,
            params=params,
            expire=expire,
            accept=frozenset({200, 400}),
            expire_empty=expire_empty,
        )


def _arxiv_ids(ids: Iterable[str]) -> list[str]:
    """The arXiv ids among ``ids``, normalized, once each: one malformed id turns a whole request into an error."""
    return list(dict.fromkeys(filter(None, map(normalize_arxiv_id, ids))))


def parse_feed(reply: Reply) -> list[SourceRecord]:
    """The entries of an Atom feed; an empty feed is zero results, arXiv's error entry is a failure.

    An entry without an arXiv id or a title is left out (with a warning) and the other entries kept: for an id
    lookup that reads as "arXiv does not have it", which is what the caller can do with such an entry anyway.
    The error entry of an HTTP 400 becomes a StatusError carrying arXiv's message: arXiv refused this query and
    is otherwise fine, which is what a 4xx StatusError means to the HTTP layer. An error entry in a 200 answer
    (older API behaviour) is a malformed answer.
    """
    feed = _feed_root(reply)
    entries = feed.findall(f"{ATOM}entry")
    for entry in entries:
        if ERROR_ID_MARKER in (entry.findtext(f"{ATOM}id") or ""):
            message = collapse_whitespace(entry.findtext(f"{ATOM}summary")) or "no message"
            reason = f"arXiv API error: {message[:200]}"
            if reply.status == 200:
                raise malformed(reply, SOURCE, reason)
            raise StatusError(reply.url, reason, reply.status, SOURCE)
    if reply.status != 200:
        raise malformed(reply, SOURCE, f"HTTP {reply.status} without an arXiv error entry")
    records = build_each(reply, SOURCE, entries, lambda entry: _record(reply, entry))
    return [record for record in records if record is not None]


def parse_feed_page(reply: Reply) -> SearchPage:
    """A search's entries, complete when the feed's opensearch:totalResults does not exceed them."""
    records = parse_feed(reply)
    total = as_int(_feed_root(reply).findtext(f"{OPENSEARCH}totalResults"))
    return SearchPage(records, complete=total is None or total <= len(records))


def _feed_root(reply: Reply) -> ElementTree.Element:
    if len(reply.content) > MAX_FEED_BYTES:
        raise malformed(reply, SOURCE, f"arXiv feed larger than {MAX_FEED_BYTES} bytes")
    if _DECLARATION.search(reply.content):
        raise malformed(reply, SOURCE, "XML with a DOCTYPE or ENTITY declaration")
    try:
        root = ElementTree.fromstring(reply.content)
    except ElementTree.ParseError as error:
        raise malformed(reply, SOURCE, f"not well-formed XML: {error}") from None
    if root.tag != f"{ATOM}feed":
        raise malformed(reply, SOURCE, f"XML root is {root.tag[:80]}, not an Atom feed")
    return root


def _record(reply: Reply, entry: ElementTree.Element) -> SourceRecord:
    arxiv_id, version = split_arxiv_id(entry.findtext(f"{ATOM}id"))
    title = plain_text(entry.findtext(f"{ATOM}title"))
    if not arxiv_id or not title:
        raise malformed(reply, SOURCE, "arXiv entry without an arXiv id or a title")
    published = collapse_whitespace(entry.findtext(f"{ATOM}published")) or ""
    return SourceRecord(
        source=SOURCE,
        title=title,
        authors=[Author(name=name) for name in _author_names(entry)],
        year=as_int(published[:4]),
        doi=_doi(entry),
        arxiv_id=arxiv_id,
        arxiv_version=version,
        abstract=plain_text(entry.findtext(f"{ATOM}summary")),
        open_access_pdf=_link(entry, title="pdf"),
        publication_date=published[:10] or None,
        journal_ref=collapse_whitespace(entry.findtext(f"{ARXIV}journal_ref")),
        url=_link(entry, rel="alternate"),
        retrieved=retrieved_day(reply),
    )


def _author_names(entry: ElementTree.Element) -> list[str]:
    names = (collapse_whitespace(author.findtext(f"{ATOM}name")) for author in entry.findall(f"{ATOM}author"))
    return [name for name in names if name]


def _doi(entry: ElementTree.Element) -> str | None:
    """The journal DOI the authors added (``arxiv:doi``, else the doi link); never arXiv's own DataCite DOI."""
    doi = normalize_doi(entry.findtext(f"{ARXIV}doi")) or doi_from_url(_link(entry, title="doi"))
    return None if is_arxiv_doi(doi) else doi


def _link(entry: ElementTree.Element, *, title: str | None = None, rel: str | None = None) -> str | None:
    for link in entry.findall(f"{ATOM}link"):
        if (title is None or link.get("title") == title) and (rel is None or link.get("rel") == rel):
            return link.get("href") or None
    return None
