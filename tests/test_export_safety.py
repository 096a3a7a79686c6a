"""Every output is safe to open: papers.bib parses as the entries written, papers.csv runs no formula in a
spreadsheet, and report.md and report.html link to web addresses only.

Titles, names, venues and URLs come from reading lists and from services, so each test feeds in what a hostile or
careless source could send and reads the file back the way its reader (BibTeX, a spreadsheet, a Markdown renderer,
a browser) would.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import bibtexparser
import pytest
from markdown_it import MarkdownIt

from enrich.export.outputs import bibtex, export, papers_csv, to_exported
from enrich.export.report import is_safe_link_target
from enrich.files import BrokenLinkError, write_atomic
from enrich.models import Author, ExportedPaper, LinkClass, LinkedPaper, LinkKind
from tests.test_export import chimera, horovod, link, run_info
from tests.test_htmlreport import tags_of

HOSTILE_URLS = (
    "javascript:alert(1)",
    "JaVaScRiPt:alert(2)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgzKTwvc2NyaXB0Pg==",
    "file:///etc/passwd",
    "vbscript:msgbox(4)",
    "//evil.example/protocol-relative",
    "../relative/path.pdf",
    "java\tscript:alert(5)",
)


def resolved(
    paper_id: str,
    title: str,
    *,
    authors: tuple[str, ...] = ("Wei Wu",),
    venue: str | None = None,
    doi: str | None = None,
    dblp_key: str | None = None,
) -> ExportedPaper:
    return to_exported(
        LinkedPaper(
            id=paper_id,
            status="resolved",
            confidence=0.9,
            title=title,
            year=2020,
            venue=venue,
            authors=[Author(name=name) for name in authors],
            doi=doi,
            dblp_key=dblp_key,
            occurrences=[],
            seed_key=paper_id,
        )
    )


# ----------------------------------------------------------------------------------------------- BibTeX


def bibtex_groups_close_where_they_should(text: str) -> bool:
    """BibTeX's own reading: braces count whatever stands before them, and each entry closes exactly at its end."""
    for entry in text.split("\n@")[1:]:
        depth = 0
        body = entry.rstrip("\n")
        for at, char in enumerate(body):
            depth += {"{": 1, "}": -1}.get(char, 0)
            if depth < 0 or (depth == 0 and char == "}" and at != len(body) - 1):
                return False
        if depth != 0:
            return False
    return True


def test_unbalanced_braces_in_any_field_cannot_break_out_of_it() -> None:
    papers = [
        resolved("a", "Caching {Data for Models", venue="Proc. {VLDB"),
        resolved("b", "Data} @misc{evil, title={pwned}", authors=("Bob }",)),
        resolved("c", "}{ Inverted Braces {Balanced} here }"),
    ]
    text = bibtex(papers)
    assert bibtex_groups_close_where_they_should(text)
    library = bibtexparser.parse_string(text)
    assert not library.failed_blocks
    assert [entry.key for entry in library.entries] == ["Wu2020Caching", "Anon2020Data", "Wu2020Inverted"]
    assert all(set(entry.fields_dict) <= {"author", "title", "year", "howpublished"} for entry in library.entries)
    assert r"title = {{Caching \textbraceleft{}Data for Models}}," in text
    assert r"title = {{Data\textbraceright{} @misc\textbraceleft{}evil, title=\{pwned\}}}," in text
    assert r"title = {{\textbraceright{}\{ Inverted Braces \{Balanced\} here \}}}," in text


def test_every_latex_special_in_a_text_field_prints_as_written() -> None:
    text = bibtex([resolved("x", r"Costs ~5% & $3 for #1 of a_b^2 \or", authors=("A. ~Tilde",))])
    assert (
        r"title = {{Costs \textasciitilde{}5\% \& \$3 for \#1 of a\_b\textasciicircum{}2 \textbackslash{}or}}," in text
    )
    assert r"author = {A. \textasciitilde{}Tilde}," in text


@pytest.mark.parametrize("doi", ["10.1145/abc}def", "10.1145/50%off", "10.1145/a{b"])
def test_a_doi_outside_the_doi_grammar_is_left_out_of_its_entry(doi: str) -> None:
    text = bibtex([resolved("x", "Caching Data", doi=doi)])
    assert "doi =" not in text
    assert "title = {{Caching Data}}," in text and bibtex_groups_close_where_they_should(text)


def test_valid_identifiers_are_written_and_invalid_ones_left_out() -> None:
    good = to_exported(chimera())
    text = bibtex([good])
    assert "doi = {10.1145/3458817.3476145}," in text and "eprint = {2107.06925}," in text
    assert text.startswith("% Generated") and "@inproceedings{Li2021Chimera," in text  # by its dblp key conf/sc/...
    # Not reachable through the output model, which checks arXiv ids; the writer checks again all the same.
    broken = good.model_copy(update={"arxiv_id": "2107.06925}"})
    text = bibtex([broken])
    assert "eprint" not in text and "archiveprefix" not in text and "doi = {10.1145/3458817.3476145}," in text
    unknown_venue = good.model_copy(update={"venue_acronym": None})
    assert "@article{" in bibtex([unknown_venue.model_copy(update={"dblp_key": "journals/tpds/LiH21"})])
    assert "@misc{" in bibtex([unknown_venue.model_copy(update={"dblp_key": "journals/tpds/Li H21}"})])


# -------------------------------------------------------------------------------------------------- CSV


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r"])
def test_text_cells_a_spreadsheet_would_run_as_a_formula_get_a_leading_quote(start: str) -> None:
    title = f'{start}HYPERLINK("http://evil.example","click")'
    paper = resolved("q", title, authors=(f"{start}cmd|' /C calc'!A0", "Ada Lovelace"), venue=f"{start}SUM(1,2)")
    [row] = csv.DictReader(io.StringIO(papers_csv([paper]), newline=""))
    assert row["title"] == "'" + title
    assert row["authors"] == f"'{start}cmd|' /C calc'!A0; Ada Lovelace"
    assert row["venue"] == f"'{start}SUM(1,2)"


def test_ordinary_text_and_numbers_are_written_as_they_are() -> None:
    [row] = csv.DictReader(io.StringIO(papers_csv([to_exported(chimera())]), newline=""))
    assert row["title"].startswith("Chimera: Efficiently") and row["authors"] == "Shigang Li; Torsten Hoefler"
    assert (row["year"], row["confidence"], row["citation_count"], row["dead_links"]) == ("2021", "0.99", "150", "0")


# ----------------------------------------------------------------------------------------- report links


@pytest.mark.parametrize("url", HOSTILE_URLS + ("", " https://example.org/leading-space", "https://", "http:/x"))
def test_only_http_and_https_addresses_with_a_host_are_link_targets(url: str) -> None:
    assert not is_safe_link_target(url)


@pytest.mark.parametrize(
    "url", ["https://doi.org/10.1145/3458817.3476145", "HTTP://Example.org/a?b=c#d", "http://127.0.0.1:8080/x.pdf"]
)
def test_web_addresses_are_link_targets(url: str) -> None:
    assert is_safe_link_target(url)


HOSTILE_TITLE = (
    "[click](javascript:alert(1)) <javascript:alert(2)> <img src=x onerror=alert(3)> "
    "![img](data:text/html,x) [ref]: javascript:alert(4) `code` *bold* | pipe"
)


def hostile_papers() -> list[LinkedPaper]:
    """A paper whose list links are every hostile address, dead or moved to one, under a hostile title."""
    checks = [
        link(url, LinkKind.code, f"Code{index}", LinkClass.dead, reported_dead=True, http_status=404)
        for index, url in enumerate(HOSTILE_URLS)
    ]
    checks += [
        link("https://example.org/moved", LinkKind.pdf, "PDF", LinkClass.redirected, final_url=url)
        for url in HOSTILE_URLS
    ]
    checks.append(
        link("https://example.org/dead.pdf", LinkKind.pdf, "Good", LinkClass.dead, reported_dead=True, http_status=404)
    )
    paper = horovod().model_copy(update={"title": HOSTILE_TITLE, "link_checks": checks})
    return [paper]


def lenient_markdown() -> MarkdownIt:
    """A CommonMark renderer with tables that links any scheme: markdown-it's own javascript: filter is off, since
    not every renderer a report is shown in has one."""
    renderer = MarkdownIt("commonmark").enable("table")
    renderer.validateLink = lambda url: True
    return renderer


def markdown_link_targets(markdown: str) -> tuple[list[str], list[str]]:
    """(every link target, every raw HTML piece) as a CommonMark renderer with tables reads report.md."""
    hrefs, html = [], []
    tokens = lenient_markdown().parse(markdown)
    for token in tokens:
        for child in [token, *(token.children or [])]:
            if child.type in ("link_open", "image"):
                hrefs.append(str(child.attrs.get("href") or child.attrs.get("src")))
            if child.type in ("html_inline", "html_block"):
                html.append(child.content)
    return hrefs, html


def test_report_md_links_only_web_addresses_and_shows_the_rest_as_text(tmp_path: Path) -> None:
    export(hostile_papers(), tmp_path, run_info(), None)
    markdown = (tmp_path / "report.md").read_text(encoding="utf-8")
    hrefs, html = markdown_link_targets(markdown)
    assert hrefs and all(href.startswith(("http://", "https://")) for href in hrefs)
    assert "https://example.org/dead.pdf" in hrefs  # a web address is still a link
    assert html == []
    assert "`javascript:alert(1)`" in markdown and "`file:///etc/passwd`" in markdown


def test_markdown_in_a_title_cannot_make_a_link_or_markup(tmp_path: Path) -> None:
    export([horovod().model_copy(update={"title": HOSTILE_TITLE, "status": "unresolved"})], tmp_path, run_info(), None)
    markdown = (tmp_path / "report.md").read_text(encoding="utf-8")
    hrefs, html = markdown_link_targets(markdown)
    assert hrefs == [] and html == []
    rendered = lenient_markdown().render(markdown)
    assert "[click](javascript:alert(1))" in rendered  # shown as the list wrote it


def test_report_html_links_only_web_addresses_and_shows_the_rest_as_text(tmp_path: Path) -> None:
    export(hostile_papers(), tmp_path, run_info(), None)
    page = (tmp_path / "report.html").read_text(encoding="utf-8")
    hrefs = [attrs["href"] or "" for tag, attrs in tags_of(page) if tag == "a"]
    assert all(href.startswith(("http://", "https://", "#")) for href in hrefs)
    assert "https://example.org/dead.pdf" in hrefs
    assert not any(tag in ("img", "script") for tag, _attrs in tags_of(page.split("<script>")[0]))
    assert "<span>Code0</span>" in page


# --------------------------------------------------------------------------------------- symlinked outputs


def test_writing_through_a_symlink_replaces_its_target_and_keeps_the_link(tmp_path: Path) -> None:
    (tmp_path / "published").mkdir()
    target = tmp_path / "published" / "report.html"
    target.write_text("yesterday", encoding="utf-8")
    link_path = tmp_path / "report.html"
    link_path.symlink_to(target)
    write_atomic(link_path, "tonight")
    assert link_path.is_symlink() and link_path.resolve() == target.resolve()
    assert target.read_text(encoding="utf-8") == "tonight"
    assert sorted(path.name for path in (tmp_path / "published").iterdir()) == ["report.html"]


def test_writing_through_a_link_to_nowhere_is_refused_and_creates_nothing(tmp_path: Path) -> None:
    link_path = tmp_path / "report.html"
    link_path.symlink_to(tmp_path / "gone" / "report.html")
    with pytest.raises(BrokenLinkError, match="report.html is a symbolic link to .*, which does not exist"):
        write_atomic(link_path, "tonight")
    assert link_path.is_symlink() and not (tmp_path / "gone").exists()
