"""Times as a reader sees them: report.md and report.html state minutes in UTC, and the trend plot's labels tell
two runs of one day apart."""

from __future__ import annotations

from pathlib import Path

from enrich.export.plots import run_labels
from enrich.export.report import readable_time
from tests.test_export import exported, out, run_info  # noqa: F401  (the exported output folder fixtures)


def test_a_run_time_reads_as_minutes_in_utc() -> None:
    assert readable_time("2026-12-02T04:17:09.123456+01:00") == "2026-12-02 03:17 UTC"


def test_both_reports_state_the_run_in_readable_times(out: Path) -> None:  # noqa: F811
    for name in ("report.md", "report.html"):
        text = (out / name).read_text(encoding="utf-8")
        assert "2025-03-28 02:00 UTC" in text and "2025-03-28 02:14 UTC" in text
        assert run_info().started_at.isoformat() not in text


def test_trend_labels_are_days_unless_two_runs_share_one() -> None:
    finished = ["2026-11-30T03:17:00+00:00", "2026-12-01T03:17:00+00:00", "2026-12-01T14:02:30+00:00"]
    assert run_labels(finished) == ["2026-11-30", "2026-12-01 03:17", "2026-12-01 14:02"]
