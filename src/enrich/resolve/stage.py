"""resolve_entries: reuse what the last run settled, gather the rest, build papers, merge duplicates."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date

from enrich.models import (
    Entry,
    Paper,
)
from enrich.progress import ProgressCallback
from enrich.resolve.build import built_or_refused
from enrich.resolve.findings import Clients, seed_key
from enrich.resolve.gather import gather
from enrich.resolve.refresh import REFRESH_FAILURES, keep_last_good, recheck_retractions, refresh_citations
from enrich.titles import paper_id

# A previous result is reused without a new search when it was resolved at least this confidently; below it the
# entry is searched again (cheap: searches are cached for 30 days, so only expired ones reach the network).
REUSE_CONFIDENCE = 0.85


def by_entry_id(previous: dict[str, Paper]) -> dict[str, Paper]:
    """Earlier papers under the id of every entry merged into them (an entry's id derives from its seed title)."""
    index = dict(previous)
    for paper in previous.values():
        for occurrence in paper.occurrences:
            index.setdefault(paper_id(occurrence.seed_title), paper)
    return index


def reusable(entry: Entry, previous: Paper | None, full: bool) -> bool:
    """A confident earlier result for the same list entry, made while every source answered: a result made
    while a source was failing is searched again, so that source gets its say once it is back."""
    return (
        not full
        and previous is not None
        and previous.status == "resolved"
        and (previous.confidence or 0.0) >= REUSE_CONFIDENCE
        and seed_key(entry) in (previous.seed_key, *previous.merged_seed_keys)
        and not any(not e.reason.startswith(REFRESH_FAILURES) for e in previous.errors)
    )


def resolve_entries(
    entries: Sequence[Entry],
    clients: Clients,
    *,
    previous: dict[str, Paper] | None = None,
    today: date,
    full: bool = False,
    progress: ProgressCallback | None = None,
) -> list[Paper]:
    """Resolve every entry; the result is in list order, with entries that name the same paper merged."""
    previous = by_entry_id(previous or {})
    reused = {e.id: previous[e.id] for e in entries if reusable(e, previous.get(e.id), full)}
    fresh = [e for e in entries if e.id not in reused]
    findings = gather(fresh, clients, progress)
    counted = refresh_citations(list({p.id: p for p in reused.values()}.values()), clients, today)
    refreshed = {paper.id: paper for paper in recheck_retractions(list(counted.values()), clients)}
    papers: list[Paper] = []
    for entry in entries:
        if entry.id in reused:
            papers.append(
                refreshed[reused[entry.id].id].model_copy(
                    update={"occurrences": entry.occurrences, "links": entry.links}
                )
            )
        else:
            earlier = previous.get(entry.id)
            # Each entry's findings are let go once its paper is built: with a mirror, 100,000 entries bring a few
            # hundred thousand records, which would otherwise be held beside all the papers made from them.
            found = findings.pop(entry.id)
            paper = built_or_refused(entry, found, today, earlier.provenance if earlier else {})
            papers.append(keep_last_good(paper, earlier))
    return merge_duplicates(papers)


def merge_duplicates(papers: Iterable[Paper]) -> list[Paper]:
    """Two entries that resolve to the same paper become one record with both occurrences (first one's id)."""
    merged: list[Paper] = []
    index: dict[tuple[str, str], int] = {}
    for paper in papers:
        keys = _identity_keys(paper)
        position = next((index[k] for k in keys if k in index), None)
        if position is None:
            for key in keys:
                index[key] = len(merged)
            merged.append(paper)
            continue
        first = merged[position]
        links = first.links + [link for link in paper.links if link not in first.links]
        occurrences = first.occurrences + [o for o in paper.occurrences if o not in first.occurrences]
        seed_keys = [
            k for k in (*first.merged_seed_keys, paper.seed_key, *paper.merged_seed_keys) if k != first.seed_key
        ]
        merged[position] = first.model_copy(
            update={"occurrences": occurrences, "links": links, "merged_seed_keys": sorted(set(seed_keys))}
        )
    return merged


def _identity_keys(paper: Paper) -> list[tuple[str, str]]:
    if paper.status != "resolved":
        return []
    keys = [("doi", paper.doi), ("s2", paper.s2_paper_id), ("dblp", paper.dblp_key)]
    return [(kind, value) for kind, value in keys if value]
