"""The web the demo's links lead to, served by the fake services under /web/, so that `enrich demo` checks its links
without reaching a real web site.

A link's checker sends every request here, whatever its host (``WebRouter``, mounted on the checker's session by
enrich.demo): ``https://doi.org/10.1145/x`` is asked as ``{base}/web/https/doi.org/10.1145/x``, and a redirect's
Location is a real-looking address again, which the router sends here in turn. What the fake web answers:

- ``doi.org/<doi>`` for a DOI of the fake world, ``arxiv.org/abs/<id>`` and ``arxiv.org/pdf/<id>`` for one of its
  arXiv ids: a landing page or a PDF. Another DOI or arXiv id: 404, as doi.org and arxiv.org answer.
- The addresses in GONE: 410 Gone. The demo's dead PDF: the list's real link (the page is there in reality), made
  dead in this world so that the paper's identifiers can stand in for it.
- ``paperswithcode.com/paper/<slug>``: 301 to Hugging Face's trending papers, the generic page Papers with Code's
  paper pages redirected to after the site closed in July 2025.
- Any other address: alive, a PDF when its path names one ("/pdf/", ".pdf"), else a page.

LISTED_LINKS are the links the demo adds to its lists' lines so that the checks above have something to find.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from requests import PreparedRequest, Response
from requests.adapters import HTTPAdapter

from enrich_fakes.corpus import Corpus

PREFIX = "/web/"
GONE = frozenset({"https://vldb.org/pvldb/vol14/p2627-kuchnik.pdf"})
PAPERS_WITH_CODE = "https://paperswithcode.com/paper/"
GENERIC_PAGE = "https://huggingface.co/papers/trending"
MOVED = f"{PAPERS_WITH_CODE}tf-darshan-understanding-fine-grained-io"
# The labelled paper's title -> the link its list line gets at the end (the demo's Markdown list).
LISTED_LINKS: Mapping[str, str] = {
    "tf-Darshan: Understanding Fine-grained I/O Performance in Machine Learning Workloads": f"[[Page]({MOVED})]",
}
_VERSION = re.compile(r"v\d+$")  # arXiv's "2008.04395v2": the id is the part before it
PDF_BODY = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n"
HTML_TYPE = "text/html; charset=utf-8"
PDF_TYPE = "application/pdf"


@dataclass(frozen=True)
class Page:
    status: int
    content_type: str
    body: bytes
    headers: Mapping[str, str]


class FakeWeb:
    """The fake web's answers: the identifiers it knows come from the corpus."""

    def __init__(self, corpus: Corpus) -> None:
        self.dois = frozenset(paper.doi.lower() for paper in corpus.papers if paper.doi)
        self.arxiv_ids = frozenset(paper.arxiv_id for paper in corpus.papers if paper.arxiv_id)

    def answer(self, path: str, query: str) -> Page:
        """The page at the address a routed request's ``path`` (``/web/<scheme>/<host>/<path>``) and query carry."""
        scheme, _, rest = path[len(PREFIX) :].partition("/")
        url = f"{scheme}://{rest}" + (f"?{query}" if query else "")
        host, address = (urlsplit(url).hostname or "").lower(), urlsplit(url).path
        if url in GONE:
            return _page(410, "Gone")
        if url.startswith(PAPERS_WITH_CODE):
            return Page(301, HTML_TYPE, b"", {"Location": GENERIC_PAGE})
        if host == "doi.org":
            return self._known(address.removeprefix("/").lower() in self.dois, "DOI")
        if host.removeprefix("www.") == "arxiv.org" and address.startswith(("/abs/", "/pdf/")):
            known = _VERSION.sub("", address[5:]) in self.arxiv_ids
            return self._known(known, "arXiv") if address.startswith("/abs/") else _pdf_or_missing(known)
        return _pdf_or_missing(True) if "pdf" in address.lower() else _page(200, "A page of the fake web")

    @staticmethod
    def _known(known: bool, what: str) -> Page:
        return _page(200, f"The paper's {what} landing page") if known else _page(404, "Not Found")


def _page(status: int, title: str) -> Page:
    body = f"<!doctype html><html><head><title>{title}</title></head><body><h1>{title}</h1></body></html>"
    return Page(status, HTML_TYPE, body.encode(), {})


def _pdf_or_missing(known: bool) -> Page:
    return Page(200, PDF_TYPE, PDF_BODY, {}) if known else _page(404, "Not Found")


class WebRouter(HTTPAdapter):
    """An adapter that sends every request to the fake web at ``base_url``, the original address in the path."""

    def __init__(self, base_url: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._base = base_url.rstrip("/")

    def send(self, request: PreparedRequest, *args: Any, **kwargs: Any) -> Response:
        parts = urlsplit(request.url or "")
        query = f"?{parts.query}" if parts.query else ""
        request.url = f"{self._base}{PREFIX}{parts.scheme}/{parts.netloc}{parts.path or '/'}{query}"
        return super().send(request, *args, **kwargs)
