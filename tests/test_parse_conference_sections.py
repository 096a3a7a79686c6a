"""A list of accepted papers that heads each conference's section with the venue and its year, then the day it
was held and notes (``## CVPR2022 Jun 24, 2022 [link](...) TODO: add pdf links``): the section's papers take the
venue and year, and a preprint link on a paper's line does not make it arXiv's."""

from __future__ import annotations

import pytest

from tests.parsed import one

HEADINGS = [
    ("CVPR2022 Jun 24, 2022 [link](https://example.org/cvpr) TODO: add pdf links", "CVPR", 2022),
    ("ICLR 2021 May 3, 2021", "ICLR", 2021),
    ("ICIP2020 Oct 25-28, 2020 (final decision: June 2, 2020)", "ICIP", 2020),
    ("NeurIPS2019 Dec 8th, 2019", "NeurIPS", 2019),
]


@pytest.mark.parametrize(("heading", "venue", "year"), HEADINGS)
@pytest.mark.parametrize("link", ["[arXiv](https://arxiv.org/abs/2111.09099)", "[pdf](https://example.org/p.pdf)"])
def test_a_conference_section_held_on_a_day_gives_its_papers_the_venue(
    heading: str, venue: str, year: int, link: str
) -> None:
    entry = one(f"# Papers\n\n## {heading}\n- #### Predictive Attention Blocks for Anomaly Detection {link}\n")
    assert (entry.title, entry.venue, entry.year) == ("Predictive Attention Blocks for Anomaly Detection", venue, year)


def test_a_section_dated_without_a_venue_gives_no_venue() -> None:
    entry = one("# Papers\n\n## Lectures May 3, 2021\n- Attention Blocks for Anomaly Detection (ICML 2020)\n")
    assert (entry.venue, entry.year) == ("ICML", 2020)


@pytest.mark.parametrize(
    ("heading", "venue", "year"),
    [
        ("**Marine Cell Biology'24**", "Marine Cell Biology", 2024),
        ("**npj Cell Sorting'25**", "npj Cell Sorting", 2025),
        ("**arXiv papers'23**", "arXiv", 2023),
    ],
)
def test_a_bold_group_line_with_a_year_after_an_apostrophe_names_its_papers_venue(
    heading: str, venue: str, year: int
) -> None:
    """ "Name'24" is how lists write a venue's edition, never a topic: its papers take the venue though the table
    does not know it, and "papers" between a known venue and its year only says what the group holds."""
    entry = one(
        f"# Papers\n\n{heading}\n- Attention Blocks for Anomaly Detection [[paper](https://example.org/p.pdf)]\n"
    )
    assert (entry.venue, entry.year) == (venue, year)


@pytest.mark.parametrize(("heading", "venue"), [("2 TIFS", "TIFS"), ("3.1 USENIX Security", "USENIX Security")])
def test_a_sections_number_before_its_venue_leaves_the_venue_to_its_papers(heading: str, venue: str) -> None:
    text = f"# Reading\n\n# {heading}\n\n[Sorting Cells by Shape in Parallel](https://lab.example.org/sort.pdf)\n"
    assert one(text).occurrences[0].seed_venue == venue
