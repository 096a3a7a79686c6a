"""Citations of fields the venue table does not know, rendered in the styles those fields write, with made-up venues.

A reading list from neuroscience, biostatistics, computing education or quantum computing names journals and
proceedings no table lists. The parse rules read such a venue by its place in the citation (``enrich.parse.journals``)
and the labeller learns that place from training sequences (``enrich.parse.train_tagger``); both are checked here on
venues that exist nowhere: names built from field and journal words ("Journal of Clinical Tessellomics", "Annals of
Applied Glyphology", "Kryometrics Letters", abbreviated "J. Clin. Tessellomics" or "J Clin Tessellomics"), with
random authors, titles, years, volumes and pages, in the journal styles (Vancouver/AMA, APA, Nature, physics, IEEE,
Chicago) and the proceedings styles (ACM's, LNCS's, IEEE's, a list's ``Name Conference 2019``).

Each rendered citation carries the venue and year a reader would label there (tests/data/lists/labels/README.md):
the journal's name as written, a proceedings' acronym when the citation gives one, else its name without "In" and
"Proceedings of (the)". Deterministic for a given random generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import NamedTuple

# Field words with their ISO 4 abbreviations (the word itself when ISO 4 keeps it). The invented words make sure
# no venue table can know the names built from them.
_ADJECTIVES = (
    ("Clinical", "Clin."),
    ("Applied", "Appl."),
    ("Computational", "Comput."),
    ("Cognitive", "Cogn."),
    ("Experimental", "Exp."),
    ("Theoretical", "Theor."),
    ("Statistical", "Stat."),
    ("Molecular", "Mol."),
    ("Quantum", "Quantum"),
    ("Educational", "Educ."),
    ("Behavioral", "Behav."),
    ("Developmental", "Dev."),
)
_NOUNS = (
    ("Neuroscience", "Neurosci."),
    ("Biostatistics", "Biostat."),
    ("Epidemiology", "Epidemiol."),
    ("Informatics", "Inform."),
    ("Psychiatry", "Psychiatry"),
    ("Tessellomics", "Tessellomics"),
    ("Glyphology", "Glyphol."),
    ("Kryometrics", "Kryometr."),
    ("Spindle Dynamics", "Spindle Dyn."),
    ("Photonics", "Photonics"),
    ("Computing Education", "Comput. Educ."),
    ("Information Processing", "Inf. Process."),
    ("Learning Sciences", "Learn. Sci."),
    ("Medical Imaging", "Med. Imaging"),
)
_TITLE_WORDS = (
    "cortical",
    "sparse",
    "coding",
    "survival",
    "analysis",
    "students",
    "novice",
    "programmers",
    "error",
    "correction",
    "qubits",
    "surface",
    "codes",
    "hippocampal",
    "replay",
    "mixed",
    "models",
    "longitudinal",
    "cohorts",
    "attention",
    "networks",
    "bayesian",
    "inference",
    "decoding",
    "memory",
    "plasticity",
    "trials",
    "estimation",
    "learning",
    "feedback",
)
_SURNAMES = (
    "Okafor",
    "Lindqvist",
    "Moreau",
    "Tanaka",
    "Hernández",
    "Kowalski",
    "Brennan",
    "Achebe",
    "Ivanova",
    "Da Silva",
    "Whitfield",
    "Nakamura",
    "Osei",
    "Petrov",
    "Wu",
    "Li",
)
_GIVEN = ("Amara", "Lars", "Claire", "Kenji", "Lucia", "Piotr", "Siobhan", "Chidi", "Elena", "Rafael", "Nora", "Yuki")
_MONTHS = ("Jan.", "Feb.", "Mar.", "Apr.", "May", "Jun.", "Jul.", "Aug.", "Sep.", "Oct.", "Nov.", "Dec.")
_ORDINALS = ("2nd", "3rd", "5th", "8th", "11th", "14th", "21st", "33rd")


class Journal(NamedTuple):
    """A made-up journal: its full name and its ISO 4 abbreviation (with full stops; NLM drops them)."""

    name: str
    abbreviation: str

    @property
    def nlm(self) -> str:
        return self.abbreviation.replace(".", "")


class Proceedings(NamedTuple):
    """A made-up meeting: the words naming its topic and the acronym built from them."""

    kind: str  # Conference, Symposium, Workshop
    topic: str  # "Clinical Tessellomics"
    acronym: str


class Cited(NamedTuple):
    """One rendered citation line and what a reader would label on it."""

    style: str
    line: str
    title: str
    venue: str | None  # None: the line names no venue, and a venue read there is made up
    year: int
    authors: tuple[str, ...] = ()  # one string per person, as the line writes them


def made_up_journal(rng: random.Random) -> Journal:
    """A journal name from field and journal words, in one of the shapes journals are named."""
    (adjective, short_adjective), (noun, short_noun) = rng.choice(_ADJECTIVES), rng.choice(_NOUNS)
    shapes = (
        (f"Journal of {adjective} {noun}", f"J. {short_adjective} {short_noun}"),
        (f"Annals of {adjective} {noun}", f"Ann. {short_adjective} {short_noun}"),
        (f"{noun} Letters", f"{short_noun} Lett."),
        (f"{adjective} {noun} Review", f"{short_adjective} {short_noun} Rev."),
        (f"Transactions on {adjective} {noun}", f"Trans. {short_adjective} {short_noun}"),
        (f"International Journal of {noun}", f"Int. J. {short_noun}"),
        (f"{adjective} {noun}", f"{short_adjective} {short_noun}"),
        (f"Frontiers in {adjective} {noun}", f"Front. {short_adjective} {short_noun}"),
    )
    return Journal(*rng.choice(shapes))


def made_up_proceedings(rng: random.Random) -> Proceedings:
    """A meeting on a made-up topic with the acronym its words give."""
    (adjective, _), (noun, _) = rng.choice(_ADJECTIVES), rng.choice(_NOUNS)
    topic = f"{adjective} {noun}"
    kind = rng.choice(("Conference", "Symposium", "Workshop"))
    acronym = "".join(word[0] for word in topic.split()) + kind[0]
    return Proceedings(kind, topic, acronym.upper())


def _title(rng: random.Random) -> str:
    """Sentence case as most styles write titles, or title case as lists often do."""
    words = rng.sample(_TITLE_WORDS, rng.randint(4, 8))
    if rng.random() < 0.3:
        return " ".join(word.capitalize() for word in words)
    return " ".join(words).capitalize()


def _people(rng: random.Random) -> list[tuple[str, str, str]]:
    """(given name, middle initial, surname) for two to four authors."""
    return [
        (rng.choice(_GIVEN), rng.choice("ABCDEFGHJKLMNPRST"), rng.choice(_SURNAMES)) for _ in range(rng.randint(2, 4))
    ]


def _and_joined(names: Sequence[str], conjunction: str = "and") -> str:
    return ", ".join(names[:-1]) + f", {conjunction} " + names[-1] if len(names) > 2 else f" {conjunction} ".join(names)


def _numbers(rng: random.Random) -> tuple[int, int, int, int]:
    """(volume, issue, first page, last page)."""
    first = rng.randint(1, 900)
    return rng.randint(1, 80), rng.randint(1, 12), first, first + rng.randint(3, 30)


def _doi(rng: random.Random) -> str:
    return f"10.{rng.randint(1000, 9999)}/{rng.choice('abcdefghjk')}{rng.randint(10000, 99999)}"


def _italic(rng: random.Random, text: str) -> str:
    return f"*{text}*" if rng.random() < 0.5 else text


Style = Callable[[random.Random, int], Cited]


def _vancouver(rng: random.Random, number: int) -> Cited:
    journal, title, year = made_up_journal(rng), _title(rng), rng.randint(1985, 2025)
    volume, issue, first, last = _numbers(rng)
    people = [f"{surname} {given[0]}{middle}" for given, middle, surname in _people(rng)]
    tail = rng.choice(("", f" doi:{_doi(rng)}", f" PMID: {rng.randint(10000000, 39999999)}."))
    line = f"{number}. {', '.join(people)}. {title}. {journal.nlm}. {year};{volume}({issue}):{first}-{last}.{tail}"
    return Cited("vancouver", line, title, journal.nlm, year, tuple(people))


def _ama(rng: random.Random, number: int) -> Cited:
    journal, title, year = made_up_journal(rng), _title(rng), rng.randint(1985, 2025)
    volume, issue, first, last = _numbers(rng)
    people = [f"{surname} {given[0]}{middle}" for given, middle, surname in _people(rng)]
    month = rng.choice(("", f" {rng.choice(_MONTHS).rstrip('.')}"))
    line = (
        f"{number}. {', '.join(people)}. {title}. {_italic(rng, journal.abbreviation)} {year}{month};{volume}({issue}):"
        f"{first}-{last}. doi:{_doi(rng)}"
    )
    return Cited("ama", line, title, journal.abbreviation, year, tuple(people))


def _apa(rng: random.Random, number: int) -> Cited:
    journal, title, year = made_up_journal(rng), _title(rng), rng.randint(1985, 2025)
    volume, issue, first, last = _numbers(rng)
    names = [f"{surname}, {given[0]}. {middle}." for given, middle, surname in _people(rng)]
    authors = ", ".join(names[:-1]) + ", & " + names[-1]
    suffix = rng.choice(("", "a", "b"))
    name, shown_volume = (f"*{journal.name}*", f"*{volume}*") if rng.random() < 0.5 else (journal.name, str(volume))
    line = f"- {authors} ({year}{suffix}). {title}. {name}, {shown_volume}({issue}), {first}–{last}. https://doi.org/{_doi(rng)}"
    return Cited("apa", line, title, journal.name, year, tuple(names))


def _nature(rng: random.Random, number: int) -> Cited:
    journal, title, year = made_up_journal(rng), _title(rng), rng.randint(1985, 2025)
    volume, _, first, last = _numbers(rng)
    names = [f"{surname}, {given[0]}. {middle}." for given, middle, surname in _people(rng)]
    authors = ", ".join(names[:-1]) + " & " + names[-1]
    bold_volume = f"**{volume}**" if rng.random() < 0.5 else str(volume)
    line = f"{number}. {authors} {title}. {_italic(rng, journal.abbreviation)} {bold_volume}, {first}–{last} ({year})."
    return Cited("nature", line, title, journal.abbreviation, year, tuple(names))


def _physics(rng: random.Random, number: int) -> Cited:
    journal, title, year = made_up_journal(rng), _title(rng), rng.randint(1985, 2025)
    volume, _, first, _ = _numbers(rng)
    people = [f"{given[0]}. {middle}. {surname}" for given, middle, surname in _people(rng)]
    pages = rng.choice((f", {first}", f":{first}"))
    line = f"[{number}] {_and_joined(people)}, {title}, {journal.abbreviation} {volume}{pages} ({year})."
    return Cited("physics", line, title, journal.abbreviation, year, tuple(people))


def _ieee(rng: random.Random, number: int) -> Cited:
    journal, title, year = made_up_journal(rng), _title(rng), rng.randint(1985, 2025)
    volume, issue, first, last = _numbers(rng)
    people = [f"{given[0]}. {middle}. {surname}" for given, middle, surname in _people(rng)]
    month = rng.choice(("", f"{rng.choice(_MONTHS)} "))
    name = _italic(rng, rng.choice((journal.name, journal.abbreviation)))
    numbers = f"vol. {volume}, no. {issue}, pp. {first}–{last}"
    line = f'[{number}] {_and_joined(people)}, "{title}," {name}, {numbers}, {month}{year}.'
    return Cited("ieee", line, title, name.strip("*"), year, tuple(people))


def _ieee_unquoted(rng: random.Random, number: int) -> Cited:
    """IEEE's order without its quotes, as hand-written lists cite: names, title, journal, date, by commas alone."""
    journal, title, year = made_up_journal(rng), _title(rng), rng.randint(1985, 2025)
    volume, _, first, last = _numbers(rng)
    people = [f"{given[0]}. {surname}" for given, _, surname in _people(rng)]
    tail = rng.choice((f"{year}", f"vol. {volume}, pp. {first}–{last}, {year}", f"{volume}:{first}–{last}, {year}"))
    line = f"- {_and_joined(people)}, {title}, {journal.name}, {tail}."
    return Cited("ieee-unquoted", line, title, journal.name, year, tuple(people))


def _chicago(rng: random.Random, number: int) -> Cited:
    journal, title, year = made_up_journal(rng), _title(rng), rng.randint(1985, 2025)
    volume, issue, first, last = _numbers(rng)
    people = _people(rng)
    given, middle, surname = people[0]
    names = [f"{surname}, {given} {middle}."] + [f"{g} {m}. {s}" for g, m, s in people[1:]]
    authors = _and_joined(names).rstrip(".") + "."
    name = _italic(rng, journal.name)
    if rng.random() < 0.5:  # author-date
        line = f'- {authors} {year}. "{title}." {name} {volume} ({issue}): {first}–{last}.'
    else:  # notes and bibliography
        line = f'- {authors} "{title}." {name} {volume}, no. {issue} ({year}): {first}–{last}.'
    return Cited("chicago", line, title, journal.name, year, tuple(names))


def _acm_proceedings(rng: random.Random, number: int) -> Cited:
    meeting, title, year = made_up_proceedings(rng), _title(rng), rng.randint(1985, 2025)
    _, _, first, last = _numbers(rng)
    people = [f"{given} {middle}. {surname}" for given, middle, surname in _people(rng)]
    ordinal = rng.choice(_ORDINALS)
    acronym = f"({meeting.acronym} '{year % 100:02d})"
    name = f"Proceedings of the {ordinal} Annual {meeting.kind} on {meeting.topic} {acronym}"
    publisher = f"ACM, New York, NY, USA, {first}–{last}. https://doi.org/{_doi(rng)}"
    line = f"- {_and_joined(people)}. {year}. {title}. In {_italic(rng, name)}. {publisher}"
    return Cited("acm-proceedings", line, title, meeting.acronym, year, tuple(people))


def _lncs(rng: random.Random, number: int) -> Cited:
    meeting, title, year = made_up_proceedings(rng), _title(rng), rng.randint(1985, 2025)
    _, _, first, last = _numbers(rng)
    people = [f"{surname}, {given[0]}." for given, _, surname in _people(rng)]
    name = f"{meeting.topic} {meeting.kind}"
    line = f"{number}. {', '.join(people)}: {title}. In: {name}, pp. {first}–{last}. Springer, Cham ({year})"
    return Cited("lncs", line, title, name, year, tuple(people))


def _ieee_proceedings(rng: random.Random, number: int) -> Cited:
    meeting, title, year = made_up_proceedings(rng), _title(rng), rng.randint(1985, 2025)
    _, _, first, last = _numbers(rng)
    people = [f"{given[0]}. {surname}" for given, _, surname in _people(rng)]
    name = f"{meeting.kind} on {meeting.topic}"
    place = rng.choice(("", " Lisbon, Portugal,", " Boston, MA, USA,"))
    shown = _italic(rng, f"Proc. {name}")
    line = f'[{number}] {_and_joined(people)}, "{title}," in {shown},{place} {year}, pp. {first}–{last}.'
    return Cited("ieee-proceedings", line, title, name, year, tuple(people))


def _listed_meeting(rng: random.Random, number: int) -> Cited:
    meeting, title, year = made_up_proceedings(rng), _title(rng), rng.randint(1985, 2025)
    url = f"https://example.org/papers/{rng.randint(100, 999)}.pdf"
    shapes = (
        (f"- [{title}]({url}). {meeting.topic} {meeting.kind} {year}.", f"{meeting.topic} {meeting.kind}"),
        (f"- **{title}**, {meeting.acronym} {year}. [[pdf]]({url})", meeting.acronym),
        (f"- [{title}]({url}) ({meeting.acronym} '{year % 100:02d})", meeting.acronym),
    )
    line, venue = rng.choice(shapes)
    return Cited("listed-meeting", line, title, venue, year)


def _listed_journal(rng: random.Random, number: int) -> Cited:
    journal, title, year = made_up_journal(rng), _title(rng), rng.randint(1985, 2025)
    url = f"https://doi.org/{_doi(rng)}"
    month = rng.randint(1, 12)
    shapes = (
        f"- [{title}]({url}). *{journal.name}*, {year}.",
        f"- [{title}]({url}) - {journal.name}, {rng.choice(_MONTHS)} {year}",
        f"- {title}. {journal.name} ({year}-{month:02d}-{rng.randint(1, 28):02d}). [[paper]]({url})",
        f"- [{title}]({url}), {journal.name} [{year}]",
    )
    return Cited("listed-journal", rng.choice(shapes), title, journal.name, year)


def _mla(rng: random.Random, number: int) -> Cited:
    journal, title, year = made_up_journal(rng), _title(rng), rng.randint(1985, 2025)
    volume, issue, first, last = _numbers(rng)
    (given, middle, surname), (other_given, _, other_surname) = _people(rng)[:2]
    names = (f"{surname}, {given}", f"{other_given} {other_surname}")
    name = _italic(rng, journal.name)
    line = f'- {names[0]}, and {names[1]}. "{title}." {name}, vol. {volume}, no. {issue}, {year}, pp. {first}-{last}.'
    return Cited("mla", line, title, journal.name, year, names)


def _harvard(rng: random.Random, number: int) -> Cited:
    journal, title, year = made_up_journal(rng), _title(rng), rng.randint(1985, 2025)
    volume, issue, first, last = _numbers(rng)
    people = [f"{surname}, {given[0]}." for given, _, surname in _people(rng)]
    authors = ", ".join(people[:-1]) + " and " + people[-1]
    name = _italic(rng, journal.name)
    line = f"- {authors} ({year}) '{title}', {name}, {volume}({issue}), pp. {first}–{last}."
    return Cited("harvard", line, title, journal.name, year, tuple(people))


def _elsevier(rng: random.Random, number: int) -> Cited:
    """Elsevier's Harvard and ACS's: the year after the names, or after the journal's name."""
    journal, title, year = made_up_journal(rng), _title(rng), rng.randint(1985, 2025)
    volume, _, first, last = _numbers(rng)
    people = [f"{surname}, {given[0]}." for given, _, surname in _people(rng)]
    if rng.random() < 0.5:
        line = f"{number}. {', '.join(people)}, {year}. {title}. {journal.name} {volume}, {first}–{last}."
        return Cited("elsevier-acs", line, title, journal.name, year, tuple(people))
    name = _italic(rng, journal.abbreviation)
    line = f"({number}) {'; '.join(people)} {title}. {name} **{year}**, *{volume}*, {first}–{last}."
    return Cited("elsevier-acs", line, title, journal.abbreviation, year, tuple(people))


def _acl_proceedings(rng: random.Random, number: int) -> Cited:
    meeting, title, year = made_up_proceedings(rng), _title(rng), rng.randint(1985, 2025)
    _, _, first, last = _numbers(rng)
    people = [f"{given} {surname}" for given, _, surname in _people(rng)]
    ordinal = rng.choice(_ORDINALS)
    name = f"Proceedings of the {ordinal} Annual Meeting of the {meeting.topic} Society ({meeting.acronym})"
    line = (
        f"- {_and_joined(people)}. {year}. {title}. In *{name}*, pages {first}–{last}, Lisbon, Portugal. "
        f"Society for {meeting.topic}."
    )
    return Cited("acl-proceedings", line, title, meeting.acronym, year, tuple(people))


def _dated_listing(rng: random.Random, number: int) -> Cited:
    """The ways lists write a year beside a journal's name: a publication date, a letter after the year, a full
    date, a "Year:" sub-line."""
    journal, title, year = made_up_journal(rng), _title(rng), rng.randint(1985, 2025)
    url = f"https://doi.org/{_doi(rng)}"
    day, month = rng.randint(1, 28), rng.choice(("January", "March", "June", "October"))
    shapes = (
        f"- [{title}]({url}) — *{journal.name}*. Published: {day} {month} {year}.",
        f"- **{title}** ({journal.name}, {year}{rng.choice('ab')})",
        f"- {title}. {journal.name}, {year}-{rng.randint(1, 12):02d}-{day:02d}.",
        f"- [{title}]({url})\n  - Venue: {journal.name}\n  - Year: {year}",
    )
    return Cited("dated-listing", rng.choice(shapes), title, journal.name, year)


def _no_venue(rng: random.Random, number: int) -> Cited:
    """Lines that name no venue, some with venue-like words nearby (an affiliation, an author's initial after the
    title): whatever venue is read there is made up."""
    title, year = _title(rng), rng.randint(1985, 2025)
    url = f"https://example.org/{rng.randint(100, 999)}.pdf"
    (given, middle, surname), (other_given, other_middle, other_surname) = _people(rng)[:2]
    (adjective, _), (noun, _) = rng.choice(_ADJECTIVES), rng.choice(_NOUNS)
    vancouver = (f"{surname} {given[0]}{middle}", f"{other_surname} {other_given[0]}{other_middle}")
    initials = (f"{given[0]}. {surname}", f"{other_given[0]}. {other_surname}")
    shapes: tuple[tuple[str, tuple[str, ...]], ...] = (
        (f"{number}. {vancouver[0]}, {vancouver[1]}. {title}. {year}.", vancouver),
        (f"- {title}. {initials[0]} and {initials[1]}, {year}.", initials),
        (f"- [{title}]({url}) ({year})", ()),
        (f"- [{title}]({url}). {given} {surname}, Department of {adjective} {noun}, {year}.", ()),
        (f"- {title}. Preprint, {year}. [[pdf]]({url})", ()),
        (f"- [{title}]({url}) - slides from the {adjective} {noun} reading group, {year}", ()),
    )
    line, authors = rng.choice(shapes)
    return Cited("no-venue", line, title, None, year, authors)


STYLES: dict[str, Style] = {
    "vancouver": _vancouver,
    "ama": _ama,
    "apa": _apa,
    "nature": _nature,
    "physics": _physics,
    "ieee": _ieee,
    "ieee-unquoted": _ieee_unquoted,
    "chicago": _chicago,
    "acm-proceedings": _acm_proceedings,
    "lncs": _lncs,
    "ieee-proceedings": _ieee_proceedings,
    "listed-meeting": _listed_meeting,
    "listed-journal": _listed_journal,
    "mla": _mla,
    "harvard": _harvard,
    "elsevier-acs": _elsevier,
    "acl-proceedings": _acl_proceedings,
    "dated-listing": _dated_listing,
    "no-venue": _no_venue,
}


def cited_lines(rng: random.Random, style: str, count: int) -> list[Cited]:
    """`count` citations in one style, numbered from 1 as a reference list numbers them."""
    render = STYLES[style]
    return [render(rng, number) for number in range(1, count + 1)]
