"""Table rows: each column's role, read from its header's words and from its cells, and the entry a row holds.

Lists write tables in many ways: a header naming every column (``| Title | Venue | Year |``), a header in words no
role table knows (``Pub.``, ``Where``, a blank header), no header at all (a paper's row in the header's place, an
HTML table without ``<th>``), section rows between the papers (``| **2023** | | |``), a number or a date first, a
title cell with the authors and venue on lines below the title. The header alone cannot say what such columns
hold; the cells can.
Each non-empty cell is read for the kind of text it is (a year, a venue, authors, a title, links, code, a number,
other text), and a column's content role is the kind most of its cells share. The header wins when it names a role
the content agrees with (or has no clear kind of its own); the content wins when the header names none, or names
one most cells contradict. So a column's role does not depend on where it stands: with blank headers, the columns
of a table in any order give the same entries.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from enrich.ids import is_valid_arxiv_id, is_valid_doi
from enrich.parse.blocks import Line, Row, Table
from enrich.parse.citations import SURNAME_PARTICLES
from enrich.parse.common import (
    NO_RULE_READ_ITS_SHAPE,
    FoundLink,
    Problem,
    Tag,
    expand_year,
    identifier_link,
    parse_tag,
)
from enrich.parse.items import (
    _AUTHOR_DATE_KEY,
    _ET_AL,
    _MIN_TITLE_WORDS_FOR_LINK,
    _YEAR,
    MIN_TITLE_LIKE_WORDS,
    Found,
    Listing,
    Skip,
    _after_title_tag,
    _authors_line,
    _badge_tag,
    _before_links,
    _clean,
    _context_tag,
    _Head,
    _is_address,
    _is_book,
    _is_label,
    _is_paper,
    _is_paper_link,
    _letters,
    _links,
    _merge_tags,
    _named_by_its_links,
    _names_a_publisher,
    _names_authors,
    _read_alone,
    _read_head,
    _software_or_nothing,
    _split_names,
    _strip_decoration,
    _surnames,
    _tag_in_text,
    _title_like,
    _TitleOnly,
    _with_short_year,
    names_a_part_of_a_work,
    non_paper_page,
    with_note_authors,
)
from enrich.parse.journals import VENUE_WORDS, journal_in_citation
from enrich.venues import canonical_acronym, venue_for_acronym

# The roles a header's words name, first match wins; a header of more words than a label has names none.
_HEADER_ROLES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("date", re.compile(r"\b(week|session|lecture|meeting)s?\b", re.I)),  # a schedule's: "Week", "Session #"
    ("year", re.compile(r"\b(year|date|time|published|when)\b", re.I)),
    ("venue", re.compile(r"\b(venue|conference|conf|journal|publication|pub|where|proceedings)\b", re.I)),
    ("authors", re.compile(r"\bauthors?\b|^\s*(?:who|by|written\s+by)\s*$", re.I)),
    # people who are not the authors: a schedule's presenters, whatever their names look like
    ("presenter", re.compile(r"\b(presenters?|presented\s+by|speakers?|discussants?|facilitators?|led\s+by)\b", re.I)),
    ("code", re.compile(r"\b(code|repo|repository|github|implementation|project)\b", re.I)),
    ("title", re.compile(r"\b(title|name|papers?|work)\b", re.I)),
    ("links", re.compile(r"\b(pdf|links?|url|arxiv|download)\b", re.I)),
    # what a paper is about or how it did, never its title: a description column is as long as a title
    (
        "notes",
        re.compile(
            r"\b(description|summary|notes?|comments?|remarks?|abstract|highlights?|tl;?dr|keywords?|tags?|topics?|"
            r"focus|contributions?|ideas?|methods?|techniques?|tasks?|domains?|criteria|metrics?|results?|"
            r"subjects?|categor(?:y|ies)|areas?|fields?|types?)\b",
            re.I,
        ),
    ),
)
_MAX_HEADER_WORDS = 5  # "ML technique(s) used", "Paper Title and Link"; a longer header cell is a row's text
_DOTTED_DATE = re.compile(r"^((?:19|20)\d{2})[./-]\d{1,2}(?:[./-]\d{1,2})?$")
_DAY_FIRST_DATE = re.compile(r"^\d{1,2}[./-]\d{1,2}[./-]((?:19|20)?\d{2})$")  # "3/30/23", "30.03.2023"
_NUMBER = re.compile(r"^[#~≈<>±+-]?\d+(?:[.,]\d+)*\s*[%KkMmBx×]?$")
_PARENTHESES = re.compile(r"\([^()]*\)")
# What stands before "et al." in an author cell: names only ("Lee", "A. Lee, B. Wu,"), not a model's name with its
# citation ("ACE + context (Wang et al., 2021)").
_NAMES_BEFORE_ET_AL = re.compile(r"^\s*[A-Z][\w'’.-]*(?:[\s,]+(?:and\s+)?[A-Z][\w'’.-]*)*[\s,.]*$")
_BARE_NUMBER = re.compile(r"^\d+$")
# A schedule's date, the day a group met rather than a paper's: a day of a month or a weekday with no year ("Aug 18",
# "Fri Aug 25 4pm", "Mar 1–2", "Mon 10/4"), or a numbered meeting ("Week 3", "Session 12"). A date with its year
# ("Jan 29, 2024") stays a year: lists of papers date them so.
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_WEEKDAY = r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs?(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)"
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_TIME = r"\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)"
_SCHEDULE_DATE = re.compile(
    rf"(?:{_WEEKDAY}\.?,?\s*)?"
    rf"(?:{_MONTH}\s*{_DAY}(?:\s*(?:-{{1,2}}|–|—|to|&|and)\s*(?:{_MONTH}\s*)?{_DAY})?|{_DAY}[\s-]+{_MONTH}"
    r"|\d{1,2}/\d{1,2}"
    r"|(?:week|wk|session|lecture|meeting|seminar|class|day)\s*#?\d{1,3})"
    rf"(?:,?\s*(?:\d{{1,2}}(?::\d{{2}})?\s*(?:am|pm)?\s*[-–]\s*)?{_TIME})?",  # "4pm", "2-4pm", "10am–12pm"
    re.I,
)
# One person's name as citations write it, with initials: "Turing, A.M.", "Ryle ,G", "Searle J.R.", "Rodney A.
# Brooks". Without initials ("Algebra, Geometry", "Nature Medicine") a lone name may be anything else.
_CAPITALISED = r"[A-Z][^\W\d_]+(?:['’-][A-Z]?[^\W\d_]+)*"
_ONE_CITED_NAME = re.compile(
    rf"(?:{SURNAME_PARTICLES})?{_CAPITALISED}\s*,\s*[A-Z]\.?(?:\s?-?[A-Z]\.?){{0,3}}"
    rf"|{_CAPITALISED}\s+[A-Z]\.(?:\s?[A-Z]\.?)*"
    rf"|(?:{_CAPITALISED}\s+)?[A-Z]\.(?:\s?[A-Z]\.)*\s+(?:{SURNAME_PARTICLES})?{_CAPITALISED}\.?"
)
# An entry cell that names its paper by a key, then the title linked or quoted: "Lee 2005 ["Title"](url)", "Lee &
# Wu to appear, ["Title"](url)", "Lee et al. (2019) "Title"", "Lee ["Title"](url)". The key's names, and its year
# or the word that stands for one (a paper not yet out).
_KEY_BEFORE_TITLE = re.compile(
    r"\s*(?P<names>[^()\d\[\]\"“”|:]{2,80}?)"
    r"(?:,?\s+(?:\(?(?P<year>(?:19|20)\d{2})[a-z]?\)?"
    r"|(?P<pending>to appear|in press|forthcoming|ms\.?|manuscript|in prep(?:aration)?)))?\s*[,.:]?\s*"
)
_QUOTED_TITLE = re.compile(r"[\"“]([^\"“”]+)[\"”]")
_TITLE_QUOTES = '"“” '
# "Searle J.R", "Barlow, H": a name that ends with an initial, whose full stop is the name's
_ENDS_WITH_INITIAL = re.compile(r"(?:^|[\s.,])[A-Z]$")
_MIN_KEYED_ROWS = 2  # rows whose keys a year column contradicts before it is taken for a schedule's dates
_MIN_KEYED_TITLE_WORDS = 2  # "Exceptive constructions": a quoted or linked title after a key may be short
_BARE_YEAR = "bare year"  # a cell of four digits alone: a year, or a count in a column of counts
_QUOTED = re.compile(r"^[\"“].+[\"”]$")
_EMPTY_CELL = frozenset({"n/a", "na", "none", "tbd", "todo", "?", "x", "no", "yes"})
_ACRONYM_SHAPE = re.compile(r"^[A-Z][A-Za-z0-9&@+/-]*[A-Z0-9][A-Za-z0-9&@+/-]*$")
_MAX_TAG_CELL_WORDS = 4
_MAX_YEAR_CELL_WORDS = 3  # "May. 2024", "Jan 29, 2024"
_MAX_VENUE_CELL_WORDS = 8  # "IEEE Transactions on Pattern Analysis and Machine Intelligence"
_MAX_SECTION_WORDS = 3  # "Security", "Graph Learning" alone in a row name its rows' topic
_MIN_AUTHOR_NAMES = 2  # one "Nature Medicine" or "Multimodal LLMs" reads as a name; a list of them is authors
_MIN_AGREEING_HEADER_CELLS = 2
_MIN_SECTION_ROW_CELLS = 2  # a one-column table's rows are its entries, never sections
_MIN_NAME_LETTERS = 2
# A column takes the kind at least this share of its non-empty cells have; a header is overruled only by a larger
# share, so that a few odd cells under "Authors" or "Year" never take the column from its header.
_COLUMN_SHARE = 0.5
_OVERRULING_SHARE = 2 / 3
_DEFINITE = frozenset({"title", "year", "venue", "authors", "links", "code", "number", "date"})
_TITLED = {"text": "title"}  # a blank header's unmarked long text is its title
# either column may hold the other's text: a schedule numbers its weeks ("Week" over "1", "2")
_KINDRED = (
    frozenset({"year", "venue"}),
    frozenset({"code", "links"}),
    frozenset({"date", "number"}),
    frozenset({"presenter", "authors"}),
)


# ------------------------------------------------------------------------------------------------ text tables


# ------------------------------------------------------------------------------------------------ cells


def cell_kind(cell: Sequence[Line]) -> str | None:
    """What a cell holds: "year", "venue", "authors", "title" (marked as one, or a link's long text), "text" (as
    long as a title, unmarked), "links", "code", "number" or "other" text; None when it is empty or only decoration
    ("-", "⚠️", "N/A")."""
    marked = any(line.strong or line.emphasis for line in cell)
    if not any(line.links for line in cell):
        return _unlinked_kind(" ".join(line.text for line in cell), marked)
    links = [link for line in cell for link in _links(line.links)]
    if any(len(link.label.split()) >= MIN_TITLE_LIKE_WORDS and not _is_label(link.label) for link in links):
        return "title"
    outside = _outside_links(cell)
    if any(char.isalnum() for char in outside):
        kind = _unlinked_kind(outside, marked)
        return "title" if kind == "other" and any(map(_is_paper_link, links)) else kind  # "MMLU [[paper](...)]"
    if all(_is_label(link.label) or _is_address(link.label) for link in links):
        return "code" if all(link.kind == "code" for link in links) else "links"
    return "title" if any(map(_is_paper_link, links)) else "other"  # "[GPT-4](https://arxiv.org/...)"


@lru_cache(maxsize=8192)
def _unlinked_kind(text: str, marked: bool) -> str | None:
    """The kind of a cell's text outside its links; ``marked`` when bold or italics mark part of the cell."""
    visible = _strip_decoration(text).strip(" \t-–—•·*:|,./")
    if not visible or visible.casefold() in _EMPTY_CELL:
        return None
    if visible.startswith(("http://", "https://", "www.")) and " " not in visible:
        return "links"
    kind = _text_kind(visible)
    if kind == "text" and (marked or _QUOTED.match(visible)):
        return "title"  # a bold, italic or quoted title
    return kind


@lru_cache(maxsize=8192)
def _text_kind(visible: str) -> str:
    """The kind of a cell's text without links: a date, a venue, names, a number, a title or other words."""
    words = visible.split()
    if _SCHEDULE_DATE.fullmatch(visible):
        return "date"
    if len(words) <= _MAX_VENUE_CELL_WORDS:
        tag = _cell_value(visible)
        if tag.venue is not None and (tag.year is not None or len(words) > 1 or _ACRONYM_SHAPE.match(visible)):
            return "venue"
        if tag.year is not None and len(words) <= _MAX_YEAR_CELL_WORDS:
            return "year"
        if VENUE_WORDS.search(visible) and visible[:1].isupper() and not visible.endswith("."):
            return "venue"
    if _NUMBER.match(_PARENTHESES.sub("", visible).strip()):
        return "number"
    if _names_several(visible) or _ONE_CITED_NAME.fullmatch(visible.rstrip(".")) or _names_before_et_al(visible):
        return "authors"
    if len(words) >= MIN_TITLE_LIKE_WORDS and _letters(visible) >= len(visible) // 2:
        return "text"  # a title, or a description as long as one: its header or marks tell them apart
    return "other"


def _names_several(text: str) -> bool:
    """Several personal names: "A. Lee, B. Wu and C. Ng". One two-word name may be a journal or a topic, and a
    one-word "name" among them makes the list topics ("Algebra, Number Theory")."""
    names = _split_names(text.strip(" .,:*_"))
    return len(names) >= _MIN_AUTHOR_NAMES and all(len(name.split()) > 1 for name in names) and _names_authors(text)


def _names_before_et_al(text: str) -> bool:
    """A first author's names and "et al." ("Lee et al.", "A. Lee, B. Wu et al.")."""
    return _ET_AL.search(text) is not None and _NAMES_BEFORE_ET_AL.match(_ET_AL.sub("", text)) is not None


def _outside_links(cell: Sequence[Line]) -> str:
    """A cell's text outside its links' labels."""
    parts = []
    for line in cell:
        at = 0
        for link in sorted(line.links, key=lambda span: span.start):
            parts.append(line.text[at : link.start])
            at = max(at, link.end)
        parts.append(line.text[at:])
    return " ".join(_strip_decoration(" ".join(parts)).replace("[", " ").replace("]", " ").split())


@lru_cache(maxsize=8192)
def _cell_value(text: str) -> Tag:
    """A table cell's year and venue: ``SOSP'25``, ``Arxiv 25`` (a venue and two digits), ``May. 2024``,
    ``2023.05``, ``NeurIPS 2018 workshop``, a journal the table does not know (``Journal of Field Robotics 2023``)."""
    text = _strip_decoration(text).strip()
    if not text:
        return Tag(None, None, None)
    dotted = _DOTTED_DATE.match(text)
    if dotted:
        return Tag(int(dotted.group(1)), None, None)
    written = _DAY_FIRST_DATE.match(text)
    if written:
        year = written.group(1)
        return Tag(int(year) if len(year) == len("2023") else expand_year(int(year)), None, None)
    tag = _with_short_year(_tag_in_text(text), text)
    journal = journal_in_citation(text) if tag.venue is None else None
    if journal is None:
        return tag
    return Tag(tag.year if tag.year is not None else journal.year, journal.name, journal.acronym or journal.name)


# ------------------------------------------------------------------------------------------------ columns


def column_roles(header: Sequence[str], body: Sequence[Sequence[Sequence[Line]]] = ()) -> list[str | None]:
    """The role of each column, from its header's words and its cells' kinds (module docstring); one column is the
    title: the first the header names so, else the one whose cells read most as marked-up titles. Another column
    the header calls a title holds the links ("Paper" beside "Title")."""
    width = max([len(header), *(len(row) for row in body)])
    named = [_header_role(header[index]) if index < len(header) else None for index in range(width)]
    content = _content_roles(body, width)
    blank = [index >= len(header) or not _strip_decoration(header[index]).strip() for index in range(width)]
    roles = [_combined(*column) for column in zip(named, content, blank, strict=True)]
    for role in ("year", "venue", "authors"):  # a column the header names so is the one; the cells' are others
        if any(said == role for said in named):
            roles = [
                None if found == role and said != role else found for found, said in zip(roles, named, strict=True)
            ]
    titles = [index for index, role in enumerate(roles) if role == "title"]
    if len(titles) <= 1:
        return roles
    by_header = [index for index in titles if named[index] == "title"]
    chosen = by_header[0] if by_header else max(titles, key=lambda index: _title_score(body, index))
    return [
        role if index == chosen or role != "title" else "links" if named[index] == "title" else None
        for index, role in enumerate(roles)
    ]


@lru_cache(maxsize=1024)
def _header_role(text: str) -> str | None:
    cleaned = _strip_decoration(text)
    if len(cleaned.split()) > _MAX_HEADER_WORDS:
        return None
    return next((role for role, pattern in _HEADER_ROLES if pattern.search(cleaned)), None)


def _content_roles(body: Sequence[Sequence[Sequence[Line]]], width: int) -> list[tuple[str | None, float]]:
    """Each column's kind by its cells, with the share of its non-empty cells that have it; years and venues count
    together (a "Venue" column writes "SOSP'25" and "2024" alike), and the column takes the more common of the two."""
    kinds: list[Counter[str]] = [Counter() for _ in range(width)]
    for row in body:
        for index, cell in enumerate(row[:width]):
            kind = cell_kind(cell)
            if kind == "year" and _BARE_NUMBER.match(" ".join(line.text for line in cell).strip()):
                kind = _BARE_YEAR
            if kind is not None:
                kinds[index][kind] += 1
    found: list[tuple[str | None, float]] = []
    for counts in kinds:
        bare = counts.pop(_BARE_YEAR, 0)  # "2003" among "455" and "1912" is a count; among "2019" a year
        counts["number" if counts["number"] else "year"] += bare
        if counts["title"] >= counts["text"]:  # mostly marked titles, some plain: a title column writing some so
            counts["title"] += counts.pop("text", 0)
        total = sum(counts.values())
        if not total:
            found.append((None, 0.0))
            continue
        kind, count = counts.most_common(1)[0]
        dated = counts["year"] + counts["venue"]
        if dated > count:
            kind, count = ("year" if counts["year"] >= counts["venue"] else "venue"), dated
        found.append((kind, count / total) if count / total >= _COLUMN_SHARE else (None, 0.0))
    return found


def _combined(header: str | None, found: tuple[str | None, float], blank: bool) -> str | None:
    """The header's role where it names one its cells agree with or do not clearly contradict; else the cells'.
    Unmarked text as long as a title is the title under a blank header only: under a header that names something
    else ("Tool", "Purpose") it describes."""
    content, share = found
    if content == "text" and blank:
        return "title"
    if content not in _DEFINITE:
        return header
    if header is None:
        return content
    if header == content or any({header, content} <= kindred for kindred in _KINDRED):
        return header
    return content if share >= _OVERRULING_SHARE else header


def _title_score(body: Sequence[Sequence[Sequence[Line]]], index: int) -> tuple[int, int]:
    """How much a column reads as the titles': cells whose title is marked (a link's text, bold, italics), then
    words written capitalised, as titles are and a description's sentence is not."""
    marked = capitalised = 0
    for row in body:
        if index < len(row):
            cell = row[index]
            marked += any(line.links or line.strong or line.emphasis for line in cell)
            capitalised += sum(word[:1].isupper() for line in cell for word in line.text.split())
    return marked, capitalised


# ------------------------------------------------------------------------------------------------ rows


class TableRows:
    """A document's table rows, read in order: each table's column roles once, whether its header row is a header
    or a paper's row, and the year or venue a section row (``| **2023** | | |``) gives the rows below it."""

    def __init__(self) -> None:
        self._table: Table | None = None
        self._roles: list[str | None] = []
        self._header_is_a_row = False
        self._section = Tag(None, None, None)

    def read(self, row: Row, inherited: Tag) -> Found | _TitleOnly:
        """The row's entry, or why it is none: a table's header, a section row ("heading"), no paper."""
        self._enter(row.table or Table(row.header, (), [row.cells]))
        if row.header_row and not self._header_is_a_row:
            return Skip("table header")
        if not any(line.text.strip() or line.links or line.badges for cell in row.cells for line in cell):
            # a row of empty cells is the table's markup: an rST grid or list table's further lines stand as empty
            # rows under the row they continue, whose source lines an audit would otherwise read again
            return Skip("markup")
        schedule = "date" in self._roles
        if schedule and not _filled_cells(row, self._roles):
            return Skip("schedule")  # a meeting's date alone: no reading that week
        section = _section_row(row, len(self._roles))
        if section is not None:
            self._section = section
            return Skip("heading")
        found = read_row(row, self._roles, _merge_tags(self._section, inherited))
        if schedule and isinstance(found, Skip) and found.reason == "no paper evidence":
            return _unread_schedule_row(row, self._roles)
        if schedule and isinstance(found, Listing) and _talk(row, self._roles):
            return Skip("schedule")
        return found

    def _enter(self, table: Table) -> None:
        if table is self._table:
            return
        self._table, self._section = table, Tag(None, None, None)
        self._header_is_a_row = _header_is_a_row(table)
        header = () if self._header_is_a_row else table.header
        body = [table.header_cells, *table.rows] if self._header_is_a_row else table.rows
        self._roles = _meeting_dates(body, column_roles(header, body))


def _meeting_dates(body: Sequence[Sequence[Sequence[Line]]], roles: list[str | None]) -> list[str | None]:
    """The roles, with a year column made a schedule's date column where the papers' own keys say other years
    (``| 2021-09-01 | Lee 2005 ["Title"](url) |``, ``| 2021-09-08 | Wu to appear ["Title"](url) |``): the date
    there is the day a group met, not the paper's."""
    if "year" not in roles:
        return roles
    year_columns = [index for index, role in enumerate(roles) if role == "year"]
    agree = disagree = 0
    for cells in body:
        keys = [
            head
            for index, cell in enumerate(cells)
            if cell and roles[index] in ("title", "links", None) and (head := _keyed_head(cell[0])) is not None
        ]
        if not keys:
            continue
        # an HTML table's row may hold fewer cells than the header names columns
        dated = {
            _cell_value(" ".join(line.text for line in cells[index])).year
            for index in year_columns
            if index < len(cells)
        }
        if keys[0].tag.year in dated:
            agree += 1
        else:
            disagree += 1
    if disagree < _MIN_KEYED_ROWS or disagree <= agree:
        return roles
    return ["date" if role == "year" else role for role in roles]


def _header_is_a_row(table: Table) -> bool:
    """A table written without a header has a paper's row in its place (GFM needs one): none of its cells names a
    role, and they read as the body's columns do, a title and another column at least."""
    if not table.header_cells or not table.rows or any(map(_header_role, table.header)):
        return False
    content = _content_roles(table.rows, len(table.header_cells))
    agreeing = [
        _TITLED.get(kind, kind)
        for cell, (role, _) in zip(table.header_cells, content, strict=False)
        if (kind := cell_kind(cell)) is not None and kind == role and (kind in _DEFINITE or kind in _TITLED)
    ]
    return "title" in agreeing and len(agreeing) >= _MIN_AGREEING_HEADER_CELLS


def _section_row(row: Row, width: int) -> Tag | None:
    """In a table of several columns, a row with one short cell and the others empty or missing (``| **2023** | |``,
    an HTML cell spanning the row), no link in it, names the rows below it (a year, a venue, a topic): the year or
    venue it names, when it names one."""
    filled = [cell for cell in row.cells if any(char.isalnum() for line in cell for char in line.text)]
    if width < _MIN_SECTION_ROW_CELLS or len(filled) != 1 or any(line.links for line in filled[0]):
        return None
    if cell_kind(filled[0]) is None:  # "N/A"
        return None
    text = " ".join(line.text for line in filled[0]).strip()
    tag = _context_tag(text)
    marked = all(line.strong or line.emphasis for line in filled[0])
    if tag.year is not None or tag.venue is not None or marked or len(text.split()) <= _MAX_SECTION_WORDS:
        return tag
    return None


def read_row(row: Row, roles: Sequence[str | None], inherited: Tag) -> Found | _TitleOnly:
    """The entry a table row holds, by its columns' roles. A row that holds a title and nothing else (a ragged row,
    its other cells missing) is a paper as a plain item is: in a section of papers."""
    cells: dict[str | None, list[Line]] = {}
    for role, cell in zip(roles, row.cells, strict=False):
        cells.setdefault(role, []).extend(cell)
    head, below = _row_title(row, roles)
    if head is None:
        return _cited_without_title(row, roles, cells) or Skip("no paper evidence")
    if isinstance(head, Problem):
        return head
    links = [link for cell in row.cells for line in cell for link in _links(line.links)]
    head = with_note_authors(head, links)  # "| **Title** - Lee et al. | ACL 2025 |": the title cell's note names them
    tag, authors = _title_cell_says(head.tag, below) if below is not None else (head.tag, ())
    tag = _merge_tags(tag, _after_title_tag(head))
    tag = _merge_tags(tag, _cell_tag(cells.get("year", ()), cells.get("venue", ())))
    tag = _merge_tags(tag, _unnamed_cells_tag(row, roles))
    authors = _cell_authors(cells.get("authors", ())) or authors or head.authors or _key_authors(cells.get("year", ()))
    paper_links = [
        link for role in ("links", "title", None) for line in cells.get(role, ()) for link in _links(line.links)
    ]
    kind_cells = (
        _named_in_its_venue_cell(cell) for role, cell in zip(roles, row.cells, strict=False) if role in _KIND_CELL_ROLES
    )
    named = next((kind for kind in kind_cells if kind is not None), None) or non_paper_page(links)
    if named is not None and not any(_is_paper_link(link) for link in links):
        return Skip(named)
    if not _is_paper(head.title, tag.venue is not None, authors, paper_links) and not (
        tag.year is not None and not any(link.url for link in links)
    ):
        if not links and _title_like(head.title) and _filled_cells(row) == 1:
            return _TitleOnly(Listing(row.line, row.line, head.title, inherited, None, authors, (), True, True))
        return _software_or_nothing(links)
    for line in (line for cell in row.cells for line in cell if line.badges):  # a cell's badges, as an item's:
        tag = _merge_tags(tag, _badge_tag(line))  # the paper's fields, no evidence of one (a data set's row has them)
    tag = _merge_tags(tag, inherited)
    listing = Listing(row.line, row.line, head.title, tag, head.system_name, authors, tuple(links), True, True)
    title_cell = cells.get("title") or (row.cells[0] if row.cells else [])
    named = _named_by_its_links(listing, list(title_cell[:1])) if title_cell else None
    if named is None and _cites_a_book(row, listing):
        named = "book"
    return Skip(named) if named is not None else listing


def _cited_without_title(row: Row, roles: Sequence[str | None], cells: dict[str | None, list[Line]]) -> Listing | None:
    """The paper a row of a table with no title column cites by its authors, year and journal (``| Lee | 2012 |
    Science | 10.1126/science.1230441 | high |``), as a literature review's table may: the citation stands where
    the title goes, and resolve finds the paper by the identifier the row gives, if any, never by that text."""
    if "title" in roles:
        return None
    authors = _cell_authors([Line(line.number, line.text.strip(" *_")) for line in cells.get("authors", ())])
    tag = _cell_tag(cells.get("year", ()), cells.get("venue", ()))
    if not authors or tag.year is None or tag.venue is None:
        return None
    links = [link for cell in row.cells for line in cell for link in _links(line.links)]
    written = (" ".join(line.text for line in cell).strip() for cell in row.cells)
    links += [link for text in written if is_valid_doi(text) and (link := identifier_link(f"DOI: {text}"))]
    cited = f"{', '.join(authors)} ({tag.year}) {tag.venue}"
    return Listing(row.line, row.line, cited, tag, None, authors, tuple(links), True, True, cited_without_title=True)


def _cites_a_book(row: Row, listing: Listing) -> bool:
    """The cell the title stands in cites a book as a list item would (``_is_book``: a place and a publisher, an
    edition, an ISBN), as a bibliography kept in a table's citation column writes its books beside its papers; a
    title in quotation marks names a part of a work, never a whole book (``names_a_part_of_a_work``)."""
    opening = listing.title[:20]
    cell = next((cell for cell in row.cells if any(opening in line.text for line in cell)), None)
    if cell is None or any(names_a_part_of_a_work(line.text) for line in cell):
        return False  # a quoted title is a part's: "Lee 2000 ["Title"](url), chapter 2" reads a thesis's chapter
    return _is_book(listing, list(cell))


# What a venue column says when the row is no paper: the kind of thing it lists, a word alone ("GitHub", "Blog",
# "Dataset", "Tutorial", or a meeting's "KDD tutorial"), and the skip reason it gives.
_KIND_IN_VENUE_CELL = {
    **dict.fromkeys(("github", "gitlab", "code", "software", "tool", "library", "repo", "repository"), "software"),
    **dict.fromkeys(("blog", "post", "newsletter", "medium"), "blog"),
    **dict.fromkeys(("dataset", "data", "benchmark data", "leaderboard", "competition", "challenge"), "data set"),
    **dict.fromkeys(("course", "lecture", "lectures", "class"), "course"),
    **dict.fromkeys(("talk", "keynote", "video", "tutorial", "podcast", "webinar", "workshop website"), "event"),
    **dict.fromkeys(("homepage", "website", "web page", "personal page"), "web page"),
    **dict.fromkeys(("book", "textbook"), "book"),
}


def _named_in_its_venue_cell(venue_cell: Sequence[Line]) -> str | None:
    """The skip reason when the venue's column (``_KIND_CELL_ROLES``) names what the row is instead of where it
    appeared: a kind of thing alone, or a meeting's name before it ("KDD tutorial"); or a book's publisher, where a
    paper's row names its venue ("| *Title* | A. Lee | MIT Press | 2014 |")."""
    written = " ".join(line.text for line in venue_cell).strip(" *_`")
    text = written.casefold()
    if not text:
        return None
    if len(text.split()) <= _MAX_KIND_CELL_WORDS:
        kind = _KIND_IN_VENUE_CELL.get(text) or _KIND_IN_VENUE_CELL.get(text.split()[-1])
        if kind is not None:
            return kind
    return "book" if written[:1].isupper() and _names_a_publisher(written) else None


_MAX_KIND_CELL_WORDS = 2
# The columns where a kind word stands in a venue's place: the venue's, a year's (its role read from other rows'
# "ICRA'04" cells) and a column no header or content named. A links column's "[Github]" labels a paper's code.
_KIND_CELL_ROLES = ("venue", "year", None)


def _filled_cells(row: Row, roles: Sequence[str | None] = ()) -> int:
    """How many of the row's cells hold text, a schedule's dates aside: a ragged row of papers (``| Title |`` under a
    wider header) holds one."""
    dated = [role == "date" for role in roles]
    return sum(
        1
        for index, cell in enumerate(row.cells)
        if any(line.text.strip() for line in cell) and not (index < len(dated) and dated[index])
    )


def _unread_schedule_row(row: Row, roles: Sequence[str | None]) -> Listing | Skip | Problem:
    """A schedule's row that names no paper as its entries do: a talk (a speaker and its title), an event, a week
    with no meeting, skipped as the schedule's. A cell that reads as a paper alone, dated, placed or linked to its
    paper (``Title (2019)``, ``Title, NeurIPS 2019``), is still its entry or unparsed, as any other line is; so
    is a year beside a title, linked or quoted, which a paper's citation in a shape no rule reads holds."""
    for role, cell in zip(roles, row.cells, strict=False):
        if role == "date":
            continue
        for line in cell:
            alone = _read_alone(line, Tag(None, None, None))
            if isinstance(alone, Problem):
                return alone
            if alone is not None and (alone.tag.year or alone.tag.venue or any(map(_is_paper_link, alone.links))):
                return alone._replace(first=row.line, last=row.line, table=True)
            year = _YEAR.search(line.text)
            if year is not None and any(len(title.split()) >= MIN_TITLE_LIKE_WORDS for title in _titles_in(line)):
                return Problem(f"reads like a paper (a title and {year.group(1)}) {NO_RULE_READ_ITS_SHAPE}", row.line)
    return Skip("schedule")


def _talk(row: Row, roles: Sequence[str | None]) -> bool:
    """A schedule's row that gives a speaker and a title but no link and no year (``| Sep 3 | A. Lee "Title" |``):
    a talk given at the meeting, not a paper read there."""
    entry = [line for role, cell in zip(roles, row.cells, strict=False) if role != "date" for line in cell]
    return not any(line.links for line in entry) and not any(_YEAR.search(line.text) for line in entry)


def _titles_in(line: Line) -> list[str]:
    """The texts a line sets off as titles: its links' texts and what it quotes."""
    return [link.label for link in line.links] + [found.group(1) for found in _QUOTED_TITLE.finditer(line.text)]


def _title_cell_says(tag: Tag, below: Sequence[Line]) -> tuple[Tag, tuple[str, ...]]:
    """The title's tag, completed by the year and venue its cell gives on the lines below the title, with the authors
    there (``**Title** <br> A. Lee, B. Wu <br> NeurIPS 2021``): a line that is only an author list, a line that is
    only a venue or a date. Other lines there describe the paper, and a venue a description names is not its own."""
    authors: tuple[str, ...] = ()
    for line in below:
        if not authors and (authors := _authors_line(line)):
            continue
        text = line.text.strip(" *_")
        short = len(text.split()) <= _MAX_TAG_CELL_WORDS or VENUE_WORDS.match(text) is not None
        if short and _unlinked_kind(text, False) in ("venue", "year"):  # "ICML 2019", not "it beats ICML 2019 work"
            tag = _merge_tags(tag, _cell_value(text))
    return tag, authors


def _row_title(row: Row, roles: Sequence[str | None]) -> tuple[_Head | Problem | None, Sequence[Line] | None]:
    """The row's title, with its cell's lines below the title's when the title column holds it: the title column's,
    unless that is only a name ("**LAION-400M**") and another column (the paper's link, a source) holds a title;
    then that title (None for the lines below: that cell's other text is no part of the entry's), and the name is
    the system's."""
    heads: list[tuple[str | None, _Head | Problem | None]] = []
    keyed: list[tuple[str | None, _Head]] = []
    for role, cell in zip(roles, row.cells, strict=False):
        if role in ("title", "links", None) and cell:
            head = _keyed_head(cell[0])
            keyed.extend([(role, head)] if head is not None else [])
            heads.append((role, head or _read_head(cell[0])))
    titled = next((head for role, head in heads if role == "title"), None)
    if isinstance(titled, _Head) and len(titled.title.split()) >= _MIN_TITLE_WORDS_FOR_LINK:
        return titled, _title_cell(row, roles)[1:]
    if keyed:  # a paper named by its key and title, in a column of no clear role (a schedule's entries)
        role, head = keyed[0]
        return head, _title_cell(row, roles)[1:] if role == "title" else None
    others = [
        head
        for role, head in heads
        if role != "title"
        and isinstance(head, _Head)
        and len(head.title.split()) >= _MIN_TITLE_WORDS_FOR_LINK
        and (head.title_link or head.after or head.links)
    ]
    if not others:
        if isinstance(titled, _Head):
            return titled, _title_cell(row, roles)[1:]
        return _named_beside_paper_link(row, roles) or titled, None
    best = max(others, key=lambda head: _letters(head.title))
    if isinstance(titled, _Head):
        best.system_name = best.system_name or titled.title
    return best, None


def _keyed_head(line: Line) -> _Head | None:
    """A cell that names its paper by an author key, then its title linked or quoted (``_KEY_BEFORE_TITLE``), or
    both inside the link (``[Lee et al. 2017, "Title"](url)``): the key's surnames are the authors and its year the
    year; what follows the title is a note ("chapter 2", a room). A key of names alone is a speaker's as much as an
    author's: it names a paper only before a quoted linked title or a link to a paper. A quoted title with no link
    is a citation only with its year."""
    found = _key_and_title(line)
    if found is None:
        return None
    key, title, linked, end = found
    authors = _surnames(key.group("names"))
    dated = key.group("year") or key.group("pending")
    links = _links(line.links)
    if not authors or not linked and not dated:
        return None  # no names, or a speaker and a talk's title
    if linked and not (dated or title[:1] in _TITLE_QUOTES or any(map(_is_paper_link, links))):
        return None
    title = _clean(title.strip(_TITLE_QUOTES))
    if len(title.split()) < _MIN_KEYED_TITLE_WORDS:
        return None
    year = int(key.group("year")) if key.group("year") else None
    return _Head(title, Tag(year, None, None), None, links, linked, line.text[end:], authors, linked)


def _key_and_title(line: Line) -> tuple[re.Match[str], str, bool, int] | None:
    """(the key, the title as written, whether it is linked, where it ends) of a key-named cell: the key before the
    first link or the first quoted title, or before a quoted title inside a link that opens the cell."""
    text = line.text
    link = next((span for span in line.links if span.end > span.start), None)
    if link is not None and not text[: link.start].strip():
        inside = _QUOTED_TITLE.search(link.label)
        key = _KEY_BEFORE_TITLE.fullmatch(link.label[: inside.start()]) if inside is not None else None
        if inside is None or key is None or not key.group("year"):
            return None
        return key, inside.group(1), True, link.end
    quoted = _QUOTED_TITLE.search(text) if link is None else None
    opening = link.start if link is not None else quoted.start() if quoted is not None else 0
    key = _KEY_BEFORE_TITLE.fullmatch(text[:opening]) if opening > 0 else None
    if key is None:
        return None
    if link is not None:
        return key, link.label.strip(), True, link.end
    return (key, quoted.group(1), False, quoted.end()) if quoted is not None else None


def _title_cell(row: Row, roles: Sequence[str | None]) -> Sequence[Line]:
    return next((cell for role, cell in zip(roles, row.cells, strict=False) if role == "title" and cell), ())


def _named_beside_paper_link(row: Row, roles: Sequence[str | None]) -> _Head | None:
    """In a table whose title column holds no title, or that has none ("Benchmark", "Model", "Dataset"), the first
    cell that holds a name beside a link to its paper (``MMLU [[paper](https://arxiv.org/abs/...)]``): the name is
    the entry's title."""
    named: list[str] = []
    for role, cell in zip(roles, row.cells, strict=False):
        if role not in ("title", None) or not cell:
            continue
        line = cell[0]
        links = _links(line.links)
        name = _clean(_before_links(line, 0))
        if _letters(name) >= _MIN_NAME_LETTERS and any(_is_paper_link(link) for link in links):
            return _Head(name, Tag(None, None, None), None, links, False, "")
        named.append(name if _letters(name) >= _MIN_NAME_LETTERS and not links else "")
    # "| Proteus | Privacy | [2603.06540](https://arxiv.org/abs/2603.06540) |": a links column of the papers' own
    # identifiers says each row is a paper, its first named cell the title, in whatever language the header is
    identified = [
        link for role, cell in zip(roles, row.cells, strict=False) if role == "links" for link in _id_links(cell)
    ]
    if identified and named and named[0]:
        return _Head(named[0], Tag(None, None, None), None, identified, False, "")
    return None


def _id_links(cell: Sequence[Line]) -> list[FoundLink]:
    """The links of a cell whose text is the paper's own identifier (``[2603.06540](https://arxiv.org/abs/...)``,
    ``[10.1000/x](https://doi.org/...)``)."""
    return [
        link
        for line in cell
        for link in _links(line.links)
        if is_valid_arxiv_id(link.label.strip()) or is_valid_doi(link.label.strip())
    ]


# A journal's name of abbreviated words alone, as a venue column writes it: "Front. Ecology", "Biol. Lett.".
_ABBREVIATED_NAME = re.compile(r"(?:[A-Z][A-Za-z&]*\.\s+)+[A-Z][A-Za-z&]*\.?")


def _cell_tag(year_cell: Sequence[Line], venue_cell: Sequence[Line]) -> Tag:
    """Year and venue from the year and venue columns; each may hold both ("SOSP'25" under "Published", "May.
    2024" under "When"), and the year column's year wins."""
    year_tag = _cell_value(" ".join(line.text for line in year_cell))
    venue_text = _strip_decoration(" ".join(line.text for line in venue_cell)).strip()
    abbreviated = _ABBREVIATED_NAME.fullmatch(venue_text)  # "Front. Ecology": its stops part no fields
    venue_tag = Tag(None, venue_text, canonical_acronym(venue_text)) if abbreviated else _cell_value(venue_text)
    if venue_tag.venue is None and venue_text:  # the venue column names a venue, known to the table or not
        written = parse_tag(venue_text)
        if written.venue:
            venue_tag = Tag(venue_tag.year or written.year, written.venue, canonical_acronym(written.venue))
    return _merge_tags(Tag(year_tag.year, venue_tag.venue, venue_tag.venue_acronym), _merge_tags(venue_tag, year_tag))


def _unnamed_cells_tag(row: Row, roles: Sequence[str | None]) -> Tag:
    """Year and venue from columns of no clear role (a header that names none, cells of mixed kinds): a short cell
    that reads as a known venue or a date says what a venue or year column would."""
    tag = Tag(None, None, None)
    for role, cell in zip(roles, row.cells, strict=False):
        text = " ".join(line.text for line in cell)
        if role is None and 0 < len(text.split()) <= _MAX_TAG_CELL_WORDS and not any(line.links for line in cell):
            found = _cell_value(text)
            if found.venue is not None and venue_for_acronym(found.venue) is None:
                found = Tag(found.year, None, None)
            tag = _merge_tags(tag, found)
    return tag


def _cell_authors(cell: Sequence[Line]) -> tuple[str, ...]:
    text = " ".join(line.text for line in cell).strip()
    return tuple(_as_written(name, text) for name in _split_names(text)) if text else ()


def _key_authors(year_cell: Sequence[Line]) -> tuple[str, ...]:
    """The surnames of an author-date key a year column writes (``| Lee et al. (2021) |`` under "Author / Year"):
    the cell gives the authors as the key cites them, and the year the column is named for."""
    text = " ".join(line.text for line in year_cell).strip()
    key = _AUTHOR_DATE_KEY.fullmatch(text.rstrip(" .,:")) if "(" in text else None
    return _surnames(key.group(1)) if key is not None else ()


def _as_written(name: str, text: str) -> str:
    """A name as the cell writes it ("Humphrey,N.", "Barlow, H", "Searle J.R."), where the split gave it in one
    spelling ("Humphrey, N."): the list's own form is what a user will look for."""
    bare = name.rstrip(".")
    pattern = r"\s*,\s*".join(re.escape(part) for part in bare.split(", "))
    initial = _ENDS_WITH_INITIAL.search(bare) is not None
    found = re.search(pattern + (r"\.?" if initial else ""), text)
    return found.group(0) if found else name
