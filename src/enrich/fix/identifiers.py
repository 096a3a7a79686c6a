"""The identifier edits of a line: a missing DOI or arXiv link added in the line's own style.

A line that already names a DOI (in any form) gets no DOI link, and one that already links arXiv no arXiv link, so
the next plan finds nothing more to do.
"""

from __future__ import annotations

import re

from enrich.fix.edits import Change
from enrich.fix.rules import ARXIV, DOI
from enrich.fix.spans import insertion_point, open_markup, open_phrase
from enrich.ids import arxiv_abs_url, doi_url, on_host
from enrich.models import ExportedPaper, Occurrence
from enrich.parse.rst import RST_SUFFIXES

_NAMES_A_DOI = re.compile(r"(?<![\w.])10\.\d{4,9}/")
_ARXIV_TAG = re.compile(r"arxiv:", re.IGNORECASE)
# A URL in a line that may be on arxiv.org (or a host under it), checked as a host by ids.on_host.
_ARXIV_URL_CANDIDATE = re.compile(r"[^\s()\[\]<>\"']*arxiv\.org[^\s()\[\]<>\"']*", re.IGNORECASE)

# A DOI with one of these cannot stand unescaped in a Markdown link target; escaping it would hide it from the
# "already named" check, so such a DOI is not added to a Markdown line.
_MARKDOWN_UNSAFE = frozenset("()[]<> \t")


def add_identifier_links(
    text: str, paper: ExportedPaper, occurrence: Occurrence, kinds: frozenset[str], changes: list[Change]
) -> str:
    """DOI and arXiv links in the line's own style, added at the end of ``text`` (before trailing spaces): one line,
    or an entry's lines through the one its labels go on (``enrich.fix.spans.label_line``), joined by "\\n".

    Markdown: ``[[DOI](https://doi.org/<doi>)]`` and ``[[arXiv](https://arxiv.org/abs/<id>)]`` (without the outer
    brackets when the line's links have none). Plain text, bullets and reStructuredText (to which a Markdown link
    is text), whose labels carry no URL: ``[DOI: <doi>]`` and ``[arXiv: <id>]``, the way papers cite them. The
    parse stage reads both styles back as the paper's identifiers (``enrich.parse.common.identifier_link`` for the
    labels), so the next run starts from them.
    """
    rst = occurrence.file.lower().endswith(RST_SUFFIXES)
    markdown = writes_links(occurrence)
    wrapped = "[[" in text or "](" not in text
    added = []
    if (
        DOI in kinds
        and paper.doi
        and not _NAMES_A_DOI.search(text)
        and not (markdown and _MARKDOWN_UNSAFE.intersection(paper.doi))
    ):
        added.append(Change(DOI, "", _identifier_link("DOI", paper.doi, doi_url(paper.doi), markdown, wrapped)))
    if ARXIV in kinds and paper.arxiv_id and not _names_arxiv(text) and paper.arxiv_id not in text:
        added.append(
            Change(
                ARXIV, "", _identifier_link("arXiv", paper.arxiv_id, arxiv_abs_url(paper.arxiv_id), markdown, wrapped)
            )
        )
    end = insertion_point(text, occurrence.format, title=occurrence.seed_title)
    inside = open_phrase(text) is not None if rst else open_markup(text[:end])
    if not added or inside or rst and text.lstrip().startswith("|"):
        # a label inside or before a reference, a link text or a code span left open would split the citation it
        # is read in (the plan hands over an entry's text through the line a wrapped link closes on); in a grid
        # table's row it would push the cell's border out of line
        return text
    changes.extend(added)
    return text[:end] + "".join(" " + change.new for change in added) + text[end:]


def writes_links(occurrence: Occurrence) -> bool:
    """Whether the entry's labels are written as Markdown links (its list is Markdown), which the parse reads as the
    line's own links, rather than as text labels, which it sets aside wherever a line ends in them."""
    return occurrence.format in ("markdown", "table") and not occurrence.file.lower().endswith(RST_SUFFIXES)


def _identifier_link(label: str, value: str, url: str, markdown: bool, wrapped: bool) -> str:
    if not markdown:
        return f"[{label}: {value}]"
    link = f"[{label}]({url})"
    return f"[{link}]" if wrapped else link


def _names_arxiv(text: str) -> bool:
    """Whether a line already names an arXiv preprint: an "arXiv:" tag, or a link to arxiv.org (the host, not the
    words "arxiv.org" inside another address's query)."""
    return bool(_ARXIV_TAG.search(text)) or any(
        on_host(url, ("arxiv.org",)) for url in _ARXIV_URL_CANDIDATE.findall(text)
    )
