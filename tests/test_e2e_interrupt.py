"""Ctrl-C in the middle of a run, as a user presses it: the real `enrich run` as a subprocess, SIGINT sent while
resolve's workers are busy with the fake services, and while the links stage checks links on a local host.

What a user must get: the run ends within 2 seconds, sends nothing after the signal (a request already on the wire
may finish), leaves every output as it was, keeps the answers it received in the cache, exits 130 and says so in
one line; a second Ctrl-C changes none of that.
"""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import time
from contextlib import closing
from pathlib import Path

import pytest

from enrich.cli import EXIT_INTERRUPTED, STOPPED_LINE
from enrich_fakes import FakeOptions
from tests.e2e_support import FAST_TIME_SCALE, FakeHosts, Workspace, new_workspace, run_enrich, start_enrich, wait_for
from tests.linkhosts import LocalHost, pdf

pytestmark = pytest.mark.e2e

# What the issue promises: the process is gone this soon after Ctrl-C, at any stage.
STOP_WITHIN_SECONDS = 2.0
# Resolve at this pace lasts about four seconds on seeds/, and sends about 18 dblp searches (ten titles each), so the
# signal surely falls in its middle.
SLOW_TIME_SCALE = 0.05
SIGNAL_AFTER_DBLP_REQUESTS = 8
# resolve's relay has one worker per host (dblp, S2, arXiv): at most one request each may be on the wire at the signal.
RESOLVE_WORKERS = 3
LINKS = 60
LINK_LATENCY = 0.2  # seconds each link answer takes: 60 links at two at a time last about six seconds
SIGNAL_AFTER_LINK_REQUESTS = 6
LINK_HOST_CONCURRENCY = 2  # the default link_host_concurrency: requests one host may have in flight
WAIT_SECONDS = 60


def test_ctrl_c_during_resolve_stops_at_once_sends_nothing_more_and_keeps_the_answers(tmp_path):
    workspace = new_workspace(tmp_path / "run")
    with FakeHosts(FakeOptions(time_scale=SLOW_TIME_SCALE)) as fakes:
        assert run_enrich(workspace, fakes, "--stage", "parse").returncode == 0
        before = _files(workspace.output)
        process = start_enrich(workspace, fakes, "--stage", "resolve")
        try:
            assert wait_for(lambda: fakes.requests()["dblp"] >= SIGNAL_AFTER_DBLP_REQUESTS, WAIT_SECONDS)
            at_signal = sum(fakes.requests().values())
            seconds = _interrupt(process)
        finally:
            _kill(process)
        sent_after = sum(fakes.requests().values()) - at_signal
        answered_dblp = fakes.answered()["dblp"]

    assert process.returncode == EXIT_INTERRUPTED
    assert seconds < STOP_WITHIN_SECONDS
    assert sent_after <= RESOLVE_WORKERS, "queued queries were sent after Ctrl-C"
    assert _said_once(workspace)
    assert _files(workspace.output) == before, "an output changed"
    assert _cached_answers(workspace) >= answered_dblp  # every dblp answer received, and more, is in the cache


def test_ctrl_c_twice_during_the_links_stage_stops_at_once_and_keeps_the_link_state(tmp_path):
    routes = {f"/paper-{number}.pdf": pdf() for number in range(LINKS)}
    with LocalHost(routes, latency=LINK_LATENCY) as host, FakeHosts(FakeOptions(time_scale=FAST_TIME_SCALE)) as fakes:
        workspace = _workspace_with_links(tmp_path / "run", host)
        assert run_enrich(workspace, fakes, "--stage", "resolve").returncode in (0, 1)
        before = _files(workspace.output)
        process = start_enrich(workspace, fakes, "--stage", "links", "--allow-private-links")
        try:
            assert wait_for(lambda: len(host.requests) >= SIGNAL_AFTER_LINK_REQUESTS, WAIT_SECONDS)
            at_signal = len(host.requests)
            process.send_signal(signal.SIGINT)
            seconds = _interrupt(process)  # the second Ctrl-C, while the first still unwinds
        finally:
            _kill(process)
        sent_after = len(host.requests) - at_signal

    assert process.returncode == EXIT_INTERRUPTED
    assert seconds < STOP_WITHIN_SECONDS
    assert sent_after <= LINK_HOST_CONCURRENCY
    assert _said_once(workspace)
    assert _files(workspace.output) == before, "an output or the link state changed"


def _workspace_with_links(root: Path, host: LocalHost) -> Workspace:
    """A list of LINKS papers nobody knows, each with a PDF on the local host."""
    workspace = Workspace(root)
    workspace.seeds.mkdir(parents=True)
    lines = [
        f"- [2021 OSDI] Quiet Paper Number {number} on Storage. [[PDF]({host.url(f'/paper-{number}.pdf')})]"
        for number in range(LINKS)
    ]
    (workspace.seeds / "list.md").write_text("# Papers\n\n" + "\n".join(lines) + "\n", encoding="utf-8")
    return workspace


def _interrupt(process: subprocess.Popen[str]) -> float:
    """Send Ctrl-C; the seconds until the process is gone."""
    sent = time.monotonic()
    process.send_signal(signal.SIGINT)
    process.wait(WAIT_SECONDS)
    return time.monotonic() - sent


def _kill(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        process.kill()
        process.wait(WAIT_SECONDS)


def _said_once(workspace: Workspace) -> bool:
    """The run's stderr says it was stopped in exactly one line, with no traceback."""
    log = (workspace.root / "enrich.log").read_text(encoding="utf-8")
    return log.count(STOPPED_LINE) == 1 and "Traceback" not in log


def _files(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` with its bytes (the run lock aside, which holds the pid of the last run)."""
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.name != ".enrich.lock"
    }


def _cached_answers(workspace: Workspace) -> int:
    with closing(sqlite3.connect(workspace.cache / "http.sqlite")) as database:
        return database.execute("SELECT COUNT(*) FROM responses").fetchone()[0]
