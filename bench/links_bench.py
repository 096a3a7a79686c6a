"""Link-check throughput against local hosts with simulated latency: how close does a run get to its bound?

Starts --hosts servers on 127.0.0.1 .. 127.0.0.N (one host name each) in a child process, every answer delayed
by --latency seconds, and checks --links links spread evenly over them, half PDFs (settled by one HEAD) and half
HTML pages (HEAD, then a GET to read the page). Prints links per second, wall time, the bound, wall/bound and the
client's peak memory.

The bound is the least time the configured limits allow, from the requests each host really received (n_h):
    per host   T_h   = max((n_h - 1) * interval + latency, ceil(n_h / host_concurrency) * latency)
               (requests to a host start at least `interval` apart and the last still takes its latency;
               at most host_concurrency are in flight, each taking `latency`)
    all hosts  T_all = ceil(N / link_concurrency) * latency   (N requests, link_concurrency in flight at most)
    bound      = max(max_h T_h, T_all)
It ignores that a page's GET must wait for its HEAD, so a run can only come close to it, not under it.

    python bench/links_bench.py                      # defaults: 1,000 links, 50 hosts, 100 ms
    python bench/links_bench.py --interval 0.05      # spacing no longer binds: concurrency does
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import resource
import sys
import time
from multiprocessing.connection import Connection
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.linkhosts import LocalHost, html, pdf  # noqa: E402

from enrich.config import Settings  # noqa: E402
from enrich.links.stage import check_links  # noqa: E402
from enrich.models import Link, LinkKind, Paper  # noqa: E402

PAGE = html("<html><head><title>A paper</title></head><body><h1>A paper</h1></body></html>")


def serve(hosts: int, links_per_host: int, latency: float, pipe: Connection) -> None:
    """Child process: run the hosts until told to stop, then report the requests each one received."""
    routes = {f"/paper-{index}.pdf": pdf() for index in range(links_per_host)}
    routes.update({f"/page-{index}.html": PAGE for index in range(links_per_host)})
    servers = [LocalHost(routes, address=f"127.0.0.{index + 1}", latency=latency) for index in range(hosts)]
    for server in servers:
        server.__enter__()
    pipe.send([(server.address, server.port) for server in servers])
    pipe.recv()
    pipe.send({server.address: len(server.requests) for server in servers})
    for server in servers:
        server.close()


def papers_for(addresses: list[tuple[str, int]], links: int) -> list[Paper]:
    """One paper per link, dealt round-robin over the hosts; each host gets PDFs and HTML pages in turn."""
    papers = []
    for index in range(links):
        address, port = addresses[index % len(addresses)]
        serial = index // len(addresses)
        path = f"/paper-{serial}.pdf" if serial % 2 == 0 else f"/page-{serial}.html"
        kind = LinkKind.pdf if path.endswith(".pdf") else LinkKind.other
        papers.append(
            Paper(
                id=f"p{index}",
                status="resolved",
                confidence=1.0,
                title=f"Paper {index}",
                occurrences=[],
                seed_key=str(index),
                links=[Link(kind=kind, label=kind.value, url=f"http://{address}:{port}{path}")],
            )
        )
    return papers


def bound(requests_per_host: dict[str, int], settings: Settings, latency: float) -> tuple[float, float]:
    interval = settings.link_interval * settings.time_scale
    per_host = max(
        max((count - 1) * interval + latency, math.ceil(count / settings.link_host_concurrency) * latency)
        for count in requests_per_host.values()
    )
    overall = math.ceil(sum(requests_per_host.values()) / settings.link_concurrency) * latency
    return per_host, overall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--links", type=int, default=1000)
    parser.add_argument("--hosts", type=int, default=50)
    parser.add_argument("--latency", type=float, default=0.1, help="seconds added to every answer")
    parser.add_argument("--interval", type=float, default=Settings().link_interval)
    parser.add_argument("--host-concurrency", type=int, default=Settings().link_host_concurrency)
    parser.add_argument("--concurrency", type=int, default=Settings().link_concurrency)
    args = parser.parse_args()

    settings = Settings(
        allow_private_links=True,
        link_interval=args.interval,
        link_timeout=10.0,
        link_host_concurrency=args.host_concurrency,
        link_concurrency=args.concurrency,
    )
    ours, theirs = multiprocessing.get_context("fork").Pipe()
    child = multiprocessing.get_context("fork").Process(
        target=serve, args=(args.hosts, math.ceil(args.links / args.hosts), args.latency, theirs), daemon=True
    )
    child.start()
    papers = papers_for(ours.recv(), args.links)

    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    started = time.perf_counter()
    result = check_links(papers, settings)
    wall = time.perf_counter() - started
    rss_peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    ours.send("stop")
    received = ours.recv()
    child.join()
    per_host, overall = bound(received, settings, args.latency)
    limit = max(per_host, overall)
    print(
        f"links {args.links} on {args.hosts} hosts, latency {args.latency * 1000:.0f} ms, interval "
        f"{settings.link_interval:g} s, host concurrency {settings.link_host_concurrency}, "
        f"concurrency {settings.link_concurrency}"
    )
    classes = ", ".join(f"{name} {count}" for name, count in result.counts["links_by_status"].items() if count)
    print(f"classes          {classes}")
    print(
        f"requests         {sum(received.values())} (client counted {sum(result.requests_by_host.values())}), "
        f"per host {min(received.values())}-{max(received.values())}"
    )
    print(f"wall time        {wall:.2f} s")
    print(f"links per second {args.links / wall:.1f}")
    print(f"bound            {limit:.2f} s (per-host limits {per_host:.2f} s, overall concurrency {overall:.2f} s)")
    print(f"wall / bound     {wall / limit:.2f}")
    print(f"peak memory      {rss_peak:.0f} MB RSS (before the run {rss_before:.0f} MB)")


if __name__ == "__main__":
    main()
