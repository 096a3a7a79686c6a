"""A plan shown: the new bytes of each list, the unified diff, the summary line and a pull-request body."""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Mapping

from enrich.fix.edits import Change, LineEdit, Plan
from enrich.fix.lines import apply_edits, split_lines
from enrich.fix.rules import KIND_TITLES
from enrich.parse import counted
from enrich.progress import format_counts


def fixed_lists(lists: Mapping[str, bytes], plan: Plan) -> dict[str, bytes]:
    """The new bytes of every list the plan changes, in name order."""
    by_file: dict[str, list[LineEdit]] = {}
    for edit in plan.edits:
        by_file.setdefault(edit.file, []).append(edit)
    return {name: apply_edits(lists[name], edits) for name, edits in sorted(by_file.items())}


def render_diff(lists: Mapping[str, bytes], fixed: Mapping[str, bytes]) -> str:
    """A unified diff of every changed list, paths as the occurrences name them (``git apply`` takes it)."""
    parts = []
    for name, new in fixed.items():
        for line in difflib.unified_diff(_diff_lines(lists[name]), _diff_lines(new), f"a/{name}", f"b/{name}"):
            parts.append(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n")
    return "".join(parts)


def _diff_lines(data: bytes) -> list[str]:
    """Lines with their endings as ``split_lines`` numbers them, so hunk line numbers are the ones report.md names;
    what follows a final newline is no line."""
    lines = [line.prefix + line.body + line.ending for line in split_lines(data)]
    if not lines[-1]:
        lines.pop()
    return [line.decode("utf-8", errors="replace") for line in lines]


def render_summary(plan: Plan, *, written: bool) -> str:
    """One paragraph for stderr: edits by kind, lines left alone and why, and what happened to the files."""
    counts = plan.counts()
    edits = sum(counts.values())
    files = len({edit.file for edit in plan.edits})
    text = f"{counted(edits, 'edit')} on {counted(len(plan.edits), 'line')} in {counted(files, 'file')}"
    if counts:
        text += f" ({format_counts(counts)})"
    left = sum(plan.left_alone.values())
    if left:
        text += f"; {counted(left, 'entry line')} left alone ({format_counts(_by_count(plan.left_alone))})"
    if edits:
        text += "; written" if written else "; dry run, nothing written (--write applies them)"
    return text + "."


def render_reasons(plan: Plan) -> list[str]:
    """One line per edit that rests on evidence beyond the line itself (the identifier behind a replaced link), for
    the terminal beside the diff: a diff cannot carry it without writing it into the list."""
    return [
        f"{edit.file}:{edit.line}: {_describe(change)}" for edit in plan.edits for change in edit.changes if change.why
    ]


def render_pr_body(plan: Plan) -> str:
    """A pull-request description: counts, then every edit by file and line, then what was left alone and why."""
    counts = plan.counts()
    lines = ["## Reading-list fixes from enrich", ""]
    if not counts:
        lines.append("No edits: every entry line is up to date with the last run.")
    else:
        lines += ["| edit | count |", "|---|---|"]
        lines += [f"| {KIND_TITLES[kind]} | {count} |" for kind, count in counts.items()]
    current_file = None
    for edit in plan.edits:
        if edit.file != current_file:
            current_file = edit.file
            lines += ["", f"### `{edit.file}`", ""]
        lines += [f"- line {edit.line}: {_describe(change)}" for change in edit.changes]
    if plan.left_alone:
        lines += ["", "Entry lines left alone: " + format_counts(_by_count(plan.left_alone)) + "."]
    lines += ["", "Each edit rests on the last `enrich run`: see `output/report.md` for the evidence."]
    return "\n".join(lines) + "\n"


def _describe(change: Change) -> str:
    title = KIND_TITLES[change.kind]
    why = f" ({change.why})" if change.why else ""
    if not change.old:
        return f"{title}: `{change.new}`{why}"
    if not change.new:
        return f"{title}: `{change.old}`{why}"
    return f"{title}: `{change.old}` → `{change.new}`{why}"


def _by_count(counter: Counter[str]) -> dict[str, int]:
    return dict(sorted(counter.items(), key=lambda item: (-item[1], item[0])))
