"""Train the entry labeller (``enrich.parse.tagger``) from files in the repository, with one command:
``python -m enrich.parse.train_tagger``.

Two sources, both deterministic (one seed):

- the labelled lines of the development lists (``tests/data/lists``, split by part_of in tests/list_labels.py):
  each labelled paper line's entry text, with its title, venue, year and authors aligned to the tokens. Held-back
  lists are never read: they measure how the parse stage does on lists nothing was fitted to.
- paper records in the repository (the fake world's hand-checked gold papers, the mirror's dblp sample) rendered
  through citation styles and list templates (APA, IEEE, ACM, Chicago, ``[VENUE'YY] Title``, ``**Title** Venue
  Year``, ``Title. Authors. Venue, Year.``, table rows, venue sub-lines, whole citations as a link's text, author-date
  keys before or after a linked title, ...), with venues drawn from the venue table
  as well as the records, so the model sees every shape with many venues and none;
- citations of other fields with made-up venues (``enrich.parse.field_citations``: Vancouver, APA, Nature, physics,
  IEEE, Chicago, ACM, LNCS, list shapes), so the model learns where a style puts its venue rather than venue names.

The model is written to ``enrich/parse/tagger.crfsuite`` (shipped as package data) unless ``--out`` says otherwise.
This command needs a checkout of the repository (it reads ``tests/``); the parse stage needs only the model.
"""

from __future__ import annotations

import argparse
import html
import importlib
import json
import random
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, NamedTuple

import pycrfsuite

from enrich.parse import field_citations, parse_text
from enrich.parse.tagger import (
    MAX_ENTRY_LINES,
    MODEL_PATH,
    NO_RULES,
    Fields,
    Token,
    entry_lines,
    features,
    find_span,
    rules_only,
    token_year,
    tokenize,
)
from enrich.venues import VENUES, canonical_acronym

REPOSITORY = Path(__file__).resolve().parents[3]
GOLD_RECORDS = REPOSITORY / "src" / "enrich_fakes" / "data" / "gold.jsonl"
DBLP_SAMPLE = REPOSITORY / "tests" / "data" / "mirror" / "dblp.xml"
SEED = 29
RENDERED_PER_RECORD = 8
FIELD_CITATIONS_PER_STYLE = 60
# L1 keeps the model small (most word features get no weight), L2 keeps it smooth; found on the development folds.
# 300 iterations: at 150 the optimiser stopped short, and a retrain on a few more lists read a plain citation's
# authors as its venue ("Jane Smith and Bo Li. Title. In Proceedings of EuroSys, 2021."); at 300 retrains hold it,
# in about 4 minutes (3 min 46 s for 25,006 sequences on an idle machine).
TRAINING_PARAMS: dict[str, Any] = {"c1": 0.05, "c2": 0.01, "max_iterations": 300, "feature.possible_transitions": True}
_MAX_VENUE_TOKENS = 8


class Example(NamedTuple):
    """One training sequence: an entry's Markdown source, what the rules read there, and the true fields."""

    source: str
    rules: Fields
    gold: Fields


class Record(NamedTuple):
    title: str
    authors: tuple[str, ...]
    year: int
    venue: str


# ------------------------------------------------------------------------------------------------ gold labels


def gold_labels(tokens: Sequence[Token], gold: Fields) -> list[str] | None:
    """A label per token from the true fields, or None when the title cannot be found among the tokens (the
    sequence would teach the model that a title is something else)."""
    title = find_span(tokens, gold.title)
    if title is None:
        return None
    labels = ["other"] * len(tokens)
    taken = set(range(*title))
    for index in taken:
        labels[index] = "title"
    authors = [span for span in (find_span(tokens, name) for name in gold.authors) if span]
    if authors and all(tokens[span[0]].line == tokens[authors[0][0]].line for span in authors):
        first, end = min(span[0] for span in authors), max(span[1] for span in authors)
        if not taken & set(range(first, end)):
            labels[first:end] = ["author"] * (end - first)
            taken.update(range(first, end))
    venue = _venue_span(tokens, gold.venue, taken) if gold.venue else None
    if venue:
        labels[venue[0] : venue[1]] = ["venue"] * (venue[1] - venue[0])
        taken.update(range(*venue))
    for at in range(len(tokens)):
        if at not in taken and gold.year and _writes_year(tokens, at, gold.year, labels):
            labels[at] = "year"
            taken.add(at)
    for index, token in enumerate(tokens):
        if index not in taken and token.text[0].isalnum() and "link" not in token.marks:
            before_title = index < title[0] and token.line == tokens[title[0]].line
            labels[index] = "tag" if before_title and "bracket" in token.marks else "note"
    return labels


def _writes_year(tokens: Sequence[Token], index: int, year: int, labels: Sequence[str]) -> bool:
    """The token writes the year: in full, after an apostrophe, or as two digits after the venue ("[VLDB 25]")."""
    if token_year(tokens, index) == year:
        return True
    text = tokens[index].text
    return text == f"{year % 100:02d}" and index > 0 and labels[index - 1] == "venue"


def _venue_span(tokens: Sequence[Token], venue: str, taken: set[int]) -> tuple[int, int] | None:
    """The first run of tokens that writes the venue: the same text, or a spelling the venue table takes for it."""
    exact = find_span(tokens, venue)
    if exact and not taken & set(range(*exact)):
        return exact
    wanted = (canonical_acronym(venue) or "").casefold()
    for first in range(len(tokens)):
        if first in taken or not tokens[first].text[0].isalnum():
            continue
        for end in range(first + 1, min(first + _MAX_VENUE_TOKENS, len(tokens)) + 1):
            if end - 1 in taken or tokens[end - 1].line != tokens[first].line:
                break
            written = _joined(tokens[first:end])
            if (canonical_acronym(written) or "").casefold() == wanted:
                return first, end
    return None


def _joined(tokens: Sequence[Token]) -> str:
    return " ".join(token.text for token in tokens)


# ------------------------------------------------------------------------------------------------ sources


def development_examples(names: Iterable[str] | None = None) -> list[Example]:
    """The labelled paper lines of the development lists (or of the named lists), as training examples."""
    # The labels and their loader live in the repository's tests, which the installed package does not carry.
    list_labels = importlib.import_module("tests.list_labels")
    labels = list_labels.load_labels()
    chosen = (
        sorted(names)
        if names is not None
        else [name for name in sorted(labels) if list_labels.part_of(name) == "development"]
    )
    examples: list[Example] = []
    for name in chosen:
        path: Path = list_labels.list_file(name)
        if path.suffix == ".bib":
            continue  # BibTeX fields are named by the file: nothing to label
        text = path.read_text(encoding="utf-8")
        lines = text.split("\n")
        with rules_only():
            rules = _rules_by_line(parse_text(text, file=path.name))
        for label in labels[name]:
            if label.kind != "paper" or len(label.papers) != 1 or not label.papers[0].title:
                continue
            paper = label.papers[0]
            numbers: list[int] = sorted(set(label.entry_lines))[:MAX_ENTRY_LINES]
            source = "\n".join(lines[number - 1] for number in numbers if 0 < number <= len(lines))
            gold = Fields(paper.title or "", paper.year, paper.venue, tuple(paper.authors or ()))
            examples.append(Example(source, rules.get(label.line, NO_RULES), gold))
    return examples


def _rules_by_line(result: Any) -> dict[int, Fields]:
    """What the rules read on each entry's first line (the first listing there)."""
    found: dict[int, Fields] = {}
    for entry in result.entries:
        for occurrence in entry.occurrences:
            found.setdefault(occurrence.line, rules_fields(occurrence))
    return found


def rules_fields(occurrence: Any) -> Fields:
    """An occurrence's fields as the rules read them."""
    return Fields(
        occurrence.seed_title,
        occurrence.seed_year,
        occurrence.seed_venue,
        tuple(occurrence.seed_authors),
    )


def paper_records() -> list[Record]:
    """The repository's paper records: the fake world's gold papers and the mirror's dblp sample."""
    records = []
    for line in GOLD_RECORDS.read_text(encoding="utf-8").splitlines():
        data = json.loads(line)
        if data.get("title") and data.get("year"):
            venue = data.get("venue_acronym") or data.get("venue") or "arXiv"
            records.append(Record(data["title"], tuple(data.get("authors") or ()), int(data["year"]), venue))
    xml = DBLP_SAMPLE.read_text(encoding="latin-1")
    for found in re.finditer(r"<(inproceedings|article)\b.*?</\1>", xml, re.S):
        block = found.group(0)
        title = _xml_field(block, "title")
        year = _xml_field(block, "year")
        venue = _xml_field(block, "booktitle") or _xml_field(block, "journal")
        if title and year and year.isdigit() and venue:
            authors = tuple(
                re.sub(r"\s+\d{4}$", "", html.unescape(name))
                for name in re.findall(r"<author[^>]*>(.*?)</author>", block)
            )
            records.append(Record(title.rstrip("."), authors, int(year), venue))
    return records


def _xml_field(block: str, name: str) -> str | None:
    found = re.search(rf"<{name}[^>]*>(.*?)</{name}>", block, re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", found.group(1))).split()) if found else None


def venue_pool(records: Sequence[Record]) -> list[str]:
    """Venues as lists write them: the table's acronyms and aliases, and the records' own venue strings."""
    pool = {name for venue in VENUES for name in (venue.acronym, *venue.aliases)}
    pool.update(record.venue for record in records)
    return sorted(pool)


# ------------------------------------------------------------------------------------------------ rendering

Render = Callable[[random.Random, Record, str], tuple[str, bool, tuple[str, ...]]]
# (the entry's Markdown, whether the venue is shown, the authors as shown)


def _shown(authors: Sequence[str], how: Callable[[str], str] = str) -> tuple[str, ...]:
    return tuple(how(name) for name in authors[:4])


def _joined_names(names: Sequence[str]) -> str:
    return ", ".join(names[:-1]) + (" and " if len(names) > 1 else "") + names[-1]


def _initials(name: str) -> str:
    parts = name.split()
    return " ".join([f"{part[0]}." for part in parts[:-1]] + parts[-1:])


def _surname_first(name: str) -> str:
    parts = name.split()
    return f"{parts[-1]}, {' '.join(f'{part[0]}.' for part in parts[:-1])}" if len(parts) > 1 else name


def _url(rng: random.Random) -> str:
    number = rng.randint(1000, 9999)
    return rng.choice(
        (
            f"https://arxiv.org/abs/{rng.randint(15, 25)}{rng.randint(1, 12):02d}.{number:05d}",
            f"https://dl.acm.org/doi/10.1145/{number}.{number + 7}",
            f"https://www.usenix.org/system/files/paper{number}.pdf",
            f"https://openreview.net/forum?id=x{number}",
        )
    )


def _two_digits(year: int) -> str:
    return f"{year % 100:02d}"


def _apa(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    names = _shown(record.authors, _surname_first)
    return f"- {', '.join(names)} ({record.year}). {record.title}. *{venue}*.", True, names


def _ieee(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    names = _shown(record.authors, _initials)
    return (
        f'{rng.randint(1, 40)}. {", ".join(names)}, "{record.title}," in *Proc. {venue}*, {record.year}.',
        True,
        names,
    )


def _acm(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    names = _shown(record.authors)
    return f"- {_joined_names(names)}. {record.year}. {record.title}. In *{venue}*.", True, names


def _chicago(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    names = _shown(record.authors)
    return f'- {_joined_names(names)}. "{record.title}." *{venue}* ({record.year}).', True, names


def _tag_first(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    year = rng.choice((f"'{_two_digits(record.year)}", f" '{_two_digits(record.year)}", f" {record.year}"))
    return f"- [{venue}{year}] [{record.title}]({_url(rng)})", True, ()


def _year_tag_bold(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    links = f"[[PDF]({_url(rng)})] [[Code](https://github.com/x/y)]"
    return f"- [{record.year} {venue}] **{record.title}**. {links}", True, ()


def _bold_then_venue(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    return f"{rng.randint(1, 40)}. **{record.title}** {venue} {record.year}", True, ()


def _title_authors_venue(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    names = _shown(record.authors)
    return f"- {record.title}. {', '.join(names)}. {venue}, {record.year}.", True, names


def _table_row(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    if rng.random() < 0.5:
        code = "[code](https://github.com/x/y)"
        return f"| [{record.title}]({_url(rng)}) | {venue} | {record.year} | {code} |", True, ()
    names = _shown(record.authors)
    cells = (str(record.year), record.title, ", ".join(names), f"{venue}'{_two_digits(record.year)}")
    return "| " + " | ".join(cells) + " |", True, names


def _venue_sub_line(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    return f"- [{record.title}]({_url(rng)})\n  - {venue} {record.year}", True, ()


def _three_lines(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    names = _shown(record.authors)
    lines = (
        f"* **{record.title}** <br>",
        f"*{', '.join(names)}* <br>",
        f"{venue}, {record.year}. [[Paper]]({_url(rng)})",
    )
    return "\n".join(lines), True, names


def _parenthesised(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    return f"- {record.title} ({venue} {record.year}) [[paper]({_url(rng)})]", True, ()


def _linked_then_venue(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    return f"- [{record.title}]({_url(rng)}), {venue} {record.year}", True, ()


def _authors_colon(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    names = _shown(record.authors)
    return f"- {', '.join(names)}: {record.title}, {venue} {record.year}", True, names


def _bracket_after(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    return f"- {record.title} [{venue} {record.year}] [[pdf]({_url(rng)})]", True, ()


def _surname(name: str) -> str:
    return name.split()[-1]


def _apa_link(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    """Citations written as a link's text, whole: APA, Vancouver, IEEE."""
    names = _shown(record.authors, _surname_first)
    return f"- [{', '.join(names)} ({record.year}). {record.title}. {venue}, 12(3), 45-67.]({_url(rng)})", True, names


def _vancouver_link(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    names = _shown(record.authors, lambda name: f"{_surname(name)} {''.join(part[0] for part in name.split()[:-1])}")
    citation = f"{', '.join(names)}. {record.title}. {venue}. {record.year};12(3):45-67."
    return f"{rng.randint(1, 40)}. [{citation}]({_url(rng)})", True, names


def _ieee_link(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    names = _shown(record.authors, _initials)
    citation = f'{", ".join(names)}, "{record.title}," in Proc. {venue}, {record.year}.'
    return f"* [{citation}]({_url(rng)})", True, names


def _key_dash_link(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    """An author-date key before the title, inside the link's text or before the title's link."""
    key = f"{_surname(record.authors[0])} et al. {record.year}"
    if rng.random() < 0.5:
        return f"- [{key} - {record.title}]({_url(rng)})", False, ()
    return f"- {key} - [{record.title}]({_url(rng)})", False, ()


def _link_then_key(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    return f"- [{record.title}]({_url(rng)}) - {_surname(record.authors[0])} et al., {record.year}", False, ()


def _title_key_link(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    """Title first in the link's text, its authors after it: in a key with the venue, or between commas."""
    if rng.random() < 0.5:
        text = f"{record.title} ({_surname(record.authors[0])} et al., {venue} {record.year})"
        return f"- [{text}]({_url(rng)})", True, ()
    names = _shown(record.authors)
    return f"- [{record.title}, {_joined_names(names)}, {venue} {record.year}]({_url(rng)})", True, names


def _authors_title_link(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    """A link around the citation's authors and title, its venue and year after the link."""
    names = _shown(record.authors, _initials)
    return f"- [{', '.join(names)}. {record.title}.]({_url(rng)}) {venue}, {record.year}.", True, names


def _numbered_with_pdf(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    names = _shown(record.authors, _initials)
    citation = f"{_joined_names(names)}. {record.title}. In {venue}, {record.year}."
    return f"[{rng.randint(1, 40)}] {citation} [[pdf]]({_url(rng)}) [[code]](https://github.com/x/y)", True, names


def _no_venue(rng: random.Random, record: Record, venue: str) -> tuple[str, bool, tuple[str, ...]]:
    return (
        rng.choice(
            (
                f"- [{record.title}]({_url(rng)}) ({record.year})",
                f"- **{record.title}**. [[arXiv]({_url(rng)})]",
                f"- [{record.title}]({_url(rng)}): a note on what it does.",
            )
        ),
        False,
        (),
    )


STYLES: tuple[Render, ...] = (
    _apa,
    _ieee,
    _acm,
    _chicago,
    _tag_first,
    _year_tag_bold,
    _bold_then_venue,
    _title_authors_venue,
    _table_row,
    _venue_sub_line,
    _three_lines,
    _parenthesised,
    _linked_then_venue,
    _authors_colon,
    _bracket_after,
    _no_venue,
    _apa_link,
    _vancouver_link,
    _ieee_link,
    _key_dash_link,
    _link_then_key,
    _title_key_link,
    _numbered_with_pdf,
    _authors_title_link,
)


def rendered_examples(
    records: Sequence[Record], per_record: int = RENDERED_PER_RECORD, seed: int = SEED
) -> list[Example]:
    """Each record through `per_record` styles drawn at random, half of them with a venue from the pool."""
    rng = random.Random(seed)
    pool = venue_pool(records)
    examples = []
    for record in records:
        if not record.authors:
            continue
        for style in rng.sample(STYLES, per_record):
            venue = record.venue if rng.random() < 0.5 else rng.choice(pool)
            source, venue_shown, authors = style(rng, record, venue)
            year_shown = str(record.year) in source or f"'{_two_digits(record.year)}" in source
            gold = Fields(record.title, record.year if year_shown else None, venue if venue_shown else None, authors)
            examples.append(Example(source, _rules_of(source), gold))
    return examples


def field_examples(per_style: int = FIELD_CITATIONS_PER_STYLE, seed: int = SEED) -> list[Example]:
    """Citations of other fields with made-up venues in every journal and proceedings style
    (``enrich.parse.field_citations``): the venue's place in the style is all there is to learn from them, since no
    name repeats."""
    rng = random.Random(seed)
    examples = []
    for style in field_citations.STYLES:
        for cited in field_citations.cited_lines(rng, style, per_style):
            gold = Fields(cited.title, cited.year, cited.venue, cited.authors)
            examples.append(Example(cited.line, _rules_of(cited.line), gold))
    return examples


def _rules_of(source: str) -> Fields:
    with rules_only():
        result = parse_text(source + "\n", file="rendered.md")
    return rules_fields(result.entries[0].occurrences[0]) if result.entries else NO_RULES


# ------------------------------------------------------------------------------------------------ training


def sequences(examples: Iterable[Example]) -> Iterator[tuple[list[dict[str, float | str]], list[str]]]:
    """(features, labels) per example whose title can be found in its tokens."""
    for example in examples:
        tokens = tokenize(entry_lines(example.source))
        labels = gold_labels(tokens, example.gold)
        if labels is not None:
            yield features(tokens, example.rules), labels


def train(examples: Iterable[Example], out: Path, params: dict[str, Any] = TRAINING_PARAMS) -> int:
    """Train a model on the examples into `out`; the number of sequences it learnt from. Deterministic: L-BFGS
    over the same sequences in the same order gives the same model."""
    trainer = pycrfsuite.Trainer(verbose=False)
    trainer.set_params(params)
    count = 0
    for xseq, yseq in sequences(examples):
        trainer.append(xseq, yseq)
        count += 1
    trainer.train(str(out))
    return count


def with_rules_missed(examples: Sequence[Example]) -> list[Example]:
    """The examples, then each again with the rules' year and venue withheld, then each with nothing the rules read.

    The parse stage asks the labeller about entries the rules left without a year or a venue, and about lines the
    rules could read no title from at all (``enrich.parse.tagger.rescue``). On the lists it learns from, the rules
    read nearly every field, so without these copies it learns to follow the rules' marks and is unsure, from one
    training to the next, of a field the rules did not mark: the very case it is asked about."""
    missed = [
        example._replace(rules=example.rules._replace(year=None, venue=None))
        for example in examples
        if example.rules.year is not None or example.rules.venue is not None
    ]
    unread = [example._replace(rules=NO_RULES) for example in examples if example.rules != NO_RULES]
    return [*examples, *missed, *unread]


def training_examples(development: Iterable[str] | None = None) -> list[Example]:
    """The labelled development lines (or those of the named lists) and the rendered records, in a fixed order,
    each also with the rules' year and venue withheld."""
    return with_rules_missed(development_examples(development) + rendered_examples(paper_records()) + field_examples())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m enrich.parse.train_tagger", description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=MODEL_PATH, help=f"model file (default: {MODEL_PATH})")
    args = parser.parse_args(argv)
    examples = training_examples()
    count = train(examples, args.out)
    print(f"trained on {count:,} of {len(examples):,} sequences: {args.out} ({args.out.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
