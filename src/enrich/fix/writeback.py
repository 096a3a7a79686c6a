"""`enrich fix`: what a run learnt about each paper, written back into the reading lists themselves.

The lists are what their maintainers read, so the fixes go there: a link that moved for good gets its new address,
a dead link is marked (never deleted), a missing DOI or arXiv link is added, and a tag whose year or venue the
published record contradicts is corrected. Planning is pure (papers and list bytes in, edits out); reading
output/papers.jsonl and the lists, and writing the lists, happen at the edges (``load_papers``, ``load_lists``,
``write_lists``).

Decisions, and why:

- A line is edited only while it still reads exactly what the parse stage recorded (``Occurrence.raw``) at the
  recorded line number. A line edited, added or moved since the run is left alone and counted: the run's
  knowledge is about the line as it was, and guessing where it went could edit the wrong paper.
- Lines are numbered as the parse stage numbers them: split at "\\n" only. The "\\r" before it belongs to the line
  ending and a UTF-8 BOM to the first line's prefix; an edit rewrites only the text between them, so every byte
  outside an edited line's text, and every line not edited, stays as it was (line endings, BOM, trailing spaces,
  typographic quotes).
- Every edit is written so that the next plan finds nothing more to do: a line that already names a DOI (in any
  form) gets no DOI link, one that already links arXiv gets no arXiv link, a marked dead link is not marked again,
  and a moved link's old address is gone once replaced.
- Nothing is edited on a line of a paper that is not resolved: an ambiguous or unresolved entry needs a person, who
  may well rewrite the line. Identifiers, years and venues come from the matched record, so they are also held back
  below ``FixRules.min_confidence``. Links are facts about the address, not the match, so resolved is enough.
- ``--write`` takes the run lock, so a fix and a run never work on one output folder at once; a dry run only
  reads, and takes none (``run_fix`` says why).
- A .bib entry gets only identifiers: a ``doi`` field, and ``eprint`` with ``archivePrefix = {arXiv}``, each written
  after the entry's last field line in the entry's own style (indentation, spacing around "=", aligned or not, {} or
  "", trailing comma or not), and never beside a doi or eprint field already there. Its year, venue and links are
  left alone and counted (BIBTEX_IDS_ONLY): a .bib file feeds a bibliography, where a venue is a full booktitle
  rather than a tag's acronym, the year may come from a crossref'd volume, and a struck-through link in a url field
  would break the entry; those belong to the maintainer. The checks are those of a line: the "@" line must read
  ``Occurrence.raw``, and the entry must still be one entry ending at ``Occurrence.end_line`` (read again with
  ``enrich.parse.bibtex.entry_fields``); the edit then replaces the last field line with itself plus the new
  field lines, joined by that line's own line ending. An entry whose closing brace shares a line with a field is
  left alone too (BIBTEX_LAYOUT): there is no field line to add after.
- No .bak files: reading lists live in version control, a .bak beside a list would end up in the repository and in
  the pull request, and the default dry run shows the diff before anything is written. Each list is replaced
  atomically (``export.write_atomic``), and only when it still holds the bytes the plan was made from.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import cast

from enrich.config import Settings
from enrich.files import link_target, output_lock, write_atomic
from enrich.fix.published import Publication, published_version
from enrich.fix.replacements import Replacement, live_replacement
from enrich.fix.retractions import is_marked, retraction_mark
from enrich.ids import arxiv_abs_url, doi_url
from enrich.links.classify import moved_reason
from enrich.models import ExportedPaper, LinkCheck, LinkClass, Occurrence, SourceName
from enrich.parse import SeedError, counted, seed_files
from enrich.parse.bibtex import entry_fields
from enrich.parse.common import parse_tag
from enrich.progress import format_counts
from enrich.publish.export import PAPERS_FILE, OutputFormatError, read_papers
from enrich.publish.report import duplicate_groups, list_correction  # the report's judgements: the fix agrees
from enrich.publish.report_model import ListCorrection, RetractedPaper, VenueCorrection, YearCorrection
from enrich.resolve import REUSE_CONFIDENCE

LINK_MOVED, LINK_DEAD, DOI, ARXIV, YEAR, VENUE = "link-moved", "link-dead", "doi", "arxiv", "year", "venue"
LINK_REPLACED, PUBLISHED, DUPLICATE, RETRACTED = "link-replaced", "published", "duplicate", "retraction"
EDIT_KINDS = (LINK_MOVED, LINK_REPLACED, LINK_DEAD, DOI, ARXIV, YEAR, VENUE, PUBLISHED, DUPLICATE, RETRACTED)
# What --only names: the groups a maintainer thinks in.
SELECTIONS: dict[str, frozenset[str]] = {
    "links": frozenset({LINK_MOVED, LINK_REPLACED, LINK_DEAD}),
    "ids": frozenset({DOI, ARXIV}),
    "year": frozenset({YEAR}),
    "venue": frozenset({VENUE}),
    "published": frozenset({PUBLISHED}),
    "duplicates": frozenset({DUPLICATE}),
    "retractions": frozenset({RETRACTED}),
}
# Made only when --only names them: removing an entry, or marking a paper retracted, is the maintainer's call (a
# list may keep both on purpose).
OPT_IN = ("duplicates", "retractions")
DEFAULT_SELECTION = ",".join(name for name in SELECTIONS if name not in OPT_IN)
KIND_TITLES = {
    LINK_MOVED: "link moved permanently",
    LINK_REPLACED: "dead link replaced",
    PUBLISHED: "preprint entry updated to its publication",
    DUPLICATE: "duplicate entry removed",
    RETRACTED: "retracted paper marked",
    LINK_DEAD: "dead link marked",
    DOI: "DOI link added",
    ARXIV: "arXiv link added",
    YEAR: "year corrected",
    VENUE: "venue corrected",
}
NOTHING_TO_FIX = "nothing to fix"
CHANGED_SINCE_RUN = "changed since the run"
BIBTEX_IDS_ONLY = "bibtex: only identifiers are added"
BIBTEX_LAYOUT = "bibtex: the closing brace shares a line"
BOM = b"\xef\xbb\xbf"

# A URL is taken as written only where it stands on its own: after "(" or a space, before ")" or a space. A URL
# that merely starts another one ("https://a.org/x" in "https://a.org/x/y") is not it.
_URL_BEFORE = frozenset("([<\"' \t")
_URL_AFTER = frozenset(")]>\"' \t")
_NAMES_A_DOI = re.compile(r"(?<![\w.])10\.\d{4,9}/")
_NAMES_ARXIV = re.compile(r"arxiv\.org/|arxiv:", re.IGNORECASE)
# A DOI with one of these cannot stand unescaped in a Markdown link target; escaping it would hide it from the
# "already named" check, so such a DOI is not added to a Markdown line.
_MARKDOWN_UNSAFE = frozenset("()[]<> \t")


# A cell holding one of these links is a table's link column ("[[pdf]](url)", "[Paper](url)", "[arXiv](url)").
_PAPER_LINK_LABEL = re.compile(r"\[\[?(?:pdf|paper|arxiv|doi|link|report)\]?\]\(", re.IGNORECASE)


class FixInputError(ValueError):
    """The last run's output or the lists cannot be used: nothing is planned or written."""


@dataclass(frozen=True)
class FixRules:
    """Which edits to make and how; built from Settings so a settings file can change the marker or threshold."""

    kinds: frozenset[str]
    dead_marker: str  # "{link}" is the link as written, "{date}" the day it was reported dead
    min_confidence: float

    @classmethod
    def from_settings(cls, settings: Settings, kinds: Iterable[str] | None = None) -> FixRules:
        """``kinds`` default to those ``enrich fix`` makes without --only (every kind but the opt-in ones)."""
        kinds = selected_kinds(DEFAULT_SELECTION) if kinds is None else kinds
        threshold = REUSE_CONFIDENCE if settings.fix_min_confidence is None else settings.fix_min_confidence
        return cls(frozenset(kinds), settings.fix_dead_marker, threshold)


@dataclass(frozen=True)
class Change:
    """One edit within a line: what the line said and what it says now ("" for something added)."""

    kind: str
    old: str
    new: str
    why: str = ""  # the evidence, when the edit rests on more than the line itself (a replacement's identifier)


@dataclass(frozen=True)
class LineEdit:
    file: str  # as the occurrences name it
    line: int  # 1-based, as the parse stage numbers lines
    before: str
    after: str  # several lines joined by the line's own ending when a .bib entry gets new fields
    changes: tuple[Change, ...]
    removed: bool = False  # the line goes, ending and all (a duplicate entry); ``after`` is then ""


@dataclass
class Plan:
    edits: list[LineEdit] = field(default_factory=list)
    left_alone: Counter[str] = field(default_factory=Counter)  # reason -> entry lines

    def counts(self) -> Counter[str]:
        """Edits by kind, in EDIT_KINDS order."""
        found = Counter(change.kind for edit in self.edits for change in edit.changes)
        return Counter({kind: found[kind] for kind in EDIT_KINDS if found[kind]})


@dataclass(frozen=True)
class ListLine:
    """One line of a list as bytes: a prefix (the BOM, first line only), the text the parse stage reads, and the
    line ending ("\\r\\n", "\\n", or nothing on a last line without one)."""

    prefix: bytes
    body: bytes
    ending: bytes

    def text(self) -> str | None:
        try:
            return self.body.decode("utf-8")
        except UnicodeDecodeError:
            return None


# ------------------------------------------------------------------------------------------------ bytes


def split_lines(data: bytes) -> list[ListLine]:
    """The lines of a list, numbered like the parse stage numbers them; ``join_lines`` gives back the same bytes."""
    chunks = data.split(b"\n")
    lines = []
    for index, chunk in enumerate(chunks):
        ending = b"\n" if index < len(chunks) - 1 else b""
        if chunk.endswith(b"\r"):
            chunk, ending = chunk[:-1], b"\r" + ending
        prefix = BOM if index == 0 and chunk.startswith(BOM) else b""
        lines.append(ListLine(prefix, chunk[len(prefix) :], ending))
    return lines


def join_lines(lines: Sequence[ListLine]) -> bytes:
    return b"".join(line.prefix + line.body + line.ending for line in lines)


def apply_edits(data: bytes, edits: Iterable[LineEdit]) -> bytes:
    """The list with each edit's line text replaced, or the line removed; a line that no longer reads ``before`` is
    not touched."""
    lines: list[ListLine | None] = list(split_lines(data))
    for edit in edits:
        index = edit.line - 1
        old = lines[index] if index < len(lines) else None
        if old is not None and old.text() == edit.before:
            lines[index] = None if edit.removed else ListLine(old.prefix, edit.after.encode("utf-8"), old.ending)
    return join_lines([line for line in lines if line is not None])


# ------------------------------------------------------------------------------------------------ planning


def plan_edits(papers: Sequence[ExportedPaper], lists: Mapping[str, bytes], rules: FixRules) -> Plan:
    """The edits the run's findings justify in ``lists`` (file name as the occurrences name it -> its bytes now).

    Occurrences in files not given are not considered; every other entry line is edited or counted as left alone
    with its reason."""
    plan = Plan()
    split = {name: split_lines(data) for name, data in lists.items()}
    removals = duplicate_removals(papers) if DUPLICATE in rules.kinds else {}
    for paper in papers:
        for occurrence in paper.occurrences:
            lines = split.get(occurrence.file)
            if lines is None:
                continue
            if paper.status != "resolved":
                plan.left_alone[f"entry {paper.status}"] += 1
                continue
            current = lines[occurrence.line - 1].text() if occurrence.line <= len(lines) else None
            if current != occurrence.raw:
                plan.left_alone[CHANGED_SINCE_RUN] += 1
                continue
            why = removals.get((occurrence.file, occurrence.line))
            if why is not None:
                removal = removal_edits(lines, occurrence, why)
                if removal:
                    plan.edits.extend(removal)
                else:
                    plan.left_alone[CHANGED_SINCE_RUN] += 1
                continue
            if occurrence.format == "bibtex":
                edit = bibtex_edit(lines, paper, occurrence, rules)
            else:
                after, changes = fix_line(current, paper, occurrence, rules)
                edit = (
                    LineEdit(occurrence.file, occurrence.line, current, after, tuple(changes))
                    if changes
                    else NOTHING_TO_FIX
                )
            if isinstance(edit, LineEdit):
                plan.edits.append(edit)
            else:
                plan.left_alone[edit] += 1
    plan.edits.sort(key=lambda edit: (edit.file, edit.line))
    return plan


def fix_line(text: str, paper: ExportedPaper, occurrence: Occurrence, rules: FixRules) -> tuple[str, list[Change]]:
    """The line with every selected edit made, and the edits: links first, then the tag, then additions at the end."""
    changes: list[Change] = []
    for check in paper.link_checks:
        replacement = _replacement(paper, check, text, rules)
        if replacement is not None:
            text = _replace_url(text, check.url, replacement.url, changes, LINK_REPLACED, replacement.why)
        elif _to_mark_dead(check, rules.kinds):
            text = _mark_dead(text, check, rules.dead_marker, changes)
        elif new_url := _moved_to(check, rules.kinds):
            text = _replace_url(text, check.url, new_url, changes)
    if not _confident(paper, rules):
        return text, changes
    publication = published_version(paper, occurrence) if PUBLISHED in rules.kinds else None
    if publication is not None:
        text = _name_the_publication(text, paper, occurrence, publication, changes)
    for correction in _tag_corrections(paper, occurrence, rules.kinds):
        text = _correct_tag(text, correction, changes)
    text = _add_identifier_links(text, paper, occurrence, rules.kinds, changes)
    return _mark_retracted(text, paper, occurrence, rules.kinds, changes), changes


def _name_the_publication(
    text: str, paper: ExportedPaper, occurrence: Occurrence, publication: Publication, changes: list[Change]
) -> str:
    """The preprint's tag retagged with the publication's venue and year, and its DOI link added, each a change of
    kind PUBLISHED that carries the evidence (``fix.published``)."""
    source = cast(SourceName, paper.provenance.get("venue"))
    found: list[Change] = []
    venue = VenueCorrection(
        list_value=occurrence.seed_venue, record=paper.venue or "", record_acronym=publication.acronym, source=source
    )
    text = _correct_tag(text, venue, found)
    if found and occurrence.seed_year is not None and occurrence.seed_year != publication.year:
        year = YearCorrection(list_value=occurrence.seed_year, record=publication.year, source=source)
        text = _correct_tag(text, year, found)
    text = _add_identifier_links(text, paper, occurrence, frozenset({DOI}), found)
    changes.extend(Change(PUBLISHED, change.old, change.new, publication.why) for change in found)
    return text


def _mark_retracted(
    text: str, paper: ExportedPaper, occurrence: Occurrence, kinds: frozenset[str], changes: list[Change]
) -> str:
    """The retraction mark after the entry (``fix.retractions``), unless the line already carries one."""
    notice = paper.retraction
    mark = retraction_mark(paper) if RETRACTED in kinds else None
    if mark is None or notice is None or is_marked(text, notice):
        return text
    why = RetractedPaper(paper_id=paper.id, title=paper.title, locations=[], **notice.model_dump()).summary()
    changes.append(Change(RETRACTED, "", mark, why))
    end = _table_insertion_point(text) if occurrence.format == "table" else len(text.rstrip())
    return text[:end] + " " + mark + text[end:]


def duplicate_removals(papers: Sequence[ExportedPaper]) -> dict[tuple[str, int], str]:
    """(file, line) of each entry to remove -> why: the later entries of a duplicate group (``report.
    duplicate_groups``, the report's judgement) that stand in the same list as the group's first. An entry in
    another list stays: a paper may belong to two lists on purpose."""
    removals = {}
    for group in duplicate_groups(papers):
        kept: dict[str, str] = {}
        for entry in group.entries:
            file, _, line = entry.location.rpartition(":")
            if file in kept:
                removals[(file, int(line))] = f"the same paper as {kept[file]} ({', '.join(group.shared)})"
            else:
                kept[file] = entry.location
    return removals


def removal_edits(lines: Sequence[ListLine], occurrence: Occurrence, why: str) -> list[LineEdit]:
    """The entry's lines removed (its first line to its last), the first carrying the change; none when a line of
    the entry is no longer text or the list is shorter now."""
    end = occurrence.end_line or occurrence.line
    texts = [text for line in lines[occurrence.line - 1 : end] if (text := line.text()) is not None]
    if len(texts) != end - occurrence.line + 1:
        return []
    edits = []
    for offset, text in enumerate(texts):
        change = (Change(DUPLICATE, occurrence.raw, "", why),) if offset == 0 else ()
        edits.append(LineEdit(occurrence.file, occurrence.line + offset, text, "", change, removed=True))
    return edits


def _replacement(paper: ExportedPaper, check: LinkCheck, text: str, rules: FixRules) -> Replacement | None:
    """A live, identifier-backed link for a dead one (``fix.replacements``), when replacing is selected, the
    identifiers are trusted, and the line does not already carry the new link (the dead one is then marked)."""
    if LINK_REPLACED not in rules.kinds or not _confident(paper, rules):
        return None
    found = live_replacement(paper, check)
    return found if found is not None and found.url not in text else None


def _to_mark_dead(check: LinkCheck, kinds: frozenset[str]) -> bool:
    return check.reported_dead and LINK_DEAD in kinds


def _moved_to(check: LinkCheck, kinds: frozenset[str]) -> str | None:
    """The address to move a link to, when moving links is selected and the link moved for good."""
    return permanent_destination(check) if not check.reported_dead and LINK_MOVED in kinds else None


def _confident(paper: ExportedPaper, rules: FixRules) -> bool:
    """Identifiers, years and venues come from the matched record: only a match this sure may write them."""
    return paper.confidence is not None and paper.confidence >= rules.min_confidence


def _tag_corrections(paper: ExportedPaper, occurrence: Occurrence, kinds: frozenset[str]) -> list[ListCorrection]:
    """The report's corrections of this entry's year or venue (``list_correction``), among the selected kinds."""
    found = (list_correction(paper, occurrence, conflict) for conflict in paper.conflicts)
    return [correction for correction in found if correction and correction.field in kinds]


def permanent_destination(check: LinkCheck) -> str | None:
    """The address a link should now have, when the evidence is conclusive; None otherwise.

    A redirected link's reason names where its permanent (301/308) hops lead and ``final_url`` where the chain
    ended alive: only when they are the same did nothing temporary (302/307) follow. A GitHub repository renamed or
    transferred is moved by GitHub's own record of it."""
    if check.status != LinkClass.redirected or not check.final_url or check.final_url == check.url:
        return None
    if check.github is not None and check.github.moved_to:
        return check.final_url
    return check.final_url if check.reason == moved_reason(check.final_url) else None


# ------------------------------------------------------------------------------------------------ links


def _url_spans(text: str, url: str) -> list[tuple[int, int]]:
    spans = []
    start = text.find(url)
    while start >= 0:
        end = start + len(url)
        if (start == 0 or text[start - 1] in _URL_BEFORE) and (end == len(text) or text[end] in _URL_AFTER):
            spans.append((start, end))
        start = text.find(url, end)
    return spans


def _link_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The whole link around a URL: "[[PDF](url)]" or "[PDF](url)" in Markdown, else the bare URL."""
    if text[start - 2 : start] != "](" or text[end : end + 1] != ")":
        return start, end
    label_start = text.rfind("[", 0, start - 2)
    if label_start < 0 or "]" in text[label_start + 1 : start - 2]:
        return start, end
    start, end = label_start, end + 1
    if text[start - 1 : start] == "[" and text[end : end + 1] == "]":
        return start - 1, end + 1
    return start, end


def _mark_dead(text: str, check: LinkCheck, marker: str, changes: list[Change]) -> str:
    before, after = marker.split("{link}", 1)
    after_head = after.split("{date}", 1)[0]  # what follows the link whatever the date: the sign it is marked
    day = check.checked_at.date().isoformat()
    for url_start, url_end in reversed(_url_spans(text, check.url)):
        start, end = _link_span(text, url_start, url_end)
        if text[:start].endswith(before) and text[end:].startswith(after_head):
            continue
        link = text[start:end]
        marked = marker.replace("{link}", link).replace("{date}", day)
        text = text[:start] + marked + text[end:]
        changes.append(Change(LINK_DEAD, link, marked))
    return text


def _replace_url(
    text: str, url: str, new_url: str, changes: list[Change], kind: str = LINK_MOVED, why: str = ""
) -> str:
    for start, end in reversed(_url_spans(text, url)):
        text = text[:start] + new_url + text[end:]
        changes.append(Change(kind, url, new_url, why))
    return text


# ------------------------------------------------------------------------------------------------ the tag


def _correct_tag(text: str, correction: ListCorrection, changes: list[Change]) -> str:
    """The tag with the record's year or venue in place of the list's, spelled the way the tag spells it ("'22"
    stays two digits); left as it is unless the corrected tag reads back as exactly the intended correction."""
    start = text.find("[") + 1
    end = text.find("]", start)
    if start == 0 or end < 0:
        return text
    tag = text[start:end]
    if isinstance(correction, YearCorrection):
        new_tag = _tag_with_year(tag, correction.list_value, correction.record)
        new, old = str(correction.record), str(correction.list_value)
    else:
        new_tag = _tag_with_venue(tag, correction.list_value, correction.record_acronym)
        new, old = str(correction.record_acronym), str(correction.list_value)  # both set when new_tag is
    if new_tag is None:
        return text
    changes.append(Change(correction.field, old, new))
    return text[:start] + new_tag + text[end:]


def _tag_with_year(tag: str, listed: int, record: int) -> str | None:
    was = parse_tag(tag)
    for old, new in ((str(listed), str(record)), (f"{listed % 100:02d}", f"{record % 100:02d}")):
        spans = [found.span() for found in re.finditer(rf"(?<!\d){old}(?!\d)", tag)]
        if len(spans) == 1:
            start, end = spans[0]
            candidate = tag[:start] + new + tag[end:]
            now = parse_tag(candidate)
            return candidate if now.year == record and now.venue == was.venue else None
    return None


def _tag_with_venue(tag: str, listed: str | None, acronym: str | None) -> str | None:
    if not listed or not acronym or tag.count(listed) != 1:
        return None
    was = parse_tag(tag)
    candidate = tag.replace(listed, acronym)
    now = parse_tag(candidate)
    return candidate if now.venue == acronym and now.year == was.year else None


# ------------------------------------------------------------------------------------------------ identifiers


def _add_identifier_links(
    text: str, paper: ExportedPaper, occurrence: Occurrence, kinds: frozenset[str], changes: list[Change]
) -> str:
    """DOI and arXiv links in the line's own style, added at the end of the line (before trailing spaces).

    Markdown: ``[[DOI](https://doi.org/<doi>)]`` and ``[[arXiv](https://arxiv.org/abs/<id>)]`` (without the outer
    brackets when the line's links have none). Plain text and bullets, whose labels carry no URL: ``[DOI: <doi>]``
    and ``[arXiv: <id>]``, the way papers cite them. The parse stage reads both styles back as the paper's
    identifiers (``enrich.parse.common.identifier_link`` for the labels), so the next run starts from them.
    """
    markdown = occurrence.format in ("markdown", "table")
    wrapped = "[[" in text or "](" not in text
    added = []
    if (
        DOI in kinds
        and paper.doi
        and not _NAMES_A_DOI.search(text)
        and not (markdown and _MARKDOWN_UNSAFE.intersection(paper.doi))
    ):
        added.append(Change(DOI, "", _identifier_link("DOI", paper.doi, doi_url(paper.doi), markdown, wrapped)))
    if ARXIV in kinds and paper.arxiv_id and not _NAMES_ARXIV.search(text) and paper.arxiv_id not in text:
        added.append(
            Change(
                ARXIV, "", _identifier_link("arXiv", paper.arxiv_id, arxiv_abs_url(paper.arxiv_id), markdown, wrapped)
            )
        )
    if not added:
        return text
    changes.extend(added)
    end = _table_insertion_point(text) if occurrence.format == "table" else len(text.rstrip())
    return text[:end] + "".join(" " + change.new for change in added) + text[end:]


def _table_insertion_point(row: str) -> int:
    """Where a table row takes a new link: at the end of the cell that already holds the paper's link ("[[pdf]](...)",
    "[Paper](...)"), else at the end of the title cell (the one with the most letters). Outside every cell the
    link would break the table."""
    bounds = [index for index, char in enumerate(row) if char == "|" and row[index - 1 : index] != "\\"]
    cells = [(start + 1, end) for start, end in pairwise(bounds)]
    if not cells:
        return len(row.rstrip())
    for start, end in cells:
        if _PAPER_LINK_LABEL.search(row[start:end]):
            return start + len(row[start:end].rstrip())
    start, end = max(cells, key=lambda cell: sum(char.isalpha() for char in row[cell[0] : cell[1]]))
    return start + len(row[start:end].rstrip())


def _identifier_link(label: str, value: str, url: str, markdown: bool, wrapped: bool) -> str:
    if not markdown:
        return f"[{label}: {value}]"
    link = f"[{label}]({url})"
    return f"[{link}]" if wrapped else link


# ------------------------------------------------------------------------------------------------ .bib entries


@dataclass(frozen=True)
class _FieldStyle:
    """How a .bib entry writes its field lines, so that an added field looks like the others."""

    last: int  # the last field line, counted from the "@" line (0)
    indent: str
    gap: str  # between a name and "=", when the entry does not align its "=" signs
    width: int | None  # name and gap together, when it does
    after: str  # between "=" and the value
    open: str  # "{" or '"'
    comma: bool  # the last field line ends with ","

    def field(self, name: str, value: str) -> str:
        gap = " " * max(1, self.width - len(name)) if self.width is not None else self.gap
        close = "}" if self.open == "{" else '"'
        return f"{self.indent}{name}{gap}={self.after}{self.open}{value}{close}"


# A field's first line: indentation, name, spaces, "=", spaces, the value's opening delimiter if any.
_FIELD_START = re.compile(r'([ \t]*)([^\s=]+)([ \t]*)=([ \t]*)(["{]?)')
_ARXIV_FIELDS = frozenset({"eprint", "archiveprefix", "eprinttype"})


def bibtex_edit(
    lines: Sequence[ListLine], paper: ExportedPaper, occurrence: Occurrence, rules: FixRules
) -> LineEdit | str:
    """The identifier fields a .bib entry lacks, added after its last field line (one edit of that line), or the
    reason the entry is left alone. The caller checked the "@" line."""
    entry = _entry_lines(lines, occurrence)
    fields = entry_fields("\n".join(entry)) if entry is not None else None
    if entry is None or fields is None:
        return CHANGED_SINCE_RUN
    added = _identifier_fields(paper, fields, rules.kinds) if _confident(paper, rules) else []
    if not added:
        return BIBTEX_IDS_ONLY if _fixes_left_alone(paper, occurrence, rules, "\n".join(entry)) else NOTHING_TO_FIX
    style = _field_style(entry, fields)
    if style is None:
        return BIBTEX_LAYOUT
    new_lines = [style.field(name, value) for _, named in added for name, value in named.items()]
    before = entry[style.last]
    ended = [f"{line}," for line in new_lines]
    if not style.comma:
        content = before.rstrip()
        before, ended[-1] = f"{content},{before[len(content) :]}", new_lines[-1]
    ending = lines[occurrence.line - 1 + style.last].ending.decode()
    changes = tuple(
        Change(kind, "", ", ".join(style.field(name, value).strip() for name, value in named.items()))
        for kind, named in added
    )
    return LineEdit(
        occurrence.file, occurrence.line + style.last, entry[style.last], ending.join([before, *ended]), changes
    )


def _entry_lines(lines: Sequence[ListLine], occurrence: Occurrence) -> list[str] | None:
    """The text of the lines the entry spanned in the run; None when the list is shorter now or one is not UTF-8."""
    end = occurrence.end_line or occurrence.line
    entry = []
    for line in lines[occurrence.line - 1 : end]:
        text = line.text()
        if text is None:
            return None
        entry.append(text)
    return entry if len(entry) == end - occurrence.line + 1 else None


def _identifier_fields(
    paper: ExportedPaper, fields: Mapping[str, int], kinds: frozenset[str]
) -> list[tuple[str, dict[str, str]]]:
    """(edit kind, the fields that make it) for the DOI and the arXiv id the entry has no field for."""
    added = []
    if DOI in kinds and paper.doi and "doi" not in fields:
        added.append((DOI, {"doi": paper.doi}))
    if ARXIV in kinds and paper.arxiv_id and not _ARXIV_FIELDS.intersection(fields):
        added.append((ARXIV, {"eprint": paper.arxiv_id, "archivePrefix": "arXiv"}))
    return added


def _fixes_left_alone(paper: ExportedPaper, occurrence: Occurrence, rules: FixRules, text: str) -> bool:
    """Whether a line of another format would get a link or tag fix here, which a .bib entry does not get."""
    links = any(
        check.url in text and (_to_mark_dead(check, rules.kinds) or _moved_to(check, rules.kinds))
        for check in paper.link_checks
    )
    return links or (_confident(paper, rules) and bool(_tag_corrections(paper, occurrence, rules.kinds)))


def _field_style(entry: list[str], fields: Mapping[str, int]) -> _FieldStyle | None:
    """The style of the lines where the entry's fields start (the "@" line aside); None unless the closing brace
    stands on a line of its own after a field line."""
    if entry[-1].strip() not in ("}", ")"):
        return None
    last = next(
        (
            index
            for index in range(len(entry) - 2, 0, -1)
            if entry[index].strip() and not entry[index].lstrip().startswith("%")
        ),
        None,
    )
    starts = [found for line in sorted(fields.values()) if line > 1 and (found := _FIELD_START.match(entry[line - 1]))]
    if last is None or not starts:
        return None
    final = starts[-1]
    aligned = len({found.end(3) for found in starts}) == 1 and len({found.group(3) for found in starts}) > 1
    delimiters = Counter(found.group(5) for found in starts if found.group(5))
    return _FieldStyle(
        last=last,
        indent=final.group(1),
        gap=final.group(3),
        width=final.end(3) - final.end(1) if aligned else None,
        after=final.group(4),
        open=delimiters.most_common(1)[0][0] if delimiters else "{",
        comma=entry[last].rstrip().endswith(","),
    )


# ------------------------------------------------------------------------------------------------ rendering


def render_diff(lists: Mapping[str, bytes], fixed: Mapping[str, bytes]) -> str:
    """A unified diff of every changed list, paths as the occurrences name them (``git apply`` takes it)."""
    parts = []
    for name, new in fixed.items():
        for line in difflib.unified_diff(_diff_lines(lists[name]), _diff_lines(new), f"a/{name}", f"b/{name}"):
            parts.append(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n")
    return "".join(parts)


def _diff_lines(data: bytes) -> list[str]:
    """Lines with their endings as ``split_lines`` numbers them, so hunk line numbers are the ones report.md names;
    what follows a final newline is no line."""
    lines = [line.prefix + line.body + line.ending for line in split_lines(data)]
    if not lines[-1]:
        lines.pop()
    return [line.decode("utf-8", errors="replace") for line in lines]


def render_summary(plan: Plan, *, written: bool) -> str:
    """One paragraph for stderr: edits by kind, lines left alone and why, and what happened to the files."""
    counts = plan.counts()
    edits = sum(counts.values())
    files = len({edit.file for edit in plan.edits})
    text = f"{counted(edits, 'edit')} on {counted(len(plan.edits), 'line')} in {counted(files, 'file')}"
    if counts:
        text += f" ({format_counts(counts)})"
    left = sum(plan.left_alone.values())
    if left:
        text += f"; {counted(left, 'entry line')} left alone ({format_counts(_by_count(plan.left_alone))})"
    if edits:
        text += "; written" if written else "; dry run, nothing written (--write applies them)"
    return text + "."


def render_reasons(plan: Plan) -> list[str]:
    """One line per edit that rests on evidence beyond the line itself (the identifier behind a replaced link), for
    the terminal beside the diff: a diff cannot carry it without writing it into the list."""
    return [
        f"{edit.file}:{edit.line}: {_describe(change)}" for edit in plan.edits for change in edit.changes if change.why
    ]


def render_pr_body(plan: Plan) -> str:
    """A pull-request description: counts, then every edit by file and line, then what was left alone and why."""
    counts = plan.counts()
    lines = ["## Reading-list fixes from enrich", ""]
    if not counts:
        lines.append("No edits: every entry line is up to date with the last run.")
    else:
        lines += ["| edit | count |", "|---|---|"]
        lines += [f"| {KIND_TITLES[kind]} | {count} |" for kind, count in counts.items()]
    current_file = None
    for edit in plan.edits:
        if edit.file != current_file:
            current_file = edit.file
            lines += ["", f"### `{edit.file}`", ""]
        lines += [f"- line {edit.line}: {_describe(change)}" for change in edit.changes]
    if plan.left_alone:
        lines += ["", "Entry lines left alone: " + format_counts(_by_count(plan.left_alone)) + "."]
    lines += ["", "Each edit rests on the last `enrich run`: see `output/report.md` for the evidence."]
    return "\n".join(lines) + "\n"


def _describe(change: Change) -> str:
    title = KIND_TITLES[change.kind]
    why = f" ({change.why})" if change.why else ""
    if not change.old:
        return f"{title}: `{change.new}`{why}"
    if not change.new:
        return f"{title}: `{change.old}`{why}"
    return f"{title}: `{change.old}` → `{change.new}`{why}"


def _by_count(counter: Counter[str]) -> dict[str, int]:
    return dict(sorted(counter.items(), key=lambda item: (-item[1], item[0])))


# ------------------------------------------------------------------------------------------------ files


def load_papers(output_dir: Path) -> list[ExportedPaper]:
    path = _papers_file(output_dir)
    try:
        return read_papers(path)
    except OutputFormatError as error:
        raise FixInputError(str(error)) from None


def _papers_file(output_dir: Path) -> Path:
    path = Path(output_dir) / PAPERS_FILE
    if not path.is_file():
        raise FixInputError(f"{path} not found: run `enrich run` first, or name the output folder with --output")
    return path


def load_lists(papers: Sequence[ExportedPaper], seeds: Path) -> dict[str, tuple[Path, bytes]]:
    """The selected lists that the run's occurrences name: name as the occurrences write it -> (path, bytes).

    Occurrences name a list by its path from the folder the run was started in, so names are matched from the
    working directory by the file they point at ("seeds/a.txt" and "./seeds/a.txt" are one list)."""
    try:
        paths = {path.resolve(): path for path in seed_files([seeds])}
    except SeedError as error:
        raise FixInputError(str(error)) from None
    found = {}
    names = list(dict.fromkeys(o.file for paper in papers for o in paper.occurrences))
    for name in names:
        path = paths.get(Path(name).resolve())
        if path is not None:
            found[name] = (path, path.read_bytes())
    if names and not found:
        raise FixInputError(
            f"the last run names none of the lists in {seeds} (it read {names[0]}, ...); run "
            f"enrich fix from the folder enrich run was started in"
        )
    return found


def fixed_lists(lists: Mapping[str, bytes], plan: Plan) -> dict[str, bytes]:
    """The new bytes of every list the plan changes, in name order."""
    by_file: dict[str, list[LineEdit]] = {}
    for edit in plan.edits:
        by_file.setdefault(edit.file, []).append(edit)
    return {name: apply_edits(lists[name], edits) for name, edits in sorted(by_file.items())}


def write_lists(paths: Mapping[str, Path], planned_from: Mapping[str, bytes], fixed: Mapping[str, bytes]) -> list[str]:
    """Write each fixed list atomically, one file at a time; returns the names of lists that changed on disk since
    they were read, which are not written (their edits were planned against other bytes).

    A list that is a symbolic link is written where it points, and the link stays (``symlinks.link_target``); a
    link that has come to lead nowhere since it was read raises BrokenLinkError."""
    skipped = []
    for name, data in fixed.items():
        target = link_target(paths[name])
        if target.read_bytes() != planned_from[name]:
            skipped.append(name)
            continue
        write_atomic(target, data)
    return skipped


@dataclass(frozen=True)
class FixResult:
    plan: Plan
    diff: str
    not_written: list[str]  # lists that changed on disk while the fix ran


def run_fix(settings: Settings, kinds: Iterable[str], *, write: bool, pr_body: Path | None = None) -> FixResult:
    """Plan the edits for the lists in ``settings.seeds`` from ``settings.output_dir``, and write them when asked.

    Writing takes the run lock (``files.output_lock``) from reading the output to the last list written, or
    raises LockHeldError at once when a run holds it: the fix then never plans from an output a run is replacing, and a
    run never parses lists while they are rewritten, which would leave it describing lines that no longer exist
    and recording the new lists as the ones it parsed.

    A dry run takes no lock. It reads one artifact, papers.jsonl, which a run replaces atomically, so it sees the
    last finished run or the new one, never half of either; and it changes no list. Locking it would refuse a
    preview for as long as a nightly run lasts, make a run that starts during a preview fail, and need write access
    to an output folder it only reads.
    """
    if not write:
        return _plan_and_write(settings, kinds, write=False, pr_body=pr_body)
    _papers_file(settings.output_dir)  # checked first, so that a fix without a run leaves no output folder behind
    with output_lock(settings.output_dir):
        return _plan_and_write(settings, kinds, write=True, pr_body=pr_body)


def _plan_and_write(settings: Settings, kinds: Iterable[str], *, write: bool, pr_body: Path | None) -> FixResult:
    papers = load_papers(settings.output_dir)
    found = load_lists(papers, settings.seeds)
    lists = {name: data for name, (_path, data) in found.items()}
    plan = plan_edits(papers, lists, FixRules.from_settings(settings, kinds))
    fixed = fixed_lists(lists, plan)
    not_written = write_lists({name: path for name, (path, _data) in found.items()}, lists, fixed) if write else []
    if pr_body is not None:
        write_atomic(pr_body, render_pr_body(plan))
    return FixResult(plan, render_diff(lists, fixed), not_written)


def selected_kinds(only: str) -> frozenset[str]:
    """The edit kinds named by --only ("links,ids,year,venue", any subset); raises ValueError naming unknown ones."""
    names = [name.strip() for name in only.split(",") if name.strip()]
    unknown = sorted(set(names) - set(SELECTIONS))
    if unknown:
        raise ValueError(f"unknown value(s) {', '.join(unknown)}; choose from {', '.join(SELECTIONS)}")
    return frozenset(kind for name in names for kind in SELECTIONS[name])
