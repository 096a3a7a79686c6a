"""Lines that name no paper though they read like entries: books, glossaries of venues, a meeting's pages, sentences.

Each case is a short line in the shape reading lists write them, beside a paper line that must stay an entry; each
fails when the rule it names is taken out. Every skipped line is counted under its named reason.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import parse_text

_PAPER = "- Ana Lee, Bo Ng. *Sorting Cells by Shape in Parallel*. Nature Methods 12, 2015.\n"
_PAPER_TITLE = "Sorting Cells by Shape in Parallel"


def _titles_and_skips(text: str) -> tuple[list[str], dict[str, int]]:
    result = parse_text(text, "list.md")
    return [entry.title for entry in result.entries], result.files[0].skipped


# ------------------------------------------------------------------------------------------- books


@pytest.mark.parametrize(
    "book",
    [
        "- A. Moss, B. Quinn, Principles of Careful Design, Third edition, 1991",  # an edition in words
        "- Ana Lee, *Counting the Living : A Primer*, 2016 (Book)",  # the list's own word
        "- [Ana Lee, Counting the Living, 2010 (Book, with online content)](https://counting.example.org/)",
        "- Ana Lee & Bo Ng, Field Methods, 2nd ed., 1998",  # an abbreviated edition
        "- Ana Lee, *Field Methods for Counting*, 2004 (Textbook)",
        "- [Organic reactions seventh edition](https://shop.example.com/organic)",
        "- [Surfaces and interfaces in practice](https://www.amazon.com/Surfaces-Interfaces/dp/1234567890)",
        "- [Quantum chemistry made simple](https://www.amazon.co.uk/dp/B07ABCDEFG)",
        "- Ana Lee: *Version Control in Practice*. Apress, 2014, 978-1484200773.",  # a bare ISBN-13
    ],
)
def test_a_book_marked_by_its_edition_its_isbn_a_bookseller_or_the_list_is_skipped_as_a_book(book: str) -> None:
    titles, skipped = _titles_and_skips(f"## Reading\n\n{_PAPER}{book}\n")
    assert titles == [_PAPER_TITLE]
    assert skipped.get("book") == 1


def test_a_journal_named_an_international_edition_and_a_title_about_textbooks_stay_papers() -> None:
    text = (
        "- [Robots that plan reactions](https://doi.org/10.1000/robots.20), Chemistry International Edition, 2020\n"
        "- [Textbooks are all you need for small models](https://arxiv.org/abs/2306.11644), 2023\n"
    )
    titles, skipped = _titles_and_skips(text)
    assert titles == ["Robots that plan reactions", "Textbooks are all you need for small models"]
    assert "book" not in skipped


_ORDINALS = st.sampled_from(["2nd", "3rd", "4th", "11th", "Second", "Third", "Fifth", "Seventh", "Revised"])
_EDITION_WORDS = st.sampled_from(["edition", "Edition", "ed."])


@settings(max_examples=40, deadline=None)
@given(ordinal=_ORDINALS, edition=_EDITION_WORDS, year=st.integers(min_value=1950, max_value=2024))
def test_any_numbered_edition_makes_a_citation_a_book(ordinal: str, edition: str, year: int) -> None:
    book = f"- Ana Lee, Bo Ng, Methods of Field Counting, {ordinal} {edition}, {year}\n"
    titles, skipped = _titles_and_skips(f"## Reading\n\n{_PAPER}{book}")
    assert titles == [_PAPER_TITLE]
    assert skipped.get("book") == 1


# ------------------------------------------------------------------------------------------- venue glossaries


@pytest.mark.parametrize(
    "glossary",
    [
        "* CGI: Computer Graphics International",  # the acronym's letters are its expansion's initials
        "* CASA: Computer Animation and Social Agents",
        "* SIGGRAPH: Computer Graphics and Interactive Techniques Conference",  # a known venue, a venue's name
        "* SIGGRAPH Asia: Computer Graphics and Interactive Techniques Conference - Asia",
        "* CGI = Computer Graphics International",  # glossaries write "ACRONYM = expansion" too
    ],
)
def test_a_line_spelling_out_a_venues_acronym_is_no_paper_even_among_papers(glossary: str) -> None:
    text = f"## Papers\n\n{_PAPER}* Graphics venues\n    {glossary}\n* Plain Titles of Papers Read Without Links\n"
    titles, skipped = _titles_and_skips(text)
    assert titles == [_PAPER_TITLE, "Plain Titles of Papers Read Without Links"]
    assert skipped.get("no paper evidence") == 1


def test_a_venues_acronym_spelt_out_in_parentheses_is_no_paper() -> None:
    """``**ICCV** (International Conference on Computer Vision)``: a known venue alone reads as a paper's venue,
    but the parentheses only spell its letters out, as a glossary of the field's venues does."""
    text = f"## Papers\n\n{_PAPER}* **ICCV** (International Conference on Computer Vision)\n"
    titles, skipped = _titles_and_skips(text)
    assert titles == [_PAPER_TITLE]
    assert skipped.get("no paper evidence") == 1


def test_a_system_name_before_a_title_that_says_more_than_its_letters_stays_a_paper() -> None:
    text = f"## Papers\n\n{_PAPER}* SMOTE: Synthetic Minority Over-sampling Technique for Imbalanced Data\n"
    titles, _ = _titles_and_skips(text)
    assert titles == [_PAPER_TITLE, "SMOTE: Synthetic Minority Over-sampling Technique for Imbalanced Data"]


_CAPITALISED = st.lists(
    st.sampled_from(["Computer", "Vision", "Graphics", "Robotics", "Learning", "Systems", "Networks", "Design"]),
    min_size=2,
    max_size=5,
)


@settings(max_examples=40, deadline=None)
@given(words=_CAPITALISED, joined=st.booleans())
def test_any_acronym_spelled_out_by_its_initials_is_a_glossary_line(words: list[str], joined: bool) -> None:
    expansion = " and ".join(words) if joined else " ".join(words)
    acronym = "".join(word[0] for word in words)
    text = f"## Papers\n\n{_PAPER}* {acronym}: {expansion}\n"
    titles, skipped = _titles_and_skips(text)
    assert titles == [_PAPER_TITLE]
    assert skipped.get("no paper evidence") == 1


# ------------------------------------------------------------------------------------------- a meeting's pages


@pytest.mark.parametrize(
    "event",
    [
        "- NIPS 2016 Tutorials, Long Beach [[web]](https://nips.cc/Conferences/2016/Schedule?type=Tutorial)",
        "- ICML 2016 Tutorials, New York City [[web]](http://talks.example.tv/icml/2016/tutorials/)",
        "- ICLR 2016 Videos, San Juan [[web]](http://lectures.example.net/iclr2016/)",
        "- KDD 2019 Keynotes [[slides]](https://kdd.example.org/2019/keynotes)",
        "- KDD 2018 Privacy tutorial [[link]](https://sites.example.com/view/kdd2018privacy)",  # a topic between
        "- Deep Learning Summer School 2016, Montreal [[web]](http://lectures.example.net/dlss2016/)",
    ],
)
def test_a_meetings_tutorials_talks_or_school_page_is_an_event_not_a_paper(event: str) -> None:
    titles, skipped = _titles_and_skips(f"## Reading\n\n{_PAPER}{event}\n")
    assert titles == [_PAPER_TITLE]
    assert skipped.get("event") == 1


def test_a_paper_that_is_a_tutorial_stays_a_paper() -> None:
    text = "- A Tutorial on Spectral Clustering of Graphs, ICML 2016 [[pdf]](https://arxiv.org/abs/0711.0189)\n"
    titles, skipped = _titles_and_skips(text)
    assert titles == ["A Tutorial on Spectral Clustering of Graphs"]
    assert "event" not in skipped


# ------------------------------------------------------------------------------------------- courses, documents, data


@pytest.mark.parametrize(
    "course",
    [
        "* Emory University CS 573 Data Privacy and Security, Fall 2018 [[web]](http://www.cs.example.edu/~lee/cs573/)",
        "* Privacy in Statistical Data Release, 2019 [[course website]](http://people.example.edu/~lee/privacy19/)",
        "* Learning from Private Data, 2020 [[syllabus]](https://lee.example.org/private-data-2020)",
    ],
)
def test_a_course_named_by_its_number_and_term_or_its_links_label_is_skipped_as_a_course(course: str) -> None:
    titles, skipped = _titles_and_skips(f"## Reading\n\n{_PAPER}{course}\n")
    assert titles == [_PAPER_TITLE]
    assert skipped.get("course") == 1


def test_a_course_session_with_its_slides_and_video_is_skipped_and_its_readings_stay_papers() -> None:
    text = (
        "### Week 2\n\n"
        "- Lecture 2 (08.25.2020): The Basics of Theory Construction ([Lecture Slides](slides/lecture2.pdf);"
        " [Lecture Video](https://youtu.be/abc123))\n"
        "- Class 3 (09.14.2021): Realism in World Politics [[Class Slides]](https://example.edu/s3.pdf)"
        " [[Class Recording]](https://example.edu/r3)\n\n"
        "Readings:\n\n"
        f"{_PAPER}"
        "- Week 3: Anarchy Is What States Make of It [[pdf]](https://example.org/wendt1992.pdf)\n"
    )
    titles, skipped = _titles_and_skips(text)
    assert titles == [_PAPER_TITLE, "Anarchy Is What States Make of It"]
    assert skipped.get("course") == 2


def test_a_title_holding_the_word_class_is_no_course() -> None:
    text = "- [arxiv'25] [Iris: First-Class Multi-Device Programming in Triton](https://arxiv.org/abs/2501.01234)\n"
    titles, _ = _titles_and_skips(text)
    assert titles == ["Iris: First-Class Multi-Device Programming in Triton"]


@pytest.mark.parametrize(
    "document",
    [
        "1. \u201c[Operating Quokka: Compaction](https://quokka.example.org/doc/4.0/compaction.html),\u201d"
        " Apache Quokka Documentation v4.0, 2016.",
        "1. \u201c[QuokkaDB Technical Overview White Paper](https://www.quokkadb.example.com/files/overview/),\u201d"
        " QuokkaDB, 2014.",
        "1. \u201c[Tuning the Quokka Store](https://quokka.example.org/manual/tuning.html),\u201d"
        " Quokka User Guide, 2019.",
    ],
)
def test_a_products_documentation_or_white_paper_is_no_paper(document: str) -> None:
    paper = (
        "1. \u201c[Sorting Cells by Shape in Parallel](https://doi.org/10.1000/sort.15),\u201d"
        " Nature Methods 12, 2015.\n"
    )
    titles, skipped = _titles_and_skips(f"## References\n\n{paper}{document}\n")
    assert titles == [_PAPER_TITLE]
    assert skipped.get("documentation") == 1


def test_a_paper_about_documentation_at_a_workshop_stays_a_paper() -> None:
    text = (
        "1. \u201c[Generating Code Documentation from Tests](https://doi.org/10.1000/doc.19),\u201d"
        " Workshop on Software Documentation, 2019.\n"
    )
    titles, _ = _titles_and_skips(text)
    assert titles == ["Generating Code Documentation from Tests"]


def test_an_item_whose_only_links_are_a_data_repositorys_dois_is_data_not_a_paper() -> None:
    data = (
        "- [Coupled cluster energies, basis cc-pVTZ](https://doi.org/10.22002/D1.1177) more data sets are"
        " [here](https://doi.org/10.5281/zenodo.1234567)\n"
    )
    titles, skipped = _titles_and_skips(f"## Data sets\n\n{_PAPER}{data}")
    assert titles == [_PAPER_TITLE]
    assert skipped.get("software") == 1


# ------------------------------------------------------------------------------------------- sentences


def test_a_sentence_a_colon_ends_before_the_linked_survey_it_introduces_is_prose() -> None:
    text = (
        "# Papers on evaluating models\n\n"
        "The papers here follow the order of our survey: [A Survey of Evaluating Models](https://arxiv.org/abs/2307.03109).\n\n"
        f"{_PAPER}"
    )
    titles, skipped = _titles_and_skips(text)
    assert titles == [_PAPER_TITLE]
    assert skipped.get("prose") == 1


def test_names_before_a_colon_and_a_linked_title_stay_a_paper() -> None:
    text = "Ana Lee, Bo Ng: [Counting Cells in Parallel](https://arxiv.org/abs/2307.03109).\n"
    titles, _ = _titles_and_skips(text)
    assert titles == ["Counting Cells in Parallel"]


def test_a_lower_case_word_before_a_date_in_parentheses_is_no_venue_and_the_sentence_no_paper() -> None:
    text = (
        "# My reading list\n\n"
        "I left school a while ago, and this list has not been updated for three months (from 2017.06.21).\n\n"
        f"{_PAPER}"
    )
    titles, skipped = _titles_and_skips(text)
    assert titles == [_PAPER_TITLE]
    assert skipped.get("prose") == 1


@pytest.mark.parametrize(
    "subtitle",
    [
        "*Speech & Dialogue Lab, Uni Example, Winter 2023*",
        "_Reading group of the Robotics Seminar, Spring Term 2021_",
        "*Notes kept by the NLP group, Autumn 2019*",
    ],
)
def test_a_pages_italic_subtitle_on_its_first_line_is_prose(subtitle: str) -> None:
    titles, skipped = _titles_and_skips(f"{subtitle}\n\n## Papers\n\n{_PAPER}")
    assert titles == [_PAPER_TITLE]
    assert skipped.get("prose") == 1


def test_an_italic_citation_with_its_year_in_brackets_on_the_first_line_is_a_paper() -> None:
    titles, _ = _titles_and_skips("*Lee, A., & Ng, B. (2015). Sorting Cells by Shape in Parallel. Nature Methods.*\n")
    assert titles == [_PAPER_TITLE]


@pytest.mark.parametrize("heading", ["Tutorial List", "Tutorials", "Talk", "Keynote Talks", "Course List"])
def test_a_venue_and_year_in_a_section_of_things_given_at_meetings_are_the_meetings(heading: str) -> None:
    text = (
        f"## {heading}\n\n"
        "- [Dealing with Noise in Building Sensor Systems](https://team.example.io/noise_tutorial/), KDD 2020\n"
        "- [Measuring Bias in Ranking Models](https://team.example.io/ranking/), Okafor, Chidi and Haddad, Samir, "
        "KDD 2021\n"
    )
    found = parse_text(text, "list.md")
    assert [entry.title for entry in found.entries] == ["Measuring Bias in Ranking Models"]  # its authors say so
    assert found.files[0].skipped.get("non-paper section") == 1


@pytest.mark.parametrize(
    "label",
    [
        "- Keywords: causal models, internal validity, threats to validity",
        "- *Keys*: Asch experiments, biases, nudges, neuroeconomics",
        "- **Topics**: sparse codes, graph memory, learned indexes and their costs",
        "- Concepts: net present value, time discounting, monetizing",
    ],
)
def test_a_label_over_a_list_of_terms_is_no_paper_among_papers(label: str) -> None:
    """A reading's tags ("Keywords: a, b, c") above or beside papers: short lower-case terms after a label, where a
    plain title among papers would be one."""
    titles, skipped = _titles_and_skips(f"# Week 2\n\n{label}\n{_PAPER}")
    assert titles == [_PAPER_TITLE]
    assert skipped.get("no paper evidence") == 1


@pytest.mark.parametrize(
    "title",
    [
        "- Reflection, Refraction, and Diffraction of Light Waves",
        "- Waves: Reflection, Refraction, and Diffraction",  # a subtitle's terms capitalised as a title's
        "- Sorting: a study of cells, shapes and speed in parallel machines",  # terms longer than a tag's
    ],
)
def test_a_plain_title_with_commas_among_papers_stays_a_paper(title: str) -> None:
    titles, _ = _titles_and_skips(f"# Papers\n\n{title}\n{_PAPER}")
    assert titles == [title.removeprefix("- "), _PAPER_TITLE]


@pytest.mark.parametrize(
    "page",
    [
        'Lee, Ada. "A Brief History of Graph Memory". _Systems Weekly_. Accessed Aug, 2020. https://example.org/gm',
        'Team, Coq. "The Proof Assistant Manual". _INRIA_. Accessed: 3 May 2021. https://example.org/manual',
        "Ng, B. (2019) Sorting cells by shape. Available at: https://example.org/sort (Accessed 12 June 2020).",
    ],
)
def test_a_web_page_cited_by_the_day_it_was_read_is_no_paper(page: str) -> None:
    titles, skipped = _titles_and_skips(f"# References\n\n{_PAPER}- {page}\n")
    assert titles == [_PAPER_TITLE]
    assert skipped.get("web page") == 1


def test_a_paper_cited_with_the_day_it_was_read_stays_a_paper() -> None:
    """Its journal, volume and pages, or its DOI, say it is a paper whatever day it was read."""
    text = (
        "# References\n\n"
        "- Lee, A. (2019) 'Sparse codes for graph memory', Journal of Data Systems, 3(2), pp. 1-9."
        " Available at: https://example.org/gm (Accessed: 1 May 2020).\n"
        '- Ng, B. "Learned index serving." 2018. https://doi.org/10.1000/lis.1. Accessed Aug, 2020.\n'
    )
    titles, _ = _titles_and_skips(text)
    assert titles == ["Sparse codes for graph memory", "Learned index serving"]


@pytest.mark.parametrize(
    "page",
    [
        pytest.param("- Ana's Home Page: The Kestrel Moth Project", id="an item"),
        pytest.param("Ana's Page: The Kestrel Moth Project", id="a paragraph line"),
        pytest.param("> Bo Lund's Website: Notes on the Kestrel Survey", id="a quoted line"),
    ],
)
def test_a_page_named_for_its_owner_is_no_paper_and_its_owner_no_author(page: str) -> None:
    """A syllabus's "additional sources" name a site by its owner, its link lost in a conversion: a possessive is
    no person's name, so the words before the colon are no author, and the line names a site, not a paper."""
    titles, _ = _titles_and_skips(f"## Papers\n\n- Sparse Kernels for Protein Folding (NeurIPS 2020)\n\n{page}\n")
    assert titles == ["Sparse Kernels for Protein Folding"]


# ------------------------------------------------------------------------------------------- notes, prose, pages


@pytest.mark.parametrize(
    "note",
    [
        "**Update (2023-04-02):** added 14 papers from ICML 2023.",
        "> **Note:** links to publisher pages may need a subscription (checked May 2022).",
        "🔥 **News**: 2024.05.02 — NeurIPS 2024 papers are in!",
        "*2019/march* - update 7 papers.",
    ],
)
def test_a_dated_note_on_the_lists_upkeep_is_a_note_not_a_paper(note: str) -> None:
    titles, skipped = _titles_and_skips(f"# Papers on sorting\n\n{note}\n\n## Papers\n\n{_PAPER}")
    assert titles == [_PAPER_TITLE]
    assert skipped.get("note") == 1


def test_a_paper_whose_title_opens_with_a_note_word_stays_a_paper() -> None:
    text = "- Ana Lee. *Notes on Sorting Cells: A Primer*. Nature Methods 12, 2015.\n"
    titles, _ = _titles_and_skips(text)
    assert titles == ["Notes on Sorting Cells: A Primer"]


def test_prose_in_which_the_list_speaks_of_itself_is_prose_with_its_example_links() -> None:
    prose = (
        "We focus on sorting of cells; for a broader view read the survey by Quinn et al. (2019) and the "
        "[ICML 2019 tutorial](https://sites.example.org/view/sorting).\n"
    )
    result = parse_text(f"# Sorting\n\n{prose}\n## Papers\n\n{_PAPER}", "list.md")
    assert [entry.title for entry in result.entries] == [_PAPER_TITLE]
    assert result.unparsed == []


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("- [Sorting cells, explained](https://medium.com/@alee/sorting-cells-explained-42) by Ana Lee, 2021", "blog"),
        ("- [Open Sorting Leaderboard](https://huggingface.co/spaces/alee/sorting) (2023)", "data set"),
        ("- [Why sorting cells is hard](https://www.youtube.com/watch?v=abcdefghijk) - talk by Ana Lee, 2019", "event"),
        ("- Bo Ng, *Lessons from sorting* (keynote, ICML 2019) [[video]](https://vimeo.com/123456789)", "event"),
        ("- [Workshop on Sorting Cells @ ICML 2022](https://sites.example.org/view/sorting-22)", "event"),
        ("- [Kestrel](https://github.com/alee/kestrel) (2021) - a library for sorting cells", "software"),
        ("- [CS 309: Sorting Cells](https://cs309.example.edu/) - Harlow College, Fall 2024", "course"),
        ("- Lee K. 2016. Cells are being sorted online. https://www.nationalgeographic.com/news/sorting-cells", "blog"),
        ("- [Why I was wrong about sorting](https://blogs.wsj.com/experts/2016/06/01/sorting) (Kalt, 2016)", "blog"),
    ],
)
def test_an_item_whose_links_or_words_say_what_it_is_is_skipped_for_that(line: str, reason: str) -> None:
    titles, skipped = _titles_and_skips(f"## Reading\n\n{_PAPER}{line}\n")
    assert titles == [_PAPER_TITLE]
    assert skipped.get(reason) == 1


def test_a_papers_video_beside_its_known_venue_or_a_paper_link_stays_a_paper() -> None:
    text = (
        "- Ana Lee, Bo Ng. [Sorting Cells by Shape](https://www.youtube.com/watch?v=abcdefghijk). ICML 2019.\n"
        "- [Sorting Cells in Parallel](https://arxiv.org/abs/1901.00001) [[talk]](https://youtu.be/abcdefghijk)\n"
    )
    titles, _ = _titles_and_skips(text)
    assert titles == ["Sorting Cells by Shape", "Sorting Cells in Parallel"]


def test_a_table_row_whose_venue_column_names_what_it_is_is_no_paper() -> None:
    text = (
        "| Title | Venue | Year |\n|---|---|---|\n"
        "| [Sorting Cells by Shape](https://arxiv.org/abs/1901.00001) | ICML | 2019 |\n"
        "| [Kestrel](https://kestrel.example.org/) | GitHub | 2021 |\n"
        "| [Sorting, explained](https://alee.example.org/sorting) | Blog | 2022 |\n"
    )
    titles, skipped = _titles_and_skips(text)
    assert titles == ["Sorting Cells by Shape"]
    assert skipped.get("software") == 1 and skipped.get("blog") == 1


@pytest.mark.parametrize(
    "news",
    [
        "- 2023/7/24: I add ten ICML'23 papers. All papers from this conference should be in now.",
        "- 2023/01/25: I am sorry that I have not read new papers for a while.",
        "- **Note**: In the same year, please place the conference paper before the journal paper.",
    ],
)
def test_the_makers_dated_news_and_notes_are_notes_as_items_too(news: str) -> None:
    titles, skipped = _titles_and_skips(f"## News\n\n{news}\n\n## Papers\n\n{_PAPER}")
    assert titles == [_PAPER_TITLE]
    assert skipped.get("note") == 1


# ------------------------------------------------------------ a data file, a book's page, a repository by its host


@pytest.mark.parametrize(
    "line",
    [
        "- NETZAGENTUR (2018): Kraftwerksliste. URL: https://www.example.de/Downloads/Kraftwerksliste_2018.xlsx",
        "- Lee, Ana (2019): Station temperatures, hourly. https://data.example.org/stations/hourly.csv",
        "- Lee, Ana (2017): Plant master data. [Download](https://www.example.de/content/Stammdaten_2017.zip)",
        "- STATISTIKAMT (2018): Gemeindeverzeichnis. https://www.example.de/GV.xlsx?__blob=publicationFile",
    ],
)
def test_an_item_whose_only_links_are_data_files_is_a_data_set(line: str) -> None:
    titles, skipped = _titles_and_skips(f"## References\n\n{_PAPER}{line}\n")
    assert (titles, skipped.get("data set")) == ([_PAPER_TITLE], 1)


def test_a_paper_with_its_data_file_beside_its_pdf_stays_a_paper() -> None:
    line = "- Lee, Ana (2019): Station temperatures, hourly. [pdf](https://ex.org/a.pdf) [data](https://ex.org/a.csv)"
    titles, _ = _titles_and_skips(f"## References\n\n{line}\n")
    assert titles == ["Station temperatures, hourly"]


def test_a_citation_linking_a_publishers_page_for_the_whole_book_is_a_book() -> None:
    line = (
        "- STERN, Mia, STADE, Ingo (2017): Energiespeicher. Berlin: Springer Online verfügbar unter: URL: "
        "https://link.springer.com/book/10.1007%2F978-3-662-48893-5#toc"
    )
    titles, skipped = _titles_and_skips(f"## References\n\n{_PAPER}{line}\n")
    assert (titles, skipped.get("book")) == ([_PAPER_TITLE], 1)


def test_a_title_closing_on_a_code_host_with_only_code_links_is_software() -> None:
    line = "- MODELLING GROUP (2018): demandlib on GitHub. GitHub Inc. URL: https://github.com/example/demandlib"
    titles, skipped = _titles_and_skips(f"## References\n\n{_PAPER}{line}\n")
    assert (titles, skipped.get("software")) == ([_PAPER_TITLE], 1)


# ------------------------------------------------------------------------------------------- tools


@pytest.mark.parametrize(
    "tool",
    [
        "- Marshkit: a Rust library for counting moths. https://github.com/lund/code-2019",
        "- Moth-CLI: command-line tools to sort cells by shape. https://gitlab.com/quinn/lab-tools",
        "- Cellsort: reference implementation of shape sorting [code](https://github.com/ng/shapes)",
        "- Rivers: Python bindings for the river gauge API. https://github.com/moss/gauges",
    ],
)
def test_a_name_and_a_description_of_software_linked_only_to_code_is_a_tool(tool: str) -> None:
    """The kind of software in lower case in the first words after its name's colon, and only a repository's link:
    among papers too."""
    titles, skipped = _titles_and_skips(f"# Reading\n\n## Papers\n\n{_PAPER}{tool}\n")
    assert titles == [_PAPER_TITLE]
    assert skipped.get("software") == 1


@pytest.mark.parametrize(
    "paper",
    [
        "- Ray: a distributed framework for emerging applications. https://github.com/lund/code-2019",
        "- Cellsort: Tools for sorting cells by shape in parallel. https://github.com/ng/shapes",
    ],
)
def test_a_systems_paper_titled_with_its_name_and_linked_to_its_code_stays_a_paper(paper: str) -> None:
    titles, _ = _titles_and_skips(f"# Reading\n\n## Papers\n\n{_PAPER}{paper}\n")
    assert len(titles) == 2


@pytest.mark.parametrize("quote", ["> ", ""])
def test_a_bold_term_closed_by_its_colon_over_its_explanation_is_no_paper(quote: str) -> None:
    """A survey's takeaways under its papers: each a term in bold, its colon, and the sentences that explain it."""
    takeaways = (
        f"{quote}- **Contrastive Pretraining for Robust Features:**  \n"
        f"{quote}  Learning from unlabeled traces with augmented views gives features that hold across rooms.\n"
        f"{quote}\n"
        f"{quote}- *Adapters for Cheap Transfer:*  \n"
        f"{quote}  Small modules tuned per site keep the backbone frozen and cut the cost of a new building.\n"
    )
    titles, _ = _titles_and_skips(f"# Reading\n\n## Papers\n\n{_PAPER}\n{takeaways}")
    assert titles == [_PAPER_TITLE]


def test_a_bold_title_over_a_line_of_its_own_words_stays_a_paper_without_a_colon() -> None:
    titles, _ = _titles_and_skips(
        f"# Reading\n\n## Papers\n\n{_PAPER}- **Adapters for Cheap Transfer**  \n  the paper we read in week two\n"
    )
    assert titles == [_PAPER_TITLE, "Adapters for Cheap Transfer"]


@pytest.mark.parametrize(
    "news",
    [
        "[2025.03] This repository now also collects work that came out after the [survey](https://arxiv.org/abs/2501.00001).",
        "- [2024-05] We add twelve papers on sorting cells from the spring conferences to the lists below.",
    ],
)
def test_a_news_line_dated_in_brackets_in_which_the_list_speaks_of_itself_is_a_note(news: str) -> None:
    """A news line opens with its date in brackets, the shape of a dated tag, then the list speaks of itself: a
    note, never a paper dated by its tag."""
    titles, skipped = _titles_and_skips(f"# Sorting\n\n## News\n\n{news}\n\n## Papers\n\n{_PAPER}")
    assert titles == [_PAPER_TITLE]
    assert skipped.get("note") == 1


@pytest.mark.parametrize(
    "line",
    [
        "- Marsh, Ada & Lund, Per (2019). Sonogram: drawing speech on screen [Computer program]. From http://x.org/",
        "- Okafor, J. I. 2011. Kivu Lexical Database [Data file.]. Retrieved from http://kivu.example.org",
        "- Gridwerk Ltd. (2018). Gridwerk Studio, Version R2018b. Natick: Gridwerk.",
        "- Foo Team (2020). Foo: A Language for Counting Things, Version 2.4.1. http://foo.example.org/",
    ],
)
def test_software_or_data_described_as_apa_describes_them_is_no_paper(line: str) -> None:
    text = f"# References\n\n- Ng, B. (2003). Drizzle over the hills. *Journal of Weather Studies*, 8, 1-9.\n{line}\n"
    result = parse_text(text, "refs.md")
    assert [entry.title for entry in result.entries] == ["Drizzle over the hills"]


def test_a_link_labelled_data_set_beside_a_paper_leaves_it_a_paper() -> None:
    line = "__Counting moths at night__. 2016. _Lee, Ana_. [[Paper](https://arxiv.org/pdf/1608.00001)] [[Data set](https://x.org/d)]"
    assert [entry.title for entry in parse_text(f"{line}\n", "refs.md").entries] == ["Counting moths at night"]


def test_a_glossary_line_with_an_equals_sign_is_no_paper_among_plain_titles() -> None:
    glossary = "- JFP = Journal of Functional Programming\n"
    text = f"## Papers\n\n{_PAPER}{glossary}- Plain Titles of Papers Read Without Links\n"
    titles, skipped = _titles_and_skips(text)
    assert titles == [_PAPER_TITLE, "Plain Titles of Papers Read Without Links"]
    assert skipped.get("no paper evidence") == 1


def test_a_timeline_sections_dated_events_are_no_papers() -> None:
    text = (
        f"## Papers\n\n{_PAPER}\n## Historical Timeline\n\n"
        "- **1962**: Kestrel procedure (Lee, Wu, Ng)\n"
        "- **2001**: Orbit - watched counters and restarts\n"
        "- **2020+**: Learned heuristics for counting\n"
    )
    titles, skipped = _titles_and_skips(text)
    assert titles == [_PAPER_TITLE]
    assert skipped.get("non-paper section") == 3


@pytest.mark.parametrize("heading", ["Contrastive Learning in Videos", "Language Agents with Tools"])
def test_a_non_paper_noun_after_a_topic_and_a_preposition_names_what_the_papers_study(heading: str) -> None:
    """ "Videos" or "Tools" closing a heading names a section of videos or tools, unless a research topic and a
    preposition stand before it: then it is what the papers in the section study."""
    text = f"## {heading}\n\n- Sorting Cells by Shape in Parallel. [[Paper]](https://arxiv.org/abs/2001.01234)\n"
    titles, _ = _titles_and_skips(text)
    assert titles == [_PAPER_TITLE]


def test_a_non_paper_kind_before_the_preposition_still_names_the_items() -> None:
    text = "## Slides from Talks\n\n- Sorting Cells by Shape in Parallel. [[Slides]](https://example.org/s.pdf)\n"
    titles, skipped = _titles_and_skips(text)
    assert titles == []
    assert skipped.get("non-paper section") == 1
