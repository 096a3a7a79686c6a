"""An entry the list gives by its address alone (``- https://doi.org/10.1038/...``: the address stands where the title
goes, ``Entry.titled_by_address``) is resolved by the identifier its address names, and never searched for by a
title whose text is the address: no source holds a paper under its URL, so every such search was a wasted request
and a cached answer of nothing.

The real source clients and HTTP layer answer from `responses`: every service answers "nothing found", but S2's
batch endpoint, which knows ChemCrow's DOI.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
import requests
import responses

from enrich.config import Settings
from enrich.models import Entry
from enrich.net.http import Http
from enrich.parse import parse_texts
from enrich.resolve.findings import Clients
from enrich.resolve.gather import gather
from enrich.sources.arxiv import ArxivClient
from enrich.sources.crossref import CrossrefClient
from enrich.sources.dblp import DblpClient
from enrich.sources.openalex import OpenAlexClient
from enrich.sources.s2 import S2Client

FIXTURES = Path(__file__).parent / "fixtures"
SETTINGS = Settings()
CHEMCROW = json.loads((FIXTURES / "s2" / "paper_by_doi_chemcrow_fullfields.json").read_text())
CHEMCROW_DOI = "10.1038/s42256-024-00832-8"
ADDRESS = f"https://doi.org/{CHEMCROW_DOI}"

# Title searches, by service: what each request is, read from its address and query.
TITLE_SEARCH, IDENTIFIER_LOOKUP = "title search", "identifier lookup"


def request_kind(request: requests.PreparedRequest) -> tuple[str, str]:
    """(host, TITLE_SEARCH or IDENTIFIER_LOOKUP) of a request any source client sends."""
    parts = urlsplit(request.url or "")
    query = parse_qs(parts.query)
    host = parts.hostname or ""
    if "semanticscholar" in host:
        searching = parts.path.endswith(("/paper/search", "/paper/search/match", "/paper/search/bulk"))
    elif "arxiv" in host:
        searching = "search_query" in query
    elif "openalex" in host or "crossref" in host:
        searching = "query.bibliographic" in query or any("title.search" in value for value in query.get("filter", []))
    else:  # dblp has nothing but its search
        searching = True
    return host, TITLE_SEARCH if searching else IDENTIFIER_LOOKUP


def _s2_batch(request: requests.PreparedRequest) -> tuple[int, dict[str, str], str]:
    ids = json.loads(request.body or b"{}")["ids"]
    return 200, {}, json.dumps([CHEMCROW if paper_id == f"DOI:{CHEMCROW_DOI}" else None for paper_id in ids])


def _fixture(name: str) -> str:
    return (FIXTURES / name).read_text()


@pytest.fixture
def network() -> Iterator[responses.RequestsMock]:
    """Every service, answering that it found nothing; S2's batch knows ChemCrow's DOI."""
    nothing = json.dumps({"meta": {"count": 0}, "results": []})
    with responses.RequestsMock(assert_all_requests_are_fired=False) as mock:
        mock.get(f"{SETTINGS.dblp_url}/search/publ/api", body=_fixture("dblp/handbuilt_zero_hits.json"))
        api = f"{SETTINGS.s2_url}/graph/v1"
        mock.add_callback(responses.POST, f"{api}/paper/batch", callback=_s2_batch)
        mock.get(
            f"{api}/paper/search/match", status=404, body=_fixture("s2/search_match_404_title_match_not_found.json")
        )
        mock.get(f"{api}/paper/search/bulk", body=json.dumps({"total": 0, "token": None, "data": []}))
        mock.get(f"{api}/paper/search", body=_fixture("s2/search_relevance_zero_results.json"))
        mock.get(
            f"{SETTINGS.arxiv_url}/api/query", body=_fixture("arxiv/query_id_list_0000.0000_zero_results.atom.xml")
        )
        mock.get(f"{SETTINGS.openalex_url}/works", body=nothing)
        mock.get(f"{SETTINGS.crossref_url}/works", body=_fixture("crossref/works_query_title_zero_results.json"))
        yield mock


def clients(http: Http) -> Clients:
    """Every source switched on, OpenAlex's title searches too (a keyed run: the most a run could send)."""
    return Clients(
        dblp=DblpClient(http, SETTINGS.dblp_url),
        s2=S2Client(http, SETTINGS.s2_url),
        arxiv=ArxivClient(http, SETTINGS.arxiv_url),
        openalex=OpenAlexClient(http, SETTINGS.openalex_url),
        crossref=CrossrefClient(http, SETTINGS.crossref_url),
        openalex_keyed=True,
        title_batch=SETTINGS.title_batch,
    )


def entries_of(*lines: str) -> list[Entry]:
    return parse_texts([("list.md", "# Papers\n\n" + "".join(f"- {line}\n" for line in lines))]).entries


def requests_sent(network: responses.RequestsMock) -> Counter[tuple[str, str]]:
    return Counter(request_kind(call.request) for call in network.calls)


def test_an_address_alone_is_looked_up_by_its_doi_and_never_searched_by_its_address(
    http: Http, network: responses.RequestsMock
) -> None:
    (entry,) = entries_of(ADDRESS)
    assert entry.titled_by_address and entry.doi == CHEMCROW_DOI

    findings = gather([entry], clients(http))

    sent = requests_sent(network)
    assert not [kind for kind in sent if kind[1] == TITLE_SEARCH]
    batch = next(call.request for call in network.calls if call.request.url and "/paper/batch" in call.request.url)
    assert f"DOI:{CHEMCROW_DOI}" in json.loads(batch.body or b"{}")["ids"]
    assert [record.doi for record in findings[entry.id].s2] == [CHEMCROW_DOI]
    assert not any("doi.org" in (call.request.url or "").replace(SETTINGS.crossref_url, "") for call in network.calls)


def test_an_address_with_no_identifier_in_it_sends_no_request_at_all(
    http: Http, network: responses.RequestsMock
) -> None:
    (entry,) = entries_of("https://www.nature.com/articles/s41593-019-0520-2")
    assert entry.titled_by_address and not (entry.doi or entry.arxiv_id)

    gather([entry], clients(http))

    assert [(call.request.method, call.request.url) for call in network.calls] == []


def test_an_entry_with_a_real_title_is_searched_by_it_as_before(http: Http, network: responses.RequestsMock) -> None:
    (entry,) = entries_of("[Augmenting large language models with chemistry tools](https://example.org/c.pdf), 2023")
    assert not entry.titled_by_address

    gather([entry], clients(http))

    searched = {host for host, kind in requests_sent(network) if kind == TITLE_SEARCH}
    assert searched == {
        "dblp.org",
        "api.semanticscholar.org",
        "export.arxiv.org",
        "api.openalex.org",
        "api.crossref.org",
    }
    dblp_query = next(call.request.url for call in network.calls if "dblp.org" in (call.request.url or ""))
    assert "chemistry" in (dblp_query or "")


def test_in_one_list_only_the_titled_entry_is_searched_and_the_address_is_looked_up(
    http: Http, network: responses.RequestsMock
) -> None:
    address, titled = entries_of(
        ADDRESS, "[Robust Graph Queries over Dynamic Networks](https://example.org/g.pdf), 2021"
    )

    findings = gather([address, titled], clients(http))

    searches = [call.request for call in network.calls if request_kind(call.request)[1] == TITLE_SEARCH]
    assert searches and all("doi.org" not in (request.url or "") for request in searches)
    assert all("Graph" in (request.url or "") or "graph" in (request.url or "") for request in searches)
    assert [record.doi for record in findings[address.id].s2] == [CHEMCROW_DOI]


# A titleless citation (``Entry.titleless``: "A. Lee, Phys. Rev. 47, 777 (1935)") stands where the title goes too:
# no source holds a paper under it, so it is looked up by the identifier the list gives, never searched as a title.
TITLELESS = f"A. M. Bran, S. Cox, and P. Schwaller, Nat. Mach. Intell. 6, 525 (2024). [DOI]({ADDRESS})"


def test_a_titleless_citation_is_looked_up_by_its_doi_and_never_searched_as_a_title(
    http: Http, network: responses.RequestsMock
) -> None:
    (entry,) = entries_of(TITLELESS)
    assert entry.titleless and entry.doi == CHEMCROW_DOI

    findings = gather([entry], clients(http))

    assert not [kind for kind in requests_sent(network) if kind[1] == TITLE_SEARCH]
    assert [record.doi for record in findings[entry.id].s2] == [CHEMCROW_DOI]


def test_a_titleless_citation_without_an_identifier_sends_no_request(
    http: Http, network: responses.RequestsMock
) -> None:
    (entry,) = entries_of("A. Einstein, B. Podolsky, and N. Rosen, Phys. Rev. 47, 777 (1935).")
    assert entry.titleless and not (entry.doi or entry.arxiv_id)

    gather([entry], clients(http))

    assert [(call.request.method, call.request.url) for call in network.calls] == []
