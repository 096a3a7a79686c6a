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
from enrich.fakeapi import FakeOptions, FakeServices, build_corpus
from enrich.fakeapi.corpus import GOLD_PATH
from enrich.fakeapi.faults import SERVICES
from enrich.models import Paper
from enrich.pipeline import Pipeline, read_jsonl
from tests.night_figures import f1, night_figures

pytestmark = pytest.mark.e2e  # runs the resolve stage against the fake services

SEEDS = Path(__file__).resolve().parent.parent / "seeds"
TIME_SCALE = 0.002  # the fake's and the client's pace, 500x faster than the real services
# A night without S2 keeps at least this share of a clean night's abstract and citation-count F1 and arXiv-id recall:
# arXiv, dblp and OpenAlex give them too, and OpenAlex is reached by DOI, by arXiv id or by title.
MIN_SHARE_WITHOUT_S2 = 0.85


def resolve_with_fakes(out: Path, options: FakeOptions) -> Path:
    """The resolve artifact of a cold run against one fake instance with these options."""
    with FakeServices(build_corpus(seeds_dir=SEEDS), options) as fake:
        urls = {f"{service}_url": fake.url_for(service) for service in SERVICES}
        settings = Settings(seeds=SEEDS, output_dir=out / "output", cache_dir=out / "cache",
                            time_scale=TIME_SCALE, **urls)
        Pipeline(settings).run("resolve")
    return settings.stages_dir / "resolve.jsonl"


@pytest.fixture(scope="module")
def resolved(tmp_path_factory) -> Path:
    return resolve_with_fakes(tmp_path_factory.mktemp("accuracy"), FakeOptions(time_scale=TIME_SCALE))


def test_identifiers_meet_the_precision_and_recall_targets(resolved):
    report, text = run_eval(resolved, GOLD_PATH)
    assert report.passed, text


def test_every_list_entry_gets_a_record(resolved):
    lines = resolved.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 146  # 190 entry lines, papers listed more than once merged


def test_a_night_without_s2_keeps_most_abstracts_citation_counts_and_arxiv_ids(resolved, tmp_path):
    without_s2 = resolve_with_fakes(tmp_path, FakeOptions(time_scale=TIME_SCALE, down={"s2": "refuse"}))
    corpus = build_corpus(seeds_dir=SEEDS)
    clean = night_figures(read_jsonl(resolved, Paper), corpus)
    degraded = night_figures(read_jsonl(without_s2, Paper), corpus)
    shares = {"abstract F1": f1(degraded["abstract"]) / f1(clean["abstract"]),
              "citation-count F1": f1(degraded["citation_count"]) / f1(clean["citation_count"]),
              "arXiv-id recall": degraded["arxiv_id"].recall / clean["arxiv_id"].recall}
    assert all(share >= MIN_SHARE_WITHOUT_S2 for share in shares.values()), shares
