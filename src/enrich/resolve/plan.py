"""Which sources are asked about an entry, and why: the decisions of resolve.gather, apart from the threads and
batches that carry them out. Every function here is pure: it reads an entry, what the sources said about it so
far (its Findings) and the entry's picks (resolve.pick.picks_of: taken once per state of the findings, whichever
step reads them), and asks nothing.

Three moments decide:
- the run (``run_asks``): which kinds of title search the configured clients and the mirror allow at all;
- the mirror's answer (``mirror_asks``): whether the mirror places the entry, whose preprints the mirror is asked
  for, and whether dblp still searches its title;
- each later step of gather (the relay's handoffs, the closing S2 batch, the arXiv id check, OpenAlex's searches,
  the second opinion), by one predicate each, read when that step begins: the findings change between steps, and
  an entry is picked again only when a source's answer changed them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from enrich import venues
from enrich.models import Entry, SourceName, SourceRecord
from enrich.resolve.decide import decide
from enrich.resolve.findings import Clients, Findings, Picks
from enrich.resolve.merge import merge_fields
from enrich.resolve.pick import is_accepted, s2_link
from enrich.resolve.versions import classify_version, publisher_doi

SecondOpinion = Literal["undecided", "doi"]


@dataclass(frozen=True)
class RunAsks:
    """The title searches a run sends at all, from the clients present and the mirror's mode."""

    titles: bool  # any title search to a service (none with mirror = "only")
    arxiv_titles: bool  # arXiv's title search (not with an arXiv store: its listing is the answer)
    openalex_titles: bool  # OpenAlex's title searches (priced: only with a key)
    second_opinion: SourceName | None  # where the second-opinion title queries go, if anywhere


def run_asks(clients: Clients) -> RunAsks:
    mirror = clients.mirror
    titles = not (mirror and mirror.only)
    arxiv_titles = clients.arxiv is not None and not (mirror and (mirror.only or "arxiv" in mirror.sources))
    openalex_titles = clients.openalex is not None and clients.openalex_keyed and titles
    second_opinion: SourceName | None = None
    if titles and clients.crossref:
        second_opinion = "crossref"
    elif openalex_titles:
        second_opinion = "openalex"
    return RunAsks(titles, arxiv_titles, openalex_titles, second_opinion)


def title_searched(entries: Iterable[Entry]) -> list[Entry]:
    """The entries whose titles are queries, for every title search a run sends (the mirror's candidates, dblp,
    S2's title match, arXiv, OpenAlex): the one place that chooses them, so that each step searches only the
    entries it is given. Not an entry the list gives by no title (``Entry.gives_no_title``): that "title" is an
    address or a titleless citation, which no source holds a paper under, so every search for it is a wasted request
    and a cached answer of nothing. Such an entry is resolved by the identifier the list gives (its DOI or arXiv id,
    looked up in S2's batch and confirmed by arXiv and Crossref like any list's identifier); once an accepted
    record gives the paper's own title, a second opinion may search by that (``second_opinion_wanted``)."""
    return [entry for entry in entries if not entry.gives_no_title]


@dataclass(frozen=True)
class Asks:
    """What the mirror's candidates leave to ask about one entry, decided once, before the relay begins."""

    placed_by_mirror: bool  # the mirror's records settle the entry: no service is asked its title
    # The record whose first author's preprints the mirror is asked for (a placed paper no accepted record names
    # an arXiv id or publisher DOI for), or None.
    preprints_of: SourceRecord | None
    dblp_search: bool  # dblp still searches the entry's title
    why: str  # the reason dblp is searched or not, for tests and logs


def mirror_asks(entry: Entry, found: Findings, picks: Picks, *, only: bool, dblp_store: bool) -> Asks:
    """The entry's plan once the mirror's candidates (and the S2 records of the ids the list gives) are in.

    Placed: an accepted dblp record (the published version, or the CoRR copy when that is all dblp has), or an
    accepted arXiv record for a paper only arXiv has. With a mirror, dblp is searched only for an entry its dblp
    store has no record close to (a paper newer than the release, or a title the candidate query missed); none with
    ``only``. An entry the store places is not searched, nor one whose title its records match but do not settle
    (two registrations of one paper, the title at another venue): dblp's search would return the same records, and
    the tie is dblp's own, which S2 breaks."""
    placed = picks.dblp is not None or picks.arxiv is not None
    preprints_of = _without_ids(entry, picks) if placed else None
    if only:
        search, why = False, "mirror only"
    elif not dblp_store:
        search, why = True, "no dblp store"
    elif placed:
        search, why = False, "placed by the mirror"
    elif not found.dblp:
        search, why = True, "nothing close in the store"
    elif decide(entry, found.dblp, want="published").outcome == "ambiguous":
        search, why = False, "the store's tie"
    else:
        search, why = True, "not settled by the store"
    return Asks(placed, preprints_of, search, why)


def _without_ids(entry: Entry, picks: Picks) -> SourceRecord | None:
    """The record the mirror placed the entry by, when it names authors but no arXiv id or publisher DOI."""
    if entry.arxiv_id:
        return None
    anchor = picks.dblp or picks.arxiv
    if anchor is None or picks.trusted_ids() or not anchor.record.authors:
        return None
    return None if anchor.record.arxiv_id or publisher_doi(anchor.record) else anchor.record


def s2_settled(entry: Entry, found: Findings) -> bool:
    """A record S2 gave (by an identifier the list names, or by the title) is accepted on its own: S2 is asked
    nothing more about the entry, no identifier and no other search."""
    return is_accepted(entry, found.s2)


def dblp_turn(entry: Entry, found: Findings, picks: Picks) -> tuple[int, int]:
    """When dblp searches the entry in the relay, lowest first. Each dblp answer starts the work of S2, arXiv and
    Crossref on its entries, and the run ends when the last of it ends, so the entries likely to leave the most of
    it go first. An entry S2 already settled by an identifier the list gives (``s2_settled``) leaves S2 nothing to
    do: when no record names its arXiv id it goes first (0), so that arXiv, whose requests are the slowest,
    searches its title at once rather than idle until other entries come through S2; when one does, it goes last
    (2), as after its dblp answer nothing is asked about it but the arXiv id check (its id, known before the relay,
    goes with one of arXiv's title searches: ``ids_with_titles``) and Crossref's part. The others (1) leave
    work that only their dblp answer decides. Within each, newer papers go first: a recent paper's DOI is often
    missing from dblp and S2 (a second opinion for it), and its preprint is found by title more often than by an
    identifier. On seeds/, 12 of the 14 entries given a second opinion are from 2022 or later, 64 of 146 entries."""
    newest_first = -(entry.year or 0)
    if not s2_settled(entry, found):
        return 1, newest_first
    return (0 if to_arxiv_search(entry, picks) else 2), newest_first


def own_title_query(found: Findings) -> bool:
    """The entry gets title queries of its own (S2's title match, its relevance search): not when the mirror placed
    it, whose records name the paper already."""
    return not found.placed_by_mirror


def s2_title_after_link(found: Findings, *, titles: bool) -> bool:
    """S2 did not know the identifier an accepted record names (its record may lack it): its title match follows,
    so the abstract and citation count are not lost to a missing cross-link; not in a run that sends no title query
    (``titles`` off: mirror = "only"), nor for an entry the mirror placed."""
    return titles and own_title_query(found)


def s2_title_share(entry: Entry, found: Findings, *, titles: bool, batched: bool) -> bool:
    """With a mirror, after S2 was asked by the identifiers of the mirror's candidates: no record S2 returned
    settles the entry and its title was not asked. An entry the mirror did not place gets S2's title match; one it
    placed only a share of a bulk search (its title asked with others, no query of its own) when titles are
    ``batched``: the abstract and citation count of a paper no identifier reaches are then S2's still, at a tenth
    of a request."""
    if not titles or found.s2_title_asked or s2_settled(entry, found):
        return False
    return own_title_query(found) or batched


def to_arxiv_search(entry: Entry, picks: Picks) -> bool:
    """The relay passes the entry to arXiv's title search: neither the list nor an accepted record gives its
    arXiv id."""
    return not entry.arxiv_id and not picks.trusted_ids()


def anchor_link(picks: Picks, *, with_preprint: bool) -> str | None:
    """The S2 paper id of dblp's accepted record (its DOI or arXiv id); with ``with_preprint``, of the accepted
    arXiv record when dblp's names none."""
    anchors = (picks.dblp, picks.arxiv) if with_preprint else (picks.dblp,)
    return next((link for anchor in anchors if anchor and (link := s2_link(anchor.record))), None)


def closing_s2_link(found: Findings, picks: Picks) -> str | None:
    """The identifier the closing S2 batch asks for the entry: that of its accepted dblp or arXiv record, when S2
    gave no accepted record and the identifier was not asked already."""
    anchor = picks.dblp or picks.arxiv
    link = s2_link(anchor.record) if anchor else None
    return link if picks.s2 is None and link and link not in found.s2_by_link else None


def ids_with_titles(run: RunAsks, title_batch: int) -> bool:
    """The arXiv ids to confirm known while the relay runs (``arxiv_ids_to_confirm``: of the list's ids and of the
    records dblp and S2 give for entries arXiv does not search) are asked along with arXiv's batched title searches,
    as ``id:`` terms OR-ed into the query, rather than by the closing id check: that check waits one arXiv interval
    (3 s) after the last title search, which comes once dblp's last answers are through S2, and so made the run's
    tail. Only the ids learnt after the last title search are left to it (none on seeds/). Not with one title per
    request (``title_batch`` 1), whose searches are asked as before."""
    return run.arxiv_titles and title_batch > 1


def arxiv_ids_to_confirm(entry: Entry, found: Findings, picks: Picks) -> set[str]:
    """The arXiv ids the accepted records (or the list) name that no arXiv record of the entry holds yet."""
    have = {record.arxiv_id for record in found.arxiv}
    known = picks.trusted_ids() | ({entry.arxiv_id} if entry.arxiv_id else set())
    return known - have


def found_nothing(found: Findings, picks: Picks) -> bool:
    """No source gave an accepted record and none is ambiguous about the entry: OpenAlex searches its title."""
    return not picks.accepted(found.failures) and not picks.ambiguous


def undescribed_without_id(entry: Entry, found: Findings, picks: Picks) -> bool:
    """A found paper OpenAlex can be reached in by no identifier (a published paper without a DOI) and whose
    abstract or citation count S2 did not give: OpenAlex searches its title (unless the mirror placed it)."""
    anchor = picks.dblp or picks.s2
    if found.placed_by_mirror or anchor is None or found.openalex:
        return False
    if not lacks_s2_description(picks):
        return False
    return not merge_fields(entry, picks.records()).doi and classify_version(anchor.record) != "preprint"


def lacks_s2_description(picks: Picks) -> bool:
    """S2 (missing, down, or silent on them) gave no abstract or no citation count: OpenAlex is asked for them."""
    s2 = picks.s2.record if picks.s2 else None
    return s2 is None or s2.abstract is None or s2.citation_count is None


def settled_by_the_relay(entry: Entry, found: Findings, picks: Picks, *, openalex_titles: bool) -> bool:
    """No closing step will ask about the entry once the relay is done with it: no identifier left for the closing
    S2 batch, no arXiv id to confirm, no OpenAlex title search (``openalex_titles``: a run that sends them)."""
    return opinion_ready(entry, found, picks, openalex_titles=openalex_titles) and not arxiv_ids_to_confirm(
        entry, found, picks
    )


def opinion_ready(entry: Entry, found: Findings, picks: Picks, *, openalex_titles: bool) -> bool:
    """Once the relay is done with the entry, what its second opinion is decided on is known: no closing step can
    still change its picks, no identifier being left for the closing S2 batch, nor an OpenAlex title search
    (``openalex_titles``: a run that sends them). Only the arXiv id check may still come: it adds the record of an
    arXiv id an accepted record names already, which confirms that record (the entry was found) and whose abstract
    the S2 record usually gives too; a journal DOI its authors gave arXiv, the one thing it could add that a
    second opinion looks for, S2's record of the same paper names as well. So that decision can be taken now."""
    if closing_s2_link(found, picks):
        return False
    return not (openalex_titles and (found_nothing(found, picks) or undescribed_without_id(entry, found, picks)))


def second_opinion_wanted(entry: Entry, found: Findings, source: SourceName, picks: Picks) -> SecondOpinion | None:
    """Why the entry gets a second-opinion title query ("undecided": ambiguous or unresolved; "doi": a published
    paper whose records carry no DOI at a venue that registers DOIs), or None. Not while dblp or S2 failed (the
    failed source may name it: the next run asks), nor of OpenAlex for an entry it already searched."""
    if {"dblp", "s2", source} & set(found.failures) or (source == "openalex" and found.openalex_title_asked):
        return None
    if not picks.accepted(found.failures):
        # its query would be the list's title, which an address alone is not (``title_searched``)
        return None if entry.gives_no_title else "undecided"
    anchor = picks.published_anchor()
    if anchor is None or merge_fields(entry, picks.records()).doi:
        return None
    venue = venues.record_venue(anchor.record)
    return "doi" if venue is None or venues.registers_dois(venue) else None


def preprint_only_id(picks: Picks) -> str | None:
    """The arXiv id of a paper whose accepted records are all preprints: its OpenAlex preprint work is the paper
    (a published paper's preprint work counts only the preprint's citations)."""
    accepted = [c.record for c in (picks.dblp, picks.s2) if c] or ([picks.arxiv.record] if picks.arxiv else [])
    if not accepted or any(classify_version(record) != "preprint" for record in accepted):
        return None
    return next((record.arxiv_id for record in accepted if record.arxiv_id), None)
