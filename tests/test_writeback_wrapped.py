"""`enrich fix` on an entry whose linked title wraps onto the next line (``- [A Long Title That Goes`` then
``  On Here](https://example.org/paper.pdf), 2020``): its labels go at the end of the entry's paragraph, never
inside the link text, and every other byte stays.

As in test_writeback, the papers come from a real parse of the list, with the facts of a run laid over them.
"""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import assume, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from enrich.config import Settings
from enrich.fix.edits import NOTHING_TO_FIX
from enrich.fix.lines import split_lines
from enrich.fix.plan import plan_edits
from enrich.fix.render import fixed_lists, render_pr_body
from enrich.fix.rules import FixRules, selected_kinds
from enrich.fix.spans import label_line, open_markup
from enrich.models import Entry, ExportedPaper, Retraction
from enrich.parse import parse_texts
from tests.test_writeback import resolved, seed_conflict

ALL = FixRules.from_settings(Settings())
DOI, ARXIV_ID = "10.1145/3458817.3476145", "2107.06925"
DOI_LINK = f"[DOI](https://doi.org/{DOI})"  # the line's links have no outer brackets
ARXIV_LINK = f"[arXiv](https://arxiv.org/abs/{ARXIV_ID})"


def first_entry(text: str, name: str = "list.md") -> Entry:
    return parse_texts([(name, text)]).entries[0]


def fixed_text(text: str, paper: ExportedPaper, rules: FixRules = ALL, name: str = "list.md") -> str:
    lists = {name: text.encode()}
    return fixed_lists(lists, plan_edits([paper], lists, rules)).get(name, lists[name]).decode()


WRAPPED = {
    "bullet": (
        "# Papers\n\n- [A Long Title That Goes\n  On Here](https://example.org/paper.pdf), 2020\n",
        f"  On Here](https://example.org/paper.pdf), 2020 {DOI_LINK} {ARXIV_LINK}",
    ),
    "numbered": (
        "# Readings\n\n1. Lee, A. (1992). [Studying context: A comparison of activity\n"
        "   theory](https://example.org/lee92). _Context and Consciousness_.\n"
        "2. Wu, B. (1993). [Another Reading on Activity](https://example.org/wu93). _Venue_.\n",
        f"   theory](https://example.org/lee92). _Context and Consciousness_. {DOI_LINK} {ARXIV_LINK}",
    ),
    "paragraph": (
        "# Papers\n\nLee et al. 2019 [A Long Title That Goes\nOn Here](https://example.org/paper.pdf). NeurIPS.\n",
        f"On Here](https://example.org/paper.pdf). NeurIPS. {DOI_LINK} {ARXIV_LINK}",
    ),
    # The citation goes on after the link closes, its venue wrapped: at the end of the line the link closes on, the
    # labels would stand between "IEEE" and "S&P 2004" and be read as part of the venue.
    "venue wrapped after the link": (
        "# Papers\n\n* A. Lee, B. Wu. [Learning to Index Data Structures\n"
        "   With Models](https://example.org/p.pdf). IEEE\n   S&P 2004.\n",
        f"   S&P 2004. {DOI_LINK} {ARXIV_LINK}",
    ),
    # A reference list copied from a paper: the citation wrapped mid-authors, its first line without a link. There
    # the labels would be the line's first links, and it would read as a whole entry, cut off from its title.
    "reference wrapped mid-authors": (
        "# References\n\n\\[7\\] A. Berg, B. Cole, C. Dunn, E. Fox, G. Hale, H.\n"
        'Ito, and K. Lee, "Counting people through walls with few samples," in\n'
        "Proc. MobiCom, 2022. [paper](https://example.org/counting)\n\n"
        '\\[8\\] S. Tan, "Gesture sensing," in Proc. INFOCOM, 2020. [paper](https://example.org/gestures)\n',
        f"Proc. MobiCom, 2022. [paper](https://example.org/counting) {DOI_LINK} {ARXIV_LINK}",
    ),
}


@pytest.mark.parametrize("shape", WRAPPED)
def test_a_wrapped_link_text_gets_its_labels_at_the_end_of_the_entry_and_reads_them_back(shape: str) -> None:
    text, labelled = WRAPPED[shape]
    entry = first_entry(text)
    paper = resolved(entry, doi=DOI, arxiv_id=ARXIV_ID)
    fixed = fixed_text(text, paper)

    before, after = text.split("\n"), fixed.split("\n")
    changed = [number for number, (old, new) in enumerate(zip(before, after, strict=True), 1) if old != new]
    last = entry.occurrences[0].end_line
    assert changed == [last]
    assert after[last - 1] == labelled

    again = parse_texts([("list.md", fixed)]).entries[0]
    assert (again.doi, again.arxiv_id, again.title, again.year) == (DOI, ARXIV_ID, entry.title, entry.year)
    # and it reads as the same citation with its labels, written on one line, reads
    first = entry.occurrences[0].line
    one_line = " ".join([after[first - 1], *(line.strip() for line in after[first:last])])
    (unwrapped,) = parse_texts([("list.md", "\n".join([*after[: first - 1], one_line, ""]))]).entries[-1:]
    assert (again.title, again.year, again.venue) == (unwrapped.title, unwrapped.year, unwrapped.venue)


@pytest.mark.parametrize("shape", WRAPPED)
def test_a_second_fix_on_the_wrapped_entry_adds_nothing(shape: str) -> None:
    text, _ = WRAPPED[shape]
    paper = resolved(first_entry(text), doi=DOI, arxiv_id=ARXIV_ID)
    fixed = fixed_text(text, paper)
    again = parse_texts([("list.md", fixed)]).entries[0]

    next_run = paper.model_copy(update={"occurrences": again.occurrences, "links": again.links})
    replanned = plan_edits([next_run], {"list.md": fixed.encode()}, ALL)
    assert replanned.edits == [] and replanned.left_alone == {NOTHING_TO_FIX: 1}
    # the same output again: the first line still reads as the run recorded it, and the label line names both
    assert plan_edits([paper], {"list.md": fixed.encode()}, ALL).edits == []


def test_the_unwrapped_shape_takes_its_labels_at_the_end_of_its_one_line() -> None:
    text = "# Papers\n\n- [A Long Title That Goes On Here](https://example.org/paper.pdf), 2020\n"
    fixed = fixed_text(text, resolved(first_entry(text), doi=DOI, arxiv_id=ARXIV_ID))
    assert (
        fixed.split("\n")[2]
        == f"- [A Long Title That Goes On Here](https://example.org/paper.pdf), 2020 {DOI_LINK} {ARXIV_LINK}"
    )


def test_a_sub_item_after_the_wrapped_title_is_not_where_the_labels_go() -> None:
    """A code link on a sub-item belongs to the entry, but a label written there would be read as the sub-item's."""
    text = (
        "# Papers\n\n- [A Long Title That Goes\n  On Here](https://example.org/paper.pdf), 2020\n"
        "  - [Code](https://github.com/a/b)\n"
    )
    entry = first_entry(text)
    assert entry.occurrences[0].end_line == 5
    fixed = fixed_text(text, resolved(entry, doi=DOI, arxiv_id=ARXIV_ID))
    assert fixed.split("\n")[3:5] == [
        f"  On Here](https://example.org/paper.pdf), 2020 {DOI_LINK} {ARXIV_LINK}",
        "  - [Code](https://github.com/a/b)",
    ]


def test_a_link_text_the_entry_never_closes_gets_no_label() -> None:
    text = "# Papers\n\n- **BabyAI**: A Platform for Grounded Language Learning, *ICLR 2019*. [[https://x.org/a)]\n"
    paper = resolved(first_entry(text), doi=DOI, arxiv_id=ARXIV_ID)
    plan = plan_edits([paper], {"list.md": text.encode()}, ALL)
    assert plan.edits == [] and plan.left_alone == {NOTHING_TO_FIX: 1}


def test_the_first_line_keeps_its_own_edits_and_the_retraction_mark_joins_the_labels() -> None:
    """The tag is corrected where it stands, on the first line; the DOI link and the mark go at the entry's end;
    the pull request names each edit by the line it is on."""
    text = "# Papers\n\n- [EuroSys '22] [A Long Title That Goes\n  On Here](https://example.org/paper.pdf)\n"
    notice = Retraction(kind="retraction", date=date(2023, 1, 5), source="publisher")
    paper = resolved(first_entry(text), doi=DOI, year=2023, conflicts=[seed_conflict("year", 2022, 2023)])
    paper = paper.model_copy(update={"retraction": notice})
    rules = FixRules.from_settings(Settings(), selected_kinds("ids,year,retractions"))
    lists = {"list.md": text.encode()}
    plan = plan_edits([paper], lists, rules)

    assert fixed_lists(lists, plan)["list.md"].decode().split("\n")[2:4] == [
        "- [EuroSys '23] [A Long Title That Goes",
        f"  On Here](https://example.org/paper.pdf) [DOI](https://doi.org/{DOI})"
        " [RETRACTED 2023-01-05, recorded by the publisher]",
    ]
    body = render_pr_body(plan)
    assert "- line 3: year corrected: `2022` → `2023`" in body
    assert f"- line 4: DOI link added: `[DOI](https://doi.org/{DOI})`" in body
    assert "- line 4: retracted paper marked" in body


@pytest.mark.parametrize(
    ("text", "inside"),
    [
        ("- [A Long Title That Goes", True),
        ("- [A Title](https://x.org/a) and `code that goes", True),
        ("- [A Title](https://x.org/a) and ``code with a ` inside", True),
        ('- <a href="https://x.org/a"', True),
        ("- [A Title](https://x.org/a) and `code` 2020", False),
        ("- [A Title](https://x.org/a) for n < 3 items", False),
        ("- [A Long Title That Goes\n  On Here](https://x.org/a), 2020", False),
    ],
)
def test_a_label_is_never_written_inside_a_link_text_code_span_or_html_tag(text: str, inside: bool) -> None:
    assert open_markup(text) is inside


@pytest.mark.parametrize(
    ("texts", "line"),
    [
        (["- [Title](url), 2020"], 0),
        (["- [A Long", "  Title](url), 2020"], 1),
        (["1. A. (1992). [A Long", "   Title](url).", "   _Venue_, 12."], 2),
        (["- [A Long", "  Title](url)", "  - [Code](url)"], 1),
        (["- [A Long", "  Title(url)", "", "Next paragraph]"], None),
    ],
)
def test_the_label_line_is_the_paragraphs_last_once_the_link_text_closes(texts: list[str], line: int | None) -> None:
    assert label_line(texts) == line


@pytest.mark.parametrize(
    ("texts", "as_links", "line"),
    [
        (["[7] A. Lee, B. Wu, C.", 'Ng, "A Title," 2020.'], True, 1),
        (["[7] A. Lee, B. Wu, C.", 'Ng, "A Title," 2020.'], False, 0),  # text labels are set aside where they end
        (["- 2024-10-30:", "  [A Title](url)", "  A. Lee, 2020"], True, 0),  # after a colon, set aside likewise
        (["- [A Title](url)", "  A. Lee, 2020"], True, 0),
        (["[7] A. Lee, B. Wu, C. Ng, 2020."], True, 0),
        (["### 7", "A. Lee. A Title.", "In Venue, 2020."], False, 2),  # never on a reference's number heading
        (["### 2020", "A. Lee. A Title. In Venue, 2020."], False, 0),  # a year heading is a section's
    ],
)
def test_a_citation_wrapped_with_no_link_on_its_first_line_takes_link_labels_at_its_end(
    texts: list[str], as_links: bool, line: int
) -> None:
    assert label_line(texts, as_links=as_links) == line


_WORD = st.text(st.characters(whitelist_categories=("Lu", "Ll")), min_size=3, max_size=9)


@hypothesis_settings(max_examples=60, deadline=None)
@given(
    st.lists(_WORD, min_size=4, max_size=10),
    st.integers(1, 3),
    st.sampled_from(["- ", "* ", "1. ", ""]),
    st.sampled_from(["\n", "\r\n"]),
    st.sampled_from(["", ", 2020", ". NeurIPS 2021."]),
)
def test_any_wrapped_title_is_labelled_after_it_and_every_other_byte_stays(
    words: list[str], cut: int, marker: str, ending: str, tail: str
) -> None:
    indent = " " * len(marker)
    first, rest = " ".join(words[:cut]), " ".join(words[cut:])
    lines = ["# Papers", "", f"{marker}[{first}", f"{indent}{rest}](https://example.org/p.pdf){tail}", ""]
    text = ending.join(lines)
    entries = parse_texts([("list.md", text.replace("\r\n", "\n"))]).entries
    assume(len(entries) == 1 and entries[0].occurrences[0].end_line == 4)  # else not this test's shape
    data = text.encode()
    plan = plan_edits([resolved(entries[0], doi=DOI, arxiv_id=ARXIV_ID)], {"list.md": data}, ALL)
    fixed = fixed_lists({"list.md": data}, plan)["list.md"]

    old, new = split_lines(data), split_lines(fixed)
    assert [number for number, pair in enumerate(zip(old, new, strict=True), 1) if pair[0] != pair[1]] == [4]
    assert new[3].body == old[3].body + f" {DOI_LINK} {ARXIV_LINK}".encode()
    assert new[3].ending == old[3].ending
    (again,) = parse_texts([("list.md", fixed.decode().replace("\r\n", "\n"))]).entries
    assert (again.title, again.doi, again.arxiv_id) == (entries[0].title, DOI, ARXIV_ID)
