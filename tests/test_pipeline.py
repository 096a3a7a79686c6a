"""Stage planning, the run lock, and what the command does with bad input (exit codes, nothing lost)."""

from __future__ import annotations

import os
import shutil
import socket
from pathlib import Path
from typing import Any

import pytest
import requests
import responses
from requests.adapters import HTTPAdapter
from responses import matchers

from enrich import links
from enrich.cli import main
from enrich.config import Settings
from enrich.files import LockHeldError, output_lock
from enrich.links.stage import LinkTransport
from enrich.models import LinkKind
from enrich.pipeline import Pipeline, write_jsonl
from tests.test_links import paper

SEEDS = Path(__file__).resolve().parent.parent / "seeds"


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    seeds = tmp_path / "seeds"
    shutil.copytree(SEEDS, seeds)
    return Settings(seeds=seeds, output_dir=tmp_path / "output", cache_dir=tmp_path / "cache")


def _touch(path: Path, mtime: float) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{}\n")
    os.utime(path, (mtime, mtime))


def test_without_a_stage_every_stage_runs(settings):
    assert Pipeline(settings).plan(None) == ["parse", "resolve", "links", "export"]


def test_a_stage_runs_after_its_missing_upstream_stages(settings):
    assert Pipeline(settings).plan("resolve") == ["parse", "resolve"]


def test_fresh_upstream_artifacts_are_reused_and_stale_ones_rebuilt(settings):
    pipeline = Pipeline(settings)
    newest_seed = max(p.stat().st_mtime for p in settings.seeds.iterdir())
    _touch(pipeline.artifact("parse"), newest_seed + 10)
    pipeline.record_seeds()
    _touch(pipeline.artifact("resolve"), newest_seed + 20)
    assert pipeline.plan("links") == ["links"]

    _touch(pipeline.artifact("parse"), newest_seed + 25)
    assert pipeline.plan("links") == ["resolve", "links"]

    seed = next(settings.seeds.iterdir())
    os.utime(seed, (newest_seed + 30, newest_seed + 30))
    assert pipeline.plan("links") == ["parse", "resolve", "links"]


def test_another_seed_folder_or_a_deleted_list_makes_the_parse_artifact_stale(settings, tmp_path):
    pipeline = Pipeline(settings)
    _touch(pipeline.artifact("parse"), 4_000_000_000)  # newer than every seed file
    pipeline.record_seeds()
    assert pipeline.plan("resolve") == ["resolve"]

    sorted(settings.seeds.iterdir())[0].unlink()
    assert pipeline.plan("resolve") == ["parse", "resolve"]

    other = tmp_path / "other-seeds"
    shutil.copytree(SEEDS, other)
    elsewhere = Pipeline(settings.model_copy(update={"seeds": other}))
    assert elsewhere.plan("resolve") == ["parse", "resolve"]


def test_a_second_run_on_the_same_output_is_refused_at_once(tmp_path):
    with output_lock(tmp_path), pytest.raises(LockHeldError, match="another enrich run"), output_lock(tmp_path):
        pass
    with output_lock(tmp_path):  # released after the first run
        pass


def test_parse_stage_writes_its_artifact(settings, capsys):
    code = main(
        [
            "run",
            "--stage",
            "parse",
            "--seeds",
            str(settings.seeds),
            "--output",
            str(settings.output_dir),
            "--fail-on",
            "none",
        ]
    )
    assert code == 0
    lines = (settings.output_dir / "stages" / "parse.jsonl").read_text().splitlines()
    assert len(lines) > 100
    assert not (settings.output_dir / "papers.jsonl").exists()


def test_a_missing_seeds_path_exits_2_with_a_one_line_reason(tmp_path, capsys):
    code = main(["run", "--stage", "parse", "--seeds", str(tmp_path / "nowhere"), "--output", str(tmp_path / "o")])
    assert code == 2
    error = capsys.readouterr().err.strip().splitlines()
    assert len(error) == 1 and "nowhere" in error[0]


def test_a_file_that_is_not_utf8_is_named_and_the_previous_artifact_is_untouched(settings, capsys):
    args = [
        "run",
        "--stage",
        "parse",
        "--seeds",
        str(settings.seeds),
        "--output",
        str(settings.output_dir),
        "--fail-on",
        "none",
    ]
    assert main(args) == 0
    artifact = settings.output_dir / "stages" / "parse.jsonl"
    before = artifact.read_bytes()
    (settings.seeds / "latin1.txt").write_bytes("[2020 FAST] Caf\xe9 Paper.\n".encode("latin-1"))

    assert main(args) == 2
    assert "latin1.txt" in capsys.readouterr().err
    assert artifact.read_bytes() == before


def test_unknown_fail_on_value_is_a_usage_error(settings):
    with pytest.raises(SystemExit) as exit_info:
        main(["run", "--fail-on", "typos", "--seeds", str(settings.seeds)])
    assert exit_info.value.code == 2


def test_exit_code_3_when_a_source_was_down_takes_precedence_and_names_it(settings):
    pipeline = Pipeline(settings)
    pipeline.tally.attention["ambiguous"] = 2
    pipeline.tally.sources_down["s2"] = "40 of 50 queries failed"
    outcome = pipeline.outcome()
    assert outcome.code == 3
    assert outcome.reasons[0] == "source s2 was down: 40 of 50 queries failed"
    assert "2 ambiguous" in outcome.reasons


def test_exit_code_1_only_for_what_fail_on_names(settings):
    pipeline = Pipeline(settings, fail_on=frozenset({"dead-links"}))
    pipeline.tally.attention.update({"ambiguous": 2, "dead-links": 0})
    assert pipeline.outcome().code == 0
    pipeline.tally.attention["dead-links"] = 1
    outcome = pipeline.outcome()
    assert (outcome.code, outcome.reasons) == (1, ["needs a look: 1 dead links"])


def test_an_output_folder_that_is_a_file_exits_2_with_a_reason(settings, tmp_path, capsys):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    code = main(["run", "--stage", "parse", "--seeds", str(settings.seeds), "--output", str(blocker)])
    assert code == 2
    assert "not-a-folder" in capsys.readouterr().err


def test_unparsed_lines_count_even_when_only_a_later_stage_runs(settings):
    (settings.seeds / "broken.txt").write_text("[2021 FAST]\n", encoding="utf-8")
    assert (
        main(
            [
                "run",
                "--stage",
                "parse",
                "--seeds",
                str(settings.seeds),
                "--output",
                str(settings.output_dir),
                "--fail-on",
                "none",
            ]
        )
        == 0
    )
    later = Pipeline(settings)
    later._count_unparsed()
    assert later.tally.attention["unparsed"] == 1
    assert later.outcome().code == 1


def test_the_resolve_stage_counts_the_unparsed_lines_of_the_artifact_it_reads(settings, tmp_path):
    seeds = tmp_path / "only-broken"  # no entry: nothing is asked of any service
    seeds.mkdir()
    (seeds / "broken.txt").write_text("[2021 FAST]\n", encoding="utf-8")
    settings = settings.model_copy(update={"seeds": seeds, "offline": True})
    assert Pipeline(settings).run("parse").code == 1
    resolve = Pipeline(settings)
    outcome = resolve.run("resolve")
    assert resolve.tally.attention["unparsed"] == 1
    assert outcome.code == 1


def test_a_source_switched_off_gets_no_client_and_the_contact_address_is_the_polite_pools_mailto(settings):
    settings = settings.model_copy(
        update={"sources": ["dblp", "arxiv", "crossref"], "contact_email": "lists@example.org"}
    )
    pipeline = Pipeline(settings)
    clients = pipeline.clients(pipeline.http())
    assert (clients.s2, clients.openalex) == (None, None)
    assert clients.arxiv is not None and not clients.s2_keyed
    with responses.RequestsMock() as mocked:
        mocked.get(
            "https://api.crossref.org/works/10.1145%2F3492321.3519555",
            status=404,
            body="Resource not found.",
            match=[matchers.query_param_matcher({"mailto": "lists@example.org"})],
        )
        assert clients.crossref.work("10.1145/3492321.3519555") is None
    pipeline.http().close()


def test_a_links_stage_no_host_answered_is_a_bad_night_and_states_the_reports_counts(settings, monkeypatch, capsys):
    """Every link check failing for want of a network is exit 3 with its reason, not "all good"; the stage's line
    counts links as the report does (not checked, rather than 100 % errors)."""
    pipeline = Pipeline(settings)
    newest_seed = max(p.stat().st_mtime for p in settings.seeds.iterdir())
    _touch(pipeline.artifact("parse"), newest_seed + 10)
    pipeline.record_seeds()
    urls = [f"https://{host}.example/paper.pdf" for host in ("a", "b", "c", "d")]
    write_jsonl(pipeline.artifact("resolve"), [paper(*((LinkKind.pdf, url) for url in urls))])
    os.utime(pipeline.artifact("resolve"), (newest_seed + 20, newest_seed + 20))

    def no_such_host(host: str, port: int) -> list[str]:
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(links.stage, "LinkTransport", lambda: LinkTransport(resolve=no_such_host))
    code = run_links_stage(settings)

    error = capsys.readouterr().err
    assert code == 3
    assert "links: no host answered (network down?)" in error.splitlines()[-1]
    assert "links: 4 (checked this run: 0, from earlier runs: 0, not checked: 4)" in error


def run_links_stage(settings: Settings) -> int:
    """`enrich run --stage links` on the settings' seeds, output and cache, as a user types it."""
    return main(
        [
            "run",
            "--stage",
            "links",
            "--seeds",
            str(settings.seeds),
            "--output",
            str(settings.output_dir),
            "--cache",
            str(settings.cache_dir),
        ]
    )


class RefusingAdapter(HTTPAdapter):
    """Every connection refused, as on a machine whose network is gone; counts the requests it was given."""

    def __init__(self) -> None:
        super().__init__()
        self.attempts = 0

    def send(self, request: requests.PreparedRequest, *args: Any, **kwargs: Any) -> requests.Response:
        self.attempts += 1
        raise requests.ConnectionError(ConnectionRefusedError(111, "Connection refused"), request=request)


def test_a_links_stage_without_network_stops_after_a_few_requests_and_keeps_every_links_state(
    settings, monkeypatch, capsys
):
    """338 links on 338 hosts, none reachable: the stage stops once three hosts were unreachable and none answered,
    instead of trying every host; every link is "not checked" and the night is the bad night it was (exit 3)."""
    pipeline = Pipeline(settings)
    newest_seed = max(p.stat().st_mtime for p in settings.seeds.iterdir())
    _touch(pipeline.artifact("parse"), newest_seed + 10)
    pipeline.record_seeds()
    urls = [f"https://lab{number}.example/paper.pdf" for number in range(338)]
    papers = [
        paper(*((LinkKind.pdf, url) for url in urls[start : start + 10]), paper_id=f"p{start}")
        for start in range(0, len(urls), 10)
    ]
    write_jsonl(pipeline.artifact("resolve"), papers)
    os.utime(pipeline.artifact("resolve"), (newest_seed + 20, newest_seed + 20))
    refusing = RefusingAdapter()
    session = requests.Session()
    session.mount("https://", refusing)
    public_address = ["93.184.216.34"]  # vetted by the guard, never dialled: the session refuses first
    monkeypatch.setattr(
        links.stage, "LinkTransport", lambda: LinkTransport(resolve=lambda host, port: public_address, session=session)
    )
    code = run_links_stage(settings)

    error = capsys.readouterr().err
    assert code == 3
    assert "links: no host answered (network down?)" in error.splitlines()[-1]
    assert "links: 338 (checked this run: 0, from earlier runs: 0, not checked: 338)" in error
    assert 3 <= refusing.attempts <= 2 * settings.link_concurrency, refusing.attempts


def test_an_over_long_title_is_reported_as_a_line_to_fix_and_never_sent_to_a_service(tmp_path):
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    title = "Pasted " * 160 + "Abstract"  # 1,128 characters
    (seeds / "list.txt").write_text(f"Storage\n[2020 FAST] {title}\n", encoding="utf-8")
    with responses.RequestsMock(assert_all_requests_are_fired=False) as network:  # any request would fail the run
        code = main(
            [
                "run",
                "--seeds",
                str(seeds),
                "--output",
                str(tmp_path / "output"),
                "--cache",
                str(tmp_path / "cache"),
                "--fail-on",
                "none",
                "--quiet",
            ]
        )
        assert len(network.calls) == 0
    assert code == 0
    report = (tmp_path / "output" / "report.md").read_text(encoding="utf-8")
    assert "seeds/list.txt:2` — the title is too long (1,128 characters" in report.replace(str(tmp_path) + "/", "")
