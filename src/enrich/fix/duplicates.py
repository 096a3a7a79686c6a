"""The duplicate edit (`enrich fix --only duplicates`, opt-in): the later entries of one paper listed twice in the
same list removed, line and all, the first entry kept.

Which entries are one paper is the report's judgement (``report.duplicate_groups``), so the fix removes exactly
what report.md lists as duplicates. An entry in another list stays: a paper may belong to two lists on purpose.
"""

from __future__ import annotations

from collections.abc import Sequence

from enrich.export.report import duplicate_groups  # the report's judgement: the fix agrees
from enrich.fix.edits import Change, LineEdit
from enrich.fix.lines import ListLine
from enrich.fix.rules import DUPLICATE
from enrich.models import ExportedPaper, Occurrence


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
