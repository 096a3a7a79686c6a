"""How much a night keeps: abstract and citation-count F1 and arXiv-id recall of a resolve artifact, scored
against the fake corpus's truth (the labelled papers and the lists' other entries).

A value is right when it is the paper's own: its abstract (OpenAlex's "Abstract" heading aside), a citation count
one of the services gives for the paper's record (counts differ between services, all of them are the paper's),
the arXiv id of its preprint. A record that makes no claim (ambiguous, unresolved, error) predicts nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from enrich.evaluate import NO_PREDICTION_STATUSES, FieldScore
from enrich.models import Paper
from enrich.titles import normalize_title
from enrich_fakes import Corpus
from enrich_fakes.corpus import Paper as CorpusPaper
from enrich_fakes.openalex import cited_by_count
from enrich_fakes.s2 import citation_count

FIGURES = ("abstract", "citation_count", "arxiv_id")


def _truths(name: str, truth: CorpusPaper, corpus: Corpus) -> set:
    if name == "abstract":
        return {_comparable(name, truth.abstract)} if truth.abstract else set()
    if name == "citation_count":
        only_preprint = corpus.venue(truth).kind == "preprint"
        return {citation_count(truth), cited_by_count(truth, preprint=only_preprint)}
    return {truth.arxiv_id} if truth.arxiv_id else set()


def night_figures(papers: Iterable[Paper], corpus: Corpus) -> dict[str, FieldScore]:
    """Per figure, the counts behind precision and recall over every listed paper of the corpus."""
    scores = {name: FieldScore(name) for name in FIGURES}
    by_occurrence = {(Path(o.file).name, o.line): paper for paper in papers for o in paper.occurrences}
    for truth in corpus.listed():
        record = next((by_occurrence[o] for o in truth.occurrences if o in by_occurrence), None)
        claims = record is not None and record.status not in NO_PREDICTION_STATUSES
        for name in FIGURES:
            known = _truths(name, truth, corpus)
            score = scores[name]
            score.known += bool(known)
            guess = getattr(record, name) if claims else None
            if guess is None:
                continue
            score.predicted += 1
            score.correct += _comparable(name, guess) in known
    return scores


def _comparable(name: str, value):
    if name == "abstract":
        return normalize_title(value).removeprefix("abstract ")
    return value


def f1(score: FieldScore) -> float | None:
    return score.f_measure(beta=1.0)
