"""arXiv metadata for the mirror: OAI-PMH ListRecords pages (metadataPrefix=arXiv) and the JSON-lines snapshot.

Both are read into the same MirrorRow as dblp's dump. Pure functions: bytes or lines in, rows out; the harvest
loop that fetches pages lives in enrich.mirror.commands. OAI-PMH reports errors inside its XML envelope with HTTP
200, so the envelope is read before anything else: ``noRecordsMatch`` is an empty increment (nothing changed
since ``from``), every other code is an error.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from email.utils import parsedate_to_datetime

from lxml import etree

from enrich.ids import is_arxiv_doi, normalize_doi, split_arxiv_id
from enrich.mirror.records import AUTHOR_SEPARATOR, MirrorRow
from enrich.titles import title_key

OAI = "{http://www.openarchives.org/OAI/2.0/}"
ARXIV = "{http://arxiv.org/OAI/arXiv/}"
NO_RECORDS = "noRecordsMatch"
# The snapshot holds every archive; the OAI harvest asks for set=cs. A snapshot record is kept when one of its
# categories is a computer-science one, which is what set=cs selects.
CS_CATEGORY_PREFIX = "cs."
# An OAI page is about 1,000 records; the XML parser refuses entities and DTDs outright (data from the network).
_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=True)


class OaiError(ValueError):
    """An OAI-PMH error other than noRecordsMatch (badArgument, badResumptionToken, cannotDisseminateFormat...)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"OAI-PMH error {code}: {message}")
        self.code = code


@dataclass(frozen=True)
class OaiPage:
    rows: list[MirrorRow]
    deleted: list[str]  # arXiv ids the page reports as withdrawn from the set
    token: str | None  # the resumptionToken of the next page; None on the last page
    response_date: str  # the server's date (YYYY-MM-DD): the next increment's from=


def parse_page(content: bytes) -> OaiPage:
    """One ListRecords answer. Raises OaiError for an error envelope, ValueError for XML that is not OAI-PMH."""
    root = etree.fromstring(content, _PARSER)
    if root.tag != f"{OAI}OAI-PMH":
        raise ValueError(f"not an OAI-PMH answer (root element {root.tag[:80]})")
    response_date = (root.findtext(f"{OAI}responseDate") or "")[:10]
    error = root.find(f"{OAI}error")
    if error is not None:
        code = error.get("code", "unknown")
        if code == NO_RECORDS:
            return OaiPage([], [], None, response_date)
        raise OaiError(code, " ".join((error.text or "").split()))
    listing = root.find(f"{OAI}ListRecords")
    if listing is None:
        raise ValueError("OAI-PMH answer without ListRecords")
    rows, deleted = [], []
    for record in listing.iterfind(f"{OAI}record"):
        header = record.find(f"{OAI}header")
        if header is not None and header.get("status") == "deleted":
            arxiv_id = split_arxiv_id((header.findtext(f"{OAI}identifier") or "").rsplit(":", 1)[-1])[0]
            if arxiv_id:
                deleted.append(arxiv_id)
            continue
        datestamp = header.findtext(f"{OAI}datestamp") if header is not None else None
        metadata = record.find(f"{OAI}metadata/{ARXIV}arXiv")
        row = _oai_row(metadata, datestamp) if metadata is not None else None
        if row is not None:
            rows.append(row)
    token = (listing.findtext(f"{OAI}resumptionToken") or "").strip() or None
    return OaiPage(rows, deleted, token, response_date)


def _oai_row(metadata: etree._Element, datestamp: str | None) -> MirrorRow | None:
    def text(tag: str) -> str | None:
        value = " ".join((metadata.findtext(f"{ARXIV}{tag}") or "").split())
        return value or None

    names = []
    for author in metadata.iterfind(f"{ARXIV}authors/{ARXIV}author"):
        parts = (author.findtext(f"{ARXIV}{part}") for part in ("forenames", "keyname", "suffix"))
        name = " ".join(" ".join(part.split()) for part in parts if part and part.strip())
        if name:
            names.append(name)
    created = text("created")
    return _row(
        text("id"), text("title"), names, created, text("doi"), text("journal-ref"), text("abstract"), datestamp, None
    )


def read_snapshot(lines: Iterable[str]) -> Iterator[MirrorRow]:
    """The computer-science records of arXiv's JSON-lines metadata snapshot (one JSON object per line)."""
    for line in lines:
        if not line.strip():
            continue
        item = json.loads(line)
        categories = (item.get("categories") or "").split()
        if not any(category.startswith(CS_CATEGORY_PREFIX) for category in categories):
            continue
        names = [
            " ".join(" ".join(part.split()) for part in (first, last, suffix) if part and part.strip())
            for last, first, suffix, *_ in item.get("authors_parsed") or []
        ]
        versions = item.get("versions") or []
        created = _snapshot_date(versions[0].get("created")) if versions else None
        row = _row(
            item.get("id"),
            _collapsed(item.get("title")),
            [name for name in names if name],
            created,
            item.get("doi"),
            _collapsed(item.get("journal-ref")),
            _collapsed(item.get("abstract")),
            item.get("update_date"),
            _latest_version(versions),
        )
        if row is not None:
            yield row


def _row(
    raw_id: str | None,
    title: str | None,
    names: list[str],
    created: str | None,
    raw_doi: str | None,
    journal_ref: str | None,
    abstract: str | None,
    datestamp: str | None,
    version: int | None,
) -> MirrorRow | None:
    arxiv_id = split_arxiv_id(raw_id)[0]
    if not arxiv_id or not title:
        return None
    doi = normalize_doi(raw_doi.split()[0]) if raw_doi and raw_doi.strip() else None
    return MirrorRow(
        "arxiv",
        arxiv_id,
        "preprint",
        None,
        title,
        title_key(title),
        int(created[:4]) if created else None,
        None,
        "arXiv",
        AUTHOR_SEPARATOR.join(names) or None,
        None,
        None if is_arxiv_doi(doi) else doi,
        arxiv_id,
        version,
        None,
        None,
        datestamp,
        journal_ref,
        abstract,
        created,
    )


def _collapsed(text: str | None) -> str | None:
    value = " ".join((text or "").split())
    return value or None


def _latest_version(versions: list[dict]) -> int | None:
    """The number of the last listed version ("v7"); None when the snapshot lists none."""
    label = str(versions[-1].get("version") or "") if versions else ""
    return int(label[1:]) if label[1:].isdigit() else None


def _snapshot_date(value: str | None) -> str | None:
    """The snapshot's version dates are RFC 2822 ("Mon, 2 Apr 2007 19:18:42 GMT"); the store keeps YYYY-MM-DD."""
    if not value:
        return None
    try:
        return parsedate_to_datetime(value).date().isoformat()
    except (TypeError, ValueError):
        return None
