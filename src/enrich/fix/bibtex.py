"""The edit of a .bib entry: identifiers only, added as fields in the entry's own style.

A .bib entry gets a ``doi`` field, and ``eprint`` with ``archivePrefix = {arXiv}``, each written after the entry's
last field line in the entry's own style (indentation, spacing around "=", aligned or not, {} or "", trailing comma
or not), and never beside a doi or eprint field already there. Its year, venue and links are left alone and counted
(BIBTEX_IDS_ONLY): a .bib file feeds a bibliography, where a venue is a full booktitle rather than a tag's acronym,
the year may come from a crossref'd volume, and a struck-through link in a url field would break the entry; those
belong to the maintainer. The checks are those of a line: the "@" line must read ``Occurrence.raw``, and the entry
must still be one entry ending at ``Occurrence.end_line`` (read again with ``enrich.parse.bibtex.entry_fields``);
the edit then replaces the last field line with itself plus the new field lines, joined by that line's own line
ending. An entry whose closing brace shares a line with a field is left alone too (BIBTEX_LAYOUT): there is no
field line to add after.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from enrich.fix.edits import BIBTEX_IDS_ONLY, BIBTEX_LAYOUT, CHANGED_SINCE_RUN, NOTHING_TO_FIX, Change, LineEdit
from enrich.fix.lines import ListLine
from enrich.fix.rules import ARXIV, DOI, FixRules, confident, moved_to, tag_corrections, to_mark_dead
from enrich.models import ExportedPaper, Occurrence
from enrich.parse.bibtex import entry_fields


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
    entry = entry_lines(lines, occurrence)
    fields = entry_fields("\n".join(entry)) if entry is not None else None
    if entry is None or fields is None:
        return CHANGED_SINCE_RUN
    added = identifier_fields(paper, fields, rules.kinds) if confident(paper, rules) else []
    if not added:
        return BIBTEX_IDS_ONLY if fixes_left_alone(paper, occurrence, rules, "\n".join(entry)) else NOTHING_TO_FIX
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


def entry_lines(lines: Sequence[ListLine], occurrence: Occurrence) -> list[str] | None:
    """The text of the lines the entry spanned in the run; None when the list is shorter now or one is not UTF-8."""
    end = occurrence.end_line or occurrence.line
    entry = []
    for line in lines[occurrence.line - 1 : end]:
        text = line.text()
        if text is None:
            return None
        entry.append(text)
    return entry if len(entry) == end - occurrence.line + 1 else None


def identifier_fields(
    paper: ExportedPaper, fields: Collection[str], kinds: frozenset[str]
) -> list[tuple[str, dict[str, str]]]:
    """(edit kind, the fields that make it, named as BibTeX names them) for the DOI and the arXiv id the record has no
    field for (``fields``: the names of those it has, in lower case)."""
    added = []
    if DOI in kinds and paper.doi and "doi" not in fields:
        added.append((DOI, {"doi": paper.doi}))
    if ARXIV in kinds and paper.arxiv_id and not _ARXIV_FIELDS.intersection(fields):
        added.append((ARXIV, {"eprint": paper.arxiv_id, "archivePrefix": "arXiv"}))
    return added


def fixes_left_alone(paper: ExportedPaper, occurrence: Occurrence, rules: FixRules, text: str) -> bool:
    """Whether a line of another format would get a link or tag fix here, which a .bib entry does not get."""
    links = any(
        check.url in text and (to_mark_dead(check, rules.kinds) or moved_to(check, rules.kinds))
        for check in paper.link_checks
    )
    return links or (confident(paper, rules) and bool(tag_corrections(paper, occurrence, rules.kinds)))


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
