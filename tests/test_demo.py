"""`enrich demo` as a newcomer runs it: one command, no network, no keys, everything inside the demo's folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from enrich import cli, config, demo
from enrich.demo import DEFAULT_FOLDER, DemoFolder
from enrich.pipeline import EXIT_ATTENTION, EXIT_OK
from enrich_fakes import build_corpus
from tests.e2e_support import FAST_TIME_SCALE

pytestmark = pytest.mark.e2e

# Most labelled papers resolve against the fakes; the rest are the ambiguous entries a person is asked to look at.
MIN_RESOLVED_SHARE = 0.9
# Settings of a user's own that would send the demo elsewhere if it read them: a dblp nobody listens on, a key,
# and an enrich.toml naming the user's folders.
USER_VARIABLES = {"ENRICH_DBLP_URL": "http://127.0.0.1:9", "ENRICH_OUTPUT_DIR": "output", "S2_API_KEY": "secret"}
USER_CONFIG = 'output_dir = "output"\ncache_dir = "cache"\ns2_url = "http://127.0.0.1:9"\n'


@pytest.fixture
def users_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The command run in a folder holding the user's enrich.toml, with the user's variables set, as `enrich demo`
    would be: in-process, so the demo's pace can be the fast fake clock (its subject is where things go, not pace)."""
    (tmp_path / "enrich.toml").write_text(USER_CONFIG, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(config, "DEFAULT_CONFIG_FILE", Path("enrich.toml"))  # what `enrich run` here would read
    for name, value in USER_VARIABLES.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(demo, "TIME_SCALE", FAST_TIME_SCALE)
    return tmp_path


def test_demo_runs_every_stage_in_its_own_folder_whatever_the_users_settings(
    users_folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = cli.main(["demo"])

    stdout, stderr = capsys.readouterr()
    assert code in (EXIT_OK, EXIT_ATTENTION), stderr
    assert f"enrich: exit {code}:" in stderr
    folder = DemoFolder(users_folder / DEFAULT_FOLDER)
    assert folder.report.stat().st_size > 0
    assert f"report: {folder.report.resolve().as_uri()}" in stdout.splitlines()
    papers = [json.loads(line) for line in (folder.output / "papers.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(papers) == len(build_corpus(seeds_dir=folder.lists).listed())
    resolved = sum(paper["status"] == "resolved" for paper in papers)
    assert resolved >= MIN_RESOLVED_SHARE * len(papers)
    assert {path.name for path in users_folder.iterdir()} == {"enrich.toml", DEFAULT_FOLDER.name}
    assert {path.name for path in folder.root.iterdir()} == {"lists", "output", "cache"}
