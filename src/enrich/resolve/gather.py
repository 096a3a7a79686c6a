"""Asking the sources: what each is asked, in which order, at whose pace. The order of work keeps requests few:
1. entries already resolved with high confidence are reused (only their citation counts are refreshed: through
   OpenAlex's DOI batches, 50 papers a request, without an S2 key; through S2's batch endpoint, 500 a request,
   with one or for papers without a DOI);
2. ids the list itself gives (a DOI or arXiv id inside a link) are looked up in one S2 batch request;
3. dblp, S2 and arXiv work as a relay, one thread per host at its own pace: dblp searches every title; S2
   matches the titles dblp gave no identifier for, and looks up the others by dblp's DOI or arXiv id, 20 entries
   per batch request while dblp still searches (its title match follows an identifier it does not know, in the
   next bulk search); arXiv searches the titles no record gives an arXiv id for (the preprint of a published
   paper, or a paper only arXiv knows). Each asks ``Clients.title_batch`` titles per title search (dblp's ORed
   words, arXiv's ORed phrases, S2's bulk search), each hit given to the titles it answers; a title the batch
   cannot settle as its own query would gets that query (``_batched_pages`` and the ``_ask_*_titles`` functions).
   dblp takes first the entries the list's ids settle in S2 that arXiv must search, last those that leave nothing
   to ask (``dblp_turn``), and S2 asks the titles of each dblp answer before the next comes, so that little is
   left when dblp's last one does;
4. a closing S2 batch reaches the records of entries only arXiv's search identified (a preprint listed under its
   arXiv title finds its published version this way);
5. one arXiv id_list request confirms the arXiv ids the records name and fills missing abstracts; the ids known
   while the relay runs go along with arXiv's batched title searches instead (``_EarlyIdCheck``), so this request
   asks only those learnt after the last one, if any;
6. OpenAlex searches the titles no source found;
6a. a second opinion by title, at most SECOND_OPINION_QUERIES per run: an entry still ambiguous or unresolved, and a
   published paper whose records carry no DOI (at a venue that registers DOIs), get one title query, to Crossref
   (its polite pool is generous) or, with Crossref switched off, to OpenAlex (its keyless search allowance is tiny);
   a DOI found so is taken only when title, year, venue and authors agree with the accepted record. An entry steps
   4 and 6 do not ask about (step 5 at most) is asked as soon as the relay is done with it, while dblp, S2 and
   arXiv still pace the others and steps 4 to 6 run (``_Through``), when the per-run cap cannot bind; the rest
   after step 6;
7. Crossref, the DOI registry, is asked for every DOI a merged record would carry, 50 DOIs per request: a DOI
   whose Crossref record has another title or a year more than one off is recorded as a conflict and not output;
8. OpenAlex is asked in DOI batches (50 per request) for the abstracts and citation counts S2 did not give (S2
   without an abstract, or S2 down), for the DOIs Crossref did not refute.

Which entry each step asks about, and which searches a run sends at all, is decided in resolve.plan (pure, and
table-tested); this module carries the decisions out. Only the entries ``plan.title_searched`` chooses are given to
the steps that search titles (the mirror's candidates, the relay, OpenAlex's searches): an entry the list gives by its
address alone is searched by no title, and steps 2, 5 and 7 look up the identifiers its address names.

Every source but dblp can be switched off (``Settings.sources``): its client is None and it is never asked.

With a local mirror (``Clients.mirror``) every entry's candidates come from it first, and an entry it places gets
no title query of its own: dblp is searched only for entries its store holds nothing close to, S2 is asked by the
identifiers of the mirror's records (500 per batch request; see ``_match_s2_with_mirror``; a placed paper no
identifier reaches takes its share of a bulk search of ten titles when titles are batched), arXiv not at all with
an arXiv store, OpenAlex's describing searches are skipped, and of the second opinions only the DOI query for a
published paper no record gives a DOI for remains (docs/mirror.md, "Requests").
"""

from __future__ import annotations

import logging
import queue
import re
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from enrich.models import (
    Entry,
    SourceName,
    SourceRecord,
)
from enrich.net.http import HttpError
from enrich.progress import ProgressCallback
from enrich.resolve.findings import Clients, Findings, MirrorAccess, Picks
from enrich.resolve.pick import from_crossref, is_refuted, merged_record, picks_of, s2_links
from enrich.resolve.plan import (
    Asks,
    RunAsks,
    anchor_link,
    arxiv_ids_to_confirm,
    closing_s2_link,
    dblp_turn,
    found_nothing,
    ids_with_titles,
    lacks_s2_description,
    mirror_asks,
    opinion_ready,
    own_title_query,
    preprint_only_id,
    run_asks,
    s2_settled,
    s2_title_after_link,
    s2_title_share,
    second_opinion_wanted,
    settled_by_the_relay,
    title_searched,
    to_arxiv_search,
    undescribed_without_id,
)
from enrich.sources import SearchPage, has_title_phrase
from enrich.sources.arxiv import ID_CHUNK as ARXIV_ID_CHUNK
from enrich.sources.arxiv import ArxivClient
from enrich.sources.crossref import BATCH_LIMIT as CROSSREF_BATCH_LIMIT
from enrich.sources.crossref import CrossrefClient
from enrich.sources.dblp import DblpClient, answers_query, dblp_query
from enrich.sources.openalex import OpenAlexClient
from enrich.sources.s2 import BATCH_LIMIT as S2_BATCH_LIMIT
from enrich.sources.s2 import S2Client, batch_id
from enrich.titles import title_key

# A Markdown link's target and a written-out address: not words of the citation a line is.
_LINK_TARGET = re.compile(r"\]\([^)\s]*\)")
_URL = re.compile(r"https?://\S+")
log = logging.getLogger(__name__)

T = TypeVar("T")


DBLP_HITS = 10  # dblp ranks coarsely; the right record is within the first ten hits for every gold entry


# A batched dblp query asks for this many hits per title it ORs (1,000, dblp's cap, for ten titles): more than a
# title's own query keeps, and room for the records that mix words of several titles, so that few pages are cut
# short (on a 2,000-entry list, 5 of 200 ten-title queries drew more than 1,000 hits, 49 more than 200).
DBLP_BATCH_HITS_PER_TITLE = 100


DBLP_SHORT_QUERY_WORDS = 4  # the second query after a search with no hit: "orca distributed serving system"


ARXIV_SEARCH_RESULTS = 5


# A batched arXiv query's page holds this many hits per title it OR-s: more than a title's own query keeps, so a
# full page (some hits left out) is rare and only a title with many same-phrase preprints needs its own query.
ARXIV_BATCH_RESULTS_PER_TITLE = 10


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
# per 20 such entries than a single closing batch, and at most 20 entries' title fallbacks left for the end. With a
# mirror the entries come all at once, and each batch request holds as many identifiers as S2 takes (_MirrorRelay).
S2_LINK_BATCH = 20


def gather(entries: Sequence[Entry], clients: Clients, progress: ProgressCallback | None = None) -> dict[str, Findings]:
    """Ask the sources about ``entries`` as a relay of three workers, one per host (dblp, S2, arXiv), each at its
    own pace; the decisions of whom to ask are resolve.plan's, read here and carried out.

    dblp searches every entry (with a mirror, only those its store leaves open: ``Asks.dblp_search``); as each
    answer comes in, the S2 worker matches the title of an entry dblp gave no identifier for (the others are looked
    up by identifier in batches, cheaper and surer), and then the arXiv worker searches the title of an entry no
    record gives an arXiv id for.
    """
    findings = {e.id: Findings() for e in entries}
    if not entries:
        return findings
    titled = title_searched(entries)
    mirror = clients.mirror
    if mirror:
        _ask_mirror(titled, findings, mirror)
    # With mirror = "only" no entry is searched by title. With "auto", an entry the mirror places is searched by no
    # title: S2 is asked by the identifiers of the mirror's records (its candidates and the first author's
    # preprints: a preprint's id reaches the merged S2 record that names the ids a dblp release lacks); only the
    # DOI a placed published paper still lacks costs a title query (the second opinion, 6a above).
    run = run_asks(clients)
    searches = run.titles

    if clients.s2:
        _lookup_seed_ids(entries, findings, clients.s2)
    in_dblp = list(titled)
    if mirror:
        asks = {entry.id: _mirror_asks(entry, findings[entry.id], mirror) for entry in entries}
        for entry in entries:
            findings[entry.id].placed_by_mirror = asks[entry.id].placed_by_mirror
        _ask_mirror_preprints(entries, asks, findings, mirror)
        mirror.release()
        in_dblp = [entry for entry in in_dblp if asks[entry.id].dblp_search]
    # dblp searches in the order that leaves the least work after its last answer (``dblp_turn``).
    # The relay carries the titled entries: an address alone has no title for dblp, S2 or arXiv to search.
    relay = sorted(titled, key=lambda entry: dblp_turn(entry, findings[entry.id], picks_of(entry, findings[entry.id])))
    awaited = {entry.id for entry in relay if not s2_settled(entry, findings[entry.id])}
    arxiv = clients.arxiv if run.arxiv_titles else None
    id_check = _EarlyIdCheck() if ids_with_titles(run, clients.title_batch) else None
    if id_check:
        for entry in entries:
            id_check.note(arxiv_ids_to_confirm(entry, found := findings[entry.id], picks_of(entry, found)))
    for_s2, for_arxiv = _Handoff(len(relay)), _Handoff(len(relay), searched=arxiv is not None, id_check=id_check)
    through = _Through(len(relay), findings, run)
    with ThreadPoolExecutor(max_workers=4, thread_name_prefix="resolve") as pool:
        early = pool.submit(_ask_crossref_early, through, findings, clients)
        try:
            jobs = [
                pool.submit(
                    _search_dblp, relay, in_dblp, findings, clients.dblp, progress, for_s2, clients.title_batch
                ),
                pool.submit(
                    _match_s2_with_mirror,
                    for_s2,
                    findings,
                    clients.s2,
                    progress,
                    for_arxiv,
                    through,
                    searches,
                    clients.title_batch,
                )
                if mirror
                else pool.submit(
                    _match_s2,
                    for_s2,
                    findings,
                    clients.s2,
                    progress,
                    for_arxiv,
                    through,
                    awaited,
                    clients.title_batch,
                ),
                pool.submit(
                    _search_arxiv_titles, for_arxiv, findings, arxiv, progress, through, clients.title_batch, id_check
                ),
            ]
            for job in jobs:
                job.result()
        finally:
            through.close()
        # The closing steps ask S2, arXiv and OpenAlex about the entries the relay left open, while the second
        # opinions of those it settled go to Crossref: other entries, other hosts, each at its own pace.
        open_entries = [e for e in entries if e.id not in through.settled and e.id not in through.confirming]
        searched = {entry.id for entry in titled}
        held = _close_relay(open_entries, searched, findings, clients, run, progress, through.confirming, id_check)
        early.result()
    for entry_id, checked in held.items():
        findings[entry_id].arxiv.extend(checked.arxiv)
        findings[entry_id].failures.update(checked.failures)
    if clients.openalex or clients.crossref:
        if run.second_opinion:
            _ask_second_opinions(entries, findings, clients, run.second_opinion, progress)
        picks = {entry.id: picks_of(entry, findings[entry.id]) for entry in entries}
        merged = {entry.id: merged_record(entry, picks[entry.id], findings[entry.id]) for entry in entries}
        dois = {entry_id: record.doi for entry_id, record in merged.items()}
        if clients.crossref:
            unconfirmed: dict[str, list[str]] = {}
            for entry_id, doi in dois.items():
                confirm = _doi_to_confirm(picks[entry_id], doi)
                if confirm and confirm not in findings[entry_id].crossref:  # not confirmed while the relay ran
                    unconfirmed.setdefault(confirm, []).append(entry_id)
            _confirm_dois(unconfirmed, findings, clients.crossref, progress)
        if clients.openalex:
            # The abstract and count of a DOI Crossref refutes would be another paper's.
            kept = {
                entry.id: None if is_refuted(entry, merged[entry.id], findings[entry.id]) else dois[entry.id]
                for entry in entries
            }
            _link_openalex(picks, kept, findings, clients.openalex)
    return findings


def _close_relay(
    entries: Sequence[Entry],
    title_searched_ids: set[str],
    findings: dict[str, Findings],
    clients: Clients,
    run: RunAsks,
    progress: ProgressCallback | None,
    confirming: Mapping[str, set[str]],
    early: _EarlyIdCheck | None = None,
) -> dict[str, Findings]:
    """Steps 4 to 6 for the entries the relay left open: the closing S2 batch, the arXiv id check and OpenAlex's
    title searches (of those among ``title_searched_ids``, the ids ``plan.title_searched`` chose). The id check asks for
    ``confirming`` entries too, by the ids recorded when the relay was done with them, as their second opinions may
    be asked on another thread meanwhile: what the check says of them (records, a failure) is returned apart, for
    the caller to add once those are in. An id ``early`` asked along with a title search is answered from there."""
    if clients.s2:
        _link_s2(entries, findings, clients.s2, titles=run.titles, title_batch=clients.title_batch)
    held = {entry_id: Findings() for entry_id in confirming}
    if clients.arxiv:
        wanted = dict(confirming)
        for entry in entries:
            found = findings[entry.id]
            wanted[entry.id] = arxiv_ids_to_confirm(entry, found, picks_of(entry, found))
        _confirm_arxiv_ids(wanted, clients.arxiv, {**findings, **held}, early)
    # Without a key OpenAlex is asked by identifier only: its title searches are priced (Clients.openalex_keyed).
    if run.openalex_titles and clients.openalex:
        searched = [entry for entry in entries if entry.id in title_searched_ids]
        _search_openalex(searched, findings, clients.openalex, progress)
        _search_openalex_descriptions(searched, findings, clients.openalex)
    return held


class _Through:
    """Entries the relay is done with: the S2 worker and the arXiv worker each mark an entry once they will ask
    nothing more about it (a worker that passes an entry by marks it at once). At the second mark no other thread
    changes the entry's findings until the relay ends but the closing arXiv id check, whose answers for it are held
    back (``confirming``), and what its second opinion would be decided on is known (``opinion_ready``). An entry
    none of the closing steps asks about (``settled_by_the_relay``) is noted in ``settled``. Entries go on
    ``ready``, for a worker that asks Crossref about them while the relay still runs: one that wants no second
    opinion at once, for its DOI; one that wants a second opinion (``wanting``) as it comes while fewer than half
    of SECOND_OPINION_QUERIES have gone so, and every one once at most SECOND_OPINION_QUERIES entries can still
    want one (each is then asked, as the end step would ask them); the others (a long list) wait for the end step,
    its order (entries ambiguous or unresolved first) and what is left of its cap."""

    MARKS = 2  # the S2 worker's and the arXiv worker's

    def __init__(self, entries: int, findings: dict[str, Findings], run: RunAsks) -> None:
        self.findings, self.run = findings, run
        self.settled: set[str] = set()
        # Entries whose second opinion may be asked before the arXiv id check, which is all that is left for them
        # (``opinion_ready``), with the arXiv ids it confirms: the check's records for them are added once those
        # opinions are in, and the closing steps read nothing else of them meanwhile.
        self.confirming: dict[str, set[str]] = {}
        self.wanting: set[str] = set()
        self.ready = _Handoff(entries)
        self._marks: dict[str, int] = {}
        self._open = entries  # entries that may still want a second opinion (or want one and wait)
        self._waiting: list[Entry] = []
        self._released = 0  # entries put on ``ready`` for their second opinion
        self._lock = threading.Lock()

    def mark(self, entry: Entry) -> None:
        with self._lock:
            marks = self._marks[entry.id] = self._marks.get(entry.id, 0) + 1
            if marks == self.MARKS:
                self._settle(entry)

    def close(self) -> None:
        self.ready.close()

    def _settle(self, entry: Entry) -> None:
        found, source = self.findings[entry.id], self.run.second_opinion
        picks = picks_of(entry, found)
        if not opinion_ready(entry, found, picks, openalex_titles=self.run.openalex_titles):
            return
        settled = settled_by_the_relay(entry, found, picks, openalex_titles=self.run.openalex_titles)
        if settled:
            self.settled.add(entry.id)
        else:
            self.confirming[entry.id] = arxiv_ids_to_confirm(entry, found, picks)
        if source and second_opinion_wanted(entry, found, source, picks):
            self.wanting.add(entry.id)
            self._waiting.append(entry)
        else:
            self._open -= 1
            self.ready.put(entry)
        # Every entry that wants one is asked once at most SECOND_OPINION_QUERIES can still want one; before that,
        # half of them go as they come, and the other half is left for the end step's order.
        if self._open <= SECOND_OPINION_QUERIES:
            early = len(self._waiting)
        else:
            early = max(SECOND_OPINION_QUERIES // 2 - self._released, 0)
        for waiting in self._waiting[:early]:
            self.ready.put(waiting)
        self._released += len(self._waiting[:early])
        self._waiting = self._waiting[early:]
        self.ready.send()


class _Handoff:
    """Entries passed from one source's worker to the next; closing it ends the next worker's loop. The passing
    worker hands them over together (``send``) when it is done with what it had at hand or is about to wait for a
    service, so the next worker gets them as one arrival (``arrivals``) rather than one by one while it would be
    asking about the first of them.

    ``upstream`` is how many entries the passing worker will decide about: each is passed (``put``) or not
    (``skip``), so the next worker knows at any moment how many entries it can still get (``expected``), the
    total its progress shows. It reaches that total only when every entry has been decided, never on catching up.
    """

    def __init__(self, upstream: int, *, searched: bool = True, id_check: _EarlyIdCheck | None = None) -> None:
        self._queue: queue.Queue[list[Entry] | None] = queue.Queue()
        self._upstream = upstream
        self.searched = searched  # whether the next worker searches for the entries it gets
        # Where the arXiv ids to confirm of an entry not passed on go, for the arXiv worker to ask (or None).
        self.id_check = id_check
        self._skipped = 0  # one counter, so another thread reads a consistent total
        self._outgoing: list[Entry] = []  # put and not yet sent: the passing worker's own
        # The passing worker has decided about every entry it expects to pass: the next one need not hold what it
        # has for a fuller batch (``last_expected``).
        self.unheld = False

    def put(self, entry: Entry) -> None:
        self._outgoing.append(entry)

    def send(self) -> None:
        """Hands over the entries put since the last send, as one arrival."""
        if self._outgoing:
            self._queue.put(self._outgoing)
            self._outgoing = []

    def skip(self) -> None:
        self._skipped += 1

    def expected(self) -> int:
        """The entries passed so far plus the ones not yet decided about: the most the next worker can get."""
        return self._upstream - self._skipped

    def at_hand(self) -> bool:
        """Entries were sent that the next worker has not taken yet."""
        return not self._queue.empty()

    def last_expected(self) -> None:
        """The entries the passing worker has still to decide about are not expected to be passed (the list's ids
        settled them): the next worker is told (``unheld``), with what was put so far, as an arrival."""
        self.unheld = True
        self._queue.put(self._outgoing)
        self._outgoing = []

    def close(self) -> None:
        self.send()
        self._queue.put(None)

    def arrivals(self) -> Iterator[list[Entry]]:
        """Every entry sent since the last arrival, once there is one (or ``last_expected`` was told): waits only
        when none is at hand."""
        while True:
            sent = [self._queue.get()]
            while not self._queue.empty():
                sent.append(self._queue.get())
            if any(group is not None for group in sent):
                yield [entry for group in sent if group for entry in group]
            if None in sent:
                return

    def __iter__(self) -> Iterator[Entry]:
        for arrived in self.arrivals():
            yield from arrived


def _ask_mirror(entries: Sequence[Entry], findings: dict[str, Findings], mirror: MirrorAccess) -> None:
    """Every entry's candidates from the local mirror, in one query, before any service is asked: they are judged
    by the same rules as a search's answers, and an entry they settle is not searched again."""
    answers = mirror.candidates([(entry.title, entry.year) for entry in entries])
    for entry, records in zip(entries, answers, strict=True):
        found = findings[entry.id]
        found.dblp.extend(r for r in records if r.source == "dblp")
        found.arxiv.extend(r for r in records if r.source == "arxiv")


def _mirror_asks(entry: Entry, found: Findings, mirror: MirrorAccess) -> Asks:
    return mirror_asks(entry, found, picks_of(entry, found), only=mirror.only, dblp_store="dblp" in mirror.sources)


def _ask_mirror_preprints(
    entries: Sequence[Entry], asks: Mapping[str, Asks], findings: dict[str, Findings], mirror: MirrorAccess
) -> None:
    """The mirror's preprints by the first author of each placed paper whose accepted records name no arXiv id
    and no publisher DOI (``Asks.preprints_of``; S2 reached by a DOI names the arXiv id itself), in one query: S2
    merges a paper with its preprint, so a preprint under another title still reaches the paper's S2 record by its
    arXiv id."""
    if mirror.preprints_by is None:
        return
    wanted = [(entry, anchor) for entry in entries if (anchor := asks[entry.id].preprints_of)]
    people = [(anchor.authors[0].name, anchor.year) for _, anchor in wanted]
    for (entry, _), records in zip(wanted, mirror.preprints_by(people), strict=True):
        findings[entry.id].mirror_preprints = records


def _lookup_seed_ids(entries: Sequence[Entry], findings: dict[str, Findings], s2: S2Client) -> None:
    """One batch request for every DOI or arXiv id the list itself gives (verified by title like any match)."""
    wanted = {e.id: link for e in entries if (link := batch_id(e.doi, e.arxiv_id))}
    for entry_id, record in _s2_batch(wanted, findings, s2).items():
        findings[entry_id].s2.append(record)


def _link_s2(
    entries: Sequence[Entry], findings: dict[str, Findings], s2: S2Client, *, titles: bool, title_batch: int = 1
) -> None:
    """S2 records reached through the DOI or arXiv id of an accepted dblp or arXiv record, for entries S2's title
    match missed or was not asked about: a preprint listed under its arXiv title finds its published version this
    way (S2 merges versions). An identifier asked once is not asked again."""
    wanted = []
    for entry in entries:
        found = findings[entry.id]
        if link := closing_s2_link(found, picks_of(entry, found)):
            wanted.append((entry, link))
    _ask_s2_links(wanted, findings, s2, titles=titles, title_batch=title_batch)


def _ask_s2_links(
    wanted: Sequence[tuple[Entry, str]],
    findings: dict[str, Findings],
    s2: S2Client,
    *,
    titles: bool,
    title_batch: int = 1,
) -> list[Entry]:
    """One batch request for (entry, S2 paper id) pairs. An identifier S2 does not know (its record may lack it)
    is followed by S2's title match after all (``title_batch`` titles a bulk search, ``_ask_s2_titles``), so the
    abstract and citation count are not lost to a missing cross-link, unless ``titles`` is off (a mirror-only run
    sends no title query) or the mirror placed the entry (its title is not searched). Returns the entries left
    so, unreached."""
    by_title, unreached = _ask_s2_links_only(wanted, findings, s2, titles=titles)
    _ask_s2_titles_in_batches(by_title, findings, s2, title_batch)
    return unreached


def _ask_s2_links_only(
    wanted: Sequence[tuple[Entry, str]], findings: dict[str, Findings], s2: S2Client, *, titles: bool
) -> tuple[list[Entry], list[Entry]]:
    """``_ask_s2_links`` without the title matches: the entries whose identifier S2 did not know that get one
    (``s2_title_after_link``), for the caller to ask, and those left unreached."""
    asked = [(entry, link) for entry, link in wanted if "s2" not in findings[entry.id].failures]
    reached = _s2_batch({entry.id: link for entry, link in asked}, findings, s2)
    unreached: list[Entry] = []
    by_title: list[Entry] = []
    for entry, link in asked:
        found = findings[entry.id]
        if "s2" in found.failures:
            continue
        found.s2_by_link[link] = reached.get(entry.id)
        if entry.id in reached or found.s2_title_asked:
            continue
        (by_title if s2_title_after_link(found, titles=titles) else unreached).append(entry)
    return by_title, unreached


def _ask_s2_titles_in_batches(
    entries: Sequence[Entry], findings: dict[str, Findings], s2: S2Client, title_batch: int
) -> None:
    """S2's title match for the entries, ``title_batch`` titles a bulk search (``_ask_s2_titles``)."""
    for start in range(0, len(entries), title_batch):
        _ask_s2_titles(entries[start : start + title_batch], findings, s2, batched=title_batch > 1)


def _mirror_links(found: Findings) -> list[str]:
    """The S2 ids of the mirror's candidate records of an entry (publisher DOI and arXiv id), not asked yet."""
    mirrored = (record for record in (*found.dblp, *found.arxiv, *found.mirror_preprints) if record.origin)
    links = dict.fromkeys(link for record in mirrored for link in s2_links(record))
    return [link for link in links if link not in found.s2_by_link]


def _ask_s2_by_candidates(entries: Sequence[Entry], findings: dict[str, Findings], s2: S2Client) -> None:
    """S2's records for the identifiers of the mirror's candidate records (their publisher DOI, else arXiv id),
    for entries no accepted record's identifier reaches in S2, instead of a title match: S2 merges a paper's
    versions, so the id of a preprint the mirror holds under another title (or of a CoRR copy) reaches the
    published paper's record, with the ids, abstract and citation count the mirror lacks. The records are judged
    like the answers of a title search, by the same rules; all entries' identifiers go in batches of 500."""
    wanted: dict[str, list[str]] = {}
    for entry in entries:
        if "s2" not in findings[entry.id].failures:
            for link in _mirror_links(findings[entry.id]):
                wanted.setdefault(link, []).append(entry.id)
    if not wanted:
        return
    ids = list(wanted)
    asking = [entry_id for entry_ids in wanted.values() for entry_id in entry_ids]
    for link, record in zip(ids, _s2_records(ids, asking, findings, s2), strict=True):
        for entry_id in wanted[link]:
            found = findings[entry_id]
            if record is not None and all(r.s2_paper_id != record.s2_paper_id for r in found.s2):
                found.s2.append(record)


def _s2_batch(wanted: dict[str, str], findings: dict[str, Findings], s2: S2Client) -> dict[str, SourceRecord]:
    """entry id -> S2 record for ``wanted`` (entry id -> S2 paper id), in as few batch requests as S2 allows."""
    if not wanted:
        return {}
    records = _s2_records(list(wanted.values()), wanted, findings, s2)
    return {entry_id: record for entry_id, record in zip(wanted, records, strict=True) if record is not None}


def _s2_records(
    ids: list[str], asking: Iterable[str], findings: dict[str, Findings], s2: S2Client
) -> list[SourceRecord | None]:
    """S2's record for each id (None where S2 knows none); when S2 fails, every asking entry records the failure
    (so it is retried on the next run) and no record comes back."""
    try:
        return s2.batch(ids)
    except HttpError as error:
        for entry_id in asking:
            findings[entry_id].fail("s2", error)
        return [None] * len(ids)


def _search_dblp(
    entries: Sequence[Entry],
    searched: Sequence[Entry],
    findings: dict[str, Findings],
    dblp: DblpClient,
    progress: ProgressCallback | None,
    then: _Handoff,
    batch: int = 1,
) -> None:
    """dblp's search for each of the ``searched`` entries (all of them without a mirror), ``batch`` titles a
    request (``_ask_dblp_titles``); every entry passes on once dblp has answered for it."""
    done, failed = 0, 0
    wanted = {entry.id for entry in searched}
    waiting: list[Entry] = []

    def passed(group: Sequence[Entry]) -> None:
        nonlocal done
        for entry in group:
            then.put(entry)
        then.send()
        done += len(group)
        if progress:
            progress("dblp", done, len(entries), failed)

    try:
        for entry in entries:
            if entry.id not in wanted:
                passed([entry])
                continue
            waiting.append(entry)
            if len(waiting) == batch:
                failed += _ask_dblp_titles(waiting, findings, dblp, batched=batch > 1)
                passed(waiting)
                waiting = []
        if waiting:
            failed += _ask_dblp_titles(waiting, findings, dblp, batched=batch > 1)
            passed(waiting)
    finally:
        then.close()


def _ask_dblp_titles(
    entries: Sequence[Entry], findings: dict[str, Findings], dblp: DblpClient, *, batched: bool
) -> int:
    """dblp's search for the entries' titles, in one request when ``batched`` (``_batched_pages``): an entry takes
    the hits its own query matches (``answers_query``), the very records its own query finds, unless they are more
    than its own query keeps (DBLP_HITS, the best ranked) or the page left hits out: then it gets its own query.
    An entry no hit answers gets the shorter query (``_search_dblp_shorter``), as after its own query. Returns the
    number of entries whose search failed."""
    pages = _batched_pages(entries, findings, "dblp", dblp.batched_answer, _dblp_batch(dblp)) if batched else {}
    failed = sum("dblp" in findings[entry.id].failures for entry in entries)
    for entry in entries:
        found = findings[entry.id]
        if "dblp" in found.failures:
            continue
        page = pages.get(entry.id)
        mine = [record for record in page.records if answers_query(record, entry.title)] if page else []
        try:
            # dblp's answer replaces what a mirror held: it is the fresher of the two.
            if page and page.complete and len(mine) <= DBLP_HITS:
                found.dblp = mine or _search_dblp_shorter(entry, dblp) or found.dblp
            else:
                found.dblp = dblp.search(entry.title, hits=DBLP_HITS) or _search_dblp_shorter(entry, dblp) or found.dblp
        except HttpError as error:
            found.fail("dblp", error)
            failed += 1
    return failed


def _dblp_batch(dblp: DblpClient) -> Callable[[list[str]], SearchPage]:
    return lambda titles: dblp.search_titles(titles, hits=len(titles) * DBLP_BATCH_HITS_PER_TITLE)


def _batched_pages(
    entries: Sequence[Entry],
    findings: dict[str, Findings],
    source: SourceName,
    cached: Callable[[str], SearchPage | None],
    ask: Callable[[list[str]], SearchPage],
) -> dict[str, SearchPage]:
    """Entry id -> the page of a search that OR-ed its title with others: an earlier run's, from the cache, for a
    title asked so before (the cache keeps each title's part), else one request for the other titles together.
    A title left alone gets no page (its own query serves it, as without batching). When the request fails, the
    entries it asked for record the failure (they are asked again on the next run)."""
    pages: dict[str, SearchPage] = {}
    rest = []
    for entry in entries:
        if (page := cached(entry.title)) is not None:
            pages[entry.id] = page
        else:
            rest.append(entry)
    if len(rest) > 1:
        try:
            page = ask([entry.title for entry in rest])
        except HttpError as error:
            for entry in rest:
                findings[entry.id].fail(source, error)
            return pages
        pages.update(dict.fromkeys((entry.id for entry in rest), page))
    return pages


def _search_dblp_shorter(entry: Entry, dblp: DblpClient) -> list[SourceRecord]:
    """dblp wants every query word in the record, so a list that rewords the end of a title finds nothing; its
    first words (usually the system name and what it is) find the record, which the matcher then judges."""
    if len(dblp_query(entry.title).split()) <= DBLP_SHORT_QUERY_WORDS:
        return []
    return dblp.search(entry.title, hits=DBLP_HITS, max_words=DBLP_SHORT_QUERY_WORDS)


def _match_s2(
    ready: _Handoff,
    findings: dict[str, Findings],
    s2: S2Client | None,
    progress: ProgressCallback | None,
    then: _Handoff,
    through: _Through,
    awaited: set[str],
    batch: int = 1,
) -> None:
    """S2's title match for entries neither the list's ids nor an accepted dblp record identify (none when S2 is
    switched off: the entries only pass on to the arXiv worker), ``batch`` titles to a bulk search
    (``_ask_s2_titles``). An entry dblp identifies is looked up by that identifier in a batch of S2_LINK_BATCH such
    entries, while dblp still searches: the title matches that follow an identifier S2 does not know are then
    spread over the run instead of queuing at its end. An identified entry passes on before its batch is asked;
    it is through S2's part of the relay once it is, or, when S2 did not know its identifier, once its title match
    that follows is asked, with the titles of the next bulk search (``unknown``) rather than in one of its own.
    ``awaited``: the ids of the entries S2 may still ask about (not settled by the list's ids); once the last of
    them has come, the batches not yet full are asked, while dblp still searches the entries that leave S2 nothing
    to do (``dblp_turn``)."""
    identified: list[tuple[Entry, str]] = []
    titled: list[Entry] = []
    unknown: list[Entry] = []  # identified, passed on already, whose identifier S2 did not know
    failed = 0
    awaited = set(awaited)

    def passed(entries: Sequence[Entry], *, asked: bool) -> None:
        nonlocal failed
        for entry in entries:
            _pass_on(entry, findings[entry.id], then, through)
            failed += "s2" in findings[entry.id].failures
            if asked:
                through.mark(entry)

    def ask_titled(*, full_only: bool = False) -> None:
        """The queued titles (``full_only``: as many as fill bulk searches, the rest waiting for more)."""
        nonlocal titled, unknown
        queued = [*unknown, *titled]
        asking = queued[: len(queued) - len(queued) % batch] if full_only else queued
        if s2 and asking:
            then.send()  # what S2 is done with goes on before S2 is asked again
            _ask_s2_titles_in_batches(asking, findings, s2, batch)
        asked = {entry.id for entry in asking}
        passed([entry for entry in titled if entry.id in asked], asked=True)
        for entry in unknown:
            if entry.id in asked:
                through.mark(entry)
        titled = [entry for entry in titled if entry.id not in asked]
        unknown = [entry for entry in unknown if entry.id not in asked]

    def ask_identified() -> None:
        nonlocal identified
        by_title: list[Entry] = []
        if s2 and identified:
            then.send()
            by_title, _ = _ask_s2_links_only(identified, findings, s2, titles=True)
        unknown.extend(by_title)
        waiting = {entry.id for entry in by_title}
        for entry, _ in identified:
            if entry.id not in waiting:
                through.mark(entry)
        identified = []

    done = 0
    try:
        for arrived in ready.arrivals():
            # The arrival that brings the last entries S2 may ask about: their identifiers go in one last batch,
            # asked before the titles, rather than a full batch and a last one, S2's last requests.
            last = awaited <= {entry.id for entry in arrived}
            for entry in arrived:
                done += 1
                found = findings[entry.id]
                link, queued = None, False
                if s2 and not s2_settled(entry, found):
                    # dblp's record, taken now: the arXiv worker may add records to the entry from then on, and
                    # the identifier asked must not depend on its timing.
                    if link := anchor_link(picks_of(entry, found), with_preprint=False):
                        identified.append((entry, link))
                    else:
                        titled.append(entry)
                        queued = True
                if len(identified) == S2_LINK_BATCH and not last:
                    ask_identified()
                if len(titled) + len(unknown) >= batch:
                    ask_titled(full_only=True)
                if not queued:
                    passed([entry], asked=link is None)
                awaited.discard(entry.id)
                if progress:
                    progress("s2", done, ready.expected(), failed)
            # A title waits for a fuller bulk search only while more of dblp's answers are at hand (S2 fell
            # behind): once caught up, it is asked, as the arXiv worker waits for it and S2 has time to spare
            # between dblp's answers. Identifiers wait for a fuller batch while entries S2 may ask about are still
            # to come; the last batch is asked before the titles, so that the titles of the identifiers S2 does not
            # know go with them.
            if not awaited:
                ask_identified()
            if not ready.at_hand() or not awaited:
                ask_titled()
            if not awaited and not then.unheld:
                then.last_expected()  # the identified entries went on before their batch
            then.send()
    finally:
        then.close()
    ask_identified()
    ask_titled()


def _ask_s2_titles(
    entries: Sequence[Entry],
    findings: dict[str, Findings],
    s2: S2Client,
    *,
    batched: bool,
    own_query: Callable[[Entry], bool] = lambda entry: True,
) -> None:
    """S2's title match for each entry; when ``batched``, a bulk search of the titles first (``"A" | "B"``,
    ``_batched_pages``): an entry takes the hits whose title holds its own as a phrase when the matcher accepts one
    of them, and only an entry the bulk search leaves unsettled (no such hit accepted, or a page with more to come)
    gets its own title match. When its hits hold records of the title but the matcher accepts none (S2 holds
    several same-titled records, of other versions and years), S2's relevance search shows the others, as after a
    title match the matcher rejects. An entry ``own_query`` refuses gets neither: the bulk search's hits only."""
    pages = _batched_pages(entries, findings, "s2", s2.batched_answer, s2.search_titles) if batched else {}
    for entry in entries:
        found = findings[entry.id]
        if "s2" in found.failures:
            continue
        page = pages.get(entry.id)
        mine = [record for record in page.records if has_title_phrase(entry.title, record.title)] if page else []
        if not (page and page.complete and mine):
            if own_query(entry):
                _ask_s2_title(entry, found, s2)
            continue
        found.s2.extend(mine)
        if not s2_settled(entry, found) and own_query(entry):
            found.s2_title_asked = True
            try:
                _add_s2_search(entry, found, s2)
            except HttpError as error:
                found.fail("s2", error)


def _pass_on(entry: Entry, found: Findings, then: _Handoff, through: _Through) -> None:
    """To the arXiv worker, unless a record (or the list) already gives the entry's arXiv id, or the arXiv worker
    searches nothing anyway: picking is the costliest step here, not worth taking for nobody. An entry not passed
    is through arXiv's part of the relay; the arXiv ids its records name are noted for the arXiv worker to ask
    along with its next title search (``then.id_check``)."""
    if then.searched:
        picks = picks_of(entry, found)
        if to_arxiv_search(entry, picks):
            then.put(entry)
            return
        if then.id_check:
            then.id_check.note(arxiv_ids_to_confirm(entry, found, picks))
    then.skip()
    through.mark(entry)


def _match_s2_with_mirror(
    ready: _Handoff,
    findings: dict[str, Findings],
    s2: S2Client | None,
    progress: ProgressCallback | None,
    then: _Handoff,
    through: _Through,
    titles: bool,
    title_batch: int = 1,
) -> None:
    """S2 by identifier first, by title only for entries the mirror did not place (and, with titles searched in
    batches, for placed entries no identifier reaches, ``_MirrorRelay._ask_unlinked``). An entry an accepted record
    identifies is looked up by that identifier; the others (and those whose identifier S2 does not know) by the
    identifiers of the mirror's candidate records (``_ask_s2_by_candidates``), both in batches as large as S2
    takes. Only an entry the mirror did not place, and that no record S2 returned settles, gets S2's title match
    (none with ``titles`` off: mirror = "only"). Entries pass on to the arXiv worker once S2 has answered for them.
    """
    relay = _MirrorRelay(findings, s2, then, through, titles, title_batch)
    try:
        for done, entry in enumerate(ready, 1):
            relay.add(entry)
            then.send()
            if progress:
                progress("s2", done, ready.expected(), relay.failed)
        relay.flush()
    finally:
        then.close()


class _MirrorRelay:
    """The S2 worker's queues with a mirror: entries with an identifier to look up, and entries to look up by their
    mirror candidates' identifiers; each is asked for once it fills a batch request, and at the end."""

    def __init__(
        self,
        findings: dict[str, Findings],
        s2: S2Client | None,
        then: _Handoff,
        through: _Through,
        titles: bool,
        title_batch: int,
    ) -> None:
        self.findings, self.s2, self.then, self.through = findings, s2, then, through
        self.titles, self.title_batch = titles, title_batch
        self.identified: list[tuple[Entry, str]] = []
        self.unlinked: list[Entry] = []
        self.unlinked_ids = 0  # the S2 ids the unlinked entries' candidates would be looked up by
        self.failed = 0

    def add(self, entry: Entry) -> None:
        found = self.findings[entry.id]
        if self.s2 is None or s2_settled(entry, found):
            self._pass_on(entry)
        # The arXiv records came from the mirror before the relay began (no timing to depend on): an accepted
        # preprint's id serves when dblp's record names none.
        elif link := anchor_link(picks_of(entry, found), with_preprint=True):
            self.identified.append((entry, link))
            if len(self.identified) == S2_BATCH_LIMIT:
                self._ask_identified()
        else:
            self._queue_unlinked(entry)

    def flush(self) -> None:
        self._ask_identified()
        self._ask_unlinked()

    def _queue_unlinked(self, entry: Entry) -> None:
        self.unlinked.append(entry)
        self.unlinked_ids += len(_mirror_links(self.findings[entry.id]))
        if self.unlinked_ids >= S2_BATCH_LIMIT:
            self._ask_unlinked()

    def _ask_identified(self) -> None:
        if not self.identified or self.s2 is None:
            return
        asked, self.identified = self.identified, []
        unreached = {entry.id for entry in _ask_s2_links(asked, self.findings, self.s2, titles=False)}
        for entry, _ in asked:
            if entry.id in unreached:
                self._queue_unlinked(entry)
            else:
                self._pass_on(entry)

    def _ask_unlinked(self) -> None:
        if not self.unlinked or self.s2 is None:
            return
        asked, self.unlinked, self.unlinked_ids = self.unlinked, [], 0
        _ask_s2_by_candidates(asked, self.findings, self.s2)
        batched = self.title_batch > 1
        unsettled = [
            entry
            for entry in asked
            if s2_title_share(entry, self.findings[entry.id], titles=self.titles, batched=batched)
        ]
        for start in range(0, len(unsettled), self.title_batch):
            group = unsettled[start : start + self.title_batch]
            _ask_s2_titles(group, self.findings, self.s2, batched=batched, own_query=self._own_query)
        for entry in asked:
            self._pass_on(entry)

    def _own_query(self, entry: Entry) -> bool:
        return own_title_query(self.findings[entry.id])

    def _pass_on(self, entry: Entry) -> None:
        found = self.findings[entry.id]
        self.failed += "s2" in found.failures
        _pass_on(entry, found, self.then, self.through)
        self.through.mark(entry)


def _ask_s2_title(entry: Entry, found: Findings, s2: S2Client) -> None:
    """S2's title match; when it names a record the matcher rejects (S2 picks one of several same-titled records,
    a journal extension or another year's paper as often as the right one), S2's relevance search shows the
    others, at the cost of one more request for such an entry only."""
    found.s2_title_asked = True
    try:
        record = s2.match(entry.title)
        if record is not None:
            found.s2.append(record)
            if not s2_settled(entry, found):
                _add_s2_search(entry, found, s2)
    except HttpError as error:
        found.fail("s2", error)


def _add_s2_search(entry: Entry, found: Findings, s2: S2Client) -> None:
    """The records of S2's relevance search for the title that the entry does not hold yet. Raises HttpError."""
    known = {record.s2_paper_id for record in found.s2}
    found.s2.extend(r for r in s2.search(entry.title, limit=S2_SEARCH_RESULTS) if r.s2_paper_id not in known)


def _search_arxiv_titles(
    ready: _Handoff,
    findings: dict[str, Findings],
    arxiv: ArxivClient | None,
    progress: ProgressCallback | None,
    through: _Through,
    batch: int = 1,
    early: _EarlyIdCheck | None = None,
) -> None:
    """arXiv's title search for each entry no record gives an arXiv id for: it finds the preprint of a resolved
    paper, and the paper itself when only arXiv knows it. ``batch`` titles go into one OR-ed query
    (``_ask_arxiv_titles``), with the arXiv ids ``early`` holds that no query asked yet. With arXiv switched off,
    the entries pass unasked. Progress ends with done = total once: when the last entry came before S2 had decided
    about the rest, the total shown was still larger, and the end is reported when the handoff closes."""
    done, total, failed = 0, 0, 0
    waiting: list[Entry] = []

    def ask_waiting() -> None:
        nonlocal failed, done
        if arxiv is not None:
            failed += _ask_arxiv_titles(waiting, findings, arxiv, batched=batch > 1, early=early)
        done += len(waiting)
        for entry in waiting:
            through.mark(entry)

    for arrived in ready.arrivals():
        for entry in arrived:
            waiting.append(entry)
            if len(waiting) < batch and arxiv is not None:
                continue
            ask_waiting()
            waiting = []
            if progress and arxiv is not None:
                total = ready.expected()
                progress("arxiv", done, total, failed)
        # S2 is done with every entry it expects to pass on: the titles held for a fuller query go now, while dblp
        # searches the entries that leave arXiv nothing to search.
        if waiting and ready.unheld and arxiv is not None:
            ask_waiting()
            waiting = []
    if waiting:
        ask_waiting()
    if progress and arxiv is not None and (done < total or waiting):
        progress("arxiv", done, done, failed)


def _ask_arxiv_titles(
    entries: Sequence[Entry],
    findings: dict[str, Findings],
    arxiv: ArxivClient,
    *,
    batched: bool,
    early: _EarlyIdCheck | None = None,
) -> int:
    """arXiv's title search for the entries, in one OR-ed phrase query when ``batched`` (``_batched_pages``): an
    entry takes the hits that hold its title as a phrase, the same records its own query returns, unless its
    phrase drew more hits than its own query keeps (the most relevant ARXIV_SEARCH_RESULTS) or the page left hits
    out: such an entry gets its own query. Returns the number of entries whose search failed."""
    ask = _arxiv_batch(arxiv, early)
    pages = _batched_pages(entries, findings, "arxiv", arxiv.batched_answer, ask) if batched else {}
    failed = sum("arxiv" in findings[entry.id].failures for entry in entries)
    for entry in entries:
        found = findings[entry.id]
        if "arxiv" in found.failures:
            continue
        page = pages.get(entry.id)
        mine = [record for record in page.records if has_title_phrase(entry.title, record.title)] if page else []
        if page and page.complete and len(mine) <= ARXIV_SEARCH_RESULTS:
            found.arxiv.extend(mine)
            continue
        try:
            found.arxiv.extend(arxiv.search_title(entry.title, max_results=ARXIV_SEARCH_RESULTS))
        except HttpError as error:
            found.fail("arxiv", error)
            failed += 1
    return failed


def _arxiv_batch(arxiv: ArxivClient, early: _EarlyIdCheck | None) -> Callable[[list[str]], SearchPage]:
    """One OR-ed query for the titles, with the ids ``early`` holds that no query asked yet."""

    def ask(titles: list[str]) -> SearchPage:
        ids = early.pending() if early else []
        page = arxiv.search_titles(titles, max_results=len(titles) * ARXIV_BATCH_RESULTS_PER_TITLE, ids=ids)
        if early:
            early.answered(ids, page.records)
        return page

    return ask


class _EarlyIdCheck:
    """arXiv ids the closing id check would ask that are known while the relay runs, asked along with arXiv's
    batched title searches instead (``ids_with_titles``): the ids the list's own ids lead to before the relay,
    and those the S2 worker notes of each entry it does not pass on to arXiv. The arXiv worker asks them; the
    closing check takes their records from here and asks only the ids no title search carried.
    An id whose query failed is left to the closing check."""

    def __init__(self) -> None:
        self._noted: dict[str, None] = {}
        self._lock = threading.Lock()
        self.asked: set[str] = set()
        self.records: dict[str, SourceRecord] = {}  # by arXiv id, for the ids asked that arXiv knows

    def note(self, ids: Iterable[str]) -> None:
        with self._lock:
            self._noted.update(dict.fromkeys(ids))

    def pending(self) -> list[str]:
        """Ids noted and not asked yet, at most as many as an id_list request holds."""
        with self._lock:
            return [arxiv_id for arxiv_id in self._noted if arxiv_id not in self.asked][:ARXIV_ID_CHUNK]

    def answered(self, ids: Sequence[str], records: Iterable[SourceRecord]) -> None:
        asked = set(ids)
        self.records.update({record.arxiv_id: record for record in records if record.arxiv_id in asked})
        self.asked |= asked


def _confirm_arxiv_ids(
    wanted: Mapping[str, set[str]],
    arxiv: ArxivClient,
    answers_to: dict[str, Findings],
    early: _EarlyIdCheck | None = None,
) -> None:
    """One id_list request confirms the arXiv ids accepted records (or the list) name and fills abstracts
    (``wanted``: entry id -> ids; ``arxiv_ids_to_confirm``: not those a title search already brought back), but
    for the ids ``early`` asked along with a title search, whose records are in hand. The records (or the
    failure) go to each entry's findings in ``answers_to``."""
    ids: dict[str, list[str]] = {}
    for entry_id, entry_ids in wanted.items():
        for arxiv_id in sorted(entry_ids):
            ids.setdefault(arxiv_id, []).append(entry_id)
    asked = early.asked if early else set()
    late = {arxiv_id: entry_ids for arxiv_id, entry_ids in ids.items() if arxiv_id not in asked}
    records = {arxiv_id: record for _, arxiv_id, record in _batch_answers(answers_to, late, "arxiv", arxiv.by_ids)}
    if early:
        records.update(early.records)
    for arxiv_id, asking in sorted(ids.items()):
        if record := records.get(arxiv_id):
            for entry_id in asking:
                answers_to[entry_id].arxiv.append(record)


def _search_openalex(
    entries: Sequence[Entry], findings: dict[str, Findings], openalex: OpenAlexClient, progress: ProgressCallback | None
) -> None:
    """One OpenAlex title search per entry no source found a record for (and none is ambiguous about)."""
    lonely = [entry for entry in entries if found_nothing(found := findings[entry.id], picks_of(entry, found))]
    failed = 0
    for done, entry in enumerate(lonely, 1):
        _ask_openalex_title(entry, findings[entry.id], openalex)
        failed += "openalex" in findings[entry.id].failures
        if progress:
            progress("openalex", done, len(lonely), failed)


def _search_openalex_descriptions(
    entries: Sequence[Entry], findings: dict[str, Findings], openalex: OpenAlexClient
) -> None:
    """A title search for each found paper OpenAlex can be reached in by no identifier (a published paper without
    a DOI) and whose abstract or citation count S2 did not give, at most OPENALEX_DESCRIBE_SEARCHES per run: the
    work found gives them (and the arXiv id of the preprint OpenAlex links), when it is the same work."""
    wanted = [
        entry for entry in entries if undescribed_without_id(entry, found := findings[entry.id], picks_of(entry, found))
    ]
    for entry in wanted[:OPENALEX_DESCRIBE_SEARCHES]:
        _ask_openalex_title(entry, findings[entry.id], openalex)


def _ask_openalex_title(entry: Entry, found: Findings, openalex: OpenAlexClient) -> None:
    found.openalex_title_asked = True
    try:
        found.openalex = openalex.search_title(entry.title, limit=OPENALEX_SEARCH_RESULTS)
    except HttpError as error:
        found.fail("openalex", error)


def _ask_second_opinions(
    entries: Sequence[Entry],
    findings: dict[str, Findings],
    clients: Clients,
    source: SourceName,
    progress: ProgressCallback | None,
) -> int:
    """One title query for each entry that still lacks what a registry may hold (``second_opinion_wanted``):
    to Crossref, whose polite pool is generous, else (Crossref switched off) to OpenAlex, whose keyless allowance is
    a hundred searches a day, not asked again for an entry it already searched. Entries left ambiguous or unresolved
    come first; at most SECOND_OPINION_QUERIES per run, those asked while the relay ran (``_Through``) included.
    Returns the number of entries asked (their queries sent or answered from the cache)."""
    early = [entry for entry in entries if findings[entry.id].second_opinion]
    why = {
        entry.id: second_opinion_wanted(entry, findings[entry.id], source, picks_of(entry, findings[entry.id]))
        for entry in entries
        if not findings[entry.id].second_opinion
    }
    wanted = [entry for reason in ("undecided", "doi") for entry in entries if why.get(entry.id) == reason]
    asked = wanted[: SECOND_OPINION_QUERIES - len(early)]
    failed = sum(source in findings[entry.id].failures for entry in early)
    for done, entry in enumerate(asked, len(early) + 1):
        found = findings[entry.id]
        _ask_second_opinion(entry, found, clients, source)
        failed += source in found.failures
        if progress:
            progress(source, done, len(early) + len(asked), failed)
    if wanted or early:
        log.info(
            "resolve: %d second-opinion title queries to %s (at most %d a run); %d left for a later run",
            len(early) + len(asked),
            source,
            SECOND_OPINION_QUERIES,
            len(wanted) - len(asked),
        )
    return len(early) + len(asked)


def _ask_crossref_early(through: _Through, findings: dict[str, Findings], clients: Clients) -> None:
    """Crossref's part while dblp, S2 and arXiv still pace the others (``_Through.ready``), as Crossref is idle
    until the relay ends otherwise: the second opinions of the entries the relay is done with, and their DOIs, as
    they stand once the second opinion (if any) is in, confirmed as soon as they fill a batch request. The rest are
    confirmed at the end, and so is a DOI the arXiv id check changes (a journal DOI of an arXiv record)."""
    source = through.run.second_opinion
    unconfirmed: dict[str, list[str]] = {}
    for arrived in through.ready.arrivals():
        for entry in arrived:
            found = findings[entry.id]
            if source and entry.id in through.wanting:
                _ask_second_opinion(entry, found, clients, source)
            if clients.crossref:
                picks = picks_of(entry, found)
                if doi := _doi_to_confirm(picks, merged_record(entry, picks, found).doi):
                    unconfirmed.setdefault(doi, []).append(entry.id)
        if clients.crossref and len(unconfirmed) >= CROSSREF_BATCH_LIMIT:
            batch = dict(list(unconfirmed.items())[:CROSSREF_BATCH_LIMIT])
            _confirm_dois(batch, findings, clients.crossref, progress=None)
            unconfirmed = {doi: ids for doi, ids in unconfirmed.items() if doi not in batch}


def _doi_to_confirm(picks: Picks, doi: str | None) -> str | None:
    """The merged record's DOI, for Crossref to confirm: not one Crossref's own title query gave, whose record was
    checked against the accepted one already."""
    return None if from_crossref(picks, doi) else doi


def _ask_second_opinion(entry: Entry, found: Findings, clients: Clients, source: SourceName) -> None:
    found.second_opinion = source
    if source == "crossref" and clients.crossref:
        _ask_crossref_title(entry, found, clients.crossref)
    elif clients.openalex:
        _ask_openalex_title(entry, found, clients.openalex)


def _ask_crossref_title(entry: Entry, found: Findings, crossref: CrossrefClient) -> None:
    """Crossref's bibliographic query with the title, the first author the accepted records name and the year;
    then, for an entry that neither it nor any other source placed, with the list's line itself (``line_query``)
    when the line says more than the title: the title may be cut short or polluted, and a bibliographic query
    takes a whole citation. Its records are judged by the same rules (enrich.resolve.similarity.title_on_the_line
    lets a record's title found whole on the line count as the title)."""
    picks = picks_of(entry, found)
    merged = merged_record(entry, picks, found)
    try:
        found.crossref_found = crossref.search_bibliographic(
            merged.title or entry.title,
            first_author=merged.authors[0].name if merged.authors else None,
            year=merged.year or entry.year,
            rows=CROSSREF_QUERY_ROWS,
        )
        line = line_query(entry)
        if picks.records() or picks_of(entry, found).records() or title_key(line) == title_key(entry.title):
            return
        found.crossref_found += crossref.search_bibliographic(line, rows=CROSSREF_QUERY_ROWS)
    except HttpError as error:
        found.fail("crossref", error)


def line_query(entry: Entry) -> str:
    """The list's own line as a citation: its text without link targets, addresses and markup, the year added
    when the line states it elsewhere (a heading, a column)."""
    raw = entry.occurrences[0].raw
    text = _URL.sub(" ", _LINK_TARGET.sub("]", raw))
    year = str(entry.year) if entry.year and str(entry.year) not in text else ""
    return f"{text} {year}".strip()


def _link_openalex(
    picks: dict[str, Picks], dois: dict[str, str | None], findings: dict[str, Findings], openalex: OpenAlexClient
) -> None:
    """OpenAlex's work for the DOI of each entry whose S2 record gave no abstract or citation count (S2 missing,
    down, or silent on them), in batches of 50 DOIs; for a paper known only as a preprint, its preprint work by
    arXiv id. Not for a paper OpenAlex's title search already found."""
    by_doi: dict[str, list[str]] = {}
    by_arxiv_id: dict[str, list[str]] = {}
    for entry_id, doi in dois.items():
        entry_picks = picks[entry_id]
        if entry_picks.openalex is not None or not lacks_s2_description(entry_picks):
            continue
        if doi:
            by_doi.setdefault(doi, []).append(entry_id)
        elif arxiv_id := preprint_only_id(entry_picks):
            by_arxiv_id.setdefault(arxiv_id, []).append(entry_id)
    for entry_id, _, work in _batch_answers(findings, by_doi, "openalex", openalex.by_dois):
        findings[entry_id].openalex_linked = work
    for entry_id, _, work in _batch_answers(findings, by_arxiv_id, "openalex", openalex.by_arxiv_ids):
        findings[entry_id].openalex_linked = work


def _batch_answers(
    findings: dict[str, Findings],
    wanted: dict[str, list[str]],
    source: SourceName,
    ask: Callable[[list[str]], Mapping[str, T]],
) -> Iterator[tuple[str, str, T]]:
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


def _confirm_dois(
    wanted: dict[str, list[str]],
    findings: dict[str, Findings],
    crossref: CrossrefClient,
    progress: ProgressCallback | None,
) -> None:
    """Crossref's record of each DOI merged records carry (``wanted``: DOI -> entry ids), asked once the other
    sources have named them, so the DOIs go in batches of 50 (cached 30 days) rather than one request each."""
    for entry_id, doi, record in _batch_answers(findings, wanted, "crossref", crossref.works):
        findings[entry_id].crossref[doi] = record
    if wanted and progress:
        failed = sum(
            any("crossref" in findings[entry_id].failures for entry_id in entry_ids) for entry_ids in wanted.values()
        )
        progress("crossref", len(wanted), len(wanted), failed)
