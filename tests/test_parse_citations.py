"""Reference lists in the citation styles people paste: one citation a line, hard-wrapped over lines, as a link's text.

Each example test names the shape a rule of ``enrich.parse.citations`` (or its hooks in ``enrich.parse.blocks`` and
``enrich.parse.items``) reads; the property test at the end renders records through eleven styles and the ways a
reference list is laid out, and holds that every citation becomes an entry with its title and year.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import parse_text
from enrich.venues import canonical_acronym
from tests.parsed import entries, initials, name_series, one

TITLE = "Learning Transferable Visual Models from Natural Language Supervision"


# ------------------------------------------------------------------------------------------------ one line


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        pytest.param(
            f"Radford A, Kim JW, Hallacy C. {TITLE}. J Mach Learn Res. 2021;22(3):1-10.",
            ["Radford A", "Kim JW", "Hallacy C"],
            id="Vancouver: initials without full stops, the last one's stop ends the names",
        ),
        pytest.param(
            f"RADFORD A, KIM J W, HALLACY C. {TITLE}[J]. Journal of Machine Learning Research, 2021, 22(3): 1-10.",
            ["RADFORD A", "KIM J W", "HALLACY C"],
            id="GB/T 7714: capitals, then the title and its [J] type",
        ),
        pytest.param(
            f"Radford, A., Kim, J. W. & Hallacy, C. {TITLE}. J. Mach. Learn. Res. 22, 1–10 (2021).",
            ["Radford, A.", "Kim, J. W.", "Hallacy, C."],
            id="Nature: the last initial's stop ends the names",
        ),
        pytest.param(
            f"Radford, A. et al. {TITLE}. Nature Machine Intelligence 3, 1–10 (2021).",
            ["Radford, A."],
            id="Nature with et al.",
        ),
    ],
)
def test_author_lists_that_end_at_their_last_initial(line: str, authors: list[str]) -> None:
    entry = one(f"1. {line}\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (TITLE, 2021, authors)


@pytest.mark.parametrize("ellipsis", ["\u2026", "...", ". . ."])
def test_apas_ellipsis_before_the_last_of_many_authors(ellipsis: str) -> None:
    """APA elides the middle of a long author list, the last author after an ellipsis (one character or three
    stops): the ellipsis is no part of that name, and the names are the citation's authors."""
    line = (
        f"Okafor, P., Ruiz, S. W., Lee, A., Moreau, C., Tanaka, N. S., Kim, J., {ellipsis} Castillo, T. (2020). "
        "Sea ice drift in a warming Arctic. Journal of Glaciology, 12(3), 45-67."
    )
    entry = one(f"{line}\n")
    assert (entry.title, entry.year, entry.venue) == (
        "Sea ice drift in a warming Arctic",
        2020,
        "Journal of Glaciology",
    )
    assert entry.occurrences[0].seed_authors[-2:] == ["Kim, J.", "Castillo, T."]


@pytest.mark.parametrize(
    "title", ["Ethnic Parties and Patronage Democracy.", "\u201cEthnic Parties and Patronage Democracy.\u201d"]
)
def test_a_lone_author_surname_first_with_a_full_given_name(title: str) -> None:
    """``Okafor, Ada. (2006). Title.``: the full stop after the given name closes the author list, as APA and
    Chicago close it; an author-date key ("Ritchie, Thompson (1974)") runs into its year without one, so the two
    words are one person, not two surnames."""
    entry = one(f"- Okafor, Ada. (2006). {title} Annual Review of Political Science, 9: 397-424.\n")
    assert (entry.title, entry.year) == ("Ethnic Parties and Patronage Democracy", 2006)
    assert entry.occurrences[0].seed_authors == ["Okafor, Ada"]


def test_harvard_single_quoted_title_after_the_year() -> None:
    entry = one(f"- Radford, A., Kim, J.W. and Hallacy, C. (2021) '{TITLE}', Journal of Machine Learning Research.\n")
    assert (entry.title, entry.year) == (TITLE, 2021)
    assert entry.occurrences[0].seed_authors == ["Radford, A.", "Kim, J.W.", "Hallacy, C."]  # initials unspaced


def test_a_given_name_and_initial_are_no_vancouver_author_list() -> None:
    entry = one("- Ian H. Witten, An Adaptive Optimal Controller for Discrete-Time Markov Environments, 1977\n")
    assert entry.title == "An Adaptive Optimal Controller for Discrete-Time Markov Environments"


def test_apa_initials_before_the_year_are_no_nature_author_list() -> None:
    entry = one("* Shields, M., & Jones, S. P. (2001). First-Class Modules for Haskell. POPL 2001.\n")
    assert (entry.title, entry.year) == ("First-Class Modules for Haskell", 2001)


def test_acms_lone_author_with_given_names_first_and_the_year_next() -> None:
    entry = one("1. Jong Wook Kim. 2021. Sparse Attention for Long Documents. In Proceedings of ACL. 1–10.\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (
        "Sparse Attention for Long Documents",
        2021,
        ["Jong Wook Kim"],
    )


def test_a_whole_citation_as_a_links_text() -> None:
    line = f"Radford, A., Kim, J. W., & Hallacy, C. (2021). {TITLE}. Journal of Machine Learning Research, 22(3)."
    entry = one(f"1. [{line}](https://example.org/clip.pdf)\n")
    assert (entry.title, entry.year, entry.venue_acronym) == (TITLE, 2021, "JMLR")
    assert [link.url for link in entry.links] == ["https://example.org/clip.pdf"]


def test_a_reference_number_glued_to_the_first_author() -> None:
    """Reference lists pasted into plain text keep "12." against the first surname, with no space."""
    text = (
        "12.Okafor, C., Lindqvist, E. & Tanaka, H. Ocean heat uptake in a warming\n"
        "climate. Climate Dynamics 48, 1201–1215 (2017).\n"
    )
    entry = one(text, "refs.rst")
    assert (entry.title, entry.year) == ("Ocean heat uptake in a warming climate", 2017)
    assert entry.occurrences[0].seed_authors == ["Okafor, C.", "Lindqvist, E.", "Tanaka, H."]


def test_identifier_labels_a_fix_wrote_do_not_end_a_wrapped_citation() -> None:
    """The fix writes "[DOI: ...]" at the end of a citation's first line; the next line, though it opens like a name
    ("Boundary Layers. Journal ..."), still goes on with that citation, and the next citation keeps its own."""
    text = (
        "12.Okafor, C. & Berg, T. Ocean heat uptake in the [DOI: 10.1145/1234567.1] [arXiv: 2601.00001]\n"
        "Boundary Layers. Journal of Ocean Studies 48, 1201–1215 (2017).\n"
        "13.Lindqvist, E. et al. Sea ice loss in a warming\n"
        "Arctic basin. Climate Letters 3, 44–51 (2019).\n"
    )
    found = entries(text, "refs.rst")
    assert [(entry.year, entry.doi) for entry in found] == [(2017, "10.1145/1234567.1"), (2019, None)]


def test_a_title_first_citation_with_vancouver_names_and_a_lower_case_subtitle() -> None:
    line = "Blinding in trials. a practical guide. Okafor CN, Berg T, Tanaka H. J Trial Methods 2004: 57(2); 101-9."
    entry = one(line + "\n")
    assert (entry.title, entry.year) == ("Blinding in trials. a practical guide", 2004)
    assert entry.occurrences[0].seed_authors == ["Okafor CN", "Berg T", "Tanaka H"]


@pytest.mark.parametrize(
    ("line", "title", "venue"),
    [
        pytest.param(
            "Ortiz, M. (2019). Can Crowds Tag Folk Songs? Metadata, Archives and Listening. "
            "_Journal of Music Archives_, 4(2), 11-30.",
            "Can Crowds Tag Folk Songs? Metadata, Archives and Listening",
            "Journal of Music Archives",
            id="a question, then its subtitle in roman before the italic journal",
        ),
        pytest.param(
            "Haas, K., & Ito, R. (2022). Human vs. Machine Graders: Agreement on Open Answers. "
            "*Proceedings of the Annual Meeting of the Education Society*, 66(1).",
            "Human vs. Machine Graders: Agreement on Open Answers",
            "Proceedings of the Annual Meeting of the Education Society",
            id="an abbreviation's full stop inside the title",
        ),
    ],
)
def test_an_apa_title_runs_on_to_its_italic_venue(line: str, title: str, venue: str) -> None:
    entry = one(f"# Readings\n\n{line}\n")
    assert (entry.title, entry.occurrences[0].seed_venue) == (title, venue)


def test_an_apa_title_before_a_books_in_stops_at_its_question() -> None:
    line = "Bell, T. (2011). Do Peers Matter? In _Handbook of the Economics of Schooling_ (pp. 1-20). Elsevier."
    assert one(f"# Readings\n\n{line}\n").title == "Do Peers Matter?"


def test_pages_in_lower_case_after_the_title_are_not_the_titles() -> None:
    line = "* Ana Ruiz and Tom Bell. Typing the untyped lambda calculus again. pages 429–442, 2013."
    assert one(line + "\n").title == "Typing the untyped lambda calculus again"


def test_an_initial_outside_ascii_does_not_end_the_author_list() -> None:
    line = "86. Ström, Å. (2015). Water governance in boreal catchments. *Ecology and Society*, 20(1), 5."
    entry = one(f"# Articles\n\n{line}\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (
        "Water governance in boreal catchments",
        2015,
        ["Ström, Å."],
    )


@pytest.mark.parametrize(
    ("line", "title", "year"),
    [
        pytest.param(
            '1. [Moreau, Daniel PJ, Ana Silva, and Tom Berg. "Momentum and the cross-section of bond returns." '
            "*Journal of Finance* 70, no. 2 (2016): 11-40.](notes/bonds.html)",
            "Momentum and the cross-section of bond returns",
            2016,
            id="Chicago, the first author's initials without full stops",
        ),
        pytest.param(
            '2. [王小明, 李华, and 张伟. "基于机器学习的资产定价研究." '
            "*金融研究* 12, no. 3 (2020): 1-20.](notes/ml.html)",
            "基于机器学习的资产定价研究",
            2020,
            id="Chicago in a script without spaces between words",
        ),
    ],
)
def test_a_chicago_citation_as_a_links_text(line: str, title: str, year: int) -> None:
    """A link to the reader's notes around a whole citation: the quoted title is the title, not the link's text."""
    entry = one(f"# Reading\n\n{line}\n")
    assert (entry.title, entry.year) == (title, year)


def test_a_paragraph_of_one_line_citations_is_one_entry_each() -> None:
    text = (
        "Radford, A., & Kim, J. W. (2021). Learning Transferable Visual Models. Journal of Machine Learning Research.\n"
        "Lee, B., & Wu, C. (2019). Sparse Attention for Long Documents. Computational Linguistics, 45(2), 1-20.\n"
    )
    assert [(entry.title, entry.year) for entry in entries(text, "refs.txt")] == [
        ("Learning Transferable Visual Models", 2021),
        ("Sparse Attention for Long Documents", 2019),
    ]


# ------------------------------------------------------------------------------------------------ wrapped


def test_a_numbered_citation_hard_wrapped_over_lines() -> None:
    text = (
        "1. Radford, A., Kim, J. W., & Hallacy, C. (2021). Learning Transferable\n"
        "Visual Models from Natural Language Supervision. Journal of Machine\n"
        "Learning Research, 22(3), 1-10.\n"
    )
    entry = one(text)
    assert (entry.title, entry.year, entry.venue_acronym) == (TITLE, 2021, "JMLR")
    assert entry.occurrences[0].line == 1


def test_a_citation_wrapped_between_an_initial_and_its_surname_stays_one() -> None:
    text = (
        "[1] A. Kim, S. Radford, and A.\n"
        "L. Moreau, \u201cSparse Attention for Long Documents,\u201d Nature\n"
        "Communications, vol. 12, no. 3, pp. 45\u201367, 2014.\n"
        "[2] T. Castillo and J. W. Okafor, \u201cRobust Graph Networks for Protein\n"
        "Structure,\u201d Physical Review Letters, vol. 12, no. 3, pp. 45\u201367, 2015.\n"
    )
    found = entries(text, "refs.txt")
    assert [(entry.title, entry.year) for entry in found] == [
        ("Sparse Attention for Long Documents", 2014),
        ("Robust Graph Networks for Protein Structure", 2015),
    ]


def test_citations_pasted_from_a_pdf_with_a_page_number_between_their_lines() -> None:
    text = (
        "References\n\n"
        "Lee, B., & Wu, C. (2019). Sparse Attention for Long-\n"
        "Range Documents. Computational Linguistics, 45(2), 1-20.\n"
        "Radford, A., Kim, J. W., & Hallacy, C. (2021). Learning Transferable\n"
        "12\n"
        "Visual Models from Natural Language Supervision. Journal of Machine\n"
        "Learning Research, 22(3), 1-10.\n"
    )
    found = [
        (entry.title, entry.year, entry.occurrences[0].line, entry.occurrences[0].end_line)
        for entry in entries(text, "refs.txt")
    ]
    assert found == [
        ("Sparse Attention for Long-Range Documents", 2019, 3, 4),  # a compound's hyphen at the line's end stays
        (TITLE, 2021, 5, 8),  # the entry spans its source lines, for `enrich fix` and the entry labeller
    ]


@pytest.mark.parametrize("bullet", ["\u00b7", "\u2022", "\u25aa"])
def test_citations_behind_a_bullet_character_hard_wrapped_one_a_paragraph(bullet: str) -> None:
    """A page that writes its bullets as characters (``· ``, ``• ``), not Markdown list markers, and wraps each
    citation over lines in a paragraph of its own: every paragraph is one citation, its title and journal read
    across the wrap, and a book (a publisher and its city, no quoted title) is no paper."""
    text = (
        f"{bullet} Okafor, Ada. (2006). \u201cWhat Is Ethnicity and Does It Matter for Party\n"
        "Systems?\u201d Annual Review of Political Science, No.9: 397-424.\n\n"
        f"{bullet} Lindqvist, Sven. (1968). Political Order in Changing Societies. New\n"
        "Haven: Yale University Press.\n\n"
        f"{bullet} Moreau, Chen and Tomas Castillo (2004). \u201cTribe or Nation? Public Goods in\n"
        "Kenya,\u201d World Politics, 56(3):327-362.\n"
    )
    found = [(entry.title, entry.year, entry.venue) for entry in entries(text)]
    assert found == [
        ("What Is Ethnicity and Does It Matter for Party Systems?", 2006, "Annual Review of Political Science"),
        ("Tribe or Nation? Public Goods in Kenya", 2004, "World Politics"),
    ]


@pytest.mark.parametrize(
    "marker", [pytest.param("1.", id="in a numbered list"), pytest.param("-", id="in a bulleted list")]
)
def test_a_wrapped_citations_year_on_a_line_of_its_own(marker: str) -> None:
    text = (
        f"{marker} Alec Radford, Jong Wook Kim, and Chris Hallacy. Learning\n"
        "Transferable Visual Models from Natural Language\n"
        "Supervision. In Proceedings of ICML, pages 8748-8763,\n"
        "2021.\n"
    )
    entry = one(text)
    assert (entry.title, entry.year) == (TITLE, 2021)


def test_a_bold_title_over_its_authors_and_venue_is_not_one_wrapped_citation() -> None:
    text = (
        "**Feature Reuse and Scaling: Understanding Transfer Learning with Protein Language Models.**  \n"
        "Francesca-Zhoufan Li, Ava P. Amini, Yisong Yue, Kevin K. Yang, Alex X. Lu.\n"
        "*ICML, July 2024.*\n"
    )
    entry = one(text)
    assert entry.title == "Feature Reuse and Scaling: Understanding Transfer Learning with Protein Language Models"
    assert entry.occurrences[0].seed_authors[0] == "Francesca-Zhoufan Li"


@pytest.mark.parametrize(
    ("link_line", "venue", "year"),
    [
        ("[Cell Reports Methods 4.2 (2023)](https://example.org/crm) • [code](https://github.com/l/t)", None, 2023),
        ("[medRxiv 2021.03.14.21253512](https://example.org/med)", "medRxiv", 2021),
        ("[ICML 2022](https://example.org/icml)/[arXiv:2201.01234](https://arxiv.org/abs/2201.01234)", "ICML", 2022),
        ("[Journal of Molecular Modeling 27 (2021)](https://example.org/jmm) • Mar 2021", None, 2021),
    ],
)
def test_a_bold_title_over_its_authors_and_a_line_opening_with_a_linked_venue_is_one_paper(
    link_line: str, venue: str | None, year: int
) -> None:
    """Three lines a paper: the title in bold, the authors, then a line that opens with the paper's link, its text
    the venue (and volume or preprint number), other links after it. The linked line is the paper's, not a paper
    whose title is the venue."""
    text = (
        "## Generative design\n\n"
        "**Folding Sequences with Sparse Attention Maps**  \n"
        "Mira Okonkwo, Tarek Haddad, Lena Fischbach  \n"
        f"{link_line}\n\n"
        "**Scoring Binders by Contrastive Pretraining**  \n"
        "Haddad, Tarek, et al.  \n"
        "[BioRxiv (2020)](https://example.org/bio)\n"
    )
    first, second = entries(text)
    assert first.title == "Folding Sequences with Sparse Attention Maps"
    assert (first.year, first.occurrences[0].end_line) == (year, 5)
    assert venue is None or first.venue_acronym == venue
    assert first.links[0].url.startswith("https://example.org/")
    assert (second.title, second.year, second.venue_acronym) == (
        "Scoring Binders by Contrastive Pretraining",
        2020,
        "bioRxiv",
    )


def test_linked_titles_each_under_the_authors_of_the_one_above_stay_papers_of_their_own() -> None:
    """A paragraph of linked titles over their authors, no bold: each link opens a paper."""
    text = (
        "## Reading\n\n"
        "[Folding Sequences with Sparse Attention Maps](https://example.org/a)  \n"
        "Mira Okonkwo, Tarek Haddad, Lena Fischbach  \n"
        "[Scoring Binders by Contrastive Pretraining](https://example.org/b)  \n"
        "Tarek Haddad, Lena Fischbach  \n"
    )
    assert [entry.title for entry in entries(text)] == [
        "Folding Sequences with Sparse Attention Maps",
        "Scoring Binders by Contrastive Pretraining",
    ]


# ------------------------------------------------------------------------------------------------ set in bold

_REQUIRED = (
    "Okafor, A. B., & Lee, C. (2007). Quest for the basic plan of sensory circuitry. "
    "Brain Research Reviews, 55(2), 356\u2013372."
)


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(f"**{_REQUIRED}**\n", id="a paragraph of its own"),
        pytest.param(f"**{_REQUIRED} <https://doi.org/10.1016/j.x.2006.12.006>**\n", id="its address inside the bold"),
        pytest.param(f"- **{_REQUIRED}**\n", id="a list item"),
        pytest.param(f"**{_REQUIRED[:60]}\n{_REQUIRED[61:]}**\n", id="hard-wrapped inside its bold"),
        pytest.param(
            f"**{_REQUIRED}**\nMoreau, T. (1963). On aims and methods of ethology. Ethology, 20, 410-433.\n",
            id="over a plain citation in one paragraph",
        ),
    ],
)
def test_a_whole_citation_set_in_bold_is_read_as_a_citation(text: str) -> None:
    """A list marks the reading it requires by setting the whole citation in bold: the bold marks the entry, not
    its title, and the citation's fields are read as they are without it (a bold paragraph is no sub-heading)."""
    entry = entries("### Readings\n\n" + text)[0]
    assert (entry.title, entry.year, entry.venue) == (
        "Quest for the basic plan of sensory circuitry",
        2007,
        "Brain Research Reviews",
    )
    assert entry.occurrences[0].seed_authors == ["Okafor, A. B.", "Lee, C."]


# ------------------------------------------------------------------------------------------------ property


@dataclass(frozen=True)
class Record:
    authors: tuple[tuple[str, str], ...]  # (given names, surname)
    title: str
    journal: str
    year: int


def _apa(record: Record) -> str:
    names = [f"{surname}, {initials(given)}" for given, surname in record.authors]
    shown = name_series(names, ", & ")
    return f"{shown} ({record.year}). {record.title}. *{record.journal}*, *12*(3), 45-67."


def _chicago(record: Record) -> str:
    (given, surname), *others = record.authors
    names = [f"{surname}, {given}"] + [f"{g} {s}" for g, s in others]
    shown = name_series(names)
    return f"{shown}. {record.year}. “{record.title}.” {record.journal} 12 (3): 45–67."


def _mla(record: Record) -> str:
    given, surname = record.authors[0]
    more = ", et al" if len(record.authors) > 1 else ""
    return f"{surname}, {given}{more}. “{record.title}.” {record.journal}, vol. 12, no. 3, {record.year}, pp. 45-67."


def _ieee(record: Record) -> str:
    names = [f"{initials(given)} {surname}" for given, surname in record.authors]
    shown = name_series(names)
    return f"{shown}, “{record.title},” {record.journal}, vol. 12, no. 3, pp. 45–67, {record.year}."


def _acm(record: Record) -> str:
    names = [f"{given} {surname}" for given, surname in record.authors]
    shown = name_series(names)
    return f"{shown}. {record.year}. {record.title}. {record.journal} 12, 3 ({record.year}), 45–67."


def _vancouver(record: Record) -> str:
    shown = ", ".join(f"{surname} {initials(given, stops=False)}" for given, surname in record.authors)
    if len(record.authors) == 1:
        shown += ", et al"
    return f"{shown}. {record.title}. {record.journal}. {record.year};12(3):45-67."


def _nature(record: Record) -> str:
    names = [f"{surname}, {initials(given)}" for given, surname in record.authors]
    shown = name_series(names, " & ") if len(names) > 1 else names[0] + " et al."
    return f"{shown} {record.title}. {record.journal} 12, 45–67 ({record.year})."


def _harvard(record: Record) -> str:
    names = [f"{surname}, {initials(given)}" for given, surname in record.authors]
    shown = name_series(names, " and ")
    return f"{shown} ({record.year}) '{record.title}', {record.journal}, 12(3), pp. 45-67."


def _gbt(record: Record) -> str:
    shown = ", ".join(f"{surname.upper()} {' '.join(g[0] for g in given.split())}" for given, surname in record.authors)
    if len(record.authors) == 1:
        shown += ", et al"
    return f"{shown}. {record.title}[J]. {record.journal}, {record.year}, 12(3): 45-67."


def _plain(record: Record) -> str:
    names = [f"{given} {surname}" for given, surname in record.authors]
    shown = name_series(names)
    return f"{shown}. {record.title}. {record.journal}, 12(3):45--67, {record.year}."


STYLES = (_apa, _chicago, _mla, _ieee, _acm, _vancouver, _nature, _harvard, _gbt, _plain)
_GIVEN = ("Alec", "Jong Wook", "Maria", "Chen", "Sven", "Priya", "Ana Luisa", "Tomas")
_SURNAMES = ("Radford", "Kim", "Hallacy", "Okafor", "Lindqvist", "Moreau", "Tanaka", "Castillo")
_TITLE_WORDS = (
    "Learning", "Transferable", "Visual", "Models", "Sparse", "Attention", "Long", "Documents", "Robust",
    "Graph", "Networks", "Protein", "Structure", "Prediction", "Efficient", "Climate", "Ensembles", "Causal",
)  # fmt: skip
_JOURNALS = ("Journal of Machine Learning Research", "Nature Communications", "Physical Review Letters")

records = st.builds(
    Record,
    authors=st.lists(
        st.tuples(st.sampled_from(_GIVEN), st.sampled_from(_SURNAMES)), min_size=1, max_size=4, unique_by=lambda n: n[1]
    ).map(tuple),
    title=st.lists(st.sampled_from(_TITLE_WORDS), min_size=4, max_size=9, unique=True).map(" ".join),
    journal=st.sampled_from(_JOURNALS),
    year=st.integers(min_value=1990, max_value=2025),
)


@dataclass(frozen=True)
class Layout:
    style: int
    numbering: str  # "none", "1.", "[1]", "- ", or a bullet character ("• ", "· ")
    wrap: int | None  # hard-wrapped at this width, or one line each
    blank_lines: bool
    as_link: bool
    suffix: str


layouts = st.builds(
    Layout,
    style=st.integers(0, len(STYLES) - 1),
    numbering=st.sampled_from(["none", "1.", "[1]", "- ", "\u2022 ", "\u00b7 "]),
    wrap=st.sampled_from([None, 55, 70, 90]),
    blank_lines=st.booleans(),
    as_link=st.booleans(),
    suffix=st.sampled_from([".txt", ".md"]),
)


def _laid_out(layout: Layout, number: int, citation: str) -> str:
    if layout.as_link:  # a link's text is one line in practice: its brackets would not survive a hard wrap
        citation = f"[{citation.replace('*', '')}](https://example.org/paper{number}.pdf)"
    marker = {"none": "", "1.": f"{number}. ", "[1]": f"[{number}] "}.get(layout.numbering, layout.numbering)
    if layout.wrap is None or layout.as_link:
        return marker + citation
    return textwrap.fill(citation, layout.wrap, initial_indent=marker, break_long_words=False, break_on_hyphens=False)


@settings(max_examples=300, deadline=None)
@given(st.lists(records, min_size=1, max_size=5, unique_by=lambda record: record.title), layouts)
def test_every_citation_of_a_reference_list_is_an_entry_with_its_title_and_year(
    cited: list[Record], layout: Layout
) -> None:
    style = STYLES[layout.style]
    lines = [_laid_out(layout, number, style(record)) for number, record in enumerate(cited, 1)]
    text = "References\n\n" + ("\n\n" if layout.blank_lines else "\n").join(lines) + "\n"
    result = parse_text(text, "refs" + layout.suffix)
    found = sorted((entry.title, entry.year) for entry in result.entries)
    assert found == sorted((record.title, record.year) for record in cited), text
    assert result.unparsed == []


# ------------------------------------------------------------------------------------------------ marked up, wrapped


def _copernicus(record: Record, title: str, venue: str) -> str:
    names = name_series([f"{surname}, {initials(given)}" for given, surname in record.authors], " and ")
    doi = "[doi: 10.5194/x-12-45](https://doi.org/10.5194/x-12-45)"
    return f"{names}: {title}, {venue}, 12, 45-67, {doi}, {record.year}."


def _apa_marked(record: Record, title: str, venue: str) -> str:
    names = name_series([f"{surname}, {initials(given)}" for given, surname in record.authors], ", & ")
    return f"{names} ({record.year}). {title}. {venue}, 12(3), 45-67."


def _ieee_marked(record: Record, title: str, venue: str) -> str:
    names = name_series([f"{initials(given)} {surname}" for given, surname in record.authors])
    return f"{names}, {title}, {venue}, vol. 12, pp. 45-67, {record.year}."


_MARKED_STYLES = (_copernicus, _apa_marked, _ieee_marked)


def _title_of(record: Record) -> str:
    return record.title


_LONG_JOURNALS = (
    "Journal of Geophysical Research: Atmospheres",
    "Quarterly Journal of the Royal Meteorological Society",
)


@settings(max_examples=120, deadline=None)
@given(
    st.lists(records, min_size=1, max_size=3, unique_by=_title_of),
    st.integers(0, len(_MARKED_STYLES) - 1),
    st.sampled_from(["**", "__", "*", "_"]),
    st.sampled_from(["", "*", "_"]),
    st.sampled_from(_LONG_JOURNALS),
    st.sampled_from([40, 55, 70, 90]),
    st.booleans(),
)
def test_a_bold_or_italic_title_wrapped_over_lines_is_read_whole(
    cited: list[Record], style: int, title_mark: str, venue_mark: str, journal: str, wrap: int, blank_lines: bool
) -> None:
    """Citation paragraphs hard-wrapped at a fixed width, the title in bold or italics and the journal in italics:
    emphasis a line break cuts is one span again, so the whole title (and venue) is read, never its first line's
    part; the italics end the names, a lone author's too ("A. Lee, *Title*, ...")."""
    venue_mark = "" if venue_mark == title_mark[0] else venue_mark
    render = _MARKED_STYLES[style]
    lines = [
        textwrap.fill(
            render(record, f"{title_mark}{record.title}{title_mark}", f"{venue_mark}{journal}{venue_mark}"),
            wrap,
            break_long_words=False,
            break_on_hyphens=False,
        )
        for record in cited
    ]
    text = "# Publications\n\n" + ("\n\n" if blank_lines else "\n").join(lines) + "\n"
    result = parse_text(text, "publications.md")
    # the same venue as the scorer tells it: the table's acronym, else the name as written
    found = sorted((entry.title, entry.year, canonical_acronym(entry.venue)) for entry in result.entries)
    assert found == sorted((record.title, record.year, canonical_acronym(journal)) for record in cited), text
    assert result.unparsed == []


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        pytest.param(
            "Roy, J.-P., Lee, A. and Gottlieb, K.-D.: **Sea Ice Drift in a Warming Arctic**, J. Clim., 12, 2019.",
            ["Roy, J.-P.", "Lee, A.", "Gottlieb, K.-D."],
            id="a hyphenated given name's last initial keeps its stop, at the list's end too",
        ),
        pytest.param(
            "[Sea Ice Drift in a Warming Arctic](https://doi.org/10.1016/j.x.2020.1)\\\n"
            "**Authors:** Ana Lee, Bo Wu, John W. Gillespie Jr.",
            ["Ana Lee", "Bo Wu", "John W. Gillespie Jr."],
            id="a generational suffix keeps its stop",
        ),
        pytest.param(
            "[Sea Ice Drift in a Warming Arctic](https://doi.org/10.1016/j.x.2020.1)\\\n"
            "**Authors:** P.L. Okafor, Sang Won Ruiz, Ana Lee, ... N. S. Tanaka",
            ["P.L. Okafor", "Sang Won Ruiz", "Ana Lee", "N. S. Tanaka"],
            id="a labelled author list mixes initials and given names; an ellipsis leaves names out",
        ),
    ],
)
def test_initials_and_suffixes_keep_their_stops(line: str, authors: list[str]) -> None:
    entry = one(f"- {line}\n")
    assert (entry.title, entry.occurrences[0].seed_authors) == ("Sea Ice Drift in a Warming Arctic", authors)


@pytest.mark.parametrize(
    "journal", ["Journal of Climate", "Nature Climate Change", "Earth System Dynamics", "Geophys. Res. Lett."]
)
def test_a_journal_the_bold_title_ran_on_over_is_the_venue(journal: str) -> None:
    """``Names: **Title, Journal**, 36(2), 281-311``: the bold closed after the journal, its volume right after the
    bold; the journal is the venue, not the title's last words."""
    entry = one(f"Lee, A. and Wu, B.: **Sea Ice Drift in a Warming Arctic, {journal}**, 36(2), 281-311, 2023.\n")
    # the same venue as the scorer tells it (GRL for "Geophys. Res. Lett."): the table's acronym, else as written
    venue = canonical_acronym(journal.rstrip("."))
    assert (entry.title, canonical_acronym(entry.venue), entry.year) == (
        "Sea Ice Drift in a Warming Arctic",
        venue,
        2023,
    )


@pytest.mark.parametrize("volume", ["Vol. 32, No. 3", "Volume 32, Number 3", "vol. 32, no. 3"])
@pytest.mark.parametrize("journal", ["SIAM J. of Computing", "ACM Computing Reviews", "IMA J. Numer. Anal."])
def test_a_journal_named_by_its_place_and_a_volume_written_out(volume: str, journal: str) -> None:
    """A journal no venue table knows, with no venue word in its name, is the venue by its place after the title
    and the volume after it, written as hand-kept lists write it ("Vol. 32", "Volume 32") or as IEEE does."""
    entry = one(f'1. A. Lee and B. Wu. "[Sea Ice Drift](https://example.org/a.pdf)" *{journal}*, {volume}, 2003.\n')
    assert (entry.title, entry.venue, entry.year) == ("Sea Ice Drift", journal.rstrip("."), 2003)


_LAW_JOURNALS = st.sampled_from(["Santa Clara L. Rev.", "Yale L.J.", "American Journal of Psychiatry", "Legal Forum"])


@settings(max_examples=40, deadline=None)
@given(
    journal=_LAW_JOURNALS,
    volume=st.sampled_from(["7 ", "52 ", "128 "]),
    page=st.sampled_from(["1321", "57", "62:3", "___"]),
    year=st.integers(1960, 2024),
    inline=st.booleans(),
)
def test_a_title_over_its_law_review_source_is_an_entry(
    journal: str, volume: str, page: str, year: int, inline: bool
) -> None:
    """A law course's reading: the title, then (after a <br>) the authors, volume, journal, first page and year."""
    title = "Algorithms and the Duty of Care in Lending"
    source = f"Ana Ruiz and Bo Lindqvist, {volume}{journal} {page} ({year})."
    between = " <br> " if inline else "\n<br> "
    entry = one(f"## Lesson 02\n\n{title}{between}{source}\n<br> Read pages 1-10.\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_venue) == (title, year, journal)
    assert entry.occurrences[0].seed_authors == ["Ana Ruiz", "Bo Lindqvist"]


def test_a_headline_over_a_newspaper_is_no_law_review_article() -> None:
    text = (
        "## Lesson 02\n\nBiased Machines Are Easier to Fix\n<br> Ana Ruiz, N.Y. Times (Dec. 6, 2019)\n<br> Read all.\n"
    )
    assert parse_text(text, "list.md").entries == []


@settings(max_examples=30, deadline=None)
@given(
    journal=st.sampled_from(["Networks", "Operations Research", "Journal of Graph Theory", "Discrete Optimization"]),
    publisher=st.sampled_from(["Wiley", "Elsevier", "Springer", "Kestrel Press", "Marsh Publishing"]),
    year=st.integers(1960, 2024),
)
def test_a_journals_publisher_between_it_and_the_year_is_never_the_venue(
    journal: str, publisher: str, year: int
) -> None:
    """HAL's style: "Title. Journal, Publisher, Year, Vol(Issue), pages": the journal is the venue."""
    title = "[Graph cuts for scheduling](http://x.org/a.pdf)"
    entry = one(f"# Refs\n\n- A. Lee. {title}. {journal}, {publisher}, {year}, 17(3), 1-20\n")
    assert (entry.year, entry.occurrences[0].seed_venue) == (year, journal)


@pytest.mark.parametrize(
    "command",
    ["\\noindent ", "\\bigskip ", "\\indent ", "\\item ", "\\bibitem{lee2019} ", "\\noindent\\hspace{2em} "],
)
@pytest.mark.parametrize("number", ["[12] ", ""])
def test_a_latex_layout_command_opening_a_reference_prints_nothing(command: str, number: str) -> None:
    """A reference list pasted from a LaTeX source keeps the commands that lay its lines out: they are no part of
    the first author's name."""
    line = f'{command}{number}Wadler, Philip, and Ada Lee. "Propositions as types." _Communications of the ACM_ 58.'
    entry = one(f"# References\n\n{line} 2015.\n")
    assert (entry.title, entry.occurrences[0].seed_authors) == ("Propositions as types", ["Wadler, Philip", "Ada Lee"])


@pytest.mark.parametrize(
    ("line", "title", "year", "venue", "authors"),
    [
        pytest.param(
            "* M. Okafor and T. Lind, Lattice Sieving in Small Memory, _Proc. of Eurocrypt 2011_. "
            "doi:[10.1000/ls.11](https://doi.org/10.1000/ls.11)",
            "Lattice Sieving in Small Memory",
            2011,
            "Eurocrypt",
            ["M. Okafor", "T. Lind"],
            id="abbreviated proceedings in italics, the doi's kind before its link",
        ),
        pytest.param(
            "* R. Haas, Quartic Twists over Function Fields, _J. Number Theory_ **71** (2019), no. 2, 33--51. "
            "DOI: [10.1000/qt.19](https://doi.org/10.1000/qt.19)",
            "Quartic Twists over Function Fields",
            2019,
            "J. Number Theory",
            ["R. Haas"],
            id="a lone author, a journal with its bold volume",
        ),
        pytest.param(
            "* P. K. Varga, Prime Gaps, _Math. Mag._ **12** (1999), 3--9.",
            "Prime Gaps",
            1999,
            "Math. Mag",
            ["P. K. Varga"],
            id="a two-word title in title case after an initials-first name",
        ),
        pytest.param(
            "* P. K. Varga, The Class Number Problem, _Amer. Math. Monthly_ **88** (2001), 12--19.",
            "The Class Number Problem",
            2001,
            "Amer. Math. Monthly",
            ["P. K. Varga"],
            id="a title opening with an article, never a name",
        ),
        pytest.param(
            "* J. Moss, Theorems on sieves, _Proc. Cambridge Philos. Soc._ **76** (1974), 521--528.",
            "Theorems on sieves",
            1974,
            "Proc. Cambridge Philos. Soc",
            ["J. Moss"],
            id="a journal named Proceedings keeps its name",
        ),
    ],
)
def test_an_italic_venue_set_off_by_a_comma_ends_the_title_of_an_authors_first_citation(
    line: str, title: str, year: int, venue: str, authors: list[str]
) -> None:
    """``Initials Surname, Title, _Venue_ **vol** (year), pages. doi:[id](url)``, as mathematics and cryptography
    lists cite: the italic part after a comma is the venue (``Proc. of X`` gives X), so the title ends before it,
    and the identifier's kind written before its link is no part of the text."""
    entry = one(f"# Articles\n\n{line}\n")
    assert (entry.title, entry.year, entry.venue) == (title, year, venue)
    assert entry.occurrences[0].seed_authors == authors


@pytest.mark.parametrize("particle_name", ["van den Berg, F.", "della Rocca, P.", "ter Haar, J.", "de la Cruz, M."])
def test_an_apa_author_list_with_a_surname_particle_is_read(particle_name: str) -> None:
    """``Lee, A., van den Berg, F., & Wu, B. (2024). Title. *Journal*.``: a surname's particles ("den", "della",
    "ter") are a name's words, so the author list reads whole and the paper is never lost."""
    line = f"Okafor, J., {particle_name}, & Lind, T. (2024). Memory for spoken words in older adults. *Memory Studies*."
    entry = one(f"# Publications\n\n### 2024\n{line}\n")
    assert (entry.title, entry.year) == ("Memory for spoken words in older adults", 2024)
    assert entry.occurrences[0].seed_authors == ["Okafor, J.", particle_name, "Lind, T."]


def test_a_details_line_of_names_and_an_italic_venue_under_a_title_heading_is_no_citation_of_its_own() -> None:
    """``### Title`` over ``A. Lee, B. Wu and C. Ng, *ICRA'25*``: the names before the italic venue are all people,
    so the italics end no title there; the heading titles the paper."""
    entry = one("# Reading\n\n## Papers\n\n### Grasping in Clutter\n\nA. Lee, B. Wu and C. Ng, *ICRA'25*\n")
    assert (entry.title, entry.year, entry.venue) == ("Grasping in Clutter", 2025, "ICRA")


def test_a_chicago_reference_list_with_repeated_authors_undated_works_and_hyphenated_names_keeps_each_line() -> None:
    """Chicago's reference list, one citation a line: "———." stands for the names above (the entry takes them),
    "n.d." for a missing year, and a hyphenated given name ("Ho, Jean-Marc.") opens a citation as any name does;
    none of them runs on from the line above."""
    text = (
        "Moss, Ana. 2004. \u201cSorting Cells by Shape in Parallel.\u201d Journal of Cell Shapes 12: 1\u20139.\n"
        "\u2014\u2014\u2014. 2006. \u201cSorting Cells by Size in Parallel Machines.\u201d Journal of Cell Shapes 14:"
        " 3\u20139.\n"
        "\u2014\u2014\u2014. n.d. \u201cCounting Moths under Street Lights.\u201d In Studies of Small Moths, edited by"
        " Bo Ng, 5\u201319. Leiden: Brill.\n"
        "Ho, Jean-Marc. 2011. \u201cMaps and Their Makers in Early Print.\u201d Journal of Old Maps 3: 40\u201351.\n"
    )
    entries = sorted(parse_text(text, "refs.txt").entries, key=lambda entry: entry.occurrences[0].line)
    assert [(entry.occurrences[0].line, entry.occurrences[0].end_line) for entry in entries] == [
        (1, None),
        (2, None),
        (3, None),
        (4, None),
    ]
    assert [entry.occurrences[0].seed_authors for entry in entries] == [
        ["Moss, Ana"],
        ["Moss, Ana"],
        ["Moss, Ana"],
        ["Ho, Jean-Marc"],
    ]


def test_author_date_names_with_stopped_initials_after_the_surname_open_a_citation() -> None:
    """Names as "Surname I.I.", the next name after a comma or the year after them, open an author-date citation
    as Vancouver's unstopped "Surname II" do: in a paragraph list of such citations a line whose year no stop
    closes is reported, never skipped as prose without a word."""
    text = (
        "Tanaka K. 2011. Night flight of beetles. Insect Ecology 47: 1-9.\n\n"
        "Okafor M.A., Lindqvist S. 2014. Counting moths under street lights. Insect Ecology 50: 262-272.\n\n"
        "Lindqvist S.K. 2010 Huaqueros and remote sensing imagery: assessing looting damage. Antiquity 84: 544-555.\n"
    )
    result = parse_text(text, "refs.md")
    assert [entry.title for entry in result.entries][:2] == [
        "Night flight of beetles",
        "Counting moths under street lights",
    ]
    assert {entry.occurrences[0].line for entry in result.entries} | {record.line for record in result.unparsed} == {
        1,
        3,
        5,
    }


@pytest.mark.parametrize(
    ("names", "authors", "journal"),
    [
        pytest.param(
            "Okafor MA, Botero\u2010Delgadillo E, and Lund AT",
            ["Okafor MA", "Botero\u2010Delgadillo E", "Lund AT"],
            "Biological Conservation",
            id="Unicode's hyphen (U+2010) inside a double-barrelled surname",
        ),
        pytest.param(
            "d'Albertas F, Okafor MA, and Lund AT",
            ["d'Albertas F", "Okafor MA", "Lund AT"],
            "Biological Conservation",
            id="a particle joined by its apostrophe opening the list",
        ),
        pytest.param(
            "Okafor MA, d\u2019Albertas F, and Lund AT",
            ["Okafor MA", "d\u2019Albertas F", "Lund AT"],
            "Biological Conservation",
            id="such a particle within the list",
        ),
        pytest.param(
            "Okafor MA, and Lund AT", ["Okafor MA", "Lund AT"], "npj Ocean Sustainability", id="a journal in lower case"
        ),
        pytest.param("Okafor MA, and Lund AT", ["Okafor MA", "Lund AT"], "eLife", id="a journal's capital inside"),
    ],
)
def test_a_vignettes_citation_keeps_every_name_and_ends_its_title_at_the_journal(
    names: str, authors: list[str], journal: str
) -> None:
    """Springer's basic style as a package's publication record writes it: names with unstopped initials, the year
    in parentheses, the title, the italic journal and its bold volume. Every name, however written, is an author,
    and the title ends where the journal begins, whether the journal's name opens in lower case or not."""
    entry = one(f"* {names} (2025) Counting moths under street lights. _{journal}_, **4**: 45.\n")
    occurrence = entry.occurrences[0]
    assert (entry.title, entry.year, occurrence.seed_venue, occurrence.seed_authors) == (
        "Counting moths under street lights",
        2025,
        journal,
        authors,
    )
