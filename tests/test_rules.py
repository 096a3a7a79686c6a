"""One focused test per tie-break and conflict rule of the matcher and the resolver's pick.

Each test builds the one situation its rule decides, with records every other rule leaves undecided, so that the
test fails when that rule alone is switched off (bench/mutate.py checks this mechanically).
"""

from __future__ import annotations

from datetime import date

from enrich.models import Author, Entry, Occurrence, SourceRecord
from enrich.resolve.build import build_paper
from enrich.resolve.decide import Decision, break_tie, decide
from enrich.resolve.findings import Findings
from enrich.resolve.merge import find_conflicts
from enrich.resolve.pick import pick
from enrich.resolve.versions import classify_version

TODAY = date(2026, 11, 30)
TITLE = "Quiver: An Informed Storage Cache for Deep Learning"
PEOPLE = [Author(name="Abhishek Vijaya Kumar"), Author(name="Muthian Sivathanu")]
OTHERS = [Author(name="Ana Other"), Author(name="Bo Else"), Author(name="Cy Third")]
ACM_DOI, ACM_TWIN_DOI, IEEE_DOI = "10.1145/1111111.1111111", "10.1145/2222222.2222222", "10.1109/fast.2020.3333333"


def listed(*, doi: str | None = None, year: int = 2020, venue: str = "FAST") -> Entry:
    occurrence = Occurrence(
        file="seeds/list.txt",
        line=1,
        section=[],
        raw=TITLE,
        format="plain",
        seed_title=TITLE,
        seed_year=year,
        seed_venue=venue,
        seed_venue_acronym=venue,
    )
    return Entry(id="e", title=TITLE, year=year, venue=venue, venue_acronym=venue, occurrences=[occurrence], doi=doi)


def dblp(key: str, *, doi: str | None = None, authors: list[Author] = PEOPLE, year: int = 2020) -> SourceRecord:
    return SourceRecord(
        source="dblp",
        title=TITLE,
        authors=authors,
        year=year,
        venue="FAST",
        dblp_key=key,
        dblp_type="Conference and Workshop Papers",
        doi=doi,
    )


def s2(
    paper_id: str,
    *,
    doi: str | None = None,
    dblp_key: str | None = None,
    arxiv_id: str | None = None,
    authors: list[Author] = PEOPLE,
) -> SourceRecord:
    return SourceRecord(
        source="s2",
        title=TITLE,
        authors=authors,
        year=2020,
        venue="USENIX Conference on File and Storage Technologies",
        s2_paper_id=paper_id,
        doi=doi,
        dblp_key=dblp_key,
        arxiv_id=arxiv_id,
        publication_types=["Conference"],
    )


def preprint(arxiv_id: str, *, authors: list[Author] = PEOPLE, year: int = 2020) -> SourceRecord:
    return SourceRecord(source="arxiv", title=TITLE, authors=authors, year=year, arxiv_id=arxiv_id)


def tie(*records: SourceRecord) -> Decision:
    decision = decide(listed(), list(records), want="published")
    assert decision.outcome == "ambiguous" and len(decision.tied) == len(records), decision.reason
    return decision


def winner(decision: Decision, anchor: SourceRecord) -> SourceRecord | None:
    chosen = break_tie(decision, [anchor])
    return chosen.record if chosen else None


# ------------------------------------------------------------------------------------- the second evidence round


def test_a_tie_is_broken_by_the_identifiers_another_source_shares():
    ours, twin = dblp("conf/fast/KumarS20", doi=ACM_DOI), dblp("conf/fast/SivathanuK20", doi=ACM_TWIN_DOI)
    chosen = break_tie(tie(twin, ours), [s2("a" * 40, doi=ACM_DOI)])

    assert chosen is not None and chosen.record is ours
    assert any("identifiers shared with" in note for note in chosen.evidence.notes)


def test_a_tie_is_broken_by_the_authors_when_no_identifier_is_shared():
    ours, theirs = dblp("conf/fast/KumarS20"), dblp("conf/fast/OtherET20", authors=OTHERS)
    chosen = break_tie(tie(theirs, ours), [preprint("2001.00001")])

    assert chosen is not None and chosen.record is ours
    assert any("authors shared with" in note for note in chosen.evidence.notes)


def test_authors_identified_by_pid_break_a_tie_their_spelled_names_would_not():
    """Two people with one name: the dblp person ids say which record is the anchor's authors'."""
    ours = dblp(
        "conf/fast/KumarS20", authors=[Author(name="Wen Li", dblp_pid="1/1"), Author(name="Jun Xu", dblp_pid="2/2")]
    )
    homonyms = dblp(
        "conf/fast/LiX20", authors=[Author(name="Wen Li", dblp_pid="8/8"), Author(name="Jun Xu", dblp_pid="9/9")]
    )
    anchor = preprint(
        "2001.00001", authors=[Author(name="Wen Li", dblp_pid="1/1"), Author(name="Jun Xu", dblp_pid="2/2")]
    )

    assert winner(tie(homonyms, ours), anchor) is ours


def test_the_same_people_years_apart_do_not_break_a_tie():
    ours, theirs = dblp("conf/fast/KumarS20"), dblp("conf/fast/OtherET20", authors=OTHERS)

    assert winner(tie(theirs, ours), preprint("1701.00001", year=2017)) is None


def test_a_tie_is_broken_by_the_publishers_doi_prefix_when_identifiers_and_authors_do_not():
    acm, ieee = dblp("conf/fast/KumarS20", doi=ACM_DOI), dblp("conf/fast/KumarS20a", doi=IEEE_DOI)
    crossref_work = SourceRecord(
        source="crossref", title=TITLE, year=2020, doi="10.1145/9999999.9999999", authors=PEOPLE
    )
    chosen = break_tie(tie(ieee, acm), [crossref_work])

    assert chosen is not None and chosen.record is acm
    assert any("DOI prefix shared with" in note for note in chosen.evidence.notes)


def test_identifiers_outrank_authors_and_authors_outrank_the_doi_prefix():
    by_id = dblp("conf/fast/OtherET20", doi=ACM_DOI, authors=OTHERS)
    by_authors = dblp("conf/fast/KumarS20", doi=IEEE_DOI)
    assert winner(tie(by_authors, by_id), s2("a" * 40, doi=ACM_DOI)) is by_id

    by_authors = dblp("conf/fast/KumarS20", doi="10.1109/fast.2020.4444444")
    by_prefix = dblp("conf/fast/OtherET20", doi=ACM_TWIN_DOI, authors=OTHERS)
    anchor = SourceRecord(source="crossref", title=TITLE, year=2020, doi="10.1145/9999999.9999999", authors=PEOPLE)
    assert winner(tie(by_prefix, by_authors), anchor) is by_authors


def test_a_signal_both_tied_records_share_breaks_nothing():
    first, second = dblp("conf/fast/KumarS20", doi=ACM_DOI), dblp("conf/fast/KumarS20a", doi=ACM_TWIN_DOI)

    assert winner(tie(second, first), preprint("2001.00001")) is None


def test_dblp_and_s2_ties_settle_each_other_through_the_one_pair_sharing_an_identifier():
    ours_dblp, twin_dblp = dblp("conf/fast/KumarS20", doi=ACM_DOI), dblp("conf/fast/KumarS20a", doi=ACM_TWIN_DOI)
    ours_s2, twin_s2 = s2("a" * 40, doi=ACM_DOI), s2("b" * 40, doi="10.1145/5555555.5555555")
    picks = pick(listed(), Findings(dblp=[twin_dblp, ours_dblp], s2=[twin_s2, ours_s2]))

    assert picks.dblp is not None and picks.dblp.record is ours_dblp
    assert picks.s2 is not None and picks.s2.record is ours_s2


def test_two_pairs_sharing_identifiers_settle_neither_tie():
    ours_dblp, twin_dblp = dblp("conf/fast/KumarS20", doi=ACM_DOI), dblp("conf/fast/KumarS20a", doi=ACM_TWIN_DOI)
    picks = pick(
        listed(), Findings(dblp=[twin_dblp, ours_dblp], s2=[s2("b" * 40, doi=ACM_TWIN_DOI), s2("a" * 40, doi=ACM_DOI)])
    )

    assert picks.dblp is None and picks.s2 is None and picks.ambiguous


# ------------------------------------------------------------------------------------- conflicts between sources


def test_sources_naming_different_arxiv_ids_are_a_conflict():
    records = {
        "dblp": dblp("conf/fast/KumarS20", doi=ACM_DOI).model_copy(update={"arxiv_id": "2001.00001"}),
        "s2": s2("a" * 40, doi=ACM_DOI, dblp_key="conf/fast/KumarS20", arxiv_id="2002.00002"),
    }
    [conflict] = [c for c in find_conflicts(listed(), records) if c.field == "arxiv_id"]

    assert conflict.values == {"dblp": "2001.00001", "s2": "2002.00002"}


def test_s2_linking_another_published_dblp_record_is_a_conflict_but_its_corr_copy_is_not():
    ours = dblp("conf/fast/KumarS20", doi=ACM_DOI)
    other_link = find_conflicts(
        listed(), {"dblp": ours, "s2": s2("a" * 40, doi=ACM_DOI, dblp_key="conf/fast/KumarS20a")}
    )
    corr_link = find_conflicts(
        listed(), {"dblp": ours, "s2": s2("a" * 40, doi=ACM_DOI, dblp_key="journals/corr/abs-2001-00001")}
    )

    assert [c.values for c in other_link if c.field == "dblp_key"] == [
        {"dblp": "conf/fast/KumarS20", "s2": "conf/fast/KumarS20a"}
    ]
    assert not [c for c in corr_link if c.field == "dblp_key"]


def test_a_conflict_between_sources_costs_confidence():
    clean = build_paper(
        listed(),
        Findings(
            dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)],
            s2=[s2("a" * 40, doi=ACM_DOI, dblp_key="conf/fast/KumarS20")],
        ),
        TODAY,
    )
    linked_elsewhere = build_paper(
        listed(),
        Findings(
            dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)], s2=[s2("a" * 40, doi=ACM_DOI, dblp_key="conf/fast/X20")]
        ),
        TODAY,
    )

    assert clean.status == linked_elsewhere.status == "resolved"
    assert linked_elsewhere.confidence < clean.confidence


def test_dblp_and_s2_naming_different_dois_make_the_entry_ambiguous():
    paper = build_paper(
        listed(), Findings(dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)], s2=[s2("a" * 40, doi=ACM_TWIN_DOI)]), TODAY
    )

    assert paper.status == "ambiguous" and paper.doi is None
    assert [c.field for c in paper.conflicts if "seed" not in c.values] == ["doi"]


def test_an_s2_record_naming_the_accepted_dblp_key_is_the_same_work_and_dblps_doi_is_taken():
    paper = build_paper(
        listed(),
        Findings(
            dblp=[dblp("conf/fast/KumarS20", doi=ACM_DOI)],
            s2=[s2("a" * 40, doi=ACM_TWIN_DOI, dblp_key="conf/fast/KumarS20")],
        ),
        TODAY,
    )

    assert paper.status == "resolved" and paper.doi == ACM_DOI
    assert any(c.field == "doi" and c.values.get("s2") == ACM_TWIN_DOI for c in paper.conflicts)


# ------------------------------------------------------------------------------------- version kinds


def test_a_later_journal_version_is_no_candidate_even_when_the_conference_record_is_missing():
    """Without the conference record the journal version would be the best record with one conflict (its venue),
    an ambiguity a person must clear; it is another version, so there is nothing to ask."""
    journal = SourceRecord(
        source="dblp",
        title=TITLE,
        authors=PEOPLE,
        year=2021,
        venue="ACM Trans. Storage",
        dblp_key="journals/tos/KumarS21",
        dblp_type="Journal Articles",
        doi=ACM_TWIN_DOI,
    )
    decision = decide(listed(), [journal], want="published")

    assert classify_version(journal, listed()) == "extension"
    assert decision.outcome == "none", decision.reason


def test_a_record_dblp_files_as_an_editorship_or_artifact_is_no_paper():
    artifact = dblp("conf/fast/KumarS20", doi=ACM_DOI).model_copy(update={"dblp_type": "Data and Artifacts"})

    assert classify_version(artifact) == "unknown"
    assert decide(listed(), [artifact], want="published").outcome == "none"


def test_an_s2_record_at_arxiv_without_a_publisher_doi_is_a_preprint():
    at_arxiv = s2("a" * 40, arxiv_id="2001.00001").model_copy(update={"venue": "arXiv.org", "publication_types": []})

    assert classify_version(at_arxiv) == "preprint"
    assert classify_version(at_arxiv.model_copy(update={"doi": ACM_DOI, "venue": "FAST"})) == "published"


# ----------------------------------------------------------------------- the list's link, a tie's preprint


def test_a_record_the_list_links_is_not_ambiguous_with_one_conflicting_with_the_link():
    linked, registered_again = dblp("conf/fast/KumarS20", doi=ACM_DOI), dblp("conf/fast/SivathanuK20", doi=ACM_TWIN_DOI)
    decision = decide(listed(doi=ACM_DOI), [registered_again, linked], want="published")

    assert decision.outcome == "accept" and decision.best is not None and decision.best.record is linked


def test_a_tie_between_published_records_never_takes_another_groups_preprint():
    ours, twin = dblp("conf/fast/KumarS20", doi=ACM_DOI), dblp("conf/fast/SivathanuK20", doi=ACM_TWIN_DOI)
    others_preprint = SourceRecord(
        source="dblp",
        title=TITLE,
        authors=OTHERS,
        year=2018,
        venue="CoRR",
        dblp_key="journals/corr/abs-1801-00001",
        arxiv_id="1801.00001",
        dblp_type="Informal and Other Publications",
    )
    picks = pick(listed(), Findings(dblp=[twin, ours, others_preprint]))

    assert picks.dblp is None and picks.ambiguous


# ------------------------------------------------------------------------------------- the list against the record


def test_a_list_venue_or_year_the_published_record_contradicts_is_recorded_and_costs_no_confidence():
    record = dblp("conf/fast/KumarS20", doi=ACM_DOI)
    agreeing = find_conflicts(listed(), {"dblp": record})
    contradicted = find_conflicts(listed(venue="OSDI", year=2019), {"dblp": record})

    assert not agreeing
    assert {c.field: c.values for c in contradicted} == {
        "venue": {"seed": "OSDI", "dblp": "FAST"},
        "year": {"seed": 2019, "dblp": 2020},
    }
    paper = build_paper(listed(venue="FAST", year=2021), Findings(dblp=[record]), TODAY)
    assert paper.status == "resolved" and [c.field for c in paper.conflicts] == ["year"]
    assert paper.confidence == paper.evidence["dblp"].total  # the year's evidence, no penalty for the conflict


def test_a_dblp_informal_publication_outside_corr_is_a_preprint_not_the_paper():
    """dblp files technical reports and other informal publications under their own keys, not CoRR's: only the
    record's type says it is not the published paper."""
    report = dblp("tr/fast/KumarS20", doi=ACM_TWIN_DOI).model_copy(
        update={"dblp_type": "Informal and Other Publications", "venue": "Tech. Rep."}
    )

    assert classify_version(report) == "preprint"
