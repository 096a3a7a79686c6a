"""Merging the picked records into one set of fields, each with its source (PRECEDENCE), the conflicts between
sources, and the check of a merged DOI against Crossref's registry.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from enrich import venues
from enrich.ids import is_corr_key
from enrich.models import (
    Author,
    Conflict,
    Entry,
    Evidence,
    Provenance,
    SourceName,
    SourceRecord,
)
from enrich.resolve.similarity import title_similarity
from enrich.resolve.thresholds import TITLE_ACCEPT
from enrich.resolve.versions import classify_version
from enrich.titles import normalize_title

# Which source a field comes from, in order of preference: the one place the merge precedence is written.
# DOI, venue, year and author order from DBLP's published record; abstract from S2, else OpenAlex, else arXiv;
# citation counts from S2, else OpenAlex; the arXiv id from arXiv or S2; open-access PDF from S2, arXiv or OpenAlex.
# OpenAlex gives the published fields only for a paper neither dblp nor S2 found, Crossref (found by its title query)
# only the DOI such records lack, or every published field of a paper only it found. "seed" is the list itself: it
# may fill a year or venue, never an identifier — a DOI or arXiv id in a list's link is used only when an accepted
# record carries it (the S2 lookup of the list's ids checks the title), because a wrong identifier is worse than none.
PRECEDENCE: dict[str, tuple[Provenance, ...]] = {
    "title": ("dblp", "s2", "openalex", "crossref", "arxiv"),
    "authors": ("dblp", "s2", "openalex", "crossref", "arxiv"),
    "year": ("dblp", "s2", "openalex", "crossref", "arxiv", "seed"),
    "venue": ("dblp", "s2", "openalex", "crossref", "seed"),
    "doi": ("dblp", "s2", "openalex", "crossref"),
    "arxiv_id": ("arxiv", "s2", "dblp", "openalex"),
    "dblp_key": ("dblp", "s2"),
    "s2_paper_id": ("s2",),
    "abstract": ("s2", "openalex", "arxiv"),
    "citation_count": ("s2", "openalex"),
    "influential_citation_count": ("s2",),
    "open_access_pdf": ("s2", "arxiv", "openalex"),
}


PUBLISHED_FIELDS = frozenset({"title", "authors", "year", "venue", "doi"})
# The fields that name the main record, which is the published version when one is known: its fields, and the dblp
# record S2 links for it (dblp's search may find only the CoRR copy: the published title differs, or two published
# records tie).
MAIN_RECORD_FIELDS = PUBLISHED_FIELDS | {"dblp_key"}


# Values every source that gives them gives for the same work, each a little different: the field keeps yesterday's
# source while that source answers, so a rerun changes nothing. Identifiers and the published record's fields follow
# PRECEDENCE alone: a published record found tonight must replace a preprint's.
STICKY_FIELDS = ("abstract", "citation_count", "influential_citation_count", "open_access_pdf")


COUNT_SOURCES: tuple[SourceName, ...] = ("s2", "openalex")  # the sources whose citation counts a paper keeps


def precedence(records: dict[Provenance, SourceRecord]) -> dict[str, tuple[Provenance, ...]]:
    """PRECEDENCE, except that when DBLP only knows the preprint and S2 knows the published paper, S2 goes first
    for the main record's fields (MAIN_RECORD_FIELDS): the main record is always the published version when one is
    known, and a dblp key S2 does not give still comes from dblp's preprint."""
    dblp, s2 = records.get("dblp"), records.get("s2")
    if not (dblp and s2 and classify_version(dblp) == "preprint" and classify_version(s2) != "preprint"):
        return PRECEDENCE
    swapped = {}
    for name, order in PRECEDENCE.items():
        if name in MAIN_RECORD_FIELDS and "s2" in order:
            order = ("s2", *(source for source in order if source != "s2"))
        swapped[name] = order
    return swapped


@dataclass(frozen=True)
class MergedRecord:
    """The fields merged from the records picked for one entry (each from the first source in PRECEDENCE that
    gives it) and ``provenance``: field name -> the source it came from. A field no source gives is None (authors
    empty) and has no provenance; the record of an entry with no accepted record is empty."""

    title: str | None = None
    authors: list[Author] = field(default_factory=list)  # with the dblp pid and S2 id any source knows
    year: int | None = None
    venue: str | None = None
    venue_acronym: str | None = None  # the venue source's acronym, else the list's; no provenance of its own
    doi: str | None = None
    arxiv_id: str | None = None
    dblp_key: str | None = None
    s2_paper_id: str | None = None
    abstract: str | None = None
    citation_count: int | None = None
    influential_citation_count: int | None = None
    open_access_pdf: str | None = None
    provenance: dict[str, Provenance] = field(default_factory=dict)

    def paper_fields(self) -> dict[str, Any]:
        """The fields the paper takes from the merge: every one a source gave, so the list's own title, year and
        venue stand where no source gives one."""
        given = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "provenance"}
        return {name: value for name, value in given.items() if value is not None and value != []}

    def without_doi(self) -> MergedRecord:
        """The record once its DOI is refuted: no DOI, and no source named for one."""
        return replace(
            self, doi=None, provenance={name: source for name, source in self.provenance.items() if name != "doi"}
        )


def merge_fields(
    entry: Entry, records: dict[Provenance, SourceRecord], sources_before: Mapping[str, Provenance] | None = None
) -> MergedRecord:
    """Each field from the first source in the precedence that has a value; provenance says which. A
    STICKY_FIELDS value comes from the source ``sources_before`` names for it first, when that source gives one."""
    seed_values = {"year": entry.year, "venue": entry.venue}
    merged: dict[str, Any] = {}  # field name -> value, each of the type its MergedRecord field declares
    provenance: dict[str, Provenance] = {}
    for name, order in precedence(records).items():
        before = (sources_before or {}).get(name)
        if name in STICKY_FIELDS and before in order:
            order = (before, *(source for source in order if source != before))
        for source in order:
            if source == "seed":
                value = seed_values.get(name)
            else:
                record = records.get(source)
                value = _record_value(record, name) if record else None
            if value not in (None, "", []):
                merged[name] = value
                provenance[name] = source
                break
    if "authors" in merged:
        merged["authors"] = with_author_ids(merged["authors"], records.values())
    venue_source = records.get(provenance["venue"]) if "venue" in provenance else None
    merged["venue_acronym"] = (venues.record_acronym(venue_source) if venue_source else None) or entry.venue_acronym
    return MergedRecord(**merged, provenance=provenance)


def with_author_ids(authors: list[Author], records: Iterable[SourceRecord]) -> list[Author]:
    """The merged author list, each author with the dblp pid and S2 author id other sources know for that name."""
    known: dict[str, dict[str, str]] = {}
    for record in records:
        for author in record.authors:
            ids = known.setdefault(normalize_title(author.name), {})
            for field_name in ("dblp_pid", "s2_author_id"):
                value = getattr(author, field_name)
                if value and field_name not in ids:
                    ids[field_name] = value
    return [
        author.model_copy(
            update={k: v for k, v in known.get(normalize_title(author.name), {}).items() if getattr(author, k) is None}
        )
        for author in authors
    ]


def _record_value(record: SourceRecord, name: str) -> Any:
    if name == "authors":
        return [a.model_copy() for a in record.authors]
    if name == "open_access_pdf" and record.source == "arxiv" and record.arxiv_id:
        return f"https://arxiv.org/pdf/{record.arxiv_id}"
    if name == "doi" and record.source == "dblp" and classify_version(record) == "preprint":
        return None
    return getattr(record, name, None)


def find_conflicts(entry: Entry, records: dict[Provenance, SourceRecord]) -> list[Conflict]:
    """Where sources (or the list) contradict each other: recorded, never silently resolved."""
    conflicts: list[Conflict] = []
    dblp, s2 = records.get("dblp"), records.get("s2")
    if dblp and s2 and dblp.doi and s2.doi and dblp.doi != s2.doi:
        conflicts.append(
            Conflict(
                field="doi",
                values={"dblp": dblp.doi, "s2": s2.doi},
                note="DBLP and Semantic Scholar name different DOIs",
            )
        )
    arxiv_ids = {src: r.arxiv_id for src, r in records.items() if r.arxiv_id}
    if len(set(arxiv_ids.values())) > 1:
        conflicts.append(Conflict(field="arxiv_id", values=dict(arxiv_ids), note="sources name different arXiv ids"))
    conflicts.extend(_unconfirmed_seed_ids(entry, records))
    if (
        dblp
        and s2
        and s2.dblp_key
        and dblp.dblp_key
        and s2.dblp_key != dblp.dblp_key
        and not is_corr_key(s2.dblp_key)
        and not is_corr_key(dblp.dblp_key)
    ):
        conflicts.append(
            Conflict(
                field="dblp_key",
                values={"dblp": dblp.dblp_key, "s2": s2.dblp_key},
                note="Semantic Scholar links another DBLP record",
            )
        )
    main = next((records[s] for s in precedence(records)["venue"] if s in records), None)
    if main and entry.venue_acronym and main.venue and venues.venue_matches(entry.venue_acronym, main) == 0:
        conflicts.append(
            Conflict(
                field="venue",
                values={"seed": entry.venue, main.source: main.venue},
                note="the list's venue differs from the published record's",
            )
        )
    if main and entry.year and main.year and entry.year != main.year:
        conflicts.append(
            Conflict(
                field="year",
                values={"seed": entry.year, main.source: main.year},
                note="the list's year differs from the published record's",
            )
        )
    return conflicts


def _unconfirmed_seed_ids(entry: Entry, records: dict[Provenance, SourceRecord]) -> list[Conflict]:
    """A DOI or arXiv id in the list's links that no accepted record carries: noted, and not used."""
    notes = []
    for name, listed in (("doi", entry.doi), ("arxiv_id", entry.arxiv_id)):
        found = {source: getattr(record, name) for source, record in records.items() if getattr(record, name)}
        if listed and listed not in found.values():
            note = (
                "the list links an identifier the accepted records do not carry; it is not used"
                if found
                else "no accepted record confirms the identifier the list links; it is not used"
            )
            notes.append(Conflict(field=name, values={"seed": listed, **found}, note=note))
    return notes


@dataclass(frozen=True)
class _CrossrefCheck:
    evidence: Evidence
    contradicts: bool
    crossref_says: str  # the title and year of Crossref's record, as a conflict shows them


def crossref_check(
    entry: Entry, merged: MergedRecord, registry: dict[str, SourceRecord | None]
) -> _CrossrefCheck | None:
    """Crossref's verdict on the merged DOI: it confirms when its record's title agrees (match's title threshold,
    against the merged title or the list's) and its year is within one; None when Crossref was not asked or does
    not know the DOI (a DataCite DOI, a registration not yet visible), which neither confirms nor contradicts."""
    doi = merged.doi
    record = registry.get(doi) if doi else None
    if record is None:
        return None
    title = max(
        title_similarity(record.title, merged.title or entry.title), title_similarity(record.title, entry.title)
    )
    year = merged.year
    years_agree = record.year is None or year is None or abs(record.year - year) <= 1
    confirmed = title >= TITLE_ACCEPT and years_agree
    says = f"{record.title} ({record.year or 'no year'})"
    note = (
        f"DOI {doi} confirmed by crossref: title and year agree"
        if confirmed
        else f"DOI {doi} contradicted by crossref: its record is '{says}'"
    )
    evidence = Evidence(title=round(title, 3), year=1.0 if years_agree else 0.0, total=round(title, 3), notes=[note])
    return _CrossrefCheck(evidence, not confirmed, says)
