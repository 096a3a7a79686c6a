"""Semantic Scholar Graph API (/graph/v1/paper/...), shaped like the recorded responses.

Quirks reproduced: /paper/search/match answers a one-element ``data`` list with an unbounded ``matchScore``, or
404 {"error":"Title match not found"}; /paper/search gives total/offset/next/data and no ``data`` key at all for
zero hits; /paper/search/bulk takes boolean queries (``"a phrase" | word +word``: ``|`` is OR, adjacent terms
and ``+`` AND; parentheses, ``-``, ``*`` and ``~`` are not modelled and answer 400), matches title and abstract,
sorts by paperId and pages by 1,000 with a ``token`` (null on the last page); /paper/batch takes ``fields`` in
the query string and answers in request order with null for unknown ids; only requested fields come back
(paperId always; title alone when ``fields`` is absent); an unknown field is a 400; arXiv papers often carry an empty
openAccessPdf url; arXiv-only papers carry arXiv's DataCite DOI.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from enrich_fakes.corpus import Corpus, Paper, Venue
from enrich_fakes.dblp import arxiv_year, display_doi, pages
from enrich_fakes.text import fold, stable_hex, stable_int, words

BATCH_LIMIT = 500  # documented: at most 500 ids per batch call
SEARCH_LIMIT = 100  # documented maximum page size of /paper/search
BULK_PAGE = 1000  # documented: /paper/search/bulk answers up to 1,000 papers per call, then a continuation token
MATCH_MIN_RECALL = 0.8  # share of query words a title must contain to be "the closest title"
MATCH_MIN_PRECISION = 0.5  # share of title words the query must cover, unless the query is a title prefix
SEARCH_MIN_RECALL = 0.5  # /paper/search is looser: half of the query words in title or abstract
TOO_MANY_REQUESTS = {  # the recorded 429 body (s2/error_429_too_many_requests.json)
    "message": "Too Many Requests. Please wait and try again or apply for a key for higher rate limits. "
    "https://www.semanticscholar.org/product/api#api-key-form",
    "code": "429",
}
FORBIDDEN = {"message": "Forbidden"}  # the recorded gateway answer to a bad x-api-key
TITLE_MATCH_NOT_FOUND = {"error": "Title match not found"}
PAPER_FIELDS = (
    "paperId",
    "externalIds",
    "corpusId",
    "publicationVenue",
    "url",
    "title",
    "abstract",
    "venue",
    "year",
    "referenceCount",
    "citationCount",
    "influentialCitationCount",
    "isOpenAccess",
    "openAccessPdf",
    "fieldsOfStudy",
    "s2FieldsOfStudy",
    "publicationTypes",
    "publicationDate",
    "journal",
    "citationStyles",
    "authors",
    "tldr",
    "textAvailability",
    "citations",
    "references",
    "embedding",
)
AUTHOR_FIELDS = (
    "authorId",
    "externalIds",
    "url",
    "name",
    "affiliations",
    "homepage",
    "paperCount",
    "citationCount",
    "hIndex",
)
NESTED_PAPER_FIELDS = ("contexts", "intents", "isInfluential", "contextsWithIntent")
EMBEDDING_FIELDS = ("specter_v1", "specter_v2")
_HEX_ID = re.compile(r"^[0-9a-f]{40}$")
_ARXIV_VERSION = re.compile(r"v\d+$")


class FieldError(ValueError):
    """An unknown name in ``fields``: the API answers 400 and lists them."""

    def __init__(self, unknown: list[str]) -> None:
        super().__init__(f"Unrecognized or unsupported fields: [{', '.join(unknown)}]")


def parse_fields(value: str | None) -> list[str]:
    """The requested field names; absent ``fields`` means title only. Raises FieldError for unknown names."""
    if value is None:
        return ["title"]
    names = [name.strip() for name in value.split(",") if name.strip()]
    unknown = [name for name in names if not _known_field(name)]
    if unknown:
        raise FieldError(unknown)
    return names


def _known_field(name: str) -> bool:
    top, dot, sub = name.partition(".")
    if not dot:
        return top in PAPER_FIELDS
    if top == "authors":
        return sub in AUTHOR_FIELDS
    if top in ("citations", "references"):
        return sub in PAPER_FIELDS or sub in NESTED_PAPER_FIELDS
    return top == "embedding" and sub in EMBEDDING_FIELDS


@dataclass(frozen=True)
class S2Paper:
    paper: Paper
    full: dict[str, Any]  # every field, in the API's key order
    title_words: tuple[str, ...]
    text_words: frozenset[str]  # title and abstract
    abstract_words: tuple[str, ...]


class S2Index:
    def __init__(self, corpus: Corpus) -> None:
        self.papers = []
        for paper in corpus.papers:
            if "s2" in paper.services:
                self.papers.append(self._entry(paper, corpus.venue(paper)))
                if paper.s2_preprint_id:
                    self.papers.append(self._entry(preprint_record(paper), corpus.venues["arXiv"]))
        self._by_id: dict[str, S2Paper] = {}
        for entry in self.papers:
            for key in _lookup_keys(entry.paper):
                self._by_id.setdefault(key, entry)

    @staticmethod
    def _entry(paper: Paper, venue: Venue) -> S2Paper:
        full = full_record(paper, venue)
        title_words = tuple(words(full["title"]))
        abstract_words = tuple(words(full["abstract"] or ""))
        return S2Paper(paper, full, title_words, frozenset(title_words) | set(abstract_words), abstract_words)

    def lookup(self, paper_id: str) -> S2Paper | None:
        """Every id form the API accepts: 40-hex paperId, CorpusId:, DOI:, a bare DOI, ARXIV:, URL:."""
        text = paper_id.strip()
        lowered = text.lower()
        if _HEX_ID.match(lowered):
            return self._by_id.get(f"paper:{lowered}")
        prefix, colon, rest = text.partition(":")
        kind = prefix.lower() if colon else ""
        if kind == "corpusid":
            return self._by_id.get(f"corpus:{rest.strip()}")
        if kind == "doi":
            return self._by_id.get(f"doi:{rest.strip().lower()}")
        if kind == "arxiv":
            return self._by_id.get(f"arxiv:{_ARXIV_VERSION.sub('', rest.strip().lower())}")
        if kind == "url":
            return self._by_url(rest.strip())
        if lowered.startswith("10."):
            return self._by_id.get(f"doi:{lowered}")
        return None

    def _by_url(self, url: str) -> S2Paper | None:
        lowered = url.lower()
        for marker, kind in (
            ("arxiv.org/abs/", "arxiv"),
            ("arxiv.org/pdf/", "arxiv"),
            ("doi.org/", "doi"),
            ("dl.acm.org/doi/", "doi"),
            ("semanticscholar.org/paper/", "paper"),
        ):
            at = lowered.find(marker)
            if at >= 0:
                value = lowered[at + len(marker) :].split("?")[0].rstrip("/")
                if kind == "paper":
                    value = value.split("/")[-1]
                if kind == "arxiv":
                    value = _ARXIV_VERSION.sub("", value.removesuffix(".pdf"))
                return self._by_id.get(f"{kind}:{value}")
        return None

    def match(self, query: str, years: tuple[int, int] | None) -> tuple[S2Paper, float] | None:
        """The closest title, if close enough; its matchScore grows with similarity and query length."""
        query_words = words(query)
        best: tuple[float, int, S2Paper] | None = None
        for entry in self._in_years(years):
            similarity = title_similarity(query_words, entry.title_words)
            if similarity is None:
                continue
            candidate = (similarity, entry.full["citationCount"], entry)
            if best is None or candidate[:2] > best[:2]:
                best = candidate
        if best is None:
            return None
        return best[2], round(40.0 + 160.0 * best[0] + 4.0 * len(query_words), 5)

    def search(self, query: str, years: tuple[int, int] | None) -> list[S2Paper]:
        """Relevance search: papers holding at least half the query words, best title overlap first."""
        query_words = set(words(query))
        if not query_words:
            return []
        scored = []
        for entry in self._in_years(years):
            recall = len(query_words & entry.text_words) / len(query_words)
            if recall >= SEARCH_MIN_RECALL:
                in_title = len(query_words & set(entry.title_words)) / len(query_words)
                scored.append((-in_title, -recall, -entry.full["citationCount"], entry.full["paperId"], entry))
        return [item[-1] for item in sorted(scored, key=lambda item: item[:-1])]

    def bulk(self, query: str, years: tuple[int, int] | None) -> list[S2Paper]:
        """Bulk search: papers whose title or abstract satisfies the boolean query, by paperId (no ranking).
        Raises BulkQueryError for syntax the fake does not model."""
        groups = parse_bulk_query(query)
        found = [entry for entry in self._in_years(years) if any(_satisfies(entry, group) for group in groups)]
        return sorted(found, key=lambda entry: entry.full["paperId"])

    def _in_years(self, years: tuple[int, int] | None) -> Iterable[S2Paper]:
        for entry in self.papers:
            year = entry.full["year"]
            if years is None or (year is not None and years[0] <= year <= years[1]):
                yield entry


class BulkQueryError(ValueError):
    """A bulk query the fake cannot read; the API answers 400 with the reason."""


_BULK_TERM = re.compile(r'"[^"]*"|[^\s"|]+|\|')


def parse_bulk_query(query: str) -> list[list[tuple[str, ...]]]:
    """OR-groups of AND-ed terms, each term a word sequence (a phrase, or one word)."""
    if query.count('"') % 2:
        raise BulkQueryError("Unbalanced quotes in query")
    groups: list[list[tuple[str, ...]]] = [[]]
    for token in _BULK_TERM.findall(query):
        if token == "|":
            groups.append([])
            continue
        if token[0] in "-()" or token[-1] in "*)" or "~" in token:
            raise BulkQueryError(f"Query syntax not modelled by the fake: {token}")
        terms = words(token.lstrip("+"))
        if token.startswith('"'):
            groups[-1].extend([tuple(terms)] if terms else [])
        else:
            groups[-1].extend((word,) for word in terms)
    if any(not group for group in groups):
        raise BulkQueryError("Empty term around '|' in query")
    return groups


def _satisfies(entry: S2Paper, group: list[tuple[str, ...]]) -> bool:
    return all(_holds(entry.title_words, term) or _holds(entry.abstract_words, term) for term in group)


def _holds(haystack: tuple[str, ...], phrase: tuple[str, ...]) -> bool:
    width = len(phrase)
    return any(haystack[i : i + width] == phrase for i in range(len(haystack) - width + 1))


def title_similarity(query_words: list[str], title_words: tuple[str, ...]) -> float | None:
    """F1 of shared words, or None when the title is not close enough to count as a match at all."""
    if not query_words or not title_words:
        return None
    remaining = list(title_words)
    shared = 0
    for word in query_words:
        if word in remaining:
            remaining.remove(word)
            shared += 1
    recall, precision = shared / len(query_words), shared / len(title_words)
    is_prefix = tuple(query_words) == title_words[: len(query_words)]
    if recall < MATCH_MIN_RECALL or (precision < MATCH_MIN_PRECISION and not is_prefix):
        return None
    f1 = 2 * recall * precision / (recall + precision)
    return max(f1, 0.9) if is_prefix else f1


def parse_years(value: str | None) -> tuple[int, int] | None:
    """The ``year`` filter: 2019, 2016-2020, 2010- or -2015. Unparseable values are ignored."""
    if not value:
        return None
    match = re.fullmatch(r"\s*(\d{4})?\s*(-)?\s*(\d{4})?\s*", value)
    if not match or not (match.group(1) or match.group(3)):
        return None
    low, dash, high = match.groups()
    if not dash:
        return int(low), int(low)
    return int(low or 0), int(high or 9999)


def render(entry: S2Paper, fields: list[str]) -> dict[str, Any]:
    """Only the requested fields, paperId first, in the API's key order."""
    wanted: dict[str, list[str]] = {}
    for name in fields:
        top, _, sub = name.partition(".")
        wanted.setdefault(top, [])
        if sub:
            wanted[top].append(sub)
    if wanted.get("authors") and "authors" in fields:
        wanted["authors"].append("name")  # "authors,authors.url" keeps the names
    result: dict[str, Any] = {}
    for key in PAPER_FIELDS:
        if key == "paperId" or key in wanted:
            value = entry.full[key]
            result[key] = _authors(value, wanted[key]) if key == "authors" else value
    return result


def _authors(authors: list[dict[str, Any]], subfields: list[str]) -> list[dict[str, Any]]:
    if not subfields:
        return [{"authorId": a["authorId"], "name": a["name"]} for a in authors]
    return [
        {"authorId": a["authorId"], **{f: _author_field(a, f) for f in AUTHOR_FIELDS if f in subfields}}
        for a in authors
    ]


def _author_field(author: dict[str, Any], name: str) -> Any:
    seed = stable_int("author-stats", author["authorId"])
    return {
        "authorId": author["authorId"],
        "name": author["name"],
        "url": f"https://www.semanticscholar.org/author/{author['authorId']}",
        "externalIds": {},
        "affiliations": [],
        "homepage": None,
        "paperCount": 5 + seed % 200,
        "citationCount": 50 + seed % 20000,
        "hIndex": 2 + seed % 60,
    }[name]


# --------------------------------------------------------------------------------------------- records


def full_record(paper: Paper, venue: Venue) -> dict[str, Any]:
    paper_id = paper.s2_paper_id or ""
    arxiv_only = venue.kind == "preprint"
    abstract = _abstract(paper, venue)
    year = paper.views.s2_year or (arxiv_year(paper.arxiv_id) if arxiv_only and paper.arxiv_id else paper.year)
    authors = [{"authorId": author_id(name), "name": name} for name in paper.views.authors_for("s2", paper.authors)]
    open_pdf, is_open = _open_access(paper, venue)
    return {
        "paperId": paper_id,
        "externalIds": _external_ids(paper, arxiv_only),
        "corpusId": paper.corpus_id,
        "publicationVenue": _publication_venue(venue),
        "url": f"https://www.semanticscholar.org/paper/{paper_id}",
        "title": paper.title,
        "abstract": abstract,
        "venue": venue.s2_venue,
        "year": year,
        "referenceCount": 15 + stable_int("references", paper.uid) % 70,
        "citationCount": citation_count(paper),
        "influentialCitationCount": citation_count(paper) // 15,
        "isOpenAccess": is_open,
        "openAccessPdf": open_pdf,
        "fieldsOfStudy": ["Computer Science"],
        "s2FieldsOfStudy": [
            {"category": "Computer Science", "source": "external"},
            {"category": "Computer Science", "source": "s2-fos-model"},
        ],
        "publicationTypes": _publication_types(paper, venue),
        "publicationDate": _publication_date(paper, year, arxiv_only),
        "journal": _journal(paper, venue),
        "citationStyles": {"bibtex": _bibtex(paper, venue, year, authors)},
        "authors": authors,
        "tldr": {"model": "tldr@v2.0.0", "text": abstract.split(". ")[0].rstrip(".") + "."} if abstract else None,
        "textAvailability": "fulltext" if is_open else ("abstract" if abstract else "none"),
        "citations": [],
        "references": [],
        "embedding": None,
    }


def preprint_record(paper: Paper) -> Paper:
    """The paper as S2's separate, unmerged record of its arXiv preprint: own paperId and corpusId, arXiv id and
    arXiv's DataCite DOI, the preprint's title and year; the publisher version is another record."""
    return replace(
        paper,
        venue="arXiv",
        doi=None,
        title=paper.views.arxiv_title or paper.title,
        s2_paper_id=paper.s2_preprint_id,
        dblp_key=paper.corr_key,
        s2_preprint_id=None,
        corpus_id=1_000_000 + stable_int("corpus-preprint", paper.uid) % 270_000_000,
        views=replace(paper.views, missing_ids=(), s2_year=None, s2_doi=None),
    )


def author_id(name: str) -> str:
    """S2 author ids are numeric strings; one per spelling, as S2 often splits a person by spelling."""
    return str(1000 + stable_int("s2-author", fold(name)) % 2_300_000_000)


def citation_count(paper: Paper) -> int:
    age = max(1, 2026 - paper.year)
    return (stable_int("citations", paper.uid) % 120) * age + stable_int("citations-extra", paper.uid) % 40


def _lookup_keys(paper: Paper) -> list[str]:
    keys = [f"paper:{paper.s2_paper_id}", f"corpus:{paper.corpus_id}"]
    for doi in (None if paper.views.hides("s2", "doi") else paper.doi, paper.views.s2_doi):
        if doi:
            keys.append(f"doi:{doi.lower()}")
    if paper.arxiv_id and not paper.views.hides("s2", "arxiv"):
        keys += [f"arxiv:{paper.arxiv_id.lower()}", f"doi:10.48550/arxiv.{paper.arxiv_id.lower()}"]
    return keys


def _external_ids(paper: Paper, arxiv_only: bool) -> dict[str, Any]:
    ids: dict[str, Any] = {}
    if paper.dblp_key:
        ids["DBLP"] = paper.dblp_key
    if paper.arxiv_id and not paper.views.hides("s2", "arxiv"):
        ids["ArXiv"] = paper.arxiv_id
    shown_doi = paper.doi if not paper.views.hides("s2", "doi") else None
    doi = paper.views.s2_doi or (display_doi(shown_doi) if shown_doi else None)
    if doi is None and arxiv_only and paper.arxiv_id:
        doi = f"10.48550/arXiv.{paper.arxiv_id}"
    if doi:
        ids["DOI"] = doi
    ids["CorpusId"] = paper.corpus_id
    return ids


def _abstract(paper: Paper, venue: Venue) -> str | None:
    """S2 may not show an abstract (publisher restrictions); made-up papers lose theirs now and then."""
    if venue.publisher == "elsevier" or (paper.origin == "seed" and stable_int("no-abstract", paper.uid) % 6 == 0):
        return None
    return paper.abstract


def _open_access(paper: Paper, venue: Venue) -> tuple[dict[str, Any] | None, bool]:
    if paper.arxiv_id and not paper.views.hides("s2", "arxiv"):
        if stable_int("oa-shape", paper.uid) % 2 == 0:
            return {"url": "", "status": None, "license": None}, False  # the 2025 shape for arXiv papers
        return {"url": f"https://arxiv.org/pdf/{paper.arxiv_id}", "status": "GREEN", "license": "arxiv"}, True
    if venue.publisher == "usenix":
        last = words(paper.authors[0])[-1] if paper.authors else "paper"
        url = f"https://www.usenix.org/system/files/{venue.acronym.lower()}{paper.year % 100:02d}-{last}.pdf"
        return {"url": url, "status": "BRONZE", "license": None}, True
    if venue.publisher == "vldb":
        return {
            "url": f"https://www.vldb.org/pvldb/vol{paper.year - 2007}/p{stable_int('vldb', paper.uid) % 4000}-"
            f"{words(paper.authors[0])[-1]}.pdf",
            "status": "GOLD",
            "license": "CCBYNCND",
        }, True
    return None, False


def _publication_venue(venue: Venue) -> dict[str, Any] | None:
    if not venue.s2_venue:
        return None
    if venue.kind == "preprint":
        return {
            "id": "1901e811-ee72-4b20-8f7e-de08cd395a10",
            "name": "arXiv.org",
            "alternate_names": ["ArXiv"],
            "issn": "2331-8422",
            "url": "https://arxiv.org",
        }
    hexed = stable_hex("venue", venue.acronym, length=32)
    uuid = f"{hexed[:8]}-{hexed[8:12]}-{hexed[12:16]}-{hexed[16:20]}-{hexed[20:]}"
    return {
        "id": uuid,
        "name": venue.s2_venue,
        "type": "journal" if venue.kind == "journal" else "conference",
        "alternate_names": [venue.acronym],
    }


def _publication_types(paper: Paper, venue: Venue) -> list[str] | None:
    if venue.kind == "conference":
        return ["JournalArticle", "Conference"] if stable_int("types", paper.uid) % 3 == 0 else ["Conference"]
    if venue.kind in ("journal", "preprint"):
        return ["JournalArticle"]
    return None


def _publication_date(paper: Paper, year: int, arxiv_only: bool) -> str | None:
    if stable_int("no-date", paper.uid) % 7 == 0:
        return None
    month = int(paper.arxiv_id[2:4]) if arxiv_only and paper.arxiv_id else 1 + stable_int("month", paper.uid) % 12
    return f"{year}-{month:02d}-{1 + stable_int('day', paper.uid) % 28:02d}"


def _journal(paper: Paper, venue: Venue) -> dict[str, Any] | None:
    page_range = pages(paper).replace("-", " - ")  # S2 spaces its ranges ("525 - 535")
    if venue.kind == "preprint":
        return {"name": "ArXiv", "volume": f"abs/{paper.arxiv_id}"}
    if venue.kind == "journal":
        return {"name": venue.s2_venue, "pages": page_range, "volume": str(max(1, paper.year - 2000))}
    if venue.kind == "conference":
        shape = stable_int("journal-shape", paper.uid) % 2
        return {"pages": page_range} if shape else {"name": venue.s2_venue, "pages": page_range}
    return None


def _bibtex(paper: Paper, venue: Venue, year: int, authors: list[dict[str, Any]]) -> str:
    first = words(paper.authors[0])[-1].capitalize() if paper.authors else "Anonymous"
    initials = "".join(word[0].upper() for word in words(paper.title)[:2])
    kind = "Conference" if venue.kind == "conference" else "Article"
    names = " and ".join(author["name"] for author in authors)
    return (
        f"@{kind}{{{first}{year}{initials},\n author = {{{names}}},\n booktitle = {{{venue.s2_venue}}},\n"
        f" title = {{{paper.title}}},\n year = {{{year}}}\n}}\n"
    )
