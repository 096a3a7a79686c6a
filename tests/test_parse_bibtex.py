"""BibTeX files as reading lists: every field read_bibtex gives for a real-looking .bib, the records the parse stage
makes of them, and the rule that an artifact's DOI is never a paper's."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from enrich.ids import is_artifact_doi
from enrich.models import LinkKind
from enrich.parse import decode_seed, parse_text, parse_texts, seed_files
from enrich.parse.bibtex import BibPaper, BibProblem, BibSkip, entry_fields, read_bibtex
from enrich.parse.common import FoundLink, ids_from_links

DATA = Path(__file__).parent / "data" / "bib"
READING = (DATA / "reading.bib").read_text(encoding="utf-8")
BROKEN = "not valid BibTeX: Unexpected block start: `@comment`. Was still looking for field-value closing `}`"


def paper(text: str) -> BibPaper:
    (found,) = read_bibtex(text)
    assert isinstance(found, BibPaper), found
    return found


# ------------------------------------------------------------------------------------------------ read_bibtex


def test_every_entry_of_the_reading_list_gives_its_fields_and_lines() -> None:
    assert read_bibtex(READING) == [
        BibPaper(
            line=9,
            end_line=16,
            raw="@inproceedings{mohan2021analyzing,",
            key="mohan2021analyzing",
            title="Analyzing and Mitigating Data Stalls in DNN Training",
            year=2021,
            venue="Proc. VLDB Endow.",
            venue_acronym="VLDB",
            authors=("Mohan, Jayashree", "Phanishayee, Amar", "Raniwala, Ashish", "Chidambaram, Vijay"),
            links=(
                FoundLink("other", "url", "https://arxiv.org/pdf/2007.06775"),
                FoundLink("code", "code", "https://github.com/msr-fiddle/DS-Analyzer"),
            ),
        ),
        BibPaper(
            line=18,
            end_line=24,
            raw="@inproceedings{moritz2018ray,",
            key="moritz2018ray",
            title="Ray: A Distributed Framework for Emerging AI Applications",
            year=2018,
            venue="Proceedings of the 13th USENIX Symposium on Operating Systems Design and Implementation",
            venue_acronym="OSDI",
            authors=("Moritz, Philipp", "Nishihara, Robert"),
            links=(),  # its doi field holds an ACM pseudo-DOI (10.5555/...), which names nothing
        ),
        BibPaper(
            line=26,
            end_line=32,
            raw="@article{muller2020gpu,",
            key="muller2020gpu",
            title="GPU-Accelerated Über-Sampling & Caching for Deep Learning",
            year=2020,
            venue="ACM Transactions on Storage",
            venue_acronym="TOS",
            authors=("Müller, Jörg", "Groß, Stefan", "NVIDIA Research"),
            links=(FoundLink("other", "DOI", "https://doi.org/10.1145/3398210"),),
        ),
        BibPaper(
            line=34,
            end_line=41,
            raw="@misc{rajbhandari2021zeroinfinity,",
            key="rajbhandari2021zeroinfinity",
            title="ZeRO-Infinity: Breaking the GPU Memory Wall for Extreme Scale Deep Learning",
            year=2021,
            venue="arXiv",
            venue_acronym="arXiv",
            authors=("Samyam Rajbhandari", "Olatunji Ruwase", "Jeff Rasley", "Shaden Smith", "Yuxiong He"),
            links=(FoundLink("other", "arXiv", "https://arxiv.org/abs/2104.07857"),),
        ),
        BibPaper(  # booktitle and year from the crossref'd volume; the volume's DOI stays the volume's
            line=43,
            end_line=47,
            raw="@inproceedings{kuchnik2022plumber,",
            key="kuchnik2022plumber",
            title="Plumber: Diagnosing and Removing Performance Bottlenecks in Machine Learning Data Pipelines",
            year=2022,
            venue="Conference on Machine Learning and Systems",
            venue_acronym="MLSys",
            authors=("Kuchnik, Michael", "Klimovic, Ana", "Šimša, Jiří", "Smith, Virginia", "Amvrosiadis, George"),
            links=(),
        ),
        BibSkip(49, "proceedings volume"),  # the volume lee2021refurbish crossrefs: counted, not a paper
        BibPaper(
            line=56,
            end_line=63,
            raw="@inproceedings{lee2021refurbish,",
            key="lee2021refurbish",
            title="Refurbish Your Training Data: Reusing Partially Augmented Samples for Faster Deep Neural Network "
            "Training",
            year=2021,
            venue="2021 USENIX Annual Technical Conference",
            venue_acronym="ATC",
            authors=(
                "Lee, Gyewon",
                "Lee, Irene",
                "Ha, Hyeonmin",
                "Lee, Kyunggeun",
                "Hyun, Hwarim",
                "Shin, Ahnjae",
                "Chun, Byung-Gon",
            ),
            links=(
                FoundLink("other", "DOI", "https://doi.org/10.5281/zenodo.4659540"),
                FoundLink("other", "url", "https://www.usenix.org/conference/atc21/presentation/lee"),
            ),
        ),
        BibProblem(65, "@inproceedings{broken2021,", BROKEN),
        BibProblem(71, "@article{notitle2019,", "the entry has no title"),
        BibPaper(
            line=76,
            end_line=79,
            raw="@inproceedings{nadig2023deepfreeze,",
            key="nadig2023deepfreeze",
            title="Towards Scalable Asynchronous Checkpointing",
            year=2019,
            venue="IEEE/ACM International Symposium on Cluster, Cloud and Internet Computing",
            venue_acronym="CCGrid",
            authors=(),
            links=(),
        ),
    ]


def test_line_numbers_are_those_of_the_at_line_and_the_closing_brace() -> None:
    lines = READING.split("\n")
    for found in read_bibtex(READING):
        if isinstance(found, BibSkip):
            assert lines[found.line - 1].startswith("@")
            continue
        assert lines[found.line - 1] == found.raw and found.raw.startswith("@")
        if isinstance(found, BibPaper):
            assert lines[found.end_line - 1].rstrip().endswith("}")
            assert entry_fields("\n".join(lines[found.line - 1 : found.end_line])) is not None


def test_windows_line_endings_and_a_byte_order_mark_change_nothing() -> None:
    data = b"\xef\xbb\xbf" + READING.replace("\n", "\r\n").encode("utf-8")
    assert read_bibtex(decode_seed(data, "reading.bib")) == read_bibtex(READING)


def test_macros_join_with_hash_ignore_case_and_an_undefined_one_stands_for_itself() -> None:
    found = paper(
        '@string{Conf = "Conference on "}\n@string{full = CONF # "Things"}\n'
        "@inproceedings{k, title = {C\\# {and} F\\# # Not Joined}, booktitle = full # { 2020},\n"
        '  journal = osdi, year = "20" # "21"}'
    )
    assert (found.title, found.venue, found.year) == ("C# and F# # Not Joined", "Conference on Things 2020", 2021)
    assert paper("@article{k, title = {T}, journal = osdi}").venue == "osdi"


def test_latex_is_decoded_in_titles_only_and_bare_ampersands_and_percents_are_kept() -> None:
    found = paper(
        "@misc{k, title = {{Fast}--Slow: 100% {\\em of} $\\mu$-Kernels \\& R\\&D ~ Bare & Sign},\n"
        "  url = {https://a.org/x%20y/~me/a\\_b}}"
    )
    assert found.title == "Fast–Slow: 100% of $\\mu$-Kernels & R&D Bare & Sign"
    assert found.links == (FoundLink("other", "url", "https://a.org/x%20y/~me/a_b"),)


def test_a_braced_list_of_names_is_split_into_people_and_a_braced_organisation_is_not() -> None:
    found = paper(
        "@article{k,\n  author       = {{Ling Yang,\n                  Bin Cui, and\n"
        "                  Ming{-}Hsuan Yang}},\n  title = {T}}"
    )
    assert found.authors == ("Ling Yang", "Bin Cui", "Ming-Hsuan Yang")
    assert paper("@misc{k, title = {T}, author = {{A, B, C}}}").authors == ("A", "B", "C")
    assert paper("@misc{k, title = {T}, author = {{Barnes and Noble, Inc.} and Li, Wei}}").authors == (
        "Barnes and Noble, Inc.",
        "Li, Wei",
    )


def test_link_fields_take_their_kind_from_the_field_name_or_the_url() -> None:
    found = paper(
        "@misc{k, title = {T}, pdf = {https://a.org/t.pdf}, slides = {https://a.org/s},\n"
        "  video = {https://v.org/t}, url = {https://gitlab.com/a/t}}"
    )
    assert [(link.kind, link.label) for link in found.links] == [
        ("code", "url"),
        ("pdf", "pdf"),
        ("slides", "slides"),
        ("video", "video"),
    ]


# How reference managers write a url field that holds several addresses, and TeX escapes inside an address.
_URL_FIELD_SHAPES = {
    "mendeley, space": "{{{first} {second}}}",
    "jabref, comma": "{{{first}, {second}}}",
    "semicolon": "{{{first};{second}}}",
    "zotero, line break": "{{{first}\n  {second}}}",
    "quoted, spaces": '"{first}  {second}"',
}
_ESCAPED_ADDRESSES = (  # (as a tool writes it in a .bib file, the address)
    ("https://a.org/render.fcgi?artid=1\\&tool=pmc", "https://a.org/render.fcgi?artid=1&tool=pmc"),
    ("http://b.org/abstract{\\_}S0883", "http://b.org/abstract_S0883"),
    ("http://c.org/abstract\\_S0883", "http://c.org/abstract_S0883"),
    ("https://d.org/x\\%20y", "https://d.org/x%20y"),
    ("www.e.org/book/9780521", "www.e.org/book/9780521"),
    ("https://arxiv.org/abs/quant-ph/9605043v3", "https://arxiv.org/abs/quant-ph/9605043v3"),
)


@settings(max_examples=60, deadline=None)
@given(
    shape=st.sampled_from(sorted(_URL_FIELD_SHAPES)),
    pair=st.lists(st.sampled_from(_ESCAPED_ADDRESSES), min_size=2, max_size=2, unique=True),
    field=st.sampled_from(["url", "pdf", "howpublished"]),
)
def test_a_link_field_with_several_addresses_gives_each_unescaped(
    shape: str, pair: list[tuple[str, str]], field: str
) -> None:
    (first, first_url), (second, second_url) = pair
    value = _URL_FIELD_SHAPES[shape].format(first=first, second=second)
    found = paper(f"@article{{k, title = {{T}},\n  {field} = {value}}}")
    assert [link.url for link in found.links if link.label == field] == [first_url, second_url]


def test_an_address_a_tool_wrapped_over_lines_stays_one_link() -> None:
    found = paper("@misc{k, title = {T}, url = {https://a.org/papers/\n    long-name.pdf}}")
    assert [link.url for link in found.links] == ["https://a.org/papers/long-name.pdf"]


@pytest.mark.parametrize(
    "value, urls",
    [
        ("{Paper:https\\://arxiv.org/pdf/1802.08735.pdf:URL}", ["https://arxiv.org/pdf/1802.08735.pdf"]),
        ("{:https\\://a.org/p.pdf:PDF;Local:C\\:\\Users\\me\\p.pdf:PDF}", ["https://a.org/p.pdf"]),
        ("{Full Text:/home/me/Zotero/storage/AB12/p.pdf:application/pdf}", []),
        ("{Snapshot:C\\:\\Users\\me\\asset-view.html:text/html}", []),
    ],
)
def test_an_online_file_in_jabrefs_file_field_is_a_link_and_a_local_path_is_not(value: str, urls: list[str]) -> None:
    found = paper(f"@inproceedings{{k, title = {{T}}, file = {value}}}")
    assert [link.url for link in found.links] == urls


@pytest.mark.parametrize(
    "booktitle, acronym", [("Proc. of ICIP", "ICIP"), ("Proc. of ICS", "ICS"), ("Proceedings of the SC", "SC")]
)
def test_a_proceedings_prefix_before_a_known_acronym_is_the_acronyms_venue(booktitle: str, acronym: str) -> None:
    assert paper(f"@inproceedings{{k, title = {{T}}, booktitle = {{{booktitle}}}}}").venue_acronym == acronym


def test_an_eprint_is_an_arxiv_link_only_when_the_entry_says_it_is_arxiv() -> None:
    biblatex = paper("@online{k, title = {T}, eprinttype = {arxiv}, eprint = {arXiv:2104.07857v2}}")
    assert biblatex.links == (FoundLink("other", "arXiv", "https://arxiv.org/abs/2104.07857"),)
    assert biblatex.venue == "arXiv"
    assert paper("@misc{k, title = {T}, eprint = {2104.07857}, archivePrefix = {HAL}}").links == ()


def test_a_commented_out_entry_is_not_read_and_a_comment_line_inside_an_entry_is_ignored() -> None:
    found = read_bibtex(
        "% @misc{gone, title = {Gone}}\n@misc{k,\n  title = {Kept},\n  % year = {1999},\n  year = {2020},\n}\n"
    )
    assert [(item.key, item.year, item.line, item.end_line) for item in found if isinstance(item, BibPaper)] == [
        ("k", 2020, 2, 6)
    ]


def test_an_entry_under_a_key_used_above_is_read_and_duplicate_fields_are_a_problem_with_their_reason() -> None:
    found = read_bibtex("@misc{k, title = {A}}\n@misc{k, title = {B}}\n@misc{j, title = {C}, title = {D}}\n")
    assert [(item.key, item.title, item.line) for item in found if isinstance(item, BibPaper)] == [
        ("k", "A", 1),
        ("k", "B", 2),
    ]
    assert found[2:] == [BibProblem(3, "@misc{j, title = {C}, title = {D}}", "the entry has more than one title field")]


def test_a_keywords_field_repeated_once_per_keyword_keeps_the_entry() -> None:
    text = '@article{k,\n title = "Styling cars by hand",\n year = "1994",\n'
    text += ' keywords = "design",\n keywords = "cars",\n}\n'
    found = read_bibtex(text)
    assert [(item.title, item.year) for item in found if isinstance(item, BibPaper)] == [("Styling cars by hand", 1994)]


def test_a_crossref_takes_the_volumes_title_as_booktitle_only_when_nothing_names_a_venue() -> None:
    text = (
        "@inproceedings{a, title = {A}, crossref = {Vol}}\n"
        "@inproceedings{b, title = {B}, journal = {J}, crossref = {vol}}\n"
        "@proceedings{vol, title = {Proceedings of SOSP}, year = 2019, url = {https://v.org}}\n"
    )
    found = read_bibtex(text)
    assert found[2] == BibSkip(3, "proceedings volume")  # the volume is counted as skipped, not a paper
    assert [(item.key, item.venue, item.year, item.links) for item in found if isinstance(item, BibPaper)] == [
        ("a", "Proceedings of SOSP", 2019, ()),
        ("b", "J", 2019, ()),
    ]


@pytest.mark.parametrize("title", ["Preface", "Editorial", "Guest Editorial", "Foreword.", "Front Matter", "Erratum"])
def test_a_volumes_part_titled_by_its_name_alone_is_skipped_as_front_matter(title: str) -> None:
    """A database exports a proceedings volume's preface or a journal's editorial as an entry of its own, with the
    volume's editors as authors: no paper of the list, counted as skipped; a paper whose title holds such a word is
    read."""
    text = (
        f"@conference{{pre, author = {{Okafor, A. and Lee, B.}}, title = {{{title}}},\n"
        "  journal = {Workshop Proceedings}, year = {2017}, pages = {iv}}\n"
        "@conference{paper, author = {Okafor, A.}, title = {A Preface to Health Recommender Systems},\n"
        "  journal = {Workshop Proceedings}, year = {2017}}\n"
    )
    found = read_bibtex(text)
    assert found[0] == BibSkip(1, "front matter")
    assert [item.title for item in found if isinstance(item, BibPaper)] == ["A Preface to Health Recommender Systems"]


def test_a_crossref_childs_own_fields_win_over_the_volumes() -> None:
    text = (
        "@inproceedings{a, title = {A}, booktitle = {Workshop on X}, year = 2021, crossref = {vol}}\n"
        "@proceedings{vol, title = {Proceedings of SOSP}, booktitle = {SOSP}, year = 2019}\n"
    )
    (child,) = [item for item in read_bibtex(text) if isinstance(item, BibPaper)]
    assert (child.venue, child.year) == ("Workshop on X", 2021)


def test_entry_fields_reads_one_whole_entry_only() -> None:
    assert entry_fields("@misc{k,\n  title = {T},\n  year = 2020\n}") == {"title": 2, "year": 3}
    assert entry_fields("@misc{k,\n  title = {T},\n  year = 2020\n") is None  # cut short
    assert entry_fields("@misc{k, title = {T}}\n@misc{j, title = {U}}") is None  # two entries
    assert entry_fields("  year = 2020\n}") is None


_BIBTEX_ALPHABET = st.sampled_from(
    list('@{}"=,#%\\ \n\r\tab1_-&$~')
    + [
        "@article{",
        "@string{",
        "@comment{",
        "@preamble{",
        "title",
        " = ",
        "crossref = {",
        "author",
        " and ",
        "eprint",
        "archivePrefix = {arXiv}",
        "doi = {10.5281/x}",
        '{\\"u}',
        "2021",
        "}\n",
        "ü",
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_BIBTEX_ALPHABET, max_size=60).map("".join))
def test_read_bibtex_never_raises_and_points_at_real_lines(text: str) -> None:
    lines = text.split("\n")
    for found in read_bibtex(text):
        assert 1 <= found.line <= len(lines)
        assert found.raw == lines[found.line - 1].removesuffix("\r")
        if isinstance(found, BibPaper):
            assert found.line <= found.end_line <= len(lines) and found.title


# ------------------------------------------------------------------------------------------------ parse stage


def test_the_parse_stage_makes_bibtex_occurrences_and_unparsed_records() -> None:
    result = parse_text(READING, "lists/reading.bib")
    assert [type(record).__name__ for record in result.records] == ["Entry"] * 6 + ["Unparsed"] * 2 + ["Entry"]
    assert [(record.line, record.reason) for record in result.unparsed] == [
        (65, BROKEN),
        (71, "the entry has no title"),
    ]
    occurrence = result.entries[2].occurrences[0]
    assert occurrence.model_dump() == {
        "file": "lists/reading.bib",
        "line": 26,
        "section": [],
        "raw": "@article{muller2020gpu,",
        "format": "bibtex",
        "seed_title": "GPU-Accelerated Über-Sampling & Caching for Deep Learning",
        "seed_year": 2020,
        "seed_venue": "ACM Transactions on Storage",
        "seed_venue_acronym": "TOS",
        "system_name": None,
        "seed_authors": ["Müller, Jörg", "Groß, Stefan", "NVIDIA Research"],
        "end_line": 32,
        "cited_without_title": False,
    }
    assert result.files[0].formats == {"bibtex": 7} and result.files[0].unparsed == 2


@pytest.mark.parametrize(
    "key, doi, arxiv_id",
    [
        ("mohan2021analyzing", None, "2007.06775"),  # from the url field
        ("moritz2018ray", None, None),
        ("muller2020gpu", "10.1145/3398210", None),
        ("rajbhandari2021zeroinfinity", None, "2104.07857"),
        ("lee2021refurbish", None, None),  # the doi field is the artifact's, on Zenodo
    ],
)
def test_the_doi_and_arxiv_fields_are_the_entrys_identifiers(key: str, doi: str | None, arxiv_id: str | None) -> None:
    entries = {entry.occurrences[0].raw: entry for entry in parse_text(READING, "reading.bib").entries}
    entry = next(entry for raw, entry in entries.items() if f"{{{key}," in raw)
    assert (entry.doi, entry.arxiv_id) == (doi, arxiv_id)


def test_a_one_line_entry_has_no_end_line_and_a_title_without_letters_is_unparsed() -> None:
    result = parse_text("@misc{k, title = {One Line}}\n@misc{j, title = {--}}\n", "a.bib")
    assert result.entries[0].occurrences[0].end_line is None
    assert [(record.line, record.reason) for record in result.unparsed] == [(2, "the title has no letters or digits")]


def test_a_paper_in_a_bib_file_and_a_text_list_is_one_entry() -> None:
    merged = parse_texts(
        [
            (
                "a.bib",
                "@misc{k, title = {Ray: A Distributed Framework for Emerging AI Applications},"
                " year = 2018, booktitle = {OSDI}}\n",
            ),
            ("b.txt", "[2018 OSDI] Ray: A Distributed Framework for Emerging AI Applications. [PDF]\n"),
        ]
    )
    (entry,) = merged.entries
    assert [occurrence.format for occurrence in entry.occurrences] == ["bibtex", "plain"]


def test_a_folder_of_lists_includes_its_bib_files(tmp_path: Path) -> None:
    (tmp_path / "a.bib").write_text(READING, encoding="utf-8")
    (tmp_path / "notes.tex").write_text("x", encoding="utf-8")
    assert [path.name for path in seed_files([tmp_path])] == ["a.bib"]


# ------------------------------------------------------------------------------------------------ books

_ARTICLE = "@article{okafor2019, title = {Counting Moths}, author = {Okafor, Ana}, journal = {Oikos}, year = 2019}\n"


@pytest.mark.parametrize(
    "fields",
    [
        "publisher = {Harbour University Press}",
        "publisher = {Kestrel, Leeds. ISBN 978-3-510-95920-4.}",  # an ISBN in the publisher, as Citavi writes it
        "publisher = {Publications Office}, isbn = {978-9279615887}, doi = {10.2779/091372}",  # an ISBN beside a DOI
        "publisher = {Tide Books}, doi = {10.1017/CBO9780511778735}",  # a book's DOI
        "publisher = {River Foundation}, url = {https://example.org/final-report.pdf}",  # a report typed as a book
        "publisher = {Springer Science \\& Business Media}",  # a publisher's name holding "Science"
    ],
)
def test_a_book_entry_is_a_book_not_a_paper(fields: str) -> None:
    book = f"@book{{lund1994, title = {{The Grammar of Rivers}}, author = {{Lund, Bo}}, {fields}, year = 1994}}\n"
    text = _ARTICLE + book
    result = parse_text(text, "refs.bib")
    assert [entry.title for entry in result.entries] == ["Counting Moths"]
    assert result.files[0].skipped == {"book": 1}


@pytest.mark.parametrize(
    "fields",
    [
        "journal = {Journal of Rivers}",  # a venue field
        "volume = {45}, doi = {10.18637/jss.v045.i03}",  # an article's DOI and no ISBN, as an EndNote export types it
        "publisher = {J. Pure Appl. Hydrology 215}",  # a journal and its volume in the publisher field
        "publisher = {Trans. of the River Society, 352, no. 10}",
        "publisher = {Proceedings of the Delta Symposium 2013}",  # a meeting
        "publisher = {PhD Thesis, University of Leeds}",
    ],
)
def test_a_book_entry_that_names_an_article_or_a_thesis_is_a_paper(fields: str) -> None:
    book = f"@book{{lund2011, title = {{Tides in Narrow Channels}}, author = {{Lund, Bo}}, {fields}, year = 2011}}\n"
    text = _ARTICLE + book
    assert [entry.title for entry in parse_text(text, "refs.bib").entries] == [
        "Counting Moths",
        "Tides in Narrow Channels",
    ]


def test_a_file_that_types_its_articles_as_books_keeps_every_book_entry_a_paper() -> None:
    """A tool that types every entry ``@book`` writes the journal into ``publisher``; a journal's name alone there
    (no volume, no venue's word) is no publisher's, since the file's type names no books."""
    text = "".join(
        f"@book{{k{index}, title = {{Tides Paper {index}}}, publisher = {{{publisher}}}, year = 2014}}\n"
        for index, publisher in enumerate(["J. Hydrology 12", "Estuary Letters 3", "River Processing On Line"])
    )
    assert [entry.title for entry in parse_text(text, "refs.bib").entries] == [
        f"Tides Paper {index}" for index in range(3)
    ]


# ------------------------------------------------------------------------------------------------ artifact DOIs


@pytest.mark.parametrize(
    "doi, artifact",
    [
        ("10.5281/zenodo.4659540", True),
        ("10.6084/m9.figshare.1", True),
        ("10.5061/dryad.x", True),
        ("10.17605/OSF.IO/ABC", True),
        ("10.24433/CO.123", True),
        ("10.1145/3398210", False),
        (None, False),
        ("10.52810/x", False),
    ],
)
def test_artifact_dois_are_those_of_the_artifact_registrants(doi: str | None, artifact: bool) -> None:
    assert is_artifact_doi(doi) is artifact


def test_an_artifact_doi_is_never_the_papers_doi_whatever_the_link_is_called() -> None:
    links = [
        FoundLink("other", "DOI", "https://doi.org/10.5281/zenodo.4659540"),
        FoundLink("pdf", "PDF", "https://doi.org/10.6084/m9.figshare.1"),
        FoundLink("other", "Paper", "https://dl.acm.org/doi/10.1145/3398210"),
    ]
    ids = ids_from_links(links)
    assert (ids.doi, ids.arxiv_id, ids.conflicts) == ("10.1145/3398210", None, ())  # no conflict with the artifacts'
    (entry,) = parse_text("[2021 ATC] **T**. [[Artifact](https://doi.org/10.5281/zenodo.1)]", "list.md").entries
    assert entry.links[0].kind == LinkKind.other and entry.doi is None


def test_a_preprint_servers_doi_beside_a_journals_gives_way_to_it() -> None:
    journal = FoundLink("other", "Genome Biology", "https://doi.org/10.1186/s13059-019-1663-x")
    preprint = FoundLink("other", "bioRxiv", "https://doi.org/10.1101/208819")
    cold_spring_journal = FoundLink("other", "Genome Res.", "https://doi.org/10.1101/gr.123456.111")
    assert ids_from_links([preprint, journal]).doi == "10.1186/s13059-019-1663-x"
    assert ids_from_links([preprint]).doi == "10.1101/208819"  # the preprint alone is the paper's only DOI
    assert ids_from_links([journal, cold_spring_journal]).doi is None  # two journals' DOIs: neither is kept


def test_a_dblp_entry_of_a_theory_report_series_names_the_series_and_reads_its_math_as_typed() -> None:
    found = paper(
        """@article{DBLP:journals/eccc/LeeR23,
  author       = {Ana Lee and
                  Raj Rao},
  title        = {Counting Walks Is Complete for {\\#}NC\\({}^{\\mbox{1}}\\)},
  journal      = {Electron. Colloquium Comput. Complex.},
  volume       = {{TR23-042}},
  year         = {2023}
}
"""
    )
    assert (found.title, found.venue_acronym, found.year) == ("Counting Walks Is Complete for #NC^1", "ECCC", 2023)


def test_a_formulas_subscripts_in_a_zotero_title_join_the_word_before_them() -> None:
    found = paper(
        """@article{lee_no2_2006,
\ttitle = {{NO} $_{\\textrm{2}}$ and {HO} $_{\\textrm{x}}$ budgets over a forest: $\\alpha$-pinene},
\tjournal = {Journal of Geophysical Research},
\tauthor = {Lee, Ana},
\tyear = {2006},
}
"""
    )
    assert found.title == "NO2 and HOx budgets over a forest: $\\alpha$-pinene"


def test_an_ieee_proceedings_booktitle_written_inverted_gives_the_conferences_acronym() -> None:
    found = paper(
        """@inproceedings{lee2003,
  title = {Fast Outlier Detection Using the Local Correlation Integral},
  booktitle = {Data Engineering, 2003. Proceedings. 19th International Conference on},
  author = {Lee, Ana},
  year = {2003},
}
"""
    )
    assert found.venue_acronym == "ICDE"


@pytest.mark.parametrize(
    "booktitle, acronym",
    [
        ("ESOP '19: Proceedings of the 28th European Symposium on Programming Languages", "ESOP"),
        ("Proceedings of the 2011 Symposium on Graph Drawing and Layout (GDL 2011)", "GDL"),
        ("Advances in Cryptology - ASIACRYPT 2009 - 15th International Conference, Tokyo", "ASIACRYPT"),
    ],
)
def test_a_long_booktitle_gives_the_acronym_it_states(booktitle: str, acronym: str) -> None:
    bib = (
        f"@inproceedings{{k,\n  title = {{Drawing Trees Without Crossings}},\n"
        f"  booktitle = {{{booktitle}}},\n  year = {{2011}}\n}}\n"
    )
    assert paper(bib).venue_acronym == acronym


# ------------------------------------------------------------------------------------------------ identifiers


@pytest.mark.parametrize(
    "fields, doi, arxiv_id",
    [
        ("eprint = {2403.01234 [cs.LG]}", None, "2403.01234"),  # a subject class after the id
        ("journal = {arXiv e-prints}, eid = {arXiv:2403.01234}", None, "2403.01234"),  # ADS
        ("journal = {ArXiv}, pages = {arXiv:2403.01234}", None, "2403.01234"),
        ("arxivId = {2403.01234}", None, "2403.01234"),  # Mendeley
        ("extra = {arXiv: 2403.01234}", None, "2403.01234"),  # Zotero
        ("extra = {DOI: 10.1145/3458817.3476145}", "10.1145/3458817.3476145", None),
        ("note = {doi:10.1145/3458817.3476145.}", "10.1145/3458817.3476145", None),
        ("ee = {https://doi.org/10.1145/3458817.3476145}", "10.1145/3458817.3476145", None),  # older dblp
        ("doi = {10.1145/\n      3458817.3476145}", "10.1145/3458817.3476145", None),  # wrapped by a tool
        ("url = {https://arxiv.org/abs/\n  2403.01234}", None, "2403.01234"),
        ("url = {https://link.springer.com/article/10.1007/s10994-021-05946-3}", "10.1007/s10994-021-05946-3", None),
        ("doi = {10.1007/978-3-642-29011-4\\_28}", "10.1007/978-3-642-29011-4_28", None),
        ("eprint = {12345678}, eprinttype = {pubmed}", None, None),  # another archive's eprint
        ("note = {Cited 12 times}", None, None),
    ],
)
def test_an_identifier_is_read_in_every_field_a_tool_writes_it(fields: str, doi: str | None, arxiv_id: str | None):
    (entry,) = parse_text(
        f"@article{{k,\n  title = {{Some Paper}},\n  {fields},\n  year = {{2021}}\n}}\n", "x.bib"
    ).entries
    assert (entry.doi, entry.arxiv_id) == (doi, arxiv_id)


def test_the_doi_field_comes_before_a_doi_written_in_a_note() -> None:
    (entry,) = parse_text(
        "@article{k, title = {T}, doi = {10.1145/1111111}, note = {DOI: 10.1145/2222222}}\n", "x.bib"
    ).entries
    assert entry.doi == "10.1145/1111111"


@pytest.mark.parametrize("entry_type", ["Inbook", "incollection"])
def test_a_chapter_without_a_booktitle_takes_its_series_as_its_venue(entry_type: str) -> None:
    """A library catalogue's export of a handbook's chapter names the handbook only as its series."""
    text = (
        f"@{entry_type}{{Lee2006,\nauthor={{Lee, Ana and Wu, Bo}},\n"
        "title={Chapter 12 Skill Formation over the Life Cycle},\n"
        "series={Handbook of the Economics of Education},\nyear={2006},\npublisher={Elsevier B.V},\n}\n"
        "@Book{Ng2010,\nauthor={Ng, Chen},\ntitle={Growth Theory},\n"
        "series={Lecture Notes in Economics},\nyear={2010},\n}\n"
    )
    result = parse_text(text, "reading.bib")
    assert [(entry.title, entry.venue) for entry in result.entries] == [
        ("Chapter 12 Skill Formation over the Life Cycle", "Handbook of the Economics of Education")
    ]


@pytest.mark.parametrize(
    ("field", "title"),
    [
        (r"\href{https://example.org/p}{Sparse {Query} Planning}", "Sparse Query Planning"),
        (r"Sparse Query Planning \href{https://example.org/p}", "Sparse Query Planning https://example.org/p"),
    ],
)
def test_a_hyperlink_macro_in_a_field_is_its_text_and_never_stops_the_file(field: str, title: str) -> None:
    text = f"@article{{a, title = {{{field}}}, year = 2020}}\n@article{{b, title = {{Robust Routing}}, year = 2021}}\n"
    result = parse_text(text, "refs.bib")
    assert [entry.title for entry in result.entries] == [title, "Robust Routing"]


@pytest.mark.parametrize(
    "entry, reason",
    [
        (
            "@online{lab, title={Flight Assistance Research}, author={Technische Universität Nordstadt}, year=2020}",
            "web page",
        ),
        (
            "@misc{dlm, title={Landscape Model (LM-2)}, author={Bundesamt für Landkarten}, note={[Online]}, year=2020}",
            "documentation",
        ),
        ("@online{srv, title={Serving Models}, author={Quillwork LLC}}", "web page"),
    ],
)
def test_an_unpublished_entry_by_an_organisation_alone_is_no_paper(entry: str, reason: str) -> None:
    (found,) = read_bibtex(entry)
    assert isinstance(found, BibSkip) and found.reason == reason


def test_an_organisations_entry_with_an_arxiv_id_or_a_person_among_its_authors_stays_a_paper() -> None:
    for entry in (
        "@misc{a, title={A Report}, author={Quillwork LLC}, eprint={2101.00001}, archivePrefix={arXiv}}",
        "@online{b, title={Notes on Tiling}, author={Ana Lee and Quillwork LLC}, year=2020}",
    ):
        (found,) = read_bibtex(entry)
        assert isinstance(found, BibPaper)


def test_any_url_field_and_an_abstracts_addresses_are_links() -> None:
    entry = (
        "@article{a, title={Fast Coalescent Simulation}, author={Ana Lee}, year=2020,"
        " discussion_url={https://forum.example.org/t/42},"
        " abstract={We present a simulator. Availability: the code is at https://github.com/alee/coal"
        " (see http://coal.example.org/docs) and builds on arXiv https://arxiv.org/abs/1901.00001.}}"
    )
    (found,) = read_bibtex(entry)
    assert isinstance(found, BibPaper)
    assert [link.url for link in found.links] == [
        "https://forum.example.org/t/42",
        "https://github.com/alee/coal",
        "http://coal.example.org/docs",
    ]  # an identifier in the abstract may be another work's: no link of this one


@pytest.mark.parametrize(
    ("abstract", "doi"),
    [
        (
            "Doi: 10.1002/esp.1952",
            "10.1002/esp.1952",
        ),  # the whole abstract is the entry's DOI, as some exports write it
        ("We extend the model of Lee (doi: 10.1002/esp.1000) to rivers.", None),  # a DOI the abstract cites
    ],
)
def test_an_abstract_that_is_a_doi_alone_gives_the_entrys_doi(abstract: str, doi: str | None) -> None:
    fields = "title={Modelling Landscape Evolution}, author={Tucker, G.}, year=2010"
    entry = f"@article{{t, {fields}, abstract={{{abstract}}}}}"
    (entry_read,) = parse_text(entry, "refs.bib").entries
    assert entry_read.doi == doi


def test_an_entry_bibtex_reads_as_a_comment_is_reported_unparsed_and_a_comment_entry_is_not() -> None:
    """An entry whose type is no name (``@-article``, as a file disables one; ``@ article``, as a typo writes one)
    is text BibTeX skips: it becomes an unparsed record naming its type, never a silent loss. ``@comment`` and
    plain comments stay comments."""
    text = (
        "@article{okafor2001, title={Counting moths under street lights}, year={2001}}\n\n"
        "% Adam, left out for now\n@-article{kingma2014adam,\n  title={Adam: A Method for Stochastic Optimization},\n"
        "  year={2014}\n}\n"
        "@ inproceedings{lee2019, title={Sparse plans for sensor graphs}, year={2019}}\n"
        "@comment{lindqvist2020, title={Not read}}\n"
    )
    result = parse_text(text, "refs.bib")
    assert [entry.title for entry in result.entries] == ["Counting moths under street lights"]
    assert [(record.line, record.reason) for record in result.unparsed] == [
        (4, "an entry BibTeX reads as a comment: its type '@-article' is no entry type's name"),
        (8, "an entry BibTeX reads as a comment: its type '@ inproceedings' is no entry type's name"),
    ]
