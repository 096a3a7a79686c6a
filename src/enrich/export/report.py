"""The run summary's content: one ``Report`` (enrich.export.report_model) built from the papers.

report.json is its JSON, report.md (enrich.export.markdown) and report.html (enrich.export.html) render it, so
the three never disagree. Everything in it follows the order of the list (or an explicit sort), so two runs over the
same data give the same report apart from the run facts it states.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TypeGuard, get_args
from urllib.parse import urlsplit

from enrich import venues
from enrich.export.report_model import (
    Attention,
    AttentionItem,
    CandidateEvidence,
    Changes,
    CitationChange,
    CitationLeader,
    CorrectedLine,
    CorrectionItem,
    Counts,
    DuplicateGroup,
    IdentifierChange,
    LinkItem,
    LinkProblems,
    ListCorrection,
    Listed,
    ListedEntry,
    ListFixes,
    NotCheckedLink,
    PaperBrief,
    Report,
    RetractedPaper,
    RunFacts,
    ShownCandidate,
    StatusChange,
    TitleEdit,
    UnparsedLine,
    VenueCorrection,
    YearCorrection,
)
from enrich.ids import is_arxiv_doi
from enrich.links.guard import ALLOWED_SCHEMES
from enrich.links.tally import link_counts, run_wide_cause
from enrich.models import (
    SCHEMA_VERSION,
    Conflict,
    ExportedPaper,
    LinkCheck,
    LinkClass,
    LinkKind,
    Occurrence,
    Retraction,
    SourceName,
    SourceRecord,
    Status,
    Unparsed,
    as_utc,
)
from enrich.resolve.pins import pin_line

STATUSES: tuple[Status, ...] = get_args(Status)
# Links enrich found itself (not written in any list): a maintainer cannot fix them by editing the list.
FOUND_LINK_KINDS = frozenset({LinkKind.doi, LinkKind.arxiv_abs, LinkKind.arxiv_pdf, LinkKind.open_access_pdf})
# Link outcomes that are problems but not (yet) reported dead: a flaky host must fail on several runs first.
SUSPECT_LINK_CLASSES = frozenset(
    {LinkClass.dead, LinkClass.timeout, LinkClass.soft_404, LinkClass.not_pdf, LinkClass.error}
)
# Link outcomes listed as moved: to a new address, or to a generic page (where the report names that page).
MOVED_LINK_CLASSES = frozenset({LinkClass.redirected, LinkClass.generic_page})
WAYBACK_LISTING = "https://web.archive.org/web/*/"
CITATION_LEADERS = 10
CANDIDATES_SHOWN = 3  # best candidates per ambiguous/unresolved entry: enough to pick the right one by hand
# How a person settles an entry the resolver left undecided (enrich.resolve.pins; docs/matching.md).
SETTLE_HINT = (
    "to settle it, add the right record's DOI, arXiv or dblp link to the list line, or add its pin line (shown "
    "with each candidate) under [pins] in enrich.pins.toml; both last across nights and survive enrich fix"
)
IDENTIFIER_FIELDS = ("doi", "arxiv_id", "dblp_key", "s2_paper_id")
# Identifiers that name one published work: a new and a removed paper sharing one are the same paper under an edited
# title. Not the arXiv id: a list may name a preprint and its published version as two entries.
SAME_WORK_FIELDS = ("doi", "dblp_key", "s2_paper_id")
# Characters of an unreadable list line shown: enough to recognise the line, short enough to stay on one line.
RAW_LINE_SHOWN = 160
# The sources a conflict may name besides the list ("seed"): only a source's venue can correct a list line.
SOURCE_NAMES: frozenset[SourceName] = frozenset(get_args(SourceName))


@dataclass(frozen=True)
class RunInfo:
    """Facts about the run that only the pipeline knows; the only non-deterministic part of the report."""

    started_at: datetime
    finished_at: datetime
    requests_by_host: dict[str, int]
    stage_seconds: dict[str, float]
    sources_down: dict[str, str]  # source -> reason
    exit_reasons: list[str]
    exit_code: int
    failed: list[str] = field(default_factory=list)  # what failed tonight, a few words each ("links: no network")


def is_safe_link_target(url: str | None) -> bool:
    """Whether a report may make ``url`` a link: http or https with a host, and nothing a reader cannot see.

    The one rule for report.md and report.html. URLs come from the lists and the services, so a "javascript:",
    "data:", "file:" or "vbscript:" address, a relative path, or one with spaces or control characters (which
    browsers strip before they read the scheme) is shown as text instead.
    """
    if not url or not url.isprintable() or " " in url:  # the only white space str.isprintable lets through is " "
        return False
    try:
        parts = urlsplit(url)
    except ValueError:
        return False
    return parts.scheme.lower() in ALLOWED_SCHEMES and bool(parts.netloc)


def location(occurrence: Occurrence) -> str:
    return f"{occurrence.file}:{occurrence.line}"


def reported_dead_links(paper: ExportedPaper) -> list[LinkCheck]:
    return [check for check in paper.link_checks if check.reported_dead]


def readable_time(moment: str | datetime) -> str:
    """'2026-12-02 03:17 UTC': a run's time as a reader wants it; report.json keeps the full ISO timestamp."""
    when = datetime.fromisoformat(moment) if isinstance(moment, str) else moment
    return as_utc(when).astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")


# ------------------------------------------------------------------------------------------------ building


def build_report(
    papers: Sequence[ExportedPaper],
    run: RunInfo,
    previous: Sequence[ExportedPaper] | None,
    *,
    unparsed: Sequence[Unparsed] = (),
    skipped: Mapping[str, Mapping[str, int]] | None = None,
) -> Report:
    """The whole summary; ``previous`` is the last run's output, None on a first run; ``unparsed`` the list lines
    the parse stage could not read, in list order; ``skipped`` its lines that hold no entry, by file and reason."""
    return Report(
        schema_version=SCHEMA_VERSION,
        run=_run_facts(run),
        counts=_counts(papers, run),
        attention=Attention(
            **{
                status: [_attention_item(p) for p in papers if p.status == status]
                for status in ("ambiguous", "unresolved", "error")
            }
        ),
        retracted=[
            _retracted(p, notice) for p in papers if p.status == "resolved" and (notice := p.retraction) is not None
        ],
        list_fixes=ListFixes(
            unparsed=[_unparsed_item(line) for line in unparsed],
            corrections=_list_corrections(papers),
            skipped={file: dict(counts) for file, counts in (skipped or {}).items()},
            duplicates=duplicate_groups(papers),
        ),
        links=_link_problems(papers),
        citation_leaders=_citation_leaders(papers),
        changes=None if previous is None else _changes(papers, previous),
    )


def _retracted(paper: ExportedPaper, notice: Retraction) -> RetractedPaper:
    return RetractedPaper(
        paper_id=paper.id,
        title=paper.title,
        kind=notice.kind,
        date=notice.date,
        notice_doi=notice.notice_doi,
        source=notice.source,
        locations=[location(o) for o in paper.occurrences],
    )


def duplicate_groups(papers: Sequence[ExportedPaper]) -> list[DuplicateGroup]:
    """The list entries that are one paper by identity, each group in list order (file, then line).

    The one judgement of what a duplicate is: report.md lists these groups, and `enrich fix --only duplicates`
    removes the later entries of a group that stand in the same list. Only resolved papers take part: an identifier
    of an unconfirmed match may be another paper's. A paper listed once in each of two lists is no duplicate (the
    parse stage made it one record on purpose); two records sharing an identifier are, and so is one paper listed
    twice in one list."""
    resolved = [paper for paper in papers if paper.status == "resolved"]
    groups: dict[str, list[ExportedPaper]] = {}  # root paper id -> its papers
    root = {paper.id: paper.id for paper in resolved}
    owner: dict[str, str] = {}  # identifier -> the first paper that has it

    def find(paper_id: str) -> str:
        while root[paper_id] != paper_id:
            paper_id = root[paper_id]
        return paper_id

    for paper in resolved:
        for identifier in _identities(paper):
            if identifier in owner:
                root[find(paper.id)] = find(owner[identifier])
            else:
                owner[identifier] = paper.id
    for paper in resolved:
        groups.setdefault(find(paper.id), []).append(paper)
    found = []
    for members in groups.values():
        entries = sorted(
            ((o.file, o.line, paper, o) for paper in members for o in paper.occurrences), key=lambda item: item[:2]
        )
        files = [file for file, *_ in entries]
        if len(members) < 2 and len(files) == len(set(files)):
            continue
        held = Counter(identifier for paper in members for identifier in _identities(paper))
        shared = sorted(identifier for identifier, count in held.items() if count > 1)
        found.append(
            DuplicateGroup(
                shared=shared or ["listed twice in one list"],
                entries=[ListedEntry(paper_id=p.id, title=o.seed_title, location=location(o)) for *_, p, o in entries],
            )
        )
    return sorted(found, key=lambda group: [entry.location for entry in group.entries])


def _identities(paper: ExportedPaper) -> list[str]:
    named = (("doi", paper.doi), ("arxiv", paper.arxiv_id), ("dblp", paper.dblp_key))
    return [f"{kind} {value}" for kind, value in named if value]


def _run_facts(run: RunInfo) -> RunFacts:
    return RunFacts(
        started_at=run.started_at,
        finished_at=run.finished_at,
        seconds=round((run.finished_at - run.started_at).total_seconds(), 1),
        stage_seconds={stage: round(seconds, 1) for stage, seconds in run.stage_seconds.items()},
        requests_by_host=dict(sorted(run.requests_by_host.items())),
        sources_down=dict(sorted(run.sources_down.items())),
        exit_reasons=list(run.exit_reasons),
        exit_code=run.exit_code,
        failed=list(run.failed),
    )


def _counts(papers: Sequence[ExportedPaper], run: RunInfo) -> Counts:
    return Counts(
        papers=len(papers),
        by_status={status: sum(p.status == status for p in papers) for status in STATUSES},
        failed_by_source=dict(
            sorted(Counter(f.source for p in papers for f in {e.source: e for e in p.errors}.values()).items())
        ),
        **link_counts((check for paper in papers for check in paper.link_checks), run.started_at),
    )


def _failed_by_source(papers: Sequence[ExportedPaper]) -> dict[str, int]:
    """Papers each source failed for tonight, a paper once per source however many of its requests failed."""
    failed = Counter(source for paper in papers for source in {error.source for error in paper.errors})
    return dict(sorted(failed.items()))


def _attention_item(paper: ExportedPaper) -> AttentionItem:
    """The entry as listed next to its best candidates with each one's evidence, so a person can decide from the
    report alone which record (if any) is the paper."""
    best = sorted(paper.candidates, key=lambda c: (-c.evidence.total, c.record.source, c.record.title))
    first = paper.occurrences[0] if paper.occurrences else None
    return AttentionItem(
        id=paper.id,
        title=paper.title,
        reason=paper.reason,
        locations=[location(o) for o in paper.occurrences],
        listed=Listed(
            title=first.seed_title if first else paper.title,
            year=first.seed_year if first else paper.year,
            venue=first.seed_venue if first else paper.venue,
        ),
        candidates=[
            ShownCandidate(
                title=c.record.title,
                year=c.record.year,
                venue=c.record.venue,
                source=c.record.source,
                score=round(c.evidence.total, 3),
                evidence=CandidateEvidence(**c.evidence.model_dump(exclude={"total"})),
                pin=_pin_for(paper.id, c.record),
            )
            for c in best[:CANDIDATES_SHOWN]
        ],
        errors=[f"{failure.source}: {failure.reason}" for failure in paper.errors],
        settle=SETTLE_HINT if paper.candidates and paper.status != "error" else None,
    )


def _pin_for(entry_id: str, record: SourceRecord) -> str | None:
    """The pin that settles the entry on ``record``, by the identifier that names it surest: its publisher DOI (never
    arXiv's DataCite DOI), else its arXiv id, else its dblp key; None for a record with none of them."""
    doi = record.doi if record.doi and not is_arxiv_doi(record.doi) else None
    for entry_field, identifier in (("doi", doi), ("arxiv_id", record.arxiv_id), ("dblp_key", record.dblp_key)):
        if identifier:
            return pin_line(entry_id, entry_field, identifier)
    return None


def _unparsed_item(line: Unparsed) -> UnparsedLine:
    return UnparsedLine(location=f"{line.file}:{line.line}", reason=line.reason, raw=_shorten(line.raw))


def _shorten(text: str) -> str:
    return text if len(text) <= RAW_LINE_SHOWN else text[: RAW_LINE_SHOWN - 1].rstrip() + "…"


def _list_corrections(papers: Sequence[ExportedPaper]) -> list[CorrectionItem]:
    """Per paper, the list lines whose year or venue the published record contradicts. Resolved papers only: a record
    not confirmed to be the paper must not ask anybody to change their list. Lines already right are left out."""
    items = []
    for paper in papers:
        if paper.status != "resolved":
            continue
        lines = []
        for occurrence in paper.occurrences:
            fixes = [fix for conflict in paper.conflicts if (fix := list_correction(paper, occurrence, conflict))]
            if fixes:
                lines.append(CorrectedLine(location=location(occurrence), fixes=fixes))
        if lines:
            items.append(CorrectionItem(id=paper.id, title=paper.title, occurrences=lines))
    return items


def list_correction(paper: ExportedPaper, occurrence: Occurrence, conflict: Conflict) -> ListCorrection | None:
    """What this line says against what the record says, for a conflict between the list and a record; None when
    the line agrees with the record (another line of the same paper may be the wrong one), or names the preprint.

    The one judgement of whether a list line's year or venue is wrong: report.md lists the lines it returns under
    *list entries to correct*, and `enrich fix` corrects exactly those (``enrich.fix.plan.fix_line``), so the two
    never disagree."""
    if "seed" not in conflict.values or conflict.field not in ("year", "venue"):
        return None
    if venues.venue_for_acronym(occurrence.seed_venue_acronym) is venues.ARXIV:
        return None  # a line tagged arXiv names the preprint: its year and venue are the preprint's, not wrong
    others = sorted((source, value) for source, value in conflict.values.items() if source != "seed")
    if not others:
        return None
    source, value = others[0]
    if not _is_source_name(source):
        return None
    if conflict.field == "year":
        if occurrence.seed_year is None or paper.year is None or occurrence.seed_year == paper.year:
            return None
        return YearCorrection(list_value=occurrence.seed_year, record=paper.year, source=source)
    if not isinstance(value, str):
        return None
    dblp_key = paper.dblp_key if paper.provenance.get("dblp_key") == source else None
    record = SourceRecord(source=source, title=paper.title, venue=value, dblp_key=dblp_key)
    if not _names_another_venue(occurrence.seed_venue_acronym, record):
        return None
    return VenueCorrection(
        list_value=occurrence.seed_venue or occurrence.seed_venue_acronym,
        record=value,
        record_acronym=venues.record_acronym(record),
        source=source,
    )


def _is_source_name(name: str) -> TypeGuard[SourceName]:
    """Whether a conflict's key names a source (the others: the list, "seed")."""
    return name in SOURCE_NAMES


def _names_another_venue(acronym: str | None, record: SourceRecord) -> bool:
    """The judgement the resolve stage makes for the first listing, made for every line, so that aliases agree
    (PVLDB is VLDB); a tag the venue table does not know differs from a record whose venue the table knows."""
    if not acronym:
        return False
    verdict = venues.venue_matches(acronym, record)
    if verdict is not None:
        return verdict == 0.0
    return venues.venue_for_acronym(acronym) is None and venues.record_acronym(record) is not None


def _link_item(paper: ExportedPaper, check: LinkCheck) -> LinkItem:
    """A link with the list lines that carry it: the lines where its URL is written, else every line of the paper."""
    written_at = [location(o) for o in paper.occurrences if check.url in o.raw]
    return LinkItem(
        paper_id=paper.id,
        title=paper.title,
        url=check.url,
        kind=check.kind,
        label=check.label,
        status=check.status,
        http_status=check.http_status,
        final_url=check.final_url,
        moved_to=check.github.moved_to if check.github else None,
        reason=check.reason,
        consecutive_failures=check.consecutive_failures,
        in_list=bool(written_at) or check.kind not in FOUND_LINK_KINDS,
        locations=written_at or [location(o) for o in paper.occurrences],
        archived_copies=archived_copies(check),
    )


def archived_copies(check: LinkCheck) -> str | None:
    """The Wayback Machine's listing of a gone link's snapshots (no request is sent: the address is the rule)."""
    gone = check.reported_dead or check.status is LinkClass.generic_page
    return f"{WAYBACK_LISTING}{check.url}" if gone and check.url.startswith(("http://", "https://")) else None


def _link_group(check: LinkCheck) -> str | None:
    if check.reported_dead:
        return "dead"
    if check.status in MOVED_LINK_CLASSES or (check.github and check.github.moved_to):
        return "moved"
    if check.status == LinkClass.blocked:
        return "blocked"
    if check.status in SUSPECT_LINK_CLASSES:
        return "suspect"
    return None


def _link_problems(papers: Sequence[ExportedPaper]) -> LinkProblems:
    """Problems per link, apart from links this run could not check: those are kept in "not_checked" with the cause."""
    problems = LinkProblems(dead=[], moved=[], blocked=[], suspect=[], not_checked=[])
    for paper in papers:
        for check in paper.link_checks:
            cause = run_wide_cause(check)
            if cause:
                problems.not_checked.append(NotCheckedLink(**dict(_link_item(paper, check)), cause=cause))
            elif group := _link_group(check):
                getattr(problems, group).append(_link_item(paper, check))
    return problems


def _citation_leaders(papers: Sequence[ExportedPaper]) -> list[CitationLeader]:
    """Resolved papers only: a count read for an unconfirmed match may belong to another paper."""
    counted = [(p, p.citation_count) for p in papers if p.status == "resolved" and p.citation_count is not None]
    counted.sort(key=lambda pair: (-pair[1], pair[0].title.casefold(), pair[0].id))
    return [
        CitationLeader(
            id=p.id, title=p.title, year=p.year, venue=p.venue, citation_count=count, citations_as_of=p.citations_as_of
        )
        for p, count in counted[:CITATION_LEADERS]
    ]


def _changes(papers: Sequence[ExportedPaper], previous: Sequence[ExportedPaper]) -> Changes:
    """Records paired by id, or, for an id that is new, with a removed record of the same work: the id derives from
    the list's title, so an edited title is a new id for the same paper."""
    before = {p.id: p for p in previous}
    now = {p.id: p for p in papers}
    edited = _edited_titles([p for p in papers if p.id not in before], [p for p in previous if p.id not in now])
    kept = [(before.get(p.id) or edited[p.id][0], p) for p in papers if p.id in before or p.id in edited]
    renamed = {old.id for old, _field in edited.values()}
    return Changes(
        new=[_brief(p) for p in papers if p.id not in before and p.id not in edited],
        removed=[_brief(p) for p in previous if p.id not in now and p.id not in renamed],
        titles_edited=[
            TitleEdit(
                **dict(_brief(p)),
                from_id=edited[p.id][0].id,
                same=edited[p.id][1],
                list_title_was=_listed_title(edited[p.id][0]),
                list_title_is=_listed_title(p),
            )
            for p in papers
            if p.id in edited
        ],
        status=[
            StatusChange(**dict(_brief(new)), from_status=old.status, to=new.status)
            for old, new in kept
            if old.status != new.status
        ],
        citations=_citation_changes(kept),
        identifiers=[
            IdentifierChange(**dict(_brief(new)), field=name, from_value=getattr(old, name), to=getattr(new, name))
            for old, new in kept
            for name in IDENTIFIER_FIELDS
            if getattr(old, name) != getattr(new, name)
        ],
        links_died=_link_changes(kept, died=True),
        links_back=_link_changes(kept, died=False),
    )


def _edited_titles(
    added: Sequence[ExportedPaper], removed: Sequence[ExportedPaper]
) -> dict[str, tuple[ExportedPaper, str]]:
    """New id -> (the removed record it replaces, the identifier they share); each removed record pairs once, with
    the first new record in list order that shares a DOI, dblp key or S2 id with it."""
    unpaired = list(removed)
    pairs = {}
    for new in added:
        for old in unpaired:
            shared = next(
                (name for name in SAME_WORK_FIELDS if getattr(new, name) and getattr(new, name) == getattr(old, name)),
                None,
            )
            if shared:
                pairs[new.id] = (old, shared)
                unpaired.remove(old)
                break
    return pairs


def _brief(paper: ExportedPaper) -> PaperBrief:
    return PaperBrief(
        id=paper.id, title=paper.title, status=paper.status, locations=[location(o) for o in paper.occurrences]
    )


def _listed_title(paper: ExportedPaper) -> str:
    """The title as the list writes it (the edit a maintainer made), not the resolved one, which stays the same."""
    return paper.occurrences[0].seed_title if paper.occurrences else paper.title


def _citation_changes(kept: Iterable[tuple[ExportedPaper, ExportedPaper]]) -> list[CitationChange]:
    """Both counts known and different; an unknown count is not a change to or from zero."""
    changes = [
        CitationChange(
            **dict(_brief(new)),
            from_count=old.citation_count,
            to=new.citation_count,
            delta=new.citation_count - old.citation_count,
        )
        for old, new in kept
        if old.citation_count is not None
        and new.citation_count is not None
        and old.citation_count != new.citation_count
    ]
    return sorted(changes, key=lambda change: (-abs(change.delta), change.title.casefold(), change.id))


def _link_changes(kept: Iterable[tuple[ExportedPaper, ExportedPaper]], *, died: bool) -> list[LinkItem]:
    """Links of the same paper and URL whose reported-dead state flipped since the last run; a link this run could
    not check has not come back."""
    items = []
    for old, new in kept:
        was_dead = {check.url: check.reported_dead for check in old.link_checks}
        for check in new.link_checks:
            if run_wide_cause(check):
                continue
            if check.url in was_dead and was_dead[check.url] != check.reported_dead and check.reported_dead == died:
                items.append(_link_item(new, check))
    return items
