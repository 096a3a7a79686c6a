"""Works cited in the shapes of lists kept outside computer science: PubMed's display of a paper, a journal in
italics under its authors, a chapter's book with its subtitle, a report cited as a whole work, papers named in prose
by their keys, titles linked to an open archive.

The lines are made up in those shapes; each test fails when the rule it names is taken out.
"""

from __future__ import annotations

import pytest

from enrich.parse import parse_text
from tests.parsed import entries, one


def test_a_paper_set_as_pubmed_displays_it_takes_its_title_from_the_line_under_the_source() -> None:
    """PubMed's summary puts the source first (``J Mol Biol. 1981 Mar 25;147(1):195-7.``), then the title, the
    authors and the PMID: the title is the second line, the journal and year the first's."""
    text = (
        "## Week 1\n"
        "- Insect Sci. 2003 Nov 22;19(17):2176-90.\n"
        "Early moth counting: the birth of a discipline--a personal view.\n"
        "Okafor CA, Bell T.\n"
        "[PMID: 14630646](http://www.ncbi.nlm.nih.gov/pubmed/?term=14630646)\n"
    )
    entry = one(text)
    assert (entry.title, entry.year, entry.venue) == (
        "Early moth counting: the birth of a discipline--a personal view",
        2003,
        "Insect Sci",
    )
    assert entry.occurrences[0].seed_authors == ["Okafor CA", "Bell T"]


def test_an_italic_line_under_the_authors_names_the_journal_whatever_its_case() -> None:
    """Lists pasted from PubMed set a paper in three lines, the linked title, the authors, the journal in italics,
    which PubMed writes in sentence case: the italic line under the names is the journal."""
    text = (
        "# Literature update\n\n"
        "* [Effect of running speed on wearable accelerometers.](https://www.ncbi.nlm.nih.gov/pubmed/31070113)\n"
        "Provot T, Chiementin X, Bolaers F,\n"
        "*Sports biomechanics*.  \n"
    )
    assert one(text).venue == "Sports biomechanics"


@pytest.mark.parametrize(
    ("rest", "venue"),
    [
        (
            "In *Karia Arkhaia: La Carie, des origines à la période pré-hékatomnide*, edited by Ana Lee and Bo Wu,"
            " 23–41. Istanbul: Institut Français.",
            "Karia Arkhaia: La Carie, des origines à la période pré-hékatomnide",
        ),
        (  # with no italics, as a plain-text bibliography writes it
            "In Complex Sentences in Grammar: Essays in Honor of Ana Lee, edited by Bo Wu, 1–20. Amsterdam: Benjamins.",
            "Complex Sentences in Grammar: Essays in Honor of Ana Lee",
        ),
    ],
)
def test_a_chapters_book_keeps_its_subtitle_before_the_editors(rest: str, venue: str) -> None:
    """Chicago cites a chapter "In" its book, then "edited by": the book's whole title, its subtitle after the colon
    and commas and all, is the venue; the colon is the title's, no separator between fields."""
    entry = one(f"# Works cited\n\nQuinn, Tom. 2019. \u201cMoths of the Carian Coast.\u201d {rest}\n", "refs.txt")
    assert (entry.title, entry.venue) == ("Moths of the Carian Coast", venue)


@pytest.mark.parametrize("kind", ["Technical report. GEM Technical Report", "PEER Report 2010/106. College of Music"])
def test_a_report_cited_as_a_whole_work_is_a_paper_and_a_publishers_series_of_reports_is_not(kind: str) -> None:
    """An author-date citation with its title in italics is a whole work; one that then names itself a report (a
    thesis, a preprint) is a paper. After a place of publication, "Reports" names the publisher's series: a book."""
    text = (
        "# References\n\n"
        "Quinn, T., B. Wu, and A. Lee (2014b).\n"
        f"*Testing moth counters for street lights*. {kind} (cited on page 13).\n\n"
        "Lund, A. 1988. *Moths in Towns 1988*. Oxford: British Archaeological Reports International Series 446.\n"
    )
    read = parse_text(text, "bibliography.md")
    assert [entry.title for entry in read.entries] == ["Testing moth counters for street lights"]
    assert read.files[0].skipped.get("book") == 1


def test_bold_titles_named_in_prose_by_their_keys_are_each_a_paper_on_the_line() -> None:
    """A line of prose that names the works it tells of, each a bold title with its authors' key after it
    (``**Title A** (Baran et al. 2019) ... **Title B** (Persad et al. 2023)``): each is a paper of that line."""
    text = (
        "# Milestones\n\n"
        "- The first paper on moth counting by the Lund lab **Counting moths under street lights** (Baran et al."
        " 2019). It was improved by the Wu lab in **Sparse kernels for counting moths** (Persad et al. 2023).\n"
    )
    read = entries(text)
    assert [(entry.title, entry.year, entry.occurrences[0].line) for entry in read] == [
        ("Counting moths under street lights", 2019, 3),
        ("Sparse kernels for counting moths", 2023, 3),
    ]


@pytest.mark.parametrize(
    "url",
    [
        "https://hal.inria.fr/hal-03159939",
        "https://escholarship.org/uc/item/3wd0x3b4",
        "https://www.scielo.br/scielo.php?pid=S0102-30982020000100151&script=sci_arttext",
    ],
)
def test_a_title_linked_to_an_open_archive_is_a_paper(url: str) -> None:
    """HAL, the University of California's eScholarship and SciELO serve papers: a title linked there is one."""
    assert one(f"# Notes\n\n- [Moths and lamps: a programming language for the law]({url})\n").title == (
        "Moths and lamps: a programming language for the law"
    )


def test_a_german_in_before_a_sentence_case_journal_is_no_part_of_its_name() -> None:
    """German lists write "In:" before the journal of an article (``In: Zeitschrift für e-learning, 4 (3), 33-44``):
    the journal is the name after it."""
    line = "- Keller, I. (2008). Moths in the teaching of sport. In: Zeitschrift für e-learning, 4 (3), 33-44.\n"
    assert one(f"# Literatur\n\n{line}").venue == "Zeitschrift für e-learning"


def test_an_italic_journal_before_its_volume_on_a_sub_line_is_the_venue() -> None:
    """A sub-line under a linked title citing the journal in italics, then its volume (``_EMS Surveys in
    Mathematical Sciences_ 1 (2014), 249--282``): the italics name the journal, known or not."""
    text = (
        "# Papers\n\n"
        "- [A short proof of the moth theorem](http://arxiv.org/abs/1403.2957)\n"
        "  _Surveys in Moth Sciences_ 1 (2014), 249--282\n"
    )
    assert one(text).venue == "Surveys in Moth Sciences"


@pytest.mark.parametrize("edition", ["10th", "VII"])
def test_a_meetings_edition_is_no_part_of_its_series_name(edition: str) -> None:
    """A quoted title, then the meeting in italics with its edition's number (``_10th Colombian Conference on
    Moths_``, ``_VII Colombian ..._``): the venue is the series, the number dates the meeting."""
    line = (
        f"* Rincon R, Reyes JC. (2022) \u201cTowards lamps for earthen walls.\u201d _{edition} Colombian Conference on"
        " Moths_. Bogotá, Colombia, May 29th to May 31st.\n"
    )
    assert one(f"# Conference papers\n\n{line}").venue == "Colombian Conference on Moths"


def test_a_book_cited_with_its_count_of_pages_is_a_book_and_a_report_without_a_publisher_a_paper() -> None:
    """Elsevier's Harvard style closes a whole book on its publisher and its count of pages ("Springer. 253pp."):
    a book. A report cited the same way names no publisher, and a chapter "In" its edited book, its pages given
    as a count, is a part of the book: both papers."""
    text = (
        "# References\n\n"
        "- Lund, A., 2012. Moths in the Soil-Plant-Atmosphere System. Springer Science. 253pp.\n"
        "- Quinn, T., B. Wu, 2011. Moth Counting Tool: Theoretical Documentation Version 2009 (September 2011)."
        " 647pp.\n"
        "- Ng, C. (2015). Moths and discourse. In A. Lee & B. Wu (Eds.), The Encyclopedia of Moths (p. 14pp). John"
        " Wiley & Sons.\n"
        "- Todini, E., Wallis, J.R., 1977. Counting moths for daily periods. In Mathematical Models for Moths (edited"
        " by T.A. Ciriani): John Wiley, London, UK.\n"
    )
    read = parse_text(text, "references.md")
    assert [entry.title for entry in read.entries] == [
        "Moth Counting Tool: Theoretical Documentation Version 2009",
        "Moths and discourse",
        "Counting moths for daily periods",
    ]
    assert read.files[0].skipped.get("book") == 1


@pytest.mark.parametrize("note", ["(in Spanish)", "(in Spanish with English abstract)"])
def test_the_language_a_paper_is_written_in_names_no_venue(note: str) -> None:
    """A note of the paper's language after its place ("Bogotá, Colombia (in Spanish)") is no venue "in" Spanish."""
    line = f"* Rincon R, Reyes JC. (2022) \u201cTowards lamps for earthen walls.\u201d Bogotá, Colombia {note}.\n"
    assert one(f"# Papers\n\n{line}").venue is None
