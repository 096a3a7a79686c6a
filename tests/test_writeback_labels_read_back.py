"""`enrich fix` writes a paper's DOI and arXiv labels at the end of the line its entry starts on; the next parse
must read the list as it read it before, with the labels as the entry's identifiers, whatever the shape: the labels
written as Markdown links (``[[DOI](https://doi.org/...)]``) or as text (``[DOI: ...]``), on a line that only
stamps a date over the citation, on a paper's heading, on a topic's bullet read as a paper over papers of their own.
"""

from __future__ import annotations

import pytest

from enrich.config import Settings
from enrich.fix.plan import plan_edits
from enrich.fix.render import fixed_lists
from enrich.fix.rules import FixRules
from enrich.models import Entry
from enrich.parse import parse_texts
from tests.test_writeback import resolved

RULES = FixRules.from_settings(Settings())

SHAPES = {
    "a reading log's date stamp over each citation": (
        "# Read\n\n## 2024\n\n"
        "- 2024-10-30:\n"
        "  [“Reduction of Decision Diagrams in Linear Time”](https://example.org/obdd.pdf),\n"
        "  Ana Lee and Bo Wu, 1993\n"
        "- [2024-10-12](notes/egraphs.md):\n"
        "  [“Slotted Graphs for Term Rewriting”](https://example.org/slotted)\n"
        "  (Chen Ng, Dan Park, and Eve Roe, 2024)\n"
    ),
    "a heading over its citation's details": (
        "# Papers\n\n### Learning to Index Sorted Arrays\n\nA. Lee, B. Wu. *OSDI* 2020.\n\n"
        "### Compacting Logs Without Stalls\n\nC. Ng, D. Park. *SOSP* 2019.\n"
    ),
    "a topic's bullet read as a paper over papers of its own": (
        "# Notes\n\n"
        "- Structuring control flow\n"
        "  - Again: [“Compiling Loops to Structured Code”](https://example.org/loops)\n"
        "    (Ana Lee, 2011)\n"
        "  - [“Translating Java to JavaScript via Structured Control Flow Reconstruction\n"
        "    of Compiler IR”](https://example.org/j2js)\n"
        "    (Bo Wu, Chen Ng, and Dan Park, 2015)\n"
        "  - [“Taming Jumps: Eliminating Goto Statements”](https://example.org/goto)\n"
        "    (Bo Wu and Chen Ng, 1994)\n"
        "  - [“A Study of Irreducible Loops in C Programs”](https://example.org/irreducible)\n"
        "    (Dan Park, 2012)\n"
        "  - Irreducible loops [in Graal](https://example.org/graal#loops)\n"
    ),
    "a short linked title with its year in the link's text, as an author-date key is written": (
        "# Reading\n\n## Fields\n\n"
        "- [Neural Fields (2022)](https://example.org/fields)\n"
        "- [Sparse Tilings (2019)](https://example.org/tilings)\n"
    ),
}


def identified(entries: list[Entry]) -> dict[str, tuple[str, str]]:
    """A DOI and an arXiv id of the right grammar for each entry, by its title."""
    return {entry.title: (f"10.1145/9999999.{n}", f"2601.{10000 + n}") for n, entry in enumerate(entries)}


@pytest.mark.parametrize("shape", SHAPES)
def test_every_entry_reads_back_the_same_with_the_identifiers_the_fix_wrote(shape: str) -> None:
    text = SHAPES[shape]
    entries = parse_texts([("list.md", text)]).entries
    ids = identified(entries)
    papers = [resolved(entry, doi=ids[entry.title][0], arxiv_id=ids[entry.title][1]) for entry in entries]
    lists = {"list.md": text.encode()}
    plan = plan_edits(papers, lists, RULES)
    fixed = fixed_lists(lists, plan)["list.md"].decode()
    assert len(plan.edits) == len(entries)

    again = parse_texts([("list.md", fixed)]).entries
    assert [(entry.occurrences[0].line, entry.title) for entry in again] == [
        (entry.occurrences[0].line, entry.title) for entry in entries
    ]
    assert {entry.title: (entry.doi, entry.arxiv_id) for entry in again} == ids
