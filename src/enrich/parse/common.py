"""What the three list formats share: the `[year venue]` tag, titles, years and links.

An entry line in every format is "<tag> <title part> <links>"; the formats differ only in the bullet before the
tag, in how the title is marked (bold or not) and in whether links carry URLs. So the tag, the cleaning of titles
and the reading of links live here, once.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, NamedTuple

from enrich.ids import (
    ARXIV_DOI_PREFIX,
    arxiv_abs_url,
    arxiv_id_from_url,
    dblp_key_from_url,
    doi_from_url,
    doi_url,
    is_artifact_doi,
    is_arxiv_doi,
    is_book_doi,
    is_preprint_doi,
    may_name_arxiv_id,
    may_name_doi,
    normalize_arxiv_id,
    normalize_doi,
    on_host,
)
from enrich.models import LinkKind
from enrich.venues import canonical_acronym, venue_for_acronym

Format = Literal["plain", "bulleted", "markdown", "table", "bibtex", "yaml"]
# Formats whose entries are records of named fields (a .bib entry, a YAML record): their fields are the record's,
# never completed by the entry labeller, and ``enrich fix`` adds fields to them rather than links.
RECORD_FORMATS = frozenset(("bibtex", "yaml"))

# Two-digit years ('22) follow the POSIX strptime("%y") convention: 69-99 are 1969-1999, 00-68 are 2000-2068.
# Reading lists of computing research rarely cite anything older than 1969, and they write such years in full.
TWO_DIGIT_YEAR_PIVOT = 69

_APOSTROPHES = re.compile(r"[‘’‚‛`´′]")  # typographic quotes lists use around '22
# A new-style arXiv id, with or without "arXiv:" ("arXiv:2005.14165", "2005.14165v2"): its first four digits are
# a year and a month, never the paper's year, in a tag or after the title.
ARXIV_ID_IN_TEXT = re.compile(r"(?:arxiv:\s*)?\b\d{4}\.\d{4,5}(?:v\d+)?\b", re.IGNORECASE)
_FOUR_DIGIT_YEAR = re.compile(r"'?(?<!\d)((?:19|20)\d{2})(?!\d)'?")
# '22, ' 22, '22' and 22': two digits count as a year only next to an apostrophe, so "[Top 10]" has no year
# (and is reported) rather than the year 2010.
_TWO_DIGIT_YEAR = re.compile(r"'\s*(\d{2})(?!\d)'?|(?<![\w'])(\d{2})'|(?<=[A-Z])(\d{2})'(?!\w)")
# 'YYMM after a name ("arXiv'2401", "Name'2508"): the year and month an arXiv id opens with, written as lists write
# an edition's year, so the year is the first two digits; a month (01-12) must follow them.
MONTHS = tuple("january february march april may june july august september october november december".split())
# A month's name as dates write it: whole, by its first three letters, or "Sept".
MONTH_NAME = "(?i:" + "|".join(f"{month[:3]}(?:{month[3:]})?" for month in MONTHS) + "|sept)"
_YEAR_MONTH = re.compile(r"(?<=[A-Za-z])'\s?(\d{2})(?:0[1-9]|1[0-2])(?!\d)")
_TAG_EDGES = " \t'\",;:-"
ZERO_WIDTH = "\u200b\u2060\ufeff"  # zero-width space, word joiner, byte-order mark: no whitespace to str.split
# Tags repeat ("2020 FAST" hundreds of times in a long list); reading each spelling once keeps parsing fast.
_TAG_CACHE_SIZE = 4096

# Emphasis and code marks never belong to a title; a single underscore does ("Gandiva_fair"), a pair does not.
# Marks go first, then underscore pairs: "_*_" must not leave a "__" behind for a second cleaning to find.
_MARKS = re.compile(r"[*`]+")
_UNDERSCORE_PAIRS = re.compile(r"_{2,}")
# The publisher platform a web page's title ends with when a list pastes the page's title as the paper's ("Title |
# SpringerLink", "Title - ScienceDirect", "Title | IEEE Journals & Magazine | IEEE Xplore"): the site's name, after
# a bar or a spaced dash, is no part of the paper's title.
_SITE_NAME = (
    r"SpringerLink|ScienceDirect|Nature|Science|PNAS|IEEE Xplore|IEEE Journals? & Magazines?|IEEE Conference "
    r"Publication|ACM Digital Library|Wiley Online Library|Taylor & Francis Online|SAGE Journals|JSTOR|Cambridge Core"
    r"|Oxford Academic|PLOS ONE|PubMed|PMC|bioRxiv|medRxiv|arXiv(?:\.org)?|OpenReview|Semantic Scholar|ResearchGate"
    r"|Google Scholar|SSRN|Annual Reviews|Project MUSE|Emerald Insight|De Gruyter|APA PsycNet|Frontiers|MDPI"
)
_SITE_SUFFIX = re.compile(rf"(?:\s+(?:\||[-–—])\s+(?:{_SITE_NAME})\.?)+\s*$")

# A link in any format: "[label](url)" (one level of parentheses allowed in the URL), "[label]", or a label whose
# closing bracket is missing ("[PDF [Slides]"): the label then ends where the next "[" starts.
_LINK = re.compile(r"\[([^\[\]]*)(?:\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)|\]|(?=\[)|$)")
_LABEL_WORDS = re.compile(r"[a-z]+")
# A special issue named after its journal: "--MOOSE special issue", ": Special Issue on Robots", " (special issue)".
_SPECIAL_ISSUE = re.compile(r"\s*(?:--|[-–—:,(])\s*(?:[^-–—:,()]*?\s)?[Ss]pecial [Ii]ssue\b.*$")
# An identifier as a label, the way papers cite themselves and `enrich fix` writes DOIs and arXiv ids into lists
# whose labels carry no URL: "[DOI: 10.1145/3458817.3476145]", "[arXiv: 2107.06925]". The name in any case, a
# colon, optional spaces, then the identifier and nothing else.
_IDENTIFIER_LABEL = re.compile(r"(doi|arxiv):[ \t]*(\S+)", re.IGNORECASE)
# Kinds travel as LinkKind values (plain strings) until the Entry is built: string keys hash fast, Enum keys not.
_CODE, _PDF, _SLIDES, _POSTER, _RECORDING, _VIDEO, _OTHER = (
    kind.value
    for kind in (
        LinkKind.code,
        LinkKind.pdf,
        LinkKind.slides,
        LinkKind.poster,
        LinkKind.recording,
        LinkKind.video,
        LinkKind.other,
    )
)
_KIND_BY_LABEL_WORD: dict[str, str] = {
    "code": _CODE,
    "github": _CODE,
    "gitlab": _CODE,
    "repo": _CODE,
    "repository": _CODE,
    "source": _CODE,
    "pdf": _PDF,
    "paper": _PDF,
    "slides": _SLIDES,
    "slide": _SLIDES,
    "ppt": _SLIDES,
    "pptx": _SLIDES,
    "poster": _POSTER,
    "recording": _RECORDING,
    "talk": _RECORDING,
    "video": _VIDEO,
}
# Label words that name the paper itself ("[PDF]", "[Paper]", "[arXiv]"): in a table, the cell holding such a link
# is the row's link column (enrich.fix.spans).
PAPER_LABEL_WORDS = frozenset({"pdf", "paper", "article", "arxiv", "doi", "link", "report"})
# Words that make a link a label ("[PDF]", "[Code]"), not a title; a title link has other words too. The words
# that name a kind (_KIND_BY_LABEL_WORD) or the paper (PAPER_LABEL_WORDS), and others that name neither.
LABEL_WORDS = (
    frozenset(_KIND_BY_LABEL_WORD)
    | PAPER_LABEL_WORDS
    | frozenset(
        "videos web website project page homepage blog url demo abs html openreview docs doc dataset data bib bibtex "
        "pre print preprint supplementary supp appendix official unofficial pytorch tensorflow jax implementation "
        "tweet "
        # the words a link's label is phrased with around those: "Link to PDF", "Download the PDF", "Full text"
        "to the full text download view here".split()
    )
)
# Label words that name another document than the paper the entry lists: its author's thesis, an extended or journal
# version, a supplement, an erratum, a dataset or artifact. When the links name different identifiers, the links so
# labelled give way to the others (``ids_from_links``).
_OTHER_WORK_LABEL_WORDS = frozenset(
    "thesis dissertation extended extension journal supplement supplementary appendix erratum errata correction "
    "dataset artifact artefact".split()
)
# Label words are read in this order, so "Code Slides" (rare) is code: a repository is the harder link to find.
_KIND_PRIORITY = (_CODE, _PDF, _SLIDES, _POSTER, _RECORDING, _VIDEO)
CODE_HOSTS = ("github.com", "gitlab.com", "bitbucket.org")
# Only links to the paper itself name its DOI or arXiv id; a code or slides link may carry an artifact's DOI.
_PAPER_LINK_KINDS = frozenset({_PDF, _OTHER})
# Every URL that enrich.ids reads an identifier from passes its cheap tests (may_name_doi, may_name_arxiv_id) or
# contains "dblp."; checking them first skips the identifier parsers for the usual publisher or author PDF link.
_DBLP_URL_MARK = "dblp."

# Text reads like a title from this many words on: fewer is a label, a name or a note ("PDF", "Slides", "see below").
MIN_TITLE_LIKE_WORDS = 3

# How an unparsed record's reason ends when its line carries a paper's evidence (a link to a paper, a venue with its
# year, a citation's authors and year) and no rule read a title there: a shape the rules do not know, whose line
# the entry labeller may read (``enrich.parse.audit.no_rule_read_its_title``).
NO_TITLE_TOLD_APART = "but no title could be told apart"
NO_RULE_READ_ITS_SHAPE = "but no rule read its shape"


def pipe_framed(source: str) -> bool:
    """A source line written as a table row: it opens and closes with a bar and has a cell between. The parse reads
    a run of them as a table's rows with or without a delimiter row; the fix writes inside their cells."""
    stripped = source.strip()
    return len(stripped) > 1 and stripped[0] == "|" and stripped[-1] == "|"


def indent(source: str) -> int:
    """The width of a source line's leading whitespace."""
    return len(source) - len(source.lstrip())


@dataclass(frozen=True, slots=True)
class Tag:
    """The bracketed `[2020 FAST]` / `[OSDI '22]` at the start of an entry."""

    year: int | None
    venue: str | None
    venue_acronym: str | None


class FoundLink(NamedTuple):
    """A link as a list writes it; the fields of enrich.models.Link."""

    kind: str  # a LinkKind value
    label: str
    url: str | None


class EntryLine(NamedTuple):
    """What one entry line says, before it is placed in a file and merged with other listings of the paper."""

    title: str
    tag: Tag
    system_name: str | None
    links: tuple[FoundLink, ...]
    uses_markdown: bool  # a bold title or a link that writes its URL
    brackets_balanced: bool


@dataclass(frozen=True, slots=True)
class Problem:
    """A line that looks like an entry but cannot be read; becomes an Unparsed record."""

    reason: str
    line: int = 0  # the source line, when it is not the first line of the block it was read from


def expand_year(two_digits: int) -> int:
    """'22 -> 2022, '99 -> 1999 (see TWO_DIGIT_YEAR_PIVOT)."""
    return (1900 if two_digits >= TWO_DIGIT_YEAR_PIVOT else 2000) + two_digits


# A paper's nickname after its venue's year in a tag, set off by a comma: one word, no venue's ("[JEBS 2009, DINA]",
# "[L@S 2018, DKT+]"); "[ICML 2019, Workshop]" names a workshop.
_NICKNAME_AFTER_YEAR = re.compile(r"\s*,\s*(?!(?i:workshops?|tutorials?|demos?|posters?|oral|findings)\b)[\w+@.-]+\s*")


@lru_cache(maxsize=_TAG_CACHE_SIZE)
def parse_tag(text: str) -> Tag:
    """Year and venue from a tag's inside, in either order ("2020 FAST", "OSDI '22", "SC ‘21’", "OSDI’ 20"); an
    arXiv id in it ("[arXiv:2005.14165]") is no year."""
    text = _APOSTROPHES.sub("'", ARXIV_ID_IN_TEXT.sub(identifier_left, text) if "." in text else text)
    year: int | None = None
    match = _FOUR_DIGIT_YEAR.search(text)
    if match:
        year = int(match.group(1))
    else:
        match = _TWO_DIGIT_YEAR.search(text) or (_YEAR_MONTH.search(text) if "'" in text else None)
        if match:
            year = expand_year(int(next(group for group in match.groups() if group)))
    if match:
        after = text[match.end() :]
        if text[: match.start()].strip(_TAG_EDGES) and _NICKNAME_AFTER_YEAR.fullmatch(after):
            after = ""  # "[JEBS 2009, DINA]": the venue and its year, then the paper's nickname, no part of the venue
        text = f"{text[: match.start()]} {after}"
    venue = " ".join(text.split()).strip(_TAG_EDGES).replace("'", "") or None
    if venue is not None and venue[-2:].isdigit() and venue[-3:-2].isalpha() and venue_for_acronym(venue[:-2]):
        # "SOSP07", "OSDI94": a known venue's acronym with its year's two digits glued on, no apostrophe between
        year = year if year is not None else expand_year(int(venue[-2:]))
        venue = venue[:-2]
    return Tag(year, venue, canonical_acronym(venue))


def identifier_left(found: re.Match[str]) -> str:
    """What an identifier leaves of itself in text read for a venue and year: "arXiv:2103.01234" names arXiv as the
    paper's place, as "arXiv preprint arXiv:..." does; other numbers (an id alone, pages) leave nothing."""
    return " arXiv " if found.group(0)[:5].casefold() == "arxiv" else " "


def clean_title(text: str) -> str:
    """The title as a person would write it: no emphasis marks, single spaces, no trailing period, no single quotes
    around it whole, no platform's name pasted with a web page's title, Unicode NFC.

    Lists end titles with a period and wrap them in ** **; neither is part of the title, and leaving them in
    would give the same paper two spellings.
    """
    ascii_only = text.isascii()  # ASCII is already NFC: the common case skips both normalisations
    if not ascii_only:
        text = unicodedata.normalize("NFC", text)
    text = _strip_emphasis(text)
    text = " ".join(text.split()).lstrip(" _").rstrip(" ._")
    if text[:1] in "'‘" and text[-1:] in "'’" and len(text) > 2:  # Harvard's quotes around the whole title
        text = text[1:-1].strip().rstrip(" ._,")
    if "|" in text or " - " in text or " – " in text or " — " in text:  # a separator _SITE_SUFFIX needs, tested
        text = _SITE_SUFFIX.sub("", text)  # each on its own: every title passes here, and a generator costs 3x
    if ascii_only:
        return text
    # zero-width spaces (not whitespace to str.split) pasted around a title are no part of it
    return unicodedata.normalize("NFC", text.strip(ZERO_WIDTH).lstrip(" _").rstrip(" ._"))


def venue_without_issue(venue: str | None) -> str | None:
    """A venue without the special issue a list names after it ("Nuclear Technology--MOOSE special issue", "Journal
    of X: Special Issue on Y", "Journal of X (special issue)"): the issue is a part of the journal, not another."""
    if not venue or "pecial" not in venue:
        return venue
    return _SPECIAL_ISSUE.sub("", venue).strip() or venue


def clean_heading(text: str) -> str:
    """A heading's text for a section path: no emphasis marks, single spaces."""
    return " ".join(_strip_emphasis(unicodedata.normalize("NFC", text)).split())


def _strip_emphasis(text: str) -> str:
    if "*" in text or "`" in text:
        text = _MARKS.sub("", text)
    return _UNDERSCORE_PAIRS.sub("", text) if "__" in text else text


def link_kind(label: str, url: str | None) -> str:
    """The LinkKind value of a link: from its label first ("CoorDL Code" is code), then its URL (a GitHub link)."""
    kind = _kind_from_label(label)
    if kind is not None:
        return kind
    if url and on_host(url, CODE_HOSTS):
        return _CODE
    return _OTHER


@lru_cache(maxsize=_TAG_CACHE_SIZE)  # labels repeat even more than tags: "PDF", "Slides", "Code"
def _kind_from_label(label: str) -> str | None:
    words = {_KIND_BY_LABEL_WORD.get(word) for word in _LABEL_WORDS.findall(label.lower())}
    return next((kind for kind in _KIND_PRIORITY if kind in words), None)


def read_links(tail: str) -> tuple[list[FoundLink], bool, bool]:
    """The links in the text after a title, whether its brackets are balanced (a list typo worth a warning), and
    whether a link writes its URL (the mark of Markdown). An identifier label is the link it names
    (``identifier_link``)."""
    links, balanced, urls_written = _read_links(tail)
    return list(links), balanced, urls_written


@lru_cache(maxsize=_TAG_CACHE_SIZE)  # the links after a title repeat line after line: "[PDF] [Slides] [Code]"
def _read_links(tail: str) -> tuple[tuple[FoundLink, ...], bool, bool]:
    if not tail:
        return (), True, False
    links = []
    urls_written = False
    for label, url in _LINK.findall(tail):
        label = label.strip()
        if not label:
            continue
        if url:
            urls_written = True
            links.append(FoundLink(link_kind(label, url), label, url))
        elif ":" in label and (found := identifier_link(label)) is not None:  # most labels ("PDF") have no colon
            links.append(found)
        else:
            links.append(FoundLink(link_kind(label, None), label, None))
    return tuple(links), tail.count("[") == tail.count("]"), urls_written


def identifier_link(label: str) -> FoundLink | None:
    """The link an identifier label names, or None when the label is no identifier label.

    "DOI: 10.1145/3458817.3476145" is https://doi.org/10.1145/3458817.3476145 and "arXiv: 2107.06925" is
    https://arxiv.org/abs/2107.06925, both of kind other, as the same links written with their URLs in Markdown
    ("[DOI](https://doi.org/...)"), so the paper's DOI and arXiv id are read from them. The identifier must be
    exactly a valid one (not a placeholder DOI, no URL, no trailing text); otherwise the label stays a link of kind
    other without URL and names no identifier.
    """
    match = _IDENTIFIER_LABEL.fullmatch(label)
    if match is None:
        return None
    name, value = match.groups()
    url = None
    if name.lower() == "doi":
        doi = normalize_doi(value)
        if doi is not None and doi == value.lower():
            url = doi_url(doi)
    elif "arxiv" not in value.lower():  # a bare id: neither a second "arXiv:" nor an arxiv.org URL
        arxiv_id = normalize_arxiv_id(value)
        if arxiv_id is not None:
            url = arxiv_abs_url(arxiv_id)
    return FoundLink(_OTHER, label, url)


def has_paper_link_label(text: str) -> bool:
    """True when text carries a link named like a paper's (PDF, Slides, Code...): the mark of an entry line."""
    start = text.find("[")
    if start < 0:
        return False
    links, _, _ = read_links(text[start:])
    return any(link.kind != _OTHER for link in links)


def merge_links(links: Sequence[FoundLink]) -> list[FoundLink]:
    """One list of links for a paper listed several times.

    Unique by (kind, url), first label kept; links without URL by (kind, label). A link without URL ("[PDF]" in a
    plain-text list) is dropped when another listing gives the same kind or the same label with a URL: it names the
    same thing, less usefully. Kind other says nothing about what a link is ("[Blog]", "[DOI: 10.1145/...]"), so
    there only the same label counts.
    """
    unique: dict[tuple[str, ...], FoundLink] = {}
    for link in links:
        kind, label, url = link
        unique.setdefault((kind, url) if url else (kind, "", label), link)
    with_url = [link for link in unique.values() if link.url]
    if len(with_url) == len(unique) or not with_url:
        return list(unique.values())
    kinds_with_url = {link.kind for link in with_url} - {_OTHER}
    labels_with_url = {link.label.casefold() for link in with_url}
    return [
        link
        for link in unique.values()
        if link.url or (link.kind not in kinds_with_url and link.label.casefold() not in labels_with_url)
    ]


class LinkIds(NamedTuple):
    doi: str | None
    arxiv_id: str | None
    conflicts: tuple[str, ...]  # human-readable, e.g. "different DOIs in the links: a, b"
    dblp_key: str | None = None


_NO_LINK_IDS = LinkIds(None, None, ())


def ids_from_links(links: Sequence[FoundLink]) -> LinkIds:
    """The DOI, arXiv id and dblp key that a paper's own links (PDF or unnamed) name: the resolver takes a record
    carrying one of them as the paper itself (enrich.resolve.decide).

    When the links disagree, the links whose label names another document (a thesis, an extended version: see
    ``_OTHER_WORK_LABEL_WORDS``) give way to the others; when those still disagree, neither value is kept: a wrong
    DOI is worse than a missing one. An arXiv DataCite DOI (10.48550/arXiv.*) names the preprint, so it becomes the
    arXiv id, never the DOI; an artifact's DOI (``is_artifact_doi``: Zenodo, figshare, ...) names code or data and a
    whole book's (``is_book_doi``) the volume a chapter is in, so neither is the paper's, whatever the link's label
    says; a preprint server's DOI (``is_preprint_doi``: bioRxiv,
    SSRN, ...) beside a journal's names the preprint of the paper the journal's names, so the journal's is kept.
    """
    named = _named_ids(links)
    dois, arxiv_ids, dblp_keys = named
    if not (dois or arxiv_ids or dblp_keys):  # most entries: one record for all of them
        return _NO_LINK_IDS
    if len(dois) <= 1 and len(arxiv_ids) <= 1 and len(dblp_keys) <= 1:  # the usual case: each named once or never
        return LinkIds(
            dois[0] if dois else None, arxiv_ids[0] if arxiv_ids else None, (), dblp_keys[0] if dblp_keys else None
        )
    of_the_paper = _named_ids([link for link in links if not _names_another_work(link.label)])
    kept = tuple(ours if len(ours) == 1 else values for values, ours in zip(named, of_the_paper, strict=True))
    conflicts = tuple(
        f"different {name} in the links: {', '.join(values)}; none kept"
        for name, values in zip(("DOIs", "arXiv ids", "dblp keys"), kept, strict=True)
        if len(values) > 1
    )
    return _link_ids(kept, conflicts)


def _named_ids(links: Sequence[FoundLink]) -> tuple[list[str], list[str], list[str]]:
    """The distinct DOIs, arXiv ids and dblp keys the paper links (PDF or unnamed) name, in link order."""
    dois: list[str] = []
    arxiv_ids: list[str] = []
    dblp_keys: list[str] = []
    for link in links:
        if link.kind not in _PAPER_LINK_KINDS or not link.url:
            continue
        lowered = link.url.lower()
        if may_name_doi(lowered):
            doi = doi_from_url(link.url)
            if doi and is_arxiv_doi(doi):
                _add_unique(arxiv_ids, normalize_arxiv_id(doi[len(ARXIV_DOI_PREFIX) :]))
            elif not is_artifact_doi(doi) and not is_book_doi(doi):  # a whole volume's DOI: a chapter's link
                _add_unique(dois, doi)
        if may_name_arxiv_id(lowered):
            _add_unique(arxiv_ids, arxiv_id_from_url(link.url))
        if _DBLP_URL_MARK in lowered:
            _add_unique(dblp_keys, dblp_key_from_url(link.url))
    published = [doi for doi in dois if not is_preprint_doi(doi)]
    return (published if published and len(dois) > 1 else dois), arxiv_ids, dblp_keys


def _names_another_work(label: str) -> bool:
    return not _OTHER_WORK_LABEL_WORDS.isdisjoint(_LABEL_WORDS.findall(label.lower()))


def _link_ids(values: tuple[list[str], ...], conflicts: tuple[str, ...]) -> LinkIds:
    doi, arxiv_id, dblp_key = (found[0] if len(found) == 1 else None for found in values)
    return LinkIds(doi=doi, arxiv_id=arxiv_id, conflicts=conflicts, dblp_key=dblp_key)


def _add_unique(values: list[str], value: str | None) -> None:
    if value and value not in values:
        values.append(value)
