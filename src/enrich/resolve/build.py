"""Building the Paper for an entry: its fields from merge, its status (resolved, ambiguous, unresolved), its
confidence and the reasons a person reads.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date

from pydantic import ValidationError

from enrich.models import (
    Conflict,
    Entry,
    Paper,
    Provenance,
    Retraction,
    SourceFailure,
    SourceRecord,
)
from enrich.resolve.findings import Findings, Picks, seed_key
from enrich.resolve.merge import COUNT_SOURCES, crossref_check, find_conflicts, merge_fields
from enrich.resolve.pick import picks_of
from enrich.resolve.same_work import same_work

# Each conflict between sources costs this much confidence: one contradiction still leaves a strong match
# resolved, two push it towards the accept threshold where a person should look.
CONFLICT_PENALTY = 0.15


def built_or_refused(
    entry: Entry, found: Findings, today: date, sources_before: Mapping[str, Provenance] | None = None
) -> Paper:
    """One source value outside the output rules costs that entry (an error saying which), never the run."""
    try:
        return build_paper(entry, found, today, sources_before)
    except ValidationError as error:
        problem = error.errors()[0]
        where = ".".join(map(str, problem["loc"]))
        return Paper(
            id=entry.id,
            status="error",
            confidence=None,
            title=entry.title,
            year=entry.year,
            venue=entry.venue,
            venue_acronym=entry.venue_acronym,
            occurrences=entry.occurrences,
            links=entry.links,
            seed_key=seed_key(entry),
            reason=f"a source gave a value the output does not allow: {where}: {problem['msg']}",
        )


def build_paper(
    entry: Entry, found: Findings, today: date, sources_before: Mapping[str, Provenance] | None = None
) -> Paper:
    """The entry's paper from what the sources said; ``sources_before`` (the last run's provenance) keeps each
    STICKY_FIELDS value with its source while that source gives one."""
    picks = picks_of(entry, found)
    records = picks.records()
    conflicts = find_conflicts(entry, records)
    failures = [SourceFailure(source=s, reason=r) for s, r in sorted(found.failures.items())]
    accepted = picks.accepted(found.failures)
    evidence = {c.record.source: c.evidence for c in accepted}
    base = dict(
        id=entry.id,
        occurrences=entry.occurrences,
        links=entry.links,
        seed_key=seed_key(entry),
        errors=failures,
        title=entry.title,
        year=entry.year,
        venue=entry.venue,
        venue_acronym=entry.venue_acronym,
    )
    if not accepted:
        status, reason = _no_pick_status(picks, failures)
        candidates = picks.ambiguous if status == "ambiguous" else picks.near_misses
        return Paper(
            status=status,
            confidence=None,
            reason=reason,
            evidence=evidence,
            candidates=sorted(candidates, key=lambda c: -c.evidence.total)[:5],
            **base,
        )
    if any(c.field == "doi" and "seed" not in c.values for c in conflicts) and not _one_work(picks):
        return Paper(
            status="ambiguous",
            confidence=None,
            conflicts=conflicts,
            evidence=evidence,
            candidates=accepted,
            reason="sources name different DOIs for this entry",
            **base,
        )
    merged = merge_fields(entry, records, sources_before)
    if picks.crossref is not None:
        evidence.setdefault("crossref", picks.crossref.evidence)
    check = None if merged.provenance.get("doi") == "crossref" else crossref_check(entry, merged, found.crossref)
    if check is not None:
        evidence["crossref"] = check.evidence
        if check.contradicts:
            conflicts.append(
                Conflict(
                    field="doi",
                    values={merged.provenance["doi"]: merged.doi, "crossref": check.crossref_says},
                    note="Crossref's record of this DOI is another paper; the DOI is not used",
                )
            )
            merged = merged.without_doi()
    # The day each value was read from its source: a cached answer keeps the day it was received.
    as_of = {f: records[source].retrieved or today for f, source in merged.provenance.items() if source != "seed"}
    counts = {
        source: records[source].citation_count
        for source in COUNT_SOURCES
        if source in records and records[source].citation_count is not None
    }
    as_of.update({f"citation_counts.{source}": records[source].retrieved or today for source in counts})
    origins = {
        source: origin
        for source in set(merged.provenance.values())
        if source in records and (origin := records[source].origin)
    }
    return Paper(
        status="resolved",
        retraction=_retraction(merged.doi, found.crossref, records.get("crossref")),
        confidence=_confidence(picks, conflicts),
        conflicts=conflicts,
        provenance=merged.provenance,
        evidence=evidence,
        as_of=as_of,
        citation_counts=counts,
        origins=origins,
        citations_as_of=as_of.get("citation_count"),
        **{**base, **merged.paper_fields()},
    )


def _retraction(
    doi: str | None, registry: Mapping[str, SourceRecord | None], accepted: SourceRecord | None
) -> Retraction | None:
    """Crossref's notice against the paper's DOI: from its record of that DOI, or from the Crossref record the
    resolver accepted when that one gave the DOI. A notice against another DOI (a preprint's, a look-alike's) is
    not this paper's."""
    record = registry.get(doi) if doi else None
    if record is None and accepted is not None and accepted.doi == doi:
        record = accepted
    return record.retraction if record is not None and doi is not None else None


def _one_work(picks: Picks) -> bool:
    """S2's record names the accepted dblp record's key: the two are one work by identity, and the DOI dblp
    curates for that key is the one taken (S2's other DOI stays recorded as a conflict)."""
    return bool(
        picks.dblp and picks.s2 and picks.s2.record.dblp_key and picks.s2.record.dblp_key == picks.dblp.record.dblp_key
    )


def _no_pick_status(picks: Picks, failures: list[SourceFailure]) -> tuple[str, str]:
    if picks.ambiguous:
        return "ambiguous", "; ".join(picks.reasons)
    if failures:
        names = ", ".join(f"{f.source}: {f.reason}" for f in failures)
        return "error", f"not resolved because a source failed ({names})"
    if picks.near_miss_reasons:
        return "unresolved", "no candidate was close enough; " + "; ".join(picks.near_miss_reasons)
    return "unresolved", "no candidate from any source was close enough"


def _confidence(picks: Picks, conflicts: list[Conflict]) -> float:
    """The best accepted evidence, a little more when two sources agree, less for each contradiction between
    sources (a disagreement with the list itself costs nothing: the list's venue and year are only evidence)."""
    totals = [c.evidence.total for c in picks.accepted()]
    agreeing = picks.dblp and picks.s2 and same_work(picks.dblp.record, picks.s2.record)
    base = max(totals) + (0.05 if agreeing else 0.0)
    penalised = base - CONFLICT_PENALTY * sum(1 for c in conflicts if "seed" not in c.values)
    return round(max(0.0, min(1.0, penalised)), 3)
