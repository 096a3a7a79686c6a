"""The mirror store: one DuckDB file per source under ``<cache dir>/mirror/``, built beside the old one and swapped.

Layout of a store file (dblp.duckdb, arxiv.duckdb):

- ``records``: one row per record (enrich.mirror.records.STORE_COLUMNS) plus ``rid``, a dense row number;
- ``postings(token, df, rids)``: the inverted index the candidate query blocks on: per word of the records'
  title_keys, how many records it is in and (for words in at most MAX_POSTINGS records) which;
- ``mirror_meta``: one row saying what the store holds (source, release, harvest time, count, origin, checksum,
  and where the next increment starts), which provenance quotes ("dblp mirror, release 2026-11-30").

Safe updates: a build writes ``<name>.duckdb.building`` and, only once it is complete and checkpointed, replaces the
live file with ``os.replace`` (atomic on POSIX). A process that opened the old file keeps reading the old file's
data through its open descriptor until it closes it; the next process opens the new one. A build that fails or is
killed leaves the live file untouched and its half-built file is deleted on the next build.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import islice
from pathlib import Path

import duckdb
import numpy as np

from enrich.collector import collector_paused
from enrich.mirror.records import STORE_COLUMNS, MirrorRow

MIRROR_FOLDER = "mirror"
MIRROR_SOURCES = ("dblp", "arxiv")
# Rows handed to DuckDB at once, as one array per column: enough that each INSERT's fixed cost vanishes, few enough
# that the batch's Python objects (about 2 KB a row) stay near 200 MB. (20,000 and 50,000 measured no cheaper.)
LOAD_BATCH_ROWS = 100_000
# A word in more records than this never blocks a query (enrich.mirror.candidates): its record list is not kept.
# "learning" is in one title in ten; a word in 5,000 of seven million titles still singles out a handful of
# records together with a second rare word.
MAX_POSTINGS = 5_000
# DuckDB's own memory during a build (sorting, hashing the token index); it spills to disk beyond this. With the
# parser's few MB this keeps a full dblp build well under 2 GB.
BUILD_MEMORY_LIMIT = "1GB"
_INTEGER_COLUMNS = frozenset({"year", "arxiv_version"})
# The column types of ``records``, in STORE_COLUMNS order (rid comes first in the table).
COLUMN_TYPES = {column: ("INTEGER" if column in _INTEGER_COLUMNS else "VARCHAR") for column in STORE_COLUMNS}
# A loaded batch's integer columns are int64 arrays with this for a missing value (years and versions are never
# negative); DuckDB would otherwise guess their type from a sample of Python objects.
_MISSING_INTEGER = -1
# How a loaded batch's columns become the table's: an empty string is stored as NULL, as a missing value is.
_LOADED_COLUMNS = ", ".join(
    f"nullif({name}, {_MISSING_INTEGER})::INTEGER" if kind == "INTEGER" else f"nullif({name}, '')"
    for name, kind in COLUMN_TYPES.items()
)

ProgressCallback = Callable[[int], None]


@dataclass(frozen=True)
class MirrorMeta:
    """What a store holds: which source, which release, when it was harvested, and where the next one starts."""

    source: str
    release: str  # the dump's or harvest's date, YYYY-MM-DD
    harvested_at: str  # when this store was built, ISO 8601 UTC
    records: int
    origin: str  # the URL or file the records came from
    checksum: str | None = None  # the dump's verified md5, when there is one
    next_from: str | None = None  # arXiv: the from= date of the next increment (the last harvest's date)

    @property
    def provenance(self) -> str:
        """How fields from this store name their origin: "dblp mirror, release 2026-11-30"."""
        return f"{self.source} mirror, release {self.release}"


def mirror_folder(cache_dir: Path) -> Path:
    return cache_dir / MIRROR_FOLDER


def store_path(folder: Path, source: str) -> Path:
    return folder / f"{source}.duckdb"


def sql_string(text: str) -> str:
    """A SQL string literal (ATTACH and COPY take no parameters)."""
    return "'" + text.replace("'", "''") + "'"


class StoreBuild:
    """A new store file for one source, filled with rows and then swapped in for the live one.

    With ``keep_previous`` the live store's records are carried over and the new rows replace those with the same
    key (an arXiv increment); without it the new file holds the new rows only (a dblp dump is complete).

    Use as a context manager: leaving it by an exception deletes the half-built file and leaves the live one alone.
    """

    def __init__(self, folder: Path, source: str, *, keep_previous: bool = False) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.source = source
        self.live = store_path(folder, source)
        self.building = self.live.with_name(self.live.name + ".building")
        for leftover in (self.building, self.building.with_name(self.building.name + ".wal")):
            leftover.unlink(missing_ok=True)
        self._spill = Path(tempfile.mkdtemp(prefix=".spill-", dir=folder))
        self._con = duckdb.connect(
            str(self.building), config={"memory_limit": BUILD_MEMORY_LIMIT, "temp_directory": str(self._spill)}
        )
        self._keep_previous = keep_previous and self.live.exists()
        columns = ", ".join(f"{name} {kind}" for name, kind in COLUMN_TYPES.items())
        # A complete build writes ``records`` directly, numbered as the rows come; an increment collects its rows
        # in ``incoming`` to merge them with the previous records at the end.
        if self._keep_previous:
            self._con.execute(f"CREATE TABLE incoming ({columns})")
        else:
            self._con.execute(f"CREATE TABLE records (rid BIGINT, {columns})")
        self._con.execute("CREATE TABLE gone (key VARCHAR)")
        self.added = 0

    def __enter__(self) -> StoreBuild:
        return self

    def __exit__(self, kind: type[BaseException] | None, *_: object) -> None:
        if kind is not None:
            self._abandon()

    def add(self, rows: Iterable[MirrorRow], progress: ProgressCallback | None = None) -> int:
        """Load rows in batches of LOAD_BATCH_ROWS, each handed to DuckDB as one array per column (DuckDB reads the
        arrays' strings directly, with no CSV to write and parse and no row-by-row insert). Returns how many rows
        this call added.

        Loading is one core's work: DuckDB runs on the calling thread only (its other threads would only contend
        with the parse for the second core), and the cyclic garbage collector pauses, since a batch holds a
        hundred thousand rows that are in no cycle and every collection would walk them.
        """
        added = 0
        rows = iter(rows)
        with self._one_thread(), collector_paused():
            while batch := list(islice(rows, LOAD_BATCH_ROWS)):
                self._load(batch)
                added += len(batch)
                self.added += len(batch)
                if progress is not None:
                    progress(self.added)
        return added

    def forget(self, keys: list[str]) -> None:
        """Keys the source has withdrawn (OAI-PMH's deleted records): left out of the carried-over records."""
        if keys:
            self._con.execute("INSERT INTO gone SELECT unnest($keys)", {"keys": keys})

    def finish(self, meta_for: Callable[[duckdb.DuckDBPyConnection], MirrorMeta]) -> MirrorMeta:
        """Merge with the previous records if asked, build the token index, write the metadata, swap the file in.

        ``meta_for`` sees the finished ``records`` table (to count rows, or read the newest mdate as the release).
        """
        self._merge()
        self._index()
        meta = meta_for(self._con)
        self._write_meta(meta)
        self._con.execute("CHECKPOINT")
        self._con.close()
        os.replace(self.building, self.live)
        self._remove_spill()
        return meta

    # -------------------------------------------------------------------------------------------------- steps

    @contextmanager
    def _one_thread(self) -> Iterator[None]:
        """DuckDB on the calling thread only; its own thread count (one per core) again afterwards, for the
        index, which is parallel work."""
        self._con.execute("SET threads = 1")
        try:
            yield
        finally:
            self._con.execute("RESET threads")

    def _load(self, batch: list[MirrorRow]) -> None:
        count = len(batch)
        arrays = {
            name: _column_array(column, COLUMN_TYPES[name], count)
            for name, column in zip(STORE_COLUMNS, zip(*batch, strict=True), strict=True)
        }
        if self._keep_previous:
            target, numbered = "incoming", ""
        else:
            arrays["rid"] = np.arange(self.added + 1, self.added + count + 1, dtype=np.int64)
            target, numbered = "records", "rid, "
        self._con.register("batch", arrays)
        try:
            self._con.execute(f"INSERT INTO {target} SELECT {numbered}{_LOADED_COLUMNS} FROM batch")
        finally:
            self._con.unregister("batch")

    def _merge(self) -> None:
        """``records`` = the previous records whose key did not come again, then the new ones, numbered. (A
        complete build has written ``records`` already.)"""
        if self._keep_previous:
            self._con.execute(f"ATTACH {sql_string(str(self.live))} AS previous (READ_ONLY)")
            self._con.execute("""
                CREATE TABLE records AS
                SELECT (row_number() OVER ())::BIGINT AS rid, * FROM (
                    SELECT * EXCLUDE (rid) FROM previous.records
                    WHERE key NOT IN (SELECT key FROM incoming) AND key NOT IN (SELECT key FROM gone)
                    UNION ALL
                    SELECT * FROM incoming)""")
            self._con.execute("DETACH previous")
            self._con.execute("DROP TABLE incoming")
        self._con.execute("DROP TABLE gone")

    def _index(self) -> None:
        """The inverted index over title words, one row per word with the records it is in (``rids``, a list).

        A record's words are made distinct first, so ``df`` is the number of records a word is in. One row per
        word keeps the query's join small (a few hundred thousand words, not the tens of millions of word
        occurrences); only the chosen words' lists are unnested. Words in more than MAX_POSTINGS records never
        block, so their lists are not kept.
        """
        self._con.execute(f"""
            CREATE TABLE postings AS
            SELECT token, count(*)::INTEGER AS df,
                   CASE WHEN count(*) <= {MAX_POSTINGS} THEN list(rid ORDER BY rid) END AS rids
            FROM (SELECT rid, unnest(list_distinct(string_split(title_key, ' '))) AS token FROM records)
            WHERE token <> ''
            GROUP BY token""")

    def _write_meta(self, meta: MirrorMeta) -> None:
        self._con.execute("""CREATE TABLE mirror_meta (source VARCHAR, release VARCHAR, harvested_at VARCHAR,
                             records BIGINT, origin VARCHAR, checksum VARCHAR, next_from VARCHAR)""")
        self._con.execute(
            "INSERT INTO mirror_meta VALUES (?, ?, ?, ?, ?, ?, ?)",
            [meta.source, meta.release, meta.harvested_at, meta.records, meta.origin, meta.checksum, meta.next_from],
        )

    def _abandon(self) -> None:
        try:
            self._con.close()
        finally:
            self.building.unlink(missing_ok=True)
            self._remove_spill()

    def _remove_spill(self) -> None:
        for leftover in self._spill.glob("*"):
            if leftover.is_file():
                leftover.unlink()
        for folder in sorted(self._spill.rglob("*"), reverse=True):
            folder.rmdir()
        self._spill.rmdir()


def _column_array(values: tuple[object, ...], kind: str, count: int) -> np.ndarray:
    """One column of a batch as the array DuckDB reads: Python strings as they are, integers as int64."""
    if kind == "INTEGER":
        return np.fromiter((_MISSING_INTEGER if value is None else value for value in values), np.int64, count)
    return np.fromiter(values, dtype=object, count=count)


def read_meta(con: duckdb.DuckDBPyConnection, schema: str | None = None) -> MirrorMeta:
    """The metadata row of a store (``schema``: the name it is attached as, when it is)."""
    table = f"{schema}.mirror_meta" if schema else "mirror_meta"
    row = con.execute(
        f"SELECT source, release, harvested_at, records, origin, checksum, next_from FROM {table}"
    ).fetchone()
    if row is None:
        raise ValueError(f"{table} is empty")
    return MirrorMeta(*row)


def live_meta(folder: Path, source: str) -> MirrorMeta | None:
    """The live store's metadata, or None when there is no store for the source yet."""
    path = store_path(folder, source)
    if not path.exists():
        return None
    con = duckdb.connect(str(path), read_only=True)
    try:
        return read_meta(con)
    finally:
        con.close()
