"""One local HTTP server playing dblp, Semantic Scholar, arXiv, OpenAlex and Crossref at once.

dblp, S2 and arXiv paths do not overlap; OpenAlex and Crossref both answer on /works, so each is served under its
own path prefix (/openalex, /crossref), which the base URL handed to a client carries.

    with FakeServices(options=FakeOptions(time_scale=0.01)) as fake:
        requests.get(f"{fake.base_url}/search/publ/api", params={"q": "pipedream", "format": "json"})
        fake.stats()["services"]["dblp"]["requests"]

Control endpoints for tests driving a separate process: GET /_fake/stats, POST /_fake/reset, GET /_fake/corpus,
GET and POST /_fake/options.
"""

from __future__ import annotations

import json
import socket
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from enrich_fakes import arxiv, crossref, dblp, dblp_dump, openalex, s2, web
from enrich_fakes.corpus import Corpus, build_corpus
from enrich_fakes.faults import (
    SERVICES,
    FakeOptions,
    FaultPlan,
    RateLimiter,
    retry_after_header,
    seconds_to_midnight_utc,
)

S2_PREFIX = "/graph/v1/paper"
CONTROL_PREFIX = "/_fake/"
ENV_VARIABLES = {
    "dblp": "ENRICH_DBLP_URL",
    "s2": "ENRICH_S2_URL",
    "arxiv": "ENRICH_ARXIV_URL",
    "openalex": "ENRICH_OPENALEX_URL",
    "crossref": "ENRICH_CROSSREF_URL",
}
# The path prefix each service's base URL carries (its own paths follow it).
PREFIXES = {"openalex": openalex.PREFIX, "crossref": crossref.PREFIX}
TEXT_TYPE = "text/plain; charset=utf-8"
JSON_TYPE = "application/json"
SHUTDOWN_POLL_SECONDS = 0.02  # how often the serving loop checks for stop(); tests start many servers
HTML_TYPE = "text/html; charset=utf-8"
_REASONS = {500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout"}
_S2_ERROR_MESSAGES = {
    500: "Internal server error",
    502: "Bad Gateway",
    503: "Service Unavailable",
    504: "Endpoint request timed out",
}  # S2 5xx bodies were never recorded: gateway style
_INVALID = {JSON_TYPE: b'{"result": {"hits": [}', arxiv.ATOM_TYPE: b"<?xml version='1.0'?><feed><entry></feed>"}


@dataclass(frozen=True)
class Runtime:
    """Options and the state derived from them, swapped as one so a request never sees a mix."""

    options: FakeOptions
    plan: FaultPlan
    limiter: RateLimiter


@dataclass
class Reply:
    status: int
    content_type: str
    body: bytes
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class _ServiceStats:
    """One service's counts since the last reset."""

    requests: int = 0
    endpoints: Counter[str] = field(default_factory=Counter)
    statuses: Counter[str] = field(default_factory=Counter)
    faults: Counter[str] = field(default_factory=Counter)


class Stats:
    """Requests per service, endpoint, status and injected fault (control endpoints not counted)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.reset()

    def reset(self) -> None:
        with self._lock:
            self._services = {service: _ServiceStats() for service in SERVICES}

    def request(self, service: str, endpoint: str) -> None:
        with self._lock:
            self._services[service].requests += 1
            self._services[service].endpoints[endpoint] += 1

    def status(self, service: str, status: int | str) -> None:
        with self._lock:
            self._services[service].statuses[str(status)] += 1

    def fault(self, service: str, kind: str) -> None:
        with self._lock:
            self._services[service].faults[kind] += 1

    def snapshot(self) -> dict[str, Any]:
        with self._lock:
            services = {
                name: {
                    "requests": data.requests,
                    "endpoints": dict(data.endpoints),
                    "statuses": dict(data.statuses),
                    "faults": dict(data.faults),
                }
                for name, data in self._services.items()
            }
            total = sum(data.requests for data in self._services.values())
        return {"total": total, "services": services}


class FakeServices:
    """The fake as a context manager or with start()/stop(); port 0 picks a free port."""

    def __init__(
        self,
        corpus: Corpus | None = None,
        options: FakeOptions | None = None,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        clock: Callable[[], float] = time.monotonic,
        log: Callable[[str], None] | None = None,
    ) -> None:
        self.corpus = corpus or build_corpus()
        self.dblp = dblp.DblpIndex(self.corpus)
        self._dblp_dump: dblp_dump.DumpFiles | None = None
        self.s2 = s2.S2Index(self.corpus)
        self.arxiv = arxiv.ArxivIndex(self.corpus)
        self.openalex = openalex.OpenAlexIndex(self.corpus)
        self.crossref = crossref.CrossrefIndex(self.corpus)
        self.web = web.FakeWeb(self.corpus)
        self._host, self._port, self._clock, self.log = host, port, clock, log
        self._stopping = threading.Event()
        self._server: _QuietServer | None = None
        self._thread: threading.Thread | None = None
        self._refused_urls: dict[str, str] = {}
        self.recorder = Stats()
        self.configure(options or FakeOptions())

    @property
    def dblp_dump(self) -> dblp_dump.DumpFiles:
        """dblp's XML dump of this world, made on first request (a few hundred milliseconds)."""
        if self._dblp_dump is None:
            self._dblp_dump = dblp_dump.dump_files(self.dblp)
        return self._dblp_dump

    # ------------------------------------------------------------------------------------------ lifecycle

    def start(self) -> FakeServices:
        handler = type("BoundHandler", (_Handler,), {"fake": self})
        self._server = _QuietServer((self._host, self._port), handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(SHUTDOWN_POLL_SECONDS,), name="fakeapi", daemon=True
        )
        self._thread.start()
        self._refused_urls = {
            service: _closed_port_url(self._host) for service, mode in self.options.down.items() if mode == "refuse"
        }
        return self

    def stop(self) -> None:
        self._stopping.set()  # releases hanging and slow handlers
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._server = self._thread = None

    def __enter__(self) -> FakeServices:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    # ---------------------------------------------------------------------------------------- addresses

    @property
    def base_url(self) -> str:
        if self._server is None:
            raise RuntimeError("the fake services are not running")
        return f"http://{self._host}:{self._server.server_port}"

    def url_for(self, service: str) -> str:
        """The base URL a client should use for one service, with its path prefix (a closed port when it is down as
        'refuse')."""
        return self._refused_urls.get(service, self.base_url) + PREFIXES.get(service, "")

    def web_router(self) -> web.WebRouter:
        """An adapter for a requests session that sends its every request to this fake's web (enrich_fakes.web)."""
        return web.WebRouter(self.base_url)

    def env(self) -> dict[str, str]:
        """The environment variables that point enrich at this fake."""
        return {variable: self.url_for(service) for service, variable in ENV_VARIABLES.items()}

    # ------------------------------------------------------------------------------------------ control

    def configure(self, options: FakeOptions) -> None:
        """New options from now on: fault sequences and rate-limit buckets start afresh, statistics remain.
        A service can only be made unreachable ('refuse') at start, because its URL is handed out then."""
        if self._server is not None and any(
            mode == "refuse" and service not in self._refused_urls for service, mode in options.down.items()
        ):
            raise ValueError("down='refuse' must be set before start(); use '503' or 'drop' at run time")
        self.runtime = Runtime(options, FaultPlan(options), RateLimiter(options, self._clock))

    @property
    def options(self) -> FakeOptions:
        return self.runtime.options

    def reset(self) -> None:
        """Counters to zero, fault sequences and rate limits from the beginning."""
        self.recorder.reset()
        self.configure(self.options)

    def stats(self) -> dict[str, Any]:
        return self.recorder.snapshot()

    def wait(self, seconds: float) -> None:
        """Sleep that stop() interrupts, so a hanging answer never outlives the fake."""
        self._stopping.wait(seconds)

    def now(self) -> datetime:
        return datetime.now(UTC)


def _closed_port_url(host: str) -> str:
    """A URL nothing listens on, so connecting fails at once with 'connection refused'."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        port = probe.getsockname()[1]
    return f"http://{host}:{port}"


# ------------------------------------------------------------------------------------------------ handler


class _Handler(BaseHTTPRequestHandler):
    fake: FakeServices
    protocol_version = "HTTP/1.1"  # keep-alive, like the real services; every reply has a Content-Length
    server_version = "fakeapi/1.0"
    disable_nagle_algorithm = True  # headers and body go out as separate writes; do not wait for ACKs
    _arrived: float | None = None  # the limiter's clock when the request's first line was read
    _holding: RateLimiter | None = None  # the limiter that admitted the request being answered (see release)

    def parse_request(self) -> bool:
        """Stamp the request's arrival as soon as its first line is in: the limit counts from there, not from
        whenever this thread gets round to routing it."""
        self._arrived = self.fake.runtime.limiter.now()
        return super().parse_request()

    def do_GET(self) -> None:
        self._handle("GET")

    def do_POST(self) -> None:
        self._handle("POST")

    def do_HEAD(self) -> None:
        """The fake web answers HEAD as GET without the body; the services take GET and POST only."""
        parts = urlsplit(self.path)
        reply = self._web(parts.path, parts.query) if parts.path.startswith(web.PREFIX) else Reply(405, TEXT_TYPE, b"")
        self._send(replace(reply, body=b""), declared_length=len(reply.body))

    def log_message(self, format: str, *args: Any) -> None:
        if self.fake.log is not None:
            self.fake.log(f"{self.address_string()} {format % args}")

    # ----------------------------------------------------------------------------------------- dispatch

    def _handle(self, method: str) -> None:
        parts = urlsplit(self.path)
        path = parts.path
        query = {name: values[-1] for name, values in parse_qs(parts.query, keep_blank_values=True).items()}
        body = self._read_body()
        if path.startswith(CONTROL_PREFIX):
            self._send(self._control(method, path, body))
            return
        if path.startswith(web.PREFIX):
            self._send(self._web(path, parts.query))
            return
        route = _route(method, path)
        if route is None:
            self._send(Reply(404, TEXT_TYPE, b"Not Found"))
            return
        service, endpoint = route
        fake, runtime = self.fake, self.fake.runtime
        fake.recorder.request(service, endpoint)
        if self._refuse_early(service, runtime.options):
            return
        if not runtime.options.rate_limit:
            self._serve(service, endpoint, path, query, body, runtime)
            return
        wait = runtime.limiter.admit(service, self._arrived)
        if wait > 0:
            fake.recorder.fault(service, "rate_limited")
            self._finish(service, _too_many(service, wait, runtime.options))
            return
        self._holding = runtime.limiter
        try:
            if runtime.limiter.allowance_spent(service):
                fake.recorder.fault(service, "allowance_spent")
                self._finish(service, _allowance_spent(service))
                return
            self._serve(service, endpoint, path, query, body, runtime)
        finally:
            self._done_answering(service)

    def _done_answering(self, service: str) -> None:
        """Once per admitted request: its answer is sent, or it hangs (the client will give up on it)."""
        if self._holding is not None:
            self._holding.release(service)
            self._holding = None

    def _serve(
        self, service: str, endpoint: str, path: str, query: dict[str, str], body: bytes, runtime: Runtime
    ) -> None:
        """An admitted request: its injected fault, if any, or its answer."""
        fake = self.fake
        fault = runtime.plan.next_fault(service)
        if fault:
            fake.recorder.fault(service, fault)
        early = self._fault_before_answer(service, fault, runtime.options)
        if early is not None:
            self._finish(service, early)
            return
        if fault == "drop":
            self.close_connection = True
            fake.recorder.status(service, "dropped")
            return
        reply = self._answer(service, endpoint, path, query, body)
        if fault == "cutoff":
            self._send_cut_off(service, reply)
            return
        self._finish(service, _spoil(service, reply, fault, self.headers.get("User-Agent", ""), endpoint))

    def _refuse_early(self, service: str, options: FakeOptions) -> bool:
        """Down services, and S2 keys the gateway rejects. True when the request has been dealt with."""
        fake = self.fake
        mode = options.down.get(service)
        if mode == "503":
            fake.recorder.fault(service, "down")
            self._finish(service, _server_error(service, 503))
            return True
        if mode in ("drop", "refuse"):
            fake.recorder.fault(service, "down")
            fake.recorder.status(service, "dropped")
            self.close_connection = True
            return True
        key = self.headers.get("x-api-key")
        if service == "s2" and key is not None and options.s2_api_keys is not None and key not in options.s2_api_keys:
            self._finish(service, _json(403, s2.FORBIDDEN, {"x-amzn-ErrorType": "ForbiddenException"}))
            return True
        return False

    def _fault_before_answer(self, service: str, fault: str | None, options: FakeOptions) -> Reply | None:
        """Faults that replace the answer (statuses) or delay it (hang, slow)."""
        if fault not in ("429", "500", "502", "503", "504", "hang", "slow"):
            return None
        faults = options.faults[service]
        if fault == "429":
            return _too_many(service, faults.retry_after * options.time_scale, options)
        if fault == "hang":
            self._done_answering(service)
            self.fake.wait(faults.hang_seconds * (options.time_scale if faults.hang_scaled else 1.0))
        elif fault == "slow":
            self.fake.wait(faults.slow_seconds * options.time_scale)
        else:
            return _server_error(service, int(fault))
        return None

    def _answer(self, service: str, endpoint: str, path: str, query: dict[str, str], body: bytes) -> Reply:
        if service == "dblp" and endpoint in DUMP_FILES:
            return _dblp_dump_file(self.fake, endpoint, self.headers.get("Range"))
        if service == "dblp":
            return _dblp_search(self.fake, query)
        if service == "arxiv":
            return _arxiv_query(self.fake, query)
        if service == "openalex":
            return _openalex(self.fake, endpoint, path, query)
        if service == "crossref":
            return _crossref(self.fake, endpoint, path, query)
        return _s2(self.fake, endpoint, path, query, body)

    def _web(self, path: str, query: str) -> Reply:
        page = self.fake.web.answer(path, query)
        return Reply(page.status, page.content_type, page.body, dict(page.headers))

    def _control(self, method: str, path: str, body: bytes) -> Reply:
        fake = self.fake
        action = path[len(CONTROL_PREFIX) :]
        if method == "GET" and action == "stats":
            return _json(200, fake.stats())
        if method == "POST" and action == "reset":
            fake.reset()
            return _json(200, {"reset": True})
        if method == "GET" and action == "corpus":
            return _json(200, fake.corpus.to_dict())
        if method == "GET" and action == "options":
            return _json(200, fake.options.to_dict())
        if method == "POST" and action == "options":
            try:
                fake.configure(FakeOptions.from_dict(json.loads(body or b"{}")))
            except (TypeError, ValueError) as error:
                return _json(400, {"error": str(error)})
            return _json(200, fake.options.to_dict())
        return _json(404, {"error": f"no control endpoint {method} {path}"})

    # ------------------------------------------------------------------------------------------- output

    def _read_body(self) -> bytes:
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def _finish(self, service: str, reply: Reply) -> None:
        """Send an answer of the service, with the rate-limit headers it announces."""
        self.fake.recorder.status(service, reply.status)
        announced = self.fake.runtime.limiter.announced(service)
        self._send(replace(reply, headers={**announced, **reply.headers}) if announced else reply)

    def _send(self, reply: Reply, declared_length: int | None = None) -> None:
        try:
            self.send_response(reply.status)
            self.send_header("Content-Type", reply.content_type)
            self.send_header("Content-Length", str(len(reply.body) if declared_length is None else declared_length))
            for name, value in reply.headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(reply.body)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client gave up (a hang outlived its timeout)

    def _send_cut_off(self, service: str, reply: Reply) -> None:
        """Headers promise the whole body; the connection closes after half of it."""
        self.fake.recorder.status(service, reply.status)
        half = Reply(reply.status, reply.content_type, reply.body[: len(reply.body) // 2], reply.headers)
        self._send(half, declared_length=len(reply.body))
        self.close_connection = True


def _route(method: str, path: str) -> tuple[str, str] | None:
    """(service, endpoint template) for a request, or None for an unknown path or method."""
    if path == dblp.SEARCH_PATH and method == "GET":
        return "dblp", dblp.SEARCH_PATH
    if path in DUMP_FILES and method == "GET":
        return "dblp", path
    if path == arxiv.QUERY_PATH and method == "GET":
        return "arxiv", arxiv.QUERY_PATH
    for service, prefix in PREFIXES.items():
        works = prefix + openalex.WORKS_PATH
        if method == "GET" and path == works:
            return service, works
        if method == "GET" and path.startswith(works + "/") and len(path) > len(works) + 1:
            return service, f"{works}/{{id}}"
    if not path.startswith(S2_PREFIX + "/"):
        return None
    rest = path[len(S2_PREFIX) + 1 :]
    if rest == "batch":
        return ("s2", f"{S2_PREFIX}/batch") if method == "POST" else None
    if method != "GET" or not rest:
        return None
    if rest in ("search", "search/match", "search/bulk"):
        return "s2", f"{S2_PREFIX}/{rest}"
    return "s2", f"{S2_PREFIX}/{{paper_id}}"


# ------------------------------------------------------------------------------------------------ services


DUMP_FILES = (dblp_dump.DUMP_PATH, dblp_dump.CHECKSUM_PATH, dblp_dump.DTD_PATH)


def _dblp_dump_file(fake: FakeServices, path: str, byte_range: str | None) -> Reply:
    """A file of the dump; ``Range: bytes=N-`` gets the rest from byte N (206), as a resumed download asks."""
    files = fake.dblp_dump
    body, kind = {
        dblp_dump.DUMP_PATH: (files.xml_gz, "application/gzip"),
        dblp_dump.CHECKSUM_PATH: (files.checksum, TEXT_TYPE),
        dblp_dump.DTD_PATH: (files.dtd, "application/xml-dtd"),
    }[path]
    if not byte_range:
        return Reply(200, kind, body, {"Accept-Ranges": "bytes"})
    start = _int(byte_range.removeprefix("bytes=").split("-")[0], -1)
    if not byte_range.startswith("bytes=") or not 0 <= start < len(body):
        return Reply(416, TEXT_TYPE, b"Range Not Satisfiable", {"Content-Range": f"bytes */{len(body)}"})
    return Reply(
        206,
        kind,
        body[start:],
        {"Accept-Ranges": "bytes", "Content-Range": f"bytes {start}-{len(body) - 1}/{len(body)}"},
    )


def _dblp_search(fake: FakeServices, query: dict[str, str]) -> Reply:
    document = fake.dblp.search(
        query.get("q", ""),
        first=max(0, _int(query.get("f"), 0)),
        hits=min(dblp.MAX_HITS, max(0, _int(query.get("h"), dblp.DEFAULT_HITS))),
        completions=max(0, _int(query.get("c"), dblp.DEFAULT_COMPLETIONS)),
    )
    if query.get("format", "xml") == "json":
        return Reply(200, JSON_TYPE, dblp.json_body(document))
    return Reply(200, "application/xml; charset=utf-8", dblp.xml_body(document))


def _arxiv_query(fake: FakeServices, query: dict[str, str]) -> Reply:
    search_query, id_list = query.get("search_query", ""), query.get("id_list", "")
    try:
        start = _strict_int(query.get("start"), 0, "start")
        max_results = _strict_int(query.get("max_results"), arxiv.DEFAULT_MAX_RESULTS, "max_results")
        if max_results > arxiv.MAX_RESULTS:
            raise arxiv.QueryError(f"max_results must be less than or equal to {arxiv.MAX_RESULTS}")
        page, total = fake.arxiv.query(
            search_query,
            id_list,
            start,
            max_results,
            query.get("sortBy", "relevance"),
            query.get("sortOrder", "descending"),
        )
    except arxiv.QueryError as error:
        return Reply(400, arxiv.ATOM_TYPE, arxiv.error_feed(str(error), fake.now()))
    return Reply(200, arxiv.ATOM_TYPE, arxiv.feed(page, total, search_query, id_list, start, max_results, fake.now()))


def _s2(fake: FakeServices, endpoint: str, path: str, query: dict[str, str], body: bytes) -> Reply:
    try:
        fields = s2.parse_fields(query.get("fields"))
    except s2.FieldError as error:
        return _json(400, {"error": str(error)})
    if endpoint.endswith("/search/match"):
        return _s2_match(fake, query, fields)
    if endpoint.endswith("/search"):
        return _s2_search(fake, query, fields)
    if endpoint.endswith("/search/bulk"):
        return _s2_bulk(fake, query, fields)
    if endpoint.endswith("/batch"):
        return _s2_batch(fake, body, fields)
    paper_id = unquote(path[len(S2_PREFIX) + 1 :])
    entry = fake.s2.lookup(paper_id)
    if entry is None:
        return _json(404, {"error": f"Paper with id {paper_id} not found"})
    return _json(200, s2.render(entry, fields))


def _s2_match(fake: FakeServices, query: dict[str, str], fields: list[str]) -> Reply:
    if not query.get("query", "").strip():
        return _json(400, {"error": "Missing required parameter: 'query'"})
    found = fake.s2.match(query["query"], s2.parse_years(query.get("year")))
    if found is None:
        return _json(404, s2.TITLE_MATCH_NOT_FOUND)
    entry, score = found
    return _json(200, {"data": [{**s2.render(entry, fields), "matchScore": score}]})


def _s2_search(fake: FakeServices, query: dict[str, str], fields: list[str]) -> Reply:
    offset = max(0, _int(query.get("offset"), 0))
    limit = _int(query.get("limit"), s2.SEARCH_LIMIT)
    if not 1 <= limit <= s2.SEARCH_LIMIT:
        return _json(400, {"error": f"The limit parameter must be between 1 and {s2.SEARCH_LIMIT}"})
    found = fake.s2.search(query.get("query", ""), s2.parse_years(query.get("year")))
    document: dict[str, Any] = {"total": len(found), "offset": offset}
    if offset + limit < len(found):
        document["next"] = offset + limit
    if found:
        document["data"] = [s2.render(entry, fields) for entry in found[offset : offset + limit]]
    return _json(200, document)


def _s2_bulk(fake: FakeServices, query: dict[str, str], fields: list[str]) -> Reply:
    """A page of up to 1,000 papers; the token is the next page's offset (an opaque string to the client)."""
    try:
        found = fake.s2.bulk(query.get("query", ""), s2.parse_years(query.get("year")))
    except s2.BulkQueryError as error:
        return _json(400, {"error": str(error)})
    offset = max(0, _int(query.get("token"), 0))
    end = offset + s2.BULK_PAGE
    page = [s2.render(entry, fields) for entry in found[offset:end]]
    return _json(200, {"total": len(found), "token": str(end) if end < len(found) else None, "data": page})


def _s2_batch(fake: FakeServices, body: bytes, fields: list[str]) -> Reply:
    try:
        ids = json.loads(body or b"null")["ids"]
    except (ValueError, TypeError, KeyError):
        return _json(400, {"error": "Body must be a JSON object with an 'ids' list"})
    if not isinstance(ids, list) or not all(isinstance(item, str) for item in ids):
        return _json(400, {"error": "Body must be a JSON object with an 'ids' list"})
    if len(ids) > s2.BATCH_LIMIT:
        return _json(400, {"error": f"Cannot process more than {s2.BATCH_LIMIT} ids"})
    entries = [fake.s2.lookup(paper_id) for paper_id in ids]
    return _json(200, [s2.render(entry, fields) if entry else None for entry in entries])


def _openalex(fake: FakeServices, endpoint: str, path: str, query: dict[str, str]) -> Reply:
    select = query.get("select")
    try:
        if endpoint.endswith("{id}"):
            work = fake.openalex.lookup(unquote(path[len(openalex.PREFIX + openalex.WORKS_PATH) + 1 :]))
            if work is None:
                return Reply(404, HTML_TYPE, openalex.NOT_FOUND_PAGE)
            return _json(200, openalex.render(work, select, None))
        per_page = _int(query.get("per-page", query.get("per_page")), openalex.DEFAULT_PER_PAGE)
        page_number = max(1, _int(query.get("page"), 1))
        page, total = fake.openalex.list_works(query.get("filter", ""), query.get("search", ""), per_page, page_number)
        return _json(200, openalex.list_body(page, total, per_page, page_number, select))
    except openalex.OpenAlexQueryError as error:
        return _json(400, {"error": "Invalid query parameters error.", "message": str(error)})


def _crossref(fake: FakeServices, endpoint: str, path: str, query: dict[str, str]) -> Reply:
    if endpoint.endswith("{id}"):
        work = fake.crossref.lookup(unquote(path[len(crossref.PREFIX + crossref.WORKS_PATH) + 1 :]))
        if work is None:
            return Reply(404, TEXT_TYPE, crossref.NOT_FOUND)
        return _json(200, crossref.work_body(work))
    text = " ".join(query.get(name, "") for name in crossref.QUERY_FIELDS).strip()
    rows, offset = _int(query.get("rows"), crossref.DEFAULT_ROWS), max(0, _int(query.get("offset"), 0))
    try:
        crossref.check_rows(rows)
        crossref.check_select(query.get("select"))
        if "filter" in query:
            works = fake.crossref.filtered(query["filter"])
            page, total = works[offset : offset + rows], len(works)
        else:
            scored, total = fake.crossref.query(text, rows, offset)
            page = [{**work.full, "score": score} for work, score in scored]
    except crossref.CrossrefQueryError as error:
        return _json(400, error.body)
    return _json(200, crossref.list_body(page, total, rows, offset, query.get("select")))


# ------------------------------------------------------------------------------------------ error answers


def _too_many(service: str, wait: float, options: FakeOptions) -> Reply:
    """429 in each service's style; arXiv's and Crossref's throttling answers were never recorded, so they are plain
    text, and OpenAlex's is its documented error object."""
    headers = {"Retry-After": retry_after_header(wait, options.time_scale)}
    if service == "s2":
        return _json(429, s2.TOO_MANY_REQUESTS, headers if options.s2_retry_after else {})
    if service == "dblp":
        return Reply(429, HTML_TYPE, dblp.too_many_requests_page(), headers)
    if service == "openalex":
        return _json(429, {"error": "Rate limit exceeded", "message": "Too many requests; slow down."}, headers)
    return Reply(429, TEXT_TYPE, b"Rate exceeded.\n", headers)


def _allowance_spent(service: str) -> Reply:
    """The day's allowance is used up. OpenAlex documents this as 429 "Daily limit exceeded" in its error object;
    clients report Retry-After until the reset (hours) beside x-ratelimit-remaining 0. No such answer was recorded."""
    wait = str(seconds_to_midnight_utc())
    return _json(
        429,
        {"error": "Daily limit exceeded", "message": "You have used your daily allowance; it resets at midnight UTC."},
        {"Retry-After": wait, "x-ratelimit-remaining": "0", "x-ratelimit-reset": wait},
    )


def _server_error(service: str, status: int) -> Reply:
    if service == "s2":
        return _json(status, {"message": _S2_ERROR_MESSAGES[status]})
    if service == "openalex":
        return _json(status, {"error": _REASONS[status], "message": "Temporary issue; retry with backoff."})
    return Reply(status, HTML_TYPE, dblp.error_page(status, _REASONS[status]))


def _spoil(service: str, reply: Reply, fault: str | None, user_agent: str, endpoint: str) -> Reply:
    """Faults that keep HTTP intact but break the body: cut, invalid, an HTML page or a valid empty answer."""
    if fault == "truncated":
        return Reply(200, reply.content_type, reply.body[: len(reply.body) // 2], reply.headers)
    if fault == "invalid":
        return Reply(200, reply.content_type, _INVALID.get(reply.content_type, b"\x00not a body"), reply.headers)
    if fault == "html":
        page = arxiv.access_denied_page(user_agent) if service == "arxiv" else dblp.error_page(503, _REASONS[503])
        return Reply(200, HTML_TYPE, page)
    if fault == "empty":
        return _empty_answer(service, endpoint, reply)
    return reply


def _empty_answer(service: str, endpoint: str, reply: Reply) -> Reply:
    """What the services sporadically answer for a query that normally has hits."""
    if service == "arxiv":
        return Reply(200, arxiv.ATOM_TYPE, arxiv.feed([], 0, "", "", 0, arxiv.DEFAULT_MAX_RESULTS, datetime.now(UTC)))
    if service == "dblp":
        document = json.loads(reply.body) if reply.content_type == JSON_TYPE else None
        if document is None:
            return reply
        document["result"]["hits"] = {"@total": "0", "@computed": "0", "@sent": "0", "@first": "0"}
        return Reply(200, JSON_TYPE, dblp.json_body(document))
    if service == "openalex":
        document = json.loads(reply.body) if reply.status == 200 else None
        if document is None or "results" not in document:
            return reply
        return _json(200, {**document, "meta": {**document["meta"], "count": 0}, "results": []})
    if service == "crossref":
        if endpoint.endswith("{id}"):
            return Reply(404, TEXT_TYPE, crossref.NOT_FOUND)
        document = json.loads(reply.body) if reply.status == 200 else None
        if document is None:
            return reply
        return _json(200, {**document, "message": {**document["message"], "total-results": 0, "items": []}})
    if endpoint.endswith("/search/match"):
        return _json(200, {"data": []})
    if endpoint.endswith("/search"):
        return _json(200, {"total": 0, "offset": 0})
    if endpoint.endswith("/batch") and reply.status == 200:
        return _json(200, [None] * len(json.loads(reply.body)))
    return reply


def _json(status: int, document: Any, headers: dict[str, str] | None = None) -> Reply:
    return Reply(status, JSON_TYPE, json.dumps(document, ensure_ascii=False).encode("utf-8"), headers or {})


def _int(value: str | None, default: int) -> int:
    try:
        return int(value) if value not in (None, "") else default
    except ValueError:
        return default


def _strict_int(value: str | None, default: int, name: str) -> int:
    """arXiv rejects non-numeric paging parameters with an error feed rather than guessing."""
    if value in (None, ""):
        return default
    try:
        number = int(value)
    except ValueError:
        raise arxiv.QueryError(f"{name} must be an integer") from None
    if number < 0:
        raise arxiv.QueryError(f"{name} must be non-negative")
    return number


class _QuietServer(ThreadingHTTPServer):
    """A client that hangs up after an error status or a timeout is normal here, not a traceback on stderr."""

    daemon_threads = True

    def handle_error(self, request: socket.socket | tuple[bytes, socket.socket], client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            super().handle_error(request, client_address)
