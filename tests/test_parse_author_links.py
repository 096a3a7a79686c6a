"""Author lists written around a linked title in other ways than a citation style's: BibTeX's own surname-first
names joined by "and" pasted after the link, full names then the venue after a full stop, a link whose text is an
author key with the title after it (review and journal-club lists), TeX accents inside names, and names set apart by
the full-width comma CJK keyboards type. The names are the authors, the title is whole, and none is read as a venue."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.parsed import entries, one

_TITLES = [
    "Sizing Router Buffers",
    "Why Is Secure Routing Slow?",
    "Learning to Rank with Sparse Kernels",
    "Tracing Gene Flow and Drift: A Study of Island Birds",
]
# (surname, given names) as people are named: particles, two-word surnames, hyphens, initials, accents
_PEOPLE = [
    ("Okafor", "Chidi"),
    ("van der Berg", "Anna"),
    ("Lindqvist", "Karl J."),
    ("Ruiz Gómez", "María José"),
    ("Adjie-Winoto", "W."),
    ("Tanaka", "Hiro-Aki"),
    ("Haddad", "Samir"),
    ("de Vries", "Pieter"),
]
_VENUES = ["ACL", "EMNLP", "NeurIPS", "ICML"]
_URL = "https://papers.example.org/view/4471"


@settings(max_examples=150, deadline=None)
@given(
    title=st.sampled_from(_TITLES),
    people=st.lists(st.sampled_from(_PEOPLE), min_size=2, max_size=5, unique=True),
    venue=st.one_of(st.none(), st.sampled_from(_VENUES)),
    year=st.integers(1990, 2024),
    spaces=st.sampled_from([" ", "  "]),
)
def test_bibtex_names_joined_by_and_after_a_linked_title_are_its_authors(
    title: str, people: list[tuple[str, str]], venue: str | None, year: int, spaces: str
) -> None:
    written = f"{spaces}and ".join(f"{surname}, {given}" for surname, given in people)
    closing = f", {venue}, {year}" if venue else f", {year}"
    entry = one(f"# Papers\n\n1. [{title}]({_URL}), {written}{closing}\n")
    occurrence = entry.occurrences[0]
    expected = [f"{surname}, {given}" for surname, given in people]
    assert (entry.title, occurrence.seed_authors, entry.year) == (title.rstrip("."), expected, year)
    assert occurrence.seed_venue == venue


@settings(max_examples=100, deadline=None)
@given(
    title=st.sampled_from(_TITLES),
    people=st.lists(st.sampled_from(_PEOPLE), min_size=2, max_size=5, unique=True),
    venue=st.sampled_from(_VENUES),
    year=st.integers(1990, 2024),
    closing=st.sampled_from(["{venue} {year}", "{venue}, {year}.", "{venue} {year}."]),
)
def test_full_names_after_a_linked_titles_full_stop_are_its_authors_the_venue_after_them(
    title: str, people: list[tuple[str, str]], venue: str, year: int, closing: str
) -> None:
    names = [f"{given} {surname}" for surname, given in people]
    tail = closing.format(venue=venue, year=year)
    entry = one(f"# Papers\n\n3. [{title}]({_URL}). {', '.join(names)}. {tail}\n")
    occurrence = entry.occurrences[0]
    assert (occurrence.seed_authors, entry.year, occurrence.seed_venue) == (names, year, venue)


def test_a_title_whose_words_read_as_names_is_whole_when_the_authors_follow_the_link() -> None:
    entry = one(
        "# Papers\n\n1. [Give Me Bread and Give Her Roses: Who Decides What Tools Are Fair?](https://x.example.org/1)"
        ", Okafor, Chidi and Haddad, Samir, 2021\n"
    )
    assert entry.title == "Give Me Bread and Give Her Roses: Who Decides What Tools Are Fair?"
    assert entry.occurrences[0].seed_authors == ["Okafor, Chidi", "Haddad, Samir"]


def test_a_tex_accent_in_a_name_is_kept_as_the_list_writes_it() -> None:
    entry = one(
        r"# Papers"
        + "\n\n"
        + r"1. [Sizing Router Buffers](https://x.example.org/2), M{\"u}ller, Jan and Okafor, Chidi, 2020"
        + "\n"
    )
    assert entry.occurrences[0].seed_authors == ['M{\\"u}ller, Jan', "Okafor, Chidi"]
    assert entry.occurrences[0].seed_venue is None  # the last name is no venue


@pytest.mark.parametrize(
    "key, authors",
    [
        pytest.param("Okafor et al.", ["Okafor"], id="et al"),
        pytest.param("van der Berg et al.", ["van der Berg"], id="a particle"),
        pytest.param("Okafor and Haddad", ["Okafor", "Haddad"], id="and"),
        pytest.param("Okafor, Haddad & Ruiz", ["Okafor", "Haddad", "Ruiz"], id="commas and ampersand"),
        pytest.param("Lindqvist.", ["Lindqvist"], id="one surname closed by its full stop"),
    ],
)
@pytest.mark.parametrize(
    "space", [" ", "  ", " \u00a0", " \u200b\u200b"], ids=["space", "two", "no-break", "zero-width"]
)
def test_a_link_whose_text_is_an_author_key_names_the_authors_of_the_title_after_it(
    key: str, authors: list[str], space: str
) -> None:
    title = "Repeat elements shape genome folding in a filamentous fungus"
    entry = one(f"# Reviews\n\n[{key}](https://journal.example.org/content/2018/339010){space}{title}\u00a0\n")
    assert (entry.title, entry.occurrences[0].seed_authors) == (title, authors)
    assert entry.links[0].url == "https://journal.example.org/content/2018/339010"


def test_a_one_word_link_text_without_a_full_stop_is_no_author_key() -> None:
    entry = one("# Systems\n\n- [Ray](https://x.example.org/ray.pdf) Scales Python Workloads Across a Cluster\n")
    assert entry.occurrences[0].seed_authors == []


@pytest.mark.parametrize("comma", ["，", "， ", ", "])
def test_a_full_width_comma_sets_names_apart_as_a_comma_does(comma: str) -> None:
    entry = one(
        f"# Papers\n\n- Lin Wei, Zhang Hao{comma}Chen Jie. *Partial Loss Learning for Speaker Verification.* "
        "[[ICASSP 2020](https://x.example.org/9053674)]\n"
    )
    assert entry.title == "Partial Loss Learning for Speaker Verification"
    assert entry.occurrences[0].seed_authors == ["Lin Wei", "Zhang Hao", "Chen Jie"]


def test_names_joined_by_and_with_no_comma_in_each_are_not_read_as_bibtex_names() -> None:
    entry = one(
        "# Papers\n\n- [Sizing Router Buffers](https://x.example.org/3), A. Okafor, B. Haddad and C. Ruiz, 2019\n"
    )
    assert entry.occurrences[0].seed_authors == ["A. Okafor", "B. Haddad", "C. Ruiz"]
    assert (
        entries("# Papers\n\n- [Sizing Router Buffers](https://x.example.org/3). Accepted, Oral. 2019\n")[0]
        .occurrences[0]
        .seed_authors
        == []
    )
