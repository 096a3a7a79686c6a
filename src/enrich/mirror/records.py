"""The row a mirror stores per record.

A row is a plain tuple in STORE_COLUMNS order: a dump of seven million records is parsed at tens of thousands of
records a second, and building a model object per record would cost more than the parse itself. Rows become
``SourceRecord`` objects only when the candidate query returns them (enrich.mirror.candidates).
"""

from __future__ import annotations

from typing import NamedTuple


class MirrorRow(NamedTuple):
    """One record of a dump or a harvest, in the store's column order."""

    source: str  # "dblp" or "arxiv": the SourceRecord.source the row becomes
    key: str  # dblp key ("conf/osdi/LiH21") or unversioned arXiv id
    type: str  # dblp element ("inproceedings", "article", ...) or "preprint"
    publtype: str | None  # dblp's publtype ("informal" for CoRR); None for arXiv
    title: str  # markup stripped, whitespace collapsed, dblp's final period dropped
    title_key: str  # enrich.titles.title_key(title): what the candidate query blocks on
    year: int | None
    venue: str | None  # dblp booktitle or journal as written; None for arXiv
    venue_acronym: str | None  # enrich.venues' acronym for the record, when the venue table knows it
    authors: str | None  # names in order, joined by AUTHOR_SEPARATOR; None when the record names none
    orcids: str | None  # the ORCID of each author in the same order ("" where none), joined alike; None if none
    doi: str | None  # normalised, never arXiv's own DataCite DOI
    arxiv_id: str | None
    arxiv_version: int | None
    pages: str | None
    volume: str | None
    mdate: str | None  # dblp's last-modified date, or arXiv's datestamp (YYYY-MM-DD)
    journal_ref: str | None  # arXiv only
    abstract: str | None  # arXiv only
    publication_date: str | None  # arXiv's first version date (YYYY-MM-DD)


STORE_COLUMNS: tuple[str, ...] = MirrorRow._fields
# Joins a record's author names (and ORCIDs) into one column. A tab never survives in a name: names are stored with
# their whitespace collapsed to single spaces. One string per record is several times cheaper to write and load
# than a nested list, and a seven-million-record build writes it for every record.
AUTHOR_SEPARATOR = "\t"


def split_authors(names: str | None, orcids: str | None) -> list[tuple[str, str | None]]:
    """(name, ORCID or None) per author, from the two stored columns."""
    if not names:
        return []
    split_names = names.split(AUTHOR_SEPARATOR)
    split_orcids = orcids.split(AUTHOR_SEPARATOR) if orcids else [""] * len(split_names)
    return [(name, orcid or None) for name, orcid in zip(split_names, split_orcids, strict=False)]
