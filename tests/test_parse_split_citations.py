"""A citation split over two blocks, its title in one and its authors in the other, as lists nest them or as a fill
cuts a line at the dash or comma between them: one entry, starting on the citation's first line, titled with the
title and never with the names.
"""

from __future__ import annotations

from enrich.models import Entry
from tests.parsed import entries, one


def first_line(entry: Entry) -> int:
    return entry.occurrences[0].line


def written_authors(entry: Entry) -> list[str]:
    return entry.occurrences[0].seed_authors


def test_a_sub_bullet_of_bold_authors_and_a_year_is_the_title_items_details() -> None:
    text = """# Reading

- Folding proteins by hand in a weekend workshop
  - **Tova Brinkman and Ossian Reyes** - 2004
- Counting sheep with drones over wet pastures
  - *Ilse Marchetti et al.* - NSDI (2015)
"""
    found = entries(text)
    assert [entry.title for entry in found] == [
        "Folding proteins by hand in a weekend workshop",
        "Counting sheep with drones over wet pastures",
    ]
    assert [first_line(entry) for entry in found] == [3, 5]
    assert written_authors(found[0]) == ["Tova Brinkman", "Ossian Reyes"]
    assert found[0].year == 2004
    assert found[1].venue == "NSDI"


def test_an_author_item_over_one_sub_item_with_the_title_starts_on_the_names() -> None:
    text = """# Reading

- T. Brinkman, O. Reyes and I. Marchetti
  - [Folding proteins by hand in a weekend
  workshop](https://example.org/fold.pdf) - 2002
"""
    entry = one(text)
    assert entry.title == "Folding proteins by hand in a weekend workshop"
    assert first_line(entry) == 3
    assert written_authors(entry) == ["T. Brinkman", "O. Reyes", "I. Marchetti"]


def test_an_italic_author_line_over_a_bold_title_is_one_entry_from_the_names() -> None:
    text = """# Reading

*T. Brinkman, O. Reyes and I. Marchetti*.
**Folding proteins by hand in a weekend workshop**. **CHI'19**
[[pdf]](https://example.org/fold.pdf)
"""
    entry = one(text)
    assert entry.title == "Folding proteins by hand in a weekend workshop"
    assert first_line(entry) == 3
    assert written_authors(entry) == ["T. Brinkman", "O. Reyes", "I. Marchetti"]
    assert entry.year == 2019


def test_a_paragraph_cut_after_its_first_authors_comma_keeps_its_title_clean() -> None:
    text = """# Reading

## Papers

Folding proteins by hand in a weekend workshop. T. Brinkman,
O. Reyes and I. Marchetti.
CHI [2011] https://example.org/fold.pdf
"""
    entry = one(text)
    assert entry.title == "Folding proteins by hand in a weekend workshop"
    assert (first_line(entry), entry.year) == (5, 2011)


def test_a_bold_title_paragraph_over_a_bullet_of_its_authors_and_venue_is_one_entry() -> None:
    text = """# Reading

## Papers

**[Folding proteins by hand in a
weekend workshop](https://example.org/fold.pdf)**
- Tova Brinkman et al. - *NSDI* [2014]
"""
    entry = one(text)
    assert entry.title == "Folding proteins by hand in a weekend workshop"
    assert (first_line(entry), entry.year, entry.venue) == (5, 2014, "NSDI")


def test_a_bold_author_paragraph_over_a_bullet_of_its_title_is_one_entry_from_the_names() -> None:
    text = """# Reading

## Papers

**Brinkman, T., Reyes, O., & Marchetti, I.**
- "Folding proteins by hand in a weekend workshop" -
*CHI* (1998)
"""
    entry = one(text)
    assert entry.title == "Folding proteins by hand in a weekend workshop"
    assert first_line(entry) == 5
    assert entry.occurrences[0].section == ["Reading", "Papers"]  # the names head no section


def test_one_persons_bold_name_over_a_bullet_heads_a_section() -> None:
    text = """# Reading

## Papers

**Tova Brinkman**
- "Folding proteins by hand in a weekend workshop" - *CHI* (1998)
"""
    entry = one(text)
    assert first_line(entry) == 6
