"""The journal or proceedings a citation names after its title, whether the venue table knows it or not.

Reference styles put the venue right after the title and mark it by what follows it: a volume and issue
("Journal of Functional Programming, 10(3), 269–303", "Science Advances 6.28 (2020)", "*World Politics* 55 (July
2003): 517-49"), or by the words venues are named with ("Journal", "Transactions", "Proceedings", "Review", ...).
Either mark makes the name a venue however rare the journal: no table can list every journal a social-science or
biology reading list cites, while the place a citation gives its venue is the same in every field.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from enrich.parse.common import MONTH_NAME
from enrich.venues import venue_for_name

# Words only a venue's name holds, as a general vocabulary of journals and proceedings: a capitalised run holding
# one of them, at a part's start, is a venue's name.
VENUE_WORDS = re.compile(
    r"\b(?:Journal|Transactions|Trans\.|Proceedings|Proc\.|Conference|Symposium|Workshop|Reviews?|Letters|Notices|"
    r"Quarterly|Annals|Bulletin|Magazine|Reports|Communications|Surveys|Nature|Science|Acta|"
    r"(?:Advances|Frontiers|Trends) in|Archives of)(?!\w)"
    # a journal issued in lettered parts, each with its subtitle: "Transportation Research Part A: Policy and Practice"
    r"|\bPart [A-F]:\s"
    # a reference work, whose entries are cited as articles are: "Stanford Encyclopedia of Philosophy", "Handbook
    # of X", "The Cambridge Companion to Y"; never a title's "An Encyclopedia of ..." or "A Robot Companion for ..."
    r"|(?<!\bA )(?<!\ba )(?<!\bAn )(?<!\ban )\b(?:(?:Encyclop(?:a|ae|æ)?edia|Handbook) of\b|Companion(?: to\b|$))"
)
# Lower-case words inside a venue's name: "Journal of the Royal Society", "Personal and Ubiquitous Computing"; a
# colon before a capitalised word goes on with it ("Proceedings of the Royal Society B: Biological Sciences").
_JOINING = r"of|and|on|for|in|the|&|de|der|für|und|et"
# Never "Published" (AMA's "JAMA. Published ...") nor a volume written out ("Ambio Vol. 35").
_NAME_WORD = rf"(?:(?!Published\b|Vol\.\s*\d)[A-Z][\w'’&/-]*\.?|{_JOINING}|(?<=Companion )to)"
# Between a name's words: a space; a colon before a capitalised word; a comma inside a series that "and" closes
# ("Annual Review of Ecology, Evolution, and Systematics", "IEEE Transactions on Systems, Man, and Cybernetics").
_NAME_JOINER = (
    r"(?:\s+|:\s+(?=[A-Z])|,\s+(?=and\s+[A-Z])"
    r"|,\s+(?=(?:[A-Z][\w'’&/-]*,\s+)*(?:and\s+)?[A-Z][\w'’&/-]*,?\s+and\s+[A-Z]))"
)
# A name's first word; one capital alone only without a full stop, as NLM abbreviates ("N Engl J Med"): "P." is
# an author's initial, but ISO 4's "J." for Journal opens a name ("J. Clin. Neurosci. 12, 45"), taken only with a
# volume number after the name.
_FIRST_NAME_WORD = r"(?:[A-Z][\w'’&/-]+\.?|[A-Z](?=\s)|J\.(?=\s+[A-Z]))"
# A volume after the name: "10(3)", "94 (3)", "129(August)", "6.28", "55 (July 2003)", "106 (1998)", ", 29, e3";
# Vancouver's date before the volume (or an issue alone): "N Engl J Med. 2018;379(16):1509-18", "JAMA. 2020 Mar
# 3;323(9):844", "Cochrane Database Syst Rev. 2013;(9):CD004366"; or the citation's closing year alone ("N Engl J
# Med 2001.", "Lancet, 2002.", "Neuron, Sep. 2019", "Neuron [2019]"): capitalised words right before it name the
# venue; so does a publication date after it ("*Neuron*. Published: 12 March 2019"). IEEE's ", vol. 12, no. 3",
# Chicago's "12, no. 3 (2019)" and ACS's year before the volume ("J. Name **2019**, *12*, 45") mark a volume too; a
# page converted from HTML may leave a space before each comma ("*Language* , **35** , 26-58").
_VOLUME = (
    r"\s*,?\s*(?:\d{1,4}\s*\(\s*(?:\d|[A-Z][a-z]+)[^)]*\)|\d{1,4}\.\d{1,3}\b|\d{1,4}\s*\((?:[A-Z][a-z]+\.?\s+)?(?:19|20)\d{2}\)"
    r"|\d{1,4}\s*,\s*e?\d+|\d{1,4}\s*:\s*\d+|(?P<dated>(?:19|20)\d{2}(?:\s+[A-Z][a-z]{2,8}\.?(?:\s+\d{1,2})?)?\s*(?:;\s*\(?\d|\.\s*(?:doi|PMID|Epub)\b))"
    r"|(?:19|20)\d{2},\s*(?:Issue|No\.)\s*\d+|\.?\s*Published(?: online\b|:)"
    r"|(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)[a-z]*\.?\s+)?\[?(?:19|20)\d{2}[a-z]?\]?(?=\s*(?:[.|;)]|$))"
    r"|\.?\s+(?:19|20)\d{2}\s*:\s*\d{1,4}\s*\("  # "J Clin Epidemiol 2002: 55(3)"
    # IEEE's "vol. 12" (by hand "Vol. 12"), the USGS's ", v. 12", Chicago's "12, no. 3"
    r"|(?:[Vv]ol\.|Volume|,\s*v\.)\s*\d+|\d{1,4},\s*no\.\s*\d+"
    r"|\d{1,4},\s*pp?\.\s*\d+"  # Harvard's "12, pp.56-68"
    # JSTOR's issue: its month or season, its year, then the volume ("OCTOBER, 1971, Vol. 55", "Feb., 1998, Vol. 43")
    r"|(?:[A-Z][A-Za-z]{2,8}\.?\s*,\s*)?(?:19|20)\d{2}(?:\s*[-–]\s*(?:19|20)\d{2})?,\s*(?:New\s+Series,\s*)?[Vv]ol\.\s*\d+"
    r"|\*{0,2}(?:19|20)\d{2}\*{0,2},\s*[*_]?\d{1,4}[*_]?,\s*\d+)"  # ACS's "**2019**, *12*, 45"
)
# Where a part of the citation starts: the text's start (after a dash too: "[Title](url) - Neuron, 2019"), after a
# full stop, comma, colon or closing quote, or an opening parenthesis ("**Title** (Annals of Foo, 2019a)"); an "In"
# and emphasis marks may open it.
_PART_START = r"(?:^|[.,:;”\"’)]\s+|\s(?=[*_])|^\s*[-–—]\s+|(?P<opened>\())"
_JOURNAL = re.compile(
    rf"{_PART_START}\s*(?:In:?\s+)?[*_]*(?P<name>{_FIRST_NAME_WORD}(?:{_NAME_JOINER}{_NAME_WORD}){{0,14}})[*_]*"
    rf"(?P<volume>{_VOLUME})?"
)
# A journal's series named in brackets after its letter: "Journal of the Royal Statistical Society. Series A
# (Statistics in Society)": the bracket is the series' name, part of the venue's.
_SERIES_LETTER = re.compile(r"\b(?:Series|Section|Part) [A-Z]$")
_SERIES_NAME = re.compile(r"\s+\([A-Z][^()\d]{2,60}\)")
# A journal written in sentence case, as APA lists and Google Scholar's Harvard often write it ("American journal of
# sociology, 110(2), 349-367", "Social networks 26: 29-53", "Development and change 27, 29–86", "Revue d'économie
# industrielle, (123), 19-44"), Chicago's too, its subtitle after a colon ("Concurrency and computation: practice
# and experience 15, no. 9"): its words' case says nothing, so it is read only in the venue's place, the start of
# the text after the title's full stop or closing quote (an "In:" before it aside, as German lists write one), and
# only before a volume with its issue or pages, which
# neither a title's words nor a note carry.
_SENTENCE_CASE_JOURNAL = re.compile(
    r"\s*(?:[.,]\s*)?(?:In:?\s+)?[*_]*(?P<name>[A-Z][^\W\d_]*['’]?(?::?[\s-]+[^\W\d_][\w'’&/-]*){0,9}?)[*_]*"
    r"(?:,\s*\d{1,4}\s*\(\d{1,4}(?:[-–]\d{1,4})?\)|\s+\d{1,4}\s*\(\d{1,4}(?:[-–]\d{1,4})?\)\s*[,:]"
    r"|,\s*\d{1,4},\s*\d+|\s+\d{1,4}\s*:\s*\d+|,\s*\(\d{1,4}\),\s*\d+|\s+\d{1,4},\s*no\.\s*\d+"
    r"|\s+\d{1,4},\s*\d+\s*[-–]\s*\d+)"  # Elsevier's Harvard: "Journal of economic theory 58, 317–334."
)
# A footnote's or a volume's digits glued to a journal's last word: "American Journal of Sociology3 (2016)".
_GLUED_DIGITS = re.compile(r"(?<=[a-z]{3})\d{1,3}$")
# A venue named alone at a citation's end, after the title's full stop or closing quote ("Title. Energy.",
# '"Title" Social Networks', "Title. Institute for Fiscal Studies."): capitalised words with joining words between;
# a comma may close it where the citation's identifier stood, a link read apart ("*Energy*, doi:10.1/x").
_CLOSING_NAME = re.compile(
    rf"\s*[*_]*(?P<name>[A-Z][^\W\d_]*['’]?(?:\s+(?:[A-Z][^\W\d_'’-]*(?:[-'’][^\W\d_]+)?|{_JOINING})){{0,7}})[*_]*"
    r"[.,]?\s*"
)
# The words of a publisher's name ("Blackwell Publishers", "Basic Books", "Springer Verlag", "Penguin Group"): a
# name holding one is a book's publisher, never a journal's or a meeting's name.
_PUBLISHER_WORDS = (
    r"Press|Publish\w*|Publications|Books?|Verlag|Group|Ltd|Inc|LLC|GmbH|Editions|Éditions|Editorial|Editora|Editrice|"
    r"Editores|Ediciones|Edizioni|"
    r"(?<=&\s)Co|"  # "Griffin & Co."; never "Co" alone, which opens words ("Co-design")
    r"books|press|publishers"  # as a name is written in lower case after its first word ("Basic books")
)
PUBLISHER_WORD = re.compile(rf"\b(?:{_PUBLISHER_WORDS})\b")
# What closes a citation in that place without naming a venue: a thesis, a manuscript, a report, a book's
# publisher, a draft or a talk's material, an access note; a subtitle set off by a full stop ("Title. A Survey.").
_NOT_A_CLOSING_VENUE = re.compile(
    r"^(?:A|An)\s|\b(?:Thesis|Dissertation|Manuscript|Report|Preprint|Draft|Slides|Video|Blog|Retrieved|Available|"
    rf"Accessed|Forthcoming|Chapter|Mimeo|{_PUBLISHER_WORDS})\b",
    re.IGNORECASE,
)
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
# A meeting named after a citation's title with its year before it and its place after it: one to three
# capitalised names set off by commas ("Big Sky, Montana, USA").
_MEETING_AT_PLACE = re.compile(
    r"\s*(?:(?:19|20)\d{2}\s+)?(?P<meeting>[^,]+?)(?:,\s+[A-Z][^\W\d_]+(?:\s+[A-Z][^\W\d_]+){0,2}){1,3}\.?\s*"
)
# Words that open no venue's name: access notes, a volume's parts, and an affiliation ("Department of Clinical
# Neuroscience, 2019" under a paper names where its authors work).
_NOT_A_VENUE = re.compile(
    r"^(?:Retrieved|Available|Accessed|In|Vol\.?|Volume|No\.?|pp\.?|Pages?|Chapter|Ch\.?|Part|Section|"
    r"Department|Dept\.?|School|Faculty|Universit\w*|Institute|Laborator\w*|Centre|Center|College)$",
    re.I,
)
# A month's name alone, whole or cut to three letters, with or without its stop: "April", "Jul", "Sept.".
_MONTH_ALONE = re.compile(rf"{MONTH_NAME}\.?")
# A transactions series named after its subject, as Google Scholar's MLA and Chicago exports write IEEE's and ACM's
# ("Knowledge and Data Engineering, IEEE Transactions on 17.6 (2005)"): read with the series first.
_INVERTED_SERIES = re.compile(
    r"(?P<subject>[A-Z][\w&'’ -]{2,80}?),\s*(?P<series>(?:IEEE|ACM) (?:Transactions|Journal) (?:on|of))"
    r"(?=\s*(?:\d|[.,;(]|$))"
)
_MIN_NAME_LETTERS = 4
_MIN_VANCOUVER_LETTERS = 3
_LONGEST_CITATION_TAIL = 300  # the venue comes soon after the title: a longer tail is read only so far
_CACHE_SIZE = 4096


class CitedJournal(NamedTuple):
    """A journal or proceedings a citation names after its title."""

    start: int  # where its name starts in the text read
    name: str  # as written, or the table's acronym when the table knows it
    acronym: str | None  # the table's acronym, None for a venue it does not know
    year: int | None  # the year its volume states ("2018;379(16)", "55 (July 2003)", "2018, Issue 4")
    numbered: bool  # a volume number follows the name ("Phys. Rev. Lett. 103, 150502"), not a year alone


@lru_cache(maxsize=_CACHE_SIZE)
def journal_in_citation(after_title: str) -> CitedJournal | None:
    """The first part of a citation's text after its title that reads as a journal or proceedings: a capitalised
    name followed by a volume, or one holding a word venues are named with; None when no part does. Where it
    starts matters to a citation that separates its title from the journal by a comma alone ("Title, Journal of
    Finance 48, 65-91"): the title ends there."""
    text = after_title[:_LONGEST_CITATION_TAIL]
    if " Transactions on" in text or " Journal of" in text:
        text = _INVERTED_SERIES.sub(_series_first, text)
    for found in _JOURNAL.finditer(text):
        words = found.group("name").split()
        name = _GLUED_DIGITS.sub("", " ".join(words).rstrip("."))
        # Vancouver's dated volume marks the name however short ("BMJ. 2019;365:l1234")
        min_letters = _MIN_VANCOUVER_LETTERS if found.group("dated") else _MIN_NAME_LETTERS
        if sum(map(str.isalpha, name)) < min_letters or _NOT_A_VENUE.match(words[0]) or words[-1].islower():
            continue  # "Vol. 3", or "Proceedings of the" cut before a year: no name
        if _MONTH_ALONE.fullmatch(name):
            continue  # "OpenReview.net, April 2023": the month of a date, no journal's name before its volume
        volume = found.group("volume")
        if (volume is None or found.group("opened")) and not VENUE_WORDS.search(name):
            continue  # "(Springer, 2019)": a parenthesis names a venue by its words only
        numbered = volume is not None and any(char.isdigit() for char in _YEAR.sub("", volume))
        if words[0] == "J." and not numbered:
            continue  # "Title. J. Smith 2019.": an author's initial
        known = venue_for_name(name)
        year = _YEAR.search(volume) if volume else None
        series = _SERIES_NAME.match(text, found.end("name")) if _SERIES_LETTER.search(name) else None
        if series is not None:
            name = f"{name}{series.group()}"
        written = known.acronym if known is not None else name
        acronym = known.acronym if known is not None else None
        return CitedJournal(found.start("name"), written, acronym, int(year.group()) if year else None, numbered)
    return _sentence_case_journal(text)


def _series_first(found: re.Match[str]) -> str:
    """A journal's name with its series first (``_INVERTED_SERIES``), as long as it was written, so that every place
    after it stays where it was."""
    named = f"{found.group('series')} {found.group('subject')}"
    return named + " " * (len(found.group()) - len(named))


def _sentence_case_journal(text: str) -> CitedJournal | None:
    """A journal in sentence case at the start of a citation's text after its title, before its volume and issue
    or pages; None otherwise."""
    found = _SENTENCE_CASE_JOURNAL.match(text)
    if found is None or _NOT_A_VENUE.match(found.group("name").split()[0]):
        return None
    name = found.group("name")
    known = venue_for_name(name)
    return CitedJournal(
        found.start("name"), known.acronym if known else name, known.acronym if known else None, None, True
    )


def venue_closing_citation(text: str) -> str | None:
    """The venue an author-date citation names alone after its title, when that name is all the text there
    (``Energy.``, ``Social Networks``), or with the meeting's year before it and its place after it, as APA cites a
    conference paper (``2020 IEEE Aerospace Conference, Big Sky, Montana, USA.``); None for any other text. The
    caller has read the citation's authors and year, which give the place its meaning: the part after the title is
    the venue."""
    found = _CLOSING_NAME.fullmatch(text)
    if found is None and "," in text:
        meeting = _MEETING_AT_PLACE.fullmatch(text)
        found = _CLOSING_NAME.fullmatch(meeting.group("meeting")) if meeting is not None else None
    if found is None or _NOT_A_CLOSING_VENUE.search(found.group("name")):
        return None
    name = found.group("name")
    return name if sum(map(str.isalpha, name)) >= _MIN_NAME_LETTERS else None


class LawReviewSource(NamedTuple):
    names: str
    journal: str
    year: int


# A law review article's source as the Bluebook orders it, on the line under the article's title: the authors, then
# the volume, the journal, the first page (or a blank for a page to come) and the year ("Ana Lee and Bo Wu, 52 Santa
# Clara L. Rev. 1321 (2012)", "Ana Lee, J. Social Psych. 62:3 (1992)"). A magazine or a newspaper has no page
# there ("Ana Lee, N.Y. Times (Dec. 6, 2019)").
_LAW_REVIEW_SOURCE = re.compile(
    r"(?P<names>[^\d()]+?),\s+(?:\d{1,4}\s+)?(?P<journal>[A-Z][^\d()]*?[A-Za-z.])\s+(?:\d{1,5}(?::\d{1,5})?|_{2,})"
    r"\s+\((?P<year>(?:19|20)\d{2})\)\.?"
)


def law_review_source(text: str) -> LawReviewSource | None:
    """The authors, journal and year of a line that is a law review article's source and nothing else."""
    found = _LAW_REVIEW_SOURCE.fullmatch(text.strip())
    if found is None:
        return None
    return LawReviewSource(found.group("names").strip(), found.group("journal").strip(), int(found.group("year")))
