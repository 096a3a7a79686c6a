"""Parse-stage throughput: a synthetic 100,000-entry collection in the three list formats, parsed in memory.

Run: python bench/parse_bench.py [--entries N] [--profile]
Prints entry lines per second (target: at least 20,000 on one core) and peak memory. The parse is timed several
times and the best run counts (other processes on a shared machine only ever slow a run down); CPU time is shown
next to wall time for the same reason. The memory run is separate because tracemalloc slows allocation down.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import resource
import statistics
import time
import tracemalloc

from enrich.parse import parse_texts

TARGET_ENTRIES_PER_SECOND = 20_000
ENTRIES_PER_SECTION = 40
# Every 50th entry repeats an earlier title, so merging does real work, as it does on the real lists.
REPEAT_EVERY = 50

_WORDS = ("scalable", "distributed", "training", "inference", "storage", "cache", "checkpointing", "memory",
          "efficient", "deep", "learning", "models", "pipeline", "parallelism", "GPU", "clusters", "serving",
          "fault-tolerant", "data", "loading", "compression", "scheduling", "heterogeneous", "systems")
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
    return (f"[{rng.randint(2010, 2025)} {rng.choice(_VENUES)}] **{title}**. "
            f"[[PDF](https://dl.acm.org/doi/pdf/10.1145/{number}.{number + 1})] "
            f"[[Code](https://github.com/example/sys{number})]")


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=5, help="timed runs; the best one counts")
    parser.add_argument("--profile", action="store_true", help="print the 25 most expensive functions")
    args = parser.parse_args()

    lists = synthetic_lists(args.entries)
    lines = sum(text.count("\n") for _, text in lists)
    print(f"synthetic collection: {args.entries:,} entry lines, {lines:,} lines, "
          f"{sum(len(text) for _, text in lists) / 1e6:.1f} MB of text")

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
    print(f"parsed {args.entries:,} entry lines into {entries:,} entries, {args.repeat} runs: "
          f"wall {', '.join(f'{w:.2f}' for w in walls)} s; CPU {', '.join(f'{c:.2f}' for c in cpus)} s")
    print(f"best: {best:,.0f} entries/s, median: {args.entries / statistics.median(walls):,.0f} entries/s, "
          f"best by CPU time: {args.entries / min(cpus):,.0f} entries/s "
          f"(target {TARGET_ENTRIES_PER_SECOND:,}: {'met' if best >= TARGET_ENTRIES_PER_SECOND else 'NOT met'})")
    print(f"max RSS: {rss_after / 1024:.0f} MB (grew by {(rss_after - rss_before) / 1024:.0f} MB while parsing)")

    tracemalloc.start()
    parse_texts(lists)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"peak Python allocation during the parse (tracemalloc): {peak / 1e6:.0f} MB")


if __name__ == "__main__":
    main()
