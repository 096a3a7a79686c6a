"""Live replacements for dead links: a link the links stage reports dead, or that moved to a generic page, is
replaced by a link to the same paper that the paper's identifiers back and that the same run found alive.

Why this and nothing else:
- The replacement is one of the links the resolve stage's identifiers give (``links.targets.found_links``): the DOI
  landing page, the arXiv abstract or PDF, or the open-access PDF OpenAlex or S2 named. A search result, a guess
  at a mirror or a Wayback snapshot is not the paper's address of record; a snapshot is for the report, never the
  list.
- It must have been checked alive by the links stage in the same run (``LinkClass.alive``): blocked, redirected to
  another address, or not checked is not good enough to write into a list.
- Only a link that stands for the paper is replaced, and by a link of its own nature first: a PDF by a PDF (the
  open-access PDF, then arXiv's), a landing page by a landing page (the DOI, then arXiv's abstract). A dead code,
  slides or video link names something no identifier leads to; it is marked dead instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from enrich.links.targets import found_links
from enrich.models import ExportedPaper, LinkCheck, LinkClass, LinkKind

_PDFS = (LinkKind.open_access_pdf, LinkKind.arxiv_pdf, LinkKind.doi, LinkKind.arxiv_abs)
_PAGES = (LinkKind.doi, LinkKind.arxiv_abs, LinkKind.open_access_pdf, LinkKind.arxiv_pdf)
# The found links that may stand in for a dead link of each kind, best first; kinds not named here are never
# replaced.
PREFERENCES: dict[LinkKind, tuple[LinkKind, ...]] = {
    LinkKind.pdf: _PDFS,
    LinkKind.arxiv_pdf: _PDFS,
    LinkKind.open_access_pdf: _PDFS,
    LinkKind.other: _PAGES,
    LinkKind.doi: _PAGES,
    LinkKind.arxiv_abs: _PAGES,
}
OPEN_ACCESS_NAMERS = frozenset({"openalex", "s2"})


@dataclass(frozen=True)
class Replacement:
    url: str
    why: str  # for the pull request: the identifier that backs the new link, and when it was found alive


def needs_replacement(check: LinkCheck) -> bool:
    """Dead for the links stage (reported dead), or moved to a generic page."""
    return check.reported_dead or check.status is LinkClass.generic_page


def live_replacement(paper: ExportedPaper, check: LinkCheck) -> Replacement | None:
    """The link to write instead of ``check``'s, or None when no identifier-backed link was found alive."""
    if paper.status != "resolved" or not needs_replacement(check):
        return None
    alive = {c.url: c for c in paper.link_checks if c.status is LinkClass.alive}
    found = {link.kind: link.url for link in found_links(paper) if link.url and link.url != check.url}
    for kind in PREFERENCES.get(check.kind, ()):
        url = found.get(kind)
        backing = _backing(paper, kind)
        if url is not None and url in alive and backing is not None:
            day = alive[url].checked_at.date().isoformat()
            return Replacement(url, f"{_what_failed(check)}; {backing}, checked alive on {day}")
    return None


def _backing(paper: ExportedPaper, kind: LinkKind) -> str | None:
    """The identifier a found link rests on, and who confirmed it; None for an open-access PDF nobody named."""
    if kind is LinkKind.doi:
        return f"the paper's DOI {paper.doi} (from {paper.provenance.get('doi', 'the resolve stage')})"
    if kind in (LinkKind.arxiv_abs, LinkKind.arxiv_pdf):
        return f"the paper's arXiv id {paper.arxiv_id} (from {paper.provenance.get('arxiv_id', 'the resolve stage')})"
    namer = paper.provenance.get("open_access_pdf")
    return f"the open-access PDF {namer} names" if namer in OPEN_ACCESS_NAMERS else None


def _what_failed(check: LinkCheck) -> str:
    if check.status is LinkClass.generic_page:
        return check.reason
    return f"reported dead ({check.reason})"
