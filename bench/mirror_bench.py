"""Local dblp mirror at scale: build time, records/s, store size, candidate-query time, recall and peak memory.

Run: python bench/mirror_bench.py [--records 5000000] [--entries 100000] [--folder DIR] [--reuse]

Writes a synthetic dump in dblp's real XML format (bench/mirror_dump.py: DOCTYPE and DTD entities, <i> in titles,
CoRR preprints, DOIs and arXiv links in ee, titles colliding the way real ones do) and an entry list, builds the
store exactly as `enrich mirror update dblp --dump FILE` does, and asks the candidate query for the first 10,000
entries and then for all of them. Targets: at least 50,000 records/s on one core while building, peak memory
under 2 GB. The build's rate is given three ways: per wall-clock second (on a shared machine the wall time also
counts other processes' turns), per CPU-second of the whole process (every DuckDB thread included), and per
CPU-second of the main thread, the one core that parses the dump and hands DuckDB its rows (DuckDB's other threads
help with the writing and the final index).
Recall is the share of entries naming a dump record whose record is among that entry's candidates.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from enrich.mirror.candidates import Mirror
from enrich.mirror.commands import build_dblp
from enrich.mirror.store import store_path
from mirror_dump import write_dump

TARGET_RECORDS_PER_SECOND = 50_000
TARGET_PEAK_BYTES = 2 * 1024**3


def peak_bytes() -> int:
    """Peak resident memory of this process so far (Linux reports ru_maxrss in KiB); DuckDB runs in-process, so
    its memory is included."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=5_000_000)
    parser.add_argument("--entries", type=int, default=100_000)
    parser.add_argument("--folder", type=Path, default=Path("/tmp/enrich-mirror-bench"))
    parser.add_argument("--reuse", action="store_true", help="reuse the dump already in --folder")
    args = parser.parse_args()
    dump_folder, mirror = args.folder / "dump", args.folder / "mirror"
    if not (args.reuse and (dump_folder / "dblp.xml.gz").exists()):
        started = time.perf_counter()
        write_dump(dump_folder, args.records, args.entries)
        print(
            f"dump written: {time.perf_counter() - started:.0f} s, "
            f"{(dump_folder / 'dblp.xml.gz').stat().st_size / 1e6:.0f} MB compressed"
        )

    started, cpu, main_cpu = time.perf_counter(), time.process_time(), time.thread_time()
    meta = build_dblp(dump_folder / "dblp.xml.gz", mirror, origin="bench")
    wall, cpu, main_cpu = time.perf_counter() - started, time.process_time() - cpu, time.thread_time() - main_cpu
    one_core = meta.records / main_cpu
    print(
        f"build: {meta.records:,} records in {wall:.1f} s wall = {meta.records / wall:,.0f} records/s; "
        f"{cpu:.1f} s CPU over all threads = {meta.records / cpu:,.0f} records per CPU-second; "
        f"{main_cpu:.1f} s CPU in the main thread = {one_core:,.0f} records per CPU-second on one core "
        f"(target {TARGET_RECORDS_PER_SECOND:,}: {'met' if one_core >= TARGET_RECORDS_PER_SECOND else 'NOT met'})"
    )
    print(
        f"store: {store_path(mirror, 'dblp').stat().st_size / 1e6:,.0f} MB; peak memory so far "
        f"{peak_bytes() / 1e6:,.0f} MB"
    )

    entries = [json.loads(line) for line in (dump_folder / "entries.jsonl").open(encoding="utf-8")]
    with Mirror(mirror) as store:
        for count in (10_000, len(entries)):
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


if __name__ == "__main__":
    main()
