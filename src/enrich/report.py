"""The run summary: report.json for programs and report.md for the maintainer of a reading list.

Both come from one dictionary built here, so they never disagree. Everything in it follows the order of the list
(or an explicit sort), so two runs over the same data give the same report apart from the run facts it states.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Callable, Iterable, Sequence, get_args

from enrich.models import SCHEMA_VERSION, ExportedPaper, LinkCheck, LinkClass, LinkKind, Occurrence, Status

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


@dataclass(frozen=True)
class RunInfo:
    """Facts about the run that only the pipeline knows; the only non-deterministic part of the report."""

    started_at: datetime
    finished_at: datetime
    requests_by_host: dict[str, int]
    stage_seconds: dict[str, float]
    sources_down: dict[str, str]  # source -> reason
    exit_reasons: list[str]


def location(occurrence: Occurrence) -> str:
    return f"{occurrence.file}:{occurrence.line}"


def reported_dead_links(paper: ExportedPaper) -> list[LinkCheck]:
    return [check for check in paper.link_checks if check.reported_dead]


# ------------------------------------------------------------------------------------------------ building


def build_report(papers: Sequence[ExportedPaper], run: RunInfo,
                 previous: Sequence[ExportedPaper] | None) -> dict[str, Any]:
    """The whole summary as plain JSON values; ``previous`` is the last run's output, None on a first run."""
    return {
        "schema_version": SCHEMA_VERSION,
        "run": _run_facts(run),
        "counts": _counts(papers),
        "attention": {status: [_attention_item(p) for p in papers if p.status == status]
                      for status in ("ambiguous", "unresolved", "error")},
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
    }


def _counts(papers: Sequence[ExportedPaper]) -> dict[str, Any]:
    checks = [check for paper in papers for check in paper.link_checks]
    return {
        "papers": len(papers),
        "by_status": {status: sum(p.status == status for p in papers) for status in STATUSES},
        "links_checked": len(checks),
        "links_by_status": {cls.value: sum(c.status == cls for c in checks) for cls in LinkClass},
        "links_reported_dead": sum(c.reported_dead for c in checks),
    }


def _attention_item(paper: ExportedPaper) -> dict[str, Any]:
    best = sorted(paper.candidates, key=lambda c: (-c.evidence.total, c.record.source, c.record.title))
    return {
        "id": paper.id,
        "title": paper.title,
        "reason": paper.reason,
        "locations": [location(o) for o in paper.occurrences],
        "candidates": [
            {"title": c.record.title, "year": c.record.year, "venue": c.record.venue, "source": c.record.source,
             "score": round(c.evidence.total, 3)}
            for c in best[:CANDIDATES_SHOWN]
        ],
        "errors": [f"{failure.source}: {failure.reason}" for failure in paper.errors],
    }


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
    groups: dict[str, list[dict[str, Any]]] = {"dead": [], "moved": [], "blocked": [], "suspect": []}
    for paper in papers:
        for check in paper.link_checks:
            group = _link_group(check)
            if group:
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
    before = {p.id: p for p in previous}
    now = {p.id: p for p in papers}
    kept = [(before[p.id], p) for p in papers if p.id in before]
    return {
        "new": [_brief(p) for p in papers if p.id not in before],
        "removed": [_brief(p) for p in previous if p.id not in now],
        "status": [{**_brief(new), "from": old.status, "to": new.status} for old, new in kept
                   if old.status != new.status],
        "citations": _citation_changes(kept),
        "identifiers": [{**_brief(new), "field": name, "from": getattr(old, name), "to": getattr(new, name)}
                        for old, new in kept for name in IDENTIFIER_FIELDS
                        if getattr(old, name) != getattr(new, name)],
        "links_died": _link_changes(kept, died=True),
        "links_back": _link_changes(kept, died=False),
    }


def _brief(paper: ExportedPaper) -> dict[str, Any]:
    return {"id": paper.id, "title": paper.title, "status": paper.status,
            "locations": [location(o) for o in paper.occurrences]}


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
    """Links of the same paper and URL whose reported-dead state flipped since the last run."""
    items = []
    for old, new in kept:
        was_dead = {check.url: check.reported_dead for check in old.link_checks}
        for check in new.link_checks:
            if check.url in was_dead and was_dead[check.url] != check.reported_dead and check.reported_dead == died:
                items.append(_link_item(new, check))
    return items


# ----------------------------------------------------------------------------------------------- rendering


_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]<>|#])")


def _md(text: object) -> str:
    """Text from a list or a service, shown as written: markdown specials escaped, line breaks flattened."""
    return _MARKDOWN_SPECIAL.sub(r"\\\1", " ".join(str(text).split()))


def _url(url: str) -> str:
    return f"<{url}>" if not re.search(r"[\s<>]", url) else f"`{url.replace('`', '%60')}`"


def _where(locations: Sequence[str]) -> str:
    return ", ".join(f"`{place}`" for place in locations) or "(no list line)"


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
    lines += ["## Links to fix", ""]
    lines += _section("Dead", report["links"]["dead"], _render_link)
    lines += _section("Moved", report["links"]["moved"], _render_link)
    lines += _section("Blocked (check by hand)", report["links"]["blocked"], _render_link)
    lines += _section("Failing, not yet reported dead", report["links"]["suspect"], _render_link)
    lines += _render_leaders(report["citation_leaders"])
    lines += _render_changes(report["changes"])
    lines += _render_services(report["run"])
    return "\n".join(lines).rstrip("\n") + "\n"


def _render_run_line(run: dict[str, Any]) -> list[str]:
    reasons = "; ".join(run["exit_reasons"]) or "none given"
    return [f"Run from {run['started_at']} to {run['finished_at']} ({run['seconds']:.1f} s). "
            f"Outcome: {_md(reasons)}.", ""]


def _render_counts(counts: dict[str, Any]) -> list[str]:
    lines = ["## Papers", "", "| status | papers |", "| --- | ---: |"]
    lines += [f"| {status} | {count} |" for status, count in counts["by_status"].items()]
    lines += [f"| **total** | **{counts['papers']}** |", ""]
    outcomes = ", ".join(f"{count} {name}" for name, count in counts["links_by_status"].items() if count)
    lines += [f"Links checked: {counts['links_checked']}" + (f" ({outcomes})" if outcomes else "")
              + f"; reported dead: {counts['links_reported_dead']}.", ""]
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
