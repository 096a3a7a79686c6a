"""Citation paragraphs hard-wrapped at a fixed width, one paper a paragraph, each opening with its italic or quoted
title: the paragraph is one entry whatever the width; a citation count's note is never a title, venue or author; a
bold heading wrapped over lines is a heading.

The example tests name each rule's case; the property test at the end wraps citations of several styles at widths
60 to 90 and holds that every paragraph is one entry with its whole title, its year and its authors.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.models import Entry
from enrich.parse import parse_text
from tests.parsed import entries, name_series, one

NAMES = ["Ada Whitcombe", "Bruno Falk", "Chidi O. Nnaji", "Dana Ruiz-Pardo"]


def written_authors(entry: Entry) -> list[str]:
    return entry.occurrences[0].seed_authors


# ------------------------------------------------------------------------------------------------ one paragraph


def test_an_italic_title_wrapped_over_lines_is_one_entry_with_its_year_and_authors() -> None:
    text = """*Teaching recursion with paper folding: what novices draw when
asked to trace.* (2004) Ada Whitcombe, Bruno Falk, Chidi O.
Nnaji, and Dana Ruiz-Pardo.
"""
    entry = one(text)
    assert entry.title == "Teaching recursion with paper folding: what novices draw when asked to trace"
    assert entry.year == 2004
    assert written_authors(entry) == NAMES
    assert entry.occurrences[0].end_line == 3  # every line of the paragraph is the entry's


def test_the_year_on_the_line_after_the_title_is_the_entrys() -> None:
    text = """*A survey of feedback on programming exercises in large classes.*
(2009) Ada Whitcombe and Bruno Falk.
"""
    entry = one(text)
    assert (entry.title, entry.year) == ("A survey of feedback on programming exercises in large classes", 2009)
    assert written_authors(entry) == NAMES[:2]


def test_a_quoted_title_wrapped_over_lines_is_one_entry() -> None:
    text = """"Peer review of code in a first course: who learns what, and
when?" Ada Whitcombe, Bruno Falk (2011)
"""
    entry = one(text)
    assert entry.title == "Peer review of code in a first course: who learns what, and when?"
    assert entry.year == 2011


def test_paragraphs_of_wrapped_citations_are_an_entry_each() -> None:
    text = """*Pair programming in the studio: a report on three terms of
practice.* (2001) Ada Whitcombe and Bruno Falk.

*Exam questions that test tracing.* (2003) Chidi O. Nnaji, Dana
Ruiz-Pardo.
"""
    found = entries(text)
    assert [(entry.title, entry.year) for entry in found] == [
        ("Pair programming in the studio: a report on three terms of practice", 2001),
        ("Exam questions that test tracing", 2003),
    ]
    assert written_authors(found[1]) == ["Chidi O. Nnaji", "Dana Ruiz-Pardo"]


def test_a_title_after_the_names_cut_by_the_fill_is_read_whole() -> None:
    """A paragraph that opens with its authors, its title wrapped by the fill: the title goes on below, whether
    the break falls inside its quotes or after a word a phrase goes on from."""
    quoted = "Ada Whitcombe - “Teaching novice students to trace\nprograms with feedback” - ICER (2017)\n"
    plain = "Ada Whitcombe et al., Teaching novice students to trace\nprograms with feedback, ICER'17\n"
    for text in (quoted, plain):
        assert one(text).title == "Teaching novice students to trace programs with feedback"


def test_a_line_of_links_and_one_word_tags_under_a_citation_is_its_links_not_an_entry() -> None:
    """``[formalized] · [source](...)`` under a citation, in its paragraph: the tags in brackets beside the links
    are labels, so the line gives the citation above its links and is no entry or unparsed line of its own."""
    text = (
        "# Reading\n\n**Okafor, N.** (1977). Scope Islands in Spoken Yoruba. *Linguistic Notes, 8(1)*.\\\n"
        "[reviewed] · [source](https://example.org/notes/okafor1977.txt)\n"
    )
    result = parse_text(text, "list.md")
    assert [(entry.title, [link.url for link in entry.links]) for entry in result.entries] == [
        ("Scope Islands in Spoken Yoruba", ["https://example.org/notes/okafor1977.txt"])
    ]
    assert result.unparsed == []


def test_a_bold_year_label_over_the_years_citations_in_one_paragraph_dates_them() -> None:
    text = """**2016**\\
*Assessing group projects in capstone courses: a review of rubrics
and practice.* Ada Whitcombe, Bruno Falk, and Dana Ruiz-Pardo.
"""
    entry = one(text)
    assert entry.title == "Assessing group projects in capstone courses: a review of rubrics and practice"
    assert entry.year == 2016
    assert written_authors(entry) == [NAMES[0], NAMES[1], NAMES[3]]


def test_names_after_the_title_in_any_mix_of_initials_and_given_names_are_its_authors() -> None:
    text = """*Robot kits for outreach in schools.* M. Dee Whitcombe, Bruno K.
Falk, G. Ernest (Ern) Nnaji, and Dana Ruiz-Pardo.
"""
    assert written_authors(one(text)) == [
        "M. Dee Whitcombe",
        "Bruno K. Falk",
        "G. Ernest (Ern) Nnaji",
        "Dana Ruiz-Pardo",
    ]


def test_a_title_that_reads_like_a_journals_name_is_the_title_when_names_follow() -> None:
    text = """*Game Design for Computer Science Education.* Ada Whitcombe, Bruno
Falk, and Dana Ruiz-Pardo.
"""
    entry = one(text)
    assert entry.title == "Game Design for Computer Science Education"
    assert written_authors(entry) == [NAMES[0], NAMES[1], NAMES[3]]


def test_a_short_italic_note_over_prose_is_a_note_not_an_entry() -> None:
    text = """*Note:* the reports below are listed by the year of their meeting,
newest first, and were collected by hand.
"""
    result = parse_text(text, "list.md")
    assert result.entries == []
    assert result.files[0].skipped == {"note": 2}  # the list's own note on its upkeep, both its lines


# ------------------------------------------------------------------------------------------------ citation counts


def test_a_citation_count_note_is_no_venue_title_or_author() -> None:
    text = """*Misconceptions about loops in early programming courses.* (2006) Ada
Whitcombe, Bruno Falk. (512 citations: Google Scholar May 2020)
"""
    entry = one(text)
    assert entry.title == "Misconceptions about loops in early programming courses"
    assert (entry.year, entry.venue) == (2006, None)
    assert written_authors(entry) == NAMES[:2]


def test_a_count_note_after_a_plain_title_is_dropped_from_it() -> None:
    entry = one(
        "- [Sparse Attention Patterns for Long Documents](https://arxiv.org/abs/2101.00001), ICML 2021, Cited by 45"
    )
    assert (entry.title, entry.venue_acronym, entry.year) == (
        "Sparse Attention Patterns for Long Documents",
        "ICML",
        2021,
    )
    entry = one("- Sparse Attention Patterns for Long Documents (1,234 citations). ICML 2021.")
    assert entry.title == "Sparse Attention Patterns for Long Documents"


# ------------------------------------------------------------------------------------------------ bold sub-lines


def test_bold_names_and_a_venue_on_the_line_under_a_title_are_the_papers() -> None:
    """A paragraph's second line that opens in bold yet gives only the authors and venue of the title above
    (surname first, a credit, or a venue alone) goes on with that paper; it is never read as a line of its own."""
    cases = {
        "**Whitcombe, A., & Falk, B.**, *SIGCSE'12*": (2012, "SIGCSE", ["Whitcombe, A.", "Falk, B."]),
        "**by Ada Whitcombe and Bruno Falk**, ITiCSE (2015)": (2015, "ITiCSE", NAMES[:2]),
        "**SIGCSE**, 2008": (2008, "SIGCSE", []),
    }
    for title_line in ("Tracing tables as a teaching tool", "**Tracing tables as a teaching tool**"):
        for details, (year, venue, authors) in cases.items():
            entry = one(f"# Reading\n\n{title_line}\n{details}\n")
            assert (entry.title, entry.year, entry.venue) == ("Tracing tables as a teaching tool", year, venue)
            assert written_authors(entry) == authors, details
            assert entry.occurrences[0].end_line == 4


def test_a_bold_titled_paper_under_another_in_one_paragraph_stays_its_own() -> None:
    text = (
        "# Reading\n\n**Tracing tables as a teaching tool**. A. Whitcombe. SIGCSE 2005.\n"
        "**Peer review of code in a first course**. B. Falk. ITiCSE 2011.\n"
    )
    assert [(entry.title, entry.year) for entry in entries(text)] == [
        ("Tracing tables as a teaching tool", 2005),
        ("Peer review of code in a first course", 2011),
    ]


# ------------------------------------------------------------------------------------------------ bold headings


def test_a_bold_heading_wrapped_over_lines_is_a_heading_and_no_paper() -> None:
    text = """**Reports with over two hundred citations according to the Scholar
count (June 2019)**

*Tracing tables as a teaching tool.* (2005) Ada Whitcombe.
"""
    result = parse_text(text, "list.md")
    assert [entry.title for entry in result.entries] == ["Tracing tables as a teaching tool"]
    assert result.entries[0].occurrences[0].section == [
        "Reports with over two hundred citations according to the Scholar count (June 2019)"
    ]
    assert result.files[0].skipped == {"heading": 2}  # both of its source lines


# ------------------------------------------------------------------------------------------------ generated


@dataclass(frozen=True)
class Paper:
    title: str
    year: int
    authors: list[str]


_WORDS = st.sampled_from(
    "learning novice students programming courses feedback assessment of in the for with and a study "
    "curriculum design tracing review multi-national introductory teaching computing".split()
)
_OPENINGS = st.sampled_from(["Teaching", "Exploring", "Assessing", "Toward", "What", "Reading", "Modelling"])
_TITLES = st.builds(
    lambda opening, words: " ".join([opening, *words]), _OPENINGS, st.lists(_WORDS, min_size=4, max_size=15)
)
_GIVEN = st.sampled_from(["Ada", "Bruno", "Chidi O.", "Dana", "Elif", "Farid", "Greta M.", "Hugo"])
_SURNAMES = st.sampled_from(["Whitcombe", "Falk", "Nnaji", "Ruiz-Pardo", "Okafor", "Lindqvist", "Moreau", "Tanaka"])
_AUTHORS = st.lists(st.builds("{} {}".format, _GIVEN, _SURNAMES), min_size=1, max_size=8, unique=True)
papers = st.builds(Paper, _TITLES, st.integers(1990, 2024), _AUTHORS)


def _italic_year_first(paper: Paper) -> str:
    return f"*{paper.title}.* ({paper.year}) {name_series(paper.authors)}."


def _italic_with_count(paper: Paper) -> str:
    return f"*{paper.title}.* ({paper.year}) {name_series(paper.authors)}. (321 citations: Google Scholar June 2019)"


def _quoted_names_year(paper: Paper) -> str:
    return f'"{paper.title}." {name_series(paper.authors)} ({paper.year}).'


STYLES = [_italic_year_first, _italic_with_count, _quoted_names_year]


@settings(max_examples=60, deadline=None)
@given(st.lists(papers, min_size=1, max_size=4, unique_by=lambda paper: paper.title), st.integers(60, 90), st.data())
def test_every_wrapped_citation_paragraph_is_one_entry(papers: list[Paper], width: int, data: st.DataObject) -> None:
    style = data.draw(st.sampled_from(STYLES))
    paragraphs = ["\n".join(textwrap.wrap(style(paper), width, break_on_hyphens=False)) for paper in papers]
    found = entries("\n\n".join(paragraphs) + "\n")
    assert [(entry.title, entry.year) for entry in found] == [(paper.title, paper.year) for paper in papers]
    assert [written_authors(entry) for entry in found] == [paper.authors for paper in papers]
    assert all(entry.venue is None for entry in found)


# ------------------------------------------------------------------------------------------------ the page's venue


def test_a_front_matter_title_naming_one_venue_gives_it_to_entries_stating_none() -> None:
    text = """---
title: Working Group Reports at ITiCSE
layout: page
---

*Tracing tables as a teaching tool.* (2005) Ada Whitcombe, Bruno Falk.

*Notional machines in the classroom.* (2007) Chidi O. Nnaji. SIGCSE 2007.
"""
    result = parse_text(text, "list.md")
    assert [(entry.venue_acronym, entry.year) for entry in result.entries] == [("ITiCSE", 2005), ("SIGCSE", 2007)]
    assert result.entries[0].occurrences[0].section == []  # the page's title heads no section
    assert result.files[0].skipped == {"markup": 4}


def test_a_top_heading_naming_a_venue_and_its_year_dates_and_places_the_papers() -> None:
    text = """# Accepted papers - SIGCSE 2024

*Exam questions that test tracing.* Chidi O. Nnaji, Dana Ruiz-Pardo.
"""
    entry = one(text)
    assert (entry.venue_acronym, entry.year) == ("SIGCSE", 2024)


def test_a_page_title_with_more_than_a_venue_names_no_place() -> None:
    text = """# Our favourite SIGCSE papers on tutoring

*Exam questions that test tracing.* (2003) Chidi O. Nnaji, Dana Ruiz-Pardo.
"""
    assert one(text).venue is None


@settings(max_examples=40, deadline=None)
@given(width=st.integers(min_value=25, max_value=70), breaks=st.sampled_from(["<br />", "<br>", ""]))
def test_a_bold_title_wrapped_in_a_paragraph_of_lines_is_one_entry(width: int, breaks: str) -> None:
    """``**A Title Wrapped`` / ``Over Two Lines**`` / ``<br />`` / ``by *Names*`` / ``<br />`` / ``[url](url)``, one
    paper a paragraph as a generated list writes them: the bold goes on over the break, and so does the entry."""
    title = "Meta-Reinforcement Learning for Robotic Industrial Insertion Tasks"
    wrapped = "\n".join(textwrap.wrap(f"**{title}**", width))
    paragraph = "\n".join(
        [
            wrapped,
            breaks,
            "by *Lee, Ana and Wu, Bo*",
            breaks,
            "[http://arxiv.org/abs/2004.14404](http://arxiv.org/abs/2004.14404)",
        ]
    )
    entry = one(f"# Papers\n\n{paragraph.replace(chr(10) + chr(10), chr(10))}\n")
    assert entry.title == title
    assert entry.arxiv_id == "2004.14404"


def test_a_venue_heading_under_a_table_of_contents_places_its_own_section_alone() -> None:
    """The page's title stands above its table of contents: a venue heading below it is one section's, so a
    section of books after it takes no venue from it and is skipped as the non-papers it names."""
    text = """# Reading on tutoring

- [Papers](#papers)
- [Books](#books)

## SIGCSE

- *Exam questions that test tracing.* Chidi O. Nnaji, Dana Ruiz-Pardo. 2003.

## Books

- *Foundations of Tracing*, Ada Whitcombe and Bruno Falk, MIT Press, 2011
"""
    result = parse_text(text, "list.md")
    assert [(entry.title, entry.venue_acronym) for entry in result.entries] == [
        ("Exam questions that test tracing", "SIGCSE")
    ]
    assert result.files[0].skipped["non-paper section"] == 1


@given(st.integers(min_value=30, max_value=70), st.sampled_from(["- ", "1. "]))
@settings(max_examples=40, deadline=None)
def test_an_item_filled_at_any_width_keeps_its_whole_title(width: int, marker: str) -> None:
    """An editor's fill cuts an item's line after "of" or inside its quoted title: the cut part goes on with the
    line above, so the title is read whole, whatever the width."""
    title = "Learning interpretable compression of household surveys with dialogue systems"
    line = f"{marker}Ada Whitcombe and Bruno Falk, “{title},” Proceedings of Field Studies, 2019."
    wrapped = textwrap.wrap(line, width, subsequent_indent=" " * len(marker), break_on_hyphens=False)
    entry = one("# Reading\n\n" + "\n".join(wrapped) + "\n")
    assert (entry.title, entry.year) == (title, 2019)


def test_an_item_filled_to_a_width_over_three_lines_is_one_text_wherever_the_cuts_fell() -> None:
    """Cuts after content words ("Sparse", "Bergstrom") give no sign of their own; three lines or more as long as
    one another, as a fill leaves them, are one text all the same."""
    text = (
        "# Reading\n\n"
        "- Quarry: Adaptive Inference over Sparse Sensor\n"
        "  Streams for Coral Reefs. Chiara Abara and Sven\n"
        "  Bergstrom. Journal of Applied Ecology, 12(3),\n"
        "  2019.\n"
    )
    entry = one(text)
    assert (entry.title, entry.year) == ("Quarry: Adaptive Inference over Sparse Sensor Streams for Coral Reefs", 2019)
    assert entry.occurrences[0].seed_authors == ["Chiara Abara", "Sven Bergstrom"]


def test_bold_names_over_a_linked_title_the_fill_wrapped_give_the_whole_title() -> None:
    """An item opening with its author list set bold, its linked title wrapped over the lines below: the names are
    the authors, and the link's text, joined over its lines, the title."""
    text = (
        "1. **Ada Whitcombe and Bruno Falk**,\n"
        "   [Teaching novice students to trace\n"
        "   programs with feedback](https://example.org/papers/trace.pdf),\n"
        "   **SIGCSE** (2017)\n"
    )
    entry = one(text)
    assert (entry.title, entry.year, written_authors(entry)) == (
        "Teaching novice students to trace programs with feedback",
        2017,
        ["Ada Whitcombe", "Bruno Falk"],
    )


@pytest.mark.parametrize(
    "text",
    [
        # the italic names close on an initial's full stop, the comma after the italics
        "- *Whitcombe, A., Falk, B., & Nnaji, C.*,\n  [Tracing programs with feedback in\n"
        "  class](https://x.org/t.pdf), *SIGCSE'09*\n",
        # a fill cut the names before the last one's ampersand
        "- Whitcombe, A., Falk, B., Nnaji, C.,\n  & Ruiz, D. | **Tracing programs with feedback in\n"
        "  class** | **SIGCSE**\n",
        # a fill cut a name between its given name and its surname
        "- Ada Whitcombe, Bruno Falk, Chidi Nnaji, Dana\n  Ruiz and Elif Okafor — *Tracing programs with\n"
        "  feedback in class* — SIGCSE\n  [[pdf]](https://doi.org/10.1000/x.1)\n",
    ],
)
def test_an_author_list_a_fill_cut_goes_on_to_the_title_below(text: str) -> None:
    entry = one(f"## 2009\n\n{text}")
    assert entry.title == "Tracing programs with feedback in class"
    assert entry.occurrences[0].seed_authors[0] in ("Whitcombe, A.", "Ada Whitcombe")


@pytest.mark.parametrize(
    "names",
    ["**Ada Whitcombe, Bruno Falk and Chidi Nnaji**, 2017,", "**A. Whitcombe, B. Falk and C. Nnaji** [2017],"],
)
def test_a_marked_author_list_with_its_year_over_the_title_gives_the_authors_and_the_title(names: str) -> None:
    """A bold author list with its year on a line of its own, the title wrapped over the lines below: the names
    are the authors; a bold title with its venue after it is still the title."""
    entry = one(f"1. {names}\n   *Tracing programs with feedback in\n   class*, **SIGCSE**\n")
    assert (entry.title, entry.year, len(entry.occurrences[0].seed_authors)) == (
        "Tracing programs with feedback in class",
        2017,
        3,
    )
    titled = one("1. **Tracing Programs and Feedback** SIGCSE 2017\n\n   *Ada Whitcombe, Bruno Falk*\n")
    assert titled.title == "Tracing Programs and Feedback"
