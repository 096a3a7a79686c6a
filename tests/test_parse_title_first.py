"""Lines that open with their title, its fields after it (the authors, the venue, the year), each set off by the
list's separator: the title ends where the fields begin, whatever marks the title or the fields carry.

Each case is a short line in the shape such lists write; each fails when the rule it names is taken out.
"""

from __future__ import annotations

import pytest

from enrich.parse.tagger import rules_only
from tests.parsed import one

# ------------------------------------------------------------- a field in bold after the title is not the title


@pytest.mark.parametrize(
    "line",
    [
        "- Sparse gating for speech models, **A. Lee and B. Moss**, ICML, 2019",
        "- *Sparse gating for speech models* — **Ana Lee et al.** — **NeurIPS** [2019]",
        "- Sparse gating for speech models - **by Ana Lee and Bo Moss** - **ICML** (2019)",
        "- [Sparse gating for speech models](https://example.org/a.pdf). **Lee, A., & Moss, B.**. ICML. 2019",
        "- *Sparse gating for speech models*, **NeurIPS'19** https://example.org/a.pdf",
        "1. Sparse gating for speech models | **Journal of Applied Acoustics** [2019]",
    ],
)
def test_an_author_list_or_a_venue_in_bold_after_a_title_leaves_the_title_to_it(line: str) -> None:
    assert one(f"# Papers\n\n{line}\n").title == "Sparse gating for speech models"


def test_a_bold_title_after_names_and_their_year_is_still_the_title() -> None:
    entry = one("# Papers\n\n- Ana Lee and Bo Moss. 2021. **Is the CHI crowd WEIRD?** In Proc. of CHI '21.\n")
    assert entry.title == "Is the CHI crowd WEIRD?"


# ------------------------------------------------------- a plain title ends where nothing but fields follow it


@pytest.mark.parametrize(
    "line, authors",
    [
        ("- Sparse gating for speech models — Ana Lee et al. — 2019", ["Ana Lee"]),
        ("- Sparse gating for speech models - by Ana Lee and Bo Moss - ICML'19", ["Ana Lee", "Bo Moss"]),
        ("- Sparse gating for speech models, Lee, A., & Moss, B., Physical Review E, 2019", ["Lee, A.", "Moss, B."]),
        ("- Sparse gating for speech models. Ana Lee, Bo Moss and Mei Ng. KDD. 2019", ["Ana Lee", "Bo Moss", "Mei Ng"]),
        ("- Sparse gating for speech models | A. Lee | ICML | 2019", ["A. Lee"]),
    ],
)
def test_a_plain_title_ends_where_its_author_list_begins(line: str, authors: list[str]) -> None:
    entry = one(f"# Papers\n\n{line}\n")
    assert (entry.title, entry.occurrences[0].seed_authors, entry.year) == (
        "Sparse gating for speech models",
        authors,
        2019,
    )


@pytest.mark.parametrize(
    "line, venue",
    [
        ("- Sparse gating for speech models. KDD [[pdf]](https://example.org/a.pdf)", "KDD"),
        ("- Sparse gating for speech models — *UIST* https://example.org/a.pdf", "UIST"),
        ("- Sparse gating for speech models, *Journal of Applied Acoustics* [2019]", "Journal of Applied Acoustics"),
    ],
)
def test_a_plain_title_ends_where_its_venue_begins(line: str, venue: str) -> None:
    entry = one(f"# Papers\n\n{line}\n")
    assert (entry.title, entry.venue) == ("Sparse gating for speech models", venue)


def test_a_title_keeps_its_own_commas_when_more_than_fields_follow_them() -> None:
    """Each field stands once: "Private Transactions" then "Nature" would be two venues, so the comma before
    "Private" is the title's own."""
    entry = one("# Papers\n\n- Tessel: Fast, Private Transactions, Nature, 2019\n")
    assert (entry.title, entry.venue) == ("Tessel: Fast, Private Transactions", "Nature")


def test_a_title_that_closes_on_a_name_shaped_part_keeps_it() -> None:
    """One name alone after a full stop, with no venue or year after it, is the title's own ("... II. Results")."""
    entry = one("# Papers\n\n- Finding lensed quasars with deep nets. II. Results (2019)\n")
    assert entry.title == "Finding lensed quasars with deep nets. II. Results"


def test_a_venue_line_with_a_date_is_no_title() -> None:
    entry = one(
        "# Papers\n\n* A. Lee *et al*, `On the burstiness of campus traffic\n"
        "  <https://doi.org/10.1145/1.2>`__.\n  ACM SIGCOMM '93 Symposium, August 1993.\n",
        "list.rst",
    )
    assert entry.title == "On the burstiness of campus traffic"


# ------------------------------------------------- fields after a linked or italic title leave the venue alone


@pytest.mark.parametrize(
    "line",
    [
        "- [Sparse gating for speech models](https://example.org/a.pdf) — **A. Lee and B. Moss** — Physical Review E"
        " — 2019",
        "1. *Sparse gating for speech models*, **A. Lee and B. Moss**, **Physical Review E** (2019)",
        "- [Sparse gating for speech models](https://example.org/a.pdf), **by Ana Lee and Bo Moss** [2019]",
        "- “Sparse gating for speech models”. **by Ana Lee and Bo Moss**. Physical Review E. 2019",
    ],
)
def test_the_authors_after_a_marked_title_are_not_its_venue(line: str) -> None:
    entry = one(f"# Papers\n\n{line}\n")
    assert entry.title == "Sparse gating for speech models"
    assert entry.venue in ("Physical Review E", None)
    assert entry.occurrences[0].seed_authors in (["A. Lee", "B. Moss"], ["Ana Lee", "Bo Moss"])


# ------------------------------------------ a bold name in parentheses, the italic title, its venue and year alone


@pytest.mark.parametrize(
    ("line", "venue", "year"),
    [
        ("- **(SortNet)** _SortNet: Sorting Cells by Shape at Scale_ ```arXiv 2023```", "arXiv", 2023),
        ("- **(Kestrel)** _Learning to sort cells with sparse kernels_ ```ICML 2021```", "ICML", 2021),
        (
            "- **(Quill)** _Quill: A Cell Sorter for Field Biology_ ```Cell Sorting Letters 2024```",
            "Cell Sorting Letters",
            2024,
        ),
    ],
)
def test_a_bold_name_in_parentheses_before_an_italic_title_is_a_nickname(
    line: str, venue: str | None, year: int
) -> None:
    """Lists that give each model's name before its paper set it in bold parentheses, as others write "[AWQ]": the
    italic title after it is the title, and the venue and year in code after that are the paper's."""
    entry = one(f"# Models\n\n{line}\n[[Paper](https://example.org/paper.pdf)] [[Code](https://github.com/a/b)]\n")
    assert entry.title == line.split("_")[1]
    assert entry.year == year
    assert venue is None or entry.venue == venue


@pytest.mark.parametrize(
    ("written", "venue"),
    [
        ("`arXiv 2022`", "arXiv"),
        ("```Cell Sorting Letters 2024```", "Cell Sorting Letters"),
        ("```JOURNAL OF MARINE CELL BIOLOGY 2024```", "JOURNAL OF MARINE CELL BIOLOGY"),
    ],
)
def test_an_italic_title_then_its_venue_and_year_alone_gives_both(written: str, venue: str) -> None:
    """The title's italics end it, so a venue and year after it, and nothing else, are the paper's, a journal the
    table does not know (or one written in capitals) too."""
    entry = one(f"- _Sorting Cells by Shape at Scale_ {written}\n[[Paper](https://example.org/paper.pdf)]\n")
    assert (entry.title, entry.venue, entry.year) == (
        "Sorting Cells by Shape at Scale",
        venue,
        int(written.strip("`")[-4:]),
    )


@pytest.mark.parametrize(
    "citation",
    [
        '"Sparse Codes for Tidal Maps." Mira Okonkwo and Tarek Haddad (2011).',
        "*Sparse Codes for Tidal Maps*, Mira Okonkwo and Tarek Haddad (2011)",
    ],
)
def test_the_year_closing_the_author_list_after_a_title_is_the_papers_by_the_rules_alone(citation: str) -> None:
    """The year in parentheses that closes the names after a quoted or italic title is read by the rules, not left
    to the entry labeller: the names leave the text after the title, the year stays in it."""
    with rules_only():
        entry = one(citation + "\n")
    assert (entry.title, entry.year) == ("Sparse Codes for Tidal Maps", 2011)
    assert entry.occurrences[0].seed_authors == ["Mira Okonkwo", "Tarek Haddad"]


@pytest.mark.parametrize(
    ("line", "title"),
    [
        (
            "* `SortNet`: Sorting cells by shape at scale. _Lee et al. ICML 2021_ [pdf](https://example.org/s.pdf)",
            "Sorting cells by shape at scale",
        ),
        (
            "* `Sort-A` & `Sort-B`: Two cell sorters for field biology. _Lee, Moss 2022._ [pdf](https://example.org/t.pdf)",
            "Two cell sorters for field biology",
        ),
        (  # a title that opens with a word in code keeps it: no colon follows the code
            "* `sort` considered harmful for cell biology. _Lee et al. 2020_ [pdf](https://example.org/u.pdf)",
            "sort considered harmful for cell biology",
        ),
    ],
)
def test_a_methods_name_set_as_code_before_its_colon_is_a_nickname(line: str, title: str) -> None:
    """Lists of methods name each, set as code, before its paper's title (```Grad-CAM`: Title``), as others write
    "[AWQ]": code then a colon is a name, never the title's first words."""
    assert one(f"# Methods\n\n{line}\n").title == title


@pytest.mark.parametrize(
    "tail",
    ["_Lee et al 2021_", "_Ana Lee, Bo Moss 2021._", "*Lee et al. ICML 2021*"],
)
def test_italic_names_closing_on_the_year_after_a_title_are_its_authors(tail: str) -> None:
    """Title-first lists set the citation's tail in italics, names then the year (``_Rudin et al 2021_``): the
    title ends before it, the names are the authors and the year is the paper's."""
    entry = one(f"# Papers\n\n* Sparse gating for speech models. {tail} [pdf](https://example.org/a.pdf)\n")
    assert (entry.title, entry.year) == ("Sparse gating for speech models", 2021)
    assert entry.occurrences[0].seed_authors[0] in ("Lee", "Ana Lee")
