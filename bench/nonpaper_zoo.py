"""How the parse stage reads the lines of the mixed zoo (tests/nonpaper_zoo.py) that are not papers: precision.

Run: python bench/nonpaper_zoo.py [--lists N] [--seed S] [--failures KIND]
Prints, for the whole mixed zoo, then per kind of non-paper line ("software", "course", "note"), per container
(the list's family) and per placement (among the papers, in a section of their own, the page's top and bottom), how
many non-paper lines start an entry ("taken", the list scorer's nonpaper_as_paper) and how many are reported
unparsed ("noise"), worst first; and the entry recall and title accuracy of the papers in the same lists, so a rule
that drops non-papers shows what it costs the papers. ``--failures software`` prints the lines of that kind taken
as entries, with the title the parser read.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/ holds the zoo and the list scorer

from tests.list_labels import Label, ListScore, format_failure, score_result, total  # noqa: E402
from tests.nonpaper_zoo import fine_kind, mixed_zoo, placement  # noqa: E402
from tests.shape_zoo import ZooList  # noqa: E402

from enrich.parse import ParseResult, parse_text  # noqa: E402

Parsed = tuple[ZooList, ParseResult]


def parse_zoo(lists: Iterable[ZooList]) -> list[Parsed]:
    return [(listed, parse_text(listed.text, file=f"{listed.name}.md")) for listed in lists]


def score_where(parsed: Sequence[Parsed], keep: Callable[[ZooList, Label], bool]) -> ListScore:
    """The summed score of the labels the filter keeps, each list scored against its own parse."""
    return total(
        score_result(
            listed.name, f"{listed.name}.md", [label for label in listed.labels if keep(listed, label)], result
        )
        for listed, result in parsed
    )


def _non_paper(label: Label) -> bool:
    return label.kind != "paper"


def precision_rows(parsed: Sequence[Parsed], group: Callable[[ZooList, Label], str]) -> list[tuple[str, ListScore]]:
    """Per value of the grouping, the non-paper lines' score, worst (most taken) first."""
    values = sorted({group(listed, label) for listed, _ in parsed for label in listed.labels if _non_paper(label)})
    rows = [
        (value, score_where(parsed, lambda listed, label, v=value: _non_paper(label) and group(listed, label) == v))
        for value in values
    ]
    return sorted(rows, key=lambda row: (-(row[1].nonpaper_as_paper.rate or 0), row[0]))


def _rate(count: int, whole: int) -> str:
    return f"{count / whole:.3f}" if whole else "-"


def precision_table(rows: Sequence[tuple[str, ListScore]], head: str) -> str:
    width = max([len(name) for name, _ in rows] + [len(head)])
    lines = [f"{head:<{width}} {'lines':>6} {'taken':>6} {'rate':>6} {'noise':>6} {'rate':>6}"]
    for name, score in rows:
        taken, noise = score.nonpaper_as_paper, score.unparsed_noise
        lines.append(
            f"{name:<{width}} {taken.total:>6} {taken.count:>6} {_rate(taken.count, taken.total):>6} "
            f"{noise.count:>6} {_rate(noise.count, noise.total):>6}"
        )
    return "\n".join(lines)


def papers_line(parsed: Sequence[Parsed]) -> str:
    papers = score_where(parsed, lambda listed, label: label.kind == "paper")
    recall, title = papers.entry_recall, papers.title_accuracy
    return (
        f"papers in the same lists: {recall.total} entries, recall {_rate(recall.count, recall.total)}, "
        f"title {_rate(title.count, title.total)}"
    )


def report(parsed: Sequence[Parsed]) -> str:
    whole = [("mixed zoo", score_where(parsed, lambda listed, label: _non_paper(label)))]
    parts = [precision_table(whole, f"{len(parsed)} lists"), papers_line(parsed)]
    parts.append(precision_table(precision_rows(parsed, lambda listed, label: fine_kind(label)), "kind"))
    parts.append(precision_table(precision_rows(parsed, lambda listed, label: listed.family), "container"))
    parts.append(precision_table(precision_rows(parsed, lambda listed, label: placement(label)), "placement"))
    return "\n\n".join(parts)


def failures(parsed: Sequence[Parsed], kind: str) -> Iterable[str]:
    score = score_where(parsed, lambda listed, label: _non_paper(label) and fine_kind(label) == kind)
    for metric in (score.nonpaper_as_paper, score.unparsed_noise):
        yield from (format_failure(failure, width=160) for failure in metric.failures)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lists", type=int, default=280, help="lists in the mixed zoo (default 280, 40 per family)")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--failures", metavar="KIND", help="print the lines of this kind taken or unparsed")
    args = parser.parse_args(argv)
    parsed = parse_zoo(mixed_zoo(args.lists, seed=args.seed))
    print("\n".join(failures(parsed, args.failures)) if args.failures else report(parsed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
