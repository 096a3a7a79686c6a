"""The dblp mirror build gives the same store as an earlier revision's: every row, every posting, compared.

Run: python bench/mirror_same_rows.py [--baseline main] [--records 200000] [--dump FILE ...]

Builds each dump twice, with the baseline revision's src/ (taken with `git archive`) and with this tree's, each in a
fresh process, and compares the two stores: ``records`` (every column, rid included) and ``postings`` row for row
(EXCEPT ALL both ways), and the metadata but for the build time. The dumps: the real-format test dump
(tests/data/mirror/dblp.xml), the fake world's dump, a synthetic dump of --records records (bench/mirror_dump.py)
and any --dump given. It also recomputes ``enrich.titles.title_key`` over every stored title, so the stored keys
are shown to be the matcher's. Exits 1 when anything differs.
"""

from __future__ import annotations

import argparse
import io
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import duckdb

sys.path.insert(0, str(Path(__file__).resolve().parent))

from enrich.titles import title_key
from enrich_fakes.corpus import build_corpus
from enrich_fakes.dblp import DblpIndex
from enrich_fakes.dblp_dump import dump_files
from mirror_dump import write_dump

ROOT = Path(__file__).resolve().parent.parent
TEST_DUMP = ROOT / "tests" / "data" / "mirror" / "dblp.xml"
_BUILD = """
import sys
from pathlib import Path
from enrich.mirror.commands import build_dblp
build_dblp(Path(sys.argv[1]), Path(sys.argv[2]), origin="same-rows check")
"""


def baseline_source(revision: str, into: Path) -> Path:
    """The baseline revision's src/ folder, unpacked from git."""
    archive = subprocess.run(["git", "archive", revision, "src"], cwd=ROOT, capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into / "src"


def build(dump: Path, folder: Path, source: Path) -> Path:
    """The store built from ``dump`` by the code in ``source``, in a process of its own."""
    subprocess.run([sys.executable, "-c", _BUILD, str(dump), str(folder)], env={"PYTHONPATH": str(source)}, check=True)
    return folder / "dblp.duckdb"


def differences(before: Path, after: Path) -> dict[str, int]:
    """Rows of each table that one store has and the other lacks (counted with multiplicity), and stored title
    keys that are not title_key(title)."""
    con = duckdb.connect()
    con.execute("SET enable_progress_bar = false")
    con.execute(f"ATTACH '{before}' AS before (READ_ONLY)")
    con.execute(f"ATTACH '{after}' AS after (READ_ONLY)")
    found = {}
    for table, columns in (
        ("records", "*"),
        ("postings", "*"),
        ("mirror_meta", "* EXCLUDE (harvested_at)"),
    ):
        for one, other in (("before", "after"), ("after", "before")):
            row = con.execute(
                f"SELECT count(*) FROM (SELECT {columns} FROM {one}.{table} "
                f"EXCEPT ALL SELECT {columns} FROM {other}.{table})"
            ).fetchone()
            found[f"{table} only {one}"] = row[0] if row else -1
    titles = con.execute("SELECT title, title_key FROM after.records").fetchall()
    found["title keys that are not title_key(title)"] = sum(title_key(title) != (key or "") for title, key in titles)
    found["records"] = len(titles)
    con.close()
    return found


def fake_world_dump(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    files = dump_files(DblpIndex(build_corpus()))
    (folder / "dblp.xml.gz").write_bytes(files.xml_gz)
    (folder / "dblp.dtd").write_bytes(files.dtd)
    return folder / "dblp.xml.gz"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default="main", help="git revision to compare with (default: main)")
    parser.add_argument("--records", type=int, default=200_000, help="records of the synthetic dump (0: none)")
    parser.add_argument("--dump", type=Path, action="append", default=[], help="another dump (dblp.dtd beside it)")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="mirror-same-rows-"))
    try:
        baseline = baseline_source(args.baseline, work / "baseline")
        dumps = [TEST_DUMP, fake_world_dump(work / "fake"), *args.dump]
        if args.records:
            dumps.append(write_dump(work / "synthetic", args.records, 0)[0])
        same = True
        for number, dump in enumerate(dumps):
            before = build(dump, work / f"before-{number}", baseline)
            after = build(dump, work / f"after-{number}", ROOT / "src")
            found = differences(before, after)
            records = found.pop("records")
            differing = {name: count for name, count in found.items() if count}
            same = same and not differing
            print(f"{dump}: {records:,} records, " + ("same store" if not differing else f"DIFFERENT {differing}"))
    finally:
        shutil.rmtree(work)
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
