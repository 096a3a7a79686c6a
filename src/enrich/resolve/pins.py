"""Pins: a person's word on which paper a list entry is, kept in ``enrich.pins.toml`` beside ``enrich.toml``.

An ambiguous entry is settled by naming the right record's identifier. On the list's line a doi.org, arxiv.org or
dblp.org/rec link does it (the parse stage reads it into the entry); where the line should stay as it is, a pin
does it, one line each:

    [pins]
    "3f2a9c1e5b7d0a11" = { doi = "10.1145/3341301.3359646" }
    "Themis: Fair and Efficient GPU Cluster Scheduling" = { dblp = "conf/nsdi/MahajanBLVAVBCC20", file = "ml.md" }

The key is the entry's id (its paper's ``id`` in papers.jsonl) or its title as listed (case and punctuation aside);
the value gives exactly one of ``doi``, ``arxiv`` or ``dblp``, and optionally ``file`` (that list only). A pin
puts its identifier on the entry in place of any the line links, so the one rule that takes a record the list
names as the paper (enrich.resolve.decide) settles it. Pins match an entry by its id or title, never by its line:
they last across nights and survive ``enrich fix``, which edits links, years and venues but never titles.
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from enrich.config import ConfigError
from enrich.ids import is_arxiv_doi, is_valid_dblp_key, normalize_arxiv_id, normalize_doi
from enrich.models import Entry
from enrich.titles import title_key

# The identifier keys a pin may give, and the Entry field each one fills.
IDENTIFIER_FIELDS = {"doi": "doi", "arxiv": "arxiv_id", "dblp": "dblp_key"}
_KEYS = frozenset({"file", *IDENTIFIER_FIELDS})


class PinsError(ConfigError):
    """enrich.pins.toml cannot be used as written: the run stops (exit 2) naming the pin, as for a bad setting."""


@dataclass(frozen=True)
class Pin:
    named: str  # the key: an entry id or a title as listed
    field: str  # the Entry field the identifier fills: doi, arxiv_id or dblp_key
    identifier: str
    file: str | None = None

    def matches(self, entry: Entry) -> bool:
        named = entry.id == self.named or title_key(self.named) in {title_key(o.seed_title) for o in entry.occurrences}
        return named and (self.file is None or any(_same_file(o.file, self.file) for o in entry.occurrences))


@dataclass(frozen=True)
class Pinned:
    entries: list[Entry]  # the entries, a pinned one carrying its pin's identifier in place of the line's
    unmatched: list[Pin]  # pins no entry answers to (a title edited since, a list removed): said, not fatal


def read_pins(path: Path) -> list[Pin]:
    """The pins in ``path``; none when there is no such file (pins are optional)."""
    if not path.is_file():
        return []
    try:
        document = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise PinsError(f"{path} is not valid TOML: {error}") from None
    unknown = sorted(set(document) - {"pins"})
    if unknown:
        raise PinsError(f"{path}: unknown key {unknown[0]!r}; pins go under [pins]")
    pins = document.get("pins", {})
    if not isinstance(pins, dict):
        raise PinsError(f"{path}: 'pins' must be a table ([pins])")
    return [_pin(path, named, value) for named, value in pins.items()]


def apply_pins(entries: Sequence[Entry], pins: Sequence[Pin]) -> Pinned:
    """Each entry a pin names carries the pin's identifier instead of the ones its line links (the first pin that
    matches wins); an entry no pin names is left as it is."""
    used: set[int] = set()
    pinned = []
    for entry in entries:
        found = next(((number, pin) for number, pin in enumerate(pins) if pin.matches(entry)), None)
        if found is None:
            pinned.append(entry)
            continue
        number, pin = found
        used.add(number)
        ids = {field: None for field in IDENTIFIER_FIELDS.values()} | {pin.field: pin.identifier}
        pinned.append(entry.model_copy(update=ids))
    return Pinned(pinned, [pin for number, pin in enumerate(pins) if number not in used])


def pin_line(entry_id: str, field: str, identifier: str) -> str:
    """The line under [pins] that settles entry ``entry_id`` on the record with this identifier."""
    key = next(key for key, name in IDENTIFIER_FIELDS.items() if name == field)
    return f'"{entry_id}" = {{ {key} = "{identifier}" }}'


def _pin(path: Path, named: str, value: Any) -> Pin:
    where = f"{path}: pin {named!r}"
    if not named.strip() or not isinstance(value, dict):
        raise PinsError(f'{where}: write it as "<entry id or title>" = {{ doi = "..." }}')
    unknown = sorted(set(value) - _KEYS)
    if unknown:
        raise PinsError(f"{where}: unknown key {unknown[0]!r} (a pin takes doi, arxiv or dblp, and file)")
    texts = {key: text for key, text in value.items() if isinstance(text, str) and text.strip()}
    if len(texts) != len(value):
        raise PinsError(f"{where}: every value must be a non-empty string")
    given = [key for key in IDENTIFIER_FIELDS if key in texts]
    if len(given) != 1:
        raise PinsError(f"{where}: give exactly one of doi, arxiv or dblp (found {len(given)})")
    key = given[0]
    identifier = _identifier(key, texts[key])
    if identifier is None:
        raise PinsError(f"{where}: {key} = {texts[key]!r} is not a valid {key} identifier")
    return Pin(named, IDENTIFIER_FIELDS[key], identifier, texts.get("file"))


def _identifier(key: str, value: str) -> str | None:
    """The identifier in the form entries carry it: a DOI normalised (an arXiv DataCite DOI is no paper DOI), an
    arXiv id without version, a dblp key as dblp writes it."""
    value = value.strip()
    if key == "doi":
        doi = normalize_doi(value)
        return None if is_arxiv_doi(doi) else doi
    if key == "arxiv":
        return normalize_arxiv_id(value)
    return value if is_valid_dblp_key(value) else None


def _same_file(listed: str, pinned: str) -> bool:
    """A pin's file names the list as the run names it ("seeds/a.md"), or by its name alone ("a.md")."""
    listed_path, pinned_path = Path(listed), Path(pinned)
    return listed_path == pinned_path or (len(pinned_path.parts) == 1 and listed_path.name == pinned_path.name)
