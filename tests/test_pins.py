"""Settling an ambiguous entry by hand: the list's own DOI, arXiv or dblp link, or a pin in enrich.pins.toml.

The identifier a person gives is the paper's identity (enrich.resolve.decide): a record of the wanted version that
carries it is taken, whatever its rivals. A pin puts its identifier on the entry as if the line linked it
(enrich.resolve.pins), matched by the entry's id or title, so it lasts across nights and survives `enrich fix`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from enrich.models import Entry
from enrich.parse import decode_seed, parse_texts
from enrich.parse.common import FoundLink, ids_from_links
from enrich.resolve.findings import Findings, seed_key
from enrich.resolve.pick import pick
from enrich.resolve.pins import Pin, PinsError, apply_pins, pin_line, read_pins
from enrich_fakes import FakeOptions
from tests.e2e_support import FAST_TIME_SCALE, FakeHosts, new_workspace, run_enrich
from tests.test_rules import ACM_DOI, ACM_TWIN_DOI, dblp, listed
from tests.test_writeback import fix, papers_of, read_list

OURS, THEIRS = "conf/fast/KumarS20", "conf/fast/SivathanuK20"
GEMINI = "Gemini: A Computation-Centric Distributed Graph Processing System"
GEMINI_KEY = "conf/osdi/ZhuCZM16"


def write_pins(folder: Path, text: str) -> Path:
    path = folder / "enrich.pins.toml"
    path.write_text(text, encoding="utf-8")
    return path


# ------------------------------------------------------------------------------------------ the identity rule


def two_records_nothing_tells_apart() -> Findings:
    return Findings(dblp=[dblp(THEIRS, doi=ACM_TWIN_DOI), dblp(OURS, doi=ACM_DOI)])


def test_two_records_nothing_tells_apart_leave_the_entry_ambiguous() -> None:
    picks = pick(listed(), two_records_nothing_tells_apart())
    assert picks.dblp is None and picks.ambiguous


@pytest.mark.parametrize(
    "identifier",
    [{"doi": ACM_DOI}, {"dblp_key": OURS}],
    ids=["a DOI link on the line", "a dblp link on the line"],
)
def test_an_identifier_the_list_gives_settles_the_entry_on_the_record_that_carries_it(identifier: dict) -> None:
    entry = listed().model_copy(update=identifier)
    picks = pick(entry, two_records_nothing_tells_apart())
    assert picks.dblp is not None and picks.dblp.record.dblp_key == OURS
    assert not picks.ambiguous


def test_a_dblp_record_page_on_the_line_is_read_as_the_entrys_dblp_key() -> None:
    links = [FoundLink(kind="other", label="dblp", url=f"https://dblp.org/rec/{OURS}.html")]
    assert ids_from_links(links).dblp_key == OURS
    [entry] = parse_texts([("list.md", f"- [FAST '20] Quiver [[dblp](https://dblp.org/rec/{OURS}.html)]\n")]).entries
    assert entry.dblp_key == OURS


# ------------------------------------------------------------------------------------------ enrich.pins.toml


def test_pins_name_an_entry_by_its_id_or_its_title_as_listed(tmp_path: Path) -> None:
    path = write_pins(
        tmp_path,
        f'[pins]\n"e" = {{ dblp = "{OURS}" }}\n'
        f'"quiver: an informed storage-cache for deep learning" = {{ doi = "https://doi.org/{ACM_DOI.upper()}" }}\n',
    )
    by_id, by_title = read_pins(path)
    assert (by_id.named, by_id.field, by_id.identifier) == ("e", "dblp_key", OURS)
    assert (by_title.field, by_title.identifier) == ("doi", ACM_DOI)
    entry = listed().model_copy(update={"id": "other-id"})
    assert not by_id.matches(entry) and by_title.matches(entry)


def test_a_pin_puts_its_identifier_in_place_of_the_lines_and_says_which_pins_named_nothing() -> None:
    pins = [Pin("e", "dblp_key", OURS), Pin("Nothing Listed Under This Title", "doi", ACM_TWIN_DOI)]
    entry = listed(doi=ACM_TWIN_DOI)
    pinned = apply_pins([entry], pins)
    [settled] = pinned.entries
    assert (settled.dblp_key, settled.doi, settled.arxiv_id) == (OURS, None, None)
    assert [pin.named for pin in pinned.unmatched] == ["Nothing Listed Under This Title"]
    assert seed_key(settled) != seed_key(entry)  # searched again the night a pin is added
    picks = pick(settled, two_records_nothing_tells_apart())
    assert picks.dblp is not None and picks.dblp.record.dblp_key == OURS


def test_a_pin_for_one_list_leaves_the_same_title_in_another_alone() -> None:
    pin = Pin("e", "dblp_key", OURS, file="other.txt")
    assert not pin.matches(listed())
    assert Pin("e", "dblp_key", OURS, file="list.txt").matches(listed())
    assert Pin("e", "dblp_key", OURS, file="seeds/list.txt").matches(listed())


@pytest.mark.parametrize(
    "text, words",
    [
        ('[pins]\n"e" = { doi = "not a doi" }\n', "is not a valid doi identifier"),
        ('[pins]\n"e" = { doi = "10.48550/arXiv.2101.00001" }\n', "is not a valid doi identifier"),
        (f'[pins]\n"e" = {{ doi = "{ACM_DOI}", dblp = "{OURS}" }}\n', "exactly one of doi, arxiv or dblp"),
        ('[pins]\n"e" = { isbn = "123" }\n', "unknown key 'isbn'"),
        ('[pins]\n"e" = "10.1145/1"\n', 'write it as "<entry id or title>"'),
        ('[[pin]]\ntitle = "x"\n', "pins go under [pins]"),
        ('[pins\n"e" = 1', "not valid TOML"),
    ],
)
def test_a_pin_that_cannot_be_used_stops_the_run_naming_it(tmp_path: Path, text: str, words: str) -> None:
    with pytest.raises(PinsError, match="enrich.pins.toml") as stopped:
        read_pins(write_pins(tmp_path, text))
    assert words in str(stopped.value)


def test_no_pins_file_is_no_pins(tmp_path: Path) -> None:
    assert read_pins(tmp_path / "enrich.pins.toml") == []


def test_the_pin_line_the_report_suggests_reads_back_as_that_pin(tmp_path: Path) -> None:
    path = write_pins(tmp_path, "[pins]\n" + pin_line("3f2a9c1e5b7d0a11", "arxiv_id", "2101.00001") + "\n")
    [pin] = read_pins(path)
    assert (pin.named, pin.field, pin.identifier) == ("3f2a9c1e5b7d0a11", "arxiv_id", "2101.00001")


def test_a_pin_survives_enrich_fix_editing_the_entrys_line() -> None:
    """fix adds the DOI link it learnt to Gemini's line; the pin still names the entry and still decides."""
    lists = read_list("shapes.md")
    fixed = fix(lists, papers_of(lists))
    assert fixed != lists
    pins = [Pin(GEMINI, "dblp_key", GEMINI_KEY, file="shapes.md")]
    before, after = (gemini(apply_pins(entries_of(version), pins).entries) for version in (lists, fixed))
    assert gemini(entries_of(fixed)).doi is not None  # the line now links a DOI ...
    assert (before.dblp_key, after.dblp_key, after.doi) == (GEMINI_KEY, GEMINI_KEY, None)  # ... the pin still rules


def entries_of(lists: dict[str, bytes]) -> list[Entry]:
    return parse_texts([(name, decode_seed(data, name)) for name, data in lists.items()]).entries


def gemini(entries: list[Entry]) -> Entry:
    return next(entry for entry in entries if entry.title == GEMINI)


# ------------------------------------------------------------------------------------------ a night with pins


ORCA = "Orca: A Distributed Serving System for Transformer-Based Language Generation Tasks"


@pytest.mark.e2e
def test_a_pinned_entry_the_resolver_leaves_ambiguous_is_resolved_and_a_stale_pin_is_named(tmp_path: Path) -> None:
    """Orca is listed under a reworded title: the resolver asks a person about it, and the pin answers."""
    workspace = new_workspace(tmp_path / "run")
    with FakeHosts(FakeOptions(time_scale=FAST_TIME_SCALE)) as fakes:
        unpinned = run_enrich(workspace, fakes, "--stage", "resolve", "-q")
        before = next(paper for paper in workspace.papers() if paper.title.startswith("Orca"))
        write_pins(
            workspace.root,
            f'[pins]\n"{ORCA}" = {{ dblp = "conf/osdi/YuJKKC22", file = "002_39e11491a07e2f23.txt" }}\n'
            '"A Paper No List Names" = { doi = "10.1145/1111111.1111111" }\n',
        )
        pinned = run_enrich(workspace, fakes, "--stage", "resolve")
    after = next(paper for paper in workspace.papers() if paper.title.startswith("Orca"))

    assert unpinned.returncode in (0, 1) and pinned.returncode in (0, 1), pinned.stderr
    assert before.status == "ambiguous"
    assert (after.status, after.dblp_key) == ("resolved", "conf/osdi/YuJKKC22")
    assert "pin 'A Paper No List Names' names no entry" in pinned.stderr
