"""Schedules and other tables written without a delimiter row, and author columns named by their content
(enrich.parse.blocks, enrich.parse.tables).

Reading groups and courses write their term as pipe-framed rows, ``| Aug 18 | Lee 2005 ["Title"](url) |``, often
with no header and no delimiter row: no GFM table, yet each line means a row. The first column is the meeting's
date, never the paper's year; the entry cell names the paper by an author key and its linked or quoted title; other
rows are a date alone, an event or a talk. The rows here are written in those shapes; each test fails when its rule
is removed.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.config import Settings
from enrich.fix.plan import plan_edits
from enrich.fix.render import fixed_lists
from enrich.fix.rules import FixRules
from enrich.parse import parse_text
from enrich.parse.blocks import Row, read_blocks
from enrich.parse.tables import cell_kind
from tests.parsed import entries
from tests.test_parse_containers import _SHAPES as _PAPER_SHAPES
from tests.test_parse_containers import _TITLES, _VENUES, _YEARS
from tests.test_writeback import resolved

SCHEDULE = """## Spring term

| **Jan 9--11** | [Winter Linguistics Meeting 14](https://example.org/wlm14/) online, with talks by Ana and Bo |
| Jan 16 | Okafor 2011 ["Case stacking in verb-final languages"](https://doi.org/10.1000/xyz.2011.4) |
| Jan 23 | Lindqvist & Moreau to appear, ["Scope freezing in double objects"](https://lingbuzz.example.org/lb/6120) |
| Jan 30 |  |
| Feb 6 | Tanaka "Evidentials in embedded clauses" |
| **Feb 8, 4pm** | Department colloquium: [Rosa Delgado](https://example.org/people/delgado) |
| Feb 13 | *No meeting (recess week)* |
| Feb 20 | Haddad, Ruiz, and Abebe 2019 "Agreement attraction in three languages" |
| Feb 27 | Petrov ["The syntax of predicate fronting"](https://lingbuzz.example.org/lingbuzz/005501), chapter 2 |
| | |
"""


def skipped(text: str) -> dict[str, int]:
    return dict(parse_text(text, "list.md").files[0].skipped)


def test_pipe_framed_rows_without_a_delimiter_row_are_a_schedule_whose_entries_name_their_papers() -> None:
    found = entries(SCHEDULE)
    assert [(entry.title, entry.year, entry.occurrences[0].seed_authors) for entry in found] == [
        ("Case stacking in verb-final languages", 2011, ["Okafor"]),
        ("Scope freezing in double objects", None, ["Lindqvist", "Moreau"]),
        ("Agreement attraction in three languages", 2019, ["Haddad", "Ruiz", "Abebe"]),
        ("The syntax of predicate fronting", None, ["Petrov"]),
    ]
    assert [entry.occurrences[0].format for entry in found] == ["table"] * 4
    assert found[0].doi == "10.1000/xyz.2011.4"


def test_a_schedules_rows_that_name_no_paper_are_skipped_for_their_reason_not_silently() -> None:
    # the event, the date alone, the talk, the colloquium, the week with no meeting; the closing empty row is markup
    reasons = skipped(SCHEDULE)
    assert (reasons.get("schedule"), reasons.get("markup")) == (5, 1)


def test_a_schedule_row_with_a_year_beside_a_title_in_no_shape_read_is_unparsed_not_skipped() -> None:
    text = '| Mar 2 | Ingrid Holm 2019 handout, "Left edges and remnant movement" |\n| Mar 9 |  |\n'
    result = parse_text(text, "list.md")
    assert result.entries == []
    assert [(record.line, "2019" in record.reason) for record in result.unparsed] == [(1, True)]


@pytest.mark.parametrize(
    "cell",
    [
        "Aug 18",
        "Sep  8",
        "**Aug 11--13**",
        "Fri Aug 25 4pm",
        "Mar 17, 10am",
        "Mon 10/4",
        "Week 3",
        "Session 12",
        "3 March",
        "Wed Sep 13 4pm",
    ],
)
def test_a_meetings_date_without_a_year_is_a_schedule_date(cell: str) -> None:
    assert _kind(cell) == "date"


@pytest.mark.parametrize(("cell", "kind"), [("Jan 29, 2024", "year"), ("May 2024", "year"), ("Decoding 3", "other")])
def test_a_date_with_its_year_stays_a_year_and_a_word_like_a_month_no_date(cell: str, kind: str) -> None:
    assert _kind(cell) == kind


def _kind(cell: str) -> str | None:
    row = next(
        block for block in read_blocks(f"| h |\n|---|\n| {cell} |\n") if isinstance(block, Row) and not block.header_row
    )
    return cell_kind(row.cells[0])


def test_a_schedule_with_a_header_and_delimiter_row_reads_alike_and_its_dates_give_no_year() -> None:
    text = """| Date | Reading |
|---|---|
| Sep 18 | Moreau et al. 2014 ["Sluicing under negation in French"](https://doi.org/10.1000/abc.2014.7) |
| Sep 25 | Nakamura ["Classifier semantics without kinds"](https://arxiv.org/abs/2101.00001) |
| Oct 2 | Pietro Alvi "Topic drop in child speech" |
"""
    found = entries(text)
    assert [(entry.title, entry.year) for entry in found] == [
        ("Sluicing under negation in French", 2014),
        ("Classifier semantics without kinds", None),
    ]
    assert skipped(text).get("schedule") == 1


def test_one_pipe_framed_line_alone_is_the_text_it_renders_as() -> None:
    text = "Some words first.\n\n| Okafor 2011 | A lone framed line of text |\n"
    assert not any(isinstance(block, Row) for block in read_blocks(text))


def test_framed_rows_under_a_line_of_prose_in_one_paragraph_are_still_rows() -> None:
    text = (
        "We meet on Wednesdays.\n"
        '| Jan 16 | Okafor 2011 ["Case stacking in verb-final languages"](https://doi.org/10.1000/xyz.2011.4) |\n'
        '| Jan 23 | Moreau 2014 ["Sluicing under negation in French"](https://doi.org/10.1000/abc.2014.7) |\n'
    )
    rows = [block.line for block in read_blocks(text) if isinstance(block, Row)]
    assert rows == [2, 3]
    assert [entry.year for entry in entries(text)] == [2011, 2014]


_SURNAMES = st.sampled_from(["Okafor", "Lindqvist", "Moreau", "Tanaka", "Haddad", "Petrov", "von Berg", "Abebe"])
_WORDS = st.sampled_from(["scope", "agreement", "clauses", "binding", "ellipsis", "focus", "islands", "case", "verbs"])
_MONTHS = st.sampled_from(["Jan", "Feb", "Mar", "Apr", "Sep", "Oct", "Nov"])


@st.composite
def _schedule_rows(draw: st.DrawFn) -> list[tuple[str, list[str], int | None, str]]:
    rows = []
    for index in range(draw(st.integers(2, 6))):
        names = draw(st.lists(_SURNAMES, min_size=1, max_size=3, unique=True))
        year = draw(st.one_of(st.none(), st.integers(1970, 2024)))
        title = "On " + " ".join(draw(st.lists(_WORDS, min_size=2, max_size=6))) + f" {index}"
        rows.append((f"{draw(_MONTHS)} {draw(st.integers(1, 28))}", names, year, title))
    return rows


def _key(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " & " + names[-1]


@settings(max_examples=40, deadline=None)
@given(rows=_schedule_rows())
def test_every_keyed_schedule_row_is_an_entry_with_its_keys_authors_and_year_never_the_date(
    rows: list[tuple[str, list[str], int | None, str]],
) -> None:
    text = "".join(
        f'| {date} | {_key(names)} {year if year else "to appear"} ["{title}"](https://example.org/p/{n}.pdf) |\n'
        for n, (date, names, year, title) in enumerate(rows)
    )
    found = entries(text)
    assert [(entry.title, entry.year, entry.occurrences[0].seed_authors) for entry in found] == [
        (title, year, names) for _, names, year, title in rows
    ]


def test_a_name_column_of_people_cited_with_initials_gives_the_authors_though_its_header_says_name() -> None:
    text = """year | title | name
-----|-----|-----
1936|On the computable numbers of a machine|Turing, A.M.
1950|Machinery of thought and its limits|Searle J.R.
1972|Human memory in the laboratory setting|Craik, F.I. and Lockhart, R.S.
1976|The social uses of a shared intellect|Humphrey,N.
1987|Intelligence without a world model|Rodney A. Brooks.
"""
    assert [entry.occurrences[0].seed_authors for entry in entries(text)] == [
        ["Turing, A.M."],
        ["Searle J.R."],
        ["Craik, F.I.", "Lockhart, R.S."],
        ["Humphrey,N."],  # as written: the split's own spelling would be "Humphrey, N."
        ["Rodney A. Brooks"],
    ]


@pytest.mark.parametrize("header", ["Who", "By", "Written by"])
def test_a_who_or_by_column_holds_the_authors(header: str) -> None:
    text = f"""| Title | {header} |
|---|---|
| [Sparse parsing with learned grammars](https://arxiv.org/abs/2101.00002) | Okafor |
| [Agreement attraction in three languages](https://arxiv.org/abs/2101.00003) | Haddad |
"""
    assert [entry.occurrences[0].seed_authors for entry in entries(text)] == [["Okafor"], ["Haddad"]]


def test_enrich_fix_writes_a_doi_into_a_schedule_rows_entry_cell_byte_exact_outside_it() -> None:
    file = "schedule.md"
    data = SCHEDULE.encode()
    found = parse_text(SCHEDULE, file).entries
    papers = [resolved(entry, doi=f"10.1145/9999999.{n}") for n, entry in enumerate(found) if entry.doi is None]
    plan = plan_edits(papers, {file: data}, FixRules.from_settings(Settings()))
    fixed = fixed_lists({file: data}, plan)[file].decode()
    edited = {edit.line for edit in plan.edits}
    assert edited == {entry.occurrences[0].line for entry in found if entry.doi is None}
    before, after = SCHEDULE.split("\n"), fixed.split("\n")
    assert [line for number, line in enumerate(after, 1) if number not in edited] == [
        line for number, line in enumerate(before, 1) if number not in edited
    ]
    for number in edited:  # the label goes inside the entry cell, before its closing bar
        assert after[number - 1].endswith(") |") or after[number - 1].endswith("] |")
        assert "10.1145/9999999." in after[number - 1].rsplit("|", 2)[1]
    assert {entry.doi for entry in parse_text(fixed, file).entries} >= {paper.doi for paper in papers}


def test_a_date_column_with_years_the_papers_own_keys_contradict_is_a_schedules_not_the_year() -> None:
    text = """| Date | Reading |
|---|---|
| 2021-09-01 | Moreau et al. 2014 ["Sluicing under negation in French"](https://doi.org/10.1000/abc.2014.7) |
| 2021-09-08 | Nakamura to appear ["Classifier semantics without kinds"](https://arxiv.org/abs/2101.00001) |
| 2021-09-15 | Okafor 2011 ["Case stacking in verb-final languages"](https://doi.org/10.1000/xyz.2011.4) |
| 2021-09-22 | Pietro Alvi "Topic drop in child speech" |
"""
    assert [(entry.title, entry.year) for entry in entries(text)] == [
        ("Sluicing under negation in French", 2014),
        ("Classifier semantics without kinds", None),
        ("Case stacking in verb-final languages", 2011),
    ]
    assert skipped(text).get("schedule") == 1


def test_a_date_column_whose_years_the_keys_agree_with_stays_the_year() -> None:
    text = """| Date | Paper |
|---|---|
| 2014-03-02 | Moreau et al. 2014 ["Sluicing under negation in French"](https://doi.org/10.1000/abc.2014.7) |
| 2021-05-09 | Nakamura ["Classifier semantics without kinds"](https://arxiv.org/abs/2101.00001) |
| 2011-10-15 | Okafor 2011 ["Case stacking in verb-final languages"](https://doi.org/10.1000/xyz.2011.4) |
"""
    assert [entry.year for entry in entries(text)] == [2014, 2021, 2011]


def test_a_week_column_of_numbers_makes_a_schedule_whose_talks_are_skipped() -> None:
    text = """| Week | Reading |
|---|---|
| 1 | Moreau et al. 2014 ["Sluicing under negation in French"](https://doi.org/10.1000/abc.2014.7) |
| 2 | Pietro Alvi "Topic drop in child speech" |
"""
    assert [entry.title for entry in entries(text)] == ["Sluicing under negation in French"]
    assert skipped(text).get("schedule") == 1


def test_a_framed_header_over_framed_rows_without_a_delimiter_row_is_the_header_and_presenters_no_authors() -> None:
    text = """| Date | Reading | Presenter |
| Sep 8 | Moreau et al. 2014 ["Sluicing under negation in French"](https://doi.org/10.1000/abc.2014.7) | A. Smith |
| Sep 15 | Nakamura ["Classifier semantics without kinds"](https://arxiv.org/abs/2101.00001) | B. Jones |
"""
    found = entries(text)
    assert [(entry.title, entry.occurrences[0].seed_authors) for entry in found] == [
        ("Sluicing under negation in French", ["Moreau"]),
        ("Classifier semantics without kinds", ["Nakamura"]),
    ]
    assert skipped(text) == {"table header": 1}


def test_a_first_framed_row_that_reads_as_the_rows_below_it_is_a_paper_not_a_header() -> None:
    text = """| Deep sparse coding | NeurIPS |
| Learned index structures revisited | SIGMOD |
| Vector search on compressed graphs | VLDB |
"""
    assert [(entry.title, entry.venue) for entry in entries(text)] == [
        ("Deep sparse coding", "NeurIPS"),
        ("Learned index structures revisited", "SIGMOD"),
        ("Vector search on compressed graphs", "VLDB"),
    ]


_DAY_NAMES = st.sampled_from(["", "Mon ", "Tue. ", "Wednesday, ", "Thu ", "Fri "])
_MONTH_NAMES = st.sampled_from(["Jan", "Feb.", "March", "Apr", "May", "June", "Jul", "Aug", "Sept.", "Nov", "Dec"])
_TIMES = st.sampled_from(["", " 4pm", ", 10am", " 3:30 pm", " 2-4pm"])


@settings(max_examples=60, deadline=None)
@given(day_name=_DAY_NAMES, month=_MONTH_NAMES, day=st.integers(1, 31), time=_TIMES, day_first=st.booleans())
def test_any_meeting_day_written_without_its_year_is_a_schedule_date(
    day_name: str, month: str, day: int, time: str, day_first: bool
) -> None:
    written = f"{day} {month}" if day_first else f"{month} {day}"
    assert _kind(f"{day_name}{written}{time}") == "date"


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_PAPER_SHAPES), _TITLES, _VENUES, _YEARS), min_size=1, max_size=6))
def test_every_paper_line_in_a_schedules_row_is_an_entry_or_unparsed(papers: list[tuple[str, str, str, int]]) -> None:
    rows = [
        f"| Sep {day} | {shape.format(title=title, venue=venue, year=year, number=10000 + day)} |"
        for day, (shape, title, venue, year) in enumerate(papers, 1)
    ]
    text = "\n".join([*rows, "| Oct 1 |  |", '| Oct 8 | A. Speaker "A talk about its own topic" |']) + "\n"
    result = parse_text(text, "list.md")
    seen = {occurrence.line for entry in result.entries for occurrence in entry.occurrences}
    seen |= {record.line for record in result.unparsed}
    assert [number for number in range(1, len(rows) + 1) if number not in seen] == []


def test_a_course_schedule_with_week_date_topic_readings_and_presenter_columns_reads_its_readings() -> None:
    text = """| Week | Date | Topic | Readings | Presenter |
|---|---|---|---|---|
| 1 | Sep 7 | Introduction | No readings | Instructor |
| 2 | Sep 14 | Attn. | [Okafor et al. 2017, "Attention over parse charts"](https://arxiv.org/abs/1706.1) | A. Smith |
| 3 | Sep 21 | Scaling | Moreau et al. 2020 [Scaling laws for chart parsers](https://arxiv.org/abs/2001.2) | B. Jones |
| 4 | Oct 5 | Guest lecture: Jane Doe "Models that read" | | |
"""
    assert [(entry.title, entry.year, entry.occurrences[0].seed_authors) for entry in entries(text)] == [
        ("Attention over parse charts", 2017, ["Okafor"]),
        ("Scaling laws for chart parsers", 2020, ["Moreau"]),
    ]
    assert skipped(text) == {"table header": 2, "schedule": 2}  # the header row and its delimiter row


_READING_LABELS = st.sampled_from(
    ["Week3:", "week 12:", "Lecture 4 -", "Session 2.", "Day 1 –", "Background:", "Optional reading:", "Required:"]
)


@settings(max_examples=40, deadline=None)
@given(label=_READING_LABELS, title=_TITLES, year=_YEARS, linked=st.booleans())
def test_a_courses_label_before_a_readings_title_is_not_the_titles(
    label: str, title: str, year: int, linked: bool
) -> None:
    """ "Week3: Title (2014)", "Background: Title. [Paper](url)": the meeting a reading is for, or its place among
    the readings, opens the line; the title is what follows."""
    paper = f"[{title}](https://dl.acm.org/doi/10.1145/355620.361161) ({year})" if linked else f"{title} ({year})"
    found = entries(f"# Readings\n\n* {label} {paper}\n")
    assert [(entry.title, entry.year) for entry in found] == [(title, year)]
