"""Numbered or bulleted bold titles whose sub-items are the citation's own fields ("1. **Title** - Mar 2021" over
"* author : A, B" and "* keywords : ..."), the shape of personal reading notes in robotics and vision.

Each case fails when the rule it names is taken out: such an item is a paper even under a heading that names
non-papers (a page that heads its topic sections with "Lists"), a date after the title gives its year, a sub-list
indented short of the item's text is still the item's, and no such title goes without an entry or an unparsed
record.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import parse_text
from tests.parsed import one


def test_a_title_over_its_author_and_keyword_fields_is_a_paper_under_a_heading_named_lists() -> None:
    text = (
        "# Lists\r\n\r\n## 2. Mapping\r\n\r\n"
        "1. **Closing Loops in Visual Maps of Large Buildings** - Sep 18 2015  :star:\r\n"
        "   * author : Ana Lee, Bo Ng\r\n"
        "   * keywords : loop closing, place recognition\r\n"
    )
    entry = one(text)
    assert (entry.title, entry.year) == ("Closing Loops in Visual Maps of Large Buildings", 2015)
    assert entry.occurrences[0].seed_authors == ["Ana Lee", "Bo Ng"]


def test_a_sub_list_indented_short_of_a_two_digit_items_text_is_that_items_fields() -> None:
    text = (
        "## Tools\n\n"
        "9.  **Shortest Paths for Cars That Reverse** - 2012\n"
        "   * author: Ana Lee, Bo Ng\n"
        "   * keywords: paths, cusps\n"
        "10. **Sweeping Known Rooms by Cell Decomposition** - 13 Nov 2000\n"
        "    * author: Cy Wu\n"
    )
    found = parse_text(text, "list.md").entries
    assert [(entry.title, entry.year) for entry in found] == [
        ("Shortest Paths for Cars That Reverse", 2012),
        ("Sweeping Known Rooms by Cell Decomposition", 2000),
    ]
    assert found[0].occurrences[0].seed_authors == ["Ana Lee", "Bo Ng"]


def test_a_dated_title_over_fields_without_authors_in_a_tools_section_is_unparsed_with_the_reason() -> None:
    result = parse_text(
        "## Tools\n\n1. **Elevation Grids for Rough Terrain Robots** - Jan 2016\n   * keywords : ROS\n", "l.md"
    )
    assert result.entries == []
    assert [(record.line, "non-papers" in record.reason) for record in result.unparsed] == [(3, True)]


def test_a_tool_without_a_date_or_authors_stays_skipped_in_a_tools_section() -> None:
    result = parse_text(
        "## Tools\n\n- **Map Viewer Plugins for Robots**\n  * homepage : https://example.org/v\n", "l.md"
    )
    assert (result.entries, result.unparsed) == ([], [])


def test_a_book_over_its_author_field_in_a_books_section_stays_a_book() -> None:
    text = (
        "## Books\n\n1. **Robots That Know Where They Are** - 2005\n   * author : Ana Lee\n   * publisher : MIT Press\n"
    )
    assert parse_text(text, "l.md").entries == []


_HEADINGS = st.sampled_from(["Papers", "Lists", "Resources", "Tools", "3. SLAM", "Reading Lists"])
_DATES = st.sampled_from(
    [("- 2021-03", 2021), ("- Mar 2021", 2021), ("(2019.03)", 2019), ("- Jun 19 2017", 2017), ("2 July 2013", 2013)]
)
_MARKERS = st.sampled_from(["1.", "12.", "-", "*"])
_TITLE_WORDS = st.lists(
    st.sampled_from(["Dense", "Stereo", "Matching", "Visual", "Odometry", "Fisheye", "Cameras", "Lane", "Planning"]),
    min_size=3,
    max_size=8,
)


@settings(max_examples=60, deadline=None)
@given(
    heading=_HEADINGS,
    marker=_MARKERS,
    indent=st.integers(min_value=2, max_value=4),
    words=_TITLE_WORDS,
    date=_DATES,
    keywords_first=st.booleans(),
    line_end=st.sampled_from(["\n", "\r\n"]),
)
def test_a_bold_title_over_its_field_sub_items_is_an_entry_with_its_dates_year_under_any_heading(
    heading: str, marker: str, indent: int, words: list[str], date: tuple[str, int], keywords_first: bool, line_end: str
) -> None:
    title = "Robust " + " ".join(words)
    fields = [" " * indent + "* author : Ana Lee, Bo Ng", " " * indent + "* keywords : stereo, odometry"]
    lines = [f"## {heading}", "", f"{marker} **{title}** {date[0]}", *(fields[::-1] if keywords_first else fields)]
    result = parse_text(line_end.join(lines) + line_end, "list.md")
    assert [(entry.title, entry.year) for entry in result.entries] == [(title, date[1])]
    assert result.unparsed == []
