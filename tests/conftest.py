"""Fixtures shared by the source-client tests: the real HTTP layer, and `responses` in place of the network."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest
import responses

from enrich import config
from enrich.config import Settings
from enrich.net.http import Http


@pytest.fixture(autouse=True)
def isolated_from_the_users_settings(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    """No test reads the settings of whoever runs the tests: an enrich.toml in the working directory or an
    ENRICH_*/key variable in the environment would otherwise change what every in-process run does."""
    monkeypatch.setattr(config, "DEFAULT_CONFIG_FILE", tmp_path_factory.getbasetemp() / "no-such-dir" / "enrich.toml")
    for variable in config.ENVIRONMENT:
        monkeypatch.delenv(variable, raising=False)


@pytest.fixture
def http(tmp_path: Path) -> Iterator[Http]:
    """The real HTTP layer on a throwaway cache; its clock leaps ahead on every reading, so nothing waits."""
    ticks = itertools.count(step=100.0)
    layer = Http(Settings(cache_dir=tmp_path / "cache"), clock=lambda: next(ticks), sleep=lambda seconds: None)
    yield layer
    layer.close()


@pytest.fixture
def mocked() -> Iterator[responses.RequestsMock]:
    with responses.RequestsMock() as mock:
        yield mock
