"""Mutation check of the decision rules: break one rule at a time and see whether a fast subset of tests notices.

    python bench/mutate.py                    # every mutation, two at a time; prints the table and the survivors
    python bench/mutate.py --list             # the mutations only, without running anything
    python bench/mutate.py --only MARGIN,break_tie --jobs 1

A test suite that stays green when MARGIN is 0 or a tie-break is deleted does not guard that rule. Each mutation
changes one thing in one decision rule: a comparison flipped (``<`` to ``>=``, ``==`` to ``!=``, ``in`` to ``not
in``), ``and`` and ``or`` swapped, a ``not`` dropped, a rule's early return deleted (the whole ``if ...: return``),
a threshold set to zero (and TITLE_ACCEPT lowered to 0.6), the second round's tie-breakers taken in another order.
The rules are found by name (RULES) in the modules named in MODULES, wherever importlib finds them, so the check
survives the modules moving into a package: update MODULES, and a rule no module defines is reported, not skipped.

The rules are those of matching (resolve), and the rules of parse (tags, table columns, link kinds, crossref),
links (retry, HEAD, redirects, dead pages), net (what a refusal means) and fix (which edit a finding justifies).
Each mutant is written into a copy of the source tree (the real files are never touched) and the tests its package
has in TESTS run against it with ``-x``: for resolve the unit tests of match and resolve, then the accuracy test
against the fake services; for the others their own unit tests. A
mutant that no test fails "survives", and is printed with the line it changed; the target is none surviving. The
exit status is 1 when any mutant survives, 2 when a rule name is found in no module.
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

MODULES = [
    "enrich.resolve.thresholds",
    "enrich.resolve.similarity",
    "enrich.resolve.versions",
    "enrich.resolve.score",
    "enrich.resolve.same_work",
    "enrich.resolve.decide",
    "enrich.resolve.pick",
    "enrich.resolve.merge",
    "enrich.resolve.build",
    "enrich.parse.common",
    "enrich.parse.items",
    "enrich.parse.tables",
    "enrich.parse.bibtex",
    "enrich.links.probe",
    "enrich.links.classify",
    "enrich.net.refusals",
    "enrich.fix.rules",
    "enrich.fix.tags",
    "enrich.fix.identifiers",
    "enrich.fix.spans",
]
# The decision rules: what decides accept / ambiguous / none, the version kinds, the tie-breaks and the conflicts.
# Scoring helpers (title normalisation, author keys) are not listed: their tests are property tests of their own.
RULES = [
    # thresholds
    "TITLE_ACCEPT",
    "TITLE_WITH_IDENTIFIER",
    "TITLE_RETITLED",
    "TOTAL_ACCEPT",
    "MARGIN",
    "AUTHORS_CONFLICT",
    "SAME_WORK_AUTHORS",
    "SHORT_PAGES",
    # one source's decision
    "decide",
    "_another_work",
    "_ruled_out_by_link",
    "_retitled",
    "_title_passes",
    "_year_signal",
    "_venue_signal",
    "_identifier_signal",
    # version kinds
    "classify_version",
    "_is_short",
    "extension_note",
    "named_workshop",
    "kind_wanted",
    # one work or two, and the second evidence round
    "same_work",
    "_identifiers_agree",
    "linked_by_authors",
    "linked_by_doi_prefix",
    "TIE_BREAKERS",
    "break_tie",
    "list_year_prefers_a_rival",
    "publication_evidence",
    "publication_of",
    # picking across sources, and the conflicts between them
    "pick",
    "_settled",
    "_settled_pair",
    "_one_side_of_a_tie_the_year_decides_against",
    "_dblp_preprint",
    "_other_version",
    "_preprint_tag",
    "_pick_arxiv",
    "_same_work_found",
    "_pick_crossref",
    "precedence",
    "find_conflicts",
    "_one_work",
    "crossref_check",
    # parse: the tag's year and venue, table columns, link kinds and identifiers, BibTeX crossref, paper links
    "parse_tag",
    "expand_year",
    "link_kind",
    "ids_from_links",
    "column_roles",
    "_is_paper_link",
    "_with_crossref",
    # links: what is retried, when HEAD settles a check, a permanent move, an error page in disguise
    "is_retryable",  # links.probe and net.refusals both define one: both are mutated
    "head_settles",
    "permanent_move",
    "same_resource",
    "_error_landing",
    "_problem_fails",
    # net: what a refusal means
    "pauses_the_host",
    "counts_toward_breaker",
    "beyond_retrying",
    "allowance_spent",
    # fix: which edit a run's finding justifies, and where it goes
    "to_mark_dead",
    "moved_to",
    "confident",
    "tag_corrections",
    "permanent_destination",
    "_tag_with_year",
    "_tag_with_venue",
    "_names_arxiv",
    "url_spans",
]
# Thresholds get a second mutation besides zero: the values issue 20 names as ones the tests must notice.
LOWERED = {"TITLE_ACCEPT": 0.6}
# The tests run against a mutant of each package's rules, the quickest to fail first (-x stops at the first failure).
TESTS = {
    "enrich.resolve": [
        "tests/test_rules.py",
        "tests/test_rules_pick.py",
        "tests/test_match.py",
        "tests/test_resolve.py",
        "tests/test_resolve_versions.py",
        "tests/test_resolve_sources.py",
        "tests/test_rules_signals.py",
        "tests/test_accuracy.py::test_identifiers_meet_the_precision_and_recall_targets",
    ],
    "enrich.parse": [
        "tests/test_parse_lines.py",
        "tests/test_parse_bibtex.py",
        "tests/test_parse.py",
        "tests/test_lists.py",
    ],
    "enrich.links": ["tests/test_links_rules.py", "tests/test_links.py", "tests/test_links_github.py"],
    "enrich.net": ["tests/test_refusals.py", "tests/test_http.py", "tests/test_ratelimit.py"],
    "enrich.fix": ["tests/test_writeback_bibtex.py", "tests/test_writeback.py"],
}
ROOT = Path(__file__).resolve().parent.parent
# The modules are found in this checkout's src/ first: an installed copy of another checkout (an editable install
# of the main tree, run from a second work tree) would otherwise be mutated, and tested against these tests.
sys.path.insert(0, str(ROOT / "src"))

_FLIPPED = {
    ast.Lt: ast.GtE,
    ast.GtE: ast.Lt,
    ast.Gt: ast.LtE,
    ast.LtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
_SYMBOL = {
    ast.Lt: "<",
    ast.GtE: ">=",
    ast.Gt: ">",
    ast.LtE: "<=",
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.In: "in",
    ast.NotIn: "not in",
    ast.Is: "is",
    ast.IsNot: "is not",
}


@dataclass(frozen=True)
class Mutation:
    """One change to one rule: the module file it applies to, and how to find and change the node."""

    module: str
    path: Path
    rule: str
    line: int
    what: str
    site: int  # position of the node among the rule's mutable nodes of this operator, in walk order
    operator: str

    def label(self) -> str:
        return f"{self.module}:{self.line} {self.rule}: {self.what}"


# ------------------------------------------------------------------------------------------------ finding rules


def module_paths(modules: list[str]) -> dict[str, Path]:
    """Each module's source file, found the way an import would find it (so a moved module is followed)."""
    paths = {}
    for name in modules:
        spec = importlib.util.find_spec(name)
        if spec is None or spec.origin is None:
            raise SystemExit(f"mutate: module {name} not found (update MODULES)")
        paths[name] = Path(spec.origin)
    return paths


def rule_nodes(tree: ast.Module, rule: str) -> list[ast.AST]:
    """The top-level function or constant assignment named ``rule`` in a module (empty when it has none)."""
    found: list[ast.AST] = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == rule:
            found.append(node)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == rule for t in targets):
                found.append(node)
    return found


def mutations(modules: list[str], rules: list[str]) -> tuple[list[Mutation], list[str]]:
    """Every mutation of every rule, and the rules no module defines."""
    made: list[Mutation] = []
    missing = []
    for rule in rules:
        sites = 0
        for module, path in module_paths(modules).items():
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in rule_nodes(tree, rule):
                for operator, site, line, what in _sites(node):
                    made.append(Mutation(module, path, rule, line, what, site, operator))
                    sites += 1
        if sites == 0:
            missing.append(rule)
    return made, missing


def _sites(rule: ast.AST) -> Iterator[tuple[str, int, int, str]]:
    """(operator, site index, line, description) for every mutation the rule's node offers."""
    if isinstance(rule, (ast.Assign, ast.AnnAssign)):
        yield from _constant_sites(rule)
        return
    counters: dict[str, int] = {}

    def site(operator: str) -> int:
        counters[operator] = counters.get(operator, 0) + 1
        return counters[operator] - 1

    for node in ast.walk(rule):
        if isinstance(node, ast.Compare):
            for op in node.ops:
                if type(op) in _FLIPPED:
                    flipped = _SYMBOL[_FLIPPED[type(op)]]
                    yield "compare", site("compare"), node.lineno, f"'{_SYMBOL[type(op)]}' -> '{flipped}'"
        elif _matches(node, "boolop"):
            swapped = "or" if isinstance(node.op, ast.And) else "and"
            yield "boolop", site("boolop"), node.lineno, f"'{'and' if swapped == 'or' else 'or'}' -> '{swapped}'"
        elif _matches(node, "not"):
            yield "not", site("not"), node.lineno, "'not' dropped"
        elif _matches(node, "early"):
            kind = "return" if isinstance(node.body[-1], ast.Return) else "continue"
            yield "early", site("early"), node.lineno, f"early {kind} deleted ('if {ast.unparse(node.test)[:50]}')"


def _constant_sites(node: ast.Assign | ast.AnnAssign) -> Iterator[tuple[str, int, int, str]]:
    value = node.value
    name = _assigned_name(node)
    if isinstance(value, ast.Constant) and isinstance(value.value, (int, float)) and value.value:
        yield "zero", 0, node.lineno, f"{name} = 0 (was {value.value})"
        if name in LOWERED:
            yield "lowered", 0, node.lineno, f"{name} = {LOWERED[name]} (was {value.value})"
    elif isinstance(value, ast.Tuple) and len(value.elts) > 1:
        for i in range(len(value.elts) - 1):
            yield "swap", i, node.lineno, f"{name}: items {i + 1} and {i + 2} swapped (another order)"


def _assigned_name(node: ast.Assign | ast.AnnAssign) -> str:
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    return next(t.id for t in targets if isinstance(t, ast.Name))


# ------------------------------------------------------------------------------------------------ applying


def mutated_source(mutation: Mutation) -> str:
    """The module's source with the one mutation applied (unparsed from the tree: comments go, behaviour stays)."""
    tree = ast.parse(mutation.path.read_text(encoding="utf-8"))
    nodes = rule_nodes(tree, mutation.rule)
    if not nodes:
        raise ValueError(f"{mutation.label()}: rule not found")
    _apply(nodes[0], mutation)
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n"


def _apply(rule: ast.AST, mutation: Mutation) -> None:
    """Change the mutation's site, counting sites in the order _sites yields them (ast.walk order)."""
    if mutation.operator in ("zero", "lowered"):
        rule.value = ast.Constant(0 if mutation.operator == "zero" else LOWERED[mutation.rule])
        return
    if mutation.operator == "swap":
        items = rule.value.elts
        items[mutation.site], items[mutation.site + 1] = items[mutation.site + 1], items[mutation.site]
        return
    parents = {
        child: (parent, field, index)
        for parent in ast.walk(rule)
        for field, value in ast.iter_fields(parent)
        for index, child in enumerate(value if isinstance(value, list) else [value])
        if isinstance(child, ast.AST)
    }
    seen = -1
    for node in ast.walk(rule):
        if mutation.operator == "compare" and isinstance(node, ast.Compare):
            for position, op in enumerate(node.ops):
                if type(op) in _FLIPPED:
                    seen += 1
                    if seen == mutation.site:
                        node.ops[position] = _FLIPPED[type(op)]()
                        return
        elif _matches(node, mutation.operator):
            seen += 1
            if seen == mutation.site:
                _replace(*parents[node], node, mutation.operator)
                return
    raise ValueError(f"{mutation.label()}: site not found")


def _matches(node: ast.AST, operator: str) -> bool:
    if operator == "boolop":
        return isinstance(node, ast.BoolOp)
    if operator == "not":
        return isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not)
    return (
        operator == "early"
        and isinstance(node, ast.If)
        and not node.orelse
        and isinstance(node.body[-1], (ast.Return, ast.Continue))
    )


def _replace(parent: ast.AST, field: str, index: int, node: ast.AST, operator: str) -> None:
    if operator == "boolop":
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        return
    replacement = node.operand if operator == "not" else ast.Pass()
    value = getattr(parent, field)
    if isinstance(value, list):
        value[index] = replacement
    else:
        setattr(parent, field, replacement)


# ------------------------------------------------------------------------------------------------ running


class Sandbox:
    """A copy of the source tree the tests import from; one mutant at a time is written into it."""

    def __init__(self, package_root: Path) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="mutate-"))
        shutil.copytree(package_root, self.dir / package_root.name, ignore=shutil.ignore_patterns("__pycache__"))
        self.root = package_root
        self.running: subprocess.Popen[str] | None = None

    def copy_of(self, path: Path) -> Path:
        return self.dir / path.relative_to(self.root.parent)

    def run(self, mutation: Mutation, tests: list[str]) -> tuple[bool, str, float]:
        """(killed, the first failing test or "", seconds) for one mutant."""
        target = self.copy_of(mutation.path)
        original = target.read_text(encoding="utf-8")
        target.write_text(mutated_source(mutation), encoding="utf-8")
        try:
            return self.pytest(tests)
        finally:
            target.write_text(original, encoding="utf-8")

    def pytest(self, tests: list[str]) -> tuple[bool, str, float]:
        """(failed, the first failing test or "", seconds) for the tests against the tree as it is now."""
        started = time.monotonic()
        self.running = subprocess.Popen(
            # -n 0: one process per mutant; the mutants themselves run --jobs at a time.
            [sys.executable, "-m", "pytest", "-x", "-n", "0", "-p", "no:cacheprovider", "--no-header", "-rfE", *tests],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(self.dir), "PYTHONDONTWRITEBYTECODE": "1"},
        )
        stdout, stderr = self.running.communicate()
        failed = next(
            (line.split(" ", 2)[1] for line in stdout.splitlines() if line.startswith(("FAILED ", "ERROR "))), ""
        )
        return self.running.returncode != 0, failed or stderr.strip()[-200:], time.monotonic() - started

    def remove(self) -> None:
        """Stop a test run still going (an interrupted check) and delete the copy."""
        if self.running is not None and self.running.poll() is None:
            self.running.kill()
            self.running.wait()
        shutil.rmtree(self.dir, ignore_errors=True)


def package_root(modules: list[str]) -> Path:
    """The directory of the top-level package the modules live in (``src/enrich``)."""
    top = modules[0].split(".")[0]
    spec = importlib.util.find_spec(top)
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit(f"mutate: package {top} not found")
    return Path(next(iter(spec.submodule_search_locations)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="print the mutations and stop")
    parser.add_argument("--only", help="comma-separated rule names (default: every rule in RULES)")
    parser.add_argument("--jobs", type=int, default=2, help="mutants tested at once (default 2)")
    parser.add_argument("--tests", help="comma-separated test files for every mutant (default: its package's TESTS)")
    args = parser.parse_args(argv)
    rules = args.only.split(",") if args.only else RULES
    found, missing = mutations(MODULES, rules)
    chosen = args.tests.split(",") if args.tests else None

    def tests(mutation: Mutation) -> list[str]:
        return chosen or tests_of(mutation.module)

    for rule in missing:
        print(f"mutate: rule {rule} is in none of {', '.join(MODULES)}", file=sys.stderr)
    if args.list:
        for mutation in found:
            print(mutation.label())
        print(f"{len(found)} mutations of {len(rules) - len(missing)} rules")
        return 2 if missing else 0
    root = package_root(MODULES)
    signal.signal(signal.SIGTERM, _interrupted)  # the copies and test runs are cleaned up on kill as on Ctrl-C
    sandboxes = [Sandbox(root) for _ in range(max(1, args.jobs))]
    started = time.monotonic()
    try:
        failed, by, _ = sandboxes[0].pytest(list(dict.fromkeys(test for m in found for test in tests(m))))
        if failed:
            print(f"mutate: the tests fail without any mutation ({by}); nothing to measure", file=sys.stderr)
            return 2
        results = _run_all(found, sandboxes, tests)
    finally:
        for sandbox in sandboxes:
            sandbox.remove()
    survivors = [(m, seconds) for m, (killed, _, seconds) in results.items() if not killed]
    _print_table(found, results)
    print(
        f"\n{len(found)} mutations, {len(found) - len(survivors)} killed, {len(survivors)} surviving "
        f"({time.monotonic() - started:.0f} s, {len(sandboxes)} at a time)"
    )
    for mutation, _ in survivors:
        print(f"  SURVIVED {mutation.label()}")
    return 2 if missing else (1 if survivors else 0)


def _interrupted(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def tests_of(module: str) -> list[str]:
    """The tests a mutant of ``module``'s rules runs: its package's in TESTS."""
    return next(files for package, files in TESTS.items() if module.startswith(package + "."))


def _run_all(
    found: list[Mutation], sandboxes: list[Sandbox], tests: Callable[[Mutation], list[str]]
) -> dict[Mutation, tuple[bool, str, float]]:
    free = list(sandboxes)
    results: dict[Mutation, tuple[bool, str, float]] = {}

    def one(mutation: Mutation) -> None:
        sandbox = free.pop()
        try:
            results[mutation] = sandbox.run(mutation, tests(mutation))
        finally:
            free.append(sandbox)
        killed, by, seconds = results[mutation]
        print(
            f"{'killed  ' if killed else 'SURVIVED'} {seconds:5.1f}s {mutation.label()}" + (f"  <- {by}" if by else ""),
            flush=True,
        )

    pool = ThreadPoolExecutor(max_workers=len(sandboxes))
    try:
        list(pool.map(one, found))
    finally:
        pool.shutdown(wait=False, cancel_futures=True)  # on an interrupt, main() then stops the runs in progress
    return results


def _print_table(found: list[Mutation], results: dict[Mutation, tuple[bool, str, float]]) -> None:
    by_rule: dict[str, list[bool]] = {}
    for mutation in found:
        by_rule.setdefault(mutation.rule, []).append(results[mutation][0])
    print(f"\n{'rule':<24} {'tried':>5} {'killed':>6} {'surviving':>9}")
    for rule, killed in by_rule.items():
        print(f"{rule:<24} {len(killed):>5} {sum(killed):>6} {len(killed) - sum(killed):>9}")


if __name__ == "__main__":
    sys.exit(main())
