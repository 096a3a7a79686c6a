"""report.md: the run report for the maintainer of a reading list, read in a minute in any Markdown viewer.

Rendered from the ``Report`` that report.json is written from, so the two never disagree. Every value from a list or
a service is escaped as Markdown (titles contain "*", "_" and "<"), and only http(s) addresses become links.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TypeVar

from enrich.export.report import is_safe_link_target, readable_time
from enrich.export.report_model import (
    AttentionItem,
    Changes,
    CitationLeader,
    CorrectionItem,
    Counts,
    DuplicateGroup,
    LinkItem,
    ListCorrection,
    NotCheckedLink,
    Report,
    RetractedPaper,
    RunFacts,
    UnparsedLine,
    YearCorrection,
)
from enrich.links.tally import describe_link_counts
from enrich.progress import format_counts

# Longest list report.md shows per section, so it stays readable in a minute; report.json always has every item.
MARKDOWN_LIST_LIMIT = 50

Item = TypeVar("Item")

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


def _section(title: str, items: Sequence[Item], render: Callable[[Item], list[str]]) -> list[str]:
    lines = [f"### {title} ({len(items)})", ""]
    if not items:
        return lines + ["None.", ""]
    lines += [line for item in items[:MARKDOWN_LIST_LIMIT] for line in render(item)]
    if len(items) > MARKDOWN_LIST_LIMIT:
        lines.append(f"- … and {len(items) - MARKDOWN_LIST_LIMIT} more (see report.json)")
    return lines + [""]


def render_markdown(report: Report) -> str:
    """The maintainer's view: what needs a decision or a fix first, then leaders, changes and run facts."""
    lines = ["# enrich report", ""]
    lines += _render_run_line(report.run)
    lines += _render_counts(report.counts)
    lines += ["## Needs a decision", ""]
    lines += _section("Ambiguous", report.attention.ambiguous, _render_attention)
    lines += _section("Unresolved", report.attention.unresolved, _render_attention)
    lines += _section("Errors", report.attention.error, _render_attention)
    lines += ["## Retracted or under concern", ""]
    lines += _section("Retracted, withdrawn or under an expression of concern", report.retracted, _render_retracted)
    lines += ["## List lines to fix", ""]
    lines += _section("Lines that could not be read", report.list_fixes.unparsed, _render_unparsed)
    lines += _section("List entries to correct", report.list_fixes.corrections, _render_correction)
    lines += _section("Duplicates (one paper, several entries)", report.list_fixes.duplicates, _render_duplicates)
    lines += _render_skipped(report.list_fixes.skipped)
    lines += ["## Links to fix", ""]
    lines += _section("Dead", report.links.dead, _render_link)
    lines += _section("Moved", report.links.moved, _render_link)
    lines += _section("Blocked (check by hand)", report.links.blocked, _render_link)
    lines += _section("Failing, not yet reported dead", report.links.suspect, _render_link)
    lines += _render_not_checked(report.links.not_checked)
    lines += _render_leaders(report.citation_leaders)
    lines += _render_changes(report.changes)
    lines += _render_services(report.run)
    return "\n".join(lines).rstrip("\n") + "\n"


def _render_run_line(run: RunFacts) -> list[str]:
    reasons = "; ".join(run.exit_reasons) or "none given"
    failed = f"**Failed: {_md('; '.join(run.failed))}.** " if run.failed else ""
    return [
        f"{failed}Run from {readable_time(run.started_at)} to {readable_time(run.finished_at)} "
        f"({run.seconds:.1f} s). "
        f"Outcome: {_md(reasons)}.",
        "",
    ]


FAILED_SOURCES_NOTE = "they were built from the others and are searched again on the next run."


def _render_counts(counts: Counts) -> list[str]:
    lines = ["## Papers", "", "| status | papers |", "| --- | ---: |"]
    lines += [f"| {status} | {count} |" for status, count in counts.by_status.items()]
    lines += [f"| **total** | **{counts.papers}** |", ""]
    if counts.failed_by_source:
        failed = ", ".join(f"{source} {count}" for source, count in counts.failed_by_source.items())
        lines += [f"A source failed for some papers tonight ({failed}): {FAILED_SOURCES_NOTE}", ""]
    lines += [f"Links: {describe_link_counts(counts.model_dump())}.", ""]
    return lines


def _render_attention(item: AttentionItem) -> list[str]:
    reason = f" — {_md(item.reason)}" if item.reason else ""
    lines = [f"- **{_md(item.title)}** at {_where(item.locations)}{reason}"]
    lines += [f"  - failed: {_md(error)}" for error in item.errors]
    for candidate in item.candidates:
        facts = ", ".join(str(v) for v in (candidate.year, candidate.venue) if v is not None) or "no year/venue"
        pin = f"; pin: {_code(candidate.pin)}" if candidate.pin else ""
        lines.append(
            f"  - candidate from {candidate.source} (score {candidate.score:.3f}): "
            f"{_md(candidate.title)} ({_md(facts)}){pin}"
        )
    if not item.candidates:
        lines.append("  - no candidates found")
    if item.settle:
        lines.append(f"  - {_md(item.settle)}")
    return lines


def _render_unparsed(item: UnparsedLine) -> list[str]:
    return [f"- {_code(item.location)} — {_md(item.reason)}: {_code(item.raw)}"]


def _render_retracted(item: RetractedPaper) -> list[str]:
    return [f"- {_where(item.locations)} **{_md(item.title)}**: {_md(item.summary())}"]


def _render_duplicates(group: DuplicateGroup) -> list[str]:
    lines = [f"- {_md(', '.join(group.shared))}:"]
    lines += [f"  - {_code(entry.location)} {_md(entry.title)}" for entry in group.entries]
    return lines


def _render_skipped(skipped: dict[str, dict[str, int]]) -> list[str]:
    """Lines that hold no entry, counted by reason: a maintainer can see that nothing went missing unseen."""
    if not any(skipped.values()):
        return []
    lines = ["### Lines that are not entries", ""]
    for file, counts in skipped.items():
        if counts:
            lines.append(f"- {_code(file)}: {format_counts(counts)}")
    return lines + [""]


def _render_correction(item: CorrectionItem) -> list[str]:
    lines = [f"- **{_md(item.title)}**"]
    for occurrence in item.occurrences:
        fixes = "; ".join(_render_fix(fix) for fix in occurrence.fixes)
        lines.append(f"  - {_code(occurrence.location)}: {fixes}")
    return lines


def _render_fix(fix: ListCorrection) -> str:
    record = _value(fix.record)
    if not isinstance(fix, YearCorrection) and fix.record_acronym and fix.record_acronym != fix.record:
        record = f"{_md(fix.record_acronym)} ({record})"
    return f"{fix.field}: the list says {_value(fix.list_value)}, {fix.source} says {record}"


def _render_not_checked(items: Sequence[NotCheckedLink]) -> list[str]:
    """One line per run-wide cause instead of one per link: the links are fine as far as anybody knows."""
    by_cause: dict[str, int] = {}
    for item in items:
        by_cause[item.cause] = by_cause.get(item.cause, 0) + 1
    lines = [f"### Not checked this run ({len(items)})", ""]
    if not items:
        return lines + ["None.", ""]
    lines += [
        f"- {count} {'link' if count == 1 else 'links'}: {_md(cause)}; a run that reaches the network "
        f"checks them again (each one in report.json)"
        for cause, count in by_cause.items()
    ]
    return lines + [""]


def _render_link(item: LinkItem) -> list[str]:
    status = f"HTTP {item.http_status}" if item.http_status is not None else item.status.value
    target = item.moved_to or item.final_url
    moved = f" → {_url(target)}" if target and target != item.url else ""
    origin = "" if item.in_list else " (found by enrich, not written in the list)"
    failing = f", failing {item.consecutive_failures} runs" if item.consecutive_failures > 1 else ""
    archived = f" (archived copies: {_url(item.archived_copies)})" if item.archived_copies else ""
    # A dead link's reason is its status ("HTTP 410"): said once.
    reason = f" — {_md(item.reason)}" if item.reason != status else ""
    return [
        f"- {_where(item.locations)} {_url(item.url)}{moved} [{_md(item.label)}]{origin}: "
        f"{_md(status)}{reason}{failing} — {_md(item.title)}{archived}"
    ]


def _render_leaders(leaders: Sequence[CitationLeader]) -> list[str]:
    lines = ["## Citation leaders", ""]
    if not leaders:
        return lines + ["No resolved paper has a known citation count.", ""]
    lines += ["| # | citations | paper | as of |", "| ---: | ---: | --- | --- |"]
    for rank, leader in enumerate(leaders, 1):
        facts = ", ".join(str(v) for v in (leader.year, leader.venue) if v is not None)
        paper = _md(leader.title) + (f" ({_md(facts)})" if facts else "")
        as_of = leader.citations_as_of.isoformat() if leader.citations_as_of else "?"
        lines.append(f"| {rank} | {leader.citation_count} | {paper} | {as_of} |")
    return lines + [""]


def _render_changes(changes: Changes | None) -> list[str]:
    lines = ["## Changes since the last run", ""]
    if changes is None:
        return lines + ["No earlier output to compare with.", ""]
    lines += _section("New papers", changes.new, lambda c: [f"- {_md(c.title)} at {_where(c.locations)}"])
    lines += _section("Removed papers", changes.removed, lambda c: [f"- {_md(c.title)} ({c.status})"])
    lines += _section(
        "Titles edited in the list",
        changes.titles_edited,
        lambda c: [f"- {_md(c.list_title_was)} → {_md(c.list_title_is)} at {_where(c.locations)}"],
    )
    lines += _section("Status changes", changes.status, lambda c: [f"- {_md(c.title)}: {c.from_status} → {c.to}"])
    lines += _section(
        "Citation changes", changes.citations, lambda c: [f"- {_md(c.title)}: {c.from_count} → {c.to} ({c.delta:+d})"]
    )
    lines += _section(
        "Identifier changes",
        changes.identifiers,
        lambda c: [f"- {_md(c.title)}: {c.field} {_value(c.from_value)} → {_value(c.to)}"],
    )
    lines += _section("Links that died", changes.links_died, _render_link)
    lines += _section("Links that came back", changes.links_back, _render_link)
    return lines


def _render_services(run: RunFacts) -> list[str]:
    lines = ["## Services and time", "", "| host | requests |", "| --- | ---: |"]
    lines += [f"| {_md(host)} | {count} |" for host, count in run.requests_by_host.items()]
    if not run.requests_by_host:
        lines.append("| (none) | 0 |")
    lines += ["", "| stage | seconds |", "| --- | ---: |"]
    lines += [f"| {_md(stage)} | {seconds:.1f} |" for stage, seconds in run.stage_seconds.items()]
    if not run.sources_down:
        return lines + ["", "Sources down: none.", ""]
    lines += ["", "Sources down:", ""]
    lines += [f"- {source}: {_md(reason)}" for source, reason in run.sources_down.items()]
    return lines + [""]
