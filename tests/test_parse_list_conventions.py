"""Conventions of hand-written reading lists that no earlier rule read: Vancouver's names after "by", a chapter
cited by its volume and publisher without "In", a table of contents linked by the repository's whole address, a
comma glued to the field after it, "etc." closing the names, a venue's acronym with its year's two digits glued on,
a linked title whose comma sets off the fields on the next line, and JabRef's file records and repeated addresses in
a BibTeX ``url`` field. Each case is a made-up line of the convention, beside what it must give.
"""

from __future__ import annotations

import pytest

from enrich.parse import parse_text
from enrich.parse.bibtex import BibPaper, read_bibtex
from enrich.parse.common import parse_tag
from enrich.venues import venue_for_acronym, venue_for_name
from tests.parsed import one

_URL = "https://example.org/papers/okafor-lindqvist.pdf"
_TITLE = "Counting moths under street lights"


@pytest.mark.parametrize(
    ("names", "venue", "authors"),
    [
        ("Okafor M, Lindqvist B, Van Tanaka M R", "IEEE Transactions on Grain Storage", ["Okafor M", "Lindqvist B"]),
        ("Okafor M A, Lindqvist B", "ICML", ["Okafor M A", "Lindqvist B"]),
        ("Ruiz T, Okafor M, Lindqvist B", "arXiv", ["Ruiz T", "Okafor M", "Lindqvist B"]),
    ],
)
def test_vancouver_names_after_by_end_on_their_last_initial(names: str, venue: str, authors: list[str]) -> None:
    """``by Lee AB, Wu C. Venue, 2014``: the full stop after the last undotted initial ends the names, though no word
    of two letters closes them; the venue after it is the venue, never a part of the last name."""
    entry = one(f"# Papers\n* [Counting moths under street lights]({_URL}) by {names}. {venue}, 2014.\n")
    seed = entry.occurrences[0]
    assert seed.seed_authors[: len(authors)] == authors
    assert len(seed.seed_authors) == len(names.split(", "))
    assert entry.venue == venue or entry.venue_acronym == venue
    assert entry.year == 2014


@pytest.mark.parametrize("publisher", ["Springer Berlin Heidelberg", "Kluwer Academic Publishers"])
def test_a_chapter_cited_by_its_volume_and_publisher_is_a_paper_whose_venue_is_the_volume(publisher: str) -> None:
    """``[Chapter](url) by Lee A, Wu B. Volume Title. Publisher, 2012``: a chapter of an edited volume, cited without
    "In"; a book goes from its authors straight to its publisher, never through a second title."""
    text = (
        f"# Papers\n* [Moths and the city]({_URL}) by Okafor M, Lindqvist B. Urban Insect Ecology. {publisher}, 2012.\n"
    )
    entry = one(text)
    assert entry.title == "Moths and the city"
    assert entry.venue == "Urban Insect Ecology"
    assert entry.year == 2012
    book = f"# Books\n* [Moths and the city]({_URL}) by Okafor M, Lindqvist B. {publisher}, 2012.\n"
    assert parse_text(book, "list.md").entries == []  # the book itself stays a book


def test_a_table_of_contents_linked_by_the_repositorys_whole_address_is_no_entry() -> None:
    """A table of contents that links the list's own sections by the repository page's whole address, nested under
    a section's name, gives no entry: the sub-items' names are sections, never a venue."""
    toc = "".join(
        f"  * [{name}](https://github.com/okafor/moth-papers#{name.lower()})\n"
        for name in ("Security", "Coordination", "Surveys")
    )
    text = (
        "## Overview\n* [Research Papers](https://github.com/okafor/moth-papers#research-papers)\n"
        + toc
        + f"\n## Surveys\n* [{_TITLE}](https://arxiv.org/abs/2101.00001) by Ana Okafor. 2021.\n"
    )
    assert [entry.title for entry in parse_text(text, "README.md").entries] == ["Counting moths under street lights"]


def test_a_comma_glued_to_the_next_field_still_sets_the_names_apart() -> None:
    """``[Title](url),Ana Lee, Bo Wu, and Mei Ng,OSDI 2018``: the names between glued commas are the authors."""
    entry = one(f"# Papers\n1. [{_TITLE}]({_URL}),Ana Okafor, Bo Lindqvist, and Mei Tanaka,OSDI 2018\n")
    assert entry.occurrences[0].seed_authors == ["Ana Okafor", "Bo Lindqvist", "Mei Tanaka"]
    assert entry.venue_acronym == "OSDI"


def test_etc_closing_the_names_names_no_one() -> None:
    entry = one(f"# Papers\n1. [Counting moths under street lights]({_URL}), Ana Okafor,etc. ICFP 2005\n")
    assert entry.occurrences[0].seed_authors == ["Ana Okafor"]


@pytest.mark.parametrize(("tag", "venue", "year"), [("SOSP07", "SOSP", 2007), ("OSDI94", "OSDI", 1994)])
def test_a_known_acronym_with_its_years_two_digits_glued_on_gives_both(tag: str, venue: str, year: int) -> None:
    read = parse_tag(tag)
    assert (read.year, read.venue) == (year, venue)
    assert parse_tag("ResNet50").venue == "ResNet50"  # a name the venue table does not know stays whole


def test_a_linked_title_closed_by_a_comma_takes_the_fields_of_the_next_line() -> None:
    """``1. [Title](url),`` over ``Ana Lee ,Lund University, Lund, Sweden, SOSP, 1968``: the next line, however
    indented and whatever it holds, is the rest of the citation, never an entry of its own."""
    text = f"# Papers\n 1. [{_TITLE}]({_URL}),\nAna Okafor ,Lund University, Lund, Sweden, SOSP, 1968\n"
    entry = one(text)
    assert entry.title == "Counting moths under street lights"
    assert (entry.year, entry.venue_acronym) == (1968, "SOSP")


def test_a_file_record_in_a_url_field_and_a_url_field_written_twice_give_every_address() -> None:
    """JabRef's ``file`` record written into ``url`` (``:https\\://host/x.pdf:URL``) is read as that field is, and
    a ``url`` field written twice with two addresses keeps both, as a link field's values are all the paper's."""
    text = (
        "@inproceedings{okafor2018,\n  title = {Counting Moths},\n  year = {2018},\n"
        "  url = {:https\\://example.org/okafor.pdf:URL},\n  url = {https://example.org/okafor}\n}\n"
    )
    (found,) = read_bibtex(text)
    assert isinstance(found, BibPaper), found
    assert [link.url for link in found.links] == ["https://example.org/okafor.pdf", "https://example.org/okafor"]


@pytest.mark.parametrize(
    ("written", "acronym"),
    [
        ("Linux Symposium", "OLS"),
        ("Robot Soccer World Cup", "RoboCup"),
        ("Proceedings of the fifth international conference on Autonomous agents", "AAMAS"),
        ("Joint European Conference on Machine Learning and Knowledge Discovery in Databases", "ECML PKDD"),
        ("IEEE Transactions on Computer-Aided Design of Integrated Circuits and Systems", "TCAD"),
    ],
)
def test_venues_lists_name_by_their_long_names_are_known(written: str, acronym: str) -> None:
    found = venue_for_name(written)
    assert found is not None
    assert found.acronym == acronym
    assert venue_for_acronym(acronym) is found
