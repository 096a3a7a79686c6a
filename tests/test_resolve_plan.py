"""resolve.plan, table by table: for one entry and what the sources said of it so far, which source is asked next
and why. The records are real-looking (tests.test_rules' FAST paper and its versions); the picks are pick()'s own.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from enrich.models import Entry, Link, LinkKind, SourceName, SourceRecord
from enrich.resolve.findings import Clients, Findings, MirrorAccess
from enrich.resolve.pick import pick
from enrich.resolve.plan import (
    RunAsks,
    arxiv_ids_to_confirm,
    closing_s2_link,
    dblp_turn,
    found_nothing,
    mirror_asks,
    opinion_ready,
    own_title_query,
    preprint_only_id,
    run_asks,
    s2_settled,
    s2_title_after_link,
    s2_title_share,
    second_opinion_wanted,
    settled_by_the_relay,
    title_searched,
    to_arxiv_search,
    undescribed_without_id,
)
from tests.test_rules import ACM_DOI, ACM_TWIN_DOI, OTHERS, dblp, listed, preprint, s2

ARXIV_ID = "2001.00001"
PAPER_ID = "a" * 40


def sosp(key: str = "conf/sosp/KumarS20", *, doi: str | None = None) -> SourceRecord:
    """The paper at a venue whose papers get DOIs (ACM's SOSP), as dblp lists it."""
    return dblp(key, doi=doi).model_copy(update={"venue": "SOSP"})


def elsewhere() -> SourceRecord:
    """dblp's record of another paper by other people: close enough for a candidate query, not the entry."""
    return SourceRecord(
        source="dblp",
        title="Orca: A Distributed Serving System for Transformer-Based Generative Models",
        authors=OTHERS,
        year=2022,
        venue="OSDI",
        dblp_key="conf/osdi/YuJKKC22",
        dblp_type="Conference and Workshop Papers",
    )


@dataclass
class Situation:
    """An entry and its findings; ``failed`` names the sources whose last request failed."""

    dblp: list[SourceRecord] = field(default_factory=list)
    s2: list[SourceRecord] = field(default_factory=list)
    arxiv: list[SourceRecord] = field(default_factory=list)
    failed: tuple[SourceName, ...] = ()
    arxiv_listed: str | None = None  # the arXiv id the list itself gives
    venue: str = "FAST"  # the venue the list names
    placed_by_mirror: bool = False
    openalex_title_asked: bool = False
    s2_title_asked: bool = False

    def entry(self) -> Entry:
        entry = listed(venue=self.venue)
        return entry.model_copy(update={"arxiv_id": self.arxiv_listed}) if self.arxiv_listed else entry

    def findings(self) -> Findings:
        found = Findings(dblp=list(self.dblp), s2=list(self.s2), arxiv=list(self.arxiv))
        found.failures = dict.fromkeys(self.failed, "HTTP 503")
        found.placed_by_mirror = self.placed_by_mirror
        found.openalex_title_asked = self.openalex_title_asked
        found.s2_title_asked = self.s2_title_asked
        return found


# ------------------------------------------------------------------------------------------------ the whole run

CLIENT = object()  # a client present; only its presence is read
STORES = frozenset[SourceName]({"dblp", "arxiv"})


def clients(**present: object) -> Clients:
    return Clients(dblp=CLIENT, s2=CLIENT, arxiv=present.pop("arxiv", CLIENT), **present)  # type: ignore[arg-type]


def mirror(sources: frozenset[SourceName] = STORES, *, only: bool = False) -> MirrorAccess:
    return MirrorAccess(candidates=lambda pairs: [[] for _ in pairs], sources=sources, only=only)


@pytest.mark.parametrize(
    ("present", "expected"),
    [
        pytest.param({}, RunAsks(True, True, False, None), id="no OpenAlex, no Crossref: no second opinion"),
        pytest.param(
            {"openalex": CLIENT, "crossref": CLIENT},
            RunAsks(True, True, True, "crossref"),
            id="Crossref takes the second opinions while it is on",
        ),
        pytest.param(
            {"openalex": CLIENT}, RunAsks(True, True, True, "openalex"), id="OpenAlex takes them without Crossref"
        ),
        pytest.param(
            {"openalex": CLIENT, "openalex_keyed": False},
            RunAsks(True, True, False, None),
            id="keyless OpenAlex is asked by identifier only",
        ),
        pytest.param({"arxiv": None}, RunAsks(True, False, False, None), id="arXiv switched off"),
        pytest.param(
            {"mirror": mirror(frozenset({"dblp"})), "crossref": CLIENT},
            RunAsks(True, True, False, "crossref"),
            id="a dblp store leaves arXiv's title search",
        ),
        pytest.param(
            {"mirror": mirror(), "openalex": CLIENT, "crossref": CLIENT},
            RunAsks(True, False, True, "crossref"),
            id="an arXiv store is arXiv's answer",
        ),
        pytest.param(
            {"mirror": mirror(frozenset({"dblp"}), only=True), "openalex": CLIENT, "crossref": CLIENT},
            RunAsks(False, False, False, None),
            id="mirror only: no title search to any service",
        ),
    ],
)
def test_the_title_searches_a_run_sends(present: dict[str, object], expected: RunAsks) -> None:
    assert run_asks(clients(**present)) == expected


# --------------------------------------------------------------------------------------------- the mirror's answer

PLACED_NO_IDS = dblp("conf/fast/KumarS20")


@pytest.mark.parametrize(
    ("situation", "only", "dblp_store", "placed", "preprints_of", "dblp_search", "why"),
    [
        pytest.param(
            Situation(dblp=[PLACED_NO_IDS]),
            True,
            True,
            True,
            PLACED_NO_IDS,
            False,
            "mirror only",
            id="mirror only: dblp is never searched",
        ),
        pytest.param(
            Situation(arxiv=[preprint(ARXIV_ID)]),
            False,
            False,
            True,
            None,
            True,
            "no dblp store",
            id="an arXiv store places a preprint; dblp, not mirrored, is searched",
        ),
        pytest.param(
            Situation(dblp=[PLACED_NO_IDS]),
            False,
            True,
            True,
            PLACED_NO_IDS,
            False,
            "placed by the mirror",
            id="placed, no id: the first author's preprints are asked for",
        ),
        pytest.param(
            Situation(dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)]),
            False,
            True,
            True,
            None,
            False,
            "placed by the mirror",
            id="placed with a publisher DOI: S2 is reached by it, no preprints asked",
        ),
        pytest.param(
            Situation(dblp=[PLACED_NO_IDS], s2=[s2(PAPER_ID, dblp_key="conf/fast/KumarS20", arxiv_id=ARXIV_ID)]),
            False,
            True,
            True,
            None,
            False,
            "placed by the mirror",
            id="placed, an accepted S2 record names the arXiv id: no preprints asked",
        ),
        pytest.param(
            Situation(dblp=[PLACED_NO_IDS], arxiv_listed=ARXIV_ID),
            False,
            True,
            True,
            None,
            False,
            "placed by the mirror",
            id="placed, the list gives the arXiv id: no preprints asked",
        ),
        pytest.param(
            Situation(),
            False,
            True,
            False,
            None,
            True,
            "nothing close in the store",
            id="nothing in the store: a paper newer than the release",
        ),
        pytest.param(
            Situation(dblp=[dblp("conf/fast/SivathanuK20", doi=ACM_TWIN_DOI), dblp("conf/fast/KumarS20", doi=ACM_DOI)]),
            False,
            True,
            False,
            None,
            False,
            "the store's tie",
            id="two registrations tie: dblp's search would return them again",
        ),
        pytest.param(
            Situation(dblp=[elsewhere()]),
            False,
            True,
            False,
            None,
            True,
            "not settled by the store",
            id="only another paper close: dblp searches the title",
        ),
    ],
)
def test_what_the_mirror_leaves_to_ask(
    situation: Situation,
    only: bool,
    dblp_store: bool,
    placed: bool,
    preprints_of: SourceRecord | None,
    dblp_search: bool,
    why: str,
) -> None:
    entry, found = situation.entry(), situation.findings()
    asks = mirror_asks(entry, found, pick(entry, found), only=only, dblp_store=dblp_store)

    assert (asks.placed_by_mirror, asks.preprints_of, asks.dblp_search, asks.why) == (
        placed,
        preprints_of,
        dblp_search,
        why,
    )


# ------------------------------------------------------------------------------------------------- the relay's steps


@pytest.mark.parametrize(
    ("situation", "to_arxiv", "s2_link", "arxiv_ids"),
    [
        pytest.param(Situation(), True, None, set(), id="nothing found: arXiv searches, nothing to look up"),
        pytest.param(
            Situation(dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)]),
            True,
            f"DOI:{ACM_DOI}",
            set(),
            id="dblp's DOI: S2 is asked by it, arXiv by the title",
        ),
        pytest.param(
            Situation(
                dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)],
                s2=[s2(PAPER_ID, doi=ACM_DOI, dblp_key="conf/fast/KumarS20", arxiv_id=ARXIV_ID)],
            ),
            False,
            None,
            {ARXIV_ID},
            id="S2 accepted and names the preprint: no arXiv search, its id confirmed",
        ),
        pytest.param(
            Situation(arxiv_listed=ARXIV_ID),
            False,
            None,
            {ARXIV_ID},
            id="the list gives the arXiv id: no arXiv search, the id confirmed",
        ),
        pytest.param(
            Situation(arxiv=[preprint(ARXIV_ID)]),
            True,
            f"ARXIV:{ARXIV_ID}",
            set(),
            id="only arXiv's preprint: S2 asked by its id; no other record names the id, so arXiv still searches",
        ),
    ],
)
def test_what_the_relay_and_the_closing_lookups_ask(
    situation: Situation, to_arxiv: bool, s2_link: str | None, arxiv_ids: set[str]
) -> None:
    entry, found = situation.entry(), situation.findings()
    picks = pick(entry, found)

    assert to_arxiv_search(entry, picks) is to_arxiv
    assert closing_s2_link(found, picks) == s2_link
    assert arxiv_ids_to_confirm(entry, found, picks) == arxiv_ids


def test_an_identifier_s2_was_asked_for_is_not_asked_again() -> None:
    situation = Situation(dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)])
    entry, found = situation.entry(), situation.findings()
    found.s2_by_link[f"DOI:{ACM_DOI}"] = None

    assert closing_s2_link(found, pick(entry, found)) is None


# ------------------------------------------------------------------------------------------------ S2 in the relay

ACCEPTED_S2 = s2(PAPER_ID, dblp_key="conf/fast/KumarS20")


@pytest.mark.parametrize(
    ("situation", "settled", "own_query", "after_link", "after_link_titles_off"),
    [
        pytest.param(Situation(), False, True, True, False, id="nothing from S2: its title match may follow"),
        pytest.param(
            Situation(s2=[ACCEPTED_S2]), True, True, True, False, id="S2's record accepted: nothing more to ask it"
        ),
        pytest.param(
            Situation(s2=[s2(PAPER_ID, dblp_key="conf/osdi/YuJKKC22").model_copy(update={"year": 2012})]),
            False,
            True,
            True,
            False,
            id="S2's record rejected: S2 is asked more",
        ),
        pytest.param(
            Situation(dblp=[PLACED_NO_IDS], placed_by_mirror=True),
            False,
            False,
            False,
            False,
            id="placed by the mirror: no title query of its own",
        ),
    ],
)
def test_how_s2_is_asked_in_the_relay(
    situation: Situation, settled: bool, own_query: bool, after_link: bool, after_link_titles_off: bool
) -> None:
    entry, found = situation.entry(), situation.findings()

    assert s2_settled(entry, found) is settled
    assert own_title_query(found) is own_query
    assert s2_title_after_link(found, titles=True) is after_link
    assert s2_title_after_link(found, titles=False) is after_link_titles_off


@pytest.mark.parametrize(
    ("situation", "titles", "batched", "share"),
    [
        pytest.param(Situation(), True, False, True, id="not placed: S2's title match"),
        pytest.param(Situation(), False, True, False, id="mirror only: no title query"),
        pytest.param(Situation(s2=[ACCEPTED_S2]), True, True, False, id="a candidate's id reached S2's record"),
        pytest.param(Situation(s2_title_asked=True), True, True, False, id="its title was asked already"),
        pytest.param(
            Situation(dblp=[PLACED_NO_IDS], placed_by_mirror=True),
            True,
            True,
            True,
            id="placed, no id reaches S2, titles batched: a share of a bulk search",
        ),
        pytest.param(
            Situation(dblp=[PLACED_NO_IDS], placed_by_mirror=True),
            True,
            False,
            False,
            id="placed, no id reaches S2, one title a query: not worth a request",
        ),
    ],
)
def test_which_entries_s2_searches_by_title_after_the_mirrors_identifiers(
    situation: Situation, titles: bool, batched: bool, share: bool
) -> None:
    entry, found = situation.entry(), situation.findings()

    assert s2_title_share(entry, found, titles=titles, batched=batched) is share


# ---------------------------------------------------------------------------------------------- OpenAlex's searches

DESCRIBED = s2(PAPER_ID, dblp_key="conf/fast/KumarS20").model_copy(update={"abstract": "A cache.", "citation_count": 7})


@pytest.mark.parametrize(
    ("situation", "lonely", "undescribed", "preprint_id"),
    [
        pytest.param(Situation(), True, False, None, id="nothing found: OpenAlex searches the title"),
        pytest.param(
            Situation(dblp=[dblp("conf/fast/SivathanuK20", doi=ACM_TWIN_DOI), dblp("conf/fast/KumarS20", doi=ACM_DOI)]),
            False,
            False,
            None,
            id="ambiguous: not lonely, nothing to describe",
        ),
        pytest.param(
            Situation(dblp=[PLACED_NO_IDS]),
            False,
            True,
            None,
            id="published, no DOI, S2 silent: OpenAlex describes it by title",
        ),
        pytest.param(
            Situation(dblp=[PLACED_NO_IDS], placed_by_mirror=True),
            False,
            False,
            None,
            id="the same placed by the mirror: no title search",
        ),
        pytest.param(
            Situation(dblp=[PLACED_NO_IDS], s2=[DESCRIBED]),
            False,
            False,
            None,
            id="S2 gave the abstract and count: nothing to ask",
        ),
        pytest.param(
            Situation(dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)]),
            False,
            False,
            None,
            id="a DOI reaches OpenAlex: no title search",
        ),
        pytest.param(
            Situation(arxiv=[preprint(ARXIV_ID)]),
            False,
            False,
            ARXIV_ID,
            id="a preprint only: OpenAlex's preprint work by its id",
        ),
    ],
)
def test_what_openalex_is_asked(situation: Situation, lonely: bool, undescribed: bool, preprint_id: str | None) -> None:
    entry, found = situation.entry(), situation.findings()
    picks = pick(entry, found)

    assert found_nothing(found, picks) is lonely
    assert undescribed_without_id(entry, found, picks) is undescribed
    assert preprint_only_id(picks) == preprint_id


# --------------------------------------------------------------------------------------- an address alone

ADDRESS = f"https://dl.acm.org/doi/{ACM_DOI}"


def address_alone() -> Entry:
    """An entry as parse gives a bullet holding only the paper's address: the address stands where the title goes."""
    entry = listed(doi=ACM_DOI)
    return entry.model_copy(update={"title": ADDRESS, "links": [Link(kind=LinkKind.other, label="", url=ADDRESS)]})


def test_an_address_alone_is_left_out_of_the_title_searches_and_of_an_undecided_second_opinion() -> None:
    """Nothing found, nothing placed: the titled entry goes to every title search; the address, to none, and no
    second opinion searches its address as a title either."""
    titled, address = listed(), address_alone()
    found = Findings()

    assert title_searched([address, titled, address]) == [titled]
    assert second_opinion_wanted(titled, found, "crossref", pick(titled, found)) == "undecided"
    assert second_opinion_wanted(address, found, "crossref", pick(address, found)) is None


# --------------------------------------------------------------------------------------- settled by the relay


@pytest.mark.parametrize(
    ("situation", "openalex_titles", "settled", "opinion"),
    [
        pytest.param(Situation(), False, True, True, id="nothing found, no OpenAlex search: nothing left to ask"),
        pytest.param(Situation(), True, False, False, id="nothing found: OpenAlex searches the title"),
        pytest.param(
            Situation(dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)]),
            False,
            False,
            False,
            id="dblp's DOI not asked of S2: the closing batch asks it",
        ),
        pytest.param(
            Situation(
                dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)],
                s2=[s2(PAPER_ID, doi=ACM_DOI, dblp_key="conf/fast/KumarS20", arxiv_id=ARXIV_ID)],
            ),
            False,
            False,
            True,
            id="S2 names a preprint no arXiv record holds: the id check asks it, the second opinion need not wait",
        ),
        pytest.param(
            Situation(
                dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)],
                s2=[s2(PAPER_ID, doi=ACM_DOI, dblp_key="conf/fast/KumarS20", arxiv_id=ARXIV_ID)],
                arxiv=[preprint(ARXIV_ID)],
            ),
            True,
            True,
            True,
            id="every id asked and held: settled",
        ),
        pytest.param(
            Situation(dblp=[PLACED_NO_IDS]),
            True,
            False,
            False,
            id="published, no DOI, S2 silent: OpenAlex describes it",
        ),
        pytest.param(
            Situation(dblp=[PLACED_NO_IDS]), False, True, True, id="the same without OpenAlex searches: settled"
        ),
    ],
)
def test_which_entries_the_relay_settles(
    situation: Situation, openalex_titles: bool, settled: bool, opinion: bool
) -> None:
    entry, found = situation.entry(), situation.findings()
    picks = pick(entry, found)

    assert settled_by_the_relay(entry, found, picks, openalex_titles=openalex_titles) is settled
    assert opinion_ready(entry, found, picks, openalex_titles=openalex_titles) is opinion


@pytest.mark.parametrize(
    ("situation", "turn"),
    [
        pytest.param(Situation(), 1, id="nothing known yet: its dblp answer decides what S2 and arXiv do"),
        pytest.param(
            Situation(s2=[s2(PAPER_ID, doi=ACM_DOI, dblp_key="conf/fast/KumarS20")]),
            0,
            id="S2 settled by the list's DOI, no arXiv id: first, for arXiv's title search",
        ),
        pytest.param(
            Situation(s2=[s2(PAPER_ID, doi=ACM_DOI, dblp_key="conf/fast/KumarS20", arxiv_id=ARXIV_ID)]),
            2,
            id="S2 settled and names the preprint: last, nothing left to ask but the id check",
        ),
        pytest.param(
            Situation(s2=[s2(PAPER_ID, dblp_key="conf/osdi/YuJKKC22").model_copy(update={"year": 2012})]),
            1,
            id="S2's record rejected: like nothing known",
        ),
    ],
)
def test_in_which_order_dblp_searches(situation: Situation, turn: int) -> None:
    entry, found = situation.entry(), situation.findings()

    assert dblp_turn(entry, found, pick(entry, found)) == (turn, -2020)  # the listed paper's year


def test_within_a_turn_newer_papers_go_first() -> None:
    found = Situation().findings()
    older, newer = listed(year=2020), listed(year=2024)

    assert dblp_turn(newer, found, pick(newer, found)) < dblp_turn(older, found, pick(older, found))


# ------------------------------------------------------------------------------------------------ second opinions


@pytest.mark.parametrize(
    ("situation", "source", "why"),
    [
        pytest.param(Situation(), "crossref", "undecided", id="unresolved: a second chance"),
        pytest.param(
            Situation(dblp=[dblp("conf/fast/SivathanuK20", doi=ACM_TWIN_DOI), dblp("conf/fast/KumarS20", doi=ACM_DOI)]),
            "crossref",
            "undecided",
            id="ambiguous: a second chance",
        ),
        pytest.param(Situation(failed=("dblp",)), "crossref", None, id="dblp failed: the next run asks"),
        pytest.param(Situation(failed=("s2",)), "crossref", None, id="S2 failed: the next run asks"),
        pytest.param(Situation(failed=("crossref",)), "crossref", None, id="the registry itself failed"),
        pytest.param(Situation(openalex_title_asked=True), "openalex", None, id="OpenAlex already searched the title"),
        pytest.param(
            Situation(openalex_title_asked=True), "crossref", "undecided", id="Crossref after OpenAlex's search"
        ),
        pytest.param(
            Situation(dblp=[sosp()], venue="SOSP"), "crossref", "doi", id="published at a DOI venue, no DOI: ask for it"
        ),
        pytest.param(
            Situation(dblp=[sosp(doi=ACM_DOI)], venue="SOSP"),
            "crossref",
            None,
            id="published with its DOI: nothing to ask",
        ),
        pytest.param(Situation(dblp=[PLACED_NO_IDS]), "crossref", None, id="USENIX registers no DOIs: none to find"),
        pytest.param(
            Situation(arxiv=[preprint(ARXIV_ID)]), "crossref", None, id="a preprint only: no published version to ask"
        ),
    ],
)
def test_who_gets_a_second_opinion(situation: Situation, source: SourceName, why: str | None) -> None:
    entry, found = situation.entry(), situation.findings()

    assert second_opinion_wanted(entry, found, source, pick(entry, found)) == why
