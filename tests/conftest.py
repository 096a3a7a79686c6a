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
from enrich_fakes import FakeServices
from tests import neighbours

# The test being run (setup, call and teardown), for the check below; module fixtures start within its setup.
_running: list[pytest.Item] = []


@pytest.fixture(autouse=True)
def isolated_from_the_users_settings(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    """No test reads the settings of whoever runs the tests: an enrich.toml in the working directory or an
    ENRICH_*/key variable in the environment would otherwise change what every in-process run does."""
    monkeypatch.setattr(config, "DEFAULT_CONFIG_FILE", tmp_path_factory.getbasetemp() / "no-such-dir" / "enrich.toml")
    for variable in config.ENVIRONMENT:
        monkeypatch.delenv(variable, raising=False)


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("numprocesses", None) and not hasattr(config, "workerinput"):
        neighbours.make_folder()  # the controlling process of several workers


def pytest_unconfigure(config: pytest.Config) -> None:
    if config.getoption("numprocesses", None) and not hasattr(config, "workerinput"):
        neighbours.remove_folder()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[object]:
    _running.append(item)
    try:
        with neighbours.sharing():  # a test that needs the machine to itself waits for the others to end
            return (yield)
    finally:
        _running.pop()


@pytest.fixture(scope="session", autouse=True)
def fake_services_only_in_e2e_tests() -> Iterator[None]:
    """`pytest -m "not e2e"` is the fast loop: a test that starts the fake services and is not marked e2e fails,
    saying so, instead of slowing that loop down unnoticed."""
    start = FakeServices.start

    def checked_start(self: FakeServices) -> FakeServices:
        if _running and _running[-1].get_closest_marker("e2e") is None:
            raise AssertionError(f"{_running[-1].nodeid} starts the fake services: mark it @pytest.mark.e2e")
        return start(self)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(FakeServices, "start", checked_start)
        yield


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
