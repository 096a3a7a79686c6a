"""dblp's XML dump of the fake world (GET /xml/dblp.xml.gz, /xml/dblp.xml.gz.md5, /xml/dblp.dtd).

Made from the very records the fake search answers with (``DblpIndex``), so a mirror built from it and the search
API describe one world. The format follows the real dump: ISO-8859-1, a DOCTYPE naming dblp.dtd, every character
outside ASCII written as a character entity the DTD declares (``&uuml;``, ``&eacute;``; a code point without a
Latin-1 name as ``&#NNNN;``), one element per record (``article``, ``inproceedings``; CoRR copies are
``<article publtype="informal">``) with ``key`` and ``mdate``, and person pages (``<www key="homepages/...">``)
among them, which a reader must skip.
"""

from __future__ import annotations

import gzip
import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from html.entities import codepoint2name
from typing import Any
from xml.sax.saxutils import quoteattr

from enrich_fakes.dblp import DblpIndex, DblpRecord

DUMP_PATH = "/xml/dblp.xml.gz"
CHECKSUM_PATH = DUMP_PATH + ".md5"
DTD_PATH = "/xml/dblp.dtd"
MDATE = "2026-11-30"  # the fake world's release date
ELEMENT_BY_TYPE = {
    "Conference and Workshop Papers": "inproceedings",
    "Journal Articles": "article",
    "Informal and Other Publications": "article",
}
PERSON_PAGES = 5  # a few <www> records: enough to show a reader skips them


@dataclass(frozen=True)
class DumpFiles:
    xml_gz: bytes
    checksum: bytes  # md5sum format: "<hex>  dblp.xml.gz\n"
    dtd: bytes


def dump_files(index: DblpIndex) -> DumpFiles:
    """The three files dblp publishes side by side, built once per fake world."""
    xml = dump_xml(index.records)
    compressed = gzip.compress(xml, mtime=0)
    checksum = f"{hashlib.md5(compressed).hexdigest()}  dblp.xml.gz\n".encode("ascii")
    return DumpFiles(compressed, checksum, dtd(xml))


def dump_xml(records: Iterable[DblpRecord]) -> bytes:
    records = list(records)
    parts = ['<?xml version="1.0" encoding="ISO-8859-1"?>', '<!DOCTYPE dblp SYSTEM "dblp.dtd">', "<dblp>"]
    parts += [_record_xml(record) for record in records]
    parts += [_person_page(name, pid) for name, pid in _people(records)[:PERSON_PAGES]]
    parts.append("</dblp>")
    return ("\n".join(parts) + "\n").encode("iso-8859-1")


def dtd(xml: bytes) -> bytes:
    """A DTD declaring the elements of the dump and the character entities it uses, as dblp.dtd does."""
    names = sorted({name for name in codepoint2name.values() if f"&{name};".encode("ascii") in xml})
    lines = [
        '<!ENTITY % record "article|inproceedings|proceedings|incollection|book|phdthesis|mastersthesis|www">',
        "<!ELEMENT dblp (%record;)*>",
        '<!ENTITY % field "author|title|year|booktitle|journal|volume|number|pages|ee|url|crossref|note">',
        "<!ELEMENT article (%field;)*>",
        "<!ELEMENT inproceedings (%field;)*>",
        "<!ELEMENT www (%field;)*>",
        "<!ATTLIST article key CDATA #REQUIRED mdate CDATA #IMPLIED publtype CDATA #IMPLIED>",
        "<!ATTLIST inproceedings key CDATA #REQUIRED mdate CDATA #IMPLIED>",
        "<!ATTLIST www key CDATA #REQUIRED mdate CDATA #IMPLIED>",
        "<!ELEMENT author (#PCDATA)>",
        "<!ATTLIST author orcid CDATA #IMPLIED>",
        "<!ELEMENT title (#PCDATA|i|sub|sup)*>",
        "<!ELEMENT ee (#PCDATA)>",
        "<!ATTLIST ee type CDATA #IMPLIED>",
    ]
    lines += [
        f"<!ELEMENT {name} (#PCDATA)>"
        for name in (
            "year",
            "booktitle",
            "journal",
            "volume",
            "number",
            "pages",
            "url",
            "crossref",
            "note",
            "i",
            "sub",
            "sup",
        )
    ]
    lines += [
        f'<!ENTITY {name} "&#{codepoint};">' for codepoint, name in sorted(codepoint2name.items()) if name in names
    ]
    return ("\n".join(lines) + "\n").encode("ascii")


def _record_xml(record: DblpRecord) -> str:
    info = record.info
    element = ELEMENT_BY_TYPE.get(info.get("type", ""), "article")
    informal = ' publtype="informal"' if info.get("type") == "Informal and Other Publications" else ""
    fields = [
        f'<author orcid="{_orcid(a["text"])}">{_text(a["text"])}</author>'
        if _has_orcid(a["text"])
        else f"<author>{_text(a['text'])}</author>"
        for a in _authors(info)
    ]
    fields.append(f"<title>{_text(info['title'])}</title>")
    for name in ("pages", "year", "volume", "number"):
        if info.get(name):
            fields.append(f"<{name}>{_text(str(info[name]))}</{name}>")
    venue = "booktitle" if element == "inproceedings" else "journal"
    if info.get("venue"):
        fields.append(f"<{venue}>{_text(info['venue'])}</{venue}>")
    fields += [_ee(url, info) for url in _as_list(info.get("ee"))]
    fields.append(f"<url>db/{record.key.rsplit('/', 1)[0]}.html#{record.key.rsplit('/', 1)[-1]}</url>")
    return (
        f"<{element}{informal} mdate={quoteattr(MDATE)} key={quoteattr(record.key)}>"
        + "".join(fields)
        + f"</{element}>"
    )


def _ee(url: str, info: dict[str, Any]) -> str:
    open_access = ' type="oa"' if info.get("access") == "open" or "arxiv.org" in url else ""
    return f"<ee{open_access}>{_text(url)}</ee>"


def _person_page(name: str, pid: str) -> str:
    return (
        f"<www mdate={quoteattr(MDATE)} key={quoteattr('homepages/' + pid)}><author>{_text(name)}</author>"
        f"<title>Home Page</title></www>"
    )


def _people(records: list[DblpRecord]) -> list[tuple[str, str]]:
    seen: dict[str, str] = {}
    for record in records:
        for author in _authors(record.info):
            seen.setdefault(author["text"], author["@pid"])
    return sorted(seen.items())


def _authors(info: dict[str, Any]) -> list[dict[str, str]]:
    return _as_list(info.get("authors", {}).get("author"))


def _as_list(value: Any) -> list[Any]:
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def _has_orcid(name: str) -> bool:
    return sum(map(ord, name)) % 4 == 0  # about a quarter of authors, as in dblp


def _orcid(name: str) -> str:
    digits = f"{int(hashlib.sha1(name.encode()).hexdigest(), 16) % 10**15:015d}"
    return f"0000-{digits[:4]}-{digits[4:8]}-{digits[8:12]}"


def _text(value: str) -> str:
    """XML-escaped, with every non-ASCII character as an entity (named when Latin-1 has a name for it)."""
    escaped = value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return "".join(
        ch if ord(ch) < 128 else f"&{codepoint2name[ord(ch)]};" if ord(ch) in codepoint2name else f"&#{ord(ch)};"
        for ch in escaped
    )
