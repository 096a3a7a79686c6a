"""Resolve a real reading list against a fake world that holds its papers, and count what came out right.

Run: python bench/list_probe.py tests/data/lists/codellm [--time-scale 0.002]

The fake's own list reader knows only the seeds' shapes, so the list is read by enrich's parse stage; every dated
entry becomes a paper of the fake world (made-up authors and identifiers, the list's own links kept), with the
look-alikes the fake generates for every listed paper: same title in another year, journal extensions, workshop
versions, a second registration, preprints under another title. Then `enrich run --stage resolve` runs against the
fake services (time-scaled) and each resolved paper's identifiers are compared with its paper's:

- right: every DOI, arXiv id and dblp key given is the paper's;
- preprint: the paper's preprint (its CoRR key, its arXiv id), no other identifier: the right work, the preprint
  version (the list tags arXiv, or the published record was not found);
- wrong: an identifier of another paper or version (a DOI above all: worse than none).

An entry sharing its line with another (two papers on one line) is not scored: the fake knows a listed paper by
its line. The fake world is built from the list itself, so this measures the resolver's rules against the traps
the fake generates, at the list's scale and shapes, not the coverage of the real services.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from enrich.ids import is_corr_key
from enrich.models import Paper
from enrich_fakes import FakeOptions, FakeServices, build_corpus
from enrich_fakes.corpus import Corpus
from enrich_fakes.corpus import Paper as TruePaper
from enrich_fakes.seedlist import SeedEntry

LIST_SUFFIXES = (".md", ".txt", ".bib")
WRONG_SHOWN = 20


def enrich_run(folder: Path, stage: str, environment: dict[str, str]) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "enrich.cli", "run", "--seeds", "seeds", "--output", "output"]
    command += ["--cache", "cache", "--stage", stage]
    return subprocess.run(command, cwd=folder, env=environment, capture_output=True, text=True, check=False)


def listed_entries(parse_artifact: Path) -> tuple[list[SeedEntry], int]:
    """The dated entries as the fake's corpus takes them, and how many were left out for sharing a line."""
    entries, lines, shared = [], set(), 0
    for text in parse_artifact.read_text(encoding="utf-8").splitlines():
        record = json.loads(text)
        if record.get("record") != "entry" or not record.get("year"):
            continue
        first = record["occurrences"][0]
        line = (Path(first["file"]).name, first["line"])
        if line in lines:
            shared += 1
            continue
        lines.add(line)
        dois = (record["doi"],) if record.get("doi") else ()
        arxiv_ids = (record["arxiv_id"],) if record.get("arxiv_id") else ()
        entries.append(SeedEntry(*line, record["title"], record["year"], record.get("venue") or "", dois, arxiv_ids))
    return entries, shared


def verdict(paper: Paper, truth: TruePaper) -> str:
    given = {"doi": paper.doi, "arxiv_id": paper.arxiv_id, "dblp_key": paper.dblp_key}
    true = {"doi": truth.doi, "arxiv_id": truth.arxiv_id, "dblp_key": truth.dblp_key}
    differing = {name for name, value in given.items() if value and value != true[name]}
    if not differing:
        return "right"
    preprint_key = differing == {"dblp_key"} and is_corr_key(paper.dblp_key)
    return "preprint" if preprint_key and not paper.doi else "wrong"


def score(papers: list[Paper], corpus: Corpus) -> tuple[Counter[str], list[str]]:
    outcomes: Counter[str] = Counter()
    wrong = []
    for paper in papers:
        first = paper.occurrences[0]
        truth = corpus.for_seed(first.file, first.line)
        if truth is None:
            outcomes["not in the fake world"] += 1
            continue
        result = verdict(paper, truth) if paper.status == "resolved" else paper.status
        outcomes[result] += 1
        if result == "wrong":
            wrong.append(
                f"{first.file}:{first.line} {paper.title[:60]!r} ({first.seed_venue} {first.seed_year}): gave "
                f"{paper.doi} {paper.dblp_key} {paper.arxiv_id}; the paper's {truth.doi} {truth.dblp_key} "
                f"{truth.arxiv_id} ({truth.venue} {truth.year})"
            )
    return outcomes, wrong


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="a folder of reading lists")
    parser.add_argument("--time-scale", type=float, default=0.002)
    args = parser.parse_args()
    environment = {name: value for name, value in os.environ.items() if not name.startswith("ENRICH_")}
    with tempfile.TemporaryDirectory(prefix="list-probe-") as root:
        work = Path(root)
        (work / "seeds").mkdir()
        for path in sorted(args.folder.iterdir()):
            if path.suffix in LIST_SUFFIXES:
                (work / "seeds" / path.name).write_bytes(path.read_bytes())
        enrich_run(work, "parse", environment)
        entries, shared = listed_entries(work / "output" / "stages" / "parse.jsonl")
        corpus = build_corpus(seeds_dir=work / "seeds", entries=entries)
        with FakeServices(corpus, FakeOptions(time_scale=args.time_scale)) as fake:
            started = time.perf_counter()
            run = enrich_run(work, "resolve", {**environment, **fake.env(), "ENRICH_TIME_SCALE": str(args.time_scale)})
            seconds = time.perf_counter() - started
            requests = {service: data["requests"] for service, data in fake.stats()["services"].items()}
        papers = [
            Paper.model_validate_json(line)
            for line in (work / "output" / "stages" / "resolve.jsonl").read_text(encoding="utf-8").splitlines()
        ]
    outcomes, wrong = score(papers, corpus)
    print(f"{args.folder}: {len(entries):,} dated entries in the fake world ({shared} more share a line, unscored)")
    print(f"resolve: exit {run.returncode}, {seconds:.0f} s, requests {requests}")
    scored = sum(count for outcome, count in outcomes.items() if outcome != "not in the fake world")
    for outcome, count in outcomes.most_common():
        print(f"  {outcome:24} {count:6,}" + (f"  {count / scored:.3f}" if outcome != "not in the fake world" else ""))
    for line in wrong[:WRONG_SHOWN]:
        print("  wrong:", line)


if __name__ == "__main__":
    main()
