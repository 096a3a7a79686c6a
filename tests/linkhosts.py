"""Local HTTP servers on 127.0.0.x for the link checker's tests and bench: scripted answers, nothing else.

A LocalHost serves routes (path -> Reply, a list of Replies served in turn, or a function of the request),
records every request it receives, how many were in flight at once and how many body bytes it managed to send.
Hanging and slow answers wait on an event, so closing the host releases them at once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from tests.clock import FakeClock

FILLER_CHUNK = 64 * 1024
POLL_SECONDS = 0.01  # how fast a closing host notices; the default half second would dominate the tests


@dataclass(frozen=True)
class Reply:
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""
    delay: float = 0.0  # seconds to wait before answering (a slow or hanging server)
    filler: int = 0  # bytes of zeros sent after ``body``: a huge file without holding it in memory
    trickle: float = 0.0  # when set, ``body`` is followed by one byte this often for ever, without Content-Length


@dataclass(frozen=True)
class Seen:
    method: str
    path: str
    headers: dict[str, str]  # names in lower case


Route = Reply | list[Reply] | Callable[[Seen], Reply]

NOT_FOUND = Reply(404, {"Content-Type": "text/html"}, b"<html><title>404 Not Found</title></html>")


def html(body: str, status: int = 200, **headers: str) -> Reply:
    return Reply(status, {"Content-Type": "text/html; charset=utf-8", **headers}, body.encode())


def pdf(content_type: str = "application/pdf", filler: int = 0) -> Reply:
    return Reply(200, {"Content-Type": content_type}, b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", filler=filler)


def redirect(location: str, status: int = 301) -> Reply:
    return Reply(status, {"Location": location})


def by_method(head: Reply, get: Reply) -> Callable[[Seen], Reply]:
    return lambda seen: head if seen.method == "HEAD" else get


class LocalHost:
    def __init__(
        self, routes: dict[str, Route] | None = None, *, address: str = "127.0.0.1", latency: float = 0.0
    ) -> None:
        self.routes: dict[str, Route] = dict(routes or {})
        self.latency = latency  # seconds added before every answer
        self.requests: list[Seen] = []
        self.bytes_sent = 0
        self.hung_up = False  # the client closed the connection before the whole body was sent
        self.max_in_flight = 0
        self._in_flight = 0
        self._lock = threading.Condition()
        self.closing = threading.Event()
        self._server = ThreadingHTTPServer((address, 0), _handler_for(self))
        self._server.daemon_threads = True
        self._server.block_on_close = False
        self._thread = threading.Thread(target=self._server.serve_forever, args=(POLL_SECONDS,), daemon=True)

    @property
    def address(self) -> str:
        return self._server.server_address[0]

    @property
    def port(self) -> int:
        return self._server.server_address[1]

    def url(self, path: str, host: str | None = None) -> str:
        return f"http://{host or self.address}:{self.port}{path}"

    def paths(self, method: str | None = None) -> list[str]:
        return [seen.path for seen in self.requests if method is None or seen.method == method]

    def __enter__(self) -> LocalHost:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        self.closing.set()
        self._server.shutdown()
        self._server.server_close()

    def answer(self, seen: Seen) -> Reply:
        with self._lock:
            self.requests.append(seen)
            route = self.routes.get(seen.path.split("?")[0], NOT_FOUND)
            if isinstance(route, list):
                reply = route.pop(0) if len(route) > 1 else route[0]
            else:
                reply = route(seen) if callable(route) else route
            self._in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self._in_flight)
        return reply

    def done(self, sent: int, hung_up: bool) -> None:
        with self._lock:
            self._in_flight -= 1
            self.bytes_sent += sent
            self.hung_up = self.hung_up or hung_up
            self._lock.notify_all()

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Wait until no answer is being sent (a body may still be streaming after the client hung up)."""
        with self._lock:
            return self._lock.wait_for(lambda: self._in_flight == 0, timeout)


def _handler_for(host: LocalHost) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self) -> None:
            self._serve(send_body=True)

        def do_HEAD(self) -> None:
            self._serve(send_body=False)

        def _serve(self, send_body: bool) -> None:
            seen = Seen(self.command, self.path, {name.lower(): value for name, value in self.headers.items()})
            reply = host.answer(seen)
            self.sent = 0
            hung_up = False
            try:
                host.closing.wait(host.latency + reply.delay)
                self.send_response(reply.status)
                for name, value in reply.headers.items():
                    self.send_header(name, value)
                if reply.trickle:
                    self.send_header("Connection", "close")
                    self.close_connection = True
                else:
                    self.send_header("Content-Length", str(len(reply.body) + reply.filler))
                self.end_headers()
                if send_body:
                    self._send_body(reply)
            except (BrokenPipeError, ConnectionResetError):
                hung_up = True
                self.close_connection = True
            finally:
                host.done(self.sent, hung_up)

        def _send_body(self, reply: Reply) -> None:
            self._write(reply.body)
            zeros = bytes(FILLER_CHUNK)
            remaining = reply.filler
            while remaining > 0 and not host.closing.is_set():
                chunk = zeros[: min(FILLER_CHUNK, remaining)]
                self._write(chunk)
                remaining -= len(chunk)
            while reply.trickle and not host.closing.wait(reply.trickle):
                self._write(b" ")
                self.wfile.flush()

        def _write(self, data: bytes) -> None:
            self.wfile.write(data)
            self.sent += len(data)

        def log_message(self, *_: object) -> None:
            pass

    return Handler


FakeTime = FakeClock  # the name the link tests use
