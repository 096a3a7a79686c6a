"""Pages that give each paper a heading of its own and its citation's other fields in the paragraph under it
(``### Title`` over ``A. Lee and B. Wu. *OSDI* 2020. [pdf](...)``): the heading is the paper's title, the
paragraph its details. A heading over a paper of its own, a date or prose stays a section's heading.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import parse_text
from enrich.parse.tagger import rules_only
from tests.parsed import entries, one
from tests.shape_zoo import pick_choices, render_list


def test_a_heading_over_its_authors_venue_and_year_is_the_papers_title() -> None:
    text = "# Our reading\n\n### Tidal maps of shared caches\n\nI. Varga and K. Moreau. *OSDI* (2020)\n"
    entry = one(text)
    assert (entry.title, entry.year, entry.venue) == ("Tidal maps of shared caches", 2020, "OSDI")
    assert entry.occurrences[0].line == 3
    assert entry.occurrences[0].seed_authors == ["I. Varga", "K. Moreau"]
    assert entry.occurrences[0].section == ["Our reading"]


def test_a_heading_over_a_venue_tag_and_links_is_the_papers_title() -> None:
    text = "# Our reading\n\n### Tidal maps of shared caches\n\nNSDI'21 [pdf](https://example.org/t.pdf)\n"
    entry = one(text)
    assert (entry.title, entry.year, entry.venue) == ("Tidal maps of shared caches", 2021, "NSDI")


def test_a_lone_author_written_surname_first_is_the_details_of_the_heading_above() -> None:
    """One author, surname first with initials, in bold before the venue: a name (no title reads "Lee, A. B."), so
    the line is the heading's paper's details, never a paper titled with the name."""
    for name in ("Varga, I.", "Varga, I. K.", "van der Berg, J.", "Ng, Q"):
        text = f"# Our reading\n\n### Tidal maps of shared caches\n\n**{name}** | *NSDI* | 2019\n"
        entry = one(text)
        assert (entry.title, entry.year, entry.venue) == ("Tidal maps of shared caches", 2019, "NSDI"), name
        assert entry.occurrences[0].seed_authors == [name if name.endswith(".") else f"{name}."]


def test_a_topic_heading_over_a_paper_of_its_own_stays_the_section() -> None:
    text = (
        "# Our reading\n\n### Caches in shared clusters\n\n"
        "Tidal maps of shared caches. I. Varga and K. Moreau. OSDI 2020.\n"
    )
    entry = one(text)
    assert entry.title == "Tidal maps of shared caches"
    assert entry.occurrences[0].section == ["Our reading", "Caches in shared clusters"]


def test_a_topic_heading_over_a_title_linked_to_its_paper_whose_words_read_as_names_stays_the_section() -> None:
    """A linked title whose words read as two names ("Plural Quantifiers and Natural Scope") under a topic heading:
    the link to the paper makes the line a paper of its own, never the heading's details."""
    text = (
        "# Our reading\n\n### Reviews & perspectives\n\n"
        "[Plural Quantifiers and Natural Scope](https://www.sciencedirect.com/science/article/pii/S0896627320304682)\n"
        "by Lindqvist et al. (2020)\n"
    )
    entry = one(text)
    assert (entry.title, entry.year) == ("Plural Quantifiers and Natural Scope", 2020)
    assert entry.occurrences[0].section == ["Our reading", "Reviews & perspectives"]


@pytest.mark.parametrize(
    "heading",
    [
        "## Semantics — Plural quantifiers",
        "## Syntax: islands and their limits",
        "## Tidal maps of shared caches",
    ],
)
def test_a_heading_over_an_author_date_citation_with_a_title_of_its_own_stays_the_section(heading: str) -> None:
    """The citation's title reads as names here ("Plural Quantifiers and Natural Scope"), and its author list is
    set in bold: after the names and their year a paper's details give its venue, so the line is a paper of its
    own, whatever the heading's words."""
    for citation in (
        "Lindqvist, M. & Okafor, A. (1984). Plural Quantifiers and Natural Scope. *Studia Logica, 4(2), 11–40*.",
        "**Lindqvist, M. & Okafor, A.** (1984). Plural Quantifiers and Natural Scope. *Studia Logica, 4(2), 11–40*.",
    ):
        entry = one(f"# Our reading\n\n{heading}\n\n{citation}\n")
        assert (entry.title, entry.year) == ("Plural Quantifiers and Natural Scope", 1984)
        assert entry.occurrences[0].seed_authors == ["Lindqvist, M.", "Okafor, A."]
        assert entry.occurrences[0].section == ["Our reading", heading.lstrip("# ")]


def test_a_papers_heading_gives_the_paper_its_links_and_their_labels_are_no_words_of_its_title() -> None:
    linked = "# Reading\n\n### [Tidal maps of shared caches](https://arxiv.org/abs/2001.01234)\n\nI. Varga. OSDI 2020\n"
    assert (one(linked).title, one(linked).arxiv_id) == ("Tidal maps of shared caches", "2001.01234")
    labelled = (
        "# Our reading\n\n### Tidal maps of shared caches [[PDF](https://example.org/t.pdf)] "
        "[[DOI](https://doi.org/10.1145/3000.1)]\n\nI. Varga. *OSDI* 2020\n"
    )
    entry = one(labelled)
    assert (entry.title, entry.doi) == ("Tidal maps of shared caches", "10.1145/3000.1")
    assert [link.url for link in entry.links] == ["https://example.org/t.pdf", "https://doi.org/10.1145/3000.1"]
    written = (
        "# Our reading\n\n## Caches\n\n**Tidal maps of shared caches** [DOI: 10.1145/3000.1]\n\nI. Varga. *OSDI* 2020\n"
    )
    assert (one(written).title, one(written).doi) == ("Tidal maps of shared caches", "10.1145/3000.1")


def test_a_heading_over_a_date_or_a_sentence_names_no_paper() -> None:
    dated = (
        "# Our reading\n\n### More papers on shared caches\n*(2016)*\n"
        "- Tidal maps of shared caches (2016), I. Varga et al.\n"
    )
    assert [entry.title for entry in entries(dated)] == ["Tidal maps of shared caches"]
    prose = "# Our reading\n\n### Criteria for shared caches\n\nIn 1965, Varga proposed nine criteria for caches.\n"
    assert entries(prose) == []


def test_a_known_venue_in_italics_after_the_year_is_a_papers_details_not_a_book() -> None:
    page = "# Our reading\n\n### Tidal maps of shared caches\n\nI. Varga and K. Lee. 2016. *ICCV*\n"
    assert [(entry.title, entry.occurrences[0].seed_venue) for entry in entries(page)] == [
        ("Tidal maps of shared caches", "ICCV")
    ]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_the_papers_of_a_page_with_a_heading_per_paper_are_read_by_their_headings(seed: int) -> None:
    """Any field order, authors' form, separator, year form and links under the headings (the details plain or
    italic: a bold line alone is a sub-heading of its own): most shapes of details are read (the zoo
    measures which, bench/shape_zoo.py)."""
    rng = random.Random(seed)
    fixed = {"container": "paper heading", "venue markup": rng.choice(("plain", "italic"))}
    fixed["authors markup"] = rng.choice(("plain", "italic"))
    listed = render_list(rng, "page", pick_choices(rng, fixed))
    result = parse_text(listed.text, file="page.md")
    titles = {occurrence.line: occurrence.seed_title for entry in result.entries for occurrence in entry.occurrences}
    read = [label for label in listed.labels if titles.get(label.line) == label.papers[0].title]
    assert len(read) * 2 >= len(listed.labels), (listed.choices, listed.text)


@pytest.mark.parametrize("bold", ["<b>{}</b>", "**{}**"])
def test_a_bold_title_over_an_item_citing_it_in_full_is_that_papers_first_line(bold: str) -> None:
    """Annotated lists write a paper as a bold title, then items: its full citation, its link, a comment. The
    title's line is the entry's; the citation gives its authors and year, and the title stays the bold one even
    where the citation runs it on into the venue."""
    title = "Tidal maps of shared caches"
    text = (
        f"# Our reading\n\n{bold.format(title)}\n"
        f" - Ines Varga and Kavya Moreau, {title}, Proceedings of the Conference on Caches, 2015.\n"
        " - Comment: the first of the series.\n"
    )
    entry = one(text)
    assert (entry.title, entry.year, entry.occurrences[0].line) == (title, 2015, 3)
    assert entry.occurrences[0].seed_authors == ["Ines Varga", "Kavya Moreau"]


@pytest.mark.parametrize(
    ("bold", "title", "year"),
    [
        ("<b>Tidal maps of shared caches (2015)</b>", "Tidal maps of shared caches", 2015),
        ("**The 2014 Cache Replacement Contest**", "The 2014 Cache Replacement Contest", 2016),
    ],
)
def test_a_bold_title_with_a_year_over_an_item_citing_it_in_full_is_that_papers_first_line(
    bold: str, title: str, year: int
) -> None:
    """The bold title may close on the paper's year, which dates it where the citation gives none, or hold a year
    among its words; neither makes it a section's heading when the item under it cites the same title."""
    cited = "Journal of Cache Studies." if "(" in bold else "Journal of Cache Studies (2016)."
    text = f"# Our reading\n\n{bold}\n - Ines Varga and Kavya Moreau. {title}. {cited}\n - Comment: a good one.\n"
    entry = one(text)
    assert (entry.title, entry.year, entry.occurrences[0].line) == (title, year, 3)


def test_a_bold_title_over_its_citation_that_reads_as_no_papers_is_unparsed() -> None:
    """A seminar's report cited in full under its bold title: the item rules call the citation an event's, yet the
    title cited after its authors is a paper's evidence, so the title's line is reported, never dropped."""
    title = "Tidal Maps of Shared Caches"
    text = (
        f"# Our reading\n\n<b>{title} (2012)</b>\n"
        f" - Ines Varga and Kavya Moreau. {title}. Report from Dagstuhl Seminar 12345.\n"
    )
    result = parse_text(text, "list.md")
    assert result.entries == []
    assert [record.line for record in result.unparsed] == [3]


def test_a_bold_topic_over_an_item_citing_another_title_stays_the_section() -> None:
    text = (
        "# Our reading\n\n**Shared caches**\n - Ines Varga and Kavya Moreau. Tidal maps of shared caches. OSDI, 2015.\n"
    )
    entry = one(text)
    assert (entry.title, entry.occurrences[0].line, entry.occurrences[0].section) == (
        "Tidal maps of shared caches",
        4,
        ["Our reading", "Shared caches"],
    )


def test_a_topic_heading_whose_words_open_the_title_under_it_stays_the_section() -> None:
    text = (
        '# Reading\n\n### Structure from Motion\n- J. Lee and A. Wu, "Structure-from-Motion Revisited," CVPR, 2016.\n'
    )
    entry = one(text)
    assert (entry.title, entry.occurrences[0].line) == ("Structure-from-Motion Revisited", 4)


def test_a_heading_holding_only_a_reference_number_opens_the_citation_below_it() -> None:
    """A bibliography that gives each reference a heading of its own (``### 7``): the reference opens on the
    heading, its citation's lines below are its continuation. A year heading over a list files its items instead."""
    text = (
        "# References\n\n"
        "### 7\nK. Ode and J. Pell. Sparse sampling of noisy sensor grids. In SENSYS 2011,\n"
        "pages 1–10. ACM, 2011.\n\n"
        "### 8\nA. Rue. Adaptive thresholds for event detection. J. Signal Proc., 4(2):5–9, 2015.\n\n"
        "## 2019\n- Lee, A. (2019). Quiet Networks for Loud Rooms. NeurIPS 2019.\n\n"
        "## 2020\nB. Moe. Slow Clocks for Fast Chips. In ISCA 2020, pages 3–9. IEEE, 2020.\n"
    )
    lines = text.split("\n")
    assert [lines[entry.occurrences[0].line - 1] for entry in entries(text, "refs.md")] == [
        "### 7",
        "### 8",
        "- Lee, A. (2019). Quiet Networks for Loud Rooms. NeurIPS 2019.",
        "B. Moe. Slow Clocks for Fast Chips. In ISCA 2020, pages 3–9. IEEE, 2020.",
    ]


def test_a_numbered_heading_of_authors_and_year_over_a_record_of_fields_is_that_papers_first_line() -> None:
    """Generated notes on a list of papers give each a numbered heading of its authors and year (``### 2. Lee A, Wu
    B (2016)``) over a record of bold fields that holds its title: the paper's entry starts on the heading, its
    authors and year the heading's, its title, venue and links the record's; a "Local PDF" field names no author."""
    text = (
        "# References\n\n## Jump performance\n\n"
        "### 2. Okafor A, Lindqvist L, Bell T (2016)\n\n"
        "**Title:** Counting moths under street lights with an iPhone app\n"
        "**Journal:** Frontiers in Moth Physiology\n"
        "**DOI:** [10.1000/moths.677](https://doi.org/10.1000/moths.677)\n"
        "**Local PDF:** [Okafor.pdf](./pdfs/Okafor.pdf)\n"
    )
    with rules_only():  # the year is the heading's by the rule, not the labeller's guess
        (entry,) = entries(text)
    assert (entry.title, entry.year, entry.doi) == (
        "Counting moths under street lights with an iPhone app",
        2016,
        "10.1000/moths.677",
    )
    assert entry.occurrences[0].line == 5
    assert entry.occurrences[0].seed_authors == ["Okafor A", "Lindqvist L", "Bell T"]


def test_a_heading_citing_a_paper_whole_is_that_paper_and_its_fields_and_notes_are_its_own() -> None:
    """A page of notes gives each paper a heading that cites it whole, linked to it, then a line of fields and a
    folded group of notes: the heading is the paper, its fields line part of the entry, its notes no papers."""
    text = (
        "# Papers\n\n## Alternative Data\n\n"
        '### <a href="https://www.sciencedirect.com/science/article/pii/S0304405X21003718" target="_blank">Okafor, A.,'
        " Lindqvist, L., & Bell, T. (2021). Music sentiment and stock returns around the world. Journal of Financial"
        " Economics.</a>\n"
        "**Year:** 2021  **Category:** Alternative Data\n\n"
        "<details>\n  <summary><strong>Click to expand details</strong></summary>\n\n"
        "  - Outcome labels are noisy and depend on the performance metrics chosen.\n"
        "  - Extend with transformer architectures.\n\n</details>\n\n"
        "### Zhang, Z., Zohren, S., & Roberts, S. (2019). DeepLOB: Deep Convolutional Neural Networks for Limit Order"
        " Books. IEEE Transactions on Signal Processing, 1-1.\n"
    )
    result = parse_text(text, "notes.md")
    first, second = result.entries
    assert (first.title, first.year) == ("Music sentiment and stock returns around the world", 2021)
    assert first.occurrences[0].seed_authors == ["Okafor, A.", "Lindqvist, L.", "Bell, T."]
    assert (first.occurrences[0].line, first.occurrences[0].end_line) == (5, 6)
    assert (second.title, second.year) == ("DeepLOB: Deep Convolutional Neural Networks for Limit Order Books", 2019)
    assert result.unparsed == []


def test_a_topic_heading_with_a_year_is_no_paper() -> None:
    entry = one("# Papers\n\n## Alternative data in 2021\n\n- Okafor, A. (2021). Music sentiment and returns. JFE.\n")
    assert entry.occurrences[0].line == 5


def test_a_numbered_heading_over_its_authors_field_and_venue_line_is_the_papers_title() -> None:
    """``### 2. Title`` over ``**Authors**: names`` and the venue in italics: the authors' field says the heading
    titles a paper, with no link; the number is the list's, no word of the title."""
    text = (
        "# SLAM\n\n## March 2025\n"
        "### 2. SNI-SLAM: Semantic Neural Implicit SLAM   \n"
        "**Authors**: Siting Zhu, Guangming Wang, Hesheng Wang  \n"
        "*Conference on Computer Vision and Pattern Recognition '24*  \n\n"
        "### 1. Towards Long Term SLAM on Thermal Imagery\n"
        "**Authors**: Colin Keil, Aniket Gupta, Hanumant Singh\n"
    )
    first, second = entries(text)
    assert (first.title, first.year, first.venue_acronym) == ("SNI-SLAM: Semantic Neural Implicit SLAM", 2024, "CVPR")
    assert first.occurrences[0].seed_authors == ["Siting Zhu", "Guangming Wang", "Hesheng Wang"]
    assert second.title == "Towards Long Term SLAM on Thermal Imagery"
    assert second.occurrences[0].seed_authors == ["Colin Keil", "Aniket Gupta", "Hanumant Singh"]


def test_a_heading_over_a_list_of_its_papers_fields_is_one_paper() -> None:
    """``### Title`` over bullets that each give one field (``**Author(s): ...**``, ``*Institute(s): ...*``,
    ``*Journal: ...*``, ``**Year: ...**``, ``*DOI: ...*``) and a link: one paper, no bullet a paper of its own, its
    venue the journal's field, never the institute's place."""
    text = (
        "# Bibliography\n\n## Dial-a-ride\n\n"
        "### A heuristic algorithm for the multi-vehicle dial-a-ride problem with time windows\n"
        "- **Author(s): Jang-Jei Okafor, Amedeo R. Lindqvist.**\n"
        "- *Institute(s): MIT, Cambridge, USA*\n"
        "- *Journal: Transportation Research Part B: Methodological*\n"
        "- **Year: 1986**  (received 1984)\n"
        "- *DOI: 10.1016/0191-2615(86)90020-2*\n"
        "- [Link to the article presentation page](https://www.sciencedirect.com/science/article/pii/0191261586900202)\n"
    )
    (entry,) = entries(text)
    assert entry.title == "A heuristic algorithm for the multi-vehicle dial-a-ride problem with time windows"
    assert (entry.year, entry.venue, entry.doi) == (
        1986,
        "Transportation Research Part B: Methodological",
        "10.1016/0191-2615(86)90020-2",
    )
    assert entry.occurrences[0].seed_authors == ["Jang-Jei Okafor", "Amedeo R. Lindqvist"]
    assert (entry.occurrences[0].line, entry.occurrences[0].end_line) == (5, 11)


def test_a_heading_over_its_papers_link_alone_is_that_paper() -> None:
    """A notebook gives each paper a heading and its link alone on the line under it, perhaps a note after: the
    heading is the paper, the tag that closes or opens it its year and venue, no part of its title."""
    text = (
        "# Notes\n\n## Handovers\n\n#### Tidal maps of shared caches (2013 IROS)\n"
        "https://doi.org/10.1177/0278364917692865\nNote: a study of motion alone\n\n"
        "#### IJRR - Sparse grasp maps for shared arms\nhttps://example.org/papers/grasp.pdf\n"
    )
    first, second = entries(text)
    assert (first.title, first.year, first.venue, first.doi) == (
        "Tidal maps of shared caches",
        2013,
        "IROS",
        "10.1177/0278364917692865",
    )
    assert (second.title, second.venue, second.occurrences[0].line) == ("Sparse grasp maps for shared arms", "IJRR", 9)


@pytest.mark.parametrize(
    "link",
    [
        "https://github.com/lee/tidal-maps",
        "https://tidal.example.org/",
        "https://lee.example.org/",
        "https://lee.example.org/blog/2020/tidal-maps",
    ],
)
def test_a_heading_over_a_link_to_no_paper_names_no_paper(link: str) -> None:
    """A code repository, a project's or a person's page, a blog post under a heading is no paper's link: the heading
    is a section's."""
    assert entries(f"# Notes\n\n## Tools\n\n#### Tidal maps of shared caches\n{link}\n") == []
