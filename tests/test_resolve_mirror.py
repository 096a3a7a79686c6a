"""Resolving with a local mirror: its candidates are judged by the same rules, an entry it places is not searched,
``mirror = "only"`` sends no title search, and every field read from it names the mirror and its release."""

from __future__ import annotations

from datetime import date

from enrich.models import SourceRecord
from enrich.resolve import Clients, resolve_entries
from enrich.resolve.findings import MirrorAccess
from tests.test_resolve import TITLE, TODAY, Service, arxiv_record, dblp_record, entry, s2_record

RELEASE = date(2026, 11, 1)
ORIGIN = "dblp mirror, release 2026-11-01"
DOI = "10.5555/checknrun"


def mirrored(record: SourceRecord) -> SourceRecord:
    return record.model_copy(update={"origin": f"{record.source} mirror, release {RELEASE}", "retrieved": RELEASE})


def mirror_of(records_by_title: dict[str, list[SourceRecord]], sources=("dblp",), only=False):
    asked: list[list[tuple[str, int | None]]] = []

    def candidates(entries):
        asked.append(list(entries))
        return [[mirrored(r) for r in records_by_title.get(title, [])] for title, _ in entries]

    return MirrorAccess(candidates, frozenset(sources), only), asked


def services(dblp_answers=None, s2_by_id=None):
    dblp = Service(dblp_answers or {})
    s2 = Service(by_id=s2_by_id or {})
    arxiv = Service({TITLE: [arxiv_record()]}, by_id={"2010.08679": arxiv_record()})
    return dblp, s2, arxiv


def test_an_entry_the_mirror_places_is_not_searched_and_names_the_mirror_as_its_origin():
    mirror, asked = mirror_of({TITLE: [dblp_record(doi=DOI)]})
    dblp, s2, arxiv = services(s2_by_id={f"DOI:{DOI}": s2_record(doi=DOI)})
    [paper] = resolve_entries([entry()], Clients(dblp=dblp, s2=s2, arxiv=arxiv, mirror=mirror), today=TODAY)
    assert len(asked) == 1  # one query for every entry at once
    assert dblp.calls == []
    assert s2.calls_of("batch") == [[f"DOI:{DOI}"]] and s2.calls_of("match") == []
    assert paper.status == "resolved" and paper.doi == DOI and paper.provenance["doi"] == "dblp"
    assert paper.origins == {"dblp": ORIGIN}
    assert paper.as_of["doi"] == RELEASE and paper.as_of["abstract"] == TODAY


def test_an_entry_the_mirror_cannot_place_is_searched_in_dblp_after_all():
    mirror, _ = mirror_of({})
    dblp, s2, arxiv = services({TITLE: [dblp_record(doi=DOI)]})
    [paper] = resolve_entries([entry()], Clients(dblp=dblp, s2=s2, arxiv=arxiv, mirror=mirror), today=TODAY)
    assert dblp.calls_of("search") == [TITLE]
    assert paper.status == "resolved" and paper.origins == {}


def test_mirror_only_sends_no_title_search_to_any_service():
    mirror, _ = mirror_of({}, only=True)
    dblp, s2, arxiv = services({TITLE: [dblp_record(doi=DOI)]})
    [paper] = resolve_entries([entry()], Clients(dblp=dblp, s2=s2, arxiv=arxiv, mirror=mirror), today=TODAY)
    assert dblp.calls == [] and s2.calls_of("match") == [] and arxiv.calls_of("search_title") == []
    assert paper.status == "unresolved"


def test_with_an_arxiv_store_no_arxiv_title_search_is_sent():
    preprint = arxiv_record()
    mirror, _ = mirror_of({TITLE: [dblp_record(doi=DOI), preprint]}, sources=("dblp", "arxiv"))
    dblp, s2, arxiv = services()
    [paper] = resolve_entries([entry()], Clients(dblp=dblp, s2=s2, arxiv=arxiv, mirror=mirror), today=TODAY)
    assert arxiv.calls_of("search_title") == []
    assert paper.status == "resolved" and paper.arxiv_id == preprint.arxiv_id
    assert paper.provenance["arxiv_id"] == "arxiv"
    assert paper.origins == {"dblp": ORIGIN, "arxiv": "arxiv mirror, release 2026-11-01"}
