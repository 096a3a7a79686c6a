"""The parse audit (enrich.parse.audit): no paper line ends without an entry or an unparsed record, whatever shape
of list holds it, and every non-blank line is counted once."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import ParseResult, parse_text
from enrich.parse.audit import SkipMark, audit_lines
from enrich.parse.items import SKIP_REASONS, reads_like_a_paper
from tests.shape_zoo import zoo

_TITLE_WORDS = st.sampled_from(
    "Robust Sparse Adaptive Causal Verified Incremental Scheduling Retrieval Estimation Translation Compression "
    "Planning Forecasting Sensor Graph Protein Circuit Query".split()
)
_SURNAMES = st.sampled_from("Okafor Lindqvist Haddad Moreau Nakamura Varga Quispe Rahman Petrov Eriksen".split())
_VENUES = st.sampled_from("NeurIPS ICML SIGMOD VLDB OSDI NSDI CHI ICSE PLDI KDD SIGIR CVPR".split())
_YEARS = st.integers(1990, 2025)


@st.composite
def _titles(draw: st.DrawFn) -> str:
    words = draw(st.lists(_TITLE_WORDS, min_size=3, max_size=7))
    return " ".join([words[0], *(word.lower() for word in words[1:-1]), "for", words[-1].lower(), "systems"])


@st.composite
def _paper_lines(draw: st.DrawFn) -> str:
    """A paper line in one of the forms lists write them: a citation with authors and a year, a linked title, a
    title with its venue and year."""
    title, year = draw(_titles()), draw(_YEARS)
    first, second = draw(_SURNAMES), draw(_SURNAMES)
    forms = [
        f"{first}, A. and {second}, B. ({year}). {title}. Journal of Field Studies, 12(3), 1-10.",
        f"[{title}](https://arxiv.org/abs/{year % 100:02d}01.{draw(st.integers(10000, 99999))})",
        f"{title} ({draw(_VENUES)} {year})",
        f"{title}, {draw(_VENUES)}'{year % 100:02d}",
    ]
    return draw(st.sampled_from(forms))


# Contexts where a rule skipped such lines without a word: (text before the line, its prefix, text after it).
_CONTEXTS = {
    "prose paragraph": (
        "# Notes\n\nWe keep this list for the reading group.\n\n",
        "",
        "\nwe read it in the third week and liked it very much.",
    ),
    "tools section": ("# Reading\n\n## Tools\n\n- A profiler we use every day\n", "- ", ""),
    "datasets section": ("# Reading\n\n## Datasets\n\n", "- ", ""),
    "block quote": ("# Reading\n\n> A note from the organisers of the group.\n>\n", "> ", ""),
    "details block": ("# Reading\n\n<details><summary>More</summary>\n\n", "", "\n\n</details>"),
    "html block": ("# Reading\n\n<div>\n", "", "\n</div>"),
    "after a table": ("# Reading\n\n| Tool | Use |\n|---|---|\n| Kestrel | tracing |\n\n", "", ""),
    "nested under a non-paper item": ("# Reading\n\n- Our favourite profiler\n", "  - ", ""),
}


def _accounted(result: ParseResult, line: int) -> bool:
    entries = {occurrence.line for entry in result.entries for occurrence in entry.occurrences}
    return line in entries or line in {record.line for record in result.unparsed}


@settings(max_examples=120, deadline=None)
@given(paper=_paper_lines(), context=st.sampled_from(sorted(_CONTEXTS)))
def test_a_paper_line_in_any_context_ends_as_an_entry_or_an_unparsed_record(paper: str, context: str) -> None:
    before, prefix, after = _CONTEXTS[context]
    text = f"{before}{prefix}{paper}{after}\n"
    line = before.count("\n") + 1
    result = parse_text(text, "list.md")
    assert _accounted(result, line), (context, text, result.unparsed, result.files[0].skipped)


def _lines_counted_once(result: ParseResult, text: str) -> None:
    """Every non-blank line once: an entry's or a record's own line, a line continuing one, or a skipped line."""
    stats = result.files[0]
    own = {occurrence.line for entry in result.entries for occurrence in entry.occurrences}
    own |= {record.line for record in result.unparsed}
    non_blank = sum(1 for line in text.split("\n") if line.strip())
    assert len(own) + stats.continued + sum(stats.skipped.values()) == non_blank
    assert set(stats.skipped) <= set(SKIP_REASONS)


def test_every_non_blank_line_of_the_zoo_is_counted_once() -> None:
    for listed in zoo(35):
        _lines_counted_once(parse_text(listed.text, f"{listed.name}.md"), listed.text)


@pytest.mark.parametrize(("before", "prefix", "after"), list(_CONTEXTS.values()), ids=list(_CONTEXTS))
def test_every_non_blank_line_is_counted_once_in_every_context(before: str, prefix: str, after: str) -> None:
    text = f"{before}{prefix}Lee, A. and Ng, B. (2019). Sparse query planning. Journal of Field Studies, 2.{after}\n"
    _lines_counted_once(parse_text(text, "list.md"), text)


def test_a_text_list_line_the_line_rules_skip_is_audited_too() -> None:
    text = (
        "[2020 OSDI] Kestrel: Fast Tracing for Storage Systems\n\n"
        "See [Quarry: Sparse Logs](https://arxiv.org/abs/2001.01234) too\n"
    )
    result = parse_text(text, "list.txt")
    assert [record.line for record in result.unparsed] == [3]
    _lines_counted_once(result, text)


def test_the_reason_names_the_skip_and_the_evidence() -> None:
    text = "# Reading\n\n## Tools\n\n- Lee, A. and Ng, B. (2019). Sparse query planning. Journal of Field Studies, 2.\n"
    (record,) = parse_text(text, "list.md").unparsed
    assert record.reason == (
        "skipped as an item of a non-paper section, yet it reads like a paper (a citation's authors and year)"
    )


def test_a_heading_that_links_a_paper_is_unparsed_and_one_that_names_a_venue_is_a_section() -> None:
    text = (
        "# Reading\n\n## Papers at ICML 2019\n\n"
        "### [Sparse query planning for graph stores](https://arxiv.org/abs/1901.01234)\n\nOur notes.\n"
    )
    result = parse_text(text, "list.md")
    assert [(record.line, record.reason) for record in result.unparsed] == [
        (5, "skipped as a heading, yet it reads like a paper (a link to a paper)")
    ]


def test_a_heading_that_names_a_venue_and_year_is_a_section_to_the_audit_as_to_the_parse() -> None:
    """The parse and its audit share the rule for which headings may title a paper: "Talks given at OSDI 2020" names
    a section, so names under it do not make it a paper's title the audit reports."""
    text = "# Reading\n\nIntro.\n\n## Talks given at OSDI 2020\n\nAna Lee and Bo Wu.\n"
    assert parse_text(text, "list.md").unparsed == []


def test_books_and_talks_in_their_own_sections_stay_skipped() -> None:
    """A section named for books or talks says what its lines are: works cited as papers are, never unparsed."""
    text = (
        "# Reading\n\n## Books\n\n- *Sparse Planning in Practice* by **Ana Okafor** (2010)\n\n"
        "## Tutorials\n\n- [Sparse Planning Tutorial](https://example.org/tutorial/), KDD 2019\n"
    )
    result = parse_text(text, "list.md")
    assert (result.entries, result.unparsed) == ([], [])
    assert result.files[0].skipped["non-paper section"] == 2


def test_sentences_a_dated_note_and_a_venues_name_do_not_read_like_papers() -> None:
    for line in (
        "The papers follow the order of our survey: [A Survey of Sparse Planning](https://arxiv.org/abs/2307.03109).",
        "This list was last updated by the organisers on May 16 2013.",
        "* [Principles of Distributed Computing (PODC)](http://www.podc.org)",
        "|    YOLO v2   |     78.6    |    CVPR'17   |",
    ):
        assert reads_like_a_paper(line) is None, line


def test_a_title_set_apart_from_its_venue_or_year_reads_like_a_paper() -> None:
    assert reads_like_a_paper("- On the planning of sparse graph stores - SIGIR") == "SIGIR"
    assert reads_like_a_paper("Ana Okafor et al. — 2004 — Learning sparse plans from sensor streams") == "2004"
    # a journal the venue table knows is evidence with its year
    assert (
        reads_like_a_paper("Sparse plans for sensor streams. **Physical Review E** [1999]") == "Physical Review E 1999"
    )


def test_a_judgement_from_a_host_or_a_word_gives_way_to_a_papers_own_evidence() -> None:
    """A rule that judged a line a blog post or software is overruled by a citation's authors and year on it: the
    line is unparsed, with both in its reason. A book's judgement stands: a book's citation has them too."""
    line = "- Lee, A. and Ng, B. (2019). Sparse query planning for graph stores. Journal of Field Studies, 2."
    for reason in ("blog", "software"):
        found = audit_lines([line], [], [], [SkipMark(1, reason)])
        assert found.unparsed == [
            (1, f"skipped as {reason}, yet it reads like a paper (a citation's authors and year)")
        ]
    assert audit_lines([line], [], [], [SkipMark(1, "book")]).unparsed == []


def test_a_chapter_judged_a_book_gives_way_to_its_own_evidence_and_a_whole_book_stays_skipped() -> None:
    """A chapter or an article in an edited volume tells itself apart from the volume by a quoted title of its own
    or the "In" before the volume: the book rule's judgement gives way there, as a blog's does; a whole book's
    citation, its title set in italics or plain, keeps its skip."""
    chapters = (
        'Lee, Ana. 2017. "Sparse Planning in Context." In *A Companion to Graph Stores*, edited by B. Ng. Oxford UP.',
        "A. Lee (1991). Sparse models of planning. In Companions to Graph Stores (ed. B. Ng). Oxford UP.",
    )
    for line in chapters:
        [(number, reason)] = audit_lines([line], [], [], [SkipMark(1, "book")]).unparsed
        assert (number, reason.startswith("skipped as book, yet it reads like a paper")) == (1, True), line
    book = "Lee, A. (2015). *Sparse Planning: Theory and Practice*. Boston: Field Press."
    found = audit_lines([book], [], [], [SkipMark(1, "book")])
    assert (found.unparsed, found.skipped["book"]) == ([], 1)


def test_a_table_row_citing_a_paper_by_a_key_linked_to_its_entry_on_the_page_is_no_paper() -> None:
    """``[Lee et al. (2016)](#lee)`` in a table of datasets points to the paper's entry further down the page,
    where it is read; the row itself is no paper and no unparsed record."""
    text = (
        "| Dataset | Task | Language | Size |\n"
        "|---|---|---|---|\n"
        "| [Lee et al. (2016)](#lee) | Question Answering | English | 400 questions |\n"
        "| [Wu and Ng (2019a)](#wu) | Judgment Prediction | French | 11k documents |\n"
    )
    result = parse_text(text, "list.md")
    assert result.records == []
    assert reads_like_a_paper("| [Lee et al. (2016)](#lee) | Question Answering | English | 400 questions |") is None


def test_a_bold_title_holding_a_year_in_a_name_is_the_title() -> None:
    """A title set in bold whole is set apart by its bold: a year glued into a name in it ("CORPUS2018: ...") is the
    title's own, never a run-on citation's evidence that leaves the line unparsed."""
    text = (
        "## Papers\n\n"
        "1. **LEXSUM2018: A Large Corpus of Court Rulings for Summarization**.\n"
        "2. **Tiling Sparse Loops for Many Cores**.\n"
        "3. **Sparse Tiling in Compilers for Many Cores**.\n"
    )
    result = parse_text(text, "list.md")
    assert [getattr(record, "title", None) for record in result.records] == [
        "LEXSUM2018: A Large Corpus of Court Rulings for Summarization",
        "Tiling Sparse Loops for Many Cores",
        "Sparse Tiling in Compilers for Many Cores",
    ]


_RECORDS_UNDER_HEADINGS = """# Models

## Sparse Replay of Cohort Dynamics under Lockdown
### General information
**Authors** : Amara Okafor, Lars Lindqvist, Rami Haddad</br>
**Publication date** : 04/04</br>
**Paper** : Available [here](https://www.medrxiv.org/content/10.1101/2020.04.04.20053579v1.full.pdf)</br>
### Technical information
**Deterministic or stochastic model** : deterministic</br>
**Model category** : compartmental</br>

## Topics
### Vision
- [Secure Multiparty Sums](https://arxiv.org/abs/2101.01234)
"""


def test_a_heading_over_a_record_of_its_authors_is_unparsed_and_no_field_is_an_entry() -> None:
    """A generated page gives each paper a heading over a record of its fields, one a line, with no title among
    them, sub-headings between: no field's text is a title ("Authors: Amara Okafor, ..."), the records are skipped
    as record fields, and the heading, the paper's title, is reported unparsed, never dropped. A heading over
    topics and their papers stays a section's."""
    result = parse_text(_RECORDS_UNDER_HEADINGS, "models.md")
    assert [entry.title for entry in result.entries] == ["Secure Multiparty Sums"]
    assert [(record.line, record.reason) for record in result.unparsed] == [
        (3, "skipped as a heading, yet it reads like a paper (a record of its authors and fields under it)")
    ]
    assert result.files[0].skipped["record fields"] == 5


def test_a_citation_that_calls_itself_a_blog_entry_is_reported_never_an_entry() -> None:
    """A reading list cites a blog post as it cites a paper, its names and date first, and says what it is ("Blog
    entry, 2002-06-24"): it is no entry; its citation's evidence makes it unparsed, for the maintainer to judge."""
    text = (
        "# Readings\n\nAna Lee. Interpreting coefficients in a linear regression model. Blog entry, 2002-06-24."
        " Available at www.example.org/weblog/2002/06/24.html\n"
    )
    result = parse_text(text, "readings.md")
    assert result.entries == []
    assert [record.line for record in result.unparsed] == [3]
