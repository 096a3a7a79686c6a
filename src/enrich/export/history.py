"""output/history.jsonl: one line of counts per exported run, for the trend plot of report.html.

Only counts are kept (papers by status, links by outcome, links reported dead), never papers, so the file stays a
few kilobytes; the last HISTORY_RUNS runs are enough to see a trend over two months of nightly runs. The file is a
convenience: a line that cannot be read is skipped, never a reason to fail the export.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from enrich.export.report_model import Report

HISTORY_FILE = "history.jsonl"
HISTORY_RUNS = 60


def run_counts(report: Report) -> dict[str, Any]:
    """This run's line, taken from the report so the trend and the report never disagree."""
    counts = report.counts
    return {
        "finished_at": report.run.finished_at.isoformat(),
        "exit_code": report.run.exit_code,
        "papers": counts.papers,
        "by_status": dict(counts.by_status),
        "links_by_status": dict(counts.links_by_status),
        "links_reported_dead": counts.links_reported_dead,
    }


def read_history(path: Path) -> list[dict[str, Any]]:
    """Earlier runs' lines, oldest first; a missing file is a first run, an unreadable line is left out."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (FileNotFoundError, UnicodeDecodeError):
        return []
    lines = []
    for raw in text.splitlines():
        try:
            line = json.loads(raw)
        except json.JSONDecodeError:
            continue
        if isinstance(line, dict) and {"finished_at", "by_status", "links_reported_dead"} <= line.keys():
            lines.append(line)
    return lines


def with_run(history: Sequence[dict[str, Any]], report: Report) -> list[dict[str, Any]]:
    """The history with this run appended, cut to the last HISTORY_RUNS runs."""
    return [*history, run_counts(report)][-HISTORY_RUNS:]
