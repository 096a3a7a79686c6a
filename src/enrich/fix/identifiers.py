"""The identifier edits of a line: a missing DOI or arXiv link added in the line's own style.

A line that already names a DOI (in any form) gets no DOI link, and one that already links arXiv no arXiv link, so
the next plan finds nothing more to do.
"""

from __future__ import annotations

import re

from enrich.fix.edits import Change
from enrich.fix.rules import ARXIV, DOI
from enrich.fix.spans import table_insertion_point
from enrich.ids import arxiv_abs_url, doi_url
from enrich.models import ExportedPaper, Occurrence

_NAMES_A_DOI = re.compile(r"(?<![\w.])10\.\d{4,9}/")
_NAMES_ARXIV = re.compile(r"arxiv\.org/|arxiv:", re.IGNORECASE)

# A DOI with one of these cannot stand unescaped in a Markdown link target; escaping it would hide it from the
# "already named" check, so such a DOI is not added to a Markdown line.
_MARKDOWN_UNSAFE = frozenset("()[]<> \t")


def add_identifier_links(
    text: str, paper: ExportedPaper, occurrence: Occurrence, kinds: frozenset[str], changes: list[Change]
) -> str:
    """DOI and arXiv links in the line's own style, added at the end of the line (before trailing spaces).

    Markdown: ``[[DOI](https://doi.org/<doi>)]`` and ``[[arXiv](https://arxiv.org/abs/<id>)]`` (without the outer
    brackets when the line's links have none). Plain text and bullets, whose labels carry no URL: ``[DOI: <doi>]``
    and ``[arXiv: <id>]``, the way papers cite them. The parse stage reads both styles back as the paper's
    identifiers (``enrich.parse.common.identifier_link`` for the labels), so the next run starts from them.
    """
    markdown = occurrence.format in ("markdown", "table")
    wrapped = "[[" in text or "](" not in text
    added = []
    if (
        DOI in kinds
        and paper.doi
        and not _NAMES_A_DOI.search(text)
        and not (markdown and _MARKDOWN_UNSAFE.intersection(paper.doi))
    ):
        added.append(Change(DOI, "", _identifier_link("DOI", paper.doi, doi_url(paper.doi), markdown, wrapped)))
    if ARXIV in kinds and paper.arxiv_id and not _NAMES_ARXIV.search(text) and paper.arxiv_id not in text:
        added.append(
            Change(
                ARXIV, "", _identifier_link("arXiv", paper.arxiv_id, arxiv_abs_url(paper.arxiv_id), markdown, wrapped)
            )
        )
    if not added:
        return text
    changes.extend(added)
    end = table_insertion_point(text) if occurrence.format == "table" else len(text.rstrip())
    return text[:end] + "".join(" " + change.new for change in added) + text[end:]


def _identifier_link(label: str, value: str, url: str, markdown: bool, wrapped: bool) -> str:
    if not markdown:
        return f"[{label}: {value}]"
    link = f"[{label}]({url})"
    return f"[{link}]" if wrapped else link
