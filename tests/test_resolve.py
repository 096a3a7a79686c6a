"""The resolver's combination rules: precedence and provenance, conflicts, dedup, reuse, and a source down.

Sources are replaced by small in-memory stand-ins keyed by title, so each test states exactly what every service
answers; the matching itself is the real enrich.resolve rules.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from datetime import date

import pytest

from enrich.models import Author, Entry, Occurrence, SourceRecord
from enrich.net.http import StatusError, TransportError
from enrich.resolve import PRECEDENCE, Clients, resolve_entries
from enrich.resolve.gather import S2_LINK_BATCH
from enrich.sources import SearchPage
from enrich.titles import paper_id, title_key

TODAY = date(2026, 11, 30)
TITLE = "Check-N-Run: a Checkpointing System for Training Deep Learning Recommendation Models"
AUTHORS = [Author(name="Assaf Eisenman"), Author(name="Kiran Kumar Matam"), Author(name="Murali Annavaram")]


def entry(
    title: str = TITLE,
    year: int = 2022,
    venue: str = "NSDI",
    line: int = 1,
    doi: str | None = None,
    arxiv_id: str | None = None,
) -> Entry:
    occurrence = Occurrence(
        file="seeds/list.txt",
        line=line,
        section=["Checkpointing"],
        raw=f"[{year} {venue}] {title}.",
        format="plain",
        seed_title=title,
        seed_year=year,
        seed_venue=venue,
        seed_venue_acronym=venue,
    )
    return Entry(
        id=paper_id(title),
        title=title,
        year=year,
        venue=venue,
        venue_acronym=venue,
        occurrences=[occurrence],
        doi=doi,
        arxiv_id=arxiv_id,
    )


def dblp_record(title: str = TITLE, **extra) -> SourceRecord:
    values = dict(
        source="dblp",
        title=title,
        authors=AUTHORS,
        year=2022,
        venue="NSDI",
        dblp_key="conf/nsdi/EisenmanMIKKNSA22",
        dblp_type="Conference and Workshop Papers",
    )
    return SourceRecord(**{**values, **extra})


S2_AUTHORS = [
    Author(name="Assaf Eisenman", s2_author_id="11"),
    Author(name="Kiran Kumar Matam", s2_author_id="12"),
    Author(name="M. Annavaram", s2_author_id="13"),
]


def s2_record(title: str = TITLE, **extra) -> SourceRecord:
    values = dict(
        source="s2",
        title=title,
        authors=S2_AUTHORS,
        year=2022,
        venue="Symposium on Networked Systems Design and Implementation",
        s2_paper_id="a" * 40,
        dblp_key="conf/nsdi/EisenmanMIKKNSA22",
        arxiv_id="2010.08679",
        abstract="We present Check-N-Run.",
        citation_count=42,
        publication_types=["Conference"],
    )
    return SourceRecord(**{**values, **extra})


def arxiv_record(title: str = TITLE, **extra) -> SourceRecord:
    values = dict(
        source="arxiv",
        title=title,
        authors=AUTHORS,
        year=2020,
        arxiv_id="2010.08679",
        arxiv_version=2,
        abstract="Preprint abstract.",
    )
    return SourceRecord(**{**values, **extra})


class Service:
    """Answers by title key; raises the given error for every call when down. Records every call."""

    def __init__(
        self,
        answers: dict[str, list[SourceRecord]] | None = None,
        down: Exception | None = None,
        by_id: dict[str, SourceRecord] | None = None,
        complete: bool = True,
    ) -> None:
        self.complete = complete  # whether a page of several titles holds every hit
        self.cached_titles: set[str] = set()  # title keys an earlier run asked with others
        self.answers = {title_key(k): v for k, v in (answers or {}).items()}
        self.by_id = by_id or {}
        self.down = down
        self.calls: list[tuple[str, object]] = []

    def _answer(self, call: str, argument: object):
        self.calls.append((call, argument))
        if self.down:
            raise self.down

    def search(self, title: str, **_) -> list[SourceRecord]:
        self._answer("search", title)
        return self.answers.get(title_key(title), [])

    def match(self, title: str) -> SourceRecord | None:
        self._answer("match", title)
        found = self.answers.get(title_key(title), [])
        return found[0] if found else None

    def batch(self, ids: list[str], **_) -> list[SourceRecord | None]:
        self._answer("batch", list(ids))
        return [self.by_id.get(i) for i in ids]

    def citations(self, ids: list[str]) -> list[SourceRecord | None]:
        self._answer("citations", list(ids))
        return [self.by_id.get(i) for i in ids]

    def by_ids(self, ids: list[str]) -> dict[str, SourceRecord]:
        self._answer("by_ids", list(ids))
        return {i: self.by_id[i] for i in ids if i in self.by_id}

    def search_title(self, title: str, max_results: int = 5) -> list[SourceRecord]:
        self._answer("search_title", title)
        return self.answers.get(title_key(title), [])

    def search_titles(
        self, titles: list[str], max_results: int = 100, hits: int = 100, ids: Sequence[str] = ()
    ) -> SearchPage:
        """An OR-ed title query: every title's answers on one page, complete unless told otherwise; the records of
        ``ids`` (arXiv's ``id:`` terms OR-ed in) on the same page."""
        self._answer("search_titles", list(titles))
        if ids:
            self.calls.append(("ids_with_titles", list(ids)))
        records = [record for title in titles for record in self.answers.get(title_key(title), [])]
        return SearchPage(records + [self.by_id[i] for i in ids if i in self.by_id], complete=self.complete)

    def batched_answer(self, title: str) -> SearchPage | None:
        """What an earlier run's search of several titles answered, for a title in ``cached_titles``."""
        if title_key(title) not in self.cached_titles:
            return None
        return SearchPage([record for records in self.answers.values() for record in records], complete=True)

    def calls_of(self, kind: str) -> list:
        return [argument for call, argument in self.calls if call == kind]


def clients(dblp: Service, s2: Service, arxiv: Service) -> Clients:
    return Clients(dblp=dblp, s2=s2, arxiv=arxiv)  # type: ignore[arg-type]


def healthy() -> tuple[Service, Service, Service]:
    return (
        Service({TITLE: [dblp_record()]}),
        Service({TITLE: [s2_record()]}),
        Service(by_id={"2010.08679": arxiv_record()}),
    )


def test_fields_follow_the_precedence_and_say_where_they_came_from():
    dblp, s2, arxiv = healthy()
    [paper] = resolve_entries([entry()], clients(dblp, s2, arxiv), today=TODAY)

    assert paper.status == "resolved"
    assert paper.title == TITLE
    assert paper.dblp_key == "conf/nsdi/EisenmanMIKKNSA22" and paper.provenance["dblp_key"] == "dblp"
    assert paper.venue == "NSDI" and paper.provenance["venue"] == "dblp"
    assert paper.abstract == "We present Check-N-Run." and paper.provenance["abstract"] == "s2"
    assert paper.citation_count == 42 and paper.citations_as_of == TODAY
    assert paper.arxiv_id == "2010.08679" and paper.provenance["arxiv_id"] == "arxiv"
    assert paper.doi is None  # a USENIX paper has none, and nothing invents one
    assert [a.name for a in paper.authors] == [a.name for a in AUTHORS]
    assert [a.s2_author_id for a in paper.authors] == ["11", "12", None]  # ids S2 knows, by name
    assert set(paper.provenance) <= set(PRECEDENCE)
    assert paper.evidence["dblp"].total >= paper.evidence["dblp"].title * 0.5


def test_abstract_falls_back_to_arxiv_and_a_missing_citation_count_stays_unknown():
    dblp = Service({TITLE: [dblp_record()]})
    s2 = Service({TITLE: [s2_record(abstract=None, citation_count=None)]})
    arxiv = Service(by_id={"2010.08679": arxiv_record()})
    [paper] = resolve_entries([entry()], clients(dblp, s2, arxiv), today=TODAY)

    assert paper.abstract == "Preprint abstract." and paper.provenance["abstract"] == "arxiv"
    assert paper.citation_count is None and paper.citations_as_of is None


def test_sources_naming_different_dois_make_the_entry_ambiguous_with_the_conflict_recorded():
    dblp = Service({TITLE: [dblp_record(doi="10.1145/1111111.1111111")]})
    s2 = Service(by_id={"ARXIV:2010.08679": s2_record(doi="10.1145/2222222.2222222", dblp_key=None)})
    [paper] = resolve_entries([entry(arxiv_id="2010.08679")], clients(dblp, s2, Service()), today=TODAY)

    assert paper.status == "ambiguous"
    assert paper.doi is None
    assert [c.field for c in paper.conflicts] == ["doi"]
    assert paper.conflicts[0].values == {"dblp": "10.1145/1111111.1111111", "s2": "10.1145/2222222.2222222"}


def test_an_s2_record_naming_the_dblp_key_is_one_work_and_dblps_doi_is_taken_with_the_conflict_kept():
    dblp = Service({TITLE: [dblp_record(doi="10.1145/1111111.1111111")]})
    s2 = Service(by_id={"ARXIV:2010.08679": s2_record(doi="10.1145/2222222.2222222")})
    [paper] = resolve_entries([entry(arxiv_id="2010.08679")], clients(dblp, s2, Service()), today=TODAY)

    assert paper.status == "resolved" and paper.doi == "10.1145/1111111.1111111"
    assert paper.provenance["doi"] == "dblp"
    assert [c.field for c in paper.conflicts] == ["doi"]
    assert paper.confidence < 0.9


def test_an_entry_dblp_identifies_costs_no_s2_title_match_only_a_share_of_one_batch():
    dblp = Service({TITLE: [dblp_record(doi="10.1145/1111111.1111111")]})
    s2 = Service(by_id={"DOI:10.1145/1111111.1111111": s2_record(doi="10.1145/1111111.1111111")})
    [paper] = resolve_entries([entry()], clients(dblp, s2, Service()), today=TODAY)

    assert [call for call, _ in s2.calls] == ["batch"]
    assert paper.status == "resolved" and paper.s2_paper_id == "a" * 40 and paper.citation_count == 42


def test_the_same_paper_listed_under_two_titles_becomes_one_record_with_both_occurrences():
    other_title = "Check-N-Run: a Checkpointing System for Training Deep Learning Recommendation Model"
    dblp = Service({TITLE: [dblp_record()], other_title: [dblp_record()]})
    s2 = Service({TITLE: [s2_record()], other_title: [s2_record()]})
    papers = resolve_entries([entry(), entry(other_title, line=9)], clients(dblp, s2, Service()), today=TODAY)

    assert len(papers) == 1
    assert [o.line for o in papers[0].occurrences] == [1, 9]


def test_with_dblp_down_semantic_scholar_still_resolves_and_the_record_says_what_failed():
    dblp = Service(down=TransportError("https://dblp.org/search/publ/api", "connection refused", "dblp"))
    s2 = Service({TITLE: [s2_record()]})
    [paper] = resolve_entries([entry()], clients(dblp, s2, Service()), today=TODAY)

    assert paper.status == "resolved"
    assert paper.provenance["venue"] == "s2"
    assert [(e.source, e.reason) for e in paper.errors] == [("dblp", "connection refused")]


def test_every_source_down_is_an_error_naming_them_and_yesterdays_record_is_kept():
    down = StatusError("https://x", "HTTP 503", 503)
    broken = clients(Service(down=down), Service(down=down), Service(down=down))
    [failed] = resolve_entries([entry()], broken, today=TODAY)
    assert failed.status == "error"
    assert {e.source for e in failed.errors} == {"dblp", "s2", "arxiv"}  # arXiv searched: nothing else found

    good = resolve_entries([entry()], clients(*healthy()), today=TODAY)[0]
    [kept] = resolve_entries([entry()], broken, previous={good.id: good}, today=TODAY, full=True)
    assert kept.status == "resolved" and kept.citation_count == 42 and kept.citations_as_of == TODAY
    assert {e.source for e in kept.errors} == {"dblp", "s2", "arxiv"}
    assert "last good data kept" in kept.reason


def test_a_confident_earlier_result_is_not_searched_again_only_its_citations_are_refreshed():
    good = resolve_entries([entry()], clients(*healthy()), today=TODAY)[0]
    dblp, arxiv = Service(), Service()
    s2 = Service(by_id={"a" * 40: s2_record(citation_count=50)})
    later = date(2026, 12, 1)
    [paper] = resolve_entries([entry()], clients(dblp, s2, arxiv), previous={good.id: good}, today=later)

    assert dblp.calls == [] and arxiv.calls == []
    assert s2.calls == [("citations", ["a" * 40])]
    assert paper.citation_count == 50 and paper.citations_as_of == later


def test_a_failed_citation_refresh_keeps_the_last_count_and_its_date():
    good = resolve_entries([entry()], clients(*healthy()), today=TODAY)[0]
    s2 = Service(down=StatusError("https://api.semanticscholar.org/graph/v1/paper/batch", "HTTP 429", 429, "s2"))
    [paper] = resolve_entries(
        [entry()], clients(Service(), s2, Service()), previous={good.id: good}, today=date(2026, 12, 1)
    )

    assert paper.citation_count == 42 and paper.citations_as_of == TODAY
    assert paper.errors[0].source == "s2" and "citation refresh failed" in paper.errors[0].reason


def test_an_edited_entry_is_searched_again():
    good = resolve_entries([entry()], clients(*healthy()), today=TODAY)[0]
    dblp, s2, arxiv = healthy()
    resolve_entries([entry(year=2021)], clients(dblp, s2, arxiv), previous={good.id: good}, today=TODAY)
    assert dblp.calls_of("search") == [TITLE]


def test_a_doi_from_the_list_is_looked_up_in_one_batch_instead_of_a_title_match():
    doi = "10.1145/3600006.3613165"
    title = "Efficient Memory Management for Large Language Model Serving with PagedAttention"
    record = s2_record(title, doi=doi, venue="SOSP", year=2023, dblp_key=None, arxiv_id=None)
    s2 = Service(by_id={f"DOI:{doi}": record})
    [paper] = resolve_entries([entry(title, 2023, "SOSP", doi=doi)], clients(Service(), s2, Service()), today=TODAY)

    assert s2.calls_of("batch") == [[f"DOI:{doi}"]]
    assert s2.calls_of("match") == []
    assert paper.status == "resolved" and paper.doi == doi


def test_nothing_close_enough_is_unresolved_not_a_guess_and_the_near_miss_is_shown():
    unrelated = dblp_record("A Completely Different Paper About Graph Databases")
    [paper] = resolve_entries([entry()], clients(Service({TITLE: [unrelated]}), Service(), Service()), today=TODAY)
    assert paper.status == "unresolved"
    assert paper.doi is None and paper.dblp_key is None
    assert [c.record.title for c in paper.candidates] == [unrelated.title]
    assert paper.reason.startswith("no candidate was close enough; dblp: ")


def test_a_result_made_while_a_source_failed_is_searched_again_the_next_night():
    dblp_down = Service(down=TransportError("https://dblp.org/search/publ/api", "connection refused", "dblp"))
    made_without_dblp = resolve_entries(
        [entry()], clients(dblp_down, Service({TITLE: [s2_record()]}), Service()), today=TODAY
    )[0]
    assert made_without_dblp.status == "resolved" and made_without_dblp.provenance["venue"] == "s2"

    dblp, s2, arxiv = healthy()
    [paper] = resolve_entries(
        [entry()], clients(dblp, s2, arxiv), previous={made_without_dblp.id: made_without_dblp}, today=TODAY
    )
    assert dblp.calls_of("search") == [TITLE]
    assert paper.provenance["venue"] == "dblp" and paper.errors == []


ATTENTION = SourceRecord(
    source="arxiv",
    title="Attention Is All You Need",
    authors=[Author(name="Ashish Vaswani")],
    year=2017,
    arxiv_id="1706.03762",
    abstract="The dominant sequence transduction models...",
)


def test_an_arxiv_link_to_another_paper_is_not_taken_as_the_entrys_preprint():
    listed = entry().model_copy(update={"arxiv_id": "1706.03762"})
    dblp = Service({TITLE: [dblp_record()]})
    s2 = Service(
        {TITLE: [s2_record(arxiv_id=None)]},
        by_id={"ARXIV:1706.03762": ATTENTION.model_copy(update={"source": "s2", "s2_paper_id": "b" * 40})},
    )
    arxiv = Service(by_id={"1706.03762": ATTENTION})
    [paper] = resolve_entries([listed], clients(dblp, s2, arxiv), today=TODAY)

    assert paper.status == "resolved"
    assert paper.arxiv_id is None and paper.abstract != ATTENTION.abstract
    assert [(c.field, c.values) for c in paper.conflicts] == [("arxiv_id", {"seed": "1706.03762"})]


def test_a_doi_link_no_accepted_record_confirms_is_noted_and_not_used():
    listed = entry(doi="10.1145/9999999.9999999")
    other_paper = s2_record("A Study of Something Else Entirely", doi="10.1145/9999999.9999999", s2_paper_id="c" * 40)
    s2 = Service({TITLE: [s2_record()]}, by_id={"DOI:10.1145/9999999.9999999": other_paper})
    [paper] = resolve_entries([listed], clients(Service({TITLE: [dblp_record()]}), s2, Service()), today=TODAY)

    assert paper.status == "resolved" and paper.doi is None
    [conflict] = paper.conflicts
    assert conflict.field == "doi" and conflict.values == {"seed": "10.1145/9999999.9999999"}
    assert "not used" in conflict.note


def test_entries_merged_into_one_paper_are_reused_together_and_survive_a_bad_night_together():
    other_title = "Check-N-Run: a Checkpointing System for Training Deep Learning Recommendation Model"
    entries = [entry(), entry(other_title, line=9)]
    dblp = Service({TITLE: [dblp_record()], other_title: [dblp_record()]})
    s2 = Service({TITLE: [s2_record()], other_title: [s2_record()]}, by_id={"a" * 40: s2_record()})
    [first] = resolve_entries(entries, clients(dblp, s2, Service()), today=TODAY)
    previous = {first.id: first}

    quiet_dblp = Service()
    [again] = resolve_entries(entries, clients(quiet_dblp, s2, Service()), previous=previous, today=TODAY)
    assert quiet_dblp.calls == []
    assert [o.line for o in again.occurrences] == [1, 9]

    down = StatusError("https://x", "HTTP 503", 503)
    broken = clients(Service(down=down), Service(down=down), Service(down=down))
    [kept] = resolve_entries(entries, broken, previous=previous, today=TODAY, full=True)
    assert kept.status == "resolved" and [o.line for o in kept.occurrences] == [1, 9]


def test_values_carry_the_day_their_source_answered_not_the_day_of_the_run():
    last_week = date(2026, 11, 23)
    dblp = Service({TITLE: [dblp_record(retrieved=TODAY)]})
    s2 = Service({TITLE: [s2_record(retrieved=last_week)]})  # a cached answer, received a week ago
    [paper] = resolve_entries([entry()], clients(dblp, s2, Service()), today=TODAY)

    assert paper.citations_as_of == last_week and paper.as_of["citation_count"] == last_week
    assert paper.as_of["venue"] == TODAY


def test_a_source_value_outside_the_output_rules_costs_that_entry_not_the_run():
    odd = dblp_record(doi="10.1145/ABC.123")  # an upper-case DOI is not a value the output allows
    other_title = "Quiver: An Informed Storage Cache for Deep Learning"
    dblp = Service(
        {TITLE: [odd], other_title: [dblp_record(other_title, year=2020, venue="FAST", dblp_key="conf/fast/KumarS20")]}
    )
    papers = resolve_entries(
        [entry(), entry(other_title, 2020, "FAST", line=3)], clients(dblp, Service(), Service()), today=TODAY
    )
    assert [p.status for p in papers] == ["error", "resolved"]
    assert "doi" in papers[0].reason and papers[0].doi is None


def test_each_source_reports_itself_done_once_at_the_end_not_whenever_it_catches_up():
    """The S2 and arXiv workers get entries as dblp answers; their progress total is what they can still get, so
    a worker that catches up with the one before it is not shown finished (a cron log would get a line each time)."""
    titles = [f"Paper number {n} on storage for machine learning" for n in range(30)]
    with_preprint = {
        t: [dblp_record(title=t, doi=f"10.1145/3000000.{n}", dblp_key=f"conf/nsdi/P{n}", arxiv_id=f"2101.{n:05d}")]
        for n, t in enumerate(titles)
        if n % 3
    }
    calls: list[tuple[str, int, int]] = []
    resolve_entries(
        [entry(title=t) for t in titles],
        clients(Service(with_preprint), Service(), Service()),
        today=TODAY,
        progress=lambda task, done, total, failed=0: calls.append((task, done, total)),
    )

    for task in ("dblp", "s2", "arxiv"):
        reports = [(done, total) for name, done, total in calls if name == task]
        assert [done >= total for done, total in reports] == [False] * (len(reports) - 1) + [True], task
    assert [(d, t) for name, d, t in calls if name == "arxiv"][-1] == (10, 10)


def test_progress_counts_failed_queries_apart_from_answered_ones():
    """A bar at 100% whose queries all failed must not look like a good night: failures are shown as such."""
    titles = [f"Paper number {n} on storage for machine learning" for n in range(6)]
    calls: list[tuple[str, int, int, int]] = []
    resolve_entries(
        [entry(title=t) for t in titles],
        clients(
            Service(), Service(down=StatusError("https://api.semanticscholar.org", "HTTP 503", 503, "s2")), Service()
        ),
        today=TODAY,
        progress=lambda task, done, total, failed=0: calls.append((task, done, total, failed)),
    )
    last = {task: (done, total, failed) for task, done, total, failed in calls}
    assert last["dblp"] == (6, 6, 0)
    assert last["s2"] == (6, 6, 6)


# ------------------------------------------------------------------------------------ batched title searches

PREPRINTS = {
    "Speculative Decoding for Sparse Mixtures of Experts": "2401.00001",
    "Tensor Parallel Checkpointing at Scale": "2401.00002",
}
SINKS = "Attention Sinks"


def preprint(title: str, arxiv_id: str) -> SourceRecord:
    return arxiv_record(title, arxiv_id=arxiv_id, year=2024, authors=[Author(name="Ada Lovelace")])


def s2_preprint(title: str, arxiv_id: str) -> SourceRecord:
    return s2_record(title, arxiv_id=arxiv_id, dblp_key=None, year=2024, s2_paper_id=arxiv_id.replace(".", "") * 4)


def test_one_arxiv_query_serves_several_titles_each_taking_only_its_own_hits():
    sinks = [preprint(f"{SINKS} in Model {n}", f"2402.0000{n}") for n in range(6)]
    arxiv = Service({**{t: [preprint(t, i)] for t, i in PREPRINTS.items()}, SINKS: sinks})
    entries = [entry(title, year=2024, venue="arXiv", line=n) for n, title in enumerate([*PREPRINTS, SINKS])]
    batched = Clients(dblp=Service(), s2=None, arxiv=arxiv, title_batch=10)  # type: ignore[arg-type]

    papers = {paper.title: paper for paper in resolve_entries(entries, batched, today=TODAY)}

    assert arxiv.calls_of("search_titles") == [[*PREPRINTS, SINKS]]
    # Six same-phrase hits are more than a title's own query keeps: that title is asked alone, as before.
    assert arxiv.calls_of("search_title") == [SINKS]
    for title, arxiv_id in PREPRINTS.items():
        assert papers[title].arxiv_id == arxiv_id


def test_titles_one_bulk_search_settles_are_not_matched_one_by_one():
    s2 = Service({t: [s2_preprint(t, i)] for t, i in PREPRINTS.items()})
    entries = [entry(title, year=2024, venue="arXiv", line=n) for n, title in enumerate(PREPRINTS)]
    batched = Clients(dblp=Service(), s2=s2, arxiv=None, title_batch=10)  # type: ignore[arg-type]

    papers = {paper.title: paper for paper in resolve_entries(entries, batched, today=TODAY)}

    assert s2.calls_of("search_titles") == [list(PREPRINTS)] and s2.calls_of("match") == []
    assert {title: paper.arxiv_id for title, paper in papers.items()} == PREPRINTS


def test_a_bulk_page_with_more_to_come_leaves_each_title_to_its_own_match():
    s2 = Service({t: [s2_preprint(t, i)] for t, i in PREPRINTS.items()}, complete=False)
    entries = [entry(title, year=2024, venue="arXiv", line=n) for n, title in enumerate(PREPRINTS)]
    resolve_entries(entries, Clients(dblp=Service(), s2=s2, arxiv=None, title_batch=10), today=TODAY)  # type: ignore[arg-type]

    assert s2.calls_of("match") == list(PREPRINTS)


PUBLISHED = {
    TITLE: "conf/nsdi/EisenmanMIKKNSA22",
    "Orca: A Distributed Serving System for Transformer-Based Generative Models": "conf/osdi/YuJKKC22",
}


def test_one_dblp_search_serves_several_titles_and_a_rerun_finds_each_part_in_the_cache():
    dblp = Service({title: [dblp_record(title, dblp_key=key)] for title, key in PUBLISHED.items()})
    entries = [entry(title, line=n) for n, title in enumerate(PUBLISHED)]
    batched = Clients(dblp=dblp, s2=None, arxiv=None, title_batch=10)  # type: ignore[arg-type]

    papers = resolve_entries(entries, batched, today=TODAY)

    assert dblp.calls_of("search_titles") == [list(PUBLISHED)] and dblp.calls_of("search") == []
    assert {paper.title: paper.dblp_key for paper in papers} == PUBLISHED

    dblp.calls.clear()
    dblp.cached_titles = {title_key(title) for title in PUBLISHED}
    again = resolve_entries(entries, batched, today=TODAY)
    assert dblp.calls == [] and {paper.title: paper.dblp_key for paper in again} == PUBLISHED


# ------------------------------------------------------------------------------------------ the relay's timing

LISTED_DOIS = {
    "Elastic Sharding for Embedding Tables": ("10.1145/3600006.3613001", None),
    "Lazy Restore of Training Checkpoints": ("10.1145/3600006.3613002", "2309.00002"),
}


def listed_with_doi(title: str, line: int) -> Entry:
    return entry(title, line=line, doi=LISTED_DOIS[title][0])


def s2_of_listed(title: str) -> SourceRecord:
    doi, arxiv_id = LISTED_DOIS[title]
    return s2_record(title, doi=doi, arxiv_id=arxiv_id, dblp_key=None, s2_paper_id=doi[-7:] * 5 + "x" * 5)


def test_dblp_first_searches_what_arxiv_must_search_anyway_and_last_what_leaves_nothing_to_ask():
    """Entries S2 settles by the DOI the list gives leave S2 nothing to do: the one whose arXiv id no record names
    is searched by dblp first, so that arXiv searches its title at once, and the one S2 names the preprint of
    last, as after dblp nothing more is asked about it but the closing id check."""
    without_preprint, with_preprint = LISTED_DOIS
    entries = [entry(TITLE), listed_with_doi(with_preprint, 2), listed_with_doi(without_preprint, 3)]
    dblp = Service()
    s2 = Service(by_id={f"DOI:{LISTED_DOIS[t][0]}": s2_of_listed(t) for t in LISTED_DOIS})

    resolve_entries(entries, clients(dblp, s2, Service()), today=TODAY)

    assert list(dict.fromkeys(dblp.calls_of("search"))) == [without_preprint, TITLE, with_preprint]


class Answering(Service):
    """A stand-in whose title searches (``search_titles``) set ``event``."""

    def __init__(self, event: threading.Event, answers: dict[str, list[SourceRecord]] | None = None) -> None:
        super().__init__(answers)
        self.event = event

    def search_titles(
        self, titles: list[str], max_results: int = 100, hits: int = 100, ids: Sequence[str] = ()
    ) -> SearchPage:
        page = super().search_titles(titles, max_results=max_results, hits=hits, ids=ids)
        self.event.set()
        return page


class NextPageAfter(Service):
    """dblp whose second batched search answers only once ``event`` is set (or ``WAIT_SECONDS`` have passed), and
    notes whether it was set by then."""

    WAIT_SECONDS = 10.0

    def __init__(self, answers: dict[str, list[SourceRecord]], event: threading.Event) -> None:
        super().__init__(answers)
        self.event = event
        self.set_in_time: bool | None = None

    def search_titles(self, titles: list[str], max_results: int = 100, hits: int = 100) -> SearchPage:
        if self.calls_of("search_titles"):
            self.set_in_time = self.event.wait(self.WAIT_SECONDS)
        return super().search_titles(titles, max_results=max_results, hits=hits)


def test_s2_searches_the_titles_of_dblps_first_page_while_dblp_searches_the_next():
    """A title dblp gave no identifier for waits for a fuller S2 bulk search only while more of dblp's answers are
    at hand: S2, and the arXiv worker behind it, would otherwise wait for dblp's later pages."""
    titles = [f"Checkpointing Deep Recommendation Models at Scale Part {n}" for n in range(12)]
    identified = {
        title: [dblp_record(title, doi=f"10.1145/3600006.36130{n:02d}")] for n, title in enumerate(titles[:5])
    }
    searched = threading.Event()
    dblp = NextPageAfter(identified, searched)
    s2 = Answering(searched)
    batched = Clients(dblp=dblp, s2=s2, arxiv=None, title_batch=10)  # type: ignore[arg-type]

    resolve_entries([entry(title, line=n) for n, title in enumerate(titles)], batched, today=TODAY)

    assert dblp.set_in_time is True
    assert s2.calls_of("search_titles")[0] == titles[5:10]


def test_arxiv_searches_the_titles_it_holds_once_dblp_has_only_entries_the_lists_ids_settled_left():
    """dblp searches last the entries whose list DOI reaches an S2 record naming their preprint: once S2 is past
    the others, arXiv asks the titles it holds for a fuller query while dblp still searches those."""
    titles = [f"Checkpointing Deep Recommendation Models at Scale Part {n}" for n in range(9)]
    settled = {f"Lazy Restore of Training Checkpoints Part {n}": f"10.1145/3600006.36140{n:02d}" for n in range(3)}
    listed = [entry(title, line=n, doi=doi) for n, (title, doi) in enumerate(settled.items())]
    s2 = Service(
        by_id={
            f"DOI:{doi}": s2_record(title, doi=doi, arxiv_id=f"2309.0000{n}", s2_paper_id=f"{n}" * 40, dblp_key=None)
            for n, (title, doi) in enumerate(settled.items())
        }
    )
    searched = threading.Event()
    dblp = NextPageAfter({}, searched)
    arxiv = Answering(searched)
    batched = Clients(dblp=dblp, s2=s2, arxiv=arxiv, title_batch=10)  # type: ignore[arg-type]

    resolve_entries([*listed, *(entry(title, line=10 + n) for n, title in enumerate(titles))], batched, today=TODAY)

    assert dblp.set_in_time is True
    assert arxiv.calls_of("search_titles") == [titles]


SETTLED_BY_DOI = {f"Lazy Restore of Training Checkpoints Part {n}": f"10.1145/3600006.36140{n:02d}" for n in range(3)}
PREPRINT_IDS = {title: f"2309.0000{n}" for n, title in enumerate(SETTLED_BY_DOI)}
ARXIV_ONLY = [f"Checkpointing Deep Recommendation Models at Scale Part {n}" for n in range(3)]


class TitleSearchesDown(Service):
    """arXiv refusing its title searches while its id lookups answer."""

    def search_titles(self, titles: list[str], max_results: int = 100, hits: int = 100, ids: Sequence[str] = ()):
        self.calls.append(("search_titles", list(titles)))
        raise TransportError("https://export.arxiv.org/api/query", "connection reset", "arxiv")


def resolve_preprints_named_by_s2(arxiv: Service) -> dict[str, tuple[str | None, str | None]]:
    """Entries the list's DOIs settle in S2, whose records name their preprints, beside entries arXiv searches by
    title: each settled entry's arXiv id and abstract (S2 gives none: the preprint's record does)."""
    listed = [entry(title, line=n, doi=doi) for n, (title, doi) in enumerate(SETTLED_BY_DOI.items())]
    s2 = Service(
        by_id={
            f"DOI:{doi}": s2_record(
                title, doi=doi, arxiv_id=PREPRINT_IDS[title], s2_paper_id=f"{n}" * 40, dblp_key=None, abstract=None
            )
            for n, (title, doi) in enumerate(SETTLED_BY_DOI.items())
        }
    )
    arxiv.by_id = {arxiv_id: preprint(title, arxiv_id) for title, arxiv_id in PREPRINT_IDS.items()}
    batched = Clients(dblp=Service(), s2=s2, arxiv=arxiv, title_batch=10)  # type: ignore[arg-type]
    entries = [*listed, *(entry(title, line=10 + n) for n, title in enumerate(ARXIV_ONLY))]
    papers = resolve_entries(entries, batched, today=TODAY)
    return {paper.title: (paper.arxiv_id, paper.abstract) for paper in papers if paper.title in SETTLED_BY_DOI}


def test_the_arxiv_ids_known_while_the_relay_runs_go_along_with_its_title_search_and_no_id_check_follows():
    """The preprints S2 names for the entries the list's DOIs settle are known before the relay: arXiv asks their
    ids in its title search, so the closing id check, one arXiv interval after that search, is not sent; each
    entry still gets its preprint's record (abstract and version) as from the id check."""
    arxiv = Service()

    described = resolve_preprints_named_by_s2(arxiv)

    assert arxiv.calls_of("search_titles") == [ARXIV_ONLY]
    assert sorted(arxiv.calls_of("ids_with_titles")[0]) == sorted(PREPRINT_IDS.values())
    assert arxiv.calls_of("by_ids") == []
    assert described == {title: (arxiv_id, "Preprint abstract.") for title, arxiv_id in PREPRINT_IDS.items()}


def test_ids_whose_title_search_failed_are_asked_by_the_closing_id_check():
    arxiv = TitleSearchesDown()

    described = resolve_preprints_named_by_s2(arxiv)

    assert sorted(arxiv.calls_of("by_ids")[0]) == sorted(PREPRINT_IDS.values())
    assert described == {title: (arxiv_id, "Preprint abstract.") for title, arxiv_id in PREPRINT_IDS.items()}


@pytest.mark.parametrize(
    ("identified_count", "title_batch"),
    [
        pytest.param(S2_LINK_BATCH + 3, 30, id="more than a batch, the last entries S2 may ask about"),
        pytest.param(3, 10, id="the relay's last batch"),
    ],
)
def test_titles_of_identifiers_s2_does_not_know_go_with_the_next_bulk_search_not_one_of_their_own(
    identified_count: int, title_batch: int
):
    """dblp names a DOI for entries that S2 does not know under it: the last batch of those identifiers (all the
    rest, however many) is asked first, and the title matches that follow go with the titles of the same dblp
    answer that no record identifies, in one bulk search rather than two (S2's requests were the run's tail)."""
    identified = [f"Checkpointing Deep Recommendation Models at Scale Part {n}" for n in range(identified_count)]
    titled = [f"Elastic Embedding Sharding Revisited Part {n}" for n in range(5)]
    dblp = Service(
        {
            title: [dblp_record(title, year=2024, doi=f"10.1145/3600006.36130{n:02d}")]
            for n, title in enumerate(identified)
        }
    )
    s2 = Service({title: [s2_preprint(title, f"2401.{n:05d}")] for n, title in enumerate([*identified, *titled])})
    entries = [entry(title, year=2024, line=n) for n, title in enumerate(identified)]
    entries += [entry(title, year=2024, line=100 + n) for n, title in enumerate(titled)]
    batched = Clients(dblp=dblp, s2=s2, arxiv=None, title_batch=title_batch)  # type: ignore[arg-type]

    papers = resolve_entries(entries, batched, today=TODAY)

    assert len(s2.calls_of("batch")) == 1
    assert [sorted(titles) for titles in s2.calls_of("search_titles")] == [sorted([*identified, *titled])]
    assert all(paper.s2_paper_id for paper in papers)
