"""Books, chapters to read, reference works and edited volumes in author-date reference lists.

A book's citation closes on its publisher where an article's closes on its journal, volume and pages; a course's
reading gives a chapter of a book it names by a short key; an encyclopedia's entry and a chapter of an edited book
are cited as articles are, the reference work or the book standing as the venue. Each case is a short line in the
shape such lists write, beside a paper that must stay an entry.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import parse_text
from enrich.parse.journals import venue_closing_citation
from enrich.parse.tagger import rules_only
from tests.parsed import one, read_by_the_rules

_ARTICLE = "Okafor, M. (2011). Counting moths under street lights. *Journal of Insect Ecology*, 12(3), 45--67.\n"
_ARTICLE_TITLE = "Counting moths under street lights"


def _titles_and_skips(text: str, name: str = "refs.txt") -> tuple[list[str], dict[str, int]]:
    result = parse_text(text, name)
    return [entry.title for entry in result.entries], result.files[0].skipped


def _fields(text: str) -> tuple[str, int | None, str | None]:
    """(title, year, venue as the list writes it) of a one-entry list, read by the rules."""
    return read_by_the_rules(text)[:3]


# ------------------------------------------------------------------------------------------- books by publisher


@pytest.mark.parametrize(
    "book",
    [
        "Quinn, T. (2001). *Essays on Seeing Things*. Harlow Publishers.",  # a publisher's word
        "Moss, A. (1999). *Letters from the Marsh* (B. Lund, Trans.). Kestrel Group.",  # a translator
        "Lund, B. (1994). *The Grammar of Rivers*. Routledge. [(Originally published in 1931)]",  # a known name
        "Berg, L. (1987). *A Short History of Doubt*. Simon & Schuster.",
        "Ng, B. (2005). Plain words on method. New York: Basic Books.",  # a plain title, a place and a publisher
        "Tanaka, S. (1978). *Reason and Its Neighbours*. Oxford: Clarendon.",
        "Okafor, M. (2016). *Cuentos del puerto*. Madrid: Editorial Arena.",
        "Lund, B. (1994). *The Grammar of Rivers*. Routledge. https://doi.org/10.4324/9780000000000",  # its DOI
        "Berg, L. (1987). *A Short History of Doubt*. Routledge. [Free PDF](https://example.org/doubt.pdf)",  # a link
        "Hayes, Bruce. 2009. Introductory Phonology. Malden, MA: Blackwell - Wiley.",  # two imprints joined by a dash
        "Lund, B. _Counting Moths by Lamplight._ Griffin & Co. 1968.",  # a company's full stop before the date
    ],
)
def test_a_citation_closing_on_its_publisher_is_a_book(book: str) -> None:
    titles, skipped = _titles_and_skips(f"{_ARTICLE}{book}\n")
    assert titles == [_ARTICLE_TITLE]
    assert skipped.get("book") == 1


def test_a_book_first_in_a_paragraph_of_references_leaves_the_articles_below_it_their_own_lines() -> None:
    text = (
        "Lund, B. (1994). *The Grammar of Rivers*. Cambridge University Press.\n"
        "Berg, L. (1987). *A Short History of Doubt*. Verso.\n"
        f"{_ARTICLE}"
        "Ng, B. (2003). Drizzle. *Journal of Weather Studies*, 8, 1--9.\n"
    )
    titles, skipped = _titles_and_skips(text)
    assert titles == [_ARTICLE_TITLE, "Drizzle"]
    assert skipped.get("book") == 2


@pytest.mark.parametrize(
    "paper, title",
    [
        (  # a chapter "in" an edited handbook, whatever closes it
            "Okafor, M. (2008), “Counting moths at dusk”, in The Oxford Handbook of Insects, ed. by A. Lee and B. Wu, "
            "Oxford: Oxford University Press, doi: 10.1093/oxfordhb/9780199548460.003.0018.",
            "Counting moths at dusk",
        ),
        (  # a journal issued in lettered parts, no place and publisher after its colon
            "Ng, B., Lund, A., 2024. **Ineffective lamps: how to count moths in suburbs?** "
            "*Insect Research Part A: Policy and Practice*.",
            "Ineffective lamps: how to count moths in suburbs?",
        ),
        (  # reports with personal authors are papers (tests/data/lists/labels/README.md), whoever printed them
            "Ng, B., Lund, A. (2003). *The Unified Lake Model. Model Description. Lake Institute Report 1/2003*. "
            "The Lake Institute, Oslo, Norway.",
            None,  # its title is cut at the first full stop inside the italics: a reading this test does not judge
        ),
        ("Ng, B. (2019). *Rivers at night*. Working Paper 2019-07. Oslo: Kestrel Press.", "Rivers at night"),
    ],
)
def test_a_paper_whose_citation_names_a_place_or_a_publisher_is_no_book(paper: str, title: str | None) -> None:
    titles, skipped = _titles_and_skips(f"{_ARTICLE}{paper}\n")
    assert len(titles) == 2 and titles[0] == _ARTICLE_TITLE
    assert title is None or titles[1] == title
    assert "book" not in skipped


@pytest.mark.parametrize(
    "article, venue",
    [
        ("Ng, B. (2010). Rivers at night. *Journal of Politics Press*, 12(3), 45--67.", "Journal of Politics Press"),
        ("Ng, B. (2010). Rivers at night. *Harvard Review Quarterly*, 4, 1--20. Harvard Press.", None),
        ("Ng, B. (2010). Rivers at night. Wiley Interdisciplinary Reviews: Water.", None),  # a publisher's journal
    ],
)
def test_an_article_whose_venue_or_tail_names_a_press_stays_a_paper(article: str, venue: str | None) -> None:
    titles, skipped = _titles_and_skips(f"{_ARTICLE}{article}\n")
    assert titles == [_ARTICLE_TITLE, "Rivers at night"]
    assert "book" not in skipped
    if venue is not None:
        assert _fields(f"- {article}\n")[2] == venue


_SURNAMES = st.sampled_from(["Lund", "Okafor", "Berg", "Tanaka", "Moss", "Quinn"])
_TITLE_WORDS = st.lists(st.sampled_from(["Rivers", "Doubt", "Method", "Seeing", "Old", "Cities", "Time"]), min_size=2)
_PUBLISHER_NAMES = st.sampled_from(["Harlow", "Kestrel", "Marsh", "Northgate", "Bellweather"])
_PUBLISHER_WORDS = st.sampled_from(["Press", "Publishers", "Publishing", "Books", "University Press", "Verlag"])
_PLACES = st.sampled_from(["", "London: ", "New York, NY: ", "Berlin: "])


@settings(max_examples=40, deadline=None)
@given(
    surname=_SURNAMES,
    words=_TITLE_WORDS,
    name=_PUBLISHER_NAMES,
    word=_PUBLISHER_WORDS,
    place=_PLACES,
    italic=st.booleans(),
)
def test_any_title_closed_by_a_place_and_a_publisher_is_a_book(
    surname: str, words: list[str], name: str, word: str, place: str, italic: bool
) -> None:
    title = " ".join(words)
    shown = f"*{title}*" if italic else title
    book = f"{surname}, A. (1990). {shown}. {place}{name} {word}.\n"
    titles, skipped = _titles_and_skips(f"{_ARTICLE}{book}")
    assert titles == [_ARTICLE_TITLE]
    assert skipped.get("book") == 1


@pytest.mark.parametrize("word", ["Press", "Publishers", "Books", "Verlag", "Group", "GmbH", "Editions", "Ltd"])
def test_a_publishers_name_closes_a_book_and_never_names_a_venue(word: str) -> None:
    """One vocabulary of publishers' words: the name that makes a citation a book's is never read as the venue an
    author-date citation names alone after its title."""
    publisher = f"Kestrel {word}"
    assert venue_closing_citation(f"{publisher}.") is None
    titles, skipped = _titles_and_skips(f"{_ARTICLE}Lund, A. (1990). Rivers at Night. London: {publisher}.\n")
    assert (titles, skipped.get("book")) == ([_ARTICLE_TITLE], 1)


# ------------------------------------------------------------------------------------------- chapters to read


@pytest.mark.parametrize(
    "reading",
    [
        "+ CT, Capítulo 4 (secciones 4.1 – 4.4).",
        "+ W, Capítulo 5.",
        "+ GH, Cap. 7",
        "+ MR, Kapitel 3 (Abschnitte 3.1 – 3.2).",
        "+ BV, Chapitre 2.",
        "+ DL, Capitolo 9.",
        "+ HTF, Chap. 6",
        "+ Wasserman and Faust, Chapter 7 (skim)",
    ],
)
def test_a_chapter_of_a_course_book_named_by_its_key_is_no_paper_in_any_language(reading: str) -> None:
    """A chapter word with its number, never a chemical formula that reads like one ("CH4 emissions")."""
    paper = "+ Okafor, M. (2011). Counting moths under street lights. *Journal of Insect Ecology*, 12(3), 45-67."
    methane = "+ Lee, A. (2019). CH4 emissions from wetlands. *Journal of Gas Studies*, 3, 1-9."
    titles, skipped = _titles_and_skips(f"## Semana 2\n\n{paper}\n{reading}\n{methane}\n", "lecturas.md")
    assert titles == [_ARTICLE_TITLE, "CH4 emissions from wetlands"]
    assert skipped.get("book") == 1


# ------------------------------------------------------------------------------------------- reference works


@pytest.mark.parametrize(
    "entry, title, venue",
    [
        (
            "Moss, A. (2017). Carl Hempel. *Stanford Encyclopedia of Philosophy*. https://plato.example.edu/hempel",
            "Carl Hempel",
            "Stanford Encyclopedia of Philosophy",
        ),
        (
            "Berg, L. & Ng, B. (2021). Idealism. *Stanford Encyclopedia of Philosophy*. https://plato.example.edu/ideal",
            "Idealism",
            "Stanford Encyclopedia of Philosophy",
        ),
        (
            "Quinn, T. (2004). Ludwig Wittgenstein. *Internet Encyclopedia of Philosophy*. https://iep.example.edu/lw",
            "Ludwig Wittgenstein",
            "Internet Encyclopedia of Philosophy",
        ),
        (
            "Ng, B. (2012). Doubt. *The Oxford Companion to Method*. https://companion.example.org/doubt",
            "Doubt",
            "The Oxford Companion to Method",
        ),
        (
            "Lund, B. (2019). Price indices. *Handbook of Applied Measurement*. https://handbook.example.org/prices",
            "Price indices",
            "Handbook of Applied Measurement",
        ),
    ],
)
def test_a_reference_works_entry_is_a_paper_with_the_work_as_venue(entry: str, title: str, venue: str) -> None:
    book = "Lund, B. (1994). *The Grammar of Rivers*. Cambridge University Press.\n"
    titles, _ = _titles_and_skips(f"{_ARTICLE}{book}{entry}\n")
    assert titles == [_ARTICLE_TITLE, title]
    assert _fields(f"{entry}\n")[1:] == (int(entry.split("(")[1][:4]), venue)


def test_a_short_title_a_whole_citation_sets_off_is_its_own_line_in_a_paragraph() -> None:
    text = f"{_ARTICLE}Ng, B. (2003). Drizzle. *Journal of Weather Studies*, 8, 1--9.\n"
    titles, _ = _titles_and_skips(text)
    assert titles == [_ARTICLE_TITLE, "Drizzle"]


# ------------------------------------------------------------------------------------------- edited books


@pytest.mark.parametrize(
    "line, expected",
    [
        (
            "- Lund, B. (2015). Rivers and names. In *Maps, Rivers, and Roads: Essays in place, time, and travel*"
            " (pp. 21--39). Springer.",
            ("Rivers and names", 2015, "Maps, Rivers, and Roads: Essays in place, time, and travel"),
        ),
        (
            "- Moss, Anna. 1950. “The Pair” in Tom Quinn (ed.), The Sociology of Small Groups, Free Press, 145-169.",
            ("The Pair", 1950, "The Sociology of Small Groups"),
        ),
        (
            "- Berg, L. (2000). Cities. In A. Ng & T. Quinn (Eds.), *A Companion to Urban Studies* (pp. 5–20). Verso.",
            ("Cities", 2000, "A Companion to Urban Studies"),
        ),
        (  # numbered styles: the editors before ", editor(s),", the chapter's number and pages after the book
            "- Berg, L. (2000). Cities and rivers. In Ng, A., editor, *A Companion to Urban Studies*, chapter 3,"
            " pages 5–20. Verso, London.",
            ("Cities and rivers", 2000, "A Companion to Urban Studies"),
        ),
        (
            "- L. Berg. Cities and rivers. In A. Ng and T. Quinn, editors, A Companion to Urban Studies, pages 5--20."
            " Oxford University Press, 2000.",
            ("Cities and rivers", 2000, "A Companion to Urban Studies"),
        ),
        (  # Harvard's pages after a colon
            "- Quinn, T. 1995. Counting sheep by satellite. In B. Lund and S. Tanaka (eds) *Fields and Flocks: a "
            "Survey*: 43-54. Harlow: Kestrel.",
            ("Counting sheep by satellite", 1995, "Fields and Flocks: a Survey"),
        ),
        (  # Harvard's chapter after a comma: the title ends there
            "- Quinn, T. 1995. Counting sheep by satellite, in B. Lund, S. Tanaka and C. Ng (eds) *Fields and "
            "Flocks*: 43-54. Harlow: Kestrel.",
            ("Counting sheep by satellite", 1995, "Fields and Flocks"),
        ),
        (  # Chicago's quoted title, "In" after its closing quote, the editors marked "eds." with no comma before
            "- Quinn, Tom. (2006). \u201cSocial Preferences and the Pair.\u201d In Lund, Berit E. & Ng, Chen eds.,"
            " The Handbook of Small Groups, (pp.172-186), Oxford: Oxford University Press.",
            ("Social Preferences and the Pair", 2006, "The Handbook of Small Groups"),
        ),
        (  # the title a question, its quote closed before "In"
            "- Quinn, Tom. (2007). \u201cIs a Science of Small Groups Possible?\u201d In Lund, Berit & Ng, Chen"
            " (eds.), Handbook of Small Groups. New York: Oxford University Press.",
            ("Is a Science of Small Groups Possible?", 2007, "Handbook of Small Groups"),
        ),
        (
            "- Quinn, Tom. 1967. \u201cCleavages and the Pair,\u201d in Lund and Ng eds., Party Systems and Small"
            " Groups, pp. 1-56. New York: Free Press.",
            ("Cleavages and the Pair", 1967, "Party Systems and Small Groups"),
        ),
    ],
)
def test_a_chapters_venue_is_its_edited_book_whole(line: str, expected: tuple[str, int, str]) -> None:
    assert _fields(f"{line}\n") == expected


@pytest.mark.parametrize(
    "reading",
    [
        "- A.B. Lee & C. Wu (eds), *Essays on Trade and Credit\n  1850-1900* (1978) Part II, ch. 3 (Okafor: 'Bills of\n"
        "  Exchange in Provincial Banking')\n",
        '- A.B. Lee (ed.), *Essays on Trade and Credit 1850-1900* (1978), chapter 3 (Okafor, "Bills of Exchange in'
        ' Provincial Banking").\n',
    ],
)
def test_a_chapter_named_in_parentheses_after_its_edited_volume_is_the_paper(reading: str) -> None:
    """A list assigns one chapter of an edited volume by the volume, the chapter's number, then the chapter's
    author and quoted title in parentheses: the chapter is the entry, the volume its venue, never a book skipped."""
    entry = one("## Finance\n\n" + reading)
    assert (entry.title, entry.year, entry.venue) == (
        "Bills of Exchange in Provincial Banking",
        1978,
        "Essays on Trade and Credit 1850-1900",
    )
    assert entry.occurrences[0].seed_authors == ["Okafor"]


def test_a_chapter_of_an_edited_volume_named_by_its_author_alone_stays_a_book() -> None:
    text = "## Finance\n\n- A.B. Lee (ed.), *Essays on Trade and Credit* (1978), ch. 3 (Okafor)\n"
    assert parse_text(text, "list.md").entries == []


def test_a_chapter_of_an_edited_book_from_a_book_publisher_stays_a_paper_and_a_title_companion_no_venue() -> None:
    text = (
        f"{_ARTICLE}"
        "Quinn, T. (1993). Maps and their makers. In Lee, C.B. (Ed.) *The Cambridge Companion to Maps* (pp. 33--57)."
        " Cambridge University Press.\n"
        "Lund, B. (1994). *The Grammar of Rivers*. Cambridge University Press.\n"
        "Ng, B. (2020). A robot companion for the elderly. *Journal of Care Robots*, 2, 1--9.\n"
    )
    titles, skipped = _titles_and_skips(text)
    assert titles == [_ARTICLE_TITLE, "Maps and their makers", "A robot companion for the elderly"]
    assert skipped.get("book") == 1


def test_a_range_of_years_closing_a_title_stays_in_it_and_a_long_journal_name_stays_whole() -> None:
    line = (
        "- Ng, B. (2019). Early debates on method: The first years (1929-1932). *ARCH: The Journal of the Society"
        " for the History of the Philosophy of the Sciences*, 10, 106--142.\n"
    )
    assert _fields(line) == (
        "Early debates on method: The first years (1929-1932)",
        2019,
        "ARCH: The Journal of the Society for the History of the Philosophy of the Sciences",
    )


@pytest.mark.parametrize(
    "book",
    [
        "Lund, Bea. _Rivers and Their Names_. Vol. 13. New York: Basic books, 1979.",  # MLA as exported, lower case
        "Moss, Ana, and Tom Quinn. _Maps for Careful Readers_. Courier Corporation, 2013.",
        "Lee, Ada. _Sorting Cells by Shape_. Vol. 39. Springer Science & Business Media, 2012.",
        "Ng, B. *Graph Memory in Practice*. Routledge, 2004.",
    ],
)
def test_an_mla_or_chicago_book_closing_on_its_publisher_and_year_is_a_book(book: str) -> None:
    """MLA and Chicago close a book's citation on "Publisher, Year." where an article's closes on its journal."""
    titles, skipped = _titles_and_skips(f"{_ARTICLE}{book}\n", "refs.md")
    assert titles == [_ARTICLE_TITLE]
    assert skipped.get("book") == 1


@pytest.mark.parametrize(
    "book",
    [
        "- *Counting Marshes in Practice*, Bea Lund and Tom Quinn, Kestrel Books, 2018",
        "- *Graph Memory in Practice*, Ada Lee, Springer, 2016",
        "1. *Rivers and Their Names*, B. Lund, MIT Press, 2011",
    ],
)
def test_a_book_whose_fields_a_list_sets_apart_by_commas_is_a_book(book: str) -> None:
    """Title, authors, publisher and year, commas between them and no venue or pages: the publisher before the
    year closes a book as it does after a full stop."""
    titles, skipped = _titles_and_skips(f"- {_ARTICLE}{book}\n", "refs.md")
    assert titles == [_ARTICLE_TITLE]
    assert skipped.get("book") == 1


def test_a_paper_closing_on_its_venue_and_year_after_commas_stays_a_paper() -> None:
    text = "- *Counting moths under street lights*, Ada Lee and Tom Quinn, Journal of Insect Ecology, 2011\n"
    assert [entry.title for entry in parse_text(text, "refs.md").entries] == [_ARTICLE_TITLE]
    chapter = "- Quinn, T. (1993). Maps and their makers. In: Lee, C. (eds.) *Companion to Maps*, Springer, 1993\n"
    assert [entry.title for entry in parse_text(chapter, "refs.md").entries] == ["Maps and their makers"]


def test_a_book_or_a_tool_under_a_venue_heading_takes_no_venue_from_it() -> None:
    """A venue an enclosing heading gives is no venue the line states: a book's publisher or a repository's tool
    among the heading's papers is still skipped as what it is, while the papers there keep the heading's venue."""
    text = (
        "# Reading\n\n## ICML\n\n"
        "- Counting moths under street lights. A. Lee and T. Quinn. 2011.\n"
        "- *Graph Memory in Practice*, Ada Lee, Springer, 2016\n"
        "- Bea Lund, *Rivers and Their Names*, 2021 (Book)\n"
        "- [Marshkit](https://github.com/lund/marshkit) (2022) - command-line tools to count moths\n"
    )
    result = parse_text(text, "list.md")
    assert [(entry.title, entry.venue) for entry in result.entries] == [(_ARTICLE_TITLE, "ICML")]
    assert result.files[0].skipped == {"heading": 2, "book": 2, "software": 1}


# ------------------------------------------------------------------------------- whole works in author-date styles


@pytest.mark.parametrize(
    "volume",
    [
        "Lund, B. and Tanaka, S. (eds) 1993. *Counting the Marshes: Essays in Field Survey*. Harlow: Kestrel.",
        "Moss, A. (ed.) 1988. *Rivers and Their Records 1987*. Leeds: Northgate Reports Series 12.",
        "Quinn, T., Berg, L. and Ng, B. (eds), 2001. *Old Cities, New Maps*. Bellweather.",
        "Okafor, M. (Eds.) (2004). *Survey Methods Reconsidered*. Amsterdam: Marsh.",
        "Gowland, R., Lind, C. (Eds.). 2006. The social archaeology of marsh remains. Oxford: Oxbow Books.",
    ],
)
def test_a_whole_edited_volume_cited_by_its_editors_is_a_book(volume: str) -> None:
    """Its editors and "(eds)" before the year cite the volume itself; a chapter in it names them after "In"."""
    titles, skipped = _titles_and_skips(f"{_ARTICLE}\n{volume}\n")
    assert titles == [_ARTICLE_TITLE]
    assert skipped.get("book") == 1


def test_a_report_from_a_department_and_an_article_closing_on_its_year_stay_papers() -> None:
    text = (
        f"{_ARTICLE}"
        "Moss, Ana. _Sparse codes for graph memory_. University of Lund, Department of Computer Science, 1988.\n"
        'Ng, Bo. "Learned index serving." _Journal of Data Systems_ 7, no. 2 (2012): 11-19.\n'
    )
    titles, _ = _titles_and_skips(text, "refs.md")
    assert titles == [_ARTICLE_TITLE, "Sparse codes for graph memory", "Learned index serving"]


@pytest.mark.parametrize(
    "work",
    [
        "Lund, B. 1992. *Drainage Patterns of the Lowlands*. Wellbrook Cummings.",  # a publisher no word names
        "Tanaka, S. 1989. *A Catalogue of Grid Projections*. Northern Survey Professional Paper 1201.",  # a report
        "Moss, A. 1997. *The Tidelog Exchange Format Version 3*. Available from http://example.org/tidelog3.txt",
        "Harbour Board. 1996. *Mooring leaflet #2*. Kingsport: Harbour Board.",  # a body, a place, itself
        "NMSA 1991. *The Charts and Soundings Act*. London: National Marine Survey Office.",  # a body's acronym
    ],
)
def test_an_italic_title_right_after_the_year_cites_a_whole_work(work: str) -> None:
    """Author-date styles italicise a book's, a report's or a standard's title and set an article's in roman, its
    journal in italics; the whole work is no paper, whoever published it."""
    titles, skipped = _titles_and_skips(f"{_ARTICLE}\n{work}\n")
    assert titles == [_ARTICLE_TITLE]
    assert skipped.get("book") == 1


@pytest.mark.parametrize(
    "paper, title",
    [
        ("Lund, B. 1992. *Drainage patterns of the lowlands*. *Journal of Wet Places* 4: 10-19.", None),
        ("Lund, B. 1992. Drainage patterns of the lowlands. *Journal of Wet Places* 4: 10-19.", None),
        ("Lund, B. 1992. *Drainage patterns of the lowlands*. arXiv preprint arXiv:1902.01234.", None),
        ("Lund, B. 1992. *Drainage patterns of the lowlands*. NeurIPS.", None),
        (
            "Berg, L. 1995. Maps of doubt. In B. Lund and S. Tanaka (eds) *Counting the Marshes*: 33-53. Harlow: "
            "Kestrel.",
            "Maps of doubt",
        ),
    ],
)
def test_an_article_or_a_chapter_in_the_same_style_stays_a_paper(paper: str, title: str | None) -> None:
    titles, skipped = _titles_and_skips(f"{_ARTICLE}\n{paper}\n")
    assert titles == [_ARTICLE_TITLE, title or "Drainage patterns of the lowlands"]
    assert "book" not in skipped


_MLA_ARTICLE = "- Powell, James M. “The Papacy and the Early Friars.” *Friar Studies* 36 (1976): 248-262.\n"


@pytest.mark.parametrize(
    "book",
    [
        "- Clemens, Raymond, and Timothy Graham. *Introduction to Manuscript Studies*. Ithaca: Cornell UP, 2007.",
        "- Boggs, Ralph Steele. *Tentative Dictionary of Medieval Spanish*. Chapel Hill: n. pub., 1946.",
        "- Lund, Berit. *Drainage Patterns of the Lowlands*. Wellbrook Cummings, 2016."
        " [Web](https://example.org/lowlands). 1 March 2019.",
    ],
)
def test_an_mla_whole_work_italic_after_its_authors_and_closing_on_its_publisher_is_a_book(book: str) -> None:
    """MLA italicises a whole work's title and quotes a part's; a book closes on its place, publisher and date."""
    titles, skipped = _titles_and_skips(f"{_MLA_ARTICLE}{book}\n", "bibliography.md")
    assert titles == ["The Papacy and the Early Friars"]
    assert skipped.get("book") == 1


@pytest.mark.parametrize(
    "paper",
    [
        "- Lund, Berit. *Drainage Patterns of the Lowlands*. PhD Dissertation, University of Harlow, 2016.",
        "- Lund, Berit. *Drainage Patterns of the Lowlands*. Working paper, Harlow Institute, 2016.",
        "- Lund, Berit. *Drainage Patterns of the Lowlands*. *Journal of Wet Places*, 2016.",
    ],
)
def test_an_italic_title_after_its_authors_with_a_paper_s_words_or_a_journal_stays_a_paper(paper: str) -> None:
    titles, skipped = _titles_and_skips(f"{_MLA_ARTICLE}{paper}\n", "bibliography.md")
    assert titles == ["The Papacy and the Early Friars", "Drainage Patterns of the Lowlands"]
    assert "book" not in skipped


def test_an_mla_chapter_quoted_before_its_italic_book_is_a_paper_with_the_book_as_venue() -> None:
    chapter = (
        "- More, Alison. “Dynamics of Regulation, Innovation, and Invention.” *A Companion to Observant Reform in the"
        " Late Middle Ages and Beyond*. Ed. James D. Mixson and Bert Roest. Leiden: Brill, 2015.\n"
    )
    page = "- “Tablada Rare Books Order.” *Textmanuscripts*. [Web](http://www.example.com/medieval/antonio-tablada-holy-order-60989).\n"
    with rules_only():  # a page's name in quotes, its site in italics: no citation, so the italics name no venue
        entries = parse_text(f"{_MLA_ARTICLE}{chapter}{page}", "bibliography.md").entries
    assert [(entry.title, entry.year, entry.venue) for entry in entries] == [
        ("The Papacy and the Early Friars", 1976, "Friar Studies"),
        (
            "Dynamics of Regulation, Innovation, and Invention",
            2015,
            "A Companion to Observant Reform in the Late Middle Ages and Beyond",
        ),
    ]


def test_apa_citations_wrapped_in_block_quotes_tell_a_book_with_a_note_from_a_chapter_and_an_article() -> None:
    """A syllabus converted from a web page: APA citations hard-wrapped inside block quotes under week headings. A
    book names its place and publisher after its italic title, then a note on the part to read; a chapter "In" its
    edited book stays a paper, its title closing on a question mark; an article's journal keeps its volume's commas
    spaced apart as the conversion left them."""
    text = (
        "#### Week 3: Plants after the war\n\n"
        "> Lund, B. (1990). Is botany a science? In A. Ng (Ed.), _Essays on\n"
        "plants. Kestrel Symposium on Botany_. Lincoln: University of Kestrel\nPress.\n\n>\n\n"
        "> Okafor, M. (1986). _The Quiet Revolution in Botany_. New York: The\n"
        "Heron Press. Interview with B. Lund, pp. 33-51.\n\n>\n\n"
        "> Moss, A. (1959). A review of the Kestrel survey of moths. _Glyphology_\n, **35** , 26-58.\n\n>\n\n"
        "> Okafor, M. (1967). Field Botany. Introduction.\n"
    )
    with rules_only():
        result = parse_text(text, "syllabus.md")
    found = [(entry.title, entry.occurrences[0].seed_venue) for entry in result.entries]
    assert [title for title, _ in found] == ["Is botany a science?", "A review of the Kestrel survey of moths"]
    assert (found[1][1], result.files[0].skipped.get("book")) == ("Glyphology", 3)  # source lines


def test_an_edited_books_volume_after_its_title_is_no_part_of_the_venue() -> None:
    line = (
        "Lund, B. (1936). Bo Lund. In C. Ng (Ed.), *History of Botany in Autobiography* , vol. 3, pp. 39-52. "
        "Worcester: Heron University Press.\n"
    )
    assert _fields(line) == ("Bo Lund", 1936, "History of Botany in Autobiography")


@pytest.mark.parametrize(
    "line",
    [
        "Lee, Ana. 1989. “Rival Views of Rural Institutions.” chapter 1 in The Theory of Farm Contracts. OUP (link)",
        'Lee, Ana. 1989. "Rival Views of Rural Institutions," Chapter 3 in: The Theory of Farm Contracts. OUP',
    ],
)
def test_a_chapter_cited_by_its_own_quoted_title_then_its_number_in_the_book_is_a_paper(line: str) -> None:
    titles, skipped = _titles_and_skips(f"# Readings\n\n{line}\n", "list.md")
    assert (titles, "book" in skipped) == (["Rival Views of Rural Institutions"], False)


def test_a_chapter_cited_by_its_own_plain_title_then_its_number_in_the_book_is_a_paper() -> None:
    """As an annual series' chapters are cited: the title, a comma, then the chapter's number "in" the volume."""
    text = (
        "# Readings\n\n- E. Bolton, Y. Wang. Lattice counts of small molecules, Chapter 12 in *Annual Reports in "
        "Computational Chemistry*, Volume 4 (American Chemical Society: Washington, DC, 2008).\n"
    )
    titles, skipped = _titles_and_skips(text, "list.md")
    assert (len(titles), "book" in skipped) == (1, False)
    assert titles[0].startswith("Lattice counts of small molecules")


def test_a_chapter_to_read_in_a_book_without_its_own_title_stays_a_book() -> None:
    _, skipped = _titles_and_skips(
        "# Readings\n\n- Lee, Ana. 2010. *Farm Contracts*. OUP. Chapter 3 in full.\n", "list.md"
    )
    assert skipped.get("book") == 1


def test_a_paper_in_proceedings_a_press_printed_is_no_book() -> None:
    """A paper whose venue reads as proceedings stays a paper though its citation closes on the press's place and
    name, as linguistics presses print conference proceedings."""
    text = (
        "- Vance, Oren & Lia Petrov. 2017.\n"
        "  Tone spreading in Kivu dialects. Proceedings of the Annual Meeting on Tonal Grammar 12.\n"
        "  Amherst, MA: Harrow Press.\n"
    )
    titles, skipped = _titles_and_skips(text, "refs.md")
    assert titles == ["Tone spreading in Kivu dialects"]
    assert "book" not in skipped


@pytest.mark.parametrize("words", ["excerpted from", "Excerpt from", "an excerpt of"])
def test_a_part_excerpted_from_a_book_is_a_paper_with_the_book_as_venue(words: str) -> None:
    """A part a list cites with the book it was taken from ("Title. Excerpted from Book (Lee 2013) ISBN ...") is
    a chapter of that book: the ISBN is the book's, the book its venue, the key's year its year."""
    line = f"* Counting moths under street lights. {words} Field Methods in Ecology (Okafor 2013) ISBN: 978-0-00-0"
    assert _fields(f"{line}\n") == (_ARTICLE_TITLE, 2013, "Field Methods in Ecology")


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Quinn, Tom. 2011. \u201cRivers in the Grammar of Time.\u201d In Studies of Small Rivers, edited by"
            " A. Lund, 51\u201368. Oxford: Oxford University Press.",
            ("Rivers in the Grammar of Time", 2011, "Studies of Small Rivers"),
        ),
        (  # its link the whole volume's DOI, an ISBN in it
            "Quinn, Tom, and Bo Ng. 2014. \u201cRivers in the Grammar of Time.\u201d In Studies of Small Rivers,"
            " edited by Ana Lund. Leiden: Brill. https://doi.org/10.1163/9789004123456.",
            ("Rivers in the Grammar of Time", 2014, "Studies of Small Rivers"),
        ),
    ],
)
def test_a_chicago_chapter_with_its_editors_after_the_books_title_is_a_paper(
    line: str, expected: tuple[str, int, str]
) -> None:
    """Chicago names a chapter's book, then "edited by" its editors: a chapter, the book its venue, whatever its
    publisher, and whatever the volume's DOI it gives says of a book."""
    assert _fields(f"{_ARTICLE}{line}\n".split("\n", 1)[1]) == expected


@pytest.mark.parametrize(
    "book",
    [
        "Quinn, Tom. 2008. The Verbal System of Old River Dialects. Leiden: Quillmark.",
        "Quinn, T., and B. Ng. (1996). A Grammar of River Dialects. Oslo: Awatu Forlag.",
    ],
)
def test_an_unquoted_title_closed_by_a_place_and_an_unknown_publisher_is_a_book(book: str) -> None:
    """Chicago and APA close a book's citation on its place and publisher, whoever the publisher is; an article's
    closes on its journal's volume and pages, and Chicago quotes an article's title."""
    text = f"{_ARTICLE}{book}\nLund, B. 2010. \u201cMoths in River Towns.\u201d Insect Towns 4: 1\u20139.\n"
    titles, skipped = _titles_and_skips(text)
    assert titles == [_ARTICLE_TITLE, "Moths in River Towns"]
    assert skipped.get("book") == 1


def test_a_chapter_linked_to_its_volumes_doi_takes_no_doi_from_it() -> None:
    """A whole book's DOI (an ISBN in it) names the volume, never the chapter cited with it."""
    line = (
        "Quinn, Tom. 2014. \u201cRivers in the Grammar of Time.\u201d In Studies of Small Rivers, edited by Ana Lund."
        " Leiden: Brill. https://doi.org/10.1163/9789004123456.\n"
    )
    entry = one(line, "refs.txt")
    assert (entry.title, entry.doi) == ("Rivers in the Grammar of Time", None)


def test_an_entry_typed_as_a_conference_paper_is_no_book_though_it_links_its_volume() -> None:
    volume = "https://link.springer.com/book/10.1007/978-3-031-25319-5"
    typed = f"- **[Side Channels of Small Boards]({volume})** — Lee et al. (2022). Shows a method. `Conference` `EM`\n"
    untyped = typed.replace("`Conference` ", "")
    assert _titles_and_skips(typed, "list.md") == (["Side Channels of Small Boards"], {})
    assert _titles_and_skips(untyped, "list.md") == ([], {"book": 1})


@pytest.mark.parametrize(
    "details",
    [
        "*M. Abara and N. Haddad* — PLDI (2010) [[pdf]](https://example.org/papers/6205.pdf)",
        "*Rahman, A., Takahashi, D., & Jovanovic, O.* [2010] - PLDI https://example.org/papers/6891.pdf",
    ],
)
def test_italic_names_under_a_quoted_heading_title_are_its_authors_not_its_venue(details: str) -> None:
    text = f"## Papers\n\n### “Towards Low-Latency Forecasting in Robot Manipulation”\n\n{details}\n"
    assert _fields(text) == ("Towards Low-Latency Forecasting in Robot Manipulation", 2010, "PLDI")


@pytest.mark.parametrize(
    "citation",
    [
        'Ana Lee: "The Mythical Tenfold Programmer". In: Bo Ng and Chen Wu (eds.): *Rethinking Productivity in '
        "Software Engineering*. Apress, 2019, ISBN 978-1484242209.",
        # a generator's paragraph: the key, the names, the quoted title, "In", the editors, the book, on lines apart
        'Lee2019\nAna Lee:\n"The Mythical Tenfold Programmer".\nIn\nBo Ng and Chen Wu (eds.):\n'
        "*Rethinking Productivity in Software Engineering.*\nApress, 2019, 978-1484242209.",
    ],
)
def test_a_quoted_chapter_in_a_book_its_editors_name_first_is_a_paper(citation: str) -> None:
    """A chapter cited with its own quoted title, then "In", the volume's editors and the volume (LNCS's "In: A. Lee
    (ed.) Book", a generated bibliography's lines) is a paper, though its volume names a publisher and an ISBN."""
    entry = one(f"# Reading\n\n{citation}\n")
    assert (entry.title, entry.occurrences[0].line) == ("The Mythical Tenfold Programmer", 3)


def test_a_chapter_whose_edited_book_names_its_edition_stays_a_paper_and_the_whole_book_a_book() -> None:
    """A chapter "In" its edited book, with the editors, names the book's edition as it names its publisher: a part
    of the book, the book its venue. The same book cited whole, its edition named, stays a book."""
    text = (
        f"{_ARTICLE}"
        "Quinn T., Lund B. 2014a. Counting sheep by satellite. In: Ng, C., Wu, D. (eds.) Fields and Flocks. 2nd "
        "Edition. Kestrel Press: London, pp. 43-54.\n"
        "Ng, C. 2014. Fields and Flocks. 2nd Edition. Kestrel Press: London.\n"
    )
    titles, skipped = _titles_and_skips(text)
    assert titles == [_ARTICLE_TITLE, "Counting sheep by satellite"]
    assert skipped.get("book") == 1


def test_a_titled_link_to_a_presss_page_for_a_book_is_a_book() -> None:
    """A press's page for one of its books (``mitpress.mit.edu/books/...``) names a book, as a bookseller's does."""
    text = (
        f"{_ARTICLE}"
        "* [Theoretical Neuroscience: Computational and Mathematical Modeling of Neural Systems]"
        "(https://mitpress.mit.edu/books/theoretical-neuroscience)\n"
    )
    titles, skipped = _titles_and_skips(text, "list.md")
    assert titles == [_ARTICLE_TITLE]
    assert skipped.get("book") == 1


@pytest.mark.parametrize(
    ("citation", "expected"),
    [
        (  # the book's editors after "ed. by"
            "- Lund, Maria A. (2009), \u201cRivers as Borders\u201d, in The Handbook of Small Rivers, ed. by Tomas Ng,"
            " Oxford: Oxford University Press.",
            ("Rivers as Borders", 2009, "The Handbook of Small Rivers"),
        ),
        (  # no editors: a chapter "in" its own author's book, its place and publisher after it
            "- Quinn, Tomas (1994b), \u201cChapters 2\u20134: Moths and Lamps\u201d, in Night Insects of River"
            " Towns: A Survey, Basingstoke: Macmillan.",
            ("Chapters 2\u20134: Moths and Lamps", 1994, "Night Insects of River Towns"),
        ),
        (  # no quotes: "ed. by" names the book's editors, as "edited by" does
            "- Lund, M. (2009). Rivers as borders. In The Handbook of Small Rivers, ed. by T. Ng, Oxford: Oxford"
            " University Press.",
            ("Rivers as borders", 2009, "The Handbook of Small Rivers"),
        ),
    ],
)
def test_a_quoted_part_in_a_book_that_names_its_publisher_is_a_paper(
    citation: str, expected: tuple[str, int, str]
) -> None:
    """A title in double quotes, then a comma and "in" the work that holds it, is a part of that work (a chapter),
    and so is a title "In" a book whose editors follow "ed. by": the book's place and publisher say where the book
    appeared, not that the line cites a whole book."""
    text = f"# Readings\n\n{citation}\n- Ng, T. (2001), Fields and Flocks, Oxford: Oxford University Press.\n"
    titles, skipped = _titles_and_skips(text, "list.md")
    assert titles == [expected[0]] and skipped.get("book") == 1
    assert _fields(f"# Readings\n\n{citation}\n") == expected


@pytest.mark.parametrize(
    "book",
    [
        "- Oro, José. _Los insectos de Galicia: historia_. Santiago de Compostela: Editorial Eco, 2006.",
        "Brdar, Mario, and Marija Omazic, eds. 2011. Space and Time in Moths. Frankfurt am Main ; New York: Lang.",
    ],
)
def test_a_place_of_publication_joined_by_a_particle_or_two_places_closes_a_book(book: str) -> None:
    """A book's place may join its words by a lower-case particle ("Santiago de Compostela:", "Frankfurt am Main:")
    or name two places ("Frankfurt am Main ; New York:"): the place and publisher still close a whole book."""
    titles, skipped = _titles_and_skips(f"{_ARTICLE}{book}\n")
    assert titles == [_ARTICLE_TITLE] and skipped.get("book") == 1


_QUOTED_AND_ITALIC = """\
* Ana Okafor, "Counting Moths Under Street Lights," 1981
* Bo Lind and Ana Okafor, "Light Traps and Their Makers," 1983
* Chen Wu, "A Note on Nocturnal Flight," 1990
* Ana Okafor, *Moths of the Northern Coasts*, 1984
* Bo Lind, *The Night Garden*, 1992
* Chen Wu, *Insects of the Lowlands and the Hills*, 1995
{extra}"""


def test_a_list_quoting_parts_tells_its_italic_titles_whole_works() -> None:
    """Humanities' styles quote an article and set a book in italics, each "Authors, Title, Year": in a list that
    does both, the italic titles with no venue are books, the quoted ones papers."""
    result = parse_text(_QUOTED_AND_ITALIC.format(extra=""), "refs.md")
    quoted = ["Counting Moths Under Street Lights", "Light Traps and Their Makers", "A Note on Nocturnal Flight"]
    assert [entry.title for entry in result.entries] == quoted
    assert (result.files[0].skipped["book"], result.files[0].entries) == (3, 3)  # the summary counts what stays


@pytest.mark.parametrize(
    ("extra", "title"),
    [
        pytest.param(
            "* Dan Moss, *Flight Paths of Hawkmoths*, 1996. PhD thesis", "Flight Paths of Hawkmoths", id="thesis"
        ),
        pytest.param(
            "* Dan Moss, *Flight Paths of Hawkmoths*, 1996 [link](https://doi.org/10.1000/moths.1996)",
            "Flight Paths of Hawkmoths",
            id="a paper's DOI",
        ),
        pytest.param(
            "* Flight Paths of Hawkmoths in Dry Summers. _Moss et al. 1996_",
            "Flight Paths of Hawkmoths in Dry Summers",
            id="italic credit",
        ),
    ],
)
def test_an_italic_title_a_thesis_or_a_papers_link_names_stays_a_paper(extra: str, title: str) -> None:
    titles, _ = _titles_and_skips(_QUOTED_AND_ITALIC.format(extra=extra), "refs.md")
    assert title in titles


def test_a_list_that_sets_every_title_in_italics_tells_no_books_by_them() -> None:
    italic_only = "".join(line + "\n" for line in _QUOTED_AND_ITALIC.splitlines() if '"' not in line and line)
    titles, _ = _titles_and_skips(italic_only * 2, "refs.md")
    assert "Insects of the Lowlands and the Hills" in titles


def test_a_books_publisher_place_and_year_in_parentheses_mark_a_book() -> None:
    """Physics journals' style cites a book with its publisher, place and year in parentheses."""
    book = "Okafor, A., *Analytic Methods of Moth Counting*. (Springer, New York, 2012).\n"
    titles, skipped = _titles_and_skips(_ARTICLE + book)
    assert (titles, skipped["book"]) == ([_ARTICLE_TITLE], 1)


def test_a_publishers_company_and_a_places_state_after_their_commas_still_mark_a_book() -> None:
    """Elsevier's numbered style: "Title, Computer Science Press, Inc., Potomac, MD, 1978.", as a book's citation."""
    book = "Okafor, A., Analytic Methods of Moth Counting, Lowland Science Press, Inc., Potomac, MD, 1978.\n"
    titles, skipped = _titles_and_skips(_ARTICLE + book)
    assert (titles, skipped["book"]) == ([_ARTICLE_TITLE], 1)


@pytest.mark.parametrize(
    ("citation", "venue"),
    [
        pytest.param(
            "Lind, Bo. “Light Traps.” Pages 23–94 in _Moths of Cave 4 XIII (4Q266–273)_. DJD 18. Oxford: Clarendon, "
            "1996.",
            "Moths of Cave 4 XIII (4Q266–273)",
            id="pages, then numbers in the book's title",
        ),
        pytest.param(
            "Lind, Bo. “Light Traps.” Pages 337–348 in _Moth Studies: Proceedings of the Second Meeting_. "
            "Leiden: Brill, 1997.",
            "Moth Studies: Proceedings of the Second Meeting",
            id="a subtitle after a colon",
        ),
        pytest.param(
            'Lind, B. "Light Traps." Chapter 5 in _Fundamentals of Moth Counting._ Pergamon Press, 1997. Pp. 198-209.',
            "Fundamentals of Moth Counting",
            id="the chapter's number, then in",
        ),
    ],
)
def test_a_chapters_book_in_italics_after_its_pages_is_the_venue_whole(citation: str, venue: str) -> None:
    assert _fields(f"- {citation}\n")[2] == venue


def test_a_meeting_in_italics_after_in_is_read_by_its_name() -> None:
    """Proceedings in italics after "In:" are a meeting's: its acronym names the venue, not the italics whole."""
    citation = "- Lind, B. (2005). “Light traps for moths”. In: *Proceedings of ICOSSAR 2005, Moth Counting*.\n"
    assert _fields(citation)[2] == "ICOSSAR"
