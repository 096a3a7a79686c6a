"""How the parse stage reads the shape zoo (tests/shape_zoo.py), per list family and per choice, worst first.

Run: python bench/shape_zoo.py [--lists N] [--seed S] [--failures AXIS=VALUE] [--wrapped]
Prints, for each container (the family) and then for each value of every other axis ("italic authors", "by ...",
"year heading"), the entry recall, the title, year, venue and authors accuracy and the silent losses (papers
neither read nor reported unparsed) of ``enrich.parse`` on the zoo's lists, scored by the list scorer
(tests/list_labels.py) against each list's known answers. Rows are sorted by their worst figure, so the shapes no
rule reads come first. ``--failures`` prints the failed entries of the lists with
that choice (``--failures "container=paper heading"``), to see what went wrong.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/ holds the zoo and the list scorer

from tests.list_labels import ListScore, format_failure, score_result, total  # noqa: E402
from tests.shape_zoo import AXES, ZooList, zoo  # noqa: E402

from enrich.parse import parse_text  # noqa: E402

MEASURES = {
    "entry_recall": "recall",
    "title_accuracy": "title",
    "year_accuracy": "year",
    "venue_accuracy": "venue",
    "authors_accuracy": "authors",
}


def score_zoo(lists: Iterable[ZooList]) -> list[tuple[ZooList, ListScore]]:
    """Each list parsed and scored against its answers."""
    scored = []
    for listed in lists:
        file = f"{listed.name}.md"
        result = parse_text(listed.text, file=file)
        scored.append((listed, score_result(listed.name, file, listed.labels, result)))
    return scored


def rates(score: ListScore) -> dict[str, float | None]:
    metrics = score.metrics()
    return {key: metrics[key].rate for key in MEASURES}


def worst(score: ListScore) -> float:
    return min((rate for rate in rates(score).values() if rate is not None), default=1.0)


def grouped(scored: Sequence[tuple[ZooList, ListScore]], axis: str) -> list[tuple[str, ListScore]]:
    """The summed score of the lists for each value of the axis, worst first."""
    groups = [
        (value, total(score for listed, score in scored if listed.choices[axis] == value))
        for value in sorted({listed.choices[axis] for listed, _ in scored})
    ]
    return sorted(groups, key=lambda group: (worst(group[1]), group[0]))


def table(rows: Sequence[tuple[str, ListScore]], head: str) -> str:
    """The measures' rates, then "silent": the papers neither read nor reported unparsed (a count, never > 0)."""
    width = max([len(name) for name, _ in rows] + [len(head)])
    names = [*MEASURES.values(), "silent"]
    lines = [f"{head:<{width}} {'entries':>7} " + " ".join(f"{name:>7}" for name in names)]
    for name, score in rows:
        cells = [*("-" if rate is None else f"{rate:.3f}" for rate in rates(score).values()), score.silent_losses.count]
        lines.append(f"{name:<{width}} {score.entry_recall.total:>7} " + " ".join(f"{cell:>7}" for cell in cells))
    return "\n".join(lines)


def report(scored: Sequence[tuple[ZooList, ListScore]]) -> str:
    """The whole zoo's line, the families, then each axis's values, every table worst first."""
    parts = [table([("zoo", total(score for _, score in scored))], f"{len(scored)} lists")]
    parts.append(table(grouped(scored, "container"), "family"))
    for axis in AXES:
        if axis != "container":
            parts.append(table(grouped(scored, axis), axis))
    return "\n\n".join(parts)


def failures(scored: Sequence[tuple[ZooList, ListScore]], axis: str, value: str) -> Iterable[str]:
    for listed, score in scored:
        if listed.choices[axis] != value:
            continue
        for key, metric in score.metrics().items():
            if key in MEASURES and metric.failures:
                yield f"{listed.name} {key} {listed.choices}"
                yield from (format_failure(failure) for failure in metric.failures)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lists", type=int, default=700, help="lists in the zoo (default 700, 100 per family)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--failures", metavar="AXIS=VALUE", help="print the failures of the lists with this choice")
    parser.add_argument("--wrapped", action="store_true", help="every list that can be is hard-wrapped (WRAPS)")
    args = parser.parse_args(argv)
    scored = score_zoo(zoo(args.lists, seed=args.seed, wrapped=args.wrapped))
    if args.failures:
        axis, _, value = args.failures.partition("=")
        print("\n".join(failures(scored, axis, value)))
        return 0
    print(report(scored))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
