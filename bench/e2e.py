"""End-to-end cost of resolving the reading lists: requests, wall time against the rate-limit bound, a naive client.

Run: python bench/e2e.py [--time-scale 0.1]  (about 3 minutes; 0.02 takes 40 s)
     python bench/e2e.py --time-scale 1.0 --cold-only  (the batched cold run of 1. alone, at the real pace: a minute)

What runs, all against local fakes (dblp, S2, arXiv, OpenAlex, Crossref, one port each, each refusing requests
faster than the real service's interval x time scale, strictly, from each request's arrival, and arXiv requests
while another arXiv answer is being sent):
1. `enrich run --stage resolve` on seeds/ with an empty cache (the parse stage runs first, as it must; the links
   and export stages do not run: they would check the lists' real URLs, which are out of reach here), titles
   batched (the default `title_batch`); then the same with one title per request (`title_batch = 1`, the strategy
   before batching), both cold, side by side;
2. a NAIVE client in this process: for every paper a dblp search, an S2 title match and an arXiv title search, one
   request after the other, plain requests with no cache, waiting before each request until the service's interval
   since its previous request has passed. It sends the same queries enrich builds, so only the strategy differs
   (it asks neither OpenAlex nor Crossref, so it gets less than enrich does);
3. `enrich run --stage resolve` again on the same cache (warm rerun);
4. a cold batched run with dblp failing 40 % of its requests (`DBLP_AS_IT_IS`), retried as usual: its wall time
   against its bound with every attempt counted, and the papers whose dblp search still failed.

The bound is the least time the rate limits allow for the requests a client needed (sent and not refused for
pace), every host included:
    bound = max over services ((requests - 429s) to the service x its interval x time scale)
Requests are printed per paper and per source (per host), with the share of each source's requests refused for pace.
Wall times of enrich include starting Python and the parse stage. The warm rerun is timed in real seconds.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path

import requests
from pydantic import TypeAdapter

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.e2e_support import S2_MATCH, SERVICES, FakeHosts, Workspace, new_workspace, run_enrich  # noqa: E402

from enrich.models import Entry, ParseRecord  # noqa: E402
from enrich.pipeline import read_jsonl  # noqa: E402
from enrich.sources.arxiv import QUERY_PATH, arxiv_title_query  # noqa: E402
from enrich.sources.dblp import SEARCH_PATH, dblp_query  # noqa: E402
from enrich.sources.s2 import FIELDS  # noqa: E402
from enrich_fakes import FakeOptions, ServiceFaults  # noqa: E402
from enrich_fakes.faults import DBLP_AS_IT_IS  # noqa: E402

# A tenth of the real pace: the run's fixed costs (Python's start, about 0.9 s, and the closing picks) stay near
# 7% of the bound. At 0.02 they are a third of it, and the ratios measure the machine's start-up, not the pacing.
DEFAULT_TIME_SCALE = 0.1
# Targets: what a cold run may cost (every request to every source, the second-opinion title queries to Crossref
# included: 2.4 before them) and how close it must come to what the rate limits allow.
MAX_REQUESTS_PER_PAPER = 1.2
MAX_WALL_OVER_BOUND = 1.15
MIN_SPEEDUP_OVER_ONE_TITLE = 2.5  # batched titles against one title per request, both cold
TITLE_BATCH = 10  # titles per search in the batched run
# The fakes enforce each limit strictly, as the real services do; a polite client is almost never refused.
MAX_REFUSED_SHARE = 0.01
MIN_SPEEDUP_OVER_NAIVE = 3.0
MAX_WARM_SECONDS = 5.0
MAX_AMBIGUOUS_SHARE = 0.03  # of resolve's records: abstentions a person must clear by hand
NAIVE_TIMEOUT_SECONDS = 30  # per request; the fakes answer in milliseconds
DBLP_HITS = 10  # as many hits as enrich asks for
ARXIV_RESULTS = 5
NAIVE_SERVICES = ("dblp", "s2", "arxiv")  # the sources a naive client searches for every paper


@dataclass
class Measured:
    """One client's cold run: requests per service, wall seconds, requests refused for pace (per service)."""

    requests: dict[str, int]
    wall: float
    refused: dict[str, int]

    @property
    def rate_limited(self) -> int:
        return sum(self.refused.values())

    def total(self) -> int:
        return sum(self.requests.values())

    def refused_share(self) -> float:
        return self.rate_limited / self.total() if self.total() else 0.0

    def bound(self, options: FakeOptions) -> float:
        """The least time the limits allow for the requests that were answered (a refused one was not needed)."""
        return max(
            (count - self.refused.get(service, 0)) * options.interval(service)
            for service, count in self.requests.items()
        )


class NaiveClient:
    """One search per paper per service, in sequence, no cache.

    ``sleep_after``: the usual polite script, which sleeps each service's interval after each of its requests.
    Without it, the best a sequential client can do: wait only until that service's own interval has passed.
    """

    def __init__(self, fakes: FakeHosts, *, sleep_after: bool) -> None:
        self._urls = {service: fakes.instances[service].url_for(service) for service in NAIVE_SERVICES}
        self._intervals = {service: fakes.options.interval(service) for service in NAIVE_SERVICES}
        self._next_allowed = {service: 0.0 for service in NAIVE_SERVICES}
        self._sleep_after = sleep_after
        self._session = requests.Session()

    def search_everywhere(self, title: str) -> None:
        self._get("dblp", SEARCH_PATH, {"q": dblp_query(title), "format": "json", "h": DBLP_HITS})
        self._get("s2", S2_MATCH, {"query": title, "fields": ",".join(FIELDS)})
        self._get(
            "arxiv", QUERY_PATH, {"search_query": arxiv_title_query(title), "start": 0, "max_results": ARXIV_RESULTS}
        )

    def close(self) -> None:
        self._session.close()

    def _get(self, service: str, path: str, params: dict[str, object]) -> None:
        wait = self._next_allowed[service] - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        self._next_allowed[service] = time.monotonic() + self._intervals[service]
        self._session.get(self._urls[service] + path, params=params, timeout=NAIVE_TIMEOUT_SECONDS).close()
        if self._sleep_after:
            time.sleep(self._intervals[service])


def entry_titles(parse_artifact: Path) -> list[str]:
    records = read_jsonl(parse_artifact, TypeAdapter(ParseRecord))
    return [record.title for record in records if isinstance(record, Entry)]


def refused_for_pace(fakes: FakeHosts) -> dict[str, int]:
    """429s per service for asking sooner than its interval (or while arXiv was still answering)."""
    return {service: data["faults"].get("rate_limited", 0) for service, data in fakes.stats().items()}


def measure_enrich(fakes: FakeHosts, workspace: Workspace) -> tuple[Measured, float]:
    """A cold `enrich run --stage resolve`; also its start on the monotonic clock, for the phase timeline."""
    fakes.reset()
    started = time.monotonic()
    result = run_enrich(workspace, fakes, "--stage", "resolve")
    wall = time.monotonic() - started
    if result.returncode not in (0, 1):
        raise SystemExit(f"enrich exited {result.returncode}:\n{result.stderr}")
    return Measured(fakes.requests(), wall, refused_for_pace(fakes)), started


def measure_naive(fakes: FakeHosts, titles: list[str], *, sleep_after: bool) -> Measured:
    fakes.reset()
    client = NaiveClient(fakes, sleep_after=sleep_after)
    started = time.monotonic()
    for title in titles:
        client.search_everywhere(title)
    wall = time.monotonic() - started
    client.close()
    return Measured(fakes.requests(), wall, refused_for_pace(fakes))


def timeline(fakes: FakeHosts, started: float, wall: float) -> list[str]:
    """When each service was busy during the enrich run, in seconds from the command's start."""
    lines = []
    for service in SERVICES:
        window = fakes.busy_window(service)
        if window is None:
            lines.append(f"  {service:8}  no requests")
            continue
        first, last = (moment - started for moment in window)
        lines.append(f"  {service:8}  first request {first:6.2f} s, last {last:6.2f} s")
    lines.append(f"  exit             {wall:6.2f} s")
    return lines


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.1%}" if whole else "-"


def verdict(passed: bool) -> str:
    return "PASS" if passed else "FAIL"


def report(
    papers: int,
    options: FakeOptions,
    enrich: Measured,
    single: Measured,
    naive: Measured,
    paced: Measured,
    phases: list[str],
    warm_wall: float,
    warm_searches: dict[str, int],
    decided: Counter[str],
) -> list[str]:
    per_paper = enrich.total() / papers
    records = sum(decided.values())
    ambiguous_share = decided["ambiguous"] / records
    ratio = enrich.wall / enrich.bound(options)
    speedup = naive.wall / enrich.wall
    warm_search_count = sum(warm_searches.values())
    intervals = ", ".join(f"{s} {options.interval(s) / options.time_scale:g} s" for s in SERVICES)
    header = f"{'':22}" + "".join(f"{s:>10}" for s in SERVICES) + f"{'total':>8}{'/paper':>8}"

    def row(name: str, measured: Measured) -> str:
        counts = "".join(f"{measured.requests[s]:10d}" for s in SERVICES)
        return f"{name:22}{counts}{measured.total():8d}{measured.total() / papers:8.2f}"

    def refused_row(name: str, measured: Measured) -> str:
        shares = "".join(f"{_share(measured.refused[s], measured.requests[s]):>10}" for s in SERVICES)
        return f"{name:22}{shares}{_share(measured.rate_limited, measured.total()):>8}"

    def per_paper_row(name: str, measured: Measured) -> str:
        shares = "".join(f"{measured.requests[s] / papers:10.2f}" for s in SERVICES)
        return f"{name:22}{shares}{'':8}{measured.total() / papers:8.2f}"

    host_bounds = ", ".join(
        f"{s} {(enrich.requests[s] - enrich.refused[s]) * options.interval(s):.2f} s" for s in SERVICES
    )

    return [
        f"resolve stage on seeds/: {papers} papers; intervals {intervals}; time scale {options.time_scale:g}",
        "",
        "requests (per service = per host)",
        header,
        row("enrich, cold cache", enrich),
        row("one title/request", single),
        row("naive client", naive),
        row("paced sequential", paced),
        "",
        "refused for pace (429), share of each service's requests",
        header,
        refused_row("enrich, cold cache", enrich),
        refused_row("one title/request", single),
        "",
        "requests per paper, per source",
        header,
        per_paper_row("enrich, cold cache", enrich),
        per_paper_row("one title/request", single),
        "",
        f"{'':22}{'wall s':>8}{'bound s':>9}{'wall/bound':>12}{'refused for pace':>18}",
        f"{'enrich, cold cache':22}{enrich.wall:8.2f}{enrich.bound(options):9.2f}{ratio:12.2f}"
        f"{enrich.rate_limited:18d}",
        f"{'one title/request':22}{single.wall:8.2f}{single.bound(options):9.2f}"
        f"{single.wall / single.bound(options):12.2f}{single.rate_limited:18d}",
        f"{'naive client':22}{naive.wall:8.2f}{naive.bound(options):9.2f}{naive.wall / naive.bound(options):12.2f}"
        f"{naive.rate_limited:18d}",
        f"{'paced sequential':22}{paced.wall:8.2f}{paced.bound(options):9.2f}{paced.wall / paced.bound(options):12.2f}"
        f"{paced.rate_limited:18d}",
        f"enrich's bound per host (answered requests x interval): {host_bounds}",
        f"speedup over one title per request (title_batch = 1): {single.wall / enrich.wall:.2f}x",
        f"speedup over the naive client (sleeps each interval after each request): {speedup:.2f}x",
        f"speedup over a paced sequential client (waits only what each host needs): {paced.wall / enrich.wall:.2f}x"
        " (at most 2x while every paper costs one dblp search: its bound is arXiv's 3 s, ours dblp's 1.5 s)",
        "",
        f"decisions of the cold run ({records} records): "
        + ", ".join(f"{status} {count} ({count / records:.1%})" for status, count in sorted(decided.items())),
        "",
        "enrich cold run, when each service was busy (from the command's start):",
        *phases,
        "",
        f"warm rerun (same cache): {warm_wall:.2f} s real, search requests {warm_search_count} "
        f"({', '.join(f'{kind} {count}' for kind, count in warm_searches.items())})",
        "",
        f"{verdict(enrich.refused_share() <= MAX_REFUSED_SHARE)}  refused for pace, cold: "
        f"{enrich.refused_share():.1%} of {enrich.total()} requests (target <= {MAX_REFUSED_SHARE:.0%})",
        f"{verdict(per_paper <= MAX_REQUESTS_PER_PAPER)}  requests per paper, cold, every source: {per_paper:.2f} "
        f"(target <= {MAX_REQUESTS_PER_PAPER})",
        f"{verdict(ambiguous_share <= MAX_AMBIGUOUS_SHARE)}  ambiguous share: {ambiguous_share:.1%} "
        f"(target <= {MAX_AMBIGUOUS_SHARE:.0%})",
        f"{verdict(ratio <= MAX_WALL_OVER_BOUND)}  wall / bound: {ratio:.2f} (target <= {MAX_WALL_OVER_BOUND})",
        f"{verdict(single.wall / enrich.wall >= MIN_SPEEDUP_OVER_ONE_TITLE)}  speedup over one title per request: "
        f"{single.wall / enrich.wall:.2f}x (target >= {MIN_SPEEDUP_OVER_ONE_TITLE}x)",
        f"{verdict(speedup >= MIN_SPEEDUP_OVER_NAIVE)}  speedup over naive: {speedup:.2f}x "
        f"(target >= {MIN_SPEEDUP_OVER_NAIVE}x)",
        f"{verdict(warm_wall < MAX_WARM_SECONDS and warm_search_count == 0)}  warm rerun: {warm_wall:.2f} s, "
        f"{warm_search_count} searches (target < {MAX_WARM_SECONDS} s, 0 searches)",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--time-scale",
        type=float,
        default=DEFAULT_TIME_SCALE,
        help=f"multiplies every service interval, for the fakes and enrich alike (default {DEFAULT_TIME_SCALE})",
    )
    parser.add_argument(
        "--cold-only",
        action="store_true",
        help="only the batched cold run: its requests, wall time against its bound, and when each host was busy",
    )
    arguments = parser.parse_args()
    options = FakeOptions(time_scale=arguments.time_scale)

    with tempfile.TemporaryDirectory() as folder, FakeHosts(options) as fakes:
        workspace = new_workspace(Path(folder) / "run")
        (workspace.root / "enrich.toml").write_text(f"title_batch = {TITLE_BATCH}\n", encoding="utf-8")
        enrich, started = measure_enrich(fakes, workspace)
        phases = timeline(fakes, started, enrich.wall)
        if arguments.cold_only:
            print("\n".join(cold_only(options, enrich, phases)))
            return
        decided = Counter(paper.status for paper in workspace.papers())
        one_title = new_workspace(Path(folder) / "one-title")
        (one_title.root / "enrich.toml").write_text("title_batch = 1\n", encoding="utf-8")
        single, _ = measure_enrich(fakes, one_title)
        titles = entry_titles(workspace.artifact("parse"))
        naive = measure_naive(fakes, titles, sleep_after=True)
        paced = measure_naive(fakes, titles, sleep_after=False)
        fakes.reset()
        warm_started = time.monotonic()
        run_enrich(workspace, fakes, "--stage", "resolve")
        warm_wall = time.monotonic() - warm_started
        warm_searches = fakes.searches()
    lines = report(len(titles), options, enrich, single, naive, paced, phases, warm_wall, warm_searches, decided)
    print("\n".join([*lines, "", *dblp_as_it_is(options)]))


def cold_only(options: FakeOptions, enrich: Measured, phases: list[str]) -> list[str]:
    """The batched cold run alone: requests per service, wall time against its bound (both in the bench's seconds
    and in real ones), and the timeline."""
    bound, scale = enrich.bound(options), options.time_scale
    counts = ", ".join(f"{service} {count}" for service, count in enrich.requests.items())
    return [
        f"resolve stage on seeds/, cold, titles batched ({TITLE_BATCH}), time scale {scale:g}",
        f"requests: {enrich.total()} ({counts}); refused for pace: {enrich.rate_limited}",
        f"wall {enrich.wall:.2f} s, bound {bound:.2f} s: {enrich.wall / bound:.2f}x "
        f"(real seconds: wall {enrich.wall / scale:.1f}, bound {bound / scale:.1f})",
        "when each service was busy (from the command's start):",
        *phases,
    ]


def dblp_as_it_is(options: FakeOptions) -> list[str]:
    """A cold batched run with dblp failing 40 % of its requests (the fake's DBLP_AS_IT_IS), the usual retries:
    its wall time against its bound with every attempt counted (the bound plus the retries it needs)."""
    faulty = replace(options, faults={"dblp": ServiceFaults(probabilities=DBLP_AS_IT_IS)})
    with tempfile.TemporaryDirectory() as folder, FakeHosts(faulty) as fakes:
        workspace = new_workspace(Path(folder) / "run")
        (workspace.root / "enrich.toml").write_text(f"title_batch = {TITLE_BATCH}\n", encoding="utf-8")
        night, _ = measure_enrich(fakes, workspace)
        failed_attempts = sum(fakes.stats()["dblp"]["faults"].get(kind, 0) for kind in DBLP_AS_IT_IS)
        marked = sum(any(error.source == "dblp" for error in paper.errors) for paper in workspace.papers())
    bound = night.bound(options)
    return [
        "dblp as it is (40 % of dblp requests fail; retried as usual), cold, batched:",
        f"  wall {night.wall:.2f} s, bound with every attempt {bound:.2f} s ({night.wall / bound:.2f}x); dblp "
        f"{night.requests['dblp']} requests, {failed_attempts} failed; papers whose dblp search failed after its "
        f"retries: {marked} (built from the other sources, asked again the next night)",
    ]


if __name__ == "__main__":
    main()
