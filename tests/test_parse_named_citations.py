"""Lists that file each paper under a model's name with its links, the citation on a sub-item below; citations
closed by a parenthesised venue tag and their authors; sections that name papers beside other kinds; Org lists whose
link lines stand under each title."""

from __future__ import annotations

import pytest

from enrich.parse import parse_text

_NAMED = (
    "## Denoising\n\n"
    " * KNet [[Web]](https://kestrel.example.org/knet) [[Code]](https://github.com/kestrel/knet) "
    "[[PDF]](https://arxiv.org/pdf/1901.00001.pdf)\n"
    "   * Learning to Restore Noisy Photographs with Kernel Networks (CVPR 2019), Lee et al.\n"
    "   * fast on mobile phones\n"
    " * Orbit [[Web]](https://orbit.example.org/) [[PDF]](https://arxiv.org/pdf/1902.00002.pdf)\n"
    "   * Orbital Priors for Blind Image Deblurring(ICCV19), Ana Wu, Bo Ng.\n"
)


def test_a_models_name_and_links_over_its_citation_is_one_entry_on_the_names_line() -> None:
    entries = sorted(parse_text(_NAMED, "list.md").entries, key=lambda entry: entry.occurrences[0].line)
    assert [entry.title for entry in entries] == [
        "Learning to Restore Noisy Photographs with Kernel Networks",
        "Orbital Priors for Blind Image Deblurring",
    ]
    assert [entry.occurrences[0].line for entry in entries] == [3, 6]
    assert [(entry.year, entry.venue_acronym) for entry in entries] == [(2019, "CVPR"), (2019, "ICCV")]
    assert entries[0].occurrences[0].seed_authors == ["Lee"]
    assert entries[0].arxiv_id == "1901.00001"
    assert entries[1].arxiv_id == "1902.00002"


def test_a_link_label_web_is_no_title() -> None:
    text = "## Papers\n\n * Kernel Priors [[Web]](https://kestrel.example.org/) [[PDF]](https://arxiv.org/pdf/1901.00001.pdf)\n"
    (entry,) = parse_text(text, "list.md").entries
    assert entry.title == "Kernel Priors"


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        ("Kernel Networks for Restoring Noisy Photographs (CVPR 2019), Stamatios Kallergis.", ["Stamatios Kallergis"]),
        ("Kernel Networks for Restoring Noisy Photographs (Arxiv 2014), Anaya, Barbu.", ["Anaya", "Barbu"]),
        ("Kernel Networks for Restoring Noisy Photographs (TIP2017), Lee et al.", ["Lee"]),
    ],
)
def test_names_after_a_titles_parenthesised_venue_and_year_are_its_authors(line: str, authors: list[str]) -> None:
    (entry,) = parse_text(f"## Papers\n\n* {line}\n", "list.md").entries
    assert entry.title == "Kernel Networks for Restoring Noisy Photographs"
    assert entry.year is not None
    assert entry.occurrences[0].seed_authors == authors


def test_a_section_naming_papers_beside_tutorials_lists_papers() -> None:
    text = (
        "## Survey Papers & Tutorials\n\n"
        "**[Clause Learning in Modern Solvers](https://example.org/papers/clauses.pdf)** (2009)\n"
        "Ana Lee, Bo Wu\n"
        "*A tutorial from a handbook.*\n"
    )
    result = parse_text(text, "list.md")
    assert [entry.title for entry in result.entries] == ["Clause Learning in Modern Solvers"]


_ORG = (
    "* Reading\n"
    "** Week 1\n"
    "- *Counting Cells by Shape in Parallel Pipelines* by Ana Lee and Bo Wu\n"
    "  @@html:<br>@@\n"
    "  [[https://example.org/papers/cells.pdf][Link]]\n"
    "- *Sorting Beads on Sparse Grids* by Cy Ng\n"
    "  @@html:<br>@@\n"
    "  [[https://example.org/papers/beads.pdf][Link]]\n"
    "  @@html:<br>@@\n"
    "  *Techniques:* regression\n"
)


def test_an_org_list_with_link_lines_under_its_titles_is_read_as_a_document() -> None:
    result = parse_text(_ORG, "papers.org")
    assert sorted(entry.title for entry in result.entries) == [
        "Counting Cells by Shape in Parallel Pipelines",
        "Sorting Beads on Sparse Grids",
    ]
    assert not result.unparsed


def test_a_name_linking_its_paper_over_a_sub_item_of_authors_keeps_its_own_title() -> None:
    text = (
        "## Papers\n\n"
        "* **[KNet](https://arxiv.org/abs/1901.00001)**, [Website](https://kestrel.example.org/)\n"
        "  * Ana Lee, Bo Wu, Cy Ng, Proceedings of the Kestrel Workshop 2022\n"
    )
    titles = [entry.title for entry in parse_text(text, "list.md").entries]
    assert titles[0] == "KNet"


def test_a_heading_named_after_the_one_paper_under_it_stays_the_sections() -> None:
    """A list filing each method under a heading may name one heading after its one paper: the item's own linked
    line names the paper, and the entry stands there, where `enrich fix` writes its identifiers."""
    text = (
        "## Restoration\n\n#### Deep Blind Prior\n"
        " * Deep Blind Prior [[Code]](https://github.com/kestrel/bp) [[PDF]](https://arxiv.org/pdf/1903.00003.pdf)\n"
        "   * Deep Blind Prior(CVPR18), Ulm et al.\n"
    )
    (entry,) = parse_text(text, "list.md").entries
    assert entry.occurrences[0].line == 4
