"""A linked title with its citation written around it: a lead of names, year and journal before the link, the
PubMed-style names, year and journal after it, or the whole citation as the link's text.

Each example names a shape of the family; the property tests render generated names, years and journals through the
family's forms and hold that the link's text stays the title and the rest gives authors, year and journal.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import parse_text
from tests.parsed import one

TITLE = "Sparse coding of moving images in the primary visual cortex"
URL = "https://example.org/article/2013/55"


# ------------------------------------------------------------------------------------------------ lead before the link


@pytest.mark.parametrize(
    ("lead", "authors", "venue"),
    [
        pytest.param(
            "Moreau et al., 2013, Nature.", ["Moreau"], "Nature", id="et al. with its full stop, plain journal"
        ),
        pytest.param("Moreau et al, 2013, Neural Computation.", ["Moreau"], "Neural Computation", id="et al unstopped"),
        pytest.param(
            "Quill & Ostrander, 2018, *Neuron*.", ["Quill", "Ostrander"], "Neuron", id="two surnames, italic journal"
        ),
        pytest.param(
            "Quill and Ostrander, 2019, *Current Opinion in Neurobiology*.",
            ["Quill", "Ostrander"],
            "Current Opinion in Neurobiology",
            id="a long italic journal name",
        ),
        pytest.param("Quill et al, 2021, *Nat Rev Neurosci*.", ["Quill"], "Nat Rev Neurosci", id="abbreviated journal"),
        pytest.param("Quill et al. 2021", ["Quill"], None, id="a key without a journal"),
        pytest.param("Moreau R, 2005, Nature.", ["Moreau R"], "Nature", id="Vancouver's initials after the surname"),
        pytest.param(
            "Quill GR & Ostrander XJ, 2019, Neuron.", ["Quill GR", "Ostrander XJ"], "Neuron", id="two Vancouver names"
        ),
        pytest.param(
            "Quill G, 2015, Hippocampus.", ["Quill G"], "Hippocampus", id="a journal no table knows, after initials"
        ),
        pytest.param("Quill JG et al., 2021, bioRxiv.", ["Quill JG"], "bioRxiv", id="a preprint server in lower case"),
    ],
)
def test_a_lead_before_the_linked_title_gives_authors_year_and_journal(
    lead: str, authors: list[str], venue: str | None
) -> None:
    entry = one(f"# Reading\n\n- {lead} [{TITLE}]({URL})\n")
    assert (entry.title, entry.venue, entry.occurrences[0].seed_authors) == (TITLE, venue, authors)
    assert entry.year == int(lead.split("20")[1][:2]) + 2000


def test_a_lead_whose_journal_the_table_knows_by_its_name_gets_its_acronym() -> None:
    entry = one(f"- Quill et al, 2021, Proceedings of the National Academy of Sciences. [{TITLE}]({URL})\n")
    assert (entry.title, entry.venue_acronym) == (TITLE, "PNAS")


# ------------------------------------------------------------------------------------------------ after the link


@pytest.mark.parametrize(
    ("tail", "authors", "venue"),
    [
        pytest.param(", Varga R, 2005, Nature", ["Varga R"], "Nature", id="one author, surname and initial"),
        pytest.param(
            ", Varga KL & Osei J, 2010, Nat Rev Neurosci", ["Varga KL", "Osei J"], "Nat Rev Neurosci", id="ampersand"
        ),
        pytest.param(", Varga KL et al, 2020, Philos Trans R Soc B", ["Varga KL"], "Philos Trans R Soc B", id="et al"),
        pytest.param(", Varga KL, Osei J, Lund A, 2019.", ["Varga KL", "Osei J", "Lund A"], None, id="no journal"),
    ],
)
def test_pubmed_names_year_and_journal_after_the_linked_title(tail: str, authors: list[str], venue: str | None) -> None:
    entry = one(f"# Reading\n\n- [{TITLE}]({URL}){tail}\n")
    assert (entry.title, entry.venue, entry.occurrences[0].seed_authors) == (TITLE, venue, authors)
    assert entry.year is not None and str(entry.year) in tail


def test_a_vancouver_journal_name_gets_the_tables_acronym() -> None:
    entry = one(f"- [{TITLE}]({URL}), Varga KL et al, 2021, Proc Natl Acad Sci U S A\n")
    assert (entry.venue, entry.venue_acronym) == ("Proc Natl Acad Sci U S A", "PNAS")


def test_a_journal_and_year_after_the_link_are_no_author_list() -> None:
    """Without initials a capitalised word is no person: "Nature, 2019" after the link is the journal and year."""
    entry = one(f"- [{TITLE}]({URL}), Nature, 2019\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (TITLE, 2019, [])


# ------------------------------------------------------------------------------------------------ generated

surnames = st.sampled_from(["Moreau", "Quill", "Ostrander", "Varga", "Lund", "Osei", "Abernathy", "Kowalczyk"])
journals = st.sampled_from(
    ["Nature", "Neuron", "Cell", "Nat Neurosci", "Trends Cogn Sci", "Neural Computation", "Journal of Vision"]
)
titles = st.sampled_from(
    [TITLE, "Grid cells as a learned metric of space", "A theory of replay during rest in the hippocampus"]
)
years = st.integers(1960, 2029)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(surnames, min_size=1, max_size=2, unique=True),
    st.booleans(),
    years,
    journals,
    st.sampled_from(["{}", "*{}*", "_{}_"]),
    titles,
)
def test_every_lead_form_gives_the_link_text_as_title(
    names: list[str], et_al: bool, year: int, journal: str, markup: str, title: str
) -> None:
    written = " & ".join(names) + (" et al." if et_al and len(names) == 1 else "")
    entry = one(f"- {written}, {year}, {markup.format(journal)}. [{title}]({URL})\n")
    assert (entry.title, entry.year, entry.venue) == (title, year, journal)
    assert entry.occurrences[0].seed_authors == names


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(surnames, st.sampled_from(["A", "JK", "KLM"])), min_size=1, max_size=3, unique_by=lambda n: n[0]
    ),
    st.sampled_from([", ", " & ", " and "]),
    st.booleans(),
    years,
    journals,
    titles,
)
def test_every_pubmed_tail_gives_authors_year_and_journal(
    names: list[tuple[str, str]], joiner: str, et_al: bool, year: int, journal: str, title: str
) -> None:
    written = [f"{surname} {initials}" for surname, initials in names]
    listed = (", ".join(written[:-1]) + joiner + written[-1]) if len(written) > 1 else written[0]
    entry = one(f"- [{title}]({URL}), {listed}{' et al' if et_al else ''}, {year}, {journal}\n")
    assert (entry.title, entry.year, entry.venue) == (title, year, journal)
    assert entry.occurrences[0].seed_authors == written


# ------------------------------------------------------------------------------------------------ citation as link text


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        pytest.param(
            "Abernathy, Lund & Osei, Why Analysts Should Prefer the Median by Default, 2017",
            ["Abernathy", "Lund", "Osei"],
            "Why Analysts Should Prefer the Median by Default",
            id="three surnames, commas and an ampersand",
        ),
        pytest.param(
            "Kowalczyk and Varga, Observation-driven models for rare counts, 2003",
            ["Kowalczyk", "Varga"],
            "Observation-driven models for rare counts",
            id="two surnames joined by 'and'",
        ),
        pytest.param(
            "Moreau, A regression model for sparse series of counts, 1988",
            ["Moreau"],
            "A regression model for sparse series of counts",
            id="one surname",
        ),
        pytest.param(
            "Ines K. Abernathy, *Median, Mode or Mean? A primer on choosing a summary*, 2015",
            ["Ines K. Abernathy"],
            "Median, Mode or Mean? A primer on choosing a summary",
            id="given names and an italic title holding a comma",
        ),
        pytest.param(
            "Quill et al., Variable selection for matching models, 2006",
            ["Quill"],
            "Variable selection for matching models",
            id="et al. after the first surname",
        ),
    ],
)
def test_a_links_text_citing_names_title_and_year(text: str, authors: list[str], title: str) -> None:
    entry = one(f"# Reading\n\n- [{text}]({URL})\n")
    assert (entry.title, entry.occurrences[0].seed_authors) == (title, authors)
    assert entry.year == int(text[-4:])


def test_a_title_with_commas_before_a_year_keeps_its_first_words() -> None:
    """ "Attention" is a title's word, not a person's name: the link's text but its year is the title."""
    entry = one(f"- [Attention, Learn to Solve Routing Problems, 2019]({URL})\n")
    assert (entry.title, entry.occurrences[0].seed_authors) == ("Attention, Learn to Solve Routing Problems", [])


@settings(max_examples=150, deadline=None)
@given(
    st.lists(surnames, min_size=1, max_size=3, unique=True),
    st.sampled_from([" & ", " and ", ", "]),
    st.booleans(),
    years,
    titles,
)
def test_every_names_title_year_link_text_gives_the_title_alone(
    names: list[str], joiner: str, italic: bool, year: int, title: str
) -> None:
    listed = (", ".join(names[:-1]) + joiner + names[-1]) if len(names) > 1 else names[0]
    written = f"*{title}*" if italic else title
    entry = one(f"- [{listed}, {written}, {year}]({URL})\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (title, year, names)


# ------------------------------------------------------------------------------------------------ an address alone


@pytest.mark.parametrize(
    "url",
    [
        pytest.param("https://www.nature.com/articles/s41467-021-23456-7", id="a paper host's article page"),
        pytest.param("https://www.tandfonline.com/doi/abs/10.1080/09540091.2011.123456", id="a DOI in the path"),
        pytest.param("https://pubmed.ncbi.nlm.nih.gov/31234567/", id="PubMed"),
        pytest.param("https://arxiv.org/abs/2101.01234", id="arXiv"),
        pytest.param("https://web.example.edu/~lee/lee-2008.pdf", id="a PDF anywhere"),
        pytest.param("https://press.example.org/neco/article-abstract/33/11/2908/1234/Title-Words", id="article path"),
        pytest.param("https://www.example-journals.org/stable/184253", id="a stable numbered page"),
    ],
)
def test_a_bullet_holding_only_a_papers_address_is_an_entry_with_that_link(url: str) -> None:
    entry = one(f"# Replay\n\n- {url}\n")
    assert [link.url for link in entry.links] == [url]


def test_a_papers_address_gives_its_doi() -> None:
    entry = one("- https://www.tandfonline.com/doi/abs/10.1080/09540091.2011.123456\n")
    assert entry.doi == "10.1080/09540091.2011.123456"


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        pytest.param("https://github.com/lee/replay-toolkit", "software", id="a code repository"),
        pytest.param("https://www.example.edu/courses/cs101/", "course", id="a course page"),
        pytest.param("https://lee.example.org/", "web page", id="a homepage"),
        pytest.param("https://lee.example.org/projects/replay/", "web page", id="a folder of a site"),
        pytest.param("https://www.example.com/library/view/data-books/9781491957653/", "web page", id="a book's page"),
    ],
)
def test_a_bullet_holding_only_another_address_is_skipped_by_name(url: str, reason: str) -> None:
    result = parse_text(f"# Replay\n\n- {url}\n", "list.md")
    assert (result.records, dict(result.files[0].skipped)) == ([], {"heading": 1, reason: 1})


def test_an_address_alone_in_a_paragraph_is_no_entry() -> None:
    """The bullet makes the address an item of the list; a paragraph's address is a README's note."""
    assert parse_text("# Notes\n\nhttps://lee.example.org/notes/main.pdf\n", "README.md").entries == []


def test_an_address_keeps_the_identifier_labels_a_fix_wrote_after_it() -> None:
    entry = one("- https://www.nature.com/articles/s41593-019-0520-2 [DOI: 10.1038/s41593-019-0520-2]\n")
    assert entry.doi == "10.1038/s41593-019-0520-2"


@pytest.mark.parametrize("number", ["3.", "12."])
def test_an_items_number_glued_into_its_link_text_is_no_part_of_the_title(number: str) -> None:
    text = f"# Papers\n\n[{number}A Study of Sorting Cells by Shape](https://lab.example.org/sort.pdf)\n"
    assert one(text).title == "A Study of Sorting Cells by Shape"
