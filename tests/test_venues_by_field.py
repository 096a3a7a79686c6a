"""The venue table's venues of other fields (HCI, security, theory, programming languages, software engineering,
databases, retrieval, vision and graphics, robotics, speech and music, NLP, multimedia, networking, biology, quantum,
physics, medicine, economics): every name a list writes for one names it, written-out names as records and lists give
them name it, and acronyms that are English words stay out of ordinary titles."""

from __future__ import annotations

import re

import pytest

from enrich.venues import VENUES, Venue, canonical_acronym, named_acronym, venue_for_acronym, venue_for_name

_ACRONYMS = [venue.acronym for venue in VENUES]
# The block of the table that holds them, from its first venue to its last.
FIELD_VENUES: tuple[Venue, ...] = VENUES[_ACRONYMS.index("TOCHI") : _ACRONYMS.index("ECAI") + 1]
_MIN_NAME_WORDS = 3


@pytest.mark.parametrize("venue", FIELD_VENUES, ids=lambda venue: venue.acronym)
def test_every_name_a_list_writes_names_the_venue(venue):
    """The acronym and each alias name the venue as a list's tag; an alias written out (a journal's full name) names
    it as a record's venue string too, so a label's full name and a list's acronym compare equal."""
    for name in (venue.acronym, *venue.aliases):
        assert venue_for_acronym(name) is venue, name
        assert canonical_acronym(name) == venue.acronym, name
        if len(name.split()) >= _MIN_NAME_WORDS:
            assert venue_for_name(name) is venue, name


# Venue strings as records and lists write them out (dblp's abbreviations, S2's and the publishers' long names).
WRITTEN_OUT = {
    "JATIS": ["Journal of Astronomical Telescopes, Instruments, and Systems", "J. Astron. Telesc. Instrum. Syst."],
    "EPL": ["EPL (Europhysics Letters)", "Europhysics Letters"],
    "A&AS": ["Astronomy and Astrophysics Supplement Series", "Astron. Astrophys. Suppl. Ser."],
    "WWW": ["Proceedings of the 16th international conference on World Wide Web"],
    "NCEE": ["Proceedings of the 11th National Conference on Earthquake Engineering"],
    "ICOSSAR": ["International Conference on Structural Safety and Reliability"],
    "Geoscientific Model Development": ["Geosci. Model Devel.", "GMD"],
    "WCEE": [
        "16th World Conference on Earthquake Engineering",
        "18th World Conference on Earthquake Engineering (WCEE 2024)",
    ],
    "ECEES": ["Second European Conference on Earthquake Engineering and Seismology"],
    "ICEGE": ["7th International Conference on Earthquake Geotechnical Engineering"],
    "TOCHI": ["ACM Trans. Comput. Hum. Interact.", "ACM Transactions on Computer-Human Interaction"],
    "TACCESS": ["ACM Trans. Access. Comput.", "ACM Transactions on Accessible Computing (TACCESS)"],
    "ASSETS": ["Proceedings of the 22nd International ACM SIGACCESS Conference on Computers and Accessibility"],
    "IJHCI": ["International Journal of Human–Computer Interaction", "Int. J. Hum. Comput. Interact."],
    "MobileHCI": [
        "Proceedings of the 18th International Conference on Human-Computer Interaction with Mobile Devices and "
        "Services"
    ],
    "IMWUT": ["Proc. ACM Interact. Mob. Wearable Ubiquitous Technol."],
    "UbiComp": ["ACM International Joint Conference on Pervasive and Ubiquitous Computing"],
    "EUROCRYPT": [
        "Proceedings of the 31st Annual International Conference on Theory and Applications of Cryptographic Techniques"
    ],
    "FC": ["International Conference on Financial Cryptography and Data Security", "FC 2019"],
    "TIFS": ["IEEE Trans. Inf. Forensics Secur.", "IEEE Transactions on Information Forensics and Security"],
    "TDSC": ["IEEE Trans. Dependable Secur. Comput."],
    "CHES": ["IACR Trans. Cryptogr. Hardw. Embed. Syst.", "IACR Transactions on CHES", "CHES 2016"],
    "MSR": ["IEEE/ACM International Conference on Mining Software Repositories", "MSR 2020"],
    "IACR ePrint": ["IACR Cryptol. ePrint Arch.", "Cryptology ePrint Archive"],
    "STOC": ["Proceedings of the 50th Annual ACM SIGACT Symposium on Theory of Computing"],
    "SODA": ["ACM-SIAM Symposium on Discrete Algorithms"],
    "ICALP": ["International Colloquium on Automata, Languages, and Programming"],
    "JACM": ["J. ACM", "Journal of the ACM (JACM)"],
    "SICOMP": ["SIAM J. Comput.", "SIAM Journal on Computing"],
    "TCS": ["Theor. Comput. Sci."],
    "TACAS": ["International Conference on Tools and Algorithms for the Construction and Analysis of Systems"],
    "LPAR": ["International Conference on Logic for Programming Artificial Intelligence and Reasoning"],
    "TPHOLs": ["International Conference on Theorem Proving in Higher Order Logics"],
    "FM": ["International Symposium on Formal Methods", "FM 2019"],
    "HOPL": ["Proceedings of the third ACM SIGPLAN conference on History of programming languages"],
    "MPC": ["Mathematics of Program Construction"],
    "CAV": ["International Conference on Computer Aided Verification"],
    "SANER": ["IEEE International Conference on Software Analysis, Evolution and Reengineering"],
    "EMSE": ["Empir. Softw. Eng.", "Empirical Software Engineering"],
    "SIGMOD Record": ["SIGMOD Rec.", "ACM SIGMOD Record"],
    "ICTIR": ["Proceedings of the 2019 ACM SIGIR International Conference on Theory of Information Retrieval"],
    "CLEF": ["Conference and Labs of the Evaluation Forum"],
    "ICMR": ["Proceedings of the 2019 on International Conference on Multimedia Retrieval"],
    "SGP": ["Symposium on Geometry Processing"],
    "CGF": ["Comput. Graph. Forum"],
    "ISRR": ["4th International Symposium on Robotic Research"],
    "IJRR": ["Int. J. Robotics Res.", "The International Journal of Robotics Research"],
    "TISMIR": ["Transactions of the International Society for Music Information Retrieval"],
    "MMSP": ["2021 IEEE 23rd International Workshop on Multimedia Signal Processing (MMSP)"],
    "Audio Mostly": ["Proceedings of the 16th International Audio Mostly Conference"],
    "AES Convention": ["Audio Engineering Society Convention 150"],
    "Music Perception": ["Music Perception: An Interdisciplinary Journal"],
    "SemEval": ["Proceedings of the 5th International Workshop on Semantic Evaluation"],
    "*SEM": ["Proceedings of the Seventh Joint Conference on Lexical and Computational Semantics"],
    "CogSci": ["Proceedings of the Annual Meeting of the Cognitive Science Society"],
    "TOMM": ["ACM Trans. Multim. Comput. Commun. Appl."],
    "JSAC": ["IEEE J. Sel. Areas Commun."],
    "ICC": ["IEEE International Conference on Communications"],
    "QIC": ["Quantum Inf. Comput."],
    "PRA": ["Phys. Rev. A", "Physical Review A"],
    "MNRAS": ["Mon. Not. R. Astron. Soc.", "Mon. Not. Roy. Astron. Soc."],
    "MLST": ["Mach. Learn.: Sci. Technol.", "Machine Learning: Science and Technology"],
    "A&A": ["Astronomy & Astrophysics"],
    "REStat": ["The Review of Economics and Statistics"],
    "JEEA": ["J. Eur. Econ. Assoc."],
    "GECCO": ["Proceedings of the Genetic and Evolutionary Computation Conference"],
    "TCIAIG": ["IEEE Transactions on Computational Intelligence and AI in Games"],
    "JACIII": ["Journal of Advanced Computational Intelligence and Intelligent Informatics"],
}


def _matching_acronyms(text: str) -> set[str]:
    tidy = " ".join(text.replace("&", " and ").split())
    return {
        venue.acronym
        for venue in VENUES
        if any(re.search(pattern, tidy, re.IGNORECASE) for pattern in venue.name_patterns)
    }


@pytest.mark.parametrize("acronym, written", [(a, w) for a, texts in WRITTEN_OUT.items() for w in texts])
def test_a_venue_written_out_names_its_acronym(acronym, written):
    assert venue_for_name(written).acronym == acronym
    if len(written.split()) >= _MIN_NAME_WORDS:  # a shorter one is a tag ("FM 2019"), read by its aliases
        assert named_acronym(written) == acronym
    assert _matching_acronyms(written) - {"LNCS"} <= {acronym} | set(venue_for_name(written).published_in)


# Acronyms of the block that are English words or very short, scoped case-sensitive or anchored: none is found in a
# title or a sentence that uses the word.
@pytest.mark.parametrize(
    "text",
    [
        "Assets and liabilities of a crypto exchange",
        "Soda: a fast solver",
        "A SAT solver for model counting",
        "Random walks on graphs",
        "Salt and pepper noise removal",
        "Raid: redundant arrays of inexpensive disks",
        "Case studies in software engineering",
        "Disc brakes for robots",
        "Models of computation",
        "Phys. Rev. Lett. and its readers",
        "Approx. algorithms for knapsack",
        "Concur: a concurrency library",
        "Cell segmentation with deep networks",
        "Quantum supremacy using a programmable superconducting processor",
        "Neuron-level interpretability",
        "Pam clustering revisited",
        "Alt-text generation for images",
        "Interact with your data",
        "The crypto wars",
        "Sas macros for statisticians",
        "A radiology report generator",
        "Circulation of ideas",
        "An FM radio receiver",
        "Swat team tactics",
        "Evolutionary computation for scheduling",
        "A bit of progress in language modeling. MSR Technical Report",
        "Pattern recognition in computer networks",
    ],
)
def test_ordinary_words_name_no_new_venue(text):
    found = venue_for_name(text)
    assert found is None or found not in FIELD_VENUES, (text, found.acronym)


@pytest.mark.parametrize(
    "written, acronym",
    [
        ("2019 IEEE 7th International Workshop on Widget Signal Processing (WSP)", "WSP"),
        ("Proceedings of the 3rd Workshop on Quux Widgets (QWW '19)", "QWW"),
        ("Proceedings of the Symposium on Frobnication (FROB 2021)", "FROB"),
        ("QWW '19: Proceedings of the Quux Widgets Workshop", "QWW"),
    ],
)
def test_an_unknown_venue_written_out_takes_the_acronym_it_states(written, acronym):
    assert named_acronym(written) == acronym


@pytest.mark.parametrize(
    "written",
    [
        "Proceedings of the Workshop on Quux Widgets (2019)",
        "Proceedings of the Workshop on Quux Widgets (Extended Abstract)",
        "Workshop on Quux Widgets, Austin (USA)",
        "International Workshop on Quux Widgets (IEEE)",
    ],
)
def test_a_parenthesised_year_word_or_place_is_no_acronym(written):
    assert named_acronym(written) == written


def test_another_countrys_national_conference_is_not_the_us_one() -> None:
    assert named_acronym("Colombian National Conference on Earthquake Engineering") != "NCEE"


def test_a_journals_short_form_a_list_writes_alone_is_the_journal() -> None:
    """A list writes "GMD" in a venue column for Geoscientific Model Development: as a venue alone, it is that
    journal, as its alias says."""
    assert canonical_acronym("GMD") == "Geoscientific Model Development"
