"""The venue table: how lists write venues, and how dblp, Semantic Scholar and arXiv name them in records."""

from __future__ import annotations

import re

import pytest

from enrich.models import SourceRecord
from enrich.venues import (
    VENUES,
    canonical_acronym,
    record_acronym,
    venue_for_acronym,
    venue_for_name,
    venue_matches,
)

# Venue strings as the sources write them: dblp's abbreviation, then S2's long name (and other spellings seen).
SPELLINGS = {
    "OSDI": ["OSDI", "USENIX Symposium on Operating Systems Design and Implementation",
             "13th USENIX Symposium on Operating Systems Design and Implementation (OSDI 18)"],
    "SOSP": ["SOSP", "Symposium on Operating Systems Principles",
             "Proceedings of the 27th ACM Symposium on Operating Systems Principles"],
    "NSDI": ["NSDI", "Symposium on Networked Systems Design and Implementation"],
    "ATC": ["USENIX Annual Technical Conference", "USENIX ATC", "ATC 2020"],
    "FAST": ["FAST", "USENIX Conference on File and Storage Technologies"],
    "EuroSys": ["EuroSys", "European Conference on Computer Systems",
                "Proceedings of the Fifteenth European Conference on Computer Systems"],
    "ASPLOS": ["ASPLOS",
               "International Conference on Architectural Support for Programming Languages and Operating Systems"],
    "ISCA": ["ISCA", "International Symposium on Computer Architecture"],
    "MICRO": ["MICRO", "Micro", "International Symposium on Microarchitecture"],
    "HPCA": ["HPCA", "International Symposium on High-Performance Computer Architecture"],
    "SC": ["SC", "SC21", "International Conference for High Performance Computing, Networking, Storage and Analysis"],
    "MLSys": ["MLSys", "SysML", "Conference on Machine Learning and Systems"],
    "VLDB": ["Proc. VLDB Endow.", "Proceedings of the VLDB Endowment", "VLDB"],
    "SIGMOD": ["SIGMOD Conference", "Proc. ACM Manag. Data", "Proceedings of the ACM on Management of Data"],
    "ICML": ["ICML", "International Conference on Machine Learning"],
    "NeurIPS": ["NeurIPS", "NIPS", "Neural Information Processing Systems"],
    "ICLR": ["ICLR", "International Conference on Learning Representations"],
    "ICPP": ["ICPP", "International Conference on Parallel Processing"],
    "CLUSTER": ["CLUSTER", "IEEE International Conference on Cluster Computing"],
    "IPDPS": ["IPDPS", "IEEE International Parallel and Distributed Processing Symposium"],
    "HPDC": ["HPDC", "IEEE International Symposium on High-Performance Parallel Distributed Computing"],
    "SoCC": ["SoCC", "ACM Symposium on Cloud Computing"],
    "CLOUD": ["IEEE CLOUD", "IEEE International Conference on Cloud Computing"],
    "CCGrid": ["CCGRID", "IEEE/ACM International Symposium on Cluster, Cloud and Grid Computing",
               "International Symposium on Cluster, Cloud and Internet Computing"],
    "ICCD": ["ICCD", "International Conference on Computer Design"],
    "ICDCS": ["ICDCS", "IEEE International Conference on Distributed Computing Systems"],
    "ICS": ["ICS", "International Conference on Supercomputing"],
    "PPoPP": ["PPoPP", "PPOPP", "ACM SIGPLAN Symposium on Principles & Practice of Parallel Programming"],
    "SIGCOMM": ["SIGCOMM",
                "Conference on Applications, Technologies, Architectures, and Protocols for Computer Communication"],
    "MobiSys": ["MobiSys", "ACM SIGMOBILE International Conference on Mobile Systems, Applications, and Services"],
    "MobiCom": ["MobiCom", "ACM/IEEE International Conference on Mobile Computing and Networking"],
    "PLDI": ["PLDI", "ACM-SIGPLAN Symposium on Programming Language Design and Implementation"],
    "RTSS": ["RTSS", "IEEE Real-Time Systems Symposium"],
    "CVPR": ["CVPR", "Computer Vision and Pattern Recognition"],
    "ECCV": ["ECCV (17)", "European Conference on Computer Vision"],
    "CIDR": ["CIDR", "Conference on Innovative Data Systems Research"],
    "BigData": ["IEEE BigData", "2019 IEEE International Conference on Big Data (Big Data)"],
    "TPDS": ["IEEE Trans. Parallel Distributed Syst.", "IEEE Transactions on Parallel and Distributed Systems"],
    "TMC": ["IEEE Trans. Mob. Comput.", "IEEE Transactions on Mobile Computing"],
    "FGCS": ["Future Gener. Comput. Syst.", "Future generations computer systems"],
    "FCS": ["Frontiers Comput. Sci.", "Frontiers of Computer Science"],
    "CSUR": ["ACM Comput. Surv.", "ACM Computing Surveys"],
    "TOS": ["ACM Trans. Storage", "ACM Transactions on Storage"],
    "HotOS": ["HotOS", "Workshop on Hot Topics in Operating Systems"],
    "EuroMLSys": ["EuroMLSys@EuroSys", "Proceedings of the 2nd European Workshop on Machine Learning and Systems"],
    "arXiv": ["CoRR", "arXiv.org", "ArXiv"],
}

# Names of other venues that share a word with a venue in the table.
NOT_THESE = {
    "IEEE Micro": "MICRO",
    "Cluster Computing": "CLUSTER",
    "The VLDB Journal": "VLDB",
    "VLDB J.": "VLDB",
    "SIGMOD Rec.": "SIGMOD",
    "ASP-DAC": "DAC",
    "Asia and South Pacific Design Automation Conference": "DAC",
    "International Conference on Machine Learning and Applications": "ICML",
    "IEEE International Conference on Cloud Computing Technology and Science": "CLOUD",
    "IEEE Transactions on Big Data": "BigData",
    "Comput. Commun. Rev.": "SIGCOMM",
    "ACM SIGCOMM Computer Communication Review": "SIGCOMM",
    "Frontiers in Computer Science": "FCS",
}


def _matching_acronyms(text: str) -> set[str]:
    tidy = " ".join(text.replace("&", " and ").split("@")[0].split())
    return {venue.acronym for venue in VENUES
            if any(re.search(pattern, tidy, re.IGNORECASE) for pattern in venue.name_patterns)}


@pytest.mark.parametrize("acronym, text", [(a, t) for a, texts in SPELLINGS.items() for t in texts])
def test_each_source_spelling_names_exactly_its_venue(acronym, text):
    assert venue_for_name(text).acronym == acronym
    assert _matching_acronyms(text) == {acronym}


@pytest.mark.parametrize("text, not_venue", NOT_THESE.items())
def test_other_venues_sharing_a_word_are_not_confused(text, not_venue):
    found = venue_for_name(text)
    assert found is None or found.acronym != not_venue


def test_aliases_and_dblp_prefixes_belong_to_one_venue_each():
    owners: dict[str, set[str]] = {}
    for venue in VENUES:
        for name in (venue.acronym, *venue.aliases, *venue.dblp_prefixes):
            owners.setdefault(re.sub(r"[^a-z0-9/]", "", name.lower()), set()).add(venue.acronym)
    assert {name: venues for name, venues in owners.items() if len(venues) > 1} == {}


@pytest.mark.parametrize("written, acronym", [
    ("VLDB", "VLDB"), ("PVLDB", "VLDB"), ("NIPS", "NeurIPS"), ("Big Data", "BigData"), ("CCGRID", "CCGrid"),
    ("USENIX ATC", "ATC"), ("arxiv", "arXiv"), ("SysML", "MLSys"), ("PACMMOD", "SIGMOD"),
    ("ACM Computing Surveys", "CSUR"), ("JCRD", "JCRD"),
])
def test_list_tags_resolve_to_the_tables_acronym(written, acronym):
    assert venue_for_acronym(written).acronym == acronym
    assert canonical_acronym(written) == acronym


def test_an_unknown_tag_is_tidied_not_invented():
    assert venue_for_acronym("Journal of Nothing") is None
    assert canonical_acronym(" SC ‘21’ ") == "SC ‘21"
    assert canonical_acronym("") is None


def _dblp(venue: str | None, key: str | None) -> SourceRecord:
    return SourceRecord(source="dblp", title="T", venue=venue, dblp_key=key)


@pytest.mark.parametrize("acronym, record, expected", [
    ("OSDI", _dblp("OSDI", "conf/osdi/MoritzNWTLLEYPJ18"), 1.0),
    ("ATC", _dblp("USENIX Annual Technical Conference", "conf/usenix/JeonVPQXY19"), 1.0),
    ("VLDB", _dblp("Proc. VLDB Endow.", "journals/pvldb/LiZVSNLPSVDC20"), 1.0),
    ("SIGMOD", _dblp("Proc. ACM Manag. Data", "journals/pacmmod/X24"), 1.0),
    ("OSDI", _dblp("BigDataScience", "conf/bigdatascience/LiAPSAJLSS14"), 0.0),
    ("ICPP", _dblp("IEEE Trans. Parallel Distributed Syst.", "journals/tpds/WangYLZLSWX22"), 0.0),
    ("CLUSTER", _dblp("Clust. Comput.", "journals/cluster/X21"), 0.0),
    ("OSDI", _dblp("CoRR", "journals/corr/abs-1712-05889"), None),
    ("arXiv", _dblp("CoRR", "journals/corr/abs-1802-05799"), 1.0),
    ("arXiv", _dblp("SC", "conf/sc/RajbhandariRRSH21"), 0.0),
    ("Journal of Nothing", _dblp("OSDI", "conf/osdi/X20"), None),
    (None, _dblp("OSDI", "conf/osdi/X20"), None),
])
def test_venue_matches_dblp_records(acronym, record, expected):
    assert venue_matches(acronym, record) == expected


def _s2(venue: str | None, dblp_key: str | None = None) -> SourceRecord:
    return SourceRecord(source="s2", title="T", venue=venue, dblp_key=dblp_key)


def _arxiv(journal_ref: str | None) -> SourceRecord:
    return SourceRecord(source="arxiv", title="T", arxiv_id="1712.05889", journal_ref=journal_ref)


@pytest.mark.parametrize("acronym, record, expected", [
    ("NSDI", _s2("Symposium on Networked Systems Design and Implementation"), 1.0),
    ("OSDI", _s2("USENIX Symposium on Operating Systems Design and Implementation",
                 "journals/corr/abs-1712-05889"), 1.0),
    ("OSDI", _s2("2014 International Conference on Big Data Science and Computing"), 0.0),
    ("OSDI", _s2(""), None),
    ("OSDI", _s2("arXiv.org"), None),
    ("arXiv", _s2("arXiv.org"), 1.0),
    ("OSDI", _arxiv(None), None),
    ("OSDI", _arxiv("13th USENIX Symposium on Operating Systems Design and Implementation (OSDI 18)"), 1.0),
    ("OSDI", _arxiv("Accepted at SOSP 2019"), 0.0),
    ("OSDI", _arxiv("12 pages, 9 figures"), None),
    ("arXiv", _arxiv(None), 1.0),
])
def test_venue_matches_s2_and_arxiv_records(acronym, record, expected):
    assert venue_matches(acronym, record) == expected


def test_record_acronym_prefers_the_dblp_key():
    assert record_acronym(_dblp("USENIX Annual Technical Conference", "conf/usenix/X20")) == "ATC"
    assert record_acronym(_s2("European Conference on Computer Systems")) == "EuroSys"
    assert record_acronym(_s2("Some Unknown Symposium")) is None
