"""reStructuredText reading lists as docutils users write them (``enrich.parse.rst``).

Each example names one shape of the reStructuredText specification: references whose targets stand elsewhere
(named, quoted, chained, indirect, anonymous in order), embedded URIs and aliases, citations and footnotes,
enumerators, definition and field lists, line blocks, roles, substitutions, directives. The property tests render
generated papers through those shapes with the targets in random places, and hold that every paper is an entry with
its title and link on the reference's own line, and that ``enrich fix`` writes into such a list byte-exact.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from enrich.config import Settings
from enrich.fix.lines import apply_edits, split_lines
from enrich.fix.plan import plan_edits
from enrich.fix.rules import DOI, FixRules
from enrich.models import Entry, ExportedPaper, LinkCheck, LinkClass, LinkKind
from enrich.parse import parse_text
from enrich.parse.items import CITES_A_STANDARD
from tests.parsed import entries, one

TITLE = "Fair Queueing for Datacenter Flows"
URL = "https://example.org/fq.pdf"


def linked(text: str) -> list[tuple[str, list[str], int]]:
    """(title, link URLs, line) of each entry of an .rst list."""
    return [
        (entry.title, [link.url for link in entry.links], entry.occurrences[0].line)
        for entry in entries(text, "refs.rst")
    ]


# ------------------------------------------------------------------------------------------------ references


@pytest.mark.parametrize(
    ("reference", "target"),
    [
        pytest.param(f"`{TITLE}`_", f".. _{TITLE}: {URL}", id="phrase reference, target at the end"),
        pytest.param(
            f"`{TITLE}`_", f".. _fair  queueing FOR datacenter flows: {URL}", id="names match whatever case and spaces"
        ),
        pytest.param(f"`{TITLE} <fq_>`_", f".. _fq: {URL}", id="embedded alias"),
        pytest.param(f"`{TITLE}`_", f".. _`{TITLE}`: {URL}", id="quoted target name"),
        pytest.param(f"`{TITLE}`_", f".. _{TITLE}:\n   {URL}", id="target's URI on the next line"),
        pytest.param(f"`{TITLE}`_", f".. _{TITLE}: fq_\n.. _fq: {URL}", id="indirect target"),
        pytest.param(f"`{TITLE}`_", f".. _{TITLE}:\n.. _fq: {URL}", id="chained targets"),
        pytest.param(f"`{TITLE}`__", f"__ {URL}", id="anonymous reference and target"),
        pytest.param(f"`{TITLE}`__", f".. __: {URL}", id="anonymous target written in full"),
    ],
)
def test_a_reference_takes_its_targets_uri_on_its_own_line(reference: str, target: str) -> None:
    text = f"Papers\n======\n\n* Lee, J. and Kim, S. {reference}. SIGCOMM 2014.\n* Other notes.\n\n{target}\n"
    assert linked(text) == [(TITLE, [URL], 4)]


def test_a_target_name_with_a_colon_is_quoted_or_escaped() -> None:
    text = (
        "* `Orca: A Distributed Serving System`_ (OSDI 2022)\n"
        "* `Mosaic: Scalable Graph Queries`_ (VLDB 2020)\n\n"
        ".. _`Orca: A Distributed Serving System`: https://example.org/orca.pdf\n"
        ".. _Mosaic\\: Scalable Graph Queries: https://example.org/mosaic.pdf\n"
    )
    assert [links for _, links, _ in linked(text)] == [
        ["https://example.org/orca.pdf"],
        ["https://example.org/mosaic.pdf"],
    ]


def test_anonymous_references_take_the_anonymous_targets_in_order() -> None:
    text = (
        "* `Learned Index Structures`__ (SIGMOD 2018)\n"
        "* `Robust Graph Queries`__ (VLDB 2020)\n\n"
        "__ https://example.org/first.pdf\n"
        "__ https://example.org/second.pdf\n"
    )
    assert linked(text) == [
        ("Learned Index Structures", ["https://example.org/first.pdf"], 1),
        ("Robust Graph Queries", ["https://example.org/second.pdf"], 2),
    ]


def test_an_embedded_uri_is_read_and_takes_no_anonymous_target() -> None:
    text = (
        "* `Learned Index Structures <https://example.org/li.pdf>`__ (SIGMOD 2018)\n"
        "* `Robust Graph Queries`__ (VLDB 2020)\n\n"
        "__ https://example.org/rgq.pdf\n"
    )
    assert [links for _, links, _ in linked(text)] == [["https://example.org/li.pdf"], ["https://example.org/rgq.pdf"]]


def test_a_one_word_reference_links_to_its_target() -> None:
    text = "* Okafor, C. and Berg, T. Dapper_, a tracing infrastructure. Google 2010.\n\n.. _Dapper: https://example.org/dapper.pdf\n"
    assert one(text, "refs.rst").links[0].url == "https://example.org/dapper.pdf"


def test_a_reference_wrapped_onto_the_next_line_keeps_its_whole_title() -> None:
    text = f"* Lee, J. and Kim, S. `Fair Queueing for\n  Datacenter Flows`_. SIGCOMM 2014.\n\n.. _{TITLE}: {URL}\n"
    assert linked(text) == [(TITLE, [URL], 1)]


def test_a_citation_wrapped_around_its_anonymous_link() -> None:
    """Authors on one line, the linked title on the next, the venue and year on the third: one paper, at its first
    line, as a bullet or as a paragraph."""
    for first in ("- Okafor, C., Lindqvist, E. and Tanaka, H.\n  ", "Okafor, C., Lindqvist, E. and Tanaka, H.\n"):
        indent = "  " if first.startswith("-") else ""
        text = f"{first}`{TITLE}`__.\n{indent}In Proceedings of SIGCOMM, 2014.\n\n__ {URL}\n"
        entry = one(text, "refs.rst")
        assert (entry.title, entry.year, entry.venue_acronym, entry.occurrences[0].line) == (TITLE, 2014, "SIGCOMM", 1)
        assert entry.occurrences[0].seed_authors == ["Okafor, C.", "Lindqvist, E.", "Tanaka, H."]


@pytest.mark.parametrize(
    "tail", ["RFC 6356, October 2011.", "IETF RFC 6356, Oct. 2011.", "Request for Comments 6356, 2011."]
)
def test_an_rfc_cited_after_a_wrapped_title_is_reported_as_a_standard(tail: str) -> None:
    """An Internet standard is no paper (labels/README.md): the item is unparsed with that reason on its first line,
    never an entry searched as a paper nor skipped unseen."""
    text = f"* C. Okafor and E. Lindqvist.\n  `Fair Queueing for\n  Datacenter Flows <{URL}>`__.\n  {tail}\n"
    result = parse_text(text, "refs.rst")
    assert result.entries == []
    assert [(record.line, record.reason) for record in result.unparsed] == [(1, CITES_A_STANDARD)]


def test_a_reference_without_a_target_is_its_text() -> None:
    """A reference to a place in the document (a section's title) or whose target is missing links nowhere."""
    assert linked(f"* Lee, J. and Kim, S. `{TITLE}`_. SIGCOMM 2014.\n") == [(TITLE, [], 1)]


# ------------------------------------------------------------------------------------------------ block marks


@pytest.mark.parametrize("marker", ["#.", "1)", "(a)", "iv)", "(#)"])
def test_enumerated_items_are_list_items(marker: str) -> None:
    text = (
        f"Papers\n^^^^^^\n\n{marker} Lee, J. and Kim, S. Fair Queueing for Datacenter Flows. SIGCOMM 2014.\n"
        f"{marker} Ng, M. and Ruiz, A. Robust Graph Queries. VLDB 2020.\n"
    )
    assert [(entry.title, entry.occurrences[0].section) for entry in entries(text, "refs.rst")] == [
        (TITLE, ["Papers"]),
        ("Robust Graph Queries", ["Papers"]),
    ]


@pytest.mark.parametrize("adornment", "=-~^\"'`#*+:._!$%&/;<>?@|")
def test_a_section_underlined_with_any_punctuation_is_a_heading(adornment: str) -> None:
    text = f"Queueing\n{adornment * 8}\n\n* {TITLE} (SIGCOMM 2014)\n"
    entry = one(text, "refs.rst")
    assert entry.occurrences[0].section == ["Queueing"]


def test_citation_and_footnote_blocks_are_entries() -> None:
    text = (
        f".. [Lee2014] Lee, J. and Kim, S. `{TITLE}`_. SIGCOMM 2014.\n"
        ".. [#] Ng, M. and Ruiz, A. Robust Graph Queries in Practice.\n   VLDB Journal 29, 2020.\n\n"
        f".. _{TITLE}: {URL}\n"
    )
    assert [(entry.title, entry.year, entry.occurrences[0].line) for entry in entries(text, "refs.rst")] == [
        (TITLE, 2014, 1),
        ("Robust Graph Queries in Practice", 2020, 2),
    ]


def test_a_definition_lists_term_is_the_paper_and_its_definition_the_citation() -> None:
    text = f"`{TITLE}`_\n    Lee, J. and Kim, S. SIGCOMM 2014.\n\n.. _{TITLE}: {URL}\n"
    entry = one(text, "refs.rst")
    assert (entry.title, entry.year, [link.url for link in entry.links]) == (TITLE, 2014, [URL])


_ROLES = ".. role:: authors(emphasis)\n.. role:: venue(strong)\n.. role:: keywords(emphasis)\n\n"


@pytest.mark.parametrize(
    "reference",
    [
        f"`{TITLE}\n<{URL}>`_",  # the address closing the reference on the next line
        f"`{TITLE} <{URL}>`_",
        f"`Fair Queueing\nfor Datacenter Flows\n<{URL}>`__",  # the title wrapped too
    ],
)
@pytest.mark.parametrize("bar", ["| ", ""])
@pytest.mark.parametrize("depth", [4, 2, 8])
def test_roles_the_document_defines_name_the_fields_of_the_title_above_them(
    reference: str, bar: str, depth: int
) -> None:
    """A list generated from records writes each paper as its title's reference over a line block of fields, each
    field in a role the document defines for it (``.. role:: venue(strong)``): the fields are the paper's, on the
    title's entry, and no field line is an entry of its own."""
    indent = " " * depth
    fields = f"{indent}{bar}:authors:`Ana Okafor, Bo Lindqvist`\n{indent}{bar}:venue:`SIGCOMM 2014`\n"
    text = f"{_ROLES}2014\n====\n\n{reference}\n{fields}{indent}{bar}:keywords:`queues, fairness`\n\n"
    text += f"`Robust Graph Queries\n<https://example.org/rgq.pdf>`_\n{indent}{bar}:venue:`VLDB 2014`\n"
    first, second = entries(text, "refs.rst")
    assert (first.title, first.year, first.venue_acronym, first.occurrences[0].line) == (TITLE, 2014, "SIGCOMM", 8)
    assert first.occurrences[0].seed_authors == ["Ana Okafor", "Bo Lindqvist"]
    assert [link.url for link in first.links] == [URL]
    assert (second.title, second.venue_acronym) == ("Robust Graph Queries", "VLDB")


def test_a_field_list_or_plain_lines_indented_under_a_wrapped_title_are_its_fields() -> None:
    text = (
        f"`{TITLE}\n<{URL}>`_\n    :authors: Ana Okafor, Bo Lindqvist\n    :venue: SIGCOMM 2014\n\n"
        "`Robust Graph Queries\n<https://example.org/rgq.pdf>`_\n    | Ana Okafor, Bo Lindqvist\n    | VLDB 2020\n"
    )
    assert [
        (entry.title, entry.year, entry.venue_acronym, entry.occurrences[0].line) for entry in entries(text, "refs.rst")
    ] == [
        (TITLE, 2014, "SIGCOMM", 1),
        ("Robust Graph Queries", 2020, "VLDB", 6),
    ]


def test_a_role_the_document_does_not_define_is_its_text() -> None:
    """Only a role the document defines names a field: a standard role alone on a line (a citation's key) is text."""
    text = f"`{TITLE}\n<{URL}>`_\n    | :cite:`lee2014`\n    | SIGCOMM 2014\n"
    entry = one(text, "refs.rst")
    assert (entry.title, entry.year, entry.venue_acronym) == (TITLE, 2014, "SIGCOMM")


def test_a_line_blocks_bars_and_a_field_lists_names_are_not_text() -> None:
    text = f"| Lee, J. and Kim, S. {TITLE}. SIGCOMM 2014.\n\n:Paper: `{TITLE} <{URL}>`_ (SIGCOMM 2014)\n"
    found = entries(text, "refs.rst")
    assert [entry.title for entry in found] == [TITLE, TITLE] or [entry.title for entry in found] == [TITLE]
    assert all("|" not in entry.title and "Paper" not in entry.title for entry in found)


def test_roles_naming_identifiers_are_the_papers_identifiers() -> None:
    text = (
        f"* Lee, J. and Kim, S. {TITLE}. SIGCOMM 2014. :doi:`10.1145/2619239.2626301`\n"
        "* Ng, M. and Ruiz, A. Robust Graph Queries. VLDB 2020. :arxiv:`2001.01858`\n"
        "* Tanaka, H. and Berg, T. Consensus in the Small. PODC 2019 :cite:`tanaka19`\n"
    )
    found = entries(text, "refs.rst")
    assert [(entry.doi, entry.arxiv_id) for entry in found] == [
        ("10.1145/2619239.2626301", None),
        (None, "2001.01858"),
        (None, None),
    ]
    assert "tanaka19" not in found[2].title and "cite" not in found[2].title


def test_substitutions_read_as_their_text_and_interpreted_text_as_emphasis() -> None:
    text = (
        f"* Lee, J. and Kim, S. `{TITLE}`. |venue| 2014. |new|\n\n"
        ".. |venue| replace:: SIGCOMM\n.. |new| image:: new.png\n"
    )
    entry = one(text, "refs.rst")
    assert (entry.title, entry.venue_acronym, entry.year) == (TITLE, "SIGCOMM", 2014)


def test_directives_and_targets_are_skipped_by_name_and_a_notes_content_is_read() -> None:
    text = (
        ".. contents:: On this page\n   :depth: 2\n\n"
        ".. toctree::\n   :maxdepth: 1\n\n   intro\n   papers\n\n"
        ".. note::\n\n   * Lee, J. and Kim, S. Fair Queueing for Datacenter Flows. SIGCOMM 2014.\n\n"
        ".. code-block:: bibtex\n\n   @inproceedings{lee14, title={Fair}}\n\n"
        ".. a comment that holds no paper\n\n"
        f".. _unused: {URL}\n"
    )
    result = parse_text(text, "refs.rst")
    assert [(entry.title, entry.occurrences[0].line) for entry in result.entries] == [(TITLE, 12)]
    assert result.files[0].skipped == {"table of contents": 6, "markup": 3, "code block": 2}
    assert result.unparsed == []


_TABLES = {
    "grid table": "\n".join(
        [
            "+" + "-" * 44 + "+" + "-" * 14 + "+",
            f"| {'Paper':<42} | {'Venue':<12} |",
            "+" + "=" * 44 + "+" + "=" * 14 + "+",
            f"| {'`' + TITLE + '`_':<42} | SIGCOMM 2014 |",
            "+" + "-" * 44 + "+" + "-" * 14 + "+",
            f"| {'Learned Index Structures for':<42} | SIGMOD 2018  |",
            f"| {'Sorted Data':<42} | {'':<12} |",
            "+" + "-" * 44 + "+" + "-" * 14 + "+\n",
        ]
    ),
    "simple table": (
        "=====  ==========================================  ============\n"
        "Week   Paper                                       Venue\n"
        "=====  ==========================================  ============\n"
        f"1      `{TITLE}`_          SIGCOMM 2014\n"
        "2      Learned Index Structures for                SIGMOD 2018\n"
        "       Sorted Data\n"
        "=====  ==========================================  ============\n"
    ),
    "list table": (
        ".. list-table:: Readings\n   :header-rows: 1\n\n"
        "   * - Paper\n     - Venue\n"
        f"   * - `{TITLE}`_\n     - SIGCOMM 2014\n"
        "   * - Learned Index Structures for\n       Sorted Data\n     - SIGMOD 2018\n"
    ),
}


@pytest.mark.parametrize("table", _TABLES.values(), ids=_TABLES.keys())
def test_a_table_of_papers_is_read_row_by_row(table: str) -> None:
    """Grid, simple and list tables as GFM's: a cell wrapped over lines is one cell, the header names the columns."""
    text = f"Readings\n--------\n\n{table}\n.. _{TITLE}: {URL}\n"
    found = entries(text, "refs.rst")
    assert [(entry.title, entry.year, [link.url for link in entry.links]) for entry in found] == [
        (TITLE, 2014, [URL]),
        ("Learned Index Structures for Sorted Data", 2018, []),
    ]
    lines = text.split("\n")
    assert TITLE in lines[found[0].occurrences[0].line - 1]  # the record names the title's line


def test_a_list_table_row_labelled_as_a_citation_stands_on_its_label() -> None:
    """A bibliography written as a list table, a citation label in the first cell over the reference in a line
    block: the label's line opens each reference, as a citation outside a table does, whatever line is longest."""
    text = (
        "References\n----------\n\n.. list-table::\n   :widths: 1 4\n\n"
        "   * - .. [Ode2011]\n     - | Ode, K. and Pell, J. (2011),\n"
        "       | **Sparse Sampling of Noisy Sensor Grids**,\n"
        "       | *Journal of Field Measurement*, 12 (3), 101-110.\n"
        "       | https://doi.org/10.1000/jfm.2011.12\n"
        "   * - .. [Rue2015]\n     - | Rue, A. (2015),\n"
        "       | **Adaptive Thresholds for Event Detection in Streaming Signals**,\n"
        "       | *Proceedings of the IEEE*, 103 (4), 55-67.\n"
    )
    lines = text.split("\n")
    found = entries(text, "refs.rst")
    assert [lines[entry.occurrences[0].line - 1].strip() for entry in found] == [
        "* - .. [Ode2011]",
        "* - .. [Rue2015]",
    ]


def test_a_list_table_reference_in_a_line_block_is_read_as_one_citation() -> None:
    """The line block's bars only break a cell's lines: the reference in it is one citation, its authors and
    journal read even where no DOI or known venue vouches for it, and the row's further lines are the row's."""
    text = (
        "References\n----------\n\n.. list-table::\n   :widths: 1 4\n\n"
        "   * - .. [Ode2011]\n     - | Ode, K. and Pell, J. (2011),\n"
        "       | **Sparse Sampling of Noisy Sensor Grids**,\n"
        "       | *Journal of Field Measurement*, 12 (3), 101-110.\n"
        "       | http://www.jfm.example.org/content/12/3/101.short\n"
        "   * - .. [Rue2015]\n     - | Rue, A. and Ma, B. (2015),\n"
        "       | **Adaptive Thresholds for Event Detection in Streaming Signals**,\n"
        "       | *Bulletin of the Society of Field Measurement*, 103 (4), 55-67.\n"
        "       | http://www.bsfm.example.org/content/103/4/55.abstract\n"
    )
    result = parse_text(text, "refs.rst")
    assert [(entry.title, entry.year, entry.occurrences[0].seed_authors) for entry in result.entries] == [
        ("Sparse Sampling of Noisy Sensor Grids", 2011, ["Ode, K.", "Pell, J."]),
        ("Adaptive Thresholds for Event Detection in Streaming Signals", 2015, ["Rue, A.", "Ma, B."]),
    ]
    assert result.unparsed == []


def test_an_rst_list_with_notes_among_its_papers_is_read_as_a_document() -> None:
    """Line by line, each bullet of three words or more would be an unreadable paper line, a course's notes
    included, and that reading would find more "papers" than the document's entries (and no entry at all); an rST
    list is read as the document it is."""
    text = (
        "Logistics\n=========\n\n"
        "- Please read the papers before our class on Monday.\n"
        "- Bring your questions about the design choices to the discussion.\n\n"
        "Readings\n========\n\n"
        f"- `{TITLE}`_\n"
        "- `Robust Graph Queries at Scale`_\n\n"
        f".. _{TITLE}: {URL}\n"
        ".. _Robust Graph Queries at Scale: https://example.org/rgq.pdf\n"
    )
    read = {(title, line, tuple(links)) for title, links, line in linked(text)}
    assert {(TITLE, 10, (URL,)), ("Robust Graph Queries at Scale", 11, ("https://example.org/rgq.pdf",))} <= read


@pytest.mark.parametrize("name", ["notes.txt", "_sources/readings.rst.txt"])
def test_rst_kept_in_a_txt_file_is_read_as_rst(name: str) -> None:
    """docutils' own documents and Sphinx's published sources keep reStructuredText in .txt files."""
    text = f"Readings\n--------\n\n- `{TITLE}`_ (SIGCOMM 2014)\n\n.. _{TITLE}: {URL}\n"
    assert [(entry.title, [link.url for link in entry.links]) for entry in entries(text, name)] == [(TITLE, [URL])]


def test_a_plain_txt_list_is_not_read_as_rst() -> None:
    """A term over an indented line would be a definition list to rST, a title over its wrapped citation here."""
    text = "Papers\n\nLee, J. and Kim, S. Fair Queueing for\n    Datacenter Flows. SIGCOMM 2014.\n"
    assert parse_text(text, "list.txt").files[0].skipped.get("markup") is None


# ------------------------------------------------------------------------------------------------ enrich fix


def _fixed_line(line: str, paper_update: dict[str, object]) -> str:
    text = f"{line}\n\n.. _{TITLE}: {URL}\n__ https://example.org/other.pdf\n"
    data = text.encode()
    entry = one(text, "refs.rst")
    paper = _resolved(entry, 0).model_copy(update=paper_update)
    fixed = apply_edits(data, plan_edits([paper], {"refs.rst": data}, FixRules.from_settings(Settings())).edits)
    return fixed.decode().split("\n")[0]


def test_fix_adds_an_identifier_to_an_rst_line_as_a_label_not_a_markdown_link() -> None:
    line = f"* Lee, J. and Kim, S. `{TITLE} <{URL}>`_. SIGCOMM 2014."
    assert _fixed_line(line, {}) == line + " [DOI: 10.1145/3456700.0]"


def test_fix_marks_a_dead_embedded_link_whole() -> None:
    """Inside the angle brackets the mark would be read as the address."""
    line = f"* Lee, J. and Kim, S. `{TITLE} <{URL}>`_. SIGCOMM 2014."
    dead = LinkCheck(
        url=URL,
        kind=LinkKind.pdf,
        label=TITLE,
        status=LinkClass.dead,
        reason="HTTP 404",
        checked_at=datetime(2026, 11, 30, tzinfo=UTC),
        first_seen=datetime(2026, 11, 30, tzinfo=UTC),
        http_status=404,
        reported_dead=True,
        consecutive_failures=1,
    )
    fixed = _fixed_line(line, {"doi": None, "link_checks": [dead]})
    assert fixed == f"* Lee, J. and Kim, S. ~~`{TITLE} <{URL}>`_~~ (dead 2026-11-30). SIGCOMM 2014."


def test_fix_leaves_a_line_whose_reference_goes_on_to_the_next() -> None:
    """A label inside the reference would change its name; before it, it would split the citation."""
    line = "* Lee, J. and Kim, S. `Fair Queueing for"
    text = f"{line}\n  Datacenter Flows`_. SIGCOMM 2014.\n\n.. _{TITLE}: {URL}\n"
    data = text.encode()
    paper = _resolved(one(text, "refs.rst"), 0)
    assert plan_edits([paper], {"refs.rst": data}, FixRules.from_settings(Settings())).edits == []


@pytest.mark.parametrize(("table", "labelled"), [("grid table", False), ("simple table", True), ("list table", True)])
def test_fix_adds_to_a_table_rows_title_line_unless_that_would_break_a_grid(table: str, labelled: bool) -> None:
    """A grid table's cell has a border at its end; a simple table's last column and a list table's cell do not."""
    text = f"{_TABLES[table]}\n.. _{TITLE}: {URL}\n"
    data = text.encode()
    papers = [_resolved(entry, index) for index, entry in enumerate(entries(text, "refs.rst"))]
    fixed = apply_edits(data, plan_edits(papers, {"refs.rst": data}, FixRules.from_settings(Settings())).edits)
    changed = [line for line in fixed.decode().split("\n") if "[DOI:" in line]
    assert [line.rsplit(" [DOI:", 1)[0].strip().split()[-1] for line in changed] == (
        [TITLE.split()[-1] + "`_" if table == "list table" else "2014", "Data" if table == "list table" else "2018"]
        if labelled
        else []
    )
    assert [entry.doi for entry in entries(fixed.decode(), "refs.rst")] == [
        paper.doi if labelled else None for paper in papers
    ]


# ------------------------------------------------------------------------------------------------ the properties

_WORDS = ["Scalable", "Learned", "Index", "Serving", "Graph", "Memory", "Consensus", "Queries", "Robust", "Vision"]
_TITLES = st.lists(st.sampled_from(_WORDS), min_size=3, max_size=7, unique=True).map(" ".join)
_SURNAMES = ["Okafor", "Lindqvist", "Tanaka", "Berg", "Ruiz", "Ng", "Kowalski", "Haddad"]
_AUTHORS = st.lists(st.sampled_from(_SURNAMES), min_size=2, max_size=3, unique=True).map(
    lambda names: ", ".join(f"{name}, {name[0]}." for name in names[:-1]) + f" and {names[-1]}, {names[-1][0]}."
)
_VENUES = st.sampled_from(["OSDI", "SOSP", "NeurIPS", "ICML", "VLDB", "SIGMOD", "CVPR", "NSDI"])
_YEARS = st.integers(min_value=1995, max_value=2025)
_SHAPES = st.sampled_from(
    [
        "named",
        "anonymous",
        "embedded",
        "wrapped",
        "citation",
        "enumerated",
        "wrapped name",
        "wrapped embedded",
        "venue below",
        "fields below",
    ]
)


class _Paper:
    """One generated paper and the rST lines that cite it."""

    def __init__(self, index: int, title: str, authors: str, venue: str, year: int, shape: str, case: bool) -> None:
        self.title, self.year, self.shape = title, year, shape
        self.url = f"https://example.org/{index}/paper.pdf"
        name = title.upper() if case else title
        reference = {
            "named": f"`{title}`_",
            "anonymous": f"`{title}`__",
            "embedded": f"`{title} <{self.url}>`_",
            "wrapped": f"`{title}`__",
            "citation": f"`{title}`_",
            "enumerated": f"`{title}`__",
            "wrapped name": "`{}\n  {}`_".format(*title.split(" ", 1)),
            # a title wrapped over lines, its address alone on the last, the venue after it there or below
            "wrapped embedded": "`{}\n  {}\n  <{}>`__".format(*title.split(" ", 1), self.url),
            "venue below": f"`{title}\n  <{self.url}>`__",
            # a generated list's shape: the address closing the title's reference on its own line, the fields in a
            # line block under it, each in a role the document defines
            "fields below": f"`{title}\n<{self.url}>`_",
        }[shape]
        self.lines = {
            "wrapped": [f"- {authors}", f"  {reference}.", f"  In Proceedings of {venue}, {year}."],
            "venue below": [*f"* {authors} {reference}.".split("\n"), f"  {venue}, {year}."],
            "citation": [f".. [P{index}] {authors} {reference}. {venue} {year}."],
            "enumerated": [f"#. {authors} {reference}. {venue}, {year}."],
            "fields below": [*reference.split("\n"), f"    | :authors:`{authors}`", f"    | :venue:`{venue} {year}`"],
        }.get(shape, "\n".join([f"* {authors} {reference}. {venue} {year}."]).split("\n"))
        self.target = (
            None if "<" in reference else (f"__ {self.url}" if reference.endswith("__") else f".. _{name}: {self.url}")
        )


@st.composite
def rst_lists(draw: st.DrawFn) -> tuple[str, list[_Paper], dict[int, int]]:
    """An .rst list of papers in sections, each paper's target in a random place after it (anonymous ones in
    order); returns the text, the papers and each paper's first line."""
    titles = draw(st.lists(_TITLES, min_size=1, max_size=8, unique_by=lambda title: title.split()[0]))
    papers = [
        _Paper(index, title, draw(_AUTHORS), draw(_VENUES), draw(_YEARS), draw(_SHAPES), draw(st.booleans()))
        for index, title in enumerate(titles)
    ]
    lines = ["Reading list", "============", "", ".. role:: authors(emphasis)", ".. role:: venue(strong)", ""]
    pending: list[str] = []
    first_lines = {}
    for paper in papers:
        if draw(st.integers(0, 3)) == 0:
            lines += ["", *pending, "", draw(st.sampled_from(["Systems", "Learning"])), "--------", ""]
            pending = []
        first_lines[id(paper)] = len(lines) + 1
        lines += [*paper.lines, ""]
        if paper.target:
            pending.append(paper.target)
        if pending and draw(st.booleans()):
            lines += [*pending, ""]
            pending = []
    lines += pending
    return "\n".join(lines) + "\n", papers, first_lines


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rst_lists())
def test_every_paper_of_an_rst_list_is_an_entry_with_its_title_and_link(
    case: tuple[str, list[_Paper], dict[int, int]],
) -> None:
    text, papers, first_lines = case
    result = parse_text(text, "refs.rst")
    read = {entry.title: entry for entry in result.entries}
    assert sorted(read) == sorted(paper.title for paper in papers), text
    for paper in papers:
        entry = read[paper.title]
        assert [link.url for link in entry.links] == [paper.url], text
        assert (entry.year, entry.occurrences[0].line) == (paper.year, first_lines[id(paper)]), text
    assert result.unparsed == []


def _resolved(entry: Entry, index: int) -> ExportedPaper:
    return ExportedPaper(
        id=entry.id,
        status="resolved",
        confidence=0.95,
        seed_key=entry.id,
        title=entry.title,
        year=entry.year,
        venue=entry.venue,
        links=entry.links,
        occurrences=entry.occurrences,
        doi=f"10.1145/3456700.{index}",
    )


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rst_lists(), st.booleans())
def test_fix_writes_into_an_rst_list_byte_exact_and_reads_back(
    case: tuple[str, list[_Paper], dict[int, int]], crlf: bool
) -> None:
    """Each paper's reference line gains its DOI as a label, nothing else changes (line endings included), the
    list still reads as the same papers with their links, now with their DOIs, and a second fix finds nothing."""
    text, _papers, _ = case
    data = (text.replace("\n", "\r\n") if crlf else text).encode()
    found = parse_text(data.decode(), "refs.rst").entries
    papers = [_resolved(entry, index) for index, entry in enumerate(found)]
    rules = FixRules.from_settings(Settings(), [DOI])
    fixed = apply_edits(data, plan_edits(papers, {"refs.rst": data}, rules).edits)
    before, after = split_lines(data), split_lines(fixed)
    # a line whose reference goes on to the next line takes no label: inside or before it, it would split the citation
    edited = {paper.occurrences[0].line: paper.doi for paper in papers if paper.occurrences[0].raw.count("`") % 2 == 0}
    assert len(after) == len(before)
    for number, (old, new) in enumerate(zip(before, after, strict=True), 1):
        if number not in edited:
            assert new == old
            continue
        assert (new.prefix, new.ending) == (old.prefix, old.ending)
        label = f"[DOI: {edited[number]}]".encode()
        assert new.body.replace(b" " + label, b"", 1).replace(label + b" ", b"", 1) == old.body
    again = parse_text(fixed.decode(), "refs.rst").entries
    assert [(entry.title, [link.url for link in entry.links], entry.doi) for entry in again] == [
        (paper.title, [link.url for link in paper.links] + [f"https://doi.org/{paper.doi}"], paper.doi)
        if paper.occurrences[0].line in edited
        else (paper.title, [link.url for link in paper.links], None)
        for paper in papers
    ]
    assert (
        plan_edits([_resolved(entry, index) for index, entry in enumerate(again)], {"refs.rst": fixed}, rules).edits
        == []
    )


def test_a_superscript_number_opening_a_reference_is_its_number_not_its_first_author() -> None:
    """Converters write a numbered reference list in rST with the number raised (``:sup:`12```): the number is the
    reference's, as ``[12]`` would be, and the names after it are the authors whole."""
    text = (
        "References\n==========\n\n"
        ':sup:`12` A.B. Lee and C. Wu, "Sorting cells by shape in parallel\n'
        'machines," *J. Cell Shapes*, **12** 1311–1327 (1977).\n\n'
        ':sup:`13` D. Ng, "Counting moths under street lights at night," *Moth Res.*,\n'
        "**4** 1–9 (1981).\n"
    )
    found = sorted(entries(text, "refs.rst"), key=lambda entry: entry.occurrences[0].line)
    assert [entry.title for entry in found] == [
        "Sorting cells by shape in parallel machines",
        "Counting moths under street lights at night",
    ]
    assert [entry.occurrences[0].seed_authors for entry in found] == [["A.B. Lee", "C. Wu"], ["D. Ng"]]
    assert [entry.year for entry in found] == [1977, 1981]


def test_citations_whose_texts_are_aligned_after_their_labels_are_each_an_entry() -> None:
    """Sphinx bibliographies align each citation's text in a column after its label (``.. [Lee2019]       A. Lee,
    ...``): the spaces are the label's padding, never an indented code block, so each citation is an entry."""
    text = (
        "References\n==========\n\n"
        ".. [lee2019]       A. Lee, B. Wu, and C. Ng, \u201cCounting moths under street lights,\u201d Appl. Energy,"
        " vol. 255, p. 113771, 2019.\n"
        ".. [Wu2017]        B. Wu, \u201cRate design for street lights and moths,\u201d 2017.\n"
    )
    read = parse_text(text, "references.rst")
    assert [(entry.title, entry.year) for entry in read.entries] == [
        ("Counting moths under street lights", 2019),
        ("Rate design for street lights and moths", 2017),
    ]


def test_a_citation_under_a_label_alone_is_reported_on_the_labels_line() -> None:
    """A citation whose label stands alone on its line (``.. [Peng:1996:49]``) opens there: its entry stands on that
    line, and so does its unparsed record when no rule reads its title, as a reader finds it by its label."""
    text = (
        ".. [Lind:2000:216]\n"
        "   A. Lind and B. Okafor,\n"
        '   "Sparse kernels for protein folding,"\n'
        "   *J. Chem. Phys.* **113**, 216 (2000).\n"
        "\n"
        ".. [Peng:1996:49]\n"
        "   Peng, Ayala, Schlegel, and Frisch,\n"
        "   *J. Comput. Chem.*, 1996.\n"  # no volume nor page: no titleless citation's shape either
    )
    result = parse_text(text, "refs.rst")
    assert [entry.occurrences[0].line for entry in result.entries] == [1]
    assert [record.line for record in result.unparsed] == [6]


def test_a_sphinx_bibliographys_bracketed_key_role_over_its_citation_is_that_paper() -> None:
    """A Sphinx bibliography sets each key as a definition list's term, written with a role (``:ref:`[Okafor2011]
    <Okafor2011>```), over its citation, its authors on a line of their own: the entry starts on the key's line, the
    key no part of it; a role is interpreted text, no field list's marker."""
    text = (
        "Bibliography\n============\n\n.. _Okafor2011:\n\n:ref:`[Okafor2011] <Okafor2011>`\n"
        "   A. Okafor, L. Berg, Y. Ma and K. Wright,\n"
        '   "Counting moths under street lights?" *J. ACM* 58(3) (2011): 1–37\n'
        "   [`<https://arxiv.org/pdf/0912.03599.pdf>`_].\n"
    )
    (entry,) = entries(text, "bibliography.rst")
    assert (entry.title, entry.year, entry.occurrences[0].line) == ("Counting moths under street lights?", 2011, 6)
    assert entry.occurrences[0].seed_authors == ["A. Okafor", "L. Berg", "Y. Ma", "K. Wright"]


def test_a_citation_indented_under_a_target_after_a_blank_line_is_read() -> None:
    """A target's link block ends at the first blank line (docutils reads it so): the citation indented under an
    anchor (``.. _Green-1995:``) after a blank line is the page's text, a block quote, never the target's address.
    Read as the target's, every citation of a Sphinx references page was dropped as markup."""
    text = (
        "References\n"
        "==========\n"
        "\n"
        ".. _Green-1995:\n"
        "\n"
        "    Green, P J, 1995. **Reversible jump Markov chain Monte Carlo computation**, *Biometrika*, 82(4),\n"
        "    711-732.\n"
        "\n"
        ".. _docs: https://example.org/\n"
        "   more/of/its/address\n"
    )
    result = parse_text(text, "refs.rst")
    assert [(entry.title, entry.year, entry.occurrences[0].line) for entry in result.entries] == [
        ("Reversible jump Markov chain Monte Carlo computation", 1995, 6)
    ]
    assert result.files[0].skipped.get("markup") == 3  # the two targets, the address's second line
