"""Identifier normalisation: a DOI or arXiv id read wrongly from a link is a wrong identifier in the dataset."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from enrich.ids import (
    arxiv_id_from_url,
    doi_from_url,
    host_name,
    is_arxiv_doi,
    is_corr_key,
    is_valid_arxiv_id,
    is_valid_dblp_key,
    is_valid_doi,
    normalize_arxiv_id,
    normalize_doi,
    on_host,
    split_arxiv_id,
)


@pytest.mark.parametrize(
    "url, doi",
    [
        ("https://doi.org/10.1109/TPDS.2021.3104252", "10.1109/tpds.2021.3104252"),
        ("https://dx.doi.org/10.7544/issn1000-1239.202330554", "10.7544/issn1000-1239.202330554"),
        ("https://dl.acm.org/doi/abs/10.1145/3639307", "10.1145/3639307"),
        ("https://dl.acm.org/doi/pdf/10.1145/3627703.3650085", "10.1145/3627703.3650085"),
        ("https://dl.acm.org/doi/10.1145/3514221.3517848", "10.1145/3514221.3517848"),
        ("https://doi.org/10.1145/3341301.3359646/", "10.1145/3341301.3359646"),  # a trailing slash is not the DOI's
        ("https://dl.acm.org/doi/proceedings/10.1145/3341301", None),  # the whole volume's DOI
        ("https://dl.acm.org/doi/book/10.1145/3341301", None),
        ("https://ieeexplore.ieee.org/stamp/stamp.jsp?tp=&arnumber=10018182", None),  # an arnumber is not a DOI
        ("https://www.usenix.org/system/files/fast21-mohan.pdf", None),
        (None, None),
    ],
)
def test_doi_from_link_urls(url, doi):
    assert doi_from_url(url) == doi


@pytest.mark.parametrize(
    "url, doi",
    [
        # the publishers' own DOI resolvers
        ("http://doi.acm.org/10.1145/1376616.1376645", "10.1145/1376616.1376645"),
        ("http://doi.wiley.com/10.1029/2005JD006126", "10.1029/2005jd006126"),
        ("https://doi.ieeecomputersociety.org/10.1109/MC.2019.1234", "10.1109/mc.2019.1234"),
        # a "/doi/" segment, a page kind between, the page's own parts after
        ("https://onlinelibrary.wiley.com/doi/full/10.1002/spe.3012", "10.1002/spe.3012"),
        ("http://onlinelibrary.wiley.com/doi/10.1002/asi.23012/abstract", "10.1002/asi.23012"),
        (
            "https://www.tandfonline.com/doi/pdf/10.1080/0144929X.2019.1234?needAccess=true",
            "10.1080/0144929x.2019.1234",
        ),
        ("https://journals.sagepub.com/doi/10.1177/0956797611417632", "10.1177/0956797611417632"),
        (
            "https://pubs.acs.org/doi/suppl/10.1021/acs.est.0c01234/suppl_file/es0c01234_si_001.pdf",
            "10.1021/acs.est.0c01234",
        ),
        ("https://www.science.org/doi/epdf/10.1126/science.abc1234", "10.1126/science.abc1234"),
        ("https://onlinelibrary.wiley.com/doi/10.1155/2018/5906368", "10.1155/2018/5906368"),  # its own slashes kept
        # a platform that writes its number for the article after the DOI
        ("https://academic.oup.com/nar/advance-article/doi/10.1093/nar/gkab123/6123456", "10.1093/nar/gkab123"),
        (
            "https://pubs.aip.org/aip/jap/article-pdf/doi/10.1063/5.0012345/1234567/044901_1_online.pdf",
            "10.1063/5.0012345",
        ),
        # the DOI right after a segment naming one paper's page
        ("https://link.springer.com/article/10.1007/s10994-021-05946-3", "10.1007/s10994-021-05946-3"),
        ("https://link.springer.com/chapter/10.1007%2F978-3-030-58452-8_13", "10.1007/978-3-030-58452-8_13"),
        ("https://link.springer.com/content/pdf/10.1007/s10994-021-05946-3.pdf", "10.1007/s10994-021-05946-3"),
        ("http://link.springer.com/10.1007/978-3-540-30115-8_22", "10.1007/978-3-540-30115-8_22"),
        ("https://journals.aps.org/prx/abstract/10.1103/PhysRevX.11.041039", "10.1103/physrevx.11.041039"),
        ("https://joss.theoj.org/papers/10.21105/joss.02717", "10.21105/joss.02717"),
        ("https://iopscience.iop.org/article/10.1088/1742-6596/1234/1/012001/pdf", "10.1088/1742-6596/1234/1/012001"),
        ("https://www.frontiersin.org/articles/10.3389/fnins.2021.612345/full", "10.3389/fnins.2021.612345"),
        (  # Annual Reviews
            "https://www.annualreviews.org/content/journals/10.1146/annurev-neuro-092619-094115",
            "10.1146/annurev-neuro-092619-094115",
        ),
        # a bioRxiv or medRxiv preprint's page: the DOI before the version the page shows
        ("https://www.biorxiv.org/content/10.1101/2021.02.12.430858v3", "10.1101/2021.02.12.430858"),
        ("https://www.medrxiv.org/content/10.1101/2020.04.14.20062463v2.full.pdf", "10.1101/2020.04.14.20062463"),
        ("https://www.biorxiv.org/content/10.1101/641142v2.full", "10.1101/641142"),
        ("https://www.biorxiv.org/content/10.1101/2022.08.31.505981", "10.1101/2022.08.31.505981"),
        # a volume or book, a preprint page that writes no DOI, and numbers that only a publisher reads
        ("https://link.springer.com/book/10.1007/978-3-030-58452-8", None),
        ("https://www.biorxiv.org/content/early/2017/12/06/230086", None),
        ("https://www.nature.com/articles/s41586-020-2649-2", None),
        ("https://www.sciencedirect.com/science/article/pii/S0893608019302345", None),
        ("https://aclanthology.org/2023.emnlp-main.335", None),
        ("http://citeseerx.ist.psu.edu/viewdoc/download?doi=10.1.1.375.151&rep=rep1&type=pdf", None),
        # the DOI's own scheme as a link's address
        ("doi:10.1177/02676583211069735", "10.1177/02676583211069735"),
        # a query parameter naming the DOI, its whole value; a value that only holds one names none
        ("https://journals.plos.org/plosone/article?id=10.1371/journal.pone.0123456", "10.1371/journal.pone.0123456"),
        ("https://example.org/view?doi=10.1021%2Facs.jpcb.1c01234&page=2", "10.1021/acs.jpcb.1c01234"),
        ("https://example.org/view?ref=10.1021/acs.jpcb.1c01234", None),
        ("https://example.org/view?id=10.1021/acs.jpcb.1c01234+extra", None),
    ],
)
def test_a_doi_is_read_from_every_url_that_writes_it_whole_and_never_derived(url, doi):
    assert doi_from_url(url) == doi


def test_a_latex_escape_copied_into_a_doi_is_not_part_of_it():
    spellings = ["10.1007/978-3-642-29011-4\\_28", "http://dx.doi.org/10.1007/978-3-642-29011-4%5C_28"]
    assert {normalize_doi(spelling) for spelling in spellings} == {"10.1007/978-3-642-29011-4_28"}


_DOIS = st.builds(
    "10.{}/{}".format,
    st.integers(1000, 999999999),
    st.from_regex(r"[a-z0-9][-._;:a-z0-9]*[a-z0-9]|[a-z0-9]+\([0-9]+\)[0-9a-z]*", fullmatch=True),
).filter(lambda doi: normalize_doi(doi) == doi)


@given(
    doi=_DOIS,
    before=st.sampled_from(["", " ", "(", "[", "doi:", "DOI: ", "(doi:", "https://doi.org/", "<https://doi.org/"]),
    after=st.sampled_from(["", ".", ",", ";", ")", "]", ").", "].", ">", "/", "),", "'", '"']),
)
def test_a_doi_in_any_surrounding_punctuation_is_read_exactly(doi: str, before: str, after: str) -> None:
    assert normalize_doi(f"{before}{doi}{after}") == doi


@pytest.mark.parametrize("value", ["10.1145/nnnnnnn.nnnnnnn", "10.xxxx/yyyy", "10.5555/3291168.3291211", "", None])
def test_placeholder_and_pseudo_dois_are_no_dois(value):
    assert normalize_doi(value) is None


def test_doi_spellings_normalise_to_one_lowercase_form():
    spellings = [
        "10.1002/STVR.1560",
        "https://doi.org/10.1002/stvr.1560",
        "doi: 10.1002/stvr.1560",
        "http://dx.doi.org/10.1002%2Fstvr.1560",
    ]
    assert {normalize_doi(s) for s in spellings} == {"10.1002/stvr.1560"}


@pytest.mark.parametrize(
    "text",
    [
        "10.1002/(SICI)1097-024X(199801)28:1<1::AID-SPE139>3.0.CO;2-Z",
        "https://doi.org/10.1002/(SICI)1097-024X(199801)28:1%3C1::AID-SPE139%3E3.0.CO;2-Z",
        "<https://doi.org/10.1002/(SICI)1097-024X(199801)28:1<1::AID-SPE139>3.0.CO;2-Z>",
    ],
)
def test_a_sici_doi_keeps_its_angle_brackets(text):
    assert normalize_doi(text) == "10.1002/(sici)1097-024x(199801)28:1<1::aid-spe139>3.0.co;2-z"


def test_an_angle_bracket_around_a_doi_is_not_part_of_it():
    assert normalize_doi("<https://doi.org/10.1145/3600006.3613165>") == "10.1145/3600006.3613165"


def test_arxiv_datacite_dois_are_recognised():
    assert is_arxiv_doi("10.48550/arxiv.1706.03762")
    assert not is_arxiv_doi("10.1145/3600006.3613165") and not is_arxiv_doi(None)


@pytest.mark.parametrize(
    "value, expected",
    [
        ("arXiv:1706.03762v7", ("1706.03762", 7)),
        ("1706.03762", ("1706.03762", None)),
        ("2101.12345v12", ("2101.12345", 12)),
        ("quant-ph/0201082v1", ("quant-ph/0201082", 1)),
        ("math.GT/0309136", ("math/0309136", None)),  # arXiv answers without the subject class
        ("http://arxiv.org/abs/1706.03762v7", ("1706.03762", 7)),
        ("not an id", (None, None)),
    ],
)
def test_arxiv_ids_lose_their_version_and_prefix(value, expected):
    assert split_arxiv_id(value) == expected


@pytest.mark.parametrize(
    "url, arxiv_id",
    [
        ("https://arxiv.org/pdf/2001.01858", "2001.01858"),
        ("https://arxiv.org/abs/2408.14158v2", "2408.14158"),
        ("https://arxiv.org/pdf/2001.01858.pdf", "2001.01858"),
        ("https://arxiv.org/abs/2101.123456", None),  # six digits: not cut down to another paper's id
        ("https://github.com/NVIDIA/aistore", None),
        ("https://export.arxiv.org/abs/hep-th/9901001v2", "hep-th/9901001"),
        ("https://arxiv.org/html/2403.01234v1", "2403.01234"),
        ("https://www.alphaxiv.org/abs/2403.01234", "2403.01234"),  # readers that serve a preprint by its id
        ("https://www.alphaxiv.org/overview/2403.01234v2", "2403.01234"),
        ("https://ar5iv.org/abs/1706.03762", "1706.03762"),
        ("https://ar5iv.labs.arxiv.org/html/1706.03762", "1706.03762"),
        ("https://huggingface.co/papers/2403.01234", "2403.01234"),
        ("https://huggingface.co/datasets/2403.01234", None),
        ("https://arxiv.org/ftp/arxiv/papers/1802/1802.07800.pdf", "1802.07800"),  # arXiv's file server
    ],
)
def test_arxiv_id_from_link_urls(url, arxiv_id):
    assert arxiv_id_from_url(url) == arxiv_id
    assert normalize_arxiv_id(url) == arxiv_id


_ARXIV_IDS = st.one_of(
    st.from_regex(r"(0[7-9]|1[0-9]|2[0-9])(0[1-9]|1[0-2])\.[0-9]{5}", fullmatch=True),
    st.from_regex(r"(hep-th|math|cs|quant-ph|cond-mat)/(9[1-9]|0[0-7])(0[1-9]|1[0-2])[0-9]{3}", fullmatch=True),
)


@given(
    arxiv_id=_ARXIV_IDS,
    page=st.sampled_from(["https://arxiv.org/abs/", "http://export.arxiv.org/pdf/", "https://www.alphaxiv.org/abs/"]),
    version=st.sampled_from(["", "v1", "v12"]),
    after=st.sampled_from(["", ".pdf", "/", ")", ").", "]", ",", "#section", "?context=cs"]),
)
def test_an_arxiv_url_in_any_surrounding_punctuation_gives_the_id_exactly(
    arxiv_id: str, page: str, version: str, after: str
) -> None:
    assert arxiv_id_from_url(f"({page}{arxiv_id}{version}{after}") == arxiv_id


@pytest.mark.parametrize(
    "doi, valid",
    [
        ("10.1145/3458817.3476145", True),
        ("10.14778/3415478.3415530", True),
        ("10.1109/tpds.2021.3104252", True),
        ("10.1002/(sici)1097-024x(199801)28:1<1::aid-spe139>3.0.co;2-z", True),  # old Wiley SICI form
        ("10.1145/abc}def", False),  # would close a BibTeX field early
        ("10.1145/abc{", False),
        ("10.1145/a\\b", False),
        ("10.1145/a b", False),
        ("10.1145/50%", False),
        ("10.12/short-registrant", False),  # registrant codes have 4 to 9 digits
        ("11.1145/3458817", False),
        ("10.1145/", False),
        ("", False),
        (None, False),
    ],
)
def test_a_doi_is_valid_only_by_crossrefs_recommended_grammar(doi, valid):
    assert is_valid_doi(doi) is valid


@pytest.mark.parametrize(
    "arxiv_id, valid",
    [
        ("2107.06925", True),
        ("1706.03762v7", True),
        ("0704.0001", True),
        ("hep-th/9901001", True),
        ("math.GT/0309136", True),
        ("quant-ph/0201082v1", True),
        ("2107.069", False),
        ("2107.06925}", False),
        ("arXiv:2107.06925", False),
        ("hep-th/990100", False),
        ("hep th/9901001", False),
        ("", False),
        (None, False),
    ],
)
def test_an_arxiv_id_is_valid_in_the_new_and_the_old_style_only(arxiv_id, valid):
    assert is_valid_arxiv_id(arxiv_id) is valid


@pytest.mark.parametrize(
    "key, valid",
    [
        ("conf/sc/LiH21", True),
        ("journals/pvldb/LiZVSNLPSVDC20", True),
        ("journals/corr/abs-2006-15704", True),
        ("conf/fast/KumarS20", True),
        ("conf", False),
        ("conf/sc/", False),
        ("conf/sc/Li H21", False),
        ("conf/sc/LiH21}", False),
        ("../etc/passwd", False),
        ("", False),
        (None, False),
    ],
)
def test_a_dblp_key_is_valid_only_as_kind_stream_record(key, valid):
    assert is_valid_dblp_key(key) is valid


def test_a_corr_key_is_dblps_copy_of_a_preprint_and_no_other_key_is():
    assert is_corr_key("journals/corr/abs-2006-15704")
    assert not any(map(is_corr_key, ("conf/sc/LiH21", "journals/pvldb/MurraySKI21", "journals/corrx/abs-1", None)))


@pytest.mark.parametrize(
    ("url", "domains", "on"),
    [
        ("https://x.com/a/status/1", ("x.com",), True),
        ("https://netflix.com/research", ("x.com",), False),  # "x.com" is in the text, not the host
        ("https://www.arxiv.org/abs/1", ("arxiv.org",), True),
        ("https://export.arxiv.org/abs/1", ("arxiv.org",), True),
        ("https://notarxiv.org/abs/1", ("arxiv.org",), False),
        ("https://example.org/?next=https://arxiv.org/abs/1", ("arxiv.org",), False),
        ("arxiv.org/abs/2005.14165", ("arxiv.org",), True),  # written without a scheme
        ("https://ARXIV.ORG:443/abs/1", ("arxiv.org",), True),
        ("https://proceedings.mlr.press/v1/a.html", ("proceedings.",), True),
        ("https://mlr.press/proceedings.html", ("proceedings.",), False),
        ("https://[::1/", ("arxiv.org",), False),  # malformed: no host
        ("#section", ("arxiv.org",), False),
    ],
)
def test_a_url_is_on_a_host_by_its_parsed_host_name(url: str, domains: tuple[str, ...], on: bool) -> None:
    assert on_host(url, domains) is on


def test_a_host_name_is_lower_case_without_www_or_port():
    assert host_name("https://WWW.GitHub.com:8443/a/b") == "github.com"
    assert host_name("mailto:someone@example.org") == ""
