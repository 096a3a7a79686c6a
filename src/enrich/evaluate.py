"""`enrich eval`: score an output file against hand-verified labels (gold.jsonl; this
repository's own are src/enrich_fakes/data/gold.jsonl).

A wrong DOI is worse than a missing one, so precision counts every non-null prediction, including a value
predicted where the truth is "none" (a DOI for a USENIX paper); recall asks how much of the known truth came
out: its denominator is the entries whose value exists and was verified (a value the labeller could not confirm
is unknown, not "none", and is not scored either way). Scoring is pure; only `load_gold`, `read_records` and
`run_eval` touch files.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from enrich.ids import normalize_arxiv_id, normalize_doi
from enrich.parse.bulleted import BULLET_MARKS
from enrich.titles import normalize_title, title_key
from enrich.venues import canonical_acronym

TRAP_KINDS: tuple[str, ...] = (
    "duplicate",
    "preprint_title_differs",
    "near_identical_title",
    "journal_extension",
    "no_doi",
    "year_off",
    "listed_as_arxiv_but_published",
    "arxiv_only",
    "poster_or_workshop",
    "venue_malformed",
    "system_name_prefix",
)
SCORED_FIELDS: tuple[str, ...] = ("doi", "arxiv_id", "year", "venue", "authors", "title", "dblp_key")
# A record in these states makes no claim about the paper: its fields are not predictions.
NO_PREDICTION_STATUSES = frozenset({"ambiguous", "unresolved", "error"})
IDENTIFIER_FIELDS = ("doi", "arxiv_id")
# The resolver's contract: identifiers never wrong (a wrong DOI is worse than none), rarely missed where the truth
# is known, and few abstentions a person must clear by hand where the paper has one right answer.
MIN_IDENTIFIER_PRECISION = 1.0
MIN_IDENTIFIER_RECALL = 0.97
# Every labelled entry has one right answer (GOLD.md), so every ambiguous one counts against this share.
MAX_AMBIGUOUS_SHARE = 0.03
F_BETA = 0.5  # precision weighs more than recall, for the same reason


class EvalInputError(ValueError):
    """The output or gold file is missing or is not JSON lines: nothing can be scored (unusable input)."""


# ------------------------------------------------------------------------------------------------ gold


@dataclass(frozen=True)
class GoldEntry:
    """One hand-verified paper, identified by the list line that names it."""

    seed_file: str
    seed_line: str
    title: str
    year: int | None
    venue_acronym: str | None
    authors: tuple[str, ...] | None
    doi: str | None
    arxiv_id: str | None
    dblp_key: str | None
    traps: tuple[str, ...] = ()
    unverified_fields: frozenset[str] = frozenset()

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GoldEntry:
        authors = data.get("authors")
        return cls(
            seed_file=data["seed_file"],
            seed_line=data["seed_line"],
            title=data["title"],
            year=data.get("year"),
            venue_acronym=data.get("venue_acronym"),
            authors=tuple(authors) if authors is not None else None,
            doi=normalize_doi(data.get("doi")),
            arxiv_id=normalize_arxiv_id(data.get("arxiv_id")),
            dblp_key=data.get("dblp_key"),
            traps=tuple(data.get("traps") or ()),
            unverified_fields=frozenset(data.get("unverified_fields") or ()),
        )

    def scored_fields(self) -> tuple[str, ...]:
        """Fields whose gold value is known: an unverified value is not a truth to score against, and a dblp
        key is only scored where one was seen."""
        return tuple(
            name
            for name in SCORED_FIELDS
            if name not in self.unverified_fields and not (name == "dblp_key" and self.dblp_key is None)
        )


def load_gold(path: Path) -> list[GoldEntry]:
    return [GoldEntry.from_json(data) for data in _read_jsonl(path)]


def read_records(path: Path) -> list[dict[str, Any]]:
    """The lines of an output file (papers.jsonl) as plain dictionaries."""
    return _read_jsonl(path)


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        raise EvalInputError(f"{path} does not exist")
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as error:
            raise EvalInputError(f"{path}:{number}: not JSON ({error.msg})") from error
    return rows


# ------------------------------------------------------------------------------------------------ pairing


def seed_line_of(raw: str) -> str:
    """A list line as the labels quote it: outer whitespace and a leading bullet removed."""
    return raw.strip().lstrip(BULLET_MARKS).strip()


def pair(entry: GoldEntry, records: Sequence[Mapping[str, Any]]) -> Mapping[str, Any] | None:
    """The record whose occurrences include the entry's list line: the same line text in the same list file,
    else (when the parser quotes lines differently) an occurrence whose seed title is a word run of that line."""
    line_key = seed_line_of(entry.seed_line)
    by_title: list[tuple[int, Mapping[str, Any]]] = []
    normalized_line = f" {normalize_title(entry.seed_line)} "
    for record in records:
        for occurrence in record.get("occurrences") or ():
            if Path(str(occurrence.get("file", ""))).name != entry.seed_file:
                continue
            if seed_line_of(str(occurrence.get("raw", ""))) == line_key:
                return record
            key = title_key(str(occurrence.get("seed_title") or ""))
            if key and f" {key} " in normalized_line:
                by_title.append((len(key), record))
    return max(by_title, key=lambda item: item[0])[1] if by_title else None


# ------------------------------------------------------------------------------------------------ values


def _record_authors(record: Mapping[str, Any]) -> tuple[str, ...] | None:
    authors = record.get("authors")
    if not authors:
        return None
    return tuple(author["name"] if isinstance(author, Mapping) else str(author) for author in authors)


def _venue(value: str | None) -> str | None:
    canonical = canonical_acronym(value)
    return canonical.casefold() if canonical else None


def _year(value: Any) -> int | None:
    try:
        return int(value) if value is not None else None
    except (TypeError, ValueError):
        return None


def _text(value: Any) -> str | None:
    return str(value) if value else None


def _title(value: Any) -> str | None:
    if not value:
        return None
    return normalize_title(str(value)) or None


def _authors(names: tuple[str, ...] | None) -> tuple[str, ...] | None:
    # Names are folded like titles: sources differ on accents, case, "Hans-Arno"/"Hans Arno" and "W.D."/"W. D."
    return tuple(normalize_title(name) for name in names) if names else None


# field -> (gold value, predicted value), both in comparison form
_FIELD_VALUES: dict[str, tuple[Callable[[GoldEntry], Any], Callable[[Mapping[str, Any]], Any]]] = {
    "doi": (lambda g: g.doi, lambda r: normalize_doi(r.get("doi"))),
    "arxiv_id": (lambda g: g.arxiv_id, lambda r: normalize_arxiv_id(r.get("arxiv_id"))),
    "year": (lambda g: g.year, lambda r: _year(r.get("year"))),
    "venue": (lambda g: _venue(g.venue_acronym), lambda r: _venue(r.get("venue_acronym"))),
    "authors": (lambda g: _authors(g.authors), lambda r: _authors(_record_authors(r))),
    "title": (lambda g: _title(g.title), lambda r: _title(r.get("title"))),
    "dblp_key": (lambda g: g.dblp_key, lambda r: _text(r.get("dblp_key"))),
}


def _makes_claims(record: Mapping[str, Any] | None) -> TypeGuard[Mapping[str, Any]]:
    return record is not None and record.get("status") not in NO_PREDICTION_STATUSES


def predicted_value(name: str, record: Mapping[str, Any] | None) -> Any:
    """The record's value for a scored field in comparison form; None where the record makes no claim."""
    return _FIELD_VALUES[name][1](record) if _makes_claims(record) else None


def gold_value(name: str, entry: GoldEntry) -> Any:
    return _FIELD_VALUES[name][0](entry)


# ------------------------------------------------------------------------------------------------ report


@dataclass
class FieldScore:
    name: str
    predicted: int = 0  # non-null predictions
    correct: int = 0  # non-null predictions equal to a non-null gold value
    known: int = 0  # entries whose gold value is non-null

    @property
    def precision(self) -> float | None:
        return self.correct / self.predicted if self.predicted else None

    @property
    def recall(self) -> float | None:
        return self.correct / self.known if self.known else None

    @property
    def f_score(self) -> float | None:
        return self.f_measure(F_BETA)

    def f_measure(self, beta: float) -> float | None:
        """F-beta of precision and recall (beta 1: F1); None when either is unknown."""
        precision, recall = self.precision, self.recall
        if precision is None or recall is None or precision + recall == 0:
            return None
        beta2 = beta * beta
        return (1 + beta2) * precision * recall / (beta2 * precision + recall)


@dataclass(frozen=True)
class WrongPrediction:
    field: str
    seed_file: str
    seed_line: str
    predicted: Any
    gold: Any


@dataclass
class TrapRow:
    """Trap entries by outcome: right = status resolved with doi and arxiv_id both correct (null == null)."""

    kind: str
    right: int = 0
    ambiguous: int = 0
    wrong: int = 0  # resolved, with a wrong or missing identifier
    unresolved: int = 0  # unresolved, error, or no record for the line at all

    @property
    def total(self) -> int:
        return self.right + self.ambiguous + self.wrong + self.unresolved


@dataclass(frozen=True)
class Target:
    name: str
    value: float | None
    threshold: float
    passed: bool
    comparison: str = ">="


@dataclass
class EvalReport:
    entries: int
    paired: int
    fields: dict[str, FieldScore]
    traps: dict[str, TrapRow]
    wrong: list[WrongPrediction] = dataclasses.field(default_factory=list)
    unpaired: list[GoldEntry] = dataclasses.field(default_factory=list)
    ambiguous: int = 0  # entries the output left ambiguous

    @property
    def targets(self) -> list[Target]:
        targets = []
        for name in IDENTIFIER_FIELDS:
            score = self.fields[name]
            # No prediction at all is vacuously precise, but it recalls nothing.
            targets.append(_at_least(f"{name} precision", score.precision, MIN_IDENTIFIER_PRECISION, if_none=True))
            targets.append(_at_least(f"{name} recall", score.recall, MIN_IDENTIFIER_RECALL, if_none=False))
        trap_total = sum(row.total for row in self.traps.values())
        trap_ok = sum(row.right + row.ambiguous for row in self.traps.values())
        share = trap_ok / trap_total if trap_total else None
        targets.append(Target("trap entries right or ambiguous", share, 1.0, trap_ok == trap_total))
        ambiguous = self.ambiguous / self.entries if self.entries else None
        targets.append(
            Target(
                "entries left ambiguous",
                ambiguous,
                MAX_AMBIGUOUS_SHARE,
                ambiguous is None or ambiguous <= MAX_AMBIGUOUS_SHARE,
                "<=",
            )
        )
        return targets

    @property
    def passed(self) -> bool:
        return all(target.passed for target in self.targets)


def _at_least(name: str, value: float | None, threshold: float, *, if_none: bool) -> Target:
    return Target(name, value, threshold, value >= threshold if value is not None else if_none)


# ------------------------------------------------------------------------------------------------ scoring


def _as_dict(record: Any) -> Mapping[str, Any]:
    return record.model_dump(mode="json") if hasattr(record, "model_dump") else record


def score(records: Iterable[Any], gold: Sequence[GoldEntry]) -> EvalReport:
    """Pair every gold entry with its output record and count right, wrong and missing values."""
    rows = [_as_dict(record) for record in records]
    report = EvalReport(
        entries=len(gold),
        paired=0,
        fields={name: FieldScore(name) for name in SCORED_FIELDS},
        traps={kind: TrapRow(kind) for kind in TRAP_KINDS},
    )
    for entry in gold:
        record = pair(entry, rows)
        if record is None:
            report.unpaired.append(entry)
        else:
            report.paired += 1
        for name in entry.scored_fields():
            _count(report, name, entry, record)
        outcome = _trap_outcome(entry, record)
        report.ambiguous += outcome == "ambiguous"
        for kind in entry.traps:
            row = report.traps.setdefault(kind, TrapRow(kind))
            setattr(row, outcome, getattr(row, outcome) + 1)
    return report


def _count(report: EvalReport, name: str, entry: GoldEntry, record: Mapping[str, Any] | None) -> None:
    truth, guess = gold_value(name, entry), predicted_value(name, record)
    tally = report.fields[name]
    if truth is not None:
        tally.known += 1
    if guess is None:
        return
    tally.predicted += 1
    if guess == truth:
        tally.correct += 1
    else:
        report.wrong.append(WrongPrediction(name, entry.seed_file, entry.seed_line, guess, truth))


def _trap_outcome(entry: GoldEntry, record: Mapping[str, Any] | None) -> str:
    status = record.get("status") if record is not None else None
    if status == "ambiguous":
        return "ambiguous"
    if status != "resolved":
        return "unresolved"
    identifiers_right = all(
        predicted_value(name, record) == gold_value(name, entry)
        for name in IDENTIFIER_FIELDS
        if name not in entry.unverified_fields
    )
    return "right" if identifiers_right else "wrong"


# ------------------------------------------------------------------------------------------------ rendering


def _ratio(value: float | None) -> str:
    return f"{value:.3f}" if value is not None else "n/a"


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    widths = [max(len(str(cell)) for cell in column) for column in zip(header, *rows, strict=True)]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(str(cell).ljust(width) for cell, width in zip(cells, widths, strict=True)).rstrip()

    return [line(header), line(["-" * width for width in widths]), *(line(row) for row in rows)]


def render(report: EvalReport) -> str:
    """The report as plain text: field scores, trap outcomes, targets, then every wrong value."""
    lines = [f"gold entries: {report.entries}   paired with an output record: {report.paired}", ""]
    lines += _table(
        ["field", "predicted", "correct", "known", "precision", "recall", "F0.5"],
        [
            [
                s.name,
                str(s.predicted),
                str(s.correct),
                str(s.known),
                _ratio(s.precision),
                _ratio(s.recall),
                _ratio(s.f_score),
            ]
            for s in report.fields.values()
        ],
    )
    lines += [
        "",
        *_table(
            ["trap", "entries", "right", "ambiguous", "wrong", "unresolved"],
            [
                [r.kind, str(r.total), str(r.right), str(r.ambiguous), str(r.wrong), str(r.unresolved)]
                for r in report.traps.values()
            ],
        ),
    ]
    lines += [
        "",
        *_table(
            ["target", "value", "needed", "result"],
            [
                [t.name, _ratio(t.value), f"{t.comparison} {t.threshold}", "PASS" if t.passed else "FAIL"]
                for t in report.targets
            ],
        ),
    ]
    if report.wrong:
        lines += ["", f"wrong predictions ({len(report.wrong)}):"]
        lines += [
            f"  {w.field}: {w.seed_file}: {w.seed_line}\n    predicted {w.predicted!r}\n    gold      {w.gold!r}"
            for w in report.wrong
        ]
    if report.unpaired:
        lines += ["", f"gold entries with no output record ({len(report.unpaired)}):"]
        lines += [f"  {entry.seed_file}: {entry.seed_line}" for entry in report.unpaired]
    lines += ["", f"overall: {'PASS' if report.passed else 'FAIL'}"]
    return "\n".join(lines)


def run_eval(output_path: Path, gold_path: Path) -> tuple[EvalReport, str]:
    """Score an output file (papers.jsonl) against a gold file; the CLI prints the text."""
    report = score(read_records(output_path), load_gold(gold_path))
    return report, render(report)
