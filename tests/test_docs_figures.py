"""The README's performance table is a short view of docs/performance.md: every figure in it is there too, where
the command that measured it and what it means are written down (no figure lives in the README alone)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# A figure as the docs write it: digits with thousands commas and decimals, and an "x" for a ratio ("1.22x").
FIGURE = re.compile(r"\d[\d,]*(?:\.\d+)?x?")


def readme_performance() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return readme.split("## Performance\n", 1)[1].split("\n## ", 1)[0]


def test_every_figure_of_the_readmes_performance_table_is_in_docs_performance_md() -> None:
    table = [line for line in readme_performance().splitlines() if line.startswith("|") and "---" not in line]
    figures = {figure for line in table[1:] for figure in FIGURE.findall(line.split("|")[2])}
    detail = (ROOT / "docs" / "performance.md").read_text(encoding="utf-8")
    assert len(table) > 5 and len(figures) > 20
    assert sorted(figure for figure in figures if figure not in detail) == []
