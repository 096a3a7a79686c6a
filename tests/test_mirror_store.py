"""The mirror store: built beside the live file, swapped in whole, never half-written; arXiv increments merge."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

from enrich.mirror.arxiv_oai import read_snapshot
from enrich.mirror.candidates import Mirror
from enrich.mirror.commands import build_dblp
from enrich.mirror.records import MirrorRow
from enrich.mirror.store import MirrorMeta, StoreBuild, live_meta, store_path

DATA = Path(__file__).parent / "data" / "mirror"


def _count(path: Path) -> int:
    con = duckdb.connect(str(path), read_only=True)
    try:
        return con.execute("SELECT count(*) FROM records").fetchone()[0]
    finally:
        con.close()


def _meta(source: str, release: str):
    def meta(con: duckdb.DuckDBPyConnection) -> MirrorMeta:
        count = con.execute("SELECT count(*) FROM records").fetchone()[0]
        return MirrorMeta(source, release, "2026-12-01T00:00:00+00:00", count, "test", None, release)

    return meta


def _row(key: str, title: str) -> MirrorRow:
    return MirrorRow(
        "arxiv",
        key,
        "preprint",
        None,
        title,
        title.lower(),
        2020,
        None,
        "arXiv",
        "A. Author",
        None,
        None,
        key,
        None,
        None,
        None,
        "2026-11-01",
        None,
        None,
        "2020-01-01",
    )


def test_a_build_records_its_release_and_provenance(tmp_path: Path) -> None:
    meta = build_dblp(DATA / "dblp.xml", tmp_path, origin="https://dblp.org/xml/dblp.xml.gz", checksum="ab" * 16)
    assert (meta.records, meta.release) == (308, "2024-11-30")  # the newest mdate of a dump without a date in its name
    assert meta.provenance == "dblp mirror, release 2024-11-30"
    assert live_meta(tmp_path, "dblp") == meta
    assert [path.name for path in tmp_path.iterdir()] == ["dblp.duckdb"]  # no half-built file or pieces left


def test_a_run_that_opened_the_old_store_keeps_reading_it_while_a_new_one_is_swapped_in(tmp_path: Path) -> None:
    with StoreBuild(tmp_path, "arxiv") as build:
        build.add([_row("2001.00001", "Old Paper")])
        build.finish(_meta("arxiv", "2026-11-01"))
    with Mirror(tmp_path) as running:
        with StoreBuild(tmp_path, "arxiv") as build:
            build.add([_row("2001.00002", "New Paper One"), _row("2001.00003", "New Paper Two")])
            build.finish(_meta("arxiv", "2026-12-01"))
        # the running process still answers from the release it opened, whole
        assert running.origins() == {"arxiv": "arxiv mirror, release 2026-11-01"}
        assert [record.title for record in running.candidates([("Old Paper", 2020)]).records[0]] == ["Old Paper"]
    # a process started after the swap sees the new release (a new process: nothing of the old one is cached)
    code = (
        "import sys; from pathlib import Path; from enrich.mirror.candidates import Mirror; "
        "m = Mirror(Path(sys.argv[1])); "
        "print(m.meta['arxiv'].release, m.candidates([('New Paper One', 2020)]).records[0][0].title)"
    )
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "2026-12-01 New Paper One"


def test_a_failed_build_leaves_the_live_store_untouched(tmp_path: Path) -> None:
    build_dblp(DATA / "dblp.xml", tmp_path, origin="first")
    before = store_path(tmp_path, "dblp").read_bytes()

    def broken_rows():
        yield from read_snapshot((DATA / "arxiv-snapshot.jsonl").read_text().splitlines())
        raise OSError("disk full")

    with pytest.raises(OSError), StoreBuild(tmp_path, "dblp") as build:
        build.add(broken_rows())
        build.finish(_meta("dblp", "2026-12-01"))
    assert store_path(tmp_path, "dblp").read_bytes() == before
    assert [path.name for path in tmp_path.iterdir()] == ["dblp.duckdb"]


def test_an_increment_replaces_records_by_key_and_drops_withdrawn_ones(tmp_path: Path) -> None:
    with StoreBuild(tmp_path, "arxiv") as build:
        build.add([_row("2001.00001", "First Title"), _row("2001.00002", "Withdrawn"), _row("2001.00003", "Kept")])
        build.finish(_meta("arxiv", "2026-11-01"))
    with StoreBuild(tmp_path, "arxiv", keep_previous=True) as build:
        build.add([_row("2001.00001", "Revised Title"), _row("2001.00004", "Brand New")])
        build.forget(["2001.00002"])
        build.finish(_meta("arxiv", "2026-12-01"))
    con = duckdb.connect(str(store_path(tmp_path, "arxiv")), read_only=True)
    titles = dict(con.execute("SELECT key, title FROM records").fetchall())
    con.close()
    assert titles == {"2001.00001": "Revised Title", "2001.00003": "Kept", "2001.00004": "Brand New"}


def test_rows_loaded_in_several_batches_keep_their_order_values_and_missing_fields(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("enrich.mirror.store.LOAD_BATCH_ROWS", 2)
    rows = [_row(f"2001.0000{n}", f"Sch\u00f6nfinkel Part {n}") for n in range(5)]
    rows[1] = rows[1]._replace(year=None, arxiv_version=3, authors="", orcids="\t0000-0001-2345-6789")
    with StoreBuild(tmp_path, "arxiv") as build:
        assert build.add(rows) == 5
        build.finish(_meta("arxiv", "2026-12-01"))
    con = duckdb.connect(str(store_path(tmp_path, "arxiv")), read_only=True)
    stored = con.execute(
        "SELECT rid, key, title, year, arxiv_version, authors, orcids FROM records ORDER BY rid"
    ).fetchall()
    con.close()
    assert [(rid, key) for rid, key, *_ in stored] == [(n + 1, f"2001.0000{n}") for n in range(5)]
    assert stored[0][2:] == ("Sch\u00f6nfinkel Part 0", 2020, None, "A. Author", None)
    # An empty string is stored as a missing value, as it always was.
    assert stored[1][2:] == ("Sch\u00f6nfinkel Part 1", None, 3, None, "\t0000-0001-2345-6789")
