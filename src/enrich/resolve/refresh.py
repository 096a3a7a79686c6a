"""Papers reused from the last run: their citation counts refreshed and their retraction status checked again in
batches, and last night's values kept when a source fails tonight, so a bad night never loses good data.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from enrich.ids import normalize_doi
from enrich.models import (
    Paper,
    SourceFailure,
    SourceName,
    SourceRecord,
)
from enrich.net.http import HttpError
from enrich.resolve.findings import Clients
from enrich.resolve.merge import PRECEDENCE
from enrich.sources.crossref import standing_after

CITATION_REFRESH_FAILED = "citation refresh failed"
RETRACTION_CHECK_FAILED = "retraction check failed"
# Failures of a reused paper's refresh: the paper stays reusable (its match is not in doubt), unlike a failure
# while it was searched.
REFRESH_FAILURES = (CITATION_REFRESH_FAILED, RETRACTION_CHECK_FAILED)


KEPT_AMBIGUOUS = " (kept from the last run, a source failed: "


def refresh_citations(papers: Sequence[Paper], clients: Clients, today: date) -> dict[str, Paper]:
    """New citation counts for reused papers in batch requests; on failure the last good count and its date stay.

    A count keeps its source while that source answers: each paper is asked first of the source its count came
    from. A paper without one, or whose source failed or no longer knows it, is asked of the others in order: with
    an S2 key, S2's batch (500 papers a request) comes first; without one (S2 throttles keyless clients hard), or
    with S2 switched off, a paper with a DOI is refreshed through OpenAlex's DOI batches (50 a request). No paper is
    asked of one source twice.
    """
    by_id = {p.id: p for p in papers}
    pending = list(papers)
    failures: dict[str, list[SourceFailure]] = {}
    for source, round_wants in _count_rounds(_count_sources(clients)):
        asked = [paper for paper in pending if round_wants(paper)]
        counted, failed = _refreshed_by(source, asked, today)
        by_id.update(counted)
        pending = [paper for paper in pending if paper.id not in counted]
        if failed is not None:
            for paper in asked:
                failures.setdefault(paper.id, []).append(failed)
    for paper in pending:
        by_id[paper.id] = paper.model_copy(update={"errors": failures.get(paper.id, [])})
    return by_id


def recheck_retractions(papers: Sequence[Paper], clients: Clients) -> list[Paper]:
    """The reused papers with their retraction status checked against the notices Crossref lists for their DOIs
    (``CrossrefClient.updates``, 50 DOIs a request, cached for ``expire_notices``): a paper resolved before its
    retraction was issued is marked without --full. A correction or an erratum never marks one. When Crossref fails
    the papers keep what they were known by, and say so in their ``errors``."""
    crossref = clients.crossref
    dois = [doi for paper in papers if (doi := normalize_doi(paper.doi or ""))]
    if crossref is None or not dois:
        return list(papers)
    try:
        notices = crossref.updates(dois)
    except HttpError as error:
        failure = SourceFailure(source="crossref", reason=f"{RETRACTION_CHECK_FAILED}: {error.reason}")
        return [
            paper.model_copy(update={"errors": [*paper.errors, failure]}) if paper.doi else paper for paper in papers
        ]
    return [_with_notices(paper, notices) for paper in papers]


def _with_notices(paper: Paper, notices: Mapping[str, list[dict]]) -> Paper:
    doi = normalize_doi(paper.doi or "")
    if doi is None or doi not in notices:
        return paper
    return paper.model_copy(update={"retraction": standing_after(paper.retraction, notices[doi], doi)})


def _count_rounds(sources: Sequence[_CountSource]) -> list[tuple[_CountSource, Callable[[Paper], bool]]]:
    """(source, which pending papers it is asked for): first every source for the papers whose count it gave,
    then, in order, for the papers whose count came from elsewhere or from nowhere."""

    def from_source(name: SourceName) -> Callable[[Paper], bool]:
        return lambda paper: paper.provenance.get("citation_count") == name

    def from_elsewhere(name: SourceName) -> Callable[[Paper], bool]:
        return lambda paper: paper.provenance.get("citation_count") != name

    return [(source, from_source(source.name)) for source in sources] + [
        (source, from_elsewhere(source.name)) for source in sources
    ]


@dataclass(frozen=True)
class _CountSource:
    """A source of fresh citation counts: the id it knows a paper by, and its batch lookup by those ids."""

    name: SourceName
    key: Callable[[Paper], str | None]
    counts: Callable[[list[str]], Mapping[str, SourceRecord | None]]


def _count_sources(clients: Clients) -> list[_CountSource]:
    """The switched-on count sources in the order they are asked (see refresh_citations)."""
    s2, openalex = clients.s2, clients.openalex
    by_s2 = (
        _CountSource("s2", lambda paper: paper.s2_paper_id, lambda ids: dict(zip(ids, s2.citations(ids), strict=True)))
        if s2
        else None
    )
    by_doi = _CountSource("openalex", lambda paper: paper.doi, openalex.citations) if openalex else None
    order = [by_s2, by_doi] if clients.s2_keyed else [by_doi, by_s2]
    return [source for source in order if source is not None]


def _refreshed_by(
    source: _CountSource, papers: Sequence[Paper], today: date
) -> tuple[dict[str, Paper], SourceFailure | None]:
    """The papers the source gave a count for, with it; and the failure when its batch failed."""
    known = [(paper, key) for paper in papers if (key := source.key(paper))]
    if not known:
        return {}, None
    try:
        records = source.counts([key for _, key in known])
    except HttpError as error:
        return {}, SourceFailure(source=source.name, reason=f"{CITATION_REFRESH_FAILED}: {error.reason}")
    counted = {}
    for paper, key in known:
        record = records.get(key)
        if record is not None and record.citation_count is not None:
            counted[paper.id] = _with_count(paper, record, today)
    return counted, None


def _with_count(paper: Paper, record: SourceRecord, today: date) -> Paper:
    """The paper with the record's citation count, its source and date; S2's influential count comes with S2's
    count, and stays as it was (with its own date) when the count comes from OpenAlex, which has none."""
    read_on = record.retrieved or today
    update: dict = {
        "citation_count": record.citation_count,
        "citations_as_of": read_on,
        "errors": [],
        "citation_counts": {**paper.citation_counts, record.source: record.citation_count},
        "as_of": {**paper.as_of, "citation_count": read_on, f"citation_counts.{record.source}": read_on},
        "provenance": {**paper.provenance, "citation_count": record.source},
    }
    if record.source == "s2":
        update["influential_citation_count"] = record.influential_citation_count
        if record.influential_citation_count is not None:
            update["as_of"]["influential_citation_count"] = read_on
    return paper.model_copy(update=update)


def keep_last_good(paper: Paper, previous: Paper | None) -> Paper:
    """A bad night never destroys good data: when a source failed and yesterday's record was better, keep it. A
    paper resolved yesterday stays resolved with yesterday's values unless tonight's record lost nothing; one
    ambiguous yesterday stays ambiguous (the failed source may hold the rival) until every source answers."""
    if previous is None or not paper.errors or previous.status not in ("resolved", "ambiguous"):
        return paper
    if previous.status == "resolved" and paper.status == "resolved" and not _lost_fields(paper, previous):
        return _with_last_notice(paper, previous)
    failed = "; ".join(f"{e.source}: {e.reason}" for e in paper.errors)
    ambiguity = (previous.reason or "").split(KEPT_AMBIGUOUS)[0]
    reason = (
        f"refresh failed, last good data kept: {failed}"
        if previous.status == "resolved"
        else f"{ambiguity}{KEPT_AMBIGUOUS}{failed})"
    )
    return previous.model_copy(
        update={"errors": paper.errors, "reason": reason, "occurrences": paper.occurrences, "links": paper.links}
    )


def _with_last_notice(paper: Paper, previous: Paper) -> Paper:
    """A night Crossref failed says nothing about a retraction: last night's notice on the same DOI stays."""
    failed = any(error.source == "crossref" for error in paper.errors)
    if failed and paper.retraction is None and previous.retraction is not None and paper.doi == previous.doi:
        return paper.model_copy(update={"retraction": previous.retraction})
    return paper


def _lost_fields(paper: Paper, previous: Paper) -> bool:
    return any(getattr(previous, name) is not None and getattr(paper, name) is None for name in PRECEDENCE)
