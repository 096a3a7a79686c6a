"""What a fix may change: the edit kinds, the groups ``--only`` names, and the tests that decide whether a run's
finding about a paper justifies an edit of its kind.

- Nothing is edited on a line of a paper that is not resolved: an ambiguous or unresolved entry needs a person, who
  may well rewrite the line. Identifiers, years and venues come from the matched record, so they are also held back
  below ``FixRules.min_confidence``. Links are facts about the address, not the match, so resolved is enough.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from enrich.config import Settings
from enrich.export.report import list_correction  # the report's judgement: the fix must not disagree
from enrich.export.report_model import ListCorrection
from enrich.fix.replacements import Replacement, live_replacement
from enrich.links.classify import moved_reason
from enrich.models import ExportedPaper, LinkCheck, LinkClass, Occurrence
from enrich.resolve import REUSE_CONFIDENCE

LINK_MOVED, LINK_DEAD, DOI, ARXIV, YEAR, VENUE = "link-moved", "link-dead", "doi", "arxiv", "year", "venue"
LINK_REPLACED, PUBLISHED, DUPLICATE, RETRACTED = "link-replaced", "published", "duplicate", "retraction"
TITLE = "title"
EDIT_KINDS = (LINK_MOVED, LINK_REPLACED, LINK_DEAD, DOI, ARXIV, YEAR, VENUE, TITLE, PUBLISHED, DUPLICATE, RETRACTED)

# What --only names: the groups a maintainer thinks in.
SELECTIONS: dict[str, frozenset[str]] = {
    "links": frozenset({LINK_MOVED, LINK_REPLACED, LINK_DEAD}),
    "ids": frozenset({DOI, ARXIV}),
    "year": frozenset({YEAR}),
    "venue": frozenset({VENUE}),
    "title": frozenset({TITLE}),
    "published": frozenset({PUBLISHED}),
    "duplicates": frozenset({DUPLICATE}),
    "retractions": frozenset({RETRACTED}),
}
# Made only when --only names them: removing an entry, marking a paper retracted or rewording a title is the
# maintainer's call (a list may keep both entries, or its own title, on purpose).
OPT_IN = ("title", "duplicates", "retractions")
DEFAULT_SELECTION = ",".join(name for name in SELECTIONS if name not in OPT_IN)
KIND_TITLES = {
    LINK_MOVED: "link moved permanently",
    LINK_REPLACED: "dead link replaced",
    PUBLISHED: "preprint entry updated to its publication",
    DUPLICATE: "duplicate entry removed",
    RETRACTED: "retracted paper marked",
    LINK_DEAD: "dead link marked",
    DOI: "DOI link added",
    ARXIV: "arXiv link added",
    YEAR: "year corrected",
    VENUE: "venue corrected",
    TITLE: "title corrected to the matched record's",
}


@dataclass(frozen=True)
class FixRules:
    """Which edits to make and how; built from Settings so a settings file can change the marker or threshold."""

    kinds: frozenset[str]
    dead_marker: str  # "{link}" is the link as written, "{date}" the day it was reported dead
    min_confidence: float

    @classmethod
    def from_settings(cls, settings: Settings, kinds: Iterable[str] | None = None) -> FixRules:
        """``kinds`` default to those ``enrich fix`` makes without --only (every kind but the opt-in ones)."""
        kinds = selected_kinds(DEFAULT_SELECTION) if kinds is None else kinds
        threshold = REUSE_CONFIDENCE if settings.fix_min_confidence is None else settings.fix_min_confidence
        return cls(frozenset(kinds), settings.fix_dead_marker, threshold)


def selected_kinds(only: str) -> frozenset[str]:
    """The edit kinds named by --only ("links,ids,year,venue", any subset); raises ValueError naming unknown ones."""
    names = [name.strip() for name in only.split(",") if name.strip()]
    unknown = sorted(set(names) - set(SELECTIONS))
    if unknown:
        raise ValueError(f"unknown value(s) {', '.join(unknown)}; choose from {', '.join(SELECTIONS)}")
    return frozenset(kind for name in names for kind in SELECTIONS[name])


def replacement(paper: ExportedPaper, check: LinkCheck, text: str, rules: FixRules) -> Replacement | None:
    """A live, identifier-backed link for a dead one (``fix.replacements``), when replacing is selected, the
    identifiers are trusted, and the line does not already carry the new link (the dead one is then marked)."""
    if LINK_REPLACED not in rules.kinds or not confident(paper, rules):
        return None
    found = live_replacement(paper, check)
    return found if found is not None and found.url not in text else None


def to_mark_dead(check: LinkCheck, kinds: frozenset[str]) -> bool:
    return check.reported_dead and LINK_DEAD in kinds


def moved_to(check: LinkCheck, kinds: frozenset[str]) -> str | None:
    """The address to move a link to, when moving links is selected and the link moved for good."""
    return permanent_destination(check) if not check.reported_dead and LINK_MOVED in kinds else None


def confident(paper: ExportedPaper, rules: FixRules) -> bool:
    """Identifiers, years and venues come from the matched record: only a match this sure may write them."""
    return paper.confidence is not None and paper.confidence >= rules.min_confidence


def tag_corrections(paper: ExportedPaper, occurrence: Occurrence, kinds: frozenset[str]) -> list[ListCorrection]:
    """The report's corrections of this entry's year or venue (``list_correction``), among the selected kinds."""
    found = (list_correction(paper, occurrence, conflict) for conflict in paper.conflicts)
    return [correction for correction in found if correction and correction.field in kinds]


def permanent_destination(check: LinkCheck) -> str | None:
    """The address a link should now have, when the evidence is conclusive; None otherwise.

    A redirected link's reason names where its permanent (301/308) hops lead and ``final_url`` where the chain
    ended alive: only when they are the same did nothing temporary (302/307) follow. A GitHub repository renamed or
    transferred is moved by GitHub's own record of it."""
    if check.status != LinkClass.redirected or not check.final_url or check.final_url == check.url:
        return None
    if check.github is not None and check.github.moved_to:
        return check.final_url
    return check.final_url if check.reason == moved_reason(check.final_url) else None
