"""Reading logs: an item that stamps the day its paper was read on its first line (``- 2024-10-30:``, a date
linked to the reader's notes) with the paper's citation on the lines below it. The stamp is no label over papers
and no year of the paper: the entry starts on the item's line, its title, authors and year are the citation's."""

from __future__ import annotations

import pytest

from enrich.parse import parse_texts

STAMPS = [
    "2024-10-30:",
    "[2024-10-12](notes/egraphs.md):",
    "2023/07/25:",
    "March 3, 2024:",
    "3 March 2024:",
]
TAILS = {
    "names then year": ("  Ana Lee and Bo Wu, 1993", ["Ana Lee", "Bo Wu"]),
    "names and year in parentheses": ("  (Ana Lee, Bo Wu, and Chen Ng, 1993)", ["Ana Lee", "Bo Wu", "Chen Ng"]),
}


@pytest.mark.parametrize("stamp", STAMPS)
@pytest.mark.parametrize("tail", TAILS)
def test_a_dated_item_is_its_citation_on_the_lines_below(stamp: str, tail: str) -> None:
    written, names = TAILS[tail]
    text = (
        "# Reading log\n\n## 2024\n\n"
        f"- {stamp}\n  [“Reduction of Decision Diagrams in Linear Time”](https://example.org/obdd.pdf),\n{written}\n"
        "- 2024-10-29:\n  [“Algorithms for Boolean Function Manipulation”](https://example.org/bdd.pdf),\n"
        "  Dan Park, 1986\n"
    )
    first, second = parse_texts([("log.md", text)]).entries
    assert first.title == "Reduction of Decision Diagrams in Linear Time"
    assert first.year == 1993  # the citation's, neither the stamp's nor the section's
    assert (first.occurrences[0].line, first.occurrences[0].end_line) == (5, 7)
    assert first.occurrences[0].seed_authors == names
    assert (second.title, second.year, second.occurrences[0].line) == (
        "Algorithms for Boolean Function Manipulation",
        1986,
        8,
    )


def test_two_papers_under_one_stamp_are_two_entries() -> None:
    text = (
        "- 2024-04-08:\n"
        "  [“Static Single Assignment Is Functional Programming”](https://doi.org/10.1145/278283.278285)\n"
        "  (Ana Lee, 1998)\n"
        "  [“A Computability Perspective on Self-Modifying Programs”](https://arxiv.org/abs/0911.0001)\n"
        "  (Bo Wu, Chen Ng, and Dan Park, 2009)\n"
    )
    entries = parse_texts([("log.md", text)]).entries
    assert [(entry.title, entry.year, entry.occurrences[0].line) for entry in entries] == [
        ("Static Single Assignment Is Functional Programming", 1998, 1),
        ("A Computability Perspective on Self-Modifying Programs", 2009, 4),
    ]
