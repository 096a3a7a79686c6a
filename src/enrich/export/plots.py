"""The plots of report.html, drawn by matplotlib at export time and inlined as SVG.

matplotlib rather than plotly: plotly's script alone is 3.5 MB, over the page's 2 MB budget, and a static SVG needs
no script and no network to view. Figures are made with the object API (no pyplot, so no global state and no
display) and rendered by the SVG backend with text kept as text (``svg.fonttype: none``: a few bytes per label
instead of glyph outlines). Ids are prefixed per plot so that five SVGs can share one HTML document, and the hash
salt is fixed so the same data gives the same SVG bytes.

matplotlib is imported only when plots are drawn (``plots``): it takes about half a second to import, which every
command that never draws one (resolve, links, validate, fix) would otherwise pay at start.
"""

from __future__ import annotations

import io
import math
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from enrich.export.report import STATUSES, readable_time
from enrich.links.tally import run_wide_cause
from enrich.models import ExportedPaper, LinkClass

if TYPE_CHECKING:
    from matplotlib.figure import Figure
    from matplotlib.typing import RcKeyType

STATUS_COLOURS = {"resolved": "#2e7d32", "ambiguous": "#ef6c00", "unresolved": "#9e9e9e", "error": "#c62828"}
LINK_COLOURS = {
    "alive": "#2e7d32",
    "redirected": "#1565c0",
    "dead": "#c62828",
    "blocked": "#ef6c00",
    "timeout": "#6a1b9a",
    "soft_404": "#8d6e63",
    "generic_page": "#4e342e",
    "not_pdf": "#ad1457",
    "error": "#616161",
    "not checked": "#cfd8dc",
}
NOT_CHECKED = "not checked"
# Bars beyond these are folded into "other": a plot is read at a glance, a long tail is in the table below it.
TOP_VENUES = 15
TOP_HOSTS = 15
FIGURE_SIZE = (7.0, 3.4)
STYLE: dict[RcKeyType, Any] = {
    "svg.fonttype": "none",
    "font.size": 9,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.titlesize": 10,
    "legend.fontsize": 8,
    "legend.frameon": False,
}
_IDENTIFIER = re.compile(r'(\bid="|url\(#|href="#)')


def plots(papers: Sequence[ExportedPaper], history: Sequence[Mapping[str, Any]]) -> dict[str, str]:
    """Plot name -> inline SVG, in the order the page shows them."""
    import matplotlib

    with matplotlib.rc_context(STYLE):  # style applies while artists are made and while they are drawn
        figures = {
            "years": papers_per_year(papers),
            "venues": papers_per_venue(papers),
            "citations": citation_counts(papers),
            "hosts": links_per_host(papers),
            "trend": trend(history),
        }
        return {name: _svg(figure, name) for name, figure in figures.items()}


def papers_per_year(papers: Sequence[ExportedPaper]) -> Figure:
    """Stacked by status; unresolved entries count at the year their list gives."""
    by_year: dict[int, Counter[str]] = {}
    for paper in papers:
        year = paper_year(paper)
        if year is not None:
            by_year.setdefault(year, Counter())[paper.status] += 1
    figure, axes = _figure("Papers per year, by status")
    years = list(range(min(by_year), max(by_year) + 1)) if by_year else []  # a year with no paper shows as a gap
    _stacked(
        axes,
        [str(year) for year in years],
        [by_year.get(year, Counter()) for year in years],
        STATUSES,
        STATUS_COLOURS,
        horizontal=False,
    )
    axes.set_ylabel("papers")
    if len(years) > 20:
        axes.tick_params(axis="x", labelrotation=90)
    return figure


def papers_per_venue(papers: Sequence[ExportedPaper]) -> Figure:
    by_venue: dict[str, Counter[str]] = {}
    for paper in papers:
        by_venue.setdefault(paper_venue(paper), Counter())[paper.status] += 1
    names = _top(by_venue, TOP_VENUES)
    figure, axes = _figure(f"Venues (top {TOP_VENUES}), by status")
    _stacked(
        axes,
        names,
        [by_venue.get(name) or _other(by_venue, names) for name in names],
        STATUSES,
        STATUS_COLOURS,
        horizontal=True,
    )
    axes.set_xlabel("papers")
    return figure


def citation_counts(papers: Sequence[ExportedPaper]) -> Figure:
    """Resolved papers with a known count (a count of an unconfirmed match may be another paper's), on a log scale
    that keeps zero: a few famous papers would otherwise flatten everything else against the axis."""
    counts = [
        paper.citation_count for paper in papers if paper.status == "resolved" and paper.citation_count is not None
    ]
    figure, axes = _figure(f"Citation counts of {len(counts)} resolved papers (log scale)")
    if not counts:
        return _empty(figure, axes, "no resolved paper has a known citation count")
    top = max(max(counts), 1)
    decades = math.ceil(math.log10(top + 1))
    edges = [0.0] + [10 ** (step / 4) for step in range(4 * decades + 1)]
    axes.hist(counts, bins=edges, color=STATUS_COLOURS["resolved"], edgecolor="white")
    axes.set_xscale("symlog", linthresh=1)
    axes.set_xlim(0, edges[-1])
    axes.set_xlabel("citations")
    axes.set_ylabel("papers")
    return figure


def links_per_host(papers: Sequence[ExportedPaper]) -> Figure:
    """Outcomes as this run knows them; links it could not check (offline, network down) are their own class."""
    by_host: dict[str, Counter[str]] = {}
    for paper in papers:
        for check in paper.link_checks:
            outcome = NOT_CHECKED if run_wide_cause(check) else check.status.value
            by_host.setdefault(_host(check.url), Counter())[outcome] += 1
    hosts = _top(by_host, TOP_HOSTS)
    classes = [cls.value for cls in LinkClass] + [NOT_CHECKED]
    figure, axes = _figure(f"Links per host (top {TOP_HOSTS}), by outcome")
    _stacked(
        axes,
        hosts,
        [by_host.get(host) or _other(by_host, hosts) for host in hosts],
        classes,
        LINK_COLOURS,
        horizontal=True,
    )
    axes.set_xlabel("links")
    return figure


def trend(history: Sequence[Mapping[str, Any]]) -> Figure:
    figure, axes = _figure(f"The last {len(history)} runs")
    if not history:
        return _empty(figure, axes, "no run recorded yet")
    runs = range(len(history))
    for status in STATUSES:
        axes.plot(
            runs,
            [line["by_status"].get(status, 0) for line in history],
            marker="o",
            markersize=3,
            label=status,
            color=STATUS_COLOURS[status],
        )
    axes.plot(
        runs,
        [line["links_reported_dead"] for line in history],
        marker="s",
        markersize=3,
        linestyle="--",
        label="dead links",
        color="#212121",
    )  # not red: that is the "error" status
    step = max(1, len(history) // 6)  # at most about seven dates fit under the plot
    axes.set_xticks(list(runs)[::step], run_labels([line["finished_at"] for line in history])[::step])
    axes.tick_params(axis="x", labelrotation=30)
    axes.set_ylabel("count")
    axes.set_ylim(bottom=0)
    axes.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0))
    return figure


def run_labels(finished: Sequence[str]) -> list[str]:
    """The day of each run, with its time where two runs share a day (a nightly run and one by hand): two
    points labelled alike could not be told apart."""
    times = [readable_time(iso) for iso in finished]
    days = Counter(time[:10] for time in times)
    return [time.removesuffix(" UTC") if days[time[:10]] > 1 else time[:10] for time in times]


# ---------------------------------------------------------------------------------------------------- helpers


def _figure(title: str) -> tuple[Figure, Any]:
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator

    figure = Figure(figsize=FIGURE_SIZE, layout="constrained")
    axes = figure.subplots()
    axes.set_title(_label(title))
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))  # every axis counts papers or links
    axes.yaxis.set_major_locator(MaxNLocator(integer=True))
    return figure, axes


def _empty(figure: Figure, axes: Any, message: str) -> Figure:
    axes.set_axis_off()
    axes.text(0.5, 0.5, _label(message), ha="center", va="center", transform=axes.transAxes, color="#616161")
    return figure


def _stacked(
    axes: Any,
    labels: Sequence[str],
    counts: Sequence[Mapping[str, int]],
    classes: Sequence[str],
    colours: Mapping[str, str],
    *,
    horizontal: bool,
) -> None:
    """One bar per label, one segment per class present anywhere; a legend only names classes that occur."""
    if not labels:
        _empty(axes.figure, axes, "nothing to show")
        return
    positions = range(len(labels))
    base = [0] * len(labels)
    for name in classes:
        values = [count.get(name, 0) for count in counts]
        if not any(values):
            continue
        if horizontal:
            axes.barh(positions, values, left=base, color=colours[name], label=name)
        else:
            axes.bar(positions, values, bottom=base, color=colours[name], label=name)
        base = [total + value for total, value in zip(base, values, strict=False)]
    tick_labels = [_label(label) for label in labels]
    if horizontal:
        axes.set_yticks(list(positions), tick_labels)
        axes.invert_yaxis()  # the largest on top, as read
    else:
        axes.set_xticks(list(positions), tick_labels)
    axes.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0))


def _top(counts: Mapping[str, Counter[str]], limit: int) -> list[str]:
    """The names with the most items, and "other" for the rest when there is a rest."""
    ranked = sorted(counts, key=lambda name: (-sum(counts[name].values()), name))
    return ranked[:limit] + (["other"] if len(ranked) > limit else [])


def _other(counts: Mapping[str, Counter[str]], shown: Sequence[str]) -> Counter[str]:
    rest: Counter[str] = Counter()
    for name, count in counts.items():
        if name not in shown:
            rest += count
    return rest


def paper_year(paper: ExportedPaper) -> int | None:
    """The record's year, else the list's: an unresolved entry still has the year its list gives."""
    return paper.year or next((o.seed_year for o in paper.occurrences if o.seed_year), None)


def paper_venue(paper: ExportedPaper) -> str:
    """The short name a reader knows the venue by: the record's acronym, else the list's, else the name itself."""
    first = paper.occurrences[0] if paper.occurrences else None
    return (
        paper.venue_acronym
        or (first.seed_venue_acronym if first else None)
        or paper.venue
        or (first.seed_venue if first else None)
        or "unknown"
    )


def _host(url: str) -> str:
    host = urlsplit(url).hostname or "unknown"
    return host.removeprefix("www.")


def _label(text: str) -> str:
    """Text from the data shown as written: a "$" would otherwise start matplotlib's math mode."""
    return text.replace("$", r"\$")


def _svg(figure: Figure, name: str) -> str:
    """The figure as an <svg> element for inlining: no XML prologue, ids made unique within the page."""
    import matplotlib

    buffer = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": f"enrich-{name}"}):
        figure.savefig(buffer, format="svg", metadata={"Date": None, "Creator": None})
    text = buffer.getvalue()
    svg = text[text.index("<svg") :]
    return _IDENTIFIER.sub(lambda match: f"{match.group(1)}{name}-", svg)
