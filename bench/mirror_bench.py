"""Local dblp mirror at scale: build, candidate query, and the resolve stage over 10,000 to 100,000 listed entries.

Run: python bench/mirror_bench.py [--records 1000000] [--entries 100000] [--folder DIR] [--reuse] [--sizes 10000,...]
     [--resolve-only] [--profile]

Writes a synthetic dump in dblp's real XML format (bench/mirror_dump.py: DOCTYPE and DTD entities, <i> in titles,
CoRR preprints, DOIs and arXiv links in ee, titles colliding the way real ones do) and an entry list, builds the
store exactly as `enrich mirror update dblp --dump FILE` does, and asks the candidate query for the first 10,000
entries and then for all of them. Target: peak memory under 2 GB (the build's rate is measured, not held to a
target: 27,000 to 36,000 records per CPU-second builds a full dump in 3 to 5 minutes, once a month). The build's
rate is given three ways: per wall-clock second (on a shared machine the wall time also counts other processes'
turns), per CPU-second of the whole process (every DuckDB thread included), and per CPU-second of the main thread,
the one core that parses the dump and hands DuckDB its rows (DuckDB's other threads help with the writing and the
final index).
Recall is the share of entries naming a dump record whose record is among that entry's candidates.

Then the resolve stage, as `enrich run --stage resolve` runs it (parse, then resolve), over the first 10,000, 30,000
and 100,000 entries written as a BibTeX reading list, with mirror = "only" and every source but dblp switched off:
no service is asked. Every base URL points at a local port that counts the connections made to it, and the run's
own request count is printed too; both must be 0. Each size runs in a fresh process, so its peak resident memory
(DuckDB's included: it runs in-process) is its own. Targets, on two cores: 100,000 entries resolved in under
10 minutes with peak memory under 4 GB, and time growing about linearly (100,000 / 10,000 about 10x). The synthetic
list knows each entry's record, so the share resolved to it, left ambiguous, resolved to another record, and left
unresolved is printed as well; "merged" counts apart the entries resolved to another record because the parse stage
made one paper of them and a same-titled entry naming another record (see ``accuracy``). --profile runs the
largest size under cProfile and prints where its time went (the main thread only: for the gather workers'
threads, a sampling profiler such as py-spy shows all of them).

Wall and CPU time are both printed: on a shared machine the wall time also counts other processes' turns.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import resource
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from enrich.config import Settings
from enrich.mirror.candidates import Mirror
from enrich.mirror.commands import build_dblp
from enrich.mirror.store import mirror_folder, store_path
from enrich.pipeline import Pipeline
from mirror_dump import write_dump, write_reading_list

TARGET_PEAK_BYTES = 2 * 1024**3
RESOLVE_SIZES = (10_000, 30_000, 100_000)
TARGET_RESOLVE_SECONDS = 600
TARGET_RESOLVE_PEAK_BYTES = 4 * 1024**3
SERVICE_URLS = ("dblp_url", "s2_url", "arxiv_url", "openalex_url", "crossref_url", "github_api_url")


def peak_bytes() -> int:
    """Peak resident memory of this process so far (Linux reports ru_maxrss in KiB); DuckDB runs in-process, so
    its memory is included."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--entries", type=int, default=100_000)
    parser.add_argument("--folder", type=Path, default=Path("/tmp/enrich-mirror-bench"))
    parser.add_argument("--reuse", action="store_true", help="reuse the dump and the store already in --folder")
    parser.add_argument(
        "--sizes", default=",".join(map(str, RESOLVE_SIZES)), help="entries per resolve run, comma-separated"
    )
    parser.add_argument("--resolve-only", action="store_true", help="skip the candidate-query figures")
    parser.add_argument(
        "--profile", action="store_true", help="profile the largest resolve run (cProfile: the main thread only)"
    )
    parser.add_argument("--resolve-child", type=int, help=argparse.SUPPRESS)  # one resolve run, in a fresh process
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.resolve_child:
        print(json.dumps(resolve_run(args.folder, args.resolve_child, args.port, profile=args.profile)))
        return
    dump_folder = args.folder / "dump"
    if not (args.reuse and (dump_folder / "dblp.xml.gz").exists()):
        started = time.perf_counter()
        write_dump(dump_folder, args.records, args.entries)
        print(
            f"dump written: {time.perf_counter() - started:.0f} s, "
            f"{(dump_folder / 'dblp.xml.gz').stat().st_size / 1e6:.0f} MB compressed"
        )
    if not (args.reuse and store_path(mirror_folder(args.folder), "dblp").exists()):
        build(dump_folder, mirror_folder(args.folder))
    entries = [json.loads(line) for line in (dump_folder / "entries.jsonl").open(encoding="utf-8")]
    if not args.resolve_only:
        query_candidates(mirror_folder(args.folder), entries)
    sizes = [int(size) for size in args.sizes.split(",")]
    resolve_sizes(args.folder, entries, sizes, profile=args.profile)


def build(dump_folder: Path, mirror: Path) -> None:
    started, cpu, main_cpu = time.perf_counter(), time.process_time(), time.thread_time()
    meta = build_dblp(dump_folder / "dblp.xml.gz", mirror, origin="bench")
    wall, cpu, main_cpu = time.perf_counter() - started, time.process_time() - cpu, time.thread_time() - main_cpu
    one_core = meta.records / main_cpu
    print(
        f"build: {meta.records:,} records in {wall:.1f} s wall = {meta.records / wall:,.0f} records/s; "
        f"{cpu:.1f} s CPU over all threads = {meta.records / cpu:,.0f} records per CPU-second; "
        f"{main_cpu:.1f} s CPU in the main thread = {one_core:,.0f} records per CPU-second on one core"
    )
    print(
        f"store: {store_path(mirror, 'dblp').stat().st_size / 1e6:,.0f} MB; peak memory so far "
        f"{peak_bytes() / 1e6:,.0f} MB"
    )


def query_candidates(mirror: Path, entries: list[dict]) -> None:
    with Mirror(mirror) as store:
        for count in sorted({min(10_000, len(entries)), len(entries)}):
            chosen = entries[:count]
            started, cpu = time.perf_counter(), time.process_time()
            answer = store.candidates([(entry["title"], entry["year"]) for entry in chosen])
            seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
            named = [(entry, records) for entry, records in zip(chosen, answer.records, strict=False) if entry["key"]]
            found = sum(
                any((record.dblp_key or "").endswith("/" + entry["key"]) for record in records)
                for entry, records in named
            )
            average = sum(len(records) for records in answer.records) / len(chosen)
            print(
                f"candidates for {count:,} entries: {seconds:.1f} s wall, {cpu:.1f} s CPU "
                f"({count / seconds:,.0f} entries/s), "
                f"recall {found / len(named):.4f}, {average:.1f} candidates per entry"
            )
    peak = peak_bytes()
    print(
        f"peak memory: {peak / 1e6:,.0f} MB (target under {TARGET_PEAK_BYTES / 1e9:.0f} GB: "
        f"{'met' if peak < TARGET_PEAK_BYTES else 'NOT met'})"
    )


class ConnectionCounter:
    """A local port every service URL points at: it accepts each connection, counts it and closes it, so a request
    the run should not send is seen (and fails at once instead of waiting for a timeout)."""

    def __init__(self) -> None:
        self._socket = socket.create_server(("127.0.0.1", 0))
        self.port = self._socket.getsockname()[1]
        self.connections = 0
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            connection, _ = self._socket.accept()
            self.connections += 1
            connection.close()


def resolve_sizes(folder: Path, entries: list[dict], sizes: list[int], *, profile: bool) -> None:
    """Each size in a fresh process (its own peak memory), then the figures and the growth from the smallest."""
    counter = ConnectionCounter()
    measured: dict[int, dict] = {}
    for count in sizes:
        write_reading_list(entries[:count], seeds_folder(folder, count) / "list.bib")
        command = [sys.executable, __file__, "--folder", str(folder), "--resolve-child", str(count)]
        command += ["--port", str(counter.port)] + (["--profile"] if profile and count == max(sizes) else [])
        before = counter.connections
        child = subprocess.run(command, capture_output=True, text=True, check=True)
        if profile and count == max(sizes):
            print(child.stderr, end="")
        figures = measured[count] = json.loads(child.stdout.splitlines()[-1])
        figures["connections"] = counter.connections - before
        print(describe_run(count, figures))
        print("  " + describe_accuracy(accuracy(entries[:count], folder / f"output-{count}")))
    smallest, largest = min(measured), max(measured)
    if largest > smallest:
        ideal = largest / smallest
        wall = measured[largest]["resolve_wall"] / measured[smallest]["resolve_wall"]
        cpu = measured[largest]["resolve_cpu"] / measured[smallest]["resolve_cpu"]
        print(
            f"resolve growth {largest:,} / {smallest:,} entries: {wall:.1f}x wall, {cpu:.1f}x CPU "
            f"(ideal {ideal:.0f}x; linear means about that)"
        )


def seeds_folder(folder: Path, count: int) -> Path:
    return folder / f"seeds-{count}"


def resolve_run(folder: Path, count: int, port: int, *, profile: bool) -> dict:
    """Parse, then resolve, of the ``count``-entry list, as `enrich run --stage resolve` runs them, from scratch
    (no earlier output), with mirror = "only" and dblp the only source: no service may be asked."""
    service = f"http://127.0.0.1:{port}"
    settings = Settings(
        seeds=seeds_folder(folder, count),
        output_dir=folder / f"output-{count}",
        cache_dir=folder,
        mirror="only",
        sources=["dblp"],
        **{name: service for name in SERVICE_URLS},
    )
    shutil.rmtree(settings.output_dir, ignore_errors=True)
    figures: dict = {}
    for stage in ("parse", "resolve"):
        pipeline = Pipeline(settings)
        profiler = cProfile.Profile() if profile and stage == "resolve" else None
        started, cpu = time.perf_counter(), time.process_time()
        if profiler:
            profiler.enable()
        outcome = pipeline.run(stage)
        if profiler:
            profiler.disable()
        figures[f"{stage}_wall"] = time.perf_counter() - started
        figures[f"{stage}_cpu"] = time.process_time() - cpu
        figures["exit"] = outcome.code
        if profiler:
            profiler.dump_stats(folder / f"resolve-{count}.prof")
            pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(40)
    figures["requests"] = sum(pipeline.tally.requests_by_host.values())
    figures["peak"] = resident_peak_bytes()
    return figures


def resident_peak_bytes() -> int:
    """This process's peak resident memory since it started (VmHWM; DuckDB's included, as it runs in-process).
    Not ru_maxrss: Linux carries that over from the parent through fork and exec."""
    status = Path("/proc/self/status").read_text(encoding="ascii")
    kib = next(line.split()[1] for line in status.splitlines() if line.startswith("VmHWM:"))
    return int(kib) * 1024


def describe_run(count: int, figures: dict) -> str:
    wall, cpu, peak = figures["resolve_wall"], figures["resolve_cpu"], figures["peak"]
    met = wall < TARGET_RESOLVE_SECONDS and peak < TARGET_RESOLVE_PEAK_BYTES
    return (
        f"resolve {count:,} entries: parse {figures['parse_wall']:.1f} s wall, {figures['parse_cpu']:.1f} s CPU; "
        f"resolve {wall:.1f} s wall, {cpu:.1f} s CPU = {count / wall:,.0f} papers/s wall, "
        f"{count / cpu:,.0f} per CPU-second; peak resident {peak / 1e6:,.0f} MB; exit {figures['exit']}; "
        f"requests {figures['requests']}, connections to the services' port {figures['connections']}"
        + (
            f" (target {TARGET_RESOLVE_SECONDS / 60:.0f} min and {TARGET_RESOLVE_PEAK_BYTES / 1e9:.0f} GB: "
            f"{'met' if met else 'NOT met'})"
            if count >= 100_000
            else ""
        )
    )


def accuracy(entries: list[dict], output: Path) -> Counter[str]:
    """Each listed entry's outcome against the record it names: "right" (its record, or unresolved when it names
    none), "wrong" (another record, or a record when it names none), "ambiguous" or "unresolved" (it names one).

    "merged" is a wrong one counted apart: the parse stage takes one title in years at most two apart for one paper
    (enrich.parse.SAME_WORK_YEAR_GAP), so two listed entries whose titles read the same (the dump's "same title
    again, in another year", when the years are close) become one paper with one record,
    and when they name different records (or one names none) that record is another one's for at least one of them.
    The resolve stage never judged such an entry on its own: no matching rule picked its record."""
    outcomes: Counter[str] = Counter()
    with (output / "stages" / "resolve.jsonl").open(encoding="utf-8") as papers:
        for line in papers:
            paper = json.loads(line)
            named = {entries[occurrence["line"] - 1]["key"] for occurrence in paper["occurrences"]}
            for occurrence in paper["occurrences"]:
                result = outcome(entries[occurrence["line"] - 1]["key"], paper)
                outcomes["merged" if result == "wrong" and len(named) > 1 else result] += 1
    return outcomes


def outcome(true_key: str | None, paper: dict) -> str:
    if paper["status"] == "ambiguous":
        return "ambiguous"
    if paper["status"] != "resolved":
        return "right" if true_key is None else "unresolved"
    right = true_key is not None and (paper["dblp_key"] or "").endswith("/" + true_key)
    return "right" if right else "wrong"


def describe_accuracy(outcomes: Counter[str]) -> str:
    total = sum(outcomes.values())
    names = ("right", "ambiguous", "wrong", "merged", "unresolved")
    shares = ", ".join(f"{name} {outcomes[name] / total:.3f}" for name in names)
    return f"accuracy over {total:,} listed entries: {shares}"


if __name__ == "__main__":
    main()
