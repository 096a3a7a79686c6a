"""arXiv's query API (GET /api/query), answering Atom feeds shaped like the 2026 recordings.

Reproduced: the three namespaces declared on the root; opensearch totals; entry ids http://arxiv.org/abs/<id>v<n>
with the latest version unless the request names one; titles of earlier versions where they differ; links to
the abstract page, the PDF and the DOI; arxiv:doi / arxiv:journal_ref / arxiv:comment only when known; a
missing id in ``id_list`` silently dropped; a malformed id answered with HTTP 400 and a one-entry "Error" feed.

max_results above 2,000 is refused with HTTP 400, as the API has validated its parameters strictly since 2025.
search_query supports the field prefixes ti au abs co jr cat id all, double-quoted phrases, parentheses and the
operators AND, OR, ANDNOT (equal precedence, left to right; adjacent terms are ANDed). A bare term means all:.
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from xml.sax.saxutils import escape, quoteattr

from enrich_fakes.corpus import Corpus, Paper, Venue
from enrich_fakes.dblp import display_doi
from enrich_fakes.text import stable_int, words

QUERY_PATH = "/api/query"
DEFAULT_MAX_RESULTS = 10  # documented default
MAX_RESULTS = 2000  # the largest slice one request may ask for; more is refused with HTTP 400
ATOM_TYPE = "application/atom+xml; charset=utf-8"
_NEW_ID = re.compile(r"^(\d{4}\.\d{4,5})(?:v(\d+))?$")
_OLD_ID = re.compile(r"^([a-z\-]+(?:\.[A-Z]{2})?/\d{7})(?:v(\d+))?$")
_TOKEN = re.compile(r'[A-Za-z]+:"[^"]*"|"[^"]*"|\(|\)|[^\s()]+')
_FIELDS = ("ti", "au", "abs", "co", "jr", "cat", "id", "all")
_OPERATORS = ("AND", "OR", "ANDNOT")
_HEAD = (
    "<?xml version='1.0' encoding='UTF-8'?>\n"
    '<feed xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:arxiv="http://arxiv.org/schemas/atom" '
    'xmlns="http://www.w3.org/2005/Atom">\n'
)


class QueryError(ValueError):
    """A request arXiv rejects with HTTP 400 and an error feed; the message is the error entry's summary."""


@dataclass(frozen=True)
class ArxivEntry:
    arxiv_id: str
    paper: Paper
    venue: Venue
    version: int  # latest
    published: datetime
    fields: dict[str, str]  # searchable text per field prefix (latest version)
    categories: tuple[str, ...]

    def updated(self, version: int) -> datetime:
        return self.published + timedelta(days=(version - 1) * (30 + stable_int("gap", self.arxiv_id) % 60))

    def title(self, version: int) -> str:
        views = self.paper.views
        latest = views.arxiv_title or self.paper.title
        return latest if version == self.version else (views.arxiv_v1_title or latest)


class ArxivIndex:
    def __init__(self, corpus: Corpus) -> None:
        self.entries: dict[str, ArxivEntry] = {}
        for paper in corpus.papers:
            if "arxiv" in paper.services and paper.arxiv_id:
                self.entries[paper.arxiv_id] = _entry(paper, corpus.venue(paper))

    def query(
        self, search_query: str, id_list: str, start: int, max_results: int, sort_by: str, sort_order: str
    ) -> tuple[list[tuple[ArxivEntry, int]], int]:
        """(page of (entry, version), total). Raises QueryError for a malformed id or query."""
        requested = self._listed(id_list) if id_list.strip() else None
        if search_query.strip():
            matches = compile_query(search_query)
            pool = requested if requested is not None else [(e, e.version) for e in self.entries.values()]
            found = [(entry, version) for entry, version in pool if matches(entry)]
            if requested is None:
                found = _sorted(found, sort_by, sort_order, search_query)
        else:
            found = requested or []
        return found[start : start + max_results], len(found)

    def _listed(self, id_list: str) -> list[tuple[ArxivEntry, int]]:
        result = []
        for raw in [part.strip() for part in id_list.split(",") if part.strip()]:
            match = _NEW_ID.match(raw) or _OLD_ID.match(raw)
            if not match:
                raise QueryError(f"incorrect id format for {raw}")
            entry = self.entries.get(match.group(1))
            version = int(match.group(2)) if match.group(2) else None
            if entry is None or (version is not None and not 1 <= version <= entry.version):
                continue  # arXiv drops unknown ids silently
            if (entry, version or entry.version) not in result:
                result.append((entry, version or entry.version))
        return result


def _entry(paper: Paper, venue: Venue) -> ArxivEntry:
    arxiv_id = paper.arxiv_id or ""
    year, month = 2000 + int(arxiv_id[:2]), int(arxiv_id[2:4])
    seed = stable_int("published", arxiv_id)
    published = datetime(year, month, 1 + seed % 27, seed % 24, seed % 60, (seed // 60) % 60, tzinfo=UTC)
    views = paper.views
    authors = views.arxiv_authors or tuple(views.authors_for("arxiv", paper.authors))
    categories = tuple(dict.fromkeys((venue.arxiv_category, "cs.LG" if venue.arxiv_category != "cs.LG" else "cs.DC")))
    journal_ref = _journal_ref(paper, venue)
    fields = {
        "ti": views.arxiv_title or paper.title,
        "au": "\n".join(authors),
        "abs": paper.abstract or "",
        "co": _comment(paper, venue) or "",
        "jr": journal_ref or "",
        "cat": " ".join(categories),
        "id": arxiv_id,
    }
    fields["all"] = "\n".join(fields[name] for name in ("ti", "au", "abs", "co", "jr"))
    return ArxivEntry(arxiv_id, paper, venue, views.arxiv_version, published, fields, categories)


def _journal_ref(paper: Paper, venue: Venue) -> str | None:
    if venue.kind not in ("conference", "journal") or stable_int("journal-ref", paper.uid) % 3:
        return None
    return f"{venue.dblp_venue_for(paper.year) or venue.acronym} {paper.year}"


def _comment(paper: Paper, venue: Venue) -> str | None:
    seed = stable_int("comment", paper.uid)
    if seed % 3 == 0:
        return None
    if venue.kind in ("conference", "journal") and seed % 3 == 1:
        return f"Accepted at {venue.acronym} {paper.year}"
    return f"{10 + seed % 15} pages, {3 + seed % 12} figures"


def arxiv_doi(paper: Paper) -> str | None:
    """Authors add the published DOI to some preprints, never to all."""
    return display_doi(paper.doi) if paper.doi and stable_int("arxiv-doi", paper.uid) % 2 == 0 else None


def _sorted(
    found: list[tuple[ArxivEntry, int]], sort_by: str, sort_order: str, search_query: str
) -> list[tuple[ArxivEntry, int]]:
    descending = sort_order != "ascending"
    if sort_by == "submittedDate":
        return sorted(found, key=lambda item: item[0].published, reverse=descending)
    if sort_by == "lastUpdatedDate":
        return sorted(found, key=lambda item: item[0].updated(item[1]), reverse=descending)
    query_words = set(words(search_query))
    return sorted(
        found, key=lambda item: (-len(query_words & set(words(item[0].fields["ti"]))), -item[0].published.timestamp())
    )


# ----------------------------------------------------------------------------------------- search_query


Matcher = Callable[[ArxivEntry], bool]


def compile_query(text: str) -> Matcher:
    """A predicate over entries for one search_query; QueryError when it cannot be parsed."""
    tokens = _TOKEN.findall(text)
    if text.count('"') % 2:
        raise QueryError("unbalanced quotes in search_query")
    matcher, rest = _expression(tokens)
    if rest:
        raise QueryError("unbalanced parentheses in search_query")
    return matcher


def _expression(tokens: list[str]) -> tuple[Matcher, list[str]]:
    left, tokens = _operand(tokens)
    while tokens and tokens[0] != ")":
        operator = tokens[0] if tokens[0] in _OPERATORS else "AND"
        right, tokens = _operand(tokens[1:] if tokens[0] in _OPERATORS else tokens)
        left = _combine(operator, left, right)
    return left, tokens


def _combine(operator: str, left: Matcher, right: Matcher) -> Matcher:
    if operator == "OR":
        return lambda entry: left(entry) or right(entry)
    if operator == "ANDNOT":
        return lambda entry: left(entry) and not right(entry)
    return lambda entry: left(entry) and right(entry)


def _operand(tokens: list[str]) -> tuple[Matcher, list[str]]:
    if not tokens:
        raise QueryError("incomplete search_query")
    head, rest = tokens[0], tokens[1:]
    if head == "(":
        inner, rest = _expression(rest)
        if not rest or rest[0] != ")":
            raise QueryError("unbalanced parentheses in search_query")
        return inner, rest[1:]
    if head == ")":
        raise QueryError("unbalanced parentheses in search_query")
    field, colon, value = head.partition(":")
    if not colon or field not in _FIELDS:
        field, value = "all", head
    return _term(field, value.strip('"')), rest


def _term(field: str, value: str) -> Matcher:
    """A word or phrase: its words must follow each other in the field (within one author for au:)."""
    wanted = words(value)
    if field == "cat":
        return lambda entry: value in entry.categories
    if field == "id":
        return lambda entry: entry.arxiv_id == value.split("v")[0]

    def matches(entry: ArxivEntry) -> bool:
        return bool(wanted) and any(_contains(words(part), wanted) for part in entry.fields[field].split("\n"))

    return matches


def _contains(haystack: list[str], needle: list[str]) -> bool:
    width = len(needle)
    return any(haystack[i : i + width] == needle for i in range(len(haystack) - width + 1))


# -------------------------------------------------------------------------------------------------- feeds


def feed(
    page: list[tuple[ArxivEntry, int]],
    total: int,
    search_query: str,
    id_list: str,
    start: int,
    max_results: int,
    now: datetime,
) -> bytes:
    query = f"search_query={search_query}&id_list={id_list}&start={start}&max_results={max_results}"
    link = f"https://arxiv.org/api/query?search_query={search_query}&start={start}&max_results={max_results}&id_list={id_list}"
    digest = base64.b64encode(hashlib.sha1(query.encode()).digest()).decode().rstrip("=")
    parts = [
        _HEAD,
        f"  <id>https://arxiv.org/api/{digest}</id>\n",
        f"  <title>arXiv Query: {escape(query)}</title>\n",
        f"  <updated>{_stamp(now)}</updated>\n",
        f'  <link href={quoteattr(link)} type="application/atom+xml"/>\n',
        f"  <opensearch:itemsPerPage>{max_results}</opensearch:itemsPerPage>\n",
        f"  <opensearch:totalResults>{total}</opensearch:totalResults>\n",
        f"  <opensearch:startIndex>{start}</opensearch:startIndex>\n",
    ]
    parts += [_entry_xml(entry, version) for entry, version in page]
    parts.append("</feed>\n")
    return "".join(parts).encode("utf-8")


def error_feed(message: str, now: datetime) -> bytes:
    """The HTTP 400 body for a malformed request: one entry titled "Error" whose summary says why."""
    anchor = "https://arxiv.org/api/errors#" + re.sub(r"\s+", "_", message)
    return (
        _HEAD
        + "  <id>https://arxiv.org/</id>\n  <title>arXiv Search Results</title>\n"
        + f"  <updated>{_stamp(now)}</updated>\n"
        + "  <opensearch:itemsPerPage>1</opensearch:itemsPerPage>\n"
        + "  <opensearch:totalResults>1</opensearch:totalResults>\n"
        + "  <opensearch:startIndex>0</opensearch:startIndex>\n"
        + f"  <entry>\n    <id>{escape(anchor)}</id>\n    <title>Error</title>\n"
        + f"    <updated>{_stamp(now)}</updated>\n"
        + f'    <link href={quoteattr(anchor)} rel="alternate" type="text/html"/>\n'
        + f"    <summary>{escape(message)}</summary>\n"
        + "    <author>\n      <name>arXiv api core</name>\n    </author>\n  </entry>\n</feed>\n"
    ).encode("utf-8")


def _entry_xml(entry: ArxivEntry, version: int) -> str:
    versioned = f"{entry.arxiv_id}v{version}"
    paper = entry.paper
    lines = [
        "  <entry>",
        f"    <id>http://arxiv.org/abs/{versioned}</id>",
        f"    <title>{escape(entry.title(version))}</title>",
        f"    <updated>{_stamp(entry.updated(version))}</updated>",
        f'    <link href="https://arxiv.org/abs/{versioned}" rel="alternate" type="text/html"/>',
        f'    <link href="https://arxiv.org/pdf/{versioned}" rel="related" type="application/pdf" title="pdf"/>',
        f"    <summary>{escape(paper.abstract or '')}</summary>",
    ]
    lines += [f'    <category term="{term}" scheme="http://arxiv.org/schemas/atom"/>' for term in entry.categories]
    lines.append(f"    <published>{_stamp(entry.published)}</published>")
    if entry.fields["co"]:
        lines.append(f"    <arxiv:comment>{escape(entry.fields['co'])}</arxiv:comment>")
    lines.append(f'    <arxiv:primary_category term="{entry.categories[0]}"/>')
    if entry.fields["jr"]:
        lines.append(f"    <arxiv:journal_ref>{escape(entry.fields['jr'])}</arxiv:journal_ref>")
    for name in entry.fields["au"].split("\n"):
        lines += ["    <author>", f"      <name>{escape(name)}</name>", "    </author>"]
    doi = arxiv_doi(paper)
    if doi:
        lines.append(f"    <arxiv:doi>{escape(doi)}</arxiv:doi>")
        lines.append(f'    <link rel="related" href={quoteattr("https://doi.org/" + doi)} title="doi"/>')
    lines.append("  </entry>")
    return "\n".join(lines) + "\n"


def _stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def access_denied_page(user_agent: str) -> bytes:
    """arXiv's robot-block page, served with status 200 by the 'html' fault (text as users have quoted it)."""
    return (
        f"<!DOCTYPE html>\n<html><head><title>Access Denied</title></head><body>\n<h1>Access Denied</h1>\n"
        f"<p>Sadly, you do not currently appear to have permission to access arxiv.org. This may be the "
        f"result of automatic robot detection. User-Agent: {escape(user_agent)}</p>\n</body></html>\n"
    ).encode()
