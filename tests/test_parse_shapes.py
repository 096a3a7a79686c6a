"""Shapes of reading lists beyond the seeds' own, and the rule that nothing a list holds is dropped unseen.

Every item, row, heading and paragraph line of a list is an entry, an unparsed record, or skipped for a named
reason (``enrich.parse.items.SKIP_REASONS``) that the parse summary and the report count. The property test at the
end generates lists of paper lines in many shapes among lines that are not papers, and holds that every paper line
is an entry or an unparsed record.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import SeedError, parse_paths, parse_text
from enrich.parse.items import SKIP_REASONS
from tests.parsed import entries, one

# ------------------------------------------------------------------------------------------------ skip reasons


def test_every_line_that_is_no_entry_is_counted_by_its_reason() -> None:
    text = """# Papers on serving

- [Serving](#serving)

[![Awesome](https://awesome.re/badge.svg)](https://awesome.re)

This list collects papers we like. Send a pull request to add one.

```bibtex
@misc{list, title={This list}}
```

> A note quoted from elsewhere.

## Serving

| Title | Venue |
|---|---|
| Orca: A Distributed Serving System for Transformer-Based Models | OSDI 2022 |

- [vLLM](https://github.com/vllm-project/vllm)
- [A course on systems](https://example.edu/courses/cs262/)

## Frameworks

- [Some Framework](https://github.com/x/y): a library
"""
    result = parse_text(text, "list.md")
    assert [entry.title for entry in result.entries] == [
        "Orca: A Distributed Serving System for Transformer-Based Models"
    ]
    assert result.files[0].skipped == {
        "heading": 3,
        "table of contents": 1,
        "badge": 1,
        "prose": 1,
        "code block": 3,
        "block quote": 1,
        "table header": 2,  # the header row and its delimiter row
        "software": 1,
        "course": 1,
        "non-paper section": 1,
    }
    assert set(result.files[0].skipped) <= set(SKIP_REASONS)
    assert "Skipped 15 lines that are not entries: heading 3, code block 3, " in result.summary()


def test_a_line_that_reads_like_a_paper_but_has_no_readable_title_is_kept_unparsed() -> None:
    text = "# Papers\n\n- [OSDI'22]\n- see https://arxiv.org/abs/2106.14405 and OSDI 2022 for the serving design\n"
    result = parse_text(text, "a.md")
    assert result.entries == []
    assert [(record.line, record.reason) for record in result.unparsed] == [
        (3, "a [year venue] tag without a title"),
        (4, "reads like a paper (a link to a paper) but no title could be told apart"),
    ]


# ------------------------------------------------------------------------------------------------ tables


@pytest.mark.parametrize(
    ("header", "cell", "year", "venue"),
    [
        ("Pub.", "SOSP'25", 2025, "SOSP"),
        ("Conf.", "OSDI", None, "OSDI"),
        ("Where", "NeurIPS", None, "NeurIPS"),
        ("Published", "SOSP'23", 2023, "SOSP"),
        ("When", "May. 2024", 2024, None),
        ("Venue/Date", "SIGMOD 2021", 2021, "SIGMOD"),
        ("Status", "Arxiv 25", 2025, "arXiv"),  # a header that names no role: the cell's content decides
    ],
)
def test_table_columns_give_year_and_venue_by_header_and_by_content(
    header: str, cell: str, year: int | None, venue: str | None
) -> None:
    title = "[A Study of Serving Systems at Scale](https://arxiv.org/abs/2401.00001)"
    text = f"| Title | {header} |\n|---|---|\n| {title} | {cell} |\n"
    entry = one(text)
    assert (entry.year, entry.venue_acronym) == (year, venue)


# ------------------------------------------------------------------------------------------------ list items


def test_a_code_link_whose_text_is_a_title_with_its_venue_is_a_paper() -> None:
    text = (
        "## Serving\n\n- code [Shepherd: Serving DNNs in the Wild NSDI'23](https://github.com/abc/shepherd)\n"
        "  - paper: https://www.usenix.org/conference/nsdi23/presentation/zhang-hong\n"
    )
    entry = one(text)
    assert (entry.title, entry.year, entry.venue_acronym) == ("Shepherd: Serving DNNs in the Wild", 2023, "NSDI")
    assert [link.url for link in entry.links] == [
        "https://github.com/abc/shepherd",
        "https://www.usenix.org/conference/nsdi23/presentation/zhang-hong",
    ]


def test_a_bold_system_name_then_a_colon_starts_the_title() -> None:
    entry = one("- **Ray**: A Distributed Framework for Emerging AI Applications\n  - OSDI 2018\n")
    assert (entry.title, entry.year, entry.venue_acronym) == (
        "Ray: A Distributed Framework for Emerging AI Applications",
        2018,
        "OSDI",
    )


@pytest.mark.parametrize(
    ("sub_line", "year", "venue"), [("Middleware 2017", 2017, "Middleware"), ("NeurIPS 2018 workshop", 2018, "NeurIPS")]
)
def test_venue_and_year_on_a_sub_line(sub_line: str, year: int, venue: str) -> None:
    entry = one(f"- Clipper: A Low-Latency Online Prediction Serving System\n  - {sub_line}\n")
    assert (entry.year, entry.venue_acronym) == (year, venue)


def test_plain_titles_are_papers_in_a_section_of_papers_and_not_elsewhere() -> None:
    papers = (
        "## Classics\n\n- [2016 OSDI] TensorFlow: A System for Large-Scale Machine Learning\n"
        "- Attention Is All You Need\n"
    )
    assert [entry.title for entry in entries(papers)] == [
        "TensorFlow: A System for Large-Scale Machine Learning",
        "Attention Is All You Need",
    ]
    alone = parse_text("## Ideas\n\n- Attention Is All You Need\n- Some other nice thing\n", "list.md")
    assert alone.entries == [] and [record.line for record in alone.unparsed] == [3, 4]


def test_a_plain_title_where_nothing_says_papers_is_reported_not_dropped() -> None:
    """A reading list of titles alone, under topic headings that never say "papers": nothing tells its lines from
    other plain lines but their shape, so each is reported unparsed with its line, never dropped."""
    result = parse_text(
        "# Storage\n\n## File systems\n\n- [x] The Kestrel File System\n- [ ] Sparse Logs for Flash Arrays\n",
        "reading.md",
    )
    assert result.entries == []
    assert [(record.line, record.reason) for record in result.unparsed] == [
        (5, "reads like a paper's title, alone in a section that names no papers"),
        (6, "reads like a paper's title, alone in a section that names no papers"),
    ]


@pytest.mark.parametrize(
    "line",
    [
        "data-driven and experimental approaches",  # a note in lower case
        "Comment: Evolves racing tracks with a multiobjective search",  # a note's label
        "Long-term Goals (3-5 years): Scale the simulators up",
        "What questions should we ask about these behaviours?",  # a course's question, in sentence case
        "Ana de la Vega and Bo Wu and Carla Lee.",  # a line of authors' names
    ],
)
def test_plain_lines_that_are_no_titles_stay_skipped_where_nothing_says_papers(line: str) -> None:
    result = parse_text(f"## Week 3\n\n- {line}\n", "syllabus.md")
    assert result.entries == [] and result.unparsed == []


def test_a_title_that_asks_in_title_case_is_reported() -> None:
    result = parse_text("## Week 3\n\n- How Good Are Query Optimizers, Really?\n", "syllabus.md")
    assert [record.line for record in result.unparsed] == [3]


def test_plain_lines_under_a_heading_that_cites_a_work_are_notes_on_it() -> None:
    result = parse_text(
        "### 2. Lee A, Wu B. Field Methods: Beyond the Basics. 4th ed. Boston: Ember Press; 2019.\n\n"
        "- Accessible introduction to its principles\n- Excellent case studies\n",
        "books.md",
    )
    assert result.unparsed == [] and result.entries == []


_FILED_BY_YEAR = "# Reading\n\n## 2019\n\n- Gossip protocols for sensor swarms. *Lee, Ana and Wu, Bo.* SOSP 2019.\n"


def test_plain_titles_in_a_list_filed_by_year_are_papers_in_its_topics_and_its_next_years() -> None:
    """A list filed under year headings gives some papers' details and many papers' titles alone: once a dated
    section lists a paper, its topic sub-sections and the next year's section list papers too, dated by their
    heading."""
    text = (
        f"{_FILED_BY_YEAR}- Tidal maps of shared caches\n\n### Storage\n\n- Lazy compaction for write-heavy stores\n\n"
        "## 2020\n\n- Quorum leases without clocks\n\n### Logs\n\n- Sharded logs for edge devices\n"
    )
    assert {entry.title: entry.year for entry in entries(text)} == {
        "Gossip protocols for sensor swarms": 2019,
        "Tidal maps of shared caches": 2019,
        "Lazy compaction for write-heavy stores": 2019,
        "Quorum leases without clocks": 2020,
        "Sharded logs for edge devices": 2020,
    }


def test_plain_titles_under_a_year_heading_are_no_papers_without_a_paper_in_a_dated_section_before() -> None:
    alone = parse_text("## 2019\n\n- Quorum leases without clocks\n- Sharded logs for edge devices\n", "list.md")
    assert alone.entries == [] and [record.line for record in alone.unparsed] == [3, 4]  # reported, no entries
    undated = parse_text(f"{_FILED_BY_YEAR}\n## Ideas\n\n- Some other nice thing to try\n", "list.md")
    assert [entry.title for entry in undated.entries] == ["Gossip protocols for sensor swarms"]


def test_a_plain_title_in_lower_case_among_papers_is_unparsed() -> None:
    result = parse_text(f"{_FILED_BY_YEAR}- quorum leases without clocks\n", "list.md")
    assert [entry.title for entry in result.entries] == ["Gossip protocols for sensor swarms"]
    assert [(record.line, "lower case" in record.reason) for record in result.unparsed] == [(6, True)]


@pytest.mark.parametrize("label", ["Review:", "Survey:", "精彩的Review:"])
def test_a_label_naming_the_kind_of_reading_is_no_part_of_its_title(label: str) -> None:
    text = f"{_FILED_BY_YEAR}- {label}  Quorum leases: The first decade\n"
    assert [entry.title for entry in entries(text)][1:] == ["Quorum leases: The first decade"]


def test_a_plain_title_over_a_venue_alone_among_papers_takes_the_venue() -> None:
    text = f"{_FILED_BY_YEAR}\n## 2020\n\n- Quorum leases without clocks\n  Journal of Distributed Ledgers\n"
    entry = entries(text)[1]
    assert (entry.title, entry.year, entry.venue) == (
        "Quorum leases without clocks",
        2020,
        "Journal of Distributed Ledgers",
    )


def test_a_topic_bullet_is_a_heading_and_its_sub_items_are_papers() -> None:
    text = "- Simulation code for control problems\n  - [2019 ICML] Learning Latent Dynamics for Planning from Pixels\n"
    result = parse_text(text, "list.md")
    assert [entry.title for entry in result.entries] == ["Learning Latent Dynamics for Planning from Pixels"]
    assert result.files[0].skipped == {"heading": 1}


# ------------------------------------------------------------------------------------------------ citations


@pytest.mark.parametrize(
    ("line", "title", "year", "venue", "authors"),
    [
        (
            "* Michel Galley and Christopher D. Manning. 2008. [A Simple and Effective Hierarchical Phrase "
            "Reordering Model](https://nlp.stanford.edu/pubs/emnlp08-lexorder.pdf). In *Proceedings of EMNLP 2008*.",
            "A Simple and Effective Hierarchical Phrase Reordering Model",
            2008,
            "EMNLP",
            ["Michel Galley", "Christopher D. Manning"],
        ),
        (
            "* John Lafferty, Andrew McCallum, Fernando C.N. Pereira: Conditional Random Fields: Probabilistic "
            "Models for Segmenting and Labeling Sequence Data, ICML 2001.",
            "Conditional Random Fields: Probabilistic Models for Segmenting and Labeling Sequence Data",
            2001,
            "ICML",
            ["John Lafferty", "Andrew McCallum", "Fernando C.N. Pereira"],
        ),
        (
            "* Yoon Kim: Convolutional Neural Networks for Sentence Classification, EMNLP 2014.",
            "Convolutional Neural Networks for Sentence Classification",
            2014,
            "EMNLP",
            ["Yoon Kim"],
        ),
        (
            "1. Holistic Evaluation of Language Models. _Percy Liang et al._ arXiv 2022. "
            "[[paper](https://arxiv.org/abs/2211.09110)]",
            "Holistic Evaluation of Language Models",
            2022,
            "arXiv",
            ["Percy Liang"],
        ),
        (
            "- Dunfield, J., & Krishnaswami, N. K. (2013). Complete and easy bidirectional typechecking for "
            "higher-rank polymorphism. In ICFP 2013 (pp. 429–442).",
            "Complete and easy bidirectional typechecking for higher-rank polymorphism",
            2013,
            "ICFP",
            ["Dunfield, J.", "Krishnaswami, N. K."],
        ),
        (
            "* The Paxos Register, SRDS 2007 [[acmdl](https://dl.acm.org/citation.cfm?id=1308227)]",
            "The Paxos Register",
            2007,
            "SRDS",
            [],
        ),
    ],
)
def test_citations_in_several_styles(line: str, title: str, year: int, venue: str, authors: list[str]) -> None:
    entry = one(line + "\n")
    assert (entry.title, entry.year, entry.venue_acronym) == (title, year, venue)
    assert entry.occurrences[0].seed_authors == authors


def test_a_reference_wrapped_over_lines_with_its_authors_first() -> None:
    text = (
        "1.  Mendel Rosenblum and John K. Ousterhout:\n"
        "    “[The Design and Implementation of a Log-Structured File System](http://example.org/lfs.pdf),”\n"
        "    *ACM Transactions on Computer Systems*, volume 10, number 1, pages 26–52, February 1992.\n"
        "    [doi:10.1145/146941.146943](http://dx.doi.org/10.1145/146941.146943)\n"
    )
    entry = one(text)
    assert entry.title == "The Design and Implementation of a Log-Structured File System"
    assert entry.year == 1992  # not 26 or the page numbers
    assert entry.doi == "10.1145/146941.146943"
    assert entry.occurrences[0].seed_authors == ["Mendel Rosenblum", "John K. Ousterhout"]


def test_books_and_lines_quoted_as_code_are_not_papers() -> None:
    text = (
        "## Reading\n\n- [2019 FAST] A Paper That Is Really a Paper\n"
        "- Alfred V. Aho, Jeffrey D. Ullman. Foundations of Computer Science. Addison-Wesley, 1992.\n"
        "- `[FSE 2023] Update paper links`\n"
    )
    result = parse_text(text, "list.md")
    assert [entry.title for entry in result.entries] == ["A Paper That Is Really a Paper"]
    assert result.files[0].skipped == {"heading": 1, "book": 1, "code block": 1}


# ------------------------------------------------------------------------------------------------ text and BibTeX


def test_a_text_list_of_titles_with_their_address_below_is_read_as_a_document() -> None:
    text = (
        "Classic Systems\n=================\n\n"
        "   A History and Evaluation of System R\n   http://www.cs.berkeley.edu/~brewer/cs262/SystemR-comments.pdf\n\n"
        "   Hong-Tai Chou, David J. DeWitt: An Evaluation of Buffer Management Strategies for Relational Database "
        "Systems. VLDB 1985: 127-141\n   http://www.vldb.org/conf/1985/P127.PDF\n"
    )
    found = entries(text, "reading-list.txt")
    assert [(entry.title, entry.year) for entry in found] == [
        ("A History and Evaluation of System R", None),
        ("An Evaluation of Buffer Management Strategies for Relational Database Systems", 1985),
    ]
    assert found[0].links[0].url.endswith("SystemR-comments.pdf")


@pytest.mark.parametrize(
    "fields",
    [
        "journal={arXiv:2005.14165}",
        "journal={arXiv preprint arXiv:2005.14165}",
        "eprint={2005.14165}",
        "journal={CoRR}, volume={abs/2005.14165}",
        "howpublished={\\url{https://arxiv.org/abs/2005.14165}}",
    ],
)
def test_bibtex_arxiv_ids_however_a_tool_writes_them(fields: str) -> None:
    title = "title={Language Models are Few-Shot Learners}, author={Brown, Tom}"
    text = f"@article{{brown2020, {title}, {fields}, year={{2020}}}}\n"
    assert one(text, "refs.bib").arxiv_id == "2005.14165"


def test_an_eprint_of_another_archive_is_no_arxiv_id() -> None:
    text = (
        "@article{a, title={A PubMed Thing}, eprint={12345678}, eprinttype={pubmed}, journal={Nature}, year={2021}}\n"
    )
    assert one(text, "refs.bib").arxiv_id is None


# ------------------------------------------------------------------------------------------------ files


def test_files_that_are_not_lists_are_named_and_a_named_one_is_refused(tmp_path: Path) -> None:
    (tmp_path / "list.md").write_text("- [2016 OSDI] TensorFlow: A System for Large-Scale Machine Learning\n")
    (tmp_path / "notes.docx").write_bytes(b"PK\x03\x04")
    (tmp_path / ".gitkeep").write_text("")
    summary = parse_paths([tmp_path]).summary()
    assert "Skipped 1 file that is not a reading list (" in summary and "notes.docx): enrich reads .md" in summary
    assert ".gitkeep" not in summary
    with pytest.raises(SeedError, match=r"is not a reading list \(\.docx\): enrich reads \.md, .* and \.bib"):
        parse_paths([tmp_path / "notes.docx"])


def test_restructuredtext_and_org_lists_are_read_as_text(tmp_path: Path) -> None:
    (tmp_path / "refs.rst").write_text(
        "References\n==========\n\n"
        "1. Abadi, M. et al. TensorFlow: A System for Large-Scale Machine Learning. OSDI (2016).\n"
    )
    (tmp_path / "notes.org").write_text("* Papers\n- Attention Is All You Need (NeurIPS 2017)\n")
    result = parse_paths([tmp_path])
    assert {entry.title for entry in result.entries} == {
        "TensorFlow: A System for Large-Scale Machine Learning",
        "Attention Is All You Need",
    }
    assert "not a reading list" not in result.summary()


# ------------------------------------------------------------------------------------------------ the property

_WORDS = ["Scalable", "Learned", "Index", "Serving", "Graph", "Memory", "Consensus", "Queries", "Robust", "Vision"]
_TITLES = st.lists(st.sampled_from(_WORDS), min_size=4, max_size=8, unique=True).map(" ".join)
_VENUES = st.sampled_from(["OSDI", "SOSP", "NeurIPS", "ICML", "VLDB", "SIGMOD", "CVPR", "ACL"])
_YEARS = st.integers(min_value=1995, max_value=2025)


@st.composite
def paper_line(draw: st.DrawFn) -> str:
    """One paper line in one of the shapes lists write (tag, linked title, citation, table-less bullet...)."""
    title, venue, year = draw(_TITLES), draw(_VENUES), draw(_YEARS)
    shapes = [
        f"- [{year} {venue}] {title}",
        f"- [{venue}'{year % 100:02d}] [{title}](https://arxiv.org/abs/2401.{draw(st.integers(10000, 99999))})",
        f"- **{title}** {venue} {year}",
        f"* {title}, {venue} {year} [[pdf](https://example.org/{year}.pdf)]",
        f"1. A. Smith, B. Lee. {title}. {venue} {year}.",
        f"- [{title}](https://dl.acm.org/doi/10.1145/{year}.{draw(st.integers(1000, 9999))}) ({year})",
    ]
    return draw(st.sampled_from(shapes))


_NOISE = st.sampled_from(
    [
        "## Section",
        "Some words about the list, written as a sentence.",
        "- [Back to top](#top)",
        "[![badge](https://img.shields.io/badge/x-y-blue)](https://example.org)",
        "> quoted",
    ]
)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.booleans(), paper_line(), _NOISE), min_size=1, max_size=12))
def test_no_paper_line_is_dropped_unseen(lines: list[tuple[bool, str, str]]) -> None:
    text_lines: list[str] = ["# Papers", ""]
    paper_numbers = []
    for is_paper, paper, noise in lines:
        if is_paper:
            paper_numbers.append(len(text_lines) + 1)
            text_lines += [paper, ""]
        else:
            text_lines += [noise, ""]
    result = parse_text("\n".join(text_lines) + "\n", "list.md")
    seen = {occurrence.line for entry in result.entries for occurrence in entry.occurrences}
    seen |= {record.line for record in result.unparsed}
    assert [number for number in paper_numbers if number not in seen] == []


# ------------------------------------------------------------------------------------------------ keys before or after


@pytest.mark.parametrize(
    ("line", "title", "year", "authors"),
    [
        pytest.param(
            "* 2004 Lamport/Massa: Cheap Paxos for Small Clusters <https://example.org/cheap.pdf>",
            "Cheap Paxos for Small Clusters",
            2004,
            ["Lamport", "Massa"],
            id="a year-author key: a bare year, surnames, a colon",
        ),
        pytest.param(
            "* 1996: Ousterhout et al: Scripting Languages for the Next Decade <https://example.org/tcl.pdf>",
            "Scripting Languages for the Next Decade",
            1996,
            ["Ousterhout"],
            id="a year-author key with colons and et al",
        ),
        pytest.param(
            "* 2011 Fast Consensus over Lossy Wireless Links <https://example.org/fast.pdf>",
            "Fast Consensus over Lossy Wireless Links",
            2011,
            [],
            id="a bare leading year before a capital is the year, not the title's first word",
        ),
        pytest.param(
            "* 2019 Quiver: Bounded Model Checking for Stream Programs ([Quiver](https://github.com/lee/quiver))",
            "Quiver: Bounded Model Checking for Stream Programs",
            2019,
            [],
            id="a system's name that a link on the line names is the title's first word, no author",
        ),
        pytest.param(
            "* 2021 PLUMBR: Leak Detection for Managed Runtimes",
            "PLUMBR: Leak Detection for Managed Runtimes",
            2021,
            [],
            id="a system's name in capitals no surname writes is the title's first word",
        ),
        pytest.param(
            "* 2016 KVault: Replay Debugging for Actor Programs",
            "KVault: Replay Debugging for Actor Programs",
            2016,
            [],
            id="a system's name with a run of two capitals",
        ),
        pytest.param(
            "* 1998 DiMarco: Wait-Free Queues in Shared Memory",
            "Wait-Free Queues in Shared Memory",
            1998,
            ["DiMarco"],
            id="a surname with one capital inside it is still an author",
        ),
    ],
)
def test_a_year_sorted_list_files_papers_under_year_and_authors(
    line: str, title: str, year: int, authors: list[str]
) -> None:
    entry = one(f"# Papers\n\n{line}\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (title, year, authors)


def test_a_bare_year_and_a_system_name_keep_the_name_in_the_title_without_a_colon_key() -> None:
    """The key's names count only right after the year: a system's name elsewhere stays the title's."""
    entry = one(
        "# Papers\n\n* [2018] Ray: A Distributed Framework for Emerging AI Applications <https://a.org/r.pdf>\n"
    )
    assert entry.title == "Ray: A Distributed Framework for Emerging AI Applications"


@pytest.mark.parametrize(
    ("line", "title", "authors", "year"),
    [
        pytest.param(
            "* The Anatomy of a Search Engine. [Brin, Page (1998)](https://example.org/anatomy.pdf).",
            "The Anatomy of a Search Engine",
            ["Brin", "Page"],
            1998,
            id="surnames and year as the link's text after the title",
        ),
        pytest.param(
            "1. **Notes on Structured Concurrency. [Smith et al (2019)](https://example.org/sc.pdf)**",
            "Notes on Structured Concurrency",
            ["Smith"],
            2019,
            id="the same inside bold, et al dropped",
        ),
        pytest.param(
            "- Reflections on Trust. [Thompson (1984)](https://example.org/trust.pdf).",
            "Reflections on Trust",
            ["Thompson"],
            1984,
            id="a short title is still the text before the key",
        ),
    ],
)
def test_an_author_date_link_after_the_title_names_its_authors_and_year(
    line: str, title: str, authors: list[str], year: int
) -> None:
    entry = one(f"# Classics\n\n{line}\n")
    assert (entry.title, entry.occurrences[0].seed_authors, entry.year) == (title, authors, year)


@pytest.mark.parametrize(
    ("line", "title", "year", "venue", "authors"),
    [
        pytest.param(
            "1. [Moreau and Silva (2016 JFE) Momentum in bond returns](notes/bonds.html)",
            "Momentum in bond returns",
            2016,
            "JFE",
            ["Moreau", "Silva"],
            id="authors, year and a journal's acronym in parentheses, inside a link to notes",
        ),
        pytest.param(
            "2. Berg, Tanaka, and Okafor (2021). Liquidity and the cross-section of returns.",
            "Liquidity and the cross-section of returns",
            2021,
            None,
            ["Berg", "Tanaka", "Okafor"],
            id="a year alone, then a full stop",
        ),
    ],
)
def test_an_author_year_key_before_the_title(
    line: str, title: str, year: int, venue: str | None, authors: list[str]
) -> None:
    entry = one(f"# Asset pricing\n\n{line}\n")
    assert (entry.title, entry.year, entry.venue_acronym, entry.occurrences[0].seed_authors) == (
        title,
        year,
        venue,
        authors,
    )


def test_a_title_with_its_year_in_parentheses_and_a_full_stop_is_a_paper_alone_in_its_section() -> None:
    entry = one("## Distributed Systems\n\n* The Design of a Replicated Name Service (1985).\n")
    assert (entry.title, entry.year) == ("The Design of a Replicated Name Service", 1985)


def test_a_journal_article_page_addressed_as_a_folder_is_a_paper_link() -> None:
    """``/articles/<volume>/<page>/<year>/``: a journal's article page, though its address ends like a folder."""
    line = "- [Snowmelt runoff forecasting with recurrent networks](https://journal.example.org/articles/24/512/2020/)"
    entry = one(f"## Hydrology\n\n{line}\n")
    assert entry.title == "Snowmelt runoff forecasting with recurrent networks"


def test_a_folder_of_papers_is_no_paper_link() -> None:
    found = entries("## Hydrology\n\n- [Recent papers of our group](https://lab.example.org/papers/)\n")
    assert found == []


_TITLES_ONLY = [
    "* The Design of a Log-Structured File System (1992).",
    "* Scale and Performance in a Distributed File System (1988).",
    "* A Fast File System for UNIX (1984).",
]


def test_words_before_a_colon_open_the_title_in_a_list_that_names_no_authors() -> None:
    """ "Soft Widgets: A Study ..." reads like a person before a title; the list, naming no authors, says it is not."""
    lines = [*_TITLES_ONLY, "* Soft Widgets: A Solution to the Update Problem in File Systems (2000)."]
    found = {entry.title: entry.occurrences[0].seed_authors for entry in entries("\n".join(lines) + "\n")}
    assert found["Soft Widgets: A Solution to the Update Problem in File Systems"] == []


@pytest.mark.parametrize(
    "others",
    [
        pytest.param(
            [
                "* Bo Lee and Cy Wu. Scale and Performance in a Distributed File System. SOSP 1988.",
                "* Di Ng and Ed Ma. A Fast File System for UNIX. TOCS 1984.",
            ],
            id="a list that names authors",
        ),
        pytest.param(
            [
                "* Bo Lee: Scale and Performance in a Distributed File System (1988).",
                "* Di Ng: A Fast File System for UNIX (1984).",
            ],
            id="a list that names each paper's author before a colon",
        ),
    ],
)
def test_a_name_before_a_colon_stays_the_author_where_the_list_names_authors(others: list[str]) -> None:
    lines = ["* Ana Ruiz: The Design of a Log-Structured File System (1992).", *others]
    found = {entry.title: entry.occurrences[0].seed_authors for entry in entries("\n".join(lines) + "\n")}
    assert found["The Design of a Log-Structured File System"] == ["Ana Ruiz"]


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        ("- Okafor et al., **Sparse Probes for Certified Robustness of Image Models**, ICLR 2019.", ["Okafor"]),
        (
            "- Brandt and Mierau, **Sparse Probes for Certified Robustness of Image Models**, 2018.",
            ["Brandt", "Mierau"],
        ),
        (
            "- :+1: &nbsp; Okafor & Lind, **Sparse Probes for Certified Robustness of Image Models**, 2018.",
            ["Okafor", "Lind"],
        ),
    ],
)
def test_a_surname_key_set_off_by_a_comma_before_a_bold_title_names_its_authors(line: str, authors: list[str]) -> None:
    entry = one(f"# Papers\n\n{line}\n")
    assert (entry.title, entry.occurrences[0].seed_authors, entry.occurrences[0].system_name) == (
        "Sparse Probes for Certified Robustness of Image Models",
        authors,
        None,
    )


def test_a_name_before_a_bold_title_with_a_colon_stays_a_systems_name() -> None:
    entry = one("# Papers\n\n- Deep Probe: **Sparse Probes for Certified Robustness of Image Models**, 2018.\n")
    assert (entry.occurrences[0].seed_authors, entry.occurrences[0].system_name) == ([], "Deep Probe")


_CODE_QUOTED = [
    "`[Okafor_Lind](1990) Consumer Evaluations of Moth Counts`",
    "`[Adams_Wu](1976) Commodity Bundling and the Burden of Monopoly`",
    "`[Ainslie](1975) Specious Reward and Its Cost`",
    "`[Moss](1981) Brand Extensions in Small Markets`",
    "`[Lee_Ng](1987) Dimensions of Consumer Expertise`",
]


def test_a_list_that_quotes_every_item_as_code_is_read_as_its_text() -> None:
    """A few lists set every entry in backticks: what a reader sees is the text, its brackets characters, no link."""
    found = entries("## Papers\n\n" + "".join(f"* {item}\n\n" for item in _CODE_QUOTED))
    assert [(entry.title, entry.year) for entry in found][:2] == [
        ("Consumer Evaluations of Moth Counts", 1990),
        ("Commodity Bundling and the Burden of Monopoly", 1976),
    ]
    assert len(found) == len(_CODE_QUOTED)


def test_a_few_items_quoted_as_code_among_others_stay_code() -> None:
    """A commit message's form or a command quoted among a list's entries is code, no entry."""
    papers = "".join(
        f"- [Counting Moths, Part {n}](https://arxiv.org/abs/2101.0000{n}) (ICML 2021)\n" for n in range(6)
    )
    quoted = "".join(f"- {item}\n" for item in _CODE_QUOTED[:4])
    found = entries(f"## Papers\n\n{papers}\n## Commit messages\n\n{quoted}")
    assert len(found) == 6


def test_papers_set_in_admonitions_are_items_of_their_bodies() -> None:
    """MkDocs publication pages set each paper in an admonition: its opener's kind and title are a label, its
    indented body the paper's title, authors and venue line."""
    text = (
        "### 2025\n"
        '!!! publication "Article"\n'
        "    **Sparse Kernels for Protein Folding**  \n"
        "    Ana Okafor, **Bo Lind**  \n"
        "    *Virus Research* (2025)  \n"
        "    [DOI](https://doi.org/10.1016/j.virusres.2025.199544)\n"
        '??? warning "preprint"\n'
        "    **Dense Kernels for Protein Unfolding**  \n"
        "    Bo Lind  \n"
    )
    found = entries(text)
    assert [(entry.title, entry.occurrences[0].line) for entry in found] == [
        ("Sparse Kernels for Protein Folding", 2),
        ("Dense Kernels for Protein Unfolding", 7),
    ]
    assert (found[0].venue, found[0].year) == ("Virus Research", 2025)
