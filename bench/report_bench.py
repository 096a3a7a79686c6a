"""report.html at 1,000 and 5,000 papers: page size, render time, and load time in headless chromium.

Builds a synthetic list (tests/synthetic_papers.py), runs the export stage on it (every file, as a run does),
prints the size of report.html and the time the export and the HTML alone took, wall and CPU (CPU time is what to
compare on a busy machine), and the CPU time of the plots within the HTML; where chromium is installed, the page's
load time as the browser measures it (navigation start to the load event, the table's script included) and the
wall time of a headless chromium opening it, best of three. Targets: under 2 MB at 1,000 papers.

    python bench/report_bench.py [--sizes 1000 5000] [--no-browser]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.browser import find_chromium, probe  # noqa: E402
from tests.synthetic_papers import synthetic_papers  # noqa: E402
from tests.test_export import run_info  # noqa: E402

from enrich.export.history import with_run  # noqa: E402
from enrich.export.html import render_html  # noqa: E402
from enrich.export.outputs import export, to_exported  # noqa: E402
from enrich.export.plots import plots  # noqa: E402
from enrich.export.report import build_report  # noqa: E402

BUDGET_BYTES = 2_000_000
BUDGET_PAPERS = 1000  # the budget is for a list of this size; a longer list is measured, not held to it
TRIES = 3


def timed(action: Callable[[], object]) -> tuple[float, float]:
    """(wall seconds, CPU seconds of this process) that ``action`` took."""
    wall, cpu = time.perf_counter(), time.process_time()
    action()
    return time.perf_counter() - wall, time.process_time() - cpu


def measure(count: int, chromium: str | None) -> None:
    papers = synthetic_papers(count)
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        export_wall, export_cpu = timed(lambda: export(papers, out, run_info(), None))
        exported = [to_exported(paper) for paper in papers]
        report = build_report(exported, run_info(), None)
        history = with_run([], report)
        html_wall, html_cpu = timed(lambda: render_html(report, exported, history))
        _plots_wall, plots_cpu = timed(lambda: plots(exported, history))
        size = (out / "report.html").stat().st_size
        verdict = ""
        if count <= BUDGET_PAPERS:
            verdict = "; within the 2 MB budget" if size < BUDGET_BYTES else "; OVER the 2 MB budget"
        print(
            f"{count:>6} papers: report.html {size:,} bytes ({size / count:,.0f} per paper{verdict}); "
            f"export stage {export_wall:.2f} s ({export_cpu:.2f} s CPU), of which the HTML page {html_wall:.2f} s "
            f"({html_cpu:.2f} s CPU, the plots {plots_cpu:.2f} s of it)"
        )
        if chromium is None:
            print("        no load time: chromium not found (apt-get install chromium) or --no-browser")
            return
        loads, walls = [], []
        for _ in range(TRIES):
            started = time.perf_counter()
            seen = probe(chromium, out / "report.html")
            walls.append(time.perf_counter() - started)
            loads.append(seen["load_ms"])
            if seen["errors"]:
                print(f"        browser errors: {seen['errors']}")
        print(
            f"        headless chromium: load event at {min(loads):.0f} ms (best of {TRIES}), "
            f"process wall time {min(walls):.2f} s"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 5000])
    parser.add_argument("--no-browser", action="store_true", help="skip the load time in headless chromium")
    args = parser.parse_args()
    chromium = None if args.no_browser else find_chromium()
    for count in args.sizes:
        measure(count, chromium)


if __name__ == "__main__":
    main()
