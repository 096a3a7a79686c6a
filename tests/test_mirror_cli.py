"""`enrich mirror` from the command line, and the mirror settings."""

from __future__ import annotations

from pathlib import Path

import pytest

from enrich.cli import main
from enrich.config import ConfigError, load_settings

DATA = Path(__file__).parent / "data" / "mirror"


def test_update_from_a_local_dump_then_status_names_the_release_and_counts(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    assert main(["mirror", "update", "dblp", "--dump", str(DATA / "dblp.xml"), "--cache", str(tmp_path), "-q"]) == 0
    assert "dblp mirror, release 2024-11-30: 308 records" in capsys.readouterr().out
    assert main(["mirror", "status", "--cache", str(tmp_path)]) == 0
    status = capsys.readouterr().out
    assert "dblp mirror, release 2024-11-30: 308 records" in status and " MB, built " in status
    assert "arxiv: no mirror (enrich mirror update arxiv)" in status


def test_a_snapshot_for_dblp_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as raised:
        main(["mirror", "update", "dblp", "--snapshot", str(DATA / "arxiv-snapshot.jsonl"), "--cache", str(tmp_path)])
    assert raised.value.code == 2


def test_an_unreadable_dump_exits_2_and_leaves_no_store(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    broken = tmp_path / "dblp.xml"
    broken.write_text("<dblp><article key='a'><title>unclosed", encoding="latin-1")
    assert main(["mirror", "update", "dblp", "--dump", str(broken), "--cache", str(tmp_path / "cache"), "-q"]) == 2
    assert "dblp mirror not updated" in capsys.readouterr().err
    assert not (tmp_path / "cache" / "mirror" / "dblp.duckdb").exists()


def test_mirror_urls_come_from_the_environment_and_the_mode_is_checked() -> None:
    settings = load_settings(
        environ={
            "ENRICH_DBLP_DUMP_URL": "http://127.0.0.1:9/dblp.xml.gz",
            "ENRICH_ARXIV_OAI_URL": "http://127.0.0.1:9/oai",
        }
    )
    assert (settings.dblp_dump_url, settings.arxiv_oai_url, settings.mirror) == (
        "http://127.0.0.1:9/dblp.xml.gz",
        "http://127.0.0.1:9/oai",
        "auto",
    )
    assert load_settings(environ={}, overrides={"mirror": "only"}).mirror == "only"
    with pytest.raises(ConfigError, match="mirror"):
        load_settings(environ={}, overrides={"mirror": "sometimes"})
