"""arXiv's JSON-lines metadata snapshot of the fake world: one object per paper, the fields of the real snapshot.

Made from the very entries the fake arXiv API answers with (``ArxivIndex``), latest version, so a mirror loaded from
it and the API describe one world. Fields as in the published snapshot: ``id``, ``submitter``, ``authors``,
``title`` (hard-wrapped, as arXiv keeps it), ``comments``, ``journal-ref``, ``doi``, ``categories`` (space
separated), ``abstract``, ``versions`` (``{"version": "v1", "created": RFC 2822 date}``), ``update_date`` and
``authors_parsed`` (``[last, first, suffix]``).
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Iterator
from email.utils import format_datetime
from typing import Any

from enrich_fakes.arxiv import ArxivEntry, ArxivIndex, arxiv_doi

TITLE_WRAP = 70  # arXiv titles arrive hard-wrapped with a two-space indent on the next lines


def snapshot_lines(index: ArxivIndex) -> Iterator[str]:
    for entry in index.entries.values():
        yield json.dumps(snapshot_item(entry), ensure_ascii=False)


def snapshot_item(entry: ArxivEntry) -> dict[str, Any]:
    names = entry.fields["au"].split("\n")
    versions = [
        {"version": f"v{n}", "created": format_datetime(entry.updated(n), usegmt=True)}
        for n in range(1, entry.version + 1)
    ]
    return {
        "id": entry.arxiv_id,
        "submitter": names[0],
        "authors": ", ".join(names),
        "title": "\n  ".join(
            textwrap.wrap(entry.title(entry.version), TITLE_WRAP, break_on_hyphens=False, break_long_words=False)
        ),
        "comments": entry.fields["co"] or None,
        "journal-ref": entry.fields["jr"] or None,
        "doi": arxiv_doi(entry.paper),
        "report-no": None,
        "categories": " ".join(entry.categories),
        "license": None,
        "abstract": "  " + (entry.paper.abstract or ""),
        "versions": versions,
        "update_date": entry.updated(entry.version).date().isoformat(),
        "authors_parsed": [_parsed(name) for name in names],
    }


def _parsed(name: str) -> list[str]:
    first, _, last = name.rpartition(" ")
    return [last, first, ""]
