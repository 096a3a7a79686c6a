"""Course programmes outside English: each reading a paragraph of its own, opened by a mark the programme explains
once (``(→)`` required, ``(••)`` optional, ``(*)``), cited as Spanish, French and Portuguese lists cite: the title
in guillemets (``«Title»``) or quotes after the authors, an article's journal, volume and year after it, a chapter
"en" (in) an edited book, a book's publisher, place and year."""

from __future__ import annotations

import pytest

from enrich.parse import parse_text
from tests.parsed import one

MARKS = ["(→)", "(••)", "(*)", "(+)", ""]
ARTICLES = {
    "guillemets": (
        "Lee, A.; Wu, B. M., «Scholars and Their Estrangement: Reflections on Law and Development», "
        "Wisconsin Law Review, vol. 1974, 1974, pág. 1062.",
        "Scholars and Their Estrangement: Reflections on Law and Development",
        ["Lee, A.", "Wu, B. M."],
        1974,
    ),
    "quotes after an author-date lead": (
        'Ruiz, Catalina. 2008. "La política por otros medios en la Argentina". '
        "Desarrollo Económico. 48 (190): 287-305.",
        "La política por otros medios en la Argentina",
        ["Ruiz, Catalina"],
        2008,
    ),
    "a chapter in an edited book": (
        "Lee, Ana Beth, “Employee termination practices in two countries,” en Bo Wu (ed.) y Chen Ng, "
        "Regulatory Encounters, University of California Press, 2000, p. 225 a 254.",
        "Employee termination practices in two countries",
        ["Lee, Ana Beth"],
        2000,
    ),
}


@pytest.mark.parametrize("mark", MARKS)
@pytest.mark.parametrize("shape", ARTICLES)
def test_a_marked_reading_is_its_citation_and_the_mark_no_part_of_it(mark: str, shape: str) -> None:
    citation, title, authors, year = ARTICLES[shape]
    entry = one(f"# Programa\n\n### Bibliografía\n\n{mark} {citation}\n".replace("\n ", "\n"))
    assert entry.title == title
    assert entry.occurrences[0].seed_authors == authors
    assert entry.year == year


@pytest.mark.parametrize("mark", MARKS)
def test_a_book_named_by_its_publisher_place_and_year_is_a_book(mark: str) -> None:
    text = (
        "# Programa\n\n### Bibliografía\n\n"
        f"{mark} CEDES, La lucha por el derecho, 1, Siglo Veintiuno Editores, Buenos Aires, 2008.\n\n"
        f"{mark} Lee, A., «Derecho y cambio social: una revisión», Revista Jurídica de Palermo, vol. 5, 2000.\n"
    ).replace("\n ", "\n")
    result = parse_text(text, "programa.md")
    assert [entry.title for entry in result.entries] == ["Derecho y cambio social: una revisión"]
    assert result.files[0].skipped.get("book") == 1


def test_a_parenthesised_word_or_year_opening_a_line_stays_its_text() -> None:
    """Only signs make a mark: "(2019)" and "(a)" are part of what the line says."""
    entry = one("# Papers\n\n(2019) Lee, A., «Learning to Index Sorted Arrays», Journal of Systems, vol. 3, 2019.\n")
    assert entry.title == "Learning to Index Sorted Arrays"
    assert entry.year == 2019
