"""What a Markdown list item or table row says: the entry rules over ``enrich.parse.blocks``.

An entry is a list item, a paragraph line group or a table row (with its sub-items) that carries a paper: a title
plus at least one of a year or venue stated on the entry, authors, or a link to the paper. The rules, in order:

- **Tags** at the start (``[OSDI'22]``, ``[2019 CLUSTER]``, ``[Survey :mag:] [ACM CSUR'23]``, ``[1993 SOSP & 1995
  TOCS]``, a leading ``1979,``) give year and venue; the first tag with a year wins, and the first part of a
  two-publication tag. A bracketed name without year or venue (``[AWQ]``, ``[**vLLM**]``) is a nickname, dropped.
  A checkbox (``[ ]``, ``[x]``) and emoji before the title are decoration, dropped.
- **The title** is, first found: the bold text outside brackets and parentheses (text before it is the system
  name); the text of a link that is not a link label (PDF, Code, ...), with ``Name: rest`` joined back when the
  link names only the system; else the plain text up to the links. Emoji, ``:shortcodes:``, a trailing
  ``(@affiliation)`` or code/bold annotation, a trailing venue (``... OSDI'22``) and a note after the link (``:
  note``) are not part of it.
- **Year and venue** may also follow the title (``OSDI 2016``, ``(2005)``, ``| SOSP' 24``, ``, SIGMOD``), sit in
  a table column, a sub-line, or come from the enclosing ``<details>`` summary or heading when it is only a year or
  a venue (``### 2021``, ``### OSDI 2022``). A year from the enclosing group is not evidence of a paper.
- **Authors** come from a line that is only a list of names (an italic line, an ``Authors:`` line) or an authors
  column. **Links** are every link of the entry's lines and sub-items, badges included (the link, not the image).
- **Not papers**: tables of contents (anchor links), software, blog, course or leaderboard entries (only code or
  non-paper links and no stated year or venue), every item of a section named for such things (Frameworks,
  Tools, Courses, Blogs, Books, External lists, ...), and table rows whose paper column links no paper.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from enrich.ids import on_host
from enrich.parse.blocks import Block, Group, Heading, Item, Line, LinkSpan, Prose, Row, Skipped
from enrich.parse.common import (
    ARXIV_ID_IN_TEXT,
    CODE_HOSTS,
    LABEL_WORDS,
    FoundLink,
    Problem,
    Tag,
    clean_title,
    expand_year,
    link_kind,
    parse_tag,
    read_links,
)
from enrich.venues import canonical_acronym, venue_for_acronym, venue_for_name

# Section names whose items are not papers, whatever they look like: the heading ends with one of these plural
# nouns, after at most three other words ("LLM Frameworks", "External Reading Lists", "Courses"). "Resource
# scheduling", "Profiling/Analysis Tool" or "Inference Framework/Design" name research topics and are kept.
_NON_PAPER_SECTION = re.compile(
    r"^(?:[\w/&+.'-]+\s+){0,3}(?:frameworks|tools|toolkits|libraries|software|courses|lectures|blogs|(?:text)?books|"
    r"tutorials|talks|videos|podcasts|newsletters|leaderboards|(?:reading\s+)?lists|resources|contributors|"
    r"citation|license|star\s+history|acknowledge?ments|community|repositories|related\s+(?:repos|awesome\w*)|"
    r"slides|demos)\s*$",
    re.IGNORECASE,
)
# Hosts of things that are not papers, with the hosts under them (ids.on_host): a link there alone does not make
# an entry a paper.
_NON_PAPER_HOSTS = (
    "github.com",
    "gitlab.com",
    "huggingface.co",
    "youtube.com",
    "youtu.be",
    "twitter.com",
    "x.com",
    "medium.com",
    "substack.com",
    "zhihu.com",
    "bilibili.com",
    "wikipedia.org",
    "colab.research.google.com",
)
# Hosts of papers, with the hosts under them; "proceedings." and "papers." name a host's first label (ids.on_host).
# A link there names the paper even without a year or venue.
_PAPER_HOSTS = (
    "arxiv.org",
    "doi.org",
    "dl.acm.org",
    "ieeexplore.ieee.org",
    "usenix.org",
    "openreview.net",
    "aclanthology.org",
    "springer.com",
    "sciencedirect.com",
    "proceedings.",
    "neurips.cc",
    "nips.cc",
    "mlr.press",
    "vldb.org",
    "semanticscholar.org",
    "researchgate.net",
    "papers.",
    "ojs.aaai.org",
    "ijcai.org",
    "cv-foundation.org",
    "thecvf.com",
    "biorxiv.org",
    "ssrn.com",
    "jmlr.org",
    "sigops.org",
    "computer.org",
    "nature.com",
    "science.org",
    "pnas.org",
    "hal.science",
    "citeseerx.",
    "scholar.archive.org",
)
_QUOTED = re.compile(r'(["“”])\s*(.+?)\s*[.,]?\s*["“”]')
# An arXiv id or a volume.issue ("arXiv:1911.09070", "521.7553") is no year.
_IDENTIFIER_IN_TEXT = re.compile(
    rf"{ARXIV_ID_IN_TEXT.pattern}|\b\d+\.\d+\b|\b(?:pages?|pp\.?)\s*\d+\s*[-–—]+\s*\d+|\b(?!(?:19|20)\d\d[-–—]\d\d?\b)\d+[-–—]\d+\b",
    re.IGNORECASE,
)  # also page ranges ("pages 1942–1953"): numbers that are no year
_DATE = re.compile(r"\b((?:19|20)\d{2})[-./]\d{1,2}(?:[-./]\d{1,2})?\b")
_MONTH = re.compile(
    r"\b(?:\d{1,2}\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?=\s|$)", re.IGNORECASE
)
_IN_VENUE = re.compile(r"^(?:in|at|proc(?:eedings|\.)?(?:\s+of)?(?:\s+the)?)\s+", re.IGNORECASE)
_PAPER_PATH = re.compile(
    r"\.(?:pdf|ps|ps\.gz)$|/(?:abs|pdf|papers?|pubs?|publications?|proceedings|doi|articles?|"
    r"library|document|content|record|handle|citation)\b",
    re.IGNORECASE,
)
_BLOG = re.compile(r"/blog\b|blogspot\.|wordpress\.|/posts?/|/news/|/courses?/|courses?\.|/schedule\b", re.IGNORECASE)
_EMOJI_SHORTCODE = re.compile(r":[a-z0-9_+-]+:")
_CHECKBOX = re.compile(r"^\s*\[[ xX]\]\s*")
_LEADING_YEAR = re.compile(r"^\s*((?:19|20)\d{2})\s*[,:.\-–]\s*")
_YEAR = re.compile(r"(?<![\d.])((?:19|20)\d{2})(?![\d])")
_ACRONYM = re.compile(r"^[A-Z][A-Za-z&@+/-]*[A-Z][A-Za-z&@+/-]*$|^[A-Z]{2,}$")
_AFFILIATION = re.compile(r"\s*\(\s*@[^()]*\)\s*$")
_TRAILING_PAREN = re.compile(r"\s*\(([^()]*)\)\s*$")
_SEPARATORS = re.compile(r"\s*(?:\||,|;|\s[-–—]\s|\(|\)|\[|\]|\.\s|:\s|\s\d+\.\d+\s)\s*")
_NAME = re.compile(
    r"^(?:[A-Z][\w'’.-]*\.?|[a-z]{1,3}|van|von|de|der|da|di|la|le)(?:\s+(?:[A-Z][\w'’.-]*\.?|van|von|"
    r"de|der|da|di|la|le|del|dos|du))*$"
)
# Given names after a surname: "Geoffrey E", "J", "Jimmy Lei", "Aaron van den" (initials or capitalised words).
_GIVEN_NAMES = re.compile(
    r"^(?:[A-Z]\.?(?:-[A-Z]\.?)?|[A-Z][a-z]+(?:-[a-z]+)?)(?:\s+(?:[A-Z]\.?|[A-Z][a-z]+|van|von|de|den|der))"
    r"{0,2}$"
)
_LINK_YEAR = re.compile(r"\s*\(\s*((?:19|20)\d{2})\s*\)")
_ET_AL = re.compile(r"et\.?\s*al\.?", re.IGNORECASE)
_BY_AUTHORS = re.compile(r"^\s*by\s+([^,;|(]+)", re.IGNORECASE)
_AUTHORS_LABEL = re.compile(r"^\s*(?:authors?|by)\s*[:：]\s*", re.IGNORECASE)
_VENUE_LABEL = re.compile(r"^\s*(?:venue|conference|published|in|at|journal)\s*[:：]?\s+", re.IGNORECASE)
_COURSE = re.compile(r"/courses?/|courses?\.|/teaching/|/class/|/lectures?/|/syllabus", re.IGNORECASE)
# A plain title alone ("- Attention Is All You Need") is a paper only in a section of papers, and only when it reads
# like a title: a few words, not a sentence ("This section is being updated. Send a PR.").
MIN_TITLE_LIKE_WORDS = 3
_MAX_TITLE_LIKE_WORDS = 30
# Words after a venue in a heading that do not change which venue it is: "Arxiv Preprint", "OSDI 2022 Papers".
_HEADING_QUALIFIER = re.compile(
    r"\s+(?:preprints?|papers?|conferences?|journals?|workshops?|proceedings|track|accepted\s+papers)\s*$", re.I
)
_MIN_CAPITALISED_WORD = 4  # "of", "for", "the" stay lower case in a title
_SENTENCE_BREAK = re.compile(r"\b(?!al\.|vs\.|etc\.)[a-z]{2,}[.!?]\s+[A-Z]")
# A table cell of a year or a venue: "2023.05", "2023/05/01"; "Arxiv 25" (a venue, then a two-digit year).
_DOTTED_DATE = re.compile(r"^((?:19|20)\d{2})[./-]\d{1,2}(?:[./-]\d{1,2})?$")
_VENUE_SHORT_YEAR = re.compile(r"^[A-Za-z][\w&@+/-]*\s+(\d{2})(?:\s+[A-Za-z]+)?$")
_MAX_TAG_CELL_WORDS = 4
_MAX_VENUE_LINE = 60  # longer, a sub-line is prose, unless it opens with an italic venue as citations do
_MIN_UNMARKED_AUTHORS = 2
# Where a citation's parts end: a full stop (or ? and !) and a space, not after an initial ("J. Smith").
_CITATION_PART = re.compile(r"(?<!\b[A-Z])(?<=[^\s.])[.](?:\s+|$)|(?<=[?!])\s+")
_PARENTHESISED_YEAR = re.compile(r"\(\s*((?:19|20)\d{2})[a-z]?\s*\)\s*$")
_BOOK = re.compile(
    r"\b(?:addison[- ]wesley|o'reilly|mit press|(?:cambridge|oxford|princeton) university press|morgan kaufmann|"
    r"prentice[- ]hall|john wiley|springer[- ]verlag|manning publications|no starch press|crc press|"
    r"press book)\b",
    re.IGNORECASE,
)
_ARTICLES = frozenset({"the", "a", "an"})  # "The Paxos Register" is a title, never a person
# Where a citation's author list ends and its title starts: a colon, or a full stop after a surname.
_AUTHORS_END = re.compile(r"(?<=[a-z])\.?:\s+|(?<=[a-z]{2})\.\s+(?=\S)")
# Words that open titles and system names far more often than they are given names or surnames: "Deep Speech:
# Scaling up ..." names a system; "Yoon Kim: Convolutional ..." an author.
_TITLE_WORDS = frozenset(
    "a an the deep neural learning learned network networks fast faster efficient scalable towards toward on of "
    "for in with via from to and or is are meets beyond rethinking revisiting attention language model models "
    "large open simple robust generative graph vision visual image text data machine distributed parallel "
    "secure private federated multi self semi auto dynamic adaptive sparse hierarchical".split()
)
# A citation's title ends at its first full stop: "Authors: Title. Machine Learning 39(2), 2000."
_TITLE_END = re.compile(r"(?<=[\w)?!])[.?!]\s+(?=[A-Z(\[*_])")
# Authors, then the year, before a citation's title: "Michel Galley and Christopher D. Manning. 2008. [Title](url)".
_TRAILING_YEAR = re.compile(r"[\s.,(]*((?:19|20)\d{2})[a-z]?[).,:]*\s*$")
# Publishers written before a venue's acronym: "IEEE SSCI", "ACM SIGMOD", "USENIX ATC".
_PUBLISHER = re.compile(r"^(?:IEEE|ACM|USENIX|Springer|Elsevier|IEEE/\w+)\s+(?=\S)")
# A venue of one to three capitalised words and its year at a title's end ("Title OSDI'22", "Title. OSDI 2016").
_TRAILING_VENUE = tuple(
    re.compile(rf"[\s.,]+((?:[A-Z][\w-]*\s?){{{words}}}['’]?\s?(?:(?:19|20)\d{{2}}|\d{{2}}))\s*\.?$")
    for words in (1, 2, 3)
)
_MAX_TITLE_WORDS_FOR_NAME = 3  # "[Megatron-LM](url): Training ..." names the system, the rest is the title
_MIN_TITLE_LETTERS = 8
_MAX_VENUE_TEXT = 200  # longer text after a title is prose, not a venue
# A link on an unknown host names a paper when its text reads like a title rather than a name or a label.
_MIN_TITLE_WORDS_FOR_LINK = 4
# The text pure readers below are cached: link labels ("PDF", "Code"), tags and the text after a title ("[PDF]
# [Code]", "OSDI 2016") repeat across a list's entries.
_TEXT_CACHE_SIZE = 8192
_WORD = re.compile(r"[a-z]+")
_TABLE_ROLES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("year", re.compile(r"\b(year|date|time|published|when)\b", re.I)),
    ("venue", re.compile(r"\b(venue|conference|conf|journal|publication|pub|where|proceedings)\b", re.I)),
    ("authors", re.compile(r"\bauthors?\b", re.I)),
    ("code", re.compile(r"\b(code|repo|repository|github|implementation|project)\b", re.I)),
    ("title", re.compile(r"\b(title|name|papers?|work)\b", re.I)),
    ("links", re.compile(r"\b(pdf|links?|url|arxiv|download)\b", re.I)),
)


class Listing(NamedTuple):
    """What one entry says, before it is placed in a file and merged with other listings of the paper."""

    first: int
    last: int
    title: str
    tag: Tag
    system_name: str | None
    authors: tuple[str, ...]
    links: tuple[FoundLink, ...]
    table: bool
    marked_up: bool  # the entry's line writes Markdown (enrich fix then adds links in Markdown)


@dataclass
class _Context:
    """The section path and the year or venue an enclosing heading or ``<details>`` group gives its entries."""

    headings: list[tuple[int, str]] = field(default_factory=list)
    groups: list[Tag] = field(default_factory=list)

    @property
    def section(self) -> list[str]:
        return [text for _, text in self.headings]

    def tag(self) -> Tag:
        tags = [group for group in self.groups if group.year or group.venue]
        tags += [_context_tag(text) for _, text in self.headings]
        year = next((tag.year for tag in reversed(tags) if tag.year), None)
        venue = next((tag for tag in reversed(tags) if tag.venue), None)
        return Tag(year, venue.venue if venue else None, venue.venue_acronym if venue else None)

    def skipped(self) -> bool:
        return any(_NON_PAPER_SECTION.match(_strip_decoration(text).strip(" :")) for _, text in self.headings)


class Skip(NamedTuple):
    """Lines that hold no entry, and the named reason why: counted by reason in the parse summary and the report,
    so that nothing a list holds disappears without a word."""

    reason: str
    lines: int = 1


# The reasons a line is no entry: a closed set, so that a summary's counts mean the same in every run.
SKIP_REASONS = {
    "heading": "headings, year groups and labels such as 'Papers:'",
    "table of contents": "anchor links to the list's own sections",
    "badge": "badges and images alone",
    "prose": "sentences about the list or its sections",
    "non-paper section": "items of a section named for software, courses, blogs, books or other lists",
    "software": "items whose only links are code repositories or software pages",
    "blog": "items whose only links are blog posts or news",
    "course": "items whose only links are course pages",
    "no paper evidence": "a name or short phrase with no year, venue, authors or link to a paper",
    "table header": "table header rows",
    "code block": "fenced or indented code (a citation of the list itself)",
    "block quote": "quoted notes",
    "html": "HTML blocks other than <details> groups",
    "book": "books, named by their publisher (MIT Press, Addison-Wesley, ...) rather than a venue",
}


class _TitleOnly(NamedTuple):
    """A plain title with nothing else (no year, venue, authors or link): a paper when its section lists papers."""

    listing: Listing


Found = Listing | Problem | Skip


def read_items(blocks: Iterable[Block]) -> Iterator[tuple[list[str], Found, int]]:
    """(section path, listing, problem or skip, line) for every item, row, heading and paragraph line of a
    document, in order: every block is an entry, an unparsed problem, or skipped for a named reason."""
    context = _Context()
    seen_entry = False
    section = _Section()
    for block in blocks:
        if isinstance(block, Heading | Group):
            yield from section.end()
            section = _Section()
            if isinstance(block, Heading):
                while context.headings and context.headings[-1][0] >= block.level:
                    context.headings.pop()
                context.headings.append((block.level, block.text))
                yield context.section, Skip("heading"), block.line
            elif block.summary is None:
                if context.groups:
                    context.groups.pop()
            else:
                context.groups.append(_context_tag(block.summary))
                yield context.section, Skip("heading"), block.line
            continue
        if isinstance(block, Skipped):
            yield from section.add(context.section, Skip(block.reason, block.lines), block.line)
            continue
        if isinstance(block, Item) and not seen_entry and block.lines and _all_anchor_links(block.lines[0]):
            context.headings.clear()  # a table of contents starts the document: headings above it are its title
        found: Iterable[Found | _TitleOnly]
        if context.skipped():
            found = _in_non_paper_section(block, context.tag())
        elif isinstance(block, Row):
            found = [read_row(block, context.tag())]
        elif isinstance(block, Prose):
            found = read_prose(block, context.tag())
        else:
            found = read_item(block, context.tag())
        for one in found:
            seen_entry = seen_entry or not isinstance(one, Skip)
            line = one.listing.first if isinstance(one, _TitleOnly) else one.first if isinstance(one, Listing) else 0
            yield from section.add(context.section, one, line or _first_line(block))
    yield from section.end()


class _Section:
    """A section's findings, passed on as they come, except while a plain title waits to learn whether its section
    lists papers (another item there is a paper on its own evidence): from it on, findings wait, in order, until
    the next paper or the section's end decides. A long list is never held whole."""

    def __init__(self) -> None:
        self.lists_papers = False
        self.waiting: list[tuple[list[str], Found | _TitleOnly, int]] = []

    def add(self, path: list[str], found: Found | _TitleOnly, line: int) -> Iterator[tuple[list[str], Found, int]]:
        if isinstance(found, Listing):
            self.lists_papers = True
            yield from self._release()
            yield path, found, line
        elif isinstance(found, _TitleOnly) and self.lists_papers:
            yield path, found.listing, line
        elif isinstance(found, _TitleOnly) or self.waiting:
            self.waiting.append((path, found, line))
        else:
            yield path, found, line

    def end(self) -> Iterator[tuple[list[str], Found, int]]:
        return self._release()

    def _release(self) -> Iterator[tuple[list[str], Found, int]]:
        waiting, self.waiting = self.waiting, []
        for path, found, line in waiting:
            if isinstance(found, _TitleOnly):
                yield path, (found.listing if self.lists_papers else Skip("no paper evidence")), line
            else:
                yield path, found, line


def _in_non_paper_section(block: Item | Row | Prose, inherited: Tag) -> list[Found]:
    """In a section named for software, courses or books, an item is a paper only on strong evidence of its own (a
    known venue with its year): "Frameworks" sections list papers too."""
    if isinstance(block, Item):
        listings = [found for found in read_item(block, inherited) if isinstance(found, Listing)]
        papers = [listing for listing in listings if _strong_evidence(listing, known_venue=True)]
        if papers:
            return [*papers, Skip("non-paper section", max(0, _block_lines(block) - len(papers)))]
    return [Skip("non-paper section", _block_lines(block))]


def _first_line(block: Item | Row | Prose) -> int:
    return block.line if isinstance(block, Row) else block.first


def _block_lines(block: Item | Row | Prose) -> int:
    """How many entries-worth of lines a skipped block is: an item with its sub-items, a row, a paragraph's lines."""
    if isinstance(block, Row):
        return 1
    if isinstance(block, Prose):
        return len(block.lines)
    return 1 + sum(_block_lines(child) for child in block.children)


def _context_tag(text: str) -> Tag:
    """A heading or summary gives its entries a year or venue only when it is nothing else ("2024", "OSDI 2022")."""
    tag = parse_tag(_HEADING_QUALIFIER.sub("", _strip_decoration(text)))  # "Arxiv Preprint", "ICML 2023 Papers"
    if tag.venue is None:
        return tag
    venue = tag.venue
    known = venue_for_acronym(venue)
    if known is None:
        tag = _without_publisher(tag)  # "IEEE VIS 2021"
        acronym_with_year = tag.year is not None and _ACRONYM.match((tag.venue or "").replace(" ", ""))
        return tag if acronym_with_year else Tag(None, None, None)
    # "## Security" or "## Machine Learning" names a topic; "## OSDI", "## Arxiv" or "### Security 2021" a venue.
    as_acronym = _ACRONYM.match(venue.replace(" ", "")) or venue.casefold() == known.acronym.casefold()
    if tag.year is None and not as_acronym:
        return Tag(None, None, None)
    return tag


# ------------------------------------------------------------------------------------------------ list items


def read_item(item: Item, inherited: Tag) -> Iterator[Found | _TitleOnly]:
    """The entry an item holds (and the entries its sub-items hold on their own), or why it holds none.

    Sub-items that carry a tag of their own, or that read as papers under an item that is not one (a topic
    bullet), are entries of their own; the other sub-items (authors, venue, links, notes) belong to the item.
    """
    if not item.lines:
        return
    read = _read_head(item.lines[0])
    rest = item.lines[1:]  # the lines after the one the title stands on
    authors_first = _authors_alone(item.lines)
    if authors_first:  # "1. A. Lee, B. Wu:" then the title on the next line, as reference lists wrap them
        read = _read_head(item.lines[1])
        rest = [item.lines[0], *item.lines[2:]]  # the authors' line keeps its links ([DOI](...) added by a fix)
        if isinstance(read, _Head):
            read.authors = authors_first
    if isinstance(read, Problem):
        yield read
        return
    alone = None if read is None else _complete(read, rest, inherited, item.first, item.first)
    separate, own = _split_children(item.children, tagged_only=alone is not None)
    if read is not None:
        lines = rest + own
        last = max([item.first] + [line.number for line in lines])
        # Without more lines the reading is ``alone``'s: a one-line entry is read once.
        listing = _complete(read, lines, inherited, item.first, last) if lines else alone
        if listing is not None and _in_code(item.lines[0]):
            yield Skip("code block")  # "`[FSE 2023] Update paper links`": a line quoted as code is no entry
        elif listing is not None and _is_book(listing, [*item.lines, *own]):
            yield Skip("book")
        elif listing is not None:
            yield listing
            yield from _more_on_the_line(item.lines[0], listing, inherited)
        else:
            yield (
                Skip("heading")
                if item.children and not read.links
                else _not_a_paper(read, item.lines, inherited, item.first)
            )
            separate = item.children
    else:
        yield _without_title(item.lines)
        separate = item.children
    for child in separate:
        yield from read_item(child, inherited)


def _in_code(line: Line) -> bool:
    """The line's text is code: every letter of it inside code spans."""
    covered = sum(end - start for start, end in line.code)
    return bool(line.code) and covered >= len(line.text.strip())


def _is_book(listing: Listing, lines: list[Line]) -> bool:
    """A book: its lines name a book publisher ("Addison-Wesley, 1983", "An MIT Press book") and no known venue."""
    if listing.tag.venue is not None and venue_for_acronym(listing.tag.venue) is not None:
        return False
    return any(_BOOK.search(line.text) for line in lines)


def _authors_alone(lines: list[Line]) -> tuple[str, ...]:
    """The names of an entry's first line when that line is its author list alone, and its title follows."""
    if len(lines) < 2 or lines[0].strong:
        return ()
    first = lines[0]
    if any(not _is_label(first.text[link.start : link.end]) for link in first.links):
        return ()  # a linked title on the line: not an author list alone
    # Links there are labels ("[DOI: 10.1145/...]" that enrich fix adds), not part of the names.
    written = first.text[: _links_start(first, 0)].strip()
    text = written.rstrip(":.,").strip()
    names = _split_names(text) if _names_authors(text) else ()
    if names and (written.endswith(",") or written.endswith(" and")):
        # The list of names goes on: "1. Benjamin Coverston," / "Jonathan Ellis, et al.: “Title”, ..."
        second = _read_head(lines[1])
        return (*names, *second.authors) if isinstance(second, _Head) and second.authors else ()
    return names if len(names) >= _MIN_UNMARKED_AUTHORS or written.endswith(":") else ()


def read_prose(prose: Prose, inherited: Tag) -> Iterator[Found | _TitleOnly]:
    """A paragraph's lines that do not open like an entry: a paper only on strong evidence (a venue with a year,
    authors, or a link to the paper) read the entry way; otherwise prose, or unparsed when it reads like a paper."""
    head = _read_head(prose.lines[0])
    if isinstance(head, _Head):
        last = prose.lines[-1].number
        listing = _complete(head, prose.lines[1:], inherited, prose.first, last)
        if listing is not None and _strong_evidence(listing) and _SENTENCE_BREAK.search(listing.title) is None:
            yield listing
            return
        written = prose.lines[0].text.strip()
        if listing is None and len(prose.lines) == 1 and not prose.lines[0].links and _headline(written):
            yield _TitleOnly(Listing(prose.first, last, head.title, inherited, None, (), (), False, False))
            return
    found = _without_title(prose.lines)
    if isinstance(found, Problem) or found.reason != "no paper evidence":
        yield found._replace(lines=len(prose.lines)) if isinstance(found, Skip) else found
    else:
        yield Skip("prose", len(prose.lines))


def _strong_evidence(listing: Listing, *, known_venue: bool = False) -> bool:
    """A venue with its year, authors, or a link to the paper; with known_venue, only a venue the table knows with
    its year (a tool's page names its authors, a course's reading list is a PDF with a year)."""
    tag = listing.tag
    if known_venue:
        return tag.year is not None and tag.venue is not None and venue_for_acronym(tag.venue) is not None
    paper_link = any(_is_paper_link(link) for link in listing.links)
    return (tag.year is not None and tag.venue is not None) or bool(listing.authors) or paper_link


def _not_a_paper(head: _Head, lines: list[Line], inherited: Tag, first: int) -> Skip | _TitleOnly:
    """Why an item with a title is no entry: its links name software, a blog or a course; or it has nothing but a
    title, which makes it a paper only in a section of papers (decided when the section ends)."""
    links = [link for line in lines for link in _links(line.links)]
    if not links:
        if _title_like(head.title):
            listing = Listing(first, first, head.title, inherited, head.system_name, (), (), False, head.marked_up)
            return _TitleOnly(listing)
        return Skip("no paper evidence")
    urls = [(link.url or "").lower() for link in links]
    if all(_COURSE.search(url) for url in urls):
        return Skip("course")
    if all(_BLOG.search(url) for url in urls):
        return Skip("blog")
    return _software_or_nothing(links)


def _without_title(lines: list[Line]) -> Skip | Problem:
    """Why lines with no readable title are no entry, or, when they read like a paper all the same (three or more
    words beside a year, a venue or a link to a paper), the problem that keeps them as an unparsed line."""
    line = lines[0]
    if _all_anchor_links(line):
        return Skip("table of contents")
    words = _visible_words(line)
    if not words:
        return Skip("badge")
    text = " ".join(words)
    if text.endswith(":") or len(words) < MIN_TITLE_LIKE_WORDS:
        return Skip("heading" if text.endswith(":") else "no paper evidence")
    evidence = _paper_evidence(line)
    if evidence is None or (len(words) > _MAX_TITLE_LIKE_WORDS and _SENTENCE_BREAK.search(text)):
        return Skip("prose")  # a sentence about the list may link a paper as an example
    return Problem(f"reads like a paper ({evidence}) but no title could be told apart")


def _visible_words(line: Line) -> list[str]:
    """The words a reader sees, without link labels such as [PDF] and without emoji."""
    text = line.text
    for link in reversed(line.links):
        if link.end > link.start and _is_label(text[link.start : link.end]):
            text = text[: link.start] + " " + text[link.end :]
    return [word for word in _strip_decoration(text).split() if any(char.isalnum() for char in word)]


def _paper_evidence(line: Line) -> str | None:
    """What on a line says "paper": a link to one, or a known venue beside a year."""
    if any(_is_paper_link(link) for link in _links(line.links)):
        return "a link to a paper"
    tag = _tag_in_text(line.text)
    if tag.venue is not None and tag.year is not None:
        return f"{tag.venue} {tag.year}"
    return None


def _headline(text: str) -> bool:
    """A paragraph line alone that reads as a title, not a sentence: title-like, no full stop at its end, and most
    of its longer words capitalised ("AlphaSort: A Cache-Sensitive Parallel External Sort")."""
    longer = [word for word in text.split() if _letters(word) >= _MIN_CAPITALISED_WORD]
    capitalised = sum(1 for word in longer if word[0].isupper())
    return _title_like(text) and not text.endswith(".") and bool(longer) and capitalised * 2 >= len(longer)


def _title_like(title: str) -> bool:
    """A plain title rather than a name, a label or a sentence: three to thirty words, starting with a capital or a
    digit, not a sentence of prose (no full stop inside it, no colon at its end)."""
    words = title.split()
    if not MIN_TITLE_LIKE_WORDS <= len(words) <= _MAX_TITLE_LIKE_WORDS or title.endswith(":"):
        return False
    return (title[0].isupper() or title[0].isdigit()) and _SENTENCE_BREAK.search(title) is None


def _more_on_the_line(line: Line, listing: Listing, inherited: Tag) -> Iterator[Listing]:
    """Further papers on an entry's line, each a linked title with its year: ``[A](a.pdf) (2003) and [B](b.pdf)
    (2006): why both matter``. Each is a listing of its own on the same line."""
    text = line.text
    title_links = [link for link in line.links if link.end > link.start and not _is_label(text[link.start : link.end])]
    for link in title_links[1:]:
        year = _LINK_YEAR.match(text, link.end)
        label = text[link.start : link.end]
        if year is None or len(label.split()) < 2:
            continue
        tag = _merge_tags(Tag(int(year.group(1)), None, None), inherited)
        found = _links([link])
        yield listing._replace(title=_clean(label), tag=tag, system_name=None, authors=(), links=tuple(found))


def _stands_alone(child: Item, *, tagged_only: bool) -> bool:
    if not child.lines:
        return False
    head = _read_head(child.lines[0])
    if not isinstance(head, _Head):
        return False
    if head.tag.year is not None:
        return True
    no_tag = Tag(None, None, None)
    listing = _complete(head, child.lines[1:], no_tag, child.first, child.first)
    if listing is None:
        return False
    # Under a paper, a sub-item is the paper's own note, link or version unless it is a paper by its own
    # evidence: a title of its own (with its year, or of four words or more) and a link to it.
    words = len(listing.title.split())
    own_paper = (
        (words >= MIN_TITLE_LIKE_WORDS and listing.tag.year is not None or words >= _MIN_TITLE_WORDS_FOR_LINK)
        and _title_like(listing.title)
        and any(_is_paper_link(link) for link in listing.links)
    )
    return not tagged_only or own_paper


def _split_children(children: list[Item], *, tagged_only: bool) -> tuple[list[Item], list[Line]]:
    """(sub-items that are entries of their own, the lines of the others, which belong to the item). Below a
    sub-item that belongs to the item ("**Techniques**:"), its own sub-items may still be entries."""
    separate: list[Item] = []
    own: list[Line] = []
    for child in children:
        if _stands_alone(child, tagged_only=tagged_only):
            separate.append(child)
            continue
        own.extend(child.lines)
        deeper, lines = _split_children(child.children, tagged_only=tagged_only)
        separate.extend(deeper)
        own.extend(lines)
    return separate, own


@dataclass
class _Head:
    """What an entry's first line says."""

    title: str
    tag: Tag
    system_name: str | None
    links: list[FoundLink]
    title_link: bool  # the title is a link's text
    after: str  # the text after the title, where a venue or year may stand
    authors: tuple[str, ...] = ()
    marked_up: bool = False  # the line writes Markdown: a link with its URL, or bold


def _read_head(line: Line) -> _Head | Problem | None:
    """Tags, title and the text after it, from an entry's first line; None when the line holds no title."""
    position, tags = _leading_tags(line)
    head = _read_title(line, position, tags)
    if isinstance(head, _Head):
        head.links = head.links + _named_links(line, position)
        head.marked_up = bool(line.strong) or any(link.end > link.start or link.label for link in line.links)
    return head


def _named_links(line: Line, start: int) -> list[FoundLink]:
    """Links a line names without writing their URL ("[PDF]", "[Blog]", "[DOI: 10.1145/...]"), read after its
    tags and outside its Markdown links; a bracketed year or venue ("[2024-06] [ICLR 2025]") is no link."""
    text = line.text
    for link in reversed(line.links):
        if link.end > link.start:
            text = text[: link.start] + " " * (link.end - link.start) + text[link.end :]
    bracket = text.find("[", start)
    if bracket < 0:
        return []
    found, _, _ = read_links(text[bracket:])
    return [link for link in found if link.url or parse_tag(link.label).year is None]


def _read_title(line: Line, position: int, tags: Tag) -> _Head | Problem | None:
    """The title part of a line whose leading tags end at position."""
    text = line.text
    if _all_anchor_links(line):
        return None
    links = _links(line.links)
    quoted = _quoted_title(line, position, tags, links)
    if quoted is not None:
        return quoted
    bold = _first_bold(line, position)
    head: _Head | None
    if bold is not None:
        start, end = bold
        system = clean_title(text[position:start]).rstrip(":").strip() or None
        title, after = text[start:end], text[end:]
        joined = _joined_name(title, _before_links(line, end))  # "**Ray**: A Distributed Framework for ..."
        if joined is not None and not system:
            title, after = joined[0], joined[1] + " " + text[_links_start(line, end) :]
        head = _Head(_clean(title), tags, system if system and len(system) <= 40 else None, links, False, after)
    else:
        head = _title_from_link(line, position, tags, links) or _plain_title(line, position, tags, links)
    if head is None:
        if tags.year is not None and any(char.isalpha() for char in text[position:]):
            return Problem("a tagged line without a readable title")
        if tags.year is not None:
            return Problem("a [year venue] tag without a title")
        return None
    return head


def _quoted_title(line: Line, position: int, tags: Tag, links: list[FoundLink]) -> _Head | None:
    """A title in quotes, as citations write it: ``Authors. "Title." Venue (2015)`` or ``**Name**: "Title" [2022]``.
    Names before the quotes are the authors; a short name is the system's."""
    text = line.text
    found = _QUOTED.search(text, position)
    if found is None or _in_link(line, found.start()):
        return None
    before = text[position : found.start()].strip(" .,:;-–")
    if len(found.group(2).split()) < 3 and not _names_authors(before):
        return None
    title = _clean(found.group(2))
    authors: tuple[str, ...]
    system: str | None
    authors, system = (), None
    if before:
        if _names_authors(before) or "," in before:
            authors = _split_names(before)
        elif len(before.split()) <= _MAX_TITLE_WORDS_FOR_NAME:
            system = clean_title(re.sub(r"\s*\([^)]*\)\s*$", "", before)) or None
        else:
            return None
    return _Head(title, tags, system, links, False, text[found.end() :], authors)


def _leading_tags(line: Line) -> tuple[int, Tag]:
    """Where the title part starts after checkbox, emoji and bracketed tags, and the tag that names the paper."""
    text = line.text
    position = 0
    found: Tag | None = None
    venue_only: Tag | None = None
    while True:
        skipped = _skip_decoration(text, position)
        checkbox = _CHECKBOX.match(text, skipped)
        if checkbox:
            position = checkbox.end()
            continue
        position = skipped
        year = _LEADING_YEAR.match(text, position)
        if year and found is None and not _in_link(line, position):
            found = Tag(int(year.group(1)), None, None)
            position = year.end()
            continue
        if position >= len(text) or text[position] != "[" or _in_link(line, position):
            break
        close = _matching_bracket(text, position)
        if close < 0:
            break
        tag = _tag(text[position + 1 : close])
        if tag.year is not None and found is None:
            found = tag
        elif tag.year is None and tag.venue is not None and venue_only is None:
            venue_only = tag
        position = close + 1
    if found is None:
        found = venue_only or Tag(None, None, None)
    elif found.venue is None and venue_only is not None:
        found = Tag(found.year, venue_only.venue, venue_only.venue_acronym)
    return position, found


@lru_cache(maxsize=_TEXT_CACHE_SIZE)
def _tag(inside: str) -> Tag:
    """A bracketed tag's year and venue; the first publication of "1993 SOSP & 1995 TOCS"; nothing for a nickname."""
    first = re.split(r"\s+&\s+|\s*;\s*|,\s+(?=(?:19|20)\d\d)", _strip_decoration(inside))[0]
    tag = _with_short_year(parse_tag(first), first)
    if tag.year is None and (tag.venue is None or venue_for_acronym(tag.venue) is None):
        return Tag(None, None, None)  # a nickname ("[AWQ]", "[Survey]"): neither year nor a known venue
    return tag


def _matching_bracket(text: str, start: int) -> int:
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "[":
            depth += 1
        elif text[index] == "]":
            depth -= 1
            if depth == 0:
                return index
    return -1


def _in_link(line: Line, position: int) -> bool:
    return any(link.start <= position < link.end for link in line.links)


def _all_anchor_links(line: Line) -> bool:
    return bool(line.links) and all(link.url.startswith("#") for link in line.links)


def _first_bold(line: Line, position: int) -> tuple[int, int] | None:
    """The first bold span after the tags that is not inside brackets or parentheses (a nickname or annotation)."""
    text = line.text
    for start, end in line.strong:
        if start < position or not any(char.isalpha() for char in text[start:end]):
            continue
        before = text[position:start]
        if before.count("[") > before.count("]") or before.count("(") > before.count(")"):
            continue
        if _in_link(line, start) and _is_label(text[start:end]):
            continue
        inner = text[start:end].strip()
        if inner.startswith("[") and inner.endswith("]"):
            continue  # "**[ICCV' 15]**", "**[DeepProposal]**": a tag or a nickname in bold, not the title
        return start, end
    return None


def _title_from_link(line: Line, position: int, tags: Tag, links: list[FoundLink]) -> _Head | None:
    """A link whose text is a title, not a label: the title; its URL the paper's link."""
    text = line.text
    for link in line.links:
        if link.end <= position or link.end == link.start or link.url.startswith("#"):
            continue
        label = text[link.start : link.end]
        if _is_label(label) or _letters(label) < 2:
            continue
        before = text[position : link.start].rstrip(' “"')  # "Authors: “[Title](url)": the quote opens the title
        label_first = _is_label(before.strip(" :-–[]()"))  # "code [Title](github)": the word names the link
        year_before = _TRAILING_YEAR.search(before)
        if year_before and _names_authors(before[: year_before.start()]):
            tags = _merge_tags(tags, Tag(int(year_before.group(1)), None, None))
            before = before[: year_before.start()]
        elif link.start > position and not (_only_decoration(before) or label_first or _names_authors(before)):
            return None
        title, after = label, text[link.end :]
        joined = _joined_name(title, after)
        if joined is not None:
            title, after = joined
        else:
            title, venue = _split_trailing_venue(title)  # "[Title NSDI'23](url)": the venue is not the title's
            after = f"{venue} | {after}" if venue else after
        head = _Head(_clean(title), tags, None, links, True, after)
        if _names_authors(before) and not _only_decoration(before):
            head.authors = _split_names(before.strip(" .,:"))
        return head
    return None


def _links_start(line: Line, position: int) -> int:
    """Where the first link after position begins, with its own brackets; the line's end when none follows."""
    starts = [_label_start(line.text, link.start) for link in line.links if link.start >= position]
    bracket = line.text.find("[", position)
    return min(starts + ([bracket] if bracket >= 0 else []) + [len(line.text)])


def _before_links(line: Line, position: int) -> str:
    return line.text[position : _links_start(line, position)]


def _joined_name(label: str, after: str) -> tuple[str, str] | None:
    """``[Megatron-LM](url): Training ...`` names the system in the link and the title after it: joined back."""
    stripped = after.lstrip()
    name = label.strip().rstrip(":").strip()
    if len(name.split()) > _MAX_TITLE_WORDS_FOR_NAME:
        return None
    if label.strip().endswith(":"):
        rest = stripped
    elif stripped.startswith(":"):
        rest = stripped[1:]
    else:
        return None
    title, _, remainder = rest.partition(" | ")
    if _letters(title) < _MIN_TITLE_LETTERS:
        return None
    return f"{name}: {title.strip()}", remainder


def _plain_title(line: Line, position: int, tags: Tag, links: list[FoundLink]) -> _Head | None:
    """The title as plain text: from after the tags up to the first link or "|", without a list of authors before
    it ("A. Smith, B. Lee, Title, Venue, 1996") or a venue and year after it."""
    text = line.text
    end = len(text)
    for link in line.links:
        if link.start >= position:
            end = min(end, _label_start(text, link.start))
            break
    bracket = text.find("[", position, end)
    if bracket >= 0:
        end = bracket  # "[PDF] [Slides]" after a plain title: the links start there
    title, _, after = text[position:end].partition(" | ")
    after = after + text[end:]
    cited = _citation(title)
    if cited is not None:
        authors, title, rest, year = cited
        after = rest + " | " + after
        tags = _merge_tags(tags, Tag(year, None, None))
    else:
        authors, title = _leading_authors(title)
        title_end = _TITLE_END.search(title) if authors else None
        if title_end is not None:  # "Authors: Title. Venue, Year": the title ends at its full stop
            title, after = title[: title_end.start()], title[title_end.end() :] + " | " + after
    title = _drop_annotation(_AFFILIATION.sub("", title), line, position)
    title, venue_after = _split_trailing_venue(title)
    if venue_after:
        after = venue_after + " | " + after
    title = _clean(title)
    if _letters(title) < 1 or tags.year is None and (_letters(title) < _MIN_TITLE_LETTERS or len(title.split()) < 2):
        return None  # an untagged plain title must read like one; a tag says the line is an entry
    return _Head(title, tags, None, links, False, after, authors)


def _citation(text: str) -> tuple[tuple[str, ...], str, str, int | None] | None:
    """(authors, title, the rest, year) of a citation written as full-stop separated parts in any order, as
    reference styles print them: "Authors. Title. Venue, Year.", "Title. Authors. arXiv 2023.", APA's "Authors
    (2013). Title. Venue, 48(9).". Each part is read for what it is (an author list, a year, a known venue); the
    title is the first part that is none of them. None unless a part is an author list and another the title."""
    parts = [part.strip() for part in _CITATION_PART.split(text) if part.strip(" .,")]
    if len(parts) < 2:
        return None
    authors: tuple[str, ...] = ()
    year: int | None = None
    title_at: int | None = None
    for index, part in enumerate(parts):
        names, written_year = _authors_part(part)
        if names and not authors:
            authors, year = names, written_year
        elif title_at is None and not _venue_or_year_part(part) and len(part.split()) >= 2:
            title_at = index
    if not authors or title_at is None:
        return None
    rest = ". ".join(part for index, part in enumerate(parts) if index > title_at and _authors_part(part)[0] == ())
    return authors, parts[title_at], rest, year


def _authors_part(part: str) -> tuple[tuple[str, ...], int | None]:
    """The names (and an APA year in parentheses after them) when a citation's part is its author list."""
    year = None
    found = _PARENTHESISED_YEAR.search(part)
    if found:
        year, part = int(found.group(1)), part[: found.start()]
    text = part.strip(" .,:;*_")
    names = _split_names(text)
    several = len(names) >= _MIN_UNMARKED_AUTHORS or _ET_AL.search(text) is not None or _one_person(text)
    return (names, year) if several and _names_authors(text) else ((), None)


def _venue_or_year_part(part: str) -> bool:
    text = part.strip(" .,*_()")
    if _YEAR.fullmatch(text) or _IN_VENUE.match(text) or text.casefold().startswith("arxiv"):
        return True
    tag = _tag_in_text(text)
    return tag.venue is not None and venue_for_acronym(tag.venue) is not None and len(text.split()) <= 4


def _one_person(text: str) -> bool:
    """A lone author before a citation's title ("Yoon Kim: ...", "David Chiang. ..."): a given name and a surname,
    neither a word titles and system names open with."""
    words = text.split()
    return len(words) == 2 and _is_name(text) and not any(word.casefold() in _TITLE_WORDS for word in words)


def _leading_authors(text: str) -> tuple[tuple[str, ...], str]:
    """("A. Smith", "B. Lee"), "Title, ..." from "A. Smith, B. Lee, Title, ..." or "A. Smith, B. Lee: Title" (or a
    full stop after the names, as citations write them): names until the first part that is not one. Only when at
    least one more part follows, so a title is never taken for a name."""
    for found in _AUTHORS_END.finditer(text):
        written = text[: found.start()]
        several = len(_split_names(written)) >= _MIN_UNMARKED_AUTHORS or _ET_AL.search(written) is not None
        several = several or _one_person(written)
        if several and _names_authors(written) and _letters(text[found.end() :]) >= _MIN_TITLE_LETTERS:
            return _split_names(written), text[found.end() :]
    parts = text.split(", ")
    names: list[str] = []
    for index, part in enumerate(parts[:-1]):
        if names and _ET_AL.fullmatch(part.strip()):
            names.append(part)
            continue
        candidates = _split_names(part)
        if not candidates or not all(_is_name(name) for name in candidates):
            break
        names.extend(candidates)
        if index + 1 == len(parts) - 1:
            break
    if not names:
        return (), text
    used = len(", ".join(parts[: _parts_used(parts, names)]))
    return tuple(name for name in names if not _ET_AL.fullmatch(name.strip())), text[used:].lstrip(", ")


def _parts_used(parts: list[str], names: list[str]) -> int:
    count, seen = 0, 0
    while seen < len(names) and count < len(parts):
        seen += len(_split_names(parts[count])) or 1
        count += 1
    return count


def _drop_annotation(title: str, line: Line, position: int) -> str:
    """Without a trailing parenthesis that is an annotation: code (``(`DPF`)``) or bold (``(**vLLM**)``)."""
    found = _TRAILING_PAREN.search(title)
    if found is None:
        return title
    start, end = position + found.start(1), position + found.end(1)
    marked = line.code + line.strong
    if any(span_start <= start and end <= span_end for span_start, span_end in marked):
        return title[: found.start()]
    return title


def _label_start(text: str, link_start: int) -> int:
    """Where a link's label begins, with its own brackets: ``[[PDF](url)]`` starts at the outer ``[``."""
    while link_start > 0 and text[link_start - 1] in "[ ":
        link_start -= 1
    return link_start


def _split_trailing_venue(title: str) -> tuple[str, str]:
    """(title, venue text) for ``Title OSDI'22``, ``Title. OSDI 2016``, ``Title (JAIR 1996)``, ``Title, ICML, 1993``
    and ``Title, Machine Learning, 1996``; a title that only ends in a year stays whole."""
    paren = _TRAILING_PAREN.search(title)
    if paren and _YEAR.search(paren.group(1)) and len(paren.group(1).split()) <= 6:
        return title[: paren.start()], "in " + paren.group(1)  # a citation's "(Venue Year)": the venue by place
    commas = re.search(r",\s*([^,]{1,60}),\s*((?:\d{1,2}\s+)?(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d{2})\.?\s*$", title)
    if commas and len(title[: commas.start()].split()) >= 2:
        return title[: commas.start()], f"in {commas.group(1)} {commas.group(2)}"
    year_only = re.search(r",\s*((?:19|20)\d{2})\.?\s*$", title)
    if year_only and len(title[: year_only.start()].split()) >= 2:
        return title[: year_only.start()], year_only.group(1)
    for words in range(1, 4):  # the fewest words that name a known venue: "... in the Wild NSDI'23" is NSDI's
        match = _TRAILING_VENUE[words - 1].search(title)
        if match is None:
            continue
        tag = parse_tag(match.group(1))
        if tag.year is None or tag.venue is None:
            continue
        after_comma = title[: match.start() + 1].rstrip().endswith(",") or title[match.start()] == ","
        # A known venue, or an acronym after a comma ("Title, DISC 2005"): the table cannot know every workshop.
        if venue_for_acronym(tag.venue) is not None or (after_comma and _ACRONYM.match(tag.venue.replace(" ", ""))):
            return title[: match.start()], match.group(1)
    return title, ""


def _complete(head: _Head, lines: list[Line], inherited: Tag, first: int, last: int) -> Listing | None:
    """The head and its continuation lines as one listing, or None when nothing says it is a paper."""
    tag = head.tag
    tag = _merge_tags(tag, _tag_in_text(head.after))
    authors = head.authors
    by = _BY_AUTHORS.match(head.after)
    if not authors and by and _names_authors(by.group(1)):
        authors = _split_names(by.group(1))
    links = list(head.links)
    for line in lines:
        links.extend(_links(line.links))
        if not authors:
            authors = _authors_line(line)
            if authors:
                continue
        tag = _merge_tags(tag, _venue_line(line))
    stated = tag.year is not None or tag.venue is not None
    if not _is_paper(head.title, stated, authors, links):
        return None
    tag = _merge_tags(tag, inherited)
    return Listing(first, last, head.title, tag, head.system_name, authors, tuple(links), False, head.marked_up)


def _is_paper(title: str, stated: bool, authors: tuple[str, ...], links: list[FoundLink]) -> bool:
    if _letters(title) < 1:
        return False
    return stated or bool(authors) or any(_is_paper_link(link) for link in links)


def _is_paper_link(link: FoundLink) -> bool:
    url = (link.url or "").lower()
    if not url or url.startswith("#") or link.kind in ("code", "video", "recording", "slides"):
        return False
    if on_host(url, _PAPER_HOSTS) or url.split("?")[0].endswith(".pdf") or link.kind == "pdf":
        return True
    if on_host(url, _NON_PAPER_HOSTS) or _BLOG.search(url):
        return False
    path = url.split("://", 1)[-1].split("?")[0]
    if "/" not in path.rstrip("/") or path.endswith("/"):
        return False  # a site or a folder: a project's or a course's home, not a paper
    # An unknown host: a title as the link's text, on a page whose address names a paper or a publication.
    return len(link.label.split()) >= _MIN_TITLE_WORDS_FOR_LINK and _PAPER_PATH.search(path) is not None


def _merge_tags(first: Tag, second: Tag) -> Tag:
    """first's values, with second filling what first lacks."""
    if first.year is not None and first.venue is not None:
        return first
    year = first.year if first.year is not None else second.year
    if first.venue is not None:
        return Tag(year, first.venue, first.venue_acronym)
    return Tag(year, second.venue, second.venue_acronym)


@lru_cache(maxsize=_TEXT_CACHE_SIZE)
def _tag_in_text(text: str) -> Tag:
    """A venue and year written after the title: ``OSDI 2016``, ``| SOSP' 24``, ``(2005)``, ``, SIGMOD``,
    ``[2024-06] [ICLR 2025]`` (the venue's year wins over a bare date), ``in Real-Time Databases``."""
    text = _IDENTIFIER_IN_TEXT.sub(" ", _strip_decoration(text))
    if not text.strip():
        return Tag(None, None, None)
    bare_year = None
    venue: Tag | None = None
    for chunk in _SEPARATORS.split(text):
        chunk = _DATE.sub(r"\1", _MONTH.sub("", chunk.strip(" .[]*_"))).strip()
        if not chunk or len(chunk) > 80:
            continue
        introduced = _IN_VENUE.match(chunk) is not None
        tag = _with_short_year(_known_tag(_IN_VENUE.sub("", chunk), introduced), chunk)
        known = tag.venue is not None and venue_for_acronym(tag.venue) is not None
        unknown_so_far = venue is not None and venue_for_acronym(venue.venue) is None
        if tag.venue is not None and (
            venue is None or venue.year is None and tag.year is not None or known and unknown_so_far
        ):
            venue = tag
        elif tag.year is not None and bare_year is None and len(chunk.split()) <= 4:
            bare_year = tag.year
    if venue is not None and venue_for_acronym(venue.venue) is None:
        venue = _without_publisher(venue)
    if venue is None:
        named = venue_for_name(text) if len(text) <= _MAX_VENUE_TEXT else None  # "IEEE conference on acoustics,
        if named is not None:  # speech and signal processing": a name the comma split cut apart
            return Tag(bare_year, named.acronym, named.acronym)
        return Tag(bare_year, None, None)
    return Tag(venue.year or bare_year, venue.venue, venue.venue_acronym)


def _without_publisher(tag: Tag) -> Tag:
    """ "IEEE SSCI" is SSCI: a publisher's name before a venue's acronym is not part of the venue."""
    venue = tag.venue or ""
    rest = _PUBLISHER.sub("", venue)
    if rest == venue or _ACRONYM.match(rest) is None:
        return tag
    return Tag(tag.year, rest, canonical_acronym(rest))


def _known_tag(chunk: str, introduced: bool) -> Tag:
    """The chunk's year, and its venue when the venue is known, reads as an acronym beside a year, or follows
    "in"/"Proceedings of" (``introduced``)."""
    tag = parse_tag(chunk)
    if tag.venue is None:
        return tag
    if venue_for_acronym(tag.venue) is None:
        named = venue_for_name(chunk)
        if named is not None:
            return Tag(tag.year, named.acronym, named.acronym)
        acronym_like = tag.year is not None and _ACRONYM.match(tag.venue) is not None
        if not (introduced or acronym_like):
            return Tag(tag.year, None, None)
    return tag


def _venue_line(line: Line) -> Tag:
    """A sub-line that names the venue (``OSDI 2021``, ``Venue: SOSP'19``, ``*In SOSP 2019*``)."""
    text = line.text
    for link in reversed(line.links):
        text = text[: _label_start(text, link.start)] + " " + text[link.end :].lstrip("]")
    text = _VENUE_LABEL.sub("", text.strip(" *_")).strip(" ,.")
    if not text:
        return Tag(None, None, None)
    if len(text) <= _MAX_VENUE_LINE:
        return _tag_in_text(text)
    # A citation's venue line: "*ACM Transactions on Computer Systems*, volume 10, pages 26–52, February 1992."
    italic = next((line.text[start:end] for start, end in line.emphasis if start <= 1), None)
    if italic is None:
        return Tag(None, None, None)
    named = _tag_in_text(italic)
    years = _YEAR.findall(_IDENTIFIER_IN_TEXT.sub(" ", text))
    return Tag(named.year or (int(years[-1]) if years else None), named.venue, named.venue_acronym)


def _authors_line(line: Line) -> tuple[str, ...]:
    """The names of a line that is only an author list (an italic line, or ``Authors: A, B``)."""
    text = line.text.strip()
    labelled = _AUTHORS_LABEL.match(text)
    italic = any(line.text[start:end].strip() == text for start, end in line.emphasis)
    names = text[labelled.end() :] if labelled else text
    if not _names_authors(names):
        return ()
    found = _split_names(names)
    # Unmarked, a line is an author list when it lists several people and nothing else ("A. Lee, B. Wu, C. Ng.").
    return found if labelled or italic or len(found) >= _MIN_UNMARKED_AUTHORS else ()


def _is_name(text: str) -> bool:
    """A personal name as lists write it: two to five capitalised parts ("J. Andrew Bagnell", "Hado van Hasselt")."""
    words = text.split()
    if not 2 <= len(words) <= 5 or _NAME.match(text) is None or words[0].casefold() in _ARTICLES:
        return False
    return any(_letters(word) > 2 for word in words)


def _names_authors(text: str) -> bool:
    """True when text is a list of personal names: "A. Gujarati, B. Smith and C. Lee"."""
    names = [name.replace(",", "") for name in _split_names(text.strip(" .,:*_"))]  # "Dunfield, J." as a name
    return (
        bool(names)
        and all(_is_name(name) or (_NAME.match(name) and len(names) > 1) for name in names)
        and any(_is_name(name) for name in names)
    )


def _split_names(text: str) -> tuple[str, ...]:
    """The names of an author list, one per person as written; "Hinton, Geoffrey E." (surname first, as
    citations write the first author) stays one name."""
    text = re.sub(r",?\s+et\.?\s+al\.?", "", text.strip())
    parts = [part.strip(" .*_") for part in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s*;\s*", text)]
    parts = [part for part in parts if part]
    parts = [part for part in parts if not _ET_AL.fullmatch(part)]
    names: list[str] = []
    index = 0
    while index < len(parts):
        part = parts[index]
        if index + 1 < len(parts) and len(part.split()) == 1 and _GIVEN_NAMES.match(parts[index + 1]):
            given = parts[index + 1]
            names.append(f"{part}, {given}{'.' if given[-1:].isupper() and len(given.split()[-1]) == 1 else ''}")
            index += 2
            continue
        names.append(part)
        index += 1
    return tuple(names)


# ------------------------------------------------------------------------------------------------ table rows


def column_roles(header: Sequence[str]) -> list[str | None]:
    """The role of each column, from its header's words; the first title-like column is the title."""
    roles: list[str | None] = []
    for text in header:
        cleaned = _strip_decoration(text)
        roles.append(next((role for role, pattern in _TABLE_ROLES if pattern.search(cleaned)), None))
    if "title" not in roles:
        return roles
    first_title = roles.index("title")
    return [("links" if role == "title" and index != first_title else role) for index, role in enumerate(roles)]


def read_row(row: Row, inherited: Tag) -> Found:
    """The entry a table row holds, its columns' roles taken from the header."""
    roles = column_roles(row.header)
    cells: dict[str | None, list[Line]] = {}
    for role, cell in zip(roles, row.cells, strict=False):
        cells.setdefault(role, []).extend(cell)
    head = _row_title(row, roles)
    if head is None:
        return Skip("no paper evidence")
    if isinstance(head, Problem):
        return head
    links = [link for cell in row.cells for line in cell for link in _links(line.links)]
    tag = _merge_tags(head.tag, _cell_tag(cells.get("year", ()), cells.get("venue", ())))
    tag = _merge_tags(tag, _unnamed_cells_tag(row, roles))
    authors = _cell_authors(cells.get("authors", ()))
    paper_links = [
        link for role in ("links", "title", None) for line in cells.get(role, ()) for link in _links(line.links)
    ]
    if not _is_paper(head.title, tag.venue is not None, authors, paper_links) and not (
        tag.year is not None and not any(link.url for link in links)
    ):
        return _software_or_nothing(links)
    tag = _merge_tags(tag, inherited)
    return Listing(row.line, row.line, head.title, tag, head.system_name, authors, tuple(links), True, True)


def _software_or_nothing(links: list[FoundLink]) -> Skip:
    """An item or row that names no paper: software when every link is code or a software page, else a name."""
    if links and all(link.kind == "code" or on_host(link.url or "", _NON_PAPER_HOSTS) for link in links):
        return Skip("software")
    return Skip("no paper evidence")


def _row_title(row: Row, roles: list[str | None]) -> _Head | Problem | None:
    """The row's title: the title column's, unless that is only a name ("**LAION-400M**") and another column (the
    paper's link, a source) holds a title; then that title, and the name is the system's."""
    heads: list[tuple[str | None, _Head | Problem | None]] = []
    for role, cell in zip(roles, row.cells, strict=False):
        if role in ("title", "links", None) and cell:
            heads.append((role, _read_head(cell[0])))
    titled = next((head for role, head in heads if role == "title"), None)
    if isinstance(titled, _Head) and len(titled.title.split()) >= _MIN_TITLE_WORDS_FOR_LINK:
        return titled
    others = [
        head
        for role, head in heads
        if role != "title"
        and isinstance(head, _Head)
        and len(head.title.split()) >= _MIN_TITLE_WORDS_FOR_LINK
        and (head.title_link or head.after or head.links)
    ]
    if not others:
        return titled
    best = max(others, key=lambda head: _letters(head.title))
    if isinstance(titled, _Head):
        best.system_name = best.system_name or titled.title
    return best


def _cell_tag(year_cell: Sequence[Line], venue_cell: Sequence[Line]) -> Tag:
    """Year and venue from the year and venue columns; each may hold both ("SOSP'25" under "Published", "May.
    2024" under "When"), and the year column's year wins."""
    year_tag = _cell_value(" ".join(line.text for line in year_cell))
    venue_text = _strip_decoration(" ".join(line.text for line in venue_cell)).strip()
    venue_tag = _cell_value(venue_text)
    if venue_tag.venue is None and venue_text:  # the venue column names a venue, known to the table or not
        written = parse_tag(venue_text)
        if written.venue:
            venue_tag = Tag(venue_tag.year or written.year, written.venue, canonical_acronym(written.venue))
    return _merge_tags(Tag(year_tag.year, venue_tag.venue, venue_tag.venue_acronym), _merge_tags(venue_tag, year_tag))


def _unnamed_cells_tag(row: Row, roles: list[str | None]) -> Tag:
    """Year and venue from columns whose header names no role ("Pub.", "Status", a blank header): a short cell that
    reads as a known venue or a date says what a venue or year column would."""
    tag = Tag(None, None, None)
    for role, cell in zip(roles, row.cells, strict=False):
        text = " ".join(line.text for line in cell)
        if role is None and 0 < len(text.split()) <= _MAX_TAG_CELL_WORDS and not any(line.links for line in cell):
            found = _cell_value(text)
            if found.venue is not None and venue_for_acronym(found.venue) is None:
                found = Tag(found.year, None, None)
            tag = _merge_tags(tag, found)
    return tag


@lru_cache(maxsize=_TEXT_CACHE_SIZE)
def _cell_value(text: str) -> Tag:
    """A table cell's year and venue: ``SOSP'25``, ``Arxiv 25`` (a venue and two digits), ``May. 2024``,
    ``2023.05``, ``NeurIPS 2018 workshop``."""
    text = _strip_decoration(text).strip()
    if not text:
        return Tag(None, None, None)
    dotted = _DOTTED_DATE.match(text)
    if dotted:
        return Tag(int(dotted.group(1)), None, None)
    return _with_short_year(_tag_in_text(text), text)


def _with_short_year(tag: Tag, text: str) -> Tag:
    """A known venue and two digits, without the apostrophe ("[VLDB 25]", "Arxiv 25"), is the venue's year: beside
    a venue the number cannot be a count ("[Top 10]" names no venue)."""
    short_year = _VENUE_SHORT_YEAR.match(text.strip())
    if tag.year is not None or short_year is None:
        return tag
    venue = parse_tag(text.strip()[: short_year.start(1)].strip())
    if venue.venue is None or venue_for_acronym(venue.venue) is None:
        return tag
    return Tag(expand_year(int(short_year.group(1))), venue.venue, venue.venue_acronym)


def _cell_authors(cell: Sequence[Line]) -> tuple[str, ...]:
    text = " ".join(line.text for line in cell).strip()
    return _split_names(text) if text else ()


# ------------------------------------------------------------------------------------------------ helpers


def _links(spans: Sequence[LinkSpan]) -> list[FoundLink]:
    found = []
    for span in spans:
        url = span.url.strip()
        if not url or url.startswith("#"):
            continue
        label = span.label.strip().strip("[]").strip()
        found.append(FoundLink(_kind(label, url), label, url))
    return found


def _kind(label: str, url: str) -> str:
    """The link's kind: from its label when it is one ("[Code]"), else from its URL (a title link to a .pdf)."""
    if not _is_label(label):
        lowered = url.lower().split("?")[0]
        if lowered.endswith(".pdf") and not on_host(url, CODE_HOSTS):
            return "pdf"
        return link_kind("", url)
    return link_kind(label, url)


@lru_cache(maxsize=_TEXT_CACHE_SIZE)
def _is_label(text: str) -> bool:
    words = _WORD.findall(_strip_decoration(text).lower())
    return not words or all(word in LABEL_WORDS for word in words)


def _letters(text: str) -> int:
    return sum(map(str.isalpha, text))


def _is_decoration(char: str) -> bool:
    category = unicodedata.category(char)
    return category in ("So", "Sk", "Cf") or char in "\ufe0f\u200d"


def _strip_decoration(text: str) -> str:
    """Text without emoji, variation selectors and ``:shortcodes:``."""
    if text.isascii():
        return _EMOJI_SHORTCODE.sub("", text) if ":" in text else text
    text = "".join(char for char in text if not _is_decoration(char))
    return _EMOJI_SHORTCODE.sub("", text)


def _skip_decoration(text: str, position: int) -> int:
    while position < len(text):
        char = text[position]
        if char.isspace() or _is_decoration(char) or char in "-–—•·*":
            position += 1
            continue
        shortcode = _EMOJI_SHORTCODE.match(text, position)
        if shortcode is None:
            break
        position = shortcode.end()
    return position


def _only_decoration(text: str) -> bool:
    return not _strip_decoration(text).strip(" \t-–—•·*:|,.")


def _clean(title: str) -> str:
    """The title without emoji, shortcodes, an affiliation or a code/bold annotation at its end."""
    title = _strip_decoration(title)
    title = _AFFILIATION.sub("", title)
    return clean_title(title.strip(" \t-–—:|,"))
