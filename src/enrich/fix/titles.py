"""The title edit: the list's title, where it was cut short, mistyped or is an older version's, replaced by the
title of the record the paper was matched to. Opt-in (``--only title``): a title is the maintainer's own words.

Written only when the match rests on more than the title (the paper has a DOI, arXiv id or dblp key and the
confidence the fix requires), when the two titles are one title written two ways (character similarity at least
``MIN_SIMILARITY``, or one contains the other: "Ray" cut from "Ray: A Distributed Framework ..."), and when the
list's title stands once, as written, on the line and the record's title does not already: then exactly that span
is replaced and the next run reads the record's title back.
"""

from __future__ import annotations

from rapidfuzz.distance import Indel

from enrich.fix.edits import Change
from enrich.fix.rules import TITLE
from enrich.models import ExportedPaper, Occurrence
from enrich.titles import title_key

# Titles at least this alike, character by character, are one title written two ways (typos, a dropped hyphen);
# below it (another word, another version's title) the fix leaves the line to a person, even when the record was
# matched by an identifier.
MIN_SIMILARITY = 0.85


def correct_title(text: str, paper: ExportedPaper, occurrence: Occurrence, changes: list[Change]) -> str:
    """The line with the listed title replaced by the record's, when the evidence above holds."""
    listed, record = occurrence.seed_title, paper.title
    listed_key, record_key = title_key(listed), title_key(record)
    if not listed_key or listed_key == record_key or not (paper.doi or paper.arxiv_id or paper.dblp_key):
        return text
    contained = listed_key in record_key or record_key in listed_key
    one_work = contained or Indel.normalized_similarity(listed_key, record_key) >= MIN_SIMILARITY
    if not one_work or text.count(listed) != 1 or record_key in title_key(text):
        return text
    changes.append(Change(TITLE, listed, record, f"the title of the record matched by {_identifier(paper)}"))
    return text.replace(listed, record, 1)


def _identifier(paper: ExportedPaper) -> str:
    if paper.doi:
        return f"DOI {paper.doi}"
    return f"arXiv {paper.arxiv_id}" if paper.arxiv_id else f"dblp {paper.dblp_key}"
