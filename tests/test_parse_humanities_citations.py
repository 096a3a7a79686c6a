"""Citations as humanities, medicine and life-science lists write them: a name and year before the title, JSTOR's
issue after it, a chapter in a volume "ed." by someone, Vancouver's web pages and a whole citation linked to its
PubMed page with its DOI written in the link's text.

Each case is a short line in the shape such lists write; the rules are read alone (``rules_only``), so a test fails
when its rule is switched off, whatever the entry labeller would fill in.
"""

from __future__ import annotations

import pytest

from enrich.parse import parse_text
from enrich.parse.items import CITES_A_STANDARD
from enrich.parse.tagger import rules_only
from tests.parsed import one, read_by_the_rules


@pytest.mark.parametrize(
    ("line", "title", "authors"),
    [
        (
            "- Glenn Lesses (1998) Content, Cause, and Stoic Impressions. Phronesis, 43 (1), pp. 1-25.",
            "Content, Cause, and Stoic Impressions",
            ["Glenn Lesses"],
        ),
        (
            "- Walter Veit (2020) Dennett and Spinoza. Australasian Philosophical Review, 4:3, 259-265",
            "Dennett and Spinoza",
            ["Walter Veit"],
        ),
    ],
)
def test_a_title_after_a_name_and_year_is_never_read_as_more_names(line: str, title: str, authors: list[str]) -> None:
    """The name and year before the title gave the authors: capitalised words joined by commas or "and" after them
    are the title's."""
    read_title, _, _, read_authors = read_by_the_rules(f"{line}\n")
    assert (read_title, read_authors) == (title, authors)


@pytest.mark.parametrize(
    ("line", "title", "year", "venue"),
    [
        (
            "- Douglas Odegard (1971) The Body Identical with the Human Mind: A Problem in Spinoza’s Philosophy. The"
            " Monist, OCTOBER, 1971, Vol. 55, No. 4, The Philosophy of Spinoza (OCTOBER, 1971), pp. 579-601.",
            "The Body Identical with the Human Mind: A Problem in Spinoza’s Philosophy",
            1971,
            "The Monist",
        ),
        (
            "- Laurence D. Cooper (2001) Beyond the Tripartite Soul: The Psychology of the “Republic”. The Review of"
            " Politics, Spring, 2001, Vol. 63, No. 2 (Spring, 2001), pp. 341-372.",
            "Beyond the Tripartite Soul: The Psychology of the “Republic”",
            2001,
            "The Review of Politics",
        ),
        (
            "- Ana Lee (1998) Counting Impressions. Phronesis, Feb., 1998, Vol. 43, No. 1 (Feb., 1998), pp. 1-25.",
            "Counting Impressions",
            1998,
            "Phronesis",
        ),
    ],
)
def test_a_jstor_issue_after_the_title_is_the_venue_and_ends_the_title(
    line: str, title: str, year: int, venue: str
) -> None:
    """JSTOR's exports cite a journal's issue by its month or season, its year and "Vol.": the journal is the venue,
    and a title quoting a word ends at its full stop all the same."""
    assert read_by_the_rules(f"{line}\n")[:3] == (title, year, venue)


@pytest.mark.parametrize(
    ("line", "title"),
    [
        (  # the title runs on into a book's name and pages, which no venue rule reads: it ends at its full stop
            "- Daniel Kahneman, Amos Tversky (1981) The simulation heuristic. Judgment under Uncertainty, pp. 201–208",
            "The simulation heuristic",
        ),
        (  # "Vol." ends no part of the citation: the title is not left without a part to stand in
            "- Hilary Greaves (2011) In Search of (Spacetime) Structuralism. Philosophical Perspectives, Vol. 25,"
            " Issue 1, 189–204.",
            "In Search of (Spacetime) Structuralism",
        ),
    ],
)
def test_a_title_after_a_name_and_year_ends_at_its_full_stop(line: str, title: str) -> None:
    assert read_by_the_rules(f"{line}\n")[0] == title


def test_a_chapter_in_a_volume_ed_by_its_editor_is_a_paper_not_a_book() -> None:
    line = (
        "- R. J. Hankinson (1991). Greek medical models of mind. In Companions to Ancient Thought: Psychology (ed."
        " Stephen Everson). Cambridge University Press: Cambridge."
    )
    assert read_by_the_rules(f"{line}\n")[:2] == ("Greek medical models of mind", 1991)


def test_a_latin_phrase_opening_a_title_is_no_venue() -> None:
    line = (
        "1. Hyland R, Osborne T, Payne A, et al. In vitro and in vivo glucuronidation of midazolam in humans."
        " Br J Clin Pharmacol. 2009;67(4):445-54."
    )
    assert read_by_the_rules(f"{line}\n")[:3] == (
        "In vitro and in vivo glucuronidation of midazolam in humans",
        2009,
        "Br J Clin Pharmacol",
    )


def test_a_vancouver_web_page_is_no_paper_and_an_article_on_the_web_stays_one() -> None:
    text = (
        "1. Lee A, Wu B. Sorting cells by shape. J Cell Sci [Internet]. 2019 [cited 2020 Jan 5];12(3):45-67.\n"
        "2. Open Systems Pharmacology - PBPK Model Library - Alfentanil [Internet]. 2020 [cited October 24, 2022]."
        " Available from: [https://github.com/Open-Systems-Pharmacology/Alfentanil-Model]"
        "(https://github.com/Open-Systems-Pharmacology/Alfentanil-Model).\n"
    )
    with rules_only():
        result = parse_text(text, "References.md")
    assert [entry.title for entry in result.entries] == ["Sorting cells by shape"]
    assert result.files[0].skipped.get("web page") == 1


def test_a_doi_written_in_the_text_of_a_citation_linked_to_its_pubmed_page_is_the_entrys() -> None:
    line = (
        "1. [Macosko EZ, Basu A, Satija R, et al. Highly Parallel Genome-wide Expression Profiling of Individual Cells"
        " Using Nanoliter Droplets. Cell. 2015;161(5):1202-1214. doi:10.1016/j.cell.2015.05.002]"
        "(https://pubmed.ncbi.nlm.nih.gov/26000488/)"
    )
    with rules_only():
        entry = one(f"{line}\n")
    assert entry.doi == "10.1016/j.cell.2015.05.002"
    assert [link.url for link in entry.links] == [
        "https://pubmed.ncbi.nlm.nih.gov/26000488/",
        "https://doi.org/10.1016/j.cell.2015.05.002",
    ]


@pytest.mark.parametrize(
    ("text", "file"),
    [
        ("- Braden, R., *Requirements for Internet Hosts - Communication Layers*, RFC 1122, Oct. 1989\n", "refs.md"),
        (
            ".. [RFC1122] Braden, R., `Requirements for Internet Hosts - Communication Layers`, :rfc:`1122`,"
            " Oct. 1989\n",
            "refs.rst",
        ),
    ],
)
def test_a_standard_cited_by_its_rfc_number_is_reported_not_searched_as_a_paper(text: str, file: str) -> None:
    with rules_only():
        result = parse_text(text, file)
    assert result.entries == []
    assert [record.reason for record in result.unparsed] == [CITES_A_STANDARD]


def test_a_chapter_quoted_then_in_its_italic_book_is_a_paper_despite_a_quote_mark_garbled_by_an_old_encoding() -> None:
    """'"Title,"' then U+009D: a closing quote's UTF-8 bytes once read as cp1252 leave an invisible control
    character, which a reader never sees."""
    text = (
        '*   Marshall, Ana C. "Finding the Boundaries of the Library Without Walls,"\x9d in *Digital Library Use*'
        " (chapter 3).\n"
        '*   Agre, Bo E. "Information and Institutional Change: The Case of Digital Libraries,"\x9d in *Digital'
        " Library Use* (chapter 9).\n"
    )
    with rules_only():
        titles = [entry.title for entry in parse_text(text, "syllabus.md").entries]
    assert titles == [
        "Finding the Boundaries of the Library Without Walls",
        "Information and Institutional Change: The Case of Digital Libraries",
    ]


@pytest.mark.parametrize(
    ("line", "venue"),
    [
        (
            '2018, Okafor, Amara, and Lars Lindqvist. ["Quantifying Controversy in Cohort Networks." Transactions on '
            "Social Computing 1, no. 1 (2018): 3.](https://dl.acm.org/citation.cfm?id=3140565)",
            "Transactions on Social Computing",
        ),
        (
            '- Haddad, R. ["Quantifying Controversy in Cohort Networks." Global Environmental Change 32 (2015): '
            "126-138](https://example.org/gec.pdf)",
            "Global Environmental Change",
        ),
    ],
)
def test_a_quoted_title_opening_a_linked_whole_citation_is_the_title_and_the_rest_its_venue(
    line: str, venue: str
) -> None:
    """A list may link a whole citation pasted from a scholar's export, quotes and all: the quotes set the title
    apart from its journal inside the link as outside it."""
    title, _, read_venue, _ = read_by_the_rules(f"# Papers\n\n{line}\n")
    assert (title, read_venue) == ("Quantifying Controversy in Cohort Networks", venue)
