"""OpenAlex and Crossref in the resolver: Crossref confirms or refutes DOIs, OpenAlex fills what S2 does not give
(or finds what no other source found), citation counts are refreshed through OpenAlex without an S2 key, and a
source switched off is never asked.

The stand-ins answer from dictionaries, like those of test_resolve; the matching is the real enrich.resolve rules.
"""

from __future__ import annotations

import copy
import dataclasses
import itertools
import threading
from collections import defaultdict
from collections.abc import Callable
from datetime import date

import pytest

from enrich.models import Author, Entry, Paper, SourceRecord
from enrich.net.http import StatusError, TransportError
from enrich.resolve import Clients, resolve_entries
from enrich.resolve import pick as pick_module
from enrich.resolve.findings import PICK_READS, Findings
from tests.test_resolve import AUTHORS, TITLE, TODAY, Service, arxiv_record, dblp_record, entry, s2_record

DOI = "10.1145/3492321.3519555"
LATER = date(2026, 12, 1)


class OpenAlex:
    """Works by DOI, by arXiv id and by title; raises ``down`` for every call when given. Records every call."""

    def __init__(
        self,
        by_doi: dict[str, SourceRecord] | None = None,
        by_title: dict[str, list[SourceRecord]] | None = None,
        down: Exception | None = None,
        by_arxiv: dict[str, SourceRecord] | None = None,
    ) -> None:
        self.by_doi, self.by_title, self.down = by_doi or {}, by_title or {}, down
        self.by_arxiv = by_arxiv or {}
        self.calls: list[tuple[str, object]] = []

    def _answer(self, call: str, argument: object) -> None:
        self.calls.append((call, argument))
        if self.down:
            raise self.down

    def search_title(self, title: str, limit: int = 5) -> list[SourceRecord]:
        self._answer("search_title", title)
        return self.by_title.get(title, [])

    def by_dois(self, dois) -> dict[str, SourceRecord]:
        self._answer("by_dois", list(dois))
        return {doi: self.by_doi[doi] for doi in dois if doi in self.by_doi}

    def by_arxiv_ids(self, arxiv_ids) -> dict[str, SourceRecord]:
        self._answer("by_arxiv_ids", list(arxiv_ids))
        return {arxiv_id: self.by_arxiv[arxiv_id] for arxiv_id in arxiv_ids if arxiv_id in self.by_arxiv}

    def citations(self, dois) -> dict[str, SourceRecord]:
        self._answer("citations", list(dois))
        return {doi: self.by_doi[doi] for doi in dois if doi in self.by_doi}


class Crossref:
    """Crossref's record per DOI (a DOI it lacks is None, its 404) and its bibliographic query's works per title;
    raises ``down`` for every call when given. ``calls`` records DOIs asked, ``queries`` the queries."""

    def __init__(
        self,
        records: dict[str, SourceRecord] | None = None,
        down: Exception | None = None,
        by_title: dict[str, list[SourceRecord]] | None = None,
    ) -> None:
        self.records, self.down, self.by_title = records or {}, down, by_title or {}
        self.calls: list[str] = []
        self.queries: list[tuple[str, str | None, int | None]] = []

    def search_bibliographic(
        self, title: str, *, first_author: str | None = None, year: int | None = None, rows: int = 5
    ) -> list[SourceRecord]:
        self.queries.append((title, first_author, year))
        if self.down:
            raise self.down
        return self.by_title.get(title, [])[:rows]

    def works(self, dois: list[str]) -> dict[str, SourceRecord | None]:
        self.calls.extend(dois)
        if self.down:
            raise self.down
        return {doi: self.records.get(doi) for doi in dois}


def openalex_work(**extra) -> SourceRecord:
    values = dict(
        source="openalex",
        title=TITLE,
        authors=AUTHORS,
        year=2022,
        venue="NSDI",
        doi=DOI,
        abstract="OpenAlex abstract.",
        citation_count=57,
        url="https://openalex.org/W1",
    )
    return SourceRecord(**{**values, **extra})


def crossref_work(**extra) -> SourceRecord:
    values = dict(source="crossref", title=TITLE, year=2022, doi=DOI, citation_count=60)
    return SourceRecord(**{**values, **extra})


def resolve(
    dblp=None, s2=None, arxiv=None, openalex=None, crossref=None, *, s2_keyed=False, openalex_keyed=True, **keywords
):
    clients = Clients(
        dblp=dblp or Service(),
        s2=s2,
        arxiv=arxiv,
        openalex=openalex,
        crossref=crossref,
        s2_keyed=s2_keyed,
        openalex_keyed=openalex_keyed,
    )  # type: ignore[arg-type]
    return resolve_entries([entry()], clients, today=keywords.pop("today", TODAY), **keywords)


def with_doi() -> Service:
    return Service({TITLE: [dblp_record(doi=DOI)]})


def s2_by_doi(**extra) -> Service:
    """S2 as reached through the DOI of dblp's record (its title match is not asked for an identified entry)."""
    return Service(by_id={f"DOI:{DOI}": s2_record(doi=DOI, **extra)})


S2_DOWN = TransportError("https://api.semanticscholar.org/graph/v1/paper/search/match", "connection refused", "s2")


# ----------------------------------------------------------------------------------------------- Crossref


def test_a_doi_crossref_agrees_with_is_kept_and_the_evidence_says_so():
    crossref = Crossref({DOI: crossref_work(year=2023)})  # a year off by one still agrees
    [paper] = resolve(with_doi(), s2_by_doi(), crossref=crossref)

    assert paper.status == "resolved" and paper.doi == DOI and paper.provenance["doi"] == "dblp"
    assert crossref.calls == [DOI]
    assert paper.evidence["crossref"].notes == [f"DOI {DOI} confirmed by crossref: title and year agree"]
    assert not paper.conflicts


def test_a_doi_crossref_knows_as_another_paper_is_a_conflict_and_not_output():
    crossref = Crossref({DOI: crossref_work(title="Retrieval augmented scientific claim verification")})
    confirmed = resolve(with_doi(), s2_by_doi(), crossref=Crossref({DOI: crossref_work()}))
    [paper] = resolve(with_doi(), s2_by_doi(), crossref=crossref)

    assert paper.status == "resolved" and paper.doi is None and "doi" not in paper.provenance
    assert "doi" not in paper.as_of
    [conflict] = paper.conflicts
    assert conflict.field == "doi"
    assert conflict.values == {"dblp": DOI, "crossref": "Retrieval augmented scientific claim verification (2022)"}
    assert "contradicted by crossref" in paper.evidence["crossref"].notes[0]
    assert paper.confidence < confirmed[0].confidence


def test_a_year_two_off_contradicts_the_doi():
    [paper] = resolve(with_doi(), crossref=Crossref({DOI: crossref_work(year=2019)}))
    assert paper.doi is None and paper.conflicts[0].values["crossref"] == f"{TITLE} (2019)"


def test_a_doi_crossref_does_not_know_is_neither_confirmed_nor_refused():
    [paper] = resolve(with_doi(), crossref=Crossref())
    assert paper.doi == DOI and "crossref" not in paper.evidence and not paper.conflicts


def test_with_crossref_down_the_doi_is_kept_and_the_record_says_what_failed():
    down = StatusError(f"https://api.crossref.org/works/{DOI}", "HTTP 503", 503, "crossref")
    [paper] = resolve(with_doi(), crossref=Crossref(down=down))
    assert paper.status == "resolved" and paper.doi == DOI
    assert [(e.source, e.reason) for e in paper.errors] == [("crossref", "HTTP 503")]


def test_a_paper_without_a_doi_costs_crossref_nothing():
    crossref = Crossref()
    resolve(Service({TITLE: [dblp_record()]}), crossref=crossref)
    assert crossref.calls == []


# ------------------------------------------------------------------------------ second opinions by title

SOCC_TITLE = "Checkpointing Recommendation Models at Scale"
SOCC_DOI = "10.1145/3542929.3563480"


def socc_record(**extra) -> SourceRecord:
    """dblp's record of a SoCC paper (a venue that registers DOIs) without the DOI."""
    return dblp_record(**{**dict(title=SOCC_TITLE, venue="SoCC", dblp_key="conf/cloud/EisenmanMA22"), **extra})


def socc_work(**extra) -> SourceRecord:
    values = dict(
        source="crossref",
        title=SOCC_TITLE,
        authors=AUTHORS,
        year=2022,
        doi=SOCC_DOI,
        venue="Proceedings of the 13th Symposium on Cloud Computing",
        publication_types=["proceedings-article"],
    )
    return SourceRecord(**{**values, **extra})


def socc(title: str = SOCC_TITLE, line: int = 1):
    return entry(title, venue="SoCC", line=line)


def test_a_published_paper_without_a_doi_gets_it_from_one_crossref_title_query():
    crossref = Crossref(
        by_title={SOCC_TITLE: [socc_work(title="Another paper", doi="10.1145/0000000.0000001"), socc_work()]}
    )
    clients = Clients(dblp=Service({SOCC_TITLE: [socc_record()]}), s2=None, arxiv=None, crossref=crossref)
    [paper] = resolve_entries([socc()], clients, today=TODAY)  # type: ignore[arg-type]

    assert (paper.status, paper.doi, paper.provenance["doi"]) == ("resolved", SOCC_DOI, "crossref")
    assert paper.provenance["title"] == "dblp"  # Crossref adds the DOI, nothing the accepted record gives
    assert crossref.queries == [(SOCC_TITLE, "Assaf Eisenman", 2022)]
    assert crossref.calls == []  # its own record was checked when the DOI was taken: not asked again by DOI
    assert "crossref's title query" in paper.evidence["crossref"].notes[0]


@pytest.mark.parametrize(
    "differs",
    [
        dict(year=2020),
        dict(venue="Journal of Cell Biology"),
        dict(authors=[Author(name="Ana Duarte")]),
        dict(doi="10.48550/arXiv.2010.08679"),
    ],
    ids=["year", "venue", "authors", "arxiv doi"],
)
def test_a_crossref_work_that_disagrees_with_the_accepted_record_gives_no_doi(differs):
    crossref = Crossref(by_title={SOCC_TITLE: [socc_work(**differs)]})
    clients = Clients(dblp=Service({SOCC_TITLE: [socc_record()]}), s2=None, arxiv=None, crossref=crossref)
    [paper] = resolve_entries([socc()], clients, today=TODAY)  # type: ignore[arg-type]

    assert paper.status == "resolved" and paper.doi is None and "crossref" not in paper.provenance.values()


def test_a_paper_at_a_venue_without_dois_or_with_a_doi_is_not_queried():
    crossref = Crossref({DOI: crossref_work()})
    clients = Clients(
        dblp=Service({TITLE: [dblp_record()], SOCC_TITLE: [socc_record(doi=SOCC_DOI)]}),
        s2=None,
        arxiv=None,
        crossref=crossref,
    )
    resolve_entries([entry(), socc(line=2)], clients, today=TODAY)  # type: ignore[arg-type]
    assert crossref.queries == []  # NSDI registers no DOIs; the SoCC record has its DOI


def test_an_entry_whose_only_candidate_is_another_work_gets_a_second_chance_before_the_verdict():
    """dblp and S2 hold only a same-titled paper of another field, year and venue: no tie, and Crossref's query
    finds the paper itself, judged against the list like any candidate."""
    other_field = socc_record(
        year=2016,
        venue="Journal of Cell Biology",
        dblp_key="journals/jcb/DuarteC16",
        dblp_type="Journal Articles",
        authors=[Author(name="Ana Duarte")],
    )
    crossref = Crossref(
        by_title={
            SOCC_TITLE: [
                socc_work(year=2016, venue="Journal of Cell Biology", doi="10.1083/jcb.201600001"),
                socc_work(),
            ]
        }
    )
    clients = Clients(
        dblp=Service({SOCC_TITLE: [other_field]}), s2=Service({SOCC_TITLE: []}), arxiv=None, crossref=crossref
    )
    [paper] = resolve_entries([socc()], clients, today=TODAY)  # type: ignore[arg-type]

    assert (paper.status, paper.doi, paper.provenance["title"]) == ("resolved", SOCC_DOI, "crossref")
    assert crossref.queries == [(SOCC_TITLE, None, 2022)]


def test_second_opinion_queries_stop_at_the_per_run_cap_undecided_entries_first(monkeypatch):
    monkeypatch.setattr("enrich.resolve.gather.SECOND_OPINION_QUERIES", 1)
    lost = "A Paper No Source Knows About Checkpointing"
    crossref = Crossref(by_title={SOCC_TITLE: [socc_work()]})
    clients = Clients(dblp=Service({SOCC_TITLE: [socc_record()]}), s2=None, arxiv=None, crossref=crossref)
    papers = resolve_entries([socc(), socc(lost, line=2)], clients, today=TODAY)  # type: ignore[arg-type]

    # the title first, then the list's line, since the title placed nothing
    assert [query[0] for query in crossref.queries] == [lost, f"[2022 SoCC] {lost}."]
    assert papers[0].status == "resolved" and papers[0].doi is None  # beyond the cap: a later run asks


class WaitingFor(Service):
    """dblp that answers ``late_title`` only once ``event`` is set (or ``WAIT_SECONDS`` have passed), and notes
    whether it was set by then."""

    WAIT_SECONDS = 10.0

    def __init__(self, answers: dict[str, list[SourceRecord]], late_title: str, event: threading.Event) -> None:
        super().__init__(answers)
        self.late_title, self.event = late_title, event
        self.set_in_time: bool | None = None

    def search(self, title: str, **extra) -> list[SourceRecord]:
        if title == self.late_title:
            self.set_in_time = self.event.wait(self.WAIT_SECONDS)
        return super().search(title, **extra)


class Signalling(Crossref):
    def __init__(self, event: threading.Event, **extra) -> None:
        super().__init__(**extra)
        self.event = event

    def search_bibliographic(self, title: str, **extra) -> list[SourceRecord]:
        works = super().search_bibliographic(title, **extra)
        self.event.set()
        return works


def test_the_second_opinion_of_an_entry_the_relay_settled_is_asked_while_dblp_still_searches():
    """Crossref would otherwise wait for the last dblp answer: its queries for entries no later step asks about go
    out while the relay runs, on a host that is idle until then."""
    asked = threading.Event()
    crossref = Signalling(asked, by_title={SOCC_TITLE: [socc_work()]})
    dblp = WaitingFor({SOCC_TITLE: [socc_record()], TITLE: [dblp_record()]}, TITLE, asked)
    clients = Clients(dblp=dblp, s2=None, arxiv=None, crossref=crossref)
    papers = resolve_entries([socc(), entry(line=2)], clients, today=TODAY)  # type: ignore[arg-type]

    assert dblp.set_in_time is True
    assert [p.doi for p in papers] == [SOCC_DOI, None]


def test_on_a_long_list_half_the_second_opinion_cap_is_asked_as_entries_come_the_rest_at_the_end(monkeypatch):
    """Beyond the cap, entries ambiguous or unresolved go first at the end; half the cap is not kept for them but
    spent as the relay settles entries, while dblp still searches, so that Crossref is not idle until the end."""
    monkeypatch.setattr("enrich.resolve.gather.SECOND_OPINION_QUERIES", 2)
    titles = [f"{SOCC_TITLE} Part {n}" for n in range(4)]
    works = {title: [socc_work(title=title, doi=f"{SOCC_DOI}{n}")] for n, title in enumerate(titles)}
    asked = threading.Event()
    crossref = Signalling(asked, by_title=works)
    records = {title: [socc_record(title=title, dblp_key=f"conf/cloud/E{n}")] for n, title in enumerate(titles)}
    dblp = WaitingFor(records, titles[-1], asked)
    clients = Clients(dblp=dblp, s2=None, arxiv=None, crossref=crossref)
    papers = resolve_entries([socc(title, line=n) for n, title in enumerate(titles)], clients, today=TODAY)  # type: ignore[arg-type]

    assert dblp.set_in_time is True
    assert [query[0] for query in crossref.queries] == titles[:2]  # the cap: the others are asked on a later night
    assert [paper.doi for paper in papers] == [f"{SOCC_DOI}0", f"{SOCC_DOI}1", None, None]


class CheckingIdsAfter(Service):
    """arXiv whose id check (``by_ids``) answers only once ``event`` is set (or ``WAIT_SECONDS`` have passed), and
    notes whether it was set by then."""

    def __init__(self, by_id: dict[str, SourceRecord], event: threading.Event) -> None:
        super().__init__(by_id=by_id)
        self.event = event
        self.set_in_time: bool | None = None

    def by_ids(self, ids: list[str]) -> dict[str, SourceRecord]:
        self.set_in_time = self.event.wait(WaitingFor.WAIT_SECONDS)
        return super().by_ids(ids)


def test_the_second_opinion_of_an_entry_left_only_to_the_arxiv_id_check_is_asked_before_that_check():
    """The id check waits for the relay's end and arXiv's slow pace: an entry for which nothing else is left (its
    preprint named by S2) is asked of Crossref meanwhile, and the check's record is added once that is answered."""
    asked = threading.Event()
    crossref = Signalling(asked, by_title={SOCC_TITLE: [socc_work()]})
    s2 = Service({SOCC_TITLE: [s2_record(SOCC_TITLE, venue="SoCC", dblp_key="conf/cloud/EisenmanMA22")]})
    arxiv = CheckingIdsAfter({"2010.08679": arxiv_record(SOCC_TITLE)}, asked)
    clients = Clients(dblp=Service({SOCC_TITLE: [socc_record()]}), s2=s2, arxiv=arxiv, crossref=crossref)
    [paper] = resolve_entries([socc()], clients, today=TODAY)  # type: ignore[arg-type]

    assert arxiv.set_in_time is True
    assert (paper.doi, paper.arxiv_id) == (SOCC_DOI, "2010.08679")
    assert paper.abstract is not None and arxiv.calls_of("by_ids") == [["2010.08679"]]


class SignallingWorks(Crossref):
    def __init__(self, event: threading.Event, **extra) -> None:
        super().__init__(**extra)
        self.event = event

    def works(self, dois: list[str]) -> dict[str, SourceRecord | None]:
        records = super().works(dois)
        self.event.set()
        return records


def test_the_dois_of_entries_the_relay_is_done_with_are_confirmed_while_dblp_still_searches():
    """Crossref confirms DOIs 50 a request: once the relay is done with 50 entries their DOIs go, on a host that is
    idle until the relay ends, and only the rest wait for the end."""
    # S2 looks dblp's DOIs up 20 a request, after which the relay is done with those entries: 60 are done while
    # dblp is held at the last title.
    titles = [f"Checkpointing Deep Recommendation Models at Scale Part {n}" for n in range(61)]
    dois = {title: f"10.1145/3600006.36131{n:02d}" for n, title in enumerate(titles)}
    asked = threading.Event()
    crossref = SignallingWorks(asked, records={doi: crossref_work(title=t, doi=doi) for t, doi in dois.items()})
    dblp = WaitingFor(
        {t: [dblp_record(t, doi=doi, dblp_key=f"conf/x/{n}")] for n, (t, doi) in enumerate(dois.items())},
        titles[-1],
        asked,
    )
    clients = Clients(dblp=dblp, s2=Service(), arxiv=None, crossref=crossref)
    papers = resolve_entries([entry(t, line=n) for n, t in enumerate(titles)], clients, today=TODAY)  # type: ignore[arg-type]

    assert dblp.set_in_time is True
    assert sorted(crossref.calls) == sorted(dois.values())  # each DOI asked once, 50 early and one at the end
    assert all(paper.doi == dois[paper.title] and paper.evidence["crossref"].notes for paper in papers)


def test_with_crossref_switched_off_openalex_is_searched_once_and_its_doi_checked_the_same_way():
    work = openalex_work(title=SOCC_TITLE, doi=SOCC_DOI, venue="Symposium on Cloud Computing")
    openalex = OpenAlex(by_title={SOCC_TITLE: [work]})
    clients = Clients(
        dblp=Service({SOCC_TITLE: [socc_record()]}),
        s2=Service(
            {
                SOCC_TITLE: [
                    s2_record(
                        title=SOCC_TITLE, venue="Symposium on Cloud Computing", dblp_key="conf/cloud/EisenmanMA22"
                    )
                ]
            }
        ),
        arxiv=None,
        openalex=openalex,
    )
    [paper] = resolve_entries([socc()], clients, today=TODAY)  # type: ignore[arg-type]

    assert (paper.doi, paper.provenance["doi"]) == (SOCC_DOI, "openalex")
    assert openalex.calls == [("search_title", SOCC_TITLE)]


def test_an_openalex_work_a_year_off_describes_the_paper_but_gives_no_doi():
    """The same work by title and authors (a year's drift is allowed for that), but a conference paper's DOI needs
    the same year."""
    work = openalex_work(title=SOCC_TITLE, doi=SOCC_DOI, venue="Symposium on Cloud Computing", year=2023)
    clients = Clients(
        dblp=Service({SOCC_TITLE: [socc_record()]}),
        s2=Service(down=S2_DOWN),
        arxiv=None,
        openalex=OpenAlex(by_title={SOCC_TITLE: [work]}),
    )
    [paper] = resolve_entries([socc()], clients, today=TODAY)  # type: ignore[arg-type]

    assert paper.doi is None and paper.provenance["abstract"] == "openalex"


# ----------------------------------------------------------------------------------------------- OpenAlex


def test_with_s2_down_abstract_and_citations_come_from_openalex_by_doi():
    openalex = OpenAlex({DOI: openalex_work()})
    [paper] = resolve(with_doi(), Service(down=S2_DOWN), openalex=openalex)

    assert paper.status == "resolved" and paper.doi == DOI
    assert (paper.abstract, paper.provenance["abstract"]) == ("OpenAlex abstract.", "openalex")
    assert (paper.citation_count, paper.provenance["citation_count"]) == (57, "openalex")
    assert paper.citations_as_of == TODAY and paper.influential_citation_count is None
    assert openalex.calls == [("by_dois", [DOI])]
    assert {e.source for e in paper.errors} == {"s2"}


def test_openalex_is_not_asked_for_a_doi_crossref_refutes():
    openalex = OpenAlex({DOI: openalex_work()})
    crossref = Crossref({DOI: crossref_work(title="Retrieval augmented scientific claim verification")})
    [paper] = resolve(with_doi(), Service(down=S2_DOWN), openalex=openalex, crossref=crossref)
    assert openalex.calls == []  # its abstract and count would be another paper's
    assert (paper.doi, paper.abstract, paper.citation_count) == (None, None, None)


def test_openalex_fills_only_what_s2_did_not_give():
    s2 = s2_by_doi(abstract=None)
    [paper] = resolve(
        with_doi(), s2, Service(by_id={"2010.08679": arxiv_record()}), openalex=OpenAlex({DOI: openalex_work()})
    )
    assert paper.provenance["abstract"] == "openalex"  # before arXiv's preprint abstract
    assert (paper.citation_count, paper.provenance["citation_count"]) == (42, "s2")


def test_openalex_is_not_asked_when_s2_gave_abstract_and_count():
    openalex = OpenAlex({DOI: openalex_work()})
    resolve(with_doi(), s2_by_doi(), openalex=openalex)
    assert openalex.calls == []


def test_a_title_no_other_source_found_is_searched_in_openalex_and_its_doi_checked():
    openalex = OpenAlex(by_title={TITLE: [openalex_work(title="Another paper entirely"), openalex_work()]})
    crossref = Crossref({DOI: crossref_work()})
    [paper] = resolve(Service(), Service(), Service(), openalex, crossref)

    assert paper.status == "resolved"
    assert paper.provenance["title"] == paper.provenance["doi"] == "openalex" and paper.doi == DOI
    assert "confirmed by crossref" in paper.evidence["crossref"].notes[0]
    assert [call for call, _ in openalex.calls] == ["search_title"]


def test_openalex_is_not_searched_for_a_paper_dblp_found():
    openalex = OpenAlex(by_title={TITLE: [openalex_work()]})
    resolve(Service({TITLE: [dblp_record()]}), Service({TITLE: [s2_record()]}), openalex=openalex)
    assert openalex.calls == []


def test_with_s2_down_a_published_paper_without_a_doi_is_described_by_openalex_found_by_title():
    """No identifier reaches OpenAlex's work of a paper without a DOI: its title search does, and the work gives
    the abstract, the count and the arXiv id of the preprint OpenAlex links."""
    work = openalex_work(doi=None, arxiv_id="2010.08679", abstract="OpenAlex abstract.", citation_count=57)
    openalex = OpenAlex(by_title={TITLE: [work]})
    [paper] = resolve(Service({TITLE: [dblp_record()]}), Service(down=S2_DOWN), openalex=openalex)

    assert paper.status == "resolved" and paper.doi is None
    assert (paper.abstract, paper.provenance["abstract"]) == ("OpenAlex abstract.", "openalex")
    assert (paper.citation_count, paper.provenance["citation_count"]) == (57, "openalex")
    assert (paper.arxiv_id, paper.provenance["arxiv_id"]) == ("2010.08679", "openalex")
    assert openalex.calls == [("search_title", TITLE)]


def test_without_an_openalex_key_openalex_is_asked_by_doi_and_never_by_title():
    """A keyless client may look works up by DOI (50 a request); title searches are priced, so none is sent: a
    paper no identifier reaches keeps what the other sources gave."""
    with_doi_work = OpenAlex({DOI: openalex_work()}, by_title={TITLE: [openalex_work()]})
    [paper] = resolve(with_doi(), Service(down=S2_DOWN), openalex=with_doi_work, openalex_keyed=False)
    assert paper.citation_count is not None and paper.provenance["citation_count"] == "openalex"
    assert [call for call, _ in with_doi_work.calls] == ["by_dois"]

    without_doi = OpenAlex(by_title={TITLE: [openalex_work(doi=None, abstract="OpenAlex abstract.")]})
    [paper] = resolve(
        Service({TITLE: [dblp_record()]}), Service(down=S2_DOWN), openalex=without_doi, openalex_keyed=False
    )
    assert paper.status == "resolved" and paper.abstract is None and without_doi.calls == []


def test_a_published_papers_preprint_work_found_by_title_gives_nothing():
    """A preprint work counts only the preprint's citations: not the published paper's count."""
    preprint = openalex_work(
        doi=None,
        arxiv_id="2010.08679",
        venue="arXiv (Cornell University)",
        publication_types=["preprint", "posted-content"],
        year=2022,
    )
    [paper] = resolve(
        Service({TITLE: [dblp_record()]}), Service(down=S2_DOWN), openalex=OpenAlex(by_title={TITLE: [preprint]})
    )
    assert paper.status == "resolved" and paper.citation_count is None and "openalex" not in paper.provenance.values()


def test_with_s2_down_a_paper_known_only_as_a_preprint_is_described_by_its_openalex_preprint_work():
    corr = dblp_record(
        dblp_key="journals/corr/abs-2010-08679",
        dblp_type="Informal and Other Publications",
        venue="CoRR",
        year=2020,
        arxiv_id="2010.08679",
    )
    work = openalex_work(doi=None, arxiv_id="2010.08679", citation_count=12, year=2020)
    openalex = OpenAlex(by_title={TITLE: [openalex_work()]}, by_arxiv={"2010.08679": work})
    [paper] = resolve(Service({TITLE: [corr]}), Service(down=S2_DOWN), openalex=openalex)

    assert paper.status == "resolved" and paper.arxiv_id == "2010.08679"
    assert (paper.citation_count, paper.provenance["citation_count"]) == (12, "openalex")
    assert openalex.calls == [("by_arxiv_ids", ["2010.08679"])]  # an identifier, never a title search


def test_openalex_title_searches_for_description_stop_at_the_per_run_cap(monkeypatch):
    monkeypatch.setattr("enrich.resolve.gather.OPENALEX_DESCRIBE_SEARCHES", 1)
    other = "Another Checkpointing System for Training Recommendation Models at Scale"
    dblp = Service({TITLE: [dblp_record()], other: [dblp_record(title=other, dblp_key="conf/nsdi/Other22")]})
    openalex = OpenAlex()
    clients = Clients(dblp=dblp, s2=Service(down=S2_DOWN), arxiv=None, openalex=openalex)  # type: ignore[arg-type]
    resolve_entries([entry(), entry(other, line=2)], clients, today=TODAY)
    assert openalex.calls == [("search_title", TITLE)]


# ------------------------------------------------------------------------------------------ citation refresh


def earlier_result():
    [good] = resolve(with_doi(), s2_by_doi(influential_citation_count=2))
    return {good.id: good}


def test_a_count_is_refreshed_from_the_source_it_came_from_while_that_source_answers():
    """Yesterday's count came from S2: S2 refreshes it, key or none, and OpenAlex is not asked."""
    s2 = Service(by_id={"a" * 40: s2_record(citation_count=50)})
    openalex = OpenAlex({DOI: openalex_work(citation_count=61)})
    [paper] = resolve(Service(), s2, openalex=openalex, previous=earlier_result(), today=LATER)

    assert s2.calls == [("citations", ["a" * 40])] and openalex.calls == []
    assert (paper.citation_count, paper.provenance["citation_count"], paper.citations_as_of) == (50, "s2", LATER)
    assert paper.citation_counts == {"s2": 50} and paper.as_of["citation_counts.s2"] == LATER


def test_when_the_counts_source_fails_the_other_gives_its_count_and_both_are_kept_by_name():
    s2_down = Service(down=StatusError("https://api.semanticscholar.org/graph/v1/paper/batch", "HTTP 429", 429))
    openalex = OpenAlex({DOI: openalex_work(citation_count=61)})
    [paper] = resolve(Service(), s2_down, openalex=openalex, previous=earlier_result(), today=LATER)

    assert (paper.citation_count, paper.provenance["citation_count"], paper.errors) == (61, "openalex", [])
    assert paper.citation_counts == {"s2": 42, "openalex": 61}
    assert (paper.as_of["citation_counts.s2"], paper.as_of["citation_counts.openalex"]) == (TODAY, LATER)
    assert paper.influential_citation_count == 2 and paper.as_of["influential_citation_count"] == TODAY


def test_a_searched_again_paper_keeps_yesterdays_source_for_abstract_and_count_while_it_answers():
    """Yesterday S2 gave no abstract, so OpenAlex's was taken; tonight S2 has one (and no count, so OpenAlex is
    asked again): the abstract stays OpenAlex's, the count is OpenAlex's, both sources' counts kept by name."""
    openalex = OpenAlex({DOI: openalex_work()})
    [earlier] = resolve(with_doi(), s2_by_doi(abstract=None), openalex=openalex)
    assert earlier.provenance["abstract"] == "openalex" and earlier.citation_counts == {"s2": 42, "openalex": 57}
    tonight = s2_by_doi(citation_count=None)
    [paper] = resolve(with_doi(), tonight, openalex=openalex, previous={earlier.id: earlier}, full=True)

    assert (paper.abstract, paper.provenance["abstract"]) == ("OpenAlex abstract.", "openalex")
    [fresh] = resolve(with_doi(), tonight, openalex=openalex)
    assert fresh.provenance["abstract"] == "s2"  # with no earlier source, the precedence decides


def test_without_an_s2_key_a_count_from_openalex_is_refreshed_through_openalex():
    [earlier] = resolve(with_doi(), Service(down=S2_DOWN), openalex=OpenAlex({DOI: openalex_work()}))
    s2 = Service(by_id={"a" * 40: s2_record(citation_count=50)})
    openalex = OpenAlex({DOI: openalex_work(citation_count=61)})
    reused = earlier.model_copy(update={"errors": [], "confidence": 0.9})
    [paper] = resolve(Service(), s2, openalex=openalex, previous={reused.id: reused}, today=LATER)
    assert openalex.calls == [("citations", [DOI])] and s2.calls == []
    assert (paper.citation_count, paper.provenance["citation_count"]) == (61, "openalex")


def test_with_an_s2_key_s2_refreshes_and_openalex_is_the_fallback():
    s2 = Service(by_id={"a" * 40: s2_record(citation_count=50)})
    openalex = OpenAlex({DOI: openalex_work(citation_count=61)})
    [paper] = resolve(Service(), s2, openalex=openalex, s2_keyed=True, previous=earlier_result(), today=LATER)
    assert (paper.citation_count, paper.provenance["citation_count"]) == (50, "s2") and openalex.calls == []

    s2_down = Service(down=StatusError("https://api.semanticscholar.org/graph/v1/paper/batch", "HTTP 429", 429))
    [paper] = resolve(Service(), s2_down, openalex=openalex, s2_keyed=True, previous=earlier_result(), today=LATER)
    assert (paper.citation_count, paper.provenance["citation_count"], paper.errors) == (61, "openalex", [])


def test_when_both_refreshes_fail_the_last_count_stays_with_its_date():
    down = StatusError("https://api.openalex.org/works", "HTTP 503", 503, "openalex")
    s2 = Service(by_id={"a" * 40: s2_record(citation_count=50)})
    [paper] = resolve(
        Service(), Service(down=down), openalex=OpenAlex(down=down), previous=earlier_result(), today=LATER
    )
    assert (paper.citation_count, paper.citations_as_of) == (42, TODAY)
    assert paper.errors[0].source == "s2" and "citation refresh failed" in paper.errors[0].reason
    assert s2.calls == []


# ---------------------------------------------------------------------------------------- sources switched off


def test_a_source_switched_off_is_never_asked_and_is_not_an_error():
    [paper] = resolve(with_doi())
    assert paper.status == "resolved" and paper.doi == DOI and paper.errors == []
    assert paper.abstract is None and paper.citation_count is None
    assert set(paper.provenance.values()) == {"dblp"}


# ------------------------------------------------------------------------------------------------ work per entry

# Sources that can each bring an entry new candidates after dblp: S2 (by title or identifier), arXiv (by title, then
# by id), OpenAlex (by title, then by DOI) and Crossref's title query: the resolver's choice is taken again only
# after one of them did, so at most this many times per entry, however many steps read it.
MOST_PICKS_PER_ENTRY = 6


def resolve_three_entries(monkeypatch, watched: Callable[[Entry, Findings], Findings]) -> list[Paper]:
    """A published paper every source knows, one whose DOI only Crossref's title query gives, and one no source
    knows, resolved with every pick() made on ``watched(entry, findings)``."""
    choose = pick_module.pick
    monkeypatch.setattr(pick_module, "pick", lambda listed, found: choose(listed, watched(listed, found)))
    lost = "A Paper No Source Knows About Checkpointing"
    clients = Clients(
        dblp=Service({TITLE: [dblp_record(doi=DOI)], SOCC_TITLE: [socc_record()]}),
        s2=Service(by_id={f"DOI:{DOI}": s2_record(doi=DOI, abstract=None)}),
        arxiv=Service(by_id={"2010.08679": arxiv_record()}),
        openalex=OpenAlex({DOI: openalex_work()}),
        crossref=Crossref({DOI: crossref_work()}, by_title={SOCC_TITLE: [socc_work()]}),
    )  # type: ignore[arg-type]
    return resolve_entries([entry(), socc(line=2), socc(lost, line=3)], clients, today=TODAY)


def test_each_entry_is_picked_again_only_after_a_source_said_something_new_about_it(monkeypatch):
    """The resolver's choice among an entry's candidates (pick) is the costliest step of resolving. Every step of
    gathering reads it to decide whom to ask next, and the paper is built from it, but it is taken once per state
    of what the sources said: never twice on the same candidates, so the work per entry is bounded by the answers
    about it, not by the steps."""
    taken: dict[str, list[Findings]] = defaultdict(list)

    def noted(listed: Entry, found: Findings) -> Findings:
        taken[listed.id].append(copy.deepcopy(found))
        return found

    papers = resolve_three_entries(monkeypatch, noted)

    assert [(p.status, p.doi) for p in papers] == [("resolved", DOI), ("resolved", SOCC_DOI), ("unresolved", None)]
    assert len(taken) == 3
    for states in taken.values():
        assert all(earlier != later for earlier, later in itertools.combinations(states, 2))
        assert len(states) <= MOST_PICKS_PER_ENTRY


def test_pick_reads_only_the_answers_its_earlier_result_is_kept_for(monkeypatch):
    """picks_of takes pick() again only when one of PICK_READS changed: a field pick() read beside them would leave
    an entry with a choice made on what the sources said before."""
    fields = {field.name for field in dataclasses.fields(Findings)}
    read: set[str] = set()

    class Watched(Findings):
        def __getattribute__(self, name: str) -> object:
            if name in fields:
                read.add(name)
            return super().__getattribute__(name)

    def watched(listed: Entry, found: Findings) -> Findings:
        return Watched(**{name: getattr(found, name) for name in fields})

    resolve_three_entries(monkeypatch, watched)

    assert {"dblp", "s2", "arxiv", "crossref_found"} <= read <= set(PICK_READS)
