"""The fake services' world: every paper they know, with its true metadata and how each service shows it.

Built deterministically from files only:
- gold labels (data/gold.jsonl, shipped with the package): real, hand-verified papers;
- every dated entry of the reading lists given (seeds_dir) that the gold set does not cover: synthetic but
  plausible papers (made-up authors, DOIs under the reserved-looking prefix 10.99999/, arXiv serials starting
  with 9), except for ids the list itself links to;
- data/distractors.json: papers that are not on any list but lure a resolver into a wrong match;
- generate.py: distractors of four kinds for every listed paper (journal extension, workshop version, same title
  in another year, 70 % title overlap) and ids some service leaves out of a listed paper's record;
- data/variants.json: differences between services (preprint titles, renamed authors, S2 years) and the traps
  planted on synthetic papers.

Tests read the truth from here: ``corpus.for_seed(file, line)`` is what a correct resolver should find.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from enrich_fakes.seedlist import SeedEntry, parse_seed_line, read_seed_dir
from enrich_fakes.text import fold, stable_hex, stable_int, title_key

DATA_DIR = Path(__file__).parent / "data"
GOLD_PATH = DATA_DIR / "gold.jsonl"
SERVICES = ("dblp", "s2", "arxiv")
SYNTHETIC_DOI_PREFIX = "10.99999/"
SYNTHETIC = "synthetic"
UNKNOWN_PUBLISHER = "unknown"
# Share of made-up papers that also get a (synthetic) arXiv preprint: enough to exercise every arXiv path.
SYNTHETIC_ARXIV_PERCENT = 40
_PAGES = re.compile(r"\bpp\.\s*(\d+)\s*[-–]\s*(\d+)")
_TRUTH_FIELDS = ("venue", "year", "doi", "arxiv_id")
_VIEW_FIELDS = (
    "arxiv_title",
    "arxiv_v1_title",
    "arxiv_version",
    "arxiv_authors",
    "dblp_title",
    "s2_year",
    "s2_doi",
    "author_renames",
    "missing_ids",
)
_FIRST_NAMES = (
    "Ines",
    "Tomas",
    "Wen",
    "Rui",
    "Pia",
    "Omar",
    "Lena",
    "Kai",
    "Noor",
    "Ivo",
    "Sana",
    "Jun",
    "Mira",
    "Emil",
    "Yara",
    "Tao",
    "Dana",
    "Elio",
    "Hana",
    "Vik",
)
_LAST_NAMES = (
    "Arbel",
    "Brandt",
    "Castell",
    "Dorn",
    "Eskil",
    "Falk",
    "Gerow",
    "Holm",
    "Ilves",
    "Jarek",
    "Kessel",
    "Lund",
    "Morrow",
    "Nadel",
    "Orsk",
    "Pell",
    "Quist",
    "Rask",
    "Sorel",
    "Voss",
    "Wren",
)


@dataclass(frozen=True)
class Venue:
    acronym: str
    kind: str  # conference | journal | preprint | report
    dblp_prefix: str | None
    dblp_venue: str | None
    s2_venue: str
    publisher: str
    arxiv_category: str
    has_doi: bool
    aliases: tuple[str, ...] = ()
    dblp_venue_until: tuple[int, str] | None = None

    def dblp_venue_for(self, year: int) -> str | None:
        if self.dblp_venue_until and year <= self.dblp_venue_until[0]:
            return self.dblp_venue_until[1]
        return self.dblp_venue

    @property
    def in_dblp(self) -> bool:
        return self.dblp_prefix is not None and self.kind in ("conference", "journal")


@dataclass(frozen=True)
class Views:
    """How services show a paper where they disagree with the truth (None: they show the truth)."""

    arxiv_title: str | None = None  # title of the latest arXiv version
    arxiv_v1_title: str | None = None  # title of earlier versions; dblp's CoRR record was made from v1
    arxiv_version: int = 1
    arxiv_authors: tuple[str, ...] | None = None
    dblp_title: str | None = None
    s2_year: int | None = None
    s2_doi: str | None = None
    author_renames: dict[str, dict[str, str]] = field(default_factory=dict)
    # Ids a service leaves out ("dblp:doi", "s2:doi", "s2:arxiv"), or "s2:split": S2 has the publisher version
    # (with DOI, without arXiv id) and the preprint (arXiv id only) as two records with their own paperIds. Set by a
    # variant, also what a service lacks altogether: "dblp:published" (dblp has only the CoRR record, if any) and
    # "s2:record" (S2, and OpenAlex with it, have not indexed the paper yet; Crossref has its DOI).
    missing_ids: tuple[str, ...] = ()

    def hides(self, service: str, id_kind: str) -> bool:
        """Whether ``service`` shows this paper's record without the id ("doi" or "arxiv")."""
        return f"{service}:{id_kind}" in self.missing_ids or (
            service == "s2" and id_kind == "arxiv" and "s2:split" in self.missing_ids
        )

    def authors_for(self, service: str, authors: Iterable[str]) -> list[str]:
        renames = self.author_renames.get(service, {})
        return [renames.get(name, name) for name in authors]


@dataclass(frozen=True)
class Paper:
    """One paper and the truth about it. ``doi`` is the publisher's DOI, never arXiv's DataCite DOI."""

    uid: str
    origin: str  # gold | seed | distractor
    title: str
    authors: tuple[str, ...]
    year: int
    venue: str  # acronym of a venue in data/venues.json
    doi: str | None
    arxiv_id: str | None
    abstract: str | None
    services: frozenset[str]
    traps: tuple[str, ...] = ()
    synthetic_fields: tuple[str, ...] = ()  # made up by the builder, not verified: do not assert on them
    note: str = ""
    lures: str | None = None  # for distractors: the title of the listed paper this one can be mistaken for
    pages: str | None = None  # as the gold notes give them ("pp. 1-15"); made up by the services otherwise
    occurrences: tuple[tuple[str, int], ...] = ()  # (seed file name, line)
    dblp_key: str | None = None  # the published record; the CoRR record for preprint-only papers
    corr_key: str | None = None
    s2_paper_id: str | None = None
    corpus_id: int | None = None
    s2_preprint_id: str | None = None  # the separate S2 record of the preprint, when S2 has not merged them
    views: Views = field(default_factory=Views)

    def to_dict(self) -> dict[str, Any]:
        return {
            "uid": self.uid,
            "origin": self.origin,
            "title": self.title,
            "authors": list(self.authors),
            "year": self.year,
            "venue": self.venue,
            "doi": self.doi,
            "arxiv_id": self.arxiv_id,
            "pages": self.pages,
            "dblp_key": self.dblp_key,
            "corr_key": self.corr_key,
            "s2_paper_id": self.s2_paper_id,
            "corpus_id": self.corpus_id,
            "s2_preprint_id": self.s2_preprint_id,
            "missing_ids": list(self.views.missing_ids),
            "services": sorted(self.services),
            "traps": list(self.traps),
            "synthetic_fields": list(self.synthetic_fields),
            "lures": self.lures,
            "note": self.note,
            "occurrences": [{"file": file, "line": line} for file, line in self.occurrences],
        }


class Corpus:
    """All papers, plus the lookups tests need to know what the right answer is."""

    def __init__(self, papers: Iterable[Paper], venues: dict[str, Venue]) -> None:
        self.papers: tuple[Paper, ...] = tuple(papers)
        self.venues = venues
        self._by_uid = {paper.uid: paper for paper in self.papers}
        self._by_occurrence = {occ: paper for paper in self.papers for occ in paper.occurrences}
        self.unknown_venues = sorted(v.acronym for v in venues.values() if v.publisher == UNKNOWN_PUBLISHER)

    def __len__(self) -> int:
        return len(self.papers)

    def paper(self, uid: str) -> Paper:
        return self._by_uid[uid]

    def venue(self, paper: Paper) -> Venue:
        return self.venues[paper.venue]

    def for_seed(self, file: str, line: int) -> Paper | None:
        """The paper a correct resolver should return for a seed entry (file name, 1-based line)."""
        return self._by_occurrence.get((Path(file).name, line))

    def with_title(self, title: str) -> list[Paper]:
        """Every paper whose true title is this one, however cased or punctuated (distractors included)."""
        key = title_key(title)
        return [paper for paper in self.papers if title_key(paper.title) == key]

    def listed(self) -> list[Paper]:
        """Papers named by at least one seed entry."""
        return [paper for paper in self.papers if paper.occurrences]

    def distractors(self) -> list[Paper]:
        return [paper for paper in self.papers if paper.origin == "distractor"]

    def record_counts(self) -> dict[str, int]:
        """How many records each service serves (dblp counts published and CoRR records separately)."""
        dblp = sum(
            (p.dblp_key is not None and p.dblp_key != p.corr_key) + (p.corr_key is not None)
            for p in self.papers
            if "dblp" in p.services
        )
        return {
            "papers": len(self.papers),
            "dblp": dblp,
            "s2": sum(("s2" in p.services) + (p.s2_preprint_id is not None) for p in self.papers),
            "arxiv": sum("arxiv" in p.services for p in self.papers),
        }

    def to_dict(self) -> dict[str, Any]:
        return {"counts": self.record_counts(), "papers": [paper.to_dict() for paper in self.papers]}


def build_corpus(
    gold_path: Path = GOLD_PATH,
    seeds_dir: Path | None = None,
    data_dir: Path = DATA_DIR,
    entries: Sequence[SeedEntry] | None = None,
) -> Corpus:
    """Same files in, same corpus out: every id and count is derived from titles, never from randomness.

    ``seeds_dir`` holds the reading lists a run will read; without it the corpus knows the labelled papers (and
    their look-alikes) only, which is all the package itself carries. ``entries`` replaces what the fake's own
    reader finds in ``seeds_dir``: lists in shapes that reader does not know, read by someone else (bench/list_probe.py
    reads them with enrich's parse stage).
    """
    from enrich_fakes.generate import generated_distractors, with_missing_ids  # build on this module
    from enrich_fakes.versions import same_venue_versions

    venues = load_venues(data_dir / "venues.json")
    papers: list[Paper] = []
    index = _TitleIndex()
    for record in _read_jsonl(gold_path):
        _add_gold(record, papers, index, venues)
    if entries is None:
        entries = read_seed_dir(seeds_dir) if seeds_dir else []
    for entry in entries:
        _add_seed_entry(entry, papers, index, venues)
    papers = _apply_variants(papers, _read_json(data_dir / "variants.json")["variants"], venues)
    papers += _distractors(_read_json(data_dir / "distractors.json")["distractors"], papers, venues)
    papers = with_missing_ids(papers, venues)
    papers += generated_distractors(papers, venues)
    papers += same_venue_versions(papers, venues, linked_dois={doi for entry in entries for doi in entry.dois})
    return Corpus(_assign_ids(papers, venues), venues)


def load_venues(path: Path) -> dict[str, Venue]:
    data = _read_json(path)
    without_doi = set(data["publishers_without_doi"])
    venues = {}
    for item in data["venues"]:
        until = item.get("dblp_venue_until")
        venues[item["acronym"]] = Venue(
            acronym=item["acronym"],
            kind=item["kind"],
            dblp_prefix=item["dblp_prefix"],
            dblp_venue=item["dblp_venue"],
            s2_venue=item["s2_venue"],
            publisher=item["publisher"],
            arxiv_category=item["arxiv_category"],
            has_doi=item["publisher"] not in without_doi,
            aliases=tuple(item.get("aliases", ())),
            dblp_venue_until=tuple(until) if until else None,
        )
    return venues


def venue_for_tag(tag: str, venues: dict[str, Venue]) -> Venue:
    """The venue a list's tag names ('PVLDB', 'CCGRID', 'Big Data', 'arxiv').

    A tag missing from data/venues.json (a new gold entry, a new list) gets a plain conference entry added to
    ``venues`` rather than failing the whole build; ``Corpus.unknown_venues`` names it so a test can ask for it
    to be described properly.
    """
    wanted = _squash(tag)
    for venue in venues.values():
        if wanted in {_squash(name) for name in (venue.acronym, *venue.aliases)}:
            return venue
    guessed = Venue(
        acronym=tag,
        kind="conference",
        dblp_prefix=f"conf/{wanted}",
        dblp_venue=tag,
        s2_venue=tag,
        publisher=UNKNOWN_PUBLISHER,
        arxiv_category="cs.DC",
        has_doi=True,
    )
    venues[tag] = guessed
    return guessed


# ------------------------------------------------------------------------------------------------ building


class _TitleIndex:
    """Which paper (position in the list being built) a title, DOI or arXiv id already belongs to."""

    def __init__(self) -> None:
        self.keys: dict[str, int] = {}

    def find(self, titles: Iterable[str], ids: Iterable[str | None]) -> int | None:
        for key in [title_key(t) for t in titles] + [f"id:{i.lower()}" for i in ids if i]:
            if key in self.keys:
                return self.keys[key]
        return None

    def add(self, position: int, titles: Iterable[str], ids: Iterable[str | None]) -> None:
        for key in [title_key(t) for t in titles] + [f"id:{i.lower()}" for i in ids if i]:
            self.keys.setdefault(key, position)


def _add_gold(record: dict[str, Any], papers: list[Paper], index: _TitleIndex, venues: dict[str, Venue]) -> None:
    """A verified paper; fields the label leaves empty (a 'partial' label) are made up and named as such."""
    seed = parse_seed_line(record.get("seed_line") or "")
    titles = [record["title"]] + ([seed.title] if seed else [])
    ids = [record.get("doi"), record.get("arxiv_id")]
    if index.find(titles, ids) is not None:
        return  # the same paper labelled twice (a list naming it twice): one record
    venue = venue_for_tag(record.get("venue_acronym") or (seed.venue_tag if seed else "TechReport"), venues)
    made_up: list[str] = []
    authors = tuple(record.get("authors") or ())
    if not authors:
        authors, made_up = _synthetic_authors(record["title"]), made_up + ["authors"]
    year = record.get("year") or (seed.year if seed else None)
    if not year:
        year, made_up = 2000, made_up + ["year"]
    abstract = record.get("abstract_prefix") or None
    if abstract is None:
        abstract, made_up = _synthetic_abstract(record["title"]), made_up + ["abstract"]
    paper = Paper(
        uid="",
        origin="gold",
        title=record["title"],
        authors=authors,
        year=int(year),
        venue=venue.acronym,
        doi=(record.get("doi") or "").lower() or None,
        arxiv_id=record.get("arxiv_id") or None,
        abstract=abstract,
        services=frozenset(),
        traps=tuple(record.get("traps") or ()),
        synthetic_fields=tuple(made_up),
        note=record.get("notes", ""),
        dblp_key=record.get("dblp_key") or None,
        pages=_pages_in(record.get("notes", "")),
    )
    index.add(len(papers), titles, ids)
    papers.append(paper)


def _add_seed_entry(entry: SeedEntry, papers: list[Paper], index: _TitleIndex, venues: dict[str, Venue]) -> None:
    occurrence = (entry.file, entry.line)
    ids = [*entry.dois, *entry.arxiv_ids]
    position = index.find([entry.title], ids)
    if position is not None:
        papers[position] = _with_occurrence(papers[position], entry)
        index.add(position, [entry.title], ids)
        return
    venue = venue_for_tag(entry.venue_tag, venues)
    paper = Paper(
        uid="",
        origin="seed",
        title=entry.title,
        authors=_synthetic_authors(entry.title),
        year=entry.year,
        venue=venue.acronym,
        doi=entry.dois[0] if entry.dois else None,
        arxiv_id=entry.arxiv_ids[0] if entry.arxiv_ids else None,
        abstract=_synthetic_abstract(entry.title),
        services=frozenset(),
        synthetic_fields=("authors", "abstract"),
        occurrences=(occurrence,),
    )
    wants_doi = paper.doi is None and venue.has_doi
    wants_arxiv = paper.arxiv_id is None and (
        venue.kind == "preprint" or stable_int("arxiv?", paper.title) % 100 < SYNTHETIC_ARXIV_PERCENT
    )
    paper = _with_synthetic_ids(paper, wants_doi, wants_arxiv)
    index.add(len(papers), [entry.title], ids)
    papers.append(paper)


def _pages_in(notes: str) -> str | None:
    match = _PAGES.search(notes or "")
    return f"{match.group(1)}-{match.group(2)}" if match else None


def _with_occurrence(paper: Paper, entry: SeedEntry) -> Paper:
    """Another listing of a known paper; ids its links give replace ids the builder made up."""
    paper = replace(paper, occurrences=paper.occurrences + ((entry.file, entry.line),))
    made_up = set(paper.synthetic_fields)
    if entry.dois and "doi" in made_up:
        paper, made_up = replace(paper, doi=entry.dois[0]), made_up - {"doi"}
    if entry.arxiv_ids and "arxiv_id" in made_up:
        paper, made_up = replace(paper, arxiv_id=entry.arxiv_ids[0]), made_up - {"arxiv_id"}
    return replace(paper, synthetic_fields=tuple(f for f in paper.synthetic_fields if f in made_up))


def _apply_variants(papers: list[Paper], variants: list[dict[str, Any]], venues: dict[str, Venue]) -> list[Paper]:
    by_key = {title_key(paper.title): i for i, paper in enumerate(papers)}
    result = list(papers)
    for variant in variants:
        position = by_key.get(title_key(variant["title"]))
        if position is None:
            continue  # the list entry it decorates is not in the seeds being used
        result[position] = _with_variant(result[position], variant, venues)
    return result


def _with_variant(paper: Paper, variant: dict[str, Any], venues: dict[str, Venue]) -> Paper:
    """A variant that changes the truth plants a trap on a made-up paper; once the paper is labelled, the gold
    label is the truth and such a variant no longer applies (its trap would describe data that is not there)."""
    truth = {name: variant[name] for name in _TRUTH_FIELDS if name in variant}
    if truth and paper.origin == "gold":
        return paper
    traps = paper.traps + tuple(t for t in [variant.get("trap")] if t and t not in paper.traps)
    paper = replace(paper, traps=traps, note=variant.get("note", paper.note))
    if truth:
        if "venue" in truth:
            truth["venue"] = venue_for_tag(truth["venue"], venues).acronym
        paper = replace(paper, **truth)
        paper = _with_synthetic_ids(
            replace(paper, doi=_none_if_synthetic(paper.doi), arxiv_id=_none_if_synthetic(paper.arxiv_id)),
            paper.doi == SYNTHETIC,
            paper.arxiv_id == SYNTHETIC,
        )
    view_values = {name: variant[name] for name in _VIEW_FIELDS if name in variant}
    for name in ("arxiv_authors", "missing_ids"):
        if name in view_values:
            view_values[name] = tuple(view_values[name])
    return replace(paper, views=replace(paper.views, **view_values))


def _distractors(items: list[dict[str, Any]], papers: list[Paper], venues: dict[str, Venue]) -> list[Paper]:
    by_key = {title_key(paper.title): paper for paper in papers}
    made = []
    for item in items:
        if "same_authors_as" in item:
            model = by_key.get(title_key(item["same_authors_as"]))
            if model is None:
                continue  # the paper it imitates is not in this corpus
            authors = model.authors[: item.get("author_count", len(model.authors))]
        else:
            authors = tuple(item["authors"])
        paper = Paper(
            uid="",
            origin="distractor",
            title=item["title"],
            authors=authors,
            year=int(item["year"]),
            venue=venue_for_tag(item["venue"], venues).acronym,
            doi=_none_if_synthetic(item.get("doi")),
            arxiv_id=_none_if_synthetic(item.get("arxiv_id")),
            abstract=item.get("abstract") or _synthetic_abstract(item["title"]),
            services=frozenset(item.get("services", SERVICES)),
            traps=(item["trap"],),
            note=item.get("note", ""),
            lures=item.get("lures"),
            synthetic_fields=("abstract",) if "abstract" not in item else (),
        )
        made.append(_with_synthetic_ids(paper, item.get("doi") == SYNTHETIC, item.get("arxiv_id") == SYNTHETIC))
    return made


def _with_synthetic_ids(paper: Paper, doi: bool, arxiv_id: bool) -> Paper:
    made_up = list(paper.synthetic_fields)
    if doi:
        paper, made_up = replace(paper, doi=_synthetic_doi(paper)), made_up + ["doi"]
    if arxiv_id:
        paper, made_up = replace(paper, arxiv_id=_synthetic_arxiv_id(paper)), made_up + ["arxiv_id"]
    return replace(paper, synthetic_fields=tuple(dict.fromkeys(made_up)))


def _none_if_synthetic(value: str | None) -> str | None:
    return None if value == SYNTHETIC else value


def _assign_ids(papers: list[Paper], venues: dict[str, Venue]) -> list[Paper]:
    """uids, dblp keys, S2 ids and the services each paper appears in; dblp key clashes get a/b suffixes."""
    used_uids: set[str] = set()
    used_keys: set[str] = set()
    done = []
    for paper in papers:
        venue = venues[paper.venue]
        uid = _unique(_slug(paper), used_uids, [f"-{paper.venue.lower()}"] + [f"-{n}" for n in range(2, 100)])
        services = set(paper.services or SERVICES)
        if not paper.arxiv_id:
            services.discard("arxiv")
        if not venue.in_dblp and not paper.arxiv_id:
            services.discard("dblp")
        if paper.views.hides("s2", "record"):
            services.discard("s2")
        corr_key = f"journals/corr/abs-{paper.arxiv_id.replace('.', '-')}" if paper.arxiv_id else None
        dblp_key = paper.dblp_key
        if "dblp" in services and dblp_key is None:
            dblp_key = (
                _unique(_dblp_name_key(paper, venue), used_keys, "abcdefghijklmnopqrstuvwxyz")
                if venue.in_dblp and not paper.views.hides("dblp", "published")
                else corr_key
            )
        if dblp_key is None:
            services.discard("dblp")  # neither a published record nor a CoRR copy
        done.append(
            replace(
                paper,
                uid=uid,
                services=frozenset(services),
                dblp_key=dblp_key if "dblp" in services else None,
                corr_key=corr_key if "dblp" in services else None,
                s2_paper_id=stable_hex("s2-paper", uid) if "s2" in services else None,
                corpus_id=1_000_000 + stable_int("corpus", uid) % 270_000_000 if "s2" in services else None,
                s2_preprint_id=stable_hex("s2-preprint", uid)
                if "s2" in services and "s2:split" in paper.views.missing_ids
                else None,
                views=_with_arxiv_version(paper.views, uid),
            )
        )
    return done


def _with_arxiv_version(views: Views, uid: str) -> Views:
    if views.arxiv_version != 1:
        return views
    return replace(views, arxiv_version=1 + stable_int("versions", uid) % 3)


def _dblp_name_key(paper: Paper, venue: Venue) -> str:
    """dblp's scheme: first author's last name, initials of up to ten co-authors' last names, two-digit year."""
    names = [_last_name(author) for author in paper.authors] or ["Anonymous"]
    initials = "".join(name[0].upper() for name in names[1:11] if name)
    return f"{venue.dblp_prefix}/{names[0]}{initials}{paper.year % 100:02d}"


def _last_name(author: str) -> str:
    parts = [part for part in author.split() if not part.isdigit()]
    ascii_name = "".join(ch for ch in fold(parts[-1] if parts else author) if ch.isalnum() and ch.isascii())
    return ascii_name[:1].upper() + ascii_name[1:]


def _unique(candidate: str, used: set[str], suffixes: Iterable[str]) -> str:
    """The candidate, or the candidate with the first suffix that makes it unused (dblp: 'ZhangYY21a')."""
    for option in [candidate, *(candidate + suffix for suffix in suffixes)]:
        if option not in used:
            used.add(option)
            return option
    raise ValueError(f"too many records named {candidate!r}")


def _slug(paper: Paper) -> str:
    return "-".join(title_key(paper.title).split()[:4]) + f"-{paper.year}"


def _synthetic_authors(title: str) -> tuple[str, ...]:
    count = 2 + stable_int("authors", title) % 5
    return tuple(
        f"{_FIRST_NAMES[stable_int('first', title, i) % len(_FIRST_NAMES)]} "
        f"{_LAST_NAMES[stable_int('last', title, i) % len(_LAST_NAMES)]}"
        for i in range(count)
    )


def _synthetic_abstract(title: str) -> str:
    name, _, rest = title.partition(": ")
    summary = (
        f"{name} is {rest[:1].lower()}{rest[1:]}" if rest else f"This paper studies {title[:1].lower()}{title[1:]}"
    )
    return f"{summary.rstrip('.')}. Synthetic abstract of the local test corpus."


def _synthetic_doi(paper: Paper) -> str:
    return synthetic_doi(paper.venue, paper.year, f"{stable_int('doi', paper.title) % 10000:04d}")


def synthetic_doi(venue: str, year: int | None, serial: str) -> str:
    """A made-up DOI under SYNTHETIC_DOI_PREFIX, named after the venue in letters and digits only: no real DOI
    holds a space ("NeurIPS Spotlight"), and a reader cuts a DOI at one, which would name another DOI."""
    name = "".join(ch for ch in venue.lower() if ch.isalnum())
    return f"{SYNTHETIC_DOI_PREFIX}{name}.{year}.{serial}"


def _synthetic_arxiv_id(paper: Paper) -> str:
    """A well-formed id no real preprint has: the serial starts with 9, far above any month's submissions."""
    year = paper.year - stable_int("preprint-year", paper.title) % 2
    month = 1 + stable_int("preprint-month", paper.title) % 12
    serial = stable_int("serial", paper.title) % 10000
    if year >= 2015:
        return f"{year % 100:02d}{month:02d}.9{serial:04d}"
    return f"{year % 100:02d}{month:02d}.9{serial % 1000:03d}"


def _squash(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def _read_json(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
