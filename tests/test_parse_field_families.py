"""List shapes of networking, economics, astronomy, medicine and library reference pages, each a family of lists.

Each case is a short line in the shape such lists write (a hard-wrapped citation whose linked title a line break cuts,
an economist's "(1956, QJE)", a reference page's author-date key over its italic title, NASA ADS's BibTeX, a
Vancouver book); each fails when the rule it names is taken out.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import parse_text
from enrich.parse.bibtex import BibPaper, BibSkip, read_bibtex
from enrich.parse.tagger import rules_only
from tests.parsed import one

# ------------------------------------------------------------------------------------------- hard-wrapped links


def test_a_linked_title_that_a_line_break_cuts_is_read_whole_with_the_authors_before_it() -> None:
    text = (
        "* Ana Lee, Bo Ng, Cy Wu, Dee Park,\n"
        "   and Eve Moss. [Sharing Bandwidth Fairly Among\n"
        "   Many Short Flows](https://example.org/fair.pdf). Computer Communication Review 33(3).\n"
    )  # no year: no citation rule joins the lines, the link alone does
    entry = one(text)
    assert (entry.title, entry.venue_acronym) == ("Sharing Bandwidth Fairly Among Many Short Flows", "CCR")
    assert entry.occurrences[0].seed_authors == ["Ana Lee", "Bo Ng", "Cy Wu", "Dee Park", "Eve Moss"]
    assert [link.url for link in entry.links] == ["https://example.org/fair.pdf"]


_OPENING = st.sampled_from(["Routing", "Fair", "Scaling", "Measuring", "Congestion", "Sizing", "Named"])
_WORDS = st.sampled_from(["Routing", "Fair", "Queues", "for", "the", "Wide", "Area", "Networks", "Fast", "Paths"])


@settings(max_examples=40, deadline=None)
@given(opening=_OPENING, more=st.lists(_WORDS, min_size=3, max_size=11), cut=st.integers(min_value=1, max_value=11))
def test_a_link_wrapped_anywhere_in_its_title_keeps_the_whole_title(opening: str, more: list[str], cut: int) -> None:
    words = [opening, *more]
    cut = min(cut, len(words) - 1)
    text = f"* Ana Lee and Bo Ng. [{' '.join(words[:cut])}\n   {' '.join(words[cut:])}](p.pdf). NetConf Review 7(2).\n"
    with rules_only():  # the rules' reading: the labeller, given no year, may still cut a title of words this odd
        assert one(text).title == " ".join(words)


@pytest.mark.parametrize(
    ("opening", "closing"), [("[", "](https://example.org/p.pdf)"), ("**", "**"), ("*", "*"), ("_", "_")]
)
@pytest.mark.parametrize("cut", [1, 3, 5])
def test_a_marked_up_title_opening_an_item_and_cut_by_a_line_break_is_read_whole(
    opening: str, closing: str, cut: int
) -> None:
    """A fill may cut an item's first line after any word of its title: the link, bold or italics open across the
    break say the title goes on, whatever word the line ends on."""
    words = "Sizing Router Buffers for Congested Wide Area Links".split()
    text = (
        f"- {opening}{' '.join(words[:cut])}\n  {' '.join(words[cut:])}{closing}\n"
        "  Ana Lee and Bo Ng, NetConf Review 7(2), 2011\n"
    )
    with rules_only():
        assert one(text).title == " ".join(words)


@pytest.mark.parametrize(
    ("written", "arxiv_id", "doi"),
    [
        ("arXiv preprint arXiv:1810.00790.", "1810.00790", None),
        ("*arXiv:1810.00790v2*.", "1810.00790", None),
        ("arXiv preprint [arXiv:1810.00790](https://arxiv.org/abs/1810.00790).", "1810.00790", None),
        ("*Second Language Research*, 38(2). doi:10.1177/0267658321106.", None, "10.1177/0267658321106"),
        ("*Second Language Research*, 38(2). DOI: 10.1177/0267658321106", None, "10.1177/0267658321106"),
    ],
)
def test_an_identifier_written_as_text_is_the_papers_as_a_link_to_it_would_be(
    written: str, arxiv_id: str | None, doi: str | None
) -> None:
    entry = one(f"- Moreau, A., & Ito, B. (2018). Eigentriads of the Tonnetz in Practice. {written}\n")
    assert (entry.title, entry.year, entry.arxiv_id, entry.doi) == (
        "Eigentriads of the Tonnetz in Practice",
        2018,
        arxiv_id,
        doi,
    )


def test_an_identifier_inside_a_bracketed_label_or_a_links_text_is_no_link_of_its_own() -> None:
    entry = one("- Moreau, A. (2018). Eigentriads of the Tonnetz. [see arXiv:1810.00790 for the proofs]\n")
    assert entry.arxiv_id is None


def test_a_thesis_chapter_to_read_is_the_thesis_not_a_book_and_the_chapter_is_no_part_of_its_title() -> None:
    text = "* Ana Lee. [(Chapter 2) Pacing Packets at the Sender](). Ph.D. Thesis, Some University 2006.\n"
    entry = one(text)
    assert (entry.title, entry.year) == ("Pacing Packets at the Sender", 2006)


@pytest.mark.parametrize(
    "line, acronym",
    [
        ("* Ana Lee. [Counting Flows at Line Rate](). SIGCOMM Computer Communication Review 2010.", "CCR"),
        ("* Ana Lee. [Paying Peers to Upload](). Electronic Commerce 2004.", "EC"),
    ],
)
def test_networking_venues_written_out_are_their_acronyms(line: str, acronym: str) -> None:
    assert one(line + "\n").venue_acronym == acronym


# ------------------------------------------------------------------------------------ economics' year and journal


@pytest.mark.parametrize(
    "text, year, venue",
    [
        ('<ul>\n<li>Lee, Ana: <a href="p.pdf">"Prices in Thin Markets"</a> (1983, JMonE)</li>\n</ul>\n', 1983, "JMonE"),
        ("- Lee, Ana, Bo Ng: [Prices in Thin Markets](p.pdf) (2021, AEJ:Macro)\n", 2021, "AEJ:Macro"),
    ],
)
def test_a_year_and_a_journal_abbreviation_in_parentheses_after_the_title_name_the_venue(
    text: str, year: int, venue: str
) -> None:
    assert (one(text).year, one(text).venue) == (year, venue)


# ----------------------------------------------------------------------------- an author-date key over its title


def test_an_author_date_key_over_an_italic_title_and_a_venue_link_is_one_citation() -> None:
    text = (
        "- Lee *et al.* (2018),\n"
        "   *counting cells in tissue images with few labels*,\n"
        "   [Cell Reports](https://doi.org/10.1016/j.celrep.2018.01.001).\n\n"
        "- Moss & Quinn (2020),\n"
        "   *Sorting Cells by Shape*,\n"
        "   [GitHub](https://github.com/example/sorter).\n\n"
        "- Lee, Wu & Ng (2007),\n"  # opens as an author list does: still the key over its title, not one citation
        "   *adjusting batch effects in expression data*,\n"
        "   [Biostatistics](https://doi.org/10.1093/biostatistics/kxj001).\n"
    )
    first, second, third = parse_text(text, "list.md").entries
    assert (first.title, first.year, first.venue) == (
        "counting cells in tissue images with few labels",
        2018,
        "Cell Reports",
    )
    assert first.occurrences[0].seed_authors == ["Lee"]
    assert (second.title, second.year, second.venue) == ("Sorting Cells by Shape", 2020, None)  # a code host: no venue
    assert second.occurrences[0].seed_authors == ["Moss", "Quinn"]
    assert (third.title, third.venue) == ("adjusting batch effects in expression data", "Biostatistics")
    assert third.occurrences[0].seed_authors == ["Lee", "Wu", "Ng"]


# ------------------------------------------------------------------------------------------ NASA ADS's BibTeX


def test_an_ads_export_gives_the_journal_its_macro_prints_and_the_ads_page_as_a_link() -> None:
    (found,) = read_bibtex(
        "@article{Lee:2017,\n"
        "\tAdsurl = {https://ui.adsabs.harvard.edu/abs/2017MNRAS.466.1000L},\n"
        "\tJournal = {\\mnras},\n\tTitle = {{Young stars in a stellar stream}},\n\tYear = 2017}\n"
    )
    assert isinstance(found, BibPaper)
    assert (found.venue, found.year) == ("MNRAS", 2017)
    assert "https://ui.adsabs.harvard.edu/abs/2017MNRAS.466.1000L" in [link.url for link in found.links]


def test_an_ads_software_record_is_software() -> None:
    (found,) = read_bibtex(
        '@MISC{Lee:2015,\n  author = {{Lee}, Ana},\n  title = "{starfit: Stellar model fitting}",\n'
        "  keywords = {Software},\n  howpublished = {Astrophysics Source Code Library},\n  year = 2015,\n"
        "  archivePrefix = {ascl},\n  eprint = {1503.001}\n}\n"
    )
    assert isinstance(found, BibSkip) and found.reason == "software"


# ------------------------------------------------------------------------------------------- Vancouver's books


def test_a_vancouver_citation_closing_on_place_publisher_and_year_is_a_book() -> None:
    text = (
        "- Lee A, Ng B. Counting the Living. 2nd ed. Boca Raton: Chapman & Hall/CRC; 2015.\n"
        "- Lee A, Ng B. Counting deaths in cohorts. Am J Epidemiol. 2015;181(3):200-7.\n"
    )
    result = parse_text(text, "list.md")
    assert [entry.title for entry in result.entries] == ["Counting deaths in cohorts"]
    assert result.files[0].skipped == {"book": 1}


def test_identifier_labels_written_after_the_key_leave_the_citation_read_as_before() -> None:
    text = (
        "- Moss (2016), [DOI: 10.1000/sorter.16]\n"  # as `enrich fix` writes them on an entry's first line
        "   *Sorting Cells by Shape in Parallel*,\n"
        "   [GitHub](https://github.com/example/sorter).\n"
    )
    entry = one(text)
    assert (entry.title, entry.year, entry.doi) == ("Sorting Cells by Shape in Parallel", 2016, "10.1000/sorter.16")
