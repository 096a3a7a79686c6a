"""The run summary: report.json for programs and report.md for the maintainer of a reading list.

Both come from one dictionary built here, so they never disagree. Everything in it follows the order of the list
(or an explicit sort), so two runs over the same data give the same report apart from the run facts it states.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable, Iterable, Sequence, get_args
from urllib.parse import urlsplit

from enrich import venues
from enrich.links.guard import ALLOWED_SCHEMES
from enrich.models import as_utc
from enrich.links.tally import describe_link_counts, link_counts, run_wide_cause
from enrich.models import (
    SCHEMA_VERSION,
    Conflict,
    ExportedPaper,
    LinkCheck,
    LinkClass,
    LinkKind,
    Occurrence,
    SourceName,
    SourceRecord,
    Status,
    Unparsed,
)

STATUSES: tuple[str, ...] = get_args(Status)
# Links enrich found itself (not written in any list): a maintainer cannot fix them by editing the list.
FOUND_LINK_KINDS = frozenset({LinkKind.doi, LinkKind.arxiv_abs, LinkKind.arxiv_pdf, LinkKind.open_access_pdf})
# Link outcomes that are problems but not (yet) reported dead: a flaky host must fail on several runs first.
SUSPECT_LINK_CLASSES = frozenset(
    {LinkClass.dead, LinkClass.timeout, LinkClass.soft_404, LinkClass.not_pdf, LinkClass.error})
CITATION_LEADERS = 10
CANDIDATES_SHOWN = 3  # best candidates per ambiguous/unresolved entry: enough to pick the right one by hand
# Longest list report.md shows per section, so it stays readable in a minute; report.json always has every item.
MARKDOWN_LIST_LIMIT = 50
IDENTIFIER_FIELDS = ("doi", "arxiv_id", "dblp_key", "s2_paper_id")
# Identifiers that name one published work: a new and a removed paper sharing one are the same paper under an edited
# title. Not the arXiv id: a list may name a preprint and its published version as two entries.
SAME_WORK_FIELDS = ("doi", "dblp_key", "s2_paper_id")
# Characters of an unreadable list line shown: enough to recognise the line, short enough to stay on one line.
RAW_LINE_SHOWN = 160
# The reasons enrich.links.stage gives a link it learnt nothing about because of the whole run, not the link: offline mode
# (exact reason), or a night on which no host answered (the reason carries this mark). Such a link was not checked.
SOURCE_NAMES = frozenset(get_args(SourceName))


@dataclass(frozen=True)
class RunInfo:
    """Facts about the run that only the pipeline knows; the only non-deterministic part of the report."""

    started_at: datetime
    finished_at: datetime
    requests_by_host: dict[str, int]
    stage_seconds: dict[str, float]
    sources_down: dict[str, str]  # source -> reason
    exit_reasons: list[str]
    exit_code: int


def is_safe_link_target(url: str | None) -> bool:
    """Whether a report may make ``url`` a link: http or https with a host, and nothing a reader cannot see.

    The one rule for report.md and report.html. URLs come from the lists and the services, so a "javascript:",
    "data:", "file:" or "vbscript:" address, a relative path, or one with spaces or control characters (which
    browsers strip before they read the scheme) is shown as text instead.
    """
    if not url or any(char.isspace() or not char.isprintable() for char in url):
        return False
    try:
        parts = urlsplit(url)
    except ValueError:
        return False
    return parts.scheme.lower() in ALLOWED_SCHEMES and bool(parts.netloc)


def location(occurrence: Occurrence) -> str:
    return f"{occurrence.file}:{occurrence.line}"


def reported_dead_links(paper: ExportedPaper) -> list[LinkCheck]:
    return [check for check in paper.link_checks if check.reported_dead]


# ------------------------------------------------------------------------------------------------ building


def build_report(papers: Sequence[ExportedPaper], run: RunInfo, previous: Sequence[ExportedPaper] | None, *,
                 unparsed: Sequence[Unparsed] = ()) -> dict[str, Any]:
    """The whole summary as plain JSON values; ``previous`` is the last run's output, None on a first run;
    ``unparsed`` the list lines the parse stage could not read, in list order."""
    return {
        "schema_version": SCHEMA_VERSION,
        "run": _run_facts(run),
        "counts": _counts(papers, run),
        "attention": {status: [_attention_item(p) for p in papers if p.status == status]
                      for status in ("ambiguous", "unresolved", "error")},
        "list_fixes": {"unparsed": [_unparsed_item(line) for line in unparsed],
                       "corrections": _list_corrections(papers)},
        "links": _link_problems(papers),
        "citation_leaders": _citation_leaders(papers),
        "changes": None if previous is None else _changes(papers, previous),
    }


def _run_facts(run: RunInfo) -> dict[str, Any]:
    return {
        "started_at": run.started_at.isoformat(),
        "finished_at": run.finished_at.isoformat(),
        "seconds": round((run.finished_at - run.started_at).total_seconds(), 1),
        "stage_seconds": {stage: round(seconds, 1) for stage, seconds in run.stage_seconds.items()},
        "requests_by_host": dict(sorted(run.requests_by_host.items())),
        "sources_down": dict(sorted(run.sources_down.items())),
        "exit_reasons": list(run.exit_reasons),
        "exit_code": run.exit_code,
    }


def _counts(papers: Sequence[ExportedPaper], run: RunInfo) -> dict[str, Any]:
    return {
        "papers": len(papers),
        "by_status": {status: sum(p.status == status for p in papers) for status in STATUSES},
        **link_counts((check for paper in papers for check in paper.link_checks), run.started_at),
    }


def _attention_item(paper: ExportedPaper) -> dict[str, Any]:
    """The entry as listed next to its best candidates with each one's evidence, so a person can decide from the
    report alone which record (if any) is the paper."""
    best = sorted(paper.candidates, key=lambda c: (-c.evidence.total, c.record.source, c.record.title))
    first = paper.occurrences[0] if paper.occurrences else None
    return {
        "id": paper.id,
        "title": paper.title,
        "reason": paper.reason,
        "locations": [location(o) for o in paper.occurrences],
        "listed": {"title": first.seed_title if first else paper.title,
                   "year": first.seed_year if first else paper.year,
                   "venue": first.seed_venue if first else paper.venue},
        "candidates": [
            {"title": c.record.title, "year": c.record.year, "venue": c.record.venue, "source": c.record.source,
             "score": round(c.evidence.total, 3),
             "evidence": c.evidence.model_dump(exclude={"total"})}
            for c in best[:CANDIDATES_SHOWN]
        ],
        "errors": [f"{failure.source}: {failure.reason}" for failure in paper.errors],
    }


def _unparsed_item(line: Unparsed) -> dict[str, Any]:
    return {"location": f"{line.file}:{line.line}", "reason": line.reason, "raw": _shorten(line.raw)}


def _shorten(text: str) -> str:
    return text if len(text) <= RAW_LINE_SHOWN else text[: RAW_LINE_SHOWN - 1].rstrip() + "…"


def _list_corrections(papers: Sequence[ExportedPaper]) -> list[dict[str, Any]]:
    """Per paper, the list lines whose year or venue the published record contradicts. Resolved papers only: a record
    not confirmed to be the paper must not ask anybody to change their list. Lines already right are left out."""
    items = []
    for paper in papers:
        if paper.status != "resolved":
            continue
        lines = []
        for occurrence in paper.occurrences:
            fixes = [fix for conflict in paper.conflicts if (fix := list_correction(paper, occurrence, conflict))]
            if fixes:
                lines.append({"location": location(occurrence), "fixes": fixes})
        if lines:
            items.append({"id": paper.id, "title": paper.title, "occurrences": lines})
    return items


def list_correction(paper: ExportedPaper, occurrence: Occurrence, conflict: Conflict) -> dict[str, Any] | None:
    """What this line says against what the record says, for a conflict between the list and a record; None when
    the line agrees with the record (another line of the same paper may be the wrong one), or names the preprint.

    The one judgement of whether a list line's year or venue is wrong: report.md lists the lines it returns under
    *list entries to correct*, and `enrich fix` corrects exactly those (``enrich.fix.writeback.fix_line``), so the two
    never disagree. Returns {"field": "year", "list", "record", "source"} or {"field": "venue", "list", "record",
    "record_acronym", "source"}."""
    if "seed" not in conflict.values or conflict.field not in ("year", "venue"):
        return None
    if venues.venue_for_acronym(occurrence.seed_venue_acronym) is venues.ARXIV:
        return None  # a line tagged arXiv names the preprint: its year and venue are the preprint's, not wrong
    others = sorted((source, value) for source, value in conflict.values.items() if source != "seed")
    if not others:
        return None
    source, value = others[0]
    if conflict.field == "year":
        if occurrence.seed_year is None or paper.year is None or occurrence.seed_year == paper.year:
            return None
        return {"field": "year", "list": occurrence.seed_year, "record": paper.year, "source": source}
    if source not in SOURCE_NAMES or not isinstance(value, str):
        return None
    dblp_key = paper.dblp_key if paper.provenance.get("dblp_key") == source else None
    record = SourceRecord(source=source, title=paper.title, venue=value, dblp_key=dblp_key)
    if not _names_another_venue(occurrence.seed_venue_acronym, record):
        return None
    return {"field": "venue", "list": occurrence.seed_venue or occurrence.seed_venue_acronym, "record": value,
            "record_acronym": venues.record_acronym(record), "source": source}


def _names_another_venue(acronym: str | None, record: SourceRecord) -> bool:
    """The judgement the resolve stage makes for the first listing, made for every line, so that aliases agree
    (PVLDB is VLDB); a tag the venue table does not know differs from a record whose venue the table knows."""
    if not acronym:
        return False
    verdict = venues.venue_matches(acronym, record)
    if verdict is not None:
        return verdict == 0.0
    return venues.venue_for_acronym(acronym) is None and venues.record_acronym(record) is not None


def _link_item(paper: ExportedPaper, check: LinkCheck) -> dict[str, Any]:
    """A link with the list lines that carry it: the lines where its URL is written, else every line of the paper."""
    written_at = [location(o) for o in paper.occurrences if check.url in o.raw]
    return {
        "paper_id": paper.id,
        "title": paper.title,
        "url": check.url,
        "kind": check.kind.value,
        "label": check.label,
        "status": check.status.value,
        "http_status": check.http_status,
        "final_url": check.final_url,
        "moved_to": check.github.moved_to if check.github else None,
        "reason": check.reason,
        "consecutive_failures": check.consecutive_failures,
        "in_list": bool(written_at) or check.kind not in FOUND_LINK_KINDS,
        "locations": written_at or [location(o) for o in paper.occurrences],
    }


def _link_group(check: LinkCheck) -> str | None:
    if check.reported_dead:
        return "dead"
    if check.status == LinkClass.redirected or (check.github and check.github.moved_to):
        return "moved"
    if check.status == LinkClass.blocked:
        return "blocked"
    if check.status in SUSPECT_LINK_CLASSES:
        return "suspect"
    return None


def _link_problems(papers: Sequence[ExportedPaper]) -> dict[str, list[dict[str, Any]]]:
    """Problems per link, apart from links this run could not check: those are kept in "not_checked" with the cause."""
    groups: dict[str, list[dict[str, Any]]] = {"dead": [], "moved": [], "blocked": [], "suspect": [], "not_checked": []}
    for paper in papers:
        for check in paper.link_checks:
            cause = run_wide_cause(check)
            if cause:
                groups["not_checked"].append({**_link_item(paper, check), "cause": cause})
            elif group := _link_group(check):
                groups[group].append(_link_item(paper, check))
    return groups


def _citation_leaders(papers: Sequence[ExportedPaper]) -> list[dict[str, Any]]:
    """Resolved papers only: a count read for an unconfirmed match may belong to another paper."""
    counted = [p for p in papers if p.status == "resolved" and p.citation_count is not None]
    counted.sort(key=lambda p: (-p.citation_count, p.title.casefold(), p.id))
    return [
        {"id": p.id, "title": p.title, "year": p.year, "venue": p.venue, "citation_count": p.citation_count,
         "citations_as_of": p.citations_as_of.isoformat() if p.citations_as_of else None}
        for p in counted[:CITATION_LEADERS]
    ]


def _changes(papers: Sequence[ExportedPaper], previous: Sequence[ExportedPaper]) -> dict[str, list[dict[str, Any]]]:
    """Records paired by id, or, for an id that is new, with a removed record of the same work: the id derives from
    the list's title, so an edited title is a new id for the same paper."""
    before = {p.id: p for p in previous}
    now = {p.id: p for p in papers}
    edited = _edited_titles([p for p in papers if p.id not in before], [p for p in previous if p.id not in now])
    kept = [(before.get(p.id) or edited[p.id][0], p) for p in papers if p.id in before or p.id in edited]
    renamed = {old.id for old, _field in edited.values()}
    return {
        "new": [_brief(p) for p in papers if p.id not in before and p.id not in edited],
        "removed": [_brief(p) for p in previous if p.id not in now and p.id not in renamed],
        "titles_edited": [{**_brief(p), "from_id": edited[p.id][0].id, "same": edited[p.id][1],
                           "list_title_was": _listed_title(edited[p.id][0]), "list_title_is": _listed_title(p)}
                          for p in papers if p.id in edited],
        "status": [{**_brief(new), "from": old.status, "to": new.status} for old, new in kept
                   if old.status != new.status],
        "citations": _citation_changes(kept),
        "identifiers": [{**_brief(new), "field": name, "from": getattr(old, name), "to": getattr(new, name)}
                        for old, new in kept for name in IDENTIFIER_FIELDS
                        if getattr(old, name) != getattr(new, name)],
        "links_died": _link_changes(kept, died=True),
        "links_back": _link_changes(kept, died=False),
    }


def _edited_titles(added: Sequence[ExportedPaper],
                   removed: Sequence[ExportedPaper]) -> dict[str, tuple[ExportedPaper, str]]:
    """New id -> (the removed record it replaces, the identifier they share); each removed record pairs once, with
    the first new record in list order that shares a DOI, dblp key or S2 id with it."""
    unpaired = list(removed)
    pairs = {}
    for new in added:
        for old in unpaired:
            shared = next((name for name in SAME_WORK_FIELDS if getattr(new, name)
                           and getattr(new, name) == getattr(old, name)), None)
            if shared:
                pairs[new.id] = (old, shared)
                unpaired.remove(old)
                break
    return pairs


def _brief(paper: ExportedPaper) -> dict[str, Any]:
    return {"id": paper.id, "title": paper.title, "status": paper.status,
            "locations": [location(o) for o in paper.occurrences]}


def _listed_title(paper: ExportedPaper) -> str:
    """The title as the list writes it (the edit a maintainer made), not the resolved one, which stays the same."""
    return paper.occurrences[0].seed_title if paper.occurrences else paper.title


def _citation_changes(kept: Iterable[tuple[ExportedPaper, ExportedPaper]]) -> list[dict[str, Any]]:
    """Both counts known and different; an unknown count is not a change to or from zero."""
    changes = [
        {**_brief(new), "from": old.citation_count, "to": new.citation_count,
         "delta": new.citation_count - old.citation_count}
        for old, new in kept
        if old.citation_count is not None and new.citation_count is not None
        and old.citation_count != new.citation_count
    ]
    return sorted(changes, key=lambda c: (-abs(c["delta"]), c["title"].casefold(), c["id"]))


def _link_changes(kept: Iterable[tuple[ExportedPaper, ExportedPaper]], *, died: bool) -> list[dict[str, Any]]:
    """Links of the same paper and URL whose reported-dead state flipped since the last run; a link this run could
    not check has not come back."""
    items = []
    for old, new in kept:
        was_dead = {check.url: check.reported_dead for check in old.link_checks}
        for check in new.link_checks:
            if run_wide_cause(check):
                continue
            if check.url in was_dead and was_dead[check.url] != check.reported_dead and check.reported_dead == died:
                items.append(_link_item(new, check))
    return items


# ----------------------------------------------------------------------------------------------- rendering


_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]<>|#])")


def _md(text: object) -> str:
    """Text from a list or a service, shown as written: markdown specials escaped, line breaks flattened."""
    return _MARKDOWN_SPECIAL.sub(r"\\\1", " ".join(str(text).split()))


def _code(text: str) -> str:
    """Text shown verbatim as a code span: the fence is longer than any run of backticks inside it."""
    flat = " ".join(text.split())
    fence = "`" * (max((len(run) for run in re.findall(r"`+", flat)), default=0) + 1)
    padding = " " if flat.startswith("`") or flat.endswith("`") else ""
    return f"{fence}{padding}{flat}{padding}{fence}"


def _url(url: str) -> str:
    """A web address as a link; anything else (or one with "<>" inside) as an inert code span."""
    return f"<{url}>" if is_safe_link_target(url) and not re.search(r"[<>]", url) else _code(url)


def _where(locations: Sequence[str]) -> str:
    return ", ".join(_code(place) for place in locations) or "(no list line)"


def _value(value: object) -> str:
    return "none" if value is None else _md(value)


def _section(title: str, items: Sequence[dict[str, Any]], render: Callable[[dict[str, Any]], list[str]]) -> list[str]:
    lines = [f"### {title} ({len(items)})", ""]
    if not items:
        return lines + ["None.", ""]
    lines += [line for item in items[:MARKDOWN_LIST_LIMIT] for line in render(item)]
    if len(items) > MARKDOWN_LIST_LIMIT:
        lines.append(f"- … and {len(items) - MARKDOWN_LIST_LIMIT} more (see report.json)")
    return lines + [""]


def render_markdown(report: dict[str, Any]) -> str:
    """The maintainer's view: what needs a decision or a fix first, then leaders, changes and run facts."""
    lines = ["# enrich report", ""]
    lines += _render_run_line(report["run"])
    lines += _render_counts(report["counts"])
    lines += ["## Needs a decision", ""]
    lines += _section("Ambiguous", report["attention"]["ambiguous"], _render_attention)
    lines += _section("Unresolved", report["attention"]["unresolved"], _render_attention)
    lines += _section("Errors", report["attention"]["error"], _render_attention)
    lines += ["## List lines to fix", ""]
    lines += _section("Lines that could not be read", report["list_fixes"]["unparsed"], _render_unparsed)
    lines += _section("List entries to correct", report["list_fixes"]["corrections"], _render_correction)
    lines += ["## Links to fix", ""]
    lines += _section("Dead", report["links"]["dead"], _render_link)
    lines += _section("Moved", report["links"]["moved"], _render_link)
    lines += _section("Blocked (check by hand)", report["links"]["blocked"], _render_link)
    lines += _section("Failing, not yet reported dead", report["links"]["suspect"], _render_link)
    lines += _render_not_checked(report["links"]["not_checked"])
    lines += _render_leaders(report["citation_leaders"])
    lines += _render_changes(report["changes"])
    lines += _render_services(report["run"])
    return "\n".join(lines).rstrip("\n") + "\n"


def readable_time(iso: str) -> str:
    """'2026-12-02 03:17 UTC': a run's time as a reader wants it; report.json keeps the full ISO timestamp."""
    return as_utc(datetime.fromisoformat(iso)).astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def _render_run_line(run: dict[str, Any]) -> list[str]:
    reasons = "; ".join(run["exit_reasons"]) or "none given"
    return [f"Run from {readable_time(run['started_at'])} to {readable_time(run['finished_at'])} "
            f"({run['seconds']:.1f} s). "
            f"Outcome: {_md(reasons)}.", ""]


def _render_counts(counts: dict[str, Any]) -> list[str]:
    lines = ["## Papers", "", "| status | papers |", "| --- | ---: |"]
    lines += [f"| {status} | {count} |" for status, count in counts["by_status"].items()]
    lines += [f"| **total** | **{counts['papers']}** |", ""]
    lines += [f"Links: {describe_link_counts(counts)}.", ""]
    return lines


def _render_attention(item: dict[str, Any]) -> list[str]:
    reason = f" — {_md(item['reason'])}" if item["reason"] else ""
    lines = [f"- **{_md(item['title'])}** at {_where(item['locations'])}{reason}"]
    lines += [f"  - failed: {_md(error)}" for error in item["errors"]]
    for candidate in item["candidates"]:
        facts = ", ".join(str(v) for v in (candidate["year"], candidate["venue"]) if v is not None) or "no year/venue"
        lines.append(f"  - candidate from {candidate['source']} (score {candidate['score']:.3f}): "
                     f"{_md(candidate['title'])} ({_md(facts)})")
    if not item["candidates"]:
        lines.append("  - no candidates found")
    return lines


def _render_unparsed(item: dict[str, Any]) -> list[str]:
    return [f"- {_code(item['location'])} — {_md(item['reason'])}: {_code(item['raw'])}"]


def _render_correction(item: dict[str, Any]) -> list[str]:
    lines = [f"- **{_md(item['title'])}**"]
    for occurrence in item["occurrences"]:
        fixes = "; ".join(_render_fix(fix) for fix in occurrence["fixes"])
        lines.append(f"  - {_code(occurrence['location'])}: {fixes}")
    return lines


def _render_fix(fix: dict[str, Any]) -> str:
    acronym = fix.get("record_acronym")
    record = _value(fix["record"])
    if acronym and acronym != fix["record"]:
        record = f"{_md(acronym)} ({record})"
    return f"{fix['field']}: the list says {_value(fix['list'])}, {fix['source']} says {record}"


def _render_not_checked(items: Sequence[dict[str, Any]]) -> list[str]:
    """One line per run-wide cause instead of one per link: the links are fine as far as anybody knows."""
    by_cause: dict[str, int] = {}
    for item in items:
        by_cause[item["cause"]] = by_cause.get(item["cause"], 0) + 1
    lines = [f"### Not checked this run ({len(items)})", ""]
    if not items:
        return lines + ["None.", ""]
    lines += [f"- {count} {'link' if count == 1 else 'links'}: {_md(cause)}; a run that reaches the network "
              f"checks them again (each one in report.json)" for cause, count in by_cause.items()]
    return lines + [""]


def _render_link(item: dict[str, Any]) -> list[str]:
    status = f"HTTP {item['http_status']}" if item["http_status"] is not None else item["status"]
    target = item["moved_to"] or item["final_url"]
    moved = f" → {_url(target)}" if target and target != item["url"] else ""
    origin = "" if item["in_list"] else " (found by enrich, not written in the list)"
    failing = f", failing {item['consecutive_failures']} runs" if item["consecutive_failures"] > 1 else ""
    return [f"- {_where(item['locations'])} {_url(item['url'])}{moved} [{_md(item['label'])}]{origin}: "
            f"{_md(status)} — {_md(item['reason'])}{failing} — {_md(item['title'])}"]


def _render_leaders(leaders: Sequence[dict[str, Any]]) -> list[str]:
    lines = ["## Citation leaders", ""]
    if not leaders:
        return lines + ["No resolved paper has a known citation count.", ""]
    lines += ["| # | citations | paper | as of |", "| ---: | ---: | --- | --- |"]
    for rank, leader in enumerate(leaders, 1):
        facts = ", ".join(str(v) for v in (leader["year"], leader["venue"]) if v is not None)
        paper = _md(leader["title"]) + (f" ({_md(facts)})" if facts else "")
        lines.append(f"| {rank} | {leader['citation_count']} | {paper} | {leader['citations_as_of'] or '?'} |")
    return lines + [""]


def _render_changes(changes: dict[str, Any] | None) -> list[str]:
    lines = ["## Changes since the last run", ""]
    if changes is None:
        return lines + ["No earlier output to compare with.", ""]
    lines += _section("New papers", changes["new"], lambda c: [f"- {_md(c['title'])} at {_where(c['locations'])}"])
    lines += _section("Removed papers", changes["removed"], lambda c: [f"- {_md(c['title'])} ({c['status']})"])
    lines += _section("Titles edited in the list", changes["titles_edited"],
                      lambda c: [f"- {_md(c['list_title_was'])} → {_md(c['list_title_is'])} "
                                 f"at {_where(c['locations'])}"])
    lines += _section("Status changes", changes["status"],
                      lambda c: [f"- {_md(c['title'])}: {c['from']} → {c['to']}"])
    lines += _section("Citation changes", changes["citations"],
                      lambda c: [f"- {_md(c['title'])}: {c['from']} → {c['to']} ({c['delta']:+d})"])
    lines += _section("Identifier changes", changes["identifiers"],
                      lambda c: [f"- {_md(c['title'])}: {c['field']} {_value(c['from'])} → {_value(c['to'])}"])
    lines += _section("Links that died", changes["links_died"], _render_link)
    lines += _section("Links that came back", changes["links_back"], _render_link)
    return lines


def _render_services(run: dict[str, Any]) -> list[str]:
    lines = ["## Services and time", "", "| host | requests |", "| --- | ---: |"]
    lines += [f"| {_md(host)} | {count} |" for host, count in run["requests_by_host"].items()]
    if not run["requests_by_host"]:
        lines.append("| (none) | 0 |")
    lines += ["", "| stage | seconds |", "| --- | ---: |"]
    lines += [f"| {_md(stage)} | {seconds:.1f} |" for stage, seconds in run["stage_seconds"].items()]
    if not run["sources_down"]:
        return lines + ["", "Sources down: none.", ""]
    lines += ["", "Sources down:", ""]
    lines += [f"- {source}: {_md(reason)}" for source, reason in run["sources_down"].items()]
    return lines + [""]
