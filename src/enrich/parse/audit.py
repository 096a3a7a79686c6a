"""The parse audit: no paper line dropped without a word, whatever the rules before it did.

Every scan of a list (a Markdown document, a text list read line by line or as a document, an rST document) ends
here. The audit accounts for each non-blank source line once: the first line of an entry, a line inside an entry's
span, an unparsed record, or a skip with its reason (the rules' ``Skip`` marks, each a reason and a count of lines
from its start line, laid over the lines no entry or record holds). A line held only by a skip whose reason does
not name what the line is, or by nothing at all, and which reads like a paper by the one evidence rule
(``enrich.parse.items.reads_like_a_paper``), becomes an unparsed record whose reason names both the skip and the
evidence; it is counted as unparsed, no longer as skipped. Only lines no entry accounts for are read, so a list the
rules read whole costs a set lookup per line.

A BibTeX file needs no audit: its entries are its own structure (``@type{key, ...}``), every one of them becomes
an entry, an unparsed record or a named skip (``enrich.parse.bibtex``), and text between entries is a comment by
BibTeX's own rules.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from enrich.parse.blocks import TAGS_ALONE, Item, is_field_record, read_blocks
from enrich.parse.common import NO_RULE_READ_ITS_SHAPE, NO_TITLE_TOLD_APART
from enrich.parse.items import (
    PAPER_LINK_EVIDENCE,
    labels_its_authors,
    may_title_a_paper,
    names_a_part_of_a_work,
    reads_like_a_paper,
)

# Skip reasons that name what a line is, so a skip for them stands whatever the line holds. Structure: a heading,
# a table of contents, a table's header, code, markup. Non-papers the rules recognised on the line's own evidence
# (its only links are code or course pages, a publisher or an ISBN names a book, a meeting names its tutorials, a
# schedule's date names a session): such lines carry years, venues and authors as papers do (a book's citation,
# "ICML 2016 Tutorials"), so the evidence rule would call them papers, and the rule that recognised them read more
# than the evidence rule does.
NAMED_SKIPS = frozenset(
    (
        "heading",
        "table of contents",
        "table header",
        "badge",
        "code block",
        "markup",
        "software",
        "course",
        "blog",
        "book",
        "event",
        "web page",
        "documentation",
        "schedule",
        "proceedings volume",
        "record fields",
    )
)
# Named skips that are a rule's judgement of what a line cites, read from a host, a word or a date: a paper's own
# evidence on the line (a link to the paper, a citation's authors and year, a venue with its year) outweighs the
# judgement, and the line becomes unparsed, so a paper linked through a blog post or a badge is never lost
# unreported. Books and web pages stay out: their rules read what a paper's citation never has (a publisher or an
# ISBN; the day a page was "Accessed"), and their citations hold a paper's evidence (on the 243 development lists,
# 12 lines labelled as books would become unparsed for no paper gained), save a line naming a part of a work
# (``audit_lines``).
JUDGED_SKIPS = NAMED_SKIPS - {
    "heading",
    "record fields",
    "table of contents",
    "table header",
    "code block",
    "markup",
    "book",
    "web page",
}
# Skip reasons that say only that no rule read a paper on the line, or name the line's container rather than the
# line (a paragraph, a quote, an HTML block, a section named for non-papers): a line there that reads like a paper
# becomes unparsed. The words say what the skip was, for the record's reason.
AUDITED_SKIPS = {
    "prose": "skipped as prose",
    "no paper evidence": "skipped for want of a paper's evidence",
    "non-paper section": "skipped as an item of a non-paper section",
    "block quote": "skipped as a block quote",
    "html": "skipped as HTML",
}
# A non-blank line no rule accounted for (a thematic break, a table's delimiter row, an HTML tag alone): counted
# under this reason when it does not read like a paper.
UNREAD = "unread"
_UNREAD_WORDS = "read by no rule"
# The audit's words for a line no rule judged to be anything: read by none, or skipped for want of evidence, as
# prose, or for the quote or HTML it stands in. A paper there is one in a shape no rule knows, which the entry
# labeller may read (``no_rule_read_its_title``). A skip for what the line is (a heading, software, a course, an
# item of a section of non-papers) is a rule's judgement, which the audit reports against but does not undo.
_UNJUDGED = tuple(
    f"{words}, yet it reads like a paper ("
    for words in (
        _UNREAD_WORDS,
        *(AUDITED_SKIPS[reason] for reason in ("prose", "no paper evidence", "block quote", "html")),
    )
)
# Skips that name the line's context as a non-paper one: a line there is unparsed on a paper's own evidence alone.
_STRICT_SKIPS = frozenset(("non-paper section",))
# A code fence alone, opening or closing a block: its lines are read, the fence is a mark.
_FENCE = re.compile(r"\s*(?:```|~~~)[\w+-]*\s*")
# Markdown's link reference definition, "[label]: https://...": no block of its own, so no rule visits it.
_LINK_DEFINITION = re.compile(r" {0,3}\[[^\]]+\]:\s*\S")


_RECORD_EVIDENCE = "a record of its authors and fields under it"

# How a line opens a block other than a paragraph: a list item, a table row, a heading, a quote, HTML.
_BLOCK_OPENING = re.compile(r"(?:[-*+]\s|\d+[.)]\s|[|#><])")


# The most words a line of a paper's details under its heading holds (its authors, venue and year); more is prose.
_MAX_DETAILS_WORDS = 30


class SkipMark(NamedTuple):
    """A skip as the rules report it: its reason and how many source lines from its start line it holds."""

    line: int
    reason: str
    lines: int = 1
    names_its_lines: bool = False  # a section's reason that says what its lines are: a section of books, of talks


class Audit(NamedTuple):
    skipped: Counter[str]  # non-blank lines no entry or unparsed record holds, by reason
    continued: int  # lines that continue an entry or an unparsed record: its span, its block's further lines
    unparsed: list[tuple[int, str]]  # (line, reason) of lines that read like a paper and were skipped or unread


# The mark of a line that continues an entry or an unparsed record (the lines of its block after its span).
_CONTINUED = SkipMark(0, "continued", 0)


def no_rule_read_its_title(reason: str) -> bool:
    """Whether an unparsed record's reason says its line reads like a paper whose title no rule read, and no rule
    judged it to be anything else: the records the entry labeller is asked about (``enrich.parse.tagger.rescue``)."""
    return reason.endswith((NO_TITLE_TOLD_APART, NO_RULE_READ_ITS_SHAPE)) or reason.startswith(_UNJUDGED)


def audit_lines(
    lines: Sequence[str], spans: Iterable[tuple[int, int]], recorded: Iterable[int], skips: Iterable[SkipMark]
) -> Audit:
    """Every non-blank line of ``lines`` accounted for once: ``spans`` are the entries' (first, last) lines,
    ``recorded`` the unparsed records' lines, ``skips`` the rules' skip marks."""
    spans = list(spans)
    first_lines = {first for first, _ in spans}
    held = first_lines | set(recorded)
    inside = {
        number for first, last in spans for number in range(first + 1, last + 1) if lines[number - 1].strip()
    } - held
    held |= inside
    marks = _skip_marks(lines, sorted(skips), held)
    skipped: Counter[str] = Counter()
    unparsed: list[tuple[int, str]] = []
    continued = len(inside)
    current: SkipMark | None = None  # the block the line above belongs to, while no blank line ends it
    for number, raw in enumerate(lines, 1):
        if not raw.strip():
            current = None
            continue
        if number in held:
            current = _CONTINUED
            continue
        own = marks.get(number)
        if own is None and TAGS_ALONE.fullmatch(raw):
            skipped["markup"] += 1  # "<tr>", "{{< tdopen >}}": tags around the lines that hold text, between blocks
            current = None
            continue
        opening = current is None or own is not None and own.line == number  # a block's or a skip's first line
        mark = current = own or current
        if mark is _CONTINUED:
            continued += 1
            continue
        if mark is None and (_LINK_DEFINITION.match(raw) or _FENCE.fullmatch(raw)):
            skipped["markup"] += 1  # a link reference definition, a fence around text read as text
            continue
        if mark is not None and mark.reason == "heading":
            evidence = _heading_evidence(lines, number, held)
            if evidence is not None:
                unparsed.append((number, f"skipped as a heading, yet it reads like a paper ({evidence})"))
                continue
        if mark is not None and (mark.reason not in AUDITED_SKIPS or mark.names_its_lines):
            # a book's judgement gives way on a line naming a part of a work: a chapter or an article in an edited
            # volume, cited as a paper (on 80 lists first scored by the code before their rounds, 13 such lines were
            # lost to the book rule without a word); one line labelled a book on the development lists becomes
            # unparsed so, against 12 were every book's judgement to give way
            judged = mark.reason in JUDGED_SKIPS or mark.reason == "book" and names_a_part_of_a_work(raw)
            overruled = judged and reads_like_a_paper(raw, strict=True)
            if overruled:
                unparsed.append((number, f"skipped as {mark.reason}, yet it reads like a paper ({overruled})"))
                continue
            skipped[mark.reason] += 1
            continue
        strict = not opening or mark is not None and mark.reason in _STRICT_SKIPS
        evidence = reads_like_a_paper(raw, strict=strict)
        below = lines[number] if number < len(lines) else ""
        if evidence is None and below.strip() and number + 1 not in held and marks.get(number + 1, mark) is mark:
            evidence = reads_like_a_paper(f"{raw.rstrip()} {below.strip()}", strict=strict)  # its details below
        if evidence is None:
            skipped[UNREAD if mark is None else mark.reason] += 1
            continue
        how = _UNREAD_WORDS if mark is None else AUDITED_SKIPS[mark.reason]
        unparsed.append((number, f"{how}, yet it reads like a paper ({evidence})"))
    return Audit(skipped, continued, unparsed)


def _heading_evidence(lines: Sequence[str], number: int, held: set[int]) -> str | None:
    """What says "paper" of a heading that titles one paper, as pages that give each paper a heading write it: its
    title linked to the paper's page (``### [Title](https://arxiv.org/abs/...)``), or the paragraph right under it
    completing a citation with the paper's own evidence (``### Title`` over ``A. Lee, *Nature* [2010]``). A
    heading's year or venue alone names its section ("Papers at ICML 2019"), so neither counts on its own."""
    heading = lines[number - 1].strip().lstrip("#").strip()
    if "](" in heading and reads_like_a_paper(heading, strict=True) == PAPER_LINK_EVIDENCE:
        return PAPER_LINK_EVIDENCE
    below = next((index for index in range(number, len(lines)) if lines[index].strip()), None)
    if below is None or below + 1 in held or not may_title_a_paper(heading):
        return None
    if _record_of_authors(lines, below, held, lines[number - 1].lstrip().count("#", 0, 7)):
        return _RECORD_EVIDENCE
    details = lines[below].strip()
    if _BLOCK_OPENING.match(details) or len(details.split()) > _MAX_DETAILS_WORDS:
        return None  # a list, a table, a quote or a paragraph of prose under a heading: a section's, not a paper's
    return reads_like_a_paper(f"{heading}. {details}")


def _record_of_authors(lines: Sequence[str], index: int, held: set[int], level: int) -> bool:
    """Whether the first paragraph from ``index`` (0-based) on, past sub-headings deeper than the heading's
    ``level`` (``### General information``), is a record of a paper's fields one a line that names its authors
    (``**Authors** : A. Lee, B. Wu``, ``**Publication date** : 04/04``), as generated pages give each paper a heading
    over such a record: the heading is the paper's title."""
    deeper = "#" * (level + 1)
    while index < len(lines) and (not lines[index].strip() or lines[index].lstrip().startswith(deeper)):
        index += 1
    end = index
    while end < len(lines) and lines[end].strip() and not lines[end].lstrip().startswith("#"):
        end += 1
    if any(number + 1 in held for number in range(index, end)):
        return False
    block = next(iter(read_blocks("\n".join(lines[index:end]))), None)
    return isinstance(block, Item) and is_field_record(block.lines) and any(map(labels_its_authors, block.lines))


def _skip_marks(lines: Sequence[str], skips: Sequence[SkipMark], held: set[int]) -> dict[int, SkipMark]:
    """The skip that holds each skipped line: each mark takes, from its start line on, as many non-blank
    lines as it counts that no entry, record or earlier mark holds, and stops at the next mark's start line."""
    marks: dict[int, SkipMark] = {}
    starts = sorted({mark.line for mark in skips})
    for mark in skips:
        if mark.lines <= 0:
            continue
        following = bisect_right(starts, mark.line)
        stop = starts[following] if following < len(starts) else len(lines) + 1
        left = mark.lines
        number = max(mark.line, 1)
        while left and number < stop:
            if number not in held and number not in marks and lines[number - 1].strip():
                marks[number] = mark
                left -= 1
            number += 1
    return marks
