"""Reference-list citations hard-wrapped over several source lines, told apart from entries with sub-lines.

A reference list pasted from a PDF, or written with a fixed line width, wraps each citation over two or three
lines; the continuation lines carry no number, and a page number may stand alone between them. Every citation
style that puts its authors first (APA, Chicago, MLA, Harvard, Vancouver, Nature, IEEE, ACM, GB/T 7714, BibTeX's
plain) opens with a name, and a citation ends with a full stop, a closing bracket or an address. So a run of lines
whose first opens with authors is one citation until a line ends as a citation does and the next opens with authors
again. Lists that put the title on a line of its own and the authors and venue below it open with the title, not a
name, and keep their sub-lines (``enrich.parse.items``).

The rules are pure functions of the lines' text; ``enrich.parse.blocks`` joins the lines they group.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from enrich.venues import venue_for_name

# The particles a surname may open with ("van der Berg", "de Souza", "di Marco", "von Neumann", "Da Silva"): a capital
# cannot tell where such an author list starts, so the particles are read before it.
SURNAME_PARTICLES = (
    r"(?:(?:[Vv]an|[Vv]on|[Dd]e|[Dd]er|[Dd]en|[Dd]el|[Dd]ella|[Dd]a|[Dd]as|[Dd]os|[Dd]u|[Dd]i|[Ll]a|[Ll]e|ter|ten)"
    r"\s+|[dl]['’](?=[A-Z])){1,3}"  # "d'Albertas F", "l'Hôte A": the particle's apostrophe joins it to the name
)
_LEADING_PARTICLES = re.compile(SURNAME_PARTICLES)
# Capitalised particles open a surname only where the name is inverted, its comma after it: "De Uña-Alvarez, J.".
_CAPITAL_PARTICLES = re.compile(rf"{SURNAME_PARTICLES}(?=[A-Z][\w'’-]+,\s)")
_PARTICLE_CAPITALS = frozenset("VDL")
# The opening of an author list in the styles above: "Radford, A.", "Radford, Alec,", "Radford, Alec.", "A. Radford,",
# "J.-P. Roy", "Radford A,", "RADFORD A", "Alec Radford, Jong Wook Kim, and ...", "Alec Radford and ...", "Alec
# Radford. 2021.", "Alec Radford. Title", and the surnames of an author-date key.
_AUTHORS_FIRST = re.compile(
    # a number the list gives it ("16.Kong, Q.": glued too; ACS's "(5)")
    r"(?:\d{1,3}[.)]\s+|\d{1,3}\.(?=[A-Z])|\[\d{1,3}\]\s*|\(\d{1,3}\)\s+)?"
    r"(?:"
    # a given name may be hyphenated ("Ho, Jean-Marc.", "Kim, Ji-hye,")
    r"[A-Z][\w'’-]+,\s+(?:[A-Z]\.|[A-Z][a-z]+(?:-[^\W\d_]+)?"
    r"(?:\s+[A-Z]\.|\s+[A-Z]{1,2},|(?:\s+[A-Z][a-z]+)?(?:[,.]|\s+(?:and|&)\s)))"
    rf"|(?:[A-Z]\.\s?(?:-[A-Z]\.\s?)?){{1,3}}(?:{SURNAME_PARTICLES})?[A-Z][\w'’-]+(?:,|\s+and\s|\s+&\s|\.)"
    r"|[A-Z][\w'’-]+\s+[A-Z]{1,3}(?:,|\.\s)"
    # Vancouver's names with stops after the initials, the next name or the year after them: "Aprile A., Eramo G.
    # 2014.", "Contreras D.A. 2010"
    r"|[A-Z][\w'’-]+\s+[A-Z]\.(?:\s?-?[A-Z]\.){0,2}(?:,\s+[A-Z]|\s+\(?(?:19|20)\d\d\b)"
    r"|[A-Z]{2,}[\w-]*\s+[A-Z]{1,3}\b"
    r"|[A-Z][\w'’-]+(?:\s+et\.?\s*al\b|\s+(?:and|&)\s+[A-Z][\w'’-]+[,.]?\s+\(?(?:19|20)\d\d)"  # "Moss and Quinn. 2021"
    rf"|[A-Z][a-z]+(?:\s+[A-Z]\.|\s+[A-Z][a-z]+)?\s+(?:{SURNAME_PARTICLES})?[A-Z][\w'’-]+"
    rf"(?:,\s+(?:and\s+)?[A-Z][a-z]+\s+(?:{SURNAME_PARTICLES})?[A-Z]|\s+(?:and|&)\s+[A-Z]|\.\s+(?:(?:19|20)\d\d\.|[A-Z]))"
    r")"
)
# The mark Chicago, MLA and APA set where a citation's names would stand when they are the citation's above: a rule
# of em dashes (typed as hyphens or underscores too) before the full stop or comma that closes the names, "———. 2004.
# “Title.”", "---, ed. 2019.".
SAME_AUTHORS = re.compile(r"(?:—{2,}|–{3,}|-{3,}|_{3,})(?=\s*[.,](?:\s|$))")
_SAME_AUTHORS_OPENINGS = ("——", "–––", "---", "___")
# How a title opens after the names: a capital or digit that is no initial ("A. Title"), or an acronym written with a
# lower-case letter first ("fMRI", "mRNA").
_TITLE_OPENS = r"(?=[A-Z0-9](?!\.)|[a-z]+[A-Z])"
_TITLE_OPENING = re.compile(_TITLE_OPENS)
_SURNAME = rf"(?:{SURNAME_PARTICLES})?[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?"
# "Radford A, Kim JW, Hallacy C." (BMC's "Radford A, Kim JW:") and GB/T's capitals "RADFORD A, KIM J W, et al.";
# the title follows, or the year in parentheses as Springer's basic style writes it ("Radford A, Kim JW (2021)
# Title."). Two names at least (or "et al"): "Ian H. Witten, Title" is a given name and its initial.
_INITIALS_AFTER_NAMES = re.compile(
    rf"{_SURNAME}\s+[A-Z]{{1,3}}(?:\s[A-Z]){{0,2}}(?:(?:,\s*{_SURNAME}\s+[A-Z]{{1,3}}(?:\s[A-Z]){{0,2}})+"
    rf"(?:,\s*et\s+al)?|,\s*et\s+al)(?:[.:]\s+{_TITLE_OPENS}|\s+(?=\((?:19|20)\d\d[a-z]?\)\s))"
)
# One name with its initials, "Radford A. Title.": only in a citation dated as Vancouver dates it (below), where no
# title opens with a word and a capital alone.
_ONE_NAME_INITIALS = re.compile(rf"{_SURNAME}\s+[A-Z]{{1,3}}\.\s+{_TITLE_OPENS}")
# Vancouver's date before a journal's volume: "2018;379(16)", "2020 Mar 3;323", "2013;(9)".
VANCOUVER_DATE = re.compile(r"(?:19|20)\d{2}(?:\s+[A-Z][a-z]{2,8}\.?(?:\s+\d{1,2})?)?\s*;\s*\(?\d")
# "Radford, A., Kim, J. W. & Hallacy, C." (or "Radford, A. et al.", or BMC's and Springer's "Radford, A., Kim, J.
# W." without "&", or ACS's "Radford, A.; Kim, J. W."): surname, initials, the last after "&"; a title follows, not
# APA's "(2001)" nor another initial.
_INITIALS = r"[A-Z]\.(?:\s?-?[A-Z]\.)*"
_NATURE_AUTHORS = re.compile(
    rf"{_SURNAME},\s+{_INITIALS}(?:(?:[,;]\s+{_SURNAME},\s+{_INITIALS})*"
    rf"(?:[,;]?\s+(?:&|and)\s+{_SURNAME},\s+{_INITIALS}|\s+et\s+al\.)|(?:[,;]\s+{_SURNAME},\s+{_INITIALS})+)"
    rf"\s+{_TITLE_OPENS}"
)
# One name with its initials, "Radford, A. Title.": only in a citation dated as Nature dates it, by its volume and
# pages and the year in parentheses at its end ("Nature 521, 436–444 (2015).").
_ONE_NAME_COMMA_INITIALS = re.compile(rf"{_SURNAME},\s+{_INITIALS}\s+{_TITLE_OPENS}")
_NATURE_DATE = re.compile(r"\d+,\s*\w*\d+(?:\s*[-–]\s*\w*\d+)?\s*\((?:19|20)\d\d\)\.?\s*$")
# Harvard's single-quoted title after the year, in parentheses or bare before a comma ("Lee, A. 1997, 'Title',").
_HARVARD_TITLE = re.compile(
    r"(?:\((?:19|20)\d\d[a-z]?\)[.,]?|(?<![\d(])(?:19|20)\d\d[a-z]?,)\s+['‘](.+?)[.,]?['’](?=[,.]?(?:\s|$))"
)
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
# A citation's date: its year, or the "n.d." (no date) author-date styles write in the year's place.
_DATE = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)|\bn\.\s?d\.")
_PAGE_NUMBER = re.compile(r"\d{1,4}")
# How a citation's last line ends: its full stop (after pages, a year, a title), a closing bracket, or an address.
_CITATION_END = re.compile(r"(?:[.)\]]|\S*/\S*)\s*$")
# A line that stops after an initial ("..., and A." over "L. Radford, “Title,”") stops inside an author list: its full
# stop is the initial's, not the citation's.
_ENDS_WITH_INITIAL = re.compile(r"(?:^|[\s,(-])[A-Z]\.\s*$")
# Identifier labels `enrich fix` writes at the end of an entry's line ("[DOI: 10.1145/...] [arXiv: 2601.1]"): the
# Markdown reader sets them aside from the line's text (``enrich.parse.blocks``), so that every rule reads the lines
# as they were before the fix.
IDENTIFIER_LABELS = re.compile(r"(?:\s*\[(?:doi|arxiv):[ \t]*[^\]\s]+\])+\s*$", re.IGNORECASE)


# Where the author list of the author-date styles that set the year off without a full stop ends, and its title
# starts: AGU's "Names (2010), Title, Venue, 48", Springer's "Names (2010) Title. Venue 48:1", AMS's "Names, 2010:
# Title. Venue, 48", the USGS's "Names, 2010, Title: Venue, v. 48" and Copernicus's "Names: Title, Venue, 48, 2010."
# (no year there: the last initial's colon).
# The month (and day) a year in brackets may carry: APA's "(2018, August)", "(2019, July 14-18)".
MONTH_AFTER_YEAR = r"(?:,\s*[A-Z][a-z]+\.?(?:\s+\d{1,2}(?:\s*[-–]\s*\d{1,2})?)?)?"
_AUTHOR_DATE_LEAD = re.compile(
    rf"(?P<names>(?:{SURNAME_PARTICLES})?[A-Z][^:()]{{2,400}}?)"
    rf"(?:,?\s*\((?P<parenthesised>(?:19|20)\d\d)[a-z]?{MONTH_AFTER_YEAR}\)[,.:]?"
    r"|,\s+(?P<colon>(?:19|20)\d\d)[a-z]?[:,]|(?<=[A-Z]\.):)"
    r"\s+(?=[\w“\"‘'])"
)
# A short lead a list files a citation under (a method, a topic, a tag): one to four words, no comma, bracket or
# sentence among them, then a colon or a dash ("Tobit: Zou, B. (2019). Title.", "Panel + DID - Estrada, R. ...").
_SHORT_LEAD = re.compile(r"[^\W\d_][^\s:,;()\[\]]*(?:\s+[^\s:,;()\[\]]+){0,3}?\s*(?::|\s[-–—])\s+")
# A comma-separated title ends where a venue follows with its volume: ", Rev. Geophys., 48", ", J. Climate, 12"; the
# USGS style sets the venue off with a colon and marks its volume "v.": ": Hydrogeology Journal, v. 15, no. 3".
_COLON_VENUE = r":\s+(?=[A-Z][^,:]{1,80},\s*v\.\s*\d)"
_COMMA_THEN_VENUE = re.compile(rf",\s+(?=[A-Z][^,]{{1,80}},\s*\d)|{_COLON_VENUE}")
_COLON_THEN_VENUE = re.compile(_COLON_VENUE)


# The names of an author-date key: surnames joined by commas, "and" or "&", then perhaps "et al."; a surname may
# keep its initials as Vancouver writes them after it ("Yang GR and Wang XJ, 2020", "Klinzing JG et al., 2019").
_KEY_SURNAME = r"[A-Z][\w'’-]+(?:\s+[A-Z]{1,3}\b(?!['’-]))?"
_KEY_NAMES = (
    rf"(?P<names>(?:{SURNAME_PARTICLES})?{_KEY_SURNAME}(?:(?:\s*,\s*|\s+and\s+|\s*&\s*){_KEY_SURNAME})*)"
    r"(?:,?\s+et\.?\s+al\.?)?"
)
_KEY_YEAR = r"\(\s*(?P<year>(?:19|20)\d{2})[a-z]?\s*\)"
# An author-date key alone on a line, over its citation: "Amir *et al.* (2013),", "Lee, Wu & Ng (2007)", or its
# year bare after a comma as a Sphinx definition list sets its keys ("Logan, 1998", "Simpson and Emberson, 2006").
_AUTHOR_DATE_KEY_LINE = re.compile(
    rf"\s*{_KEY_NAMES}\s*(?:,?\s*{_KEY_YEAR}|,\s*(?P<bare_year>(?:19|20)\d{{2}})[a-z]?)\s*[,.:]?\s*"
)
# An author-date key standing just before a link's text, its year bare or in parentheses: "Lee et al. 2019 [Title]",
# "Lee and Wu (2019): [Title]", "Lee, Wu & Ng, 2019 "[Title]"", perhaps with the journal after the year, plain or
# italic, as a lead that cites the linked title: "Lee et al., 2013, Nature. [Title]", "Lee & Wu, 2018, *J. Neurosci.*.
# [Title]", or a preprint server, whose name opens in lower case ("Uria B et al., 2020, bioRxiv. [Title]").
_KEY_BEFORE_LINK = re.compile(
    rf"\s*{_KEY_NAMES},?\s*(?:{_KEY_YEAR}|(?P<bare_year>(?:19|20)\d{{2}})[a-z]?)"
    r"(?:\s*,\s*(?P<venue>[*_]{0,2}(?:[A-Z]|[a-z]+R[Xx]iv\b|arXiv\b)[^\[\]*_\d]{0,80}?[*_]{0,2}))?\s*[,.:–-]?\s*[\"“]?"
)


class Lead(NamedTuple):
    """What an author-date lead before a linked title says: the names as written, the year, the journal if given."""

    names: str
    year: int
    venue: str | None


def key_before_link(text: str, link_start: int) -> bool:
    """Whether the text before a link is an author-date key and nothing else: the line names its paper by the key
    and the linked title (``Lee et al. 2019 [Title](url)``), an entry of its own even where the line stands under
    another in one paragraph."""
    return link_start > 0 and lead_before_link(text[:link_start]) is not None


def lead_before_link(text: str) -> Lead | None:
    """The names, year and journal of an author-date lead that is all the text before a linked title (``Lee et
    al., 2013, Nature. [Title](url)``); None when the text is anything else."""
    found = _KEY_BEFORE_LINK.fullmatch(text)
    if found is None:
        return None
    venue = (found.group("venue") or "").strip(" *_.") or None
    return Lead(found.group("names"), int(found.group("year") or found.group("bare_year")), venue)


# Names, year and journal after a linked title, as PubMed and Vancouver cite: "[Title](url), Lee AB & Wu C, 2010,
# Nat Rev Neurosci", "[Title](url), Lee AB et al, 2019, Neuron". The names carry their initials, so that a journal
# named before a year ("[Title](url), Nature, 2019") is never read as a person.
_VANCOUVER_NAME = rf"{_SURNAME}\s+[A-Z]{{1,3}}"
_NAMES_YEAR_VENUE = re.compile(
    rf"\s*[,.;:–—-]?\s*(?P<names>{_VANCOUVER_NAME}(?:(?:\s*,\s*|\s+and\s+|\s*&\s*){_VANCOUVER_NAME})*"
    r"(?:,?\s+et\.?\s*al\.?)?)\s*[,.]\s*(?P<year>(?:19|20)\d{2})[a-z]?"
    r"(?:\s*[,.]\s*(?P<venue>[*_]{0,2}[A-Z][^\[\]|*_\d]{0,80}?[*_]{0,2}))?\s*\.?\s*"
)


# Vancouver's names alone, then the title: linked ("Lee AB, Wu C, et al. [Title](url)") or plain ("Lee AB. Title").
_VANCOUVER_NAMES_THEN_TITLE = re.compile(
    rf"\s*{_VANCOUVER_NAME}(?:\s[A-Z])?(?:\s*,\s*{_VANCOUVER_NAME}(?:\s[A-Z])?)*(?:,?\s+et\.?\s*al)?\.\s+"
    rf"(?:\[|{_TITLE_OPENS})"
)


def opens_with_vancouver_names(text: str) -> bool:
    """Whether text opens with an author list as Vancouver and GB/T 7714 write it (surnames and initials, no full
    stops between) and then a title, linked or not: ``Lee AB, Wu C, et al. [Title](url)``."""
    return _VANCOUVER_NAMES_THEN_TITLE.match(text) is not None


def lead_after_link(text: str) -> Lead | None:
    """The names, year and journal that are all the text after a linked title (``, Lee AB & Wu C, 2010, Nat Rev
    Neurosci``); None when the text is anything else."""
    found = _NAMES_YEAR_VENUE.fullmatch(text)
    if found is None:
        return None
    venue = (found.group("venue") or "").strip(" *_.") or None
    return Lead(found.group("names"), int(found.group("year")), venue)


# Full-width brackets and commas, as lists written with a CJK input method set a title's tail: read as ASCII's.
_FULL_WIDTH = str.maketrans("（），", "(),")
# A parenthesised key right after a linked title: "(Lee et al., 2021, ACL, **RocketQA**)", "( Lee, 2022)", "(2017)",
# "(Lee et al., EMNLP, 2021)": the surnames first, the year and the venue among the parts after them.
_KEY_IN_PARENTHESES = re.compile(r"\s*\(\s*(?P<inside>[^()]*?(?:19|20)\d{2}[^()]*?)\s*\)")
_SURNAMES_IN_KEY = re.compile(_KEY_NAMES)
_YEAR_PART = re.compile(r"((?:19|20)\d{2})[a-z]?")


def as_ascii_tail(text: str) -> str:
    """The text with full-width brackets and commas as their ASCII forms, one character for one, so that places
    in it stay where they were."""
    return text.translate(_FULL_WIDTH)


def key_after_link(text: str) -> Lead | None:
    """The surnames, year and venue of a parenthesised author-date key that opens the text after a linked title
    (``（Qu et al., 2021, ACL, **RocketQA**）``, ``(Ma et al., EMNLP, 2021)``, ``(2017)``); names are "" when the
    key gives the year alone. A part set in bold names the system, never the venue. None for any other text."""
    found = _KEY_IN_PARENTHESES.match(as_ascii_tail(text))
    if found is None:
        return None
    parts = [part.strip() for part in found.group("inside").split(",")]
    names = parts[0] if _SURNAMES_IN_KEY.fullmatch(parts[0]) and not _YEAR_PART.fullmatch(parts[0]) else ""
    years = [int(dated.group(1)) for part in parts if (dated := _YEAR_PART.fullmatch(part)) is not None]
    if not years:
        return None
    # Without names, the parts after the year are notes ("(2008, PRF)"); after names, the first plain one the venue.
    others = [part for part in parts[1:] if part and not _YEAR_PART.fullmatch(part) and part[0] not in "*_"]
    return Lead(names, years[0], others[0] if names and others else None)


# A whole citation as a link's text, names first and the year last, commas between: "[Lee, Wu & Ng, Title, 2017]",
# "[Lee et al., Title, 2018]", "[Ana B. Lee, *Title*, 2015]". A name is a surname or given names and a surname.
_GIVEN_THEN_SURNAME = rf"(?:[A-Z][\w'’-]*\.?(?:\s?-?[A-Z]\.)*\s+){{1,3}}(?:{SURNAME_PARTICLES})?[A-Z][\w'’-]+"
_CITED_NAME = rf"(?:{_GIVEN_THEN_SURNAME}|(?:{SURNAME_PARTICLES})?[A-Z][\w'’-]+)"
_CITED_NAMES = rf"{_CITED_NAME}(?:(?:\s*,\s*|\s+and\s+|\s*&\s*){_CITED_NAME})*(?:,?\s+et\.?\s*al\.?)?"
_CLOSING_YEAR = r",?\s+\(?(?P<year>(?:19|20)\d{2})[a-z]?\)?\.?\s*"
# The title opens with no initial (Nature's "Lee, A. Title") nor quote, and holds no full stop before a word: a
# citation of full-stop separated parts, or with a quoted title, is read by the rules for those.
_NAMES_TITLE_YEAR = re.compile(
    rf"\s*(?P<names>{_CITED_NAMES}),\s+(?P<title>(?![A-Z]\.)[^\s\"“‘'](?:(?!\.\s).)*?){_CLOSING_YEAR}"
)
_NAMES_BEFORE_TITLE = re.compile(rf"\s*(?P<names>{_CITED_NAMES}),?\s*")
_YEAR_AFTER_TITLE = re.compile(_CLOSING_YEAR)


class NamedTitle(NamedTuple):
    """A citation's names, where its title stands in the text, and its year."""

    names: str
    title_start: int
    title_end: int
    year: int


def names_title_year(text: str, italic: tuple[int, int] | None = None) -> NamedTitle | None:
    """The parts of a link's text that is a citation of names, title and year set off by commas (``Lee, Wu & Ng,
    Title, 2017``); None for any other text. ``italic``, the span of an italic part, marks the title where a comma
    inside it would blur where the names end (``Ana B. Lee, *Fisher, Neyman or Both?*, 2015``). The caller checks
    that the names are people's."""
    if italic is not None:
        names = _NAMES_BEFORE_TITLE.fullmatch(text, 0, italic[0])
        year = _YEAR_AFTER_TITLE.fullmatch(text, italic[1])
        if names is None or year is None:
            return None
        return NamedTitle(names.group("names"), italic[0], italic[1], int(year.group("year")))
    found = _NAMES_TITLE_YEAR.fullmatch(text)
    if found is None:
        return None
    return NamedTitle(found.group("names"), found.start("title"), found.end("title"), int(found.group("year")))


def author_date_key(text: str) -> tuple[str, int] | None:
    """(the names, the year) of a line that is an author-date key alone, as reference pages set it over the
    citation's title line (``Amir et al. (2013),``); None for any other line."""
    found = _AUTHOR_DATE_KEY_LINE.fullmatch(text)
    return (found.group("names"), int(found.group("year") or found.group("bare_year"))) if found else None


def author_date_lead(text: str) -> tuple[str, int | None, int] | None:
    """(the names, the year, where the title starts) when a citation opens with its authors and sets them off with
    a year in parentheses, a year and a colon, or a colon after the last initial; None otherwise. The caller checks
    that the names are people's."""
    found = _AUTHOR_DATE_LEAD.match(text)
    if found is None:
        return None
    year = found.group("parenthesised") or found.group("colon")
    return found.group("names"), int(year) if year else None, found.end()


def citation_after_lead(text: str, start: int) -> tuple[int, str] | None:
    """(where the citation starts, its names) when the text at ``start`` is a short lead a list files a citation
    under and then a citation whose authors the year sets off (``**Tobit**: Zou, B., & Luo, B. (2019). Title.``):
    the lead is a tag, no part of the title or the authors. None for any other text; the caller checks that the
    names are people's."""
    if "(19" not in text and "(20" not in text:
        return None  # no year in brackets: cheap on the many lines that are no such citation
    lead = _SHORT_LEAD.match(text, start)
    if lead is None or not opens_with_authors(text[lead.end() :]):
        return None
    names = author_date_lead(text[lead.end() :])
    if names is None or names[1] is None:
        return None
    return lead.end(), names[0]


def colon_title_end(text: str) -> int | None:
    """Where a title ends that the USGS style sets off from its venue by a colon (``Title: Hydrogeology Journal, v.
    15, no. 3``), or None when no such venue follows."""
    found = _COLON_THEN_VENUE.search(text)
    return found.start() if found else None


def comma_title_end(text: str) -> int:
    """Where a title that a comma ends (AGU's, Copernicus's) stops: before a venue with its volume; the whole
    text when none follows."""
    found = _COMMA_THEN_VENUE.search(text)
    return found.start() if found else len(text)


def opens_with_authors(text: str) -> bool:
    """Whether a line opens as an authors-first citation does; cheap on lines that start otherwise."""
    if text.startswith(_SAME_AUTHORS_OPENINGS):
        return same_authors(text)
    text = text[_particles_end(text) :]
    return (
        bool(text) and (text[0].isupper() or text[0].isdigit() or text[0] in "[(") and bool(_AUTHORS_FIRST.match(text))
    )


def same_authors(text: str) -> bool:
    """Whether a citation opens with the mark for its names being the citation's above (``SAME_AUTHORS``)."""
    return text.startswith(_SAME_AUTHORS_OPENINGS) and SAME_AUTHORS.match(text) is not None


def opens_a_title(text: str) -> bool:
    """Whether text opens as a title after its authors does: a capital or digit that is no initial, or a lower-case
    acronym ("fMRI: ...")."""
    return _TITLE_OPENING.match(text) is not None


def without_particles(name: str) -> str:
    """A surname without the lower-case particles it opens with: "van der Berg" is one surname, as "Berg" is."""
    return name[_particles_end(name) :]


def _particles_end(text: str) -> int:
    """Where a first surname's particles end: lower-case ones ("van der Berg, S."), or capitalised ones before an
    inverted surname ("De Uña-Alvarez, J.", "Da Silva, L."); 0 when the text opens otherwise."""
    if not text[:1].islower():
        found = _CAPITAL_PARTICLES.match(text) if text[:1] in _PARTICLE_CAPITALS else None
        return found.end() if found else 0
    found = _LEADING_PARTICLES.match(text)
    return found.end() if found and text[found.end() : found.end() + 1].isupper() else 0


def authors_end(text: str, citation: str | None = None) -> int:
    """Where an author list ends that a citation closes with its last initial, so that no full stop of its own
    sets it apart from the title: Vancouver's and GB/T 7714's ``Radford A, Kim JW, Hallacy C. Title.``
    (``RADFORD A, KIM J W.``) and Nature's ``Radford, A., Kim, J. W. & Hallacy, C. Title.`` (``Radford, A. Title.
    Venue 12, 1–9 (2021).`` for one author, where ``citation``, the whole text the names stand in, is dated so);
    0 when none."""
    if not text[_particles_end(text) :][:1].isupper():
        return 0
    found = _INITIALS_AFTER_NAMES.match(text) or _NATURE_AUTHORS.match(text)
    whole = text if citation is None else citation  # the citation the names are a part of
    if found is None and VANCOUVER_DATE.search(whole):  # one author, in a citation that is Vancouver's by its date
        found = _ONE_NAME_INITIALS.match(text)
    if found is None and _NATURE_DATE.search(whole):  # or Nature's
        found = _ONE_NAME_COMMA_INITIALS.match(text)
    return found.end() if found else 0


def single_quoted_title(text: str, start: int) -> tuple[int, int, str] | None:
    """(where the quote opens, where it closes, the title) of Harvard's single-quoted title after the year in
    parentheses: ``Radford, A. and Kim, J.W. (2021) 'Title', Journal``. Only there: elsewhere a single quote is
    as likely an apostrophe."""
    if "'" not in text and "‘" not in text:
        return None
    found = _HARVARD_TITLE.search(text, start)
    return (found.start(1) - 1, found.end(), found.group(1)) if found else None


def is_citation(text: str) -> bool:
    """Text that is a whole authors-first citation: it opens with authors and gives a year."""
    return opens_with_authors(text.strip()) and bool(_YEAR.search(text))


def is_page_number(text: str) -> bool:
    """A line that is a page number alone, left between a citation's lines by a PDF's page break."""
    return len(text) <= 4 and bool(_PAGE_NUMBER.fullmatch(text.strip()))


def citation_runs(texts: Sequence[str]) -> list[list[int]] | None:
    """The indexes of consecutive lines grouped into citations, page-number lines left out; None when the lines
    are not a reference list (the first does not open with authors, or a citation gives no year).

    A line starts a new citation when the line before ends as a citation ends and it opens with authors."""
    if len(texts) < 2 or not opens_with_authors(texts[0].strip()):
        return None
    runs: list[list[int]] = [[0]]
    previous = texts[0].strip()
    for index in range(1, len(texts)):
        text = texts[index].strip()
        if is_page_number(text):
            continue
        if ends_a_citation(previous) and opens_with_authors(text):
            runs.append([index])
        else:
            runs[-1].append(index)
        previous = text
    if not all(_DATE.search(" ".join(texts[index] for index in run)) for run in runs):
        return None
    return runs


def ends_a_citation(text: str) -> bool:
    """Whether a line ends as a citation does (a full stop that is no initial's, a closing bracket, an address):
    the next line may open another citation."""
    return bool(_CITATION_END.search(text)) and not _ENDS_WITH_INITIAL.search(text)


# A word a PDF broke at a line's end, pasted onto one line with its hyphen and a space: "Intel- ligent" (the
# hyphen is the break's alone: a lower-case continuation), "Human- Robot", "RO- MAN" (a capital goes on a hyphenated
# name or acronym).
_BROKEN_WORD = re.compile(r"(?<=[^\W\d_])- (?=[^\W\d_])")


def mend_broken_words(text: str) -> str:
    """The text with words a PDF broke at a hyphen joined again: "Interactive Intel- ligent Systems" is "Interactive
    Intelligent Systems", "Human- Robot Interaction" is "Human-Robot Interaction"."""
    if "- " not in text:
        return text
    return _BROKEN_WORD.sub(lambda found: "" if text[found.end()].islower() else "-", text)


def breaks_word(text: str) -> bool:
    """Whether a line ends inside a word broken at its hyphen ("Large-" over "Scale"): joined without a space."""
    stripped = text.rstrip()
    return stripped.endswith("-") and not stripped.endswith(" -")


# A physics or chemistry citation that gives no title, as APS, AIP and ACS styles (and the lists that copy them)
# write it: the authors, then the journal, its volume, the first page and the year in parentheses, "A. Einstein, B.
# Podolsky, and N. Rosen, Phys. Rev. 47, 777 (1935)", "R. M. Parrish and C. D. Sherrill, *J. Chem. Phys.*
# **141**, 044115 (2014)". Its journal is no title: read as one, every paper of the same journal was the same paper.
# The volume may carry a letter ("Phys. Rev. B 76"), the page an article letter ("L12"); a reference number or a
# citation label may open it ("[Peng:1996:49]"), and a DOI, an address or a link's label ("[DOI](...)") may close it.
_VOLUME_PAGE_YEAR = re.compile(
    r"\s*,?\s*(?:[Vv]ol\.\s*)?(?P<volume>\d{1,4}[A-Z]?)\s*(?:\(\d{1,4}\))?\s*,?\s*(?:pp?\.\s*)?"
    r"[A-Z]?\d{1,7}(?:\s*[-–]\s*[A-Z]?\d{1,7})?\s*\((?P<year>(?:19|20)\d\d)\)\.?"
    r"(?P<after>(?:\s*[,.]?\s*(?:doi:\s*\S+|https?://\S+|See\s+https?://\S+|\[[^\]]*\]\.?|(?i:doi|pdf|arxiv|link)\b\.?))*)\s*$"
)
# The volume, page and bracketed year in a line's markup, as a quick look before a line is read for the whole shape.
TITLELESS_TAIL = re.compile(
    r"\d[*_]*\s*,?\s*(?:pp?\.\s*)?[A-Z]?\d{1,7}(?:\s*[-–]\s*[A-Z]?\d{1,7})?\s*\((?:19|20)\d\d\)"
)
_CITATION_OPENING_LABEL = re.compile(r"\s*(?:\.\.\s+)?\[[^\]\s]{1,60}\]\s+")
_SUFFIX = r"(?:\s+(?:Jr\.?|Sr\.?|II|III|IV))?"
_NAMES_END = re.compile(r"\s*,\s*|(?<=[a-z])\.\s+|\s*\n\s*")
_TITLELESS_NAME = rf"{_CITED_NAME}{_SUFFIX}"
_TITLELESS_NAMES = re.compile(
    rf"{_TITLELESS_NAME}(?:(?:,\s*(?:and\s+|&\s*)?|\s+and\s+|\s*&\s*){_TITLELESS_NAME})*(?:,?\s+et\.?\s*al\.?)?"
)
# A journal's name: capitalised words or their abbreviations, with the words that join them after its first; no
# digits, no commas.
_JOURNAL_NAME = re.compile(r"[A-Z][\w'’&-]*\.?(?:\s+(?:[A-Z][\w'’&-]*\.?|of|and|the|de|&)){0,9}")
_ABBREVIATED_WORD = re.compile(r"\b[A-Z][a-z]*\.(?=\s|$)")
# Initials before a whole word open a person's name, never a journal's ("Y. Maday J. Chem. Phys."): ISO 4 abbreviates
# the word after "J." too ("J. Chem.").
_OPENS_WITH_A_NAME = re.compile(r"(?:[A-Z]\.\s?)+[A-Z][a-z]+(?=\s|$)")


class TitlelessCitation(NamedTuple):
    """What a citation without a title names: its authors as written, its journal, and its year."""

    text: str  # the citation without a label before it or the links after it
    names: str
    journal: str
    year: int


def titleless_citation(text: str) -> TitlelessCitation | None:
    """The parts of a citation of authors, journal, volume, page and year with no title between (see
    ``_VOLUME_PAGE_YEAR``); None for any other text. The names end at the first comma, full stop or line break
    after which the rest reads as a journal's name and its volume: "J. Olsen, J. Chem. Phys. 113" is Olsen's, in
    J. Chem. Phys.; a list that breaks the line after the names may set nothing else there."""
    label = _CITATION_OPENING_LABEL.match(text)
    citation = text[label.end() if label else 0 :].strip()
    tail = _VOLUME_PAGE_YEAR.search(citation)
    if tail is None:
        return None
    body = citation[: tail.start()]
    for end in _NAMES_END.finditer(body):
        names, journal = body[: end.start()].strip(), " ".join(body[end.end() :].split()).strip(" ,")
        if _TITLELESS_NAMES.fullmatch(names) and _names_a_journal(journal):
            year = int(tail.group("year"))
            written = " ".join(citation[: tail.start("after")].split())  # its links are no part of it
            return TitlelessCitation(written, " ".join(names.split()), journal, year)
    return None


def _names_a_journal(text: str) -> bool:
    """A journal's name, known or abbreviated as ISO 4 abbreviates ("Phys. Rev.", "Theor. Chim. Acta"): a single
    word alone only when the venue table knows it ("Science", "Nature"), since a one-word title reads the same."""
    if not _JOURNAL_NAME.fullmatch(text) or _OPENS_WITH_A_NAME.match(text):
        return False
    known = venue_for_name(text) is not None
    return known or len(text.split()) >= 2 and _ABBREVIATED_WORD.search(text) is not None
