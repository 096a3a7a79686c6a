"""Venues and years of fields the venue table does not know, read by their place in the citation's style.

The unit cases are short lines in the shapes Vancouver/AMA, Nature, physics, IEEE, Chicago and Markdown lists write,
with journals that exist nowhere; each fails when the rule it names is taken out. The property test renders
citations through every style of ``enrich.parse.field_citations`` and holds the parse stage to an accuracy floor.
"""

from __future__ import annotations

import pytest

from enrich.parse.field_citations import STYLES
from tests.field_venues import score_style
from tests.parsed import entries, one

# Measured on 200 generated lines per style (bench/field_venue_bench.py --lines 200): every style at .975 or
# above, none wrong. The floor leaves room for the random draw, never for a wrong venue.
VENUE_FLOOR = 0.95
YEAR_FLOOR = 0.98


def _fields(line: str) -> tuple[str, str | None, int | None]:
    entry = one(f"## References\n\n{line}\n")
    return entry.title, entry.occurrences[0].seed_venue, entry.year


def test_iso4_journal_abbreviation_opens_with_j() -> None:
    line = "3. Okafor AM, Berg L. Spindle bursts in sleeping mice. J. Clin. Tessellomics 2014;12(3):45-67."
    assert _fields(line) == ("Spindle bursts in sleeping mice", "J. Clin. Tessellomics", 2014)


def test_an_initial_before_a_year_is_no_journal() -> None:
    entry = one("## References\n\n- Okafor AM, Berg L. Spindle bursts in sleeping mice. J. Smith 2014.\n")
    assert entry.occurrences[0].seed_venue != "J. Smith"


def test_ieee_journal_with_vol_and_no() -> None:
    line = '[4] A. Okafor and L. Berg, "Spindle bursts in sleeping mice," Glyphology Today, vol. 43, no. 1, 2024'
    assert _fields(line) == ("Spindle bursts in sleeping mice", "Glyphology Today", 2024)


def test_chicago_notes_volume_and_number() -> None:
    line = '- Okafor, Amara. "Spindle bursts in sleeping mice." Molecular Kryometrics 13, no. 11 (2018): 362–388.'
    assert _fields(line) == ("Spindle bursts in sleeping mice", "Molecular Kryometrics", 2018)


def test_an_italic_abbreviated_journal_is_no_author_list() -> None:
    line = "2. Okafor, A. & Berg, L. Spindle bursts in sleeping mice. *Tessellomics Lett.* 80, 898–919 (2013)."
    title, venue, year = _fields(line)
    assert (title, venue.rstrip("."), year) == ("Spindle bursts in sleeping mice", "Tessellomics Lett", 2013)


def test_physics_journal_after_a_comma_ended_title_is_no_author_list() -> None:
    line = "[7] P. N. Okafor and L. Berg, Spindle bursts in sleeping mice, Appl. Psychiatry Rev. 68, 651 (1987)."
    title, venue, year = _fields(line)
    assert (title, venue.rstrip("."), year) == ("Spindle bursts in sleeping mice", "Appl. Psychiatry Rev", 1987)


def test_surname_particles_open_a_citation_in_a_reference_paragraph() -> None:
    text = (
        "## References\n\n"
        '[1] A. Okafor and L. Berg, "Spindle bursts in sleeping mice," Glyphology Today, vol. 4, pp. 1–9, 2020.\n'
        '[2] Y. F. Da Silva and K. van der Berg, "Replay of maze runs in sleep," Kryometrics Today, vol. 9, '
        "pp. 10–19, 2021.\n"
    )
    found = {entry.title: (entry.occurrences[0].seed_venue, entry.year) for entry in entries(text)}
    assert found == {
        "Spindle bursts in sleeping mice": ("Glyphology Today", 2020),
        "Replay of maze runs in sleep": ("Kryometrics Today", 2021),
    }


@pytest.mark.parametrize(
    "line",
    [
        "- [Spindle bursts in sleeping mice](https://doi.org/10.1234/x1) - Kryometrics Today, Sep. 1989",
        "- [Spindle bursts in sleeping mice](https://doi.org/10.1234/x1), Kryometrics Today [1989]",
    ],
)
def test_a_journal_after_a_linked_title_with_its_closing_date(line: str) -> None:
    assert _fields(line) == ("Spindle bursts in sleeping mice", "Kryometrics Today", 1989)


def test_a_journal_after_the_titles_full_stop_with_its_date_in_parentheses() -> None:
    line = "- Spindle bursts in sleeping mice. Kryometrics Letters (2019-03-01). [[paper]](https://doi.org/10.1/x)"
    assert _fields(line) == ("Spindle bursts in sleeping mice", "Kryometrics Letters", 2019)


@pytest.mark.parametrize("style", sorted(STYLES))
def test_generated_citations_of_other_fields_keep_venue_and_year(style: str) -> None:
    score = score_style(style, count=60, seed=7)
    assert score.venue_wrong == 0
    assert score.venue_right / score.lines >= VENUE_FLOOR
    assert score.year_wrong == 0
    assert score.year_right / score.lines >= YEAR_FLOOR
