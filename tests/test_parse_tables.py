"""Tables read by what their cells hold as well as by their header (enrich.parse.tables).

Each case is a family of table shapes lists write: headers in words no role table knows, blank headers, no header
row, section rows between the papers, a number or a date first, a title cell that carries its venue and year, HTML
tables without ``<th>``. The rows are written here in the shapes such lists use; each test fails when its rule is
removed. The property test holds that with blank headers the order of the columns changes nothing.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.config import Settings
from enrich.fix.plan import plan_edits
from enrich.fix.render import fixed_lists
from enrich.fix.rules import FixRules
from enrich.models import Entry
from enrich.parse import parse_text
from enrich.parse.blocks import Row, read_blocks
from enrich.parse.tables import cell_kind, column_roles
from enrich.parse.tagger import rules_only
from tests.parsed import entries, one
from tests.test_writeback import resolved


def read(entry: Entry) -> tuple[str, int | None, str | None]:
    return entry.title, entry.year, entry.venue_acronym


def roles_of(table: str) -> list[str | None]:
    row = next(block for block in read_blocks(table) if isinstance(block, Row))
    assert row.table is not None
    return column_roles(row.table.header, row.table.rows)


# ------------------------------------------------------------------------------------------------ cells


@pytest.mark.parametrize(
    ("cell", "kind"),
    [
        ("2019", "year"),
        ("May 2024", "year"),
        ("'23", "year"),
        ("2019-05", "year"),
        ("3/30/23", "year"),
        ("SOSP'25", "venue"),
        ("Arxiv 25", "venue"),
        ("NeurIPS 2018 workshop", "venue"),
        ("Journal of Field Robotics", "venue"),  # a journal the venue table need not know: its venue word
        ("A. Lee, B. Wu and C. Ng", "authors"),
        ("Lee et al.", "authors"),
        ("**Sparse Attention Heads Explained**", "title"),
        ("[Sparse Attention Heads in Long-Context Models](https://arxiv.org/abs/2401.00002)", "title"),
        ("MMLU [[paper](https://arxiv.org/abs/2009.03300)]", "title"),  # a name beside its paper's link
        ("A plain sentence of several words", "text"),
        ("[[pdf]](https://example.org/a.pdf) [[slides]](https://example.org/a)", "links"),
        ("[code](https://github.com/lab/tool)", "code"),
        ("81.5", "number"),
        ("1,204", "number"),
        ("Security", "other"),  # a topic, though USENIX Security is a venue
        ("-", None),
        ("⚠️", None),
    ],
)
def test_each_cell_is_read_for_the_kind_of_text_it_holds(cell: str, kind: str | None) -> None:
    row = next(
        block for block in read_blocks(f"| h |\n|---|\n| {cell} |\n") if isinstance(block, Row) and not block.header_row
    )
    assert cell_kind(row.cells[0]) == kind


def test_a_header_that_names_no_role_takes_the_role_its_cells_agree_on() -> None:
    text = """| 标题 | 作者 | 发表 |
|---|---|---|
| [Terrain-Aware Gait Planning](https://arxiv.org/abs/2301.00011) | A. Lee, B. Wu | Journal of Field Robotics 2023 |
| [Learning Contact Schedules](https://arxiv.org/abs/2205.00012) | C. Ng, D. Olsen | Science Robotics 2022 |
"""
    found = entries(text)
    assert [(entry.title, entry.year, entry.venue) for entry in found] == [
        ("Terrain-Aware Gait Planning", 2023, "Journal of Field Robotics"),
        ("Learning Contact Schedules", 2022, "Science Robotics"),
    ]
    assert [entry.occurrences[0].seed_authors for entry in found] == [["A. Lee", "B. Wu"], ["C. Ng", "D. Olsen"]]


def test_a_blank_header_lets_the_cells_name_every_column_the_title_too() -> None:
    text = """|  |  |  |
|---|---|---|
| Learning Sparse Priors for Image Denoising | ICCV 2019 | [pdf](https://example.org/papers/denoise.pdf) |
| Fast Multi-View Stereo on Mobile Devices | CVPR 2021 | [pdf](https://example.org/papers/mvs.pdf) |
"""
    assert [read(entry) for entry in entries(text)] == [
        ("Learning Sparse Priors for Image Denoising", 2019, "ICCV"),
        ("Fast Multi-View Stereo on Mobile Devices", 2021, "CVPR"),
    ]


def test_a_column_writing_some_titles_as_links_and_some_plain_is_one_title_column() -> None:
    text = """|  |  |
|---|---|
| [Learning Sparse Priors for Image Denoising](https://arxiv.org/abs/1901.00031) | ICCV 2019 |
| Fast Multi-View Stereo on Mobile Devices | CVPR 2021 |
| [Depth from Defocus in the Wild](https://arxiv.org/abs/2003.00032) | ECCV 2020 |
| Relighting Portraits with Few Samples | SIGGRAPH 2022 |
| GPipe | NeurIPS 2019 |
"""
    assert roles_of(text) == ["title", "venue"]
    assert [entry.title for entry in entries(text)][:4] == [
        "Learning Sparse Priors for Image Denoising",
        "Fast Multi-View Stereo on Mobile Devices",
        "Depth from Defocus in the Wild",
        "Relighting Portraits with Few Samples",
    ]


def test_long_text_under_a_header_naming_something_else_describes_and_is_no_title() -> None:
    text = """| Tool | Purpose | Released |
|---|---|---|
| Stitcher | Joins many small log files into one big archive | 2019 |
| Sifter | Finds duplicate records across several data sources | 2021 |
"""
    assert entries(text) == []


def test_a_header_most_cells_contradict_gives_way_to_them() -> None:
    text = """|  | Paper | Venue |
|---|---|---|
| Probabilistic Checking of Distributed Traces | [[pdf]](https://example.org/a.pdf) | OSDI |
| Lease Protocols for Replicated Logs Revisited | [[pdf]](https://example.org/b.pdf) | SOSP |
"""
    assert roles_of(text) == ["title", "links", "venue"]
    assert [read(entry) for entry in entries(text)] == [
        ("Probabilistic Checking of Distributed Traces", None, "OSDI"),
        ("Lease Protocols for Replicated Logs Revisited", None, "SOSP"),
    ]


# ------------------------------------------------------------------------------------------------ table shapes


def test_a_table_written_without_a_header_reads_its_first_row_as_a_paper() -> None:
    text = """| [Consistent Hashing for Cache Fleets](https://arxiv.org/abs/2102.00013) | EuroSys | 2021 |
|---|---|---|
| [Crash Recovery for Persistent Memory Trees](https://arxiv.org/abs/2003.00014) | FAST | 2020 |
"""
    assert [read(entry) for entry in entries(text)] == [
        ("Consistent Hashing for Cache Fleets", 2021, "EuroSys"),
        ("Crash Recovery for Persistent Memory Trees", 2020, "FAST"),
    ]


def test_a_section_row_gives_its_year_to_the_rows_below_it_and_is_a_heading() -> None:
    text = """| Title | Venue |
|---|---|
| **2023** | |
| [Compiling Queries to Vector Code](https://arxiv.org/abs/2303.00015) | VLDB |
| **2022** | |
| [Learned Cardinality Estimates Under Drift](https://arxiv.org/abs/2206.00016) | SIGMOD |
"""
    result = parse_text(text, "list.md")
    assert [read(entry) for entry in result.entries] == [
        ("Compiling Queries to Vector Code", 2023, "VLDB"),
        ("Learned Cardinality Estimates Under Drift", 2022, "SIGMOD"),
    ]
    assert result.files[0].skipped == {"table header": 2, "heading": 2}  # the header row and its delimiter row


def test_a_count_column_of_numbers_gives_no_year_though_a_count_looks_like_one() -> None:
    text = """| Title | Venue | Citations |
|---|---|---|
| [Gradient Noise in Small Batches](https://arxiv.org/abs/1905.00017) | ICML | 2016 |
| [Warm Restarts for Adaptive Optimisers](https://arxiv.org/abs/1811.00018) | ICLR | 1998 |
| [Label Smoothing as Regularisation](https://arxiv.org/abs/1712.00019) | NeurIPS | 312 |
"""
    with rules_only():  # the rules' reading: the labeller reads a row as a line of text, columns unseen
        assert [entry.year for entry in entries(text)] == [None, None, None]


def test_a_date_first_column_under_a_blank_header_gives_the_year() -> None:
    text = """|  |  |  |
|---|---|---|
| 3/30/23 | [Scaling Retrieval for Open-Domain QA](https://arxiv.org/abs/2303.00020) | [code](https://github.com/a/b) |
| 2021.07 | [Probing Syntax in Many Encoders](https://arxiv.org/abs/2107.00021) | [code](https://github.com/a/c) |
"""
    assert [entry.year for entry in entries(text)] == [2023, 2021]


def test_a_title_cell_that_carries_its_venue_and_year_gives_them() -> None:
    text = """|  |  |
|---|---|
| [Contrastive Pretraining for Code Search](https://arxiv.org/abs/2110.00022) EMNLP 2021 | [code](https://x.org/d) |
"""
    assert read(one(text)) == ("Contrastive Pretraining for Code Search", 2021, "EMNLP")


def test_a_title_cell_gives_the_authors_and_venue_on_its_lines_below_the_title_but_not_a_descriptions() -> None:
    text = """| Paper | Code |
|---|---|
| **Gated Adapters for Speech** <br> Ana Ruiz, Mei Lin <br> Interspeech 2020 | [code](https://github.com/a/e) |
| [Sparse Mixtures for Long Context](https://arxiv.org/abs/2102.00002) <br> In addition, it beats ICML 2019 work |  |
"""
    with rules_only():  # the rules' reading: the labeller reads a row as a line of text, a description's venue too
        found = entries(text)
    assert [(*read(entry), entry.occurrences[0].seed_authors) for entry in found] == [
        ("Gated Adapters for Speech", 2020, "Interspeech", ["Ana Ruiz", "Mei Lin"]),
        ("Sparse Mixtures for Long Context", None, None, []),
    ]


def test_an_html_table_without_a_header_row_is_read_by_its_cells() -> None:
    text = """<table>
<tr><td><a href="https://arxiv.org/abs/2104.00023">Adaptive Sampling for Sparse Voxel Rendering</a></td>
<td>SIGGRAPH 2021</td><td>A. Ruiz, M. Lin</td></tr>
<tr><td><a href="https://arxiv.org/abs/2009.00024">Neural Point Splatting at Scale</a></td>
<td>CVPR 2020</td><td>T. Avery, J. Kim</td></tr>
</table>
"""
    found = entries(text)
    assert [read(entry) for entry in found] == [
        ("Adaptive Sampling for Sparse Voxel Rendering", 2021, "SIGGRAPH"),
        ("Neural Point Splatting at Scale", 2020, "CVPR"),
    ]
    assert found[0].occurrences[0].seed_authors == ["A. Ruiz", "M. Lin"]


def test_html_section_rows_spanning_the_table_are_headings_and_a_count_column_is_no_date_column() -> None:
    text = """<table>
  <tr><th>Metric</th><th>Cited</th><th>Date</th><th>Paper</th></tr>
  <tr><td colspan="4"><a id="s1"></a> 📖Error-Based Methods</td></tr>
  <tr>
    <td>Edge Similarity (ES)</td><td>1912</td><td>2012.03</td>
    <td><a href="https://doi.org/10.1109/TIP.2012.11">Edge similarity for judging compressed pictures</a></td>
  </tr>
  <tr>
    <td></td><td>2003</td><td>2011.01</td>
    <td><a href="https://arxiv.org/abs/1101.00001">Blind judging of picture quality from natural statistics</a></td>
  </tr>
  <tr><td colspan="4"><a id="s2"></a> 📖Learned Methods</td></tr>
  <tr>
    <td>DeepPQ</td><td>1998</td><td>2016.02</td>
    <td><a href="https://arxiv.org/abs/1602.00002">Deep features for blind picture quality</a></td>
  </tr>
</table>
"""
    result = parse_text(text, "list.md")
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Edge similarity for judging compressed pictures", 2012),
        ("Blind judging of picture quality from natural statistics", 2011),
        ("Deep features for blind picture quality", 2016),
    ]
    # each line counted once: the tags alone are markup; the cells before a row's title cell no rule reads
    assert result.files[0].skipped == {"table header": 1, "heading": 2, "markup": 8, "unread": 3}


def test_an_org_table_whose_header_rule_joins_columns_with_plus_is_a_table() -> None:
    text = """#+TITLE: Systems reading

* Papers

| Title | Venue | Year |
|-------+-------+------|
| Consistent Hashing for Cache Fleets | EuroSys | 2021 |
| Crash Recovery for Persistent Memory Trees | FAST | 2020 |
"""
    found = parse_text(text, "reading.org").entries
    assert [(*read(entry), entry.occurrences[0].line) for entry in found] == [
        ("Consistent Hashing for Cache Fleets", 2021, "EuroSys", 7),
        ("Crash Recovery for Persistent Memory Trees", 2020, "FAST", 8),
    ]


# ------------------------------------------------------------------------------------------------ column order

_TITLES = st.sampled_from(
    [
        "Fault-Tolerant Aggregation in Sensor Meshes",
        "Compressed Indexes for Genomic Reads",
        "Learning to Rank Query Plans",
        "Verified Parsers for Binary Formats",
        "Energy-Aware Scheduling of Batch Jobs",
    ]
)
_MARKS = st.sampled_from(["link", "bold", "italic", "plain"])
_VENUES = st.sampled_from(["OSDI", "ICML", "CHI", "VLDB", "ACL"])
_YEARS = st.integers(min_value=2001, max_value=2024)
_YEAR_FORMS = st.sampled_from(["{y}", "{y}-06", "May {y}", "{y}.03"])
_AUTHORS = st.sampled_from(["A. Lee, B. Wu", "C. Ng, D. Olsen and E. Park", "Ruiz et al."])


@st.composite
def _papers(draw: st.DrawFn) -> list[dict[str, str]]:
    titles = draw(st.lists(_TITLES, min_size=2, max_size=4, unique=True))
    rows = []
    for number, title in enumerate(titles):
        mark = draw(_MARKS)
        url = f"https://arxiv.org/abs/2101.{number:05d}"
        written = {"link": f"[{title}]({url})", "bold": f"**{title}**", "italic": f"*{title}*", "plain": title}[mark]
        year = draw(_YEARS)
        rows.append(
            {
                "title": written,
                "venue": draw(_VENUES),
                "year": draw(_YEAR_FORMS).format(y=year),
                "authors": draw(_AUTHORS),
                "code": f"[code](https://github.com/lab/repo{number})",
            }
        )
    return rows


@settings(max_examples=60, deadline=None)
@given(papers=_papers(), order=st.permutations(["title", "venue", "year", "authors", "code"]))
def test_with_blank_headers_the_order_of_the_columns_changes_no_entry(
    papers: list[dict[str, str]], order: list[str]
) -> None:
    def table(columns: list[str]) -> str:
        lines = ["|" + "  |" * len(columns), "|" + "---|" * len(columns)]
        lines += ["| " + " | ".join(paper[column] for column in columns) + " |" for paper in papers]
        return "\n".join(lines) + "\n"

    def seen(columns: list[str]) -> list[tuple[object, ...]]:
        return [
            (*read(entry), entry.arxiv_id, tuple(entry.occurrences[0].seed_authors), len(entry.links))
            for entry in entries(table(columns))
        ]

    written = seen(["title", "venue", "year", "authors", "code"])
    assert len(written) == len(papers)
    assert all(title and year and venue for title, year, venue, *_ in written)
    assert seen(order) == written


# ------------------------------------------------------------------------------------------------ enrich fix


@pytest.mark.parametrize(
    ("file", "text"),
    [
        (
            "no-header.md",
            "| [Consistent Hashing for Cache Fleets](https://example.org/a) | EuroSys | 2021 |\n|---|---|---|\n"
            "| [Crash Recovery for Persistent Memory Trees](https://example.org/b) | FAST | 2020 |\n",
        ),
        (
            "sections.md",
            "|  |  |\n|---|---|\n| **2023** | |\n| Compiling Queries to Vector Code | VLDB |\n"
            "| **2022** | |\n| Learned Cardinality Estimates Under Drift | SIGMOD |\n",
        ),
        (
            "cells.html.md",
            "<table>\n<tr><td><b>Adaptive Sampling for Sparse Voxel Rendering</b></td><td>SIGGRAPH 2021</td></tr>\n"
            "<tr><td><b>Neural Point Splatting at Scale</b></td><td>CVPR 2020</td></tr>\n</table>\n",
        ),
        (
            "reading.org",
            "* Papers\n\n| Title | Venue | Year |\n|-------+-------+------|\n"
            "| Consistent Hashing for Cache Fleets | EuroSys | 2021 |\n",
        ),
    ],
)
def test_enrich_fix_writes_into_each_new_table_shape_and_reads_it_back(file: str, text: str) -> None:
    data = text.encode()
    found = parse_text(text, file).entries
    papers = [resolved(entry, doi=f"10.1145/9999999.{n}") for n, entry in enumerate(found)]
    plan = plan_edits(papers, {file: data}, FixRules.from_settings(Settings()))
    fixed = fixed_lists({file: data}, plan)[file].decode()
    assert {edit.line for edit in plan.edits} == {entry.occurrences[0].line for entry in found}
    untouched = [line for number, line in enumerate(text.split("\n"), 1) if number not in {e.line for e in plan.edits}]
    assert all(line in fixed.split("\n") for line in untouched)
    assert [entry.doi for entry in parse_text(fixed, file).entries] == [paper.doi for paper in papers]


@pytest.mark.parametrize(
    "key", ["Moreau et al. (2019)", "Okafor (2019)", "Moreau and Okafor (2019)", "de Wit et al. (2019)"]
)
def test_an_author_year_column_of_author_date_keys_gives_the_authors_and_the_year(key: str) -> None:
    text = (
        "| Title | Author / Year | Theme |\n|---|---|---|\n"
        f"| [Seasonal snowmelt and reservoir release rules](https://example.org/a) | {key} | Hydrology |\n"
        "| [River temperature limits on thermal power plants](https://example.org/b) | Lind (2020) | Energy |\n"
    )
    first = entries(text)[0]
    surnames = key.removesuffix(" (2019)").removesuffix(" et al.").split(" and ")
    assert (first.year, first.occurrences[0].seed_authors) == (2019, surnames)


def test_names_after_the_title_in_its_cell_are_the_authors() -> None:
    """``| **Title** - Lee et al. | ACL 2025 | [id](url) |``: the title cell names the authors after a dash, as a
    bullet's note after its title does; the venue and year stay the venue cell's."""
    text = (
        "## Attacks\n\n| Paper | Venue | arXiv |\n|---|---|---|\n"
        "| **Prompt Smuggling in Chat Agents** - Okafor et al. | ACL 2025 "
        "| [2410.00001](https://arxiv.org/abs/2410.00001) |\n"
        "| [Steering Vision Models Astray](https://arxiv.org/abs/2401.00002) - Mina Park et al. | CVPR 2024 | - |\n"
    )
    found = [(e.title, e.year, e.venue, e.occurrences[0].seed_authors) for e in entries(text)]
    assert found == [
        ("Prompt Smuggling in Chat Agents", 2025, "ACL", ["Okafor"]),
        ("Steering Vision Models Astray", 2024, "CVPR", ["Mina Park"]),
    ]


def test_a_links_column_of_the_papers_identifiers_makes_each_named_row_a_paper() -> None:
    """A header the column roles do not know (another language's "Paper", "Area", "Summary") over short names, with
    a column of the papers' arXiv ids or DOIs as link texts: each row is a paper named by its first cell, never a
    row dropped for want of evidence."""
    text = (
        "## Week 9\n\n| 论文 | 方向 | arXiv | 摘要 |\n|---|---|---|---|\n"
        "| Tessera | 隐私 | [2603.00011](https://arxiv.org/abs/2603.00011) | 日志框架 |\n"
        "| Quiet Channels in Shared Caches | 侧信道 | [10.1000/qc.2](https://doi.org/10.1000/qc.2) | 缓存 |\n"
    )
    assert [(e.title, e.arxiv_id, e.doi) for e in entries(text)] == [
        ("Tessera", "2603.00011", None),
        ("Quiet Channels in Shared Caches", None, "10.1000/qc.2"),
    ]


# ------------------------------------------------------------------------------------------------ books in a table


@pytest.mark.parametrize("publisher", ["MIT Press", "Springer", "Kestrel Books", "Northvale University Press"])
@pytest.mark.parametrize("header", ["| Title | Venue | Year |", "| Title | Published in | When |"])
def test_a_row_whose_venue_cell_names_a_publisher_is_a_book(publisher: str, header: str) -> None:
    """A publisher where the papers' rows name their venues: a book's row, whatever the column was read as."""
    text = (
        f"{header}\n|---|---|---|\n"
        "| Counting moths under street lights | *OSDI* | 2019 |\n"
        f"| *Foundations of Moth Counting* | {publisher} | 2015 |\n"
        "| [Moth Counting 101](https://www.saltmarsh.edu/courses/moth-101/) | Course | 2024 |\n"
    )
    result = parse_text(text, "list.md")
    assert [entry.title for entry in result.entries] == ["Counting moths under street lights"]
    assert result.files[0].skipped == {"table header": 2, "book": 1, "course": 1}


def test_a_citation_cell_that_cites_a_book_is_a_books_row() -> None:
    """A bibliography kept in a table's citation column writes its books beside its chapters and articles: a book's
    citation there (a place, a publisher and a year) is skipped as a book, as it is in a list; a quoted title in an
    edited book stays a paper."""
    text = (
        "| Key | Transcription | Bibliography |\n|---|---|---|\n"
        "| Okafor 1958 | yes | Okafor, Ana. _The Moths of the Northern Coasts_. 2nd ed. Oxford: Clarendon Press, "
        "1958. |\n"
        "| Lind 1996 | yes | Lind, Bo. “Light Traps and Their Makers.” Pages 23–94 in _Moths of the Coasts_. "
        "Oxford: Clarendon Press, 1996. |\n"
    )
    result = parse_text(text, "list.md")
    assert [(entry.title, entry.venue) for entry in result.entries] == [
        ("Light Traps and Their Makers", "Moths of the Coasts")
    ]
    assert result.files[0].skipped["book"] == 1


@pytest.mark.parametrize(
    "table",
    [
        # a header naming three columns over rows that hold fewer cells, as hand-written HTML tables do
        "<table><tr><th>Paper</th><th>Year</th><th>Venue</th></tr>"
        "<tr><td>Lee 2005 <a href='https://a.org/x.pdf'>\"Sparse attention for long documents\"</a></td></tr>"
        "<tr><td><a href='https://a.org/y.pdf'>Dense attention for short documents</a></td><td>2020</td>"
        "<td>ICML</td></tr></table>\n",
        # no header: the first row's two cells, then a row of one
        "<table><tr><td>Lee 2005 <a href='https://a.org/x.pdf'>\"Sparse attention for long documents\"</a></td>"
        "<td>2021</td></tr><tr><td>Wu 2006 <a href='https://a.org/y.pdf'>\"Dense attention for short documents\"</a>"
        "</td></tr></table>\n",
    ],
)
def test_an_html_table_whose_rows_hold_fewer_cells_than_its_columns_is_read_row_by_row(table: str) -> None:
    """A row shorter than the table's columns is read for the cells it has; it never stops the parse."""
    titles = [entry.title for entry in parse_text(f"# Reading group\n\n{table}", "list.md").entries]
    assert "Dense attention for short documents" in titles


def test_an_html_cells_title_wrapped_over_source_lines_is_read_whole() -> None:
    """A converter (pandoc) wraps an HTML table's cells over source lines; HTML reads a line end as a space, so the
    title cell's lines are one title, and the row's entry stands on the cell's first line."""
    table = (
        '<table>\n<thead>\n<tr class="header">\n<th>Title</th>\n<th>Authors</th>\n<th>Journal</th>\n</tr>\n</thead>\n'
        '<tbody>\n<tr class="odd">\n<td style="text-align: left;">Causal mediation analysis for stochastic\n'
        'interventions</td>\n<td style="text-align: left;">Diaz and Hejazi</td>\n'
        '<td style="text-align: left;">JRSSB (2020)</td>\n</tr>\n</tbody>\n</table>\n'
    )
    (entry,) = parse_text(f"# Papers to read\n\n{table}", "list.md").entries
    assert (entry.title, entry.year, entry.occurrences[0].line) == (
        "Causal mediation analysis for stochastic interventions",
        2020,
        13,
    )


def test_a_review_table_without_titles_cites_each_paper_by_author_year_and_journal() -> None:
    """A literature review's table of first author, year, journal and DOI, no title column: each row is a paper cited
    without its title, found later by the DOI it gives; a row without a DOI is still the paper, never a silent loss."""
    text = (
        "# Fishery collapse\n\n"
        "first author | year | journal | DOI | relevance | short note\n"
        "------------ | ---- | ------- | --- | --------- | --------\n"
        "*Okafor       | 2012 | Fish&Fisheries| 10.1111/j.1467-2979.2011.00435.x | high | Another meta-analysis\n"
        "Lindqvist   | 1996  | PNAS  | N/A | medium | important background\n"
        "Bell        | 2013  | Front. Ecology | 10.1890/13.WB.006 | low | argument for including trophic level\n"
    )
    result = parse_text(text, "review.md")
    first, second, third = result.entries
    assert (first.year, first.venue, first.doi) == (2012, "Fish&Fisheries", "10.1111/j.1467-2979.2011.00435.x")
    assert third.venue == "Front. Ecology"  # a journal's abbreviated name: its stops set no fields apart
    assert first.occurrences[0].seed_authors == ["Okafor"] and first.gives_no_title
    assert (second.year, second.venue_acronym, second.doi) == (1996, "PNAS", None) and second.gives_no_title
    assert result.unparsed == []


def test_a_table_with_a_title_column_gives_no_titleless_rows() -> None:
    text = "# Papers\n\n| Title | Author | Year | Venue |\n|---|---|---|---|\n| | Okafor | 2012 | Science |\n"
    assert parse_text(text, "papers.md").entries == []
