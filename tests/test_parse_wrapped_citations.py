"""A citation hard-wrapped over lines, its venue and date after the linked title and cut by a line break in the
middle of a phrase, in Markdown and in reStructuredText: the venue and year are read from the joined sentence, and
no line of the wrap is a record of its own."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import parse_text
from enrich.parse.tagger import rules_only

TITLE = "Fair Queueing for Datacenter Flows"
URL = "https://example.org/fq.pdf"
# Venues the venue table does not know, read by their place in the citation.
_VENUES = [
    "Computer Networking Symposium",
    "Workshop on Queue Management",
    "Symposium on Packet Scheduling",
    "European Transactions on Telecommunications",
    "Journal of Network Theory",
]
_MONTHS = ["", "April ", "Nov. ", "September "]


def _citation(template: str, venue: str, cut: int, date: str) -> tuple[str, str]:
    """(the list's text, its file name): one citation whose venue a line break cuts after its ``cut``-th word."""
    words = venue.split()
    head, rest = " ".join(words[:cut]), " ".join(words[cut:])
    if template == "markdown":
        return f"# Papers\n\n- A. Lee and B. Wu. [{TITLE}]({URL}). {head}\n  {rest}, {date}.\n", "list.md"
    title = "`Fair Queueing for\n  Datacenter Flows\n  <" + URL + ">`__"
    bullet = "* " if template == "rst bullet" else ".. [Lee88] "
    return f"Papers\n======\n\n{bullet}A. Lee and B. Wu. {title}. {head}\n  {rest}, {date}.\n", "list.rst"


@settings(max_examples=80, deadline=None)
@given(
    template=st.sampled_from(["markdown", "rst bullet", "rst citation"]),
    venue=st.sampled_from(_VENUES),
    cut=st.integers(1, 2),
    month=st.sampled_from(_MONTHS),
    year=st.integers(1980, 2024),
)
def test_a_venue_wrapped_over_lines_is_read_whole(template: str, venue: str, cut: int, month: str, year: int) -> None:
    text, file = _citation(template, venue, cut, f"{month}{year}")
    with rules_only():
        found = parse_text(text, file)
    assert found.unparsed == [], text
    (entry,) = found.entries
    assert (entry.title, entry.year, entry.venue) == (TITLE, year, venue), text


def test_a_sub_line_that_opens_without_the_sentences_mark_is_not_joined() -> None:
    """Sub-lines that each say one thing (authors, then a venue) stay apart: only a tail after the title's full stop
    runs on."""
    text = f"# Papers\n\n- [{TITLE}]({URL})\n  A. Lee, B. Wu\n  NSDI 2019\n"
    with rules_only():
        (entry,) = parse_text(text, "list.md").entries
    assert (entry.occurrences[0].seed_authors, entry.year, entry.venue_acronym) == (["A. Lee", "B. Wu"], 2019, "NSDI")


def test_a_link_address_cut_by_a_hard_wrap_is_one_link() -> None:
    """A hard wrap inside a link's address ("...nature/" over "journal/...html) 2005."), which CommonMark reads as
    no link: the link, its title and the year after it are the item's, and the lines keep their numbers."""
    text = (
        "## Grid Cells\n- Ada Lee and Bo Wu. [Stable maps of space in the cortex.](https://www.example.org/journal/\n"
        "v436/n7052/full/paper.html) 2005.\n- Cy Ng. [Second paper on grid cells.](https://example.org/b.pdf) 2013.\n"
    )
    found = parse_text(text, "list.md").entries
    assert [(entry.title, entry.year, entry.occurrences[0].line) for entry in found] == [
        ("Stable maps of space in the cortex", 2005, 2),
        ("Second paper on grid cells", 2013, 4),
    ]
    assert found[0].links[0].url == "https://www.example.org/journal/v436/n7052/full/paper.html"


def test_an_author_list_cut_after_a_middle_initial_goes_on_below() -> None:
    """Names written given name first, a fill cutting one after its middle initial ("and Ila R." over "Fiete.
    [Title](url) 2013."): the surname opens the next line, and the title is the linked one, whatever the names'
    spelling (a given name written with an inner capital, "MinJae", reads as no name of the name rules)."""
    text = (
        "## Dynamics\n- MinJae Cho, Bo Wu, and Cy R.\n"
        "Ng. [Attractor dynamics in grid cells.](https://example.org/a) 2013.\n"
    )
    (entry,) = parse_text(text, "list.md").entries
    assert (entry.title, entry.year) == ("Attractor dynamics in grid cells", 2013)
    assert entry.occurrences[0].seed_authors == ["MinJae Cho", "Bo Wu", "Cy R. Ng"]


def test_a_plain_title_a_fill_breaks_mid_phrase_goes_on_below() -> None:
    """A line closing on a word, no mark after it, over a line opening with a lower-case word the phrase goes on
    with: the fill broke the title, which ends at the comma below. (Before a capitalised word the break may be the
    list's own, a title over its authors, and stays one.)"""
    item = "- Sparse routing of sensor streams with learned\n  indexes, Ana Lee et al., **NSDI'19**\n"
    (entry,) = parse_text(f"## 2019\n\n{item}", "list.md").entries
    assert entry.title == "Sparse routing of sensor streams with learned indexes"
    assert entry.occurrences[0].seed_authors == ["Ana Lee"]


def test_a_sub_line_opening_with_a_venues_in_stays_apart() -> None:
    text = "- Sparse Routing of Sensor Streams with Learned Indexes\n  in Proceedings of NSDI 2019\n"
    (entry,) = parse_text(f"## Papers\n\n{text}", "list.md").entries
    assert (entry.title, entry.year) == ("Sparse Routing of Sensor Streams with Learned Indexes", 2019)


@settings(max_examples=30, deadline=None)
@given(
    authors=st.sampled_from(["**Ana Lee, Bo Wu and Carla Diaz**", "*Lee, A., Wu, B., & Diaz, C.*", "Ana Lee, Bo Wu"]),
    separator=st.sampled_from([",", " —", " -"]),
    marker=st.sampled_from(["1.", "-"]),
)
def test_a_fill_that_breaks_after_the_authors_separator_keeps_title_and_authors(
    authors: str, separator: str, marker: str
) -> None:
    """A fill may break right after the separator that closes the authors: the title below is the title still,
    the line above its authors."""
    text = f"# Papers\n\n{marker} {authors}{separator}\n   {TITLE} in shared clusters, *NSDI*, 2019.\n"
    with rules_only():
        (entry,) = parse_text(text, "list.md").entries
    assert entry.occurrences[0].seed_title == f"{TITLE} in shared clusters"
    assert len(entry.occurrences[0].seed_authors) >= 2


def test_a_reference_page_that_breaks_before_each_marked_field_keeps_its_title() -> None:
    """A reference page that writes a field a line, each marked, breaks after its commas on purpose: the line below
    opens a field of its own."""
    text = (
        "References\n----------\n\n"
        ".. [Jones07] Jones, Ito & Marek (2007),\n"
        "   *Adjusting drift in sensor array readings using empirical Bayes methods*,\n"
        "   `Biometrika <https://doi.org/10.1093/x>`__.\n"
    )
    titles = [entry.occurrences[0].seed_title for entry in parse_text(text, "refs.rst").entries]
    assert "Adjusting drift in sensor array readings using empirical Bayes methods" in titles
