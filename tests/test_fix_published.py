"""Preprints since published: an arXiv-listed entry whose paper resolved to its published version is offered that
version's venue, year and DOI; never an extension or a workshop version (the resolve stage's version rules)."""

from __future__ import annotations

from typing import Any

import pytest

from enrich.fix.published import listed_as_arxiv, published_version
from enrich.models import ExportedPaper, Occurrence

EASYSCALE = "[arXiv '22] EasyScale: Accuracy-consistent Elastic Training for Deep Learning"


def occurrence(raw: str, venue: str | None = "arXiv", year: int | None = 2022, title: str = "EasyScale") -> Occurrence:
    return Occurrence(
        file="list.txt",
        line=1,
        section=[],
        raw=raw,
        format="plain",
        seed_title=title,
        seed_year=year,
        seed_venue=venue,
        seed_venue_acronym=venue,
    )


def paper(listed: Occurrence, **fields: Any) -> ExportedPaper:
    values: dict[str, Any] = {
        "id": "easyscale",
        "status": "resolved",
        "confidence": 0.95,
        "title": "EasyScale: Accuracy-consistent Elastic Training for Deep Learning",
        "year": 2023,
        "venue": "International Conference for High Performance Computing, Networking, Storage and Analysis",
        "doi": "10.1145/3581784.3607054",
        "provenance": {"venue": "s2", "year": "s2", "doi": "s2"},
        "occurrences": [listed],
        "seed_key": "k",
    }
    return ExportedPaper(**{**values, **fields})


def test_an_arxiv_tagged_preprint_resolved_to_its_sc_paper_is_offered_the_sc_tag_and_doi() -> None:
    listed = occurrence(EASYSCALE)
    found = published_version(paper(listed), listed)
    assert found is not None and (found.acronym, found.year, found.doi) == ("SC", 2023, "10.1145/3581784.3607054")
    assert "venue from s2" in found.why and "DOI 10.1145/3581784.3607054 (from s2)" in found.why


@pytest.mark.parametrize(
    "raw, venue, listed",
    [
        ("[arxiv '21] ZeRO-Infinity", "arxiv", True),
        ("- [ZeRO-Infinity](https://arxiv.org/abs/2104.07857)", None, True),
        ("[SC '21] ZeRO-Infinity [[PDF](https://arxiv.org/pdf/2104.07857)]", "SC", False),  # names the SC paper
        ("- ZeRO-Infinity", None, False),
    ],
)
def test_what_counts_as_listed_as_arxiv(raw: str, venue: str | None, listed: bool) -> None:
    assert listed_as_arxiv(occurrence(raw, venue)) is listed


@pytest.mark.parametrize(
    "fields",
    [
        {"venue": "Proceedings of the Workshop on Machine Learning Systems (MLSys Workshop)"},  # a workshop version
        {"title": "EasyScale: Accuracy-consistent Elastic Training for Deep Learning (extended version)"},
        {"venue": "CoRR"},  # still only the preprint
        {"doi": None},
        {"provenance": {"venue": "seed", "year": "seed", "doi": "s2"}},  # the list's own venue: nothing learnt
    ],
)
def test_nothing_is_offered_for_another_version_or_without_the_evidence(fields: dict[str, Any]) -> None:
    listed = occurrence(EASYSCALE)
    assert published_version(paper(listed, **fields), listed) is None


def test_a_later_successor_system_is_an_extension_not_the_publication() -> None:
    listed = occurrence(
        "[arXiv '20] DIESEL: A Dataset-Based Distributed Storage",
        title="DIESEL: A Dataset-Based Distributed Storage",
        year=2020,
    )
    successor = {
        "title": "DIESEL+: Accelerating Distributed Deep Learning Tasks on Image Datasets",
        "venue": "IEEE Transactions on Parallel and Distributed Systems",
        "year": 2022,
        "doi": "10.1109/tpds.2021.3104252",
    }
    assert published_version(paper(listed, **successor), listed) is None


def test_an_unresolved_entry_is_offered_nothing() -> None:
    listed = occurrence(EASYSCALE)
    assert published_version(paper(listed, status="ambiguous", confidence=None), listed) is None
