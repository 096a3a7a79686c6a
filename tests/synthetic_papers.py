"""A reading list of any size for the report's size and load tests: seeded, so every run builds the same list.

Shaped like the real lists: mostly resolved papers with DOI, arXiv id, dblp key and S2 id; some ambiguous entries
with three candidates and unresolved ones with near misses; two or three links per entry, a few dead or moved.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime

from enrich.models import (
    Author,
    Candidate,
    Evidence,
    ExportedPaper,
    Link,
    LinkCheck,
    LinkClass,
    LinkKind,
    Occurrence,
    SourceRecord,
)

CHECKED_AT = datetime(2025, 3, 28, 2, 0, tzinfo=UTC)
VENUES = [
    "OSDI",
    "SOSP",
    "NSDI",
    "EuroSys",
    "ATC",
    "FAST",
    "SC",
    "MLSys",
    "ICML",
    "NeurIPS",
    "VLDB",
    "SIGMOD",
    "ASPLOS",
    "ISCA",
    "HPDC",
    "SoCC",
    "PPoPP",
    "MICRO",
    "KDD",
    "CLUSTER",
    "IPDPS",
    "ICDE",
    "arXiv",
    "TPDS",
]
HOSTS = [
    "www.usenix.org",
    "github.com",
    "dl.acm.org",
    "arxiv.org",
    "proceedings.mlsys.org",
    "ieeexplore.ieee.org",
    "openreview.net",
    "papers.nips.cc",
    "www.vldb.org",
    "people.example.edu",
    "slideshare.net",
    "youtube.com",
]
WORDS = (
    "scalable efficient distributed training inference cache storage scheduling GPU cluster memory pipeline "
    "parallel checkpointing elastic serving graph compression sparse federated adaptive <fast> & robust"
).split()


def synthetic_papers(count: int, seed: int = 11) -> list[ExportedPaper]:
    rng = random.Random(seed)
    return [_paper(rng, number) for number in range(count)]


def _paper(rng: random.Random, number: int) -> ExportedPaper:
    status = rng.choices(["resolved", "ambiguous", "unresolved", "error"], weights=[85, 6, 8, 1])[0]
    title = f"System{number}: " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(5, 11))).capitalize()
    year = rng.randint(2012, 2025)
    venue = rng.choice(VENUES)
    resolved = status == "resolved"
    occurrence = Occurrence(
        file="seeds/list.md",
        line=number + 10,
        section=["Systems"],
        raw=f"[{year} {venue}] {title}",
        format="markdown",
        seed_title=title,
        seed_year=year,
        seed_venue=venue,
        seed_venue_acronym=venue,
    )
    links = [
        Link(kind=kind, label=kind.value.capitalize(), url=f"https://{rng.choice(HOSTS)}/p/{number}/{kind.value}")
        for kind in rng.sample([LinkKind.pdf, LinkKind.slides, LinkKind.code], rng.randint(1, 3))
    ]
    return ExportedPaper(
        id=f"paper-{number}",
        status=status,
        confidence=0.95 if resolved else None,
        title=title,
        authors=[
            Author(name=f"Author{rng.randint(1, 3000)} Surname{rng.randint(1, 3000)}") for _ in range(rng.randint(2, 6))
        ],
        year=year if resolved else None,
        venue=venue if resolved else None,
        venue_acronym=venue if resolved else None,
        doi=f"10.1145/{3400000 + number}" if resolved and rng.random() < 0.7 else None,
        arxiv_id=f"2{rng.randint(100, 499)}.{number:05d}" if resolved and rng.random() < 0.5 else None,
        dblp_key=f"conf/{venue.lower()}/Paper{number}" if resolved else None,
        s2_paper_id=f"{number:040x}" if resolved else None,
        citation_count=int(rng.lognormvariate(3, 1.8)) if resolved and rng.random() < 0.9 else None,
        occurrences=[occurrence],
        links=links,
        link_checks=[_check(rng, link) for link in links],
        candidates=[_candidate(rng, title, year) for _ in range(3)] if status in ("ambiguous", "unresolved") else [],
        reason=None if resolved else f"{status}: synthetic",
        seed_key=f"s-{number}",
    )


# Outcomes of a synthetic link check, per hundred: generic_page has none, so the drawn papers (and the page sizes
# measured with them) stay those of before it existed.
LINK_CLASS_WEIGHTS = {
    LinkClass.alive: 80,
    LinkClass.redirected: 6,
    LinkClass.dead: 4,
    LinkClass.blocked: 4,
    LinkClass.timeout: 2,
    LinkClass.soft_404: 1,
    LinkClass.not_pdf: 1,
    LinkClass.error: 2,
}


def _check(rng: random.Random, link: Link) -> LinkCheck:
    status = rng.choices(list(LinkClass), weights=[LINK_CLASS_WEIGHTS.get(c, 0) for c in LinkClass])[0]
    return LinkCheck(
        url=link.url,
        kind=link.kind,
        label=link.label,
        status=status,
        http_status=404 if status == LinkClass.dead else 200,
        final_url=link.url + "/moved" if status == LinkClass.redirected else None,
        checked_at=CHECKED_AT,
        reason=status.value,
        first_seen=CHECKED_AT,
        reported_dead=status == LinkClass.dead,
    )


def _candidate(rng: random.Random, title: str, year: int) -> Candidate:
    score = round(rng.uniform(0.4, 0.85), 3)
    record = SourceRecord(
        source=rng.choice(["dblp", "s2", "arxiv"]),
        title=title + " (extended)",
        year=year + rng.choice([-1, 0, 1]),
        venue=rng.choice(VENUES),
    )
    return Candidate(
        record=record, evidence=Evidence(title=score, year=1.0, venue=0.0, total=score, notes=["venue differs"])
    )
