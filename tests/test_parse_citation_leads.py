"""Author-date citations behind a short lead, and the parts of such citations read by their place.

A list may file each citation under a method, topic or tag (``**Tobit**: Lee, A. (2019). Title. Journal, 3(2),
1-9.``): the lead is no part of the title or the authors. Journals written in sentence case, a series named in
brackets and digits glued to a journal's last word are read by where they stand in the citation. Each example is a
short line of the family; the property test renders generated leads and citations and fails without the lead rule.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse.tagger import rules_only
from tests.parsed import one

TITLE = "Spindle bursts and the timing of sleep in young mice"


def _fields(line: str) -> tuple[str, list[str], int | None, str | None]:
    with rules_only():
        entry = one(f"### Week 3\n{line}\n")
    return entry.title, entry.occurrences[0].seed_authors, entry.year, entry.occurrences[0].seed_venue


# ------------------------------------------------------------------------------------------------ leads


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("**Probit**: ", id="bold one word, colon"),
        pytest.param("**Zero inflated**: ", id="bold two words"),
        pytest.param("**Panel + IV**: ", id="a plus between words"),
        pytest.param("*Field experiment* – ", id="italic lead, en dash"),
        pytest.param("Semiparamétrico: ", id="plain lead, accented"),
        pytest.param("Regression discontinuity design - ", id="plain three words, hyphen as a dash"),
    ],
)
def test_a_short_lead_before_a_citation_is_no_part_of_it(lead: str) -> None:
    line = f"+ {lead}Okafor, A. M., & Berg, L. (2011). {TITLE}. *Journal of Sleep Foo*, 12(3), 45-67."
    assert _fields(line) == (TITLE, ["Okafor, A. M.", "Berg, L."], 2011, "Journal of Sleep Foo")


def test_a_lead_before_a_citation_is_an_entry_not_a_silent_skip() -> None:
    entry = one(f"- **Pairs**: Okafor, A. M., Berg, L., & Quill, J. E. (2008). {TITLE}. *Foo Review*, 4(1), 1-9.\n")
    assert entry.title == TITLE


def test_a_lead_before_what_is_no_citation_stays_in_the_title() -> None:
    """Only a citation after the colon (names, then their year) makes the words before it a lead."""
    entry = one("- **Ray**: A Distributed Framework for Emerging AI Applications (2018)\n")
    assert entry.title.startswith("Ray: A Distributed Framework")


def test_a_capitalised_particle_opens_an_inverted_first_author() -> None:
    line = f"+ De Souza-Lima, J., & Berg, L. (2003). {TITLE}. *Journal of Foo Statistics*, 30(3), 28-29."
    assert _fields(line)[:2] == (TITLE, ["De Souza-Lima, J.", "Berg, L."])


# ------------------------------------------------------------------------------------------------ venues by place


@pytest.mark.parametrize(
    ("tail", "venue"),
    [
        pytest.param("American journal of glyphology, 110(2), 349-367.", "American journal of glyphology", id="issue"),
        pytest.param("Psychological foo, 63(5), 277.", "Psychological foo", id="one page"),
        pytest.param("Annual review of glyphology, 38, 93-118.", "Annual review of glyphology", id="volume, pages"),
        pytest.param("Revue d'économie glyphique, (123), 19-44.", "Revue d'économie glyphique", id="issue alone"),
        pytest.param("*Journal of applied glyph*s, 23(6), 729-747.", "Journal of applied glyphs", id="italic cut"),
    ],
)
def test_a_journal_in_sentence_case_is_read_by_its_place(tail: str, venue: str) -> None:
    assert _fields(f"* Okafor, A. M. (2004). {TITLE}. {tail}")[2:] == (2004, venue)


def test_a_sentence_case_journal_after_a_quoted_title_with_no_space() -> None:
    line = f'* Okafor, Amara, and Lena Berg. 2004. "{TITLE}."Glyph networks 26: 29-53.'
    assert _fields(line)[0] == TITLE
    assert _fields(line)[3] == "Glyph networks"


@pytest.mark.parametrize(
    "tail",
    [
        pytest.param("A study of 12 (3) cohorts.", id="a count in brackets inside a sentence"),
        pytest.param("Unpublished manuscript.", id="a note"),
        pytest.param("Retrieved from the archive, 12(3), 4-5.", id="an access note"),
    ],
)
def test_no_venue_where_the_place_holds_none(tail: str) -> None:
    _, _, _, venue = _fields(f"* Okafor, A. M. (2004). {TITLE}. {tail}")
    assert venue is None


def test_a_journal_series_named_in_brackets_is_part_of_the_venue() -> None:
    line = f"+ Okafor, A. (2015). {TITLE}. *Journal of the Glyph Society*. Series B (Applied Glyphs), 567-591."
    assert _fields(line)[3] == "Journal of the Glyph Society. Series B (Applied Glyphs)"


def test_digits_glued_to_a_journals_last_word_are_no_part_of_it() -> None:
    line = f'* Okafor, Amara, and Lena Berg. "{TITLE}." American Journal of Glyphology3 (2016): 714-754.'
    assert _fields(line)[2:] == (2016, "American Journal of Glyphology")


@pytest.mark.parametrize(
    ("tail", "venue"),
    [
        pytest.param("Kryometrics.", "Kryometrics", id="one word"),
        pytest.param("Institute for Glyph Studies.", "Institute for Glyph Studies", id="a working paper's publisher"),
        pytest.param("Unpublished manuscript.", None, id="a manuscript"),
        pytest.param("Technical Report.", None, id="a report"),
        pytest.param("Doctoral Dissertation.", None, id="a thesis"),
        pytest.param("A Survey of Methods.", None, id="a subtitle after a full stop"),
    ],
)
def test_a_name_alone_closing_an_author_date_citation_is_its_venue(tail: str, venue: str | None) -> None:
    assert _fields(f"+ Okafor, A. M. (2012). {TITLE}. {tail}")[2:] == (2012, venue)


def test_a_name_after_a_quoted_title_closes_the_citation() -> None:
    assert _fields(f"* Okafor, A. 2009. “{TITLE}” Glyph Networks")[3] == "Glyph Networks"


# ------------------------------------------------------------------------------------------------ titles and names


def test_a_full_stop_inside_the_years_brackets() -> None:
    line = f"* Okafor, Amara et al. (2015.) {TITLE}. Proceedings of the National Academy of Sciences."
    assert _fields(line)[:3] == (TITLE, ["Okafor, Amara"], 2015)


@pytest.mark.parametrize(
    "note", ["(Links to an external site.)", "(Link to an external site)", "(opens in a new window)"]
)
def test_a_course_platforms_link_note_is_no_part_of_the_title(note: str) -> None:
    line = f'* Okafor, Amara. 1987. "Spindle bursts: A family of measures {note}" Glyph Review 92:1170-1180.'
    assert _fields(line)[0] == "Spindle bursts: A family of measures"


def test_a_one_word_title_before_its_journal_and_volume() -> None:
    line = "* Okafor, A., & Berg, L. (2012). Brokerage. Annual Review of Glyphology, 38, 139-158."
    assert _fields(line) == ("Brokerage", ["Okafor, A.", "Berg, L."], 2012, "Annual Review of Glyphology")


@pytest.mark.parametrize(
    ("names", "authors"),
    [
        pytest.param("Okafor, Amara SG, and Lena F. Berg", ["Okafor, Amara SG", "Lena F. Berg"], id="initials run on"),
        pytest.param("Okafor, Amara and Berg, Balázs", ["Okafor, Amara", "Berg, Balázs"], id="two inverted, accents"),
    ],
)
def test_inverted_names_joined_by_and(names: str, authors: list[str]) -> None:
    line = f'* {names}, 2006. "{TITLE}." American Journal of Glyphology 111(5):1367-1411.'
    assert _fields(line)[:2] == (TITLE, authors)


# ------------------------------------------------------------------------------------------------ generated

_LEAD_WORDS = ["Probit", "Panel", "IV", "Tobit", "Heckman", "Quantile", "selección", "de", "campo", "Spatial", "+"]
_SURNAMES = ["Okafor", "Berg", "Quill", "Nuñez", "Marquez-Padilla", "Ostrander", "Varga"]
_INITIALS = ["A.", "B. C.", "J. E.", "R. M."]
_JOURNALS = ["Journal of foo economics", "Glyph Review", "Revue de glyphologie", "Annals of Kryometrics"]


@st.composite
def _lead(draw: st.DrawFn) -> str:
    words = draw(st.lists(st.sampled_from(_LEAD_WORDS), min_size=1, max_size=4))
    words[0] = words[0] if words[0][0].isalpha() else "Panel"  # a lead opens with a word
    mark = draw(st.sampled_from(["**", "*", ""]))
    separator = draw(st.sampled_from([": ", " – ", " - "]))
    return f"{mark}{' '.join(words)}{mark}{separator}"


@st.composite
def _authors(draw: st.DrawFn) -> list[str]:
    surnames = draw(st.lists(st.sampled_from(_SURNAMES), min_size=1, max_size=4, unique=True))
    return [f"{surname}, {draw(st.sampled_from(_INITIALS))}" for surname in surnames]


@settings(max_examples=60, deadline=None)
@given(
    lead=_lead(),
    authors=_authors(),
    year=st.integers(1950, 2024),
    journal=st.sampled_from(_JOURNALS),
    volume=st.integers(1, 200),
)
def test_generated_leads_before_apa_citations(
    lead: str, authors: list[str], year: int, journal: str, volume: int
) -> None:
    names = authors[0] if len(authors) == 1 else ", ".join(authors[:-1]) + f", & {authors[-1]}"
    line = f"+ {lead}{names} ({year}). {TITLE}. *{journal}*, {volume}(2), 10-20."
    assert _fields(line) == (TITLE, authors, year, journal)


# ------------------------------------------------------------------------------------------------ cited key leads


@pytest.mark.parametrize(
    ("lead", "authors", "venue", "arxiv_id"),
    [
        pytest.param("**[Moss et al. (2020) [@moss2020spindle] (J. Neurosci.)]** - ", ["Moss"], "J. Neurosci.", None),
        pytest.param("[Moss & Quinn (2020) [@mossquinn] (2003.01234)] - ", ["Moss", "Quinn"], None, "2003.01234"),
        pytest.param("**[Moss (2020) (PRD)]** - ", ["Moss"], "PRD", None, id="no citation key"),
        pytest.param("**[Moss (2020)] [@moss2020] (PRD)** - ", ["Moss"], "PRD", None, id="key and venue after it"),
    ],
)
def test_a_bracketed_key_lead_gives_the_authors_year_and_venue(
    lead: str, authors: list[str], venue: str | None, arxiv_id: str | None
) -> None:
    """``[Key (2020) [@bibkey] (Venue)] - Title``, as lists generated from a BibTeX file open each entry: the key's
    surnames are the authors and the parenthesised slot the venue, or the arXiv id; read as a tag, the names were
    taken for the venue. A title opening with a phrase and a colon stays whole: the lead named the authors."""
    with rules_only():
        entry = one(f"## Detection\n\n- {lead}Spindle Bursts: Timing of Sleep in Young Mice\n")
    assert entry.title == "Spindle Bursts: Timing of Sleep in Young Mice"
    assert (entry.occurrences[0].seed_authors, entry.year) == (authors, 2020)
    assert (entry.occurrences[0].seed_venue, entry.arxiv_id) == (venue, arxiv_id)
