"""A synthetic dblp dump in dblp's real XML format, and a list of entries to look up in it.

Used by bench/mirror_bench.py. The dump has what the real one has and a reader must survive: the DOCTYPE naming
dblp.dtd, ISO-8859-1 text whose non-ASCII characters are DTD entities (``M&uuml;ller``), ``<i>`` and ``<sub>``
inside titles, CoRR preprints (``<article publtype="informal">`` keyed ``journals/corr/abs-YYMM-NNNNN`` with an
arxiv.org ``ee`` and the paper's authors), DOIs in ``ee``, ORCIDs on some authors, and ``<www>`` person pages.
Titles collide the way real ones do: words drawn from one Zipf-distributed vocabulary (so "learning" is in a large
share of titles and most words are rare), series ("...: Part II"), the same title again in another year (by other
authors), and a CoRR copy of a share of the conference papers.

The entry list names papers of the dump the way reading lists do (case, punctuation, a dropped article, an
inflected word, a word changed) plus titles the dump does not hold, each with a year (sometimes off by one).
"""

from __future__ import annotations

import gzip
import json
import random
import shutil
from pathlib import Path

DTD = Path(__file__).resolve().parent.parent / "tests" / "data" / "mirror" / "dblp.dtd"
VOCABULARY_SIZE = 300_000
_SYLLABLES = (
    "ka",
    "lo",
    "mi",
    "ne",
    "ru",
    "ta",
    "vi",
    "zo",
    "pe",
    "qu",
    "sa",
    "do",
    "fe",
    "gi",
    "ha",
    "ji",
    "xu",
    "bre",
    "cra",
    "dri",
    "sto",
    "tra",
    "ple",
    "gno",
    "sph",
    "ark",
    "ion",
    "ent",
    "ous",
    "ing",
)
_COMMON = (
    "learning",
    "deep",
    "neural",
    "networks",
    "data",
    "systems",
    "efficient",
    "distributed",
    "model",
    "models",
    "graph",
    "analysis",
    "approach",
    "scalable",
    "framework",
    "optimization",
    "performance",
    "large",
    "language",
    "training",
    "inference",
    "towards",
    "robust",
    "adaptive",
    "fast",
    "memory",
)
_ACCENTED = (
    "M&uuml;ller",
    "G&ouml;del",
    "Jos&eacute;",
    "Fran&ccedil;ois",
    "Ana&iuml;s",
    "S&oslash;rensen",
    "Ake Bj&ouml;rk",
    "Ren&eacute;e",
)
_VENUES = (
    ("conf/osdi", "OSDI"),
    ("conf/sosp", "SOSP"),
    ("conf/nsdi", "NSDI"),
    ("conf/icml", "ICML"),
    ("conf/nips", "NeurIPS"),
    ("conf/sigmod", "SIGMOD Conference"),
    ("conf/kdd", "KDD"),
    ("conf/cvpr", "CVPR"),
    ("conf/aaai", "AAAI"),
    ("conf/www", "WWW"),
    ("conf/sc", "SC"),
    ("conf/eurosys", "EuroSys"),
    ("conf/iclr", "ICLR"),
    ("conf/acl", "ACL"),
    ("conf/sigcomm", "SIGCOMM"),
)
_JOURNALS = (
    ("journals/pvldb", "Proc. VLDB Endow."),
    ("journals/tocs", "ACM Trans. Comput. Syst."),
    ("journals/jmlr", "J. Mach. Learn. Res."),
    ("journals/tpds", "IEEE Trans. Parallel Distributed Syst."),
    ("journals/cacm", "Commun. ACM"),
)
_ROMAN = ("I", "II", "III", "IV")


class _Vocabulary:
    """Words with Zipf-like frequencies: a few common words in many titles, a long tail of rare ones."""

    def __init__(self, rng: random.Random) -> None:
        made = {"".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4))) for _ in range(VOCABULARY_SIZE)}
        self.words = list(_COMMON) + sorted(made)
        weights = [1.0 / (rank + 1) for rank in range(len(self.words))]
        total = 0.0
        self.cumulative = []
        for weight in weights:
            total += weight
            self.cumulative.append(total)

    def sample(self, rng: random.Random, count: int) -> list[str]:
        return rng.choices(self.words, cum_weights=self.cumulative, k=count)


def _title(rng: random.Random, words: _Vocabulary) -> str:
    chosen = words.sample(rng, rng.randint(4, 11))
    title = " ".join(chosen)
    shape = rng.random()
    if shape < 0.25:
        title = f"{chosen[-1].capitalize()}: {title}"
    elif shape < 0.28:
        title = f"On the <i>{chosen[0]}</i> of {title}"
    elif shape < 0.29:
        title = f"{title} with H<sub>2</sub> Sensors"
    elif shape < 0.30:
        title = f"{title} for {rng.choice(_ACCENTED)} Spaces"
    return title[0].upper() + title[1:]


def _authors(rng: random.Random, number: int) -> str:
    """1 to 6 authors, surnames out of 40,000, spelt in letters ("Aucfe Personbdf"): the matcher reads a name by
    its letters (dblp's homonym numbers, "Wei Wu 0001", are not part of it), so names told apart only by digits
    would all read as one person, and any two records would share their authors."""
    lines = []
    for position in range(rng.randint(1, 6)):
        first = rng.choice(_ACCENTED) if rng.random() < 0.05 else f"Au{_spelt((number * 7 + position) % 90_000)}"
        orcid = f' orcid="0000-0002-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"' if rng.random() < 0.2 else ""
        lines.append(f"<author{orcid}>{first} Person{_spelt(rng.randint(1, 40_000))}</author>")
    return "".join(lines)


def _spelt(number: int) -> str:
    """``number`` in letters, one a digit (40,000 -> "eaaaa")."""
    return "".join("abcdefghij"[int(digit)] for digit in str(number))


def _conference(number: int, title: str, year: int, authors: str, rng: random.Random) -> str:
    stream, venue = rng.choice(_VENUES + _JOURNALS)
    doi = f"10.{1000 + number % 9000}/{stream.split('/')[1]}.{year}.{number}"
    if stream.startswith("journals"):
        return (
            f'<article key="{stream}/P{number}" mdate="2024-0{1 + number % 9}-1{number % 10}">'
            f"{authors}<title>{title}.</title><pages>{number % 900}-{number % 900 + 12}</pages>"
            f"<year>{year}</year><volume>{year - 1990}</volume><journal>{venue}</journal>"
            f"<ee>https://doi.org/{doi}</ee><url>db/{stream}/x.html</url></article>\n"
        )
    return (
        f'<inproceedings key="{stream}/P{number}" mdate="2024-0{1 + number % 9}-1{number % 10}">'
        f"{authors}<title>{title}.</title><pages>{number % 900}-{number % 900 + 12}</pages>"
        f"<year>{year}</year><booktitle>{venue}</booktitle><ee>https://doi.org/{doi}</ee>"
        f"<crossref>{stream}/{year}</crossref><url>db/{stream}/{year}.html</url></inproceedings>\n"
    )


def _corr(number: int, title: str, year: int, authors: str) -> str:
    """The CoRR copy of a paper: its title and its authors."""
    arxiv = f"{year % 100:02d}{1 + number % 12:02d}.{number % 100_000:05d}"
    return (
        f'<article publtype="informal" key="journals/corr/abs-{arxiv.replace(".", "-")}" '
        f'mdate="2024-05-2{number % 10}">'
        f"{authors}<title>{title}.</title><year>{year}</year><journal>CoRR</journal>"
        f'<volume>abs/{arxiv}</volume><ee type="oa">https://arxiv.org/abs/{arxiv}</ee>'
        f"<url>db/journals/corr/corr{arxiv[:4]}.html#abs-{arxiv}</url></article>\n"
    )


def _person(number: int) -> str:
    return (
        f'<www mdate="2023-01-01" key="homepages/{number % 1000}/{number}">'
        f"<author>Au{number} Person{number}</author><title>Home Page</title></www>\n"
    )


def _as_listed(rng: random.Random, title: str) -> str:
    """The title as a reading list may write it: markup gone, and one of the usual variations."""
    plain = title.replace("<i>", "").replace("</i>", "").replace("<sub>", "").replace("</sub>", "")
    for entity, char in (
        ("&uuml;", "ü"),
        ("&ouml;", "ö"),
        ("&eacute;", "é"),
        ("&ccedil;", "ç"),
        ("&iuml;", "ï"),
        ("&oslash;", "ø"),
    ):
        plain = plain.replace(entity, char)
    variation = rng.random()
    if variation < 0.2:
        return plain.lower()
    if variation < 0.35:
        return plain.replace(":", " -")
    if variation < 0.5:
        words = plain.split()
        at = rng.randrange(len(words))
        words[at] = words[at] + "s"
        return " ".join(words)
    if variation < 0.6:
        words = plain.split()
        words[rng.randrange(len(words))] = "novel"
        return " ".join(words)
    return plain


def write_dump(folder: Path, records: int, entries: int, seed: int = 7) -> tuple[Path, Path]:
    """dblp.xml.gz (+ dblp.dtd) with about ``records`` publication records, and entries.jsonl with ``entries``
    lines {"title", "year", "key"} ("key" is the dump record the entry names, null when the dump has none)."""
    rng = random.Random(seed)
    words = _Vocabulary(rng)
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(DTD, folder / "dblp.dtd")
    dump, listed = folder / "dblp.xml.gz", folder / "entries.jsonl"
    in_dump = entries * 9 // 10
    pick_share = in_dump / records
    chosen: list[dict] = []
    with gzip.open(dump, "wt", encoding="iso-8859-1", compresslevel=3) as out:
        out.write('<?xml version="1.0" encoding="ISO-8859-1"?>\n<!DOCTYPE dblp SYSTEM "dblp.dtd">\n<dblp>\n')
        number = 0
        previous = _title(rng, words)
        while number < records:
            title = _title(rng, words)
            shape = rng.random()
            if shape < 0.02:  # a series: "...: Part II" of the previous title
                title = f"{previous}: Part {rng.choice(_ROMAN)}"
            elif shape < 0.04:  # the same title again, in another year
                title = previous
            year = rng.randint(1990, 2026)
            authors = _authors(rng, number)
            out.write(_conference(number, title, year, authors, rng))
            if rng.random() < pick_share:
                chosen.append(
                    {"title": _as_listed(rng, title), "year": year + (rng.random() < 0.1), "key": f"P{number}"}
                )
            number += 1
            if rng.random() < 0.15 and number < records:  # the CoRR copy, often a year earlier
                out.write(_corr(number, title, year - (rng.random() < 0.5), authors))
                number += 1
            if rng.random() < 0.05:
                out.write(_person(number))
            previous = title
        out.write("</dblp>\n")
    while len(chosen) < in_dump:
        chosen.append(rng.choice(chosen))
    rng.shuffle(chosen)
    unknown = [
        {"title": _as_listed(rng, _title(rng, words)), "year": rng.randint(1990, 2026), "key": None}
        for _ in range(entries - in_dump)
    ]
    with listed.open("w", encoding="utf-8") as out:
        for entry in chosen[:in_dump] + unknown:
            out.write(json.dumps(entry) + "\n")
    return dump, listed


def write_reading_list(entries: list[dict], path: Path) -> Path:
    """``entries`` as a BibTeX reading list, one entry a line, so entry ``i`` is on line ``i + 1`` (the parse
    stage's occurrence line tells which listed entry a paper came from). Title and year only, as many lists give."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as out:
        for number, entry in enumerate(entries):
            out.write(f"@inproceedings{{e{number}, title = {{{entry['title']}}}, year = {{{entry['year']}}}}}\n")
    return path
