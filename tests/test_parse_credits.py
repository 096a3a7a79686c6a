"""Items that credit a work to its authors with "by", as personal reading lists write papers and books alike:
``* [Title](url) by **Authors** (Year)``, an italic unlinked title ``* *Title* by **Authors** (Year)``, names in
italics or plain, the year in parentheses, after a comma, doubtful (``(2016?)``) or missing. The title is the
linked, italic or plain text before "by", never the names after it; the names are the authors.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import parse_text
from tests.parsed import one

_TITLES = ["Theorems for Free", "Collapsing Towers of Interpreters", "Hygienic Macro Expansion in Practice"]
_PEOPLE = [("Ana", "Okafor"), ("Bo", "Lindqvist"), ("Mei", "Tanaka"), ("Tomás", "Ruiz")]


def _names(people: list[tuple[str, str]], joiner: str, *, initials: bool) -> tuple[str, list[str]]:
    """(the names as the item writes them, the authors they are)."""
    authors = [f"{given[0]}. {surname}" if initials else f"{given} {surname}" for given, surname in people]
    if len(authors) == 1:
        return authors[0], authors
    return ", ".join(authors[:-1]) + joiner + authors[-1], authors


@settings(max_examples=150, deadline=None)
@given(
    title=st.sampled_from(_TITLES),
    title_mark=st.sampled_from(["link", "italic", "plain"]),
    people=st.lists(st.sampled_from(_PEOPLE), min_size=1, max_size=3, unique=True),
    joiner=st.sampled_from([" and ", " & ", ", and "]),
    names_mark=st.sampled_from(["**", "*", ""]),
    initials=st.booleans(),
    year=st.sampled_from(["(2016)", ", 2016", "(2016?)", ""]),
)
def test_a_title_credited_by_its_authors_keeps_its_own_words_and_gives_the_names(
    title: str, title_mark: str, people: list[tuple[str, str]], joiner: str, names_mark: str, initials: bool, year: str
) -> None:
    # unmarked names after a plain title are read only with an initial: a title's words may read as names
    initials = initials or title_mark == "plain" and not names_mark
    written, authors = _names(people, joiner, initials=initials)
    shown = {"link": f"[{title}](https://example.org/papers/a.pdf)", "italic": f"*{title}*", "plain": title}
    line = f"* {shown[title_mark]} by {names_mark}{written}{names_mark}{' ' if year.startswith('(') else ''}{year}"
    entry = one(f"### Papers\n\n{line}\n")
    assert entry.title == title, line
    assert entry.occurrences[0].seed_authors == authors, line
    assert entry.year == (2016 if year else None), line


@pytest.mark.parametrize(
    "line",
    [
        "* **Theorems for Free** by Ana Okafor and Bo Lindqvist (2016)",  # a bold title
        '* "Theorems for Free" by Ana Okafor and Bo Lindqvist (2016)',  # a quoted one
        "* [Theorems for Free](https://example.org/free.pdf) (2016) by **Ana Okafor & Bo Lindqvist**",  # year first
        "* [Theorems for Free](https://example.org/free.pdf) — by Ana Okafor, Bo Lindqvist, 2016",  # after a dash
        "* *Theorems for Free*, by **Ana Okafor and Bo Lindqvist**, 2016",
    ],
)
def test_nearby_ways_of_crediting_a_title_read_the_same(line: str) -> None:
    entry = one(f"### Papers\n\n{line}\n")
    assert (entry.title, entry.year) == ("Theorems for Free", 2016)
    assert entry.occurrences[0].seed_authors == ["Ana Okafor", "Bo Lindqvist"]


def test_books_credited_the_same_way_are_books_under_a_books_heading() -> None:
    text = (
        "### Papers\n\n* [Theorems for Free](https://example.org/free.pdf) by **Ana Okafor** (1989)\n\n"
        "### Books\n\n* *Structure and Interpretation of Programs* by **Bo Lindqvist and Mei Tanaka** (1985)\n"
    )
    result = parse_text(text, "todo.md")
    assert [entry.title for entry in result.entries] == ["Theorems for Free"]
    assert result.files[0].skipped.get("non-paper section") == 1


@pytest.mark.parametrize(
    "line",
    [
        "* Optimization by Simulated Annealing (1983)",  # two capitalised words after "by": the title's own
        "* Point Features from Many Angles by Joint Reconstruction and Half-to-Half Prediction (2019)",
        "* Learning by Doing Well, 2019",
    ],
)
def test_a_title_holding_by_keeps_its_words_when_nothing_marks_names(line: str) -> None:
    entry = one(f"### Papers\n\n{line}\n")
    assert entry.title == line[2:].rsplit(" (", 1)[0].rsplit(", 2019", 1)[0]
    assert entry.occurrences[0].seed_authors == []


def test_a_pdf_kept_on_a_course_page_names_its_authors() -> None:
    """A blog post's "by" names its writer, not a paper's authors; a PDF a course's pages keep is a paper's copy."""
    url = "https://uni.example.edu/courses/471/papers/turing.pdf"
    line = f"* [Computing Machinery and Intelligence]({url}) by **A. M. Turing** (1950)"
    entry = one(f"### Papers\n\n{line}\n")
    assert (entry.title, entry.occurrences[0].seed_authors) == (
        "Computing Machinery and Intelligence",
        ["A. M. Turing"],
    )


@pytest.mark.parametrize(
    ("url", "paper"),
    [
        ("https://github.com/example/graphkit", False),  # a tool's repository
        ("https://www.graphkit.example", False),  # a tool's site
        ("https://lab.example.org/reports/graphkit.html", True),  # a page of its own: a paper's
    ],
)
def test_a_short_name_linked_to_its_code_and_credited_to_its_makers_is_a_tool(url: str, paper: bool) -> None:
    text = f"## Others\n\n- [Graph Kit]({url})\n\n  Authors: Ana Okafor, Bo Lindqvist\n"
    assert [entry.title for entry in parse_text(text, "list.md").entries] == (["Graph Kit"] if paper else [])


@pytest.mark.parametrize(
    "line, authors",
    [
        ("- Sparse gating for speech models | by Ana Lee and Bo Moss (2019)", ["Ana Lee", "Bo Moss"]),
        (
            "- “Sparse gating for speech models” - by Ana Lee, Bo Moss and Cy Wu - CHI'19",
            ["Ana Lee", "Bo Moss", "Cy Wu"],
        ),
        ("- Sparse gating for speech models. *by Ana Lee and Bo Moss*. NeurIPS", ["Ana Lee", "Bo Moss"]),
        ("- **Sparse gating for speech models** — *by Ana Lee* — ICRA'06", ["Ana Lee"]),
    ],
)
def test_by_credits_the_names_after_any_separator_up_to_the_next_field(line: str, authors: list[str]) -> None:
    """ "by" after a bar, a dash or a full stop, its names marked or not, ends at the field's separator: neither the
    word "by" nor the venue after the names is a name."""
    assert one(f"# Papers\n\n{line}\n").occurrences[0].seed_authors == authors


def test_by_opening_a_details_line_under_a_heading_credits_the_names_before_the_venue() -> None:
    entry = one("# Papers\n\n### Sparse gating for speech models\n\n**by Ana Lee and Bo Moss**. *SIGMOD* (2015)\n")
    assert (entry.occurrences[0].seed_authors, entry.venue) == (["Ana Lee", "Bo Moss"], "SIGMOD")


@pytest.mark.parametrize(
    ("credit", "authors"),
    [
        ("by Ana Okafor and Bo Lindqvist", ["Ana Okafor", "Bo Lindqvist"]),
        ("by A. Okafor and B. Lindqvist.", ["A. Okafor", "B. Lindqvist"]),
        ("by Okafor", ["Okafor"]),  # a surname alone
        ("by Okafor and Lindqvist", ["Okafor", "Lindqvist"]),
        ("by Okafor et al.", ["Okafor"]),
    ],
)
@pytest.mark.parametrize("quotes", ['""', "“”"])
@pytest.mark.parametrize("address", ["https://example.org/papers/free.pdf", "https://blog.example.org/2013/01/review"])
def test_a_link_text_that_quotes_the_title_and_credits_it_gives_both(
    credit: str, authors: list[str], quotes: str, address: str
) -> None:
    """``1. ["Title" by Names](url)``, as a blog links its reviews of papers: the quoted part is the title, the
    names its authors, wherever the link goes."""
    line = f"1. [{quotes[0]}Collapsing Towers of Interpreters{quotes[1]} {credit}]({address})"
    entry = one(f"# Reviews\n\n{line}\n")
    assert entry.title == "Collapsing Towers of Interpreters", line
    assert entry.occurrences[0].seed_authors == authors, line
