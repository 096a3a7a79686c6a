"""Titles read whole where a citation is a link's text, is keyed by its authors, or puts its authors after the title.

Each example test names one family of shapes (written in this file's own words) and fails without its rule; the
property test at the end renders random records through nineteen citation styles and eight containers (a bullet, a
numbered item, a reference number with [pdf] and [code] links after the citation, a link around the whole citation,
around its authors and title, or around the title alone, a bold title, a table cell) and holds that the title read
is the title written, after the project's title normalisation.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import parse_text
from enrich.titles import normalize_title
from enrich.venues import canonical_acronym
from tests.parsed import entries, initials, name_series, one

# ------------------------------------------------------------------------------------------------ families


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        pytest.param(
            "- van der Berg, S., & Zhang, L. (2020). Sparse Kernels for Protein Folding. Bar Quarterly Review, 12(3).",
            ["van der Berg, S.", "Zhang, L."],
            id="APA, the first surname opening with lower-case particles",
        ),
        pytest.param(
            "- [de Souza A, Zhang L. Sparse Kernels for Protein Folding. Bar Q Rev. 2020;12(3):45-67.](https://x.org/a)",
            ["de Souza A", "Zhang L"],
            id="Vancouver as a link's text, the first surname opening with a particle",
        ),
        pytest.param(
            "- Zhang, L. & van der Berg, S. Sparse Kernels for Protein Folding. Bar Quarterly Review 12, 45–67 (2020).",
            ["Zhang, L.", "van der Berg, S."],
            id="Nature, a later surname opening with particles",
        ),
        pytest.param(
            "- [Sven van der Berg and Li Zhang. 2020. Sparse Kernels for Protein Folding. Bar Quarterly Review.](https://x.org/a)",
            ["Sven van der Berg", "Li Zhang"],
            id="ACM as a link's text, given names before a particle surname",
        ),
    ],
)
def test_surnames_with_lower_case_particles_open_an_author_list(line: str, authors: list[str]) -> None:
    entry = one(f"## Papers\n\n{line}\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (
        "Sparse Kernels for Protein Folding",
        2020,
        authors,
    )


@pytest.mark.parametrize(
    "line",
    [
        pytest.param(
            "- Castillo, Y. (2023). Do Graph Kernels Transfer? Evidence from Protein Folding. Bar Review, 12(3), 1-9.",
            id="APA",
        ),
        pytest.param(
            "- Yoshua Castillo. 2023. Do Graph Kernels Transfer? Evidence from Protein Folding. Bar Review.", id="ACM"
        ),
        pytest.param(
            "- Yoshua Castillo: Do Graph Kernels Transfer? Evidence from Protein Folding. Bar Review 2023", id="colon"
        ),
    ],
)
def test_a_cited_titles_question_mark_opens_its_subtitle(line: str) -> None:
    assert one(line + "\n").title == "Do Graph Kernels Transfer? Evidence from Protein Folding"


def test_a_question_ending_the_title_stays_its_end_before_the_venue() -> None:
    entry = one("- Castillo, Y. (2023). Do Graph Kernels Transfer? Bar Quarterly Review, 12(3), 45-67.\n")
    assert (entry.title, entry.venue) == ("Do Graph Kernels Transfer?", "Bar Quarterly Review")


def test_a_cited_title_with_a_question_and_subtitle_in_a_paragraph_is_no_sentence() -> None:
    """A paragraph line, no list marker: the question mark inside the title is no sentence's end there."""
    line = "Is the trial blinded? Review of published trials. Okafor C, Berg T. Bar Med J 1999: 3(7); 670-4.\n"
    assert one(line).title == "Is the trial blinded? Review of published trials"


def test_a_word_quoted_inside_an_unquoted_title_is_no_quoted_title() -> None:
    line = '- Tanaka, C. Why "Good" Features Fail: A Study of Shortcut Learning. Bar Quarterly Review 12, 4–6 (2023).\n'
    assert one(line).title == 'Why "Good" Features Fail: A Study of Shortcut Learning'


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        pytest.param("- Okafor et al. 2007 - Learning to Rank Protein Folds", ["Okafor"], id="et al., year, dash"),
        pytest.param(
            "- [Okafor et al. 2007 - Learning to Rank Protein Folds](https://x.org/a.pdf)",
            ["Okafor"],
            id="the same as a link's text",
        ),
        pytest.param(
            "- O'Neil et al., 2007 – [Learning to Rank Protein Folds](https://x.org/a.pdf)",
            ["O'Neil"],
            id="the key before the title's link",
        ),
        pytest.param(
            "- [Okafor et al. 2007 Learning to Rank Protein Folds](https://x.org/a.pdf)",
            ["Okafor"],
            id="et al. and a bare year, no separator",  # "et al." marks the key: the year closes it
        ),
        pytest.param(
            "- Okafor and Kim (2007): Learning to Rank Protein Folds",
            ["Okafor", "Kim"],
            id="year in parentheses, colon",
        ),
    ],
)
def test_an_author_date_key_with_a_dash_or_colon_before_the_title(line: str, authors: list[str]) -> None:
    entry = one(f"## Papers\n\n{line}\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (
        "Learning to Rank Protein Folds",
        2007,
        authors,
    )


@pytest.mark.parametrize(
    "key",
    ["Okafor 2007", "Okafor et al. 2007", "Okafor and Berg 2007,", "van der Berg, 2007", "Okafor (2007):"],
)
def test_an_author_date_key_before_a_linked_title_names_the_paper(key: str) -> None:
    entry = one(f"- {key} [Learning to Rank Protein Folds](https://x.org/a.pdf)\n")
    assert (entry.title, entry.year) == ("Learning to Rank Protein Folds", 2007)


def test_lines_of_keys_and_linked_titles_in_one_paragraph_are_one_paper_each() -> None:
    """No bullets, no blank lines: each line names its paper by a key and a linked title. Read as one citation
    wrapped over the lines, the papers after the first were lost without a word."""
    text = (
        "# Reading group\n\n"
        "Okafor et al. 2007 [Learning to Rank Protein Folds](https://x.org/a.pdf)\n"
        "Berg 2011 [Sparse Kernels for Folding Graphs](https://x.org/b.pdf)\n"
        "Castillo and Wu (2015) [Do Graph Kernels Transfer](https://x.org/c.pdf)\n"
    )
    read = parse_text(text, "list.md")
    assert [(entry.title, entry.year) for entry in read.entries] == [
        ("Learning to Rank Protein Folds", 2007),
        ("Sparse Kernels for Folding Graphs", 2011),
        ("Do Graph Kernels Transfer", 2015),
    ]
    assert read.unparsed == []


def test_a_key_over_its_papers_pdf_link_stays_that_papers_line() -> None:
    text = "# Reading group\n\n**Learning to Rank Protein Folds**\nOkafor et al. 2007 [pdf](https://x.org/a.pdf)\n"
    (entry,) = parse_text(text, "list.md").entries
    assert entry.title == "Learning to Rank Protein Folds" and entry.links[0].url == "https://x.org/a.pdf"


@pytest.mark.parametrize("label", ['"Learning to Rank Protein Folds"', "“Learning to Rank Protein Folds,”"])
def test_a_linked_title_in_quotes_is_read_without_them(label: str) -> None:
    assert one(f"- [{label}](https://x.org/a.pdf) Bar Review 2007\n").title == "Learning to Rank Protein Folds"


def test_a_keyed_citation_as_a_links_text_ends_its_title_at_the_full_stop() -> None:
    entry = one("- [Okafor et al. (2007). Learning to Rank Protein Folds. Bar Quarterly Review.](https://x.org/a)\n")
    assert (entry.title, entry.year, entry.venue) == ("Learning to Rank Protein Folds", 2007, "Bar Quarterly Review")


@pytest.mark.parametrize(
    "line",
    [
        pytest.param("- Learning to Rank Protein Folds, Ana Ruiz and Tom Bell, Bar Quarterly Review 2007", id="two"),
        pytest.param("- [Learning to Rank Protein Folds, A. Ruiz, T. Bell, NeurIPS 2007](https://x.org/a)", id="link"),
        pytest.param("- Learning to Rank Protein Folds, Ana Ruiz, Bar Quarterly Review 2007", id="one person"),
        pytest.param("- Learning to Rank Protein Folds (Ruiz et al., Bar Quarterly Review 2007)", id="parenthesised"),
    ],
)
def test_authors_after_the_title_and_before_its_venue_are_not_the_titles(line: str) -> None:
    entry = one(f"## Papers\n\n{line}\n")
    assert (entry.title, entry.year) == ("Learning to Rank Protein Folds", 2007)


@pytest.mark.parametrize(
    "line",
    [
        pytest.param("- Bootstrap Methods for Survival Data - Efron (1979)", id="a dash, the year in parentheses"),
        pytest.param(
            "- [Bootstrap Methods for Survival Data](https://x.org/a) — Efron et al., 1979", id="after a link"
        ),
    ],
)
def test_an_author_date_key_after_a_dash_closing_the_title(line: str) -> None:
    entry = one(f"## Papers\n\n{line}\n")
    assert (entry.title, entry.year) == ("Bootstrap Methods for Survival Data", 1979)


def test_a_keys_year_after_a_comma_then_a_full_stop() -> None:
    entry = one("- Hubel & Wiesel, 1962. Receptive fields in the visual cortex of the cat. J Physiol.\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (
        "Receptive fields in the visual cortex of the cat",
        1962,
        ["Hubel", "Wiesel"],
    )


def test_a_comma_series_ending_a_title_is_no_author_list() -> None:
    entry = one("- Learning to Rank, Fold, and Dock Proteins, Bar Quarterly Review 2007\n")
    assert entry.title == "Learning to Rank, Fold, and Dock Proteins"


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        pytest.param(
            "- [A. Okafor, B. Lind. Sparse Kernels for Protein Folding.](https://x.org/a) Bar Quarterly Review 2020.",
            ["A. Okafor", "B. Lind"],
            id="initials first, the venue and year after the link",
        ),
        pytest.param(
            "- [Okafor J, Lind A. Sparse Kernels for Protein Folding.](https://x.org/a) Bar Q Rev. 2020;12:45.",
            ["Okafor J", "Lind A"],
            id="Vancouver, the journal and date after the link",
        ),
        pytest.param(
            "- [Okafor et al., Sparse Kernels for Protein Folding](https://x.org/a) (NeurIPS 2020)",
            ["Okafor"],
            id="a key and a comma, the venue after the link",
        ),
        pytest.param(
            "- [Okafor, J., Lind, A.: Sparse Kernels for Protein Folding](https://x.org/a). In: Proc. NeurIPS (2020)",
            ["Okafor, J.", "Lind, A."],
            id="Springer's LNCS, the proceedings after the link",
        ),
    ],
)
def test_a_link_around_the_authors_and_title_leaves_the_venue_after_it(line: str, authors: list[str]) -> None:
    entry = one(line + "\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (
        "Sparse Kernels for Protein Folding",
        2020,
        authors,
    )
    assert [link.url for link in entry.links] == ["https://x.org/a"]


def test_natures_one_author_before_the_title() -> None:
    entry = one(
        "- [Tanaka, C. Sparse Kernels for Protein Folding. Bar Quarterly Review 12, 45–67 (2023).](https://x.org/a)\n"
    )
    assert (entry.title, entry.occurrences[0].seed_authors) == ("Sparse Kernels for Protein Folding", ["Tanaka, C."])


@pytest.mark.parametrize(
    "line",
    [
        pytest.param(
            "- P. Moritz and R. Nishihara. 2018. **Ray**: A Framework for Tasks at Scale. In OSDI.", id="cited"
        ),
        pytest.param(
            "- [**Ray**: A Framework for Tasks at Scale](https://x.org/a.pdf) OSDI'18", id="linked, venue after"
        ),
        pytest.param("- Anyscale **Ray**: A Framework for Tasks at Scale. OSDI 2018.", id="after a system prefix"),
    ],
)
def test_a_bold_name_before_a_colon_is_joined_with_the_rest_of_its_title(line: str) -> None:
    entry = one(line + "\n")
    assert (entry.title, entry.year) == ("Ray: A Framework for Tasks at Scale", 2018)


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("- **Paper:** [{title}]({url}) (NAACL 2019)", id="colon inside the bold"),
        pytest.param("**Paper**: [{title}]({url})", id="colon after the bold, a paragraph"),
        pytest.param("- **PDF link:** [{title}]({url})", id="two words"),
    ],
)
def test_a_bold_fields_label_before_a_linked_title_is_no_title(text: str) -> None:
    """Records of a paper's links label the field in bold: every such paper was once titled "Paper", and the
    papers of one list, all "Paper", were merged into one."""
    titles = ["Sparse Kernels for Protein Folding", "Dense Kernels for Protein Unfolding"]
    lines = [text.format(title=title, url=f"https://x.org/{n}.pdf") for n, title in enumerate(titles)]
    assert [entry.title for entry in entries("\n\n".join(lines) + "\n")] == titles


@pytest.mark.parametrize("label", ["**Citation**:", "Citation:", "**Reference:**"])
def test_a_citation_fields_label_opening_an_item_is_no_word_of_the_citation(label: str) -> None:
    """Records of a paper's details label its reference: the citation after the label is read as any citation."""
    entry = one(
        f'- {label} A. Okafor and B. Lind, "Sparse Kernels for Protein Folding," J. Opt. Soc. Am. A 14 (1997).\n'
    )
    assert (entry.title, entry.occurrences[0].seed_authors) == (
        "Sparse Kernels for Protein Folding",
        ["A. Okafor", "B. Lind"],
    )


def test_an_undated_citation_as_a_links_text_is_read_as_the_citation() -> None:
    entry = one(
        "- [A. Okafor, B. Lind. Sparse Kernels for Protein Folding. Bar Quarterly Review.](https://x.org/a.pdf)\n"
    )
    assert (entry.title, canonical_acronym(entry.venue), entry.occurrences[0].seed_authors) == (
        "Sparse Kernels for Protein Folding",
        "Bar Quarterly Review",
        ["A. Okafor", "B. Lind"],
    )


def test_an_italic_journal_after_vancouver_names_is_no_author_list() -> None:
    line = (
        "- [Okafor J, Lind A. Sparse kernels for protein folding. *Bar Q Rev*. 2020 Mar;12(3):45-67.](https://x.org/a)"
    )
    entry = one(line + "\n")
    assert (entry.title, entry.occurrences[0].seed_authors) == (
        "Sparse kernels for protein folding",
        ["Okafor J", "Lind A"],
    )


def test_a_key_that_is_a_link_of_its_own_before_the_title() -> None:
    entry = one("- [Okafor & Lind (2020)](https://x.org/a) Sparse Kernels for Protein Folding. Bar Quarterly Review.\n")
    assert (entry.title, entry.year, entry.venue) == (
        "Sparse Kernels for Protein Folding",
        2020,
        "Bar Quarterly Review",
    )
    assert [link.url for link in entry.links] == ["https://x.org/a"]


def test_an_author_date_key_in_bold_is_no_title() -> None:
    entry = one("- **Okafor et al. (2020)**. Sparse Kernels for Protein Folding. Bar Quarterly Review.\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (
        "Sparse Kernels for Protein Folding",
        2020,
        ["Okafor"],
    )


def test_vancouver_names_after_a_linked_title_are_its_authors() -> None:
    entry = one("- [Sparse kernels for protein folding.](https://x.org/a) Okafor J, Lind A. *Bar Q Rev*. 2020;12:45.\n")
    assert (entry.title, canonical_acronym(entry.venue), entry.occurrences[0].seed_authors) == (
        "Sparse kernels for protein folding",
        "Bar Q Rev",
        ["Okafor J", "Lind A"],
    )


@pytest.mark.parametrize(
    "line",
    [
        pytest.param(
            "- [Learning to Rank](https://x.org/a.pdf) on Graphs with Sparse Kernels. NeurIPS 2020.", id="link"
        ),
        pytest.param("- **Learning to Rank** on Graphs with Sparse Kernels, NeurIPS 2020", id="bold"),
    ],
)
def test_a_marked_titles_words_going_on_after_the_mark(line: str) -> None:
    entry = one(line + "\n")
    assert (entry.title, entry.year) == ("Learning to Rank on Graphs with Sparse Kernels", 2020)


@pytest.mark.parametrize("note", ["on arXiv", "in NeurIPS 2020", "for details see the blog"])
def test_a_note_or_venue_after_a_linked_title_is_no_part_of_it(note: str) -> None:
    assert one(f"- [Learning to Rank on Graphs](https://x.org/a.pdf) {note}\n").title == "Learning to Rank on Graphs"


# ------------------------------------------------------------------------------------------------ property


@dataclass(frozen=True)
class Record:
    authors: tuple[tuple[str, str], ...]  # (given names, surname)
    title: str
    venue: str
    year: int


def _inner_quotes(title: str) -> str:
    """A title's own quotes as styles that quote the title write them: single inside double."""
    return title.replace('"', "'")


def _apa(r: Record) -> str:
    names = name_series([f"{s}, {initials(g)}" for g, s in r.authors], ", & ")
    return f"{names} ({r.year}). {r.title}. *{r.venue}*, 12(3), 45-67."


def _vancouver(r: Record) -> str:
    names = ", ".join(f"{s} {initials(g, stops=False)}" for g, s in r.authors)
    venue = f"*{r.venue}*" if r.year % 2 else r.venue  # italic or not, as lists copy it
    return f"{names}. {r.title}. {venue}. {r.year};12(3):45-67."


def _ieee(r: Record) -> str:
    names = name_series([f"{initials(g)} {s}" for g, s in r.authors])
    return f'{names}, "{_inner_quotes(r.title)}," in {r.venue}, {r.year}.'


def _mla(r: Record) -> str:
    (given, surname), more = r.authors[0], ", et al" if len(r.authors) > 1 else ""
    return f'{surname}, {given}{more}. "{_inner_quotes(r.title)}." {r.venue}, vol. 12, {r.year}, pp. 45-67.'


def _chicago(r: Record) -> str:
    (given, surname), *others = r.authors
    names = name_series([f"{surname}, {given}"] + [f"{g} {s}" for g, s in others])
    return f'{names}. {r.year}. "{_inner_quotes(r.title)}." {r.venue} 12 (3): 45-67.'


def _acm(r: Record) -> str:
    return f"{name_series([f'{g} {s}' for g, s in r.authors])}. {r.year}. {r.title}. {r.venue}."


def _nature(r: Record) -> str:
    names = [f"{s}, {initials(g)}" for g, s in r.authors]
    return f"{name_series(names, ' & ')} {r.title}. {r.venue} 12, 45–67 ({r.year})."


def _harvard(r: Record) -> str:
    names = name_series([f"{s}, {initials(g)}" for g, s in r.authors], " and ")
    return f"{names} ({r.year}) {r.title}. {r.venue}, 12(3)."


def _initials_first(r: Record) -> str:
    return f"{', '.join(f'{initials(g)} {s}' for g, s in r.authors)}. {r.title}. {r.venue}, 12:3, 45-67 ({r.year})."


def _key_dash(r: Record) -> str:
    return f"{r.authors[0][1]} et al. {r.year} - {r.title}"


def _authors_colon(r: Record) -> str:
    return f"{name_series([f'{g} {s}' for g, s in r.authors])}: {r.title}. {r.venue} {r.year}"


def _title_key(r: Record) -> str:
    return f"{r.title} ({r.authors[0][1]} et al., {r.venue} {r.year})"


def _title_authors_venue(r: Record) -> str:
    return f"{r.title}, {name_series([f'{g} {s}' for g, s in r.authors])}, {r.venue} {r.year}"


def _undated(r: Record) -> str:
    return f"{', '.join(f'{initials(g)} {s}' for g, s in r.authors)}. {r.title}. {r.venue}."


def _key_link(r: Record) -> str:
    """The key is a link of its own, the title after it: never put in another link or in bold."""
    return f"[{r.authors[0][1]} et al. ({r.year})]({_URL}) {r.title}. {r.venue}."


def _bold_key(r: Record) -> str:
    """The key in bold, the title after it: never put in a link or bolded again."""
    return f"**{r.authors[0][1]} et al. ({r.year})**. {r.title}. {r.venue}."


def _title_first_vancouver(r: Record) -> str:
    names = ", ".join(f"{s} {initials(g, stops=False)}" for g, s in r.authors)
    return f"{r.title}. {names}. {r.venue}. {r.year};12:45-67."


def _dashed_key_after(r: Record) -> str:
    return f"{r.title} - {r.authors[0][1]} et al. ({r.year})"


def _title_venue(r: Record) -> str:
    return f"{r.title}. {r.venue}, {r.year}."


_URL = "https://example.org/paper.pdf"
STYLES = {
    style.__name__.lstrip("_"): style
    for style in (
        _apa,
        _vancouver,
        _ieee,
        _mla,
        _chicago,
        _acm,
        _nature,
        _harvard,
        _initials_first,
        _key_dash,
        _authors_colon,
        _title_key,
        _title_authors_venue,
        _title_venue,
        _undated,
        _key_link,
        _bold_key,
        _title_first_vancouver,
        _dashed_key_after,
    )
}
CONTAINERS = (
    "bullet",
    "numbered",
    "reference number, links after",
    "link around all",
    "link around the authors and title",
    "link around the title",
    "bold title",
    "table cell",
)


def laid_out(record: Record, style: str, container: str) -> str | None:
    """The record as a Markdown list writes it; None when the style cannot be put in the container (a style that
    quotes its title has no title to bold or link apart from its quotes; one author before a colon in a link's
    text reads as a system's name: ``[Yoon Kim: Title](url)`` is ambiguous and not generated)."""
    citation = STYLES[style](record)
    if style in ("key_link", "bold_key") and container not in ("bullet", "numbered", "reference number, links after"):
        return None
    linked_names = container in ("link around all", "table cell", "link around the authors and title")
    if style == "authors_colon" and len(record.authors) == 1 and linked_names:
        return None
    if container == "bullet":
        line = f"- {citation}"
    elif container == "numbered":
        line = f"7. {citation}"
    elif container == "reference number, links after":
        line = f"[12] {citation} [[pdf]]({_URL}) [[code]](https://github.com/example/code)"
    elif container == "link around all":
        line = f"- [{citation}]({_URL})"
    elif container == "table cell":
        return f"## Papers\n\n| Paper | Notes |\n|---|---|\n| [{citation}]({_URL}) | read first |\n"
    elif record.title not in citation or style in ("ieee", "mla", "chicago"):
        return None
    elif container == "link around the authors and title":
        end = citation.index(record.title) + len(record.title)
        line = f"- [{citation[:end]}]({_URL}){citation[end:]}"
    elif container == "link around the title":
        line = "- " + citation.replace(record.title, f"[{record.title}]({_URL})", 1)
    else:
        line = "- " + citation.replace(record.title, f"**{record.title}**", 1)
    return f"## Papers\n\n{line}\n"


def title_read(text: str) -> str | None:
    found = parse_text(text, "list.md").entries
    return found[0].title if len(found) == 1 else None


_GIVEN = ("Alec", "Jong Wook", "Maria", "Chen", "Sven", "Priya", "Ana Luisa", "Tomas", "Li")
_SURNAMES = ("Radford", "Okafor", "Lindqvist", "Moreau", "Tanaka", "Castillo", "van der Berg", "O'Neil", "Smith-Jones")
_NOUNS = (
    "Graphs",
    "Kernels",
    "Proteins",
    "Transformers",
    "Memory",
    "Cortex",
    "Trials",
    "Streams",
    "Privacy",
    "Queries",
)
_ADJECTIVES = ("Sparse", "Robust", "Causal", "Federated", "Randomized", "Differential", "Efficient", "Neural")
_ACRONYMS = ("GPU", "BERT", "LLM", "CNN", "fMRI", "RCT")
# Known venues, and made-up ones named with a venue's word; a venue of neither kind after a title's full stop
# ("Title. Statistics in Medicine, 2020") is told from a subtitle by the venue rules, not by these.
_VENUES = (
    "NeurIPS",
    "Nature Neuroscience",
    "Journal of Neuroscience",
    "Journal of Applied Foo Studies",
    "Bar Quarterly Review",
    "Transactions on Made-Up Systems",
)

_word = st.sampled_from(_NOUNS)
_adjective = st.sampled_from(_ADJECTIVES)
_acronym = st.sampled_from(_ACRONYMS)
titles = st.one_of(
    st.builds("{} {} for {} {}".format, _adjective, _word, _adjective, _word),
    st.builds("On the {} of {} {}".format, _word, _adjective, _word),
    st.builds("{}: {} {} for {}".format, _acronym, _adjective, _word, _word),
    st.builds("{}: a {} Approach to {}".format, _acronym, _adjective, _word),
    st.builds("Do {} {} Help? Evidence from {} {}".format, _adjective, _word, _adjective, _word),
    st.builds("Are {} {} All You Need?".format, _adjective, _word),
    st.builds('Why "{}" {} Fail: A Study of {}'.format, _adjective, _word, _word),
    st.builds("{} {} with {} on {}".format, _acronym, _word, _adjective, _word),
)
records = st.builds(
    Record,
    authors=st.lists(
        st.tuples(st.sampled_from(_GIVEN), st.sampled_from(_SURNAMES)), min_size=1, max_size=4, unique_by=lambda n: n[1]
    ).map(tuple),
    title=titles,
    venue=st.sampled_from(_VENUES),
    year=st.integers(min_value=1990, max_value=2025),
)


@settings(max_examples=400, deadline=None)
@given(records, st.sampled_from(sorted(STYLES)), st.sampled_from(CONTAINERS))
def test_the_title_read_is_the_title_written_in_every_style_and_container(
    record: Record, style: str, container: str
) -> None:
    text = laid_out(record, style, container)
    if text is None:
        return
    read = title_read(text)
    assert read is not None and normalize_title(read) == normalize_title(record.title), text


@pytest.mark.parametrize(
    "rest",
    [
        ", A. G. Riess *et al.*, The Astrophysical Journal, Vol. 861, No. 2, 2018.",
        ", Kestrel Collaboration, Science 361, 147--151 (2018)",
        " V. Lindqvist, MNRAS, sty974, [doi.org/10.1093/mnras/sty974](https://doi.org/10.1093/mnras/sty974), 2018",
        " 2018-12 D.F. Okafor, Open Astron., 26(1):111-119, 2018.",
    ],
)
def test_a_title_in_italics_opening_a_paragraph_ends_with_its_italics(rest: str) -> None:
    """A page that sets each paper's title in italics at the start of its paragraph, then the authors (a
    collaboration's name, a date before them) and the journal: the italics bound the title, whatever the fields
    after them read as."""
    entry = one(f"# Reviewed papers\n\n*Milky Way Cepheid Standards for Measuring Cosmic Distances*{rest}\n")
    assert (entry.title, entry.year) == ("Milky Way Cepheid Standards for Measuring Cosmic Distances", 2018)


def test_the_names_after_an_opening_italic_title_are_its_authors_and_the_journal_its_venue() -> None:
    entry = one(
        "# Reviewed papers\n\n*A unifying theory of dark energy*, J.S. Farnes, Astronomy and Astrophysics 620,"
        " A92, Dec. 2018.\n"
    )
    assert (entry.title, canonical_acronym(entry.venue), entry.occurrences[0].seed_authors) == (
        "A unifying theory of dark energy",
        "A&A",
        ["J.S. Farnes"],
    )


def test_an_italic_name_over_its_subtitle_or_a_title_going_on_past_its_italics_stays_whole() -> None:
    """Italics that open a title but do not hold all of it: a system's name before the subtitle's colon, words the
    title goes on with in lower case, or a star inside a bold title that Markdown pairs with the bold's own."""
    text = (
        "# Papers\n\n*Ray*: A Distributed Framework for Emerging AI Applications, OSDI 2018\n\n"
        "*Deep Residual Learning* for image recognition, CVPR 2016\n\n"
        "8. **Path Planning in Unstructured Environments: A Real-time Hybrid A* Implementation** - Dec 2016\n"
    )
    assert [entry.title for entry in parse_text(text, "list.md").entries] == [
        "Ray: A Distributed Framework for Emerging AI Applications",
        "Deep Residual Learning for image recognition",
        "Path Planning in Unstructured Environments: A Real-time Hybrid A Implementation",
    ]


@pytest.mark.parametrize(
    "names",
    [
        "Okafor, A.B. and T.C. Bell '",  # the title's link in single quotes after its names
        "OKAFOR, Ada; BELL, Tom; and WONG, Meng Weng (HUANG Mingrong).",  # a name's other form in parentheses
        "Okafor, Ada (née Lund) and Bell, Tom.",
        "Okafor Ada, Eugene d'Eon and Tom Bell,",  # a surname's particle joined by its apostrophe, after a given name
    ],
)
def test_names_before_a_linked_title_are_its_authors_whatever_wraps_the_link(names: str) -> None:
    """Names, then the title as a link's text: the names are the authors however the list wraps the link (in single
    quotes) or writes a name twice (its other form in parentheses, a maiden name): no title opens with them."""
    close, space = ("'", "") if names.endswith("'") else (".", " ")
    link = "[Learning to Rank Protein Folds](https://x.org/a)"
    entry = one(f"# Readings\n\n- {names}{space}{link}{close} Bar Review, 2007.\n")
    assert entry.title == "Learning to Rank Protein Folds"
    assert entry.occurrences[0].seed_authors[0].casefold().startswith("okafor")
