"""Reading lists kept as YAML records (enrich.parse.yaml_records), and `enrich fix` adding identifiers to them.

The shapes are those of real lists: a static site's bibliography kept as YAML in a ``.md`` file (``- key:`` records,
BibTeX's field names, an author list of items) and pandoc's CSL YAML (``references:``, ``container-title``,
``issued``, ``DOI``, authors as family and given names).
"""

from __future__ import annotations

import pytest

from enrich.config import Settings
from enrich.fix.plan import plan_edits
from enrich.fix.render import fixed_lists
from enrich.fix.rules import FixRules
from enrich.models import Entry
from enrich.parse import parse_text, parse_texts
from tests.test_writeback import resolved

SITE_BIBLIOGRAPHY = """\
- key: Ford2016
  author:
  - Dana Ford
  - Justin Smith
  booktitle: "FSE'16"
  doi: 10.1145/2950290.2950331
  kind: inproceedings
  title: "Paradise Unplugged: Identifying Barriers for Female Participation on Stack Overflow"
  year: 2016

# reviews
- key: Shrikanth2020
  author:
  - N. C. Shrikanth
  booktitle: "ICSE'20"
  year: 2020

- key: Lo2015
  author:
  - David Lo
  journal: TSE
  kind: article
  title: "How Practitioners Perceive the Relevance of Software Engineering Research"
  year: 2015
"""

CSL_YAML = """\
references:
- id: lee2019
  type: paper-conference
  title: 'Sorting Cells by Shape: A Parallel Method'
  author:
  - family: Lee
    given: Ana
  - family: Ng
    given: Bo
  container-title: Proceedings of the 28th ACM Symposium on Operating Systems Principles
  issued:
    date-parts:
    - [2019, 10]
  DOI: 10.1145/3341301.3359630
- id: kim2021
  type: article-journal
  title: Counting Reefs from Orbit
  author:
  - family: Kim
    given: Yoon
  container-title: Remote Sensing of Environment
  issued:
    date-parts:
    - [2021]
  URL: https://arxiv.org/abs/2101.00001
"""


def _entries(text: str, file: str) -> list[Entry]:
    return parse_text(text, file).entries


def test_a_site_bibliography_in_yaml_gives_each_record_its_title_authors_venue_and_year() -> None:
    result = parse_text(SITE_BIBLIOGRAPHY, "all-bib.md")
    by_title = {entry.title: entry for entry in result.entries}
    paradise = by_title["Paradise Unplugged: Identifying Barriers for Female Participation on Stack Overflow"]
    assert (paradise.year, paradise.venue, paradise.doi) == (2016, "FSE'16", "10.1145/2950290.2950331")
    occurrence = paradise.occurrences[0]
    assert (occurrence.line, occurrence.end_line, occurrence.format) == (1, 9, "yaml")
    assert occurrence.seed_authors == ["Dana Ford", "Justin Smith"]
    practitioners = by_title["How Practitioners Perceive the Relevance of Software Engineering Research"]
    assert (practitioners.year, practitioners.venue, practitioners.occurrences[0].line) == (2015, "TSE", 18)
    # a record without a title is reported on its first line, as a .bib entry without one is
    assert [(record.line, record.reason) for record in result.unparsed] == [(12, "the entry has no title")]


def test_csl_yaml_names_its_authors_dates_and_identifiers_as_pandoc_writes_them() -> None:
    entries = _entries(CSL_YAML, "references.yaml")
    assert [entry.title for entry in entries] == [
        "Sorting Cells by Shape: A Parallel Method",
        "Counting Reefs from Orbit",
    ]
    sorting, reefs = entries
    assert (sorting.year, sorting.doi, sorting.venue_acronym) == (2019, "10.1145/3341301.3359630", "SOSP")
    assert sorting.occurrences[0].seed_authors == ["Lee, Ana", "Ng, Bo"]
    assert (reefs.year, reefs.venue, reefs.arxiv_id) == (2021, "Remote Sensing of Environment", "2101.00001")


@pytest.mark.parametrize(
    "text",
    [
        "- DLFS: A Distributed File System for Training Sets (OSDI 2019)\n"
        "- Title: Attention Is All You Need, NeurIPS 2017 [[pdf]](https://arxiv.org/abs/1706.03762)\n"
        "- Ray: A Distributed Framework for Emerging AI Applications, OSDI 2018\n",
        "# Papers\n\n"  # a heading is a comment to YAML, and each item a one-field mapping holding a citation
        "- DLFS: A Distributed File System for Training Sets (OSDI 2019)\n"
        "- Ray: A Distributed Framework for Emerging AI Applications (OSDI 2018)\n"
        "- Pollux: Co-adaptive Cluster Scheduling for Goodput-Optimized Deep Learning (OSDI 2021)\n",
        "- Title: Sorting Cells by Shape in Parallel, Nature Methods 2015\n"
        "- Title: Counting Reefs from Orbit, ICCV 2021\n"
        "- Deep Residual Learning for Image Recognition, CVPR 2016\n",
    ],
)
def test_a_markdown_list_that_yaml_would_also_read_stays_a_markdown_list(text: str) -> None:
    entries = _entries(text, "list.md")
    assert len(entries) == 3
    assert "yaml" not in {occurrence.format for entry in entries for occurrence in entry.occurrences}


def test_the_fix_adds_identifiers_to_a_record_as_fields_that_read_back() -> None:
    name = "all-bib.md"
    data = SITE_BIBLIOGRAPHY.encode()
    entries = parse_texts([(name, SITE_BIBLIOGRAPHY)]).entries
    papers = [
        resolved(entry, doi="10.1145/2786805.2786809", arxiv_id="2601.10000")
        if entry.title.startswith("How Practitioners")
        else resolved(entry)
        for entry in entries
    ]
    plan = plan_edits(papers, {name: data}, FixRules.from_settings(Settings()))
    fixed = fixed_lists({name: data}, plan)[name].decode()
    added = '  year: 2015\n  doi: 10.1145/2786805.2786809\n  eprint: "2601.10000"\n  archiveprefix: arXiv\n'
    assert fixed == SITE_BIBLIOGRAPHY.replace("  year: 2015\n", added)
    again = {entry.title: entry for entry in parse_text(fixed, name).entries}
    practitioners = again["How Practitioners Perceive the Relevance of Software Engineering Research"]
    assert (practitioners.doi, practitioners.arxiv_id) == ("10.1145/2786805.2786809", "2601.10000")


CITATION_RECORDS = (
    "- metadata: 'B. Hallstedt and Z. K. Liu, “Software for thermodynamic and kinetic calculation and modelling,”"
    " CALPHAD, Vol.33, 2009, 265-265.'\n"
    "  URL: 'http://dx.doi.org/10.1016/j.calphad.2009.04.002'\n"
    "- metadata: 'S. Lee, G. A. Rossetti and C. A. Randall, “Phenomenological Analysis for Intrinsic Properties of"
    " Nonstoichiometric BaTiO3,” 17th IEEE International Symposium on the Applications of Ferroelectrics, 2008,"
    " 275-277.'\n"
    "  URL: ''\n"
)


def test_records_that_hold_a_whole_citation_are_read_by_the_citation_rules_and_fixed_as_records() -> None:
    name = "publications.yaml"
    entries = parse_texts([(name, CITATION_RECORDS)]).entries
    assert [(entry.title, entry.year) for entry in entries] == [
        ("Software for thermodynamic and kinetic calculation and modelling", 2009),
        ("Phenomenological Analysis for Intrinsic Properties of Nonstoichiometric BaTiO3", 2008),
    ]
    assert entries[0].doi == "10.1016/j.calphad.2009.04.002"  # the record's URL field is its link
    assert [(entry.occurrences[0].line, entry.occurrences[0].end_line) for entry in entries] == [(1, 2), (3, 4)]
    papers = [resolved(entries[0]), resolved(entries[1], doi="10.1109/isaf.2008.4693763")]
    plan = plan_edits(papers, {name: CITATION_RECORDS.encode()}, FixRules.from_settings(Settings()))
    fixed = fixed_lists({name: CITATION_RECORDS.encode()}, plan)[name].decode()
    assert fixed == CITATION_RECORDS.replace("  URL: ''\n", "  URL: ''\n  doi: 10.1109/isaf.2008.4693763\n")
    again = parse_text(fixed, name).entries
    assert again[1].doi == "10.1109/isaf.2008.4693763"
