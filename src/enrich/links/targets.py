"""Which URLs a run checks: the list's links plus the links the resolve stage found, each URL once.

Found links: the DOI landing page (https://doi.org/<doi>), the arXiv abstract and PDF pages, and the open-access
PDF. Within a paper a URL appears once (the list's own link wins over a found one with the same URL); across
papers the same URL is one target, checked once per run.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

from enrich.ids import arxiv_abs_url, arxiv_pdf_url, doi_url
from enrich.models import Link, LinkKind, Paper

PDF_KINDS = frozenset({LinkKind.pdf, LinkKind.arxiv_pdf, LinkKind.open_access_pdf})


@dataclass(frozen=True)
class Target:
    url: str
    kind: LinkKind  # of the first appearance
    label: str
    expects_pdf: bool  # a PDF somewhere it appears: then it must be a PDF everywhere (it is the same file)


def paper_links(paper: Paper) -> list[Link]:
    """The paper's links with a URL, the list's first, then the found ones; one per URL."""
    links: dict[str, Link] = {}
    for link in [*paper.links, *found_links(paper)]:
        url = (link.url or "").strip()
        if url and url not in links:
            links[url] = link.model_copy(update={"url": url})
    return list(links.values())


def found_links(paper: Paper) -> list[Link]:
    found: list[Link] = []
    if paper.doi:
        found.append(Link(kind=LinkKind.doi, label="DOI", url=doi_url(paper.doi)))
    if paper.arxiv_id:
        found.append(Link(kind=LinkKind.arxiv_abs, label="arXiv", url=arxiv_abs_url(paper.arxiv_id)))
        found.append(Link(kind=LinkKind.arxiv_pdf, label="arXiv PDF", url=arxiv_pdf_url(paper.arxiv_id)))
    if paper.open_access_pdf and paper.open_access_pdf.strip():
        found.append(Link(kind=LinkKind.open_access_pdf, label="open-access PDF", url=paper.open_access_pdf))
    return found


def collect_targets(papers: Sequence[Paper]) -> dict[str, Target]:
    """Every distinct URL of the run, in first-appearance order."""
    targets: dict[str, Target] = {}
    for link in _all_links(papers):
        url = link.url or ""
        known = targets.get(url)
        expects_pdf = expects_a_pdf(link)
        if known is None:
            targets[url] = Target(url=url, kind=link.kind, label=link.label, expects_pdf=expects_pdf)
        elif expects_pdf and not known.expects_pdf:
            targets[url] = Target(url=url, kind=known.kind, label=known.label, expects_pdf=True)
    return targets


def expects_a_pdf(link: Link) -> bool:
    """A PDF-kind link, or a URL whose path ends in .pdf (slides and posters are often PDFs)."""
    if link.kind in PDF_KINDS:
        return True
    try:
        return urlsplit(link.url or "").path.lower().endswith(".pdf")
    except ValueError:
        return False


def _all_links(papers: Iterable[Paper]) -> Iterable[Link]:
    for paper in papers:
        yield from paper_links(paper)
