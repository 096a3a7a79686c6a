"""What a citation writes around its title that is no part of it: the kind of work and its page count after a comma
(``Title, MSc Thesis, 54p.``), Harvard's single quotes around the title after a bare year (``Lee, A. 1997, 'Title',
*Venue*``), and a link's label phrased as a sentence on the line under the citation (``[Link to PDF](url)``).

Each case fails when the rule it names is taken out.
"""

from __future__ import annotations

import re

import pytest

from enrich.parse import parse_text
from enrich.parse.common import clean_title
from tests.parsed import entries, one

URL = "https://example.org/theses/ana_lee_msc.pdf"


@pytest.mark.parametrize(
    "note",
    [", MSc Thesis, 54p.", ", BSc Thesis, 24p.", ", PhD dissertation.", ", Master's thesis, 120 pages."],
)
def test_the_kind_of_work_after_a_comma_is_no_part_of_the_title(note: str) -> None:
    entry = one(f"# Theses\n\n- Ana Lee. (2023). Sea ice modelling in Python{note}\n")
    assert entry.title == "Sea ice modelling in Python" and entry.year == 2023


def test_a_title_that_names_a_thesis_in_its_own_words_keeps_them() -> None:
    entry = one("# Theses\n\n- Ana Lee. (2023). Writing a thesis in the age of models, with examples.\n")
    assert entry.title == "Writing a thesis in the age of models, with examples"


@pytest.mark.parametrize(
    "names, authors",
    [
        pytest.param("Gilboa, I.", ["Gilboa, I."], id="one name, one initial"),
        pytest.param("Turocy, T. L.", ["Turocy, T. L."], id="one name, two initials"),
        pytest.param("Kreps, D. and Wilson, R.", ["Kreps, D.", "Wilson, R."], id="two names"),
    ],
)
def test_harvards_bare_year_and_quoted_title(names: str, authors: list[str]) -> None:
    entry = one(
        f"# Articles\n\n- {names} 1997, 'A comment on the absent-minded driver paradox', "
        "*Games and Economic Behavior*, vol. 20, pp. 25-30.\n"
    )
    occurrence = entry.occurrences[0]
    assert (entry.title, entry.year, occurrence.seed_authors) == (
        "A comment on the absent-minded driver paradox",
        1997,
        authors,
    )
    assert occurrence.seed_venue == "Games and Economic Behavior"


@pytest.mark.parametrize(
    "written, title",
    [
        ("'Sequential equilibria'", "Sequential equilibria"),
        ("‘Sequential equilibria.’", "Sequential equilibria"),
        ("Games of the players' beliefs", "Games of the players' beliefs"),
        ("'Tis the season", "'Tis the season"),
    ],
)
def test_single_quotes_around_a_whole_title_are_no_part_of_it(written: str, title: str) -> None:
    assert clean_title(written) == title


def test_a_link_labelled_link_to_pdf_under_a_citation_is_its_link_not_a_paper() -> None:
    found = entries(
        "# Theses\n\n"
        "- Ana Lee. (2023). Sea ice modelling in Python, MSc Thesis, 54p.\n"
        f"  [Link to PDF]({URL}).\n"
        "- Bo Wu. (2022). Ocean turbulence closures compared, BSc Thesis, 30p.\n"
        "  [Download the PDF](https://example.org/theses/bo_wu_bsc.pdf).\n"
        "- Kai Ng. (2021). Brine channels in first-year ice, MSc Thesis, 61p.\n"
        "  [Link to the article](https://example.org/theses/kai_ng_msc.pdf).\n"
    )
    assert [entry.title for entry in found] == [
        "Sea ice modelling in Python",
        "Ocean turbulence closures compared",
        "Brine channels in first-year ice",
    ]
    assert [link.url for link in found[0].links] == [URL]


@pytest.mark.parametrize(
    "citation, title, venue",
    [
        pytest.param(
            "Gash, J.H.C., Lloyd, C.R., and Lachaud, G., 1995, Estimating sparse forest rainfall interception with "
            "an analytical model: Journal of Hydrology, v. 170, no. 1, p. 79-86.",
            "Estimating sparse forest rainfall interception with an analytical model",
            "Journal of Hydrology",
            id="a journal named so",
        ),
        pytest.param(
            "Hargreaves, G.H., and Samani, Z.A., 1985, Reference crop evapotranspiration from temperature: Applied "
            "Engineering in Agriculture, v. 1, no. 2, p. 96-99.",
            "Reference crop evapotranspiration from temperature",
            "Applied Engineering in Agriculture",
            id="a journal known by its volume alone",
        ),
    ],
)
def test_the_usgs_style_sets_its_year_off_by_commas_and_its_journal_by_a_colon(
    citation: str, title: str, venue: str
) -> None:
    entry = one(f"# References\n\n{citation}\n")
    assert (entry.title, entry.venue) == (title, venue)
    assert entry.year == int(re.search(r", ((?:19|20)\d\d), ", citation).group(1))  # the year between its commas


def test_a_usgs_citation_of_whole_names_in_proceedings_is_an_entry() -> None:
    """Given names written whole leave no initial to end the names at: the year between commas does, and the
    hard-wrapped lines are one citation."""
    entry = one(
        "# References\n\nMolnau, Myron., and Bissell, Verno, 1983, A continuous frozen ground\n"
        "index for flood forecasting, in Proceedings 51st Annual Meeting Western\n"
        "Snow Conference: Cambridge, Ontario, Canadian Water Resources Association,\n"
        "p. 109-119.\n"
    )
    assert entry.title.startswith("A continuous frozen ground index for flood forecasting") and entry.year == 1983


def test_bold_after_a_linked_title_and_its_citation_is_the_lists_note_not_the_title() -> None:
    entry = one(
        "# Papers\n\n- [Deep Learning-Based Code Reviews: A Paradigm Shift or a Double-Edged Sword?]"
        "(https://doi.org/10.1109/ICSE55347.2025.00060) — Tufano et al., *ICSE*, 2025. **PR · Controlled experiment "
        "with 29 developers · Tags: LLM assistance, attention.** LLM suggestions shifted reviewers' attention.\n"
    )
    assert entry.title == "Deep Learning-Based Code Reviews: A Paradigm Shift or a Double-Edged Sword?"
    assert (entry.year, entry.venue_acronym) == (2025, "ICSE")


def test_an_items_number_after_its_checkbox_is_no_part_of_the_citation() -> None:
    entry = one(
        "# References\n\n- [x] 9. Anfinsen, C. B. Principles that govern the folding of protein chains. "
        "Science 181, 223–230 (1973).\n"
    )
    assert entry.title == "Principles that govern the folding of protein chains"
    assert (entry.occurrences[0].seed_authors, entry.venue) == (["Anfinsen, C. B."], "Science")


@pytest.mark.parametrize(
    "line, venue",
    [
        pytest.param(
            'Ana Lee & Bo Wu: "Suède", in Sapiro, Gisèle (ed) *Dictionnaire international Bourdieu*. Paris: CNRS '
            "Éditions, 2020, p. 828-830.",
            "Dictionnaire international Bourdieu",
            id="a chapter's book after its editors",
        ),
        pytest.param(
            'Ana Lee & Bo Wu: "Hållbar utveckling över akademiska gränser?", _Praktiske Grunde_, No 3-4, 2014, p. '
            "57-70.",
            "Praktiske Grunde",
            id="an italic journal whose name reads as a person's, its issue after it",
        ),
        pytest.param(
            'Lee, A. "A New Approach to Counting Moths." _Insect Research_ 14B (1980): 349-360.',
            "Insect Research",
            id="an italic journal whose name reads as a person's, its volume lettered by its part",
        ),
        pytest.param(
            "Lee, A. \"Route Guidance, Collective.'' In _Concise Encyclopedia of Moth Counting._ Edited by B. Wu. "
            "Pergamon Press, 1991. Pp. 412-416.",
            "Concise Encyclopedia of Moth Counting",
            id="a quote TeX closes with two apostrophes",
        ),
        pytest.param(
            "Lee A., B. Moss and C. Wu, 2006: Modeling Water Exchange in a Coastal Bay. Ambio Vol. 35, No. 8.",
            "Ambio",
            id="a journal, then its volume written out",
        ),
        pytest.param(
            'Lee, Ana, and Bo Wu. "Toward the next generation of recommender systems." Knowledge and Data '
            "Engineering, IEEE Transactions on 17.6 (2005): 734-749.",
            "TKDE",
            id="an IEEE transactions named subject first",
        ),
        pytest.param(
            'Lee, Ana, and Bo Wu. "Recommender systems." Encyclopedia of machine learning. Springer US, 2010. 829-838.',
            "Encyclopedia of machine learning",
            id="MLA's container before its publisher and year",
        ),
        pytest.param(
            "*\tLee A*, Wu B. (2015) “Incremental dynamic analysis of school buildings” (in Spanish). _7th Colombian "
            "National Conference on Earthquake Engineering_. Bogotá, Colombia, May 2015.",
            "Colombian National Conference on Earthquake Engineering",
            id="the italic meeting after the note of the paper's language",
        ),
    ],
)
def test_the_venue_a_citation_names_around_its_parts(line: str, venue: str) -> None:
    entry = one(f"# Writings\n\n{line}\n")
    assert venue in (entry.venue, entry.venue_acronym)


def test_a_special_issue_named_after_its_journal_is_no_part_of_the_venue() -> None:
    entry = one(
        '# Writings\n\nLee, A. (2020) "MASTODON: An open platform for seismic analysis." *Nuclear Technology--MOOSE '
        "special issue* [[Link](https://www.tandfonline.com/doi/abs/10.1080/00295450.2020.1807282)]\n"
    )
    assert (entry.venue, entry.venue_acronym) == ("Nuclear Technology", "Nuclear Technology")


@pytest.mark.parametrize("names", ["Mike Okafor, Nicos Lindqvist", "K.S. How Tai Wah", "Okafor M., Lindqvist N.,"])
def test_an_italic_title_ends_the_names_before_it_with_or_without_a_comma(names: str) -> None:
    entry = one(
        f"# References\n\n* {names} *Theoretical Insights into the Coupling Effect*, Software Quality Journal, 2011\n"
    )
    assert (entry.title, entry.year) == ("Theoretical Insights into the Coupling Effect", 2011)
    assert entry.venue == "Software Quality Journal"


@pytest.mark.parametrize(
    "tail, venue",
    [
        (
            ", in: Proceedings of the Seventh International Compiler Construction Conference (CC ’98), Lecture "
            "Notes in Computer Science 1383, Springer-Verlag, Heidelberg, Germany, 1998, pp. 174–187.",
            "CC",
        ),
        (
            ", in: Conference Record of the Third ACM Symposium on Principles of Programming Languages, Atlanta, GA, "
            "ACM, New York, 1976, pp. 19–31.",
            "POPL",
        ),
        (", PhD thesis, Stanford University, Stanford, CA, 1976. Technical Report SLAC-R-114.", None),
    ],
)
def test_elseviers_numbered_style_ends_the_title_at_in_or_the_kind_of_work(tail: str, venue: str | None) -> None:
    entry = one(
        f"# References\n\n106. K.D. Okafor, L.T. Lindqvist, Live range splitting in a register allocator{tail}\n"
    )
    assert entry.title == "Live range splitting in a register allocator"
    assert venue is None or venue in (entry.venue, entry.venue_acronym)


def test_one_surname_and_a_bare_year_before_a_colon_are_the_key_of_a_linked_title() -> None:
    entry = one("# Readings\n\n[Okafor 2009: The Formal Definition of Reference Priors](https://x.org/okafor.pdf)\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (
        "The Formal Definition of Reference Priors",
        2009,
        ["Okafor"],
    )


@pytest.mark.parametrize(
    "line",
    [
        "[Interspeech 2019: Learning to Learn by Gradient Descent](https://x.org/a.pdf)",
        "[Roaring 1920s: Jazz and the City of Moths](https://x.org/b.pdf)",
    ],
)
def test_a_venue_or_a_decade_before_a_colon_names_no_author(line: str) -> None:
    assert all(not entry.occurrences[0].seed_authors for entry in entries(f"# Readings\n\n{line}\n"))


def test_an_author_date_key_over_its_citation_is_no_part_of_it() -> None:
    """A Sphinx page's definition list sets each key over its citation (``Logan, 1998`` over ``J. A. Logan. Title.
    *J. Geophys. Res.*, 1998.``): the entry starts on the key, and its title is the citation's."""
    text = (
        "References\n==========\n\nOkafor, 1998\n"
        "    J. A. Okafor. An analysis of ozonesonde data for the troposphere:\n"
        "    Recommendations for testing 3-D models. *J. Geophys. Res.*, 10 (D13):16,\n    115–116, 1998.\n"
    )
    (entry,) = entries(text, "references.rst")
    assert entry.title == "An analysis of ozonesonde data for the troposphere: Recommendations for testing 3-D models"
    assert (entry.year, entry.occurrences[0].line) == (1998, 4)


def test_an_et_al_key_over_its_wrapped_citation_is_no_part_of_its_authors() -> None:
    """``Okafor *et al.*, 2004`` over its citation hard-wrapped under it: the citation's authors are its own names,
    never the key's, and its title is read after them."""
    text = (
        "References\n==========\n\nOkafor *et al.*, 2004\n"
        "    H. Okafor, D. Berg and S. Tsyro. Unified lake model: Updates. In\n"
        "    *Lake Status Report 1/2004*, pages 11–18. The Lake Institute, Oslo,\n    Norway, 2004.\n"
    )
    (entry,) = entries(text, "references.rst")
    assert (entry.title, entry.year, entry.occurrences[0].line) == ("Unified lake model: Updates", 2004, 4)
    assert entry.occurrences[0].seed_authors == ["H. Okafor", "D. Berg", "S. Tsyro"]


def test_a_key_over_a_citation_no_rule_reads_is_one_unparsed_record_on_the_keys_line() -> None:
    """The key stands for the citation under it: a citation whose title no rule finds is one unparsed record where
    its entry starts, the key's line, and the key is no line left unread."""
    text = (
        "References\n==========\n\nOkafor *et al.*, 2012\n"
        "    Okafor, D., Berg, R., Imhof, H. and Wind, P.,\n"
        "    Updates to the lake model, 2011-2012, in\n"
        "    Lake Status Report 1/2012, pp115-122,\n"
        "    The Lake Institute, Oslo, Norway, www.lake.int,\n    2012\n"
    )
    result = parse_text(text, "references.rst")
    assert not result.entries
    assert [record.line for record in result.unparsed] == [4]


def test_a_syllabus_logistics_under_their_label_are_no_papers() -> None:
    text = (
        "# Readings\n\n**Office hours:** Thursdays 12:00–2:00pm Rosenwald Hall 318A (Zoom only by request).\n\n"
        "* **Assignments due today:** Reading questions on the week's papers\n"
        "* Smith & Yu (2008). Infants rapidly learn word-referent mappings. _Cognition 106_, 1558–1568.\n"
    )
    assert [entry.title for entry in entries(text)] == ["Infants rapidly learn word-referent mappings"]


def test_a_presenters_initials_in_bold_after_a_citation_are_no_title() -> None:
    line = (
        "* Smith & Yu (2008). Infants rapidly learn word-referent mappings via statistics. _Cognition 106_, "
        '1558–1568. <span style="color:green">**(JA)**</span> ([pdf](https://example.org/smith2008.pdf))\n'
    )
    assert one(f"# Readings\n\n{line}").title == "Infants rapidly learn word-referent mappings via statistics"


def test_two_digits_after_a_journals_name_are_its_volume_not_its_year() -> None:
    """Lists shorten a meeting's year to two digits ("VLDB 25"), never a journal's: "Mol. Cell 81" is volume 81."""
    entry = one("# Writings\n\nLee, A. & Moss, B. Unrestrained counting of moths. Mol. Cell 81, 2640-2655 (2021).\n")
    assert (entry.year, entry.venue_acronym) == (2021, "Mol. Cell")
