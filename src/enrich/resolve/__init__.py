"""The resolve stage: parsed entries in, papers out — each the right record from the sources with every field's
source, or an honest "ambiguous" / "unresolved" with the reason.

The parts, in the order a night uses them:
- findings: what the sources said about each entry (Findings) and which records were taken (Picks);
- gather: asking dblp, S2, arXiv, OpenAlex and Crossref, each at its own pace, with as few requests as the
  evidence allows;
- the matching rules, pure functions: similarity (titles, authors), versions (preprint, published, extension,
  short), score (a candidate against an entry), same_work (two records of one work), decide (accept, ambiguous or
  none, and tie-breaks), with every number in thresholds;
- pick: the records taken from each source for an entry;
- merge: the MergedRecord (fields from the picked records by PRECEDENCE, each with its source), conflicts, the
  check against Crossref;
- build: the Paper with its status, confidence and reasons;
- refresh: citation counts of papers reused from the last run, and last night's values kept when a source fails;
- stage: resolve_entries, which puts them together.
Sources never talk to each other: this package combines them.
"""

from enrich.resolve.findings import Clients
from enrich.resolve.merge import PRECEDENCE
from enrich.resolve.stage import REUSE_CONFIDENCE, resolve_entries

__all__ = ["PRECEDENCE", "REUSE_CONFIDENCE", "Clients", "resolve_entries"]
