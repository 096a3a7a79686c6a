"""Matching speed: score and decide 10,000 entries against 10 candidates each, on one core, and print the time.

    python bench/match_bench.py               # timing (target: under 5 s)
    python bench/match_bench.py --calibrate   # title similarities behind the thresholds in enrich.resolve.thresholds

The candidates mimic what the sources return for a title search: the paper itself as dblp and S2 spell it, its
CoRR copy, a near-identical title of another paper, and loose matches sharing some words. Titles are generated
from a fixed seed, so every run measures the same work. Caches are cleared first: each title is new to the
matcher, as in a first run.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from enrich.models import Author, Entry, Occurrence, SourceRecord
from enrich.resolve.decide import decide
from enrich.resolve.score import score
from enrich.resolve.similarity import stem, title_form, title_similarity
from enrich.resolve.thresholds import TITLE_ACCEPT
from enrich.titles import paper_id
from enrich.venues import venue_for_name

ENTRIES = 10_000
CANDIDATES = 10
SEED = 2024
VENUES = [
    ("OSDI", "conf/osdi"),
    ("SOSP", "conf/sosp"),
    ("NSDI", "conf/nsdi"),
    ("EuroSys", "conf/eurosys"),
    ("ATC", "conf/usenix"),
    ("FAST", "conf/fast"),
    ("ASPLOS", "conf/asplos"),
    ("SC", "conf/sc"),
]
WORDS = (
    "efficient scalable distributed deep learning training inference gpu cluster scheduling memory storage "
    "cache pipeline parallelism elastic fault tolerant checkpointing serving models heterogeneous data "
    "preprocessing communication compression sparse graph transformer recommendation accelerating "
    "adaptive fast large scale low latency multi tenant resource sharing framework system"
).split()

# Pairs from the labelled list 002 and its trap notes: (label, list title, record title).
SAME_PAPER = [
    (
        "SwapAdvisor Push/Pushing",
        "SwapAdvisor: Push Deep Learning Beyond the GPU Memory Limit via Smart Swapping",
        "SwapAdvisor: Pushing Deep Learning Beyond the GPU Memory Limit via Smart Swapping",
    ),
    (
        "ByteScheduler leading article",
        "Generic Communication Scheduler for Distributed DNN Training Acceleration",
        "A Generic Communication Scheduler for Distributed DNN Training Acceleration.",
    ),
    (
        "GeePS casing",
        "GeePS: Scalable Deep Learning on Distributed GPUs with a GPU-specialized Parameter Server",
        "GeePS: scalable deep learning on distributed GPUs with a GPU-specialized parameter server.",
    ),
    (
        "MLaaS HTML entity",
        "MLaaS in the Wild: Workload Analysis and Scheduling in Large-Scale Heterogeneous GPU Clusters",
        "MLaaS in the Wild: Workload Analysis &amp; Scheduling in Large-Scale Heterogeneous GPU Clusters.",
    ),
    (
        "Gandiva_fair rendering",
        "Gandiva_fair: Balancing Efficiency and Fairness",
        "Gandiva fair: Balancing Efficiency and Fairness",
    ),
]
DIFFERENT_PAPER = [
    (
        "PipeTransformer preprint",
        "PipeTransformer: Automated Elastic Pipelining for Distributed Training of Large-scale Models",
        "PipeTransformer: Automated Elastic Pipelining for Distributed Training of Transformers",
    ),
    (
        "Parallax early preprint",
        "Parallax: Sparsity-aware Data Parallel Training of Deep Neural Networks",
        "Parallax: Automatic Data-Parallel Training of Deep Neural Networks",
    ),
    (
        "Themis CoRR 2019",
        "Themis: Fair and Efficient GPU Cluster Scheduling",
        "Themis: Fair and Efficient GPU Cluster Scheduling for Machine Learning Workloads",
    ),
    (
        "PipeDream 2018",
        "PipeDream: Generalized Pipeline Parallelism for DNN Training",
        "PipeDream: Fast and Efficient Pipeline Parallel DNN Training",
    ),
    (
        "TensorFlow whitepaper",
        "TensorFlow: A System for Large-Scale Machine Learning",
        "TensorFlow: Large-Scale Machine Learning on Heterogeneous Distributed Systems",
    ),
    (
        "Synergy preprint",
        "Looking Beyond GPUs for DNN Scheduling on Multi-Tenant Clusters",
        "Synergy: Resource Sensitive DNN Scheduling in Multi-Tenant Clusters",
    ),
    (
        "GPipe arXiv v5",
        "GPipe: Efficient Training of Giant Neural Networks using Pipeline Parallelism",
        "GPipe: Easy Scaling with Micro-Batch Pipeline Parallelism",
    ),
    (
        "Poseidon 2015",
        "Poseidon: An Efficient Communication Architecture for Distributed Deep Learning on GPU Clusters",
        "Poseidon: A System Architecture for Efficient GPU-based Deep Learning on Multiple Machines",
    ),
    (
        "Philly tech report",
        "Analysis of Large-Scale Multi-Tenant GPU Clusters for DNN Training Workloads",
        "Multi-tenant GPU clusters for deep learning workloads: Analysis and implications",
    ),
    ("PipeDream prefix only", "PipeDream", "PipeDream: Generalized Pipeline Parallelism for DNN Training"),
]


def _title(rng: random.Random) -> str:
    name = "".join(rng.choice(WORDS).capitalize() for _ in range(2))
    return f"{name}: " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(5, 11))).capitalize()


def _authors(rng: random.Random) -> list[Author]:
    return [Author(name=f"Author{rng.randint(0, 500)} Surname{rng.randint(0, 500)}") for _ in range(rng.randint(2, 8))]


def _workload(rng: random.Random) -> list[tuple[Entry, list[SourceRecord]]]:
    work = []
    for index in range(ENTRIES):
        title = _title(rng)
        year = rng.randint(2014, 2024)
        acronym, prefix = rng.choice(VENUES)
        occurrence = Occurrence(
            file="bench.txt",
            line=index + 1,
            section=[],
            raw=title,
            format="plain",
            seed_title=title,
            seed_year=year,
            seed_venue=acronym,
            seed_venue_acronym=acronym,
        )
        entry = Entry(
            id=paper_id(title), title=title, year=year, venue=acronym, venue_acronym=acronym, occurrences=[occurrence]
        )
        authors = _authors(rng)
        records = [
            SourceRecord(
                source="dblp",
                title=title.lower() + ".",
                year=year + rng.choice((0, 0, 1)),
                venue=acronym,
                dblp_key=f"{prefix}/Paper{index}",
                dblp_type="Conference and Workshop Papers",
                doi=f"10.1145/{index}",
                authors=authors,
            ),
            SourceRecord(
                source="dblp",
                title=title,
                year=year - 1,
                venue="CoRR",
                dblp_key=f"journals/corr/abs-{index}",
                dblp_type="Informal and Other Publications",
                arxiv_id=f"{1800 + index % 100}.{index:05d}",
                authors=authors,
            ),
            SourceRecord(
                source="s2",
                title=title.replace(":", " -"),
                year=year,
                s2_paper_id=f"s2-{index}",
                venue="USENIX Symposium on Operating Systems Design and Implementation",
                authors=authors,
            ),
            SourceRecord(
                source="dblp",
                title=title + " for Machine Learning Workloads",
                year=year,
                venue=acronym,
                dblp_key=f"{prefix}/Other{index}",
                dblp_type="Conference and Workshop Papers",
                authors=_authors(rng),
            ),
        ]
        if index % 10 == 0:  # only the CoRR copy and look-alikes: nothing to accept as published
            records = records[1:]
        if index % 20 == 1:  # another paper with the same title and year at the same venue: ambiguous
            records.append(
                records[0].model_copy(
                    update={"dblp_key": f"{prefix}/Twin{index}", "doi": None, "year": year, "authors": _authors(rng)}
                )
            )
            records[0] = records[0].model_copy(update={"year": year})
        while len(records) < CANDIDATES:
            records.append(
                SourceRecord(
                    source="dblp",
                    title=_title(rng),
                    year=rng.randint(2010, 2024),
                    venue=rng.choice(VENUES)[0],
                    dblp_key=f"conf/x/Loose{index}-{len(records)}",
                    dblp_type="Conference and Workshop Papers",
                    authors=_authors(rng),
                )
            )
        rng.shuffle(records)
        work.append((entry, records))
    return work


def _clear_caches() -> None:
    for cached in (title_form, stem, venue_for_name):
        cached.cache_clear()


def run_bench() -> None:
    work = _workload(random.Random(SEED))
    pairs = sum(len(records) for _, records in work)
    for want in ("published", "any"):
        _clear_caches()
        started = time.perf_counter()
        outcomes = Counter(decide(entry, records, want=want).outcome for entry, records in work)
        elapsed = time.perf_counter() - started
        print(
            f"decide(want={want!r}): {ENTRIES:,} entries, {pairs:,} candidates in {elapsed:.2f} s "
            f"({elapsed / pairs * 1e6:.1f} us per candidate); outcomes {dict(sorted(outcomes.items()))}"
        )
    _clear_caches()
    started = time.perf_counter()
    for entry, records in work:
        for record in records:
            score(entry, record)
    print(f"score() alone: {pairs:,} pairs in {time.perf_counter() - started:.2f} s")


def run_calibration() -> None:
    print(f"TITLE_ACCEPT = {TITLE_ACCEPT}")
    for heading, pairs in (("same paper (must pass)", SAME_PAPER), ("different paper (must fail)", DIFFERENT_PAPER)):
        print(heading)
        for label, listed, recorded in pairs:
            print(f"  {title_similarity(listed, recorded):.3f}  {label}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calibrate", action="store_true", help="print the title similarities behind the thresholds")
    args = parser.parse_args()
    run_calibration() if args.calibrate else run_bench()


if __name__ == "__main__":
    main()
