"""The output contract's value rules: what downstream programs may rely on in every papers.jsonl line."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from enrich.models import ExportedPaper

GOOD = dict(
    id="4b013406dbdb532d",
    status="resolved",
    confidence=0.95,
    title="Chimera: Efficiently Training Large-Scale Neural Networks with Bidirectional Pipelines",
    doi="10.1145/3458817.3476145",
    arxiv_id="2107.06925",
    occurrences=[],
    seed_key="k",
)


def test_a_well_formed_record_passes():
    assert ExportedPaper(**GOOD).schema_version


@pytest.mark.parametrize(
    "field, value",
    [
        ("title", ""),  # unknown is null, never ""
        ("venue", ""),
        ("abstract", ""),
        ("confidence", 1.5),
        ("doi", "10.1145/ABC.DEF"),  # DOIs are stored lowercase
        ("doi", "10.48550/arxiv.2107.06925"),  # arXiv's DataCite DOI is never a paper's DOI
        ("doi", "https://doi.org/10.1145/3458817.3476145"),  # no resolver prefix
        ("arxiv_id", "2107.06925v2"),  # no version
        ("arxiv_id", "arXiv:2107.06925"),
        ("citation_count", -1),
    ],
)
def test_values_breaking_the_contract_are_refused(field, value):
    with pytest.raises(ValidationError):
        ExportedPaper(**{**GOOD, field: value})


def test_the_schema_states_the_rules():
    schema = ExportedPaper.model_json_schema()
    doi = next(option for option in schema["properties"]["doi"]["anyOf"] if option.get("type") == "string")
    assert doi["pattern"].startswith("^10")
    title = schema["properties"]["title"]
    assert title["minLength"] == 1
