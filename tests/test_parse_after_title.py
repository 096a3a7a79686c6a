"""What follows a title on its own line: a parenthesised year and the authors after it (``Title (2017), J. Dai et
al.``), a note that credits the authors with "by" (``Title [[paper]](url) by Ana Lee, Bo Ng. 2019``), and a nickname
glued to the title's last word (``Representations(GAPF)``).

Each case is a short line in the shape such lists write; each fails when the rule it names is taken out.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.parsed import one

# -------------------------------------------------------------------------- a parenthesised year, then the names


@pytest.mark.parametrize(
    "line, title, year, authors",
    [
        (
            "- Sparse Gated Mixtures for Vision (2017), J. Kim et al. [[pdf]](https://arxiv.org/pdf/1703.00001.pdf)",
            "Sparse Gated Mixtures for Vision",
            2017,
            ["J. Kim"],
        ),
        (
            "- **Batch Whitening** (2016), L. Moss et al. [[pdf]](https://arxiv.org/pdf/1607.00002.pdf)",
            "Batch Whitening",
            2016,
            ["L. Moss"],
        ),
        (
            "- Deep priors (2015), A. Lee, B. Ng and C. Wu [[pdf]](https://example.org/priors.pdf)",
            "Deep priors",
            2015,
            ["A. Lee", "B. Ng", "C. Wu"],
        ),
        (
            "- What makes a good proposal? (2016). D. Park and E. Ruiz. [[pdf]](https://arxiv.org/pdf/1602.00003)",
            "What makes a good proposal?",
            2016,
            ["D. Park", "E. Ruiz"],
        ),
        (
            "- [Ranking Regions by Saliency](https://example.org/rank.pdf) (2014), F. Ito et al.",
            "Ranking Regions by Saliency",
            2014,
            ["F. Ito"],
        ),
        (
            "- **Sequences from recurrent nets** (2013), G. Hart. [[pdf]](https://arxiv.org/pdf/1308.00004)",
            "Sequences from recurrent nets",
            2013,
            ["G. Hart"],
        ),
    ],
)
def test_a_parenthesised_year_after_a_title_ends_it_and_the_initials_first_names_after_are_its_authors(
    line: str, title: str, year: int, authors: list[str]
) -> None:
    entry = one(f"# Papers\n\n{line}\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (title, year, authors)


def test_a_bold_two_word_title_before_its_year_is_no_author_date_key() -> None:
    entry = one("- **Batch Whitening** (2016), L. Moss et al. [[pdf]](https://arxiv.org/pdf/1607.00002.pdf)\n")
    assert (entry.title, entry.occurrences[0].seed_authors) == ("Batch Whitening", ["L. Moss"])


def test_an_author_date_key_before_its_title_is_still_read_as_a_key() -> None:
    entry = one("- Moss and Quinn (2016) Momentum crashes in thin markets [[pdf]](https://example.org/m.pdf)\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (
        "Momentum crashes in thin markets",
        2016,
        ["Moss", "Quinn"],
    )


@pytest.mark.parametrize(
    "line",
    [
        "- Sparse gated mixtures for vision (2017), Deep Learning Notes [[pdf]](https://example.org/notes.pdf)",
        "- Sparse gated mixtures for video (2019), In Proc. Vision Days [[pdf]](https://example.org/vd.pdf)",
    ],
)
def test_words_after_the_year_that_are_not_initials_first_names_are_no_authors(line: str) -> None:
    assert one(f"{line}\n").occurrences[0].seed_authors == []


_TITLE_WORDS = st.sampled_from(
    ["sparse", "Gated", "networks", "for", "image", "Segmentation", "of", "the", "deep", "Priors", "learning"]
)
_OPENING = st.sampled_from(["Deep", "Fast", "Learning", "Mask", "Scalable", "Recurrent", "Character-aware"])
_SUBTITLE = st.sampled_from(["", ": A review of methods", "?"])
_PEOPLE = st.lists(
    st.tuples(st.sampled_from("ABCDGHJKLMY"), st.sampled_from(["Lee", "Ng", "Kim", "Moss", "LeCun", "Zeiler", "He"])),
    min_size=1,
    max_size=4,
    unique=True,
)


def _render_title(title: str, render: str) -> str:
    return {"plain": title, "bold": f"**{title}**", "linked": f"[{title}](https://example.org/p.pdf)"}[render]


def _render_names(names: list[str], style: str) -> str:
    if style == "et al" or len(names) == 1:
        return f"{names[0]} et al." if style == "et al" else names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


@settings(max_examples=60, deadline=None)
@given(
    opening=_OPENING,
    words=st.lists(_TITLE_WORDS, min_size=1, max_size=8),
    subtitle=_SUBTITLE,
    render=st.sampled_from(["plain", "bold", "linked"]),
    people=_PEOPLE,
    style=st.sampled_from(["et al", "listed"]),
    stop=st.sampled_from([",", "."]),
    year=st.integers(min_value=1990, max_value=2024),
)
def test_any_title_rendering_with_its_year_then_names_gives_title_year_and_authors(
    opening: str,
    words: list[str],
    subtitle: str,
    render: str,
    people: list[tuple[str, str]],
    style: str,
    stop: str,
    year: int,
) -> None:
    title = " ".join([opening, *words]) + subtitle
    names = [f"{initial}. {surname}" for initial, surname in people]
    link = "" if render == "linked" else " [[pdf]](https://example.org/p.pdf)"
    line = f"- {_render_title(title, render)} ({year}){stop} {_render_names(names, style)}{link}"
    entry = one(f"# Papers\n\n{line}\n")
    expected = names[:1] if style == "et al" else names
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (title, year, expected)


# ------------------------------------------------------------------------------- a note that credits with "by"


@pytest.mark.parametrize(
    "line, title, year, authors",
    [
        (
            "* Private Query Release [[paper]](https://arxiv.org/abs/1905.00001)"
            " by Ana Lee, Bo Ng, Cy Wu,Dee Park. 2019",
            "Private Query Release",
            2019,
            ["Ana Lee", "Bo Ng", "Cy Wu", "Dee Park"],
        ),
        (
            "* Mean-Field Bounds: Private Estimation of Means[[paper]](https://arxiv.org/pdf/1906.00002.pdf) by Ana"
            " Lee and Bo Ng. 2019",
            "Mean-Field Bounds: Private Estimation of Means",
            2019,
            ["Ana Lee", "Bo Ng"],
        ),
        (
            "* Utility Last: Choosing Noise for Fixed Error [[paper]](https://arxiv.org/abs/1705.00003)"
            " [[code]](https://github.com/a/b) by Ana Lee, Bo Ng, Z. Cy Wu. 2017",
            "Utility Last: Choosing Noise for Fixed Error",
            2017,
            ["Ana Lee", "Bo Ng", "Z. Cy Wu"],
        ),
        (
            "* Statistics and Privacy: a Survey [[paper]](https://arxiv.org/abs/1412.00004) by Ana Lee, Bo Ng. 2014",
            "Statistics and Privacy: a Survey",
            2014,
            ["Ana Lee", "Bo Ng"],
        ),
        (
            "* Private Deep Learning [[paper]](https://example.org/~ana/ana_ccs15.pdf) by Ana Lee and Bo Ng.2015",
            "Private Deep Learning",
            2015,
            ["Ana Lee", "Bo Ng"],
        ),
        (
            "* Leakage in Shared Models [[paper]](https://arxiv.org/pdf/1908.00005.pdf) by Ana Lee etc. 2019",
            "Leakage in Shared Models",
            2019,
            ["Ana Lee"],
        ),
    ],
)
def test_a_by_note_after_the_links_names_the_authors_and_leaves_the_title_and_its_prefix_whole(
    line: str, title: str, year: int, authors: list[str]
) -> None:
    entry = one(f"# Papers\n\n{line}\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (title, year, authors)
    assert entry.venue is None  # the last name before the year is no venue


@pytest.mark.parametrize(
    "closing, venue, year",
    [(". NeurIPS 2019", "NeurIPS", 2019), (", ICML 2018", "ICML", 2018)],
)
def test_a_venue_closing_a_by_note_is_the_venue_and_no_name(closing: str, venue: str, year: int) -> None:
    entry = one(f"* Private Query Release [[paper]](https://arxiv.org/abs/1905.00001) by Ana Lee and Bo Ng{closing}\n")
    assert (entry.venue, entry.year, entry.occurrences[0].seed_authors) == (venue, year, ["Ana Lee", "Bo Ng"])


def test_a_name_list_before_a_colon_is_still_the_authors_without_a_by_note() -> None:
    entry = one("* Ana Lee, Bo Ng: Private Query Release [[paper]](https://arxiv.org/abs/1905.00001)\n")
    assert (entry.title, entry.occurrences[0].seed_authors) == ("Private Query Release", ["Ana Lee", "Bo Ng"])


_GIVEN = st.sampled_from(["Ana", "Bo", "Cy", "Dee", "Eve", "Guy N.", "Mary-Jo"])
_FAMILY = st.sampled_from(["Lee", "Ng", "Wu", "Park", "Sharif-Malvi", "Ruiz"])


@settings(max_examples=60, deadline=None)
@given(
    prefix=st.sampled_from(["", "Average-Case Bounds: ", "Accuracy First: ", "Privacy and Learning: "]),
    rest=st.sampled_from(["Private Query Release", "Selecting a Noise Level for Fixed Error", "a Survey of Methods"]),
    people=st.lists(st.tuples(_GIVEN, _FAMILY), min_size=1, max_size=5, unique=True),
    joiner=st.sampled_from([", ", ",", " and "]),
    year=st.sampled_from([" 2019", ". 2018", ".2015", ""]),
    code=st.booleans(),
)
def test_any_by_note_gives_its_names_and_year_and_the_title_keeps_its_prefix(
    prefix: str, rest: str, people: list[tuple[str, str]], joiner: str, year: str, code: bool
) -> None:
    names = [f"{given} {family}" for given, family in people]
    links = "[[paper]](https://arxiv.org/abs/1901.00001)" + (" [[code]](https://github.com/a/b)" if code else "")
    line = f"* {prefix}{rest} {links} by {joiner.join(names)}{year}"
    entry = one(f"# Papers\n\n{line}\n")
    assert entry.title == prefix + rest
    assert entry.occurrences[0].seed_authors == names
    assert entry.year == (int(year.strip(" .")) if year else None)


# --------------------------------------------------------------------------------------- a glued nickname


@pytest.mark.parametrize(
    "written, title",
    [
        (
            "Adversarial Models for Private and Fair Representations(GAPF)",
            "Adversarial Models for Private and Fair Representations",
        ),
        ("Context-Aware Adversarial Privacy(CAP)", "Context-Aware Adversarial Privacy"),
        ("Data Center Transport (DCT)", "Data Center Transport (DCT)"),  # spaced: the acronym spells the title out
        ("(Nearly) Optimal Private Bandits", "(Nearly) Optimal Private Bandits"),
        ("On (In)directness in Private Release", "On (In)directness in Private Release"),
    ],
)
def test_an_acronym_glued_to_a_plain_titles_last_word_is_a_nickname_and_leaves_the_title(
    written: str, title: str
) -> None:
    entry = one(f"* {written} [[paper]](https://arxiv.org/abs/1807.00001) by Ana Lee, Bo Ng. 2018\n")
    assert entry.title == title


# ------------------------------------------------------------------------------------ a year inside a link's URL


@pytest.mark.parametrize(
    "url",
    ["https://example.org/~ana/ana_ccs15.pdf", "https://example.org/projects/eccv2018-privacy.pdf"],
)
def test_a_year_or_venue_year_inside_a_links_url_gives_the_entry_no_year(url: str) -> None:
    entry = one(f"* Private Deep Learning [[paper]]({url}) by Ana Lee and Bo Ng\n")
    assert (entry.year, entry.occurrences[0].seed_authors) == (None, ["Ana Lee", "Bo Ng"])


# ------------------------------------------------- a marked title, its venue and year, then the italic authors


@pytest.mark.parametrize(
    "text, authors, venue, year",
    [
        (
            "__Sparse Memory Networks for Dialogue__. ACL 2019. _Lee, Ana and Wu, Bo and Ng, Cai_. "
            "[[Paper](https://arxiv.org/abs/1901.00001)]",
            ["Lee, Ana", "Wu, Bo", "Ng, Cai"],
            "ACL",
            2019,
        ),
        (
            "**Graph Priors for Recommendation**. 2016. _Moss, Tara, Jun Park, Eli Stone_. "
            "[[Paper](https://arxiv.org/abs/1601.00002)]",
            ["Moss, Tara", "Jun Park", "Eli Stone"],
            None,
            2016,
        ),
        (
            "__Medical Knowledge Discovery__. KDD 2018. _C. Zhang, Y. Li, P.S. Yu_. "
            "[[Paper](https://arxiv.org/abs/1801.00003)]",
            ["C. Zhang", "Y. Li", "P.S. Yu"],
            "KDD",
            2018,
        ),
        (
            "__Conditional Focused Question Answering__. ACL 2016. _Dai et al._. "
            "[[Paper](https://www.aclweb.org/anthology/P16-1076)]",
            ["Dai"],
            "ACL",
            2016,
        ),
    ],
)
def test_italic_names_after_a_bold_titles_venue_and_year_are_its_authors(
    text: str, authors: list[str], venue: str | None, year: int
) -> None:
    entry = one(f"# Papers\n\n{text}\n")
    assert (entry.occurrences[0].seed_authors, entry.venue, entry.year) == (authors, venue, year)


@pytest.mark.parametrize(
    "details, authors",
    [
        ("_Chen et al._ [[Paper](https://arxiv.org/abs/1902.08050)]", ["Chen"]),
        ("WWW 2020. _Chen et al._ [[Paper](https://arxiv.org/abs/1902.08050)]", ["Chen"]),
        ("_Ana Chen, Bo Wu_ [[Paper](https://arxiv.org/abs/1902.08050)]", ["Ana Chen", "Bo Wu"]),
    ],
)
def test_an_italic_authors_line_under_a_bold_title_is_its_details_and_no_entry(
    details: str, authors: list[str]
) -> None:
    entry = one(f"# Papers\n\n__Short Text Classification with Knowledge__. AAAI 2019.\n{details}\n")
    assert (entry.title, entry.occurrences[0].seed_authors, entry.arxiv_id, entry.year) == (
        "Short Text Classification with Knowledge",
        authors,
        "1902.08050",
        2019,
    )


# ------------------------------------------------------- a bold annotation's year, and a venue's two-digit year


@pytest.mark.parametrize(
    ("annotation", "venue", "year"),
    [("(**SortNet'2403**)", None, 2024), ("(**arXiv'2311**)", "arXiv", 2023), ("(**SortNet'22**)", None, 2022)],
)
def test_a_bold_annotation_after_a_title_gives_its_year(annotation: str, venue: str | None, year: int) -> None:
    """A name in bold parentheses after the title is dropped from it; the year it carries (as an arXiv id's year
    and month, "'2403") is the entry's, and its name the venue only when the table knows it."""
    entry = one(f"- Sorting Cells by Shape at Scale {annotation} [[paper](https://example.org/p.pdf)]\n")
    assert (entry.title, entry.venue, entry.year) == ("Sorting Cells by Shape at Scale", venue, year)


@pytest.mark.parametrize(
    ("written", "venue", "year"),
    [("(SoCC 11)", "SoCC", 2011), ("(SOSP13 best paper)", "SOSP", 2013), ("(OSDI 08)", "OSDI", 2008)],
)
def test_a_known_venue_with_a_two_digit_year_in_parentheses_closes_a_linked_title(
    written: str, venue: str, year: int
) -> None:
    entry = one(f"- [Sorting Cells by Shape at Scale {written}](https://example.org/p.pdf) A short note.\n")
    assert (entry.title, entry.venue, entry.year) == ("Sorting Cells by Shape at Scale", venue, year)
