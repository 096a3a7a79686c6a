"""The command line itself: usage errors name the command, help names every source, eval finds its inputs."""

from __future__ import annotations

import json
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from enrich import config
from enrich.cli import main
from enrich.config import SOURCES
from enrich.demo import DEFAULT_FOLDER, write_lists
from enrich.export.outputs import export
from enrich_fakes.corpus import GOLD_PATH as SHIPPED_LABELS
from tests.test_evaluate import GOLD, GOLD_PATH, record
from tests.test_export import horovod, run_info

REPO = Path(__file__).resolve().parents[1]
NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def test_an_unknown_flag_shows_the_usage_of_its_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["run", "--bogus"])

    error = capsys.readouterr().err
    assert exit_info.value.code == 2
    assert error.startswith("usage: enrich run")
    assert "unrecognized arguments: --bogus" in error


def test_a_bad_fail_on_value_shows_the_usage_of_run(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["run", "--fail-on", "nonsense"])

    assert capsys.readouterr().err.startswith("usage: enrich run")


def test_help_names_every_source(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])

    text = capsys.readouterr().out.lower().replace("semantic scholar", "s2").replace("\n", " ")
    assert all(source in text for source in SOURCES)


def test_eval_of_an_output_folder_reads_its_papers_jsonl(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "papers.jsonl").write_text("".join(json.dumps(record(entry)) + "\n" for entry in GOLD))

    code = main(["eval", str(tmp_path), "--gold", str(GOLD_PATH)])

    assert code == 0
    assert "doi precision" in capsys.readouterr().out


def test_eval_without_labels_looks_for_gold_jsonl_here_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "papers.jsonl").write_text("")

    code = main(["eval", "papers.jsonl"])

    assert code == 2
    error = capsys.readouterr().err
    assert "gold.jsonl does not exist" in error
    assert f"--gold {SHIPPED_LABELS}" in error and SHIPPED_LABELS.is_file()  # where the labels enrich ships are


def test_validate_takes_a_papers_file_or_its_output_folder_as_eval_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    papers = [horovod()]
    export(papers, tmp_path, run_info(), None)

    assert main(["validate", str(tmp_path)]) == 0
    assert main(["validate", str(tmp_path / "papers.jsonl")]) == 0
    assert capsys.readouterr().err.count("papers.jsonl: valid") == 2
    assert main(["validate", str(tmp_path / "elsewhere")]) == 2


def test_demo_help_says_what_the_demo_writes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["demo", "--help"])
    text = " ".join(capsys.readouterr().out.split())

    written = write_lists(tmp_path / "lists")
    kinds = Counter("Markdown" if path.suffix == ".md" else "plain text" for path in written)
    lines = sum(1 for path in written for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("["))
    assert f"{NUMBERS[len(written)]} reading lists" in text
    assert all(f"{NUMBERS[count]} {kind}" in text for kind, count in kinds.items())
    assert f"{lines} lines" in text
    assert all(f"DIR/{folder}/" in text for folder in ("lists", "output", "cache"))


def test_the_demos_folder_is_ignored_by_git() -> None:
    if not (REPO / ".git").exists():
        pytest.skip("not a git checkout")
    inside = f"{DEFAULT_FOLDER}/output/report.html"
    assert subprocess.run(["git", "check-ignore", "-q", inside], cwd=REPO, check=False).returncode == 0


def test_an_enrich_toml_in_the_working_directory_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(config, "DEFAULT_CONFIG_FILE", Path("enrich.toml"))  # as shipped, not as the tests isolate it
    monkeypatch.chdir(tmp_path)
    (tmp_path / "enrich.toml").write_text('sources = ["dblp", "crossref"]\n', encoding="utf-8")

    assert config.load_settings().sources == ["dblp", "crossref"]
