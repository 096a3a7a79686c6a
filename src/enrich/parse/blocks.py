"""A Markdown list as a document: markdown-it-py's CommonMark + GFM-table token stream turned into blocks.

The structure is parsed once, by a real parser, and the entry rules (``enrich.parse.items``) work on what it gives:
headings, list items with their continuation paragraphs and sub-items, table rows with their header, paragraphs
split into their source lines, and the ``<details>``/``<summary>`` groups some lists put years in. Inline markup is
flattened into a ``Line``: the visible text, with the spans that were links, bold, italics or code, so the rules
can ask "is this part the link's text?" without reading Markdown again.

Why markdown-it-py rather than mistune: its tokens carry source line ranges (``Token.map``), which every record
needs (``file:line`` in reports, and ``enrich fix`` edits the exact line); mistune's AST has none. A block quote's
content and the text of indented code (a list indented four spaces is code to Markdown) or of a fence without a
language are read as any other blocks are, so a paper written there is never dropped unseen; a quoted paragraph that
holds no paper is skipped as "block quote". A fence with a language (``bibtex``, ``python``) is code, skipped.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import chain
from typing import Any
from urllib.parse import unquote

from markdown_it import MarkdownIt
from markdown_it.rules_core import StateCore, inline, text_join
from markdown_it.token import Token

from enrich.ids import arxiv_abs_url, arxiv_id_from_url, doi_from_url, doi_url, normalize_arxiv_id, normalize_doi
from enrich.parse.citations import (
    IDENTIFIER_LABELS,
    author_date_key,
    breaks_word,
    citation_runs,
    ends_a_citation,
    is_citation,
    key_before_link,
    opens_with_authors,
)
from enrich.parse.common import MIN_TITLE_LIKE_WORDS, indent, pipe_framed
from enrich.parse.quick_inline import quicken, read_simple

_BREAK_TAG = re.compile(r"<br\s*/?>", re.IGNORECASE)
# An inline HTML tag that stands for Markdown's bold, italics or link: its slash when it closes, its name.
_INLINE_TAG = re.compile(r"<(/?)\s*([A-Za-z]+)\b[^<>]*>")
_INLINE_TAG_MARKS = {"b": "strong", "strong": "strong", "i": "em", "em": "em", "a": "link"}
_HREF_ATTRIBUTE = re.compile(r"""\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.IGNORECASE)
# An anchor's own name: "id" or "name". An ``<a>`` whose address is "#" and its own name links to itself, a
# permalink a page sets around a citation so others can cite it (``<a id='lee2016' href='#lee2016'>Lee, A., ...</a>``):
# no link, and its text is the line's, as a page shows it.
_ANCHOR_NAME = re.compile(r"""\b(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.IGNORECASE)
_SRC_ATTRIBUTE = re.compile(r"""\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.IGNORECASE)
# A static shields.io badge's address, whose path writes the words the badge shows: its label, its message and its
# colour between single dashes (``/badge/SC-2023-green.svg``, ``/badge/NeurIPS-2023-blue``), "--" a dash in a word,
# "_" a space, "__" an underscore.
_STATIC_BADGE = re.compile(r"https?://img\.shields\.io/badge/([^/?#]+)", re.IGNORECASE)
_BADGE_PART = re.compile(r"(?<!-)-(?!-)")
# Bullets written as characters, not Markdown list markers ("• [OSDI '22] ..."): the line is still an entry's.
_TEXT_BULLETS = "•·▪◦‣–"
# A Markdown list marker that reaches a paragraph's line as text: only the text of an HTML block (``<h2>2025</h2>``
# over ``* A. Lee (2025) “Title”`` with no blank line between, which Markdown keeps as the block's HTML) or of a code
# block holds one, since a list item anywhere else is read as one. Each such line is an item of its own.
_WRITTEN_LIST_MARKER = re.compile(r"[*+-][ \t]+\S")
_YEAR_MARKER = re.compile(r"(?:19|20)\d\d")
_YEAR_FIRST = re.compile(r"(?:19|20)\d\d\s*[,:.]")
# A year alone as a bold label ("**2018**\", "**2018:**") over the entries of that year in one paragraph.
_YEAR_LABEL = re.compile(r"\W*(?:19|20)\d\d\W*")
_OPENING_QUOTES = '"“'
# YAML front matter at a page's start: key lines, their indented or listed values, comments, blank lines.
_FRONT_MATTER = re.compile(r"---[ \t]*\n((?:[^\n]*\n){0,60}?)---[ \t]*(?:\n|$)")
_FRONT_MATTER_LINE = re.compile(r"[\w-]+:|\s|-|#|$")
# The meta-data block Python-Markdown's extension and Pelican read: "Title: References" and other keys on the first
# lines, up to the first blank line, no "---" around them. Its title is the page's, its lines no list's.
_META_DATA = re.compile(
    r"((?:(?i:title|authors?|date|modified|tags|keywords|summary|description|slug|category|categories|status|lang"
    r"|template|save_as|url)[ \t]*:[^\n]*\n)+)(?=[ \t]*\n)"
)
# An admonition's opener, as MkDocs and Python-Markdown write one (``!!! note "Title"``, ``??? tip`` folded), over
# its body indented four spaces: publication pages built with MkDocs Material set each paper in one.
_ADMONITION = re.compile(
    r'^(?:!!!|\?\?\?\+?)[ \t]+[\w-]+(?:[ \t]+"[^"\n]*")?(?P<rest>[^\n]*)$(?=\n(?: {4}|\t)\S)', re.M
)
_FRONT_MATTER_TITLE = re.compile(r"^(?i:title):[ \t]*(\S.*?)[ \t]*$", re.MULTILINE)
# The label of a record's title field, with the space after it: "**Title:** [Title](url)" over "**Authors:** ...".
_TITLE_FIELD = re.compile(r"title:\s*", re.IGNORECASE)
# The label of a field holding a paper's whole citation, with the space after it: "Citation: A. Lee, "Title," ...".
_CITATION_FIELD = re.compile(r"(?:citation|reference):\s*", re.IGNORECASE)
_TITLE_END = re.compile(r"[.?!][\"”’']?\s*$")
_NEWLINE = re.compile(r"\n")
_CELL_BAR = re.compile(r"(?<!\\)\|")
_MAX_HEADER_CELL_WORDS = 4
_MIN_PIPE_ROWS = 2  # one framed line alone is read as the text it renders as; a run of them is a table
# A URL written out; balanced parentheses belong to it ("https://doi.org/10.23638/LMCS-16(3:13)2020"), a closing
# one alone does not ("(see https://example.org)").
_BARE_URL = re.compile(r"https?://(?:[^\s<>()\[\]]|\([^\s<>()\[\]]*\))+")
# A link's address a hard wrap cut in two ("[Title](https://www.nature.com/nature/" over "journal/v436/...html) 2005."):
# the address's first part up to the line break, and its rest up to the closing parenthesis, neither with a space.
_WRAPPED_ADDRESS = re.compile(r"(\]\(https?://[^\s()]*)\n[ \t]*([^\s()]+\))")
# An identifier written out as text, with its scheme ("arXiv preprint arXiv:1810.00790.", "doi:10.1177/0267658321"):
# a link to the paper as its address would be, so the entry's arXiv id or DOI is read from it as from a link.
# C1 control characters: invisible, and in a list's text only where a quote mark's UTF-8 bytes were once read as
# cp1252 and written back ('"' then U+009D for "”"); the text a reader sees has none.
_C1_CONTROL = re.compile("[\x80-\x9f]")
# A mark glued to an author's name or initials: a corresponding author's envelope, equal contribution's star, a
# dagger or a section sign footnoting an affiliation ("Ahel, I.✉ & Suskiewicz, M.J.✱"). A key to the marks says what
# each means; in a citation they are no part of the name, and read as words they end the authors' list too soon.
_MARK_AFTER_A_NAME = re.compile(r"(?<=[^\W\d_]|\.)[✉✱†‡§¶⁎∗]+(?![^\W\d_])")  # never inside a word ("S‡ndor")
_WRITTEN_IDENTIFIER = re.compile(r"\b(?:arxiv:\s?(\d{4}\.\d{4,5})(?:v\d+)?\b|doi:\s?(10\.\d{4,9}/\S+))", re.IGNORECASE)
# A mark of one to three signs in parentheses that opens a line (``(→)``, ``(••)``, ``(*)``), as course lists grade
# their readings; never letters or digits, which a citation's lead may hold (``(2019)``, ``(a)``).
_READING_MARKER = re.compile(r"\((?:[^\w\s()]){1,3}\)[ \t]+(?=\S)")
# The links `enrich fix` writes for a paper's identifiers in Markdown (``enrich.fix.identifiers``).
_IDENTIFIER_LINK_LABELS = frozenset(("doi", "arxiv"))
_MAX_LINK_LABEL_WORDS = 1  # a label of one word ("PDF", an address, a DOI); a title has more
# A site template's variable at the start of a link's address: "]({{ site.baseurl }}", "]({{site.url}}".
_TEMPLATE_IN_LINK = re.compile(r"\]\(\{\{[^{}\n]{1,60}\}\}")
_TEMPLATE_SPACE = "\u00a0"
# A line of markup tags alone, no text between them: HTML's ("<tr>", "</table>") or a site generator's shortcodes
# (Hugo's "{{< tdclose >}}{{< tdopen >}}", as course pages exported to Hugo lay out their tables of readings).
TAGS_ALONE = re.compile(r"[ \t]*(?:(?:<[^<>\n]*>|\{\{[<%][^{}\n]*[%>]\}\})[ \t]*)+")
_BRACKETED_WORD = re.compile(r"\[[^\s\[\]]+\]")  # a tag of one word in brackets beside links: "[formalized]"
# Tags an HTML block is read for (``enrich.parse.html_blocks``); a block without any (a comment, an image alone)
# is skipped whole, without parsing it.
_HTML_STRUCTURE = ("<li", "<tr", "<br", "<details", "</details", "<summary", "<p", "<div")
# What an HTML block writes that is not its text: tags (their attributes, an image's alt text), comments, entities.
_HTML_MARKUP = re.compile(r"<!--.*?-->|<[^>]*>|&#?\w+;", re.DOTALL)
# LaTeX's layout commands opening a line, which print nothing: a reference list pasted from a LaTeX source keeps them
# ("\\noindent [12] Lee, A. ...", "\\bibitem{lee19} Lee, A. ..."). The label of "\\item[12]" is the line's, as printed.
_LATEX_LAYOUT = re.compile(
    r"(?:(?:\\(?:no)?indent|\\par|\\(?:small|med|big)skip|\\newline|\\hfill|\\item|\\bibitem(?:\[[^\]]*\])?\{[^}]*\}"
    r"|\\[vh]space\*?\{[^}]*\})(?![A-Za-z])\s*)+"
)
# Fence languages whose content is text a list writes, read as its other lines are; any other language is code.
_TEXT_FENCES = frozenset(("", "text", "txt", "plain", "plaintext", "md", "markdown"))


@dataclass(frozen=True, slots=True)
class LinkSpan:
    label: str  # the link's text, or an image's alt text when the link wraps a badge
    url: str
    start: int  # where the label sits in Line.text (start == end for a badge-only link)
    end: int


@dataclass(slots=True)
class Line:
    """One line of inline content: its source line, visible text and the spans markup gave parts of it."""

    number: int  # 1-based source line
    text: str = ""
    links: list[LinkSpan] = field(default_factory=list)
    strong: list[tuple[int, int]] = field(default_factory=list)
    emphasis: list[tuple[int, int]] = field(default_factory=list)
    code: list[tuple[int, int]] = field(default_factory=list)
    bold_runs_on: bool = False  # a bold span goes on past the line's end: a title hard-wrapped inside its **
    italic_runs_on: bool = False  # an italic span goes on past the line's end: "*Title wrapped" / "over lines.*"
    link_runs_on: bool = False  # the last link's text goes on past the line's end: "[Title wrapped" / "over lines]()"
    # Identifier labels `enrich fix` wrote at the line's end ("[DOI: 10.1145/...] [arXiv: 2601.1]"), set aside from
    # the text (``_labels_set_aside``): the entry's identifiers, never a part of the text the rules read
    identifiers: str = ""
    # What static badges on the line show, as (label, message): ``("SC", "2023")`` for a badge of a venue and its year
    # (``badge_words``). An image writes no text, so the rules read these apart from the line's text.
    badges: list[tuple[str, str]] = field(default_factory=list)


@dataclass(slots=True)
class Item:
    """A list item, or a group of paragraph lines that reads as one entry."""

    lines: list[Line]  # the item's own text: its first paragraph, then its later paragraphs
    children: list[Item]
    first: int  # 1-based source lines the item spans, sub-items included
    last: int
    bulleted: bool = True  # a list's item, not paragraph lines read as an entry


@dataclass(frozen=True, slots=True)
class Heading:
    level: int  # 1-6; a bold-only paragraph is a sub-heading one below the heading it follows
    text: str
    line: int
    # The heading's inline content as one line, as every other block keeps it: its links and the identifier labels
    # `enrich fix` wrote at its end (``Line.identifiers``), which are a paper's when the heading titles one. None
    # where the reader keeps no markup (an HTML heading: its text alone).
    content: Line | None = field(default=None, compare=False)


@dataclass(eq=False, slots=True)
class Table:
    """One table's header and body rows, shared by its rows: a column's role is read from all of its cells as well
    as from its header's words (``enrich.parse.tables``), never from one row alone."""

    header: tuple[str, ...]
    header_cells: tuple[tuple[Line, ...], ...] = ()  # the header row's content, read as a row when it is one
    rows: list[tuple[tuple[Line, ...], ...]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Row:
    """A table row: cells in column order, with the header's text for each column. The header row is a Row too
    (``header_row``): a table written without a header has a paper's row in the header's place."""

    cells: tuple[tuple[Line, ...], ...]
    header: tuple[str, ...]
    line: int
    table: Table | None = None
    header_row: bool = False


@dataclass(frozen=True, slots=True)
class Skipped:
    """Source lines the document's structure alone says hold no entry: a code block, a block quote, an HTML block,
    a table's header row. They are counted by reason (``enrich.parse.items.SKIP_REASONS``), never dropped unseen."""

    reason: str
    line: int
    lines: int  # how many source lines


@dataclass(slots=True)
class Prose:
    """A paragraph's line group that does not open like an entry (no tag, bold title or link first): prose, unless
    what it says is a paper (the entry rules decide, and a paper line there is never dropped unseen)."""

    lines: list[Line]
    first: int
    quoted: bool = False  # inside a block quote: a note quoted from elsewhere when it holds no paper


@dataclass(frozen=True, slots=True)
class Group:
    """A ``<details>`` group opens (with its ``<summary>`` text) or closes (summary None)."""

    summary: str | None
    line: int


@dataclass(frozen=True, slots=True)
class PageTitle:
    """The title a page's front matter gives it: a venue it names is the place of the page's papers
    (``enrich.parse.items``), though it heads no section and lists nothing itself."""

    text: str
    line: int


Block = Item | Heading | Row | Group | Skipped | Prose | PageTitle


def _markdown(text: str) -> MarkdownIt:
    """markdown-it for the block structure of text, without the block rules no line of it can open
    (``_BLOCK_MARKS``): every rule is tried at every line's start, and on a long list the rules that fail there are
    a large part of reading its blocks. Leaving out a rule that cannot match changes no token."""
    return _block_reader(tuple(rule for rule, marks in _BLOCK_MARKS if not any(mark in text for mark in marks)))


# The block rules that open a block only at a mark: a table needs a "|" in its header line, an HTML block a "<"
# opening its line, a fence three backticks or tildes, a block quote a ">", a link reference definition "]:".
_BLOCK_MARKS = (
    ("table", ("|",)),
    ("html_block", ("<",)),
    ("fence", ("```", "~~~")),
    ("blockquote", (">",)),
    ("reference", ("]:",)),
)


@lru_cache(maxsize=2 ** len(_BLOCK_MARKS))
def _block_reader(left_out: tuple[str, ...]) -> MarkdownIt:
    if not left_out:
        return _reader()[0]
    md, _ = _new_reader()
    md.block.ruler.disable(list(left_out))
    return md


@lru_cache(maxsize=1)
def _reader() -> tuple[MarkdownIt, bool]:
    return _new_reader()


def _new_reader() -> tuple[MarkdownIt, bool]:
    """(markdown-it, whether read_simple reads its simple inline content).

    CommonMark with GFM tables and HTML. Link targets are kept as the list writes them: markdown-it's
    normalisation percent-encodes them (a URL the list does not contain could not be found again by
    ``enrich fix``), and it is the costliest step of parsing a long list."""
    md = MarkdownIt("commonmark", {"html": True}).enable("table")
    # markdown-it has no option for this: its normalisers are methods, replaced on the instance
    md.normalizeLink = _as_written  # type: ignore[assignment]
    md.normalizeLinkText = _as_written  # type: ignore[assignment]
    reads_quickly = quicken(md)
    md.core.ruler.disable(["inline", "text_join"])  # run per block as the walk reaches it: _inline_children
    return md, reads_quickly


def _as_written(text: str) -> str:
    return text


def read_blocks(text: str) -> Iterator[Block]:
    """The blocks of a Markdown document in document order, made as they are read.

    The block structure is parsed for the whole document first (link reference definitions anywhere apply to
    every paragraph), then each block's inline content as the walk reaches it, and dropped once it is a ``Line``:
    a long list never holds the inline tokens of all its entries at once, nor all its blocks. A page's front
    matter (``---`` / ``title: ...`` / ``---``, as static site generators read it) is its title heading and
    skipped markup with the page's title, never a setext heading of its keys.
    """
    env: dict[str, Any] = {}
    if "!!!" in text or "???" in text:
        text = _ADMONITION.sub(_admonition_as_item, text)
    if "]({{" in text:
        text = _TEMPLATE_IN_LINK.sub(_template_unspaced, text)
    if "{{<" in text or "{{%" in text:
        text = _shortcode_lines_blank(text)
    front = _FRONT_MATTER.match(text) if text.startswith("---") else _META_DATA.match(text)
    if front is not None and not all(_FRONT_MATTER_LINE.match(line) for line in front.group(1).splitlines()):
        front = None
    if front is None:
        return _Walker(_markdown(text).parse(text, env), env, text).blocks()
    blanked = "\n" * front.group(0).count("\n") + text[front.end() :]  # source lines keep their numbers
    return chain(_front_matter_blocks(front), _Walker(_markdown(blanked).parse(blanked, env), env, blanked).blocks())


def _shortcode_lines_blank(text: str) -> str:
    """The text with each line of shortcodes alone blank (its number kept): Markdown reads such a line as text, so
    a table's rows written with them were one paragraph of prose, its citations with it. The audit names the lines
    markup (``enrich.parse.audit``)."""
    lines = text.split("\n")
    return "\n".join("" if "{{" in line and TAGS_ALONE.fullmatch(line) else line for line in lines)


def _template_unspaced(found: re.Match[str]) -> str:
    """A site template's variable opening a link's address (``[Title]({{ site.baseurl }}/papers/a.pdf)``, as Jekyll
    pages write it) with its spaces made no-break spaces: CommonMark ends an address at a space, so the link was no
    link and the line's title went with it. The length stays, so every column does; ``link_open`` puts the spaces
    back in the address."""
    return found.group().replace(" ", _TEMPLATE_SPACE)


def _admonition_as_item(found: re.Match[str]) -> str:
    """An admonition's opener as a list item's marker, its indented body the item's lines: the opener's kind and
    title ("preprint", "Article") are a label, no words of the entry; what a fix wrote after them stays."""
    return f"-{found.group('rest')}"


def _front_matter_blocks(front: re.Match[str]) -> list[Block]:
    """The front matter's lines as skipped markup, and its title as the page's."""
    skipped: list[Block] = [Skipped("markup", 1, front.group(0).rstrip("\n").count("\n") + 1)]
    title = _FRONT_MATTER_TITLE.search(front.group(1))
    if title is None:
        return skipped
    number = front.group(1)[: title.start()].count("\n") + 2
    return [PageTitle(title.group(1).strip().strip("\"'"), number), *skipped]


def _inline_lines(token: Token, env: dict[str, Any]) -> list[Line]:
    """An inline token's content as Lines. Simple content is read by read_simple straight into the line builder:
    the tokens markdown-it's rules make of it, without their machinery and without a Token made."""
    if "\n" in token.content and "](http" in token.content:
        token.content = _WRAPPED_ADDRESS.sub(_address_rejoined, token.content)
    md, reads_quickly = _reader()
    if reads_quickly:
        builder = _LineBuilder(_first_number(token))
        if read_simple(token.content, md, env, builder):
            return _citations_unbolded(_labels_set_aside(builder.finish()))
    return _citations_unbolded(_labels_set_aside(_lines(token, _inline_children(token, env))))


def _address_rejoined(wrapped: re.Match[str]) -> str:
    """A link's address that a hard wrap cut at its line break, whole again: CommonMark ends a link at a line break
    inside its address, so the link, its title and its paper would be lost, though the list's author wrote one. The
    line break moves after the link, so every line keeps its number."""
    return f"{wrapped.group(1)}{wrapped.group(2)}\n"


def _labels_set_aside(lines: list[Line]) -> list[Line]:
    """The lines with the identifier labels `enrich fix` wrote at their ends set aside from their text
    (``Line.identifiers``). The fix writes them at the end of an entry's line; read as text they would change how
    that line ends (a colon that labelled the lines below, a citation's closing full stop, a line of an address
    alone), and so what the rules make of the lines around it, and the paper they then name would not be the one
    the labels were written for. Set aside, every rule reads the list as it was before the fix, by construction."""
    for line in lines:
        if line.text.startswith("(") and (marker := _READING_MARKER.match(line.text)) is not None:
            _set_marker_aside(line, marker.end())
        if line.links and labelled_by_its_identifier(line.links[-1]):  # "... [[DOI](https://doi.org/...)]"
            _set_identifier_links_aside(line)
        if _may_end_in_labels(line.text):
            _set_labels_aside(line)
    return lines


def _set_marker_aside(line: Line, cut: int) -> None:
    """A reading's mark before its citation (``(→)``, ``(••)``, ``(*)``: required, optional) taken off the line as a
    bullet written as a character is: a sign the list explains once, no part of the authors or the title."""
    line.text = line.text[cut:]
    line.links = [LinkSpan(link.label, link.url, link.start - cut, link.end - cut) for link in line.links]
    line.strong = _spans_after(line.strong, cut)  # "**Citation**:" cut off: its bold goes with it
    line.emphasis = _spans_after(line.emphasis, cut)
    line.code = _spans_after(line.code, cut)


def _spans_after(spans: list[tuple[int, int]], cut: int) -> list[tuple[int, int]]:
    """Markup spans of a line whose first ``cut`` characters are taken off: those that ended there go with them."""
    return [(max(start - cut, 0), end - cut) for start, end in spans if end > cut]


def _set_identifier_links_aside(line: Line, *, after_colon: bool = True) -> None:
    """The Markdown form of the labels (``[[DOI](https://doi.org/...)] [[arXiv](https://arxiv.org/abs/...)]``, the
    outer brackets as the line's other links have them) set aside as the text form is where they would change what
    the line is: after a colon that labels or stamps the lines below it (``- 2024-10-30:`` over a citation). The
    links that end the line, labelled DOI or arXiv and addressed to doi.org or arxiv.org, with nothing but brackets
    and spaces between them, are read back as the entry's links from ``Line.identifiers``. After any other text they
    are links as the line's own are, and the line reads the same with them; a heading's are set aside wherever they
    stand (``after_colon=False``), as its text is the title of the paper they were written for."""
    kept = len(line.links)
    cut = len(line.text)
    while (
        kept
        and labelled_by_its_identifier(line.links[kept - 1])
        and not line.text[line.links[kept - 1].end : cut].strip(" []")
    ):
        kept -= 1
        cut = line.links[kept].start
    cut = len(line.text[:cut].rstrip(" ["))
    if kept == len(line.links) or after_colon and not line.text[:cut].endswith(":"):
        return  # elsewhere the links read as the line's own links do, and read the same
    labels = " ".join(f"[{link.label}]({link.url})" for link in line.links[kept:])
    line.identifiers = " ".join(found for found in (labels, line.identifiers) if found)
    line.links = line.links[:kept]
    line.text = line.text[:cut]
    line.emphasis = [(start, min(end, cut)) for start, end in line.emphasis]
    line.strong = [(start, min(end, cut)) for start, end in line.strong]


def _may_end_in_labels(text: str) -> bool:
    """A quick look before ``IDENTIFIER_LABELS``: the line's last bracket opens a label. Most lines end otherwise,
    or in a link's label ("[code]"), and the pattern, tried at every position of the line, costs far more."""
    ending = text.rstrip()
    opening = ending.rfind("[")
    return ending.endswith("]") and ending[opening + 1 : opening + 7].lower().startswith(("doi:", "arxiv:"))


def _set_labels_aside(line: Line) -> None:
    found = IDENTIFIER_LABELS.search(line.text)
    if found is None:
        return
    # An italic or bold title wrapped past the line's end holds the labels written after its first part
    running = [span for span in line.emphasis if line.italic_runs_on and span[1] == len(line.text)]
    running += [span for span in line.strong if line.bold_runs_on and span[1] == len(line.text)]
    spans = [span for span in (*line.strong, *line.emphasis, *line.code) if span not in running]
    if any(end > found.start() for end in [link.end for link in line.links] + [end for _, end in spans]):
        return  # inside a link's text or a code span: the list's own text, no label a fix wrote
    cut = found.start()
    line.identifiers = " ".join(labels for labels in (found.group(0).strip(), line.identifiers) if labels)
    line.text = line.text[:cut]
    line.emphasis = [(start, min(end, cut)) for start, end in line.emphasis]
    line.strong = [(start, min(end, cut)) for start, end in line.strong]


def _citations_unbolded(lines: list[Line]) -> list[Line]:
    """The lines with the bold taken off a whole citation set in bold (``**Lee, A. (2007). Title. Journal, 5(2),
    1-9.**``, perhaps hard-wrapped over lines inside its ``**``), as a list marks the reading it requires: the bold
    marks the entry, no part of it, and read as a title or a bold sub-heading it would hide the citation's fields."""
    if not any(line.strong for line in lines):
        return lines  # most content: no bold at all
    start = 0
    while start < len(lines):
        end = start
        while end + 1 < len(lines) and lines[end].bold_runs_on:
            end += 1
        run = lines[start : end + 1]
        if all(_bold_whole(line) for line in run) and is_citation(" ".join(line.text for line in run)):
            for line in run:
                line.strong = []
                line.bold_runs_on = False
        start = end + 1
    return lines


def _bold_whole(line: Line) -> bool:
    """Whether one bold span holds all of a line's text, punctuation after it aside."""
    text = line.text.rstrip(" .,;")
    opening = len(text) - len(text.lstrip())
    return any(start <= opening and end >= len(text) for start, end in line.strong)


def _inline_children(token: Token, env: dict[str, Any]) -> list[Token]:
    """An inline token's children, made by markdown-it's own core rules (inline, then text join) for this token
    alone with the document's env, and taken off the token so that they go once they are read."""
    md, _ = _reader()
    state = StateCore(token.content, md, env, [token])
    inline(state)
    text_join(state)
    children = token.children or []
    token.children = None
    return children


# A list item whose whole text is quoted as code, and any list item: "- `[Lee_Wu](1990) Title`", "1. Title".
_ITEM_IN_CODE = re.compile(
    r"^[ \t]*(?:[-*+]|\d+[.)])[ \t]+`[^`\n]+`(?:[ \t]*\[(?i:doi|arxiv):[ \t]*[^\]\s]+\])*[ \t]*$", re.M
)
_ITEM = re.compile(r"^[ \t]*(?:[-*+]|\d+[.)])[ \t]+\S", re.M)
# Items a list quotes whole as code, half its items or more, before they are taken as its way of writing entries:
# a few such items among others are commands or a commit message's form ("`[FSE 2023] Update paper links`").
_MIN_ITEMS_IN_CODE = 5
_CODE_SPAN_ALONE = re.compile(r"`([^`]+)`(.*)")  # the code, then the identifier labels a fix wrote, if any
_MARKDOWN_PUNCTUATION = re.compile(r"[!-/:-@\[-`{-~]")


def _quotes_its_items_as_code(text: str) -> bool:
    """Whether the document writes its list items quoted whole as code, as a few lists set every entry."""
    if text.count("`") < 2 * _MIN_ITEMS_IN_CODE:
        return False  # most documents: no pattern need run over them
    in_code = len(_ITEM_IN_CODE.findall(text))
    return in_code >= _MIN_ITEMS_IN_CODE and 2 * in_code >= len(_ITEM.findall(text))


class _Walker:
    def __init__(self, tokens: Sequence[Token], env: dict[str, Any], text: str) -> None:
        self._tokens = tokens
        self._env = env
        self._text = text
        self._line_starts: list[int] = []  # where each source line starts, made when a table first needs it
        self._at = 0
        self._heading_level = 0
        self._quotes = 0  # block quotes the walk is inside
        self._entries_in_code = _quotes_its_items_as_code(text)

    def blocks(self) -> Iterator[Block]:
        tokens = self._tokens
        while self._at < len(tokens):
            token = tokens[self._at]
            kind = token.type
            if kind == "heading_open" and self._quotes:
                self._at += 2  # a heading quoted from elsewhere heads no section of the list
                yield _skipped("block quote", token)
            elif kind == "heading_open":
                yield self._heading(token)
            elif kind in ("bullet_list_open", "ordered_list_open"):
                yield from self._list(kind.replace("_open", "_close"))
                continue
            elif kind == "table_open":
                yield from self._table()
                continue
            elif kind == "paragraph_open":
                yield from self._paragraph(token)
            elif kind == "html_block":
                yield from self._html(token)
            elif kind in ("blockquote_open", "blockquote_close"):
                self._quotes += 1 if kind == "blockquote_open" else -1
            elif kind == "code_block" or kind == "fence" and token.info.strip().lower() in _TEXT_FENCES:
                yield from self._code_text(token)
            elif kind == "fence":
                yield _skipped("code block", token)
            self._at += 1

    def _code_text(self, token: Token) -> Iterator[Block]:
        """The text of indented code or of a fence without a language, read as paragraphs are: a list indented four
        spaces, or references pasted into a fence, hold papers; a citation of the list in BibTeX reads as prose."""
        first = (token.map[0] + 1 if token.map else 1) + (token.type == "fence")
        paragraph: list[Line] = []
        for offset, raw in enumerate([*token.content.split("\n"), ""]):
            lines = self._inline(raw, first + offset) if raw.strip() else []
            if lines:
                paragraph.extend(lines)
            elif paragraph:
                yield from self._paragraph_blocks(paragraph)
                paragraph = []

    def _heading(self, token: Token) -> Heading:
        inline = self._tokens[self._at + 1]
        self._heading_level = int(token.tag[1])
        self._at += 2
        lines = self._lines(inline)
        for line in lines:
            if line.links and labelled_by_its_identifier(line.links[-1]):
                _set_identifier_links_aside(line, after_colon=False)
        text = " ".join(" ".join(line.text for line in lines).split())
        content = joined_lines(lines) if lines else None
        return Heading(self._heading_level, text, token.map[0] + 1 if token.map else 0, content)

    def _paragraph(self, token: Token) -> Iterator[Block]:
        lines = self._lines(self._tokens[self._at + 1])
        self._at += 2
        if lines and not self._quotes and _record_title(lines[0]) is not None:
            yield self._field_record(lines)
            return
        if len(lines) == 1 and _bold_only(lines[0]) or _bold_wrapped(lines):
            if self._quotes:  # "> **Note**": a quoted label, no sub-heading of the list
                yield Prose(lines, lines[0].number, quoted=True)
            else:
                text = " ".join(" ".join(line.text for line in lines).split())
                yield Heading(min(self._heading_level + 1, 6), text, lines[0].number, joined_lines(lines))
            return
        if len(lines) > 1 and _bold_only(lines[0]) and _YEAR_LABEL.fullmatch(lines[0].text) and not self._quotes:
            # "**2018**\" over that year's entries, in the same paragraph: the label heads them
            yield Heading(min(self._heading_level + 1, 6), lines[0].text.strip(), lines[0].number, lines[0])
            lines = lines[1:]
        for framed, run in self._pipe_runs(lines):
            yield from self._pipe_rows(run) if framed else self._paragraph_blocks(run)

    def _field_record(self, lines: list[Line]) -> Item:
        """A paper written as a record of labelled fields, one a paragraph (``**Title:** [Title](url)``, then
        ``**Authors:** ...``, ``**Journal Info:** Journal, June 2019``, a description, notes and bullets): one entry
        from its title's label to the next title's, a heading or a rule, never an entry per field. The label is cut
        off the title's line, no word of the title."""
        _set_marker_aside(lines[0], _record_title(lines[0]) or 0)
        tokens = self._tokens
        self._at += 1  # past the title's paragraph
        while self._at < len(tokens):
            kind = tokens[self._at].type
            if kind == "paragraph_open":
                more = self._lines(tokens[self._at + 1])
                if more and _record_title(more[0]) is not None:
                    break
                lines.extend(more)
                self._at += 3
            elif kind in ("bullet_list_open", "ordered_list_open"):
                opening = tokens[self._at + 3] if self._at + 3 < len(tokens) else None
                if opening is not None and opening.type == "inline" and _TITLE_FIELD.match(opening.content.strip("*_")):
                    break  # a list of records, each item a title's label first
                lines.extend(_item_lines(self._list(kind.replace("_open", "_close"))))
            else:
                if kind == "hr":
                    self._at += 1
                break
        self._at -= 1  # the walk steps past the record's last token
        return Item(lines, [], lines[0].number, _last_line(lines, lines[0].number), bulleted=False)

    def _pipe_runs(self, lines: list[Line]) -> list[tuple[bool, list[Line]]]:
        """A paragraph's lines cut into runs of pipe-framed rows (``| Aug 18 | Lee 2005 ["Title"](url) |``) and
        other lines. Rows written without a delimiter row are no GFM table, yet each means a row: two or more
        such lines in a row are read as a table's rows."""
        runs: list[tuple[bool, list[Line]]] = []
        for line in lines:
            framed = line.text.lstrip().startswith("|") and pipe_framed(self._source_line(line.number))
            if runs and runs[-1][0] == framed:
                runs[-1][1].append(line)
            else:
                runs.append((framed, [line]))
        return [(framed and len(run) >= _MIN_PIPE_ROWS, run) for framed, run in runs]

    def _pipe_rows(self, lines: list[Line]) -> Iterator[Row]:
        """Pipe-framed source lines as the rows of one table with no header: its columns' roles come from their
        cells alone (``enrich.parse.tables``)."""
        table = Table(())
        for line in lines:
            written = _pipe_cells(self._source_line(line.number))
            table.rows.append(tuple(tuple(self._inline(cell, line.number)) or (Line(line.number),) for cell in written))
        if _reads_as_header(table.rows[0]):  # "| Date | Reading |" over the rows, its delimiter row left out
            table.header_cells = table.rows.pop(0)
            table.header = tuple(" ".join(line.text for line in cell).strip() for cell in table.header_cells)
            yield Row(table.header_cells, table.header, lines[0].number, table, header_row=True)
            lines = lines[1:]
        for line, cells in zip(lines, table.rows, strict=True):
            yield Row(cells, table.header, line.number, table)

    def _paragraph_blocks(self, lines: list[Line]) -> Iterator[Block]:
        """A paragraph's lines as entries (a citation each, or a line group that opens like an entry) and prose."""
        if is_field_record(lines):
            yield Item(lines, [], lines[0].number, lines[-1].number, bulleted=False)
            return
        titled = _wrapped_titled_citations(lines)
        if titled is not None:
            for citation, last in titled:
                yield Item([citation], [], citation.number, last)
            return
        runs = _wrapped_citations(lines)
        if runs is not None:  # each citation spans the source lines up to the next one's
            ends = [run.number - 1 for run in runs[1:]] + [lines[-1].number]
            for run, last in zip(runs, ends, strict=True):
                yield Item([run], [], run.number, last, bulleted=False)
            return
        for opens, group in _line_groups(lines):
            if opens:
                yield Item(group, [], group[0].number, group[-1].number, bulleted=False)
            else:
                yield Prose(group, group[0].number, quoted=self._quotes > 0)

    def _list(self, closing: str) -> Iterator[Item]:
        level = self._tokens[self._at].level
        self._at += 1
        held: Item | None = None  # the item before, which a year line after it may still belong to
        while not (self._tokens[self._at].type == closing and self._tokens[self._at].level == level):
            opening = self._tokens[self._at]
            if opening.type != "list_item_open":
                self._at += 1
                continue
            item = self._item()
            if held is not None and _continues_with_year(held, opening):
                # "2021." at a line's start goes on with the citation wrapped above it; Markdown reads a list item
                _add_year_item(held, opening, item)
                continue
            if held is not None:
                yield _unwrapped(held)
            held = item
        self._at += 1
        if held is not None:
            self._year_list_after(held)
            self._sub_list_after(held)
            yield _unwrapped(held)

    def _year_list_after(self, item: Item) -> None:
        """A bullet's wrapped citation with a line that starts "2021.": Markdown reads that line as an ordered list
        of its own after the bullet list; it is the citation's."""
        start = self._at
        if start + 1 >= len(self._tokens) or self._tokens[start].type != "ordered_list_open":
            return
        if not _continues_with_year(item, self._tokens[start + 1]):
            return
        self._at += 1
        opening = self._tokens[self._at]
        year_item = self._item()
        if self._tokens[self._at].type != "ordered_list_close":  # more numbered items follow: a list of its own
            self._at = start
            return
        _add_year_item(item, opening, year_item)
        self._at += 1

    def _sub_list_after(self, item: Item) -> None:
        """A list on the line after an item, indented past the item's marker but short of its text ("9.  **Title**"
        over "   * author : ..."): Markdown closes the item's list there, but the writer indented it as the item's
        sub-list, and its items are the item's."""
        opening = self._tokens[self._at] if self._at < len(self._tokens) else None
        if opening is None or opening.type not in ("bullet_list_open", "ordered_list_open") or item.children:
            return
        if opening.map is None or opening.map[0] != item.last:
            return
        if indent(self._source_line(item.last + 1)) <= indent(self._source_line(item.first)):
            return
        item.children.extend(self._list(opening.type.replace("_open", "_close")))

    def _item(self) -> Item:
        """A list item: its paragraphs are its lines; nested lists are its children."""
        opening = self._tokens[self._at]
        span = opening.map or [0, 0]
        lines: list[Line] = []
        children: list[Item] = []
        self._at += 1
        while not (self._tokens[self._at].type == "list_item_close" and self._tokens[self._at].level == opening.level):
            token = self._tokens[self._at]
            if token.type == "inline":
                lines.extend(self._lines(self._code_as_text(token) if self._entries_in_code else token))
            elif token.type in ("bullet_list_open", "ordered_list_open"):
                children.extend(self._list(token.type.replace("_open", "_close")))
                continue
            elif token.type == "html_block" and "<summary" in token.content.lower():
                children.extend(self._folded_summaries(token))
            self._at += 1
        self._at += 1
        if lines and (title := _record_title(lines[0]) or _citation_label(lines[0])) is not None:
            _set_marker_aside(lines[0], title)  # "- **Title:** Title" over its fields: the label is no word of it
        last = max([span[1]] + [child.last for child in children])
        return Item(lines, children, span[0] + 1, _last_line(lines, last))

    @staticmethod
    def _code_as_text(inline: Token) -> Token:
        """An item quoted whole as code, in a list that quotes its items so, as the text a reader sees: its
        brackets and parentheses are characters, no link ("`[Lee_Wu](1990) Title`")."""
        quoted = _CODE_SPAN_ALONE.fullmatch(inline.content.strip())
        if quoted is None or quoted.group(2) and IDENTIFIER_LABELS.fullmatch(quoted.group(2)) is None:
            return inline
        literal = _MARKDOWN_PUNCTUATION.sub(r"\\\g<0>", quoted.group(1).strip())
        return Token("inline", "", 0, map=inline.map, content=literal + quoted.group(2))

    def _table(self) -> Iterator[Row]:
        """The table's rows, the header row first, once the whole table is read: each row carries the table."""
        table = Table(())
        rows: list[Row] = []
        row: list[tuple[Line, ...]] = []
        in_head = False
        row_line = 0
        while self._tokens[self._at].type != "table_close":
            token = self._tokens[self._at]
            if token.type == "thead_open":
                in_head = True
            elif token.type == "thead_close":
                in_head = False
            elif token.type == "tr_open":
                row, row_line = [], (token.map[0] + 1 if token.map else 0)
            elif token.type == "inline":
                row.append(tuple(self._lines(token)) or (Line(row_line),))
            elif token.type == "tr_close":
                if in_head:
                    table.header = tuple(" ".join(line.text for line in cell).strip() for cell in row)
                    table.header_cells = tuple(row)
                    rows.append(Row(tuple(row), table.header, row_line, table, header_row=True))
                else:
                    rows.append(Row(tuple(row), table.header, row_line, table))
                    rows.extend(self._glued_rows(table, row_line))
            self._at += 1
        self._at += 1
        table.rows.extend(row.cells for row in rows if not row.header_row)
        yield from rows

    def _glued_rows(self, table: Table, number: int) -> Iterator[Row]:
        """Rows written on one source line, ``| A | x | url || B | y | url |``: GFM reads the header's number of
        cells and drops the rest, so the rows after the first would be lost unseen. Each is read as a row of its own
        when it has the header's number of cells."""
        source = self._source_line(number)
        if "||" not in source:
            return
        for glued in source.split("||")[1:]:
            cells = [cell.strip() for cell in glued.strip().strip("|").split("|")]
            if len(cells) != len(table.header):
                continue
            row = tuple(tuple(self._inline(cell, number)) or (Line(number),) for cell in cells)
            yield Row(row, table.header, number, table)

    def _html(self, token: Token) -> Iterator[Block]:
        """An HTML block: its lists, tables, paragraphs, <br> lines and <details> groups
        (``enrich.parse.html_blocks``), and any other text it holds; HTML with no text of its own (an image alone)
        is skipped whole, and so is a comment, whatever it holds (papers commented out of the page)."""
        written = token.content.strip()
        if written.startswith("<!--") and written.endswith("-->") and written.count("-->") == 1:
            yield _skipped("markup", token)  # a comment: what a maintainer commented out of the page is no entry
            return
        lowered = token.content.lower()
        if not any(tag in lowered for tag in _HTML_STRUCTURE) and not _holds_text(token.content):
            if token.content.strip():
                yield _skipped("html", token)
            return
        from enrich.parse.html_blocks import read_html  # it builds on this module's blocks

        yield from read_html(token.content, token.map[0] + 1 if token.map else 1, self._inline, self._paragraph_blocks)

    def _folded_summaries(self, token: Token) -> list[Item]:
        """A ``<details>`` folded under a list item (``<summary>Names <em>Venue</em> 2022</summary>`` over the
        abstract): its summary is the item's details line, read as a sub-item is; the folded text stays unread."""
        from enrich.parse.html_blocks import summary_items  # it builds on this module's blocks

        return summary_items(token.content, token.map[0] + 1 if token.map else 1, self._inline)

    def _inline(self, content: str, number: int) -> list[Line]:
        """Markdown inline text that starts on source line number (its leading line ends counted) as Lines."""
        text = content.lstrip()
        number += content[: len(content) - len(text)].count("\n")
        inline = Token("inline", "", 0, map=[number - 1, number], content=text.rstrip())
        return self._lines(inline) if inline.content else []

    def _source_line(self, number: int) -> str:
        if not self._line_starts:
            self._line_starts = [0] + [found.end() for found in _NEWLINE.finditer(self._text)]
        if not 0 < number <= len(self._line_starts):
            return ""
        start = self._line_starts[number - 1]
        end = self._text.find("\n", start)
        return self._text[start : end if end >= 0 else len(self._text)]

    def _lines(self, inline: Token) -> list[Line]:
        return _inline_lines(inline, self._env)


def _in_a_bracketed_label(text: str, position: int) -> bool:
    """Whether the position lies inside a bracket the text opened before it and has not closed: a label's text
    (``[DOI: 10.1145/...]``, ``[arXiv: 1810.00790]``), which the rules read as a label."""
    before = text[:position]
    return before.count("[") > before.count("]")


def _record_title(line: Line) -> int | None:
    """Where the title starts when the line opens with the label of a record's title field (``**Title:** [Title](url)``,
    ``Title: Title``) and gives a title after it; None for any other line (a template's ``**Title:**`` alone)."""
    found = _TITLE_FIELD.match(line.text) if line.text[:6].casefold() == "title:" else None
    return found.end() if found is not None and found.end() < len(line.text) else None


def _citation_label(line: Line) -> int | None:
    """Where the citation starts when an item opens with the label of a field holding a whole citation
    (``- **Citation**: A. Lee, "Title," J. Foo, 2001``), as records of a paper's fields write its reference; None for
    any other line."""
    found = _CITATION_FIELD.match(line.text) if line.text[:1] in "CcRr" else None
    return found.end() if found is not None and found.end() < len(line.text) else None


def _item_lines(items: Iterable[Item]) -> Iterator[Line]:
    """The lines of list items and of their sub-items, in document order."""
    for item in items:
        yield from item.lines
        yield from _item_lines(item.children)


def _reads_as_header(cells: tuple[tuple[Line, ...], ...]) -> bool:
    """A first row that may be a header: every cell a few words, no link, no digit. Whether it is one or a paper's
    row written in a header's place is the table rules' to say (``enrich.parse.tables``)."""
    texts = [" ".join(line.text for line in cell).strip() for cell in cells]
    return all(
        text and len(text.split()) <= _MAX_HEADER_CELL_WORDS and not any(char.isdigit() for char in text)
        for text in texts
    ) and not any(line.links for cell in cells for line in cell)


def _pipe_cells(source: str) -> list[str]:
    """A pipe-framed row's cells as written, split at the bars GFM splits at (not an escaped ``\\|``)."""
    return _CELL_BAR.split(source.strip()[1:-1])


def _last_line(lines: list[Line], fallback: int) -> int:
    """The item's last source line: a list item's map runs to the next item, blank lines included."""
    return max([line.number for line in lines] + [0]) if lines else fallback


def _continues_with_year(item: Item, opening: Token) -> bool:
    """An ordered list item numbered with a year on the line after an item: a citation's year line."""
    return (
        opening.type == "list_item_open"
        and bool(_YEAR_MARKER.fullmatch(opening.info))
        and opening.map is not None
        and opening.map[0] == item.last
    )


def _add_year_item(item: Item, opening: Token, year_item: Item) -> None:
    """The year item's lines go on the item above, its number written back before its first line's text."""
    marker = opening.info + opening.markup
    number = year_item.first
    if year_item.lines and year_item.lines[0].number == number:
        item.lines.append(_shifted(year_item.lines[0], marker + " "))
        item.lines.extend(year_item.lines[1:])
    else:
        item.lines.append(Line(number, marker))
        item.lines.extend(year_item.lines)
    item.children.extend(year_item.children)
    item.last = max(number, year_item.last)


def _shifted(line: Line, prefix: str) -> Line:
    """The line with prefix written before its text, its spans moved along."""
    shift = len(prefix)
    return Line(
        line.number,
        prefix + line.text,
        [LinkSpan(link.label, link.url, link.start + shift, link.end + shift) for link in line.links],
        [(start + shift, end + shift) for start, end in line.strong],
        [(start + shift, end + shift) for start, end in line.emphasis],
        [(start + shift, end + shift) for start, end in line.code],
        bold_runs_on=line.bold_runs_on,
        italic_runs_on=line.italic_runs_on,
        link_runs_on=line.link_runs_on,
        identifiers=line.identifiers,
        badges=list(line.badges),
    )


def _unwrapped(item: Item) -> Item:
    """A list item whose lines are one citation hard-wrapped over them, with that citation as its one line. An
    author-date key alone on the first line (``Fagerli *et al.*, 2004`` over ``H. Fagerli, D. Simpson and S. Tsyro.
    Title. ...``, a Sphinx definition list's term over its citation) stays a line of its own: joined, it would
    read as the citation's first authors (the item drops the key, enrich.parse.items)."""
    key = item.lines[:1] if key_over_a_citation(item.lines) else []
    runs = _wrapped_citations(item.lines[len(key) :])
    if runs is not None and len(runs) == 1:
        item.lines = key + runs
    return item


def _wrapped_citations(lines: list[Line]) -> list[Line] | None:
    """A reference list's citations hard-wrapped over consecutive lines (``enrich.parse.citations``), each as one
    Line on its first line's number; None when the lines are not that. A bold or linked opening is a title over
    its sub-lines, never an author list. A bullet written as a character ("· Lee, A. (2006). ...") opens the
    citation's line, not its authors."""
    if len(lines) < 2 or any(line.number != lines[0].number + index for index, line in enumerate(lines)):
        return None
    if _marked_up_opening(lines[0]) or author_date_key(lines[0].text) and emphasised_whole(lines[1]):
        return None  # an author-date key over its italic title: the item reads the lines (enrich.parse.items)
    if any(_keyed_title_link(line) for line in lines[1:]):
        return None  # one paper a line, each named by its key and linked title: no citation wrapped over them
    runs = citation_runs([line.text.lstrip(" \t" + _TEXT_BULLETS) for line in lines])
    if runs is None:
        return None
    return [joined_lines([lines[index] for index in run]) for run in runs]


def _wrapped_titled_citations(lines: list[Line]) -> list[tuple[Line, int]] | None:
    """A paragraph of citations that open with their italic or quoted title, hard-wrapped at a fixed width
    (``*Title that may wrap over`` / ``two lines.* (2003) Given Surname, Given Surname,`` / ``and Given
    Surname.``), as a paper per run of lines, joined into one Line with its last source line: a run starts where a
    line opens with a title after a line that ends as a citation does, and every other line goes on with the
    citation above, the title's wrapped part too. None when the paragraph is not that: its first line opens with no
    title, no line goes on with the one above (one citation a line, which the line rules read), or a run holds no
    citation's evidence after its title (a year, or names)."""
    if len(lines) < 2 or any(line.number != lines[0].number + index for index, line in enumerate(lines)):
        return None
    if _title_opening(lines[0]) is None:
        return None
    runs: list[list[Line]] = [[lines[0]]]
    for line in lines[1:]:
        above = runs[-1][-1]
        if not above.italic_runs_on and ends_a_citation(above.text) and _title_opening(line) is not None:
            runs.append([line])
        else:
            runs[-1].append(line)
    if all(len(run) == 1 for run in runs):
        return None
    joined = [joined_lines(run) for run in runs]
    if not all(_cites_after_title(citation) for citation in joined):
        return None
    return [(citation, run[-1].number) for citation, run in zip(joined, runs, strict=True)]


def _title_opening(line: Line) -> tuple[int, int] | None:
    """Where the italic or quoted title a line opens with starts and ends, as far as the line holds it (a quote's
    marks included); None when it opens otherwise or the span is no title (fewer than three words: "*Note:*")."""
    text = line.text
    opening = len(text) - len(text.lstrip())
    span = next(((start, end) for start, end in line.emphasis if start == opening), None)
    if span is None and text[opening : opening + 1] in _OPENING_QUOTES:
        closing = [at for at in (text.find('"', opening + 1), text.find("”", opening + 1)) if at >= 0]
        span = (opening, min(closing) + 1 if closing else len(text))
    if span is None or any(link.start < span[1] and link.end > link.start for link in line.links):
        return None  # a linked title: the link rules read it
    return span if len(text[span[0] : span[1]].split()) >= MIN_TITLE_LIKE_WORDS else None


def _cites_after_title(joined: Line) -> bool:
    """Whether a citation's lines joined read as one after its opening title: a year, names, or a title closed as
    a sentence with more after it."""
    span = _title_opening(joined)
    if span is None:
        return False
    after = joined.text[span[1] :].strip(' *_"”')
    if not after:
        return False
    title = joined.text[span[0] : span[1]].strip('"“”')
    return bool(_YEAR_MARKER.search(after)) or opens_with_authors(after) or bool(_TITLE_END.search(title))


def _bold_wrapped(lines: list[Line]) -> bool:
    """A paragraph that is one bold span hard-wrapped over its lines: a heading written in bold, as long as
    a sentence (``**The following reports have over 400 citations according to`` / ``Google Scholar**``)."""
    return len(lines) > 1 and all(line.bold_runs_on for line in lines[:-1]) and all(_bold_only(line) for line in lines)


def key_over_a_citation(lines: Sequence[Line]) -> bool:
    """The lines open with a citation's key alone over the citation: a generated key (``Altadmri2015``,
    ``[Candes2011]``) or an author-date key (``Logan, 1998``, ``Amir *et al.* (2013),``). Over an italic title alone an
    author-date key is the citation's names and year, which the item reads with the lines."""
    if len(lines) < 2:
        return False
    if CITATION_KEY_ALONE.fullmatch(lines[0].text.strip()) is not None:
        return True
    return author_date_key(lines[0].text) is not None and not emphasised_whole(lines[1])


def emphasised_whole(line: Line) -> bool:
    """Whether a line is one italic span, punctuation after it aside ("*Title*,")."""
    text = line.text.strip(" ,.")
    return any(end - start >= len(text) for start, end in line.emphasis)


def _marked_up_opening(line: Line) -> bool:
    opening = len(line.text) - len(line.text.lstrip())
    return any(start <= opening + 1 for start, _ in line.strong) or any(
        link.start <= opening + 1 and link.end > link.start for link in line.links
    )


Span = tuple[int, int]


def badge_words(url: str) -> tuple[str, str] | None:
    """(label, message) a static shields.io badge shows (``_STATIC_BADGE``): ``("SC", "2023")`` for
    ``https://img.shields.io/badge/SC-2023-green.svg``; a badge of a message alone has an empty label; None for any
    other address, or a dynamic badge (``/github/stars/...``)."""
    found = _STATIC_BADGE.match(url)
    if found is None:
        return None
    path = re.sub(r"\.(?:svg|png)$", "", unquote(found.group(1)), flags=re.IGNORECASE)
    parts = [
        part.replace("--", "-").replace("__", "\0").replace("_", " ").replace("\0", "_").strip()
        for part in _BADGE_PART.split(path)
    ]
    if len(parts) >= 3:  # label, message, colour
        return parts[0], parts[1]
    return ("", parts[0]) if len(parts) == 2 else None


def joined_lines(lines: list[Line]) -> Line:
    """Lines as one, their link and markup spans moved to where their text now starts; a link whose text a line
    break cut in two is one link again. The identifier labels of every line (``Line.identifiers``) are the joined
    line's."""
    joined = lines[0]
    for line in lines[1:]:
        after = _shifted(line, joined.text + ("" if breaks_word(joined.text) else " "))
        before = joined.links
        if joined.link_runs_on and before and after.links:
            cut, before = before[-1], before[:-1]
            end = after.links[0].end
            after.links[0] = LinkSpan(after.text[cut.start : end].strip(), after.links[0].url, cut.start, end)
        after.links[:0] = before
        after.strong = _spans_rejoined(joined.strong, after.strong, joined.bold_runs_on)
        after.emphasis = _spans_rejoined(joined.emphasis, after.emphasis, joined.italic_runs_on)
        after.code[:0] = joined.code
        after.badges[:0] = joined.badges
        after.number = joined.number
        joined = after
    joined.identifiers = " ".join(line.identifiers for line in lines if line.identifiers)
    return joined


def _spans_rejoined(before: list[Span], after: list[Span], runs_on: bool) -> list[Span]:
    """Bold or italic spans of two joined lines: a span the line break cut (``**Title wrapped`` / ``over lines**``)
    is one span again, so the whole bold or italic title is read, never its first line's part."""
    if runs_on and before and after:
        *earlier, (start, _) = before
        return [*earlier, (start, after[0][1]), *after[1:]]
    return [*before, *after]


def _bold_only(line: Line) -> bool:
    """A line that is one bold span, perhaps with the identifier links `enrich fix` writes after it (``**Title**
    [[DOI](https://doi.org/...)]``): written into a bold heading, they leave it the heading it was, as the labels
    set aside from a line's text (``_labels_set_aside``) leave every line as it was. Other links (``**Title**
    [[paper](...)]``) make the line a paper's, whose abstract may follow."""
    end = before_closing_links(line, labelled_by_its_identifier) if line.links else len(line.text)
    text = line.text[:end].strip()
    return bool(text) and any(line.text[start:stop].strip() == text for start, stop in line.strong)


def labelled_by_its_identifier(link: LinkSpan) -> bool:
    """A link whose label names the kind of identifier its address holds: "DOI" for a DOI's, "arXiv" for arXiv's."""
    label = link.label.strip("[] ").casefold()
    if label not in _IDENTIFIER_LINK_LABELS:
        return False
    return (doi_from_url(link.url) if label == "doi" else arxiv_id_from_url(link.url)) is not None


# The most words a record's field label has ("Code available", "Deterministic or stochastic model").
_MAX_FIELD_LABEL_WORDS = 4
# A citation's key alone on its line, as bibliography generators print it over the citation: "Altadmri2015",
# "Lee2015a", "vanDam1999", or in brackets as a Sphinx bibliography's term: "[Candes2011]".
_CITATION_KEY = r"[A-Za-z][A-Za-z'-]*(?:19|20)\d\d[a-z]?"
CITATION_KEY_ALONE = re.compile(rf"{_CITATION_KEY}|\[{_CITATION_KEY}\]")

# What stands between a line's text and the links that close it, and between those links: "Title [[PDF](...)] ·".
_BETWEEN_LINKS = " []()|·,;"


def before_closing_links(line: Line, closing: Callable[[LinkSpan], bool] = lambda _: True) -> int:
    """Where a line's text ends before the links that close it (``Title [[PDF](...)] [[DOI](...)]``), of those
    ``closing`` accepts; a link with words after it, or with nothing before it (``[Title](...)``, the title itself),
    closes nothing. The line's length when no link closes it."""
    text = line.text
    end = len(text.rstrip())
    for link in reversed(line.links):
        if (
            not closing(link)
            or text[link.end : end].strip(_BETWEEN_LINKS)
            or not text[: link.start].strip(_BETWEEN_LINKS)
        ):
            break
        end = link.start
    return len(text[:end].rstrip(_BETWEEN_LINKS)) if end < len(text.rstrip()) else len(text)


def _line_groups(lines: list[Line]) -> list[tuple[bool, list[Line]]]:
    """A paragraph's lines, grouped into entries, each with whether its first line opens like an entry: a line
    that does (a tag, a bold title or a link first) starts a group, and the lines after it (authors, a venue,
    links) belong to it."""
    groups: list[tuple[bool, list[Line]]] = []
    for line in lines:
        opens = opens_entry(line)
        if _WRITTEN_LIST_MARKER.match(line.text):
            groups.append((opens, [line]))  # a list's item the HTML around it kept from being read as one
        elif groups and _runs_on(groups[-1][1][-1]):
            groups[-1][1].append(line)  # "**A Title Wrapped" / "Over Two Lines**": the bold goes on, so does its entry
        elif opens and groups and _authors_over(groups[-1]) and not only_short_links(line):
            groups[-1] = (True, [*groups[-1][1], line])  # "*A. Lee, B. Wu*." over "**Title**. **ICSE'19**"
        elif not groups or (opens and not only_short_links(line)):
            groups.append((opens, [line]))
        else:
            groups[-1][1].append(line)
    return groups


def is_field_record(lines: Sequence[Line]) -> bool:
    """Lines that are one record of a paper's fields, one a line: two or more, each opening with a bold field label
    and its colon (``**Authors** : A. Lee``, ``**Year:** 2020``). A paragraph of them is one record, never an entry
    a line."""
    return len(lines) > 1 and all(_opens_with_a_field_label(line) for line in lines)


def _opens_with_a_field_label(line: Line) -> bool:
    if not line.strong or line.strong[0][0] != 0:
        return False
    end = line.strong[0][1]
    label = line.text[:end].rstrip()
    if len(label.split()) > _MAX_FIELD_LABEL_WORDS:
        return False
    return label.endswith((":", "：")) or line.text[end:].lstrip().startswith((":", "："))


def _authors_over(group: tuple[bool, list[Line]]) -> bool:
    """A group that is a citation's names alone over the line that opens its title: the entry starts on the names'
    line, and the title's line goes on with it (``enrich.parse.items`` reads authors over their title), never
    prose or a label above an entry of its own. The names are one italic line (``*A. Lee, B. Wu and C. Ng*.``, as a
    paragraph sets them over a bold title), or a line closed by a colon under the citation's key alone
    (``Lee2015`` / ``A. Lee and B. Wu:`` over ``"Title". Venue, 2015.``, as bibliography generators print them);
    the entry then starts on the key's line."""
    opens, lines = group
    if opens or not 1 <= len(lines) <= 2:
        return False
    if len(lines) == 1:
        return emphasised_whole(lines[0]) and opens_with_authors(lines[0].text)
    # Under its key, the line a colon closes is the citation's names, however they read ("Stefan Hanenberg:", or
    # names a generator spelt letter by letter); with no key, two capitalised words and a colon are as often a
    # label ("Further Reading:").
    return CITATION_KEY_ALONE.fullmatch(lines[0].text.strip()) is not None and lines[1].text.rstrip().endswith(":")


def _runs_on(line: Line) -> bool:
    """Whether a bold or italic span or a link's text that the line opens goes on past its end."""
    return line.bold_runs_on or line.italic_runs_on or line.link_runs_on


def only_short_links(line: Line) -> bool:
    """A line of links alone whose texts are labels or addresses ("https://...", "[[PDF](...)] [[Code](...)]",
    "[10.1101/2021.11.18.469179](https://doi.org/...)"), perhaps with one-word tags in brackets beside them
    ("[formalized] · [source](...)"): the links of the entry above, never an entry itself."""
    if not line.links:
        return False
    text = line.text
    for link in reversed(line.links):
        text = text[: link.start] + text[link.end :]
    if any(char.isalnum() for char in _BRACKETED_WORD.sub("", text)):
        return False
    return all(
        not link.label or "://" in link.label or len(link.label.split()) <= _MAX_LINK_LABEL_WORDS for link in line.links
    )


def _keyed_title_link(line: Line) -> bool:
    """A line that opens with an author-date key and a linked title (``Lee et al. 2019 [Title](url)``, not
    ``[pdf]``): a paper of its own, never the next line of a citation wrapped above it."""
    if not line.links or len(line.links[0].label.split()) < MIN_TITLE_LIKE_WORDS:
        return False
    return key_before_link(line.text, line.links[0].start)


def opens_entry(line: Line) -> bool:
    """Whether a line starts like an entry: a tag, a quoted title, a year, bold or a link at its start, or a link
    after an author-date key."""
    text = line.text.lstrip(" \t" + _TEXT_BULLETS)
    if text.startswith(("[", '"', "“")) or _YEAR_FIRST.match(text):
        return True
    if _keyed_title_link(line):
        return True
    first_word = len(line.text) - len(text)
    if first_word and text.startswith("["):
        return True
    return any(start <= first_word + 1 for start, _ in line.strong) or any(
        link.start <= first_word + 1 and link.end > link.start for link in line.links
    )


def _holds_text(html: str) -> bool:
    """The HTML block has text of its own, outside its tags and comments: read, never skipped whole unseen."""
    return any(char.isalnum() for char in _HTML_MARKUP.sub("", html))


def _skipped(reason: str, token: Token) -> Skipped:
    span = token.map or [0, 0]
    return Skipped(reason, span[0] + 1, max(1, span[1] - span[0]))


# ------------------------------------------------------------------------------------------------ inline


def _links_to_itself(tag: str, href: re.Match[str]) -> bool:
    """An ``<a>`` whose address is its own name's fragment (``_ANCHOR_NAME``): a permalink, no link."""
    address = href.group(1) or href.group(2) or ""
    name = _ANCHOR_NAME.search(tag) if address.startswith("#") else None
    return name is not None and address[1:] == (name.group(1) or name.group(2))


def _lines(inline: Token, children: list[Token]) -> list[Line]:
    """An inline token's content, one Line per source line (and per ``<br>``, which ends a line on the page)."""
    builder = _LineBuilder(_first_number(inline))
    add = builder.add
    for child in children:
        add(child)
    return builder.finish()


def _first_number(inline: Token) -> int:
    return inline.map[0] + 1 if inline.map else 0


class _LineBuilder:
    def __init__(self, number: int) -> None:
        self._number = number
        self._line = Line(number)
        self._parts: list[str] = []
        self._length = 0
        self._done: list[Line] = []
        self._open: dict[str, int] = {}
        self._link: tuple[str, int] | None = None
        self._badge_label = ""
        self._written_in_link: list[LinkSpan] = []  # identifiers written in a link's text, added after the link

    def add(self, token: Token) -> None:
        kind = token.type
        if kind == "text":  # most tokens
            self.text(token.content)
        elif kind == "code_inline":
            start = self._length
            self._append(token.content)
            self._line.code.append((start, self._length))
        elif kind in ("softbreak", "hardbreak"):
            self._new_line(self._number + 1)
        elif kind == "html_inline":
            self.html_tag(token.content.strip())
        elif kind == "image":
            self._badge_label = self._badge_label or token.content or str(token.attrs.get("alt") or "")
            self._badge(str(token.attrs.get("src") or ""))
        elif kind == "link_open":
            self.link_open(str(token.attrs.get("href") or ""))
        elif kind == "link_close":
            self.link_close()
        elif kind.endswith("_open"):
            self._open[kind[:-5]] = self._length
        elif kind.endswith("_close"):
            self._close(kind[:-6])

    # The tokens of simple content, told by enrich.parse.quick_inline.read_simple (and by add).

    def text(self, content: str) -> None:
        if not self._length and content[:1] == "\\":  # a LaTeX layout command opening the line (\\noindent)
            content = _LATEX_LAYOUT.sub("", content, count=1)
        if not content.isascii():
            content = _MARK_AFTER_A_NAME.sub("", _C1_CONTROL.sub("", content))
        start = self._length
        self._parts.append(content)
        self._length = start + len(content)
        if self._link is None and "://" in content:
            self._bare_urls(content, start)
        if "iv:" in content or "IV:" in content or "oi:" in content or "OI:" in content:
            self._written_identifiers(content, start)

    def softbreak(self) -> None:
        self._new_line(self._number + 1)

    hardbreak = softbreak

    def strong_open(self) -> None:
        self._open["strong"] = self._length

    def strong_close(self) -> None:
        self._close("strong")

    def html_tag(self, tag: str) -> None:
        """An inline HTML tag read as the Markdown it stands for: ``<b>``/``<strong>`` bold, ``<i>``/``<em>``
        italics, ``<a href>`` a link, ``<br>`` a line's end; a page renders them alike, so a list that writes
        ``<b>Title</b>`` or ``<a href="...">PDF</a>`` is read as one that writes ``**Title**`` or ``[PDF](...)``."""
        if _BREAK_TAG.fullmatch(tag):
            self._new_line(self._number)
            return
        found = _INLINE_TAG.fullmatch(tag)
        if found is None:
            return
        if found.group(2).lower() == "img" and (src := _SRC_ATTRIBUTE.search(tag)) is not None:
            self._badge(html.unescape(src.group(1) or src.group(2) or ""))
            return
        closing, name = bool(found.group(1)), _INLINE_TAG_MARKS.get(found.group(2).lower())
        if name == "link":
            if closing:
                self.link_close()
            elif (href := _HREF_ATTRIBUTE.search(tag)) is not None and not _links_to_itself(tag, href):
                self.link_open(html.unescape(href.group(1) or href.group(2) or ""))
        elif name is not None:
            if closing:
                self._close(name)
            else:
                self._open[name] = self._length

    def _badge(self, src: str) -> None:
        """An image's address: a static badge's words are the line's (``Line.badges``), as the page shows them."""
        words = badge_words(src) if "shields.io/badge/" in src else None
        if words is not None:
            self._line.badges.append(words)

    def link_open(self, href: str) -> None:
        if _TEMPLATE_SPACE in href:
            href = href.replace(_TEMPLATE_SPACE, " ")  # the address as written (``_template_unspaced``)
        self._link = (href, self._length)
        self._badge_label = ""

    def link_close(self) -> None:
        if self._link is None:
            self._close("link")
            return
        url, start = self._link
        label = self._text()[start:]
        self._line.links.append(LinkSpan(label.strip() or self._badge_label, url, start, self._length))
        self._line.links.extend(self._written_in_link)
        self._written_in_link = []
        self._link = None

    def _close(self, name: str) -> None:
        """A span's end: bold and italics are kept as spans, other marks' ends are read past."""
        start = self._open.pop(name, None)
        if start is not None and name in ("strong", "em"):
            (self._line.strong if name == "strong" else self._line.emphasis).append((start, self._length))

    def _bare_urls(self, text: str, offset: int) -> None:
        """A URL written out without link markup ("Code: https://github.com/...") is a link all the same."""
        for found in _BARE_URL.finditer(text):
            if _in_a_bracketed_label(text, found.start()):
                continue  # "[DOI: https://...]": the label's text, not a link
            url = found.group(0).rstrip(".,;:")
            self._line.links.append(LinkSpan("", url, offset + found.start(), offset + found.start() + len(url)))

    def _written_identifiers(self, text: str, offset: int) -> None:
        """An arXiv id or DOI written out with its scheme ("arXiv:1810.00790") is a link to the paper, as its URL
        written out is; inside a bracketed label ("[arXiv: 1810.00790]") it is the label's, read there. Written in a
        link's text (a whole citation linked to its PubMed page, "[Lee A. Title. Cell. 2015. doi:10.1016/...](...)")
        it is the paper's too, added after the link, unless the link is to that identifier already."""
        for found in _WRITTEN_IDENTIFIER.finditer(text):
            if _in_a_bracketed_label(text, found.start()):
                continue
            arxiv_id, doi = normalize_arxiv_id(found.group(1)), normalize_doi(found.group(2))
            url = arxiv_abs_url(arxiv_id) if arxiv_id else doi_url(doi) if doi else None
            if url is None:
                continue
            written = LinkSpan("", url, offset + found.start(), offset + found.end())
            if self._link is None:
                self._line.links.append(written)
            elif (arxiv_id_from_url(self._link[0]) if arxiv_id else doi_from_url(self._link[0])) != (arxiv_id or doi):
                self._written_in_link.append(written)

    def _append(self, text: str) -> None:
        self._parts.append(text)
        self._length += len(text)

    def _text(self) -> str:
        if len(self._parts) > 1:
            self._parts = ["".join(self._parts)]
        return self._parts[0] if self._parts else ""

    def _new_line(self, number: int) -> None:
        self._line.text = self._text()
        if "strong" in self._open:  # the bold goes on to the next line: its part here is bold too
            self._line.strong.append((self._open["strong"], self._length))
            self._line.bold_runs_on = True
        if "em" in self._open:  # an italic title hard-wrapped: its part here is italic too
            self._line.emphasis.append((self._open["em"], self._length))
            self._line.italic_runs_on = True
        if self._link is not None:  # the link's text goes on past the break: its part here is a link too
            url, start = self._link
            self._line.links.append(LinkSpan(self._line.text[start:].strip(), url, start, self._length))
            self._line.links.extend(self._written_in_link)  # identifiers its text wrote on this line
            self._written_in_link = []
            self._line.link_runs_on = True
        self._done.append(self._line)
        self._number = number
        self._line = Line(number)
        self._parts, self._length = [], 0
        self._open = {name: 0 for name in self._open}
        if self._link is not None:
            self._link = (self._link[0], 0)

    def finish(self) -> list[Line]:
        self._line.text = self._text()
        self._done.append(self._line)
        # A line of badges alone writes no text but shows words (a table cell's "TOCS" and "2019" badges): kept.
        return [line for line in self._done if line.text.strip() or line.links or line.badges]
