"""Reference lists that mix citation styles under their bullets, and keyed citations whose linked title wraps.

Each test names a family of shapes (a doubled marker, a title ending in its question inside quotes, a web page's
title pasted with its platform's name, surnames alone, a citation's tail wrapped over lines, a book cited by its
DOI or its publisher) in short lines written for the test.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.ids import doi_from_url, is_book_doi, normalize_doi
from enrich.parse import parse_text
from tests.parsed import entries, one

# ------------------------------------------------------------------------------------------------ bullets


@pytest.mark.parametrize("markers", ["- +", "* *", "+ -", "1. -"])
def test_a_doubled_marker_holds_the_entry_of_its_inner_item(markers: str) -> None:
    entry = one(
        f"# Papers\n\n{markers} Lee, A., & Wu, B. (2020). Sparse Routing in Mixture Models. "
        "*Neural Computation*, 32(4), 1-20.\n"
    )
    assert (entry.title, entry.year) == ("Sparse Routing in Mixture Models", 2020)


def test_a_one_word_title_before_a_journal_cited_with_its_pages_alone() -> None:
    entry = one("- PARK, J., & LEE, S. K. (2023). Moderates. *Journal of Political Studies*, 1--24.\n")
    assert (entry.title, entry.venue, entry.occurrences[0].seed_authors) == (
        "Moderates",
        "Journal of Political Studies",
        ["PARK, J.", "LEE, S. K."],
    )


def test_a_journal_article_in_a_section_of_books_is_an_entry() -> None:
    text = (
        "## Books\n\n"
        "+ Lee, Ann. 2019. *A Long History of Voting*. Harbor University Press.\n"
        "+ Kim, Dae J., and Ann Lee. 2018. “Do local papers shape views of the economy?” Civic Studies 4(2): 1-19.\n"
    )
    assert [entry.title for entry in entries(text)] == ["Do local papers shape views of the economy?"]


def test_a_book_in_a_section_of_books_stays_no_entry() -> None:
    assert entries("## Books\n\n+ Lee, Ann. 2019. *A Long History of Voting*. Harbor University Press.\n") == []


# ------------------------------------------------------------------------------------------------ titles


@pytest.mark.parametrize(
    "suffix",
    [
        " | SpringerLink",
        " - ScienceDirect",
        " | Nature",
        " | IEEE Journals & Magazine | IEEE Xplore",
        " – Wiley Online Library",
    ],
)
def test_a_pasted_page_title_loses_its_platforms_name(suffix: str) -> None:
    entry = one(f"- [Coastal Erosion under Rising Seas{suffix}](https://example.org/article/1)\n")
    assert entry.title == "Coastal Erosion under Rising Seas"


def test_a_platform_word_inside_a_title_stays() -> None:
    entry = one("- [Nature - Inspired Optimisation for Scheduling](https://example.org/article/2)\n")
    assert entry.title == "Nature - Inspired Optimisation for Scheduling"


def test_a_title_goes_on_after_its_question_to_a_quoted_word_with_the_stop_inside() -> None:
    line = '- Ruiz, M. (2001). Can Cities Govern Themselves? A Qualified "No." Urban Affairs Review, 12(3), 100-120.\n'
    entry = one(line)
    assert (entry.title, entry.venue) == ('Can Cities Govern Themselves? A Qualified "No"', "Urban Affairs Review")


# ------------------------------------------------------------------------------------------------ authors


def test_surnames_alone_are_one_person_each() -> None:
    entry = one('- Ames, Boyd, and Cole, "Voting as Habit," *Journal of Civic Life* 12(3): 243-268\n')
    assert entry.occurrences[0].seed_authors == ["Ames", "Boyd", "Cole"]


def test_an_undotted_initial_inside_the_list_keeps_its_form() -> None:
    entry = one('- Ames, Robert C, and Lena Boyd. 1995. "Why Parties Split." *Journal of Civic Life* 2(3): 75-88.\n')
    assert entry.occurrences[0].seed_authors == ["Ames, Robert C", "Lena Boyd"]


def test_the_last_initials_stop_the_list_closed_on_is_kept() -> None:
    entry = one("- Ames, R. (2012). Why Parties Split in Two. Journal of Civic Life, 38, 139-158.\n")
    assert entry.occurrences[0].seed_authors == ["Ames, R."]


# ------------------------------------------------------------------------------------------------ DOIs


@pytest.mark.parametrize("part", ["tables/5", "figures/2", "TABLES/12/"])
def test_a_table_or_figure_after_a_doi_is_no_part_of_it(part: str) -> None:
    assert doi_from_url(f"https://doi.org/10.1007/S11109-010-9128-7/{part}") == "10.1007/s11109-010-9128-7"
    assert normalize_doi(f"10.1007/s11109-010-9128-7/{part}") == "10.1007/s11109-010-9128-7"


def test_a_doi_naming_tables_inside_its_suffix_otherwise_stays() -> None:
    assert normalize_doi("10.1000/tables.2020.5") == "10.1000/tables.2020.5"


@pytest.mark.parametrize(
    ("doi", "book"),
    [
        ("10.1007/3-540-27659-9", True),
        ("10.1007/978-3-540-27659-3", True),
        ("10.1007/978-3-642-33558-7_24", False),  # a chapter
        ("10.4324/9780203028100", True),  # an ISBN-13 unhyphenated
        ("10.1017/CBO9780511778735", True),  # after a series' letters
        ("10.4324/9780203028100-5", False),  # a chapter
        ("10.1002/9780470015902.a0001", False),  # an encyclopedia's article
    ],
)
def test_a_doi_whose_suffix_is_an_isbn_names_a_book(doi: str, book: bool) -> None:
    assert is_book_doi(doi) is book


# ------------------------------------------------------------------------------------------------ keyed citations


KEYED_WRAPPED = """\
# References

- [LWK] Ann Lee, Bo Wu, Cara
  Kim. [Cutting Planes for Sparse Integer
  Programs](https://doi.org/10.1287/ijoc.2019.0001)
  Journal of Integer Computing, 31(2), 2019 (preprint as [Report
  17-2](https://example.org/report))

- [DR] D. Ames and R. Cole. [Solution of a
  Large Routing
  Problem](https://example.org/ames.pdf). Journal of the
  Routing Society of America, Vol. 2, No. 4 (Nov., 1954),
  pp. 393-410
"""


def test_a_keyed_citations_venue_and_year_wrapped_after_its_linked_title() -> None:
    found = entries(KEYED_WRAPPED)
    assert [(entry.title, entry.year, entry.venue) for entry in found] == [
        ("Cutting Planes for Sparse Integer Programs", 2019, "Journal of Integer Computing"),
        ("Solution of a Large Routing Problem", 1954, "Journal of the Routing Society of America"),
    ]
    assert found[1].occurrences[0].end_line == 13  # the wrapped lines are the entry's own


def test_a_paragraph_after_a_wrapped_citation_is_not_read_into_it() -> None:
    text = (
        "- [DR] D. Ames. [Solution of a\n  Routing Problem](https://example.org/a.pdf). Networks, 1987\n"
        "\n  Read the first half only\n"
    )
    assert one(text).year == 1987


@pytest.mark.parametrize(
    "line",
    [
        "- [E] Ann Lee. (2005) [Multicriteria Scheduling](https://doi.org/10.1007/3-540-27659-9), Second\n"
        "  Edition. Springer Berlin.\n",
        "- [BD] Lee, A. and Wu, B. (2019). Sparse Models Through a Modern Optimisation Lens. Harbor Ideas LLC.\n",
        "- Lee, A. (2005). Multicriteria Scheduling. Berlin: Springer.\n",
    ],
)
def test_a_book_by_its_doi_or_its_publisher_alone_is_no_entry(line: str) -> None:
    result = parse_text(f"# References\n\n{line}", "list.md")
    assert result.entries == []
    assert result.files[0].skipped == {"heading": 1, "book": line.count("\n")}  # each of its source lines


def test_a_chapter_in_a_published_volume_with_its_pages_is_an_entry() -> None:
    line = (
        "- [FL] A. Lee, B. Wu, [Heuristics for Scheduling](https://example.org/h.pdf), Encyclopedia of Operations "
        "Research, John Wiley & Sons, Vol. 8, 738-747, 2011.\n"
    )
    assert one(line).title == "Heuristics for Scheduling"


def test_a_chapter_in_an_edited_book_is_an_entry() -> None:
    line = (
        "1. Lee, A. (2019). [Teaching Online](https://example.org/t). In B. Wu (Eds.) *Learning Systems*, Springer.\n"
    )
    assert one(line).title == "Teaching Online"


@settings(max_examples=40, deadline=None)
@given(
    words=st.lists(
        st.sampled_from(["Sparse", "Integer", "Routing", "Cutting", "Planes", "Graphs"]), min_size=3, max_size=7
    ),
    cut=st.integers(min_value=1, max_value=6),
    tail_cut=st.integers(min_value=0, max_value=4),
    year=st.integers(min_value=1950, max_value=2024),
    volume=st.integers(min_value=1, max_value=99),
)
def test_a_wrapped_keyed_citation_gives_its_title_year_and_venue(
    words: list[str], cut: int, tail_cut: int, year: int, volume: int
) -> None:
    """Wherever line breaks cut the linked title and the venue, volume and year after it, they are the entry's."""
    title = " ".join(words)
    at = min(cut, len(words) - 1)
    head, rest = " ".join(words[:at]), " ".join(words[at:])
    tail = f"Journal of Applied Routing, {volume}(2), {year} (preprint as [Report 7](https://example.org/r))".split()
    first, second = " ".join(tail[:tail_cut]), " ".join(tail[tail_cut:])
    text = (
        f"# References\n\n- [KEY] Ann Lee, Bo Wu. [{head}\n  {rest}](https://example.org/p.pdf) {first}\n  {second}\n"
    )
    entry = one(text)
    assert (entry.title, entry.year, entry.venue) == (title, year, "Journal of Applied Routing")


def test_a_sub_item_naming_its_topic_before_a_dated_tag_is_a_paper_of_its_own() -> None:
    """``Topic: [2014 NIPS] **Title**`` under a paper names a second paper with its own year: the topic's label
    hides no tag."""
    text = (
        "- [2019 ACL] **Closing the Loop in Decoding**, [[paper]](https://example.org/a.pdf).\n"
        "\t- Gumbel Noise: [2014 NIPS] **Top Sampling**, [[paper]](https://example.org/b.pdf).\n"
    )
    found = [(entry.title, entry.occurrences[0].seed_year) for entry in entries(text)]
    assert found == [("Closing the Loop in Decoding", 2019), ("Top Sampling", 2014)]
