"""Identifier normalisation: one place for what a DOI and an arXiv id look like.

Used by the parser (ids inside link URLs), the source clients (ids in API responses) and the resolver, so the
same paper always carries the same identifier strings.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TypeGuard
from urllib.parse import parse_qsl, quote, unquote, urlsplit

# A DOI is "10.<registrant>/<suffix>"; suffixes may contain almost anything but whitespace. '<' and '>' end a DOI
# in text ("<https://doi.org/10.1145/x>") except as a pair inside it: old Wiley and Springer DOIs in the SICI form,
# "10.1002/(SICI)1097-024X(199801)28:1<1::AID-SPE139>3.0.CO;2-Z", which cut at '<' would name another thing.
_DOI_PART = r"[^\s\"<>#?]"
_DOI = re.compile(rf"\b(10\.\d{{4,9}}/{_DOI_PART}+(?:<{_DOI_PART}*>{_DOI_PART}*)*)", re.IGNORECASE)
_DOI_PREFIXES = re.compile(r"^(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", re.IGNORECASE)
# A LaTeX escape copied into a DOI or its URL ("10.1007/978-3-642-29011-4\\_28", BibDesk's "%5C_" for it): a DOI
# never holds a backslash (Crossref's pattern has none), so the backslash is the file's, not the DOI's.
_LATEX_ESCAPE = re.compile(r"\\([_&%#$])")
# What a sentence or a bracket around a DOI ends with ("(doi:10.1/a).", "[10.1/a]", "'10.1/a',"); a closing bracket
# the DOI itself opens is its own.
_CLOSING_PUNCTUATION = frozenset(".,;:)]/'\"")
_OPENING = {")": "(", "]": "["}
# Placeholder suffixes such as 10.1145/nnnnnnn.nnnnnnn (ACM templates) or 10.xxxx/yyyy, and ACM's 10.5555
# pseudo-DOIs, which the ACM DL gives to items (USENIX papers, for one) that have no registered DOI.
_PLACEHOLDER = re.compile(r"^(?:10\.(?:\d+|x+)/(?:[nx.]+|[x0.]+)|10\.5555/.*)$", re.IGNORECASE)
ARXIV_DOI_PREFIX = "10.48550/arxiv."
# Registrants that give DOIs to artifacts (code, data, software snapshots), never to papers: Zenodo, figshare, Dryad,
# OSF, Code Ocean, and the data repositories Harvard Dataverse, Mendeley Data, PANGAEA and CaltechDATA. Lists link
# them as a paper's artifact ("[Artifact](https://doi.org/10.5281/zenodo.123)").
ARTIFACT_DOI_PREFIXES = (
    "10.5281/",
    "10.6084/",
    "10.5061/",
    "10.17605/",
    "10.24433/",
    "10.7910/",
    "10.17632/",
    "10.1594/",
    "10.22002/",
)
# DOIs of preprint servers: bioRxiv and medRxiv (Cold Spring Harbor's, whose journals' DOIs start with letters:
# "10.1101/gr.1"), SSRN, Research Square, Preprints.org, ChemRxiv, and OSF's PsyArXiv, SocArXiv and EdArXiv. Such a
# DOI names the preprint; a list that links it beside a journal's DOI cites the paper the journal published.
_PREPRINT_DOI = re.compile(
    r"10\.1101/\d|10\.2139/ssrn\.|10\.21203/rs\.|10\.20944/preprints|10\.26434/chemrxiv|10\.3123[456]/|10\.31219/osf"
)

# New-style ids (YYMM.NNNN[N]) or old-style archive/YYMMNNN. An old-style id may carry a subject class
# ("math.GT/0309136") that arXiv's own entries omit ("math/0309136"), so the class is dropped from the key.
_ARXIV_BODY = r"(\d{4}\.\d{4,5}|[a-z\-]+(?:\.[A-Za-z]{2})?/\d{7})(?:v(\d+))?(?!\d)"
_ARXIV_ID = re.compile(rf"^(?:arxiv:)?{_ARXIV_BODY}$", re.IGNORECASE)
# arXiv's pages of a paper (abs, pdf, html; export.arxiv.org and ar5iv.labs.arxiv.org are hosts under arxiv.org), and
# the readers that serve a preprint under its arXiv id alone: alphaXiv, ar5iv, Hugging Face's paper pages. Two
# patterns: arXiv's own, by far the most common, keeps a literal start the regex engine scans for quickly.
_ARXIV_URL = re.compile(rf"arxiv\.org/(?:abs|pdf|html|ftp/arxiv/papers/\d{{4}})/{_ARXIV_BODY}(?:\.pdf)?", re.IGNORECASE)
_ARXIV_READER_URL = re.compile(
    rf"(?:alphaxiv\.org/(?:abs|overview|pdf)|ar5iv\.org/(?:abs|html)|huggingface\.co/papers)/{_ARXIV_BODY}",
    re.IGNORECASE,
)
_SUBJECT_CLASS = re.compile(r"^([a-z\-]+)\.[A-Za-z]{2}/", re.IGNORECASE)
# What may be written where a DOI is expected (BibTeX's doi field): Crossref's recommended pattern, which it found
# to match 99.3 % of the DOIs it holds (/^10.\d{4,9}/[-._;()/:A-Z0-9]+$/i), plus one "<...>" pair for the SICI DOIs
# the normaliser keeps. The rest (braces, backslashes, quotes, '%', '#') can break a file the DOI is written into.
_DOI_CHARS = r"[-._;()/:a-z0-9]"
_DOI_GRAMMAR = re.compile(rf"10\.\d{{4,9}}/{_DOI_CHARS}+(?:<{_DOI_CHARS}*>{_DOI_CHARS}*)?", re.IGNORECASE)
_ARXIV_GRAMMAR = re.compile(_ARXIV_BODY, re.IGNORECASE)
# A dblp record key: a kind ("conf", "journals", "books", ...), then the stream and the record, as in
# "conf/sc/LiH21" or "journals/corr/abs-2006-15704"; ASCII letters, digits and "-_." only.
# dblp files every arXiv preprint it copies in this stream.
_CORR_KEY_PREFIX = "journals/corr/"
_DBLP_KEY_GRAMMAR = re.compile(r"[a-z]+(?:/[A-Za-z0-9][A-Za-z0-9_.\-]*)+")
# Where a URL writes a DOI whole: after a DOI resolver's host (doi.org, dx.doi.org and the publishers' own doi.acm.org,
# doi.wiley.com, doi.ieeecomputersociety.org); after a "/doi/" path segment, as the ACM DL and the publishers'
# platforms write it (Wiley, Taylor & Francis, SAGE, ACS, Science, PNAS, MIT Press, AIP, OUP), a page kind such as
# "abs/" or "full/" between; or right after a segment naming the page of one paper ("/article/", "/chapter/",
# "/abstract/", "/pdf/": Springer, APS, IOP, Frontiers), or on Springer's own link.springer.com/<DOI>. The DOI of a
# whole volume or book ("/doi/proceedings/", "/doi/book/", Springer's "/book/") names no paper. A publisher's own
# number for a paper (an IEEE arnumber, a Nature or ScienceDirect article id, an ACL Anthology id) is not a DOI, and
# no DOI is derived from one.
_DOI_RESOLVERS = ("doi.org/", "doi.acm.org/", "doi.wiley.com/", "doi.ieeecomputersociety.org/")
_DOI_SEGMENT = "/doi/"
_AFTER_DOI_SEGMENT = re.compile(
    r"(?:(?P<volume>proceedings|book)/|(?:abs|abstract|pdf|full|epdf|fullHtml|reader|suppl|pdfdirect|pdfplus|epub)/)?"
    r"(?=10\.)",
    re.IGNORECASE,
)
_PAPER_PAGE_SEGMENT = re.compile(
    r"/(?:articles?|papers?|chapter|referenceworkentry|protocol|abstract|abs|full|pdf|epdf|content/pdf|content/journals)/"
    r"(?=10\.\d)"
    r"|\blink\.springer\.com/(?=10\.)",
    re.IGNORECASE,
)
# A bioRxiv or medRxiv preprint's page: its DOI (since 2019 dated, "10.1101/2021.02.12.430858"; before, six digits and
# more) then the version the page shows ("v3") and the page's parts (".full", ".full.pdf"), which the DOI never has.
_PREPRINT_PAGE = re.compile(
    r"(?:bio|med)rxiv\.org/content/(10\.1101/(?:\d{4}\.\d\d\.\d\d\.)?\d{6,})(?:v\d+)?(?=[./?#]|$)", re.IGNORECASE
)
_QUERY_OR_FRAGMENT = re.compile(r"[?#]")
# A query parameter whose value is one paper's DOI, whole: PLOS's "article?id=<DOI>", "?doi=<DOI>" on publishers'
# and indexes' pages. CiteSeerX's "doi=10.1.1.x" is its own number, no DOI (a registrant has four digits or more).
_DOI_QUERY_NAMES = frozenset({"doi", "id"})
# What follows a DOI in a publisher's path: a page ("/full", "/abstract", "/pdf"), a supplement's folder, a file
# ("coli_a_00493.pdf").
_PAGE_SEGMENT = re.compile(
    r"(?:full|abstract|abs|pdf|epdf|html|fulltext|summary|meta|references|citedby|suppl_file)"
    r"|.*\.(?:pdf|html?|xml|epub)",
    re.IGNORECASE,
)
# A dblp record page: dblp.org/rec/<key>, with .html, .bib, .xml or .rdf for its other forms (and the older
# dblp.uni-trier.de host, and /rec/bibtex/<key> of the old site).
_DBLP_RECORD_URL = re.compile(
    r"^https?://(?:www\.)?dblp\.(?:org|uni-trier\.de|dagstuhl\.de)/rec/(?:bibtex/|html/|xml/)?"
    r"(?P<key>[^?#]+?)(?:\.(?:html|bib|xml|rdf|nt|ttl))?/?(?:[?#].*)?$",
    re.IGNORECASE,
)
# A part of an article's page that Springer Nature and others address after the article's DOI, on doi.org too
# ("10.1007/s11109-010-9128-7/tables/5", ".../figures/2"): a table or figure of the article, never part of its DOI.
_ARTICLE_PART = re.compile(r"/(?:tables|figures)/\d+/?$")
# Characters a DOI may keep in a URL path; anything else ('#', '?', '<', spaces) is percent-encoded.
_DOI_SAFE = "/:;()[],"


def normalize_doi(value: str | None) -> str | None:
    """Lowercased DOI without resolver prefix, or None for empty and placeholder values.

    DOIs are case-insensitive by spec; lowercasing gives one spelling to compare and store. A table or figure
    of the article addressed after its DOI (``_ARTICLE_PART``) is left off.
    """
    if not value:
        return None
    text = unquote(value.strip())
    if "\\" in text:
        text = _LATEX_ESCAPE.sub(r"\1", text)
    text = _DOI_PREFIXES.sub("", text)
    match = _DOI.search(text)
    if not match:
        return None
    doi = _without_closing_punctuation(match.group(1)).lower()
    if "/tables/" in doi or "/figures/" in doi:
        doi = _ARTICLE_PART.sub("", doi)
    if _PLACEHOLDER.match(doi) or not _DOI.fullmatch(doi):  # "10.1145/." strips down to no DOI at all
        return None
    return doi


def _without_closing_punctuation(doi: str) -> str:
    """The DOI without the punctuation of the sentence or bracket around it ("(doi:10.1/a).", "[10.1/a]"): a closing
    ")" or "]" goes only when the DOI does not open it, so "10.1016/S0019-9958(77)90354-0" and "10.1/x(1)" stay whole.
    """
    while doi and doi[-1] in _CLOSING_PUNCTUATION:
        last = doi[-1]
        opening = _OPENING.get(last)
        if opening is not None and doi.count(opening) >= doi.count(last):
            break
        doi = doi[:-1]
    return doi


def is_valid_doi(value: str | None) -> bool:
    """Whether ``value`` is a bare DOI that follows the DOI grammar (``_DOI_GRAMMAR``), so it is safe to write."""
    return value is not None and _DOI_GRAMMAR.fullmatch(value) is not None


def is_valid_arxiv_id(value: str | None) -> bool:
    """Whether ``value`` is a bare arXiv id, new style (2107.06925, optionally v2) or old (hep-th/9901001)."""
    return value is not None and _ARXIV_GRAMMAR.fullmatch(value) is not None


def is_corr_key(key: str | None) -> bool:
    """Whether a dblp key names a CoRR record, dblp's copy of an arXiv preprint ("journals/corr/abs-2006-15704")."""
    return key is not None and key.startswith(_CORR_KEY_PREFIX)


def is_valid_dblp_key(value: str | None) -> bool:
    """Whether ``value`` is shaped like a dblp record key (conf/sc/LiH21)."""
    return value is not None and _DBLP_KEY_GRAMMAR.fullmatch(value) is not None


def is_arxiv_doi(doi: str | None) -> TypeGuard[str]:
    """True for arXiv's DataCite DOIs (10.48550/arXiv.<id>), which name the preprint, never the published paper."""
    return doi is not None and doi.lower().startswith(ARXIV_DOI_PREFIX)


def is_artifact_doi(doi: str | None) -> bool:
    """True for the DOI of a code or data artifact (ARTIFACT_DOI_PREFIXES): it names no paper, however linked."""
    return doi is not None and doi.lower().startswith(ARTIFACT_DOI_PREFIXES)


# A DOI whose suffix is an ISBN ("10.1007/3-540-27659-9", "10.1007/978-3-540-27659-3"), or an ISBN-13 unhyphenated
# after a short series prefix, as Routledge and Cambridge's books online write it ("10.4324/9780203028100",
# "10.1017/CBO9780511778735"): the DOI of a whole book; a chapter's DOI adds its number after it ("..._24", "-5").
_BOOK_DOI = re.compile(r"10\.\d{4,9}/(?:(?:97[89]-?)?\d{1,5}-\d{1,7}-\d{1,7}-[\dx]|[a-z]{0,4}97[89]\d{10})")


def is_preprint_doi(doi: str | None) -> bool:
    """True for the DOI a preprint server gave a preprint (``_PREPRINT_DOI``)."""
    return doi is not None and _PREPRINT_DOI.match(doi.lower()) is not None


def is_book_doi(doi: str | None) -> bool:
    """True for the DOI of a whole book (``_BOOK_DOI``): it names no paper, and no journal article has one."""
    return doi is not None and _BOOK_DOI.fullmatch(doi.lower()) is not None


def split_arxiv_id(value: str | None) -> tuple[str | None, int | None]:
    """(id without version, version) for 'arXiv:1706.03762v7', '1706.03762', 'quant-ph/0201082v1' or a URL."""
    if not value:
        return None, None
    text = value.strip()
    match = _ARXIV_URL.search(text) or _ARXIV_ID.match(text) or _ARXIV_READER_URL.search(text)
    if not match:
        return None, None
    version = int(match.group(2)) if match.group(2) else None
    return _SUBJECT_CLASS.sub(r"\1/", match.group(1)).lower(), version  # "HEP-TH/9901001" is hep-th/9901001


def normalize_arxiv_id(value: str | None) -> str | None:
    """The unversioned arXiv id, the stable key for a preprint."""
    return split_arxiv_id(value)[0]


def doi_from_url(url: str | None) -> str | None:
    """The DOI a URL writes whole: on a DOI resolver (``_DOI_RESOLVERS``), after a publisher's "/doi/" segment,
    on a bioRxiv or medRxiv preprint's page before its version (``_PREPRINT_PAGE``), after a segment naming one
    paper's page (``_PAPER_PAGE_SEGMENT``), or as the whole value of a query parameter naming it
    (``_DOI_QUERY_NAMES``).

    On a publisher's path the DOI ends where the page's own parts begin ("/full", a PDF's file name); on the
    platforms that write "/article-pdf/doi/<DOI>/<number>/" (AIP, OUP, MIT Press), at their number too. Plain
    searches find the usual links; the patterns run only on what is left.
    """
    if not url:
        return None
    lowered = url.lower()
    if lowered.startswith("doi:"):  # the DOI's own scheme, as a link's address ("[DOI](doi:10.1177/...)")
        return normalize_doi(url[4:])
    if "doi." in lowered:  # every resolver's host name starts so
        for resolver in _DOI_RESOLVERS:
            at = lowered.find(resolver)
            if at >= 0:
                return normalize_doi(url[at + len(resolver) :])
    at = lowered.find(_DOI_SEGMENT)
    page = _AFTER_DOI_SEGMENT.match(url, at + len(_DOI_SEGMENT)) if at >= 0 else None
    if page is not None:
        if page.group("volume"):
            return None  # the DOI of a whole volume, not of the paper
        numbered = "article" in lowered[lowered.rfind("/", 0, at) : at]  # ".../article-pdf/doi/<DOI>/<number>"
        return normalize_doi(_doi_in_publisher_path(url[page.end() :], numbered=numbered))
    preprint = _PREPRINT_PAGE.search(url) if "rxiv.org/content/10.1101/" in lowered else None
    if preprint is not None:
        return normalize_doi(preprint.group(1))
    found = _PAPER_PAGE_SEGMENT.search(url) if "/10." in url else None
    if found is not None:
        return normalize_doi(_doi_in_publisher_path(url[found.end() :], numbered=False))
    return _doi_in_query(url) if "=10." in url else None


def _doi_in_query(url: str) -> str | None:
    """The DOI a query parameter gives as its whole value (``article?id=10.1371/journal.pbio.2006352``)."""
    for name, value in parse_qsl(urlsplit(url).query):
        if name.lower() in _DOI_QUERY_NAMES and _DOI_GRAMMAR.fullmatch(value):
            return normalize_doi(value)
    return None


def may_name_doi(lowered_url: str) -> bool:
    """A cheap test, true for every lower-cased URL ``doi_from_url`` reads a DOI from (and for some others)."""
    return "doi" in lowered_url or "/10." in lowered_url or "=10." in lowered_url


def may_name_arxiv_id(lowered_url: str) -> bool:
    """A cheap test, true for every lower-cased URL ``arxiv_id_from_url`` reads an arXiv id from (and for some
    others: "xiv.org/" is in bioRxiv's host too)."""
    return "xiv.org/" in lowered_url or "ar5iv.org/" in lowered_url or "huggingface.co/papers/" in lowered_url


def _doi_in_publisher_path(rest: str, *, numbered: bool) -> str:
    """The DOI at the start of a publisher's path ("10.1162/coli_a_00493/2177320/coli_a_00493.pdf"): its prefix and
    first suffix segment, then the segments up to a page part (``_PAGE_SEGMENT``) or, when ``numbered``, the
    platform's number for the article."""
    path = _QUERY_OR_FRAGMENT.split(unquote(rest), maxsplit=1)[0]
    if path.count("/") == 1:  # the usual "10.1145/3458817.3476145": nothing after the DOI
        return path.removesuffix(".pdf")
    prefix, _, suffix = path.partition("/")
    first, *more = suffix.split("/")
    kept = [first]
    for segment in more:
        if _PAGE_SEGMENT.fullmatch(segment) or (numbered and segment.isdigit()):
            break
        kept.append(segment)
    return f"{prefix}/{'/'.join(kept)}".removesuffix(".pdf")


def arxiv_id_from_url(url: str | None) -> str | None:
    """The unversioned arXiv id inside an arxiv.org/abs|pdf URL."""
    if not url:
        return None
    return split_arxiv_id(url)[0] if _ARXIV_URL.search(url) or _ARXIV_READER_URL.search(url) else None


def dblp_key_from_url(url: str | None) -> str | None:
    """The record key inside a dblp record page's URL (https://dblp.org/rec/conf/osdi/XiaoBRSKHPPZZYZ18.html)."""
    found = _DBLP_RECORD_URL.match(url.strip()) if url else None
    key = found.group("key") if found else None
    return key if is_valid_dblp_key(key) else None


def doi_url(doi: str) -> str:
    """The DOI's landing page at doi.org; ``doi_from_url`` reads the same DOI back from it."""
    return f"https://doi.org/{quote(doi, safe=_DOI_SAFE)}"


def arxiv_abs_url(arxiv_id: str) -> str:
    return f"https://arxiv.org/abs/{arxiv_id}"


def arxiv_pdf_url(arxiv_id: str) -> str:
    """arXiv's PDF address without a version: always the latest version, the one readers want."""
    return f"https://arxiv.org/pdf/{arxiv_id}"


_HOMONYM_NUMBER = re.compile(r"\s+\d{4}$")


def strip_homonym_number(name: str) -> str:
    """dblp tells apart people of one name as "Wei Wu 0001"; the number is part of dblp's person id, not the name."""
    return _HOMONYM_NUMBER.sub("", name)


def host_name(url: str) -> str:
    """A URL's host name, lower-case, without a leading "www." or the port; "" when it has none or is malformed.

    An address written without a scheme ("arxiv.org/abs/2005.14165") is read as starting with its host, as a
    reader would read it; one with a scheme that has no host ("mailto:") has none."""
    written = url.strip()
    if ":" not in written.split("/", 1)[0] and not written.startswith(("/", "#")):  # no scheme ("mailto:" is one)
        written = "//" + written
    try:
        host = urlsplit(written).hostname or ""
    except ValueError:
        return ""
    return host.lower().removeprefix("www.")


def on_host(url: str, domains: Iterable[str]) -> bool:
    """Whether a URL points to one of the domains or a host under one ("export.arxiv.org" is on "arxiv.org").

    The one way to ask where a URL points: host names are compared label by label, never as text anywhere in the
    URL, so "netflix.com" is not on "x.com" and "example.org/?next=arxiv.org" is not on arXiv. A domain that ends
    in "." names a host's first label ("proceedings." is proceedings.mlr.press, proceedings.neurips.cc, ...)."""
    host = host_name(url)
    return bool(host) and any(
        host.startswith(domain) if domain.endswith(".") else host == domain or host.endswith("." + domain)
        for domain in domains
    )


def host_of(url: str) -> str:
    """The rate-limit and counting key of a URL: lower-case host, with the port when one is given."""
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    return f"{host}:{parts.port}" if parts.port else host
