"""dblp's publication search (GET /search/publ/api), shaped like the recorded responses.

Quirks reproduced (see the project's API fact sheet): every number is a string; a single author is an object,
several are a list; titles end with a period; CoRR copies of arXiv papers (key journals/corr/abs-YYMM-NNNNN,
venue "CoRR", volume "abs/...", arXiv's DataCite DOI); IEEE DOIs in upper case; a record without a DOI has no
``doi`` key; zero hits give ``hits`` without ``hit``; some homonymous authors carry a 4-digit suffix.

Search semantics: every query word is a case-insensitive prefix of some word of the title, an author or the venue,
and all words must match (AND). ``word$`` asks for the exact word, ``a|b`` for either. Words shorter than three
characters match exactly: the recorded echo ``"attention* is all* you* need*"`` shows dblp does not extend them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from enrich_fakes.corpus import Corpus, Paper, Venue
from enrich_fakes.text import stable_hex, stable_int, words

SEARCH_PATH = "/search/publ/api"
DEFAULT_HITS = 30  # dblp's documented default for h
MAX_HITS = 1000  # and its cap
DEFAULT_COMPLETIONS = 10
COMPUTED_HITS = 100  # "@computed" was "100" in both recordings: dblp ranks a top slice
MIN_PREFIX_LENGTH = 3
OPEN_ACCESS_PUBLISHERS = {"usenix", "neurips", "pmlr", "mlsys", "cidr", "vldb", "arxiv"}
TYPE_BY_KIND = {
    "conference": "Conference and Workshop Papers",
    "journal": "Journal Articles",
    "preprint": "Informal and Other Publications",
}


@dataclass(frozen=True)
class DblpRecord:
    key: str
    paper: Paper
    info: dict[str, Any]  # the exact JSON object under hit.info
    hit_id: str
    title_words: tuple[str, ...]
    all_words: frozenset[str]
    year: int


class DblpIndex:
    """Every dblp record of the corpus: the published one and, for arXiv papers, the CoRR copy. A word index (every
    word, and every prefix a query word may be) narrows a search to the records that can match before they are
    scored: a query ORing ten titles' words would otherwise score every record for each of its alternatives."""

    def __init__(self, corpus: Corpus) -> None:
        self.records: list[DblpRecord] = []
        for paper in corpus.papers:
            if "dblp" not in paper.services:
                continue
            venue = corpus.venue(paper)
            if paper.dblp_key and paper.dblp_key != paper.corr_key:
                self.records.append(_record(paper, paper.dblp_key, _published_info(paper, venue), paper.year))
            if paper.corr_key:
                info, year = _corr_info(paper, corpus.venues["arXiv"])
                self.records.append(_record(paper, paper.corr_key, info, year))
        self._exact: dict[str, set[int]] = {}
        self._prefixed: dict[str, set[int]] = {}
        for number, record in enumerate(self.records):
            for word in record.all_words:
                self._exact.setdefault(word, set()).add(number)
                for end in range(MIN_PREFIX_LENGTH, len(word) + 1):
                    self._prefixed.setdefault(word[:end], set()).add(number)

    def _candidates(self, terms: list[Term]) -> set[int]:
        """The records holding, for every term, every word of one of its alternatives (as _word_matches reads a
        word): a superset of the records _score matches."""
        found: set[int] | None = None
        for term in terms:
            in_term: set[int] = set()
            for alternative in term.alternatives:
                holding = [self._holding(word, term.exact) for word in alternative]
                in_term |= set.intersection(*holding) if holding else set()
            found = in_term if found is None else found & in_term
        return found or set()

    def _holding(self, word: str, exact: bool) -> set[int]:
        index = self._exact if exact or len(word) < MIN_PREFIX_LENGTH else self._prefixed
        return index.get(word, set())

    def search(self, query: str, first: int, hits: int, completions: int) -> dict[str, Any]:
        """The JSON document dblp answers for q=query&h=hits&f=first&c=completions."""
        terms = parse_query(query)
        candidates = (self.records[i] for i in sorted(self._candidates(terms)))
        matched = [(score, record) for record in candidates if (score := _score(record, terms)) is not None]
        asked = {word for term in terms for alternative in term.alternatives for word in alternative}
        # Equal scores: the title with fewer words beyond the query first (an exact title before its longer
        # look-alikes), then the newest.
        matched.sort(
            key=lambda pair: (-pair[0], sum(w not in asked for w in pair[1].title_words), -pair[1].year, pair[1].key)
        )
        page = matched[first : first + hits]
        hits_doc: dict[str, Any] = {
            "@total": str(len(matched)),
            "@computed": str(min(len(matched), max(COMPUTED_HITS, first + hits))),
            "@sent": str(len(page)),
            "@first": str(first),
        }
        if page:
            hits_doc["hit"] = [
                {"@score": str(score), "@id": record.hit_id, "info": record.info, "url": f"URL#{record.hit_id}"}
                for score, record in page
            ]
        return {
            "result": {
                "query": echo_query(terms),
                "status": {"@code": "200", "text": "OK"},
                "time": {"@unit": "msecs", "text": f"{0.8 + 0.03 * len(self.records):.2f}"},
                "completions": _completions(terms, [record for _, record in matched], completions),
                "hits": hits_doc,
            }
        }


# ------------------------------------------------------------------------------------------------ query


@dataclass(frozen=True)
class Term:
    """One query word: a list of alternatives ('a|b'), each a list of folded sub-words ('GPU/CPU')."""

    alternatives: tuple[tuple[str, ...], ...]
    exact: bool


def parse_query(query: str) -> list[Term]:
    terms = []
    for raw in query.split():
        exact = raw.endswith("$")
        alternatives = tuple(tuple(words(part)) for part in raw.rstrip("$").split("|"))
        alternatives = tuple(alt for alt in alternatives if alt)
        if alternatives:
            terms.append(Term(alternatives, exact))
    return terms


def echo_query(terms: list[Term]) -> str:
    """dblp's rewritten query: prefix words get a '*', exact and short ones do not."""

    def shown(word: str, exact: bool) -> str:
        return word if exact or len(word) < MIN_PREFIX_LENGTH else f"{word}*"

    return " ".join(
        "|".join(" ".join(shown(w, term.exact) for w in alt) for alt in term.alternatives) for term in terms
    )


def _word_matches(word: str, candidates: frozenset[str] | tuple[str, ...], exact: bool) -> bool:
    if exact or len(word) < MIN_PREFIX_LENGTH:
        return word in candidates
    return any(candidate.startswith(word) for candidate in candidates)


def _score(record: DblpRecord, terms: list[Term]) -> int | None:
    """None when some term matches nothing; else a coarse rank: 2 per term that is a whole title word,
    1 per term that prefixes a title word, 0 for a term found only among authors and venue."""
    if not terms:
        return None
    score = 0
    for term in terms:
        matching = [
            alt for alt in term.alternatives if all(_word_matches(w, record.all_words, term.exact) for w in alt)
        ]
        if not matching:
            return None
        if any(all(w in record.title_words for w in alt) for alt in matching):
            score += 2
        elif any(all(_word_matches(w, record.title_words, term.exact) for w in alt) for alt in matching):
            score += 1
    return score


def _completions(terms: list[Term], matched: list[DblpRecord], wanted: int) -> dict[str, Any]:
    """Words completing the last query word, most frequent first, as dblp suggests them."""
    last = terms[-1].alternatives[-1][-1] if terms else ""
    counts: dict[str, int] = {}
    for record in matched:
        for word in record.all_words:
            if last and word.startswith(last):
                counts[word] = counts.get(word, 0) + 1
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    sent = ranked[:wanted]
    doc: dict[str, Any] = {
        "@total": str(len(ranked)),
        "@computed": str(min(len(ranked), COMPUTED_HITS)),
        "@sent": str(len(sent)),
    }
    items = [
        {"@sc": str(n), "@dc": str(n), "@oc": str(n), "@id": str(stable_int("completion", w) % 30_000_000), "text": w}
        for w, n in sent
    ]
    if items:
        doc["c"] = items[0] if len(items) == 1 else items
    return doc


# ---------------------------------------------------------------------------------------------- records


def _record(paper: Paper, key: str, info: dict[str, Any], year: int) -> DblpRecord:
    author_text = [a["text"] for a in _as_list(info["authors"]["author"])]
    venue_words = words(info.get("venue", ""))
    title_words = tuple(words(info["title"]))
    return DblpRecord(
        key=key,
        paper=paper,
        info=info,
        hit_id=str(stable_int("dblp-hit", key) % 4_000_000),
        title_words=title_words,
        all_words=frozenset(title_words) | {w for a in author_text for w in words(a)} | set(venue_words),
        year=year,
    )


def _published_info(paper: Paper, venue: Venue) -> dict[str, Any]:
    info: dict[str, Any] = {
        "authors": _authors(paper.views.authors_for("dblp", paper.authors)),
        "title": dblp_title(paper.views.dblp_title or paper.title),
        "venue": venue.dblp_venue_for(paper.year),
    }
    if venue.kind == "journal":
        info["volume"] = str(max(1, paper.year - _journal_first_year(venue)))
        info["number"] = str(1 + stable_int("number", paper.uid) % 12)
    info["pages"] = pages(paper)
    info["year"] = str(paper.year)
    info["type"] = TYPE_BY_KIND[venue.kind]
    info["access"] = "open" if venue.publisher in OPEN_ACCESS_PUBLISHERS else "closed"
    info["key"] = paper.dblp_key
    shown_doi = paper.doi if not paper.views.hides("dblp", "doi") else None
    if shown_doi:
        info["doi"] = display_doi(shown_doi)
    electronic = _electronic_editions(replace(paper, doi=shown_doi), venue)
    if electronic:
        info["ee"] = electronic[0] if len(electronic) == 1 else electronic
    info["url"] = f"https://dblp.org/rec/{paper.dblp_key}"
    return info


def _corr_info(paper: Paper, corr: Venue) -> tuple[dict[str, Any], int]:
    """dblp's copy of the arXiv preprint, made from its first version (title and year of v1)."""
    arxiv_id = paper.arxiv_id or ""
    year = arxiv_year(arxiv_id)
    authors = paper.views.arxiv_authors or tuple(paper.views.authors_for("dblp", paper.authors))
    title = paper.views.arxiv_v1_title or paper.views.arxiv_title or paper.title
    info = {
        "authors": _authors(authors),
        "title": dblp_title(title),
        "venue": corr.dblp_venue,
        "volume": f"abs/{arxiv_id}",
        "year": str(year),
        "type": TYPE_BY_KIND["preprint"],
        "access": "open",
        "key": paper.corr_key,
        "doi": f"10.48550/ARXIV.{arxiv_id}",
        "ee": f"https://doi.org/10.48550/arXiv.{arxiv_id}",
        "url": f"https://dblp.org/rec/{paper.corr_key}",
    }
    return info, year


def _authors(names: Any) -> dict[str, Any]:
    """A single author is a bare object, several a list: dblp's own (inconvenient) shape."""
    people = [_person(name) for name in names]
    return {"author": people[0] if len(people) == 1 else people}


def _person(name: str) -> dict[str, str]:
    pid = f"{stable_int('pid', name) % 300}/{stable_int('pid-number', name) % 9000 + 1000}"
    if len(name.split()) == 2 and stable_int("homonym", name) % 9 == 0:
        number = 1 + stable_int("homonym-number", name) % 30
        return {"@pid": f"{pid}-{number}", "text": f"{name} {number:04d}"}
    return {"@pid": pid, "text": name}


def dblp_title(title: str) -> str:
    """dblp ends every title with a period unless it already ends with punctuation."""
    return title if title.endswith((".", "?", "!")) else f"{title}."


def display_doi(doi: str) -> str:
    """DOIs as dblp and S2 print them: IEEE suffixes upper case, others as registered (ACM lower case)."""
    prefix, _, suffix = doi.partition("/")
    return f"{prefix}/{suffix.upper()}" if prefix == "10.1109" else doi


def arxiv_year(arxiv_id: str) -> int:
    return 2000 + int(arxiv_id[:2]) if arxiv_id[:4].isdigit() else 2000


def pages(paper: Paper) -> str:
    """The known page range, or a made-up one that stays the same on every run."""
    if paper.pages:
        return paper.pages
    first = 1 + stable_int("first-page", paper.uid) % 900
    return f"{first}-{first + 10 + stable_int('length', paper.uid) % 15}"


def _journal_first_year(venue: Venue) -> int:
    return {"VLDB": 2007, "TPDS": 1989, "TMC": 2001}.get(venue.acronym, 1995)


def _electronic_editions(paper: Paper, venue: Venue) -> list[str]:
    """Landing pages: the DOI, or the publisher's page for venues without DOIs; a few records carry two,
    which dblp then sends as a JSON list."""
    last = words(paper.authors[0])[-1] if paper.authors else "anonymous"
    short_year = f"{paper.year % 100:02d}"
    landing = {
        "usenix": f"https://www.usenix.org/conference/{venue.acronym.lower()}{short_year}/presentation/{last}",
        "neurips": f"https://proceedings.neurips.cc/paper/{paper.year}/hash/"
        f"{stable_hex('nips', paper.uid, length=32)}-Abstract.html",
        "pmlr": f"https://proceedings.mlr.press/v{paper.year - 1900 + 20}/{last}{short_year}a.html",
        "mlsys": f"https://proceedings.mlsys.org/paper_files/paper/{paper.year}/hash/"
        f"{stable_hex('mlsys', paper.uid, length=32)}-Abstract.html",
        "cidr": f"https://www.cidrdb.org/cidr{paper.year}/papers/p{stable_int('cidr', paper.uid) % 90 + 1}-{last}.pdf",
    }.get(venue.publisher)
    editions = [f"https://doi.org/{display_doi(paper.doi)}"] if paper.doi else []
    if landing:
        editions.append(landing)
    if paper.doi and stable_int("second-ee", paper.uid) % 7 == 0:
        editions.append(f"https://www.wikidata.org/entity/Q{stable_int('wikidata', paper.uid) % 90_000_000}")
    return editions


def _as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


# ---------------------------------------------------------------------------------------------- bodies


def json_body(document: dict[str, Any]) -> bytes:
    """Compact JSON; dblp breaks lines between top-level keys, which no JSON reader can tell apart."""
    return json.dumps(document, ensure_ascii=False).encode("utf-8")


def xml_body(document: dict[str, Any]) -> bytes:
    """format=xml (dblp's default when ``format`` is missing): the same tree as elements and attributes."""
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' + _element("result", document["result"]) + "\n").encode()


def _element(name: str, value: Any) -> str:
    if isinstance(value, list):
        return "".join(_element(name, item) for item in value)
    if not isinstance(value, dict):
        return f"<{name}>{escape(str(value))}</{name}>"
    attributes = "".join(f" {k[1:]}={quoteattr(str(v))}" for k, v in value.items() if k.startswith("@"))
    text = escape(str(value["text"])) if "text" in value else ""
    children = "".join(_element(k, v) for k, v in value.items() if not k.startswith("@") and k != "text")
    return f"<{name}{attributes}>{text}{children}</{name}>"


def too_many_requests_page() -> bytes:
    """dblp's 429 page. Only its opening is on record ("429 Too Many Requests ... The vast number of requests
    from your side has led to a te[mporary block]"); the rest is the usual Apache page around it."""
    return (
        b'<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n'
        b"<title>429 Too Many Requests</title>\n</head><body>\n<h1>Too Many Requests</h1>\n"
        b"<p>The vast number of requests from your side has led to a temporary block of your access. "
        b"Please wait before sending further requests.</p>\n</body></html>\n"
    )


def error_page(status: int, reason: str) -> bytes:
    return (
        f'<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>{status} {reason}'
        f"</title>\n</head><body>\n<h1>{reason}</h1>\n</body></html>\n"
    ).encode()
