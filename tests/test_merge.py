"""The merged record: each field from the first source in the precedence that gives it, with that source named,
and the list's own values left standing where no source gives one."""

from __future__ import annotations

from dataclasses import fields

from enrich.models import Author, Entry, Occurrence, SourceRecord
from enrich.resolve.merge import PRECEDENCE, MergedRecord, merge_fields
from enrich.titles import paper_id

TITLE = "Quiver: An Informed Storage Cache for Deep Learning"
AUTHORS = [Author(name="Abhishek Vijaya Kumar", dblp_pid="123/4567"), Author(name="Muthian Sivathanu")]


def entry() -> Entry:
    occurrence = Occurrence(
        file="seeds/list.txt",
        line=1,
        section=[],
        raw=f"[2020 FAST] {TITLE}.",
        format="plain",
        seed_title=TITLE,
        seed_year=2020,
        seed_venue="FAST",
        seed_venue_acronym="FAST",
    )
    return Entry(
        id=paper_id(TITLE), title=TITLE, year=2020, venue="FAST", venue_acronym="FAST", occurrences=[occurrence]
    )


DBLP = SourceRecord(
    source="dblp",
    title=TITLE,
    authors=AUTHORS,
    year=2020,
    venue="FAST",
    doi="10.5555/3386691.3386709",
    dblp_key="conf/fast/KumarS20",
    dblp_type="Conference and Workshop Papers",
)
S2 = SourceRecord(
    source="s2",
    title=TITLE.lower(),
    year=2020,
    s2_paper_id="b" * 40,
    abstract="Quiver caches.",
    citation_count=90,
    authors=[Author(name="Abhishek Vijaya Kumar", s2_author_id="77")],
)


def test_the_merged_record_carries_every_field_the_precedence_names() -> None:
    carried = {field.name for field in fields(MergedRecord)} - {"provenance", "venue_acronym"}
    assert carried == set(PRECEDENCE)


def test_each_field_comes_from_the_first_source_that_gives_it_and_names_it() -> None:
    merged = merge_fields(entry(), {"dblp": DBLP, "s2": S2})
    assert (merged.title, merged.doi, merged.abstract, merged.citation_count) == (
        TITLE,
        "10.5555/3386691.3386709",
        "Quiver caches.",
        90,
    )
    assert merged.provenance["title"] == merged.provenance["doi"] == "dblp"
    assert merged.provenance["abstract"] == merged.provenance["citation_count"] == "s2"
    assert "arxiv_id" not in merged.provenance and merged.arxiv_id is None
    assert merged.authors[0] == Author(name="Abhishek Vijaya Kumar", dblp_pid="123/4567", s2_author_id="77")


def test_a_paper_takes_only_the_fields_a_source_gave() -> None:
    merged = merge_fields(entry(), {"s2": S2.model_copy(update={"year": None})})
    assert merged.provenance["year"] == merged.provenance["venue"] == "seed"  # the list's, named as such
    taken = merged.paper_fields()
    assert (taken["title"], taken["year"], taken["venue"]) == (TITLE.lower(), 2020, "FAST")
    assert "doi" not in taken and "arxiv_id" not in taken  # no source gave one: none is made up


def test_a_refuted_doi_leaves_no_doi_and_no_source_for_one() -> None:
    merged = merge_fields(entry(), {"dblp": DBLP}).without_doi()
    assert merged.doi is None and "doi" not in merged.provenance and "doi" not in merged.paper_fields()
    assert merged.provenance["title"] == "dblp"


def test_no_accepted_record_merges_to_nothing() -> None:
    assert MergedRecord().paper_fields() == {} and MergedRecord().provenance == {}
