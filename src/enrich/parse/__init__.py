"""Parse stage: reading lists in, one Entry per paper (and one Unparsed per unreadable entry line) out.

A Markdown file (``*.md``) is read as a document (``enrich.parse.blocks`` gives its structure,
``enrich.parse.items`` the entry rules), a BibTeX file (``*.bib``) entry by entry (``enrich.parse.bibtex``), and a
text file line by line, where the format is recognised per line, so one file may mix styles:

- plain text: ``[2020 FAST] Quiver: An Informed Storage Cache for Deep Learning. [PDF] [Slides]`` under bare
  heading lines, with an optional bulleted table of contents that gives the headings their nesting;
- bulleted: ``• [OSDI '22] Unity: ...`` under ``# Heading`` lines.

A paper listed twice (same ``enrich.titles.title_key``, hence the same ``paper_id``), in one file or in several,
is one Entry with several occurrences. Parsing text is pure (``parse_text``, ``parse_texts``); ``parse_paths``
only adds reading the files.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from enrich.collector import collector_paused
from enrich.files import broken_link, lone_returns_as_newlines
from enrich.models import Entry, Unparsed
from enrich.parse import bulleted, marked_lines, plain
from enrich.parse.audit import SkipMark, audit_lines, no_rule_read_its_title
from enrich.parse.bibtex import BibProblem, BibSkip, read_bibtex
from enrich.parse.blocks import read_blocks
from enrich.parse.citations import TITLELESS_TAIL, is_citation, same_authors, titleless_citation
from enrich.parse.common import (
    RECORD_FORMATS,
    EntryLine,
    Format,
    FoundLink,
    Problem,
    clean_heading,
    clean_title,
    has_paper_link_label,
    ids_from_links,
    merge_links,
    parse_tag,
    pipe_framed,
    read_links,
    venue_without_issue,
)
from enrich.parse.items import (
    MIN_TITLE_LIKE_WORDS,
    Listing,
    Skip,
    _split_names,
    is_author_key,
    names_a_kind_of_paper,
    names_works_cited_as_papers,
    read_items,
    reads_like_a_paper,
    text_line_alone,
)
from enrich.parse.markup import as_markdown, org_rules_as_gfm
from enrich.parse.records import link_without_url, share_fields_set
from enrich.parse.rst import MarkdownReading, is_rst, labels_the_citation_below, rst_as_markdown
from enrich.parse.tagger import MAX_ENTRY_LINES, completed, entry_lines, labeller_on, rescue
from enrich.parse.yaml_records import CitationRecord, YamlRecord, read_yaml_records
from enrich.progress import format_counts
from enrich.titles import paper_id, paper_id_in_year
from enrich.venues import named_acronym

__all__ = [
    "FileStats",
    "ParseResult",
    "SeedError",
    "counted",
    "decode_seed",
    "parse_paths",
    "parse_text",
    "parse_texts",
    "seed_files",
]

# R Markdown and Quarto documents (a package's vignette of the papers that cite it, a course site's readings) are
# Markdown with a YAML header and code chunks, which read as front matter and fenced code. Suffixes compare in
# lower case: ".Rmd" is how R writes it.
MARKDOWN_SUFFIXES = (".md", ".markdown", ".rmd", ".qmd")
# reStructuredText and Org files hold reading lists too (a references page of a documentation site, a notes file);
# their markup differs from Markdown's, so they are read as text lists: line by line, then as plain paragraphs.
TEXT_SUFFIXES = (".txt", ".rst", ".org")
# YAML files hold bibliographies as records (``enrich.parse.yaml_records``); one that holds none is read as text.
YAML_SUFFIXES = (".yaml", ".yml")
SEED_SUFFIXES = (*TEXT_SUFFIXES, *MARKDOWN_SUFFIXES, *YAML_SUFFIXES, ".bib")
READS = "enrich reads .md, .markdown, .Rmd, .qmd, .txt, .rst, .org, .yaml, .yml and .bib"
# A title without letters or digits has an empty title key; it would merge with every other such title.
_ID_OF_EMPTY_KEY = paper_id("")
# Longest title an entry may have. The longest real paper titles run to about 300 characters; a longer "title" is
# a paragraph, a pasted abstract or a missing closing mark that swallowed the rest of the file. Sent as a search it
# would cost every service a request for nothing (and exceed some services' URL limits), so it becomes a note.
MAX_TITLE_CHARS = 1000
# The warning on an entry the labeller read where no rule could (``_Scan._rescued``): its fields are a trained
# model's reading of a shape the rules do not know, right for most such lines but not for all, so the maintainer
# is asked to look.
RESCUED_WARNING = (
    "no rule reads this line's shape: its title, year and venue are the entry labeller's reading; check them"
)
# Listings of one title are one paper when their years are at most this far apart: a preprint may come up to two
# years before its publication (the resolver accepts a record that far from the list's year, enrich.resolve.score).
# Farther apart, the title names two works ("Deep Learning", the 2015 article and another book); they stay two
# entries, and the resolver still merges them if both turn out to be the same record. Merging two works instead
# could never be undone: the first listing's record, and its DOI, would be written back to the other's line.
SAME_WORK_YEAR_GAP = 2
_VALIDATE_ENTRY = Entry.__pydantic_validator__.validate_python
# The summary is one paragraph for a person; FileStats.warnings keeps every warning.
MAX_WARNINGS_IN_SUMMARY = 10


class SeedError(ValueError):
    """Seeds that cannot be used at all (missing path, nothing selected, not UTF-8): the run stops before output."""


@dataclass(frozen=True)
class FileStats:
    file: str
    formats: dict[str, int]  # entry lines per detected format
    entries: int  # entry lines; a paper listed twice counts twice
    unparsed: int
    warnings: list[str]  # "line 134: ..."; things a list maintainer may want to fix
    skipped: dict[str, int] = field(default_factory=dict)  # lines that hold no entry, by reason (items.SKIP_REASONS)
    # lines inside an entry after its first line, or under an unparsed record: with the entries' and records' own
    # lines and the skipped ones, every non-blank line of the file once (enrich.parse.audit)
    continued: int = 0


@dataclass(frozen=True)
class ParseResult:
    records: list[Entry | Unparsed]  # file order, then line order; an Entry where the paper is first listed
    files: list[FileStats]
    not_lists: list[str] = field(default_factory=list)  # files in a seeds folder that are not reading lists

    @property
    def entries(self) -> list[Entry]:
        return [record for record in self.records if isinstance(record, Entry)]

    @property
    def unparsed(self) -> list[Unparsed]:
        return [record for record in self.records if isinstance(record, Unparsed)]

    def summary(self) -> str:
        """One paragraph for the person running the stage: counts per file and per format, then warnings."""
        entries = self.entries
        lines = sum(stats.entries for stats in self.files)
        unparsed = sum(stats.unparsed for stats in self.files)
        repeated = sum(1 for entry in entries if len(entry.occurrences) > 1)
        sentences = [
            f"Parsed {counted(len(self.files), 'file')}: {counted(lines, 'entry line')} gave "
            f"{counted(len(entries), 'paper')} ({repeated} listed more than once), "
            f"{counted(unparsed, 'unparsed line')}.",
            "; ".join(_file_summary(stats) for stats in self.files) + ".",
        ]
        if self.not_lists:
            what = "file that is not a reading list" if len(self.not_lists) == 1 else "files that are not reading lists"
            sentences.append(f"Skipped {len(self.not_lists)} {what} ({', '.join(self.not_lists)}): {READS}.")
        by_format: Counter[str] = Counter()
        for stats in self.files:
            by_format.update(stats.formats)
        if by_format:
            sentences.append(f"By format: {format_counts(by_format)}.")
        skipped: Counter[str] = Counter()
        for stats in self.files:
            skipped.update(stats.skipped)
        if skipped:
            sentences.append(
                f"Skipped {counted(skipped.total(), 'line')} that are not entries: "
                f"{format_counts(dict(skipped.most_common()))}."
            )
        warnings = [f"{stats.file} {warning}" for stats in self.files for warning in stats.warnings]
        if warnings:
            shown = "; ".join(warnings[:MAX_WARNINGS_IN_SUMMARY])
            more = len(warnings) - MAX_WARNINGS_IN_SUMMARY
            ending = f"; and {more} more." if more > 0 else "."
            sentences.append(f"{counted(len(warnings), 'warning')}: {shown}{ending}")
        return " ".join(sentences)


def parse_paths(paths: Sequence[Path]) -> ParseResult:
    """Read the lists named by paths (files, or folders of lists: SEED_SUFFIXES) and parse them as one collection."""
    texts = []
    for path in seed_files(paths):
        name = _display_name(path)
        try:
            data = path.read_bytes()
        except OSError as error:
            raise SeedError(f"cannot read {name}: {error.strerror or error}") from None
        texts.append((name, decode_seed(data, name)))
    parsed = parse_texts(texts)
    return ParseResult(parsed.records, parsed.files, [_display_name(path) for path in not_lists(paths)])


def not_lists(paths: Sequence[Path]) -> list[Path]:
    """Files in the given folders that are not reading lists (a .docx, a PDF, an image), sorted by name: named in
    the parse summary, so that a list saved in another format is not missed unseen. Hidden files (.gitkeep,
    .DS_Store) are the folder's housekeeping and are not named."""
    found = [
        file
        for path in paths
        if path.is_dir()
        for file in path.iterdir()
        if file.is_file() and file.suffix.lower() not in SEED_SUFFIXES and not file.name.startswith(".")
    ]
    return sorted(found, key=lambda file: file.name)


def seed_files(paths: Sequence[Path]) -> list[Path]:
    """The files to parse: each file as given, each folder's lists (SEED_SUFFIXES) sorted by name; each file once."""
    if not paths:
        raise SeedError("no seed files given")
    files: list[Path] = []
    for path in paths:
        _refuse_broken_link(path)
        if path.is_dir():
            listed = [p for p in path.iterdir() if p.suffix.lower() in SEED_SUFFIXES]
            for candidate in listed:
                _refuse_broken_link(candidate)
            found = sorted((p for p in listed if p.is_file()), key=lambda p: p.name)
            if not found:
                raise SeedError(f"no reading list in folder {path}: {READS}")
            files.extend(found)
        elif path.is_file():
            if path.suffix.lower() not in SEED_SUFFIXES:
                kind = path.suffix or "no suffix"
                raise SeedError(f"{path} is not a reading list ({kind}): {READS}")
            files.append(path)
        elif path.exists():
            raise SeedError(f"{path} is neither a file nor a folder")
        else:
            raise SeedError(f"seed path not found: {path}")
    unique: dict[Path, Path] = {}
    for file in files:
        unique.setdefault(file.resolve(), file)
    return list(unique.values())


def _refuse_broken_link(path: Path) -> None:
    """A list linked from somewhere that is gone stops the run: skipped, its papers would look removed."""
    problem = broken_link(path)
    if problem:
        raise SeedError(problem)


def decode_seed(data: bytes, file: str) -> str:
    """The text of a list file; a byte that is not UTF-8 stops the run rather than turning titles into mojibake."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SeedError(
            f"{file} is not UTF-8: byte 0x{data[error.start]:02x} at offset {error.start} cannot be decoded"
        ) from None
    return text.removeprefix("\ufeff")


def parse_text(text: str, file: str) -> ParseResult:
    """Parse one list held in memory; file is only the name recorded in occurrences."""
    return parse_texts([(file, text)])


def parse_texts(texts: Sequence[tuple[str, str]]) -> ParseResult:
    """Parse (file name, text) pairs as one collection: a paper listed in two files is one entry."""
    with collector_paused():
        scans = [_scan(file, text) for file, text in texts]
        records, merge_warnings = _merge(scans)
        files = [_file_stats(scan, merge_warnings.get(scan.file, [])) for scan in scans]
        del scans  # before the collector resumes, so that it has only the records left to look at
    return ParseResult(records=records, files=files)


def _file_stats(scan: _Scan, merge_warnings: list[tuple[int, str]]) -> FileStats:
    warnings = sorted(scan.warnings + merge_warnings, key=lambda item: item[0])
    if not scan.formats:
        warnings.insert(0, (0, "no entry lines found"))
    return FileStats(
        file=scan.file,
        formats=dict(scan.formats),
        entries=sum(scan.formats.values()),
        unparsed=scan.unparsed,
        warnings=[f"line {line}: {text}" if line else text for line, text in warnings],
        skipped=dict(scan.skipped),
        continued=scan.continued,
    )


# ------------------------------------------------------------------------------------------------ one file


class _Listed(NamedTuple):
    """One entry line, before listings of the same paper are merged.

    The occurrence stays a dict of Occurrence fields until the Entry is built: pydantic then validates the whole
    record in one call, which is markedly faster than building each nested model on its own.
    """

    id: str
    occurrence: dict[str, Any]
    links: tuple[FoundLink, ...]


# Names that open an entry's line right before a colon and its title, in plain words of two or more: "Soft Updates:
# Title", "Catching Both Gray and Black Swans: Title". Marks around them ("**LABOR Agent**: ...") name a system the
# rules read apart; a surname alone ("Feynman: Title") or "et al." is an author as surely as a list can write one.
_PLAIN_NAMES_BEFORE_COLON = re.compile(r"(?!.*\bet al\b)[^\W\d_][\w'&,.-]*(?:\s+[\w'&,.-]+)+:\s+$")
# A list names authors when more of its entries than this share do, the names before a colon set apart.
_AUTHORED_SHARE = 0.1


def _names_before_colon(occurrence: dict[str, Any]) -> str | None:
    """The text of the entry's author list when it stands right before a colon and the title, in plain words."""
    authors = occurrence.get("seed_authors") or []
    raw, title = occurrence["raw"], occurrence["seed_title"]
    start, title_start = (raw.find(authors[0]), raw.find(title[:20])) if authors else (-1, -1)
    if not 0 <= start < title_start or _PLAIN_NAMES_BEFORE_COLON.fullmatch(raw, start, title_start) is None:
        return None
    return raw[start:title_start].rstrip().removesuffix(":")


# How a citation sets its title apart: in italics (a whole work's, in the humanities' styles) or in quotation marks
# (a part's: an article, a chapter, an essay). A line holding both quotes a part and sets its journal in italics.
_ITALIC_SPAN = re.compile(r"(?<![*\w])\*(?!\*)[^*]+(?<!\*)\*(?![*\w])|(?<![_\w])_(?!_)[^_]+(?<!_)_(?![_\w])")
_QUOTED_SPAN = re.compile(r"[\"“][^\"“”]{3,}[\"”]")
_MIN_TITLES_EACH_WAY = 3  # titles set each way before a list is taken to tell parts from whole works by them
# An italic span that credits the work rather than titling it: "_Zhou et al. 2016_", "*Lee and Wu, 2019*".
_ITALIC_CREDIT = re.compile(r"\bet al\b|(?:19|20)\d\d\W*$")


def _links_to_a_paper(links: Sequence[FoundLink]) -> bool:
    """A link to a paper's PDF, or links naming a paper's DOI or arXiv id (``ids_from_links``: a book's DOI names
    none)."""
    ids = ids_from_links(links)
    return any(link.kind == "pdf" for link in links) or bool(ids.doi or ids.arxiv_id)


def _quotes_a_title(raw: str) -> bool:
    return ('"' in raw or "“" in raw) and _QUOTED_SPAN.search(raw) is not None


def _italic_title(raw: str) -> bool:
    """Whether the line sets a title in italics: an italic span that is no credit of names and year."""
    if "*" not in raw and "_" not in raw:
        return False
    return any(_ITALIC_CREDIT.search(span.group().strip("*_")) is None for span in _ITALIC_SPAN.finditer(raw))


class _Scan:
    """One pass over a file's lines, keeping the section path as headings come and go."""

    def __init__(self, file: str, lines: list[str]) -> None:
        self.file = file
        self._lines = lines
        self.items: list[_Listed | Unparsed] = []  # emptied by _merge as it turns them into records
        self.unparsed = 0
        self.formats: Counter[str] = Counter()  # entry lines per Format
        self.skipped: Counter[str] = Counter()  # lines that hold no entry, by reason; the audit's count in the end
        self.skips: list[SkipMark] = []  # the rules' skips, each with its start line, for the audit
        self.continued = 0  # lines inside an entry's span after its first line (the audit's count)
        self.warnings: list[tuple[int, str]] = []
        self._hash_headings, self._heading_keys = _heading_names(lines)
        self._toc = plain.TableOfContents()
        self._in_toc = False
        self._seen_entry = False
        self._authors: list[str] = []  # the last listing's authors, for a citation that repeats them by a dash
        self._stack: list[tuple[int, str]] = []
        self._section: list[str] = []
        self._prose: list[tuple[int, str, str, list[str]]] = []  # bare lines read as prose: (line, raw, text, section)

    def line(self, number: int, raw: str) -> None:
        text = raw.strip()
        if not text:
            return
        if text[0] == "#":
            found = marked_lines.heading(text)
            if found:
                self._enter_section(found[0], clean_heading(found[1]))
                self.skip(number, "heading")
                return
        found_bullet = bulleted.bullet(raw)
        if found_bullet:
            self._bullet(number, raw, *found_bullet)
            return
        read = _read_entry(text)
        if read is None:
            self._bare(number, raw, text)
        else:
            self._entry(number, raw, read, is_bullet=False)

    def _bullet(self, number: int, raw: str, indent: int, body: str) -> None:
        if marked_lines.is_anchor_link(body):
            self._toc_item(indent, None)
            self.skip(number, "table of contents")
            return
        read = _read_entry(body)
        if read is not None:
            self._entry(number, raw, read, is_bullet=True)
        elif plain.heading_key(clean_heading(body)) in self._heading_keys:
            self._toc_item(indent, clean_heading(body))
            self.skip(number, "table of contents")
        elif len(body.split()) >= MIN_TITLE_LIKE_WORDS:
            self._unparsed(number, raw, "a bullet without a [year venue] tag, and no heading has its name")
        else:
            self.skip(number, "no paper evidence")

    def _bare(self, number: int, raw: str, text: str) -> None:
        if has_paper_link_label(text):
            self._unparsed(number, raw, "links without a [year venue] tag before the title")
        elif not self._hash_headings and text[0] != "[" and plain.looks_like_heading(text) and not is_citation(text):
            self._bare_heading(number, clean_heading(text))
            self.skip(number, "heading")
        else:
            self._prose_line(number, raw, text)

    def _prose_line(self, number: int, raw: str, text: str) -> None:
        self.skip(number, "prose")
        self._prose.append((number, raw, text, list(self._section)))

    def account_for_prose(self) -> None:
        """The bare lines the line rules read no entry from, read alone as the Markdown reading accounts for a line
        (``items.text_line_alone``): a citation among tagged lines is an entry or unparsed, never prose. Done once
        the line reading is chosen over the document reading, on the counts the line rules alone gave."""
        for number, raw, text, section in self._prose:
            alone = text_line_alone(text)
            if isinstance(alone, Listing):
                self.listing(section, alone._replace(first=number, last=number), number, self._lines)
            elif isinstance(alone, Problem):
                self._unparsed(number, raw, alone.reason, section)
        self._sort_items()

    def skip(self, number: int, reason: str, lines: int = 1, *, names_its_lines: bool = False) -> None:
        """Lines from ``number`` on that hold no entry, for a named reason (items.SKIP_REASONS); ``names_its_lines``
        when the reason is a section's that says what its lines are (``items.names_works_cited_as_papers``)."""
        self.skipped[reason] += lines
        self.skips.append(SkipMark(number, reason, lines, names_its_lines))

    def finish(self) -> None:
        """The file read whole: what only the whole list tells settled, then every line accounted for."""
        self._titles_over_names_before_colons()
        self._italic_titles_as_whole_works()
        self.audit()

    def _italic_titles_as_whole_works(self) -> None:
        """A list follows one convention. Where it quotes some titles and sets others in italics in the same slot
        ("Lee, "Title," 1990" beside "Lee, *Title*, 1990"), it tells parts from whole works as the humanities'
        styles do: an italic title with no venue after it and no link to a paper is a book's, skipped as one. A
        list that sets every title one way tells nothing, and a venue or a paper's link outweighs the italics."""
        listed = [item for item in self.items if isinstance(item, _Listed)]
        quoted = [_quotes_a_title(item.occurrence["raw"]) for item in listed]
        if sum(quoted) < _MIN_TITLES_EACH_WAY:
            return  # most lists: the italics are read no further
        italic = [
            item
            for item, quotes in zip(listed, quoted, strict=True)
            if not quotes and _italic_title(item.occurrence["raw"])
        ]
        if len(italic) < _MIN_TITLES_EACH_WAY:
            return
        books = {
            id(item)
            for item in italic
            if item.occurrence["seed_venue"] is None
            and not _links_to_a_paper(item.links)
            and not names_a_kind_of_paper(item.occurrence["raw"])
        }
        for item in listed:
            if id(item) in books:
                first = item.occurrence["line"]
                self.skip(first, "book", (item.occurrence.get("end_line") or first) - first + 1)
                self.formats[item.occurrence["format"]] -= 1  # the summary counts the entries that stay
        self.items = [item for item in self.items if id(item) not in books]
        self.formats = +self.formats  # a format none of the entries that stay is written in is none of the file's

    def _titles_over_names_before_colons(self) -> None:
        """A list follows one convention. Names before a colon ("Yoon Kim: Title") cite the authors only in a list
        that names authors; where hardly another entry does, and such entries are fewer than half, the words before
        the colon open the title ("Soft Updates: A Solution to ...", "Anomaly Transformer: Time Series ..."): a
        system or a phrase named as titles are written, not people."""
        listed = [item for item in self.items if isinstance(item, _Listed)]
        opening = {id(item): names for item in listed if (names := _names_before_colon(item.occurrence))}
        authored = sum(bool(item.occurrence.get("seed_authors")) for item in listed) - len(opening)
        if not opening or authored > _AUTHORED_SHARE * len(listed) or 2 * len(opening) >= len(listed):
            return
        for index, item in enumerate(self.items):
            if isinstance(item, _Listed) and id(item) in opening:
                title = f"{opening[id(item)]}: {item.occurrence['seed_title']}"
                item.occurrence.update(seed_title=title, seed_authors=[])
                self.items[index] = item._replace(id=paper_id(title))

    def audit(self) -> None:
        """Every non-blank line accounted for once, and a skipped or unread line that reads like a paper made an
        unparsed record (``enrich.parse.audit``); the skip counts become the audit's, one per line."""
        spans = [
            (item.occurrence["line"], item.occurrence.get("end_line") or item.occurrence["line"])
            for item in self.items
            if isinstance(item, _Listed)
        ]
        recorded = [item.line for item in self.items if isinstance(item, Unparsed)]
        found = audit_lines(self._lines, spans, recorded, self.skips)
        for number, reason in found.unparsed:
            self._unparsed(number, self._lines[number - 1], reason)
        self.skipped = found.skipped
        self.continued = found.continued
        if found.unparsed:
            self._sort_items()

    def _sort_items(self) -> None:
        self.items.sort(key=lambda item: item.line if isinstance(item, Unparsed) else item.occurrence["line"])

    def _bare_heading(self, number: int, name: str) -> None:
        level = 1
        if self._toc:
            found = self._toc.level_of(name)
            if found is None:
                self.warnings.append((number, f"heading {name!r} is not in the table of contents; taken as top level"))
            else:
                level = found
        self._enter_section(level, name)

    def _toc_item(self, indent: int, name: str | None) -> None:
        """A table of contents starts the document afresh: headings above it are the document's title."""
        if not self._in_toc and not self._seen_entry:
            self._in_toc = True
            self._stack.clear()
            self._section = []
        if name is not None:
            self._toc.add(indent, name)

    def _enter_section(self, level: int, name: str) -> None:
        while self._stack and self._stack[-1][0] >= level:
            self._stack.pop()
        self._stack.append((level, name))
        self._section = [heading for _, heading in self._stack]

    def _entry(self, number: int, raw: str, read: EntryLine | Problem, *, is_bullet: bool) -> None:
        if isinstance(read, Problem):
            self._unparsed(number, raw, read.reason, self._section)
            return
        entry_format: Format = "markdown" if read.uses_markdown else "bulleted" if is_bullet else "plain"
        if self.add(
            number,
            raw,
            entry_format,
            read.links,
            seed_title=read.title,
            seed_year=read.tag.year,
            seed_venue=read.tag.venue,
            seed_venue_acronym=read.tag.venue_acronym,
            section=self._section,
            system_name=read.system_name,
        ):
            self._seen_entry = True
            if not read.brackets_balanced:
                self.warnings.append((number, "unbalanced [ ] around the links"))

    def add(self, number: int, raw: str, entry_format: Format, links: Sequence[FoundLink], **fields: Any) -> bool:
        """One entry of any format, with its Occurrence fields; False when its title cannot name a paper.

        The one place every format's entries pass, so the title rules here hold for all of them. An entry the rules
        leave without a year or a venue is completed by the entry labeller (``enrich.parse.tagger``)."""
        if entry_format not in RECORD_FORMATS:
            if not fields.get("cited_without_title"):  # ``_titleless`` read them already
                fields.update(_titleless_fields(self._lines[number - 1 : fields.get("end_line") or number]))
            fields.update(completed(fields, self._lines[number - 1 : fields.get("end_line") or number]))
            venue, acronym = venue_without_issue(fields.get("seed_venue")), fields.get("seed_venue_acronym")
            fields["seed_venue"] = venue
            fields["seed_venue_acronym"] = named_acronym(venue, venue_without_issue(acronym))
        title_length = len(fields["seed_title"])
        if title_length > MAX_TITLE_CHARS:
            self._unparsed(
                number,
                raw,
                f"the title is too long ({title_length:,} characters; at most {MAX_TITLE_CHARS:,} are read as a title)",
            )
            return False
        entry_id = paper_id(fields["seed_title"])
        if entry_id == _ID_OF_EMPTY_KEY:
            self._unparsed(number, raw, "the title has no letters or digits")
            return False
        if not links and is_author_key(fields["seed_title"]):
            # "Chua et al. [(2020) (PRL)] produce ...": a sentence citing a paper by its authors' key is no title,
            # and an entry under it would take the identifier a fix writes on the line to a paper nobody can tell;
            # a key linked to the paper's page ("[Park et al.](https://ieeexplore...)") names it by that link
            self._unparsed(number, raw, "cites a paper by its authors' key alone, without its title")
            return False
        occurrence = {"file": self.file, "line": number, "raw": raw, "format": entry_format, **fields}
        self.items.append(_Listed(entry_id, occurrence, tuple(links)))
        self.formats[entry_format] += 1
        return True

    def _unparsed(self, number: int, raw: str, reason: str, section: Sequence[str] = ()) -> None:
        if no_rule_read_its_title(reason) and labeller_on() and self._rescued(number, raw, section):
            return
        self.items.append(Unparsed(file=self.file, line=number, raw=raw, reason=reason))
        self.unparsed += 1

    def _rescued(self, number: int, raw: str, section: Sequence[str]) -> bool:
        """A line that reads like a paper but whose title no rule read, as the entry the labeller reads in it
        (``tagger.rescue``), with a warning to check it; False when the line itself carries no paper's evidence (a
        heading whose evidence is the paragraph under it: the labeller reads the line alone), or when the labeller
        finds no title it is sure of. An entry the title rules of ``add`` refuse is recorded unparsed there, for
        their reason."""
        if reads_like_a_paper(raw, strict=True) is None:
            return False
        found = rescue(raw)
        if found is None:
            return False
        entry_format: Format = "table" if pipe_framed(raw) else "bulleted" if bulleted.bullet(raw) else "plain"
        fields = found.fields
        if self.add(
            number,
            raw,
            entry_format,
            found.links,
            section=list(section),
            seed_title=fields.title,
            seed_year=fields.year,
            seed_venue=fields.venue,
            seed_venue_acronym=named_acronym(fields.venue),
            seed_authors=list(fields.authors),
        ):
            self.warnings.append((number, RESCUED_WARNING))
        return True

    def _titleless(self, opening: int, number: int, lines: list[str], section: list[str]) -> bool:
        """A paragraph no rule found a title in, as the entry of the titleless citation it may be (``add`` reads
        its fields, ``_titleless_fields``); False when it is none."""
        end = number
        while end < len(lines) and lines[end].strip() and end - opening < MAX_ENTRY_LINES:
            end += 1
        fields = _titleless_fields(lines[opening - 1 : end])
        if not fields:
            return False
        raw = lines[opening - 1]
        links, _, _ = read_links(" ".join(lines[opening - 1 : end]))
        entry_format: Format = "bulleted" if bulleted.bullet(raw) else "plain"
        return self.add(
            opening, raw, entry_format, links, section=section, end_line=end if end > opening else None, **fields
        )

    def _listed_authors(self, found: Listing, raw: str) -> list[str]:
        """The listing's authors; for a citation that opens with the dash standing for the names of the citation
        above (Chicago's and MLA's "———. 2004. “Title.”", ``citations.same_authors``), that citation's."""
        authors = list(found.authors)
        if not authors and same_authors(marked[1] if (marked := bulleted.bullet(raw)) else raw.lstrip()):
            authors = list(self._authors)
        self._authors = authors
        return authors

    def listing(self, section: list[str], found: Listing | Problem | Skip, number: int, lines: list[str]) -> None:
        """An entry of a Markdown document (``enrich.parse.items``)."""
        raw = lines[number - 1] if 0 < number <= len(lines) else ""
        if isinstance(found, Skip):
            named = found.reason == "non-paper section" and bool(section) and names_works_cited_as_papers(section[-1])
            self.skip(number, found.reason, found.lines, names_its_lines=named)
            return
        if isinstance(found, Problem):
            opening = number - 1 if number > 1 and labels_the_citation_below(lines[number - 2]) else number
            if not self._titleless(opening, number, lines, section):
                self._unparsed(opening, lines[opening - 1] if opening < number else raw, found.reason, section)
            return
        entry_format: Format = (
            "table"
            if found.table
            else "markdown"
            if found.marked_up
            else ("bulleted" if bulleted.bullet(raw) or raw.lstrip()[:1] in bulleted.BULLET_MARKS else "plain")
        )
        first = number - 1 if number > 1 and _numbers_the_citation_below(lines[number - 2], raw) else number
        added = self.add(
            first,
            lines[first - 1] if first < number else raw,
            entry_format,
            found.links,
            section=section,
            seed_title=found.title,
            seed_year=found.tag.year,
            seed_venue=found.tag.venue,
            seed_venue_acronym=found.tag.venue_acronym,
            system_name=found.system_name,
            seed_authors=self._listed_authors(found, raw),
            end_line=found.last if found.last > first else None,
            cited_without_title=found.cited_without_title,
        )
        if added and not found.table and raw.count("[") != raw.count("]"):
            self.warnings.append((number, "unbalanced [ ] around the links"))


def _numbers_the_citation_below(line: str, below: str) -> bool:
    """A reference-number heading (``marked_lines.numbers_a_reference``) right over its citation's paragraph: the
    reference opens on the heading. A heading over a list is its section's."""
    return line.startswith("#") and not bulleted.bullet(below) and marked_lines.numbers_a_reference(line)


def _scan(file: str, text: str) -> _Scan:
    """A Markdown list is read as a document; a text list line by line (its lines are its only structure); a file of
    YAML records, whatever its name, record by record. Every reading numbers lines as ``enrich.files`` ends them."""
    text = lone_returns_as_newlines(text)
    if file.lower().endswith(".bib"):
        return _scan_records(file, read_bibtex(text), "bibtex")
    records = read_yaml_records(text)
    if records is not None:  # no audit, as for BibTeX: each record is an entry, an unparsed record or a named skip
        return _scan_records(file, records, "yaml")
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    if file.lower().endswith(MARKDOWN_SUFFIXES):
        scan = _scan_markdown(file, text, lines)
        scan.finish()
        return scan
    if file.lower().endswith(".org"):
        # An Org list is a document too: its headings, items and links are written as Markdown's (parse.markup),
        # and an item's lines below its first (``[[url][Link]]`` under ``- *Title* by Names``) are that item's,
        # where the line rules, which know no Org marks, would report each as a paper they cannot read.
        scan = _scan_as_document(file, text, lines)
        scan.finish()
        return scan
    if is_rst(file, text):
        # An rST list is a document: its structure (sections underlined, references resolved to their targets,
        # directives, tables) is its marks', which the line rules do not know, so it is read as a document only.
        scan = _scan_rst(file, rst_as_markdown(text), lines)
        scan.finish()
        return scan
    scan = _Scan(file, lines)
    for number, raw in enumerate(lines, 1):
        scan.line(number, raw)
    if sum(scan.formats.values()) > scan.unparsed:
        scan.account_for_prose()
        scan.finish()
        return scan
    # A text list the line rules read little from (no more entries than unreadable lines: "Title" then its URL on
    # the next line, citations in paragraphs) is plain text in Markdown's sense: its blocks are read as a document
    # is. The reading that finds more papers (entries and unparsed lines alike) wins, so a list of "[2020 FAST]
    # Title" lines keeps its line-by-line reading, and its unreadable lines their reasons; at a tie the reading with
    # more entries wins (`- Title (NeurIPS 2017)` bullets are unparsed lines to the line rules, entries as a document).
    as_document = _scan_as_document(file, text, lines)
    if _papers_found(as_document) > _papers_found(scan):
        as_document.finish()
        return as_document
    scan.account_for_prose()
    scan.finish()
    return scan


def _scan_as_document(file: str, text: str, lines: list[str]) -> _Scan:
    """A text or Org list read as the Markdown document its marks write (``parse.markup``)."""
    return _scan_markdown(file, as_markdown(org_rules_as_gfm(text), Path(file.lower()).suffix), lines)


def _scan_rst(file: str, reading: MarkdownReading, lines: list[str]) -> _Scan:
    """An rST list read as the Markdown document it is written as; the lines its marks alone hold (targets,
    comments, directives) counted by their reasons."""
    scan = _scan_markdown(file, reading.text, lines)
    for number, reason in reading.skipped.items():
        scan.skip(number, reason)
    return scan


def _papers_found(scan: _Scan) -> tuple[int, int]:
    """(papers found, entries among them): an entry read beats an unparsed line at the same count."""
    entries = sum(scan.formats.values())
    return entries + scan.unparsed, entries


def _scan_markdown(file: str, text: str, lines: list[str]) -> _Scan:
    scan = _Scan(file, lines)
    for section, found, number in read_items(read_blocks(text)):
        scan.listing(section, found, number, lines)
    return scan


def _scan_records(file: str, records: Sequence[YamlRecord], entry_format: Format) -> _Scan:
    """A file of records (BibTeX entries, YAML records): an entry per record, without sections."""
    scan = _Scan(file, [])
    for found in records:
        if isinstance(found, CitationRecord):
            _read_citation_record(scan, found)
            continue
        if isinstance(found, BibProblem):
            scan._unparsed(found.line, found.raw, found.reason)
            continue
        if isinstance(found, BibSkip):
            scan.skip(found.line, found.reason)
            continue
        scan.add(
            found.line,
            found.raw,
            entry_format,
            found.links,
            section=[],
            seed_title=found.title,
            seed_year=found.year,
            seed_venue=found.venue,
            seed_venue_acronym=found.venue_acronym,
            system_name=None,
            seed_authors=list(found.authors),
            end_line=found.end_line if found.end_line > found.line else None,
        )
    return scan


def _read_citation_record(scan: _Scan, record: CitationRecord) -> None:
    """A YAML record holding a whole citation: its text read as a text list's line is (``text_line_alone``), with
    the record's addresses as its links; the entry spans the record, so ``enrich fix`` adds fields to it."""
    alone = text_line_alone(" ".join([record.citation, *(f"[URL]({url})" for url in record.links)]))
    if isinstance(alone, Problem):
        scan._unparsed(record.line, record.raw, alone.reason)
    elif alone is None:
        scan.skip(record.line, "no paper evidence")
    else:
        scan.add(
            record.line,
            record.raw,
            "yaml",
            alone.links,
            section=[],
            seed_title=alone.title,
            seed_year=alone.tag.year,
            seed_venue=alone.tag.venue,
            seed_venue_acronym=alone.tag.venue_acronym,
            system_name=alone.system_name,
            seed_authors=list(alone.authors),
            end_line=record.end_line if record.end_line > record.line else None,
        )


def _heading_names(lines: list[str]) -> tuple[bool, set[str]]:
    """(whether the file uses # headings, the names of its headings).

    In a file with # headings, bare lines are notes ("reading list"); otherwise bare lines are the headings.
    The names tell a table-of-contents bullet ("• 2.1 Fault Tolerance") from an entry that lost its tag.
    """
    hash_names: set[str] = set()
    bare_names: set[str] = set()
    for line in lines:
        text = line.strip()
        if not text:
            continue
        if text[0] == "#":
            found = marked_lines.heading(text)
            if found:
                hash_names.add(plain.heading_key(clean_heading(found[1])))
                continue
        if text[0] != "[" and bulleted.bullet(line) is None:
            bare_names.add(plain.heading_key(clean_heading(text)))
    return (True, hash_names) if hash_names else (False, bare_names)


def _read_entry(body: str) -> EntryLine | Problem | None:
    """The entry a line (or a bullet's text) holds; None when it does not start with a tag.

    A bracket without a year and without a title after it ("[摘自网络]") is a note, so also None.
    """
    if not body.startswith("["):
        return None
    close = body.find("]")
    if close < 0 or body.startswith("(", close + 1):
        return None
    tag_text = body[1:close]
    if "[" in tag_text:
        return None
    tag = parse_tag(tag_text)
    rest = body[close + 1 :]
    if tag.year is None:
        before_links, _ = plain.read_plain_title(rest)
        return Problem(f"the tag [{tag_text}] has no year") if any(c.isalpha() for c in before_links) else None
    if "**" in rest:
        bold = marked_lines.read_bold_title(rest)
        if isinstance(bold, Problem):
            return bold
        system_name, title_text, links_text = bold
    else:
        system_name = None
        title_text, links_text = plain.read_plain_title(rest)
    title = clean_title(title_text)
    if not title:
        return Problem(f"no title after the tag [{tag_text}]")
    links, balanced, urls_written = read_links(links_text)
    return EntryLine(title, tag, system_name, tuple(links), "**" in rest or urls_written, balanced)


def _titleless_fields(source_lines: Sequence[str]) -> dict[str, Any]:
    """The occurrence fields of an entry that cites its paper without a title (``citations.titleless_citation``),
    whatever the rules read in it: the journal they took for its title is its venue, and the citation itself
    stands where the title goes, so that papers in one journal stay apart. Nothing for any other entry; only an
    entry that ends on a volume, a page and a year in brackets is read for it."""
    if not any(("(19" in line or "(20" in line) and TITLELESS_TAIL.search(line) for line in source_lines):
        return {}  # the year in brackets is looked for first: most entries give none, and the pattern costs more
    # each source line read apart: a line break may be all that ends the names ("Y. Maday" over "*J. Chem. Phys.*")
    cited = titleless_citation("\n".join(line.text for source in source_lines for line in entry_lines(source)))
    if cited is None:
        return {}
    return {
        "seed_title": cited.text,
        "seed_year": cited.year,
        "seed_venue": cited.journal,
        "seed_venue_acronym": named_acronym(cited.journal),
        "seed_authors": list(_split_names(cited.names)),
        "cited_without_title": True,
    }


# ------------------------------------------------------------------------------------------------ merging


def _merge(scans: list[_Scan]) -> tuple[list[Entry | Unparsed], dict[str, list[tuple[int, str]]]]:
    """Records in list order, one Entry per paper, and the warnings merging raised, per file.

    The id is a hash of the title key, so grouping by id is grouping by title key, and each title is normalised
    once (normalisation is the costliest step of parsing). Under one title, a listing joins the first group whose
    first listing's year is within SAME_WORK_YEAR_GAP of its own (or either year is unknown); else it starts a group
    of its own, a second work with that title. Listings leave the scans as they are grouped, and each group as its
    Entry takes its place, so that a collection is not held twice (as listings and as records) at once.
    """
    slots: list[Unparsed | list[_Listed] | Entry] = []
    groups: dict[str, list[list[_Listed]]] = {}
    warnings: dict[str, list[tuple[int, str]]] = {}
    for scan in scans:
        for item in scan.items:
            if isinstance(item, Unparsed):
                slots.append(item)
                continue
            works = groups.setdefault(item.id, [])
            group = next((work for work in works if _same_work(work[0], item)), None) if works else None
            if group is None:
                if works:
                    _warn(warnings, item, _another_work_warning(works[0][0].occurrence, item.occurrence))
                    item = item._replace(id=paper_id_in_year(item.id, item.occurrence["seed_year"]))
                group = [item]
                works.append(group)
                slots.append(group)
                continue
            warning = _duplicate_warning(group[0].occurrence, item.occurrence)
            if warning:
                _warn(warnings, item, warning)
            group.append(item)
        scan.items = []
    groups.clear()
    for index, slot in enumerate(slots):
        if isinstance(slot, list):
            slots[index] = _entry(slot[0].id, slot, warnings)
    return slots, warnings  # type: ignore[return-value]  # every group is an Entry now


def _same_work(first: _Listed, again: _Listed) -> bool:
    year, other = first.occurrence["seed_year"], again.occurrence["seed_year"]
    return year is None or other is None or abs(year - other) <= SAME_WORK_YEAR_GAP


def _warn(warnings: dict[str, list[tuple[int, str]]], item: _Listed, warning: str) -> None:
    warnings.setdefault(item.occurrence["file"], []).append((item.occurrence["line"], warning))


def _entry(entry_id: str, group: list[_Listed], warnings: dict[str, list[tuple[int, str]]]) -> Entry:
    first = group[0].occurrence
    links = merge_links(group[0].links if len(group) == 1 else [link for listed in group for link in listed.links])
    ids = ids_from_links(links)
    for conflict in ids.conflicts:
        warnings.setdefault(first["file"], []).append((first["line"], conflict))
    # pydantic's validator itself, without model_validate's handling of options not used here: the same Entry,
    # some 4 % sooner, once per paper
    entry: Entry = _VALIDATE_ENTRY(
        {
            "id": entry_id,
            "title": first["seed_title"],
            "year": first["seed_year"],
            "venue": first["seed_venue"],
            "venue_acronym": first["seed_venue_acronym"],
            "occurrences": [listed.occurrence for listed in group],
            "links": [
                {"kind": link.kind, "label": link.label, "url": link.url} if link.url else link_without_url(link)
                for link in links
            ],
            "doi": ids.doi,
            "arxiv_id": ids.arxiv_id,
            "dblp_key": ids.dblp_key,
        }
    )
    share_fields_set(entry)
    for occurrence in entry.occurrences:
        share_fields_set(occurrence)
    for link in entry.links:
        if link.url:  # a link without URL is shared already, with its fields-set (link_without_url)
            share_fields_set(link)
    return entry


def _another_work_warning(first: dict[str, Any], again: dict[str, Any]) -> str:
    where = f"line {first['line']}" if again["file"] == first["file"] else f"{first['file']} line {first['line']}"
    return (
        f"same title as {where}, kept apart as another work: {again['seed_year']} here, {first['seed_year']} there "
        f"(more than {SAME_WORK_YEAR_GAP} years apart)"
    )


def _duplicate_warning(first: dict[str, Any], again: dict[str, Any]) -> str | None:
    """Repeats inside a file are worth a word; across files only when the two listings disagree."""
    differences = []
    if again["seed_year"] != first["seed_year"]:
        differences.append(f"year {first['seed_year']} there")
    if again["seed_venue_acronym"] != first["seed_venue_acronym"]:
        differences.append(f"venue {first['seed_venue']} there")
    where = f"line {first['line']}"
    if again["file"] == first["file"]:
        return f"same paper as {where}, merged" + (f" ({', '.join(differences)})" if differences else "")
    if differences:
        return f"same paper as {first['file']} {where}, but {', '.join(differences)}"
    return None


# ------------------------------------------------------------------------------------------------ helpers


def _display_name(path: Path) -> str:
    """The path as given, relative to the working directory where it lies below it."""
    if path.is_absolute():
        try:
            return str(path.relative_to(Path.cwd()))
        except ValueError:
            return str(path)
    return str(path)


def counted(number: int, noun: str) -> str:
    """'1 file', '3 files': summaries state counts in words a person reads aloud."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _file_summary(stats: FileStats) -> str:
    formats = f" ({format_counts(stats.formats)})" if stats.formats else ""
    text = f"{stats.file}: {counted(stats.entries, 'entry line')}{formats}, {stats.unparsed} unparsed"
    return text + (f", {counted(len(stats.warnings), 'warning')}" if stats.warnings else "")
