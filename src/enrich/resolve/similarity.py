"""How alike two titles, or two author lists, are: pure functions over cached title forms.

A system name before the colon ("DIESEL+: ...") is compared on its own: different names are different papers
however alike the rest is.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz.distance import Indel

from enrich.ids import strip_homonym_number
from enrich.models import Author, Entry
from enrich.resolve.thresholds import TITLE_ACCEPT
from enrich.titles import STOP_WORDS, fold_case, title_key

# "DIESEL+: Accelerating ...": a short name before the first colon.
_SYSTEM_NAME = re.compile(r"^\s*([^:]{1,60}?)\s*:\s*(\S.*)$", re.DOTALL)


_MAX_NAME_WORDS = 5
# The fewest words of a record's title found whole on a list's line that make it the line's title.
MIN_LINE_TITLE_WORDS = 4


_NAME_CHARS = re.compile(r"[^a-z0-9+]+")


@dataclass(frozen=True, slots=True)
class _TitleForm:
    key: str
    words: tuple[str, ...]
    name: str | None  # "diesel+" for "DIESEL+: ...": '+' kept, since it is what tells DIESEL+ from DIESEL
    display_name: str | None
    rest_title: str | None  # the title after the name; its form is built only when a comparison needs it


@lru_cache(maxsize=16384)
def title_form(title: str) -> _TitleForm:
    """Everything a comparison needs from one title, computed once per distinct title.

    A decision compares one entry title with every candidate, and same_work compares candidates again; a run's
    few thousand titles fit the cache.
    """
    key = title_key(title)
    words = tuple(stem(word) for word in key.split() if word not in STOP_WORDS) or tuple(key.split())
    named = _SYSTEM_NAME.match(html.unescape(title))
    if named and len(named.group(1).split()) <= _MAX_NAME_WORDS:
        name = _NAME_CHARS.sub("", fold_case(named.group(1)))
        if name:
            return _TitleForm(key, words, name, named.group(1).strip(), named.group(2))
    return _TitleForm(key, words, None, None, None)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A crude word form that forgives inflection ("Push"/"Pushing", "Model"/"Models"), nothing more."""
    if len(word) > 4 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    for suffix in ("ing", "ed"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            word = word[: -len(suffix)]
            break
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]
    return word


def form_similarity(a: _TitleForm, b: _TitleForm) -> float:
    """The lower of character-level and word-level normalised Indel similarity (rapidfuzz).

    Indel similarity (fuzz.ratio) charges every inserted or deleted character, so a prefix is not a match:
    "PipeDream" against "PipeDream: Generalized Pipeline Parallelism for DNN Training" scores 0.26, where
    partial_ratio or token_set_ratio would score 1.0. The word-level score (stop words dropped, inflection
    forgiven) keeps one changed word in a long title from hiding behind many equal characters:
    "...Training of Large-scale Models" vs "...Training of Transformers" is 0.89 on characters but 0.75 on words.
    """
    if not a.key or not b.key:
        return 0.0
    if a.key == b.key:
        return 1.0
    return min(Indel.normalized_similarity(a.key, b.key), Indel.normalized_similarity(a.words, b.words))


@dataclass(frozen=True, slots=True)
class _TitleVerdict:
    score: float
    note: str | None = None
    conflict: str | None = None


def compare_titles(a: _TitleForm, b: _TitleForm, *, names_from_b: bool = True) -> _TitleVerdict:
    """Similarity, plus what the system names before the colon say.

    Different names ("DIESEL+" vs "DIESEL") are a conflict however alike the rest is. When only ``a`` carries a
    name, ``b`` may simply omit it (a list writing "DLFS: Efficient ..." for "Efficient User-Level Storage ..."),
    so the title without the name is compared too; likewise for a name only ``b`` carries when ``names_from_b``.
    A list entry is compared with names_from_b=False: a record adding a name the list never gives is another
    version as often as not (the 2021 preprint "ECRM: Efficient Fault Tolerance ..." of the PVLDB'23 paper
    "Efficient Fault Tolerance ..."), so it keeps the plain similarity, which the extra word lowers.
    """
    score = form_similarity(a, b)
    if a.name and b.name:
        if a.name != b.name:
            return _TitleVerdict(score, conflict=f"system name differs: '{a.display_name}' vs '{b.display_name}'")
        return _TitleVerdict(score)
    if b.rest_title is not None and not names_from_b:
        if form_similarity(title_form(b.rest_title), a) < TITLE_ACCEPT:
            return _TitleVerdict(score)
        return _TitleVerdict(score, note=f"the record adds the name '{b.display_name}:' the list does not give")
    named, other = (a, b) if a.rest_title else (b, a)
    if named.rest_title is not None:
        without_name = form_similarity(title_form(named.rest_title), other)
        if without_name > score:
            return _TitleVerdict(without_name, note=f"title matches without the name '{named.display_name}:'")
    return _TitleVerdict(score)


def title_on_the_line(entry: Entry, record_title: str) -> _TitleVerdict | None:
    """A full match when the list's title was cut or polluted but its line holds the record's title whole.

    A list may cut a title at its system name ("**Ray**") or glue a venue or note to it; a search by the line's raw
    text still finds the paper (enrich.resolve.gather asks Crossref so), and its record's title then stands on the
    line word for word. Only for a title of MIN_LINE_TITLE_WORDS words or more that contains the list's title or is
    contained in it, so that a short record title cannot match a line by chance.
    """
    record_key = title_key(record_title)
    entry_key = title_key(entry.title)
    if len(record_key.split()) < MIN_LINE_TITLE_WORDS or not entry_key or record_key == entry_key:
        return None
    if entry_key not in record_key and record_key not in entry_key:
        return None
    lines = (f" {title_key(occurrence.raw)} " for occurrence in entry.occurrences)
    if not any(f" {record_key} " in line for line in lines):
        return None
    return _TitleVerdict(1.0, note=f"the list's line holds the record's title whole (listed as '{entry.title}')")


def title_similarity(a: str, b: str) -> float:
    """How alike two titles are, in [0, 1]: 1.0 for the same title however written, low for a mere prefix."""
    return compare_titles(title_form(a), title_form(b)).score


_PARENTHESISED = re.compile(r"\([^)]*\)")


_NAME_PART = re.compile(r"[a-z]+")


_NAME_SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv"})


def _author_keys(name: str) -> tuple[tuple[str, str], tuple[str, str]] | None:
    """(surname, first initial) read western-order and family-name-first, or None for an empty name.

    dblp homonym numbers ("Xiaopeng Zhang 0009"), nicknames ("Hongqiang (Harry) Liu"), accents ("Köpf"),
    initials ("S. Li"), joined or split given names ("JeongGil"/"Jeong Gil") all reduce to the same key.
    """
    text = _PARENTHESISED.sub(" ", strip_homonym_number(fold_case(name).strip()))
    if "," in text:
        surname, given = text.split(",", 1)
        text = f"{given} {surname}"
    parts = [part for part in _NAME_PART.findall(text) if part not in _NAME_SUFFIXES]
    if not parts:
        return None
    if len(parts) == 1:
        return (parts[0], ""), (parts[0], "")
    return (parts[-1], parts[0][0]), (parts[0], parts[-1][0])


def author_names(authors: Iterable[Author | str]) -> list[str]:
    return [author if isinstance(author, str) else author.name for author in authors]


def author_similarity(a: Iterable[Author | str], b: Iterable[Author | str]) -> float | None:
    """Share of authors in common (Dice over name keys), order ignored; None when either list is empty."""
    keys_a = [keys for keys in map(_author_keys, author_names(a)) if keys]
    if not keys_a:
        return None
    keys_b = [keys for keys in map(_author_keys, author_names(b)) if keys]
    if not keys_b:
        return None
    western = Counter(keys[0] for keys in keys_b)
    family_first = Counter(keys[1] for keys in keys_b)
    matched = 0
    for western_key, _family_key in keys_a:
        if western[western_key] > 0:
            western[western_key] -= 1
            matched += 1
        elif family_first[western_key] > 0:
            family_first[western_key] -= 1
            matched += 1
    return 2 * matched / (len(keys_a) + len(keys_b))


def entry_title_form(entry: Entry) -> _TitleForm:
    """The entry's title form; a system name the list gives apart from the title ("DLFS: **Efficient ...**")
    counts as the title's own name, so a record titled "DLFS: Efficient ..." compares equal."""
    form = title_form(entry.title)
    if form.name is None:
        name = next((o.system_name for o in entry.occurrences if o.system_name), None)
        if name:
            return title_form(f"{name}: {entry.title}")
    return form
