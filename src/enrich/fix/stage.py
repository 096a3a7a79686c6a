"""The fix stage at its edges: the last export and the lists read, the plan made, the lists written under the run
lock.

- ``--write`` takes the run lock, so a fix and a run never work on one output folder at once; a dry run only
  reads, and takes none (``run_fix`` says why).
- No .bak files: reading lists live in version control, a .bak beside a list would end up in the repository and in
  the pull request, and the default dry run shows the diff before anything is written. Each list is replaced
  atomically (``files.write_atomic``), and only when it still holds the bytes the plan was made from.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from enrich.config import Settings
from enrich.export.outputs import PAPERS_FILE, OutputFormatError, read_papers
from enrich.files import link_target, output_lock, write_atomic
from enrich.fix.edits import Plan
from enrich.fix.plan import plan_edits
from enrich.fix.render import fixed_lists, render_diff, render_pr_body
from enrich.fix.rules import FixRules
from enrich.models import ExportedPaper
from enrich.parse import SeedError, seed_files


class FixInputError(ValueError):
    """The last run's output or the lists cannot be used: nothing is planned or written."""


def load_papers(output_dir: Path) -> list[ExportedPaper]:
    path = _papers_file(output_dir)
    try:
        return read_papers(path)
    except OutputFormatError as error:
        raise FixInputError(str(error)) from None


def _papers_file(output_dir: Path) -> Path:
    path = Path(output_dir) / PAPERS_FILE
    if not path.is_file():
        raise FixInputError(f"{path} not found: run `enrich run` first, or name the output folder with --output")
    return path


def load_lists(papers: Sequence[ExportedPaper], seeds: Path) -> dict[str, tuple[Path, bytes]]:
    """The selected lists that the run's occurrences name: name as the occurrences write it -> (path, bytes).

    Occurrences name a list by its path from the folder the run was started in, so names are matched from the
    working directory by the file they point at ("seeds/a.txt" and "./seeds/a.txt" are one list)."""
    try:
        paths = {path.resolve(): path for path in seed_files([seeds])}
    except SeedError as error:
        raise FixInputError(str(error)) from None
    found = {}
    names = list(dict.fromkeys(o.file for paper in papers for o in paper.occurrences))
    for name in names:
        path = paths.get(Path(name).resolve())
        if path is not None:
            found[name] = (path, path.read_bytes())
    if names and not found:
        raise FixInputError(
            f"the last run names none of the lists in {seeds} (it read {names[0]}, ...); run "
            f"enrich fix from the folder enrich run was started in"
        )
    return found


def write_lists(paths: Mapping[str, Path], planned_from: Mapping[str, bytes], fixed: Mapping[str, bytes]) -> list[str]:
    """Write each fixed list atomically, one file at a time; returns the names of lists that changed on disk since
    they were read, which are not written (their edits were planned against other bytes).

    A list that is a symbolic link is written where it points, and the link stays (``files.link_target``); a
    link that has come to lead nowhere since it was read raises BrokenLinkError."""
    skipped = []
    for name, data in fixed.items():
        target = link_target(paths[name])
        if target.read_bytes() != planned_from[name]:
            skipped.append(name)
            continue
        write_atomic(target, data)
    return skipped


@dataclass(frozen=True)
class FixResult:
    plan: Plan
    diff: str
    not_written: list[str]  # lists that changed on disk while the fix ran


def run_fix(settings: Settings, kinds: Iterable[str], *, write: bool, pr_body: Path | None = None) -> FixResult:
    """Plan the edits for the lists in ``settings.seeds`` from ``settings.output_dir``, and write them when asked.

    Writing takes the run lock (``files.output_lock``) from reading the output to the last list written, or
    raises LockHeldError at once when a run holds it: the fix then never plans from an output a run is replacing, and a
    run never parses lists while they are rewritten, which would leave it describing lines that no longer exist
    and recording the new lists as the ones it parsed.

    A dry run takes no lock. It reads one artifact, papers.jsonl, which a run replaces atomically, so it sees the
    last finished run or the new one, never half of either; and it changes no list. Locking it would refuse a
    preview for as long as a nightly run lasts, make a run that starts during a preview fail, and need write access
    to an output folder it only reads.
    """
    if not write:
        return _plan_and_write(settings, kinds, write=False, pr_body=pr_body)
    _papers_file(settings.output_dir)  # checked first, so that a fix without a run leaves no output folder behind
    with output_lock(settings.output_dir):
        return _plan_and_write(settings, kinds, write=True, pr_body=pr_body)


def _plan_and_write(settings: Settings, kinds: Iterable[str], *, write: bool, pr_body: Path | None) -> FixResult:
    papers = load_papers(settings.output_dir)
    found = load_lists(papers, settings.seeds)
    lists = {name: data for name, (_path, data) in found.items()}
    plan = plan_edits(papers, lists, FixRules.from_settings(settings, kinds))
    fixed = fixed_lists(lists, plan)
    not_written = write_lists({name: path for name, (path, _data) in found.items()}, lists, fixed) if write else []
    if pr_body is not None:
        write_atomic(pr_body, render_pr_body(plan))
    return FixResult(plan, render_diff(lists, fixed), not_written)
