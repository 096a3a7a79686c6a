"""No API key is ever written: not in the cache (redirect history included), not in an error, not in a log line.

A local server answers with redirects (301, 302, 307), errors (404 echoing the request, 500, 429) and success after
retries; the keys are canaries, and every byte the run leaves behind is searched for them.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import parse_qs, urlsplit

import pytest

from enrich.config import Settings
from enrich.net.http import Expiry, Http, HttpError
from enrich.sources.openalex import OpenAlexClient

S2_CANARY = "canary-s2-key-5f1b7c"
OPENALEX_CANARY = "canary-openalex-key-9d2e44"
GITHUB_CANARY = "canary-github-token-a77c01"
CANARIES = (S2_CANARY, OPENALEX_CANARY, GITHUB_CANARY)


class Handler(BaseHTTPRequestHandler):
    """Redirect chains keep the query (so api_key= travels in Location), errors echo the request's query and
    headers in their body, and the flaky routes fail once before they answer."""

    protocol_version = "HTTP/1.1"
    failed_once: ClassVar[set[str]] = set()
    seen: ClassVar[list[tuple[str, dict[str, str]]]] = []  # every request's path and query and its headers
    lock = threading.Lock()

    def do_GET(self) -> None:  # http.server's naming
        with self.lock:
            self.seen.append((self.path, {name.lower(): value for name, value in self.headers.items()}))
        path, _, query = self.path.partition("?")
        suffix = f"?{query}" if query else ""
        if path in ("/moved", "/found", "/temporary"):
            status, target = {"/moved": (301, "/found"), "/found": (302, "/temporary"), "/temporary": (307, "/answer")}[
                path
            ]
            self._send(status, b"", Location=f"{target}{suffix}")
        elif path == "/works":
            self._send(200, b'{"meta": {"count": 0}, "results": []}')
        elif path == "/echo-404":
            self._send(404, json.dumps({"error": f"no such thing: {query} {dict(self.headers)}"}).encode())
        elif path in ("/flaky-500", "/flaky-429"):
            with self.lock:
                first = self.path not in self.failed_once
                self.failed_once.add(self.path)
            if first:
                self._send(int(path[-3:]), json.dumps({"error": f"try again {query}"}).encode(), **{"Retry-After": "0"})
            else:
                self._send(200, b'{"ok": true}')
        else:
            self._send(200, b'{"ok": true}')

    def _send(self, status: int, body: bytes, **headers: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_: Any) -> None:
        return


@pytest.fixture
def server() -> Iterator[str]:
    Handler.seen.clear()
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def every_byte_under(folder: Path) -> dict[str, bytes]:
    return {str(path): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


def test_no_key_reaches_the_cache_an_error_or_a_log_line(server, tmp_path, caplog) -> None:
    caplog.set_level(logging.INFO)
    settings = Settings(
        cache_dir=tmp_path / "cache",
        dblp_url=server,
        s2_url=server,
        openalex_url=server,
        s2_api_key=S2_CANARY,
        openalex_api_key=OPENALEX_CANARY,
        github_token=GITHUB_CANARY,
        s2_interval=0.0,
        openalex_interval=0.0,
        dblp_interval=0.0,
        time_scale=0.001,
    )
    http = Http(settings)
    answers, errors = [], []
    for path in ("/moved", "/found", "/temporary", "/flaky-500", "/flaky-429", "/echo-404"):
        for source, params in (("s2", {"q": "x"}), ("openalex", {"q": "x", "api_key": OPENALEX_CANARY})):
            try:
                answers.append(
                    http.get(source, f"{server}{path}", lambda reply: reply, params=params, expire=Expiry.METADATA)
                )
            except HttpError as error:
                errors.append(error)
    cached = [
        http.get(source, f"{server}/moved", lambda reply: reply, params=params, expire=Expiry.METADATA)
        for source, params in (("s2", {"q": "x"}), ("openalex", {"q": "x", "api_key": OPENALEX_CANARY}))
    ]
    http.close()

    assert len(answers) == 10 and len(errors) == 2, errors
    assert all(reply.from_cache for reply in cached), "the redirected answers were not stored: nothing was tested"
    written = every_byte_under(tmp_path / "cache")
    assert any(name.endswith("http.sqlite") for name in written)
    said = [str(error) for error in errors] + [reply.url for reply in answers + cached] + [caplog.text]
    for canary in CANARIES:
        assert not [name for name, content in written.items() if canary.encode() in content], canary
        assert not [text for text in said if canary in text], canary


def test_openalex_gets_its_key_from_the_settings_on_its_own_requests_only_and_it_is_never_written(
    server, tmp_path, caplog
) -> None:
    """OpenAlex's key travels as api_key= (enrich.net.credentials), added by the HTTP layer, not by the client: a
    redirect carries it in Location and an error page echoes it, yet no cache byte, error or log line holds it."""
    caplog.set_level(logging.INFO)
    settings = Settings(
        cache_dir=tmp_path / "cache",
        dblp_url=server,
        s2_url=server,
        openalex_url=server,
        openalex_api_key=OPENALEX_CANARY,
        s2_interval=0.0,
        openalex_interval=0.0,
        dblp_interval=0.0,
        time_scale=0.001,
    )
    http = Http(settings)
    redirected = http.get("openalex", f"{server}/moved", lambda reply: reply, params={"q": "x"}, expire=Expiry.METADATA)
    with pytest.raises(HttpError) as refused:
        http.get("openalex", f"{server}/echo-404", lambda reply: reply, params={"q": "x"}, expire=Expiry.METADATA)
    http.get("dblp", f"{server}/answer", lambda reply: reply, params={"q": "x"}, expire=Expiry.METADATA)
    OpenAlexClient(http, server).search_title("Attention is all you need")
    again = http.get("openalex", f"{server}/moved", lambda reply: reply, params={"q": "x"}, expire=Expiry.METADATA)
    http.close()

    openalex_asked = [path for path, _ in Handler.seen if path.partition("?")[0] in ("/moved", "/echo-404", "/works")]
    assert len(openalex_asked) == 3
    assert all(parse_qs(urlsplit(path).query)["api_key"] == [OPENALEX_CANARY] for path in openalex_asked)
    assert "/answer?q=x" in [path for path, _ in Handler.seen]  # dblp on OpenAlex's host: no key
    assert again.from_cache, "the redirected answer was not stored: nothing was tested"
    written = every_byte_under(tmp_path / "cache")
    said = [str(refused.value), redirected.url, again.url, caplog.text]
    assert not [name for name, content in written.items() if OPENALEX_CANARY.encode() in content]
    assert not [text for text in said if OPENALEX_CANARY in text]
