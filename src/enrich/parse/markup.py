"""Org's own marks written as Markdown's, line for line, so that a list kept in Org is read as a Markdown document
is (``enrich.parse.blocks``) and no paper in it is lost to marks Markdown does not know.

Without this, an Org heading (``* Papers``) is a bullet and an Org link (``[[url][Title]]``) no link at all;
reStructuredText has a module of its own (``enrich.parse.rst``: references whose targets stand elsewhere,
directives, tables). Every line keeps its number, so records keep ``file:line``; the lines a record shows and
``enrich fix`` edits are the file's own.
"""

from __future__ import annotations

import re

_ORG_HEADING = re.compile(r"^(\*+)(?=\s)")
_ORG_LINK = re.compile(r"\[\[([^\]]+)\]\[([^\]]+)\]\]")
_ORG_BARE_LINK = re.compile(r"\[\[([^\]]+)\]\]")
_ORG_RULE = re.compile(r"^[ \t]*\|[-:]+(?:\+[-:]+)+\|[ \t]*$", re.MULTILINE)


def as_markdown(text: str, suffix: str) -> str:
    """The text of an ``.org`` list with its marks written as Markdown's; other text as it is."""
    if suffix == ".org":
        return "\n".join(_org_line(line) for line in text.split("\n"))
    return text


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
