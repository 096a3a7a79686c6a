"""A bad night never lowers the number of resolved papers: yesterday's values outlive failing services, a lost or
damaged resolve artifact (yesterday's papers.jsonl stands in for it), and lines that cannot be read, which are
counted and reported. Through the pipeline, against the local fake services."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest

from enrich.config import Settings
from enrich.models import Paper
from enrich.pipeline import EXIT_OK, Pipeline, read_jsonl
from enrich.progress import Progress
from enrich_fakes import FakeOptions, FakeServices, build_corpus
from enrich_fakes.faults import SERVICES

pytestmark = pytest.mark.e2e  # runs the pipeline against the fake services

SEEDS = Path(__file__).resolve().parent.parent / "seeds"
TIME_SCALE = 0.002
# Every service answers, with an error: the network is up (a refused connection everywhere would be a dead network,
# which stops the night before resolve writes anything), and every source fails.
ALL_FAILING = FakeOptions(time_scale=TIME_SCALE, down={service: "503" for service in SERVICES})


def settings_for(out: Path, fake: FakeServices, **extra) -> Settings:
    urls = {f"{service}_url": fake.url_for(service) for service in SERVICES}
    return Settings(
        seeds=SEEDS, output_dir=out / "output", cache_dir=out / "cache", time_scale=TIME_SCALE, **urls, **extra
    )


def night(out: Path, options: FakeOptions, stage: str = "resolve", **extra) -> tuple[int, list[str], str]:
    """One run: exit code, the outcome's reasons, and what it wrote to stderr."""
    stream = io.StringIO()
    with FakeServices(build_corpus(seeds_dir=SEEDS), options) as fake:
        pipeline = Pipeline(settings_for(out, fake, **extra), progress=Progress(stream, live=False))
        outcome = pipeline.run(stage)
    return outcome.code, outcome.reasons, stream.getvalue()


def papers(out: Path) -> dict[str, Paper]:
    return {paper.id: paper for paper in read_jsonl(out / "output" / "stages" / "resolve.jsonl", Paper)}


@pytest.fixture(scope="module")
def good_night(tmp_path_factory) -> Path:
    """A clean night, resolved and exported (links offline: the lists' real URLs are out of reach)."""
    out = tmp_path_factory.mktemp("good")
    night(out, FakeOptions(time_scale=TIME_SCALE))
    night(out, FakeOptions(time_scale=TIME_SCALE), "export", offline=True)
    return out


def copy_of(good: Path, root: Path) -> Path:
    shutil.copytree(good / "output", root / "output")
    return root


def statuses(found: dict[str, Paper]) -> dict[str, str]:
    return {paper_id: paper.status for paper_id, paper in found.items()}


def test_with_every_service_down_yesterdays_resolved_and_ambiguous_papers_stay(good_night, tmp_path):
    out = copy_of(good_night, tmp_path)
    before = papers(good_night)
    night(out, ALL_FAILING, full=True)  # everything searched again, and every search fails
    after = papers(out)
    for paper_id, paper in before.items():
        if paper.status in ("resolved", "ambiguous"):
            kept = after[paper_id]
            assert (kept.status, kept.doi, kept.arxiv_id) == (paper.status, paper.doi, paper.arxiv_id), paper.title
            assert kept.errors, f"{paper.title}: kept without naming the failed sources"
    assert any(paper.status == "ambiguous" for paper in before.values()), "nothing ambiguous: rule untested"


@pytest.mark.parametrize("damage", ["missing", "unreadable"])
def test_a_lost_or_damaged_resolve_artifact_falls_back_to_yesterdays_papers(good_night, tmp_path, damage):
    out = copy_of(good_night, tmp_path)
    artifact = out / "output" / "stages" / "resolve.jsonl"
    resolved_before = sum(paper.status == "resolved" for paper in papers(good_night).values())
    if damage == "missing":
        artifact.unlink()
    else:
        lines = artifact.read_text(encoding="utf-8").splitlines(keepends=True)
        artifact.write_text("".join(lines[:10]) + "".join(line[:40] + "\n" for line in lines[10:]), encoding="utf-8")
    code, reasons, stderr = night(out, ALL_FAILING)

    assert sum(paper.status == "resolved" for paper in papers(out).values()) >= resolved_before
    assert "last good values taken from" in stderr
    if damage == "unreadable":
        damaged = len(lines) - 10
        assert f"warning: {damaged} unreadable lines in {artifact}" in stderr
        assert any(f"{damaged} unreadable lines in {artifact}" in reason for reason in reasons), reasons
        assert code != EXIT_OK
