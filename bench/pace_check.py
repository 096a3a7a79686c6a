"""Whether a cold run against the strict fakes can tell good pacing from bad, at a given time scale.

Run: python bench/pace_check.py [--time-scales 0.01 0.001] [--factors 1 0.9 0]  (about 5 s a run)

The end-to-end test of pace (tests/test_e2e.py) counts the requests the fakes refuse for arriving early during a
cold `enrich run --stage resolve`, and allows at most 1 %. That only means something at a time scale where a client
that paces badly is refused more than that. Here the client's intervals are set to a share (factor) of the real
services' while the fakes keep the real ones: factor 1 is the client as configured, 0.9 spaces requests 10 % too
closely, 0 does not pace at all. Printed per run: requests sent, refused per service, and the refused share.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.e2e_support import SEEDS, SERVICES, FakeHosts, new_workspace, run_enrich  # noqa: E402

from enrich.config import Settings  # noqa: E402
from enrich_fakes import FakeOptions, build_corpus  # noqa: E402

ALLOWED_REFUSED_SHARE = 0.01  # as in tests/test_e2e.py


def configured_interval(service: str) -> float:
    return Settings.model_fields[f"{service}_interval"].default


def cold_run(time_scale: float, factor: float, corpus) -> str:
    """One cold resolve with the client's intervals times ``factor``; a line of figures."""
    with FakeHosts(FakeOptions(time_scale=time_scale), corpus) as fakes, tempfile.TemporaryDirectory() as folder:
        workspace = new_workspace(Path(folder) / "run")
        config = workspace.write_config(
            **{f"{service}_interval": configured_interval(service) * factor for service in SERVICES}
        )
        started = time.monotonic()
        result = run_enrich(workspace, fakes, "--stage", "resolve", "--config", str(config))
        wall = time.monotonic() - started
        sent = sum(fakes.requests().values())
        refused = {service: stats["statuses"].get("429", 0) for service, stats in fakes.stats().items()}
    share = sum(refused.values()) / sent if sent else 0.0
    verdict = "passes" if share <= ALLOWED_REFUSED_SHARE else "fails"
    return (
        f"time scale {time_scale:<6} intervals x{factor:<4} exit {result.returncode}  {wall:5.1f} s  "
        f"sent {sent:4d}  refused {refused}  share {share:.3f} (the test {verdict})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-scales", type=float, nargs="+", default=[0.01, 0.001])
    parser.add_argument("--factors", type=float, nargs="+", default=[1.0, 0.9, 0.0])
    args = parser.parse_args()
    corpus = build_corpus(seeds_dir=SEEDS)
    for time_scale in args.time_scales:
        for factor in args.factors:
            print(cold_run(time_scale, factor, corpus), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
