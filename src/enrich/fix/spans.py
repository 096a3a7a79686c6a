"""Where in a line an edit applies: a URL as written, the whole Markdown link around it, a table row's link cell."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise, takewhile

from enrich.parse.common import PAPER_LABEL_WORDS, pipe_framed
from enrich.parse.marked_lines import numbers_a_reference
from enrich.parse.rst import labels_the_citation_below
from enrich.titles import normalize_title

# A URL is taken as written only where it stands on its own: after "(" or a space, before ")" or a space. A URL
# that merely starts another one ("https://a.org/x" in "https://a.org/x/y") is not it.
_URL_BEFORE = frozenset("([<\"' \t")
_URL_AFTER = frozenset(")]>\"' \t")

# A cell holding a link labelled with one of these words is a table's link column ("[[pdf]](url)", "[Paper](url)").
# An HTML table cell's content on one line, and the closing tags (or line breaks) that end an HTML item's line.
_HTML_CELL = re.compile(r"<t[dh]\b[^>]*>(.*?)</t[dh]\s*>", re.IGNORECASE)
_HTML_LINE_END = re.compile(
    r"(?:\s*(?:</?(?:li|t[dhr]|tbody|table|[uo]l|d[ldt]|p|div|center|section|details|summary)\b[^>]*>|<br\s*/?>))+$",
    re.IGNORECASE,
)
# An HTML line break, which ends a line on the page inside one source line.
_LINE_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
# The end of a reStructuredText reference's embedded URI: "`Title <url>`_" or, anonymous, "`__".
_RST_EMBEDDED_END = re.compile(r">`__?(?![\w`])")
_SINGLE_BACKQUOTE = re.compile(r"(?<!`)`(?!`)")
_LINK_BRACKET = re.compile(r"(?<!\\)[\[\]]")
_LIST_ITEM_START = re.compile(r"\s*(?:[-*+]|\d{1,9}[.)])(?:\s|$)")
_BACKTICKS = re.compile(r"(?<!\\)`+")
_HTML_TAG_OPENING = re.compile(r"<[A-Za-z/!]")
_PAPER_LINK_LABEL = re.compile(rf"\[\[?(?:{'|'.join(sorted(PAPER_LABEL_WORDS))})\]?\]\(", re.IGNORECASE)


def url_spans(text: str, url: str) -> list[tuple[int, int]]:
    spans = []
    start = text.find(url)
    while start >= 0:
        end = start + len(url)
        if (start == 0 or text[start - 1] in _URL_BEFORE) and (end == len(text) or text[end] in _URL_AFTER):
            spans.append((start, end))
        start = text.find(url, end)
    return spans


def link_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The whole link around a URL: "[[PDF](url)]" or "[PDF](url)" in Markdown, "`PDF <url>`_" in reStructuredText
    (a mark inside its angle brackets would be read as the address), else the bare URL."""
    if text[start - 1 : start] == "<" and (closing := _RST_EMBEDDED_END.match(text, end)):
        opening = text.rfind("`", 0, start)
        return (opening, closing.end()) if opening >= 0 else (start, end)
    if text[start - 2 : start] != "](" or text[end : end + 1] != ")":
        return start, end
    label_start = text.rfind("[", 0, start - 2)
    if label_start < 0 or "]" in text[label_start + 1 : start - 2]:
        return start, end
    start, end = label_start, end + 1
    if text[start - 1 : start] == "[" and text[end : end + 1] == "]":
        return start - 1, end + 1
    return start, end


def insertion_point(text: str, entry_format: str, *, rst: bool = False, title: str = "") -> int:
    """Where a line takes a new link: in a table row's cell (``table_insertion_point``, ``<td>`` cells likewise; the
    row's ``title`` as the parse read it tells its title cell),
    else at the end of its text, before trailing spaces and the block tags or ``<br>`` that end an HTML item's line
    (a link after "</li>", "<br>" or the "<ul>" of its sub-items would belong to no entry, or to the next). In an
    rST line whose reference goes on to the next line (`` `Learned Index`` then ``Structures`_``), before that
    reference: inside it, the text would change the reference's name and lose its target."""
    if rst and (opening := open_phrase(text)) is not None:
        return len(text[:opening].rstrip())
    if "<t" in text:
        cells = [(found.start(1), found.end(1)) for found in _HTML_CELL.finditer(text)]
        if cells:
            return _cell_end(text, cells, title)
    if entry_format == "table" or pipe_framed(text):  # rows with no delimiter row too: a link after the closing bar
        # would open a cell outside the row's frame
        return table_insertion_point(text, title)
    if "<br" in text.lower() and title and (segment_end := _end_of_titled_segment(text, title)) is not None:
        return segment_end
    end = len(text.rstrip())
    if text[end - 1 : end] == ">" and (closing := _HTML_LINE_END.search(text, 0, end)) is not None:
        return closing.start()
    return end


def _end_of_titled_segment(text: str, title: str) -> int | None:
    """The end of the part of a line, between ``<br>`` line breaks, that holds the entry's title, when another part
    follows it: "Title [[paper](url)] <br> *Venue (2020)*" takes its links before the break, beside the title, where
    the parse reads them as the title's (after it, they would make the venue's part an entry of its own)."""
    if "\n" in text:
        return None  # an entry written over source lines: its last line's end takes the links, as before
    key = normalize_title(title)
    start = 0
    for found in _LINE_BREAK.finditer(text):
        if key and key in normalize_title(text[start : found.start()]):
            return len(text[: found.start()].rstrip())
        start = found.end()
    return None


def inserted(text: str, at: int, added: str) -> str:
    """The line with ``added`` at an insertion point, set off by a space: after what comes before it, or before
    the text when nothing does (an rST reference opening the line)."""
    if at == 0 and text.strip():
        return added + " " + text
    return text[:at] + " " + added + text[at:]


def open_phrase(text: str) -> int | None:
    """Where an rST phrase the line does not close opens: its last single backquote, when they are odd in number."""
    singles = [found.start() for found in _SINGLE_BACKQUOTE.finditer(text)]
    return singles[-1] if len(singles) % 2 else None


def open_link_text(text: str) -> int | None:
    """Where a Markdown link text the line does not close opens (``1. Lee, A. (1992). [Studying context: a`` with
    ``comparison](url)`` on the next line): its outermost unmatched ``[``. A label written at the line's end would
    land inside the link's text, and become part of the title the next reading gives."""
    opened: list[int] = []
    for found in _LINK_BRACKET.finditer(text):
        if found.group() == "[":
            opened.append(found.start())
        elif opened:
            opened.pop()
    return opened[0] if opened else None


def label_line(texts: Sequence[str], *, as_links: bool = False) -> int | None:
    """Of an entry's lines, first to last, the one whose end takes the entry's labels: the first, or, when the first
    opens a Markdown link text it does not close (``- [A Long Title That Goes`` then ``  On Here](url), 2020``), the
    last line of the entry's paragraph, the end of the citation, where a citation on one line has them (at the end of
    the line the link closes on they would split a venue wrapped after it: ``IEEE`` then ``S&P 2004``). None when
    the paragraph does not close the link text.

    Labels written as Markdown links (``as_links``) on a citation hard-wrapped over its paragraph's lines with no
    link on its first (``[72] A. Lee, B. Wu, C.`` then ``D. Ng, "Title," in Proc. X, 2024.``, as a reference list
    copied from a paper is) go at the paragraph's end too: at the first line's end they would be its first links,
    and a line with a link to a paper reads as a whole entry, its authors cut off from the title on the lines below.
    Not after a colon (``- 2024-10-30:`` over a citation), where the parse sets such links aside, nor as text labels,
    which it sets aside wherever they end a line. A heading that holds only the reference's number (``### 6`` over
    the citation) takes none: labels there would make it a heading of words, no longer the reference's number; nor
    does an rST citation's label alone on its line (``.. [Fazi2010]`` over the indented citation), where labels would
    open the citation's text and the citation below would be read as no paper's."""
    paragraph = list(takewhile(_continues_paragraph, texts[1:]))
    first = texts[0].rstrip()
    unlinked = as_links and "](" not in first and "://" not in first and not first.endswith(":")
    unlinked = unlinked or first.startswith("#") and numbers_a_reference(first)
    unlinked = unlinked or labels_the_citation_below(first)
    for index in range(len(paragraph) + 1):
        if open_link_text("\n".join(texts[: index + 1])) is None:
            return len(paragraph) if index or unlinked else 0
    return None


def _continues_paragraph(text: str) -> bool:
    """A line after an entry's first that goes on with its text: not blank, not a list item of its own."""
    return bool(text.strip()) and not _LIST_ITEM_START.match(text)


def open_markup(text: str) -> bool:
    """Whether what is written at the end of ``text`` would stand inside a Markdown link text, a code span or an
    HTML tag that ``text`` opens and does not close: the next reading would take it for part of the title, of the
    code or of the tag."""
    return open_link_text(text) is not None or _open_code_span(text) or _open_html_tag(text)


def _open_code_span(text: str) -> bool:
    """A code span closes at the next run of as many backticks as opened it."""
    opening: str | None = None
    for run in _BACKTICKS.finditer(text):
        if opening is None:
            opening = run.group()
        elif run.group() == opening:
            opening = None
    return opening is not None


def _open_html_tag(text: str) -> bool:
    last = max((found.start() for found in _HTML_TAG_OPENING.finditer(text)), default=None)
    return last is not None and ">" not in text[last:]


def table_insertion_point(row: str, title: str = "") -> int:
    """Where a table row takes a new link: at the end of the cell that already holds the paper's link ("[[pdf]](...)",
    "[Paper](...)"), else at the end of the title cell (``_cell_end``). Outside every cell the link would break the
    table."""
    bounds = [index for index, char in enumerate(row) if char == "|" and row[index - 1 : index] != "\\"]
    cells = [(start + 1, end) for start, end in pairwise(bounds)]
    if not cells:
        return len(row.rstrip())
    return _cell_end(row, cells, title)


def _cell_end(row: str, cells: list[tuple[int, int]], title: str = "") -> int:
    """The end of the cell that holds the paper's link, else of the title cell: the first that holds the title the
    parse read, else the one with the most letters. Most letters alone can be an address's: a row that ends in a
    download link written bare (``|https://example.org/a-long-dataset-page|``) would take the labels there, and a
    row read cell by cell, as a table of data sets is, would not read them as its paper's."""
    for start, end in cells:
        if _PAPER_LINK_LABEL.search(row[start:end]):
            return start + len(row[start:end].rstrip())
    wanted = " ".join(title.split()).lower()
    for start, end in cells if wanted else ():
        if wanted in " ".join(row[start:end].split()).lower():
            return start + len(row[start:end].rstrip())
    start, end = max(cells, key=lambda cell: sum(char.isalpha() for char in row[cell[0] : cell[1]]))
    return start + len(row[start:end].rstrip())
