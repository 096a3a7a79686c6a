"""How often the title read is the title written, per citation style, over records rendered the way
tests/test_parse_cited_titles.py renders them (its fourteen styles and six containers).

    PYTHONPATH=src:. python bench/cited_titles.py [--records 60] [--seed 29]

Deterministic for a seed: the same records in the same layouts, so two versions of the parser can be compared.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/ holds the generators this bench scores

from tests.test_parse_cited_titles import (  # noqa: E402
    _ACRONYMS,
    _ADJECTIVES,
    _GIVEN,
    _NOUNS,
    _SURNAMES,
    _VENUES,
    CONTAINERS,
    STYLES,
    Record,
    laid_out,
    title_read,
)

from enrich.titles import normalize_title  # noqa: E402

_TITLE_TEMPLATES = (
    "{a} {n} for {a2} {n2}",
    "On the {n} of {a} {n2}",
    "{x}: {a} {n} for {n2}",
    "{x}: a {a} Approach to {n}",
    "Do {a} {n} Help? Evidence from {a2} {n2}",
    "Are {a} {n} All You Need?",
    'Why "{a}" {n} Fail: A Study of {n2}',
    "{x} {n} with {a} on {n2}",
)


def _record(rng: random.Random) -> Record:
    surnames = rng.sample(_SURNAMES, rng.randint(1, 4))
    title = rng.choice(_TITLE_TEMPLATES).format(
        a=rng.choice(_ADJECTIVES),
        a2=rng.choice(_ADJECTIVES),
        n=rng.choice(_NOUNS),
        n2=rng.choice(_NOUNS),
        x=rng.choice(_ACRONYMS),
    )
    authors = tuple((rng.choice(_GIVEN), surname) for surname in surnames)
    return Record(authors, title, rng.choice(_VENUES), rng.randint(1990, 2025))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=60)
    parser.add_argument("--seed", type=int, default=29)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    records = [_record(rng) for _ in range(args.records)]
    right: Counter[str] = Counter()
    tried: Counter[str] = Counter()
    for style in STYLES:
        for record in records:
            for container in CONTAINERS:
                text = laid_out(record, style, container)
                if text is None:
                    continue
                read = title_read(text)
                tried[style] += 1
                right[style] += read is not None and normalize_title(read) == normalize_title(record.title)
    for style in STYLES:
        print(f"{style:22} {right[style] / tried[style]:.3f} ({right[style]}/{tried[style]})")
    total_right, total = sum(right.values()), sum(tried.values())
    print(f"{'all':22} {total_right / total:.3f} ({total_right}/{total})")


if __name__ == "__main__":
    main()
