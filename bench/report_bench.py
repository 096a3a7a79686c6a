"""report.html at 1,000 and 5,000 papers: page size, render time, and load time in headless chromium.

Builds a synthetic list (tests/synthetic_papers.py), runs the export stage on it (every file, as a run does),
prints the size of report.html and the time the export and the HTML alone took; where chromium is installed, the
page's load time as the browser measures it (navigation start to the load event, the table's script included) and
the wall time of a headless chromium opening it, best of three. Targets: under 2 MB at 1,000 papers.

    python bench/report_bench.py [--sizes 1000 5000]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from enrich.publish.export import export, to_exported  # noqa: E402
from enrich.publish.history import with_run  # noqa: E402
from enrich.publish.html import render_html  # noqa: E402
from enrich.publish.report import build_report  # noqa: E402
from tests.browser import find_chromium, probe  # noqa: E402
from tests.synthetic_papers import synthetic_papers  # noqa: E402
from tests.test_export import run_info  # noqa: E402

BUDGET_BYTES = 2_000_000
BUDGET_PAPERS = 1000  # the budget is for a list of this size; a longer list is measured, not held to it
TRIES = 3


def measure(count: int, chromium: str | None) -> None:
    papers = synthetic_papers(count)
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        started = time.perf_counter()
        export(papers, out, run_info(), None)
        export_seconds = time.perf_counter() - started
        exported = [to_exported(paper) for paper in papers]
        report = build_report(exported, run_info(), None)
        started = time.perf_counter()
        render_html(report, exported, with_run([], report))
        html_seconds = time.perf_counter() - started
        size = (out / "report.html").stat().st_size
        verdict = ""
        if count <= BUDGET_PAPERS:
            verdict = "; within the 2 MB budget" if size < BUDGET_BYTES else "; OVER the 2 MB budget"
        print(f"{count:>6} papers: report.html {size:,} bytes ({size / count:,.0f} per paper{verdict}); "
              f"export stage {export_seconds:.2f} s, of which the HTML page {html_seconds:.2f} s")
        if chromium is None:
            print("        chromium not found: no load time (apt-get install chromium)")
            return
        loads, walls = [], []
        for _ in range(TRIES):
            started = time.perf_counter()
            seen = probe(chromium, out / "report.html")
            walls.append(time.perf_counter() - started)
            loads.append(seen["load_ms"])
            if seen["errors"]:
                print(f"        browser errors: {seen['errors']}")
        print(f"        headless chromium: load event at {min(loads):.0f} ms (best of {TRIES}), "
              f"process wall time {min(walls):.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 5000])
    args = parser.parse_args()
    chromium = find_chromium()
    for count in args.sizes:
        measure(count, chromium)


if __name__ == "__main__":
    main()
