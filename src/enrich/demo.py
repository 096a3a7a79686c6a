"""`enrich demo`: the whole pipeline on bundled reading lists, against the bundled fake services, in under a minute.

Everything comes from inside the package, so a fresh install shows enrich at work without network or keys:
- the lists are written from the labelled set, which carries the list line each label is about and the list it
  came from: each line goes into a list of that name (two plain-text lists and a Markdown one), so `enrich eval`
  can score the demo's output against the labels;
- the fake services (enrich_fakes) build their corpus from the same labels and run in-process on 127.0.0.1, at
  TIME_SCALE of the real services' pace.

The fakes are a package of their own beside enrich, installed with it, and this module is the one place in enrich
that uses them: it imports them inside the functions that need them (the labels' path, the run), never at the top,
so no stage and no other module of enrich depends on them (tests/test_architecture.py checks both).

The settings are built here, never read from enrich.toml or the environment: a user's service URLs, keys or folders
must not leak into the demo, nor the demo into the user's output/ and cache/. Links are checked against the fakes'
web (enrich_fakes.web), never the real one: the link checker's session sends every request there whatever its
host, and every host name stands for 127.0.0.1 (so the run allows private addresses), so no name is looked up and
nothing leaves the machine. That web has a dead PDF whose paper's identifiers lead to live pages, and a Papers with
Code link that redirects to a generic page.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from enrich.config import Settings
from enrich.links import LinkTransport
from enrich.links.session import link_session
from enrich.pipeline import Outcome, Pipeline
from enrich.progress import Progress

DEFAULT_FOLDER = Path("demo-output")
# The fakes' and the client's pace: 100x the real services', which keeps the run well under a minute on two cores
# while every rate limit, batch and retry path still runs as it would for real.
TIME_SCALE = 0.01
MARKDOWN_HEADING = "# enrich demo: papers on storage and systems for machine learning"
# What write_lists writes from the bundled labels, in words for `enrich demo --help` (tests/test_demo.py checks it).
DEMO_LISTS = "the three reading lists the bundled labels were made from (two plain text, one Markdown; 144 lines)"
FAKE_WEB_ADDRESS = "127.0.0.1"


@dataclass(frozen=True)
class DemoFolder:
    """The demo's own folder: its lists, output and cache, away from the user's seeds/, output/ and cache/."""

    root: Path

    @property
    def lists(self) -> Path:
        return self.root / "lists"

    @property
    def output(self) -> Path:
        return self.root / "output"

    @property
    def cache(self) -> Path:
        return self.root / "cache"

    @property
    def report(self) -> Path:
        return self.output / "report.html"


def shipped_labels() -> Path:
    """The hand-verified labels the demo's lists are written from, as shipped: beside the fake services, which build
    their corpus from them."""
    from enrich_fakes.corpus import GOLD_PATH  # the fakes' own data: imported where asked for (module docstring)

    return GOLD_PATH


def write_lists(folder: Path, labels: Path | None = None) -> list[Path]:
    """The labelled lines (by default the shipped labels), each in a list named as the one it came from, in the
    labels' order, with the links the fakes' web adds to some of them (enrich_fakes.web.LISTED_LINKS); the files
    written."""
    from enrich_fakes.web import LISTED_LINKS  # the fakes' own data: imported where asked for (module docstring)

    lines: dict[str, list[str]] = {}
    for text in (labels or shipped_labels()).read_text(encoding="utf-8").splitlines():
        if text.strip():
            label = json.loads(text)
            added = LISTED_LINKS.get(label["title"])
            line = f"{label['seed_line']} {added}" if added else label["seed_line"]
            lines.setdefault(label["seed_file"], []).append(line)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, entries in lines.items():
        path = folder / name
        # Markdown joins adjacent lines into one paragraph: a blank line keeps each entry its own.
        body = "\n\n".join([MARKDOWN_HEADING, *entries]) if path.suffix == ".md" else "\n".join(entries)
        path.write_text(body + "\n", encoding="utf-8")
        written.append(path)
    return written


def demo_settings(folder: DemoFolder, urls: Mapping[str, str]) -> Settings:
    """Defaults, the demo's folders and the fakes' URLs (as `<service>_url` settings); nothing from enrich.toml or
    the environment."""
    return Settings(
        seeds=folder.lists,
        output_dir=folder.output,
        cache_dir=folder.cache,
        pins_file=folder.root / "enrich.pins.toml",  # never the user's pins
        time_scale=TIME_SCALE,
        allow_private_links=True,  # every link goes to the fakes' web on 127.0.0.1 (module docstring)
        **urls,
    )


def run_demo(folder: DemoFolder, progress: Progress) -> Outcome:
    """Write the lists, start the fakes, run every stage against them; the run's outcome, as `enrich run`'s."""
    # The fake services only when the demo runs (module docstring).
    from enrich_fakes import FakeOptions, FakeServices, build_corpus
    from enrich_fakes.faults import SERVICES

    write_lists(folder.lists)
    corpus = build_corpus(seeds_dir=folder.lists)
    with FakeServices(corpus, FakeOptions(time_scale=TIME_SCALE)) as fake:
        settings = demo_settings(folder, {f"{service}_url": fake.url_for(service) for service in SERVICES})
        to_the_fake_web = link_session(settings, _fake_web_address)
        router = fake.web_router()
        to_the_fake_web.mount("http://", router)
        to_the_fake_web.mount("https://", router)
        transport = LinkTransport(resolve=_fake_web_address, session=to_the_fake_web)
        try:
            return Pipeline(settings, progress=progress, link_transport=transport).run()
        finally:
            to_the_fake_web.close()


def _fake_web_address(_host: str, _port: int) -> list[str]:
    """Every host's address in the demo: the fakes' web, so the address guard looks nothing up."""
    return [FAKE_WEB_ADDRESS]


def next_steps(folder: DemoFolder) -> str:
    """Where the report is and what to try next, as printed at the end of the demo."""
    return "\n".join(
        [
            f"report: {folder.report.resolve().as_uri()}",
            "links: checked against the fakes' web on 127.0.0.1: one PDF is gone and one link moved to a generic page",
            "",
            "next, try:",
            f"  enrich eval {folder.output} --gold {shipped_labels()}",
            "      score the demo's output against the hand-verified labels its lists were written from",
            f"  enrich fix --seeds {folder.lists} --output {folder.output}",
            "      the edits the run justifies in the lists, as a diff (nothing is written without --write): the",
            "      dead PDF and the moved link replaced by live links the papers' identifiers back (why: on stderr)",
            f"  enrich fix --seeds {folder.lists} --output {folder.output} --only published,duplicates,retractions",
            "      preprints since published, duplicate entries removed, and the paper the fake Crossref calls",
            "      retracted marked (its notices are made up: see report.md's 'Retracted or under concern')",
            "  enrich run --seeds YOUR-LISTS/",
            "      your own lists against the real services (needs network; see docs/configuration.md)",
        ]
    )
