"""One focused test per rule of the resolver's pick that decides which record is taken, whether an arXiv id or a
Crossref DOI is taken, or what a person is told.

Each test builds what the sources found for one entry (a ``Findings``, as pick() takes it) in the one situation
its rule decides, so that it fails when that rule alone is broken (bench/mutate.py checks this mechanically).
"""

from __future__ import annotations

import pytest

from enrich.models import Author, Entry, SourceRecord
from enrich.resolve.build import build_paper
from enrich.resolve.decide import decide
from enrich.resolve.findings import Findings
from enrich.resolve.pick import pick
from tests.test_resolve_versions import corr
from tests.test_rules import (
    ACM_DOI,
    ACM_TWIN_DOI,
    IEEE_DOI,
    OTHERS,
    PEOPLE,
    TITLE,
    TODAY,
    dblp,
    listed,
    preprint,
    s2,
)

PREPRINT_ID = "1802.00001"


def arxiv_tagged() -> Entry:
    """ "[arXiv '18] Quiver ...": the list names the preprint."""
    return listed(venue="arXiv", year=2018)


def published_2019(*, arxiv_id: str | None = None) -> SourceRecord:
    """The FAST'19 paper of a preprint of 2018, naming the preprint's arXiv id or not."""
    return dblp("conf/fast/KumarS19", doi=ACM_DOI, year=2019).model_copy(update={"arxiv_id": arxiv_id})


def crossref_work(doi: str, *, authors: list[Author] = PEOPLE) -> SourceRecord:
    return SourceRecord(
        source="crossref",
        title=TITLE,
        authors=authors,
        year=2020,
        venue="FAST",
        doi=doi,
        publication_types=["proceedings-article"],
    )


# ------------------------------------------------------------------------------------- what is told to a person


def test_a_tie_only_s2_found_makes_the_entry_ambiguous_with_s2s_candidates():
    ours, theirs = s2("a" * 40, doi=ACM_DOI), s2("b" * 40, doi=IEEE_DOI, authors=OTHERS)
    paper = build_paper(listed(), Findings(s2=[theirs, ours]), TODAY)

    assert paper.status == "ambiguous", paper.reason
    assert paper.reason.startswith("s2: two different records are too close to tell apart")
    assert {c.record.s2_paper_id for c in paper.candidates} == {"a" * 40, "b" * 40}


def test_a_tie_only_crossrefs_title_query_found_makes_the_entry_ambiguous_with_its_candidates():
    ours, theirs = crossref_work(ACM_DOI), crossref_work(IEEE_DOI, authors=OTHERS)
    paper = build_paper(listed(), Findings(crossref_found=[theirs, ours]), TODAY)

    assert paper.status == "ambiguous" and paper.doi is None, paper.reason
    assert paper.reason.startswith("crossref: two different records are too close to tell apart")
    assert {c.record.doi for c in paper.candidates} == {ACM_DOI, IEEE_DOI}


def test_a_published_version_refused_for_an_arxiv_tagged_entry_is_named_with_its_venue_and_year():
    picks = pick(arxiv_tagged(), Findings(dblp=[published_2019()], arxiv=[preprint(PREPRINT_ID, year=2018)]))

    assert picks.dblp is None and [c.record.dblp_key for c in picks.near_misses] == ["conf/fast/KumarS19"]
    [reason] = picks.near_miss_reasons
    assert reason.startswith("dblp: another version: the list tags arXiv 2018, and FAST (2019) is linked")


# ------------------------------------------------------------------------------------- the version the list names


def test_an_arxiv_tagged_entry_takes_the_doi_of_a_later_published_version_that_names_its_preprint():
    """The published record names the preprint's arXiv id: one work by identity, whatever its year."""
    published = published_2019(arxiv_id=PREPRINT_ID)
    found = Findings(dblp=[published, corr(TITLE, PREPRINT_ID, 2018, PEOPLE)], arxiv=[preprint(PREPRINT_ID, year=2018)])
    picks = pick(arxiv_tagged(), found)

    assert picks.dblp is not None and picks.dblp.record is published
    assert build_paper(arxiv_tagged(), found, TODAY).doi == ACM_DOI


# ------------------------------------------------------------------------------------- ties and conflicts in dblp


def test_a_tie_whose_rival_conflicts_with_the_lists_link_is_not_broken_without_comparing_that_rival():
    """Neither record carries the DOI the list links; the one whose DOI contradicts the link is left out of the
    tie, so the preprint, by the same people as both, was never compared with it: the entry stays ambiguous."""
    without_doi, registered = dblp("conf/fast/KumarS20"), dblp("conf/fast/KumarS20a", doi=ACM_TWIN_DOI)
    entry = listed(doi=ACM_DOI)
    decision = decide(entry, [registered, without_doi], want="published")
    picks = pick(entry, Findings(dblp=[registered, without_doi], arxiv=[preprint("2001.00001")]))

    assert decision.outcome == "ambiguous" and [c.record for c in decision.tied] == [without_doi]
    assert picks.dblp is None and picks.reasons[0].startswith("dblp: two different records")


def test_while_dblps_published_records_tie_the_preprint_of_both_is_taken_and_one_like_only_one_is_not():
    """Two registrations of the same people's paper: their CoRR record is the preprint whichever is the paper.
    Two groups' papers: a preprint by one group may not be the paper the list names."""
    ours, registered_again = dblp("conf/fast/KumarS20", doi=ACM_DOI), dblp("conf/fast/KumarS20a", doi=ACM_TWIN_DOI)
    theirs = dblp("conf/fast/OtherET20", doi=ACM_TWIN_DOI, authors=OTHERS)
    ours_preprint = corr(TITLE, "2001.00001", 2020, PEOPLE)

    same_people = pick(listed(), Findings(dblp=[registered_again, ours, ours_preprint]))
    two_groups = pick(listed(), Findings(dblp=[theirs, ours, ours_preprint]))

    assert same_people.dblp is not None and same_people.dblp.record is ours_preprint
    assert two_groups.dblp is None and two_groups.ambiguous


def test_the_record_the_lists_link_names_is_taken_over_a_rival_that_matches_the_title_better():
    """The list's link is the list's word on which paper it means (a person settles an ambiguous entry by adding
    one): its record is the paper as long as its title is close enough for a record an identifier names."""
    linked = dblp("conf/fast/KumarS20", doi=ACM_DOI).model_copy(
        update={"title": "Quiver: Informed Storage Caching for Deep Learning Jobs"}
    )
    titled = dblp("conf/fast/SivathanuK20", doi=ACM_TWIN_DOI)
    decision = decide(listed(doi=ACM_DOI), [titled, linked], want="published")

    assert decision.outcome == "accept" and decision.best is not None and decision.best.record is linked


# ------------------------------------------------------------------------------------- the arXiv id taken


def test_the_arxiv_id_an_accepted_record_names_is_never_replaced_by_another_found_by_title():
    named = s2("a" * 40, doi=ACM_DOI, arxiv_id="2001.00001")
    found = Findings(dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)], s2=[named], arxiv=[preprint("2009.99999")])
    picks = pick(listed(), found)
    paper = build_paper(listed(), found, TODAY)

    assert picks.arxiv is None
    assert paper.arxiv_id == "2001.00001" and not [c for c in paper.conflicts if c.field == "arxiv_id"]


@pytest.mark.parametrize("accepted_by", ["dblp", "s2"])
def test_a_same_titled_preprint_by_other_people_is_not_the_preprint_of_the_record_one_source_accepted(accepted_by):
    records = {"dblp": [dblp("conf/fast/KumarS20", doi=ACM_DOI)], "s2": [s2("a" * 40, doi=ACM_DOI)]}
    found = Findings(**{accepted_by: records[accepted_by]}, arxiv=[preprint("2001.00001", authors=OTHERS)])
    picks = pick(listed(), found)

    assert getattr(picks, accepted_by) is not None and picks.arxiv is None


@pytest.mark.parametrize(
    "authors",
    [[], [PEOPLE[0], *OTHERS]],
    ids=["no authors", "one author in four"],
)
def test_a_preprint_found_by_title_needs_most_of_the_accepted_records_authors(authors):
    """Too few shared authors for a veto (0.4 > AUTHORS_CONFLICT), too few for the same work (< SAME_WORK_AUTHORS);
    and a preprint naming nobody cannot show it is the same people's."""
    found = Findings(dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)], arxiv=[preprint("2001.00001", authors=authors)])
    picks = pick(listed(), found)

    assert picks.dblp is not None and picks.arxiv is None


# ------------------------------------------------------------------------------------- the DOI Crossref found


def test_crossrefs_title_query_does_not_settle_an_entry_dblp_left_ambiguous():
    """Crossref's work is like both tied records (same people, same publisher): it breaks nothing, and its DOI is
    not taken on its own either."""
    ours, twin = dblp("conf/fast/KumarS20", doi=ACM_DOI), dblp("conf/fast/KumarS20a", doi=ACM_TWIN_DOI)
    found = Findings(dblp=[twin, ours], crossref_found=[crossref_work("10.1145/3333333.3333333")])
    picks = pick(listed(), found)
    paper = build_paper(listed(), found, TODAY)

    assert picks.crossref is None
    assert paper.status == "ambiguous" and paper.doi is None
