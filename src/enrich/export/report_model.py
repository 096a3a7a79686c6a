"""The run report as a typed model: what report.json contains, and what report.md and report.html render.

enrich.export.report builds one ``Report`` from the papers; report.json is its JSON (``report_json_value``), the
Markdown and HTML pages read its fields. Fields are declared in the order report.json lists them, so the JSON keeps
its shape (docs/output.md). Two of its keys are Python names ("from", "list"): those fields are named for what they
hold and written under the JSON key (``serialization_alias``), so report.json is always dumped by alias.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, field_serializer

from enrich.models import Day, LinkClass, LinkKind, Model, RetractionKind, SourceName, Status


class ReportPart(Model):
    """Base of the report's models. Their validators are built when the first report is, not at import: every
    command imports this module, and only the export builds a report."""

    model_config = ConfigDict(defer_build=True)


class RunFacts(ReportPart):
    """What only the pipeline knows about the run: its times, requests, sources down and outcome."""

    started_at: datetime
    finished_at: datetime
    seconds: float
    stage_seconds: dict[str, float]
    requests_by_host: dict[str, int]  # sorted by host
    sources_down: dict[str, str]  # source -> reason, sorted by source
    exit_reasons: list[str]
    exit_code: int
    failed: list[str] = []  # what failed tonight, a few words each ("s2: down", "links: no network"): the headline

    @field_serializer("started_at", "finished_at")
    def _iso(self, moment: datetime) -> str:
        """The offset spelled as the run gave it ("+00:00"), not pydantic's "Z": report.json keeps its spelling."""
        return moment.isoformat()


class Counts(ReportPart):
    """Papers by status and what the run knows of its links (``enrich.links.tally.link_counts``)."""

    papers: int
    by_status: dict[Status, int]
    links: int
    links_checked: int
    links_reused: int
    links_not_checked: int
    links_by_status: dict[str, int]  # LinkClass value -> links
    links_reported_dead: int
    # Papers a source failed for tonight (dblp answering a third of its requests, say), by source: built from the
    # other sources, marked in their `errors`, and searched again on the next run. Empty on a good night.
    failed_by_source: dict[str, int] = {}


# --------------------------------------------------------------------------------------------- needs a decision


class Listed(ReportPart):
    """An entry as its first list line writes it."""

    title: str
    year: int | None
    venue: str | None


class CandidateEvidence(ReportPart):
    """The scores behind a candidate, without the total (shown as the candidate's score)."""

    title: float
    year: float | None
    venue: float | None
    authors: float | None
    version_penalty: float
    notes: list[str]


class ShownCandidate(ReportPart):
    title: str
    year: int | None
    venue: str | None
    source: SourceName
    score: float
    evidence: CandidateEvidence
    pin: str | None = None  # the line under [pins] in enrich.pins.toml that settles the entry on this record


class AttentionItem(ReportPart):
    """An entry that needs a person: as listed, next to its best candidates with their evidence."""

    id: str
    title: str
    reason: str | None
    locations: list[str]
    listed: Listed
    candidates: list[ShownCandidate]
    errors: list[str]  # "source: reason" per source that failed
    settle: str | None = None  # how a person settles it ("to settle it, add ..."), for an entry with candidates


class Attention(ReportPart):
    ambiguous: list[AttentionItem]
    unresolved: list[AttentionItem]
    error: list[AttentionItem]

    def groups(self) -> list[tuple[str, list[AttentionItem]]]:
        """(status, entries) in the order the reports show them."""
        return [("ambiguous", self.ambiguous), ("unresolved", self.unresolved), ("error", self.error)]


# ---------------------------------------------------------------------------------------------- list lines to fix


class UnparsedLine(ReportPart):
    location: str
    reason: str
    raw: str  # shortened to report.RAW_LINE_SHOWN characters


class YearCorrection(ReportPart):
    """A list line whose year the record contradicts."""

    field: Literal["year"] = "year"
    list_value: int = Field(serialization_alias="list")
    record: int
    source: SourceName


class VenueCorrection(ReportPart):
    """A list line whose venue the record contradicts; ``list_value`` is the venue as written, else its tag."""

    field: Literal["venue"] = "venue"
    list_value: str | None = Field(serialization_alias="list")
    record: str
    record_acronym: str | None
    source: SourceName


ListCorrection = Annotated[YearCorrection | VenueCorrection, Field(discriminator="field")]


class CorrectedLine(ReportPart):
    location: str
    fixes: list[ListCorrection]


class CorrectionItem(ReportPart):
    """A resolved paper with the list lines its record contradicts."""

    id: str
    title: str
    occurrences: list[CorrectedLine]


class ListedEntry(ReportPart):
    """One list entry of a duplicate group, as the list writes it."""

    paper_id: str
    title: str  # as the list writes it
    location: str


class DuplicateGroup(ReportPart):
    """List entries that are one paper by identity: a DOI, arXiv id or dblp key they share (a preprint and its
    published version share the arXiv id), or one paper listed twice in one list. In list order: the first is kept,
    and ``enrich fix --only duplicates`` proposes removing the later ones of the same list."""

    shared: list[str]  # "doi 10.1145/...", "arxiv 2107.06925", "dblp conf/sc/LiH21", or "listed twice in one list"
    entries: list[ListedEntry]


class ListFixes(ReportPart):
    unparsed: list[UnparsedLine]
    corrections: list[CorrectionItem]
    # Lines of each list that hold no entry, by the parse stage's named reason (enrich.parse.items.SKIP_REASONS):
    # file -> reason -> lines. Nothing a list holds is dropped without a count here.
    skipped: dict[str, dict[str, int]] = {}
    duplicates: list[DuplicateGroup] = Field(default_factory=list)


# --------------------------------------------------------------------------------------------------------- links


class LinkItem(ReportPart):
    """A link with the list lines that carry it."""

    paper_id: str
    title: str
    url: str
    kind: LinkKind
    label: str
    status: LinkClass
    http_status: int | None
    final_url: str | None
    moved_to: str | None  # a GitHub repository's new name
    reason: str
    consecutive_failures: int
    in_list: bool  # False for a link enrich found (DOI, arXiv, open-access PDF)
    locations: list[str]
    # For a dead link or one moved to a generic page: where the Internet Archive's copies of it are listed, for a
    # person to look at. Never written into a list: a snapshot is not the paper's address (see fix.replacements).
    archived_copies: str | None = None


class NotCheckedLink(LinkItem):
    cause: str  # the run's reason (offline, network down), not the link's


class LinkProblems(ReportPart):
    dead: list[LinkItem]
    moved: list[LinkItem]
    blocked: list[LinkItem]
    suspect: list[LinkItem]
    not_checked: list[NotCheckedLink]


class CitationLeader(ReportPart):
    id: str
    title: str
    year: int | None
    venue: str | None
    citation_count: int
    citations_as_of: date | None


# ------------------------------------------------------------------------------------------------------- changes


class PaperBrief(ReportPart):
    """A paper as a change names it."""

    id: str
    title: str
    status: Status
    locations: list[str]


class TitleEdit(PaperBrief):
    from_id: str
    same: str  # the identifier the two records share
    list_title_was: str
    list_title_is: str


class StatusChange(PaperBrief):
    from_status: Status = Field(serialization_alias="from")
    to: Status


class CitationChange(PaperBrief):
    from_count: int = Field(serialization_alias="from")
    to: int
    delta: int


class IdentifierChange(PaperBrief):
    field: str
    from_value: str | None = Field(serialization_alias="from")
    to: str | None


class Changes(ReportPart):
    new: list[PaperBrief]
    removed: list[PaperBrief]
    titles_edited: list[TitleEdit]
    status: list[StatusChange]
    citations: list[CitationChange]
    identifiers: list[IdentifierChange]
    links_died: list[LinkItem]
    links_back: list[LinkItem]

    def anything_changed(self) -> bool:
        return any(items for _name, items in self)


# -------------------------------------------------------------------------------------------------------- report


class RetractedPaper(ReportPart):
    """A listed paper with a notice against it (Crossref's record): retracted, withdrawn, or under an expression of
    concern. A correction or an erratum is never one."""

    paper_id: str
    title: str
    kind: RetractionKind
    date: Day | None
    notice_doi: str | None
    source: str | None  # who recorded the notice: "publisher", "retraction-watch"
    locations: list[str]

    def summary(self) -> str:
        """The notice in words: "retracted on 2021-06-14 (notice 10.x/y, recorded by publisher)"."""
        what = {"retraction": "retracted", "withdrawal": "withdrawn", "expression_of_concern": "expression of concern"}
        facts = [
            f"notice {self.notice_doi}" if self.notice_doi else None,
            f"recorded by {self.source}" if self.source else None,
        ]
        shown = ", ".join(fact for fact in facts if fact)
        when = f" on {self.date.isoformat()}" if self.date else ""
        return f"{what[self.kind]}{when}" + (f" ({shown})" if shown else "")


class Report(ReportPart):
    schema_version: str
    run: RunFacts
    counts: Counts
    attention: Attention
    retracted: list[RetractedPaper] = Field(default_factory=list)
    list_fixes: ListFixes
    links: LinkProblems
    citation_leaders: list[CitationLeader]
    changes: Changes | None  # None on a first run: nothing to compare with


def report_json_value(report: Report) -> dict[str, Any]:
    """report.json's content as plain JSON values, keys spelled as report.json spells them."""
    return report.model_dump(mode="json", by_alias=True)
