"""Fetching dblp's dump through the HTTP layer: resumed with Range, restarted when Range is ignored, verified
against the published md5, and never fetched twice; against a real server on 127.0.0.1."""

from __future__ import annotations

import gzip
import hashlib
import itertools
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from enrich.config import Settings
from enrich.mirror.commands import ChecksumMismatch, fetch_dblp_dump, update_dblp
from enrich.mirror.store import live_meta
from enrich.net.http import DeadlineExceeded, Http, StatusError
from tests.mirror_server import FileServer, serving

DATA = Path(__file__).parent / "data" / "mirror"
DUMP = gzip.compress((DATA / "dblp.xml").read_bytes())


@pytest.fixture
def server() -> Iterator[FileServer]:
    with serving() as files:
        files.files = {
            "/xml/dblp.xml.gz": DUMP,
            "/xml/dblp.dtd": (DATA / "dblp.dtd").read_bytes(),
            "/xml/dblp.xml.gz.md5": f"{hashlib.md5(DUMP).hexdigest()}  dblp.xml.gz\n".encode(),
        }
        yield files


def _settings(tmp_path: Path, server: FileServer) -> Settings:
    return Settings(cache_dir=tmp_path / "cache", dblp_dump_url=f"{server.url}/xml/dblp.xml.gz", max_attempts=3)


def _http(settings: Settings) -> Http:
    ticks = itertools.count(step=100.0)  # the clock leaps ahead: no pacing waits
    return Http(settings, clock=lambda: next(ticks), sleep=lambda seconds: None)


def _dump_requests(server: FileServer) -> list[dict[str, str]]:
    return [headers for path, headers in server.requests if path == "/xml/dblp.xml.gz"]


def test_a_partial_download_continues_where_it_stopped(tmp_path: Path, server: FileServer) -> None:
    downloads = tmp_path / "downloads"
    downloads.mkdir()
    (downloads / "dblp.xml.gz.part").write_bytes(DUMP[:1000])
    http = _http(_settings(tmp_path, server))
    dump = fetch_dblp_dump(http, f"{server.url}/xml/dblp.xml.gz", downloads)
    assert dump.path.read_bytes() == DUMP and (downloads / "dblp.dtd").exists()
    assert [headers.get("Range") for headers in _dump_requests(server)] == ["bytes=1000-"]
    assert _dump_requests(server)[0]["Accept-Encoding"] == "identity"  # byte offsets of the file as stored


def test_a_connection_dropped_mid_body_is_retried_from_the_bytes_already_on_disk(
    tmp_path: Path, server: FileServer
) -> None:
    server.cut_after = 700
    http = _http(_settings(tmp_path, server))
    download = http.download("dblp", f"{server.url}/xml/dblp.xml.gz", tmp_path / "dump.part")
    assert (tmp_path / "dump.part").read_bytes() == DUMP
    assert [headers.get("Range") for headers in _dump_requests(server)] == [None, "bytes=700-"]
    assert download.resumed_from == 700


def test_a_server_that_ignores_range_restarts_the_file_cleanly(tmp_path: Path, server: FileServer) -> None:
    server.ignore_range = True
    (tmp_path / "dump.part").write_bytes(b"x" * 1000)
    download = _http(_settings(tmp_path, server)).download(
        "dblp", f"{server.url}/xml/dblp.xml.gz", tmp_path / "dump.part"
    )
    assert (tmp_path / "dump.part").read_bytes() == DUMP  # not appended to the stale bytes
    assert download.resumed_from == 0


def test_a_complete_partial_file_is_not_sent_again(tmp_path: Path, server: FileServer) -> None:
    (tmp_path / "dump.part").write_bytes(DUMP)
    download = _http(_settings(tmp_path, server)).download(
        "dblp", f"{server.url}/xml/dblp.xml.gz", tmp_path / "dump.part"
    )
    assert (tmp_path / "dump.part").read_bytes() == DUMP and download.resumed_from == len(DUMP)


def test_a_server_sending_a_trickle_is_cut_off_at_the_floor_rate(tmp_path: Path, server: FileServer) -> None:
    server.trickle = True  # 20 bytes/s, far under the floor; each read still gets a byte within the read timeout
    settings = _settings(tmp_path, server).model_copy(update={"request_deadline": 0.3})
    started = time.monotonic()
    with pytest.raises(DeadlineExceeded, match="download slower than"):
        _http(settings).download("dblp", f"{server.url}/xml/dblp.xml.gz", tmp_path / "dump.part")
    assert time.monotonic() - started < 5


def test_a_missing_file_is_an_error_of_the_source(tmp_path: Path, server: FileServer) -> None:
    with pytest.raises(StatusError) as raised:
        _http(_settings(tmp_path, server)).download("dblp", f"{server.url}/xml/nothing.gz", tmp_path / "x")
    assert raised.value.status == 404


def test_a_checksum_mismatch_deletes_the_download_and_says_so(tmp_path: Path, server: FileServer) -> None:
    server.files["/xml/dblp.xml.gz.md5"] = b"0123456789abcdef0123456789abcdef  dblp.xml.gz\n"
    downloads = tmp_path / "downloads"
    downloads.mkdir()
    with pytest.raises(ChecksumMismatch, match="is not the published 0123456789abcdef"):
        fetch_dblp_dump(_http(_settings(tmp_path, server)), f"{server.url}/xml/dblp.xml.gz", downloads)
    assert not (downloads / "dblp.xml.gz").exists() and not (downloads / "dblp.xml.gz.part").exists()


def test_a_resumed_file_that_fails_the_checksum_is_fetched_once_more_from_the_start(
    tmp_path: Path, server: FileServer
) -> None:
    downloads = tmp_path / "downloads"
    downloads.mkdir()
    (downloads / "dblp.xml.gz.part").write_bytes(b"yesterday's dump, cut short")  # the dump changed since
    dump = fetch_dblp_dump(_http(_settings(tmp_path, server)), f"{server.url}/xml/dblp.xml.gz", downloads)
    assert dump.path.read_bytes() == DUMP
    assert [headers.get("Range") for headers in _dump_requests(server)] == ["bytes=27-", None]


def test_update_builds_the_store_and_a_second_update_does_not_download_the_same_dump_again(
    tmp_path: Path, server: FileServer
) -> None:
    settings = _settings(tmp_path, server)
    meta = update_dblp(settings, http=_http(settings))
    assert meta.records == 308 and meta.checksum == hashlib.md5(DUMP).hexdigest()
    assert live_meta(tmp_path / "cache" / "mirror", "dblp") == meta
    update_dblp(settings, http=_http(settings))
    assert len(_dump_requests(server)) == 1
