"""A title written first in plain text, then its authors and venue set off as a tail: in italics (``Title, *Ana Lee
et al, MICCAI.*``), in parentheses or after a comma or dash, with no year there.

The tail is no part of the title: the names in it are the authors and the words after them the venue. Each example
names one variant of the family (written in this file's own words); the property test renders random titles, names
and venues through the family's separators, marks and containers and holds that the title read is the title
written, the venue the venue written.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse.tagger import rules_only
from enrich.titles import normalize_title
from tests.parsed import entries, one

_TITLE = "Sparse Kernels for Protein Folding"
_PDF = "[pdf](https://arxiv.org/pdf/2001.01234.pdf)"


def _read(line: str) -> tuple[str, int | None, str | None, list[str]]:
    """(title, year, venue acronym, authors) of a list holding the line alone, read by the rules."""
    with rules_only():
        entry = one(f"## Segmentation\n\n{line}\n")
    occurrence = entry.occurrences[0]
    return entry.title, occurrence.seed_year, occurrence.seed_venue_acronym, occurrence.seed_authors


@pytest.mark.parametrize(
    ("line", "venue", "authors"),
    [
        pytest.param(f"1. {_TITLE}, *Ana Lee et al, MICCAI.* {_PDF}", "MICCAI", ["Ana Lee"], id="comma, italic et al"),
        pytest.param(f"1. {_TITLE}, *Ana Lee et al, Arxiv*. {_PDF}", "arXiv", ["Ana Lee"], id="stop after the italics"),
        pytest.param(f"1. {_TITLE}. *Lee et al., IPMI*", "IPMI", ["Lee"], id="full stop, a surname before et al"),
        pytest.param(f"- {_TITLE} - *A. Lee, B. Wu, IEEE TMI*", "TMI", ["A. Lee", "B. Wu"], id="dash, initials"),
        pytest.param(f"1. {_TITLE}，*Ana Lee et al, Nature Medicine.*", "Nature Medicine", ["Ana Lee"], id="fullwidth"),
        pytest.param(f"1. {_TITLE}, *Ana Lee, MICCAI.* {_PDF}", "MICCAI", ["Ana Lee"], id="one person, known venue"),
        pytest.param(
            f"1. {_TITLE}, *Ana Lee et al, Kryometrics Letters.*",
            "Kryometrics Letters",
            ["Ana Lee"],
            id="a venue the table does not know, after et al",
        ),
        pytest.param(
            f"1. {_TITLE}, *Ana Lee and Bo Wu, Medical Image Analysis.*",
            "MedIA",
            ["Ana Lee", "Bo Wu"],
            id="two names, a journal's whole name",
        ),
        pytest.param(f"1. {_TITLE}, *Cl´ement Lee et al, MIDL.*", "MIDL", ["Cl´ement Lee"], id="a PDF's accent"),
        pytest.param(f"1. **{_TITLE}**, *Ana Lee et al., ISBI*", "ISBI", ["Ana Lee"], id="bold title first"),
        pytest.param(f"1. {_TITLE}. *Ana Lee, Bo Wu*. MICCAI.", "MICCAI", ["Ana Lee", "Bo Wu"], id="italic names"),
    ],
)
def test_an_italic_tail_of_names_and_venue_ends_the_title(line: str, venue: str, authors: list[str]) -> None:
    assert _read(line) == (_TITLE, None, venue, authors)


@pytest.mark.parametrize(
    ("line", "venue"),
    [
        pytest.param(f"1. {_TITLE} (Ana Lee et al., MICCAI) {_PDF}", "MICCAI", id="parenthesised"),
        pytest.param(f"1. {_TITLE}, Ana Lee et al, IPMI. {_PDF}", "IPMI", id="plain, after a comma"),
        pytest.param(f"1. {_TITLE} - A. Lee, B. Wu, IEEE TMI", "TMI", id="plain, after a dash, a known venue"),
    ],
)
def test_a_plain_or_parenthesised_tail_of_names_and_venue_ends_the_title(line: str, venue: str) -> None:
    title, _, read_venue, _ = _read(line)
    assert (title, read_venue) == (_TITLE, venue)


def test_a_date_closing_the_title_before_its_tail_is_the_year_under_a_bold_year_group() -> None:
    text = (
        "### Segmentation\n**2017**\n"
        f"1. {_TITLE} (***2016*** &#x1F44D;), *Ana Lee et al, NIPS.* {_PDF}\n"
        "1. Counting Moths under Street Lights, *Bo Wu et al, Arxiv.* [pdf](https://arxiv.org/pdf/1705.01234.pdf)\n"
    )
    with rules_only():
        found = [(e.title, e.occurrences[0].seed_year, e.occurrences[0].seed_venue_acronym) for e in entries(text)]
    assert found == [(_TITLE, 2016, "NeurIPS"), ("Counting Moths under Street Lights", 2017, "arXiv")]


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        # words shaped as a title's ("Learning"), not a person's, before a venue: no author list, the title keeps them
        pytest.param(f"1. {_TITLE}, *Graph Learning, MICCAI.* {_PDF}", "Graph Learning", id="italic title words"),
        pytest.param(
            f"1. Sparse Kernels, Protein Folding, and Graph Learning (Kryometrics Review) {_PDF}",
            "Graph Learning",
            id="a comma series, a parenthesis with no names",
        ),
        pytest.param(f"1. {_TITLE}, Ana Lee, Kryometrics Review {_PDF}", "Ana Lee", id="no et al, no known venue"),
    ],
)
def test_a_tail_that_holds_no_names_or_no_venue_mark_reads_no_authors(line: str, kept: str) -> None:
    title, _, _, authors = _read(line)
    assert (kept in title, authors) == (True, [])


def test_a_title_comma_series_before_an_italic_journal_stays_whole() -> None:
    assert _read(f"1. Backdoors, Poisoning, and Attacks, *ACM Computing Surveys*, 2021. {_PDF}") == (
        "Backdoors, Poisoning, and Attacks",
        2021,
        "CSUR",
        [],
    )


# ------------------------------------------------------------------------------------------------ property

_WORDS = ["Sparse", "Kernels", "Protein", "Folding", "Graph", "Learning", "Robust", "Segmentation", "Volumes", "Cells"]
_JOINERS = ["for", "of", "with", "in"]
_GIVEN = ["Ana", "Bo", "Chen", "Dara", "Emil", "Farah"]
_SURNAMES = ["Lee", "Wu", "Okafor", "Lund", "Moss", "Tanaka"]
_KNOWN = [("MICCAI", "MICCAI"), ("IEEE TMI", "TMI"), ("Arxiv", "arXiv"), ("NIPS", "NeurIPS"), ("IPMI", "IPMI")]
_UNKNOWN = [("Kryometrics Letters", "Kryometrics Letters"), ("Glyph Review", "Glyph Review")]


@st.composite
def _cited(draw: st.DrawFn) -> tuple[str, str, str]:
    """(line, title, venue acronym): a title first, then names and a venue in one of the family's tails."""
    head = draw(st.lists(st.sampled_from(_WORDS), min_size=2, max_size=4, unique=True))
    tail = draw(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=3, unique=True))
    title = " ".join([*head, draw(st.sampled_from(_JOINERS)), *tail])
    people = draw(st.lists(st.tuples(st.sampled_from(_GIVEN), st.sampled_from(_SURNAMES)), min_size=1, max_size=3))
    names = ", ".join(f"{given} {surname}" for given, surname in people)
    et_al = draw(st.booleans())
    venue, acronym = draw(st.sampled_from(_KNOWN + _UNKNOWN if et_al else _KNOWN))
    cited = f"{names}{' et al' if et_al else ''}, {venue}"
    mark = draw(st.sampled_from(["italic", "parentheses", "plain"] if et_al else ["italic", "parentheses"]))
    separator = draw(st.sampled_from([",", ".", " -", "，"]))
    if mark == "italic":
        rest = f"{separator} *{cited}.*"
    elif mark == "parentheses":
        rest = f" ({cited})"
    else:
        rest = f"{separator if separator != '.' else ','} {cited}."
    marker = draw(st.sampled_from(["1.", "-", "*"]))
    return f"{marker} {title}{rest} {_PDF}", title, acronym


@settings(max_examples=150, deadline=None)
@given(_cited())
def test_any_title_first_citation_with_a_names_and_venue_tail_reads_its_title_and_venue(
    cited: tuple[str, str, str],
) -> None:
    line, title, acronym = cited
    read_title, _, venue, _ = _read(line)
    assert (normalize_title(read_title), venue) == (normalize_title(title), acronym), line


@pytest.mark.parametrize(
    ("line", "title"),
    [
        (
            "Lee, A. B., C. Wu, and D. Ng, 2015a: Sorting cells by shape: Part 1. Modeling concept. *Journal of Cell"
            " Shapes*, 12, 1-9.",
            "Sorting cells by shape: Part 1. Modeling concept",
        ),
        (
            "Lee, A. B., and C. Wu, 2010: Sorting cells by shape: 2. Impact of time on sorting. *Cell Shapes*,"
            " [doi:10.1000/cs.1](https://doi.org/10.1000/cs.1).",
            "Sorting cells by shape: 2. Impact of time on sorting",
        ),
        (
            "Lee, A. B., B. Wu, C. Ng. Sorting cells by shape: Part II. Parallel machines. Cell Shapes 12, 1-9, 2010.",
            "Sorting cells by shape: Part II. Parallel machines",
        ),
    ],
)
def test_the_full_stop_after_a_parts_number_goes_on_with_the_title(line: str, title: str) -> None:
    """A work in parts numbers each in its title ("...: Part 1. Modeling concept", "...: 2. Impact of ..."): the
    stop after the number is no title's end."""
    with rules_only():
        assert one(f"{line}\n").title == title


def test_an_italic_journal_closing_an_author_date_citation_before_its_doi_is_the_venue() -> None:
    """AMS and AGU close a citation on the journal in italics, a comma, then the DOI: read apart as a link, the
    DOI leaves the journal's name closing the citation with its comma."""
    line = (
        "Lee, A. B., and C. Wu, 2010: Sorting cells by shape in parallel. *Cell Shapes*,"
        " [doi:10.1000/cs.1](https://doi.org/10.1000/cs.1).\n"
    )
    with rules_only():
        assert one(line).occurrences[0].seed_venue == "Cell Shapes"


def test_a_venue_after_a_parts_number_ends_the_title_there() -> None:
    line = "Lee, A. B., & Wu, C. (2006). Sorting cells by shape: Part II. IEEE Transactions on Robotics, 13(3), 1-9.\n"
    with rules_only():
        assert one(line).title == "Sorting cells by shape: Part II"


@pytest.mark.parametrize(
    "line",
    [
        'Lee, A. B., 2012: Reply to comment by C. Wu on "Sorting cells by shape in parallel". *Cell Shapes*, 4, 1-9.',
        "Lee, A. B. (2012). Comment on \u201cSorting cells by shape in parallel.\u201d *Cell Shapes*, 4, 1-9.",
    ],
)
def test_a_reply_or_comment_quoting_the_paper_it_answers_keeps_its_own_title_and_year(line: str) -> None:
    """A comment or a reply names the paper it answers in quotes after its own first words: the quoted title is
    not this paper's (which would merge it with the paper answered), and the year before it is this one's."""
    with rules_only():
        entry = one(f"{line}\n")
    assert entry.title.split(" ", 1)[0] in ("Reply", "Comment")
    assert entry.title.endswith("\u201cSorting cells by shape in parallel\u201d")
    assert (entry.year, entry.occurrences[0].seed_authors) == (2012, ["Lee, A. B."])
