"""dblp's XML dump, read as a stream: one MirrorRow per publication record, in constant memory.

The dump (dblp.xml.gz, several GB of ISO-8859-1 XML) names every non-ASCII character by a DTD entity (``&uuml;``),
so it is parsed with lxml and dblp.dtd loaded from beside it; libxml2 resolves the DTD's character entities
(internal entities only: nothing is fetched). The elements already read are dropped from the root every few hundred
records, so memory stays flat however large the dump.
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO

from lxml import etree

from enrich.ids import arxiv_id_from_url, doi_from_url, is_arxiv_doi, is_corr_key, split_arxiv_id
from enrich.mirror.records import AUTHOR_SEPARATOR, MirrorRow
from enrich.sources.dblp import dblp_title
from enrich.titles import title_key
from enrich.venues import UNKNOWN_VENUE, venue_for_dblp_key, venue_for_name

# Publication records; <www> (person pages, key homepages/<pid>) is not a publication and is skipped.
RECORD_TAGS = ("article", "inproceedings", "proceedings", "incollection", "book", "phdthesis", "mastersthesis")
SKIPPED_TAG = "www"
PROGRESS_EVERY = 50_000
# Records read between two prunings of the tree (see _rows).
DROP_EVERY = 500
# A monthly release is named dblp-YYYY-MM-DD.xml.gz; the date in the name is the release's date.
_RELEASE_IN_NAME = re.compile(r"(\d{4}-\d{2}-\d{2})")


def read_dump(path: Path, progress: Callable[[int, int], None] | None = None) -> Iterator[MirrorRow]:
    """The dump's publication records in file order. ``path`` is dblp.xml or dblp.xml.gz with dblp.dtd beside it.

    ``progress`` gets (bytes of ``path`` read, its size) every PROGRESS_EVERY records: the compressed position is
    the one measure of how far the parse is that is known before the end.
    """
    venues = _VenueCache()
    size = path.stat().st_size
    with path.open("rb") as raw:
        stream = gzip.GzipFile(fileobj=raw, mode="rb") if path.suffix == ".gz" else raw
        for count, row in enumerate(_rows(stream, venues), start=1):
            if progress is not None and count % PROGRESS_EVERY == 0 and raw.tell() < size:
                progress(raw.tell(), size)
            yield row
    if progress is not None:
        progress(size, size)


def _rows(stream: BinaryIO | gzip.GzipFile, venues: _VenueCache) -> Iterator[MirrorRow]:
    for element in record_elements(stream):
        row = record_row(element, venues) if element.tag != SKIPPED_TAG else None
        if row is not None:
            yield row


def record_elements(stream: BinaryIO | gzip.GzipFile) -> Iterator[etree._Element]:
    """The record elements of an open dump, ``<www>`` pages included, each complete when it is yielded. The
    stream's name is the dump's path, which lxml takes as the document's base, so the DOCTYPE's "dblp.dtd" is
    looked up beside the dump.

    lxml hands Python only the record elements (it filters the tags in C). ``<www>`` pages come too, though they
    are skipped, so that they count towards pruning: a dump may hold millions of them in a row. The elements read
    are dropped from the tree every DROP_EVERY records in one slice deletion, cheaper than clearing each one; a
    few hundred records in memory cost nothing.
    """
    events = etree.iterparse(
        stream,
        events=("end",),
        tag=(*RECORD_TAGS, SKIPPED_TAG),
        load_dtd=True,
        resolve_entities=True,
        no_network=True,
        huge_tree=True,
    )
    dump_root = None
    for count, (_, element) in enumerate(events, start=1):
        yield element
        if count % DROP_EVERY == 0:
            # Only siblings before this element: the parser has read ahead, and the records after it (their
            # events still pending, the last one perhaps half-built) must stay.
            dump_root = dump_root if dump_root is not None else element.getparent()
            if dump_root is not None:
                del dump_root[: dump_root.index(element)]


def record_row(element: etree._Element, venues: _VenueCache | None = None) -> MirrorRow | None:
    """The row of one record element; None for a record without a key or a title (nothing to match it by).

    Written for speed (a dump has seven million records): one pass over the children, text read directly where
    an element has no markup inside.
    """
    key = element.get("key")
    if not key:
        return None
    title = year = venue = pages = volume = None
    authors: list[str] = []
    orcids: list[str] = []
    editions: list[str] = []
    for child in element:
        tag = child.tag
        if tag == "author":
            authors.append(" ".join((child.text or "" if len(child) == 0 else _text(child)).split()))
            orcids.append(child.get("orcid") or "")
        elif tag == "title":
            title = dblp_title(child.text or "" if len(child) == 0 else _text(child))
        elif tag == "ee":
            editions.append(child.text or "")
        elif tag == "year":
            year = child.text
        elif tag == "pages":
            pages = child.text
        elif tag == "volume":
            volume = child.text
        elif (tag == "booktitle" or tag == "journal") and venue is None:
            venue = child.text
    if not title:
        return None
    doi, arxiv_id, arxiv_version = _identifiers(key, volume, editions)
    acronym = (venues or _VenueCache()).acronym(key, venue)
    return MirrorRow(
        "dblp",
        key,
        element.tag,
        element.get("publtype"),
        title,
        title_key(title),
        int(year) if year and year.isdigit() else None,
        venue,
        acronym,
        AUTHOR_SEPARATOR.join(authors),
        AUTHOR_SEPARATOR.join(orcids) if any(orcids) else None,
        doi,
        arxiv_id,
        arxiv_version,
        pages,
        volume,
        element.get("mdate"),
        None,
        None,
        None,
    )


def _text(element: etree._Element) -> str:
    """All text inside an element, markup (<i>, <sub>, <sup>) dropped."""
    return "".join(str(piece) for piece in element.itertext())


def _identifiers(key: str, volume: str | None, editions: list[str]) -> tuple[str | None, str | None, int | None]:
    """(DOI, arXiv id, arXiv version) from a record's electronic editions, as dblp's API reports them.

    A CoRR record's volume is "abs/1706.03762"; an arxiv.org edition, or arXiv's DataCite DOI, on any record is
    dblp saying the preprint is an edition of the paper. arXiv's own DOI is never the paper's DOI.
    """
    doi = None
    arxiv_candidates = [volume.removeprefix("abs/")] if is_corr_key(key) and volume else []
    for url in editions:
        lowered = url.lower()
        found = doi_from_url(url) if "doi" in lowered else None
        if found and is_arxiv_doi(found):
            arxiv_candidates.append(found.split("arxiv.", 1)[1])
        elif found and doi is None:
            doi = found
        elif "arxiv" in lowered and arxiv_id_from_url(url):
            arxiv_candidates.append(url)
    for candidate in arxiv_candidates:
        arxiv_id, version = split_arxiv_id(candidate)
        if arxiv_id:
            return doi, arxiv_id, version
    return doi, None, None


class _VenueCache:
    """The venue table's acronym per dblp stream and venue string, looked up once each: a dump repeats a few
    tens of thousands of venue strings millions of times."""

    def __init__(self) -> None:
        self._by_stream: dict[str, str | None] = {}
        self._by_name: dict[str | None, str | None] = {}

    def acronym(self, key: str, venue: str | None) -> str | None:
        stream = key[: key.find("/", key.find("/") + 1)]
        if stream not in self._by_stream:
            known = venue_for_dblp_key(key)
            self._by_stream[stream] = known.acronym if known is not None and known is not UNKNOWN_VENUE else None
        if self._by_stream[stream] is not None:
            return self._by_stream[stream]
        if venue not in self._by_name:
            known = venue_for_name(venue)
            self._by_name[venue] = known.acronym if known is not None else None
        return self._by_name[venue]


def release_from_name(path: Path) -> str | None:
    """The release date a monthly dump carries in its file name (dblp-2026-11-01.xml.gz), else None."""
    found = _RELEASE_IN_NAME.search(path.name)
    return found.group(1) if found else None
