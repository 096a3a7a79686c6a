"""The shape zoo's other half: lines that are not papers, written as reading lists write them, among the papers.

The shape zoo (tests/shape_zoo.py) renders papers only, so it measures recall and fields but never precision. Real
lists hold many more lines than papers: the tools and datasets a field uses, courses, talks, tutorials, blog posts,
books, people's and labs' pages, workshops, leaderboards, the list's own prose, badges, contents and notes, and a
summary under a paper. Each such line here is made up from word pools (nothing copied from a list), in the shapes
these things take on real lists: a tool's repository link and stars badge, a dataset's download page, a course's
number and term, a talk's video link, a book's publisher and edition. They stand in the same containers and markups
as the list's papers: among the paper entries (a tool bullet between two paper bullets, a tool row in the paper
table, a tool paragraph between paper paragraphs, a tool heading over its line), in a section of their own whose
name varies as real lists name it, or at the page's top and bottom (badges, contents, intro prose, notes, licence).

Each line is labelled as tests/data/lists/labels/README.md labels it: tools, datasets' pages, courses, talks,
tutorials, blogs, books, pages, events and leaderboards are `other`; prose and a summary under a paper are
`description`; badges and dated maintenance notes `badge_or_meta`; anchor links `toc`; section names `heading`. A
dataset's paper (its title, a venue and year, a paper link) is a paper, with its answer. The finer kind and where the
line stands are kept in the label's notes (``kind=software; placement=among papers``) for bench/nonpaper_zoo.py.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from tests.list_labels import Label, Paper
from tests.shape_zoo import (
    _ADJECTIVES,
    _FIRST_NAMES,
    _NOUNS,
    _OBJECTS,
    _SURNAMES,
    _SYSTEM_NAMES,
    _TABLE_HEADERS,
    _VENUES,
    AXES,
    ZooList,
    pick_choices,
    render_list,
)

# The finer kinds of non-paper lines, with the label kind labels/README.md gives each.
KINDS: dict[str, str] = {
    "software": "other",
    "dataset": "other",
    "course": "other",
    "talk": "other",
    "tutorial": "other",
    "blog": "other",
    "book": "other",
    "person or lab": "other",
    "event": "other",
    "leaderboard": "other",
    "intro prose": "description",
    "contributing": "description",
    "summary under a paper": "description",
    "note": "badge_or_meta",
    "badge": "badge_or_meta",
    "contents": "toc",
    "section heading": "heading",
}
ITEM_KINDS = tuple(KINDS)[:10]  # the kinds that stand as items among papers or in a section of their own
PLACEMENTS = ("among papers", "own section", "page")

_UNIVERSITIES = (
    "Northvale University|Eastbrook Institute of Technology|Harlow College|University of Westmere|"
    "Saltmarsh Polytechnic|Ridgefield University"
).split("|")
_LANGUAGES = "Python|C++|Rust|Julia|R|JAX|PyTorch|TensorFlow|Go".split("|")
_PUBLISHERS = "Northvale University Press|Halyard Press|Quarry Books|Springer|MIT Press|O'Reilly|CRC Press".split("|")
_CITIES = "Lisbon Nairobi Montreal Osaka Tallinn Valparaiso Kraków Hobart".split()
_MONTHS = "January February March April May June July August September October November December".split()
_TERMS = ("Fall", "Spring", "Winter", "Summer")
_LICENSES = ("MIT", "Apache-2.0", "BSD-3", "GPL-3.0")
_MEETINGS = tuple(venue for venue in _VENUES if venue.isupper() or venue in ("NeurIPS", "ICLR"))  # no journals
_SECTION_NAMES: dict[str, tuple[str, ...]] = {
    "software": ("Tools", "Libraries", "Implementations", "Code", "Open-source projects", "Frameworks & Toolkits"),
    "dataset": ("Datasets", "Data", "Benchmarks and datasets", "Where to get data"),
    "course": ("Courses", "Lectures", "Learning materials", "Classes"),
    "talk": ("Talks", "Videos", "Talks & Podcasts", "Keynotes"),
    "tutorial": ("Tutorials", "Getting started", "Hands-on material"),
    "blog": ("Blogs", "Blog posts", "Newsletters", "Articles & posts"),
    "book": ("Books", "Textbooks", "Further reading (books)"),
    "person or lab": ("People", "Research groups", "Labs to follow", "Who's who"),
    "event": ("Workshops", "Events", "Conferences & workshops", "Summer schools"),
    "leaderboard": ("Leaderboards", "Competitions", "Challenges"),
}


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-")


@dataclass(frozen=True)
class _Words:
    """Draws of the zoo's made-up words, shared by every kind's shapes."""

    rng: random.Random

    def name(self) -> str:
        return self.rng.choice(_SYSTEM_NAMES) + self.rng.choice(("", "", "Kit", "DB", "Lab", "-X", "Flow"))

    def person(self) -> str:
        return f"{self.rng.choice(_FIRST_NAMES)} {self.rng.choice(_SURNAMES)}"

    def topic(self) -> str:
        adjective, noun, thing = self.rng.choice(_ADJECTIVES), self.rng.choice(_NOUNS), self.rng.choice(_OBJECTS)
        return self.rng.choice(
            (
                f"{adjective.capitalize()} {noun.capitalize()} for {thing.title()}",
                f"Introduction to {noun.capitalize()}",
                f"{noun.capitalize()} of {thing.capitalize()}",
                f"{adjective.capitalize()} {noun}",
            )
        )

    def phrase(self) -> str:
        adjective, noun, thing = self.rng.choice(_ADJECTIVES), self.rng.choice(_NOUNS), self.rng.choice(_OBJECTS)
        return self.rng.choice(
            (
                f"a {self.rng.choice(_LANGUAGES)} library for {adjective} {noun} of {thing}",
                f"{adjective} {noun} toolkit built on {self.rng.choice(_LANGUAGES)}",
                f"fast {noun} for {thing}, with GPU support",
                f"command-line tools to run {noun} on {thing}",
                f"reference implementation of {adjective} {noun} for {thing}",
            )
        )

    def year(self) -> int:
        return self.rng.randint(2008, 2025)

    def date(self) -> str:
        return f"{self.rng.choice(_MONTHS)} {self.rng.randint(1, 28)}, {self.year()}"

    def repo(self) -> tuple[str, str]:
        org = self.rng.choice((_slug(self.rng.choice(_SURNAMES)), _slug(self.rng.choice(_SYSTEM_NAMES)) + "-lab"))
        return org, _slug(self.name())

    def github(self) -> str:
        org, repo = self.repo()
        return f"https://{self.rng.choice(('github.com', 'github.com', 'gitlab.com'))}/{org}/{repo}"

    def youtube(self) -> str:
        token = "".join(
            self.rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789_") for _ in "x" * 11
        )
        return self.rng.choice((f"https://www.youtube.com/watch?v={token}", f"https://youtu.be/{token}"))

    def university_page(self, path: str) -> str:
        university = self.rng.choice(_UNIVERSITIES).split()
        domain = _slug(next(word for word in university if word[0].isupper() and word not in ("University",)))
        return f"https://www.{domain}.edu/{path}"


@dataclass(frozen=True)
class NonPaper:
    """One non-paper item: its line as an item writes it, and its cells as a table row writes it."""

    kind: str
    line: str
    cells: dict[str, str]  # title, authors, venue, year, links: what each column of a paper table holds


def _software(words: _Words) -> NonPaper:
    rng = words.rng
    name, (org, repo) = words.name(), words.repo()
    url = f"https://github.com/{org}/{repo}"
    stars = f"![GitHub stars](https://img.shields.io/github/stars/{org}/{repo}?style=social)"
    phrase = words.phrase()
    line = rng.choice(
        (
            f"[{name}]({url}) - {phrase.capitalize()}.",
            f"[{name}]({url}) {stars} - {phrase}",
            f"**{name}** ({rng.choice(_LANGUAGES)}): {phrase} [[code]]({url})",
            f"{name}: {phrase}. {url}",
            f"[{name}](https://{repo}.readthedocs.io/) — {phrase} ({rng.choice(_LICENSES)} licence)",
            f"[{org}/{repo}]({url}) {phrase} ⭐ {rng.randint(2, 40)}.{rng.randint(0, 9)}k",
            f"[{name}]({url}) ({words.year()}) - {phrase}",
            f"`pip install {repo}` — {name}, {phrase} ([docs](https://{repo}.readthedocs.io))",
        )
    )
    cells = {"title": f"[{name}]({url})", "authors": org, "venue": "GitHub", "year": "", "links": f"[[code]]({url})"}
    return NonPaper("software", line, cells)


def _dataset_name(words: _Words) -> str:
    return words.rng.choice(_SYSTEM_NAMES) + words.rng.choice(("Bench", "QA", "-1M", "Set", "Corpus", "-10K"))


def _dataset(words: _Words) -> NonPaper:
    rng = words.rng
    name, thing = _dataset_name(words), rng.choice(_OBJECTS)
    org, _ = words.repo()
    url = rng.choice(
        (
            f"https://huggingface.co/datasets/{org}/{_slug(name)}",
            f"https://zenodo.org/records/{rng.randint(100000, 9999999)}",
            f"https://www.kaggle.com/datasets/{org}/{_slug(name)}",
            f"https://{_slug(name)}.github.io/",
            words.university_page(f"data/{_slug(name)}/"),
        )
    )
    count = f"{rng.randint(2, 900)}{rng.choice(('k', 'K', ' million', ''))}"
    line = rng.choice(
        (
            f"[{name}]({url}) - {count} annotated {thing} for {rng.choice(_NOUNS)}.",
            f"**{name}** dataset: {count} {thing} [[download]]({url})",
            f"{name} ({words.year()}): {count} {thing}, {rng.choice(('CC BY 4.0', 'CC0', 'research use only'))}. {url}",
            f"[{name}]({url}) ({count} examples, released {rng.choice(_MONTHS)} {words.year()})",
            f"[[{name}]({url})] The {name} collection of {thing}, with {rng.choice(_NOUNS)} labels.",
        )
    )
    cells = {"title": f"[{name}]({url})", "authors": "", "venue": "Dataset", "year": "", "links": f"[[data]]({url})"}
    return NonPaper("dataset", line, cells)


def _course(words: _Words) -> NonPaper:
    rng = words.rng
    code = f"{rng.choice(('CS', 'EE', 'STAT', 'COMP', 'INFO'))} {rng.randint(100, 899)}"
    topic, university, term = words.topic(), rng.choice(_UNIVERSITIES), f"{rng.choice(_TERMS)} {words.year()}"
    url = rng.choice(
        (
            words.university_page(f"courses/{_slug(code)}/{_slug(term)}/"),
            f"https://{_slug(code)}.{_slug(university.split()[-1])}.edu/",
            f"https://www.coursera.org/learn/{_slug(topic)}",
        )
    )
    line = rng.choice(
        (
            f"[{code}: {topic}]({url}) - {university}, {term}",
            f"{university} {code} {topic}, {term} [[course website]]({url})",
            f"{topic} ({university}, {term}) by {words.person()} [[slides]]({url}) [[videos]]({words.youtube()})",
            f"[{topic}]({url}) - online course, taught by {words.person()}",
            f"Lecture {rng.randint(1, 24)}: {topic} [[video]]({words.youtube()})",
        )
    )
    cells = {"title": f"[{code}: {topic}]({url})", "authors": university, "venue": "Course", "year": term[-4:]}
    return NonPaper("course", line, {**cells, "links": f"[[site]]({url})"})


def _talk(words: _Words) -> NonPaper:
    rng = words.rng
    noun, thing = rng.choice(_NOUNS), rng.choice(_OBJECTS)
    title = rng.choice(
        (f"Why {noun} of {thing} is hard", f"Lessons from {thing} for {noun}", f"The road to {noun} at scale")
    )
    person, venue, year, video = words.person(), rng.choice(_MEETINGS), words.year(), words.youtube()
    line = rng.choice(
        (
            f"[{title}]({video}) - talk by {person} at {venue} {year}",
            f"{person}, *{title}* (keynote, {venue} {year}) [[video]]({video})",
            f"[Video] {title} ({rng.randint(12, 90)} min) {video}",
            f"[{title}](https://vimeo.com/{rng.randint(10**7, 10**9)}) — {person}, "
            f"{rng.choice(_UNIVERSITIES)} seminar, {rng.choice(_MONTHS)} {year}",
            f"Podcast: [{rng.choice(_SYSTEM_NAMES)} Talks #{rng.randint(1, 200)} — {title}]"
            f"(https://podcasts.example.fm/{_slug(title)})",
        )
    )
    cells = {"title": f"[{title}]({video})", "authors": person, "venue": "Talk", "year": str(year)}
    return NonPaper("talk", line, {**cells, "links": f"[[video]]({video})"})


def _tutorial(words: _Words) -> NonPaper:
    rng = words.rng
    topic, venue, year = words.topic(), rng.choice(_MEETINGS), words.year()
    site = f"https://sites.google.com/view/{_slug(venue)}{year % 100:02d}-{_slug(topic)[:20]}"
    org, repo = words.repo()
    line = rng.choice(
        (
            f"[{venue} {year} Tutorial: {topic}]({site})",
            f"[A gentle introduction to {topic.casefold()}](https://{org}.github.io/tutorials/{_slug(topic)}/)",
            f"{topic} tutorial ({venue} {year}) [[slides]]({site}/slides.pdf) [[website]]({site})",
            f"[Hands-on {topic.casefold()} with {rng.choice(_LANGUAGES)}](https://github.com/{org}/{repo}-tutorial) "
            "- Jupyter notebooks",
        )
    )
    cells = {"title": f"[{topic} tutorial]({site})", "authors": "", "venue": f"{venue} tutorial", "year": str(year)}
    return NonPaper("tutorial", line, {**cells, "links": f"[[website]]({site})"})


def _blog(words: _Words) -> NonPaper:
    rng = words.rng
    noun, thing, person = rng.choice(_NOUNS), rng.choice(_OBJECTS), words.person()
    user = _slug(person.split()[-1])
    title = rng.choice(
        (
            f"Understanding {noun} of {thing}",
            f"What I learned building {noun} for {thing}",
            f"{noun.title()}, explained",
        )
    )
    year, month = words.year(), rng.randint(1, 12)
    url = rng.choice(
        (
            f"https://medium.com/@{user}/{_slug(title)}-{rng.randint(10**9, 10**10):x}",
            f"https://{user}.github.io/posts/{year}-{month:02d}-{_slug(title)}/",
            f"https://www.{user}.dev/blog/{_slug(title)}",
            f"https://{user}.substack.com/p/{_slug(title)}",
        )
    )
    newsletter = f"{rng.choice(_SYSTEM_NAMES)} Weekly"
    line = rng.choice(
        (
            f"[{title}]({url}) by {person}",
            f"[{title}]({url}) ({_MONTHS[month - 1]} {year})",
            f"{person}'s blog: [{title}]({url})",
            f"[{newsletter}](https://{_slug(newsletter)}.substack.com) - a weekly newsletter on {noun} of {thing}",
            f"[{title}]({url}), {person}, {year}",
        )
    )
    cells = {"title": f"[{title}]({url})", "authors": person, "venue": "Blog", "year": str(year)}
    return NonPaper("blog", line, {**cells, "links": f"[[post]]({url})"})


def _book(words: _Words) -> NonPaper:
    rng = words.rng
    noun, thing, adjective = rng.choice(_NOUNS), rng.choice(_OBJECTS), rng.choice(_ADJECTIVES)
    title = rng.choice(
        (
            f"{noun.capitalize()} of {thing.title()}: Theory and Practice",
            f"Foundations of {adjective.capitalize()} {noun.capitalize()}",
            f"{adjective.capitalize()} {noun.capitalize()}: A Practitioner's Guide",
        )
    )
    first, second, year, publisher = words.person(), words.person(), words.year(), rng.choice(_PUBLISHERS)
    surname, initial = first.split()[-1], first[0]
    ordinal = rng.choice(("2nd", "3rd", "Second", "Fourth"))
    asin = "".join(rng.choice("0123456789") for _ in range(10))
    online = f"https://{_slug(title)[:24]}.github.io/book/"
    line = rng.choice(
        (
            f"*{title}*, {first} and {second}, {publisher}, {year}",
            f"{surname}, {initial}. ({year}). *{title}*. {publisher}.",
            f"[{title}](https://www.amazon.com/dp/{asin}) by {first}",
            f"[{title}]({online}) - free online book by {first}",
            f"{first}. {title}, {ordinal} edition. {publisher}, {year}.",
            f"{first}, *{title}*, {year} (Book)",
        )
    )
    cells = {"title": f"*{title}*", "authors": first, "venue": publisher, "year": str(year), "links": ""}
    return NonPaper("book", line, cells)


def _person_or_lab(words: _Words) -> NonPaper:
    rng = words.rng
    person, university = words.person(), rng.choice(_UNIVERSITIES)
    page = words.university_page(f"~{_slug(person.split()[-1])}/")
    lab = f"{rng.choice(_SYSTEM_NAMES)} Lab"
    line = rng.choice(
        (
            f"[{person}]({page}) ({university}) - {rng.choice(_NOUNS)}, {rng.choice(_OBJECTS)}",
            f"[{lab}]({words.university_page(_slug(lab) + '/')}) at {university}",
            f"{person}'s homepage: {page}",
            f"[{person}](https://scholar.google.com/citations?user={_slug(person)[:8]}) · "
            f"[Twitter](https://twitter.com/{_slug(person)[:12]})",
        )
    )
    cells = {"title": f"[{person}]({page})", "authors": university, "venue": "Homepage", "year": "", "links": ""}
    return NonPaper("person or lab", line, cells)


def _event(words: _Words) -> NonPaper:
    rng = words.rng
    topic, venue, year, city = words.topic(), rng.choice(_MEETINGS), words.year(), rng.choice(_CITIES)
    site = f"https://sites.google.com/view/{_slug(topic)[:16]}-{year}"
    acronym = "".join(word[0] for word in topic.split() if word[0].isupper())
    line = rng.choice(
        (
            f"[Workshop on {topic} @ {venue} {year}]({site})",
            f"{venue} {year} Workshop on {topic}, {city}, {words.date()} [[website]]({site})",
            f"[Summer School on {topic} {year}]({site}), {city}",
            f"{topic} Symposium {year} — call for papers, deadline {words.date()} [[cfp]]({site})",
            f"[{acronym}W {year}]({site}): the {rng.choice(('1st', '2nd', '3rd', '5th'))} International Workshop on "
            f"{topic}, co-located with {venue}",
        )
    )
    cells = {"title": f"[Workshop on {topic}]({site})", "authors": "", "venue": venue, "year": str(year)}
    return NonPaper("event", line, {**cells, "links": f"[[website]]({site})"})


def _leaderboard(words: _Words) -> NonPaper:
    rng = words.rng
    data, topic, year = _dataset_name(words), words.topic(), words.year()
    org, repo = words.repo()
    board = f"https://paperswithcode.com/sota/{_slug(topic)}-on-{_slug(data)}"
    line = rng.choice(
        (
            f"[{data} Leaderboard]({board})",
            f"[{topic} Challenge {year}](https://www.kaggle.com/competitions/{_slug(topic)}-{year}) - "
            f"${rng.randint(5, 100)},000 in prizes",
            f"{rng.choice(_MEETINGS)} {year} {topic} Challenge [[leaderboard]]({board}) [[rules]]"
            f"(https://{_slug(data)}.github.io/rules)",
            f"[Open {rng.choice(_NOUNS).capitalize()} Leaderboard](https://huggingface.co/spaces/{org}/{repo}) | {org}",
        )
    )
    cells = {"title": f"[{data} Leaderboard]({board})", "authors": "", "venue": "Leaderboard", "year": str(year)}
    return NonPaper("leaderboard", line, {**cells, "links": ""})


_ITEMS: dict[str, Callable[[_Words], NonPaper]] = {
    "software": _software,
    "dataset": _dataset,
    "course": _course,
    "talk": _talk,
    "tutorial": _tutorial,
    "blog": _blog,
    "book": _book,
    "person or lab": _person_or_lab,
    "event": _event,
    "leaderboard": _leaderboard,
}


def _dataset_paper(words: _Words) -> tuple[str, dict[str, str], Paper]:
    """A dataset's paper, as dataset sections list it: the paper's title (the dataset's name and what it holds), a
    venue and year, the paper's link and often the data's. A paper, with its answer."""
    rng = words.rng
    name, noun, thing = _dataset_name(words), rng.choice(_NOUNS), rng.choice(_OBJECTS)
    title = rng.choice(
        (
            f"{name}: A {rng.choice(_ADJECTIVES).capitalize()} Benchmark for {noun.capitalize()} of {thing.title()}",
            f"{name}: A Large-Scale Dataset of {thing.title()} for {noun.capitalize()}",
        )
    )
    venue, year = rng.choice([venue for venue in _VENUES if " " not in venue]), words.year()
    paper = f"https://arxiv.org/abs/{rng.randint(15, 25)}{rng.randint(1, 12):02d}.{rng.randint(1000, 99999):05d}"
    data = f"https://huggingface.co/datasets/{words.repo()[0]}/{_slug(name)}"
    line = rng.choice(
        (
            f"[{title}]({paper}) - {venue} {year} [[data]]({data})",
            f"**{name}** [{title}]({paper}) ({venue} {year})",
            f"{title}. {venue} {year}. [[paper]]({paper}) [[dataset]]({data})",
        )
    )
    cells = {"title": f"[{title}]({paper})", "authors": "", "venue": venue, "year": str(year)}
    links = [paper] if "[[paper]]" not in line and "**" in line else [paper, data]
    return line, {**cells, "links": f"[[data]]({data})"}, Paper(title, year, venue, None, links, None, None)


# ------------------------------------------------------------------------------------------------ page lines


def _page_top(words: _Words, sections: list[str]) -> list[tuple[str, str]]:
    """The lines a list's page opens with, between its title and its papers: badges, intro prose with example links,
    a dated note, a table of contents. (kind, line); blank lines as ("", "")."""
    rng = words.rng
    noun, thing = rng.choice(_NOUNS), rng.choice(_OBJECTS)
    org, repo = words.repo()
    badges = rng.choice(
        (
            "[![Awesome](https://awesome.re/badge.svg)](https://awesome.re) "
            "[![PRs Welcome](https://img.shields.io/badge/PRs-welcome-brightgreen.svg)](https://github.com/"
            f"{org}/{repo}/pulls)",
            f"![visitors](https://visitor-badge.laobi.icu/badge?page_id={org}.{repo}) "
            f"![GitHub stars](https://img.shields.io/github/stars/{org}/{repo})",
            "[![License: CC0-1.0](https://img.shields.io/badge/License-CC0_1.0-lightgrey.svg)]"
            "(http://creativecommons.org/publicdomain/zero/1.0/)",
        )
    )
    y1, y2 = sorted((words.year(), words.year()))
    prose = rng.choice(
        (
            f"This repository collects papers on [{noun}](https://en.wikipedia.org/wiki/{noun.capitalize()}) of "
            f"{thing}, from {y1} to {y2}. See also [awesome-{_slug(noun)}](https://github.com/{org}/awesome-"
            f"{_slug(noun)}).",
            f"A curated list of {rng.choice(_ADJECTIVES)} {noun} resources. If we missed a paper, open an "
            f"[issue](https://github.com/{org}/{repo}/issues) or a pull request.",
            f"We focus on {noun} of {thing}; for a broader view read the survey by {rng.choice(_SURNAMES)} et al. "
            f"({y2}) and the [{rng.choice(_MEETINGS)} {y2} tutorial](https://sites.google.com/view/{_slug(noun)}).",
        )
    )
    month = rng.randint(1, 12)
    note = rng.choice(
        (
            f"**Update ({y2}-{month:02d}-{rng.randint(1, 28):02d}):** added {rng.randint(3, 40)} papers from "
            f"{rng.choice(_MEETINGS)} {y2}.",
            f"> **Note:** links to publisher pages may need a subscription (checked {_MONTHS[month - 1]} {y2}).",
            f"🔥 **News**: {y2}.{month:02d}.{rng.randint(1, 28):02d} — {rng.choice(_MEETINGS)} {y2} papers are in!",
            f"*{y2}/{_MONTHS[month - 1].casefold()}* - update {rng.randint(2, 20)} papers.",
        )
    )
    lines = [("badge", badges), ("", ""), ("intro prose", prose), ("", ""), ("note", note), ("", "")]
    lines += [("contents", f"- [{section}](#{_slug(section)})") for section in sections]
    return [*lines, ("", "")]


def _page_bottom(words: _Words) -> list[tuple[str, str]]:
    rng = words.rng
    org, repo = words.repo()
    contributing = rng.choice(
        (
            "Contributions are welcome! Please read the [contribution guidelines](CONTRIBUTING.md) first.",
            f"Found a missing paper? Open a [pull request](https://github.com/{org}/{repo}/pulls); we review them "
            "every week.",
        )
    )
    licence = rng.choice(
        (
            "This list is released under [CC0 1.0](https://creativecommons.org/publicdomain/zero/1.0/).",
            f"Licensed under the {rng.choice(_LICENSES)} licence, {words.year()}.",
        )
    )
    return [
        ("section heading", "## Contributing"),
        ("", ""),
        ("contributing", contributing),
        ("", ""),
        ("section heading", "## License"),
        ("", ""),
        ("contributing", licence),
    ]


def _summary(words: _Words) -> str:
    rng = words.rng
    noun, thing = rng.choice(_NOUNS), rng.choice(_OBJECTS)
    return rng.choice(
        (
            f"Proposes a {rng.choice(_ADJECTIVES)} {noun} method for {thing}, evaluated on {_dataset_name(words)}.",
            f"> TL;DR: {noun} of {thing} gets {rng.randint(2, 30)}% better with less labelled data.",
            f"*Keywords*: {noun}, {thing}, {rng.choice(_ADJECTIVES)}",
            f"Summary: the first {noun} study of {thing} at scale ({rng.randint(2, 90)}k samples).",
        )
    )


# ------------------------------------------------------------------------------------------------ lists

AXIS_PLACEMENT = ("among papers", "own section")


@dataclass
class _Page:
    """Lines under construction, each with the label it will get: None (blank or unlabelled), a finer kind, or the
    paper label (its lines renumbered at the end)."""

    lines: list[str]
    marks: list[tuple[str, str] | Label | Paper | None]
    origins: list[int | None]  # the line's number in the paper list it was made from

    def add(self, line: str, mark: tuple[str, str] | Label | Paper | None = None, origin: int | None = None) -> None:
        self.lines.append(line)
        self.marks.append(mark)
        self.origins.append(origin)

    def drop_blanks(self) -> None:
        while self.lines and self.lines[-1] == "":
            del self.lines[-1], self.marks[-1], self.origins[-1]


def _table_columns(header: str) -> list[str]:
    """The roles of a paper table's columns, read back from the header the zoo wrote."""
    roles = {name: role for role, names in _TABLE_HEADERS.items() for name in names}
    return [roles.get(cell.strip(), "links") for cell in header.strip("|").split("|")]


def _as_row(columns: list[str], cells: dict[str, str]) -> str:
    return "| " + " | ".join(cells.get(role, "") for role in columns) + " |"


def render_mixed(rng: random.Random, name: str, choices: dict[str, str], placement: str) -> ZooList:
    """A zoo list in the container the choices name, with non-paper items among its papers or in a section of their
    own, a page top (badges, prose, a note, contents) and bottom (contributing, licence), and a summary under some
    papers; every line labelled."""
    listed = render_list(rng, name, choices)
    words = _Words(rng)
    container = choices["container"]
    old = listed.text.split("\n")[:-1]
    by_line = {label.line: label for label in listed.labels}
    last_of = {max(label.entry_lines): label for label in listed.labels}
    section_kind = rng.choice(ITEM_KINDS)
    section = rng.choice(_SECTION_NAMES[section_kind])
    page = _Page([], [], [])
    page.add(old[0])
    page.add("")
    for kind, line in _page_top(words, ["Papers", section] if placement == "own section" else ["Papers"]):
        page.add(line, (kind, "page") if kind else None)
    table_header = next((line for line in old if line.startswith("| ")), "")
    for number, line in enumerate(old[2:], start=3):
        page.add(line, by_line.get(number), number)
        if number not in last_of:
            continue
        if container != "table" and rng.random() < 0.3:
            _add_summary(page, words, container)
        if placement == "among papers" and rng.random() < 0.6:
            _add_among(page, words, container, rng.choice(ITEM_KINDS), table_header)
    if placement == "own section":
        _add_section(page, words, container, section_kind, section)
    page.add("")
    for kind, line in _page_bottom(words):
        page.add(line, (kind, "page") if kind else None)
    return _finished(name, {**choices, "placement": placement}, page, container)


def _add_summary(page: _Page, words: _Words, container: str) -> None:
    """A one-line summary under the paper just added: a sub-item, an indented line, or the paragraph's next line."""
    summary = _summary(words)
    indent = {"numbered": "   ", "paragraph": "", "paper heading": ""}.get(container, "  ")
    sub = indent + ("- " + summary if indent and not summary.startswith(">") and words.rng.random() < 0.5 else summary)
    page.add(sub, ("summary under a paper", "among papers"))


def _add_among(page: _Page, words: _Words, container: str, kind: str, table_header: str) -> None:
    item = _ITEMS[kind](words)
    mark = (kind, "among papers")
    if container == "table":
        page.add(_as_row(_table_columns(table_header), item.cells), mark)
    elif container == "paragraph":  # after the paper's line, before the blank line that closes its paragraph
        page.add("")
        page.add(item.line, mark)
    elif container == "paper heading":
        heading = re.sub(r"\]\([^)]*\)|[\[\]*`]", "", item.cells["title"])
        page.add("")
        page.add(f"### {heading}", ("section heading", "among papers"))
        page.add("")
        page.add(item.line, mark)
    else:
        page.add(("1. " if container == "numbered" else "- ") + item.line, mark)


def _add_section(page: _Page, words: _Words, container: str, kind: str, section: str) -> None:
    """A section of the list's own named for its non-paper items, in the list's container; a dataset section also
    lists a dataset's paper now and then."""
    page.drop_blanks()
    page.add("")
    page.add(f"## {section}", ("section heading", "own section"))
    page.add("")
    items = [_ITEMS[kind](words) for _ in range(words.rng.randint(3, 6))]
    if container == "table":
        page.add("| Name | Description | Link |")
        page.add("|---|---|---|")
        for item in items:
            description = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", item.line)[:80]
            page.add(f"| {item.cells['title']} | {description} | {item.cells['links']} |", (kind, "own section"))
        return
    for number, item in enumerate(items, start=1):
        if container == "paragraph":
            page.add(item.line, (kind, "own section"))
            page.add("")
        else:
            page.add(f"{number}. {item.line}" if container == "numbered" else f"- {item.line}", (kind, "own section"))
    if kind == "dataset":
        line, _, paper = _dataset_paper(words)
        page.add(line if container == "paragraph" else f"- {line}", paper)


def _finished(name: str, choices: dict[str, str], page: _Page, container: str) -> ZooList:
    """The page's text and its labels, paper labels moved to their new lines, numbered items renumbered."""
    if container == "numbered":
        count = 0
        for index, line in enumerate(page.lines):
            if line.startswith("## "):
                count = 0
            found = re.match(r"^\d+\. ", line)
            if found:
                count += 1
                page.lines[index] = f"{count}. {line[found.end() :]}"
    text = "\n".join(page.lines) + "\n"
    labels: list[Label] = []
    old_to_new = {origin: index for index, origin in enumerate(page.origins, start=1) if origin is not None}
    for index, mark in enumerate(page.marks, start=1):
        if isinstance(mark, Paper):
            labels.append(Label(name, index, page.lines[index - 1], "paper", "kind=dataset paper", [index], [mark]))
        elif isinstance(mark, Label):
            lines = [old_to_new[old] for old in mark.entry_lines]
            following = max(lines)
            while following < len(page.marks) and _is_summary(page.marks[following]):
                following += 1
                lines.append(following)
            labels.append(replace(mark, line=index, text=page.lines[index - 1], entry_lines=sorted(lines)))
        elif isinstance(mark, tuple):
            kind, placement = mark
            notes = f"kind={kind}; placement={placement}"
            labels.append(Label(name, index, page.lines[index - 1], KINDS[kind], notes, [index], [_NO_PAPER]))
    return ZooList(name, choices, text, labels)


_NO_PAPER = Paper(None, None, None, None, [], None, None)


def _is_summary(mark: object) -> bool:
    return isinstance(mark, tuple) and mark[0] == "summary under a paper"


def fine_kind(label: Label) -> str:
    """The finer kind a non-paper label was made as ("software", "note"), "paper" for a paper, "dataset paper"."""
    found = re.search(r"kind=([^;]+)", label.notes)
    return found.group(1) if found else label.kind


def placement(label: Label) -> str:
    found = re.search(r"placement=([^;]+)", label.notes)
    return found.group(1) if found else "among papers"


def mixed_zoo(lists: int, seed: int = 11) -> list[ZooList]:
    """Lists of papers and non-paper lines: every container the same number of times, the non-paper items among the
    papers in half of them and in a section of their own in the other half."""
    rng = random.Random(seed)
    containers = AXES["container"]
    return [
        render_mixed(
            rng,
            f"mixed{number:04d}",
            pick_choices(rng, {"container": containers[number % len(containers)]}),
            AXIS_PLACEMENT[(number // len(containers)) % 2],
        )
        for number in range(lists)
    ]
