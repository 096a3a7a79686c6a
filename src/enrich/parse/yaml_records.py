"""Reading lists kept as YAML records: one mapping per paper, its fields named as BibTeX or CSL names them.

Static sites keep bibliographies as YAML data (``- key: Lo2015`` over ``title: "..."``, an ``author:`` list, ``year:``,
``booktitle:``, ``doi:``), and pandoc's CSL YAML writes ``references:`` over records with ``container-title``,
``issued`` and ``DOI``; such a file may be named ``.md`` and hold no Markdown at all. A Markdown reading of it makes
an entry of each record's first field (``key: Lo2015``) and loses the title two lines down.

A text is read this way only when it is YAML as a whole and its records are most of what it holds: a sequence of
mappings (at the top, or under one key such as ``references``), most of them of two fields or more with a ``title``,
or, in a file no record of which has a title, with one whole citation (``CitationRecord``, read by the citation
rules). A Markdown list is YAML too (a sequence of strings, or of one-field mappings such as ``- DLFS: A Distributed
...``), so the quick look at its lines (``_LOOKS_LIKE_RECORDS``) and those rules keep it a Markdown list. PyYAML's
composer gives each record its lines, which the entries and ``enrich fix`` need. Each record's fields are renamed to
BibTeX's and
read by the BibTeX reader's rules (``enrich.parse.bibtex.read_records``), so a record and a .bib entry with the same
fields read alike; the fix adds its identifiers under BibTeX's names too (``doi``, ``eprint``), which this reader
reads back.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from enrich.ids import arxiv_abs_url, doi_url, normalize_arxiv_id, normalize_doi
from enrich.parse.bibtex import BibPaper, BibProblem, BibSkip, FieldRecord, read_records

# A quick look before YAML is parsed: the first line that is not blank or a comment opens a record (``- name:``), or
# names the key the records stand under (``references:``), after a document marker or not.
_LOOKS_LIKE_RECORDS = re.compile(r"\A(?:[ \t]*(?:#[^\n]*)?\n)*(?:---[ \t]*\n)?(?:[\w-]+:[ \t]*\n)?[ \t]*-[ \t]+[\w-]+:")
_TITLE_FIELD = re.compile(r"^[ \t]*(?:-[ \t]+)?title[ \t]*:", re.MULTILINE | re.IGNORECASE)
# Field names as the formats write them -> BibTeX's. Names not here keep their own (lower-cased) name.
_FIELD_NAMES = {
    "authors": "author",
    "container-title": "journal",
    "container_title": "journal",
    "venue": "booktitle",
    "conference": "booktitle",
    "link": "url",
    "arxiv": "eprint",
    "arxiv_id": "eprint",
    "arxivid": "eprint",
    "issued": "date",
}
# The fields that name the record's type, and CSL's types -> BibTeX's (a type not here is kept as written).
_TYPE_FIELDS = ("type", "kind", "entrytype", "entry_type", "bibtype")
_CSL_TYPES = {
    "article-journal": "article",
    "article-magazine": "article",
    "article-newspaper": "article",
    "paper-conference": "inproceedings",
    "chapter": "incollection",
    "thesis": "phdthesis",
    "report": "techreport",
    "webpage": "online",
    "post": "online",
    "post-weblog": "online",
    "dataset": "misc",
    "manuscript": "unpublished",
}
_KEY_FIELDS = ("key", "id", "citekey", "citation-key", "citation_key")
_MIN_RECORDS = 2
# A record has two fields or more: a Markdown list whose items open with a name and a colon ("- DLFS: A Distributed
# File System (OSDI 2019)") is YAML too, each item a mapping of one field, and stays a Markdown list.
_MIN_FIELDS = 2
# A record without a title holds its paper as a citation: one text of this many words or more, with a year.
_CITATION_WORDS = 6
_YEAR = re.compile(r"(?<!\d)(?:1[89]|20)\d\d(?!\d)")
# The fields (renamed as BibTeX's) whose value is an address of the paper.
_LINK_FIELDS = ("url", "pdf", "html", "paper")


@dataclass(frozen=True)
class CitationRecord:
    """A record that holds its paper as one citation's text rather than as fields (``- metadata: 'A. Lee, “Title”,
    Venue, 2016'`` over ``URL: ...``), as some sites keep their publications: the text is read by the citation
    rules, the record's addresses and identifiers are its links."""

    line: int
    end_line: int
    raw: str
    citation: str
    links: tuple[str, ...]  # the addresses its URL, link, pdf, doi and arXiv fields give


YamlRecord = BibPaper | BibProblem | BibSkip | CitationRecord


def read_yaml_records(text: str) -> list[YamlRecord] | None:
    """The papers of a text that is a list of YAML records, in file order; None for any other text."""
    if _LOOKS_LIKE_RECORDS.match(text) is None:
        return None
    titled = _TITLE_FIELD.search(text) is not None
    found = _records(text, titled=titled)
    if found is None:
        return None
    lines = text.split("\n")
    if not titled:
        return [_citation_record(node, values, lines) for node, values in found]
    return list(read_records([_field_record(node, values, lines) for node, values in found]))


def record_field_names(text: str) -> frozenset[str] | None:
    """The names of the fields of the one record ``text`` holds, as BibTeX names them; None unless the text is one
    record. ``enrich fix`` reads a record again this way before adding fields to it."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        return None
    if not isinstance(data, list) or len(data) != 1 or not isinstance(data[0], dict):
        return None
    return frozenset(_FIELD_NAMES.get(name, name) for name in (str(key).lower() for key in data[0]))


def _records(text: str, *, titled: bool) -> list[tuple[MappingNode, dict[Any, Any]]] | None:
    """(node, values) of each record, when the text is one YAML document whose records are mappings, most of them
    titled, or (``titled`` False) most of them holding a whole citation (``_citation``)."""
    loader = yaml.SafeLoader(text)
    try:
        root = loader.get_single_node()
        data = loader.construct_document(root) if root is not None else None
    except yaml.YAMLError:
        return None
    finally:
        loader.dispose()
    if isinstance(root, MappingNode) and len(root.value) == 1 and isinstance(data, dict):
        root, data = root.value[0][1], next(iter(data.values()))  # "references:" over the records
    if not isinstance(root, SequenceNode) or not isinstance(data, list) or len(data) < _MIN_RECORDS:
        return None
    pairs = list(zip(root.value, data, strict=True))
    if not all(isinstance(node, MappingNode) and isinstance(values, dict) for node, values in pairs):
        return None  # a list of strings, or of lists: a Markdown list is YAML too
    read = sum(len(values) >= _MIN_FIELDS and _reads_as_a_record(values, titled=titled) for values in data)
    return pairs if 2 * read > len(data) else None


def _reads_as_a_record(values: Mapping[Any, Any], *, titled: bool) -> bool:
    if titled:
        return any(str(key).lower() == "title" for key in values)
    return _citation(values) is not None


def _citation(values: Mapping[Any, Any]) -> str | None:
    """The record's one value that reads as a whole citation: text of several words with a year in it."""
    texts = [value for value in values.values() if isinstance(value, str) and len(value.split()) >= _CITATION_WORDS]
    if len(texts) != 1 or _YEAR.search(texts[0]) is None:
        return None
    return texts[0]


def _citation_record(node: MappingNode, values: Mapping[Any, Any], lines: list[str]) -> YamlRecord:
    line = node.start_mark.line + 1
    raw = lines[line - 1].removesuffix("\r")
    citation = _citation(values)
    if citation is None:
        return BibProblem(line, raw, "the record holds no citation")
    fields = {
        _FIELD_NAMES.get(name, name): _text(value) for name, value in ((str(k).lower(), v) for k, v in values.items())
    }
    links = [fields[name] for name in _LINK_FIELDS if fields.get(name, "").startswith(("http://", "https://"))]
    doi, arxiv_id = normalize_doi(fields.get("doi")), normalize_arxiv_id(fields.get("eprint", ""))
    links += [doi_url(doi)] if doi else []
    links += [arxiv_abs_url(arxiv_id)] if arxiv_id else []
    return CitationRecord(line, _last_line(node), raw, citation, tuple(links))


def _field_record(node: MappingNode, values: Mapping[Any, Any], lines: list[str]) -> FieldRecord:
    line = node.start_mark.line + 1
    fields: dict[str, str] = {}
    entry_type = "misc"
    key = ""
    for name, value in values.items():
        name = str(name).lower()
        if name in _TYPE_FIELDS:
            written = _text(value).lower()
            entry_type = _CSL_TYPES.get(written, written) or entry_type
        elif name in _KEY_FIELDS:
            key = _text(value)
        elif name in ("author", "authors"):
            fields["author"] = " and ".join(_person(person) for person in _items(value))
        else:
            fields[_FIELD_NAMES.get(name, name)] = "\n".join(_text(item) for item in _items(value))
    return FieldRecord(line, _last_line(node), lines[line - 1].removesuffix("\r"), key, entry_type, fields)


def _items(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def _person(person: Any) -> str:
    """A name as BibTeX writes one: CSL's ``{family, given}`` as "Family, Given", a string as written."""
    if isinstance(person, dict):
        literal = person.get("literal")
        if literal:
            return str(literal)
        return ", ".join(str(person[part]) for part in ("family", "given") if person.get(part))
    return _text(person)


def _text(value: Any) -> str:
    """A field's value as text: CSL's ``issued`` (``{date-parts: [[2019, 5]]}``) by its year, a date YAML read as
    one by its ISO form, anything else as written."""
    if isinstance(value, dict):
        parts = value.get("date-parts") or [[value.get("year", "")]]
        return str(parts[0][0]) if parts and parts[0] else ""
    if isinstance(value, date):
        return value.isoformat()
    return "" if value is None else str(value)


def _last_line(node: MappingNode) -> int:
    """The record's last line: where its last value ends (a value ending at a line's start ends on the line
    before)."""
    last = node.start_mark.line + 1
    for leaf in _leaves(node):
        mark = leaf.end_mark
        last = max(last, mark.line + 1 if mark.column > 0 else mark.line)
    return last


def _leaves(node: Node) -> Iterator[ScalarNode]:
    if isinstance(node, ScalarNode):
        yield node
    elif isinstance(node, SequenceNode):
        for item in node.value:
            yield from _leaves(item)
    elif isinstance(node, MappingNode):
        for name, value in node.value:
            yield from _leaves(name)
            yield from _leaves(value)
