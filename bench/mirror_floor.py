"""Where a dblp record's CPU time goes while the mirror is built, layer by layer, and the rate the layers allow.

Run: python bench/mirror_floor.py DUMP [--repeat 3]
     (DUMP: a dblp.xml.gz with dblp.dtd beside it, such as bench/mirror_bench.py's --folder/dump/dblp.xml.gz)

Each layer does what the one before did and more, over the whole dump, in one process with the cyclic garbage
collector paused (as the build runs); the best of --repeat runs is kept (other processes only ever add time):

1. gunzip: the dump decompressed and thrown away;
2. parse: lxml's iterparse over the records, as the build runs it (enrich.mirror.dblp_dump.record_elements);
3. read fields: every record's attributes and every child's tag and text read into Python, nothing computed:
   the least any reader in Python does to see a record;
4. rows: enrich.mirror.dblp_dump.read_dump, the rows the store gets (title key, DOI, arXiv id, venue acronym);
5. build: the whole `enrich mirror update dblp` build (rows loaded into DuckDB, the token index, the checkpoint),
   CPU time of every thread.

Per publication record it prints each layer's CPU time and its share above the layer before, and the records per
CPU-second the build reaches and would reach if the rules (layer 4 above layer 3) cost nothing: how far a faster
Python rule could take the build.
"""

from __future__ import annotations

import argparse
import gc
import gzip
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from enrich.mirror.commands import build_dblp
from enrich.mirror.dblp_dump import SKIPPED_TAG, read_dump, record_elements

READ_SIZE = 1 << 20


def gunzip(dump: Path) -> None:
    with gzip.open(dump, "rb") as stream:
        while stream.read(READ_SIZE):
            pass


def parse(dump: Path) -> None:
    with gzip.open(dump, "rb") as stream:
        for _ in record_elements(stream):
            pass


def read_fields(dump: Path) -> None:
    with gzip.open(dump, "rb") as stream:
        for element in record_elements(stream):
            if element.tag != SKIPPED_TAG:
                element.get("key"), element.get("mdate"), element.get("publtype")
                for child in element:
                    child.tag, child.text, child.get("orcid")


def rows(dump: Path) -> None:
    for _ in read_dump(dump):
        pass


def build(dump: Path) -> None:
    folder = Path(tempfile.mkdtemp(prefix="mirror-floor-"))
    try:
        build_dblp(dump, folder, origin="bench")
    finally:
        shutil.rmtree(folder)


LAYERS: tuple[tuple[str, Callable[[Path], None]], ...] = (
    ("gunzip", gunzip),
    ("parse", parse),
    ("read fields", read_fields),
    ("rows", rows),
    ("build", build),
)


def best_cpu_seconds(layer: Callable[[Path], None], dump: Path, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        gc.disable()
        started = time.process_time()
        try:
            layer(dump)
        finally:
            gc.enable()
        best = min(best, time.process_time() - started)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dump", type=Path)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    records = sum(1 for _ in read_dump(args.dump))
    print(f"{args.dump}: {records:,} publication records")
    costs: dict[str, float] = {}
    before = 0.0
    for name, layer in LAYERS:
        micros = best_cpu_seconds(layer, args.dump, args.repeat) / records * 1e6
        costs[name] = micros
        print(f"{name:12} {micros:6.2f} µs per record (+{micros - before:5.2f})")
        before = micros
    rules = costs["rows"] - costs["read fields"]
    print(
        f"build: {1e6 / costs['build']:,.0f} records per CPU-second; with rules that cost nothing "
        f"{1e6 / (costs['build'] - rules):,.0f}"
    )


if __name__ == "__main__":
    main()
