"""A local file server on 127.0.0.1 for the mirror tests: serves fixed bodies by path, honours Range (or, when
told, ignores it like some servers do), can cut a body short once, and records every request's path and headers."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

TRICKLE_SECONDS = 0.05


class FileServer:
    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self.ignore_range = False
        self.cut_after: int | None = None  # bytes of the next body to send before dropping the connection
        self.trickle = False  # send bodies one byte at a time, TRICKLE_SECONDS apart
        self.requests: list[tuple[str, dict[str, str]]] = []
        self.url = ""

    def handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *_: object) -> None:
                pass

            def do_GET(self) -> None:  # http.server's naming
                server.requests.append((self.path, dict(self.headers)))
                body = server.files.get(self.path)
                if body is None:
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                start = 0
                asked = self.headers.get("Range")
                if asked and not server.ignore_range:
                    start = int(asked.removeprefix("bytes=").split("-")[0])
                    if start >= len(body):
                        self.send_response(416)
                        self.send_header("Content-Range", f"bytes */{len(body)}")
                        self.send_header("Content-Length", "0")
                        self.end_headers()
                        return
                    self.send_response(206)
                    self.send_header("Content-Range", f"bytes {start}-{len(body) - 1}/{len(body)}")
                else:
                    self.send_response(200)
                part = body[start:]
                self.send_header("Content-Length", str(len(part)))
                self.send_header("Last-Modified", "Sun, 30 Nov 2026 00:00:00 GMT")
                self.end_headers()
                if server.trickle:
                    for at in range(len(part)):
                        self.wfile.write(part[at : at + 1])
                        self.wfile.flush()
                        time.sleep(TRICKLE_SECONDS)
                    return
                if server.cut_after is not None:
                    self.wfile.write(part[: server.cut_after])
                    server.cut_after = None
                    self.close_connection = True
                    return
                self.wfile.write(part)

        return Handler


@contextmanager
def serving() -> Iterator[FileServer]:
    files = FileServer()
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), files.handler())
    files.url = f"http://127.0.0.1:{httpd.server_address[1]}"
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield files
    finally:
        httpd.shutdown()
        httpd.server_close()
