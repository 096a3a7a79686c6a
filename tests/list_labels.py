"""Score the parse stage against the hand-labelled line samples of the real reading lists (tests/data/lists).

The labels (labels/README.md says what each field means) are a random sample of lines per list, so every figure
here is a ratio over sampled lines: how many labelled papers the parser starts an entry on, how many it reads
right, and how many non-paper lines it wrongly takes for papers or reports as unparsed. Totals are sums of
numerators and denominators, so a list with more sampled papers weighs more, as it would in a real run.

Run ``python -m tests.list_labels [names...] [-v]`` for the table (and, with -v, every failure).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Literal

from rapidfuzz.fuzz import ratio

from enrich.models import Entry, Occurrence
from enrich.parse import ParseResult, parse_text
from enrich.venues import canonical_acronym

LISTS_DIR = Path(__file__).resolve().parent / "data" / "lists"
KINDS = {"paper", "continuation", "description", "heading", "toc", "badge_or_meta", "other"}
NON_PAPER_KINDS = KINDS - {"paper"}  # continuation included: it must not start an entry either

SPLIT_FILE = LISTS_DIR / "split.json"
Part = Literal["development", "held-back"]
PARTS: tuple[Part, ...] = ("development", "held-back")

Op = Literal[">=", "<=", "=="]
# What tests/test_lists.py holds the totals to; "==" compares the count (silent losses), the others the rate.
TARGETS: dict[str, tuple[Op, float]] = {
    "entry_recall": (">=", 0.95),
    "silent_losses": ("==", 0),
    "title_accuracy": (">=", 0.95),
    "year_accuracy": (">=", 0.98),
    "venue_accuracy": (">=", 0.98),
    "link_recall": (">=", 0.98),
    "id_accuracy": (">=", 0.98),
    "nonpaper_as_paper": ("<=", 0.01),
    "unparsed_noise": ("<=", 0.02),
}


# What the held-back part is held to (issue targets for lists no rule was written on); "wrong_entries" is
# non-paper lines that start an entry per sampled line.
HELD_BACK_TARGETS: dict[str, tuple[Op, float]] = {
    "entry_recall": (">=", 0.97),
    "silent_losses": ("==", 0),
    "wrong_entries": ("<=", 0.01),
    "title_accuracy": (">=", 0.97),
    "year_accuracy": (">=", 0.98),
    "venue_accuracy": (">=", 0.95),
    "id_accuracy": (">=", 0.97),
}

# What the development part as a whole (118 lists, tests/data/lists/split.json) is held to in tests/test_lists.py: the
# held-back part's targets, with identifiers at what the lists measure (an arXiv DataCite DOI is kept as the arXiv
# id, never as the DOI; a row naming two papers keeps neither's id), and links and unparsed noise held too.
DEVELOPMENT_TARGETS: dict[str, tuple[Op, float]] = {
    **HELD_BACK_TARGETS,
    "id_accuracy": (">=", 0.96),
    "link_recall": (">=", 0.97),
    "unparsed_noise": ("<=", 0.02),
}


def part_of(name: str, split_file: Path = SPLIT_FILE) -> Part:
    """The list's part of the split (split.json says how it was drawn): fixed by the seed and the name alone, so a
    list keeps its part as lists are added. Lists an earlier seed held back are named under "held_back", so that a
    new seed, drawn for lists labelled later, cannot move them into development."""
    split = json.loads(split_file.read_text(encoding="utf-8"))
    if name in split["development"]:
        return "development"
    if name in split.get("held_back", ()):
        return "held-back"
    digest = hashlib.sha256(f"{split['seed']}:{name}".encode()).hexdigest()
    return "held-back" if int(digest, 16) % 2 == 0 else "development"


# ------------------------------------------------------------------------------------------------ labels


@dataclass(frozen=True)
class Paper:
    """One labelled paper: a paper line's own fields, or one of its ``more_entries``."""

    title: str | None
    year: int | None
    venue: str | None
    authors: list[str] | None
    links: list[str]  # URLs only: the parser's link kinds are not scored here
    doi: str | None
    arxiv_id: str | None

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Paper:
        return cls(
            data["title"],
            data["year"],
            data["venue"],
            data["authors"],
            [link["url"] for link in data["links"]],
            data["doi"],
            data["arxiv_id"],
        )


@dataclass(frozen=True)
class Label:
    list: str
    line: int
    text: str
    kind: str
    notes: str
    entry_lines: list[int]
    papers: list[Paper]  # the line's paper, then more_entries; a continuation repeats its entry's fields

    @property
    def unsure(self) -> bool:
        """`other` lines the labeller could not decide: never scored strictly (labels/README.md)."""
        return self.kind == "other" and "unsure" in self.notes.casefold()

    @property
    def entry_line(self) -> int:
        """The first line of the entry a continuation belongs to ("of N" in its notes)."""
        found = re.search(r"\bof (\d+)\b", self.notes)
        return int(found.group(1)) if found else self.entry_lines[0]

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Label:
        if data["kind"] not in KINDS:
            raise ValueError(f"{data['list']} line {data['line']}: unknown kind {data['kind']!r}")
        papers = [Paper.from_json(data)] + [Paper.from_json(extra) for extra in data.get("more_entries", [])]
        return cls(
            data["list"],
            data["line"],
            data["text"],
            data["kind"],
            data.get("notes") or "",
            data.get("entry_lines") or [data["line"]],
            papers,
        )


def load_labels(root: Path = LISTS_DIR) -> dict[str, list[Label]]:
    """Every labels/*.jsonl (others keep adding lists), grouped by the records' `list` name, in line order."""
    labels: dict[str, list[Label]] = {}
    for path in sorted((root / "labels").glob("*.jsonl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip():
                try:
                    label = Label.from_json(json.loads(line))
                except (KeyError, ValueError) as error:
                    raise ValueError(f"{path.name}:{number}: {error}") from error
                labels.setdefault(label.list, []).append(label)
    return {name: sorted(found, key=lambda label: label.line) for name, found in labels.items()}


def list_file(name: str, root: Path = LISTS_DIR) -> Path:
    """The folder's one list file (README.md, a .bib, a .txt): everything but PROVENANCE and hidden files."""
    folder = root / name
    candidates = (
        [
            path
            for path in folder.iterdir()
            if path.is_file() and not path.name.startswith(".") and not path.stem.upper().startswith("PROVENANCE")
        ]
        if folder.is_dir()
        else []
    )
    if len(candidates) != 1:
        raise FileNotFoundError(
            f"labels name list {name!r}, but {folder} holds {len(candidates)} list files "
            f"({', '.join(sorted(path.name for path in candidates)) or 'none'})"
        )
    return candidates[0]


# ------------------------------------------------------------------------------------------------ scores


@dataclass(frozen=True)
class Failure:
    list: str
    line: int
    text: str  # the labelled line as written
    expected: str
    got: str


@dataclass
class Metric:
    """count of total; for accuracies count is the hits and failures the misses, for error rates (silent losses,
    non-paper lines taken, unparsed noise) count is the errors and failures the same errors."""

    count: int = 0
    total: int = 0
    failures: list[Failure] = field(default_factory=list)

    @property
    def rate(self) -> float | None:
        return self.count / self.total if self.total else None

    def add(self, counted: bool, failure: Failure, *, error_metric: bool = False) -> None:
        """One scored item; its failure is kept when it is a miss (or, for an error metric, when it is counted)."""
        self.total += 1
        self.count += counted
        if counted == error_metric:
            self.failures.append(failure)


@dataclass
class ListScore:
    name: str
    file: str
    entry_recall: Metric = field(default_factory=Metric)  # labelled papers (with more_entries) found
    silent_losses: Metric = field(default_factory=Metric)  # labelled papers neither found nor reported unparsed
    title_accuracy: Metric = field(default_factory=Metric)
    year_accuracy: Metric = field(default_factory=Metric)
    venue_accuracy: Metric = field(default_factory=Metric)
    authors_accuracy: Metric = field(default_factory=Metric)
    link_recall: Metric = field(default_factory=Metric)
    id_accuracy: Metric = field(default_factory=Metric)  # per identifier (DOI, arXiv id) compared
    nonpaper_as_paper: Metric = field(default_factory=Metric)  # non-paper lines (continuations too) starting one
    continuation_as_entry: Metric = field(default_factory=Metric)  # the continuation part of the above
    unparsed_noise: Metric = field(default_factory=Metric)  # non-paper lines reported as unparsed
    continuation_parent_found: Metric = field(default_factory=Metric)  # informational: "of N" has an entry at N
    wrong_entries: Metric = field(default_factory=Metric)  # non-paper lines starting an entry, per sampled line

    def metrics(self) -> dict[str, Metric]:
        return {item.name: getattr(self, item.name) for item in fields(self) if item.type in ("Metric", Metric)}


ERROR_METRICS = {"silent_losses", "nonpaper_as_paper", "continuation_as_entry", "unparsed_noise", "wrong_entries"}


def normalise_title(title: str | None) -> str:
    """Case, punctuation and spacing are not what a title check is about (labels/README.md)."""
    return "".join(char for char in unicodedata.normalize("NFKC", title or "").casefold() if char.isalnum())


def _venue_key(venue: str | None) -> str | None:
    """The table's acronym (PVLDB is VLDB there), casefolded; a venue the table lacks is compared tidied up."""
    canonical = canonical_acronym(venue)
    return canonical.casefold() if canonical else None


def _authors_key(authors: Sequence[str]) -> list[str]:
    return [" ".join(author.split()).casefold() for author in authors]


def _same_url(a: str, b: str | None) -> bool:
    return b is not None and (a == b or a.rstrip("/") == b.rstrip("/"))


Listed = tuple[Occurrence, Entry]


def _assign(papers: Sequence[Paper], listed: Sequence[Listed]) -> list[Listed | None]:
    """Each labelled paper of a line gets the occurrence on that line whose title fits it best, one each."""
    pairs = sorted(
        (
            (ratio(normalise_title(paper.title), normalise_title(occurrence.seed_title)), p, o)
            for p, paper in enumerate(papers)
            for o, (occurrence, _) in enumerate(listed)
        ),
        reverse=True,
    )
    assigned: list[Listed | None] = [None] * len(papers)
    used: set[int] = set()
    for _, p, o in pairs:
        if assigned[p] is None and o not in used:
            assigned[p] = listed[o]
            used.add(o)
    return assigned


def score_result(name: str, file: str, labels: Iterable[Label], result: ParseResult) -> ListScore:
    """Score one list's parse; pure, so the scorer itself can be tested on a hand-made result."""
    list_labels = list(labels)
    starts: dict[int, list[Listed]] = {}
    for entry in result.entries:
        for occurrence in entry.occurrences:
            if occurrence.file == file:
                starts.setdefault(occurrence.line, []).append((occurrence, entry))
    unparsed = {record.line: record.reason for record in result.unparsed if record.file == file}
    score = ListScore(name, file)
    links_seen: set[tuple[str, str]] = set()  # (entry id, url): a continuation repeats its entry's links

    def failure(label: Label, expected: object, got: object) -> Failure:
        return Failure(name, label.line, label.text, str(expected), str(got))

    def score_links(label: Label, paper: Paper, entry: Entry) -> None:
        urls = [link.url for link in entry.links]
        for url in paper.links:
            if (entry.id, url) not in links_seen:
                links_seen.add((entry.id, url))
                score.link_recall.add(any(_same_url(url, got) for got in urls), failure(label, url, urls))

    for label in list_labels:
        here = starts.get(label.line, [])
        if label.kind == "paper":
            for paper, found in zip(label.papers, _assign(label.papers, here), strict=True):
                got_nothing = f"unparsed: {unparsed[label.line]}" if label.line in unparsed else "no entry"
                score.entry_recall.add(found is not None, failure(label, paper.title, got_nothing))
                score.silent_losses.add(
                    found is None and label.line not in unparsed,
                    failure(label, paper.title, "no entry, no unparsed record"),
                    error_metric=True,
                )
                if found is None:
                    continue
                occurrence, entry = found
                if paper.title is not None:
                    score.title_accuracy.add(
                        normalise_title(paper.title) == normalise_title(occurrence.seed_title),
                        failure(label, paper.title, occurrence.seed_title),
                    )
                if paper.year is not None:
                    score.year_accuracy.add(
                        paper.year == occurrence.seed_year, failure(label, paper.year, occurrence.seed_year)
                    )
                if paper.venue is not None:
                    got_venue = occurrence.seed_venue_acronym or occurrence.seed_venue
                    score.venue_accuracy.add(
                        _venue_key(paper.venue) == _venue_key(got_venue), failure(label, paper.venue, got_venue)
                    )
                if paper.authors is not None:
                    score.authors_accuracy.add(
                        _authors_key(paper.authors) == _authors_key(occurrence.seed_authors),
                        failure(label, paper.authors, occurrence.seed_authors),
                    )
                score_links(label, paper, entry)
                same_doi = (paper.doi or "").casefold() == (entry.doi or "").casefold()
                for expected, got, same in (
                    (paper.doi, entry.doi, same_doi),
                    (paper.arxiv_id, entry.arxiv_id, paper.arxiv_id == entry.arxiv_id),
                ):
                    if expected is not None or got is not None:
                        score.id_accuracy.add(same, failure(label, expected, got))
            continue
        if label.kind == "continuation":
            parent = _assign(label.papers[:1], starts.get(label.entry_line, []))[0]
            score.continuation_parent_found.add(
                parent is not None, failure(label, f"an entry at line {label.entry_line}", "none")
            )
            if parent is not None:
                score_links(label, label.papers[0], parent[1])
            score.continuation_as_entry.add(
                bool(here), failure(label, "no entry", [o.seed_title for o, _ in here]), error_metric=True
            )
        if label.unsure:
            continue
        score.nonpaper_as_paper.add(
            bool(here), failure(label, f"no entry ({label.kind})", [o.seed_title for o, _ in here]), error_metric=True
        )
        score.unparsed_noise.add(
            label.line in unparsed,
            failure(label, f"nothing ({label.kind})", f"unparsed: {unparsed.get(label.line)}"),
            error_metric=True,
        )
    wrong = score.nonpaper_as_paper
    score.wrong_entries = Metric(wrong.count, len(list_labels), list(wrong.failures))
    return score


def score_list(name: str, labels: Iterable[Label], root: Path = LISTS_DIR) -> ListScore:
    path = list_file(name, root)
    file = path.relative_to(root).as_posix()
    return score_result(name, file, labels, parse_text(path.read_text(encoding="utf-8"), file=file))


def total(scores: Iterable[ListScore]) -> ListScore:
    """Sums of numerators and denominators over the lists, failures concatenated."""
    summed = ListScore("TOTAL", "")
    for score in scores:
        for key, metric in score.metrics().items():
            into = getattr(summed, key)
            into.count += metric.count
            into.total += metric.total
            into.failures.extend(metric.failures)
    return summed


def score_all(
    names: Sequence[str] = (), root: Path = LISTS_DIR, part: Part | None = None
) -> tuple[list[ListScore], ListScore]:
    """(one score per labelled list, or per named list, or per list of one part of the split, and their total)."""
    labels = load_labels(root)
    unknown = sorted(set(names) - set(labels))
    if unknown:
        raise KeyError(f"no labels for {', '.join(unknown)}; labelled lists: {', '.join(sorted(labels))}")
    chosen = names or [name for name in sorted(labels) if part is None or part_of(name) == part]
    scores = [score_list(name, labels[name], root) for name in chosen]
    return scores, total(scores)


def meets(key: str, metric: Metric, targets: dict[str, tuple[Op, float]] = TARGETS) -> bool:
    op, target = targets[key]
    if op == "==":
        return metric.count == target
    return metric.rate is None or (metric.rate >= target if op == ">=" else metric.rate <= target)


# ------------------------------------------------------------------------------------------------ command line

SHORT = {
    "entry_recall": "recall",
    "silent_losses": "silent",
    "title_accuracy": "title",
    "year_accuracy": "year",
    "venue_accuracy": "venue",
    "authors_accuracy": "authors",
    "link_recall": "links",
    "id_accuracy": "ids",
    "nonpaper_as_paper": "nonpap",
    "continuation_as_entry": "cont",
    "unparsed_noise": "noise",
    "continuation_parent_found": "parent",
    "wrong_entries": "wrong",
}


def format_failure(failure: Failure, width: int = 100) -> str:
    text = failure.text.strip()
    text = text if len(text) <= width else text[: width - 1] + "…"
    return f"  line {failure.line}: {text}\n      expected: {failure.expected}\n      got:      {failure.got}"


def _verdict(key: str, metric: Metric, targets: dict[str, tuple[Op, float]]) -> str:
    """A dash where nothing was measured: an empty part meets no target."""
    if metric.total == 0:
        return "-"
    return "yes" if meets(key, metric, targets) else "NO"


def table(
    scores: Sequence[ListScore],
    summed: ListScore,
    targets: dict[str, tuple[Op, float]] = TARGETS,
    *,
    per_list: bool = True,
) -> str:
    """The part's table: a row per list (unless per_list is False: the totals alone), then its totals."""
    keys = list(SHORT)
    width = max([len(score.name) for score in scores] + [6])
    head = f"{'list':<{width}} " + " ".join(f"{SHORT[key]:>9}" for key in keys)

    def row(name: str, cells: Iterable[str]) -> str:
        return f"{name:<{width}} " + " ".join(f"{cell:>9}" for cell in cells)

    lines = [head, "-" * len(head)]
    if per_list:
        lines += [row(score.name, (f"{m.count}/{m.total}" for m in score.metrics().values())) for score in scores]
    lines.append("-" * len(head))
    lines.append(row("TOTAL", (f"{m.count}/{m.total}" for m in summed.metrics().values())))
    lines.append(row("rate", ("-" if m.rate is None else f"{m.rate:.1%}" for m in summed.metrics().values())))
    lines.append(row("target", (f"{targets[k][0]}{targets[k][1]:g}" if k in targets else "" for k in keys)))
    lines.append(
        row(
            "meets",
            (_verdict(k, m, targets) if k in targets else "" for k, m in summed.metrics().items()),
        )
    )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.list_labels", description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="lists to score (default: every labelled list)")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every failure")
    parser.add_argument(
        "--part",
        choices=PARTS,
        help="one part of the split (tests/data/lists/split.json); without names or --part, both parts are scored "
        "and printed apart, the held-back part by its totals alone and failures (-v) for the development part only: "
        "rules are not tuned on held-back lists",
    )
    args = parser.parse_args(argv)
    parts: Sequence[Part | None] = [args.part] if args.names or args.part else PARTS
    for part in parts:
        try:
            scores, summed = score_all(args.names, part=part)
        except (KeyError, FileNotFoundError) as error:
            parser.error(str(error).strip("'\""))
        if part and not scores:
            print(f"\n{part} part: no lists (split.json names every labelled list development)")
            continue
        if part:
            print(f"\n{part} part ({len(scores)} lists)")
        targets = {"held-back": HELD_BACK_TARGETS, "development": DEVELOPMENT_TARGETS}.get(part or "", TARGETS)
        # Scored with the rest, the held-back part shows its totals alone: a list's own row, diffed around a change,
        # tells of its shape as its lines would. Asked for by name (--part held-back), it shows its rows.
        asked = part != "held-back" or args.part == "held-back"
        print(table(scores, summed, targets, per_list=asked))
        if args.verbose and asked:
            _print_failures(scores)
    return 0


def _print_failures(scores: Sequence[ListScore]) -> None:
    for score in scores:
        for key, metric in score.metrics().items():
            if metric.failures:
                print(f"\n{score.name} ({score.file}) {key}: {len(metric.failures)}")
                print("\n".join(format_failure(failure) for failure in metric.failures))


if __name__ == "__main__":
    raise SystemExit(main())
