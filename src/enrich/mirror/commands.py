"""`enrich mirror update dblp|arxiv` and `enrich mirror status`: fetch, verify, build, swap, report.

The I/O edge of the mirror package: downloads go through the project's one HTTP layer (pacing, retries, breaker,
deadlines); parsing (enrich.mirror.dblp_dump, enrich.mirror.arxiv_oai) and the store (enrich.mirror.store) do the
rest.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import duckdb
from lxml import etree

from enrich.config import Settings
from enrich.mirror.arxiv_oai import OaiError, parse_page, read_snapshot
from enrich.mirror.dblp_dump import read_dump, release_from_name
from enrich.mirror.records import MirrorRow
from enrich.mirror.store import MIRROR_SOURCES, MirrorMeta, StoreBuild, live_meta, mirror_folder, store_path
from enrich.net.http import Http, HttpError
from enrich.progress import ProgressCallback

DOWNLOADS = "downloads"
_MD5 = re.compile(r"^\s*([0-9a-fA-F]{32})\b")
HASH_PIECE_BYTES = 1024 * 1024


class ChecksumMismatch(RuntimeError):
    """The downloaded dump is not the file the published checksum names."""


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _bytes_progress(progress: ProgressCallback | None, task: str) -> Callable[[int, int | None], None] | None:
    """Adapts a Progress (task, done, total) to a (done, total-or-None) byte counter, in MB so the meter reads."""
    if progress is None:
        return None

    def report(done: int, total: int | None) -> None:
        progress(task, done // 1_000_000, (total or done) // 1_000_000)

    return report


# ------------------------------------------------------------------------------------------------------- dblp


def dblp_companion_urls(dump_url: str) -> tuple[str, str]:
    """(checksum URL, DTD URL): dblp publishes ``<dump>.md5`` and ``dblp.dtd`` beside the dump."""
    return dump_url + ".md5", dump_url.rsplit("/", 1)[0] + "/dblp.dtd"


def parse_md5(text: str) -> str:
    """The hex digest of an md5sum line ("<32 hex digits>  dblp.xml.gz")."""
    found = _MD5.match(text)
    if not found:
        raise ChecksumMismatch(f"the checksum file does not start with an md5 digest: {text[:80]!r}")
    return found.group(1).lower()


def file_md5(path: Path) -> str:
    digest = hashlib.md5()
    with path.open("rb") as handle:
        while piece := handle.read(HASH_PIECE_BYTES):
            digest.update(piece)
    return digest.hexdigest()


def update_dblp(settings: Settings, progress: ProgressCallback | None = None, http: Http | None = None) -> MirrorMeta:
    """Download dblp's dump (resuming a partial one), verify it, and build and swap in the dblp store."""
    folder = mirror_folder(settings.cache_dir)
    downloads = folder / DOWNLOADS
    downloads.mkdir(parents=True, exist_ok=True)
    own_http = http is None
    http = http or Http(settings)
    try:
        dump = fetch_dblp_dump(http, settings.dblp_dump_url, downloads, progress)
    finally:
        if own_http:
            http.close()
    return build_dblp(dump.path, folder, origin=settings.dblp_dump_url, checksum=dump.md5, progress=progress)


@dataclass(frozen=True)
class VerifiedDump:
    path: Path
    md5: str


def fetch_dblp_dump(
    http: Http, dump_url: str, downloads: Path, progress: ProgressCallback | None = None
) -> VerifiedDump:
    """The dump, its DTD beside it, verified against the published md5.

    The dump is written to ``<name>.part`` and renamed only once verified, so a verified file is never
    overwritten by a partial one; a dump already verified against the same checksum is not fetched again. A
    resumed file that fails the checksum (the dump was replaced on the server between the two runs) is fetched
    once more from the start; a fresh one that fails is an error.
    """
    md5_url, dtd_url = dblp_companion_urls(dump_url)
    name = dump_url.rsplit("/", 1)[-1]
    dump, partial, verified = downloads / name, downloads / f"{name}.part", downloads / f"{name}.verified-md5"
    expected = parse_md5(_fetch_small(http, md5_url, downloads / f"{name}.md5"))
    _fetch_small(http, dtd_url, downloads / "dblp.dtd")
    if dump.exists() and verified.exists() and verified.read_text().strip() == expected:
        return VerifiedDump(dump, expected)
    report = _bytes_progress(progress, "dblp download (MB)")
    for attempt in range(2):
        download = http.download("dblp", dump_url, partial, progress=report)
        actual = file_md5(partial)
        if actual == expected:
            partial.replace(dump)
            verified.write_text(expected + "\n")
            return VerifiedDump(dump, expected)
        partial.unlink()
        if download.resumed_from == 0 or attempt == 1:
            break
    raise ChecksumMismatch(
        f"{dump_url}: md5 {actual} is not the published {expected}; the partial file was "
        "deleted, the next update downloads it again"
    )


def _fetch_small(http: Http, url: str, destination: Path) -> str:
    """A small companion file, always fetched whole (it changes with every dump)."""
    destination.unlink(missing_ok=True)
    http.download("dblp", url, destination)
    return destination.read_text(encoding="latin-1")


def build_dblp(
    dump: Path, folder: Path, *, origin: str, checksum: str | None = None, progress: ProgressCallback | None = None
) -> MirrorMeta:
    """Parse a dump (dblp.dtd beside it) into a new dblp store and swap it in."""
    report = _bytes_progress(progress, "dblp build (MB read)")
    with StoreBuild(folder, "dblp") as build:
        build.add(read_dump(dump, progress=report))

        def meta(con: duckdb.DuckDBPyConnection) -> MirrorMeta:
            count, newest = _one_row(con, "SELECT count(*), max(mdate) FROM records")
            return MirrorMeta("dblp", release_from_name(dump) or newest or _now()[:10], _now(), count, origin, checksum)

        return build.finish(meta)


# ------------------------------------------------------------------------------------------------------ arXiv


def update_arxiv(
    settings: Settings,
    *,
    snapshot: Path | None = None,
    since: str | None = None,
    progress: ProgressCallback | None = None,
    http: Http | None = None,
) -> MirrorMeta:
    """Load arXiv's JSON-lines snapshot into a new store, or harvest OAI-PMH into the existing one.

    A harvest asks from ``since``, else from the last harvest's date (the store's next_from), else everything;
    records it brings replace the stored ones with the same id.
    """
    folder = mirror_folder(settings.cache_dir)
    if snapshot is not None:
        return _load_snapshot(snapshot, folder, progress)
    previous = live_meta(folder, "arxiv")
    since = since or (previous.next_from if previous else None)
    own_http = http is None
    http = http or Http(settings)
    try:
        return _harvest(http, settings.arxiv_oai_url, folder, since, progress)
    finally:
        if own_http:
            http.close()


def _load_snapshot(snapshot: Path, folder: Path, progress: ProgressCallback | None) -> MirrorMeta:
    with StoreBuild(folder, "arxiv") as build, snapshot.open(encoding="utf-8") as lines:
        build.add(read_snapshot(lines), _count_progress(progress, "arxiv snapshot (records)"))

        def meta(con: duckdb.DuckDBPyConnection) -> MirrorMeta:
            count, newest = _one_row(con, "SELECT count(*), max(mdate) FROM records")
            return MirrorMeta("arxiv", newest or _now()[:10], _now(), count, str(snapshot), None, newest)

        return build.finish(meta)


def _harvest(
    http: Http, base_url: str, folder: Path, since: str | None, progress: ProgressCallback | None
) -> MirrorMeta:
    pages = folder / DOWNLOADS
    pages.mkdir(parents=True, exist_ok=True)
    harvested: dict[str, str] = {}
    with StoreBuild(folder, "arxiv", keep_previous=True) as build:
        build.add(
            _oai_rows(http, base_url, since, pages / "oai-page.xml", build, harvested),
            _count_progress(progress, "arxiv harvest (records)"),
        )

        def meta(con: duckdb.DuckDBPyConnection) -> MirrorMeta:
            count = _one_row(con, "SELECT count(*) FROM records")[0]
            release = harvested.get("date") or _now()[:10]
            return MirrorMeta("arxiv", release, _now(), count, base_url, None, release)

        return build.finish(meta)


def oai_request_url(base_url: str, token: str | None, since: str | None) -> str:
    """ListRecords for set=cs in the arXiv format, from ``since``; a resumption token replaces every argument."""
    if token:
        return f"{base_url}?{urlencode({'verb': 'ListRecords', 'resumptionToken': token})}"
    arguments = {"verb": "ListRecords", "metadataPrefix": "arXiv", "set": "cs"}
    if since:
        arguments["from"] = since
    return f"{base_url}?{urlencode(arguments)}"


def _oai_rows(
    http: Http, base_url: str, since: str | None, page_file: Path, build: StoreBuild, harvested: dict[str, str]
) -> Iterator[MirrorRow]:
    """Every record of the harvest, page after page (each fetched whole to a file: pages are not cached, and
    the HTTP layer paces them one per arxiv_interval)."""
    token = None
    while True:
        page_file.unlink(missing_ok=True)
        http.download("arxiv", oai_request_url(base_url, token, since), page_file)
        page = parse_page(page_file.read_bytes())
        harvested.setdefault("date", page.response_date)
        build.forget(page.deleted)
        yield from page.rows
        token = page.token
        if token is None:
            page_file.unlink(missing_ok=True)
            return


def _count_progress(progress: ProgressCallback | None, task: str) -> Callable[[int], None] | None:
    if progress is None:
        return None
    return lambda added: progress(task, added, added)


# ------------------------------------------------------------------------------------------------------ command


class MirrorUpdateFailed(RuntimeError):
    """An update that could not finish; the live store, if any, is untouched. ``source_down``: the service or
    the network failed (exit 3), rather than the input or the setup (exit 2)."""

    def __init__(self, message: str, *, source_down: bool) -> None:
        super().__init__(message)
        self.source_down = source_down


def run_update(
    settings: Settings,
    source: str,
    *,
    dump: Path | None = None,
    snapshot: Path | None = None,
    since: str | None = None,
    progress: ProgressCallback | None = None,
) -> MirrorMeta:
    """`enrich mirror update SOURCE`: every failure comes out as MirrorUpdateFailed with one line saying why."""
    try:
        if source == "dblp":
            if dump is not None:
                return build_dblp(dump, mirror_folder(settings.cache_dir), origin=str(dump), progress=progress)
            return update_dblp(settings, progress)
        return update_arxiv(settings, snapshot=snapshot, since=since, progress=progress)
    except (HttpError, OaiError, ChecksumMismatch, etree.XMLSyntaxError, duckdb.Error, ValueError) as error:
        raise MirrorUpdateFailed(
            f"{source} mirror not updated: {error}", source_down=isinstance(error, HttpError)
        ) from error


# ------------------------------------------------------------------------------------------------------ status


@dataclass(frozen=True)
class StoreStatus:
    source: str
    meta: MirrorMeta | None
    size_bytes: int


def mirror_status(settings: Settings) -> list[StoreStatus]:
    """What is mirrored: per source, the live store's metadata and file size (None and 0 where there is none)."""
    folder = mirror_folder(settings.cache_dir)
    statuses = []
    for source in MIRROR_SOURCES:
        path = store_path(folder, source)
        statuses.append(StoreStatus(source, live_meta(folder, source), path.stat().st_size if path.exists() else 0))
    return statuses


def render_status(statuses: list[StoreStatus]) -> str:
    lines = []
    for status in statuses:
        if status.meta is None:
            lines.append(f"{status.source}: no mirror (enrich mirror update {status.source})")
            continue
        meta = status.meta
        lines.append(
            f"{meta.provenance}: {meta.records:,} records, {status.size_bytes / 1e6:,.1f} MB, "
            f"built {meta.harvested_at} from {meta.origin}"
            + (f", md5 {meta.checksum}" if meta.checksum else "")
            + (f", next increment from {meta.next_from}" if meta.next_from and meta.source == "arxiv" else "")
        )
    return "\n".join(lines)


def _one_row(con: duckdb.DuckDBPyConnection, sql: str) -> tuple[Any, ...]:
    """The row of an aggregate query, which always has one."""
    row = con.execute(sql).fetchone()
    assert row is not None, sql
    return row
