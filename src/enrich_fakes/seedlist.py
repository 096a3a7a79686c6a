"""Reading the seed lists just well enough to know which papers the corpus must contain.

Three layouts occur: "• [OSDI '18] Title", "[2020 FAST] Title. [PDF] [Slides]" and markdown
"[2019 Big Data] Name: **Title**. [[PDF](url)]". Lines without a dated [tag] (tables of contents, headings) are
not entries.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

_ENTRY = re.compile(r"^\s*(?:[•*\-]\s*)?\[(?P<tag>[^\]]+)\]\s*(?P<rest>\S.*)$")
_FOUR_DIGIT_YEAR = re.compile(r"\b((?:19|20)\d{2})\b")
_TWO_DIGIT_YEAR = re.compile(r"['‘’`´]\s*(\d{2})\b['‘’`´]?")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_URL = re.compile(r"\((https?://[^)\s]+)\)")
_DOI_IN_URL = re.compile(r"(?:doi\.org/|dl\.acm\.org/doi/(?:abs/|pdf/|full/)?)(10\.\d{4,9}/[^\s?#]+)", re.I)
_ARXIV_IN_URL = re.compile(r"arxiv\.org/(?:abs|pdf)/(\d{4}\.\d{4,5})", re.I)
SEED_SUFFIXES = (".txt", ".md")


@dataclass(frozen=True)
class SeedEntry:
    file: str  # file name only: the corpus is keyed by list, not by where the checkout lives
    line: int  # 1-based
    title: str
    year: int
    venue_tag: str  # as written, year and quotes removed ("SC", "Big Data", "arxiv")
    dois: tuple[str, ...] = ()  # from the entry's own links, lower case
    arxiv_ids: tuple[str, ...] = ()


def parse_seed_line(text: str, file: str = "", line: int = 0) -> SeedEntry | None:
    """The entry on one line, or None when the line is not a dated entry."""
    match = _ENTRY.match(text)
    if not match:
        return None
    tag, rest = match.group("tag"), match.group("rest")
    year, venue = _split_tag(tag)
    if year is None:
        return None
    title = _title(rest)
    if not title:
        return None
    urls = _URL.findall(rest)
    dois = tuple(dict.fromkeys(m.group(1).rstrip(".").lower() for u in urls if (m := _DOI_IN_URL.search(u))))
    arxiv_ids = tuple(dict.fromkeys(m.group(1) for u in urls if (m := _ARXIV_IN_URL.search(u))))
    return SeedEntry(file, line, title, year, venue, dois, arxiv_ids)


def read_seed_file(path: Path) -> list[SeedEntry]:
    entries = []
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        entry = parse_seed_line(text, path.name, number)
        if entry is not None:
            entries.append(entry)
    return entries


def read_seed_dir(directory: Path) -> list[SeedEntry]:
    """Every entry of every list, files in name order so the corpus is built the same way each time."""
    files = sorted(p for p in directory.iterdir() if p.suffix in SEED_SUFFIXES and p.is_file())
    return [entry for path in files for entry in read_seed_file(path)]


def _split_tag(tag: str) -> tuple[int | None, str]:
    four = _FOUR_DIGIT_YEAR.search(tag)
    if four:
        return int(four.group(1)), _clean_venue(tag[: four.start()] + tag[four.end() :])
    two = _TWO_DIGIT_YEAR.search(tag)
    if two:
        short = int(two.group(1))
        return (2000 + short if short < 70 else 1900 + short), _clean_venue(tag[: two.start()] + tag[two.end() :])
    return None, tag


def _clean_venue(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"['‘’`´]", "", text)).strip()


def _title(rest: str) -> str:
    bold = _BOLD.search(rest)
    if bold:
        return bold.group(1).strip()
    head = re.split(r"\s\[", rest, maxsplit=1)[0].strip()
    return head[:-1].rstrip() if head.endswith(".") else head
