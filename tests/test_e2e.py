"""The real `enrich run` command against local fakes (dblp, S2, arXiv, OpenAlex, Crossref, one port each), as a user
runs it.

What a nightly run must guarantee: every listed paper gets a record, no wrong identifier, the services' pace is
kept, bad nights (faults, a service down, a killed process) never lose good data, and a rerun asks the services
only for what it does not know yet. Runs go through `--stage resolve`: the links stage would check the lists'
real URLs, which this machine cannot reach.
"""

from __future__ import annotations

import functools
import json
import math
import shutil
import signal
import subprocess
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from enrich.models import Paper
from enrich.resolve.gather import SECOND_OPINION_QUERIES
from enrich_fakes import Corpus, FakeOptions, ServiceFaults, build_corpus
from enrich_fakes.faults import DBLP_AS_IT_IS
from tests import neighbours
from tests.e2e_support import (
    FAST_TIME_SCALE,
    S2_BATCH,
    SEEDS,
    SERVICES,
    FakeHosts,
    Workspace,
    answered,
    listed_at,
    new_workspace,
    run_enrich,
    seed_occurrences,
    start_enrich,
    wait_for,
)

pytestmark = pytest.mark.e2e

# The clean run, whose pace is checked, goes 100x faster than the real services, for the client (ENRICH_TIME_SCALE)
# and the fake alike: there a client that does not pace has a quarter or more of its requests refused, and one
# spacing them 10 % too closely about 1-2 %. The other cold runs test something else, at FAST_TIME_SCALE, where pace
# could not be checked: nothing is refused there even with no pacing at all (bench/pace_check.py shows both).
PACED_TIME_SCALE = 0.01
CLEAN = FakeOptions(time_scale=PACED_TIME_SCALE)
FAST = FakeOptions(time_scale=FAST_TIME_SCALE)
RESOLVE = ("--stage", "resolve")
FINISHED = (0, 1)  # all good, or a list entry needs a person; both are a complete run
EXIT_UNUSABLE, EXIT_SOURCE_DOWN = 2, 3
# A bad night: per request, 20 % 429s, 4 % of each 5xx, 4 % hangs and 4 % malformed bodies, at every service (a
# cold run with batched title searches sends about a hundred requests: each kind of fault still happens).
BAD_NIGHT = {"429": 0.20, "500": 0.04, "502": 0.04, "503": 0.04, "504": 0.04, "hang": 0.04, "invalid": 0.04}
BAD_NIGHT_SEED = 1  # the fault draws are reproducible; this seed leaves some entries with a failed source
# The client gives up on a silent connection after READ_TIMEOUT; a hang holds it HANG_SECONDS, which is longer.
READ_TIMEOUT = 0.5
HANG_SECONDS = 1.0
# Services refuse requests that arrive early, strictly; at most this share of a cold run's requests may be refused,
# and at least this many: at time scale 0.01 a 10 ms thread switch on a busy machine is a second of a service's
# time, and a cold run with batched title searches sends about a hundred requests (0 to 6 of 362 were refused so
# before batching).
MAX_REFUSED_SHARE = 0.01
REFUSALS_ALWAYS_ALLOWED = 2
# What a cold run may ask, every source counted (its second-opinion title queries included), per listed paper;
# refused requests are the pacing test's concern and are not counted here.
MAX_ANSWERED_REQUESTS_PER_PAPER = 2.5
# The client's share of resolved entries on the fake corpus is near 100 %; below this the resolver has regressed.
MIN_RESOLVED_SHARE = 0.9
# A killed run has sent this many dblp searches when it is killed: well inside the resolve stage (a cold run of
# seeds/ sends about 18, ten titles a search).
KILL_AFTER_DBLP_REQUESTS = 8
# Slower pace for the run that holds the lock, so a second command surely starts while it still runs.
SLOW_TIME_SCALE = 0.05
WAIT_SECONDS = 60
ARXIV_DOI_REGISTRANT = "10.48550"  # in the request line of an OpenAlex lookup of preprint works by arXiv id


@dataclass(frozen=True)
class CleanRun:
    """A cold run (empty cache, no earlier output) on a fault-free fake: the reference for the other runs."""

    workspace: Workspace
    code: int
    stderr: str
    requests: dict[str, int]
    stats: dict[str, dict]
    papers: list[Paper]
    title_queries: int = 0  # Crossref's bibliographic queries: second opinions by title
    searches: dict[str, int] = field(default_factory=dict)  # title searches per kind (FakeHosts.searches)

    def resolved(self) -> dict[str, Paper]:
        return {paper.id: paper for paper in self.papers if paper.status == "resolved"}


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return build_corpus(seeds_dir=SEEDS)


@pytest.fixture(scope="module")
def clean_fakes(corpus: Corpus) -> Iterator[FakeHosts]:
    """The fakes of the clean run, kept for runs that reuse its cache: cached answers are keyed by URL, port
    included, so a rerun against fakes on other ports would find nothing."""
    with FakeHosts(CLEAN, corpus) as fakes:
        yield fakes


@pytest.fixture(scope="module")
def clean_run(clean_fakes: FakeHosts, tmp_path_factory: pytest.TempPathFactory) -> CleanRun:
    workspace = new_workspace(tmp_path_factory.mktemp("clean"))
    clean_fakes.reset()
    with neighbours.alone():  # its refusals are counted: no other worker's tests take the cores meanwhile
        result = run_enrich(workspace, clean_fakes, *RESOLVE)
    return CleanRun(
        workspace,
        result.returncode,
        result.stderr,
        clean_fakes.requests(),
        clean_fakes.stats(),
        workspace.papers(),
        clean_fakes.requests_with("crossref", TITLE_QUERY),
        clean_fakes.searches(),
    )


@pytest.fixture
def rerun_fakes(clean_run: CleanRun, clean_fakes: FakeHosts) -> FakeHosts:
    """The clean run's fakes with counters at zero, for a run that follows it."""
    clean_fakes.reset()
    return clean_fakes


def rerun_copy(clean_run: CleanRun, root: Path) -> Workspace:
    """The clean run's lists, output and cache, for a run that follows it."""
    return clean_run.workspace.copy_to(root)


# ------------------------------------------------------------------------------------------------ a clean night


def test_a_clean_run_gives_every_listed_paper_a_record_and_keeps_the_pace(clean_run, corpus):
    assert clean_run.code in FINISHED, clean_run.stderr
    assert "Traceback" not in clean_run.stderr
    missing = seed_occurrences(corpus) - listed_at(clean_run.papers)
    assert not missing, f"listed papers without a record: {sorted(missing)}"
    resolved = len(clean_run.resolved())
    assert resolved >= MIN_RESOLVED_SHARE * len(clean_run.papers), f"{resolved} of {len(clean_run.papers)} resolved"


def test_a_run_without_an_openalex_key_says_once_how_to_add_one_and_sends_openalex_no_title_search(clean_run):
    assert clean_run.stderr.count("OpenAlex without a key") == 1, clean_run.stderr
    assert "OPENALEX_API_KEY" in clean_run.stderr
    assert clean_run.searches["openalex search"] == 0


def test_a_cold_run_is_almost_never_refused_by_services_that_enforce_their_limits_strictly(clean_run):
    """The fakes refuse a request that arrives a millisecond early, as the real services do; pacing from when a
    request left, with a margin, and arXiv from the end of each answer, keeps refusals under 1 %."""
    refused = {service: stats["statuses"].get("429", 0) for service, stats in clean_run.stats.items()}
    sent = sum(clean_run.requests.values())
    allowed = max(MAX_REFUSED_SHARE * sent, REFUSALS_ALWAYS_ALLOWED)
    assert sum(refused.values()) <= allowed, f"429s {refused} of {sent} requests"


def test_a_cold_run_asks_the_services_at_most_two_and_a_half_requests_per_paper(clean_run):
    per_service = answered(clean_run.stats)
    assert sum(per_service.values()) <= MAX_ANSWERED_REQUESTS_PER_PAPER * len(clean_run.papers), (
        f"{per_service} for {len(clean_run.papers)} papers"
    )


def test_a_clean_run_names_no_wrong_identifier(clean_run, corpus):
    """A wrong DOI or arXiv id is worse than none: every identifier given is the paper's true one."""
    wrong = []
    for paper in clean_run.resolved().values():
        occurrence = paper.occurrences[0]
        truth = corpus.for_seed(occurrence.file, occurrence.line)
        if truth is None:
            wrong.append(f"{occurrence.file}:{occurrence.line} resolved, but the line names no paper")
            continue
        for name in ("doi", "arxiv_id"):
            given, true = getattr(paper, name), getattr(truth, name)
            if given is not None and given != true:
                wrong.append(f"{occurrence.file}:{occurrence.line} {name} {given}, truly {true}")
    assert not wrong


# -------------------------------------------------------------------------------------------------- bad nights


def bad_night() -> FakeOptions:
    faults = ServiceFaults(probabilities=BAD_NIGHT, hang_seconds=HANG_SECONDS)
    return FakeOptions(
        time_scale=FAST_TIME_SCALE, seed=BAD_NIGHT_SEED, faults={service: faults for service in SERVICES}
    )


def run_bad_night(workspace: Workspace, corpus: Corpus, *arguments: str) -> tuple[int, str]:
    """A run through the faulty fakes with a short read timeout: exit code and stderr."""
    config = workspace.write_config(read_timeout=READ_TIMEOUT, connect_timeout=READ_TIMEOUT)
    with FakeHosts(bad_night(), corpus) as fakes:
        result = run_enrich(workspace, fakes, *RESOLVE, "--config", str(config), *arguments)
        injected = {kind: fakes.faults(kind) for kind in BAD_NIGHT}
    assert all(injected.values()), f"some kinds of fault never happened: {injected}"
    return result.returncode, result.stderr


def test_a_bad_night_never_crashes_and_never_changes_an_identifier(clean_run, corpus, tmp_path):
    workspace = new_workspace(tmp_path / "run")
    code, stderr = run_bad_night(workspace, corpus)
    assert code in (*FINISHED, EXIT_SOURCE_DOWN), stderr
    assert "Traceback" not in stderr
    papers = {paper.id: paper for paper in workspace.papers()}
    for paper_id, before in clean_run.resolved().items():
        after = papers[paper_id]
        if after.status == "resolved":
            for name in ("doi", "arxiv_id"):
                given, good = getattr(after, name), getattr(before, name)
                assert given in (good, None), f"{after.title}: {name} {given}, a clean night says {good}"
                assert given == good or after.errors, f"{after.title}: {name} lost without naming a failed source"
        else:
            assert after.errors, f"{after.title}: {after.status} without naming the failed source"


def test_a_bad_night_after_a_good_one_keeps_the_good_data(clean_run, corpus, tmp_path):
    workspace = rerun_copy(clean_run, tmp_path / "run")
    shutil.rmtree(workspace.cache)
    code, stderr = run_bad_night(workspace, corpus, "--full")
    assert code in (*FINISHED, EXIT_SOURCE_DOWN), stderr
    assert "Traceback" not in stderr
    papers = {paper.id: paper for paper in workspace.papers()}
    assert any(paper.errors for paper in papers.values()), "no source failed for any entry: nothing was tested"
    for paper_id, before in clean_run.resolved().items():
        after = papers[paper_id]
        assert after.status == "resolved", f"{after.title}: {after.status} ({after.reason})"
        assert (after.doi, after.arxiv_id) == (before.doi, before.arxiv_id), after.title


@dataclass(frozen=True)
class S2DownNight:
    """A cold run with S2 down, and the OpenAlex requests it sent."""

    workspace: Workspace
    result: subprocess.CompletedProcess[str]
    openalex_batches: int  # its OpenAlex DOI batches: neither title searches nor lookups of preprints by arXiv DOI


@pytest.fixture(scope="module")
def s2_down_night(corpus: Corpus, tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], S2DownNight]:
    """The night with S2 down in a given way (refuse, 503), run once for every test that reads it."""

    @functools.cache
    def night(mode: str) -> S2DownNight:
        workspace = new_workspace(tmp_path_factory.mktemp(f"s2-{mode}"))
        with FakeHosts(FakeOptions(time_scale=FAST_TIME_SCALE, down={"s2": mode}), corpus) as fakes:
            result = run_enrich(workspace, fakes, *RESOLVE)
            preprint_batches = fakes.requests_with("openalex", ARXIV_DOI_REGISTRANT)
            openalex_batches = fakes.requests()["openalex"] - fakes.searches()["openalex search"] - preprint_batches
        return S2DownNight(workspace, result, openalex_batches)

    return night


@pytest.mark.parametrize("mode", ["refuse", "503"])
def test_with_s2_down_the_run_finishes_with_exit_3_and_dblp_fills_what_it_can(clean_run, s2_down_night, mode):
    night = s2_down_night(mode)
    workspace, result = night.workspace, night.result
    assert result.returncode == EXIT_SOURCE_DOWN, result.stderr
    assert "source s2 was down" in result.stderr.strip().splitlines()[-1]
    papers = {paper.id: paper for paper in workspace.papers()}
    assert all("s2" in {error.source for error in paper.errors} for paper in papers.values())
    from_dblp = {pid: p for pid, p in clean_run.resolved().items() if p.provenance.get("doi") == "dblp"}
    assert from_dblp
    for paper_id, before in from_dblp.items():
        after = papers[paper_id]
        assert (after.status, after.doi) == ("resolved", before.doi), after.title


def dblp_failed(papers: list[Paper]) -> set[str]:
    return {paper.id for paper in papers if any(error.source == "dblp" for error in paper.errors)}


def test_with_dblp_as_it_is_the_entries_it_failed_are_built_from_the_others_counted_and_asked_again(corpus, tmp_path):
    """dblp failing 40 % of requests, and no retry (one attempt a request), so that some searches surely fail:
    those entries are built from the sources that answered, carry dblp's failure, are counted in the run's
    summary, and are searched again by the next run, which settles them."""
    workspace = new_workspace(tmp_path / "run")
    config = workspace.write_config(max_attempts=1)
    faults = {"dblp": ServiceFaults(probabilities=DBLP_AS_IT_IS)}
    with FakeHosts(FakeOptions(time_scale=FAST_TIME_SCALE, faults=faults), corpus) as fakes:
        first = run_enrich(workspace, fakes, *RESOLVE, "--config", str(config))
        papers = workspace.papers()
        failed = dblp_failed(papers)
        fakes.reset()
        again = run_enrich(workspace, fakes, *RESOLVE)
        searched_again = fakes.searches()["dblp search"]
    assert first.returncode in FINISHED, first.stderr
    assert failed and len(failed) < len(papers)
    assert f"a source failed for some papers (dblp {len(failed)}" in first.stderr
    built = [paper for paper in papers if paper.id in failed]
    assert sum(paper.status == "resolved" for paper in built) >= 0.8 * len(built)
    assert again.returncode in FINISHED, again.stderr
    assert searched_again > 0 and dblp_failed(workspace.papers()) < failed


def test_a_spent_openalex_allowance_stops_openalex_for_the_night_and_the_outcome_says_so(corpus, tmp_path):
    workspace = new_workspace(tmp_path / "run")
    with FakeHosts(FakeOptions(time_scale=FAST_TIME_SCALE, daily_allowances={"openalex": 0}), corpus) as fakes:
        result = run_enrich(workspace, fakes, *RESOLVE)
        asked = fakes.requests()["openalex"]
    assert result.returncode == EXIT_SOURCE_DOWN, result.stderr
    notice = "openalex: daily allowance spent; not asked again tonight"
    assert result.stderr.count(notice) == 2, result.stderr  # the one line when it happens, and the outcome
    assert "source openalex was down" in result.stderr.strip().splitlines()[-1]
    assert notice in result.stderr.strip().splitlines()[-1]
    assert asked == 1  # not retried, not asked again
    assert any(paper.status == "resolved" for paper in workspace.papers())


def test_with_s2_refusing_every_request_papers_with_a_doi_still_get_abstracts_and_citations(clean_run, s2_down_night):
    night = s2_down_night("refuse")
    workspace, result, openalex_batches = night.workspace, night.result, night.openalex_batches
    assert result.returncode == EXIT_SOURCE_DOWN, result.stderr
    assert "source s2 was down" in result.stderr.strip().splitlines()[-1]
    with_doi = [paper for paper in workspace.papers() if paper.status == "resolved" and paper.doi]
    assert len(with_doi) >= len([p for p in clean_run.resolved().values() if p.provenance.get("doi") == "dblp"])
    for paper in with_doi:
        assert paper.abstract and paper.provenance["abstract"] in ("openalex", "arxiv"), paper.title
        assert paper.citation_count is not None and paper.provenance["citation_count"] == "openalex", paper.title
        assert "crossref" in paper.evidence, f"{paper.title}: DOI not checked with Crossref"
    assert openalex_batches == math.ceil(len(with_doi) / 50)  # 50 DOIs a request


# ----------------------------------------------------------------------------------------- killed, locked, reruns


def test_a_run_killed_during_resolve_loses_nothing_and_its_answers_are_reused(clean_run, corpus, tmp_path):
    workspace = rerun_copy(clean_run, tmp_path / "run")
    shutil.rmtree(workspace.cache)
    artifacts = [workspace.artifact("parse"), workspace.artifact("resolve")]
    before = [path.read_bytes() for path in artifacts]

    def unchanged() -> bool:
        return [path.read_bytes() for path in artifacts] == before

    with FakeHosts(FAST, corpus) as fakes:
        process = start_enrich(workspace, fakes, *RESOLVE, "--full")
        try:
            reached = wait_for(
                lambda: not unchanged() or fakes.requests()["dblp"] >= KILL_AFTER_DBLP_REQUESTS, WAIT_SECONDS
            )
            intact_during = unchanged()
        finally:
            process.send_signal(signal.SIGKILL)
            process.wait(WAIT_SECONDS)
        intact_after = unchanged()
        killed = fakes.answered()
        fakes.reset()
        rerun = run_enrich(workspace, fakes, *RESOLVE, "--full")
        rerun_requests = fakes.answered()
    clean_answered = answered(clean_run.stats)
    assert reached and intact_during and intact_after
    assert process.returncode == -signal.SIGKILL
    assert killed["dblp"] < clean_run.requests["dblp"], "the run finished before it was killed"
    assert sorted(p.name for p in artifacts[0].parent.iterdir()) == [
        "parse.jsonl",
        "parse.seeds.json",
        "parse.skipped.json",
        "resolve.jsonl",
    ]  # no temp file left

    assert rerun.returncode in FINISHED, rerun.stderr
    assert listed_at(workspace.papers()) == listed_at(clean_run.papers)
    # Every search the killed run got an answer to is answered from the cache (one may have been cut short).
    assert rerun_requests["dblp"] <= clean_answered["dblp"] - killed["dblp"] + 1
    assert sum(rerun_requests.values()) < sum(clean_answered.values())


def test_a_second_run_while_one_holds_the_lock_exits_2_at_once(corpus, tmp_path):
    workspace = new_workspace(tmp_path / "run")
    with FakeHosts(FakeOptions(time_scale=SLOW_TIME_SCALE), corpus) as fakes:
        first = start_enrich(workspace, fakes, *RESOLVE)
        try:
            assert wait_for(lambda: fakes.requests()["dblp"] > 0, WAIT_SECONDS), "the first run never started"
            second = run_enrich(workspace, fakes, *RESOLVE)
            first_still_running = first.poll() is None
        finally:
            first.send_signal(signal.SIGKILL)
            first.wait(WAIT_SECONDS)
    assert first_still_running
    assert second.returncode == EXIT_UNUSABLE
    message = second.stderr.strip().splitlines()
    assert len(message) == 1
    assert "another enrich run" in message[0] and f"pid {first.pid}" in message[0]


def test_a_second_run_sends_no_search_and_a_third_no_request(clean_run, rerun_fakes, tmp_path):
    workspace = rerun_copy(clean_run, tmp_path / "run")
    second = run_enrich(workspace, rerun_fakes, *RESOLVE)
    second_searches = rerun_fakes.searches()
    rerun_fakes.reset()
    third = run_enrich(workspace, rerun_fakes, *RESOLVE)
    third_requests = rerun_fakes.requests()
    assert (second.returncode, third.returncode) == (clean_run.code, clean_run.code), second.stderr + third.stderr
    assert set(second_searches.values()) == {0}, second_searches
    assert set(third_requests.values()) == {0}, "citation counts are cached for a day, retraction notices a week"
    assert identities(workspace.papers()) == identities(clean_run.papers)


TITLE_QUERY = "query.bibliographic="


def test_second_opinions_by_title_are_asked_once_and_answered_from_the_cache_after(clean_run, rerun_fakes, tmp_path):
    """A cold run asks Crossref by title for the DOIs the other sources lack, within the per-run cap; a run that
    searches every entry again (--full) finds every answer in the cache and sends none of them."""
    workspace = rerun_copy(clean_run, tmp_path / "run")
    rerun = run_enrich(workspace, rerun_fakes, *RESOLVE, "--full")
    assert rerun.returncode == clean_run.code, rerun.stderr
    assert 0 < clean_run.title_queries <= SECOND_OPINION_QUERIES
    assert rerun_fakes.requests_with("crossref", TITLE_QUERY) == 0
    assert identities(workspace.papers()) == identities(clean_run.papers)


def test_expired_citation_counts_cost_batch_requests_and_no_search(clean_run, rerun_fakes, tmp_path):
    """A count is refreshed from the source it came from (S2's batch, 500 ids a request; OpenAlex's DOI batches, 50
    a request), so it keeps its source from night to night; the papers' retraction notices are asked of Crossref
    beside them, 50 DOIs a request."""
    workspace = rerun_copy(clean_run, tmp_path / "run")
    config = workspace.write_config(expire_citations=0, expire_notices=0)  # a non-positive lifetime: never cached
    resolved = clean_run.resolved().values()
    from_s2 = sum(1 for paper in resolved if paper.provenance.get("citation_count") == "s2")
    from_openalex = sum(1 for paper in resolved if paper.provenance.get("citation_count") == "openalex")
    # A paper with a DOI and no count yet (only the registry knows it) is asked of OpenAlex by DOI after those.
    uncounted = sum(1 for paper in resolved if paper.doi and "citation_count" not in paper.provenance)
    expected = {
        "dblp": 0,
        "s2": math.ceil(from_s2 / 500),
        "arxiv": 0,
        "openalex": math.ceil(from_openalex / 50) + math.ceil(uncounted / 50),
        "crossref": math.ceil(sum(1 for paper in resolved if paper.doi) / 50),
    }
    for _ in range(2):  # the first rerun could still use the clean run's cache; the second cannot
        result = run_enrich(workspace, rerun_fakes, *RESOLVE, "--config", str(config))
        assert result.returncode == clean_run.code, result.stderr
        assert set(rerun_fakes.searches().values()) == {0}
        assert rerun_fakes.answered() == expected  # a request the paced fake refused (429) is retried: not counted
        assert rerun_fakes.stats()["s2"]["endpoints"] == {S2_BATCH: expected["s2"]}
        rerun_fakes.reset()
    papers = workspace.papers()
    assert identities(papers) == identities(clean_run.papers)
    assert count_sources(papers) == count_sources(clean_run.papers)


def test_two_nights_with_nothing_changed_give_the_same_papers_apart_from_timestamps(clean_run, corpus, tmp_path):
    """Every source on, a cold first night, counts read again the second: papers.jsonl is the same but for its
    dates. (Links are checked offline: this machine cannot reach the lists' real URLs.)"""
    workspace = new_workspace(tmp_path / "run")
    config = workspace.write_config(expire_citations=0)
    exports = []
    with FakeHosts(FAST, corpus) as fakes:
        for _ in range(2):
            resolved = run_enrich(workspace, fakes, *RESOLVE, "--config", str(config))
            assert resolved.returncode == clean_run.code, resolved.stderr
            exported = run_enrich(workspace, fakes, "--stage", "export", "--offline")
            assert exported.returncode in (*FINISHED, EXIT_SOURCE_DOWN) and "Traceback" not in exported.stderr, (
                exported.stderr
            )
            exports.append(without_timestamps(workspace.artifact("export").read_text(encoding="utf-8")))
    changed = [
        (first["title"], key, first.get(key), second.get(key))
        for first, second in zip(*exports, strict=True)
        for key in first.keys() | second.keys()
        if first.get(key) != second.get(key)
    ]
    assert len(exports[0]) == len(exports[1]) and not changed, changed[:5]


TIMESTAMP_KEYS = frozenset({"as_of", "citations_as_of", "checked_at", "first_seen", "last_alive", "retrieved"})


def without_timestamps(jsonl: str) -> list:
    """The lines of papers.jsonl with every date and time left out."""

    def strip(value):
        if isinstance(value, dict):
            return {key: strip(item) for key, item in value.items() if key not in TIMESTAMP_KEYS}
        if isinstance(value, list):
            return [strip(item) for item in value]
        return value

    return [strip(json.loads(line)) for line in jsonl.splitlines() if line.strip()]


def count_sources(papers: Sequence[Paper]) -> dict[str, str | None]:
    return {paper.id: paper.provenance.get("citation_count") for paper in papers}


def identities(papers: Sequence[Paper]) -> dict[str, tuple]:
    return {paper.id: (paper.status, paper.doi, paper.arxiv_id) for paper in papers}
