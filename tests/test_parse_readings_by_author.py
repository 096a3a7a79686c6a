"""Readings a syllabus or a lab page cites by their authors around a linked title, and the sub-lines that give a
linked title its authors: the shapes of philosophy syllabi, neuroscience reading lists and project pages."""

from __future__ import annotations

from pathlib import Path

import pytest

from enrich.models import Entry
from enrich.parse import parse_text


def entries(text: str, file: str = "list.md") -> list[Entry]:
    return parse_text(text, file).entries


def by_line(text: str) -> dict[int, Entry]:
    return {entry.occurrences[0].line: entry for entry in entries(text)}


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        ('- Burge, ["Perceptual Entitlement"](https://example.org/s/burge2003.pdf)', ["Burge"]),
        ("- Tippett & DeVries, [Commentary on the Myth](https://example.org/s/td.pdf)", ["Tippett", "DeVries"]),
        ("- Tippett & DeVries: [The Given](https://example.org/s/given.pdf)", ["Tippett", "DeVries"]),
    ],
)
def test_surnames_before_a_linked_title_are_its_authors_whatever_the_title_length(line, authors):
    """Before, a short linked title after a surname was no title at all: the reading was reported unparsed."""
    (entry,) = entries(f"## Class 3\n\n{line}\n")
    assert entry.title == line[line.index("[") + 1 : line.index("]")].strip('"')
    assert entry.occurrences[0].seed_authors == authors


def test_one_word_before_a_colon_is_read_with_the_title_not_as_its_author():
    """A system's name before its paper's title is the title's (``Ray: A Distributed ...``); a single word so placed
    is as often a topic's, so it is never taken for an author. Among papers, a title linked to a page that is no
    paper's is still that paper, its name kept."""
    found = by_line(
        "## Readings\n\n"
        "- Speaks: [Is there a problem with non-conceptual content?](https://example.org/s/speaks2005.pdf)\n"
        "- Siegel: [The contents of perception](http://plato.stanford.edu/entries/perception-contents/)\n"
        "- Next: [Actions](10-actions.md)\n"
        "- Slides: [Through 9/30](https://drive.google.com/file/d/1B_UB32PgV/view)\n"
        "- Van Cleve: [Defining and defending non-conceptual states](https://example.org/s/vancleve2012.pdf)\n"
    )
    assert found[4].title == "Siegel: The contents of perception"
    assert found[4].occurrences[0].seed_authors == []
    assert not {5, 6} & set(found)  # a page's navigation; a one-word lead over a link text no title's length
    assert found[7].title == "Defining and defending non-conceptual states"  # two words: a surname, never a system
    assert found[7].occurrences[0].seed_authors == ["Van Cleve"]


def test_a_label_with_its_colon_heads_the_readings_nested_under_it():
    """Read as a paper, the label took the first reading under it as its own citation and the others with it."""
    found = by_line(
        "## Class 5\n\n"
        "- Secondary Materials:\n"
        '    - Griffith, ["Perception and the Categories"](https://example.org/s/griffith2012.pdf)\n'
        "- The Fregean Background:\n"
        '    - ["Sense and Reference"](https://example.org/s/frege1948.pdf)\n'
        '    - ["The Thought"](https://example.org/s/frege1956.pdf)\n'
    )
    assert {line: entry.title for line, entry in found.items()} == {
        4: "Perception and the Categories",
        6: "Sense and Reference",
        7: "The Thought",
    }
    assert found[4].occurrences[0].seed_authors == ["Griffith"]


def test_a_numbered_handout_among_the_readings_is_the_course_s():
    result = parse_text(
        "## Class 12\n\n"
        "- [Handout 12](https://example.org/s/CSHandout12.pdf)\n"
        "- McDowell, [Woodbridge Lecture 3](https://example.org/s/mcdowell1998c.pdf)\n",
        "list.md",
    )
    assert [entry.title for entry in result.entries] == ["Woodbridge Lecture 3"]
    assert result.files[0].skipped.get("course") == 1


def test_a_sub_line_of_names_closed_by_et_al_gives_the_linked_title_its_authors():
    """Below a linked title, "Ed Blockley et al." is its author list: only an author list is cut short so. Before,
    one name without a list's commas was no authors, and a title with no year under it was no paper."""
    found = by_line(
        "- [The future of sea ice modelling: where do we go from here?](https://example.org/bams/101/8)\n"
        "  - Ed Blockley et al.\n"
        "  - Published on 24 August 2020.\n"
        "- [The Earth System Model for the Intercomparison Project](https://example.org/preprints/gmd-2020-446/)\n"
        "  - Döscher, R. et al., \n"
    )
    assert found[1].occurrences[0].seed_authors == ["Ed Blockley"]
    assert found[4].title == "The Earth System Model for the Intercomparison Project"
    assert found[4].occurrences[0].seed_authors == ["Döscher, R."]


@pytest.mark.parametrize(
    ("citation", "title", "venue"),
    [
        (
            "Kaufman MT, Ryu SI, Shenoy KV (2014) Cortical activity in the null space: permitting preparation "
            "without movement. Nature Neuroscience. 17:440-448.",
            "Cortical activity in the null space: permitting preparation without movement",
            "Nature Neuroscience",
        ),
        (
            "Stavisky SD, Willett FR, Wilson GH, Murphy BA, Rezaii P, Avansino D, Memberg WD, Miller JP, Kirsch\n"
            "RF, Hochberg LR, Ajiboye AB, Druckmann S, Shenoy KV, Henderson JM (2019) Neural ensemble\n"
            "dynamics in dorsal motor cortex during speech in people with paralysis. eLife. 8:e46015.",
            "Neural ensemble dynamics in dorsal motor cortex during speech in people with paralysis",
            "eLife",
        ),
    ],
)
def test_a_journal_the_table_knows_after_the_title_is_the_venue(citation, title, venue):
    """Two capitalised words after the title read as a lone author, and a journal written in lower case as the
    title going on; a journal the venue table knows is neither."""
    (entry,) = entries(citation + "\n")
    assert entry.title == title
    assert entry.venue == venue
    assert entry.occurrences[0].seed_authors[0] in ("Kaufman MT", "Stavisky SD")


def test_a_one_word_lead_over_a_short_link_text_names_no_paper():
    """A syllabus's "Notebooks: [Specific Factors](...), [Structural Transformation](...)" among its readings: the
    first link's text is no title's length, whatever the word before it."""
    path = Path(__file__).parent / "data" / "lists" / "devecon" / "classf21.md"
    text = path.read_text(encoding="utf-8")
    notebooks = next(
        number for number, line in enumerate(text.split("\n"), 1) if line.startswith("Notebooks: [Specific")
    )
    result = parse_text(text, path.name)
    assert notebooks not in {occurrence.line for entry in result.entries for occurrence in entry.occurrences}


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        pytest.param(
            '- Ramsey, Frank: ["A Contribution to the Theory of Taxation"](pdfs/Ramsey_A_Contribution_To.pdf)',
            ["Ramsey, Frank"],
            id="a whole name, surname first, is one author",
        ),
        pytest.param(
            "- Paper, [A Contribution to the Theory of Taxation](https://example.org/s/ramsey1927.pdf)",
            [],
            id="a link's label is no surname",
        ),
    ],
)
def test_what_stands_before_a_linked_title_is_read_as_what_it_is(line: str, authors: list[str]) -> None:
    (entry,) = entries(f"## Readings\n\n{line}\n")
    assert entry.title == "A Contribution to the Theory of Taxation"
    assert entry.occurrences[0].seed_authors == authors
