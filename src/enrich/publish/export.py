"""The export stage: output/papers.jsonl and its schema, BibTeX, CSV, the run report (JSON, Markdown, HTML) and the
history of run counts behind the report's trend plot; `enrich validate`.

Every output is rendered in memory first and only then written, each file atomically, so a failure at any point
leaves yesterday's files whole. Outputs are deterministic (same papers, same bytes) so that a diff between two
runs shows what changed in the data and nothing else.
"""

from __future__ import annotations

import csv
import io
import json
import re
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, get_args

from pydantic import BaseModel, ValidationError
from pydantic_core import to_jsonable_python

from enrich.files import write_atomic
from enrich.ids import is_valid_arxiv_id, is_valid_dblp_key, is_valid_doi
from enrich.models import SCHEMA_VERSION, ExportedPaper, LinkedPaper, Status, Unparsed
from enrich.publish.history import HISTORY_FILE, read_history, with_run
from enrich.publish.html import render_html
from enrich.publish.markdown import render_markdown
from enrich.publish.report import RunInfo, build_report, location, reported_dead_links
from enrich.publish.report_model import report_json_value
from enrich.venues import venue_for_acronym

PAPERS_FILE = "papers.jsonl"
SCHEMA_FILE = "schema.json"
BIBTEX_FILE = "papers.bib"
CSV_FILE = "papers.csv"
REPORT_JSON_FILE = "report.json"
REPORT_MD_FILE = "report.md"
REPORT_HTML_FILE = "report.html"
SCHEMA_ID = f"urn:enrich:schema:papers:{SCHEMA_VERSION}"


class OutputFormatError(ValueError):
    """A papers.jsonl that this version of enrich cannot read (invalid lines or an incompatible schema_version)."""


@dataclass(frozen=True)
class ExportResult:
    files: list[Path]
    counts: dict[Status, int]  # papers by status


# ------------------------------------------------------------------------------------------------ the export


def export(
    papers: Sequence[LinkedPaper],
    out_dir: Path,
    run: RunInfo,
    previous: Sequence[ExportedPaper] | None,
    *,
    unparsed: Sequence[Unparsed] = (),
    skipped: Mapping[str, Mapping[str, int]] | None = None,
) -> ExportResult:
    """Write every output file for ``papers`` (in the order given); ``previous`` is the last run's papers.jsonl;
    ``unparsed`` the list lines the parse stage could not read and ``skipped`` its counts of lines that hold no
    entry, by file and reason, which only the report can show."""
    exported = [to_exported(paper) for paper in papers]
    _require_unique_ids(exported)
    report = build_report(exported, run, previous, unparsed=unparsed, skipped=skipped)
    history = with_run(read_history(Path(out_dir) / HISTORY_FILE), report)
    contents = {
        SCHEMA_FILE: schema_json(),
        PAPERS_FILE: papers_jsonl(exported),
        BIBTEX_FILE: bibtex(exported),
        CSV_FILE: papers_csv(exported),
        REPORT_JSON_FILE: json_text(report_json_value(report), indent=2),
        REPORT_MD_FILE: render_markdown(report),
        REPORT_HTML_FILE: render_html(report, exported, history),
        HISTORY_FILE: "".join(json_text(line) for line in history),  # last: a run counts once its report is out
    }
    written = []
    for name, text in contents.items():
        write_atomic(Path(out_dir) / name, text)
        written.append(Path(out_dir) / name)
    return ExportResult(files=written, counts=report.counts.by_status)


def to_exported(paper: LinkedPaper) -> ExportedPaper:
    """The output record: current schema_version, map keys sorted, blank optional strings turned into null."""
    return ExportedPaper.model_validate({**_plain(paper), "schema_version": SCHEMA_VERSION})


def _require_unique_ids(papers: Sequence[ExportedPaper]) -> None:
    seen: set[str] = set()
    for paper in papers:
        if paper.id in seen:
            raise ValueError(f"paper id {paper.id} appears twice; the resolve stage must merge duplicates")
        seen.add(paper.id)


def _plain(value: Any, nullable: bool = False) -> Any:
    """JSON values in a fixed order: model fields as declared (id first), free-form maps sorted by key."""
    if isinstance(value, BaseModel):
        fields = type(value).model_fields
        return {name: _plain(getattr(value, name), _is_nullable(info.annotation)) for name, info in fields.items()}
    if isinstance(value, dict):
        return {str(key): _plain(value[key]) for key in sorted(value, key=str)}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if nullable and isinstance(value, str) and not value.strip():
        return None
    return to_jsonable_python(value)


def _is_nullable(annotation: Any) -> bool:
    return type(None) in get_args(annotation)


def json_text(value: Any, *, indent: int | None = None) -> str:
    """The one JSON spelling of every output: fixed separators, UTF-8 as is, no NaN, newline at the end."""
    separators = (",", ": ") if indent else (",", ":")
    return json.dumps(value, ensure_ascii=False, indent=indent, separators=separators, allow_nan=False) + "\n"


def papers_jsonl(papers: Sequence[ExportedPaper]) -> str:
    lines = []
    for paper in papers:
        record = _plain(paper)
        lines.append(json_text({"schema_version": record.pop("schema_version"), **record}))
    return "".join(lines)


def schema_json() -> str:
    """JSON Schema of one papers.jsonl line, generated from the model that validate_file checks with."""
    schema = ExportedPaper.model_json_schema()
    major = SCHEMA_VERSION.split(".")[0]
    schema["properties"]["schema_version"]["pattern"] = rf"^{major}\.[0-9]+$"
    schema["required"] = sorted({*schema.get("required", []), "schema_version"})
    header = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "enrich papers.jsonl record",
        "version": SCHEMA_VERSION,
    }
    return json_text({**header, **{k: v for k, v in schema.items() if k not in header}}, indent=2)


# ------------------------------------------------------------------------------------------------------ CSV


CSV_COLUMNS = (
    "id",
    "status",
    "confidence",
    "title",
    "authors",
    "year",
    "venue",
    "venue_acronym",
    "doi",
    "arxiv_id",
    "dblp_key",
    "s2_paper_id",
    "citation_count",
    "citations_as_of",
    "first_location",
    "occurrences",
    "links",
    "dead_links",
    "reason",
)


def papers_csv(papers: Sequence[ExportedPaper]) -> str:
    """One flat row per paper for spreadsheets; an empty cell is an unknown value (CSV has no null)."""
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=CSV_COLUMNS)
    writer.writeheader()
    for paper in papers:
        writer.writerow({column: _csv_cell(value) for column, value in _csv_row(paper).items()})
    return buffer.getvalue()


# OWASP's CSV injection rule: a spreadsheet runs a cell that starts with one of these as a formula (a title such as
# "=HYPERLINK(...)" or "@SUM(...)" from a list or a service), so such a cell gets a leading "'", which spreadsheets
# take as "text follows" and do not show.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _csv_cell(value: Any) -> Any:
    """The cell for one value: empty for unknown, text neutralised, numbers as they are.

    Numbers are exempt: Python writes an int or float as digits with at most a leading "-", which spreadsheets read
    as a number, never as a formula (and no column holds a negative number today: counts, years, confidence). Every
    string is checked, including ids and dates, since any of them may come from a list or a service.
    """
    if value is None:
        return ""
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


def _csv_row(paper: ExportedPaper) -> dict[str, Any]:
    return {
        "id": paper.id,
        "status": paper.status,
        "confidence": paper.confidence,
        "title": paper.title,
        "authors": "; ".join(author.name for author in paper.authors),
        "year": paper.year,
        "venue": paper.venue,
        "venue_acronym": paper.venue_acronym,
        "doi": paper.doi,
        "arxiv_id": paper.arxiv_id,
        "dblp_key": paper.dblp_key,
        "s2_paper_id": paper.s2_paper_id,
        "citation_count": paper.citation_count,
        "citations_as_of": paper.citations_as_of.isoformat() if paper.citations_as_of else None,
        "first_location": location(paper.occurrences[0]) if paper.occurrences else None,
        "occurrences": len(paper.occurrences),
        "links": len(paper.link_checks),
        "dead_links": len(reported_dead_links(paper)),
        "reason": paper.reason,
    }


# --------------------------------------------------------------------------------------------------- BibTeX


# Letters NFKD does not decompose into ASCII, spelled the way BibTeX keys and bibliographies usually spell them.
_ASCII_SPELLING = str.maketrans(
    {
        "ß": "ss",
        "æ": "ae",
        "Æ": "Ae",
        "ø": "o",
        "Ø": "O",
        "œ": "oe",
        "Œ": "Oe",
        "ł": "l",
        "Ł": "L",
        "đ": "d",
        "Đ": "D",
        "ð": "d",
        "þ": "th",
        "ı": "i",
    }
)
# Words skipped when picking the title word of a key, as Google Scholar and dblp-style keys do.
_KEY_STOPWORDS = frozenset({"a", "an", "the", "on", "of", "in", "for", "to", "and", "at", "by", "with", "from"})
_LATEX_SPECIALS = {
    "\\": r"\textbackslash{}",
    "{": r"\{",
    "}": r"\}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}
# BibTeX counts braces without regard to a backslash, so "\{" opens a group as much as "{" does: a brace without its
# partner in a value would end the value early or swallow the rest of the file. Those are spelled as LaTeX commands.
_LONE_BRACES = {"{": r"\textbraceleft{}", "}": r"\textbraceright{}"}


def bibtex(papers: Sequence[ExportedPaper]) -> str:
    """Resolved papers only: an unconfirmed match must not end up cited in somebody's paper."""
    resolved = [paper for paper in papers if paper.status == "resolved"]
    keys = bibtex_keys(resolved)
    entries = [_bibtex_entry(paper, keys[paper.id]) for paper in resolved]
    header = "% Generated by enrich from the reading lists; fix the lists, not this file.\n"
    return header + "".join("\n" + entry for entry in entries)


def bibtex_keys(papers: Sequence[ExportedPaper]) -> dict[str, str]:
    """id -> key like Li2020PyTorch. Papers sharing a key get a, b, ... in id order, so keys do not depend on
    the order of the lists and stay the same across runs while the set of papers sharing a key is the same.
    """
    by_base: dict[str, list[str]] = {}
    for paper in papers:
        by_base.setdefault(_base_key(paper), []).append(paper.id)
    keys = {}
    for base, ids in by_base.items():
        ordered = sorted(ids)
        for index, paper_id in enumerate(ordered):
            keys[paper_id] = base + _suffix(index) if len(ordered) > 1 else base
    return keys


def _suffix(index: int) -> str:
    letters = ""
    index += 1
    while index:
        index, remainder = divmod(index - 1, 26)
        letters = chr(ord("a") + remainder) + letters
    return letters


def _ascii(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.translate(_ASCII_SPELLING))
    return "".join(char for char in decomposed if not unicodedata.combining(char)).encode("ascii", "ignore").decode()


def _last_name(name: str) -> str:
    name = name.strip()
    family = name.split(",")[0] if "," in name else (name.split() or [""])[-1]
    return re.sub(r"[^A-Za-z0-9]", "", _ascii(family))


def _base_key(paper: ExportedPaper) -> str:
    family = _last_name(paper.authors[0].name) if paper.authors else ""
    words = [word for word in re.findall(r"[A-Za-z0-9]+", _ascii(paper.title)) if word.lower() not in _KEY_STOPWORDS]
    word = words[0] if words else "Untitled"
    year = str(paper.year) if paper.year is not None else ""
    return f"{(family or 'Anon')[:1].upper()}{(family or 'Anon')[1:]}{year}{word[:1].upper()}{word[1:]}"


def _entry_type(paper: ExportedPaper) -> str:
    """By the dblp key when there is one, else by the known venue's dblp prefix; arXiv and the unknown are @misc."""
    venue = venue_for_acronym(paper.venue_acronym)
    dblp_key = paper.dblp_key if is_valid_dblp_key(paper.dblp_key) else None
    prefix = dblp_key or (venue.dblp_prefixes[0] if venue and venue.dblp_prefixes else "")
    if prefix.startswith("journals/corr"):
        return "misc"
    if prefix.startswith("conf/"):
        return "inproceedings"
    if prefix.startswith("journals/"):
        return "article"
    return "misc"


def _latex(text: str) -> str:
    """Text as a BibTeX field value that prints as written: LaTeX specials escaped, every brace balanced."""
    flat = " ".join(text.split())
    lone = _unmatched_braces(flat)
    return "".join(
        _LONE_BRACES[char] if at in lone else _LATEX_SPECIALS.get(char, char) for at, char in enumerate(flat)
    )


def _unmatched_braces(text: str) -> set[int]:
    """Positions of the braces in ``text`` that have no partner ("}" before any "{", a "{" never closed)."""
    opened: list[int] = []
    lone: set[int] = set()
    for at, char in enumerate(text):
        if char == "{":
            opened.append(at)
        elif char == "}":
            if opened:
                opened.pop()
            else:
                lone.add(at)
    return lone | set(opened)


def _bibtex_entry(paper: ExportedPaper, key: str) -> str:
    kind = _entry_type(paper)
    venue_field = {"inproceedings": "booktitle", "article": "journal", "misc": "howpublished"}[kind]
    doi = paper.doi if is_valid_doi(paper.doi) else None
    arxiv_id = paper.arxiv_id if is_valid_arxiv_id(paper.arxiv_id) else None
    fields: list[tuple[str, str | None]] = [
        ("author", " and ".join(_latex(author.name) for author in paper.authors) or None),
        ("title", "{" + _latex(paper.title) + "}"),  # inner braces keep the title's capitals (PyTorch, DNN)
        (venue_field, _latex(paper.venue) if paper.venue else None),
        ("year", str(paper.year) if paper.year is not None else None),
        ("doi", doi),  # identifiers are verbatim fields in biblatex: never escaped, so only a valid one is written
        ("eprint", arxiv_id),
        ("archiveprefix", "arXiv" if arxiv_id else None),
    ]
    body = "".join(f"  {name} = {{{value}}},\n" for name, value in fields if value)
    return f"@{kind}{{{key},\n{body}}}\n"


# --------------------------------------------------------------------------------------------- reading back


def validate_file(path: Path, max_problems: int = 20) -> list[str]:
    """The first problems of a papers.jsonl as "line N: field: message"; empty when every line is valid."""
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        return [f"cannot read: {error.strerror or error}"]
    problems: list[str] = []
    for number, _paper, line_problems in _scan(data):
        problems += [f"line {number}: {problem}" for problem in line_problems]
        if len(problems) >= max_problems:
            return problems[:max_problems]
    return problems


def read_papers(path: Path) -> list[ExportedPaper]:
    """Yesterday's papers.jsonl, for the report's changes; raises OutputFormatError when it cannot be read as a whole
    (a half-understood file would report papers as removed that are not)."""
    problems = validate_file(path, max_problems=5)
    if problems:
        raise OutputFormatError(f"{path}: " + "; ".join(problems))
    return [paper for _number, paper, _problems in _scan(Path(path).read_bytes()) if paper is not None]


def schema_version_problem(version: object) -> str | None:
    """Same major version and a minor no newer than ours: minor versions only add optional fields."""
    major, minor = (int(part) for part in SCHEMA_VERSION.split("."))
    if not isinstance(version, str):
        return "schema_version: missing" if version is None else 'schema_version: must be a string like "1.0"'
    match = re.fullmatch(r"(\d+)\.(\d+)", version)
    if not match or int(match.group(1)) != major or int(match.group(2)) > minor:
        return f"schema_version: {version!r} cannot be read by this enrich (it reads {major}.0 to {SCHEMA_VERSION})"
    return None


def _scan(data: bytes) -> Iterator[tuple[int, ExportedPaper | None, list[str]]]:
    seen: dict[str, int] = {}
    lines = data.split(b"\n")
    complete = lines[:-1]  # the text after the last newline: empty in a whole file
    for number, raw in enumerate(complete, 1):
        paper, problems = _check_line(raw)
        if paper is not None and paper.id in seen:
            problems.append(f"id: {paper.id} already on line {seen[paper.id]}")
        elif paper is not None:
            seen[paper.id] = number
        yield number, paper, problems
    if lines[-1]:
        yield len(lines), None, ["no newline at the end: the file was cut off"]


def _check_line(raw: bytes) -> tuple[ExportedPaper | None, list[str]]:
    try:
        record = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return None, ["not UTF-8"]
    except json.JSONDecodeError as error:
        return None, ["empty line" if not raw.strip() else f"not JSON: {error.msg} at column {error.colno}"]
    if not isinstance(record, dict):
        return None, ["not a JSON object"]
    version_problem = schema_version_problem(record.get("schema_version"))
    if version_problem:
        return None, [version_problem]
    try:
        return ExportedPaper.model_validate_json(raw, strict=True), []
    except ValidationError as error:
        return None, [f"{'.'.join(map(str, e['loc'])) or 'record'}: {e['msg']}" for e in error.errors()]
