"""The layout is the pipeline: no module imports from a later stage (docs/architecture.md).

Data flows parse -> resolve -> links -> export -> fix over a shared foundation; the HTTP layer (net) and the
source clients sit under resolve. A module may import its own layer and the layers below it, never one above:
an import pointing up would let a stage depend on work that runs after it.

The fake services (src/enrich_fakes) are a package of their own beside enrich: they build on enrich's layers up to
parse, never on resolve or a later stage, and of enrich only the demo imports them, inside its functions.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "enrich"
FAKES = PACKAGE.parent / "enrich_fakes"

# Lowest first. A top-level module not named here is an application module (cli, pipeline, demo, evaluate):
# it puts the stages together and may import anything.
LAYERS: list[set[str]] = [
    {"__init__", "models", "ids", "titles", "venues", "config", "files", "progress", "collector"},
    {"net"},
    {"sources", "mirror"},
    {"parse"},
    {"resolve"},
    {"links"},
    {"export"},
    {"fix"},
]
APPLICATION = len(LAYERS)
# The fakes may use the foundation (settings, the title rules) and the layers up to parse, nothing from resolve on:
# fakes that answered by enrich's own matching rules would agree with enrich by construction and test nothing.
FAKES_LAYER = LAYERS.index({"parse"})


def layer_of(part: str) -> int:
    """The layer of a top-level module or package name under enrich."""
    return next((rank for rank, names in enumerate(LAYERS) if part in names), APPLICATION)


def module_part(path: Path) -> str:
    relative = path.relative_to(PACKAGE)
    return relative.parts[0].removesuffix(".py")


def imports(tree: ast.AST, in_function: bool = False) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every import statement under the node, with whether it sits inside a function (run when the function is)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node, in_function
        yield from imports(node, in_function or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef))


def imported_parts(path: Path) -> list[tuple[int, str]]:
    """(line, top-level enrich part) of every enrich import in the file, at any depth (function-level too)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            parts = node.module.split(".")
            if parts[0] != "enrich":
                continue
            if len(parts) > 1:
                found.append((node.lineno, parts[1]))
            else:  # from enrich import config, parse
                found += [(node.lineno, alias.name) for alias in node.names if alias.name != "__version__"]
        elif isinstance(node, ast.Import):
            found += [
                (node.lineno, alias.name.split(".")[1]) for alias in node.names if alias.name.startswith("enrich.")
            ]
    return found


def upward_imports(path: Path) -> list[str]:
    own = layer_of(module_part(path))
    return [
        f"{path.relative_to(PACKAGE)}:{line} imports enrich.{part}"
        for line, part in imported_parts(path)
        if layer_of(part) > own
    ]


def fakes_imports_beyond_parse(path: Path) -> list[str]:
    """The imports of a module of the fakes that reach an enrich layer above parse (resolve, a later stage, the
    application modules)."""
    return [
        f"{path.relative_to(FAKES.parent)}:{line} imports enrich.{part}"
        for line, part in imported_parts(path)
        if layer_of(part) > FAKES_LAYER
    ]


def misplaced_fakes_imports(path: Path) -> list[str]:
    """The imports of enrich_fakes in a module of enrich that break the rule: any outside demo.py, and one at the
    top of demo.py (run by every import of enrich.demo, the command line's among them)."""
    module = path.relative_to(PACKAGE)
    found = []
    for node, in_function in imports(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            names = [node.module or ""] if node.level == 0 else []  # a relative import stays in its own package
        else:
            names = [alias.name for alias in node.names]
        if any(name.split(".")[0] == "enrich_fakes" for name in names):
            if module != Path("demo.py"):
                found.append(f"{module}:{node.lineno} imports enrich_fakes, which only demo.py may")
            elif not in_function:
                found.append(f"{module}:{node.lineno} imports enrich_fakes at module level")
    return found


STAGE_MODULES = sorted(path for path in PACKAGE.rglob("*.py") if layer_of(module_part(path)) < APPLICATION)


@pytest.mark.parametrize("path", STAGE_MODULES, ids=lambda path: str(path.relative_to(PACKAGE)))
def test_no_module_imports_from_a_later_stage(path: Path) -> None:
    assert upward_imports(path) == []


def test_every_top_level_module_is_placed_or_is_an_application_module() -> None:
    """A new module must be given a layer on purpose: anything else at the top is an application module."""
    top = {
        path.name.removesuffix(".py")
        for path in PACKAGE.iterdir()
        if path.suffix == ".py" or (path.is_dir() and (path / "__init__.py").exists())
    }
    application = {name for name in top if layer_of(name) == APPLICATION}
    assert application == {"action", "cli", "pipeline", "demo", "evaluate"}


def test_the_rule_catches_an_upward_import(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check itself bites: a parse module importing from resolve is reported."""
    fake = tmp_path / "enrich"
    (fake / "parse").mkdir(parents=True)
    module = fake / "parse" / "rules.py"
    module.write_text("from enrich.resolve.decide import decide\nfrom enrich.models import Entry\n", encoding="utf-8")
    monkeypatch.setitem(globals(), "PACKAGE", fake)
    assert upward_imports(module) == ["parse/rules.py:1 imports enrich.resolve"]


FAKES_MODULES = sorted(FAKES.rglob("*.py"))


@pytest.mark.parametrize("path", FAKES_MODULES, ids=lambda path: str(path.relative_to(FAKES.parent)))
def test_the_fakes_import_no_enrich_layer_after_parse(path: Path) -> None:
    assert fakes_imports_beyond_parse(path) == []


def test_of_enrich_only_the_demo_imports_the_fakes_and_inside_its_functions() -> None:
    assert [found for path in sorted(PACKAGE.rglob("*.py")) for found in misplaced_fakes_imports(path)] == []


def test_the_fakes_rules_catch_what_they_forbid(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Both checks bite: a fake importing resolve, enrich's command line importing the fakes, the demo importing
    them at the top; the demo importing them inside a function and the fakes using the foundation are allowed."""
    package, fakes = tmp_path / "enrich", tmp_path / "enrich_fakes"
    package.mkdir()
    fakes.mkdir()
    monkeypatch.setitem(globals(), "PACKAGE", package)
    monkeypatch.setitem(globals(), "FAKES", fakes)
    versions = fakes / "versions.py"
    versions.write_text(
        "from enrich.resolve.similarity import STOP_WORDS\nfrom enrich.titles import title_key\n"
        "from enrich.parse import SeedError\nimport enrich.export.outputs\nfrom enrich import demo\n",
        encoding="utf-8",
    )
    assert fakes_imports_beyond_parse(versions) == [
        "enrich_fakes/versions.py:1 imports enrich.resolve",
        "enrich_fakes/versions.py:4 imports enrich.export",
        "enrich_fakes/versions.py:5 imports enrich.demo",
    ]
    cli = package / "cli.py"
    cli.write_text("def main() -> None:\n    import enrich_fakes.corpus\n", encoding="utf-8")
    assert misplaced_fakes_imports(cli) == ["cli.py:2 imports enrich_fakes, which only demo.py may"]
    demo = package / "demo.py"
    demo.write_text(
        "from enrich_fakes import FakeServices\n\n\ndef run_demo() -> None:\n"
        "    from enrich_fakes.faults import SERVICES\n",
        encoding="utf-8",
    )
    assert misplaced_fakes_imports(demo) == ["demo.py:1 imports enrich_fakes at module level"]
