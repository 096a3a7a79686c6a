"""The parse stage gives the same output as an earlier revision's: every record, file count and summary, compared.

Run: python bench/parse_same_output.py [--baseline main] [--entries 100000] [--keep DIR]

Parses, with the baseline revision's src/ (taken with `git archive`) and with this tree's, each in a fresh process:
every list in tests/data/lists on its own, all of them as one collection (so that merging across files is
compared too), seeds/, and the synthetic collection of bench/parse_bench.py. Each parse is dumped as JSON (the
records' `model_dump`, the per-file counts and warnings, the summary) and the dumps are compared byte for byte.
Only the names of the inputs that differ are printed; --keep writes both dumps to DIR for a closer look. Exits 1
when anything differs. A speed-up of the parse must leave this silent.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # tests/ knows which file of a list folder is the list
sys.path.insert(0, str(ROOT / "bench"))

LISTS_DIR = ROOT / "tests" / "data" / "lists"


def _list_names() -> list[str]:
    return sorted(path.name for path in LISTS_DIR.iterdir() if path.is_dir() and path.name != "labels")


def _dumped(result: object) -> str:
    """One parse as JSON text: records, per-file figures, not-lists and the summary, in that order."""
    from enrich.parse import ParseResult

    assert isinstance(result, ParseResult)
    return json.dumps(
        {
            "records": [record.model_dump(mode="json") for record in result.records],
            "files": [dataclasses.asdict(stats) for stats in result.files],
            "not_lists": result.not_lists,
            "summary": result.summary(),
        },
        ensure_ascii=False,
        sort_keys=False,
    )


def _parses(entries: int) -> Iterator[tuple[str, str]]:
    """(input name, dump) for every input, parsed with whichever enrich this process imports."""
    from tests.list_labels import list_file

    from enrich.parse import parse_paths, parse_texts
    from parse_bench import synthetic_lists

    # Read as the scorer reads them: by text, since a list may be saved under a suffix a seeds folder skips (.php).
    texts = [
        (path.relative_to(LISTS_DIR).as_posix(), path.read_text(encoding="utf-8"))
        for path in map(list_file, _list_names())
    ]
    for file, text in texts:
        yield f"list {file.split('/')[0]}", _dumped(parse_texts([(file, text)]))
    yield "every list as one collection", _dumped(parse_texts(texts))
    yield "seeds/", _dumped(parse_paths([ROOT / "seeds"]))
    yield f"synthetic collection of {entries:,} entries", _dumped(parse_texts(synthetic_lists(entries)))


def dump_to(path: Path, entries: int) -> None:
    """Write one JSON line per input: its name and its dump."""
    with path.open("w", encoding="utf-8") as out:
        for name, dump in _parses(entries):
            out.write(json.dumps({"input": name, "dump": dump}, ensure_ascii=False) + "\n")


def _baseline_src(revision: str, into: Path) -> Path:
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision, "src"], check=True, capture_output=True)
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        tar.extractall(into, filter="data")
    return into / "src"


def _run_dump(src: Path, out: Path, entries: int) -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": str(src)}
    command = [sys.executable, __file__, "--dump-to", str(out), "--entries", str(entries)]
    subprocess.run(command, check=True, env=env)
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    return {line["input"]: line["dump"] for line in lines}


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default="main", help="the revision whose src/ gives the reference")
    parser.add_argument("--entries", type=int, default=100_000, help="entries of the synthetic collection")
    parser.add_argument("--keep", type=Path, help="write both dumps (baseline.jsonl, tree.jsonl) to this folder")
    parser.add_argument("--dump-to", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.dump_to:
        dump_to(args.dump_to, args.entries)
        return 0

    with tempfile.TemporaryDirectory() as temp:
        folder = args.keep or Path(temp)
        folder.mkdir(parents=True, exist_ok=True)
        baseline = _run_dump(_baseline_src(args.baseline, Path(temp)), folder / "baseline.jsonl", args.entries)
        tree = _run_dump(ROOT / "src", folder / "tree.jsonl", args.entries)
    differing = [name for name in baseline if _digest(baseline[name]) != _digest(tree.get(name, ""))]
    differing += [name for name in tree if name not in baseline]
    print(f"{len(baseline)} inputs parsed by {args.baseline} and by this tree; {len(differing)} differ")
    for name in differing:
        print(f"  differs: {name}")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
