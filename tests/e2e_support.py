"""Running the real `enrich` command against the local fake services, for the end-to-end tests and benchmark.

The HTTP layer paces requests per host. One fake instance serves every service on one host:port, which would put
dblp, S2, arXiv, OpenAlex and Crossref in one bucket; so every service gets an instance of its own (``FakeHosts``),
and the client paces them independently, as it does against the real hosts.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import enrich
from enrich.models import Paper
from enrich_fakes import Corpus, FakeOptions, FakeServices, build_corpus
from enrich_fakes.server import ENV_VARIABLES

REPO = Path(__file__).resolve().parents[1]
SEEDS = REPO / "seeds"
SERVICES = ("dblp", "s2", "arxiv", "openalex", "crossref")
DBLP_SEARCH = "/search/publ/api"
S2_MATCH = "/graph/v1/paper/search/match"
S2_SEARCH = "/graph/v1/paper/search"
S2_BULK = "/graph/v1/paper/search/bulk"
S2_BATCH = "/graph/v1/paper/batch"
OPENALEX_WORKS = "/openalex/works"
# OpenAlex answers title searches and DOI batches on one path (/works); a title search is the request with this.
OPENALEX_SEARCH_PARAMETER = "title.search"
# arXiv answers searches and id lookups on one path (/api/query); a search is the request with this parameter.
ARXIV_SEARCH_PARAMETER = "search_query="
# Crossref answers title searches, DOI batches and notice lists on one path (/works); a search carries this.
CROSSREF_SEARCH_PARAMETER = "query.bibliographic="
# Settings the caller's environment could carry into a run and point it elsewhere (a real service, a key).
FOREIGN_VARIABLES = ("S2_API_KEY", "OPENALEX_API_KEY", "GITHUB_TOKEN")
# Runs that are not about pace go 1000x faster than the real services (client and fakes alike): there a request's
# trip to the fake and back outlasts the intervals, so a run costs its own work rather than waits.
FAST_TIME_SCALE = 0.001
# A run that takes longer than this is stuck: fail the caller instead of hanging CI.
RUN_TIMEOUT_SECONDS = 180


class FakeHosts:
    """One fake instance per service, each on its own port, sharing one corpus and one set of options.

    Requests are counted per service (each instance only ever sees its own service's traffic), and every answered
    request line is kept with its arrival time, so arXiv searches can be told from id lookups and a benchmark can
    see when each service was busy.
    """

    def __init__(self, options: FakeOptions, corpus: Corpus | None = None) -> None:
        self.options = options
        self.corpus = corpus or build_corpus(seeds_dir=SEEDS)
        self._lock = threading.Lock()
        self._lines: dict[str, list[tuple[float, str]]] = {service: [] for service in SERVICES}
        self.instances = {
            service: FakeServices(self.corpus, options, log=partial(self._record, service)) for service in SERVICES
        }

    def __enter__(self) -> FakeHosts:
        for instance in self.instances.values():
            instance.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        for instance in self.instances.values():
            instance.stop()

    def env(self) -> dict[str, str]:
        """Variables that point enrich at the instances, at the fake's time scale."""
        urls = {ENV_VARIABLES[service]: self.instances[service].url_for(service) for service in SERVICES}
        return {**urls, "ENRICH_TIME_SCALE": str(self.options.time_scale)}

    def reset(self) -> None:
        """Counters to zero and rate limits afresh, e.g. between a first and a second run."""
        for instance in self.instances.values():
            instance.reset()
        with self._lock:
            for lines in self._lines.values():
                lines.clear()

    def stats(self) -> dict[str, dict[str, Any]]:
        """Per service: requests, endpoints, statuses and faults, as the fake counts them."""
        return {service: self.instances[service].stats()["services"][service] for service in SERVICES}

    def requests(self) -> dict[str, int]:
        return {service: data["requests"] for service, data in self.stats().items()}

    def answered(self) -> dict[str, int]:
        return answered(self.stats())

    def searches(self) -> dict[str, int]:
        """Title searches received, per kind: what a run with everything cached must not send."""
        stats = self.stats()
        with self._lock:
            arxiv = sum(ARXIV_SEARCH_PARAMETER in line for _, line in self._lines["arxiv"])
            openalex = sum(OPENALEX_SEARCH_PARAMETER in line for _, line in self._lines["openalex"])
            crossref = sum(CROSSREF_SEARCH_PARAMETER in line for _, line in self._lines["crossref"])
        return {
            "dblp search": stats["dblp"]["endpoints"].get(DBLP_SEARCH, 0),
            "s2 match": stats["s2"]["endpoints"].get(S2_MATCH, 0),
            "s2 search": stats["s2"]["endpoints"].get(S2_SEARCH, 0),
            "s2 bulk search": stats["s2"]["endpoints"].get(S2_BULK, 0),
            "arxiv search": arxiv,
            "openalex search": openalex,
            "crossref search": crossref,
        }

    def requests_with(self, service: str, text: str) -> int:
        """Answered requests to a service whose request line holds ``text`` (e.g. arXiv's DOI prefix)."""
        with self._lock:
            return sum(text in line for _, line in self._lines[service])

    def faults(self, kind: str) -> int:
        return sum(data["faults"].get(kind, 0) for data in self.stats().values())

    def busy_window(self, service: str) -> tuple[float, float] | None:
        """Monotonic times of the first and the last answered request of a service, or None without any."""
        with self._lock:
            times = [moment for moment, _ in self._lines[service]]
        return (min(times), max(times)) if times else None

    def _record(self, service: str, line: str) -> None:
        with self._lock:
            self._lines[service].append((time.monotonic(), line))


@dataclass(frozen=True)
class Workspace:
    """A working directory holding a copy of the reading lists, with the run's output and cache beside them."""

    root: Path

    @property
    def seeds(self) -> Path:
        return self.root / "seeds"

    @property
    def output(self) -> Path:
        return self.root / "output"

    @property
    def cache(self) -> Path:
        return self.root / "cache"

    def artifact(self, stage: str) -> Path:
        return self.output / "papers.jsonl" if stage == "export" else self.output / "stages" / f"{stage}.jsonl"

    def papers(self) -> list[Paper]:
        return read_papers(self.artifact("resolve"))

    def write_config(self, **settings: float | int | str) -> Path:
        """A TOML settings file with flat keys, for --config (not enrich.toml, which every run would read)."""
        path = self.root / "settings.toml"
        lines = [
            f"{key} = {value!r}" if isinstance(value, str) else f"{key} = {value}" for key, value in settings.items()
        ]
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return path

    def copy_to(self, root: Path) -> Workspace:
        """Lists, output and cache copied with their times, so a later run sees the same staleness."""
        shutil.copytree(self.root, root, symlinks=True)
        return Workspace(root)


def new_workspace(root: Path) -> Workspace:
    """A fresh working directory with a copy of the repository's lists and nothing else."""
    workspace = Workspace(root)
    shutil.copytree(SEEDS, workspace.seeds)
    return workspace


def read_papers(path: Path) -> list[Paper]:
    return [Paper.model_validate_json(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def enrich_command(*arguments: str) -> list[str]:
    """`enrich run` on the workspace's seeds/, output/ and cache/ (relative to the working directory)."""
    return [
        sys.executable,
        "-m",
        "enrich.cli",
        "run",
        "--seeds",
        "seeds",
        "--output",
        "output",
        "--cache",
        "cache",
        *arguments,
    ]


# The sources the tests import, so the command runs the code under test whatever the working directory (a relative
# PYTHONPATH, or an installed copy elsewhere, would otherwise decide).
SOURCES_UNDER_TEST = str(Path(enrich.__file__).resolve().parents[1])


def clean_environment() -> dict[str, str]:
    """The caller's environment without enrich's own settings and secrets, running the sources under test."""
    inherited = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith("ENRICH_") and name not in FOREIGN_VARIABLES
    }
    search_path = os.pathsep.join(filter(None, [SOURCES_UNDER_TEST, os.environ.get("PYTHONPATH")]))
    return {**inherited, "PYTHONPATH": search_path}


def run_environment(fakes: FakeHosts) -> dict[str, str]:
    """The caller's environment without enrich's own settings, pointed at the fakes."""
    return {**clean_environment(), **fakes.env()}


def run_enrich(workspace: Workspace, fakes: FakeHosts, *arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        enrich_command(*arguments),
        cwd=workspace.root,
        env=run_environment(fakes),
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT_SECONDS,
        check=False,
    )


def start_enrich(workspace: Workspace, fakes: FakeHosts, *arguments: str) -> subprocess.Popen[str]:
    """A run in the background; its stderr goes to a file in the workspace (a pipe nobody reads could fill)."""
    log = (workspace.root / "enrich.log").open("w", encoding="utf-8")
    with log:
        return subprocess.Popen(
            enrich_command(*arguments),
            cwd=workspace.root,
            env=run_environment(fakes),
            stdout=subprocess.DEVNULL,
            stderr=log,
            text=True,
        )


def wait_for(condition, timeout: float, poll: float = 0.01) -> bool:
    """Poll ``condition`` until it holds or ``timeout`` seconds pass; whether it held."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(poll)
    return condition()


def seed_occurrences(corpus: Corpus) -> set[tuple[str, int]]:
    """Every (list file name, line) that names a paper, as the fake's own reading of the lists finds them."""
    return {occurrence for paper in corpus.listed() for occurrence in paper.occurrences}


def listed_at(papers: Sequence[Paper]) -> set[tuple[str, int]]:
    """(list file name, line) of every occurrence the records carry."""
    return {(Path(o.file).name, o.line) for paper in papers for o in paper.occurrences}


def answered(stats: dict[str, dict[str, Any]]) -> dict[str, int]:
    """Requests per service that got an answer other than 429: a refused request is retried, so it is counted
    twice by ``requests`` but cached once. Counts of what a run learnt compare these, not raw requests."""
    return {service: data["requests"] - data["statuses"].get("429", 0) for service, data in stats.items()}
