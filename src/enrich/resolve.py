"""The resolve stage: find each entry in the sources, pick the right record or abstain, merge with provenance.

Sources never talk to each other; this module combines them. The order of work keeps requests few:
1. entries already resolved with high confidence are reused (only their citation counts are refreshed: through
   OpenAlex's DOI batches, 50 papers a request, without an S2 key; through S2's batch endpoint, 500 a request,
   with one or for papers without a DOI);
2. ids the list itself gives (a DOI or arXiv id inside a link) are looked up in one S2 batch request;
3. dblp, S2 and arXiv work as a relay, one thread per host at its own pace: dblp searches every title; S2
   matches the titles dblp gave no identifier for, and looks up the others by dblp's DOI or arXiv id, 20 entries
   per batch request while dblp still searches (its title match follows an identifier it does not know); arXiv
   searches the titles no record gives an arXiv id for (the preprint of a published paper, or a paper only arXiv
   knows);
4. a closing S2 batch reaches the records of entries only arXiv's search identified (a preprint listed under its
   arXiv title finds its published version this way);
5. one arXiv id_list request confirms the arXiv ids the records name and fills missing abstracts;
6. OpenAlex searches the titles no source found;
6a. a second opinion by title, at most SECOND_OPINION_QUERIES per run: an entry still ambiguous or unresolved, and a
   published paper whose records carry no DOI (at a venue that registers DOIs), get one title query, to Crossref
   (its polite pool is generous) or, with Crossref switched off, to OpenAlex (its keyless search allowance is tiny);
   a DOI found so is taken only when title, year, venue and authors agree with the accepted record;
7. Crossref, the DOI registry, is asked for every DOI a merged record would carry, 50 DOIs per request: a DOI
   whose Crossref record has another title or a year more than one off is recorded as a conflict and not output;
8. OpenAlex is asked in DOI batches (50 per request) for the abstracts and citation counts S2 did not give (S2
   without an abstract, or S2 down), for the DOIs Crossref did not refute.

Every source but dblp can be switched off (``Settings.sources``): its client is None and it is never asked.
"""

from __future__ import annotations

import hashlib
import json
import logging
import queue
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import date
from typing import Callable, Iterable, Iterator, Mapping, Sequence, TypeVar

from pydantic import ValidationError

from enrich import match, venues
from enrich.http import HttpError
from enrich.models import (
    Author,
    Candidate,
    Conflict,
    Entry,
    Evidence,
    Paper,
    Provenance,
    SourceFailure,
    SourceName,
    SourceRecord,
)
from enrich.progress import ProgressCallback
from enrich.sources.arxiv import ArxivClient
from enrich.sources.crossref import CrossrefClient
from enrich.sources.dblp import DblpClient, dblp_query
from enrich.sources.openalex import OpenAlexClient
from enrich.sources.s2 import S2Client

T = TypeVar("T")
log = logging.getLogger(__name__)

# A previous result is reused without a new search when it was resolved at least this confidently; below it the
# entry is searched again (cheap: searches are cached for 30 days, so only expired ones reach the network).
REUSE_CONFIDENCE = 0.85
# Each conflict between sources costs this much confidence: one contradiction still leaves a strong match
# resolved, two push it towards the accept threshold where a person should look.
CONFLICT_PENALTY = 0.15
CITATION_REFRESH_FAILED = "citation refresh failed"
KEPT_AMBIGUOUS = " (kept from the last run, a source failed: "
DBLP_HITS = 10  # dblp ranks coarsely; the right record is within the first ten hits for every gold entry
DBLP_SHORT_QUERY_WORDS = 4  # the second query after a search with no hit: "orca distributed serving system"
ARXIV_SEARCH_RESULTS = 5
OPENALEX_SEARCH_RESULTS = 5
# Title searches per run for papers the other sources found but no identifier reaches in OpenAlex (no DOI, not a
# preprint) and S2 did not describe: OpenAlex's keyless allowance is of the order of a hundred searches a day (a
# search costs ten lookups), and searches are cached for 30 days, so a night without S2 spends at most this many
# and the next one finds them cached. Papers beyond the cap keep what the other sources gave.
OPENALEX_DESCRIBE_SEARCHES = 100
# Second-opinion title queries per run (6a above): a DOI for a published paper whose records carry none, or a
# second chance for an entry left ambiguous or unresolved. Crossref's polite pool answers about three list queries a
# second, so a night spends at most about half a minute on them; OpenAlex, asked only when Crossref is switched off,
# allows about a hundred keyless searches a day. Answers are cached for 30 days, so a cold run's excess is asked on the
# next nights (entries ambiguous or unresolved first, as those have most to gain) and a warm run asks none again.
SECOND_OPINION_QUERIES = 100
CROSSREF_QUERY_ROWS = 5  # the paper's own registration ranks within the first few when title, author and year agree
S2_SEARCH_RESULTS = 10  # S2 ranks same-titled records of every version and year first; ten hold them all
# Entries dblp identifies, looked up in S2 by identifier per batch request during the searches: one more request
# per 20 such entries than a single closing batch, and at most 20 entries' title fallbacks left for the end.
S2_LINK_BATCH = 20
NEAR_MISSES_KEPT = 2  # per source: enough for a person to see what was almost taken, and why not

# Which source a field comes from, in order of preference: the one place the merge precedence is written.
# DOI, venue, year and author order from DBLP's published record; abstract from S2, else OpenAlex, else arXiv;
# citation counts from S2, else OpenAlex; the arXiv id from arXiv or S2; open-access PDF from S2, arXiv or OpenAlex.
# OpenAlex gives the published fields only for a paper neither dblp nor S2 found, Crossref (found by its title query)
# only the DOI such records lack, or every published field of a paper only it found. "seed" is the list itself: it
# may fill a year or venue, never an identifier — a DOI or arXiv id in a list's link is used only when an accepted record
# carries it (the S2 lookup of the list's ids checks the title), because a wrong identifier is worse than none.
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
# Values every source that gives them gives for the same work, each a little different: the field keeps yesterday's
# source while that source answers, so a rerun changes nothing. Identifiers and the published record's fields follow
# PRECEDENCE alone: a published record found tonight must replace a preprint's.
STICKY_FIELDS = ("abstract", "citation_count", "influential_citation_count", "open_access_pdf")
COUNT_SOURCES: tuple[SourceName, ...] = ("s2", "openalex")  # the sources whose citation counts a paper keeps


@dataclass
class Clients:
    """One client per source; None for a source the configuration switches off."""

    dblp: DblpClient
    s2: S2Client | None
    arxiv: ArxivClient | None
    openalex: OpenAlexClient | None = None
    crossref: CrossrefClient | None = None
    s2_keyed: bool = False  # an S2 API key is configured: S2's batch is the first choice for citation counts


@dataclass
class Findings:
    """What the sources said about one entry this run."""

    dblp: list[SourceRecord] = field(default_factory=list)
    s2: list[SourceRecord] = field(default_factory=list)  # found by title, or by an id the list gives
    # S2's record for an identifier of an accepted record ("DOI:…", "ARXIV:…"; None: S2 does not know it)
    s2_by_link: dict[str, SourceRecord | None] = field(default_factory=dict)
    s2_title_asked: bool = False
    arxiv: list[SourceRecord] = field(default_factory=list)
    openalex: list[SourceRecord] = field(default_factory=list)  # found by title, when no other source found it
    openalex_linked: SourceRecord | None = None  # reached through the DOI (or a preprint's arXiv id) of an accepted
    # record
    openalex_title_asked: bool = False
    crossref: dict[str, SourceRecord | None] = field(default_factory=dict)  # DOI -> its record (None: unknown)
    crossref_found: list[SourceRecord] = field(default_factory=list)  # its title query's works (a second opinion)
    second_opinion: SourceName | None = None  # the source asked for a second opinion by title, if any
    failures: dict[SourceName, str] = field(default_factory=dict)

    def fail(self, source: SourceName, error: HttpError) -> None:
        self.failures[source] = error.reason


@dataclass
class Picks:
    """The record accepted from each source for one entry, with the evidence."""

    dblp: Candidate | None = None  # the published record, else the CoRR preprint when it is all dblp has
    s2: Candidate | None = None
    arxiv: Candidate | None = None
    openalex: Candidate | None = None  # found by title when nothing else was, or reached through a DOI
    crossref: Candidate | None = None  # found by title: the DOI the accepted records lack, or the paper only it found
    ambiguous: list[Candidate] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)
    near_misses: list[Candidate] = field(default_factory=list)  # best rejected candidates, shown for unresolved
    near_miss_reasons: list[str] = field(default_factory=list)

    def accepted(self, failed: Iterable[str] = ()) -> list[Candidate]:
        """What the paper is built on: the dblp and S2 records, else OpenAlex's (found by title when they found
        nothing), else Crossref's (found by its title query when no other source found the paper), or the arXiv
        preprint when only arXiv knows it. Only arXiv is not known while dblp or S2 failed: the paper may have a
        published version they would name."""
        main = [c for c in (self.dblp, self.s2) if c]
        if main or self.openalex:
            return main or [self.openalex]
        if self.crossref:
            return [self.crossref]
        if self.arxiv is None or {"dblp", "s2"} & set(failed):
            return []
        return [self.arxiv]

    def records(self) -> dict[Provenance, SourceRecord]:
        return {c.record.source: c.record for c in (self.dblp, self.s2, self.arxiv, self.openalex, self.crossref)
                if c}

    def published_anchor(self) -> Candidate | None:
        """The accepted record of the published version (dblp's, S2's or OpenAlex's), which a DOI found by title
        must agree with; None for a paper known only as a preprint."""
        return next((c for c in (self.dblp, self.s2, self.openalex)
                     if c and match.classify_version(c.record) == "published"), None)

    def trusted_ids(self) -> set[str]:
        """arXiv ids named by accepted records: a preprint reached through one is the same work by identity."""
        return {c.record.arxiv_id for c in (self.dblp, self.s2) if c and c.record.arxiv_id}


def seed_key(entry: Entry) -> str:
    """A digest of what the list says about an entry: an edited entry gets a new key and is searched again."""
    seen = [(o.seed_title, o.seed_year, o.seed_venue) for o in entry.occurrences]
    payload = json.dumps([entry.title, entry.year, entry.venue, entry.doi, entry.arxiv_id, seen], ensure_ascii=False)
    return hashlib.sha1(payload.encode("utf-8")).hexdigest()[:16]


def by_entry_id(previous: dict[str, Paper]) -> dict[str, Paper]:
    """Earlier papers under the id of every entry merged into them (an entry's id derives from its seed title)."""
    index = dict(previous)
    for paper in previous.values():
        for occurrence in paper.occurrences:
            index.setdefault(match.paper_id(occurrence.seed_title), paper)
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
        and not any(not e.reason.startswith(CITATION_REFRESH_FAILED) for e in previous.errors)
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
    refreshed = refresh_citations(list({p.id: p for p in reused.values()}.values()), clients, today)
    papers: list[Paper] = []
    for entry in entries:
        if entry.id in reused:
            papers.append(refreshed[reused[entry.id].id].model_copy(update={"occurrences": entry.occurrences,
                                                                               "links": entry.links}))
        else:
            earlier = previous.get(entry.id)
            paper = _built_or_refused(entry, findings[entry.id], today, earlier.provenance if earlier else {})
            papers.append(keep_last_good(paper, earlier))
    return merge_duplicates(papers)


# ------------------------------------------------------------------------------------------------ gathering


def gather(entries: Sequence[Entry], clients: Clients, progress: ProgressCallback | None = None) -> dict[str, Findings]:
    """Ask the sources about ``entries`` as a relay of three workers, one per host, each at its own pace.

    dblp searches every entry; as each answer comes in, the S2 worker matches the title of an entry dblp gave no
    identifier for (the others are looked up by identifier in batches, cheaper and surer), and then the arXiv
    worker searches the title of an entry no record gives an arXiv id for.
    """
    findings = {e.id: Findings() for e in entries}
    if not entries:
        return findings
    if clients.s2:
        _lookup_seed_ids(entries, findings, clients.s2)
    for_s2, for_arxiv = _Handoff(len(entries)), _Handoff(len(entries))
    with ThreadPoolExecutor(max_workers=3, thread_name_prefix="resolve") as pool:
        jobs = [pool.submit(_search_dblp, entries, findings, clients.dblp, progress, for_s2),
                pool.submit(_match_s2, for_s2, findings, clients.s2, progress, for_arxiv),
                pool.submit(_search_arxiv_titles, for_arxiv, findings, clients.arxiv, progress)]
        for job in jobs:
            job.result()
    if clients.s2:
        _link_s2(entries, findings, clients.s2)
    if clients.arxiv:
        _confirm_arxiv_ids(entries, findings, clients.arxiv)
    if clients.openalex:
        _search_openalex(entries, findings, clients.openalex, progress)
        _search_openalex_descriptions(entries, findings, clients.openalex)
    if clients.openalex or clients.crossref:
        _ask_second_opinions(entries, findings, clients, progress)
        picks = {entry.id: pick(entry, findings[entry.id]) for entry in entries}
        merged = {entry.id: _merged(entry, picks[entry.id], findings[entry.id]) for entry in entries}
        dois = {entry_id: fields.get("doi") for entry_id, fields in merged.items()}
        if clients.crossref:
            # A DOI Crossref's own title query gave was checked against its record already.
            _confirm_dois({entry_id: None if _from_crossref(picks[entry_id], doi) else doi
                           for entry_id, doi in dois.items()}, findings, clients.crossref, progress)
        if clients.openalex:
            # The abstract and count of a DOI Crossref refutes would be another paper's.
            kept = {entry.id: None if _refuted(entry, merged[entry.id], findings[entry.id]) else dois[entry.id]
                    for entry in entries}
            _link_openalex(picks, kept, findings, clients.openalex)
    return findings


class _Handoff:
    """Entries passed from one source's worker to the next; closing it ends the next worker's loop.

    ``upstream`` is how many entries the passing worker will decide about: each is passed (``put``) or not
    (``skip``), so the next worker knows at any moment how many entries it can still get (``expected``), the
    total its progress shows. It reaches that total only when every entry has been decided, never on catching up.
    """

    def __init__(self, upstream: int) -> None:
        self._queue: queue.Queue[Entry | None] = queue.Queue()
        self._upstream = upstream
        self._skipped = 0  # one counter, so another thread reads a consistent total

    def put(self, entry: Entry) -> None:
        self._queue.put(entry)

    def skip(self) -> None:
        self._skipped += 1

    def expected(self) -> int:
        """The entries passed so far plus the ones not yet decided about: the most the next worker can get."""
        return self._upstream - self._skipped

    def close(self) -> None:
        self._queue.put(None)

    def __iter__(self) -> Iterator[Entry]:
        while (entry := self._queue.get()) is not None:
            yield entry


def _lookup_seed_ids(entries: Sequence[Entry], findings: dict[str, Findings], s2: S2Client) -> None:
    """One batch request for every DOI or arXiv id the list itself gives (verified by title like any match)."""
    wanted = {e.id: link for e in entries if (link := _s2_paper_id(e.doi, e.arxiv_id))}
    for entry_id, record in _s2_batch(wanted, findings, s2).items():
        findings[entry_id].s2.append(record)


def _link_s2(entries: Sequence[Entry], findings: dict[str, Findings], s2: S2Client) -> None:
    """S2 records reached through the DOI or arXiv id of an accepted dblp or arXiv record, for entries S2's title
    match missed or was not asked about: a preprint listed under its arXiv title finds its published version this
    way (S2 merges versions). An identifier asked once is not asked again."""
    wanted = []
    for entry in entries:
        found = findings[entry.id]
        picks = pick(entry, found)
        anchor = picks.dblp or picks.arxiv
        link = _s2_link(anchor.record) if anchor else None
        if picks.s2 is None and link and link not in found.s2_by_link:
            wanted.append((entry, link))
    _ask_s2_links(wanted, findings, s2)


def _ask_s2_links(wanted: Sequence[tuple[Entry, str]], findings: dict[str, Findings], s2: S2Client) -> None:
    """One batch request for (entry, S2 paper id) pairs. An identifier S2 does not know (its record may lack it)
    is followed by S2's title match after all, so the abstract and citation count are not lost to a missing
    cross-link."""
    asked = [(entry, link) for entry, link in wanted if "s2" not in findings[entry.id].failures]
    reached = _s2_batch({entry.id: link for entry, link in asked}, findings, s2)
    for entry, link in asked:
        found = findings[entry.id]
        if "s2" in found.failures:
            continue
        found.s2_by_link[link] = reached.get(entry.id)
        if entry.id not in reached and not found.s2_title_asked:
            _ask_s2_title(entry, found, s2)


def _s2_link(record: SourceRecord) -> str | None:
    """The S2 paper id an accepted record is looked up by: its publisher DOI, else its arXiv id."""
    return _s2_paper_id(match.publisher_doi(record), record.arxiv_id)


def _s2_paper_id(doi: str | None, arxiv_id: str | None) -> str | None:
    """The id S2's batch endpoint takes for a paper known by a DOI ("DOI:…", preferred) or an arXiv id."""
    if doi:
        return f"DOI:{doi}"
    return f"ARXIV:{arxiv_id}" if arxiv_id else None


def _s2_batch(wanted: dict[str, str], findings: dict[str, Findings], s2: S2Client) -> dict[str, SourceRecord]:
    """entry id -> S2 record for ``wanted`` (entry id -> S2 paper id), in as few batch requests as S2 allows."""
    if not wanted:
        return {}
    try:
        records = s2.batch(list(wanted.values()))
    except HttpError as error:
        for entry_id in wanted:
            findings[entry_id].fail("s2", error)
        return {}
    return {entry_id: record for entry_id, record in zip(wanted, records) if record is not None}


def _search_dblp(entries: Sequence[Entry], findings: dict[str, Findings], dblp: DblpClient,
                 progress: ProgressCallback | None, then: _Handoff) -> None:
    try:
        for done, entry in enumerate(entries, 1):
            try:
                findings[entry.id].dblp = (dblp.search(entry.title, hits=DBLP_HITS)
                                           or _search_dblp_shorter(entry, dblp))
            except HttpError as error:
                findings[entry.id].fail("dblp", error)
            then.put(entry)
            if progress:
                progress("dblp", done, len(entries))
    finally:
        then.close()


def _search_dblp_shorter(entry: Entry, dblp: DblpClient) -> list[SourceRecord]:
    """dblp wants every query word in the record, so a list that rewords the end of a title finds nothing; its
    first words (usually the system name and what it is) find the record, which the matcher then judges."""
    if len(dblp_query(entry.title).split()) <= DBLP_SHORT_QUERY_WORDS:
        return []
    return dblp.search(entry.title, hits=DBLP_HITS, max_words=DBLP_SHORT_QUERY_WORDS)


def _match_s2(ready: _Handoff, findings: dict[str, Findings], s2: S2Client | None,
              progress: ProgressCallback | None, then: _Handoff) -> None:
    """S2's title match for entries neither the list's ids nor an accepted dblp record identify (none when S2 is
    switched off: the entries only pass on to the arXiv worker). An entry dblp identifies is looked up by that
    identifier in a batch of S2_LINK_BATCH such entries, while dblp still searches: the title matches that
    follow an identifier S2 does not know are then spread over the run instead of queuing at its end."""
    identified: list[tuple[Entry, str]] = []
    try:
        for done, entry in enumerate(ready, 1):
            found = findings[entry.id]
            if s2 and not _accepted(entry, found.s2):
                if link := _dblp_link(entry, found):
                    identified.append((entry, link))
                else:
                    _ask_s2_title(entry, found, s2)
            if s2 and len(identified) == S2_LINK_BATCH:
                _ask_s2_links(identified, findings, s2)
                identified = []
            if not entry.arxiv_id and not pick(entry, found).trusted_ids():
                then.put(entry)
            else:
                then.skip()
            if progress:
                progress("s2", done, ready.expected())
    finally:
        then.close()
    if s2 and identified:
        _ask_s2_links(identified, findings, s2)


def _ask_s2_title(entry: Entry, found: Findings, s2: S2Client) -> None:
    """S2's title match; when it names a record the matcher rejects (S2 picks one of several same-titled records,
    a journal extension or another year's paper as often as the right one), S2's relevance search shows the
    others, at the cost of one more request for such an entry only."""
    found.s2_title_asked = True
    try:
        record = s2.match(entry.title)
        if record is not None:
            found.s2.append(record)
            if not _accepted(entry, found.s2):
                found.s2.extend(r for r in s2.search(entry.title, limit=S2_SEARCH_RESULTS)
                                if r.s2_paper_id != record.s2_paper_id)
    except HttpError as error:
        found.fail("s2", error)


def _dblp_link(entry: Entry, found: Findings) -> str | None:
    """The S2 paper id of dblp's accepted record (its DOI or arXiv id), taken when dblp answers: the arXiv
    worker may add records to the entry from then on, and the identifier asked must not depend on its timing."""
    anchor = pick(entry, found).dblp
    return _s2_link(anchor.record) if anchor else None


def _search_arxiv_titles(ready: _Handoff, findings: dict[str, Findings], arxiv: ArxivClient | None,
                         progress: ProgressCallback | None) -> None:
    """One arXiv title search per entry no record gives an arXiv id for: it finds the preprint of a resolved
    paper, and the paper itself when only arXiv knows it. With arXiv switched off, the entries pass unasked.
    Progress ends with done = total once: when the last entry came before S2 had decided about the rest, the
    total shown was still larger, and the end is reported when the handoff closes."""
    done, total = 0, 0
    for done, entry in enumerate(ready, 1):
        if arxiv is None:
            continue
        try:
            findings[entry.id].arxiv.extend(arxiv.search_title(entry.title, max_results=ARXIV_SEARCH_RESULTS))
        except HttpError as error:
            findings[entry.id].fail("arxiv", error)
        if progress:
            total = ready.expected()
            progress("arxiv", done, total)
    if progress and arxiv is not None and done < total:
        progress("arxiv", done, done)


def _confirm_arxiv_ids(entries: Sequence[Entry], findings: dict[str, Findings], arxiv: ArxivClient) -> None:
    """One id_list request confirms the arXiv ids accepted records (or the list) name and fills abstracts;
    ids a title search already brought back are not asked again."""
    ids: dict[str, list[str]] = {}
    for entry in entries:
        found = findings[entry.id]
        have = {record.arxiv_id for record in found.arxiv}
        known = pick(entry, found).trusted_ids() | ({entry.arxiv_id} if entry.arxiv_id else set())
        for arxiv_id in sorted(known - have):
            ids.setdefault(arxiv_id, []).append(entry.id)
    for entry_id, _, record in _batch_answers(findings, ids, "arxiv", arxiv.by_ids):
        findings[entry_id].arxiv.append(record)


def _search_openalex(entries: Sequence[Entry], findings: dict[str, Findings], openalex: OpenAlexClient,
                     progress: ProgressCallback | None) -> None:
    """One OpenAlex title search per entry no source found a record for (and none is ambiguous about)."""
    lonely = [entry for entry in entries if _found_nothing(entry, findings[entry.id])]
    for done, entry in enumerate(lonely, 1):
        _ask_openalex_title(entry, findings[entry.id], openalex)
        if progress:
            progress("openalex", done, len(lonely))


def _found_nothing(entry: Entry, found: Findings) -> bool:
    picks = pick(entry, found)
    return not picks.accepted(found.failures) and not picks.ambiguous


def _search_openalex_descriptions(entries: Sequence[Entry], findings: dict[str, Findings],
                                  openalex: OpenAlexClient) -> None:
    """A title search for each found paper OpenAlex can be reached in by no identifier (a published paper without
    a DOI) and whose abstract or citation count S2 did not give, at most OPENALEX_DESCRIBE_SEARCHES per run: the
    work found gives them (and the arXiv id of the preprint OpenAlex links), when it is the same work."""
    wanted = [entry for entry in entries if _undescribed_without_id(entry, findings[entry.id])]
    for entry in wanted[:OPENALEX_DESCRIBE_SEARCHES]:
        _ask_openalex_title(entry, findings[entry.id], openalex)


def _ask_openalex_title(entry: Entry, found: Findings, openalex: OpenAlexClient) -> None:
    found.openalex_title_asked = True
    try:
        found.openalex = openalex.search_title(entry.title, limit=OPENALEX_SEARCH_RESULTS)
    except HttpError as error:
        found.fail("openalex", error)


def _ask_second_opinions(entries: Sequence[Entry], findings: dict[str, Findings], clients: Clients,
                         progress: ProgressCallback | None) -> int:
    """One title query for each entry that still lacks what a registry may hold (``_second_opinion_wanted``):
    to Crossref, whose polite pool is generous, else (Crossref switched off) to OpenAlex, whose keyless allowance is
    a hundred searches a day, not asked again for an entry it already searched. Entries left ambiguous or unresolved
    come first; at most SECOND_OPINION_QUERIES per run. Returns the number of queries sent (or answered from the
    cache)."""
    source: SourceName = "crossref" if clients.crossref else "openalex"
    why = {entry.id: _second_opinion_wanted(entry, findings[entry.id], source) for entry in entries}
    wanted = [entry for reason in ("undecided", "doi") for entry in entries if why[entry.id] == reason]
    asked = wanted[:SECOND_OPINION_QUERIES]
    for done, entry in enumerate(asked, 1):
        found = findings[entry.id]
        found.second_opinion = source
        if clients.crossref:
            _ask_crossref_title(entry, found, clients.crossref)
        elif clients.openalex:
            _ask_openalex_title(entry, found, clients.openalex)
        if progress:
            progress(source, done, len(asked))
    if wanted:
        log.info("resolve: %d second-opinion title queries to %s (at most %d a run); %d left for a later run",
                 len(asked), source, SECOND_OPINION_QUERIES, len(wanted) - len(asked))
    return len(asked)


def _second_opinion_wanted(entry: Entry, found: Findings, source: SourceName) -> str | None:
    """Why the entry gets a second-opinion title query ("undecided": ambiguous or unresolved; "doi": a published
    paper whose records carry no DOI at a venue that registers DOIs), or None. Not while dblp or S2 failed (the
    failed source may name it: the next run asks), nor of OpenAlex for an entry it already searched."""
    if {"dblp", "s2", source} & set(found.failures) or (source == "openalex" and found.openalex_title_asked):
        return None
    picks = pick(entry, found)
    if not picks.accepted(found.failures):
        return "undecided"
    anchor = picks.published_anchor()
    venue = venues.record_venue(anchor.record) if anchor else None
    if anchor is None or merge_fields(entry, picks.records())[0].get("doi"):
        return None
    return "doi" if venue is None or venues.registers_dois(venue) else None


def _ask_crossref_title(entry: Entry, found: Findings, crossref: CrossrefClient) -> None:
    """Crossref's bibliographic query with the title, the first author the accepted records name and the year."""
    picks = pick(entry, found)
    merged = merge_fields(entry, picks.records())[0] if picks.accepted(found.failures) else {}
    authors = merged.get("authors") or []
    try:
        found.crossref_found = crossref.search_bibliographic(
            merged.get("title") or entry.title, first_author=authors[0].name if authors else None,
            year=merged.get("year") or entry.year, rows=CROSSREF_QUERY_ROWS)
    except HttpError as error:
        found.fail("crossref", error)


def _undescribed_without_id(entry: Entry, found: Findings) -> bool:
    picks = pick(entry, found)
    anchor = picks.dblp or picks.s2
    if anchor is None or found.openalex or not _lacks_s2_description(picks):
        return False
    merged = merge_fields(entry, picks.records())[0]
    return not merged.get("doi") and match.classify_version(anchor.record) != "preprint"


def _lacks_s2_description(picks: Picks) -> bool:
    """S2 (missing, down, or silent on them) gave no abstract or no citation count: OpenAlex is asked for them."""
    s2 = picks.s2.record if picks.s2 else None
    return s2 is None or s2.abstract is None or s2.citation_count is None


def _link_openalex(picks: dict[str, Picks], dois: dict[str, str | None], findings: dict[str, Findings],
                   openalex: OpenAlexClient) -> None:
    """OpenAlex's work for the DOI of each entry whose S2 record gave no abstract or citation count (S2 missing,
    down, or silent on them), in batches of 50 DOIs; for a paper known only as a preprint, its preprint work by
    arXiv id. Not for a paper OpenAlex's title search already found."""
    by_doi: dict[str, list[str]] = {}
    by_arxiv_id: dict[str, list[str]] = {}
    for entry_id, doi in dois.items():
        entry_picks = picks[entry_id]
        if entry_picks.openalex is not None or not _lacks_s2_description(entry_picks):
            continue
        if doi:
            by_doi.setdefault(doi, []).append(entry_id)
        elif arxiv_id := _preprint_only_id(entry_picks):
            by_arxiv_id.setdefault(arxiv_id, []).append(entry_id)
    for entry_id, _, work in _batch_answers(findings, by_doi, "openalex", openalex.by_dois):
        findings[entry_id].openalex_linked = work
    for entry_id, _, work in _batch_answers(findings, by_arxiv_id, "openalex", openalex.by_arxiv_ids):
        findings[entry_id].openalex_linked = work


def _preprint_only_id(picks: Picks) -> str | None:
    """The arXiv id of a paper whose accepted records are all preprints: its OpenAlex preprint work is the paper
    (a published paper's preprint work counts only the preprint's citations)."""
    accepted = [c.record for c in (picks.dblp, picks.s2) if c] or ([picks.arxiv.record] if picks.arxiv else [])
    if not accepted or any(match.classify_version(record) != "preprint" for record in accepted):
        return None
    return next((record.arxiv_id for record in accepted if record.arxiv_id), None)


def _batch_answers(findings: dict[str, Findings], wanted: dict[str, list[str]], source: SourceName,
                   ask: Callable[[list[str]], Mapping[str, T]]) -> Iterator[tuple[str, str, T]]:
    """(entry id, identifier, answer) for every entry a batch lookup answers (``wanted``: identifier -> entry ids).
    One failed request fails the lookup of every entry it asked for: each names the source as failed."""
    if not wanted:
        return
    try:
        answers = ask(sorted(wanted))
    except HttpError as error:
        for entry_ids in wanted.values():
            for entry_id in entry_ids:
                findings[entry_id].fail(source, error)
        return
    for identifier, answer in answers.items():
        for entry_id in wanted.get(identifier, []):
            yield entry_id, identifier, answer


def _confirm_dois(dois: dict[str, str | None], findings: dict[str, Findings], crossref: CrossrefClient,
                  progress: ProgressCallback | None) -> None:
    """Crossref's record of the DOI each entry's merged record carries, asked once the other sources have named
    them all, so the DOIs go in batches of 50 (cached 30 days) rather than one request each."""
    wanted: dict[str, list[str]] = {}
    for entry_id, doi in dois.items():
        if doi:
            wanted.setdefault(doi, []).append(entry_id)
    for entry_id, doi, record in _batch_answers(findings, wanted, "crossref", crossref.works):
        findings[entry_id].crossref[doi] = record
    if wanted and progress:
        progress("crossref", len(wanted), len(wanted))


def _merged(entry: Entry, picks: Picks, found: Findings) -> dict:
    """The fields the entry's record will carry, before Crossref's check and OpenAlex's additions; none when no
    record is accepted."""
    return merge_fields(entry, picks.records())[0] if picks.accepted(found.failures) else {}


def _from_crossref(picks: Picks, doi: str | None) -> bool:
    """The DOI is the one Crossref's title query gave (checked against the accepted record when it was taken)."""
    return bool(doi and picks.crossref and picks.crossref.record.doi == doi)


def _refuted(entry: Entry, merged: dict, found: Findings) -> bool:
    check = _crossref_check(entry, merged, found.crossref)
    return check is not None and check.contradicts


def _accepted(entry: Entry, records: Sequence[SourceRecord]) -> bool:
    return bool(records) and match.decide(entry, records, want="any").outcome == "accept"


# -------------------------------------------------------------------------------------------------- decisions


def pick(entry: Entry, found: Findings) -> Picks:
    """One record per source, or abstention, in two rounds of evidence.

    First each source's candidates are judged on their own (match.decide). Then, for a source left with two
    close records, the records the other sources accepted break the tie when exactly one of the two is linked
    to them (match.break_tie). A preprint found only by its title is linked to a published record only when the
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
    preprint = _dblp_preprint(entry, found.dblp, published)
    if published is not None and preprint is not None:
        published = _with_preprint_id(published, preprint)
    picks.dblp = published or preprint
    s2 = _decision(entry, found.s2, "any", published.record.authors if published else ())
    anchor = picks.dblp or _accepted_alone(arxiv_alone)
    picks.s2 = _unless_other_version(entry, _settled(s2, [_record_of(picks.dblp), _best(arxiv_alone),
                                                          _best(crossref_alone)]), preprints,
                                     picks) or _linked(entry, _s2_reached(found, anchor), anchor)
    if picks.dblp is None and picks.s2 is None and dblp and s2:
        picks.dblp, picks.s2 = _settled_pair(dblp, s2)
    _note_abstention(picks, dblp, "dblp", accepted=published is not None)
    _note_abstention(picks, s2, "s2", accepted=picks.s2 is not None)
    picks.arxiv = _pick_arxiv(entry, found, picks)
    picks.openalex = _pick_openalex(entry, found, picks)
    picks.crossref = _pick_crossref(entry, found, picks, crossref_alone)
    return picks


def _decision(entry: Entry, records: list[SourceRecord], want: match.Want,
              known_authors: Sequence = ()) -> match.Decision | None:
    return match.decide(entry, records, want=want, known_authors=known_authors) if records else None


def _best(decision: match.Decision | None) -> SourceRecord | None:
    return decision.best.record if decision and decision.outcome == "accept" else None


def _record_of(candidate: Candidate | None) -> SourceRecord | None:
    return candidate.record if candidate else None


def _settled(decision: match.Decision | None, anchors: Sequence[SourceRecord | None]) -> Candidate | None:
    """The accepted candidate, or the one the second evidence round picks out of a tie."""
    if decision is None:
        return None
    if decision.outcome == "accept":
        return decision.best
    return match.break_tie(decision, [anchor for anchor in anchors if anchor is not None])


def _settled_pair(dblp: match.Decision, s2: match.Decision) -> tuple[Candidate | None, Candidate | None]:
    """Both sources tied: the one pair of a dblp and an S2 candidate that share identifiers, if exactly one."""
    pairs = [(d, s) for d in dblp.tied for s in s2.tied if match.same_work_by_identity(d.record, s.record)]
    if len(pairs) != 1:
        return None, None
    d, s = pairs[0]
    return match.break_tie(dblp, [s.record]), match.break_tie(s2, [d.record])


def _note_abstention(picks: Picks, decision: match.Decision | None, source: str, *, accepted: bool) -> None:
    """What a source did not give: ambiguous candidates with the reason, or the near misses of "none"."""
    if decision is None or accepted:
        return
    if decision.outcome == "ambiguous":
        picks.ambiguous.extend(decision.ranked[:3])
        picks.reasons.append(f"{source}: {decision.reason}")
    elif decision.outcome == "none" and decision.ranked:
        picks.near_misses.extend(decision.ranked[:NEAR_MISSES_KEPT])
        picks.near_miss_reasons.append(f"{source}: {decision.reason}")


def _dblp_preprint(entry: Entry, records: list[SourceRecord], published: Candidate | None) -> Candidate | None:
    """dblp's CoRR record of the paper: the same work as the published record when there is one."""
    others = [r for r in records if published is None or r is not published.record]
    decision = _decision(entry, others, "preprint")
    if decision is None or decision.outcome != "accept":
        return None
    if published is not None and not match.same_work(published.record, decision.best.record):
        return None
    return decision.best


def _with_preprint_id(published: Candidate, preprint: Candidate) -> Candidate:
    """dblp's published record rarely carries the arXiv id its CoRR twin has."""
    if published.record.arxiv_id or not preprint.record.arxiv_id:
        return published
    return published.model_copy(update={"record": published.record.model_copy(
        update={"arxiv_id": preprint.record.arxiv_id})})


def _unless_other_version(entry: Entry, candidate: Candidate | None, preprints: Sequence[SourceRecord],
                          picks: Picks) -> Candidate | None:
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
    if tag is None or match.classify_version(record) == "preprint":
        return None
    if any(match.same_work_by_identity(record, preprint) for preprint in preprints):
        return None
    if record.year == entry.year and all(match.same_work(record, preprint) for preprint in preprints):
        return None
    return (f"another version: the list tags {tag}, and {record.venue or record.dblp_key or 'this record'} "
            f"({record.year or 'no year'}) is linked to the preprint by no identifier")


def _preprint_tag(entry: Entry, record: SourceRecord, preprints: Sequence[SourceRecord]) -> str | None:
    """How the list's tag names the preprint, if it does: arXiv as the venue, or no venue and the year of a
    preprint found, earlier than the published record's (a list that gives only the year it first read the paper).
    """
    if match.lists_arxiv(entry):
        return f"arXiv {entry.year or ''}".rstrip()
    if entry.venue is None and entry.year is not None and record.year is not None and record.year > entry.year \
            and any(preprint.year == entry.year for preprint in preprints):
        return f"{entry.year} with no venue, the year of the preprint"
    return None


def _linked(entry: Entry, record: SourceRecord | None, anchor: Candidate | None) -> Candidate | None:
    """An S2 or OpenAlex record reached through an accepted record's identifier: accepted on identity, not
    title."""
    if record is None or anchor is None:
        return None
    evidence = match.score(entry, record)
    note = f"reached through the identifier of {anchor.record.source} {_identifier(anchor.record)}"
    return Candidate(record=record, evidence=evidence.model_copy(update={
        "total": anchor.evidence.total, "notes": [*evidence.notes, note]}))


def _identifier(record: SourceRecord) -> str:
    return record.dblp_key or match.publisher_doi(record) or record.arxiv_id or record.title[:60]


def _s2_reached(found: Findings, anchor: Candidate | None) -> SourceRecord | None:
    """S2's record for the anchor's own identifier: one asked through another record's identifier (an earlier
    pick, before arXiv answered) is not this anchor's."""
    link = _s2_link(anchor.record) if anchor else None
    return found.s2_by_link.get(link) if link else None


def _accepted_alone(decision: match.Decision | None) -> Candidate | None:
    """The arXiv preprint accepted on its own, as the anchor an S2 record may have been reached through."""
    return decision.best if decision is not None and decision.outcome == "accept" else None


def _pick_arxiv(entry: Entry, found: Findings, picks: Picks) -> Candidate | None:
    """The arXiv preprint of the same work: by an id an accepted record names, else by title and authors.

    With an accepted dblp or S2 record, a preprint found by title must share most of its authors (and pass the
    title test): a same-titled preprint by other people is another paper. Without one, the preprint is the
    paper the list names when it passes the title, year and venue tests on its own (a paper only arXiv knows).
    """
    trusted = picks.trusted_ids()
    for record in found.arxiv:
        if record.arxiv_id in trusted:
            evidence = match.score(entry, record, want="preprint")
            note = "its arXiv id is the one the accepted record names"
            return Candidate(record=record, evidence=evidence.model_copy(update={"notes": [*evidence.notes, note]}))
    if not found.arxiv or trusted:
        return None
    anchor = picks.dblp or picks.s2
    decision = match.decide(entry, found.arxiv, want="preprint",
                            known_authors=anchor.record.authors if anchor else ())
    if decision.outcome != "accept":
        return None
    if anchor is None:
        return decision.best
    shared = match.author_similarity(anchor.record.authors, decision.best.record.authors)
    if shared is None or shared < match.SAME_WORK_AUTHORS or not match.same_work(anchor.record,
                                                                                decision.best.record):
        return None
    return decision.best


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
    _note_abstention(picks, decision, "openalex", accepted=_best(decision) is not None)
    return decision.best if _best(decision) else None


def _pick_crossref(entry: Entry, found: Findings, picks: Picks, alone: match.Decision | None) -> Candidate | None:
    """The work Crossref's title query found: for a published paper the other sources found, the one whose DOI is
    that paper's (every field agrees with their record, match.publication_of); for an entry no source decided, the
    work judged against the list like any source's candidates. An entry the others left ambiguous stays so, unless
    Crossref's work broke the tie in ``pick``."""
    if not found.crossref_found:
        return None
    anchor = picks.published_anchor()
    if anchor is not None:
        return match.publication_of(anchor.record, found.crossref_found)
    if picks.accepted(found.failures) or picks.ambiguous:
        return None
    _note_abstention(picks, alone, "crossref", accepted=_best(alone) is not None)
    return alone.best if alone is not None and _best(alone) else None


def _carrying_id(picks: Picks, work: SourceRecord) -> Candidate | None:
    """The accepted candidate ``work`` was reached through: the one with its publisher DOI, or, for a preprint
    work (no DOI of its own), the one with its arXiv id."""
    doi = work.doi
    candidates = [c for c in (picks.dblp, picks.s2, picks.arxiv) if c]
    if doi:
        return next((c for c in candidates if match.publisher_doi(c.record) == doi), None)
    return next((c for c in candidates if work.arxiv_id and c.record.arxiv_id == work.arxiv_id), None)


def _same_work_found(entry: Entry, works: Sequence[SourceRecord], anchor: Candidate) -> Candidate | None:
    """The work a title search found for a paper dblp or S2 found: accepted like any match, and only when it is
    the anchor's work in the anchor's version (a published paper's preprint work counts other citations)."""
    decision = _decision(entry, list(works), "any", anchor.record.authors)
    best = _best(decision)
    if best is None or not match.same_work(anchor.record, best):
        return None
    if match.classify_version(best) == "preprint" and match.classify_version(anchor.record) != "preprint":
        return None
    if match.publisher_doi(best) and match.publication_evidence(anchor.record, best) is None:
        # The same work by title, year and authors, but its venue or year does not confirm the DOI: describe, no DOI.
        return decision.best.model_copy(update={"record": best.model_copy(update={"doi": None})})
    return decision.best


def _built_or_refused(entry: Entry, found: Findings, today: date,
                      sources_before: Mapping[str, Provenance] | None = None) -> Paper:
    """One source value outside the output rules costs that entry (an error saying which), never the run."""
    try:
        return build_paper(entry, found, today, sources_before)
    except ValidationError as error:
        problem = error.errors()[0]
        where = ".".join(map(str, problem["loc"]))
        return Paper(id=entry.id, status="error", confidence=None, title=entry.title, year=entry.year,
                     venue=entry.venue, venue_acronym=entry.venue_acronym, occurrences=entry.occurrences,
                     links=entry.links, seed_key=seed_key(entry),
                     reason=f"a source gave a value the output does not allow: {where}: {problem['msg']}")


def build_paper(entry: Entry, found: Findings, today: date,
                sources_before: Mapping[str, Provenance] | None = None) -> Paper:
    """The entry's paper from what the sources said; ``sources_before`` (the last run's provenance) keeps each
    STICKY_FIELDS value with its source while that source gives one."""
    picks = pick(entry, found)
    records = picks.records()
    conflicts = find_conflicts(entry, records)
    failures = [SourceFailure(source=s, reason=r) for s, r in sorted(found.failures.items())]
    accepted = picks.accepted(found.failures)
    evidence = {c.record.source: c.evidence for c in accepted}
    base = dict(id=entry.id, occurrences=entry.occurrences, links=entry.links, seed_key=seed_key(entry),
                errors=failures, title=entry.title, year=entry.year, venue=entry.venue,
                venue_acronym=entry.venue_acronym)
    if not accepted:
        status, reason = _no_pick_status(picks, failures)
        candidates = picks.ambiguous if status == "ambiguous" else picks.near_misses
        return Paper(status=status, confidence=None, reason=reason, evidence=evidence,
                     candidates=sorted(candidates, key=lambda c: -c.evidence.total)[:5], **base)
    if any(c.field == "doi" and "seed" not in c.values for c in conflicts) and not _one_work(picks):
        return Paper(status="ambiguous", confidence=None, conflicts=conflicts, evidence=evidence,
                     candidates=accepted, reason="sources name different DOIs for this entry", **base)
    merged, provenance = merge_fields(entry, records, sources_before)
    if picks.crossref is not None:
        evidence.setdefault("crossref", picks.crossref.evidence)
    check = None if provenance.get("doi") == "crossref" else _crossref_check(entry, merged, found.crossref)
    if check is not None:
        evidence["crossref"] = check.evidence
        if check.contradicts:
            conflicts.append(Conflict(field="doi", values={provenance["doi"]: merged.pop("doi"),
                                                           "crossref": check.crossref_says},
                                      note="Crossref's record of this DOI is another paper; the DOI is not used"))
            del provenance["doi"]
    # The day each value was read from its source: a cached answer keeps the day it was received.
    as_of = {f: records[source].retrieved or today for f, source in provenance.items() if source != "seed"}
    counts = {source: records[source].citation_count for source in COUNT_SOURCES
              if source in records and records[source].citation_count is not None}
    as_of.update({f"citation_counts.{source}": records[source].retrieved or today for source in counts})
    return Paper(status="resolved", confidence=_confidence(picks, conflicts), conflicts=conflicts,
                 provenance=provenance, evidence=evidence, as_of=as_of, citation_counts=counts,
                 citations_as_of=as_of.get("citation_count"), **{**base, **merged})


@dataclass(frozen=True)
class _CrossrefCheck:
    evidence: Evidence
    contradicts: bool
    crossref_says: str  # the title and year of Crossref's record, as a conflict shows them


def _crossref_check(entry: Entry, merged: dict, registry: dict[str, SourceRecord | None]) -> _CrossrefCheck | None:
    """Crossref's verdict on the merged DOI: it confirms when its record's title agrees (match's title threshold,
    against the merged title or the list's) and its year is within one; None when Crossref was not asked or does
    not know the DOI (a DataCite DOI, a registration not yet visible), which neither confirms nor contradicts."""
    doi = merged.get("doi")
    record = registry.get(doi) if doi else None
    if record is None:
        return None
    title = max(match.title_similarity(record.title, merged.get("title") or entry.title),
                match.title_similarity(record.title, entry.title))
    year = merged.get("year")
    years_agree = record.year is None or year is None or abs(record.year - year) <= 1
    confirmed = title >= match.TITLE_ACCEPT and years_agree
    says = f"{record.title} ({record.year or 'no year'})"
    note = (f"DOI {doi} confirmed by crossref: title and year agree" if confirmed else
            f"DOI {doi} contradicted by crossref: its record is '{says}'")
    evidence = Evidence(title=round(title, 3), year=1.0 if years_agree else 0.0, total=round(title, 3), notes=[note])
    return _CrossrefCheck(evidence, not confirmed, says)


def _one_work(picks: Picks) -> bool:
    """S2's record names the accepted dblp record's key: the two are one work by identity, and the DOI dblp
    curates for that key is the one taken (S2's other DOI stays recorded as a conflict)."""
    return bool(picks.dblp and picks.s2 and picks.s2.record.dblp_key
                and picks.s2.record.dblp_key == picks.dblp.record.dblp_key)


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
    agreeing = picks.dblp and picks.s2 and match.same_work(picks.dblp.record, picks.s2.record)
    base = max(totals) + (0.05 if agreeing else 0.0)
    penalised = base - CONFLICT_PENALTY * sum(1 for c in conflicts if "seed" not in c.values)
    return round(max(0.0, min(1.0, penalised)), 3)


def precedence(records: dict[Provenance, SourceRecord]) -> dict[str, tuple[Provenance, ...]]:
    """PRECEDENCE, except that when DBLP only knows the preprint and S2 knows the published paper, S2 goes first
    for the published-record fields: the main record is always the published version when one is known."""
    dblp, s2 = records.get("dblp"), records.get("s2")
    if not (dblp and s2 and match.classify_version(dblp) == "preprint" and match.classify_version(s2) != "preprint"):
        return PRECEDENCE
    swapped = {}
    for name, order in PRECEDENCE.items():
        if name in PUBLISHED_FIELDS and "s2" in order:
            order = ("s2", *(source for source in order if source != "s2"))
        swapped[name] = order
    return swapped


def merge_fields(entry: Entry, records: dict[Provenance, SourceRecord],
                 sources_before: Mapping[str, Provenance] | None = None) -> tuple[dict, dict[str, Provenance]]:
    """Each field from the first source in the precedence that has a value; provenance says which. A
    STICKY_FIELDS value comes from the source ``sources_before`` names for it first, when that source gives one."""
    seed_values = {"year": entry.year, "venue": entry.venue}
    merged: dict = {}
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
    venue_source = records.get(provenance.get("venue"))
    merged["venue_acronym"] = (venues.record_acronym(venue_source) if venue_source else None) or entry.venue_acronym
    return merged, provenance


def with_author_ids(authors: list[Author], records: Iterable[SourceRecord]) -> list[Author]:
    """The merged author list, each author with the dblp pid and S2 author id other sources know for that name."""
    known: dict[str, dict[str, str]] = {}
    for record in records:
        for author in record.authors:
            ids = known.setdefault(match.normalize_title(author.name), {})
            for field_name in ("dblp_pid", "s2_author_id"):
                value = getattr(author, field_name)
                if value and field_name not in ids:
                    ids[field_name] = value
    return [author.model_copy(update={k: v for k, v in known.get(match.normalize_title(author.name), {}).items()
                                      if getattr(author, k) is None}) for author in authors]


def _record_value(record: SourceRecord, name: str):
    if name == "authors":
        return [a.model_copy() for a in record.authors]
    if name == "open_access_pdf" and record.source == "arxiv" and record.arxiv_id:
        return f"https://arxiv.org/pdf/{record.arxiv_id}"
    if name == "doi" and record.source == "dblp" and match.classify_version(record) == "preprint":
        return None
    return getattr(record, name, None)


def find_conflicts(entry: Entry, records: dict[Provenance, SourceRecord]) -> list[Conflict]:
    """Where sources (or the list) contradict each other: recorded, never silently resolved."""
    conflicts: list[Conflict] = []
    dblp, s2 = records.get("dblp"), records.get("s2")
    if dblp and s2 and dblp.doi and s2.doi and dblp.doi != s2.doi:
        conflicts.append(Conflict(field="doi", values={"dblp": dblp.doi, "s2": s2.doi},
                                  note="DBLP and Semantic Scholar name different DOIs"))
    arxiv_ids = {src: r.arxiv_id for src, r in records.items() if r.arxiv_id}
    if len(set(arxiv_ids.values())) > 1:
        conflicts.append(Conflict(field="arxiv_id", values=dict(arxiv_ids), note="sources name different arXiv ids"))
    conflicts.extend(_unconfirmed_seed_ids(entry, records))
    if dblp and s2 and s2.dblp_key and dblp.dblp_key and s2.dblp_key != dblp.dblp_key \
            and not s2.dblp_key.startswith("journals/corr/") and not dblp.dblp_key.startswith("journals/corr/"):
        conflicts.append(Conflict(field="dblp_key", values={"dblp": dblp.dblp_key, "s2": s2.dblp_key},
                                  note="Semantic Scholar links another DBLP record"))
    main = next((records[s] for s in precedence(records)["venue"] if s in records), None)
    if main and entry.venue_acronym and main.venue and venues.venue_matches(entry.venue_acronym, main) == 0:
        conflicts.append(Conflict(field="venue", values={"seed": entry.venue, main.source: main.venue},
                                  note="the list's venue differs from the published record's"))
    if main and entry.year and main.year and entry.year != main.year:
        conflicts.append(Conflict(field="year", values={"seed": entry.year, main.source: main.year},
                                  note="the list's year differs from the published record's"))
    return conflicts


def _unconfirmed_seed_ids(entry: Entry, records: dict[Provenance, SourceRecord]) -> list[Conflict]:
    """A DOI or arXiv id in the list's links that no accepted record carries: noted, and not used."""
    notes = []
    for name, listed in (("doi", entry.doi), ("arxiv_id", entry.arxiv_id)):
        found = {source: getattr(record, name) for source, record in records.items() if getattr(record, name)}
        if listed and listed not in found.values():
            note = ("the list links an identifier the accepted records do not carry; it is not used" if found else
                    "no accepted record confirms the identifier the list links; it is not used")
            notes.append(Conflict(field=name, values={"seed": listed, **found}, note=note))
    return notes


# ----------------------------------------------------------------------------------------- refresh and merging


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


def _count_rounds(sources: Sequence[_CountSource]) -> list[tuple[_CountSource, Callable[[Paper], bool]]]:
    """(source, which pending papers it is asked for): first every source for the papers whose count it gave,
    then, in order, for the papers whose count came from elsewhere or from nowhere."""
    def from_source(name: SourceName) -> Callable[[Paper], bool]:
        return lambda paper: paper.provenance.get("citation_count") == name

    def from_elsewhere(name: SourceName) -> Callable[[Paper], bool]:
        return lambda paper: paper.provenance.get("citation_count") != name

    return ([(source, from_source(source.name)) for source in sources]
            + [(source, from_elsewhere(source.name)) for source in sources])


@dataclass(frozen=True)
class _CountSource:
    """A source of fresh citation counts: the id it knows a paper by, and its batch lookup by those ids."""

    name: SourceName
    key: Callable[[Paper], str | None]
    counts: Callable[[list[str]], dict[str, SourceRecord | None]]


def _count_sources(clients: Clients) -> list[_CountSource]:
    """The switched-on count sources in the order they are asked (see refresh_citations)."""
    s2, openalex = clients.s2, clients.openalex
    by_s2 = _CountSource("s2", lambda paper: paper.s2_paper_id,
                         lambda ids: dict(zip(ids, s2.citations(ids)))) if s2 else None
    by_doi = _CountSource("openalex", lambda paper: paper.doi, openalex.citations) if openalex else None
    order = [by_s2, by_doi] if clients.s2_keyed else [by_doi, by_s2]
    return [source for source in order if source is not None]


def _refreshed_by(source: _CountSource, papers: Sequence[Paper], today: date
                  ) -> tuple[dict[str, Paper], SourceFailure | None]:
    """The papers the source gave a count for, with it; and the failure when its batch failed."""
    known = [paper for paper in papers if source.key(paper)]
    if not known:
        return {}, None
    try:
        records = source.counts([source.key(paper) for paper in known])
    except HttpError as error:
        return {}, SourceFailure(source=source.name, reason=f"{CITATION_REFRESH_FAILED}: {error.reason}")
    counted = {}
    for paper in known:
        record = records.get(source.key(paper))
        if record is not None and record.citation_count is not None:
            counted[paper.id] = _with_count(paper, record, today)
    return counted, None


def _with_count(paper: Paper, record: SourceRecord, today: date) -> Paper:
    """The paper with the record's citation count, its source and date; S2's influential count comes with S2's
    count, and stays as it was (with its own date) when the count comes from OpenAlex, which has none."""
    read_on = record.retrieved or today
    update: dict = {"citation_count": record.citation_count, "citations_as_of": read_on, "errors": [],
                    "citation_counts": {**paper.citation_counts, record.source: record.citation_count},
                    "as_of": {**paper.as_of, "citation_count": read_on, f"citation_counts.{record.source}": read_on},
                    "provenance": {**paper.provenance, "citation_count": record.source}}
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
        return paper
    failed = "; ".join(f"{e.source}: {e.reason}" for e in paper.errors)
    ambiguity = (previous.reason or "").split(KEPT_AMBIGUOUS)[0]
    reason = (f"refresh failed, last good data kept: {failed}" if previous.status == "resolved" else
              f"{ambiguity}{KEPT_AMBIGUOUS}{failed})")
    return previous.model_copy(update={"errors": paper.errors, "reason": reason,
                                       "occurrences": paper.occurrences, "links": paper.links})


def _lost_fields(paper: Paper, previous: Paper) -> bool:
    return any(getattr(previous, name) is not None and getattr(paper, name) is None for name in PRECEDENCE)


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
        seed_keys = [k for k in (*first.merged_seed_keys, paper.seed_key, *paper.merged_seed_keys)
                     if k != first.seed_key]
        merged[position] = first.model_copy(update={"occurrences": occurrences, "links": links,
                                                    "merged_seed_keys": sorted(set(seed_keys))})
    return merged


def _identity_keys(paper: Paper) -> list[tuple[str, str]]:
    if paper.status != "resolved":
        return []
    keys = [("doi", paper.doi), ("s2", paper.s2_paper_id), ("dblp", paper.dblp_key)]
    return [(kind, value) for kind, value in keys if value]

