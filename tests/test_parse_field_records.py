"""Papers written as records of labelled fields, and journal clubs' dated lines that cite a paper by an author key.

A benchmark or review list gives each paper as a block of labelled fields, one a paragraph (``**Title:**
[Title](url)``, ``**Authors:** ...``, ``**Journal Info:** Journal, June 2019``, a description, notes and bullets),
with rules between the papers: one entry per record, never one per field. A journal club dates each meeting and
names the paper read by an author-date key as the link's text, the title after it (``May 16th, 2019 [Lee et al
2019](url) Title [blame Ana]``): the date is the meeting's, the key's year the paper's. The lines here are written in
those shapes; each test fails when its rule is removed.
"""

from __future__ import annotations

import pytest

from enrich.parse import parse_text
from tests.parsed import entries, one

_RECORDS = """# Benchmarks

## Spindle dynamics

**Title:** [Sparse coding of cortical replay across hippocampal cohorts](https://example.org/replay)

**Authors:** Amara Okafor\\*, Lars Lindqvist\\*, et al.

**Journal Info:** Applied Glyphology, June 2019

**Description:** This paper compares seven decoders on three cohorts.

**Recommendation(s):** Use [Decoda](https://github.com/example/decoda) on small cohorts:

- `Decoda` for few trials
- `Spindler` for many trials

---

**Title:** [Longitudinal mixed models for qubit error correction](https://example.org/qubits)

**Authors:** Kenji Tanaka

**Journal Info:** Kryometrics Letters, March 2021

## Next section
"""


def test_a_record_of_labelled_fields_is_one_entry() -> None:
    found = entries(_RECORDS)
    assert [(entry.title, entry.year, entry.venue) for entry in found] == [
        ("Sparse coding of cortical replay across hippocampal cohorts", 2019, "Applied Glyphology"),
        ("Longitudinal mixed models for qubit error correction", 2021, "Kryometrics Letters"),
    ]
    first = found[0].occurrences[0]
    assert (first.seed_authors, first.end_line) == (["Amara Okafor", "Lars Lindqvist"], 16)
    assert "https://github.com/example/decoda" in [link.url for link in found[0].links]


def test_a_records_title_label_alone_is_no_entry() -> None:
    assert entries("## Template\n\n**Title:**\n\n**Authors:**\n\n**Journal Info:**\n") == []


def test_a_title_label_opening_a_list_item_is_no_word_of_the_title() -> None:
    entry = one("- **Title:** Bayesian decoding of memory traces\n  **Authors:** Nora Wu\n  **Year:** 2020\n")
    assert (entry.title, entry.year) == ("Bayesian decoding of memory traces", 2020)


@pytest.mark.parametrize(
    "line, venue",
    [
        ("**Journal Info:** Tessellomics, May 2018", "Tessellomics"),
        ("**Journal name:** Glyph Kryometrics (2018)", "Glyph Kryometrics"),
    ],
)
def test_a_labelled_venue_line_names_its_venue_before_the_date(line: str, venue: str) -> None:
    entry = one(f"- **Title:** Bayesian decoding of memory traces\n  **Authors:** Nora Wu\n  {line}\n")
    assert (entry.venue, entry.year) == (venue, 2018)


@pytest.mark.parametrize(
    "line, authors, year",
    [
        (
            "May 16th, 2019 [Okafor et al 2017](https://example.org/a) Sparse coding of cortical replay",
            ["Okafor"],
            2017,
        ),
        (
            "16 May 2019 [Okafor and Wu 2016.](https://example.org/a) Sparse coding of cortical replay",
            ["Okafor", "Wu"],
            2016,
        ),
        (
            "- Bonus: [Tanaka 2012.](https://example.org/a) Sparse coding of cortical replay [blame Ana]",
            ["Tanaka"],
            2012,
        ),
        (
            "[Lindqvist et al preprint 2018](https://example.org/a) Sparse coding of cortical replay",
            ["Lindqvist"],
            2018,
        ),
    ],
)
def test_a_dated_key_as_a_links_text_names_the_authors_and_year_of_the_title_after_it(
    line: str, authors: list[str], year: int
) -> None:
    entry = one(f"# Journal club\n\n{line}\n")
    assert (entry.title, entry.occurrences[0].seed_authors, entry.year) == (
        "Sparse coding of cortical replay",
        authors,
        year,
    )


def test_a_list_of_records_after_a_record_is_no_part_of_it() -> None:
    text = (
        "**Title:** Sparse coding of cortical replay\n\n**Authors:** Amara Okafor\n\n"
        "- **Title:** Bayesian decoding of memory traces\n  **Authors:** Nora Wu\n  **Year:** 2020\n"
    )
    assert [entry.title for entry in entries(text)] == [
        "Sparse coding of cortical replay",
        "Bayesian decoding of memory traces",
    ]


_FIELDS_UNDER_HEADINGS = """# Agents

#### Sparse Coding of Cortical Replay in Agents

tag: `Replay` | `NIPS23` | `Lagos University`

paper link: [here](https://arxiv.org/pdf/2307.16789)

code link: [here](https://github.com/example/replay)

citation:

```bibtex
@article{okafor2023replay, title={Sparse Coding of Cortical Replay in Agents}, year={2023}}
```

#### Counting Moths with Language Agents

Tags: `Moths` | `Field Lab`

Paper link: [here](https://arxiv.org/pdf/2406.18532)

#### Useful tools for agents

tag: `tools`

homepage: [here](https://example.org/tools)
"""


def test_a_heading_over_field_lines_with_its_papers_link_is_that_paper() -> None:
    """A page that gives each paper a heading, then its fields one a paragraph (``tag:``, ``paper link: [here](url)``,
    ``code link:``, ``citation:``): one entry per heading, titled by it, with the fields' links and any venue they
    state; never an entry per field titled by its label or by "here". A heading over fields with no paper's link
    stays a section."""
    read = entries(_FIELDS_UNDER_HEADINGS)
    assert [(entry.title, entry.arxiv_id, entry.venue_acronym) for entry in read] == [
        ("Sparse Coding of Cortical Replay in Agents", "2307.16789", "NeurIPS"),
        ("Counting Moths with Language Agents", "2406.18532", None),
    ]
    assert read[0].occurrences[0].line == 3 and read[0].links[1].url == "https://github.com/example/replay"


def test_a_bold_title_over_a_list_of_its_fields_is_one_entry() -> None:
    """A bold title (and year) over a list of its fields (``- Authors: ...``, ``- Journal: ...``, ``- Key Finding:
    ...``, ``- Link: https://doi.org/...``): one entry with those fields, never an entry per field."""
    text = (
        "# Momentum\n\n"
        "**Returns to Buying Moths and Selling Lamps** (1993)\n"
        "- Authors: Amara Okafor, Lars Lindqvist\n"
        "- Journal: Journal of Finance\n"
        "- Key Finding: 3-12 month strategies earn 1% per month\n"
        "- Link: https://doi.org/10.1111/j.1540-6261.1993.tb04702.x\n\n"
        "**Sparse Kernels for Folding Graphs** (1997)\n"
        "- Author: Tom Bell\n"
        "- Journal: Review of Financial Studies\n"
    )
    read = entries(text)
    assert [(entry.title, entry.year, entry.venue, entry.doi) for entry in read] == [
        ("Returns to Buying Moths and Selling Lamps", 1993, "Journal of Finance", "10.1111/j.1540-6261.1993.tb04702.x"),
        ("Sparse Kernels for Folding Graphs", 1997, "Review of Financial Studies", None),
    ]
    assert read[0].occurrences[0].seed_authors == ["Amara Okafor", "Lars Lindqvist"]


def test_a_heading_over_its_papers_bare_links_is_that_paper() -> None:
    """A heading over a paragraph of links alone or labelled (``## Title`` over ``https://arxiv.org/pdf/...`` or
    ``paper: https://...``), as a reading group's page of proposed papers writes it: the heading is the paper,
    titled by its words; an address's digits give no year."""
    text = (
        "# Proposed by Ana\n\n"
        "## Sparse Coding of Cortical Replay in Agents\n"
        "https://arxiv.org/pdf/1702.01417.pdf\n\n"
        "## Counting Moths with Language Agents\n"
        "paper: https://moths.example.edu/pubs/lee2017counting.pdf\n"
    )
    read = entries(text)
    assert [(entry.title, entry.year, entry.arxiv_id) for entry in read] == [
        ("Sparse Coding of Cortical Replay in Agents", None, "1702.01417"),
        ("Counting Moths with Language Agents", None, None),
    ]


def test_a_heading_over_a_paragraph_that_opens_like_an_entry_with_a_field_stays_the_section() -> None:
    """Under a heading, a paragraph that opens like an entry (bold, a link) and gives a field whose value may be a
    title (``**Paper:** [Title](url)``) is a paper of its own: only links alone make the heading the paper's title."""
    text = (
        "# Reading\n\n## Sparse Coding in Small Insects\n\n"
        "**Paper:** [Counting moths under street lights](https://arxiv.org/abs/2101.01234)\n"
    )
    (entry,) = entries(text)
    assert entry.title != "Sparse Coding in Small Insects" and entry.occurrences[0].line == 5


def test_a_heading_over_a_title_with_a_systems_name_and_its_link_stays_the_section() -> None:
    """A topic's heading over a paper's title that opens with its system's name and a colon, then the paper's link
    (``Chord: A Scalable Peer-to-peer Lookup Service`` over ``http://.../chord.pdf``): the name is no field's label
    (fields are labelled in lower case or by a paper's field, ``Authors:``, ``Paper link:``), so the title line is
    the paper and the heading its section."""
    text = (
        "Classic Systems\n===============\n\n"
        "   A History and Evaluation of System R\n   http://www.example.edu/SystemR.pdf\n\n"
        "Distribution, Parallelism, and Column Stores\n"
        "============================================\n\n"
        "   Chord: A Scalable Peer-to-peer Lookup Service for Internet Applications\n"
        "   http://pdos.example.edu/papers/chord_sigcomm.pdf\n"
    )
    chord = parse_text(text, "reading-list.txt").entries[1]
    assert chord.title == "Chord: A Scalable Peer-to-peer Lookup Service for Internet Applications"
    assert chord.occurrences[0].line == 10


def test_a_bold_title_over_its_authors_year_and_doi_fields_is_one_paper() -> None:
    """A search's results, each a numbered bold title over sub-items of its fields: the DOI's field and the year's
    (whose value holds a year, as a DOI may) are the paper's own, and "Citations: 42" is a count, not a year."""
    text = (
        "# Similar articles\n\n## Results\n\n"
        "1. **The response to nutritional labels: Evidence from a quasi-experiment**\n"
        "   - Authors: Okafor E.\n   - Year: 2020, Citations: 42\n   - DOI: 10.1016/j.jhealeco.2020.102326\n"
    )
    (entry,) = entries(text)
    assert entry.title == "The response to nutritional labels: Evidence from a quasi-experiment"
    assert (entry.year, entry.doi) == (2020, "10.1016/j.jhealeco.2020.102326")
