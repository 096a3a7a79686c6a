"""The entry labeller measured against the rules: leave-lists-out cross-validation over the development lists.

    python bench/tagger_cv.py [--folds 8] [-v]

The development lists (tests/data/lists, split.json) are dealt into folds by name. For each fold a model is trained
on the other folds' labelled lines plus the rendered paper records and citations of other fields with made-up
venues (enrich.parse.train_tagger; --without-fields leaves those out), and the fold's lists
are scored (tests.list_labels) three ways: (a) the rules alone, as the parse stage reads them; (b) the labeller
alone, its reading replacing the rules' title, year, venue and authors on every entry of a Markdown or text list;
(c) the combination, the labeller filling only the fields the rules leave empty on an entry without a year or a
venue (enrich.parse.tagger.completed). The scorer counts a field only where the list states it, so the table also
counts the fields (c) fills where the labelled list states none: a venue or year made up. (e) parses each list whole
with the fold's model (enrich.parse.tagger.using_model), which also reads the lines no rule reads
(enrich.parse.tagger.rescue), at several floors for the titles it cuts there; floor 1 reads none. Held-back lists are
never read. Deterministic: the same folds, the same training order.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pycrfsuite

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/ holds the generators this bench scores

from tests.list_labels import LISTS_DIR, Label, ListScore, list_file, load_labels, part_of, score_result, total  # noqa: E402

from enrich.models import Entry  # noqa: E402
from enrich.parse import ParseResult, parse_text  # noqa: E402
from enrich.parse.tagger import (  # noqa: E402
    CONFIDENCE_FLOOR,
    MAX_ENTRY_LINES,
    completed,
    fields_of,
    incomplete,
    occurrence_fields,
    read_entry,
    rules_only,
    using_model,
)
from enrich.parse.train_tagger import (  # noqa: E402
    Example,
    development_examples,
    field_examples,
    paper_records,
    rendered_examples,
    train,
    with_rules_missed,
)

FIELDS = ("entry_recall", "title_accuracy", "year_accuracy", "venue_accuracy", "authors_accuracy", "wrong_entries")
# Floors for the titles the labeller cuts from lines no rule read (enrich.parse.tagger.rescue); 1 rescues none.
RESCUE_FLOORS = (0.5, 0.7, 0.8, 0.9, 1.0)
FILLED = (("seed_year", "year"), ("seed_venue", "venue"), ("seed_authors", "authors"))
Reader = Callable[[dict[str, Any], list[str], pycrfsuite.Tagger], dict[str, Any]]


def _source_lines(lines: Sequence[str], line: int, end_line: int | None) -> list[str]:
    return list(lines[line - 1 : (end_line or line)][:MAX_ENTRY_LINES])


def _rules(occurrence: dict[str, Any], source: list[str], model: pycrfsuite.Tagger) -> dict[str, Any]:
    return {}


def _tagger_alone(occurrence: dict[str, Any], source: list[str], model: pycrfsuite.Tagger) -> dict[str, Any]:
    return occurrence_fields(read_entry("\n".join(source), fields_of(occurrence), model))


def _combined(occurrence: dict[str, Any], source: list[str], model: pycrfsuite.Tagger) -> dict[str, Any]:
    return completed(occurrence, source, model)


def _floored(floor: float) -> Reader:
    def read(occurrence: dict[str, Any], source: list[str], model: pycrfsuite.Tagger) -> dict[str, Any]:
        return completed(occurrence, source, model, floor)

    return read


def _authors_too(occurrence: dict[str, Any], source: list[str], model: pycrfsuite.Tagger) -> dict[str, Any]:
    """The first combination tried: year, venue and authors filled, no floor."""
    update = completed(occurrence, source, model, floor=0.0)
    if incomplete(fields_of(occurrence)) and not occurrence["seed_authors"]:
        tagged = read_entry("\n".join(source), fields_of(occurrence), model)
        update["seed_authors"] = list(tagged.authors)
    return update


def _rules_missed(occurrence: dict[str, Any], source: list[str], model: pycrfsuite.Tagger) -> dict[str, Any]:
    """The combination on an entry whose year and venue the rules missed: what the labeller reads on a list the
    rules were never written for, where the development lists' own rules read nearly every year and venue."""
    missed = {**occurrence, "seed_year": None, "seed_venue": None, "seed_venue_acronym": None}
    return {"seed_year": None, "seed_venue": None, "seed_venue_acronym": None, **completed(missed, source, model)}


COMBINED = f"(c) rules + labeller {CONFIDENCE_FLOOR:g}"
VARIANTS: dict[str, Reader] = {
    "(a) rules": _rules,
    "(b) labeller": _tagger_alone,
    COMBINED: _combined,
    "(c) floor 0, +authors": _authors_too,
    **{f"(c) floor {floor:g}": _floored(floor) for floor in (0.0, 0.5, 0.9, 0.95)},
    "(d) rules missed year+venue": _rules_missed,
}


def reread(result: ParseResult, file: str, lines: Sequence[str], read: Reader, model: pycrfsuite.Tagger) -> ParseResult:
    """The parse result with every non-BibTeX occurrence of the file re-read by `read`."""
    records: list[Any] = []
    for record in result.records:
        if not isinstance(record, Entry):
            records.append(record)
            continue
        occurrences = []
        for occurrence in record.occurrences:
            if occurrence.file == file and occurrence.format != "bibtex":
                update = read(
                    occurrence.model_dump(), _source_lines(lines, occurrence.line, occurrence.end_line), model
                )
                occurrence = occurrence.model_copy(update=update)
            occurrences.append(occurrence)
        records.append(record.model_copy(update={"occurrences": occurrences}))
    return ParseResult(records=records, files=result.files)


def made_up(labels: Sequence[Label], rules: ParseResult, reread_result: ParseResult) -> dict[str, int]:
    """Fields the re-reading filled on a labelled paper line where the rules left them empty and the list states
    none: what the scorer cannot see."""
    before = {o.line: o for entry in rules.entries for o in entry.occurrences}
    after = {o.line: o for entry in reread_result.entries for o in entry.occurrences}
    counts = {name: 0 for _, name in FILLED}
    for label in labels:
        if label.kind != "paper" or label.line not in before or len(label.papers) != 1:
            continue
        paper = label.papers[0]
        for key, name in FILLED:
            stated = getattr(paper, name)
            if not getattr(before[label.line], key) and getattr(after[label.line], key) and not stated:
                counts[name] += 1
    return counts


def changes(labels: Sequence[Label], rules: ParseResult, reread_result: ParseResult) -> list[str]:
    """Each field the re-reading changed on a labelled paper line: the line, what the list states, rules, new."""
    before = {o.line: o for entry in rules.entries for o in entry.occurrences}
    after = {o.line: o for entry in reread_result.entries for o in entry.occurrences}
    found = []
    for label in labels:
        if label.kind != "paper" or label.line not in before or len(label.papers) != 1:
            continue
        for key, name in (("seed_title", "title"), *FILLED):
            old, new = getattr(before[label.line], key), getattr(after[label.line], key)
            if old != new:
                stated = getattr(label.papers[0], name)
                found.append(f"{label.list}:{label.line} {name}: list {stated!r}, rules {old!r}, now {new!r}")
    return found


def cross_validate(
    folds: int, verbose: bool, *, fields: bool = True
) -> tuple[dict[str, ListScore], dict[str, dict[str, int]]]:
    labels = load_labels()
    names = [name for name in sorted(labels) if part_of(name) == "development"]
    examples: dict[str, list[Example]] = {name: development_examples([name]) for name in names}
    rendered = rendered_examples(paper_records()) + (field_examples() if fields else [])
    scores: dict[str, list[ListScore]] = {variant: [] for variant in VARIANTS}
    scores.update({f"(e) (c) + rescue {floor:g}": [] for floor in RESCUE_FLOORS})
    invented: dict[str, dict[str, int]] = {variant: {name: 0 for _, name in FILLED} for variant in VARIANTS}
    with tempfile.TemporaryDirectory() as folder:
        for fold in range(folds):
            left_out = names[fold::folds]
            training = [example for name in names if name not in left_out for example in examples[name]]
            model_path = Path(folder) / f"fold{fold}.crfsuite"
            train(with_rules_missed(training + rendered), model_path)
            model = pycrfsuite.Tagger()
            model.open(str(model_path))
            for name in left_out:
                path = list_file(name)
                file = path.relative_to(LISTS_DIR).as_posix()
                text = path.read_text(encoding="utf-8")
                lines = text.split("\n")
                with rules_only():
                    rules = parse_text(text, file=file)
                for floor in RESCUE_FLOORS:
                    with using_model(model, rescue_floor=floor):
                        rescued = parse_text(text, file=file)
                    scores[f"(e) (c) + rescue {floor:g}"].append(score_result(name, file, labels[name], rescued))
                for variant, read in VARIANTS.items():
                    result = reread(rules, file, lines, read, model)
                    scores[variant].append(score_result(name, file, labels[name], result))
                    for field, count in made_up(labels[name], rules, result).items():
                        invented[variant][field] += count
                    if verbose and variant == COMBINED:
                        print("\n".join(changes(labels[name], rules, result)))
            if verbose:
                print(f"fold {fold + 1}/{folds}: {', '.join(left_out)}", flush=True)
    for variant in scores:
        invented.setdefault(variant, {name: 0 for _, name in FILLED})
    return {variant: total(found) for variant, found in scores.items()}, invented


def table(totals: dict[str, ListScore], invented: dict[str, dict[str, int]]) -> str:
    head = f"{'reading':<26}" + "".join(f"{name.split('_')[0]:>16}" for name in FIELDS) + f"{'made up (y/v/a)':>18}"
    rows = [head, "-" * len(head)]
    for variant, summed in totals.items():
        cells = []
        for name in FIELDS:
            metric = summed.metrics()[name]
            cells.append(f"{metric.count}/{metric.total} {metric.rate or 0:.3f}")
        made = invented[variant]
        rows.append(
            f"{variant:<26}"
            + "".join(f"{cell:>16}" for cell in cells)
            + (f"{made['year']:>8}/{made['venue']}/{made['authors']}" if variant in VARIANTS else f"{'-':>8}")
        )
    return "\n".join(rows)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folds", type=int, default=8, help="folds of development lists (default 8)")
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="print each fold's lists and the fields (c) changes"
    )
    parser.add_argument(
        "--without-fields", action="store_true", help="train without the citations of other fields (made-up venues)"
    )
    args = parser.parse_args(argv)
    totals, invented = cross_validate(args.folds, args.verbose, fields=not args.without_fields)
    print(table(totals, invented))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
