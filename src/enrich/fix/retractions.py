"""Retracted papers marked in the lists (`enrich fix --only retractions`, opt-in): a retracted, withdrawn or
under-concern paper's entry gets a mark after it: "[RETRACTED 2021-06-14, recorded by the publisher]".

Why opt-in, and why a mark: a reading list may keep a retracted paper on purpose (a list about research integrity,
a paper that taught something), so the maintainer asks for the marks; and the entry is never removed or
rewritten, only marked, so a reader still finds the paper and sees at once what happened to it. The notice is
Crossref's (``Paper.retraction``): a correction or an erratum never gets a mark.

The mark is a bracketed label without a link in every list format, which the parse stage reads past as it reads
"[PDF]" (a text list keeps it as a label without an address); text in parentheses or after a dash would join the
title of a text list's entry. It carries no link and no DOI: a DOI link would be read back as the paper's DOI, and
a DOI would count as the line naming one, so the notice's DOI goes in the pull request, not the list.
"""

from __future__ import annotations

from enrich.export.report_model import RetractedPaper
from enrich.fix.edits import Change
from enrich.fix.rules import RETRACTED
from enrich.fix.spans import inserted, insertion_point, open_markup
from enrich.models import ExportedPaper, Occurrence, Retraction
from enrich.parse.rst import RST_SUFFIXES

MARK_WORDS = {"retraction": "RETRACTED", "withdrawal": "WITHDRAWN", "expression_of_concern": "EXPRESSION OF CONCERN"}
RECORDERS = {"publisher": "the publisher", "retraction-watch": "Retraction Watch"}


def retraction_mark(paper: ExportedPaper) -> str | None:
    """The mark for the paper's entry; None when the paper has no notice or is not resolved."""
    notice = paper.retraction
    if paper.status != "resolved" or notice is None:
        return None
    when = f" {notice.date.isoformat()}" if notice.date else ""
    who = f", recorded by {RECORDERS.get(notice.source, notice.source)}" if notice.source else ""
    return f"[{MARK_WORDS[notice.kind]}{when}{who}]"


def is_marked(text: str, notice: Retraction) -> bool:
    """Whether a line already carries a mark of this kind (the fix's, or one written the same way by hand)."""
    return f"[{MARK_WORDS[notice.kind]}" in text


def mark_retracted(
    text: str, paper: ExportedPaper, occurrence: Occurrence, kinds: frozenset[str], changes: list[Change]
) -> str:
    """The retraction mark after the entry (``text``: its line, or its lines through the one its labels go on),
    unless it already carries one."""
    notice = paper.retraction
    mark = retraction_mark(paper) if RETRACTED in kinds else None
    if mark is None or notice is None or is_marked(text, notice):
        return text
    rst = occurrence.file.lower().endswith(RST_SUFFIXES)
    end = insertion_point(text, occurrence.format, rst=rst, title=occurrence.seed_title)
    if not rst and open_markup(text[:end]):
        return text  # inside a link text or code span left open, the mark would join the title or the code
    why = RetractedPaper(paper_id=paper.id, title=paper.title, locations=[], **notice.model_dump()).summary()
    changes.append(Change(RETRACTED, "", mark, why))
    return inserted(text, end, mark)
