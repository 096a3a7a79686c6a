"""Org's own marks written as Markdown's, line for line, so that a list kept in Org is read as a Markdown document
is (``enrich.parse.blocks``) and no paper in it is lost to marks Markdown does not know.

Without this, an Org heading (``* Papers``) is a bullet and an Org link (``[[url][Title]]``) no link at all; a
reading log kept as Org tasks (``* TODO Title`` over an org-ref citation) is read as the list of items it is;
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
# A task heading (``* TODO Title``, ``** DONE [#A] Title  :ml:``): Org's default keywords and the states people add
# to a reading log, upper case as Org writes them, an optional priority cookie, the title, optional tags at the end.
_ORG_TASK = re.compile(
    r"^(\*+)[ \t]+(?:TODO|NEXT|STARTED|WAITING|HOLD|DONE|CANCELL?ED)(?:[ \t]+\[#[A-Z0-9]\])?[ \t]+(\S.*?)"
    r"(?:[ \t]+:[\w@#%:]+:)?[ \t]*$"
)
# A task's planning line (``CLOSED: [2018-01-03 Wed 13:45]``) and its logbook (``:LOGBOOK:`` ... ``:END:``, clock
# lines, state-change notes): when the owner worked on the task, nothing about the paper.
_ORG_PLANNING = re.compile(r"^[ \t]*(?:(?:CLOSED|SCHEDULED|DEADLINE):[ \t]*[\[<]|CLOCK:[ \t]*\[)")
_ORG_LOGBOOK = re.compile(r"^[ \t]*:LOGBOOK:[ \t]*$")
_ORG_DRAWER_END = re.compile(r"^[ \t]*:END:[ \t]*$")
# An org-ref citation (``[[cite:key][Wu et al. 2016: Short Title]]``, ``[[citep:key]]``): no address, only the key
# of the owner's .bib; its description is what a reader reads, a bare key nothing.
_ORG_CITE_LINK = re.compile(r"\[\[(?i:cite[a-z]*):[^\]]*\](?:\[([^\]]*)\])?\]")
_LIST_ITEM = re.compile(r"^[ \t]*(?:[-+]|\d+[.)])[ \t]")


def as_markdown(text: str, suffix: str) -> str:
    """The text of an ``.org`` list with its marks written as Markdown's; other text as it is."""
    if suffix == ".org":
        return "\n".join(_org_line(line) for line in _org_tasks_as_items(text.split("\n")))
    return text


def _org_tasks_as_items(lines: list[str]) -> list[str]:
    """A reading log kept as Org tasks, one heading per paper (``* TODO Title`` over its citation), as the list of
    items it is: each task heading whose body holds no list of its own an item (``- Title``, nested by its level),
    its body indented into the item, its planning and logbook lines blank.

    Without this, each task is a section named by its paper, and the paper is lost or read from the citation line
    under it (``[[cite:key][Wu et al. 2016: Short Title]]``, the owner's short form); a task heading over a list
    (``* TODO Read these`` over ``- [[url][Title]]``) stays the section it is."""
    if not any(line.startswith("*") and _ORG_TASK.match(line) for line in lines):
        return lines
    out = list(lines)
    indent = ""
    in_logbook = False
    for number, line in enumerate(lines):
        if line.startswith("*"):
            task = _ORG_TASK.match(line)
            indent = ""
            in_logbook = False
            if task is not None and not _body_lists(lines, number + 1):
                depth = "  " * (len(task.group(1)) - 1)
                out[number] = f"{depth}- {task.group(2)}"
                indent = depth + "  "
            continue
        if not indent:
            continue
        if in_logbook or _ORG_LOGBOOK.match(line) or _ORG_PLANNING.match(line):
            in_logbook = (in_logbook or _ORG_LOGBOOK.match(line) is not None) and not _ORG_DRAWER_END.match(line)
            out[number] = ""
        elif line.strip():
            out[number] = indent + line.lstrip()
    return out


def _body_lists(lines: list[str], start: int) -> bool:
    """Whether the body from ``start`` to the next heading holds list items outside a logbook."""
    in_logbook = False
    for line in lines[start:]:
        if line.startswith("*") and _ORG_HEADING.match(line):
            return False
        if _ORG_LOGBOOK.match(line):
            in_logbook = True
        elif _ORG_DRAWER_END.match(line):
            in_logbook = False
        elif not in_logbook and _LIST_ITEM.match(line):
            return True
    return False


def _org_line(line: str) -> str:
    if "[[" in line and "[[c" in line.lower():
        line = _ORG_CITE_LINK.sub(lambda found: found.group(1) or "", line)
    line = _ORG_HEADING.sub(lambda found: "#" * len(found.group(1)), line)
    line = _ORG_LINK.sub(r"[\2](\1)", line)
    return _ORG_BARE_LINK.sub(r"<\1>", line)


def org_rules_as_gfm(text: str) -> str:
    """A text list's Org-mode tables as GFM tables: the rule under the header (``|-------+------|``) joins its
    columns with ``+`` where GFM writes ``|``. Same length and lines, so every line keeps its number and text."""
    if "-+-" not in text:
        return text
    return _ORG_RULE.sub(lambda rule: rule.group(0).replace("+", "|"), text)
