"""The contract between stages and the output schema.

Every stage reads and writes these models as JSON lines (output/stages/<stage>.jsonl), so a field added here is
visible to every stage and to downstream programs. Unknown values are ``None`` (JSON null), never "" or 0: a
missing citation count is not zero citations.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from enum import Enum
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

SCHEMA_VERSION = "1.7"  # 1.1: provenance may name openalex and crossref; 1.2: occurrences carry end_line, seed_authors
# and the formats table and bibtex; 1.3: citation_counts, each source's count by name; 1.4: origins (local mirrors);
# 1.5: the link status generic_page and a paper's retraction; 1.6: the occurrence format yaml; 1.7: an occurrence's
# cited_without_title


def _not_arxiv_doi(doi: str) -> str:
    if doi.startswith("10.48550/"):
        raise ValueError("arXiv's DataCite DOI names the preprint; it is never a paper's DOI")
    return doi


SourceName = Literal["dblp", "s2", "arxiv", "openalex", "crossref"]
Provenance = Literal["dblp", "s2", "arxiv", "openalex", "crossref", "seed"]


class Model(BaseModel):
    """Base for all records: unknown keys are an error, so a typo in a producer fails loudly in tests."""

    model_config = ConfigDict(extra="forbid")


# --------------------------------------------------------------------------------------------------- parse stage


class LinkKind(str, Enum):
    """What a link points at. The first seven come from reading lists; the rest are found by the resolve stage."""

    pdf = "pdf"
    slides = "slides"
    code = "code"
    recording = "recording"
    poster = "poster"
    video = "video"
    other = "other"
    doi = "doi"  # DOI landing page (https://doi.org/<doi>)
    arxiv_abs = "arxiv_abs"
    arxiv_pdf = "arxiv_pdf"
    open_access_pdf = "open_access_pdf"


class Link(Model):
    kind: LinkKind
    label: str  # as written in the list ("CoorDL Code"); for found links, a short description
    url: str | None  # None where the list names a link without its URL ("[PDF]" in a plain-text list)


class Occurrence(Model):
    """One place a paper is listed: a paper listed twice has two occurrences and one record."""

    file: str  # path as given on the command line, relative where possible
    line: int  # 1-based: the entry's first line
    section: list[str]  # heading path, outermost first
    raw: str  # the first line as written (without the newline)
    format: Literal["plain", "bulleted", "markdown", "table", "bibtex", "yaml"]
    seed_title: str
    seed_year: int | None
    seed_venue: str | None  # as written ("SC ‘21’" -> "SC")
    seed_venue_acronym: str | None
    system_name: str | None = None  # "DLFS" in "[2019 CLUSTER] DLFS: **Efficient ...**", when the list names one
    seed_authors: list[str] = Field(default_factory=list)  # as the list writes them, when it gives an author list
    end_line: int | None = None  # the entry's last line when it spans several (sub-items, an authors line, a .bib
    # entry's fields); None for a one-line entry
    cited_without_title: bool = False  # the list gives no title ("A. Lee, Phys. Rev. 47, 777 (1935)", as physics
    # styles cite; a review's table of first author, year and journal): seed_title holds the citation itself


class Entry(Model):
    """A paper named by a reading list (parse artifact)."""

    record: Literal["entry"] = "entry"
    id: str  # stable: derived from the normalised title
    title: str
    year: int | None
    venue: str | None
    venue_acronym: str | None
    occurrences: list[Occurrence]
    links: list[Link] = Field(default_factory=list)
    doi: str | None = None  # found inside a link URL
    arxiv_id: str | None = None  # found inside a link URL, without version
    dblp_key: str | None = None  # found inside a dblp record page's URL (dblp.org/rec/<key>)

    @property
    def titled_by_address(self) -> bool:
        """The list gives the paper by its address alone (``- https://www.nature.com/articles/...``): parse puts the
        address where the title goes, as every stage needs one, but it is no title a record's could agree with."""
        return any(link.url == self.title for link in self.links)

    @property
    def titleless(self) -> bool:
        """The list cites the paper without a title, by its authors, journal and year (a volume and page too, as
        physics styles cite): parse puts that citation where the title goes (``Occurrence.cited_without_title``),
        and no record's title could agree."""
        occurrences = self.occurrences
        return bool(occurrences) and all(occurrence.cited_without_title for occurrence in occurrences)

    @property
    def gives_no_title(self) -> bool:
        """The list names the paper by no title at all, by its address or a titleless citation: no title search can
        find it, and no record's title is compared with what stands in its place."""
        return self.titled_by_address or self.titleless


class Unparsed(Model):
    """A line that looks like an entry but could not be parsed: kept, never dropped silently."""

    record: Literal["unparsed"] = "unparsed"
    file: str
    line: int
    raw: str
    reason: str


ParseRecord = Annotated[Entry | Unparsed, Field(discriminator="record")]


# ------------------------------------------------------------------------------------------- sources and matching


class Author(Model):
    name: str
    dblp_pid: str | None = None
    s2_author_id: str | None = None


RetractionKind = Literal["retraction", "withdrawal", "expression_of_concern"]
Day = date  # the type of a field named "date", which would otherwise shadow it in its class


class Retraction(Model):
    """A notice that a paper is retracted, withdrawn or under an expression of concern, as Crossref records it.
    Corrections and errata are never one: the paper stands, corrected."""

    kind: RetractionKind
    date: Day | None = None  # the day of the notice
    notice_doi: Annotated[str, Field(pattern=r"^10\.\d{4,9}/\S+$")] | None = None  # lowercase, like every DOI
    source: Annotated[str, Field(min_length=1)] | None = None  # who recorded it: "publisher", "retraction-watch"


class SourceRecord(Model):
    """One record as a source describes it, identifiers normalised (see enrich.ids)."""

    source: SourceName
    title: str
    authors: list[Author] = Field(default_factory=list)
    year: int | None = None
    venue: str | None = None
    doi: str | None = None  # lowercase, no resolver prefix; never the arXiv DataCite DOI in dblp/s2 'doi'
    arxiv_id: str | None = None  # no version, no "arXiv:"
    arxiv_version: int | None = None
    dblp_key: str | None = None
    dblp_type: str | None = None  # "Conference and Workshop Papers", "Journal Articles", "Informal and Other
    # Publications", ...
    s2_paper_id: str | None = None
    s2_corpus_id: int | None = None
    abstract: str | None = None
    citation_count: int | None = None
    influential_citation_count: int | None = None
    open_access_pdf: str | None = None
    publication_types: list[str] = Field(default_factory=list)
    publication_date: str | None = None
    journal_ref: str | None = None  # arXiv's free-text journal reference
    pages: str | None = None  # dblp's page range ("525-535"): a three-page record is a poster or abstract
    url: str | None = None
    source_score: float | None = None  # the source's own ranking score (dblp @score, S2 matchScore, Crossref
    # score); not a probability. OpenAlex's relevance_score is not read: its searches select their fields without it
    retrieved: date | None = None  # the day the source answered; a cached answer keeps the day it was received
    # Where the record was read when not from the source's service: "dblp mirror, release 2026-11-30" for a local
    # mirror (enrich.mirror), whose records are dated by the release (``retrieved``), not by the run.
    origin: str | None = None
    retraction: Retraction | None = None  # Crossref only: the registry records notices against the DOI


class Evidence(Model):
    """Scores per signal, each in [0, 1]; None where the signal is unknown on either side."""

    title: float
    year: float | None = None
    venue: float | None = None
    authors: float | None = None
    version_penalty: float = 0.0  # CoRR/preprint, extension, poster/workshop hints
    total: float
    notes: list[str] = Field(default_factory=list)


class Candidate(Model):
    record: SourceRecord
    evidence: Evidence


class Conflict(Model):
    field: str
    values: dict[str, Any]  # source -> value
    note: str


class SourceFailure(Model):
    source: SourceName
    reason: str


Status = Literal["resolved", "ambiguous", "unresolved", "error"]

# The output contract's value rules, enforced by `enrich validate` and stated in schema.json: unknown is null, never
# ""; a DOI is lowercase and never arXiv's own DataCite DOI; an arXiv id carries no version.
Text = Annotated[str, Field(min_length=1)]
Doi = Annotated[
    str,
    Field(pattern=r"^10\.\d{4,9}/[^\sA-Z]+$", json_schema_extra={"not": {"pattern": "^10\\.48550/"}}),
    AfterValidator(_not_arxiv_doi),
]
ArxivId = Annotated[str, Field(pattern=r"^(\d{4}\.\d{4,5}|[a-z\-]+/\d{7})$")]


class Paper(Model):
    """One paper after the resolve stage (resolve artifact); exact field names are relied on downstream."""

    id: Text
    status: Status
    confidence: Annotated[float, Field(ge=0.0, le=1.0)] | None
    title: Text
    authors: list[Author] = Field(default_factory=list)
    year: int | None = None
    venue: Text | None = None
    venue_acronym: Text | None = None
    doi: Doi | None = None
    arxiv_id: ArxivId | None = None
    dblp_key: Text | None = None
    s2_paper_id: Text | None = None
    abstract: Text | None = None
    citation_count: Annotated[int, Field(ge=0)] | None = None
    influential_citation_count: Annotated[int, Field(ge=0)] | None = None
    citations_as_of: date | None = None
    # Every source's count as last read from it (S2's and OpenAlex's differ, and both are the paper's); the day
    # each was read is as_of["citation_counts.<source>"]. citation_count is one of them, provenance names which.
    citation_counts: dict[SourceName, Annotated[int, Field(ge=0)]] = Field(default_factory=dict)
    open_access_pdf: Text | None = None
    provenance: dict[str, Provenance] = Field(default_factory=dict)
    as_of: dict[str, date] = Field(default_factory=dict)  # field -> date the value was last read from its source
    # Sources named in provenance whose record was read from a local mirror, not the service: source -> the
    # mirror and its release ("dblp mirror, release 2026-11-30"). A source absent here answered over its API.
    origins: dict[Provenance, Text] = Field(default_factory=dict)
    # Crossref's notice against the paper's DOI: retracted, withdrawn, or an expression of concern (never a
    # correction or an erratum). None when there is none, or no DOI Crossref knows.
    retraction: Retraction | None = None
    conflicts: list[Conflict] = Field(default_factory=list)
    occurrences: list[Occurrence]
    links: list[Link] = Field(default_factory=list)
    evidence: dict[str, Evidence] = Field(default_factory=dict)  # source -> evidence for the accepted record
    candidates: list[Candidate] = Field(default_factory=list)  # kept for ambiguous/unresolved decisions
    reason: str | None = None  # why ambiguous / unresolved / error
    errors: list[SourceFailure] = Field(default_factory=list)  # sources that failed for this paper this run
    seed_key: str  # hash of the entry's seed data: a changed list entry is searched again
    merged_seed_keys: list[str] = Field(default_factory=list)  # the same for entries merged into this paper


# ------------------------------------------------------------------------------------------------------ links


class LinkClass(str, Enum):
    """The closed set of link outcomes (exact names are part of the output contract)."""

    alive = "alive"
    redirected = "redirected"
    dead = "dead"
    blocked = "blocked"
    timeout = "timeout"
    soft_404 = "soft_404"
    generic_page = "generic_page"  # moved to a generic page: the site's home page, a login wall, a listing
    not_pdf = "not_pdf"
    error = "error"


class GitHubRepo(Model):
    exists: bool
    archived: bool | None = None
    moved_to: str | None = None  # "owner/name" when renamed or transferred
    stars: int | None = None
    pushed_at: datetime | None = None


class LinkCheck(Model):
    """What one URL looked like when checked, plus its history across runs."""

    url: str
    kind: LinkKind
    label: str
    status: LinkClass
    http_status: int | None = None
    final_url: str | None = None
    redirects: int = 0
    content_type: str | None = None
    checked_at: datetime
    reason: str
    first_seen: datetime
    last_alive: datetime | None = None
    consecutive_failures: int = 0
    reported_dead: bool = False  # failing on N consecutive nights (link_dead_after), or a definite 404/410
    github: GitHubRepo | None = None


class LinkedPaper(Paper):
    """A paper after the links stage (links artifact)."""

    link_checks: list[LinkCheck] = Field(default_factory=list)


class ExportedPaper(LinkedPaper):
    """One line of output/papers.jsonl."""

    schema_version: str = SCHEMA_VERSION


def as_utc(moment: datetime) -> datetime:
    """Times without a zone are taken as UTC (all times enrich writes are UTC)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
