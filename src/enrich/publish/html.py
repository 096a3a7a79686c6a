"""output/report.html: the run report as one page a maintainer reads at a glance, opened with a double click.

Everything is in the one file (CSS, the plots as SVG, a small script for the table), so it can be mailed, published
or opened from a file manager with no network. It shows, top to bottom, what a maintainer asks in that order: did
tonight go well (verdict and exit code), what changed, which entries need a decision, which links to fix, how the
list looks (plots), and then every paper in a table that sorts and filters.

The data comes from the report dictionary that report.json and report.md are rendered from (so the three never
disagree); only the plots and the table read the papers themselves. Every value from the lists or the services is
escaped: titles contain "<" and "&". Long sections are cut at a fixed number of items (the rest is in report.json
and in the table), which keeps the page under 2 MB for a list of a thousand papers.
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable, Iterable, Mapping, Sequence

from enrich.ids import is_valid_dblp_key
from enrich.links.targets import found_links
from enrich.models import ExportedPaper, LinkClass, LinkKind
from enrich.publish.plots import paper_venue, paper_year, plots
from enrich.publish.report import FOUND_LINK_KINDS, STATUSES, is_safe_link_target, location, readable_time

# Items per section before "… and N more": a page read at a glance, not a dump (report.json has every item).
ITEMS_SHOWN = 50
# Sub-lists of tonight's changes up to this long are open; longer ones (a first run of a big list) start folded.
OPEN_UP_TO = 20
# Groups of decisions up to this long show every side-by-side table; longer ones show one summary line each.
DECISIONS_OPEN = 5
AUTHORS_SHOWN = 3
EXIT_HEADLINES = {0: "All good", 1: "Needs a person", 3: "A source was down"}  # the CLI's exit codes (README)
PLOT_CAPTIONS = {
    "years": "Papers per year (the list's year where no record gave one), stacked by status.",
    "venues": "Papers per venue, stacked by status; the rest of the venues are folded into \u201cother\u201d.",
    "citations": "How many resolved papers have how many citations; the x axis is logarithmic and keeps zero.",
    "hosts": "Link outcomes per host: where links die, move or are refused.",
    "trend": "Papers by status and dead links over the last runs (output/history.jsonl).",
}
EVIDENCE_ROWS = (("title", "title match"), ("year", "year match"), ("venue", "venue match"),
                 ("authors", "authors match"), ("version_penalty", "version penalty"))


def render_html(report: Mapping[str, Any], papers: Sequence[ExportedPaper],
                history: Sequence[Mapping[str, Any]]) -> str:
    """The whole page; ``history`` is the runs' counts including this run, oldest first."""
    sections = [
        _verdict(report),
        _changes(report["changes"]),
        _attention(report["attention"]),
        _links(report["links"]),
        _plots(plots(papers, history)),
        _table(papers),
        _run_facts(report["run"]),
    ]
    return (f"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            f"<title>enrich report {_text(report['run']['finished_at'][:10])}</title>\n<style>{CSS}</style>\n"
            f"</head>\n<body>\n{''.join(sections)}<script>{SCRIPT}</script>\n</body>\n</html>\n")


# ------------------------------------------------------------------------------------------------- sections


def _verdict(report: Mapping[str, Any]) -> str:
    run, counts = report["run"], report["counts"]
    code = run["exit_code"]
    statuses = ", ".join(f"{count} {status}" for status, count in counts["by_status"].items())
    reasons = "; ".join(run["exit_reasons"])
    return (f"<header class=\"verdict exit-{code}\" id=\"verdict\"><h1>{_text(EXIT_HEADLINES.get(code, 'Finished'))}"
            f" <span class=\"code\">exit code {code}</span></h1>\n<p>{_text(reasons)}</p>\n"
            f"<p class=\"facts\">{counts['papers']} papers ({statuses}); {counts['links']} links, "
            f"{counts['links_reported_dead']} reported dead. Run {readable_time(run['started_at'])} to "
            f"{readable_time(run['finished_at'])} ({run['seconds']:.1f} s).</p>\n<nav><a href=\"#changes\">changes</a> · "
            f"<a href=\"#attention\">needs a person</a> · <a href=\"#links\">links to fix</a> · "
            f"<a href=\"#plots\">plots</a> · <a href=\"#papers\">all papers</a></nav></header>\n")


def _changes(changes: Mapping[str, Any] | None) -> str:
    head = "<section id=\"changes\"><h2>Tonight's changes</h2>\n"
    if changes is None:
        return head + "<p class=\"none\">First run: no earlier output to compare with.</p></section>\n"
    if not any(changes.values()):
        return head + "<p class=\"none\">Nothing changed since the last run.</p></section>\n"
    parts = [
        _group("New entries", changes["new"], lambda c: f"{_title(c)} {_where(c['locations'])}"),
        _group("Edited entries", changes["titles_edited"],
               lambda c: f"{_text(c['list_title_was'])} → <b>{_text(c['list_title_is'])}</b> "
                         f"{_where(c['locations'])}"),
        _group("Removed entries", changes["removed"], lambda c: f"{_title(c)} <i>({_text(c['status'])})</i>"),
        _group("Newly dead links", changes["links_died"], _link_line),
        _group("Status changes", changes["status"],
               lambda c: f"{_title(c)}: {_badge(c['from'])} → {_badge(c['to'])}"),
        _group("Links that came back", changes["links_back"], _link_line),
        _group("Identifier changes", changes["identifiers"],
               lambda c: f"{_title(c)}: {_text(c['field'])} {_code(c['from'])} → {_code(c['to'])}"),
        _group("Citation changes", changes["citations"],
               lambda c: f"{_title(c)}: {c['from']} → {c['to']} ({c['delta']:+d})"),
    ]
    return head + "".join(parts) + "</section>\n"


def _attention(attention: Mapping[str, Sequence[Mapping[str, Any]]]) -> str:
    waiting = sum(len(items) for items in attention.values())
    parts = [f"<section id=\"attention\"><h2>Needs a person ({waiting})</h2>\n"]
    if not waiting:
        parts.append("<p class=\"none\">Every entry is resolved.</p>\n")
    titles = {"ambiguous": "Ambiguous: pick the right record", "unresolved": "Unresolved: the closest records",
              "error": "Errors: a source failed and the others found nothing"}
    for status, items in attention.items():
        if items:
            parts.append(f"<h3>{titles[status]} ({len(items)})</h3>\n")
            opened = len(items) <= DECISIONS_OPEN
            parts += [_decision(item, opened) for item in items[:ITEMS_SHOWN]]
            parts.append(_more(len(items)))
    return "".join(parts) + "</section>\n"


def _decision(item: Mapping[str, Any], opened: bool) -> str:
    """The entry as listed next to each candidate, one column each, with the evidence that scored it; folded to
    its summary line when the group is long, so the page still reads at a glance."""
    listed, candidates = item["listed"], item["candidates"]
    reason = f" — {_text(item['reason'])}" if item["reason"] else ""
    errors = "".join(f"<li>failed: {_text(error)}</li>" for error in item["errors"])
    head = (f"<details class=\"decision\"{' open' if opened else ''}><summary>{_title(item)} "
            f"{_where(item['locations'])}{reason}</summary>" + (f"<ul>{errors}</ul>" if errors else ""))
    if not candidates:
        return head + "<p class=\"none\">No candidate found.</p></details>\n"
    columns = "".join(f"<th>{_text(c['source'])} · score {c['score']:.3f}</th>" for c in candidates)
    rows = [_row("title", listed["title"], [c["title"] for c in candidates]),
            _row("year", listed["year"], [c["year"] for c in candidates]),
            _row("venue", listed["venue"], [c["venue"] for c in candidates])]
    rows += [_row(label, None, [c["evidence"].get(name) for c in candidates], evidence=True)
             for name, label in EVIDENCE_ROWS]
    notes = "".join(f"<td>{'; '.join(_text(note) for note in c['evidence'].get('notes', []))}</td>"
                    for c in candidates)
    rows.append(f"<tr><th>notes</th><td></td>{notes}</tr>")
    return (head + f"<div class=\"scroll\"><table class=\"side\"><thead><tr><th></th><th>the list</th>{columns}"
                   f"</tr></thead><tbody>{''.join(rows)}</tbody></table></div></details>\n")


def _row(label: str, listed: Any, values: Sequence[Any], *, evidence: bool = False) -> str:
    cells = "".join(f"<td>{_score(value) if evidence else _value(value)}</td>" for value in values)
    return f"<tr><th>{label}</th><td>{'' if evidence else _value(listed)}</td>{cells}</tr>"


def _links(links: Mapping[str, Sequence[Mapping[str, Any]]]) -> str:
    parts = ["<section id=\"links\"><h2>Links to fix</h2>\n"]
    for group, title in (("dead", "Dead"), ("moved", "Moved")):
        items = links[group]
        if not items:
            parts.append(f"<h3>{title} (0)</h3>\n<p class=\"none\">None.</p>\n")
            continue
        rows = "".join(_link_row(item) for item in items[:ITEMS_SHOWN])
        opened = " open" if len(items) <= OPEN_UP_TO else ""
        parts.append(f"<details class=\"group\"{opened}><summary>{title} ({len(items)})</summary>"
                     f"<div class=\"scroll\"><table class=\"links\"><thead><tr><th>where</th><th>link</th>"
                     f"<th>outcome</th><th>paper</th></tr></thead><tbody>{rows}</tbody></table></div>"
                     f"{_more(len(items))}</details>\n")
    others = {"blocked": "blocked (check by hand)", "suspect": "failing, not yet reported dead",
              "not_checked": "not checked this run"}
    counted = ", ".join(f"{len(links[group])} {name}" for group, name in others.items() if links[group])
    if counted:
        parts.append(f"<p>Also {counted}: each one is in report.md and report.json.</p>\n")
    return "".join(parts) + "</section>\n"


def _link_row(item: Mapping[str, Any]) -> str:
    target = item["moved_to"] or item["final_url"]
    moved = f"<small class=\"url\">now at {_anchor(target, target)}</small>" if target and target != item["url"] else ""
    origin = "" if item["in_list"] else " <i>(found by enrich)</i>"
    return (f"<tr><td>{_where(item['locations'])}</td><td>{_anchor(item['url'], item['label'])}{origin}{moved}</td>"
            f"<td>{_outcome(item)}</td><td>{_text(item['title'])}</td></tr>")


def _plots(svgs: Mapping[str, str]) -> str:
    figures = "".join(f"<figure id=\"plot-{name}\">{svg}<figcaption>{_text(PLOT_CAPTIONS[name])}</figcaption>"
                      f"</figure>\n" for name, svg in svgs.items())
    return f"<section id=\"plots\"><h2>How the list looks</h2>\n<div class=\"plots\">{figures}</div></section>\n"


def _table(papers: Sequence[ExportedPaper]) -> str:
    venues = sorted({paper_venue(p) for p in papers}, key=str.casefold)
    years = sorted({year for p in papers if (year := paper_year(p)) is not None}, reverse=True)
    filters = (f"<div class=\"filters\"><select id=\"filter-status\" aria-label=\"status\">"
               f"{_options('every status', STATUSES)}</select>"
               f"<select id=\"filter-venue\" aria-label=\"venue\">{_options('every venue', venues)}</select>"
               f"<select id=\"filter-year\" aria-label=\"year\">{_options('every year', map(str, years))}</select>"
               f"<input id=\"filter-text\" type=\"search\" placeholder=\"title, author, file…\" aria-label=\"text\">"
               f"<span id=\"shown\">{len(papers)} of {len(papers)} papers</span></div>\n")
    head = ("<thead><tr><th data-sort=\"title\">title</th><th data-sort=\"year\" data-numeric>year</th>"
            "<th data-sort=\"venue\">venue</th><th data-sort=\"status\">status</th>"
            "<th data-sort=\"cites\" data-numeric>citations</th><th>links</th></tr></thead>")
    rows = "\n".join(_paper_row(paper) for paper in papers)
    return (f"<section id=\"papers\"><h2>All papers ({len(papers)})</h2>\n{filters}<div class=\"scroll\">"
            f"<table id=\"paper-table\">{head}\n<tbody>\n{rows}\n</tbody></table></div></section>\n")


def _paper_row(paper: ExportedPaper) -> str:
    year = paper_year(paper)
    venue = paper_venue(paper)
    cites = paper.citation_count
    authors = [author.name for author in paper.authors]
    shown_authors = ", ".join(authors[:AUTHORS_SHOWN]) + (" et al." if len(authors) > AUTHORS_SHOWN else "")
    places = ", ".join(location(o) for o in paper.occurrences)
    return (f"<tr data-status=\"{paper.status}\" data-venue=\"{_text(venue)}\" data-year=\"{year or ''}\" "
            f"data-cites=\"{'' if cites is None else cites}\"><td><span class=\"t\">{_text(paper.title)}</span>"
            f"<small>{_text(shown_authors)}{' · ' if shown_authors else ''}{_text(places)}</small></td>"
            f"<td>{year or ''}</td><td title=\"{_text(paper.venue or '')}\">{_text(venue)}</td>"
            f"<td>{_badge(paper.status)}</td><td class=\"num\">{'' if cites is None else cites}</td>"
            f"<td class=\"ids\">{_identifier_links(paper)}{_list_links(paper)}</td></tr>")


def _identifier_links(paper: ExportedPaper) -> str:
    """DOI and arXiv at the addresses the link checker checks; dblp and S2 at their record pages."""
    found = {link.kind: link.url for link in found_links(paper)}
    targets = [("DOI", found.get(LinkKind.doi)), ("arXiv", found.get(LinkKind.arxiv_abs)),
               ("dblp", f"https://dblp.org/rec/{paper.dblp_key}" if is_valid_dblp_key(paper.dblp_key) else None),
               ("S2", f"https://www.semanticscholar.org/paper/{paper.s2_paper_id}" if paper.s2_paper_id else None)]
    return "".join(_anchor(url, name, "id") for name, url in targets if url)


def _list_links(paper: ExportedPaper) -> str:
    """The list's own links, marked by their last check (dead struck through, moved in blue), then any the run did
    not check (a run of the export stage alone on an older links artifact)."""
    checks = [check for check in paper.link_checks if check.kind not in FOUND_LINK_KINDS]
    checked = {check.url for check in checks}
    anchors = []
    for check in checks:
        state = "dead" if check.reported_dead else "moved" if check.status == LinkClass.redirected else "alive"
        anchors.append(_anchor(check.url, check.label, f"own {state}", f"{check.status.value}: {check.reason}"))
    anchors += [_anchor(link.url, link.label, "own", "not checked") for link in paper.links
                if link.url and link.url.strip() not in checked]
    return "".join(anchors)


def _run_facts(run: Mapping[str, Any]) -> str:
    hosts = ", ".join(f"{_text(host)} {count}" for host, count in run["requests_by_host"].items()) or "none"
    stages = ", ".join(f"{_text(stage)} {seconds:.1f} s" for stage, seconds in run["stage_seconds"].items())
    down = "; ".join(f"{_text(source)}: {_text(why)}" for source, why in run["sources_down"].items()) or "none"
    return (f"<footer><p>Requests per host: {hosts}. Time per stage: {stages or 'none'}. Sources down: {down}.</p>"
            f"<p>Made by enrich; the same data is in report.json, report.md and papers.jsonl.</p></footer>\n")


# -------------------------------------------------------------------------------------------------- pieces


def _text(value: object) -> str:
    return escape(str(value), quote=True)


def _value(value: object) -> str:
    return "<i>none</i>" if value is None else _text(value)


def _score(value: object) -> str:
    if value is None:
        return "<i>unknown</i>"
    return f"{value:.2f}" if isinstance(value, float) else _text(value)


def _code(value: object) -> str:
    return "<i>none</i>" if value is None else f"<code>{_text(value)}</code>"


def _title(item: Mapping[str, Any]) -> str:
    return f"<b>{_text(item['title'])}</b>"


def _where(locations: Sequence[str]) -> str:
    return "<span class=\"where\">" + (_text(", ".join(locations)) or "no list line") + "</span>"


def _badge(status: str) -> str:
    return f"<span class=\"badge {_text(status)}\">{_text(status)}</span>"


def _anchor(url: str, label: str, css: str = "", hint: str = "") -> str:
    """A link only for a safe target (``is_safe_link_target``): a list could carry a javascript: URL, which must not
    become clickable."""
    classes = f" class=\"{css}\"" if css else ""
    tip = f" title=\"{_text(hint)}\"" if hint else ""
    if not is_safe_link_target(url):
        return f"<span{classes}{tip}>{_text(label)}</span>"
    return f"<a{classes}{tip} href=\"{_text(url)}\">{_text(label)}</a>"


def _outcome(item: Mapping[str, Any]) -> str:
    status = f"HTTP {item['http_status']}" if item["http_status"] is not None else item["status"]
    return f"{_text(status)} <small>{_text(item['reason'])}</small>"


def _link_line(item: Mapping[str, Any]) -> str:
    return (f"{_where(item['locations'])} {_anchor(item['url'], item['label'])} {_outcome(item)} — "
            f"{_text(item['title'])}")


def _group(title: str, items: Sequence[Mapping[str, Any]], render: Callable[[Mapping[str, Any]], str]) -> str:
    if not items:
        return ""
    shown = "".join(f"<li>{render(item)}</li>" for item in items[:ITEMS_SHOWN])
    folded = "" if len(items) <= OPEN_UP_TO else " class=\"long\""
    opened = " open" if len(items) <= OPEN_UP_TO else ""
    return (f"<details{opened}{folded}><summary>{title} ({len(items)})</summary><ul>{shown}</ul>"
            f"{_more(len(items))}</details>\n")


def _more(count: int) -> str:
    return f"<p class=\"more\">… and {count - ITEMS_SHOWN} more in report.json.</p>\n" if count > ITEMS_SHOWN else ""


def _options(every: str, values: Iterable[str]) -> str:
    return f"<option value=\"\">{every}</option>" + "".join(
        f"<option>{_text(value)}</option>" for value in values)


CSS = """
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0 auto;max-width:1200px;padding:0 16px 32px;
color:#212121}
h2{border-bottom:1px solid #ddd;padding-bottom:4px;margin-top:32px}h3{margin-bottom:6px}
.verdict{border-radius:0 0 8px 8px;padding:12px 20px;margin:0 -16px 8px;color:#fff;background:#2e7d32}
.verdict.exit-1{background:#ef6c00}.verdict.exit-3{background:#c62828}.verdict h1{margin:0 0 4px;font-size:22px}
.verdict .code{font-size:14px;font-weight:normal;opacity:.85;margin-left:8px}.verdict a{color:#fff}
.verdict p{margin:4px 0}.facts{opacity:.9}.none{color:#616161}.more{color:#616161;font-style:italic}
details{margin:4px 0}summary{cursor:pointer;font-weight:600}
details.group>summary{font-size:1.17em;margin:16px 0 6px}.url{word-break:break-all}
table.links td:first-child{width:22%}table.links td:nth-child(2){width:38%}table.links td:nth-child(3){width:10em}ul{margin:4px 0;padding-left:22px}
.where{font-family:ui-monospace,monospace;font-size:12px;color:#455a64}
.badge{border-radius:8px;padding:0 6px;font-size:12px;color:#fff;background:#9e9e9e}
.badge.resolved{background:#2e7d32}.badge.ambiguous{background:#ef6c00}.badge.error{background:#c62828}
.decision{border:1px solid #e0e0e0;border-radius:6px;padding:6px 12px;margin:6px 0}
.decision summary{font-weight:normal}.decision table{margin-top:6px}.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:3px 6px;
border-bottom:1px solid #eee}td small,.decision small{display:block;color:#616161}
table.side th:first-child{white-space:nowrap;color:#616161;font-weight:normal}table.side td{min-width:12em}
.plots{display:grid;grid-template-columns:repeat(auto-fit,minmax(520px,1fr));gap:16px}
figure{margin:0;border:1px solid #eee;border-radius:6px;padding:8px}figure svg{width:100%;height:auto}
figcaption{color:#616161;font-size:12px}
.filters{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:8px 0}
.filters input{flex:1;min-width:200px;padding:3px 6px}#shown{color:#616161}
#paper-table th[data-sort]{cursor:pointer;user-select:none;white-space:nowrap}
#paper-table th[aria-sort=ascending]::after{content:" \\25B2"}#paper-table th[aria-sort=descending]::after{content:" \\25BC"}
#paper-table .num{text-align:right}.ids a,.ids span{margin-right:6px;white-space:nowrap}
.ids a.id{font-weight:600}.ids .dead{color:#c62828;text-decoration:line-through}.ids .moved{color:#1565c0}
footer{margin-top:32px;color:#616161;font-size:12px}
"""

# The table's sorting and filtering: a few lines of plain script, no library and no network. Rows are rendered in
# HTML, so the table reads without the script; it only adds the controls.
SCRIPT = """
(function () {
  var table = document.getElementById("paper-table");
  var rows = Array.prototype.slice.call(table.tBodies[0].rows);
  var texts = new Map(rows.map(function (row) { return [row, row.textContent.toLowerCase()]; }));
  var index = new Map(rows.map(function (row, i) { return [row, i]; }));
  var status = document.getElementById("filter-status"), venue = document.getElementById("filter-venue");
  var year = document.getElementById("filter-year"), text = document.getElementById("filter-text");
  var shown = document.getElementById("shown");
  function filter() {
    var query = text.value.trim().toLowerCase(), count = 0;
    rows.forEach(function (row) {
      var match = (!status.value || row.dataset.status === status.value) &&
        (!venue.value || row.dataset.venue === venue.value) && (!year.value || row.dataset.year === year.value) &&
        (!query || texts.get(row).indexOf(query) >= 0);
      row.hidden = !match;
      if (match) { count++; }
    });
    shown.textContent = count + " of " + rows.length + " papers";
  }
  function key(row, name, numeric) {
    if (name === "title") { return row.cells[0].firstChild.textContent.toLowerCase(); }
    var value = row.dataset[name];
    return numeric ? (value === "" ? null : Number(value)) : value.toLowerCase();
  }
  function sort(header) {
    var name = header.dataset.sort, numeric = header.hasAttribute("data-numeric");
    var direction = header.getAttribute("aria-sort") === "ascending" ? -1 : 1;
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (cell) { cell.removeAttribute("aria-sort"); });
    header.setAttribute("aria-sort", direction === 1 ? "ascending" : "descending");
    rows.sort(function (a, b) {
      var x = key(a, name, numeric), y = key(b, name, numeric);
      if (x === y) { return index.get(a) - index.get(b); }
      if (x === null) { return 1; }
      if (y === null) { return -1; }
      return (x < y ? -1 : 1) * direction;
    });
    var body = table.tBodies[0];
    rows.forEach(function (row) { body.appendChild(row); });
  }
  [status, venue, year].forEach(function (control) { control.addEventListener("change", filter); });
  text.addEventListener("input", filter);
  table.tHead.addEventListener("click", function (event) {
    var header = event.target.closest("th[data-sort]");
    if (header) { sort(header); filter(); }
  });
  document.documentElement.dataset.tableReady = String(rows.length);
})();
"""
