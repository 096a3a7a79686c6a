"""Wall time of the test suite: the fast loop (`pytest -m "not e2e"`) and everything (the README's command).

Run: python bench/suite.py [--only fast|all] [--files 10]  (about 3 minutes for both on two idle cores)

Targets: the fast loop under 60 s, everything under 3 minutes, on two cores. Each command runs once, as a developer
runs it, with a JUnit file on the side for the time per test file (setup, call and teardown). CPU seconds are the
pytest process and every process it started (the `enrich` runs of the end-to-end tests, chromium); the load average
before and after says whether other work shared the machine, which stretches wall time but not CPU time.
"""

from __future__ import annotations

import argparse
import os
import resource
import shlex
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
COMMANDS = {"fast": ["-m", "not e2e"], "all": []}
TARGET_SECONDS = {"fast": 60, "all": 180}


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def seconds_per_file(junit: Path) -> Counter[str]:
    totals: Counter[str] = Counter()
    for case in ET.parse(junit).iter("testcase"):
        totals[case.get("classname", "?")] += float(case.get("time", 0))
    return totals


def run(name: str, files_shown: int) -> bool:
    """Run one command; print wall, CPU, load and the slowest files; whether it passed within its target."""
    with tempfile.TemporaryDirectory() as folder:
        junit = Path(folder) / "junit.xml"
        command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *COMMANDS[name], f"--junitxml={junit}"]
        load_before, cpu_before, started = os.getloadavg()[0], children_cpu(), time.monotonic()
        result = subprocess.run(command, cwd=REPO, capture_output=True, text=True, check=False)
        wall, cpu, load_after = time.monotonic() - started, children_cpu() - cpu_before, os.getloadavg()[0]
        summary = (result.stdout.strip().splitlines() or ["(no output)"])[-1]
        within = wall < TARGET_SECONDS[name]
        print(f"{name}: {shlex.join(['python', '-m', 'pytest', *COMMANDS[name]])}")
        print(f"  {summary}")
        print(
            f"  wall {wall:.1f} s (target {TARGET_SECONDS[name]} s: {'met' if within else 'MISSED'}), "
            f"CPU {cpu:.1f} s, load average {load_before:.1f} before, {load_after:.1f} after"
        )
        if junit.exists():
            for module, seconds in seconds_per_file(junit).most_common(files_shown):
                print(f"  {seconds:7.1f} s  {module}")
    return result.returncode == 0 and within


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=sorted(COMMANDS), help="run one of the two commands")
    parser.add_argument("--files", type=int, default=10, help="slowest test files shown per command")
    args = parser.parse_args()
    names = [args.only] if args.only else list(COMMANDS)
    results = [run(name, args.files) for name in names]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
