"""Runs the stages in order; knows each stage's inputs and artifact.

parse -> resolve -> links -> export, each stage reading the previous stage's artifact in output/stages/. Artifacts
are replaced atomically, so a run killed at any moment leaves the previous ones intact, and a lock file keeps two
runs from writing the same output folder at once.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TypeVar, cast

from pydantic import BaseModel, TypeAdapter, ValidationError

from enrich import links, parse
from enrich.config import Settings
from enrich.export import outputs
from enrich.files import output_lock, write_atomic
from enrich.links.tally import describe_link_counts
from enrich.models import (
    Entry,
    ExportedPaper,
    LinkedPaper,
    Paper,
    ParseRecord,
    SourceName,
    Status,
    Unparsed,
)
from enrich.net.http import Http, NetworkDown
from enrich.progress import Progress, format_counts
from enrich.resolve import Clients, resolve_entries
from enrich.resolve.findings import MirrorAccess
from enrich.resolve.pins import apply_pins, read_pins
from enrich.sources.arxiv import ArxivClient
from enrich.sources.crossref import CrossrefClient
from enrich.sources.dblp import DblpClient
from enrich.sources.openalex import OpenAlexClient
from enrich.sources.s2 import S2Client

STAGES = ("parse", "resolve", "links", "export")
FAIL_ON_CHOICES = frozenset({"dead-links", "ambiguous", "unresolved", "unparsed"})
DEFAULT_FAIL_ON = frozenset({"dead-links", "ambiguous", "unparsed"})
# The one line a run without an OpenAlex key prints: what is skipped, and how a key brings it back.
OPENALEX_WITHOUT_KEY = (
    "enrich: OpenAlex without a key: asked by DOI and arXiv id only; set OPENALEX_API_KEY (a free key from "
    "openalex.org) to let it also search titles: abstracts, citation counts and DOIs for papers no identifier reaches"
)

EXIT_OK, EXIT_ATTENTION, EXIT_UNUSABLE, EXIT_SOURCE_DOWN = 0, 1, 2, 3

R = TypeVar("R")  # the record type of an artifact


class RunError(Exception):
    """The run cannot start or go on (bad input, lock held, missing artifact): exit code 2, one-line reason."""


@dataclass
class Outcome:
    code: int
    reasons: list[str] = field(default_factory=list)


@dataclass
class _Tally:
    """What this run saw, for the exit code and the report."""

    started_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    stage_seconds: dict[str, float] = field(default_factory=dict)
    requests_by_host: dict[str, int] = field(default_factory=dict)
    sources_down: dict[str, str] = field(default_factory=dict)
    attention: dict[str, int] = field(default_factory=dict)  # fail-on reason -> count
    # What the world did to this run besides a source down: what failed, in a few words ("links: no network", the
    # report's headline) -> the reason (the exit line).
    bad_night: dict[str, str] = field(default_factory=dict)
    unreadable: dict[str, int] = field(default_factory=dict)  # artifact path -> lines that could not be read


class Pipeline:
    def __init__(
        self,
        settings: Settings,
        *,
        progress: Progress | None = None,
        fail_on: frozenset[str] = DEFAULT_FAIL_ON,
        link_transport: links.LinkTransport | None = None,
    ) -> None:
        """``link_transport``: where the links stage meets the web; None is the real network (`enrich demo` passes
        its fake web)."""
        self.settings = settings
        self.progress = progress or Progress(quiet=True)
        self.fail_on = fail_on
        self.link_transport = link_transport
        self.tally = _Tally()
        self._http: Http | None = None

    # ------------------------------------------------------------------------------------------ planning

    def artifact(self, stage: str) -> Path:
        if stage == "export":
            return self.settings.output_dir / "papers.jsonl"
        return self.settings.stages_dir / f"{stage}.jsonl"

    def plan(self, stage: str | None) -> list[str]:
        """Without a stage, every stage. With one, that stage after any upstream stage that is missing or stale."""
        if stage is None:
            return list(STAGES)
        upstream = STAGES[: STAGES.index(stage)]
        first_stale = next((s for s in upstream if self._stale(s)), None)
        start = upstream.index(first_stale) if first_stale else len(upstream)
        return list(upstream[start:]) + [stage]

    def _stale(self, stage: str) -> bool:
        artifact = self.artifact(stage)
        if not artifact.exists():
            return True
        if stage == "parse":
            return (
                not self._seeds_record.exists()
                or json.loads(self._seeds_record.read_text(encoding="utf-8")) != self.seed_manifest()
            )
        upstream = self.artifact(STAGES[STAGES.index(stage) - 1])
        return upstream.exists() and upstream.stat().st_mtime > artifact.stat().st_mtime

    @property
    def _skipped_record(self) -> Path:
        """The parse stage's counts of lines that hold no entry, by file and reason, for the report."""
        return self.settings.stages_dir / "parse.skipped.json"

    @property
    def _seeds_record(self) -> Path:
        return self.settings.stages_dir / "parse.seeds.json"

    def seed_manifest(self) -> list[list]:
        """The seed files with size and modification time: another list, a deleted or edited one, all show."""
        files = parse.seed_files([self.settings.seeds])
        return [[str(path.resolve()), path.stat().st_size, path.stat().st_mtime_ns] for path in files]

    def record_seeds(self) -> None:
        write_atomic(self._seeds_record, json.dumps(self.seed_manifest()))

    # ------------------------------------------------------------------------------------------- running

    def run(self, stage: str | None = None) -> Outcome:
        self.settings.stages_dir.mkdir(parents=True, exist_ok=True)
        with output_lock(self.settings.output_dir):
            plan = self.plan(stage)
            if "parse" in plan:
                parse.seed_files([self.settings.seeds])  # unusable seeds fail here, before anything is announced
            try:
                for name in plan:
                    started = time.monotonic()
                    self.progress.note(f"enrich: {name} ...")
                    getattr(self, f"_run_{name}")()
                    self.tally.stage_seconds[name] = round(time.monotonic() - started, 3)
            except NetworkDown as down:
                return Outcome(EXIT_SOURCE_DOWN, [str(down)])
            finally:
                self.progress.close()
                if self._http is not None:
                    self._http.close()
        self._count_unparsed()
        return self.outcome()

    def _run_parse(self) -> None:
        result = parse.parse_paths([self.settings.seeds])
        write_jsonl(self.artifact("parse"), result.records)
        write_atomic(self._skipped_record, json.dumps({stats.file: stats.skipped for stats in result.files}))
        self.record_seeds()
        unparsed = sum(1 for r in result.records if isinstance(r, Unparsed))
        self.tally.attention["unparsed"] = unparsed
        self.progress.note(result.summary())

    def _run_resolve(self) -> None:
        records = read_jsonl(self.artifact("parse"), TypeAdapter(ParseRecord))
        entries = self._pinned([r for r in records if isinstance(r, Entry)])
        # Counted from this reading: read again for the count alone, 100,000 entries cost seconds of validation.
        self.tally.attention.setdefault("unparsed", len(records) - len(entries))
        del records
        previous_path = self.artifact("resolve")
        previous = self._last_good_papers()
        http = self.http()
        if self.settings.uses("openalex") and self.settings.openalex_api_key is None:
            self.progress.note(OPENALEX_WITHOUT_KEY)
        with self._mirror() as mirror:
            papers = resolve_entries(
                entries,
                self.clients(http, mirror),
                previous=previous,
                today=date.today(),
                full=self.settings.full,
                progress=self.progress,
            )
        unreachable = http.network_looks_down()
        if unreachable is not None:
            raise NetworkDown(
                "", f"the network looks down, no service answered ({unreachable}); {self._nothing_written()}"
            )
        write_jsonl(previous_path, papers)
        self._note_sources(http)
        self._count_attention(papers)
        counts: Counter[str] = Counter(p.status for p in papers)
        self.progress.note(
            f"enrich: resolve: {len(papers)} papers ({_format_counts(counts)}); "
            f"requests per host: {_format_counts(http.requests_by_host()) or 'none'}"
        )
        failed: Counter[str] = Counter(source for paper in papers for source in {e.source for e in paper.errors})
        if failed:
            self.progress.note(
                f"enrich: resolve: a source failed for some papers ({_format_counts(failed)}): built from the "
                "sources that answered, the failure kept in their errors, and asked again on the next run"
            )

    def _run_links(self) -> None:
        papers = read_jsonl(self.artifact("resolve"), Paper)
        state_path = links.state_path(self.settings)
        previous = links.load_state_or_start_afresh(state_path)
        result = links.check_links(
            papers, self.settings, previous=previous, progress=self.progress, transport=self.link_transport
        )
        write_jsonl(self.artifact("links"), result.papers)
        links.save_state(state_path, result.state)
        already_dead = self._dead_links_last_exported(previous)
        new_dead = [url for url, check in result.checks.items() if check.reported_dead and url not in already_dead]
        self.tally.attention["dead-links"] = len(new_dead)
        for host, sent in result.requests_by_host.items():
            self.tally.requests_by_host[host] = self.tally.requests_by_host.get(host, 0) + sent
        if result.network_down:
            self.tally.bad_night["links: no network"] = (
                "links: no host answered (network down?); every link keeps its last state"
            )
        self.progress.note(f"enrich: links: {describe_link_counts(result.counts)}")

    def _pinned(self, entries: list[Entry]) -> list[Entry]:
        """The entries with the identifiers enrich.pins.toml gives them; a pin that names no entry is said, since a
        title edited since the pin was written leaves that entry unsettled again."""
        pinned = apply_pins(entries, read_pins(self.settings.pins_file))
        for pin in pinned.unmatched:
            self.progress.note(f"enrich: warning: {self.settings.pins_file}: pin {pin.named!r} names no entry")
        return pinned.entries

    def _nothing_written(self) -> str:
        """What a night given up for want of a network leaves: yesterday's data, or, on a first run, nothing at all,
        which the user must hear in so many words (no report to open), with the way to try enrich offline."""
        if self.artifact("export").exists():
            return "nothing was written, yesterday's data is kept"
        return (
            f"nothing was written and there is no earlier data, so there is no report to open in "
            f"{self.settings.output_dir}; `enrich demo` runs the whole pipeline without network"
        )

    def _what_failed(self) -> list[str]:
        """Tonight's failures in a few words each, for the report's headline: the sources down, then the rest."""
        offline = "not in the cache (offline)" if self.settings.offline else "down"
        return [f"{source}: {offline}" for source in sorted(self.tally.sources_down)] + list(self.tally.bad_night)

    def _dead_links_last_exported(self, state: dict) -> set[str]:
        """Links already reported dead to the readers of the last export. Judged against the export, not the link
        state, so that a run killed after the links stage still reports a newly dead link on the next run."""
        exported = self._previous_export(self.artifact("export"))
        if exported is None:
            return {url for url, check in state.items() if check.reported_dead}
        return {check.url for paper in exported for check in paper.link_checks if check.reported_dead}

    def _run_export(self) -> None:
        papers = read_jsonl(self.artifact("links"), LinkedPaper)
        self._count_attention(papers)
        self._count_unparsed()  # the report states the outcome, so every count is in before it is written
        previous_path = self.artifact("export")
        previous = self._previous_export(previous_path)
        # Every count the outcome depends on is in by now, and export itself can only fail (exit 2, nothing
        # written): the verdict computed here is the run's, so the report can state it and its exit code.
        outcome = self.outcome()
        run = outputs.RunInfo(
            started_at=self.tally.started_at,
            finished_at=datetime.now(UTC),
            requests_by_host=dict(self.tally.requests_by_host),
            stage_seconds=dict(self.tally.stage_seconds),
            sources_down=dict(self.tally.sources_down),
            exit_reasons=outcome.reasons,
            exit_code=outcome.code,
            failed=self._what_failed(),
        )
        result = outputs.export(
            papers, self.settings.output_dir, run, previous, unparsed=self._unparsed_lines(), skipped=self._skipped()
        )
        written = ", ".join(path.name for path in result.files)
        self.progress.note(
            f"enrich: export: {len(papers)} papers ({_format_counts(result.counts)}) -> "
            f"{self.settings.output_dir}: {written}"
        )

    # ------------------------------------------------------------------------------------------- helpers

    def _last_good_papers(self) -> dict[str, Paper]:
        """Yesterday's papers, the last good values a failing source cannot take away: from the resolve artifact,
        and, where it is missing or has lines that cannot be read, from the last export (papers.jsonl), so a lost
        or damaged artifact never turns resolved papers into errors on a bad night."""
        path = self.artifact("resolve")
        papers = {p.id: p for p in self._read_lenient(path, Paper)}
        if path.exists() and not self.tally.unreadable.get(str(path)):
            return papers
        exported = self._read_lenient(self.artifact("export"), ExportedPaper)
        fallback = {
            p.id: Paper.model_validate(p.model_dump(exclude={"link_checks", "schema_version"})) for p in exported
        }
        if fallback:
            self.progress.note(f"enrich: {len(fallback)} papers' last good values taken from {self.artifact('export')}")
        return {**fallback, **papers}

    def _read_lenient(self, path: Path, model: type[R] | TypeAdapter[R]) -> list[R]:
        """An artifact's readable records; lines that cannot be read are counted for the outcome and named in a
        warning, never skipped without a word."""
        unreadable: list[int] = []
        records = read_jsonl(path, model, missing_ok=True, lenient=True, unreadable=unreadable)
        if unreadable and self.tally.unreadable.get(str(path)) != len(unreadable):
            self.tally.unreadable[str(path)] = len(unreadable)
            self.progress.note(
                f"enrich: warning: {len(unreadable)} unreadable lines in {path} skipped (first at line {unreadable[0]})"
            )
        return records

    def _previous_export(self, path: Path) -> list | None:
        """Yesterday's output for "what changed"; one that cannot be read only costs that section, never the run."""
        if not path.exists():
            return None
        try:
            return outputs.read_papers(path)
        except outputs.OutputFormatError as error:
            self.progress.note(f"enrich: warning: previous {path} not readable ({error}); no changes reported")
            return None

    def http(self) -> Http:
        if self._http is None:
            self._http = Http(self.settings)
        return self._http

    @contextmanager
    def _mirror(self) -> Iterator[MirrorAccess | None]:
        """The local mirror resolve asks first (``mirror`` setting): none when it is "off" or, for "auto", when no
        store has been built; "only" without a store cannot run. The stores are read as they were when the stage
        began (an update swapping in a new release meanwhile does not disturb it) and closed once they answered."""
        mode = self.settings.mirror
        if mode == "off":
            yield None
            return
        # Loaded here: duckdb is needed only by the resolve stage, and only where a mirror may be read.
        from enrich.mirror.candidates import Mirror
        from enrich.mirror.store import MIRROR_SOURCES, mirror_folder, store_path

        folder = mirror_folder(self.settings.cache_dir)
        if mode == "auto" and not any(store_path(folder, source).exists() for source in MIRROR_SOURCES):
            yield None
            return

        with Mirror(folder) as mirror:
            if not mirror.meta:
                raise RunError(f'mirror = "only" but {folder} holds no mirror: run `enrich mirror update dblp` first')
            self.progress.note("enrich: resolve: candidates from " + "; ".join(mirror.origins().values()))
            yield MirrorAccess(
                candidates=lambda entries: mirror.candidates(entries).records,
                preprints_by=mirror.preprints_by,
                release=mirror.close,
                sources=frozenset(cast("set[SourceName]", set(mirror.meta))),
                only=mode == "only",
            )

    def clients(self, http: Http, mirror: MirrorAccess | None = None) -> Clients:
        """A client for every source the settings switch on; the contact address is OpenAlex's and Crossref's
        polite-pool parameter (it is in every request's User-Agent too)."""
        settings = self.settings
        mailto = settings.contact_email
        return Clients(
            dblp=DblpClient(http, settings.dblp_url),
            s2=S2Client(http, settings.s2_url) if settings.uses("s2") else None,
            arxiv=ArxivClient(http, settings.arxiv_url) if settings.uses("arxiv") else None,
            openalex=OpenAlexClient(http, settings.openalex_url, mailto=mailto) if settings.uses("openalex") else None,
            crossref=CrossrefClient(http, settings.crossref_url, mailto=mailto) if settings.uses("crossref") else None,
            s2_keyed=settings.s2_api_key is not None,
            openalex_keyed=settings.openalex_api_key is not None,
            mirror=mirror,
            title_batch=settings.title_batch,
        )

    def _note_sources(self, http: Http) -> None:
        for host, sent in http.requests_by_host().items():
            self.tally.requests_by_host[host] = self.tally.requests_by_host.get(host, 0) + sent
        for source, stats in http.source_stats().items():
            share = stats.failures / stats.requests if stats.requests else 0.0
            if stats.circuit_open or share > self.settings.source_down_share:
                what = "were not in the cache (offline)" if self.settings.offline else "failed"
                self.tally.sources_down[source] = f"{stats.failures} of {stats.requests} queries {what}" + (
                    f"; {stats.reason}" if stats.circuit_open and stats.reason else ""
                )

    def _unparsed_lines(self) -> list[Unparsed]:
        if not self.artifact("parse").exists():
            return []
        records = self._read_lenient(self.artifact("parse"), TypeAdapter(ParseRecord))
        return [record for record in records if isinstance(record, Unparsed)]

    def _skipped(self) -> dict[str, dict[str, int]]:
        """What the parse stage skipped, by file and reason; nothing when the record is missing or unreadable (an
        older output folder): the report then leaves the section out rather than stopping the export."""
        try:
            found = json.loads(self._skipped_record.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return found if isinstance(found, dict) else {}

    def _count_unparsed(self) -> None:
        """Unparsed lines need a person whichever stage ran: counted from the parse artifact when parse did not run."""
        if "unparsed" not in self.tally.attention:
            self.tally.attention["unparsed"] = len(self._unparsed_lines())

    def _count_attention(self, papers: Sequence[Paper]) -> None:
        counts: Counter[str] = Counter(p.status for p in papers)
        self.tally.attention["ambiguous"] = counts.get("ambiguous", 0)
        self.tally.attention["unresolved"] = counts.get("unresolved", 0)

    def outcome(self) -> Outcome:
        """3 when a source had a bad night, else 1 when the list needs a person, else 0; reasons always say why."""
        reasons = [f"source {name} was down: {why}" for name, why in sorted(self.tally.sources_down.items())]
        reasons += self.tally.bad_night.values()
        attention = [
            f"{count} {name.replace('-', ' ')}"
            for name, count in sorted(self.tally.attention.items())
            if count and name in self.fail_on
        ]
        attention += [f"{count} unreadable lines in {path}" for path, count in sorted(self.tally.unreadable.items())]
        if reasons:
            return Outcome(EXIT_SOURCE_DOWN, reasons + attention)
        if attention:
            return Outcome(EXIT_ATTENTION, [f"needs a look: {', '.join(attention)}"])
        return Outcome(EXIT_OK, ["all good"])


def write_jsonl(path: Path, records: Sequence[BaseModel]) -> None:
    """One JSON line per record, replacing path at once. The lines go into one byte buffer as they are made: a
    100,000-entry parse artifact (about 90 MB) is held once, not also as a list of lines, their join and its
    encoding."""
    lines = bytearray()
    for record in records:
        lines += record.model_dump_json().encode("utf-8")
        lines += b"\n"
    write_atomic(path, lines)


def read_jsonl(
    path: Path,
    model: type[R] | TypeAdapter[R],
    *,
    missing_ok: bool = False,
    lenient: bool = False,
    unreadable: list[int] | None = None,
) -> list[R]:
    """Records of an artifact. ``lenient`` skips lines an older version wrote differently or a crash cut short (a
    cache, not a contract), adding their numbers to ``unreadable`` for the caller to report."""
    if not path.exists():
        if missing_ok:
            return []
        raise RunError(f"{path} is missing: run the earlier stage first")
    adapter = model if isinstance(model, TypeAdapter) else TypeAdapter(model)
    records: list[R] = []
    with path.open(encoding="utf-8", errors="replace") as handle:  # bad bytes make the line invalid, not the file
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                records.append(adapter.validate_json(line))
            except ValidationError as error:
                if lenient:
                    if unreadable is not None:
                        unreadable.append(number)
                    continue
                raise RunError(
                    f"{path}:{number}: not a valid record ({error.error_count()} problems); rerun the earlier stage"
                ) from None
    return records


def _format_counts(counts: Mapping[Status, int] | Mapping[str, int]) -> str:
    return format_counts(dict(sorted(counts.items())))
