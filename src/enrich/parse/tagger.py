"""A trained token labeller for an entry's fields: a CRF over the tokens of one entry's text (python-crfsuite).

The parse rules (``enrich.parse.items``) read titles, venues, years and authors by the shapes lists write them in.
This module labels the same text token by token (title, author, venue, year, tag, note, other) with a linear-chain
CRF whose features are the token's form, its markup (link text, bold, italics, brackets), its neighbours, its
place in the entry, the venue table's vocabulary, and what the rules themselves read there (the token inside the
rules' title, venue or year). The rules stay the first reading; the labeller completes an entry the rules leave
without a year or a venue (``complete``), so an entry the rules read fully never reaches it.

The model ships as the file tagger.crfsuite beside this module and is trained from files in the repository by
``python -m enrich.parse.train_tagger``. Everything here is pure but the lazy, once-only load of the model.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from enrich.parse.blocks import Heading, Item, Line, Prose, labelled_by_its_identifier, read_blocks
from enrich.parse.common import MIN_TITLE_LIKE_WORDS, MONTH_NAME, FoundLink, clean_title, expand_year
from enrich.parse.items import _YEAR_RANGE as YEAR_RANGE
from enrich.parse.items import _split_names as split_names
from enrich.parse.items import _without_citation_count as without_citation_count
from enrich.parse.items import line_links
from enrich.venues import VENUES, named_acronym, venue_for_acronym

if TYPE_CHECKING:  # imported when the model is first needed: most parses never need it
    import pycrfsuite

MODEL_PATH = Path(__file__).with_name("tagger.crfsuite")
LABELS = ("title", "author", "venue", "year", "tag", "note", "other")
# An entry's text beyond this many lines is its description (abstracts, notes): never a field the rules miss.
MAX_ENTRY_LINES = 6
# How sure the model must be of a venue or year token (its marginal probability) for the parse stage to take it:
# unsure, it names datasets and systems ("LAION-400M") as venues. Chosen on the development folds
# (bench/tagger_cv.py prints each floor's figures): trained with the rules' year and venue withheld too
# (train_tagger.with_rules_missed), the model made up 25 venues at 0.7 and 5 at 0.9 for 6 venues fewer read.
CONFIDENCE_FLOOR = 0.9
_FLOORED = frozenset({"venue", "year"})
# The most letters and digits a title may run on into a venue and year by ("theoreticalcomputerscience2013"):
# more than that, and the labeller's title is a piece of the title rather than the title without its venue.
_MAX_RUN_ON = 40
# A span of years closing a title ("C++ 2006–2020", "Crises 1929-1933") is the title's own: its last year is no
# year of publication the title ran on into.
_YEAR_SPAN_CLOSING = re.compile(rf"(?:{YEAR_RANGE.pattern})\W*$")  # the span items.py reads in parentheses

# A URL written out is one token; a word keeps inner hyphens, dots between letters and underscores ("Gandiva_fair",
# "Mixture-of-Experts", "U.S."); every other non-space character is a token of its own ("[", "'", ":").
_TOKEN = re.compile(r"https?://\S+|[^\W_]+(?:[-_.][^\W_]+)*|\S", re.UNICODE)
_FOUR_DIGIT_YEAR = re.compile(r"(?:19|20)\d\d")
_APOSTROPHES = frozenset("'‘’`´′")
_OPENERS = {"[": "bracket", "(": "paren"}
_CLOSERS = {"]": "bracket", ")": "paren"}
_QUOTES = frozenset('"“”')
# Words that name a venue without being one: the labeller learns where they sit ("In Proceedings of the ...").
_GENERIC_VENUE_WORDS = frozenset(
    "proceedings proc conference conf symposium workshop workshops journal transactions trans letters review "
    "reviews international annual acm ieee usenix siam springer elsevier preprint arxiv corr vol volume pp pages "
    "no issue findings track".split()
)
_NAME_WORDS = frozenset({"and", "et", "al", "&"})
# A date's month, with its day ("October", "Nov. 3", "12 March"): where a citation dates its paper, never its venue.
_MONTH_DATE = re.compile(rf"(?:\d{{1,2}}\s+)?{MONTH_NAME}\.?(?:\s+\d{{1,2}})?")


def _venue_words() -> frozenset[str]:
    """Every word of the venue table's acronyms and aliases, casefolded ("osdi", "usenix", "annual", ...)."""
    words: set[str] = set()
    for venue in VENUES:
        for name in (venue.acronym, *venue.aliases):
            words.update(word.casefold() for word in _TOKEN.findall(name) if word[0].isalnum())
    return frozenset(words)


_VENUE_WORDS = _venue_words()


@dataclass(frozen=True, slots=True)
class Token:
    """One token of an entry's visible text, with the markup it sits in."""

    text: str
    line: int  # index of the entry's line it is on (0: the first line)
    start: int  # where it starts in that line's text
    end: int
    marks: frozenset[str]  # link, strong, emphasis, code, bracket, paren, quote


class Fields(NamedTuple):
    """An entry's fields as one reader (the rules, or the labeller) reads them."""

    title: str
    year: int | None
    venue: str | None  # as written ("ACM CSUR", "PMLR")
    authors: tuple[str, ...]


# ------------------------------------------------------------------------------------------------ tokens


def entry_lines(source: str) -> list[Line]:
    """The visible lines of an entry's Markdown source (its first line, sub-lines and sub-items), markup read by
    the same parser the parse stage uses, so link texts, bold and italics are what the rules see. A note of how
    often the paper is cited ("(321 citations: Google Scholar June 2019)") is no field, as the rules read it: its
    source and date are never a venue or a year."""
    lines: list[Line] = []
    for block in read_blocks(textwrap.dedent(without_citation_count(source))):
        if isinstance(block, Item):
            lines.extend(_item_lines(block))
        elif isinstance(block, Prose):
            lines.extend(block.lines)
        elif isinstance(block, Heading):  # a bold-only first line is a heading to the document reader
            lines.append(Line(block.line, block.text, strong=[(0, len(block.text))]))
    return lines[:MAX_ENTRY_LINES]


def _item_lines(item: Item) -> list[Line]:
    lines = list(item.lines)
    for child in item.children:
        lines.extend(_item_lines(child))
    return lines


def tokenize(lines: Sequence[Line]) -> list[Token]:
    """The tokens of an entry's lines in order, each with the markup spans and brackets around it."""
    tokens: list[Token] = []
    for index, line in enumerate(lines):
        spans = [("link", link.start, link.end) for link in line.links]
        spans += [("strong", start, end) for start, end in line.strong]
        spans += [("emphasis", start, end) for start, end in line.emphasis]
        spans += [("code", start, end) for start, end in line.code]
        open_marks: list[str] = []
        in_quote = False
        for found in _TOKEN.finditer(line.text):
            text = found.group(0)
            marks = {name for name, start, end in spans if start <= found.start() and found.end() <= end}
            marks.update(open_marks)
            if in_quote:
                marks.add("quote")
            tokens.append(Token(text, index, found.start(), found.end(), frozenset(marks)))
            if text in _OPENERS:
                open_marks.append(_OPENERS[text])
            elif text in _CLOSERS and _CLOSERS[text] in open_marks:
                open_marks.remove(_CLOSERS[text])
            elif text in _QUOTES:
                in_quote = not in_quote
    return tokens


def normalized(text: str) -> str:
    """Letters and digits only, casefolded: how token spans are compared with a field's text."""
    return "".join(char for char in text.casefold() if char.isalnum())


def find_span(tokens: Sequence[Token], text: str, start: int = 0) -> tuple[int, int] | None:
    """The first run of tokens from `start` whose letters and digits are exactly the text's, as (first, end)."""
    wanted = normalized(text)
    if not wanted:
        return None
    forms = [normalized(token.text) for token in tokens]
    for first in range(start, len(tokens)):
        if not forms[first] or not wanted.startswith(forms[first]):
            continue
        joined = ""
        for end in range(first, len(tokens)):
            joined += forms[end]
            if joined == wanted:
                return first, end + 1
            if not wanted.startswith(joined):
                break
    return None


def token_year(tokens: Sequence[Token], index: int) -> int | None:
    """The year a token writes: four digits 19xx/20xx, or two digits after an apostrophe ('22)."""
    text = tokens[index].text
    if len(text) == 4 and _FOUR_DIGIT_YEAR.fullmatch(text):
        return int(text)
    if len(text) == 2 and text.isdigit() and index > 0 and tokens[index - 1].text in _APOSTROPHES:
        return expand_year(int(text))
    return None


# ------------------------------------------------------------------------------------------------ features


def _shape(text: str) -> str:
    """Xxxx, XX, dddd, x-x ...: letters by case, digits, other characters, runs collapsed."""
    shape: list[str] = []
    for char in text[:8]:
        kind = "X" if char.isupper() else "x" if char.isalpha() else "d" if char.isdigit() else char
        if not shape or shape[-1] != kind:
            shape.append(kind)
    return "".join(shape)


def _rule_marks(tokens: Sequence[Token], rules: Fields) -> list[set[str]]:
    """Where the rules' reading sits among the tokens: inside their title, venue, authors, or their year."""
    marks: list[set[str]] = [set() for _ in tokens]
    spans: list[tuple[str, tuple[int, int] | None]] = [("rule_title", find_span(tokens, rules.title))]
    if rules.venue:
        spans.append(("rule_venue", find_span(tokens, rules.venue)))
    spans += [("rule_author", find_span(tokens, author)) for author in rules.authors]
    for name, span in spans:
        if span:
            for index in range(*span):
                marks[index].add(name)
    for index in range(len(tokens)):
        if rules.year is not None and _year(tokens[index]) == rules.year:
            marks[index].add("rule_year")
    return marks


def _capitalised(text: str) -> bool:
    return text[:1].isupper()


def _capital_run(tokens: Sequence[Token], index: int) -> int:
    """How many capitalised words in a row this word sits in (titles in Title Case, names), capped at 4."""
    if not _capitalised(tokens[index].text):
        return 0
    run = 1
    for step in (-1, 1):
        at = index + step
        while 0 <= at < len(tokens) and run < 4 and _capitalised(tokens[at].text):
            run += 1
            at += step
    return run


# Feature mappings per token text are cached: lists repeat their words, venues and punctuation.
_FEATURE_CACHE_SIZE = 16384


@lru_cache(maxsize=_FEATURE_CACHE_SIZE)
def _word_features(prefix: str, text: str) -> dict[str, float | str]:
    """What a word is (its form, shape, venue vocabulary), for the token itself (prefix "") or a neighbour."""
    lower = text.casefold()
    return {
        f"{prefix}lower": lower[:20],
        f"{prefix}shape": _shape(text),
        f"{prefix}venue_word": float(lower in _VENUE_WORDS),
        f"{prefix}generic_venue": float(lower in _GENERIC_VENUE_WORDS),
        f"{prefix}punct": text if not text[0].isalnum() and len(text) == 1 else "",
    }


@lru_cache(maxsize=_FEATURE_CACHE_SIZE)
def _own_features(text: str) -> dict[str, float | str]:
    """What a token's text alone says, besides its word features."""
    return {
        "bias": 1.0,
        **_word_features("", text),
        "suffix": text[-3:].casefold(),
        "is_upper": float(text.isupper() and len(text) > 1),
        "is_title": float(_capitalised(text)),
        "is_digit": float(text.isdigit()),
        "two_digits": float(len(text) == 2 and text.isdigit()),
        "url": float(text.startswith(("http://", "https://"))),
        "known_venue": float(len(text) > 1 and venue_for_acronym(text) is not None),
        "name_word": float(text.casefold() in _NAME_WORDS),
    }


def features(tokens: Sequence[Token], rules: Fields) -> list[dict[str, float | str]]:
    """One feature mapping per token (python-crfsuite's item form): string values are one-hot, numbers weights."""
    rule_marks = _rule_marks(tokens, rules)
    count = len(tokens)
    found: list[dict[str, float | str]] = []
    for index, token in enumerate(tokens):
        item = dict(_own_features(token.text))
        item.update(
            {
                "year": float(token_year(tokens, index) is not None),
                "capital_run": str(_capital_run(tokens, index)),
                "position": str(min(4, 5 * index // max(count, 1))),
                "line": str(min(token.line, 2)),
                "line_start": float(index == 0 or tokens[index - 1].line != token.line),
                "line_end": float(index == count - 1 or tokens[index + 1].line != token.line),
            }
        )
        for mark in sorted(token.marks):  # sets: sorted, so that features keep one order whatever the hash seed
            item[f"in_{mark}"] = 1.0
        for mark in sorted(rule_marks[index]):
            item[mark] = 1.0
        for offset in (-2, -1, 1, 2):
            at = index + offset
            if 0 <= at < count and tokens[at].line == token.line:
                item.update(_word_features(f"{offset}:", tokens[at].text))
                for mark in sorted(rule_marks[at]):
                    item[f"{offset}:{mark}"] = 1.0
            else:
                item[f"{offset}:edge"] = 1.0
        found.append(item)
    return found


# ------------------------------------------------------------------------------------------------ labels to fields


def fields_from_labels(lines: Sequence[Line], tokens: Sequence[Token], labels: Sequence[str]) -> Fields:
    """The fields a label sequence says: the longest title run, the first venue run, the first year, the authors."""
    title_run = max(_runs(tokens, labels, "title"), key=lambda run: run[1] - run[0], default=None)
    venue_run = next(iter(_runs(tokens, labels, "venue")), None)
    years = (_year(token) for token, label in zip(tokens, labels, strict=True) if label == "year")
    year = next((found for found in years if found is not None), None)
    authors = [_text(lines, tokens, run) for run in _runs(tokens, labels, "author")]
    return Fields(
        clean_title(_text(lines, tokens, title_run)) if title_run else "",
        year,
        _venue_text(_text(lines, tokens, venue_run)) if venue_run else None,
        _split_authors(", ".join(authors)),
    )


def _year(token: Token) -> int | None:
    """The year a token labelled year writes: four digits, or two ("'22", "[VLDB 25]")."""
    if _FOUR_DIGIT_YEAR.fullmatch(token.text):
        return int(token.text)
    return expand_year(int(token.text)) if len(token.text) == 2 and token.text.isdigit() else None


def _runs(tokens: Sequence[Token], labels: Sequence[str], wanted: str) -> list[tuple[int, int]]:
    """(first, end) of each run of tokens with one label, on one line."""
    runs: list[tuple[int, int]] = []
    for index, label in enumerate(labels):
        if label != wanted:
            continue
        if runs and runs[-1][1] == index and tokens[index - 1].line == tokens[index].line:
            runs[-1] = (runs[-1][0], index + 1)
        else:
            runs.append((index, index + 1))
    return runs


def _text(lines: Sequence[Line], tokens: Sequence[Token], run: tuple[int, int]) -> str:
    first, last = tokens[run[0]], tokens[run[1] - 1]
    return lines[first.line].text[first.start : last.end]


def _venue_text(text: str) -> str | None:
    """A venue run as a venue: the apostrophe and digits of a glued year ("OSDI'22") and edge punctuation go; a
    month alone ("RFC 6356, October 2011") is the date's, no venue."""
    text = re.sub(r"[\s'‘’`]*\d{2,4}['’]?$", "", text.strip(" .,;:()[]{}'\"|"))
    text = text.strip(" .,;:()[]{}'\"|-")
    return None if not text or _MONTH_DATE.fullmatch(text) else text


def _split_authors(text: str) -> tuple[str, ...]:
    """The names of the author runs, by the rules' own splitter: "Hinton, Geoffrey E." stays one name."""
    return split_names(text) if text.strip() else ()


# ------------------------------------------------------------------------------------------------ the model


@lru_cache(maxsize=4)
def load_model(path: Path = MODEL_PATH) -> pycrfsuite.Tagger:
    """The trained model, opened once per path (the parse stage opens the shipped one on first use)."""
    import pycrfsuite

    tagger = pycrfsuite.Tagger()
    tagger.open(str(path))
    return tagger


def label_tokens(tokens: Sequence[Token], rules: Fields, model: pycrfsuite.Tagger, floor: float = 0.0) -> list[str]:
    """The model's label per token; a venue or year token it gives a probability under `floor` is left 'other'."""
    if not tokens:
        return []
    labels = list(model.tag(features(tokens, rules)))
    for index, label in enumerate(labels):
        if label in _FLOORED and model.marginal(label, index) < floor:
            labels[index] = "other"
    return labels


def read_entry(source: str, rules: Fields, model: pycrfsuite.Tagger | None = None, floor: float = 0.0) -> Fields:
    """The labeller's reading of an entry's Markdown source, given what the rules read there."""
    lines = entry_lines(source)
    return _read_tokens(lines, tokenize(lines), rules, model, floor)


def _read_tokens(
    lines: Sequence[Line], tokens: Sequence[Token], rules: Fields, model: pycrfsuite.Tagger | None, floor: float
) -> Fields:
    return fields_from_labels(lines, tokens, label_tokens(tokens, rules, _model(model), floor))


def _in_identifier_link(token: Token, lines: Sequence[Line]) -> bool:
    """Whether the token is the label of a DOI or arXiv link (``[DOI](https://doi.org/...)``), as `enrich fix`
    writes a paper's identifiers: no word of the line, so the labeller reads a line the same before and after."""
    return any(
        link.start <= token.start and token.end <= link.end and labelled_by_its_identifier(link)
        for link in lines[token.line].links
    )


def _model(model: pycrfsuite.Tagger | None) -> pycrfsuite.Tagger:
    """The model asked for, else the one a ``using_model`` block names, else the shipped one."""
    in_use = _MODEL_IN_USE.get()
    return model or (in_use[0] if in_use else load_model())


# How sure the model must be, on average over its tokens, of a title it cuts from a line no rule read. Chosen on
# the development folds (bench/tagger_cv.py, its (e) rows): 0.5, 0.7, 0.8 and 0.9 found 18, 17, 16 and 13 papers
# for the same 12 non-paper lines made entries.
RESCUE_FLOOR = 0.8
NO_RULES = Fields("", None, None, ())


class Rescued(NamedTuple):
    """A paper the labeller read on a line the rules could cut no title from."""

    fields: Fields
    links: list[FoundLink]


def rescue(source: str, model: pycrfsuite.Tagger | None = None) -> Rescued | None:
    """The labeller's reading of a line that carries a paper's evidence but no rule could read, when it finds
    one title in it, of a title-like text's words (the audit's three), and is sure of it (``RESCUE_FLOOR``, or a
    ``using_model`` block's floor); None otherwise (the line stays unparsed, with its reason)."""
    lines = entry_lines(source)
    tokens = [token for token in tokenize(lines) if not _in_identifier_link(token, lines)]
    if not tokens:
        return None
    tagger = _model(model)
    labels = label_tokens(tokens, NO_RULES, tagger, CONFIDENCE_FLOOR)
    runs = _runs(tokens, labels, "title")
    if len(runs) != 1:
        return None
    start, end = runs[0]
    sureness = sum(tagger.marginal("title", index) for index in range(start, end)) / (end - start)
    fields = fields_from_labels(lines, tokens, labels)
    in_use = _MODEL_IN_USE.get()
    floor = in_use[1] if in_use else RESCUE_FLOOR
    if sureness < floor or len(fields.title.split()) < MIN_TITLE_LIKE_WORDS:
        return None
    return Rescued(fields, [found for line in lines for found in line_links(line)])


def incomplete(rules: Fields) -> bool:
    """Whether the rules left the entry without a year or a venue: the only entries the labeller is asked about."""
    return rules.year is None or rules.venue is None


def complete(
    rules: Fields, source: str, model: pycrfsuite.Tagger | None = None, floor: float = CONFIDENCE_FLOOR
) -> Fields:
    """The rules' reading with the year or venue they left empty filled by the labeller where it is sure, and a
    title the rules let run on into a venue and year ("CASPaxos: ..., Unpublished 2018") cut before them; what
    else the rules read stays. Authors are not filled: on the development lists the labeller took dates and
    affiliations before a title for authors more often than it found an author list the rules missed
    (docs/formats.md)."""
    if not incomplete(rules):
        return rules
    lines = entry_lines(source)
    tokens = tokenize(lines)
    tagged = _read_tokens(lines, tokens, rules, model, floor)
    year = rules.year if rules.year is not None else sole_year(tokens, rules.title) or tagged.year
    venue = rules.venue or (None if _opens_the_title(tagged.venue, rules.title) else tagged.venue)
    title = tagged.title if _runs_on_into(rules.title, tagged) else rules.title
    return rules._replace(title=title, year=year, venue=venue)


def sole_year(tokens: Sequence[Token], title: str) -> int | None:
    """The year an entry's text writes outside its title, when it writes only one (once or more): the year of an
    entry whatever its shape, read without the model, so that it holds from one training to the next.

    Measured on the development lists with the rules' year withheld (docs/formats.md): it named the labelled year of
    2,041 entries and abstained on 483 (no year, or two), and named no wrong year and none where the list states
    none."""
    start, end = find_span(tokens, title) or (0, 0)
    years = {token_year(tokens, index) for index in range(len(tokens)) if not start <= index < end} - {None}
    return years.pop() if len(years) == 1 else None


def _opens_the_title(venue: str | None, title: str) -> bool:
    """Whether a venue the labeller read is the opening words of the rules' title: those are the title's, since a
    venue the list writes before a title is a tag the rules take off it."""
    return venue is not None and bool(normalized(venue)) and normalized(title).startswith(normalized(venue))


def _runs_on_into(title: str, tagged: Fields) -> bool:
    """Whether the title is the labeller's title followed by the year it read (and what stands before that year,
    such as the venue: ", Preprint 2021"), or by the venue it read alone."""
    short, full = normalized(tagged.title), normalized(title)
    if _YEAR_SPAN_CLOSING.search(title):
        return False
    if not short or short == full or not full.startswith(short) or len(full) - len(short) > _MAX_RUN_ON:
        return False
    rest = full[len(short) :]
    return rest.endswith(str(tagged.year)) if tagged.year else rest == normalized(tagged.venue or "")


def fields_of(occurrence: Mapping[str, Any]) -> Fields:
    """An occurrence's fields (``seed_title``, ``seed_year``, ...) as one reading."""
    return Fields(
        occurrence["seed_title"],
        occurrence["seed_year"],
        occurrence["seed_venue"],
        tuple(occurrence.get("seed_authors") or ()),
    )


def occurrence_fields(fields: Fields) -> dict[str, Any]:
    """A reading as an occurrence's fields, the venue with the venue table's acronym as the rules' tags have it."""
    return {
        "seed_title": fields.title,
        "seed_year": fields.year,
        "seed_venue": fields.venue,
        "seed_venue_acronym": named_acronym(fields.venue),
        "seed_authors": list(fields.authors),
    }


_LABELLER_ON: ContextVar[bool] = ContextVar("labeller_on", default=True)
_MODEL_IN_USE: ContextVar[tuple[pycrfsuite.Tagger, float] | None] = ContextVar("model_in_use", default=None)


@contextmanager
def using_model(model: pycrfsuite.Tagger, *, rescue_floor: float = RESCUE_FLOOR) -> Iterator[None]:
    """Parse with this model, and this floor for the titles it cuts (``rescue``), inside the block: how
    cross-validation reads a list with a model that never saw it."""
    token = _MODEL_IN_USE.set((model, rescue_floor))
    try:
        yield
    finally:
        _MODEL_IN_USE.reset(token)


def labeller_on() -> bool:
    """Whether the parse may ask the labeller (not inside ``rules_only``)."""
    return _LABELLER_ON.get()


@contextmanager
def rules_only() -> Iterator[None]:
    """Parse with the rules alone inside the block: how the labeller's training and its measurement see the rules."""
    token = _LABELLER_ON.set(False)
    try:
        yield
    finally:
        _LABELLER_ON.reset(token)


def completed(
    occurrence: Mapping[str, Any],
    source_lines: Sequence[str],
    model: pycrfsuite.Tagger | None = None,
    floor: float = CONFIDENCE_FLOOR,
) -> dict[str, Any]:
    """The occurrence fields the labeller adds to an entry the rules left without a year or a venue (nothing for
    an entry the rules read fully, so that the common path costs two lookups)."""
    if (occurrence["seed_year"] is not None and occurrence["seed_venue"] is not None) or not labeller_on():
        return {}
    rules = fields_of(occurrence)
    done = complete(rules, "\n".join(source_lines[:MAX_ENTRY_LINES]), model, floor)
    update: dict[str, Any] = {}
    if done.title != rules.title:
        update["seed_title"] = done.title
    if done.year != rules.year:
        update["seed_year"] = done.year
    if done.venue != rules.venue:
        update.update(seed_venue=done.venue, seed_venue_acronym=named_acronym(done.venue))
    return update
