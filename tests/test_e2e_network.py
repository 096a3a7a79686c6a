"""The real `enrich` command on nights when the network fails it: a dead network, a service trickling its answers.

A good night (resolve against the local fakes, then links and export offline, so no real link host is asked) leaves
a workspace with every artifact; the bad nights run on copies of it.
"""

from __future__ import annotations

import json
import shutil
import socket
import sqlite3
import subprocess
import time
from collections.abc import Iterator, Mapping
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from threading import Thread
from typing import Any

import pytest

from enrich_fakes import FakeOptions, ServiceFaults
from enrich_fakes.server import ENV_VARIABLES
from tests.e2e_support import (
    FAST_TIME_SCALE,
    RUN_TIMEOUT_SECONDS,
    SERVICES,
    FakeHosts,
    Workspace,
    clean_environment,
    enrich_command,
    new_workspace,
    run_enrich,
)

pytestmark = pytest.mark.e2e

FINISHED = (0, 1)
EXIT_SOURCE_DOWN = 3
# At the real services' pace (time scale 1, the default) a night without network must be over within this.
DEAD_NETWORK_SECONDS = 20
# The trickling service sends a byte this often, for ever; the run's request deadline is a few of them.
TRICKLE_SECONDS = 0.1
TRICKLE_DEADLINE = 0.3
NOT_ARTIFACTS = frozenset({".enrich.lock"})  # the lock file holds the pid of the last run, whatever it did


@pytest.fixture(scope="module")
def fakes() -> Iterator[FakeHosts]:
    with FakeHosts(FakeOptions(time_scale=FAST_TIME_SCALE)) as hosts:
        yield hosts


@pytest.fixture(scope="module")
def good_night(fakes: FakeHosts, tmp_path_factory: pytest.TempPathFactory) -> Workspace:
    workspace = new_workspace(tmp_path_factory.mktemp("good"))
    resolved = run_enrich(workspace, fakes, "--stage", "resolve")
    exported = run_enrich(workspace, fakes, "--stage", "export", "--offline")
    assert resolved.returncode in FINISHED, resolved.stderr
    assert exported.returncode in FINISHED, exported.stderr
    assert (workspace.output / "papers.jsonl").exists()
    return workspace


def run_against(
    workspace: Workspace, urls: Mapping[str, str], *arguments: str, time_scale: float | None = None
) -> subprocess.CompletedProcess[str]:
    """`enrich run` with every service's base URL from ``urls``; the real services' pace unless ``time_scale``."""
    variables = {ENV_VARIABLES[service]: url for service, url in urls.items()}
    if time_scale is not None:
        variables["ENRICH_TIME_SCALE"] = str(time_scale)
    return subprocess.run(
        enrich_command(*arguments),
        cwd=workspace.root,
        env={**clean_environment(), **variables},
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT_SECONDS,
        check=False,
    )


def closed_port() -> int:
    """A port nothing listens on: connections to it are refused."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def dead_urls(kind: str) -> dict[str, str]:
    """refused: each service at a closed port; dns: at a name that never resolves (.invalid); mixed: both."""
    refused = {service: f"http://127.0.0.1:{closed_port()}" for service in SERVICES}
    unresolvable = {service: f"http://{service}.invalid" for service in SERVICES}
    if kind == "refused":
        return refused
    if kind == "dns":
        return unresolvable
    return {service: (unresolvable if index % 2 else refused)[service] for index, service in enumerate(SERVICES)}


def files_under(folder: Path) -> dict[str, bytes]:
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.name not in NOT_ARTIFACTS
    }


# ------------------------------------------------------------------------------------------- no network


@pytest.mark.parametrize("dead", ["refused", "dns", "mixed"])
def test_a_night_without_network_stops_in_seconds_and_keeps_yesterdays_data(good_night, tmp_path, dead):
    workspace = good_night.copy_to(tmp_path / "run")
    shutil.rmtree(workspace.cache)  # nothing answered from the cache: the night needs the network
    run_against(workspace, {}, "--stage", "parse")  # the copy's own record of its lists (they name their folder)
    yesterday = files_under(workspace.output)
    started = time.monotonic()
    result = run_against(workspace, dead_urls(dead), "-q")
    elapsed = time.monotonic() - started
    assert result.returncode == EXIT_SOURCE_DOWN, result.stderr
    assert elapsed < DEAD_NETWORK_SECONDS
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "the network looks down" in lines[0] and "yesterday's data is kept" in lines[0]
    assert files_under(workspace.output) == yesterday


def test_a_first_run_without_network_says_there_is_no_earlier_data_and_points_to_the_demo(tmp_path):
    workspace = new_workspace(tmp_path / "run")
    result = run_against(workspace, dead_urls("refused"), "-q")
    assert result.returncode == EXIT_SOURCE_DOWN, result.stderr
    [line] = result.stderr.strip().splitlines()
    assert "the network looks down" in line and "yesterday" not in line
    assert "there is no earlier data" in line and "no report to open" in line and "`enrich demo`" in line
    assert not (workspace.output / "papers.jsonl").exists() and not (workspace.output / "report.html").exists()


# ------------------------------------------------------------------------------------------- corrupt state


def damage(path: Path, how: str) -> bytes:
    """garbage: bytes that are no SQLite or JSON at all; truncated: the first half of the file (a full disk)."""
    content = (
        b"not what was written here\n" * 400 if how == "garbage" else path.read_bytes()[: path.stat().st_size // 2]
    )
    path.write_bytes(content)
    return content


def warnings_about(name: str, stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if name in line and "moved aside" in line]


@pytest.fixture(scope="module")
def intact_rerun(
    good_night: Workspace, fakes: FakeHosts, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Workspace, subprocess.CompletedProcess[str]]:
    """The good night's next resolve on an undamaged copy, once for every damage it is compared with."""
    intact = good_night.copy_to(tmp_path_factory.mktemp("intact") / "run")
    return intact, run_enrich(intact, fakes, "-q", "--stage", "resolve")


@pytest.mark.parametrize("how", ["garbage", "truncated"])
def test_a_corrupt_http_cache_is_moved_aside_and_the_night_goes_on(good_night, fakes, intact_rerun, tmp_path, how):
    (intact, expected), workspace = intact_rerun, good_night.copy_to(tmp_path / "run")
    damaged = damage(workspace.cache / "http.sqlite", how)
    result = run_enrich(workspace, fakes, "-q", "--stage", "resolve")
    assert result.returncode == expected.returncode, result.stderr
    assert len(warnings_about("http.sqlite", result.stderr)) == 1, result.stderr
    [aside] = workspace.cache.glob("http.sqlite.corrupt-*[0-9Z]")
    assert aside.read_bytes() == damaged
    with sqlite3.connect(workspace.cache / "http.sqlite") as database:
        assert database.execute("PRAGMA quick_check").fetchone() == ("ok",)
    assert [paper.id for paper in workspace.papers()] == [paper.id for paper in intact.papers()]


def test_a_corrupt_link_state_is_moved_aside_and_the_night_goes_on(good_night, fakes, tmp_path):
    intact, workspace = good_night.copy_to(tmp_path / "intact"), good_night.copy_to(tmp_path / "run")
    state = workspace.cache / "links-state.json"
    damaged = damage(state, "truncated")
    expected = run_enrich(intact, fakes, "-q", "--stage", "links", "--offline")
    result = run_enrich(workspace, fakes, "-q", "--stage", "links", "--offline")
    assert result.returncode == expected.returncode, result.stderr
    assert len(warnings_about("links-state.json", result.stderr)) == 1, result.stderr
    [aside] = workspace.cache.glob("links-state.json.corrupt-*")
    assert aside.read_bytes() == damaged
    assert len(json.loads(state.read_text(encoding="utf-8"))["checks"]) == len(
        json.loads((intact.cache / "links-state.json").read_text(encoding="utf-8"))["checks"]
    )


# ------------------------------------------------------------------------------------------- secrets

S2_CANARY = "canary-s2-key-3c9a1e"
OPENALEX_CANARY = "canary-openalex-key-b81f02"
GITHUB_CANARY = "canary-github-token-47d2aa"


def test_no_key_is_written_to_the_cache_the_outputs_or_stderr_on_a_night_of_errors_and_retries(tmp_path):
    faults = ServiceFaults(script=("429", "500", "ok", "503", "ok"), retry_after=0)
    options = FakeOptions(
        time_scale=FAST_TIME_SCALE, s2_api_keys=frozenset({S2_CANARY}), faults={service: faults for service in SERVICES}
    )
    workspace = new_workspace(tmp_path / "run")
    keys = {"S2_API_KEY": S2_CANARY, "OPENALEX_API_KEY": OPENALEX_CANARY, "GITHUB_TOKEN": GITHUB_CANARY}
    with FakeHosts(options) as hosts:
        environment = {**clean_environment(), **hosts.env(), **keys}
        runs = [
            subprocess.run(
                enrich_command(*arguments),
                cwd=workspace.root,
                env=environment,
                capture_output=True,
                text=True,
                timeout=RUN_TIMEOUT_SECONDS,
                check=False,
            )
            for arguments in (("--stage", "resolve"), ("--stage", "export", "--offline"))
        ]
        retried = hosts.faults("429") + hosts.faults("500")
    assert all(run.returncode in (*FINISHED, EXIT_SOURCE_DOWN) for run in runs), [run.stderr for run in runs]
    assert retried, "no error was answered: nothing was tested"
    written = {**files_under(workspace.cache), **files_under(workspace.output)}
    assert "http.sqlite" in written and "papers.jsonl" in written
    for canary in keys.values():
        assert not [name for name, content in written.items() if canary.encode() in content], canary
        assert not [run for run in runs if canary in run.stderr + run.stdout], canary


# ------------------------------------------------------------------------------------------- trickling


class Trickle(BaseHTTPRequestHandler):
    """Answers every request with 200 and a JSON body that never ends: one byte every TRICKLE_SECONDS."""

    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:  # http.server's naming
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        try:
            while True:
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(TRICKLE_SECONDS)
        except (BrokenPipeError, ConnectionResetError):
            return

    do_POST = do_GET

    def log_message(self, *_: Any) -> None:
        return


@pytest.fixture
def trickling_service() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Trickle)
    server.daemon_threads = True
    Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_a_service_trickling_every_answer_costs_deadlines_not_the_night(trickling_service, tmp_path):
    workspace = new_workspace(tmp_path / "run")
    config = workspace.write_config(request_deadline=TRICKLE_DEADLINE)
    urls = {service: trickling_service for service in SERVICES}
    result = run_against(workspace, urls, "--stage", "resolve", "--config", str(config), time_scale=FAST_TIME_SCALE)
    assert result.returncode == EXIT_SOURCE_DOWN, result.stderr
    summary = result.stderr.strip().splitlines()[-1]
    assert "source dblp was down" in summary and "request deadline of 0.3 s" in summary
    assert workspace.papers(), "the night finished without records"
