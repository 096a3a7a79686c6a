"""Local fake of dblp, Semantic Scholar, arXiv, OpenAlex and Crossref for end-to-end tests, fault injection and
benchmarks."""

from enrich_fakes.corpus import Corpus, Paper, build_corpus
from enrich_fakes.faults import FAULT_KINDS, FakeOptions, ServiceFaults
from enrich_fakes.server import FakeServices

__all__ = ["FAULT_KINDS", "Corpus", "FakeOptions", "FakeServices", "Paper", "ServiceFaults", "build_corpus"]
