"""Distractors and missing ids generated for every listed paper, so the fake is not built from the answers alone.

Hand-written distractors (data/distractors.json) cover a few famous traps. Here every listed paper, labelled or
made up from a list entry, gets records of its own kind of trap next to it, chosen by a stable hash of its title:

- ``journal_extension``: same or near-same title, same authors plus one, a journal, one or two years later;
- ``workshop_version``: same or near-same title at a workshop, a year earlier, some of the authors, 4-6 pages;
- ``same_title_other_year``: the identical title by other people, 2-6 years away, at another venue;
- ``title_overlap``: another paper whose title keeps about 70 % of the words, by other people, same or adjacent
  year, sometimes at the same venue.

Each kind lands on about 60 % of the listed papers (``KIND_PERCENT``) and every listed paper gets at least one.
A distractor never carries the listed paper's DOI or arXiv id and is never on a list; it always differs from the
paper in two of authors, year and venue, or is another version kind (journal, workshop), so the right record
stays knowable. The journal and workshop versions are in dblp and S2 only (no preprint). A paper listed as a
preprint gets neither: a later published version of it is what a resolver should return.

Missing ids: about a third of the listed papers that have an id to lose are shown by one service without it
(``Views.missing_ids``): dblp's published record without ``doi``, an S2 record without ``DOI`` or without
``ArXiv``, or S2 keeping the publisher version and the preprint as two records (``s2:split``). Only one service
hides an id of a paper, so every id is still found somewhere.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from enrich_fakes.corpus import (
    _FIRST_NAMES,
    _LAST_NAMES,
    SERVICES,
    Paper,
    Venue,
    _synthetic_abstract,
    _synthetic_authors,
    synthetic_doi,
)
from enrich_fakes.text import fold, stable_int, title_key, words

JOURNAL_EXTENSION = "journal_extension"
WORKSHOP_VERSION = "workshop_version"
SAME_TITLE_OTHER_YEAR = "same_title_other_year"
TITLE_OVERLAP = "title_overlap"
KINDS = (JOURNAL_EXTENSION, WORKSHOP_VERSION, SAME_TITLE_OTHER_YEAR, TITLE_OVERLAP)
KIND_PERCENT = 60  # share of listed papers that get each kind (before the at-least-one rule)
MISSING_IDS_PERCENT = 35  # share of listed papers with an id to lose that one service shows without it
DISTRACTOR_ARXIV_PERCENT = 30  # other-people distractors that also have a (synthetic) preprint
GENERATED_NOTE = "Generated"  # every generated distractor's note starts with this
LAST_YEAR = 2026  # no record from the future

JOURNALS = ("TPDS", "TOCS", "TOS", "TC", "TACO")
WORKSHOPS = ("HotOS", "HotCloud", "HotStorage", "HotNets", "EuroMLSys")
OTHER_VENUES = ("ICPP", "CLUSTER", "HPDC", "SoCC", "CCGrid", "ICDCS", "ICS", "BigData", "ICCD")
# Title tails for the 70 % overlap kind: the last words of one of these replace the last ~30 % of a title.
TAILS = (
    "Efficient Serverless Inference for Heterogeneous Edge Workloads on Mobile Devices",
    "Adaptive Caching over Tiered Persistent Memory for Key-Value Stores",
    "Scalable Streaming Graph Analytics on Disaggregated Storage Servers",
    "Secure Federated Learning across Multi-Tenant Cloud Clusters at Low Cost",
    "Sparse Embedding Tables in Large Recommendation Model Serving Systems",
    "Compressed Kernels for Energy-Efficient Hardware Accelerators in Data Centers",
)


def generated_distractors(papers: list[Paper], venues: dict[str, Venue]) -> list[Paper]:
    """Distractors for every listed paper, in list order, each kind in the order of KINDS."""
    listed = [paper for paper in papers if paper.occurrences]
    used_ids = {i.lower() for paper in papers for i in (paper.doi, paper.arxiv_id) if i}
    listed_keys = {title_key(paper.title) for paper in listed}
    made: list[Paper] = []
    for paper in listed:
        for kind in kinds_for(paper, venues[paper.venue]):
            distractor = _BUILDERS[kind](paper, venues)
            if distractor is None or (kind == TITLE_OVERLAP and title_key(distractor.title) in listed_keys):
                continue
            made.append(_with_own_ids(distractor, venues, used_ids))
    return made


def kinds_for(paper: Paper, venue: Venue) -> list[str]:
    """The kinds a listed paper gets: each with KIND_PERCENT chance by title hash, at least one.

    A paper listed as a preprint gets no journal or workshop version: a later published version of a listed
    preprint is what a resolver should pick (the list names the preprint of a paper published since), so such
    a record would be the right answer, not a distractor.
    """
    possible = KINDS if venue.kind != "preprint" else (SAME_TITLE_OTHER_YEAR, TITLE_OVERLAP)
    chosen = [kind for kind in possible if stable_int("distractor-kind", kind, paper.title) % 100 < KIND_PERCENT]
    return chosen or [possible[stable_int("distractor-fallback", paper.title) % len(possible)]]


def with_missing_ids(papers: list[Paper], venues: dict[str, Venue]) -> list[Paper]:
    """Listed papers, a stable share of them shown by one service without one of their ids."""
    return [_missing_ids(paper, venues) if paper.occurrences else paper for paper in papers]


def missing_id_options(paper: Paper, venue: Venue) -> list[str]:
    """Which id a service can leave out of this paper's record without making it unfindable everywhere."""
    options = []
    published = venue.kind in ("conference", "journal")
    if paper.doi and venue.in_dblp:
        options.append("dblp:doi")
    if paper.doi and not paper.views.s2_doi:
        options.append("s2:doi")
    # Not when the preprint is titled otherwise: dblp's CoRR copy and arXiv would then be the only places with
    # the arXiv id, under another title, and whether that is the same paper would be a guess.
    same_preprint_title = not (paper.views.arxiv_title or paper.views.arxiv_v1_title)
    if paper.arxiv_id and published and same_preprint_title:
        options.append("s2:arxiv")
    if paper.doi and paper.arxiv_id and published and same_preprint_title:
        options.append("s2:split")
    return options


def _missing_ids(paper: Paper, venues: dict[str, Venue]) -> Paper:
    if paper.views.missing_ids:
        return paper  # a variant chose them
    options = missing_id_options(paper, venues[paper.venue])
    if not options or stable_int("missing-ids", paper.title) % 100 >= MISSING_IDS_PERCENT:
        return paper
    draw = stable_int("missing-id-kind", paper.title)
    if "s2:split" in options and draw % 5 < 3:
        chosen = "s2:split"  # the case a resolver most easily gets wrong: two S2 records for one paper
    else:
        options = [option for option in options if option != "s2:split"] or options
        chosen = options[draw // 5 % len(options)]
    return replace(paper, views=replace(paper.views, missing_ids=(chosen,)))


# -------------------------------------------------------------------------------------------- the kinds


def _journal_extension(paper: Paper, venues: dict[str, Venue]) -> Paper:
    journal = _pick(JOURNALS, paper.venue, "journal", paper.title)
    year = min(paper.year + 1 + stable_int("journal-gap", paper.title) % 2, LAST_YEAR)
    extra = _extra_author(paper)
    return make_distractor(
        paper,
        JOURNAL_EXTENSION,
        _near_title(paper.title, "journal"),
        paper.authors + (extra,),
        max(year, paper.year),
        journal,
        ("dblp", "s2"),
        f"journal extension ({journal}) of the listed paper, one more author",
    )


def _workshop_version(paper: Paper, venues: dict[str, Venue]) -> Paper:
    workshop = _pick(WORKSHOPS, paper.venue, "workshop", paper.title)
    authors = paper.authors[: max(1, len(paper.authors) - 1 - stable_int("workshop-authors", paper.title) % 2)]
    first = 1 + stable_int("workshop-page", paper.title) % 80
    length = 4 + stable_int("workshop-length", paper.title) % 3
    title = _near_title(paper.title, "workshop") if stable_int("workshop-title", paper.title) % 10 < 3 else paper.title
    made = make_distractor(
        paper,
        WORKSHOP_VERSION,
        title,
        authors,
        paper.year - 1,
        workshop,
        ("dblp", "s2"),
        f"{length}-page {workshop} workshop version a year before the listed paper",
    )
    return replace(made, pages=f"{first}-{first + length - 1}")


def _same_title_other_year(paper: Paper, venues: dict[str, Venue]) -> Paper:
    gap = 2 + stable_int("other-year-gap", paper.title) % 5
    later = paper.year + gap <= LAST_YEAR and stable_int("other-year-sign", paper.title) % 2 == 0
    year = paper.year + gap if later else paper.year - gap
    venue = _pick(OTHER_VENUES, paper.venue, "other-year-venue", paper.title)
    return make_distractor(
        paper,
        SAME_TITLE_OTHER_YEAR,
        paper.title,
        _other_authors(paper, "other-year"),
        year,
        venue,
        SERVICES,
        f"another paper with the identical title, {year} at {venue}, other authors",
    )


def _title_overlap(paper: Paper, venues: dict[str, Venue]) -> Paper | None:
    title = _overlapping_title(paper.title)
    if title is None:
        return None
    case = stable_int("overlap-case", paper.title) % 3  # 0: same venue, year +-1; 1: other venue, same year; 2: both
    shift = 1 if stable_int("overlap-shift", paper.title) % 2 and paper.year < LAST_YEAR else -1
    year = paper.year if case == 1 else paper.year + shift
    venue = paper.venue if case == 0 else _pick(OTHER_VENUES, paper.venue, "overlap-venue", paper.title)
    return make_distractor(
        paper,
        TITLE_OVERLAP,
        title,
        _other_authors(paper, "overlap"),
        year,
        venue,
        SERVICES,
        "another paper whose title shares about 70 % of the words, other authors",
    )


_BUILDERS = {
    JOURNAL_EXTENSION: _journal_extension,
    WORKSHOP_VERSION: _workshop_version,
    SAME_TITLE_OTHER_YEAR: _same_title_other_year,
    TITLE_OVERLAP: _title_overlap,
}


# -------------------------------------------------------------------------------------------- helpers


def make_distractor(
    paper: Paper,
    kind: str,
    title: str,
    authors: Iterable[str],
    year: int,
    venue: str,
    services: Iterable[str],
    note: str,
    synthetic_fields: tuple[str, ...] = ("authors", "abstract"),
) -> Paper:
    """A record that lures ``paper``'s entry; ``synthetic_fields`` names what was made up, for the fixtures' notes."""
    return Paper(
        uid="",
        origin="distractor",
        title=title,
        authors=tuple(authors),
        year=year,
        venue=venue,
        doi=None,
        arxiv_id=None,
        abstract=_synthetic_abstract(title),
        services=frozenset(services),
        traps=(kind,),
        synthetic_fields=synthetic_fields,
        note=f"{GENERATED_NOTE} {note}.",
        lures=paper.title,
    )


def _with_own_ids(paper: Paper, venues: dict[str, Venue], used: set[str]) -> Paper:
    """A synthetic DOI where the venue has DOIs; a synthetic preprint for some papers by other people."""
    venue = venues[paper.venue]
    made_up = list(paper.synthetic_fields)
    doi = arxiv_id = None
    if venue.has_doi:
        doi = _fresh(
            lambda n: synthetic_doi(
                paper.venue,
                paper.year,
                f"{stable_int('distractor-doi', paper.traps[0], paper.title, n) % 100000:05d}",
            ),
            used,
        )
        made_up.append("doi")
    other_people = paper.traps[0] in (SAME_TITLE_OTHER_YEAR, TITLE_OVERLAP)
    if (
        other_people
        and paper.year >= 2008
        and stable_int("distractor-arxiv", paper.traps[0], paper.title) % 100 < DISTRACTOR_ARXIV_PERCENT
    ):
        arxiv_id = _fresh(lambda n: _arxiv_id(paper, n), used)
        made_up.append("arxiv_id")
    return replace(paper, doi=doi, arxiv_id=arxiv_id, synthetic_fields=tuple(made_up))


def _fresh(make: Callable[[int], str], used: set[str]) -> str:
    for attempt in range(100):
        value = make(attempt)
        if value.lower() not in used:
            used.add(value.lower())
            return value
    raise ValueError("no unused synthetic id")


def _arxiv_id(paper: Paper, attempt: int) -> str:
    """Well-formed, never real: the serial starts with 9 (as the builder's other made-up preprints)."""
    month = 1 + stable_int("distractor-month", paper.title, paper.traps[0]) % 12
    serial = stable_int("distractor-serial", paper.title, paper.traps[0], attempt) % 10000
    if paper.year >= 2015:
        return f"{paper.year % 100:02d}{month:02d}.9{serial:04d}"
    return f"{paper.year % 100:02d}{month:02d}.9{serial % 1000:03d}"


def _pick(choices: tuple[str, ...], avoid: str, salt: str, title: str) -> str:
    options = [choice for choice in choices if choice != avoid]
    return options[stable_int(salt, title) % len(options)]


def _near_title(title: str, salt: str) -> str:
    """The same title (half of the time) or a near-same one, as versions of one paper are often titled."""
    choice = stable_int("near-title", salt, title) % 4
    if choice < 2:
        return title
    if salt == "workshop":
        return f"Towards {title}"
    if choice == 2:
        return f"{title} (Extended Version)"
    name, colon, rest = title.partition(": ")
    return f"{name}+: {rest}" if colon else f"{title}: Design, Implementation, and Evaluation"


def _overlapping_title(title: str) -> str | None:
    """The first ~70 % of the title's words, the rest replaced by other words; None for one-word titles."""
    tokens = title.split()
    if len(tokens) < 2:
        return None
    keep = min(len(tokens) - 1, max(1, round(0.7 * len(tokens))))
    start = stable_int("overlap-tail", title)
    candidates = []
    for n in range(len(TAILS)):
        tail = TAILS[(start + n) % len(TAILS)].split()
        while len(tail) < len(tokens) - keep:
            tail = TAILS[(start + n + 1) % len(TAILS)].split() + tail
        candidates.append(" ".join(tokens[:keep] + tail[len(tail) - (len(tokens) - keep) :]))
    # The first whose words are not mostly the title's own (a tail ending in "Systems" must not restore "System").
    return next((c for c in candidates if word_overlap(title, c) <= 0.8), candidates[0])


def word_overlap(title: str, other: str) -> float:
    """Share of the title's words (plural 's' aside) that the other title has too."""

    def stems(text: str) -> list[str]:
        return [word.removesuffix("s") for word in words(text)]

    own, theirs = stems(title), set(stems(other))
    return sum(word in theirs for word in own) / len(own) if own else 1.0


def _other_authors(paper: Paper, salt: str) -> tuple[str, ...]:
    """Made-up people, none of them an author of the listed paper."""
    taken = {fold(name) for name in paper.authors}
    for attempt in range(50):
        names = _synthetic_authors(f"{salt}:{attempt}:{paper.title}")
        if not taken & {fold(name) for name in names}:
            return names
    raise ValueError(f"no other authors for {paper.title!r}")


def _extra_author(paper: Paper) -> str:
    taken = {fold(name) for name in paper.authors}
    for attempt in range(50):
        name = (
            f"{_FIRST_NAMES[stable_int('extra-first', paper.title, attempt) % len(_FIRST_NAMES)]} "
            f"{_LAST_NAMES[stable_int('extra-last', paper.title, attempt) % len(_LAST_NAMES)]}"
        )
        if fold(name) not in taken:
            return name
    raise ValueError(f"no extra author for {paper.title!r}")
