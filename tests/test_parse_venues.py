"""Venues and years where citation styles put them, for journals and venues the table may not know.

Each case is a short line in the shape a family of real lists writes (APA, Chicago, ACM reference format, a title
with its venue glued on); each fails when the rule it names is taken out.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.parse import parse_text
from enrich.parse.tagger import rules_only
from tests.parsed import one


def test_a_publisher_before_a_trailing_venue_goes_with_the_venue() -> None:
    entry = one("* Ranking the Channels of a Chart Again, IEEE VIS 2021\n")
    assert (entry.title, entry.year, entry.venue_acronym) == ("Ranking the Channels of a Chart Again", 2021, "VIS")


def test_apa_one_author_with_the_year_in_parentheses() -> None:
    entry = one(
        "* Lindqvist, K. (2004). A small calculus of mixins. Journal of Functional Programming, 14(2), 101–130.\n"
    )
    assert (entry.title, entry.year, entry.venue_acronym) == ("A small calculus of mixins", 2004, "JFP")
    assert entry.occurrences[0].seed_authors == ["Lindqvist, K."]


@pytest.mark.parametrize(
    "line, authors",
    [
        (
            "- Maria Okafor and Lena Berg. 2009. **Watching people type on shared screens**. In Proceedings of the "
            "SIGCHI Conference on Human Factors in Computing Systems (CHI '09).",
            ["Maria Okafor", "Lena Berg"],
        ),
        (
            "- Okafor, M., & Berg, L. (2009). **Watching people type on shared screens**. CHI.",
            ["Okafor, M.", "Berg, L."],
        ),
        (
            "- Lena Berg. 2009. **Watching people type on shared screens**. Commun. ACM 52, 3 (March 2009), 1-9.",
            ["Lena Berg"],
        ),
    ],
)
def test_authors_and_year_before_a_bold_title_beat_the_section_year(line: str, authors: list[str]) -> None:
    entry = one(f"# 2000\n\n{line}\n")
    assert (entry.title, entry.year) == ("Watching people type on shared screens", 2009)
    assert entry.occurrences[0].seed_authors == authors


def test_chicago_author_date_with_a_quoted_title() -> None:
    entry = one(
        "Haldane, Ruth. 2004b. “Why Coalitions Break Apart in Parliaments.” *Comparative Politics* 36 (2): 1–20.\n"
    )
    assert (entry.title, entry.year) == ("Why Coalitions Break Apart in Parliaments", 2004)
    assert entry.occurrences[0].seed_authors == ["Haldane, Ruth"]


@pytest.mark.parametrize(
    "line, venue",
    [
        (
            "* Okoro, T., & Lind, P. (2011). Gradual typing in practice. Journal of Obscure Type Studies, 4(2), 10–20.",
            "Journal of Obscure Type Studies",
        ),
        (
            'Ana Ruiz and Tom Bell, "Parties and Their Voters," *Electoral Studies Today* 55 (July 2003): 517-49.',
            "Electoral Studies Today",
        ),
        ("3. **A study of how people move through cities.** Urban Mobility 6.28 (2020).", "Urban Mobility"),
        (
            "- **A study of how people move through cities**. Bell, G. and Ray, P. Cities and Flows, 11(2), 2007.",
            "Cities and Flows",
        ),
        ("Ray, Pia. 2007b. “How People Move Through Cities.” *Urban Mobility*, 61:3.", "Urban Mobility"),
        pytest.param(
            "Blinding outcome assessors. Okafor CN, Berg T. J Trial Methods 2004: 57(2); 101-9.",
            "J Trial Methods",
            id="a medical journal's short name before 'Year: Volume(Issue); pages'",
        ),
    ],
)
def test_a_journal_the_table_does_not_know_is_read_by_its_place_in_the_citation(line: str, venue: str) -> None:
    assert one(line + "\n").venue == venue


def test_text_after_a_title_that_names_no_journal_gives_no_venue() -> None:
    entry = one("* Okoro, T. (2011). A thesis on gradual typing. Retrieved from https://example.org/t.pdf\n")
    assert (entry.title, entry.venue) == ("A thesis on gradual typing", None)


@pytest.mark.parametrize("month", ["April", "Jul.", "Sept"])
def test_a_dates_month_before_its_year_names_no_journal(month: str) -> None:
    """ "April 2023" reads as a name before its volume, as "Nature 2023" does; a month is no journal."""
    line = f'1. Ana Lee, ["Sparse Kernels for Protein Folding"](https://example.org/p.pdf), Kestrel, {month} 2023.'
    with rules_only():
        entry = one(line + "\n")
    assert entry.venue != month.rstrip(".")
    assert entry.year == 2023


def test_the_acronym_after_a_proceedings_name_is_the_venue() -> None:
    line = (
        "- Ana Ruiz and Tom Bell. 1997. **Grabbing objects far away in virtual rooms**. In Proceedings of the 1997 "
        "symposium on Interactive 3D graphics (I3D ’97). ACM, New York, NY, USA, 35-38."
    )
    entry = one(line + "\n")
    assert (entry.year, entry.venue_acronym) == (1997, "I3D")


def test_chapters_of_books_and_books_with_an_isbn_are_not_papers() -> None:
    text = (
        "## 2010\n\n"
        "- Ann Lee and Bo Ng. 2010. **Typing on shared screens**. In Proceedings of the CHI Conference (CHI '10).\n"
        "- Lee, K., & Ng, P. (2007). **Running experiments with people**. Textbook House. (Chapter 2 and Chapter 5)\n"
        "- A Handbook of Interfaces, Ann Lee, 2010. **Chapter 1 from A Handbook of Interfaces**.\n"
        "- **Machine Learning with People in the Loop**, Ann Lee, June 2021  ISBN 9781617296741\n"
    )
    result = parse_text(text, "list.md")
    assert [entry.title for entry in result.entries] == ["Typing on shared screens"]
    assert result.files[0].skipped == {"heading": 1, "book": 3}


def test_a_label_with_a_year_and_a_bare_address_above_a_list_of_papers_are_no_papers() -> None:
    text = (
        "## Earlier presentations\n\n"
        "Presented in 2020\n\n"
        "https://example.org/notes/main.pdf\n\n"
        "* Four Experiments on Reading Bar Charts, 2014\n"
        "* Error Bars Considered Harmful Again, 2014\n"
    )
    titles = [entry.title for entry in parse_text(text, "list.md").entries]
    assert titles == ["Four Experiments on Reading Bar Charts", "Error Bars Considered Harmful Again"]


def test_a_title_in_title_case_before_its_year_is_no_author_list() -> None:
    entry = one("* Error Bars Considered Harmful Again, 2014\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_authors) == (
        "Error Bars Considered Harmful Again",
        2014,
        [],
    )


BIB = """@inproceedings{lee2017,
  title = {A Dataset of Typing Behaviour},
  author = {Ann Lee, Bo Ng, Chen Wu Li},
  booktitle = {{TWIT} '17},
  year = {2017},
}

@misc{lee2019tool,
  title = {annlee/typing-tool},
  url = {https://github.com/annlee/typing-tool},
  author = {Lee, Ann},
  year = {2019},
}

@article{ford1990,
  title = {Cars in Cities},
  author = {Ford, Jr., Henry},
  journal = {Road Studies},
  year = {1990},
}
"""


def test_bibtex_acronym_with_its_year_comma_separated_authors_and_a_repository_cited_as_misc() -> None:
    result = parse_text(BIB, "refs.bib")
    papers = {entry.title: entry.occurrences[0] for entry in result.entries}
    assert set(papers) == {"A Dataset of Typing Behaviour", "Cars in Cities"}
    dataset = papers["A Dataset of Typing Behaviour"]
    assert dataset.seed_venue_acronym == "TWIT"
    assert dataset.seed_authors == ["Ann Lee", "Bo Ng", "Chen Wu Li"]
    assert papers["Cars in Cities"].seed_authors == ["Ford, Jr., Henry"]
    assert result.files[0].skipped == {"software": 1}


@pytest.mark.parametrize(
    "line, title",
    [
        ("1. How People Compare Two Charts  (Best Paper Honorable Mention)", "How People Compare Two Charts"),
        (
            "* Okoro, T. (2005). Evolving a Module System (Northern State University). Retrieved from https://example.org/t.pdf",
            "Evolving a Module System",
        ),
        ("* Scatterplots: Tasks, Data, and Designs, 2017", "Scatterplots: Tasks, Data, and Designs"),
        ("- [x] Sorting Charts by Their Shapes (recommended)", "Sorting Charts by Their Shapes"),
        ("* Reading Charts Aloud to Blind Readers (Working Draft)", "Reading Charts Aloud to Blind Readers"),
        ("* Reading Charts Aloud to Blind Readers (in press)", "Reading Charts Aloud to Blind Readers"),
        (
            "- [ ] How Good Are Chart Recommenders, Really?(some experiments,good)",
            "How Good Are Chart Recommenders, Really?",
        ),
    ],
)
def test_an_award_a_readers_note_a_status_or_a_thesis_institution_after_a_title_are_read_apart(
    line: str, title: str
) -> None:
    text = f"## Papers\n\n* Another Paper About Charts, 2016\n{line}\n"
    assert [entry.title for entry in parse_text(text, "list.md").entries][1] == title


def test_a_bold_title_wrapped_over_two_lines_is_read_whole_with_the_venue_after_it() -> None:
    text = (
        "1. **Spoken stories light up the\n"
        "semantic maps of the human cortex.** Nature 532.7600 (2016). [paper](https://example.org/articles/n1)\n"
    )
    entry = one(text)
    assert (entry.title, entry.year, entry.venue_acronym) == (
        "Spoken stories light up the semantic maps of the human cortex",
        2016,
        "Nature",
    )
    assert entry.occurrences[0].end_line == 2


def test_an_entry_with_an_authors_line_names_no_author_before_its_title() -> None:
    text = "1. Causal Support: Modeling How People Read Charts  \nAuthors: Ann Lee, Bo Ng\n"
    entry = one(text)
    assert entry.title == "Causal Support: Modeling How People Read Charts"
    assert entry.occurrences[0].seed_authors == ["Ann Lee", "Bo Ng"]


def test_a_sentence_that_cites_a_paper_is_prose_while_names_and_a_year_before_a_title_are_an_entry() -> None:
    text = (
        "This list gathers all the papers we surveyed in our paper [**Symbols and Embeddings: Two Ways of Reading "
        "Society**](https://arxiv.org/abs/2106.14198). It has three parts: text, networks and domains.\n\n"
        "Ann Lee and Bo Ng. 2008. [Reading Society Through Its Texts](https://arxiv.org/abs/2106.14199)\n"
    )
    result = parse_text(text, "list.md")
    assert [entry.title for entry in result.entries] == ["Reading Society Through Its Texts"]
    assert result.files[0].skipped == {"prose": 1}


@pytest.mark.parametrize(
    "sub_line, venue",
    [
        ("  - Ann Lee, Bo Ng, and Chen Li. *ECCV*, 2020.", "ECCV"),
        ("  - Ann Lee, Bo Ng, Chen Li. *Pattern Reading Letters*, 2020.", "Pattern Reading Letters"),
    ],
)
def test_authors_then_an_italic_venue_and_year_on_a_sub_line(sub_line: str, venue: str) -> None:
    text = f"- A Natural Attack on Deep Networks.\n  [[pdf]](https://example.org/a.pdf)\n{sub_line}\n"
    entry = one(text)
    assert (entry.year, entry.venue) == (2020, venue)
    assert entry.occurrences[0].seed_authors == ["Ann Lee", "Bo Ng", "Chen Li"]


@pytest.mark.parametrize(
    "line, title, authors",
    [
        (
            "13. Reading or Guessing? Testing What Language Models Know. _Ann Lee_ arXiv 2023. "
            "[[paper](https://arxiv.org/abs/2307.02477)]",
            "Reading or Guessing? Testing What Language Models Know",
            ["Ann Lee"],
        ),
        (
            "5. ToolBox: Teaching Language Models to Use 16000+ Tools. _Qin et al._ arXiv 2023. "
            "[[paper](https://arxiv.org/abs/2307.16789)]",
            "ToolBox: Teaching Language Models to Use 16000+ Tools",
            ["Qin"],
        ),
    ],
)
def test_italic_authors_after_the_title_close_it_and_the_venue_follows(
    line: str, title: str, authors: list[str]
) -> None:
    entry = one(line + "\n")
    assert (entry.title, entry.year, entry.venue_acronym) == (title, 2023, "arXiv")
    assert entry.occurrences[0].seed_authors == authors


def test_authors_then_a_plain_venue_and_year_on_a_sub_line() -> None:
    text = (
        "- Flipping a Few Bits to Attack Weights.\n  [[pdf]](https://example.org/a.pdf)\n"
        "  - Annabelle Lee, Bartholomew Ng, Christopher Wu, and Shu-Tao Li. arXiv, 2022.\n"
    )
    entry = one(text)
    assert (entry.year, entry.venue_acronym) == (2022, "arXiv")


def test_the_text_after_italic_authors_is_the_venue_by_its_place() -> None:
    entry = one("7. Answers of a Chat Model About Heart Surgery. _Ann S. Lee et al._ Cardiac Surgery 2023.\n")
    assert (entry.title, entry.year, entry.venue) == (
        "Answers of a Chat Model About Heart Surgery",
        2023,
        "Cardiac Surgery",
    )


def test_a_bibtex_entry_with_arxivs_own_doi_is_an_arxiv_preprint() -> None:
    text = "@misc{lee2022,\n  doi = {10.48550/ARXIV.2212.09736},\n  title = {Grounding Language Models},\n}\n"
    entry = one(text, "refs.bib")
    assert (entry.venue_acronym, entry.arxiv_id) == ("arXiv", "2212.09736")


def test_a_written_out_doi_url_keeps_its_balanced_parentheses() -> None:
    line = (
        "* Okoro, T., & Lind, P. (2020). Compiling With Two Connectives. Logical Methods in Computer Science, "
        "16(3), 1–13. https://doi.org/10.23638/LMCS-16(3:13)2020"
    )
    assert one(line + "\n").doi == "10.23638/lmcs-16(3:13)2020"


@pytest.mark.parametrize(
    "line, title, authors",
    [
        (
            "* Color Crafting: Building Colour Ramps Like Designers Do, IEEE VIS 2019",
            "Color Crafting: Building Colour Ramps Like Designers Do",
            [],
        ),
        (
            "* Inverse Cosmography: testing polynomials with machine learning, 2021",
            "Inverse Cosmography: testing polynomials with machine learning",
            [],
        ),
        (
            "* Kevin Murphy: Probabilistic Models of Sequences and Their Uses, ICML 2001",
            "Probabilistic Models of Sequences and Their Uses",
            ["Kevin Murphy"],
        ),
        (  # a maker's name opens a system's name
            "1. Google Quarry: Serving Sparse Lookups at Scale [2019-SOSP]",
            "Google Quarry: Serving Sparse Lookups at Scale",
            [],
        ),
        (  # a product's inner capital
            "1. Orbis TorrentAgent: Repairing Build Scripts with Traces [2024-ICSE]",
            "Orbis TorrentAgent: Repairing Build Scripts with Traces",
            [],
        ),
        (  # a surname's inner capital after its short prefix stays a person's
            "* Ryan McKinley: Probabilistic Parsing of Long Sentences, ACL 2006",
            "Probabilistic Parsing of Long Sentences",
            ["Ryan McKinley"],
        ),
    ],
)
def test_a_two_word_name_shaped_like_a_title_word_opens_the_title_not_the_authors(
    line: str, title: str, authors: list[str]
) -> None:
    entry = one(line + "\n")
    assert (entry.title, entry.occurrences[0].seed_authors) == (title, authors)


def test_an_unknown_tag_is_a_venue_where_the_lists_tags_are_venues_and_a_nickname_elsewhere() -> None:
    venues = (
        "## Walking\n\n- [**ICRA**] Learning to Walk on Stairs Quickly\n- [**CoRL**] Learning to Run on Sand\n"
        "- [**RSS**] Learning to Jump Over Gaps\n- [**PMLR**] Learning to Walk in Minutes on Ice\n"
    )
    tagged = {entry.title: entry.venue for entry in parse_text(venues, "list.md").entries}
    assert tagged["Learning to Walk in Minutes on Ice"] == "PMLR"
    names = (
        "## Hardware code\n\n- [**VHDL**] Generating Hardware Code With Models\n"
        "- [**CUDA**] Generating Kernels With Models\n- [**ICRA**] Learning to Walk on Stairs Quickly\n"
    )
    named = {entry.title: entry.venue for entry in parse_text(names, "list.md").entries}
    assert named["Generating Kernels With Models"] is None


@pytest.mark.parametrize(
    "line, title, year, venue",
    [
        (
            "* Fast Paxos, Distributed Computing 2006 [[pdf](https://example.org/fp.pdf)]",
            "Fast Paxos",
            2006,
            "Distributed Computing",
        ),
        (
            "* Batching in Paxos, Theoretical Computer Science 2013 [[pdf](https://example.org/b.pdf)]",
            "Batching in Paxos",
            2013,
            "Theoretical Computer Science",
        ),
        (
            "* Paxos or Raft: which one?, PaPoC 2020 [[acmdl](https://dl.acm.org/doi/abs/10.1145/3380787.3393681),"
            "[arxiv](https://arxiv.org/abs/2004.05074)]",
            "Paxos or Raft: which one?",
            2020,
            "PaPoC",
        ),
        (
            "* Replicated State Without Logs, Unpublished 2018 [[arxiv](https://arxiv.org/pdf/1802.07000.pdf)]",
            "Replicated State Without Logs",
            2018,
            "arxiv",
        ),
    ],
)
def test_a_venue_and_year_after_a_comma_at_a_titles_end(line: str, title: str, year: int, venue: str) -> None:
    entry = one(line + "\n")
    assert (entry.title, entry.year, entry.occurrences[0].seed_venue) == (title, year, venue)


@pytest.mark.parametrize(
    ("written", "acronym"),
    [
        ("British Medical Journal 1999: 319(7211); 670-674.", "BMJ"),
        ("New England Journal of Medicine 2000: 342(25); 1887-92.", "NEJM"),
        ("Lancet 2002: 359(9318); 1708.", "Lancet"),
    ],
)
def test_medicines_general_journals_are_known_by_full_and_short_names(written: str, acronym: str) -> None:
    entry = one(f"Reporting of harms in randomised trials. A. Okafor, T. Berg. {written}\n")
    assert entry.venue_acronym == acronym


def test_a_working_paper_available_at_ssrn_names_ssrn() -> None:
    line = '3. Okafor, Ada, and Tom Berg. "Factor timing with noisy signals." *Available at SSRN 3312345* (2021).'
    assert one(line + "\n").venue_acronym == "SSRN"


# ------------------------------------------------------------------ venues and years by citation style and by place
# Read with the rules alone: the labeller may fill a field a rule leaves empty, and these tests are about the rules.


def _fields(text: str) -> tuple[str, int | None, str | None]:
    """(title, year, venue as the list writes it, or its acronym when the table knows it) of a one-entry list."""
    with rules_only():
        entry = one(text)
    occurrence = entry.occurrences[0]
    return entry.title, occurrence.seed_year, occurrence.seed_venue_acronym or occurrence.seed_venue


@pytest.mark.parametrize(
    "line, expected",
    [
        (
            "1. Okafor M, Berg L, Tanaka S. Salt intake and stroke in older adults. N Engl J Med. 2016;374(9):812-21.",
            ("Salt intake and stroke in older adults", 2016, "NEJM"),
        ),
        (
            "2. Berg L, Okafor M. Walking programmes after surgery. BMJ. 2021 Feb 3;372:n210.",
            ("Walking programmes after surgery", 2021, "BMJ"),
        ),
        (
            "3. Tanaka S, et al. Sleep and blood pressure in shift workers. JAMA Intern Med. 2019 Oct;179(10):1400-8.",
            ("Sleep and blood pressure in shift workers", 2019, "JAMA Internal Medicine"),
        ),
        (
            "4. Okafor M, Tanaka S. Yoga for back pain. Cochrane Database Syst Rev. 2017;(1):CD010671.",
            ("Yoga for back pain", 2017, "Cochrane"),
        ),
    ],
)
def test_vancouver_journal_before_its_dated_volume(line: str, expected: tuple[str, int, str]) -> None:
    assert _fields(line + "\n") == expected


@pytest.mark.parametrize(
    "line, expected",
    [
        (
            "- Rita Moss, Paul Quinn: Sorting Records on Tape Drives. ACM Comput. Surv. 11(4): 301-330 (1979)",
            ("Sorting Records on Tape Drives", 1979, "CSUR"),
        ),
        (
            "- Quinn, P. & Moss, R. Spin chains on a small chip. Phys. Rev. Lett. 120, 080501 (2018).",
            ("Spin chains on a small chip", 2018, "PRL"),
        ),
        (
            "- Moss, R., Quinn, P. & Lund, E. Seed banks under drought. Proc. Natl Acad. Sci. USA 118, 1–9 (2021).",
            ("Seed banks under drought", 2021, "PNAS"),
        ),
    ],
)
def test_an_abbreviated_journal_name_is_one_venue(line: str, expected: tuple[str, int, str]) -> None:
    assert _fields(line + "\n") == expected


def test_a_journal_name_with_a_colon_is_read_whole() -> None:
    line = (
        "- Lund, E. (2013). Nesting success on islands. Proceedings of the Royal Society B: Biological Sciences, "
        "280, 1-8.\n"
    )
    assert _fields(line) == (
        "Nesting success on islands",
        2013,
        "Proceedings of the Royal Society B: Biological Sciences",
    )


def test_apa_year_with_a_conference_month() -> None:
    line = (
        "- Moss, R., & Quinn, P. (2018, June). Ranking items for cold users. In Proceedings of the 12th ACM "
        "Conference on Recommender Systems (pp. 10-18).\n"
    )
    assert _fields(line) == ("Ranking items for cold users", 2018, "RecSys")


def test_finance_style_year_between_commas() -> None:
    line = (
        "* Moss, Rita, and Paul Quinn, 1996, Dividends and the timing of stock issues, Journal of Financial "
        "Economics 41, 101-130.\n"
    )
    assert _fields(line) == ("Dividends and the timing of stock issues", 1996, "JFE")


def test_ecology_style_year_as_its_own_part() -> None:
    line = "- Moss, R., and P. Quinn. 2004. Beaver dams and stream fish. Ecology 85:2120–2131.\n"
    assert _fields(line) == ("Beaver dams and stream fish", 2004, "Ecology")


@pytest.mark.parametrize(
    "line, expected",
    [
        (
            '- R. Moss and P. Quinn, "Shallow circuits for sampling," arXiv:1907.01234 (2019).',
            ("Shallow circuits for sampling", 2019, "arXiv"),
        ),
        ("- [arXiv:1907.01234] Shallow circuits for sampling", ("Shallow circuits for sampling", None, "arXiv")),
    ],
)
def test_an_arxiv_identifier_names_arxiv(line: str, expected: tuple[str, int | None, str]) -> None:
    assert _fields(line + "\n") == expected


@pytest.mark.parametrize(
    "line, expected",
    [
        ("- Soil fungi and tree growth. bioRxiv 2020", ("Soil fungi and tree growth", 2020, "bioRxiv")),
        ("- Masks in crowded trains. medRxiv, 2021", ("Masks in crowded trains", 2021, "medRxiv")),
        ("- Wages after plant closures. NBER Working Paper, 2017", ("Wages after plant closures", 2017, "NBER")),
        (
            "- Leaf traits across biomes. Journal of Ecology, 2015",
            ("Leaf traits across biomes", 2015, "Journal of Ecology"),
        ),
    ],
)
def test_a_venue_and_year_after_a_titles_full_stop(line: str, expected: tuple[str, int, str]) -> None:
    assert _fields(line + "\n") == expected


@pytest.mark.parametrize(
    "line, expected",
    [
        ("- Routing Questions to Small Models, ACL 2023 Findings", ("Routing Questions to Small Models", 2023, "ACL")),
        (
            "- Routing Questions to Small Models, EMNLP (Findings) 2022",
            ("Routing Questions to Small Models", 2022, "EMNLP"),
        ),
        ("- Routing Questions to Small Models @ICML 2021", ("Routing Questions to Small Models", 2021, "ICML")),
        ("- Routing Questions to Small Models, 2020-11-04", ("Routing Questions to Small Models", 2020, None)),
        ("- Routing Questions to Small Models — 2020-11-04", ("Routing Questions to Small Models", 2020, None)),
        ("- Routing Questions to Small Models, 4 Nov 2020", ("Routing Questions to Small Models", 2020, None)),
        ("- Routing Questions to Small Models, 2020b", ("Routing Questions to Small Models", 2020, None)),
        (
            "- Routing Questions to Small Models, arXiv:2011.01234 [cs.CL] (2020)",
            ("Routing Questions to Small Models", 2020, "arXiv"),
        ),
        ("- Routing Questions to Small Models, Moss & Quinn 2020", ("Routing Questions to Small Models", 2020, None)),
    ],
)
def test_a_track_workshop_or_date_after_a_title(line: str, expected: tuple[str, int, str | None]) -> None:
    assert _fields(line + "\n") == expected


def test_a_sub_bullet_with_year_then_venue_is_the_papers() -> None:
    text = "- [Routing Questions to Small Models](https://arxiv.org/abs/2001.01234)\n  - 2021, ICML\n"
    assert _fields(text) == ("Routing Questions to Small Models", 2021, "ICML")


def test_a_next_line_naming_the_proceedings() -> None:
    text = (
        "- **Routing Questions to Small Models**\n"
        "  In: Proceedings of the 40th International Conference on Machine Learning, 2023\n"
    )
    assert _fields(text) == ("Routing Questions to Small Models", 2023, "ICML")


@pytest.mark.parametrize(
    "heading, year",
    [
        ("## Papers from 2021", 2021),
        ("## Year 2018", 2018),
        ("### March 2023", 2023),
        ("### 2022-09", 2022),
        ("## [2020]", 2020),
        ("## 2017 and earlier", None),  # a range of years names none of them
        ("### Febrary 2021", 2021),  # a month as a hand types it: a letter left out,
        ("### Janaury 2019", 2019),  # two swapped,
        ("### Septembre 2018", 2018),  # one changed
        ("### Marine 2018", None),  # a word that only opens as a month does is none
        ("## 📅 2024年", 2024),  # the year's sign Chinese and Japanese write after it, an emoji before
        ("### 2023 年度", 2023),
        ("## 2021-2022年", None),
    ],
)
def test_a_heading_that_dates_its_section(heading: str, year: int | None) -> None:
    text = f"{heading}\n\n- [Routing Questions to Small Models](https://arxiv.org/abs/2001.01234)\n"
    assert _fields(text)[1] == year


def test_a_year_bullet_over_its_papers_dates_them() -> None:
    text = "* **2019**\n  * [Routing Questions to Small Models](https://arxiv.org/abs/2001.01234)\n"
    assert _fields(text)[1] == 2019


@pytest.mark.parametrize(
    "line, expected",
    [
        (
            "- Lund, E. 2012. Coral spawning on shallow reefs. Coral Reefs 31:1–9.",
            ("Coral spawning on shallow reefs", 2012, "Coral Reefs"),
        ),
        (
            "- Lund E, Moss R (2017) Voles under deep snow. Oecologia 183:1–12",
            ("Voles under deep snow", 2017, "Oecologia"),
        ),
        (
            "- Lund, E. (in press). Moths at night in towns. Journal of Animal Ecology.",
            ("Moths at night in towns", None, "Journal of Animal Ecology"),
        ),
    ],
)
def test_one_authors_year_slot_in_ecology_styles(line: str, expected: tuple[str, int | None, str]) -> None:
    assert _fields(line + "\n") == expected


def test_a_journal_name_holding_a_series_of_words() -> None:
    line = "- Lund, E. (2010). Edges of old forests. Annual Review of Ecology, Evolution, and Systematics, 41, 1–20.\n"
    assert _fields(line)[2] == "Annual Review of Ecology, Evolution, and Systematics"


def test_an_editors_initial_after_in_is_no_venue() -> None:
    """The chapter's venue is the edited book after its editors, never the editor's initial."""
    line = "- Lund, E. (2008). Seed rain in dry years. In P. Quinn (Ed.), Plant ecology in practice (pp. 12–30).\n"
    assert _fields(line) == ("Seed rain in dry years", 2008, "Plant ecology in practice")


@pytest.mark.parametrize(
    "line, expected",
    [
        (
            "1. Okafor M. Hand washing on night shifts. Ann Intern Med. 2018;169(4):200-7.",
            ("Hand washing on night shifts", 2018, "Annals of Internal Medicine"),
        ),
        (
            "2. Okafor M, Berg L. Fluids in children with fever. N Engl J Med 2011; 364:2483-95.",
            ("Fluids in children with fever", 2011, "NEJM"),
        ),
        (
            "3. Okafor M, Berg L. Zinc for colds in adults. Cochrane Database of Systematic Reviews 2015, Issue 2. "
            "Art. No.: CD001364.",
            ("Zinc for colds in adults", 2015, "Cochrane"),
        ),
        (
            "4. Okafor M, Berg L. Sleep after stroke. JAMA. Published online May 4, 2022. doi:10.1001/jama.2022.1",
            ("Sleep after stroke", 2022, "JAMA"),
        ),
        (
            "5. Okafor M, Berg L. Noise in intensive care. J Clin Nurs. 2016. doi:10.1111/jocn.1",
            ("Noise in intensive care", 2016, "J Clin Nurs"),
        ),
        (
            "6. Okafor, M., Berg, L. Pilot trials and their size. Trials 17, 250 (2016).",
            ("Pilot trials and their size", 2016, "Trials"),
        ),
        (
            "7. Okafor M, Berg L: Missing data in small trials. Stat Med 2014, 33(2):100-110.",
            ("Missing data in small trials", 2014, "Stat Med"),
        ),
        (
            "8. Okafor M, Berg L. Fluids in children with fever. N Engl J Med 2011.",
            ("Fluids in children with fever", 2011, "NEJM"),
        ),
    ],
)
def test_medical_citation_styles(line: str, expected: tuple[str, int, str]) -> None:
    assert _fields(line + "\n") == expected


@pytest.mark.parametrize(
    "line, expected",
    [
        (
            "- R. Moss, P. Quinn, Error rates of shallow circuits, Phys. Rev. Lett. 121, 220502 (2018).",
            ("Error rates of shallow circuits", 2018, "PRL"),
        ),
        (
            "- Error rates of deep circuits, Phys. Rev. A 98, 032309 (2018).",
            ("Error rates of deep circuits", 2018, "PRA"),
        ),
    ],
)
def test_a_journal_with_its_volume_after_a_comma_ends_the_title(line: str, expected: tuple[str, int, str]) -> None:
    assert _fields(line + "\n") == expected


@pytest.mark.parametrize(
    "line, expected",
    [
        (
            "- Routing Questions to Small Models (2019a). NeurIPS.",
            ("Routing Questions to Small Models", 2019, "NeurIPS"),
        ),
        (
            "- Routing Questions to Small Models (2019). In Advances in Neural Information Processing Systems.",
            ("Routing Questions to Small Models", 2019, "NeurIPS"),
        ),
    ],
)
def test_a_year_in_parentheses_then_the_venue(line: str, expected: tuple[str, int, str]) -> None:
    assert _fields(line + "\n") == expected


@pytest.mark.parametrize(
    "line, venue",
    [
        ("- Lund, E. (2018). Words toddlers learn first. Frontiers in Psychology.", "Frontiers in Psychology"),
        ("- Lund, E. (2017). Stable sums of many terms. Acta Numerica.", "Acta Numerica"),
        (
            "- Lund, E. (2019). Short keys for long messages. In Advances in Cryptology – CRYPTO 2019 (pp. 1–20).",
            "CRYPTO",
        ),
    ],
)
def test_words_journals_open_with_and_a_series_before_its_conference(line: str, venue: str) -> None:
    assert _fields(line + "\n")[2] == venue


@pytest.mark.parametrize(
    "line",
    [
        "- 03/2021 [Shallow circuits for counting](https://arxiv.org/abs/2103.01235)",
        "- Mar 2021 - [Shallow circuits for counting](https://arxiv.org/abs/2103.01235)",
        "- [Shallow circuits for counting](https://arxiv.org/abs/2103.01235) (2021.03)",
        "- Shallow circuits for counting, 03/2021, [arXiv](https://arxiv.org/abs/2103.01235)",
    ],
)
def test_a_year_and_month_before_or_after_the_title(line: str) -> None:
    assert _fields(line + "\n")[:2] == ("Shallow circuits for counting", 2021)


@pytest.mark.parametrize(
    "line",
    [
        "- Moss et al. (2021) Shallow circuits for merging [arXiv](https://arxiv.org/abs/2103.01243)",
        "- Moss and Quinn (2021). Shallow circuits for merging. [pdf](https://example.org/m.pdf)",
        "- Moss et al. 2021, Shallow circuits for merging, [arXiv:2103.01243](https://arxiv.org/abs/2103.01243)",
    ],
)
def test_an_author_date_key_before_the_title(line: str) -> None:
    assert _fields(line + "\n")[:2] == ("Shallow circuits for merging", 2021)


def test_a_journal_with_its_volume_beats_an_arxiv_link_beside_it() -> None:
    line = (
        "- Moss, R., & Quinn, P. (2021). Shallow circuits for routing. Phys. Rev. X, 11, 011001. "
        "[arXiv](https://arxiv.org/abs/2103.01237)\n"
    )
    assert _fields(line) == ("Shallow circuits for routing", 2021, "PRX")


@pytest.mark.parametrize("date", ["2021, March", "2019, June 3-5", "2020, Oct."])
def test_apa_conference_paper_with_its_month_and_a_title_a_quote_opens(date: str) -> None:
    entry = one(
        f'Okafor, M., & Berg, L. ({date}). " Is that all you have?" The Effects of Rude Robot Coaching on Effort. '
        "In Proceedings of the 2021 ACM/IEEE International Conference on Human-Robot Interaction (pp. 10-18).\n"
    )
    assert entry.title.strip('" ') == 'Is that all you have?" The Effects of Rude Robot Coaching on Effort'
    assert (entry.year, entry.venue_acronym) == (int(date[:4]), "HRI")
    assert entry.occurrences[0].seed_authors == ["Okafor, M.", "Berg, L."]


@pytest.mark.parametrize(
    "line",
    [
        'Berg, L. (2004). "Watching people type on shared screens." Journal of Typing, 3(2), 1-9.',
        "Berg, Lena. 2004. “Watching people type on shared screens” Journal of Typing 3(2): 1-9.",
        "L. Berg and M. Okafor (2004) “Watching people type on shared screens” Typing Quarterly 3:1-9",
        'Berg, L. (2004). "Watching people type on shared screens" Journal of Typing, 3(2), 1-9.',
    ],
)
def test_a_quoted_title_a_citation_closes_is_the_whole_title(line: str) -> None:
    assert one(f"* {line}\n").title == "Watching people type on shared screens"


@pytest.mark.parametrize(
    "venue, acronym",
    [
        ("ACM Transactions on Interactive Intel- ligent Systems (TiiS), vol. 9, no. 1, pp. 1–40", "TiiS"),
        ("in Proceedings of the 2019 ACM/IEEE International Conference on Human- Robot Interaction, 2019", "HRI"),
        ("in Proceedings of the ACM/IEEE international conference on Human-robot in- teraction, 2007", "HRI"),
        (
            "in Proceedings of the 16th Annual Meeting of the Special Interest Group on Dis- course and Dialogue",
            "SIGDIAL",
        ),
        ("in RO- MAN 2005. IEEE International Workshop on Robot and Human Interactive Communication", "RO-MAN"),
    ],
)
def test_ieee_citation_venue_with_words_a_pdf_broke_at_a_hyphen(venue: str, acronym: str) -> None:
    entry = one(f"L. Berg and M. Okafor, “Telling a robot what went wrong,” {venue}, 2019.\n")
    assert (entry.title, entry.venue_acronym) == ("Telling a robot what went wrong", acronym)


_WRITTEN_OUT_VENUES = [
    ("Proceedings of the ACM/IEEE International Conference on Human-Robot Interaction", "HRI"),
    ("ACM Transactions on Interactive Intelligent Systems", "TiiS"),
    ("Proceedings of the International Conference on Multimodal Interaction", "ICMI"),
    ("IEEE International Conference on Robotics and Automation", "ICRA"),
    ("Conference on Empirical Methods in Natural Language Processing", "EMNLP"),
]


@settings(max_examples=40, deadline=None)
@given(venue=st.sampled_from(_WRITTEN_OUT_VENUES), choice=st.integers(min_value=0, max_value=10**6))
def test_any_word_of_a_venue_a_pdf_broke_at_a_hyphen_still_names_it(venue: tuple[str, str], choice: int) -> None:
    name, acronym = venue
    words = name.split()
    long_words = [at for at, word in enumerate(words) if len(word) >= 6 and word.isalpha()]
    at = long_words[choice % len(long_words)]
    cut = 2 + choice % (len(words[at]) - 3)
    words[at] = f"{words[at][:cut]}- {words[at][cut:]}"
    entry = one(f"L. Berg and M. Okafor, “Telling a robot what went wrong,” in {' '.join(words)}, 2019, pp. 1–9.\n")
    assert entry.venue_acronym == acronym


_SEPARATED_YEARS = ("[2011]", "(2011)", "2011")


@settings(max_examples=60, deadline=None)
@given(
    separator=st.sampled_from((", ", " - ", " — ", " | ")),
    year=st.sampled_from(_SEPARATED_YEARS),
    venue=st.sampled_from(("PLDI", "ACL", "INFOCOM", "USENIX Security")),
    emphasis=st.sampled_from(("", "*", "**")),
)
def test_a_venue_a_separator_sets_off_before_a_year_written_apart(
    separator: str, year: str, venue: str, emphasis: str
) -> None:
    """Lists that join every field with one separator put the venue between the title and a year of its own
    ("Title, PLDI [2011]", "Title - ACL - 2011"): the venue is no part of the title."""
    joined = separator if year == "2011" else " "
    line = f"- {emphasis}Tidal maps of shared caches{emphasis}{separator}{emphasis}{venue}{emphasis}{joined}{year}\n"
    entry = one(line)
    assert (entry.title, entry.year, entry.venue) == ("Tidal maps of shared caches", 2011, venue)


def test_an_authors_line_with_its_venue_and_year_stays_the_linked_titles() -> None:
    entry = one("- [Tidal maps of shared caches](https://example.org/t.pdf)\n  *Ines Varga et al.*, CCS [2012]\n")
    assert (entry.title, entry.year, entry.venue) == ("Tidal maps of shared caches", 2012, "CCS")


@pytest.mark.parametrize(
    ("venue_text", "venue"),
    [
        pytest.param(
            "In Proceedings of the ninth annual ACM symposium on Parallel algorithms and architectures, pp. 1-9. 1997.",
            "SPAA",
            id="a venue's former name, Chicago's 'In Proceedings of the ninth annual'",
        ),
        pytest.param("In European Conference on Parallel Processing, pp. 90-99. 2013.", "Euro-Par", id="a full name"),
        pytest.param(
            "In Proceedings of the 21st European MPI Users' Group Meeting, pp. 41-50. 2014.", "EuroMPI", id="MPI users"
        ),
        pytest.param(
            "In Proceedings of the fifth workshop on I/O in parallel and distributed systems, pp. 2-9. 1997.",
            "IOPADS",
            id="a workshop's name in lower case",
        ),
        pytest.param(
            "In Proceedings of the 3rd workshop on Tessellated storage: held in conjunction with Supercomputing'09, "
            "pp. 6-9. 2009.",
            "SC",
            id="a workshop the table lacks, held in conjunction with a known conference: the host",
        ),
        pytest.param(
            "Haskell 2018 - Proceedings of the 11th ACM SIGPLAN International Symposium on Haskell, Co-Located "
            "with ICFP 2018, 81-93.",
            "Haskell Symposium",
            id="a known venue co-located with another stays",
        ),
        pytest.param(
            "ACM SIGMETRICS Performance Evaluation Review 31, no. 2 (2004): 3-8.",
            "PER",
            id="a journal whose name holds a conference's acronym",
        ),
        pytest.param(
            "Concurrency and computation: practice and experience 17, no. 2 (2005): 80-92.",
            "Concurrency and computation: practice and experience",
            id="Chicago, a sentence-case journal with its subtitle",
        ),
        pytest.param("Kryometrics, 12, pp.56-68.", "Kryometrics", id="Harvard's volume and pages"),
        pytest.param("*Glyphology* , **35** , 26-58.", "Glyphology", id="a space before each comma, as HTML leaves it"),
    ],
)
def test_a_citations_venue_by_its_full_name_or_its_place(venue_text: str, venue: str) -> None:
    line = f'1. Okafor, Mara, and Bo Lund. ["Counting moths under street lights."](https://x.org/a.pdf) {venue_text}'
    with rules_only():
        entry = one(f"## Readings\n\n{line}\n")
    assert (entry.title, entry.occurrences[0].seed_venue_acronym) == ("Counting moths under street lights", venue)


@pytest.mark.parametrize(
    "tail, venue",
    [
        ("2020 IEEE Aerospace Conference, Big Sky, Montana, USA.", "IEEE Aerospace Conference"),
        ("Harmonic Analysis Symposium, Lyon, France.", "Harmonic Analysis Symposium"),
        ("ISMIR, Suzhou, China.", "ISMIR"),
    ],
)
def test_a_meeting_after_an_apa_title_with_its_place_after_it_is_the_venue(tail: str, venue: str) -> None:
    with rules_only():
        entry = one(f"# Papers\n\n- Moss, T., & Quinn, B. (2017). Spectral embeddings of chord sequences. {tail}\n")
    assert (entry.title, entry.venue) == ("Spectral embeddings of chord sequences", venue)


@pytest.mark.parametrize(
    "tail, acronym",
    [
        (
            "In Proceedings of the 25th ACM SIGKDD International Conference on Knowledge Discovery & Data Mining "
            "(pp. 1-9).",
            "KDD",
        ),
        ("In Proceedings of the 2019 International Society for Music Information Retrieval Conference.", "ISMIR"),
        ("In Proceedings of the 2019 AAAI/ACM Conference on AI, Ethics, and Society (pp. 1-9).", "AIES"),
        ("2019 Asia Pacific Software Engineering Conference. IEEE, 2019.", "APSEC"),
        ("Software-Practice and Experience, 21(7):685–718.", "SPE"),
        ("Software Testing, Verification and Reliability, 29(4).", "STVR"),
        ("Electronic Notes in Theoretical Computer Science, 41(1).", "ENTCS"),
        ("Software Quality Journal, 19(4), 691-723.", "Software Quality Journal"),
    ],
)
def test_a_venue_written_out_in_full_takes_the_tables_acronym(tail: str, acronym: str) -> None:
    entry = one(f"# Papers\n\n- Moss, T., & Quinn, B. (2019, August). Spectral embeddings of chords. {tail}\n")
    assert entry.venue_acronym == acronym


@pytest.mark.parametrize(
    "tail, venue",
    [
        ("Journal of economic theory 58, 317–334.", "Journal of economic theory"),
        ("Development and change 27, 29–86. [link]", "Development and change"),
    ],
)
def test_a_journal_in_sentence_case_before_its_volume_and_page_range_is_the_venue(tail: str, venue: str) -> None:
    entry = one(f"# Readings\n\nMoss, K., 1992. Farm productivity, trade, and economic growth. {tail}\n")
    assert (entry.title, entry.venue) == ("Farm productivity, trade, and economic growth", venue)


@pytest.mark.parametrize(
    ("line", "venue", "year"),
    [
        ("* Sensing systems ready for the real world, MobiSys 19 [[Paper]](https://example.org/p)", "MobiSys", 2019),
        ("* Long-range sensing with many antennas, IMWUT 22 [[Paper]](https://example.org/p)", "IMWUT", 2022),
    ],
)
def test_two_digits_after_a_venue_set_off_by_a_comma_are_its_year(line: str, venue: str, year: int) -> None:
    entry = one(f"# Reading\n\n{line}\n")
    assert (entry.venue, entry.year) == (venue, year)
    assert entry.title in line and not entry.title.endswith(("19", "22"))


def test_two_digits_after_words_that_name_no_venue_are_no_year() -> None:
    entry = one("# Reading\n\n- Sensing systems for the real world, Our Picks 10 [[Paper]](https://example.org/p)\n")
    assert entry.year is None


@pytest.mark.parametrize(
    "line, venue",
    [
        pytest.param("- ICLR (2022) [Sparse Routing for Molecule Graphs](https://x.org/f?id=1).", "ICLR", id="(year)"),
        pytest.param(
            "- ICLR spotlight (2022) [Sparse Routing for Molecule Graphs](https://x.org/f?id=1). It routes.",
            "ICLR",
            id="track before the year",
        ),
        pytest.param("- CVPR 2021 Oral [Sparse Routing for Molecule Graphs](https://x.org/f?id=1)", "CVPR", id="after"),
        pytest.param(
            "- (NeurIPS 2021) **Sparse Routing for Molecule Graphs** [pdf](https://x.org/a.pdf)", "NeurIPS", id="bold"
        ),
        pytest.param("- KDD 2021: Sparse Routing for Molecule Graphs", "KDD", id="colon"),
    ],
)
def test_a_known_venue_and_its_year_opening_the_line_are_the_papers_not_its_authors(line: str, venue: str) -> None:
    year = 2022 if "2022" in line else 2021
    assert _fields(f"## Papers\n\n{line}\n") == ("Sparse Routing for Molecule Graphs", year, venue)


def test_an_unknown_name_with_a_year_before_a_linked_title_is_no_venue() -> None:
    with rules_only():
        entry = one("- Okafor (2021) [Sparse Routing for Molecule Graphs](https://x.org/f?id=1)\n")
    title = "Sparse Routing for Molecule Graphs"
    assert (entry.title, entry.year, entry.occurrences[0].seed_venue) == (title, 2021, None)


def test_a_phrase_after_in_whose_first_letter_is_lower_case_names_no_venue() -> None:
    line = "- [Sparse Routing for Molecule Graphs](https://x.org/a.pdf). Helps, in terms of tasks with 2D data only."
    assert _fields(f"## Papers\n\n{line}\n") == ("Sparse Routing for Molecule Graphs", None, None)


@pytest.mark.parametrize("tag", ["2022-arixv", "arvix'22"])
def test_arxiv_misspelt_in_a_tag_is_arxiv(tag: str) -> None:
    title = "Sparse Routing for Molecule Graphs"
    assert _fields(f"1. {title} [{tag}]\n") == (title, 2022, "arXiv")


@pytest.mark.parametrize("mark", ["\u2b50", "\U0001f525 ", "\u2605"])
def test_a_mark_opening_a_bold_title_leaves_the_venue_after_it_the_venue(mark: str) -> None:
    """A list that stars its picks inside the bold title (``**⭐Title** ICML, 2025.``): the star is read past with
    the item's tags, the bold still bounds the title, and the venue after it is the venue, never the title's end."""
    with rules_only():
        entry = one(
            f"# Papers\n\n1. **{mark}COExpander: Adaptive Solution Expansion for Combinatorial Optimization** ICML,"
            " 2025. [paper](https://openreview.net/forum?id=KMaBXMWsBM), [code](https://github.com/lee/coexpander)\n"
        )
    assert (entry.title, entry.year, entry.venue) == (
        "COExpander: Adaptive Solution Expansion for Combinatorial Optimization",
        2025,
        "ICML",
    )


def test_a_celebrations_emoji_opening_a_bold_sentence_makes_no_paper_of_it() -> None:
    """Only a mark for a pick opens a bold title so; a bold announcement framed by emoji stays prose."""
    text = (
        "# Most influential papers\n\n**\U0001f389 Reunion meetings every year! \U0001f389** These are held in late"
        " January, after the most influential paper awards are given.\n"
    )
    assert parse_text(text, "list.md").entries == []


@pytest.mark.parametrize(("tag", "venue"), [("JEBS 2009, DINA", "JEBS"), ("L@S 2018, DKT+", "L@S")])
def test_a_papers_nickname_after_its_venues_year_in_a_tag_is_no_part_of_the_venue(tag: str, venue: str) -> None:
    """A list that tags each paper with its venue, year and the model's short name (``[JEBS 2009, DINA]``): the
    name after the comma is the paper's, never the venue's; a workshop named there stays in the venue."""
    line = f"- [{tag}] [Dina model and parameter estimation: A didactic](https://example.org/dina.pdf)\n"
    entry = one(line)
    assert (entry.year, entry.venue) == (int(tag.split()[1].rstrip(",")), venue)
    workshop = one(line.replace(tag, "ICML 2019, Workshop"))
    assert "Workshop" in (workshop.venue or "")


@pytest.mark.parametrize("journal", ["JHEP", "JCAP"])
def test_the_issues_month_glued_to_a_journals_acronym_is_no_year(journal: str) -> None:
    """High-energy physics cites an article as ``JHEP04(2018)031``: the issue's month glued to the journal's
    acronym, the year in parentheses, the article's number. The month is never read as the year 2004."""
    entry = one(f"- Counting moths under street lights, A. Lee and B. Wu, {journal}04(2018)031\n")
    assert (entry.year, entry.venue) == (2018, journal)
