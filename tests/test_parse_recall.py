"""Families of paper lines the parse stage used to lose or cut short, each in a line of its own shape.

Every case is a family seen on lists the rules were not written for: a table whose header names no title column,
a linked title whose only author is named in a closing by-line, a date before a bold title, and so on. Each test
fails when its rule is removed.
"""

from __future__ import annotations

import pytest

from enrich.parse import parse_text
from enrich.parse.tagger import rules_only
from tests.parsed import entries, one


def test_a_table_without_a_title_column_names_its_papers_in_the_cell_beside_the_paper_link() -> None:
    text = """| Benchmark | Focus | Domain |
|---|---|---|
| HELMET [[paper](https://arxiv.org/abs/2410.02694)] [[GitHub](https://github.com/x/helmet)] | Long context | General |
| A row of notes | nothing here | General |
"""
    found = one(text)
    assert found.title == "HELMET"
    assert found.arxiv_id == "2410.02694"


def test_a_note_that_closes_with_by_and_names_gives_the_authors_and_makes_the_link_a_paper() -> None:
    text = """## Cryptanalysis

* [Linear Attacks on Small Ciphers](https://lab.example.org/tr/2006/17) - A study of bias in toy ciphers, by Ana Ruiz.
* [Folding Schemes Revisited](https://lab.example.org/x/fold.html) - Survey of folding, by Mei Lin and Tom Avery et al.
* [Some Toolkit](https://lab.example.org/toolkit) - by the lab.
"""
    found = entries(text)
    assert [(entry.title, entry.occurrences[0].seed_authors) for entry in found] == [
        ("Linear Attacks on Small Ciphers", ["Ana Ruiz"]),
        ("Folding Schemes Revisited", ["Mei Lin", "Tom Avery"]),
    ]


@pytest.mark.parametrize(
    "url",
    [
        "https://library.example.org/viewdoc/download?doi=10.1.1.26.585&rep=rep1&type=pdf",  # a PDF download
        "https://academic.example.com/bib/advance-article/doi/10.1093/bib/bbz144/5669856",  # a DOI in the path
        "https://web.archive.org/web/20220211100630/https://www.usenix.org/conference/osdi22/presentation/li",
        "https://scholar.example.edu/cgi/viewcontent.cgi?article=1204&context=cs_reports",  # Digital Commons' file
    ],
)
def test_a_link_names_a_paper_by_the_form_of_its_address_or_the_address_archived(url: str) -> None:
    assert one(f"## Protocols\n\n* [Zero Knowledge Protocols]({url}) - A good intro.\n").links[0].url == url


def test_a_title_linked_to_a_journals_full_text_page_is_a_paper() -> None:
    url = "https://journals.example.com/mothjournal/Fulltext/2016/06000/Sparse_Counting.1.aspx"
    assert one(f"## Reviews\n\n- [Sparse Counting of Moths in Dim Light]({url})\n").links[0].url == url


@pytest.mark.parametrize(
    "line",
    [
        "**(2020-03) Learning the grammar of regulatory DNA** [[Genome Research paper](https://arxiv.org/abs/2003.01234)]",
        "- (2020) Learning the grammar of regulatory DNA. [[PDF](https://lab.example.org/grammar.pdf)]",
    ],
)
def test_a_date_before_the_title_is_the_year_not_the_title(line: str) -> None:
    found = one(f"## Reviews\n\n{line}\n")
    assert (found.title, found.occurrences[0].seed_year) == ("Learning the grammar of regulatory DNA", 2020)


def test_a_title_that_lists_capitalised_things_is_no_author_list_when_no_title_follows() -> None:
    text = """## Theses

- Defences Against Poisoning, Model Stealing, and Evasion Attacks.
  [[pdf]](https://www.proquest.com/docview/2570000001)
"""
    assert one(text).title == "Defences Against Poisoning, Model Stealing, and Evasion Attacks"


@pytest.mark.parametrize(
    ("sub_line", "year", "venue", "authors"),
    [
        ("Ana Ruiz, Mei Lin, and Bo Li. *ICLR*, 2022.", 2022, "ICLR", ["Ana Ruiz", "Mei Lin", "Bo Li"]),
        ("Tom Avery and Jo Park. arXiv, 2021.", 2021, "arXiv", ["Tom Avery", "Jo Park"]),
        (
            "Ana Ruiz. *Ph.D. Dissertation at Some University*, 2020.",
            2020,
            "Ph.D. Dissertation at Some University",
            None,
        ),
    ],
)
def test_a_sub_line_citing_authors_then_venue_and_year_belongs_to_the_entry(
    sub_line: str, year: int, venue: str, authors: list[str] | None
) -> None:
    text = f"""## Attacks

- Trojans in Tiny Vision Models.
  [[link]](https://ieeexplore.ieee.org/document/9000001)
  - {sub_line}
"""
    occurrence = one(text).occurrences[0]
    assert (occurrence.seed_year, occurrence.seed_venue) == (year, venue)
    assert occurrence.seed_authors == (authors or ["Ana Ruiz"])


def test_a_papers_title_beside_its_repository_or_a_pdf_kept_in_one_is_a_paper_in_a_section_of_papers() -> None:
    text = """## Regulatory genomics

**Enformer: predicting gene expression from sequence by integrating long-range interactions** [[github](https://github.com/x/enformer)]

* [How to Share a Key Fairly](https://github.com/someone/papers/blob/master/sharing/fair.pdf) - A safe method.
* [Secure Multiparty Sums](https://arxiv.org/abs/2101.01234) - Another paper.
* [[gym-walker](https://github.com/x/gym-walker)]: A simulation library for walking robots using MuJoCo and Gym tasks
"""
    assert [entry.title for entry in entries(text)] == [
        "Enformer: predicting gene expression from sequence by integrating long-range interactions",
        "How to Share a Key Fairly",
        "Secure Multiparty Sums",
    ]


def test_a_blog_post_that_names_its_author_is_no_paper() -> None:
    text = """## Reading

- [Building a Replicated Store on Raft](https://www.example.io/blog/2019/11/04/replicated-store/), by Ed Huang
- [Secure Multiparty Sums](https://arxiv.org/abs/2101.01234)
"""
    assert [entry.title for entry in entries(text)] == ["Secure Multiparty Sums"]


@pytest.mark.parametrize(
    ("line", "title", "authors", "venue"),
    [
        (
            "3. Can Small Models Grade Essays? A Case Study. _Ana Ruiz et al._ ICALT 2023.",
            "Can Small Models Grade Essays? A Case Study",
            ["Ana Ruiz"],
            "ICALT",
        ),
        ("4. Tool Use with Small Models. _Qin et al._ arXiv 2023.", "Tool Use with Small Models", ["Qin"], "arXiv"),
        (
            "7. Accuracy of Chat Answers on Knee Surgery. _Jamil S. Samaan et al._ Obesity Surgery 2023.",
            "Accuracy of Chat Answers on Knee Surgery",
            ["Jamil S. Samaan"],
            "Obesity Surgery",
        ),
    ],
)
def test_an_italic_author_list_after_the_title_ends_it_and_the_venue_follows(
    line: str, title: str, authors: list[str], venue: str
) -> None:
    found = one(f"## Education\n\n{line} [[paper](https://arxiv.org/abs/2301.01234)]\n")
    occurrence = found.occurrences[0]
    assert (found.title, occurrence.seed_authors, occurrence.seed_venue, occurrence.seed_year) == (
        title,
        authors,
        venue,
        2023,
    )


def test_an_italic_title_or_venue_after_a_citations_names_is_no_author_list() -> None:
    text = """## Books and articles

* Lund, Maria and Sune Berg. 1996. *Civil Society and the Modern State*. *Nordic Politics* 19 (2): 101-20.
"""
    assert one(text).title == "Civil Society and the Modern State"


def test_a_sub_line_of_names_then_an_italic_venue_stays_the_entrys() -> None:
    text = """## Hiding

- Needles in a Haystack of Weights.
  [[link]](https://dl.acm.org/doi/10.1145/3531536.3532966)
  - Árpád Berta, Gábor Danner and Márk Jelasity. *ACM IH&MMSec*, 2022.
"""
    assert [(entry.title, entry.occurrences[0].seed_year) for entry in entries(text)] == [
        ("Needles in a Haystack of Weights", 2022)
    ]


@pytest.mark.parametrize(
    ("cell", "title"),
    [
        # a method's name before the colon: its words end as English nouns and adjectives do, not as names
        (
            "Contrastive Registration: Aligning Point Clouds Fast",
            "Contrastive Registration: Aligning Point Clouds Fast",
        ),
        # a subtitle after the colon starts in lower case: no "Author: Title"
        (
            "Inverse Lensing: testing polynomials with neural networks",
            "Inverse Lensing: testing polynomials with neural networks",
        ),
        # a numbered part at the end of a title is no lone author
        (
            "Finding lensed quasars with machine learning. I. Methods",
            "Finding lensed quasars with machine learning. I. Methods",
        ),
        # a person before the colon and a title after it stays an author
        ("Yoon Kim: Convolutional Networks for Sentences", "Convolutional Networks for Sentences"),
    ],
)
def test_a_name_before_a_colon_or_after_a_full_stop_is_a_person_only_when_it_reads_as_one(
    cell: str, title: str
) -> None:
    text = f"| Title | Method | Link |\n|---|---|---|\n| *{cell}* | CNN | https://arxiv.org/abs/1910.00015 |\n"
    assert one(text).title == title


def test_a_bibtex_entry_exported_by_datacite_for_an_arxiv_doi_is_an_arxiv_preprint() -> None:
    text = """@misc{https://doi.org/10.48550/arxiv.2212.09736,
  doi = {10.48550/ARXIV.2212.09736},
  author = {Gu, Yu and Su, Yu},
  title = {Grounding Language Models to Real-World Environments},
  publisher = {arXiv},
  year = {2022},
}
"""
    found = one(text, "papers.bib")
    assert (found.occurrences[0].seed_venue, found.arxiv_id) == ("arXiv", "2212.09736")


def test_a_paper_listed_twice_in_a_bibtex_file_under_one_key_is_one_paper_listed_twice() -> None:
    entry = "@article{burns_2019,\n  title = {Adaptive optics imaging of the retina},\n  year = {2019},\n}\n"
    found = one(entry + "\n" + entry, "papers.bib")
    assert [occurrence.line for occurrence in found.occurrences] == [1, 6]


@pytest.mark.parametrize(
    ("label", "venue"),
    [
        ("Nature Methods paper", "Nature Methods"),
        ("Journal of Proteome Research article", "Journal of Proteome Research"),
        ("The Morning Paper", None),  # a blog's name, no venue
        ("Survey Paper", None),
    ],
)
def test_a_link_label_naming_where_the_paper_appeared_gives_its_venue(label: str, venue: str | None) -> None:
    line = f"**A primer on deep learning in genomics** [[{label}](https://www.nature.com/articles/s41588-018-0295-5)]"
    assert one(f"## Reviews\n\n{line}\n").occurrences[0].seed_venue == venue


def test_table_rows_glued_on_one_line_are_each_read() -> None:
    first = "| *Finding Lenses with Autoencoders* | VAE | https://arxiv.org/abs/1911.04320 |"
    second = "| *Modular Analysis of Lensing Images* | CNN | https://arxiv.org/abs/1911.03867 |"
    text = f"""| Title | ML technique(s) used | arxiv link |
|---|---|---|
{first}{second}
| *Deep Lens Counting* || https://arxiv.org/abs/1911.00001 |
"""
    assert [(entry.title, entry.arxiv_id) for entry in entries(text)] == [
        ("Finding Lenses with Autoencoders", "1911.04320"),
        ("Modular Analysis of Lensing Images", "1911.03867"),
        ("Deep Lens Counting", "1911.00001"),
    ]


def test_bibtex_links_written_in_bibdesk_url_fields_and_a_url_in_eprint_are_the_entrys() -> None:
    text = """@article{Schlangen:2022ux,
  author = {Schlangen, David},
  title = {Norm Participation Grounds Language},
  journal = {Computational Linguistics},
  year = {2022},
  url = {https://arxiv.org/abs/2206.02885},
  eprint = {https://direct.mit.edu/coli/article-pdf/doi/10.1162/coli_a_00493/2177320/coli_a_00493.pdf},
  bdsk-url-1 = {https://arxiv.org/abs/2206.02885},
  bdsk-url-2 = {https://arxiv.org/pdf/2206.02885.pdf}}
"""
    assert [link.url for link in one(text, "papers.bib").links] == [
        "https://arxiv.org/abs/2206.02885",
        "https://arxiv.org/pdf/2206.02885.pdf",
        "https://direct.mit.edu/coli/article-pdf/doi/10.1162/coli_a_00493/2177320/coli_a_00493.pdf",
    ]


@pytest.mark.parametrize("heading", ["### ICLR 2023 (46 Papers)", "### ICLR 2023 [46]", "### ICLR 2023 Papers (46)"])
def test_a_heading_that_counts_its_papers_still_gives_them_its_venue_and_year(heading: str) -> None:
    text = f"## Conferences\n\n{heading}\n\n* Sparse Routing for Federated Clients [[Paper]](https://openreview.net/forum?id=x1)\n"
    occurrence = one(text).occurrences[0]
    assert (occurrence.seed_venue, occurrence.seed_year) == ("ICLR", 2023)


def test_titles_whose_links_sit_on_a_nested_sub_bullet_are_each_a_paper_under_a_topic_bullet() -> None:
    text = """# Reading

* Methods and Tools

  * Robust Line Fitting for Noisy Measurements
    * https://arxiv.org/pdf/1008.00001.pdf
  * "Timing Variations of Transiting Planets" Lab undergrad: Ana Ruiz
    * https://arxiv.org/abs/1412.00002
"""
    assert [(entry.title, entry.arxiv_id) for entry in entries(text)] == [
        ("Robust Line Fitting for Noisy Measurements", "1008.00001"),
        ("Timing Variations of Transiting Planets", "1412.00002"),
    ]


@pytest.mark.parametrize(
    "url",
    [
        "http://science.sciencemag.org/content/327/5968/977",
        "https://www.cell.com/cell/fulltext/S0092-8674(16)30001-7",
        "https://journals.plos.org/plosone/article?id=10.1371/journal.pone.0000001",
        "https://www.medrxiv.org/content/early/2021/01/05/2021.01.03.21249162",
        "https://eprint.iacr.org/2019/1021",
        "https://academic.oup.com/mnras/article/466/1/1000/2525909",
        "https://www.isca-speech.org/archive/interspeech_2019/park19e_interspeech.html",
        "https://drops.dagstuhl.de/opus/volltexte/2019/10567/",
    ],
)
def test_a_link_to_a_publisher_or_index_of_papers_makes_a_described_link_a_paper(url: str) -> None:
    text = f"# Reading\n\n* Discovery:\n  * early transit discovery paper {url}\n"
    assert [link.url for link in one(text).links] == [url]


def test_a_title_ending_in_a_colon_with_its_paper_link_on_the_sub_bullet_is_a_paper_not_a_heading() -> None:
    url = "https://ui.adsabs.harvard.edu/#abs/2018arXiv180203090S/abstract"
    found = one(f"# Reading\n\n* Planet formation of Rocky Worlds, Review:\n  * {url}\n")
    assert (found.title, [link.url for link in found.links]) == ("Planet formation of Rocky Worlds, Review", [url])


def test_a_paragraph_title_over_a_dated_citation_line_is_never_silent() -> None:
    text = (
        "## Week 3\n\n"
        "The Quiet Collapse of Liability Rules for Robots\n"
        "<br> Ana Ruiz and Tom Avery, 41 Harbor L. Rev. 900 (2019)\n"
        "<br> Read pages 900-910.\n\n"
        "Ranking models to draft court opinions (Working Draft)\n"
        "<br> Mei Lin et al.\n"
    )
    result = parse_text(text, "list.md")
    # the law review's source below the first title makes it an entry; the draft is one too, its authors' line
    # ("Mei Lin et al.") an author list, as "et al." says
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("The Quiet Collapse of Liability Rules for Robots", 2019),
        ("Ranking models to draft court opinions", None),
    ]
    assert result.entries[1].occurrences[0].seed_authors == ["Mei Lin"]
    assert result.unparsed == []


def test_a_short_linked_title_over_its_authors_and_journal_is_never_silent() -> None:
    text = (
        "## Datasets\n\n"
        "7. [The crystal atlas.](https://pubs.example.org/apm/article/1/1/011002/9) [Website](https://atlas.example.org/)\n"
        "    A. Ruiz, T. Avery, & M. Lin, Materials Letters **1**, 011002 (2013)\n"
    )
    assert [problem.line for problem in parse_text(text, "list.md").unparsed] == [3]


def test_two_linked_titles_joined_by_and_are_two_papers() -> None:
    text = (
        "12. [Robot Chemists in the Laboratory Part I: Progress.](https://doi.org/10.1002/anie.2019001) and "
        "[Robot Chemists in the Laboratory Part II: Outlook.](https://doi.org/10.1002/anie.2019002)\n"
        "    A. Ruiz, T. Avery, & M. Lin, Angewandte Chemie, **59**, 22858 (2020)\n"
    )
    assert [entry.title for entry in entries(text)] == [
        "Robot Chemists in the Laboratory Part I: Progress",
        "Robot Chemists in the Laboratory Part II: Outlook",
    ]


def test_a_proceedings_title_with_its_series_volume_under_a_paper_is_no_paper() -> None:
    text = (
        "** Robotics\n\n"
        "- Ana Ruiz. _Safe Paths Between Round Obstacles_.\n"
        "  Logics and Types in Theory and Practice, LNCS 14560, 2024.\n"
        "  [[https://doi.org/10.1007/978-3-031-00000-4][doi]], [[https://hal.example.org/hal-0431][pdf]]\n"
    )
    titles = [entry.title for entry in parse_text(text, "list.org").entries]
    assert "Logics and Types in Theory and Practice" not in titles


@pytest.mark.parametrize(
    "line",
    [
        "- Lee, A, Wu, B, Ng, CSparse Codes for Graph Memory. In Graphics Symposium Papers 2021 . The Association.",
        "- Lee, A, Wu, BSparse Codes for Graph Memory. In Rendering - Workshop Papers 2019",
    ],
)
def test_a_title_no_rule_cuts_from_its_names_with_a_venue_and_year_alone_in_its_section_is_never_silent(
    line: str,
) -> None:
    """Names glued to the title with no stop between: no rule tells the title apart, yet a venue with its year says
    paper, so the rules make the line ``unparsed`` with its reason, never a plain title skipped where its section has
    no other paper (the entry labeller then reads it: ``test_tagger``)."""
    with rules_only():
        result = parse_text(f"# Papers\n\n### Compression\n{line}\n\n### Rendering\n", "list.md")
    assert [(record.line, record.reason.startswith("reads like a paper")) for record in result.unparsed] == [(4, True)]


def test_a_labs_folder_for_one_paper_is_its_page_but_the_folder_of_papers_is_not() -> None:
    """A lab's site gives each paper a folder named by its title's words (``/papers/zero-knowledge-proofs/``): the
    paper's page. The folder that holds them all, or the site's home, is no one paper's page."""
    line = "## Protocols\n\n* [Zero Knowledge Proofs for Sensor Networks]({url}) - A good intro.\n"
    url = "https://lab.example.org/papers/zero-knowledge-proofs/"
    assert one(line.format(url=url)).links[0].url == url
    for url in ("https://lab.example.org/papers/", "https://lab.example.org/"):
        assert entries(line.format(url=url)) == []


def test_a_title_linked_to_a_university_project_page_among_papers_is_that_paper() -> None:
    """A title among papers linked to a research project's page (a university's site, a research, projects or papers
    folder) is the paper presented there; a name too short for a title (a data set's, a tool's) is reported unparsed,
    so the maintainer sees it; elsewhere, or naming a university, or on a class's page, it is the project's or the
    course's line and skipped."""
    papers = "* [Secure Multiparty Sums](https://arxiv.org/abs/2101.01234) - A paper.\n"
    project = "* [Perceptual Models of Color Difference](http://vis.example.edu/lab/ColorDiff/) - A model of colour.\n"
    research = "* [Working Memory in Pictograph Charts](https://someone.example.com/research/pictographs/) - A study.\n"
    own_page = "* [Rhythm Pattern Extraction](http://someone.example.org/Papers/rhythmex/)\n"  # a site's papers folder
    named = "* [Color Gigaword](http://ling.example.edu/projects/gigaword/): a corpus of colour names\n"
    found = parse_text(f"## Color\n\n{papers}{project}{research}{own_page}{named}", "list.md").records
    assert [(record.record, getattr(record, "line", None)) for record in found] == [
        ("entry", None),
        ("entry", None),
        ("entry", None),
        ("entry", None),
        ("unparsed", 7),
    ]
    assert [record.title for record in found[1:4]] == [
        "Perceptual Models of Color Difference",
        "Working Memory in Pictograph Charts",
        "Rhythm Pattern Extraction",
    ]
    for line in (
        "* [Vision Group Repository - University of Somewhere](http://vis.example.edu/repo/)\n",
        "* [Lecture Notes on Color Vision](http://vis.example.edu/classes/color/)\n",
    ):
        assert [record.record for record in parse_text(f"## Color\n\n{papers}{line}", "list.md").records] == ["entry"]
    alone = parse_text(f"## Tools\n\n{project}", "list.md")
    assert alone.records == []


@pytest.mark.parametrize(
    "line",
    [
        "1. [Tracing programs with feedback](https://example.org/p/trace.pdf), **ICER** (2017)",
        "1. **A. Whitcombe and B. Falk**, [Tracing programs with feedback](https://x.org/t.pdf), **ICER** (2017)",
    ],
)
def test_a_bold_acronym_after_the_title_with_its_year_is_the_venue_not_the_title(line: str) -> None:
    """A venue the table does not know, set bold after the title as lists set their venues, with its year: an
    acronym there is the venue's, and the title stays the link's text."""
    entry = one(line)
    assert (entry.title, entry.year) == ("Tracing programs with feedback", 2017)


_LINKED = "[Tessel: Efficient segmentation for\n  sensor streams](https://x.org/1.pdf)"
_ITALIC = "*Tessel: Efficient segmentation for sensor\n  streams* https://example.org/papers/2926.pdf"


@pytest.mark.parametrize(
    ("title", "fields"),
    [
        (_LINKED, "**Dana Ruiz et al.**, **CCS**"),
        (_LINKED, "**by Dana Ruiz**, CCS"),
        (_ITALIC, "**D. Ruiz, S. Fontaine, U. Nakamura and\n  K. Ishikawa**, INFOCOM"),
    ],
)
def test_bold_fields_under_a_title_set_apart_are_its_authors_and_venue_not_its_title(title: str, fields: str) -> None:
    """A title set apart by a link or italics, wrapped over lines, its authors and venue set bold on the line below:
    the link's or the italics' text is the title wherever bold comes after it (the bold names were taken for it)."""
    entry = one(f"## 2019\n\n- {title}\n  {fields}\n")
    assert entry.title == "Tessel: Efficient segmentation for sensor streams"


def test_a_title_linked_to_notes_on_a_code_host_is_a_paper_in_a_section_of_papers() -> None:
    """An issue or a Markdown file on a code host holds a reader's notes on the work its link's text names, not a
    repository: among papers the title is one; a repository's own page stays a tool's."""
    text = """## Reading

- [Secure Multiparty Sums](https://arxiv.org/abs/2101.01234)
- [Learning to Fold Proteins from Sequence](https://github.com/ana/paper-notes/issues/12)
- [[GCN] Message Passing on Sparse Graphs](https://github.com/ana/notebook/blob/main/notes/graphs.md#gcn)
- [Fast Tensor Kernels for Many GPUs](https://github.com/ana/tensor-kernels)
"""
    assert [entry.title for entry in entries(text)] == [
        "Secure Multiparty Sums",
        "Learning to Fold Proteins from Sequence",
        "Message Passing on Sparse Graphs",
    ]


def test_titles_linked_to_notes_alone_are_reported_unparsed_never_dropped() -> None:
    text = """## Generative models

- [Learning to Fold Proteins from Sequence](https://github.com/ana/paper-notes/issues/12)
- [Message Passing on Sparse Graphs](https://github.com/ana/notebook/blob/main/notes/graphs.md#gcn)
"""
    result = parse_text(text, "README.md")
    assert not result.entries
    assert [record.line for record in result.unparsed] == [3, 4]


def test_a_linked_title_under_a_plain_topic_item_is_no_topic_of_the_outline() -> None:
    text = """## Reading

- [Secure Multiparty Sums](https://arxiv.org/abs/2101.01234)
- few-shot learning
    - [Learning a Generative Model from One Image](https://github.com/ana/paper-notes/issues/40)
"""
    assert [entry.title for entry in entries(text)][-1] == "Learning a Generative Model from One Image"


def test_a_title_written_as_a_files_name_reads_as_a_title() -> None:
    """Words joined by underscores, as a paper's file is named, are a title's words: among papers, such a title
    linked to its notes is a paper as any title is."""
    text = (
        "## Image synthesis\n\n"
        "- [Secure Multiparty Sums](https://arxiv.org/abs/2101.01234)\n"
        "- [High-Resolution_Image_Synthesis_with_Conditional_GANs](https://github.com/someone/notes/issues/18)\n"
    )
    assert [entry.title for entry in entries(text)] == [
        "Secure Multiparty Sums",
        "High-Resolution_Image_Synthesis_with_Conditional_GANs",
    ]


def test_a_bold_title_before_a_surname_and_et_al_is_the_title_and_the_key_its_authors() -> None:
    """ "**Three Capitalised Words** - Lee et al.": the bold reads like a person's name, but a lone surname with "et
    al." after it is the authors' key, so the bold is the title."""
    table = "| Paper | Venue | Link |\n|---|---|---|\n"
    entry = one(
        f"{table}| **Crescendo Ladder Probing** - Russo et al. | USENIX Security 2024 | [2404.01833](https://x.io) |\n"
    )
    assert entry.title == "Crescendo Ladder Probing"


def test_a_sentence_citing_a_paper_by_its_key_alone_is_reported_not_taken_for_a_paper() -> None:
    """A bullet that cites a paper by its authors' key, no title anywhere, is unparsed: an entry titled "Chua et
    al" would take the DOI a fix writes on its line to a paper nobody can tell."""
    result = parse_text(
        "* Chua et al. **[Chua & Vallisneri (2020) [@chua2020] (PRL)]** produce posteriors.\n", "list.md"
    )
    assert result.entries == []
    assert [record.reason for record in result.unparsed] == [
        "cites a paper by its authors' key alone, without its title"
    ]
