"""Venues: one table of common systems venues, used by the parser (the list's acronym) and by the matcher (the
record's venue string, dblp key and arXiv journal reference).

Each venue lists how reading lists write it (aliases), the dblp key prefixes of its records, and patterns for the
venue strings dblp ("OSDI", "Proc. VLDB Endow."), Semantic Scholar ("USENIX Symposium on Operating Systems Design
and Implementation") and arXiv journal references ("OSDI 2018") use. Patterns are case-insensitive; the ones for
acronyms that are also English words or very short (FAST, MICRO, CLUSTER, SC, CC, RSS, COLT, BTW) are scoped
case-sensitive with ``(?-i:...)`` so "IEEE Micro" or "Cluster Computing" (both journals) are not read as the
conferences, and names that are ordinary words (Nature, Science, Machine Learning) are anchored (``^...$``) so they
never match inside a title or another venue's name ("Nature Machine Intelligence", "Computer Science").

The order of the table matters where two patterns match one string: the first venue wins. A journal that publishes a
conference's papers (TOG for SIGGRAPH, PACMPL for POPL/OOPSLA/ICFP, RA-L for papers presented at ICRA/IROS) comes
before the conference, and the conference lists it in ``published_in``, so a record there agrees with a list naming
the conference.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from re import _constants as sre_constants  # type: ignore[attr-defined]  # a pattern's parsed form (required_text)
from re import _parser as sre_parser  # type: ignore[attr-defined]
from typing import Any, Literal

from enrich.models import SourceRecord

VenueKind = Literal["conference", "journal", "workshop", "preprint"]


@dataclass(frozen=True)
class Venue:
    acronym: str
    aliases: tuple[str, ...] = ()
    dblp_prefixes: tuple[str, ...] = ()  # "conf/osdi" matches keys "conf/osdi/Name22"; the first is the main one
    name_patterns: tuple[str, ...] = ()  # regexes over a record's venue string, case-insensitive
    kind: VenueKind = "conference"  # a workshop paper is a short version unless the list names the workshop
    published_in: tuple[str, ...] = ()  # acronyms of journals that carry this venue's papers (SIGGRAPH: TOG)


VENUES: tuple[Venue, ...] = (
    Venue("OSDI", (), ("conf/osdi",), (r"\bOSDI\b", r"Operating Systems Design and Implementation")),
    Venue("SOSP", (), ("conf/sosp",), (r"\bSOSP\b", r"Symposium on Operating Systems? Principles")),
    Venue("NSDI", (), ("conf/nsdi",), (r"\bNSDI\b", r"Networked Systems Design and Implementation")),
    Venue(
        "ATC",
        ("USENIX ATC", "USENIX Annual Technical Conference"),
        ("conf/usenix",),
        (r"\bUSENIX ATC\b", r"(?-i:\bATC\b)", r"USENIX Annual Technical Conference", r"^USENIX$"),
    ),
    Venue("FAST", (), ("conf/fast",), (r"(?-i:\bFAST\b)", r"File and Storage Technologies")),
    Venue("EuroSys", (), ("conf/eurosys",), (r"\bEuroSys\b", r"European Conference on Computer Systems")),
    Venue("ASPLOS", (), ("conf/asplos",), (r"\bASPLOS\b", r"Architectural Support for Programming Languages")),
    Venue("ISCA", (), ("conf/isca",), (r"\bISCA\b", r"International Symposium on Computer Architecture")),
    # The magazine, before the conference: a list's "IEEE MICRO'25" and a record's "IEEE Micro" are the magazine.
    Venue("IEEE Micro", (), ("journals/micro",), (r"^IEEE Micro\b",), "journal"),
    Venue("MICRO", (), ("conf/micro",), (r"(?-i:\bMICRO\b)", r"^Micro$", r"Symposium on Microarchitecture")),
    Venue("HPCA", (), ("conf/hpca",), (r"\bHPCA\b", r"High[- ]Performance Computer Architecture")),
    # Computing Frontiers: "CF" is two letters, so only a venue string that opens with it or gives it a year names it.
    Venue(
        "CF",
        (),
        ("conf/cf",),
        (r"(?-i:^CF\b)", r"(?-i:\bCF ?'?\d{2}\b)", r"Conference on Computing Frontiers"),
    ),
    # ---- Quantum computing. "Quantum" is an ordinary word: only the whole venue string names the journal.
    Venue(
        "QCE",
        ("IEEE QCE", "IEEE Quantum Week"),
        ("conf/qce",),
        (r"\bQCE\b", "Conference on Quantum Computing and Engineering", "IEEE Quantum Week"),
    ),
    Venue(
        "QIC",
        ("Quantum Information and Computation", "Quantum Information & Computation", "Quantum Inf. Comput."),
        ("journals/qic",),
        (r"(?-i:\bQIC\b)", "Quantum Information (?:&|and) Computation", r"Quantum Inf\. Comput"),
        "journal",
    ),
    Venue("Quantum", (), ("journals/quantum",), (r"^Quantum$",), "journal"),
    Venue(
        "SC",
        ("Supercomputing",),
        ("conf/sc",),
        (
            r"(?-i:^SC\b)",
            r"(?-i:\bSC ?'?\d{2}\b)",
            r"(?-i:\(SC\))",
            r"High Performance Computing, Networking, Storage,? and Analysis",
        ),
    ),
    Venue(
        "MLSys",
        ("SysML",),
        ("conf/mlsys", "conf/sysml"),
        (r"\bMLSys\b", r"\bSysML\b", r"Conference on Machine Learning and Systems"),
    ),
    Venue(
        "VLDB",
        ("PVLDB", "Proc. VLDB Endow.", "Proceedings of the VLDB Endowment"),
        ("journals/pvldb", "conf/vldb"),
        (r"\bP?VLDB\b(?!\s*J(?:ournal|\.))",),
    ),
    Venue(
        "SIGMOD",
        ("PACMMOD", "SIGMOD Conference"),
        ("conf/sigmod", "journals/pacmmod"),
        (r"\bSIGMOD\b(?!\s*Rec)(?!-SIGA)(?<!SIGACT-SIGMOD)", r"Management of Data", r"Proc\. ACM Manag\. Data"),
    ),
    Venue("ICML", (), ("conf/icml",), (r"\bICML\b", r"International Conference on Machine Learning(?!\s*(?:and|,))")),
    Venue(
        "NeurIPS",
        ("NIPS", "NeurlPS"),  # "NeurlPS", a lower-case l for the I, as lists copy it from PDFs and one another
        ("conf/nips",),
        (r"\bNeur[Il]PS\b", r"\bNIPS\b", r"Neural Information Processing Systems"),
    ),
    Venue("ICLR", (), ("conf/iclr",), (r"\bICLR\b", r"International Conference on Learning Representations")),
    Venue("ICPP", (), ("conf/icpp",), (r"\bICPP\b", r"International Conference on Parallel Processing")),
    Venue("CLUSTER", (), ("conf/cluster",), (r"(?-i:\bCLUSTER\b)", r"International Conference on Cluster Computing")),
    Venue("IPDPS", (), ("conf/ipps",), (r"\bIPDPS\b", r"Parallel and Distributed Processing Symposium")),
    Venue("HPDC", (), ("conf/hpdc",), (r"\bHPDC\b", r"High[- ]Performance Parallel (?:and )?Distributed Computing")),
    Venue("SoCC", (), ("conf/cloud",), (r"\bSoCC\b", r"Symposium on Cloud Computing")),
    Venue(
        "CLOUD",
        ("IEEE CLOUD",),
        ("conf/IEEEcloud",),
        (r"(?-i:\bIEEE CLOUD\b)", r"(?-i:^CLOUD$)", r"International Conference on Cloud Computing(?!\s*(?:Tech|and))"),
    ),
    Venue(
        "CCGrid", ("CCGRID",), ("conf/ccgrid",), (r"\bCCGRID\b", r"Cluster,? Cloud,? and (?:Grid|Internet) Computing")
    ),
    Venue("ICCD", (), ("conf/iccd",), (r"\bICCD\b", r"International Conference on Computer Design")),
    Venue("ICDCS", (), ("conf/icdcs",), (r"\bICDCS\b", r"Conference on Distributed Computing Systems")),
    Venue("ICS", (), ("conf/ics",), (r"(?-i:^ICS\b)", r"International Conference on Supercomputing")),
    Venue("PPoPP", (), ("conf/ppopp",), (r"\bPPoPP\b", r"Principles and Practice of Parallel Programming")),
    Venue(
        "Euro-Par",
        (),
        ("conf/europar",),
        (r"\bEuro-?Par\b", r"European Conference on Parallel (?:and Distributed )?Processing"),
    ),
    Venue(
        "EuroMPI",
        ("EuroMPI/USA", "EuroPVM/MPI"),
        ("conf/pvm",),
        (r"\bEuro(?:PVM/)?MPI\b", r"European (?:PVM/)?MPI Users'? Group"),
    ),
    Venue(
        "SIGCOMM",
        (),
        ("conf/sigcomm",),
        (r"\bSIGCOMM\b(?!\s*(?:Comput|CCR))", r"Architectures,? and Protocols for Computer Communication"),
    ),
    # ACM SIGMETRICS's journal, which printed the conference's proceedings for years: before the conference, whose
    # acronym its name holds.
    Venue(
        "PER",
        ("ACM SIGMETRICS Performance Evaluation Review", "SIGMETRICS Perform. Eval. Rev."),
        ("journals/sigmetrics",),
        (r"Performance Evaluation Review", r"SIGMETRICS Perform\.? Eval\.? Rev"),
        "journal",
    ),
    Venue(
        "SIGMETRICS",
        ("POMACS",),
        ("conf/sigmetrics", "journals/pomacs"),
        (
            r"\bSIGMETRICS\b(?!\s*Perform)",
            r"Measurement and Modeling of Computer Systems",
            r"Proc\. ACM Meas\. Anal\. Comput",
            r"Measurement and Analysis of Computing Systems",
        ),
        "conference",
        ("PER",),
    ),
    Venue("INFOCOM", (), ("conf/infocom",), (r"\bINFOCOM\b", r"IEEE Conference on Computer Communications")),
    Venue("CoNEXT", (), ("conf/conext",), (r"\bCoNEXT\b", r"Emerging Network(?:ing)? Experiments?")),
    Venue("MobiSys", (), ("conf/mobisys",), (r"\bMobiSys\b", r"Mobile Systems,? Applications,? and Services")),
    Venue("MobiCom", (), ("conf/mobicom",), (r"\bMobiCom\b", r"Mobile Computing and Networking")),
    Venue("Middleware", (), ("conf/middleware",), (r"^Middleware\b", r"International Middleware Conference")),
    Venue("PLDI", (), ("conf/pldi",), (r"\bPLDI\b", r"Programming Language Design and Implementation")),
    Venue("RTSS", (), ("conf/rtss",), (r"\bRTSS\b", r"Real-Time Systems Symposium")),
    Venue("DAC", (), ("conf/dac",), (r"(?-i:(?<!-)\bDAC\b)", r"(?<!Pacific )Design Automation Conference")),
    Venue("ICCAD", (), ("conf/iccad",), (r"\bICCAD\b", r"International Conference on Computer[- ]Aided Design")),
    Venue(
        "TCAD",
        ("IEEE TCAD",),
        ("journals/tcad",),
        (r"\bTCAD\b", r"Transactions on Computer[- ]Aided Design of Integrated Circuits"),
        "journal",
    ),
    Venue("ISPASS", (), ("conf/ispass",), (r"\bISPASS\b", r"Performance Analysis of Systems and Software")),
    Venue("IISWC", (), ("conf/iiswc",), (r"\bIISWC\b", r"Symposium on Workload Characterization")),
    # named "Symposium on Parallel Algorithms and Architectures" until 2003
    Venue("SPAA", (), ("conf/spaa",), (r"\bSPAA\b", r"Parallel(?:ism in)? Algorithms and Architectures")),
    Venue(
        "ICA3PP",
        (),
        ("conf/ica3pp",),
        (r"\bICA3PP\b", r"Conference on Algorithms and Architectures for Parallel Processing"),
    ),
    Venue(
        "IJPP",
        ("International Journal of Parallel Programming",),
        ("journals/ijpp",),
        (r"\bIJPP\b", r"International Journal of Parallel Programming", r"Int\. J\. Parallel Program"),
        "journal",
    ),
    Venue(
        "IOPADS",
        (),
        ("conf/iopads",),
        (r"\bIOPADS\b", r"Workshop on I/O in Parallel and Distributed Systems"),
        "workshop",
    ),
    Venue("PODC", (), ("conf/podc",), (r"\bPODC\b", r"Principles of Distributed Computing")),
    Venue("MSST", (), ("conf/mss",), (r"\bMSST\b", r"Mass Storage Systems")),
    Venue("SYSTOR", (), ("conf/systor",), (r"\bSYSTOR\b", r"Systems and Storage Conference")),
    # Named "International Workshop on Quality of Service" for most of its history: its papers read as workshop
    # papers, which is right unless the list names IWQoS itself.
    Venue(
        "IWQoS",
        (),
        ("conf/iwqos",),
        (r"\bIWQoS\b", r"International (?:Symposium|Workshop) on Quality of Service"),
        "workshop",
    ),
    Venue("ICDE", (), ("conf/icde",), (r"\bICDE\b", r"International Conference on Data Engineering")),
    # SIGKDD's newsletter, before the conference: "KDD Explorations Newsletter" and "SIGKDD Explor." are the journal.
    Venue(
        "SIGKDD Explorations",
        ("KDD Explorations", "KDD Explorations Newsletter", "SIGKDD Explorations Newsletter"),
        ("journals/sigkdd",),
        (r"\b(?:SIG)?KDD Explor(?:ations\b|\.)",),
        "journal",
    ),
    Venue("KDD", ("SIGKDD",), ("conf/kdd",), (r"\b(?:SIG)?KDD\b(?!\s+Explor)", r"Knowledge Discovery and Data Mining")),
    Venue(
        "ECML PKDD",
        ("ECML-PKDD", "ECML/PKDD", "ECML"),
        ("conf/pkdd",),
        (
            r"\bECML[ /-]?(?:PKDD)?\b",
            r"European Conference on Machine Learning and (?:Principles and Practice of )?Knowledge Discovery",
        ),
    ),
    # Before AAAI, which its name holds: "AAAI/ACM Conference on AI, Ethics, and Society".
    Venue(
        "AIES",
        (),
        ("conf/aies",),
        (r"\bAIES\b", r"Conference on AI,? Ethics,? and Society", r"AAAI/ACM Conference on AI\b"),
    ),
    Venue("AAAI", (), ("conf/aaai",), (r"\bAAAI\b(?!/ACM Conference on AI\b)",)),
    Venue(
        "ISMIR",
        (),
        ("conf/ismir",),
        (r"\bISMIR\b", r"International Society for Music Information Retrieval Conference"),
    ),
    Venue("SoCG", (), ("conf/compgeom",), (r"\bSoCG\b", r"Symposium on Computational Geometry")),
    Venue(
        "WWW",
        ("The Web Conference", "TheWebConf"),
        ("conf/www",),
        (
            r"(?-i:\bWWW\b)",
            r"The Web Conference",
            r"World Wide Web Conference",
            r"Conference on (?:the )?World Wide Web\b",
        ),
    ),
    Venue("CVPR", (), ("conf/cvpr",), (r"\bCVPR\b", r"Computer Vision and Pattern Recognition")),
    Venue("ECCV", (), ("conf/eccv",), (r"\bECCV\b", r"European Conference on Computer Vision")),
    Venue("CIDR", (), ("conf/cidr",), (r"\bCIDR\b", r"Innovative Data Systems Research")),
    Venue(
        "BigData",
        ("Big Data", "IEEE BigData"),
        ("conf/bigdataconf",),
        (r"(?-i:\bIEEE BigData\b)", r"^BigData$", r"International Conference on Big Data\s*(?:\(Big ?Data\))?\s*$"),
    ),
    Venue(
        "TPDS",
        (),
        ("journals/tpds",),
        (r"\bTPDS\b", r"Trans(?:actions|\.) (?:on )?Parallel (?:and )?Distrib"),
        "journal",
    ),
    Venue("TMC", (), ("journals/tmc",), (r"\bTMC\b", r"Trans(?:actions|\.) (?:on )?Mob(?:ile|\.) Comput"), "journal"),
    Venue("TC", (), ("journals/tc",), (r"Transactions on Computers\b", r"IEEE Trans\. Computers\b"), "journal"),
    Venue(
        "TOCS",
        ("ACM Transactions on Computer Systems",),
        ("journals/tocs",),
        (r"Transactions on Computer Systems", r"ACM Trans\. Comput\. Syst\."),
        "journal",
    ),
    Venue(
        "SICOMP",
        ("SIAM Journal on Computing", "SIAM J. Comput."),
        ("journals/siamcomp",),
        (r"\bSICOMP\b", "SIAM Journal on Computing", r"SIAM J\. Comput\b"),
        "journal",
    ),
    Venue(
        "TOS",
        ("ACM Transactions on Storage",),
        ("journals/tos",),
        (r"Transactions on Storage", r"ACM Trans\. Storage"),
        "journal",
    ),
    Venue(
        "TACO",
        ("ACM Transactions on Architecture and Code Optimization",),
        ("journals/taco",),
        (r"Transactions on Architecture and Code Optimization", r"ACM Trans\. Archit\. Code Optim"),
        "journal",
    ),
    Venue(
        "JPDC",
        ("Journal of Parallel and Distributed Computing",),
        ("journals/jpdc",),
        (r"Journal of Parallel and Distributed Computing", r"J\. Parallel Distributed Comput"),
        "journal",
    ),
    Venue("FGCS", (), ("journals/fgcs",), (r"\bFGCS\b", r"Future Gener(?:ation|ations|\.)? Comput"), "journal"),
    Venue(
        "FCS",
        ("Frontiers of Computer Science",),
        ("journals/fcsc",),
        (r"Frontiers of Computer Science", r"Frontiers Comput\. Sci"),
        "journal",
    ),
    Venue(
        "CSUR", ("ACM Computing Surveys",), ("journals/csur",), (r"Computing Surveys", r"ACM Comput\. Surv"), "journal"
    ),
    Venue(
        "JCRD",
        ("Journal of Computer Research and Development",),
        (),
        (r"\bJCRD\b", r"Comput(?:er|\.) Res(?:earch|\.) (?:and )?Dev", "计算机研究与发展"),
        "journal",
    ),
    Venue("OLS", ("Ottawa Linux Symposium", "Linux Symposium"), (), (r"(?:Ottawa )?Linux Symposium",)),
    Venue("HotOS", (), ("conf/hotos",), (r"\bHotOS\b", r"Hot Topics in Operating Systems"), "workshop"),
    Venue("HotStorage", (), ("conf/hotstorage",), (r"\bHotStorage\b", r"Hot Topics in Storage"), "workshop"),
    Venue("HotCloud", (), ("conf/hotcloud",), (r"\bHotCloud\b", r"Hot Topics in Cloud Computing"), "workshop"),
    Venue("HotNets", (), ("conf/hotnets",), (r"\bHotNets\b", r"Hot Topics in Networks"), "workshop"),
    Venue(
        "EuroMLSys",
        (),
        ("conf/euromlsys",),
        (r"\bEuroMLSys\b", r"Workshop on Machine Learning and Systems"),
        "workshop",
    ),
    # ---- Natural language processing. "Findings of the ACL: EMNLP 2023" is EMNLP's: ACL yields to the venue named
    # after the colon.
    Venue(
        "ACL",
        (),
        ("conf/acl",),
        (
            r"\bACL\b(?!\s*:\s*(?:EMNLP|NAACL|EACL|AACL|IJCNLP|COLING))",
            r"Annual Meeting of the Association for Computational Linguistics",
        ),
    ),
    Venue(
        "EMNLP", ("EMNLP-IJCNLP",), ("conf/emnlp",), (r"\bEMNLP\b", r"Empirical Methods in Natural Language Processing")
    ),
    Venue(
        "NAACL",
        ("NAACL-HLT",),
        ("conf/naacl",),
        (r"\bNAACL\b", r"North American Chapter of the Association for Computational Linguistics"),
    ),
    Venue(
        "EACL", (), ("conf/eacl",), (r"\bEACL\b", r"European Chapter of the Association for Computational Linguistics")
    ),
    Venue("COLING", (), ("conf/coling",), (r"\bCOLING\b", r"International Conference on Computational Linguistics")),
    Venue(
        "TACL",
        ("Transactions of the Association for Computational Linguistics",),
        ("journals/tacl",),
        (
            r"\bTACL\b",
            r"Transactions of the Association for Computational Linguistics",
            r"Trans\. Assoc\. Comput\. Linguistics",
        ),
        "journal",
    ),
    Venue("CoNLL", (), ("conf/conll",), (r"\bCoNLL\b", r"Conference on Computational Natural Language Learning")),
    Venue(
        "LREC",
        (),
        ("conf/lrec",),
        (
            r"\bLREC\b",
            r"Language Resources and Evaluation Conference",
            r"Conference on Language Resources and Evaluation",
        ),
    ),
    Venue(
        "ICASSP", (), ("conf/icassp",), (r"\bICASSP\b", r"International Conference on Acoustics\b")
    ),  # "..., Speech and Signal Processing"
    Venue(
        "Interspeech",
        (),
        ("conf/interspeech",),
        (r"\bInterspeech\b", r"Conference of the International Speech Communication Association"),
    ),
    # SemEval after ACL: "SemEval@ACL" names its host, the venue a list gives for a workshop it hosts.
    Venue(
        "SemEval",
        (),
        ("conf/semeval",),
        (r"\bSemEval\b", "(?:International )?Workshop on Semantic Evaluations?"),
        "workshop",
    ),
    # ---- Linguistics and phonetics: conferences whose proceedings lists cite by their full names ("Proceedings of
    # the 27th Annual Boston University Conference on Language Development"); no dblp keys.
    Venue("BLS", (), (), (r"Berkeley Linguistics Society",)),
    Venue("BUCLD", (), (), (r"\bBUCLD\b", r"Boston University Conference on Language Development")),
    Venue("ICPhS", (), (), (r"\bICPhS\b", r"International Congress of Phonetic Sciences")),
    Venue("WCCFL", (), (), (r"\bWCCFL\b", r"West Coast Conference on Formal Linguistics")),
    # ---- Computer vision and graphics. TOG publishes SIGGRAPH's and SIGGRAPH Asia's journal-track papers.
    Venue(
        "ICCV",
        (),
        ("conf/iccv",),
        (r"\bICCV\b", r"International Conference on Computer Vision(?!\s*(?:Systems|Theory))"),
    ),
    Venue("WACV", (), ("conf/wacv",), (r"\bWACV\b", r"Winter Conference on Applications of Computer Vision")),
    Venue("BMVC", (), ("conf/bmvc",), (r"\bBMVC\b", r"British Machine Vision Conference")),
    Venue("3DV", (), ("conf/3dim",), (r"\b3DV\b", r"International Conference on 3D Vision")),
    # Medical image analysis: the meetings and journals its lists cite ("IEEE TMI", "MICCAI", "IPMI").
    Venue(
        "MICCAI",
        (),
        ("conf/miccai",),
        (r"\bMICCAI\b", r"Medical Image Computing and Computer[- ]Assisted Intervention"),
    ),
    Venue("IPMI", (), ("conf/ipmi",), (r"\bIPMI\b", r"Information Processing in Medical Imaging")),
    Venue("MIDL", (), ("conf/midl",), (r"\bMIDL\b", r"Medical Imaging with Deep Learning")),
    Venue("ISBI", (), ("conf/isbi",), (r"\bISBI\b", r"International Symposium on Biomedical Imaging")),
    Venue(
        "TMI",
        ("IEEE TMI", "IEEE Trans. Med. Imaging", "IEEE Trans Med Imaging"),
        ("journals/tmi",),
        (r"(?-i:\bTMI\b)", r"Transactions on Medical Imaging", r"Trans\.? Med\.? Imaging"),
        "journal",
    ),
    Venue(
        "MedIA",
        ("Med. Image Anal.", "Med Image Anal"),
        ("journals/mia",),
        (r"^Medical Image Analysis$", r"^Med\.? Image Anal\.?$"),
        "journal",
    ),
    Venue("ICIP", (), ("conf/icip",), (r"\bICIP\b", r"International Conference on Image Processing")),
    Venue(
        "ACM MM",
        ("ACM Multimedia",),
        ("conf/mm",),
        (r"\bACM (?:MM|Multimedia)\b", r"(?-i:^MM$)", r"ACM International Conference on Multimedia\s*$"),
    ),
    Venue(
        "TPAMI",
        ("PAMI", "IEEE TPAMI", "T-PAMI", "IEEE Transactions on Pattern Analysis and Machine Intelligence"),
        ("journals/pami",),
        (r"\b(?:T-?)?PAMI\b", r"Pattern Analysis and Machine Intelligence", r"Trans\. Pattern Anal\. Mach\. Intell"),
        "journal",
    ),
    Venue(
        "IJCV",
        ("International Journal of Computer Vision",),
        ("journals/ijcv",),
        (r"\bIJCV\b", r"International Journal of Computer Vision", r"Int\. J\. Comput\. Vis"),
        "journal",
    ),
    Venue(
        "TOG",
        ("ACM TOG", "ACM Transactions on Graphics"),
        ("journals/tog",),
        (r"(?-i:\bTOG\b|\bToG\b)", r"Transactions on Graphics", r"ACM Trans\. Graph"),
        "journal",
    ),
    Venue(
        "SIGGRAPH Asia",
        (),
        ("conf/siggrapha",),
        (r"\bSIGGRAPH[- ]?Asia\b", r"Computer Graphics and Interactive Techniques in Asia"),
        published_in=("TOG",),
    ),
    Venue(
        "SIGGRAPH",
        (),
        ("conf/siggraph",),
        (r"\bSIGGRAPH\b(?!.*\bAsia\b)", r"Computer Graphics and Interactive Techniques(?!.*\bAsia\b)"),
        published_in=("TOG",),
    ),
    # ---- Machine learning and AI.
    Venue(
        "IJCAI",
        ("IJCAI-ECAI",),
        ("conf/ijcai",),
        (r"\bIJCAI\b", r"International Joint Conference on Artificial Intelligence"),
    ),
    Venue(
        "AAMAS",
        (),
        ("conf/atal",),
        (r"\bAAMAS\b", r"Conference on Autonomous Agents\b"),  # the journal "Autonomous Agents and ..." is JAAMAS
    ),
    Venue(
        "AISTATS",
        (),
        ("conf/aistats",),
        (r"\bAISTATS\b", r"International Conference on Artificial Intelligence and Statistics"),
    ),
    Venue("UAI", (), ("conf/uai",), (r"(?-i:\bUAI\b)", r"(?:Conference on )?Uncertainty in Artificial Intelligence")),
    Venue(
        "COLT",
        (),
        ("conf/colt",),
        (r"(?-i:\bCOLT\b)", r"(?<!Algorithmic )Conference on (?:Computational )?Learning Theory"),
    ),
    Venue(
        "JMLR",
        ("Journal of Machine Learning Research",),
        ("journals/jmlr",),
        (
            r"\bJMLR\b(?!\s*W\s*and\s*CP)(?!\s*Workshop)",
            r"Journal of Machine Learning Research",
            r"J\. Mach\. Learn\. Res",
        ),
        "journal",
    ),
    Venue(
        "TMLR",
        ("Transactions on Machine Learning Research",),
        ("journals/tmlr",),
        (r"\bTMLR\b", r"Transactions on Machine Learning Research", r"Trans\. Mach\. Learn\. Res"),
        "journal",
    ),
    Venue(
        "JAIR",
        ("Journal of Artificial Intelligence Research",),
        ("journals/jair",),
        (r"\bJAIR\b", r"Journal of Artificial Intelligence Research", r"J\. Artif\. Intell\. Res"),
        "journal",
    ),
    # The Springer journal "Machine Learning": its name is an ordinary phrase, so only the whole string names it.
    Venue(
        "MLJ",
        ("Machine Learning", "Mach. Learn."),
        ("journals/ml",),
        (r"^Machine Learning$", r"^Mach\. Learn\.?$", r"(?-i:\bMLJ\b)"),
        "journal",
    ),
    # ---- Robotics. RA-L papers are presented at ICRA and IROS: a list naming the conference may cite them.
    Venue(
        "RA-L",
        ("IEEE RA-L", "RAL", "IEEE Robotics and Automation Letters"),
        ("journals/ral",),
        (r"(?-i:\bRA-?L\b)", r"Robotics and Automation Letters", r"Robotics Autom\. Lett"),
        "journal",
    ),
    Venue(
        "ICRA",
        (),
        ("conf/icra",),
        (r"\bICRA\b", r"International Conference on Robotics and Automation"),
        published_in=("RA-L",),
    ),
    Venue(
        "IROS",
        (),
        ("conf/iros",),
        (r"\bIROS\b", r"Conference on Intelligent Robots and Systems"),
        published_in=("RA-L",),
    ),
    Venue(
        "RSS",
        ("Robotics: Science and Systems",),
        ("conf/rss",),
        (r"(?-i:\bRSS(?:\s*'?(?:19|20)?\d{2})?$)", r"Robotics:? Science and Systems"),
    ),  # "RSS 2023" ends it
    Venue("CoRL", (), ("conf/corl",), (r"\bCoRL\b", r"Conference on Robot Learning")),
    Venue("RoboCup", ("Robot Soccer World Cup",), ("conf/robocup",), (r"\bRoboCup\b", r"Robot Soccer World Cup")),
    # ---- Information retrieval, web and data mining. SDM is the SIAM conference; ICDM the IEEE one.
    Venue(
        "SIGIR",
        (),
        ("conf/sigir",),
        (
            r"\bSIGIR\b(?!\s*(?:Forum|International Conference on (?:the )?Theory))",
            r"Research and Development in Information Retrieval",
        ),
    ),
    Venue("WSDM", (), ("conf/wsdm",), (r"\bWSDM\b", r"Web Search and Data Mining")),
    Venue("CIKM", (), ("conf/cikm",), (r"\bCIKM\b", r"Conference on Information and Knowledge Management")),
    Venue("RecSys", (), ("conf/recsys",), (r"\bRecSys\b", r"Conference on Recommender Systems")),
    Venue("ECIR", (), ("conf/ecir",), (r"\bECIR\b", r"European Conference on (?:IR|Information Retrieval)\b")),
    Venue("ICDM", (), ("conf/icdm",), (r"\bICDM\b", r"(?<!SIAM )International Conference on Data Mining")),
    Venue("SDM", (), ("conf/sdm",), (r"(?-i:\bSDM\b)", r"SIAM International Conference on Data Mining")),
    # ---- Databases. The VLDB Journal is not PVLDB: VLDB's pattern stops at "VLDB J".
    Venue(
        "VLDBJ",
        ("VLDB Journal", "The VLDB Journal", "VLDB J."),
        ("journals/vldb",),
        (r"\bVLDB\s*J(?:ournal\b|\.)", r"(?-i:\bVLDBJ\b)"),
        "journal",
    ),
    Venue("TODS", (), ("journals/tods",), (r"\bTODS\b", r"Trans(?:actions|\.) (?:on )?Database Syst"), "journal"),
    Venue(
        "TKDE",
        ("IEEE Transactions on Knowledge and Data Engineering",),
        ("journals/tkde",),
        (r"\bTKDE\b", r"Transactions on Knowledge and Data Engineering", r"Trans\. Knowl\. Data Eng"),
        "journal",
    ),
    Venue("PODS", (), ("conf/pods",), (r"\bPODS\b", r"Symposium on Principles of Database Systems")),
    Venue("EDBT", (), ("conf/edbt",), (r"\bEDBT\b", r"Extending Database Technology")),
    Venue("BTW", (), ("conf/btw",), (r"(?-i:\bBTW\b)", r"Datenbanksysteme f\S{1,2}r Business,? Technologie und Web")),
    # ---- Security. "S&P" reaches the patterns as "S and P" (venue_for_name spells out "&"); EuroS&P and AsiaCCS
    # are other venues.
    Venue(
        "S&P",
        ("IEEE S&P", "Oakland", "SP", "IEEE SP", "IEEE Symposium on Security and Privacy"),
        ("conf/sp",),
        (
            r"(?-i:^(?:IEEE )?SP$)",
            r"(?-i:(?:^|\bIEEE )S and P\b)",
            r"(?<!European )Symposium on Security and Privacy(?!\s*Workshops?)",
        ),
    ),
    Venue(
        "CCS",
        ("ACM CCS",),
        ("conf/ccs",),
        (r"(?-i:(?<!ASIA )(?<!Asia )\bCCS\b)", r"(?<!Asia )Conference on Computer and Communications? Security"),
    ),
    Venue(
        "USENIX Security",
        ("Security", "USENIX Sec", "USENIX Security Symposium"),
        ("conf/uss",),
        (r"\bUSENIX Sec(?:urity)?\b",),
    ),
    Venue("NDSS", (), ("conf/ndss",), (r"\bNDSS\b", r"Network and Distributed Systems? Security")),
    # Financial Cryptography and Data Security: "FC" alone is scoped to a venue string's start, as it names fully
    # connected layers inside titles.
    Venue(
        "FC",
        ("Financial Cryptography", "Financial Cryptography and Data Security"),
        ("conf/fc",),
        (r"(?-i:^FC\b)", "Financial Cryptography(?: and Data Security)?"),
    ),
    # The Privacy Enhancing Technologies Symposium publishes its papers in its journal, PoPETs, since 2015;
    # bibliographies name both "Privacy Enhancing Technologies".
    Venue(
        "PoPETs",
        ("PoPETS", "Proceedings on Privacy Enhancing Technologies"),
        ("journals/popets", "conf/pet"),
        (r"\bPoPETs?\b", r"Privacy Enhancing Technologies", r"Proc\. Priv\. Enhancing Technol"),
        "journal",
    ),
    Venue(
        "FOCI",
        (),
        ("conf/foci",),
        (r"\bFOCI\b", r"Free and Open Communications on the Internet"),
        "workshop",
    ),
    # ---- Programming languages and compilers. POPL, OOPSLA and ICFP papers appear in PACMPL since 2017 (dblp
    # writes "Proc. ACM Program. Lang."), FSE's and ISSTA's in PACMSE since 2024.
    Venue(
        "PACMPL",
        ("Proc. ACM Program. Lang.", "Proceedings of the ACM on Programming Languages"),
        ("journals/pacmpl",),
        (r"\bPACMPL\b", r"Proc\. ACM Program\. Lang", r"Proceedings of the ACM on Programming Languages"),
        "journal",
    ),
    Venue(
        "POPL",
        (),
        ("conf/popl",),
        (r"\bPOPL\b", r"Symposium on Principles of Programming Languages"),
        published_in=("PACMPL",),
    ),
    Venue(
        "OOPSLA",
        (),
        ("conf/oopsla",),
        (r"\bOOPSLA\d?\b", r"Object[- ]Oriented Programming,? Systems,? Languages,? and Applications"),
        published_in=("PACMPL",),
    ),
    Venue(
        "ICFP",
        (),
        ("conf/icfp",),
        (r"\bICFP\b", r"International Conference on Functional Programming"),
        published_in=("PACMPL",),
    ),
    Venue("CGO", (), ("conf/cgo",), (r"\bCGO\b", r"Code Generation and Optimization")),
    Venue("CC", (), ("conf/cc",), (r"(?-i:^CC$)", r"International Conference on Compiler Construction")),
    Venue("PACT", (), ("conf/IEEEpact",), (r"(?-i:\bPACT\b)", r"Parallel Architectures? and Compilation Techniques")),
    # "CASES" is also an English word: the acronym in capitals only.
    Venue(
        "CASES",
        (),
        ("conf/cases",),
        (r"(?-i:\bCASES\b)", r"Compilers?,? Architectures?,? and Synthesis for Embedded Systems"),
    ),
    # Programming-language journals and the older venues their reading lists cite. "Haskell" is also the language: a
    # section named "Haskell" is a topic, so the venue's acronym is the symposium's and "Haskell" only an alias.
    Venue(
        "TOPLAS",
        ("ACM Transactions on Programming Languages and Systems",),
        ("journals/toplas",),
        (r"\bTOPLAS\b", r"Transactions on Programming Languages and Systems", r"ACM Trans\. Program\. Lang\. Syst"),
        "journal",
    ),
    Venue(
        "JFP",
        ("Journal of Functional Programming",),
        ("journals/jfp",),
        (r"\bJFP\b", r"Journal of Functional Programming", r"J\. Funct\. Program"),
        "journal",
    ),
    Venue(
        "LMCS",
        ("Logical Methods in Computer Science",),
        ("journals/lmcs",),
        (r"\bLMCS\b", r"Logical Methods in Computer Science", r"Log\. Methods Comput\. Sci"),
        "journal",
    ),
    Venue(
        "MSCS",
        ("Mathematical Structures in Computer Science",),
        ("journals/mscs",),
        (r"\bMSCS\b", r"Mathematical Structures in Computer Science", r"Math\. Struct\. Comput\. Sci"),
        "journal",
    ),
    Venue(
        "SIGPLAN Notices",
        ("ACM SIGPLAN Notices", "SIGPLAN Not."),
        ("journals/sigplan",),
        (r"\bSIGPLAN Not(?:ices\b|\.)",),
        "journal",
    ),
    Venue(
        "Haskell Symposium",
        ("Haskell", "Haskell Workshop"),
        ("conf/haskell",),
        (
            r"Symposium on Haskell",
            r"\bHaskell (?:Symposium|Workshop)\b",
            r"(?-i:^Haskell\b(?:\s*['’]?\d{2}|\s+\d{4})?$)",
        ),
    ),
    Venue("LFP", (), ("conf/lfp",), (r"(?-i:\bLFP\b)", r"Conference on LISP and Functional Programming")),
    Venue("FOOL", (), (), (r"(?-i:\bFOOL\b)", r"Foundations of Object[- ]Oriented Languages")),
    # ---- Software engineering. dblp files FSE under conf/sigsoft ("ESEC/SIGSOFT FSE"); conf/fse is Fast Software
    # Encryption. ASE is conf/kbse; the journal "Automated Software Engineering" is not ASE.
    Venue(
        "PACMSE",
        ("Proc. ACM Softw. Eng.", "Proceedings of the ACM on Software Engineering"),
        ("journals/pacmse",),
        (r"\bPACMSE\b", r"Proc\. ACM Softw\. Eng", r"Proceedings of the ACM on Software Engineering"),
        "journal",
    ),
    Venue(
        "ICSE", (), ("conf/icse",), (r"\bICSE\b", r"International Conference on Software Engineering(?!\s*(?:and|,))")
    ),
    Venue(
        "FSE",
        ("ESEC/FSE", "SIGSOFT FSE", "ESEC/SIGSOFT FSE"),
        ("conf/sigsoft",),
        (r"(?-i:\bFSE\b)", r"Foundations of Software Engineering"),
        published_in=("PACMSE",),
    ),
    Venue("ASE", (), ("conf/kbse",), (r"(?-i:\bASE\b)", r"Conference on Automated Software Engineering")),
    Venue(
        "ISSTA",
        (),
        ("conf/issta",),
        (r"\bISSTA\b", r"Symposium on Software Testing and Analysis"),
        published_in=("PACMSE",),
    ),
    Venue(
        "TSE",
        ("IEEE TSE",),
        ("journals/tse",),
        (r"(?-i:\bTSE\b)", r"Transactions on Software Engineering(?!\s*and)", r"IEEE Trans\. Software Eng"),
        "journal",
    ),
    Venue(
        "TOSEM",
        ("TSEM", "ACM Transactions on Software Engineering and Methodology"),
        ("journals/tosem",),
        (r"\bTOSEM\b", r"Transactions on Software Engineering and Methodology", r"ACM Trans\. Softw\. Eng\. Methodol"),
        "journal",
    ),
    Venue(
        "APSEC",
        ("Asia-Pacific Software Engineering Conference",),
        ("conf/apsec",),
        (r"(?-i:\bAPSEC\b)", r"Asia[- ]Pacific Software Engineering Conference"),
    ),
    Venue(
        "SPE",
        ("Software: Practice and Experience", "Softw. Pract. Exp."),
        ("journals/spe",),
        (
            r"(?-i:^SPE$)",
            r"^Software\s*[-:–—]?\s*Practice (?:and|&) Experience$",
            r"^Softw\.? Pract\.? Exp(?:er(?:ience)?)?\.?$",
        ),
        "journal",
    ),
    Venue(
        "STVR",
        ("Software Testing, Verification and Reliability", "Softw. Test. Verification Reliab."),
        ("journals/stvr",),
        (
            r"(?-i:\bSTVR\b)",
            r"^Software Testing,? Verification,? (?:and|&) Reliability$",
            r"^Softw\.? Test\.?,? Verification,? Reliab\.?$",
        ),
        "journal",
    ),
    Venue(
        "Software Quality Journal",
        ("Softw. Qual. J.", "SQJ"),
        ("journals/sqj",),
        (r"^Software Quality Journal$", r"^Softw\.? Qual\.? J\.?$"),
        "journal",
    ),
    Venue(
        "ENTCS",
        ("Electronic Notes in Theoretical Computer Science", "Electron. Notes Theor. Comput. Sci."),
        ("journals/entcs",),
        (r"(?-i:\bENTCS\b)", r"Electronic Notes in Theoretical Computer Science"),
        "journal",
    ),
    # ---- Human-computer interaction. CSCW papers appear in PACMHCI since 2018.
    Venue(
        "PACMHCI",
        ("Proc. ACM Hum. Comput. Interact.", "Proceedings of the ACM on Human-Computer Interaction"),
        ("journals/pacmhci",),
        (
            r"\bPACMHCI\b",
            r"Proc\. ACM Hum\.[- ]Comput\. Interact",
            r"Proceedings of the ACM on Human-Computer Interaction",
        ),
        "journal",
    ),
    Venue(
        "CHI", (), ("conf/chi",), (r"(?-i:\bCHI\b(?! PLAY| Play))", r"Conference on Human Factors in Computing Systems")
    ),
    Venue("UIST", (), ("conf/uist",), (r"\bUIST\b", r"User Interface Software and Technology")),
    Venue(
        "MobileHCI",
        ("Mobile HCI",),
        ("conf/mhci", "conf/mobilehci"),
        (r"\bMobile ?HCI\b", "Human[- ]Computer Interaction with Mobile Devices and Services"),
    ),
    Venue(
        "TACCESS",
        ("ACM Transactions on Accessible Computing", "ACM TACCESS", "ACM Trans. Access. Comput."),
        ("journals/taccess",),
        (r"\bTACCESS\b", "Transactions on Accessible Computing", r"ACM Trans\. Access\.? Comput"),
        "journal",
    ),
    Venue(
        "IJHCI",
        ("International Journal of Human-Computer Interaction", "Int. J. Hum. Comput. Interact."),
        ("journals/ijhci",),
        (
            r"\bIJHCI\b",
            "International Journal of Human[- –—]Computer Interaction",
            r"Int\. J\. Hum\.[- ]Comput\. Interact",
        ),
        "journal",
    ),
    Venue("DIS", (), ("conf/ACMdis",), (r"(?-i:\bDIS\b)", r"Designing Interactive Systems")),
    Venue("VL/HCC", ("VLHCC",), ("conf/vl",), (r"\bVL/?HCC\b", r"Visual Languages and Human[- ]Centric Computing")),
    Venue("NIME", (), ("conf/nime",), (r"\bNIME\b", r"New Interfaces for Musical Expression")),
    # ---- Computing education: ITiCSE's working-group reports (ITiCSE-WGR) are in its dblp series too.
    Venue("ITiCSE", (), ("conf/iticse",), (r"\bITiCSE\b", r"Innovation and Technology in Computer Science Education")),
    Venue("SIGCSE", (), ("conf/sigcse",), (r"\bSIGCSE\b", r"Technical Symposium on Computer Science Education")),
    # ---- Visualization: IEEE VIS papers appear in TVCG.
    Venue(
        "TVCG",
        ("IEEE Transactions on Visualization and Computer Graphics",),
        ("journals/tvcg",),
        (r"\bTVCG\b", r"Transactions on Visualization and Computer Graphics", r"IEEE Trans\. Vis\. Comput\. Graph"),
        "journal",
    ),
    Venue(
        "VIS",
        ("IEEE VIS",),
        ("conf/visualization",),
        (r"(?-i:\bIEEE VIS\b)", r"(?-i:^VIS$)", r"IEEE Visualization Conference"),
        published_in=("TVCG",),
    ),
    Venue(
        "CSCW", (), ("conf/cscw",), (r"\bCSCW\b", r"Computer[- ]Supported Cooperative Work"), published_in=("PACMHCI",)
    ),
    # ---- Human-robot interaction, multimodal interaction and spoken dialogue. The journal THRI (formerly the Journal
    # of Human-Robot Interaction) before the conference HRI; "HRI" alone is a word of titles too, so the acronym counts
    # only where a venue string opens with it, puts it in brackets or gives it a year.
    Venue(
        "THRI",
        ("ACM THRI", "ACM Transactions on Human-Robot Interaction", "JHRI", "Journal of Human-Robot Interaction"),
        ("journals/thri",),
        (
            r"(?-i:\bTHRI\b)",
            r"Transactions on Human[- ]Robot Interaction",
            r"Journal of Human[- ]Robot Interaction",
            r"ACM Trans\. Hum\.[- ]Robot Interact",
        ),
        "journal",
    ),
    Venue(
        "HRI",
        ("ACM/IEEE HRI",),
        ("conf/hri",),
        (
            r"(?-i:^(?:(?:ACM|IEEE)/(?:ACM|IEEE) )?HRI\b)",
            r"(?-i:\(HRI\))",
            r"(?-i:\bHRI ?'?(?:19|20)?\d{2}\b)",
            r"Conference on Human[- ]Robot Interaction",
        ),
    ),
    Venue(
        "RO-MAN",
        ("ROMAN", "IEEE RO-MAN"),
        ("conf/ro-man",),
        (r"(?-i:\bRO-?MAN\b)", r"Robot and Human Interactive Communication"),
    ),
    Venue("ICSR", (), ("conf/socrob",), (r"(?-i:\bICSR\b)", r"International Conference on Social Robotics")),
    Venue(
        "IJSR",
        ("International Journal of Social Robotics", "Int. J. Soc. Robotics"),
        ("journals/ijsr",),
        (r"International Journal of Social Robotics", r"Int\. J\. Soc\. Robotics"),
        "journal",
    ),
    Venue(
        "ICMI",
        ("ICMI-MLMI",),
        ("conf/icmi",),
        (r"\bICMI\b", r"International Conference on Multimodal (?:Interaction|Interfaces)"),
    ),
    Venue("IVA", (), ("conf/iva",), (r"(?-i:\bIVA\b)", r"Intelligent Virtual Agents")),
    Venue("IUI", (), ("conf/iui",), (r"\bIUI\b", r"(?<!Transactions on )Intelligent User Interfaces")),
    Venue(
        "TiiS",
        ("ACM TiiS", "ACM Transactions on Interactive Intelligent Systems"),
        ("journals/tiis",),
        (
            r"\bTiiS\b",
            r"Transactions on Interactive Intelligent Systems",
            r"ACM Trans\. Interact\. Intell\. Syst",
        ),
        "journal",
    ),
    Venue(
        "SIGDIAL",
        ("SIGdial",),
        ("conf/sigdial",),
        (r"\bSIGDIAL\b", r"Special Interest Group on Discourse and Dialogue"),
    ),
    # ---- Journals of information retrieval, data mining, speech, vision, robotics and bioinformatics that lists
    # cite by their acronym ("ACM TOIS", "IEEE TASLP", "IEEE-TRO").
    Venue(
        "TOIS",
        ("ACM Transactions on Information Systems",),
        ("journals/tois",),
        (r"\bTOIS\b", r"Transactions on Information Systems", r"ACM Trans\. Inf\. Syst\.?$"),
        "journal",
    ),
    Venue(
        "TKDD",
        ("ACM Transactions on Knowledge Discovery from Data",),
        ("journals/tkdd",),
        (r"\bTKDD\b", r"Transactions on Knowledge Discovery from Data", r"ACM Trans\. Knowl\. Discov\. Data"),
        "journal",
    ),
    Venue(
        "TIST",
        ("ACM Transactions on Intelligent Systems and Technology",),
        ("journals/tist",),
        (r"\bTIST\b", r"Transactions on Intelligent Systems and Technology", r"ACM Trans\. Intell\. Syst\. Technol"),
        "journal",
    ),
    Venue(
        "TORS",
        ("ACM Transactions on Recommender Systems",),
        ("journals/tors",),
        (r"\bTORS\b", r"Transactions on Recommender Systems", r"ACM Trans\. Recomm\. Syst"),
        "journal",
    ),
    Venue(
        "TASLP",
        (
            "IEEE/ACM Transactions on Audio, Speech, and Language Processing",
            "IEEE Transactions on Audio, Speech, and Language Processing",
        ),
        ("journals/taslp",),
        (
            r"\bTASLP\b",
            r"Transactions? on Audio,? Speech,? and Language Processing",  # "Transaction on" as lists misspell it
            r"Trans\. Audio,? Speech,? (?:and )?Lang\. Process",
        ),
        "journal",
    ),
    Venue(
        "TCBB",
        ("IEEE/ACM Transactions on Computational Biology and Bioinformatics",),
        ("journals/tcbb",),
        (
            r"\bTCBB\b",
            r"Transactions on Computational Biology and Bioinformatics",
            r"Trans\. Comput\. Biol\. Bioinform",
        ),
        "journal",
    ),
    Venue(
        "T-RO",
        ("TRO", "IEEE-TRO", "IEEE T-RO", "IEEE TRO", "IEEE Transactions on Robotics"),
        ("journals/trob",),
        (r"(?-i:\bT-?RO\b)", r"Transactions on Robotics(?!\s+and)", r"IEEE Trans\. Robotics$"),
        "journal",
    ),
    Venue(
        "TNNLS",
        ("IEEE Transactions on Neural Networks and Learning Systems",),
        ("journals/tnn",),
        (
            r"\bTNNLS\b",
            r"Transactions on Neural Networks and Learning Systems",
            r"Trans\. Neural Networks Learn\. Syst",
        ),
        "journal",
    ),
    Venue(
        "T-ITS",
        ("IEEE Transactions on Intelligent Transportation Systems",),
        ("journals/tits",),
        (
            r"\bT-?ITS\b",
            r"Transactions on Intelligent Transportation Systems",
            r"IEEE Trans\. Intell\. Transp\. Syst",
        ),
        "journal",
    ),
    Venue(
        "TBME",
        ("IEEE Transactions on Biomedical Engineering", "IEEE Trans. Biomed. Eng."),
        ("journals/tbe",),
        (r"(?-i:\bTBME\b)", r"^(?:IEEE )?Transactions on Biomedical Engineering$", r"IEEE Trans\.? Biomed\.? Eng"),
        "journal",
    ),
    Venue(
        "JOSS",
        ("Journal of Open Source Software", "J. Open Source Softw."),
        (),
        (r"(?-i:\bJOSS\b)", r"^(?:The )?Journal of Open Source Software$", r"^J\.? Open Source Softw\.?$"),
        "journal",
    ),
    Venue(
        "TNSRE",
        ("IEEE Transactions on Neural Systems and Rehabilitation Engineering",),
        ("journals/tnsre",),
        (
            r"\bTNSRE\b",
            r"Transactions on Neural Systems and Rehabilitation Engineering",
            r"IEEE Trans\. Neural Syst\. Rehabil\. Eng",
        ),
        "journal",
    ),
    Venue(
        "TIP",
        ("IEEE Transactions on Image Processing",),
        ("journals/tip",),
        (r"(?-i:\bTIP\b)", r"Transactions on Image Processing", r"IEEE Trans\. Image Process"),
        "journal",
    ),
    Venue("WMT", (), ("conf/wmt",), (r"\bWMT\b", r"(?<!Workshop on )Conference on Machine Translation")),
    Venue(
        "IWSLT",
        ("International Conference on Spoken Language Translation",),
        ("conf/iwslt",),
        (r"\bIWSLT\b", r"(?:Workshop|Conference) on Spoken Language Translation"),
    ),
    # ---- Networking. SIGCOMM's newsletter CCR is a journal, not the conference (SIGCOMM's pattern stops before it).
    Venue(
        "CCR",
        ("SIGCOMM CCR", "SIGCOMM Computer Communication Review", "Computer Communication Review"),
        ("journals/ccr",),
        (r"(?-i:\bCCR\b)", r"Computer Communications? Review", r"Comput\.? Commun\.? Rev\b"),
        "journal",
    ),
    # ACM's conference on Electronic Commerce, renamed Economics and Computation in 2011.
    Venue(
        "EC",
        ("ACM EC", "Electronic Commerce"),
        ("conf/sigecom",),
        (r"Conference on (?:Electronic Commerce|Economics and Computation)", r"^Electronic Commerce$"),
    ),
    Venue(
        "TON",
        ("ToN", "IEEE/ACM ToN", "IEEE/ACM Transactions on Networking"),
        ("journals/ton",),
        (
            r"(?-i:\bToN\b)",
            r"(?-i:(?:IEEE|ACM)\s*TON\b)",
            r"Transactions on Networking\b",
            r"Trans\. Netw\.(?!\s*(?:Sci|Serv))",
        ),
        "journal",
    ),
    # ---- General journals. Nature and Science are ordinary words: only the whole venue string names them.
    Venue("Nature", (), ("journals/nature",), (r"^Nature$",), "journal"),
    Venue(
        "NMI",
        ("Nature Machine Intelligence", "Nat. Mach. Intell.", "Nat. Mac. Intell."),
        ("journals/natmi",),
        (r"^Nature Machine Intelligence$", r"^Nat\. Mach?\. Intell\.?$"),
        "journal",
    ),
    Venue("Science", (), ("journals/science",), (r"^Science(?:\s*\(New York, N\.Y\.\))?$",), "journal"),
    Venue(
        "JACIII",
        ("Journal of Advanced Computational Intelligence and Intelligent Informatics",),
        ("journals/jaciii",),
        (r"\bJACIII\b", "Journal of Advanced Computational Intelligence and Intelligent Informatics"),
        "journal",
    ),
    Venue(
        "PNAS",
        (
            "Proceedings of the National Academy of Sciences",
            "Proceedings of the National Academy of Sciences of the United States of America",
            "Proc. Natl. Acad. Sci. USA",
            "Proc. Natl. Acad. Sci.",
        ),
        ("journals/pnas",),
        (r"\bPNAS\b", r"Proceedings of the National Academy of Sciences", r"Proc\.? Natl\.? Acad\.? Sci"),
        "journal",
    ),
    Venue(
        "NSR", ("National Science Review",), (), (r"^National Science Review$", r"^Natl\.? Sci\.? Rev\.?$"), "journal"
    ),
    # Journals other fields' lists cite, under their ISO 4 or NLM abbreviation as often as their name ("Nat. Commun.",
    # "N Engl J Med", "J. Finance"): one venue however a list or a source writes it. Names that are ordinary words,
    # or that begin a sister journal's name ("JAMA Internal Medicine", "BMJ Open"), are matched whole.
    Venue(
        "Nature Communications",
        ("Nat. Commun.", "Nat Commun"),
        (),
        (r"^Nature Communications$", r"^Nat\.? Commun\.?$"),
        "journal",
    ),
    Venue("Science Advances", ("Sci. Adv.", "Sci Adv"), (), (r"^Science Advances$", r"^Sci\.? Adv\.?$"), "journal"),
    Venue("eLife", (), (), (r"^eLife$",), "journal"),
    Venue("PLOS ONE", ("PLoS ONE", "PLoS One"), (), (r"^PLo?S ONE$",), "journal"),
    Venue(
        "PLOS Computational Biology",
        ("PLoS Comput. Biol.", "PLoS Comput Biol", "PLOS Comput Biol"),
        (),
        (r"^PLo?S Comput(?:ational|\.)? Biol(?:ogy|\.)?$",),
        "journal",
    ),
    Venue(
        "PRL",
        ("Phys. Rev. Lett.", "Phys Rev Lett", "Physical Review Letters"),
        (),
        (r"^Phys(?:ical|\.)? Rev(?:iew|\.)? Lett(?:ers|\.)?$", r"(?-i:^PRL$)"),
        "journal",
    ),
    Venue(
        "PTEP",
        ("Progress of Theoretical and Experimental Physics", "Prog. Theor. Exp. Phys."),
        (),
        (r"^Prog(?:ress|\.)? (?:of )?Theor(?:etical|\.)? (?:and )?Exp(?:erimental|\.)? Phys(?:ics|\.)?$", r"^PTEP$"),
        "journal",
    ),
    Venue(
        "EPJC",
        ("Eur. Phys. J. C", "European Physical Journal C", "The European Physical Journal C"),
        (),
        (r"^(?:The )?Eur(?:opean|\.)? Phys(?:ical|\.)? J(?:ournal|\.)? C$", r"^EPJC$"),
        "journal",
    ),
    Venue(
        "RMP",
        ("Rev. Mod. Phys.", "Reviews of Modern Physics"),
        (),
        (r"^Rev(?:iews|\.)? (?:of )?Mod(?:ern|\.)? Phys(?:ics|\.)?$",),
        "journal",
    ),
    Venue(
        "NEJM",
        ("N Engl J Med", "N. Engl. J. Med.", "New England Journal of Medicine", "The New England Journal of Medicine"),
        (),
        (r"\bNEJM\b", r"New England Journal of Medicine", r"^N\.? Engl\.? J\.? Med\.?$"),
        "journal",
    ),
    Venue(
        "JAMA",
        ("Journal of the American Medical Association",),
        (),
        (r"(?-i:^JAMA\.?$)", r"^Journal of the American Medical Association$"),
        "journal",
    ),
    Venue(
        "BMJ", ("British Medical Journal", "Br Med J"), (), (r"(?-i:^BMJ\.?$)", r"^British Medical Journal$"), "journal"
    ),
    Venue("Lancet", ("The Lancet",), (), (r"^(?:The )?Lancet\.?$",), "journal"),
    Venue(
        "Annals of Internal Medicine",
        ("Ann Intern Med", "Ann. Intern. Med."),
        (),
        (r"^Annals of Internal Medicine$", r"^Ann\.? Intern\.? Med\.?$"),
        "journal",
    ),
    Venue("PLOS Medicine", ("PLoS Med", "PLOS Med", "PLoS Medicine"), (), (r"^PLo?S Med(?:icine|\.)?$",), "journal"),
    Venue(
        "AER",
        ("American Economic Review", "The American Economic Review", "Am. Econ. Rev.", "Am Econ Rev"),
        (),
        (r"\bAER\b", r"^(?:The )?American Economic Review$", r"^Am\.? Econ\.? Rev\.?$"),
        "journal",
    ),
    Venue(
        "QJE",
        ("Quarterly Journal of Economics", "The Quarterly Journal of Economics", "Q. J. Econ.", "Q J Econ"),
        (),
        (r"\bQJE\b", r"Quarterly Journal of Economics", r"^Q\.? J\.? Econ\.?$"),
        "journal",
    ),
    Venue(
        "JPE",
        ("Journal of Political Economy", "The Journal of Political Economy", "J. Polit. Econ.", "J Polit Econ"),
        (),
        (r"\bJPE\b", r"Journal of Political Economy", r"^J\.? Polit\.? Econ\.?$"),
        "journal",
    ),
    Venue(
        "Econometrica",
        ("Econometrica: Journal of the Econometric Society",),
        (),
        (r"^Econometrica$", r"^Econometrica:? Journal of the Econometric Society$"),
        "journal",
    ),
    Venue(
        "REStud",
        ("Review of Economic Studies", "The Review of Economic Studies", "Rev. Econ. Stud."),
        (),
        (r"\bREStud\b", r"Review of Economic Studies", r"^Rev\.? Econ\.? Stud\.?$"),
        "journal",
    ),
    Venue(
        "JF",
        ("Journal of Finance", "The Journal of Finance", "J. Finance", "J Finance"),
        (),
        (r"(?-i:^JF$)", r"^(?:The )?Journal of Finance$", r"^J\.? Finance$"),
        "journal",
    ),
    Venue(
        "JFE",
        ("Journal of Financial Economics", "J. Financ. Econ.", "J Financ Econ"),
        (),
        (r"(?-i:\bJFE\b)", r"Journal of Financial Economics", r"^J\.? Financ\.? Econ\.?$"),
        "journal",
    ),
    Venue(
        "RFS",
        ("Review of Financial Studies", "The Review of Financial Studies", "Rev. Financ. Stud."),
        (),
        (r"(?-i:\bRFS\b)", r"Review of Financial Studies", r"^Rev\.? Financ\.? Stud\.?$"),
        "journal",
    ),
    Venue(
        "Ecology Letters",
        ("Ecol. Lett.", "Ecol Lett"),
        (),
        (r"^Ecology Letters$", r"^Ecol\.? Lett\.?$"),
        "journal",
    ),
    Venue(
        "TREE",
        ("Trends in Ecology & Evolution", "Trends in Ecology and Evolution", "Trends Ecol. Evol.", "Trends Ecol Evol"),
        (),
        (r"(?-i:\bTREE\b)", r"^Trends in Ecology and Evolution$", r"^Trends Ecol\.? Evol\.?$"),
        "journal",
    ),
    Venue(
        "CACM",
        ("Communications of the ACM", "Commun. ACM", "Comm. ACM"),
        ("journals/cacm",),
        (r"\bCACM\b", r"Communications of the ACM", r"Commun\. ACM"),
        "journal",
    ),
    # ==== Venues of other fields of computing and of science, by field: their usual acronym, the names lists write
    # (aliases, so a label's or a list's full name and its acronym compare equal) and the names records give.
    # ---- HCI and accessibility. IMWUT carries UbiComp's papers; CHI PLAY's appear in PACMHCI since 2021.
    Venue(
        "TOCHI",
        ("ACM TOCHI", "ACM Transactions on Computer-Human Interaction"),
        ("journals/tochi",),
        (r"\bTOCHI\b", r"Transactions on Computer[- ]Human Interaction", r"ACM Trans\. Comput\.[- ]Hum\. Interact"),
        "journal",
    ),
    Venue(
        "ASSETS",
        ("ACM ASSETS",),
        ("conf/assets",),
        (r"(?-i:\bASSETS\b)", r"Conference on Computers and Accessibility"),
    ),
    Venue(
        "IJHCS",
        ("International Journal of Human-Computer Studies", "Int. J. Hum. Comput. Stud."),
        ("journals/ijmms",),
        (r"\bIJHCS\b", r"International Journal of Human[- –]Computer Studies", r"Int\. J\. Hum\.[- ]Comput\. Stud"),
        "journal",
    ),
    Venue(
        "IwC",
        ("Interacting with Computers", "Interact. Comput."),
        ("journals/iwc",),
        (r"^Interacting with Computers$", r"^Interact\. Comput\.?$"),
        "journal",
    ),
    Venue(
        "IMWUT",
        ("Proc. ACM Interact. Mob. Wearable Ubiquitous Technol.",),
        ("journals/imwut",),
        (
            r"\bIMWUT\b",
            r"Proceedings of the ACM on Interactive,? Mobile,? Wearable,? and Ubiquitous Technologies",
            r"Proc\. ACM Interact\. Mob\. Wearable Ubiquitous Technol",
        ),
        "journal",
    ),
    Venue(
        "UbiComp",
        ("Ubicomp",),
        ("conf/huc",),
        (r"\bUbiComp\b", r"Conference on (?:Pervasive and )?Ubiquitous Computing"),
        published_in=("IMWUT",),
    ),
    Venue(
        "CHI PLAY",
        ("CHIPLAY",),
        ("conf/chiplay",),
        (r"\bCHI ?PLAY\b", r"Computer[- ]Human Interaction in Play"),
        published_in=("PACMHCI",),
    ),
    Venue("TEI", (), ("conf/tei",), (r"(?-i:\bTEI\b)", r"Tangible,? Embedded,? and Embodied Interaction")),
    Venue("ETRA", (), ("conf/etra",), (r"\bETRA\b", r"Eye Tracking Research (?:and|&) Applications?")),
    Venue(
        "AutomotiveUI",
        (),
        ("conf/automotiveUI",),
        (r"\bAutomotiveUI\b", r"Automotive User Interfaces and Interactive Vehicular Applications"),
    ),
    Venue(
        "IEEE VR",
        ("IEEE Virtual Reality",),
        ("conf/vr",),
        (
            r"(?-i:\bIEEE VR\b)",
            r"Conference on Virtual Reality and 3D User Interfaces",
            r"^IEEE Virtual Reality(?: Conference)?$",
        ),
    ),
    Venue("ISMAR", (), ("conf/ismar",), (r"\bISMAR\b", r"Symposium on Mixed and Augmented Reality")),
    Venue("VRST", (), ("conf/vrst",), (r"\bVRST\b", r"Virtual Reality Software and Technology")),
    Venue(
        "INTERACT",
        (),
        ("conf/interact",),
        (r"(?-i:^(?:IFIP )?INTERACT\b)", r"IFIP TC ?13 (?:International )?Conference on Human[- ]Computer Interaction"),
    ),
    Venue("NordiCHI", (), ("conf/nordichi",), (r"\bNordiCHI\b", r"Nordic Conference on Human[- ]Computer Interaction")),
    Venue("OzCHI", (), ("conf/ozchi",), (r"\bOzCHI\b", r"Australian Conference on Human[- ]Computer Interaction")),
    Venue("HCOMP", (), ("conf/hcomp",), (r"\bHCOMP\b", r"Conference on Human Computation and Crowdsourcing")),
    Venue(
        "ICWSM", (), ("conf/icwsm",), (r"\bICWSM\b", r"Conference on Web and Social Media", r"Weblogs and Social Media")
    ),
    Venue("W4A", (), ("conf/w4a",), (r"\bW4A\b", r"Web for All Conference")),
    Venue("IDC", (), (), (r"(?-i:\bIDC\b)", r"Interaction Design and Children")),
    Venue("IPCC", (), (), (r"(?-i:\bIPCC\b)", r"International Professional Communication Conference")),
    # ---- Security and cryptography. The IACR's ePrint archive is a preprint server.
    Venue("CRYPTO", (), ("conf/crypto",), (r"(?-i:\bCRYPTO\b)", r"International Cryptology Conference")),
    Venue(
        "EUROCRYPT",
        ("Eurocrypt",),
        ("conf/eurocrypt",),
        (r"\bEUROCRYPT\b", r"Conference on (?:the )?Theory and Applications? of Cryptographic Techniques"),
    ),
    Venue(
        "ASIACRYPT",
        ("Asiacrypt",),
        ("conf/asiacrypt",),
        (r"\bASIACRYPT\b", r"Conference on (?:the )?Theory and Applications? of Cryptology and Information Security"),
    ),
    Venue("TCC", (), ("conf/tcc",), (r"(?-i:\bTCC\b)", r"Theory of Cryptography Conference")),
    Venue("PKC", (), ("conf/pkc",), (r"(?-i:\bPKC\b)", r"Practice and Theory (?:in|of) Public[- ]Key Cryptography")),
    # TCHES has carried CHES's papers since 2018: one venue, as with PoPETs, so "IACR Trans. CHES" is CHES.
    Venue(
        "CHES",
        ("TCHES", "IACR TCHES", "IACR Trans. CHES", "IACR Transactions on Cryptographic Hardware and Embedded Systems"),
        ("conf/ches", "journals/tches"),
        (
            r"\bT?CHES\b",
            r"Cryptographic Hardware and Embedded Systems",
            r"IACR Trans\. Cryptogr\. Hardw",
        ),
    ),
    Venue(
        "ToSC",
        ("IACR Transactions on Symmetric Cryptology",),
        ("journals/tosc",),
        (r"\bToSC\b", r"Transactions on Symmetric Cryptology", r"IACR Trans\. Symmetric Cryptol"),
        "journal",
    ),
    Venue(
        "JoC",
        ("Journal of Cryptology", "J. Cryptol."),
        ("journals/joc",),
        (r"Journal of Cryptology", r"^J\. Cryptol(?:ogy|\.)?$"),
        "journal",
    ),
    Venue(
        "IACR ePrint",
        ("IACR", "ePrint", "IACR Cryptology ePrint Archive", "Cryptology ePrint Archive"),
        ("journals/iacr",),
        (r"Cryptology ePrint Archive", r"IACR Cryptol\. ePrint Arch", r"\bIACR ePrint\b", r"(?-i:^IACR$)"),
        "preprint",
    ),
    Venue("ACSAC", (), ("conf/acsac",), (r"\bACSAC\b", r"Annual Computer Security Applications Conference")),
    Venue("ESORICS", (), ("conf/esorics",), (r"\bESORICS\b", r"European Symposium on Research in Computer Security")),
    Venue(
        "AsiaCCS",
        ("ASIA CCS", "ASIACCS"),
        ("conf/asiaccs",),
        (r"\bAsia ?CCS\b", r"Asia Conference on Computer and Communications? Security"),
    ),
    Venue(
        "EuroS&P",
        ("EuroSP", "IEEE EuroS&P"),
        ("conf/eurosp",),
        (r"\bEuroS ?and ?P\b", r"European Symposium on Security and Privacy"),
    ),
    Venue("DSN", (), ("conf/dsn",), (r"(?-i:\bDSN\b)", r"Conference on Dependable Systems and Networks")),
    Venue("CSF", ("CSFW",), ("conf/csfw",), (r"(?-i:\bCSFW?\b)", r"Computer Security Foundations")),
    Venue(
        "TIFS",
        ("IEEE TIFS", "IEEE Transactions on Information Forensics and Security"),
        ("journals/tifs",),
        (r"\bTIFS\b", r"Transactions on Information Forensics and Security", r"IEEE Trans\. Inf\. Forensics Secur"),
        "journal",
    ),
    Venue(
        "TDSC",
        ("IEEE TDSC", "IEEE Transactions on Dependable and Secure Computing"),
        ("journals/tdsc",),
        (
            r"\bTDSC\b",
            r"Transactions on Dependable and Secure Computing",
            r"IEEE Trans\. Dependable Secur(?:e)?\. Comput",
        ),
        "journal",
    ),
    Venue(
        "TOPS",
        ("ACM TOPS", "TISSEC", "ACM Transactions on Privacy and Security"),
        ("journals/tissec",),
        (
            r"(?-i:\bTOPS\b)",
            r"\bTISSEC\b",
            r"Transactions on (?:Privacy and Security|Information and System Security)",
            r"ACM Trans\. (?:Priv\. Secur|Inf\. Syst\. Secur)",
        ),
        "journal",
    ),
    Venue("WiSec", (), ("conf/wisec",), (r"\bWiSec\b", r"Security and Privacy in Wireless and Mobile Networks")),
    Venue("SOUPS", (), ("conf/soups",), (r"\bSOUPS\b", r"Symposium on Usable Privacy and Security")),
    Venue(
        "DIMVA",
        (),
        ("conf/dimva",),
        (r"\bDIMVA\b", r"Detection of Intrusions and Malware,? and Vulnerability Assessment"),
    ),
    Venue("ACNS", (), ("conf/acns",), (r"\bACNS\b", r"Applied Cryptography and Network Security")),
    Venue(
        "COSE",
        ("Computers & Security", "Computers and Security", "Comput. Secur."),
        ("journals/compsec",),
        (r"^Computers (?:and )?Security$", r"^Comput\. Secur\.?$"),
        "journal",
    ),
    # ---- Theory and algorithms.
    Venue("STOC", (), ("conf/stoc",), (r"\bSTOC\b", r"Symposium on (?:the )?Theory of Computing")),
    Venue("FOCS", (), ("conf/focs",), (r"\bFOCS\b", r"Symposium on Foundations of Computer Science")),
    Venue("SODA", (), ("conf/soda",), (r"(?-i:\bSODA\b)", r"Symposium on Discrete Algorithms")),
    Venue("ICALP", (), ("conf/icalp",), (r"\bICALP\b", r"Colloquium on Automata,? Languages,? and Programming")),
    Venue("ESA", (), ("conf/esa",), (r"(?-i:^ESA\b)", r"European Symposium on Algorithms")),
    Venue("ITCS", (), ("conf/innovations",), (r"\bITCS\b", r"Innovations in Theoretical Computer Science")),
    Venue("CCC", (), ("conf/coco",), (r"(?-i:\bCCC\b)", r"Computational Complexity Conference")),
    Venue(
        "APPROX",
        (),
        ("conf/approx",),
        (r"(?-i:\bAPPROX\b)", r"Approximation Algorithms for Combinatorial Optimization"),
    ),
    Venue("STACS", (), ("conf/stacs",), (r"\bSTACS\b", r"Symposium on Theoretical Aspects of Computer Science")),
    Venue("MFCS", (), ("conf/mfcs",), (r"\bMFCS\b", r"Mathematical Foundations of Computer Science")),
    Venue(
        "SWAT",
        (),
        ("conf/swat",),
        (r"(?-i:\bSWAT\b)", r"Scandinavian (?:Symposium and )?Workshops? on Algorithm Theory"),
    ),
    Venue("WADS", (), ("conf/wads",), (r"\bWADS\b", r"(?:Symposium|Workshop) on Algorithms and Data Structures")),
    Venue("ISAAC", (), ("conf/isaac",), (r"(?-i:\bISAAC\b)", r"International Symposium on Algorithms and Computation")),
    Venue("ALENEX", (), ("conf/alenex",), (r"\bALENEX\b", r"Algorithm Engineering and Experiments")),
    Venue("ALT", (), ("conf/alt",), (r"(?-i:^ALT\b)", r"(?:Conference on )?Algorithmic Learning Theory")),
    Venue("DISC", (), ("conf/wdag",), (r"(?-i:^DISC\b)", r"International Symposium on Distributed Computing")),
    Venue(
        "JACM",
        ("J. ACM", "Journal of the ACM"),
        ("journals/jacm",),
        (r"\bJACM\b", r"Journal of the ACM\b", r"^J\. ACM$"),
        "journal",
    ),
    Venue(
        "TALG",
        ("ACM Transactions on Algorithms", "ACM Trans. Algorithms"),
        ("journals/talg",),
        (r"\bTALG\b", r"Transactions on Algorithms", r"ACM Trans\. Algorithms"),
        "journal",
    ),
    Venue("Algorithmica", (), ("journals/algorithmica",), (r"\bAlgorithmica\b",), "journal"),
    Venue(
        "TCS",
        ("Theoretical Computer Science", "Theor. Comput. Sci."),
        ("journals/tcs",),
        (r"^Theoretical Computer Science$", r"^Theor\. Comput\. Sci\.?$"),
        "journal",
    ),
    # Its acronym "ToC" is a table of contents's: the journal goes by its name.
    Venue(
        "Theory of Computing",
        ("Theory Comput.",),
        ("journals/toc",),
        (r"^Theory of Computing$", r"^Theory Comput\.?$"),
        "journal",
    ),
    Venue(
        "IPL",
        ("Information Processing Letters", "Inf. Process. Lett."),
        ("journals/ipl",),
        (r"Information Processing Letters", r"Inf\. Process\. Lett"),
        "journal",
    ),
    Venue(
        "JCSS",
        ("Journal of Computer and System Sciences", "Journal of Computer & System Sciences", "J. Comput. Syst. Sci."),
        ("journals/jcss",),
        (r"\bJCSS\b", r"Journal of Computer and System Sciences", r"J\. Comput\. Syst\. Sci"),
        "journal",
    ),
    # ---- Programming languages, verification, logic and theorem proving. FSCD absorbed RTA (one dblp series).
    Venue("CAV", (), ("conf/cav",), (r"(?-i:\bCAV\b)", r"Computer[- ]Aided Verification")),
    Venue(
        "TACAS",
        (),
        ("conf/tacas",),
        (r"\bTACAS\b", r"Tools and Algorithms for (?:the )?Construction and Analysis of Systems"),
    ),
    Venue("LICS", (), ("conf/lics",), (r"\bLICS\b", r"Symposium on Logic in Computer Science")),
    Venue("CADE", (), ("conf/cade",), (r"\bCADE\b", r"Conference on Automated Deduction")),
    Venue("IJCAR", (), (), (r"\bIJCAR\b", r"International Joint Conference on Automated Reasoning")),
    Venue("ITP", (), ("conf/itp",), (r"(?-i:\bITP\b)", r"Interactive Theorem Proving")),
    Venue("TPHOLs", ("TPHOL",), ("conf/tphol",), (r"\bTPHOLs?\b", r"Theorem Proving in Higher[- ]Order Logics")),
    Venue("CPP", (), ("conf/cpp",), (r"(?-i:\bCPP\b)", r"Certified Programs and Proofs")),
    Venue(
        "FM",
        ("Formal Methods",),
        ("conf/fm",),
        (r"(?-i:^FM\b(?:\s*'?\d{2,4})?$)", r"(?:International Symposium|World Congress) on Formal Methods"),
    ),
    Venue("VMCAI", (), ("conf/vmcai",), (r"\bVMCAI\b", r"Verification,? Model Checking,? and Abstract Interpretation")),
    Venue(
        "SAS",
        (),
        ("conf/sas",),
        (r"(?-i:^SAS\b)", r"(?:International )?Static Analysis Symposium", r"Symposium on Static Analysis"),
    ),
    Venue("ESOP", (), ("conf/esop",), (r"\bESOP\b", r"European Symposium on Programming")),
    Venue("ECOOP", (), ("conf/ecoop",), (r"\bECOOP\b", r"European Conference on Object[- ]Oriented Programming")),
    Venue("CONCUR", (), ("conf/concur",), (r"(?-i:\bCONCUR\b)", r"Conference on Concurrency Theory")),
    Venue(
        "FoSSaCS",
        (),
        ("conf/fossacs",),
        (r"\bFoSSaCS\b", r"Foundations of Software Science and Computation Structures"),
    ),
    Venue("CSL", (), ("conf/csl",), (r"(?-i:\bCSL\b)", r"Computer Science Logic")),
    Venue(
        "FSCD",
        ("RTA",),
        ("conf/rta",),
        (
            r"\bFSCD\b",
            r"(?-i:\bRTA\b)",
            r"Formal Structures for Computation and Deduction",
            r"Rewriting Techniques and Applications",
        ),
    ),
    Venue(
        "LPAR", (), ("conf/lpar",), (r"\bLPAR\b", r"Logic for Programming,? Artificial Intelligence,? and Reasoning")
    ),
    Venue("FMCAD", (), ("conf/fmcad",), (r"\bFMCAD\b", r"Formal Methods in Computer[- ]Aided Design")),
    Venue(
        "JAR",
        ("Journal of Automated Reasoning", "J. Autom. Reason."),
        ("journals/jar",),
        (r"Journal of Automated Reasoning", r"J\. Autom\. Reason"),
        "journal",
    ),
    Venue(
        "TOCL",
        ("ACM Transactions on Computational Logic", "ACM Trans. Comput. Log."),
        ("journals/tocl",),
        (r"\bTOCL\b", r"Transactions on Computational Logic", r"ACM Trans\. Comput\. Log"),
        "journal",
    ),
    Venue(
        "FMSD",
        ("Formal Methods in System Design", "Formal Methods Syst. Des."),
        ("journals/fmsd",),
        (r"\bFMSD\b", r"Formal Methods in System Design", r"Formal Methods Syst\. Des"),
        "journal",
    ),
    Venue(
        "FAC",
        ("Formal Aspects of Computing", "Formal Aspects Comput."),
        ("journals/fac",),
        (r"Formal Aspects of Computing", r"Formal Aspects Comput"),
        "journal",
    ),
    Venue(
        "SCP",
        ("Science of Computer Programming", "Sci. Comput. Program."),
        ("journals/scp",),
        (r"Science of Computer Programming", r"Sci\. Comput\. Program"),
        "journal",
    ),
    Venue("HOPL", (), ("conf/hopl",), (r"\bHOPL\b", r"History of Programming Languages")),
    Venue("MPC", (), ("conf/mpc",), (r"(?-i:\bMPC\b)", r"Mathematics of Program Construction")),
    Venue("SLE", (), ("conf/sle",), (r"(?-i:\bSLE\b)", r"Software Language Engineering")),
    Venue("GPCE", (), ("conf/gpce",), (r"\bGPCE\b", r"Generative Programming")),
    Venue("ICLP", (), ("conf/iclp",), (r"\bICLP\b", r"International Conference on Logic Programming")),
    Venue("PPDP", (), ("conf/ppdp",), (r"\bPPDP\b", r"Principles and Practice of Declarative Programming")),
    Venue(
        "PEPM",
        (),
        ("conf/pepm",),
        (r"\bPEPM\b", r"Partial Evaluation and (?:Semantics[- ]Based )?Program Manipulation"),
    ),
    Venue("ISMM", (), ("conf/iwmm",), (r"\bISMM\b", r"International Symposium on Memory Management")),
    Venue("ATVA", (), ("conf/atva",), (r"\bATVA\b", r"Automated Technology for Verification and Analysis")),
    Venue("APLAS", (), ("conf/aplas",), (r"\bAPLAS\b", r"Asian Symposium on Programming Languages and Systems")),
    # ---- Software engineering. SANER continues WCRE (one dblp series); ICPC is conf/iwpc, ICSME conf/icsm.
    # "MSR Technical Report" is Microsoft Research's.
    Venue("MSR", (), ("conf/msr",), (r"(?-i:\bMSR\b(?![- ](?:Tech|TR)))", r"Mining Software Repositories")),
    Venue(
        "ICSME",
        ("ICSM",),
        ("conf/icsm",),
        (r"\bICSME?\b", r"International Conference on Software Maintenance"),
    ),
    Venue(
        "SANER",
        ("WCRE",),
        ("conf/wcre",),
        (
            r"\bSANER\b",
            r"\bWCRE\b",
            r"Software Analysis,? Evolution,? and Reengineering",
            r"Working Conference on Reverse Engineering",
        ),
    ),
    Venue(
        "ICST",
        (),
        ("conf/icst",),
        (r"(?-i:\bICST\b)", r"Conference on Software Testing,? Verification,? and Validation"),
    ),
    Venue("ISSRE", (), ("conf/issre",), (r"\bISSRE\b", r"Symposium on Software Reliability Engineering")),
    Venue("ESEM", (), ("conf/esem",), (r"\bESEM\b", r"Empirical Software Engineering and Measurement")),
    Venue(
        "EMSE",
        ("Empirical Software Engineering", "Empir. Softw. Eng."),
        ("journals/ese",),
        (r"(?-i:\bEMSE\b)", r"^Empirical Software Engineering$", r"Empir\. Softw\. Eng"),
        "journal",
    ),
    Venue(
        "JSS",
        ("Journal of Systems and Software", "J. Syst. Softw."),
        ("journals/jss",),
        (r"(?-i:\bJSS\b)", r"Journal of Systems and Software", r"J\. Syst\. Softw"),
        "journal",
    ),
    Venue(
        "IST",
        (
            "Information and Software Technology",
            "Inf. Softw. Technol.",
            "Journal of Information and Software Technology",
        ),
        ("journals/infsof",),
        (r"Information and Software Technology", r"Inf\. Softw\. Technol"),
        "journal",
    ),
    Venue("ICPC", (), ("conf/iwpc",), (r"(?-i:\bICPC\b)", r"Conference on Program Comprehension")),
    Venue("FASE", (), ("conf/fase",), (r"(?-i:\bFASE\b)", r"Fundamental Approaches to Software Engineering")),
    Venue(
        "SoSyM",
        ("Software and Systems Modeling", "Softw. Syst. Model."),
        ("journals/sosym",),
        (r"\bSoSyM\b", r"Software and Systems Modeling", r"Softw\. Syst\. Model"),
        "journal",
    ),
    # ---- Databases. SIGMOD's pattern stops before "SIGMOD Record".
    Venue("ICDT", (), ("conf/icdt",), (r"\bICDT\b", r"International Conference on Database Theory")),
    Venue("DASFAA", (), ("conf/dasfaa",), (r"\bDASFAA\b", r"Database Systems for Advanced Applications")),
    Venue(
        "SIGMOD Record",
        ("ACM SIGMOD Record", "SIGMOD Rec."),
        ("journals/sigmod",),
        (r"\bSIGMOD Rec(?:ord\b|\.)",),
        "journal",
    ),
    Venue("DaMoN", (), ("conf/damon",), (r"\bDaMoN\b", r"Data Management on New Hardware"), "workshop"),
    Venue("SSDBM", (), ("conf/ssdbm",), (r"\bSSDBM\b", r"Scientific and Statistical Database Management")),
    Venue(
        "DEBU",
        ("IEEE Data Engineering Bulletin", "IEEE Data Eng. Bull."),
        ("journals/debu",),
        (r"Data Eng(?:ineering|\.) Bull", r"Technical Committee on Data Engineering"),
        "journal",
    ),
    Venue(
        "DKE",
        ("Data & Knowledge Engineering", "Data and Knowledge Engineering", "Data Knowl. Eng."),
        ("journals/dke",),
        (r"^Data (?:and )?Knowledge Engineering$", r"^Data Knowl\. Eng\.?$"),
        "journal",
    ),
    Venue(
        "DAPD",
        ("Distributed and Parallel Databases", "Distributed Parallel Databases"),
        ("journals/dpd",),
        (r"^Distributed (?:and )?Parallel Databases$",),
        "journal",
    ),
    # ---- Information retrieval, recommender systems and digital libraries. SIGIR's pattern stops before ICTIR.
    Venue("ICTIR", (), ("conf/ictir",), (r"\bICTIR\b", r"Conference on (?:the )?Theory of Information Retrieval")),
    Venue("CHIIR", (), ("conf/chiir",), (r"\bCHIIR\b", r"Human Information Interaction and Retrieval")),
    Venue("TREC", (), ("conf/trec",), (r"(?-i:\bTREC\b)", r"Text REtrieval Conference")),
    Venue(
        "CLEF",
        (),
        ("conf/clef",),
        (r"(?-i:\bCLEF\b)", r"Conference and Labs of the Evaluation Forum", r"Cross[- ]Language Evaluation Forum"),
    ),
    Venue("JCDL", (), ("conf/jcdl",), (r"\bJCDL\b", r"Joint Conference on Digital Libraries")),
    Venue("TPDL", ("ECDL",), ("conf/ercimdl",), (r"\bTPDL\b", r"Theory and Practice of Digital Libraries")),
    Venue("UMAP", (), ("conf/um",), (r"\bUMAP\b", r"User Modeling,? Adaptation,? and Personalization")),
    Venue(
        "IRJ",
        ("Information Retrieval Journal", "Inf. Retr. J."),
        ("journals/ir",),
        (r"^Information Retrieval(?: Journal)?$", r"^Inf\. Retr(?:ieval|\.)(?: J(?:ournal|\.)?)?$"),
        "journal",
    ),
    Venue(
        "IP&M",
        ("IPM", "Information Processing & Management", "Information Processing and Management"),
        ("journals/ipm",),
        (r"Information Processing and Management", r"Inf\. Process\. Manag"),
        "journal",
    ),
    Venue(
        "JASIST",
        ("JASIS", "Journal of the Association for Information Science and Technology"),
        ("journals/jasis",),
        (
            r"\bJASIS(?:T)?\b",
            r"Journal of the (?:American Society|Association) for Information Science",
            r"J\. Assoc\. Inf\. Sci\. Technol",
        ),
        "journal",
    ),
    Venue("ICMR", (), ("conf/mir",), (r"\bICMR\b", r"International Conference on Multimedia Retrieval")),
    Venue("MediaEval", (), ("conf/mediaeval",), (r"\bMediaEval\b",), "workshop"),
    Venue("WebSci", (), ("conf/websci",), (r"\bWebSci\b", r"Web Science Conference")),
    Venue("DLfM", (), ("conf/dlfm",), (r"\bDLfM\b", r"Digital Libraries for Musicology"), "workshop"),
    # ---- Computer vision and graphics. Computer Graphics Forum carries the Eurographics conferences' papers: before
    # them; the symposia Eurographics co-sponsors before Eurographics itself, whose name they hold.
    Venue(
        "CGF",
        ("Computer Graphics Forum", "Comput. Graph. Forum"),
        ("journals/cgf",),
        (r"Computer Graphics Forum", r"Comput\. Graph\. Forum"),
        "journal",
    ),
    Venue(
        "SGP",
        ("Symposium on Geometry Processing", "Geometry Processing"),
        ("conf/sgp",),
        (r"(?-i:\bSGP\b)", r"Symposium on Geometry Processing", r"^Geometry Processing$"),
        published_in=("CGF",),
    ),
    Venue(
        "EGSR", (), ("conf/rendering",), (r"\bEGSR\b", r"Eurographics Symposium on Rendering"), published_in=("CGF",)
    ),
    Venue("SCA", (), ("conf/sca",), (r"(?-i:\bSCA\b)", r"Symposium on Computer Animation")),
    Venue(
        "Eurographics",
        (),
        ("conf/eurographics",),
        (
            r"^Eurographics\b(?!\s*(?:Symposium|Workshop))",
            r"Annual Conference of the European Association for Computer Graphics",
        ),
        published_in=("CGF",),
    ),
    Venue("HPG", (), ("conf/egh",), (r"(?-i:\bHPG\b)", r"High[- ]Performance Graphics")),
    Venue("I3D", (), ("conf/si3d",), (r"\bI3D\b", r"Interactive 3D Graphics")),
    Venue("Pacific Graphics", (), ("conf/pg",), (r"\bPacific Graphics\b", r"Pacific Conference on Computer Graphics")),
    Venue("SMI", (), ("conf/smi",), (r"(?-i:\bSMI\b)", r"Shape Modeling International")),
    Venue("ACCV", (), ("conf/accv",), (r"\bACCV\b", r"Asian Conference on Computer Vision")),
    Venue("ICPR", (), ("conf/icpr",), (r"\bICPR\b", r"International Conference on Pattern Recognition")),
    Venue("FG", (), ("conf/fgr",), (r"(?-i:\bIEEE FG\b)", r"Automatic Face (?:and )?Gesture Recognition")),
    Venue(
        "TCSVT",
        ("IEEE Transactions on Circuits and Systems for Video Technology",),
        ("journals/tcsv",),
        (
            r"\bTCSVT\b",
            r"Transactions on Circuits and Systems for Video Technology",
            r"Trans\. Circuits Syst\. Video Technol",
        ),
        "journal",
    ),
    Venue(
        "CVIU",
        ("Computer Vision and Image Understanding", "Comput. Vis. Image Underst."),
        ("journals/cviu",),
        (r"\bCVIU\b", r"Computer Vision and Image Understanding", r"Comput\. Vis\. Image Underst"),
        "journal",
    ),
    Venue(
        "IVC",
        ("Image and Vision Computing", "Image Vis. Comput."),
        ("journals/ivc",),
        (r"Image and Vision Computing", r"Image Vis\. Comput"),
        "journal",
    ),
    Venue(
        "CG&A",
        ("IEEE CG&A", "IEEE Computer Graphics and Applications", "IEEE Comput. Graph. Appl."),
        ("journals/cga",),
        (r"Computer Graphics and Applications", r"IEEE Comput\. Graph\. Appl"),
        "journal",
    ),
    # ---- Robotics and agents. T-ASE is the journal, CASE the conference, of the same society.
    Venue(
        "IJRR",
        (
            "International Journal of Robotics Research",
            "The International Journal of Robotics Research",
            "Int. J. Robotics Res.",
        ),
        ("journals/ijrr",),
        (r"\bIJRR\b", r"International Journal of Robotics Research", r"Int\. J\. Robotics Res"),
        "journal",
    ),
    Venue(
        "T-ASE",
        ("TASE", "IEEE T-ASE", "IEEE Transactions on Automation Science and Engineering"),
        ("journals/tase",),
        (
            r"(?-i:\bT-?ASE\b)",
            r"Transactions on Automation Science and Engineering",
            r"IEEE Trans\. Autom(?:ation)?\. Sci\. Eng",
        ),
        "journal",
    ),
    Venue(
        "CASE",
        ("IEEE CASE",),
        ("conf/case",),
        (r"(?-i:\bIEEE CASE\b)", r"Conference on Automation Science and Engineering"),
    ),
    Venue("ISRR", (), ("conf/isrr",), (r"\bISRR\b", r"International Symposium (?:on|of) Robotics? Research")),
    Venue("ISER", (), ("conf/iser",), (r"\bISER\b", r"International Symposium on Experimental Robotics")),
    Venue("WAFR", (), ("conf/wafr",), (r"\bWAFR\b", r"Algorithmic Foundations of Robotics")),
    Venue(
        "AURO",
        ("Autonomous Robots", "Auton. Robots"),
        ("journals/arobots",),
        (r"^Autonomous Robots$", r"^Auton\. Robots$"),
        "journal",
    ),
    Venue(
        "RAS",
        ("Robotics and Autonomous Systems", "Robotics Auton. Syst."),
        ("journals/ras",),
        (r"Robotics and Autonomous Systems", r"Robotics Auton\. Syst"),
        "journal",
    ),
    Venue(
        "Science Robotics",
        ("Sci. Robot.", "Sci Robot"),
        ("journals/scirobotics",),
        (r"^Science Robotics$", r"^Sci\.? Robot(?:ics|\.)?$"),
        "journal",
    ),
    Venue(
        "JFR",
        ("Journal of Field Robotics", "J. Field Robotics"),
        ("journals/jfr",),
        (r"Journal of Field Robotics", r"J\. Field Robotics"),
        "journal",
    ),
    Venue(
        "RAM",
        ("IEEE RAM", "IEEE Robotics & Automation Magazine", "IEEE Robotics and Automation Magazine"),
        ("journals/ram",),
        (r"Robotics and Automation Magazine", r"IEEE Robotics Autom\. Mag"),
        "journal",
    ),
    # ---- Speech, audio, signal processing and music.
    Venue(
        "TISMIR",
        ("Transactions of the International Society for Music Information Retrieval",),
        ("journals/tismir",),
        (
            r"\bTISMIR\b",
            r"Transactions of the International Society for Music Information Retrieval",
            r"Trans\. Int\. Soc\. Music Inf\. Retr",
        ),
        "journal",
    ),
    Venue("ICMC", (), ("conf/icmc",), (r"\bICMC\b", r"International Computer Music Conference")),
    Venue("DAFx", (), (), (r"\bDAFx\b", r"Conference on Digital Audio Effects")),
    Venue(
        "WASPAA",
        (),
        ("conf/waspaa",),
        (r"\bWASPAA\b", r"Applications of Signal Processing to Audio and Acoustics"),
    ),
    Venue("EUSIPCO", (), ("conf/eusipco",), (r"\bEUSIPCO\b", r"European Signal Processing Conference")),
    Venue("ASRU", (), ("conf/asru",), (r"\bASRU\b", r"Automatic Speech Recognition and Understanding")),
    Venue("SLT", (), ("conf/slt",), (r"(?-i:\bSLT\b)", r"Spoken Language Technology Workshop")),
    Venue("SSW", (), ("conf/ssw",), (r"(?-i:\bSSW\b)", r"Speech Synthesis Workshop")),
    Venue("MMSP", (), ("conf/mmsp",), (r"\bMMSP\b", r"Workshop on Multimedia Signal Processing")),
    Venue(
        "JASA",
        ("Journal of the Acoustical Society of America", "J. Acoust. Soc. Am."),
        (),
        (r"\bJASA\b", r"Journal of the Acoustical Society of America", r"J\.? Acoust\.? Soc\.? Am"),
        "journal",
    ),
    Venue(
        "JAES",
        ("Journal of the Audio Engineering Society", "J. Audio Eng. Soc."),
        (),
        (r"\bJAES\b", r"Journal of the Audio Engineering Society", r"J\. Audio Eng\. Soc"),
        "journal",
    ),
    Venue(
        "AES Convention",
        ("Audio Engineering Society Convention", "AES"),
        (),
        (r"\bAES Convention\b", r"Audio Engineering Society (?:\d+(?:st|nd|rd|th) )?Convention"),
    ),
    Venue("Audio Mostly", ("AudioMostly",), ("conf/audiomostly",), (r"\bAudio ?Mostly\b",)),
    Venue(
        "CMJ",
        ("Computer Music Journal", "Comput. Music. J."),
        ("journals/comj",),
        (r"Computer Music Journal", r"Comput\. Music\.? J"),
        "journal",
    ),
    Venue(
        "Music Perception",
        ("Music Perception: An Interdisciplinary Journal",),
        (),
        (r"^Music Perception(?:: An Interdisciplinary Journal)?$",),
        "journal",
    ),
    Venue(
        "Speech Communication",
        ("Speech Commun.",),
        ("journals/speech",),
        (r"^Speech Communication$", r"^Speech Commun\.?$"),
        "journal",
    ),
    Venue(
        "SPL",
        ("IEEE Signal Processing Letters", "IEEE Signal Process. Lett."),
        ("journals/spl",),
        (r"Signal Processing Letters", r"IEEE Signal Process\. Lett"),
        "journal",
    ),
    Venue(
        "TSP",
        ("IEEE Transactions on Signal Processing", "IEEE Trans. Signal Process."),
        ("journals/tsp",),
        (r"Transactions on Signal Processing", r"IEEE Trans\. Signal Process\.?$"),
        "journal",
    ),
    Venue(
        "JSTSP",
        ("IEEE Journal of Selected Topics in Signal Processing",),
        ("journals/jstsp",),
        (r"\bJSTSP\b", r"Journal of Selected Topics in Signal Processing", r"IEEE J\. Sel\. Top\. Signal Process"),
        "journal",
    ),
    # ---- NLP venues beyond the main conferences: workshops, *SEM and SemEval, the regional chapters and journals.
    Venue(
        "*SEM",
        ("StarSEM",),
        ("conf/starsem",),
        (r"(?-i:\*SEM\b)", r"\bStarSEM\b", r"Joint Conference on Lexical and Computational Semantics"),
    ),
    Venue(
        "AACL",
        ("AACL-IJCNLP",),
        (),
        (r"\bAACL\b", r"Asia-Pacific Chapter of the Association for Computational Linguistics"),
    ),
    Venue(
        "IJCNLP",
        (),
        ("conf/ijcnlp",),
        (r"(?<![-/])\bIJCNLP\b", r"(?<![-/] )International Joint Conference on Natural Language Processing"),
    ),
    Venue(
        "INLG",
        (),
        ("conf/inlg",),
        (r"\bINLG\b", r"Natural Language Generation Conference", r"Conference on Natural Language Generation"),
    ),
    Venue("RANLP", (), ("conf/ranlp",), (r"\bRANLP\b", r"Recent Advances in Natural Language Processing")),
    Venue(
        "NoDaLiDa", (), ("conf/nodalida",), (r"\bNoDaLiDa\b", r"Nordic Conference (?:on|of) Computational Linguistics")
    ),
    Venue(
        "PACLIC",
        (),
        ("conf/paclic",),
        (r"\bPACLIC\b", r"Pacific Asia Conference on Language,? Information,? and Computation"),
    ),
    Venue("BioNLP", (), ("conf/bionlp",), (r"\bBioNLP\b",), "workshop"),
    Venue("SIGMORPHON", (), ("conf/sigmorphon",), (r"\bSIGMORPHON\b",), "workshop"),
    Venue(
        "BEA",
        (),
        ("conf/bea",),
        (r"(?-i:\bBEA\b)", r"Innovative Use of NLP for Building Educational Applications"),
        "workshop",
    ),
    Venue(
        "CL",
        ("Computational Linguistics", "Comput. Linguistics"),
        ("journals/coling",),
        (r"^Computational Linguistics$", r"^Comput\. Linguistics$"),
        "journal",
    ),
    Venue(
        "NLE",
        ("Natural Language Engineering", "Nat. Lang. Eng."),
        ("journals/nle",),
        (r"Natural Language Engineering", r"Nat\. Lang\. Eng"),
        "journal",
    ),
    Venue(
        "LRE",
        ("Language Resources and Evaluation", "Lang. Resour. Evaluation"),
        ("journals/lre",),
        (r"^Language Resources and Evaluation$", r"^Lang\. Resour\. Evaluation$"),
        "journal",
    ),
    Venue("SALT", ("Semantics and Linguistic Theory",), (), (r"(?-i:^SALT\b)", r"Semantics and Linguistic Theory")),
    Venue(
        "CogSci",
        (),
        ("conf/cogsci",),
        (r"\bCogSci\b", r"Annual (?:Meeting|Conference) of the Cognitive Science Society"),
    ),
    # The neural-network conferences of the 1980s and 1990s, which older machine-learning reading lists cite.
    Venue("IJCNN", (), ("conf/ijcnn",), (r"\bIJCNN\b", r"International Joint Conference on Neural Networks")),
    Venue("ICNN", (), ("conf/icnn",), (r"(?-i:\bICNN\b)", r"(?<!Joint )(?<!Artificial )Conference on Neural Networks")),
    # ---- Multimedia.
    Venue("ICME", (), ("conf/icmcs",), (r"\bICME\b", r"International Conference on Multimedia and Expo")),
    Venue("MMSys", (), ("conf/mmsys",), (r"\bMMSys\b", r"Multimedia Systems Conference")),
    Venue(
        "TOMM",
        ("TOMCCAP", "ACM TOMM", "ACM Transactions on Multimedia Computing, Communications, and Applications"),
        ("journals/tomccap",),
        (
            r"\bTOMM\b",
            r"\bTOMCCAP\b",
            r"Transactions on Multimedia Computing,? Communications,? and Applications",
            r"ACM Trans\. Multim(?:edia)?\. Comput\. Commun\. Appl",
        ),
        "journal",
    ),
    Venue(
        "TMM",
        ("IEEE TMM", "IEEE Transactions on Multimedia", "IEEE Trans. Multim."),
        ("journals/tmm",),
        (r"(?-i:\bTMM\b)", r"Transactions on Multimedia(?!\s*Comput)", r"IEEE Trans\. Multim(?:edia|\.)?$"),
        "journal",
    ),
    Venue(
        "NOSSDAV",
        (),
        ("conf/nossdav",),
        (r"\bNOSSDAV\b", r"Network and Operating Systems? Support for Digital Audio and Video"),
        "workshop",
    ),
    Venue("MMM", (), ("conf/mmm",), (r"(?-i:\bMMM\b)", r"MultiMedia Modeling")),
    # ---- Networking, mobile and wireless. TON's pattern stops before TNSM ("IEEE Trans. Netw. Serv. Manag.").
    Venue("IMC", (), ("conf/imc",), (r"(?-i:\bIMC\b)", r"Internet Measurement (?:Conference|Workshop)")),
    Venue("PAM", (), ("conf/pam",), (r"(?-i:^PAM\b)", r"Passive and Active (?:Network )?Measurement")),
    Venue("SenSys", (), ("conf/sensys",), (r"\bSenSys\b", r"Embedded Networked Sensor Systems")),
    Venue("IPSN", (), ("conf/ipsn",), (r"\bIPSN\b", r"Information Processing in Sensor Networks")),
    Venue("MobiHoc", (), ("conf/mobihoc",), (r"\bMobiHoc\b", r"Mobile Ad ?Hoc Networking and Computing")),
    Venue(
        "HotMobile", (), ("conf/wmcsa",), (r"\bHotMobile\b", r"Mobile Computing Systems and Applications"), "workshop"
    ),
    Venue("ICNP", (), ("conf/icnp",), (r"\bICNP\b", r"International Conference on Network Protocols")),
    Venue(
        "ICC",
        ("IEEE ICC",),
        ("conf/icc",),
        (r"(?-i:\bICC\b)", r"^(?:IEEE )?International Conference on Communications(?:\s*\(ICC\))?$"),
    ),
    Venue(
        "GLOBECOM",
        ("Globecom",),
        ("conf/globecom",),
        (r"\bGLOBECOM\b", r"Global (?:Tele)?[Cc]ommunications Conference"),
    ),
    Venue("WCNC", (), ("conf/wcnc",), (r"\bWCNC\b", r"Wireless Communications and Networking Conference")),
    Venue("SECON", (), ("conf/secon",), (r"\bSECON\b", r"Sensor,? Mesh,? and Ad Hoc Communications and Networks")),
    Venue("LCN", (), ("conf/lcn",), (r"(?-i:\bLCN\b)", r"Conference on Local Computer Networks")),
    Venue("ANCS", (), ("conf/ancs",), (r"\bANCS\b", r"Architectures? for Networking and Communications? Systems")),
    Venue("PerCom", (), ("conf/percom",), (r"\bPerCom\b", r"Pervasive Computing and Communications")),
    Venue("EWSN", (), ("conf/ewsn",), (r"\bEWSN\b", r"Embedded Wireless Systems and Networks")),
    Venue(
        "JSAC",
        ("IEEE JSAC", "IEEE Journal on Selected Areas in Communications"),
        ("journals/jsac",),
        (r"\bJSAC\b", r"Journal on Selected Areas in Communications", r"IEEE J\. Sel\. Areas Commun"),
        "journal",
    ),
    Venue(
        "TWC",
        ("IEEE TWC", "IEEE Transactions on Wireless Communications"),
        ("journals/twc",),
        (r"(?-i:\bTWC\b)", r"Transactions on Wireless Communications", r"IEEE Trans\. Wirel(?:ess|\.) Commun"),
        "journal",
    ),
    Venue(
        "TCOM",
        ("IEEE Transactions on Communications", "IEEE Trans. Commun."),
        ("journals/tcom",),
        (r"(?-i:\bTCOM\b)", r"Transactions on Communications\s*$", r"IEEE Trans\. Commun\.?$"),
        "journal",
    ),
    Venue(
        "COMST",
        ("IEEE Communications Surveys & Tutorials", "IEEE Communications Surveys and Tutorials"),
        ("journals/comsur",),
        (r"(?-i:\bCOMST\b)", r"Communications Surveys and Tutorials", r"IEEE Commun\. Surv\. Tutorials"),
        "journal",
    ),
    Venue(
        "ComMag",
        ("IEEE Communications Magazine", "IEEE Commun. Mag."),
        ("journals/cm",),
        (r"IEEE Communications Magazine", r"IEEE Commun\. Mag"),
        "journal",
    ),
    Venue(
        "IEEE Network",
        ("IEEE Netw.",),
        ("journals/network",),
        (r"^IEEE Network(?: Magazine)?$", r"^IEEE Netw\.?$"),
        "journal",
    ),
    Venue(
        "TNSM",
        ("IEEE Transactions on Network and Service Management",),
        ("journals/tnsm",),
        (r"\bTNSM\b", r"Transactions on Network and Service Management", r"IEEE Trans\. Netw\. Serv\. Manag"),
        "journal",
    ),
    Venue(
        "IoT-J",
        ("IEEE IoT-J", "IEEE Internet of Things Journal", "IEEE Internet Things J."),
        ("journals/iotj",),
        (r"\bIoT-?J\b", r"Internet of Things Journal", r"IEEE Internet Things J"),
        "journal",
    ),
    Venue(
        "COMNET",
        ("Computer Networks", "Comput. Networks"),
        ("journals/cn",),
        (r"^Computer Networks$", r"^Comput\. Networks$"),
        "journal",
    ),
    Venue(
        "COMCOM",
        ("Computer Communications", "Comput. Commun."),
        ("journals/comcom",),
        (r"^Computer Communications$", r"^Comput\. Commun\.?$"),
        "journal",
    ),
    # ---- Computational biology and the biology journals its lists cite. A venue named by one ordinary word that
    # lists also give their sections (Bioinformatics, Cell, Neuron, Quantum, Models, RAID, SAT) is left out: a
    # heading "## Quantum" would read as the venue of the papers under it.
    Venue("RECOMB", (), ("conf/recomb",), (r"\bRECOMB\b", r"Research in Computational Molecular Biology")),
    Venue(
        "ISMB",
        (),
        ("conf/ismb",),
        (r"\bISMB\b", r"Intelligent Systems for Molecular Biology"),
    ),
    Venue(
        "ACM-BCB",
        ("BCB", "ACM BCB"),
        ("conf/bcb",),
        (r"(?-i:\bBCB\b)", r"Conference on Bioinformatics,? Computational Biology,? and Health Informatics"),
    ),
    Venue("PSB", (), ("conf/psb",), (r"(?-i:\bPSB\b)", r"Pacific Symposium on Biocomputing")),
    Venue("WABI", (), ("conf/wabi",), (r"\bWABI\b", r"Workshop on Algorithms in Bioinformatics")),
    Venue(
        "BMC Bioinformatics",
        ("BMC Bioinform.",),
        ("journals/bmcbi",),
        (r"^BMC Bioinform(?:atics|\.)$",),
        "journal",
    ),
    Venue(
        "Briefings in Bioinformatics",
        ("Brief. Bioinform.", "Brief Bioinform"),
        ("journals/bib",),
        (r"Briefings in Bioinformatics", r"Brief\.? Bioinform"),
        "journal",
    ),
    Venue(
        "JCB",
        ("Journal of Computational Biology", "J. Comput. Biol."),
        ("journals/jcb",),
        (r"Journal of Computational Biology", r"^J\.? Comput\.? Biol\.?$"),
        "journal",
    ),
    Venue(
        "NAR",
        ("Nucleic Acids Research", "Nucleic Acids Res.", "Nucleic Acids Res"),
        (),
        (r"(?-i:^NAR$)", r"^Nucleic Acids Res(?:earch|\.)?$"),
        "journal",
    ),
    Venue("Genome Research", ("Genome Res.", "Genome Res"), (), (r"^Genome Res(?:earch|\.)?$",), "journal"),
    Venue("Genome Biology", ("Genome Biol.", "Genome Biol"), (), (r"^Genome Biol(?:ogy|\.)?$",), "journal"),
    Venue(
        "Nature Methods",
        ("Nat. Methods", "Nat Methods", "Nat Meth"),  # "Nat Meth": its abbreviation in citations of its first years
        (),
        (r"^Nat(?:ure|\.)? Methods$", r"^Nat\.? Meth\.?$"),
        "journal",
    ),
    Venue(
        "Nature Biotechnology",
        ("Nat. Biotechnol.", "Nat Biotechnol"),
        (),
        (r"^Nat(?:ure|\.)? Biotechnol(?:ogy|\.)?$",),
        "journal",
    ),
    Venue("Nature Genetics", ("Nat. Genet.", "Nat Genet"), (), (r"^Nat(?:ure|\.)? Genet(?:ics|\.)?$",), "journal"),
    Venue(
        "Nature Neuroscience",
        ("Nat. Neurosci.", "Nat Neurosci"),
        (),
        (r"^Nat(?:ure|\.)? Neurosci(?:ence|\.)?$",),
        "journal",
    ),
    Venue("Nature Medicine", ("Nat. Med.", "Nat Med"), (), (r"^Nat(?:ure|\.)? Med(?:icine|\.)?$",), "journal"),
    Venue(
        "Nature Human Behaviour",
        ("Nat. Hum. Behav.", "Nat Hum Behav", "Nature Human Behavior"),
        (),
        (r"^Nat(?:ure|\.)? Hum(?:an|\.)? Behavi?(?:our|or|\.)?$",),
        "journal",
    ),
    # ---- Quantum computing. Physical Review's letters journals are matched whole: their names share words.
    Venue(
        "TQC",
        (),
        ("conf/tqc",),
        (r"\bTQC\b", r"Theory of Quantum Computation,? Communication,? and Cryptography"),
    ),
    Venue("QIP", (), (), (r"(?-i:\bQIP\b)", r"Conference on Quantum Information Processing")),
    Venue(
        "RAID",
        ("Recent Advances in Intrusion Detection",),
        ("conf/raid",),
        (r"(?-i:\bRAID\b)", r"Recent Advances in Intrusion Detection"),
    ),
    Venue(
        "SocInfo",
        ("International Conference on Social Informatics",),
        ("conf/socinfo",),
        (r"\bSocInfo\b", r"International Conference on Social Informatics"),
    ),
    Venue(
        "SSP",
        ("IEEE Workshop on Statistical Signal Processing",),
        ("conf/ssp",),
        (r"(?-i:\bSSP\b)", r"Workshop on Statistical Signal Processing"),
    ),
    Venue(
        "npj Quantum Information",
        ("npj Quantum Inf.", "npj Quantum Inf"),
        (),
        (r"^npj Quantum Inf(?:ormation|\.)?$",),
        "journal",
    ),
    Venue("PRX Quantum", (), (), (r"^PRX Quantum$",), "journal"),
    Venue(
        "QST",
        ("Quantum Science and Technology", "Quantum Sci. Technol."),
        (),
        (r"^Quantum Sci(?:ence|\.)? (?:and )?Technol(?:ogy|\.)?$",),
        "journal",
    ),
    Venue(
        "TQE",
        ("IEEE Transactions on Quantum Engineering", "IEEE Trans. Quantum Eng."),
        (),
        (r"Transactions on Quantum Engineering", r"IEEE Trans\. Quantum Eng"),
        "journal",
    ),
    # ---- Optics and photonics: Optica's journals (JOSA A and B, Optics Express, Optics Letters, Applied Optics,
    # Optica), Nature's and ACS's, and the journals their citations name beside them, by ISO 4 abbreviation and name.
    Venue(
        "JOSA A",
        ("Journal of the Optical Society of America A", "J. Opt. Soc. Am. A"),
        (),
        (r"\bJOSA A\b", r"^Journal of the Optical Society of America,? A\b", r"^J\.? Opt\.? Soc\.? Am\.?,? A\b"),
        "journal",
    ),
    Venue(
        "JOSA B",
        ("Journal of the Optical Society of America B", "J. Opt. Soc. Am. B"),
        (),
        (r"\bJOSA B\b", r"^Journal of the Optical Society of America,? B\b", r"^J\.? Opt\.? Soc\.? Am\.?,? B\b"),
        "journal",
    ),
    Venue(
        "Opt. Express",
        ("Optics Express",),
        ("journals/oe",),
        (r"^Opt(?:ics|\.)? Express$",),
        "journal",
    ),
    Venue("Opt. Lett.", ("Optics Letters",), (), (r"^Opt(?:ics|\.)? Lett(?:ers|\.)?$",), "journal"),
    Venue("Appl. Opt.", ("Applied Optics",), (), (r"^Appl(?:ied|\.)? Opt(?:ics|\.)?$",), "journal"),
    Venue("Optica", (), (), (r"(?-i:^Optica$)",), "journal"),
    Venue("Opt. Commun.", ("Optics Communications",), (), (r"^Opt(?:ics|\.)? Commun(?:ications|\.)?$",), "journal"),
    Venue("Nat. Photonics", ("Nature Photonics",), (), (r"^Nat(?:ure|\.)? Photon(?:ics|\.)?$",), "journal"),
    Venue("ACS Photonics", (), (), (r"^ACS Photonics$",), "journal"),
    Venue(
        "Light Sci. Appl.",
        ("Light: Science & Applications", "Light: Science and Applications"),
        (),
        (r"^Light:? Sci(?:ence|\.)? (?:&|and)? ?Appl(?:ications|\.)?$",),
        "journal",
    ),
    Venue(
        "Laser Photonics Rev.",
        ("Laser & Photonics Reviews",),
        (),
        (r"^Laser (?:(?:&|and) )?Photon(?:ics|\.)? Rev(?:iews|\.)?$",),
        "journal",
    ),
    Venue(
        "JLT",
        ("Journal of Lightwave Technology", "J. Lightwave Technol."),
        ("journals/jlt",),
        (r"\bJLT\b", r"^(?:IEEE )?Journal of Lightwave Technology$", r"^J\.? Lightwave Technol\.?$"),
        "journal",
    ),
    Venue(
        "Sol. Energy Mater. Sol. Cells",
        ("Solar Energy Materials and Solar Cells",),
        (),
        (r"^Sol(?:ar|\.)? Energy Mater(?:ials|\.)? (?:and |& )?Sol(?:ar|\.)? Cells$",),
        "journal",
    ),
    # ---- Physics journals, by their acronym or abbreviation ("Phys. Rev. A", "JHEP", "ApJ", "MNRAS").
    Venue(
        "PRA",
        ("Phys. Rev. A", "Physical Review A"),
        (),
        (r"^Phys(?:ical|\.)? Rev(?:iew|\.)? A$", r"(?-i:^PRA$)"),
        "journal",
    ),
    Venue(
        "PRB",
        ("Phys. Rev. B", "Physical Review B"),
        (),
        (r"^Phys(?:ical|\.)? Rev(?:iew|\.)? B$", r"(?-i:^PRB$)"),
        "journal",
    ),
    Venue(
        "PRD",
        ("Phys. Rev. D", "Physical Review D"),
        (),
        (r"^Phys(?:ical|\.)? Rev(?:iew|\.)? D$", r"(?-i:^PRD$)"),
        "journal",
    ),
    Venue(
        "PRE",
        ("Phys. Rev. E", "Physical Review E"),
        (),
        (r"^Phys(?:ical|\.)? Rev(?:iew|\.)? E$", r"(?-i:^PRE$)"),
        "journal",
    ),
    Venue(
        "PRX",
        ("Phys. Rev. X", "Physical Review X"),
        (),
        (r"^Phys(?:ical|\.)? Rev(?:iew|\.)? X$", r"(?-i:^PRX$)"),
        "journal",
    ),
    Venue(
        "PRR",
        ("Phys. Rev. Research", "Physical Review Research", "Phys. Rev. Res."),
        (),
        (r"^Phys(?:ical|\.)? Rev(?:iew|\.)? Res(?:earch|\.)?$",),
        "journal",
    ),
    Venue("Nature Physics", ("Nat. Phys.", "Nat Phys"), (), (r"^Nat(?:ure|\.)? Phys(?:ics|\.)?$",), "journal"),
    Venue(
        "JHEP",
        ("Journal of High Energy Physics", "J. High Energy Phys."),
        (),
        (r"\bJHEP\b", r"Journal of High Energy Physics", r"^J\.? High Energy Phys"),
        "journal",
    ),
    # The Letters and the Supplement Series are journals of their own: before ApJ, whose pattern stops before their
    # names ("ApJ Letters", "ApJ Suppl."). ADS filed the Letters under ApJ's bibstem until 2010 and files MNRAS's
    # Letters under MNRAS's, so lists name the main journal for them: ApJ and MNRAS list them in ``published_in``.
    Venue(
        "ApJL",
        (
            "The Astrophysical Journal Letters",
            "Astrophysical Journal Letters",
            "ApJ Letters",
            "Astrophys. J. Lett.",
            "ApJ Lett.",
        ),
        (),
        (
            r"\bApJL\b",
            r"\bApJ\.?,? ?Lett(?:ers|\.)?",
            r"^(?:The )?Astrophysical Journal,? Letters$",
            r"^Astrophys\.? J\.?,? Lett(?:ers|\.)?$",
        ),
        "journal",
    ),
    Venue(
        "ApJS",
        (
            "The Astrophysical Journal Supplement Series",
            "Astrophysical Journal Supplement Series",
            "Astrophys. J. Suppl. Ser.",
            "Astrophys. J. Suppl.",
            "ApJ Supplement",
            "Astrophysical Journal Supplement",
        ),
        (),
        (
            r"\bApJS\b",
            r"\bApJ\.?,? ?Suppl?(?:ement|\.)?",
            r"^(?:The )?Astrophysical Journal,? Supplement(?: Series)?$",
            r"^Astrophys\.? J\.?,? Suppl(?:ement|\.)?(?: Ser(?:ies|\.)?)?$",
        ),
        "journal",
    ),
    Venue(
        "ApJ",
        ("Astrophysical Journal", "The Astrophysical Journal", "Astrophys. J."),
        (),
        (r"\bApJ\b(?!\.?,? ?(?:Lett|Supp))", r"^(?:The )?Astrophysical Journal$", r"^Astrophys\.? J\.?$"),
        "journal",
        ("ApJL",),
    ),
    Venue(
        "MNRAS Letters",
        (
            "Monthly Notices of the Royal Astronomical Society: Letters",
            "Mon. Not. R. Astron. Soc. Lett.",
            "MNRAS Lett.",
            "MNRASL",
            "Monthly Notices of the Royal Astronomical Society Letters",
        ),
        (),
        (
            r"\bMNRASL\b",
            r"\bMNRAS:? Lett(?:ers|\.)?",
            r"Monthly Notices of the Royal Astronomical Society:? Letters",
            r"Mon\.? Not\.? R(?:oy)?\.? Astron\.? Soc\.?:? Lett",
        ),
        "journal",
    ),
    Venue(
        "MNRAS",
        ("Monthly Notices of the Royal Astronomical Society", "Mon. Not. R. Astron. Soc."),
        (),
        # "Mon. Not. Roy. Astron. Soc.": the older abbreviation, which BibTeX exports from ADS still write
        (
            r"\bMNRAS\b(?!:? Lett)",
            r"Monthly Notices of the Royal Astronomical Society(?!:? Letters)",
            r"Mon\.? Not\.? R(?:oy)?\.? Astron\.? Soc(?!\.?:? Lett)",
        ),
        "journal",
        ("MNRAS Letters",),
    ),
    Venue(
        "A&A",
        ("Astronomy & Astrophysics", "Astronomy and Astrophysics", "Astron. Astrophys."),
        (),
        (r"^Astronomy (?:and )?Astrophysics$", r"^Astron\.? Astrophys\.?$", r"(?-i:^A and A$)"),
        "journal",
    ),
    Venue(
        "A&AS",
        ("Astronomy and Astrophysics Supplement Series", "Astronomy & Astrophysics Supplement Series"),
        (),
        (
            r"^Astronomy (?:and |& )?Astrophysics Supplement(?: Series)?$",
            r"^Astron\.? Astrophys\.? Suppl\.?(?: Ser\.?)?$",
        ),
        "journal",
    ),
    Venue(
        "JATIS",
        ("Journal of Astronomical Telescopes, Instruments, and Systems", "J. Astron. Telesc. Instrum. Syst."),
        (),
        (
            r"(?-i:\bJATIS\b)",
            r"^Journal of Astronomical Telescopes,? Instruments,? and Systems$",
            r"^J\.? Astron\.? Telesc\.? Instrum\.? Syst\.?$",
        ),
        "journal",
    ),
    Venue(
        "EPL",
        ("Europhysics Letters", "EPL (Europhysics Letters)", "Europhys. Lett."),
        (),
        (r"(?-i:^EPL$)", r"^(?:EPL \()?Europhysics Letters\)?$", r"^Europhys\.? Lett\.?$"),
        "journal",
    ),
    Venue(
        "Physics Reports",
        ("Phys. Rep.", "Phys Rep"),
        (),
        (r"^Phys(?:ics|\.)? Rep(?:orts|\.)?$",),
        "journal",
    ),
    Venue(
        "MLST",
        ("Machine Learning: Science and Technology", "Mach. Learn.: Sci. Technol."),
        (),
        (r"\bMLST\b", r"Machine Learning: Science and Technology", r"^Mach\.? Learn\.?: Sci\.? Technol"),
        "journal",
    ),
    Venue(
        "NJP",
        ("New Journal of Physics", "New J. Phys."),
        (),
        (r"New Journal of Physics", r"^New J\.? Phys"),
        "journal",
    ),
    Venue(
        "PASP",
        (
            "Publications of the Astronomical Society of the Pacific",
            "Publ. Astron. Soc. Pac.",
            "Publ. Astron. Soc. Pacific",
        ),
        (),
        (
            r"(?-i:\bPASP\b)",
            r"^(?:The )?Publications of the Astronomical Society of the Pacific$",
            r"^Publ\.? Astron\.? Soc\.? Pac(?:ific|\.)?$",
        ),
        "journal",
    ),
    Venue(
        "PASA",
        (
            "Publications of the Astronomical Society of Australia",
            "Publ. Astron. Soc. Aust.",
            "Publ. Astron. Soc. Australia",
        ),
        (),
        (
            r"(?-i:\bPASA\b)",
            r"^(?:The )?Publications of the Astronomical Society of Australia$",
            r"^Publ\.? Astron\.? Soc\.? Aust(?:ralia|\.)?$",
        ),
        "journal",
    ),
    Venue(
        "PASJ",
        (
            "Publications of the Astronomical Society of Japan",
            "Publ. Astron. Soc. Jpn.",
            "Publ. Astron. Soc. Japan",
        ),
        (),
        (
            r"(?-i:\bPASJ\b)",
            r"^(?:The )?Publications of the Astronomical Society of Japan$",
            r"^Publ\.? Astron\.? Soc\.? (?:Jpn\.?|Japan)$",
        ),
        "journal",
    ),
    Venue(
        "PKAS",
        (
            "Publications of the Korean Astronomical Society",
            "Publ. Korean Astron. Soc.",
        ),
        (),
        (
            r"(?-i:\bPKAS\b)",
            r"^(?:The )?Publications of the Korean Astronomical Society$",
            r"^Publ\.? Korean Astron\.? Soc\.?$",
        ),
        "journal",
    ),
    Venue(
        "AJ",
        (
            "The Astronomical Journal",
            "Astronomical Journal",
            "Astron. J.",
        ),
        (),
        (
            r"(?-i:^AJ$)",
            r"^(?:The )?Astronomical Journal$",
            r"^Astron\.? J\.?$",
        ),
        "journal",
    ),
    Venue(
        "ARA&A",
        (
            "Annual Review of Astronomy and Astrophysics",
            "Annu. Rev. Astron. Astrophys.",
            "Annual Review of Astronomy & Astrophysics",
        ),
        (),
        (
            r"(?-i:^ARA and A$)",
            r"^(?:The )?Annual Review of Astronomy and Astrophysics$",
            r"^Annu\.? Rev\.? Astron\.? Astrophys\.?$",
        ),
        "journal",
    ),
    Venue(
        "Ap&SS",
        (
            "Astrophysics and Space Science",
            "Astrophys. Space Sci.",
            "Astrophys Space Sci",
            "Astrophysics & Space Science",
        ),
        (),
        (
            r"(?-i:^Ap and SS$)",
            r"^(?:The )?Astrophysics and Space Science$",
            r"^Astrophys\.? Space Sci\.?$",
        ),
        "journal",
    ),
    Venue(
        "JCAP",
        (
            "Journal of Cosmology and Astroparticle Physics",
            "J. Cosmol. Astropart. Phys.",
            "Journal of Cosmology & Astroparticle Physics",
        ),
        (),
        (
            r"\bJCAP\b",
            r"^(?:The )?Journal of Cosmology and Astroparticle Physics$",
            r"^J\.? Cosmol\.? Astropart\.? Phys\.?$",
        ),
        "journal",
    ),
    Venue(
        "RAA",
        (
            "Research in Astronomy and Astrophysics",
            "Res. Astron. Astrophys.",
            "Research in Astronomy & Astrophysics",
        ),
        (),
        (
            r"(?-i:^RAA$)",
            r"^(?:The )?Research in Astronomy and Astrophysics$",
            r"^Res\.? Astron\.? Astrophys\.?$",
        ),
        "journal",
    ),
    Venue(
        "Nature Astronomy",
        (
            "Nat. Astron.",
            "Nat Astron",
        ),
        (),
        (r"^Nat(?:ure|\.)? Astron(?:omy|\.)?$",),
        "journal",
    ),
    Venue(
        "Open Astronomy",
        ("Open Astron.",),
        (),
        (
            r"^(?:The )?Open Astronomy$",
            r"^Open Astron\.?$",
        ),
        "journal",
    ),
    Venue(
        "New Astronomy",
        ("New Astron.",),
        (),
        (
            r"^(?:The )?New Astronomy$",
            r"^New Astron\.?$",
        ),
        "journal",
    ),
    Venue(
        "New Astronomy Reviews",
        ("New Astron. Rev.",),
        (),
        (
            r"^(?:The )?New Astronomy Reviews$",
            r"^New Astron\.? Rev\.?$",
        ),
        "journal",
    ),
    Venue(
        "Astronomische Nachrichten",
        ("Astron. Nachr.",),
        (),
        (
            r"^(?:The )?Astronomische Nachrichten$",
            r"^Astron\.? Nachr\.?$",
        ),
        "journal",
    ),
    Venue(
        "Astroparticle Physics",
        ("Astropart. Phys.",),
        (),
        (
            r"^(?:The )?Astroparticle Physics$",
            r"^Astropart\.? Phys\.?$",
        ),
        "journal",
    ),
    Venue(
        "Celestial Mechanics and Dynamical Astronomy",
        (
            "Celest. Mech. Dyn. Astron.",
            "CeMDA",
            "Celestial Mechanics & Dynamical Astronomy",
        ),
        (),
        (
            r"(?-i:\bCeMDA\b)",
            r"^(?:The )?Celestial Mechanics and Dynamical Astronomy$",
            r"^Celest\.? Mech\.? Dyn\.? Astron\.?$",
        ),
        "journal",
    ),
    Venue(
        "Icarus",
        (),
        (),
        (r"^(?:The )?Icarus$",),
        "journal",
    ),
    Venue(
        "Solar Physics",
        (
            "Sol. Phys.",
            "Solar Phys.",
        ),
        (),
        (
            r"^(?:The )?Solar Physics$",
            r"^Sol(?:ar)?\.? Phys\.?$",
        ),
        "journal",
    ),
    Venue(
        "Space Science Reviews",
        ("Space Sci. Rev.", "SSRv"),
        (),
        (
            r"^(?:The )?Space Science Reviews$",
            r"^Space Sci\.? Rev\.?$",
            r"(?-i:^SSRv$)",
        ),
        "journal",
    ),
    Venue(
        "Planetary and Space Science",
        (
            "Planet. Space Sci.",
            "Planetary & Space Science",
        ),
        (),
        (
            r"^(?:The )?Planetary and Space Science$",
            r"^Planet\.? Space Sci\.?$",
        ),
        "journal",
    ),
    Venue(
        "CQG",
        (
            "Classical and Quantum Gravity",
            "Class. Quantum Grav.",
            "Class. Quant. Grav.",
            "Class. Quantum Gravity",
        ),
        (),
        (
            r"(?-i:\bCQG\b)",
            r"^(?:The )?Classical and Quantum Gravity$",
            r"^Class\.? Quant(?:um)?\.? Grav(?:ity|\.)?$",
        ),
        "journal",
    ),
    Venue(
        "GRG",
        (
            "General Relativity and Gravitation",
            "Gen. Relativ. Gravit.",
            "Gen. Rel. Grav.",
            "Gen Relativ Gravit",
        ),
        (),
        (
            r"(?-i:^GRG$)",
            r"^(?:The )?General Relativity and Gravitation$",
            r"^Gen\.? Relativ\.? Gravit\.?$",
            r"^Gen\.? Rel\.? Grav\.?$",
        ),
        "journal",
    ),
    Venue(
        "Living Reviews in Relativity",
        (
            "Living Rev. Relativ.",
            "Living Rev. Rel.",
        ),
        (),
        (
            r"^(?:The )?Living Reviews in Relativity$",
            r"^Living Rev\.? Relativ\.?$",
            r"^Living Rev\.? Rel\.?$",
        ),
        "journal",
    ),
    Venue(
        "Physics of the Dark Universe",
        (
            "Phys. Dark Universe",
            "Phys. Dark Univ.",
        ),
        (),
        (
            r"^(?:The )?Physics of the Dark Universe$",
            r"^Phys\.? Dark Univ(?:erse|\.)?$",
        ),
        "journal",
    ),
    Venue(
        "PRC",
        (
            "Phys. Rev. C",
            "Physical Review C",
        ),
        (),
        (
            r"^Phys(?:ical|\.)? Rev(?:iew|\.)? C$",
            r"(?-i:^PRC$)",
        ),
        "journal",
    ),
    Venue(
        "PLB",
        (
            "Physics Letters B",
            "Phys. Lett. B",
            "Phys Lett B",
        ),
        (),
        (
            r"^Phys(?:ics|\.)? Lett(?:ers|\.)?,? B$",
            r"(?-i:^PLB$)",
        ),
        "journal",
    ),
    Venue(
        "PLA",
        (
            "Physics Letters A",
            "Phys. Lett. A",
            "Phys Lett A",
        ),
        (),
        (
            r"^Phys(?:ics|\.)? Lett(?:ers|\.)?,? A$",
            r"(?-i:^PLA$)",
        ),
        "journal",
    ),
    Venue(
        "NPB",
        (
            "Nuclear Physics B",
            "Nucl. Phys. B",
            "Nucl Phys B",
        ),
        (),
        (
            r"^Nucl(?:ear|\.)? Phys(?:ics|\.)? B$",
            r"(?-i:^NPB$)",
        ),
        "journal",
    ),
    Venue(
        "Chinese Physics C",
        ("Chin. Phys. C",),
        (),
        (r"^Chin(?:ese|\.)? Phys(?:ics|\.)? C$",),
        "journal",
    ),
    Venue(
        "IJMPD",
        (
            "International Journal of Modern Physics D",
            "Int. J. Mod. Phys. D",
        ),
        (),
        (
            r"\bIJMPD\b",
            r"^(?:The )?International Journal of Modern Physics D$",
            r"^Int\.? J\.? Mod\.? Phys\.? D$",
        ),
        "journal",
    ),
    Venue(
        "IJMPA",
        (
            "International Journal of Modern Physics A",
            "Int. J. Mod. Phys. A",
        ),
        (),
        (
            r"\bIJMPA\b",
            r"^(?:The )?International Journal of Modern Physics A$",
            r"^Int\.? J\.? Mod\.? Phys\.? A$",
        ),
        "journal",
    ),
    Venue(
        "MPLA",
        (
            "Modern Physics Letters A",
            "Mod. Phys. Lett. A",
        ),
        (),
        (
            r"\bMPLA\b",
            r"^(?:The )?Modern Physics Letters A$",
            r"^Mod\.? Phys\.? Lett\.? A$",
        ),
        "journal",
    ),
    Venue(
        "Reports on Progress in Physics",
        (
            "Rep. Prog. Phys.",
            "Rept. Prog. Phys.",
        ),
        (),
        (
            r"^(?:The )?Reports on Progress in Physics$",
            r"^Rep(?:t)?\.? Prog\.? Phys\.?$",
        ),
        "journal",
    ),
    Venue(
        "Foundations of Physics",
        ("Found. Phys.",),
        (),
        (
            r"^(?:The )?Foundations of Physics$",
            r"^Found\.? Phys\.?$",
        ),
        "journal",
    ),
    Venue(
        "Physics of Plasmas",
        (
            "Phys. Plasmas",
            "Phys Plasmas",
        ),
        (),
        (
            r"^(?:The )?Physics of Plasmas$",
            r"^Phys\.? Plasmas$",
        ),
        "journal",
    ),
    Venue(
        "IEEE TPS",
        (
            "IEEE Transactions on Plasma Science",
            "IEEE Trans. Plasma Sci.",
        ),
        (),
        (
            r"Transactions on Plasma Science",
            r"IEEE Trans\.? Plasma Sci",
        ),
        "journal",
    ),
    # Annalen der Physik and Annals of Physics are both "Ann. Phys.": only the city that tells them apart ("Ann. Phys.
    # (Berlin)", "Ann. Phys. (N.Y.)") or INSPIRE's "Annalen Phys." and "Annals Phys." name one; bare, neither.
    Venue(
        "Annalen der Physik",
        ("Ann. Phys. (Berlin)", "Ann. Phys. (Leipzig)", "Annalen Phys."),
        (),
        (
            r"^(?:The )?Annalen der Physik(?: \((?:Berlin|Leipzig)\))?$",
            r"^Ann\.? Phys\.? \((?:Berlin|Leipzig)\)$",
            r"^Annalen Phys\.?$",
        ),
        "journal",
    ),
    Venue(
        "Annals of Physics",
        ("Ann. Phys. (N.Y.)", "Annals Phys."),
        (),
        (r"^(?:The )?Annals of Physics$", r"^Ann\.? Phys\.? \(N\.? ?Y\.?\)$", r"^Annals Phys\.?$"),
        "journal",
    ),
    Venue(
        "Zeitschrift für Physik",
        ("Z. Phys.", "Zeitschrift fur Physik", "Zeitschrift fuer Physik", "Z. Physik"),
        (),
        (r"^(?:The )?Zeitschrift f(?:ü|u|ue)r Physik$", r"^Z\.? Phys(?:ik|\.)?$"),
        "journal",
    ),
    # ---- Medicine: journals lists cite by their NLM abbreviation.
    Venue(
        "JAMA Internal Medicine",
        ("JAMA Intern Med", "JAMA Intern. Med."),
        (),
        (r"^JAMA Intern(?:al|\.)? Med(?:icine|\.)?$",),
        "journal",
    ),
    Venue(
        "npj Digital Medicine",
        ("npj Digit. Med.", "npj Digit Med"),
        (),
        (r"^npj Digit(?:al|\.)? Med(?:icine|\.)?$",),
        "journal",
    ),
    Venue(
        "Cochrane",
        ("Cochrane Database of Systematic Reviews", "Cochrane Database Syst Rev"),
        (),
        (r"Cochrane Database (?:of )?Syst(?:ematic|\.)? Rev",),
        "journal",
    ),
    # ---- Economics: the general-interest and field journals, by their acronym. AER's pattern keeps to the Review.
    Venue(
        "REStat",
        ("Review of Economics and Statistics", "The Review of Economics and Statistics", "Rev. Econ. Stat."),
        (),
        (r"\bREStat\b", r"Review of Economics and Statistics", r"^Rev\.? Econ\.? Stat(?:ist)?\.?$"),
        "journal",
    ),
    Venue(
        "JEP",
        ("Journal of Economic Perspectives", "J. Econ. Perspect."),
        (),
        (r"(?-i:\bJEP\b)", r"Journal of Economic Perspectives", r"^J\.? Econ\.? Perspect\.?$"),
        "journal",
    ),
    Venue(
        "JEL",
        ("Journal of Economic Literature", "J. Econ. Lit."),
        (),
        (r"(?-i:^JEL$)", r"Journal of Economic Literature", r"^J\.? Econ\.? Lit\.?$"),
        "journal",
    ),
    Venue(
        "EJ",
        ("Economic Journal", "The Economic Journal", "Econ. J."),
        (),
        (r"^(?:The )?Economic Journal$", r"^Econ\.? J\.?$"),
        "journal",
    ),
    Venue(
        "JME",
        ("Journal of Monetary Economics", "J. Monet. Econ."),
        (),
        (r"(?-i:\bJME\b)", r"Journal of Monetary Economics", r"^J\.? Monet\.? Econ\.?$"),
        "journal",
    ),
    Venue(
        "JoE",
        ("Journal of Econometrics", "J. Econometrics", "J. Econom."),
        (),
        (r"^(?:The )?Journal of Econometrics$", r"^J\.? Econom(?:etrics|\.)?$"),
        "journal",
    ),
    Venue(
        "JPubE",
        ("Journal of Public Economics", "J. Public Econ."),
        (),
        (r"\bJPubE\b", r"Journal of Public Economics", r"^J\.? Public Econ\.?$"),
        "journal",
    ),
    Venue(
        "JDE",
        ("Journal of Development Economics", "J. Dev. Econ."),
        (),
        (r"(?-i:\bJDE\b)", r"Journal of Development Economics", r"^J\.? Dev\.? Econ\.?$"),
        "journal",
    ),
    Venue(
        "JEEA",
        ("Journal of the European Economic Association", "J. Eur. Econ. Assoc."),
        (),
        (r"\bJEEA\b", r"Journal of the European Economic Association", r"^J\.? Eur\.? Econ\.? Assoc\.?$"),
        "journal",
    ),
    Venue(
        "JOLE",
        ("Journal of Labor Economics", "J. Labor Econ."),
        (),
        (r"\bJOLE\b", r"Journal of Labor Economics", r"^J\.? Labor Econ\.?$"),
        "journal",
    ),
    Venue(
        "AEJ: Applied",
        ("American Economic Journal: Applied Economics", "Am. Econ. J. Appl. Econ."),
        (),
        (r"American Economic Journal:? Applied Economics", r"^Am\.? Econ\.? J\.?:? Appl\.? Econ\.?$"),
        "journal",
    ),
    Venue(
        "AEJ: Policy",
        ("American Economic Journal: Economic Policy", "Am. Econ. J. Econ. Policy"),
        (),
        (r"American Economic Journal:? Economic Policy", r"^Am\.? Econ\.? J\.?:? Econ\.? Policy$"),
        "journal",
    ),
    Venue(
        "AEJ: Macro",
        ("American Economic Journal: Macroeconomics", "Am. Econ. J. Macroecon."),
        (),
        (r"American Economic Journal:? Macroeconomics", r"^Am\.? Econ\.? J\.?:? Macroecon\.?$"),
        "journal",
    ),
    Venue(
        "AEJ: Micro",
        ("American Economic Journal: Microeconomics", "Am. Econ. J. Microecon."),
        (),
        (r"American Economic Journal:? Microeconomics", r"^Am\.? Econ\.? J\.?:? Microecon\.?$"),
        "journal",
    ),
    # ---- Evolutionary computation and games. (IEEE CEC is left out: "accepted at IEEE CEC" in a list's comment would
    # make the comment a paper.)
    Venue("GECCO", (), ("conf/gecco",), (r"\bGECCO\b", r"Genetic and Evolutionary Computation Conference")),
    Venue("PPSN", (), ("conf/ppsn",), (r"\bPPSN\b", r"Parallel Problem Solving from Nature")),
    Venue(
        "TEVC",
        ("IEEE TEVC", "IEEE Transactions on Evolutionary Computation"),
        ("journals/tec",),
        (r"\bTEVC\b", r"Transactions on Evolutionary Computation", r"IEEE Trans\. Evol\. Comput"),
        "journal",
    ),
    Venue(
        "ECJ",
        ("Evolutionary Computation", "Evol. Comput."),
        ("journals/ec",),
        (r"^Evolutionary Computation$", r"^Evol\. Comput\.?$"),
        "journal",
    ),
    Venue("FDG", (), ("conf/fdg",), (r"\bFDG\b", r"Foundations of Digital Games")),
    Venue(
        "CoG",
        ("CIG", "IEEE CoG", "IEEE CIG"),
        ("conf/cig",),
        (r"(?-i:\bIEEE (?:CoG|CIG)\b)", r"Conference on (?:Computational Intelligence and )?Games"),
    ),
    Venue(
        "AIIDE",
        (),
        ("conf/aiide",),
        (r"\bAIIDE\b", r"Artificial Intelligence and Interactive Digital Entertainment"),
    ),
    Venue(
        "TCIAIG",
        ("IEEE Transactions on Games", "IEEE Transactions on Computational Intelligence and AI in Games"),
        ("journals/tciaig",),
        (r"\bTCIAIG\b", r"Transactions on Computational Intelligence and AI in Games", r"IEEE Transactions on Games"),
        "journal",
    ),
    # ---- Earth, climate and environmental sciences: remote sensing, geophysics, meteorology and climate.
    Venue(
        "TGRS",
        (
            "IEEE Transactions on Geoscience and Remote Sensing",
            "IEEE Trans. Geosci. Remote Sens.",
            "IEEE TGRS",
            "IEEE Transactions on Geoscience & Remote Sensing",
        ),
        ("journals/tgrs",),
        (
            r"\bTGRS\b",
            r"^IEEE Trans\.? Geosci\.? Remote Sens\.?$",
            "Transactions on Geoscience and Remote Sensing",
            r"IEEE Trans\.? Geosci\.? Remote\.? Sens",
        ),
        "journal",
    ),
    Venue(
        "GRSL",
        (
            "IEEE Geoscience and Remote Sensing Letters",
            "IEEE Geosci. Remote Sens. Lett.",
            "IEEE GRSL",
            "IEEE Geoscience & Remote Sensing Letters",
        ),
        ("journals/lgrs",),
        (
            r"\bGRSL\b",
            r"^IEEE Geosci\.? Remote Sens\.? Lett\.?$",
            "Geoscience and Remote Sensing Letters",
            r"IEEE Geosci\.? Remote\.? Sens\.? Lett",
        ),
        "journal",
    ),
    Venue(
        "JSTARS",
        (
            "IEEE Journal of Selected Topics in Applied Earth Observations and Remote Sensing",
            "IEEE J. Sel. Top. Appl. Earth Obs. Remote Sens.",
            "IEEE JSTARS",
            "IEEE Journal of Selected Topics in Applied Earth Observations & Remote Sensing",
        ),
        ("journals/staeors",),
        (
            r"\bJSTARS\b",
            r"^IEEE J\.? Sel\.? Top\.? Appl\.? Earth Obs\.? Remote Sens\.?$",
            "Selected Topics in Applied Earth Observations and Remote Sensing",
            r"IEEE J\.? Sel\.? Top\.? Appl\.? Earth Obs",
        ),
        "journal",
    ),
    Venue(
        "IGARSS",
        ("IEEE International Geoscience and Remote Sensing Symposium", "IEEE IGARSS"),
        ("conf/igarss",),
        (r"\bIGARSS\b", "Geoscience and Remote Sensing Symposium"),
    ),
    Venue(
        "RSE",
        ("Remote Sensing of Environment", "Remote Sens. Environ."),
        (),
        ("^(?:The )?Remote Sensing of Environment$", r"^Remote Sens\.? Environ\.?$", "(?-i:^RSE$)"),
        "journal",
    ),
    Venue(
        "ISPRS JPRS",
        (
            "ISPRS Journal of Photogrammetry and Remote Sensing",
            "ISPRS J. Photogramm. Remote Sens.",
            "ISPRS Journal",
            "ISPRS Journal of Photogrammetry & Remote Sensing",
        ),
        (),
        (
            r"\bISPRS JPRS\b",
            "^(?:The )?ISPRS Journal of Photogrammetry and Remote Sensing$",
            r"^ISPRS J\.? Photogramm\.? Remote Sens\.?$",
            "^ISPRS Journal$",
        ),
        "journal",
    ),
    Venue(
        "Remote Sensing",
        ("Remote Sens.", "MDPI Remote Sensing"),
        (),
        ("^(?:The )?Remote Sensing$", r"^Remote Sens\.?$", "^MDPI Remote Sensing$"),
        "journal",
    ),
    Venue(
        "IJRS",
        ("International Journal of Remote Sensing", "Int. J. Remote Sens."),
        (),
        (r"\bIJRS\b", "^(?:The )?International Journal of Remote Sensing$", r"^Int\.? J\.? Remote Sens\.?$"),
        "journal",
    ),
    Venue(
        "JGR: Atmospheres",
        (
            "Journal of Geophysical Research: Atmospheres",
            "J. Geophys. Res. Atmos.",
            "The Journal of Geophysical Research: Atmospheres",
        ),
        (),
        (
            r"^J\.? Geophys\.? Res\.? Atmos\.?$",
            r"\bJGR:? ?-?Atmospheres\b",
            r"^(?:The )?Journal of Geophysical Research:? ?[-(]?Atmospheres\)?$",
        ),
        "journal",
    ),
    Venue(
        "JGR: Oceans",
        (
            "Journal of Geophysical Research: Oceans",
            "J. Geophys. Res. Oceans",
            "The Journal of Geophysical Research: Oceans",
        ),
        (),
        (
            r"^J\.? Geophys\.? Res\.? Oceans$",
            r"\bJGR:? ?-?Oceans\b",
            r"^(?:The )?Journal of Geophysical Research:? ?[-(]?Oceans\)?$",
        ),
        "journal",
    ),
    Venue(
        "JGR: Solid Earth",
        (
            "Journal of Geophysical Research: Solid Earth",
            "J. Geophys. Res. Solid Earth",
            "The Journal of Geophysical Research: Solid Earth",
        ),
        (),
        (
            r"^J\.? Geophys\.? Res\.? Solid Earth$",
            r"\bJGR:? ?-?Solid Earth\b",
            r"^(?:The )?Journal of Geophysical Research:? ?[-(]?Solid Earth\)?$",
        ),
        "journal",
    ),
    Venue(
        "JGR: Planets",
        (
            "Journal of Geophysical Research: Planets",
            "J. Geophys. Res. Planets",
            "The Journal of Geophysical Research: Planets",
        ),
        (),
        (
            r"^J\.? Geophys\.? Res\.? Planets$",
            r"\bJGR:? ?-?Planets\b",
            r"^(?:The )?Journal of Geophysical Research:? ?[-(]?Planets\)?$",
        ),
        "journal",
    ),
    Venue(
        "JGR: Machine Learning and Computation",
        (
            "Journal of Geophysical Research: Machine Learning and Computation",
            "J. Geophys. Res. Mach. Learn. Comput.",
            "JGR: MLC",
            "Journal of Geophysical Research: Machine Learning & Computation",
            "The Journal of Geophysical Research: Machine Learning and Computation",
        ),
        (),
        (
            r"^J\.? Geophys\.? Res\.? Mach\.? Learn\.? Comput\.?$",
            r"\bJGR:? ?-?Machine Learning and Computation\b",
            r"^(?:The )?Journal of Geophysical Research:? ?[-(]?Machine Learning and Computation\)?$",
        ),
        "journal",
    ),
    Venue(
        "GRL",
        ("Geophysical Research Letters", "Geophys. Res. Lett."),
        (),
        (r"(?-i:\bGRL\b)", "^(?:The )?Geophysical Research Letters$", r"^Geophys\.? Res\.? Lett\.?$"),
        "journal",
    ),
    Venue(
        "JGR: Biogeosciences",
        ("Journal of Geophysical Research: Biogeosciences", "J. Geophys. Res. Biogeosci."),
        (),
        (
            r"^J\.? Geophys\.? Res\.? Biogeosci(?:\.|ences)?$",
            r"\bJGR:? ?-?Biogeosciences\b",
            r"^(?:The )?Journal of Geophysical Research\s*[:-]?\s*[(]?Biogeosciences\)?$",
        ),
        "journal",
    ),
    Venue(
        "JPO",
        ("Journal of Physical Oceanography", "J. Phys. Oceanogr."),
        (),
        (r"(?-i:\bJPO\b)", "^(?:The )?Journal of Physical Oceanography$", r"^J\.? Phys\.? Oceanogr\.?$"),
        "journal",
    ),
    Venue(
        "JTECH",
        ("Journal of Atmospheric and Oceanic Technology", "J. Atmos. Oceanic Technol."),
        (),
        (
            r"(?-i:\bJTECH\b)",
            "^(?:The )?Journal of Atmospheric and Oceanic Technology$",
            r"^J\.? Atmos\.? Ocean(?:ic)?\.? Technol(?:\.|ogy)?$",
        ),
        "journal",
    ),
    Venue("Ambio", (), (), (r"^Ambio$",), "journal"),
    # Seismology and earthquake engineering, by acronym, ISO 4 abbreviation and name.
    Venue(
        "BSSA",
        ("Bulletin of the Seismological Society of America", "Bull. Seismol. Soc. Am."),
        (),
        (
            r"(?-i:\bBSSA\b)",
            r"^Bulletin of the Seismological Society of America$",
            r"^Bull\.? Seism(?:ol)?\.? Soc\.? Am(?:er)?\.?$",
        ),
        "journal",
    ),
    Venue("Earthquake Spectra", ("Earthq. Spectra",), (), (r"^Earthquake Spectra$", r"^Earthq\.? Spectra$"), "journal"),
    Venue(
        "NCEE",
        ("National Conference on Earthquake Engineering", "U.S. National Conference on Earthquake Engineering"),
        (),
        (
            r"(?-i:\bNCEE\b)",
            # the U.S. conference, not another country's ("Colombian National Conference on ...")
            r"^(?:Proceedings of )?(?:the )?(?:\d+\w*\s+)?(?:U\.?S\.?\s+)?"
            r"National Conference on Earthquake Engineering",
        ),
    ),
    Venue(
        "ICOSSAR",
        ("International Conference on Structural Safety and Reliability",),
        (),
        (r"(?-i:\bICOSSAR\b)", r"International Conference on Structural Safety and Reliability"),
    ),
    Venue(
        "WCEE",
        ("World Conference on Earthquake Engineering",),
        (),
        (r"(?-i:\bWCEE\b)", r"World Conference on Earthquake Engineering"),
    ),
    Venue(
        "ECEES",
        ("European Conference on Earthquake Engineering and Seismology",),
        (),
        (r"(?-i:\bECEES\b)", r"European Conference on Earthquake Engineering and Seismology"),
    ),
    Venue(
        "ICEGE",
        ("International Conference on Earthquake Geotechnical Engineering",),
        (),
        (r"(?-i:\bICEGE\b)", r"International Conference on Earthquake Geotechnical Engineering"),
    ),
    Venue(
        "EESD",
        ("Earthquake Engineering and Structural Dynamics", "Earthq. Eng. Struct. Dyn."),
        (),
        (
            r"(?-i:\bEESD\b)",
            r"^Earthquake Engineering (?:and|&) Structural Dynamics$",
            r"^Earthq\.? Eng\.? Struct\.? Dyn\.?$",
        ),
        "journal",
    ),
    Venue(
        "GJI",
        ("Geophysical Journal International", "Geophys. J. Int."),
        (),
        (r"(?-i:\bGJI\b)", r"^Geophysical Journal International$", r"^Geophys\.? J\.? Int\.?$"),
        "journal",
    ),
    Venue(
        "SRL",
        ("Seismological Research Letters", "Seismol. Res. Lett."),
        (),
        (r"^Seismological Research Letters$", r"^Seismol\.? Res\.? Lett\.?$"),
        "journal",
    ),
    Venue(
        "SDEE",
        ("Soil Dynamics and Earthquake Engineering", "Soil Dyn. Earthq. Eng."),
        (),
        (r"(?-i:\bSDEE\b)", r"^Soil Dynamics (?:and|&) Earthquake Engineering$", r"^Soil Dyn\.? Earthq\.? Eng\.?$"),
        "journal",
    ),
    Venue(
        "Climate Dynamics",
        ("Clim. Dyn.", "Clim. Dynam."),
        (),
        ("^(?:The )?Climate Dynamics$", r"^Clim\.? Dyn\.?$"),
        "journal",
    ),
    Venue(
        "J. Climate",
        ("Journal of Climate", "J. Clim.", "The Journal of Climate"),
        (),
        ("^(?:The )?Journal of Climate$", r"^J\.? Clim\.?$", r"^J\.? Climate$", "(?-i:^JCLI$)"),
        "journal",
    ),
    Venue(
        "BAMS",
        ("Bulletin of the American Meteorological Society", "Bull. Am. Meteorol. Soc.", "Bull. Amer. Meteor. Soc."),
        (),
        (
            "^(?:The )?Bulletin of the American Meteorological Society$",
            r"^Bull\.? Am\.? Meteorol\.? Soc\.?$",
            r"^Bull\.? Amer\.? Meteor\.? Soc\.?$",
            r"(?-i:\bBAMS\b)",
        ),
        "journal",
    ),
    Venue(
        "QJRMS",
        (
            "Quarterly Journal of the Royal Meteorological Society",
            "Q. J. R. Meteorol. Soc.",
            "Quart. J. Roy. Meteor. Soc.",
        ),
        (),
        (
            r"\bQJRMS\b",
            "^(?:The )?Quarterly Journal of the Royal Meteorological Society$",
            r"^Q\.? J\.? R\.? Meteorol\.? Soc\.?$",
            r"^Quart\.? J\.? Roy\.? Meteor\.? Soc\.?$",
        ),
        "journal",
    ),
    Venue(
        "Meteorologische Zeitschrift",
        ("Meteorol. Zeitschrift",),
        (),
        ("^(?:The )?Meteorologische Zeitschrift$", r"^Meteorol\.? Zeitschrift$", r"^Meteorol\.? Z\.?$"),
        "journal",
    ),
    Venue(
        "Atmospheric Chemistry and Physics",
        ("Atmos. Chem. Phys.", "Atmospheric Chemistry & Physics"),
        (),
        ("^(?:The )?Atmospheric Chemistry and Physics$", r"^Atmos\.? Chem\.? Phys\.?$", "(?-i:^ACP$)"),
        "journal",
    ),
    Venue(  # the preprints under open review, before the journal: its name holds the journal's
        "GMDD",
        ("Geoscientific Model Development Discussions", "Geosci. Model Dev. Discuss."),
        (),
        (r"^Geoscientific Model Development Discussions$", r"^Geosci\.? Model Dev(?:el)?\.? Discuss\.?$"),
        "journal",
    ),
    Venue(
        "Geoscientific Model Development",
        ("Geosci. Model Dev.", "GMD"),
        (),
        ("^(?:The )?Geoscientific Model Development$", r"^Geosci\.? Model Dev(?:el)?\.?$", r"(?-i:\bGMD\b)"),
        "journal",
    ),
    Venue(
        "Earth System Science Data",
        ("Earth Syst. Sci. Data",),
        (),
        ("^(?:The )?Earth System Science Data$", r"^Earth Syst\.? Sci\.? Data$", r"(?-i:\bESSD\b)"),
        "journal",
    ),
    Venue(
        "Hydrology and Earth System Sciences",
        ("Hydrol. Earth Syst. Sci.", "Hydrology & Earth System Sciences"),
        (),
        ("^(?:The )?Hydrology and Earth System Sciences$", r"^Hydrol\.? Earth Syst\.? Sci\.?$", "(?-i:^HESS$)"),
        "journal",
    ),
    Venue("The Cryosphere", (), (), ("^(?:The )?Cryosphere$",), "journal"),
    Venue(
        "Nature Climate Change",
        ("Nat. Clim. Change", "Nat. Clim. Chang."),
        (),
        ("^(?:The )?Nature Climate Change$", r"^Nat\.? Clim\.? Change$", r"^Nat\.? Clim\.? Chang\.?$"),
        "journal",
    ),
    Venue(
        "Nature Geoscience", ("Nat. Geosci.",), (), ("^(?:The )?Nature Geoscience$", r"^Nat\.? Geosci\.?$"), "journal"
    ),
    Venue(
        "Nature Sustainability",
        ("Nat. Sustain.",),
        (),
        ("^(?:The )?Nature Sustainability$", r"^Nat\.? Sustain\.?$"),
        "journal",
    ),
    Venue("Nature Energy", ("Nat. Energy",), (), ("^(?:The )?Nature Energy$", r"^Nat\.? Energy$"), "journal"),
    Venue(
        "Nature Ecology & Evolution",
        ("Nat. Ecol. Evol.", "Nature Ecology and Evolution"),
        (),
        ("^(?:The )?Nature Ecology and Evolution$", r"^Nat\.? Ecol\.? Evol\.?$"),
        "journal",
    ),
    Venue(
        "npj Climate and Atmospheric Science",
        ("npj Clim. Atmos. Sci.", "npj Climate & Atmospheric Science"),
        (),
        ("^(?:The )?npj Climate and Atmospheric Science$", r"^npj Clim\.? Atmos\.? Sci\.?$"),
        "journal",
    ),
    Venue(
        "Communications Earth & Environment",
        ("Commun. Earth Environ.", "Communications Earth and Environment"),
        (),
        ("^(?:The )?Communications Earth and Environment$", r"^Commun\.? Earth Environ\.?$"),
        "journal",
    ),
    Venue(
        "ERL",
        ("Environmental Research Letters", "Environ. Res. Lett."),
        (),
        ("^(?:The )?Environmental Research Letters$", r"^Environ\.? Res\.? Lett\.?$", "(?-i:^ERL$)"),
        "journal",
    ),
    Venue(
        "Environmental Science & Technology",
        ("Environ. Sci. Technol.", "Environmental Science and Technology"),
        (),
        ("^(?:The )?Environmental Science and Technology$", r"^Environ\.? Sci\.? Technol\.?$", "(?-i:^ES and T$)"),
        "journal",
    ),
    Venue(
        "Global Change Biology",
        ("Glob. Change Biol.", "GCB"),
        (),
        ("^(?:The )?Global Change Biology$", r"^Glob\.? Change Biol\.?$", "(?-i:^GCB$)"),
        "journal",
    ),
    Venue(
        "Journal of the Atmospheric Sciences",
        ("J. Atmos. Sci.", "The Journal of the Atmospheric Sciences"),
        (),
        ("^(?:The )?Journal of the Atmospheric Sciences$", r"^J\.? Atmos\.? Sci\.?$", "(?-i:^JAS$)"),
        "journal",
    ),
    Venue(
        "Monthly Weather Review",
        ("Mon. Weather Rev.", "Mon. Wea. Rev."),
        (),
        ("^(?:The )?Monthly Weather Review$", r"^Mon\.? Weather Rev\.?$", r"^Mon\.? Wea\.? Rev\.?$", "(?-i:^MWR$)"),
        "journal",
    ),
    Venue(
        "JAMES",
        (
            "Journal of Advances in Modeling Earth Systems",
            "J. Adv. Model. Earth Syst.",
            "The Journal of Advances in Modeling Earth Systems",
        ),
        (),
        (
            "^(?:The )?Journal of Advances in Modeling Earth Systems$",
            r"^J\.? Adv\.? Model\.? Earth Syst\.?$",
            "(?-i:^JAMES$)",
        ),
        "journal",
    ),
    Venue(
        "International Journal of Climatology",
        ("Int. J. Climatol.",),
        (),
        ("^(?:The )?International Journal of Climatology$", r"^Int\.? J\.? Climatol\.?$"),
        "journal",
    ),
    Venue("Climatic Change", ("Clim. Change",), (), ("^(?:The )?Climatic Change$", r"^Clim\.? Change$"), "journal"),
    Venue(
        "AIES (AMS)",
        ("Artificial Intelligence for the Earth Systems", "Artif. Intell. Earth Syst."),
        (),
        ("^(?:The )?Artificial Intelligence for the Earth Systems$", r"^Artif\.? Intell\.? Earth Syst\.?$"),
        "journal",
    ),
    Venue(
        "WRR",
        ("Water Resources Research", "Water Resour. Res."),
        (),
        ("^(?:The )?Water Resources Research$", r"^Water Resour\.? Res\.?$", "(?-i:^WRR$)"),
        "journal",
    ),
    Venue(
        "EPSL",
        ("Earth and Planetary Science Letters", "Earth Planet. Sci. Lett.", "Earth & Planetary Science Letters"),
        (),
        (r"\bEPSL\b", "^(?:The )?Earth and Planetary Science Letters$", r"^Earth Planet\.? Sci\.? Lett\.?$"),
        "journal",
    ),
    Venue(
        "Methods in Ecology and Evolution",
        ("Methods Ecol. Evol.", "Methods in Ecology & Evolution"),
        (),
        ("^(?:The )?Methods in Ecology and Evolution$", r"^Methods Ecol\.? Evol\.?$"),
        "journal",
    ),
    Venue("EGU General Assembly", ("EGU",), (), (r"\bEGU General Assembly\b", r"(?-i:^EGU\b)")),
    Venue("AGU Fall Meeting", (), (), (r"\bAGU Fall Meeting\b",)),
    # ---- Medicine, public health, epidemiology and pharmacology: the JAMA, BMJ and Lancet families.
    Venue(
        "JAMA Network Open",
        ("JAMA Netw. Open",),
        (),
        ("^(?:The )?JAMA Network Open$", r"^JAMA Netw\.? Open$"),
        "journal",
    ),
    Venue("JAMA Pediatrics", ("JAMA Pediatr.",), (), ("^(?:The )?JAMA Pediatrics$", r"^JAMA Pediatr\.?$"), "journal"),
    Venue("JAMA Psychiatry", (), (), ("^(?:The )?JAMA Psychiatry$",), "journal"),
    Venue("JAMA Oncology", ("JAMA Oncol.",), (), ("^(?:The )?JAMA Oncology$", r"^JAMA Oncol\.?$"), "journal"),
    Venue("JAMA Neurology", ("JAMA Neurol.",), (), ("^(?:The )?JAMA Neurology$", r"^JAMA Neurol\.?$"), "journal"),
    Venue("JAMA Cardiology", ("JAMA Cardiol.",), (), ("^(?:The )?JAMA Cardiology$", r"^JAMA Cardiol\.?$"), "journal"),
    Venue("BMJ Open", (), (), ("^(?:The )?BMJ Open$",), "journal"),
    Venue(
        "BMJ Global Health",
        ("BMJ Glob. Health",),
        (),
        ("^(?:The )?BMJ Global Health$", r"^BMJ Glob\.? Health$"),
        "journal",
    ),
    Venue(
        "Lancet Digital Health",
        ("The Lancet Digital Health", "Lancet Digit. Health"),
        (),
        ("^(?:The )?Lancet Digital Health$", r"^Lancet Digit\.? Health$"),
        "journal",
    ),
    Venue(
        "Lancet Oncology",
        ("The Lancet Oncology", "Lancet Oncol."),
        (),
        ("^(?:The )?Lancet Oncology$", r"^Lancet Oncol\.?$"),
        "journal",
    ),
    Venue(
        "Lancet Infectious Diseases",
        ("The Lancet Infectious Diseases", "Lancet Infect. Dis."),
        (),
        ("^(?:The )?Lancet Infectious Diseases$", r"^Lancet Infect\.? Dis\.?$"),
        "journal",
    ),
    Venue("Lancet Public Health", ("The Lancet Public Health",), (), ("^(?:The )?Lancet Public Health$",), "journal"),
    Venue(
        "Lancet Global Health",
        ("The Lancet Global Health", "Lancet Glob. Health"),
        (),
        ("^(?:The )?Lancet Global Health$", r"^Lancet Glob\.? Health$"),
        "journal",
    ),
    Venue("eClinicalMedicine", (), (), ("^(?:The )?eClinicalMedicine$",), "journal"),
    Venue(
        "AJE",
        ("American Journal of Epidemiology", "Am. J. Epidemiol."),
        (),
        ("^(?:The )?American Journal of Epidemiology$", r"^Am\.? J\.? Epidemiol\.?$", "(?-i:^AJE$)"),
        "journal",
    ),
    Venue(
        "European Journal of Epidemiology",
        ("Eur. J. Epidemiol.",),
        (),
        ("^(?:The )?European Journal of Epidemiology$", r"^Eur\.? J\.? Epidemiol\.?$"),
        "journal",
    ),
    Venue(
        "CPT",
        ("Clinical Pharmacology & Therapeutics", "Clin. Pharmacol. Ther.", "Clinical Pharmacology and Therapeutics"),
        (),
        ("^(?:The )?Clinical Pharmacology and Therapeutics$", r"^Clin\.? Pharmacol\.? Ther\.?$", "(?-i:^CPT$)"),
        "journal",
    ),
    Venue(
        "Nature Reviews Drug Discovery",
        ("Nat. Rev. Drug Discov.",),
        (),
        ("^(?:The )?Nature Reviews Drug Discovery$", r"^Nat\.? Rev\.? Drug Discov\.?$"),
        "journal",
    ),
    Venue(
        "J. Med. Chem.",
        ("Journal of Medicinal Chemistry", "The Journal of Medicinal Chemistry"),
        (),
        ("^(?:The )?Journal of Medicinal Chemistry$", r"^J\.? Med\.? Chem\.?$"),
        "journal",
    ),
    Venue(
        "JAMIA",
        (
            "Journal of the American Medical Informatics Association",
            "J. Am. Med. Inform. Assoc.",
            "The Journal of the American Medical Informatics Association",
        ),
        ("journals/jamia",),
        (
            r"\bJAMIA\b",
            "^(?:The )?Journal of the American Medical Informatics Association$",
            r"^J\.? Am\.? Med\.? Inform\.? Assoc\.?$",
        ),
        "journal",
    ),
    Venue(
        "JMIR",
        ("Journal of Medical Internet Research", "J. Med. Internet Res.", "The Journal of Medical Internet Research"),
        (),
        ("^(?:The )?Journal of Medical Internet Research$", r"^J\.? Med\.? Internet Res\.?$", "(?-i:^JMIR$)"),
        "journal",
    ),
    Venue(
        "JBI",
        ("Journal of Biomedical Informatics", "J. Biomed. Inform.", "The Journal of Biomedical Informatics"),
        ("journals/jbi",),
        ("^(?:The )?Journal of Biomedical Informatics$", r"^J\.? Biomed\.? Inform\.?$", "(?-i:^JBI$)"),
        "journal",
    ),
    Venue(
        "AIIM",
        ("Artificial Intelligence in Medicine", "Artif. Intell. Med."),
        ("journals/artmed",),
        (r"\bAIIM\b", "^(?:The )?Artificial Intelligence in Medicine$", r"^Artif\.? Intell\.? Med\.?$"),
        "journal",
    ),
    Venue(
        "AIME",
        ("Conference on Artificial Intelligence in Medicine",),
        ("conf/aime",),
        (r"(?-i:\bAIME\b)", "Conference on Artificial Intelligence in Medicine"),
    ),
    Venue(
        "CHIL",
        ("Conference on Health, Inference, and Learning",),
        ("conf/chil",),
        (r"(?-i:\bCHIL\b)", "Conference on Health,? Inference,? and Learning"),
    ),
    Venue(
        "MLHC",
        ("Machine Learning for Healthcare Conference",),
        ("conf/mlhc",),
        (r"\bMLHC\b", "Machine Learning for Healthcare Conference"),
    ),
    Venue(
        "AMIA",
        ("AMIA Annual Symposium", "AMIA Annu Symp Proc"),
        ("conf/amia",),
        (r"\bAMIA\b", r"^AMIA Annu(?:al|\.)? Symp"),
    ),
    Venue(
        "JACC",
        (
            "Journal of the American College of Cardiology",
            "J. Am. Coll. Cardiol.",
            "The Journal of the American College of Cardiology",
        ),
        (),
        (r"\bJACC\b", "^(?:The )?Journal of the American College of Cardiology$", r"^J\.? Am\.? Coll\.? Cardiol\.?$"),
        "journal",
    ),
    Venue(
        "Radiology: Artificial Intelligence",
        ("Radiol. Artif. Intell.",),
        (),
        ("^(?:The )?Radiology:? Artificial Intelligence$", r"^Radiol\.? Artif\.? Intell\.?$"),
        "journal",
    ),
    Venue("Radiology", (), (), ("^(?:The )?Radiology$",), "journal"),
    Venue(
        "JCO",
        ("Journal of Clinical Oncology", "J. Clin. Oncol.", "The Journal of Clinical Oncology"),
        (),
        ("^(?:The )?Journal of Clinical Oncology$", r"^J\.? Clin\.? Oncol\.?$", "(?-i:^JCO$)"),
        "journal",
    ),
    Venue("BMC Medicine", ("BMC Med.",), (), ("^(?:The )?BMC Medicine$", r"^BMC Med\.?$"), "journal"),
    Venue("BMC Public Health", (), (), ("^(?:The )?BMC Public Health$",), "journal"),
    Venue(
        "BMC Medical Informatics and Decision Making",
        ("BMC Med. Inform. Decis. Mak.", "BMC Medical Informatics & Decision Making"),
        ("journals/midm",),
        ("^(?:The )?BMC Medical Informatics and Decision Making$", r"^BMC Med\.? Inform\.? Decis\.? Mak\.?$"),
        "journal",
    ),
    Venue(
        "AJPH",
        ("American Journal of Public Health", "Am. J. Public Health"),
        (),
        (r"\bAJPH\b", "^(?:The )?American Journal of Public Health$", r"^Am\.? J\.? Public Health$"),
        "journal",
    ),
    Venue("Health Affairs", ("Health Aff.",), (), ("^(?:The )?Health Affairs$", r"^Health Aff\.?$"), "journal"),
    Venue(
        "Social Science & Medicine",
        ("Soc. Sci. Med.", "Social Science and Medicine"),
        (),
        ("^(?:The )?Social Science and Medicine$", r"^Soc\.? Sci\.? Med\.?$"),
        "journal",
    ),
    Venue(
        "JHE",
        ("Journal of Health Economics", "J. Health Econ.", "The Journal of Health Economics"),
        (),
        ("^(?:The )?Journal of Health Economics$", r"^J\.? Health Econ\.?$", "(?-i:^JHE$)"),
        "journal",
    ),
    Venue(
        "Science Translational Medicine",
        ("Sci. Transl. Med.",),
        (),
        ("^(?:The )?Science Translational Medicine$", r"^Sci\.? Transl\.? Med\.?$"),
        "journal",
    ),
    Venue(
        "Nature Biomedical Engineering",
        ("Nat. Biomed. Eng.",),
        (),
        ("^(?:The )?Nature Biomedical Engineering$", r"^Nat\.? Biomed\.? Eng\.?$"),
        "journal",
    ),
    # ---- Life sciences, chemistry and materials: the Nature, Cell and ACS families by their ISO 4 abbreviations.
    Venue("Cell", (), (), ("^(?:The )?Cell$",), "journal"),
    Venue("Neuron", (), (), ("^(?:The )?Neuron$",), "journal"),
    Venue("Cell Systems", ("Cell Syst.",), (), ("^(?:The )?Cell Systems$", r"^Cell Syst\.?$"), "journal"),
    Venue("Mol. Cell", ("Molecular Cell",), (), ("^(?:The )?Molecular Cell$", r"^Mol\.? Cell$"), "journal"),
    Venue(
        "JMB",
        ("Journal of Molecular Biology", "J. Mol. Biol."),
        (),
        (r"(?-i:^JMB$)", "^(?:The )?Journal of Molecular Biology$", r"^J\.? Mol\.? Biol\.?$"),
        "journal",
    ),
    Venue(
        "JBC",
        ("Journal of Biological Chemistry", "J. Biol. Chem."),
        (),
        (r"(?-i:^JBC$)", "^(?:The )?Journal of Biological Chemistry$", r"^J\.? Biol\.? Chem\.?$"),
        "journal",
    ),
    Venue("BioEssays", (), (), ("^BioEssays$",), "journal"),
    Venue("iScience", (), (), ("^(?:The )?iScience$",), "journal"),
    Venue("Current Biology", ("Curr. Biol.",), (), ("^(?:The )?Current Biology$", r"^Curr\.? Biol\.?$"), "journal"),
    Venue("Nature Chemistry", ("Nat. Chem.",), (), ("^(?:The )?Nature Chemistry$", r"^Nat\.? Chem\.?$"), "journal"),
    Venue(
        "Nature Nanotechnology",
        ("Nat. Nanotechnol.",),
        (),
        ("^(?:The )?Nature Nanotechnology$", r"^Nat\.? Nanotechnol\.?$"),
        "journal",
    ),
    Venue("Nature Materials", ("Nat. Mater.",), (), ("^(?:The )?Nature Materials$", r"^Nat\.? Mater\.?$"), "journal"),
    Venue(
        "Nature Computational Science",
        ("Nat. Comput. Sci.",),
        (),
        ("^(?:The )?Nature Computational Science$", r"^Nat\.? Comput\.? Sci\.?$"),
        "journal",
    ),
    Venue(
        "Nature Structural & Molecular Biology",
        ("Nat. Struct. Mol. Biol.", "Nature Structural and Molecular Biology"),
        (),
        ("^(?:The )?Nature Structural and Molecular Biology$", r"^Nat\.? Struct\.? Mol\.? Biol\.?$"),
        "journal",
    ),
    Venue(
        "Nature Cell Biology",
        ("Nat. Cell Biol.",),
        (),
        ("^(?:The )?Nature Cell Biology$", r"^Nat\.? Cell Biol\.?$"),
        "journal",
    ),
    Venue(
        "Nature Microbiology",
        ("Nat. Microbiol.",),
        (),
        ("^(?:The )?Nature Microbiology$", r"^Nat\.? Microbiol\.?$"),
        "journal",
    ),
    Venue("Nature Protocols", ("Nat. Protoc.",), (), ("^(?:The )?Nature Protocols$", r"^Nat\.? Protoc\.?$"), "journal"),
    Venue(
        "Nature Reviews Genetics",
        ("Nat. Rev. Genet.",),
        (),
        ("^(?:The )?Nature Reviews Genetics$", r"^Nat\.? Rev\.? Genet\.?$"),
        "journal",
    ),
    Venue(
        "Nature Reviews Neuroscience",
        ("Nat. Rev. Neurosci.",),
        (),
        ("^(?:The )?Nature Reviews Neuroscience$", r"^Nat\.? Rev\.? Neurosci\.?$"),
        "journal",
    ),
    Venue("Scientific Reports", ("Sci. Rep.",), (), ("^(?:The )?Scientific Reports$", r"^Sci\.? Rep\.?$"), "journal"),
    Venue("Scientific Data", ("Sci. Data",), (), ("^(?:The )?Scientific Data$", r"^Sci\.? Data$"), "journal"),
    Venue(
        "Communications Biology",
        ("Commun. Biol.",),
        (),
        ("^(?:The )?Communications Biology$", r"^Commun\.? Biol\.?$"),
        "journal",
    ),
    Venue("Bioinformatics", (), ("journals/bioinformatics",), ("^(?:The )?Bioinformatics$",), "journal"),
    Venue(
        "Molecular Systems Biology",
        ("Mol. Syst. Biol.",),
        (),
        ("^(?:The )?Molecular Systems Biology$", r"^Mol\.? Syst\.? Biol\.?$"),
        "journal",
    ),
    Venue(
        "PLOS Biology",
        ("PLoS Biol.",),
        (),
        ("^(?:The )?PLOS Biology$", r"^PLoS Biol\.?$", r"^PLo?S Biol(?:ogy|\.)?$"),
        "journal",
    ),
    Venue(
        "PLOS Genetics",
        ("PLoS Genet.",),
        (),
        ("^(?:The )?PLOS Genetics$", r"^PLoS Genet\.?$", r"^PLo?S Genet(?:ics|\.)?$"),
        "journal",
    ),
    Venue(
        "MBE",
        ("Molecular Biology and Evolution", "Mol. Biol. Evol.", "Molecular Biology & Evolution"),
        (),
        ("^(?:The )?Molecular Biology and Evolution$", r"^Mol\.? Biol\.? Evol\.?$", "(?-i:^MBE$)"),
        "journal",
    ),
    Venue(
        "Journal of Neuroscience",
        ("J. Neurosci.", "The Journal of Neuroscience"),
        (),
        ("^(?:The )?Journal of Neuroscience$", r"^J\.? Neurosci\.?$"),
        "journal",
    ),
    Venue("NeuroImage", (), (), ("^(?:The )?NeuroImage$",), "journal"),
    Venue(
        "Neural Computation",
        ("Neural Comput.",),
        ("journals/neco",),
        ("^(?:The )?Neural Computation$", r"^Neural Comput\.?$"),
        "journal",
    ),
    Venue("Ecology", (), (), ("^(?:The )?Ecology$",), "journal"),
    Venue(
        "JACS",
        (
            "Journal of the American Chemical Society",
            "J. Am. Chem. Soc.",
            "The Journal of the American Chemical Society",
        ),
        (),
        (r"\bJACS\b", "^(?:The )?Journal of the American Chemical Society$", r"^J\.? Am\.? Chem\.? Soc\.?$"),
        "journal",
    ),
    Venue(
        "Angewandte Chemie",
        ("Angewandte Chemie International Edition", "Angew. Chem."),
        (),
        (
            "^(?:The )?Angewandte Chemie International Edition$",
            r"^Angew(?:andte|\.)? Chem(?:ie|\.)?$",
            r"^Angew\.? Chem\.? Int\.? Ed\.?$",
        ),
        "journal",
    ),
    Venue("Chemical Reviews", ("Chem. Rev.",), (), ("^(?:The )?Chemical Reviews$", r"^Chem\.? Rev\.?$"), "journal"),
    Venue("Chemical Science", ("Chem. Sci.",), (), ("^(?:The )?Chemical Science$", r"^Chem\.? Sci\.?$"), "journal"),
    Venue(
        "Chemical Society Reviews",
        ("Chem. Soc. Rev.",),
        (),
        ("^(?:The )?Chemical Society Reviews$", r"^Chem\.? Soc\.? Rev\.?$"),
        "journal",
    ),
    Venue("ACS Nano", (), (), ("^(?:The )?ACS Nano$",), "journal"),
    Venue("Nano Letters", ("Nano Lett.",), (), ("^(?:The )?Nano Letters$", r"^Nano Lett\.?$"), "journal"),
    Venue(
        "ACS Central Science",
        ("ACS Cent. Sci.",),
        (),
        ("^(?:The )?ACS Central Science$", r"^ACS Cent\.? Sci\.?$"),
        "journal",
    ),
    Venue(
        "JCIM",
        (
            "Journal of Chemical Information and Modeling",
            "J. Chem. Inf. Model.",
            "Journal of Chemical Information & Modeling",
            "The Journal of Chemical Information and Modeling",
        ),
        (),
        (r"\bJCIM\b", "^(?:The )?Journal of Chemical Information and Modeling$", r"^J\.? Chem\.? Inf\.? Model\.?$"),
        "journal",
    ),
    Venue(
        "JCTC",
        (
            "Journal of Chemical Theory and Computation",
            "J. Chem. Theory Comput.",
            "Journal of Chemical Theory & Computation",
            "The Journal of Chemical Theory and Computation",
        ),
        (),
        (r"\bJCTC\b", "^(?:The )?Journal of Chemical Theory and Computation$", r"^J\.? Chem\.? Theory Comput\.?$"),
        "journal",
    ),
    Venue(
        "J. Chem. Phys.",
        ("The Journal of Chemical Physics", "Journal of Chemical Physics", "JCP"),
        (),
        ("^(?:The )?Journal of Chemical Physics$", r"^J\.? Chem\.? Phys\.?$", "(?-i:^JCP$)"),
        "journal",
    ),
    Venue(
        "Chem. Phys. Lett.",
        ("Chemical Physics Letters", "CPL"),
        (),
        ("^Chemical Physics Letters$", r"^Chem\.? Phys\.? Lett\.?$", "(?-i:^CPL$)"),
        "journal",
    ),
    Venue(
        "J. Comput. Chem.",
        ("Journal of Computational Chemistry", "JCC"),
        (),
        ("^(?:The )?Journal of Computational Chemistry$", r"^J\.? Comput\.? Chem\.?$", "(?-i:^JCC$)"),
        "journal",
    ),
    Venue(
        "JPCL",
        ("The Journal of Physical Chemistry Letters", "J. Phys. Chem. Lett.", "Journal of Physical Chemistry Letters"),
        (),
        (r"\bJPCL\b", "^(?:The )?Journal of Physical Chemistry Letters$", r"^J\.? Phys\.? Chem\.? Lett\.?$"),
        "journal",
    ),
    Venue("Digital Discovery", (), (), ("^(?:The )?Digital Discovery$",), "journal"),
    Venue(
        "Journal of Cheminformatics",
        ("J. Cheminform.", "The Journal of Cheminformatics"),
        (),
        ("^(?:The )?Journal of Cheminformatics$", r"^J\.? Cheminform\.?$"),
        "journal",
    ),
    Venue(
        "Advanced Materials", ("Adv. Mater.",), (), ("^(?:The )?Advanced Materials$", r"^Adv\.? Mater\.?$"), "journal"
    ),
    Venue(
        "Advanced Functional Materials",
        ("Adv. Funct. Mater.",),
        (),
        ("^(?:The )?Advanced Functional Materials$", r"^Adv\.? Funct\.? Mater\.?$"),
        "journal",
    ),
    Venue(
        "npj Computational Materials",
        ("npj Comput. Mater.",),
        (),
        ("^(?:The )?npj Computational Materials$", r"^npj Comput\.? Mater\.?$"),
        "journal",
    ),
    Venue(
        "PRMaterials",
        ("Physical Review Materials", "Phys. Rev. Mater.", "Phys. Rev. Materials"),
        (),
        ("^(?:The )?Physical Review Materials$", r"^Phys\.? Rev\.? Mater\.?$", r"^Phys\.? Rev\.? Materials$"),
        "journal",
    ),
    Venue(
        "Computational Materials Science",
        ("Comput. Mater. Sci.",),
        (),
        ("^(?:The )?Computational Materials Science$", r"^Comput\.? Mater\.? Sci\.?$"),
        "journal",
    ),
    # ---- Economics and finance: theory, econometrics and field journals.
    Venue(
        "GEB",
        ("Games and Economic Behavior", "Games Econ. Behav.", "Games & Economic Behavior"),
        (),
        ("^(?:The )?Games and Economic Behavior$", r"^Games Econ\.? Behav\.?$", "(?-i:^GEB$)"),
        "journal",
    ),
    Venue(
        "Theoretical Economics",
        ("Theor. Econ.",),
        (),
        ("^(?:The )?Theoretical Economics$", r"^Theor\.? Econ\.?$"),
        "journal",
    ),
    Venue(
        "Quantitative Economics",
        ("Quant. Econ.",),
        (),
        ("^(?:The )?Quantitative Economics$", r"^Quant\.? Econ\.?$"),
        "journal",
    ),
    Venue(
        "JBES",
        (
            "Journal of Business & Economic Statistics",
            "J. Bus. Econ. Stat.",
            "Journal of Business and Economic Statistics",
            "The Journal of Business & Economic Statistics",
        ),
        (),
        (r"\bJBES\b", "^(?:The )?Journal of Business and Economic Statistics$", r"^J\.? Bus\.? Econ\.? Stat\.?$"),
        "journal",
    ),
    Venue(
        "JAE",
        ("Journal of Applied Econometrics", "J. Appl. Econom.", "The Journal of Applied Econometrics"),
        (),
        ("^(?:The )?Journal of Applied Econometrics$", r"^J\.? Appl\.? Econom\.?$", "(?-i:^JAE$)"),
        "journal",
    ),
    Venue(
        "Econometric Theory",
        ("Econom. Theory",),
        (),
        ("^(?:The )?Econometric Theory$", r"^Econom\.? Theory$"),
        "journal",
    ),
    Venue(
        "Econometrics Journal",
        ("The Econometrics Journal", "Econom. J."),
        (),
        ("^(?:The )?Econometrics Journal$", r"^Econom\.? J\.?$"),
        "journal",
    ),
    Venue(
        "JIE",
        ("Journal of International Economics", "J. Int. Econ.", "The Journal of International Economics"),
        (),
        ("^(?:The )?Journal of International Economics$", r"^J\.? Int\.? Econ\.?$", "(?-i:^JIE$)"),
        "journal",
    ),
    Venue(
        "JHR",
        ("Journal of Human Resources", "J. Hum. Resour.", "The Journal of Human Resources"),
        (),
        ("^(?:The )?Journal of Human Resources$", r"^J\.? Hum\.? Resour\.?$", "(?-i:^JHR$)"),
        "journal",
    ),
    Venue(
        "JUE",
        ("Journal of Urban Economics", "J. Urban Econ.", "The Journal of Urban Economics"),
        (),
        ("^(?:The )?Journal of Urban Economics$", r"^J\.? Urban Econ\.?$", "(?-i:^JUE$)"),
        "journal",
    ),
    Venue(
        "RJE",
        ("RAND Journal of Economics", "RAND J. Econ."),
        (),
        ("^(?:The )?RAND Journal of Economics$", r"^RAND J\.? Econ\.?$", "(?-i:^RJE$)"),
        "journal",
    ),
    Venue(
        "IER",
        ("International Economic Review", "Int. Econ. Rev."),
        (),
        ("^(?:The )?International Economic Review$", r"^Int\.? Econ\.? Rev\.?$", "(?-i:^IER$)"),
        "journal",
    ),
    Venue(
        "EER",
        ("European Economic Review", "Eur. Econ. Rev."),
        (),
        ("^(?:The )?European Economic Review$", r"^Eur\.? Econ\.? Rev\.?$", "(?-i:^EER$)"),
        "journal",
    ),
    Venue(
        "Journal of Economic Growth",
        ("J. Econ. Growth", "The Journal of Economic Growth"),
        (),
        ("^(?:The )?Journal of Economic Growth$", r"^J\.? Econ\.? Growth$"),
        "journal",
    ),
    Venue(
        "RED",
        ("Review of Economic Dynamics", "Rev. Econ. Dyn."),
        (),
        ("^(?:The )?Review of Economic Dynamics$", r"^Rev\.? Econ\.? Dyn\.?$", "(?-i:^RED$)"),
        "journal",
    ),
    Venue(
        "JEDC",
        (
            "Journal of Economic Dynamics and Control",
            "J. Econ. Dyn. Control",
            "Journal of Economic Dynamics & Control",
            "The Journal of Economic Dynamics and Control",
        ),
        (),
        (r"\bJEDC\b", "^(?:The )?Journal of Economic Dynamics and Control$", r"^J\.? Econ\.? Dyn\.? Control$"),
        "journal",
    ),
    Venue(
        "JEBO",
        (
            "Journal of Economic Behavior & Organization",
            "J. Econ. Behav. Organ.",
            "Journal of Economic Behavior and Organization",
            "The Journal of Economic Behavior & Organization",
        ),
        (),
        (r"\bJEBO\b", "^(?:The )?Journal of Economic Behavior and Organization$", r"^J\.? Econ\.? Behav\.? Organ\.?$"),
        "journal",
    ),
    Venue(
        "Experimental Economics",
        ("Exp. Econ.",),
        (),
        ("^(?:The )?Experimental Economics$", r"^Exp\.? Econ\.?$"),
        "journal",
    ),
    Venue(
        "JFQA",
        (
            "Journal of Financial and Quantitative Analysis",
            "J. Financ. Quant. Anal.",
            "Journal of Financial & Quantitative Analysis",
            "The Journal of Financial and Quantitative Analysis",
        ),
        (),
        (
            r"\bJFQA\b",
            "^(?:The )?Journal of Financial and Quantitative Analysis$",
            r"^J\.? Financ\.? Quant\.? Anal\.?$",
        ),
        "journal",
    ),
    Venue("Review of Finance", ("Rev. Finance",), (), ("^(?:The )?Review of Finance$", r"^Rev\.? Finance$"), "journal"),
    Venue(
        "Journal of Financial Econometrics",
        ("J. Financ. Econom.", "The Journal of Financial Econometrics"),
        (),
        ("^(?:The )?Journal of Financial Econometrics$", r"^J\.? Financ\.? Econom\.?$"),
        "journal",
    ),
    Venue(
        "BPEA",
        ("Brookings Papers on Economic Activity", "Brookings Pap. Econ. Act."),
        (),
        (r"\bBPEA\b", "^(?:The )?Brookings Papers on Economic Activity$", r"^Brookings Pap\.? Econ\.? Act\.?$"),
        "journal",
    ),
    Venue(
        "AER: Insights",
        ("American Economic Review: Insights", "Am. Econ. Rev. Insights"),
        (),
        ("^(?:The )?American Economic Review:? Insights$", r"^Am\.? Econ\.? Rev\.? Insights$"),
        "journal",
    ),
    Venue(
        "AEA Papers and Proceedings",
        ("AEA Pap. Proc.", "AEA Papers & Proceedings"),
        (),
        ("^(?:The )?AEA Papers and Proceedings$", r"^AEA Pap\.? Proc\.?$"),
        "journal",
    ),
    Venue(
        "JEEM",
        (
            "Journal of Environmental Economics and Management",
            "J. Environ. Econ. Manag.",
            "Journal of Environmental Economics & Management",
            "The Journal of Environmental Economics and Management",
        ),
        (),
        (
            r"\bJEEM\b",
            "^(?:The )?Journal of Environmental Economics and Management$",
            r"^J\.? Environ\.? Econ\.? Manag\.?$",
        ),
        "journal",
    ),
    Venue(
        "Management Science",
        ("Manag. Sci.", "Manage. Sci."),
        ("journals/mansci",),
        ("^(?:The )?Management Science$", r"^Manag\.? Sci\.?$", r"^Manage\.? Sci\.?$"),
        "journal",
    ),
    Venue(
        "Production and Operations Management",
        ("Prod. Oper. Manag.", "Prod Oper Manag", "POMS Journal"),
        ("journals/poms",),
        (r"^Production (?:and|&) Operations Management$", r"^Prod\.? Oper\.? Manag\.?$"),
        "journal",
    ),
    Venue(
        "Operations Research",
        ("Oper. Res.",),
        ("journals/ior",),
        ("^(?:The )?Operations Research$", r"^Oper\.? Res\.?$"),
        "journal",
    ),
    Venue(
        "MOR",
        ("Mathematics of Operations Research", "Math. Oper. Res."),
        ("journals/mor",),
        ("^(?:The )?Mathematics of Operations Research$", r"^Math\.? Oper\.? Res\.?$", "(?-i:^MOR$)"),
        "journal",
    ),
    Venue(
        "IJOC",
        ("INFORMS Journal on Computing", "INFORMS J. Comput."),
        ("journals/informs",),
        ("^(?:The )?INFORMS Journal on Computing$", r"^INFORMS J\.? Comput\.?$", "(?-i:^IJOC$)"),
        "journal",
    ),
    # ---- Political science, communication, sociology, psychology, education and law.
    Venue(
        "AJPS",
        ("American Journal of Political Science", "Am. J. Political Sci.", "Am. J. Polit. Sci."),
        (),
        (
            r"\bAJPS\b",
            "^(?:The )?American Journal of Political Science$",
            r"^Am\.? J\.? Political Sci\.?$",
            r"^Am\.? J\.? Polit\.? Sci\.?$",
        ),
        "journal",
    ),
    Venue(
        "JOP",
        ("Journal of Politics", "J. Polit.", "The Journal of Politics"),
        (),
        ("^(?:The )?Journal of Politics$", r"^J\.? Polit\.?$", "(?-i:^JOP$)"),
        "journal",
    ),
    Venue(
        "BJPolS",
        ("British Journal of Political Science", "Br. J. Political Sci.", "Br. J. Polit. Sci.", "BJPS"),
        (),
        (
            r"\bBJPolS\b",
            "^(?:The )?British Journal of Political Science$",
            r"^Br\.? J\.? Political Sci\.?$",
            r"^Br\.? J\.? Polit\.? Sci\.?$",
        ),
        "journal",
    ),
    Venue(
        "International Organization",
        ("Int. Organ.",),
        (),
        ("^(?:The )?International Organization$", r"^Int\.? Organ\.?$"),
        "journal",
    ),
    Venue("World Politics", ("World Polit.",), (), ("^(?:The )?World Politics$", r"^World Polit\.?$"), "journal"),
    Venue(
        "Political Analysis",
        ("Political Anal.", "Polit. Anal."),
        (),
        ("^(?:The )?Political Analysis$", r"^Political Anal\.?$", r"^Polit\.? Anal\.?$"),
        "journal",
    ),
    Venue(
        "CPS",
        ("Comparative Political Studies", "Comp. Political Stud.", "Comp. Polit. Stud."),
        (),
        (
            "^(?:The )?Comparative Political Studies$",
            r"^Comp\.? Political Stud\.?$",
            r"^Comp\.? Polit\.? Stud\.?$",
            "(?-i:^CPS$)",
        ),
        "journal",
    ),
    Venue(
        "Annual Review of Political Science",
        ("Annu. Rev. Political Sci.",),
        (),
        ("^(?:The )?Annual Review of Political Science$", r"^Annu\.? Rev\.? Political Sci\.?$"),
        "journal",
    ),
    Venue(
        "POQ",
        ("Public Opinion Quarterly", "Public Opin. Q."),
        (),
        ("^(?:The )?Public Opinion Quarterly$", r"^Public Opin\.? Q\.?$", "(?-i:^POQ$)"),
        "journal",
    ),
    Venue(
        "PSRM",
        (
            "Political Science Research and Methods",
            "Political Sci. Res. Methods",
            "Political Science Research & Methods",
        ),
        (),
        (r"\bPSRM\b", "^(?:The )?Political Science Research and Methods$", r"^Political Sci\.? Res\.? Methods$"),
        "journal",
    ),
    Venue(
        "Journal of Conflict Resolution",
        ("J. Confl. Resolut.", "The Journal of Conflict Resolution"),
        (),
        ("^(?:The )?Journal of Conflict Resolution$", r"^J\.? Confl\.? Resolut\.?$"),
        "journal",
    ),
    Venue(
        "ISQ",
        ("International Studies Quarterly", "Int. Stud. Q."),
        (),
        ("^(?:The )?International Studies Quarterly$", r"^Int\.? Stud\.? Q\.?$", "(?-i:^ISQ$)"),
        "journal",
    ),
    Venue(
        "Political Communication",
        ("Political Commun.",),
        (),
        ("^(?:The )?Political Communication$", r"^Political Commun\.?$"),
        "journal",
    ),
    Venue(
        "Journal of Communication",
        ("J. Commun.", "The Journal of Communication"),
        (),
        ("^(?:The )?Journal of Communication$", r"^J\.? Commun\.?$"),
        "journal",
    ),
    Venue(
        "New Media & Society",
        ("New Media Soc.", "New Media and Society"),
        (),
        ("^(?:The )?New Media and Society$", r"^New Media Soc\.?$"),
        "journal",
    ),
    Venue(
        "ASR",
        ("American Sociological Review", "Am. Sociol. Rev."),
        (),
        ("^(?:The )?American Sociological Review$", r"^Am\.? Sociol\.? Rev\.?$", "(?-i:^ASR$)"),
        "journal",
    ),
    Venue(
        "AJS",
        ("American Journal of Sociology", "Am. J. Sociol."),
        (),
        ("^(?:The )?American Journal of Sociology$", r"^Am\.? J\.? Sociol\.?$", "(?-i:^AJS$)"),
        "journal",
    ),
    Venue("Social Forces", ("Soc. Forces",), (), ("^(?:The )?Social Forces$", r"^Soc\.? Forces$"), "journal"),
    Venue(
        "SMR",
        ("Sociological Methods & Research", "Sociol. Methods Res.", "Sociological Methods and Research"),
        (),
        ("^(?:The )?Sociological Methods and Research$", r"^Sociol\.? Methods Res\.?$", "(?-i:^SMR$)"),
        "journal",
    ),
    Venue("Social Networks", ("Soc. Networks",), (), ("^(?:The )?Social Networks$", r"^Soc\.? Networks$"), "journal"),
    Venue(
        "Psychological Review",
        ("Psychol. Rev.",),
        (),
        ("^(?:The )?Psychological Review$", r"^Psychol\.? Rev\.?$"),
        "journal",
    ),
    Venue(
        "Psychological Science",
        ("Psychol. Sci.",),
        (),
        ("^(?:The )?Psychological Science$", r"^Psychol\.? Sci\.?$"),
        "journal",
    ),
    Venue(
        "Psychological Bulletin",
        ("Psychol. Bull.",),
        (),
        ("^(?:The )?Psychological Bulletin$", r"^Psychol\.? Bull\.?$"),
        "journal",
    ),
    Venue(
        "Psychological Methods",
        ("Psychol. Methods",),
        (),
        ("^(?:The )?Psychological Methods$", r"^Psychol\.? Methods$"),
        "journal",
    ),
    Venue(
        "JPSP",
        (
            "Journal of Personality and Social Psychology",
            "J. Pers. Soc. Psychol.",
            "Journal of Personality & Social Psychology",
            "The Journal of Personality and Social Psychology",
        ),
        (),
        (r"\bJPSP\b", "^(?:The )?Journal of Personality and Social Psychology$", r"^J\.? Pers\.? Soc\.? Psychol\.?$"),
        "journal",
    ),
    Venue(
        "JEP: General",
        (
            "Journal of Experimental Psychology: General",
            "J. Exp. Psychol. Gen.",
            "JEPG",
            "The Journal of Experimental Psychology: General",
        ),
        (),
        ("^(?:The )?Journal of Experimental Psychology:? General$", r"^J\.? Exp\.? Psychol\.? Gen\.?$"),
        "journal",
    ),
    Venue("Cognition", (), (), ("^(?:The )?Cognition$",), "journal"),
    Venue("Cognitive Science", ("Cogn. Sci.",), (), ("^(?:The )?Cognitive Science$", r"^Cogn\.? Sci\.?$"), "journal"),
    Venue(
        "Trends in Cognitive Sciences",
        ("Trends Cogn. Sci.",),
        (),
        ("^(?:The )?Trends in Cognitive Sciences$", r"^Trends Cogn\.? Sci\.?$"),
        "journal",
    ),
    Venue(
        "BRM",
        ("Behavior Research Methods", "Behav. Res. Methods"),
        (),
        ("^(?:The )?Behavior Research Methods$", r"^Behav\.? Res\.? Methods$", "(?-i:^BRM$)"),
        "journal",
    ),
    Venue(
        "JML",
        (
            "Journal of Memory and Language",
            "J. Mem. Lang.",
            "Journal of Memory & Language",
            "The Journal of Memory and Language",
        ),
        (),
        ("^(?:The )?Journal of Memory and Language$", r"^J\.? Mem\.? Lang\.?$", "(?-i:^JML$)"),
        "journal",
    ),
    Venue(
        "AMPPS",
        (
            "Advances in Methods and Practices in Psychological Science",
            "Adv. Methods Pract. Psychol. Sci.",
            "Advances in Methods & Practices in Psychological Science",
        ),
        (),
        (
            r"\bAMPPS\b",
            "^(?:The )?Advances in Methods and Practices in Psychological Science$",
            r"^Adv\.? Methods Pract\.? Psychol\.? Sci\.?$",
        ),
        "journal",
    ),
    Venue("Psychometrika", (), (), ("^(?:The )?Psychometrika$",), "journal"),
    Venue(
        "BBS",
        ("Behavioral and Brain Sciences", "Behav. Brain Sci.", "Behavioral & Brain Sciences"),
        (),
        ("^(?:The )?Behavioral and Brain Sciences$", r"^Behav\.? Brain Sci\.?$", "(?-i:^BBS$)"),
        "journal",
    ),
    Venue(
        "Computers in Human Behavior",
        ("Comput. Hum. Behav.",),
        ("journals/chb",),
        ("^(?:The )?Computers in Human Behavior$", r"^Comput\.? Hum\.? Behav\.?$"),
        "journal",
    ),
    Venue(
        "Review of Educational Research",
        ("Rev. Educ. Res.",),
        (),
        ("^(?:The )?Review of Educational Research$", r"^Rev\.? Educ\.? Res\.?$"),
        "journal",
    ),
    Venue(
        "Educational Researcher",
        ("Educ. Res.",),
        (),
        ("^(?:The )?Educational Researcher$", r"^Educ\.? Res\.?$"),
        "journal",
    ),
    Venue(
        "AERJ",
        ("American Educational Research Journal", "Am. Educ. Res. J."),
        (),
        (r"\bAERJ\b", "^(?:The )?American Educational Research Journal$", r"^Am\.? Educ\.? Res\.? J\.?$"),
        "journal",
    ),
    Venue(
        "Computers & Education",
        ("Comput. Educ.", "Computers and Education"),
        ("journals/ce",),
        ("^(?:The )?Computers and Education$", r"^Comput\.? Educ\.?$"),
        "journal",
    ),
    Venue(
        "IJAIED",
        ("International Journal of Artificial Intelligence in Education", "Int. J. Artif. Intell. Educ."),
        ("journals/aiedu",),
        (
            r"\bIJAIED\b",
            "^(?:The )?International Journal of Artificial Intelligence in Education$",
            r"^Int\.? J\.? Artif\.? Intell\.? Educ\.?$",
        ),
        "journal",
    ),
    Venue(
        "AIED",
        ("International Conference on Artificial Intelligence in Education",),
        ("conf/aied",),
        (r"\bAIED\b", "Conference on Artificial Intelligence in Education"),
    ),
    Venue(
        "EDM",
        ("International Conference on Educational Data Mining",),
        ("conf/edm",),
        (r"(?-i:\bEDM\b)", "Conference on Educational Data Mining"),
    ),
    Venue(
        "LAK",
        ("International Learning Analytics and Knowledge Conference",),
        ("conf/lak",),
        (r"(?-i:\bLAK\b)", "Learning Analytics (?:and|&) Knowledge"),
    ),
    Venue("Harvard Law Review", (), (), ("^(?:The )?Harvard Law Review$", r"^Harv\.? L\.? Rev\.?$"), "journal"),
    Venue(
        "Yale Law Journal",
        ("The Yale Law Journal", "Yale L.J."),
        (),
        ("^(?:The )?Yale Law Journal$", r"^Yale L\.? ?J\.?$"),
        "journal",
    ),
    Venue("Stanford Law Review", (), (), ("^(?:The )?Stanford Law Review$", r"^Stan\.? L\.? Rev\.?$"), "journal"),
    Venue(
        "University of Chicago Law Review",
        ("The University of Chicago Law Review",),
        (),
        ("^(?:The )?University of Chicago Law Review$", r"^U\.? Chi\.? L\.? Rev\.?$"),
        "journal",
    ),
    Venue(
        "Berkeley Technology Law Journal",
        ("Berkeley Tech. L.J.",),
        (),
        ("^(?:The )?Berkeley Technology Law Journal$", r"^Berkeley Tech\.? L\.? ?J\.?$"),
        "journal",
    ),
    Venue(
        "Harvard Journal of Law & Technology",
        ("Harv. J.L. & Tech.", "Harvard Journal of Law and Technology"),
        (),
        ("^(?:The )?Harvard Journal of Law and Technology$", r"^Harv\.? J\.? ?L\.? (?:and )?Tech\.?$"),
        "journal",
    ),
    Venue(
        "Journal of Law and Economics",
        (
            "The Journal of Law and Economics",
            "J.L. & Econ.",
            "The Journal of Law & Economics",
            "Journal of Law & Economics",
        ),
        (),
        ("^(?:The )?Journal of Law and Economics$", r"^J\.? ?L\.? (?:and )?Econ\.?$"),
        "journal",
    ),
    Venue(
        "Artificial Intelligence and Law",
        ("Artif. Intell. Law", "Artificial Intelligence & Law"),
        ("journals/ail",),
        ("^(?:The )?Artificial Intelligence and Law$", r"^Artif\.? Intell\.? Law$"),
        "journal",
    ),
    Venue(
        "ICAIL",
        ("International Conference on Artificial Intelligence and Law",),
        ("conf/icail",),
        (r"\bICAIL\b", "Conference on Artificial Intelligence and Law"),
    ),
    Venue(
        "JURIX",
        ("International Conference on Legal Knowledge and Information Systems",),
        ("conf/jurix",),
        (r"\bJURIX\b", "Legal Knowledge and Information Systems"),
    ),
    # ---- Humanities: linguistics, philosophy, history, science studies and digital humanities.
    Venue("Language", (), (), ("^(?:The )?Language$",), "journal"),
    Venue(
        "Linguistic Inquiry",
        ("Linguist. Inq.",),
        (),
        ("^(?:The )?Linguistic Inquiry$", r"^Linguist\.? Inq\.?$"),
        "journal",
    ),
    Venue(
        "NLLT",
        (
            "Natural Language & Linguistic Theory",
            "Nat. Lang. Linguist. Theory",
            "Natural Language and Linguistic Theory",
        ),
        (),
        (r"\bNLLT\b", "^(?:The )?Natural Language and Linguistic Theory$", r"^Nat\.? Lang\.? Linguist\.? Theory$"),
        "journal",
    ),
    Venue(
        "Natural Language Semantics",
        ("Nat. Lang. Semant.",),
        (),
        ("^(?:The )?Natural Language Semantics$", r"^Nat\.? Lang\.? Semant\.?$"),
        "journal",
    ),
    Venue(
        "Linguistics and Philosophy",
        ("Linguist. Philos.", "Linguistics & Philosophy"),
        (),
        ("^(?:The )?Linguistics and Philosophy$", r"^Linguist\.? Philos\.?$"),
        "journal",
    ),
    Venue(
        "Journal of Semantics",
        ("J. Semant.", "The Journal of Semantics"),
        (),
        ("^(?:The )?Journal of Semantics$", r"^J\.? Semant\.?$"),
        "journal",
    ),
    Venue(
        "Glossa",
        ("Glossa: a journal of general linguistics",),
        (),
        ("^(?:The )?Glossa:? a journal of general linguistics$", "^Glossa$"),
        "journal",
    ),
    Venue("Mind", (), (), ("^(?:The )?Mind$",), "journal"),
    Venue(
        "Philosophical Review",
        ("The Philosophical Review", "Philos. Rev.", "Phil. Review"),
        (),
        ("^(?:The )?Philosophical Review$", r"^Philos\.? Rev\.?$", r"^Phil\.? Review$"),
        "journal",
    ),
    Venue("Noûs", ("Nous",), (), ("^(?:The )?Noûs$", "^Nous$"), "journal"),
    Venue(
        "Journal of Philosophy",
        ("The Journal of Philosophy", "J. Philos.", "J. Phil."),
        (),
        ("^(?:The )?Journal of Philosophy$", r"^J\.? Philos\.?$", r"^J\.? Phil\.?$"),
        "journal",
    ),
    Venue(
        "PPR",
        (
            "Philosophy and Phenomenological Research",
            "Philos. Phenomenol. Res.",
            "Philosophy & Phenomenological Research",
        ),
        (),
        ("^(?:The )?Philosophy and Phenomenological Research$", r"^Philos\.? Phenomenol\.? Res\.?$", "(?-i:^PPR$)"),
        "journal",
    ),
    Venue("Synthese", (), (), ("^(?:The )?Synthese$",), "journal"),
    Venue(
        "Philosophy & Public Affairs",
        ("Philos. Public Aff.", "Philosophy and Public Affairs"),
        (),
        ("^(?:The )?Philosophy and Public Affairs$", r"^Philos\.? Public Aff\.?$"),
        "journal",
    ),
    Venue(
        "Philosophy of Science",
        ("Philos. Sci.",),
        (),
        ("^(?:The )?Philosophy of Science$", r"^Philos\.? Sci\.?$"),
        "journal",
    ),
    Venue(
        "BJPhilSci",
        (
            "The British Journal for the Philosophy of Science",
            "Br. J. Philos. Sci.",
            "British Journal for the Philosophy of Science",
        ),
        (),
        (
            r"\bBJPhilSci\b",
            "^(?:The )?British Journal for the Philosophy of Science$",
            r"^Br\.? J\.? Philos\.? Sci\.?$",
        ),
        "journal",
    ),
    Venue(
        "Minds and Machines",
        ("Minds Mach.", "Minds & Machines"),
        ("journals/mima",),
        ("^(?:The )?Minds and Machines$", r"^Minds Mach\.?$"),
        "journal",
    ),
    Venue(
        "Philosophy & Technology",
        ("Philos. Technol.", "Philosophy and Technology"),
        (),
        ("^(?:The )?Philosophy and Technology$", r"^Philos\.? Technol\.?$"),
        "journal",
    ),
    Venue(
        "Ethics and Information Technology",
        ("Ethics Inf. Technol.", "Ethics & Information Technology"),
        ("journals/ethicsit",),
        ("^(?:The )?Ethics and Information Technology$", r"^Ethics Inf\.? Technol\.?$"),
        "journal",
    ),
    Venue(
        "AI & Society",
        ("AI Soc.", "AI and Society"),
        ("journals/ais",),
        ("^(?:The )?AI and Society$", r"^AI Soc\.?$"),
        "journal",
    ),
    Venue(
        "AHR",
        ("The American Historical Review", "Am. Hist. Rev.", "American Historical Review"),
        (),
        ("^(?:The )?American Historical Review$", r"^Am\.? Hist\.? Rev\.?$", "(?-i:^AHR$)"),
        "journal",
    ),
    Venue("Past & Present", ("Past and Present",), (), ("^(?:The )?Past and Present$",), "journal"),
    Venue(
        "Journal of Modern History",
        ("The Journal of Modern History", "J. Mod. Hist."),
        (),
        ("^(?:The )?Journal of Modern History$", r"^J\.? Mod\.? Hist\.?$"),
        "journal",
    ),
    Venue("Isis", (), (), ("^(?:The )?Isis$",), "journal"),
    Venue(
        "Technology and Culture",
        ("Technol. Cult.", "Technology & Culture"),
        (),
        ("^(?:The )?Technology and Culture$", r"^Technol\.? Cult\.?$"),
        "journal",
    ),
    Venue(
        "Social Studies of Science",
        ("Soc. Stud. Sci.",),
        (),
        ("^(?:The )?Social Studies of Science$", r"^Soc\.? Stud\.? Sci\.?$"),
        "journal",
    ),
    Venue(
        "Science, Technology, & Human Values",
        ("Sci. Technol. Hum. Values", "Science, Technology, and Human Values"),
        (),
        (
            "^(?:The )?Science,? Technology,? and Human Values$",
            r"^Sci\.? Technol\.? Hum\.? Values$",
            "^Science,? Technology,? (?:and )?Human Values$",
        ),
        "journal",
    ),
    Venue(
        "DHQ",
        ("Digital Humanities Quarterly", "Digit. Humanit. Q."),
        (),
        (r"\bDHQ\b", "^(?:The )?Digital Humanities Quarterly$", r"^Digit\.? Humanit\.? Q\.?$"),
        "journal",
    ),
    Venue(
        "DSH",
        ("Digital Scholarship in the Humanities", "Digit. Scholarsh. Humanit."),
        (),
        ("^(?:The )?Digital Scholarship in the Humanities$", r"^Digit\.? Scholarsh\.? Humanit\.?$", "(?-i:^DSH$)"),
        "journal",
    ),
    Venue(
        "LLC",
        ("Literary and Linguistic Computing", "Lit. Linguistic Comput.", "Literary & Linguistic Computing"),
        ("journals/llc",),
        ("^(?:The )?Literary and Linguistic Computing$", r"^Lit\.? Linguistic Comput\.?$", "(?-i:^LLC$)"),
        "journal",
    ),
    Venue(
        "JOCCH",
        (
            "ACM Journal on Computing and Cultural Heritage",
            "ACM J. Comput. Cult. Herit.",
            "Journal on Computing and Cultural Heritage",
            "ACM Journal on Computing & Cultural Heritage",
        ),
        ("journals/jocch",),
        (
            r"\bJOCCH\b",
            "^(?:The )?ACM Journal on Computing and Cultural Heritage$",
            r"^ACM J\.? Comput\.? Cult\.? Herit\.?$",
            "Journal on Computing and Cultural Heritage",
            r"J\.? Comput\.? Cult\.? Herit",
        ),
        "journal",
    ),
    Venue(
        "Computers and the Humanities",
        ("Comput. Humanit.", "Computers & the Humanities"),
        ("journals/chum",),
        ("^(?:The )?Computers and the Humanities$", r"^Comput\.? Humanit\.?$"),
        "journal",
    ),
    Venue(
        "Journal of Cultural Analytics",
        ("J. Cult. Anal.", "The Journal of Cultural Analytics"),
        (),
        ("^(?:The )?Journal of Cultural Analytics$", r"^J\.? Cult\.? Anal\.?$"),
        "journal",
    ),
    Venue(
        "JDMDH",
        (
            "Journal of Data Mining and Digital Humanities",
            "J. Data Min. Digit. Humanit.",
            "Journal of Data Mining & Digital Humanities",
            "The Journal of Data Mining and Digital Humanities",
        ),
        (),
        (
            r"\bJDMDH\b",
            "^(?:The )?Journal of Data Mining and Digital Humanities$",
            r"^J\.? Data Min\.? Digit\.? Humanit\.?$",
        ),
        "journal",
    ),
    # ---- Statistics, probability, mathematics, optimization and the SIAM journals.
    Venue(
        "J. Am. Stat. Assoc.",
        (
            "Journal of the American Statistical Association",
            "J. Amer. Statist. Assoc.",
            "The Journal of the American Statistical Association",
        ),
        (),
        (
            "^(?:The )?Journal of the American Statistical Association$",
            r"^J\.? Am\.? Stat\.? Assoc\.?$",
            r"^J\.? Amer\.? Statist\.? Assoc\.?$",
        ),
        "journal",
    ),
    Venue(
        "JRSS-B",
        (
            "Journal of the Royal Statistical Society: Series B (Statistical Methodology)",
            "Journal of the Royal Statistical Society: Series B",
            "J. R. Stat. Soc. Ser. B",
            "J. R. Stat. Soc. B",
            "J. Roy. Statist. Soc. Ser. B",
            "The Journal of the Royal Statistical Society: Series B (Statistical Methodology)",
        ),
        (),
        (
            r"^(?:The )?Journal of the Royal Statistical Society:? Series B \(Statistical Methodology\)$",
            r"\bJRSS-?B\b",
            r"Journal of the Royal Statistical Society\.?:?,? Series B\b",
            r"^J\.? R(?:oy)?\.? Stat(?:ist)?\.? Soc\.?,? (?:Ser\.? )?B\b",
        ),
        "journal",
    ),
    Venue(
        "JRSS-A",
        (
            "Journal of the Royal Statistical Society: Series A (Statistics in Society)",
            "Journal of the Royal Statistical Society: Series A",
            "J. R. Stat. Soc. Ser. A",
            "J. R. Stat. Soc. A",
            "The Journal of the Royal Statistical Society: Series A (Statistics in Society)",
        ),
        (),
        (
            r"^(?:The )?Journal of the Royal Statistical Society:? Series A \(Statistics in Society\)$",
            r"\bJRSS-?A\b",
            r"Journal of the Royal Statistical Society\.?:?,? Series A\b",
            r"^J\.? R(?:oy)?\.? Stat(?:ist)?\.? Soc\.?,? (?:Ser\.? )?A\b",
        ),
        "journal",
    ),
    Venue(
        "JRSS-C",
        (
            "Journal of the Royal Statistical Society: Series C (Applied Statistics)",
            "Journal of the Royal Statistical Society: Series C",
            "J. R. Stat. Soc. Ser. C",
            "J. R. Stat. Soc. C",
            "The Journal of the Royal Statistical Society: Series C (Applied Statistics)",
        ),
        (),
        (
            r"^(?:The )?Journal of the Royal Statistical Society:? Series C \(Applied Statistics\)$",
            r"\bJRSS-?C\b",
            r"Journal of the Royal Statistical Society\.?:?,? Series C\b",
            r"^J\.? R(?:oy)?\.? Stat(?:ist)?\.? Soc\.?,? (?:Ser\.? )?C\b",
        ),
        "journal",
    ),
    Venue(
        "Annals of Statistics",
        ("The Annals of Statistics", "Ann. Stat.", "Ann. Statist."),
        (),
        ("^(?:The )?Annals of Statistics$", r"^Ann\.? Stat\.?$", r"^Ann\.? Statist\.?$"),
        "journal",
    ),
    Venue(
        "AoAS",
        ("The Annals of Applied Statistics", "Ann. Appl. Stat.", "Annals of Applied Statistics", "Ann. Appl. Statist."),
        (),
        (
            r"\bAoAS\b",
            "^(?:The )?Annals of Applied Statistics$",
            r"^Ann\.? Appl\.? Stat\.?$",
            r"^Ann\.? Appl\.? Statist\.?$",
        ),
        "journal",
    ),
    Venue(
        "Annals of Probability",
        ("The Annals of Probability", "Ann. Probab."),
        (),
        ("^(?:The )?Annals of Probability$", r"^Ann\.? Probab\.?$"),
        "journal",
    ),
    Venue(
        "PTRF",
        (
            "Probability Theory and Related Fields",
            "Probab. Theory Relat. Fields",
            "Probability Theory & Related Fields",
        ),
        (),
        (r"\bPTRF\b", "^(?:The )?Probability Theory and Related Fields$", r"^Probab\.? Theory Relat\.? Fields$"),
        "journal",
    ),
    Venue("Biometrika", (), (), ("^(?:The )?Biometrika$",), "journal"),
    Venue("Biometrics", (), (), ("^(?:The )?Biometrics$",), "journal"),
    Venue("Biostatistics", (), (), ("^(?:The )?Biostatistics$",), "journal"),
    Venue(
        "Statistical Science",
        ("Stat. Sci.", "Statist. Sci."),
        (),
        ("^(?:The )?Statistical Science$", r"^Stat\.? Sci\.?$", r"^Statist\.? Sci\.?$"),
        "journal",
    ),
    Venue("Bernoulli", (), (), ("^(?:The )?Bernoulli$",), "journal"),
    Venue(
        "EJS",
        ("Electronic Journal of Statistics", "Electron. J. Stat.", "Electron. J. Statist."),
        (),
        (
            "^(?:The )?Electronic Journal of Statistics$",
            r"^Electron\.? J\.? Stat\.?$",
            r"^Electron\.? J\.? Statist\.?$",
            "(?-i:^EJS$)",
        ),
        "journal",
    ),
    Venue(
        "JCGS",
        (
            "Journal of Computational and Graphical Statistics",
            "J. Comput. Graph. Stat.",
            "Journal of Computational & Graphical Statistics",
            "The Journal of Computational and Graphical Statistics",
        ),
        (),
        (
            r"\bJCGS\b",
            "^(?:The )?Journal of Computational and Graphical Statistics$",
            r"^J\.? Comput\.? Graph\.? Stat\.?$",
        ),
        "journal",
    ),
    Venue(
        "Statistics and Computing",
        ("Stat. Comput.", "Statistics & Computing"),
        ("journals/sac",),
        ("^(?:The )?Statistics and Computing$", r"^Stat\.? Comput\.?$"),
        "journal",
    ),
    Venue(
        "Journal of Statistical Software",
        ("J. Stat. Softw.", "JStatSoft", "The Journal of Statistical Software"),
        ("journals/jstatsoft",),
        ("^(?:The )?Journal of Statistical Software$", r"^J\.? Stat\.? Softw\.?$", r"\bJStatSoft\b"),
        "journal",
    ),
    Venue("Statistica Sinica", ("Stat. Sin.",), (), ("^(?:The )?Statistica Sinica$", r"^Stat\.? Sin\.?$"), "journal"),
    Venue(
        "Journal of Causal Inference",
        ("J. Causal Inference", "The Journal of Causal Inference"),
        (),
        ("^(?:The )?Journal of Causal Inference$", r"^J\.? Causal Inference$"),
        "journal",
    ),
    Venue(
        "Bayesian Analysis", ("Bayesian Anal.",), (), ("^(?:The )?Bayesian Analysis$", r"^Bayesian Anal\.?$"), "journal"
    ),
    Venue(
        "IJF",
        ("International Journal of Forecasting", "Int. J. Forecast."),
        (),
        ("^(?:The )?International Journal of Forecasting$", r"^Int\.? J\.? Forecast\.?$", "(?-i:^IJF$)"),
        "journal",
    ),
    Venue(
        "JUQ",
        ("SIAM/ASA Journal on Uncertainty Quantification", "SIAM/ASA J. Uncertain. Quantif."),
        ("journals/juq",),
        (
            r"\bJUQ\b",
            "^(?:The )?SIAM/ASA Journal on Uncertainty Quantification$",
            r"^SIAM/ASA J\.? Uncertain\.? Quantif\.?$",
            "Journal on Uncertainty Quantification",
        ),
        "journal",
    ),
    Venue(
        "Annals of Mathematics",
        ("Ann. Math.", "Annals of Math.", "Ann. of Math."),
        (),
        ("^(?:The )?Annals of Mathematics$", r"^Ann\.? Math\.?$", r"^Ann(?:als|\.)? of Math\.?$"),
        "journal",
    ),
    Venue(
        "Inventiones Mathematicae",
        ("Invent. Math.", "Inventiones"),
        (),
        ("^(?:The )?Inventiones Mathematicae$", r"^Invent\.? Math\.?$", "^Inventiones$"),
        "journal",
    ),
    Venue(
        "JAMS",
        (
            "Journal of the American Mathematical Society",
            "J. Am. Math. Soc.",
            "J. Amer. Math. Soc.",
            "The Journal of the American Mathematical Society",
        ),
        (),
        (
            r"\bJAMS\b",
            "^(?:The )?Journal of the American Mathematical Society$",
            r"^J\.? Am\.? Math\.? Soc\.?$",
            r"^J\.? Amer\.? Math\.? Soc\.?$",
        ),
        "journal",
    ),
    Venue("Acta Mathematica", ("Acta Math.",), (), ("^(?:The )?Acta Mathematica$", r"^Acta Math\.?$"), "journal"),
    Venue(
        "CPAM",
        (
            "Communications on Pure and Applied Mathematics",
            "Commun. Pure Appl. Math.",
            "Comm. Pure Appl. Math.",
            "Communications on Pure & Applied Mathematics",
        ),
        (),
        (
            r"\bCPAM\b",
            "^(?:The )?Communications on Pure and Applied Mathematics$",
            r"^Commun\.? Pure Appl\.? Math\.?$",
            r"^Comm\.? Pure Appl\.? Math\.?$",
        ),
        "journal",
    ),
    Venue(
        "Mathematical Programming",
        (
            "Math. Program.",
            "Math. Program. Ser. A",
            "Math. Program. Ser. B",
            "Mathematical Programming, Series A",
            "Mathematical Programming, Series B",
            "Math. Programming",
        ),
        ("journals/mp",),
        (
            "^(?:The )?Mathematical Programming$",
            r"^Math\.? Program\.?$",
            r"^Math(?:ematical|\.)? Program(?:ming|\.)?,?:? (?:Ser(?:ies|\.)? )?[AB]$",
            r"^Math\.? Programming$",
        ),
        "journal",
    ),
    Venue(
        "Mathematics of Computation",
        ("Math. Comput.", "Math. Comp."),
        (),
        ("^(?:The )?Mathematics of Computation$", r"^Math\.? Comput\.?$", r"^Math\.? Comp\.?$"),
        "journal",
    ),
    Venue(
        "Journal of Computational Physics",
        ("J. Comput. Phys.", "The Journal of Computational Physics"),
        (),
        ("^(?:The )?Journal of Computational Physics$", r"^J\.? Comput\.? Phys\.?$"),
        "journal",
    ),
    Venue(
        "FoCM",
        ("Foundations of Computational Mathematics", "Found. Comput. Math."),
        ("journals/focm",),
        (r"\bFoCM\b", "^(?:The )?Foundations of Computational Mathematics$", r"^Found\.? Comput\.? Math\.?$"),
        "journal",
    ),
    Venue(
        "SIAM Review",
        ("SIAM Rev.", "SIREV"),
        ("journals/siamrev",),
        ("^(?:The )?SIAM Review$", r"^SIAM Rev\.?$", r"(?-i:\bSIREV\b)"),
        "journal",
    ),
    Venue(
        "SIOPT",
        ("SIAM Journal on Optimization", "SIAM J. Optim."),
        ("journals/siamjo",),
        (r"\bSIOPT\b", "^(?:The )?SIAM Journal on Optimization$", r"^SIAM J\.? Optim\.?$"),
        "journal",
    ),
    Venue(
        "SINUM",
        ("SIAM Journal on Numerical Analysis", "SIAM J. Numer. Anal."),
        ("journals/siamnum",),
        (r"\bSINUM\b", "^(?:The )?SIAM Journal on Numerical Analysis$", r"^SIAM J\.? Numer\.? Anal\.?$"),
        "journal",
    ),
    Venue(
        "SISC",
        ("SIAM Journal on Scientific Computing", "SIAM J. Sci. Comput."),
        ("journals/siamsc",),
        (r"\bSISC\b", "^(?:The )?SIAM Journal on Scientific Computing$", r"^SIAM J\.? Sci\.? Comput\.?$"),
        "journal",
    ),
    Venue(
        "SIMAX",
        (
            "SIAM Journal on Matrix Analysis and Applications",
            "SIAM J. Matrix Anal. Appl.",
            "SIAM Journal on Matrix Analysis & Applications",
        ),
        ("journals/siammax",),
        (
            r"\bSIMAX\b",
            "^(?:The )?SIAM Journal on Matrix Analysis and Applications$",
            r"^SIAM J\.? Matrix Anal\.? Appl\.?$",
        ),
        "journal",
    ),
    Venue(
        "SIIMS",
        ("SIAM Journal on Imaging Sciences", "SIAM J. Imaging Sci."),
        ("journals/siamis",),
        (r"\bSIIMS\b", "^(?:The )?SIAM Journal on Imaging Sciences$", r"^SIAM J\.? Imaging Sci\.?$"),
        "journal",
    ),
    Venue(
        "SIDMA",
        ("SIAM Journal on Discrete Mathematics", "SIAM J. Discrete Math."),
        ("journals/siamdm",),
        (r"\bSIDMA\b", "^(?:The )?SIAM Journal on Discrete Mathematics$", r"^SIAM J\.? Discrete Math\.?$"),
        "journal",
    ),
    Venue(
        "SIMODS",
        ("SIAM Journal on Mathematics of Data Science", "SIAM J. Math. Data Sci."),
        ("journals/simods",),
        (r"\bSIMODS\b", "^(?:The )?SIAM Journal on Mathematics of Data Science$", r"^SIAM J\.? Math\.? Data Sci\.?$"),
        "journal",
    ),
    # ---- Computing venues that lists of those fields cite.
    Venue(
        "ACM TQC",
        ("ACM Transactions on Quantum Computing", "ACM Trans. Quantum Comput."),
        (),
        (
            "^(?:The )?ACM Transactions on Quantum Computing$",
            r"^ACM Trans\.? Quantum Comput\.?$",
            "Transactions on Quantum Computing$",
            r"ACM Trans\.? Quantum Comput\.?$",
            r"(?-i:\bACM TQC\b)",
        ),
        "journal",
    ),
    Venue(
        "ASONAM",
        ("IEEE/ACM International Conference on Advances in Social Networks Analysis and Mining",),
        ("conf/asunam",),
        (r"\bASONAM\b", "Advances in Social Networks? Analysis and Mining"),
    ),
    Venue(
        "ICONIP",
        ("International Conference on Neural Information Processing",),
        ("conf/iconip",),
        (r"\bICONIP\b", r"International Conference on Neural Information Processing\b(?! Systems)"),
    ),
    Venue(
        "IALP",
        ("International Conference on Asian Language Processing",),
        ("conf/ialp",),
        (r"\bIALP\b", "Conference on Asian Language Processing"),
    ),
    Venue(
        "CIbSE",
        ("Ibero-American Conference on Software Engineering",),
        ("conf/cibse",),
        (r"\bCIbSE\b", "Ibero-?American Conference on Software Engineering"),
    ),
    Venue(
        "FAccT",
        ("ACM Conference on Fairness, Accountability, and Transparency", "FAT*", "ACM FAccT"),
        ("conf/fat",),
        (r"\bFAccT\b", "Conference on Fairness,? Accountability,? and Transparency"),
    ),
    Venue(
        "EAAMO",
        ("Equity and Access in Algorithms, Mechanisms, and Optimization",),
        ("conf/eaamo",),
        (r"\bEAAMO\b", "Equity and Access in Algorithms,? Mechanisms,? and Optimization"),
    ),
    Venue("ECAI", (), ("conf/ecai",), (r"\bECAI\b", r"European Conference on Artificial Intelligence")),
    # A book series that carries many conferences' proceedings: last, so the conference a string also names wins.
    Venue(
        "LNCS",
        ("Lecture Notes in Computer Science", "Lect. Notes Comput. Sci."),
        ("series/lncs",),
        (r"\bLNCS\b", r"Lecture Notes in Computer Science", r"Lect\. Notes Comput\. Sci"),
        "journal",
    ),
    Venue("arXiv", ("CoRR",), ("journals/corr",), (r"\barXiv\b", r"^CoRR$"), "preprint"),
    # The other preprint servers and working-paper series that biology, medicine, chemistry, psychology, social
    # science and economics lists cite as a paper's place: "Title. bioRxiv 2021", "SSRN Working Paper".
    Venue("bioRxiv", (), ("journals/biorxiv",), (r"\bbioRxiv\b",), "preprint"),
    Venue("medRxiv", (), ("journals/medrxiv",), (r"\bmedRxiv\b",), "preprint"),
    Venue("ChemRxiv", (), (), (r"\bChemRxiv\b",), "preprint"),
    Venue("PsyArXiv", (), (), (r"\bPsyArXiv\b",), "preprint"),
    Venue("SocArXiv", (), (), (r"\bSocArXiv\b",), "preprint"),
    Venue("EarthArXiv", (), (), (r"\bEarthArXiv\b",), "preprint"),
    Venue("OSF Preprints", ("OSF",), (), (r"\bOSF Preprints\b", r"(?-i:^OSF$)"), "preprint"),
    Venue("Research Square", (), (), (r"\bResearch Square\b",), "preprint"),
    Venue(
        "SSRN",
        ("SSRN Electronic Journal", "Social Science Research Network"),
        ("journals/ssrn",),
        (r"\bSSRN\b", r"Social Science Research Network"),
        "preprint",
    ),
    Venue(
        "NBER",
        ("NBER Working Paper", "NBER Working Papers", "National Bureau of Economic Research"),
        (),
        (r"\bNBER\b", r"National Bureau of Economic Research"),
        "preprint",
    ),
    Venue("RePEc", (), (), (r"\bRePEc\b",), "preprint"),
    # The IETF's numbered series, which networking lists cite as a paper's place: "RFC 2309, April 1998".
    Venue("RFC", ("Request for Comments",), ("journals/rfc",), (r"(?-i:\bRFC\b)", r"Request for Comments"), "journal"),
    # Theory's report series, cited as a journal by dblp ("Electron. Colloquium Comput. Complex."): preprints.
    Venue(
        "ECCC",
        ("Electronic Colloquium on Computational Complexity",),
        ("journals/eccc",),
        (r"\bECCC\b", r"Electron(?:ic|\.)\s*Colloquium\s+(?:on\s+)?Comput(?:ational|\.)\s*Complex"),
        "preprint",
    ),
)

ARXIV: Venue = next(venue for venue in VENUES if venue.acronym == "arXiv")
# Venues whose papers get no DOI: USENIX's proceedings (OSDI, NSDI, ATC, FAST), PMLR (ICML), NeurIPS's and MLSys's
# own proceedings, OpenReview (ICLR) and arXiv register none, so a title query for the DOI of such a paper can only
# find another paper's.
_WITHOUT_DOIS = frozenset({"OSDI", "NSDI", "ATC", "FAST", "ICML", "NeurIPS", "MLSys", "ICLR", "arXiv"})


def registers_dois(venue: Venue) -> bool:
    """Whether the venue's papers get DOIs (False for USENIX, PMLR, NeurIPS, MLSys, ICLR and arXiv)."""
    return venue.acronym not in _WITHOUT_DOIS


def _alias_key(written: str) -> str:
    """How a list's tag is compared with the aliases: case, spaces and punctuation do not count."""
    return re.sub(r"[^a-z0-9]", "", written.lower())


_BY_ALIAS: dict[str, Venue] = {}
for _venue in VENUES:
    for _name in (_venue.acronym, *_venue.aliases):
        _BY_ALIAS[_alias_key(_name)] = _venue
# Misspellings lists write in their tags, with two letters swapped ("[2022-arixv]", "[arvix'24]"): read as the venue
# they misspell. Kept apart from the aliases, which the entry labeller is trained on as the ways lists name venues.
_MISSPELT: dict[str, str] = {"arixv": "arXiv", "arvix": "arXiv"}
for _written, _acronym in _MISSPELT.items():
    _BY_ALIAS[_alias_key(_written)] = _BY_ALIAS[_alias_key(_acronym)]
_BY_PREFIX: dict[str, Venue] = {prefix.lower(): venue for venue in VENUES for prefix in venue.dblp_prefixes}


def required_text(pattern: str) -> str:
    """The longest run of plain characters that every match of pattern holds, case-folded ('' when it has none).

    A venue string is tried against every name pattern of the table (some 500), and most strings the parse asks
    about (titles, a citation's parts) name no venue: a substring test of the text each pattern needs turns away
    nearly all of them for a fraction of a search each. Only what the pattern's top-level sequence and the groups
    inside it must match counts; an optional part, a repeat or an alternative needs nothing."""
    best = ""

    def walk(items: Iterable[tuple[Any, Any]]) -> None:
        nonlocal best
        run = ""
        for op, value in items:
            if op is sre_constants.LITERAL:
                run += chr(value)
                continue
            best = max(best, run, key=len)
            run = ""
            if op is sre_constants.SUBPATTERN:
                walk(value[3])
        best = max(best, run, key=len)

    walk(sre_parser.parse(pattern, re.IGNORECASE))
    return best.casefold()


_PATTERNS: tuple[tuple[Venue, re.Pattern[str], str], ...] = tuple(
    (venue, re.compile(pattern, re.IGNORECASE), required_text(pattern))
    for venue in VENUES
    for pattern in venue.name_patterns
)
_TRIGRAM = 3
# The patterns by the first three characters of the text they need, so that a text is offered only the patterns
# whose text may be in it; those that need fewer characters are offered every text.
_BY_TRIGRAM: dict[str, list[int]] = {}
for _index, _named in enumerate(_PATTERNS):
    if len(_named[2]) >= _TRIGRAM:
        _BY_TRIGRAM.setdefault(_named[2][:_TRIGRAM], []).append(_index)
_ALWAYS_TRIED = [index for index, named in enumerate(_PATTERNS) if len(named[2]) < _TRIGRAM]
# IEEE's inverted proceedings titles: "Data Engineering, 2003. Proceedings. 19th International Conference on" is
# the 19th International Conference on Data Engineering.
_INVERTED_PROCEEDINGS = re.compile(
    r"^(?P<topic>[^,]+),\s*(?:19|20)\d{2}\b.*?\s"  # then "Proceedings.", "ICDM '08.", "19th", "Eighth IEEE"
    r"(?P<kind>(?:Annual\s+)?(?:IEEE\s+)?(?:International\s+)?(?:Conference|Symposium|Workshop)\s+(?:on|of))\s*$",
    re.IGNORECASE,
)
# Stands for "a venue the table does not know": a claim that disagrees with every known venue.
UNKNOWN_VENUE = Venue("?")


# A publisher written before a venue's acronym ("ACM CSUR", "IEEE INFOCOM", "IEEE/CVF ICCV", "USENIX OSDI").
_PUBLISHER = re.compile(r"^(?:ACM|IEEE|USENIX|SIAM|CVF)(?:\s*[/-]\s*(?:ACM|IEEE|CVF))?\s+(?=\S)", re.IGNORECASE)
# "Proceedings of" before a venue's acronym, as .bib house styles write a booktitle ("Proc. of ICS", "Proc. SC",
# "Proceedings of the CLOUD").
_PROCEEDINGS_OF = re.compile(r"^Proc(?:eedings|\.)?\s+(?:of\s+)?(?:the\s+)?(?=\S)", re.IGNORECASE)
# A track of the conference, whose papers are the conference's: "EMNLP Findings", "Findings of ACL", "ICLR Spotlight",
# "NeurIPS Datasets and Benchmarks Track". Workshops and posters are other (shorter) publications: not here.
_FINDINGS_OF_ACL = re.compile(
    r"^Findings\s+of\s+(?:the\s+)?(?:ACL|Association for Computational Linguistics)\s*:\s*(?P<venue>\S.*)$",
    re.IGNORECASE,
)
_TRACK_BEFORE = re.compile(r"^Findings(?:\s+of(?:\s+the)?)?[\s:-]+(?P<venue>\S.*)$", re.IGNORECASE)
_TRACK_AFTER = re.compile(
    r"^(?P<venue>.*?\S)[\s,(-]+(?:Findings|Oral|Spotlight|Main(?:\s+(?:Track|Conference))?"
    r"|(?:Long|Short)(?:\s+Papers?)?|(?:Technical|Research)\s+(?:Track|Papers?)"
    r"|(?:Datasets (?:and|&) Benchmarks|D&B)(?:\s+Track)?)\)?$",
    re.IGNORECASE,
)


_MIN_GLUED_WORKSHOP = 3  # "CVPRW": four letters at least, so that no three-letter acronym ending in W is split


@lru_cache(maxsize=1024)
def venue_for_acronym(written: str | None) -> Venue | None:
    """The known venue a list's tag names ('VLDB', 'PVLDB', 'NIPS', 'Big Data', 'CCGRID'), or None.

    A tag that is not itself an alias is read without its publisher ('ACM CSUR' is CSUR, 'IEEE INFOCOM' INFOCOM), a
    "Proceedings of" before it ('Proc. of ICS') or its track ('EMNLP Findings', 'Findings of ACL', 'ICLR
    Spotlight'); 'A@B' is workshop A when the table knows it ('EuroMLSys@EuroSys'), else host B ('DL4C@ICLR' is ICLR);
    a conference's acronym with a W glued on names its workshops, as vision lists write them ('CVPRW' is CVPR).
    """
    if not written:
        return None
    known = _BY_ALIAS.get(_alias_key(written))
    if known is not None:
        return known
    tidy = " ".join(written.split())
    if "@" in tidy:
        workshop, _, host = tidy.partition("@")
        return venue_for_acronym(workshop) or venue_for_acronym(host)
    prefix = _PUBLISHER.match(tidy) or _PROCEEDINGS_OF.match(tidy)
    if prefix is not None:
        return venue_for_acronym(tidy[prefix.end() :])
    if len(tidy) > _MIN_GLUED_WORKSHOP and tidy[-1] == "W" and tidy[:-1].isupper():
        hosting = _BY_ALIAS.get(_alias_key(tidy[:-1]))  # "CVPRW", "ICCVW": the conference's workshops, read as it
        if hosting is not None and hosting.kind == "conference":
            return hosting
    for pattern in (_FINDINGS_OF_ACL, _TRACK_BEFORE, _TRACK_AFTER):
        track = pattern.match(tidy)
        if track is not None:
            return venue_for_acronym(track.group("venue"))
    return None


# The words that make a list's venue tag name a workshop (or work-in-progress session) of its conference.
_WORKSHOP_WORDS = re.compile(r"\b(?:workshops?|WiP|work[- ]in[- ]progress)\b", re.IGNORECASE)


def workshop_host(written: str | None) -> Venue | None:
    """The conference a list's tag names as the host of a workshop paper ("NAIC @ SIGCOMM", "SC Workshops",
    "NeurIPS Workshop", "FAST WiP"), or None when the tag names no workshop or no host the table knows.

    A workshop the table knows by name ("EuroMLSys@EuroSys") is a venue of its own, not a host's workshop.
    """
    if not written:
        return None
    tidy = " ".join(written.split())
    if "@" in tidy:
        workshop, _, host = tidy.partition("@")
        return venue_for_acronym(host) if venue_for_acronym(workshop) is None else None
    if not _WORKSHOP_WORDS.search(tidy):
        return None
    host_venue = venue_for_acronym(_WORKSHOP_WORDS.sub(" ", tidy).strip(" -,'"))
    return host_venue if host_venue is not None and host_venue.kind == "conference" else None


def canonical_acronym(written: str | None) -> str | None:
    """The normalised acronym of a list's venue tag: the table's spelling when known, else the tag tidied up."""
    if not written:
        return None
    venue = venue_for_acronym(written)
    if venue is not None:
        return venue.acronym
    tidy = re.sub(r"\s+", " ", written).strip(" .'’‘")
    return tidy or None


_MIN_NAME_WORDS = 3  # "Symposium on Computational Geometry": a venue written out, never a tag
# The acronym a venue's full name states for it, as publishers and lists write it: ACM's "CCC '14: Proceedings of
# the ...", a parenthesis "Proceedings of the ... Symposium (ISSAC 2014)" or "... Processing (MMSP)", Springer's
# "Advances in Cryptology - EUROCRYPT 2012 - 31st Annual ...". Two capitals at least: a parenthesised year or word
# ("(2019)", "(Extended Abstract)") states none.
_STATED_ACRONYM = re.compile(
    r"^(?P<acm>[A-Z][\w&/-]*[A-Z][\w&/-]*)\s*['’‘]\s*\d{2}\s*:\s+\S"
    r"|\((?P<parenthesised>[A-Z][\w&/-]*[A-Z][\w&/-]*)(?:\s*['’‘]?\s*(?:19|20)?\d{2})?\)"
    r"|\s[-–—]\s+(?P<series>[A-Z][\w&/-]*[A-Z][\w&/-]*)\s+(?:19|20)\d{2}\b"
)
# A year written onto the stated acronym with no space ("Workshop on Paraphrasing (IWP2005)"): the meeting's year,
# no part of its name.
_GLUED_YEAR = re.compile(r"(?<=[A-Za-z])(?:19|20)\d{2}$")
# Capitals in a parenthesis that are a publisher or a place, not the venue ("... Conference (IEEE)", "Austin (USA)").
_NOT_STATED = frozenset({"ACM", "IEEE", "USENIX", "SIAM", "IFIP", "AAAI", "CEUR", "USA", "UK", "EU"})


def stated_acronym(name: str | None) -> str | None:
    """The acronym a venue's written-out name states for it ("... Signal Processing (MMSP)" is MMSP), or None."""
    stated = _STATED_ACRONYM.search(name) if name else None
    if stated is None:
        return None
    acronym = _GLUED_YEAR.sub("", next(group for group in stated.groups() if group))
    return None if acronym in _NOT_STATED else acronym


def named_acronym(written: str | None, acronym: str | None = None) -> str | None:
    """The table's acronym for a venue a list names, by alias ("PVLDB") or, written out, by the name patterns of
    records' venue strings ("Proceedings of the 25th ACM SIGKDD International Conference on Knowledge Discovery &
    Data Mining" is KDD); for a venue the table does not know, the acronym the list gave, else the acronym the name
    states ("2021 IEEE 23rd International Workshop on Widget Processing (WIDP)" is WIDP), else the name tidied."""
    if not written or venue_for_acronym(acronym or written) is not None or len(written.split()) < _MIN_NAME_WORDS:
        return canonical_acronym(acronym or written)  # "USENIX" alone: a tag, whose table is its aliases
    named = venue_for_name(written)
    if named is not None:
        return named.acronym
    return acronym or canonical_acronym(stated_acronym(written) or written)


@lru_cache(maxsize=8192)
def venue_for_name(text: str | None) -> Venue | None:
    """The known venue a venue string or journal reference names, or None.

    dblp names a co-located workshop "Workshop@Conference": the workshop is the venue. Cached: a run sees the
    same few hundred venue strings over and over.
    """
    if not text:
        return None
    tidy = re.sub(r"\s+", " ", text.replace("&", " and ").split("@", 1)[0]).strip()
    inverted = _INVERTED_PROCEEDINGS.match(tidy)
    if inverted is not None:
        tidy = f"{inverted.group('kind')} {inverted.group('topic')}"
    folded = tidy.casefold()
    trigrams = {folded[start : start + _TRIGRAM] for start in range(len(folded) - _TRIGRAM + 1)}
    offered = sorted(_ALWAYS_TRIED + [index for trigram in trigrams for index in _BY_TRIGRAM.get(trigram, ())])
    for index in offered:  # in the table's order: the first venue whose pattern matches
        venue, pattern, needed = _PATTERNS[index]
        if needed in folded and pattern.search(tidy):
            return venue
    return None


def venue_for_dblp_key(key: str | None) -> Venue | None:
    """The known venue of a dblp key ("conf/osdi/MoritzNWTLLEYPJ18" -> OSDI); UNKNOWN_VENUE for other keys."""
    if not key:
        return None
    end = key.find("/", key.find("/") + 1)
    if end <= 0:
        return None
    return _BY_PREFIX.get(key[:end].lower(), UNKNOWN_VENUE)


def record_venue(record: SourceRecord) -> Venue | None:
    """The known venue a record says it appeared at: dblp key first (exact), then venue string, then journal ref.

    Another source's link to dblp's CoRR copy names no venue of its own record: S2 links the CoRR key of a published
    paper whose conference record dblp lacks (as in ``is_arxiv_record``).
    """
    by_key = venue_for_dblp_key(record.dblp_key)
    if by_key is ARXIV and record.source != "dblp":
        by_key = None
    for venue in (by_key, venue_for_name(record.venue), venue_for_name(record.journal_ref)):
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
    """1.0 when the record appeared at the venue the list names (or in a journal that carries its papers: TOG for
    SIGGRAPH), 0.0 when it names another venue, None unknown.

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
    agrees = any(claim is wanted or claim.acronym in wanted.published_in for claim in claims)
    return 1.0 if agrees else 0.0


def _claimed_venues(record: SourceRecord) -> list[Venue]:
    """Every venue other than arXiv the record names; UNKNOWN_VENUE for a key or venue string the table lacks."""
    claims = [venue_for_dblp_key(record.dblp_key)]
    if record.venue and record.venue.strip():
        claims.append(venue_for_name(record.venue) or UNKNOWN_VENUE)
    claims.append(venue_for_name(record.journal_ref))
    return [venue for venue in claims if venue is not None and venue is not ARXIV]
