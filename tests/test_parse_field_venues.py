"""Venues and years of fields the venue table does not know, read by their place in the citation's style.

The unit cases are short lines in the shapes Vancouver/AMA, Nature, physics, IEEE, Chicago and Markdown lists write,
with journals that exist nowhere; each fails when the rule it names is taken out. The property test renders
citations through every style of ``enrich.parse.field_citations`` and holds the parse stage to an accuracy floor.
"""

from __future__ import annotations

import pytest

from enrich.parse.field_citations import STYLES
from enrich.parse.tagger import rules_only
from tests.field_venues import score_style
from tests.parsed import entries, one

# Floors for the generated citations (60 a style, seed 7), below what bench/field_venue_bench.py measures there (venue
# .988 over all styles, every style .917 or above; years .997): a plain journal name with no volume and no venue
# word ("Title. Cognitive Foo, 2019-03-01.") is left without a venue by design. None may be wrong.
GENERATED_PER_STYLE = 60
GENERATED_SEED = 7
STYLE_VENUE_FLOOR = 0.85
STYLE_YEAR_FLOOR = 0.95
VENUE_FLOOR = 0.97
YEAR_FLOOR = 0.99


def _fields(line: str) -> tuple[str, str | None, int | None]:
    entry = one(f"## References\n\n{line}\n")
    return entry.title, entry.occurrences[0].seed_venue, entry.year


def test_iso4_journal_abbreviation_opens_with_j() -> None:
    line = "3. Okafor AM, Berg L. Spindle bursts in sleeping mice. J. Clin. Tessellomics 2014;12(3):45-67."
    assert _fields(line) == ("Spindle bursts in sleeping mice", "J. Clin. Tessellomics", 2014)


def test_an_initial_before_a_year_is_no_journal() -> None:
    with rules_only():  # the rule "J." opens a journal only before a volume
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


def test_short_surnames_in_an_unquoted_ieee_citation() -> None:
    line = "- A. Lee, B. Wu, and C. Kim, Sparse coding in awake mice, Neuron, 2019."
    entry = one(f"## References\n\n{line}\n")
    assert (entry.title, entry.occurrences[0].seed_venue, entry.year) == ("Sparse coding in awake mice", "Neuron", 2019)
    assert entry.occurrences[0].seed_authors == ["A. Lee", "B. Wu", "C. Kim"]


def test_an_affiliation_after_the_authors_is_no_venue() -> None:
    line = "- [Spindle bursts in sleeping mice](https://example.org/1). Amara Okafor, Department of Clinical Foo, 2019."
    assert _fields(line) == ("Spindle bursts in sleeping mice", None, 2019)


def test_acs_numbered_in_parentheses_with_semicolons_and_the_year_before_the_volume() -> None:
    text = (
        "## References\n\n"
        "(1) Okafor, A.; Berg, L. Spindle bursts in sleeping mice. *Kryometr. Lett.* **2019**, *12*, 45–67.\n"
        "(2) Berg, L.; Okafor, A. Replay of maze runs in sleep. Glyphol. Rev. **2021**, *3*, 1–9.\n"
    )
    found = {entry.title: (entry.occurrences[0].seed_venue, entry.year) for entry in entries(text)}
    assert found == {
        "Spindle bursts in sleeping mice": ("Kryometr. Lett", 2019),
        "Replay of maze runs in sleep": ("Glyphol. Rev", 2021),
    }


def test_elsevier_harvard_year_after_the_last_initial_and_a_comma() -> None:
    line = "1. Okafor, A., Berg, L., 2019. Spindle bursts in sleeping mice. Annals of Applied Foo 61, 210–219."
    assert _fields(line) == ("Spindle bursts in sleeping mice", "Annals of Applied Foo", 2019)


def test_a_meetings_acronym_in_parentheses_without_its_year() -> None:
    line = (
        "- Amara Okafor and Lena Berg. 2019. Spindle bursts in sleeping mice. In *Proceedings of the 8th Annual "
        "Meeting of the Clinical Foo Society (CFS)*, pages 1–9, Lisbon, Portugal."
    )
    assert _fields(line) == ("Spindle bursts in sleeping mice", "CFS", 2019)


def test_a_meetings_acronym_and_two_digit_year_before_its_proceedings() -> None:
    """ACM's older reference style sets the acronym first: "In CFS ’94 Proceedings of the Third ...". The acronym is
    how lists name the venue, the long name's topic is not."""
    for mark in ("’", "'"):
        line = (
            "- Okafor, Amara, and Lena Berg. 1994.  **Spindle bursts in sleeping mice.**  In CFS "
            f"{mark}94 Proceedings of the Third International Conference on Clinical Foo, 140–149. IEEE."
        )
        assert _fields(line) == ("Spindle bursts in sleeping mice", "CFS", 1994)


def test_a_title_case_title_after_initials_first_names_is_no_name() -> None:
    line = (
        "[3] A. B. Okafor, L. C. Berg, and K. Osei, Mixed Replay Trials Surface Codes, Trans. Mol. Foo 80, 249 (2006)."
    )
    title, venue, year = _fields(line)
    assert (title, venue.rstrip("."), year) == ("Mixed Replay Trials Surface Codes", "Trans. Mol. Foo", 2006)


def test_a_surname_with_its_particle_before_initials() -> None:
    line = "- Da Silva, L. J., & Berg, K. (2019). Spindle bursts in sleeping mice. Annals of Foo, 7(2), 1–9."
    entry = one(f"## References\n\n{line}\n")
    assert (entry.title, entry.occurrences[0].seed_venue, entry.year) == (
        "Spindle bursts in sleeping mice",
        "Annals of Foo",
        2019,
    )
    assert entry.occurrences[0].seed_authors == ["Da Silva, L. J.", "Berg, K."]


def test_a_venue_sub_line_names_a_venue_the_table_does_not_know() -> None:
    entry = one(
        "## Papers\n\n- [Spindle bursts in sleeping mice](https://doi.org/1/x)\n  - Venue: Clinical Foo\n  - Year: 2019"
    )
    assert (entry.occurrences[0].seed_venue, entry.year) == ("Clinical Foo", 2019)


@pytest.mark.parametrize(
    "line",
    [
        "- **Spindle bursts in sleeping mice** (Annals of Clinical Foo, 2019a)",
        "- [Spindle bursts in sleeping mice](https://doi.org/1) — *Annals of Clinical Foo*. Published: 12 March 2019.",
        "- Spindle bursts in sleeping mice. Annals of Clinical Foo, 2019-03-12.",
    ],
)
def test_a_journal_with_a_publication_date_beside_it(line: str) -> None:
    assert _fields(line) == ("Spindle bursts in sleeping mice", "Annals of Clinical Foo", 2019)


@pytest.mark.parametrize("style", sorted(STYLES))
def test_generated_citations_of_other_fields_keep_venue_and_year(style: str) -> None:
    score = score_style(style, count=GENERATED_PER_STYLE, seed=GENERATED_SEED)
    assert (score.venue_wrong, score.year_wrong) == (0, 0)
    assert score.venue_right / score.lines >= STYLE_VENUE_FLOOR
    assert score.year_right / score.lines >= STYLE_YEAR_FLOOR


def test_generated_citations_of_other_fields_overall() -> None:
    scores = [score_style(style, count=GENERATED_PER_STYLE, seed=GENERATED_SEED) for style in STYLES]
    lines = sum(score.lines for score in scores)
    assert sum(score.venue_right for score in scores) / lines >= VENUE_FLOOR
    assert sum(score.year_right for score in scores) / lines >= YEAR_FLOOR


def test_a_known_venues_acronym_and_a_dash_before_the_title_is_its_venue() -> None:
    line = "- IJRR - Sparse grasp maps for shared arms [pdf](https://example.org/papers/grasp.pdf)"
    assert _fields(line) == ("Sparse grasp maps for shared arms", "IJRR", None)


def test_an_unknown_acronym_and_a_dash_before_the_title_stays_in_it() -> None:
    line = "- GRASPY - Sparse grasp maps for shared arms [pdf](https://example.org/papers/grasp.pdf)"
    assert _fields(line) == ("GRASPY - Sparse grasp maps for shared arms", None, None)


@pytest.mark.parametrize(
    "line, title, venue",
    [
        ("- [23] Sparse Grasp Map Organizations, 2023, MICRO", "Sparse Grasp Map Organizations", "MICRO"),
        (
            "- Counting Moths Under Lamps, 2023, Journal of Insect Ecology",
            "Counting Moths Under Lamps",
            "Journal of Insect Ecology",
        ),
        (
            "- [Counting moths under lamps, 2023, revisited](https://arxiv.org/abs/1901.00001)",
            "Counting moths under lamps, 2023, revisited",
            None,
        ),
    ],
)
def test_a_year_then_a_venue_after_commas_close_the_title(line: str, title: str, venue: str | None) -> None:
    """Lists that join a paper's fields with commas write "Title, 2023, MICRO": the year and the venue are no part of
    the title, even when its capitalised words alone might read as names. Words after the year that name no venue
    stay in it."""
    assert _fields(line) == (title, venue, 2023)


def test_the_italic_journal_right_after_a_bold_title_is_the_venue_before_any_link() -> None:
    line = (
        "- Okafor, A., Berg, L., 2026. **Spindle bursts in sleeping mice**. *Sleep and Society*. "
        "[[Open access](https://doi.org/10.1016/j.tbs.2025.101206)]"
    )
    assert _fields(line) == ("Spindle bursts in sleeping mice", "Sleep and Society", 2026)
    later = "- Okafor, A., Berg, L., 2026. **Spindle bursts in sleeping mice**. Preprint, read before *week three*."
    assert _fields(later) == ("Spindle bursts in sleeping mice", None, 2026)  # words between: a note's italics


@pytest.mark.parametrize("site", ["kits.example.co.uk/crumble", "microbit.example.org", "www.example.org/tools"])
def test_a_sites_address_as_its_links_text_is_no_title(site: str) -> None:
    assert entries(f"## Hardware\n\n- **Crumble Controller**: [{site}](https://{site}/)\n") == []


def test_one_author_surname_first_in_full_then_a_bare_year_opens_a_chicago_citation() -> None:
    """ "Hallerstein, Mark. 2002. Title In Capitals. Journal 56(4): 775-802.": one author's name in full, surname
    first, before a bare year is the author, never a title's words, whatever the case of the title after it."""
    line = (
        "- Hallerstein, Mark. 2002. Veto Players and the Choice of Moth Lamps. International Organization 56(4): 1-9."
    )
    assert _fields(line) == ("Veto Players and the Choice of Moth Lamps", "International Organization", 2002)
    assert one(f"## References\n\n{line}\n").occurrences[0].seed_authors == ["Hallerstein, Mark"]
