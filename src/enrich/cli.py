"""The `enrich` command: argument parsing and exit codes only; the work happens in pipeline, evaluate and export."""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sqlite3
import sys
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import FrameType

from enrich import __version__
from enrich.config import ConfigError, load_settings
from enrich.demo import DEFAULT_FOLDER as DEFAULT_DEMO_FOLDER
from enrich.demo import DEMO_LISTS, DemoFolder, next_steps, run_demo, shipped_labels
from enrich.evaluate import EvalInputError, run_eval
from enrich.files import BrokenLinkError, LockHeldError
from enrich.fix.render import render_reasons, render_summary
from enrich.fix.rules import DEFAULT_SELECTION, OPT_IN, SELECTIONS, selected_kinds
from enrich.fix.stage import FixInputError, run_fix
from enrich.net import stopping
from enrich.parse import SeedError
from enrich.pipeline import (
    DEFAULT_FAIL_ON,
    EXIT_ATTENTION,
    EXIT_OK,
    EXIT_SOURCE_DOWN,
    EXIT_UNUSABLE,
    FAIL_ON_CHOICES,
    STAGES,
    Outcome,
    Pipeline,
    RunError,
)
from enrich.progress import Progress

DESCRIPTION = """\
Turn research reading lists into an enriched dataset: parse the lists in seeds/, resolve each paper in DBLP,
Semantic Scholar, arXiv, OpenAlex and Crossref, check its links, and export output/papers.jsonl.

exit codes: 0 all good; 1 finished, the list needs a person (ambiguous entries, new dead links, unparsed lines);
2 could not run (bad usage or input, another run or fix --write holds the lock); 3 finished, but a source was
down, or stopped early because no service could be reached (the network is down; nothing was written);
130 stopped by Ctrl-C (nothing more sent, outputs as they were, answers received so far cached)."""

# Exit code of a run stopped by Ctrl-C (SIGINT), as a shell reports a process the signal ended: 128 + 2.
EXIT_INTERRUPTED = 130
# After Ctrl-C the run unwinds (workers stop at their next request); a request already on the wire may still hold a
# thread until its timeout, so the process leaves this many seconds after the signal whatever is still running.
STOP_GRACE_SECONDS = 1.5
STOPPED_LINE = (
    "enrich: stopped by Ctrl-C (exit 130): nothing more was sent, outputs are as they were, "
    "answers received so far are cached for the next run"
)
# Held once the stopped line is printed: taken without blocking, since the signal handler may run while the main
# thread is printing it.
_stopped_said = threading.Lock()
# The labels `enrich eval` reads when not told: the user's own, beside the lists.
DEFAULT_GOLD = Path("gold.jsonl")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="enrich", description=DESCRIPTION, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--version", action="version", version=f"enrich {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    run = commands.add_parser(
        "run",
        help="run the pipeline (all stages, or one with its missing upstream stages)",
        description="Run the pipeline. Without --stage every stage runs; with --stage X, X "
        "runs after any upstream stage whose artifact is missing or stale.",
    )
    run.add_argument("--stage", choices=STAGES, help="run this stage (and stale upstream stages) only")
    run.add_argument(
        "--seeds", type=Path, help="a reading list file or a folder of *.md/*.txt/*.bib lists (default seeds/)"
    )
    run.add_argument("--output", type=Path, help="output folder (default output/)")
    run.add_argument("--cache", type=Path, help="cache folder (default cache/)")
    run.add_argument("--config", type=Path, help="settings file (TOML; default enrich.toml when present)")
    run.add_argument(
        "--offline",
        action="store_true",
        default=None,
        help="answer only from the cache; what it cannot answer is marked as an error",
    )
    run.add_argument(
        "--full",
        action="store_true",
        default=None,
        help="resolve every entry afresh instead of reusing confident earlier results",
    )
    run.add_argument(
        "--allow-private-links",
        action="store_true",
        default=None,
        help="let the link checker visit private and loopback addresses (local testing)",
    )
    run.add_argument(
        "--fail-on",
        default=",".join(sorted(DEFAULT_FAIL_ON)),
        metavar="LIST",
        help="what makes exit code 1, comma-separated from "
        f"{', '.join(sorted(FAIL_ON_CHOICES))}, or 'none' (default: %(default)s)",
    )
    run.add_argument("-q", "--quiet", action="store_true", help="no progress, only the final summary line")

    evaluate = commands.add_parser(
        "eval",
        help="score an output file against a labelled set",
        description="Print precision, recall and F0.5 per field of OUTPUT against GOLD.",
    )
    evaluate.add_argument(
        "output",
        nargs="?",
        type=Path,
        default=Path("output/papers.jsonl"),
        help="papers.jsonl, or an output folder holding one (default output/papers.jsonl)",
    )
    # The labels are the user's own: a default inside the package would score a user's list against papers it does
    # not contain. gold.jsonl beside the lists is the one sensible place to look without being told; when it is not
    # there, the error names the labels enrich ships (those of the demo's lists).
    evaluate.add_argument(
        "--gold",
        type=Path,
        help=f"hand-verified labels, one JSON object per line (default {DEFAULT_GOLD}; the labels of the demo's "
        f"lists ship at {shipped_labels()})",
    )

    fix = commands.add_parser(
        "fix",
        help="propose edits to the lists from the last run (apply them with --write)",
        description="Print a unified diff of the edits the last run's output justifies in the "
        "lists: moved links replaced, dead links marked, DOI and arXiv links "
        "added, wrong years and venues in tags corrected. Nothing is written "
        "without --write.",
    )
    fix.add_argument(
        "--seeds", type=Path, help="a reading list file or a folder of *.md/*.txt/*.bib lists (default seeds/)"
    )
    fix.add_argument("--output", type=Path, help="output folder holding papers.jsonl (default output/)")
    fix.add_argument("--config", type=Path, help="settings file (TOML; default enrich.toml when present)")
    fix.add_argument(
        "--write", action="store_true", help="apply the edits under the run lock, each list replaced atomically"
    )
    fix.add_argument(
        "--only",
        default=DEFAULT_SELECTION,
        metavar="LIST",
        help=f"edits to make, comma-separated from {', '.join(SELECTIONS)} (default: all but {', '.join(OPT_IN)})",
    )
    fix.add_argument(
        "--pr-body",
        type=Path,
        metavar="FILE",
        help="also write a Markdown summary of the edits, for a pull-request description",
    )

    demo = commands.add_parser(
        "demo",
        help="run the whole pipeline on bundled lists against bundled fake services (no network, no keys)",
        description=f"Write {DEMO_LISTS} into DIR/lists/, start fake dblp, Semantic Scholar, arXiv, "
        "OpenAlex and Crossref services on 127.0.0.1, run every stage against them into DIR/output/ (the HTTP cache "
        "in DIR/cache/) and print where report.html is, with the commands to try next. Settings are the defaults: "
        "enrich.toml and the ENRICH_*, S2_API_KEY, "
        "OPENALEX_API_KEY and GITHUB_TOKEN variables are ignored, so nothing of yours reaches the demo "
        "and it writes nothing outside its folder. Links are not checked (they point at real web "
        "sites). Exit codes as for `enrich run`.",
    )
    demo.add_argument(
        "--output",
        type=Path,
        default=DEFAULT_DEMO_FOLDER,
        metavar="DIR",
        help="the demo's folder: lists/, output/ and cache/ go in it (default %(default)s/)",
    )
    demo.add_argument("-q", "--quiet", action="store_true", help="no progress, only the summary and the report path")

    _add_mirror_parser(commands)

    validate = commands.add_parser(
        "validate",
        help="check a papers.jsonl file against the output schema",
        description="Exit 1 and list the first problems when FILE does not follow the schema.",
    )
    validate.add_argument(
        "file",
        nargs="?",
        type=Path,
        default=Path("output/papers.jsonl"),
        help="papers.jsonl, or an output folder holding one (default output/papers.jsonl)",
    )
    return parser


def _add_mirror_parser(commands: argparse._SubParsersAction) -> None:
    mirror = commands.add_parser(
        "mirror",
        help="build or inspect the local dblp and arXiv mirrors (docs/mirror.md)",
        description="Local copies of dblp and arXiv metadata under <cache>/mirror/, built "
        "beside the live store and swapped in atomically.",
    )
    actions = mirror.add_subparsers(dest="mirror_command", required=True, metavar="ACTION")
    update = actions.add_parser(
        "update",
        help="download and build a mirror",
        description="dblp: download dblp.xml.gz (resuming a partial download) with its DTD, "
        "verify its md5 and build the store. arxiv: harvest OAI-PMH (set cs) "
        "from the last harvest's date, or load a JSON-lines snapshot.",
    )
    update.add_argument("source", choices=("dblp", "arxiv"))
    update.add_argument(
        "--dump",
        type=Path,
        metavar="FILE",
        help="dblp: build from this dblp.xml(.gz), dblp.dtd beside it, instead of downloading",
    )
    update.add_argument(
        "--snapshot",
        type=Path,
        metavar="FILE",
        help="arxiv: load this JSON-lines metadata snapshot instead of harvesting",
    )
    update.add_argument(
        "--from",
        dest="since",
        metavar="YYYY-MM-DD",
        help="arxiv: harvest records changed since this day (default: the last harvest's day)",
    )
    status = actions.add_parser("status", help="what is mirrored: release dates, record counts, sizes")
    for action in (update, status):
        action.add_argument("--cache", type=Path, help="cache folder (default cache/)")
        action.add_argument("--config", type=Path, help="settings file (TOML; default enrich.toml when present)")
    update.add_argument("-q", "--quiet", action="store_true", help="no progress, only the summary line")


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = _parse_arguments(parser, argv)
    logging.basicConfig(level=logging.WARNING, format="enrich: %(levelname)s: %(message)s")
    with _stopping_on_ctrl_c():
        return _command(args, parser)


def _command(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    try:
        if args.command == "run":
            return _run(args, parser)
        if args.command == "eval":
            return _eval(args)
        if args.command == "fix":
            return _fix(args, parser)
        if args.command == "demo":
            return _demo(args)
        if args.command == "mirror":
            return _mirror(args, parser)
        return _validate(args)
    except (ConfigError, RunError, SeedError, EvalInputError, FixInputError, BrokenLinkError, LockHeldError) as error:
        print(f"enrich: error: {error}", file=sys.stderr)
        return EXIT_UNUSABLE
    except (OSError, sqlite3.Error) as error:  # an output or cache folder that cannot be used: a setup problem
        print(f"enrich: error: {error.__class__.__name__}: {error}", file=sys.stderr)
        return EXIT_UNUSABLE
    except KeyboardInterrupt:
        _say_stopped()
        return EXIT_INTERRUPTED


@contextmanager
def _stopping_on_ctrl_c() -> Iterator[None]:
    """Ctrl-C asks every thread to stop (enrich.net.stopping) before it interrupts the main thread, so resolve's
    workers send nothing more; a second Ctrl-C, or the grace period running out, leaves at once."""
    stopping.clear()
    if _stopped_said.locked():  # a command run in this process before (tests call main more than once)
        _stopped_said.release()
    if threading.current_thread() is not threading.main_thread():
        yield  # signals reach the main thread only; a command run from another thread keeps Python's default
        return
    previous = signal.signal(signal.SIGINT, _on_ctrl_c)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _on_ctrl_c(signum: int, frame: FrameType | None) -> None:
    if stopping.stop_asked():
        _leave_now()
    stopping.ask_to_stop()
    timer = threading.Timer(STOP_GRACE_SECONDS, _leave_now)
    timer.daemon = True
    timer.start()
    raise KeyboardInterrupt


def _say_stopped() -> None:
    """The one line saying the run was stopped, printed once whichever way the process leaves."""
    if _stopped_said.acquire(blocking=False):
        print(STOPPED_LINE, file=sys.stderr, flush=True)


def _leave_now() -> None:
    """Exit 130 without waiting for threads: every answer received is already in the cache (each is committed as it
    is stored), and every output is replaced whole or not at all (enrich.files.write_atomic)."""
    _say_stopped()
    os._exit(EXIT_INTERRUPTED)


def _parse_arguments(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    """Arguments, with an unknown flag reported by its command's parser: `enrich run --bogus` shows the usage of
    `enrich run`, not the top-level one, which would not say what `run` takes."""
    args, unknown = parser.parse_known_args(argv)
    if unknown:
        _command_parser(parser, args.command).error(f"unrecognized arguments: {' '.join(unknown)}")
    return args


def _command_parser(parser: argparse.ArgumentParser, command: str) -> argparse.ArgumentParser:
    subparsers = next(action for action in parser._actions if isinstance(action, argparse._SubParsersAction))
    return subparsers.choices[command]


def _run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    fail_on = frozenset() if args.fail_on == "none" else frozenset(filter(None, args.fail_on.split(",")))
    unknown = fail_on - FAIL_ON_CHOICES
    if unknown:
        _command_parser(parser, "run").error(f"--fail-on: unknown value(s) {', '.join(sorted(unknown))}")
    settings = load_settings(
        args.config,
        overrides={
            "seeds": args.seeds,
            "output_dir": args.output,
            "cache_dir": args.cache,
            "offline": args.offline,
            "full": args.full,
            "allow_private_links": args.allow_private_links,
        },
    )
    progress = Progress(quiet=args.quiet)
    return _exit_with(Pipeline(settings, progress=progress, fail_on=fail_on).run(args.stage))


def _exit_with(outcome: Outcome) -> int:
    """The run's last line: its exit code and why."""
    print(f"enrich: exit {outcome.code}: {'; '.join(outcome.reasons)}", file=sys.stderr)
    return outcome.code


def _demo(args: argparse.Namespace) -> int:
    folder = DemoFolder(args.output)
    outcome = run_demo(folder, Progress(quiet=args.quiet))
    print(next_steps(folder))
    return _exit_with(outcome)


def _mirror(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from enrich.mirror.commands import MirrorUpdateFailed, mirror_status, render_status, run_update

    settings = load_settings(args.config, overrides={"cache_dir": args.cache})
    if args.mirror_command == "status":
        print(render_status(mirror_status(settings)))
        return EXIT_OK
    if args.dump is not None and args.source != "dblp" or args.snapshot is not None and args.source != "arxiv":
        _command_parser(parser, "mirror").error("--dump is for dblp, --snapshot for arxiv")
    progress = Progress(quiet=args.quiet)
    try:
        meta = run_update(
            settings, args.source, dump=args.dump, snapshot=args.snapshot, since=args.since, progress=progress
        )
    except MirrorUpdateFailed as error:
        print(f"enrich mirror: {error}", file=sys.stderr)
        return EXIT_SOURCE_DOWN if error.source_down else EXIT_UNUSABLE
    finally:
        progress.close()
    print(f"enrich mirror: {meta.provenance}: {meta.records:,} records")
    return EXIT_OK


def _papers_file(path: Path) -> Path:
    """papers.jsonl itself, or the output folder holding it: eval and validate take either."""
    return path / "papers.jsonl" if path.is_dir() else path


def _gold_file(given: Path | None) -> Path:
    """The labels named, else gold.jsonl here; when there is none, the error says where enrich's own labels are."""
    if given is not None:
        return given
    if not DEFAULT_GOLD.exists():
        labels = shipped_labels()
        raise EvalInputError(
            f"{DEFAULT_GOLD} does not exist: give your labels with --gold FILE; the hand-verified labels of the "
            f"demo's lists ship at {labels} (enrich eval demo-output/output --gold {labels})"
        )
    return DEFAULT_GOLD


def _eval(args: argparse.Namespace) -> int:
    report, text = run_eval(_papers_file(args.output), _gold_file(args.gold))
    print(text)
    return EXIT_OK if report.passed else EXIT_ATTENTION


def _fix(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    try:
        kinds = selected_kinds(args.only)
    except ValueError as error:
        _command_parser(parser, "fix").error(f"--only: {error}")
    settings = load_settings(args.config, overrides={"seeds": args.seeds, "output_dir": args.output})
    result = run_fix(settings, kinds, write=args.write, pr_body=args.pr_body)
    sys.stdout.write(result.diff)
    print(f"enrich fix: {render_summary(result.plan, written=args.write)}", file=sys.stderr)
    for reason in render_reasons(result.plan):
        print(f"enrich fix: {reason}", file=sys.stderr)
    for name in result.not_written:
        print(f"enrich fix: {name} changed while the fix ran; not written, run it again", file=sys.stderr)
    return EXIT_ATTENTION if result.not_written else EXIT_OK


def _validate(args: argparse.Namespace) -> int:
    from enrich.export.outputs import validate_file

    path = _papers_file(args.file)
    if not path.exists():
        raise RunError(f"{path} does not exist")
    problems = validate_file(path)
    for problem in problems:
        print(f"{path}: {problem}", file=sys.stderr)
    if problems:
        return EXIT_ATTENTION
    print(f"{path}: valid", file=sys.stderr)
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
