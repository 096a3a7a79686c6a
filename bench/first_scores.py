"""How the parse stage read each batch of lists on the day it was labelled: the record of how rules generalise.

    python bench/first_scores.py [--since REV] [--patch FILE]

Each batch of hand-labelled lists joined the repository in one commit, before any rule was written for it. This
replays that moment: the batch's lists that are development lists today (tests/data/lists/split.json) are scored by
the code and scorer of their own commit, in a temporary git worktree, so each row is what rules that never saw a
list made of it. Held-back lists are left out: their totals are `tests.list_labels`' alone to print.

With --patch, the patch (`git diff` output) is applied in every worktree first, so a candidate rule's first form can
be measured on every batch as first scored: lists nobody tuned that rule to. A batch whose code the patch does not
apply to says so. Needs git and the repository's history; takes a few seconds per batch.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/ holds the scorer

from tests.list_labels import load_labels, part_of  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
LABELS = "tests/data/lists/labels"
COLUMNS = ("recall", "silent", "title", "year", "venue", "ids", "noise")


def git(*args: str, cwd: Path = ROOT) -> str:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=True).stdout


def batches(since: str | None) -> list[tuple[str, str, list[str]]]:
    """(commit, date, development lists it added) for every commit that added label files, oldest first."""
    span = [f"{since}..HEAD"] if since else []
    commits = git("log", "--reverse", "--format=%h %ad", "--date=short", "--diff-filter=A", *span, "--", LABELS)
    labelled = load_labels()
    found = []
    for row in commits.splitlines():
        commit, date = row.split()
        added = git("show", "--name-only", "--diff-filter=A", "--format=", commit, "--", LABELS).split()
        names = sorted(Path(path).stem for path in added if path.endswith(".jsonl"))
        development = [name for name in names if name in labelled and part_of(name) == "development"]
        if development:
            found.append((commit, date, development))
    return found


def totals(table: str) -> dict[str, str] | None:
    """The scorer's TOTAL row by its header's column names, or None when the scorer printed no table."""
    lines = table.splitlines()
    header = next((line.split() for line in lines if line.startswith("list ")), None)
    total = next((line.split() for line in lines if line.startswith("TOTAL ")), None)
    if header is None or total is None:
        return None
    return dict(zip(header[1:], total[1:], strict=False))


def first_score(commit: str, names: list[str], patch: Path | None) -> dict[str, str] | str:
    """The batch's totals by its own commit's code (with the patch applied), or why there are none."""
    with tempfile.TemporaryDirectory() as scratch:
        tree = Path(scratch) / "tree"
        git("worktree", "add", "--quiet", "--detach", str(tree), commit)
        try:
            if patch is not None:
                applied = subprocess.run(["git", "apply", str(patch)], cwd=tree, capture_output=True, text=True)
                if applied.returncode != 0:
                    return "the patch does not apply"
            env = {**os.environ, "PYTHONPATH": "src:."}
            run = subprocess.run(
                [sys.executable, "-m", "tests.list_labels", *names], cwd=tree, env=env, capture_output=True, text=True
            )
            return totals(run.stdout) or "the scorer printed no totals"
        finally:
            git("worktree", "remove", "--force", str(tree))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--since", help="only batches labelled after this revision")
    parser.add_argument("--patch", type=Path, help="a patch to apply before scoring each batch")
    options = parser.parse_args()
    patch = options.patch.resolve() if options.patch else None
    print(f"{'commit':8} {'date':10} {'lists':>5}  " + "  ".join(f"{name:>9}" for name in COLUMNS))
    for commit, date, names in batches(options.since):
        score = first_score(commit, names, patch)
        if isinstance(score, str):
            print(f"{commit:8} {date:10} {len(names):>5}  {score}")
            continue
        print(f"{commit:8} {date:10} {len(names):>5}  " + "  ".join(f"{score.get(c, '-'):>9}" for c in COLUMNS))


if __name__ == "__main__":
    main()
