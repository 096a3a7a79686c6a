"""Citations in China's GB/T 7714 style, which type the work after its title (``[J]`` a journal article, ``[C]`` a
paper in proceedings) and name the venue after the type: the journal before its year, the proceedings after ``//``
and before their publisher. Lists in this style often open an item with the bold name of the system its paper
presents (``_**Name**_, Lee A, Wu B. [Title](url)``). Every line here is made up for the test."""

from __future__ import annotations

import pytest

from enrich.parse.tagger import rules_only
from tests.parsed import one


def _read(line: str) -> tuple[str, int | None, str | None, str | None, list[str]]:
    """(title, year, venue, venue acronym, authors) of a list holding the line alone, read by the rules."""
    with rules_only():
        entry = one(f"## Compilers\n\n{line}\n")
    occurrence = entry.occurrences[0]
    return (
        entry.title,
        occurrence.seed_year,
        occurrence.seed_venue,
        occurrence.seed_venue_acronym,
        occurrence.seed_authors,
    )


_URL = "https://example.org/tiling.pdf"


@pytest.mark.parametrize(
    ("tail", "venue", "acronym"),
    [
        pytest.param(
            "[C]//Proceedings of the Workshop on Sparse Tiling Methods. IEEE, 2011: 10-19.",
            "Proceedings of the Workshop on Sparse Tiling Methods",
            "Proceedings of the Workshop on Sparse Tiling Methods",
            id="proceedings, never the publisher",
        ),
        pytest.param(
            "[C]//Proceedings of the 2011 international conference on Compilers, architecture, and synthesis for "
            "embedded systems. ACM, 2011: 1-9.",
            "Proceedings of the 2011 international conference on Compilers, architecture, and synthesis for "
            "embedded systems",
            "CASES",
            id="a year inside the proceedings' name",
        ),
        pytest.param(
            "[C]//[2011 Proceedings] The Fifth Symposium on Sparse Tiling. IEEE, 2011: 1-9.",
            "The Fifth Symposium on Sparse Tiling",
            "The Fifth Symposium on Sparse Tiling",
            id="a bracketed note before the proceedings",
        ),
        pytest.param(
            "[M]//Sparse Rendering Techniques. Springer, Berlin, Heidelberg, 2011: 145-167.",
            "Sparse Rendering Techniques",
            "Sparse Rendering Techniques",
            id="a book's publisher and its places",
        ),
        pytest.param(
            "[J]. International Journal of Parallel Programming, 2011, 9(2): 1-9.",
            "International Journal of Parallel Programming",
            "IJPP",
            id="journal",
        ),
    ],
)
def test_a_typed_citation_names_its_venue_after_the_type(tail: str, venue: str, acronym: str) -> None:
    title, year, written, known, authors = _read(f"- [ ] Lee A, Wu B. [Sparse Tiling for Loops]({_URL}){tail}")
    assert (title, year, written, known) == ("Sparse Tiling for Loops", 2011, venue, acronym)
    assert authors == ["Lee A", "Wu B"]


@pytest.mark.parametrize("mark", ["_**Tiler**_", "**Tiler**", "**Tile Kit**"])
def test_a_bold_name_before_a_vancouver_citation_is_a_nickname(mark: str) -> None:
    line = f"  - [ ] {mark}, Lee A, Wu B C, et al. [Sparse Tiling for Loops]({_URL})[J]. 2019."
    title, year, _, _, authors = _read(line)
    assert (title, year, authors) == ("Sparse Tiling for Loops", 2019, ["Lee A", "Wu B C"])


def test_a_bold_title_before_its_authors_stays_the_title() -> None:
    title, _, _, _, _ = _read(
        "- **Sparse Tiling for Loops in Compilers**, Lee A, Wu B. [PDF](https://example.org/a.pdf)"
    )
    assert title == "Sparse Tiling for Loops in Compilers"


@pytest.mark.parametrize(
    ("bold", "tail", "venue"),
    [
        pytest.param("<b>{}[J]</b>", ". Journal of Loop Methods, 2021: 110676.", "Journal of Loop Methods", id="html"),
        pytest.param("<b>{}[J].</b>", " Journal of Loop Methods, 2021.", "Journal of Loop Methods", id="stop-in-bold"),
        pytest.param(
            "**{} [C]**",
            "//Proceedings of the Tiling Workshop. IEEE, 2021: 1-8.",
            "Proceedings of the Tiling Workshop",
            id="markdown",
        ),
    ],
)
def test_a_type_inside_the_bold_title_opens_the_tail(bold: str, tail: str, venue: str) -> None:
    """Some lists bold the title with its type (``<b>Title[J]</b>. Journal, 2021``): the type is no part of the
    title, and the venue after it is read as after a type outside the bold."""
    title, year, written, _, authors = _read(f"* Lee A, Wu B, et al. {bold.format('Sparse Tiling for Loops')}{tail}")
    assert (title, year, authors) == ("Sparse Tiling for Loops", 2021, ["Lee A", "Wu B"])
    assert written == venue
