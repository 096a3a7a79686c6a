"""Accuracy of the whole resolve stage against the labelled set, through the local fake services.

The fake serves the labelled papers together with their traps (preprints under other titles, journal
extensions, earlier papers with near-identical titles, posters, wrong list years), so this is where a change to
matching or merging shows up as a wrong DOI before any user sees one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from enrich.config import Settings
from enrich.evaluate import run_eval
from enrich.pipeline import Pipeline
from tests.fakeapi import FakeOptions, FakeServices
from tests.fakeapi.faults import SERVICES

ROOT = Path(__file__).resolve().parent.parent
TIME_SCALE = 0.002  # the fake's and the client's pace, 500x faster than the real services


@pytest.fixture(scope="module")
def resolved(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("accuracy")
    with FakeServices(options=FakeOptions(time_scale=TIME_SCALE)) as fake:
        urls = {f"{service}_url": fake.url_for(service) for service in SERVICES}
        settings = Settings(seeds=ROOT / "seeds", output_dir=out / "output", cache_dir=out / "cache",
                            time_scale=TIME_SCALE, **urls)
        Pipeline(settings).run("resolve")
    return settings.stages_dir / "resolve.jsonl"


def test_identifiers_meet_the_precision_and_recall_targets(resolved):
    report, text = run_eval(resolved, ROOT / "tests" / "data" / "gold.jsonl")
    assert report.passed, text


def test_every_list_entry_gets_a_record(resolved):
    lines = resolved.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 146  # 190 entry lines, papers listed more than once merged
