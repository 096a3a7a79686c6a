"""Run the fake services by hand: ``python -m enrich_fakes --port 0 --time-scale 0.01 --faults s2:503=0.1``.

Prints the base URL on the first line, then the environment lines that point enrich at it, and serves until
interrupted.
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import sys
import threading
from pathlib import Path

from enrich.config import Settings
from enrich_fakes.corpus import GOLD_PATH, build_corpus
from enrich_fakes.faults import (
    DBLP_AS_IT_IS,
    DOWN_MODES,
    FAULT_KINDS,
    OK,
    SERVICES,
    FakeOptions,
    ServiceFaults,
    parse_fault_spec,
)
from enrich_fakes.server import FakeServices


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m enrich_fakes", description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port (default)")
    parser.add_argument(
        "--time-scale",
        type=float,
        default=1.0,
        help="multiplies rate-limit intervals and delays; 0.01 runs 100x faster",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the fault draws")
    parser.add_argument("--no-rate-limit", action="store_true", help="never answer 429 for pace")
    parser.add_argument(
        "--rate-limit-tolerance",
        type=float,
        default=0.0,
        help="requests a service admits ahead of its interval (default 0: strict, as the real ones)",
    )
    parser.add_argument(
        "--faults",
        action="append",
        default=[],
        metavar="SERVICE:KIND=P[,KIND=P]",
        help=f"fault probabilities; SERVICE in {', '.join(SERVICES)}, all; KIND in {', '.join(FAULT_KINDS)}",
    )
    parser.add_argument(
        "--script",
        action="append",
        default=[],
        metavar="SERVICE=KIND[,KIND]",
        help=f"outcomes of a service's first requests, '{OK}' for none",
    )
    parser.add_argument(
        "--down",
        action="append",
        default=[],
        metavar="SERVICE=MODE",
        help=f"a service entirely down; MODE in {', '.join(DOWN_MODES)}",
    )
    parser.add_argument(
        "--dblp-as-it-is",
        action="store_true",
        help="dblp fails 40%% of requests (503, 500, 504), as a 2026 measurement saw it; --faults adds to it",
    )
    parser.add_argument("--burst", type=int, default=1, help="consecutive 429s per injected burst")
    parser.add_argument("--retry-after", type=int, default=2, help="Retry-After of injected 429s (unscaled s)")
    parser.add_argument("--hang-seconds", type=float, default=60.0, help="length of a hang (absolute s)")
    parser.add_argument("--hang-scaled", action="store_true", help="scale hang-seconds by --time-scale")
    parser.add_argument("--slow-seconds", type=float, default=2.0, help="delay of a slow answer (unscaled s)")
    parser.add_argument("--gold", type=Path, default=GOLD_PATH, help="gold labels (default: the package's own)")
    parser.add_argument(
        "--seeds",
        type=Path,
        help="folder of the reading lists enrich will read (default: seeds/ when present, as for "
        "`enrich run`; without lists only the labelled papers are known)",
    )
    parser.add_argument("--verbose", action="store_true", help="log every request to stderr")
    return parser.parse_args(argv)


def options_from_args(args: argparse.Namespace) -> FakeOptions:
    probabilities: dict[str, dict[str, float]] = {}
    if args.dblp_as_it_is:
        probabilities["dblp"] = dict(DBLP_AS_IT_IS)
    for spec in args.faults:
        for service, kinds in parse_fault_spec(spec).items():
            probabilities.setdefault(service, {}).update(kinds)
    scripts = dict(_pair(item, "--script") for item in args.script)
    faults = {
        service: ServiceFaults(
            probabilities=probabilities.get(service, {}),
            script=tuple(filter(None, scripts.get(service, "").split(","))),
            burst=args.burst,
            retry_after=args.retry_after,
            hang_seconds=args.hang_seconds,
            hang_scaled=args.hang_scaled,
            slow_seconds=args.slow_seconds,
        )
        for service in SERVICES
        if service in probabilities or service in scripts
    }
    return FakeOptions(
        time_scale=args.time_scale,
        seed=args.seed,
        rate_limit=not args.no_rate_limit,
        rate_limit_tolerance=args.rate_limit_tolerance,
        faults=faults,
        down=dict(_pair(item, "--down") for item in args.down),
    )


def _pair(item: str, flag: str) -> tuple[str, str]:
    service, equals, value = item.partition("=")
    if not equals or service not in SERVICES:
        raise SystemExit(f"{flag} {item!r}: expected SERVICE=VALUE with SERVICE in {', '.join(SERVICES)}")
    return service, value


def _default_seeds() -> Path | None:
    """The folder `enrich run` reads by default, so a run started beside the fake finds its lists' papers."""
    seeds = Settings.model_fields["seeds"].default
    return seeds if seeds.is_dir() else None


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        options = options_from_args(args)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    corpus = build_corpus(args.gold, args.seeds or _default_seeds())
    log = (lambda line: print(line, file=sys.stderr, flush=True)) if args.verbose else None
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    with FakeServices(corpus, options, host=args.host, port=args.port, log=log) as fake:
        print(fake.base_url)
        for variable, url in fake.env().items():
            print(f"{variable}={url}")
        print(
            f"corpus: {corpus.record_counts()}; time scale {options.time_scale}; seed {options.seed}", file=sys.stderr
        )
        sys.stdout.flush()
        with contextlib.suppress(KeyboardInterrupt):
            stop.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
