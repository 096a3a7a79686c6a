"""What a Markdown list item or table row says: the entry rules over ``enrich.parse.blocks``.

An entry is a list item, a paragraph line group or a table row (with its sub-items) that carries a paper: a title
plus at least one of a year or venue stated on the entry, authors, or a link to the paper. The rules, in order:

- **Tags** at the start (``[OSDI'22]``, ``[2019 CLUSTER]``, ``[Survey :mag:] [ACM CSUR'23]``, ``[1993 SOSP & 1995
  TOCS]``, a leading ``1979,``) give year and venue; the first tag with a year wins, and the first part of a
  two-publication tag. A bracketed name without year or venue (``[AWQ]``, ``[**vLLM**]``) is a nickname, dropped.
  A checkbox (``[ ]``, ``[x]``) and emoji before the title are decoration, dropped.
- **The title** is, first found: the bold text outside brackets and parentheses (text before it is the system
  name); the text of a link that is not a link label (PDF, Code, ...), with ``Name: rest`` joined back when the
  link names only the system; else the plain text up to the links. Emoji, ``:shortcodes:``, a trailing
  ``(@affiliation)`` or code/bold annotation, a trailing venue (``... OSDI'22``) and a note after the link (``:
  note``) are not part of it.
- **Year and venue** may also follow the title (``OSDI 2016``, ``(2005)``, ``| SOSP' 24``, ``, SIGMOD``), sit in
  a table column, a sub-line, or come from the enclosing ``<details>`` summary or heading when it is only a year or
  a venue (``### 2021``, ``### OSDI 2022``). A year from the enclosing group is not evidence of a paper.
- **Authors** come from a line that is only a list of names (an italic line, an ``Authors:`` line) or an authors
  column. **Links** are every link of the entry's lines and sub-items, badges included (the link, not the image).
- **Not papers**: tables of contents (anchor links), software, blog, course or leaderboard entries (only code or
  non-paper links and no stated year or venue), every item of a section named for such things (Frameworks,
  Tools, Courses, Blogs, Books, External lists, ...), and table rows whose paper column links no paper.
"""

from __future__ import annotations

import itertools
import re
import string
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import NamedTuple
from urllib.parse import unquote

from rapidfuzz.distance import DamerauLevenshtein

from enrich.ids import ARTIFACT_DOI_PREFIXES, doi_from_url, is_artifact_doi, is_book_doi, on_host
from enrich.parse.blocks import (
    Block,
    Group,
    Heading,
    Item,
    Line,
    LinkSpan,
    PageTitle,
    Prose,
    Row,
    Skipped,
    before_closing_links,
    emphasised_whole,
    is_field_record,
    joined_lines,
    key_over_a_citation,
    only_short_links,
    read_blocks,
)
from enrich.parse.citations import (
    MONTH_AFTER_YEAR,
    SURNAME_PARTICLES,
    Lead,
    as_ascii_tail,
    author_date_key,
    author_date_lead,
    authors_end,
    citation_after_lead,
    colon_title_end,
    comma_title_end,
    ends_a_citation,
    is_citation,
    key_after_link,
    lead_after_link,
    lead_before_link,
    mend_broken_words,
    names_title_year,
    opens_a_title,
    opens_with_authors,
    opens_with_vancouver_names,
    single_quoted_title,
    without_particles,
)
from enrich.parse.common import (
    ARXIV_ID_IN_TEXT,
    CODE_HOSTS,
    LABEL_WORDS,
    MIN_TITLE_LIKE_WORDS,
    MONTH_NAME,
    MONTHS,
    NO_RULE_READ_ITS_SHAPE,
    NO_TITLE_TOLD_APART,
    ZERO_WIDTH,
    FoundLink,
    Problem,
    Tag,
    clean_title,
    expand_year,
    identifier_left,
    link_kind,
    parse_tag,
    read_links,
)
from enrich.parse.journals import (
    PUBLISHER_WORD,
    VENUE_WORDS,
    journal_in_citation,
    law_review_source,
    venue_closing_citation,
)
from enrich.titles import title_key
from enrich.venues import ARXIV, canonical_acronym, named_acronym, venue_for_acronym, venue_for_name, workshop_host

# Section names whose items are not papers, whatever they look like: the heading ends with one of these plural
# nouns, after at most three other words ("LLM Frameworks", "External Reading Lists", "Courses"), or names a list of
# things given at events in the singular ("Tutorial List", "Talk"), or a timeline ("Historical Timeline": dated
# events, "**1962**: DPLL algorithm", not papers). "Resource scheduling", "Profiling/Analysis Tool" or "Inference
# Framework/Design" name research topics and are kept.
_GIVEN_AT_EVENTS = r"(?:tutorial|talk|lecture|course|video|podcast|keynote|webinar)"
# The opening of a description of software after its name, in lower case: the kind of thing it is, after at most
# two words ("a TensorFlow library", "command-line tools", "reference implementation", "Python bindings").
_TOOL_DESCRIPTION = re.compile(
    r"(?:(?:a|an|the)\s+)?(?:[\w+#.-]+\s+){0,2}?(?:librar(?:y|ies)|toolkits?|toolbox|packages?|implementations?|"
    r"wrappers?|bindings|plugins?|tools|CLI|SDK)\b"
)
_NON_PAPER_SECTION = re.compile(
    r"^(?:[\w/&+.'-]+\s+){0,3}(?:frameworks|tools|toolkits|libraries|software|blogs|blog\s+posts|(?:text)?books|"
    r"newsletters|leaderboards|(?:reading\s+)?lists|resources|contributors|timelines?|"
    r"citation|license|star\s+history|acknowledge?ments|community|repositories|related\s+(?:repos|awesome\w*)|"
    rf"slides|demos|websites|web\s?sites|sites|{_GIVEN_AT_EVENTS}s|{_GIVEN_AT_EVENTS}(?:\s+list)?)"
    r"(?:,?\s+etc\.?)?\s*$",  # "Blog posts, etc.": the kinds it names and more of their sort
    re.IGNORECASE,
)
# A heading that names papers as one of the kinds its section lists ("Survey Papers & Tutorials", "Papers and
# Talks", "Tools / Papers"): the papers there are read as papers, the other kinds by their own rules.
_PAPERS_AMONG_KINDS = re.compile(
    r"\b(?:papers|publications|articles)\s*(?:&|\+|/|,|\band\b)|(?:&|\+|/|,|\band\b)\s*(?:[\w-]+\s+)?"
    r"(?:papers|publications|articles)\b",
    re.IGNORECASE,
)
# A research topic, then a preposition whose object is the heading's last word ("Contrastive Learning in Videos",
# "Agents with Tools"): the words before the preposition, which say what the section's items are.
_TOPIC_BEFORE_OBJECT = re.compile(
    r"^(\S.*?)\s+(?:in|on|for|from|with|within|across|over|under|using|via|through)\s+\S+$", re.IGNORECASE
)
# A section of things given at a meeting (tutorials, talks, courses): a venue and year there are the meeting's.
_EVENT_SECTION = re.compile(rf"\b{_GIVEN_AT_EVENTS}s?\b", re.IGNORECASE)
# A section of books: its items are cited with authors, years and publishers' PDFs as papers are.
_BOOK_SECTION = re.compile(r"\b(?:text)?books\b", re.IGNORECASE)
# The words a page's title may hold besides one venue and its year, saying only that the page lists its papers.
_PAGE_TITLE_WORDS = frozenset(
    "accepted all and at best from group groups in list of paper papers proceedings publications reports selected "
    "the to working".split()
)
_PAGE_TITLE_WORD = re.compile(r"[\w&']+(?:-[\w&']+)*")
# Section names that say their items are papers: a plain title there is a paper without more evidence, in the
# section and in every section under it ("# Paper Reading List" over topic headings, ``_Outline``).
_PAPER_SECTION = re.compile(
    r"\b(?:papers?(?:\s+(?:reading\s+)?list)?|publications|references|bibliography|articles|works\s+cited|preprints)"
    r"\s*[:.]?\s*$",
    re.IGNORECASE,
)
# Hosts of things that are not papers, with the hosts under them (ids.on_host): a link there alone does not make
# an entry a paper.
_NON_PAPER_HOSTS = (
    "github.com",
    "gitlab.com",
    "huggingface.co",
    "youtube.com",
    "youtu.be",
    "twitter.com",
    "x.com",
    "medium.com",
    "substack.com",
    "zhihu.com",
    "bilibili.com",
    "wikipedia.org",
    "colab.research.google.com",
)
# Hosts of papers, with the hosts under them; "proceedings." and "papers." name a host's first label (ids.on_host).
# A link there names the paper even without a year or venue.
_PAPER_HOSTS = (
    "arxiv.org",
    "doi.org",
    "dl.acm.org",
    "ieeexplore.ieee.org",
    "usenix.org",
    "openreview.net",
    "aclanthology.org",
    "springer.com",
    "sciencedirect.com",
    "proceedings.",
    "neurips.cc",
    "nips.cc",
    "mlr.press",
    "vldb.org",
    "semanticscholar.org",
    "researchgate.net",
    "papers.",
    "ojs.aaai.org",
    "ijcai.org",
    "cv-foundation.org",
    "thecvf.com",
    "biorxiv.org",
    "ssrn.com",
    "jmlr.org",
    "sigops.org",
    "computer.org",
    "nature.com",
    "science.org",
    "pnas.org",
    "hal.science",
    "citeseerx.",
    "scholar.archive.org",
    "adsabs.harvard.edu",  # NASA ADS, astronomy's index of papers
    "sciencemag.org",
    "annualreviews.org",
    "iop.org",
    "aps.org",
    "wiley.com",
    "tandfonline.com",
    "plos.org",
    "cell.com",
    "ncbi.nlm.nih.gov",
    "jstor.org",
    # preprint servers and open archives of every field
    "medrxiv.org",
    "chemrxiv.org",
    "psyarxiv.com",
    "eprint.iacr.org",
    "hal.archives-ouvertes.fr",
    "hal.inria.fr",  # HAL's instance for Inria
    "escholarship.org",  # the University of California's open archive
    "scielo.",  # SciELO's journals (scielo.br, scielo.org, ...)
    "europepmc.org",
    "nber.org",
    "repec.org",
    # publishers' and societies' article pages
    "academic.oup.com",
    "cambridge.org",
    "sagepub.com",
    "mdpi.com",
    "frontiersin.org",
    "degruyter.com",
    "emerald.com",
    "worldscientific.com",
    "hindawi.com",
    "peerj.com",
    "elifesciences.org",
    "bmj.com",
    "thelancet.com",
    "nejm.org",
    "jamanetwork.com",
    "aeaweb.org",
    "journals.uchicago.edu",
    "pubs.acs.org",
    "pubs.rsc.org",
    "pubs.aip.org",
    "epubs.siam.org",
    "journals.plos.org",
    "jneurosci.org",
    "isca-speech.org",  # Interspeech's archive
    "aclweb.org",  # the ACL Anthology's former host
    "ceur-ws.org",
    "drops.dagstuhl.de",  # LIPIcs
    "diglib.eg.org",  # Eurographics
    "roboticsproceedings.org",
    "ecva.net",  # ECCV's papers
    "bmva.org",
    "ndss-symposium.org",
    "ismir.net",
    "aaai.org",
)
_OPENING_QUOTE_MARKS = '"“”«'  # guillemets as Spanish and French cite titles
# A quote closes at a double quote mark, a guillemet or TeX's two apostrophes ("Title.'' In ..."): lists converted
# from LaTeX keep its closing quote even where the opening one became a plain double quote.
_QUOTED = re.compile(rf"([{_OPENING_QUOTE_MARKS}])\s*(.+?)\s*[.,]?\s*(?:[\"“”»]|'')")
# An author-date citation's names and year, then the first words of a title that quotes another's: a comment or a
# reply on a paper, an opinion piece's series ("Lee, A., 2012: Reply to comment by B. Wu on “Title”", "Lee, A.
# (2012). Comment on “Title”", "Lee, A., 2009: HESS Opinions “Title”"). The quoted title is the paper answered, not
# this one's.
_WORDS_BEFORE_QUOTE = re.compile(
    r"(?P<names>[A-Z].*?)[,.]?\s+\(?(?P<year>(?:19|20)\d\d)[a-z]?\)?[.:,]\s+(?P<words>[A-Z][^“”\"()]{2,120}?)\s*$"
)
_NUMBERED_PART = re.compile(r"(?i:chapters?|ch\.|chap\.|part|section|vol(?:ume|\.)?|no\.)\s*(?:\d+|[IVX]+)")
# A quote that only opens the title, as APA writes one: the title goes on after the closing quote to its full stop
# ("Lee, A. (2021, March). "Is this all?" The Effects of Praise. In Proceedings ..."); a quoted title that a
# citation closes has its full stop or comma inside the quotes, or "in" after them ("?” In Lee and Wu (eds.), Book").
_QUOTE_OPENING_TITLE = re.compile(r"(?<![.,]['\"“”])\s+(?P<rest>(?!In:?\s)[A-Z(][^.]*?\w\)?)\.(?:\s|$)")
# An arXiv id or a volume.issue ("arXiv:1911.09070", "521.7553") is no year.
_IDENTIFIER_IN_TEXT = re.compile(
    rf"{ARXIV_ID_IN_TEXT.pattern}|\b(?!(?:19|20)\d{{2}}\.(?:0?[1-9]|1[0-2])\b)\d+\.\d+\b|\b(?:pages?|pp\.?)\s*\d+\s*[-–—]+\s*\d+|\b(?!(?:19|20)\d\d[-–—]\d\d?\b)\d+[-–—]\d+\b",
    re.IGNORECASE,
)  # also page ranges ("pages 1942–1953"): numbers that are no year
_DATE = re.compile(r"\b((?:19|20)\d{2})[-./]\d{1,2}(?:[-./]\d{1,2})?\b")
_IDENTIFIER_KIND = re.compile(r"\b(?:doi|arxiv|pmid|pmcid|hdl|isbn)\s*:\s*$", re.IGNORECASE)  # before its link
_MONTH = re.compile(
    r"\b(?:\d{1,2}\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?=\s|$)", re.IGNORECASE
)
# "held in conjunction with" a known conference: the host, which names the venue of a workshop the table does not
# know (a known venue co-located with it stays: "Haskell Symposium, co-located with ICFP")
_HOST_LEAD = re.compile(r"^(?:held\s+)?(?:in\s+conjunction|co-?located|jointly)\s+with\s+(?:the\s+)?", re.I)
_PROCEEDINGS_ABBREVIATED = re.compile(r"\bProc\.\s+", re.IGNORECASE)
# IEEE's inverted proceedings title inside a citation, up to its "Conference on," (venues.venue_for_name reads it).
_INVERTED_VENUE = re.compile(
    r"(?:^|[.|]\s+)(?:in\s+)?([^,.|]+,\s*(?:19|20)\d{2}\b[^|]*?\s(?:Conference|Symposium|Workshop)\s+(?:on|of)),",
    re.IGNORECASE,
)
# "In", "At" or "Proc." opening a citation's venue or edited book, however set off: "In Proc. of", "In: Lee (ed.)",
# or ending the text, the italics after it read apart ("... Title. In *Book*").
# "In" or "Proceedings of" opening a citation's venue; never a Latin phrase opening a title ("In vitro and in vivo
# glucuronidation of ...", "In situ ...").
_IN_VENUE = re.compile(
    r"^(?:in(?!\s+(?:vitro|vivo|silico|situ|utero|toto|vacuo)\b)|at|proc(?:eedings|\.)?(?:\s+of)?(?:\s+the)?)"
    r"(?:\s*:\s*|\s+|$)",
    re.IGNORECASE,
)
# A research project's page: a page below a university's site (``.edu``, ``.ac.uk``, ``.edu.au``), or below a
# site's research, projects, papers or publications folder (``/Papers/rhythmex/``: a page presenting one paper).
_PROJECT_PAGE = re.compile(
    r"://[^/]+\.(?:edu|ac\.[a-z]{2}|edu\.[a-z]{2})(?::\d+)?/[^?#]*[a-z]|/(?:research|projects?|papers?|publications?)/[\w-]+"
)
# A title that names a university names its page ("Learning Repository - University of Massachusetts"), not a paper.
_UNIVERSITY = re.compile(r"\bUniversit(?:y|ät|é|à|ad)\b")
# A folder named by words joined with hyphens ("/quantitative-color/"), as a site names a page for its title.
_TITLE_SLUG = re.compile(r"/[a-z]+(?:-[a-z]+)+/")
_PAPER_PATH = re.compile(
    r"\.(?:pdf|ps|ps\.gz)$|/(?:abs|pdf|papers?|pubs?|publications?|proceedings|doi|articles?|fulltext|"
    r"library|document|content|record|handle|citation)\b",
    re.IGNORECASE,
)
# How publishers address one article's page, numbered after it (``/articles/s41593-019-0520-2``,
# ``/article-abstract/33/11/2908/``, ``/abstract/S0166-2236(21)00144-2``, ``/stable/184253``): an address alone
# there names a paper.
_ARTICLE_PATH = re.compile(r"/(?:articles?(?:-abstract)?|abstract|fulltext|stable|pii)/(?=[^/]*\d)", re.IGNORECASE)
# A publisher's page for a whole journal or the site itself, not for one of its papers: "annualreviews.org/journal/
# astro", "iopscience.iop.org/journal/1538-3873", "www.nature.com/".
_JOURNAL_HOME = re.compile(r"^[^/]+/*$|^[^/]+/(?:journals?|loi|toc|jhome)/[^/]+/?$", re.IGNORECASE)
_ARCHIVED = re.compile(r"^(?:https?://)?web\.archive\.org/web/[^/]+/(.+)$")
_PDF_QUERY = re.compile(r"(?:^|&)(?:type|format|output)=pdf\b")
_DOI_IN_PATH = re.compile(r"/10\.\d{4,9}/[^/]")
# What closes an author list that opens a line before its title, in the styles that set the names apart by more
# than a full stop: a dash or bar between spaces, a year in brackets, or a comma or full stop before a bare year
# ("Ana Lee and Bo Wu — Title", "A. Lee [2019], Title", "Lee, A., & Wu, B., 2019, Title").
_LEAD_NAMES_CLOSE = re.compile(  # the look at the first character first: a quick search through a long line
    rf"(?=[\s(\[.,])(?:\s+[-–—|]\s+|\s*[(\[](?=(?:19|20)\d{{2}}[a-z]?{MONTH_AFTER_YEAR}[)\]])"
    r"|[.,]\s+(?=(?:19|20)\d{2}[a-z]?[.,]?\s))"
)
# A separator between a citation's fields, right after a field's closing mark: "*Title*, *ACL*", "**Title**. ICML".
_FIELD_SEPARATOR = re.compile(r"\s*[,.;]\s|\s+[-–—|]\s")
# The year the authors' list may give (APA's "(2019)", "[2019]", Harvard's and ACM's bare "2019") and the separator
# that sets the title after them apart.
_AFTER_LEAD_NAMES = re.compile(
    rf"(?:\s*[-–—|.,]?\s*(?:\((?P<round>(?:19|20)\d{{2}})[a-z]?{MONTH_AFTER_YEAR}\)|\[(?P<square>(?:19|20)\d{{2}})[a-z]?\]"
    r"|(?P<bare>(?:19|20)\d{2})[a-z]?(?=[\s.,|–—-]|$)))?\s*(?P<separator>[-–—|.,:;])?(?:\s+|$)"
)
_DATE_BEFORE_TITLE = re.compile(r"^\s*[(\[]\s*((?:19|20)\d{2})(?:[-./]\d{1,2}){0,2}\s*[)\]]\s*(?=\S)")
_BLOG = re.compile(r"/blog\b|blogspot\.|wordpress\.|/posts?/|/news/|/courses?/|courses?\.|/schedule\b", re.IGNORECASE)
_EMOJI_SHORTCODE = re.compile(r":[a-z0-9_+-]+:")
_CHECKBOX = re.compile(r"^\s*\[[ xX]\]\s*")
# An item's number where a list's marker would be markup, kept as text: after a checkbox ("- [x] 9. Lee, A. Title."),
# opening a heading that titles a paper ("### 2. Title").
_ITEM_NUMBER = re.compile(r"\d{1,3}[.)]\s+(?=\S)")
# A course's label before a reading's title, with its colon: the meeting it is read for ("Week3:", "Lecture 4 -",
# "Session 2."), its place among the readings ("Background:", "Optional reading:", "Required:"), or the kind of
# reading it is, praised or not in the list's own language ("Review:", "Survey:", "精彩的Review:", a fine review).
# Never the title's: no paper's title opens so.
_READING_LABEL = re.compile(
    r"(?i:(?:week|lecture|class|session|day|module|unit|meeting)\s*\d{1,2}[a-z]?\s*[:.–-]"
    r"|(?:background|optional|required|supplementa(?:l|ry)|additional|recommended|bonus|further|extra)"
    r"(?:\s+(?:readings?|papers?))?\s*:"
    r"|[^\x00-\x7f\s]{0,8}(?:review|survey)\s*[:：])\s+(?=\S)"
)
# A reference number glued to the first author, as text pasted from a numbered reference list keeps it ("16.Kong, Q."),
# or in parentheses as ACS numbers its references ("(5) Kong, Q.; Lee, A.").
_GLUED_NUMBER = re.compile(r"\d{1,3}\.(?=[A-Z][a-z])|\(\d{1,3}\)\s+(?=[A-Z])")
# An item's number glued to the title inside its link's text, a capital after its stop ("[3.A Survey of ...](url)",
# "[12.Real-Time ...](url)"); a version or a dimension goes on with a digit or a lower-case letter ("2.5D Vision").
_NUMBER_IN_LINK_TEXT = re.compile(r"\d{1,3}\.(?=[A-Z])")
# After a leading year, short surnames before a colon are the authors of a year-author key ("1995 Shor: Title",
# "2013 Monroe/Kim: Title", "1997 Bennet et al: Title"), as lists sorted by year file their papers.
_YEAR_KEY_AUTHORS = re.compile(
    r"((?:van |von |de )?[A-Z][\w'’-]+(?:\s*(?:/|&|,|\band\b)\s*[A-Z][\w'’-]+)*(?:\s+et\.?\s*al\.?)?)\s*:\s+(?=\S)"
)
# A date opening the line before the title: "2021:", "2021-03-15:", "(2021.03) [Title](...)", "03/2021 [Title]",
# "Mar 2021 - [Title]"; after it a separator, or (``_leading_tags`` checks) the title's link or a capital, as
# year-sorted lists open items ("2017 Title", "1995 Shor: Title").
_LEADING_YEAR = re.compile(
    rf"^\s*(?:\(\s*)?(?:{MONTH_NAME}\.?\s+|(?:0?[1-9]|1[0-2])/)?((?:19|20)\d{{2}})(?:[-./]\d{{1,2}}){{0,2}}"
    r"(?P<close>\s*\))?(?:(?P<separator>\s*[,:.\-–]\s*)|\s+)"
)
# A day's date opening the line, as a journal club's or a seminar's schedule dates each meeting: "May 16th, 2019",
# "16 May 2019". It is when the paper was read, not when it appeared: skipped, its year no paper's.
_MEETING_DATE = re.compile(
    rf"(?:{MONTH_NAME}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?|\d{{1,2}}(?:st|nd|rd|th)?\s+{MONTH_NAME}\.?,?)"
    r"\s+(?:19|20)\d{2}\s*[:,–-]?\s+(?=\S)"
)
# An author-date key's year closing a link's text, a preprint's said so: "[Lee et al 2019.](url)", "[Lee 2019]".
_KEY_CLOSING_YEAR = re.compile(r"\s+(?:preprint\s+)?((?:19|20)\d{2})[a-z]?\.?$")
_YEAR = re.compile(r"(?<![\d.])((?:19|20)\d{2})(?![\d])")
# A known venue with its year opening the line before the title, as lists sorted by conference file their papers:
# "ICLR (2022) [Title](url)", "ICLR spotlight (2022) [Title](url)", "CVPR 2021 Oral: Title", "(NeurIPS 2021) **Title**".
# The venue may carry its track before or after the year (``venue_for_acronym`` reads "ICLR Spotlight" as ICLR);
# ``_venue_year_lead`` takes it only when the table knows the venue and a title's mark or a separator follows.
_VENUE_YEAR_LEAD = re.compile(
    r"(?P<open>\(\s*)?(?P<venue>[A-Z][\w&+/.-]*(?:\s+[A-Za-z][\w&-]*)?)\s*"
    r"(?:\(\s*(?P<year>(?:19|20)\d{2})\s*\)|(?P<bare>(?:19|20)\d{2}))(?P<track>\s+[A-Z][a-z]+)?"
)
# A venue's acronym alone set off from the title by a spaced dash or a bar: "IJRR - Title", "TOCS | Title".
_VENUE_DASH_LEAD = re.compile(r"([A-Z][A-Za-z&+/-]*[A-Z][A-Za-z&+/-]*)\s+[-–—|]\s+(?=[A-Z])")
_AFTER_VENUE_YEAR_LEAD = re.compile(r"\s*(?:\)\s*)?(?P<separator>[:|–—-]\s*)?")
_BRACKETED_YEAR = re.compile(r"[(\[]\s*(?:19|20)\d{2}(?!\d)")  # "(2019)", "[2019]", "(2019, March)"
_ACRONYM = re.compile(r"^[A-Z][A-Za-z&@+/-]*[A-Z][A-Za-z&@+/-]*$|^[A-Z]{2,}$")
# One word of capitals that may hold digits, as a venue's acronym does beside its year: "I3D '97", "CHI '92".
_ACRONYM_WORD = re.compile(r"^[A-Z][A-Za-z0-9&@+/-]*[A-Z][A-Za-z0-9&@+/-]*$")
_AFFILIATION = re.compile(r"\s*\(\s*@[^()]*\)\s*$")
# An author-date key closing a title in parentheses, the venue with the year: "(Moss et al., ICML 2021)", "(Moss and
# Quinn, 2021)", "(Moss & Quinn; Journal of Ecology 2019)".
_TRAILING_KEY = re.compile(r"\s*\(\s*([^(),;]{2,60}?)\s*[,;]\s*([^()]*?(?:19|20)\d{2}[a-z]?)\s*\)\.?\s*$")
# An author-date key after a dash closing a title: "Title - Moss (2021)", "Title — Moss et al., 2021".
_DASHED_KEY = re.compile(
    r"\s+[-–—]\s+(?P<names>(?:(?!\s[-–—]\s)[^()\d,]){2,60}?)"
    r"(?:\s*\((?P<year>(?:19|20)\d{2})[a-z]?\)|,\s*(?P<after_comma>(?:19|20)\d{2})[a-z]?)\.?\s*$"
)
# A marked title's words going on after the mark, joined by a lower-case word: " on Graphs with Sparse Kernels".
_TITLE_GOES_ON = re.compile(
    r"\s+(?:on|for|with|of|via|from|to|and|using|without|under|over|through|towards?|beyond|across|between|into)\s+"
    r"(?P<rest>(?:(?:the|a|an)\s+)?[A-Z0-9][^.()\[\]|,:;!?]*?)(?=\s*(?:[.,;:|(\[!?]|\s[-–—]\s|$))"
)
# A venue's name and a two-digit year, spaced, after an apostrophe or glued on, then perhaps more words: "SoCC 10",
# "SOSP'13", "SOSP13 best paper".
_SHORT_DATED_VENUE = re.compile(r"([A-Za-z][A-Za-z&-]*[A-Za-z])\s?['’]?\s?(\d{2})(?!\d)(\s.*)?$")
_TRAILING_PAREN = re.compile(r"\s*\(([^()]*)\)\.?\s*$")  # "Title (1988).": a citation's closing full stop too
# What a parenthesis after a title names when it is no part of it: an award, or the institution of a thesis.
_AWARD_OR_INSTITUTION = re.compile(
    r"\b(?:best (?:\w+ )?paper|award|honou?rable mention|universit(?:y|ä|é|à)\w*|institute|college)\b", re.IGNORECASE
)
# A reader's note in a parenthesis after the title, judging it for the list's readers ("(recommended)", "(Advanced)",
# "(concise Review)", "(some experiments, good)", "(A. Pavlo, recommended)"): the list's words, not the title's.
_READERS_NOTE = re.compile(
    r"\b(?:recommended|must[- ]?read|good|great|bad|classic|seminal|optional|advanced|basic|beginners?|"
    r"introductory|easy|hard|important|concise|skim)\b",
    re.IGNORECASE,
)
# Where the paper stands, in a parenthesis after its title ("(Working Draft)", "(in press)", "(under review)"), or
# the kind of work it is ("(PhD Thesis)", "(Master's thesis)", "(Technical Report)", "(extended version)"): the
# list's note, which the title never holds.
_THESIS_KIND = r"(?:ph\.?\s?d\.?|doctoral|master'?s?|[mb]\.?sc?\.?|bachelor'?s?)\s+(?:thesis|dissertation)"
_STATUS_NOTE = re.compile(
    r"\s*(?:working\s+(?:draft|paper)|draft|in\s+press|under\s+review|submitted|preprint|forthcoming|manuscript|"
    rf"to\s+appear|unpublished|{_THESIS_KIND}|"
    r"thesis|dissertation|tech(?:nical|\.)?\s+report|(?:extended|full|long)\s+version)\s*",
    re.IGNORECASE,
)
# The same note set off by a comma at the title's end, perhaps with the work's page count: "Title, BSc Thesis, 24p.".
_TRAILING_KIND_NOTE = re.compile(
    rf",(?:{_STATUS_NOTE.pattern})(?:,\s*\d{{1,4}}\s*(?:pp?|pages)\.?)?\s*\.?\s*$", re.IGNORECASE
)
# A note of how often the paper is cited ("(827 citations: Google Scholar June 2019)", "[Cited by 45]", "1,234
# citations"): the list's count, never a title's, venue's or author's words; a bracketed note is dropped whole. A
# comma in a count outside brackets stands between digits: "Year: 2020, Citations: 42" keeps its year.
_CITATION_COUNT = re.compile(
    r"[(\[]\s*(?:\d[\d,.]*k?\+?\s+citations?\b|cited\s+by\s+\d)[^()\[\]]*[)\]]"
    r"|\b(?:\d+(?:[,.]\d+)*k?\+?\s+citations?\b|cited\s+by\s+\d[\d,.]*k?\b)",
    re.IGNORECASE,
)
# Where the names after an italic title end: a full stop after a word of two letters or more, not an initial's.
_NAMES_STOP = re.compile(r"(?<=[a-z]{2})\.(?=\s|$)")
_LEADING_PARENTHESISED_YEAR = re.compile(r"[\s.,]*\(((?:19|20)\d{2})[a-z]?\)[.,]?")
# The acronym in parentheses that closes a meeting's name, as ACM and ACL write it without the year: "In
# Proceedings of the 57th Annual Meeting of the Society for Clinical Foo (SCF)": the acronym is how lists name it. ACM's
# older style sets it before the name, with the year's two digits: "In PDIS ’94 Proceedings of the Third ...".
_MEETING_ACRONYM = re.compile(
    r"\b(?:Proceedings|Conference|Symposium|Workshop|Meeting|Congress)\b[^()]{0,160}?"
    r"\s\((?P<after>[A-Z][A-Za-z0-9&-]*[A-Z][A-Za-z0-9&-]*)(?:\s*['’]\d{2}|\s+(?:19|20)\d{2})?\)"
    r"|\b(?P<before>[A-Z][A-Za-z0-9&-]*[A-Z][A-Za-z0-9&-]*)\s?['’]\d{2}:?\s+Proceedings\b"
)
_SEPARATORS = re.compile(r"\s*(?:\||,|;|\s[-–—]\s|\(|\)|\[|\]|\.\s|:\s|\s\d+\.\d+\s)\s*")
# The lower-case words a surname opens with: "van den Berg", "della Rocca", "ter Haar", "dos Santos".
_PARTICLE_WORDS = "van|von|de|den|der|des|da|di|la|le|del|della|dos|du|ten|ter"
# Capitals of Latin scripts, accented ones too: "Árpád Berta", "Łukasz Kaiser", "Şahin".
_CAPITAL = "A-ZÀ-ÖØ-ÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮİĴĶĹĻĽĿŁŃŅŇŊŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽ"
# a spacing accent a PDF leaves beside its letter ("Cl´ement") stays inside the name, as Unicode's hyphen (U+2010)
# does, which publishers' exports write in double-barrelled names ("Botero‐Delgadillo E"); a particle joined by its
# apostrophe opens a surname, first or after a given name ("d'Albertas F", "Eugene d'Eon")
_NAME = re.compile(
    rf"^(?:(?:[dl]['’])?[{_CAPITAL}][\w'’´.‐-]*\.?|[a-z]{{1,3}}|{_PARTICLE_WORDS})(?:\s+(?:(?:[dl]['’])?[{_CAPITAL}][\w'’´.‐-]*\.?|"
    rf"{_PARTICLE_WORDS}))*$"
)
# Given names after a surname: "Geoffrey E", "J", "Jimmy Lei", "Aaron van den" (initials or capitalised words).
_LOWER = rf"[^\W\d_{_CAPITAL}]"  # a lower-case letter, accented too ("Balázs")
# Given names: initials with or without a space between them ("J. W.", Harvard's "J.W.", "Ö."), names, and a given
# name's initials run together after it ("Johan SG").
_GIVEN_NAMES = re.compile(  # after an academic title or two, as German lists keep them ("Prof. Dr. Thomas")
    rf"^(?:(?:Prof|Dr)\.\s+)*(?:[{_CAPITAL}]\.?(?:-[{_CAPITAL}]\.?)?|[{_CAPITAL}]{_LOWER}+(?:-[{_CAPITAL}]?{_LOWER}+)?)"
    rf"(?:(?:\s+|(?<=\.))(?:[{_CAPITAL}]\.?|[{_CAPITAL}]{_LOWER}+|(?<={_LOWER}\s)[{_CAPITAL}]{{2,3}}|van|von|de|den|der))"
    r"{0,2}$"
)
# Initials Vancouver writes after a surname, with no stop: "Stickgold R", "Yang GR".
_INITIALS_AFTER = re.compile(r"\s+[A-Z]{1,3}$")
_SURNAME = re.compile(  # "Moss", "O'Neil", "Smith-Jones", "Spärck Jones", "van der Berg"
    rf"(?:{SURNAME_PARTICLES})?[{_CAPITAL}](?:['’](?=[{_CAPITAL}]))?[^\W\d_]+(?:['’-][{_CAPITAL}]?[^\W\d_]+)*"
    rf"(?:\s+[{_CAPITAL}][^\W\d_]+)?"
)
# One author written surname first with initials alone ("Lee, A. B.", "van der Berg, J"): a name, never a title, so
# it is an author list of one even where one name alone is not ("**Lee, A.** | *OSDI* | 2019" under a paper's heading).
_LONE_INVERTED_NAME = re.compile(rf"{_SURNAME.pattern},\s*[{_CAPITAL}]\.?(?:[\s-]*[{_CAPITAL}]\.?){{0,2}}")
# One author written surname first with given names in full ("Hallerberg, Mark", "Lee, Ana B."), before a bare year.
_LONE_INVERTED_FULL_NAME = re.compile(rf"{_SURNAME.pattern},\s*[{_CAPITAL}][a-z]+(?:\s+[{_CAPITAL}](?:[a-z]+|\.))?")
_MAX_KEY_NAMES = 6
# BibTeX's own author list, as lists paste it: surname-first names joined by "and" ("Lee, Ana and van Wu, Bo B."),
# the one comma in each name setting its surname apart; a brace group may write an accented letter ("F{\"a}rber").
_INVERTED_NAME = re.compile(
    rf"(?:{SURNAME_PARTICLES})?[{_CAPITAL}][^\s,]*(?:\s+[{_CAPITAL}][^\s,]*){{0,2}},"
    rf"\s*[{_CAPITAL}][^\s,]*(?:\s+(?:[{_CAPITAL}][^\s,]*|van|von|de|den|der)){{0,3}}"
)
_AND_BETWEEN_NAMES = re.compile(r"\s+and\s+")
# A TeX accent in a brace group whose backslash Markdown read as an escape ("F{\"a}rber" shows as 'F{"a}rber'):
# the name is kept as the list writes it, the backslash put back.
_ESCAPED_TEX_ACCENT = re.compile(r"\{([\"'`^~=.])([A-Za-z])\}")
_TEX_ACCENT = re.compile(r"\{\\?[\"'`^~=.]([A-Za-z])\}")
# "Daniel and Moskowitz (2016 JFE) ", "Atilgan et al. (2020 JFE) ", "Ehsani and Linnainmaa (2022 JoF). ": a key that
# cites authors, year and a journal's acronym before the title; the year may be followed by a dash or colon ("Moss et
# al. (2021) - Title"), and several authors' key may give it without parentheses before one ("Moss et al. 2021 -
# Title", "Moss and Quinn, 2021: Title"), as lecture notes and project pages cite.
_AUTHOR_YEAR_KEY = re.compile(
    r"\s*(?P<names>[^()\d\[\]]{2,60}?)\s*\(\s*(?P<year>(?:19|20)\d{2})[a-z]?(?:\s+(?P<venue>[A-Z][A-Za-z&]{1,7}))?\s*\)"
    r"(?P<stop>\.)?(?:\s*[:,]|\s+[-–—])?\s+(?=[A-Z\"“\[]|[a-z]+[A-Z])"
    r"|\s*(?P<several>[^()\d\[\]]{2,60}?(?:\bet\.?\s*al\.?|\s(?:and|&)\s[^()\d\[\]]{2,30}?)),?\s+"
    r"(?P<bare_year>(?:19|20)\d{2})[a-z]?(?:\s*:|\s+[-–—]|(?<=al\.\s\d{4})|(?<=\sal\s\d{4}))\s+(?=[A-Z\"“\[]|[a-z]+[A-Z])"
    r"|\s*(?P<single>[A-Z][a-z][\w'’-]*)\s+(?P<single_year>(?:19|20)\d{2})[a-rt-z]?:\s+(?=[A-Z\"“])"
)  # after "et al." and a bare year no separator is needed: "Moss et al. 2021 Title" cites no one else; one surname
# and a bare year need a colon: "Berger 2009: Title"
_AUTHOR_DATE_KEY = re.compile(r"\s*([^()\d]+?)\s*\(\s*((?:19|20)\d{2})[a-z]?\s*\)\s*")  # "Ritchie, Thompson (1974)"
_LINK_YEAR = re.compile(r"\s*\(\s*((?:19|20)\d{2})\s*\)")
_ET_AL = re.compile(r"(?:et\.?\s*al\.?|(?-i:\bu\.\s?a\b\.?))", re.IGNORECASE)  # German lists' "u. a." too
_KEY_JOINS = re.compile(r",|\s(?:and|&)\s")  # "Moss, Quinn", "Moss and Quinn", "Moss & Quinn": a key of several
_ET_AL_KEY = re.compile(r"[A-Z][\w'’-]+\s+et\s+al\.?")  # "Chua et al": a citation's key, one surname
_KEY_AND = re.compile(r"\s(?:and|&)\s")  # "Moss and Quinn", "Moss & Quinn": two surnames joined
_BADGE_YEAR = re.compile(r"((?:19|20)\d\d)(?:[./-](?:0?[1-9]|1[0-2]))?")  # a year badge: "2023", "2023.05"
_SYSTEM_CAPITALS = re.compile(r"[A-Z]{2}")  # "KLEE", "KRover", "SolSEE": capitals no surname writes
_SPACE_LIKE = " \t\u00a0\u2009\u202f" + ZERO_WIDTH  # spaces, no-break and zero-width ones too

# "by" crediting the names after it, wherever it stands: opening the note after a title, after any separator
# ("*Title* by A. Lee and B. Wu (1994)", "Title - by Ana Lee - CHI", "Title | **by Ana Lee**"), inside a title's
# text ("Title, by A. Lee, 1994"), closing the text before bold names ("[Title](url) by **A. Lee**"), or opening a
# paper's details line under its heading ("by A. Lee. *OSDI* (2019)").
_BY = re.compile(r"(?:^|(?<![\s,.;|–—-]))(?:[,.;|–—-]*\s[\s,.;|–—-]*)?\bby(?:\s+|$)", re.IGNORECASE)
# The names "by" credits run up to a parenthesis, a bracket, a semicolon, a bar, a dash between spaces or a full
# stop after a word (an initial's stop stays in the names: "by A. Lee. NeurIPS").
_CREDITED_RUN = re.compile(r"(?:[^;|(\[.\s]|\s(?![-–—]\s)|(?<![^\W\d_]{2})\.)*")
# The names the last "by" of a note credits when they close it: "- An example of ..., by Yukiyasu Tsunoo et al."
_CLOSING_CREDIT = re.compile(r"([^;:()|\[\]]+?)\.?\s*")
# "etc." closing a "by" note's names, as informal lists write "et al." ("by Lee Wu, etc. 2019")
_ETC = re.compile(r"(?:,\s*|\s+)etc\.?$")
# A quoted title, then a credit to its authors, as a link's whole text: '"Title" by Ana Lee and Bo Wu.'
_QUOTED_THEN_CREDIT = re.compile(r"[\"“](?P<title>[^\"“”]+)[\"”][,.]?\s+by\s+(?P<credit>.+)")
_SURNAMES_CREDITED = re.compile(r"\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+")
# A parenthesised year after a title, then its authors, as lists that cite the title first write them: "Title (2017),
# J. Dai et al.", "Title (2015). Y. LeCun, Y. Bengio and G. Hinton."
_YEAR_THEN_NAMES = re.compile(r"\s*\(\s*((?:19|20)\d{2})[a-z]?\s*\)\s*[,.]?\s+(?=[A-Z])([^()\[\]|]+?)[\s.,]*$")
_AUTHORS_LABEL = re.compile(r"^\s*(?:authors?(?:\(s\))?|by)\s*[:：]\s*", re.IGNORECASE)
# A sub-item that is one field of the item's citation, labelled: "keywords : ...", "Date: 2021", "venue: ICRA".
_FIELD_SUB_ITEM = re.compile(r"^\s*[^\W\d_][\w ]{0,24}?\s*[:：]\s*\S")
# The tail of a citation wrapped in the middle of a phrase: after the title's full stop or comma, words that run on
# to the next line without a closing mark (". Computer" over "Networking Symposium, April 1988.").
_TAIL_RUNS_ON = re.compile(r"^\s*[.,]\s+\S.*[^\W\d_]\s*$")
_TAIL_OPENS = re.compile(r"^\s*[.,](?:\s|$)")
# A note after the title that is only the paper's authors, after a dash, a comma or a full stop, perhaps with the
# year (and a venue, _note_authors reads) after them, as reading lists credit papers by surname: " - Saltzer, Reed,
# and Clark", " - Dong et. al.", " - Partridge - 1998", ", Lee and Wu, 2019", ". Ana Lee, Bo Wu. ACL 2022".
_AUTHORS_NOTE = re.compile(
    r"^\s*(?P<mark>[-–—]|,|\.)\s+(?P<names>[^()\[\]|:;]+?)(?:\s*[-–—,]?\s*\(?(?:19|20)\d\d[a-z]?\)?)?\s*\.?\s*$"
)
# A sub-line that opens by naming the proceedings or journal: it is the venue's line however long the name.
_PROCEEDINGS_LINE = re.compile(r"^(?:Proc(?:eedings\b|\.)|(?:Advances in|Journal of|Transactions on)\b)", re.IGNORECASE)
# A sub-line's label that says the rest is a venue's name, known or not; and a name it may hold (capitalised words).
# The label may name the field's part ("Journal Info: Genome Biology, June 2019", "Conference name: ...").
_VENUE_LABEL_PART = r"(?:\s+(?:info|information|name|title))?"
_NAMED_VENUE_LABEL = re.compile(rf"(?:venue|journal|conference|proceedings){_VENUE_LABEL_PART}\s*[:：]", re.IGNORECASE)
# The name a labelled venue line gives before its date: "Genome Biology, June 2019", "Bioinformatics (2019)".
_NAME_BEFORE_DATE = re.compile(r"(.+?)\s*(?:[,(]|$)")
_NAMED_VENUE = re.compile(r"[A-Z][\w&.'’-]*(?:[\s:]+(?:[A-Z][\w&.'’-]*|of|on|for|in|and|the|&)){0,10}")
_VENUE_LABEL = re.compile(
    rf"^\s*(?:(?:venue|conference|journal){_VENUE_LABEL_PART}|published|in|at)\s*[:：]?\s+", re.IGNORECASE
)
# A course's deadline: "Due 4/5, Tuesday, 11:59pm", "due Friday at midnight", "Deadline: 3/14 5pm".
_COURSE_DEADLINE = re.compile(
    r"\b(?:[Dd]ue|DUE|[Dd]eadline)\b:?\s+(?:on\s+|by\s+)?(?:\d{1,2}/\d{1,2}\b|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b"
    r"|\d{1,2}(?::\d{2})?\s*[ap]\.?m\b|midnight\b)"
)
_COURSE = re.compile(r"/courses?/|courses?\.|/teaching/|/class(?:es)?/|/lectures?/|/syllabus", re.IGNORECASE)
# A syllabus's logistics under their label: "**Office hours:** Thursdays ...", "**Assignments due today:** ...".
_COURSE_LOGISTICS = re.compile(
    r"\s*(?:office\s+hours|assignments?\s+due(?:\s+today)?|instructors?|teaching\s+assistants?|class\s+(?:times?"
    r"|meetings?|location))\s*:",
    re.IGNORECASE,
)
# A plain title alone ("- Attention Is All You Need") is a paper only in a section of papers, and only when it reads
# like a title (MIN_TITLE_LIKE_WORDS words or more): a few words, not a sentence ("This section is being updated.").
_MAX_TITLE_LIKE_WORDS = 30
# Words after a venue in a heading that do not change which venue it is: "Arxiv Preprint", "OSDI 2022 Papers",
# and a count of the papers below it: "NeurIPS 2021 (32 Papers)", "ICML 2023 [12]"; the year's sign that Chinese
# and Japanese write after a year: "2024年", "2023 年度".
_HEADING_QUALIFIER = re.compile(
    r"(?:(?<=\d)\s*年度?|\s+(?:preprints?|papers?|conferences?|journals?|workshops?|proceedings|track|accepted\s+papers))?"
    r"(?:\s*[(\[]\s*(?!(?:19|20)\d\d\s*[)\]])\d+\s*(?:papers?|works|entries|items)?\s*[)\]])?\s*$",
    re.I,
)
# Words before a heading's year or venue that only say the section lists its papers: "Papers from 2021", "Year 2018".
# A month's name (not a word that starts like one: "Decision", "Marine") right before a year: "March 2023".
_MIN_MISSPELT_MONTH = 5  # shorter, a word one letter from a month is as likely another word ("Juno", "Mary")
_MONTH_BEFORE_YEAR = re.compile(rf"\b{MONTH_NAME}\.?\s+(?=(?:19|20)\d{{2}}\b)")
# A venue and its year, then the day it was held and anything after ("ICLR 2021 May 3, 2021 [link] TODO: add pdfs"),
# as a list of accepted papers heads each conference's section.
_HELD_ON = re.compile(
    rf"(?P<venue>\S+(?:\s+(?:19|20)\d{{2}})?)\s+{MONTH_NAME}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?"
    r"(?:\s*[-–]\s*\d{1,2})?,?\s+(?:19|20)\d{2}\b"
)
# A line that is a date and a colon alone ("2024-10-30:", "March 3, 2024:"), as a reading log stamps the day an
# entry was read on the item's first line, its citation on the lines below.
_DATE_STAMP = re.compile(
    rf"\s*(?:{_DATE.pattern}|(?:\d{{1,2}}\s+)?{MONTH_NAME}\.?\s+(?:\d{{1,2}},?\s+)?(?:19|20)\d{{2}})\s*:\s*"
)
_QUALIFIER_BEFORE_YEAR = re.compile(r"\s+(?:preprints?|papers?)(?=\s*['‘’]?\s*(?:19|20)?\d{2}$)", re.I)
# A two-digit year glued to a name by an apostrophe closing a heading ("Neurocomputing'24", "Radiology’25").
_HEADING_SHORT_YEAR = re.compile(r"\w\s?['‘’]\s?\d{2}$")
_MAX_HEADING_VENUE_WORDS = 8
# A section's number before its venue is no part of it either: "# 2 TIFS", "## 3.1 ICML 2019" (never a year's digits).
_HEADING_LEAD = re.compile(
    r"^(?:(?:papers?|publications?|works)\s+(?:from|in|of)|year|published\s+in|\d{1,2}(?:\.\d{1,2})*\.?(?=\s+\D))\s+",
    re.I,
)
_MIN_VENUE_LETTERS = 2  # "S&P", "CC"
_MIN_CAPITALISED_WORD = 4  # "of", "for", "the" stay lower case in a title
# Lower-case words an author list holds; any other lower-case words before a title are a sentence's.
_NAME_PARTICLES = frozenset("and et al van von de den der da di la le del dos du".split())
_MIN_SENTENCE_WORDS = 6
# A label over the terms a reading is tagged with ("Keywords: a, b, c"): a word or two, then terms of a few words.
_MAX_LABEL_WORDS = 2
_MIN_LISTED_TERMS = 3
_MAX_TERM_WORDS = 5
_SENTENCE_BREAK = re.compile(r"\b(?!al\.|vs\.|etc\.)[a-z]{2,}([.!?])\s+[A-Z]")
# A table cell of a year or a venue: "2023.05", "2023/05/01"; "Arxiv 25" (a venue, then a two-digit year).
_VENUE_SHORT_YEAR = re.compile(r"^[A-Za-z][\w&@+/-]*\s+(\d{2})(?:\s+[A-Za-z]+)?$")
_OPENS_WITH_INITIAL = re.compile(rf"[{_CAPITAL}]\.")
# A chapter's number, then its author and quoted title in parentheses closing the citation: "ch. 1 (Richardson:
# 'Title')", "chapter 3 (A. Lee, "Title")".
_CHAPTER_IN_PARENTHESES = re.compile(
    r"\b(?:ch\.|chs?\.?|chapter)\s*\d+[^()]*"
    r"\((?P<author>[A-Z][\w.'’ -]{1,60}?)[:,]\s*['‘\"“](?P<title>[^()]{8,}?)['’\"”]\)\.?$"
)
# The close of an author list: "et al." after the last name; the last name's initial ("Lee, A. B.")
_ENDS_WITH_ET_AL = re.compile(rf"\b{_ET_AL.pattern}$", re.IGNORECASE)
_CLOSING_INITIAL = re.compile(rf"(?:^|[\s,.])[{_CAPITAL}]\.$")  # "Lee, A.", "Lee, B.E." (initials glued)
# A comma, or a full stop after a word (no initial's). The full stop comes before the look behind it, and the break
# below opens with a look at its first character: searched through a line, a look behind tried at every position
# cost ten times the search.
_FIELD_STOP = r"(?:[,，;|]|\.\.|\.(?:(?<=[^\W\d_]{2}\.)|(?<=[?!)]\.)))"
# Between two fields: a separator, or a space before a year in brackets ("Lee, A. (2011), WWW")
_FIELD_BREAK = re.compile(
    rf"(?=[\s,，;|.])(?:\s*{_FIELD_STOP}?\s+[-–—]\s+|\s*{_FIELD_STOP}\s+|\s+(?=[(\[](?:19|20)\d\d[)\]]))"
)
_SURNAME_INITIAL_OPENING = re.compile(r"[A-Z][\w'’-]+,\s+[A-Z]{1,2}\.?(?:,|\s|$)")  # "Lee, A, ...", "Lee, AB. "
# A section of a repository's front page, linked by its whole address as tables of contents write it, the page
# being the list itself: "https://github.com/owner/list#section", ".../blob/main/README.md#section".
_OWN_PAGE_ANCHOR = re.compile(
    r"https?://(?:www\.)?git(?:hub|lab)\.com/[\w.-]+/[\w.-]+/?(?:(?:-/)?blob/[\w.-]+/readme(?:\.\w+)?)?#", re.I
)
# A comma glued to the field after it, as hand-typed lists write one: "Bo Wu,OSDI 2018", "Bo Wu.,SOSP".
_GLUED_COMMA = re.compile(r"(?<=[^\W\d_]|\.),(?=[A-Z])")
_LINKS_OPEN = re.compile(r"\[|<|\bhttps?://")  # where a line's links start after its fields
_FIELD_SEPARATOR_CLOSING = re.compile(r"(?:[,;|.]|\s[-–—])\s*$")  # "Title, ", "Title. ", "Title — "
_ONE_INITIAL = re.compile(rf"[{_CAPITAL}]")  # "Da Silva, L.": the initial's stop is cut off with the name's end
# A name's closing stop that is its own, not the list's: a generational suffix ("Jr.", "Sr.") or the last of dotted
# initials ("K.-D.", "C. A. M."); "Hallacy C." (Vancouver's undotted initials) ends the list there.
_UNDOTTED_INITIAL = re.compile(rf"(?:^|[\s.-])[{_CAPITAL}]$")  # "Roy, J.-P" and "Lee, A" lost the initial's stop
_ABBREVIATION_STOP = re.compile(rf"(?:\b(?:Jr|Sr)|[{_CAPITAL}]\.[\s-]?[{_CAPITAL}])\.$")
_LEADING_AND = re.compile(r"^(?:and|&)\s+")
_PARTICLES_OPENING = re.compile(SURNAME_PARTICLES)
_MAX_NAME_WORDS = 3  # "Ian H. Witten"; four capitalised words alone before a comma are a title in title case
_MIN_VENUE_TAGS = 3  # known venues in a list's tag slot before an unknown tag there is taken for a venue
_MAX_VENUE_LINE = 60  # longer, a sub-line is prose, unless it opens with an italic venue as citations do
_MAX_VENUE_WORDS = 8  # "Proceedings of the National Academy of Sciences": a longer link text is a title
_MIN_UNMARKED_AUTHORS = 2
_MIN_SURNAME_SERIES = 3  # "Verba, Schlozman, and Brady": two one-word names could be one surname-first name
_TAIL_SEPARATORS = ".?!,，;:-–—"  # what sets an author/venue tail off from the title before it
_DATED_CLOSE = re.compile(r"\s*\([^()]*\)\s*[.,，]?$")  # "Title (2016)," : the title's date, before its tail
# GB/T 7714's document type after a title, then the venue, an optional publisher after a full stop (its places
# after it: "Springer, Berlin, Heidelberg"), and the year: "[J]. Journal, 1991, 20(1): 23-53.", "[C]//Proceedings of
# X. IEEE, 1995: 1-9.", "[M]//Book. Springer, Vienna, 1996: 21-30.", "[J]. 2015." (no venue).
_GBT_TYPE = r"\[(?:[JCAMDRNPSGZ]|EB/OL|[JC]/OL)\]"
_GBT_TYPED_TAIL = re.compile(
    rf"^\s*{_GBT_TYPE}(?:\s*//\s*|\s*[.,]\s*)"
    r"(?P<venue>[^\[\]]*?(?:\[[^\[\]]*\][^\[\]]*?)?)??"
    r"(?:\.\s+(?:[A-Z][\w&/-]*(?:\s+[\w&/-]+){0,3})(?:,\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?){0,3})?"
    r",?\s*(?P<year>(?:19|20)\d{2})[a-z]?(?=\s*(?:[,:;.(]|$))"
)
# A bracketed note opening a proceedings' name in such a citation: "[1990 Proceedings] The Third Symposium on ...".
_GBT_LEADING_NOTE = re.compile(r"^\s*\[[^\[\]]*\]\s*")
# The type closing a title that bold sets off with it: "<b>Title[J]</b>. Journal, 2023".
_GBT_TYPE_CLOSING = re.compile(rf"\s*{_GBT_TYPE}\s*\.?\s*$")  # "<b>Title[J].</b>": its full stop inside the bold too
_MAX_TAIL_VENUE_WORDS = 6  # a venue written after a title, or alone on its paper's details line
_TAIL_SEPARATOR = re.compile(r"\s*[,，]\s*|\s+[-–—]\s+")
_CLOSING_ONE_WORD_NAME = re.compile(r"(?:,|\s)\s*(?:and|&)\s+[^\s,]+\s*$")
_MOSTLY_PEOPLE = 0.75  # the share of an author list after a title that must read as people's names
_MIN_CITATION_STOPS = 2  # "Authors. Title. Venue": a link's text with fewer full stops is a title
# A book's title with its series and volume, as a citation's venue line gives it ("Logics and Types in Practice,
# LNCS 14560, 2024."): the proceedings a paper above it appeared in, never a paper of its own.
_SERIES_VOLUME_LINE = re.compile(
    r"\s*(?:In:?\s+)?[^.,]+(?:,\s*[^.,]+)?,"
    r"\s*(?:LNCS|LNAI|LNBI|CCIS|LIPIcs|EPTCS|CEUR(?:-WS)?|AISC|IFIP AICT)\s+(?:Vol\.?\s*)?\d"
)
# Two linked titles joined on one line as one entry's papers: "[Part I](doi) and [Part II](doi)".
_JOINED_TITLES = re.compile(r"\s*(?:and|&|;|,)\s*")
# A year that ends a line set apart, as a citation's is ("[1999]", "(2019).", ", 2013."), not a sentence's date
# ("published before 2012", "on May 16 2013").
_ENDING_YEAR = re.compile(r"(?:[\[(,.|:;]|\s[-–—])\s*((?:19|20)\d\d)[\])]?\W*$")
_MAX_HEADLINE_PARAGRAPH = 4  # a title, its authors and venue, a note: longer paragraphs are prose
# A person's name opening a line, then its end, a comma, "et al." or another name: "Colin Doyle.", "Zachary C.
# Lipton, 2016", "John J. Nay et al.".
_PERSON_OPENING = re.compile(r"(?:[A-Z][a-z]*\.?\s+){1,3}[A-Z][\w'’-]+(?:[.,]|\s+(?:and|&)\s+[A-Z]|\s+et\.?\s+al\b|$)")
# Where a citation's parts end: a full stop (or ? and !) and a space, not after an initial ("J. Smith"); a full
# stop inside closing quotes as American punctuation sets it ('A Contingent "Yes." The Journal of ...').
# The abbreviations a citation's details write with a full stop that ends no part: a month ("Feb., 1998"), a volume,
# a number ("Vol. 43, No. 1"), as JSTOR's exports cite a journal's issue.
_DETAIL_ABBREVIATIONS = (
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
    "vol",
    "no",
)
_CITATION_PART = re.compile(
    rf"(?<!\b[{_CAPITAL}])(?<!\b[a-z])(?<!\b(?i:dr))(?<!\b(?i:prof))"
    + "".join(rf"(?<!\b(?i:{word}))" for word in _DETAIL_ABBREVIATIONS)
    + r"(?<=[^\s.])[.](?:\s+|$)|(?<=[?!])\s+|(?<=[^\s.]\.[\"”])\s+"
)  # not after "Ö.", an academic title ("Dr.", "Prof."), inside German lists' "u. a." (et al.), nor an abbreviation
# A part's closing quote after its full stop: the stop ends the part, the quote closes the title's quoted words.
_STOP_IN_QUOTES = re.compile(r"\.(?=[\"”]$)")
# APA's year after the names, with a conference paper's month and days: "(2013)", "(2019a)", "(2019, July 14-18)".
# An abbreviated journal name's words between two of its full stops ("ACM Comput", "Surv", "IEEE Trans", "J"): two
# at most, so that a short title ("Fast Qubit Reset. Nat. Phys. 12, 34") stays a part of its own; and
# the part its volume opens ("Surv. 25(2): 73", "Commun. 12, 4567", "Rev. B 95, 1"): a number that is no year.
_ABBREVIATED_WORDS = re.compile(r"(?:[A-Z][A-Za-z&]{0,6}\s+)?[A-Z][A-Za-z]{0,6}")
_OPENS_WITH_VOLUME = re.compile(r"(?:[A-Z][A-Za-z]{0,6}\.?\s+)*(?!(?:19|20)\d\d\b)\d{1,4}\s*[(,:]")
_YEAR_BETWEEN_COMMAS = re.compile(r",\s*((?:19|20)\d{2})[a-z]?,\s+")
# The surnames an author-date key names a paper by, as lecture notes and economics lists cite: "Moss et al.", "Fama
# and French", "Moss & Quinn".
_MAX_KEY_LINE = 60  # "Lee & Wu", "Okafor et al.": longer, a sub-line is prose
_SURNAMES_KEY = re.compile(r"[A-Z][\w'’-]+(?:\s+(?:and|&)\s+[A-Z][\w'’-]+|\s+et\.?\s+al\.?)")
# The key's year opening the part the title stands in: "(2021) Title", "2021, Title", "2021 - Title".
_YEAR_OPENING_TITLE = re.compile(
    r"\(((?:19|20)\d{2})[a-z]?\.?\)(?:[.,:]|\s+[-–—])?\s+|((?:19|20)\d{2})[a-z]?(?:,|\s+[-–—])\s+"
)
_PARENTHESISED_YEAR = re.compile(
    r"\(\s*((?:19|20)\d{2})[a-z]?(?:,\s*[A-Z][a-z]{2,8}\.?(?:\s+\d{1,2}(?:\s*[-–]\s*\d{1,2})?)?)?\.?\s*\)\s*$"
    r"|(?<=[A-Z]\.)\s+((?:19|20)\d{2})[a-z]?\s*$"  # the year after a last initial: "Lund, E. 2012."
    r"|(?<=[a-z.]),\s+((?:19|20)\d{2})[a-z]?\s*$"  # the year after a comma: "Hubel & Wiesel, 1962.", "Doe, A., 2008."
    r"|\(\s*(?:in\s+press|forthcoming|n\.\s?d\.)\s*\)\s*$",  # APA's year slot when there is no year yet
    re.IGNORECASE,
)
# A note under a citation naming another version of the same paper ("Full version available from [the author's
# page](url)", "Extended abstract in Proceedings of Crypto 2001, LNCS 2139", "Conference version in STOC 1982"):
# the paper's note, never a paper of its own, however much of a citation it holds.
_VERSION_NOTE = re.compile(
    r"\W*(?:(?:an?|the|its)\s+)?(?:full|extended|long(?:er)?|short(?:er)?|conference|journal|preliminary|earlier|"
    r"previous|final|proceedings|workshop)\s+(?:version|abstract)\b",
    re.IGNORECASE,
)
# A part of a work, named to be read of it: "Part I-A", "Chapters 2-3", "Section 4", "Appendix B", "Parts I and II".
_PART = (
    r"(?:parts?|chapters?|ch\.|sections?|appendix|appendices|volume|vol\.)\s+[\dIVXLA-Z][\w.]*(?:\s*[-–]\s*\w+)?"
    r"(?:\s*(?:,|and|&)\s*[\dIVXLA-Z][\w.-]*)*"
)
_PART_NAME = re.compile(rf"\s*{_PART}\s*", re.IGNORECASE)
_OF = re.compile(r"\s+of\s+[\"“]?")
_PART_LEAD = re.compile(rf"(?:^|(?<=[\s.,:;])){_PART}\s+of\s*$", re.IGNORECASE)  # "Authors. Part I-A of" [Title]
# A part of a longer work to read, before its title: "(Chapter 1)", "(Ch. 2-3)", "(Sections 3 and 4)".
_PART_TO_READ = re.compile(r"^\((?:chapters?|ch\.|sections?)\s*\d[\d.,–-]*(?:\s*(?:and|&)\s*\d[\d.]*)?\)\s+", re.I)
# A book as NLM's (Vancouver) style cites it: its place, publisher and year close the citation ("Boca Raton: Chapman
# & Hall/CRC; 2020.", "Burlington, MA: Jones & Bartlett Learning; 2019."), where a journal gives volume and pages.
_PLACE_PUBLISHER_YEAR = re.compile(r"\.\s+[A-Z][\w.]*(?:,?\s+[A-Z][\w.]*)*:\s+[A-Z][^.;:]{1,80};\s*\d{4}\.?\s*$")
# A publisher's name (holding a publisher's word), the place and the year, each after a comma: "Siglo Veintiuno
# Editores, Buenos Aires, 2008", or in parentheses as physics journals' style cites a book: "(Springer, New York,
# 2012)"; the publisher's company and the place's state after their commas: "Computer Science Press, Inc., Potomac,
# MD, 1978".
_PUBLISHER_PLACE_YEAR = re.compile(
    r"[,(]\s*(?P<publisher>[A-Z][^,.;:()]{0,60}?)(?:,\s*(?:Inc|Ltd|Co|Corp)\.)?\s*,"
    r"\s*[A-Z][^,.;:()\d]{1,30}(?:,\s*[A-Z]{2})?,\s*(?:19|20)\d\d\b"
)
# A part of a book cited with the book it is taken from: "Title. Excerpted from The Whole Book (Lee 2013)".
_EXCERPTED_FROM = re.compile(
    r"[.,]\s+(?:an\s+)?(?i:excerpt(?:ed)?)\s+(?:from|of)\s+(?P<book>[^\s().][^().]*?)\s*(?=[(.]|$)"
)
# A volume with its pages: an article or a chapter inside a volume, never a book of its own.
_VOLUME_AND_PAGES = re.compile(
    r"(?:\b[Vv]ol(?:\.|ume)\s*\d+|\b\d{1,4}\s*\(\d{1,4}\))\s*[,:]\s*(?:pp?\.\s*)?\d{1,5}\s*(?:-{1,2}|–)\s*\d{1,5}\b"
)
# A thesis names the work itself, whatever part of it a list gives to read: never a book.
_THESIS = re.compile(r"\b(?:thesis|dissertation)\b", re.IGNORECASE)
# A report numbered in its series ("EMEP MSC-W Report 1/2003", "Technical Report No. 42", "Working Paper 2019-07"):
# a paper by its authors, whoever printed it (tests/data/lists/labels/README.md), never a book.
_NUMBERED_REPORT = re.compile(r"\b(?:report|working\s+paper)\s+(?:no\.\s*|#\s*)?[A-Z]{0,5}-?\d", re.IGNORECASE)
# The kinds of paper a list may tag its entries with in code spans (`Conference`, `Journal article`): a book is none.
_PAPER_TYPES = frozenset(
    ("conference", "conference paper", "journal", "journal article", "workshop", "workshop paper", "preprint")
)
_BOOK = re.compile(
    r"\b(?:(?P<publisher>addison[- ]wesley|o'reilly|mit press|university (?:of [\w-]+ )?press|morgan kaufmann|"
    r"prentice[- ]hall|john wiley|springer[- ]verlag|manning publications|no starch press|crc press|"
    r"press book|cengage learning|mcgraw[- ]hill|pearson education|morgan (?:&|and) claypool)|"
    # a book's number, or a chapter of it to read, in the languages reading lists are written in ("Chapter 2",
    # "Ch 3", "Chap. 4", "Capítulo 5", "Cap. 6", "Kapitel 7", "Chapitre 8", "Capitolo 9")
    r"isbn|(?:chapters?|ch|cap[ií]tulos?|kapitel|chapitre|capitolo)\s+\d+|(?:ch|chap|cap)\.\s*\d+)\b",
    re.IGNORECASE,
)
# A whole book's count of pages closing its citation, as Elsevier's Harvard style gives it: "Springer. 253pp.",
# "Academic Press, New York. 508 pp."; an article's pages are a range after "pp." ("pp. 253-260").
_PAGE_COUNT = re.compile(r"(?<![\w.-])\d{2,4}\s?pp\.?(?=\s*$|[\s.,;)])")
# What else marks a book, looked for only where a quick test finds its words (``_names_a_book``):
_BOOK_MARK = re.compile(
    r"(?<![\w/.-])97[89](?:[- ]?\d){9}[- ]?[\dX](?![\w/-])"  # an ISBN-13 given bare: "Apress, 2014, 978-1484200773"
    r"|\((?:text)?book\b"  # the list's own word for it: "(Book)", "(Book, with online content)", "(Textbook)"
    r"|^\W*(?:text)?book:\s"  # or a link's kind tag: "[book: Title](url)"
    # an edition: "Third edition", "2nd ed.", "(Revised Edition)"; never a journal's "International Edition"
    r"|\b(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|revised|expanded)"
    r"\s+ed(?:ition\b|\.)"
    r"|\([^()]{1,60},\s*trans\.\)",  # a translator after the title: "*Collected Fictions* (A. Hurley, Trans.)"
    re.IGNORECASE,
)
# The publisher that closes a book's citation where an article's closes on its journal, volume and pages: a name
# holding a publisher's word (``journals.PUBLISHER_WORD``: "Blackwell Publishers", "Basic Books"), or a publisher
# known by its name alone ("Routledge", "Simon & Schuster"), after its place or not ("London: Victor Gollancz Ltd.").
# The place a work was published at, as a citation names it before its publisher: "London:", "New York, NY:", a
# name joined by a lower-case particle ("Santiago de Compostela:", "Frankfurt am Main:"), two places ("Frankfurt am
# Main ; New York:").
_PLACE = r"[A-Z][\w.'’-]*(?:(?:,?\s+|\s+(?:de|del|da|do|am|an|upon|sur|la|le)\s+|\s*;\s*)[A-Z][\w.'’-]*){0,4}\s*:"
# A publisher's name, after its place or not; two imprints may be joined by a dash or a slash ("Blackwell - Wiley").
_PUBLISHER_TAIL = re.compile(
    rf"(?:{_PLACE}\s+)?"
    r"(?P<name>[A-Z][\w'’-]*\.?(?:\s+(?:&\s+|and\s+|of\s+|[-–/]\s+)?(?:[A-Z][\w'’-]*|books|press|publishers)\.?){0,4})"
)
_PUBLISHERS = frozenset(
    "routledge ashgate penguin blackwell wiley springer elsevier macmillan palgrave norton knopf vintage verso polity "
    "bloomsbury clarendon harper harpercollins doubleday dover kluwer brill reidel pergamon longman methuen "
    "hackett duckworth heinemann hutchinson gollancz continuum pearson pluto courier".split()
)
# Publishers' whole names that hold a venue's word, as exported citations write them.
_PUBLISHER_NAMES = frozenset(("springer science & business media", "elsevier science", "academic press"))
_TWO_WORD_PUBLISHERS = frozenset(
    (
        "simon & schuster",
        "random house",
        "de gruyter",
        "taylor & francis",
        "allen & unwin",
        "houghton mifflin",
        "open court",
        "little brown",
        "chapman & hall",
        "edward elgar",
        "farrar straus",
        "faber & faber",
    )
)
# What only an article or a chapter holds: pages ("pp. 50-65", "27--51"), a volume's issue ("10(3)"), or the
# edited book a chapter appeared "In"; a range of years ("(1929-1932)") is a title's, not pages.
# "In" before the volume a part of a work appeared in: '... Title. In: Book', '"Title," In *Book*'.
_IN_A_VOLUME = r"(?:^|[.,?!][\"”’]?\s+)In:?\s+\S"
_PART_OF_A_WORK = re.compile(
    r"\bpp?\.\s*\d|(?<![\w(])(?!(?:1[5-9]|20)\d\d\s*(?:-{1,2}|–)\s*(?:1[5-9]|20)\d\d\b)\d+\s*(?:-{1,2}|–)\s*\d+"
    rf"|\d\s*\(\d+\)|{_IN_A_VOLUME}|\((?:eds?|Eds?)\.?\)"
)
# A whole edited volume as author-date styles cite it: its editors, "(eds)" and then the year, before any title
# ("Lee, A. and Wu, B. (eds) 1995. *Book*.", "Lee, A. (Eds.). (1995)."); a chapter names its book's editors after
# "In" and its own year.
_EDITED_VOLUME = re.compile(r"^\W*[A-Z][^()\d]{0,200}?\((?:eds?|editors?)\.?\)[.,]?\s+\(?(?:1[5-9]|20)\d\d\b", re.I)
# A title set in italics right after the citation's year, where author-date styles set a book's, a report's or a
# standard's (an article's title stands in roman, its journal in italics): "Lee, A. 1995. *Title*."
_ITALIC_AFTER_YEAR = re.compile(r"(?:1[5-9]|20)\d\d[a-z]?\)?[.,]\s*$")
# MLA's whole work after its italic title: the place, the publisher and the date, nothing between ("*Title*. Ithaca:
# Cornell UP, 2007.", "*Title*. Chapel Hill: n. pub., 1946."), where an article's names its journal's volume and
# pages; a link to the work, a day it was read or a note in parentheses may close it (``_after_the_date``).
_PUBLISHED_THEN_DATED = re.compile(
    rf"[.,]\s+(?P<published>[^\d.:;()][^\d:;()]{{0,60}}?(?::\s+[^\d:;()]{{1,60}}?)?),\s+"
    rf"(?:\d{{1,2}}\s+{MONTH_NAME}\.?\s+)?(?:1[5-9]|20)\d\d\.?"
)
# A closing note after a whole work's date, its links' labels taken out: the stop a link to it leaves ("[Web](url)."),
# the day it was read ("1 March 2019."), a note in parentheses.
_AFTER_THE_DATE = re.compile(rf"(?:\s*\.|\s*\d{{1,2}}\s+{MONTH_NAME}\.?\s+\d{{4}}\.?|\s*\([^()]*\)\.?)*\s*")
# What no whole work's publisher slot names: a thesis, a report, a preprint or a working paper (each a paper), or a
# department, which issues reports where a press publishes books.
_PAPER_IN_PUBLISHER_SLOT = re.compile(
    r"\b(?:thesis|dissertation|report|preprint|working\s+paper|manuscript|diss\.|department|dept\.)", re.IGNORECASE
)
# How far after a whole work's italic title the kind of work is named ("*Title*. Technical report. GEM ..."): the
# next sentence or two, never a later note ("(cited on page 13)"). After a place of publication, the words name a
# publisher's series ("Oxford: British Archaeological Reports"), no report.
_KIND_OF_WORK_SPAN = 40
# The place a work was published at, opening what follows its title: ". London: ", ". New York, NY: ".
_PLACE_OF_PUBLICATION = re.compile(rf"[.,]?\s+{_PLACE}\s+[A-Z]")
# A possessive is no person's name ("Ana's Page": whose, never who); a page named for its owner ("Ana's Page",
# "Lee's Home Page", "the Lab's Website") is never a paper's title.
_POSSESSIVE = re.compile(r"\w['’]s\b")
_OWNERS_PAGE = re.compile(r"\w['’]s\s+(?:home\s*|web\s*)?(?:page|site|website)\b", re.IGNORECASE)
# APA's place and publisher after a book's title: "New York: The Guilford Press."
# The year after an author-date citation's names, its title after it: "Lee, Ana. 2008. Title", "Lee, A. (2008). Title".
_YEAR_THEN_TITLE = re.compile(r"[.,]\s+\(?(?:1[5-9]|20)\d\d[a-z]?\)?\.\s+(?=[A-Z])")
_PLACE_AND_PUBLISHER = re.compile(rf"[.?!]\s+(?P<published>{_PLACE}\s+[A-Z][^.:;]{{1,60}}?)\.(?:\s|$)")
# A part of a book to read, named after its title: "Neisser, U. (1967). Cognitive Psychology. Introduction."
_CLOSING_PART_TO_READ = re.compile(
    r"\.\s+(?:the\s+)?(?:introduction|preface|foreword|afterword|prologue|epilogue|conclusions?)\.?\s*$", re.I
)
# Notes a citation closes on after its publisher: "[(Originally published in 1927)]", "(Original work published
# 1927)".
_CLOSING_NOTE = re.compile(r"\s*(?:\[\(?[^\[\]]*\)?\]|\((?:originally|original work) [^()]*\))\s*$", re.I)
_MAX_PUBLISHER_TAIL = 60
# The day a web page was read, as citation styles write it: "Accessed Aug, 2020", "Accessed: 3 May 2021".
_ACCESSED = re.compile(r"\b[Aa]ccessed:?\s+(?:on\s+)?[\w ,.]{0,20}?(?:19|20)\d\d\b")
_YEAR_AFTER_PUBLISHER = re.compile(r"[,.]\s*(?:19|20)\d\d[a-z]?$")  # "Basic Books, 1979", "Griffin & Co. 1968"
_YEAR_RANGE = re.compile(r"(?:1[5-9]|20)\d\d\s*[-–—/]\s*(?:(?:1[5-9]|20)\d\d|\d\d)")
# A chapter's edited book after "In", as citation styles cite it: its editors before its title, with "(Eds.)" in
# author-date styles ("In E. Lee & B. Wu (Eds.), A Companion to X") or ", editors," in the numbered ones that BibTeX's
# styles render ("In E. Lee and B. Wu, editors, A Companion to X, chapter 3, pages 5-20"), or its pages right after
# it ("(pp. 50-65)", ", pages 5-20"); the title, commas and colon included, runs to its chapter, volume or pages
# (Harvard's ": 50-65" too), a full stop or the publisher.
_CHAPTER_IN = re.compile(
    r"\s*in:?\s+(?:(?P<editors>[^()]{1,120}?)\s*(?:\((?:eds?|editors?)\.?\)|(?:,\s*|\s+)(?:eds?\.|editors?)(?=,)),?\s+)?",
    re.I,
)
# Harvard's chapter after a comma, its book's editors before "(eds)": "Title, in A. Lee and B. Wu (eds) *Book*".
# _EDITED_CHAPTER: "In" the edited book (Spanish "en", French "dans") with its editors or the chapter's pages, or
# Chicago's editors after the book's title ("In Book Title, edited by A. Lee, 51–68.", or "ed. by A. Lee").
# Chicago's words before a book's editors: "edited by", "ed. by".
_EDITED_BY = r"(?:edited|ed\.)\s+by\s"
# Where a title set off by commas ends on the work it appeared in: Elsevier's "in:" ("Title, in: Proceedings of the
# ..., 1998, pp. 174–187.", "Title, in: F. Lee (Ed.), Book"), or "in" before a meeting's proceedings.
_IN_AFTER_COMMA = re.compile(
    r",\s+in:\s+(?=\S)|,\s+[Ii]n\s+(?=(?:the\s+)?(?:Proc\.|Proceedings|Conference|Workshop|Symposium|Advances in)\b)"
)
# The kind of work after a comma, then where it was written: "Title, PhD thesis, Stanford University, 1970".
_KIND_AFTER_COMMA = re.compile(rf",\s*(?:{_THESIS_KIND}|tech(?:nical|\.)\s+report),\s*(?=[A-Z])", re.IGNORECASE)
_CHAPTER_AFTER_COMMA = re.compile(r",\s+in\s+(?=[A-Z][^()]{0,120}?\((?:eds?|editors?)\.?\))")
_EDITED_CHAPTER = re.compile(
    r"(?:^|[.,?!][\"”’]?\s+)(?:in|en|dans):?\s+[^()]*?"
    r"(?:\((?:(?:eds?|editors?)\.?(?:\s[^()]{1,80})?\)|pp?\.\s*\d)|(?:,\s*|\s+)(?:eds?\.|editors?),|,\s*(?:pp?\.|pages)\s*\d"
    rf"|,\s*{_EDITED_BY}|\({_EDITED_BY})",
    re.I,
)
_TITLED_CHAPTER_IN = re.compile(r"(?:[\"”]\s*,?|,)\s*(?i:chapter|ch\.|chap\.)\s*\d+,?\s+(?i:in):?\s+[*_]?[A-Z]")
# A part of a larger work: its own title in double quotes, then a comma and "in" the work that holds it
# (``“Separation of Powers”, in The Oxford Handbook of ...``): a chapter or an article, never the whole book, even
# where the book it stands in names no editors (a chapter "in" its own author's book).
_QUOTED_PART_IN = re.compile(r"[\"”],\s+(?:in|en|dans):?\s+[A-Z]")
_BOOK_END = re.compile(
    r"\s*\((?:pp?\.|vol)|,\s*(?:(?:pp?\.|pages|chapter|ch\.)\s*|vol(?:\.|ume)?\s*)?\d|:\s*(?:pp?\.\s*)?\d+\s*(?:-{1,2}|–)\s*\d+"
    r"|\.(?:\s|$)"
    r"|,\s+(?P<publisher>[^,()]+)",
    re.I,
)
# A meeting's page: a venue, its year and what was held ("NIPS 2016 Tutorials"), or a school with its year ("Deep
# Learning Summer School 2016"); a place may follow after a comma ("..., Long Beach").
_MEETING_PAGE = re.compile(
    r"^(?:(?P<venue>[A-Z][\w&@+/-]*(?:\s+[A-Z][\w&@+/-]*)?)\s+(?:19|20)\d{2}\s+(?:[\w-]+\s+){0,3}?"  # "KDD 2018 Privacy
    r"(?i:(?:invited\s+)?(?:tutorials?|talks?|keynotes?|videos?|lectures?|schedule|program(?:me)?))"  # tutorial"
    r"|(?:[A-Z][\w-]*\s+){0,4}(?i:summer|winter|spring)\s+(?i:school)\s+(?:19|20)\d{2})"
    r"(?:\s*,\s*[A-Z][\w.' -]*)?(?:\s*\[[^\]]*\])*\s*$"  # and the labels of its links: "[web]", "[[slides]]"
)
# A course's page: its number and term ("CS 573 Data Privacy, Fall 2018"), where a paper names its venue.
_TERMS = ("Fall", "Spring", "Summer", "Winter", "Autumn")
_COURSE_AND_TERM = re.compile(
    rf"\b[A-Z]{{2,5}}\s?-?\d{{3,4}}[A-Za-z]?\b.*\b(?:{'|'.join(_TERMS)})(?:\s+(?:term|semester|quarter))?"
    r",?\s+(?:19|20)\d{2}\b"
)
# A product's own document, named in the slot a venue stands in ("..., Apache Cassandra Documentation v4.0, 2016")
# or closing its title ("VoltDB Technical Overview White Paper").
_PRODUCT_DOCUMENT = re.compile(
    r"\b(?:documentation|docs|user(?:'s)? (?:guide|manual)|reference manual|white ?paper)\b", re.I
)
_TITLED_WHITE_PAPER = re.compile(r"\bwhite ?paper$", re.IGNORECASE)
# The words a course's or a product document's rules need, lower-cased: a line without any is neither.
# The kind of work APA writes in brackets after a title that is no paper's ("[Computer program]", "[Data file]"), or
# a software release's version after its name ("MATLAB, Version R2014a", "(Version 3.1.0)"): dotted, or a year
# with its release letter, never a bare number ("version 2" may be a paper's revision).
_MEDIUM_DESCRIBED = re.compile(
    r"\[(?:computer\s+(?:program|software)|(?P<data>data\s+(?:file|set)))\.?\]"
    r"|[,(]\s*version\s+(?:[a-z]?\d+(?:\.\d+)+[a-z]?|r?\d{4}[ab])\b",
    re.IGNORECASE,
)
# What a course hands out by number (``_NUMBERED_HANDOUT``), in the singular.
_HANDOUT_WORDS = ("handout", "slides", "worksheet", "problem set", "homework", "assignment", "exercise")
_NON_PAPER_WORDS = (
    *(term.lower() for term in _TERMS),
    *("course", "class", "syllabus", "documentation", "docs", "guide", "manual", "white paper", "whitepaper"),
    *("lecture", "week", "session", "seminar", "meeting"),
    *_HANDOUT_WORDS,
)
# A data file's address, by its extension, before a query or fragment: a table, an archive, a data format.
_BOOK_PAGE = re.compile(r"/book/(10\.\d{4,9}(?:/|%2F)[^#?\s]+)", re.IGNORECASE)
_DATA_FILE = re.compile(r"\.(?:csv|tsv|xlsx?|ods|zip|tgz|tar\.gz|json|parquet)(?:[?#]|$)")
# Newspapers' and magazines' sites, whose articles lists of papers cite beside them, by the same author-date form.
_NEWS_SITE = re.compile(
    r"^https?://(?:[\w-]+\.)*(?:nytimes\.com|washingtonpost\.com|theguardian\.com|bbc\.co\.uk|bbc\.com|wsj\.com|"
    r"vice\.com|nationalgeographic\.com|theatlantic\.com|newyorker\.com|wired\.com|forbes\.com|cnn\.com|"
    r"reuters\.com|bloomberg\.com|latimes\.com|npr\.org|vox\.com|slate\.com|time\.com)/"
)
# Pages that say what an item is when every link of it goes there and none to a paper: a post on a blog platform,
# an online course, a data set's or a leaderboard's hub page, a competition; and a recording, which names a talk
# unless the item states a venue the table knows (a paper's video). The skip reason each gives.
_NON_PAPER_PAGES = (
    (re.compile(r"^https?://(?:[\w-]+\.)?(?:medium\.com|substack\.com)/|/blog/|/posts?/|/newsletters?/"), "blog"),
    (re.compile(r"^https?://(?:www\.)?(?:coursera\.org|edx\.org|udemy\.com|udacity\.com)/"), "course"),
    (_NEWS_SITE, "blog"),  # a newspaper's article: "Lee K. 2016. Skulls sold online. https://www.vice.com/..."
    (
        re.compile(
            r"^https?://(?:www\.)?(?:huggingface\.co/(?:datasets|spaces)/|kaggle\.com/|paperswithcode\.com/sota)"
        ),
        "data set",
    ),
    (re.compile(r"^https?://(?:www\.|m\.)?(?:youtube\.com|youtu\.be|vimeo\.com|bilibili\.com)/"), "event"),
    (_DATA_FILE, "data set"),  # a table or an archive of data: "Kraftwerksliste_2018.xlsx", "Stammdaten.zip"
)
# What an address on one of those pages holds, for a quick look before their patterns.
_NON_PAPER_PAGE_WORDS = re.compile(  # one search, not a substring test per word: every item with a link asks
    r"medium\.com|substack\.com|/blog/|/post|/newsletter|coursera\.|edx\.|udemy\.|udacity\.|huggingface\.co/"
    r"|kaggle\.com|paperswithcode\.com|youtube\.com|youtu\.be|vimeo\.com|bilibili\.com"
    r"|nytimes|washingtonpost|theguardian|bbc\.|wsj\.|vice\.|nationalgeographic|theatlantic|newyorker|wired\.|forbes\."
    r"|cnn\.|reuters\.|bloomberg\.|latimes\.|npr\.|vox\.|slate\.|time\.com"
    r"|\.(?:csv|tsv|xlsx?|ods|zip|tgz|gz|json|parquet)\b"
)
# What the words beside an item's title call it, when no link of it names a paper: a talk, a keynote, a podcast
# ("- talk by A. Lee at CCS 2019", "(keynote, ICRA 2021)"), a tutorial or a workshop and its call for papers, an
# online book, an online course, a blog post or a newsletter. A paper's line names its venue there, never what kind
# of thing it is. The skip reason is the group's name.
_KIND_BESIDE = re.compile(
    r"(?:^|[\s(,;\[-])(?:(?P<event>(?:invited\s+)?talk|keynote|podcast|webinar|seminar|tutorial|call\s+for\s+papers)"
    r"|(?P<book>(?:online|free)\s+(?:text)?book|textbook)|(?P<course>online\s+course|course\s+(?:web\s?site|page|notes))"
    r"|(?P<blog>blog\s+(?:post|entry)|newsletter))\b",
    re.IGNORECASE,
)
# A title that names a meeting itself rather than a paper given there: "Workshop on Robust Forecasting @ ICML 2022",
# "ICSE 2009 Workshop on ...", "the 2nd International Workshop on ...", "Summer School on ... 2023",
# "... Symposium 2010".
_MEETING_TITLE = re.compile(
    r"^(?:(?:the\s+)?(?:\d+(?:st|nd|rd|th)\s+)?(?:international\s+)?(?:workshop|symposium|(?:summer|winter)\s+school)"
    r"\s+on\b|[A-Z][\w&-]*\s+(?:19|20)\d{2}\s+(?:workshop|symposium)\s+on\b)"
    r"|\b(?:symposium|workshop|(?:summer|winter)\s+school)\s+(?:19|20)\d{2}$"
    # a session of a meeting or a club, not a paper presented there: "Special session: ...", "Q&A session with ..."
    r"|\b(?:special|opening|closing|q\s?&\s?a|plenary|welcome|panel)\s+session\b",
    re.IGNORECASE,
)
# The word closing a title that names what the item is rather than a paper ("Robust Planning tutorial", "Kestrel
# Leaderboard", "Sable Lab", "Coral Survey Challenge"), and the skip reason it gives; never after an article, as a
# paper's subtitle has one ("...: A Tutorial").
_KIND_CLOSING_TITLE = {
    **dict.fromkeys(("tutorial", "tutorials", "talk", "keynote", "lecture", "lectures", "podcast", "webinar"), "event"),
    **dict.fromkeys(("workshop", "symposium", "school"), "event"),
    **dict.fromkeys(("leaderboard",), "data set"),  # a data set's paper may close on "Dataset" or "Challenge"
    **dict.fromkeys(("lab", "laboratory", "group", "homepage"), "web page"),
    **dict.fromkeys(("course", "syllabus"), "course"),
    **dict.fromkeys(("blog", "newsletter"), "blog"),
    **dict.fromkeys(("github", "gitlab"), "software"),  # "demandlib on GitHub": a repository, cited by its host
}
_ARTICLE_BEFORE_LAST_WORD = re.compile(r"\b(?:a|an|the)\s+\S+$", re.IGNORECASE)
# A meeting named anywhere in a line with no title: "the 2nd International Workshop on ...", "Summer School on ...".
_WORKSHOP_NAMED = re.compile(r"\b(?:workshop|symposium|(?:summer|winter)\s+school)\s+on\b", re.IGNORECASE)
_CONTEST_NAMED = re.compile(r"\b(?:challenge|competition|leaderboard)\b", re.IGNORECASE)  # "ICCV 2021 X Challenge"
# A note on the list's own upkeep: a label word and perhaps its date before a colon ("**Update (2024-03-02):**",
# "> **Note:**", "🔥 **News**: 2024.05.02"), or a date then what was done to the list ("*2019/march* - update 5
# papers.", "2024-01-10: added 12 new papers", "2023/7/24: I add ten ICLR'23 papers", the list's makers speaking after
# a date). A paper's line never opens so.
_UPKEEP_NOTE = re.compile(
    r"^[^\w\[]*(?:(?:updates?|news|notes?|changelog|announcements?)[*_]*\s*(?:\([^()]{0,24}\))?[*_]*\s*[:：]"
    r"|(?:19|20)\d{2}[\w/.-]{0,12}[*_]*\s*[-–—:]\s*(?:(?:i|we)\s+(?:have\s+)?)?"
    r"(?:add(?:ed)?|updated?|remov(?:e|ed)|fix(?:ed)?)\s+(?:\S+\s+){0,4}?(?:papers?|links?|entries)\b"
    r"|(?:19|20)\d{2}[\w/.-]{0,12}[*_]*\s*[-–—:]\s*(?:i|we)\s+(?-i:[a-z]))",  # "2023/01/25: I am sorry that ..."
    re.IGNORECASE,
)
# Prose in which the list speaks of itself: its makers in the first person, or the list, page or repository as the
# subject ("We focus on ...", "This repository collects ..."), running on as a sentence does; a news line's date in
# brackets may open it ("[2024.05] We add ...", "[2026-01] This repository now ...").
_LIST_SPEAKS = re.compile(
    r"^[^\w\[]*(?:\[(?:19|20)\d{2}[./-]\d{1,2}(?:[./-]\d{1,2})?\][*_]*\s*)?(?:we|i|our|my|this\s+(?:list|repo(?:sitory)?|page|collection|section|site|readme)|here\s+(?:we|you|are|is))"
    r"\s+[a-z]",
    re.IGNORECASE,
)
_COURSE_LABEL = re.compile(  # a link's label, whole: "[course website]", "[syllabus]", never a title's word
    r"^\W*(?:(?:course|class)(?:\s+(?:web\s?site|site|page|home\s?page|notes))?|syllabus)\W*$", re.IGNORECASE
)
# A course's session opening a line by its number, before its date or topic ("Lecture 3 (08.27.2020): Theory
# essentials", "Week 2 - Topic"); a reading's title may follow such a label too (``_READING_LABEL``), so the
# session's links decide (``_SESSION_MATERIAL``).
_SESSION_OPENING = re.compile(r"(?i:week|lecture|class|session|seminar|meeting)\s*\d{1,2}[a-z]?\b")
# A link's label, whole, naming what a session hands out rather than a reading: "[Lecture Slides]", "[Video]".
_SESSION_MATERIAL = re.compile(
    r"^\W*(?:(?:lecture|class|session)\s+)?(?:slides?|videos?|recordings?|notes|handouts?|audio)\W*$", re.IGNORECASE
)
# A title that is only a course's numbered hand-out ("Handout 12", "Problem Set 3", "Homework #2"): the session's
# material, never a reading's title ("Lecture 1" may be one: a series of lectures is read and cited so).
_NUMBERED_HANDOUT = re.compile(
    rf"(?:{'|'.join(re.escape(word) for word in _HANDOUT_WORDS)})s?\s*#?\d{{1,3}}[a-z]?", re.IGNORECASE
)
# An Internet standard's number, as citations name an RFC: "RFC 1122", "RFC-793", "Request for Comments: 2616".
_RFC = re.compile(r"\bRFC[ -]?\d{1,4}\b|\bRequest for Comments\b")
# A standard is no paper to the sources, yet some lists cite an RFC with its authors as they cite a paper: reported,
# so the maintainer decides, never searched as a paper nor skipped unseen.
CITES_A_STANDARD = "cites an Internet standard by its RFC number: not searched as a paper"
_ARTIFACT_REGISTRANT = re.compile("|".join(re.escape(prefix) for prefix in ARTIFACT_DOI_PREFIXES))
# A bookseller's page for one title, or a press's page for one of its books ("mitpress.mit.edu/books/...",
# "press.princeton.edu/books/..."): a link to it names a book, never a paper.
_BOOKSELLER = re.compile(
    r"^https?://(?:www\.)?(?:amazon\.[a-z.]+/(?:[^/?#]+/)?(?:dp|gp/product)/|books\.google\.|bookshop\.org/|"
    r"barnesandnoble\.com/|(?:[\w-]+\.)*[\w-]*press(?:\.[\w-]+)+/books?/)",
    re.IGNORECASE,
)
# The last member of a series ("X, Y, and Z."): a title follows a list of names, never "and ..." or "or ...".
_SERIES_END = re.compile(r"^(?:and|or|&)\s")
_ARTICLES = frozenset({"the", "a", "an"})  # "The Paxos Register" is a title, never a person
# Where a citation's author list ends and its title starts: a colon, or a full stop after a surname.
_AUTHORS_END = re.compile(r"(?<=[a-z])\.?:\s+|(?<=[a-z]{2})\.\s+(?=\S)")
# Where the names of a citation's tail end: a full stop after a surname of any length ("..., and Sheng Li. *ICASSP*").
_VENUE_LABEL_LINK = re.compile(r"^([A-Z][\w&.-]*(?:\s+[\w&.-]+){0,5}?)\s+(?:paper|article)$")
# "Samaan", "Hegedűs", "O'Neil", "S.", "S"; not "ACM"
_PERSON_WORD = re.compile(r"^(?:[^\W\d_][^\W\d_A-Z]*(?:['’´][^\W\d_][^\W\d_A-Z]+)*|[A-Z]\.?|(?:[A-Z]\.-?){2,3})$")
_VENUE_THEN_YEAR = re.compile(r"^\s*([A-Z][\w&.-]*(?:\s+[\w&.-]+){0,6}?)\s*,?\s+((?:19|20)\d{2})\.?\s*$")
_NAMES_END = re.compile(r"(?<=[a-z])\.\s+(?=\S)")
# A link's text that opens by naming what the link is, a document's kind, before the title: "[review: Title, 1997]",
# "[book chapter: Title]", "[slides: Title]". Never a title's own opening word before a colon ("mixup: Beyond ...").
_KIND_TAG = re.compile(
    r"(?:(?:book\s+)?chapter|review|survey|paper|article|preprint|tutorial|(?:technical\s+)?report|thesis|"
    r"dissertation|slides|talk|lecture(?:\s+notes)?|position\s+paper|(?:text)?book)\s*:\s+(?=\S)",
    re.IGNORECASE,
)
_PAPER_KIND = re.compile(r"(?:book\s+)?chapter|review|survey|paper|article|preprint|position", re.IGNORECASE)
_COMMA_YEAR = re.compile(r",\s*((?:19|20)\d{2})[a-z]?\s*$")
# Words that open titles and system names far more often than they are given names or surnames: "Deep Speech:
# Scaling up ..." names a system; "Yoon Kim: Convolutional ..." an author.
_TITLE_WORDS = frozenset(
    "a an the deep neural learning learned network networks fast faster efficient scalable towards toward on of "
    "for in with via from to and or is are meets beyond rethinking revisiting attention language model models "
    "large open simple robust generative graph vision visual image text data machine distributed parallel "
    "secure private federated multi self semi auto dynamic adaptive sparse hierarchical".split()
)
# Makers whose name opens a system's name, never a person's: "Amazon Aurora: Design ...", "Google Vizier: A Service
# ...", "Apache Flink: Stream and ...", "Alibaba LingmaAgent: ..." are a system, not a lone author before the title.
_MAKER_WORDS = frozenset(
    "alibaba amazon apache baidu bytedance facebook google huawei ibm intel linkedin meta microsoft netflix nvidia "
    "openai oracle salesforce tencent twitter uber yahoo".split()
)
# A word with a capital inside it after four lower-case letters or more, as products and systems are written
# ("LingmaAgent", "CodeWhisperer"); surnames with an inner capital open with a short prefix ("McDonald", "MacKenzie",
# "DeWitt", "LeCun", "DiCaprio") or with "Fitz" and "Vander".
_INNER_CAPITAL = re.compile(r"^(?!Fitz|Vander)[A-Z][a-z]{4,}[A-Z]")
# Endings of English words that titles are made of and names are not: "Discriminative Optimization: Theory and
# ...", "Reflection Backdoor: A Natural ...", "Color Crafting", "Inverse Cosmography" name a method, not its author.
# Each after enough letters that names stay names: "Clement", "Clive", "Murphy", "Manning", "Fleming" do not match.
_TITLE_SUFFIX = re.compile(
    r"(?:\w{2}(?:tion|sion|ness)|\w{4}ment|\w{3}(?:ity|ics|ive|ism|ogy|ency)|graphy|\w{5}ing)s?$", re.IGNORECASE
)
# A citation's title ends at its first full stop: "Authors: Title. Machine Learning 39(2), 2000.", after a closing
# quote too ("the “Republic”. Venue"); what follows opens as a venue does, with a capital, or with the lower case
# some journals' and servers' names open with ("eLife", "bioRxiv", "npj Climate Action").
_TITLE_END = re.compile(r"(?<=[\w)?!”’])[.?!]\s+(?=[A-Z(\[*_]|[a-z]{1,4}[A-Z]|npj\s)")
# The number of a part of a work in series, whose full stop goes on with the title ("...: Part 1. Modeling concept",
# "...: 2. Impact of time stepping"): no title's end.
_PART_NUMBERED = re.compile(r"(?:\b[Pp]art\s+|:\s+)(?:\d{1,2}|[IVX]{1,4})$")
# Authors, then the year, before a citation's title: "Michel Galley and Christopher D. Manning. 2008. [Title](url)".
# A title in quotes with its year after it, the one text of an emphasised item (``**"Title" (1995)**``): a heading
# never quotes itself, nor dates itself in parentheses.
_QUOTED_AND_DATED = re.compile(r'["“][^"“”]*\w[^"“”]*["”]\s*\((?:19|20)\d{2}\)')
_DOUBLE_QUOTED_WHOLE = re.compile(r'\s*["“”]([^"“”]*\w[^"“”]*?)[,.]?["“”]\s*')  # the whole text in one pair of quotes
# A course platform's note on a link that leaves the page ("(Links to an external site.)", "(opens in a new
# window)"): the page's words beside the link's text, never the title's, wherever they stand in it.
_LINK_NOTE = re.compile(
    r"\s*\((?:links?\s+to\s+an\s+external\s+site|opens?\s+in\s+(?:a\s+)?new\s+(?:window|tab)|external\s+link)\.?\)",
    re.IGNORECASE,
)
# A year closing an author list, with the month and day APA gives a conference paper or a talk: "(2021).",
# "(2021, March).", "(2019, June 3-5)."
_TRAILING_YEAR = re.compile(
    rf"[\s.,(]*((?:19|20)\d{{2}})[a-z]?(?:,\s*{MONTH_NAME}\.?(?:\s+\d{{1,2}}(?:\s*[-–]\s*\d{{1,2}})?)?)?[).,:]*\s*$"
)
# Publishers written before a venue's acronym: "IEEE SSCI", "ACM SIGMOD", "USENIX ATC".
_PUBLISHER = re.compile(r"^(?:IEEE|ACM|USENIX|Springer|Elsevier|IEEE/\w+)\s+(?=\S)")
_STATUS_AND_YEAR = re.compile(r",\s*[A-Z][a-z]+\s+((?:19|20)\d{2})\.?\s*$")  # ", Preprint 2021", ", Unpublished 2018"
_TRAILING_PUBLISHER = re.compile(r"[\s.,]+(IEEE(?:/\w+)?|ACM|USENIX)$")
# A venue of one to three capitalised words (or camel-cased: "bioRxiv", "arXiv") and its year at a title's end
# ("Title OSDI'22", "Title. OSDI 2016", "Title. bioRxiv 2021").
_TRAILING_VENUE = tuple(
    re.compile(rf"[\s.,]+((?:(?:[A-Z]|[a-z]+[A-Z])[\w-]*\s?){{{words}}}['’]?\s?(?:(?:19|20)\d{{2}}|\d{{2}}))\s*\.?$")
    for words in (1, 2, 3)
)
# The last comma-separated part of a title, or a workshop's "@Host" glued on with a space.
_TAG_AFTER_COMMA = re.compile(r"(?:,|\s(?=@))\s*([^,]{2,40}?)\.?\s*$")
# "Title. medRxiv, 2020", "Title. Journal of Ecology, 2019": a venue after the title's full stop, then its year.
_VENUE_AFTER_FULL_STOP = re.compile(r"\.\s+([^.,]{2,60}),\s*((?:19|20)\d{2})(?:-\d{2}){0,2}\.?\s*$")
# The same with the date in parentheses: "Title. Neuroscience Letters (2019).", "Title. Neuron (2019-03-01)."
_VENUE_DATED_AFTER_FULL_STOP = re.compile(r"\.\s+([^.,()]{2,60}?)\s*\(((?:19|20)\d{2})[a-z]?(?:-\d{2}){0,2}\)\.?\s*$")
# A year, or a full date, after a title's last comma or a dash: "Title, 2014", "Title, 2020-05-01", "Title, 21 Mar
# 2021", "Title — 2021-03-15", "Title, 2019b", "Title, 03/2021".
# A venue of one to three words set off from the title by a list's field separator ("Title, PLDI", "Title - ACL",
# "Title | Nature"), before a year written apart from it ("[2003]", "(2003)", "- 2013").
_MAX_DETAILS_LINES = 3  # a paper's details under its heading: authors, venue and year, links
# The parts of a details line: what its separators (a comma, a full stop that ends no initial, a dash or bar)
# leave between them.
_DETAILS_PART = re.compile(r"(?:[^,.|–—-]|(?<=\b[A-Z])\.|(?<=\S)[-–—](?=\S))+")
_SEPARATED_VENUE = re.compile(r"(?:,|\s[-–—|])\s+([A-Za-z][\w&/-]*(?:\s[A-Za-z][\w&/-]*){0,2})\s*$")
_YEAR_ALONE = re.compile(r"^\W*(?:in\s+)?((?:19|20)\d{2})\W*$")
_YEAR_IN_BRACKETS = re.compile(r"^\s*[\[(]((?:19|20)\d{2})[\])]")
_YEAR_AFTER_COMMA = re.compile(
    r"(?:,|\s[-–—])\s*(?:\d{1,2}\s+[A-Z][a-z]{2,8}\.?\s+|(?:0?[1-9]|1[0-2])/)?((?:19|20)\d{2})[a-z]?(?:[-./]\d{1,2}){0,2}"
    r"[.,]?\s*$"
)
# An arXiv identifier closing a title's text, with its category and year: "Title, arXiv:2103.01234 [quant-ph] (2021)";
# or the words before it alone, the identifier being a link ("Title. arXiv preprint [arXiv:2103.01234](url)").
_ARXIV_AFTER_TITLE = re.compile(
    r"[,.]\s*arXiv(?:\s+preprint)?:?\s*(?:\d{4}\.\d{4,5}(?:v\d+)?(?:\s*\[[\w.-]+\])?)?[,.]?\s*"
    r"(?:\(?((?:19|20)\d{2})\)?)?\.?\s*$",
    re.IGNORECASE,
)
# A year in parentheses after the title, then its venue: "Title (2017a). NeurIPS."
# Economics lists' "(1956, QJE)" after a title: the year and the journal's abbreviation, known to the table or not
# ("(1972, JLawE)", "(1997, NBERMacro)", "(2021, AEJ:Micro)").
_YEAR_AND_ABBREVIATION = re.compile(r"\(\s*((?:19|20)\d{2})[a-z]?\s*,\s*([A-Z][A-Za-z&]*(?::[A-Za-z]+)?)\s*\)")
_YEAR_THEN_VENUE = re.compile(r"\s*\(((?:19|20)\d{2})[a-z]?\)\.?\s+([^()]{2,120}?)\.?\s*$")
# The year, then the venue, each after a comma at the title's end, as lists joining fields with commas write:
# "Title, 2023, MICRO", "Title, 2011, Journal of Ecology".
_COMMA_YEAR_THEN_VENUE = re.compile(r",\s*((?:19|20)\d{2}),\s*([^,]{2,60}?)\.?\s*$")
# Names and a year after a title's last comma, as author-year notes cite: "Title, Moss & Quinn 2021".
_NAMES_AND_YEAR = re.compile(r",\s*([^,]{2,60}?)\s*,?\s*\(?((?:19|20)\d{2})[a-z]?\)?\.?\s*$")
_MAX_TITLE_WORDS_FOR_NAME = 3  # "[Megatron-LM](url): Training ..." names the system, the rest is the title
_MIN_TITLE_LETTERS = 8
_MIN_ONE_WORD_TITLE = 4  # "Habits", "Brokerage": a title of one word, where a citation's place marks it
_MAX_VENUE_TEXT = 200  # longer text after a title is prose, not a venue
# A link on an unknown host names a paper when its text reads like a title rather than a name or a label.
_MIN_TITLE_WORDS_FOR_LINK = 4
# A repository's link under this many words or more names a paper's code, not a tool: tools have short names.
_MIN_WORDS_OF_A_CODE_LINKED_TITLE = 8
# A page of notes kept on a code host, not a repository: an issue or a discussion thread, or a section of a text
# file in a repository's tree (``github.com/owner/notes/issues/48``, ``.../blob/master/Notes/GAN.md#DCGAN``), where
# reading logs keep their notes on each paper they read. A whole file without a section is a document of its own
# (a specification's ``usecase.md``), not notes on one work.
_NOTES_ON_CODE_HOST = re.compile(
    r"/(?:issues|discussions)/\d+/?(?:[?#]|$)|/blob/[^?#]+\.(?:md|markdown|rst|org|txt)#", re.IGNORECASE
)
# The text pure readers below are cached: link labels ("PDF", "Code"), tags and the text after a title ("[PDF]
# [Code]", "OSDI 2016") repeat across a list's entries.
_TEXT_CACHE_SIZE = 8192
_WORD = re.compile(r"[a-z]+")


class Listing(NamedTuple):
    """What one entry says, before it is placed in a file and merged with other listings of the paper."""

    first: int
    last: int
    title: str
    tag: Tag
    system_name: str | None
    authors: tuple[str, ...]
    links: tuple[FoundLink, ...]
    table: bool
    marked_up: bool  # the entry's line writes Markdown (enrich fix then adds links in Markdown)
    # The list cites the paper without a title (a review's table of first author, year and journal): the citation
    # stands where the title goes (``Occurrence.cited_without_title``).
    cited_without_title: bool = False


@dataclass
class _Context:
    """The section path and the year or venue an enclosing heading or ``<details>`` group gives its entries."""

    headings: list[tuple[int, str]] = field(default_factory=list)
    groups: list[Tag] = field(default_factory=list)
    page: Tag = Tag(None, None, None)  # the venue the page's title names (``_page_title_venue``)
    page_title: str | None = None  # the heading that named it, read for the page's venue alone

    @property
    def section(self) -> list[str]:
        return [text for _, text in self.headings]

    def tag(self) -> Tag:
        tags = [group for group in self.groups if group.year or group.venue]
        tags += [self.page if text == self.page_title else _context_tag(text) for _, text in self.headings]
        year = next((tag.year for tag in reversed(tags) if tag.year), self.page.year)
        venue = next((tag for tag in reversed(tags) if tag.venue), self.page if self.page.venue else None)
        return Tag(year, venue.venue if venue else None, venue.venue_acronym if venue else None)

    def skipped(self) -> bool:
        """The nearest heading names non-papers ("Tools", "Courses", "Other Resources"): a sub-heading of its own
        under one ("Other Resources" > "Indexing Methods") names what its section holds."""
        return bool(self.headings) and _names_non_paper_section(self.headings[-1][1])

    def given_at_events(self) -> bool:
        """The section lists things given at meetings ("Tutorials", "Talk List"), not published there."""
        return any(_names_non_paper_section(text) and _EVENT_SECTION.search(text) for _, text in self.headings)


def _page_title_venue(title: str) -> Tag:
    """The one known venue (and its year) a page's title names as the place of all its papers, in words that say
    no more than that: "Papers at ITiCSE", "ITiCSE Working Group Publications", "Accepted papers - ITiCSE 2024".
    Entries that state no venue of their own take it; a title with any other word ("Awesome CVPR papers on
    diffusion") or two venues names none."""
    venues: set[str] = set()
    year = None
    for word in _PAGE_TITLE_WORD.findall(_strip_decoration(title)):
        known = venue_for_acronym(word) if _ACRONYM_WORD.match(word) else None
        if known is not None:
            venues.add(known.acronym)
        elif _YEAR.fullmatch(word) and year is None:
            year = int(word)
        elif word.casefold() not in _PAGE_TITLE_WORDS:
            return Tag(None, None, None)
    if len(venues) != 1:
        return Tag(None, None, None)
    (acronym,) = venues
    return Tag(year, acronym, acronym)


def _names_papers(heading: str) -> bool:
    """A heading that names what its section lists as papers ("Papers", "Selected Publications", "References")."""
    return _PAPER_SECTION.search(heading) is not None


def names_works_cited_as_papers(heading: str) -> bool:
    """A non-paper section named for books or for things given at meetings (tutorials, talks, courses): its items
    are works cited as papers are, with authors, a year, a meeting's name and a PDF, so an item there that reads
    like a paper is one of the works the heading names, not a paper the rules missed (``enrich.parse.audit``)."""
    return _names_non_paper_section(heading) and (
        _BOOK_SECTION.search(heading) is not None or _EVENT_SECTION.search(heading) is not None
    )


@lru_cache(maxsize=_TEXT_CACHE_SIZE)  # asked of every heading above every entry: each heading is read once
def _names_non_paper_section(heading: str) -> bool:
    """A heading that names what its items are, when they are no papers ("Tools", "Talks", "Other Resources"); not
    one that names papers beside them ("Survey Papers & Tutorials"), nor one whose non-paper noun is the object of a
    preposition after a research topic ("Contrastive Learning in Videos", "Language Models with Tools"): there the
    noun names what the papers study. The words before the preposition must then name no non-paper kind themselves
    ("Slides from Talks" lists slides)."""
    text = _strip_decoration(heading).strip(" :")
    if _NON_PAPER_SECTION.match(text) is None or _PAPERS_AMONG_KINDS.search(text) is not None:
        return False
    topic = _TOPIC_BEFORE_OBJECT.match(text)
    return topic is None or _NON_PAPER_SECTION.match(topic.group(1)) is not None


class Skip(NamedTuple):
    """Lines that hold no entry, and the named reason why: counted by reason in the parse summary and the report,
    so that nothing a list holds disappears without a word."""

    reason: str
    lines: int = 1


# The reasons a line is no entry: a closed set, so that a summary's counts mean the same in every run.
SKIP_REASONS = {
    "heading": "headings, year groups and labels such as 'Papers:'",
    "table of contents": "anchor links to the list's own sections",
    "badge": "badges and images alone",
    "prose": "sentences about the list or its sections",
    "non-paper section": "items of a section named for software, courses, blogs, books or other lists",
    "software": "items whose only links are code repositories, software pages or artifacts' (code or data) DOIs",
    "blog": "items whose only links are blog posts or news",
    "course": "items whose only links are course pages, or that name a course's number and term",
    "documentation": "a product's documentation, manual or white paper",
    "event": "a meeting's tutorials, talks or videos named by the meeting and its year, a workshop's or a school's "
    "own page, or a talk's recording",
    "data set": "a data set's, a leaderboard's or a competition's own page rather than a paper about it",
    "note": "a dated note on the list's own upkeep ('Update (2024-03-02): added 12 papers', 'News:', 'Note:')",
    "no paper evidence": "a name or short phrase with no year, venue, authors or link to a paper",
    "web page": "an address alone that names no paper's page (a site, a homepage, a folder)",
    "table header": "table header rows",
    "schedule": "a schedule's rows that name no paper: a date alone, an event, a talk, a week with no meeting",
    "code block": "fenced code in a language (a citation of the list itself in BibTeX, a command)",
    "block quote": "quoted notes that hold no paper",
    "html": "HTML blocks holding no list, table, paragraph or <details> group (a comment, an image alone)",
    "book": "books and chapters of them, named by their publisher, an ISBN, an edition, a bookseller's page or a "
    "chapter number rather than a venue",
    "record fields": "a paragraph of a paper's fields one a line ('**Authors** : ...', '**Paper** : [here](url)') "
    "with no title among them: the heading over it titles the paper",
    "proceedings volume": "a .bib entry other entries crossref: the volume their papers appeared in",
    "front matter": "a .bib entry titled by a volume's part alone (a preface, an editorial, an index, an erratum)",
    "markup": "reStructuredText's link targets, comments, substitution definitions and directive lines, a "
    "page's front matter, Markdown's link reference definitions, code fences around text read as text and lines of "
    "HTML tags alone",
    "unread": "lines no rule read that hold nothing a paper is told by (the parse audit, enrich.parse.audit)",
}


def _titled_at_length(listing: Listing) -> bool:
    """The listing's link text is as long as a paper's title, not a name: three words or more."""
    return any(len(link.label.split()) >= MIN_TITLE_LIKE_WORDS for link in listing.links[:1])


class _TitleOnly(NamedTuple):
    """A plain title with nothing else (no year, venue, authors or link): a paper when its section lists papers."""

    listing: Listing
    # The title opens in lower case ("a dataset for ...", as titles pasted from a citation export in sentence case
    # may): among papers it reads like one, yet a note may open so too ("more papers to come"), so it is reported
    # unparsed there rather than taken for a paper.
    lower_case: bool = False
    # The title is a link's text, its link a research project's page at a university or a lab (``[Modeling Color
    # Difference for Visualization Design](http://lab.example.edu/vis/VisColors/) - what it found``), as pages that
    # present one paper are linked: among papers it is that paper when the link's text runs to a title's length
    # (a data set's or a tool's name is shorter: "[English Gigaword](...)"), else reported unparsed; elsewhere it is
    # a project, as often.
    project_page: bool = False

    def among_papers(self) -> Listing | Problem:
        if self.lower_case:
            return Problem(
                "reads like a paper (a plain title among papers) but opens in lower case", self.listing.first
            )
        if self.project_page and not _titled_at_length(self.listing):
            return Problem(
                "reads like a paper (a title among papers) but links to a project's page", self.listing.first
            )
        return self.listing

    def unclaimed(self) -> Problem | Skip:
        """In a section nothing says lists papers, a plain title may still be one: a reading list of titles alone
        ("- [ ] The Google File System") tells its papers by nothing else. It is reported unparsed, never dropped,
        unless it reads as what such sections hold besides: a note opening in lower case, a label with its colon
        ("Comment: ...", "**Goals:** ..."), a discussion question in sentence case, a line of authors' names."""
        title = self.listing.title
        if self.lower_case or self.project_page or _not_a_title_alone(title):
            return Skip("no paper evidence")
        return Problem("reads like a paper's title, alone in a section that names no papers", self.listing.first)


Found = Listing | Problem | Skip


def read_items(blocks: Iterable[Block]) -> Iterator[tuple[list[str], Found, int]]:
    """(section path, listing, problem or skip, line) for every item, row, heading and paragraph line of a
    document, in order: every block is an entry, an unparsed problem, or skipped for a named reason."""
    from enrich.parse.tables import TableRows  # it builds on this module's rules

    context = _Context()
    table_rows = TableRows()
    tag_slot = _TagSlot()
    seen_entry = False
    section = _Section()
    outline = _Outline()
    titled: Heading | None = None  # the heading just read, when it may be a paper's title over its details
    contents_read = False  # a table of contents came: the page's title stood above it, no heading below is one
    # A heading titled or cited a paper: a <details> group under it, up to the next heading, holds notes on it.
    notes_on_a_paper = False
    for block in _field_paragraphs_joined(_details_rejoined(blocks)):
        if titled is not None:
            heading, titled = titled, None
            listing = (
                _heading_titled(heading, block, context) or _heading_of_authors(heading, block, context)
                if isinstance(block, Prose | Item)
                else None
            ) or _heading_citing_a_paper(heading, block, context)
            if listing is not None:
                context.headings.pop()  # the paper's title is no section: the section is the one it stands in
                outline.titled(a_paper=isinstance(listing, Listing))
                seen_entry = True
                notes_on_a_paper = isinstance(listing, Listing)
                yield context.section, listing, heading.line
                if isinstance(listing, Listing):
                    continue  # the block under the heading is the paper's citation; unparsed, it is read as ever
            else:
                yield context.section, Skip("heading"), heading.line
        if isinstance(block, Heading | Group):
            yield from section.end()
            section = (
                outline.opens(block) if isinstance(block, Heading) else _Section(notes_a_citation=notes_on_a_paper)
            )
            if isinstance(block, Heading):
                notes_on_a_paper = False
                if not (seen_entry or context.headings or contents_read) and context.page.venue is None:
                    context.page = _page_title_venue(block.text)  # the page's title: its first heading
                    context.page_title = block.text if context.page.venue else None
                while context.headings and context.headings[-1][0] >= block.level:
                    context.headings.pop()
                context.headings.append((block.level, block.text))
                if seen_entry or len(context.headings) > 1:  # not the page's title
                    titled = block
                    continue
                yield context.section, Skip("heading"), block.line
            elif block.summary is None:
                if context.groups:
                    context.groups.pop()
            else:
                context.groups.append(_context_tag(block.summary))
                yield context.section, Skip("heading"), block.line
            continue
        if isinstance(block, Skipped):
            yield from section.add(context.section, Skip(block.reason, block.lines), block.line)
            continue
        if isinstance(block, PageTitle):
            context.page = _page_title_venue(block.text)
            continue
        if isinstance(block, Item) and not seen_entry and block.lines and _all_anchor_links(block.lines[0]):
            context.headings.clear()  # a table of contents starts the document: headings above it are its title
            contents_read = True
        found: Iterable[Found | _TitleOnly]
        inherited = context.tag()  # read once: the context changes only at headings and groups
        if context.skipped():
            header = isinstance(block, Row) and block.header_row
            found = (
                [Skip("table header")]
                if header
                else _in_non_paper_section(block, inherited, given_at_events=context.given_at_events())
            )
        elif isinstance(block, Row):
            found = [table_rows.read(block, inherited)]
        elif isinstance(block, Prose) and not (seen_entry or context.headings) and _page_subtitle(block):
            found = [Skip("prose")]  # said of the page, as its title is: no line of it is read again
        elif isinstance(block, Prose):
            found = read_prose(block, inherited)
        else:
            found = read_item(block, inherited)
        if found != [Skip("prose")]:
            found = accounted(block, list(found), inherited)
        slot_venue = tag_slot.venue(block.lines[0]) if isinstance(block, Item) and block.lines else None
        for one in found:
            if slot_venue:
                one = _with_slot_venue(one, slot_venue, _first_line(block))
            seen_entry = seen_entry or not isinstance(one, Skip)
            line = (
                one.listing.first
                if isinstance(one, _TitleOnly)
                else one.first
                if isinstance(one, Listing)
                else one.line
                if isinstance(one, Problem)
                else 0
            )
            yield from section.add(context.section, one, line or _first_line(block))
    if titled is not None:
        cited = _heading_citing_a_paper(titled, None, context)
        yield context.section, cited or Skip("heading"), titled.line
    yield from section.end()


def _details_rejoined(blocks: Iterable[Block]) -> Iterator[Block]:
    """The blocks, a paragraph's line that opens in bold yet gives only the authors, venue or year of the paper on
    the line above (``Title`` over ``**Lee, A., & Wu, B.**, *NeurIPS'12*``) put back with that paper's lines: a bold
    opening starts an entry of its own among a paragraph's lines (``enrich.parse.blocks``), but names or a venue
    alone are no title, and read apart the paper above would lose them."""
    held: Prose | Item | None = None  # a paragraph's paper, which the line right under it may still belong to
    for block in blocks:
        if held is not None and isinstance(block, Item) and _gives_details_to(held, block):
            held = (
                Prose([*held.lines, *block.lines], held.first, held.quoted)
                if isinstance(held, Prose)
                else replace(held, lines=[*held.lines, *block.lines], last=block.last)
            )
            continue
        if held is not None:
            yield held
        held = block if isinstance(block, Prose) or isinstance(block, Item) and _paragraph_item(block) else None
        if held is None:
            yield block
    if held is not None:
        yield held


# A paragraph line that opens with a field's label and its colon (``tag: ...``, ``paper link: [here](url)``,
# ``Citation:``): a word or up to three.
_FIELD_LINE = re.compile(r"[A-Za-z][\w-]*(?:\(s\))?(?: [\w-]+){0,2}:(?:\s|$)")  # "Author(s):" too
# The words a paper's field is labelled with: a label written in capitals and made of other words may be a system's
# name before its title's colon ("Chord: A Scalable Peer-to-peer Lookup Service"), never a field.
_FIELD_WORDS = frozenset(
    "author authors journal venue conference year date link links paper code pdf doi arxiv url tag tags keywords "
    "citation cite abstract summary note notes published publisher source slides video project website bibtex "
    "institute institution affiliation".split()
)


def _field_paragraphs_joined(blocks: Iterable[Block]) -> Iterator[Block]:
    """The blocks, the paragraphs right under a heading that each give one field of a paper (``tag: ...``, then
    ``paper link: [here](url)``, ``code link: ...``, ``citation:`` over a fenced BibTeX block), as pages that give
    each paper a heading write them, joined into one paragraph: read one by one, each field would be an entry of
    its own, titled by its label or its link's "here", while together they are the details of the paper the heading
    titles (``_heading_over_its_fields``). Code blocks between them are yielded after the joined paragraph. A list
    of one-line items that opens on the authors' field (``- **Author(s): ...**``, ``- *Journal: ...*``, ``- [Link to
    the article](url)``) is joined the same way: each bullet one field of the paper the heading titles."""
    held: Prose | None = None
    code: list[Block] = []
    under_heading = False
    for block in blocks:
        if held is not None:
            if isinstance(block, Prose) and _named_fields(block.lines):
                held = Prose([*held.lines, *block.lines], held.first, held.quoted)
                continue
            if isinstance(block, Item) and (_field_item(block) or _link_item(block)):
                held = Prose([*held.lines, *block.lines], held.first, held.quoted)  # a list of the paper's fields
                continue
            if isinstance(block, Skipped) and block.reason == "code block":
                code.append(block)
                continue
            yield held
            yield from code
            held, code = None, []
        if under_heading and isinstance(block, Prose) and _named_fields(block.lines):
            held = block
        elif (
            under_heading
            and isinstance(block, Item)
            and _field_item(block)
            and _AUTHORS_LABEL.match(block.lines[0].text)
        ):
            # "- **Author(s): A. Lee**" under "### Title", then its other fields: a list of one paper's fields opens
            # on its authors, where a course's list under a week's heading opens on a label ("week 12: Title")
            held = Prose(block.lines, block.first, False)
        else:
            yield block
        under_heading = isinstance(block, Heading)
    if held is not None:
        yield held
        yield from code


def _field_item(item: Item) -> bool:
    """A list item of one line that gives one field of a paper (``- *Journal: Operations Research*``)."""
    return _one_line_item(item) and _named_fields(item.lines)


def _link_item(item: Item) -> bool:
    """A list item of one line that is a link alone, whatever its text (``- [Link to the article page](url)``)."""
    return _one_line_item(item) and _a_link_alone(item.lines[0])


def _one_line_item(item: Item) -> bool:
    return item.bulleted and not item.children and len(item.lines) == 1


def _a_link_alone(line: Line) -> bool:
    """The line is one link and nothing else, its text however long: among a paper's fields, the paper's link, where
    ``only_short_links`` would take a sentence of a label ("Link to the article presentation page") for a title."""
    return len(line.links) == 1 and line.text.strip(" *_") == line.text[line.links[0].start : line.links[0].end]


def _field_label(line: Line) -> re.Match[str] | None:
    """The field's label and its colon opening the line (``_FIELD_LINE``), outside any link; None for another line."""
    found = _FIELD_LINE.match(line.text)
    return found if found is not None and not _in_link(line, found.end() - 1) else None


def _field_lines(lines: list[Line]) -> bool:
    """Every line opens with a field's label."""
    return all(_field_label(line) is not None for line in lines)


def _named_fields(lines: list[Line]) -> bool:
    """Every line opens with a field's label (``_field_lines``) written in lower case (``tag:``, ``follow-up
    work:``) or naming a paper's field (``Authors:``, ``Paper link:``, ``_FIELD_WORDS``)."""
    labels = [found.group() if (found := _field_label(line)) else None for line in lines]
    return all(label is not None and _names_a_field(label) for label in labels)


def _names_a_field(label: str) -> bool:
    """A field's label (``_FIELD_LINE``) written in lower case or naming a paper's field (``_FIELD_WORDS``)."""
    label = label.rstrip(": \t").replace("(s)", "")
    return label.islower() or _FIELD_WORDS.issuperset(label.lower().split())


def _fields_or_links(lines: list[Line]) -> bool:
    """Every line gives a field (``_named_fields``) or links alone (``https://arxiv.org/pdf/...``, ``[PDF](url)``):
    a paper's details with no title of their own."""
    return all(_named_fields([line]) or only_short_links(line) for line in lines)


def _a_paragraph(block: Prose | Item) -> bool:
    """Paragraph lines, prose or read as an item (a bold label opening them makes them one): no list's item."""
    return isinstance(block, Prose) or _paragraph_item(block)


def _paragraph_item(item: Item) -> bool:
    """Paragraph lines read as one entry, as a bold or linked opening makes them: no list's item."""
    return not item.bulleted and not item.children


def _gives_details_to(held: Prose | Item, item: Item) -> bool:
    """The item is one paragraph line right under the held block's last, set apart only by its bold opening, that
    cites no title of its own and is no paper alone; or the linked line under a bold title and its authors
    (``_links_under_bold_title``)."""
    if _links_under_bold_title(held, item) or _field_item_under(held, item):
        return True
    if not _paragraph_item(item) or len(item.lines) != 1 or not _opens_in_bold(line := item.lines[0]):
        return False
    last = held.lines[-1].number if isinstance(held, Prose) else held.last
    if item.first != last + 1 or not _cites_without_title(line):
        return False
    return not isinstance(_read_alone(line, Tag(None, None, None)), Listing)


def _links_under_bold_title(held: Prose | Item, item: Item) -> bool:
    """A paragraph's line opening with a link right under a bold title and its authors' line (``**Title**`` over
    ``Ana Lee, Bo Wu, et al.`` over ``[Nature Methods 12 (2021)](url) • [code](url)``), as lists that set each
    paper in three lines write it: the link's text names where the paper appeared, never another paper, whose
    title the list would set in bold too. Read apart, the venue would be taken for a title and the paper would
    lose its links."""
    if not (isinstance(held, Item) and _paragraph_item(held) and _paragraph_item(item)) or len(held.lines) != 2:
        return False
    title, names = held.lines
    if item.first != held.last + 1 or not _opens_in_bold(title) or title.links or not item.lines[0].links:
        return False
    line = item.lines[0]
    opening = len(line.text) - len(line.text.lstrip())
    if line.links[0].start > opening + 1 or line.strong and line.strong[0][0] <= opening + 1:
        return False
    return not names.links and _names_authors(names.text.strip())


def _field_item_under(held: Prose | Item, item: Item) -> bool:
    """A list item that gives one field of the paper on the paragraph line right above the list (``**Title**
    (1993)`` over ``- Authors: A. Lee, B. Wu``, ``- Journal: Journal of Finance``, ``- Link: https://doi.org/...``),
    as lists that set each paper as a bold title over a list of its fields write it: read apart, each field would
    be an entry of its own, titled by its label. Any label counts here ("Key Finding:"), unlike under a heading
    (``_named_fields``): a list item is no title's line after its bold title's."""
    if not (isinstance(held, Item) and _paragraph_item(held)) or not item.bulleted or item.children:
        return False
    return item.first == held.last + 1 and len(item.lines) == 1 and _field_lines(item.lines)


def _opens_in_bold(line: Line) -> bool:
    opening = len(line.text) - len(line.text.lstrip())
    return any(start == opening for start, _ in line.strong)


def _heading_titled(heading: Heading, block: Prose | Item, context: _Context) -> Listing | Problem | None:
    """The paper a heading titles when the paragraph right under it holds the rest of its citation and no title of
    its own, as pages that give each paper a heading write (``### Title`` over ``A. Lee, B. Wu. *OSDI* 2020.``):
    the heading's text is read as the title of that line, which must then name its authors or a known venue. A heading
    that names a year, a venue or a section of papers or non-papers is a section's, and so is one over a paragraph
    that is a paper on its own or prose. A link to a paper alone under the heading stands for its citation."""
    fields = _heading_over_its_fields(heading, block)
    if fields is not None:
        return fields
    details_item = isinstance(block, Item) and _bullet_of_details(block)
    if isinstance(block, Prose) or details_item:
        lines = block.lines
    else:
        lines = [] if block.bulleted or block.children else block.lines
    content = heading.content or Line(heading.line, heading.text)
    title = _heading_title(content)
    if (
        isinstance(block, Item)
        and block.bulleted
        and not details_item
        and (may_title_a_paper(title) or _may_title_a_dated_paper(title))
    ):
        return _heading_over_its_citation(heading, content, title, block, context)
    if not lines or len(lines) > _MAX_DETAILS_LINES or not may_title_a_paper(title):
        return None
    own = list(read_prose(block, context.tag()) if isinstance(block, Prose) else read_item(block, context.tag()))
    if any(isinstance(one, Skip) and one.reason in _NAMED_NON_PAPER for one in own):
        return None  # a tool's, a course's, a talk's line under its own heading: the heading names no paper
    listings = [
        found
        for found in (one.listing if isinstance(one, _TitleOnly) else one for one in own)
        if isinstance(found, Listing)
    ]
    details_authors = [_details_authors(found.title) for found in listings]
    details = lines[0]
    if None in details_authors or _cites_its_own_title(details):
        return None  # the paragraph is a paper of its own: the heading is its section's
    joined = _titled_line(title, details)
    head = _read_head(joined)
    untagged = _untagged(title)
    if not isinstance(head, _Head) or title_key(head.title) not in (title_key(title), title_key(untagged)):
        return None
    last = lines[-1].number
    listing = _complete(head, lines[1:], context.tag(), heading.line, last)
    known_venue = listing is not None and listing.tag.venue is not None and _reads_as_venue(listing.tag.venue)
    named = listing is not None and (listing.authors or any(details_authors))
    if listing is None or not (named or known_venue or _paper_link_alone(details)) or _runs_as_sentences(listing):
        return None  # a date or a sentence under a heading is the section's, not a paper's details
    authors = listing.authors or next((names for names in details_authors if names), ())
    links = line_links(content)
    return listing._replace(
        first=heading.line, last=last, title=untagged, authors=authors, links=(*links, *listing.links)
    )


def _untagged(title: str) -> str:
    """A heading's title without the tag that closes or opens it (``Title (2013 IROS)``, ``IJRR - Title``): the tag
    is read as the paper's year and venue, and is no part of its title."""
    head = _read_head(Line(0, title))
    return head.title if isinstance(head, _Head) and head.title and head.title in title else title


def _paper_link_alone(line: Line) -> bool:
    """The line is a link to a paper and nothing else (``https://doi.org/10.1177/...`` under ``#### Title (2016)``):
    under a heading that may title a paper, the paper's own link, as notebooks that give each paper a heading write."""
    return _a_link_alone(line) and any(_is_paper_link(link) for link in _links(line.links))


def _heading_title(content: Line) -> str:
    """The title a heading gives a paper: its words before the links that close it (their labels are no title's
    words), without the paper's number in the list (``### 2. Title``), which Markdown keeps in a heading's text."""
    text = content.text[: before_closing_links(content)].lstrip()
    numbered = _ITEM_NUMBER.match(text)
    return " ".join(text[numbered.end() if numbered else 0 :].split())


def _heading_over_its_fields(heading: Heading, block: Prose | Item) -> Listing | None:
    """The paper a heading titles when the paragraph under it gives its fields one a line, or its links alone,
    among them a link to the paper (``#### Title`` over ``tag: `Name` | `NIPS23` ``, ``paper link: [here](url)``,
    ``code link: [here](url)``, joined by ``_field_paragraphs_joined``; ``## Title`` over a bare arXiv address): the
    heading's words are the title, the fields' links the paper's, a venue and year a field states the paper's. An
    authors' field that names people says the heading titles a paper as a link would, and a line of the venue alone
    may follow the fields (``**Authors**: A. Lee, B. Wu`` over ``*Robotics and Automation Letters '23*``). A heading
    over fields with no paper's link and no authors is a section's."""
    if not _a_paragraph(block) or not _fields_or_links(block.lines[:1]):
        return None  # a paragraph that opens like an entry ("**Paper:** [Title](url)") is a paper of its own
    venues = [_venue_line(line) for line in block.lines[1:] if not (_fields_or_links([line]) or _a_link_alone(line))]
    if any(venue.venue is None for venue in venues):
        return None
    content = heading.content or Line(heading.line, heading.text)
    title = _heading_title(content)
    links = [link for line in block.lines for link in line_links(line)]
    authors = next((_split_names(named) for line in block.lines if (named := _authors_field(line))), ())
    # A paragraph a bold label opens ("**Paper:** [Title](url)") is a paper of its own unless it names the authors.
    linked = isinstance(block, Prose) and any(_is_paper_link(link) for link in links)
    if not may_title_a_paper(title) or not (authors or linked):
        return None
    tag = Tag(None, None, None)
    for line in block.lines:
        field = _field_label(line)  # a links-only line has no field's label
        if field is None or _AUTHORS_LABEL.match(line.text):  # links' texts ("here") name none either
            continue
        labelled = _NAMED_VENUE_LABEL.match(line.text.lstrip(" *_"))  # "Journal: ...": its value whole, known or not
        read = _venue_line(line) if labelled else _tag_in_text(_without_link_labels(line, field.end()))
        tag = _merge_tags(tag, read)
    for venue in venues:
        tag = _merge_tags(tag, venue)
    last = block.lines[-1].number
    return Listing(heading.line, last, _clean(title), tag, None, authors, (*line_links(content), *links), False, True)


def _authors_field(line: Line) -> str | None:
    """The names of a line that is an authors' field (``**Authors**: Siting Zhu, Marc Pollefeys``), its links'
    labels left out (the ``[[DOI](...)]`` `enrich fix` writes at its end)."""
    label = _AUTHORS_LABEL.match(line.text)
    names = _without_link_labels(line, label.end()).strip(" ,.[]") if label is not None else None
    return names if names and _names_authors(names) else None


def _heading_of_authors(heading: Heading, block: Prose | Item, context: _Context) -> Listing | None:
    """The paper whose authors a heading names when the one list item right under it cites a paper without them
    (``**Lee, A., & Wu, B.**`` over ``- "Title" - *ICSE* (1998)``), as a bold author line over its title's line
    reads once a fill starts that line with the dash between them: the entry starts on the names' line. Two names
    or more: one person's name heads a group of that person's papers. A heading that is a citation's key, its
    number, the names and the year (``### 2. Lee A, Wu B (2016)``), over a record of the paper's fields (``**Title:**
    ...``, ``**Journal:** ...``), heads that one paper the same way, as generated notes on a list of papers write it."""
    if not isinstance(block, Item) or block.children or heading.content is None:
        return None
    keyed = None if block.bulleted else _NAMES_YEAR_HEADING.fullmatch(heading.text)
    if keyed is not None and _names_authors(keyed.group("names")):
        names, year = _split_names(keyed.group("names")), int(keyed.group("year"))
    elif block.bulleted:
        names, year = _authors_line(heading.content), None
        if not _people(names):
            return None
    else:
        return None
    found = [one for one in read_item(block, context.tag()) if not isinstance(one, Skip)]
    if len(found) != 1 or not isinstance(found[0], Listing) or found[0].authors and block.bulleted:
        return None  # a record's fields name no authors where its key does ("**Local PDF:** ..." is none)
    tag = _merge_tags(found[0].tag, Tag(year, None, None))
    links = (*line_links(heading.content), *found[0].links)  # the identifiers `enrich fix` wrote at its end too
    return found[0]._replace(first=heading.line, authors=names, tag=tag, links=links)


def _heading_citing_a_paper(heading: Heading, block: Block | None, context: _Context) -> Listing | None:
    """The paper a heading cites whole, its authors and year before its title (``### <a href="...">Lee, A., & Wu,
    B. (2021). Title. Journal of Finance.</a>``), as a page that gives each paper a section of notes writes it: read
    as a list item's citation would be, it must name its authors and its year, which no section's name holds. A
    paragraph right under it that gives fields alone (``**Year:** 2021 **Category:** Forecasting``) is its details.
    """
    if heading.content is None or not may_title_a_paper(heading.text):
        return None
    cited = Item([heading.content], [], heading.line, heading.line, bulleted=False)
    found = [one for one in read_item(cited, context.tag()) if not isinstance(one, Skip)]
    if len(found) != 1 or not isinstance(found[0], Listing) or not found[0].authors or found[0].tag.year is None:
        return None
    if isinstance(block, Prose | Item) and _a_paragraph(block) and _named_fields(block.lines):
        links = (*found[0].links, *(link for line in block.lines for link in line_links(line)))
        return found[0]._replace(last=block.lines[-1].number, links=links)
    return found[0]


# A heading that is a citation's key: its number in the list, the authors' names, the year in parentheses
# ("2. Jiménez-Reyes P, Samozino P, Morin JB (2016)").
_NAMES_YEAR_HEADING = re.compile(r"(?:\d{1,3}[.)]\s+)?(?P<names>[^()]+?)\s*\((?P<year>(?:19|20)\d\d)[a-z]?\)")


def _bullet_of_details(item: Item) -> bool:
    """A list item alone under its heading that cites a paper without its title (``**Title**`` over ``- A. Lee et
    al. - *NSDI* [2014]``): the details of the paper the heading titles, as a paragraph under it would give them (a
    fill that wraps a bold title's paragraph at the dash before its authors leaves that shape too)."""
    if not item.bulleted or item.children or not item.lines:
        return False
    head = _read_head(item.lines[0])
    return isinstance(head, _Head) and _titled_with_names(head)


def _titled_with_names(head: _Head) -> bool:
    """A line read as a paper titled with people's names alone, perhaps after "by" and before a venue and year
    (``**A. Lee and B. Wu** - 2004``, ``by Ana Lee, Bo Wu,``, ``Ana Lee et al. - *NSDI*``): no paper's title,
    but the rest of a citation whose title stands on the line above."""
    return not head.authors and bool(_details_authors(head.title))


def _heading_over_its_citation(
    heading: Heading, content: Line, title: str, item: Item, context: _Context
) -> Listing | Problem | None:
    """The paper a heading titles when the first item under it cites that same title in full (``**Title**`` over
    ``- A. Lee. Title. Venue, 2015.``, then items for its links and a comment), as annotated lists write a paper:
    the heading is the entry's first line and the citation gives its fields. The heading may close on the paper's
    year (``**Title (2015)**``), which dates it where the citation does not, or hold a year in its words (``The
    2014 ... Competition``), which a section's heading would hold alone. An item citing another title is a paper of
    its own under a section's heading, and so is an item whose own first line opens with the heading's words and
    carries its links: a list that files each method under a heading may name one section after its one paper. An
    item that cites the heading's title in full after its authors, yet reads
    as a non-paper's line to the item rules (a seminar's report, a talk), leaves the heading unparsed: the citation
    is a paper's evidence against the judgement, as the parse audit weighs it."""
    dated = _TRAILING_PAREN.search(title)
    year = _YEAR.fullmatch(dated.group(1).strip()) if dated is not None else None
    bare = clean_title(title[: dated.start()] if dated is not None and year is not None else title)
    if item.lines and item.lines[0].links and title_key(item.lines[0].text).startswith(title_key(bare)):
        return None  # "#### Deep Prior" over "* Deep Prior [[Code]](...)": the item's own line names it, linked
    read = list(read_item(item, context.tag()))
    found = [listed for one in read if (listed := _listed(one)) is not None]
    if len(found) != 1 or not _same_or_run_on(found[0].title, bare):
        judged = any(isinstance(one, Skip) and one.reason in _NAMED_NON_PAPER - {"book"} for one in read)
        if not found and judged and item.lines and _cites_in_full(item.lines[0].text, bare):
            return Problem(
                "reads like a paper (a title over its citation) but its citation reads as no paper's", heading.line
            )
        return None
    links = line_links(content)
    cited = found[0]
    tag = cited.tag if cited.tag.year is not None or year is None else replace(cited.tag, year=int(year.group()))
    return cited._replace(title=bare, tag=tag, first=heading.line, last=item.last, links=(*links, *cited.links))


def _venue_below(lines: list[Line], inherited: Tag, first: int) -> tuple[Tag, int]:
    """The tag and last line of a plain title whose one line below names only its venue (``Title`` over ``Journal
    of Applied Ecology``, as a list filed by year writes it): a venue the table does not know is no paper's evidence,
    yet where the title is a paper among papers it is the paper's venue."""
    if len(lines) != 2 or lines[1].links:
        return inherited, first
    text = lines[1].text.strip(" *_.,")
    if not _only_a_venue(text):
        return inherited, first
    return _sub_line_tag(parse_tag(text), inherited), lines[1].number


def _may_title_a_dated_paper(heading: str) -> bool:
    """A heading with a year in it that may yet title a paper (``The 2014 ... Competition``, ``Title (2015)``): three
    words or more naming no section of papers or non-papers. Only a citation of the same title under it says so."""
    return (
        _YEAR.search(heading) is not None
        and len(heading.split()) >= MIN_TITLE_LIKE_WORDS
        and not _names_papers(heading)
        and not _names_non_paper_section(heading)
    )


def _cites_in_full(text: str, title: str) -> bool:
    """The line cites the title after its authors' names (``A. Lee, B. Wu. Title. Report from ...``)."""
    at = text.casefold().find(title.casefold())
    return at > 0 and len(title.split()) >= MIN_TITLE_LIKE_WORDS and _names_authors(text[:at].strip(" .,:;-"))


def _same_or_run_on(cited: str, title: str) -> bool:
    """The citation's title is the heading's, or runs on from it into its venue after a comma or a full stop
    ("Title, Proceedings of ..."); "Structure-from-Motion Revisited" is no run-on of "Structure from Motion"."""
    if title_key(cited) == title_key(title):
        return True
    return cited.casefold().startswith(title.casefold()) and cited[len(title) : len(title) + 1] in (",", ".")


def may_title_a_paper(heading: str) -> bool:
    """Whether a heading's words may be a paper's title over its details, as pages that give each paper a heading
    write it: three words or more, naming neither a section of papers or non-papers nor a year or a venue, which
    are a section's ("Papers", "Talks", "ICML 2019"). The one rule for the parse and its audit."""
    return (
        len(heading.split()) >= MIN_TITLE_LIKE_WORDS
        and not _names_papers(heading)
        and not _names_non_paper_section(heading)
        and _context_tag(heading) == Tag(None, None, None)
    )


def _cites_its_own_title(details: Line) -> bool:
    """A line under a heading that opens with its own title linked to a paper (``[Title](https://www.sciencedirect.
    com/...) by A. Lee et al. (2020)``), or that is an author-date citation with a title of its own (``Barwise, J. &
    Cooper, R. (1981). Generalized Quantifiers and Natural Language. *Linguistics and Philosophy*``), however its
    title reads (as names, there): after the names and their year, a paper's details give its venue (and links
    labelled "[pdf]"), never three words or more that name no venue."""
    opening = details.links[0] if details.links and not details.text[: details.links[0].start].strip() else None
    if (
        opening is not None
        and len(opening.label.split()) >= MIN_TITLE_LIKE_WORDS
        and any(_is_paper_link(link) for link in _links([opening]))
    ):
        return True  # "[Title](https://www.sciencedirect.com/...) by A. Lee et al. (2020)": a paper's own title
    labels = (link.start for link in details.links if _is_label(link.label))
    text = details.text[: min(labels, default=len(details.text))]
    cited = _author_date(text) if "(19" in text or "(20" in text else None
    return cited is not None and len(cited[1].split()) >= MIN_TITLE_LIKE_WORDS and not _only_a_venue(cited[1])


def _details_authors(title: str) -> tuple[str, ...] | None:
    """The names when a "title" is only an author list, a venue and a year, or some of them (``A. Lee and B. Wu -
    OSDI``, ``by A. Lee``, ``A. Lee - 2024 - CCS``, ``OSDI'22``: what the entry rules read from a paper's details
    line that has no title of its own), no names when there are none, and None for a title."""
    text = title.strip()
    text = text[credit.end() :] if (credit := _BY.match(text)) is not None else text
    parts = [(found.start(), found.end()) for found in _DETAILS_PART.finditer(text)]
    kept = [(start, end) for start, end in parts if not _only_a_venue(text[start:end]) and not _a_year(text[start:end])]
    if not kept:
        return ()
    names = _authors_part(text[kept[0][0] : kept[-1][1]])[0]
    return names or None


def _a_year(text: str) -> bool:
    return _YEAR.fullmatch(text.strip(" ()[]")) is not None


def _only_a_venue(text: str) -> bool:
    """Only a venue, with its year or not: one the table knows, or a name holding a word venues are named with."""
    tag = parse_tag(text.strip())
    return tag.venue is not None and _names_a_venue(tag.venue) and len(text.split()) <= _MAX_TAIL_VENUE_WORDS


def _titled_line(title: str, details: Line) -> Line:
    """The heading's title in bold, then a full stop and the details line, its marks moved along with its text."""
    shift = len(title) + 2
    return Line(
        details.number,
        f"{title}. {details.text}",
        [replace(link, start=link.start + shift, end=link.end + shift) for link in details.links],
        [(0, len(title))] + [(start + shift, end + shift) for start, end in details.strong],
        [(start + shift, end + shift) for start, end in details.emphasis],
        [(start + shift, end + shift) for start, end in details.code],
        identifiers=details.identifiers,
    )


def _page_subtitle(prose: Prose) -> bool:
    """A page's italic subtitle, above or instead of its title: one line, italic throughout, with no link and no
    year in brackets (``*Reading group of the Speech Lab, Summer 2022*``). It describes the page; a paper there
    would be cited with its year in brackets or its link."""
    if len(prose.lines) != 1:
        return False
    line = prose.lines[0]
    text = line.text.strip()
    whole = any(text == line.text[start:end].strip() for start, end in line.emphasis)
    return whole and not line.links and _BRACKETED_YEAR.search(text) is None


# Skip reasons that say only that no rule read a paper in the lines: a line there that reads as a paper on its own
# is taken back (``accounted``). The other reasons decide on what the lines hold (software links, a book's
# publisher, a section of courses, a table of contents) and stand.
_UNREAD_REASONS = frozenset(("prose", "no paper evidence", "block quote"))
# Skip reasons that say what a line is instead of a paper.
_NAMED_NON_PAPER = frozenset(
    ("software", "blog", "course", "documentation", "event", "data set", "web page", "book", "note")
)


def accounted(block: Item | Row | Prose, found: list[Found | _TitleOnly], inherited: Tag) -> list[Found | _TitleOnly]:
    """The block's findings with every source line accounted for: a line of the block that no entry spans and that
    was skipped only because no rule read a paper there is read once more on its own. It is an entry when it is a
    title with strong evidence (a venue with its year, authors, a link to the paper), and ``unparsed`` when it is a
    title with weaker evidence (a year or a venue alone); otherwise it stays skipped. The one place every item,
    row and paragraph line of a Markdown document passes, so no shape, known or not, drops a paper line unseen."""
    unread = [one for one in found if isinstance(one, Skip) and one.reason in _UNREAD_REASONS]
    if not unread:
        return found
    spanned = {
        number
        for one in found
        if isinstance(one, Listing | _TitleOnly)
        for listing in [one.listing if isinstance(one, _TitleOnly) else one]
        for number in range(listing.first, listing.last + 1)
    }
    if any(isinstance(one, Problem) for one in found):
        spanned.add(_first_line(block))  # read_items records a problem on the block's first line
    taken: list[Found | _TitleOnly] = []
    if not isinstance(block, Row) and block.lines and block.lines[0].number not in spanned:
        cited = _title_over_its_source(block.lines)
        if cited is not None:
            spanned.update(range(cited.first, cited.last + 1))
            taken.append(cited)
    if isinstance(block, Prose):  # a paragraph's papers are read by its rules, its runs cut by _paper_runs
        for line in block.lines:
            alone = _read_alone(line, inherited) if line.number not in spanned else None
            if isinstance(alone, Problem):  # a title with a year or a venue alone, which the paragraph rules leave
                taken.append(alone)
    else:
        for line in _source_lines(block):
            alone = _read_alone(line, inherited) if line.number not in spanned else None
            if alone is not None:
                spanned.add(line.number)
                taken.append(alone)
    if not taken and not isinstance(block, Row) and block.lines and block.lines[0].number not in spanned:
        over = _title_over_its_evidence(block.lines)
        taken.extend([over] if over else [])
    if not taken:
        return found
    return [*_fewer_skipped(found, len(taken)), *taken]


def _title_over_its_source(lines: list[Line]) -> Listing | None:
    """A short paragraph that opens with a title over its source in a law review's citation (``Title`` over ``<br>
    Names, 52 Santa Clara L. Rev. 1321 (2012)``, as law courses list their readings): an entry with those authors,
    journal and year."""
    first = lines[0]
    if not 1 < len(lines) <= _MAX_HEADLINE_PARAGRAPH:
        return None
    if any(not _is_label(first.text[link.start : link.end]) for link in first.links):
        return None  # a linked title is read by the link rules; a label ("[DOI: ...]" a fix added) stays a link
    source = law_review_source(_before_links(lines[1], 0))  # identifier labels a fix added after it aside
    title = _clean(_before_links(first, 0))
    if source is None or not _title_like(title) or not _names_authors(source.names):
        return None
    tag = Tag(source.year, source.journal, canonical_acronym(source.journal))
    links = tuple(link for line in lines for link in [*_links(line.links), *_named_links(line, 0)])
    return Listing(first.number, lines[1].number, title, tag, None, _split_names(source.names), links, False, False)


def _title_over_its_evidence(lines: list[Line]) -> Problem | None:
    """A short paragraph that opens with a title and names its authors or dates it on the lines below (``Title``
    over ``<br> Names, Venue (2012)``, a course's readings in a shape no rule reads): unparsed on the title's line,
    not prose. A headline (capitalised, no full stop) dated below, or any title-like line with a person's name
    opening the next line."""
    if not 1 < len(lines) <= _MAX_HEADLINE_PARAGRAPH:
        return None
    opening = lines[0].links[0] if lines[0].links else None
    text = lines[0].text
    if opening is not None and opening.end > opening.start and not text[: opening.start].strip():
        first = _clean(text[opening.start : opening.end])  # a line opening with a link: its text is the title
    else:
        first = text.strip()
    year = next((found for line in lines[1:] if (found := _YEAR.search(line.text))), None)
    if year is not None and _headline(first):
        return Problem(
            f"reads like a paper (a title over the year {year.group(1)}) {NO_RULE_READ_ITS_SHAPE}", lines[0].number
        )
    if _title_like(first) and _PERSON_OPENING.match(lines[1].text.strip(" *_")):
        return Problem(f"reads like a paper (a title over its authors) {NO_RULE_READ_ITS_SHAPE}", lines[0].number)
    return None


def text_line_alone(text: str) -> Listing | Problem | None:
    """A text list's line that its line rules skip as prose, read as ``accounted`` reads a Markdown line alone."""
    block = next((block for block in read_blocks(text.strip()) if isinstance(block, Item | Prose)), None)
    return _read_alone(block.lines[0], Tag(None, None, None)) if block is not None and block.lines else None


def reads_like_a_paper(text: str, *, strict: bool = False) -> str | None:
    """What says "paper" on a source line read alone, in words for an unparsed record; None when nothing does.

    The one evidence rule the parse audit (``enrich.parse.audit``) applies to the lines no entry accounts for: a
    line with title-like text (three or more words with letters, link labels aside, in one table cell at least)
    that carries a paper's evidence (``_paper_evidence``: a link to a paper, a known venue with its year, a
    citation's authors and year), or that ``_read_alone`` reads as a title with a year, a venue or authors of its
    own. ``strict`` asks for the evidence itself, where the line's context says it is no paper. Lines that name a
    book, a whole work or a meeting's page, author lines and series volumes carry no paper's evidence."""
    if len(text.split()) < MIN_TITLE_LIKE_WORDS:
        return None
    block = next((block for block in read_blocks(text.strip()) if isinstance(block, Item | Prose)), None)
    if block is None or not block.lines or not _title_like_words(block.lines[0]):
        return None
    line = block.lines[0]
    if _authors_line(line) or _SERIES_VOLUME_LINE.match(line.text) or _names_a_non_paper(line):
        return None
    if _opens_with_venue(line.text.strip(" *_")):
        return None  # "ACM Transactions on ..., 35(2), 2013.": the venue line of a citation above it
    evidence = _paper_evidence(line)
    if evidence == PAPER_LINK_EVIDENCE and _cites_in_a_sentence(line):
        return None  # "The papers follow our survey: [Title](arxiv)": a sentence citing a paper, as prose may
    if evidence is not None or strict:
        return evidence
    plain = _strip_decoration(_without_anchored_keys(line))  # "[Lee et al. (2016)](#Lee)": the year is the key's
    year = _year_as_a_field(plain)
    if year is not None:
        venue = _tag_in_text(line.text).venue
        return f"{venue} {year}" if venue else year  # "Title. Journal [1999]", "A. Lee — 2004 — Title"
    venue = _closing_venue(plain)
    if venue is not None:
        return venue  # "Title - WWW"
    alone = _read_alone(line, Tag(None, None, None))
    authors = isinstance(alone, Listing) and alone.authors and _SENTENCE_BREAK.search(line.text) is None
    return "a title with its authors" if authors else None


def _cites_in_a_sentence(line: Line) -> bool:
    """A sentence around a linked title: the words outside the links run as a sentence's do."""
    titled = [link for link in line.links if len(line.text[link.start : link.end].split()) >= MIN_TITLE_LIKE_WORDS]
    if not titled:
        return False
    text = line.text
    for link in sorted(titled, key=lambda link: link.start, reverse=True):
        text = text[: link.start] + " " + text[link.end :]
    return _sentence_like(text)


def _year_as_a_field(text: str) -> str | None:
    """A year set apart as a citation sets it: a field of its own between separators ("(2019)", "— 2004 —", ", 2013,")
    or the line's end ("Journal [1999]."), never a date inside a sentence ("updated in 2017 with ...")."""
    ending = _ENDING_YEAR.search(text)
    if ending is not None:
        return ending.group(1)
    return next((part.strip(" -–—") for part in _SEPARATORS.split(text) if _YEAR.fullmatch(part.strip(" -–—"))), None)


def _closing_venue(text: str) -> str | None:
    """A known venue closing a line after a title of its own ("Title - WWW", "Title, SIGIR"); not a venue's own
    name with its acronym ("Principles of Distributed Computing (PODC)"), nor a venue opening a line."""
    parts = [part for part in _SEPARATORS.split(text) if part.strip()]
    if len(parts) < 2:
        return None
    last = parts[-1].strip(" .*_")
    before = " ".join(parts[:-1])
    if not _only_a_venue(last) or len(before.split()) < MIN_TITLE_LIKE_WORDS or venue_for_name(before) is not None:
        return None
    return None if _only_a_venue(parts[0].strip(" .*_")) else parse_tag(last).venue


def _title_like_words(line: Line) -> bool:
    """Three or more words with letters (link labels aside) in one stretch of the line: the whole line, or one cell
    of a table row ("| YOLO v2 | 78.6 | CVPR'17 |" is a row of figures, not a title)."""
    stretches = line.text.split("|") if "|" in line.text else [" ".join(_visible_words(line))]
    return any(
        sum(1 for word in stretch.split() if any(char.isalpha() for char in word)) >= MIN_TITLE_LIKE_WORDS
        for stretch in stretches
    )


def _paper_runs(lines: list[Line], *, stamped: bool = False) -> list[list[Line]]:
    """A paragraph's or an item's lines, cut where a line is a paper of its own as the first line is, or reads like
    one under a first line that labels them ("Papers we read:"): lines of titles with their venues written without
    list markers, lazily continued items, ``<br>``-separated lines, a loose item's second paragraph. A line under a
    paper that is not one on its own (its authors, venue, links, a note) stays the paper's; so do all lines under a
    first line that is no paper alone (a title whose venue and authors follow, authors wrapped above a title, a
    sentence). Under a date stamp (``_stamp_set_aside``) the lines are a reading log's day: each line that reads as
    a paper opens one, as under a label."""
    if len(lines) < 2:
        return [lines]
    no_tag = Tag(None, None, None)
    labelled = stamped or _labels_what_follows(lines[0])
    if not (labelled or isinstance(_read_alone(lines[0], no_tag), Listing) or _cites_a_book(lines[0])):
        return [lines]
    if lines[0].text.startswith("**") and _authors_alone(lines[:2]):
        return [lines]  # "**Tiler:**Ana Lee, Bo Wu." over its title: a method's name and its authors, no paper
    runs = [[lines[0]]]
    for line in lines[1:]:
        noted = _VERSION_NOTE.match(line.text) is not None or _cites_without_title(line)
        alone = _read_alone(line, no_tag) if not noted else None
        book = alone is None and not noted and _cites_a_book(line)
        if isinstance(alone, Listing) or labelled and alone is not None or book:
            runs.append([line])
        else:
            runs[-1].append(line)
    return runs


def _cites_without_title(line: Line) -> bool:
    """A line that gives the paper above it its authors, venue or year and no title: its names then its venue
    (``**Lee, A., & Wu, B.**, *NeurIPS'12*``), or a venue alone (``**CCS**, 2008``)."""
    text = line.text.strip(" *_")
    if _only_a_venue(text) or _YEAR_ALONE.match(text) is not None:
        return True
    # people's names, never a title's words ("Robust Graph Queries. VLDB 2020.")
    if _people(_names_then_venue(line)[0]):
        return True
    return bool(line.emphasis) and _italic_details(line) is not None


def _people(names: tuple[str, ...]) -> bool:
    """Names that are each plainly a person's, never a title's or a topic's words ("Dialogue, Chatbot")."""
    return bool(names) and all(_one_person(name) or _plainly_authors(name) for name in names)


def _italic_details(line: Line) -> tuple[tuple[str, ...], Tag] | None:
    """(authors, venue and year) of a details line whose italics name the authors, with nothing but a venue or year
    beside them before the links (``_Lee et al._ [[Paper](url)]``, ``WWW 2020. _Ana Lee, Bo Wu_ [[Paper](url)]``),
    as lists that bold the title write the line under it: no title of its own stands there."""
    unlinked = _before_links(line, 0)
    for start, end in line.emphasis:
        if end > len(unlinked):
            break
        names = _italic_names(line.text[start:end])
        rest = f"{unlinked[:start]} {unlinked[end:]}".strip(" .,;:-–—|*_")
        if names and (not rest or _only_a_venue(rest) or _YEAR_ALONE.match(rest)):
            return names, _tag_in_text(rest) if rest else Tag(None, None, None)
    return None


def _cites_a_book(line: Line) -> bool:
    """A whole citation of a book (authors, year, title, publisher): a reference list's line of its own, as a
    paper's citation is, never a line of the citation above it."""
    return is_citation(line.text) and _names_a_book(line.text)


def _labels_what_follows(line: Line) -> bool:
    """A line that ends with a colon and is no author list: "Papers we read this term:" labels the lines below it,
    where "A. Lee, B. Wu:" opens a citation whose title follows."""
    text = line.text.rstrip()
    return text.endswith(":") and not _names_authors(text.rstrip(":"))


def _source_lines(block: Item | Row | Prose) -> list[Line]:
    """The block's lines, a list item's sub-items' too, in source order; a table row's cells (one source line)."""
    if isinstance(block, Row):
        return [cell[0] for cell in block.cells if cell and cell[0].text.strip()]
    if isinstance(block, Prose):
        return block.lines
    return [*block.lines, *(line for child in block.children for line in _source_lines(child))]


def _read_alone(line: Line, inherited: Tag) -> Listing | Problem | None:
    """A line read as an entry of its own: a listing when it is a title with strong evidence, a problem when it is a
    title with a year or a venue alone, or no title but a paper's evidence (``_paper_evidence``); None for anything
    else (names, a venue line, a sentence, a label)."""
    if len(line.text.split()) < MIN_TITLE_LIKE_WORDS or _authors_line(line) or _SERIES_VOLUME_LINE.match(line.text):
        return None
    if _speaks_of_the_list(line.text) or _upkeep_note(line.text):
        return None
    found = read_item(Item([line], [], line.number, line.number), inherited)
    listing = next((listed for one in found if (listed := _listed(one)) is not None), None)
    if listing is None:  # no title the rules tell apart; still a paper's line when it carries a paper's evidence
        evidence = None if _names_a_non_paper(line) else _paper_evidence(line)
        return Problem(f"reads like a paper ({evidence}) {NO_TITLE_TOLD_APART}", line.number) if evidence else None
    title = listing.title
    names = len(_split_names(title)) >= _MIN_UNMARKED_AUTHORS and _names_authors(title)
    if not (_title_like(title) or _short_title_cited_whole(listing)) or names or _opens_with_venue(title):
        return None  # a sentence, a label, a line of names ("Ashish Vaswani, Noam Shazeer") or a venue line
    if _strong_evidence(listing) and not _one_name_alone(listing):
        return listing
    if _sentence_like(title):
        return None  # "Our goal is to ask what ... (POPL)": a sentence naming a venue
    tag = listing.tag
    evidence = " ".join(str(part) for part in (tag.venue, tag.year) if part is not None)
    return Problem(f"reads like a paper ({evidence}) {NO_RULE_READ_ITS_SHAPE}", line.number) if evidence else None


def _names_a_non_paper(line: Line) -> bool:
    """A line whose words name a book, a whole work (a thesis, a volume), a meeting's page or another non-paper
    (``_named_without_title``): its year, venue and links are that work's, not a paper's."""
    return (
        _names_a_book(line.text)
        or _cites_a_whole_work(line)
        or _meeting_page(" ".join(_visible_words(line)))
        or _named_without_title(line) is not None
    )


def _short_title_cited_whole(listing: Listing) -> bool:
    """A title of one or two words ("Real patterns", "Idealism") that a whole citation sets off: its authors and
    year before it and its venue after it mark where it starts and ends, as no words of its own could."""
    tag = listing.tag
    return bool(listing.authors) and tag.year is not None and tag.venue is not None and listing.title[:1].isupper()


def _opens_with_venue(title: str) -> bool:
    """A "title" that is a citation's venue line: "In Proceedings of ...", "Journal of Fluid Mechanics, 12(3)"."""
    if _IN_VENUE.match(title):
        return True
    journal = journal_in_citation(title)
    return journal is not None and not title[: journal.start].strip(" *_")


def _sentence_like(text: str) -> bool:
    """Running lower-case words enough for a sentence rather than a title."""
    running = [word for word in text.split() if word.isalpha() and word.islower() and word not in _NAME_PARTICLES]
    return len(running) >= _MIN_SENTENCE_WORDS


def _fewer_skipped(found: list[Found | _TitleOnly], taken: int) -> list[Found | _TitleOnly]:
    """The findings with ``taken`` lines fewer counted as skipped, taken from the skips that no rule read."""
    fewer: list[Found | _TitleOnly] = []
    for one in found:
        if taken and isinstance(one, Skip) and one.reason in _UNREAD_REASONS:
            less = min(taken, one.lines)
            taken -= less
            if one.lines > less:
                fewer.append(one._replace(lines=one.lines - less))
            continue
        fewer.append(one)
    return fewer


@dataclass
class _TagSlot:
    """How a list uses the bracket before its titles. Where most such tags so far are venues the table knows or
    years, an unknown one shaped like a venue's acronym is a venue too ("[**PMLR**]", "[**IEEE-RAS**]" among
    "[**ICRA**]" and "[**CoRL**]"); where they are not, it stays a nickname ("[**Verilog**]", "[AWQ]"). A tag that
    links somewhere ("[[Campus3D](https://...)]") names what it links to, often a dataset: never a venue here."""

    known: int = 0
    unknown: int = 0

    def venue(self, line: Line) -> str | None:
        """The venue an item's leading tag names by the list's use of the slot, counting the tag as it goes."""
        inside = _leading_bracket(line)
        if inside is None:
            return None
        tag = _tag(inside)
        if tag.year is not None or tag.venue is not None:
            self.known += 1
            return None
        self.unknown += 1
        name = " ".join(_strip_decoration(inside).split())
        venues_here = self.known >= _MIN_VENUE_TAGS and self.known >= self.unknown
        acronym_like = len(name.split()) <= _MAX_TITLE_WORDS_FOR_NAME and _ACRONYM_WORD.match(name.replace(" ", ""))
        return name if venues_here and acronym_like else None


def _with_slot_venue(found: Found | _TitleOnly, venue: str, first: int) -> Found | _TitleOnly:
    """The item's own listing (not a sub-item's) with the venue its tag slot names, unless it names one already."""
    if isinstance(found, _TitleOnly):
        return found._replace(listing=_slot_tagged(found.listing, venue, first))
    return _slot_tagged(found, venue, first) if isinstance(found, Listing) else found


def _slot_tagged(listing: Listing, venue: str, first: int) -> Listing:
    if listing.first != first or listing.tag.venue is not None:
        return listing
    return listing._replace(tag=Tag(listing.tag.year, venue, canonical_acronym(venue)))


def _leading_bracket(line: Line) -> str | None:
    """The inside of a bracketed tag opening the line (not a link or a link's label, not a checkbox)."""
    text = line.text
    start = _skip_decoration(text, 0)
    if not text.startswith("[", start) or _in_link(line, start) or _CHECKBOX.match(text, start):
        return None
    close = text.find("]", start)
    if "[" in text[start + 1 : close]:  # a bracket inside the tag: "[[3DV](...)]"
        close = _matching_bracket(text, start)
    if close < start or any(start < link.start < close for link in line.links):
        return None
    return text[start + 1 : close]


class _Section:
    """A section's findings, passed on as they come, except while a plain title waits to learn whether its section
    lists papers (another item there is a paper on its own evidence): from it on, findings wait, in order, until
    the next paper or the section's end decides. A long list is never held whole."""

    def __init__(
        self,
        *,
        lists_papers: bool = False,
        level: int = 0,
        dated: bool = False,
        named_papers: bool = False,
        notes_a_citation: bool = False,
    ) -> None:
        self.lists_papers = lists_papers  # known at once when the heading says so ("Papers", "References")
        self.level = level  # its heading's level; 0 for a <details> group's section or the page's top
        self.dated = dated  # its heading, or an enclosing one, dates it ("## 2018"): the list is filed by year
        self.named_papers = named_papers  # its heading, or an enclosing one, names papers ("# Paper Reading List")
        self.notes_a_citation = notes_a_citation  # its heading cites a work: plain lines under it are notes on it
        self.waiting: list[tuple[list[str], Found | _TitleOnly, int]] = []

    def add(self, path: list[str], found: Found | _TitleOnly, line: int) -> Iterator[tuple[list[str], Found, int]]:
        if isinstance(found, Listing):
            self.lists_papers = True
            yield from self._release()
            yield path, found, line
        elif isinstance(found, _TitleOnly) and self.lists_papers:
            yield path, found.among_papers(), line
        elif isinstance(found, _TitleOnly) or self.waiting:
            self.waiting.append((path, found, line))
        else:
            yield path, found, line

    def end(self) -> Iterator[tuple[list[str], Found, int]]:
        return self._release()

    def titled_a_paper(self) -> None:
        """A heading in the section turned out a paper's title over its details: the section lists papers."""
        self.lists_papers = True

    def _release(self) -> Iterator[tuple[list[str], Found, int]]:
        waiting, self.waiting = self.waiting, []
        for path, found, line in waiting:
            if isinstance(found, _TitleOnly):
                yield path, self._plain_title(found), line
            else:
                yield path, found, line

    def _plain_title(self, found: _TitleOnly) -> Listing | Problem | Skip:
        """A plain title is a paper among papers; under a heading that cites a work ("### 2. Gordis L. Epidemiology.
        6th ed. Elsevier; 2019."), a note on that work ("Good for beginners"); elsewhere ``_TitleOnly.unclaimed``."""
        if self.lists_papers:
            return found.among_papers()
        return Skip("no paper evidence") if self.notes_a_citation else found.unclaimed()


class _Outline:
    """The sections open at a heading, outermost first, for what a new section learns from the ones around it: in
    a list filed under year headings (``## 2017``, then topic sub-headings, then ``## 2018``), where many items give
    a paper's title alone and only some of them their details, a dated section that lists papers (an item there is
    a paper on its own evidence) lists them in its sub-sections too, and the next dated section at its level lists
    papers as well. A plain title there is a paper on its siblings' evidence, as it is among papers in its own
    section; never on the heading's alone, since a dated section with no paper in it may hold anything."""

    def __init__(self) -> None:
        self.open: list[_Section] = []

    def opens(self, heading: Heading) -> _Section:
        previous = None  # the section just closed at the new heading's level, under the same enclosing one
        while self.open and self.open[-1].level >= heading.level:
            closed = self.open.pop()
            previous = closed if closed.level == heading.level else previous
        enclosing = self.open[-1] if self.open else None
        dated = _context_tag(heading.text).year is not None
        named = _names_papers(heading.text) or (enclosing is not None and enclosing.named_papers)
        inherited = enclosing is not None and enclosing.dated and enclosing.lists_papers
        after_papers = dated and previous is not None and previous.dated and previous.lists_papers
        section = _Section(
            lists_papers=named or inherited or after_papers,
            level=heading.level,
            dated=dated or (enclosing is not None and enclosing.dated),
            named_papers=named,
            notes_a_citation=is_citation(heading.text),
        )
        self.open.append(section)
        return section

    def titled(self, *, a_paper: bool) -> None:
        """The heading last opened titles a paper (or what reads like one), not a section: the section it stands in
        lists papers when it is a paper's."""
        self.open.pop()
        if self.open and a_paper:
            self.open[-1].titled_a_paper()


def _in_non_paper_section(block: Item | Row | Prose, inherited: Tag, *, given_at_events: bool = False) -> list[Found]:
    """In a section named for software, courses or books, an item is a paper only on strong evidence of its own (a
    known venue with its year, a journal's volume after its title, or a citation's fields on its own sub-items):
    "Frameworks" sections list papers too, and a page may head all its topic sections with a word such as "Lists".
    Where the section lists things given at meetings (tutorials, talks), the venue and year may be the meeting's: its
    authors or a link to a paper must say so too."""
    if isinstance(block, Item):
        listings = [found for found in read_item(block, inherited) if isinstance(found, Listing)]
        papers = [
            listing
            for listing in listings
            if _strong_evidence(listing, known_venue=True)
            and (not given_at_events or bool(listing.authors) or any(_is_paper_link(link) for link in listing.links))
            or _fields_on_sub_items(block, listing)
            or _cites_a_journal_volume(block, listing)
        ]
        unsure = [
            _unsure_in_non_paper_section(listing, inherited)
            for listing in listings
            if listing not in papers and _fields_item(block, listing)
        ]
        found: list[Found] = [*papers, *(problem for problem in unsure if problem is not None)]
        if found:
            return [*found, Skip("non-paper section", max(0, _block_lines(block) - len(found)))]
    return [Skip("non-paper section", _block_lines(block))]


def _cites_a_journal_volume(item: Item, listing: Listing) -> bool:
    """The item cites its title in a journal's volume ("Lee, A. 2017. "Title?" Research & Politics 4(4): 1-9."):
    an article, which a section of books lists among them too; no book names a journal and volume after its title."""
    text = " ".join(line.text for line in item.lines)
    at = text.find(listing.title)
    if at < 0:
        return False
    journal = journal_in_citation(text[at + len(listing.title) :].lstrip(" .,?!”\"’'*_"))
    return journal is not None and journal.numbered


def _fields_item(item: Item, listing: Listing) -> bool:
    """The item's title stands over sub-items that are all labelled fields ("* keywords : ...", "* date: 2021")."""
    fields = [child.lines[0].text for child in item.children if child.lines]
    return listing.first == item.first and bool(fields) and all(_FIELD_SUB_ITEM.match(text) for text in fields)


def _fields_on_sub_items(item: Item, listing: Listing) -> bool:
    """The item's own sub-items are its citation's fields, one labelled for its authors: "1. **Title** - Mar 2021"
    over "* author : A, B" and "* keywords : ...". A tool's or a course's item labels no sub-item as its authors;
    a book's marks still rule one out."""
    if not _fields_item(item, listing) or not any(_AUTHORS_LABEL.match(child.lines[0].text) for child in item.children):
        return False
    return not any(_names_a_book(line.text) for line in _source_lines(item))


def _unsure_in_non_paper_section(listing: Listing, inherited: Tag) -> Problem | None:
    """A title over its fields that carries a paper's evidence (a year or venue of its own, a paper's link) in a
    section named for non-papers: unparsed with the reason, never dropped without a word."""
    tag = listing.tag
    own_year = tag.year if tag.year != inherited.year else None
    evidence = [str(part) for part in (tag.venue, own_year) if part is not None]
    evidence += ["a paper's link"] if any(_is_paper_link(link) for link in listing.links) else []
    if not evidence or not _title_like(listing.title):
        return None
    reason = f"reads like a paper ({' '.join(evidence)}) but stands in a section named for non-papers"
    return Problem(reason, listing.first)


def _first_line(block: Item | Row | Prose) -> int:
    return block.line if isinstance(block, Row) else block.first


def _block_lines(block: Item | Row | Prose) -> int:
    """How many entries-worth of lines a skipped block is: an item with its sub-items, a row, a paragraph's lines."""
    if isinstance(block, Row):
        return 1
    if isinstance(block, Prose):
        return len(block.lines)
    return 1 + sum(_block_lines(child) for child in block.children)


@lru_cache(maxsize=_TEXT_CACHE_SIZE)  # asked of every heading above every entry: each heading is read once
def _context_tag(text: str) -> Tag:
    """A heading or summary gives its entries a year or venue only when it is nothing else ("2024", "OSDI 2022")."""
    # "Arxiv Preprint", "ICML 2023 Papers", "Papers from 2021", "[2020]", "January 2023", "2023-05"
    named = _HEADING_LEAD.sub("", _HEADING_QUALIFIER.sub("", _strip_decoration(text)).strip(" []()"))
    if "aper" in named or "reprint" in named:  # "arXiv papers'24", "ICML Papers 2023": the kind before the year
        bare = _QUALIFIER_BEFORE_YEAR.sub("", named)
        named = bare if bare != named and venue_for_acronym(parse_tag(bare).venue or "") is not None else named
    if (held := _HELD_ON.match(named)) is not None:  # "CVPR2022 Jun 24, 2022 [link] TODO: ...": the venue's
        held_at = _context_tag(held.group("venue"))
        if held_at.venue is not None and held_at.year is not None:
            return held_at
    tag = parse_tag(_DATE.sub(r"\1", _MONTH_BEFORE_YEAR.sub("", named)) if _YEAR.search(named) else named)
    if tag.venue is None:
        return tag
    venue = tag.venue
    known = venue_for_acronym(venue)
    if known is None and tag.year is not None and _misspelt_month(venue):
        return Tag(tag.year, None, None)  # "### Febrary 2021": a month as a hand types it dates the section
    if known is None:
        tag = _without_publisher(tag)  # "IEEE VIS 2021"
        acronym_with_year = tag.year is not None and _ACRONYM.match((tag.venue or "").replace(" ", ""))
        return tag if acronym_with_year or _venue_short_year(named, tag) else Tag(None, None, None)
    # "## Security" or "## Machine Learning" names a topic; "## OSDI", "## Arxiv" or "### Security 2021" a venue.
    as_acronym = _ACRONYM.match(venue.replace(" ", "")) or venue.casefold() == known.acronym.casefold()
    if tag.year is None and not as_acronym:
        return Tag(None, None, None)
    return tag


def _venue_short_year(named: str, tag: Tag) -> bool:
    """A heading that writes a name with its year cut to two digits after an apostrophe (``**Neurocomputing'24**``,
    ``**npj Digital Medicine'25**``): that is how lists write a venue's edition ("OSDI'22"), never a topic, so
    the name is the venue of the papers under it though the table does not know it; its words of four letters or
    more capitalised, as a journal's are."""
    written = named.rstrip(" *_:")
    if tag.year is None or not _HEADING_SHORT_YEAR.search(written) or tag.venue is None:
        return False
    words = tag.venue.split()
    return len(words) <= _MAX_HEADING_VENUE_WORDS and all(word[:1].isupper() for word in words if len(word) >= 4)


def _misspelt_month(word: str) -> bool:
    """A month's name with one letter left out, added, changed or swapped, as headings typed by hand write it
    ("Febrary", "Janaury", "Septmber"): its first three letters stand, so no other word is taken for it."""
    written = word.casefold().rstrip(".")
    return len(written) >= _MIN_MISSPELT_MONTH and any(
        written[:3] == month[:3] and DamerauLevenshtein.distance(written, month) <= 1 for month in MONTHS
    )


# ------------------------------------------------------------------------------------------------ list items


def read_item(item: Item, inherited: Tag) -> Iterator[Found | _TitleOnly]:
    """The entry an item holds (and the entries its sub-items hold on their own), or why it holds none.

    Sub-items that carry a tag of their own, or that read as papers under an item that is not one (a topic
    bullet), are entries of their own; the other sub-items (authors, venue, links, notes) belong to the item.
    """
    if not item.lines:  # a doubled marker ("- + Lee, J. (2020). Title."): the inner item is the entry
        for child in item.children:
            yield from read_item(child, inherited)
        return
    if _record_without_a_title(item):
        yield Skip("record fields", _block_lines(item))
        return
    if _course_line(item.lines[0].text):
        yield Skip("course", _block_lines(item))
        return
    item = _name_over_its_citation(_authors_over_their_title(_key_over_its_citation(_source_over_its_title(item))))
    joined = _filled_lines_joined(_link_unwrapped(item.lines), item.bulleted)  # before runs: a cut line is no paper
    stamped = len(joined) > 1 and joined[0].text.endswith(":") and _DATE_STAMP.fullmatch(joined[0].text) is not None
    if stamped:
        joined = _stamp_set_aside(joined)
    runs = _paper_runs(joined, stamped=stamped)
    if len(runs) > 1:
        for run, after in zip(runs, [*runs[1:], None], strict=True):
            last = item.last if after is None else after[0].number - 1
            children = item.children if after is None else []
            first = item.first if run is runs[0] else run[0].number
            yield from read_item(Item(run, children, first, last, item.bulleted), inherited)
        return
    written = _unwrapped(joined)
    written[0] = _highlighted_author_unmarked(written[0])  # every rule below reads the owner's name as a name
    read = _read_head(written[0])
    rest = written[1:]  # the lines after the one the title stands on
    keyed = _author_date_over_title(written)
    authors_first = keyed[0] if keyed is not None else _authors_alone(written)
    below = keyed[1] if keyed is not None else _read_head(written[1]) if authors_first else None
    # "1. A. Lee, B. Wu:" then the title on the next line, as reference lists wrap them; names followed by a line
    # with no title ("[pdf]") were a title of capitalised words ("Backdoor, Data Poisoning, and Attacks.").
    if below is not None:
        read = below
        rest = [written[0], *written[2:]]  # the authors' line keeps its links ([DOI](...) added by a fix)
        if isinstance(read, _Head):
            read.authors = authors_first
            read.links = read.links + _named_links(written[0], 0)  # "[DOI: 10.1145/...]" a fix added to the names
    if isinstance(read, Problem):
        yield read
        return
    if isinstance(read, _Head):
        _name_back_into_title(read, written[0], rest)
    if _group_heading(written, item.children):
        read = None  # "* **Solar System**" over its topics and papers: their heading, never a paper of its own
    # item.last, not the last Line's number: a citation wrapped over lines is one Line (blocks.joined_lines)
    alone = None if read is None else _complete(read, rest, inherited, item.first, item.last)
    if alone is not None and read is not None and written[0].identifiers:
        unlabelled = _complete(_unlabelled(read, written[0]), rest, inherited, item.first, item.last)
    else:
        unlabelled = alone
    separate, own = _split_children(item.children, tagged_only=unlabelled is not None)
    chapter = _chapter_after_its_volume(written, item.first, item.last) if read is not None and not own else None
    if chapter is not None:
        yield chapter
    elif read is not None:
        lines = rest + own
        last = max([item.first, item.last] + [line.number for line in own])
        # Without more lines the reading is ``alone``'s: a one-line entry is read once.
        listing = _complete(read, lines, inherited, item.first, last) if lines else alone
        stated = _as_stated(listing, inherited, [*written, *own]) if listing is not None else None
        if listing is not None and _in_code(written[0]):
            yield Skip("code block")  # "`[FSE 2023] Update paper links`": a line quoted as code is no entry
        elif stated is not None and _is_book(stated, [*written, *own]):
            yield Skip("book")
        elif stated is not None and (named := _named_non_paper(stated, [*written, *own])) is not None:
            yield Skip(named)
        elif stated is not None and any(_cites_a_standard(line) for line in [*written, *own]):
            yield Problem(CITES_A_STANDARD, item.first)
        elif listing is not None and _one_name_alone(listing):
            yield _TitleOnly(listing)  # "Key Concepts: Reflection, Refraction": a paper only among papers
        elif listing is not None:
            yield listing
            yield from _more_on_the_line(written[0], listing, inherited)
        else:
            yield (
                Skip("heading")
                if item.children and not read.links
                else _not_a_paper(read, written, inherited, item.first)
            )
            separate = item.children
    elif item.children and _group_heading(written, item.children):
        yield Skip("heading")
        separate = item.children
    else:
        yield (_bare_link(written[0], inherited, item.first) if item.bulleted else None) or _without_title(
            written, item.first
        )
        separate = item.children
    if separate is item.children and item.children:  # a bullet over its papers ("* **2022**") is their heading
        inherited = _merge_tags(_context_tag(written[0].text), inherited)
        yield from _outline_topics([(child, list(read_item(child, inherited))) for child in separate])
        return
    for child in separate:
        yield from read_item(child, inherited)


def _authors_over_their_title(item: Item) -> Item:
    """An item that is an author list alone over one sub-item (``- A. Lee, B. Wu and C. Ng`` over ``  - [Title](url)
    - 2002``), as lists nest a citation's title under its names, or as a fill wraps it at the dash after them: one
    citation, whose entry starts on the names' line, read as authors over their title are (``_authors_alone``). Over
    several sub-items the names head a group of their papers."""
    if len(item.lines) != 1 or len(item.children) != 1 or item.children[0].children or not item.children[0].lines:
        return item
    child = item.children[0]
    if not _authors_alone([item.lines[0], child.lines[0]]) or _cites_without_title(child.lines[0]):
        return item
    head = _read_head(child.lines[0])
    if isinstance(head, _Head) and head.authors:
        return item  # "- Secondary Materials:" over "- Griffith, [Title](url)": the citation names its own authors
    return Item([*item.lines, *child.lines], [], item.first, max(item.last, child.last), item.bulleted)


def _record_without_a_title(item: Item) -> bool:
    """A paragraph of a paper's fields, one a line (``**Authors** : ...``, ``**Paper** : [here](url)``), none of
    them its title: the paper's title stands elsewhere (the heading over it, which the parse audit reports unparsed
    when its record names the authors), and no field's text is one."""
    return (
        not item.bulleted
        and is_field_record(item.lines)
        and not any(line.text[:5].casefold() == "title" for line in item.lines)
    )


# PubMed's source line: the journal's abbreviated name, a full stop, the year (and month and day), a semicolon and
# the volume ("Bioinformatics. 2003 Nov 22;19(17):2176-90.", "J Mol Biol. 1981 Mar 25;147(1):195-7.").
_PUBMED_SOURCE = re.compile(r"[A-Z][^;()]{1,80}?\.\s+(?:19|20)\d\d(?:\s+[A-Z][a-z]{2}(?:\s+\d{1,2})?)?;\s*\S")


def _source_over_its_title(item: Item) -> Item:
    """An item set as PubMed displays a paper, its source first (``Bioinformatics. 2003 Nov 22;19(17):2176-90.``),
    then the title, the authors and the PMID on lines of their own: read with the source after the authors, as a
    citation gives it. The source line is no title, and read first it would stand for one."""
    if len(item.lines) < 3 or not _PUBMED_SOURCE.match(item.lines[0].text.strip()):
        return item
    source, title, *rest = item.lines
    if title.links or not _title_like(_clean(title.text)) or _names_authors(title.text):
        return item
    lines = [title, *rest[:1], source, *rest[1:]]
    return Item(lines, item.children, item.first, item.last, item.bulleted)


def _course_line(text: str) -> bool:
    """A syllabus's line: a deadline ("**Critique for 4/6** Due 4/5, Tuesday, 11:59pm") or its logistics under their
    label ("**Office hours:** Thursdays 12:00-2:00pm, Room 318A")."""
    return "ue" in text and _COURSE_DEADLINE.search(text) is not None or _COURSE_LOGISTICS.match(text) is not None


def _key_over_its_citation(item: Item) -> Item:
    """An item whose first line is the citation's key alone (``Altadmri2015`` over ``A. Altadmri and N. Brown:`` /
    ``"Title". Proc. SIGCSE'15``), as bibliography generators print a key over each citation: the citation is the
    lines under the key, and its entry starts on the key's line. A key is no title, and read as the item's first
    line it would stand for one."""
    if not key_over_a_citation(item.lines):
        return item
    key, *lines = item.lines
    if key.identifiers:  # the labels a fix wrote at the key line's end name the citation's paper
        lines[0] = replace(lines[0], identifiers=f"{key.identifiers} {lines[0].identifiers}".strip())
    return Item(lines, item.children, item.first, item.last, item.bulleted)


def _name_over_its_citation(item: Item) -> Item:
    """An item that is a model's or system's name and labelled links alone (``* RDN [[Web]](url) [[Code]](url)
    [[PDF]](url)``) over a first sub-item citing the paper without a link (``  * Title (CVPR 2018), Lee et al.``), as
    lists of models file each paper under its name: one citation, whose entry starts on the name's line, its title,
    venue, year and authors the sub-item's, its links the name's line's. The other sub-items stay its notes. A name
    of more words than a nickname's reads as a title of its own, and keeps its line's reading."""
    if len(item.lines) != 1 or not item.children or not item.lines[0].links:
        return item
    line, child = item.lines[0], item.children[0]
    if child.children or len(child.lines) != 1 or child.lines[0].links:
        return item
    cut = before_closing_links(line, lambda link: _is_label(link.label))
    name = line.text[:cut].strip()
    if cut == len(line.text) or not name or len(name.split()) > _MAX_NICKNAME_WORDS:
        return item
    if any(link.start < cut for link in line.links):
        return item  # "* **[Name](arxiv link)**, [Website](url)": the name links the paper, a title of its own
    head = _read_head(child.lines[0])
    if not isinstance(head, _Head) or not head.authors or len(head.title.split()) < MIN_TITLE_LIKE_WORDS:
        return item  # "* LapSRN [[PDF]](url)" over "* utilizing the internal statistics": a note, no citation
    return Item([child.lines[0], line], item.children[1:], item.first, max(item.last, child.last), item.bulleted)


def _unlabelled(read: _Head, line: Line) -> _Head:
    """The head without the identifier labels a fix wrote on its line: they name the paper the line was read as,
    and must not make it one on the next reading where it was none (a topic's bullet over papers of their own would
    then take them for its fields)."""
    labels = read_links(line.identifiers)[0]
    return replace(read, links=[link for link in read.links if link not in labels])


def _stamp_set_aside(lines: list[Line]) -> list[Line]:
    """An item's lines without the date stamp that opens them (``- 2024-10-30:`` over the citation's lines): the
    day the list's author read the paper, neither its year nor a label over papers. The entry still starts on the
    item's first line, and the identifier labels a fix wrote there are read with the citation's own."""
    stamp, first, *rest = lines
    identifiers = " ".join(found for found in (first.identifiers, stamp.identifiers) if found)
    return [replace(first, identifiers=identifiers), *rest]


def _listed(found: Found | _TitleOnly) -> Listing | None:
    """The listing found, also one held back as a plain title for naming one author (``_one_name_alone``)."""
    if isinstance(found, _TitleOnly):
        return found.listing if found.listing.authors else None
    return found if isinstance(found, Listing) else None


def _one_name_alone(listing: Listing) -> bool:
    """A line whose only sign of a paper is one name before a colon (``Key Concepts: Reflection and Refraction``,
    ``Ada Lee: Title``): no link, year or venue. Among papers it is one; in an outline of topics it is a topic. A
    name written surname first (``Kemman, Max. “Title.”``) is a citation's author, which no topic's label is."""
    tag = listing.tag
    alone = len(listing.authors) == 1 and "," not in listing.authors[0]
    return alone and not listing.links and tag.year is None and tag.venue is None


# A note's label before its colon, opening a line, as a note under a paper or a list's upkeep writes it ("Comment:",
# "Todo:", "Long-term Goals (3–5 years):"): a label word, after at most two others, with a parenthesis or not.
_NOTE_LABEL = re.compile(
    r"(?:[\w-]+\s+){0,2}(?:comments?|notes?|todo|summary|abstract|tl;?dr|keywords?|goals?|ideas?|takeaways?|"
    r"remarks?|questions?|why|status|links?|code)\s*(?:\([^()]*\)\s*)?[:：]",
    re.IGNORECASE,
)
# A question a course asks its readers, in sentence case: "What behaviors are essential for animals to perform?"
_QUESTION_OPENING = re.compile(
    r"(?:what|why|how|when|where|which|who|is|are|was|were|do|does|did|can|could|should|would|will|has|have)\s",
    re.IGNORECASE,
)


def _not_a_title_alone(text: str) -> bool:
    """What a list's plain line is when it is no paper's title, told by the line alone (``_TitleOnly.unclaimed``)."""
    if _NOTE_LABEL.match(text) or len(_split_names(text)) > 1 and _names_authors(text):
        return True  # names, more than one: a title in title case reads as one name as often
    if not (text.endswith("?") and _QUESTION_OPENING.match(text)):
        return False
    long_words = [word for word in text.split()[1:] if len(word) > 3]
    return sum(word[:1].isupper() for word in long_words) * 2 < len(long_words)  # a question in sentence case


def _labelled_terms(text: str) -> bool:
    """A label over a list of terms ("Keywords: causal models, internal validity, threats to validity"), as a
    course's outline tags its readings: several short comma-separated terms, written mostly in lower case as terms
    are, where a title's subtitle after its colon is one phrase, or its words capitalised as titles are."""
    label, colon, listed = text.partition(":")
    terms = listed.split(",")
    if not colon or len(label.split()) > _MAX_LABEL_WORDS or len(terms) < _MIN_LISTED_TERMS:
        return False
    if any(len(term.split()) > _MAX_TERM_WORDS for term in terms):
        return False
    words = [word for word in listed.split() if word[:1].isalpha()]
    return sum(word[0].islower() for word in words) * 2 > len(words)


def _outline_topics(children: list[tuple[Item, list[Found | _TitleOnly]]]) -> Iterator[Found | _TitleOnly]:
    """The findings of a heading's sub-items, in order. When none of the sub-items is a paper on its own line
    (their papers, if any, sit deeper, under sub-topics), the heading heads an outline: a sub-item that is a plain
    title, with nothing to say it is a paper, is one of its topics ("* **Stars**" over "* Color of Stars"); a linked
    title (``[Title](notes page)``) names the work its link is about, as ``_group_heading`` reads it, never a topic."""
    papers_among = any(
        isinstance(one, Listing) and one.first == child.first for child, found in children for one in found
    )
    for child, found in children:
        for one in found:
            topic = (
                not papers_among
                and isinstance(one, _TitleOnly)
                and one.listing.first == child.first
                and not one.listing.links
            )
            yield Skip("no paper evidence") if topic else one


def _group_heading(written: list[Line], children: list[Item]) -> bool:
    """An item that is one emphasised phrase and nothing else (``* **Solar System: In-situ Observations**``,
    ``- *Local Model*``) over sub-items that are not its own citation's fields: the heading of a group in an
    outline, whose sub-items are topics or papers of their own. A paper set in bold over its fields keeps them
    (``**Title**`` over ``* author : A, B`` or a line of links): each sub-item a labelled field, a line of labelled
    links, or one line of authors or of a venue and year, none with sub-items of its own. A plain label that ends
    in a colon (``- Secondary Materials:``, ``- The Fregean Background:``) heads its sub-items as the emphasised
    phrase does: a title written so would be the paper's, and read as one it took its sub-items' papers with it."""
    if not children or len(written) != 1 or written[0].links:
        return False
    if not (_emphasised_whole(written[0]) or written[0].text.rstrip().endswith(":")):
        return False
    if _QUOTED_AND_DATED.fullmatch(written[0].text.strip(" *_:")):
        return False  # "**"Title" (1995)**": a quoted title with its year, a paper over its notes
    authors_lines = 0
    for child in children:
        if not child.lines or child.children:
            return True
        line = child.lines[0]
        if any(link.label and not _is_label(line.text[link.start : link.end]) for link in line.links):
            return True  # "[Title](url) (1971)": a linked title, a paper of its own; "DOI: 10.1016/..." none
        if _FIELD_SUB_ITEM.match(line.text) or _AUTHORS_LABEL.match(line.text):
            continue
        if line.links and _read_head(line) is None:
            continue
        if _authors_line(line) or _names_then_venue(line)[0]:
            authors_lines += 1
            continue
        tag = _venue_line(line)
        if tag.year is None and tag.venue is None:
            return True
    return authors_lines > 1


def _emphasised_whole(line: Line) -> bool:
    """The line's visible text is all inside one bold or italic span (a colon after it allowed)."""
    text = line.text.strip().rstrip(":").strip()
    return bool(text) and any(line.text[start:end].strip(" :") == text for start, end in [*line.strong, *line.emphasis])


def _name_back_into_title(head: _Head, line: Line, rest: list[Line]) -> None:
    """An entry that gives its authors on a line of their own ("Authors: A, B") names no author before its title:
    "Causal Support: Modeling ..." is the title whole, though "Causal Support" reads like a person's name."""
    if len(head.authors) != 1 or not any(_AUTHORS_LABEL.match(other.text) for other in rest):
        return
    name = head.authors[0]
    if f"{name}: " in line.text:
        head.title, head.authors = f"{name}: {head.title}", ()


def _unwrapped(lines: list[Line]) -> list[Line]:
    """The item's lines with a bold title wrapped over source lines joined into one ("**Natural speech reveals
    the" / "semantic maps ...** Nature 532 (2016)", or over three lines and more), so the title is read whole."""
    if len(lines) < 2:
        return lines
    if not lines[0].bold_runs_on:
        return _link_unwrapped(lines)
    end = 1
    while end + 1 < len(lines) and lines[end].bold_runs_on:
        end += 1
    return [joined_lines(lines[: end + 1]), *lines[end + 1 :]]


def _link_unwrapped(lines: list[Line]) -> list[Line]:
    """A hard-wrapped citation whose linked title a line break cuts ("A. Lee, and B. Wu. [Scaling Routers" /
    "Using Optics](). SIGCOMM 2003."), read as one line from its first through the one the link closes on, and on
    through the lines its venue and year wrap over (``_citation_runs_on``): the lines before the link's are its
    author list wrapped as plain text or set bold or italic whole (``**A. Lee and B. Wu**,``), never a title or
    sub-line of their own."""
    wrapped = next((index for index, line in enumerate(lines[:-1]) if line.link_runs_on), None)
    if wrapped is None or any(line.links or _marked_but_not_names(line) for line in lines[:wrapped]):
        return lines
    end = wrapped + 1
    while end + 1 < len(lines) and (lines[end].link_runs_on or _citation_runs_on(lines[end], lines[end + 1])):
        end += 1
    return [joined_lines(lines[: end + 1]), *lines[end + 1 :]]


def _marked_but_not_names(line: Line) -> bool:
    """The line sets text bold or italic, and not as one author list marked whole (``_marked_names_opening``)."""
    return bool(line.strong or line.emphasis) and not _marked_names_opening(line)


def _filled_lines_joined(lines: list[Line], bulleted: bool) -> list[Line]:
    """The item's lines with each line an editor's fill cut mid-field (``_cut_mid_field``) joined to the next, so
    a title, an author list or a quoted title wrapped at a fixed width is read whole, wherever the cut fell; a list
    item filled to a width (``_filled_to_a_width``) is one text. A paragraph's citations are cut apart first by
    the wrapped-citation rules, which know where each begins (``blocks.citation_runs``); a paragraph they leave
    whole and ``read_prose`` reads as one paper is joined here too ("A. Lee, Teaching novices to trace" over
    "programs with feedback, ICER'17")."""
    if len(lines) < 2:
        return lines
    if bulleted and _filled_to_a_width(lines):
        return [joined_lines(lines)]
    runs: list[list[Line]] = [[lines[0]]]
    for line in lines[1:]:
        if _cut_mid_field(runs[-1][-1], line):
            runs[-1].append(line)
        else:
            runs.append([line])
    return lines if len(runs) == len(lines) else [joined_lines(run) if len(run) > 1 else run[0] for run in runs]


def _filled_to_a_width(lines: list[Line]) -> bool:
    """Three lines or more of one paragraph, every one but the last as long as the longest within a few characters,
    as an editor's fill leaves them: one text cut at a width, never lines an author broke after each field."""
    if len(lines) < 3 or any(line.number != lines[0].number + index for index, line in enumerate(lines)):
        return False
    lengths = [len(line.text.strip()) for line in lines]
    width = max(lengths)
    if width < _MIN_FILL_WIDTH or any(length < width * _FILLED_SHARE for length in lengths[:-1]):
        return False
    # Lines that each close as a sentence or a citation does are one citation a line, however alike their lengths.
    return not all(line.text.rstrip().endswith((".", "?", "!")) for line in lines[:-1])


# The narrowest fill width read, and how much of it a filled line holds: a fill breaks before the word that would
# pass the width, so its lines fall short of it by a word at most.
_MIN_FILL_WIDTH = 40
_FILLED_SHARE = 0.8


# A given name and a middle initial closing a line ("and Ila R."), and a surname closed by a full stop or a comma
# opening the next ("Fiete. "): the two halves of a name a fill cut (``_name_cut_at_its_initial``).
_GIVEN_NAME_AND_INITIAL = re.compile(r"(?:^|[\s,])[A-Z][a-z]+\s+[A-Z]\.$")
_SURNAME_OPENING = re.compile(r"\s*[A-Z][\w'’-]+[.,]\s")
# A given name alone after a comma closing a line, and a surname opening the next before the list's next name or
# its separator ("Priya" over "Takahashi and Tom Ng —"): a name a fill cut in two (``_name_cut_after_its_given_name``).
_GIVEN_NAME_ALONE = re.compile(r",\s+[A-Z][a-z]+$")
_SURNAME_IN_A_LIST = re.compile(r"\s*[A-Z][\w'’-]+(?:,\s|\s+(?:and|&)\s|\s+[—–-]\s)")
# An author list's last name after its ampersand, opening the line a fill cut the list before ("& Dvorak, U.").
_AMPERSAND_OPENING = re.compile(r"\s*&\s+[A-Z]")
# Words a field never ends on: a line that ends with one was cut by the fill, its field going on below.
_RUNS_ON_WORDS = frozenset(
    "a an the of for and or in on with to from by via at as its their our into onto over under towards toward "
    "using between through about against among without versus vs &".split()
)


# A lower-case word opening a line that goes on with the phrase above it, unless it opens a field of its own: a
# venue's or a book's "in", a credit's "by", pages, a preprint's "arXiv", a note's "accepted", "to appear", or a
# field's label before its colon ("authors: ...").
_WORD_GOING_ON = re.compile(
    r"\s*(?!(?:in|at|by|pp|vol|no|arxiv|accepted|to|see|and|with|code|slides|video|project)\b)[a-z]+\b(?!\s*:)"
)


def _cut_mid_field(line: Line, following: Line) -> bool:
    """Whether a line break falls inside a field, as a fixed-width fill cuts one and an author never ends a line:
    after a word no title or list of names ends on ("of", "and"), or inside a quotation, parentheses or brackets
    the line opens and leaves open, or inside a link's text, bold or italics that Markdown carries across the break
    (an italic title cut after any word). The next source line only; a line of links alone is the entry's own line,
    unless a span runs on into it."""
    if following.number != line.number + 1:
        return False
    if line.link_runs_on or line.bold_runs_on or line.italic_runs_on:
        return True  # a link's text, bold or italics the line break falls inside (Markdown's soft break)
    if only_short_links(following):
        return False
    text = line.text.rstrip()
    last = text.rsplit(None, 1)[-1] if text else ""
    if last in _RUNS_ON_WORDS or _name_cut_at_its_initial(text, following.text):
        return True
    if _name_cut_after_its_given_name(text, following.text):
        return True
    if last[-1:].isalpha() and _WORD_GOING_ON.match(following.text):
        return True  # "... surveys with legal" over "documents, A. Lee et al.": a phrase the fill broke
    if text.endswith((",", "—", " -", " –")) and (_opens_plain(following) or _AMPERSAND_OPENING.match(following.text)):
        return True  # "**A. Lee and B. Wu**," over "Sparse codes of ...": a separator, the next field below it
    opened = text.count("“") - text.count("”") + text.count("(") - text.count(")") + text.count("[") - text.count("]")
    return opened > 0 or text.count('"') % 2 == 1


def _opens_plain(line: Line) -> bool:
    """The line opens with a plain word: no link, bold, italics or code span starts at its first letter. A line
    that opens with a marked field ("*Title*,", "`Journal <url>`__") is one an author broke before on purpose, a
    field a line, as reference pages write them; a fill cuts before any word, marked or not."""
    start = len(line.text) - len(line.text.lstrip())
    if not line.text[start : start + 1].isalnum():
        return False
    spans = [link.start for link in line.links] + [span[0] for span in (*line.strong, *line.emphasis, *line.code)]
    return start not in spans


def _name_cut_after_its_given_name(text: str, following: str) -> bool:
    """An author list written given name first that a fill cut between a name's given name and its surname
    ("Ana Lee, Bo Wu, Priya" over "Takahashi and Tom Ng — Title"): the line opens with names and ends on a given name
    alone after a comma, and the next line opens with the surname, closed as a name in a list is."""
    return (
        _GIVEN_NAME_ALONE.search(text) is not None
        and _SURNAME_IN_A_LIST.match(following) is not None
        and opens_with_authors(text)
    )


def _name_cut_at_its_initial(text: str, following: str) -> bool:
    """An author list written given name first that a fill cut inside a name, after its middle initial ("..., and
    Ila R." over "Fiete. [Title](...) 2013."): the line's last name has no surname yet, and the next line opens with
    one, closed as a name in a list is. A name written surname first ends on its initials ("Lee, A. B."), after a
    comma or another initial, and is whole."""
    cut = _GIVEN_NAME_AND_INITIAL.search(text) is not None
    return cut and "," in text and _SURNAME_OPENING.match(following) is not None


def _citation_runs_on(line: Line, following: Line) -> bool:
    """After its wrapped linked title, a hard-wrapped citation's venue, volume and year go on over the next lines of
    the paragraph ("...Problem](url). Journal of the" / "Operations Research Society, Vol. 2 (1954)," / "pp. 393-410")
    until a line closes on a full stop; a blank line (another paragraph) ends it."""
    return following.number == line.number + 1 and not line.text.rstrip().endswith(".")


def _in_code(line: Line) -> bool:
    """The line's text is code: every letter of it inside code spans."""
    covered = sum(end - start for start, end in line.code)
    return bool(line.code) and covered >= len(line.text.strip())


def _as_stated(listing: Listing, inherited: Tag, lines: list[Line]) -> Listing:
    """The listing with the venue its own lines state: one that only an enclosing heading gives ("## NeurIPS" over
    "- *Foundations of X*, A. Lee, Springer, 2016") says nothing of what the line is, so the book and non-paper
    rules, which a stated venue overrules, read the line without it."""
    venue = inherited.venue
    if venue is None or listing.tag.venue != venue:
        return listing
    text = " ".join(line.text for line in lines)
    if venue in text or inherited.venue_acronym and inherited.venue_acronym in text or _tag_in_text(text).venue:
        return listing
    return listing._replace(tag=Tag(listing.tag.year, None, None))


def _is_book(listing: Listing, lines: list[Line]) -> bool:
    """A book or a chapter of one: its lines name a book publisher ("Addison-Wesley, 1983", "An MIT Press book"),
    an ISBN, an edition ("Third edition"), the list's own "(Book)", a numbered chapter to read ("(**Chapter 2** and
    Chapter 12)") or close on a place, a publisher and a year as Vancouver cites books, or its only links are a
    bookseller's pages or a book's DOI; and no known venue. A thesis or a numbered report is never one, nor an
    article or chapter that gives its volume and pages ("John Wiley & Sons, Vol. 8, 738-747"), nor a paper whose
    venue reads as proceedings or a journal, whoever printed them ("Title. Proceedings of the 31st Meeting on Foo.
    Somerville, MA: Bar Press.")."""
    venue = listing.tag.venue
    if venue is not None and (venue_for_acronym(venue) is not None or _PROCEEDINGS_LINE.match(venue) is not None):
        return False
    if lines and _quoted_in_an_italic_work(lines[0] if len(lines) == 1 else joined_lines(lines)):
        return False  # "“Title.” *A Companion to ...*. Ed. A. Lee. Leiden: Brill, 2015.": a chapter, the book its venue
    if listing.authors and listing.marked_up and len(lines) == 1 and _volume_then_publisher(listing, lines[0].text):
        return False  # "[Title](url) by Lee A. Volume. Springer, 2012": a chapter, the volume its venue
    sold = _sold_as_book(listing.links) or any(
        is_book_doi(doi_from_url(link.url) or _book_page_doi(link.url)) for link in listing.links
    )
    own = [line for line in lines if _VERSION_NOTE.match(line.text) is None]  # "Extended abstract in ..., Springer"
    written = own[0].text if len(own) == 1 else " ".join(line.text for line in own)
    if sold and _EDITED_CHAPTER.search(written):  # "“Title.” In Book, edited by A. Lee. Brill. https://doi.org/
        sold = False  # 10.1163/978...": a chapter cited with its volume's DOI, the volume its venue
    # the citation's own text, its closing links set aside: "... Basic Books. [Free PDF](url)" closes on its publisher
    cited = [line.text[: before_closing_links(line)] for line in own]
    named = any(_names_a_book(text) or _PLACE_PUBLISHER_YEAR.search(text) for text in cited)
    named = named or any(_publisher_place_year(text) for text in cited)
    named = named or bool(own) and _cites_a_whole_work(own[0])
    if not named and len(own) > 1:  # "Second" / "Edition. Springer.": a book's mark a line break cuts
        named = _names_a_book(written)
    if not (sold or named):
        return False
    if _VOLUME_AND_PAGES.search(written):  # "Wiley Encyclopedia of ..., John Wiley & Sons, Vol. 8, 738-747"
        return False  # an article or chapter within a volume, whoever published it
    if _EDITED_CHAPTER.search(written):  # "“Title”, in The Oxford Handbook of X, ed. by A. Lee, Oxford: OUP"
        return False  # a chapter in an edited volume, a paper whose venue is the volume
    if "xcerpt" in written and _EXCERPTED_FROM.search(written):
        return False  # "Title. Excerpted from Book (Lee 2013) ISBN ...": a part of the book, the book's ISBN
    if _NUMBERED_REPORT.search(written):
        return False  # "*Model Description. EMEP MSC-W Report 1/2003*. The Institute, Oslo, 2003.": a report
    return not any(_THESIS.search(line.text) or _typed_as_a_paper(line) for line in lines)


# A part of a work named on a source line as a whole: its own title in quotation marks (a whole book's is set in
# italics or plain), or "In" before its volume. Pages and an issue (``_PART_OF_A_WORK``) are left out: on a raw line
# a URL's or an ISBN's digits read as them.
_NAMES_A_PART = re.compile(rf'[“"][^”"]{{12,}}[”"]|{_IN_A_VOLUME}')


def names_a_part_of_a_work(line: str) -> bool:
    """Whether a source line cites a chapter or an article within a volume rather than the volume (a book)."""
    return _NAMES_A_PART.search(line) is not None


# The "in" before the work a chapter is part of, after the chapter's quoted title: '"Title," in *Book*', and the
# editors it may name first: '"Title". In: A. Lee and B. Wu (eds.): *Book*', as LNCS and generated bibliographies write.
_IN_BEFORE_WORK = re.compile(r"[\s.,]*\b[Ii]n:?(?:\s+[^()]{3,160}\((?:eds?|Hrsg)\.?\)[:,]?)?$")


def _quoted_in_an_italic_work(line: Line) -> bool:
    """A part of a work as MLA and Chicago cite one: its own title in quotation marks, then the work it is part of
    in italics: a chapter or an article, whoever published the volume it is in."""
    for start, _ in line.emphasis:
        before = _IN_BEFORE_WORK.sub("", line.text[:start].rstrip(" .,"))  # '"Title," in *Book*' as Chicago has it
        if before.endswith(("”", '"')) and ("“" in before or before.count('"') >= 2):
            return True
    return False


def names_a_kind_of_paper(text: str) -> bool:
    """Whether the text names a kind of work that is a paper whatever its title's marks: a thesis, a report, a
    preprint, a working paper, a manuscript (``_PAPER_IN_PUBLISHER_SLOT``)."""
    return _PAPER_IN_PUBLISHER_SLOT.search(text) is not None


def _typed_as_a_paper(line: Line) -> bool:
    """Whether the line tags its entry as a kind of paper in a code span (`` `Conference` ``), as lists that label
    each entry's type do: such an entry is no book even when its only link is the volume it appeared in (a
    Springer proceedings volume's ``/book/`` page)."""
    return any(line.text[start:end].strip(" `").casefold() in _PAPER_TYPES for start, end in line.code)


def _volume_then_publisher(listing: Listing, text: str) -> bool:
    """The text after a marked title's authors is a volume's title, then its publisher and year
    (``_volume_before_publisher``): a chapter of an edited volume, never the book. Where the title follows the
    names ("Lee, Ana. **Title**, volume 3. Springer, 2011"), the text before the publisher is the book's own title."""
    last = text.rfind(listing.authors[-1])
    if last < 0:
        return False
    closing = text[last + len(listing.authors[-1]) :].rstrip(" .")
    volume = _volume_before_publisher(_YEAR_AFTER_PUBLISHER.sub("", closing))
    return volume is not None and listing.title not in volume


def _volume_before_publisher(text: str) -> str | None:
    """The volume's title when the text after a paper's authors is a volume's title and then its publisher
    ("Learning in Games. Springer Berlin Heidelberg"), as lists cite a chapter of an edited volume without its
    "In": the title before the names is the chapter's, the volume its venue. A book's citation goes from its authors
    straight to its publisher, or through its edition or series ("Second edition. MIT Press"), never through a
    second title."""
    volume, stop, publisher = text.strip(" .,").rpartition(". ")
    volume = volume.lstrip(" .,")
    if not stop or len(volume.split()) < 2 or not volume[:1].isupper() or "series" in volume.lower():
        return None
    return volume if _names_a_publisher(publisher.rstrip(" .")) and not _names_a_book(volume) else None


def _chapter_after_its_volume(lines: list[Line], first: int, last: int) -> Listing | None:
    """A chapter cited by its edited volume (its title in italics), its number, then its author and quoted title in
    parentheses at the end (``Lee & Wu (eds), *Trade and Credit* (1978) ch. 3 (Okafor: 'Bills of Exchange')``), as
    reading lists assign one chapter of a book: the chapter is the entry, by its author, the volume its venue and
    the volume's year its year. Read as the book it names, the paper assigned would be lost."""
    if len(lines) != 1 or not lines[0].emphasis:
        return None
    line = lines[0]
    text = line.text.rstrip()
    if not text.endswith((")", ").")) or "ch" not in text:
        return None
    found = _CHAPTER_IN_PARENTHESES.search(text)
    if found is None or not _title_like(title := found.group("title").strip()):
        return None
    start, end = line.emphasis[0]
    if end > found.start() or "(ed" not in text[:start]:
        return None  # the italics name the volume, which its editors open
    year = _YEAR.search(text, end, found.start())
    tag = Tag(int(year.group(1)) if year else None, _clean(text[start:end]), None)
    links = tuple(_links(line.links))
    return Listing(first, last, title, tag, None, (found.group("author").strip(),), links, False, True)


def _publisher_place_year(text: str) -> bool:
    """A citation that names its publisher (``_publisher_anywhere``), then the place and the year, after the title as
    ISO 690 and the styles of Spanish, Portuguese and Italian lists do ("Title, 1st, Siglo del Hombre Editores,
    Bogotá, 2007"), and physics journals' style in parentheses ("(Springer, New York, 2012)"): a book,
    unless the work is a chapter "in" ("en", "dans") an edited book (``_EDITED_CHAPTER``)."""
    if not _publisher_anywhere(text):
        return False
    found = _PUBLISHER_PLACE_YEAR.search(text)
    return found is not None and _publisher_anywhere(found.group("publisher")) and _EDITED_CHAPTER.search(text) is None


def _book_page_doi(url: str | None) -> str | None:
    """The DOI a publisher's page for a whole book writes after its ``/book/`` segment
    (``link.springer.com/book/10.1007%2F978-3-662-48893-5``), which names no paper and so gives no entry its DOI."""
    found = _BOOK_PAGE.search(url or "")
    return unquote(found.group(1)) if found is not None else None


def _names_a_book(text: str) -> bool:
    """The text names a book: a publisher, an ISBN, a chapter to read (``_BOOK``), a bare ISBN-13, an edition or
    the list's own "(Book)" (``_BOOK_MARK``, sought only where its words are: most lines hold none)."""
    if any(not _publishes_a_chapter(found, text) for found in _BOOK.finditer(text)) or _closes_on_publisher(text):
        return True
    if ": " in text and _published_at_place(text) or _CLOSING_PART_TO_READ.search(text):
        return True
    lowered = text.lower()
    if "(ed" in lowered and _EDITED_VOLUME.match(text):
        return True
    marked = "978" in text or "979" in text or "book" in lowered or " ed" in lowered or "trans." in lowered
    counted = "pp" in lowered and _PAGE_COUNT.search(text) is not None and _publisher_anywhere(text)
    # "Springer. 253pp.": a publisher and the whole book's count of pages. A chapter "In" its edited book names the
    # book's edition, ISBN or pages as it names its publisher: a part of the book
    named = counted or marked and _BOOK_MARK.search(text) is not None
    return named and _EDITED_CHAPTER.search(text) is None


def _publisher_anywhere(text: str) -> bool:
    """A publisher's word ("Academic Press", "Wiley Publishers") or a publisher known by its name alone
    ("Springer", "Routledge") anywhere in the text."""
    return PUBLISHER_WORD.search(text) is not None or not _PUBLISHERS.isdisjoint(_WORD.findall(text.lower()))


def _cites_a_whole_work(line: Line) -> bool:
    """A citation of a work of its own, a book, a report or a standard: its title in italics right after the year,
    as author-date styles cite one (``_ITALIC_AFTER_YEAR``), its authors people or, before a place of publication,
    a body ("HMSO 1988. *Title*. London: ..."); or right after the authors, closing on the place, the publisher and
    the date, as MLA cites one (``_mla_whole_work``); then neither a journal's nor a chapter's parts, no known venue
    and no link to a paper."""
    if not line.emphasis:
        return False
    start, end = line.emphasis[0]
    lead, tail = line.text[:start], line.text[end:]
    if any(link.start < end for link in line.links):
        return False
    if _ITALIC_AFTER_YEAR.search(lead):
        if not opens_with_authors(lead) and not _PLACE_OF_PUBLICATION.match(tail):
            return False
    elif not _mla_whole_work(lead, _without_link_labels(line, end)):
        return False
    if _PART_OF_A_WORK.search(tail) or _tag_in_text(tail).venue is not None:
        return False
    if not _PLACE_OF_PUBLICATION.match(tail) and _PAPER_IN_PUBLISHER_SLOT.search(tail[:_KIND_OF_WORK_SPAN]):
        return False  # "(2010). *Title*. PEER Report 2010/106.": a report, a thesis or a preprint is a paper
    if _known_venue(parse_tag(line.text[start:end].strip(" *_"))):
        return False  # "A. Lee. 2016. *ICCV*": a paper's details, its venue in italics where a book's title stands
    return not any(_is_paper_link(link) for link in _links(line.links))


def _without_link_labels(line: Line, start: int) -> str:
    """The line's text from start with its links' labels taken out ("Brill, 2015. [Web](url)." reads "Brill,
    2015. ."): what a citation writes, not what it links."""
    text = line.text
    for link in sorted(line.links, key=lambda link: link.start, reverse=True):
        if link.start >= start:
            text = text[: link.start] + text[link.end :]
    return text[start:]


def _mla_whole_work(lead: str, tail: str) -> bool:
    """MLA's citation of a whole work: the authors ending on their full stop, the title in italics, then only the
    place, the publisher and the date (``_PUBLISHED_THEN_DATED``), with at most a link, the day it was read or a
    note after it ("Clemens, Raymond. *Introduction to Manuscript Studies*. Ithaca: Cornell UP, 2007."). A thesis,
    a report, a preprint or a working paper named where the publisher stands is a paper."""
    if not lead.rstrip().endswith(".") or not opens_with_authors(lead):
        return False
    published = _PUBLISHED_THEN_DATED.match(tail)
    if published is None or _AFTER_THE_DATE.fullmatch(tail, published.end()) is None:
        return False
    return _PAPER_IN_PUBLISHER_SLOT.search(published.group("published")) is None


def _publishes_a_chapter(found: re.Match[str], text: str) -> bool:
    """A book publisher's name or the chapter's number (``_BOOK``) in a chapter's citation, "In" its edited book
    with the editors or pages (``_EDITED_CHAPTER``), or its number after the chapter's own quoted title, "in" the
    book (``“Title.” chapter 1 in The Theory of ...``), or the quoted title then ", in" the book
    (``_QUOTED_PART_IN``): the chapter is cited as an article is, the book its venue."""
    if found.group(0).lower() == "isbn":
        return False
    return any(rule.search(text) is not None for rule in (_EDITED_CHAPTER, _TITLED_CHAPTER_IN, _QUOTED_PART_IN))


def _closes_on_publisher(text: str) -> bool:
    """A citation that closes on its publisher ("Brandom, R. (2000). *Rorty and His Critics*. Blackwell
    Publishers.") and holds none of an article's or a chapter's parts (pages, a volume's issue, "In" the book):
    a book, where an article's citation closes on its journal."""
    closing = text.rstrip()
    if closing.endswith((")", "]")):
        closing = _CLOSING_NOTE.sub("", closing)
    address = closing.rfind(" ") + 1
    if "://" in closing[address:] or closing.startswith("doi:", address):  # "Routledge. https://doi.org/..."
        closing = closing[:address]
    closing = closing.rstrip(" .")
    # "Basic Books, 1979.", as MLA and Chicago close a book
    undated = _YEAR_AFTER_PUBLISHER.sub("", closing) if closing[-1:].isdigit() else closing
    before, stop, tail = undated.rpartition(". ")
    if ", " in tail and undated != closing:  # "*Title*, A. Lee, Basic Books, 1979": its fields set apart by commas
        before, stop, tail = undated.rpartition(", ")
    if not stop or len(tail) > _MAX_PUBLISHER_TAIL or not tail[:1].isupper():
        return False
    return _names_a_publisher(tail) and _PART_OF_A_WORK.search(before) is None


def _published_at_place(text: str) -> bool:
    """A citation that names its place and publisher after its title, as APA cites a book, with a note after it
    ("*Title*. New York: The Guilford Press. Interview with N. Chomsky, pp. 338-351."): a book, or a part of one,
    unless the citation before the place holds an article's or a chapter's parts (pages, an issue, "In" a book)."""
    for found in _PLACE_AND_PUBLISHER.finditer(text):
        if _names_a_publisher(found.group("published")) or _closes_unquoted_citation(text, found):
            return _PART_OF_A_WORK.search(text[: found.start()]) is None
    return False


def _closes_unquoted_citation(text: str, found: re.Match[str]) -> bool:
    """A place and a name closing an author-date citation whose title after the year stands unquoted ("Lee, Ana.
    2008. Title. Leiden: Quill."): a book's publisher, known or not, as Chicago and APA cite a book; an article's
    citation closes on its journal's volume and pages (or its name alone: "Reviews: Water"), a chapter's names the
    book it is "In"."""
    published = found.group("published")
    if text[found.end() :].strip() or any(char.isdigit() for char in published) or VENUE_WORDS.search(published):
        return False  # "Wiley Interdisciplinary Reviews: Water.": a journal's name, its subtitle after the colon
    dated = _YEAR_THEN_TITLE.search(text, 0, found.start())
    return dated is not None and not any(mark in text[dated.end() : found.start()] for mark in '“”"')


def _names_a_publisher(text: str) -> bool:
    """The text is a publisher's name, after its place or not: a name holding a publisher's word, or one known by
    its name alone."""
    found = _PUBLISHER_TAIL.fullmatch(text)
    if found is None:
        return False
    name = found.group("name")
    words = name.lower().replace(".", "").split()
    if " ".join(words) in _PUBLISHER_NAMES:
        return True
    known = words[0] in _PUBLISHERS or " ".join(words[:3]) in _TWO_WORD_PUBLISHERS
    published = known or PUBLISHER_WORD.search(name) is not None
    return published and VENUE_WORDS.search(name) is None  # "Wiley Interdisciplinary Reviews" is a journal


def _sold_as_book(links: Sequence[FoundLink]) -> bool:
    """Every link is a bookseller's page for one title."""
    return bool(links) and all(_BOOKSELLER.match(link.url or "") for link in links)


def _authors_alone(lines: list[Line]) -> tuple[str, ...]:
    """The names of an entry's first line when that line is its author list alone, and its title follows; a bold
    nickname may open the line (``**Tiler:** Ana Lee, Bo Wu.`` over ``"Title" CVPR 2020``), as lists of one
    task's methods name each method before its authors, and then the names are two or more."""
    if len(lines) < 2:
        return ()
    first = lines[0]
    start = _bold_nickname_end(first) if first.strong or first.text.startswith("**") else 0
    if start < 0 and not _marked_names_opening(first):
        return ()
    start = max(start, 0)
    if any(not _is_label(first.text[link.start : link.end]) for link in first.links):
        return ()  # a linked title on the line: not an author list alone
    # Links there are labels ("[DOI: 10.1145/...]" that enrich fix adds), not part of the names.
    written = first.text[start : _links_start(first, start)].strip()
    if start == 0 and (first.strong or first.emphasis):
        written = _without_trailing_year(written)  # "**A. Lee and B. Wu** [2014],": the names' year after them
    text = written.rstrip(":.,|").strip()
    names = _split_names(text) if _names_authors(text) else ()
    if start and len(names) < _MIN_UNMARKED_AUTHORS:
        return ()
    if names and (written.endswith(",") or written.endswith(" and")):
        # The list of names goes on: "1. Benjamin Coverston," / "Jonathan Ellis, et al.: “Title”, ..."
        second = _read_head(lines[1])
        return (*names, *second.authors) if isinstance(second, _Head) and second.authors else ()
    return names if len(names) >= _MIN_UNMARKED_AUTHORS or written.endswith(":") else ()


def _marked_names_opening(line: Line) -> bool:
    """The line is a bold or italic author list, with at most its year and a separator after it (``**Ana Lee, Bo Wu
    and Tom Ng**, 2017,``), as lists that set the names apart write them over the title's line; never a bold title
    with its venue after it (``**Matrix Computation and Optimization** ICDE 2017``)."""
    span = next(((start, end) for start, end in [*line.strong, *line.emphasis] if start == 0), None)
    if span is None or _without_trailing_year(line.text[span[1] :]).strip(" ,.;:|"):
        return False
    return _names_authors(line.text[span[0] : span[1]].strip(" ,.;"))


def _without_trailing_year(written: str) -> str:
    """An author line without the year closing it (``, 2017,``, `` [2014],``, `` (2019).``) and what follows it."""
    found = _TRAILING_YEAR.search(written.rstrip(",;|").replace("[", "(").replace("]", ")"))
    return written[: found.start()].rstrip() if found else written


def _bold_nickname_end(line: Line) -> int:
    """Where the text after a line's one bold span ends, when that span opens the line and is a method's name of
    a word or two, with or without a colon (``**Tiler:**``, ``**Tile Net**:``); -1 otherwise. Marks glued to the
    names (``**Tiler:**Ana Lee``) make no bold in Markdown, whose closing ``**`` may not follow punctuation and
    precede a letter, but the list meant one: they are read as if they did."""
    if not line.strong:
        glued = _GLUED_BOLD_NICKNAME.match(line.text)
        if glued is None:
            return -1
        return glued.end()
    if len(line.strong) != 1 or line.strong[0][0] != 0:
        return -1
    end = line.strong[0][1]
    name = line.text[:end].strip(" *_").rstrip(":")
    if not name or len(name.split()) > _MAX_NICKNAME_WORDS:
        return -1
    return end + 1 if line.text[end : end + 1] == ":" else end


def _author_date_over_title(lines: list[Line]) -> tuple[tuple[str, ...], _Head] | None:
    """A citation set over lines as documentation reference pages set it: the author-date key alone on the first
    ("Amir *et al.* (2013),", "Lee, Wu & Ng (2007)"), the title on the next (italic, as they write it, whatever
    its case, or plain and title-like), and the venue as the text of the paper's link on the line after
    (``[Nature Methods](https://doi.org/...).``). The names and year are the entry's, never its title; identifier
    labels `enrich fix` added after the key change nothing."""
    if len(lines) < 2 or lines[0].links:
        return None
    key = author_date_key(lines[0].text)
    head = _read_head(lines[1]) if key is not None else None
    if key is None or not isinstance(head, _Head) or head.authors or not _surnames(key[0]):
        return None
    if not emphasised_whole(lines[1]) and not _title_like(head.title):
        return None
    venue = _venue_as_link_text(lines[2]) if len(lines) > 2 else None
    head.tag = _merge_tags(head.tag, Tag(key[1], venue, canonical_acronym(venue)))
    return _surnames(key[0]), head


def _venue_as_link_text(line: Line) -> str | None:
    """The venue a citation's venue line writes as the text of the paper's link alone (``[Cell Systems](doi)``):
    a name, not a label such as "PDF" or a code host's name."""
    outside = line.text[: line.links[0].start] + line.text[line.links[0].end :] if len(line.links) == 1 else "x"
    if any(char.isalnum() for char in outside):
        return None
    found = _links(line.links)
    label = line.links[0].label.strip()
    if not found or not _is_paper_link(found[0]) or _is_label(label) or len(label.split()) > _MAX_VENUE_WORDS:
        return None
    return label if label[:1].isupper() or venue_for_acronym(label) is not None else None


def read_prose(prose: Prose, inherited: Tag) -> Iterator[Found | _TitleOnly]:
    """A paragraph's lines that do not open like an entry: a paper only on strong evidence (a venue with a year,
    authors, or a link to the paper) read the entry way; otherwise prose, or unparsed when it reads like a paper."""
    runs = _paper_runs(prose.lines)
    if len(runs) > 1:
        for run in runs:
            yield from read_prose(Prose(run, run[0].number, prose.quoted), inherited)
        return
    opening = prose.lines[0].text
    if _upkeep_note(opening):
        yield Skip("note", len(prose.lines))
        return
    if _speaks_of_the_list(opening):
        yield Skip("prose", len(prose.lines))
        return
    cited = _filled_lines_joined(_names_run_on(prose.lines), bulleted=False)
    head = _read_head(cited[0])
    if isinstance(head, _Head):
        last = prose.lines[-1].number
        listing = _complete(head, cited[1:], inherited, prose.first, last)
        stated = _as_stated(listing, inherited, prose.lines) if listing is not None else None
        if stated is not None and _is_book(stated, prose.lines[:1]):
            yield Skip("book", len(prose.lines))
            return
        if listing is not None and (
            _cited_in_a_sentence(prose.lines[0].text, listing.title) or _introduces_its_link(prose.lines[0])
        ):
            yield Skip("prose", len(prose.lines))
            return
        named = _named_non_paper(stated, prose.lines[:1]) if stated is not None else None
        if named is not None:
            yield Skip(named, len(prose.lines))
            return
        if listing is not None and _strong_evidence(listing) and not _runs_as_sentences(listing):
            yield listing
            return
        written = prose.lines[0].text.strip()
        if listing is None and len(prose.lines) == 1 and not prose.lines[0].links and _headline(written):
            titled = Listing(prose.first, last, head.title, inherited, None, (), (), False, False)
            # a book's citation stays one, whether or not the labels a fix wrote on it make its evidence
            yield Skip("book") if _is_book(titled, prose.lines[:1]) else _TitleOnly(titled)
            return
    found = _without_title(prose.lines, prose.first)
    if isinstance(found, Problem):
        yield found
    elif found.reason in ("prose", "no paper evidence"):
        yield Skip("block quote" if prose.quoted else "prose", len(prose.lines))
    else:
        yield found._replace(lines=len(prose.lines))


def _names_run_on(lines: list[Line]) -> list[Line]:
    """A paragraph's lines with its first joined to the second when a fill cut the author list after its first
    name (``Title. A. Lee,`` / ``B. Wu and C. Ng. ICML 2011``) and the second closes it: the comma says the names
    go on, and the title's line alone would read the first name as the title's end."""
    if len(lines) < 2 or not lines[0].text.rstrip().endswith(",") or lines[1].number != lines[0].number + 1:
        return lines
    if not opens_with_authors(lines[1].text.strip()) or not ends_a_citation(lines[1].text.strip()):
        return lines  # names that go on past the second line are left to the rules that read the lines below
    return [joined_lines(lines[:2]), *lines[2:]]


def _runs_as_sentences(listing: Listing) -> bool:
    """A title that breaks as sentences do is prose's, except where a citation's authors stand with it: there a
    question or exclamation mark opens the subtitle ("What is meant by ...? Survey of published trials")."""
    breaks = (found.group(1) for found in _SENTENCE_BREAK.finditer(listing.title))
    return any(mark == "." or not listing.authors for mark in breaks)


def _cited_in_a_sentence(text: str, title: str) -> bool:
    """A paragraph that runs as a sentence before the title it names ("This repo contains the papers surveyed in our
    paper [**Title**](...)") is prose citing a paper, not an entry; names and a year before a title are not."""
    return _sentence_like(text[: max(text.find(title), 0)])


def _introduces_its_link(line: Line) -> bool:
    """A sentence that a colon ends before the linked title it introduces ("The papers are organized according to
    our survey: [Title](...)") is prose about the list, whichever part the rules took for a title; names before a
    colon ("A. Lee, B. Wu: [Title](...)") are no sentence, and an address written out is no linked title (``Title.
    Place. Available online at: URL: https://...``, as reference managers close a report's citation)."""
    titled = next((link for link in line.links if not _is_label(_linked_words(line, link))), None)
    if titled is None:
        return False
    before = line.text[: titled.start].rstrip(" *_")
    return before.endswith(":") and _sentence_like(before)


def _linked_words(line: Line, link: LinkSpan) -> str:
    """A link's text, empty where the text is the address itself (a bare URL, which names no title)."""
    text = line.text[link.start : link.end]
    return "" if text.startswith(("http://", "https://", "ftp://", "www.")) else text


def _strong_evidence(listing: Listing, *, known_venue: bool = False) -> bool:
    """A venue with its year, authors, or a link to the paper; with known_venue, only a venue the table knows with
    its year (a tool's page names its authors, a course's reading list is a PDF with a year)."""
    tag = listing.tag
    if known_venue:
        return tag.year is not None and tag.venue is not None and venue_for_acronym(tag.venue) is not None
    paper_link = any(_is_paper_link(link) for link in listing.links)
    return (tag.year is not None and tag.venue is not None) or bool(listing.authors) or paper_link


def _lead_in_over_its_explanation(lines: list[Line]) -> bool:
    """A bold or italic term closed by its colon (``**Adapters for Cheap Transfer:**``) over the sentences that
    explain it, as a list of takeaways or of terms defined writes them: no paper. A title ends in no colon of its
    own, and the lines under a paper's title give its authors or venue, not running words."""
    return (
        len(lines) > 1
        and lines[0].text.rstrip().endswith(":")
        and _emphasised_whole(lines[0])
        and _sentence_like(" ".join(line.text for line in lines[1:]))
    )


def _bold_title(line: Line, title: str) -> bool:
    """The title is a bold span of the line, whole: the bold sets it apart, so a year in it is the title's own
    ("**CAIL2018: A Dataset for ...**", "**SemEval-2020 Task 4: ...**"), never a run-on citation's."""
    return any(_clean(line.text[start:end]) == title for start, end in line.strong)


def _not_a_paper(head: _Head, lines: list[Line], inherited: Tag, first: int) -> Skip | Problem | _TitleOnly:
    """Why an item with a title is no entry: its links name software, a blog or a course; or it has nothing but a
    title, which makes it a paper only in a section of papers (decided when the section ends). A "title" that runs
    on over a citation's names and year ("Lee, J., and K. Kim, 2019, 12-15.") is a paper's line read wrong."""
    links = [link for line in lines for link in _links(line.links)]
    if _upkeep_note(lines[0].text):
        return Skip("note")  # "**Note**: In the same year, please place ...": with or without a link a fix adds
    if any(_names_a_book(line.text) for line in lines) or _sold_as_book(links):
        return Skip("book")
    if _meeting_page(" ".join(_visible_words(lines[0]))):
        return Skip("event")  # "Title, Author, 2010. **Chapter 1 from ...**": in a section of papers, too
    if not links and is_citation(lines[0].text):
        return _without_title(lines, first)
    if not links and _OWNERS_PAGE.search(lines[0].text):
        return Skip("web page")  # "Ana's Page: The Kestrel Project": a site named for its owner, its link lost
    if links and _describes_a_tool(head.title) and all(link.kind == "code" for link in links):
        return Skip("software")  # "Kestrel: a Julia library for ... https://github.com/...": a repository's line
    if not links or _titled_code_link(head.title, links):
        if not links and _lead_in_over_its_explanation(lines):
            return Skip("prose")
        lower_case = head.title[:1].islower() and not links
        title = head.title[:1].upper() + head.title[1:] if lower_case else head.title
        if _reads_as_title_alone(title):
            dated = not links and _YEAR.search(head.title) is not None and not _bold_title(lines[0], head.title)
            evidence = _paper_evidence(lines[0]) if dated else None
            if evidence is not None:  # "Lee, A, Wu, BTitle. In Venue 2021": no rule cut its title, yet a paper
                return Problem(f"reads like a paper ({evidence}) {NO_TITLE_TOLD_APART}", first)
            found = tuple(links)
            tag, last = _venue_below(lines, inherited, first)
            listing = Listing(first, last, head.title, tag, head.system_name, (), found, False, head.marked_up)
            return _TitleOnly(listing, lower_case)
        return Skip("no paper evidence")
    urls = [(link.url or "").lower() for link in links]
    if all(_COURSE.search(url) for url in urls):
        return Skip("course")
    if all(_BLOG.search(url) for url in urls):
        return Skip("blog")
    skip = _software_or_nothing(links)
    project = head.title_link and any(_PROJECT_PAGE.search(url) for url in urls) and not _UNIVERSITY.search(head.title)
    if skip.reason == "no paper evidence" and project and _reads_as_title_alone(head.title):
        tag, last = _venue_below(lines, inherited, first)
        listing = Listing(first, last, head.title, tag, head.system_name, (), tuple(links), False, head.marked_up)
        return _TitleOnly(listing, project_page=True)
    return skip


def _reads_as_title_alone(title: str) -> bool:
    """A title with nothing else beside it (plain, or a link's text) that reads as a paper's: title-like, and no
    glossary line ("GNN = Graph Neural Network") or labelled terms."""
    glossary = _defines_an_acronym(title) or " = " in title and _defines_an_acronym(title, " = ")
    return _title_like(title) and not glossary and not _labelled_terms(title)


def _names_an_event(listing: Listing) -> bool:
    """A meeting's page rather than a paper: the title is a venue the table knows, its year and what was held there
    ("NIPS 2016 Tutorials, Long Beach", "ICLR 2016 Videos"), or a school and its year ("Deep Learning Summer School
    2016, Montreal"), and at most a place after a comma; no authors."""
    return not listing.authors and _meeting_page(listing.title)


def _cites_a_standard(line: Line) -> bool:
    """An Internet standard cited by its RFC number ("Braden, R., `Requirements for Internet Hosts`, RFC 1122")."""
    return ("RFC" in line.text or "Request for" in line.text) and _RFC.search(line.text) is not None


def _named_non_paper(listing: Listing, lines: list[Line]) -> str | None:
    """Why a listing names no paper, though it reads like one: a glossary line spelling out a venue, a meeting's
    page, a course's page or a product's document; None for a paper. Quick looks at the words each rule needs come
    before its patterns, so that a paper's line costs a few substring tests."""
    tag = listing.tag
    if not listing.links and _glossary_line(listing, lines):
        return "no paper evidence"
    if _may_name_a_meeting(listing.title) and _names_an_event(listing):
        return "event"
    if _upkeep_note(lines[0].text):
        return "note"
    by_links = _named_by_its_links(listing, lines)
    if by_links is not None:
        return by_links
    if tag.venue is not None and venue_for_acronym(tag.venue) is not None:
        return None  # a venue the table knows cites a paper: no course or product names one
    if "ccessed" in lines[0].text and _accessed_web_page(listing, lines[0].text):
        return "web page"
    described = _described_medium(lines)
    if described is not None:
        return described
    if "[Internet]" in lines[0].text and f"{listing.title} [Internet]" in lines[0].text:
        return (
            "web page"  # Vancouver's web page: the medium right after its title, where an article's follows its journal
        )
    lowered = lines[0].text.lower()
    if not _has_any(lowered, _NON_PAPER_WORDS):
        return None
    if _names_a_course(listing, lines[0]):
        return "course"
    return "documentation" if _product_document(listing, lines[0]) else None


def _described_medium(lines: list[Line]) -> str | None:
    """Software or a data set as APA cites them: the kind of work in brackets after its name ("Praat: doing phonetics
    by computer [Computer program]", "[Data file]"), never a link's label, or a release's version after the name
    ("MATLAB, Version R2014a", "R: A Language ... (Version 3.1.0)"), which no paper's title carries. A quick look
    for the words comes first: most lines hold none."""
    for line in lines:
        if "ersion" not in line.text and "[" not in line.text:
            continue
        found = _MEDIUM_DESCRIBED.search(line.text)
        if found is not None and not _in_link(line, found.start() + 1):  # "[[Data set](url)]" labels a link
            return "data set" if found.group("data") else "software"
    return None


def _upkeep_note(text: str) -> bool:
    """A note on the list's own upkeep (``_UPKEEP_NOTE``), or a news line: the list speaking of itself after a date
    in brackets ("[2026.01] This repository now collects ...", "[2024-05] We add ..."), which a tag's shape would
    otherwise read as a dated entry. The pattern is anchored at the line's start and fails on a paper's line within
    its first letters: no quick look before it would cost less."""
    return _UPKEEP_NOTE.match(text) is not None or text[:1] == "[" and _speaks_of_the_list(text)


def _speaks_of_the_list(text: str) -> bool:
    """Prose in which the list speaks of itself (``_LIST_SPEAKS``), running on as a sentence: its links are
    examples, its years the list's span."""
    return _LIST_SPEAKS.match(text) is not None and _sentence_like(text)


def _named_by_its_links(listing: Listing, lines: list[Line]) -> str | None:
    """What an item is when no link of it names a paper and its links or words say what it is instead: every link
    on one kind of non-paper page (``_NON_PAPER_PAGES``: a recording only without a venue the table knows, which a
    paper's video has), words beside the title (never a link's label) that name a talk, a tutorial or a call for
    papers, or a title that names a meeting (``_MEETING_TITLE``) without authors and a venue the table knows. None
    when any link names a paper. The cheap looks come first and the links are read only when one of them names a
    kind, so a paper's line pays a few substring tests."""
    named = _kind_by_links_or_words(listing, lines)
    if named is None or any(_is_paper_link(link) for link in listing.links):
        return None
    return named


def _kind_by_links_or_words(listing: Listing, lines: list[Line]) -> str | None:
    tag, links, title = listing.tag, list(listing.links), listing.title
    if links and tag.venue is None and _describes_a_tool(title) and all(link.kind == "code" for link in links):
        return "software"  # "Kestrel: a Julia library for ... https://github.com/...": a repository's line
    if links and tag.venue is None and " " not in title.strip():
        if all(link.kind == "code" for link in links):
            return "software"  # "[Kestrel](https://github.com/...) (2021) - a library for ...": a repository's name
        if not listing.authors:
            return "web page"  # "[QuarryQA](https://zenodo.org/...) (396k examples, released 2014)": a name's page
    page = non_paper_page(links)
    if page is not None and not (page == "event" and _known_venue(tag)):
        return page
    closing = _kind_closing_title(title) if links else None
    if closing is not None:
        return closing
    if _has_any(lines[0].text.lower(), _KIND_WORDS):
        beside = " ".join(_visible_words(lines[0])).replace(title, " ", 1)  # link labels ("[talk]") aside
        named = _kind_named(beside)
        if named is not None:
            return named
    if not _has_any(title.lower(), _MEETING_WORDS) or listing.authors and _known_venue(tag):
        return None
    return "event" if _MEETING_TITLE.search(title.strip(" .")) is not None else None


def _has_any(text: str, words: tuple[str, ...]) -> bool:
    return any(word in text for word in words)


def _known_venue(tag: Tag) -> bool:
    return tag.venue is not None and venue_for_acronym(tag.venue) is not None


# The words ``_KIND_BESIDE`` and ``_MEETING_TITLE`` need, for a quick look before them: substring tests in the
# lowered text, each a fast scan, where one pattern of alternatives is tried at every position.
_KIND_WORDS = (
    "talk",
    "keynote",
    "podcast",
    "webinar",
    "seminar",
    "tutorial",
    "call for",
    "book",
    "course",
    "blog",
    "newsletter",
)
_MEETING_WORDS = ("orkshop", "ymposium", "chool", "ession")


def _kind_named(words: str) -> str | None:
    """The skip reason the words give when they call the item a talk, a book, a course or a post (``_KIND_BESIDE``)."""
    found = _KIND_BESIDE.search(words)
    return found.lastgroup.replace("_", " ") if found is not None and found.lastgroup else None


def _named_without_title(line: Line) -> str | None:
    """What a line with no title told apart is, when it has links, none of them a paper's, and its words or links
    say what it is instead ("[KDD 2019 Tutorial: Robust Planning](...)", "- [Lee 2019](...): the 2nd International
    Workshop on ..."); None otherwise, so a citation's line keeps its evidence."""
    links = _links(line.links)
    if not links or any(_is_paper_link(link) for link in links):
        return None
    words = " ".join(_visible_words(line))
    if _WORKSHOP_NAMED.search(words):
        return "event"
    if _CONTEST_NAMED.search(words):
        return "data set"
    return non_paper_page(links) or _kind_named(words)


def _kind_closing_title(title: str) -> str | None:
    """The skip reason when the title's last word names what the item is (``_KIND_CLOSING_TITLE``)."""
    words = title.strip(" .*_").rsplit(None, 1)
    kind = _KIND_CLOSING_TITLE.get(words[-1].casefold()) if len(words) == 2 else None
    return None if kind is None or _ARTICLE_BEFORE_LAST_WORD.search(title.strip(" .*_")) else kind


def non_paper_page(links: list[FoundLink]) -> str | None:
    """The skip reason when every link goes to one kind of non-paper page (``_NON_PAPER_PAGES``), else None."""
    first = next((link.url for link in links if link.url), "")
    if _NON_PAPER_PAGE_WORDS.search(first.lower()) is None:
        return None  # every link must be on such a page: the first tells most lines apart
    urls = [link.url.lower() for link in links if link.url]
    for pattern, reason in _NON_PAPER_PAGES:
        if all(pattern.search(url) for url in urls):
            return reason
    return None


def _may_name_a_meeting(title: str) -> bool:
    """A quick look before ``_MEETING_PAGE``: a year as the title's second or third word, or a school."""
    return any(len(word) == 4 and word.isdigit() for word in title.split(None, 3)[1:3]) or "School" in title


def _accessed_web_page(listing: Listing, text: str) -> bool:
    """A web page cited as MLA, Chicago and Harvard cite one, by the day it was read ("Accessed Aug, 2020.",
    "(Accessed: 3 May 2021)") where a paper names its venue: no venue's word, no volume or pages, no paper's link."""
    if _ACCESSED.search(text) is None or _PART_OF_A_WORK.search(text) is not None:
        return False
    return VENUE_WORDS.search(text) is None and not any(_is_paper_link(link) for link in listing.links)


def _product_document(listing: Listing, line: Line) -> bool:
    """A product's documentation or white paper rather than a paper: its title closes on "White Paper", or the text
    beside the title names documentation or a manual where a citation names its venue, and no venue's word is there
    (a "Workshop on Software Documentation" is a venue; a venue the table knows is ruled out before)."""
    if _TITLED_WHITE_PAPER.search(listing.title.rstrip(" .")):
        return True
    beside = line.text.replace(listing.title, " ", 1)
    return _PRODUCT_DOCUMENT.search(beside) is not None and VENUE_WORDS.search(beside) is None


def _names_a_course(listing: Listing, line: Line) -> bool:
    """A course's page or one of its sessions rather than a paper: the line gives a course's number and its term
    ("Emory CS 573 Data Privacy, Fall 2018"), or every link it has is labelled as a course's ("[course website]",
    "[syllabus]"), or it opens with a session's number and every link hands out that session's material ("Lecture
    3 (08.27.2020): Topic ([Lecture Slides](...); [Lecture Video](...))"), or its title is a numbered hand-out."""
    if _COURSE_AND_TERM.search(line.text) is not None:
        return True  # its university may be read as its authors: "[CS 309: Topic](...) - Harlow College, Fall 2024"
    if _NUMBERED_HANDOUT.fullmatch(listing.title) is not None:
        return True
    if listing.authors or not listing.links:
        return False
    if _SESSION_OPENING.match(listing.title) and all(_SESSION_MATERIAL.match(link.label) for link in listing.links):
        return True
    return all(_COURSE_LABEL.match(link.label) for link in listing.links)


def _meeting_page(text: str) -> bool:
    """The text names a meeting's page (``_MEETING_PAGE``), its venue one the table knows."""
    held = _MEETING_PAGE.match(text)
    if held is None:
        return False
    return held.group("venue") is None or venue_for_acronym(held.group("venue")) is not None


def _glossary_line(listing: Listing, lines: list[Line]) -> bool:
    """A line that only spells out a venue ("SIGGRAPH Asia: Computer Graphics and Interactive Techniques Conference
    - Asia"): the venue its acronym names is no evidence of a paper when nothing else (a year, authors, a link, a
    line more) is given; an acronym read as a name is no author. Glossaries write "ACRONYM = expansion" too ("JFP =
    Journal of Functional Programming"), and "ACRONYM (expansion)" ("**ICCV** (International Conference on Computer
    Vision)")."""
    text = lines[0].text
    mark = ": " if ": " in text else " = " if " = " in text else " (" if text.endswith(")") else None
    if len(lines) > 1 or mark is None or _YEAR.search(text):
        return False
    text = " ".join(_visible_words(lines[0]))
    if mark == " (":
        text = text.removesuffix(")")
    acronym = text.partition(mark)[0]
    return all(name == acronym for name in listing.authors) and _defines_an_acronym(text, mark)


def _defines_an_acronym(text: str, mark: str = ": ") -> bool:
    """A glossary line, "ACRONYM: its expansion", that names a venue or an organisation rather than a paper: the
    expansion's capitalised words give the acronym's letters ("CGI: Computer Graphics International"), or the
    acronym is a venue the table knows and the expansion reads as a venue's name ("SIGGRAPH: Computer Graphics and
    Interactive Techniques Conference"). A paper's "Name: Title" adds words the name does not stand for."""
    head, colon, expansion = text.partition(mark)
    if not colon or _ACRONYM_WORD.match(head.split(" ", 1)[0]) is None:
        return False
    significant = [word for word in re.split(r"[\s-]+", expansion) if word[:1].isupper() or word[:1].isdigit()]
    if "".join(word[0] for word in significant) == head:
        return True
    return venue_for_acronym(head) is not None and (
        venue_for_name(expansion) is not None or VENUE_WORDS.search(expansion) is not None
    )


def _describes_a_tool(title: str) -> bool:
    """A name, a colon and a description of software that names the kind of tool in lower case within its first
    words, as a sentence does, where a title capitalises its nouns: "Kestrel: a Julia library for ...", "Orbit:
    command-line tools to ...", "Marten: reference implementation of ...". A paper titled "Ray: a distributed
    framework for ..." names no tool's kind there, nor does "Orbit: Tools for ..." in a title's capitals."""
    name, colon, description = title.partition(": ")
    return bool(colon) and len(name.split()) == 1 and _TOOL_DESCRIPTION.match(description) is not None


def _titled_code_link(title: str, links: list[FoundLink]) -> bool:
    """Code links labelled beside a paper's title: a PDF kept in a repository (``[PDF](github.com/.../paper.pdf)``),
    or a repository beside a title as long as a paper's (``**DanQ: a hybrid convolutional and recurrent deep neural
    network for ...** [[github](...)]``), or notes on the work kept on a code host (``_NOTES_ON_CODE_HOST``: ``[Spatial
    Transformer Networks](github.com/.../issues/48)``), which name no repository. Like a plain title, a paper in a
    section of papers. A repository the link's text names (``[legged_gym](github...): Isaac Gym Environments for
    ...``) is a tool's."""
    if not all(link.kind == "code" for link in links):
        return False
    if all((link.url or "").lower().split("?")[0].endswith(".pdf") for link in links):
        return True
    if all(_NOTES_ON_CODE_HOST.search(link.url or "") for link in links):
        return True
    labelled = all(_is_label(link.label) for link in links)
    return labelled and len(title.split()) >= _MIN_WORDS_OF_A_CODE_LINKED_TITLE


def _without_title(lines: list[Line], first: int) -> Skip | Problem:
    """Why lines with no readable title are no entry, or, when they read like a paper all the same (three or more
    words beside a year, a venue or a link to a paper), the problem that keeps them as an unparsed record on the
    line its entry starts on (``first``: a key the item dropped over its citation is the entry's)."""
    line = lines[0]
    if _all_anchor_links(line):
        return Skip("table of contents")
    words = _visible_words(line)
    if not words:
        return Skip("badge")
    text = " ".join(words)
    if text.endswith(":") or len(words) < MIN_TITLE_LIKE_WORDS:
        return Skip("heading" if text.endswith(":") else "no paper evidence")
    if _names_a_book(text) or _cites_a_whole_work(line):
        return Skip("book")  # "Wedeen, Lisa. 2008. *Peripheral Visions*. Chicago: University of Chicago Press."
    if _meeting_page(text):
        return Skip("event")  # "ICML 2016 Tutorials, New York City [[web]](...)": no title read before the venue
    named = _named_without_title(line)
    if named is not None:
        return Skip(named)
    evidence = _paper_evidence(line)
    if evidence is None or (len(words) > _MAX_TITLE_LIKE_WORDS and _SENTENCE_BREAK.search(text)):
        return Skip("prose")  # a sentence about the list may link a paper as an example
    return Problem(f"reads like a paper ({evidence}) {NO_TITLE_TOLD_APART}", first)


def _bare_link(line: Line, inherited: Tag, first: int) -> Listing | Skip | None:
    """A line that is one address and nothing else (``- https://www.nature.com/articles/s41593-019-0520-2``): a
    paper given by its link alone when the address is a paper's page (a paper host, a PDF, a DOI in its path, an
    article's numbered page), an entry with that link whose title is the address, the only text the list gives
    (later stages need a title; resolve places it by the DOI or id in the link); else skipped for what the page is
    (a code repository, a course, a blog, a site's page). None for any other line."""
    spans = [span for span in line.links if span.url]
    if len(spans) != 1:
        return None
    span = spans[0]
    rest = line.text[: span.start] + line.text[span.end :]
    if not _only_decoration(rest):
        return None
    if not (_is_address(line.text[span.start : span.end]) or _is_address(span.url) and not span.label.strip()):
        return None
    links = _links(spans)
    if not links:
        return None
    link, address = links[0], spans[0].url.strip()
    links += _named_links(line, span.end)
    url = _archived_original(address.lower())
    path = url.split("://", 1)[-1].split("?")[0]
    if _is_paper_link(link) or _ARTICLE_PATH.search(path):
        return Listing(first, first, address, inherited, None, (), tuple(links), False, False)
    if _COURSE.search(url):
        return Skip("course")
    if _BLOG.search(url):
        return Skip("blog")
    return Skip("software") if _software_or_nothing(links).reason == "software" else Skip("web page")


def _visible_words(line: Line) -> list[str]:
    """The words a reader sees, without link labels such as [PDF] and without emoji."""
    text = line.text
    for link in reversed(line.links):
        if link.end > link.start and _is_label(text[link.start : link.end]):
            text = text[: link.start] + " " + text[link.end :]
    return [word for word in _strip_decoration(text).split() if any(char.isalnum() for char in word)]


PAPER_LINK_EVIDENCE = "a link to a paper"


def _paper_evidence(line: Line) -> str | None:
    """What on a line says "paper": a link to one, a known venue beside a year, or authors first and a year."""
    if any(_is_paper_link(link) for link in _links(line.links)):
        return PAPER_LINK_EVIDENCE
    tag = _tag_in_text(line.text)
    if tag.venue is not None and tag.year is not None:
        return f"{tag.venue} {tag.year}"
    if is_citation(_without_anchored_keys(line)):  # "Lee, J. and K. Kim, 2019: ...": a style no rule reads
        return "a citation's authors and year"
    return None


def _without_anchored_keys(line: Line) -> str:
    """The line's text without the texts of links to anchors on its own page: ``[Lee et al. (2016)](#Lee)`` in a
    table of datasets cites the paper by a key that points to its full entry further down the list, where the
    paper is read; the key is no citation of the line's own."""
    text = line.text
    for link in reversed(line.links):
        if link.url.startswith("#") and link.end > link.start:
            text = f"{text[: link.start]} {text[link.end :]}"
    return text


def _headline(text: str) -> bool:
    """A paragraph line alone that reads as a title, not a sentence: title-like, no full stop at its end, and most
    of its longer words capitalised ("AlphaSort: A Cache-Sensitive Parallel External Sort"). A year is not one of
    its words: "Presented in 2020" labels the list below it."""
    longer = [word for word in text.split() if _letters(word) >= _MIN_CAPITALISED_WORD]
    capitalised = sum(1 for word in longer if word[0].isupper())
    words = sum(1 for word in text.split() if _YEAR.fullmatch(word.strip("(),.:")) is None)
    return (
        _title_like(text)
        and words >= MIN_TITLE_LIKE_WORDS
        and not text.endswith(".")
        and bool(longer)
        and capitalised * 2 >= len(longer)
        and _OWNERS_PAGE.search(text) is None  # "Ana's Page: The Kestrel Project" names a site
    )


def _title_like(title: str) -> bool:
    """A plain title rather than a name, a label or a sentence: three to thirty words, starting with a capital or a
    digit, not a sentence of prose (no full stop inside it, no colon at its end). A title written as a file's name,
    its words joined by underscores ("High-Resolution_Image_Synthesis_with_GANs"), counts its words so."""
    words = title.split() if " " in title.strip() else title.replace("_", " ").split()
    if not MIN_TITLE_LIKE_WORDS <= len(words) <= _MAX_TITLE_LIKE_WORDS or title.endswith(":"):
        return False
    return (title[0].isupper() or title[0].isdigit()) and _SENTENCE_BREAK.search(title) is None


def _more_on_the_line(line: Line, listing: Listing, inherited: Tag) -> Iterator[Listing]:
    """Further papers on an entry's line, each a linked title with its year: ``[A](a.pdf) (2003) and [B](b.pdf)
    (2006): why both matter``. Each is a listing of its own on the same line."""
    text = line.text
    title_links = [link for link in line.links if link.end > link.start and not _is_label(text[link.start : link.end])]
    for before, link in itertools.pairwise(title_links):
        year = _LINK_YEAR.match(text, link.end)
        label = text[link.start : link.end]
        found = _links([link])
        if year is not None and len(label.split()) >= 2:
            tag = _merge_tags(Tag(int(year.group(1)), None, None), inherited)
        elif _JOINED_TITLES.fullmatch(text, before.end, link.start) and (
            _title_like(_clean(label)) and any(_is_paper_link(one) for one in found)
        ):
            tag = listing.tag  # "[Part I](doi) and [Part II](doi)", the venue and year below shared by both
        else:
            continue
        yield listing._replace(title=_clean(label), tag=tag, system_name=None, authors=(), links=tuple(found))
    yield from _more_bold_titles_keyed(line, listing, inherited)


# An author-date key in parentheses right after a bold title: " (Baran et al. 2019)", " (Lee and Wu, 2014)".
_KEY_AFTER_TITLE = re.compile(r"\s*\(([^()]{2,60}?),?\s+((?:19|20)\d{2})[a-z]?\)")


def _more_bold_titles_keyed(line: Line, listing: Listing, inherited: Tag) -> Iterator[Listing]:
    """Further papers on an entry's line, each a bold title with its authors' key after it, as a line of prose
    names the works it tells of (``The first paper ... **Title A** (Baran et al. 2019). Implemented later in **Title
    B** (Persad et al. 2023).``): each bold title after the entry's own is a listing of its own on the same line."""
    text = line.text
    own = text.find(listing.title)
    for start, end in line.strong:
        label = text[start:end].strip(" *_")
        key = _KEY_AFTER_TITLE.match(text, end)
        if start <= own or key is None or len(label.split()) < MIN_TITLE_LIKE_WORDS or not is_author_key(key.group(1)):
            continue
        tag = _merge_tags(Tag(int(key.group(2)), None, None), inherited)
        yield listing._replace(
            title=_clean(label), tag=tag, system_name=None, authors=_surnames(key.group(1)), links=()
        )


def _stands_alone(child: Item, *, tagged_only: bool) -> bool:
    if not child.lines:
        return False
    labelled = _FIELD_LINE.match(child.lines[0].text)  # the address of "DOI: 10.1016/..." holds its label
    if labelled and _names_a_field(labelled.group()) and not any(link.label for link in child.lines[0].links):
        return False  # "- Year: 2020", "- DOI: 10.1016/j.jhe.2020.1": the paper's field, whatever year its value holds
    head = _read_head(child.lines[0])
    if not isinstance(head, _Head) or venue_for_acronym(head.title) is not None:
        return False  # "2021, ICML" under a title: the paper's venue and year, never a paper named "ICML"
    if _titled_with_names(head):
        return False  # "- Title" over "  - **A. Lee and B. Wu** - 2004": the rest of its citation, no paper named so
    if head.tag.year is not None:
        return True
    no_tag = Tag(None, None, None)
    listing = _complete(head, [*child.lines[1:], *_link_lines(child.children)], no_tag, child.first, child.first)
    if listing is None:
        return False
    # Under a paper, a sub-item is the paper's own note, link or version unless it is a paper by its own
    # evidence: a title of its own (with its year, or of four words or more) and a link to it.
    words = len(listing.title.split())
    own_paper = (
        (words >= MIN_TITLE_LIKE_WORDS and listing.tag.year is not None or words >= _MIN_TITLE_WORDS_FOR_LINK)
        and _title_like(listing.title)
        and any(_is_paper_link(link) for link in listing.links)
    )
    return not tagged_only or own_paper


def _link_lines(children: list[Item]) -> list[Line]:
    """The sub-items that hold links and no title ("* https://arxiv.org/abs/..." under "* Title"): a title's links
    put on the nested sub-bullet below it, which make the title a paper as links on its own line would."""
    firsts = [child.lines[0] for child in children if child.lines]
    return [line for line in firsts if line.links and _read_head(line) is None]


def _split_children(children: list[Item], *, tagged_only: bool) -> tuple[list[Item], list[Line]]:
    """(sub-items that are entries of their own, the lines of the others, which belong to the item). Below a
    sub-item that belongs to the item ("**Techniques**:"), its own sub-items may still be entries."""
    separate: list[Item] = []
    own: list[Line] = []
    for child in children:
        if _stands_alone(child, tagged_only=tagged_only):
            separate.append(child)
            continue
        own.extend(child.lines)
        deeper, lines = _split_children(child.children, tagged_only=tagged_only)
        separate.extend(deeper)
        own.extend(lines)
    return separate, own


@dataclass
class _Head:
    """What an entry's first line says."""

    title: str
    tag: Tag
    system_name: str | None
    links: list[FoundLink]
    title_link: bool  # the title is a link's text
    after: str  # the text after the title, where a venue or year may stand
    authors: tuple[str, ...] = ()
    marked_up: bool = False  # the line writes Markdown: a link with its URL, or bold
    kind_says_paper: bool = False  # the link's text opens with a paper's kind: "[review: Title](url)"
    badged: Tag = Tag(None, None, None)  # the venue and year a badge on the line shows (``_badge_tag``)


# What joins a name to the names beside it in an author list: a comma, "and" or "&" ("Lee, A., **Wu, B.**, & Ng").
_NAME_BEFORE = re.compile(r"\s*(?:,|\band|&)\s*$")
_NAMES_GO_ON = re.compile(r"\s*(?:,\s*(?:(?:and|&)\s+)?|(?:and|&)\s+)")
_INITIAL = re.compile(r"\b[^\W\d_]\.")
_VOLUME_NEXT = re.compile(r"[*_]*\s+[*_]*\d")  # a journal's volume after its italic name: no person's name


def _highlighted_author_unmarked(line: Line) -> Line:
    """The line without the bold or italics that pick out one author among the names of an author list, as a
    lab's or a person's publications page marks its own member (``Nook, E. C., **Flournoy, J. C.**, Rodman, A.
    M., ...``): the mark says who, and read as a title's bold it made the name the paper's title. The span must
    hold one name and stand among names (``_marks_one_of_the_names``)."""
    spans = [*line.strong, *line.emphasis]
    if not spans:
        return line
    kept = [span for span in spans if not _marks_one_of_the_names(line.text, *span)]
    if len(kept) == len(spans):
        return line
    return replace(
        line,
        strong=[span for span in line.strong if span in kept],
        emphasis=[span for span in line.emphasis if span in kept],
    )


def _marks_one_of_the_names(text: str, start: int, end: int) -> bool:
    """Whether the span holds one person's name and the names before it, or the names after it, make it one of an
    author list's; a journal set in italics after a title, its volume after it, is no name among names
    ("_Notices Amer. Math. Soc._ **50**")."""
    name = text[start:end].strip(" ,.;")
    if len(_split_names(name)) != 1 or not _names_authors(name) or _VOLUME_NEXT.match(text, end):
        return False
    before, after = text[:start], text[end:]
    if before.strip():
        joined = _NAME_BEFORE.search(before)
        if joined is None or not _names_authors(before[: joined.start()]):
            return False
        # "Fuller, *Education Automation*, 1962": a title of two capitalised words reads as a name; a highlighted
        # name has its initials, or more names follow it
        return _INITIAL.search(text, start, end) is not None or _names_follow(after)
    return _names_follow(after)


def _names_follow(after: str) -> bool:
    """Whether the text after a name goes on with another name, after a comma, "and" or "&"."""
    joined = _NAMES_GO_ON.match(after)
    if joined is None:
        return False  # "**Tile Net**: Ana Lee, ...": a method's name, its authors after its colon
    pieces = after[joined.end() :].split(",")
    return _names_authors(pieces[0]) or len(pieces) > 1 and _names_authors(f"{pieces[0]},{pieces[1]}")


def _read_head(line: Line) -> _Head | Problem | None:
    """Tags, title and the text after it, from an entry's first line; None when the line holds no title."""
    line = _highlighted_author_unmarked(line)  # a sub-item's or a joined line's too, which read_item does not pass
    keyed = _cited_key_lead(line) if line.text[:1] == "[" and "(" in line.text else None
    key_links: list[FoundLink] = []
    if keyed is not None:
        position, tags, key_authors, key_links = keyed
    else:
        position, tags = _leading_tags(line)
        position = _past_citation_lead(line, position)
        key_authors, position = _year_key_authors(line, position, tags)
    lead = _authors_lead(line, position) if not key_authors else None
    set_apart = lead is not None and not lead.cited  # "Ana Lee (2021) - Title - Venue": no key, the names' field
    cited = _author_year_key(line, position) if not set_apart else None
    if cited is not None:
        line, position, key_authors, key_tag = cited
        tags = _merge_tags(tags, key_tag)
        lead = None
    head: _Head | Problem | None = _title_after_lead(line, lead, tags) if lead is not None and set_apart else None
    if keyed is not None and not line.links and (title := _clean(line.text[position:])):
        head = _Head(title, tags, None, [], False, "", key_authors)  # the lead gave every field: the rest is the title
    if head is None:
        head = _read_title(line, position, tags)
    if lead is not None and lead.cited and not (isinstance(head, _Head) and head.authors):
        head = _title_after_lead(line, lead, tags) or head  # the citation rules found no names: the lead's
    if isinstance(head, _Head) and cited is not None:
        head = _title_after_key(line, head, key_authors, position)
    if isinstance(head, _Head) and key_authors and not head.authors:
        head.authors = key_authors
    stop = _venue_stop(head.title) if isinstance(head, _Head) and cited is not None else None
    if isinstance(head, _Head) and stop is not None:  # "Moss et al. (2021) Title. Journal of Ecology."
        head.title, head.after = head.title[: stop.start()], f"{head.title[stop.end() :]} | {head.after}"
    if isinstance(head, _Head):
        head.links = head.links + _named_links(line, position) + key_links
        head.marked_up = bool(line.strong) or any(link.end > link.start or link.label for link in line.links)
        if line.badges:
            head.badged = _badge_tag(line)
    return head


def _names_open(rest: str, head: _Head) -> bool:
    """Whether names the rules read in the text after an author-year key open that text: where the key gave the
    authors, the words there are the title's ("Glenn Lesses (1998) Content, Cause, and Stoic Impressions. ...")."""
    return rest.lstrip(" .,:;-–—").startswith(head.authors[0].split(",")[0])


def _title_after_key(line: Line, head: _Head, key_authors: tuple[str, ...], position: int) -> _Head:
    """The head of a line whose author-year key gave its authors, its title read as the author-date styles read
    one after the names and year (``_author_date``: up to its full stop, the rest the venue's) where the rules
    read names in the title's place, or a title that runs on past that full stop into the venue ("... Spinoza’s
    Philosophy. The Monist, OCTOBER, 1971, Vol. 55")."""
    dated = _author_date(line.text)
    if dated is None:
        return head
    _, title, after, _ = dated
    title = _clean(title)
    if head.authors and _names_open(line.text[position:], head):
        return replace(head, title=title, after=after, authors=key_authors)
    if head.title != title and head.title.startswith(f"{title}."):
        return replace(head, title=title, after=after)
    return head


# A bracketed lead citing the paper by an author-date key, then perhaps a Pandoc citation key, then its venue or
# its arXiv identifier in parentheses, as lists generated from a BibTeX file open each entry ("[Lee et al. (2021)
# [@lee2021sparse] (PRD)] - Title", "[Lee & Wu (2020) [@lee2020] (2003.01234)] - Title"); the citation key and the
# venue may follow the brackets instead ("[Lee (2021)] [@lee2021] (PRD) - Title").
_CITED_KEY_LEAD = re.compile(
    r"\[\s*(?P<names>[^\[\]()]+?)\s*\(\s*(?P<year>(?:19|20)\d{2})[a-z]?\s*\)\s*(?:\[@[^\[\]\s]+\]\s*)?"
    r"(?:\((?P<venue>[^()\[\]]+)\)\s*)?\]\s*"
    r"(?:\[@[^\[\]\s]+\]\s*(?:\((?P<outside>[^()\[\]]+)\)\s*)?)?(?:[-–—:|]\s*)?"  # "[Lee (2021)] [@lee] (PRD) - "
)


def _cited_key_lead(line: Line) -> tuple[int, Tag, tuple[str, ...], list[FoundLink]] | None:
    """Where the title starts after a cited key lead (``_CITED_KEY_LEAD``), the year and venue it gives, the key's
    surnames as the authors, and the arXiv identifier it gives in the venue's place as a link; None when the line
    opens with no such lead or the key names no one (``[Survey (2021)]``). A tag's reading would take the names for
    a venue."""
    found = _CITED_KEY_LEAD.match(line.text)
    if found is None or _in_link(line, 0):
        return None
    names = _surnames(found.group("names"))
    if not names:
        return None
    venue = (found.group("venue") or found.group("outside") or "").strip()
    arxiv = ARXIV_ID_IN_TEXT.fullmatch(venue) if venue else None
    links = read_links(f"[arXiv:{arxiv.group(0).split(':')[-1].strip()}]")[0] if arxiv else []
    tag = parse_tag(venue) if venue and arxiv is None else Tag(None, None, None)
    return found.end(), Tag(int(found.group("year")), tag.venue, tag.venue_acronym), names, links


def _badge_tag(line: Line) -> Tag:
    """The venue and year a static badge on the line shows (``<img src="https://img.shields.io/badge/SC-2023-green">``,
    ``![](https://img.shields.io/badge/NeurIPS-2023-blue)``), as lists stamp a paper's venue beside its title: the
    message read alone first ("Conference | NeurIPS 2023"), then after its label ("ICML | 2024"). Only a year with a
    venue the table knows or an acronym counts: "Stars | 1200" or "License | MIT" name none. Lists stamp the two on
    badges of their own too, a venue's (``/badge/TPAMI-blue``) and a year's or a month's (``/badge/2023.05-grey``):
    the year read from its badge, the venue from a badge of a message alone beside it."""
    for label, message in line.badges:
        for words in (message, f"{label} {message}"):
            tag = _known_venue_year(words)
            if tag is not None:
                return tag
    year = next((found.group(1) for _, message in line.badges if (found := _BADGE_YEAR.fullmatch(message))), None)
    for label, message in line.badges if year is not None and len(line.badges) > 1 else ():
        tag = _known_venue_year(f"{message} {year}") if not label and not _BADGE_YEAR.fullmatch(message) else None
        if tag is not None and tag.venue == message:
            return tag
    return Tag(None, None, None)


def _known_venue_year(words: str) -> Tag | None:
    """The year and venue words state, when the venue is one the table knows or an acronym (``_badge_tag``)."""
    tag = _tag(words) if any(character.isdigit() for character in words) else None
    if tag is None or tag.year is None or tag.venue is None:
        return None
    return tag if venue_for_acronym(tag.venue) is not None or _ACRONYM_WORD.match(tag.venue) else None


class _AuthorsLead(NamedTuple):
    """An author list that opens a line, before the title: the names, the year written after them, where the
    title starts."""

    authors: tuple[str, ...]
    year: int | None
    title_start: int
    cited: bool  # a full stop or the year alone sets the names apart, as citation styles do, whose rules read them


def _authors_lead(line: Line, position: int) -> _AuthorsLead | None:
    """The author list an authors-first line opens with, when its end is marked: a bold or italic span around the
    names (``**A. Lee and B. Wu**, *Title*``), or a dash, a bar or a year after them (``Ana Lee et al. — 2019 —
    Title — Venue``, ``Lee, A., & Wu, B. [2019], Title``), as ACM's, IEEE's, APA's and Harvard's orders and
    the lists that follow them write it. A full stop alone sets names apart only before a title its own marks
    close (``**Ana Lee**. 2012. **Title**. Venue``): the citation rules read ``Lee, A. (2019). Title. Venue.``"""
    text = line.text
    opening = len(text) - len(text[position:].lstrip())
    if not text[opening : opening + 1].isupper() or _in_link(line, opening):
        return None  # a quick look: names open with a capital, outside a link's text
    closed = _names_closed(line, opening)
    if closed is None:
        return None
    names_end, after = closed
    written_year = after.group("round") or after.group("square") or after.group("bare")
    separator = after.group("separator")
    if not (separator or after.group("round") or after.group("square")):
        return None  # nothing between the names and the title
    rest = _before_links(line, after.end()) or text[after.end() :]
    if _letters(rest) < _MIN_TITLE_LETTERS:
        return None  # no title after the "names": a title of its own, its links after it ("**Title**. [PDF](...)")
    if separator == "." and not _opens_marked(line, after.end()):
        return None
    if _YEAR.match(rest) or _only_a_venue(_first_field(rest).strip(" *_")):
        return None  # "A. Lee — *Journal of Ecology* (2021)": a paper's details line under its title
    names = _lead_names(text[opening:names_end])
    if not names or len(names) == 1 and (_lead_names(_first_field(rest)) or _plainly_authors(rest)):
        return None  # "Deep Learning - Ana Lee", "Mask Gated (1990), A. Lee": one "name", then the authors: a title
    # "LEE, Ana (2015): Title. Place": a colon after the year in brackets sets the title off as a full stop does,
    # and so does a comma, as Wiley's "cite this" writes it ("Lee, A. (2021), Title. Prod Oper Manag, 30: 1-9.")
    cited = separator in (None, ".") or separator in (":", ",") and after.group("round") is not None
    return _AuthorsLead(names, int(written_year) if written_year else None, after.end(), cited)


def _names_closed(line: Line, opening: int) -> tuple[int, re.Match[str]] | None:
    """(where the names that open at opening end, what follows them up to the next field) when their end is marked:
    by the bold or italic span they fill, or by a dash, a bar or a year after them (``_LEAD_NAMES_CLOSE``)."""
    text = line.text
    names_end = _marked_span_end(line, opening)
    if names_end is None:
        close = _LEAD_NAMES_CLOSE.search(text, opening)
        if close is None or any(opening <= link.start < close.start() for link in line.links):
            return None
        names_end = close.start()
    after = _AFTER_LEAD_NAMES.match(text, names_end)
    return (names_end, after) if after is not None else None


def _marked_span_end(line: Line, opening: int) -> int | None:
    """Where the bold or italic span that opens at opening ends; None when none opens there."""
    for start, end in line.strong:
        if start == opening:
            return end
    for start, end in line.emphasis:
        if start == opening:
            return end
    return None


def _title_after_lead(line: Line, lead: _AuthorsLead, tags: Tag) -> _Head | None:
    """The title read after an author list that opens the line, up to the end of its field: a list that sets its
    names apart with a dash or a bar sets its other fields apart with the same (``Ana Lee — Title — Venue``)."""
    end = _field_end(line, lead.title_start, line.text[lead.title_start - 2 : lead.title_start].strip())
    head = _read_title(_line_before(line, end), lead.title_start, _merge_tags(tags, Tag(lead.year, None, None)))
    if not isinstance(head, _Head):
        return None
    if end < len(line.text):
        head.after, head.links = head.after + line.text[end:], _links(line.links)
    head.authors = lead.authors
    return head


def _field_end(line: Line, start: int, separator: str) -> int:
    """Where the field that starts at start ends: where the bold or italic span that opens it closes, before a
    separator (``*Title*, *ACL*``); else, after a comma, before a known venue closing the line after a comma
    (``Title, with Commas, CHI``); else at the next dash or bar between spaces that repeats the separator before
    it, outside the marks and links; the line's end when none sets the field apart."""
    marked = _marked_span_end(line, start)
    if marked is not None and _FIELD_SEPARATOR.match(line.text, marked):
        return marked
    if separator == ",":  # "A. Lee, 2019, Title, ICML": a known venue closes the fields a comma sets apart
        unlinked = _links_start(line, start)
        comma = line.text.rfind(", ", start, unlinked)
        closing = line.text[comma + 1 : unlinked].strip(" *_")
        return comma if comma > start and _only_a_venue(closing) else len(line.text)
    if separator not in ("-", "–", "—", "|"):
        return len(line.text)
    spans = [*line.strong, *line.emphasis, *((_label_start(line.text, link.start), link.end) for link in line.links)]
    for found in re.finditer(rf"\s+{re.escape(separator)}\s+", line.text[start:]):
        at = start + found.start()
        if not any(begin < at < end for begin, end in spans):
            return at
    return len(line.text)


def _line_before(line: Line, end: int) -> Line:
    """The line cut at end, with the marks and links that stand before it."""
    if end >= len(line.text):
        return line
    return Line(
        line.number,
        line.text[:end],
        [link for link in line.links if link.end <= end],
        [(start, stop) for start, stop in line.strong if stop <= end],
        [(start, stop) for start, stop in line.emphasis if stop <= end],
        [(start, stop) for start, stop in line.code if stop <= end],
    )


def _opens_marked(line: Line, position: int) -> bool:
    """Whether a bold or italic span, a link or a quotation opens at position: a title whose marks end it."""
    return (
        line.text[position : position + 1] in '"“'
        or _marked_span_end(line, position) is not None
        or any(_label_start(line.text, link.start) == position and link.end > link.start for link in line.links)
    )


def _first_field(text: str) -> str:
    """The text up to its first separator: a dash or bar between spaces, a comma or a full stop."""
    return _FIELD_SEPARATOR.split(text, maxsplit=1)[0]


def _lead_names(text: str) -> tuple[str, ...]:
    """The names of an author list that opens a line, when it reads as one no title could be: closed by "et al."
    or with each name's initials (``_plainly_authors``), or people's names throughout (``_one_person``)."""
    written = text.strip(" ,;:*_")
    if not written or not _names_authors(written):
        return ()
    names = tuple(name for name in _split_names(written) if not _ET_AL.fullmatch(name.strip()))
    if _plainly_authors(written) or _capitals_surname_first(
        [part.strip() for part in _ET_AL.sub("", written).split(",") if part.strip()]
    ):
        return names
    return names if names and all(_one_person(name) for name in names) else ()


def _past_citation_lead(line: Line, position: int) -> int:
    """Where a citation starts that a short lead files under a method or topic (``**Tobit**: Zou, B., & Luo, B.
    (2019). Title.``, ``Panel - Estrada, R. (2019). Title.``): past the lead when what follows reads as a citation,
    its authors then their year; the position unchanged otherwise. Never inside one bold span: a bold title with a
    colon (``**Name: Title in Title Case** (2019), A. Lee``) is the title, its words after the colon no names."""
    cited = citation_after_lead(line.text, position)
    if cited is None or _in_link(line, position) or not _names_authors(cited[1].strip(" ,")):
        return position
    if any(start <= position and end > cited[0] for start, end in line.strong):
        return position
    return cited[0]


def _year_key_authors(line: Line, position: int, tags: Tag) -> tuple[tuple[str, ...], int]:
    """(authors, where the title starts) for a year-author key before the title ("1995 Shor: Title"): the names
    count only right after a bare leading year. A system's name stands there too, in year-sorted lists of tools
    ("2008 KLEE: Unassisted ... ([KLEE](url))"): a key that a link on the line names, or one written in a system's
    capitals ("KLEE", "KRover", a run of two no surname opens with), opens the title."""
    text = line.text
    if tags.year is None or not text[:position].rstrip(" ,:.-–").endswith(str(tags.year)) or "[" in text[:position]:
        return (), position
    key = _YEAR_KEY_AUTHORS.match(text, position)
    if key is None or _in_link(line, position) or len(key.group(1).split()) > _MAX_TITLE_WORDS_FOR_NAME + 1:
        return (), position
    if _SYSTEM_CAPITALS.search(key.group(1)) or any(link.label.strip() == key.group(1) for link in line.links):
        return (), position
    names = _surnames(key.group(1).replace("/", ", "))
    return (names, key.end()) if names else ((), position)


def _author_year_key(line: Line, position: int) -> tuple[Line, int, tuple[str, ...], Tag] | None:
    """(the line, where its title starts, authors, year and venue) for a citation key before the title, as
    economics and finance lists cite: "Daniel and Moskowitz (2016 JFE) Momentum crashes", "Piotroski (2000)
    Title", inside a link's text or not. A link the key opens keeps only the title as its text."""
    key = _AUTHOR_YEAR_KEY.match(line.text, position)
    if key is None or key.group("stop") and _cites_a_venue(line.text[position:]):
        return None  # "Moss et al. (2021). Title. Venue.": a citation, whose title ends at its full stop
    if _year_then_names(line.text[position : _links_start(line, key.end())]) is not None:
        return None  # "Layer Normalization (2016), J. Ba et al.": initials-first names after the year are its authors
    names, venue = key.group("names") or key.group("several") or key.group("single"), key.group("venue")
    if key.group("single") and venue_for_acronym(names) is not None:
        return None  # "Interspeech 2019: Title": a venue and its year, no author
    if _closes_an_author_list(names):
        return None  # "Chandra, Kanchan. (2006). Title.": a citation's author list, which a key never closes so
    after = line.text[key.end() :]
    if _WORD.search(after) and _is_label(after):
        return None  # "[Neural Fields (2022)](url) [DOI](...)": a key needs a title after it, and link labels (the
        # identifier links `enrich fix` writes too) are none: the linked text is the title, as without them
    # Initials with the year alone are APA's "Radford, A. (2021). Title. Venue.", which _citation reads whole.
    authors = _surnames(names) or (_split_names(names) if venue and _names_authors(names) else ())
    if not authors:
        return None
    start, end = key.end(), len(line.text)
    links = [
        link
        if not link.start <= position < link.end
        else replace(link, start=start, label=line.text[start : link.end])
        if link.end > start
        else LinkSpan(link.label, link.url, end, end)  # "[Moss & Quinn (2021)](url) Title.": the key's link
        for link in line.links
    ]
    year = key.group("year") or key.group("bare_year") or key.group("single_year")
    tag = Tag(int(year), venue, canonical_acronym(venue) if venue else None)
    return replace(line, links=links), start, authors, tag


def _closes_an_author_list(names: str) -> bool:
    """Whether names before a year in parentheses end with a full stop after a word ("Chandra, Kanchan. (2006)"):
    APA and Chicago close their author list so, where an author-date key ("Ritchie, Thompson (1974)", "Moss et
    al. (2021)") runs into its year."""
    written = names.rstrip()
    return written.endswith(".") and written[-3:-1].isalpha() and _ET_AL.search(written) is None


def _cites_a_venue(text: str) -> bool:
    """Text that reads as a citation with more after its title (a venue, pages)."""
    cited = _citation(text)
    return cited is not None and bool(cited[2].strip(" .,"))


def _named_links(line: Line, start: int) -> list[FoundLink]:
    """Links a line names without writing their URL ("[PDF]", "[Blog]", "[DOI: 10.1145/...]"), read after its
    tags and outside its Markdown links, then the identifier labels a fix wrote at its end (``Line.identifiers``);
    a bracketed year or venue ("[2024-06] [ICLR 2025]") is no link."""
    text = line.text
    for link in reversed(line.links):
        if link.end > link.start:
            text = text[: link.start] + " " * (link.end - link.start) + text[link.end :]
    bracket = text.find("[", start)
    found = read_links(text[bracket:])[0] if bracket >= 0 else []
    named = [link for link in found if link.url or parse_tag(link.label).year is None]
    return [*named, *read_links(line.identifiers)[0]] if line.identifiers else named


def _read_title(line: Line, position: int, tags: Tag) -> _Head | Problem | None:
    """The title part of a line whose leading tags end at position."""
    if _all_anchor_links(line):
        return None
    line = _citation_as_text(line, position)
    text = line.text
    links = _links(line.links)
    keyed = _title_before_author_date_link(line, position, tags, links)
    if keyed is not None:
        return keyed
    bold = _first_bold(line, position) if line.strong else None
    title_first = _title_first(line, position, tags, links) if bold is None else None
    if title_first is not None:
        return title_first
    quoted = _quoted_title(line, position, tags, links)
    if quoted is not None:
        return quoted
    head: _Head | None
    named_first = _title_after_bold_names(line, position, bold, tags, links) if bold is not None else None
    if named_first is not None:
        return named_first
    if bold is not None:
        start, end = bold
        system = clean_title(text[position:start]).rstrip(":").strip() or None
        title, after = _journal_out_of_bold(text[start:end], text[end:])
        authors, year = _authors_and_year(text[position:start])
        if authors:  # "Eric Horvitz. 1999. **Title**. In Proceedings of ...": the authors, not a system's name
            system, tags = None, _merge_tags(tags, Tag(year, None, None))
            tags = _merge_tags(tags, _italic_right_after(line, end))  # "... **Title**. *Travel Behaviour and Society*."
        unlinked = _before_links(line, end)
        named = None if authors else _year_then_names(unlinked)
        if named is not None and named[0] == 0:  # "**Title** (2016), J. Ba et al.": the names after its year
            _, year, authors = named
            tags, after = _merge_tags(tags, Tag(year, None, None)), text[end + len(unlinked) :]
        elif not authors:
            cited = _italic_authors(line, start, end + len(unlinked), marked_title=True)
            if cited is not None:  # "**Title**, *Ana Lee et al, MICCAI.*": its authors, the rest its venue's
                authors = cited[0]
                if after == text[end:]:  # the names leave the fields around them: "**Title**. ACL 2019. _Names_."
                    after = f"{cited[1][end - start :]} | {cited[2]} | {text[end + len(unlinked) :]}"
        joined = (
            _joined_name(title, unlinked)
            or _title_going_on(  # "**Ray**: A Distributed ..."
                title, unlinked, text[end:]
            )
            or (_subtitle_after_bold(title, unlinked) if authors else None)
        )
        if joined is not None:
            title, venue = _split_trailing_venue(joined[0])  # "[**Ray**: A Distributed ...](url) OSDI'18"
            stop = _venue_stop(title)  # "Authors. 2018. **Ray**: A Distributed .... In OSDI."
            if stop is not None:
                title, venue = title[: stop.start()], f"{title[stop.end() :]} {venue}"
            rest = f"{joined[1]} {text[_links_start(line, end) :]}"
            after = f"{venue} | {rest}" if venue.strip() else rest  # no empty field before a journal's name
        title, tags = _dated_title(title, tags)
        title = _without_status_note(title)
        head = _Head(_clean(title), tags, system if system and len(system) <= 40 else None, links, False, after)
        head.authors = authors
    else:
        head = _title_from_link(line, position, tags, links) or _plain_title(line, position, tags, links)
    if head is None:
        if tags.year is not None and any(char.isalpha() for char in text[position:]):
            return Problem("a tagged line without a readable title")
        if tags.year is not None:
            return Problem("a [year venue] tag without a title")
        return None
    return head


def _title_before_author_date_link(line: Line, position: int, tags: Tag, links: list[FoundLink]) -> _Head | None:
    """``Title. [Surname, Surname (1974)](url)``: a link whose text is an author-date key names the authors and year
    of the title written before it, as a reader's citation does; the link's text is never the title."""
    text = line.text
    link = next((link for link in line.links if link.end > link.start and link.start > position), None)
    if link is None:
        return None
    key = _AUTHOR_DATE_KEY.match(text, link.start, link.end)
    surnames = _surnames(key.group(1)) if key is not None and key.end() == link.end else ()
    if key is None or not surnames:
        return None
    title = _clean(text[position : link.start].strip(" .,:;-–[("))
    if len(title.split()) < 2 and _letters(title) < _MIN_TITLE_LETTERS:
        return None
    year = Tag(int(key.group(2)), None, None)
    return _Head(title, _merge_tags(tags, year), None, links, False, text[link.end :], surnames)


def _names_or_key(text: str) -> bool:
    """Names before a year: people's names, or the surnames an author-date key cites them by."""
    return _names_authors(text) or bool(_surnames(text.strip(" ,.:*_")))


def _author_date_key_alone(text: str) -> bool:
    """Text that is only an author-date key ("Moss et al. (2021)", "Moss and Quinn (2021)", "Logan, 1998"), its
    names people's surnames."""
    key = author_date_key(text)
    return key is not None and bool(_surnames(key[0]))


def _surnames(text: str) -> tuple[str, ...]:
    """The names of an author-date key ("Ritchie, Thompson", "Hunt et al", "Spärck Jones"): each one or two
    capitalised words, as keys cite people by surname."""
    names = _key_parts(text)
    if not names or len(names) > _MAX_KEY_NAMES or _inverted_names(text):  # "Lee, Ana and Wu, Bo": whole names
        return ()
    if _capitals_surname_first(names):  # "LEE, Ana, WU, Bo (2019)": whole names
        return ()
    return names if all(_SURNAME.fullmatch(name) for name in names) else ()


def _key_names(text: str) -> tuple[str, ...]:
    """The names of an author-date lead before a linked title: its surnames (``_surnames``), or names that each
    carry Vancouver's initials after them ("Stickgold R", "Diekelmann S & Born J", "Klinzing JG et al.")."""
    surnames = _surnames(text)
    if surnames:
        return surnames
    names = _key_parts(text)
    vancouver = all(_INITIALS_AFTER.search(name) for name in names)  # every name has them, or none does
    return names if vancouver and all(_SURNAME.fullmatch(_INITIALS_AFTER.sub("", name)) for name in names) else ()


def _key_parts(text: str) -> tuple[str, ...]:
    """A key's names apart, "et al." left out."""
    parts = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*", _ET_AL.sub("", text).strip(" ,."))
    return tuple(part.strip() for part in parts if part.strip())


def _capitals_surname_first(parts: Sequence[str]) -> bool:
    """Whether comma-separated parts are whole names surname first with the surname in capitals (``AUNDRUP,
    Thomas, BECK, Hans-Peter``), as German (DIN 1505) and some French styles set authors: each surname in capitals
    followed by its given names, which are not."""
    if len(parts) % 2:
        return False
    pairs = zip(parts[::2], parts[1::2], strict=True)
    return all(
        surname.replace("ß", "SS").isupper()  # "WEIß": the sharp s has no capital in most fonts' text
        and _letters(surname) >= 2
        and not given.isupper()
        and _GIVEN_NAMES.match(given) is not None
        for surname, given in pairs
    )


def _citation_as_text(line: Line, position: int) -> Line:
    """A whole citation as a link's text (``[Radford, A. (2021). Title. Venue.](url)``) is read as the text it is,
    its link kept after it: the link's text is no title there."""
    first = next((link for link in line.links if link.end > link.start), None)
    if first is None or line.text[position : first.start].strip():
        return line
    label = line.text[first.start : first.end]
    if not _whole_citation(label) and not _authors_and_title(label, _before_links(line, first.end)):
        return line
    if _key_over_title(label, line.text[first.end :]) is not None:
        return line  # "[Lee et al 2019](url) Title": a key and its year, the title after the link
    if _citation_in_link_text(line, first) is not None:
        return line  # names, title and year set off by commas: read where the link's text is read
    moved = LinkSpan(first.label, first.url, len(line.text), len(line.text))
    return replace(line, links=[moved if link is first else link for link in line.links])


def _authors_and_title(label: str, after: str) -> bool:
    """A link's text that is a citation's authors and title, its venue or year after the link (``[A. Lee, B. Wu.
    Title.](url) Venue 2020``, ``[Lee et al. Title](url), NeurIPS 2020``): the citation rules read it as one text.
    Never when the authors follow the link (``[Give Me X and Give Her Y: Title](url), Lee, Ana and Wu, Bo, 2020``): a
    citation names its authors once, so the link's text is the title, however its words read."""
    venue = after.strip(" .,;:")
    if (
        not opens_with_authors(label)
        or _note_authors(after)[0]
        or not (
            _YEAR.search(venue)
            or _tag_in_text(venue).venue
            or _venue_or_year_part(venue)
            or _starts_with_journal(venue)
        )
    ):
        return False
    whole = label + after  # Vancouver's one author is told by the date after the link
    cited = _citation(whole) or _author_date(whole)
    return cited is not None and bool(cited[0]) or bool(_leading_authors(label.rstrip(" ."))[0])


def _whole_citation(text: str) -> bool:
    """Text that is a whole citation: authors first with a year, full-stop separated parts that read as a citation
    with a venue, or (in any script) names, then a quoted title of three or more words or characters, then a year,
    as Chicago and MLA write it."""
    # Undated ("A. Lee. Title. Venue."), or the title first ("Title. Lee A. Venue. 2020;12:45."): full-stop
    # separated parts read as a citation's, with its venue after the title
    if is_citation(text) or text.count(". ") >= _MIN_CITATION_STOPS and _cites_a_venue(text):
        return True
    quoted = _QUOTED.search(text)
    return (
        quoted is not None
        and "," in text[: quoted.start()]
        and _YEAR.search(text, quoted.end()) is not None
        and (len(quoted.group(2).split()) >= MIN_TITLE_LIKE_WORDS or _unspaced_script(quoted.group(2)))
    )


def _unspaced_script(text: str) -> bool:
    """Text in a script written without spaces between words (Chinese, Japanese): its word count says nothing."""
    return any("\u3040" <= char <= "\u9fff" for char in text)


def _dated_title(title: str, tags: Tag) -> tuple[str, Tag]:
    """A date in parentheses or brackets before a title (``**(2019-12) A guide to ...**``, ``(2018) Title``) is the
    entry's year, not the title's first words."""
    dated = _DATE_BEFORE_TITLE.match(title) if "(" in title[:3] or "[" in title[:3] else None
    if dated is None:
        return title, tags
    year = tags.year if tags.year is not None else int(dated.group(1))
    return title[dated.end() :], Tag(year, tags.venue, tags.venue_acronym)


def _names_short_quote(before: str, after: str) -> bool:
    """Whether a short quote is a title a system's name introduces: the name (a few words) and its colon right
    before it, a full stop, comma or the line's end right after it (``**VisDial**: "Visual Dialog". CVPR``)."""
    name = before.rstrip()
    return (
        name.endswith(":")
        and 0 < len(name.split()) <= _MAX_TITLE_WORDS_FOR_NAME
        and after.lstrip(" \"”'’*_")[:1] in ("", ".", ",", "[", "(")
    )


# The fewest words a link's text goes on with after a quoted title for it to be the rest of a citation ("Journal 3
# (2018)"), not a word or two the title's quotes left out.
_MIN_CITATION_TAIL_WORDS = 2


def _quoted_title(line: Line, position: int, tags: Tag, links: list[FoundLink]) -> _Head | None:
    """A title in quotes, as citations write it: ``Authors. "Title." Venue (2015)`` or ``**Name**: "Title" [2022]``.
    Names before the quotes are the authors; a short name is the system's."""
    text = line.text
    found = _QUOTED.search(text, position) if any(mark in text for mark in _OPENING_QUOTE_MARKS) else None
    quoted = (found.start(), found.end(), found.group(2)) if found else single_quoted_title(text, position)
    if quoted is None or _in_link(line, quoted[0]) and not _opens_a_linked_citation(line, quoted[0], quoted[1]):
        return None
    start, end, written = quoted
    before = text[position:start].strip(" .,:;-–")
    short = len(written.split()) < 3 and not _unspaced_script(written)
    written_authors, year = _authors_and_year(before)
    opened = _WORDS_BEFORE_QUOTE.match(before) if not written_authors and any(c.isdigit() for c in before) else None
    if opened is not None and _NUMBERED_PART.fullmatch(opened.group("words")):
        opened = None  # "Lee, A., 2005. Chapter 7 “Title”": the chapter's number, no words of its title
    if opened is not None and not short and _names_authors(opened.group("names")):  # "Lee, A., 2012: Reply to “X”"
        title = f"{opened.group('words')} “{_clean(written)}”"
        tags = _merge_tags(tags, Tag(int(opened.group("year")), None, None))
        return _Head(title, tags, None, links, False, text[end:], _split_names(opened.group("names")))
    # A short quote after a word is a word quoted inside the title (`Tanaka, C. Why "Good" Features Fail.`); after
    # the authors and the year it is the title ("Simmel, George. 1950. “The Triad” in ..."), and so it is after a
    # system's name and its colon (`**VisDial**: "Visual Dialog". CVPR(2017)`), the quote closing the sentence
    dated = bool(written_authors) and year is not None
    named = short and _names_short_quote(text[position:start], text[end:])
    if (
        short
        and not dated
        and not named
        and not (not before and _LINK_YEAR.fullmatch(text[end:].strip("*_")))  # '"Short Title" (1995)', whole
        and (not _names_authors(before) or text[position:start].rstrip()[-1:].isalnum())
    ):
        return None
    title = _clean(written)
    # a citation has its authors or a year: a page's name in quotes over its site's in italics has neither
    cited = bool(before) or tags.year is not None or _YEAR.search(text, end) is not None
    container = _italic_container(line, end) if line.emphasis and tags.venue is None and cited else None
    if container is not None:  # "“Title.” *A Companion to ...*. Ed. A. Lee. Leiden: Brill, 2015.": the book
        tags = Tag(tags.year, container, canonical_acronym(container))
    authors: tuple[str, ...]
    system: str | None
    authors, system = (), None
    if written_authors:  # "Brumberg, Daniel. 2002. “Title.”": Chicago's author-date style
        authors, before, tags = written_authors, "", _merge_tags(tags, Tag(year, None, None))
        if (goes_on := _apa_title_going_on(text, start, end)) is not None:
            title, end = _clean(text[start : goes_on.end("rest")]), goes_on.end()
    if before:
        if _names_authors(before) or "," in before:
            authors = _split_names(before)
        elif len(before.split()) <= _MAX_TITLE_WORDS_FOR_NAME:
            system = clean_title(re.sub(r"\s*\([^)]*\)\s*$", "", before)) or None
        else:
            return None
    return _Head(title, tags, system, links, False, text[end:], authors)


# The edition's number opening a meeting's name ("10th Colombian Conference on ...", "VII International Conference
# on ..."): it dates the meeting; the series it belongs to is the venue.
_EDITION_ORDINAL = re.compile(r"^(?:\d{1,3}(?:st|nd|rd|th)|[IVX]{1,5})\s+(?=[A-Z][a-z])")


def _italic_container(line: Line, end: int) -> str | None:
    """The work a quoted title is part of, as MLA and Chicago cite it: the italics right after the closing quote
    ("“Title.” *Franciscan Studies* 71 (2013)", "“Title.” *The Catholic Encyclopedia*. Vol. 6. New York: ..."), or
    after the chapter's pages and "in" ("“Title.” Pages 23–94 in *Qumran Cave 4 XIII (4Q266–273)*"), its journal or
    its book, whole; never a preprint's server with its number, which the identifier rules read. The note of the
    language the paper is written in may stand between ("“Title” (in Spanish). *Journal*")."""
    before = _BEFORE_CONTAINER.match(line.text, end)  # it matches anywhere, if only the empty text
    gap = before.end() - end if before is not None else 0
    lead = _PAGES_IN_BOOK.match(line.text, end + gap)
    gap += lead.end() - lead.start() if lead is not None else 0
    italic = next((stop for start, stop in line.emphasis if start == end + gap), None)
    if italic is None:
        return None
    container = _EDITION_ORDINAL.sub("", _clean(line.text[end + gap : italic]))
    numbered = lead is None and any(char.isdigit() for char in container)  # a book's title may hold its numbers
    if not container or numbered or venue_for_acronym(container) is ARXIV:
        return None
    if lead is not None and _PROCEEDINGS_LINE.match(container):
        return None  # "In: *Proceedings of ICOSSAR 2005, ...*": the meeting, which the venue rules read by its name
    if _names_authors(container) and not _ISSUE_AFTER.match(line.text, italic):
        return None  # "“Title” *A. Lee and B. Wu*": the italics name the authors, as some lists set them
    return container  # a journal's name may read as a person's ("*Praktiske Grunde*, No 3-4"): its issue says which


# A journal's issue or volume right after its italic name: ", No 3-4", ", vol. 12", " 37".
# A volume may carry its series' letter, as Transportation Research's parts do ("*Transportation Research* 14B").
_ISSUE_AFTER = re.compile(r"[*_]*\s*,?\s*(?:No\.?\s*\d|Nr\.?\s*\d|[Vv]ol\.?\s*\d|\d{1,4}[A-Z]?\b)")
# A chapter's pages or number and the "in" before its book, between its quoted title and the book's italic title:
# "Pages 23–94 in", "pp. 12-40 in", "Chapter 5 in", "In", and the book's editors after it: "in Sapiro, Gisèle (ed)".
_PAGES_IN_BOOK = re.compile(
    r"(?:(?:pages|pp?\.)\s*[\dxvi]+\s*[-–—]+\s*[\dxvi]+\s+|(?:chapter|ch\.)\s*\d+\s+)?in:?\s+(?:[^()*_\n]{1,160}?\((?:eds?|editors?)\.?\)\s+)?",
    re.IGNORECASE,
)


def _apa_title_going_on(text: str, start: int, end: int) -> re.Match[str] | None:
    """Where an APA title that a quote only opens goes on after the closing quote: APA sets its date off in
    brackets with a full stop (``(2021, March).``) and quotes no title, so a quote right after that date opens
    the title's words. Chicago's ``2014. "Title" Journal 12(1)`` quotes the whole title, a venue after it."""
    if not text[:start].rstrip().endswith(")."):
        return None
    goes_on = _QUOTE_OPENING_TITLE.match(text, end)
    if goes_on is None or VENUE_WORDS.search(goes_on.group("rest")) or venue_for_name(goes_on.group("rest")):
        return None
    return goes_on


def _title_first(line: Line, position: int, tags: Tag, links: list[FoundLink]) -> _Head | None:
    """A citation that opens with its italic or quoted title, the authors after it, the year in parentheses before
    or after them: ``*Title.* (2003) Given Surname, Given Surname, and Given Surname. (827 citations)``, ``"Title."
    Given Surname, Given Surname (2003).`` (a hard-wrapped paragraph joined into one line reads so too). The names
    run to their full stop; what follows (a venue, a note) is read as any text after a title is. None when the
    opening is no title (names, a venue, a label, a link's text) or neither a year nor names follow it; read only
    when the line has no bold title."""
    text = line.text
    span = _opening_title(line, position)
    if span is None or text[span[0] : span[1]].rstrip(' "”').endswith(":"):
        return None  # no italic or quoted opening, or an italic label ("*Jan 29, 2020:* Names. **Title**")
    if any(link.start < span[1] and link.end > link.start for link in line.links):
        return None  # a linked title: the link rules read it
    title = _clean(text[span[0] : span[1]].strip('"“”'))
    if len(title.split()) < MIN_TITLE_LIKE_WORDS or _names_authors(title):
        return None
    after = _without_citation_count(text[span[1] :])
    dated = _LEADING_PARENTHESISED_YEAR.match(after)
    if dated is not None:
        tags, after = _merge_tags(tags, Tag(int(dated.group(1)), None, None)), after[dated.end() :]
    fielded = _authors_in_fields(after)
    if fielded is not None:  # "*Title*, A. Lee and B. Wu, PLOS ONE (2000)": the fields after the title
        return _Head(title, tags, None, links, False, fielded[1], fielded[0])
    credited = _credit(after)
    if credited is not None:  # "*Title* by A. Lee and B. Wu (1994)": the names "by" credits, however few
        return _Head(title, tags, None, links, False, credited[1], credited[0])
    if dated is None and _venue_with_year(after, line, span[1]):  # "*Title* `ICML 2023`": the venue and year alone
        return _Head(title, tags, None, links, False, after)
    stop = _NAMES_STOP.search(after)
    authors, year = _names_after_title(after[: stop.start() if stop else len(after)].strip(" ,;:."))
    if not authors and (dated is None or _opens_with_venue(title)):
        return None  # "*Journal of Foo* (2019) 12:1-9": a venue's name, its year after it
    if year is not None:
        tags = _merge_tags(tags, Tag(year, None, None))
    rest = after[stop.end() if stop else len(after) :] if authors else after
    return _Head(title, tags, None, links, False, rest, authors)


def _venue_with_year(after: str, line: Line, end: int) -> bool:
    """Whether the text after an italic title, up to its links, is a venue and its year and nothing more
    (``*Title* `Nature 2024` [[Paper](url)]``), as lists that mark each field apart give them: the title's marks
    end it, so the venue need not be one the table knows ("Geophysical Research Letters 2025")."""
    unlinked = _before_links(line, end).strip(" .,;:-–—()[]")
    found = _YEAR.search(unlinked) if unlinked else None
    if found is None or unlinked[found.end() :].strip(" .,;:)]") or found.start() == 0:
        return False
    name = unlinked[: found.start()]
    return _reads_as_venue(unlinked) or _reads_as_venue(name) or name.isupper() and _reads_as_venue(name.title())


def _names_after_title(text: str) -> tuple[tuple[str, ...], int | None]:
    """The author list (and a year in parentheses after it) that follows a title already told apart: as a
    citation's names are read, or, as no title can follow them here, names in any mix of initials and given names
    ("M. Dee Medley, Rebecca H. Rutherfoord, and G. Ernest Anderson"), most of them read as a person's (a nickname
    or a name cut short among them: "Lillian (Boots) Cassel", "J. Ángel")."""
    authors, year = _authors_part(text)
    if authors:
        return authors, year
    names = _split_names(text)
    people = sum(_is_name(name) for name in names)
    several = len(names) >= _MIN_UNMARKED_AUTHORS and people >= _MOSTLY_PEOPLE * len(names)
    return (names, None) if several else ((), None)


def _opening_title(line: Line, position: int) -> tuple[int, int] | None:
    """Where the italic span or the quotes a line opens with (after its tags) start and end."""
    text = line.text
    if not line.emphasis and '"' not in text and "“" not in text:
        return None
    opening = len(text) - len(text[position:].lstrip())
    span = next(((start, end) for start, end in line.emphasis if start == opening), None)
    if span is None and text[opening : opening + 1] in '"“':
        closing = [at for at in (text.find('"', opening + 1), text.find("”", opening + 1)) if at >= 0]
        span = (opening, min(closing) + 1) if closing else None
    return span


def _authors_and_year(text: str) -> tuple[tuple[str, ...], int | None]:
    """The author list written before a title, with the year after it, as author-date styles write them: "Eric
    Horvitz. 1999.", "Kiesler, S., & McGuire, T. W. (1984).", "Brumberg, Daniel. 2002.". One name counts only
    with its year or closed by a full stop, as numbered bibliographies close the author list ("J. Lee. **Title**.
    Venue"): a name alone before a bold title with a colon ("Deep Speech: **...**") is a system's. A surname key
    set off by a comma ("Moss et al., **Title**", "Moss and Quinn, **Title**") names its authors as a citation
    key does: "et al." or the joining "and" says people, where a system's name has neither."""
    written = text.strip(" .,:;-–")
    found = _TRAILING_YEAR.search(written)
    year = int(found.group(1)) if found else None
    names_text = (written[: found.start()] if found else written).strip(" .,:;*_")
    if (
        found is None
        and text.rstrip(" *_").endswith(",")
        and (_ET_AL.search(names_text) or _KEY_AND.search(names_text))
    ):
        keyed = _surnames(names_text)
        if keyed:
            return keyed, None
    if not names_text or not _names_authors(names_text):
        return (), None
    names = _split_names(names_text)
    closed = len(names) == 1 and text.rstrip(" *_").endswith(".") and len(names[0].split()) >= 2
    return (names, year) if year is not None or len(names) >= _MIN_UNMARKED_AUTHORS or closed else ((), None)


def _year_then_names(text: str) -> tuple[int, int, tuple[str, ...]] | None:
    """(where the year's parenthesis opens, the year, the authors) when a parenthesised year and an initials-first
    author list close the text: ``Title (2017), J. Dai et al.``, ``Title (2015). Y. LeCun, Y. Bengio and G. Hinton``.
    Initials first throughout, as these lists write every name: a title's words after a year never open so."""
    found = _YEAR_THEN_NAMES.search(text) if "(" in text else None
    if found is None:
        return None
    names = _split_names(found.group(2))
    if not names or not all(_OPENS_WITH_INITIAL.match(name) for name in names) or not _names_authors(found.group(2)):
        return None
    return found.start(), int(found.group(1)), names


def _leading_tags(line: Line) -> tuple[int, Tag]:
    """Where the title part starts after checkbox, emoji and bracketed tags, and the tag that names the paper."""
    text = line.text
    glued = _GLUED_NUMBER.match(text) if text[:1].isdigit() or text[:1] == "(" else None
    position = glued.end() if glued else 0
    found: Tag | None = None
    venue_only: Tag | None = None
    while True:
        skipped = _skip_decoration(text, position)
        checkbox = _CHECKBOX.match(text, skipped)
        if checkbox:
            numbered = _ITEM_NUMBER.match(text, checkbox.end())  # "- [x] 9. Lee, A. Title."
            position = numbered.end() if numbered else checkbox.end()
            continue
        label = _READING_LABEL.match(text, skipped) if text[skipped : skipped + 1].isalpha() else None
        if label and not _in_link(line, skipped):
            position = label.end()
            continue
        dated = _MEETING_DATE.match(text, skipped) if text[skipped : skipped + 1].isalnum() else None
        if dated and found is None and not _in_link(line, skipped):
            position = dated.end()
            continue
        topic = _topic_before_tag(line, skipped) if found is None and ": [" in text else None
        if topic is not None:
            position = topic
            continue
        position = skipped
        year = _LEADING_YEAR.match(text, position)
        marked = year and (
            year.group("separator")
            or year.group("close")
            or _in_link(line, year.end())
            or text[year.end() : year.end() + 1].isupper()
        )
        if year and marked and found is None and not _in_link(line, position):
            found = Tag(int(year.group(1)), None, None)
            position = year.end()
            continue
        opening = text[position : position + 1]
        lead = _venue_year_lead(line, position) if found is None and opening in _LEAD_OPENING else None
        if lead is not None:
            position, found = lead
            continue
        dashed = _VENUE_DASH_LEAD.match(text, position) if venue_only is None and opening.isupper() else None
        if dashed is not None and venue_for_acronym(venue := dashed.group(1)) is not None:
            position, venue_only = dashed.end(), Tag(None, venue, canonical_acronym(venue))
            continue  # "IJRR - Title": a known venue's acronym and a dash before the title, with no year
        if text.startswith("【", position) and (shut := text.find("】", position)) > position:
            position = shut + 1  # "【MS MARCO】[Title](url)": a full-width bracketed name, a nickname
            continue
        if opening == "(" and (shut := _bold_parenthesised(line, position)) > position:
            position = shut  # "**(GraphCast)** _Title_": a bold name in parentheses before the title, a nickname
            continue
        if opening == "(" and (shut := _parenthesised_nickname(line, position)) > position:
            position = shut  # "(DA-RNN) A Dual-Stage Attention-Based ...": the model's name, then its paper's title
            continue
        if line.code and (shut := _coded_nickname(line, position)) > position:
            position = shut  # "`Grad-CAM`: Visual Explanations from ...": the method's name set as code, a nickname
            continue
        if line.strong and (shut := _bold_nickname_before_citation(line, position)) > position:
            position = shut  # "_**Pluto**_, Lee A, Wu B. [Title](url)": the system's name, then its paper's citation
            continue
        if position >= len(text) or text[position] != "[" or _in_link(line, position):
            break
        close = _matching_bracket(text, position)
        if close < 0:
            break
        tag = _tag(text[position + 1 : close])
        if tag.year is not None and found is None:
            found = tag
        elif tag.year is None and tag.venue is not None and venue_only is None:
            venue_only = tag
        position = close + 1
    if found is None:
        found = venue_only or Tag(None, None, None)
    elif found.venue is None and venue_only is not None:
        found = Tag(found.year, venue_only.venue, venue_only.venue_acronym)
    return position, found


# A topic's name and a colon before a paper's dated tag, as a sub-item names the technique the paper brings to the
# paper above ("Gumbel-Max Trick: [2014 NIPS] **Title**"): up to four words, the first capitalised.
_TOPIC_LABEL = re.compile(r"[A-Z][\w'*-]*(?:\s+[\w'*-]+){0,3}:\s+(?=\[)")


def _topic_before_tag(line: Line, position: int) -> int | None:
    """Where the dated tag starts after a topic's label (``_TOPIC_LABEL``), or None: the label names what the paper
    is about, neither its title nor a tag, and would hide the tag from the rules that read one at a line's start
    (a sub-item with its own year is a paper of its own, not a note on the paper above)."""
    text = line.text
    label = _TOPIC_LABEL.match(text, position)
    if label is None or _in_link(line, position) or _in_link(line, label.end()):
        return None
    close = _matching_bracket(text, label.end())
    if close < 0 or _tag(text[label.end() + 1 : close]).year is None:
        return None
    return label.end()


_LEAD_OPENING = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ(")  # a quick look before the venue lead's pattern


def _bold_parenthesised(line: Line, position: int) -> int:
    """Where a bold span that opens at position and is a parenthesised name alone ends (``**(GraphCast)** _Title_``),
    when the line goes on to more words: lists that give each model's name before its paper's title set it so, as
    others set "[AWQ]"; -1 otherwise."""
    end = next((end for start, end in line.strong if start == position), -1)
    inner = line.text[position:end].rstrip()
    if end < 0 or not inner.endswith(")") or "(" in inner[1:] or len(inner.split()) > 4:
        return -1
    return end if any(char.isalpha() for char in line.text[end:]) else -1


_MAX_NICKNAME_WORDS = 2
# A method's name in bold marks glued to the author list after it, Markdown reads them as no bold: "**Tiler:**Ana".
_GLUED_BOLD_NICKNAME = re.compile(r"\*\*[^\s*][^*]{0,30}?[:.]?\*\*(?=[A-Z])")
# A system's or model's name in parentheses opening an entry, then the title: one word with two capitals or more
# ("(DSTP-RNN)", "(MTNet)"), never a year or an author's name.
_PARENTHESISED_NICKNAME = re.compile(r"\(([A-Z][A-Za-z0-9&+/.-]*)\)[ \t]+(?=[A-Z\[*_\"“])")


def _parenthesised_nickname(line: Line, position: int) -> int:
    """Where the title starts after a name in parentheses that opens at position (``_PARENTHESISED_NICKNAME``), as
    lists of models write each model's name before its paper's title, and others write "[AWQ]"; -1 otherwise."""
    found = _PARENTHESISED_NICKNAME.match(line.text, position)
    if found is None or _ACRONYM_WORD.match(found.group(1)) is None or _in_link(line, position):
        return -1
    return found.end()


# Between two methods' names set as code (```EMD-Corr` & `CHM-Corr```), and after the last, the colon before its title.
_CODED_NAMES_JOINED = re.compile(r"\s*(?:&|and|,)\s*")
_COLON_BEFORE_TITLE = re.compile(r":\s+(?=\S)")


def _coded_nickname(line: Line, position: int) -> int:
    """Where the title starts after a method's names set as code and a colon (```Grad-CAM`: Visual Explanations
    from ...``, ```EMD-Corr` & `CHM-Corr`: Title``), as lists of methods name each before its paper's title and
    others write "[AWQ]": code is a name, never the title's first words; -1 otherwise."""
    end = position
    for start, stop in line.code:
        if start < end:
            continue
        if start != end or len(line.text[start:stop].split()) > _MAX_NICKNAME_WORDS:
            return -1
        colon = _COLON_BEFORE_TITLE.match(line.text, stop)
        if colon is not None:
            return colon.end()
        joined = _CODED_NAMES_JOINED.match(line.text, stop)
        if joined is None:
            return -1
        end = joined.end()
    return -1


def _bold_nickname_before_citation(line: Line, position: int) -> int:
    """Where the citation starts after a bold name that opens at position and is followed by a comma and a
    citation whose names are written Vancouver's or GB/T 7714's way (``_**Pluto**_, Lee A, Wu B, et al.
    [Title](url)[C]//...``): the system the paper presents, named first as a nickname, never the title nor an
    author; -1 otherwise."""
    end = next((end for start, end in line.strong if start == position), -1)
    if end < 0 or len(line.text[position:end].split()) > _MAX_NICKNAME_WORDS:
        return -1
    comma = _skip_decoration(line.text, end)
    if line.text[comma : comma + 1] != "," or not opens_with_vancouver_names(line.text[comma + 1 :]):
        return -1
    return comma + 1


def _venue_year_lead(line: Line, position: int) -> tuple[int, Tag] | None:
    """(where the title starts, the tag) for a known venue and its year opening the line (``_VENUE_YEAR_LEAD``);
    None when the venue is unknown ("Lee (2021) Title" is an author-year key) or nothing marks where the title
    starts: a link, bold, a separator or the lead's closing parenthesis must (so "ICLR 2022 Workshop on X" stays)."""
    text = line.text
    lead = _VENUE_YEAR_LEAD.match(text, position)
    if lead is None or _in_link(line, position):
        return None
    venue, end = lead.group("venue"), lead.end()
    track = lead.group("track")
    if track and venue_for_acronym(f"{venue}{track}") is None:
        end = lead.start("track")  # "ICML 2020 Robust Training": the word after the year opens the title
    elif track:
        venue = f"{venue}{track}"
    if venue_for_acronym(venue) is None:
        return None
    after = _AFTER_VENUE_YEAR_LEAD.match(text, end)
    closed = ")" in after.group() if after is not None else False
    if after is None or closed != bool(lead.group("open")):
        return None
    start = after.end()
    marked = _in_link(line, start) or any(span[0] == start for span in line.strong)
    if not (marked or (after.group("separator") or closed) and text[start : start + 1].isupper()):
        return None
    year = int(lead.group("year") or lead.group("bare"))
    return start, Tag(year, venue, canonical_acronym(venue))


@lru_cache(maxsize=_TEXT_CACHE_SIZE)
def _tag(inside: str) -> Tag:
    """A bracketed tag's year and venue; the first publication of "1993 SOSP & 1995 TOCS"; nothing for a nickname."""
    first = re.split(r"\s+&\s+|\s*;\s*|,\s+(?=(?:19|20)\d\d)", _strip_decoration(inside))[0]
    tag = _with_short_year(parse_tag(first), first)
    if tag.year is None and (tag.venue is None or venue_for_acronym(tag.venue) is None):
        return Tag(None, None, None)  # a nickname ("[AWQ]", "[Survey]"): neither year nor a known venue
    return tag


def _matching_bracket(text: str, start: int) -> int:
    """The "]" that closes the "[" at start, or -1; found from one "]" to the next, counting the "[" between."""
    depth = 0
    index = start
    while (close := text.find("]", index)) >= 0:
        depth += text.count("[", index, close) - 1
        if depth == 0:
            return close
        index = close + 1
    return -1


def _opens_a_linked_citation(line: Line, start: int, end: int) -> bool:
    """A quoted title that opens a link's text which goes on with the rest of its citation (``["Title." Journal 1,
    no. 1 (2018): 3.](url)``), as lists link a whole citation pasted from a scholar's export: the quotes set the
    title apart from its venue there as they do outside a link."""
    link = next((link for link in line.links if link.start <= start < link.end), None)
    if link is None or line.text[link.start : start].strip(" *_") or end >= link.end:
        return False
    rest = line.text[end : link.end]
    return len(rest.split()) >= _MIN_CITATION_TAIL_WORDS and _YEAR.search(rest) is not None


def _in_link(line: Line, position: int) -> bool:
    return any(link.start <= position < link.end for link in line.links)


def _all_anchor_links(line: Line) -> bool:
    return bool(line.links) and all(link.url.startswith("#") or _OWN_PAGE_ANCHOR.match(link.url) for link in line.links)


# The marks a list stars its picks with inside a bold title ("**⭐Title**", "**🔥 Title**"); a celebration's or a
# section's emoji ("**🎉 Reunions every year! 🎉**") marks no paper.
_PICK_MARKS = "⭐★☆🌟🔥✨💡❗"


def _first_bold(line: Line, position: int) -> tuple[int, int] | None:
    """The first bold span after the tags that is not inside brackets or parentheses (a nickname or annotation)."""
    text = line.text
    for start, end in line.strong:
        if start < position < end and not text[start:position].strip(_PICK_MARKS + " "):
            start = position  # "**⭐Title** ICML, 2025": a list's mark for its picks, read past with the tags
        if start < position or not any(char.isalpha() for char in text[start:end]):
            continue
        before = as_ascii_tail(text[position:start])  # "[Title](url)（2021, **Name**）": the name in the tail
        if before.count("[") > before.count("]") or before.count("(") > before.count(")"):
            continue
        if _in_link(line, start) and _is_label(text[start:end]):
            continue
        inner = text[start:end].strip()
        if inner.startswith(("[", "(")) and inner.endswith(("]", ")")):
            continue  # "**[ICCV' 15]**", "**[DeepProposal]**", "**(JA)**": a tag, a nickname or a note in bold
        if _author_date_key_alone(inner):
            continue  # "**Moss et al. (2021)**. Title. Venue.": the citation's key in bold, its title after it
        if _names_before_their_year(inner, text[end:]):
            continue  # "**Hamblin, C. L.** (1973). Title. Venue.": the citation's authors in bold, the title after
        if _bold_field_label(inner, text[end:]):
            continue  # "**Paper:** [Title](url)": the label of the field that holds the title, never the title
        if _part_of_linked_work(line, start, end):
            continue  # "**Part I-A** of [Title](url)": the part to read of the linked work, whose title it is
        if _credits_bold(text[position:start]):
            continue  # "[Title](url) by **Ana Lee & Bo Wu** (2018)": the names the item credits, not its title
        if _field_after_title(text[position:start], inner, text[end:]):
            continue  # "Title, **A. Lee and B. Wu**, ICML": the authors or the venue in bold, the title before them
        text_before = start > position + 1  # a bold opening the line has no title before it: the common case
        if (
            text_before
            and _opens_with_titled_span(line, position, start)
            and (_reads_as_authors(inner) or _reads_as_venue(inner))
        ):
            continue  # "[Title](url) **A. Lee et al.**, **ICML**": the title set apart first, its fields after it
        if text_before and _cited_before(line, position, start):
            continue  # "[Title](url) — Lee et al., *ICSE*, 2025. **PR · Field study**": a note after the citation
        return start, end
    return None


def _cited_before(line: Line, position: int, before: int) -> bool:
    """The line opens with a linked title (three words or more) and its citation's year, all before ``before``:
    the paper is cited whole there, and bold text after it is the list's note on it."""
    opening = position + len(line.text[position:]) - len(line.text[position:].lstrip())
    return any(
        link.start <= opening + 1
        and link.end <= before
        and len(line.text[link.start : link.end].split()) >= MIN_TITLE_LIKE_WORDS
        and _YEAR.search(line.text, link.end, before) is not None
        for link in line.links
    )


def _bold_field_label(bold: str, after: str) -> bool:
    """A bold span that labels a paper's field, its colon inside the bold or right after it (``**Paper:**``,
    ``**PDF**:``), as records of a paper's links and details write them: what follows is the field's value."""
    if not (bold.endswith(":") or after.startswith(":")):
        return False
    label = bold.rstrip(": ").lower().split()
    return bool(label) and _FIELD_WORDS.issuperset(label)


def _names_before_their_year(bold: str, after: str) -> bool:
    """A bold span that is an author list with its year right after it (``**Hamblin, C. L.** (1973). Title.``,
    ``**Ana Lee and Bo Wu**, 2020, Title``), as author-date bibliographies set the names in bold: the title is
    the text after the year, never the names."""
    return _YEAR_OPENING_TITLE.match(after.lstrip(" ,.")) is not None and _reads_as_authors(without_particles(bold))


def _opens_with_titled_span(line: Line, position: int, before: int) -> bool:
    """The line opens, after its tags, with a link's text or an italic span that reads as a title (three words or
    more), closed before ``before``: the title, set apart by its own marks."""
    spans = [(link.start, link.end) for link in line.links if link.end > link.start] + list(line.emphasis)
    opening = position + len(line.text[position:]) - len(line.text[position:].lstrip())
    return any(
        start <= opening + 1 and end <= before and len(line.text[start:end].split()) >= MIN_TITLE_LIKE_WORDS
        for start, end in spans
    )


def _field_after_title(before: str, bold: str, after: str = "") -> bool:
    """Whether a bold span is a field that follows the title the line opens with, as title-first lists set their
    authors or venue in bold (``Title, **A. Lee and B. Wu**, ICML``, ``*Title* — **NeurIPS'19**``): the text before
    it reads as a title (three words or more, no names) closed by a field separator, and the bold reads as an author
    list or a venue: one the table knows, or an acronym the year follows (``[Title](url), **ICER** (2017)``)."""
    closing = _FIELD_SEPARATOR_CLOSING.search(before) if before else None
    if closing is None:
        return False
    title = before[: closing.start()].strip(' *_"“”')
    if len(title.split()) < MIN_TITLE_LIKE_WORDS or _names_authors(title) or _opens_with_venue(title):
        return False
    if _authors_part(title)[0]:
        return False  # "Ana Lee and Bo Wu (2005), **ACL**": names and their year, no title, before the bold
    dated_acronym = _ACRONYM_WORD.match(bold) is not None and _YEAR_OPENING.match(after) is not None
    return dated_acronym or _reads_as_authors(bold) or _reads_as_venue(bold)


# A year opening the text after a field, bare, in brackets or after a comma: " (2017)", ", 2017", " [2017]".
_YEAR_OPENING = re.compile(r"[\s,]*[(\[]?(?:19|20)\d{2}\b")


def _reads_as_authors(text: str) -> bool:
    """Text that is an author list: names a citation gives, people's names, or names that "by" credits."""
    return bool(_field_authors(text))


def _reads_as_venue(text: str) -> bool:
    """Text that is a venue alone, with its year or tag if any: one the table knows ("ICML", "NeurIPS'19", "PLOS
    ONE", "In Proc. of KDD 2019"), or a name of two words or more, holding a word venues are named with, that opens
    as journals and proceedings are named ("Journal of Applied Ecology", "Physical Review E"). Never text that only
    holds a venue ("How WEIRD is CHI?") nor a key's names and year ("Moss & Quinn 2020")."""
    written = _IN_VENUE.sub("", text.strip(" .,;:*_()[]"))
    tag = parse_tag(written)
    if tag.venue is not None and venue_for_acronym(tag.venue_acronym) is not None:
        return True
    named = len(written.split()) >= 2 and VENUE_WORDS.search(written) is not None  # "Moss & Quinn 2020" is no journal
    journal = journal_in_citation(written) if named else None
    return journal is not None and journal.start == 0


def is_author_key(text: str) -> bool:
    """Whether text is a citation's key alone, a surname and "et al." ("Chua et al", "Lee et al."): an author list,
    never a title."""
    return " al" in text and _ET_AL_KEY.fullmatch(text.strip()) is not None


def _plainly_authors(text: str) -> bool:
    """Whether text is an author list no title could be, as citation styles close one: names that end with "et al."
    ("Ana Lee et al."), or names that each give their initials ("A. Lee and B. Wu", "Lee, A., Wu, B."). A title in
    title case reads as names too ("Attention Is All You Need"), but never opens or closes each part with an
    initial, nor ends with "et al."."""
    written = text.strip(" ,:;*_")
    if "." not in written and " al" not in written:
        return False  # neither "et al." nor an initial: cheap to tell for the titles most lines give
    if is_author_key(written):
        return True  # "Russinovich et al.": one surname, the key citations give
    if not written[:1].isupper() or not _names_authors(written):
        return False
    if _ENDS_WITH_ET_AL.search(written):
        return True
    names = _split_names(written)
    return bool(names) and all(_OPENS_WITH_INITIAL.match(name) or _CLOSING_INITIAL.search(name) for name in names)


def _credits_bold(before: str) -> bool:
    """Whether the text before a bold span closes with "by" after a title of its own: the bold names who wrote the
    work ("*Title* by **A. Lee and B. Wu**"), as personal lists credit papers and books alike."""
    if before.rstrip()[-2:].lower() != "by":
        return False  # a quick look before the pattern: most bold spans follow no credit
    credited = next((found for found in _BY.finditer(before) if found.end() == len(before)), None)
    return credited is not None and any(char.isalpha() for char in before[: credited.start()])


def _journal_out_of_bold(title: str, after: str) -> tuple[str, str]:
    """(title, what follows it) when the bold ran on over the journal after a comma, its volume right after the
    bold (``**Title, Journal of Climate**, 36(2), 281-311``): the journal goes to the citation's text; so does
    GB/T 7714's document type when the bold closes after it (``<b>Title[J]</b>. Journal, 2023: 110676``), which
    types the work, never titles it, and opens the tail ``_typed_citation_tag`` reads."""
    if title.rstrip(" .").endswith("]"):
        typed = _GBT_TYPE_CLOSING.search(title)
        if typed is not None:
            return title[: typed.start()], title[typed.start() :].strip() + after
    journal_at = _journal_after_comma(title + after) if ", " in title else None
    if journal_at is None or journal_at >= len(title) or len(title[:journal_at].split()) < MIN_TITLE_LIKE_WORDS:
        return title, after
    return title[:journal_at].rstrip(" ,"), title[journal_at:] + after


def _part_of_linked_work(line: Line, start: int, end: int) -> bool:
    """Whether the span names a part of the work linked right after it: ``**Part I-A** of [Title](url)``,
    ``**Chapters 2-3** of [Title](url)``, as a reading list points to the part to read."""
    if _PART_NAME.fullmatch(line.text, start, end) is None:
        return False
    joined = _OF.match(line.text, end)
    return joined is not None and any(link.start == joined.end() and link.end > link.start for link in line.links)


def _title_from_link(line: Line, position: int, tags: Tag, links: list[FoundLink]) -> _Head | None:
    """A link whose text is a title, not a label: the title; its URL the paper's link."""
    text = line.text
    for link in line.links:
        if link.end <= position or link.end == link.start or link.url.startswith("#"):
            continue
        label = text[link.start : link.end]
        if _is_label(label) or _letters(label) < 2 or _is_address(label):
            continue  # "[PDF]", or a bare address the list shows as its own text: no title
        before = text[position : link.start].rstrip(" “\"‘'")  # "Authors: “[Title](url)": the quote opens the title
        # "WONG, Meng Weng (HUANG Mingrong). [Title](url)": a name's other form in parentheses is no title's word
        before = _NAME_IN_OTHER_FORM.sub("", before) if "(" in before else before
        part = _PART_LEAD.search(before) if " of" in before else None
        before = before if part is None else before[: part.start()]  # "Authors. Part I-A of [Title](url)"
        label_first = _is_label(before.strip(" :-–[]()"))  # "code [Title](github)": the word names the link
        year_before = _TRAILING_YEAR.search(before)
        # the lead from the line's start too: its names and year may have been read as the line's opening already
        # ("Buzsaki G, 2015, Hippocampus. [Title](url)" leaves "Hippocampus." before the link)
        lead = (lead_before_link(before) or lead_before_link(text[: link.start])) if link.start > position else None
        lead_authors = _key_names(lead.names) if lead is not None else ()
        system_lead = None
        if lead is not None and lead_authors:  # "Lee et al., 2013, *Nature*. [Title](url)": the lead cites it
            tags, before = _merge_tags(tags, _cited_journal(lead)), ""
        elif (surnames := _surnames_before_link(before)) is not None:  # "Burge, [Title](url)"
            lead_authors, before = surnames, ""
        elif (system_lead := _name_before_link(before, label)) is not None:  # "Ray: [A Distributed ...](url)"
            before = ""
        # "A. Lee, B. Wu 2019 [Title](url)", or a key of surnames and its year: "Lee et al. 2019 [Title](url)"
        elif year_before and _names_or_key(before[: year_before.start()]):
            tags = _merge_tags(tags, Tag(int(year_before.group(1)), None, None))
            before = before[: year_before.start()]
        elif link.start > position and not (_only_decoration(before) or label_first or _names_authors(before)):
            return None
        title, after = _unquoted(label), text[link.end :]
        if title[:1].isdigit() and (numbered := _NUMBER_IN_LINK_TEXT.match(title)) is not None:
            title = title[numbered.end() :]  # "[3.A Survey of ...](url)": the item's number, glued in its link
        if title[:1] == "[":  # "[[Survey] Title](url)": a tag in the link's text, as "[Survey] [Title](url)" is
            title, tags = _tagged_link_text(title, tags)
        keyed = _key_over_title(label, after) if not before.strip() else None
        if keyed is not None:  # "[Lee et al.](url) Title": the link's text names the authors, the title follows
            authors, title, after, year = keyed
            return _Head(title, _merge_tags(Tag(year, None, None), tags), None, links, True, after, authors)
        kind = _KIND_TAG.match(title) if ":" in title else None
        if kind is not None:  # "[review: Title, 1997](url)": the link's kind and the year are not the title's
            title, tags = _kind_tagged_title(title[kind.end() :], tags)
        cited = _citation_in_link_text(line, link) if not before.strip() and kind is None else None
        joined = (
            None
            if cited
            else _joined_name(title, after) or _title_going_on(title, _before_links(line, link.end), after)
        )
        if cited is not None:  # "[Lee, Wu & Ng, Title, 2017](url)": the names and year are not the title's
            lead_authors, title = cited[0], cited[1]
            tags = _merge_tags(tags, Tag(cited[2], None, None))
        elif joined is not None:
            title, after = joined
        else:
            title, venue = _split_trailing_venue(title)  # "[Title NSDI'23](url)": the venue is not the title's
            after = f"{venue} | {after}" if venue else after
        head = _Head(_clean(f"{system_lead}: {title}" if system_lead else title), tags, None, links, True, after)
        head.kind_says_paper = kind is not None and _PAPER_KIND.match(kind.group()) is not None
        tail = lead_after_link(_before_links(line, link.end)) if joined is None else None
        if lead_authors:
            head.authors = lead_authors
        elif _names_authors(before) and not _only_decoration(before):
            head.authors = _split_names(before.strip(" .,:"))
        elif (named := _year_then_names(_before_links(line, link.end))) and named[0] == 0:
            _, year, head.authors = named  # "[Title](url) (2017), J. Dai et al."
            head.tag, head.after = _merge_tags(tags, Tag(year, None, None)), text[_links_start(line, link.end) :]
        elif tail is not None:  # "[Title](url), Lee AB & Wu C, 2010, Nat Rev Neurosci"
            head.authors, head.after = _split_names(tail.names), text[_links_start(line, link.end) :]
            head.tag = _merge_tags(tags, _cited_journal(tail))
        elif "(" in after[:3] or "（" in after[:3]:
            _read_key_after_link(head, after)
        elif names_end := authors_end(after.lstrip(" .,:;-–—")):  # "[Title](url). Lee J, Wu B. Bar Q Rev. 2020."
            names = after.lstrip(" .,:;-–—")
            head.authors, head.after = _split_names(names[:names_end].rstrip(" .:")), names[names_end:]
        return head
    return None


def _name_before_link(before: str, label: str) -> str | None:
    """The one capitalised word a colon closes before a link whose text is as long as a title: a system's name
    before its paper's title (``Ray: [A Distributed Framework ...](url)``), or an author's (``Siegel: [The contents
    of perception](url)``); either way the title is read whole, the name with it, as the line writes it. A short
    link text is no title (``Slides: [Through 9/30](url)``), nor is a name of two words a system's, nor a link's
    label (``**Paper:** [Title](url)``)."""
    written = before.strip()
    name = written[:-1]
    if written[-1:] != ":" or len(label.split()) < MIN_TITLE_LIKE_WORDS:
        return None
    return name if _SURNAME.fullmatch(name) and " " not in name and not _is_label(name) else None


def _surnames_before_link(before: str) -> tuple[str, ...] | None:
    """The surnames a comma closes before a linked title (``Burge, [Title](url)``, ``Tippett & DeVries,
    [Title](url)``), as a syllabus cites a reading by its author alone: the link's text is the title, whatever its
    length. A colon closes them only after two names or more: one word and a colon is as often a system's name
    (``Ray: [A Distributed Framework ...](url)``), a topic's or a page's (``Next: [Actions](url)``). None when the
    text before the link is no such names; whole names (``Ramsey, Frank:``) are read as names elsewhere."""
    written = before.strip()
    lead = written[:-1]
    if written[-1:] not in (",", ":") or _names_authors(lead) or _is_label(lead):
        return None
    surnames = _surnames(lead)
    return surnames if surnames and (written[-1] == "," or len(surnames) > 1) else None


_MAX_TAG_WORDS = 4  # "[ICML 2023 Oral]"; a bracket of more words is part of the title
# A person's name written again in another form after it, in parentheses: the name in its own script's order
# ("WONG, Meng Weng (HUANG Mingrong)"), a maiden name ("(née Lund)"): one to three capitalised words, no digit.
_NAME_IN_OTHER_FORM = re.compile(r"\s*\((?:née\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}\)")


def _tagged_link_text(title: str, tags: Tag) -> tuple[str, Tag]:
    """The title of a link's text that a bracketed tag opens (``[Survey] Title``, ``[ICML 2023] Title``), and the
    tag's year and venue (``_tag``): the tag is a nickname or a venue stamped on the title, as before a link, never
    the title's words. A tag of many words is no tag, and nor is a bracket that closes the text."""
    close = _matching_bracket(title, 0)
    if close < 0:
        return title, tags
    inside, rest = title[1:close], title[close + 1 :].strip()
    if len(inside.split()) > _MAX_TAG_WORDS or _letters(rest) < 2:
        return title, tags
    return rest, _merge_tags(tags, _tag(inside))


def _kind_tagged_title(title: str, tags: Tag) -> tuple[str, Tag]:
    """The title of a link's text that a kind tag opens (``review: Title, 1997``), with the year after its last
    comma read as the year; the title's own commas stay ("Masses, radii, and the equation of state")."""
    dated = _COMMA_YEAR.search(title)
    if dated is None:
        return title, tags
    return title[: dated.start()], _merge_tags(tags, Tag(int(dated.group(1)), None, None))


def _read_key_after_link(head: _Head, after: str) -> None:
    """The authors, year and venue of a parenthesised key after a linked title (``[Title](url)（Qu et al., 2021,
    ACL, **RocketQA**）``, ``(2017)``): the surnames as the author list, "et al." dropped."""
    key = key_after_link(after)
    if key is None:
        return
    if key.names:
        head.authors = _surnames(key.names) or _split_names(key.names)
    head.tag = _merge_tags(head.tag, _cited_journal(key))


def _key_over_title(label: str, after: str) -> tuple[tuple[str, ...], str, str, int | None] | None:
    """(the authors, the title, the rest, the key's year) when a link's text is an author key and the title follows
    the link, as review and journal-club lists cite: ``[Moss et al.](url) Title``, ``[Moss and Quinn](url) Title.
    Venue``, ``[Moss.](url) Title``, ``[Moss et al 2019](url) Title``. A lone surname counts only closed by its full
    stop or its year, as a citation writes it: a single capitalised word in a link is as often a system's name
    ("[Ray](url) scales ...")."""
    key = label.strip()
    dated = _KEY_CLOSING_YEAR.search(key) if key[-1:].isdigit() or key[-2:-1].isdigit() else None
    year = int(dated.group(1)) if dated else None
    key = key[: dated.start()] if dated else key
    if not (dated or key.endswith(".") or _ET_AL.search(key) or _KEY_JOINS.search(key)):
        return None
    authors = _surnames(key)
    text = after.lstrip(_SPACE_LIKE)
    if not authors or not text[:1].isupper() and text[:1] not in '"“':
        return None
    noted = text.find(" [")  # "Title [blame Ana]": a note in brackets after the title, who presents it
    stop = _venue_stop(text[:noted] if noted > 0 else text)
    end, rest = (stop.start(), stop.end()) if stop else (noted, noted) if noted > 0 else (len(text), len(text))
    title = _clean(text[:end])
    if len(title.split()) < MIN_TITLE_LIKE_WORDS:
        return None
    return authors, title, text[rest:], year


def _citation_in_link_text(line: Line, link: LinkSpan) -> tuple[tuple[str, ...], str, int] | None:
    """(authors, title, year) of a link's text that cites a paper by names, title and year set off by commas
    (``[Lee, Wu & Ng, Title, 2017](url)``, ``[Ana B. Lee, *Title*, 2015](url)``): the title is the part that is
    neither names nor year, the italic part where there is one. Names that read as a title's words ("Deep
    Learning, Fast and Slow, 2014") are none, and a plain title must be three words or more."""
    label = line.text[link.start : link.end]
    italic = next(((a, b) for a, b in line.emphasis if link.start < a < b <= link.end), None)
    cited = names_title_year(label, (italic[0] - link.start, italic[1] - link.start) if italic else None)
    if cited is None or not _names_or_key(cited.names):
        return None
    authors = _surnames(cited.names) or _split_names(cited.names)
    title = _clean(label[cited.title_start : cited.title_end])
    if any(_title_worded(name) for name in authors) or italic is None and len(title.split()) < MIN_TITLE_LIKE_WORDS:
        return None
    return authors, title, cited.year


def _cited_journal(lead: Lead) -> Tag:
    """The year and journal a lead cites a linked title with, the journal as written ("Nat Rev Neurosci"), its
    acronym the venue table's for the name in any of its forms ("Proc Natl Acad Sci U S A" is PNAS's)."""
    if lead.venue is None:
        return Tag(lead.year, None, None)
    named = venue_for_name(lead.venue) if venue_for_acronym(lead.venue) is None else None
    return Tag(lead.year, lead.venue, named.acronym if named is not None else canonical_acronym(lead.venue))


def _unquoted(label: str) -> str:
    """A link's text without the double quotes a citation style sets its title in (``["Title,"](url)``)."""
    found = _DOUBLE_QUOTED_WHOLE.fullmatch(label)
    return found.group(1) if found else label


def _is_address(text: str) -> bool:
    """A web address as a link's own text: a URL, or a site's bare host name ("redfernelectronics.co.uk/crumble")."""
    return text.lstrip().startswith(("http://", "https://", "www.")) or _HOST_NAME.fullmatch(text.strip()) is not None


# A site's host name written bare, in lower case, as a link's text: "microbit.org", "shop.example.co.uk/kits".
_HOST_NAME = re.compile(r"[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,6}(?:/\S*)?")


def _links_start(line: Line, position: int) -> int:
    """Where the first link after position begins, with its own brackets; the line's end when none follows."""
    text = line.text
    first = min((link.start for link in line.links if link.start >= position), default=None)  # the nearest label
    end = len(text) if first is None else _label_start(text, first)
    bracket = text.find("[", position, end)
    return end if bracket < 0 else bracket


def _before_links(line: Line, position: int) -> str:
    return line.text[position : _links_start(line, position)]


def _title_going_on(title: str, unlinked: str, after: str) -> tuple[str, str] | None:
    """(the whole title, the rest) when a linked or bold title's words go on after it, joined by a lower-case word
    and in title case (``[Learning to Rank](url) on Graphs with Sparse Kernels. NeurIPS 2020.``, ``**Scaling Laws**
    for Neural Language Models``), up to a full stop, bracket, comma or the next link; None when what follows is a
    note ("on arXiv", "for details"), a venue or a year. ``unlinked`` is the text up to the next link, ``after``
    all of it."""
    found = _TITLE_GOES_ON.match(unlinked)
    if found is None or _venue_or_year_part(found.group("rest")) or _tag_in_text(found.group("rest")).venue:
        return None
    return f"{title}{found.group()}", after[found.end() :]


def _title_after_bold_names(
    line: Line, position: int, bold: tuple[int, int], tags: Tag, links: list[FoundLink]
) -> _Head | None:
    """The title in plain text after the line's opening bold when the bold is its author, as lists that bold who
    wrote a work write it (``**J.B. Lee** Title of the work. [pdf](url)``): the bold names each open with an
    initial (``_plainly_authors``), so no title could be them, and a link goes to the paper; the title runs to its
    full stop or the links."""
    start, end = bold
    text = line.text
    if text[position:start].strip(" *_") or not _plainly_authors(text[start:end]):
        return None
    if not any(_is_paper_link(link) for link in links):
        return None  # "**J.P. Morgan** Guide to big data jobs <url>": a firm's page, whose bold reads as names too
    unlinked = _before_links(line, end)
    title, _, rest = unlinked.strip(" ,:;-–").partition(". ")
    title = _clean(title)
    if len(title.split()) < MIN_TITLE_LIKE_WORDS or not title[:1].isupper() or _YEAR.search(title):
        return None
    after = f"{rest} | {text[end + len(unlinked) :]}"
    return _Head(title, tags, None, links, False, after, _split_names(text[start:end].strip(" ,:;*_")))


def _subtitle_after_bold(title: str, after: str) -> tuple[str, str] | None:
    """(the whole title, the rest) when a citation's authors stand before a bold main title and its subtitle follows
    the bold after the colon, up to the full stop (``J. Lee. **Main Title**: A Subtitle. Venue, 1992``), as a
    bibliography that bolds titles sets only the part before the colon; a note after the colon opens in lower case
    or runs on past a sentence (the authors before the bold say the line is a citation, no annotated title)."""
    if not after.startswith(":"):
        return None
    subtitle, stop, rest = after[1:].strip().partition(". ")
    subtitle = subtitle.rstrip(" .")
    if not subtitle[:1].isupper() or len(subtitle.split()) < 2 or _letters(subtitle) < _MIN_TITLE_LETTERS:
        return None
    return f"{title.rstrip(' :')}: {subtitle}", rest


def _joined_name(label: str, after: str) -> tuple[str, str] | None:
    """``[Megatron-LM](url): Training ...`` names the system in the link and the title after it: joined back."""
    stripped = after.lstrip()
    name = label.strip().rstrip(":").strip()
    if len(name.split()) > _MAX_TITLE_WORDS_FOR_NAME:
        return None
    if label.strip().endswith(":"):
        rest = stripped
    elif stripped.startswith(":"):
        rest = stripped[1:]
    else:
        return None
    title, _, remainder = rest.partition(" | ")
    if _letters(title) < _MIN_TITLE_LETTERS:
        return None
    return f"{name}: {title.strip()}", remainder


def _plain_title(line: Line, position: int, tags: Tag, links: list[FoundLink]) -> _Head | None:
    """The title as plain text: from after the tags up to the first link or "|", without a list of authors before
    it ("A. Smith, B. Lee, Title, Venue, 1996") or a venue and year after it."""
    text = line.text
    end = len(text)
    for link in line.links:
        if link.start >= position:
            end = min(end, _label_start(text, link.start))
            break
    bracket = text.find("[", position, end)
    if bracket >= 0:
        end = bracket  # "[PDF] [Slides]" after a plain title: the links start there
    title, bar, after = text[position:end].partition(" | ")
    after = bar + after + text[end:]  # the bar kept: it sets the fields after the title apart
    title_text = title
    opening = _opening_italic_title(line, position, title)
    if opening is not None:  # "*Title*, A. Lee et al., ApJ 861, 2018": the italics are the title, the rest its fields
        title, rest = title[:opening], title[opening:].lstrip(" .,-–—|，:;")
        fields = _fields_to_the_end(rest)
        authors = next((names for _, names in fields or () if names), ())
        if fields is None:  # "J. Farnes, Astronomy and Astrophysics 620, A92": the names, then the journal's fields
            authors, rest = _leading_authors(rest)
        return _Head(_clean(title), tags, None, links, False, f"{rest} | {after}", authors)
    # Names that open the text, as Vancouver's and Nature's end at their last initial, leave an italic part after
    # the title to the venue ("Lee J, Wu B. Title. *Bar Q Rev*. 2020;12:45"): no italic authors there.
    named = _year_then_names(title)
    italic = None if named or authors_end(title) else _italic_authors(line, position, position + len(title))
    marked = _italic_title_after_names(line, position, position + len(title)) if italic is None else None
    venue_at = _italic_venue_after_comma(line, position, title) if line.emphasis else None
    before_venue = _leading_authors(title[:venue_at].rstrip(" ,")) if venue_at is not None else None
    if before_venue is not None and (not before_venue[0] or _names_only(*before_venue)):
        venue_at = before_venue = None  # "A. Lee and B. Wu, *WWW* (2014)", names and no title: a details line
    plain = italic is None and named is None and marked is None and venue_at is None
    cited = (_citation(title) or _author_date(title)) if plain else None
    if marked is not None and named is None:  # "A. Lee, *Title*, Venue, vol. 12, 2019": the italic part is the title
        authors, title, rest = marked
        after = rest + " | " + after
    elif named is not None:  # "Title (2017), J. Dai et al.": the year ends the title, the names after it its authors
        start, named_year, authors = named
        title = title[:start]
        tags = _merge_tags(tags, Tag(named_year, None, None))
    elif italic is not None:  # "Title. _A. Lee et al._ arXiv 2023": the italic names end the title
        authors, title, rest = italic
        after = rest + " | " + after
        tags = _merge_tags(tags, _cited_venue(rest))
    elif cited is not None:
        authors, title, rest, year = cited
        # APA's order, the names first: never names found after the title ("Title. by A. Lee. *Venue*"); a name its
        # marks were read off ("Roesler*, E.") is not found as written, and stands before the title all the same
        if authors and title_text.find(authors[0]) < title_text.find(title):
            title, rest = _title_up_to_italic_venue(line, position, title_text, title) or (title, rest)
        after = rest + " | " + after
        tags = _merge_tags(tags, Tag(year, None, None))
    elif (dated := _names_year_title(title)) is not None:  # "Black, F., and M. Scholes, 1973, Title, Journal 81"
        authors, year, title, rest = dated
        after = rest + " | " + after
        tags = _merge_tags(tags, Tag(year, None, None))
    elif (credited := _credited_names(line, position, title)) is not None:  # "Title by **A. Lee** (1994)"
        authors, title, rest = credited
        after = rest + " | " + after
    elif _by_line_authors(after)[0]:  # "Prefix: Rest [[paper]](url) by A. Lee": the note names the authors
        authors = ()
    else:
        authors, title = _leading_authors(title) if before_venue is None else before_venue
        if venue_at is not None:  # "A. Lee, Title, *Venue* **12** (2003)": the italics end the title
            after = text[position + venue_at : position + len(title_text)] + " | " + after
            tags = _merge_tags(tags, _italic_venue(line, position + venue_at))
        excerpt = _EXCERPTED_FROM.search(title) if "xcerpt" in title else None
        fielded = None if authors or excerpt else _title_then_fields(title)
        journal_at = _journal_after_comma(title) if authors else None
        title_end = _title_stop(title) if authors and journal_at is None else None
        if excerpt is not None:  # "Title. Excerpted from Book (Lee 2013)": the book is where the part appeared
            title, after = title[: excerpt.start()], title[excerpt.end() :] + " | " + after
            tags = _merge_tags(tags, Tag(None, excerpt.group("book"), None))
        elif fielded is not None:  # "Title — A. Lee et al. — ICML", "Title. KDD": the fields after a title
            title, authors, rest = fielded
            after = rest + " | " + after
        elif journal_at is not None:  # "A. Lee, B. Wu, Title, Phys. Rev. Lett. 103, 1 (2009)"
            title, after = title[:journal_at].rstrip(" ,"), title[journal_at:] + " | " + after
        elif title_end is not None:  # "Authors: Title. Venue, Year": the title ends at its full stop
            title, after = title[: title_end.start()], title[title_end.end() :] + " | " + after
    colon = colon_title_end(title) if ": " in title else None
    if colon is not None:  # "Names, 2007, Title: Hydrogeology Journal, v. 15": the USGS sets its venue off by a colon
        title, after = title[:colon], title[colon + 1 :] + " | " + after
    title, tags = _dated_title(title, tags)
    annotated = _without_affiliation(title)
    title = _drop_annotation(annotated, line, position)
    if tags.year is None and len(title) < len(annotated):  # "Title (**Name'2508**)": the annotation's date
        tags = _merge_tags(tags, _annotation_date(annotated[len(title) :]))
    title, venue_after = _venue_before_year(*_split_trailing_venue(title), after)
    if venue_after:
        after = venue_after + " | " + after
    title = _clean(title)
    if _letters(title) < 1 or tags.year is None and (_letters(title) < _MIN_TITLE_LETTERS or len(title.split()) < 2):
        return None  # an untagged plain title must read like one; a tag says the line is an entry
    return _Head(title, tags, None, links, False, after, authors)


def _opening_italic_title(line: Line, position: int, title: str) -> int | None:
    """Where a title set in italics at the start of a plain citation ends, when more follows it (``*Title*, A. Lee
    et al., ApJ 861, 2018``, ``*Title* 2017-12 D. F. Lee, Open Astron.``), as pages that set each paper's title in
    italics over its authors and journal write it: the italics bound the title, whatever the fields after them
    read as. Not italics that name a venue or people."""
    span = next(((start, end) for start, end in line.emphasis if start >= position), None)
    if span is None or line.text[position : span[0]].strip(' "“') or span[1] - position >= len(title):
        return None
    if "*" in line.text[span[1] :]:
        return None  # "**Hybrid A* Implementation**": a title's own star paired with the bold's, a stray one left
    italic = line.text[span[0] : span[1]]
    if not _title_like(italic) or _reads_as_venue(italic) or _names_authors(italic):
        return None
    return span[1] - position


def _title_then_fields(text: str) -> tuple[str, tuple[str, ...], str] | None:
    """(title, authors, the rest) when a plain title is followed by nothing but fields, each set off by a separator
    (``Title — A. Lee et al. — 2018``, ``Title, Ana Lee and Bo Wu, Journal of Ecology``, ``Title. KDD``,
    ``Title - by Ana Lee - ICML'19``): the title ends at the first separator after which every part reads as an author
    list, a venue or a year, each at most once, so no title is cut at a comma or dash of its own ("Serializable,
    Low-latency, Geo-replicated Transactions") unless all that follows it is fields. A title that opens with names or
    a label is an authors-first citation's or a field line's, read elsewhere."""
    if _FIELD_BREAK.search(text) is None or _AUTHORS_LABEL.match(text) or _SURNAME_INITIAL_OPENING.match(text):
        return None  # no separator, a field's label, or names surname first ("Lee, A, Wu, B. Title. Venue")
    for cut in _FIELD_BREAK.finditer(text):
        title = text[: cut.start()]
        if not cut.group().strip():
            continue  # "Title - Moss (2021)": a year in brackets ends a field after the title, never the title
        if len(title.split()) < 2 or _letters(title) < _MIN_TITLE_LETTERS or title.count("(") > title.count(")"):
            continue
        if _names_authors(title) or _reads_as_venue(title) or _names_colon(title):
            return None  # names or a venue, no title, open the text
        if _holds_a_dated_venue(title) and not _closed_by_dated_tag(title):
            return None  # a venue ("ACM SIGCOMM '93 Symposium, August 1993"), no title, opens the text
        fields = _fields_to_the_end(text[cut.end() :])
        if fields is not None:
            authors = next((names for _, names in fields if names), ())
            return title, authors, ", ".join(part for part, names in fields if not names)
        names = _names_after_dated_tag(title, cut.group(), text[cut.end() :])
        if names:
            return title, names, ""
    return None


def _names_after_dated_tag(title: str, cut: str, rest: str) -> tuple[str, ...]:
    """The authors closing a citation after the title's parenthesised venue and year and a comma (``Title (CVPR
    2018), Ana Lee``, ``Title (Arxiv 2014), Lee, Wu``): the tag ends the title and the venue's field, so the names
    after it are the authors' however few, where elsewhere one name or bare surnames may be a publisher's."""
    if "," not in cut or not _closed_by_dated_tag(title):
        return ()
    names = rest.strip().rstrip(" .")
    words = [word.strip(".,") for word in names.split()]
    if not words or any(len(word) > 1 and word.isupper() for word in words) or _is_label(names):
        return ()
    return _surnames(names) if _names_authors(names) and _tag_in_text(names).venue is None else ()


_FIELD_OPENERS = " .,;:|-–—"


def _authors_in_fields(after: str) -> tuple[tuple[str, ...], str] | None:
    """(the authors, the rest) when the text after a title told apart (a link's, an italic one's) is nothing but
    fields up to its links, one of them an author list (``— A. Lee and B. Wu — Physical Review E — 2023``,
    ``, Ana Lee et al., PLOS ONE (2000)``): the names leave the text, so that none is read as its venue."""
    if after[:1] not in _FIELD_OPENERS:
        return None  # no separator opens the text (a quick look: most notes open otherwise)
    opened = after.lstrip(_FIELD_OPENERS)
    links = _LINKS_OPEN.search(opened)
    written, tail = (opened[: links.start()], opened[links.start() :]) if links else (opened, "")
    if "," in written:
        written = _GLUED_COMMA.sub(", ", written)  # "Ana Lee, Bo Wu.,OSDI 2018": fields a comma alone sets apart
    if len(opened) == len(after) or not written.strip() or _FIELD_BREAK.search(written) is None:
        return None  # no separator opens the text, or a single field, which the rules for a tail read
    fields = _fields_to_the_end(written)
    names = next((names for _, names in fields if names), ()) if fields else ()
    if fields is None or not names:
        return None
    # a year the names' field closes on ("Ana Lee and Bo Wu (2003)") stays in the rest, to be read as the year
    kept = [part if not named else year.group() if (year := _YEAR.search(part)) else "" for part, named in fields]
    return names, ", ".join(part for part in kept if part) + " | " + tail


def _names_colon(text: str) -> bool:
    """Text that opens with an author list closed by a colon ("A. Lee, Bo Wu, Mei Ng: Title"), most of it names."""
    colon = text.find(": ")
    return colon > 0 and "," in text[:colon] and bool(_names_after_title(text[:colon])[0])


# A parenthesised venue and year closing a title, as lists that cite "Title (CVPR 2018), Lee et al." tag it: the
# acronym and the year with or without a space, the year in two digits or four ("(CVPR18)", "(TIP2017)").
_CLOSING_DATED_TAG = re.compile(r"\S\s*\(\s*[A-Za-z][\w&.-]*\s*'?\s*(?:(?:19|20)?\d\d)\s*\)\s*$")


def _closed_by_dated_tag(text: str) -> bool:
    """A title closed by its venue and year in parentheses (``_CLOSING_DATED_TAG``), with a title's words before
    them: the dated venue is the title's tag, and what follows it may be the citation's fields."""
    found = _CLOSING_DATED_TAG.search(text) if text.endswith(")") else None
    if found is None:
        return False
    title = text[: found.start() + 1]
    tag = text[found.start() + 1 :]
    return len(title.split()) >= 2 and _holds_a_dated_venue(tag) and not _holds_a_dated_venue(title)


def _holds_a_dated_venue(text: str) -> bool:
    """Text that holds a known venue with its year ("ACM SIGCOMM '93 Symposium"): a venue line's, not a title."""
    if not any(char.isdigit() for char in text):
        return False
    tag = _tag_in_text(text)
    return tag.year is not None and venue_for_acronym(tag.venue) is not None


def _fields_to_the_end(text: str) -> list[tuple[str, tuple[str, ...]]] | None:
    """The text's fields (each with its names when it is an author list), when it is all fields set off by
    separators, one author list, one venue and one year at most; None otherwise. Each field is the longest run up to
    a separator that reads as one ("A. Lee, B. Wu and C. Kim" whole). One full name alone is an author list only
    beside a year or a venue the table knows ("Title, Ana Lee, Kryometrics Review" may be a title's own words; "...
    machine learning. I. Methods" too)."""
    breaks = list(_FIELD_BREAK.finditer(text))
    ends = [found.start() for found in breaks] + [len(text.rstrip(" .,;"))]
    resumes = {found.start(): found.end() for found in breaks}
    named = _initialled_names_stop(text) if "." in text else None
    if named is not None:  # "by Lee AB, Van Wu C. IEEE Transactions on Foo": the last initial's stop ends a field
        ends, resumes[named[0]] = sorted({*ends, named[0]}), named[1]
    fields: list[tuple[str, tuple[str, ...]]] = []
    kinds: list[str] = []
    start = 0
    while start < ends[-1]:
        read = next(
            (
                (end, found)
                for end in reversed(ends)
                if end > start and (found := _field_kinds(text[start:end].strip(" *_"))) is not None
            ),
            None,
        )
        if read is None:
            return None
        end, (field_kinds, names) = read
        fields.append((text[start:end].strip(" *_"), names))
        kinds += field_kinds
        start = resumes.get(end, end)
    if len(set(kinds)) < len(kinds) or not fields:
        return None
    lone = next((part for part, names in fields if len(names) == 1), None)
    if lone is None or _ET_AL.search(lone) or _credit(lone) is not None:
        return fields
    known = any(not names and venue_for_acronym(parse_tag(part).venue_acronym) for part, names in fields)
    return fields if "year" in kinds or known else None


def _initialled_names_stop(text: str) -> tuple[int, int] | None:
    """(where the stop is, where the next field opens) when the text opens with an author list, after "by" or not,
    that closes on its last undotted initial as Vancouver writes it (``by Lee AB, Van Wu C. IEEE Transactions``):
    the stop after that initial sets the names apart, though no word of two letters closes them."""
    credit = _BY.match(text)
    offset = credit.end() if credit is not None else 0
    initialled = authors_end(text[offset:])
    if not initialled:
        return None
    return offset + len(text[offset : offset + initialled].rstrip()) - 1, offset + initialled


def _field_kinds(text: str) -> tuple[list[str], tuple[str, ...]] | None:
    """What one field after a title holds ("year", "venue", both, or "authors") and its names; None for no field."""
    if not text:
        return None
    bare = text.strip(" .,;:()[]")
    if _YEAR.fullmatch(_MONTH_BEFORE_YEAR.sub("", bare)):  # "2019", "(2019)", "August 1993"
        return ["year"], ()
    inner = [found.end() for found in _FIELD_BREAK.finditer(text)]
    if not inner and _reads_as_venue(bare):
        return (["venue", "year"] if _YEAR.search(bare) or "'" in bare else ["venue"]), ()
    if inner and _reads_as_venue(text[inner[-1] :]):
        return None  # "Lee, A., & Wu, B., Physical Review E": the names, then the venue as a field of its own
    names = _field_authors(text)
    return (["authors"], names) if names else None


def _field_authors(part: str) -> tuple[str, ...]:
    """The names of a field that is an author list: names "by" credits, names a citation gives ("A. Lee and B. Wu",
    "Ana Lee et al.", "Lee, A., & Wu, B."), or people's full names, none shaped like a title's words."""
    credited = _credit(part)
    if credited is not None:
        return () if credited[1].strip(" .,;*_") else credited[0]  # "by Ana Lee, 2001": the names, then a field
    if _plainly_authors(part):
        return _authors_part(part)[0] or _split_names(part.strip(" ,.;:"))
    names = _authors_part(part)[0]
    if names and _ENDS_WITH_ET_AL.search(part.strip(" ,;*_")):
        return names  # "Radford et al.": a key's surname
    people = all(_written_as_a_person(name) and not _title_worded(name) and not _reads_as_venue(name) for name in names)
    return names if names and people else ()


def _credited_names(line: Line, position: int, text: str) -> tuple[tuple[str, ...], str, str] | None:
    """(authors, title, the rest) when a plain title closes with "by" and its authors ("Title by **A. Lee and B.
    Wu** (1994)", "Title, by A. Lee et al., 1994"), as personal lists credit a work. Names set in bold or italics
    are the authors as marked; unmarked ones only with an initial or "et al.", which a title's own words never hold
    ("Optimization by Simulated Annealing", "... by Joint Reconstruction and Half-to-Half Prediction")."""
    if "by " not in text.lower():
        return None  # a quick look before the pattern: most titles credit no one
    credits = [found for found in _BY.finditer(text) if found.start() > 0]
    if not credits or len(text[: credits[-1].start()].split()) < MIN_TITLE_LIKE_WORDS:
        return None
    start = credits[-1].start()
    credited = _credit(text[start:])
    if credited is None:
        return None
    names = text[credits[-1].end() :]
    marked = any(begin == position + credits[-1].end() for begin, _ in (*line.strong, *line.emphasis))
    if not (marked or _ET_AL.search(names) or _OPENS_WITH_INITIAL.search(names)):
        return None
    return credited[0], text[:start], credited[1]


def _credit(text: str) -> tuple[tuple[str, ...], str] | None:
    """(the authors, the text after them) when the text opens by crediting names with "by" (``_BY``): all
    of its run up to a parenthesis or a year when each part is a person's name ("by Ana Lee, Bo Wu and Mei Ng
    (2016?)"), else its first part ("by Ana Lee, Stanford University"); None when that names no one."""
    by = _BY.match(text)
    if by is None:
        return None
    run = _CREDITED_RUN.match(text, by.end())
    written = text[by.end() : run.end() if run else by.end()]
    initialled = authors_end(written) if "." in written else 0
    stop = _NAMES_STOP.search(written) if "." in written and not initialled else None
    if initialled:  # "by Lee AB, Wu C. AAMAS, 2012": Vancouver's names end on their last initial, which no stop of
        written = written[:initialled]  # a word of their own closes
    written = written[: stop.start()] if stop else written  # "by Ana Lee and Bo Wu. PLDI. 2003": the names end there
    dated = _TRAILING_YEAR.search(written)
    names = (written[: dated.start()] if dated else written).rstrip(" ,.*_")
    people = _split_names(names)
    if not (people and all(_is_name(name) for name in people) and _names_authors(names)):
        names = names.split(",", 1)[0].rstrip(" .*_")
        if not _names_authors(names):
            return None
        people = _split_names(names)
    return people, text[by.end() + len(names) :]


def _italic_title_after_names(line: Line, start: int, end: int) -> tuple[tuple[str, ...], str, str] | None:
    """(authors, title, the rest) when the text opens with an author list and an italic title follows it, set off
    by a comma, colon or full stop (``A. Lee, *Title*, Venue, vol. 12, 2019``) or by the italics alone (``A. Lee,
    B. Wu *Title*, Venue``): the italics end the names, however few, so a lone author's title in title case is never
    read as a second name."""
    text = line.text
    span = next(((a, b) for a, b in line.emphasis if start < a < end), None)
    if span is None or len(text[span[0] : span[1]].split()) < MIN_TITLE_LIKE_WORDS:
        return None
    before, italic = text[start : span[0]].rstrip(' “"'), text[span[0] : span[1]]
    if not before or not _names_authors(before):
        return None
    if len(_split_names(italic)) > 1 and _names_authors(italic):
        return None  # "A. Lee, *B. Wu, C. Ng*": italic names, no title
    names = _split_names(before.strip(" ,:."))
    if _title_closes_names(names) and _numbered_journal(text[span[0] : end]):
        return None  # "C. S. Lee, Reciprocity Laws, *Asia Pac. Math. Newsl.* **4**": the italics are the venue
    return names, italic, text[span[1] : end]


def _names_only(authors: tuple[str, ...], rest: str) -> bool:
    """The text after the leading authors is one more name written as they are ("A. Lee, B. Wu, C. Ng and D. Xu"),
    not a title in title case after initials-first names ("C. S. Lee, Reciprocity Laws")."""
    return _names_authors(rest) and not _title_closes_names([*authors, rest])


def _title_closes_names(names: Sequence[str]) -> bool:
    """Names written initials first ("C. S. Lee") whose last part holds no initial ("Classical Reciprocity Laws"),
    or opens with an article ("The Riemann Hypothesis"): that part may be the title in title case, as a style
    writes every name alike and no name opens with "The"."""
    if len(names) < 2 or _OPENS_WITH_INITIAL.match(names[0]) is None:
        return False
    last = names[-1]
    return last.split()[0].casefold() in _ARTICLES or "." not in last


def _italic_authors(
    line: Line, start: int, end: int, *, marked_title: bool = False
) -> tuple[tuple[str, ...], str, str] | None:
    """(authors, title, the rest) when an italic author list follows the title: ``Title. _Wei Dai et al._ ICALT
    2023``, ``Title. *Qin et al.* arXiv 2023``, as lists that cite a paper after its title write it; the italics may
    close on the venue (``Title, *Ana Lee et al, MICCAI.*``, ``Title - *A. Lee, B. Wu, Nature Medicine*``), which
    the rest then opens with. A date in parentheses closing the title (``Title (2016), *Names, Venue*``) is the
    title's, no citation's head. After a title its own marks set apart (``marked_title``: ``**Title**. ACL 2019.
    _Lee, Ana and Wu, Bo_.``) the venue and year may stand before the names: the italics there are no title."""
    text = line.text
    for span_start, span_end in line.emphasis:
        if not start < span_start < end:
            continue
        before = text[start:span_start].rstrip()
        if before[-1:] not in _TAIL_SEPARATORS or _names_authors(before):
            continue  # "A. Lee, B. Wu. *ACM Computing Surveys*, 2022": a citation's head
        if not marked_title and _YEAR.search(_DATED_CLOSE.sub("", before)):
            continue  # "Lee, A. 1996. *Title*": an author-date citation's head, its title in italics
        if _numbered_journal(text[span_start:end]):
            continue  # "Title. *Tessellomics Lett.* 80, 898 (2013)": a journal's abbreviated name, its volume after
        dated = _ITALIC_CLOSING_YEAR.search(text, span_start, span_end)
        italic = text[span_start : dated.start() if dated is not None else span_end]
        rest = f"{dated.group(1)} {text[span_end:end]}" if dated is not None else text[span_end:end]
        tail = _names_closed_by_venue(italic)
        if tail is not None:
            names, venue = tail
            return names, before.rstrip(" .,-–—，:;"), f"in {venue} | {rest}"
        names = _italic_names(italic) if _tag_in_text(italic).venue is None else ()
        if names:
            return names, before.rstrip(" .,-–—，:;"), rest
    return None


# The year an italic citation tail closes on, after its names (``_Nguyen, Taesiri, Nguyen 2022._``, ``_Rudin et al
# 2021_``): the paper's year, no part of a name.
_ITALIC_CLOSING_YEAR = re.compile(r"[\s,]+((?:19|20)\d\d)[a-z]?[\s.]*$")


def _names_closed_by_venue(text: str) -> tuple[tuple[str, ...], str] | None:
    """(names, venue) when the text is an author list closed by its venue, as title-first lists set a citation's
    tail in italics or parentheses (``Jianxu Chen et al, NIPS``, ``Kamnitsas et al., Medical Image Analysis``,
    ``A. Lee, B. Wu, IEEE TMI``). "et al." ends the names wherever it stands; without it the venue is the last
    part after a comma and must be one the table knows, so that a last name is never taken for a venue. The names
    read as people's: several, or one before "et al.", or one person alone (``_one_person``)."""
    written = text.strip(" .*_")
    etal = _ET_AL.search(written)
    if etal is not None:
        names_text, venue = written[: etal.end()], written[etal.end() :].strip(" .,;，")
    else:
        names_text, _, venue = written.replace("，", ",").rpartition(",")
        venue = venue.strip()
        if not names_text or venue_for_acronym(_tag_in_text(f"in {venue}").venue) is None:
            return None
    if not venue or len(venue.split()) > _MAX_TAIL_VENUE_WORDS or not venue[:1].isupper() or _YEAR.fullmatch(venue):
        return None
    names = _italic_names(names_text.strip(" ,"))
    one = len(names) == 1 and etal is None
    if not names or one and not _one_person(names_text.strip(" ,")):
        return None
    return names, venue


def _numbered_journal(text: str) -> bool:
    """Whether the text opens with a journal's name and its volume number ("*Psychiatry Lett.* 61, 512")."""
    journal = journal_in_citation(text)
    return journal is not None and journal.numbered and not text[: journal.start].strip(" *_")


def _names_year_title(text: str) -> tuple[tuple[str, ...], int, str, str] | None:
    """(authors, year, title, the rest) of the author-date style that finance and economics journals print with
    commas alone: "Fama, Eugene F., and Kenneth R. French, 1993, Title, Journal of Financial Economics 33, 3-56."
    The year between commas closes the names; the title runs to the journal, read by its place."""
    found = _YEAR_BETWEEN_COMMAS.search(text)
    if found is None or not _names_authors(text[: found.start()]):
        return None
    names = _split_names(text[: found.start()])
    after_year = text[found.end() :]
    journal = journal_in_citation(after_year)
    if journal is None or not after_year[: journal.start].rstrip().endswith(","):
        return None
    title = after_year[: journal.start].rstrip(" ,*_")
    return names, int(found.group(1)), title, after_year[journal.start :]


def _written_as_a_person(name: str) -> bool:
    """A name written given names first: two to four words as people's are, the first a capital's ("npj Ocean
    Sustainability" is a journal: a name opens in lower case only with a particle)."""
    words = [word for word in name.replace("-", " ").split() if word not in _NAME_PARTICLES]  # "van der Berg"
    return 2 <= len(words) <= 4 and words[0][:1].isupper() and all(_PERSON_WORD.match(word) for word in words)


def _typed_citation_tag(after: str) -> Tag | None:
    """The venue and year of a citation in China's GB/T 7714 style, which types the work after its title
    (``[J]`` a journal article, ``[C]`` a paper in proceedings) and then names the journal before its year
    (``[J]. Journal Name, 1991, 20(1): 23-53``) or, after ``//``, the proceedings before their publisher
    (``[C]//Proceedings of ... . IEEE, 1995: 153-162``): the venue ends at the publisher's full stop, never
    the publisher; a bracketed note opening the proceedings' name (``[1990 Proceedings]``) is no part of it."""
    typed = _GBT_TYPED_TAIL.match(after)
    if typed is None:
        return None
    year = int(typed.group("year"))
    venue = _GBT_LEADING_NOTE.sub("", typed.group("venue") or "").strip(" .,*_")
    return Tag(year, venue or None, named_acronym(venue))


def _cited_venue(text: str) -> Tag:
    """The venue and year after a citation's authors, known to the venue table or not: in that place, capitalised
    words before the year name the venue (``Obesity Surgery 2023``)."""
    tag = _tag_in_text(text)
    written = _VENUE_THEN_YEAR.match(text)
    if tag.venue is not None or written is None:
        return tag
    return Tag(int(written.group(2)), written.group(1), canonical_acronym(written.group(1)))


def _italic_names(text: str) -> tuple[str, ...]:
    """The names of an italic author list, every one of them given names and a surname, written as people's are
    (``Wei Dai``, ``Jamil S. Samaan``, not ``ACM IH&MMSec``); a surname alone before "et al." ("Qin et al.")."""
    if _names_authors(text):
        names = _split_names(text)
        people = all(_written_as_a_person(_given_first(name)) and not _reads_as_venue(name) for name in names)
        return names if people else ()  # never a journal the table lacks ("Physical Review E")
    written = _ET_AL.sub("", text).strip(" .,*_")
    if _ET_AL.search(text) and _NAME.match(written) and len(written.split()) == 1:
        return (written,)
    return ()


def _given_first(name: str) -> str:
    """A name in the order people write it: ``Dai, Wei`` (surname first before its one comma, as BibTeX and most
    citation styles set a name) is ``Wei Dai``; any other name as it is."""
    surname, comma, given = name.partition(",")
    return f"{given.strip()} {surname}" if comma and given.strip() and "," not in given else name


def _author_date(text: str) -> tuple[tuple[str, ...], str, str, int | None] | None:
    """(authors, title, the rest, year) of the author-date styles of the earth and life sciences, which set the
    authors off with the year and a comma or colon rather than a full stop: AGU's "Hansen, J., and K. Lo (2010),
    Title, Rev. Geophys., 48", AMS's "Hansen, J., and K. Lo, 2010: Title. Rev. Geophys., 48", Springer's "Hansen J,
    Lo K (2010) Title. Rev Geophys 48:1" and Copernicus's "Hansen, J. and Lo, K.: Title, Rev. Geophys., 48, 2010."
    The title ends at its full stop, or at the comma before a venue with its volume."""
    lead = author_date_lead(text)
    if lead is None:
        return None
    names_text, year, start = lead
    names = _split_names(names_text.strip(" ,"))
    if not names or not _names_authors(names_text.strip(" ,")):
        return None
    rest = text[start:]
    full_stop = _title_stop(rest)
    end = min(full_stop.start() if full_stop else len(rest), comma_title_end(rest))
    title = rest[:end].strip(" ,.")
    if _letters(title) < _MIN_TITLE_LETTERS:
        return None
    after = rest[end:].lstrip(" ,.")
    if not after and _PROCEEDINGS_LINE.match(title):
        return None  # "Title In Capitals, 2023, Journal of Ecology": a title, its year and venue, no names
    if year is None:
        trailing = _YEAR.findall(_IDENTIFIER_IN_TEXT.sub(" ", after))
        year = int(trailing[-1]) if trailing else None
    return names, title, after, year


def _citation(text: str) -> tuple[tuple[str, ...], str, str, int | None] | None:
    """(authors, title, the rest, year) of a citation written as full-stop separated parts in any order, as
    reference styles print them: "Authors. Title. Venue, Year.", "Title. Authors. arXiv 2023.", APA's "Authors
    (2013). Title. Venue, 48(9).". Each part is read for what it is (an author list, a year, a known venue); the
    title is the first part that is none of them. None unless a part is an author list and another the title."""
    lead = authors_end(text)  # "Radford A, Kim JW, Hallacy C. Title.": no full stop of their own ends the names
    authors: tuple[str, ...] = _split_names(text[:lead]) if lead else ()
    split = _CITATION_PART.split(text[lead:])
    parts = _joined_abbreviations([_STOP_IN_QUOTES.sub("", part.strip()) for part in split if part.strip(" .,")])
    if len(parts) < 2 - bool(authors):
        return None
    year: int | None = None
    title_at: int | None = None
    authors_at: int | None = None
    for index, part in enumerate(parts):
        names, written_year = _authors_part(part)
        if names and title_at is not None and _only_a_venue(part):
            names = ()  # "Title. Nature Neuroscience. 17:440-448.": a journal the table knows, never two names
        if not names and index == 0 and _dated_lone_author(parts):  # "Hallerberg, Mark. 2002. Title. Journal."
            names = (part.strip(" .,"),)
        title_first = title_at == 0 and not authors and not opens_with_authors(text)
        names_end = authors_end(part, text) if not names and title_first else 0
        if names_end:  # "Title. Hollis S, Campbell F. BMJ 1999": a title-first citation's names, the venue after
            names, parts[index] = _split_names(part[:names_end].rstrip(" .")), part[names_end:]
        # A lone name after the title is a person only when the venue or year follows ("Title. David Chiang. ACL
        # 2005."); last, it is the title's own part ("... with machine learning. I. Methods").
        lone_at_end = len(names) == 1 and title_at is not None and index == len(parts) - 1
        # Names after the first part of a citation that opens with names it could not read there are a journal's
        # words ("A. Lee, B. Wu, Title, Appl. Psychiatry Rev. 68, 651"): the title ran on from the names by commas.
        after_unread_names = title_at is not None and opens_with_authors(text)
        if names and not authors and not lone_at_end and not after_unread_names:
            authors, year, authors_at = names, written_year, None if names_end else index
        elif title_at is None and year is None and (bare := _YEAR.fullmatch(part.strip(" .,()"))):
            year = int(bare.group(1))  # "Smith, A., and B. Lee. 2008. Title. Ecology 89:123–130."
        elif (
            title_at is None
            and not _venue_or_year_part(part)
            and (len(part.split()) >= 2 or authors and _one_word_title(part, parts[index + 1 : index + 2]))
        ):
            title_at = index
    if not authors or title_at is None:
        return None
    dated = _YEAR_OPENING_TITLE.match(parts[title_at]) if year is None else None
    if dated is not None:  # "Moss et al. (2021) Title", "Moss et al. 2021, Title"
        year, parts[title_at] = int(dated.group(1) or dated.group(2)), parts[title_at][dated.end() :]
    title_end = title_at + 1
    while (
        title_end < len(parts)
        and title_end != authors_at
        and (
            _goes_on_with_the_title(parts[title_end])
            or _part_goes_on(parts[title_end - 1], parts[title_end])  # "Title: Part 1. Concept. Venue"
            or title_end + 1 < len(parts)
            and _subtitle_after_question(parts[title_end - 1], parts[title_end])
        )
    ):
        title_end += 1
    # Only the author list's own part leaves the rest: a journal written as capitalised words after the title
    # ("JAMA Intern Med. 2020;323:844") reads like names but is the venue.
    rest = ". ".join(part for index, part in enumerate(parts) if index >= title_end and index != authors_at)
    title = parts[title_at]
    for part in parts[title_at + 1 : title_end]:
        title += f" {part}" if title.endswith(("?", "!")) else f". {part}"
    return authors, title, rest, year


def _dated_lone_author(parts: list[str]) -> bool:
    """A citation's first part is one author written surname first with given names in full, and its second a bare
    year, as the Chicago author-date style cites a paper of one author ("Hallerberg, Mark. 2002. Title."): a name, where
    alone it might be a title's words."""
    if len(parts) < 3 or _YEAR.fullmatch(parts[1].strip(" .,()")) is None:
        return False
    return _LONE_INVERTED_FULL_NAME.fullmatch(parts[0].strip(" .,")) is not None


def _one_word_title(part: str, following: list[str]) -> bool:
    """A title of one word in a citation whose authors are read (``Lee, A. (2012). Brokerage. Annual Review of
    Sociology, 38, 139-158.``): a capitalised word, and the next part opens with the journal and its volume, a
    venue's name (a reference work's: ``Idealism. *Stanford Encyclopedia of Philosophy*. URL``) or a chapter's
    "In" its book (``Cities. In A. Ng (Eds.), Book``)."""
    if not (following and part[:1].isupper() and part.isalpha() and len(part) >= _MIN_ONE_WORD_TITLE):
        return False
    if _IN_VENUE.match(following[0]):
        return True
    journal = journal_in_citation(following[0])
    return (
        journal is not None
        and journal.start == 0
        and (journal.numbered or VENUE_WORDS.search(journal.name) is not None)
    )


def _subtitle_after_question(title: str, part: str) -> bool:
    """A title that asks or exclaims goes on after its mark when a part follows that is no author list, venue or
    year ("Is Attention All You Need? Revisiting Sparse Transformers. Venue"); the caller checks that another part
    (the venue) comes after it, so that a title ending in its question is never run into the venue."""
    return (
        title.endswith(("?", "!"))
        and part[:1].isupper()
        and not _venue_or_year_part(part)
        and not _authors_part(part)[0]
        and not _starts_with_journal(part)
    )


def _starts_with_journal(text: str) -> bool:
    journal = journal_in_citation(text)
    return journal is not None and journal.start == 0


def _venue_stop(title: str) -> re.Match[str] | None:
    """The full stop after which a title's text names its venue ("Title. In OSDI.", "Title. Journal of X, 12(3)",
    "Title. NeurIPS.")."""
    for stop in _TITLE_END.finditer(title):
        following = title[stop.end() :]
        if _IN_VENUE.match(following) or _starts_with_journal(following) or _venue_or_year_part(following):
            return stop
    return None


def _title_stop(text: str) -> re.Match[str] | None:
    """Where a title after its authors ends (``Authors: Title. Venue, Year``): its first full stop, or its question
    or exclamation mark unless a subtitle follows it before the venue (``Authors: Why? A Study. Venue 2020``)."""
    stops = list(_TITLE_END.finditer(text))
    stops = [
        stop
        for index, stop in enumerate(stops)
        if not _part_goes_on(
            text[: stop.start()], text[stop.end() : stops[index + 1].start() if index + 1 < len(stops) else len(text)]
        )
    ]
    for index, stop in enumerate(stops):
        following = text[stop.end() : stops[index + 1].start() + 1] if index + 1 < len(stops) else ""
        if not following or not _subtitle_after_question(text[: stop.end()].rstrip(), following.rstrip(".")):
            return stop
    return None


def _part_goes_on(before: str, part: str) -> bool:
    """The title before a full stop closes on a part's number (``_PART_NUMBERED``) and the part after the stop is
    that part's name, no venue: "...: Part 1. Modeling concept", never "...: Part II. IEEE Robotics & Automation
    Magazine, 13(3)"."""
    if _PART_NUMBERED.search(before) is None:
        return False
    journal = journal_in_citation(part)
    return (journal is None or journal.start > 0) and _tag_in_text(part).venue is None


def _goes_on_with_the_title(part: str) -> bool:
    """A part in lower case after the title's full stop goes on with it ("Measurement of fatigue. determining
    ..."); pages, a volume or "in Proceedings" (digits, a venue's opening) are the citation's next part, and so is
    a journal the venue table knows that its name writes in lower case ("eLife", "iScience", "mBio")."""
    return (
        part[:1].islower()
        and not any(char.isdigit() for char in part)
        and not _IN_VENUE.match(part)
        and not _only_a_venue(part)
    )


def _joined_abbreviations(parts: list[str]) -> list[str]:
    """The parts with an abbreviated journal name made whole again: its full stops cut "ACM Comput. Surv. 25(2):
    73-170" or "Nat. Commun. 12, 4567" into parts, which read as names. Short capitalised words each ended by a full
    stop, up to a volume (a number that is no year, then its issue, pages or a colon), are one name (ISO 4, dblp)."""
    joined: list[str] = []
    for part in reversed(parts):
        if joined and _ABBREVIATED_WORDS.fullmatch(part) and _OPENS_WITH_VOLUME.match(joined[-1]):
            joined[-1] = f"{part}. {joined[-1]}"
        else:
            joined.append(part)
    return joined[::-1]


def _authors_part(part: str) -> tuple[tuple[str, ...], int | None]:
    """The names (and an APA year in parentheses after them) when a citation's part is its author list."""
    year = None
    found = _PARENTHESISED_YEAR.search(part)
    if found:
        written = found.group(1) or found.group(2) or found.group(3)
        year, part = int(written) if written else None, part[: found.start()]
    text = part.strip(" .,:;*_")
    names = _split_names(text)
    if _SURNAMES_KEY.fullmatch(text):  # "Moss et al. (2021) Title", "Fama and French (1993). Title."
        return _surnames(text) or names, year
    several = len(names) >= _MIN_UNMARKED_AUTHORS or _ET_AL.search(text) is not None or _one_person(text)
    several = several or _LONE_INVERTED_NAME.fullmatch(text) is not None
    # APA's year in parentheses after the names makes one name an author list too: "Leroy, X. (2000).", as does
    # "(in press)" in its place
    return (names, year) if (several or found is not None) and _names_authors(text) else ((), None)


def _venue_or_year_part(part: str) -> bool:
    text = part.strip(" .,*_()")
    if _YEAR.fullmatch(text) or _IN_VENUE.match(text) or text.casefold().startswith("arxiv"):
        return True
    tag = _tag_in_text(text)
    return tag.venue is not None and venue_for_acronym(tag.venue) is not None and len(text.split()) <= 4


def _one_person(text: str) -> bool:
    """A lone author before a citation's title ("Yoon Kim: ...", "David Chiang. ...", "Jong Wook Kim. 2021."): given
    names and a surname,
    neither a word titles and system names open with, nor shaped like a noun or adjective of a title's
    ("Reflection Backdoor", "Color Crafting", "Discriminative Optimization", "Inverse Cosmography")."""
    named = [word for word in text.split() if word not in _NAME_PARTICLES]  # "Alec van der Berg": two names
    possessive = "s" in text and _POSSESSIVE.search(text) is not None
    return len(named) in (2, 3) and _is_name(text) and not _title_worded(text) and not possessive


def _title_worded(text: str) -> bool:
    """A word of the text is one titles open with, a maker's name or a product's inner capital (``_MAKER_WORDS``,
    ``_INNER_CAPITAL``), or shaped like a title's noun or adjective."""
    return any(
        word.casefold() in _TITLE_WORDS
        or word.casefold() in _MAKER_WORDS
        or _TITLE_SUFFIX.search(word)
        or _INNER_CAPITAL.match(word)
        for word in text.split()
    )


def _leading_authors(text: str) -> tuple[tuple[str, ...], str]:
    """("A. Smith", "B. Lee"), "Title, ..." from "A. Smith, B. Lee, Title, ..." or "A. Smith, B. Lee: Title" (or a
    full stop after the names, as citations write them): names until the first part that is not one. Only when at
    least one more part follows, so a title is never taken for a name."""
    for found in _AUTHORS_END.finditer(text):
        written = text[: found.start()]
        several = len(_split_names(written)) >= _MIN_UNMARKED_AUTHORS or _ET_AL.search(written) is not None
        rest = text[found.end() :]
        several = several or _one_person(written) and opens_a_title(rest)  # not a subtitle
        if several and _names_authors(written) and _letters(text[found.end() :]) >= _MIN_TITLE_LETTERS:
            return _split_names(written), text[found.end() :]
    parts = text.split(", ")
    names: list[str] = []
    for index, part in enumerate(parts[:-1]):
        if names and _ET_AL.fullmatch(part.strip()):
            names.append(part)
            continue
        keyed = _surnames(part) if not names and _SURNAMES_KEY.fullmatch(part.strip()) else ()
        if keyed and _letters(", ".join(parts[index + 1 :])) >= _MIN_TITLE_LETTERS:  # "Moss et al., Title, ..."
            return keyed, ", ".join(parts[index + 1 :])
        candidates = _split_names(_LEADING_AND.sub("", part))  # "A. Lee, B. Wu, and C. Kim": the last part's "and"
        if not candidates or not all(_is_name(name) for name in candidates):
            break
        if not _initials_first_throughout([*names, *candidates]):
            break
        names.extend(candidates)
        if index + 1 == len(parts) - 1:
            break
    if not names or len(names) == 1 and (_title_worded(names[0]) or len(names[0].split()) > _MAX_NAME_WORDS):
        return (), text  # "Fast Paxos, Distributed Computing 2006": one "name" that reads as a title's words
    used = len(", ".join(parts[: _parts_used(parts, names)]))
    rest = text[used:].lstrip(", ")
    if _letters(rest) < _MIN_TITLE_LETTERS:  # "Error Bars Considered Harmful, 2014": a title and its year
        return (), text
    if _SERIES_END.match(rest) and not rest.rstrip().endswith(":"):
        return (), text  # "Backdoor, Data Poisoning, and Adversarial Attacks.": the title's series; "..., and C. Ng:"
        # ends a list of names wrapped over lines, the title on the next
    return tuple(name for name in names if not _ET_AL.fullmatch(name.strip())), rest


def _parts_used(parts: list[str], names: list[str]) -> int:
    count, seen = 0, 0
    while seen < len(names) and count < len(parts):
        seen += len(_split_names(parts[count])) or 1
        count += 1
    return count


def _drop_annotation(title: str, line: Line, position: int) -> str:
    """Without a trailing parenthesis that is an annotation: code (``(`DPF`)``) or bold (``(**vLLM**)``), an
    award ("(Best Paper Honorable Mention)"), a reader's note ("(recommended)"), a status ("(Working Draft)"), the
    institution of a thesis ("(Carnegie Mellon University)") or an acronym glued to the last word as a nickname
    ("Representations(GAPF)"); a spaced one spells out the title's own words ("Data Center TCP (DCTCP)") and stays.
    The kind of work set off by a comma, with its page count, is a note too ("Title, MSc Thesis, 54p.")."""
    kind = _TRAILING_KIND_NOTE.search(title)
    if kind is not None:
        return title[: kind.start()]
    found = _TRAILING_PAREN.search(title)
    if found is None:
        return title
    start, end = position + found.start(1), position + found.end(1)
    marked = line.code + line.strong
    if any(span_start <= start and end <= span_end for span_start, span_end in marked):
        return title[: found.start()]
    note = found.group(1)
    if _AWARD_OR_INSTITUTION.search(note) or _READERS_NOTE.search(note) or _STATUS_NOTE.fullmatch(note):
        return title[: found.start()]
    glued = found.start() == found.start(1) - 1 and title[found.start() - 1 : found.start()].isalpha()
    if glued and _ACRONYM.match(found.group(1)):  # "Title of Private Representations(GAPF)": a nickname glued on
        return title[: found.start()]
    return title


def _without_status_note(title: str) -> str:
    """A bold title without the status or kind of work its bold ran on over (``**Title (PhD Thesis)**``): the
    list's note (``_STATUS_NOTE``) whether or not the bold closes before it."""
    found = _TRAILING_PAREN.search(title) if title.rstrip(" .*_").endswith(")") else None
    return title[: found.start()] if found is not None and _STATUS_NOTE.fullmatch(found.group(1)) else title


def _annotation_date(annotation: str) -> Tag:
    """The year a dropped annotation gives with the name it marks (``(**RadReason'25**)``, ``(**Name'2508**)``, as
    an arXiv id's year and month), and its venue when the table knows it (``(**arXiv'2401**)``): the name is
    otherwise a method's, no venue."""
    tag = parse_tag(annotation.strip(" ()."))
    if tag.year is None:
        return Tag(None, None, None)
    known = tag.venue is not None and venue_for_acronym(tag.venue) is not None
    return tag if known else Tag(tag.year, None, None)


def _label_start(text: str, link_start: int) -> int:
    """Where a link's label begins, with its own brackets: ``[[PDF](url)]`` starts at the outer ``[``, a bare
    address in parentheses (``Title (https://...)``) at its ``(``, and ``doi:[10.1000/x](url)`` at the
    identifier's kind written before it."""
    link_start = len(text[:link_start].rstrip("[( "))
    if text[link_start - 1 : link_start] == ":":
        kind = _IDENTIFIER_KIND.search(text, max(0, link_start - 12), link_start)
        return kind.start() if kind is not None else link_start
    return link_start


def _venue_with_short_year(inside: str) -> str | None:
    """A parenthesis after a title that names a known venue with its year in two digits, spaced, after an
    apostrophe or glued on (``(SoCC 10)``, ``(SOSP'13)``, ``(SOSP13 best paper)``), an award after it allowed: the
    venue and its year written out ("SOSP 2013 best paper"); None for anything else ("(Top 10)", "(GPT4)")."""
    found = _SHORT_DATED_VENUE.match(inside.strip())
    if found is None or venue_for_acronym(found.group(1)) is None:
        return None
    rest = found.group(3) or ""
    if rest.strip() and not _AWARD_OR_INSTITUTION.search(rest):
        return None
    return f"{found.group(1)} {expand_year(int(found.group(2)))}{rest}"


def _split_trailing_venue(title: str) -> tuple[str, str]:
    """(title, venue text) for ``Title OSDI'22``, ``Title. OSDI 2016``, ``Title. Neuron Letters (2019-03-01)``,
    ``Title (JAIR 1996)``, ``Title, ICML, 1993``
    and ``Title, Machine Learning, 1996``; a title that only ends in a year stays whole. A journal with its volume
    after a comma ends the title there, as physics styles cite: ``Title, Phys. Rev. Lett. 103, 150502 (2009)``."""
    chapter = _CHAPTER_AFTER_COMMA.search(title) if ", in " in title else None
    if chapter is not None:  # "Title, in A. Lee (eds) *Book*: 33-53": the edited book a chapter appeared in
        return title[: chapter.start()], title[chapter.start() + 1 :].lstrip()
    introduced = _IN_AFTER_COMMA.search(title) if ", in" in title or ", In" in title else None
    if introduced is not None and len(title[: introduced.start()].split()) >= 2:
        return title[: introduced.start()], "in " + title[introduced.end() :]
    kind = _KIND_AFTER_COMMA.search(title) if "," in title else None
    if kind is not None and len(title[: kind.start()].split()) >= 2:
        return title[: kind.start()], title[kind.end() :]
    cited = _authors_between_commas(title)
    if cited is not None:  # "Title, A. Lee and B. Wu, Venue 2020": the authors between the title and its venue
        return title[: cited[0]], "in " + title[cited[1] :]
    dashed = _DASHED_KEY.search(title)
    if dashed and len(title[: dashed.start()].split()) >= 2 and _surnames(dashed.group("names")):
        return title[: dashed.start()], dashed.group("year") or dashed.group("after_comma")  # "Title - Moss (2021)"
    keyed = _TRAILING_KEY.search(title) if title.endswith((")", ").")) else None
    if keyed and len(title[: keyed.start()].split()) >= 2 and _surnames(keyed.group(1)):
        return title[: keyed.start()], "in " + keyed.group(2)  # "Title (Moss et al., Venue 2021)": a cited key
    tail = _names_venue_tail(title)
    if tail is not None:  # "Title (Ana Lee et al., MICCAI)", "Title - A. Lee, B. Wu, IEEE TMI": no year after it
        return title[: tail[0]], "in " + tail[1]
    journal_at = _journal_after_comma(title)
    if journal_at is not None:
        return title[:journal_at].rstrip(" ,"), title[journal_at:]
    arxiv = _ARXIV_AFTER_TITLE.search(title) if "arxiv" in title.casefold() else None
    if arxiv is not None and len(title[: arxiv.start()].split()) >= 2:
        return title[: arxiv.start()], f"arXiv {arxiv.group(1) or ''}"
    dated = _YEAR_THEN_VENUE.search(title)  # "Title (2017a). NeurIPS.", "Title (2017). In Advances in ..."
    if dated and len(title[: dated.start()].split()) >= 2 and _names_a_venue(_IN_VENUE.sub("", dated.group(2))):
        return title[: dated.start()], f"in {_IN_VENUE.sub('', dated.group(2))} {dated.group(1)}"
    dated_venue = _VENUE_DATED_AFTER_FULL_STOP.search(title)
    if dated_venue and len(title[: dated_venue.start()].split()) >= 2 and _names_a_venue(dated_venue.group(1)):
        return title[: dated_venue.start()], f"in {dated_venue.group(1)} {dated_venue.group(2)}"
    paren = _TRAILING_PAREN.search(title)
    # a range of years closes a title ("First encounters (1929-1932)") where a venue with its year closes a citation
    spanned = paren is not None and _YEAR_RANGE.fullmatch(paren.group(1).strip()) is not None
    if paren and not spanned and _YEAR.search(paren.group(1)) and len(paren.group(1).split()) <= 6:
        return title[: paren.start()], "in " + paren.group(1)  # a citation's "(Venue Year)": the venue by place
    short = _venue_with_short_year(paren.group(1)) if paren and not spanned else None
    if paren is not None and short is not None:  # "Title (SoCC 10)", "Title (SOSP13 best paper)"
        return title[: paren.start()], "in " + short
    # "Title, Venue, 1996"; not "Tasks, Data, and Designs, 2017", whose last item is the title's
    commas = re.search(
        r",(?!\s*(?:and|or|&)\s)\s*([^,]{1,60}),\s*((?:\d{1,2}\s+)?(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d{2})\.?\s*$",
        title,
    )
    if commas and len(title[: commas.start()].split()) >= 2:
        return title[: commas.start()], f"in {commas.group(1)} {commas.group(2)}"
    year_first = _COMMA_YEAR_THEN_VENUE.search(title)
    if year_first and len(title[: year_first.start()].split()) >= 2 and _names_a_venue(year_first.group(2)):
        return title[: year_first.start()], f"in {year_first.group(2)} {year_first.group(1)}"
    dotted = _VENUE_AFTER_FULL_STOP.search(title)
    if dotted and len(title[: dotted.start()].split()) >= 2 and _names_a_venue(dotted.group(1)):
        return title[: dotted.start()], f"in {dotted.group(1)} {dotted.group(2)}"
    year_only = _YEAR_AFTER_COMMA.search(title)
    if year_only and len(title[: year_only.start()].split()) >= 2:
        return title[: year_only.start()], year_only.group(1)
    for words in range(1, 4):  # the fewest words that name a known venue: "... in the Wild NSDI'23" is NSDI's
        match = _TRAILING_VENUE[words - 1].search(title)
        if match is None:
            continue
        after_comma = title[: match.start() + 1].rstrip().endswith(",") or title[match.start()] == ","
        written = _two_digit_year_marked(match.group(1), after_comma=after_comma)
        tag = parse_tag(written)
        if tag.year is None or tag.venue is None:
            continue
        known = venue_for_acronym(tag.venue) is not None
        if known and _name_goes_on(title, match.start(), tag.venue):
            continue  # "..., Theoretical Computer Science 2013" is no "Science"
        # A known venue, or an acronym after a comma ("Title, DISC 2005", "Title, Distributed Computing 2006"): the
        # table cannot know every workshop or journal, so the place names it.
        if known:
            return _with_trailing_publisher(title[: match.start()], written)
        if after_comma and _ACRONYM.match(tag.venue.replace(" ", "")):
            return title[: match.start()], "in " + written
    tagged = _TAG_AFTER_COMMA.search(title)  # "Title, ACL 2020 Findings", "Title @ICML 2021": a track or workshop
    if tagged and len(title[: tagged.start()].split()) >= 2 and _known_with_year(tagged.group(1)):
        return title[: tagged.start()], "in " + tagged.group(1)
    named = _NAMES_AND_YEAR.search(title)
    if named and len(title[: named.start()].split()) >= 2 and _names_authors(_ET_AL.sub("", named.group(1))):
        return title[: named.start()], named.group(2)
    status_year = _STATUS_AND_YEAR.search(title)  # "Title, Preprint 2021": the year alone, no venue
    if status_year and len(title[: status_year.start()].split()) >= 2:
        return title[: status_year.start()], status_year.group(1)
    return title, ""


def _two_digit_year_marked(tag: str, *, after_comma: bool) -> str:
    """A venue's acronym with a two-digit year (``_SHORT_DATED_VENUE``: "MobiSys 19", "SOSP13") written as its tag
    is (``MobiSys'19``): two digits alone are a year only beside a venue the table knows, or an acronym a comma and a
    space set off ("Title, IMWUT 22"), never in "Top 10"."""
    found = _SHORT_DATED_VENUE.fullmatch(tag.strip())
    if found is None or found.group(3):
        return tag
    name = found.group(1)
    spaced = tag.strip()[found.end(1) : found.start(2)].isspace()
    if venue_for_acronym(name) is None and not (after_comma and spaced and _ACRONYM.match(name)):
        return tag
    return f"{name}'{found.group(2)}"


def _venue_before_year(title: str, venue_text: str, after: str) -> tuple[str, str]:
    """(title, venue text) with a known venue that a field separator sets off at the title's end when the year
    stands apart after it, as lists joining their fields with one separator write: ``Title, PLDI [2003]``,
    ``Title - ACL - 2013``, ``Title | ICML (2003)``. Only a venue the table knows, so a title's own last words stay,
    and never after a list of names, which is an authors line's."""
    alone = _YEAR_ALONE.match(venue_text) if venue_text else _YEAR_IN_BRACKETS.match(after)
    found = _SEPARATED_VENUE.search(title) if alone else None
    before = title[: found.start()] if found else ""
    if found is None or venue_for_acronym(found.group(1)) is None or len(before.split()) < 2:
        return title, venue_text
    if _authors_part(before)[0]:  # "A. Lee et al., CCS [2012]": a line of authors and venue, no title
        return title, venue_text
    return title[: found.start()], f"in {found.group(1)} {alone.group(1)}" if alone else venue_text


def _authors_between_commas(title: str) -> tuple[int, int] | None:
    """(where the title ends, where its venue starts) when an author list stands between commas after the title and
    before a venue with its year, as lists that cite title first write it ("Title, Lee Wu and Ana Ruiz, Venue 2020"):
    several names, "et al." or one person's name (``_one_person``), so that a title's own comma series stays whole."""
    if ", " not in title or not _YEAR.search(title[-6:]):
        return None
    commas = [found.start() for found in re.finditer(r", ", title)]
    for first in commas:
        if len(title[:first].split()) < MIN_TITLE_LIKE_WORDS - 1 or _names_authors(title[:first]):
            continue
        for last in reversed(commas):
            names = title[first + 2 : last]
            if last <= first or not names:
                continue
            several = len(_split_names(names)) >= _MIN_UNMARKED_AUTHORS or _ET_AL.search(names) is not None
            one = _one_person(names) and _written_as_a_person(names)
            if (several or one) and _names_authors(_ET_AL.sub("", names)):
                return first, last + 2
    return None


def _names_venue_tail(title: str) -> tuple[int, str] | None:
    """(where the title ends, the venue) when an author list closed by its venue follows the title, in parentheses
    or after a comma or dash, with no year (``Title (Ana Lee et al., MICCAI)``, ``Title, Ana Lee et al, NIPS``,
    ``Title - A. Lee and B. Wu, IEEE TMI``): the names read as ``_names_closed_by_venue`` reads them, so "et al."
    or a venue the table knows closes them, never a title's own comma series."""
    if _ET_AL.search(title) is None and (
        ", " not in title or venue_for_acronym(_tag_in_text(title.rpartition(",")[2]).venue) is None
    ):
        return None
    paren = _TRAILING_PAREN.search(title) if title.endswith((")", ").")) else None
    if paren is not None and len(title[: paren.start()].split()) >= 2:
        found = _names_closed_by_venue(paren.group(1))
        return (paren.start(), found[1]) if found is not None else None
    for separator in _TAIL_SEPARATOR.finditer(title):
        if len(title[: separator.start()].split()) >= 2:
            found = _names_closed_by_venue(title[separator.end() :])
            if found is not None:
                return separator.start(), found[1]
    return None


def _italic_venue_after_comma(line: Line, position: int, title: str) -> int | None:
    """Where, in a plain citation's text from position, an italic part set off by a comma begins: the venue, as
    citations that open with their authors set it (``C. Dalawat, Reciprocity Laws, _Asia Pac. Math. Newsl._ **4**
    (2014)``, ``B. Lee, Title, *Proc. of STOC 1983*``), so the title ends at that comma. None when the line has no
    italics there, or a year stands before them (``Lee, A. (2020). Title. In B. Wu (Ed.), *Book*``: an author-date
    citation, its italics a book's)."""
    for start, _ in line.emphasis:
        at = start - position
        if 0 < at < len(title) and title[:at].rstrip().endswith(",") and title.count(", ", 0, at) >= 1:
            return None if _YEAR.search(title, 0, at) else at
    return None


def _title_up_to_italic_venue(line: Line, position: int, text: str, title: str) -> tuple[str, str] | None:
    """(title, the rest) when a citation's title runs on past the mark its parts were cut at up to the venue in
    italics, as APA and its kin set a journal's name after a roman title: "Lee, A. (2016). The Science of Culture?
    Social Computing. *Journal of Cultural Analytics*, 1." or "Trust towards Human vs. Automated Agents.
    *Proceedings of ...*". The italics must name a venue, and the roman text they close must run on from the
    title with nothing a citation's other parts open with: a year, a book's "In", a venue of its own."""
    start = text.find(title)
    if start < 0:
        return None  # parts joined back other than as written
    end = start + len(title)
    span = next(((begin, stop) for begin, stop in line.emphasis if end < begin - position < len(text)), None)
    if span is None:
        return None
    at, italic = span[0] - position, line.text[span[0] : span[1]]
    run_on = text[end:at].strip(" .,?!")
    if not run_on or not _names_a_venue(italic) or not _runs_on_a_title(run_on):
        return None
    return text[start:at].rstrip(" .,"), text[at:]


def _runs_on_a_title(text: str) -> bool:
    """Text after a cut title that goes on with it: no year, no names "by" credits, no part a citation's venue or
    book opens with."""
    return _YEAR.search(text) is None and not any(
        _IN_VENUE.match(part) or _reads_as_venue(part) or _by_line_authors(part)[0]
        for part in re.split(r"[.?!]\s+", text)
    )


def _journal_after_comma(title: str) -> int | None:
    """Where a journal with its volume starts after a comma in a title's text, as physics styles cite without
    quotes: ``Title, Phys. Rev. Lett. 103, 150502 (2009)``; None when none does."""
    journal = journal_in_citation(title) if ", " in title else None
    if journal is None or not journal.numbered or not title[: journal.start].rstrip().endswith(","):
        return None
    return journal.start


def _known_with_year(text: str) -> bool:
    """A known venue with its year, however the tag adds a track or a workshop to it ("EMNLP (Findings) 2021")."""
    tag = parse_tag(text)
    return tag.year is not None and (venue_for_acronym(tag.venue) or workshop_host(tag.venue)) is not None


def _names_a_venue(text: str) -> bool:
    """A venue the table knows, or a name holding a word venues are named with ("Journal", "Letters", ...)."""
    return venue_for_acronym(text) is not None or VENUE_WORDS.search(text) is not None


def _name_goes_on(title: str, start: int, venue: str) -> bool:
    """A venue named by an ordinary word ("Science", "Nature") whose name goes on to its left, a capitalised word
    without a comma or full stop between: a longer name the table does not know holds it."""
    if _ACRONYM_WORD.match(venue) or title[start] in ",.":
        return False
    before = title[:start].split()
    return bool(before) and before[-1][:1].isupper()


def _with_trailing_publisher(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a publisher's name before the venue moved to the venue: "Title, IEEE VIS 2021" is the
    title and "IEEE VIS 2021", never "Title, IEEE" and "VIS 2021"."""
    publisher = _TRAILING_PUBLISHER.search(title)
    if publisher is None:
        return title, venue
    return title[: publisher.start()], f"{publisher.group(1)} {venue}"


def _complete(head: _Head, lines: list[Line], inherited: Tag, first: int, last: int) -> Listing | None:
    """The head and its continuation lines as one listing, or None when nothing says it is a paper."""
    head, lines = _tail_unwrapped(head, lines)
    if head.title_link and not head.authors and " by " in head.title:
        head = _credited_in_link(head)
    authors = head.authors
    fielded = _authors_in_fields(head.after) if not authors and head.after else None
    if fielded is not None:  # "[Title](url) — A. Lee et al. — Physical Review E — 2023"
        authors, after = fielded
        head = replace(head, after=after)
    if (
        not authors and "by" in head.after.lower() and not _blog_links_only(head.links)
    ):  # a blog post names its author too
        authors, after = _by_line_authors(head.after)
        if authors:
            head = replace(head, after=after)
    if not authors:
        head = with_note_authors(head, head.links)
        authors = head.authors
    tag = _merge_tags(_merge_tags(head.tag, _after_title_tag(head)), head.badged)
    links = list(head.links)
    names_above = False  # the line above gave the authors' names alone
    for line in lines:
        links.extend(_links(line.links))
        if line.identifiers:  # "[Paper](...) | [DOI](https://doi.org/...)": identifier links set aside
            links.extend(read_links(line.identifiers)[0])
        journal = _journal_under_names(line) if names_above else None
        names_above = False
        if journal is not None:  # "Tao ZS, Wu XJ," over "*Journal of bone and mineral metabolism*."
            tag = _sub_line_tag(tag, _merge_tags(_venue_line(line), Tag(None, journal, canonical_acronym(journal))))
            continue
        if not authors:
            authors, cited = _names_then_venue(_unbracketed(line))
            if authors:
                tag = _sub_line_tag(tag, cited)
                continue
            authors = _authors_line(line) or _surnames_key_line(line)
            if authors:
                names_above = True
                continue
            details = _italic_details(line) if line.emphasis else None
            if details is not None:  # "WWW 2020. _Lee et al._ [[Paper](url)]" under a bold title
                authors, cited = details
                tag = _sub_line_tag(tag, cited)
                continue
        tag = _sub_line_tag(tag, _merge_tags(_venue_line(line), _linked_venue(line)))
        if line.badges:
            tag = _sub_line_tag(tag, _badge_tag(line))
    if tag.venue is None:
        tag = _merge_tags(tag, _venue_in_link_labels(links))
    stated = tag.year is not None or tag.venue is not None
    if not (head.kind_says_paper or _is_paper(head.title, stated, authors, links)):
        return None
    if not stated and _credited_tool(head.title, links):
        return None
    tag = _sub_line_tag(tag, inherited)
    return Listing(first, last, head.title, tag, head.system_name, authors, tuple(links), False, head.marked_up)


def _journal_under_names(line: Line) -> str | None:
    """The journal of a sub-line in italics as a whole right under the authors' line, as lists pasted from PubMed
    set a paper in three lines (``[Title.](pubmed link)`` over ``Tao ZS, Wu XJ,`` over ``*Sports biomechanics*.``):
    the place says it is the journal, whatever its words or its case (PubMed writes journals in sentence case)."""
    if not line.emphasis or line.links or not emphasised_whole(line):
        return None
    text = line.text.strip(" ,.*_")
    if not text[:1].isupper() or len(text.split()) > _MAX_TAIL_VENUE_WORDS or _YEAR.fullmatch(text):
        return None
    return text


def _surnames_key_line(line: Line) -> tuple[str, ...]:
    """The surnames of a sub-line under a paper that is only its authors' key ("Lee & Wu", "Lee et al."), as
    lists that cite papers by their first authors write it; a key joins its names with "&", "and" or "et al.", which
    no summary line alone is."""
    text = line.text.strip().rstrip(".")
    if len(text) > _MAX_KEY_LINE or _SURNAMES_KEY.fullmatch(text + ("." if text.endswith(" al") else "")) is None:
        return ()
    return _surnames(text)


def _unbracketed(line: Line) -> Line:
    """A sub-line set in parentheses as a whole (``(Ana Lee and Bo Wu, 2007)`` under a linked title) read as its
    inside: the brackets set the citation's tail off from its title, they are no part of the names or the year.
    Blanked, not cut, so that every span keeps its place."""
    text = line.text.strip()
    if not (text.startswith("(") and text.endswith(")")) or text.count("(") != 1:
        return line
    return replace(line, text=line.text.replace("(", " ").replace(")", " "))


def _credited_in_link(head: _Head) -> _Head:
    """A link's text that quotes the title and credits its authors (``["Title" by Ana Lee and Bo Wu](url)``, as a
    blog links the posts that review papers): the quoted part is the title, the names after "by" its authors."""
    quoted = _QUOTED_THEN_CREDIT.fullmatch(head.title)
    if quoted is None:
        return head
    credit = _ENDS_WITH_ET_AL.sub("", quoted.group("credit").strip(" .")).strip(" ,")
    surnames = _SURNAMES_CREDITED.split(credit)
    if all(_SURNAME.fullmatch(name) for name in surnames):  # "by Plumm", "by McCombs and Liu", "by Lee et al."
        names = tuple(surnames)
    else:
        names = _by_line_authors(f"by {credit}")[0]
    return replace(head, title=quoted.group("title"), authors=names) if names else head


def _sub_line_tag(tag: Tag, below: Tag) -> Tag:
    """The entry's year and venue with a sub-line's: they fill what the first line left empty, and a venue the
    sub-line names replaces arXiv, which only the first line's preprint link gave (``Title https://arxiv.org/...``
    over ``A. Lee, *NeurIPS*``): the sub-line says where the paper appeared."""
    preprint = below.venue is not None and tag.venue is not None and venue_for_acronym(tag.venue) is ARXIV
    if preprint and venue_for_acronym(below.venue) is not ARXIV:
        tag = Tag(tag.year, None, None)
    return _merge_tags(tag, below)


def _credited_tool(title: str, links: list[FoundLink]) -> bool:
    """A tool named and credited to its makers, not a paper: a name of a few words linked only to its code or its
    site's home ("[Ampligraph](https://github.com/...)" over "authors: Ana Lee, Bo Wu"), with no year or venue."""
    return (
        bool(links)
        and len(title.split()) <= _MAX_TITLE_WORDS_FOR_NAME
        and all(link.kind == "code" or _site_home(link.url or "") for link in links)
    )


def _site_home(url: str) -> bool:
    """An address that is a site's home page, with no path: ``https://www.dgl.ai``, ``https://lab.example.org/``."""
    scheme, found, rest = url.partition("://")
    return bool(found and scheme) and "/" not in rest.split("?", 1)[0].rstrip("/")


def _tail_unwrapped(head: _Head, lines: list[Line]) -> tuple[_Head, list[Line]]:
    """The head and the lines below it with a citation's tail that a line break cuts in the middle of a phrase
    (``_TAIL_RUNS_ON``) joined with the line it runs on to, so that a venue wrapped over lines ("... Methodology.
    Computer" over "Networking Symposium, April 1988.") is read whole; a line with a link starts anew. A line that
    ends with the title and a line below that opens with the sentence's full stop or comma (". SIGCOMM 2020.", as a
    title wrapped over lines leaves it) give that line as the text after the title."""
    after = head.after
    if not after.strip() and lines and _TAIL_OPENS.match(lines[0].text) and not lines[0].links:
        after, lines = lines[0].text, lines[1:]
    while lines and _TAIL_RUNS_ON.match(after) and not lines[0].links and not _closes_on_link_label(head, after):
        after, lines = f"{after} {lines[0].text.strip()}", lines[1:]
    joined: list[Line] = []
    for line in lines:
        if joined and _TAIL_RUNS_ON.match(joined[-1].text) and not line.links:
            joined[-1] = joined_lines([joined[-1], line])
        else:
            joined.append(line)
    return (head if after == head.after else replace(head, after=after)), joined


def _closes_on_link_label(head: _Head, after: str) -> bool:
    """The text after the title ends with a link's label (``Title, [Website](url)``): a line ends there, as a
    link ends a line, so the line below starts anew rather than going on with a wrapped tail."""
    return bool(head.links) and bool(head.links[-1].label) and after.rstrip().endswith(head.links[-1].label)


def _after_title_tag(head: _Head) -> Tag:
    """The year and venue written after the title; a journal the table does not know is read by its place in a
    citation (``journal_in_citation``) when no tag before the title names a venue, and a journal's abbreviation by
    its place beside the year in parentheses (``(1972, JLawE)``), and a name alone closing an author-date citation
    after its title (``venue_closing_citation``). A journal with its volume is
    where the paper appeared, even beside an arXiv link (its preprint's): ``Phys. Rev. X 11, 011001 (2021)
    [[arXiv](...)]``; a conference's acronym with its year wins over a series' name before it (``In Advances in
    Cryptology – CRYPTO 2019``); a word a PDF broke at its hyphen is joined first (``Interactive Intel- ligent
    Systems``)."""
    after = mend_broken_words(head.after)
    if "]" in after[:8]:
        typed = _typed_citation_tag(after)
        if typed is not None:
            return typed
    tag = _tag_in_text(after)
    known = venue_for_acronym(tag.venue) if tag.venue is not None else None
    if head.tag.venue is not None or known is not None and known is not ARXIV or not head.after:
        return tag
    book = _edited_book(head.after)
    if book is not None:
        return Tag(tag.year, book, None)
    if tag.venue is None:
        paired = _YEAR_AND_ABBREVIATION.search(after)
        if paired is not None and _ACRONYM_WORD.match(paired.group(2).split(":")[0]):
            return Tag(int(paired.group(1)), paired.group(2), canonical_acronym(paired.group(2)))
    journal = journal_in_citation(after)
    publisher = journal is not None and journal.acronym is None and _names_a_publisher(journal.name)
    container = _MLA_CONTAINER.match(after) if (journal is None or publisher) and tag.venue is None else None
    if container is not None and not _names_a_publisher(container.group("venue")):
        # MLA's container, then its publisher and year: '"Title." Encyclopedia of machine learning. Springer, 2010.'
        return Tag(tag.year, container.group("venue"), named_acronym(container.group("venue")))
    if journal is None and tag.venue is None and head.authors and (head.tag.year or tag.year) is not None:
        closing = venue_closing_citation(after.split(" | ", 1)[0])  # "Lee, A. (2019). Title. Energy."
        return Tag(tag.year, closing, canonical_acronym(closing)) if closing else tag
    acronym_with_year = tag.year is not None and _ACRONYM_WORD.match(tag.venue or "") is not None
    if journal is None or not journal.numbered and (known is ARXIV or acronym_with_year):
        return tag
    year = tag.year if tag.year is not None else journal.year  # "N Engl J Med 2020; 382:1708": the volume's year
    if journal.acronym is None and _names_a_publisher(journal.name):
        if tag.venue is not None and not _names_a_publisher(tag.venue):  # "In Learning to Learn, pp. 3-17.
            return Tag(year, tag.venue, tag.venue_acronym)  # Springer, 1998": the volume, its publisher after it
        return _journal_before_its_publisher(after, Tag(year, journal.name, None))
    volume = _volume_before_publisher(journal.name) if ". " in journal.name else None
    if volume is not None:  # "[Title](url) by Lee A. Learning in Games. Springer, 2012": the volume, not its publisher
        return Tag(year, volume, canonical_acronym(volume))
    return Tag(year, journal.name, journal.acronym or canonical_acronym(journal.name))


# MLA's container after a quoted title, its words in any case, then the publisher and the year: " Encyclopedia of
# machine learning. Springer US, 2010.", " Proceedings of the 16th international conference on World Wide Web. ACM,
# 2007."
_MLA_CONTAINER = re.compile(r"\s*(?P<venue>[A-Z][^.|]{3,150}?)\.\s+[A-Z][\w&'’ -]{1,40},\s*(?:19|20)\d{2}\b")


def _journal_before_its_publisher(after: str, tag: Tag) -> Tag:
    """The venue of a citation that names its journal's publisher between the journal and the year, as HAL and
    some bibliography styles write it (``Networks, Wiley, 1987, 17(3), 271-281``): the journal before the
    publisher's name, never the publisher; no venue when nothing stands there."""
    publisher = after.rfind(f", {tag.venue}")
    before = after[:publisher].rsplit(",", 1)[-1].strip(" .*_") if publisher > 0 else ""
    if not before[:1].isupper():
        return Tag(tag.year, None, None)
    return Tag(tag.year, before, canonical_acronym(before))


def _edited_book(after: str) -> str | None:
    """The whole title of the edited book a chapter appeared in (``_CHAPTER_IN``), where the venue's comma rules
    would cut it at its first comma ("In *Quantifiers, Quantifiers, and Quantifiers: Themes in logic* (pp. 1-9)")."""
    opened = _CHAPTER_IN.match(after)
    if opened is None:
        return None
    rest = after[opened.end() :]
    for end in _BOOK_END.finditer(rest):
        publisher = end.group("publisher")
        if publisher is not None and not _names_a_publisher(publisher.strip(" .")):
            continue
        paged = rest[end.start() :].lstrip().startswith("(")
        book = rest[: end.start()].strip(" *_,")
        if not (opened.group("editors") or paged) or len(book.split()) < 2:
            return None
        held = _tag_in_text(book)  # "In Advances in Cryptology – CRYPTO 2019 (pp. 1-20)": a meeting's volume
        return book if held.venue is None or held.year is None else None
    return None


def _venue_in_link_labels(links: list[FoundLink]) -> Tag:
    """A venue a link's label names as the place of the paper (``[[Nature Medicine paper](...)]``, ``[Journal of
    Proteome Research article]``): the words before "paper" or "article", when they are a known venue or carry a
    venue's word (Journal, Transactions, Nature, ...); "[The Morning Paper]" or "[Survey Paper]" name no venue."""
    for link in links:
        named = _VENUE_LABEL_LINK.match(link.label) if link.label.endswith(("paper", "article")) else None
        if named is None:
            continue
        venue = named.group(1)
        if venue_for_acronym(venue) is not None or VENUE_WORDS.search(venue):
            return Tag(None, venue, canonical_acronym(venue))
    return Tag(None, None, None)


def _blog_links_only(links: list[FoundLink]) -> bool:
    """Every link goes to a blog's or a course's page; a PDF kept there is a paper's copy, whose names are its
    authors ("[Title](https://host/courses/471/papers/x.pdf) by **A. M. Turing**")."""
    return bool(links) and all(_BLOG.search(link.url or "") and link.kind != "pdf" for link in links)


def _by_line_authors(after: str) -> tuple[tuple[str, ...], str]:
    """(the authors, the note without them) when a note after the title names them with "by": opening it ("by A.
    Smith, ...") or closing it ("- An attack on ..., by Itai Dinur and Adi Shamir.", "[[paper]](url) by Mark Lee,
    Ana Wu. 2019"), as annotated lists credit a paper. A venue or year closing the names stays in the note; the
    names leave it, so that none is read as a venue."""
    credited = _credit(after)
    if credited is not None:
        return credited[0], credited[1]
    if "by " not in after.lower():
        return (), after
    credits = list(_BY.finditer(after))
    closing = _CLOSING_CREDIT.fullmatch(after, credits[-1].end()) if credits else None
    if closing is None:
        return (), after
    names, venue = _split_trailing_venue(closing.group(1))  # "by Ana Lee, Bo Ng. NeurIPS 2019"
    named = _tag_in_text(venue).venue if venue else None
    if named is None or not _names_a_venue(named):  # "by Ana Lee, Bo Ng. 2019": the last name is no venue
        names, venue = closing.group(1), ""
        if (dated := _TRAILING_YEAR.search(names)) is not None:
            names, venue = names[: dated.start()], dated.group(1)
    names = _ETC.sub("", names)
    if not _names_authors(names):
        return (), after
    return _split_names(names), f"{after[: closing.start(1)]} {venue}"


def with_note_authors(head: _Head, links: Sequence[FoundLink]) -> _Head:
    """The head with the authors its note after the title names (``_note_authors``), the note left without them;
    the head as it is when it names its authors already, names none there, or when the entry's links are none or
    code alone (a repository's owners are no authors)."""
    if head.authors or all(link.kind == "code" for link in links):
        return head
    authors, after = _note_authors(head.after)
    return replace(head, authors=authors, after=after) if authors else head


def _note_authors(after: str) -> tuple[tuple[str, ...], str]:
    """(the authors, the note without them) when a note after the title names the authors alone (``_AUTHORS_NOTE``),
    or with the venue and year that close a citation after them (``, Lee, Ana and Wu, Bo, EMNLP, 2021``): surnames
    or full names, with no acronym, venue or link label among them. After a comma or a full stop, two names or "et
    al." at least: a single capitalised word there is as often a publisher or a place; after a full stop, surnames
    alone only with "et al." (``. Accepted, Oral.`` names no one). Names read as whole people leave the note, so
    that none is read as its venue; bare surnames stay, as a journal's name ("- Kryometrics Today, Sep. 1989") reads
    as surnames too."""
    note = _AUTHORS_NOTE.match(after)
    if note is None:
        return (), after
    text, venue = _without_closing_venue(note.group("names"))
    words = (word.strip(".,") for word in text.split())  # "Lee, Samuel R.": an initial is no acronym
    if any(len(word) > 1 and word.isupper() for word in words) or _is_label(text):
        return (), after
    mark, et_al = note.group("mark"), _ET_AL.search(text) is not None or _ETC.search(text) is not None
    keyed = _surnames(text) if mark != "." or et_al else ()
    names = keyed or (_split_names(text) if _names_authors(text) else ())
    if not names or mark in ",." and len(names) < 2 and not et_al:
        return (), after
    if _tag_in_text(text).venue is not None:
        return (), after
    return names, after if keyed else f"{venue}{after[note.end('names') :]}"


def _without_closing_venue(text: str) -> tuple[str, str]:
    """(the names, the venue) of a note's text that closes with a venue or year after its names, set off by a full
    stop or commas (``Ana Lee, Bo Wu. ACL``, ``Lee, Ana and Wu, Bo, EMNLP``); the text whole when none closes it."""
    names, stop, closing = text.rpartition(". ")
    if stop and closing.strip() and all(_venue_or_year_part(part) for part in closing.split(",")):
        return names, closing
    parts = text.split(",")
    kept = len(parts)
    while kept > 1 and _venue_or_year_part(parts[kept - 1]):
        kept -= 1
    return ",".join(parts[:kept]).rstrip(), ",".join(parts[kept:]).strip()


def _is_paper(title: str, stated: bool, authors: tuple[str, ...], links: list[FoundLink]) -> bool:
    if _letters(title) < 1:
        return False
    return stated or bool(authors) or any(_is_paper_link(link) for link in links)


def _is_paper_link(link: FoundLink) -> bool:
    url = _archived_original((link.url or "").lower())
    if not url or url.startswith("#") or link.kind in ("code", "video", "recording", "slides") or _artifact(url):
        return False
    if _DATA_FILE.search(url):
        return False  # a table or an archive of data, whatever its link's text says
    path = url.split("://", 1)[-1].split("?")[0]
    if on_host(url, _PAPER_HOSTS) and _JOURNAL_HOME.match(path) is None or link.kind == "pdf":
        return True
    if _names_a_document(url) or "drive.google" in url and _shared_paper(link, url):
        return True
    if on_host(url, _NON_PAPER_HOSTS) or _BLOG.search(url):
        return False
    named = _PAPER_PATH.search(path)
    if "/" not in path.rstrip("/") or path.endswith("/") and not _numbered_after(path, named):
        return False  # a site or a folder: a project's or a course's home, not a paper
    # An unknown host: a title as the link's text, on a page whose address names a paper or a publication.
    return len(link.label.split()) >= _MIN_TITLE_WORDS_FOR_LINK and named is not None


def _artifact(url: str | None) -> bool:
    """A DOI given to a data set or a code snapshot (``is_artifact_doi``), never to a paper."""
    return url is not None and _ARTIFACT_REGISTRANT.search(url) is not None and is_artifact_doi(doi_from_url(url))


def _numbered_after(path: str, named: re.Match[str] | None) -> bool:
    """A folder address that names one article after naming where articles are: numbered (``/articles/22/6005/
    2018/``, as journals address an article by volume and page) or by a slug of its title's words
    (``/papers/protovis-design/``, as a lab's site gives each paper a folder), not a folder of papers."""
    if named is None:
        return False
    after = path[named.end() :]
    return any(char.isdigit() for char in after) or _TITLE_SLUG.search(after) is not None


def _archived_original(url: str) -> str:
    """The address a web archive's copy was taken from (``web.archive.org/web/2022.../https://...``): the copy is
    what the original was, a paper or not."""
    found = _ARCHIVED.match(url) if "web.archive.org/" in url else None
    return found.group(1) if found else url


# A single file shared from Google Drive: "drive.google.com/file/d/<id>/view", "drive.google.com/open?id=<id>".
_SHARED_FILE = re.compile(r"drive\.google\.com/(?:file/d/|open\?id=|uc\?)")
_SHARED_PAPER_WORDS = 4


def _shared_paper(link: FoundLink, url: str) -> bool:
    """A single file shared from Google Drive, as a journal club's table or a reading list shares a paper's PDF:
    its address alone in a cell (the title in another), or a title of four words or more as its text; a folder, or a
    file labelled as slides, notebooks or a short note ("Through 9/30"), is none."""
    if _SHARED_FILE.search(url) is None:
        return False
    label = link.label.strip()
    if not label or _is_address(label):
        return True
    return len(label.split()) >= _SHARED_PAPER_WORDS and not _NOT_A_SHARED_PAPER.search(label)


_NOT_A_SHARED_PAPER = re.compile(r"\b(?:slides?|notebooks?|problem sets?|homework|syllabus|notes|recording)\b", re.I)


def _names_a_document(url: str) -> bool:
    """A URL that names a paper by its form, whatever its host: a PDF file or download (``?type=pdf``), or a DOI in
    its path (``academic.oup.com/bib/article/doi/10.1093/...``), or an article's file served by Digital Commons,
    the repository software many universities run (``repository.example.edu/cgi/viewcontent.cgi?article=1030``)."""
    path, _, query = url.partition("?")
    if path.endswith(".pdf"):
        return True
    if path.endswith("/viewcontent.cgi") and "article=" in query:
        return True
    if "pdf" in query and _PDF_QUERY.search(query):
        return True
    return "/10." in path and _DOI_IN_PATH.search(path) is not None


def _merge_tags(first: Tag, second: Tag) -> Tag:
    """first's values, with second filling what first lacks."""
    if first.year is not None and first.venue is not None:
        return first
    year = first.year if first.year is not None else second.year
    if first.venue is not None:
        return Tag(year, first.venue, first.venue_acronym)
    return Tag(year, second.venue, second.venue_acronym)


# The citation form JHEP and JCAP give their articles, "JHEP04(2018)031": the issue's month glued to the journal's
# acronym, which would read as the acronym and a year ("SOSP07"), then the year in parentheses.
_ISSUE_MONTH_GLUED = re.compile(r"\b([A-Z]{3,})(?:0[1-9]|1[0-2])\(((?:19|20)\d\d)\)")


# A chapter "In" its edited book, the book's title and subtitle before its editors, as Chicago cites one ("In Karia
# Arkhaia: La Carie, des origines, edited by A. Lee, 23–41."): the book's whole title, commas and all, up to the
# editors.
_BOOK_BEFORE_EDITORS = re.compile(rf"\s*[Ii]n:?\s+(?P<book>[^;()|]+?:\s[^;()|]+?),?\s+{_EDITED_BY}")
# The note of the language a paper is written in, in parentheses or brackets ("(in Spanish)", "[in Russian]"), which
# "in" would otherwise make a venue. Languages are named, so that "(in Nature)" stays a venue.
_LANGUAGE_NOTE = re.compile(
    r"[(\[]\s*in\s+(?:Arabic|Chinese|Czech|Danish|Dutch|English|Finnish|French|German|Greek|Hebrew|Hungarian|Indonesian"
    r"|Italian|Japanese|Korean|Norwegian|Persian|Polish|Portuguese|Romanian|Russian|Serbian|Slovak|Spanish|Swedish|Thai"
    r"|Turkish|Ukrainian|Vietnamese)(?:\s+with\s+\w+\s+abstract)?\s*[)\]]",
    re.I,
)
# What may stand between a quoted title and the italic work it is part of: stops, commas and the language's note.
_BEFORE_CONTAINER = re.compile(rf"[ .,]*(?:(?:{_LANGUAGE_NOTE.pattern})[ .,]*)?", re.I)


@lru_cache(maxsize=_TEXT_CACHE_SIZE)
def _tag_in_text(text: str) -> Tag:
    """A venue and year written after the title: ``OSDI 2016``, ``| SOSP' 24``, ``(2005)``, ``, SIGMOD``,
    ``[2024-06] [ICLR 2025]`` (the venue's year wins over a bare date), ``in Real-Time Databases``."""
    text = _IDENTIFIER_IN_TEXT.sub(identifier_left, _strip_decoration(text))
    text = _without_citation_count(text)  # a count's note names no venue, and its date is no year
    if "in " in text:
        text = _LANGUAGE_NOTE.sub("", text)  # "(in Spanish)": the language the paper is written in, no venue
    if not text.strip():
        return Tag(None, None, None)
    book = _BOOK_BEFORE_EDITORS.match(text) if ": " in text else None
    if book is not None:  # "In Book: Its Subtitle, edited by ...": the colon is the book's title's, no separator
        title = book.group("book").strip(" *_")
        return Tag(_tag_in_text(text[book.end() :]).year, title, canonical_acronym(title))
    if "roc. " in text:  # "Proc. of STOC 1983": the abbreviation's stop is no separator between fields
        text = _PROCEEDINGS_ABBREVIATED.sub("Proceedings ", text)
    if "(" in text:  # "JHEP04(2018)031": the journal, the issue's month, the year and the article's number
        text = _ISSUE_MONTH_GLUED.sub(r"\1 (\2)", text)
    bare_year = None
    venue: Tag | None = None
    for chunk in _SEPARATORS.split(text):
        chunk = _DATE.sub(r"\1", _MONTH.sub("", chunk.strip(" .[]*_"))).strip()
        if not chunk or len(chunk) > 80:
            continue
        host = _HOST_LEAD.match(chunk) if " with " in chunk else None
        chunk = chunk[host.end() :] if host is not None else chunk
        introduced = _IN_VENUE.match(chunk) is not None
        tag = _with_short_year(_known_tag(_IN_VENUE.sub("", chunk), introduced), chunk)
        known = tag.venue is not None and venue_for_acronym(tag.venue) is not None
        if tag.venue is not None and _replaces(tag, venue, known=known):
            venue = tag
        elif tag.year is not None and bare_year is None and len(chunk.split()) <= 4:
            bare_year = tag.year
    if venue is not None and venue_for_acronym(venue.venue) is None:
        venue = _without_publisher(venue)
    unknown = venue is None or venue_for_acronym(venue.venue) is None
    if unknown and " on," in text and (inverted := _inverted_proceedings(text)) is not None:
        return Tag(bare_year if venue is None or venue.year is None else venue.year, inverted, inverted)
    found = _MEETING_ACRONYM.search(text) if unknown and ("(" in text or "roceedings" in text) else None
    acronym = found.group("after") or found.group("before") if found is not None else None
    if acronym is not None and not _is_label(acronym):
        year = venue.year if venue is not None and venue.year is not None else bare_year
        return Tag(year, acronym, canonical_acronym(acronym))
    if venue is None:
        named = venue_for_name(text) if len(text) <= _MAX_VENUE_TEXT else None  # "IEEE conference on acoustics,
        if named is not None:  # speech and signal processing": a name the comma split cut apart
            return Tag(bare_year, named.acronym, named.acronym)
        return Tag(bare_year, None, None)
    return Tag(venue.year or bare_year, venue.venue, venue.venue_acronym)


def _inverted_proceedings(text: str) -> str | None:
    """The acronym of a known venue IEEE's inverted proceedings title names with the fields after it ("In Neural
    Networks, 1993., IEEE International Conference on, pp. 407-412"): the comma split cuts the name apart, its topic
    first, and the table reads the name whole (``venue_for_name``)."""
    found = _INVERTED_VENUE.search(text)
    named = venue_for_name(found.group(1)) if found is not None else None
    return named.acronym if named is not None else None


def _replaces(tag: Tag, so_far: Tag | None, *, known: bool) -> bool:
    """Whether a venue read later in the text replaces the one read so far: it does when it adds the year the first
    lacks, when it is known and the first is not (though a bare known name never replaces an unknown one with its
    year: "PaPoC 2020" stays, not a link labelled "arxiv"), or when it is the first's acronym."""
    if so_far is None or so_far.year is None and tag.year is not None:
        return True
    if venue_for_acronym(so_far.venue) is not None:
        return False
    return known and (tag.year is not None or so_far.year is None) or _short_for_long(tag, so_far)


def _short_for_long(short: Tag, long: Tag) -> bool:
    """An acronym with its year after a venue's long name is the name's short form: "In Proceedings of the 1997
    symposium on Interactive 3D graphics (I3D '97)" is I3D, as ACM's reference format writes every venue."""
    return (
        short.year is not None
        and _ACRONYM_WORD.match(short.venue or "") is not None
        and len((long.venue or "").split()) >= MIN_TITLE_LIKE_WORDS
    )


def _without_publisher(tag: Tag) -> Tag:
    """ "IEEE SSCI" is SSCI: a publisher's name before a venue's acronym is not part of the venue."""
    venue = tag.venue or ""
    rest = _PUBLISHER.sub("", venue)
    if rest == venue or _ACRONYM.match(rest) is None:
        return tag
    return Tag(tag.year, rest, canonical_acronym(rest))


def _known_tag(chunk: str, introduced: bool) -> Tag:
    """The chunk's year, and its venue when the venue is known, reads as an acronym beside a year, or follows
    "in"/"Proceedings of" (``introduced``)."""
    tag = parse_tag(chunk)
    if tag.venue is None:
        return tag
    if venue_for_acronym(tag.venue) is None:
        named = venue_for_name(chunk)
        if named is not None:
            return Tag(tag.year, named.acronym, named.acronym)
        acronym_like = tag.year is not None and _ACRONYM_WORD.match(tag.venue) is not None
        # "In P. Quinn (Ed.), Book": after "In", an editor's initial is no venue; nor is a phrase whose first letter
        # is lower case ("in from 2017", "in terms of the tasks with 2D data"): a venue's name opens with a capital
        named_like = _letters(tag.venue) >= _MIN_VENUE_LETTERS and _opens_with_capital(tag.venue)
        if not (introduced and named_like or acronym_like):
            return Tag(tag.year, None, None)
    return tag


def _opens_with_capital(text: str) -> bool:
    """Whether the first letter of text is a capital ("Real-Time Databases", "3D Vision"), as a venue's name is."""
    first = next((char for char in text if char.isalpha()), "")
    return first.isupper()


# A journal's volume right after its name on a citation's venue line: " 145 (2017), 364--368", ", vol. 12".
_YEAR_ALONE_AFTER = re.compile(r"[*_]*[,.]?\s*\(?(?:19|20)\d\d\)?[.,]?\s*")
_VOLUME_AFTER_JOURNAL = re.compile(r"[*_]*,?\s+(?:vol(?:ume|\.)?\s*)?\d{1,4}\b", re.I)


def _venue_line(line: Line) -> Tag:
    """A sub-line that names the venue (``OSDI 2021``, ``Venue: SOSP'19``, ``*In SOSP 2019*``)."""
    text = line.text
    for link in reversed(line.links):
        text = text[: _label_start(text, link.start)] + " " + text[link.end :].lstrip("]")
    labelled = _NAMED_VENUE_LABEL.match(text.strip(" *_")) is not None
    text = _VENUE_LABEL.sub("", text.strip(" *_")).strip(" ,.")
    if not text:
        return Tag(None, None, None)
    if len(text) <= _MAX_VENUE_LINE:
        tag = _tag_in_text(text)
        name = _NAME_BEFORE_DATE.match(text)
        if tag.venue is None and labelled and name is not None and _NAMED_VENUE.fullmatch(venue := name.group(1)):
            # "Venue: Annals of Clinical Foo", "Journal Info: Clinical Foo, June 2019": the label says so
            return Tag(tag.year, venue, canonical_acronym(venue))
        journal = _italic_journal_before_volume(line) if tag.venue is None else None
        return tag if journal is None else Tag(tag.year, journal, canonical_acronym(journal))
    if _PROCEEDINGS_LINE.match(text) and len(text) <= _MAX_VENUE_TEXT:
        return _tag_in_text(text)  # "In: Proceedings of the 38th International Conference on ..., 2021"
    # A citation's venue line: "*ACM Transactions on Computer Systems*, volume 10, pages 26–52, February 1992."
    italic = next((line.text[start:end] for start, end in line.emphasis if start <= 1), None)
    if italic is None:
        return Tag(None, None, None)
    named = _tag_in_text(italic)
    years = _YEAR.findall(_IDENTIFIER_IN_TEXT.sub(" ", text))
    year = named.year or (int(years[-1]) if years else None)
    journal = _italic_journal_before_volume(line) if named.venue is None else None
    return (
        Tag(year, named.venue, named.venue_acronym)
        if journal is None
        else Tag(year, journal, canonical_acronym(journal))
    )


def _italic_journal_before_volume(line: Line) -> str | None:
    """The journal a venue line opens with in italics, then its volume (``_EMS Surveys in Mathematical Sciences_ 1
    (2014), 249--282``), when the table does not know it: a name with a word journals are named with; or then its
    year alone (``*Virus Research* (2025)``), as a paper's record under its title and authors sets its venue."""
    span = next(((start, end) for start, end in line.emphasis if start <= 1), None)
    if span is None:
        return None
    journal = line.text[span[0] : span[1]].strip(" *_,.")
    if _YEAR_ALONE_AFTER.fullmatch(line.text, span[1]):
        return journal or None  # "*mBio* (2025)": a venue line of the italics and the year alone, whatever its words
    if not _VOLUME_AFTER_JOURNAL.match(line.text, span[1]):
        return None
    return journal if _names_a_venue(journal) else None


def _linked_venue(line: Line) -> Tag:
    """The venue and year a sub-line's opening link gives as its text (``[Nature Methods 12.3 (2021)](url) •
    [code](url)``, ``[bioRxiv 2022.08.31.505981](url)``), as a list writes the link to the paper's page under its
    title: the text names where the paper appeared, by a known venue or a journal's name and volume."""
    opening = len(line.text) - len(line.text.lstrip())
    if not line.links or line.links[0].start > opening + 1 or _is_label(label := line.links[0].label.strip()):
        return Tag(None, None, None)
    tag = _tag_in_text(label)
    journal = journal_in_citation(label) if tag.venue is None else None
    if journal is not None and journal.start == 0:
        return Tag(tag.year or journal.year, journal.name, journal.acronym or canonical_acronym(journal.name))
    return tag


def _names_then_venue(line: Line) -> tuple[tuple[str, ...], Tag]:
    """A sub-line that cites the entry without its title, as a citation's tail: its authors, then the venue and
    year (``A. Lee, B. Wu, and C. Ng. *ICLR*, 2022.``, ``**by Ana Lee**, ICCV (2019)``, ``*Lee, A., & Wu, B.*
    [2019], Journal of Ecology``, ``Ana Lee and Bo Wu, **NeurIPS**``). The names end where an authors-first line's
    do (``_names_closed``), at their full stop, or where the venue and year close the line after a comma. An italic
    venue the table does not know is kept as written (``*IEEE Network*``, ``*Ph.D. Dissertation at ...*``): in a
    citation the italics mark the venue."""
    text = line.text
    opening = len(text) - len(text.lstrip())
    closed = _names_closed(line, opening)
    if closed is not None and not _lead_names(text[opening : closed[0]]):
        closed = None  # "Ana Lee, Nature (2019)": the year closes the venue, which the names run into
    names_end = _NAMES_END.search(text) if closed is None and ". " in text else None
    if closed is not None:
        names_text, rest, venue_at = text[opening : closed[0]], text[closed[1].start() :], closed[1].end()
    elif names_end is not None:
        names_text, rest, venue_at = text[: names_end.start()], text[names_end.end() :], names_end.end()
    elif line.emphasis and line.emphasis[0][0] > opening:  # "Ana Lee, Bo Wu *EMNLP* 2022"
        venue_at = line.emphasis[0][0]
        names_text, rest = text[:venue_at].rstrip(_TAIL_SEPARATORS + " "), text[venue_at:]
    else:
        names_text, rest = _without_closing_venue(text)
        venue_at = text.rfind(rest) if rest else len(text)
    if not rest.strip(" ,.") or not _names_authors(names_text.strip(" ,.*_")):
        return (), Tag(None, None, None)
    venue_at += len(text[venue_at:]) - len(text[venue_at:].lstrip(" ,.;"))
    italic_venue = any(start == venue_at for start, _ in line.emphasis)  # "A. Lee. *Ph.D. Dissertation*, 2021"
    if not italic_venue and _titled_tail(text[venue_at:]):
        return (), Tag(None, None, None)  # "Lee, A. (1996). Title. *Journal*": a citation with its title
    tag = _tag_in_text(rest)
    journal = journal_in_citation(text[venue_at:].strip(" ,.*_")) if tag.venue is None else None
    if journal is not None and journal.start == 0:
        tag = Tag(tag.year, journal.name, journal.acronym or canonical_acronym(journal.name))
    if tag.venue is None:
        tag = _merge_tags(Tag(tag.year, None, None), _italic_venue(line, len(text) - len(rest)))
    return _split_names(names_text.strip(" ,.*_")), tag


def _titled_tail(text: str) -> bool:
    """Whether what follows an author list opens with a title: a first field with more after it that names no
    venue or year and holds no number (``Lady Mary's case. *Journal*, 4(2)``), where a venue's field holds its
    name, year or volume (``Nature (2019)``, ``ICML, 2016``, ``99 NYU L. Rev. 1 (2024)``)."""
    written = text.strip(" ,.;*_")
    first = _first_field(written).strip(" *_")
    if first == written or any(char.isdigit() for char in first) or _only_a_venue(first):
        return False
    return _tag_in_text(first) == Tag(None, None, None)


def _italic_right_after(line: Line, end: int) -> Tag:
    """The venue set in italics right after a marked title, only separators between (``**Title**. *Journal*.``), as
    a citation whose authors open it sets its venue, known or not."""
    start = next((start for start, _ in line.emphasis if start >= end), None)
    if start is None or line.text[end:start].strip(" .,;:"):
        return Tag(None, None, None)
    return _italic_venue(line, start)


def _italic_venue(line: Line, position: int) -> Tag:
    """The venue set in the first italic part at or after position, as citations set it: the venue read there when
    the table knows it or a year dates it (``*Proc. of STOC 1983*``, a meeting), else the italic text as written, a
    journal's name (``*IEEE Network*``, ``_Asia Pac. Math. Newsl._``, ``_Proc. Cambridge Philos. Soc._``)."""
    italic = next((line.text[start:end] for start, end in line.emphasis if start >= position), "").strip(" ,.")
    if not italic:
        return Tag(None, None, None)
    read = _tag_in_text(italic)
    if read.venue is not None and (read.year is not None or venue_for_acronym(read.venue) is not None):
        return read
    return Tag(read.year, italic, canonical_acronym(italic))


def _authors_line(line: Line) -> tuple[str, ...]:
    """The names of a line that is only an author list (an italic line, or ``Authors: A, B``)."""
    text = line.text.strip()
    labelled = _AUTHORS_LABEL.match(text)
    italic = any(line.text[start:end].strip() == text for start, end in line.emphasis)
    names = text[labelled.end() :] if labelled else text
    if not _names_authors(names, labelled=labelled is not None):
        return ()
    found = _split_names(names)
    # Unmarked, a line is an author list when it lists several people and nothing else ("A. Lee, B. Wu, C. Ng."),
    # or when "et al." closes its names ("Ed Blockley et al."): only an author list is cut short so.
    listed = len(found) >= _MIN_UNMARKED_AUTHORS or _ENDS_WITH_ET_AL.search(text.rstrip(" ,;")) is not None
    return found if labelled or italic or listed else ()


def labels_its_authors(line: Line) -> bool:
    """A line that labels its text as the authors ("Authors: A. Lee, B. Wu", "**Authors** : ...", "By: A. Lee")."""
    return _AUTHORS_LABEL.match(line.text) is not None


def _is_name(text: str) -> bool:
    """A personal name as lists write it: two to five capitalised parts ("J. Andrew Bagnell", "Hado van Hasselt")."""
    words = text.split()
    if not 2 <= len(words) <= 5 or _NAME.match(text) is None or words[0].casefold() in _ARTICLES:
        return False
    return any(_letters(word) >= 2 for word in words)  # "B. Wu", "Y. Li": short surnames


def _names_authors(text: str, *, labelled: bool = False) -> bool:
    """True when text is a list of personal names: "A. Gujarati, B. Smith and C. Lee". A list the page labels as
    its authors (``Authors: P.L. Lee, Sang Won Park, N. S. Kim``) may mix initials and given names: no title can
    stand among them there."""
    written = _TEX_ACCENT.sub(r"\1", text) if "{" in text else text  # "F{\"a}rber" reads as a name
    names = [name.replace(",", "") for name in _split_names(written.strip(" .,:*_"))]  # "Dunfield, J." as a name
    # a run of capitalised words longer than a name is a title in title case ("A. Lee, B. Wu, Sparse Coding of
    # Natural Images, Nat. Neurosci."), however many names stand before it
    return (
        bool(names)
        and all(
            _is_name(name) or (_NAME.match(name) and len(names) > 1 and len(name.split()) <= _MAX_NAME_WORDS)
            for name in names
        )
        and (labelled or _initials_first_throughout(names))
        and any(_is_name(name) for name in names)
    )


def _initials_first_throughout(names: Sequence[str]) -> bool:
    """A style that writes its names initials first ("A. B. Lee, C. Wu") writes them all so: among two or more such
    names, a part that opens otherwise is the title in title case ("A. B. Lee, C. Wu, Sparse Codes, Trans. ...").
    Only the first author may be inverted ("Lee, A. B., C. Wu, and D. Kim")."""
    if len(names) < 3:
        return True
    opened = [_OPENS_WITH_INITIAL.match(name) is not None for name in names]
    return sum(opened) < 2 or all(opened[1:])


def _surname_before(part: str, given: str) -> bool:
    """Whether a part is a surname-first author's surname and the next part its given names: one word, or one after
    its lower-case particles ("Hinton, Geoffrey E.", "van der Berg, Kees"), or one after capitalised particles with
    initials ("Da Silva, L. J."); "Di Weng, Yanwei Huang" is two people."""
    if not _GIVEN_NAMES.match(given):
        return False
    if len(without_particles(part).split()) == 1:
        return True
    particles = _PARTICLES_OPENING.match(part)
    return (
        particles is not None
        and len(part[particles.end() :].split()) == 1
        and (_OPENS_WITH_INITIAL.match(given) is not None or _ONE_INITIAL.fullmatch(given) is not None)
    )


def _name_as_written(part: str) -> str:
    """One name of an author list without the punctuation around it, the full stop that closes the list too; an
    abbreviation's stop stays: ``Gottschaldt, K.-D.``'s last initial, ``John W. Gillespie Jr.``'s suffix. The
    ellipsis APA writes before the last of many authors ("..., Richard, N., … Segebarth, C.") is no part of a name."""
    name = part.lstrip(" .…*_").rstrip(" *_")
    if "{" in name:
        name = _ESCAPED_TEX_ACCENT.sub(r"{\\\1\2}", name)
    return name if name.endswith(".") and _ABBREVIATION_STOP.search(name) else name.rstrip(" .*_")


def _split_names(text: str) -> tuple[str, ...]:
    """The names of an author list, one per person as written; "Hinton, Geoffrey E." (surname first, as
    citations write the first author) stays one name."""
    if text.lstrip()[:3].lower() == "by " and (credit := _BY.match(text)) is not None:
        text = text[credit.end() :]  # "by Ana Lee and Bo Wu": the credit is no part of a name
    inverted = _inverted_names(text)
    if inverted:
        return inverted
    text = re.sub(rf",?\s+{_ET_AL.pattern}", "", text.strip(), flags=re.IGNORECASE)
    written = re.split(r"\s*[,，]\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s*;\s*", text)
    pairs = [(_name_as_written(part), part.rstrip(" *_").endswith(".")) for part in written]
    # "et al." and its informal "etc." name no one ("Ana Lee,etc.")
    pairs = [(part, stop) for part, stop in pairs if part and not _ET_AL.fullmatch(part) and part.lower() != "etc"]
    parts = [part for part, _ in pairs]
    if _surnames_alone(parts, text):
        return tuple(parts)
    names: list[str] = []
    index = 0
    while index < len(parts):
        part = parts[index]
        if index + 1 < len(parts) and _surname_before(part, parts[index + 1]):
            given, stopped = pairs[index + 1]
            # the initial's stop that the list's closing stop stood for, cut with it ("Lee, A."): never one the
            # list did not write inside it ("Schmitter, Philippe C, and ...")
            stopped = stopped or index + 2 == len(parts)
            names.append(f"{part}, {given}{'.' if stopped and _UNDOTTED_INITIAL.search(given) else ''}")
            index += 2
            continue
        names.append(part)
        index += 1
    return tuple(names)


def _inverted_names(text: str) -> tuple[str, ...]:
    """The names of an author list in BibTeX's own form, surname first and joined by "and" ("Lee, Ana and Wu, Bo
    and van Ng, C."): each name's one comma stands between its surname and its given names, never between two
    people. Empty for any other list: two names at least, every one of them so written."""
    if " and " not in text or "," not in text:
        return ()
    parts = _AND_BETWEEN_NAMES.split(" ".join(text.split()).strip(" .,;"))
    if len(parts) < 2 or not all(_INVERTED_NAME.fullmatch(part) for part in parts):
        return ()
    names = (_name_as_written(part) for part in parts)
    return tuple(f"{name}." if _UNDOTTED_INITIAL.search(name) else name for name in names)


def _surnames_alone(parts: list[str], text: str) -> bool:
    """A series of three or more names of one word each, none an initial, closed by "and" ("Verba, Schlozman, and
    Brady"): surnames alone, one person each. In a surname-first author list the name after the "and" is a whole
    name ("Hinton, Geoffrey, and Yann LeCun"), never one word."""
    return (
        len(parts) >= _MIN_SURNAME_SERIES
        and _CLOSING_ONE_WORD_NAME.search(text) is not None
        and all(" " not in part and "." not in part and len(part) > 1 for part in parts)
    )


# ------------------------------------------------------------------------------------------------ table rows


def _software_or_nothing(links: list[FoundLink]) -> Skip:
    """An item or row that names no paper: software when every link is code, a software page or an artifact's DOI,
    else a name."""
    software = (
        link.kind == "code" or on_host(link.url or "", _NON_PAPER_HOSTS) or _artifact(link.url) for link in links
    )
    if links and all(software):
        return Skip("software")
    return Skip("no paper evidence")


def _with_short_year(tag: Tag, text: str) -> Tag:
    """A known venue and two digits, without the apostrophe ("[VLDB 25]", "Arxiv 25"), is the venue's year: beside
    a venue the number cannot be a count ("[Top 10]" names no venue). After a journal's name the two digits are
    its volume ("Mol. Cell 81, 2640-2655"): lists shorten a meeting's year so, never a journal's."""
    short_year = _VENUE_SHORT_YEAR.match(text.strip())
    if tag.year is not None or short_year is None:
        return tag
    venue = parse_tag(text.strip()[: short_year.start(1)].strip())
    known = venue_for_acronym(venue.venue) if venue.venue is not None else None
    if known is None or known.kind == "journal":
        return tag
    return Tag(expand_year(int(short_year.group(1))), venue.venue, venue.venue_acronym)


# ------------------------------------------------------------------------------------------------ helpers


def line_links(line: Line) -> list[FoundLink]:
    """A line's links: those it writes, then the identifier labels `enrich fix` wrote at its end."""
    return [*_links(line.links), *(read_links(line.identifiers)[0] if line.identifiers else ())]


def _links(spans: Sequence[LinkSpan]) -> list[FoundLink]:
    found = []
    for span in spans:
        url = span.url.strip()
        if not url or url.startswith("#"):
            continue
        label = span.label.strip().strip("[]").strip()
        found.append(FoundLink(_kind(label, url), label, url))
    return found


def _kind(label: str, url: str) -> str:
    """The link's kind: from its label when it is one ("[Code]"), else from its URL (a title link to a .pdf)."""
    if not _is_label(label):
        lowered = url.lower().split("?")[0]
        if lowered.endswith(".pdf") and not on_host(url, CODE_HOSTS):
            return "pdf"
        return link_kind("", url)
    return link_kind(label, url)


@lru_cache(maxsize=_TEXT_CACHE_SIZE)
def _is_label(text: str) -> bool:
    words = _WORD.findall(_strip_decoration(text).lower())
    return not words or all(word in LABEL_WORDS for word in words)


def _letters(text: str) -> int:
    """How many letters the text holds: ASCII text (nearly every line) by deleting its letters, at C speed."""
    if text.isascii():
        return len(text) - len(text.translate(_ASCII_LETTERS_GONE))
    return sum(map(str.isalpha, text))


_ASCII_LETTERS_GONE = str.maketrans("", "", string.ascii_letters)


def _is_decoration(char: str) -> bool:
    category = unicodedata.category(char)
    return category in ("So", "Sk", "Cf") or char in "\ufe0f\u200d"


def _strip_decoration(text: str) -> str:
    """Text without emoji, variation selectors and ``:shortcodes:``."""
    if text.isascii():
        return _EMOJI_SHORTCODE.sub("", text) if ":" in text else text
    text = "".join(char for char in text if not _is_decoration(char))
    return _EMOJI_SHORTCODE.sub("", text)


def _skip_decoration(text: str, position: int) -> int:
    while position < len(text):
        char = text[position]
        if char.isalnum() or char == "[":  # what most lines open with: neither decoration nor a shortcode's ":"
            break
        if char.isspace() or _is_decoration(char) or char in "-–—•·*":
            position += 1
            continue
        shortcode = _EMOJI_SHORTCODE.match(text, position)
        if shortcode is None:
            break
        position = shortcode.end()
    return position


def _only_decoration(text: str) -> bool:
    return not _strip_decoration(text).strip(" \t-–—•·*:|,.")


def _without_affiliation(title: str) -> str:
    """The title without an affiliation closing it (``_AFFILIATION``); cheap on a title without an "@"."""
    return _AFFILIATION.sub("", title) if "@" in title else title


def _without_citation_count(text: str) -> str:
    """The text without a note of how often the paper is cited (``_CITATION_COUNT``); cheap on text without one."""
    return _CITATION_COUNT.sub(" ", text) if "itation" in text or "ited" in text else text


def _clean(title: str) -> str:
    """The title without emoji, shortcodes, an affiliation, a citation count or a code/bold annotation at its end,
    or the part to read before it ("(Chapter 1) Title": a course's note on a thesis or report, not the work's
    title)."""
    title = _strip_decoration(title)
    title = _without_affiliation(title)
    title = _without_citation_count(title)
    if "xternal" in title or "ew window" in title or "ew tab" in title:
        title = _LINK_NOTE.sub("", title)
    if title.startswith("("):
        title = _PART_TO_READ.sub("", title)
    return clean_title(title.strip(" \t-–—:|,"))
