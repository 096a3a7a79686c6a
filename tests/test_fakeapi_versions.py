"""The fake world's versions of labelled papers at their own venue and year (src/enrich_fakes/versions.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from enrich.resolve.similarity import title_similarity
from enrich_fakes import build_corpus
from enrich_fakes.corpus import Corpus, Paper
from enrich_fakes.generate import GENERATED_NOTE
from enrich_fakes.text import title_key
from enrich_fakes.versions import (
    COLOCATED_WORKSHOP,
    EXTENDED_ABSTRACT,
    KINDS,
    POSTER,
    SAME_JOURNAL_EXTENSION,
    SECOND_REGISTRATION,
    SIBLING_PREPRINT,
    SUCCESSOR,
    sibling_title,
)

SEEDS = Path(__file__).resolve().parent.parent / "seeds"


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return build_corpus(seeds_dir=SEEDS)


def made(corpus: Corpus) -> dict[str, list[tuple[Paper, Paper]]]:
    """(version, the labelled paper it lures) for each kind."""
    labelled = {title_key(p.title): p for p in corpus.listed() if p.origin == "gold"}
    by_kind: dict[str, list[tuple[Paper, Paper]]] = {kind: [] for kind in KINDS}
    for paper in corpus.distractors():
        if paper.traps[0] in by_kind and paper.note.startswith(GENERATED_NOTE):
            by_kind[paper.traps[0]].append((paper, labelled[title_key(paper.lures)]))
    return by_kind


def test_every_kind_is_there_for_many_labelled_papers(corpus):
    counts = {kind: len(pairs) for kind, pairs in made(corpus).items()}
    assert all(count >= 10 for kind, count in counts.items() if kind != SECOND_REGISTRATION), counts
    assert counts[SECOND_REGISTRATION] >= 5  # only papers dblp shows without their DOI get one


def test_tracks_and_registrations_share_the_papers_title_venue_and_year(corpus):
    by_kind = made(corpus)
    for kind in (POSTER, EXTENDED_ABSTRACT, COLOCATED_WORKSHOP, SECOND_REGISTRATION):
        for version, true in by_kind[kind]:
            assert (version.title, version.year) == (true.title, true.year)
            assert corpus.venue(version).dblp_prefix == corpus.venue(true).dblp_prefix
            assert set(version.authors) <= set(true.authors) and (version.doi is None or version.doi != true.doi)
    for version, _ in by_kind[POSTER]:
        first, last = map(int, version.pages.split("-"))
        assert last - first + 1 == 2
    for version, true in by_kind[SECOND_REGISTRATION]:
        assert version.services == {"dblp"} and true.views.hides("dblp", "doi") and version.doi


def test_extensions_and_successors_carry_the_name_with_a_plus(corpus):
    by_kind = made(corpus)
    for version, true in by_kind[SAME_JOURNAL_EXTENSION] + by_kind[SUCCESSOR]:
        name, colon, _ = true.title.partition(": ")
        assert version.title.startswith(f"{name}+: ") if colon else version.title.endswith("(Extended Version)")
        assert version.venue == true.venue and set(true.authors) <= set(version.authors)
    assert all(corpus.venue(true).kind == "journal" for _, true in by_kind[SAME_JOURNAL_EXTENSION])


def test_a_sibling_preprint_is_near_the_title_but_below_the_acceptance_threshold(corpus):
    siblings = made(corpus)[SIBLING_PREPRINT]
    for version, true in siblings:
        assert version.services == {"arxiv"} and true.arxiv_id is None and version.authors == true.authors
        assert title_key(version.title).startswith(title_key(true.title))  # arXiv's phrase search finds it
        assert 0.75 <= title_similarity(true.title, version.title) < 0.9, version.title
    assert sibling_title("Short Title of Four Words") is None
