"""The accept / ambiguous / none decision over a source's candidates, and the tie-breaks between equal ones.

All functions here are pure: the same inputs always give the same decision, and every decision carries the
scores that led to it. A wrong DOI silently poisons every user of the dataset while a missing one is visible, so
every rule below errs towards "ambiguous" or "none" rather than a guess.

How a candidate record is judged against a list entry:
- title: similarity of the normalised titles (the main signal, and a gate of its own);
- year and venue: agreement with what the list says, treated as evidence, not truth;
- version: a preprint, a journal extension, a poster or workshop version is never taken for the paper the list
  names (``versions.classify_version``);
- identifiers and authors, where known on both sides, can only confirm (ids) or veto (ids, authors);
- the list's own identifier (a DOI, arXiv or dblp link on its line, or a pin in enrich.pins.toml, which
  enrich.resolve.pins puts on the entry) names the paper: a record of the wanted version that carries it, and
  whose title is close enough for a record an identifier names, is the paper, whatever its rivals.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from enrich.models import Author, Candidate, Entry, SourceRecord
from enrich.resolve.same_work import linked_by_authors, linked_by_doi_prefix, same_work, same_work_by_identity
from enrich.resolve.score import Assessment, ranked_assessments
from enrich.resolve.similarity import author_names
from enrich.resolve.thresholds import (
    MARGIN,
    TITLE_ACCEPT,
    TITLE_RETITLED,
    TITLE_WITH_IDENTIFIER,
    TOTAL_ACCEPT,
    YEAR_EXACT,
)
from enrich.resolve.versions import Want, describe_record

Outcome = Literal["accept", "ambiguous", "none"]


@dataclass(frozen=True)
class Decision:
    """The outcome for one entry against one source's candidates.

    ``best`` is the accepted candidate; for "ambiguous" it is the leading contender (never to be used as a
    match); for "none" it is None. ``ranked`` holds every candidate, best first, for the record of the decision.
    """

    outcome: Outcome
    best: Candidate | None
    ranked: list[Candidate]
    reason: str
    tied: tuple[Candidate, ...] = ()  # for "two records too close": the best and every different rival close to it


def decide(
    entry: Entry, records: Sequence[SourceRecord], *, want: Want, known_authors: Sequence[Author | str] = ()
) -> Decision:
    """Accept one record as the ``want`` version of the entry's paper, call it ambiguous, or find none.

    want="published": the conference/journal paper; "preprint": its arXiv/CoRR preprint under (nearly) the same
    title; "any": either, the published one preferred. Accepting needs the right version kind, a title at or
    above TITLE_ACCEPT (TITLE_WITH_IDENTIFIER when the list's own link names the record), a total at or above
    TOTAL_ACCEPT, no conflicting evidence, and no different record within MARGIN.
    """
    if not records:
        return Decision("none", None, [], "no candidates")
    assessed = ranked_assessments(entry, records, want, tuple(author_names(known_authors)))
    ranked = [a.candidate for a in assessed]
    titled = [a for a in assessed if a.acceptable_kind and _title_passes(a)]
    contenders = [a for a in titled if not _another_work(a)]
    named = next((a for a in contenders if a.identifier_match), None)
    if named is not None:
        return Decision("accept", named.candidate, ranked, "the list names it: " + _why_accepted(named))
    if not contenders:
        retitled = next((a for a in assessed if _retitled(a)), None)
        if retitled is not None:
            return Decision(
                "ambiguous",
                retitled.candidate,
                ranked,
                f"{describe_record(retitled.record)} appeared at the list's venue in the list's year, "
                f"but its title differs ({retitled.title:.2f} < {TITLE_ACCEPT}): the same paper under "
                "another title? a person should confirm",
            )
        if titled:
            return Decision("none", None, ranked, _why_another_work(titled[0]))
        return Decision("none", None, ranked, _why_none(assessed, want))
    clean = [a for a in contenders if not a.conflicts and a.total >= TOTAL_ACCEPT]
    if not clean:
        top = contenders[0]
        if top.conflicts:
            return Decision(
                "ambiguous",
                top.candidate,
                ranked,
                f"{describe_record(top.record)} matches the title ({top.title:.2f}) but " + "; ".join(top.conflicts),
            )
        return Decision(
            "none",
            None,
            ranked,
            f"best {describe_record(top.record)} totals {top.total:.2f} < {TOTAL_ACCEPT} "
            "(too little agreement beyond the title)",
        )
    best = clean[0]
    rivals = [
        a
        for a in contenders
        if a is not best and best.total - a.total < MARGIN and not same_work(best.record, a.record)
    ]
    if rivals:
        rival = rivals[0]
        return Decision(
            "ambiguous",
            best.candidate,
            ranked,
            f"two different records are too close to tell apart: {describe_record(best.record)} "
            f"({best.total:.2f}) and {describe_record(rival.record)} ({rival.total:.2f}), margin {MARGIN}",
            tied=tuple(a.candidate for a in [best, *rivals] if not a.conflicts),
        )
    return Decision("accept", best.candidate, ranked, _why_accepted(best))


def _another_work(assessment: Assessment) -> bool:
    """Both the year and the venue conflict with the list's, and the list's own link does not name the record: a
    same-titled paper of another field, year and venue is a different work. It is never a contender, so it never
    makes an entry ambiguous on its own (one conflict alone still does: a list's year or venue may be wrong)."""
    evidence = assessment.candidate.evidence
    return not assessment.identifier_match and evidence.year == 0.0 and evidence.venue == 0.0


def _why_another_work(assessment: Assessment) -> str:
    return (
        f"{describe_record(assessment.record)} has the title ({assessment.title:.2f}) but differs from the list in "
        f"both year and venue: another work ({'; '.join(assessment.conflicts)})"
    )


def _retitled(assessment: Assessment) -> bool:
    """A record of the wanted kind whose title is close but not close enough, at the list's venue and year with
    nothing conflicting: possibly the paper under a reworded title ("Language Generation Tasks" in the list,
    "Generative Models" in print). Never accepted on that; asked about."""
    evidence = assessment.candidate.evidence
    return (
        assessment.acceptable_kind
        and not assessment.conflicts
        and evidence.year == YEAR_EXACT
        and evidence.venue == 1.0
        and TITLE_RETITLED <= assessment.title < TITLE_ACCEPT
    )


def _title_passes(assessment: Assessment) -> bool:
    """The title is close enough, or there is none to compare and the list's own identifier names the record (an
    address alone in the list, or a titleless citation with its DOI: the record it names is the paper)."""
    if assessment.gives_no_title:
        return assessment.identifier_match
    floor = TITLE_WITH_IDENTIFIER if assessment.identifier_match else TITLE_ACCEPT
    return assessment.title >= floor


def _why_none(assessed: list[Assessment], want: Want) -> str:
    sought = {"published": "published", "preprint": "preprint", "any": "published or preprint"}[want]
    wanted = [a for a in assessed if a.acceptable_kind]
    if not wanted:
        top = assessed[0]
        return (
            f"no {sought} record among the {len(assessed)} candidate(s); the best, {describe_record(top.record)}, "
            f"is {top.kind}"
        )
    top = wanted[0]
    return (
        f"no {sought} record with a title close enough: the best, {describe_record(top.record)}, has title "
        f"similarity {top.title:.2f} < {TITLE_ACCEPT}"
    )


def _why_accepted(best: Assessment) -> str:
    evidence = best.candidate.evidence
    signals = [f"title {evidence.title:.2f}"]
    for name, value in (("year", evidence.year), ("venue", evidence.venue), ("authors", evidence.authors)):
        signals.append(f"{name} {'unknown' if value is None else f'{value:.2f}'}")
    notes = f"; {'; '.join(evidence.notes)}" if evidence.notes else ""
    return f"{describe_record(best.record)}: total {evidence.total:.2f} ({', '.join(signals)}){notes}"


def list_year_prefers_a_rival(winner: Candidate, tied: Sequence[Candidate]) -> bool:
    """Whether another tied record agrees better with the list's year than the one another source links.

    That source saw the same list and may simply lack the other record (S2 knows a journal extension of 2020 but
    not the 2019 conference paper a "2019" entry names): its link is no evidence against the list's own year, so
    the tie stays a question rather than a guess.
    """
    year = winner.evidence.year
    return year is not None and any(
        rival.evidence.year is not None and rival.evidence.year > year for rival in tied if rival is not winner
    )


# The signals of the second round, strongest first, with the words the evidence uses for each.
TIE_BREAKERS = (
    (same_work_by_identity, "identifiers shared with"),
    (linked_by_authors, "authors shared with"),
    (linked_by_doi_prefix, "DOI prefix shared with"),
)


def break_tie(decision: Decision, anchors: Sequence[SourceRecord]) -> Candidate | None:
    """The one tied candidate that is the same work as a record another source accepted, or None.

    Two close records of one source are ambiguous on their own; another source's accepted record can tell them
    apart when exactly one of them shares its identifiers (a cross-linked dblp key, DOI or arXiv id), else its
    authors, else its publisher's DOI prefix. The winner's evidence names the signal that broke the tie.
    """
    if decision.outcome != "ambiguous" or len(decision.tied) < 2 or not anchors:
        return None
    for linked, words in TIE_BREAKERS:
        for anchor in anchors:
            winners = [c for c in decision.tied if linked(c.record, anchor)]
            if len(winners) == 1 and not list_year_prefers_a_rival(winners[0], decision.tied):
                winner = winners[0]
                note = f"tie broken by the second evidence round: {words} {describe_record(anchor)}"
                return winner.model_copy(
                    update={"evidence": winner.evidence.model_copy(update={"notes": [*winner.evidence.notes, note]})}
                )
    return None
