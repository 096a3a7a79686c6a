"""Settings: the sources switch, and the environment variables of the OpenAlex and Crossref sources."""

from __future__ import annotations

from pathlib import Path

import pytest

from enrich.config import SOURCES, ConfigError, load_settings


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


@pytest.mark.parametrize("sources, message", [(["dblp", "scholar"], "unknown sources"),
                                              (["s2", "openalex"], "dblp cannot be switched off")])
def test_unknown_or_missing_required_sources_are_a_config_error(tmp_path: Path, sources: list[str],
                                                                message: str) -> None:
    config = tmp_path / "enrich.toml"
    config.write_text(f"sources = {sources!r}\n".replace("'", '"'), encoding="utf-8")
    with pytest.raises(ConfigError, match=message):
        load_settings(config, environ={})


def test_base_urls_and_the_openalex_key_come_from_the_environment() -> None:
    settings = load_settings(environ={"ENRICH_OPENALEX_URL": "http://127.0.0.1:9/openalex",
                                      "ENRICH_CROSSREF_URL": "http://127.0.0.1:9/crossref",
                                      "OPENALEX_API_KEY": "oa-key"})
    assert (settings.openalex_url, settings.crossref_url) == ("http://127.0.0.1:9/openalex",
                                                              "http://127.0.0.1:9/crossref")
    assert settings.openalex_api_key is not None and settings.openalex_api_key.get_secret_value() == "oa-key"
    assert "oa-key" not in repr(settings)


def test_the_real_services_are_the_defaults() -> None:
    settings = load_settings(environ={})
    assert (settings.openalex_url, settings.crossref_url) == ("https://api.openalex.org", "https://api.crossref.org")
