"""Line-level behaviour of the parser on small texts: what is an entry, what is kept as unparsed, what is neither.

All of it through parse_text, which reads no file: the name given is only recorded.
"""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.models import Entry, LinkKind, Unparsed
from enrich.parse import MAX_TITLE_CHARS, SAME_WORK_YEAR_GAP, parse_text, parse_texts
from enrich.parse.common import TWO_DIGIT_YEAR_PIVOT, expand_year, parse_tag
from enrich.parse.tables import column_roles
from enrich.titles import paper_id, paper_id_in_year


def only_entry(text: str) -> Entry:
    result = parse_text(text, "list.md")
    assert len(result.records) == 1 and isinstance(result.records[0], Entry), result.records
    return result.records[0]


def unparsed_reasons(text: str) -> list[tuple[int, str]]:
    return [(record.line, record.reason) for record in parse_text(text, "list.txt").unparsed]


# ------------------------------------------------------------------------------------------------- tags


def test_two_digit_years_use_the_documented_pivot():
    assert TWO_DIGIT_YEAR_PIVOT == 69
    assert [expand_year(yy) for yy in (0, 22, 68, 69, 99)] == [2000, 2022, 2068, 1969, 1999]
    assert parse_tag("ICML '99").year == 1999


def year_and_venue(tag_text: str) -> tuple[int | None, str | None]:
    tag = parse_tag(tag_text)
    return tag.year, tag.venue


def test_tags_are_read_in_either_order_with_any_apostrophe():
    assert year_and_venue("SC ‘21’") == (2021, "SC")
    assert year_and_venue("OSDI’ 20") == (2020, "OSDI")
    assert year_and_venue("OSDI 22'") == (2022, "OSDI")
    assert year_and_venue("PPoPP19'") == (2019, "PPoPP")  # the apostrophe after two digits glued to the acronym
    assert year_and_venue("OSDI 2022") == (2022, "OSDI")
    assert year_and_venue("2021 Big Data Mining And Analytics") == (2021, "Big Data Mining And Analytics")
    assert year_and_venue("2021 Ph.D. Dissertation") == (2021, "Ph.D. Dissertation")


def test_two_digits_without_an_apostrophe_are_not_a_year():
    assert parse_tag("Top 10").year is None
    assert unparsed_reasons("[Top 10] Papers Everyone Should Read") == [(1, "the tag [Top 10] has no year")]


def test_long_venue_names_keep_their_words_and_get_an_acronym_when_known():
    entry = only_entry("[2025 ACM Computing Surveys] **I/O in Machine Learning: A Survey**.")
    assert (entry.venue, entry.venue_acronym) == ("ACM Computing Surveys", "CSUR")
    entry = only_entry("[2021 Big Data Mining And Analytics] **Some Mining Study**.")
    assert (entry.venue, entry.venue_acronym) == ("Big Data Mining And Analytics", "Big Data Mining And Analytics")
    entry = only_entry("[2021 Ph.D. Dissertation] **Storage for Learning**.")
    assert (entry.year, entry.venue) == (2021, "Ph.D. Dissertation")


# ----------------------------------------------------------------------------------------------- titles


def test_titles_lose_emphasis_trailing_period_and_extra_spaces_and_are_nfc():
    assert only_entry("[2020 FAST]   Quiver:  An  Informed   Cache.  [PDF]").title == "Quiver: An Informed Cache"
    assert only_entry("[2020 FAST] __Quiver: An Informed Cache__.").title == "Quiver: An Informed Cache"
    decomposed = "Caf" + "e\u0301 Systems"
    title = only_entry(f"[2020 FAST] **{decomposed}**.").title
    assert title == "Café Systems" and unicodedata.is_normalized("NFC", title)


def test_a_single_underscore_is_part_of_a_title():
    assert only_entry("[2020 NSDI] Gandiva_fair: Fair GPU Sharing.").title == "Gandiva_fair: Fair GPU Sharing"


def test_markdown_bullets_with_bold_titles_are_markdown_entries():
    result = parse_text(
        "## Papers\n\n* [2020 FAST] **Quiver: An Informed Cache**. [[PDF](https://x.org/q.pdf)]\n", "list.md"
    )
    (entry,) = result.entries
    assert (entry.title, entry.occurrences[0].format, entry.occurrences[0].section) == (
        "Quiver: An Informed Cache",
        "markdown",
        ["Papers"],
    )


# ----------------------------------------------------------------------------------------------- unparsed


def test_lines_that_look_like_entries_but_cannot_be_read_are_kept_with_a_reason():
    text = "\n".join(
        [
            "[2021 FAST]",
            "[2021 FAST] [PDF] [Slides]",
            "[FAST] Quiver: An Informed Storage Cache for Deep Learning.",
            "[2020 FAST] **Quiver: An Informed Storage Cache for Deep Learning. [[PDF](https://x.org/a.pdf)]",
            "Quiver: An Informed Storage Cache for Deep Learning. [PDF] [Slides]",
            "[2020 FAST] ****. [PDF]",
        ]
    )
    assert unparsed_reasons(text) == [
        (1, "no title after the tag [2021 FAST]"),
        (2, "no title after the tag [2021 FAST]"),
        (3, "the tag [FAST] has no year"),
        (4, "the bold title is not closed (a second ** is missing)"),
        (5, "links without a [year venue] tag before the title"),
        (6, "no title after the tag [2020 FAST]"),
    ]
    result = parse_text(text, "list.txt")
    assert result.files[0].unparsed == 6 and not result.entries
    assert result.unparsed[3].raw == text.splitlines()[3]


def test_a_title_without_letters_or_digits_is_unparsed_rather_than_merged_with_others():
    assert unparsed_reasons("[2020 FAST] ?!\n[2021 ATC] ...?") == [
        (1, "the title has no letters or digits"),
        (2, "the title has no letters or digits"),
    ]


def test_a_bullet_without_a_tag_among_entries_is_unparsed():
    text = "# Papers\n\n• [OSDI '22] Unity: Joint Optimization\n• Varuna: Scalable Training\n"
    assert unparsed_reasons(text) == [(4, "a bullet without a [year venue] tag, and no heading has its name")]


def test_an_unparsed_line_keeps_its_place_among_the_records():
    result = parse_text("[2020 FAST] First Paper.\n[2021 FAST]\n[2022 FAST] Second Paper.\n", "list.txt")
    assert [type(record).__name__ for record in result.records] == ["Entry", "Unparsed", "Entry"]


def test_headings_blank_lines_notes_and_anchor_links_are_neither_entries_nor_unparsed():
    text = "\n".join(
        [
            "reading list",
            "",
            "[摘自网络]",
            "",
            "# Frameworks",
            "",
            "Papers in bold are must-reads.",
            "[Back to top](#top)",
            "• [OSDI '18] Ray: A Distributed Framework for Emerging AI Applications",
        ]
    )
    result = parse_text(text, "list.txt")
    assert len(result.records) == 1 and result.entries[0].occurrences[0].line == 9
    assert result.entries[0].occurrences[0].section == ["Frameworks"]


# ------------------------------------------------------------------------------------ sections and contents


def test_without_a_table_of_contents_plain_headings_are_flat():
    text = "Data Preparation\n\n[2020 FAST] Quiver: A Cache.\n\nCheckpointing\n\n[2021 FAST] CheckFreq: Fine.\n"
    sections = [entry.occurrences[0].section for entry in parse_text(text, "list.txt").entries]
    assert sections == [["Data Preparation"], ["Checkpointing"]]


def test_a_table_of_contents_nests_plain_headings_and_repeated_names_follow_its_order():
    text = "\n".join(
        [
            "My List",
            "",
            "• 1.Training",
            "  • 1.1 Others",
            "• 2.Inference",
            "  • 2.1 Others",
            "",
            "Training",
            "Others",
            "[2020 FAST] Paper One.",
            "Inference",
            "Others",
            "[2021 FAST] Paper Two.",
        ]
    )
    result = parse_text(text, "list.txt")
    assert [entry.occurrences[0].section for entry in result.entries] == [
        ["Training", "Others"],
        ["Inference", "Others"],
    ]
    assert not result.unparsed and result.files[0].warnings == []


def test_a_heading_missing_from_the_table_of_contents_is_top_level_with_a_warning():
    text = "• 1.Training\n  • 1.1 Checkpointing\n\nTraining\nCheckpointing\nServing\n[2020 FAST] Paper One.\n"
    result = parse_text(text, "list.txt")
    assert result.entries[0].occurrences[0].section == ["Serving"]
    assert result.files[0].warnings == ["line 6: heading 'Serving' is not in the table of contents; taken as top level"]


def test_markdown_headings_make_the_section_path_and_a_title_above_the_contents_is_not_a_section():
    text = "\n".join(
        [
            "# Storage for AI",
            "* [1.Data](#data)",
            "    * [1.1 Formats](#formats)",
            "",
            "## Data",
            "### Formats",
            "[2020 FAST] **Paper One**.",
            "## Models",
            "[2021 FAST] **Paper Two**.",
        ]
    )
    result = parse_text(text, "list.md")
    assert [entry.occurrences[0].section for entry in result.entries] == [["Data", "Formats"], ["Models"]]


def test_a_sentence_in_a_plain_list_is_not_a_heading():
    text = "Data\nThis list is kept by the storage group.\n[2020 FAST] Paper One.\n"
    assert parse_text(text, "list.txt").entries[0].occurrences[0].section == ["Data"]


# ------------------------------------------------------------------------------------------------- links


def test_link_kinds_come_from_the_label_then_the_url():
    entry = only_entry(
        "[2020 FAST] **T**. [[Paper](https://a.org/p)] [[Talk](https://y.org/t)] [[Video](https://v.org/v)] "
        "[[Repo](https://a.org/r)] [[Tool](https://gitlab.com/x/tool)] [[Website](https://a.org/w)]"
    )
    assert [link.kind for link in entry.links] == [
        LinkKind.pdf,
        LinkKind.recording,
        LinkKind.video,
        LinkKind.code,
        LinkKind.code,
        LinkKind.other,
    ]


def entries_of_an_untagged_link(url: str) -> int:
    """How many entries a bullet with no year or venue makes, whose only sign of a paper is its link."""
    result = parse_text(f"# Papers\n\n- [Efficient Placement of Replicas]({url})\n", "list.md")
    return sum(isinstance(record, Entry) for record in result.records)


@pytest.mark.parametrize(
    ("url", "entries"),
    [
        ("https://arxiv.org/abs/2005.14165", 1),  # a paper host
        ("https://export.arxiv.org/abs/2005.14165", 1),  # a host under one
        ("https://papers.nips.cc/paper/1", 1),
        ("https://example.org/redirect?to=arxiv.org", 0),  # "arxiv.org" in a query string is no paper host
        ("https://research.netflix.com/publication/placement", 1),  # "x.com/" inside "netflix.com/" is not x.com
        ("https://x.com/research/publications/placement", 0),  # x.com itself is not a paper host
        ("https://www.youtube.com/watch?v=1", 0),
    ],
)
def test_paper_and_non_paper_hosts_are_compared_as_host_names(url: str, entries: int) -> None:
    assert entries_of_an_untagged_link(url) == entries


@pytest.mark.parametrize(
    ("header", "roles"),
    [
        (["Title", "Paper", "Year"], ["title", "links", "year"]),  # a second title-like column holds the links
        (["Paper", "Title", "Venue"], ["title", "links", "venue"]),  # the first one is the title, whichever word
        (["Year", "Venue", "PDF"], ["year", "venue", "links"]),  # no title column: the roles as read
    ],
)
def test_a_tables_second_title_like_column_is_its_links_column(header: list[str], roles: list[str]) -> None:
    assert column_roles(header) == roles


@pytest.mark.parametrize(
    "line",
    [
        "[arXiv:2005.14165] Language Models are Few-Shot Learners. [PDF]\n",
        "[2005.14165] Language Models are Few-Shot Learners. [PDF]\n",
    ],
)
def test_an_arxiv_id_in_a_tag_is_no_year(line: str) -> None:
    years = [getattr(record, "year", None) for record in parse_text(line, "list.txt").records]
    assert 2005 not in years
    assert parse_tag("arXiv:2005.14165").year is None
    assert parse_tag("arXiv 2005").year == 2005  # a year beside the word arXiv is still one


@pytest.mark.parametrize(
    ("line", "entries"),
    [
        ("- Efficient Placement of Replicas [Paper](https://www.usenix.org/x/p.pdf)", 1),
        ("- Efficient Placement of Replicas [Slides](https://www.usenix.org/x/p.pdf)", 0),  # slides name no paper
        ("- Efficient Placement of Replicas [Code](https://www.usenix.org/x/p.pdf)", 0),
        ("- [Efficient Placement of Replicas](https://lab.example.org/papers/placement)", 1),
        ("- [Efficient Placement of Replicas](https://lab.example.org/papers/)", 0),  # a folder: a lab's list
        ("- [Efficient Placement of Replicas](https://lab.example.org/)", 0),  # a site's home
    ],
)
def test_a_link_names_a_paper_by_its_kind_and_address(line: str, entries: int) -> None:
    result = parse_text(f"# Reading\n\n{line}\n", "list.md")  # a heading that does not say its items are papers
    assert sum(isinstance(record, Entry) for record in result.records) == entries


def test_a_pdf_on_a_code_host_is_no_paper_link_but_one_on_a_host_named_like_it_is():
    assert only_entry("[2020 FAST] **T**. [T](https://github.com/a/b/raw/t.pdf)").links[0].kind == LinkKind.code
    assert only_entry("[2020 FAST] **T**. [T](https://notgithub.com/t.pdf)").links[0].kind == LinkKind.pdf


def test_placeholder_and_artifact_dois_are_not_the_papers_doi():
    assert only_entry("[2020 FAST] **T**. [[PDF](https://doi.org/10.1145/nnnnnnn.nnnnnnn)]").doi is None
    assert only_entry("[2020 FAST] **T**. [[Code](https://doi.org/10.5281/zenodo.123456)]").doi is None


def test_links_naming_two_different_dois_give_none_and_a_warning():
    result = parse_text(
        "[2020 FAST] **T**. [[PDF](https://doi.org/10.1145/1111111)] [[ACM](https://dl.acm.org/doi/10.1145/2222222)]",
        "list.md",
    )
    assert result.entries[0].doi is None
    assert result.files[0].warnings == [
        "line 1: different DOIs in the links: 10.1145/1111111, 10.1145/2222222; none kept"
    ]


def test_a_dblp_record_link_gives_the_entrys_dblp_key():
    entry = only_entry("[2018 OSDI] **T**. [[dblp](https://dblp.org/rec/conf/osdi/XiaoBRSKHPPZZYZ18.html)]")
    assert entry.dblp_key == "conf/osdi/XiaoBRSKHPPZZYZ18"


def test_links_naming_two_different_arxiv_ids_give_none_and_a_warning():
    result = parse_text(
        "[2020 FAST] **T**. [[PDF](https://arxiv.org/abs/2001.01858)] [[PDF](https://arxiv.org/pdf/2107.06925)]",
        "list.md",
    )
    assert result.entries[0].arxiv_id is None
    assert result.files[0].warnings == ["line 1: different arXiv ids in the links: 2001.01858, 2107.06925; none kept"]


def test_a_link_whose_label_names_another_document_gives_way_when_the_links_disagree():
    result = parse_text(
        "* Hermes: A Fast Replication Protocol, ASPLOS 2020 [[acmdl](https://dl.acm.org/doi/abs/10.1145/3373376.3378496),"
        "[arxiv](https://arxiv.org/abs/2001.09804),[thesis](https://arxiv.org/pdf/2112.02405.pdf)]",
        "list.md",
    )
    (entry,) = result.entries
    assert (entry.doi, entry.arxiv_id) == ("10.1145/3373376.3378496", "2001.09804")
    assert result.files[0].warnings == []


@pytest.mark.parametrize(
    "url, doi, arxiv_id",
    [
        ("https://link.springer.com/article/10.1007/s10994-021-05946-3", "10.1007/s10994-021-05946-3", None),
        (
            "https://journals.aps.org/prl/abstract/10.1103/PhysRevLett.116.061102",
            "10.1103/physrevlett.116.061102",
            None,
        ),
        ("https://www.mitpressjournals.org/doi/full/10.1162/COLI_a_00244", "10.1162/coli_a_00244", None),
        ("http://doi.acm.org/10.1145/1376616.1376645", "10.1145/1376616.1376645", None),
        ("https://www.alphaxiv.org/abs/2403.01234", None, "2403.01234"),
        ("https://huggingface.co/papers/2403.01234", None, "2403.01234"),
    ],
)
def test_a_paper_link_on_a_publishers_page_or_an_arxiv_reader_gives_the_id_it_writes(url, doi, arxiv_id):
    entry = only_entry(f"- Online Learning for Statistical Machine Translation. CL 2016. [paper]({url})")
    assert (entry.doi, entry.arxiv_id) == (doi, arxiv_id)


def test_an_arxiv_datacite_doi_gives_the_arxiv_id_not_the_doi():
    entry = only_entry("[2020 arXiv] **T**. [[PDF](https://doi.org/10.48550/arXiv.2001.01858)]")
    assert (entry.doi, entry.arxiv_id) == (None, "2001.01858")


def test_arxiv_ids_lose_their_version():
    assert only_entry("[2020 arXiv] **T**. [[PDF](https://arxiv.org/abs/2001.01858v3)]").arxiv_id == "2001.01858"


def test_merged_links_are_unique_and_a_url_less_link_gives_way_to_one_with_url_of_its_kind_or_label():
    text = (
        "[2021 VLDB] Stalls. [PDF] [DS-Analyzer] [Code] [Poster]\n"
        "[2021 PVLDB] **Stalls**. [[PDF](https://a.org/p.pdf)] [[DS-Analyzer](https://github.com/m/ds)] "
        "[[PDF](https://a.org/p.pdf)]\n"
    )
    (entry,) = parse_text(text, "list.md").entries
    # [PDF] and [Code] give way to links of their kind with a URL, [DS-Analyzer] to the same label with a URL;
    # nothing else names a poster, so [Poster] stays.
    assert [(link.kind, link.label, link.url) for link in entry.links] == [
        (LinkKind.poster, "Poster", None),
        (LinkKind.pdf, "PDF", "https://a.org/p.pdf"),
        (LinkKind.code, "DS-Analyzer", "https://github.com/m/ds"),
    ]


def test_identifier_labels_give_the_doi_and_arxiv_id_as_links_written_with_their_urls_do():
    labelled = only_entry("[2021 SC] Chimera: T. [PDF] [Code] [DOI: 10.1145/3458817.3476145] [arXiv: 2107.06925v2]")
    assert (labelled.doi, labelled.arxiv_id) == ("10.1145/3458817.3476145", "2107.06925")
    assert labelled.occurrences[0].format == "plain"  # a URL the line does not write makes no Markdown
    assert [(link.kind, link.label, link.url) for link in labelled.links] == [
        (LinkKind.pdf, "PDF", None),
        (LinkKind.code, "Code", None),
        (LinkKind.other, "DOI: 10.1145/3458817.3476145", "https://doi.org/10.1145/3458817.3476145"),
        (LinkKind.other, "arXiv: 2107.06925v2", "https://arxiv.org/abs/2107.06925"),
    ]
    written = only_entry(
        "[2021 SC] **Chimera: T**. [[DOI](https://doi.org/10.1145/3458817.3476145)] "
        "[[arXiv](https://arxiv.org/abs/2107.06925)]"
    )
    assert (written.doi, written.arxiv_id) == (labelled.doi, labelled.arxiv_id)
    assert [(link.kind, link.url) for link in written.links] == [(link.kind, link.url) for link in labelled.links[2:]]


def test_identifier_labels_take_any_case_and_optional_spaces():
    entry = only_entry("• [SC '21] Chimera: T [doi:10.1145/3458817.3476145] [ARXIV:   hep-th/9901001]")
    assert (entry.doi, entry.arxiv_id) == ("10.1145/3458817.3476145", "hep-th/9901001")
    assert entry.occurrences[0].format == "bulleted"
    assert only_entry("[2021 SC] Chimera: T. [DOI: 10.48550/arXiv.2107.06925]").arxiv_id == "2107.06925"


def test_an_identifier_label_with_an_invalid_identifier_stays_a_link_without_url_and_names_nothing():
    labels = [
        "DOI: 10.1145/nnnnnnn.nnnnnnn",
        "DOI: 10.5555/3462.1",
        "DOI: https://doi.org/10.1145/3458817.3476145",
        "DOI: 10.1145/3458817.3476145.",
        "arXiv: 2107.069",
        "arXiv: arXiv:2107.06925",
        "arXiv: https://arxiv.org/abs/2107.06925",
        "DOI 10.1145/3458817.3476145",
        "DOI: 10.1145/1 and more",
    ]
    entry = only_entry("[2021 SC] Chimera: T. " + " ".join(f"[{label}]" for label in labels))
    assert (entry.doi, entry.arxiv_id) == (None, None)
    assert [(link.kind, link.label, link.url) for link in entry.links] == [
        (LinkKind.other, label, None) for label in labels
    ]


def test_two_identifier_labels_naming_different_dois_give_none_and_a_warning():
    result = parse_text("[2020 FAST] T. [DOI: 10.1145/1111111] [DOI: 10.1145/2222222]\n", "list.txt")
    assert result.entries[0].doi is None
    assert result.files[0].warnings == [
        "line 1: different DOIs in the links: 10.1145/1111111, 10.1145/2222222; none kept"
    ]


def test_url_less_links_of_kind_other_give_way_only_to_the_same_label_with_a_url():
    text = (
        "[2021 VLDB] Stalls. [Blog] [Website] [DS-Analyzer]\n"
        "[2021 VLDB] **Stalls**. [[DS-Analyzer](https://a.org/ds)] [[DOI](https://doi.org/10.1145/1111111)]\n"
    )
    (entry,) = parse_text(text, "list.md").entries
    assert [(link.label, link.url) for link in entry.links] == [
        ("Blog", None),
        ("Website", None),
        ("DS-Analyzer", "https://a.org/ds"),
        ("DOI", "https://doi.org/10.1145/1111111"),
    ]


# ------------------------------------------------------------------------------------------------ merging


def test_repeats_that_disagree_are_merged_with_the_first_listing_winning_and_a_warning():
    text = "[2020 FAST] Quiver: A Cache.\n[2021 ATC] **Quiver: a cache**.\n"
    result = parse_text(text, "list.md")
    (entry,) = result.entries
    assert (entry.title, entry.year, entry.venue) == ("Quiver: A Cache", 2020, "FAST")
    assert [o.seed_year for o in entry.occurrences] == [2020, 2021]
    assert result.files[0].warnings == ["line 2: same paper as line 1, merged (year 2020 there, venue FAST there)"]


def test_one_title_listed_in_years_too_far_apart_is_two_works_with_a_warning():
    text = "[2015 Nature] Deep Learning.\n[2019 CACM] Deep learning.\n[2016 Nature] **Deep Learning**.\n"
    result = parse_text(text, "list.md")
    first, second = result.entries
    assert ([o.line for o in first.occurrences], [o.line for o in second.occurrences]) == ([1, 3], [2])
    assert (first.id, second.id) == (paper_id("Deep Learning"), paper_id_in_year(paper_id("Deep Learning"), 2019))
    assert result.files[0].warnings == [
        "line 2: same title as line 1, kept apart as another work: 2019 here, 2015 there (more than 2 years apart)",
        "line 3: same paper as line 1, merged (year 2015 there)",
    ]


def test_years_as_far_apart_as_a_preprint_and_its_paper_or_unknown_are_one_work():
    far_as_a_preprint = 2017 + SAME_WORK_YEAR_GAP
    text = f"[2017 arXiv] Pollux.\n[{far_as_a_preprint} OSDI] Pollux.\n[OSDI] **Pollux**.\n[2024 OSDI] Pollux.\n"
    first, later = parse_text(text, "list.md").entries
    assert [o.line for o in first.occurrences] == [1, 2, 3] and [o.line for o in later.occurrences] == [4]


def test_a_second_work_under_one_title_in_another_file_names_that_file():
    result = parse_texts([("a.md", "[1991 CACM] Time, Clocks.\n"), ("b.md", "[2005 PODC] Time, clocks.\n")])
    assert len(result.entries) == 2
    assert result.files[1].warnings == [
        "line 1: same title as a.md line 1, kept apart as another work: 2005 here, 1991 there (more than 2 years apart)"
    ]


def test_windows_line_endings_and_a_byte_order_mark_change_nothing():
    text = "\ufeff# Papers\r\n\r\n• [OSDI '22] Unity: Joint Optimization\r\n"
    (entry,) = parse_text(text.removeprefix("\ufeff"), "list.txt").entries
    assert entry.occurrences[0].raw == "• [OSDI '22] Unity: Joint Optimization"
    assert entry.occurrences[0].line == 3


def test_a_file_without_entries_says_so():
    result = parse_text("just some notes\n", "notes.txt")
    assert result.records == [] and result.files[0].warnings == ["no entry lines found"]
    assert "notes.txt: 0 entry lines, 0 unparsed, 1 warning" in result.summary()


# ------------------------------------------------------------------------------------------ any text at all

_LIST_ALPHABET = st.sampled_from(
    list("[]()*#•-_ '‘’.:\n\tabcXYZ0129") + ["**", "[PDF]", "[2020 FAST] ", "](http://", "\u0301", "é", "\r\n"]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_LIST_ALPHABET, max_size=60).map("".join))
def test_any_text_parses_into_consistent_records(text):
    result = parse_text(text, "any.txt")
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    occurrences = [o for entry in result.entries for o in entry.occurrences]
    assert len(occurrences) == result.files[0].entries
    assert len(result.unparsed) == result.files[0].unparsed
    for occurrence in occurrences:
        assert occurrence.raw == lines[occurrence.line - 1]
        assert occurrence.seed_title and occurrence.seed_title == occurrence.seed_title.strip()
    for record in result.unparsed:
        assert isinstance(record, Unparsed) and record.raw == lines[record.line - 1] and record.reason


def test_a_heading_names_a_venue_only_as_an_acronym_or_with_a_year():
    text = (
        "## Security\n\n- [Some Title About Attacks](https://arxiv.org/abs/2101.00001)\n\n"
        "## OSDI\n\n- [Another Systems Paper Title](https://arxiv.org/abs/2101.00002)\n"
    )
    venues = {entry.title: entry.venue for entry in parse_text(text, "list.md").entries}
    assert venues == {"Some Title About Attacks": None, "Another Systems Paper Title": "OSDI"}


LONG_TITLE = "Scaling " + "Very " * 250 + "Large Models"  # 1,270 characters


def test_a_title_over_the_limit_is_a_note_in_every_format_and_one_at_the_limit_is_an_entry() -> None:
    at_limit = "A" * (MAX_TITLE_CHARS - 1) + "Z"
    lists = [
        ("plain.txt", f"Storage\n[2020 FAST] {LONG_TITLE}. [PDF]\n[2020 FAST] {at_limit}\n"),
        ("bulleted.txt", f"# Storage\n• [FAST '20] {LONG_TITLE}\n"),
        ("markdown.md", f"## Storage\n\n- [2020 FAST] **{LONG_TITLE}** [[PDF](https://example.org/a.pdf)]\n"),
        ("refs.bib", f"@inproceedings{{long20,\n  title = {{{LONG_TITLE}}},\n  year = {{2020}},\n}}\n"),
    ]
    result = parse_texts(lists)
    reason = f"the title is too long ({len(LONG_TITLE):,} characters; at most {MAX_TITLE_CHARS:,} are read as a title)"
    assert [(line.file, line.line, line.reason) for line in result.unparsed] == [
        ("plain.txt", 2, reason),
        ("bulleted.txt", 2, reason),
        ("markdown.md", 3, reason),
        ("refs.bib", 1, reason),
    ]
    assert [entry.title for entry in result.entries] == [at_limit]  # nothing else goes on to the services


@pytest.mark.parametrize(
    ("file", "text"),
    [
        ("list.md", "# Papers\r\r- [2021 FAST] CheckFreq: Frequent, Fine-Grained DNN Checkpointing. [PDF]\n"),
        ("list.txt", "Papers\r\r[2021 FAST] CheckFreq: Frequent, Fine-Grained DNN Checkpointing. [PDF]\n"),
        (
            "list.bib",
            "% papers\r\r@inproceedings{k,\n  title = {CheckFreq: Frequent, Fine-Grained DNN Checkpointing},"
            "\n  booktitle = {FAST}, year = {2021}}\n",
        ),
    ],
)
def test_a_lone_carriage_return_ends_a_line_in_every_format(file: str, text: str) -> None:
    """An old Mac file's "\\r" is a line ending to the list's maintainer and to the fix: the entry is on line 3."""
    (entry,) = parse_text(text, file).entries
    assert entry.occurrences[0].line == 3
    assert entry.occurrences[0].raw.startswith(("- [2021", "[2021", "@inproceedings"))


def test_a_table_of_readings_written_with_shortcodes_is_read_row_by_row():
    """A course page exported to Hugo writes its table of readings with shortcodes on lines of their own: read as
    text, they made the rows one paragraph of prose and its citations were lost with it. Lines of shortcodes alone
    are markup, as lines of HTML tags alone are."""
    text = (
        "{{< tableopen >}}{{< tropen >}}{{< tdopen >}}\n"
        "L11\n"
        "{{< tdclose >}}{{< tdopen >}}\n"
        'Hillier F. M., and G. J. Lieberman. "Queueing Theory." Chapter 15 in _Introduction to Operations '
        "Research._ McGraw-Hill, 1995. Pp. 661-732.\n"
        "{{< tdclose >}}{{< trclose >}}{{< tropen >}}{{< tdopen >}}\n"
        'Webster, F. V. "Traffic Signal Settings." _Road Research Technical Paper No. 39._ 1958. Pp. 1-24.\n'
        "{{< tdclose >}}{{< trclose >}}{{< tableclose >}}\n"
    )
    result = parse_text(text, "readings.md")
    assert [(entry.title, entry.occurrences[0].line) for entry in result.entries] == [
        ("Queueing Theory", 4),
        ("Traffic Signal Settings", 6),
    ]
    assert result.files[0].skipped.get("markup") == 4
