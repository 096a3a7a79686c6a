"""`enrich demo` as a newcomer runs it: one command, no network, no keys, everything inside the demo's folder."""

from __future__ import annotations

import io
import json
import socket
from collections.abc import Iterator
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from enrich import cli, config, demo
from enrich.demo import DEFAULT_FOLDER, DemoFolder
from enrich.pipeline import EXIT_ATTENTION, EXIT_OK
from enrich_fakes import build_corpus
from enrich_fakes.web import GENERIC_PAGE, GONE, MOVED
from tests.e2e_support import FAST_TIME_SCALE

pytestmark = pytest.mark.e2e

# Most labelled papers resolve against the fakes; the rest are the ambiguous entries a person is asked to look at.
MIN_RESOLVED_SHARE = 0.9
# Settings of a user's own that would send the demo elsewhere if it read them: a dblp nobody listens on, a key,
# and an enrich.toml naming the user's folders.
USER_VARIABLES = {"ENRICH_DBLP_URL": "http://127.0.0.1:9", "ENRICH_OUTPUT_DIR": "output", "S2_API_KEY": "secret"}
USER_CONFIG = 'output_dir = "output"\ncache_dir = "cache"\ns2_url = "http://127.0.0.1:9"\n'


LOCAL_HOSTS = frozenset({"127.0.0.1", "localhost"})


@dataclass(frozen=True)
class DemoRun:
    """`enrich demo`, then `enrich fix --only links` on what it made, as a user runs them in their own folder."""

    users_folder: Path
    code: int
    stdout: str
    stderr: str
    fix_code: int
    fix_diff: str
    fix_stderr: str
    looked_up: list[str]  # every host name anything in the process asked an address for, in order

    @property
    def folder(self) -> DemoFolder:
        return DemoFolder(self.users_folder / DEFAULT_FOLDER)


@pytest.fixture(scope="module")
def demo_run(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DemoRun]:
    """The commands run once for the module, in a folder holding the user's enrich.toml, with the user's variables
    set, in-process (so the demo's pace can be the fast fake clock: its subject is where things go, not pace).

    Every address lookup is recorded, and one for a host other than this machine is refused before it leaves: a
    request to any real host, link or service, starts with one."""
    users_folder = tmp_path_factory.mktemp("user")
    (users_folder / "enrich.toml").write_text(USER_CONFIG, encoding="utf-8")
    looked_up: list[str] = []
    real_lookup = socket.getaddrinfo

    def local_lookups_only(host: Any, *args: Any, **kwargs: Any) -> Any:
        looked_up.append(str(host))
        if str(host) not in LOCAL_HOSTS:
            raise socket.gaierror(socket.EAI_NONAME, f"the test refuses to look up {host}")
        return real_lookup(host, *args, **kwargs)

    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.chdir(users_folder)
        monkeypatch.setattr(config, "DEFAULT_CONFIG_FILE", Path("enrich.toml"))  # what `enrich run` here would read
        for name, value in USER_VARIABLES.items():
            monkeypatch.setenv(name, value)
        monkeypatch.setattr(demo, "TIME_SCALE", FAST_TIME_SCALE)
        monkeypatch.setattr(socket, "getaddrinfo", local_lookups_only)
        code, stdout, stderr = _run(["demo"])
        folder = DemoFolder(users_folder / DEFAULT_FOLDER)
        fix = ["fix", "--seeds", str(folder.lists), "--output", str(folder.output), "--only", "links"]
        fix_code, fix_diff, fix_stderr = _run(fix)
    yield DemoRun(users_folder, code, stdout, stderr, fix_code, fix_diff, fix_stderr, looked_up)


def _run(argv: list[str]) -> tuple[int, str, str]:
    stdout, stderr = io.StringIO(), io.StringIO()
    with redirect_stdout(stdout), redirect_stderr(stderr):
        code = cli.main(argv)
    return code, stdout.getvalue(), stderr.getvalue()


def test_demo_runs_every_stage_in_its_own_folder_whatever_the_users_settings(demo_run: DemoRun) -> None:
    assert demo_run.code in (EXIT_OK, EXIT_ATTENTION), demo_run.stderr
    assert f"enrich: exit {demo_run.code}:" in demo_run.stderr
    folder = demo_run.folder
    assert folder.report.stat().st_size > 0
    assert f"report: {folder.report.resolve().as_uri()}" in demo_run.stdout.splitlines()
    papers = [json.loads(line) for line in (folder.output / "papers.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(papers) == len(build_corpus(seeds_dir=folder.lists).listed())
    resolved = sum(paper["status"] == "resolved" for paper in papers)
    assert resolved >= MIN_RESOLVED_SHARE * len(papers)
    assert {path.name for path in demo_run.users_folder.iterdir()} == {"enrich.toml", DEFAULT_FOLDER.name}
    assert {path.name for path in folder.root.iterdir()} == {"lists", "output", "cache"}


def test_the_demo_checks_its_links_and_reaches_no_host_but_this_machine(demo_run: DemoRun) -> None:
    summary = next(line for line in demo_run.stderr.splitlines() if line.startswith("enrich: links: "))
    assert "not checked: 0" in summary and "1 generic_page" in summary and "reported dead: 1" in summary
    assert demo_run.looked_up  # the recording saw the demo's own connections to the fakes
    assert set(demo_run.looked_up) <= LOCAL_HOSTS


def test_the_demos_fix_replaces_the_dead_pdf_and_the_moved_link_by_live_identifier_backed_ones(
    demo_run: DemoRun,
) -> None:
    [dead] = GONE
    removed = [line for line in demo_run.fix_diff.splitlines() if line.startswith("-[")]
    added = [line for line in demo_run.fix_diff.splitlines() if line.startswith("+[")]
    assert len(removed) == len(added) == 2
    assert dead in removed[0] and dead not in added[0] and "https://arxiv.org/pdf/1911.00472" in added[0]
    assert MOVED in removed[1] and MOVED not in added[1] and "https://arxiv.org/abs/2008.04395" in added[1]
    reasons = [line for line in demo_run.fix_stderr.splitlines() if "dead link replaced" in line]
    assert len(reasons) == 2
    assert f"`{dead}` → `https://arxiv.org/pdf/1911.00472` (reported dead (HTTP 410); " in reasons[0]
    assert "checked alive on" in reasons[0]
    assert f"`{MOVED}` → `https://arxiv.org/abs/2008.04395` (moved to a generic page: " in reasons[1]
    assert "the paper's arXiv id 2008.04395" in reasons[1]


def test_the_demos_report_names_the_link_moved_to_a_generic_page(demo_run: DemoRun) -> None:
    report = (demo_run.folder.output / "report.md").read_text(encoding="utf-8")
    [line] = [line for line in report.splitlines() if MOVED in line]
    assert f"→ <{GENERIC_PAGE}>" in line and "moved to a generic page: a listing page" in line
