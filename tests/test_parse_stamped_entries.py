"""Entries that stamp their venue or a nickname beside the title rather than in its words: a static badge of the
venue and year, a model's name in parentheses before the title, a bracketed tag inside the title's link; and BibTeX
exports that write a field twice, a DOI field as an address, or a year glued to a booktitle's acronym."""

from __future__ import annotations

import pytest

from enrich.models import Entry
from enrich.parse import parse_text
from enrich.parse.bibtex import BibPaper, read_bibtex
from enrich.parse.blocks import badge_words


def only_entry(text: str) -> Entry:
    result = parse_text(text, "list.md")
    assert len(result.records) == 1 and isinstance(result.records[0], Entry), result.records
    return result.records[0]


@pytest.mark.parametrize(
    "url, words",
    [
        ("https://img.shields.io/badge/OSDI-2021-green.svg", ("OSDI", "2021")),
        ("https://img.shields.io/badge/Conference-NeurIPS_2019-blue", ("Conference", "NeurIPS 2019")),
        ("https://img.shields.io/badge/Vision--Language-2020-red?style=flat", ("Vision-Language", "2020")),
        ("https://img.shields.io/badge/ICSE%202022-orange", ("", "ICSE 2022")),
        ("https://img.shields.io/github/stars/lee/tool", None),
        ("https://example.org/badge/OSDI-2021-green.svg", None),
    ],
)
def test_a_static_badge_shows_its_label_and_message(url: str, words: tuple[str, str] | None) -> None:
    assert badge_words(url) == words


@pytest.mark.parametrize(
    "badge",
    [
        '<img src="https://img.shields.io/badge/EuroSys-2019-green.svg">',
        "![](https://img.shields.io/badge/EuroSys-2019-green)",
        "![badge](https://img.shields.io/badge/Venue-EuroSys_2019-blue.svg)",
    ],
)
def test_a_badge_of_the_venue_and_year_beside_the_title_gives_them(badge: str) -> None:
    entry = only_entry(
        f"- [Tiered Caching for Sparse Models](https://arxiv.org/abs/1901.00001) Ana Lee et al. {badge}\n"
    )
    assert (entry.title, entry.year, entry.venue_acronym) == ("Tiered Caching for Sparse Models", 2019, "EuroSys")


@pytest.mark.parametrize(
    ("badges", "year", "venue"),
    [
        (
            "![TOCS](https://img.shields.io/badge/TOCS-blue) ![2019](https://img.shields.io/badge/2019-grey)",
            2019,
            "TOCS",
        ),
        (
            "![arXiv](https://img.shields.io/badge/-arXiv-red) ![2019.07](https://img.shields.io/badge/2019.07-grey)",
            2019,
            "arXiv",
        ),
        (
            "![Stars](https://img.shields.io/badge/Stars-1200-yellow) ![2019](https://img.shields.io/badge/2019-grey)",
            None,
            None,
        ),
    ],
)
def test_a_venues_badge_beside_a_years_badge_gives_both(badges: str, year: int | None, venue: str | None) -> None:
    entry = only_entry(
        f"- {badges} **Tiered Caching for Sparse Models** | [[Paper](https://arxiv.org/abs/1901.00001)]\n"
    )
    assert (entry.title, entry.year, entry.venue_acronym) == ("Tiered Caching for Sparse Models", year, venue)


def test_badges_in_a_table_cell_give_the_rows_venue_and_year() -> None:
    text = (
        "| Venue | Title | Links |\n|---|---|---|\n"
        "| ![TOCS](https://img.shields.io/badge/TOCS-blue) ![2019](https://img.shields.io/badge/2019-grey) "
        "| **Tiered Caching for Sparse Models** | [[Paper](https://arxiv.org/abs/1901.00001)] |\n"
    )
    entry = only_entry(text)
    assert (entry.title, entry.year, entry.venue_acronym) == ("Tiered Caching for Sparse Models", 2019, "TOCS")


def test_a_badge_without_a_venue_and_year_gives_neither() -> None:
    entry = only_entry(
        "- [Tiered Caching for Sparse Models](https://arxiv.org/abs/1901.00001) "
        "![](https://img.shields.io/badge/Stars-1200-yellow) ![](https://img.shields.io/badge/License-MIT-blue)\n"
    )
    assert (entry.year, entry.venue_acronym) == (None, None)


def test_a_models_name_in_parentheses_before_the_title_is_no_part_of_it() -> None:
    entry = only_entry(
        "- (GraphNet-X) Learning Sparse Graphs for Traffic Forecasting [paper](https://arxiv.org/abs/2001.00002)\n"
    )
    assert entry.title == "Learning Sparse Graphs for Traffic Forecasting"
    kept = only_entry(
        "- (2020) Learning Sparse Graphs for Traffic Forecasting [paper](https://arxiv.org/abs/2001.00002)\n"
    )
    assert (kept.title, kept.year) == ("Learning Sparse Graphs for Traffic Forecasting", 2020)


def test_a_bracketed_tag_opening_a_links_text_is_no_part_of_the_title() -> None:
    entry = only_entry("+ [[Tutorial] Lattice Attacks on Hash Functions: A Primer](https://example.org/primer.pdf)\n")
    assert entry.title == "Lattice Attacks on Hash Functions: A Primer"
    dated = only_entry("+ [[SOSP 2013] Scalable Commutativity Rules](https://example.org/rules.pdf)\n")
    assert (dated.title, dated.year, dated.venue_acronym) == ("Scalable Commutativity Rules", 2013, "SOSP")


def test_a_field_written_twice_with_one_value_leaves_the_entry_readable() -> None:
    (paper,) = read_bibtex(
        "@article{k,\n title = {Rules and Exceptions},\n month = {3},\n month = {3},\n Journal = {Cognition},\n"
        " URL = {https://example.org/k},\n year = {2004}\n}\n"
    )
    assert isinstance(paper, BibPaper)
    assert (paper.title, paper.venue, paper.year) == ("Rules and Exceptions", "Cognition", 2004)
    assert [link.url for link in paper.links] == ["https://example.org/k"]


def test_a_doi_field_written_as_an_address_keeps_the_address() -> None:
    (paper,) = read_bibtex("@article{k, title = {T}, doi = {http://dx.doi.org/10.1016/0000-0000(90)90001-X}}\n")
    assert isinstance(paper, BibPaper)
    assert [link.url for link in paper.links] == ["http://dx.doi.org/10.1016/0000-0000(90)90001-X"]


def test_a_year_glued_to_a_booktitles_acronym_is_no_part_of_it() -> None:
    (paper,) = read_bibtex("@inproceedings{k, title = {T}, booktitle = {Second Workshop on Glosses (WOG2007)}}\n")
    assert isinstance(paper, BibPaper)
    assert paper.venue_acronym == "WOG"
