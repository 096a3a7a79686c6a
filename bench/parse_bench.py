"""Parse-stage throughput: a synthetic 100,000-entry collection in the three list formats, parsed in memory.

Run: python bench/parse_bench.py [--entries N] [--profile]
Prints entry lines per second (target: at least 20,000 on one core), the CPU time of one 3,000-line Markdown list
(target: under 1 s) and peak memory (target: under 300 MB for 100,000 entries). The parse is timed several times
and the best run counts (other processes on a shared machine only ever slow a run down); CPU time is shown next to
wall time for the same reason. The memory runs are separate because tracemalloc slows allocation down: the peak of
Python's allocations during the parse, and the peak resident size of a fresh process that only parses the
collection (interpreter and libraries included).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import resource
import statistics
import subprocess
import sys
import time
import tracemalloc

from enrich.parse import parse_texts

TARGET_ENTRIES_PER_SECOND = 20_000
TARGET_LIST_CPU_SECONDS = 1.0
TARGET_PEAK_MB = 300
LIST_LINES = 3_000
ENTRIES_PER_SECTION = 40
# Every 50th entry repeats an earlier title, so merging does real work, as it does on the real lists.
REPEAT_EVERY = 50

_WORDS = (
    "scalable",
    "distributed",
    "training",
    "inference",
    "storage",
    "cache",
    "checkpointing",
    "memory",
    "efficient",
    "deep",
    "learning",
    "models",
    "pipeline",
    "parallelism",
    "GPU",
    "clusters",
    "serving",
    "fault-tolerant",
    "data",
    "loading",
    "compression",
    "scheduling",
    "heterogeneous",
    "systems",
)
_VENUES = ("OSDI", "SOSP", "FAST", "ATC", "EuroSys", "NSDI", "SC", "ICML", "PVLDB", "Big Data", "arXiv", "MICRO")


def _title(rng: random.Random, number: int) -> str:
    words = " ".join(rng.choice(_WORDS) for _ in range(rng.randint(5, 11)))
    return f"Sys{number}: {words[0].upper()}{words[1:]}"


def _plain(rng: random.Random, title: str) -> str:
    return f"[{rng.randint(2010, 2025)} {rng.choice(_VENUES)}] {title}. [PDF] [Slides] [Code]"


def _bulleted(rng: random.Random, title: str) -> str:
    return f"• [{rng.choice(_VENUES)} '{rng.randint(10, 25)}] {title}"


def _markdown(rng: random.Random, title: str) -> str:
    number = rng.randint(1000, 9999)
    return (
        f"[{rng.randint(2010, 2025)} {rng.choice(_VENUES)}] **{title}**. "
        f"[[PDF](https://dl.acm.org/doi/pdf/10.1145/{number}.{number + 1})] "
        f"[[Code](https://github.com/example/sys{number})]"
    )


def synthetic_lists(entries: int, seed: int = 7) -> list[tuple[str, str]]:
    """Three lists (plain with a table of contents, bulleted, Markdown) holding `entries` entry lines in all."""
    rng = random.Random(seed)
    titles: list[str] = []
    formats = (("synthetic.txt", _plain), ("synthetic-bulleted.txt", _bulleted), ("synthetic.md", _markdown))
    per_format = [entries // 3 + (1 if index < entries % 3 else 0) for index in range(3)]
    lists = []
    for (name, render), count in zip(formats, per_format, strict=True):
        sections = (count + ENTRIES_PER_SECTION - 1) // ENTRIES_PER_SECTION
        lines = _front_matter(name, sections)
        for index in range(count):
            if index % ENTRIES_PER_SECTION == 0:
                lines += ["", _heading(name, index // ENTRIES_PER_SECTION), ""]
            if titles and len(titles) % REPEAT_EVERY == 0:
                title = rng.choice(titles)
                titles.append(title)
            else:
                title = _title(rng, len(titles))
                titles.append(title)
            lines.append(render(rng, title))
        lists.append((name, "\n".join(lines) + "\n"))
    return lists


def _front_matter(name: str, sections: int) -> list[str]:
    if name.endswith(".md"):
        return ["# Synthetic list", ""] + [f"* [{n}.Section {n}](#section-{n})" for n in range(sections)]
    if name == "synthetic.txt":
        return ["Synthetic list", ""] + [f"• {n}.Section {n}" for n in range(sections)]
    return ["reading list"]


def _heading(name: str, number: int) -> str:
    if name.endswith(".md"):
        return f"## Section {number}"
    if name == "synthetic.txt":
        return f"Section {number}"
    return f"# Section {number}"


def markdown_list(lines: int, seed: int = 11) -> str:
    """One Markdown list of about `lines` lines: a table of contents, then sections of entries with bold titles."""
    rng = random.Random(seed)
    sections = lines // (ENTRIES_PER_SECTION + 3) + 1
    text = _front_matter("list.md", sections)
    number = 0
    while len(text) < lines:
        if number % ENTRIES_PER_SECTION == 0:
            text += ["", _heading("list.md", number // ENTRIES_PER_SECTION), ""]
        text.append(_markdown(rng, _title(rng, number)))
        number += 1
    return "\n".join(text[:lines]) + "\n"


def list_cpu_seconds(repeat: int) -> tuple[float, int]:
    """(best CPU seconds, entries) for parsing one 3,000-line Markdown list in this process."""
    text = markdown_list(LIST_LINES)
    seconds = []
    for _ in range(repeat):
        start = time.process_time()
        result = parse_texts([("list.md", text)])
        seconds.append(time.process_time() - start)
    return min(seconds), sum(stats.entries for stats in result.files)


def fresh_process_peak_mb(entries: int) -> float:
    """Peak resident size of a new interpreter that imports enrich and parses the collection once."""
    finished = subprocess.run(
        [sys.executable, __file__, "--entries", str(entries), "--rss-only"], check=True, capture_output=True, text=True
    )
    return float(finished.stdout.split()[-1])


def _peak_resident_mb() -> float:
    """This process's peak resident size. Linux's VmHWM is this process's own; ru_maxrss would include the resident
    size of the parent it was forked from (kept across exec), here the benchmark with its timed runs."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=5, help="timed runs; the best one counts")
    parser.add_argument("--profile", action="store_true", help="print the 25 most expensive functions")
    parser.add_argument("--rss-only", action="store_true", help="parse once and print the peak resident MB")
    args = parser.parse_args()

    lists = synthetic_lists(args.entries)
    if args.rss_only:
        parse_texts(lists)
        print(f"{_peak_resident_mb():.0f}")
        return
    lines = sum(text.count("\n") for _, text in lists)
    print(
        f"synthetic collection: {args.entries:,} entry lines, {lines:,} lines, "
        f"{sum(len(text) for _, text in lists) / 1e6:.1f} MB of text"
    )

    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(parse_texts, lists)
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
        return

    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    walls, cpus = [], []
    for _ in range(args.repeat):
        start_wall, start_cpu = time.perf_counter(), time.process_time()
        result = parse_texts(lists)
        walls.append(time.perf_counter() - start_wall)
        cpus.append(time.process_time() - start_cpu)
        parsed = sum(stats.entries for stats in result.files)
        assert parsed == args.entries and not result.unparsed, "the synthetic lists must parse completely"
        entries = len(result.entries)
        del result
    rss_after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    best = args.entries / min(walls)
    print(
        f"parsed {args.entries:,} entry lines into {entries:,} entries, {args.repeat} runs: "
        f"wall {', '.join(f'{w:.2f}' for w in walls)} s; CPU {', '.join(f'{c:.2f}' for c in cpus)} s"
    )
    print(
        f"best: {best:,.0f} entries/s, median: {args.entries / statistics.median(walls):,.0f} entries/s, "
        f"best by CPU time: {args.entries / min(cpus):,.0f} entries/s "
        f"(target {TARGET_ENTRIES_PER_SECOND:,}: {'met' if best >= TARGET_ENTRIES_PER_SECOND else 'NOT met'})"
    )
    print(f"max RSS: {rss_after / 1024:.0f} MB (grew by {(rss_after - rss_before) / 1024:.0f} MB while parsing)")

    list_seconds, list_entries = list_cpu_seconds(args.repeat)
    print(
        f"a {LIST_LINES:,}-line Markdown list ({list_entries:,} entries): {list_seconds:.3f} s CPU, best of "
        f"{args.repeat} (target under {TARGET_LIST_CPU_SECONDS:.0f} s: "
        f"{'met' if list_seconds < TARGET_LIST_CPU_SECONDS else 'NOT met'})"
    )

    tracemalloc.start()
    parse_texts(lists)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    peak_mb = peak / 1e6
    print(
        f"peak Python allocation during the parse (tracemalloc): {peak_mb:.0f} MB "
        f"(target under {TARGET_PEAK_MB}: {'met' if peak_mb < TARGET_PEAK_MB else 'NOT met'})"
    )
    print(
        f"peak resident size of a fresh process parsing the {args.entries:,} entries: "
        f"{fresh_process_peak_mb(args.entries):.0f} MB"
    )


if __name__ == "__main__":
    main()
