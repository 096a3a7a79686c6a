"""The command line itself: usage errors name the command, help names every source, eval finds its inputs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from enrich import config
from enrich.cli import main
from enrich.config import SOURCES
from tests.test_evaluate import GOLD, GOLD_PATH, record


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
    assert "gold.jsonl does not exist" in capsys.readouterr().err


def test_an_enrich_toml_in_the_working_directory_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(config, "DEFAULT_CONFIG_FILE", Path("enrich.toml"))  # as shipped, not as the tests isolate it
    monkeypatch.chdir(tmp_path)
    (tmp_path / "enrich.toml").write_text('sources = ["dblp", "crossref"]\n', encoding="utf-8")

    assert config.load_settings().sources == ["dblp", "crossref"]
