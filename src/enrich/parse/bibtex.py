"""BibTeX files as reading lists: one paper per entry of a ``*.bib`` file.

bibtexparser 2 splits the file into blocks, gives each block its first line and keeps the broken ones as failed
blocks; everything a reading list needs beyond that is done here, in pure functions of the text:

- Field values are read here, not by bibtexparser's ResolveStringReferences and RemoveEnclosing middlewares: those
  resolve a value only when it is one macro name, while a file that defines macros joins them with ``#``
  (``booktitle = "Proc. " # osdi``). One reading of values does both, for fields and for ``@string`` definitions
  (a definition may use earlier ones). A macro that is never defined stands for itself ("OSDI"): BibTeX would print
  nothing, a reader of the list sees the name.
- ``crossref``: bibtexparser has no middleware for it. A child takes from its parent only the fields that describe
  the venue (booktitle, journal, year, date; the parent's title as booktitle, biblatex's rule, when the parent has no
  booktitle and the child names no venue), never its title, DOI, eprint or URLs, which name the volume. An entry
  another entry crossrefs is that volume, not a paper of the list: it is skipped as "proceedings volume".
- A line whose first character other than spaces is ``%`` is a comment, as biber and every BibTeX editor read it;
  BibTeX itself would still read an entry commented out that way, but whoever wrote the ``%`` meant it gone.
- LaTeX is decoded with pylatexenc, the decoder of bibtexparser's LatexDecodingMiddleware, but in the title, venue
  and author names only (the middleware decodes every field): a URL or DOI keeps its ``%`` and ``~``. A bare ``&``
  or ``%`` in a title is taken literally, not as LaTeX's alignment tab or comment, so no title loses words. ``--``
  is LaTeX's en dash, as the title prints.
- A broken entry (a failed block: bad syntax, a duplicate key or field) and an entry without a title are
  BibProblems, kept like any unparsed line; bibtexparser's own log lines are silenced, since they repeat those
  problems with 0-based line numbers.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache

import bibtexparser
from bibtexparser.library import Library
from bibtexparser.middlewares import NormalizeFieldKeys
from bibtexparser.middlewares.names import split_multiple_persons_names
from bibtexparser.model import (
    Block,
    DuplicateBlockKeyBlock,
    DuplicateFieldKeyBlock,
    Entry,
    Field,
    ImplicitComment,
    ParsingFailedBlock,
    String,
)
from pylatexenc.latex2text import LatexNodes2Text

from enrich.ids import (
    arxiv_abs_url,
    doi_from_url,
    doi_url,
    is_arxiv_doi,
    is_book_doi,
    normalize_arxiv_id,
    normalize_doi,
)
from enrich.models import LinkKind
from enrich.parse.common import FoundLink, clean_title, link_kind
from enrich.venues import canonical_acronym, stated_acronym, venue_for_acronym, venue_for_name

# Their warnings repeat the BibProblems (with 0-based line numbers) or name LaTeX the decoder reads anyway.
for _logger in ("bibtexparser", "pylatexenc"):
    logging.getLogger(_logger).setLevel(logging.CRITICAL)

# An entry's opening line whose type no BibTeX reads as one ("@-article{key,", "@ article{key,"): not "@comment".
_ENTRY_READ_AS_COMMENT = re.compile(r"[ \t]*@([^\w\s{]+[A-Za-z]+|\s+[A-Za-z]+)\s*\{\s*[^\s,{}]+\s*,")
_COMMENT_LINE = re.compile(r"^[ \t]*%[^\n]*", re.MULTILINE)
# A "#" joins the parts of a value only outside braces and quotes; "\#" and "\"" are characters.
_VALUE_MARKS = re.compile(r'\\.|[{}"#]')
# Text without these is already what LaTeX prints; decoding it would only cost time.
_LATEX_MARKS = re.compile(r"[\\{}~$]|--|``|''")
# Inline math ("$...$", "\\(...\\)"), with the space before it: a formula's sub- or superscript ("HO $_{\\textrm{2}}$",
# "NC\\({}^{\\mbox{1}}\\)") belongs to the word before it.
_INLINE_MATH = re.compile(r"\s*(?:\$([^$]+)\$|\\\((.+?)\\\))")
_TEXT_IN_MATH = re.compile(r"\\(?:mbox|textrm|mathrm|text|rm)\b|[{}\s]")
_SCRIPTS_ONLY = re.compile(r"(?:[_^][\w+\-]+)+")
_SCRIPT = re.compile(r"([_^])([\w+\-]+)")
_BARE_SPECIAL = re.compile(r"(?<!\\)([&%])")
# A hyperlink's address and its text ("\href{https://...}{Title}"): the text is what LaTeX prints. The decoder's own
# spec for it fails on every use (pylatexenc 2.10 reads no arguments for \href, then asks for its second).
_HREF = re.compile(r"\\href\s*\{[^{}]*\}\s*\{((?:[^{}]|\{[^{}]*\})*)\}")
# A macro's name, for text the decoder cannot read: its arguments' text stays.
_MACRO_NAME = re.compile(r"\\[A-Za-z]+\*?\s*")
_ESCAPED = re.compile(r"\\([_%&#~$])")
_YEAR = re.compile(r"(?<!\d)\d{4}(?!\d)")
_NAME_LIST_MARK = re.compile(r",[^,]*,|,\s+and\s")
_SHORT_YEAR_AFTER = re.compile(r"\s*['’‘]\s*\d{2}$")
_NAME_LIST_SEPARATOR = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+")
_VENUE_FIELDS = ("booktitle", "journal", "journaltitle")
# Entry types for things published nowhere: with no venue and only a code repository's link, software.
_UNPUBLISHED_TYPES = frozenset({"misc", "software", "online", "electronic", "unpublished"})
# The types of a web resource (biblatex's ``@online``, its alias ``@electronic``).
_WEB_TYPES = frozenset({"online", "electronic"})
# The words that make an author's name an organisation's: a university (also inside a compound, "FernUniversität"),
# an institute, a company's legal form, an authority, a team; never a person's name.
_BODY = re.compile(
    r"(?i:universit(?:y|ät|é|à|at|ad)|\b(?:institut(?:e|o)?|inc|llc|ltd|gmbh|corp(?:oration)?|ministry|ministerium|"
    r"bundesamt|agency|foundation|council|department|organi[sz]ation|committee|consortium|bezirksregierung|"
    r"geological survey|core team)\b)"
)
# The journal macros of the AAS packages (aas_macros.sty) that NASA ADS writes into every export ("journal =
# {\apj}"): LaTeX prints nothing for them without the package, so they are read as the abbreviations they print.
_AAS_JOURNALS = {
    "\\aj": "AJ",
    "\\actaa": "Acta Astron.",
    "\\araa": "ARA&A",
    "\\apj": "ApJ",
    "\\apjl": "ApJL",
    "\\apjs": "ApJS",
    "\\ao": "Appl. Opt.",
    "\\apss": "Ap&SS",
    "\\aap": "A&A",
    "\\aapr": "A&A Rev.",
    "\\aaps": "A&AS",
    "\\baas": "BAAS",
    "\\icarus": "Icarus",
    "\\jcap": "JCAP",
    "\\mnras": "MNRAS",
    "\\memras": "MmRAS",
    "\\na": "New A",
    "\\nar": "New A Rev.",
    "\\pasa": "PASA",
    "\\pasp": "PASP",
    "\\pasj": "PASJ",
    "\\qjras": "QJRAS",
    "\\solphys": "Sol. Phys.",
    "\\ssr": "Space Sci. Rev.",
    "\\nat": "Nature",
    "\\prd": "Phys. Rev. D",
    "\\prl": "Phys. Rev. Lett.",
    "\\physrep": "Phys. Rep.",
    "\\bain": "Bulletin of the Astronomical Institutes of the Netherlands",
    "\\procspie": "Proc. SPIE",
    "\\jgr": "J. Geophys. Res.",
    "\\grl": "Geophys. Res. Lett.",
    "\\planss": "Planet. Space Sci.",
}
_INHERITED = ("booktitle", "journal", "journaltitle", "year", "date")
_LINK_FIELDS = ("url", "pdf", "code", "slides", "video")
# Fields that hold one item of a list each time they stand: ScienceDirect's export writes ``keywords = "..."`` once
# per keyword, so a repeated one adds an item and no field contradicts another.
_ITEM_FIELDS = ("keywords",)
# The records and parts of a ``file`` field (``description:path:type;...``), and the escapes inside a part.
_FILE_RECORDS = re.compile(r"(?<!\\);")
_FILE_PARTS = re.compile(r"(?<!\\):")
_FILE_ESCAPE = re.compile(r"\\([:;\\])")
# An arXiv id written into a venue or note field: "arXiv:2005.14165", "arXiv preprint arXiv:2005.14165",
# "arXiv 2005.14165", DBLP's CoRR volume "abs/1810.04805".
_ARXIV_REFERENCE = re.compile(
    r"(?:\barxiv(?:\s+preprint)?(?:\s+arxiv)?\s*[:/]?\s*|\babs/)([a-z\-]+(?:\.[a-z]{2})?/\d{7}|\d{4}\.\d{4,5}(?:v\d+)?)",
    re.IGNORECASE,
)
_LINE_WRAP = re.compile(r"\s*\n\s*")
# An address in a prose field (or one of several in a row); the sentence's or list's punctuation after it is not
# part of it.
_URL_IN_TEXT = re.compile(r"(?:https?://|www\.)[^\s{}<>]+?(?=[.,;]*(?:\s|$)|[,;]+(?:https?://|www\.))", re.IGNORECASE)
# Where a field that holds several URLs starts its next one: a space, comma or semicolon, then a scheme or "www.".
_NEXT_ADDRESS = re.compile(r"[\s,;]+(?=(?:https?|ftp)://|www\.)", re.IGNORECASE)
# A DOI written into a prose field, as Zotero's ``extra`` ("DOI: 10.1145/3458817.3476145") or a ``note``
# ("doi:10.1145/...", "DOI = 10.1145/...") writes one; ``normalize_doi`` takes off the sentence's punctuation.
_DOI_REFERENCE = re.compile(r"\bdoi\s*[:=]?\s*(10\.\d{4,9}/\S+)", re.IGNORECASE)
# Fields where tools write an arXiv reference or a DOI in prose: ADS's ``eid = {arXiv:2101.00001}``, an arXiv id
# put in ``pages``, Zotero's ``extra`` lines ("arXiv: 2101.00001"), notes.
_ID_PROSE_FIELDS = (
    "journal",
    "journaltitle",
    "booktitle",
    "volume",
    "number",
    "eid",
    "pages",
    "note",
    "howpublished",
    "extra",
)
# The fields that hold an arXiv id alone: ``eprint`` (BibTeX, biblatex) and Mendeley's ``arxivId``.
_EPRINT_FIELDS = ("eprint", "arxivid")
_OTHER = LinkKind.other.value
_BOOK_TYPES = frozenset({"book", "mvbook"})
# A chapter of a book, whose venue is the book: its booktitle, or the series it appeared in when it gives none
# ("@Inbook{..., series={Handbook of the Economics of Education}}", as library catalogues export a chapter).
_CHAPTER_TYPES = frozenset({"inbook", "incollection", "bookinbook", "suppbook"})
_ISBN = re.compile(r"\bISBN\b", re.IGNORECASE)
# What a publisher field names when a tool wrote the venue there: a journal, a meeting, a thesis. Narrower than
# journals.VENUE_WORDS, whose "Science", "Nature" or "Reviews" publishers' names hold ("Springer Science & Business
# Media", "Annual Reviews").
_NOT_A_PUBLISHER = re.compile(
    r"\b(?:journal|trans(?:actions|\.)|proc(?:eedings|\.)|conference|congress|symposium|workshop|letters|annals|"
    r"bulletin|thesis|th[eè]se|dissertation|doctorat)\b",
    re.IGNORECASE,
)
# The parts of a volume a database exports as entries of their own, titled by that name alone (Scopus's "Preface" of
# a workshop's proceedings, "Editorial", "Foreword", "Front matter", "Table of contents"): no paper of the list.
_FRONT_MATTER_TITLE = re.compile(
    r"(?:(?:guest\s+)?editorial|prefaces?|forewords?|front\s+matter|table\s+of\s+contents|contents|index|"
    r"(?:author|subject)\s+index|errat(?:um|a)|(?:message|welcome)\s+from\s+the\s+\w+(?:\s+\w+)?)\.?",
    re.IGNORECASE,
)
# A number in a publisher field that is no year: a journal's volume ("Math. Ann. 272"), never a publisher's name.
_VOLUME_NUMBER = re.compile(r"(?<![\w-])(?!(?:1[5-9]|20)\d\d\b)\d{1,4}(?![\w-])")


@dataclass(frozen=True)
class BibPaper:
    """One entry of a .bib file, as the parse stage needs it."""

    line: int  # 1-based: the line of "@type{key,"
    end_line: int  # the line of the entry's closing brace
    raw: str  # the text of the "@" line
    key: str
    title: str
    year: int | None
    venue: str | None  # booktitle or journal as written, LaTeX decoded; "arXiv" for an arXiv eprint without one
    venue_acronym: str | None
    authors: tuple[str, ...]  # as written, braces removed, "others" dropped (``_authors``)
    links: tuple[FoundLink, ...]


@dataclass(frozen=True)
class FieldRecord:
    """A paper's record as named fields, from a .bib entry or from another format that names its fields as BibTeX
    does (``enrich.parse.yaml_records``): where it stands in the file, its type and its field values as written."""

    line: int  # 1-based: the record's first line
    end_line: int  # its last line
    raw: str  # the text of its first line
    key: str
    entry_type: str  # lower case: "article", "inproceedings", "book", ...
    fields: dict[str, str]  # field names in lower case, as BibTeX names them


@dataclass(frozen=True)
class BibSkip:
    """An entry that names no paper, such as a code repository cited as ``@misc``: counted by its reason."""

    line: int
    reason: str  # one of enrich.parse.items.SKIP_REASONS


@dataclass(frozen=True)
class BibProblem:
    """An entry that cannot be read; becomes an Unparsed record."""

    line: int
    raw: str
    reason: str


def read_bibtex(text: str) -> list[BibPaper | BibProblem | BibSkip]:
    """The papers, broken entries and entries that name no paper of a .bib file's text, in file order; never
    raises."""
    lines = text.split("\n")
    library = _library(text)
    macros = _macros(library.strings)
    fields = {entry.key: _fields(entry, macros) for entry in library.entries}
    by_key = {key.lower(): values for key, values in reversed(fields.items())}  # keys ignore case; the first wins
    volumes = {
        values["crossref"].strip().lower()
        for key, values in fields.items()
        if values.get("crossref", key).strip().lower() != key.lower()
    }
    books = _books_typed_as_books(
        [fields[entry.key] for entry in library.entries if entry.entry_type.lower() in _BOOK_TYPES]
    )
    found: list[BibPaper | BibProblem | BibSkip] = []
    for block in library.blocks:
        reused = _entry_under_a_reused_key(block) or _entry_repeating_a_field(block)
        if reused is not None:  # listed again under its key, or another paper under a key used twice: read it
            found.append(_paper(_record(reused, _with_crossref(_fields(reused, macros), by_key), lines), books=books))
        elif isinstance(block, ParsingFailedBlock):
            found.append(BibProblem(_line(block), _raw(lines, block), _failure(block)))
        elif isinstance(block, ImplicitComment):
            found.extend(_entries_read_as_comment(block, lines))
        elif isinstance(block, Entry) and block.key.lower() in volumes:
            found.append(BibSkip(_line(block), "proceedings volume"))
        elif isinstance(block, Entry):
            found.append(_paper(_record(block, _with_crossref(fields[block.key], by_key), lines), books=books))
    return found


def read_records(records: list[FieldRecord]) -> list[BibPaper | BibProblem | BibSkip]:
    """Records of another format, named as BibTeX names its fields, read by the rules a .bib entry is read by: a
    record and an entry with the same fields give the same paper, or the same skip."""
    books = _books_typed_as_books([record.fields for record in records if record.entry_type in _BOOK_TYPES])
    return [_paper(record, books=books) for record in records]


def _record(entry: Entry, fields: dict[str, str], lines: list[str]) -> FieldRecord:
    line = _line(entry)
    end_line = line + (entry.raw or "").count("\n")
    return FieldRecord(line, end_line, _raw(lines, entry), entry.key, entry.entry_type.lower(), fields)


def _entry_under_a_reused_key(block: Block) -> Entry | None:
    """The entry of a block bibtexparser refused only because its key is used above: a list that names a paper twice
    (in two sections, say) writes its entry twice, key and all; the entry is as readable as the first."""
    if isinstance(block, DuplicateBlockKeyBlock) and isinstance(block.ignore_error_block, Entry):
        return block.ignore_error_block
    return None


def _entry_repeating_a_field(block: Block) -> Entry | None:
    """The entry of a block bibtexparser refused only because a field stands twice with the same value (``month =
    {2}`` twice, as some publishers' exports write an entry): BibTeX warns and reads the first, and the second says
    nothing the first does not. A field repeated with another value stays a problem: which one is meant is unsure;
    only a link field's values are all the paper's, each an address of it, so both are kept, and a keyword field's
    values are each one keyword (``_ITEM_FIELDS``), joined.
    The entry is given as the parser gives the others (``_library``): each field once, its name in lower case."""
    entry = block.ignore_error_block if isinstance(block, DuplicateFieldKeyBlock) else None
    if not isinstance(entry, Entry):
        return None
    first: dict[str, Field] = {}
    for field in entry.fields:
        name = field.key.lower()
        if name in first and " ".join(str(first[name].value).split()) != " ".join(str(field.value).split()):
            if name in _ITEM_FIELDS:
                first[name] = Field(name, f"{first[name].value}, {field.value}", first[name].start_line)
                continue
            if name not in _LINK_FIELDS:
                return None
            # "url = {https://host/P18-1128}" and later "url = {https://host/P18-1128.pdf}": a link field names
            # another address of the paper, each of them one of its links (read line by line, ``_addresses``)
            first[name] = Field(name, f"{first[name].value}\n{field.value}", first[name].start_line)
        first.setdefault(name, Field(name, field.value, field.start_line))
    return Entry(entry.entry_type, entry.key, list(first.values()), entry.start_line, entry.raw)


def entry_fields(text: str) -> dict[str, int] | None:
    """Field name (lowercase) -> the 1-based line where the field starts, when text is exactly one entry from its
    first line to its last; None otherwise. ``enrich fix`` reads an entry again this way before adding fields to it:
    an entry that no longer spans the lines the run recorded is left alone."""
    blocks = [block for block in _library(text).blocks if not isinstance(block, ImplicitComment)]
    if len(blocks) != 1 or not isinstance(blocks[0], Entry) or blocks[0].start_line != 0:
        return None
    entry = blocks[0]
    if (entry.raw or "").count("\n") != text.count("\n"):
        return None
    return {field.key: field.start_line + 1 for field in entry.fields}


def _library(text: str) -> Library:
    """bibtexparser's blocks for the text, field names in lower case, comment lines blanked (line numbers kept)."""
    return bibtexparser.parse_string(_COMMENT_LINE.sub("", text), parse_stack=[NormalizeFieldKeys()])


# ------------------------------------------------------------------------------------------------ values


def _macros(strings: list[String]) -> dict[str, str]:
    macros: dict[str, str] = {}
    for string in strings:
        macros[string.key.lower()] = _value(string.value, macros)
    return macros


def _fields(entry: Entry, macros: Mapping[str, str]) -> dict[str, str]:
    return {field.key: _value(field.value, macros) for field in entry.fields}


def _value(written: str, macros: Mapping[str, str]) -> str:
    """A value's text: each part without its braces or quotes, macro names replaced, parts joined by "#" joined."""
    return "".join(_part(part.strip(), macros) for part in _parts(written))


def _parts(written: str) -> list[str]:
    if "#" not in written:
        return [written]
    parts: list[str] = []
    start, depth, quoted = 0, 0, False
    for mark in _VALUE_MARKS.finditer(written):
        char = mark.group()
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
        elif char == '"' and depth == 0:
            quoted = not quoted
        elif char == "#" and depth == 0 and not quoted:
            parts.append(written[start : mark.start()])
            start = mark.end()
    parts.append(written[start:])
    return parts


def _part(part: str, macros: Mapping[str, str]) -> str:
    if len(part) >= 2 and (part[0], part[-1]) in (("{", "}"), ('"', '"')):
        return part[1:-1]
    return macros.get(part.lower(), part)


def _with_crossref(fields: dict[str, str], entries: Mapping[str, dict[str, str]]) -> dict[str, str]:
    parent = entries.get(fields.get("crossref", "").strip().lower())
    if parent is None:
        return fields
    inherited = {name: parent[name] for name in _INHERITED if name in parent and name not in fields}
    if "title" in parent and not any(name in fields or name in parent for name in _VENUE_FIELDS):
        inherited["booktitle"] = parent["title"]
    return {**fields, **inherited}


# ------------------------------------------------------------------------------------------------ one entry


def _paper(record: FieldRecord, *, books: bool) -> BibPaper | BibProblem | BibSkip:
    fields, entry_type, line = record.fields, record.entry_type, record.line
    title = clean_title(_latex(fields.get("title", "")))
    if not title:
        return BibProblem(line, record.raw, "the entry has no title")
    venue = _venue(fields)
    if venue is None and entry_type in _CHAPTER_TYPES:
        venue = _latex(fields.get("series", "")) or None  # a handbook's chapter: its series names the volume
    links = _links(fields)
    if entry_type in _UNPUBLISHED_TYPES and (venue is None and _only_code(links) or _software(fields)):
        return BibSkip(line, "software")  # "@misc{..., title = {owner/repo}, url = {https://github.com/...}}"
    if entry_type in _UNPUBLISHED_TYPES and venue is None and _published_by_a_body(fields):
        return BibSkip(line, "web page" if entry_type in _WEB_TYPES else "documentation")
    if books and entry_type in _BOOK_TYPES and venue is None and _a_book(fields):
        return BibSkip(line, "book")
    if _FRONT_MATTER_TITLE.fullmatch(title):
        return BibSkip(line, "front matter")
    return BibPaper(
        line=line,
        end_line=record.end_line,
        raw=record.raw,
        key=record.key,
        title=title,
        year=_year(fields),
        venue=venue,
        venue_acronym=_venue_acronym(venue),
        authors=_authors(fields),
        links=links,
    )


def _published_by_a_body(fields: Mapping[str, str]) -> bool:
    """An unpublished entry whose every author is an organisation (``_BODY``: "Google LLC", "FernUniversität in
    Hagen", "Bundesamt für Kartographie") and that names no DOI or arXiv id: a body's web page, product documentation
    or standard, which a list cites beside its papers but which is no paper (a paper has people for authors)."""
    authors = _authors(fields)
    if not authors or not all(_BODY.search(name) for name in authors):
        return False
    return _doi(fields) is None and _arxiv_id(fields) is None


def _books_typed_as_books(typed_book: list[dict[str, str]]) -> bool:
    """Whether a file's ``@book`` type means a book: most of its ``@book`` entries read as books (``_a_book``). A
    tool that types every entry ``@book`` (GAPDoc writes a journal article's venue into ``publisher``) says nothing
    by the type, and its entries are read as papers, a journal ``_a_book`` cannot tell from a publisher among them."""
    return sum(map(_a_book, typed_book)) * 2 > len(typed_book)


def _a_book(fields: Mapping[str, str]) -> bool:
    """Whether a ``@book`` without a journal or booktitle is a book, as its type says, rather than an article a tool
    typed so (GAPDoc types every entry ``@book``, an EndNote export a journal's software paper): an article's DOI
    without an ISBN, or a publisher field naming a journal with its volume (``{J. Pure Appl. Algebra 215}``,
    ``{Trans. of the AMS., 352, no. 10}``), a meeting (``{Proceedings ACA 2013}``) or a thesis, says otherwise."""
    doi = _doi(fields)
    isbn = "isbn" in fields or any(_ISBN.search(fields.get(name, "")) for name in ("publisher", "note"))
    if doi is not None and not is_book_doi(doi) and not isbn:
        return False
    publisher = _latex(fields.get("publisher", ""))
    return isbn or not (_NOT_A_PUBLISHER.search(publisher) or _VOLUME_NUMBER.search(publisher))


def _software(fields: Mapping[str, str]) -> bool:
    """A code's record as indexes export it: NASA ADS files the Astrophysics Source Code Library's entries under the
    keyword "Software" with ``archivePrefix = {ascl}``."""
    return _latex(fields.get("keywords", "")).casefold() == "software" or fields.get("archiveprefix", "") == "ascl"


def _only_code(links: tuple[FoundLink, ...]) -> bool:
    return bool(links) and all(link.kind == LinkKind.code.value for link in links)


def _entries_read_as_comment(block: ImplicitComment, lines: list[str]) -> Iterator[BibProblem]:
    """Entries in the text BibTeX reads as a comment because their type is no name (``@-article{key,``, as a file
    disables an entry, or ``@ article{``, as a typo may write one): BibTeX skips them, and so would the list's
    papers be, unreported. Each is an unparsed record, so the maintainer decides whether it stays out."""
    first = _line(block)
    for offset, text in enumerate((block.comment or "").split("\n")):
        opening = _ENTRY_READ_AS_COMMENT.match(text)
        if opening is not None:
            yield BibProblem(
                first + offset,
                lines[first + offset - 1].removesuffix("\r"),
                f"an entry BibTeX reads as a comment: its type '@{opening.group(1)}' is no entry type's name",
            )


def _line(block: Block) -> int:
    return (block.start_line or 0) + 1


def _raw(lines: list[str], block: Block) -> str:
    return lines[_line(block) - 1].removesuffix("\r")


def _failure(block: ParsingFailedBlock) -> str:
    if isinstance(block, DuplicateBlockKeyBlock):
        return f"the key {block.key} is already used above"
    if isinstance(block, DuplicateFieldKeyBlock):
        return f"the entry has more than one {', '.join(sorted(block.duplicate_keys))} field"
    detail = getattr(block.error, "abort_reason", None) or str(block.error)
    return f"not valid BibTeX: {' '.join(detail.split())}"


def _latex(text: str) -> str:
    """What LaTeX prints for a title, venue or name, spaces collapsed."""
    if "$" in text or "\\(" in text:
        text = _INLINE_MATH.sub(_scripts_as_text, text)
    if _LATEX_MARKS.search(text):
        text = _HREF.sub(r"\1", text)
        try:
            text = _decoder().latex_to_text(_BARE_SPECIAL.sub(r"\\\1", text))
        except IndexError:  # a macro the decoder knows, written without all its arguments ("\href{url}")
            text = _MACRO_NAME.sub("", text).replace("}{", " ").replace("{", "").replace("}", "")
    return " ".join(text.split())


def _scripts_as_text(math: re.Match[str]) -> str:
    """A formula's scripts as a title is typed ("HO2", "NC^1"): subscripts plain, superscripts after a caret,
    joined to the word before them. Other math is kept as written, with the space before it."""
    inner = _TEXT_IN_MATH.sub("", math.group(1) or math.group(2))
    if not _SCRIPTS_ONLY.fullmatch(inner):
        return math.group(0)
    return "".join(text if mark == "_" else f"^{text}" for mark, text in _SCRIPT.findall(inner))


@cache
def _decoder() -> LatexNodes2Text:
    """Built on first use: it takes longer than reading most lists, and text lists never need it."""
    return LatexNodes2Text(math_mode="verbatim")


def _venue(fields: Mapping[str, str]) -> str | None:
    for name in _VENUE_FIELDS:
        macro = _AAS_JOURNALS.get(fields.get(name, "").strip().strip("{}"))
        if macro is not None:
            return macro
        venue = _latex(fields.get(name, ""))
        if venue and _ARXIV_REFERENCE.search(venue):
            return "arXiv"  # "arXiv preprint arXiv:2005.14165" names arXiv and an id, not a venue's name
        if venue:
            return venue
    return "arXiv" if _is_arxiv(fields) else None


def _venue_acronym(venue: str | None) -> str | None:
    """The tag's rule (``canonical_acronym``) for a venue written as an acronym ("OSDI", "CoRR"); for a venue
    written out, as a .bib file mostly writes it ("14th USENIX Symposium on Operating Systems Design and
    Implementation"), the acronym of the known venue it names, as for a record's venue string. A two-digit year
    after an unknown acronym ("MIST '17") is not part of it."""
    if venue_for_acronym(venue) is None and (named := venue_for_name(venue)) is not None:
        return named.acronym
    short = _SHORT_YEAR_AFTER.sub("", venue) if venue else venue  # "MIST '17", as ACM's exports write a booktitle
    if short and venue_for_acronym(short) is None and (stated := stated_acronym(short)):
        return canonical_acronym(stated)
    return canonical_acronym(short)


def _year(fields: Mapping[str, str]) -> int | None:
    for name in ("year", "date"):
        match = _YEAR.search(fields.get(name, ""))
        if match:
            return int(match.group())
    return None


def _authors(fields: Mapping[str, str]) -> tuple[str, ...]:
    """The names as written, braces removed, "others" dropped. A name braced whole that lists several people
    ("{Ling Yang, Zhilong Zhang, and Bin Cui}", as some files write every author field) is one name to BibTeX, yet
    plainly a list: it is split at its commas, as is an unbraced name of three or more full names separated by commas.
    One comma alone ("{Barnes and Noble, Inc.}") does not make a list."""
    names: list[str] = []
    for name in split_multiple_persons_names(fields.get("author", "")):
        if name.startswith("{") and name.endswith("}") and _NAME_LIST_MARK.search(name):
            names.extend(_NAME_LIST_SEPARATOR.split(name[1:-1]))
        elif _full_names(parts := _NAME_LIST_SEPARATOR.split(name)):
            names.extend(parts)  # "Riza Alp Guler, Natalia Neverova, Iasonas Kokkinos": commas for "and"
        else:
            names.append(name)
    decoded = (_latex(name) for name in names)
    return tuple(name for name in decoded if name and name.lower() != "others")


def _full_names(parts: list[str]) -> bool:
    """Three or more comma-separated parts of two words or more each are people, never BibTeX's "Last, Jr, First"
    (whose parts are a surname, a suffix and given names)."""
    return len(parts) >= 3 and all(len(part.split()) >= 2 for part in parts)


def _is_arxiv(fields: Mapping[str, str]) -> bool:
    """An arXiv preprint by its eprint fields, by a journal written as an arXiv reference ("arXiv preprint
    arXiv:2005.14165", "CoRR"), or as DataCite exports arXiv's records: ``publisher = {arXiv}`` and the arXiv DOI
    (``doi = {10.48550/ARXIV.2212.09736}``)."""
    prefix = fields.get("archiveprefix", fields.get("eprinttype", "")).strip().lower()
    if prefix == "arxiv" or _arxiv_id(fields) is not None and not prefix:
        return True
    return fields.get("publisher", "").strip().lower() == "arxiv" or is_arxiv_doi(normalize_doi(fields.get("doi")))


def _arxiv_id(fields: Mapping[str, str]) -> str | None:
    """The arXiv id however a tool writes it: ``eprint`` (with ``archivePrefix``/``eprinttype``, or alone when it
    has the grammar of an arXiv id; a subject class after it, "2101.00001 [cs.LG]", is not part of it) or Mendeley's
    ``arxivId``, ``journal = {arXiv:2005.14165}`` or ``{arXiv preprint arXiv:...}``, DBLP's ``journal = {CoRR},
    volume = {abs/1810.04805}``, ADS's ``eid = {arXiv:...}``, Zotero's ``extra = {arXiv: ...}``. An eprint another
    archive names (PubMed, HAL) is not one."""
    prefix = fields.get("archiveprefix", fields.get("eprinttype", "")).strip().lower()
    if prefix in ("arxiv", ""):
        for name in _EPRINT_FIELDS:
            words = _verbatim(fields.get(name, "")).split()
            if words and (found := normalize_arxiv_id(words[0])):
                return found
    for name in _ID_PROSE_FIELDS:
        written = _ARXIV_REFERENCE.search(_verbatim(fields.get(name, "")))
        if written and (found := normalize_arxiv_id(written.group(1))):
            return found
    return None


def _doi(fields: Mapping[str, str]) -> str | None:
    """The ``doi`` field, or a DOI written into a prose field (``_DOI_REFERENCE``) when there is none."""
    doi = normalize_doi(_unwrapped(fields.get("doi", "")))
    if doi:
        return doi
    for name in _ID_PROSE_FIELDS:
        written = _DOI_REFERENCE.search(_verbatim(fields.get(name, "")))
        if written and (doi := normalize_doi(written.group(1))):
            return doi
    # An abstract cites other works, so its DOIs are not the entry's; an abstract that is a DOI alone ("Doi:
    # 10.1002/esp.1952", as some exports fill the field) cites nothing else.
    alone = _DOI_REFERENCE.fullmatch(_verbatim(fields.get("abstract", "")).strip())
    return normalize_doi(alone.group(1)) if alone else None


def _links(fields: Mapping[str, str]) -> tuple[FoundLink, ...]:
    """The doi field as a DOI link and an arXiv eprint as an arXiv link, both of kind other, as the identifier labels
    of text lists give them, so ``ids_from_links`` reads them as the paper's; then the link fields as written."""
    links: list[FoundLink] = []
    doi = _doi(fields)
    if doi:
        written = _unwrapped(fields.get("doi", "")).strip()
        # "doi = {http://dx.doi.org/10.1016/...}", as ScienceDirect's exports write it: the address as written
        address = written if written.startswith(("http://", "https://")) and doi_from_url(written) == doi else None
        links.append(FoundLink(_OTHER, "DOI", address or doi_url(doi)))
    arxiv_id = _arxiv_id(fields)
    if arxiv_id:
        links.append(FoundLink(_OTHER, "arXiv", arxiv_abs_url(arxiv_id)))
    for name in _LINK_FIELDS:
        for url in _addresses(fields.get(name, "")):
            links.append(FoundLink(link_kind(name, url), name, url))
    for name, url in _more_link_fields(fields):
        if all(url != link.url for link in links):
            links.append(FoundLink(link_kind("", url), name, url))
    for name in ("howpublished", "note"):  # "\url{https://arxiv.org/abs/...}" inside prose fields
        for url in _addresses_in_prose(fields.get(name, "")):
            links.append(FoundLink(link_kind("", url), name, url))
    links += _abstract_links(fields.get("abstract", ""))
    return tuple(links)


def _abstract_links(abstract: str) -> list[FoundLink]:
    """The addresses an abstract gives for the paper's software or data, as journals' abstracts close ("Availability
    and implementation: https://github.com/..."); an identifier there (a DOI, an arXiv address) may be another
    work's, so it is no link of this entry's."""
    if "http" not in abstract and "www." not in abstract:
        return []
    found = []
    for url in _addresses_in_prose(abstract):
        if url.count(")") > url.count("("):  # "(http://example.org/tool)": the parenthesis is the prose's
            url = url[: url.rfind(")")]
        if "arxiv.org/" in url.lower() or doi_from_url(url) is not None:
            continue
        found.append(FoundLink(link_kind("", url), "abstract", url))
    return found


def _addresses_in_prose(value: str) -> list[str]:
    """The URLs a prose field writes, bare or in ``\\url{...}``."""
    return _URL_IN_TEXT.findall(_verbatim(value.replace("\\url", " ")))


def _more_link_fields(fields: Mapping[str, str]) -> list[tuple[str, str]]:
    """(field, URL) for the links tools write outside ``url``: BibDesk's ``bdsk-url-1``, ``bdsk-url-2``, ..., a
    publisher's PDF address in ``eprint`` (``eprint = {https://direct.mit.edu/.../coli_a_00493.pdf}``), the
    electronic edition in ``ee``, as older dblp exports write it, NASA ADS's abstract page in ``adsurl``, and an
    online file in JabRef's ``file``, and any other ``*_url`` field (``discussion_url``, ``code_url``)."""
    named = sorted((name for name in fields if name.startswith("bdsk-url-")), key=lambda name: (len(name), name))
    named += sorted(name for name in fields if name.endswith(("_url", "-url")) and not name.startswith("bdsk-url-"))
    found = [(name, _unwrapped(fields[name])) for name in [*named, "eprint", "ee", "adsurl"] if name in fields]
    found += [("file", url) for url in _file_field_addresses(fields.get("file", ""))]
    return [(name, url) for name, url in found if url.startswith(("http://", "https://"))]


def _file_field_addresses(value: str) -> list[str]:
    """The online files of a ``file`` field, as JabRef, Zotero and Mendeley write it: records split by ``;``, each
    ``description:path:type`` with the colons and semicolons inside a part escaped (``Paper:https\\://arxiv.org/
    pdf/1802.08735.pdf:URL``). A path on the owner's disk (``C\\:\\Users\\...``, ``/home/...``) is no link."""
    if "http" not in value:
        return []
    parts = (part for record in _FILE_RECORDS.split(value) for part in _FILE_PARTS.split(record))
    return [path for part in parts if (path := _unwrapped(_FILE_ESCAPE.sub(r"\1", part))).startswith("http")]


def _addresses(value: str) -> list[str]:
    """The URLs of a link field, which Mendeley and JabRef fill with several (``url = {https://a https://b}``,
    separated by spaces, commas or line breaks): a new address opens with its scheme or ``www.``, so only there is
    the field cut; a break inside one address (a tool wrapping it) joins again. A value in the ``file`` field's
    form, its colons escaped (``:https\\://host/paper.pdf:URL``), as JabRef writes one moved into ``url``, is read
    as that field is."""
    if "\\:" not in value:
        return [url for part in _NEXT_ADDRESS.split(_verbatim(value)) if (url := _unwrapped(part.strip()))]
    # "{:https\\://host/paper.pdf:URL}": a ``file`` record a tool wrote into the field, perhaps beside an address
    parts = value.split("\n")
    return [url for part in parts for url in (_file_field_addresses(part) if "\\:" in part else _addresses(part))]


def _unwrapped(value: str) -> str:
    """A DOI or URL as written (``_verbatim``), joined again where a tool wrapped it over lines ("10.1145/\\n
    3458817"): no DOI or URL holds a line break or the indentation after it."""
    return _LINE_WRAP.sub("", _verbatim(value))


def _verbatim(value: str) -> str:
    """An identifier or URL as written: no braces, no LaTeX escapes ("10.1000/a\\_b" is 10.1000/a_b)."""
    return _ESCAPED.sub(r"\1", value).replace("{", "").replace("}", "").strip()
