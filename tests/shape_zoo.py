"""A zoo of reading-list shapes: made-up paper records rendered into whole lists by combining independent choices.

Every real list so far has written its papers in one consistent shape, and each new batch of lists brought a shape
no rule read. Rather than waiting for the next list, the zoo renders lists from the conventions authors follow, one
choice per axis:

- container: bullets, numbered items, table rows, paragraph lines, a heading per paper, year group headings over
  bullets, venue group headings over bullets;
- order of the fields: title first (list style), authors first (ACM, Chicago, IEEE), authors then year (APA,
  Harvard), title then venue and year with authors last, or none of the authors;
- markup of the title, the authors and the venue (plain, bold, italic, quoted titles);
- the separator between fields (``, `` ``. `` `` - `` `` | `` `` — `` or the rest on an indented sub-line);
- the authors' form (full names, initials first, surname first, the first author and ``et al.``, ``by ...``);
- the year's form (``2019``, ``(2019)``, ``[2019]``, or a ``NeurIPS'19`` tag on the venue);
- links (the title linked, separate ``[pdf]`` ``[code]`` links, a bare URL, none);
- hard wrapping, drawn apart (``WRAPS``): lines as long as the entry, or cut at 45 to 75 characters as an editor's
  fill does, the cut lines indented under an item's text (a table row and a heading never wrap).

The records are made up here from word pools (titles of several fields, names of several languages, venues of the
venue table and journals it lacks), so nothing the labeller was trained on (``enrich.parse.train_tagger`` reads the
fake world's gold papers and the mirror's dblp sample) comes back: the zoo measures how the parse stage generalises.
Each rendered list knows its answer per entry, as labels (``tests.list_labels.Label``) the list scorer reads.
"""

from __future__ import annotations

import random
import textwrap
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from tests.list_labels import Label, Paper

AXES: dict[str, tuple[str, ...]] = {
    "container": ("bullet", "numbered", "table", "paragraph", "paper heading", "year heading", "venue heading"),
    "order": ("title authors venue year", "authors title venue year", "authors year title venue", "title venue year"),
    "title markup": ("plain", "bold", "italic", "quoted"),
    "authors markup": ("plain", "italic", "bold"),
    "venue markup": ("plain", "italic", "bold"),
    "separator": (", ", ". ", " - ", " | ", " — ", "sub-line"),
    "authors form": ("full names", "initials first", "surname first", "et al.", "by ..."),
    "year form": ("2019", "(2019)", "[2019]", "'19 tag"),
    "links": ("title linked", "[pdf] [code]", "bare URL", "none"),
}
# Hard wrapping is drawn apart from the other axes (``zoo(wrapped=True)``): the zoo's floors were set on lists whose
# entries keep to their lines, and the wrapped zoo (tests/test_shape_zoo.py, bench/shape_zoo.py --wrapped) has its
# own, lower ones while its rules are written.
WRAPS = ("none", "hard-wrapped")
ENTRIES_PER_LIST = 6

_SYSTEM_NAMES = "Kestrel Lumen Quarry Tessel Orbit Marten Cinder Fathom Juniper Halyard Sable Wicket Pylon".split()
_ADJECTIVES = (
    "scalable robust adaptive interpretable causal sparse incremental probabilistic efficient verified low-latency "
    "unsupervised multilingual decentralized compositional longitudinal"
).split()
_NOUNS = (
    "inference retrieval scheduling estimation segmentation translation verification compression planning "
    "annotation replication localization summarization forecasting"
).split()
_OBJECTS = (
    "graph neural networks|protein structures|sensor streams|legal documents|coral reef surveys|household surveys|"
    "quantum circuits|wireless networks|clinical notes|robot manipulation|code review|dialogue systems|"
    "urban mobility data|historical archives|distributed transactions|spreadsheet formulas"
).split("|")
_FIRST_NAMES = (
    "Amara Bjorn Chiara Dmitri Elena Farid Greta Hiroshi Ines Jonas Kavya Lucia Mateo Nadia Olusegun Priya Quentin "
    "Rosa Sven Tamar Umar Valeria Wen Ximena Yusuf Zofia"
).split()
_SURNAMES = (
    "Abara Bergstrom Castellano Dvorak Eriksen Fontaine Gallardo Haddad Ishikawa Jovanovic Kowalczyk Lindqvist "
    "Moreau Nakamura Okafor Petrov Quispe Rahman Sandoval Takahashi Umarov Varga Whitfield Xu Yilmaz Zielinski"
).split()
_VENUES = (
    "NeurIPS ICML ICLR ACL EMNLP CVPR ICCV SIGMOD VLDB OSDI NSDI CHI UIST ICSE PLDI POPL KDD WWW SIGIR ICRA INFOCOM CCS"
).split() + ["USENIX Security", "Nature", "PLOS ONE", "Journal of Applied Ecology", "Physical Review E"]
_TABLE_HEADERS = {
    "title": ("Title", "Paper", "Paper Title", "Name"),
    "authors": ("Authors", "Author(s)", "By", "Who"),
    "venue": ("Venue", "Published in", "Conference", "Where"),
    "year": ("Year", "Date", "When", "Yr"),
}


@dataclass(frozen=True)
class Record:
    title: str
    authors: tuple[str, ...]
    year: int
    venue: str


@dataclass(frozen=True)
class ZooList:
    """One rendered list: its choice per axis, its Markdown, and the answer for each paper line."""

    name: str
    choices: dict[str, str]
    text: str
    labels: list[Label]

    @property
    def family(self) -> str:
        return self.choices["container"]


def make_record(rng: random.Random) -> Record:
    """A made-up paper: a title in one of the shapes titles take, one to five authors, a venue and a year."""
    adjective, noun, thing = rng.choice(_ADJECTIVES), rng.choice(_NOUNS), rng.choice(_OBJECTS)
    title = rng.choice(
        (
            f"{rng.choice(_SYSTEM_NAMES)}: {adjective.capitalize()} {noun} for {thing}",
            f"{adjective.capitalize()} {noun} of {thing}",
            f"Towards {adjective} {noun} in {thing}",
            f"On the {noun} of {thing}",
            f"Learning {adjective} {noun} from {thing} with {rng.choice(_OBJECTS)}",
            f"When is {noun} of {thing} {adjective}?",
        )
    )
    authors = tuple(
        f"{rng.choice(_FIRST_NAMES)} {rng.choice(_SURNAMES)}" for _ in range(rng.choice((1, 2, 3, 3, 4, 5)))
    )
    return Record(title, authors, rng.randint(1998, 2025), rng.choice(_VENUES))


def pick_choices(rng: random.Random, fixed: dict[str, str] | None = None) -> dict[str, str]:
    """One value per axis (the fixed ones as given), made coherent: a choice that a container or another choice rules
    out is replaced by what such a list writes instead, so each list's choices name what it shows."""
    choices = {axis: (fixed or {}).get(axis) or rng.choice(values) for axis, values in AXES.items()}
    if fixed and "wrap" in fixed:
        choices["wrap"] = fixed["wrap"]
    container = choices["container"]
    if container == "table":
        choices["separator"] = "cells"
        if choices["authors form"] == "by ...":
            choices["authors form"] = "full names"
    if container in ("table", "paper heading"):
        choices["wrap"] = "none"
    choices.setdefault("wrap", "none")
    if container == "paper heading" and choices["separator"] == "sub-line":
        choices["separator"] = ". "
    if container == "venue heading" and choices["year form"] == "'19 tag":
        choices["year form"] = "2019"
    if "authors" not in choices["order"]:
        choices["authors form"] = choices["authors markup"] = "no authors"
    if choices["authors form"] == "by ..." and choices["order"].startswith("authors"):
        choices["order"] = "title authors venue year"  # "by" follows what it names
    return choices


# ------------------------------------------------------------------------------------------------ fields


def _initials(name: str) -> str:
    parts = name.split()
    return " ".join([f"{part[0]}." for part in parts[:-1]] + parts[-1:])


def _surname_first(name: str) -> str:
    parts = name.split()
    return f"{parts[-1]}, {' '.join(f'{part[0]}.' for part in parts[:-1])}"


def _authors(record: Record, form: str) -> tuple[str, tuple[str, ...]]:
    """The authors as the form writes them, and the names a reader takes from it (``et al.`` dropped)."""
    if form == "et al.":
        first = record.authors[0]
        return (f"{first} et al." if len(record.authors) > 1 else first), (first,)
    how: Callable[[str], str] = {"initials first": _initials, "surname first": _surname_first}.get(form, str)
    names = tuple(how(name) for name in record.authors)
    if len(names) == 1:
        written = names[0]
    elif form == "surname first":
        written = ", ".join(names[:-1]) + ", & " + names[-1]
    else:
        written = ", ".join(names[:-1]) + " and " + names[-1]
    return (f"by {written}" if form == "by ..." else written), names


def _marked(text: str, markup: str) -> str:
    return {"bold": f"**{text}**", "italic": f"*{text}*", "quoted": f"“{text}”"}.get(markup, text)


def _url(rng: random.Random) -> str:
    number = rng.randint(1000, 9999)
    return rng.choice(
        (
            f"https://arxiv.org/abs/{rng.randint(15, 25)}{rng.randint(1, 12):02d}.{number:05d}",
            f"https://doi.org/10.1000/zoo.{number}",
            f"https://example.org/papers/{number}.pdf",
        )
    )


def _title(record: Record, choices: dict[str, str], url: str) -> str:
    markup = choices["title markup"]
    if choices["links"] != "title linked":
        return _marked(record.title, markup)
    linked = f"[{record.title}]({url})"
    return linked if markup == "quoted" else _marked(linked, markup)


def _year(record: Record, form: str) -> str:
    return {"(2019)": f"({record.year})", "[2019]": f"[{record.year}]"}.get(form, str(record.year))


def _trailing_links(choices: dict[str, str], url: str) -> str:
    if choices["links"] == "[pdf] [code]":
        return f" [[pdf]]({url}) [[code]](https://github.com/zoo/tool{zlib.crc32(url.encode()) % 997})"
    return f" {url}" if choices["links"] == "bare URL" else ""


@dataclass(frozen=True)
class _Fields:
    """An entry's fields as written, in the list's order, and what a reader takes from them."""

    written: dict[str, str]
    answer: Paper


def _fields(rng: random.Random, record: Record, choices: dict[str, str], grouped_by: str | None) -> _Fields:
    url = _url(rng)
    order = choices["order"].split()
    written: dict[str, str] = {"title": _title(record, choices, url)}
    authors_written, names = _authors(record, choices["authors form"])
    if "authors" in order:
        written["authors"] = _marked(authors_written, choices["authors markup"])
    tagged = choices["year form"] == "'19 tag"
    venue = f"{record.venue}'{record.year % 100:02d}" if tagged else record.venue
    if grouped_by != "venue":
        written["venue"] = _marked(venue, choices["venue markup"])
    if not tagged and grouped_by != "year":
        written["year"] = _year(record, choices["year form"])
    links = [url] if choices["links"] != "none" else []
    if choices["links"] == "[pdf] [code]":
        links.append(_trailing_links(choices, url).split("(")[-1].rstrip(")"))
    answer = Paper(
        record.title,
        record.year,
        record.venue,
        list(names) if "authors" in order else None,
        links,
        None,
        None,
    )
    return _Fields({key: written[key] for key in (*order, "year") if key in written}, answer)


def _joined(fields: _Fields, separator: str, choices: dict[str, str], indent: str) -> list[str]:
    """The entry's lines: the fields joined by the separator, or the first on its line and the rest below it."""
    url = fields.answer.links[0] if fields.answer.links else ""
    links = _trailing_links(choices, url)
    if separator == "sub-line":
        rest = {key: value for key, value in fields.written.items() if key != "title"}
        first = fields.written.get("title")
        if first is None:
            return [_separated(rest, ", ") + links]
        return [first + links] + ([indent + _separated(rest, ", ")] if rest else [])
    return [_separated(fields.written, separator) + links]


def _separated(written: dict[str, str], separator: str) -> str:
    """The fields joined by the separator; a year in brackets follows the field before it after a space, as
    ``NeurIPS (2019)`` and ``Lovelace, A. (2019).`` do."""
    text = ""
    for key, value in written.items():
        attached = key == "year" and value[0] in "([" and text
        text += (" " if attached else separator if text else "") + value
    return text


# ------------------------------------------------------------------------------------------------ containers


def _table(rng: random.Random, records: Sequence[Record], choices: dict[str, str]) -> tuple[list[str], list[Paper]]:
    """A table whose columns follow the order; a tagged year shares the venue's cell."""
    rows: list[list[str]] = []
    papers = []
    columns: list[str] = []
    for record in records:
        fields = _fields(rng, record, choices, None)
        columns = list(fields.written)
        url = fields.answer.links[0] if fields.answer.links else ""
        cells = list(fields.written.values())
        links = _trailing_links(choices, url).strip()
        rows.append(cells + ([links] if links else []))
        papers.append(fields.answer)
    header = [rng.choice(_TABLE_HEADERS[column]) for column in columns]
    if len(rows[0]) > len(header):
        header.append("Links")
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines, papers


def render_list(rng: random.Random, name: str, choices: dict[str, str], count: int = ENTRIES_PER_LIST) -> ZooList:
    """A whole list in one shape: a title and a section heading, then the entries as the container holds them."""
    records = [make_record(rng) for _ in range(count)]
    if choices["year form"] == "'19 tag":  # a year tag goes on an acronym, never on a journal's full name
        acronyms = [venue for venue in _VENUES if " " not in venue]
        records = [replace(record, venue=rng.choice(acronyms)) for record in records]
    lines = [f"# Reading list {name}", "", "Papers we read together, one shape throughout.", ""]
    entries: list[tuple[int, int, Paper]] = []  # first line, last line, answer
    container = choices["container"]
    separator = choices["separator"]
    if container == "table":
        lines += ["## Papers", ""]
        table, papers = _table(rng, records, choices)
        first = len(lines) + 3
        lines += table
        entries = [(first + index, first + index, paper) for index, paper in enumerate(papers)]
    else:
        lines += ["## Papers", ""] if container not in ("year heading", "venue heading") else []
        group_key = {"year heading": "year", "venue heading": "venue"}.get(container)
        if group_key:
            records = sorted(records, key=lambda record: str(getattr(record, group_key)))
        current_group: str | None = None
        for number, record in enumerate(records, start=1):
            if group_key and str(getattr(record, group_key)) != current_group:
                current_group = str(getattr(record, group_key))
                lines += [*([""] if lines[-1] else []), f"## {current_group}", ""]
            fields = _fields(rng, record, choices, group_key)
            if container == "paper heading":
                heading = fields.written.pop("title")
                lines += [f"### {heading}", ""]
                start = len(lines) - 1
                body = _joined(fields, separator, choices, "")
                lines += [*body, ""] if fields.written else []
                entries.append((start, len(lines) - 1, fields.answer))
                continue
            marker = {"numbered": f"{number}. ", "paragraph": ""}.get(container, "- ")
            body = _joined(fields, separator, choices, " " * len(marker))
            if choices["wrap"] == "hard-wrapped":
                body = _filled(rng, [marker + body[0], *body[1:]], " " * len(marker))
                body[0] = body[0][len(marker) :]
            start = len(lines) + 1
            lines += [marker + body[0], *body[1:]]
            entries.append((start, len(lines), fields.answer))
            if container == "paragraph":
                lines.append("")
    text = "\n".join(lines) + "\n"
    labels = []
    for first, last, paper in entries:
        entry_lines = list(range(first, last + 1))
        labels.append(Label(name, first, _line(text, first), "paper", "", entry_lines, [paper]))
        if choices["wrap"] == "hard-wrapped":  # the cut lines: none may start an entry of its own
            labels += [
                Label(name, number, _line(text, number), "continuation", f"of {first}", entry_lines, [paper])
                for number in entry_lines[1:]
            ]
    return ZooList(name, choices, text, labels)


def _filled(rng: random.Random, lines: list[str], indent: str) -> list[str]:
    """The lines cut at spaces to a width an editor's fill uses, the cut parts indented under the item's text."""
    width = rng.randint(45, 75)
    filled: list[str] = []
    for line in lines:
        filled += textwrap.wrap(
            line.strip(),
            width,
            initial_indent=line[: len(line) - len(line.lstrip())],
            subsequent_indent=indent,
            break_long_words=False,
            break_on_hyphens=False,
        )
    return filled


def _line(text: str, number: int) -> str:
    return text.split("\n")[number - 1]


def zoo(lists: int, seed: int = 7, *, wrapped: bool = False) -> list[ZooList]:
    """The zoo: lists in shapes drawn at random, every container the same number of times; ``wrapped``, every list
    that can be hard-wrapped is (``WRAPS``)."""
    rng = random.Random(seed)
    containers = AXES["container"]
    wrap = {"wrap": "hard-wrapped"} if wrapped else {}
    return [
        render_list(
            rng, f"zoo{number:04d}", pick_choices(rng, {"container": containers[number % len(containers)], **wrap})
        )
        for number in range(lists)
    ]
