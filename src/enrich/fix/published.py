"""Preprints since published: a list entry that names a paper as arXiv (its tag or venue says arXiv, or it gives no
venue and links arXiv) whose paper the run resolved to a published version gets that version's venue, year and
DOI (`enrich fix --only published`).

Why, and when not:

- The paper's venue, year and DOI are the published version's whenever the resolve stage knew one (its main record
  is the published version); the entry is the preprint's only because the list has not caught up. Lists tagged
  arXiv are otherwise never retagged (``report.list_correction``): there the tag is a choice, here it is an offer.
- The resolve stage's own version rules decide what the published version is (``resolve.versions``): a journal
  extension, a workshop or poster version, or a record of unknown version is not the paper's publication, and
  nothing is proposed for it.
- The evidence goes with the edit: the venue, year and DOI, and which source gave each.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import cast

from enrich.export.report_model import VenueCorrection, YearCorrection
from enrich.fix.edits import Change
from enrich.fix.identifiers import add_identifier_links
from enrich.fix.rules import DOI, PUBLISHED
from enrich.fix.tags import correct_tag
from enrich.models import Entry, ExportedPaper, Occurrence, SourceName, SourceRecord
from enrich.resolve.versions import classify_version
from enrich.venues import ARXIV, record_acronym, venue_for_acronym

_LINKS_ARXIV = re.compile(r"arxiv\.org/(?:abs|pdf)/|\barxiv:\s*\d", re.IGNORECASE)


@dataclass(frozen=True)
class Publication:
    """The published version an arXiv-listed entry should name."""

    acronym: str  # the venue as a tag spells it ("SC")
    year: int
    doi: str
    why: str


def listed_as_arxiv(occurrence: Occurrence) -> bool:
    """The entry names the preprint: tagged arXiv, or no venue at all and an arXiv link."""
    named = occurrence.seed_venue_acronym or occurrence.seed_venue
    if named:
        return venue_for_acronym(named) is ARXIV
    return bool(_LINKS_ARXIV.search(occurrence.raw))


def published_version(paper: ExportedPaper, occurrence: Occurrence) -> Publication | None:
    """The published version of an arXiv-listed entry's paper, when the run found one and the version rules say it
    is the paper itself; None otherwise."""
    if paper.status != "resolved" or not listed_as_arxiv(occurrence):
        return None
    if paper.doi is None or paper.year is None or paper.venue is None:
        return None
    source = paper.provenance.get("venue", "dblp")
    if source == "seed":
        return None  # the list's own venue: nothing was learnt
    record = SourceRecord(
        source=source,
        title=paper.title,
        venue=paper.venue,
        year=paper.year,
        doi=paper.doi,
        dblp_key=paper.dblp_key if paper.provenance.get("dblp_key") == source else None,
    )
    acronym = record_acronym(record) or paper.venue_acronym
    if acronym is None or venue_for_acronym(acronym) is ARXIV:
        return None
    if classify_version(record, _entry_of(paper, occurrence)) != "published":
        return None
    why = (
        f"published as {acronym} {paper.year} (venue from {source}, year from {paper.provenance.get('year', source)}), "
        f"DOI {paper.doi} (from {paper.provenance.get('doi', source)}); the version rules call it the paper itself, "
        f"not an extension or a workshop version"
    )
    return Publication(acronym, paper.year, paper.doi, why)


def name_the_publication(
    text: str, paper: ExportedPaper, occurrence: Occurrence, publication: Publication, changes: list[Change]
) -> str:
    """The preprint's tag retagged with the publication's venue and year, each a change of kind PUBLISHED that
    carries the evidence (its DOI link is a label: ``label_the_publication``)."""
    source = cast(SourceName, paper.provenance.get("venue"))
    found: list[Change] = []
    venue = VenueCorrection(
        list_value=occurrence.seed_venue, record=paper.venue or "", record_acronym=publication.acronym, source=source
    )
    text = correct_tag(text, venue, found)
    if found and occurrence.seed_year is not None and occurrence.seed_year != publication.year:
        year = YearCorrection(list_value=occurrence.seed_year, record=publication.year, source=source)
        text = correct_tag(text, year, found)
    changes.extend(Change(PUBLISHED, change.old, change.new, publication.why) for change in found)
    return text


def label_the_publication(
    text: str, paper: ExportedPaper, occurrence: Occurrence, publication: Publication, changes: list[Change]
) -> str:
    """The publication's DOI link added where the entry's labels go, a change of kind PUBLISHED with the evidence."""
    found: list[Change] = []
    text = add_identifier_links(text, paper, occurrence, frozenset({DOI}), found)
    changes.extend(Change(PUBLISHED, change.old, change.new, publication.why) for change in found)
    return text


def _entry_of(paper: ExportedPaper, occurrence: Occurrence) -> Entry:
    """The entry as this line lists it, for the version rules that compare a record with what the list names."""
    return Entry(
        id=paper.id,
        title=occurrence.seed_title,
        year=occurrence.seed_year,
        venue=occurrence.seed_venue,
        venue_acronym=occurrence.seed_venue_acronym,
        occurrences=[occurrence],
    )
