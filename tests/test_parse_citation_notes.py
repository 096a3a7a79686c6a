"""What a citation writes around its title that is no part of it: the kind of work and its page count after a comma
(``Title, MSc Thesis, 54p.``), Harvard's single quotes around the title after a bare year (``Lee, A. 1997, 'Title',
*Venue*``), and a link's label phrased as a sentence on the line under the citation (``[Link to PDF](url)``).

Each case fails when the rule it names is taken out.
"""

from __future__ import annotations

import pytest

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
    )
    assert [entry.title for entry in found] == [
        "Sea ice modelling in Python",
        "Ocean turbulence closures compared",
    ]
    assert [link.url for link in found[0].links] == [URL]
