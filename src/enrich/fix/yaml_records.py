"""The edit of a YAML record (``enrich.parse.yaml_records``): identifiers only, added as fields in the record's style.

A record gets a ``doi`` field, and ``eprint`` with ``archiveprefix: arXiv``, named as BibTeX names them (the reader
takes BibTeX's names, so the fixed list reads back with them), each on a line of its own after the record's last
line, at the column of the record's first key, and never beside a field already there. As for a .bib entry
(``enrich.fix.bibtex``), the year, venue and links of a record are the bibliography's own: their fixes are left
alone and counted (YAML_IDS_ONLY). The record must still be one record spanning the lines the run recorded
(``record_field_names``); the edit replaces its last line with itself plus the new field lines, joined by that line's
own line ending.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

import yaml

from enrich.fix.bibtex import entry_lines, fixes_left_alone, identifier_fields
from enrich.fix.edits import CHANGED_SINCE_RUN, NOTHING_TO_FIX, YAML_IDS_ONLY, Change, LineEdit
from enrich.fix.lines import ListLine
from enrich.fix.rules import FixRules, confident
from enrich.models import ExportedPaper, Occurrence
from enrich.parse.yaml_records import record_field_names

# A record's first line up to its first key: the list's dash and the spaces around it ("- key: Lo2015").
_RECORD_OPENING = re.compile(r"[ \t]*-[ \t]+")


def yaml_edit(
    lines: Sequence[ListLine], paper: ExportedPaper, occurrence: Occurrence, rules: FixRules
) -> LineEdit | str:
    """The identifier fields a record lacks, added after its last line (one edit of that line), or the reason the
    record is left alone. The caller checked the record's first line."""
    record = entry_lines(lines, occurrence)
    fields = record_field_names("\n".join(record)) if record is not None else None
    opening = _RECORD_OPENING.match(record[0]) if record is not None else None
    if record is None or fields is None or opening is None:
        return CHANGED_SINCE_RUN
    added = identifier_fields(paper, fields, rules.kinds) if confident(paper, rules) else []
    if not added:
        return YAML_IDS_ONLY if fixes_left_alone(paper, occurrence, rules, "\n".join(record)) else NOTHING_TO_FIX
    indent = " " * len(opening.group().expandtabs())
    new_lines = [f"{indent}{name.lower()}: {_scalar(value)}" for _, named in added for name, value in named.items()]
    last = max(index for index, text in enumerate(record) if text.strip())
    ending = lines[occurrence.line - 1 + last].ending.decode()
    changes = tuple(
        Change(kind, "", ", ".join(f"{name.lower()}: {_scalar(value)}" for name, value in named.items()))
        for kind, named in added
    )
    before = record[last]
    return LineEdit(occurrence.file, occurrence.line + last, before, ending.join([before, *new_lines]), changes)


def _scalar(value: str) -> str:
    """The value as YAML writes it: plain when YAML reads it back as the same text (a DOI), else double-quoted, as
    an arXiv id must be (plain, ``2601.10000`` is a number); JSON's quoting is YAML's."""
    try:
        plain = yaml.safe_load(value) == value
    except yaml.YAMLError:
        plain = False
    return value if plain else json.dumps(value)
