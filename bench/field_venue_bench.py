"""Venue and year accuracy per citation style on generated citations of other fields (made-up venues).

Run: python bench/field_venue_bench.py [--lines N] [--seed S] [--show STYLE]
Prints, per style, the share of lines whose venue and year the parse stage reads right, and how many it reads
wrong (a wrong venue is worse than a missing one). --show prints one style's misread lines.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/ holds the generators this bench scores

from tests.field_venues import failures, score_styles  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=int, default=200, help="citations per style")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", help="print this style's misread lines")
    args = parser.parse_args()
    if args.show:
        print("\n".join(failures(args.show, args.lines, args.seed)))
        return
    print(f"{'style':<18}{'venue':>8}{'wrong':>7}{'year':>8}{'wrong':>7}")
    scores = score_styles(args.lines, args.seed)
    for score in scores:
        print(
            f"{score.style:<18}{score.venue_right / score.lines:>8.3f}{score.venue_wrong:>7}"
            f"{score.year_right / score.lines:>8.3f}{score.year_wrong:>7}"
        )
    lines = sum(score.lines for score in scores)
    venue = sum(score.venue_right for score in scores) / lines
    year = sum(score.year_right for score in scores) / lines
    wrong = sum(score.venue_wrong for score in scores)
    print(f"{'all':<18}{venue:>8.3f}{wrong:>7}{year:>8.3f}{sum(s.year_wrong for s in scores):>7}")


if __name__ == "__main__":
    main()
