"""Settings: the sources switch, and the environment variables of the OpenAlex and Crossref sources."""

from __future__ import annotations

from pathlib import Path

import pytest

from enrich.cli import main
from enrich.config import SOURCES, ConfigError, Settings, allowed_range, load_settings


def test_every_source_is_on_by_default() -> None:
    settings = load_settings(environ={})
    assert settings.sources == list(SOURCES)
    assert all(settings.uses(source) for source in ("dblp", "s2", "arxiv", "openalex", "crossref"))


def test_the_config_file_switches_sources_off(tmp_path: Path) -> None:
    config = tmp_path / "enrich.toml"
    config.write_text('sources = ["dblp", "crossref", "dblp"]\n', encoding="utf-8")
    settings = load_settings(config, environ={})
    assert settings.sources == ["dblp", "crossref"]
    assert not settings.uses("openalex") and not settings.uses("s2")


@pytest.mark.parametrize(
    "sources, message", [(["dblp", "scholar"], "unknown sources"), (["s2", "openalex"], "dblp cannot be switched off")]
)
def test_unknown_or_missing_required_sources_are_a_config_error(
    tmp_path: Path, sources: list[str], message: str
) -> None:
    config = tmp_path / "enrich.toml"
    config.write_text(f"sources = {sources!r}\n".replace("'", '"'), encoding="utf-8")
    with pytest.raises(ConfigError, match=message):
        load_settings(config, environ={})


def test_base_urls_and_the_openalex_key_come_from_the_environment() -> None:
    settings = load_settings(
        environ={
            "ENRICH_OPENALEX_URL": "http://127.0.0.1:9/openalex",
            "ENRICH_CROSSREF_URL": "http://127.0.0.1:9/crossref",
            "OPENALEX_API_KEY": "oa-key",
        }
    )
    assert (settings.openalex_url, settings.crossref_url) == (
        "http://127.0.0.1:9/openalex",
        "http://127.0.0.1:9/crossref",
    )
    assert settings.openalex_api_key is not None and settings.openalex_api_key.get_secret_value() == "oa-key"
    assert "oa-key" not in repr(settings)


def test_the_real_services_are_the_defaults() -> None:
    settings = load_settings(environ={})
    assert (settings.openalex_url, settings.crossref_url) == ("https://api.openalex.org", "https://api.crossref.org")


# ------------------------------------------------------------------------------------------------- bounds


BAD_FILE_VALUES = [
    ("link_concurrency = 0", "link_concurrency = 0", "a whole number, at least 1, at most 256"),
    ("link_host_concurrency = 1000", "link_host_concurrency = 1000", "a whole number, at least 1, at most 256"),
    ("connect_timeout = -1", "connect_timeout = -1", "a finite number, above 0, at most 3600"),
    ("read_timeout = 0.0", "read_timeout = 0.0", "a finite number, above 0, at most 3600"),
    ("link_timeout = inf", "link_timeout = inf", "a finite number, above 0, at most 3600"),
    ("dblp_interval = -0.5", "dblp_interval = -0.5", "a finite number, at least 0, at most 3600"),
    ("link_interval = -1", "link_interval = -1", "a finite number, at least 0, at most 3600"),
    ("arxiv_interval = nan", "arxiv_interval = nan", "a finite number, at least 0, at most 3600"),
    ("max_retry_wait = -2", "max_retry_wait = -2", "a finite number, at least 0, at most 3600"),
    ("link_dead_after = -1", "link_dead_after = -1", "a whole number, at least 1"),
    ("max_body_bytes = 0", "max_body_bytes = 0", "a whole number, at least 1024, at most 1073741824"),
    ("link_peek_bytes = 10", "link_peek_bytes = 10", "a whole number, at least 1024, at most 1073741824"),
    ("source_down_share = 5", "source_down_share = 5", "a finite number, at least 0, at most 1"),
    ("fix_min_confidence = -0.1", "fix_min_confidence = -0.1", "a finite number, at least 0, at most 1"),
    ("expire_links = -1", "expire_links = -1", "a whole number, at least 0, at most 315360000"),
    ("link_max_redirects = 0", "link_max_redirects = 0", "a whole number, at least 1, at most 20"),
    ("max_attempts = 0", "max_attempts = 0", "a whole number, at least 1"),
    ("time_scale = 0", "time_scale = 0", "a finite number, above 0, at most 1000"),
]


def one_error_line(capsys: pytest.CaptureFixture) -> str:
    """The run's whole complaint: exactly one line, no traceback."""
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and "Traceback" not in lines[0], lines
    return lines[0]


@pytest.mark.parametrize("line, shown, allowed", BAD_FILE_VALUES)
@pytest.mark.parametrize("command", [["run", "--stage", "parse"], ["fix"]])
def test_a_number_out_of_range_in_the_settings_file_stops_the_run_with_exit_2_and_one_line(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture,
    line: str,
    shown: str,
    allowed: str,
    command: list[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "enrich.toml").write_text(line + "\n", encoding="utf-8")
    assert main([*command, "--config", "enrich.toml"]) == 2
    assert one_error_line(capsys) == f"enrich: error: invalid settings: {shown} (in enrich.toml): must be {allowed}"
    assert not (tmp_path / "output").exists()


@pytest.mark.parametrize("value", ["inf", "-inf", "nan", "0", "-1", "1e9"])
def test_a_time_scale_from_the_environment_must_be_finite_and_above_0(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture, value: str
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("ENRICH_TIME_SCALE", value)
    assert main(["run", "--stage", "parse"]) == 2
    assert one_error_line(capsys) == (
        f"enrich: error: invalid settings: time_scale = '{value}' (from "
        f"ENRICH_TIME_SCALE): must be a finite number, above 0, at most 1000"
    )


def test_the_edges_of_each_range_are_allowed(tmp_path: Path) -> None:
    config = tmp_path / "enrich.toml"
    config.write_text(
        "dblp_interval = 0\nlink_interval = 0.0\nexpire_citations = 0\nsource_down_share = 1\n"
        "link_concurrency = 1\nlink_dead_after = 1\nmax_body_bytes = 1024\nmax_retry_total = 0\n",
        encoding="utf-8",
    )
    settings = load_settings(config, environ={"ENRICH_TIME_SCALE": "0.001"})
    assert (settings.dblp_interval, settings.expire_citations, settings.link_concurrency) == (0, 0, 1)
    assert settings.time_scale == 0.001


def test_every_numeric_setting_has_a_lower_bound() -> None:
    numeric = [name for name in Settings.model_fields if allowed_range(name) is not None]
    assert {"time_scale", "link_concurrency", "max_body_bytes", "source_down_share"} <= set(numeric)
    ranges = {name: allowed_range(name) or "" for name in numeric}
    assert [name for name, allowed in ranges.items() if "at least" not in allowed and "above" not in allowed] == []
