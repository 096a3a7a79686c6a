"""Topic outlines and the tails other writings put on a linked title.

A syllabus or a topic list groups its papers under bullets that are headings (``* **Stars**`` over topic
sub-bullets and papers); a link's text may open with the kind of document it links (``[review: Title, 1997]``);
lists written with a CJK input method close a linked title with a key in full-width brackets
(``[Title](url)（Lee et al., 2021, ACL, **Name**）``). Each example names a shape of the family; the property
tests render generated keys through the family's forms.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import parse_text
from tests.parsed import entries, one

TITLE = "Dense passage retrieval for open-domain question answering"
URL = "https://example.org/papers/dpr.pdf"
DOI_URL = "https://www.example-reviews.org/doi/full/10.1146/annurev-astro-010101-000001"


# ------------------------------------------------------------------------------------------------ group headings


def test_a_bold_bullet_over_topics_and_papers_is_their_heading() -> None:
    """The topics under it read as authors ("Comets and Asteroids") if they were its fields: they are not."""
    text = (
        "# Course outline\n\n"
        "* **Small Bodies: Missions and Observations**\n"
        "  * Comets and Asteroids\n"
        "  * Rosetta Mission to a Comet\n"
        "  * Readings\n"
        "    * [The origin of comets in the early solar system](https://arxiv.org/abs/2101.00001) (2021)\n"
    )
    titles = [entry.title for entry in entries(text)]
    assert titles == ["The origin of comets in the early solar system"]


def test_a_bold_bullet_over_linked_papers_gives_them_no_year() -> None:
    """``- **Local Model**`` over papers: the first paper's year is not the heading's, and each paper is its own."""
    text = (
        "# Retrieval\n\n"
        "- **Local Model**\n"
        "  - [Relevance feedback in document retrieval systems]()（1971, **Rocchio**）\n"
        "  - [Model-based feedback for language models](https://dl.acm.org/doi/10.1145/502585.502654)（2001）\n"
    )
    found = {entry.title: entry.year for entry in entries(text)}
    assert found == {
        "Relevance feedback in document retrieval systems": 1971,
        "Model-based feedback for language models": 2001,
    }


def test_a_label_and_its_topics_under_an_outline_heading_are_no_paper() -> None:
    """ "Key Ideas: Refraction" reads as a name before a title; with no link, year or venue, and no paper beside it
    under its heading, it is a topic of the outline."""
    text = (
        "# Optics\n\n"
        "* **Light and Matter**\n"
        "  * Key Ideas: Reflection, Refraction, and Diffraction\n"
        "  * Absorption and Emission Lines\n"
        "* **Readings**\n"
        "  * [review: Radiative transfer in stellar atmospheres, 1999](https://arxiv.org/abs/9901.00001)\n"
    )
    assert [entry.title for entry in entries(text)] == ["Radiative transfer in stellar atmospheres"]


def test_a_name_before_a_title_among_linked_papers_stays_a_paper() -> None:
    text = (
        "# Papers\n\n"
        "* **Consensus**\n"
        "  * [Paxos made simple](https://example.org/papers/paxos.pdf) (2001)\n"
        "  * Barbara Liskov: Viewstamped replication revisited\n"
    )
    assert len(entries(text)) == 2


@pytest.mark.parametrize(
    "fields",
    [
        pytest.param(["* author : Ana Lee, Bo Wu", "* year : 2011"], id="labelled fields"),
        pytest.param(["* [pdf](https://arxiv.org/abs/2101.00002) [code](https://github.com/a/b)"], id="a links line"),
    ],
)
def test_a_bold_title_over_its_own_fields_stays_a_paper(fields: list[str]) -> None:
    text = "# Papers\n\n1. **Fast keypoint matching with binary descriptors**\n" + "".join(
        f"   {field}\n" for field in fields
    )
    assert one(text).title == "Fast keypoint matching with binary descriptors"


@pytest.mark.parametrize(
    "title",
    [
        pytest.param("Sparse coding of natural scenes in early vision", id="long"),
        pytest.param("Cortical-Column Codes", id="two words"),  # a short quote opening the line is the title whole
    ],
)
def test_a_bold_quoted_title_with_its_year_over_notes_is_a_paper(title: str) -> None:
    """``**"Title" (1997)**`` over its authors and a summary: a heading never quotes itself nor dates itself
    in parentheses, so the summary sub-item ("Codigo disperso") does not make the bullet a group's heading."""
    text = f'## Visión\n\n- **"{title}" (1997)**\n  - Lee & Wu\n  - Codigo disperso en la corteza visual\n'
    found = one(text)
    assert (found.title, found.year) == (title, 1997)


@pytest.mark.parametrize(
    ("key", "authors"),
    [
        pytest.param("Lee & Wu", ["Lee", "Wu"], id="two surnames"),
        pytest.param("Okafor et al.", ["Okafor"], id="et al."),
    ],
)
def test_a_surnames_key_under_a_bold_title_gives_its_authors(key: str, authors: list[str]) -> None:
    """A sub-line that is only the authors' key ("Lee & Wu", "Okafor et al."), as lists citing papers by their first
    authors write it under the title: the authors, never a summary."""
    text = f"## Papers\n\n- **Sparse coding of natural scenes** (1997)\n  - {key}\n  - Codigo disperso\n"
    assert one(text).occurrences[0].seed_authors == authors


# ------------------------------------------------------------------------------------------------ kind tags


@pytest.mark.parametrize(
    ("label", "title", "year"),
    [
        pytest.param("review: Fine structure of sunspots, 2004", "Fine structure of sunspots", 2004, id="review"),
        pytest.param("book chapter: Forming giant planets, 2010", "Forming giant planets", 2010, id="book chapter"),
        pytest.param("survey: Neural ranking models", "Neural ranking models", None, id="no year"),
        pytest.param(
            "review: Masses, radii, and the state of matter",
            "Masses, radii, and the state of matter",
            None,
            id="commas",
        ),
    ],
)
def test_a_kind_tag_in_the_link_text_is_not_the_title(label: str, title: str, year: int | None) -> None:
    entry = one(f"# Stars\n\n* Structure\n  * [{label}]({DOI_URL})\n")
    assert (entry.title, entry.year) == (title, year)


def test_a_title_opening_with_a_lower_case_name_keeps_it() -> None:
    assert one(
        "# Papers\n\n- [mixup: Beyond empirical risk minimization](https://arxiv.org/abs/1710.09412)\n"
    ).title == ("mixup: Beyond empirical risk minimization")


def test_a_review_tag_makes_a_code_hosted_review_a_paper() -> None:
    entry = one("# Stats\n\n* [review: Gaussian processes for time series](https://github.com/someone/gp-review)\n")
    assert entry.title == "Gaussian processes for time series"


def test_a_book_tag_makes_a_book() -> None:
    assert (
        entries("# Books\n\n* [book: Numerical methods in astronomy, 2013](https://example.org/abs/2013book)\n") == []
    )


def test_a_journal_home_page_is_no_paper() -> None:
    text = "# General\n\n* [Annual review of planetary science](https://www.annualreviews.org/journal/earth)\n"
    assert entries(text) == []


# ------------------------------------------------------------------------------------------------ keys after the link


@pytest.mark.parametrize(
    ("tail", "authors", "year", "venue"),
    [
        pytest.param("（Qu et al., 2021, ACL, **RocketQA**）", ["Qu"], 2021, "ACL", id="full-width, bold name"),
        pytest.param("（ Tonellotto et al., 2022, arXiv）", ["Tonellotto"], 2022, "arXiv", id="space after bracket"),
        pytest.param("（Xiao et al., 2022，WWW）", ["Xiao"], 2022, "WWW", id="full-width comma"),
        pytest.param("（Ma et al., EMNLP, 2021, **redundancy**）", ["Ma"], 2021, "EMNLP", id="venue before year"),
        pytest.param("（2017）", [], 2017, None, id="year alone"),
        pytest.param("（2008, **Query drift**）", [], 2008, None, id="year and a bold note"),
        pytest.param("(Kenter et al., 2015, CIKM, **OoB**)", ["Kenter"], 2015, "CIKM", id="ASCII brackets"),
    ],
)
def test_a_key_after_the_linked_title_gives_authors_year_and_venue(
    tail: str, authors: list[str], year: int, venue: str | None
) -> None:
    entry = one(f"# Dense retrieval\n\n- [{TITLE}]({URL}){tail}\n")
    assert (entry.title, entry.occurrences[0].seed_authors, entry.year, entry.venue) == (TITLE, authors, year, venue)


def test_a_full_width_bracketed_name_before_the_link_is_no_title() -> None:
    entry = one(f"# Datasets\n\n- 【DPR】[{TITLE}](https://arxiv.org/abs/2004.04906)\n")
    assert entry.title == TITLE


def test_a_sub_heading_under_a_resources_heading_names_its_own_section() -> None:
    text = (
        "# Retrieval\n\n## Other Resources\n\n### Indexing Methods\n\n"
        "- [Multidimensional binary search trees](https://dl.acm.org/doi/10.1145/361002.361007)（1975, **KD tree**）\n"
    )
    assert one(text).year == 1975


surnames = st.sampled_from(["Qu", "Tonellotto", "Santhanam", "Karpukhin", "Xiong", "Lin", "Formal"])
venues = st.sampled_from(["ACL", "SIGIR", "EMNLP", "arXiv", "ICLR", "CIKM"])
brackets = st.sampled_from([("（", "）", "，"), ("(", ")", ","), ("（", "）", ",")])


@settings(max_examples=120, deadline=None)
@given(surnames, st.booleans(), st.integers(1970, 2029), venues, st.booleans(), brackets, st.booleans())
def test_every_key_form_keeps_the_link_text_as_title(
    surname: str,
    et_al: bool,
    year: int,
    venue: str,
    system: bool,
    marks: tuple[str, str, str],
    venue_first: bool,
) -> None:
    opening, closing, comma = marks
    names = f"{surname} et al." if et_al else surname
    parts = [names, venue, str(year)] if venue_first else [names, str(year), venue]
    parts += ["**SysName**"] if system else []
    text = f"# Papers\n\n- [{TITLE}]({URL}){opening}{f'{comma} '.join(parts)}{closing}\n"
    entry = parse_text(text, "list.md").entries[0]
    assert (entry.title, entry.occurrences[0].seed_authors, entry.year, entry.venue) == (
        TITLE,
        [surname],
        year,
        venue,
    )


def test_a_page_titled_as_a_paper_reading_list_lists_papers_in_every_section_under_it() -> None:
    """A page whose title names it a list of papers ("# Paper Reading List") files plain titles under topic
    headings; a topic section with no citation of its own lists papers all the same."""
    text = (
        "# My Paper Reading List\n\n## 1. Storage\n\n### 1.1 Logs\n"
        "- [x] Durable Logging for Replicated Storage Systems\n- [ ] Compacting Log-Structured Merge Trees\n\n"
        "## 2. Indexing\n- [ ] Learned Index Structures for Sorted Data\n"
    )
    assert [entry.title for entry in entries(text)] == [
        "Durable Logging for Replicated Storage Systems",
        "Compacting Log-Structured Merge Trees",
        "Learned Index Structures for Sorted Data",
    ]
    assert entries(text.replace("My Paper Reading List", "My Study Notes")) == []
