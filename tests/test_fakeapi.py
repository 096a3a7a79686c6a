"""The local fake of dblp, Semantic Scholar, arXiv, OpenAlex and Crossref behaves like the recorded real services.

Shapes are compared with the real bodies in the shared fixtures; behaviour (search semantics, id forms, rate
limits, faults, statistics) is driven over HTTP with plain ``requests``, as any client would.
"""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
import requests

from enrich_fakes import FakeOptions, FakeServices, ServiceFaults, build_corpus, web
from enrich_fakes.corpus import GOLD_PATH, Paper
from enrich_fakes.dblp import DblpIndex
from enrich_fakes.faults import FaultPlan, RateLimiter, parse_fault_spec, retry_after_header
from enrich_fakes.generate import GENERATED_NOTE, KINDS, TITLE_OVERLAP, kinds_for, missing_id_options, word_overlap
from enrich_fakes.seedlist import parse_seed_line, read_seed_dir
from enrich_fakes.text import title_key
from enrich_fakes.versions import KINDS as SAME_VENUE_KINDS

REPO = Path(__file__).resolve().parents[1]
SEEDS = REPO / "seeds"
REAL = REPO / "tests" / "fixtures"  # real recorded bodies (see its PROVENANCE.md)
ATOM = {
    "atom": "http://www.w3.org/2005/Atom",
    "opensearch": "http://a9.com/-/spec/opensearch/1.1/",
    "arxiv": "http://arxiv.org/schemas/atom",
}
DBLP = "/search/publ/api"
S2 = "/graph/v1/paper"
ARXIV = "/api/query"
OPENALEX = "/openalex/works"
CROSSREF = "/crossref/works"
TIMEOUT = 5


def real_json(name: str) -> object:
    return json.loads((REAL / name).read_text(encoding="utf-8"))


class Clock:
    """A clock the test moves by hand, so rate limits are tested without waiting."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(scope="module")
def corpus():
    return build_corpus(seeds_dir=SEEDS)


@pytest.fixture(scope="module")
def fake(corpus) -> Iterator[FakeServices]:
    with FakeServices(corpus, FakeOptions(rate_limit=False)) as running:
        yield running


def get(fake: FakeServices, path: str, **params: object) -> requests.Response:
    return requests.get(fake.base_url + path, params=params, timeout=TIMEOUT)


def dblp_hits(fake: FakeServices, query: str, **params: object) -> list[dict]:
    hits = get(fake, DBLP, q=query, format="json", **params).json()["result"]["hits"]
    return hits.get("hit", [])


def feed_entries(response: requests.Response) -> list[ET.Element]:
    return ET.fromstring(response.content).findall("atom:entry", ATOM)


def listed(corpus, title: str) -> Paper:
    """The one listed (or labelled) paper with this title; generated distractors may share it."""
    [paper] = [p for p in corpus.with_title(title) if p.origin != "distractor"]
    return paper


# A SOSP paper every service shows with all its ids (no generated missing id), for the S2 id tests.
PAGED_ATTENTION = "Efficient Memory Management for Large Language Model Serving with PagedAttention"
PAGED_ATTENTION_DOI = "10.1145/3600006.3613165"


# ----------------------------------------------------------------------------------------------- corpus


def test_corpus_is_built_the_same_way_every_time(corpus):
    assert build_corpus(seeds_dir=SEEDS).to_dict() == corpus.to_dict()


def test_every_seed_entry_has_its_true_paper(corpus):
    entries = read_seed_dir(SEEDS)
    assert entries
    missing = [(e.file, e.line) for e in entries if corpus.for_seed(e.file, e.line) is None]
    assert missing == []


def test_gold_labels_are_the_truth_for_their_papers(corpus):
    labels = [json.loads(line) for line in GOLD_PATH.read_text(encoding="utf-8").splitlines() if line]
    for label in labels:
        papers = [p for p in corpus.with_title(label["title"]) if p.origin == "gold"]
        assert len(papers) == 1, label["title"]
        assert papers[0].doi == ((label["doi"] or "").lower() or None)
        assert papers[0].arxiv_id == (label["arxiv_id"] or None)


def test_new_gold_labels_are_picked_up(tmp_path):
    gold = tmp_path / "gold.jsonl"
    extra = {
        "title": "A Made-Up Paper About Checkpoint Storage",
        "year": 2024,
        "venue_acronym": "FAST",
        "authors": ["Ada Example"],
        "doi": None,
        "arxiv_id": "2401.99999",
        "abstract_prefix": "We study",
        "seed_line": "",
        "notes": "",
    }
    gold.write_text(GOLD_PATH.read_text(encoding="utf-8") + json.dumps(extra) + "\n", encoding="utf-8")
    [paper] = [p for p in build_corpus(gold, SEEDS).with_title(extra["title"]) if p.origin == "gold"]
    assert (paper.origin, paper.arxiv_id, paper.doi) == ("gold", "2401.99999", None)
    assert paper.dblp_key == "conf/fast/Example24"


def test_made_up_ids_are_recognisably_synthetic(corpus):
    for paper in corpus.papers:
        if "doi" in paper.synthetic_fields:
            assert paper.doi.startswith("10.99999/")
        if "arxiv_id" in paper.synthetic_fields:
            assert paper.arxiv_id.split(".")[1].startswith("9")


def test_diesel_and_its_journal_extension_are_both_there(corpus):
    diesel = listed(
        corpus, "DIESEL: A Dataset-Based Distributed Storage and Caching System for Large-Scale Deep Learning Training"
    )
    diesel_plus = listed(corpus, "DIESEL+: Accelerating Distributed Deep Learning Tasks on Image Datasets")
    assert (diesel.venue, diesel.doi) == ("ICPP", "10.1145/3404397.3404472")
    assert (diesel_plus.venue, diesel_plus.year, diesel_plus.doi) == ("TPDS", 2022, "10.1109/tpds.2021.3104252")


def test_distractors_cover_every_trap_kind(corpus):
    kinds = {trap for paper in corpus.distractors() for trap in paper.traps}
    assert {
        "earlier_different_paper",
        "same_title_other_venue",
        "poster_version",
        "workshop_version",
        "near_identical_title",
        "earlier_report_other_title",
    } <= kinds
    lured = {paper.lures for paper in corpus.distractors()}
    assert all(corpus.with_title(title) for title in lured)
    arxiv_ids = {paper.arxiv_id for paper in corpus.distractors()}
    assert {"1806.03377", "1512.06216", "1603.04467"} <= arxiv_ids


def generated(corpus) -> dict[str, list[Paper]]:
    """The generated distractors of each kind."""
    by_kind: dict[str, list[Paper]] = {kind: [] for kind in KINDS}
    for paper in corpus.distractors():
        if paper.note.startswith(GENERATED_NOTE) and paper.traps[0] in by_kind:  # versions.py's kinds aside
            by_kind[paper.traps[0]].append(paper)
    return by_kind


def test_every_listed_paper_has_generated_distractors_of_each_kind_for_most_papers(corpus):
    papers = corpus.listed()
    by_kind = generated(corpus)
    lured = {kind: {title_key(d.lures) for d in made} for kind, made in by_kind.items()}
    for kind in KINDS:
        share = sum(title_key(p.title) in lured[kind] for p in papers) / len(papers)
        assert share >= 0.5, (kind, share)
    assert all(any(title_key(p.title) in lured[kind] for kind in KINDS) for p in papers)
    assert all(kinds_for(p, corpus.venue(p)) for p in papers)
    preprints = [p for p in papers if corpus.venue(p).kind == "preprint"]
    assert not {title_key(p.title) for p in preprints} & (lured["journal_extension"] | lured["workshop_version"])


def test_generated_distractors_look_like_their_kind(corpus):
    truth = {title_key(p.title): p for p in corpus.listed()}
    by_kind = generated(corpus)
    for paper in by_kind["journal_extension"]:
        true = truth[title_key(paper.lures)]
        assert corpus.venue(paper).kind == "journal" and paper.doi.startswith("10.99999/")
        assert paper.authors[:-1] == true.authors and paper.year >= true.year
        assert paper.services == {"dblp", "s2"} and paper.dblp_key.startswith("journals/")
    for paper in by_kind["workshop_version"]:
        true = truth[title_key(paper.lures)]
        assert paper.venue in ("HotOS", "HotCloud", "HotStorage", "HotNets", "EuroMLSys")
        assert paper.venue != true.venue and paper.services == {"dblp", "s2"}
        assert set(paper.authors) <= set(true.authors) and paper.year == true.year - 1
        first, last = map(int, paper.pages.split("-"))
        assert 4 <= last - first + 1 <= 6
    for paper in by_kind["same_title_other_year"]:
        true = truth[title_key(paper.lures)]
        assert paper.title == true.title and 2 <= abs(paper.year - true.year) <= 6 and paper.venue != true.venue
        assert not set(paper.authors) & set(true.authors)
    for paper in by_kind[TITLE_OVERLAP]:
        true = truth[title_key(paper.lures)]
        assert 0.5 <= word_overlap(true.title, paper.title) < 1 and title_key(paper.title) not in truth
        assert not set(paper.authors) & set(true.authors)
        assert (paper.year != true.year) + (paper.venue != true.venue) >= 1


def test_distractors_never_take_the_true_ids_or_a_list_entry(corpus):
    true_ids = {i.lower() for p in corpus.listed() for i in (p.doi, p.arxiv_id) if i}
    for paper in corpus.distractors():
        assert not paper.occurrences
        assert not {i.lower() for i in (paper.doi, paper.arxiv_id) if i} & true_ids, paper.title
    keys = [p.dblp_key for p in corpus.papers if p.dblp_key and p.dblp_key != p.corr_key] + [
        p.corr_key for p in corpus.papers if p.corr_key
    ]
    assert len({p.s2_paper_id for p in corpus.papers if p.s2_paper_id}) == sum(
        "s2" in p.services for p in corpus.papers
    )
    assert len(keys) == len(set(keys))


def test_distractors_differ_from_the_true_paper_in_two_ways_or_in_kind(corpus):
    truth = {title_key(p.title): p for p in corpus.listed()}
    for paper in corpus.distractors():
        true = truth.get(title_key(paper.lures or ""))
        if true is None or paper.traps[0] in (
            "journal_extension",
            "workshop_version",
            "poster_version",
            *SAME_VENUE_KINDS,
        ):
            continue
        differences = (
            (set(paper.authors) != set(true.authors)) + (paper.year != true.year) + (paper.venue != true.venue)
        )
        assert differences >= 2 or title_key(paper.title) != title_key(true.title), paper.title


def test_dblp_search_for_a_listed_title_has_the_true_record_in_the_first_ten(corpus):
    index = DblpIndex(corpus)
    for paper in corpus.listed():
        if "dblp" not in paper.services:
            continue
        for query in (paper.title, " ".join(title_key(paper.title).split()[:8])):
            hits = index.search(query, 0, 10, 0)["result"]["hits"].get("hit", [])
            assert {paper.dblp_key, paper.corr_key} & {hit["info"]["key"] for hit in hits}, query


VARIANT_ONLY_VIEWS = {"dblp:published", "s2:record"}  # chosen by variants.json, never drawn


def test_some_services_leave_ids_out_of_listed_records(corpus):
    eligible = [p for p in corpus.listed() if missing_id_options(p, corpus.venue(p))]
    missing = [p for p in eligible if p.views.missing_ids and not VARIANT_ONLY_VIEWS & set(p.views.missing_ids)]
    assert 0.25 <= len(missing) / len(eligible) <= 0.5
    assert {kind for p in missing for kind in p.views.missing_ids} == {"dblp:doi", "s2:doi", "s2:arxiv", "s2:split"}
    assert all(len(p.views.missing_ids) == 1 for p in missing)  # one service hides one id: still found elsewhere


@pytest.mark.e2e
def test_a_recent_paper_dblp_has_only_as_a_preprint_and_s2_without_its_doi_is_in_the_registry(fake, corpus):
    [paper] = [
        p
        for p in corpus.with_title("DataStates-LLM: Lazy Asynchronous Checkpointing for Large Language Models")
        if p.origin == "gold"
    ]
    keys = {hit["info"]["key"] for hit in dblp_hits(fake, paper.title, h=100)}
    assert paper.dblp_key == paper.corr_key and paper.corr_key in keys and not any("hpdc" in key for key in keys)
    assert "DOI" not in get(fake, f"{S2}/{paper.s2_paper_id}", fields="externalIds").json()["externalIds"]
    works = get(fake, CROSSREF, **{"query.bibliographic": paper.title, "rows": 5}).json()["message"]["items"]
    assert paper.doi in {work["DOI"] for work in works}


@pytest.mark.e2e
def test_a_paper_only_the_registry_knows_and_its_same_titled_paper_of_another_field(fake, corpus):
    [paper, other_field] = sorted(
        corpus.with_title("A Cost-Efficient Failure-Tolerant Scheme for Distributed DNN Training"),
        key=lambda p: p.origin != "gold",
    )[:2]
    assert paper.services == frozenset() and other_field.venue == "Sensors" and other_field.year != paper.year
    assert paper.doi not in {hit["info"].get("doi") for hit in dblp_hits(fake, paper.title, h=100)}
    assert get(fake, f"{OPENALEX}/https://doi.org/{paper.doi}").status_code == 404
    assert get(fake, f"{CROSSREF}/{paper.doi}").json()["message"]["DOI"] == paper.doi


@pytest.mark.e2e
def test_missing_ids_as_each_service_shows_them(fake, corpus):
    by_kind = {}
    for paper in corpus.listed():
        for kind in paper.views.missing_ids:
            by_kind.setdefault(kind, paper)
    no_doi = by_kind["dblp:doi"]
    [info] = [h["info"] for h in dblp_hits(fake, no_doi.title, h=100) if h["info"]["key"] == no_doi.dblp_key]
    assert "doi" not in info and not any(
        "doi.org" in ee for ee in ([info["ee"]] if isinstance(info.get("ee"), str) else info.get("ee", []))
    )
    s2_no_doi = by_kind["s2:doi"]
    assert get(fake, f"{S2}/DOI:{s2_no_doi.doi}").status_code == 404
    assert "DOI" not in get(fake, f"{S2}/{s2_no_doi.s2_paper_id}", fields="externalIds").json()["externalIds"]
    s2_no_arxiv = by_kind["s2:arxiv"]
    assert get(fake, f"{S2}/ARXIV:{s2_no_arxiv.arxiv_id}").status_code == 404
    assert "ArXiv" not in get(fake, f"{S2}/{s2_no_arxiv.s2_paper_id}", fields="externalIds").json()["externalIds"]
    split = by_kind["s2:split"]
    published = get(fake, f"{S2}/DOI:{split.doi}", fields="externalIds,venue").json()
    preprint = get(fake, f"{S2}/ARXIV:{split.arxiv_id}", fields="externalIds,venue").json()
    assert published["paperId"] == split.s2_paper_id and "ArXiv" not in published["externalIds"]
    assert preprint["paperId"] == split.s2_preprint_id != split.s2_paper_id
    assert preprint["venue"] == "arXiv.org" and preprint["externalIds"]["ArXiv"] == split.arxiv_id
    assert preprint["externalIds"]["DOI"] == f"10.48550/arXiv.{split.arxiv_id}"


def test_every_venue_of_the_lists_is_described(corpus):
    assert corpus.unknown_venues == []


def test_corpus_stays_small(corpus):
    counts = corpus.record_counts()
    assert counts["papers"] >= 100 and counts["dblp"] + counts["s2"] + counts["arxiv"] < 2500


# ------------------------------------------------------------------------------------------------- dblp


@pytest.mark.e2e
def test_dblp_answers_in_the_recorded_shape(fake):
    real = real_json("dblp/search_publ_attention_is_all_you_need_h1_2026.json")["result"]
    legacy = real_json("dblp/search_publ_test_star_h30_legacy_format_2019.json")["result"]
    result = get(fake, DBLP, q="pipeline parallelism", format="json", h=5).json()["result"]
    assert result.keys() == real.keys()
    assert result["hits"].keys() == real["hits"].keys()
    assert all(isinstance(result["hits"][k], str) for k in ("@total", "@computed", "@sent", "@first"))
    known_info_keys = set(real["hits"]["hit"][0]["info"]) | {k for h in legacy["hits"]["hit"] for k in h["info"]}
    for hit in result["hits"]["hit"]:
        assert hit.keys() == real["hits"]["hit"][0].keys()
        assert set(hit["info"]) <= known_info_keys
        assert hit["info"]["title"].endswith(".") and isinstance(hit["info"]["year"], str)


@pytest.mark.e2e
def test_dblp_query_words_are_anded_prefixes_over_title_authors_and_venue(fake, corpus):
    sosp = listed(corpus, "PipeDream: Generalized Pipeline Parallelism for DNN Training")
    pipedreams = {key for p in corpus.papers if p.title.startswith("PipeDream") for key in (p.dblp_key, p.corr_key)}
    assert "journals/corr/abs-1806-03377" in pipedreams
    assert {hit["info"]["key"] for hit in dblp_hits(fake, "PipeDream")} == pipedreams - {None}
    generalized = dblp_hits(fake, "pipedr GENER")
    assert sosp.dblp_key in {hit["info"]["key"] for hit in generalized}
    assert all(title_key(hit["info"]["title"]).startswith("pipedream generalized") for hit in generalized)
    at_sosp_with_zaharia = {
        p.dblp_key
        for p in corpus.papers
        if p.title.startswith("PipeDream")
        and p.dblp_key
        and p.dblp_key.startswith("conf/sosp/")
        and "Matei Zaharia" in p.authors
    }
    assert sosp.dblp_key in at_sosp_with_zaharia  # with its generated versions at SOSP (fakeapi/versions.py)
    assert {hit["info"]["key"] for hit in dblp_hits(fake, "pipedream zaharia sosp")} == at_sosp_with_zaharia


@pytest.mark.e2e
def test_dblp_zero_hits_have_no_hit_key(fake):
    hits = get(fake, DBLP, q="pipedream askldjrq3rjaw938h", format="json").json()["result"]["hits"]
    assert hits == {"@total": "0", "@computed": "0", "@sent": "0", "@first": "0"}


@pytest.mark.e2e
def test_dblp_echoes_the_rewritten_query(fake):
    assert (
        get(fake, DBLP, q="Attention is all you need", format="json").json()["result"]["query"]
        == "attention* is all* you* need*"
    )


@pytest.mark.e2e
def test_dblp_single_author_is_an_object_not_a_list(fake, corpus):
    title = "Scaling Distributed Machine Learning with the Parameter Server"
    venues = {paper.venue: paper.dblp_key for paper in corpus.with_title(title)}
    by_key = {hit["info"]["key"]: hit["info"] for hit in dblp_hits(fake, title)}
    lure, listed = by_key[venues["BigDataScience"]], by_key[venues["OSDI"]]
    assert lure["authors"]["author"]["text"] == "Mu Li" and lure["doi"] == "10.1145/2640087.2644155"
    assert isinstance(listed["authors"]["author"], list)
    assert "doi" not in listed  # USENIX: no DOI


@pytest.mark.e2e
def test_dblp_corr_copy_of_an_arxiv_paper(fake):
    by_key = {hit["info"]["key"]: hit["info"] for hit in dblp_hits(fake, "gpipe")}
    corr = by_key["journals/corr/abs-1811-06965"]
    assert (corr["venue"], corr["volume"], corr["type"]) == (
        "CoRR",
        "abs/1811.06965",
        "Informal and Other Publications",
    )
    assert corr["title"] == "GPipe: Efficient Training of Giant Neural Networks using Pipeline Parallelism."
    assert corr["doi"] == "10.48550/ARXIV.1811.06965"


@pytest.mark.e2e
def test_dblp_pages_through_hits(fake):
    everything = [hit["info"]["key"] for hit in dblp_hits(fake, "deep learning", h=1000)]
    second = [hit["info"]["key"] for hit in dblp_hits(fake, "deep learning", h=3, f=1)]
    assert len(everything) > 4 and second == everything[1:4]


@pytest.mark.e2e
def test_dblp_answers_xml_without_format_json(fake):
    response = get(fake, DBLP, q="pipedream")
    root = ET.fromstring(response.content)
    assert root.tag == "result" and root.find("hits").get("total") == str(len(dblp_hits(fake, "pipedream", h=100)))


# --------------------------------------------------------------------------------------- semantic scholar


@pytest.mark.e2e
def test_s2_match_answers_in_the_recorded_shape(fake):
    real = real_json("s2/search_match_hit_attention_is_all_you_need.json")["data"][0]
    fields = (
        "authors,citationCount,citationStyles,externalIds,influentialCitationCount,isOpenAccess,journal,"
        "openAccessPdf,publicationDate,publicationTypes,title,url,venue,year"
    )
    body = get(fake, f"{S2}/search/match", query=PAGED_ATTENTION, fields=fields).json()
    [hit] = body["data"]
    assert set(hit) == set(real)
    assert hit["title"] == PAGED_ATTENTION and hit["matchScore"] > 100


@pytest.mark.e2e
def test_s2_match_of_a_title_prefix_and_of_nonsense(fake):
    prefix = get(fake, f"{S2}/search/match", query="PipeDream: Generalized Pipeline")
    assert prefix.json()["data"][0]["title"].startswith("PipeDream: Generalized")
    nonsense = get(fake, f"{S2}/search/match", query="askldjrq3rjaw938h")
    assert nonsense.status_code == 404
    assert nonsense.json() == real_json("s2/search_match_404_title_match_not_found.json")


@pytest.mark.e2e
def test_s2_returns_only_requested_fields(fake):
    doi = f"DOI:{PAGED_ATTENTION_DOI}"
    assert set(get(fake, f"{S2}/{doi}").json()) == {"paperId", "title"}
    assert set(get(fake, f"{S2}/{doi}", fields="year,venue").json()) == {"paperId", "year", "venue"}
    authors = get(fake, f"{S2}/{doi}", fields="authors.url").json()["authors"]
    assert set(authors[0]) == {"authorId", "url"}


@pytest.mark.e2e
def test_s2_rejects_unknown_fields(fake):
    response = get(fake, f"{S2}/{PAGED_ATTENTION_DOI}", fields="unknown")
    assert response.status_code == 400
    assert response.json() == real_json("s2/paper_400_unsupported_fields.json")


@pytest.mark.e2e
def test_s2_accepts_every_id_form(fake, corpus):
    paper = listed(corpus, "GPipe: Efficient Training of Giant Neural Networks using Pipeline Parallelism")
    sosp = listed(corpus, PAGED_ATTENTION)
    forms = {
        paper.s2_paper_id: paper,
        f"CorpusId:{paper.corpus_id}": paper,
        "ARXIV:1811.06965": paper,
        "arXiv:1811.06965v5": paper,
        "URL:https://arxiv.org/abs/1811.06965": paper,
        f"DOI:{PAGED_ATTENTION_DOI}": sosp,
        PAGED_ATTENTION_DOI: sosp,
        f"DOI:{PAGED_ATTENTION_DOI}".upper(): sosp,
    }
    for paper_id, expected in forms.items():
        assert get(fake, f"{S2}/{paper_id}").json()["paperId"] == expected.s2_paper_id, paper_id
    missing = get(fake, f"{S2}/DOI:10.1101/2024.04.01.587366")
    assert missing.status_code == 404
    assert missing.json() == real_json("s2/paper_by_doi_404_not_found.json")


@pytest.mark.e2e
def test_s2_arxiv_only_paper_carries_the_datacite_doi(fake):
    body = get(fake, f"{S2}/ARXIV:1802.05799", fields="externalIds,venue,journal").json()
    assert body["externalIds"]["DOI"] == "10.48550/arXiv.1802.05799"
    assert body["venue"] == "arXiv.org" and body["journal"] == {"name": "ArXiv", "volume": "abs/1802.05799"}


@pytest.mark.e2e
def test_s2_batch_keeps_request_order_with_nulls(fake, corpus):
    paper = listed(corpus, "Horovod: fast and easy distributed deep learning in TensorFlow")
    ids = ["CorpusId:1", "ARXIV:1802.05799", "10.9999/none", paper.s2_paper_id]
    response = requests.post(
        f"{fake.base_url}{S2}/batch", params={"fields": "title"}, json={"ids": ids}, timeout=TIMEOUT
    )
    body = response.json()
    assert [item and item["paperId"] for item in body] == [None, paper.s2_paper_id, None, paper.s2_paper_id]
    too_many = requests.post(f"{fake.base_url}{S2}/batch", json={"ids": ["CorpusId:1"] * 501}, timeout=TIMEOUT)
    assert too_many.status_code == 400


@pytest.mark.e2e
def test_s2_relevance_search_pages_and_zero_hits(fake):
    first = get(fake, f"{S2}/search", query="pipeline parallelism", limit=2).json()
    assert first["offset"] == 0 and first["next"] == 2 and len(first["data"]) == 2 and first["total"] > 2
    assert get(fake, f"{S2}/search", query="n0 r3sult s3arch t3rm").json() == real_json(
        "s2/search_relevance_zero_results.json"
    )


@pytest.mark.e2e
def test_s2_bad_api_key_is_forbidden(corpus):
    with FakeServices(corpus, FakeOptions(rate_limit=False, s2_api_keys=frozenset({"good"}))) as fake:
        url = f"{fake.base_url}{S2}/ARXIV:1802.05799"
        assert requests.get(url, headers={"x-api-key": "good"}, timeout=TIMEOUT).status_code == 200
        bad = requests.get(url, headers={"x-api-key": "bad"}, timeout=TIMEOUT)
        assert bad.status_code == 403 and bad.json() == real_json("s2/paper_batch_403_forbidden_bad_api_key.json")


# ------------------------------------------------------------------------------------------------ arxiv


@pytest.mark.e2e
def test_arxiv_drops_missing_ids_and_keeps_the_feed_shape(fake):
    response = get(fake, ARXIV, id_list="0808.05394,1802.05799")
    root = ET.fromstring(response.content)
    assert root.find("opensearch:totalResults", ATOM).text == "1"
    [entry] = feed_entries(response)
    assert entry.find("atom:id", ATOM).text.startswith("http://arxiv.org/abs/1802.05799v")
    assert entry.find("atom:link[@title='pdf']", ATOM).get("href").startswith("https://arxiv.org/pdf/1802.05799v")
    real_tags = {
        child.tag
        for path in REAL.glob("arxiv/query_*.atom.xml")
        for e in ET.parse(path).getroot().findall("atom:entry", ATOM)
        for child in e
    }
    assert {child.tag for child in entry} <= real_tags


@pytest.mark.e2e
def test_arxiv_malformed_id_is_a_400_error_feed(fake):
    response = get(fake, ARXIV, id_list="abc")
    assert response.status_code == 400
    [entry] = feed_entries(response)
    assert entry.find("atom:title", ATOM).text == "Error"
    assert entry.find("atom:summary", ATOM).text == "incorrect id format for abc"


@pytest.mark.e2e
def test_arxiv_title_phrase_search_sees_the_preprint_title(fake):
    found = get(fake, ARXIV, search_query='ti:"Easy Scaling" AND au:Huang')
    assert [e.find("atom:title", ATOM).text for e in feed_entries(found)] == [
        "GPipe: Easy Scaling with Micro-Batch Pipeline Parallelism"
    ]
    v1_phrase = feed_entries(get(fake, ARXIV, search_query='ti:"Giant Neural Networks"'))
    assert "1811.06965" not in {e.find("atom:id", ATOM).text.split("/")[-1].split("v")[0] for e in v1_phrase}
    first_version = feed_entries(get(fake, ARXIV, id_list="1811.06965v1"))[0]
    assert first_version.find("atom:title", ATOM).text.startswith("GPipe: Efficient Training")


@pytest.mark.e2e
def test_arxiv_boolean_operators(fake):
    both = feed_entries(get(fake, ARXIV, search_query="ti:pipedream OR ti:poseidon", max_results=50))
    assert {e.find("atom:id", ATOM).text.split("/")[-1].split("v")[0] for e in both} >= {"1806.03377", "1512.06216"}
    without = feed_entries(get(fake, ARXIV, search_query="ti:poseidon ANDNOT au:Kim", max_results=50))
    assert "1512.06216" not in {e.find("atom:id", ATOM).text.split("/")[-1].split("v")[0] for e in without}


@pytest.mark.e2e
def test_arxiv_refuses_a_page_larger_than_its_limit(fake):
    refused = get(fake, ARXIV, search_query="ti:pipedream", max_results=2001)
    assert refused.status_code == 400
    assert "max_results" in feed_entries(refused)[0].find("atom:summary", ATOM).text
    assert get(fake, ARXIV, search_query="ti:pipedream", max_results=2000).status_code == 200


@pytest.mark.e2e
def test_s2_bulk_search_ors_phrases_over_title_and_abstract(fake):
    query = '"PipeDream generalized pipeline parallelism" | "Efficient Memory Management for Large Language Model"'
    page = get(fake, f"{S2}/search/bulk", query=query, fields="title").json()
    titles = [paper["title"] for paper in page["data"]]
    assert page["token"] is None and page["total"] == len(titles)
    assert any(title.startswith("PipeDream") for title in titles)
    assert PAGED_ATTENTION in titles
    assert [paper["paperId"] for paper in page["data"]] == sorted(paper["paperId"] for paper in page["data"])
    words_apart = get(fake, f"{S2}/search/bulk", query='"pipeline PipeDream"', fields="title").json()
    assert words_apart["data"] == [] or all("pipeline pipedream" in p["title"].lower() for p in words_apart["data"])


@pytest.mark.e2e
def test_s2_bulk_search_refuses_syntax_the_fake_does_not_model(fake):
    answer = get(fake, f"{S2}/search/bulk", query='("pipedream") | poseidon', fields="title")
    assert answer.status_code == 400 and "not modelled" in answer.json()["error"]


# ------------------------------------------------------------------------------------------------ OpenAlex


def openalex_works(fake: FakeServices, **params: object) -> list[dict]:
    answer = get(fake, OPENALEX, **params)
    assert answer.status_code == 200, answer.text
    return answer.json()["results"]


@pytest.mark.e2e
def test_openalex_answers_in_the_recorded_shape(fake, corpus):
    real = real_json("openalex/works_filter_title_search_chemcrow.json")
    paper = next(p for p in corpus.listed() if p.doi and p.arxiv_id and "s2" in p.services)
    body = get(fake, OPENALEX, filter=f"title.search:{paper.title}").json()
    assert set(body) == set(real) and set(body["meta"]) <= set(real["meta"])
    by_doi = {work["doi"]: work for work in body["results"]}
    published = by_doi[f"https://doi.org/{paper.doi}"]
    preprint = by_doi[f"https://doi.org/10.48550/arxiv.{paper.arxiv_id}"]
    assert set(published) <= set(real["results"][0]) | {"relevance_score"}
    assert published["relevance_score"] > 0 and published["type"] == "article"
    assert preprint["type"] == "preprint"
    words = sorted(
        (position, word) for word, positions in published["abstract_inverted_index"].items() for position in positions
    )
    assert " ".join(word for _, word in words).removeprefix("Abstract ") == " ".join(paper.abstract.split())


@pytest.mark.e2e
def test_openalex_doi_filter_drops_unknown_dois_and_keeps_its_own_order(fake, corpus):
    dois = [p.doi for p in corpus.listed() if p.doi and "s2" in p.services][:5]
    asked = list(reversed(dois)) + ["10.1145/0000001.0000002"]
    works = openalex_works(fake, filter="doi:" + "|".join(asked), **{"per-page": 50})
    assert sorted(w["doi"].removeprefix("https://doi.org/") for w in works) == sorted(dois)


@pytest.mark.e2e
def test_openalex_select_keeps_the_named_fields_and_refuses_unknown_ones(fake, corpus):
    doi = next(p.doi for p in corpus.listed() if p.doi and "s2" in p.services)
    [work] = openalex_works(fake, filter=f"doi:{doi}", select="id,doi,cited_by_count")
    assert list(work) == ["id", "doi", "cited_by_count"]
    refused = get(fake, OPENALEX, filter=f"doi:{doi}", select="id,citations")
    assert refused.status_code == 400 and "citations" in refused.json()["message"]


@pytest.mark.e2e
def test_openalex_refuses_more_than_100_dois_and_unknown_filters(fake):
    too_many = "|".join(f"10.1145/{n}" for n in range(101))
    assert get(fake, OPENALEX, filter=f"doi:{too_many}").status_code == 400
    assert get(fake, OPENALEX, filter="author_name:Li").json()["error"] == "Invalid query parameters error."


@pytest.mark.e2e
def test_openalex_single_work_by_doi_and_the_html_404(fake, corpus):
    doi = next(p.doi for p in corpus.listed() if p.doi and "s2" in p.services)
    assert get(fake, f"{OPENALEX}/https://doi.org/{doi}").json()["doi"] == f"https://doi.org/{doi}"
    missing = get(fake, f"{OPENALEX}/doi:10.1046/j.1365-2699.2003.00795")
    assert missing.status_code == 404 and missing.headers["Content-Type"].startswith("text/html")


# ------------------------------------------------------------------------------------------------ Crossref


@pytest.mark.e2e
def test_crossref_lookup_in_the_recorded_shape_and_the_plain_text_404(fake, corpus):
    real = real_json("crossref/works_doi_chemcrow.json")
    paper = next(p for p in corpus.listed() if p.doi)
    body = get(fake, f"{CROSSREF}/{paper.doi.replace('/', '%2F')}", mailto="a@example.org").json()
    assert set(body) == set(real) and (body["status"], body["message-type"]) == ("ok", "work")
    # updated-by: the notices of data/notices.json, in the shape of Crossref's record of a retracted paper
    assert set(body["message"]) <= set(real["message"]) | {"published-print", "updated-by"}
    assert body["message"]["title"] == [paper.title]
    assert body["message"]["issued"]["date-parts"][0][0] == paper.year
    missing = get(fake, f"{CROSSREF}/10.48550%2Farxiv.2312.07559")
    assert (missing.status_code, missing.text) == (
        404,
        (REAL / "crossref/works_doi_404_arxiv_datacite_doi.txt").read_text(),
    )


@pytest.mark.e2e
def test_crossref_query_answers_its_best_scores_even_for_an_unknown_title(fake):
    body = get(fake, CROSSREF, **{"query.bibliographic": "Retrieval augmented scientific agents", "rows": 2}).json()
    assert body["message-type"] == "work-list" and len(body["message"]["items"]) == 2
    assert body["message"]["total-results"] >= 2
    assert get(fake, CROSSREF, **{"query.bibliographic": "askldjrq3rjaw938h"}).json()["message"]["items"] == []


@pytest.mark.e2e
def test_crossref_select_and_its_validation_failure(fake, corpus):
    paper = next(p for p in corpus.listed() if p.doi)
    [item] = get(fake, CROSSREF, **{"query.bibliographic": paper.title, "rows": 1, "select": "DOI,title,score"}).json()[
        "message"
    ]["items"]
    assert set(item) == {"DOI", "title", "score"} and item["DOI"] == paper.doi
    refused = get(fake, CROSSREF, **{"query.bibliographic": paper.title, "select": "DOI,citations"})
    assert refused.status_code == 400 and refused.json()["message-type"] == "validation-failure"


@pytest.mark.e2e
def test_crossref_ors_repeated_doi_filters_and_leaves_out_what_it_lacks(fake, corpus):
    dois = sorted({p.doi for p in corpus.listed() if p.doi})[:3]
    asked = ",".join(f"doi:{doi.upper()}" for doi in [*dois, "10.1145/3600006.3613999"])
    body = get(fake, CROSSREF, filter=asked, rows=4, select="DOI,title").json()
    assert body["message-type"] == "work-list" and body["message"]["total-results"] == 3
    assert sorted(item["DOI"] for item in body["message"]["items"]) == dois
    refused = get(fake, CROSSREF, filter="from-pub-date:2020")
    assert refused.status_code == 400 and refused.json()["message"][0]["type"] == "filter-not-available"


@pytest.mark.e2e
def test_openalex_and_crossref_have_their_own_rate_limits(corpus):
    clock = Clock()
    with FakeServices(corpus, FakeOptions(rate_limit_tolerance=0.0), clock=clock) as fake:
        assert get(fake, OPENALEX, filter="doi:10.1145/1").status_code == 200
        assert get(fake, f"{CROSSREF}/10.1145%2F1").status_code == 404  # an answer, within Crossref's own pace
        refused = get(fake, OPENALEX, filter="doi:10.1145/1")
        assert refused.status_code == 429 and refused.json()["error"] == "Rate limit exceeded"
        assert get(fake, f"{CROSSREF}/10.1145%2F1").status_code == 429
        clock.now += fake.options.interval("openalex")
        assert get(fake, OPENALEX, filter="doi:10.1145/1").status_code == 200


# ------------------------------------------------------------------------------------- rate limit, faults


@pytest.mark.e2e
def test_rate_limit_answers_429_with_retry_after(corpus):
    clock = Clock()
    options = FakeOptions(rate_limit_tolerance=0.0)
    with FakeServices(corpus, options, clock=clock) as fake:
        assert get(fake, DBLP, q="gpipe", format="json").status_code == 200
        refused = get(fake, DBLP, q="gpipe", format="json")
        assert refused.status_code == 429 and refused.headers["Retry-After"] == "2"
        assert refused.headers["Content-Type"].startswith("text/html")
        clock.now += options.interval("dblp")
        assert get(fake, DBLP, q="gpipe", format="json").status_code == 200
        get(fake, f"{S2}/ARXIV:1811.06965")
        s2_refused = get(fake, f"{S2}/ARXIV:1811.06965")
        assert s2_refused.status_code == 429
        assert s2_refused.json() == real_json("s2/error_429_too_many_requests.json")
        assert fake.stats()["services"]["dblp"]["faults"] == {"rate_limited": 1}


def test_the_limit_is_strict_to_the_millisecond():
    clock = Clock()
    options = FakeOptions(time_scale=0.01)
    limiter = RateLimiter(options, clock)
    interval = options.interval("s2")
    assert limiter.admit("s2") == 0.0
    clock.now += interval - 0.001
    assert limiter.admit("s2") == pytest.approx(0.001)  # a millisecond early: refused, and no token taken
    clock.now += 0.001
    assert limiter.admit("s2") == 0.0
    clock.now += 10 * interval  # an idle service saves up no burst
    assert limiter.admit("s2") == 0.0
    assert limiter.admit("s2") > 0


def test_arxiv_answers_one_connection_at_a_time():
    clock = Clock()
    options = FakeOptions(time_scale=0.01)
    limiter = RateLimiter(options, clock)
    assert limiter.admit("arxiv") == 0.0
    clock.now += 5 * options.interval("arxiv")
    assert limiter.admit("arxiv") > 0  # the first answer is still being sent
    limiter.release("arxiv")
    assert limiter.admit("arxiv") == 0.0
    limiter.release("arxiv")
    assert limiter.admit("s2") == 0.0 and limiter.admit("dblp") == 0.0  # other services take several at once


@pytest.mark.e2e
def test_crossref_announces_its_limit_in_its_headers(corpus):
    with FakeServices(corpus, FakeOptions(time_scale=0.01)) as fake:
        answer = get(fake, f"{CROSSREF}/10.1145%2F1")
        assert answer.headers["x-rate-limit-limit"] == "1" and answer.headers["x-rate-limit-interval"] == "1s"
        assert "x-rate-limit-limit" not in get(fake, DBLP, q="gpipe", format="json").headers


@pytest.mark.e2e
def test_a_spent_daily_allowance_is_a_429_saying_so(corpus):
    clock = Clock()
    options = FakeOptions(daily_allowances={"openalex": 1})
    with FakeServices(corpus, options, clock=clock) as fake:
        first = get(fake, OPENALEX, filter="doi:10.1145/1")
        assert first.status_code == 200 and first.headers["x-ratelimit-remaining"] == "0"
        clock.now += 1
        spent = get(fake, OPENALEX, filter="doi:10.1145/1")
        assert spent.status_code == 429 and spent.json()["error"] == "Daily limit exceeded"
        assert spent.headers["x-ratelimit-remaining"] == "0" and int(spent.headers["Retry-After"]) > 0
        assert fake.stats()["services"]["openalex"]["faults"] == {"allowance_spent": 1}


def test_retry_after_is_in_the_services_own_seconds():
    assert retry_after_header(0.015, time_scale=0.01) == "2"
    assert retry_after_header(3.0, time_scale=1.0) == "3"
    assert retry_after_header(0.0001, time_scale=1.0) == "1"


def test_faults_are_reproducible_from_the_seed():
    faults = {"s2": ServiceFaults(probabilities={"503": 0.3, "429": 0.1}, burst=3)}

    def outcomes(seed: int) -> list[str | None]:
        plan = FaultPlan(FakeOptions(seed=seed, faults=faults))
        return [plan.next_fault("s2") for _ in range(200)]

    assert outcomes(7) == outcomes(7)
    assert outcomes(7) != outcomes(8)
    assert 30 < outcomes(7).count("503") < 90
    assert set(outcomes(7)) == {None, "503", "429"}
    assert FaultPlan(FakeOptions(faults=faults)).next_fault("dblp") is None


def test_parse_fault_spec():
    assert parse_fault_spec("all:429=0.2") == {s: {"429": 0.2} for s in ("dblp", "s2", "arxiv", "openalex", "crossref")}
    assert parse_fault_spec("s2:503=0.1,hang=0.05") == {"s2": {"503": 0.1, "hang": 0.05}}
    with pytest.raises(ValueError):
        parse_fault_spec("scholar:503=0.1")
    with pytest.raises(ValueError):
        ServiceFaults(probabilities={"503": 0.8, "500": 0.4})


def scripted(corpus, service: str, steps: tuple[str, ...], **fault_options: object) -> FakeServices:
    options = FakeOptions(rate_limit=False, faults={service: ServiceFaults(script=steps, **fault_options)})
    return FakeServices(corpus, options)


@pytest.mark.e2e
def test_scripted_status_faults_and_their_statistics(corpus):
    with scripted(corpus, "s2", ("503", "429", "500", "slow", "ok"), slow_seconds=0.01) as fake:
        statuses = [get(fake, f"{S2}/ARXIV:1811.06965").status_code for _ in range(5)]
        assert statuses == [503, 429, 500, 200, 200]
        assert get(fake, f"{S2}/ARXIV:1811.06965").status_code == 200
        s2_stats = fake.stats()["services"]["s2"]
        assert s2_stats["faults"] == {"503": 1, "429": 1, "500": 1, "slow": 1}
        assert s2_stats["statuses"] == {"503": 1, "429": 1, "500": 1, "200": 3}
        assert s2_stats["endpoints"] == {f"{S2}/{{paper_id}}": 6}


@pytest.mark.e2e
def test_spoiled_bodies_keep_status_200(corpus):
    with scripted(corpus, "dblp", ("truncated", "invalid", "html", "empty")) as fake:
        answers = [get(fake, DBLP, q="gpipe", format="json") for _ in range(4)]
        assert [a.status_code for a in answers] == [200, 200, 200, 200]
        for broken in answers[:3]:
            with pytest.raises(ValueError):
                broken.json()
        assert answers[2].headers["Content-Type"].startswith("text/html")
        assert "hit" not in answers[3].json()["result"]["hits"]
    with scripted(corpus, "arxiv", ("truncated",)) as fake, pytest.raises(ET.ParseError):
        ET.fromstring(get(fake, ARXIV, id_list="1811.06965").content)


@pytest.mark.e2e
def test_transport_faults_break_the_connection(corpus):
    with scripted(corpus, "arxiv", ("drop", "cutoff", "hang"), hang_seconds=30.0) as fake:
        with pytest.raises(requests.ConnectionError):
            get(fake, ARXIV, id_list="1811.06965")
        with pytest.raises((requests.exceptions.ChunkedEncodingError, requests.ConnectionError)):
            get(fake, ARXIV, id_list="1811.06965")
        with pytest.raises(requests.Timeout):
            requests.get(fake.base_url + ARXIV, params={"id_list": "1811.06965"}, timeout=0.2)


@pytest.mark.e2e
def test_a_service_can_be_down(corpus):
    with FakeServices(corpus, FakeOptions(rate_limit=False, down={"s2": "503", "arxiv": "refuse"})) as fake:
        assert get(fake, f"{S2}/ARXIV:1811.06965").status_code == 503
        assert fake.url_for("arxiv") != fake.base_url == fake.url_for("dblp")
        assert fake.env()["ENRICH_ARXIV_URL"] == fake.url_for("arxiv")
        with pytest.raises(requests.ConnectionError):
            requests.get(fake.url_for("arxiv") + ARXIV, params={"id_list": "1811.06965"}, timeout=TIMEOUT)
        assert get(fake, DBLP, q="gpipe", format="json").status_code == 200


@pytest.mark.e2e
def test_statistics_and_options_over_http(corpus):
    with FakeServices(corpus, FakeOptions(rate_limit=False)) as fake:
        get(fake, DBLP, q="gpipe", format="json")
        get(fake, ARXIV, id_list="1811.06965")
        stats = requests.get(f"{fake.base_url}/_fake/stats", timeout=TIMEOUT).json()
        assert stats["total"] == 2 and stats["services"]["arxiv"]["endpoints"] == {ARXIV: 1}
        assert requests.post(f"{fake.base_url}/_fake/reset", timeout=TIMEOUT).json() == {"reset": True}
        assert requests.get(f"{fake.base_url}/_fake/stats", timeout=TIMEOUT).json()["total"] == 0
        options = {**fake.options.to_dict(), "down": {"dblp": "503"}}
        assert requests.post(f"{fake.base_url}/_fake/options", json=options, timeout=TIMEOUT).status_code == 200
        assert get(fake, DBLP, q="gpipe", format="json").status_code == 503
        truth = requests.get(f"{fake.base_url}/_fake/corpus", timeout=TIMEOUT).json()
        assert truth["counts"] == corpus.record_counts()


@pytest.mark.e2e
def test_command_line_prints_the_urls_and_serves():
    command = [sys.executable, "-m", "enrich_fakes", "--port", "0", "--time-scale", "0.01", "--script", "s2=503"]
    process = subprocess.Popen(command, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        lines = [process.stdout.readline().strip() for _ in range(6)]
        base_url = lines[0]
        assert base_url.startswith("http://127.0.0.1:")
        assert lines[1:] == [
            f"ENRICH_DBLP_URL={base_url}",
            f"ENRICH_S2_URL={base_url}",
            f"ENRICH_ARXIV_URL={base_url}",
            f"ENRICH_OPENALEX_URL={base_url}/openalex",
            f"ENRICH_CROSSREF_URL={base_url}/crossref",
        ]
        assert requests.get(f"{base_url}{S2}/ARXIV:1811.06965", timeout=TIMEOUT).status_code == 503
        assert requests.get(f"{base_url}/_fake/stats", timeout=TIMEOUT).json()["services"]["s2"]["faults"] == {"503": 1}
    finally:
        process.terminate()
        process.wait(timeout=TIMEOUT)


def test_the_list_shapes_docs_demo_md_says_the_fakes_know_are_the_ones_their_reader_reads() -> None:
    """docs/demo.md tells a user which of their list lines the fakes will know; each example must be one."""
    docs = (Path(__file__).resolve().parents[1] / "docs" / "demo.md").read_text(encoding="utf-8")
    examples = docs.split("## Your own list against the fakes")[1].split("```text\n")[1].split("```")[0].splitlines()
    read = [parse_seed_line(line) for line in examples]
    assert len(examples) == 3 and all(entry is not None and entry.year for entry in read)
    assert parse_seed_line("| 2020 | Quiver: An Informed Storage Cache for Deep Learning | FAST |") is None


@pytest.mark.e2e
def test_the_fake_web_answers_any_address_routed_to_it_head_and_get_alike(fake, corpus):
    """What `enrich demo`'s link checks meet: the world's DOI and arXiv pages, a gone PDF, a Papers with Code page
    redirected to a generic page, and an unknown DOI that doi.org would not have either."""
    paper = next(p for p in corpus.papers if p.doi and p.arxiv_id)
    session = requests.Session()
    session.mount("https://", fake.web_router())

    def ask(method: str, url: str) -> requests.Response:
        return session.request(method, url, allow_redirects=False, timeout=TIMEOUT)

    for method in ("HEAD", "GET"):
        assert ask(method, f"https://doi.org/{paper.doi.upper()}").status_code == 200
        assert ask(method, "https://doi.org/10.99999/nobody.knows").status_code == 404
        pdf = ask(method, f"https://arxiv.org/pdf/{paper.arxiv_id}v2")
        assert (pdf.status_code, pdf.headers["Content-Type"]) == (200, "application/pdf")
        [gone] = web.GONE
        assert ask(method, gone).status_code == 410
        moved = ask(method, web.MOVED)
        assert (moved.status_code, moved.headers["Location"]) == (301, web.GENERIC_PAGE)
    assert ask("GET", f"https://arxiv.org/pdf/{paper.arxiv_id}").content.startswith(b"%PDF-")
    assert ask("HEAD", f"https://arxiv.org/abs/{paper.arxiv_id}").content == b""
