"""Matching decisions on the real traps of the labelled list 002 (shared gold notes) and list 000.

Records are hand-built to mirror what dblp, Semantic Scholar and arXiv return for these papers (dblp titles and
venue abbreviations, S2 long venue names, CoRR keys, arXiv journal references).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.models import Author, Entry, Link, LinkKind, Occurrence, SourceRecord
from enrich.resolve.decide import decide
from enrich.resolve.same_work import publication_of, same_work
from enrich.resolve.score import rank, score
from enrich.resolve.similarity import author_similarity, title_similarity
from enrich.resolve.thresholds import TITLE_ACCEPT, TOTAL_ACCEPT
from enrich.resolve.versions import classify_version

CONF = "Conference and Workshop Papers"
JOURNAL = "Journal Articles"
INFORMAL = "Informal and Other Publications"


def entry(
    title: str,
    year: int | None,
    acronym: str | None,
    *,
    doi: str | None = None,
    arxiv_id: str | None = None,
    system_name: str | None = None,
) -> Entry:
    occurrence = Occurrence(
        file="seeds/list.txt",
        line=1,
        section=[],
        raw=title,
        format="bulleted",
        seed_title=title,
        seed_year=year,
        seed_venue=acronym,
        seed_venue_acronym=acronym,
        system_name=system_name,
    )
    return Entry(
        id="e",
        title=title,
        year=year,
        venue=acronym,
        venue_acronym=acronym,
        occurrences=[occurrence],
        doi=doi,
        arxiv_id=arxiv_id,
    )


def authors(*names: str) -> list[Author]:
    return [Author(name=name) for name in names]


def dblp(
    title: str,
    year: int,
    venue: str,
    key: str,
    *,
    kind: str = CONF,
    doi: str | None = None,
    names: tuple[str, ...] = (),
) -> SourceRecord:
    return SourceRecord(
        source="dblp",
        title=title,
        year=year,
        venue=venue,
        dblp_key=key,
        dblp_type=kind,
        doi=doi,
        authors=authors(*names),
    )


def corr(title: str, year: int, arxiv_id: str, *, names: tuple[str, ...] = ()) -> SourceRecord:
    key = "journals/corr/abs-" + arxiv_id.replace(".", "-")
    return SourceRecord(
        source="dblp",
        title=title,
        year=year,
        venue="CoRR",
        dblp_key=key,
        dblp_type=INFORMAL,
        arxiv_id=arxiv_id,
        authors=authors(*names),
    )


def arxiv(
    title: str,
    year: int,
    arxiv_id: str,
    *,
    journal_ref: str | None = None,
    doi: str | None = None,
    names: tuple[str, ...] = (),
) -> SourceRecord:
    return SourceRecord(
        source="arxiv",
        title=title,
        year=year,
        arxiv_id=arxiv_id,
        journal_ref=journal_ref,
        doi=doi,
        authors=authors(*names),
    )


def s2(
    title: str,
    year: int | None,
    venue: str | None,
    paper_id: str,
    *,
    doi: str | None = None,
    arxiv_id: str | None = None,
    dblp_key: str | None = None,
    types: tuple[str, ...] = (),
    names: tuple[str, ...] = (),
) -> SourceRecord:
    return SourceRecord(
        source="s2",
        title=title,
        year=year,
        venue=venue,
        s2_paper_id=paper_id,
        doi=doi,
        arxiv_id=arxiv_id,
        dblp_key=dblp_key,
        publication_types=list(types),
        authors=authors(*names),
    )


# ----------------------------------------------------------------------------------- real records

PIPEDREAM_ENTRY = entry("PipeDream: Generalized Pipeline Parallelism for DNN Training", 2019, "SOSP")
PIPEDREAM_SOSP = dblp(
    "PipeDream: generalized pipeline parallelism for DNN training",
    2019,
    "SOSP",
    "conf/sosp/NarayananHPSDGGZ19",
    doi="10.1145/3341301.3359646",
    names=(
        "Deepak Narayanan",
        "Aaron Harlap",
        "Amar Phanishayee",
        "Vivek Seshadri",
        "Nikhil R. Devanur",
        "Gregory R. Ganger",
        "Phillip B. Gibbons",
        "Matei Zaharia",
    ),
)
PIPEDREAM_2018_CORR = corr(
    "PipeDream: Fast and Efficient Pipeline Parallel DNN Training",
    2018,
    "1806.03377",
    names=(
        "Aaron Harlap",
        "Deepak Narayanan",
        "Amar Phanishayee",
        "Vivek Seshadri",
        "Nikhil R. Devanur",
        "Gregory R. Ganger",
        "Phillip B. Gibbons",
    ),
)
PIPEDREAM_2018_ARXIV = arxiv("PipeDream: Fast and Efficient Pipeline Parallel DNN Training", 2018, "1806.03377")

THEMIS_ENTRY = entry("Themis: Fair and Efficient GPU Cluster Scheduling", 2020, "NSDI")
THEMIS_NSDI = dblp(
    "THEMIS: Fair and Efficient GPU Cluster Scheduling",
    2020,
    "NSDI",
    "conf/nsdi/MahajanBCWVRMC20",
    names=(
        "Kshiteej Mahajan",
        "Arjun Balasubramanian",
        "Arjun Singhvi",
        "Shivaram Venkataraman",
        "Aditya Akella",
        "Amar Phanishayee",
        "Shuchi Chawla",
    ),
)
THEMIS_CORR = corr(
    "Themis: Fair and Efficient GPU Cluster Scheduling for Machine Learning Workloads",
    2019,
    "1907.01484",
    names=(
        "Kshiteej Mahajan",
        "Arjun Singhvi",
        "Arjun Balasubramanian",
        "Varun Batra",
        "Surya Teja Chavali",
        "Shivaram Venkataraman",
        "Aditya Akella",
        "Amar Phanishayee",
        "Shuchi Chawla",
    ),
)

DIESEL_ENTRY = entry(
    "DIESEL: A Dataset-Based Distributed Storage and Caching System for Large-Scale Deep Learning Training",
    2020,
    "ICPP",
)
DIESEL_PLUS_ENTRY = entry("DIESEL+: Accelerating Distributed Deep Learning Tasks on Image Datasets", 2022, "TPDS")
DIESEL_ICPP = dblp(
    "DIESEL: A Dataset-Based Distributed Storage and Caching System for Large-Scale Deep Learning Training",
    2020,
    "ICPP",
    "conf/icpp/WangYLZLWSX20",
    doi="10.1145/3404397.3404472",
)
DIESEL_PLUS_TPDS = dblp(
    "DIESEL+: Accelerating Distributed Deep Learning Tasks on Image Datasets",
    2022,
    "IEEE Trans. Parallel Distributed Syst.",
    "journals/tpds/WangYLZLSWX22",
    kind=JOURNAL,
    doi="10.1109/tpds.2021.3104252",
)

PARAMETER_SERVER_ENTRY = entry("Scaling Distributed Machine Learning with the Parameter Server", 2014, "OSDI")
PARAMETER_SERVER_OSDI = dblp(
    "Scaling Distributed Machine Learning with the Parameter Server", 2014, "OSDI", "conf/osdi/LiAPSAJLSS14"
)
PARAMETER_SERVER_ACM_ITEM = dblp(
    "Scaling distributed machine learning with the parameter server",
    2014,
    "BigDataScience",
    "conf/bigdatascience/LiAPSAJLSS14",
    doi="10.1145/2640087.2644155",
)


# ------------------------------------------------------------------------------------------ titles


def test_exact_title_with_trailing_period_and_html_entity_is_accepted():
    listed = entry(
        "MLaaS in the Wild: Workload Analysis and Scheduling in Large-Scale Heterogeneous GPU Clusters", 2022, "NSDI"
    )
    record = dblp(
        "MLaaS in the Wild: Workload Analysis &amp; Scheduling in Large-Scale Heterogeneous GPU Clusters.",
        2022,
        "NSDI",
        "conf/nsdi/WengXYWWHLZLD22",
    )

    decision = decide(listed, [record], want="published")

    assert decision.outcome == "accept"
    assert decision.best.record is record
    assert decision.best.evidence.title == 1.0


def test_swapadvisor_push_and_pushing_are_the_same_title():
    listed = entry("SwapAdvisor: Push Deep Learning Beyond the GPU Memory Limit via Smart Swapping", 2020, "ASPLOS")
    record = dblp(
        "SwapAdvisor: Pushing Deep Learning Beyond the GPU Memory Limit via Smart Swapping",
        2020,
        "ASPLOS",
        "conf/asplos/HuangJL20",
        doi="10.1145/3373376.3378530",
    )

    decision = decide(listed, [record], want="published")

    assert decision.outcome == "accept"
    assert TITLE_ACCEPT <= decision.best.evidence.title < 1.0


def test_a_leading_article_does_not_separate_titles():
    listed = entry("Generic Communication Scheduler for Distributed DNN Training Acceleration", 2019, "SOSP")
    record = dblp(
        "A generic communication scheduler for distributed DNN training acceleration",
        2019,
        "SOSP",
        "conf/sosp/PengZCBYLWG19",
        doi="10.1145/3341301.3359642",
    )

    assert decide(listed, [record], want="published").outcome == "accept"


def test_a_title_prefix_is_not_a_match():
    assert title_similarity("PipeDream", PIPEDREAM_SOSP.title) < 0.5


def test_one_changed_word_in_a_long_title_is_not_a_match():
    # PipeTransformer's preprint differs from the ICML title in its last words only.
    listed = "PipeTransformer: Automated Elastic Pipelining for Distributed Training of Large-scale Models"
    preprint = "PipeTransformer: Automated Elastic Pipelining for Distributed Training of Transformers"
    assert title_similarity(listed, preprint) < TITLE_ACCEPT


def test_a_record_may_carry_the_system_name_the_list_writes_apart():
    listed = entry("Efficient User-Level Storage Disaggregation for Deep Learning", 2019, "CLUSTER", system_name="DLFS")
    record = dblp(
        "DLFS: Efficient User-Level Storage Disaggregation for Deep Learning", 2019, "CLUSTER", "conf/cluster/ZhuCYSW19"
    )

    decision = decide(listed, [record], want="published")

    assert decision.outcome == "accept"
    assert decision.best.evidence.title == 1.0


def test_a_list_may_write_a_system_name_the_record_title_lacks():
    listed = entry("DLFS: Efficient User-Level Storage Disaggregation for Deep Learning", 2019, "CLUSTER")
    record = dblp(
        "Efficient User-Level Storage Disaggregation for Deep Learning", 2019, "CLUSTER", "conf/cluster/ZhuCYSW19"
    )

    assert decide(listed, [record], want="published").outcome == "accept"


def test_an_earlier_preprint_adding_a_system_name_is_not_the_preprint():
    # ECRM (arXiv 2104.01981, 2021, three authors) is an earlier version of the PVLDB'23 paper, not its preprint.
    listed = entry("Efficient Fault Tolerance for Recommendation Model Training via Erasure Coding", 2023, "PVLDB")
    earlier = arxiv(
        "ECRM: Efficient Fault Tolerance for Recommendation Model Training via Erasure Coding",
        2021,
        "2104.01981",
        names=("Kaige Liu", "Jack Kosaian", "K. V. Rashmi"),
    )

    decision = decide(listed, [earlier], want="preprint")

    assert decision.outcome == "none"
    assert any("adds the name 'ECRM:'" in note for note in decision.ranked[0].evidence.notes)


def test_a_record_naming_another_system_with_the_same_subtitle_is_never_accepted():
    listed = entry("High Performance I/O For Large Scale Deep Learning", 2019, "BigData", system_name="WebDataset")
    record = s2(
        "AIStore: High Performance I/O For Large Scale Deep Learning",
        2019,
        "2019 IEEE International Conference on Big Data (Big Data)",
        "aistore",
    )

    assert decide(listed, [record], want="any").outcome != "accept"


# ------------------------------------------------------------------------------- versions and traps


def test_preprint_with_a_different_title_is_not_accepted_as_published_or_as_preprint():
    listed = entry(
        "PipeTransformer: Automated Elastic Pipelining for Distributed Training of Large-scale Models", 2021, "ICML"
    )
    preprint = arxiv(
        "PipeTransformer: Automated Elastic Pipelining for Distributed Training of Transformers", 2021, "2102.03161"
    )

    assert decide(listed, [preprint], want="published").outcome == "none"
    assert decide(listed, [preprint], want="preprint").outcome == "none"


def test_retitled_gpipe_preprint_is_left_to_identifier_links():
    listed = entry("GPipe: Efficient Training of Giant Neural Networks using Pipeline Parallelism", 2019, "NeurIPS")
    latest = arxiv("GPipe: Easy Scaling with Micro-Batch Pipeline Parallelism", 2018, "1811.06965")

    assert decide(listed, [latest], want="preprint").outcome == "none"


def test_pipedream_2018_is_another_paper_than_pipedream_sosp_2019():
    earlier = [PIPEDREAM_2018_CORR, PIPEDREAM_2018_ARXIV]

    for want in ("published", "preprint", "any"):
        assert decide(PIPEDREAM_ENTRY, earlier, want=want).outcome == "none"
    decision = decide(PIPEDREAM_ENTRY, [*earlier, PIPEDREAM_SOSP], want="published")
    assert decision.outcome == "accept"
    assert decision.best.record is PIPEDREAM_SOSP


def test_themis_corr_2019_is_not_the_nsdi_paper():
    for want in ("published", "preprint", "any"):
        assert decide(THEMIS_ENTRY, [THEMIS_CORR], want=want).outcome == "none"
    decision = decide(THEMIS_ENTRY, [THEMIS_CORR, THEMIS_NSDI], want="any")
    assert decision.outcome == "accept"
    assert decision.best.record is THEMIS_NSDI


def test_poseidon_2015_preprint_is_not_the_atc_paper():
    listed = entry(
        "Poseidon: An Efficient Communication Architecture for Distributed Deep Learning on GPU Clusters", 2017, "ATC"
    )
    earlier = arxiv(
        "Poseidon: A System Architecture for Efficient GPU-based Deep Learning on Multiple Machines", 2015, "1512.06216"
    )

    assert decide(listed, [earlier], want="any").outcome == "none"


def test_diesel_entry_never_accepts_the_diesel_plus_journal_paper():
    assert decide(DIESEL_ENTRY, [DIESEL_PLUS_TPDS], want="published").outcome != "accept"
    assert classify_version(DIESEL_PLUS_TPDS, DIESEL_ENTRY) == "extension"
    decision = decide(DIESEL_ENTRY, [DIESEL_PLUS_TPDS, DIESEL_ICPP], want="published")
    assert decision.outcome == "accept"
    assert decision.best.record is DIESEL_ICPP


def test_diesel_plus_entry_never_accepts_diesel():
    assert decide(DIESEL_PLUS_ENTRY, [DIESEL_ICPP], want="published").outcome != "accept"
    decision = decide(DIESEL_PLUS_ENTRY, [DIESEL_ICPP, DIESEL_PLUS_TPDS], want="published")
    assert decision.outcome == "accept"
    assert decision.best.record is DIESEL_PLUS_TPDS


def test_a_successor_with_the_same_subtitle_is_still_not_the_listed_paper():
    successor = DIESEL_ICPP.model_copy(
        update={
            "title": "DIESEL+: " + DIESEL_ICPP.title.split(": ", 1)[1],
            "dblp_key": "journals/tpds/X22",
            "year": 2022,
            "venue": "IEEE Trans. Parallel Distributed Syst.",
            "dblp_type": JOURNAL,
            "doi": "10.1109/x",
        }
    )

    decision = decide(DIESEL_ENTRY, [successor], want="published")

    assert decision.outcome != "accept"
    assert any("system name differs" in note for note in decision.ranked[0].evidence.notes)


def test_a_later_journal_version_with_the_same_title_is_not_the_conference_paper():
    journal = DIESEL_ICPP.model_copy(
        update={
            "dblp_key": "journals/tpds/WangYLZ22",
            "year": 2022,
            "venue": "IEEE Trans. Parallel Distributed Syst.",
            "dblp_type": JOURNAL,
            "doi": "10.1109/tpds.2022.1",
        }
    )

    assert classify_version(journal, DIESEL_ENTRY) == "extension"
    assert decide(DIESEL_ENTRY, [journal], want="published").outcome != "accept"


@pytest.mark.parametrize(
    "record",
    [
        dblp(
            "Poster: PipeDream: Generalized Pipeline Parallelism for DNN Training", 2019, "SOSP", "conf/sosp/Poster19"
        ),
        dblp(
            "PipeDream: Generalized Pipeline Parallelism for DNN Training", 2019, "SOSP Posters", "conf/sosp/Posters19"
        ),
        dblp("PipeDream: Generalized Pipeline Parallelism for DNN Training", 2019, "SC Workshops", "conf/sc/W19"),
        dblp("PipeDream: Generalized Pipeline Parallelism for DNN Training (Abstract)", 2019, "SOSP", "conf/sosp/A19"),
        dblp(
            "PipeDream: Generalized Pipeline Parallelism for DNN Training",
            2019,
            "SOSP Doctoral Symposium",
            "conf/sosp/D19",
        ),
        dblp("PipeDream: Generalized Pipeline Parallelism for DNN Training", 2019, "HotOS", "conf/hotos/N19"),
    ],
    ids=["poster-title", "poster-venue", "workshop-venue", "abstract", "doctoral", "workshop-paper"],
)
def test_posters_workshop_versions_and_abstracts_are_never_accepted(record):
    assert classify_version(record) == "short"
    for want in ("published", "any"):
        assert decide(PIPEDREAM_ENTRY, [record], want=want).outcome == "none"


@pytest.mark.parametrize(
    "acronym, venue, key",
    [
        ("HotOS", "HotOS", "conf/hotos/N19"),
        ("IWQoS", "International Workshop on Quality of Service", None),
    ],
)
def test_a_workshop_paper_is_accepted_when_the_list_names_that_workshop(acronym, venue, key):
    listed = entry("PipeDream: Generalized Pipeline Parallelism for DNN Training", 2019, acronym)
    record = dblp("PipeDream: Generalized Pipeline Parallelism for DNN Training", 2019, venue, key)

    assert decide(listed, [record], want="published").outcome == "accept"


# ------------------------------------------------------------------------------------ year and venue


def test_year_off_by_one_is_accepted_with_a_note():
    listed = entry("Heterogeneity-Aware Cluster Scheduling Policies for Deep Learning Workloads", 2021, "OSDI")
    record = dblp(
        "Heterogeneity-Aware Cluster Scheduling Policies for Deep Learning Workloads",
        2020,
        "OSDI",
        "conf/osdi/NarayananSKPZ20",
    )

    decision = decide(listed, [record], want="published")

    assert decision.outcome == "accept"
    assert decision.best.evidence.year < 1.0
    assert any("year off by one" in note for note in decision.best.evidence.notes)


def test_a_preprint_posted_the_year_before_the_venue_is_its_preprint():
    listed = entry("Varuna: Scalable, Low-cost Training of Massive Deep Learning Models", 2022, "EuroSys")
    preprint = arxiv("Varuna: Scalable, Low-cost Training of Massive Deep Learning Models", 2021, "2111.04007")

    decision = decide(listed, [preprint], want="preprint")

    assert decision.outcome == "accept"
    assert decision.best.evidence.venue is None


def test_list_says_arxiv_but_the_conference_record_wins():
    listed = entry("ZeRO-Infinity: Breaking the GPU Memory Wall for Extreme Scale Deep Learning", 2021, "arXiv")
    copy = corr("ZeRO-Infinity: Breaking the GPU Memory Wall for Extreme Scale Deep Learning", 2021, "2104.07857")
    conference = dblp(
        "ZeRO-infinity: breaking the GPU memory wall for extreme scale deep learning",
        2021,
        "SC",
        "conf/sc/RajbhandariRRSH21",
        doi="10.1145/3458817.3476205",
    )

    for want in ("published", "any"):
        decision = decide(listed, [copy, conference], want=want)
        assert decision.outcome == "accept"
        assert decision.best.record is conference
        assert any("the list says arXiv" in note for note in decision.best.evidence.notes)
    assert decide(listed, [copy, conference], want="preprint").best.record is copy


def test_an_arxiv_only_paper_has_no_published_version():
    listed = entry("Horovod: fast and easy distributed deep learning in TensorFlow", 2018, "arXiv")
    copy = corr("Horovod: fast and easy distributed deep learning in TensorFlow", 2018, "1802.05799")

    decision = decide(listed, [copy], want="published")

    assert decision.outcome == "none"
    assert "preprint" in decision.reason
    assert decide(listed, [copy], want="any").best.record is copy
    assert decide(listed, [copy], want="preprint").outcome == "accept"


def test_same_title_at_another_venue_is_ambiguous_not_accepted():
    # The gold notes' trap: an ACM item with the OSDI paper's exact title and year carries DOI 10.1145/2640087.2644155.
    decision = decide(PARAMETER_SERVER_ENTRY, [PARAMETER_SERVER_ACM_ITEM], want="published")

    assert decision.outcome == "ambiguous"
    assert "venue differs" in decision.reason


def test_the_venue_tells_two_same_titled_records_apart():
    decision = decide(PARAMETER_SERVER_ENTRY, [PARAMETER_SERVER_ACM_ITEM, PARAMETER_SERVER_OSDI], want="published")

    assert decision.outcome == "accept"
    assert decision.best.record is PARAMETER_SERVER_OSDI
    assert decision.best.record.doi is None


def test_two_near_identical_distinct_records_are_ambiguous():
    listed = entry("Scaling Distributed Machine Learning with the Parameter Server", 2014, None)
    first = s2("Scaling Distributed Machine Learning with the Parameter Server", 2014, None, "aaa", doi="10.5555/1")
    second = s2(
        "Scaling distributed machine learning with the parameter server",
        2014,
        None,
        "bbb",
        doi="10.1145/2640087.2644155",
    )

    decision = decide(listed, [first, second], want="any")

    assert decision.outcome == "ambiguous"
    assert "too close" in decision.reason
    assert {c.record.s2_paper_id for c in decision.ranked} == {"aaa", "bbb"}


def test_copies_of_the_same_work_are_not_rivals():
    listed = entry("Ray: A Distributed Framework for Emerging AI Applications", 2018, None)
    merged = s2(
        "Ray: A Distributed Framework for Emerging AI Applications",
        2018,
        "USENIX Symposium on Operating Systems Design and Implementation",
        "ray",
        arxiv_id="1712.05889",
    )
    copy = s2(
        "Ray: A Distributed Framework for Emerging AI Applications",
        2017,
        "arXiv.org",
        "ray-arxiv",
        arxiv_id="1712.05889",
    )

    decision = decide(listed, [copy, merged], want="any")

    assert decision.outcome == "accept"
    assert decision.best.record is merged


GANDIVA = "Gandiva: Introspective Cluster Scheduling for Deep Learning"


def test_a_same_titled_record_of_another_year_and_venue_is_another_work_not_a_reason_to_ask():
    """Year and venue both conflict: a different work (a same-titled paper of another field), never a tie or an
    ambiguity on its own; it stays among the ranked candidates as a near miss."""
    record = dblp(GANDIVA, 2018, "OSDI", "conf/osdi/XiaoBRSKHPPZZYZ18")

    decision = decide(entry(GANDIVA, 2022, "NSDI"), [record], want="published")

    assert decision.outcome == "none" and decision.best is None
    assert "another work" in decision.reason
    assert "year too far" in decision.reason and "venue differs" in decision.reason
    assert [c.record for c in decision.ranked] == [record]


@pytest.mark.parametrize("year, venue", [(2018, "NSDI"), (2022, "OSDI")], ids=["year only", "venue only"])
def test_one_conflict_alone_still_makes_a_same_titled_record_ambiguous(year, venue):
    """A list's year or its venue may be wrong, not both: one conflict is asked about."""
    record = dblp(GANDIVA, year, venue, f"conf/{venue.lower()}/XiaoBRSKHPPZZYZ{year % 100}")

    decision = decide(entry(GANDIVA, 2022, "NSDI"), [record], want="published")

    assert decision.outcome == "ambiguous"


def test_a_record_the_lists_own_link_names_is_the_paper_even_against_the_lists_year_and_venue():
    """The link is the list's word on which paper it means; its year and venue are then the list's to correct."""
    doi = "10.5555/3291168.3291212"
    record = dblp(GANDIVA, 2018, "OSDI", "conf/osdi/XiaoBRSKHPPZZYZ18", doi=doi)

    decision = decide(entry(GANDIVA, 2022, "NSDI", doi=doi), [record], want="published")

    assert decision.outcome == "accept" and decision.best is not None and decision.best.record is record
    assert decision.reason.startswith("the list names it")


def test_no_candidates_is_none():
    decision = decide(PIPEDREAM_ENTRY, [], want="published")

    assert (decision.outcome, decision.best, decision.ranked) == ("none", None, [])


def test_a_title_alone_must_be_exact_up_to_word_forms():
    bare = entry("Balancing Efficiency and Fairness in Heterogeneous GPU Clusters for Deep Learning", None, None)
    longer = s2(
        "Balancing Efficiency and Fairness in Heterogeneous GPU Clusters for Deep Learning Workloads",
        2020,
        None,
        "gfair",
        doi="10.1145/3342195.3387555",
    )

    decision = decide(bare, [longer], want="any")

    assert decision.outcome == "none"
    assert decision.ranked[0].evidence.title >= TITLE_ACCEPT
    assert decision.ranked[0].evidence.total < TOTAL_ACCEPT
    dated = entry(bare.title, 2020, "EuroSys")
    placed = longer.model_copy(update={"venue": "European Conference on Computer Systems"})
    assert decide(dated, [placed], want="any").outcome == "accept"


# --------------------------------------------------------------------------------- identifiers


def test_the_lists_own_doi_link_confirms_a_truncated_title():
    listed = entry(
        "Parallax: Sparsity-aware Data Parallel Training of Deep Neural Networks",
        2019,
        "EuroSys",
        doi="10.1145/3302424.3303957",
    )
    truncated = s2(
        "Parallax: Sparsity-aware Data Parallel Training",
        2019,
        "European Conference on Computer Systems",
        "parallax",
        doi="10.1145/3302424.3303957",
    )

    decision = decide(listed, [truncated], want="any")

    assert decision.outcome == "accept"
    assert "DOI equals the list's link" in decision.best.evidence.notes


def test_a_doi_other_than_the_lists_link_is_a_conflict():
    listed = entry(
        "Scaling Distributed Machine Learning with the Parameter Server", 2014, None, doi="10.5555/2685048.2685095"
    )
    record = s2(
        "Scaling distributed machine learning with the parameter server", 2014, None, "x", doi="10.1145/2640087.2644155"
    )

    decision = decide(listed, [record], want="any")

    assert decision.outcome == "ambiguous"
    assert "differs from the list's link" in decision.reason


def test_known_authors_veto_a_record_with_other_authors():
    listed = entry("Scaling Distributed Machine Learning with the Parameter Server", 2014, "OSDI")
    fabricated = PARAMETER_SERVER_OSDI.model_copy(update={"authors": authors("Tian", "Singh", "Kumar", "Dean")})
    known = ["Mu Li", "David G. Andersen", "Jun Woo Park", "Alexander J. Smola", "Amr Ahmed"]

    decision = decide(listed, [fabricated], want="published", known_authors=known)

    assert decision.outcome == "ambiguous"
    assert decision.ranked[0].evidence.authors == 0.0


# ---------------------------------------------------------------------------------- authors


@pytest.mark.parametrize(
    "left, right",
    [
        ("Hongqiang (Harry) Liu", "Hongqiang Harry Liu"),
        ("Hongqiang Liu", "Hongqiang Harry Liu"),
        ("Xiaopeng Zhang 0009", "Xiaopeng Zhang"),
        ("Andreas Köpf", "Andreas Kopf"),
        ("JeongGil Ko", "Jeong Gil Ko"),
        ("Mia (Xu) Chen", "Mia Chen"),
        ("S. Li", "Shen Li"),
        ("Li, Shen", "Shen Li"),
        ("Li Shen", "Shen Li"),
    ],
)
def test_author_name_variants_match(left, right):
    assert author_similarity([left], [right]) == 1.0


def test_a_misread_first_name_is_another_author():
    assert author_similarity(["Quan Peng"], ["Xuan Peng"]) == 0.0


def test_author_similarity_is_unknown_without_authors_and_counts_shared_authors():
    assert author_similarity([], ["Mu Li"]) is None
    assert author_similarity(THEMIS_NSDI.authors, THEMIS_CORR.authors) == pytest.approx(14 / 16)


# ---------------------------------------------------------------------------------- versions


@pytest.mark.parametrize(
    "record, kind",
    [
        (PIPEDREAM_2018_CORR, "preprint"),
        (
            arxiv(
                "Ray: A Distributed Framework for Emerging AI Applications",
                2017,
                "1712.05889",
                journal_ref="OSDI 2018",
                doi="10.5555/ray",
            ),
            "preprint",
        ),
        (
            s2(
                "PaperQA: Retrieval-Augmented Generative Agent for Scientific Research",
                2023,
                "arXiv.org",
                "pqa",
                arxiv_id="2312.07559",
                types=("JournalArticle",),
            ),
            "preprint",
        ),
        (
            s2(
                "Ray: A Distributed Framework for Emerging AI Applications",
                2018,
                "USENIX Symposium on Operating Systems Design and Implementation",
                "ray",
                arxiv_id="1712.05889",
                dblp_key="journals/corr/abs-1712-05889",
            ),
            "published",
        ),
        (
            s2(
                "Attention is All you Need",
                2017,
                "Neural Information Processing Systems",
                "att",
                types=("JournalArticle", "Conference"),
            ),
            "published",
        ),
        (PIPEDREAM_SOSP, "published"),
        (DIESEL_PLUS_TPDS, "published"),
        (dblp("Proceedings of SOSP 2019", 2019, "SOSP", "conf/sosp/2019", kind="Editorship"), "unknown"),
        (
            dblp(
                "Hvac: Removing I/O Bottleneck for Large-Scale Deep Learning Applications",
                2022,
                "CLUSTER Workshops",
                "conf/cluster/X22",
            ),
            "short",
        ),
        (dblp("Check-N-Run: a Checkpointing System (Extended Version)", 2022, "NSDI", "conf/nsdi/E22"), "extension"),
        (s2("Some Title", None, None, "bare"), "unknown"),
    ],
)
def test_classify_version(record, kind):
    assert classify_version(record) == kind


def test_the_published_paper_is_wanted_even_when_its_preprint_ranks_close():
    ranked = rank(PIPEDREAM_ENTRY, [PIPEDREAM_SOSP, PIPEDREAM_2018_CORR], want="published")

    assert ranked[0].record is PIPEDREAM_SOSP
    assert ranked[1].evidence.version_penalty > 0


# ---------------------------------------------------------------------------------- same_work


def test_same_work_by_identifiers_first():
    published = dblp("Ray", 2018, "OSDI", "conf/osdi/MoritzNWTLLEYPJ18")
    merged = s2(
        "Ray: A Distributed Framework for Emerging AI Applications",
        2018,
        "OSDI",
        "ray",
        dblp_key="conf/osdi/MoritzNWTLLEYPJ18",
    )
    other_key = merged.model_copy(update={"dblp_key": "conf/osdi/Other18"})

    assert same_work(published, merged)
    assert not same_work(published, other_key)
    assert same_work(PIPEDREAM_SOSP, PIPEDREAM_SOSP.model_copy(update={"title": "PipeDream"}))


def test_a_corr_key_and_a_conference_key_do_not_decide_by_themselves():
    conference = dblp(
        "Ray: A Distributed Framework for Emerging AI Applications",
        2018,
        "OSDI",
        "conf/osdi/MoritzNWTLLEYPJ18",
        names=("Philipp Moritz", "Robert Nishihara", "Ion Stoica"),
    )
    copy = corr(
        "Ray: A Distributed Framework for Emerging AI Applications",
        2017,
        "1712.05889",
        names=("Philipp Moritz", "Robert Nishihara", "Ion Stoica"),
    )

    assert same_work(conference, copy)


@pytest.mark.parametrize(
    "a, b",
    [
        (THEMIS_NSDI, THEMIS_CORR),
        (PIPEDREAM_SOSP, PIPEDREAM_2018_CORR),
        (DIESEL_ICPP, DIESEL_PLUS_TPDS),
        (PARAMETER_SERVER_OSDI, PARAMETER_SERVER_ACM_ITEM.model_copy(update={"authors": authors("Tian", "Dean")})),
    ],
)
def test_different_works_are_not_the_same_work(a, b):
    assert not same_work(a, b)
    assert not same_work(b, a)


# ---------------------------------------------------------------------------------- properties

_titles = st.text(min_size=0, max_size=120)
_years = st.one_of(st.none(), st.integers(min_value=1950, max_value=2030))
_acronyms = st.sampled_from([None, "OSDI", "SOSP", "arXiv", "VLDB", "HotOS", "TPDS", "Unknown Venue"])
_records = st.builds(
    SourceRecord,
    source=st.sampled_from(["dblp", "s2", "arxiv"]),
    title=_titles,
    year=_years,
    venue=st.sampled_from(
        [
            None,
            "",
            "OSDI",
            "CoRR",
            "arXiv.org",
            "SOSP Posters",
            "IEEE Trans. Parallel Distributed Syst.",
            "Neural Information Processing Systems",
            "BigDataScience",
        ]
    ),
    dblp_key=st.sampled_from([None, "conf/osdi/A20", "journals/corr/abs-2001-00001", "conf/hotos/B21"]),
    dblp_type=st.sampled_from([None, CONF, JOURNAL, INFORMAL, "Editorship"]),
    doi=st.sampled_from([None, "10.1145/1", "10.1145/2"]),
    arxiv_id=st.sampled_from([None, "2001.00001", "2001.00002"]),
    authors=st.lists(st.builds(Author, name=st.text(max_size=30)), max_size=4),
)


@st.composite
def _entries(draw):
    return entry(
        draw(_titles),
        draw(_years),
        draw(_acronyms),
        doi=draw(st.sampled_from([None, "10.1145/1"])),
        system_name=draw(st.sampled_from([None, "DIESEL", "DIESEL+"])),
    )


@settings(max_examples=300, deadline=None)
@given(_entries(), _records)
def test_every_score_is_in_the_unit_interval(listed, record):
    for want in ("published", "preprint", "any"):
        evidence = score(listed, record, want=want)
        for value in (evidence.title, evidence.year, evidence.venue, evidence.authors, evidence.total):
            assert value is None or 0.0 <= value <= 1.0


@settings(max_examples=150, deadline=None)
@given(
    _entries(),
    st.lists(_records, max_size=6),
    st.randoms(use_true_random=False),
    st.sampled_from(["published", "preprint", "any"]),
)
def test_decide_is_deterministic_and_ignores_candidate_order(listed, records, rng, want):
    first = decide(listed, records, want=want)
    shuffled = list(records)
    rng.shuffle(shuffled)
    second = decide(listed, shuffled, want=want)

    assert first.outcome == second.outcome
    assert first.reason == second.reason
    assert first.ranked == second.ranked
    assert first.best == second.best
    if first.outcome == "accept":
        assert first.best.evidence.total >= TOTAL_ACCEPT or "link" in first.reason


@settings(max_examples=200, deadline=None)
@given(_titles, _titles)
def test_title_similarity_never_fails_and_is_symmetric(a, b):
    value = title_similarity(a, b)
    assert 0.0 <= value <= 1.0
    assert value == title_similarity(b, a)


# ------------------------------------------------------------------------------------- a DOI found by title

DIESEL = "DIESEL: A Dataset-Based Distributed Storage and Caching System for Large-Scale Deep Learning Training"
DIESEL_AUTHORS = ("Lipeng Wang", "Songgao Ye", "Baichen Yang", "Youyou Lu", "Hequan Zhang", "Shengen Yan", "Qiong Luo")
DIESEL_DOI = "10.1145/3404397.3404472"


def published_without_doi() -> SourceRecord:
    """S2's record of the ICPP'20 paper, without its DOI (S2 records often lack externalIds.DOI)."""
    return SourceRecord(
        source="s2",
        title=DIESEL,
        year=2020,
        venue="International Conference on Parallel Processing",
        s2_paper_id="d" * 40,
        authors=authors(*DIESEL_AUTHORS),
        publication_types=["Conference"],
    )


def registered(**extra) -> SourceRecord:
    values = dict(
        source="crossref",
        title=DIESEL,
        year=2020,
        doi=DIESEL_DOI,
        authors=authors(*DIESEL_AUTHORS),
        venue="Proceedings of the 49th International Conference on Parallel Processing",
        publication_types=["proceedings-article"],
    )
    return SourceRecord(**{**values, **extra})


def test_a_doi_found_by_title_is_taken_when_title_year_venue_and_authors_agree():
    found = publication_of(published_without_doi(), [registered(title="Another paper", doi="10.1/other"), registered()])

    assert found is not None and found.record.doi == DIESEL_DOI
    assert (found.evidence.title, found.evidence.year, found.evidence.venue, found.evidence.authors) == (1, 1, 1, 1)
    assert "crossref's title query" in found.evidence.notes[0] and "ICPP" in found.evidence.notes[0]


@pytest.mark.parametrize(
    "differs",
    [
        dict(venue="Concurrency and Computation: Practice and Experience"),  # the journal extension
        dict(year=2021),
        dict(year=2016, venue="Journal of Cell Biology", authors=authors("Ana Duarte", "Rui Costa")),  # another field
        dict(authors=authors("Ana Duarte", "Rui Costa", "Mira Holm")),
        dict(title="DIESEL+: Accelerating Distributed Deep Learning Tasks on Image Datasets"),
        dict(title="Poster: " + DIESEL),
        dict(doi="10.48550/arxiv.2004.01234"),  # arXiv's DataCite DOI names the preprint
        dict(venue=None),  # nothing confirms the venue
    ],
    ids=["venue", "year", "another field", "authors", "title", "poster", "arxiv doi", "no venue"],
)
def test_a_doi_found_by_title_is_refused_when_anything_disagrees(differs):
    assert publication_of(published_without_doi(), [registered(**differs)]) is None


def test_a_journal_records_year_may_be_one_off_a_conference_records_may_not():
    """A journal's online-first date may precede its issue's year (DIESEL+ 2021 online, 2022 issue)."""
    journal = SourceRecord(
        source="dblp",
        title=DIESEL,
        year=2022,
        venue="IEEE Trans. Parallel Distributed Syst.",
        dblp_key="journals/tpds/WangLLYZYL22",
        dblp_type=JOURNAL,
        authors=authors(*DIESEL_AUTHORS),
    )
    online_first = registered(year=2021, venue="IEEE Transactions on Parallel and Distributed Systems")

    assert publication_of(journal, [online_first]) is not None
    assert publication_of(published_without_doi(), [registered(year=2019)]) is None


def test_two_agreeing_records_with_different_dois_give_no_doi():
    assert publication_of(published_without_doi(), [registered(), registered(doi="10.1145/3404397.9999999")]) is None


def _address_alone(url: str, *, doi: str | None = None) -> Entry:
    """An entry as parse gives a bullet holding only the paper's address: the address stands where the title goes."""
    listed = entry(url, None, None, doi=doi)
    return listed.model_copy(update={"links": [Link(kind=LinkKind.other, label="", url=url)]})


def test_an_address_alone_is_the_record_its_own_doi_names():
    url = "https://www.tandfonline.com/doi/abs/10.1080/095400996116910"
    listed = _address_alone(url, doi="10.1080/095400996116910")
    named = s2("Catastrophic forgetting in connectionist networks", 1999, "Connection Science", "p1", doi=listed.doi)
    decision = decide(listed, [named], want="any")
    assert decision.outcome == "accept" and decision.best is not None and decision.best.record is named
    assert any("address alone" in note for note in decision.best.evidence.notes)


def test_an_address_alone_accepts_nothing_its_link_does_not_name():
    url = "https://www.tandfonline.com/doi/abs/10.1080/095400996116910"
    listed = _address_alone(url, doi="10.1080/095400996116910")
    other = s2("Catastrophic forgetting in connectionist networks", 1999, "Connection Science", "p2", doi="10.1/other")
    unnamed = _address_alone("https://www.nature.com/articles/s41593-019-0520-2")
    assert decide(listed, [other], want="any").outcome != "accept"
    assert decide(unnamed, [other], want="any").outcome != "accept"


def test_a_titled_entry_still_needs_its_title_beside_its_own_doi():
    listed = entry("Deep Residual Learning", 2016, None, doi="10.1109/CVPR.2016.90")
    named = s2("A Survey of Graph Databases", 2016, None, "p3", doi="10.1109/CVPR.2016.90")
    assert decide(listed, [named], want="any").outcome != "accept"


def _titleless(citation: str, year: int, venue: str, *, doi: str | None = None) -> Entry:
    """An entry as parse gives a citation without its title ("A. Lee, Phys. Rev. 47, 777 (1935)"): the citation
    stands where the title goes."""
    listed = entry(citation, year, venue, doi=doi)
    occurrences = [occurrence.model_copy(update={"cited_without_title": True}) for occurrence in listed.occurrences]
    return listed.model_copy(update={"occurrences": occurrences})


def test_a_titleless_citation_is_the_record_its_own_doi_names_and_no_other():
    citation = "A. Robins, Connection Science 7, 123 (1995)."
    listed = _titleless(citation, 1995, "Connection Science", doi="10.1080/09540099550039318")
    title = "Catastrophic forgetting, rehearsal and pseudorehearsal"
    named = s2(title, 1995, "Connection Science", "p1", doi=listed.doi)
    other = s2("Catastrophic forgetting in connectionist networks", 1995, "Connection Science", "p2", doi="10.1/other")
    accepted = decide(listed, [named], want="any")
    assert accepted.outcome == "accept" and accepted.best is not None and accepted.best.record is named
    assert any("without its title" in note for note in accepted.best.evidence.notes)
    assert decide(listed, [other], want="any").outcome != "accept"
    assert decide(_titleless(citation, 1995, "Connection Science"), [named], want="any").outcome != "accept"
