"""Every bench script starts as docs/performance.md runs it, `python bench/<name>.py`, from any directory and with
nothing on PYTHONPATH: a bench that needs the repository's tests/ (the generators it scores) finds them itself."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"
SCRIPTS = sorted(path for path in BENCH.glob("*.py") if "argparse" in path.read_text(encoding="utf-8"))

pytestmark = pytest.mark.e2e  # each case starts an interpreter


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_a_bench_script_starts_from_anywhere(script: Path, tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    started = subprocess.run(
        [sys.executable, str(script), "--help"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )
    assert started.returncode == 0, started.stderr[-800:]
