"""A first night of a big reading list: how long a cold resolve of 2,000 real entries takes at the real limits.

Run: python bench/first_night.py [tests/data/lists/codellm] [--entries 2000] [--time-scale 0.02] [--title-batch 10]

The list (default: codellm, 2,574 dated entries) is cut after its first ``--entries`` dated entries, and becomes a
fake world as in bench/list_probe.py (each entry a paper, with the look-alikes the fake generates). The fakes run
one per host, each enforcing its service's real interval strictly (time-scaled), and `enrich run --stage resolve`
runs cold twice: with one title per request (`title_batch = 1`) and with ten titles per arXiv and S2 title search
(`title_batch = 10`). For each: wall time in the bench's seconds and converted to real seconds (divided by the time
scale: an overestimate, as the run's own CPU time does not shrink with the scale), requests per service, requests
refused for pace, and the rate-limit bound (the busiest host's answered requests x its interval).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tests.e2e_support import SERVICES, FakeHosts, clean_environment, run_environment  # noqa: E402

from enrich_fakes import FakeOptions, build_corpus  # noqa: E402
from enrich_fakes.seedlist import SeedEntry  # noqa: E402
from list_probe import LIST_SUFFIXES, enrich_run, listed_entries  # noqa: E402

DEFAULT_LIST = Path(__file__).resolve().parents[1] / "tests" / "data" / "lists" / "codellm"
TARGET_REAL_SECONDS = 20 * 60
STRATEGIES = {"one title per request": 1, "ten titles per search": 10}


def copy_list(folder: Path, seeds: Path) -> None:
    seeds.mkdir(parents=True)
    for path in sorted(folder.iterdir()):
        if path.suffix in LIST_SUFFIXES:
            (seeds / path.name).write_bytes(path.read_bytes())


def cut_after(seeds: Path, entries: list[SeedEntry], keep: int) -> None:
    """Keep the files' lines up to the ``keep``-th dated entry (files in the parse's order); drop later files."""
    if len(entries) <= keep:
        return
    last = entries[keep - 1]
    files = [entry.file for entry in entries]
    kept_files = files[: files.index(last.file) + 1]
    for path in seeds.iterdir():
        if path.name not in kept_files:
            path.unlink()
        elif path.name == last.file:
            lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
            path.write_text("".join(lines[: last.line]), encoding="utf-8")


def prepare(folder: Path, work: Path, keep: int) -> list[SeedEntry]:
    """The cut list in ``work/seeds`` and its dated entries, as the parse stage reads them."""
    copy_list(folder, work / "seeds")
    enrich_run(work, "parse", clean_environment())
    entries, _ = listed_entries(work / "output" / "stages" / "parse.jsonl")
    cut_after(work / "seeds", entries, keep)
    enrich_run(work, "parse", clean_environment())
    return listed_entries(work / "output" / "stages" / "parse.jsonl")[0]


@dataclass
class Night:
    """One cold resolve: exit code, wall seconds (the bench's), requests and refusals per service, its bound."""

    exit_code: int
    wall: float
    requests: dict[str, int]
    refused: dict[str, int]
    bound: float


def measure(fakes: FakeHosts, work: Path, title_batch: int) -> Night:
    (work / "enrich.toml").write_text(f"title_batch = {title_batch}\n", encoding="utf-8")
    fakes.reset()
    started = time.monotonic()
    command = [sys.executable, "-m", "enrich.cli", "run", "--seeds", "seeds", "--output", "output"]
    command += ["--cache", "cache", "--stage", "resolve"]
    run = subprocess.run(command, cwd=work, env=run_environment(fakes), capture_output=True, text=True, check=False)
    wall = time.monotonic() - started
    stats = fakes.stats()
    requests = {service: stats[service]["requests"] for service in SERVICES}
    refused = {service: stats[service]["faults"].get("rate_limited", 0) for service in SERVICES}
    bound = max((requests[s] - refused[s]) * fakes.options.interval(s) for s in SERVICES)
    return Night(run.returncode, wall, requests, refused, bound)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, nargs="?", default=DEFAULT_LIST)
    parser.add_argument("--entries", type=int, default=2000)
    parser.add_argument("--time-scale", type=float, default=0.02)
    parser.add_argument(
        "--title-batch", type=int, action="append", help="run only these title_batch values (default: 1 and 10)"
    )
    args = parser.parse_args()
    strategies = {name: batch for name, batch in STRATEGIES.items() if batch in (args.title_batch or [1, 10])}
    scale = args.time_scale
    with tempfile.TemporaryDirectory(prefix="first-night-") as root:
        works = {name: Path(root) / f"batch-{batch}" for name, batch in strategies.items()}
        entries = {name: prepare(args.folder, work, args.entries) for name, work in works.items()}
        listed = next(iter(entries.values()))
        corpus = build_corpus(seeds_dir=next(iter(works.values())) / "seeds", entries=listed)
        results = {}
        with FakeHosts(FakeOptions(time_scale=scale), corpus) as fakes:
            for name, batch in strategies.items():
                results[name] = measure(fakes, works[name], batch)
    print(f"{args.folder.name}: {len(listed):,} dated entries, cold cache, real limits x time scale {scale:g}")
    for name, night in results.items():
        total = sum(night.requests.values())
        print(
            f"  {name:22} exit {night.exit_code}: wall {night.wall:7.1f} s = {night.wall / scale:7.0f} real s "
            f"({night.wall / scale / 60:5.1f} min; bound {night.bound / scale:6.0f} s, "
            f"{night.wall / night.bound:.2f}x); "
            f"{total:,} requests ({total / len(listed):.2f} a paper), refused {sum(night.refused.values())}"
        )
        per_service = (f"{s} {night.requests[s]:,} ({night.refused[s]} refused)" for s in SERVICES)
        print("    per service: " + ", ".join(per_service))
    best = min(night.wall for night in results.values()) / scale
    verdict = "PASS" if best <= TARGET_REAL_SECONDS else "FAIL"
    print(f"{verdict}  first night, best strategy: {best:.0f} real s (target <= {TARGET_REAL_SECONDS} s)")


if __name__ == "__main__":
    main()
