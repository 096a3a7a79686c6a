"""Planning: the run's findings and the lists' bytes in, the edits out. Pure: no file is read or written here.

- A line is edited only while it still reads exactly what the parse stage recorded (``Occurrence.raw``) at the
  recorded line number. A line edited, added or moved since the run is left alone and counted: the run's
  knowledge is about the line as it was, and guessing where it went could edit the wrong paper.
- Every edit is written so that the next plan finds nothing more to do (see each kind's module).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace

from enrich.fix.bibtex import bibtex_edit
from enrich.fix.duplicates import duplicate_removals, removal_edits
from enrich.fix.edits import CHANGED_SINCE_RUN, NOTHING_TO_FIX, SHARED_LINE, Change, LineEdit, Plan
from enrich.fix.identifiers import add_identifier_links, writes_links
from enrich.fix.lines import ListLine, split_lines
from enrich.fix.links import mark_dead, replace_url
from enrich.fix.published import label_the_publication, name_the_publication, published_version
from enrich.fix.retractions import mark_retracted
from enrich.fix.rules import (
    DUPLICATE,
    LINK_REPLACED,
    PUBLISHED,
    SELECTIONS,
    TITLE,
    FixRules,
    confident,
    moved_to,
    replacement,
    tag_corrections,
    to_mark_dead,
)
from enrich.fix.spans import label_line
from enrich.fix.tags import correct_tag
from enrich.fix.titles import correct_title
from enrich.fix.yaml_records import yaml_edit
from enrich.models import ExportedPaper, Occurrence


def plan_edits(papers: Sequence[ExportedPaper], lists: Mapping[str, bytes], rules: FixRules) -> Plan:
    """The edits the run's findings justify in ``lists`` (file name as the occurrences name it -> its bytes now).

    Occurrences in files not given are not considered; every other entry line is edited or counted as left alone
    with its reason."""
    plan = Plan()
    split = {name: split_lines(data) for name, data in lists.items()}
    shared = _shared_lines(papers)
    removals = duplicate_removals(papers) if DUPLICATE in rules.kinds else {}
    for paper in papers:
        for occurrence in paper.occurrences:
            lines = split.get(occurrence.file)
            if lines is None:
                continue
            line_rules = _links_only(rules) if (occurrence.file, occurrence.line) in shared else rules
            if paper.status != "resolved":
                plan.left_alone[f"entry {paper.status}"] += 1
                continue
            current = lines[occurrence.line - 1].text() if occurrence.line <= len(lines) else None
            if current != occurrence.raw:
                plan.left_alone[CHANGED_SINCE_RUN] += 1
                continue
            why = removals.get((occurrence.file, occurrence.line))
            if why is not None and (occurrence.file, occurrence.line) in shared:
                plan.left_alone[SHARED_LINE] += 1  # removing the line would remove the other paper too
                continue
            if why is not None:
                removal = removal_edits(lines, occurrence, why)
                if removal:
                    plan.edits.extend(removal)
                else:
                    plan.left_alone[CHANGED_SINCE_RUN] += 1
                continue
            if occurrence.format == "bibtex":
                edits: list[LineEdit] | LineEdit | str = bibtex_edit(lines, paper, occurrence, line_rules)
            elif occurrence.format == "yaml":
                edits = yaml_edit(lines, paper, occurrence, line_rules)
            else:
                edits = _entry_edits(_through_label_line(lines, occurrence), paper, occurrence, line_rules)
            if isinstance(edits, str):
                plan.left_alone[edits] += 1
            else:
                plan.edits.extend([edits] if isinstance(edits, LineEdit) else edits)
    plan.edits.sort(key=lambda edit: (edit.file, edit.line))
    return plan


def _shared_lines(papers: Sequence[ExportedPaper]) -> set[tuple[str, int]]:
    """Lines that list more than one paper ("[A](a.pdf) (2003) and [B](b.pdf) (2006)")."""
    papers_on: Counter[tuple[str, int]] = Counter(
        place for paper in papers for place in {(o.file, o.line) for o in paper.occurrences}
    )
    return {place for place, count in papers_on.items() if count > 1}


def _links_only(rules: FixRules) -> FixRules:
    """On a line two papers share, only its links are fixed: a tag or an identifier added there would be read back
    as the first paper's, whichever paper it was meant for."""
    return replace(rules, kinds=rules.kinds & SELECTIONS["links"])


def _through_label_line(lines: Sequence[ListLine], occurrence: Occurrence) -> list[str]:
    """The entry's lines from its first (as the run recorded it) through the one its labels go on
    (``spans.label_line``): the first alone, unless its link text wraps onto the entry's next lines or the labels,
    written as links, would be the first links of a wrapped citation's first line."""
    texts = [occurrence.raw]
    for line in lines[occurrence.line : occurrence.end_line or occurrence.line]:
        text = line.text()
        if text is None:
            break
        texts.append(text)
    last = label_line(texts, as_links=writes_links(occurrence))
    return texts[: last + 1] if last is not None else texts[:1]


def _entry_edits(
    texts: Sequence[str], paper: ExportedPaper, occurrence: Occurrence, rules: FixRules
) -> list[LineEdit] | str:
    """The edits of an entry's lines through its label line: every selected edit on the first line, then the labels
    (``add_labels``) at the end of the last, each line's edit with its own changes."""
    first, changes = fix_line(texts[0], paper, occurrence, rules)
    label_changes: list[Change] = []
    fixed = [first, *texts[1:]]
    if confident(paper, rules):
        labelled = add_labels("\n".join(fixed), paper, occurrence, rules, label_changes)
        fixed = labelled.split("\n") if len(texts) > 1 else [labelled]
    by_line = [(0, changes + label_changes)] if len(texts) == 1 else [(0, changes), (len(texts) - 1, label_changes)]
    edits = [
        LineEdit(occurrence.file, occurrence.line + index, texts[index], fixed[index], tuple(found))
        for index, found in by_line
        if found
    ]
    return edits or NOTHING_TO_FIX


def fix_line(text: str, paper: ExportedPaper, occurrence: Occurrence, rules: FixRules) -> tuple[str, list[Change]]:
    """The entry's first line with every selected edit made, but its labels (``add_labels``), and the edits: links
    first, then the tag and the title."""
    changes: list[Change] = []
    for check in paper.link_checks:
        found = replacement(paper, check, text, rules)
        if found is not None:
            text = replace_url(text, check.url, found.url, changes, LINK_REPLACED, found.why)
        elif to_mark_dead(check, rules.kinds):
            text = mark_dead(text, check, rules.dead_marker, changes)
        elif new_url := moved_to(check, rules.kinds):
            text = replace_url(text, check.url, new_url, changes)
    if not confident(paper, rules):
        return text, changes
    publication = published_version(paper, occurrence) if PUBLISHED in rules.kinds else None
    if publication is not None:
        text = name_the_publication(text, paper, occurrence, publication, changes)
    for correction in tag_corrections(paper, occurrence, rules.kinds):
        text = correct_tag(text, correction, changes)
    if TITLE in rules.kinds:
        text = correct_title(text, paper, occurrence, changes)
    return text, changes


def add_labels(text: str, paper: ExportedPaper, occurrence: Occurrence, rules: FixRules, changes: list[Change]) -> str:
    """The labels added at the end of ``text`` (the entry's lines through its label line, joined by "\\n"): the
    publication's DOI, the DOI and arXiv links, the retraction mark."""
    publication = published_version(paper, occurrence) if PUBLISHED in rules.kinds else None
    if publication is not None:
        text = label_the_publication(text, paper, occurrence, publication, changes)
    text = add_identifier_links(text, paper, occurrence, rules.kinds, changes)
    return mark_retracted(text, paper, occurrence, rules.kinds, changes)
