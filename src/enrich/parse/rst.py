"""A reStructuredText list written as Markdown, line for line, with its references resolved the way docutils
resolves them, so that a list kept in ``.rst`` is read as a Markdown document is (``enrich.parse.blocks``).

rST writes a link in two places: the reference where the paper is cited (`` `Title`_ ``, ``Title_``, the anonymous
`` `Title`__ ``) and its target elsewhere, often at the end of the file (``.. _Title: https://...``, ``__ https://...``).
Markdown has no such thing, so each reference becomes an inline link on the reference's own line: the paper's
``file:line`` and ``enrich fix`` stay on the line that cites it, and the target's line, which holds no paper, is
blank in the Markdown and counted as skipped ("markup"). Names match as docutils matches them (whitespace and case
normalised); a target may point at another (``.. _a: b_``), chain to the next one (``.. _a:`` over ``.. _b: url``)
or stand quoted (``.. _`name: with colon`: url``); anonymous references take the anonymous targets in order.

Explicit markup that holds no paper (targets, comments, substitution definitions, directive lines and their
options) is blank in the Markdown and named; ``.. toctree::`` and ``.. contents::`` are a table of contents, code
directives a code block. A directive's content (a ``.. note::``'s text) is read as the list's other lines. The other
marks become Markdown's: citations and footnotes (``.. [Lee2019] ...``) and enumerators (``#.``, ``(a)``, ``iv)``)
list items, a definition list's term a list item over its indented description, line blocks (``| text``) and field
lists (``:Venue: ...``) plain lines, interpreted text (`` `Title` ``) emphasis, roles (``:doi:`10.1/x```,
``:arxiv:`...```) links to the identifier they name, substitutions (``|name|``) their text, and section adornments
of any punctuation setext headings.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import NamedTuple

from enrich.parse.common import identifier_link, indent

# One explicit markup block's first line: "..", then what it is. Its block goes on over the lines indented past it.
_EXPLICIT = re.compile(r"^(\s*)\.\.(?:\s+(.*))?$")
_ANONYMOUS_TARGET = re.compile(r"^(\s*)__(?:\s+(.*))?$")  # "__ https://..." (short for ".. __: https://...")
_NAMED_TARGET = re.compile(r"_(?:`(?P<quoted>[^`]+)`|(?P<name>(?:[^:\\`]|\\.)+)):(?:\s+(?P<uri>.*)|$)")
_SUBSTITUTION_DEFINITION = re.compile(
    r"\|(?P<name>[^|\s](?:[^|]*[^|\s])?)\|\s+(?P<kind>[\w:.-]+)::(?:\s+(?P<value>.*))?$"
)
_DIRECTIVE = re.compile(r"(?P<kind>[\w:.+-]+)::(?:\s+(?P<argument>.*))?$")
_CITATION = re.compile(r"\[[^\]\s]+\](?:\s|$)")  # ".. [Lee2019] ", ".. [1] ", ".. [#] ", ".. [#note] ", ".. [*] "
_LABEL_ALONE = re.compile(r"\s*\.\.\s+\[[^\]\s]+\]\s*")  # ".. [Fazi2010]" on a line of its own, its text below
_GRID_BORDER = re.compile(r"^\s*\+(?:[-=]+\+)+\s*$")  # a grid table's "+-----+----+" (or "+=====+" under its header)
_SIMPLE_BORDER = re.compile(r"^\s*=+(?:[ \t]+=+)+\s*$")  # a simple table's "=====  =====" (two columns or more)
_IDENTIFIER_LABEL = re.compile(r"\[((?i:doi|arxiv):[ \t]*[^\]\s]+)\]")
_LIST_TABLE_ROW = re.compile(r"^\s*[*-]\s+[*-](?:\s+(.*))?$")  # "* - Week": a row and its first cell
_LIST_TABLE_CELL = re.compile(r"^\s+[*-](?:\s+(.*))?$")  # "  - Reading": the row's next cell
_OPTION = re.compile(r"^\s*:[\w-]+:(?:\s|$)")  # a directive's ":maxdepth: 2"
_REFERENCE_NAME = re.compile(r"^(?:`(?P<quoted>[^`]+)`|(?P<name>[\w.:+-]+))_$")  # an indirect target's value

# Directives that list the document's own parts, and those whose content is code, never a paper.
_TABLE_OF_CONTENTS = frozenset(("toctree", "contents"))
_CODE = frozenset(
    ("code", "code-block", "sourcecode", "literalinclude", "raw", "math", "highlight", "doctest", "testcode")
)
_IMAGES = frozenset(("image", "figure"))
_HEADING_DIRECTIVES = frozenset(("rubric", "topic"))  # their argument names what follows, as a heading does

# The inline marks, one pass over the text in order of appearance (anonymous references count in that order):
# an inline literal, a role before or after its text, a phrase reference with or without an embedded URI or alias,
# a footnote or citation reference, a substitution reference, interpreted text, and a one-word reference. Inline
# markup starts after a space or an opening punctuation mark and ends before a space or a closing one; a phrase
# may wrap onto the next line.
_START = r"(?<![\w`\\])"
_END = r"(?![\w`])"
_PHRASE = r"[^`\s](?:[^`\n]|\n(?!\s*\n))*?"  # no blank line inside
_INLINE = re.compile(
    rf"""{_START}``(?P<literal>[^`\n]+?)``{_END}
    |{_START}:(?P<role>[\w.+-]+):`(?P<role_text>{_PHRASE})`{_END}
    |{_START}`(?P<role_text_first>{_PHRASE})`:(?P<role_after>[\w.+-]+):{_END}
    |{_START}`(?P<phrase>{_PHRASE})`(?P<underscores>__?){_END}
    |{_START}\[(?P<footnote>[^\]\s]+)\]_{_END}
    |{_START}\|(?=[^|\n]*\w)(?P<substitution>[^|\s](?:[^|\n]*[^|\s])?)\|(?P<substitution_link>__?)?{_END}
    |{_START}`(?P<interpreted>{_PHRASE})`{_END}
    |(?<![\w\\/.-])(?P<word>[^\W_](?:[-.+:_]?[^\W_])*)(?P<word_underscores>__?){_END}
    """,
    re.VERBOSE,
)
_EMBEDDED = re.compile(r"^(?P<text>.*?)\s*<(?P<target>[^<>]+)>$", re.DOTALL)
_URI = re.compile(r"^(?:[a-z][\w+.-]*:|www\.|/|\.\.?/|#)", re.IGNORECASE)

# The roles that raise their text: a number one opens a line with is the reference's own number there, as
# converters write a numbered reference list in reStructuredText (":sup:`12` A. Lee, B. Wu, ...").
_SUPERSCRIPTS = frozenset(("sup", "superscript"))
# Roles that name a paper by an identifier, as Sphinx's extlinks and sphinxcontrib-bibtex define them.
# Sphinx's own roles for a standard by its number show it as "RFC 1035" and "PEP 8", linked to its text.
_ROLE_LINKS = {
    "doi": ("DOI: {}", "https://doi.org/{}"),
    "arxiv": ("arXiv: {}", "https://arxiv.org/abs/{}"),
    "pmid": ("PubMed: {}", "https://pubmed.ncbi.nlm.nih.gov/{}/"),
    "rfc": ("RFC {}", "https://datatracker.ietf.org/doc/html/rfc{}"),
    "pep": ("PEP {}", "https://peps.python.org/pep-{:0>4}/"),
}

# Block marks read line by line once the inline marks are Markdown's.
_AUTO_NUMBER = re.compile(r"^(\s*)\(?#[.)](?=\s)")  # "#." "#)" "(#)"
_ENUMERATOR = re.compile(r"^(\s*)(?:\((?:\d{1,3}|[a-zA-Z]|[ivxlcdm]+)\)|(?:\d{1,3}|[a-zA-Z]|[ivxlcdm]+)\))(?=\s+\S)")
_LINE_BLOCK = re.compile(r"^(\s*)\|(?:\s+|$)")
_LINE_BLOCK_OPENING = re.compile(r"\s*(?:\|\s+)?")  # what may stand before a line's only mark: a line block's bar
_FIELD = re.compile(r"^(\s*):([^:`\s][^:`]*):(?=\s|$)")
_BULLET_OR_NUMBER = re.compile(r"^\s*(?:[-*+•]|\d+[.)])\s")
# A section title's underline or overline: one punctuation character repeated (any of rST's adornment characters).
_ADORNMENT = re.compile(r"""^([!-/:-@\[-`{-~])\1{2,}\s*$""")


# What only reStructuredText writes: a hyperlink target, a substitution definition or a directive, an anonymous
# target, a reference to a target (`` `Title`_ ``). docutils' own documents and Sphinx's published sources
# (``_sources/*.rst.txt``) keep rST in ``.txt`` files.
_RST_EVIDENCE = re.compile(
    r"^[ \t]*\.\.[ \t]+(?:_[^:\n]+:|__:|\|[^|\n]+\|[ \t]+[\w-]+::|[\w-]+::)|^[ \t]*__[ \t]+\S|`[^`\n]+`__?(?![\w`])",
    re.MULTILINE,
)


RST_SUFFIXES = (".rst", ".rst.txt")


def is_rst(file: str, text: str) -> bool:
    """Whether a text list is reStructuredText: named ``.rst`` (``.rst.txt`` too), or a ``.txt`` whose marks only
    rST writes."""
    name = file.lower()
    if name.endswith(RST_SUFFIXES):
        return True
    if not name.endswith(".txt") or not ("`" in text or ".." in text or "__" in text):  # what all evidence holds
        return False
    return bool(_RST_EVIDENCE.search(text))


@dataclass(slots=True)
class MarkdownReading:
    """The Markdown a list's text reads as, line for line, and the lines its marks alone hold, by skip reason."""

    text: str
    skipped: dict[int, str] = field(default_factory=dict)  # 1-based line -> reason (enrich.parse.items)


@dataclass(slots=True)
class _Targets:
    """What the explicit markup defines: named targets (their URI or the name they point at), anonymous targets in
    order, and substitutions."""

    named: dict[str, str] = field(default_factory=dict)  # normalised name -> URI, or "name_" for an indirect one
    roles: set[str] = field(default_factory=set)  # the roles the document defines (``.. role:: authors``)
    anonymous: list[str] = field(default_factory=list)
    substitutions: dict[str, str] = field(default_factory=dict)
    images: dict[str, str] = field(default_factory=dict)
    used_anonymous: int = 0

    def resolve(self, name: str) -> str | None:
        """A name's URI, following indirect targets (a loop gives none)."""
        seen: set[str] = set()
        key = _normalised(name)
        while key in self.named and key not in seen:
            seen.add(key)
            value = self.named[key]
            indirect = _REFERENCE_NAME.match(value)
            if indirect is None:
                return value or None
            key = _normalised(indirect.group("quoted") or indirect.group("name"))
        return None

    def next_anonymous(self) -> str | None:
        if self.used_anonymous >= len(self.anonymous):
            return None
        target = self.anonymous[self.used_anonymous]
        self.used_anonymous += 1
        return self.resolve_value(target)

    def resolve_value(self, value: str) -> str | None:
        indirect = _REFERENCE_NAME.match(value)
        return (value or None) if indirect is None else self.resolve(indirect.group("quoted") or indirect.group("name"))


def rst_as_markdown(text: str) -> MarkdownReading:
    """The Markdown an ``.rst`` list reads as: same lines, each reference a link to its target's URI."""
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    skipped: dict[int, str] = {}
    targets = _Targets()
    kept = list(_without_explicit_markup(lines, skipped, targets))
    _embedded_targets("\n".join(kept), targets)
    inline = _INLINE.sub(lambda found: _inline_as_markdown(found, targets), "\n".join(kept)).split("\n")
    return MarkdownReading("\n".join(_blocks_as_markdown(inline, kept)), skipped)


# ------------------------------------------------------------------------------------------------ explicit markup


def _without_explicit_markup(lines: list[str], skipped: dict[int, str], targets: _Targets) -> Iterator[str]:
    """The lines with each explicit markup block that holds no paper blank (its lines named in ``skipped``), its
    targets and substitutions gathered; a directive's content and a citation's text are kept."""
    index = 0
    while index < len(lines):
        line = lines[index]
        marked = _EXPLICIT.match(line) or _ANONYMOUS_TARGET.match(line)
        if marked is None:
            end = _grid_table_end(lines, index)
            table = _grid_table(lines[index:end]) if end > index else None
            if table is None and (end := _simple_table_end(lines, index)) > index:
                table = _simple_table(lines[index:end])
            yield from table or [line]
            index = end if table else index + 1
            continue
        indent, body = len(marked.group(1)), (marked.group(2) or "").strip()
        # A hyperlink target's link block, its URI, ends at its first blank line, as docutils reads it: text indented
        # under it after a blank line is a block quote it anchors (``.. _Green-1995:`` over its citation).
        target = line.lstrip().startswith("__") or _NAMED_TARGET.match(body) is not None
        end = _block_end(lines, index, indent, until_blank=target)
        if line.lstrip().startswith("__"):
            targets.anonymous.append(_joined_uri(body, lines[index + 1 : end]))
            kind = "markup"
        else:
            kind = _explicit_block(body, lines, index, end, targets)
        if kind == "citation":
            yield line
            index += 1
            continue
        if kind == "content":  # a directive whose content is read: its line and options blank, its content kept
            content = _after_options(lines, index + 1, end)
            for number in range(index, content):
                skipped[number + 1] = "markup"
                yield ""
            yield from _dedented(lines[content:end], indent)
            index = end
            continue
        if kind == "list table":  # its rows as a table's, from its content on; its line and options blank
            content = _after_options(lines, index + 1, end)
            table = _list_table(lines[content:end], indent)
            for number in range(index, content if table else end):
                skipped[number + 1] = "markup"
                yield ""
            yield from table or []
            index = end
            continue
        if kind == "heading":
            skipped[index + 1] = "heading"
            yield f"{' ' * indent}### {body.split('::', 1)[1].strip()}"
            index += 1
            continue
        for number in range(index, end):
            if lines[number].strip():
                skipped[number + 1] = kind
            yield ""
        index = end


def _explicit_block(body: str, lines: list[str], index: int, end: int, targets: _Targets) -> str:
    """What one explicit markup block is, as a skip reason ("citation", "content" and "heading" keep its text),
    with any target or substitution it defines gathered."""
    if _CITATION.match(body):
        return "citation"
    if body.startswith("__:"):
        targets.anonymous.append(_joined_uri(body[3:].strip(), lines[index + 1 : end]))
        return "markup"
    target = _NAMED_TARGET.match(body)
    if target:
        name = (target.group("quoted") or target.group("name")).replace("\\", "")
        uri = _joined_uri((target.group("uri") or "").strip(), lines[index + 1 : end])
        targets.named[_normalised(name)] = uri or _chained(lines, end)
        return "markup"
    substitution = _SUBSTITUTION_DEFINITION.match(body)
    if substitution:
        value = _joined_uri((substitution.group("value") or "").strip(), lines[index + 1 : end], keep_spaces=True)
        name, kind = substitution.group("name"), substitution.group("kind")
        (targets.images if kind in _IMAGES else targets.substitutions)[name] = value
        return "markup"
    directive = _DIRECTIVE.match(body)
    if directive is None:
        return "markup"  # a comment
    kind = directive.group("kind").lower().split(":")[-1]
    if kind == "role" and directive.group("argument"):
        targets.roles.add(_defined_role(directive.group("argument")))
        return "markup"
    if kind in _TABLE_OF_CONTENTS:
        return "table of contents"
    if kind in _CODE:
        return "code block"
    if kind in _IMAGES:
        return "badge"
    if kind in _HEADING_DIRECTIVES and directive.group("argument") and end == index + 1:
        return "heading"
    return "list table" if kind == "list-table" else "content"


def _defined_role(argument: str) -> str:
    """The name a ``.. role::`` directive defines: ``authors`` of ``authors(emphasis)``."""
    return argument.split("(", 1)[0].strip().lower()


def _block_end(lines: list[str], index: int, indent: int, *, until_blank: bool = False) -> int:
    """The line after an explicit markup block: it goes on over blank lines (up to the first one, until_blank) and
    lines indented past its ".."; trailing blank lines are not its own."""
    end = index + 1
    last = index + 1
    while end < len(lines):
        line = lines[end]
        if line.strip():
            if len(line) - len(line.lstrip()) <= indent:
                break
            last = end + 1
        elif until_blank:
            break
        end += 1
    return last


def _after_options(lines: list[str], start: int, end: int) -> int:
    """The first line of a directive's content: the lines after it that are options (``:class: tip``) are not."""
    at = start
    while at < end and _OPTION.match(lines[at]):
        at += 1
    return at


# ------------------------------------------------------------------------------------------------ tables


def _grid_table_end(lines: list[str], index: int) -> int:
    """The line after a grid table opening here (a ``+----+----+`` border, then rows and borders); ``index`` when
    none does."""
    if not _GRID_BORDER.match(lines[index]):
        return index
    end = index + 1
    while end < len(lines) and lines[end].lstrip()[:1] in ("+", "|"):
        end += 1
    return end if end > index + 2 else index


def _grid_table(block: list[str]) -> list[str] | None:
    """A grid table as a GFM table, line for line: each row's cells (joined over the row's lines) on its first line,
    the rule under the first row (the header, or a paper's row where the table has none) as GFM's, the other lines
    empty rows (a blank line would end the table)."""
    bounds = [at for at, char in enumerate(block[0]) if char == "+"]
    rows: list[tuple[int, list[str]]] = []
    opened = True
    for offset, line in enumerate(block):
        if _GRID_BORDER.match(line):
            opened = True
            continue
        cells = [line[start + 1 : end].strip() for start, end in zip(bounds, bounds[1:], strict=False)]
        if opened:
            rows.append((offset, cells))
            opened = False
        else:
            rows[-1] = (rows[-1][0], [" ".join(filter(None, pair)) for pair in zip(rows[-1][1], cells, strict=True)])
    return _as_gfm(rows, len(block), indent(block[0]))


def _simple_table_end(lines: list[str], index: int) -> int:
    """The line after a simple table with a header opening here: a border of ``=`` runs, the header, a border,
    the rows, a closing border with nothing but a blank line or the end after it; ``index`` when none does."""
    if not _SIMPLE_BORDER.match(lines[index]):
        return index
    borders = [index]
    end = index + 1
    while end < len(lines) and lines[end].strip():
        if lines[end].strip() == lines[index].strip():
            borders.append(end)
        end += 1
    return end if len(borders) >= 3 and borders[-1] == end - 1 else index


def _simple_table(block: list[str]) -> list[str] | None:
    """A simple table as a GFM table, line for line: a line whose first column is blank goes on with the row
    above; the border under the header is GFM's rule, the other borders empty rows."""
    columns = [(found.start(), found.end()) for found in re.finditer(r"=+", block[0])]
    rows: list[tuple[int, list[str]]] = []
    borders = 0
    for offset, line in enumerate(block):
        if line.strip() == block[0].strip():
            borders += 1
            continue
        starts = [start for start, _ in columns[1:]] + [len(line)]
        cells = [line[start:end].strip() for (start, _), end in zip(columns, starts, strict=True)]
        if cells[0] or not rows or borders < 2:
            rows.append((offset, cells))
        else:
            rows[-1] = (rows[-1][0], [" ".join(filter(None, pair)) for pair in zip(rows[-1][1], cells, strict=True)])
    return _as_gfm(rows, len(block), indent(block[0]))


def _list_table(content: list[str], indent: int) -> list[str] | None:
    """A ``list-table`` directive's rows (``* - Week`` over ``  - Reading``) as a GFM table, line for line. A row
    after the first stands on the last line of its longest cell (the title's, most often), so that the record's
    line is the paper's and ``enrich fix`` adds to the end of the title's cell. A row whose first cell is a citation
    label (``* - .. [Lee2019]`` over ``  - | Lee, A. (2019), ...``) stands on that label's line instead: the label
    opens the reference there, as a citation outside a table does on its own line."""
    rows: list[list[tuple[int, str]]] = []  # each row's cells: (the last line it stands on, its text)
    for offset, line in enumerate(content):
        row, cell = _LIST_TABLE_ROW.match(line), _LIST_TABLE_CELL.match(line)
        if row:
            rows.append([(offset, _unbarred(row.group(1) or ""))])
        elif cell and rows:
            rows[-1].append((offset, _unbarred(cell.group(1) or "")))
        elif line.strip() and rows:
            rows[-1][-1] = (offset, f"{rows[-1][-1][1]} {_unbarred(line)}".strip())
    if not rows:
        return None
    placed = [(rows[0][0][0], [text for _, text in rows[0]])]
    for cells in rows[1:]:
        longest = max(cells, key=lambda cell: sum(char.isalpha() for char in cell[1]))
        first = cells[0]
        cited = first[1].startswith("..") and _CITATION.match(first[1][2:].lstrip()) is not None
        placed.append((first[0] if cited else longest[0], [text for _, text in cells]))
    return _as_gfm(placed, len(content), indent)


def _unbarred(text: str) -> str:
    """A cell's line without a line block's bar (``| Lee, A. (2019),`` over ``| **Title**,``): the bar only breaks
    the cell's lines, and kept it would split the cell's citation into columns of its own."""
    return _LINE_BLOCK.sub("", text.strip())


def _as_gfm(rows: list[tuple[int, list[str]]], count: int, indent: int) -> list[str] | None:
    """``count`` lines of a GFM table whose rows (their first line's offset, their cells) stand on their first lines;
    None when the first row leaves no line for the rule under it."""
    width = max(len(cells) for _, cells in rows)
    rule = rows[0][0] + 1
    if width < 2 or rule >= count or any(offset == rule for offset, _ in rows):
        return None
    written = [" " * indent + "|" + " |" * width] * count
    written[: rows[0][0]] = [""] * rows[0][0]
    for offset, cells in rows:
        padded = [_labels_as_links(cell).replace("|", "\\|") for cell in cells] + [""] * (width - len(cells))
        written[offset] = " " * indent + "| " + " | ".join(padded) + " |"
    written[rule] = " " * indent + "|" + "---|" * width
    return written


def _labels_as_links(cell: str) -> str:
    """A cell's identifier labels (``[DOI: 10.1/x]``, as ``enrich fix`` writes them) as links: a table's cells are
    read for their links, not for labels in their text."""

    def as_link(found: re.Match[str]) -> str:
        link = identifier_link(found.group(1))
        return f"`{found.group(1)} <{link.url}>`__" if link and link.url else found.group(0)

    return _IDENTIFIER_LABEL.sub(as_link, cell) if "[" in cell else cell


def _dedented(content: list[str], indent: int) -> list[str]:
    """A directive's content at its directive's indentation, its own nesting kept: indented, Markdown would read it
    as code, and a list table's cells (``* - Title`` over ``  - Venue``) are sub-items of its rows."""
    depth = min((len(line) - len(line.lstrip()) for line in content if line.strip()), default=0)
    return [" " * indent + line[depth:] if line.strip() else "" for line in content]


def _joined_uri(first: str, continuation: list[str], *, keep_spaces: bool = False) -> str:
    """A target's URI (or a substitution's text) written over several lines: docutils drops the whitespace."""
    parts = [first, *(line.strip() for line in continuation)]
    return " ".join(part for part in parts if part) if keep_spaces else "".join(parts)


def _chained(lines: list[str], end: int) -> str:
    """A target without a URI (``.. _a:``) directly over another target points where that one points: the next
    block's value, written as a reference to it; over anything else it marks a place in the document (no URI)."""
    while end < len(lines) and not lines[end].strip():
        end += 1
    following = _EXPLICIT.match(lines[end]) if end < len(lines) else None
    target = _NAMED_TARGET.match((following.group(2) or "").strip()) if following else None
    if target is None:
        return ""
    return f"`{target.group('quoted') or target.group('name')}`_"


def _embedded_targets(text: str, targets: _Targets) -> None:
    """A named reference with an embedded URI (`` `Title <url>`_ ``) is a target too: ``Title_`` links there."""
    for found in _INLINE.finditer(text):
        if found.group("phrase") and found.group("underscores") == "_":
            embedded = _EMBEDDED.match(found.group("phrase"))
            if embedded and embedded.group("text") and _URI.match(embedded.group("target")):
                targets.named.setdefault(_normalised(embedded.group("text")), _uri(embedded.group("target")))


# ------------------------------------------------------------------------------------------------ inline marks


def _inline_as_markdown(found: re.Match[str], targets: _Targets) -> str:
    """One inline mark as Markdown, with as many line breaks as it had (every line keeps its number). A mark wrapped
    over lines and written whole on its first (``_link``) leaves what follows it on its last line at that line's
    indentation: a citation's venue and year after a wrapped title (``  <url>`__. SIGCOMM 2020.``) stay in the list
    item, never a line of their own."""
    written = _inline_mark(found, targets)
    if written.endswith("\n"):
        last = found.group(0).rsplit("\n", 1)[1]
        written += last[: len(last) - len(last.lstrip())]
    return written


def _inline_mark(found: re.Match[str], targets: _Targets) -> str:
    if found.group("literal") is not None:
        return f"`{found.group('literal')}`"
    if found.group("role") or found.group("role_after"):
        role = (found.group("role") or found.group("role_after")).lower().split(":")[-1]
        text = found.group("role_text") or found.group("role_text_first")
        if role in targets.roles and _alone_on_its_line(found):  # "| :venue:`ICML 2016`": a field of the entry
            return f"{role}: {text}"
        if role in _SUPERSCRIPTS and text.isdigit() and _opens_its_line(found):
            return f"[{text}]"  # ":sup:`12` A. Lee, ...": a reference's number, as "[12] A. Lee, ..." writes it
        return _role(role, text)
    if found.group("phrase") is not None:
        return _phrase_reference(found.group("phrase"), found.group("underscores") == "__", targets)
    if found.group("footnote") is not None:
        return ""
    if found.group("substitution") is not None:
        return _substitution(found.group("substitution"), found.group("substitution_link"), targets)
    if found.group("interpreted") is not None:
        return f"*{found.group('interpreted')}*"
    word, anonymous = found.group("word"), found.group("word_underscores") == "__"
    uri = targets.next_anonymous() if anonymous else targets.resolve(word)
    return _link(word, uri) if uri else found.group(0)


def _opens_its_line(found: re.Match[str]) -> bool:
    """Whether an inline mark is the first thing on its line."""
    return not found.string[found.string.rfind("\n", 0, found.start()) + 1 : found.start()].strip()


def _alone_on_its_line(found: re.Match[str]) -> bool:
    """Whether an inline mark is all its line holds, after a line block's bar: a role a document defines for its
    own fields (``.. role:: venue``) then names the field of the entry it stands under (``| :venue:`ICML 2016```)."""
    text = found.string
    opening = text.rfind("\n", 0, found.start()) + 1
    closing = text.find("\n", found.end())
    before, after = text[opening : found.start()], text[found.end() : closing if closing >= 0 else len(text)]
    return _LINE_BLOCK_OPENING.fullmatch(before) is not None and not after.strip()


def _phrase_reference(phrase: str, anonymous: bool, targets: _Targets) -> str:
    """`` `Title <url>`_ ``, `` `Title <alias_>`_ ``, `` `Title`_ `` or `` `Title`__ `` as ``[Title](url)``; a
    reference to a place in the document (a section's title) as its text."""
    embedded = _EMBEDDED.match(phrase)
    if embedded:
        text, target = embedded.group("text"), embedded.group("target")
        alias = _REFERENCE_NAME.match(target.strip())
        uri = targets.resolve(alias.group("quoted") or alias.group("name")) if alias else _uri(target)
        breaks = target.count("\n") + phrase[len(text) : embedded.start("target")].count("\n")
        return _link(text or target.strip(), uri) + "\n" * breaks
    uri = targets.next_anonymous() if anonymous else targets.resolve(phrase)
    return _link(phrase, uri)


def _role(role: str, text: str) -> str:
    """``:doi:`10.1/x``` as a link to the DOI (so the paper's identifier is read), a role naming a URL as a link
    labelled by the role (``:pdf:`https://...```), any other (``:cite:``, ``:ref:``) as its text."""
    embedded = _EMBEDDED.match(text)
    shown, value = (embedded.group("text"), embedded.group("target")) if embedded else (text, text)
    if role in _ROLE_LINKS:
        label, address = _ROLE_LINKS[role]
        return _link(shown if embedded else label.format(value), address.format(value.strip()))
    if _URI.match(value.strip()) and "://" in value:
        return _link(shown if embedded else role, value.strip())
    return shown


def _substitution(name: str, link: str | None, targets: _Targets) -> str:
    """``|name|`` as the text its definition gives (an image as a Markdown image); ``|name|_`` links it too."""
    image = targets.images.get(name)
    shown = f"![{name}]({image})" if image is not None else targets.substitutions.get(name, name)
    if not link:
        return shown
    uri = targets.next_anonymous() if link == "__" else targets.resolve(name)
    return _link(shown, uri)


def _link(text: str, uri: str | None) -> str:
    """``[text](uri)`` on the line the reference opens on: a link wrapped onto the next line is one line's text to
    the Markdown reading, so its line breaks follow it (the next line keeps what came after the reference)."""
    if not uri:
        return text
    shown = " ".join(text.split()).replace("[", "\\[").replace("]", "\\]")
    link = f"[{shown}](<{uri}>)" if any(mark in uri for mark in " ()") else f"[{shown}]({uri})"
    return link + "\n" * text.count("\n")


def _uri(target: str) -> str:
    return "".join(target.split())


def _normalised(name: str) -> str:
    """A reference name as docutils compares it: whitespace runs as one space, case ignored."""
    return " ".join(name.split()).lower()


# ------------------------------------------------------------------------------------------------ block marks


def _blocks_as_markdown(lines: list[str], source: list[str]) -> Iterator[str]:
    """Each line with rST's block marks written as Markdown's; an adornment under its title a setext underline; a
    term over its indented definition (``_terms``, read in the source, where a reference wrapped over the term's
    lines has not yet left them blank) a list item with the definition inside it."""
    terms = _terms(source)
    definition: _Definition | None = None
    for index, line in enumerate(lines):
        above = lines[index - 1] if index else ""
        if _ADORNMENT.match(line):
            # under a title it underlines: a setext heading; elsewhere (an overline, a transition) nothing
            yield "---" if above.strip() and not _ADORNMENT.match(above) else ""
            continue
        written = _block_line(line, term=index in terms)
        definition = terms.get(index, definition)
        if definition is None or index < definition.start:
            yield written
        elif source[index].strip() and indent(source[index]) <= definition.term_indent:
            definition = None  # the definition has ended
            yield written
        else:
            yield _in_item(written, definition)


class _Definition(NamedTuple):
    """Where a term's definition starts, and how the term and the definition are indented."""

    start: int
    term_indent: int
    least_indent: int


def _terms(source: list[str]) -> dict[int, _Definition]:
    """The first line of each term with the definition indented under it: a paragraph after a blank line, on one
    line or wrapped over several at its indent (a reference whose URI closes on its second line: `` `Title`` over
    ``<url>`_``), then lines indented past it (``| :venue:`ICML 2016```, ``Lee, J. and Kim, S. SIGCOMM 2014.``)
    with no blank line between."""
    terms: dict[int, _Definition] = {}
    index = 0
    while index < len(source):
        line = source[index]
        opens = line.strip() and not (index and source[index - 1].strip()) and not _BULLET_OR_NUMBER.match(line)
        stripped = line.lstrip()
        if not opens or stripped.startswith(("..", "|")) or _ADORNMENT.match(line) or _field_marker(stripped):
            index += 1
            continue
        end = index + 1
        while end < len(source) and source[end].strip() and indent(source[end]) == indent(line):
            end += 1
        definition = _definition(source, end, indent(line))
        if definition is not None:
            terms[index] = definition
        index = end
    return terms


def _field_marker(line: str) -> bool:
    """A field list's line (``:Authors: ...``), no term; a term may open with a role (``:ref:`[Lee2011] <Lee2011>```,
    a Sphinx bibliography's key over its citation), which is interpreted text, no field."""
    return line.startswith(":") and _ROLE_OPENING.match(line) is None


# An interpreted-text role opening a line: ":ref:`", ":cite:`".
_ROLE_OPENING = re.compile(r":[\w.+-]+:`")


def _definition(source: list[str], start: int, term_indent: int) -> _Definition | None:
    """The definition starting on a term's next line, when that line is indented past the term and the term is no
    section title (over an adornment): it goes on over blank lines and lines indented past the term."""
    if start >= len(source) or not source[start].strip() or indent(source[start]) <= term_indent:
        return None
    if _ADORNMENT.match(source[start - 1]):
        return None
    below = itertools.takewhile(lambda text: not text.strip() or indent(text) > term_indent, source[start:])
    return _Definition(start, term_indent, min(indent(text) for text in below if text.strip()))


def _in_item(line: str, definition: _Definition) -> str:
    """A line of a term's definition inside the term's list item: at the item's content, its own nesting kept,
    so that neither a blank line the term's wrapped reference left nor a deep indent makes it code."""
    if not line.strip():
        return line
    nesting = max(0, indent(line) - definition.least_indent)
    return " " * (definition.term_indent + 2 + nesting) + line.lstrip()


def _block_line(line: str, *, term: bool) -> str:
    stripped = line.lstrip()
    indent = line[: len(line) - len(stripped)]
    if stripped.startswith(".. ["):  # a citation or footnote: ".. [Lee2019] Lee, J. ..."
        # the spaces that align the citations' texts after their labels go too: five or more after a list's
        # marker would make its text an indented code block
        return indent + "- " + _CITATION.sub("", stripped[3:], count=1).lstrip()
    if term:
        return f"{indent}- {stripped}"
    line = _AUTO_NUMBER.sub(r"\g<1>1.", line)
    line = _ENUMERATOR.sub(r"\g<1>1.", line)
    if not line.rstrip().endswith("|"):  # a grid table's row is no line block
        line = _LINE_BLOCK.sub(r"\1", line)
    return _FIELD.sub(r"\1\2:", line)


def labels_the_citation_below(line: str) -> bool:
    """An rST citation's label alone on its line (``.. [Fazi2010]``), its citation on the indented lines below: the
    citation opens on the label's line, where its entry or its unparsed record stands and its fix's labels do not."""
    return _LABEL_ALONE.fullmatch(line) is not None
