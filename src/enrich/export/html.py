"""output/report.html: the run report as one page a maintainer reads at a glance, opened with a double click.

Everything is in the one file (CSS, the plots as SVG, a small script for the table), so it can be mailed, published
or opened from a file manager with no network. It shows, top to bottom, what a maintainer asks in that order: did
tonight go well (verdict and exit code), what changed, which entries need a decision, which links to fix, how the
list looks (plots), and then every paper in a table that sorts and filters.

The page is rendered from jinja2 templates (templates/report.html and the sections it includes) with autoescaping
on, so every value from the lists or the services is escaped unless a template marks it safe (only the SVG plots):
titles contain "<" and "&". The data comes from the ``Report`` that report.json and report.md are rendered from (so
the three never disagree); only the plots and the table read the papers themselves. Long sections are cut at a
fixed number of items (the rest is in report.json and in the table), which keeps the page under 2 MB for a list of
a thousand papers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from enrich.export.plots import paper_venue, paper_year, plots
from enrich.export.report import FOUND_LINK_KINDS, STATUSES, is_safe_link_target, location, readable_time
from enrich.export.report_model import Report
from enrich.ids import is_valid_dblp_key
from enrich.links.tally import describe_link_counts
from enrich.links.targets import found_links
from enrich.models import ExportedPaper, LinkClass, LinkKind

if TYPE_CHECKING:
    from jinja2 import Environment

# Items per section before "… and N more": a page read at a glance, not a dump (report.json has every item).
ITEMS_SHOWN = 50
# Sub-lists of tonight's changes up to this long are open; longer ones (a first run of a big list) start folded.
OPEN_UP_TO = 20
# Groups of decisions up to this long show every side-by-side table; longer ones show one summary line each.
DECISIONS_OPEN = 5
AUTHORS_SHOWN = 3
# The CLI's exit codes (README); a bad night (3) is headed by what failed (RunFacts.failed) when the run names it.
EXIT_HEADLINES = {0: "All good", 1: "Needs a person", 3: "A bad night"}
PLOT_CAPTIONS = {
    "years": "Papers per year (the list's year where no record gave one), stacked by status.",
    "venues": "Papers per venue, stacked by status; the rest of the venues are folded into \u201cother\u201d.",
    "citations": "How many resolved papers have how many citations; the x axis is logarithmic and keeps zero.",
    "hosts": "Link outcomes per host: where links die, move or are refused.",
    "trend": "Papers by status and dead links over the last runs (output/history.jsonl).",
}
ATTENTION_HEADINGS = {
    "ambiguous": "Ambiguous: pick the right record",
    "unresolved": "Unresolved: the closest records",
    "error": "Errors: a source failed and the others found nothing",
}
EVIDENCE_ROWS = (
    ("title", "title match"),
    ("year", "year match"),
    ("venue", "venue match"),
    ("authors", "authors match"),
    ("version_penalty", "version penalty"),
)


@dataclass(frozen=True)
class ShownLink:
    """One link of a table row: ``css`` and ``hint`` (the title attribute) say what the last check found."""

    url: str
    label: str
    css: str = ""
    hint: str = ""


@dataclass(frozen=True)
class PaperRow:
    """A paper as the table shows it: the year and venue a reader knows it by, a few authors, its list lines."""

    paper: ExportedPaper
    year: int | None
    venue: str
    authors: str
    places: str
    links: list[ShownLink]


def render_html(report: Report, papers: Sequence[ExportedPaper], history: Sequence[Mapping[str, Any]]) -> str:
    """The whole page; ``history`` is the runs' counts including this run, oldest first."""
    venues = sorted({paper_venue(p) for p in papers}, key=str.casefold)
    years = sorted({year for p in papers if (year := paper_year(p)) is not None}, reverse=True)
    page = _environment().get_template("report.html")
    # Each row is made as the table is written and dropped after: thousands of row objects alive at once would have
    # the garbage collector scan every paper's objects while the page is written.
    return page.render(
        report=report,
        svgs=plots(papers, history),
        rows=map(paper_row, papers),
        paper_count=len(papers),
        statuses=STATUSES,
        venues=venues,
        years=years,
    )


@cache
def _environment() -> Environment:
    """The templates with autoescaping on for every one of them (CSS and script included as written: they hold no
    values). jinja2 is imported here, when a page is drawn, so that commands which never draw one start faster."""
    from jinja2 import Environment, PackageLoader, StrictUndefined

    environment = Environment(
        loader=PackageLoader("enrich.export", "templates"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    environment.tests["safe_link_target"] = is_safe_link_target
    environment.filters["readable_time"] = readable_time
    environment.filters["link_counts"] = lambda counts: describe_link_counts(counts.model_dump())
    environment.globals.update(
        items_shown=ITEMS_SHOWN,
        open_up_to=OPEN_UP_TO,
        decisions_open=DECISIONS_OPEN,
        exit_headlines=EXIT_HEADLINES,
        plot_captions=PLOT_CAPTIONS,
        attention_headings=ATTENTION_HEADINGS,
        evidence_rows=EVIDENCE_ROWS,
    )
    return environment


def paper_row(paper: ExportedPaper) -> PaperRow:
    authors = [author.name for author in paper.authors]
    shown_authors = ", ".join(authors[:AUTHORS_SHOWN]) + (" et al." if len(authors) > AUTHORS_SHOWN else "")
    return PaperRow(
        paper=paper,
        year=paper_year(paper),
        venue=paper_venue(paper),
        authors=shown_authors,
        places=", ".join(location(o) for o in paper.occurrences),
        links=_identifier_links(paper) + _list_links(paper),
    )


def _identifier_links(paper: ExportedPaper) -> list[ShownLink]:
    """DOI and arXiv at the addresses the link checker checks; dblp and S2 at their record pages."""
    found = {link.kind: link.url for link in found_links(paper)}
    targets = [
        ("DOI", found.get(LinkKind.doi)),
        ("arXiv", found.get(LinkKind.arxiv_abs)),
        ("dblp", f"https://dblp.org/rec/{paper.dblp_key}" if is_valid_dblp_key(paper.dblp_key) else None),
        ("S2", f"https://www.semanticscholar.org/paper/{paper.s2_paper_id}" if paper.s2_paper_id else None),
    ]
    return [ShownLink(url, name, "id") for name, url in targets if url]


def _list_links(paper: ExportedPaper) -> list[ShownLink]:
    """The list's own links, marked by their last check (dead struck through, moved in blue), then any the run did
    not check (a run of the export stage alone on an older links artifact)."""
    checks = [check for check in paper.link_checks if check.kind not in FOUND_LINK_KINDS]
    checked = {check.url for check in checks}
    shown = []
    for check in checks:
        state = (
            "dead"
            if check.reported_dead or check.status is LinkClass.generic_page
            else "moved"
            if check.status == LinkClass.redirected
            else "alive"
        )
        shown.append(ShownLink(check.url, check.label, f"own {state}", f"{check.status.value}: {check.reason}"))
    shown += [
        ShownLink(link.url, link.label, "own", "not checked")
        for link in paper.links
        if link.url and link.url.strip() not in checked
    ]
    return shown
