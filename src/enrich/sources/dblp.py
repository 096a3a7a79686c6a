"""dblp publication search: the curated record of where a computer-science paper appeared.

dblp's JSON changes shape with the data (one author is an object, several a list; 2019 responses carry plain
author strings; numbers are strings), so the parse layer accepts every observed shape and normalises it here,
once, instead of leaving the quirks to the matcher.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from enrich.ids import (
    ARXIV_DOI_PREFIX,
    doi_from_url,
    is_arxiv_doi,
    is_corr_key,
    normalize_doi,
    split_arxiv_id,
    strip_homonym_number,
)
from enrich.models import Author, SourceName, SourceRecord
from enrich.net.http import Expiry, Reply
from enrich.sources import (
    PART_OF_BATCH,
    SearchPage,
    as_int,
    as_list,
    build_each,
    malformed,
    read_json,
    retrieved_day,
)
from enrich.titles import plain_text

if TYPE_CHECKING:
    from enrich.net.http import Http

SOURCE: SourceName = "dblp"
SEARCH_PATH = "/search/publ/api"

# Words dropped from a title before it becomes a dblp query. dblp ANDs every query word as a prefix over all
# indexed fields, so a function word only costs recall (a short one like "is" is even matched exactly) while
# adding no selectivity. Question words and negations stay: in titles they carry meaning.
STOP_WORDS = frozenset(
    "a an the of for and or nor in on at to with by from via into onto as is are be its it this that than "
    "vs versus".split()
)
# At most this many words go into a query: eight title words already single out a paper among dblp's records,
# and every further word is one more chance for a spelling variant ("analyzing"/"analysing") to hide the hit.
MAX_QUERY_WORDS = 8
# dblp answers at most this many hits per request (its `h` cap).
MAX_HITS = 1000
# dblp matches a query word this short as a whole word, longer ones as a word's prefix ("is" is not "island").
EXACT_BELOW = 3

# dblp's type for preprints; older CoRR records were filed as "Journal Articles", so the key decides.
INFORMAL_TYPE = "Informal and Other Publications"

_WORD = re.compile(r"[^\W_]+")


def dblp_query(title: str, max_words: int = MAX_QUERY_WORDS) -> str:
    """The dblp query for a title: its significant words, lowercased, in title order, without punctuation.

    Rule: decode HTML entities; split on everything that is not a letter or digit (so "tf.data" gives "tf data",
    "Accelerator-Friendly" gives "accelerator friendly", and no stray "-" or "|" reaches dblp's query syntax);
    drop single characters and STOP_WORDS; drop repeated words; keep the first ``max_words``. A title made
    only of stop words keeps its words, so the query is never empty for a title with letters in it.
    """
    words = [word for word in _WORD.findall(html.unescape(title).casefold()) if len(word) > 1]
    significant = [word for word in words if word not in STOP_WORDS] or words
    unique = list(dict.fromkeys(significant))
    return " ".join(unique[:max_words])


def titles_query(titles: Sequence[str]) -> str:
    """One query for several titles. dblp has no grouping, only ``|`` between words (OR, binding tighter than the
    space's AND), so the j-th term ORs each title's j-th longest query word (a shorter title's words repeated):
    every title's own hits hold one word of each term, and the records that mix words of different titles, which
    ``answers_query`` sorts out, stay few because the long (rare) words of all titles must meet in one record
    (on a 2,000-entry list, 5 of 200 ten-title queries drew more than 1,000 hits, against 14 in title order)."""
    queries = [sorted(words, key=len, reverse=True) for words in (dblp_query(t).split() for t in titles) if words]
    width = max((len(words) for words in queries), default=0)
    terms = (dict.fromkeys(words[position % len(words)] for words in queries) for position in range(width))
    return " ".join("|".join(term) for term in terms)


class DblpClient:
    """Title search against dblp (``{base}/search/publ/api``)."""

    def __init__(self, http: Http, base_url: str) -> None:
        self.http = http
        self.search_url = base_url.rstrip("/") + SEARCH_PATH

    def search(self, title: str, hits: int = 10, max_words: int = MAX_QUERY_WORDS) -> list[SourceRecord]:
        """dblp records whose fields contain every significant word of the title (the first ``max_words``),
        best dblp score first.

        dblp's ranking is coarse: the caller compares titles itself. A title without words sends no request.
        """
        query = dblp_query(title, max_words)
        if not query:
            return []
        # c=0: the completion list is of no use here and only lengthens the body.
        params = {"q": query, "format": "json", "h": hits, "c": 0}
        return self.http.get(SOURCE, self.search_url, parse_search, params=params, expire=Expiry.SEARCH)

    def search_titles(self, titles: Sequence[str], hits: int) -> SearchPage:
        """Records matching any of the titles' queries, and some that mix their words (``titles_query``): the
        caller tells which title each answers (``answers_query``). At most ``hits`` (dblp's cap MAX_HITS); the
        answer is cached as each title's part too (``batched_answer``)."""
        query = titles_query(titles)
        if not query:
            return SearchPage([], complete=True)
        return self.http.get(
            SOURCE,
            self.search_url,
            parse_search_page,
            params={"q": query, "format": "json", "h": min(hits, MAX_HITS), "c": 0},
            expire=Expiry.SEARCH,
            also_for=[_part_of_batch(title) for title in titles if dblp_query(title)],
        )

    def batched_answer(self, title: str) -> SearchPage | None:
        """The cached answer of an earlier ``search_titles`` that included this title; None when there is none."""
        if not dblp_query(title):
            return None
        return self.http.cached(self.search_url, parse_search_page, params=_part_of_batch(title))


def _part_of_batch(title: str) -> dict[str, object]:
    return {"q": dblp_query(title), **PART_OF_BATCH}


def parse_search_page(reply: Reply) -> SearchPage:
    """A search's hits, complete when ``hits.@total`` does not exceed the hits sent."""
    records = parse_search(reply)
    body = read_json(reply, SOURCE)
    hits = body["result"].get("hits") or {}
    total = as_int(hits.get("@total"))
    return SearchPage(records, complete=total is None or total <= len(as_list(hits.get("hit"))))


def answers_query(record: SourceRecord, title: str) -> bool:
    """Whether dblp's query for ``title`` (dblp_query) matches the record as dblp matches it: every query word a
    prefix of a word of its title, authors or venue (a word shorter than EXACT_BELOW letters the whole word).
    Which of the titles a search OR-ed together (``DblpClient.search_titles``) a hit answers."""
    fields = [record.title, record.venue or "", *(author.name for author in record.authors)]
    words = {word for text in fields for word in _WORD.findall(html.unescape(text).casefold())}
    return all(
        word in words if len(word) < EXACT_BELOW else any(known.startswith(word) for known in words)
        for word in dblp_query(title).split()
    )


def parse_search(reply: Reply) -> list[SourceRecord]:
    """The hits of a dblp search answer; no ``hits`` object or no ``hit`` key means zero hits.

    A hit without an ``info`` object, a title or a key is left out (with a warning) and the other hits kept.
    """
    body = read_json(reply, SOURCE)
    result = body.get("result") if isinstance(body, dict) else None
    if not isinstance(result, dict):
        raise malformed(reply, SOURCE, "dblp answer without a 'result' object")
    status = result.get("status")
    code = status.get("@code") if isinstance(status, dict) else None
    if code is not None and str(code) != "200":
        raise malformed(reply, SOURCE, f"dblp status {code} in the body")
    hits = result.get("hits") or {}
    if not isinstance(hits, dict):
        raise malformed(reply, SOURCE, "dblp 'hits' is not an object")
    records = build_each(reply, SOURCE, as_list(hits.get("hit")), lambda hit: _record(reply, hit))
    return [record for record in records if record is not None]


def _record(reply: Reply, hit: Any) -> SourceRecord:
    info = hit.get("info") if isinstance(hit, dict) else None
    if not isinstance(info, dict):
        raise malformed(reply, SOURCE, "dblp hit without an 'info' object")
    title = _title(_first_text(info.get("title")))
    key = _first_text(info.get("key"))
    if not title or not key:
        raise malformed(reply, SOURCE, "dblp hit without a title or key")
    arxiv_id, arxiv_version = _arxiv_id(info, key)
    return SourceRecord(
        source=SOURCE,
        title=title,
        authors=_authors(info.get("authors")),
        year=as_int(info.get("year")),
        venue=plain_text(_first_text(info.get("venue"))),
        doi=_doi(info),
        arxiv_id=arxiv_id,
        arxiv_version=arxiv_version,
        dblp_key=key,
        dblp_type=INFORMAL_TYPE if is_corr_key(key) else _first_text(info.get("type")),
        url=_first_text(info.get("url")),
        pages=_first_text(info.get("pages")),
        source_score=_score(hit.get("@score")),
        retrieved=retrieved_day(reply),
    )


def _title(raw: str | None) -> str | None:
    """dblp ends every title with a period (unless it ends in '?' or '!'); entities may be left undecoded."""
    title = plain_text(raw)
    if title and title.endswith(".") and not title.endswith(".."):
        title = title[:-1].rstrip()
    return title or None


def _authors(value: Any) -> list[Author]:
    """Authors from every observed shape: object or list of objects {"@pid", "text"}, string or list of strings.

    The homonym number dblp appends ("Xiaopeng Zhang 0009") is not part of the name; the pid identifies the person.
    """
    raw = value.get("author") if isinstance(value, dict) else None
    authors = []
    for item in as_list(raw):
        if isinstance(item, dict):
            name, pid = item.get("text"), item.get("@pid")
        else:
            name, pid = item, None
        name = plain_text(name if isinstance(name, str) else None)
        if name:
            authors.append(Author(name=strip_homonym_number(name), dblp_pid=pid if isinstance(pid, str) else None))
    return authors


def _doi(info: dict[str, Any]) -> str | None:
    """The published DOI from ``doi`` or, failing that, from a doi.org electronic edition; never arXiv's own DOI."""
    return next((doi for doi in _dois(info) if not is_arxiv_doi(doi)), None)


def _arxiv_id(info: dict[str, Any], key: str) -> tuple[str | None, int | None]:
    """The arXiv id of a record: a CoRR volume "abs/1706.03762", an arxiv.org edition, or arXiv's DataCite DOI.

    An arxiv.org ``ee`` on a conference or journal record is dblp saying the preprint is an edition of the paper.
    """
    candidates = []
    if is_corr_key(key):
        candidates.append((_first_text(info.get("volume")) or "").removeprefix("abs/"))
    candidates += _texts(info.get("ee"))
    candidates += [doi[len(ARXIV_DOI_PREFIX) :] for doi in _dois(info) if is_arxiv_doi(doi)]
    for candidate in candidates:
        arxiv_id, version = split_arxiv_id(candidate)
        if arxiv_id:
            return arxiv_id, version
    return None, None


def _dois(info: dict[str, Any]) -> list[str]:
    """Every DOI a record names, in trust order: the ``doi`` field, then doi.org electronic editions."""
    found = [normalize_doi(value) for value in _texts(info.get("doi"))]
    found += [doi_from_url(url) for url in _texts(info.get("ee"))]
    return [doi for doi in found if doi]


def _texts(value: Any) -> list[str]:
    """The strings of an ``info`` field that dblp sends as a string or as a list when a record has several."""
    texts = []
    for item in as_list(value):
        text = item.get("text") if isinstance(item, dict) else item
        if isinstance(text, (str, int)) and str(text).strip():
            texts.append(str(text).strip())
    return texts


def _first_text(value: Any) -> str | None:
    texts = _texts(value)
    return texts[0] if texts else None


def _score(value: Any) -> float | None:
    """dblp's ranking score, sent as a string ("9")."""
    try:
        return float(value)
    except (TypeError, ValueError):
        return None
