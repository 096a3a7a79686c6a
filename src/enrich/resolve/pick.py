"""Picking, per source, the record an entry names (or abstaining, with the near misses a person may want to
see), and tying the sources' picks to one work.
"""

from __future__ import annotations

from collections.abc import Sequence

from enrich.models import (
    Candidate,
    Entry,
    SourceRecord,
)
from enrich.resolve.decide import Decision, break_tie, decide, list_year_prefers_a_rival
from enrich.resolve.findings import Findings, Picks
from enrich.resolve.merge import MergedRecord, crossref_check, merge_fields
from enrich.resolve.same_work import publication_evidence, publication_of, same_work, same_work_by_identity
from enrich.resolve.score import score
from enrich.resolve.similarity import author_similarity
from enrich.resolve.thresholds import SAME_WORK_AUTHORS
from enrich.resolve.versions import Want, classify_version, lists_arxiv, publisher_doi
from enrich.sources.s2 import batch_id

NEAR_MISSES_KEPT = 2  # per source: enough for a person to see what was almost taken, and why not


def s2_link(record: SourceRecord) -> str | None:
    """The S2 paper id an accepted record is looked up by: its publisher DOI, else its arXiv id."""
    return batch_id(publisher_doi(record), record.arxiv_id)


def s2_links(record: SourceRecord) -> list[str]:
    """Every S2 paper id a record names: its publisher DOI and its arXiv id (S2 merges a paper's versions, and may
    know it by one and not the other)."""
    return [link for link in (batch_id(publisher_doi(record), None), batch_id(None, record.arxiv_id)) if link]


def merged_record(entry: Entry, picks: Picks, found: Findings) -> MergedRecord:
    """The fields the entry's record will carry, before Crossref's check and OpenAlex's additions; none when no
    record is accepted."""
    return merge_fields(entry, picks.records()) if picks.accepted(found.failures) else MergedRecord()


def from_crossref(picks: Picks, doi: str | None) -> bool:
    """The DOI is the one Crossref's title query gave (checked against the accepted record when it was taken)."""
    return bool(doi and picks.crossref and picks.crossref.record.doi == doi)


def is_refuted(entry: Entry, merged: MergedRecord, found: Findings) -> bool:
    check = crossref_check(entry, merged, found.crossref)
    return check is not None and check.contradicts


def is_accepted(entry: Entry, records: Sequence[SourceRecord]) -> bool:
    return bool(records) and decide(entry, records, want="any").outcome == "accept"


def picks_of(entry: Entry, found: Findings) -> Picks:
    """The entry's picks on what the sources have said of it so far, taken again only when an answer changed
    (``Findings.answers``): every step of gathering reads them to decide whom to ask next, and the paper is built
    from the last ones, but picking is the costliest step of resolving, so it runs once per state of the findings,
    not once per step."""
    said = (entry, found.answers())
    if found.picked is not None and found.picked[0] == said:
        return found.picked[1]
    picks = pick(entry, found)
    found.picked = (said, picks)
    return picks


def pick(entry: Entry, found: Findings) -> Picks:
    """One record per source, or abstention, in two rounds of evidence.

    First each source's candidates are judged on their own (decide). Then, for a source left with two
    close records, the records the other sources accepted break the tie when exactly one of the two is linked
    to them (break_tie). A preprint found only by its title is linked to a published record only when the
    two are the same work (authors and years agree), never because the titles look alike; and for an entry the
    list tags as a preprint, a published record is taken only when it is that preprint's version (``_other_version``).
    """
    picks = Picks()
    dblp = _decision(entry, found.dblp, "published")
    s2_alone = _decision(entry, found.s2, "any")
    arxiv_alone = _decision(entry, found.arxiv, "preprint")
    crossref_alone = _decision(entry, found.crossref_found, "published")  # asked only for an undecided entry
    published = _settled(dblp, [_best(s2_alone), _best(arxiv_alone), _best(crossref_alone)])
    preprints = [r for r in (_record_of(_dblp_preprint(entry, found.dblp, None)), _best(arxiv_alone)) if r]
    published = _unless_other_version(entry, published, preprints, picks)
    preprint = _dblp_preprint(entry, found.dblp, published, dblp.tied if dblp else ())
    if published is not None and preprint is not None:
        published = _with_preprint_id(published, preprint)
    picks.dblp = published or preprint
    s2 = _decision(entry, found.s2, "any", published.record.authors if published else ())
    anchor = picks.dblp or _accepted(arxiv_alone)  # the arXiv preprint accepted on its own: S2 may be reached by it
    picks.s2 = _unless_other_version(
        entry, _settled(s2, [_record_of(picks.dblp), _best(arxiv_alone), _best(crossref_alone)]), preprints, picks
    ) or _linked(entry, _s2_reached(found, anchor), anchor)
    if picks.dblp is None and picks.s2 is None and dblp and s2:
        picks.dblp, picks.s2 = _settled_pair(dblp, s2)
    if picks.dblp is None and _one_side_of_a_tie_the_year_decides_against(picks.s2, dblp):
        picks.s2 = None
    _note_abstention(picks, dblp, "dblp", accepted=published is not None)
    _note_abstention(picks, s2, "s2", accepted=picks.s2 is not None)
    picks.arxiv = _pick_arxiv(entry, found, picks)
    picks.openalex = _pick_openalex(entry, found, picks)
    picks.crossref = _pick_crossref(entry, found, picks, crossref_alone)
    return picks


def _decision(entry: Entry, records: list[SourceRecord], want: Want, known_authors: Sequence = ()) -> Decision | None:
    return decide(entry, records, want=want, known_authors=known_authors) if records else None


def _accepted(decision: Decision | None) -> Candidate | None:
    """The candidate the source's decision accepts; None when it was not asked, is ambiguous or found none."""
    return decision.best if decision is not None and decision.outcome == "accept" else None


def _best(decision: Decision | None) -> SourceRecord | None:
    return _record_of(_accepted(decision))


def _record_of(candidate: Candidate | None) -> SourceRecord | None:
    return candidate.record if candidate else None


def _settled(decision: Decision | None, anchors: Sequence[SourceRecord | None]) -> Candidate | None:
    """The accepted candidate, or the one the second evidence round picks out of a tie."""
    if decision is None:
        return None
    if decision.outcome == "accept":
        return decision.best
    return break_tie(decision, [anchor for anchor in anchors if anchor is not None])


def _settled_pair(dblp: Decision, s2: Decision) -> tuple[Candidate | None, Candidate | None]:
    """Both sources tied: the one pair of a dblp and an S2 candidate that share identifiers, if exactly one."""
    pairs = [(d, s) for d in dblp.tied for s in s2.tied if same_work_by_identity(d.record, s.record)]
    if len(pairs) != 1:
        return None, None
    d, s = pairs[0]
    return break_tie(dblp, [s.record]), break_tie(s2, [d.record])


def _one_side_of_a_tie_the_year_decides_against(s2: Candidate | None, dblp: Decision | None) -> bool:
    """Whether S2's record is one of the records dblp left tied, and another of them agrees better with the list's
    year: S2 alone, lacking the other record, would settle what dblp's second round refused to (break_tie)."""
    if s2 is None or dblp is None or dblp.outcome != "ambiguous":
        return False
    linked = [c for c in dblp.tied if same_work_by_identity(c.record, s2.record)]
    return len(linked) == 1 and list_year_prefers_a_rival(linked[0], dblp.tied)


def _note_abstention(picks: Picks, decision: Decision | None, source: str, *, accepted: bool) -> None:
    """What a source did not give: ambiguous candidates with the reason, or the near misses of "none"."""
    if decision is None or accepted:
        return
    if decision.outcome == "ambiguous":
        picks.ambiguous.extend(decision.ranked[:3])
        picks.reasons.append(f"{source}: {decision.reason}")
    elif decision.outcome == "none" and decision.ranked:
        picks.near_misses.extend(decision.ranked[:NEAR_MISSES_KEPT])
        picks.near_miss_reasons.append(f"{source}: {decision.reason}")


def _dblp_preprint(
    entry: Entry, records: list[SourceRecord], published: Candidate | None, tied: Sequence[Candidate] = ()
) -> Candidate | None:
    """dblp's CoRR record of the paper: the same work as the published record when there is one, else as each of
    the published records dblp left tied (while they tie, a preprint like only one of them, or like none, may be
    another group's paper)."""
    others = [r for r in records if published is None or r is not published.record]
    preprint = _accepted(_decision(entry, others, "preprint"))
    if preprint is None:
        return None
    versions = [published.record] if published is not None else [c.record for c in tied]
    if not all(same_work(version, preprint.record) for version in versions):
        return None
    return preprint


def _with_preprint_id(published: Candidate, preprint: Candidate) -> Candidate:
    """dblp's published record rarely carries the arXiv id its CoRR twin has."""
    if published.record.arxiv_id or not preprint.record.arxiv_id:
        return published
    return published.model_copy(
        update={"record": published.record.model_copy(update={"arxiv_id": preprint.record.arxiv_id})}
    )


def _unless_other_version(
    entry: Entry, candidate: Candidate | None, preprints: Sequence[SourceRecord], picks: Picks
) -> Candidate | None:
    """``candidate``, unless the list tags the entry as a preprint and the record is another version (kept as a
    near miss with the reason)."""
    if candidate is None:
        return None
    reason = _other_version(entry, candidate.record, preprints)
    if reason is None:
        return candidate
    picks.near_misses.append(candidate)
    picks.near_miss_reasons.append(f"{candidate.record.source}: {reason}")
    return None


def _other_version(entry: Entry, record: SourceRecord, preprints: Sequence[SourceRecord]) -> str | None:
    """Why a published record is not the paper an entry tagged as a preprint names, or None when it is.

    The list's tag decides the version: "[arXiv '18] X" names the preprint, and so does "[2018] X" with no venue
    when a preprint of 2018 is found and this record is of a later year. The published version is taken (for the
    DOI) only when an identifier links it to that preprint, or when it appeared in the list's year and its authors
    are the preprint's. A same-titled record of another year that nothing links to the preprint is another version
    or another paper (a 2017 record for an arXiv 2018 entry), and its DOI would be wrong.
    """
    tag = _preprint_tag(entry, record, preprints)
    if tag is None or classify_version(record) == "preprint":
        return None
    if any(same_work_by_identity(record, preprint) for preprint in preprints):
        return None
    if record.year == entry.year and all(same_work(record, preprint) for preprint in preprints):
        return None
    return (
        f"another version: the list tags {tag}, and {record.venue or record.dblp_key or 'this record'} "
        f"({record.year or 'no year'}) is linked to the preprint by no identifier"
    )


def _preprint_tag(entry: Entry, record: SourceRecord, preprints: Sequence[SourceRecord]) -> str | None:
    """How the list's tag names the preprint, if it does: arXiv as the venue, or no venue and the year of a
    preprint found, earlier than the published record's (a list that gives only the year it first read the paper).
    """
    if lists_arxiv(entry):
        return f"arXiv {entry.year or ''}".rstrip()
    if (
        entry.venue is None
        and entry.year is not None
        and record.year is not None
        and record.year > entry.year
        and any(preprint.year == entry.year for preprint in preprints)
    ):
        return f"{entry.year} with no venue, the year of the preprint"
    return None


def _linked(entry: Entry, record: SourceRecord | None, anchor: Candidate | None) -> Candidate | None:
    """An S2 or OpenAlex record reached through an accepted record's identifier: accepted on identity, not
    title."""
    if record is None or anchor is None:
        return None
    evidence = score(entry, record)
    note = f"reached through the identifier of {anchor.record.source} {_identifier(anchor.record)}"
    return Candidate(
        record=record,
        evidence=evidence.model_copy(update={"total": anchor.evidence.total, "notes": [*evidence.notes, note]}),
    )


def _identifier(record: SourceRecord) -> str:
    return record.dblp_key or publisher_doi(record) or record.arxiv_id or record.title[:60]


def _s2_reached(found: Findings, anchor: Candidate | None) -> SourceRecord | None:
    """S2's record for the anchor's own identifier: one asked through another record's identifier (an earlier
    pick, before arXiv answered) is not this anchor's."""
    link = s2_link(anchor.record) if anchor else None
    return found.s2_by_link.get(link) if link else None


def _pick_arxiv(entry: Entry, found: Findings, picks: Picks) -> Candidate | None:
    """The arXiv preprint of the same work: by an id an accepted record names, else by title and authors.

    With an accepted dblp or S2 record, a preprint found by title must share most of its authors (and pass the
    title test): a same-titled preprint by other people is another paper. Without one, the preprint is the
    paper the list names when it passes the title, year and venue tests on its own (a paper only arXiv knows).
    """
    trusted = picks.trusted_ids()
    for record in found.arxiv:
        if record.arxiv_id in trusted:
            evidence = score(entry, record, want="preprint")
            note = "its arXiv id is the one the accepted record names"
            return Candidate(record=record, evidence=evidence.model_copy(update={"notes": [*evidence.notes, note]}))
    if not found.arxiv or trusted:
        return None
    anchor = picks.dblp or picks.s2
    preprint = _accepted(
        decide(entry, found.arxiv, want="preprint", known_authors=anchor.record.authors if anchor else ())
    )
    if preprint is None or anchor is None:
        return preprint
    shared = author_similarity(anchor.record.authors, preprint.record.authors)
    if shared is None or shared < SAME_WORK_AUTHORS or not same_work(anchor.record, preprint.record):
        return None
    return preprint


def _pick_openalex(entry: Entry, found: Findings, picks: Picks) -> Candidate | None:
    """OpenAlex's work for the accepted record's DOI (or a preprint's arXiv id); else, for a paper dblp or S2
    found, the work its title search found when it is the same work and version; or, for an entry no other source
    found, the work its title search found, judged like any S2 match."""
    anchor = picks.dblp or picks.s2
    if linked := found.openalex_linked:
        return _linked(entry, linked, _carrying_id(picks, linked))
    if anchor:
        return _same_work_found(entry, found.openalex, anchor)
    decision = _decision(entry, found.openalex, "any")
    _note_abstention(picks, decision, "openalex", accepted=_accepted(decision) is not None)
    return _accepted(decision)


def _pick_crossref(entry: Entry, found: Findings, picks: Picks, alone: Decision | None) -> Candidate | None:
    """The work Crossref's title query found: for a published paper the other sources found, the one whose DOI is
    that paper's (every field agrees with their record, publication_of); for an entry no source decided, the
    work judged against the list like any source's candidates. An entry the others left ambiguous stays so, unless
    Crossref's work broke the tie in ``pick``. (Without works found, each way gives none.)"""
    anchor = picks.published_anchor()
    if anchor is not None:
        return publication_of(anchor.record, found.crossref_found)
    if picks.accepted(found.failures) or picks.ambiguous:
        return None
    _note_abstention(picks, alone, "crossref", accepted=_accepted(alone) is not None)
    return _accepted(alone)


def _carrying_id(picks: Picks, work: SourceRecord) -> Candidate | None:
    """The accepted candidate ``work`` was reached through: the one with its publisher DOI, or, for a preprint
    work (no DOI of its own), the one with its arXiv id."""
    doi = work.doi
    candidates = [c for c in (picks.dblp, picks.s2, picks.arxiv) if c]
    if doi:
        return next((c for c in candidates if publisher_doi(c.record) == doi), None)
    return next((c for c in candidates if work.arxiv_id and c.record.arxiv_id == work.arxiv_id), None)


def _same_work_found(entry: Entry, works: Sequence[SourceRecord], anchor: Candidate) -> Candidate | None:
    """The work a title search found for a paper dblp or S2 found: accepted like any match, and only when it is
    the anchor's work in the anchor's version (a published paper's preprint work counts other citations)."""
    accepted = _accepted(_decision(entry, list(works), "any", anchor.record.authors))
    if accepted is None or not same_work(anchor.record, accepted.record):
        return None
    work = accepted.record
    if classify_version(work) == "preprint" and classify_version(anchor.record) != "preprint":
        return None
    if publisher_doi(work) and publication_evidence(anchor.record, work) is None:
        # The same work by title, year and authors, but its venue or year does not confirm the DOI: describe, no DOI.
        return accepted.model_copy(update={"record": work.model_copy(update={"doi": None})})
    return accepted
