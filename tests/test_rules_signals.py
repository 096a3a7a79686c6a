"""One focused test per scoring signal and version rule: the year, venue and identifier signals, the journal
extension and named-workshop rules, the version a want asks for, whether two records are one work, and the
evidence for a DOI another source's title query found.

Each test builds the one situation its rule decides, with records every other rule leaves undecided, so that the
test fails when that rule alone is switched off (bench/mutate.py checks this mechanically).
"""

from __future__ import annotations

from enrich.models import Author, Entry, SourceRecord
from enrich.resolve.decide import Decision, decide
from enrich.resolve.same_work import publication_of, same_work
from enrich.resolve.score import score
from enrich.resolve.versions import Want, classify_version, extension_note

POLLUX = "Pollux: Co-adaptive Cluster Scheduling for Goodput-Optimized Deep Learning"
POLLUX_PEOPLE = [Author(name="Aurick Qiao"), Author(name="Sang Keun Choe"), Author(name="Eric P. Xing")]
POLLUX_DOI = "10.5555/3488766.3488769"
DIESEL = "DIESEL: A Dataset-Based Distributed Storage and Caching System for Large-Scale Deep Learning Training"
DIESEL_PEOPLE = [Author(name="Lipeng Wang"), Author(name="Songgao Ye"), Author(name="Baichen Yang")]
OSDI_IN_FULL = "15th USENIX Symposium on Operating Systems Design and Implementation"


def listed(
    title: str = POLLUX,
    *,
    year: int = 2021,
    venue: str = "OSDI",
    acronym: str | None = None,
    doi: str | None = None,
    arxiv_id: str | None = None,
) -> Entry:
    """A list entry; ``venue`` as the list writes it and ``acronym`` the tag read from it (the same unless a
    .bib file writes the venue out)."""
    return Entry(
        id="e",
        title=title,
        year=year,
        venue=venue,
        venue_acronym=acronym or venue,
        occurrences=[],
        doi=doi,
        arxiv_id=arxiv_id,
    )


def conference(
    key: str, *, title: str = POLLUX, year: int = 2021, venue: str = "OSDI", doi: str | None = None
) -> SourceRecord:
    return SourceRecord(
        source="dblp",
        title=title,
        authors=POLLUX_PEOPLE,
        year=year,
        venue=venue,
        dblp_key=key,
        dblp_type="Conference and Workshop Papers",
        doi=doi,
    )


def journal(title: str, *, key: str = "journals/tpds/WangYY22", year: int = 2022) -> SourceRecord:
    return SourceRecord(
        source="dblp",
        title=title,
        authors=DIESEL_PEOPLE,
        year=year,
        venue="IEEE Trans. Parallel Distributed Syst.",
        dblp_key=key,
        dblp_type="Journal Articles",
        doi="10.1109/tpds.2022.3149571",
    )


def preprint(
    arxiv_id: str = "2008.12260", *, title: str = POLLUX, year: int = 2020, journal_ref: str | None = None
) -> SourceRecord:
    return SourceRecord(
        source="arxiv", title=title, authors=POLLUX_PEOPLE, year=year, arxiv_id=arxiv_id, journal_ref=journal_ref
    )


def accepted(entry: Entry, records: list[SourceRecord], want: Want) -> SourceRecord:
    decision = decide(entry, records, want=want)
    assert decision.outcome == "accept" and decision.best is not None, decision.reason
    return decision.best.record


def asked(entry: Entry, records: list[SourceRecord], want: Want) -> Decision:
    decision = decide(entry, records, want=want)
    assert decision.outcome == "ambiguous", decision.reason
    return decision


# ------------------------------------------------------------------------------------------------------ the year


def test_a_preprint_two_years_before_the_lists_year_is_still_its_preprint():
    """An arXiv preprint may precede the venue by two years (the threshold notes: 0.78 still passes)."""
    early = preprint(year=2019)

    assert accepted(listed(year=2021), [early], "preprint") is early
    assert "year off by two" in decide(listed(year=2021), [early], want="preprint").reason


def test_a_preprint_two_years_after_the_lists_year_is_a_conflict():
    """Only a preprint before the paper explains a two-year gap; one two years after it is asked about."""
    late = preprint("2306.00001", year=2023)

    assert "year too far" in asked(listed(year=2021), [late], "preprint").reason


def test_the_paper_published_two_years_after_a_list_saying_arxiv_is_the_paper():
    """A list saying "arXiv '19" names a paper the venue may publish two years later."""
    published = conference("conf/osdi/QiaoCNHX21")

    assert accepted(listed(year=2019, venue="arXiv"), [published], "published") is published


def test_a_published_record_two_years_off_a_conference_list_is_a_conflict():
    """Two years off is only expected of a preprint or of a list saying arXiv; here the list says OSDI."""
    earlier = conference("conf/osdi/QiaoCNHX19", year=2019)

    assert "year too far" in asked(listed(year=2021), [earlier], "published").reason


# ----------------------------------------------------------------------------------------------------- the venue


def test_a_bibtex_venue_written_out_is_judged_by_its_acronym():
    """A .bib file writes "15th USENIX Symposium on ..."; the acronym read from it is what the records must match."""
    at_sosp = conference("conf/sosp/QiaoCNHX21", venue="SOSP")
    entry = listed(venue=OSDI_IN_FULL, acronym="OSDI")

    assert "venue differs: list OSDI" in asked(entry, [at_sosp], "published").reason


def test_a_venue_conflict_names_the_venue_the_record_gives():
    at_sosp = conference("conf/sosp/QiaoCNHX21", venue="SOSP")

    assert "record 'SOSP'" in asked(listed(), [at_sosp], "published").reason


def test_a_list_saying_arxiv_notes_where_its_paper_was_published():
    published = conference("conf/osdi/QiaoCNHX21")
    decision = decide(listed(year=2021, venue="arXiv"), [published], want="published")

    assert decision.outcome == "accept"
    assert "the list says arXiv; this record is the version published at OSDI" in decision.reason


def test_a_list_saying_arxiv_gets_its_preprint_without_a_note_about_a_publication():
    own = preprint(year=2021)
    decision = decide(listed(year=2021, venue="arXiv"), [own], want="preprint")

    assert decision.outcome == "accept"
    assert "published at" not in decision.reason


def test_a_preprint_whose_journal_reference_names_the_lists_venue_says_so():
    with_ref = preprint(journal_ref="OSDI 2021")
    evidence = score(listed(), with_ref, want="preprint")

    assert evidence.venue == 1.0
    assert "the preprint's journal reference names OSDI" in evidence.notes


def test_a_preprint_that_names_no_venue_is_not_credited_with_the_lists():
    """No journal reference: the venue is unknown, so the preprint that does name OSDI outranks it."""
    silent, with_ref = preprint("2008.12260"), preprint("2008.12261", journal_ref="OSDI 2021")

    assert score(listed(), silent, want="preprint").venue is None
    assert accepted(listed(), [silent, with_ref], "preprint") is with_ref


# ------------------------------------------------------------------------------------------------ the list's link


def test_a_record_with_another_arxiv_id_than_the_lists_link_is_asked_about():
    other = preprint("1905.00001", year=2020)
    decision = asked(listed(arxiv_id="2008.12260"), [other], "preprint")

    assert "arXiv id 1905.00001 differs from the list's link (2008.12260)" in decision.reason


def test_the_lists_arxiv_link_vouches_for_a_preprint_under_a_shorter_title():
    """The early title of the preprint (0.6 <= similarity < 0.9) is accepted because the list links that very id."""
    early_title = preprint(title="Pollux: Co-adaptive Cluster Scheduling for Deep Learning")
    entry = listed(arxiv_id="2008.12260")

    assert score(entry, early_title, want="preprint").title < 0.9
    assert accepted(entry, [early_title], "preprint") is early_title


# ------------------------------------------------------------------------------------------------ version kinds


def test_a_later_journal_paper_on_the_same_system_under_another_title_is_an_extension():
    extension = journal("DIESEL: Efficient Data Loading for Deep Learning Training on Shared Storage")
    entry = listed(DIESEL, year=2020, venue="ICPP")

    assert classify_version(extension, entry) == "extension"
    assert extension_note(entry, extension) == "a later journal paper on 'DIESEL' with another title"


def test_a_later_journal_paper_under_the_conference_title_is_its_journal_version():
    extension = journal(DIESEL)
    entry = listed(DIESEL, year=2020, venue="ICPP")

    assert classify_version(extension, entry) == "extension"
    assert extension_note(entry, extension) == "a later journal version of the ICPP paper"


def test_a_journal_version_is_recognised_under_a_bibtex_venue_written_out():
    entry = listed(DIESEL, year=2020, venue="49th International Conference on Parallel Processing", acronym="ICPP")

    assert classify_version(journal(DIESEL), entry) == "extension"


def test_a_later_journal_paper_on_another_system_is_no_extension():
    other = journal("SHADE: Enable Fundamental Cacheability for Distributed Deep Learning Training")

    assert classify_version(other, listed(DIESEL, year=2020, venue="ICPP")) == "published"


def test_a_system_whose_name_merely_starts_with_the_listed_one_is_no_successor():
    """DIESEL+ succeeds DIESEL; GeminiFS is another system than Gemini, not its next version."""
    gemini = "Gemini: Fast Failure Recovery in Distributed Training with In-Memory Checkpoints"
    other = conference("conf/fast/QiuHZ25", title="GeminiFS: A Companion File System for GPUs", year=2025)

    assert classify_version(other, listed(gemini, year=2023, venue="SOSP")) == "published"


def test_a_workshop_paper_is_the_paper_when_a_bibtex_entry_names_that_workshop_in_full():
    workshop_paper = SourceRecord(
        source="dblp",
        title="Toward Reconfigurable Kernel Datapaths with Learned Optimizations",
        authors=[Author(name="Yiming Qiu"), Author(name="Hongyi Liu"), Author(name="Ang Chen")],
        year=2021,
        venue="HotOS",
        dblp_key="conf/hotos/QiuLAZC21",
        dblp_type="Conference and Workshop Papers",
        doi="10.1145/3458336.3465288",
    )
    entry = listed(
        workshop_paper.title, venue="Workshop on Hot Topics in Operating Systems", acronym="HotOS", year=2021
    )

    assert accepted(entry, [workshop_paper], "published") is workshop_paper


OMNICCL = "OmNICCL: Zero-cost Sparse AllReduce with Direct Cache Access and SmartNICs"


def naic_paper() -> SourceRecord:
    """A SIGCOMM workshop paper as dblp files it: in the conference's stream, the workshop in its venue."""
    return SourceRecord(
        source="dblp",
        title=OMNICCL,
        authors=[Author(name="Tongzhou Gu"), Author(name="Jiawei Fei")],
        year=2024,
        venue="NAIC@SIGCOMM",
        dblp_key="conf/sigcomm/GuKLZ24",
        dblp_type="Conference and Workshop Papers",
        doi="10.1145/3672198.3673804",
    )


def test_a_workshop_paper_is_the_paper_when_the_list_names_a_workshop_of_its_conference():
    paper = naic_paper()
    for tag in ("NAIC @ SIGCOMM", "SIGCOMM Workshops", "SIGCOMM WiP"):
        entry = listed(OMNICCL, venue=tag, acronym="SIGCOMM", year=2024)
        assert accepted(entry, [paper], "published") is paper, tag


def test_a_list_naming_a_workshop_of_a_conference_does_not_make_its_extended_version_the_paper():
    extended = naic_paper().model_copy(update={"title": f"{OMNICCL} (Extended Version)", "venue": "SIGCOMM"})
    entry = listed(extended.title, venue="NAIC @ SIGCOMM", acronym="SIGCOMM", year=2024)

    assert classify_version(extended, entry) == "extension"
    assert decide(entry, [extended], want="published").outcome == "none"


def test_a_workshop_paper_is_not_the_paper_a_list_names_at_the_conference_itself_or_at_another_host():
    at_the_conference = listed(OMNICCL, venue="SIGCOMM", year=2024)
    at_another_host = listed(OMNICCL, venue="NAIC @ NSDI", acronym="NSDI", year=2024)
    for entry in (at_the_conference, at_another_host):
        decision = decide(entry, [naic_paper()], want="published")
        assert decision.outcome == "none", entry.venue


def test_a_three_page_record_is_a_poster_and_never_the_paper_a_list_names():
    """The PPoPP'23 poster of Swift has the paper's title, authors and year; only its page count gives it away."""
    entry = Entry(id="e", title=POLLUX, year=2021, venue=None, venue_acronym=None, occurrences=[])
    paper = conference("conf/osdi/QiaoCSHNHGX21").model_copy(update={"pages": "1-18"})
    poster = conference("conf/ppopp/QiaoCX21", venue="PPoPP").model_copy(update={"pages": "437-439"})
    assert classify_version(poster) == "short"
    assert classify_version(poster.model_copy(update={"pages": "437-446"})) == "published"
    assert accepted(entry, [poster, paper], "published") is paper


def test_asked_for_the_preprint_the_published_paper_is_never_taken_even_when_the_list_links_it():
    """The list's DOI names the OSDI paper, which outranks any record on identity; the preprint is still CoRR's."""
    published = conference("conf/osdi/QiaoCNHX21", doi=POLLUX_DOI)
    corr = SourceRecord(
        source="dblp",
        title=POLLUX,
        authors=POLLUX_PEOPLE,
        year=2020,
        venue="CoRR",
        dblp_key="journals/corr/abs-2008-12260",
        dblp_type="Informal and Other Publications",
    )

    assert accepted(listed(doi=POLLUX_DOI), [published, corr], "preprint") is corr


# ------------------------------------------------------------------------------------------- one work or two


def test_a_record_without_a_year_is_the_same_work_when_the_authors_agree():
    dated = conference("conf/osdi/QiaoCNHX21")
    undated = SourceRecord(source="s2", title=POLLUX, authors=POLLUX_PEOPLE, s2_paper_id="a" * 40)

    assert same_work(dated, undated)
    assert not same_work(dated, undated.model_copy(update={"authors": []}))


def test_one_s2_paper_id_is_one_work_whatever_titles_its_records_carry():
    """S2 renames a paper when its publication replaces the preprint; the paper id stays."""
    as_preprint = SourceRecord(
        source="s2", title="Pollux: Co-adaptive Cluster Scheduling for Deep Learning", s2_paper_id="a" * 40
    )
    as_published = SourceRecord(source="s2", title=POLLUX, year=2021, s2_paper_id="a" * 40)

    assert same_work(as_preprint, as_published)


# -------------------------------------------------------------------------------- the DOI a title query found


def test_a_doi_found_without_authors_says_the_authors_were_unknown():
    dblp_record = conference("conf/osdi/QiaoCNHX21")
    crossref_work = SourceRecord(source="crossref", title=POLLUX, year=2021, venue="OSDI", doi=POLLUX_DOI)
    found = publication_of(dblp_record, [crossref_work])

    assert found is not None and found.record is crossref_work
    assert "authors unknown" in found.evidence.notes[0]


def test_the_lists_own_dblp_link_confirms_the_record_with_that_key_and_conflicts_with_another() -> None:
    key = "conf/osdi/QiaoCSNH0GX21"
    entry = listed().model_copy(update={"dblp_key": key})

    same = decide(entry, [conference(key)], want="published")
    assert same.outcome == "accept"
    assert "dblp key equals the list's link" in same.best.evidence.notes

    other = decide(entry, [conference("conf/osdi/Other21")], want="published")
    assert other.outcome == "ambiguous"
    assert other.reason.endswith("dblp key conf/osdi/Other21 differs from the list's link (conf/osdi/QiaoCSNH0GX21)")
