"""Raw HTML inside a Markdown list: ``<ul>``/``<ol>`` items, ``<table>`` rows, ``<br>``-separated lines and
``<details>``/``<summary>`` groups, read into the blocks their Markdown forms give (``enrich.parse.blocks``).

markdown-it hands an HTML block over as one token of raw text. Its structure is parsed by an HTML parser (bs4's
html.parser), never by patterns over its lines. Each item's, cell's or line's inline content is written back as
Markdown inline text (a link as ``[text](<url>)``, bold as ``**...**``) and read by the same inline reader as any
Markdown line, so the entry rules (``enrich.parse.items``) see one kind of ``Line`` whatever the list wrote and
apply the same field rules to an ``<li>`` as to a ``- `` item.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

from enrich.parse.blocks import Block, Group, Heading, Item, Line, Prose, Row, Table, joined_lines, opens_entry

if TYPE_CHECKING:
    from bs4 import BeautifulSoup, Tag

# Reads Markdown inline text that starts on a source line into Lines (the document's own inline reader).
InlineReader = Callable[[str, int], list[Line]]
# Reads a paragraph's Lines into the blocks a Markdown paragraph of those lines gives: citations, line groups that
# open like entries, prose (the document's own paragraph reader).
ParagraphReader = Callable[[list[Line]], Iterable[Block]]

_LISTS = ("ul", "ol")
_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
# Tags that end the inline run before them: their content is a block of its own.
_BLOCK_TAGS = frozenset(("details", "summary", "table", "p", "div", "center", "section", *_LISTS, *_HEADINGS))
_BOLD = ("b", "strong")
_ITALIC = ("i", "em")
_BREAK = "<br>"
# The number a <br>-separated line opens with ("1. ", "[12] "), as a Markdown list's marker: not the title's.
_ENUMERATION = re.compile(r"^\s*(?:\d{1,4}[.)]|\[\d{1,4}\])[ \t]+")
_DETAILS_TAG = re.compile(r"<(/?)details\b")


def read_html(html: str, first_line: int, inline: InlineReader, paragraph: ParagraphReader) -> Iterator[Block]:
    """The blocks of an HTML block that starts on first_line, in document order."""
    # Imported here, not at the top: most lists hold no HTML lists, and bs4 costs a fifth of the parse stage's
    # start-up time and some 8 MB.
    from bs4 import BeautifulSoup

    lowered = html.lower()
    closing_earlier, closing_here = _details_closed(lowered)
    for _ in range(closing_earlier):  # "</details>" ending a group opened in an earlier block
        yield Group(None, first_line)
    walk = _HtmlWalk(_SourceLines(html, first_line), inline, paragraph, closes=closing_here, breaks="<br" in lowered)
    soup: BeautifulSoup = BeautifulSoup(html, "html.parser")
    yield from walk.children(soup)


def summary_items(html: str, first_line: int, inline: InlineReader) -> list[Item]:
    """The ``<summary>`` texts of an HTML block inside a list item, as sub-items of that item: a paper's details
    (authors, venue, year) written over its folded abstract, with their links, bold and italics kept."""
    from bs4 import BeautifulSoup

    source = _SourceLines(html, first_line)
    items: list[Item] = []
    for summary in BeautifulSoup(html, "html.parser").find_all("summary"):
        line = source.content_line(summary)
        lines = inline(_Markdown(source, line).of(summary.children), line)
        if lines:
            items.append(Item(lines, [], lines[0].number, lines[-1].number))
    return items


def _details_closed(lowered: str) -> tuple[int, int]:
    """(closing tags of groups opened before this block, closing tags of groups opened in it): the HTML parser
    drops a closing tag without its opening, so they are counted in the text."""
    earlier = here = depth = 0
    for found in _DETAILS_TAG.finditer(lowered):
        if not found.group(1):
            depth += 1
        elif depth:
            depth, here = depth - 1, here + 1
        else:
            earlier += 1
    return earlier, here


class _SourceLines:
    """Source line numbers of an HTML block's tags: where a tag's content starts, after its opening tag (which may
    run over lines: ``<a href="..."`` then ``target="_blank">Title</a>``)."""

    def __init__(self, html: str, first_line: int) -> None:
        self._html = html
        self.first_line = first_line
        self._starts = [0] + [found.end() for found in re.finditer("\n", html)]

    def content_line(self, tag: Tag | BeautifulSoup) -> int:
        if tag.sourceline is None or tag.sourcepos is None or tag.sourceline > len(self._starts):
            return self.first_line
        opening = self._starts[tag.sourceline - 1] + tag.sourcepos
        end = self._html.find(">", opening)
        return self.first_line + tag.sourceline - 1 + self._html.count("\n", opening, max(end, opening))


class _HtmlWalk:
    """One HTML block read in document order, counting the ``</details>`` it closes as its groups end."""

    def __init__(
        self, source: _SourceLines, inline: InlineReader, paragraph: ParagraphReader, *, closes: int, breaks: bool
    ) -> None:
        self._source = source
        self._inline = inline
        self._paragraph = paragraph
        self.closes = closes  # closing </details> tags written in this block, not yet matched
        self._breaks = breaks  # the block separates lines with <br>: its inline text is read line by line

    def children(self, node: Tag | BeautifulSoup) -> Iterator[Block]:
        """A node's content: inline runs between its block tags, and those blocks."""
        from bs4 import Tag

        run: list[object] = []
        start = self._line(node)  # where the run's text begins: the node's opening tag, then each block's end
        for child in node.children:
            if isinstance(child, Tag) and child.name in _BLOCK_TAGS:
                yield from self._run(run, start)
                yield from self._block(child)
                run, start = [], self._line(child) + str(child).count("\n")
            else:
                run.append(child)
        yield from self._run(run, start)

    def _line(self, tag: Tag | BeautifulSoup) -> int:
        return self._source.content_line(tag)

    def _block(self, tag: Tag) -> Iterator[Block]:
        name = tag.name
        if name == "details":
            summary = tag.find("summary", recursive=False)
            yield Group(_plain_text(summary) if summary is not None else "", self._line(tag))
            yield from self.children(tag)
            if self.closes:
                self.closes -= 1
                yield Group(None, self._line(tag))
        elif name == "summary":
            if tag.parent is None or tag.parent.name != "details":
                yield Group(_plain_text(tag), self._line(tag))  # a summary whose <details> opened a block above
        elif name in _LISTS and not _indent_only(tag):
            yield from self._list_items(tag)
        elif name == "table":
            yield from self._table(tag)
        elif name in _HEADINGS:
            yield Heading(int(name[1]), _plain_text(tag), self._line(tag))
        else:
            yield from self.children(tag)

    def _run(self, run: list[object], start: int) -> Iterator[Block]:
        """Inline content between block tags. In a block that separates its lines with <br>, each line so
        separated is an entry's (or prose, as a paragraph's line is), its source line ends only wrapping it;
        elsewhere the text is one paragraph (a ``<p>`` or ``<div>`` citing one paper, or an introduction)."""
        text = _Markdown(self._source, start).of(run)
        if not any(char.isalnum() for char in text):
            return
        if not self._breaks:
            lines = self._inline(text, start)
            if lines:
                yield from self._paragraph(lines)  # as its Markdown paragraph would be read
            return
        for part in text.split(_BREAK):
            lines = self._inline(_ENUMERATION.sub(_line_ends, part, count=1), start)
            start += part.count("\n")
            if lines:
                yield (
                    Item(lines, [], lines[0].number, lines[-1].number)
                    if opens_entry(lines[0])
                    else Prose(lines, lines[0].number)
                )

    def _list_items(self, tag: Tag) -> list[Item]:
        """Everything a list holds, as items, so that no content of a list goes unread: each ``<li>`` (one left open,
        ``<li>A<li>B`` as HTML allows, followed by the ones it holds); a list written between items
        (``<ul><li>A</li><ul><li>B</li></ul></ul>``, as hand-written pages nest) gives the sub-items of the item
        before it, as a browser shows them; and any other text there is an item of its own, for the entry rules to
        read as an entry or skip for a named reason."""
        from bs4 import Tag

        items: list[Item] = []
        run: list[object] = []
        start = self._line(tag)  # where the loose text begins: the list's opening tag, then each item's end
        for child in tag.children:
            if isinstance(child, Tag) and (child.name == "li" or _nested_list(child)):
                items.extend(self._loose_text(run, start))
                if child.name == "li":
                    items.append(self._item(child))
                    items.extend(self._open_items(child))
                else:
                    _nest(items, self._list_items(child))
                run, start = [], self._line(child) + str(child).count("\n")
            else:
                run.append(child)
        items.extend(self._loose_text(run, start))
        return items

    def _open_items(self, tag: Tag) -> Iterator[Item]:
        """The items an item left open holds (``<li>A<li>B``): the HTML parser nests B inside A."""
        for item in tag.find_all("li", recursive=False):
            yield self._item(item)
            yield from self._open_items(item)

    def _loose_text(self, run: list[object], start: int) -> Iterator[Item]:
        """Text a list holds outside its items (``<ul>References:<li>...``, a citation without its ``<li>``)."""
        text = _Markdown(self._source, start).of(run)
        if any(char.isalnum() for char in text):
            lines = self._inline(text, start)
            if lines:
                yield Item(lines, [], lines[0].number, lines[-1].number)

    def _item(self, tag: Tag) -> Item:
        """An ``<li>``: its own text is the item's lines; its nested lists are its sub-items."""
        first = self._line(tag)
        own = (node for node in tag.children if not _nested(node) or _indent_only(node))  # an indented note too
        lines = self._inline(_Markdown(self._source, first).of(own), first)
        nested_lists = [nested for nested in tag.find_all(_LISTS, recursive=False) if not _indent_only(nested)]
        children = [item for nested in nested_lists for item in self._list_items(nested)]
        last = max([first] + [line.number for line in lines] + [child.last for child in children])
        return Item(lines, children, lines[0].number if lines else first, last)

    def _table(self, tag: Tag) -> Iterator[Row]:
        """A table's rows, each with the header's text per column (the ``<th>`` row, itself a header row), once the
        whole table is read: each row carries the table."""
        table = Table(())
        rows: list[Row] = []
        for row in tag.find_all("tr"):
            cells = row.find_all(("td", "th"), recursive=False)
            if cells and all(cell.name == "th" for cell in cells):
                read = tuple(self._cell(cell) for cell in cells)
                table.header, table.header_cells = tuple(_plain_text(cell) for cell in cells), read
                rows.append(Row(read, table.header, self._line(row), table, header_row=True))
            elif cells:
                read = tuple(self._cell(cell) for cell in cells)
                rows.append(Row(read, table.header, _title_cell(read)[0].number, table))
        table.rows.extend(row.cells for row in rows if not row.header_row)
        yield from rows

    def _cell(self, cell: Tag) -> tuple[Line, ...]:
        """A cell's lines: the text between its ``<br>``s, each one line however its source wraps it, as a browser
        shows it (a title a converter wrapped over two source lines is one title, numbered by its first line)."""
        start = first = self._line(cell)
        lines: list[Line] = []
        for part in _Markdown(self._source, start).of(cell.children).split(_BREAK):
            read = self._inline(part, start)
            start += part.count("\n")
            if read:
                lines.append(joined_lines(list(read)))
        return tuple(lines) or (Line(first),)


def _title_cell(cells: tuple[tuple[Line, ...], ...]) -> tuple[Line, ...]:
    """The cell with the most letters: a row written over several source lines is the title's line, as a
    Markdown row's is its one line (``enrich fix`` edits that line, in that cell)."""
    return max(cells, key=lambda cell: sum(char.isalpha() for line in cell for char in line.text))


def _line_ends(found: re.Match[str]) -> str:
    return "\n" * found.group(0).count("\n")


def _nested_list(node: Tag) -> bool:
    """A list inside a list, not a list tag that only indents a note."""
    return node.name in _LISTS and not _indent_only(node)


def _nest(items: list[Item], sub_items: list[Item]) -> None:
    """A list written after an item, outside it, holds that item's sub-items; before any item, items of its own."""
    if not items:
        items.extend(sub_items)
        return
    parent = items[-1]
    parent.children.extend(sub_items)
    parent.last = max([parent.last] + [item.last for item in sub_items])


def _nested(node: object) -> bool:
    """A nested list or an item left open inside an item: sub-items, not the item's own text."""
    from bs4 import Tag

    return isinstance(node, Tag) and node.name in (*_LISTS, "li")


def _indent_only(node: object) -> bool:
    """A ``<ul>`` or ``<ol>`` that holds no ``<li>``: hand-written pages use one to indent a note under an item
    (``<li>Citation<ul>Copy in room 217. Conference version: <a>Title</a></ul></li>``). Its text is read as the
    text around it is, a note's lines and links the item's, as a Markdown item's continuation lines are."""
    from bs4 import Tag

    return isinstance(node, Tag) and node.name in _LISTS and node.find("li") is None


def _plain_text(tag: Tag) -> str:
    return " ".join(tag.get_text(" ").split())


class _Markdown:
    """Nodes written as Markdown inline text: links, bold, italics, code, images and line breaks kept as marks, any
    other tag by its content. The text keeps its source line ends, and gains the ones the parser keeps out of text
    (inside a tag's attributes): each tag's text starts on the tag's source line, so every line keeps its number."""

    def __init__(self, source: _SourceLines, start: int) -> None:
        self._source = source
        self._line = start  # the source line the text written so far ends on

    def of(self, nodes: Iterable[object]) -> str:
        return "".join(self._node(node) for node in nodes)

    def _node(self, node: object) -> str:
        from bs4 import Comment, NavigableString, Tag

        if isinstance(node, NavigableString):
            line_ends = node.count("\n")
            self._line += line_ends
            return "\n" * line_ends if isinstance(node, Comment) else str(node)
        if not isinstance(node, Tag):
            return ""
        return self._to_line(node) + self._tag(node)

    def _to_line(self, tag: Tag) -> str:
        at = self._source.content_line(tag)
        if at <= self._line:
            return ""
        line_ends, self._line = at - self._line, at
        return "\n" * line_ends

    def _tag(self, tag: Tag) -> str:
        name = tag.name
        if name == "br":
            return _BREAK
        if name == "img":
            return f"![{tag.get('alt') or ''}](<{tag.get('src') or ''}>)"
        if name == "code":
            return f"`{self.of(tag.children)}`"
        inner = self.of(tag.children)
        if name == "a" and tag.get("href"):
            return f"[{inner.strip()}](<{tag.get('href')}>)"
        if name in _BOLD:
            return _marked(inner, "**")
        if name in _ITALIC:
            return _marked(inner, "*")
        return inner


def _marked(inner: str, mark: str) -> str:
    """Emphasis around the text, its surrounding spaces left outside (``** x**`` would be no emphasis)."""
    text = inner.strip()
    if not text:
        return inner
    lead = inner[: len(inner) - len(inner.lstrip())]
    trail = inner[len(inner.rstrip()) :]
    return f"{lead}{mark}{text}{mark}{trail}"
