"""What the sources said about each entry (Findings), the sources a night may ask (Clients), and the records
taken from them (Picks): the data the resolve steps pass along.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from enrich.models import (
    Candidate,
    Entry,
    Provenance,
    SourceName,
    SourceRecord,
)
from enrich.net.http import HttpError
from enrich.resolve.versions import classify_version
from enrich.sources.arxiv import ArxivClient
from enrich.sources.crossref import CrossrefClient
from enrich.sources.dblp import DblpClient
from enrich.sources.openalex import OpenAlexClient
from enrich.sources.s2 import S2Client


@dataclass(frozen=True)
class MirrorAccess:
    """A local mirror of some sources (enrich.mirror), as resolve uses it: candidate records for many entries at
    once, from stores on disk, each record naming its mirror and release in ``origin``.

    ``sources`` are the mirrored sources: with an arXiv store, no arXiv title search is sent (the store is arXiv's
    whole listing, so a title it does not hold is the answer); with a dblp store, only entries it cannot place
    are searched in dblp (a paper newer than the release). ``only``: no title search to any service at all;
    lookups by identifier (abstracts, citation counts, the DOI registry) still run.

    ``preprints_by``: for (first author, year) pairs, the mirror's records with an arXiv id by that first author
    near that year; their ids lead to S2's record of a paper whose preprint has another title.

    ``release``: called once the last of those queries has answered, so that the stores are closed before the
    papers are built (DuckDB's cache of the store files, hundreds of MB, is not held meanwhile).
    """

    candidates: Callable[[Sequence[tuple[str, int | None]]], list[list[SourceRecord]]]
    sources: frozenset[SourceName]
    only: bool = False
    preprints_by: Callable[[Sequence[tuple[str, int | None]]], list[list[SourceRecord]]] | None = None
    release: Callable[[], None] = lambda: None


@dataclass
class Clients:
    """One client per source; None for a source the configuration switches off."""

    dblp: DblpClient
    s2: S2Client | None
    arxiv: ArxivClient | None
    openalex: OpenAlexClient | None = None
    crossref: CrossrefClient | None = None
    s2_keyed: bool = False  # an S2 API key is configured: S2's batch is the first choice for citation counts
    # An OpenAlex key is configured. Without one OpenAlex is asked only by identifier (its DOI and arXiv-id filters,
    # 50 a request, which a keyless client may still send): its title searches are priced per call since
    # 2026-02-13, and the keyless allowance is a few hundred lookups a day.
    openalex_keyed: bool = True
    mirror: MirrorAccess | None = None  # a local mirror of dblp and/or arXiv, asked before any service
    # Titles OR-ed into one arXiv or S2 title search (Settings.title_batch); 1 asks one title per request.
    title_batch: int = 1


@dataclass
class Findings:
    """What the sources said about one entry this run."""

    dblp: list[SourceRecord] = field(default_factory=list)
    s2: list[SourceRecord] = field(default_factory=list)  # found by title, or by an id the list gives
    # S2's record for an identifier of an accepted record ("DOI:…", "ARXIV:…"; None: S2 does not know it)
    s2_by_link: dict[str, SourceRecord | None] = field(default_factory=dict)
    s2_title_asked: bool = False
    # The mirror's records settle the entry (resolve.plan.mirror_asks): no service is asked its title.
    placed_by_mirror: bool = False
    # The mirror's preprints by the first author of the record it placed, when no record names an arXiv id: asked
    # of S2 by their ids (a preprint under another title reaches the paper's S2 record), never judged as preprints.
    mirror_preprints: list[SourceRecord] = field(default_factory=list)
    arxiv: list[SourceRecord] = field(default_factory=list)
    openalex: list[SourceRecord] = field(default_factory=list)  # found by title, when no other source found it
    openalex_linked: SourceRecord | None = None  # reached through the DOI (or a preprint's arXiv id) of an accepted
    # record
    openalex_title_asked: bool = False
    crossref: dict[str, SourceRecord | None] = field(default_factory=dict)  # DOI -> its record (None: unknown)
    crossref_found: list[SourceRecord] = field(default_factory=list)  # its title query's works (a second opinion)
    second_opinion: SourceName | None = None  # the source asked for a second opinion by title, if any
    failures: dict[SourceName, str] = field(default_factory=dict)
    # The picks last taken on these findings, with what they were taken on (resolve.pick.picks_of).
    picked: tuple[object, Picks] | None = field(default=None, repr=False, compare=False)

    def fail(self, source: SourceName, error: HttpError) -> None:
        self.failures[source] = error.reason

    def answers(self) -> tuple[object, ...]:
        """What pick() reads (PICK_READS), as it stands now: the picks taken on an equal tuple are the same."""
        return tuple(_as_it_stands(getattr(self, name)) for name in PICK_READS)


# The fields of Findings that pick() reads: the records, the answers by identifier and the failures. The others (what
# was asked, what Crossref says of a DOI) decide whom to ask or what to build, never which record is taken.
PICK_READS = ("dblp", "s2", "s2_by_link", "arxiv", "openalex", "openalex_linked", "crossref_found", "failures")


def _as_it_stands(value: object) -> object:
    """A copy of a list or dict that later appends do not reach (records themselves are never changed in place)."""
    if isinstance(value, list):
        return tuple(value)
    if isinstance(value, dict):
        return tuple(value.items())
    return value


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
        if main:
            return main
        if self.openalex:
            return [self.openalex]
        if self.crossref:
            return [self.crossref]
        if self.arxiv is None or {"dblp", "s2"} & set(failed):
            return []
        return [self.arxiv]

    def records(self) -> dict[Provenance, SourceRecord]:
        return {c.record.source: c.record for c in (self.dblp, self.s2, self.arxiv, self.openalex, self.crossref) if c}

    def published_anchor(self) -> Candidate | None:
        """The accepted record of the published version (dblp's, S2's or OpenAlex's), which a DOI found by title
        must agree with; None for a paper known only as a preprint."""
        return next(
            (c for c in (self.dblp, self.s2, self.openalex) if c and classify_version(c.record) == "published"), None
        )

    def trusted_ids(self) -> set[str]:
        """arXiv ids named by accepted records: a preprint reached through one is the same work by identity."""
        return {c.record.arxiv_id for c in (self.dblp, self.s2) if c and c.record.arxiv_id}


def seed_key(entry: Entry) -> str:
    """A digest of what the list says about an entry: an edited entry gets a new key and is searched again, and so
    does an entry given an identifier (a link on its line, or a pin). A dblp key joins the digest only when there is
    one, so the keys of entries without one stay those earlier runs recorded."""
    seen = [(o.seed_title, o.seed_year, o.seed_venue) for o in entry.occurrences]
    said = [entry.title, entry.year, entry.venue, entry.doi, entry.arxiv_id, seen]
    payload = json.dumps(said + ([entry.dblp_key] if entry.dblp_key else []), ensure_ascii=False)
    return hashlib.sha1(payload.encode("utf-8")).hexdigest()[:16]
