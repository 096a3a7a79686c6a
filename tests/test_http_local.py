"""The HTTP layer against a real server on 127.0.0.1: plain-http base URLs, broken transfers, timeouts, endless bodies.

These exercise real sockets (urllib3's streaming, Content-Length enforcement, read timeouts) that `responses` cannot.
"""

from __future__ import annotations

import socket
import sys
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from threading import Thread
from typing import Any

import pytest

from enrich.config import Settings
from enrich.net.http import (
    DeadlineExceeded,
    Expiry,
    Http,
    MalformedResponse,
    NetworkDown,
    Reply,
    ResponseTooLarge,
    StatusError,
    TransportError,
    Unreachable,
)

FIXTURES = Path(__file__).parent / "fixtures"
HTML_PAGE = (FIXTURES / "openalex" / "works_by_doi_404_html.html").read_bytes()
SLOW_SECONDS = 2.0
# A trickling server sends one byte this often, for ever: never silent long enough for a read timeout.
TRICKLE_SECONDS = 0.1
# The deadline the trickle tests set, and the time within which such a request must have failed: the deadline plus
# one read timeout (the most a single read may overrun it) plus slack for a busy machine.
TRICKLE_DEADLINE = 0.5
TRICKLE_GIVES_UP_WITHIN = 5.0


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:  # http.server's naming
        route = {
            "/json": self._json,
            "/html": self._html,
            "/truncated": self._truncated,
            "/slow": self._slow,
            "/endless": self._endless,
            "/trickle": self._trickle,
            "/trickle-chunked": self._trickle_chunked,
            "/trickle-error": self._trickle_error,
        }[self.path.split("?")[0]]
        route()

    def _json(self) -> None:
        self._send(200, "application/json", b'{"ok": true}')

    def _html(self) -> None:
        self._send(200, "text/html; charset=utf-8", HTML_PAGE)

    def _truncated(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "1000")
        self.end_headers()
        self.wfile.write(b'{"data": [')
        self.close_connection = True

    def _slow(self) -> None:
        time.sleep(SLOW_SECONDS)
        self._send(200, "application/json", b"{}")

    def _endless(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        chunk = b"x" * 65536
        try:
            while True:
                self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def _trickle(self) -> None:
        """A body without Content-Length (it ends when the connection closes), one byte at a time, never ending."""
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Connection", "close")
        self.end_headers()
        self._drip(lambda: b"x")

    def _trickle_chunked(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        self._drip(lambda: b"1\r\nx\r\n")

    def _trickle_error(self) -> None:
        """A 503 whose JSON error body never ends: quoting it in the error must not wait for it."""
        self.send_response(503)
        self.send_header("Content-Type", "application/json")
        self.send_header("Connection", "close")
        self.end_headers()
        self._drip(lambda: b" ")

    def _drip(self, piece: Callable[[], bytes]) -> None:
        self.close_connection = True
        try:
            while True:
                self.wfile.write(piece())
                self.wfile.flush()
                time.sleep(TRICKLE_SECONDS)
        except (BrokenPipeError, ConnectionResetError):
            return

    def _send(self, status: int, content_type: str, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:  # silence the per-request log
        return


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that gave up (read timeout, size cap) closes its end: expected here, so not printed."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    httpd = Server(("127.0.0.1", 0), Handler)
    Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture
def make_http(tmp_path: Path) -> Iterator[Callable[..., Http]]:
    opened: list[Http] = []

    def make(base_url: str, **overrides: Any) -> Http:
        values = dict(
            cache_dir=tmp_path / "cache",
            dblp_url=base_url,
            s2_url=base_url,
            arxiv_url=base_url,
            dblp_interval=0.0,
            s2_interval=0.0,
            arxiv_interval=0.0,
        )
        settings = Settings(**{**values, **overrides})
        http = Http(settings, sleep=lambda seconds: None)
        opened.append(http)
        return http

    yield make
    for http in opened:
        http.close()


def as_json(reply: Reply) -> Any:
    return reply.json()


def test_a_plain_http_base_url_on_localhost_works_and_is_cached(server, make_http) -> None:
    http = make_http(server)

    assert http.get("dblp", f"{server}/json", as_json, expire=Expiry.SEARCH) == {"ok": True}
    assert http.get("dblp", f"{server}/json", lambda r: r.from_cache, expire=Expiry.SEARCH) is True
    assert http.requests_by_host() == {server.removeprefix("http://"): 1}


def test_a_truncated_body_is_a_transport_error_after_retries(server, make_http) -> None:
    http = make_http(server, max_attempts=2)

    with pytest.raises(TransportError) as raised:
        http.get("s2", f"{server}/truncated", as_json, expire=Expiry.METADATA)

    assert raised.value.reason == "connection broken while reading the body"
    assert raised.value.url == f"{server}/truncated"
    assert http.requests_by_host() == {server.removeprefix("http://"): 2}


def test_a_server_slower_than_the_read_timeout_is_a_transport_error(server, make_http) -> None:
    http = make_http(server, max_attempts=1, read_timeout=0.2)

    with pytest.raises(TransportError) as raised:
        http.get("arxiv", f"{server}/slow", as_json, expire=Expiry.METADATA)

    assert raised.value.reason == "read timeout after 0.2 s"


def test_an_endless_body_stops_at_the_cap(server, make_http) -> None:
    http = make_http(server, max_body_bytes=256 * 1024)

    with pytest.raises(ResponseTooLarge) as raised:
        http.get("dblp", f"{server}/endless", as_json, expire=Expiry.SEARCH)

    assert "262144" in raised.value.reason


def test_an_html_page_with_status_200_is_malformed_for_a_json_caller(server, make_http) -> None:
    http = make_http(server)

    with pytest.raises(MalformedResponse) as raised:
        http.get("s2", f"{server}/html", as_json, expire=Expiry.METADATA)

    assert raised.value.url == f"{server}/html"
    assert "text/html" in raised.value.reason


def closed_port_url() -> str:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{probe.getsockname()[1]}"


def test_a_refused_connection_is_a_transport_error_and_not_tried_again(make_http) -> None:
    base = closed_port_url()
    http = make_http(base, max_attempts=5)

    with pytest.raises(Unreachable) as raised:
        http.get("dblp", f"{base}/json", as_json, expire=Expiry.SEARCH)

    assert raised.value.reason.startswith("connection failed")
    assert "refused" in raised.value.reason.lower()
    assert sum(http.requests_by_host().values()) == 1


def test_a_name_that_does_not_resolve_is_not_tried_again(make_http) -> None:
    base = "http://dblp.invalid"
    http = make_http(base, max_attempts=5)

    with pytest.raises(Unreachable) as raised:
        http.get("dblp", f"{base}/json", as_json, expire=Expiry.SEARCH)

    assert raised.value.reason.startswith("connection failed")
    assert http.requests_by_host() == {"dblp.invalid": 1}


def test_two_unreachable_hosts_and_no_answer_mean_the_network_is_down_and_nothing_more_is_sent(make_http) -> None:
    refused, unresolvable = closed_port_url(), "http://s2.invalid"
    http = make_http(refused, s2_url=unresolvable)
    for source, base in (("dblp", refused), ("s2", unresolvable)):
        with pytest.raises(Unreachable):
            http.get(source, f"{base}/json", as_json, expire=Expiry.SEARCH)
    sent = http.requests_by_host()

    with pytest.raises(NetworkDown):
        http.get("arxiv", f"{refused}/other", as_json, expire=Expiry.SEARCH)

    assert http.requests_by_host() == sent
    assert "s2.invalid" in (http.network_looks_down() or "") and "refused" in (http.network_looks_down() or "")


def test_one_answer_from_any_host_means_the_network_is_up(server, make_http) -> None:
    refused, unresolvable = closed_port_url(), "http://s2.invalid"
    http = make_http(server, s2_url=unresolvable, arxiv_url=refused)
    http.get("dblp", f"{server}/json", as_json, expire=Expiry.SEARCH)
    for source, base in (("s2", unresolvable), ("arxiv", refused)) * 3:
        with pytest.raises(Unreachable):
            http.get(source, f"{base}/json", as_json, expire=Expiry.SEARCH)

    assert http.network_looks_down() is None


@pytest.mark.parametrize("path", ["/trickle", "/trickle-chunked"])
def test_a_body_trickling_for_ever_fails_at_the_request_deadline(server, make_http, path) -> None:
    """One byte every 0.1 s never trips the per-read timeout; the wall-clock deadline ends the request, untried."""
    http = make_http(server, request_deadline=TRICKLE_DEADLINE, read_timeout=1.0)
    started = time.monotonic()

    with pytest.raises(DeadlineExceeded) as raised:
        http.get("dblp", f"{server}{path}", as_json, expire=Expiry.SEARCH)

    assert time.monotonic() - started < TRICKLE_GIVES_UP_WITHIN
    assert raised.value.reason == "no complete answer within the request deadline of 0.5 s"
    assert raised.value.source == "dblp"
    assert http.requests_by_host() == {server.removeprefix("http://"): 1}  # a trickle is not tried again


def test_an_error_status_with_a_trickling_body_is_reported_without_waiting_for_the_body(server, make_http) -> None:
    http = make_http(server, request_deadline=TRICKLE_DEADLINE, read_timeout=1.0, max_attempts=1)
    started = time.monotonic()

    with pytest.raises(StatusError) as raised:
        http.get("s2", f"{server}/trickle-error", as_json, expire=Expiry.METADATA)

    assert time.monotonic() - started < TRICKLE_GIVES_UP_WITHIN
    assert raised.value.reason == "HTTP 503 Service Unavailable"
