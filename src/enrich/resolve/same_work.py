"""Whether two records are the same work (by identity, or by title, year, venue and authors), and whether a
record is the publication of an accepted preprint.
"""

from __future__ import annotations

from collections.abc import Sequence

from enrich.models import Author, Candidate, Evidence, SourceRecord
from enrich.resolve.similarity import author_similarity, compare_titles, title_form
from enrich.resolve.thresholds import (
    SAME_WORK_AUTHORS,
    TITLE_ACCEPT,
    TITLE_WEIGHT,
    VENUE_WEIGHT,
    YEAR_EXACT,
    YEAR_OFF_BY_ONE,
    YEAR_WEIGHT,
)
from enrich.resolve.versions import classify_version, describe_record, publisher_doi
from enrich.venues import (
    ARXIV,
    record_venue,
    venue_for_dblp_key,
    venue_matches,
)


def same_work(a: SourceRecord, b: SourceRecord) -> bool:
    """Whether two records (any sources, any versions) describe the same work.

    Identifiers decide first: publisher DOI, arXiv id, dblp key (two published keys, or two CoRR keys), S2 paper
    id. Without a shared kind of identifier: titles at or above TITLE_ACCEPT with no different system name, years
    within one (two when authors confirm), and authors overlapping at least SAME_WORK_AUTHORS when both list them.
    """
    by_identifier = _identifiers_agree(a, b)
    if by_identifier is not None:
        return by_identifier
    title = compare_titles(title_form(a.title), title_form(b.title))
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
    title = compare_titles(title_form(accepted.title), title_form(found.title))
    if title.conflict or title.score < TITLE_ACCEPT or venue_matches(venue.acronym, found) != 1.0:
        return None
    year = _publication_year_signal(accepted.year, found.year, venue.kind)
    authors = author_similarity(accepted.authors, found.authors)
    if year is None or (authors is not None and authors < SAME_WORK_AUTHORS):
        return None
    signals = f"title {title.score:.2f}, year {found.year}, venue {venue.acronym}, " + (
        "authors unknown" if authors is None else f"authors {authors:.2f}"
    )
    note = f"DOI {doi} from {found.source}'s title query: {signals} agree with {describe_record(accepted)}"
    total = TITLE_WEIGHT * title.score + YEAR_WEIGHT * year + VENUE_WEIGHT
    return Evidence(
        title=round(title.score, 4),
        year=year,
        venue=1.0,
        authors=None if authors is None else round(authors, 4),
        total=round(min(1.0, total), 4),
        notes=[note],
    )


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
    agreeing = [
        Candidate(record=record, evidence=evidence)
        for record in found
        if (evidence := publication_evidence(accepted, record)) is not None
    ]
    if len({publisher_doi(candidate.record) for candidate in agreeing}) != 1:
        return None
    return max(agreeing, key=lambda candidate: candidate.evidence.total)


def same_work_by_identity(record: SourceRecord, anchor: SourceRecord) -> bool:
    """The two records share an identifier (publisher DOI, arXiv id, dblp key, S2 paper id): one work."""
    return _identifiers_agree(record, anchor) is True


def linked_by_authors(record: SourceRecord, anchor: SourceRecord) -> bool:
    """Most authors shared (by dblp pid or S2 author id where both records carry them, else by name), years
    within one: the same people's paper, not another group's paper with the same title."""
    overlap = _author_id_overlap(record.authors, anchor.authors)
    if overlap is None:
        overlap = author_similarity(record.authors, anchor.authors)
    years_agree = record.year is None or anchor.year is None or abs(record.year - anchor.year) <= 1
    return overlap is not None and overlap >= SAME_WORK_AUTHORS and years_agree


def linked_by_doi_prefix(record: SourceRecord, anchor: SourceRecord) -> bool:
    """The same publisher (DOI prefix): an ACM and an IEEE record with the same title are two publications."""
    mine, theirs = publisher_doi(record), publisher_doi(anchor)
    return bool(mine and theirs and mine.split("/", 1)[0] == theirs.split("/", 1)[0])


def _author_id_overlap(a: Sequence[Author], b: Sequence[Author]) -> float | None:
    for field_name in ("dblp_pid", "s2_author_id"):
        ids_a = {getattr(author, field_name) for author in a} - {None}
        ids_b = {getattr(author, field_name) for author in b} - {None}
        if ids_a and ids_b:
            return 2 * len(ids_a & ids_b) / (len(ids_a) + len(ids_b))
    return None


def _is_corr_key(key: str) -> bool:
    return venue_for_dblp_key(key) is ARXIV
