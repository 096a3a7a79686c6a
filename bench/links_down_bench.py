"""The links stage on a night without network: how long until it says so, and how many hosts did it try?

Checks --links links shaped like a real list (a share on arxiv.org, which is paced at arXiv's 3 s whatever happens,
then doi.org, github.com and one lab host per remaining link) with real time and a resolver that fails every name
as a machine without network does (EAI_AGAIN, "Temporary failure in name resolution", or --no-such-host for
EAI_NONAME). Nothing is sent anywhere. Prints the wall time, the hosts the run tried to resolve, the links left
"not checked" and whether the run was judged a network outage.

    python bench/links_down_bench.py                  # 338 links, 40 % of them on arXiv
    python bench/links_down_bench.py --links 1000 --arxiv-share 0.2
"""

from __future__ import annotations

import argparse
import socket
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from enrich.config import Settings  # noqa: E402
from enrich.links.stage import LinkTransport, check_links  # noqa: E402
from enrich.models import Link, LinkKind, Paper  # noqa: E402


def list_links(count: int, arxiv_share: float) -> list[str]:
    arxiv = int(count * arxiv_share)
    rest = count - arxiv
    doi, github = rest // 3, rest // 4
    urls = [f"https://arxiv.org/abs/2101.{index:05d}" for index in range(arxiv)]
    urls += [f"https://doi.org/10.1000/paper.{index}" for index in range(doi)]
    urls += [f"https://github.com/lab{index}/code" for index in range(github)]
    urls += [f"https://lab{index}.example.org/paper.pdf" for index in range(count - len(urls))]
    return urls


class DeadResolver:
    """Fails every name, and counts the names it was asked."""

    def __init__(self, error: int) -> None:
        self.error = error
        self.asked: set[str] = set()
        self._lock = threading.Lock()

    def __call__(self, host: str, port: int) -> list[str]:
        with self._lock:
            self.asked.add(host)
        raise socket.gaierror(self.error, "no network")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--links", type=int, default=338)
    parser.add_argument("--arxiv-share", type=float, default=0.4)
    parser.add_argument("--no-such-host", action="store_true", help="fail names with EAI_NONAME, not EAI_AGAIN")
    options = parser.parse_args()
    urls = list_links(options.links, options.arxiv_share)
    papers = [
        Paper(
            id=f"p{index}",
            status="resolved",
            confidence=1.0,
            title="A paper",
            occurrences=[],
            seed_key=f"k{index}",
            links=[Link(kind=LinkKind.other, label="link", url=url)],
        )
        for index, url in enumerate(urls)
    ]
    resolver = DeadResolver(socket.EAI_NONAME if options.no_such_host else socket.EAI_AGAIN)
    started = time.monotonic()
    result = check_links(papers, Settings(), transport=LinkTransport(resolve=resolver))
    wall = time.monotonic() - started
    print(
        f"links: {len(urls)} ({sum('arxiv.org' in url for url in urls)} on arxiv.org), "
        f"hosts: {len({url.split('/')[2] for url in urls})}"
    )
    print(f"wall time: {wall:.2f} s")
    print(f"hosts tried: {len(resolver.asked)}")
    print(f"links not checked: {result.counts['links_not_checked']}, network down: {result.network_down}")


if __name__ == "__main__":
    main()
