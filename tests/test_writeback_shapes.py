"""`enrich fix` writes back into every shape the parse stage reads: the 47 real lists of tests/data/lists.

Each list is parsed, each of its entries given a DOI and an arXiv id it does not state (as a run that resolved
every paper would), and the fix planned and applied. Whatever the shape (tables, citations wrapped over lines,
title-and-URL text lists, BibTeX from six tools), every byte outside the edited lines stays as it was, and the
fixed list read again names the added identifiers on the lines that were edited.
"""

from __future__ import annotations

import re

import pytest

from enrich.config import Settings
from enrich.fix.lines import split_lines
from enrich.fix.plan import plan_edits
from enrich.fix.render import fixed_lists
from enrich.fix.rules import FixRules
from enrich.ids import arxiv_id_from_url, doi_from_url
from enrich.models import ExportedPaper
from enrich.parse import decode_seed, parse_texts
from tests.list_labels import LISTS_DIR, list_file, load_labels
from tests.test_writeback import resolved

RULES = FixRules.from_settings(Settings())
DOI = re.compile(r"10\.1145/9999999\.\d+")
LISTS = sorted(load_labels())


def identified(entries_index: int) -> tuple[str, str]:
    """A DOI and an arXiv id of the right grammar, one per entry, that no list states."""
    return f"10.1145/9999999.{entries_index}", f"2601.{10000 + entries_index}"


def resolved_papers(name: str, data: bytes) -> list[ExportedPaper]:
    entries = parse_texts([(name, decode_seed(data, name))]).entries
    unnamed = (  # an entry whose links already name an identifier (one, or several in conflict) gives the fix
        entry  # nothing to add: the links are read by the parse's own rule for identifiers in URLs
        for entry in entries
        if not (entry.doi or entry.arxiv_id or any(_names_an_identifier(link.url) for link in entry.links))
    )
    return [
        resolved(entry, **dict(zip(("doi", "arxiv_id"), identified(n), strict=True))) for n, entry in enumerate(unnamed)
    ]


def _lines(data: bytes) -> list[bytes]:
    """The list's lines with their endings, where the parse and the fix end them (a lone "\\r" too)."""
    return [line.prefix + line.body + line.ending for line in split_lines(data)]


def _names_an_identifier(url: str | None) -> bool:
    return doi_from_url(url) is not None or arxiv_id_from_url(url) is not None


@pytest.mark.parametrize("name", LISTS)
def test_fix_writes_into_every_shape_read_and_leaves_every_other_byte(name: str) -> None:
    path = list_file(name)
    file = path.relative_to(LISTS_DIR).as_posix()
    data = path.read_bytes()
    plan = plan_edits(resolved_papers(file, data), {file: data}, RULES)
    fixed = fixed_lists({file: data}, plan).get(file, data)

    edited = {edit.line for edit in plan.edits}
    before, after = _lines(data), _lines(fixed)
    grown = {edit.line: edit.after.count("\n") for edit in plan.edits}  # a .bib entry may gain field lines
    index = 0
    for number, line in enumerate(before, 1):
        if number in edited:
            index += 1 + grown[number]
            continue
        assert after[index] == line, f"{file}:{number} changed though no edit names it"
        index += 1
    assert index == len(after)

    reread = parse_texts([(file, decode_seed(fixed, file))]).entries
    written = {
        doi for edit in plan.edits for change in edit.changes if change.kind == "doi" for doi in DOI.findall(change.new)
    }
    assert written <= {entry.doi for entry in reread}, f"{file}: a DOI the fix wrote is not read back as the paper's"


# A page that writes its bullets as characters and wraps each citation over lines, one citation a paragraph; a line
# may end with a colon (a subtitle wrapped after it), and the last is a book. The fix writes its labels at the end of
# an entry's first line: read as text there, they would change how that line ends (no colon, no closing full stop
# any more) and with it what the lines around it are read as.
_WRAPPED_BULLETS = (
    "## Ethnic politics\n\n"
    "\u00b7 Okafor, Ada & Lindqvist, Sven, eds. (2010).Rethinking Comparative Inquiry:\n"
    "Diverse Tools, Shared Standards. Journal of Politics, 12(3): 45-67.\n\n"
    "\u00b7 Moreau, Chen. (2006). \u201cWhat Is Ethnicity and Does It Matter for Party\n"
    "Systems?\u201d Annual Review of Political Science, No.9: 397-424.\n\n"
    "Tanaka, Jun (2004). Field Experiments and Their Critics:\n"
    "Essays on Method. World Politics 56(3):327-362.\n"
    "Castillo, Tomas (2007). Solidarity Groups and Local Public Goods. American\n"
    "Political Science Review 101(2): 355-372.\n\n"
    "\u00b7 Ruiz, Dana. (1968). Political Order in Changing Societies. New\n"
    "Haven: Yale University Press.\n"
)


@pytest.mark.parametrize("file", ["readings.md", "readings.txt"])
def test_identifiers_written_at_a_wrapped_citations_first_line_are_read_back_as_its_own(file: str) -> None:
    data = _WRAPPED_BULLETS.encode()
    entries = parse_texts([(file, _WRAPPED_BULLETS)]).entries
    plan = plan_edits(resolved_papers(file, data), {file: data}, RULES)
    fixed = fixed_lists({file: data}, plan)[file]
    reread = parse_texts([(file, decode_seed(fixed, file))]).entries
    assert [(entry.title, entry.occurrences[0].line) for entry in reread] == [
        (entry.title, entry.occurrences[0].line) for entry in entries
    ]
    assert entries
    assert [entry.doi for entry in reread] == [identified(n)[0] for n in range(len(entries))]


# Items whose title and venue a <br> sets on one source line: the venue's part, after the break, reads as details.
_BROKEN_ITEMS = (
    "## Related surveys\n\n"
    "- Urban big data fusion based on deep learning: An overview [[paper](https://www.sciencedirect.com/science/"
    "article/pii/S1566253519301393)] <br>  *Elsevier Information Fusion (2020)*\n"
    "- Urban flow prediction from spatiotemporal data: A survey [[paper](https://www.sciencedirect.com/science/"
    "article/pii/S1566253519303094)] <br/> *Elsevier Information Fusion (2020)*\n"
)


def test_identifiers_written_into_an_item_a_line_break_splits_stay_beside_its_title() -> None:
    """The fix writes an item's identifiers before the break that ends its title's part, so the line reads back
    as the one entry it was, with the identifiers as its own; after the venue's part they would make it an entry."""
    file, data = "readings.md", _BROKEN_ITEMS.encode()
    entries = parse_texts([(file, _BROKEN_ITEMS)]).entries
    plan = plan_edits(resolved_papers(file, data), {file: data}, RULES)
    fixed = fixed_lists({file: data}, plan)[file]
    reread = parse_texts([(file, decode_seed(fixed, file))]).entries
    assert [entry.title for entry in reread] == [entry.title for entry in entries]
    assert [entry.doi for entry in reread] == [identified(n)[0] for n in range(len(entries))]
    assert all(line.index("DOI") < line.index("<br") for line in decode_seed(fixed, file).splitlines()[2:])
