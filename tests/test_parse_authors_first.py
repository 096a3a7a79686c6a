"""Citations that put their authors before the title, marked as the title may be: the author list ends where
citation styles end one (after "et al.", after the last name's initials), so the span after it is the title.

Each case is a short line in the shape such lists write; each fails when the rule it names is taken out.
"""

from __future__ import annotations

import pytest

from tests.parsed import entries, one

# ------------------------------------------------------------------------------ bold authors, then a bold title


@pytest.mark.parametrize(
    "line, title",
    [
        (
            "- **Ana Lee et al.**, **Sparse gating for speech models**, 2019 https://example.org/a.pdf",
            "Sparse gating for speech models",
        ),
        (
            "- **A. Lee, B. Moss and C. Wu**. **Tiled attention for long documents**. *ACL*. 2020",
            "Tiled attention for long documents",
        ),
        (
            "1. **Lee, A. and Moss, B.** - **Cheap priors for noisy labels** - **ICML** [2018]",
            "Cheap priors for noisy labels",
        ),
    ],
)
def test_an_author_list_in_bold_before_a_bold_title_is_not_the_title(line: str, title: str) -> None:
    assert one(f"# Papers\n\n{line}\n").title == title


@pytest.mark.parametrize(
    "line, title",
    [
        ("- **Attention Over Tiles**, **ICML** 2019 https://example.org/t.pdf", "Attention Over Tiles"),
        ("- **Neural Cache Models** by **A. Lee et al.** (2018)", "Neural Cache Models"),
    ],
)
def test_a_bold_title_in_title_case_first_is_still_the_title(line: str, title: str) -> None:
    assert one(f"# Papers\n\n{line}\n").title == title


@pytest.mark.parametrize(
    "line, authors",
    [
        (
            "**Okafor, N. T.** (1977). Scope Islands in Spoken Yoruba. *Linguistic Notes, 8(1), 41–53*.\\",
            ["Okafor, N. T."],
        ),
        (
            "**Varga, I., Moss, B. & Lindqvist, M.** (2016). Scope Islands in Spoken Yoruba. *Glossa, 3*.",
            ["Varga, I.", "Moss, B.", "Lindqvist, M."],
        ),
        (
            "**van der Berg, A.** (2009). Scope Islands in Spoken Yoruba. *The Expression of Scope*.",
            ["van der Berg, A."],
        ),
    ],
)
def test_a_bold_author_list_with_its_year_after_it_is_the_authors_and_the_title_follows(
    line: str, authors: list[str]
) -> None:
    """Author-date bibliographies set the names in bold: the bold is the author list, never the title."""
    entry = one(f"# Papers\n\n{line}\n")
    assert (entry.title, entry.occurrences[0].seed_authors) == ("Scope Islands in Spoken Yoruba", authors)


def test_authors_in_bold_before_a_bold_venue_under_a_paper_heading_stay_its_authors() -> None:
    entry = one(
        "# Papers\n\n### [Sparse gating for speech models](https://arxiv.org/abs/1505.04671)\n\n"
        "**Lee, A., Moss, B.**. **ICML** (2019)\n"
    )
    assert (entry.title, entry.occurrences[0].seed_authors) == (
        "Sparse gating for speech models",
        ["Lee, A.", "Moss, B."],
    )


# ----------------------------------------------------------------- authors, a dash or a bar, then a linked title


@pytest.mark.parametrize(
    "line, title, authors",
    [
        (
            "- Ana Lee et al. — *[Sparse gating for speech models](https://example.org/a.pdf)* — ICML 2019",
            "Sparse gating for speech models",
            ["Ana Lee"],
        ),
        (
            "- *A. Lee and B. Moss* | [Tiled attention for long documents](https://example.org/t.pdf) | ACL [2020]",
            "Tiled attention for long documents",
            ["A. Lee", "B. Moss"],
        ),
        (
            "3. Lee, A., Moss, B. - [Cheap priors for noisy labels](https://example.org/c.pdf) - NeurIPS 2018",
            "Cheap priors for noisy labels",
            ["Lee, A.", "Moss, B."],
        ),
    ],
)
def test_an_author_list_a_dash_or_bar_sets_apart_is_not_the_title_of_the_link_after_it(
    line: str, title: str, authors: list[str]
) -> None:
    entry = one(f"# Papers\n\n{line}\n")
    assert (entry.title, entry.occurrences[0].seed_authors) == (title, authors)


# ------------------------------------------------------- any author list whose end is marked, then the title's field


@pytest.mark.parametrize(
    "line, title, authors, year, venue",
    [
        (  # ACM's order with a dash: the names, the year, the title, the venue, each field set apart the same way
            "- Ana Lee et al. — 2019 — Sparse gating for speech models — ICML",
            "Sparse gating for speech models",
            ["Ana Lee"],
            2019,
            "ICML",
        ),
        (  # italic names, the year in brackets, a bar
            "- *Ana Lee and Bo Moss* [2018] | *Cheap priors for noisy labels* | *NeurIPS*",
            "Cheap priors for noisy labels",
            ["Ana Lee", "Bo Moss"],
            2018,
            "NeurIPS",
        ),
        (  # surname first with initials, the year in brackets, a comma
            "- Lee, A., & Moss, B. [2017], *Tiled attention for long documents*, *ACL*",
            "Tiled attention for long documents",
            ["Lee, A.", "Moss, B."],
            2017,
            "ACL",
        ),
        (  # one person in bold, a full stop and the year, a bold title its own marks close
            "1. **Ana Lee**. 2012. **Cheap priors for noisy labels**. SIGMOD",
            "Cheap priors for noisy labels",
            ["Ana Lee"],
            2012,
            "SIGMOD",
        ),
        (  # commas throughout: the known venue after the last comma closes the title
            "- **Ana Lee**, 2024, Sparse gating for speech models, *CHI* [[pdf]](https://example.org/s.pdf)",
            "Sparse gating for speech models",
            ["Ana Lee"],
            2024,
            "CHI",
        ),
        (  # Harvard's year in parentheses, then a plain title up to the next dash
            "- Ana Lee and Bo Moss (2021) - Sparse gating for speech models - *CHI*",
            "Sparse gating for speech models",
            ["Ana Lee", "Bo Moss"],
            2021,
            "CHI",
        ),
    ],
)
def test_an_author_list_whose_end_is_marked_gives_the_authors_and_the_title_after_it(
    line: str, title: str, authors: list[str], year: int, venue: str
) -> None:
    entry = one(f"# Papers\n\n{line}\n")
    occurrence = entry.occurrences[0]
    assert (entry.title, occurrence.seed_authors, entry.year, entry.venue) == (title, authors, year, venue)


def test_an_apa_citation_keeps_its_title_to_its_full_stop() -> None:
    """A full stop after the names' year is the citation rules' to read: the title ends at its own full stop."""
    entry = one("# Papers\n\n- Lee, A., & Moss, B. (2019). *Cheap priors for noisy labels*. 12(3), 1--19.\n")
    assert (entry.title, entry.occurrences[0].seed_authors) == (
        "Cheap priors for noisy labels",
        ["Lee, A.", "Moss, B."],
    )


def test_names_then_a_venue_under_a_paper_heading_are_its_details_not_a_title() -> None:
    entry = one(
        "# Papers\n\n### Sparse gating for speech models\n\n**A. Lee and B. Moss** - *Journal of Ecology* (2021)\n"
    )
    assert (entry.title, entry.occurrences[0].seed_authors) == (
        "Sparse gating for speech models",
        ["A. Lee", "B. Moss"],
    )


# ------------------------------------------------------------------ the authors, venue and year on a sub-line


@pytest.mark.parametrize(
    "text, authors, year, venue",
    [
        (  # the sub-line's venue, not the preprint link's arXiv
            "- Sparse gating for speech models https://arxiv.org/abs/1901.00001\n  Ana Lee and Bo Moss, **NeurIPS**\n",
            ["Ana Lee", "Bo Moss"],
            None,
            "NeurIPS",
        ),
        (
            "- Cheap priors for noisy labels\n  *Lee, A., & Moss, B.* [2001], Journal of Applied Ecology\n",
            ["Lee, A.", "Moss, B."],
            2001,
            "Journal of Applied Ecology",
        ),
        ("- **Tiled attention for long documents**\n  **by Ana Lee**, ICCV (2019)\n", ["Ana Lee"], 2019, "ICCV"),
        (  # a venue before the year, after the names: the names end at the comma
            "Sparse gating for speech models\n<br> Ana Lee, Nature (2019)\n",
            ["Ana Lee"],
            2019,
            "Nature",
        ),
    ],
)
def test_a_sub_line_gives_the_entry_its_authors_venue_and_year(
    text: str, authors: list[str], year: int | None, venue: str
) -> None:
    entry = one(f"# Papers\n\n{text}")
    assert (entry.occurrences[0].seed_authors, entry.year, entry.venue) == (authors, year, venue)


def test_a_venue_heading_names_where_a_paper_under_it_appeared_though_its_link_is_a_preprint() -> None:
    entry = one("# Papers\n\n## ICML\n\n- Sparse gating for speech models https://arxiv.org/abs/1901.00001\n")
    assert entry.venue == "ICML"


def test_citations_with_their_titles_on_consecutive_lines_stay_entries_of_their_own() -> None:
    """A line that opens with names and a year and goes on with a title is a paper, never the details of the one
    above it."""
    found = entries(
        "# Readings\n\nLee, A. (2004). On the status of our best theories. http://example.org/lee\n"
        "Moss, B. (1996). The case against idle servers. *Journal of Systems*, 4(2), 347--366.\n"
    )
    assert [entry.title for entry in found] == ["On the status of our best theories", "The case against idle servers"]


def test_names_and_venue_under_an_items_title_stay_that_papers_details() -> None:
    """The sub-line opens in bold, as a paper of its own may, but gives only names, a year and a venue."""
    entry = one(
        "# Papers\n\n1. *Sparse gating for speech models* [[pdf]](https://example.org/s.pdf)\n"
        "   **Ana Lee et al.** [2015], **INFOCOM**\n"
    )
    assert (entry.occurrences[0].seed_authors, entry.year, entry.venue) == (["Ana Lee"], 2015, "INFOCOM")


# ----------------------------------------------- surnames in capitals, the year and a colon (DIN 1505, Citavi)


@pytest.mark.parametrize(
    "line, authors",
    [
        (
            "LINDQVIST, Marta, OSTERTAG, Hans-Peter, VOSS, Jana (2015): Speicher im Verteilnetz - "
            "Anwendungen und Kosten. Kassel",
            ["LINDQVIST, Marta", "OSTERTAG, Hans-Peter", "VOSS, Jana"],
        ),
        ("BRANDT, Leonie (2003): Speicher im Verteilnetz - Anwendungen und Kosten. Kassel", ["BRANDT, Leonie"]),
        (
            "KESSLER, Dr. Jonas, VOSS, Prof. Dr. Jana, BRANDT, Leonie (2019): Speicher im Verteilnetz - Anwendungen "
            "und Kosten. Kassel",
            ["KESSLER, Dr. Jonas", "VOSS, Prof. Dr. Jana", "BRANDT, Leonie"],
        ),
        (
            "KESSLER, Jonas, ANNA VOSS, DR. LEA BRANDT, u. a. (2015): Speicher im Verteilnetz - Anwendungen und "
            "Kosten. Kassel",
            ["KESSLER, Jonas", "ANNA VOSS", "DR. LEA BRANDT"],
        ),
        (
            "KESSLER, Jonas, WEIß, Julika, u. a. (2018, August): Speicher im Verteilnetz - Anwendungen und Kosten. "
            "Kassel",
            ["KESSLER, Jonas", "WEIß, Julika"],
        ),
    ],
)
def test_surnames_in_capitals_before_their_given_names_are_whole_names_and_the_title_ends_at_its_full_stop(
    line: str, authors: list[str]
) -> None:
    entry = one(f"References\n==========\n\n{line}\n", "refs.rst")
    assert (entry.title, entry.occurrences[0].seed_authors) == (
        "Speicher im Verteilnetz - Anwendungen und Kosten",
        authors,
    )


def test_a_comma_after_the_year_in_brackets_sets_the_title_off_as_a_full_stop_does() -> None:
    """Wiley's "cite this" form: the title ends at its full stop, the journal, volume and pages after it."""
    entry = one(
        "- Liu, C., Mak, V. and Rapoport, A. (2015), Cost-sharing in directed networks: Experimental study of "
        "equilibrium choice. Journal of Operations Management, 39-40: 31-47. <https://doi.org/10.1016/j.jom.2015.07.004>\n"
    )
    assert (entry.title, entry.year, entry.venue) == (
        "Cost-sharing in directed networks: Experimental study of equilibrium choice",
        2015,
        "Journal of Operations Management",
    )
    assert entry.occurrences[0].seed_authors == ["Liu, C.", "Mak, V.", "Rapoport, A."]


def test_an_author_date_key_of_surnames_in_title_case_stays_a_key() -> None:
    entry = one("# Papers\n\n- Ritchie, Thompson (1974) The UNIX time-sharing system\n")
    assert entry.occurrences[0].seed_authors == ["Ritchie", "Thompson"]


def test_a_citation_closed_by_an_address_written_out_after_a_colon_is_no_sentence_introducing_a_link() -> None:
    line = (
        "FISCHER, Lena, BAUER, Tim (2013): Möglichkeiten zum Ausgleich fluktuierender Einspeisungen aus "
        "erneuerbaren Energien. Büro für technische Planung Online verfügbar unter: URL: https://example.org/bericht"
    )
    entry = one(f"References\n==========\n\n{line}\n", "refs.rst")
    assert entry.title == "Möglichkeiten zum Ausgleich fluktuierender Einspeisungen aus erneuerbaren Energien"


def test_one_author_written_surname_first_before_a_quoted_title_is_a_citation_not_a_topic_label() -> None:
    found = entries(
        "### Homework\n\n"
        "- Kemman, Max. “Tool Criticism through Playful Digital Humanities Pedagogy.” (BHDH pp. 287–294)\n"
        '- Sichani, Anna-Maria. "Embracing Decline in Digital Scholarship beyond Sustainability." (BHDH pp. 317–324)\n'
    )
    assert [entry.occurrences[0].seed_authors for entry in found] == [["Kemman, Max"], ["Sichani, Anna-Maria"]]


@pytest.mark.parametrize("name", ["**Tiler:** ", "**Tile Net**: ", "**Tiler:**", "**Tiler**"])
def test_a_bold_method_name_over_its_authors_leaves_the_quoted_title_below_the_title(name: str) -> None:
    """Lists of one task's methods open each item with the method's bold name and its authors, the paper's quoted
    title with its venue on the line below; marks glued to the names (``**Tiler:**Ana``) Markdown reads as no bold,
    and the list meant one all the same."""
    entry = one(
        f"* {name}Ana Lee, Bo Moss Wu, Carl Ng.<br />\n"
        '  "Tiled attention for long documents" CVPR 2020.\n'
        "  [[paper](https://example.org/tiled.pdf)]\n"
    )
    assert (entry.title, entry.year) == ("Tiled attention for long documents", 2020)
    assert entry.occurrences[0].seed_authors == ["Ana Lee", "Bo Moss Wu", "Carl Ng"]


def test_a_glued_method_name_and_its_authors_are_no_paper_of_their_own() -> None:
    """Read without its bold, "**Tiler:**Ana Bo Lee, Carl Moss, Dina E. Wu." passes for a title and its authors;
    over a quoted title it is the method's name and authors, and the item one paper."""
    entry = one(
        '* **Tiler:**Ana Bo Lee, Carl Moss, Dina E. Wu.<br />\n  "Tiled attention for long documents"ICCV 2019.\n'
    )
    assert (entry.title, entry.year) == ("Tiled attention for long documents", 2019)
    assert entry.occurrences[0].seed_authors == ["Ana Bo Lee", "Carl Moss", "Dina E. Wu"]


# ------------------------------------------------------------------- one author marked among the names, or footnoted


@pytest.mark.parametrize(
    "line",
    [
        "- A. Lee, **B. Moss**, C. Wu. Sparse gating for speech models. In ICML 2020.",
        "- Lee, A., **Moss, B.**, & Wu, C. (2020). Sparse gating for speech models. *Journal of Speech*, 3, 1-9.",
        "- Lee, A., Wu, C., & *Moss, B.* (2020). Sparse gating for speech models. *Journal of Speech*, 3, 1-9.",
        "- **Moss, B.**, Lee, A., Wu, C. (2020). Sparse gating for speech models. *Journal of Speech*, 3, 1-9.",
        "- **Moss, B.** (2020). Sparse gating for speech models. *Journal of Speech*, 3, 1-9.",
    ],
)
def test_a_name_a_publications_page_marks_among_the_authors_is_no_title(line: str) -> None:
    """A person's page sets its owner's name bold (or italic) in each author list: the name is an author's."""
    entry = one(line + "\n")
    assert entry.title == "Sparse gating for speech models"
    assert "Moss, B." in entry.occurrences[0].seed_authors or "B. Moss" in entry.occurrences[0].seed_authors


@pytest.mark.parametrize(
    "line, title, venue",
    [
        pytest.param(
            "- C. S. Lee, Classical Moth Laws, _Asia Pac. Moth Newsl._ **4** (2014), no. 4,  5--9.",
            "Classical Moth Laws",
            "Asia Pac. Moth Newsl",
            id="a journal in italics with its volume after it",
        ),
    ],
)
def test_italics_after_names_that_are_no_name_among_them_keep_their_reading(
    line: str, title: str, venue: str | None
) -> None:
    entry = one(line + "\n")
    assert (entry.title, entry.venue) == (title, venue)


def test_an_italic_title_of_capitalised_words_after_one_name_stays_a_title() -> None:
    """A book's title in title case reads as a name ("No More Secondhand God"); with no initial of its own and no
    name after it, it is the title."""
    assert one("- R. Buckminster Lee, *No More Secondhand God*, 1971\n").title == "No More Secondhand God"


def test_marks_glued_to_authors_names_end_no_author_list() -> None:
    """A corresponding author's envelope, an equal contribution's star, a dagger: footnote marks, no words."""
    entry = one(
        "- Zhu, K.✉, Chatrin, C.✱, Moss, B.†, Ahel, I.✉ Ubiquitylation of nucleic acids by DELTEX ligases. "
        "EMBO Reports (2024).\n"
    )
    assert entry.title == "Ubiquitylation of nucleic acids by DELTEX ligases"
    assert entry.occurrences[0].seed_authors == ["Zhu, K.", "Chatrin, C.", "Moss, B.", "Ahel, I."]


def test_a_mark_inside_a_word_is_a_letter_of_it() -> None:
    """Mis-decoded text writes a dagger in place of a letter ("S‡ndor"): inside a word it stays."""
    assert one("- Moss, B. (2020). Gr‡phs of speech. *Journal of Speech*, 3.\n").title == "Gr‡phs of speech"
