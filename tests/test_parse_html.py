"""Raw HTML inside a Markdown list: items, rows, <br> lines and <details> groups read by the rules Markdown items are
read by, on the source line a reader sees them, and `enrich fix` writing identifiers back inside the element."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from enrich.config import Settings
from enrich.fix.plan import plan_edits
from enrich.fix.render import fixed_lists
from enrich.fix.rules import FixRules
from enrich.parse import parse_text
from tests.parsed import entries, one
from tests.test_writeback import resolved

_WORDS = ["Sparse", "Learned", "Index", "Serving", "Graph", "Memory", "Consensus", "Queries", "Robust", "Vision"]
_PAPERS = st.tuples(
    st.lists(st.sampled_from(_WORDS), min_size=4, max_size=7, unique=True).map(" ".join),
    st.sampled_from(["OSDI", "SOSP", "NeurIPS", "ICML", "VLDB", "SIGMOD", "CVPR", "ACL"]),
    st.integers(min_value=1995, max_value=2025),
)
# (container opening, one paper, container closing, separator between papers)
_CONTAINERS = {
    "list, a tag per line": (
        "<ul>\n",
        '<li><a href="https://arxiv.org/abs/2401.{n}">{title}</a>, {venue} {year}</li>',
        "\n</ul>",
        "\n",
    ),
    "list on one line": ("<ol>", "<li><b>{title}.</b> {venue} {year}.</li>", "</ol>", ""),
    "list, wrapped items": ("<ul>\n", "<li>\n  {title},\n  <i>{venue}</i> {year}\n</li>", "\n</ul>", "\n"),
    "table": (
        "<table>\n<tr><th>Title</th><th>Venue</th><th>Year</th></tr>\n",
        "<tr><td>{title}</td><td>{venue}</td><td>{year}</td></tr>",
        "\n</table>",
        "\n",
    ),
    "br lines": ("<p>\n", "{number}. {title}. {venue} {year}.<br>", "\n</p>", "\n"),
    "br lines, one line": ("<div>", "{title} ({venue} {year})<br/>", "</div>", ""),
}


def read(text: str) -> list[tuple[str, int | None, str | None, int]]:
    """(title, year, venue, line) of every entry, in list order."""
    return [
        (
            entry.title,
            entry.occurrences[0].seed_year,
            entry.occurrences[0].seed_venue_acronym,
            entry.occurrences[0].line,
        )
        for entry in entries(text)
    ]


def test_list_items_one_tag_per_line_or_inline_are_each_an_entry_with_their_fields() -> None:
    text = """# Papers

<ul>
<li><a href="https://arxiv.org/abs/2101.00001">Scaling Sparse Attention for Long Documents</a>, NeurIPS 2021</li>
<li><b>Fast Consensus in Wide-Area Networks.</b> OSDI 2020. <a href="https://example.org/fc.pdf">[PDF]</a>
  <ul><li><a href="https://github.com/x/y">code</a></li></ul>
</li>
</ul>

<ol><li>Learned Index Structures for Disk Pages. SIGMOD 2019.</li><li>Adaptive Query Compilation. VLDB 2018.</li></ol>
"""
    assert read(text) == [
        ("Scaling Sparse Attention for Long Documents", 2021, "NeurIPS", 4),
        ("Fast Consensus in Wide-Area Networks", 2020, "OSDI", 5),
        ("Learned Index Structures for Disk Pages", 2019, "SIGMOD", 10),
        ("Adaptive Query Compilation", 2018, "VLDB", 10),
    ]
    assert entries(text)[0].arxiv_id == "2101.00001"


def test_table_rows_are_read_by_their_header_and_a_row_over_several_lines_is_on_its_titles_line() -> None:
    text = """# Papers

<table>
  <tr><th>#</th><th>Title</th><th>Venue</th></tr>
  <tr><td>1</td><td><a href="https://arxiv.org/abs/2202.00002">Private Aggregation with Secure Enclaves</a></td>
  <td>CCS 2022</td></tr>
  <tr>
    <td>2</td>
    <td>Verified Compilation of Smart Contracts</td>
    <td>PLDI 2021</td>
  </tr>
</table>
"""
    assert read(text) == [
        ("Private Aggregation with Secure Enclaves", 2022, "CCS", 5),
        ("Verified Compilation of Smart Contracts", 2021, "PLDI", 9),
    ]


def test_lines_separated_by_br_are_each_an_entry_without_their_numbers() -> None:
    text = """# Papers

<p>
1. Robust Planning under Partial Observability. ICRA 2019.<br>
2. Dexterous Grasping from Demonstrations. CoRL 2020.<br/>
<!-- a note
over two lines -->
[3] Sim-to-Real Transfer for Legged Robots. RSS 2021.
</p>
"""
    assert read(text) == [
        ("Robust Planning under Partial Observability", 2019, "ICRA", 4),
        ("Dexterous Grasping from Demonstrations", 2020, "CoRL", 5),
        ("Sim-to-Real Transfer for Legged Robots", 2021, "RSS", 8),
    ]


def test_a_paragraph_or_div_citing_a_paper_is_an_entry_and_a_logo_is_none() -> None:
    text = """# Papers

<p align="center"><img src="logo.png" alt="logo"></p>

<p>Learned Index Structures for Disk Pages. SIGMOD 2019. <a href="https://example.org/x.pdf">PDF</a></p>

<div>Adaptive Query Compilation in Column Stores (VLDB 2018)</div>
"""
    assert read(text) == [
        ("Learned Index Structures for Disk Pages", 2019, "SIGMOD", 5),
        ("Adaptive Query Compilation in Column Stores", 2018, "VLDB", 7),
    ]


def test_a_details_summary_gives_its_html_items_venue_and_year_and_a_closing_tag_ends_the_group_it_closes() -> None:
    text = """# Papers

<details><summary>ICML 2023</summary>
<ul>
<li><a href="https://openreview.net/forum?id=a1">Stable Training of Diffusion Transformers</a></li>
</ul>
</details>
<details><summary>ICLR 2022</summary>

- [Sparse Mixtures of Experts at Scale](https://openreview.net/forum?id=b2)

</details>
"""
    assert read(text) == [
        ("Stable Training of Diffusion Transformers", 2023, "ICML", 5),
        ("Sparse Mixtures of Experts at Scale", 2022, "ICLR", 10),
    ]


def test_an_identifier_label_on_the_authors_line_above_the_title_is_the_entrys() -> None:
    text = """## Robotics

<ul>
<li>
  Ana Lee, Raj Rao, and Mei Lin. [DOI: 10.1145/3000002.1]
  Robust Planning under Partial Observability.
  ICRA 2019.
</li>
</ul>
"""
    (found,) = entries(text)
    assert (found.title, found.doi) == ("Robust Planning under Partial Observability", "10.1145/3000002.1")


def test_an_items_line_is_where_its_text_starts_after_an_opening_tag_written_over_two_lines() -> None:
    text = """# Papers

<ul>
<li><a href="https://arxiv.org/abs/2203.00003"
       target="_blank">Point Transformers for Segmentation</a> ICCV 2021</li>
</ul>
"""
    assert read(text) == [("Point Transformers for Segmentation", 2021, "ICCV", 5)]


@pytest.mark.parametrize(
    ("line", "fixed"),
    [
        (
            '<li><a href="https://example.org/a">Neural Scene Graphs for Dynamic Scenes</a>, CVPR 2021</li>',
            '<li><a href="https://example.org/a">Neural Scene Graphs for Dynamic Scenes</a>, CVPR 2021 '
            "[[DOI](https://doi.org/10.1145/3000001.1)]</li>",
        ),
        (  # a note indented by a <ul> without <li> under the item: the identifier goes on the title's line
            '<li><a href="https://example.org/a">Neural Scene Graphs for Dynamic Scenes</a>, CVPR 2021\n'
            "<ul>Copy in room 217.</ul>\n</li>",
            '<li><a href="https://example.org/a">Neural Scene Graphs for Dynamic Scenes</a>, CVPR 2021 '
            "[[DOI](https://doi.org/10.1145/3000001.1)]\n<ul>Copy in room 217.</ul>\n</li>",
        ),
        (
            "<tr><td>Verified Compilation of Smart Contracts</td><td>PLDI</td><td>2021</td></tr>",
            "<tr><td>Verified Compilation of Smart Contracts [[DOI](https://doi.org/10.1145/3000001.1)]</td>"
            "<td>PLDI</td><td>2021</td></tr>",
        ),
        (
            "Robust Planning under Partial Observability. ICRA 2019.<br>",
            "Robust Planning under Partial Observability. ICRA 2019. [DOI: 10.1145/3000001.1]<br>",
        ),
    ],
)
def test_fix_writes_an_identifier_inside_the_html_element_and_it_is_read_back(line: str, fixed: str) -> None:
    wrapper = {
        "<li": ("<ul>\n", "\n</ul>\n"),
        "<tr": ("<table>\n<tr><th>Title</th><th>Venue</th><th>Year</th></tr>\n", "\n</table>\n"),
    }
    before, after = wrapper.get(line[:3], ("<p>\n", "\n</p>\n"))
    text = f"# Papers\n\n{before}{line}{after}"
    (entry,) = entries(text)
    rules = FixRules.from_settings(Settings())
    data = text.encode()
    plan = plan_edits([resolved(entry, doi="10.1145/3000001.1")], {"list.md": data}, rules)
    written = fixed_lists({"list.md": data}, plan)["list.md"].decode()
    assert written == text.replace(line, fixed)
    assert [found.doi for found in entries(written)] == ["10.1145/3000001.1"]


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(sorted(_CONTAINERS)), st.lists(_PAPERS, min_size=1, max_size=6, unique_by=lambda paper: paper[0])
)
def test_every_paper_in_an_html_list_table_or_br_lines_is_an_entry_with_its_title_and_year(
    container: str, papers: list[tuple[str, str, int]]
) -> None:
    opening, shape, closing, separator = _CONTAINERS[container]
    written = [
        shape.format(title=title, venue=venue, year=year, n=10000 + number, number=number + 1)
        for number, (title, venue, year) in enumerate(papers)
    ]
    text = f"# Papers\n\n{opening}{separator.join(written)}{closing}\n"
    assert [(title, year) for title, year, _, _ in read(text)] == [(title, year) for title, _, year in papers]


def test_a_note_in_a_list_tag_without_items_is_the_items_and_its_link_is_the_papers() -> None:
    """``<ul>`` that only indents a note under an item (no ``<li>`` in it): the note's lines and links are the
    item's, a note naming another version of the paper ("Extended abstract in ..., Springer-Verlag") is no paper
    of its own and makes no book of the item."""
    text = (
        "# Papers\n\n<ol>\n"
        "<li>A. Lee and B. Wu. Sparse Codes for Robust Vision. <em>Journal of Vision Systems</em>, 28(2), 1984.\n"
        '<ul>Copy in room 217.\nAn earlier version appeared under the title "<a href="https://example.org/v1">'
        'Sparse Codes for Vision</a>"</ul>\n</li>\n'
        '<li>C. Ng. "<a href="https://example.org/ibe.pdf">Learned Index Serving</a>" <em>SIAM J. of Computing</em>,'
        " Vol. 32, 2003.\n<ul>Extended abstract in proceedings of Crypto 2001, Lecture Notes in Computer Science,"
        " Springer-Verlag, 2001.</ul>\n</li>\n"
        "</ol>\n"
    )
    found = entries(text)
    assert [(entry.title, entry.year, entry.venue) for entry in found] == [
        ("Sparse Codes for Robust Vision", 1984, "Journal of Vision Systems"),
        ("Learned Index Serving", 2003, "SIAM J. of Computing"),
    ]
    assert [link.url for link in found[0].links] == ["https://example.org/v1"]


@pytest.mark.parametrize("part", ["Part I-A", "Sections 2-3", "Section 4", "Appendix B", "Parts I and II"])
@pytest.mark.parametrize("markup", ["html", "markdown"])
def test_a_part_to_read_of_a_linked_work_is_not_its_title(part: str, markup: str) -> None:
    """``Names. **Part I-A** of [Title](url). *Venue*, 1975.``: the part names what to read of the linked work, whose
    title the link's text is."""
    if markup == "html":
        line = (
            f'<ol>\n<li>A. Lee and B. Wu. <strong>{part}</strong> of <a href="https://example.org/p">Robust Graph'
            " Memory Consensus</a>. <em>Proceedings of the IEEE</em>, 63(9):1278-1308, 1975.</li>\n</ol>"
        )
    else:
        line = f"1. A. Lee and B. Wu. **{part}** of [Robust Graph Memory Consensus](https://example.org/p). 1975."
    (entry,) = entries(f"# Papers\n\n{line}\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (
        "Robust Graph Memory Consensus",
        1975,
        ["A. Lee", "B. Wu"],
    )


def test_a_list_written_between_items_holds_the_sub_items_of_the_item_before_it() -> None:
    """``<ul><li>Readings:</li><ul><li>citation</li></ul></ul>``, as hand-written course pages nest lists: the inner
    list is no ``<li>``'s child in the HTML, yet a browser shows its items under the item before it; each is a paper,
    and a label over terms above them ("Keys: a, b, c") is none."""
    text = (
        "# Week 1\n\n<ul>\n"
        "  <li><i>Keys</i>: sparse codes, graph memory, learned indexes</li>\n"
        "  <li><i>Readings</i>:</li>\n"
        "  <ul>\n"
        '    <li> <a href="https://doi.org/10.1000/gm.1">Lee, A. (2019). Sparse Codes for Graph Memory. <i>Journal of'
        " Graph Memory</i>, 3(2):1–9.</a></li>\n"
        '    <li> <a href="https://example.org/q.pdf">Ng, B. & Wu, C. (2011). Robust Queries over Learned Indexes.'
        " <i>Data Systems Review</i>, 5:2–9.</a></li>\n"
        "    </ul>\n"
        "</ul>\n"
    )
    assert read(text) == [
        ("Sparse Codes for Graph Memory", 2019, "Journal of Graph Memory", 7),
        ("Robust Queries over Learned Indexes", 2011, "Data Systems Review", 8),
    ]


# A list tree as hand-written pages nest one: a paper is an ``<li>`` or text the list holds outside any ``<li>``; a
# sub-list sits inside an item, or between two items outside both.
_NESTINGS = st.recursive(
    st.sampled_from(["item", "loose"]),
    lambda inner: st.tuples(
        st.sampled_from(["ul", "ol"]), st.sampled_from(["inside", "between"]), st.lists(inner, min_size=1, max_size=3)
    ),
    max_leaves=8,
)


def _html_list(node: object, papers: list[tuple[str, int]]) -> str:
    """The HTML of one node of a list tree, its papers added to ``papers`` in document order."""
    if isinstance(node, str):
        number = len(papers)
        papers.append((f"Learning {_WORDS[number % 10]} and {_WORDS[number // 10 % 10]} at Scale", 1990 + number))
        title, year = papers[-1]
        citation = f"Lee, A. ({year}). {title}. <i>Journal of Graph Memory</i>, 3(2):1–9."
        return f"<li>{citation}</li>\n" if node == "item" else f"{citation}\n"
    tag, placement, children = node  # type: ignore[misc]
    inner = "".join(_html_list(child, papers) for child in children)
    if placement == "inside":
        return f"<li>Readings:\n<{tag}>\n{inner}</{tag}>\n</li>\n"
    return f"<li>Readings:</li>\n<{tag}>\n{inner}</{tag}>\n"


@settings(max_examples=60, deadline=None)
@given(st.lists(_NESTINGS, min_size=1, max_size=3))
@example(nodes=[("ul", "between", ["loose", "loose", "loose"])])  # citation lines of one length: no fill's cuts
def test_every_paper_in_an_html_list_is_an_entry_however_its_lists_nest(nodes: list[object]) -> None:
    """No content of an HTML list goes unread: a paper anywhere in it, in an item, in a list between items or in
    text outside any item, is an entry with its year."""
    papers: list[tuple[str, int]] = []
    text = "# Papers\n\n<ul>\n" + "".join(_html_list(node, papers) for node in nodes) + "</ul>\n"
    assert [(title, year) for title, year, _, _ in read(text)] == papers


@pytest.mark.parametrize(
    ("bullet", "after_title", "summary", "authors", "venue"),
    [
        ("*", ", ", "Ana Lee, Bo Wu, Chen Ng <em>EMNLP</em> 2022", ["Ana Lee", "Bo Wu", "Chen Ng"], "EMNLP"),
        (
            "-",
            ", [Website](https://example.org/site)",
            "Ana Lee, Bo Wu <i>ICDAR</i> 2021",
            ["Ana Lee", "Bo Wu"],
            "ICDAR",
        ),
        ("1.", "", "Ana Lee et al. <em>arXiv</em> 2021", ["Ana Lee"], "arXiv"),
    ],
)
def test_a_summary_folded_under_an_item_gives_its_authors_venue_and_year(
    bullet: str, after_title: str, summary: str, authors: list[str], venue: str
) -> None:
    """``* [Title](url),`` over ``<details><summary>Names <em>Venue</em> Year</summary> abstract</details>``: the
    summary is the paper's details line, its italics ending the names, however the title line ends (a link's label
    after it is no tail that the summary goes on)."""
    indent = " " * (len(bullet) + 1)
    text = (
        "# Papers\n\n"
        f"{bullet} **[Layout Transformers for Receipts](https://arxiv.org/abs/2201.00001)**{after_title}\n"
        f"{indent}<details>\n"
        f"{indent}<summary> {summary} </summary>\n"
        f"{indent}  We read receipts with a layout model, and it reads them well.\n"
        f"{indent}</details>\n"
    )
    entry = one(text)
    assert (entry.title, entry.year, entry.venue) == ("Layout Transformers for Receipts", int(summary[-4:]), venue)
    assert entry.occurrences[0].seed_authors == authors


def test_inline_html_bold_and_anchors_read_as_markdown_does() -> None:
    """``<b>``/``<strong>`` is bold and ``<a href>`` a link, as ``**...**`` and ``[...](...)`` are: the page shows
    them alike, so the bold title and the PDF link are the entry's."""
    text = (
        "# Reading\n\n"
        '- <strong>Tidal maps of shared caches</strong>, OSDI 2020 <a href="https://example.org/t.pdf">PDF</a>\n'
    )
    entry = one(text)
    assert (entry.title, entry.year, entry.venue) == ("Tidal maps of shared caches", 2020, "OSDI")
    assert [link.url for link in entry.links] == ["https://example.org/t.pdf"]


def test_an_anchor_that_links_to_itself_is_a_permalink_and_its_citation_is_the_entry() -> None:
    """A page sets ``<a id='key' href='#key'>`` around each citation so that it can be linked to: no link to read,
    and no table of contents, though its address is an anchor on the page."""
    text = (
        "# References\n\n##### 2016\n\n"
        "* <a id='okafor2016threats' href='#okafor2016threats'>Okafor, A., Lindqvist, L. and Bell, T., *Threats to "
        "the validity of mutation-based test assessment*, ISSTA 2016.</a>\n"
        "* <a id='haddad2016what' href='#haddad2016what'> R. Haddad, *What makes killing a mutant hard?* ASE pp. "
        "39-44 2016.</a>\n"
    )
    first, second = entries(text)
    assert (first.title, first.year, first.venue) == (
        "Threats to the validity of mutation-based test assessment",
        2016,
        "ISSTA",
    )
    assert second.title == "What makes killing a mutant hard?" and first.links == []
    contents = entries(
        "# Notes\n\n- <a href='#threats'>Threats to the validity of mutation-based test assessment</a>\n"
    )
    assert contents == []  # a link to another place on the page is its table of contents


_GENERATED_BIBLIOGRAPHY = """# Bibliography

<div class="bibliography">
<p id="Okafor2015" class="bibliography"><span class="bibliographykey">Okafor2015</span>
Amara Okafor and Lars Lindqvist:
"<a href="https://doi.org/10.1145/2676723.2677258">Sparse Replay in Cohort Studies</a>".
<em>Proc. SIGCSE'15</em>, <a class="doi" href="https://doi.org/10.1145/2676723.2677258">10.1145/2676723.2677258</a>.
</p>

<p id="Haddad2010" class="bibliography"><span class="bibliographykey">Haddad2010</span>
Rami Haddad:
"<a href="https://doi.org/10.1145/1932682.1869462">An Experiment about Static Type Systems</a>".
<em>TSE</em>, 45(10), 2010, <a class="doi" href="https://doi.org/10.1145/1932682.1869462">10.1145/1932682.1869462</a>.
</p>
</div>
"""


def test_a_generated_bibliographys_paragraphs_are_each_one_citation_on_its_keys_line() -> None:
    """A bibliography generator's HTML (a key, then "Names:", then the quoted title, then the venue, in one <p>) is
    read as its Markdown paragraph would be: one entry per paragraph, starting on the key's line, its names the
    authors, however many; the key is no title."""
    found = [
        (entry.title, occurrence.line, occurrence.seed_year, occurrence.seed_venue, occurrence.seed_authors)
        for entry in entries(_GENERATED_BIBLIOGRAPHY)
        for occurrence in entry.occurrences
    ]
    assert found == [
        ("Sparse Replay in Cohort Studies", 4, 2015, "SIGCSE", ["Amara Okafor", "Lars Lindqvist"]),
        ("An Experiment about Static Type Systems", 10, 2010, "TSE", ["Rami Haddad"]),
    ]


def test_papers_commented_out_of_a_page_are_no_entries() -> None:
    """What a maintainer wrapped in an HTML comment is hidden from the page's readers: no entry, no unparsed
    record, its lines counted as markup; the papers around it, and text between two comments, stay entries."""
    text = (
        '# Readings\n\n- Lee, Ana. "Counting moths under street lights." (2022).\n<!-- \n### Session 22\n'
        '- ***Okafor, Ada. "Sea level rise and urban adaptation." (2023).***\n'
        '- Moreau, Chen. "The economic cost of floods." American Economic Journal 13, no. 2 (2021): 444-486. -->\n\n'
        '- Wu, Bo. "Timing moths under street lights." (2021).\n\n'
        '<!-- new --> Ng, Chen. "Seeing moths under street lights." (2020). <!-- end -->\n'
    )
    result = parse_text(text, "list.md")
    assert [entry.title for entry in result.entries] == [
        "Counting moths under street lights",
        "Timing moths under street lights",
        "Seeing moths under street lights",  # text between two comments is shown on the page
    ]
    assert result.unparsed == []
    assert result.files[0].skipped.get("markup") == 4


@pytest.mark.parametrize("marker", ["*", "-", "*\t"])
def test_list_items_an_html_heading_holds_without_a_blank_line_are_each_a_paper(marker: str) -> None:
    """``<h2>2024</h2>`` with the year's items right under it, no blank line between: Markdown keeps the items as
    the HTML block's text, but each is still one paper, never the line after another's citation."""
    items = [
        "Okafor A*, Bell T. (2024) \u201cMoths and lamps in river towns.\u201d _10th Colombian Conference on Insects_."
        " Cali, Colombia, May 29th to May 31st (in Spanish).",
        "Ng C*, Bell T. (2024) \u201cLamps and moths in river towns.\u201d _10th Colombian Conference on Insects_."
        " Cali, Colombia, May 29th to May 31st (in Spanish with English abstract).",
    ]
    space = "" if marker.endswith("\t") else " "
    text = "# Conference papers\n\n<h2> 2024 </h2>\n" + "".join(f"{marker}{space}{item}\n" for item in items)
    read = parse_text(text, "list.md")
    assert [(entry.title, entry.year) for entry in read.entries] == [
        ("Moths and lamps in river towns", 2024),
        ("Lamps and moths in river towns", 2024),
    ]
    assert [entry.venue for entry in read.entries] == ["Colombian Conference on Insects"] * 2
