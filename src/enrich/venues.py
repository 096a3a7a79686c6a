"""Venues: one table of common systems venues, used by the parser (the list's acronym) and by the matcher (the
record's venue string, dblp key and arXiv journal reference).

Each venue lists how reading lists write it (aliases), the dblp key prefixes of its records, and patterns for the
venue strings dblp ("OSDI", "Proc. VLDB Endow."), Semantic Scholar ("USENIX Symposium on Operating Systems Design
and Implementation") and arXiv journal references ("OSDI 2018") use. Patterns are case-insensitive; the ones for
acronyms that are also English words (FAST, MICRO, CLUSTER, SC) are scoped case-sensitive with ``(?-i:...)`` so
"IEEE Micro" or "Cluster Computing" (both journals) are not read as the conferences.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from enrich.models import SourceRecord

VenueKind = Literal["conference", "journal", "workshop", "preprint"]


@dataclass(frozen=True)
class Venue:
    acronym: str
    aliases: tuple[str, ...] = ()
    dblp_prefixes: tuple[str, ...] = ()  # "conf/osdi" matches keys "conf/osdi/Name22"; the first is the main one
    name_patterns: tuple[str, ...] = ()  # regexes over a record's venue string, case-insensitive
    kind: VenueKind = "conference"  # a workshop paper is a short version unless the list names the workshop


VENUES: tuple[Venue, ...] = (
    Venue("OSDI", (), ("conf/osdi",), (r"\bOSDI\b", r"Operating Systems Design and Implementation")),
    Venue("SOSP", (), ("conf/sosp",), (r"\bSOSP\b", r"Symposium on Operating Systems? Principles")),
    Venue("NSDI", (), ("conf/nsdi",), (r"\bNSDI\b", r"Networked Systems Design and Implementation")),
    Venue("ATC", ("USENIX ATC", "USENIX Annual Technical Conference"), ("conf/usenix",),
          (r"\bUSENIX ATC\b", r"(?-i:\bATC\b)", r"USENIX Annual Technical Conference", r"^USENIX$")),
    Venue("FAST", (), ("conf/fast",), (r"(?-i:\bFAST\b)", r"File and Storage Technologies")),
    Venue("EuroSys", (), ("conf/eurosys",), (r"\bEuroSys\b", r"European Conference on Computer Systems")),
    Venue("ASPLOS", (), ("conf/asplos",), (r"\bASPLOS\b", r"Architectural Support for Programming Languages")),
    Venue("ISCA", (), ("conf/isca",), (r"\bISCA\b", r"International Symposium on Computer Architecture")),
    Venue("MICRO", (), ("conf/micro",), (r"(?-i:\bMICRO\b)", r"^Micro$", r"Symposium on Microarchitecture")),
    Venue("HPCA", (), ("conf/hpca",), (r"\bHPCA\b", r"High[- ]Performance Computer Architecture")),
    Venue("SC", ("Supercomputing",), ("conf/sc",),
          (r"(?-i:^SC\b)", r"(?-i:\bSC ?'?\d{2}\b)", r"(?-i:\(SC\))",
           r"High Performance Computing, Networking, Storage,? and Analysis")),
    Venue("MLSys", ("SysML",), ("conf/mlsys", "conf/sysml"),
          (r"\bMLSys\b", r"\bSysML\b", r"Conference on Machine Learning and Systems")),
    Venue("VLDB", ("PVLDB", "Proc. VLDB Endow.", "Proceedings of the VLDB Endowment"),
          ("journals/pvldb", "conf/vldb"), (r"\bP?VLDB\b(?!\s*J(?:ournal|\.))",)),
    Venue("SIGMOD", ("PACMMOD",), ("conf/sigmod", "journals/pacmmod"),
          (r"\bSIGMOD\b(?!\s*Rec)", r"Management of Data", r"Proc\. ACM Manag\. Data")),
    Venue("ICML", (), ("conf/icml",),
          (r"\bICML\b", r"International Conference on Machine Learning(?!\s*(?:and|,))")),
    Venue("NeurIPS", ("NIPS",), ("conf/nips",),
          (r"\bNeurIPS\b", r"\bNIPS\b", r"Neural Information Processing Systems")),
    Venue("ICLR", (), ("conf/iclr",), (r"\bICLR\b", r"International Conference on Learning Representations")),
    Venue("ICPP", (), ("conf/icpp",), (r"\bICPP\b", r"International Conference on Parallel Processing")),
    Venue("CLUSTER", (), ("conf/cluster",), (r"(?-i:\bCLUSTER\b)", r"International Conference on Cluster Computing")),
    Venue("IPDPS", (), ("conf/ipps",), (r"\bIPDPS\b", r"Parallel and Distributed Processing Symposium")),
    Venue("HPDC", (), ("conf/hpdc",),
          (r"\bHPDC\b", r"High[- ]Performance Parallel (?:and )?Distributed Computing")),
    Venue("SoCC", (), ("conf/cloud",), (r"\bSoCC\b", r"Symposium on Cloud Computing")),
    Venue("CLOUD", ("IEEE CLOUD",), ("conf/IEEEcloud",),
          (r"(?-i:\bIEEE CLOUD\b)", r"(?-i:^CLOUD$)",
           r"International Conference on Cloud Computing(?!\s*(?:Tech|and))")),
    Venue("CCGrid", ("CCGRID",), ("conf/ccgrid",),
          (r"\bCCGRID\b", r"Cluster,? Cloud,? and (?:Grid|Internet) Computing")),
    Venue("ICCD", (), ("conf/iccd",), (r"\bICCD\b", r"International Conference on Computer Design")),
    Venue("ICDCS", (), ("conf/icdcs",), (r"\bICDCS\b", r"Conference on Distributed Computing Systems")),
    Venue("ICS", (), ("conf/ics",), (r"(?-i:^ICS\b)", r"International Conference on Supercomputing")),
    Venue("PPoPP", (), ("conf/ppopp",), (r"\bPPoPP\b", r"Principles and Practice of Parallel Programming")),
    Venue("Euro-Par", (), ("conf/europar",), (r"\bEuro-?Par\b",)),
    Venue("SIGCOMM", (), ("conf/sigcomm",),
          (r"\bSIGCOMM\b(?!\s*Comput)", r"Architectures,? and Protocols for Computer Communication")),
    Venue("SIGMETRICS", ("POMACS",), ("conf/sigmetrics", "journals/pomacs"),
          (r"\bSIGMETRICS\b", r"Measurement and Modeling of Computer Systems", r"Proc\. ACM Meas\. Anal\. Comput",
           r"Measurement and Analysis of Computing Systems")),
    Venue("INFOCOM", (), ("conf/infocom",), (r"\bINFOCOM\b", r"IEEE Conference on Computer Communications")),
    Venue("CoNEXT", (), ("conf/conext",), (r"\bCoNEXT\b", r"Emerging Network(?:ing)? Experiments?")),
    Venue("MobiSys", (), ("conf/mobisys",), (r"\bMobiSys\b", r"Mobile Systems,? Applications,? and Services")),
    Venue("MobiCom", (), ("conf/mobicom",), (r"\bMobiCom\b", r"Mobile Computing and Networking")),
    Venue("Middleware", (), ("conf/middleware",), (r"^Middleware\b", r"International Middleware Conference")),
    Venue("PLDI", (), ("conf/pldi",), (r"\bPLDI\b", r"Programming Language Design and Implementation")),
    Venue("RTSS", (), ("conf/rtss",), (r"\bRTSS\b", r"Real-Time Systems Symposium")),
    Venue("DAC", (), ("conf/dac",), (r"(?-i:(?<!-)\bDAC\b)", r"(?<!Pacific )Design Automation Conference")),
    Venue("ICCAD", (), ("conf/iccad",), (r"\bICCAD\b", r"International Conference on Computer[- ]Aided Design")),
    Venue("ISPASS", (), ("conf/ispass",), (r"\bISPASS\b", r"Performance Analysis of Systems and Software")),
    Venue("IISWC", (), ("conf/iiswc",), (r"\bIISWC\b", r"Symposium on Workload Characterization")),
    Venue("SPAA", (), ("conf/spaa",), (r"\bSPAA\b", r"Parallelism in Algorithms and Architectures")),
    Venue("PODC", (), ("conf/podc",), (r"\bPODC\b", r"Principles of Distributed Computing")),
    Venue("MSST", (), ("conf/mss",), (r"\bMSST\b", r"Mass Storage Systems")),
    Venue("SYSTOR", (), ("conf/systor",), (r"\bSYSTOR\b", r"Systems and Storage Conference")),
    # Named "International Workshop on Quality of Service" for most of its history: its papers read as workshop
    # papers, which is right unless the list names IWQoS itself.
    Venue("IWQoS", (), ("conf/iwqos",), (r"\bIWQoS\b", r"International (?:Symposium|Workshop) on Quality of Service"),
          "workshop"),
    Venue("ICDE", (), ("conf/icde",), (r"\bICDE\b", r"International Conference on Data Engineering")),
    Venue("KDD", ("SIGKDD",), ("conf/kdd",), (r"\b(?:SIG)?KDD\b", r"Knowledge Discovery and Data Mining")),
    Venue("AAAI", (), ("conf/aaai",), (r"\bAAAI\b",)),
    Venue("WWW", ("The Web Conference", "TheWebConf"), ("conf/www",),
          (r"(?-i:\bWWW\b)", r"The Web Conference", r"World Wide Web Conference")),
    Venue("CVPR", (), ("conf/cvpr",), (r"\bCVPR\b", r"Computer Vision and Pattern Recognition")),
    Venue("ECCV", (), ("conf/eccv",), (r"\bECCV\b", r"European Conference on Computer Vision")),
    Venue("CIDR", (), ("conf/cidr",), (r"\bCIDR\b", r"Innovative Data Systems Research")),
    Venue("BigData", ("Big Data", "IEEE BigData"), ("conf/bigdataconf",),
          (r"(?-i:\bIEEE BigData\b)", r"^BigData$", r"International Conference on Big Data\s*(?:\(Big ?Data\))?\s*$")),
    Venue("TPDS", (), ("journals/tpds",),
          (r"\bTPDS\b", r"Trans(?:actions|\.) (?:on )?Parallel (?:and )?Distrib"), "journal"),
    Venue("TMC", (), ("journals/tmc",), (r"\bTMC\b", r"Trans(?:actions|\.) (?:on )?Mob(?:ile|\.) Comput"), "journal"),
    Venue("TC", (), ("journals/tc",), (r"Transactions on Computers\b", r"IEEE Trans\. Computers\b"), "journal"),
    Venue("TOCS", (), ("journals/tocs",),
          (r"Transactions on Computer Systems", r"ACM Trans\. Comput\. Syst\."), "journal"),
    Venue("TOS", (), ("journals/tos",), (r"Transactions on Storage", r"ACM Trans\. Storage"), "journal"),
    Venue("TACO", (), ("journals/taco",),
          (r"Transactions on Architecture and Code Optimization", r"ACM Trans\. Archit\. Code Optim"), "journal"),
    Venue("JPDC", (), ("journals/jpdc",),
          (r"Journal of Parallel and Distributed Computing", r"J\. Parallel Distributed Comput"), "journal"),
    Venue("FGCS", (), ("journals/fgcs",), (r"\bFGCS\b", r"Future Gener(?:ation|ations|\.)? Comput"), "journal"),
    Venue("FCS", (), ("journals/fcsc",), (r"Frontiers of Computer Science", r"Frontiers Comput\. Sci"), "journal"),
    Venue("CSUR", ("ACM Computing Surveys",), ("journals/csur",),
          (r"Computing Surveys", r"ACM Comput\. Surv"), "journal"),
    Venue("JCRD", ("Journal of Computer Research and Development",), (),
          (r"\bJCRD\b", r"Comput(?:er|\.) Res(?:earch|\.) (?:and )?Dev", "计算机研究与发展"), "journal"),
    Venue("HotOS", (), ("conf/hotos",), (r"\bHotOS\b", r"Hot Topics in Operating Systems"), "workshop"),
    Venue("HotStorage", (), ("conf/hotstorage",), (r"\bHotStorage\b", r"Hot Topics in Storage"), "workshop"),
    Venue("HotCloud", (), ("conf/hotcloud",), (r"\bHotCloud\b", r"Hot Topics in Cloud Computing"), "workshop"),
    Venue("HotNets", (), ("conf/hotnets",), (r"\bHotNets\b", r"Hot Topics in Networks"), "workshop"),
    Venue("EuroMLSys", (), ("conf/euromlsys",),
          (r"\bEuroMLSys\b", r"Workshop on Machine Learning and Systems"), "workshop"),
    Venue("arXiv", ("CoRR",), ("journals/corr",), (r"\barXiv\b", r"^CoRR$"), "preprint"),
)

ARXIV: Venue = next(venue for venue in VENUES if venue.acronym == "arXiv")

_BY_ALIAS: dict[str, Venue] = {}
for _venue in VENUES:
    for _name in (_venue.acronym, *_venue.aliases):
        _BY_ALIAS[re.sub(r"[^a-z0-9]", "", _name.lower())] = _venue
_BY_PREFIX: dict[str, Venue] = {prefix.lower(): venue for venue in VENUES for prefix in venue.dblp_prefixes}
_PATTERNS: tuple[tuple[Venue, re.Pattern[str]], ...] = tuple(
    (venue, re.compile(pattern, re.IGNORECASE)) for venue in VENUES for pattern in venue.name_patterns
)
# Stands for "a venue the table does not know": a claim that disagrees with every known venue.
UNKNOWN_VENUE = Venue("?")


@lru_cache(maxsize=1024)
def venue_for_acronym(written: str | None) -> Venue | None:
    """The known venue a list's tag names ('VLDB', 'PVLDB', 'NIPS', 'Big Data', 'CCGRID'), or None."""
    if not written:
        return None
    return _BY_ALIAS.get(re.sub(r"[^a-z0-9]", "", written.lower()))


def canonical_acronym(written: str | None) -> str | None:
    """The normalised acronym of a list's venue tag: the table's spelling when known, else the tag tidied up."""
    if not written:
        return None
    venue = venue_for_acronym(written)
    if venue is not None:
        return venue.acronym
    tidy = re.sub(r"\s+", " ", written).strip(" .'’‘")
    return tidy or None


@lru_cache(maxsize=8192)
def venue_for_name(text: str | None) -> Venue | None:
    """The known venue a venue string or journal reference names, or None.

    dblp names a co-located workshop "Workshop@Conference": the workshop is the venue. Cached: a run sees the
    same few hundred venue strings over and over.
    """
    if not text:
        return None
    tidy = re.sub(r"\s+", " ", text.replace("&", " and ").split("@", 1)[0]).strip()
    return next((venue for venue, pattern in _PATTERNS if pattern.search(tidy)), None)


def venue_for_dblp_key(key: str | None) -> Venue | None:
    """The known venue of a dblp key ("conf/osdi/MoritzNWTLLEYPJ18" -> OSDI); UNKNOWN_VENUE for other keys."""
    if not key:
        return None
    end = key.find("/", key.find("/") + 1)
    if end <= 0:
        return None
    return _BY_PREFIX.get(key[:end].lower(), UNKNOWN_VENUE)


def record_venue(record: SourceRecord) -> Venue | None:
    """The known venue a record says it appeared at: dblp key first (exact), then venue string, then journal ref."""
    for venue in (venue_for_dblp_key(record.dblp_key), venue_for_name(record.venue),
                  venue_for_name(record.journal_ref)):
        if venue is not None and venue is not UNKNOWN_VENUE:
            return venue
    return None


def record_acronym(record: SourceRecord) -> str | None:
    """The table's acronym for the venue a record names, or None when the table does not know it."""
    venue = record_venue(record)
    return venue.acronym if venue else None


def is_arxiv_record(record: SourceRecord) -> bool:
    """True for arXiv entries, dblp's CoRR copies and S2 records whose venue is arXiv.

    Only a dblp record's own key counts: the dblp key S2 links may be the CoRR copy of a published paper.
    """
    if record.source == "arxiv":
        return True
    if record.source == "dblp" and venue_for_dblp_key(record.dblp_key) is ARXIV:
        return True
    return venue_for_name(record.venue) is ARXIV


def venue_matches(acronym: str | None, record: SourceRecord) -> float | None:
    """1.0 when the record appeared at the venue the list names, 0.0 when it names another venue, None unknown.

    A dblp key is exact; a venue string the table does not recognise counts as another venue (the table knows how
    dblp and S2 spell every venue in it), while an unrecognised arXiv journal reference says nothing. An arXiv or
    CoRR record claims no venue for a list naming a conference: a preprint is not evidence against it.
    """
    wanted = venue_for_acronym(acronym)
    if wanted is None:
        return None
    if wanted is ARXIV:
        if is_arxiv_record(record):
            return 1.0
        return 0.0 if _claimed_venues(record) else None
    claims = _claimed_venues(record)
    if not claims:
        return None
    return 1.0 if wanted in claims else 0.0


def _claimed_venues(record: SourceRecord) -> list[Venue]:
    """Every venue other than arXiv the record names; UNKNOWN_VENUE for a key or venue string the table lacks."""
    claims = [venue_for_dblp_key(record.dblp_key)]
    if record.venue and record.venue.strip():
        claims.append(venue_for_name(record.venue) or UNKNOWN_VENUE)
    claims.append(venue_for_name(record.journal_ref))
    return [venue for venue in claims if venue is not None and venue is not ARXIV]
