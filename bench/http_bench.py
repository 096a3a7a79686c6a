"""Throughput of the HTTP layer against a local server, and its overhead over a bare requests.Session.

Run: python bench/http_bench.py [--requests N]

Rate limits are set to 0 so the figures measure the layer itself (cache lookup, bucket, retry wrapper, capped
streaming read, SQLite write), not the politeness waits. Targets: under 1 ms per cache hit, under 2 ms of added
overhead per miss.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from threading import Thread
from typing import Any

import requests

from enrich.config import Settings
from enrich.net.http import Expiry, Http, Reply

# About the size of one S2 match answer with full fields.
BODY = json.dumps({"data": [{"paperId": "0" * 40, "title": "A title " * 8, "abstract": "word " * 150}]}).encode()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as the real services
    disable_nagle_algorithm = True  # headers and body go in separate writes; Nagle would hold the body ~40 ms

    def do_GET(self) -> None:  # http.server's naming
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(BODY)))
        self.end_headers()
        self.wfile.write(BODY)

    def log_message(self, format: str, *args: Any) -> None:  # silence the per-request log
        return


def timed(count: int, request: Callable[[int], Any]) -> float:
    """Seconds per request, averaged over ``count`` requests."""
    started = time.perf_counter()
    for number in range(count):
        request(number)
    return (time.perf_counter() - started) / count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=1000, help="requests per measurement")
    count = parser.parse_args().requests

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"

    with tempfile.TemporaryDirectory() as cache_dir:
        settings = Settings(
            cache_dir=Path(cache_dir),
            dblp_url=base,
            s2_url=base,
            arxiv_url=base,
            dblp_interval=0.0,
            s2_interval=0.0,
            arxiv_interval=0.0,
        )
        http = Http(settings)
        bare = requests.Session()
        bare.get(f"{base}/warm-up").json()
        http.get("s2", f"{base}/warm-up", Reply.json, expire=Expiry.SEARCH)

        per_bare = timed(count, lambda n: bare.get(f"{base}/paper/{n}", params={"fields": "title"}).json())
        per_miss = timed(
            count,
            lambda n: http.get("s2", f"{base}/paper/{n}", Reply.json, params={"fields": "title"}, expire=Expiry.SEARCH),
        )
        per_hit = timed(
            count,
            lambda n: http.get("s2", f"{base}/paper/{n}", Reply.json, params={"fields": "title"}, expire=Expiry.SEARCH),
        )
        http.close()
        bare.close()
    server.shutdown()

    print(f"{count} requests each, body {len(BODY)} bytes, local server {base}")
    print(f"bare requests.Session : {1 / per_bare:8.0f} req/s  {per_bare * 1000:6.3f} ms/request")
    print(f"layer, cache misses   : {1 / per_miss:8.0f} req/s  {per_miss * 1000:6.3f} ms/request")
    print(f"layer, cache hits     : {1 / per_hit:8.0f} req/s  {per_hit * 1000:6.3f} ms/request  (target < 1 ms)")
    print(f"overhead per miss     : {(per_miss - per_bare) * 1000:6.3f} ms  (target < 2 ms)")


if __name__ == "__main__":
    main()
