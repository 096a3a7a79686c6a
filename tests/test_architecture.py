"""The layout is the pipeline: no module imports from a later stage (docs/architecture.md).

Data flows parse -> resolve -> links -> export -> fix over a shared foundation; the HTTP layer (net) and the
source clients sit under resolve. A module may import its own layer and the layers below it, never one above:
an import pointing up would let a stage depend on work that runs after it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "enrich"

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


def layer_of(part: str) -> int:
    """The layer of a top-level module or package name under enrich."""
    return next((rank for rank, names in enumerate(LAYERS) if part in names), APPLICATION)


def module_part(path: Path) -> str:
    relative = path.relative_to(PACKAGE)
    return relative.parts[0].removesuffix(".py")


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
