"""Scoring one candidate record against one list entry: title, year, venue, version, identifiers and authors,
each a signal with the note that explains it (all pure).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from enrich.ids import is_arxiv_doi
from enrich.models import Author, Candidate, Entry, Evidence, SourceRecord
from enrich.resolve.similarity import (
    author_names,
    author_similarity,
    compare_titles,
    entry_title_form,
    title_form,
    title_on_the_line,
)
from enrich.resolve.thresholds import (
    AUTHORS_CONFLICT,
    TITLE_ACCEPT,
    TITLE_WEIGHT,
    UNKNOWN_SIGNAL,
    VENUE_WEIGHT,
    YEAR_EXACT,
    YEAR_OFF_BY_ONE,
    YEAR_OFF_BY_TWO_EXPECTED,
    YEAR_WEIGHT,
)
from enrich.resolve.versions import (
    VersionKind,
    Want,
    classify_version,
    extension_note,
    kind_wanted,
    lists_arxiv,
    named_workshop,
    publisher_doi,
    version_note,
    version_penalty,
)
from enrich.venues import canonical_acronym, venue_matches

_NO_TITLE_NOTE = {
    True: "the list gives the paper's address alone: no title to compare",
    False: "the list cites the paper without its title: no title to compare",
}


@dataclass(frozen=True, slots=True)
class Assessment:
    """A scored candidate plus what decide() needs beyond the evidence."""

    candidate: Candidate
    kind: VersionKind
    acceptable_kind: bool
    conflicts: tuple[str, ...]
    identifier_match: bool
    gives_no_title: bool = False  # the list gives no title: its own identifier alone can name the record

    @property
    def total(self) -> float:
        return self.candidate.evidence.total

    @property
    def title(self) -> float:
        return self.candidate.evidence.title

    @property
    def record(self) -> SourceRecord:
        return self.candidate.record


def score(
    entry: Entry, record: SourceRecord, *, want: Want = "published", known_authors: Sequence[Author | str] = ()
) -> Evidence:
    """The evidence for ``record`` being the ``want`` version of the paper ``entry`` names.

    ``known_authors`` are authors already established for the entry (e.g. from an accepted dblp record); they
    only veto a record whose authors are mostly different.
    """
    return _assess(entry, record, want, tuple(author_names(known_authors))).candidate.evidence


def _assess(entry: Entry, record: SourceRecord, want: Want, known_authors: tuple[str, ...]) -> Assessment:
    notes: list[str] = []
    conflicts: list[str] = []
    kind = classify_version(record, entry)
    extension = extension_note(entry, record) if kind == "extension" else None
    kind, kind_note = named_workshop(entry, record, kind)

    title = compare_titles(entry_title_form(entry), title_form(record.title), names_from_b=False)
    if entry.gives_no_title:
        title = replace(title, note=_NO_TITLE_NOTE[entry.titled_by_address], conflict=None)
    elif title.score < TITLE_ACCEPT and not title.conflict:
        title = title_on_the_line(entry, record.title) or title
    year, year_note, year_conflict = _year_signal(entry, record, kind)
    venue, venue_note, venue_conflict = _venue_signal(entry, record, kind)
    identifier_match, identifier_note, identifier_conflict = _identifier_signal(entry, record)
    authors = author_similarity(known_authors, record.authors)
    authors_conflict = (
        f"authors differ from the known ones ({authors:.2f})"
        if authors is not None and authors < AUTHORS_CONFLICT
        else None
    )

    notes += [note for note in (title.note, year_note, venue_note, identifier_note, kind_note, extension) if note]
    if kind != "published":
        notes.append(version_note(kind, record))
    conflicts += [
        c for c in (title.conflict, year_conflict, venue_conflict, identifier_conflict, authors_conflict) if c
    ]
    notes += [f"conflict: {conflict}" for conflict in conflicts]

    penalty = version_penalty(kind, want)
    total = (
        TITLE_WEIGHT * title.score
        + YEAR_WEIGHT * (UNKNOWN_SIGNAL if year is None else year)
        + VENUE_WEIGHT * (UNKNOWN_SIGNAL if venue is None else venue)
        - penalty
    )
    evidence = Evidence(
        title=round(title.score, 4),
        year=year,
        venue=venue,
        authors=None if authors is None else round(authors, 4),
        version_penalty=penalty,
        total=round(min(1.0, max(0.0, total)), 4),
        notes=notes,
    )
    return Assessment(
        Candidate(record=record, evidence=evidence),
        kind,
        kind_wanted(kind, want),
        tuple(conflicts),
        identifier_match,
        entry.gives_no_title,
    )


def _year_signal(entry: Entry, record: SourceRecord, kind: VersionKind) -> tuple[float | None, str | None, str | None]:
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


def _venue_signal(entry: Entry, record: SourceRecord, kind: VersionKind) -> tuple[float | None, str | None, str | None]:
    """(agreement, note, conflict). A venue the table does not know says nothing: venue_matches gives None."""
    if lists_arxiv(entry):
        if kind == "preprint":
            return None, None, None
        published_at = record.venue or record.dblp_key or "an unnamed venue"
        return None, f"the list says arXiv; this record is the version published at {published_at}", None
    acronym = entry.venue_acronym or entry.venue
    agreement = venue_matches(acronym, record)
    if agreement == 0.0:
        said = record.venue or record.journal_ref or record.dblp_key
        return 0.0, None, f"venue differs: list {canonical_acronym(acronym)}, record '{said}'"
    if agreement == 1.0 and kind == "preprint":
        return 1.0, f"the preprint's journal reference names {canonical_acronym(acronym)}", None
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
    if entry.dblp_key and record.dblp_key:
        if entry.dblp_key == record.dblp_key:
            return True, "dblp key equals the list's link", None
        return False, None, f"dblp key {record.dblp_key} differs from the list's link ({entry.dblp_key})"
    return False, None, None


def rank(
    entry: Entry,
    records: Sequence[SourceRecord],
    *,
    want: Want = "published",
    known_authors: Sequence[Author | str] = (),
) -> list[Candidate]:
    """Candidates best first: identifier match, total, title; ties broken by the records' identities, so the
    order never depends on the order the sources answered in."""
    return [a.candidate for a in ranked_assessments(entry, records, want, tuple(author_names(known_authors)))]


def ranked_assessments(
    entry: Entry, records: Sequence[SourceRecord], want: Want, known_authors: tuple[str, ...]
) -> list[Assessment]:
    assessed = [_assess(entry, record, want, known_authors) for record in records]
    keys: list[tuple[object, ...]] = [
        (not a.identifier_match, -a.total, -a.title, _identity(a.record)) for a in assessed
    ]
    if len(set(keys)) < len(keys):  # records alike in every identifying field: order by their full content
        keys = [(*key, a.record.model_dump_json()) for key, a in zip(keys, assessed, strict=True)]
    order = sorted(range(len(assessed)), key=keys.__getitem__)
    return [assessed[i] for i in order]


def _identity(record: SourceRecord) -> tuple:
    return (
        record.source,
        record.dblp_key or "",
        record.doi or "",
        record.arxiv_id or "",
        record.s2_paper_id or "",
        record.title,
        record.year or 0,
        record.venue or "",
    )
