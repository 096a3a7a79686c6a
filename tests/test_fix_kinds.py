"""`enrich fix --only published`, `--only duplicates` and `--only retractions` on list lines: what each writes,
what it leaves alone, and that a second fix finds nothing more to do."""

from __future__ import annotations

from datetime import date
from typing import Any

from enrich.config import Settings
from enrich.fix.plan import plan_edits
from enrich.fix.render import fixed_lists, render_pr_body
from enrich.fix.rules import FixRules, selected_kinds
from enrich.models import ExportedPaper, Retraction
from enrich.parse import decode_seed, parse_texts

EASYSCALE = "[arXiv '22] EasyScale: Accuracy-consistent Elastic Training for Deep Learning"
SC_DOI = "10.1145/3581784.3607054"
PIPEDREAM = "[SOSP '19] PipeDream: Generalized Pipeline Parallelism for DNN Training"
PIPEDREAM_AGAIN = "[SOSP 2019] PipeDream - Generalized Pipeline Parallelism for Deep Neural Network Training"
NOTICE = Retraction(
    kind="retraction", date=date(2021, 6, 14), notice_doi="10.99999/notice.2021.0002", source="publisher"
)


def rules(only: str) -> FixRules:
    return FixRules.from_settings(Settings(), selected_kinds(only))


def papers_of(lists: dict[str, bytes], facts: dict[str, dict[str, Any]]) -> list[ExportedPaper]:
    """The records a run would export for these lists: each entry resolved, with the facts of its title's start."""
    texts = [(name, decode_seed(data, name)) for name, data in lists.items()]
    papers = []
    for entry in parse_texts(texts).entries:
        extra = next(value for start, value in facts.items() if entry.title.startswith(start))
        listed = {"title": entry.title, "year": entry.year, "venue": entry.venue, "links": entry.links}
        found = {"id": entry.id, "status": "resolved", "confidence": 0.95, "seed_key": entry.id}
        papers.append(ExportedPaper(**listed, **found, occurrences=entry.occurrences).model_copy(update=extra))
    return papers


def fix(lists: dict[str, bytes], facts: dict[str, dict[str, Any]], only: str) -> tuple[dict[str, bytes], str]:
    plan = plan_edits(papers_of(lists, facts), lists, rules(only))
    return {**lists, **fixed_lists(lists, plan)}, render_pr_body(plan)


PUBLISHED_FACTS = {
    "EasyScale": {
        "year": 2023,
        "venue": "International Conference for High Performance Computing, Networking, Storage and Analysis",
        "doi": SC_DOI,
        "provenance": {"venue": "s2", "year": "s2", "doi": "s2"},
    }
}


def test_an_arxiv_tagged_preprint_is_retagged_with_its_publication_and_gets_its_doi() -> None:
    lists = {"list.txt": f"{EASYSCALE}\n".encode()}
    fixed, body = fix(lists, PUBLISHED_FACTS, "published")
    expected = (
        "[SC '23] EasyScale: Accuracy-consistent Elastic Training for Deep Learning [DOI: 10.1145/3581784.3607054]"
    )
    assert fixed["list.txt"].decode() == expected + "\n"
    assert "preprint entry updated to its publication: `arXiv` → `SC` (published as SC 2023 (venue from s2" in body
    again, _ = fix(fixed, PUBLISHED_FACTS, "published")
    assert again == fixed  # the next run reads an SC entry: nothing more to do


def test_without_published_selected_an_arxiv_tag_is_never_retagged() -> None:
    lists = {"list.txt": f"{EASYSCALE}\n".encode()}
    fixed, _ = fix(lists, PUBLISHED_FACTS, "year,venue")
    assert fixed == lists


DUPLICATE_FACTS = {"PipeDream": {"doi": "10.1145/3341301.3359646"}, "Horovod": {"arxiv_id": "1802.05799"}}
HOROVOD = "[arXiv '18] Horovod: fast and easy distributed deep learning in TensorFlow"


def test_the_later_duplicate_in_the_same_list_is_removed_and_one_in_another_list_stays() -> None:
    lists = {
        "a.txt": f"{PIPEDREAM}\n{HOROVOD}\n{PIPEDREAM_AGAIN}\n".encode(),
        "b.txt": f"{PIPEDREAM_AGAIN}\n".encode(),
    }
    fixed, body = fix(lists, DUPLICATE_FACTS, "duplicates")
    assert fixed["a.txt"].decode() == f"{PIPEDREAM}\n{HOROVOD}\n"
    assert fixed["b.txt"] == lists["b.txt"]
    assert "duplicate entry removed: `" + PIPEDREAM_AGAIN + "` (the same paper as a.txt:1 (doi 10.1145/" in body
    assert fix(lists, DUPLICATE_FACTS, "links,year,venue,published")[0] == lists  # opt-in
    again, _ = fix(fixed, DUPLICATE_FACTS, "duplicates")
    assert again == fixed


def test_a_retracted_paper_is_marked_once_and_only_when_asked() -> None:
    lists = {"list.md": f"- {PIPEDREAM} [[PDF](https://lab.example/pipedream.pdf)]\n".encode()}
    facts = {"PipeDream": {"doi": "10.1145/3341301.3359646", "retraction": NOTICE}}
    fixed, body = fix(lists, facts, "retractions")
    mark = "[RETRACTED 2021-06-14, recorded by the publisher]"
    assert fixed["list.md"].decode() == f"- {PIPEDREAM} [[PDF](https://lab.example/pipedream.pdf)] {mark}\n"
    assert "retracted paper marked" in body and "notice 10.99999/notice.2021.0002" in body
    assert fix(fixed, facts, "retractions")[0] == fixed  # marked already
    assert fix(lists, facts, "links,year,venue,published")[0] == lists  # opt-in


def test_the_mark_is_plain_text_the_next_run_reads_past_and_an_erratum_gets_none() -> None:
    lists = {"list.txt": f"{PIPEDREAM}\n".encode()}
    fixed, _ = fix(lists, {"PipeDream": {"retraction": NOTICE}}, "retractions")
    assert fixed["list.txt"].decode() == f"{PIPEDREAM} [RETRACTED 2021-06-14, recorded by the publisher]\n"
    [paper] = papers_of(fixed, {"PipeDream": {}})
    assert (paper.title, paper.doi) == ("PipeDream: Generalized Pipeline Parallelism for DNN Training", None)
    assert fix(lists, {"PipeDream": {"retraction": None}}, "retractions")[0] == lists
