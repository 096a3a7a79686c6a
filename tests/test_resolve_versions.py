"""Abstaining less where the evidence is there, and never taking another version of the paper.

Each test states what every service answers (in-memory stand-ins from test_resolve) for one pattern seen in real
lists: a tie two sources settle together, an entry the list tags arXiv, a paper only arXiv knows, a published
paper whose preprint only an arXiv title search finds.
"""

from __future__ import annotations

import pytest

from enrich.models import Author, Entry, Occurrence, SourceRecord
from enrich.resolve import resolve_entries
from enrich.resolve.same_work import same_work
from enrich.titles import paper_id
from tests.test_resolve import AUTHORS, TITLE, TODAY, Service, arxiv_record, clients, dblp_record, entry, s2_record

HOROVOD = "Horovod: fast and easy distributed deep learning in TensorFlow"
HOROVOD_AUTHORS = [Author(name="Alexander Sergeev"), Author(name="Mike Del Balso")]
OTHERS = [Author(name="Ana Other"), Author(name="Bo Else"), Author(name="Cy Third")]


def tagged(title: str, year: int, venue: str) -> Entry:
    occurrence = Occurrence(
        file="seeds/list.txt",
        line=3,
        section=[],
        raw=f"[{venue} '{year % 100}] {title}",
        format="bulleted",
        seed_title=title,
        seed_year=year,
        seed_venue=venue,
        seed_venue_acronym=venue,
    )
    return Entry(id=paper_id(title), title=title, year=year, venue=venue, venue_acronym=venue, occurrences=[occurrence])


def corr(title: str, arxiv_id: str, year: int, authors=AUTHORS) -> SourceRecord:
    return SourceRecord(
        source="dblp",
        title=title,
        authors=authors,
        year=year,
        venue="CoRR",
        dblp_key=f"journals/corr/abs-{arxiv_id.replace('.', '-')}",
        arxiv_id=arxiv_id,
        dblp_type="Informal and Other Publications",
    )


# EasyScale's preprint title, which lists use, and its published version at SC'23, under another title.
EASYSCALE_PREPRINT = "EasyScale: Accuracy-consistent Elastic Training for Deep Learning"


def easyscale_preprint() -> SourceRecord:
    return arxiv_record(title=EASYSCALE_PREPRINT, year=2022, arxiv_id="2208.14228")


def easyscale_published(dblp_key: str | None) -> SourceRecord:
    return s2_record(
        title="EasyScale: Elastic Training with Consistent Accuracy and Improved Utilization on GPUs",
        year=2023,
        venue="SC",
        doi="10.1145/3581784.3607054",
        arxiv_id="2208.14228",
        dblp_key=dblp_key,
    )


# ------------------------------------------------------------------------------------- second evidence round


def test_two_close_dblp_records_are_told_apart_by_the_s2_record_that_names_one_of_them():
    ours = dblp_record(doi="10.1145/1111111.1111111")
    twin = dblp_record(doi="10.1109/2222222", dblp_key="conf/nsdi/Other22", authors=OTHERS)
    listed = entry(arxiv_id="2010.08679")
    s2 = Service(by_id={"ARXIV:2010.08679": s2_record(doi=None)})
    [paper] = resolve_entries([listed], clients(Service({TITLE: [twin, ours]}), s2, Service()), today=TODAY)

    assert paper.status == "resolved"
    assert paper.doi == "10.1145/1111111.1111111" and paper.dblp_key == ours.dblp_key
    assert any("tie broken" in note for note in paper.evidence["dblp"].notes)


def test_a_record_s2_links_does_not_break_a_tie_against_the_lists_own_year():
    """A "2019" entry: dblp holds the 2019 conference paper and its 2020 journal extension under one title; S2 only
    knows the extension. S2's link to it is no evidence against the list's year: the tie stays a question."""
    title = "Automatic HTML Code Generation from Mock-Up Images"
    conference = dblp_record(title=title, year=2019, venue="EBBT", dblp_key="conf/ebbt/KesselIJW19", doi="10.1109/1")
    extension = dblp_record(
        title=title,
        year=2020,
        venue="ACM Trans. Comput. Syst.",
        dblp_key="journals/tocs/KesselIJWN20",
        doi="10.1145/2",
        dblp_type="Journal Articles",
        authors=[*AUTHORS, Author(name="Vik Nadel")],
    )
    linked = s2_record(title=title, year=2020, venue="TOCS", doi="10.1145/2", dblp_key=extension.dblp_key)
    dblp, s2 = Service({title: [conference, extension]}), Service({title: [linked]})
    [paper] = resolve_entries([tagged(title, 2019, "EBBT")], clients(dblp, s2, Service()), today=TODAY)

    assert paper.status == "ambiguous" and paper.doi is None


def test_two_close_records_nothing_tells_apart_stay_ambiguous():
    ours = dblp_record(doi="10.1145/1111111.1111111")
    twin = dblp_record(doi="10.1109/2222222", dblp_key="conf/nsdi/Other22", authors=OTHERS)
    [paper] = resolve_entries([entry()], clients(Service({TITLE: [twin, ours]}), Service(), Service()), today=TODAY)

    assert paper.status == "ambiguous" and paper.doi is None
    assert "too close" in paper.reason


def test_a_preprint_and_a_published_record_s2_keeps_apart_are_one_work_not_a_tie():
    """S2 keeps some preprints apart from their published version: two paper ids, one work."""
    published = s2_record(arxiv_id=None, dblp_key=None)
    preprint = s2_record(s2_paper_id="b" * 40, doi=None, venue="arXiv.org", dblp_key=None, publication_types=[])

    assert same_work(published, preprint)
    assert not same_work(published, preprint.model_copy(update={"authors": OTHERS}))


def test_entries_dblp_identifies_reach_s2_in_batches_of_twenty_and_an_unknown_id_falls_back_to_the_title():
    """Twenty identifiers a batch request while more entries are to come; the last batch takes the rest, those of
    the last entries and of the ones that came with them."""
    titles = [f"Paper number {n} on distributed training systems" for n in range(45)]
    dblp = Service(
        {
            t: [dblp_record(title=t, doi=f"10.1145/3000000.{n}", dblp_key=f"conf/nsdi/P{n}")]
            for n, t in enumerate(titles)
        }
    )
    known = {
        f"DOI:10.1145/3000000.{n}": s2_record(
            title=t, doi=f"10.1145/3000000.{n}", s2_paper_id=f"{n:040d}", arxiv_id=None, dblp_key=f"conf/nsdi/P{n}"
        )
        for n, t in enumerate(titles)
        if n != 7
    }
    s2 = Service(
        {
            titles[7]: [
                s2_record(
                    title=titles[7],
                    doi="10.1145/3000000.7",
                    s2_paper_id="7" * 40,
                    arxiv_id=None,
                    dblp_key="conf/nsdi/P7",
                )
            ]
        },
        by_id=known,
    )
    papers = resolve_entries([entry(title=t) for t in titles], clients(dblp, s2, Service()), today=TODAY)

    batches = [len(ids) for ids in s2.calls_of("batch")]
    assert sum(batches) == len(titles) and all(size == 20 for size in batches[:-1])
    assert s2.calls_of("match") == [titles[7]]
    assert all(paper.s2_paper_id for paper in papers)


# ------------------------------------------------------------------------------------ the list's tag decides


@pytest.mark.parametrize("older_authors", [HOROVOD_AUTHORS, OTHERS], ids=["same authors", "other authors"])
def test_an_arxiv_tagged_entry_never_takes_the_doi_of_a_same_titled_record_of_another_year(older_authors):
    listed = tagged(HOROVOD, 2018, "arXiv")
    older = SourceRecord(
        source="dblp",
        title=HOROVOD + ".",
        authors=older_authors,
        year=2017,
        venue="SysML",
        doi="10.1145/7777777.7777777",
        dblp_key="conf/sysml/SergeevB17",
        dblp_type="Conference and Workshop Papers",
    )
    dblp = Service({HOROVOD: [older, corr(HOROVOD, "1802.05799", 2018, HOROVOD_AUTHORS)]})
    s2 = Service(
        {
            HOROVOD: [
                s2_record(
                    title=HOROVOD,
                    authors=HOROVOD_AUTHORS,
                    year=2017,
                    venue="SysML",
                    doi="10.1145/7777777.7777777",
                    arxiv_id=None,
                    dblp_key=None,
                )
            ]
        }
    )
    arxiv = Service(
        by_id={"1802.05799": arxiv_record(title=HOROVOD, authors=HOROVOD_AUTHORS, year=2018, arxiv_id="1802.05799")}
    )
    [paper] = resolve_entries([listed], clients(dblp, s2, arxiv), today=TODAY)

    assert paper.status == "resolved"
    assert paper.arxiv_id == "1802.05799"
    assert paper.doi is None
    assert paper.year == 2018


def year_only(title: str, year: int) -> Entry:
    occurrence = Occurrence(
        file="seeds/list.txt",
        line=3,
        section=[],
        raw=f"[{year}] {title}",
        format="bulleted",
        seed_title=title,
        seed_year=year,
        seed_venue=None,
        seed_venue_acronym=None,
    )
    return Entry(id=paper_id(title), title=title, year=year, venue=None, venue_acronym=None, occurrences=[occurrence])


def horovod_services(published_year: int) -> tuple[Service, Service, Service]:
    later = SourceRecord(
        source="dblp",
        title=HOROVOD + ".",
        authors=HOROVOD_AUTHORS,
        year=published_year,
        venue="SysML",
        doi="10.1145/7777777.7777777",
        dblp_key="conf/sysml/SergeevB19",
        dblp_type="Conference and Workshop Papers",
    )
    dblp = Service({HOROVOD: [later, corr(HOROVOD, "1802.05799", 2018, HOROVOD_AUTHORS)]})
    arxiv = Service(
        by_id={"1802.05799": arxiv_record(title=HOROVOD, authors=HOROVOD_AUTHORS, year=2018, arxiv_id="1802.05799")}
    )
    return dblp, Service(), arxiv


def test_a_year_only_tag_before_any_published_version_names_the_preprint():
    [paper] = resolve_entries([year_only(HOROVOD, 2018)], clients(*horovod_services(2019)), today=TODAY)

    assert paper.status == "resolved"
    assert paper.arxiv_id == "1802.05799" and paper.doi is None and paper.year == 2018
    assert paper.dblp_key == "journals/corr/abs-1802-05799"


@pytest.mark.parametrize(
    "listed",
    [year_only(HOROVOD, 2019), tagged(HOROVOD, 2018, "SysML")],
    ids=["year of the published version", "a venue named"],
)
def test_a_tag_with_a_venue_or_the_published_year_keeps_the_published_record(listed):
    [paper] = resolve_entries([listed], clients(*horovod_services(2019)), today=TODAY)

    assert paper.doi == "10.1145/7777777.7777777" and paper.arxiv_id == "1802.05799"


def test_an_s2_record_reached_through_a_record_the_final_pick_rejects_is_not_the_papers():
    """dblp answers first with only the 2019 record, which is the paper until arXiv's search finds the 2018
    preprint the year-only tag names. S2's record for the 2019 DOI, looked up meanwhile, must not come back as
    this paper's: S2 is asked again through the preprint's arXiv id."""
    later = SourceRecord(
        source="dblp",
        title=HOROVOD + ".",
        authors=HOROVOD_AUTHORS,
        year=2019,
        venue="SysML",
        doi="10.1145/7777777.7777777",
        dblp_key="conf/sysml/SergeevB19",
        dblp_type="Conference and Workshop Papers",
    )
    preprint = arxiv_record(title=HOROVOD, authors=HOROVOD_AUTHORS, year=2018, arxiv_id="1802.05799")
    s2 = Service(
        by_id={
            "DOI:10.1145/7777777.7777777": s2_record(
                title=HOROVOD,
                authors=HOROVOD_AUTHORS,
                year=2019,
                venue="SysML",
                doi="10.1145/7777777.7777777",
                arxiv_id=None,
                dblp_key=None,
            ),
            "ARXIV:1802.05799": s2_record(
                title=HOROVOD,
                authors=HOROVOD_AUTHORS,
                year=2018,
                venue="arXiv.org",
                s2_paper_id="b" * 40,
                doi=None,
                arxiv_id="1802.05799",
                dblp_key=None,
                publication_types=[],
            ),
        }
    )
    arxiv = Service({HOROVOD: [preprint]}, by_id={"1802.05799": preprint})
    [paper] = resolve_entries([year_only(HOROVOD, 2018)], clients(Service({HOROVOD: [later]}), s2, arxiv), today=TODAY)

    assert s2.calls_of("batch") == [["DOI:10.1145/7777777.7777777"], ["ARXIV:1802.05799"]]
    assert paper.status == "resolved" and paper.doi is None and paper.arxiv_id == "1802.05799"
    assert paper.s2_paper_id == "b" * 40


def test_an_arxiv_tagged_entry_takes_the_published_doi_of_its_own_preprint_in_the_same_year():
    title = "ZeRO-Infinity: Breaking the GPU Memory Wall for Extreme Scale Deep Learning"
    listed = tagged(title, 2021, "arXiv")
    published = dblp_record(
        title=title, year=2021, venue="SC", doi="10.1145/3458817.3476205", dblp_key="conf/sc/RajbhandariRRSH21"
    )
    dblp = Service({title: [published, corr(title, "2104.07857", 2021)]})
    s2 = Service(
        by_id={
            "DOI:10.1145/3458817.3476205": s2_record(
                title=title, year=2021, venue="SC", doi="10.1145/3458817.3476205", arxiv_id="2104.07857", dblp_key=None
            )
        }
    )
    [paper] = resolve_entries([listed], clients(dblp, s2, Service()), today=TODAY)

    assert paper.status == "resolved"
    assert paper.doi == "10.1145/3458817.3476205" and paper.arxiv_id == "2104.07857"


# ------------------------------------------------------------------------------- papers only arXiv names


def test_a_paper_only_arxiv_knows_resolves_with_its_arxiv_id():
    title = "Lonely: A Preprint Nobody Published"
    listed = tagged(title, 2023, "arXiv")
    arxiv = Service({title: [arxiv_record(title=title, year=2023, arxiv_id="2301.00001")]})
    [paper] = resolve_entries([listed], clients(Service(), Service(), arxiv), today=TODAY)

    assert paper.status == "resolved" and paper.arxiv_id == "2301.00001" and paper.doi is None
    assert paper.provenance["arxiv_id"] == "arxiv" and paper.confidence is not None


def test_a_list_title_that_is_the_preprints_reaches_the_published_paper_through_the_arxiv_id():
    """EasyScale: S2's title match finds nothing and dblp's published record has another title."""
    listed = tagged(EASYSCALE_PREPRINT, 2022, "arXiv")
    arxiv = Service({EASYSCALE_PREPRINT: [easyscale_preprint()]})
    s2 = Service(by_id={"ARXIV:2208.14228": easyscale_published(dblp_key=None)})
    [paper] = resolve_entries([listed], clients(Service(), s2, arxiv), today=TODAY)

    assert paper.status == "resolved"
    assert paper.arxiv_id == "2208.14228" and paper.doi == "10.1145/3581784.3607054"
    assert len(s2.calls_of("match")) == 1 and len(arxiv.calls_of("search_title")) == 1


@pytest.mark.parametrize(
    ("s2_links", "expected_key"),
    [("conf/sc/LiXYSZRLJLLL23", "conf/sc/LiXYSZRLJLLL23"), (None, "journals/corr/abs-2208-14228")],
)
def test_the_dblp_key_names_the_published_record_s2_links_when_dblp_found_only_the_preprint(s2_links, expected_key):
    """dblp's search, by the list's (preprint) title, finds only the CoRR copy; S2, reached by its arXiv id, knows
    the published paper and links its dblp record. The key follows the published record, as its DOI does; without
    S2's link the CoRR key is all there is."""
    dblp = Service({EASYSCALE_PREPRINT: [corr(EASYSCALE_PREPRINT, "2208.14228", 2022)]})
    s2 = Service(by_id={"ARXIV:2208.14228": easyscale_published(dblp_key=s2_links)})
    arxiv = Service(by_id={"2208.14228": easyscale_preprint()})
    [paper] = resolve_entries([tagged(EASYSCALE_PREPRINT, 2023, "SC")], clients(dblp, s2, arxiv), today=TODAY)

    assert paper.status == "resolved" and paper.doi == "10.1145/3581784.3607054"
    assert paper.dblp_key == expected_key
    assert paper.provenance["dblp_key"] == ("s2" if s2_links else "dblp")
    assert paper.provenance["arxiv_id"] == "arxiv"  # only the main record's fields follow S2


# ----------------------------------------------------------------------- arXiv ids for resolved papers


def test_a_resolved_paper_without_an_arxiv_id_gets_its_preprint_from_one_title_search():
    dblp = Service({TITLE: [dblp_record()]})
    s2 = Service({TITLE: [s2_record(arxiv_id=None, dblp_key=None)]})
    arxiv = Service({TITLE: [arxiv_record(arxiv_id="2010.99999")]})
    [paper] = resolve_entries([entry()], clients(dblp, s2, arxiv), today=TODAY)

    assert paper.status == "resolved" and paper.arxiv_id == "2010.99999"
    assert arxiv.calls_of("search_title") == [TITLE]


def test_a_same_titled_preprint_by_other_people_is_not_taken():
    dblp = Service({TITLE: [dblp_record()]})
    s2 = Service({TITLE: [s2_record(arxiv_id=None, dblp_key=None)]})
    arxiv = Service({TITLE: [arxiv_record(arxiv_id="2010.99999", authors=OTHERS)]})
    [paper] = resolve_entries([entry()], clients(dblp, s2, arxiv), today=TODAY)

    assert paper.status == "resolved" and paper.arxiv_id is None


def test_a_paper_whose_records_name_its_arxiv_id_costs_no_arxiv_title_search():
    dblp, s2, arxiv = (
        Service({TITLE: [dblp_record()]}),
        Service({TITLE: [s2_record()]}),
        Service(by_id={"2010.08679": arxiv_record()}),
    )
    [paper] = resolve_entries([entry()], clients(dblp, s2, arxiv), today=TODAY)

    assert paper.arxiv_id == "2010.08679"
    assert arxiv.calls_of("search_title") == [] and arxiv.calls_of("by_ids") == [["2010.08679"]]


def test_a_doi_s2_does_not_know_is_followed_by_s2s_title_match_after_all():
    dblp = Service({TITLE: [dblp_record(doi="10.1145/1111111.1111111")]})
    s2 = Service({TITLE: [s2_record(doi=None)]})
    [paper] = resolve_entries([entry()], clients(dblp, s2, Service()), today=TODAY)

    assert [call for call, _ in s2.calls] == ["batch", "match"]
    assert paper.doi == "10.1145/1111111.1111111" and paper.citation_count == 42


# --------------------------------------------------------------------------------- reworded list titles


ORCA_LISTED = "Orca: A Distributed Serving System for Transformer-Based Language Generation Tasks"
ORCA = "Orca: A Distributed Serving System for Transformer-Based Generative Models"


def test_a_reworded_title_at_the_lists_venue_and_year_is_asked_about_not_dropped_nor_taken():
    orca = dblp_record(title=ORCA, venue="OSDI", dblp_key="conf/osdi/YuJKKC22")
    dblp = Service()
    dblp.search = lambda title, **options: [orca] if options.get("max_words") else []  # noqa: E731 - all words: none
    [paper] = resolve_entries([tagged(ORCA_LISTED, 2022, "OSDI")], clients(dblp, Service(), Service()), today=TODAY)

    assert paper.status == "ambiguous" and paper.doi is None and paper.dblp_key is None
    assert "another title" in paper.reason and paper.candidates[0].record.dblp_key == "conf/osdi/YuJKKC22"


def test_a_reworded_title_at_another_venue_stays_unresolved():
    orca = dblp_record(title=ORCA, venue="EuroSys", dblp_key="conf/eurosys/YuJKKC22")
    dblp = Service({ORCA_LISTED: [orca]})
    [paper] = resolve_entries([tagged(ORCA_LISTED, 2022, "OSDI")], clients(dblp, Service(), Service()), today=TODAY)

    assert paper.status == "unresolved"


def test_when_s2s_title_match_names_another_version_its_relevance_search_finds_the_paper():
    extension = s2_record(
        venue="IEEE Transactions on Parallel and Distributed Systems",
        year=2023,
        s2_paper_id="e" * 40,
        doi="10.1109/tpds.2023.1",
        publication_types=["JournalArticle"],
        dblp_key=None,
        arxiv_id=None,
        title=TITLE + " (Extended Version)",
    )
    s2 = Service()
    s2.match = lambda title: extension  # noqa: E731
    s2.search = lambda query, limit=10: [extension, s2_record()]  # noqa: E731
    dblp = Service({TITLE: [dblp_record()]})
    arxiv = Service(by_id={"2010.08679": arxiv_record()})
    [paper] = resolve_entries([entry()], clients(dblp, s2, arxiv), today=TODAY)

    assert paper.status == "resolved" and paper.s2_paper_id == "a" * 40 and paper.arxiv_id == "2010.08679"
