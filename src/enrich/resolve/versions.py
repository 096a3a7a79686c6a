"""What a record is: the published paper, its preprint, a journal extension, a short version (poster, demo,
extended abstract, workshop) or unknown, and how much each costs when another version is wanted.

A preprint, an extension or a poster is never taken for the paper a list names.
"""

from __future__ import annotations

import re
from typing import Literal

from enrich.ids import is_arxiv_doi
from enrich.models import Entry, SourceRecord
from enrich.resolve.similarity import entry_title_form, form_similarity, title_form
from enrich.resolve.thresholds import (
    PREPRINT_WHEN_ANY_PENALTY,
    TITLE_ACCEPT,
    UNKNOWN_VERSION_PENALTY,
    WRONG_VERSION_PENALTY,
)
from enrich.venues import (
    ARXIV,
    is_arxiv_record,
    record_venue,
    venue_for_acronym,
    venue_matches,
    workshop_host,
)

Want = Literal["published", "preprint", "any"]


VersionKind = Literal["published", "preprint", "extension", "short", "unknown"]


_VERSION_SUFFIX = re.compile(r"^(?:\+{1,2}|v?\d{1,2}|ii|iii|x)$")


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
    if _EXTENSION_TITLE.search(record.title) or (entry is not None and extension_note(entry, record)):
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
    page_range = _PAGE_RANGE.match(pages or "")
    if not page_range:
        return float("inf")
    first, last = int(page_range.group(1)), int(page_range.group(2))
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


def extension_note(entry: Entry, record: SourceRecord) -> str | None:
    """Why the record extends the paper the entry names (DIESEL+ TPDS'22 for DIESEL ICPP'20), or None."""
    entry_form, record_form = entry_title_form(entry), title_form(record.title)
    if entry_form.name and record_form.name and record_form.name.startswith(entry_form.name):
        suffix = record_form.name[len(entry_form.name) :]
        if suffix and _VERSION_SUFFIX.match(suffix):
            return f"'{record_form.display_name}' is a successor of '{entry_form.display_name}'"
    later_journal = (
        entry.year is not None and record.year is not None and record.year > entry.year and _is_journal_article(record)
    )
    if not later_journal:
        return None
    if (
        entry_form.name
        and entry_form.name == record_form.name
        and form_similarity(entry_form, record_form) < TITLE_ACCEPT
    ):
        return f"a later journal paper on '{record_form.display_name}' with another title"
    listed = venue_for_acronym(entry.venue_acronym or entry.venue)
    if (
        listed is not None
        and listed.kind == "conference"
        and venue_matches(listed.acronym, record) == 0
        and form_similarity(entry_form, record_form) >= TITLE_ACCEPT
    ):
        return f"a later journal version of the {listed.acronym} paper"
    return None


def publisher_doi(record: SourceRecord) -> str | None:
    """The record's DOI unless it is arXiv's own DataCite DOI, which names the preprint, not a publication."""
    return record.doi.lower() if record.doi and not is_arxiv_doi(record.doi) else None


def named_workshop(entry: Entry, record: SourceRecord, kind: VersionKind) -> tuple[VersionKind, str | None]:
    """A workshop paper is the published paper when the list names that very workshop (a "[HotOS '21]" entry), or
    a workshop of the conference the record appeared at (a "[NAIC @ SIGCOMM '24]" or "[SC Workshops '23]" entry)."""
    if kind != "short":
        return kind, None
    listed = venue_for_acronym(entry.venue_acronym or entry.venue)
    if listed is not None and listed.kind == "workshop" and venue_matches(listed.acronym, record) == 1:
        return "published", f"a paper of {listed.acronym}, the workshop the list names"
    host = workshop_host(entry.venue)
    if host is not None and venue_matches(host.acronym, record) == 1:
        return "published", f"a workshop paper at {host.acronym}, as the list's '{entry.venue}' says"
    return kind, None


def version_note(kind: VersionKind, record: SourceRecord) -> str:
    described = {
        "preprint": "a preprint",
        "extension": "an extended or journal version",
        "short": "a poster, demo, abstract or workshop version",
        "unknown": "of unknown version (no venue, type or DOI)",
    }[kind]
    where = record.venue or record.dblp_type or record.source
    return f"record is {described} ({where})"


def kind_wanted(kind: VersionKind, want: Want) -> bool:
    if want == "published":
        return kind == "published"
    if want == "preprint":
        return kind == "preprint"
    return kind in ("published", "preprint", "unknown")


def version_penalty(kind: VersionKind, want: Want) -> float:
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


def describe_record(record: SourceRecord) -> str:
    identifier = record.dblp_key or record.doi or record.arxiv_id or record.s2_paper_id
    return f"{record.source} {identifier or repr(record.title[:60])} ({record.year or 'no year'})"
