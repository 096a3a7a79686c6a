"""Resolving with a local mirror: its candidates are judged by the same rules, an entry it places is not searched,
``mirror = "only"`` sends no title search, and every field read from it names the mirror and its release."""

from __future__ import annotations

from datetime import date

from enrich.models import Link, LinkKind, SourceRecord
from enrich.resolve import Clients, resolve_entries
from enrich.resolve.findings import MirrorAccess
from enrich.titles import title_key
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


# A USENIX paper: dblp's record names neither a DOI nor an arXiv id, so no identifier of it reaches S2.
BARE = dict(doi=None, arxiv_id=None)
RETITLED = "Check-N-Run: A Checkpointing System for Training Recommendation Models"


def test_a_placed_entry_without_identifiers_reaches_s2_through_its_candidates_ids_not_its_title():
    corr = dblp_record(
        RETITLED,
        year=2020,
        venue="CoRR",
        dblp_key="journals/corr/abs-2010-08679",
        dblp_type="Informal and Other Publications",
        arxiv_id="2010.08679",
    )
    mirror, _ = mirror_of({TITLE: [dblp_record(**BARE), corr]})
    dblp, s2, arxiv = services(s2_by_id={"ARXIV:2010.08679": s2_record()})
    [paper] = resolve_entries([entry()], Clients(dblp=dblp, s2=s2, arxiv=arxiv, mirror=mirror), today=TODAY)
    assert s2.calls_of("match") == [] and s2.calls_of("search") == [] and dblp.calls == []
    assert s2.calls_of("batch") == [["ARXIV:2010.08679"]]
    assert paper.status == "resolved" and paper.arxiv_id == "2010.08679" and paper.citation_count == 42


def test_a_preprint_under_another_title_is_found_by_the_first_authors_preprints_and_judged_through_s2():
    preprint = arxiv_record("Synergy: Resource Sensitive Checkpointing", year=2021, arxiv_id="2110.06073")
    asked: list[list[tuple[str, int | None]]] = []

    def preprints_by(people):
        asked.append(list(people))
        return [[mirrored(preprint)] for _ in people]

    mirror, _ = mirror_of({TITLE: [dblp_record(**BARE)]})
    mirror = MirrorAccess(mirror.candidates, mirror.sources, preprints_by=preprints_by)
    dblp, s2, arxiv = services(s2_by_id={"ARXIV:2110.06073": s2_record(arxiv_id="2110.06073")})
    [paper] = resolve_entries([entry()], Clients(dblp=dblp, s2=s2, arxiv=arxiv, mirror=mirror), today=TODAY)
    assert asked == [[("Assaf Eisenman", 2022)]]
    assert s2.calls_of("match") == [] and s2.calls_of("batch") == [["ARXIV:2110.06073"]]
    assert paper.status == "resolved" and paper.arxiv_id == "2110.06073" and paper.provenance["arxiv_id"] == "s2"


def test_an_s2_record_of_another_paper_reached_through_a_candidates_id_is_not_taken():
    extension = dblp_record(
        "Check-N-Run+: Checkpointing for Recommendation Models at Scale",
        year=2023,
        venue="TPDS",
        dblp_key="journals/tpds/EisenmanM23",
        doi="10.1109/tpds.2023.1",
    )
    mirror, _ = mirror_of({TITLE: [dblp_record(**BARE), extension]})
    other = s2_record(extension.title, year=2023, doi="10.1109/tpds.2023.1", arxiv_id=None, s2_paper_id="b" * 40)
    dblp, s2, arxiv = services(s2_by_id={"DOI:10.1109/tpds.2023.1": other})
    [paper] = resolve_entries([entry()], Clients(dblp=dblp, s2=s2, arxiv=arxiv, mirror=mirror), today=TODAY)
    assert s2.calls_of("match") == []
    assert paper.status == "resolved" and paper.doi is None and paper.s2_paper_id is None
    assert paper.citation_count is None  # no identifier reaches the paper's own S2 record


def test_an_identifier_s2_does_not_know_costs_no_title_match_for_an_entry_the_mirror_placed():
    mirror, _ = mirror_of({TITLE: [dblp_record(doi=DOI)]})
    dblp, s2, arxiv = services()
    [paper] = resolve_entries([entry()], Clients(dblp=dblp, s2=s2, arxiv=arxiv, mirror=mirror), today=TODAY)
    assert s2.calls_of("match") == [] and s2.calls_of("batch") == [[f"DOI:{DOI}"]]
    assert paper.status == "resolved" and paper.doi == DOI


def test_a_tie_between_the_mirrors_records_is_broken_by_s2s_title_match_without_a_dblp_search():
    registration = dblp_record(dblp_key="conf/nsdi/EisenmanMIKKNSA22a", doi="10.5555/other")
    mirror, _ = mirror_of({TITLE: [dblp_record(**BARE), registration]})
    dblp, s2, arxiv = services({TITLE: [dblp_record(**BARE), registration]})
    s2.answers = {title_key(TITLE): [s2_record(doi=DOI)]}
    [paper] = resolve_entries([entry()], Clients(dblp=dblp, s2=s2, arxiv=arxiv, mirror=mirror), today=TODAY)
    assert dblp.calls == []  # dblp's search would return the same two records
    assert s2.calls_of("match") == [TITLE]
    assert paper.status == "resolved" and paper.dblp_key == "conf/nsdi/EisenmanMIKKNSA22" and paper.doi == DOI


def test_mirror_only_still_looks_up_the_candidates_identifiers():
    corr = arxiv_record(RETITLED)
    mirror, _ = mirror_of({TITLE: [corr]}, sources=("dblp", "arxiv"), only=True)
    dblp, s2, arxiv = services(s2_by_id={"ARXIV:2010.08679": s2_record()})
    [paper] = resolve_entries([entry()], Clients(dblp=dblp, s2=s2, arxiv=arxiv, mirror=mirror), today=TODAY)
    assert dblp.calls == [] and s2.calls_of("match") == [] and arxiv.calls_of("search_title") == []
    assert s2.calls_of("batch") == [["ARXIV:2010.08679"]]
    assert paper.status == "resolved" and paper.arxiv_id == "2010.08679"


def test_an_address_alone_is_not_a_title_for_the_mirrors_candidate_query_and_resolves_by_its_doi():
    address = f"https://doi.org/{DOI}"
    alone = entry().model_copy(update={"title": address, "links": [Link(kind=LinkKind.other, label="", url=address)]})
    alone = alone.model_copy(update={"id": "alone", "doi": DOI})
    mirror, asked = mirror_of({TITLE: [dblp_record(doi=DOI)]})
    dblp, s2, arxiv = services(s2_by_id={f"DOI:{DOI}": s2_record(doi=DOI)})
    papers = resolve_entries([entry(), alone], Clients(dblp=dblp, s2=s2, arxiv=arxiv, mirror=mirror), today=TODAY)
    assert [[title for title, _ in query] for query in asked] == [[TITLE]]
    assert dblp.calls == [] and s2.calls_of("match") == [] and address not in arxiv.calls_of("search_title")
    assert {paper.status for paper in papers} == {"resolved"}
