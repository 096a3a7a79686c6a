"""reStructuredText's and Org's own marks written as Markdown's, line for line, so that a list kept in either is read
as a Markdown document is (``enrich.parse.blocks``) and no paper in it is lost to marks Markdown does not know.

Without this, an rst hyperlink (`` `Title <url>`_ ``) is a code span to Markdown, a citation (``.. [Lee2019] Lee,
J. (2019). Title.``) opens with dots no citation rule expects, an auto-numbered item (``#.``) is a heading marker,
and a section underlined with ``~~~~`` opens a code fence; an Org heading (``* Papers``) is a bullet and an Org link
(``[[url][Title]]``) no link at all. Every line keeps its number, so records keep ``file:line``; the lines a record
shows and ``enrich fix`` edits are the file's own.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_RST_LINK = re.compile(r"`([^`<]+?)\s*<([^`>]+)>`__?")
_RST_REFERENCE = re.compile(r"`([^`<]+)`__?(?!\w)")  # `Title`_: a link whose target is named elsewhere
_RST_ROLE = re.compile(r":[\w-]+:`([^`]+)`")  # :doi:`10.1145/...`, :cite:`key`
_RST_CITATION = re.compile(r"^(\s*)\.\.\s+\[[^\]]+\]\s+")  # ".. [Lee2019] " or ".. [1] "
_RST_AUTO_NUMBER = re.compile(r"^(\s*)#\.(?=\s)")
# A section title's underline or overline: one punctuation character repeated.
_RST_ADORNMENT = re.compile(r"""^([=\-~^"'`#*+:.])\1{2,}\s*$""")
_ORG_HEADING = re.compile(r"^(\*+)(?=\s)")
_ORG_LINK = re.compile(r"\[\[([^\]]+)\]\[([^\]]+)\]\]")
_ORG_BARE_LINK = re.compile(r"\[\[([^\]]+)\]\]")
_ORG_RULE = re.compile(r"^[ \t]*\|[-:]+(?:\+[-:]+)+\|[ \t]*$", re.MULTILINE)


def as_markdown(text: str, suffix: str) -> str:
    """The text of an ``.rst`` or ``.org`` list with its marks written as Markdown's; other text as it is."""
    if suffix == ".rst":
        return _lines_as_markdown(text, _rst_line, rst=True)
    if suffix == ".org":
        return _lines_as_markdown(text, _org_line, rst=False)
    return text


def _lines_as_markdown(text: str, convert: Callable[[str], str], *, rst: bool) -> str:
    lines = text.split("\n")
    written: list[str] = []
    for index, line in enumerate(lines):
        if rst and _RST_ADORNMENT.match(line):
            # under a title it underlines: a setext heading; elsewhere (an overline, a transition) nothing
            above = written[-1] if written else ""
            written.append("---" if above.strip() and not _RST_ADORNMENT.match(lines[index - 1]) else "")
            continue
        written.append(convert(line))
    return "\n".join(written)


def _rst_line(line: str) -> str:
    line = _RST_CITATION.sub(r"\1- ", line)
    line = _RST_AUTO_NUMBER.sub(r"\g<1>1.", line)
    line = _RST_LINK.sub(r"[\1](\2)", line)
    line = _RST_ROLE.sub(r"\1", line)
    return _RST_REFERENCE.sub(r"\1", line)


def _org_line(line: str) -> str:
    line = _ORG_HEADING.sub(lambda found: "#" * len(found.group(1)), line)
    line = _ORG_LINK.sub(r"[\2](\1)", line)
    return _ORG_BARE_LINK.sub(r"<\1>", line)


def org_rules_as_gfm(text: str) -> str:
    """A text list's Org-mode tables as GFM tables: the rule under the header (``|-------+------|``) joins its
    columns with ``+`` where GFM writes ``|``. Same length and lines, so every line keeps its number and text."""
    if "-+-" not in text:
        return text
    return _ORG_RULE.sub(lambda rule: rule.group(0).replace("+", "|"), text)
