"""Citations that give no title, as physics and chemistry styles (APS, AIP, ACS) write them: the authors, then the
journal, its volume, first page and year (``A. Einstein, B. Podolsky, and N. Rosen, Phys. Rev. 47, 777 (1935)``).

The journal is the paper's venue, never its title: read as a title, every paper of a list in one journal was one
paper, merged. The citation itself stands where the title goes, and the occurrence says so.
"""

from __future__ import annotations

import pytest

from enrich.parse.citations import titleless_citation
from enrich.venues import canonical_acronym
from tests.parsed import entries, one

RST_BIBLIOGRAPHY = """Bibliography
============

.. [Parrish:2014:044115]
   R. M. Parrish and C. D. Sherrill,
   *J. Chem. Phys.* **141**, 044115 (2014).

.. [Stamm:2016:054101]
   B. Stamm, E. Cancès, F. Lipparini, Y. Maday
   *J. Chem. Phys.* **144**, 054101 (2016).

.. [Peng:1996:49]
   Peng, Ayala, Schlegel, and Frisch,
   *J. Comput. Chem.* **17**, 49 (1996).
"""


@pytest.mark.parametrize(
    ("line", "authors", "venue", "year"),
    [
        pytest.param(
            "A. Einstein, B. Podolsky, and N. Rosen, Phys. Rev. 47, 777 (1935).",
            ["A. Einstein", "B. Podolsky", "N. Rosen"],
            "Phys. Rev.",
            1935,
            id="APS, plain",
        ),
        pytest.param(
            "M. H. Anderson et al., Science 269, 198 (1995).", ["M. H. Anderson"], "Science", 1995, id="et al."
        ),
        pytest.param(
            "J. Olsen, *J. Chem. Phys.* **113**, 7140 (2000).",
            ["J. Olsen"],
            "J. Chem. Phys.",
            2000,
            id="italic journal, bold volume; a journal opening with J.",
        ),
        pytest.param(
            "A. Lee and B. Wu, Phys. Rev. B 76, 045110 (2007). [DOI](https://doi.org/10.1103/PhysRevB.76.045110)",
            ["A. Lee", "B. Wu"],
            "Phys. Rev. B",
            2007,
            id="a lettered volume and a DOI link after",
        ),
        pytest.param(
            "E. G. Hohenstein, C. D. Sherrill, and H. F. Schaefer III, J. Chem. Phys. 135, 174107 (2011).",
            ["E. G. Hohenstein", "C. D. Sherrill", "H. F. Schaefer III"],
            "J. Chem. Phys.",
            2011,
            id="a suffix after the last name",
        ),
    ],
)
def test_a_titleless_citation_names_its_journal_as_venue_and_is_kept_by_its_citation(
    line: str, authors: list[str], venue: str, year: int
) -> None:
    entry = one(f"# References\n\n- {line}\n")
    occurrence = entry.occurrences[0]
    assert (occurrence.seed_venue, entry.year, occurrence.seed_authors) == (venue, year, authors)
    assert entry.titleless and occurrence.cited_without_title and entry.gives_no_title
    assert entry.title.startswith(authors[0]) and entry.title.endswith(f"({year}).")  # no link's label after


def test_papers_of_one_journal_stay_apart() -> None:
    found = entries(
        "# References\n\n"
        "- R. M. Parrish and C. D. Sherrill, *J. Chem. Phys.* **141**, 044115 (2014).\n"
        "- E. G. Hohenstein and C. D. Sherrill, *J. Chem. Phys.* **133**, 014101 (2010).\n"
        "- J. Olsen, *J. Chem. Phys.* **113**, 7140 (2000).\n"
    )
    assert len(found) == 3
    assert {entry.venue for entry in found} == {"J. Chem. Phys."}


def test_an_rst_bibliography_of_titleless_citations_is_one_entry_each_even_where_no_rule_found_a_title() -> None:
    found = {entry.occurrences[0].line: entry for entry in entries(RST_BIBLIOGRAPHY, "bibliography.rst")}
    assert sorted(found) == [4, 8, 12]
    assert found[8].occurrences[0].seed_authors[-1] == "Y. Maday"  # the line break alone ends the names
    assert found[12].occurrences[0].seed_venue == "J. Comput. Chem."  # surnames alone, no rule's title
    assert all(entry.titleless for entry in found.values())


@pytest.mark.parametrize(
    "text",
    [
        pytest.param('S. Lloyd, "Universal quantum simulators", Science 273, 1073 (1996).', id="a quoted title"),
        pytest.param("Lee, A. Title of the paper. Nature 521, 436–444 (2015).", id="Nature's style, titled"),
        pytest.param("A. Lee, Quantum Error Correction 12, 45 (2010).", id="capitalised words no journal's"),
        pytest.param("A. Lee, Physics 12, 45 (2010).", id="one word the venue table does not know"),
        pytest.param("A. Lee, Y. Maday J. Chem. Phys. 144, 054101 (2016).", id="a name run into the journal"),
    ],
)
def test_a_citation_with_words_between_names_and_journal_is_no_titleless_one(text: str) -> None:
    assert titleless_citation(text) is None


def test_a_titled_citation_keeps_its_title() -> None:
    entry = one('# References\n\n- S. Lloyd, "Universal quantum simulators", Science 273, 1073 (1996).\n')
    assert entry.title == "Universal quantum simulators" and not entry.titleless


@pytest.mark.parametrize(
    ("acronym", "abbreviation"),
    [
        ("JCP", "J. Chem. Phys."),
        ("CPL", "Chem. Phys. Lett."),
        ("JCC", "J. Comput. Chem."),
        ("JACS", "J. Am. Chem. Soc."),
    ],
)
def test_the_journals_such_citations_name_are_one_venue_by_acronym_and_abbreviation(
    acronym: str, abbreviation: str
) -> None:
    assert canonical_acronym(acronym) == canonical_acronym(abbreviation)
