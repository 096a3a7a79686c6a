"""The parse stage on the three real reading lists in seeds/.

Counts, checked by hand line by line:
- 000_2e703cf54a57efcd.txt (plain text): 41 entry lines, 41 papers; its bulleted table of contents (lines 3-10)
  and its 11 bare headings are not entries.
- 002_39e11491a07e2f23.txt (bulleted): 89 "•" lines, 88 papers: SOSP'19 "A Generic Communication Scheduler for
  Distributed DNN Training Acceleration" (line 21) is listed again without its "A" (line 68).
- storage-for-ai-2025-03-28.md (Markdown): 60 entry lines, 58 papers: FFCV is listed twice (lines 28 and 72),
  and WebDataset (line 22) and AIStore (line 40) name the same paper, "High Performance I/O For Large Scale Deep
  Learning" (arXiv 2001.01858).
- All three together: 190 entry lines, 146 papers; the 41 papers of the plain list all reappear in the Markdown
  list, so 44 papers are listed more than once (41 + the three repeats above).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from enrich.models import Entry, LinkKind
from enrich.parse import ParseResult, parse_paths
from enrich.titles import paper_id

SEEDS = Path(__file__).resolve().parent.parent / "seeds"
PLAIN = SEEDS / "000_2e703cf54a57efcd.txt"
BULLETED = SEEDS / "002_39e11491a07e2f23.txt"
MARKDOWN = SEEDS / "storage-for-ai-2025-03-28.md"


@pytest.fixture(scope="module")
def plain() -> ParseResult:
    return parse_paths([PLAIN])


@pytest.fixture(scope="module")
def bulleted() -> ParseResult:
    return parse_paths([BULLETED])


@pytest.fixture(scope="module")
def markdown() -> ParseResult:
    return parse_paths([MARKDOWN])


@pytest.fixture(scope="module")
def everything() -> ParseResult:
    return parse_paths([SEEDS])


def by_title(result: ParseResult, title: str) -> Entry:
    matches = [entry for entry in result.entries if entry.title == title]
    assert len(matches) == 1, f"{title!r}: {len(matches)} entries"
    return matches[0]


def at_line(result: ParseResult, line: int) -> Entry:
    matches = [e for e in result.entries if any(o.line == line for o in e.occurrences)]
    assert len(matches) == 1, f"line {line}: {len(matches)} entries"
    return matches[0]


# ------------------------------------------------------------------------------------------------------ counts


def test_plain_list_has_41_entries_and_nothing_unparsed(plain):
    (stats,) = plain.files
    assert (stats.entries, stats.formats, stats.unparsed) == (41, {"plain": 41}, 0)
    assert len(plain.records) == len(plain.entries) == 41


def test_bulleted_list_has_89_bullets_giving_88_papers(bulleted):
    (stats,) = bulleted.files
    assert (stats.entries, stats.formats, stats.unparsed) == (89, {"bulleted": 89}, 0)
    assert len(bulleted.records) == len(bulleted.entries) == 88


def test_markdown_list_has_60_entry_lines_giving_58_papers(markdown):
    (stats,) = markdown.files
    assert (stats.entries, stats.formats, stats.unparsed) == (60, {"markdown": 60}, 0)
    assert len(markdown.records) == len(markdown.entries) == 58


def test_the_seeds_folder_is_one_collection_of_146_papers(everything):
    assert [stats.file.rsplit("/", 1)[-1] for stats in everything.files] == [PLAIN.name, BULLETED.name, MARKDOWN.name]
    assert sum(stats.entries for stats in everything.files) == 190
    assert len(everything.entries) == 146 and not everything.unparsed
    assert sum(1 for entry in everything.entries if len(entry.occurrences) > 1) == 44


# ------------------------------------------------------------------------- every entry: title, year and venue
# Independent readings of each file's one entry shape, written for these files only, checked against the parser.

_PLAIN_LINE = re.compile(r"^\[(\d{4}) ([^\]]+)\] (.+?)\.(?: \[|$)")
_BULLET_LINE = re.compile(r"^• \[(.+?) ?[’'‘] ?(\d\d)’?\] (.+)$")
_MARKDOWN_LINE = re.compile(r"^\[(\d{4}) ([^\]]+)\] (?:[^*]+: )?\*\*(.+?)\*\*")


def _expected(path: Path) -> list[tuple[int, str, int, str]]:
    """(line, title, year, venue) for every entry line of a real list."""
    expected = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if match := _BULLET_LINE.match(line):
            venue, year, title = match.groups()
            expected.append((number, title, 2000 + int(year), venue))
        elif (match := _MARKDOWN_LINE.match(line)) or (match := _PLAIN_LINE.match(line)):
            year, venue, title = match.groups()
            expected.append((number, title, int(year), venue))
    return expected


@pytest.mark.parametrize("path, count", [(PLAIN, 41), (BULLETED, 89), (MARKDOWN, 60)])
def test_every_entry_line_gives_its_title_year_and_venue(path, count):
    result = parse_paths([path])
    seen = {o.line: o for entry in result.entries for o in entry.occurrences}
    expected = _expected(path)
    assert len(expected) == count
    for line, title, year, venue in expected:
        occurrence = seen[line]
        assert (occurrence.seed_title, occurrence.seed_year, occurrence.seed_venue) == (title, year, venue), line


# ------------------------------------------------------------------------------------------------ spot checks


@pytest.mark.parametrize(
    "line, title, year, venue, acronym, section",
    [
        (
            14,
            "Efficient User-Level Storage Disaggregation for Deep Learning",
            2019,
            "CLUSTER",
            "CLUSTER",
            ["Data Preparation"],
        ),
        (
            26,
            "Where Is My Training Bottleneck? Hidden Trade-Offs in Deep Learning Preprocessing Pipelines",
            2022,
            "SIGMOD",
            "SIGMOD",
            ["Data Preparation"],
        ),
        (
            50,
            "DeepFreeze: Towards Scalable Asynchronous Checkpointing of Deep Learning Models",
            2020,
            "CCGRID",
            "CCGrid",
            ["Model Training & Inference", "Fault Tolerance", "Checkpointing"],
        ),
        (
            86,
            "Bamboo: Making Preemptible Instances Resilient for Affordable Training of Large DNNs",
            2023,
            "NSDI",
            "NSDI",
            ["Model Training & Inference", "Fault Tolerance", "Others"],
        ),
        (
            90,
            "Efficient Fault Tolerance for Recommendation Model Training via Erasure Coding",
            2023,
            "PVLDB",
            "VLDB",
            ["Model Training & Inference", "Fault Tolerance", "Others"],
        ),
        (
            98,
            "DStore: A Lightweight Scalable Learning Model Repository with Fine-Grain Tensor-Level Access",
            2023,
            "ICS",
            "ICS",
            ["Model Training & Inference", "Model Repository"],
        ),
        (
            108,
            "DLIO: A Data-Centric Benchmark for Scientific Deep Learning Applications",
            2021,
            "CCGrid",
            "CCGrid",
            ["Benchmark"],
        ),
    ],
)
def test_plain_entries_nest_under_the_headings_the_table_of_contents_gives(
    plain, line, title, year, venue, acronym, section
):
    entry = at_line(plain, line)
    assert (entry.title, entry.year, entry.venue, entry.venue_acronym) == (title, year, venue, acronym)
    assert entry.occurrences[0].section == section
    assert entry.occurrences[0].format == "plain"


def test_plain_link_labels_have_no_url_and_keep_their_kind(plain):
    quiver = by_title(plain, "Quiver: An Informed Storage Cache for Deep Learning")
    assert [(link.kind, link.label, link.url) for link in quiver.links] == [
        (LinkKind.pdf, "PDF", None),
        (LinkKind.slides, "Slides", None),
    ]
    stalls = by_title(plain, "Analyzing and Mitigating Data Stalls in DNN Training")
    assert [(link.kind, link.label) for link in stalls.links] == [
        (LinkKind.pdf, "PDF"),
        (LinkKind.other, "DS-Analyzer"),
        (LinkKind.code, "CoorDL Code"),
    ]
    where = by_title(
        plain, "Where Is My Training Bottleneck? Hidden Trade-Offs in Deep Learning Preprocessing Pipelines"
    )
    assert [link.kind for link in where.links] == [LinkKind.pdf, LinkKind.recording, LinkKind.code]


def test_recycle_broken_brackets_in_the_plain_list_still_give_three_links(plain):
    recycle = at_line(plain, 94)
    assert recycle.title == "ReCycle: Resilient Training of Large DNNs using Pipeline Adaptation"
    assert [(link.kind, link.label) for link in recycle.links] == [
        (LinkKind.pdf, "PDF"),
        (LinkKind.slides, "Slides"),
        (LinkKind.poster, "Poster"),
    ]
    assert "line 94: unbalanced [ ] around the links" in plain.files[0].warnings


@pytest.mark.parametrize(
    "line, title, year, venue, acronym, section",
    [
        (
            7,
            "PyTorch Distributed: Experiences on Accelerating Data Parallel Training",
            2020,
            "VLDB",
            "VLDB",
            ["Frameworks"],
        ),
        (
            16,
            "Chimera: Efficiently Training Large-Scale Neural Networks with Bidirectional Pipelines",
            2021,
            "SC",
            "SC",
            ["Parallelism & Distributed Systems"],
        ),
        (
            24,
            "Horovod: fast and easy distributed deep learning in TensorFlow",
            2018,
            "arXiv",
            "arXiv",
            ["Parallelism & Distributed Systems"],
        ),
        (29, "Large Scale Distributed Deep Networks", 2012, "NIPS", "NeurIPS", ["Parallelism & Distributed Systems"]),
        (
            55,
            "vDNN: Virtualized Deep Neural Networks for Scalable, Memory-Efficient Neural Network Design",
            2016,
            "MICRO",
            "MICRO",
            ["Memory Management for Machine Learning"],
        ),
        (
            65,
            "KungFu: Making Training in Distributed Machine Learning Adaptive",
            2020,
            "OSDI",
            "OSDI",
            ["Scheduling & Resource Management"],
        ),
        (
            78,
            "Achieving μs-scale Preemption for Concurrent GPU-accelerated DNN Inferences",
            2022,
            "OSDI",
            "OSDI",
            ["Serving Systems (& inference acceleration)"],
        ),
        (
            96,
            "ZeRO-Infinity: Breaking the GPU Memory Wall for Extreme Scale Deep Learning",
            2021,
            "arxiv",
            "arXiv",
            ["Very Large Models"],
        ),
        (
            111,
            "The Architectural Implications of Facebook’s DNN-based Personalized Recommendation",
            2020,
            "HPCA",
            "HPCA",
            ["Deep Learning Recommendation Models"],
        ),
        (128, "Learning Memory Access Patterns", 2018, "ICML", "ICML", ["ML Techniques for Systems"]),
    ],
)
def test_bulleted_entries_read_venue_first_tags_with_any_apostrophe(
    bulleted, line, title, year, venue, acronym, section
):
    entry = at_line(bulleted, line)
    assert (entry.title, entry.year, entry.venue, entry.venue_acronym) == (title, year, venue, acronym)
    assert entry.occurrences[0].section == section
    assert entry.occurrences[0].format == "bulleted"
    assert entry.links == []


def test_a_bulleted_repeat_without_its_article_is_one_entry_with_two_occurrences(bulleted):
    entry = by_title(bulleted, "A Generic Communication Scheduler for Distributed DNN Training Acceleration")
    assert [(o.line, o.seed_title, o.section) for o in entry.occurrences] == [
        (
            21,
            "A Generic Communication Scheduler for Distributed DNN Training Acceleration",
            ["Parallelism & Distributed Systems"],
        ),
        (
            68,
            "Generic Communication Scheduler for Distributed DNN Training Acceleration",
            ["Scheduling & Resource Management"],
        ),
    ]
    assert entry.id == paper_id("Generic Communication Scheduler for Distributed DNN Training Acceleration")
    assert "line 68: same paper as line 21, merged" in bulleted.files[0].warnings


def test_stray_lines_of_the_bulleted_list_are_neither_entries_nor_unparsed(bulleted):
    listed_lines = {o.line for entry in bulleted.entries for o in entry.occurrences}
    assert not listed_lines & {1, 3} and not bulleted.unparsed  # "reading list", "[摘自网络]"


@pytest.mark.parametrize(
    "line, title, year, venue, acronym, section",
    [
        (30, "Deep Lake: a Lakehouse for Deep Learning", 2023, "CIDR", "CIDR", ["Data Preparation", "File Format"]),
        (
            32,
            "The Image Calculator: 10x Faster Image-AI Inference by Replacing JPEG with Self-designing Storage Format",
            2024,
            "PACMMOD",
            "SIGMOD",
            ["Data Preparation", "File Format"],
        ),
        (
            56,
            "SHADE: Enable Fundamental Cacheability for Distributed Deep Learning Training",
            2023,
            "FAST",
            "FAST",
            ["Data Preparation", "Caching System"],
        ),
        (
            120,
            "BAFT: bubble-aware fault-tolerant framework for distributed DNN training with hybrid parallelism",
            2025,
            "FCS",
            "FCS",
            ["Model Training & Inference", "Fault Tolerance", "Checkpointing"],
        ),
        (
            146,
            "Mooncake: Trading More Storage for Less Computation — A KVCache-centric Architecture for Serving LLM "
            "Chatbot",
            2025,
            "FAST",
            "FAST",
            ["Model Training & Inference", "KV Cache"],
        ),
        (
            152,
            "DLIO: A Data-Centric Benchmark for Scientific Deep Learning Applications",
            2021,
            "CCGrid",
            "CCGrid",
            ["Benchmark"],
        ),
        (
            160,
            "From BERT to ChatGPT: Challenges and Technical Development of Storage Systems for Large Model Training",
            2024,
            "JCRD",
            "JCRD",
            ["Survey"],
        ),
        (
            162,
            "I/O in Machine Learning Applications on HPC Systems: A 360-degree Survey",
            2025,
            "ACM Computing Surveys",
            "CSUR",
            ["Survey"],
        ),
    ],
)
def test_markdown_entries_take_the_bold_title_and_the_heading_path(
    markdown, line, title, year, venue, acronym, section
):
    entry = at_line(markdown, line)
    assert (entry.title, entry.year, entry.venue, entry.venue_acronym) == (title, year, venue, acronym)
    assert entry.occurrences[0].section == section
    assert entry.occurrences[0].format == "markdown"


@pytest.mark.parametrize(
    "line, system_name, title",
    [
        (38, "DLFS", "Efficient User-Level Storage Disaggregation for Deep Learning"),
        (48, "3FS", "Fire-Flyer AI-HPC: A Cost-Effective Software-Hardware Co-Design for Deep Learning"),
        (118, "COCI", "Convergence-aware optimal checkpointing for exploratory deep learning training jobs"),
    ],
)
def test_a_name_before_the_bold_title_is_the_system_name(markdown, line, system_name, title):
    occurrence = next(o for e in markdown.entries for o in e.occurrences if o.line == line)
    assert (occurrence.system_name, occurrence.seed_title) == (system_name, title)


def test_webdataset_and_aistore_are_one_paper_with_both_system_names(markdown):
    entry = by_title(markdown, "High Performance I/O For Large Scale Deep Learning")
    assert [(o.line, o.system_name) for o in entry.occurrences] == [(22, "WebDataset"), (40, "AIStore")]
    assert entry.venue_acronym == "BigData" and entry.arxiv_id == "2001.01858" and entry.doi is None
    assert [link.url for link in entry.links if link.kind is LinkKind.code] == [
        "https://github.com/webdataset/webdataset",
        "https://github.com/NVIDIA/aistore",
    ]


def test_a_note_after_the_bold_title_is_not_part_of_it(markdown):
    survey = at_line(markdown, 164)
    assert survey.title == "Survey of Storage Optimization Techniques in Large Language Model Inference"


@pytest.mark.parametrize(
    "line, doi, arxiv_id",
    [
        (44, "10.1109/tpds.2021.3104252", None),  # DIESEL+: https://doi.org/10.1109/TPDS.2021.3104252
        (32, "10.1145/3639307", None),  # https://dl.acm.org/doi/abs/10.1145/3639307
        (74, "10.1145/3620678.3624666", None),  # https://dl.acm.org/doi/pdf/...
        (68, "10.1145/3514221.3517848", None),  # https://dl.acm.org/doi/10.1145/...
        (160, "10.7544/issn1000-1239.202330554", None),  # https://dx.doi.org/...
        (98, None, None),  # https://ieeexplore.ieee.org/stamp/stamp.jsp?tp=&arnumber=10018182: not a DOI
        (110, None, None),  # https://openreview.net/pdf?id=hlvKd7Vdxm
        (48, None, "2408.14158"),  # https://arxiv.org/pdf/2408.14158
        (156, None, "2008.04395"),  # https://arxiv.org/pdf/2008.04395
    ],
)
def test_doi_and_arxiv_id_come_from_the_link_urls(markdown, line, doi, arxiv_id):
    entry = at_line(markdown, line)
    assert (entry.doi, entry.arxiv_id) == (doi, arxiv_id)


def test_markdown_links_keep_label_kind_and_url(markdown):
    stalls = at_line(markdown, 62)
    assert [(link.kind, link.label, link.url) for link in stalls.links] == [
        (LinkKind.pdf, "PDF", "http://www.vldb.org/pvldb/vol14/p771-mohan.pdf"),
        (LinkKind.code, "DS-Analyzer", "https://github.com/msr-fiddle/DS-Analyzer"),
        (LinkKind.code, "CoorDL Code", "https://github.com/msr-fiddle/CoorDL"),
    ]


def test_recycle_broken_markdown_brackets_still_give_three_links_and_the_doi(markdown):
    recycle = at_line(markdown, 134)
    assert [(link.kind, link.url) for link in recycle.links] == [
        (LinkKind.pdf, "https://dl.acm.org/doi/abs/10.1145/3694715.3695960"),
        (LinkKind.slides, "https://swapnilgandhi.com/slides/recycle-sosp24.pdf"),
        (LinkKind.poster, "https://swapnilgandhi.com/posters/ReCycle_SOSP.pdf"),
    ]
    assert recycle.doi == "10.1145/3694715.3695960"
    assert "line 134: unbalanced [ ] around the links" in markdown.files[0].warnings


def test_ffcv_listed_twice_in_the_markdown_list_is_one_entry(markdown):
    ffcv = by_title(markdown, "FFCV: Accelerating Training by Removing Data Bottlenecks")
    assert [(o.line, o.section[-1]) for o in ffcv.occurrences] == [(28, "File Format"), (72, "Data Pipeline")]
    assert len(ffcv.links) == 2


def test_tables_of_contents_give_no_records(plain, markdown):
    for result, toc_lines in ((plain, range(1, 11)), (markdown, range(1, 17))):
        assert not [o for e in result.entries for o in e.occurrences if o.line in toc_lines]
        assert not result.unparsed


# ------------------------------------------------------------------------------------------- across the files


def test_a_paper_in_two_files_is_one_entry_placed_where_it_is_first_listed(everything):
    quiver = by_title(everything, "Quiver: An Informed Storage Cache for Deep Learning")
    assert [(Path(o.file).name, o.line, o.format) for o in quiver.occurrences] == [
        (PLAIN.name, 16, "plain"),
        (MARKDOWN.name, 52, "markdown"),
    ]
    # "[PDF]" without URL in the plain list gives way to the Markdown list's PDF link with its URL.
    assert [(link.kind, link.url) for link in quiver.links] == [
        (LinkKind.pdf, "https://www.usenix.org/system/files/fast20-kumar.pdf"),
        (
            LinkKind.slides,
            "https://www.usenix.org/sites/default/files/conference/protected-files/fast20_slides_kumar.pdf",
        ),
    ]
    stalls = by_title(everything, "Analyzing and Mitigating Data Stalls in DNN Training")
    # The plain list's URL-less "[DS-Analyzer]" (kind other) is the Markdown list's GitHub link (kind code).
    assert [link.label for link in stalls.links] == ["PDF", "DS-Analyzer", "CoorDL Code"]
    assert all(link.url for link in stalls.links)
    assert (stalls.venue, stalls.venue_acronym) == ("VLDB", "VLDB")  # "[2021 VLDB]" first, then "[2021 PVLDB]"


def test_records_follow_file_order_then_line_order(everything):
    first_places = [(e.occurrences[0].file, e.occurrences[0].line) for e in everything.entries]
    file_rank = {stats.file: rank for rank, stats in enumerate(everything.files)}
    assert first_places == sorted(first_places, key=lambda place: (file_rank[place[0]], place[1]))
    assert [e.title for e in everything.entries[-3:]] == [
        "From BERT to ChatGPT: Challenges and Technical Development of Storage Systems for Large Model Training",
        "I/O in Machine Learning Applications on HPC Systems: A 360-degree Survey",
        "Survey of Storage Optimization Techniques in Large Language Model Inference",
    ]


def test_every_entry_id_is_the_paper_id_of_its_title(everything):
    assert all(entry.id == paper_id(entry.title) for entry in everything.entries)
    assert len({entry.id for entry in everything.entries}) == 146


def test_the_summary_gives_counts_per_file_per_format_and_the_warnings(everything):
    summary = everything.summary()
    assert "\n" not in summary
    assert "190 entry lines gave 146 papers (44 listed more than once), 0 unparsed lines" in summary
    assert f"{BULLETED.name}: 89 entry lines (bulleted 89), 0 unparsed, 1 warning" in summary
    assert f"{MARKDOWN.name}: 60 entry lines (markdown 60), 0 unparsed, 3 warnings" in summary
    assert "By format: plain 41, bulleted 89, markdown 60." in summary
    assert "5 warnings:" in summary and "line 68: same paper as line 21, merged" in summary
