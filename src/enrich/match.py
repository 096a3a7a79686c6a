"""Title normalisation, candidate scoring, and the accept / ambiguous / unresolved decision.

All functions here are pure: the same inputs always give the same decision, and every decision carries the
scores that led to it. A wrong DOI silently poisons every user of the dataset while a missing one is visible, so
every rule below errs towards "ambiguous" or "none" rather than a guess.

How a candidate record is judged against a list entry:
- title: similarity of the normalised titles (the main signal, and a gate of its own);
- year and venue: agreement with what the list says, treated as evidence, not truth;
- version: a preprint, a journal extension, a poster or workshop version is never taken for the paper the list
  names (``classify_version``);
- identifiers and authors, where known on both sides, can only confirm (ids) or veto (ids, authors).
"""

from __future__ import annotations

import hashlib
import html
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from rapidfuzz.distance import Indel

from enrich.ids import is_arxiv_doi, strip_homonym_number
from enrich.models import Author, Candidate, Entry, Evidence, SourceRecord
from enrich.venues import (
    ARXIV,
    is_arxiv_record,
    record_venue,
    venue_for_acronym,
    venue_for_dblp_key,
    venue_matches,
)

Want = Literal["published", "preprint", "any"]
Outcome = Literal["accept", "ambiguous", "none"]
VersionKind = Literal["published", "preprint", "extension", "short", "unknown"]

# --------------------------------------------------------------------------------------------- thresholds
# Chosen on the labelled list 002 (shared gold set, 40 entries) and the traps its notes record; the similarities
# quoted are what bench/match_bench.py --calibrate prints for those pairs.
#
# Title similarity needed to accept. Same-paper variants score >= 0.98 (SwapAdvisor "Push"/"Pushing" 0.98;
# casing, HTML entities, trailing periods, "A Generic"/"Generic" 1.0); different papers and retitled preprints with
# near-identical titles score <= 0.82 (Parallax's early preprint title 0.82, Themis "...Scheduling"/"...for Machine
# Learning Workloads" 0.76, PipeTransformer "...Large-scale Models"/"...Transformers" 0.75, PipeDream 2018/2019
# 0.62). 0.90 sits in that gap; a title dropping two of its words ("...Training Recommendation Models" for
# "...Training Deep Learning Recommendation Models", 0.89) is deliberately left to a person.
TITLE_ACCEPT = 0.90
# Title floor when the list's own link names the record (same DOI or arXiv id): metadata may abbreviate a title
# (Crossref's "Parallax"), but a link to a paper with an unrelated title is a wrong link, not a match.
TITLE_WITH_IDENTIFIER = 0.60
# Below TITLE_ACCEPT but at or above this, a record at the list's venue and year is asked about ("ambiguous"), not
# dropped: lists reword titles ("Orca: ... Language Generation Tasks" for "... Generative Models", 0.71; "μs-scale"
# for "Microsecond-scale", 0.82), and an unresolved entry would not make the nightly run ask a person.
TITLE_RETITLED = 0.70

# total = weights . signals - version penalty; an unknown signal counts as UNKNOWN_SIGNAL, so a record whose venue
# agrees outranks one whose venue is unknown, which outranks one that disagrees.
TITLE_WEIGHT = 0.6
YEAR_WEIGHT = 0.2
VENUE_WEIGHT = 0.2
UNKNOWN_SIGNAL = 0.5
# Minimum total to accept. With nothing but a title (no year, no venue) the title must be >= 0.96, i.e. exact up
# to a word form; an exact title with a preprint two years before the list's year (0.78) still passes.
TOTAL_ACCEPT = 0.775
# Two different records both acceptable and closer than this are ambiguous. Larger than the gap a one-year drift
# makes (0.06), so "2019 or 2020?" between two same-titled records is asked, not guessed; smaller than the gap a
# venue agreement makes over an unknown venue (0.10).
MARGIN = 0.08

# Year agreement: the list's year may be a preprint's year or simply off by one; an arXiv preprint often precedes
# the venue by a year (Varuna, Pollux) and may by two, and a list saying "arXiv '19" may name a paper published two
# years later. Anything else is a conflict.
YEAR_EXACT = 1.0
YEAR_OFF_BY_ONE = 0.7
YEAR_OFF_BY_TWO_EXPECTED = 0.4

# Version penalties only order the ranking; acceptance is decided by the version kind itself.
WRONG_VERSION_PENALTY = 0.3  # a preprint when the published paper is wanted (or the reverse), extension, poster
PREPRINT_WHEN_ANY_PENALTY = 0.05  # with want="any" the published version wins over its own preprint
UNKNOWN_VERSION_PENALTY = 0.1  # nothing says what the record is (no venue, type or DOI): below a published one

# Authors are a veto, not a vote (lists carry no authors, so totals stay comparable): known authors sharing less
# than this with a record make it a conflict. Fabricated author lists in the gold notes share none; the CoRR and
# NSDI versions of Themis share 0.88.
AUTHORS_CONFLICT = 0.3
# same_work without identifiers needs at least this author overlap when both sides list authors: versions of one
# work keep most of their authors (Themis CoRR/NSDI 0.88), fabricated or foreign lists keep almost none.
SAME_WORK_AUTHORS = 0.5

# ---------------------------------------------------------------------------------------------- titles

# Hyphens, dashes, slashes, underscores, punctuation and whitespace: every run becomes one space, in one pass (a
# dblp dump puts seven million titles through normalize_title).
_SEPARATORS = re.compile(r"[\W_]+")
_LEADING_ARTICLE = re.compile(r"^(?:a|an|the)(?:\s+|$)")  # a bare article too: "A :" keys like ":"
# "DIESEL+: Accelerating ...": a short name before the first colon.
_SYSTEM_NAME = re.compile(r"^\s*([^:]{1,60}?)\s*:\s*(\S.*)$", re.DOTALL)
_MAX_NAME_WORDS = 5
_NAME_CHARS = re.compile(r"[^a-z0-9+]+")
# Words that carry no identity of their own; dropped from the word-level comparison only.
_STOP_WORDS = frozenset({"a", "an", "the", "of", "for", "on", "in", "with", "and", "to", "via", "by", "from", "at",
                         "as", "into", "through", "using"})
_VERSION_SUFFIX = re.compile(r"^(?:\+{1,2}|v?\d{1,2}|ii|iii|x)$")


def normalize_title(title: str) -> str:
    """A comparison form of a title: HTML entities decoded, accents and case folded, '&' read as 'and',
    hyphens, dashes and punctuation turned into spaces, spaces collapsed.

    Sources disagree on exactly these details ("Pushing" casing, "&amp;", "Fine-Grained" vs "Fine Grained",
    a trailing period in dblp), never on the words themselves.
    """
    text = _fold(html.unescape(html.unescape(title))).replace("&", " and ")
    return _SEPARATORS.sub(" ", text).strip()


def title_key(title: str) -> str:
    """The dedup key of a title: its normal form without a leading article ("A Generic ..." = "Generic ...")."""
    return _LEADING_ARTICLE.sub("", normalize_title(title))


def paper_id(title: str) -> str:
    """A stable id for a paper named by a list: the same title, however punctuated, gives the same id."""
    return hashlib.sha1(title_key(title).encode("utf-8")).hexdigest()[:16]


@dataclass(frozen=True, slots=True)
class _TitleForm:
    key: str
    words: tuple[str, ...]
    name: str | None  # "diesel+" for "DIESEL+: ...": '+' kept, since it is what tells DIESEL+ from DIESEL
    display_name: str | None
    rest_title: str | None  # the title after the name; its form is built only when a comparison needs it


@lru_cache(maxsize=16384)
def _title_form(title: str) -> _TitleForm:
    """Everything a comparison needs from one title, computed once per distinct title.

    A decision compares one entry title with every candidate, and same_work compares candidates again; a run's
    few thousand titles fit the cache.
    """
    key = title_key(title)
    words = tuple(_stem(word) for word in key.split() if word not in _STOP_WORDS) or tuple(key.split())
    named = _SYSTEM_NAME.match(html.unescape(title))
    if named and len(named.group(1).split()) <= _MAX_NAME_WORDS:
        name = _NAME_CHARS.sub("", _fold(named.group(1)))
        if name:
            return _TitleForm(key, words, name, named.group(1).strip(), named.group(2))
    return _TitleForm(key, words, None, None, None)


def _fold(text: str) -> str:
    """Accents and case folded ("Köpf" -> "kopf"); ASCII text, nearly every title, skips the Unicode work."""
    if text.isascii():
        return text.casefold()
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
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


def _similarity(a: _TitleForm, b: _TitleForm) -> float:
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


def _compare_titles(a: _TitleForm, b: _TitleForm, *, names_from_b: bool = True) -> _TitleVerdict:
    """Similarity, plus what the system names before the colon say.

    Different names ("DIESEL+" vs "DIESEL") are a conflict however alike the rest is. When only ``a`` carries a
    name, ``b`` may simply omit it (a list writing "DLFS: Efficient ..." for "Efficient User-Level Storage ..."),
    so the title without the name is compared too; likewise for a name only ``b`` carries when ``names_from_b``.
    A list entry is compared with names_from_b=False: a record adding a name the list never gives is another
    version as often as not (the 2021 preprint "ECRM: Efficient Fault Tolerance ..." of the PVLDB'23 paper
    "Efficient Fault Tolerance ..."), so it keeps the plain similarity, which the extra word lowers.
    """
    score = _similarity(a, b)
    if a.name and b.name:
        if a.name != b.name:
            return _TitleVerdict(score, conflict=f"system name differs: '{a.display_name}' vs '{b.display_name}'")
        return _TitleVerdict(score)
    if b.rest_title is not None and not names_from_b:
        if _similarity(_title_form(b.rest_title), a) < TITLE_ACCEPT:
            return _TitleVerdict(score)
        return _TitleVerdict(score, note=f"the record adds the name '{b.display_name}:' the list does not give")
    named, other = (a, b) if a.rest_title else (b, a)
    if named.rest_title is not None:
        without_name = _similarity(_title_form(named.rest_title), other)
        if without_name > score:
            return _TitleVerdict(without_name, note=f"title matches without the name '{named.display_name}:'")
    return _TitleVerdict(score)


def title_similarity(a: str, b: str) -> float:
    """How alike two titles are, in [0, 1]: 1.0 for the same title however written, low for a mere prefix."""
    return _compare_titles(_title_form(a), _title_form(b)).score


# --------------------------------------------------------------------------------------------- authors

_PARENTHESISED = re.compile(r"\([^)]*\)")
_NAME_PART = re.compile(r"[a-z]+")
_NAME_SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv"})


def _author_keys(name: str) -> tuple[tuple[str, str], tuple[str, str]] | None:
    """(surname, first initial) read western-order and family-name-first, or None for an empty name.

    dblp homonym numbers ("Xiaopeng Zhang 0009"), nicknames ("Hongqiang (Harry) Liu"), accents ("Köpf"),
    initials ("S. Li"), joined or split given names ("JeongGil"/"Jeong Gil") all reduce to the same key.
    """
    text = _PARENTHESISED.sub(" ", strip_homonym_number(_fold(name).strip()))
    if "," in text:
        surname, given = text.split(",", 1)
        text = f"{given} {surname}"
    parts = [part for part in _NAME_PART.findall(text) if part not in _NAME_SUFFIXES]
    if not parts:
        return None
    if len(parts) == 1:
        return (parts[0], ""), (parts[0], "")
    return (parts[-1], parts[0][0]), (parts[0], parts[-1][0])


def _names(authors: Iterable[Author | str]) -> list[str]:
    return [author if isinstance(author, str) else author.name for author in authors]


def author_similarity(a: Iterable[Author | str], b: Iterable[Author | str]) -> float | None:
    """Share of authors in common (Dice over name keys), order ignored; None when either list is empty."""
    keys_a = [keys for keys in map(_author_keys, _names(a)) if keys]
    if not keys_a:
        return None
    keys_b = [keys for keys in map(_author_keys, _names(b)) if keys]
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


# -------------------------------------------------------------------------------------------- versions

_INFORMAL_TYPE = "Informal and Other Publications"
_PUBLISHED_TYPES = frozenset({"Conference and Workshop Papers", "Journal Articles", "Parts in Books or Collections"})
_NOT_A_PAPER_TYPES = frozenset({"Editorship", "Reference Works", "Data and Artifacts", "Books and Theses"})
_S2_PUBLISHED_TYPES = frozenset({"Conference", "JournalArticle", "BookSection"})
_SHORT_TITLE = re.compile(
    r"^\s*(?:poster|demo|demonstration|abstract|extended abstract|brief announcement|work[- ]in[- ]progress|wip|"
    r"invited talk|keynote|student research competition)\s*[:\-\u2013\u2014]"
    r"|\((?:poster|demo|abstract|extended abstract|invited talk)\)|\bdoctoral symposium\b",
    re.IGNORECASE,
)
_SHORT_VENUE = re.compile(
    r"\bworkshops?\b|\bposters?\b|\bdemos?\b|\bdemonstrations?\b|\babstracts?\b|\bdoctoral\b|\bcompanion\b|"
    r"\bstudent research\b|work[- ]in[- ]progress|\bWiP\b|\bbrief announcements?\b|@",
    re.IGNORECASE,
)
_EXTENSION_TITLE = re.compile(
    r"\bextended version\b|\bjournal version\b|\((?:extended|full) version\)|\[extended\]", re.IGNORECASE
)


# A record of at most this many pages is a poster, abstract or short paper: a full systems paper has 10 or more,
# and the 3-page PPoPP'23 poster of Swift is the trap this catches.
SHORT_PAGES = 3
_PAGE_RANGE = re.compile(r"^\s*(\d+)\s*[-–]+\s*(\d+)\s*$")


def classify_version(record: SourceRecord, entry: Entry | None = None) -> VersionKind:
    """Which version of a work a record is; with an entry, also whether it extends the paper the list names.

    "preprint": arXiv, dblp's CoRR and other informal records. "short": posters, demos, abstracts, workshop
    versions (by title, by venue string, or a workshop venue). "extension": titled as an extended or journal
    version, or (relative to the entry) a '+'/'2' successor of the named system, or a later journal paper with
    the same system name or title as the conference paper listed. "published": a conference, journal or book
    paper. "unknown": nothing says which.
    """
    if record.source == "arxiv" or (record.source == "dblp" and record.dblp_type == _INFORMAL_TYPE):
        return "preprint"
    if record.source == "dblp" and record.dblp_type in _NOT_A_PAPER_TYPES:
        return "unknown"
    if is_arxiv_record(record) and not publisher_doi(record):
        return "preprint"
    if _is_short(record):
        return "short"
    if _EXTENSION_TITLE.search(record.title) or (entry is not None and _extension_note(entry, record)):
        return "extension"
    if _looks_published(record):
        return "published"
    return "unknown"


def _is_short(record: SourceRecord) -> bool:
    venue = record_venue(record)
    return bool(
        _SHORT_TITLE.search(record.title)
        or (record.venue and _SHORT_VENUE.search(record.venue))
        or (venue is not None and venue.kind == "workshop")
        or _page_count(record.pages) <= SHORT_PAGES
    )


def _page_count(pages: str | None) -> int | float:
    """Pages of a 'first-last' range; infinity when unknown or not a plain range (no evidence of shortness)."""
    match = _PAGE_RANGE.match(pages or "")
    if not match:
        return float("inf")
    first, last = int(match.group(1)), int(match.group(2))
    return last - first + 1 if last >= first else float("inf")


def _looks_published(record: SourceRecord) -> bool:
    return bool(
        publisher_doi(record)
        or record.dblp_type in _PUBLISHED_TYPES
        or (record.venue and record.venue.strip())
        or _S2_PUBLISHED_TYPES.intersection(record.publication_types)
    )


def _is_journal_article(record: SourceRecord) -> bool:
    venue = record_venue(record)
    return record.dblp_type == "Journal Articles" or (venue is not None and venue.kind == "journal")


def _extension_note(entry: Entry, record: SourceRecord) -> str | None:
    """Why the record extends the paper the entry names (DIESEL+ TPDS'22 for DIESEL ICPP'20), or None."""
    entry_form, record_form = _entry_title_form(entry), _title_form(record.title)
    if entry_form.name and record_form.name and record_form.name.startswith(entry_form.name):
        suffix = record_form.name[len(entry_form.name):]
        if suffix and _VERSION_SUFFIX.match(suffix):
            return f"'{record_form.display_name}' is a successor of '{entry_form.display_name}'"
    later_journal = (entry.year is not None and record.year is not None and record.year > entry.year
                     and _is_journal_article(record))
    if not later_journal:
        return None
    if entry_form.name and entry_form.name == record_form.name and _similarity(entry_form, record_form) < TITLE_ACCEPT:
        return f"a later journal paper on '{record_form.display_name}' with another title"
    listed = venue_for_acronym(entry.venue_acronym or entry.venue)
    if (listed is not None and listed.kind == "conference" and venue_matches(listed.acronym, record) == 0
            and _similarity(entry_form, record_form) >= TITLE_ACCEPT):
        return f"a later journal version of the {listed.acronym} paper"
    return None


def publisher_doi(record: SourceRecord) -> str | None:
    """The record's DOI unless it is arXiv's own DataCite DOI, which names the preprint, not a publication."""
    return record.doi.lower() if record.doi and not is_arxiv_doi(record.doi) else None


def _entry_title_form(entry: Entry) -> _TitleForm:
    """The entry's title form; a system name the list gives apart from the title ("DLFS: **Efficient ...**")
    counts as the title's own name, so a record titled "DLFS: Efficient ..." compares equal."""
    form = _title_form(entry.title)
    if form.name is None:
        name = next((o.system_name for o in entry.occurrences if o.system_name), None)
        if name:
            return _title_form(f"{name}: {entry.title}")
    return form


# --------------------------------------------------------------------------------------------- scoring


@dataclass(frozen=True, slots=True)
class _Assessment:
    """A scored candidate plus what decide() needs beyond the evidence."""

    candidate: Candidate
    kind: VersionKind
    acceptable_kind: bool
    conflicts: tuple[str, ...]
    identifier_match: bool

    @property
    def total(self) -> float:
        return self.candidate.evidence.total

    @property
    def title(self) -> float:
        return self.candidate.evidence.title

    @property
    def record(self) -> SourceRecord:
        return self.candidate.record


def score(entry: Entry, record: SourceRecord, *, want: Want = "published",
          known_authors: Sequence[Author | str] = ()) -> Evidence:
    """The evidence for ``record`` being the ``want`` version of the paper ``entry`` names.

    ``known_authors`` are authors already established for the entry (e.g. from an accepted dblp record); they
    only veto a record whose authors are mostly different.
    """
    return _assess(entry, record, want, tuple(_names(known_authors))).candidate.evidence


def _assess(entry: Entry, record: SourceRecord, want: Want, known_authors: tuple[str, ...]) -> _Assessment:
    notes: list[str] = []
    conflicts: list[str] = []
    kind = classify_version(record, entry)
    extension = _extension_note(entry, record) if kind == "extension" else None
    kind, kind_note = _named_workshop(entry, record, kind)

    title = _compare_titles(_entry_title_form(entry), _title_form(record.title), names_from_b=False)
    year, year_note, year_conflict = _year_signal(entry, record, kind)
    venue, venue_note, venue_conflict = _venue_signal(entry, record, kind)
    identifier_match, identifier_note, identifier_conflict = _identifier_signal(entry, record)
    authors = author_similarity(known_authors, record.authors)
    authors_conflict = (f"authors differ from the known ones ({authors:.2f})"
                        if authors is not None and authors < AUTHORS_CONFLICT else None)

    notes += [note for note in (title.note, year_note, venue_note, identifier_note, kind_note, extension) if note]
    if kind != "published":
        notes.append(_kind_note(kind, record))
    conflicts += [c for c in (title.conflict, year_conflict, venue_conflict, identifier_conflict, authors_conflict)
                  if c]
    notes += [f"conflict: {conflict}" for conflict in conflicts]

    penalty = _version_penalty(kind, want)
    total = (TITLE_WEIGHT * title.score
             + YEAR_WEIGHT * (UNKNOWN_SIGNAL if year is None else year)
             + VENUE_WEIGHT * (UNKNOWN_SIGNAL if venue is None else venue)
             - penalty)
    evidence = Evidence(title=round(title.score, 4), year=year, venue=venue,
                        authors=None if authors is None else round(authors, 4), version_penalty=penalty,
                        total=round(min(1.0, max(0.0, total)), 4), notes=notes)
    return _Assessment(Candidate(record=record, evidence=evidence), kind, _kind_wanted(kind, want),
                       tuple(conflicts), identifier_match)


def _named_workshop(entry: Entry, record: SourceRecord, kind: VersionKind) -> tuple[VersionKind, str | None]:
    """A workshop paper is the published paper when the list names that very workshop (a "[HotOS '21]" entry)."""
    listed = venue_for_acronym(entry.venue_acronym or entry.venue)
    if kind == "short" and listed is not None and listed.kind == "workshop" and venue_matches(listed.acronym,
                                                                                                record) == 1:
        return "published", f"a paper of {listed.acronym}, the workshop the list names"
    return kind, None


def _kind_note(kind: VersionKind, record: SourceRecord) -> str:
    described = {
        "preprint": "a preprint",
        "extension": "an extended or journal version",
        "short": "a poster, demo, abstract or workshop version",
        "unknown": "of unknown version (no venue, type or DOI)",
    }[kind]
    where = record.venue or record.dblp_type or record.source
    return f"record is {described} ({where})"


def _kind_wanted(kind: VersionKind, want: Want) -> bool:
    if want == "published":
        return kind == "published"
    if want == "preprint":
        return kind == "preprint"
    return kind in ("published", "preprint", "unknown")


def _version_penalty(kind: VersionKind, want: Want) -> float:
    if kind in ("extension", "short"):
        return WRONG_VERSION_PENALTY
    if want == "published":
        return {"published": 0.0, "preprint": WRONG_VERSION_PENALTY}.get(kind, UNKNOWN_VERSION_PENALTY)
    if want == "preprint":
        return 0.0 if kind == "preprint" else WRONG_VERSION_PENALTY
    return {"published": 0.0, "preprint": PREPRINT_WHEN_ANY_PENALTY}.get(kind, UNKNOWN_VERSION_PENALTY)


def lists_arxiv(entry: Entry) -> bool:
    """Whether the list tags the entry arXiv: then the preprint is the paper it names."""
    return venue_for_acronym(entry.venue_acronym or entry.venue) is ARXIV


def _year_signal(entry: Entry, record: SourceRecord, kind: VersionKind) -> tuple[float | None, str | None,
                                                                                  str | None]:
    if entry.year is None or record.year is None:
        return None, None, None
    drift = record.year - entry.year
    if drift == 0:
        return YEAR_EXACT, None, None
    said = f"list {entry.year}, record {record.year}"
    if abs(drift) == 1:
        return YEAR_OFF_BY_ONE, f"year off by one ({said})", None
    if (kind == "preprint" and drift == -2) or (kind != "preprint" and drift == 2 and lists_arxiv(entry)):
        return YEAR_OFF_BY_TWO_EXPECTED, f"year off by two, as a preprint's may be ({said})", None
    return 0.0, None, f"year too far from the list's ({said})"


def _venue_signal(entry: Entry, record: SourceRecord, kind: VersionKind) -> tuple[float | None, str | None,
                                                                                   str | None]:
    acronym = entry.venue_acronym or entry.venue
    listed = venue_for_acronym(acronym)
    if listed is None:
        return None, None, None
    if listed is ARXIV:
        if kind == "preprint":
            return None, None, None
        published_at = record.venue or record.dblp_key or "an unnamed venue"
        return None, f"the list says arXiv; this record is the version published at {published_at}", None
    agreement = venue_matches(acronym, record)
    if agreement == 0.0:
        said = record.venue or record.journal_ref or record.dblp_key
        return 0.0, None, f"venue differs: list {listed.acronym}, record '{said}'"
    if agreement == 1.0 and kind == "preprint":
        return 1.0, f"the preprint's journal reference names {listed.acronym}", None
    return agreement, None, None


def _identifier_signal(entry: Entry, record: SourceRecord) -> tuple[bool, str | None, str | None]:
    """(matches the list's own link, note, conflict). Only the list's links are compared: sources disagree on
    identifiers of other versions all the time, which is not evidence against a record."""
    entry_doi = entry.doi.lower() if entry.doi and not is_arxiv_doi(entry.doi) else None
    record_doi = publisher_doi(record)
    if entry_doi and record_doi:
        if entry_doi == record_doi:
            return True, "DOI equals the list's link", None
        return False, None, f"DOI {record_doi} differs from the list's link ({entry_doi})"
    if entry.arxiv_id and record.arxiv_id:
        if entry.arxiv_id == record.arxiv_id:
            return True, "arXiv id equals the list's link", None
        return False, None, f"arXiv id {record.arxiv_id} differs from the list's link ({entry.arxiv_id})"
    return False, None, None


# ------------------------------------------------------------------------------------------ ranking


def rank(entry: Entry, records: Sequence[SourceRecord], *, want: Want = "published",
         known_authors: Sequence[Author | str] = ()) -> list[Candidate]:
    """Candidates best first: identifier match, total, title; ties broken by the records' identities, so the
    order never depends on the order the sources answered in."""
    return [a.candidate for a in _ranked(entry, records, want, tuple(_names(known_authors)))]


def _ranked(entry: Entry, records: Sequence[SourceRecord], want: Want,
            known_authors: tuple[str, ...]) -> list[_Assessment]:
    assessed = [_assess(entry, record, want, known_authors) for record in records]
    keys = [(not a.identifier_match, -a.total, -a.title, _identity(a.record)) for a in assessed]
    if len(set(keys)) < len(keys):  # records alike in every identifying field: order by their full content
        keys = [(*key, a.record.model_dump_json()) for key, a in zip(keys, assessed)]
    order = sorted(range(len(assessed)), key=keys.__getitem__)
    return [assessed[i] for i in order]


def _identity(record: SourceRecord) -> tuple:
    return (record.source, record.dblp_key or "", record.doi or "", record.arxiv_id or "",
            record.s2_paper_id or "", record.title, record.year or 0, record.venue or "")


# ----------------------------------------------------------------------------------------- deciding


@dataclass(frozen=True)
class Decision:
    """The outcome for one entry against one source's candidates.

    ``best`` is the accepted candidate; for "ambiguous" it is the leading contender (never to be used as a
    match); for "none" it is None. ``ranked`` holds every candidate, best first, for the record of the decision.
    """

    outcome: Outcome
    best: Candidate | None
    ranked: list[Candidate]
    reason: str
    tied: tuple[Candidate, ...] = ()  # for "two records too close": the best and every different rival close to it


def decide(entry: Entry, records: Sequence[SourceRecord], *, want: Want,
           known_authors: Sequence[Author | str] = ()) -> Decision:
    """Accept one record as the ``want`` version of the entry's paper, call it ambiguous, or find none.

    want="published": the conference/journal paper; "preprint": its arXiv/CoRR preprint under (nearly) the same
    title; "any": either, the published one preferred. Accepting needs the right version kind, a title at or
    above TITLE_ACCEPT (TITLE_WITH_IDENTIFIER when the list's own link names the record), a total at or above
    TOTAL_ACCEPT, no conflicting evidence, and no different record within MARGIN.
    """
    if not records:
        return Decision("none", None, [], "no candidates")
    assessed = _ranked(entry, records, want, tuple(_names(known_authors)))
    ranked = [a.candidate for a in assessed]
    titled = [a for a in assessed if a.acceptable_kind and _title_passes(a)]
    contenders = [a for a in titled if not _another_work(a)]
    if not contenders:
        retitled = next((a for a in assessed if _retitled(a)), None)
        if retitled is not None:
            return Decision("ambiguous", retitled.candidate, ranked,
                            f"{_describe(retitled.record)} appeared at the list's venue in the list's year, but its "
                            f"title differs ({retitled.title:.2f} < {TITLE_ACCEPT}): the same paper under another "
                            "title? a person should confirm")
        if titled:
            return Decision("none", None, ranked, _why_another_work(titled[0]))
        return Decision("none", None, ranked, _why_none(assessed, want))
    clean = [a for a in contenders if not a.conflicts and (a.identifier_match or a.total >= TOTAL_ACCEPT)]
    if not clean:
        top = contenders[0]
        if top.conflicts:
            return Decision("ambiguous", top.candidate, ranked,
                            f"{_describe(top.record)} matches the title ({top.title:.2f}) but "
                            + "; ".join(top.conflicts))
        return Decision("none", None, ranked,
                        f"best {_describe(top.record)} totals {top.total:.2f} < {TOTAL_ACCEPT} "
                        "(too little agreement beyond the title)")
    best = clean[0]
    rivals = [a for a in contenders if a is not best and best.total - a.total < MARGIN
              and not same_work(best.record, a.record)]
    if rivals:
        rival = rivals[0]
        return Decision("ambiguous", best.candidate, ranked,
                        f"two different records are too close to tell apart: {_describe(best.record)} "
                        f"({best.total:.2f}) and {_describe(rival.record)} ({rival.total:.2f}), margin {MARGIN}",
                        tied=tuple(a.candidate for a in [best, *rivals] if not a.conflicts))
    return Decision("accept", best.candidate, ranked, _why_accepted(best))


def _another_work(assessment: _Assessment) -> bool:
    """Both the year and the venue conflict with the list's, and the list's own link does not name the record: a
    same-titled paper of another field, year and venue is a different work. It is never a contender, so it never
    makes an entry ambiguous on its own (one conflict alone still does: a list's year or venue may be wrong)."""
    evidence = assessment.candidate.evidence
    return not assessment.identifier_match and evidence.year == 0.0 and evidence.venue == 0.0


def _why_another_work(assessment: _Assessment) -> str:
    return (f"{_describe(assessment.record)} has the title ({assessment.title:.2f}) but differs from the list in "
            f"both year and venue: another work ({'; '.join(assessment.conflicts)})")


def _retitled(assessment: _Assessment) -> bool:
    """A record of the wanted kind whose title is close but not close enough, at the list's venue and year with
    nothing conflicting: possibly the paper under a reworded title ("Language Generation Tasks" in the list,
    "Generative Models" in print). Never accepted on that; asked about."""
    evidence = assessment.candidate.evidence
    return (assessment.acceptable_kind and not assessment.conflicts and evidence.year == YEAR_EXACT
            and evidence.venue == 1.0 and TITLE_RETITLED <= assessment.title < TITLE_ACCEPT)


def _title_passes(assessment: _Assessment) -> bool:
    floor = TITLE_WITH_IDENTIFIER if assessment.identifier_match else TITLE_ACCEPT
    return assessment.title >= floor


def _why_none(assessed: list[_Assessment], want: Want) -> str:
    sought = {"published": "published", "preprint": "preprint", "any": "published or preprint"}[want]
    wanted = [a for a in assessed if a.acceptable_kind]
    if not wanted:
        top = assessed[0]
        return (f"no {sought} record among the {len(assessed)} candidate(s); the best, {_describe(top.record)}, "
                f"is {top.kind}")
    top = wanted[0]
    return (f"no {sought} record with a title close enough: the best, {_describe(top.record)}, has title "
            f"similarity {top.title:.2f} < {TITLE_ACCEPT}")


def _why_accepted(best: _Assessment) -> str:
    evidence = best.candidate.evidence
    signals = [f"title {evidence.title:.2f}"]
    for name, value in (("year", evidence.year), ("venue", evidence.venue), ("authors", evidence.authors)):
        signals.append(f"{name} {'unknown' if value is None else f'{value:.2f}'}")
    notes = f"; {'; '.join(evidence.notes)}" if evidence.notes else ""
    return f"{_describe(best.record)}: total {evidence.total:.2f} ({', '.join(signals)}){notes}"


def _describe(record: SourceRecord) -> str:
    identifier = record.dblp_key or record.doi or record.arxiv_id or record.s2_paper_id
    return f"{record.source} {identifier or repr(record.title[:60])} ({record.year or 'no year'})"


# ----------------------------------------------------------------------------------- cross-source checks


def same_work(a: SourceRecord, b: SourceRecord) -> bool:
    """Whether two records (any sources, any versions) describe the same work.

    Identifiers decide first: publisher DOI, arXiv id, dblp key (two published keys, or two CoRR keys), S2 paper
    id. Without a shared kind of identifier: titles at or above TITLE_ACCEPT with no different system name, years
    within one (two when authors confirm), and authors overlapping at least SAME_WORK_AUTHORS when both list them.
    """
    by_identifier = _identifiers_agree(a, b)
    if by_identifier is not None:
        return by_identifier
    title = _compare_titles(_title_form(a.title), _title_form(b.title))
    if title.conflict or title.score < TITLE_ACCEPT:
        return False
    authors = author_similarity(a.authors, b.authors)
    if authors is not None and authors < SAME_WORK_AUTHORS:
        return False
    if a.year is None or b.year is None:
        return authors is not None
    return abs(a.year - b.year) <= (2 if authors is not None else 1)


def _identifiers_agree(a: SourceRecord, b: SourceRecord) -> bool | None:
    """True or False when a shared kind of identifier decides, None when none does.

    Two different S2 paper ids prove nothing: S2 keeps a preprint and its published version as two records
    until it merges them, so only an equal id counts (as a yes).
    """
    for left, right in ((publisher_doi(a), publisher_doi(b)), (a.arxiv_id, b.arxiv_id)):
        if left and right:
            return left == right
    if a.dblp_key and b.dblp_key and _is_corr_key(a.dblp_key) == _is_corr_key(b.dblp_key):
        return a.dblp_key == b.dblp_key
    if a.s2_paper_id and a.s2_paper_id == b.s2_paper_id:
        return True
    return None


# ------------------------------------------------------------------------------ a DOI found by title


def publication_evidence(accepted: SourceRecord, found: SourceRecord) -> Evidence | None:
    """Evidence that ``found`` (a record another source's title query returned) is the very publication the
    accepted record describes, so that its DOI is that paper's; None when anything disagrees.

    A title query returns its best-scoring works even when they are other papers, and a wrong DOI is worse than
    none, so every signal must agree with the accepted record, not merely not conflict: a publisher DOI (never arXiv's
    DataCite DOI), a published version (not a poster, workshop version or extension), the title (no other system
    name), the same known venue, the same year (off by one only in a journal, whose online-first date may precede
    its issue's year), and most of the authors where both records list them.
    """
    doi = publisher_doi(found)
    venue = record_venue(accepted)
    if doi is None or venue is None or venue is ARXIV or classify_version(found) != "published":
        return None
    title = _compare_titles(_title_form(accepted.title), _title_form(found.title))
    if title.conflict or title.score < TITLE_ACCEPT or venue_matches(venue.acronym, found) != 1.0:
        return None
    year = _publication_year_signal(accepted.year, found.year, venue.kind)
    authors = author_similarity(accepted.authors, found.authors)
    if year is None or (authors is not None and authors < SAME_WORK_AUTHORS):
        return None
    signals = (f"title {title.score:.2f}, year {found.year}, venue {venue.acronym}, "
               + ("authors unknown" if authors is None else f"authors {authors:.2f}"))
    note = f"DOI {doi} from {found.source}'s title query: {signals} agree with {_describe(accepted)}"
    total = TITLE_WEIGHT * title.score + YEAR_WEIGHT * year + VENUE_WEIGHT
    return Evidence(title=round(title.score, 4), year=year, venue=1.0,
                    authors=None if authors is None else round(authors, 4), total=round(min(1.0, total), 4),
                    notes=[note])


def _publication_year_signal(accepted: int | None, found: int | None, venue_kind: str) -> float | None:
    if accepted is None or found is None:
        return None
    if accepted == found:
        return YEAR_EXACT
    return YEAR_OFF_BY_ONE if abs(accepted - found) == 1 and venue_kind == "journal" else None


def publication_of(accepted: SourceRecord, found: Sequence[SourceRecord]) -> Candidate | None:
    """The record among ``found`` whose DOI is the accepted record's publication's, or None: none agrees, or
    records with different DOIs agree (two registrations of one title at one venue and year are not told apart by
    guessing)."""
    agreeing = [Candidate(record=record, evidence=evidence) for record in found
                if (evidence := publication_evidence(accepted, record)) is not None]
    if len({publisher_doi(candidate.record) for candidate in agreeing}) != 1:
        return None
    return max(agreeing, key=lambda candidate: candidate.evidence.total)


# ------------------------------------------------------------------------------------ second evidence round


def same_work_by_identity(record: SourceRecord, anchor: SourceRecord) -> bool:
    """The two records share an identifier (publisher DOI, arXiv id, dblp key, S2 paper id): one work."""
    return _identifiers_agree(record, anchor) is True


def _linked_by_authors(record: SourceRecord, anchor: SourceRecord) -> bool:
    """Most authors shared (by dblp pid or S2 author id where both records carry them, else by name), years
    within one: the same people's paper, not another group's paper with the same title."""
    overlap = _author_id_overlap(record.authors, anchor.authors)
    if overlap is None:
        overlap = author_similarity(record.authors, anchor.authors)
    years_agree = record.year is None or anchor.year is None or abs(record.year - anchor.year) <= 1
    return overlap is not None and overlap >= SAME_WORK_AUTHORS and years_agree


def _linked_by_doi_prefix(record: SourceRecord, anchor: SourceRecord) -> bool:
    """The same publisher (DOI prefix): an ACM and an IEEE record with the same title are two publications."""
    mine, theirs = publisher_doi(record), publisher_doi(anchor)
    return bool(mine and theirs) and mine.split("/", 1)[0] == theirs.split("/", 1)[0]


def _author_id_overlap(a: Sequence[Author], b: Sequence[Author]) -> float | None:
    for field_name in ("dblp_pid", "s2_author_id"):
        ids_a = {getattr(author, field_name) for author in a} - {None}
        ids_b = {getattr(author, field_name) for author in b} - {None}
        if ids_a and ids_b:
            return 2 * len(ids_a & ids_b) / (len(ids_a) + len(ids_b))
    return None


# The signals of the second round, strongest first, with the words the evidence uses for each.
TIE_BREAKERS = (
    (same_work_by_identity, "identifiers shared with"),
    (_linked_by_authors, "authors shared with"),
    (_linked_by_doi_prefix, "DOI prefix shared with"),
)


def break_tie(decision: Decision, anchors: Sequence[SourceRecord]) -> Candidate | None:
    """The one tied candidate that is the same work as a record another source accepted, or None.

    Two close records of one source are ambiguous on their own; another source's accepted record can tell them
    apart when exactly one of them shares its identifiers (a cross-linked dblp key, DOI or arXiv id), else its
    authors, else its publisher's DOI prefix. The winner's evidence names the signal that broke the tie.
    """
    if decision.outcome != "ambiguous" or len(decision.tied) < 2 or not anchors:
        return None
    for linked, words in TIE_BREAKERS:
        for anchor in anchors:
            winners = [c for c in decision.tied if linked(c.record, anchor)]
            if len(winners) == 1:
                winner = winners[0]
                note = f"tie broken by the second evidence round: {words} {_describe(anchor)}"
                return winner.model_copy(update={"evidence": winner.evidence.model_copy(
                    update={"notes": [*winner.evidence.notes, note]})})
    return None


def _is_corr_key(key: str) -> bool:
    return venue_for_dblp_key(key) is ARXIV
