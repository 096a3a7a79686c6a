"""Papers written inside the containers Markdown offers besides lists and tables: block quotes, indented text that
Markdown reads as code, fences without a language. Each is read as the list's other lines are, never dropped."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import parse_text
from tests.parsed import entries, one


def test_a_list_inside_a_block_quote_is_read() -> None:
    text = "# Serving\n\n> - [OSDI'22] Orca: A Distributed Serving System for Transformer Models\n> - a quoted remark\n"
    result = parse_text(text, "list.md")
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Orca: A Distributed Serving System for Transformer Models", 2022)
    ]


def test_a_quoted_note_without_a_paper_is_skipped_as_a_block_quote() -> None:
    result = parse_text("# Papers\n\n> **Note**\n>\n> This list is kept by hand.\n", "list.md")
    assert result.entries == [] and result.unparsed == []
    assert result.files[0].skipped == {"heading": 1, "block quote": 3}  # source lines


def test_references_indented_as_code_are_read() -> None:
    text = (
        "# References\n\nThe papers we cite.\n\n"
        "    Smith, J. and Lee, K. (2019). Learning to index data at scale. Journal of Systems, 12(3), 1-10.\n"
    )
    assert [(entry.title, entry.year) for entry in entries(text)] == [("Learning to index data at scale", 2019)]


def test_a_fence_without_a_language_is_read_and_a_bibtex_fence_is_code() -> None:
    text = (
        "# References\n\n```\nWang, L. (2020). Robust graph queries in practice. VLDB Journal, 29, 55-70.\n```\n\n"
        "```bibtex\n@article{list, title={Robust graph queries in practice. VLDB Journal 2020}}\n```\n"
    )
    result = parse_text(text, "list.md")
    assert [(entry.title, entry.occurrences[0].line) for entry in result.entries] == [
        ("Robust graph queries in practice", 4)
    ]
    assert result.files[0].skipped == {"heading": 1, "code block": 3, "markup": 1}  # the read fence's closing fence


def test_paragraph_lines_that_are_papers_like_the_first_are_entries_of_their_own() -> None:
    text = (
        "# Papers\n\n"
        "Learned Index Structures for Sorted Data (SIGMOD 2018)\n"
        "Robust Graph Queries over Dynamic Networks (VLDB 2020)\n"
        "Kaiming He, Xiangyu Zhang, Shaoqing Ren\n"
    )
    assert [(entry.title, entry.year, entry.occurrences[0].line) for entry in entries(text)] == [
        ("Learned Index Structures for Sorted Data", 2018, 3),
        ("Robust Graph Queries over Dynamic Networks", 2020, 4),
    ]


def test_a_lazily_continued_item_and_br_lines_hold_a_paper_each() -> None:
    lazy = "# Papers\n\n- Learned Index Structures for Sorted Data. SIGMOD 2018.\nRobust Graph Queries. VLDB 2020.\n"
    broken = "# Papers\n\nLearned Index Structures, SIGMOD 2018<br>\nRobust Graph Queries at Scale, VLDB 2020<br>\n"
    for text in (lazy, broken):
        assert [entry.occurrences[0].line for entry in entries(text)] == [3, 4]


def test_a_title_with_its_year_alone_as_a_paragraph_is_kept_unparsed() -> None:
    result = parse_text("# Notes\n\nLearned Index Structures for Sorted Data (2018)\n", "list.md")
    assert result.entries == []
    assert [(record.line, record.reason) for record in result.unparsed] == [
        (3, "reads like a paper (2018) but no rule read its shape")
    ]


def test_restructuredtext_marks_are_read_as_markdown_ones() -> None:
    text = (
        "References\n~~~~~~~~~~\n\n"
        "* `Learned Index Structures for Sorted Data <https://arxiv.org/abs/1712.01208>`_\n"
        ".. [Lee2019] Lee, J. and Kim, S. (2019). Robust graph queries in practice. VLDB Journal, 29, 55-70.\n\n"
        "#. Wang, L. (2020). Memory for serving at scale. Journal of Systems, 12(3), 1-10.\n"
    )
    result = parse_text(text, "refs.rst")
    assert [(entry.title, entry.occurrences[0].line) for entry in result.entries] == [
        ("Learned Index Structures for Sorted Data", 4),
        ("Robust graph queries in practice", 5),
        ("Memory for serving at scale", 7),
    ]
    assert result.entries[0].arxiv_id == "1712.01208"
    assert result.entries[1].occurrences[0].raw.startswith(".. [Lee2019]")  # the file's own line


def test_org_headings_and_links_are_read_as_markdown_ones() -> None:
    text = "* Papers\n- [[https://arxiv.org/abs/1712.01208][Learned Index Structures for Sorted Data]] (2018)\n"
    result = parse_text(text, "notes.org")
    assert [(entry.title, entry.year, entry.occurrences[0].section) for entry in result.entries] == [
        ("Learned Index Structures for Sorted Data", 2018, ["Papers"])
    ]


def test_an_org_reading_log_of_task_headings_gives_one_entry_per_heading() -> None:
    # One task per paper: the heading titles it (keyword, priority and tags are Org's), an org-ref citation under
    # it gives the year, the planning line and logbook of a finished task say only when it was read.
    text = (
        "* TODO Learned Caches for Sparse Graph Queries\n"
        "[[cite:lee-2019-learn-cache][Lee et al. 2019: Learned Caches Sparse]]\n"
        "* DONE [#A] Robust Sketches for Streaming Joins   :db:\n"
        "  CLOSED: [2020-03-02 Mon 10:15]\n"
        "  :LOGBOOK:\n"
        '  - State "DONE"       from "TODO"       [2020-03-02 Mon 10:15]\n'
        "  CLOCK: [2020-03-02 Mon 09:40]--[2020-03-02 Mon 10:15] =>  0:35\n"
        "  :END:\n"
        "[[cite:wu-2018-robus-sketc][Wu & Ng 2018: Robust Sketches Streaming]]\n"
        "* CANCELLED A Theory of Approximate Query Rewriting for Federated Stores\n"
        "[[cite:kim-2017-theor-approx]]\n"
    )
    result = parse_text(text, "papers.org")
    assert [(entry.title, entry.year, entry.occurrences[0].line) for entry in result.entries] == [
        ("Learned Caches for Sparse Graph Queries", 2019, 1),
        ("Robust Sketches for Streaming Joins", 2018, 3),
        ("A Theory of Approximate Query Rewriting for Federated Stores", None, 10),
    ]
    assert result.unparsed == [] and all(not entry.links for entry in result.entries)


def test_an_org_task_heading_over_a_list_stays_its_section() -> None:
    text = "* TODO Read these\n- [[https://arxiv.org/abs/1712.01208][Learned Index Structures for Sorted Data]] 2018\n"
    result = parse_text(text, "notes.org")
    assert [(entry.title, entry.occurrences[0].section) for entry in result.entries] == [
        ("Learned Index Structures for Sorted Data", ["TODO Read these"])
    ]


@pytest.mark.parametrize(
    "line",
    [
        # AGU: the year in parentheses, then a comma; the title ends before the venue with its volume
        "Lee, J., K. Kim, and M. Ng (2019), Cloud feedbacks in a warming climate, J. Clim., 32, 1-20.",
        # AMS: the year and a colon after the names
        "Lee, J., K. Kim, and M. Ng, 2019: Cloud feedbacks in a warming climate. J. Clim., 32, 1-20.",
        # Springer: the year in parentheses, then the title
        "Lee J, Kim K, Ng M (2019) Cloud feedbacks in a warming climate. J Clim 32:1-20",
        # Copernicus: a colon after the last initial, the year last
        "Lee, J., Kim, K., and Ng, M.: Cloud feedbacks in a warming climate, J. Clim., 32, 1-20, 2019.",
    ],
)
def test_author_date_citations_that_set_the_names_off_by_year_or_colon(line: str) -> None:
    entry = one(f"# References\n\n- {line}\n")
    assert (entry.title, entry.year) == ("Cloud feedbacks in a warming climate", 2019)
    assert len(entry.occurrences[0].seed_authors) == 3


def test_a_citation_no_rule_reads_is_kept_unparsed_and_a_book_is_skipped() -> None:
    text = (
        "# References\n\n- Lee, J., and K. Kim, 2019, 12-15.\n\n"
        "- Ng, Mei. 2008. *Cloud Atlas of the Tropics*. Chicago: University of Chicago Press.\n"
    )
    result = parse_text(text, "list.md")
    assert result.entries == []
    assert [(record.line, record.reason) for record in result.unparsed] == [
        (3, "reads like a paper (a citation's authors and year) but no title could be told apart")
    ]
    assert result.files[0].skipped == {"heading": 1, "book": 1}


def test_plain_titles_under_a_heading_that_names_papers_are_papers() -> None:
    text = "# Reading\n\n## Selected Papers\n\n- Learned Index Structures for Sorted Data\n- More soon\n"
    assert [entry.title for entry in entries(text)] == ["Learned Index Structures for Sorted Data"]
    assert entries(text.replace("Selected Papers", "Selected Tricks")) == []


def test_items_under_a_heading_naming_blog_posts_and_more_are_no_papers() -> None:
    text = (
        "## Papers\n\n1. Lee A. [Counting moths at dusk.](https://example.org/a.pdf) Moth Rev. 2014;3:1-9.\n\n"
        "## Blog posts, etc.\n\n1. Ana Lee, [When is a chart a call to action?](https://ana.example.org/2016/10/chart/)\n"
    )
    assert [entry.title for entry in entries(text)] == ["Counting moths at dusk"]


def test_a_ragged_table_row_with_only_a_title_is_a_paper_among_papers() -> None:
    text = (
        "# Papers\n\n| Title | Venue |\n|---|---|\n| Learned Index Structures for Sorted Data | SIGMOD 2018 |\n"
        "| Robust Graph Queries over Dynamic Networks |\n"
    )
    assert [(entry.title, entry.occurrences[0].line) for entry in entries(text)] == [
        ("Learned Index Structures for Sorted Data", 5),
        ("Robust Graph Queries over Dynamic Networks", 6),
    ]


def test_a_citation_among_the_tagged_lines_of_a_text_list_is_an_entry() -> None:
    text = (
        "Storage\n\n[2020 FAST] Quiver: An Informed Storage Cache for Deep Learning. [PDF]\n"
        "[2019 OSDI] Learned Index Structures for Sorted Data. [PDF]\n"
        "Lee, J., and K. Kim (2019), Robust graph queries at scale, J. Syst., 12, 1-10.\n"
    )
    result = parse_text(text, "list.txt")
    assert [(entry.title, entry.occurrences[0].line) for entry in result.entries] == [
        ("Quiver: An Informed Storage Cache for Deep Learning", 3),
        ("Learned Index Structures for Sorted Data", 4),
        ("Robust graph queries at scale", 5),
    ]
    assert "prose" not in result.files[0].skipped


def test_lines_under_a_label_line_are_read_each_and_kept_on_their_own_line() -> None:
    text = "# Notes\n\nPapers we read this term:<br>\nLearned Index Structures for Sorted Data (2018)<br>\n"
    result = parse_text(text, "list.md")
    assert [(record.line, record.reason) for record in result.unparsed] == [
        (4, "reads like a paper (2018) but no rule read its shape")
    ]


def test_a_table_cell_gives_the_year_and_venue_written_after_its_title() -> None:
    text = "# Notes\n\n| Paper | Note |\n|---|---|\n| **Learned Index Structures** SIGMOD 2018 | read it |\n"
    assert [(entry.title, entry.year, entry.venue) for entry in entries(text)] == [
        ("Learned Index Structures", 2018, "SIGMOD")
    ]


def test_a_text_lists_bare_line_that_opens_a_citation_is_no_heading() -> None:
    text = (
        "Storage\n\n[2020 FAST] Quiver: An Informed Storage Cache for Deep Learning. [PDF]\n"
        "Lee, J., K. Kim, and M. Ng, 2019: Robust graph queries at scale\n"
    )
    assert [(entry.title, entry.year) for entry in entries(text, "list.txt")][1:] == [
        ("Robust graph queries at scale", 2019)
    ]


# ------------------------------------------------------------------------------------------------ the property

_WORDS = ["Scalable", "Learned", "Index", "Serving", "Graph", "Memory", "Consensus", "Queries", "Robust", "Vision"]
_TITLES = st.lists(st.sampled_from(_WORDS), min_size=4, max_size=7, unique=True).map(" ".join)
_VENUES = st.sampled_from(["OSDI", "SOSP", "NeurIPS", "ICML", "VLDB", "SIGMOD", "CVPR", "ACL"])
_YEARS = st.integers(min_value=1995, max_value=2025)
_SHAPES = (
    "[{year} {venue}] {title}",
    "[{title}](https://arxiv.org/abs/2401.{number})",
    "**{title}** {venue} {year}",
    "{title}, {venue} {year}",
    "{title} ({year})",  # a year alone: a paper only by the accounting of every line
    "Lee, J. and Kim, K. ({year}). {title}. Journal of Systems, 12(3), 1-10.",
    "Lee, J., and K. Kim ({year}), {title}, J. Syst., 12, 1-10.",
)
_CONTAINERS = (
    "{line}",
    "- {line}",
    "{number}. {line}",
    "> {line}",
    "> - {line}",
    "    {line}",
    "```\n{line}\n```",
    "<ul>\n<li>{line}</li>\n</ul>",
    "<details><summary>More</summary>\n\n- {line}\n\n</details>",
    "- Topic\n  - {line}",
    "| Paper | Note |\n|---|---|\n| {line} | read |",
    "Papers we read this term:<br>\n{line}<br>",
)


@st.composite
def _paper_in_a_container(draw: st.DrawFn) -> tuple[str, int]:
    """(the Markdown of one paper line in one container, the offset of the paper's line in it)."""
    line = draw(st.sampled_from(_SHAPES)).format(
        title=draw(_TITLES), venue=draw(_VENUES), year=draw(_YEARS), number=draw(st.integers(10000, 99999))
    )
    written = draw(st.sampled_from(_CONTAINERS)).format(line=line, number=draw(st.integers(1, 99)))
    offset = next(index for index, text in enumerate(written.split("\n")) if line in text)
    return written, offset


@settings(max_examples=150, deadline=None)
@given(st.lists(_paper_in_a_container(), min_size=1, max_size=8))
def test_every_paper_line_in_any_container_is_an_entry_or_unparsed(papers: list[tuple[str, int]]) -> None:
    lines: list[str] = []
    paper_lines = []
    for number, (written, offset) in enumerate(papers, 1):
        lines += [f"## Part {number}", ""]  # each in a section of its own, so no container runs into the next
        paper_lines.append(len(lines) + offset + 1)
        lines += [*written.split("\n"), ""]
    result = parse_text("\n".join(lines), "list.md")
    seen = {occurrence.line for entry in result.entries for occurrence in entry.occurrences}
    seen |= {record.line for record in result.unparsed}
    assert [number for number in paper_lines if number not in seen] == []
