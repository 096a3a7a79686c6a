"""Every module, class or function a docstring names exists: a reference left behind by a move or a merge misleads
the next reader more than no reference at all.

Checked: every ``enrich.a.b`` path in a docstring, and every dotted name in backticks (```files.write_atomic```,
```Occurrence.raw```) whose first part the module can see: a name it defines or imports, a parameter of the
documented function, a module of the package by its last name, or a top-level module. Dotted names that are not code
(a field path in a service's answer) are listed in NOT_CODE; a file name ends in one of FILE_SUFFIXES.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import importlib.util
import inspect
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "enrich"
# Dotted names that name no code: query parameters and fields of the services' answers; and files ("enrich.toml").
NOT_CODE = frozenset({"query.bibliographic", "open_access.oa_url"})
FILE_SUFFIXES = frozenset({"toml", "json", "jsonl", "md", "html", "bib", "csv", "txt", "gz", "xml", "dtd", "yml"})


def names_code(dotted: str) -> bool:
    return dotted not in NOT_CODE and dotted.rsplit(".", 1)[-1] not in FILE_SUFFIXES


_FULL = re.compile(r"\benrich(?:\.[A-Za-z_]\w*)+")
_TICKED = re.compile(
    r"``([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)(?:\(\))?``|(?<!`)`([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)(?:\(\))?`"
)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}
BY_LAST_NAME: dict[str, list[str]] = {}
for _name in MODULES:
    BY_LAST_NAME.setdefault(_name.rsplit(".", 1)[-1], []).append(_name)


def classes_named(name: str) -> list[type]:
    """Classes of the package by name (a docstring may name one its module imports only for type checking)."""
    found = []
    for module in MODULES:
        owner = getattr(importlib.import_module(module), name, None)
        if isinstance(owner, type) and owner.__module__ == module:
            found.append(owner)
    return found


def has_attribute(owner: object, name: str) -> bool:
    """An attribute, a field a model or dataclass declares without a class-level default, or an attribute a class
    sets on its instances (``self.name = ...``)."""
    if hasattr(owner, name):
        return True
    if isinstance(owner, type) and re.search(rf"\bself\.{name}\b\s*[:=]", inspect.getsource(owner)):
        return True
    if name in (getattr(owner, "model_fields", None) or {}):
        return True
    if dataclasses.is_dataclass(owner) and any(field.name == name for field in dataclasses.fields(owner)):
        return True
    return name in getattr(owner, "__annotations__", {})


def resolves_from(owner: object, rest: list[str]) -> bool:
    for part in rest:
        if not has_attribute(owner, part):
            return False
        owner = getattr(owner, part, None)
        if owner is None:
            return True  # a declared field: its value is not there to look into
    return True


def resolves_as_path(dotted: str) -> bool:
    """An importable module, then attributes of it: ``enrich.net.http.Http.get``."""
    parts = dotted.split(".")
    for split in range(len(parts), 0, -1):
        name = ".".join(parts[:split])
        if name in MODULES or (split == 1 and importlib.util.find_spec(name) is not None):
            return resolves_from(importlib.import_module(name), parts[split:])
    return False


def documented(tree: ast.Module) -> Iterator[tuple[str, set[str]]]:
    """(docstring, the parameter names it may refer to) of the module, its classes and functions."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            docstring = ast.get_docstring(node, clean=False)
            if docstring:
                arguments = node.args if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) else None
                names = (
                    {a.arg for a in (arguments.posonlyargs + arguments.args + arguments.kwonlyargs)}
                    if arguments
                    else set()
                )
                yield docstring, names


def broken_references(module: str) -> list[str]:
    loaded = importlib.import_module(module)
    broken = []
    for docstring, parameters in documented(ast.parse(MODULES[module].read_text(encoding="utf-8"))):
        for found in _FULL.finditer(docstring):
            if names_code(found.group(0)) and not resolves_as_path(found.group(0)):
                broken.append(found.group(0))
        for found in _TICKED.finditer(docstring):
            dotted = found.group(1) or found.group(2)
            if not names_code(dotted) or dotted.startswith("enrich."):
                continue
            first, *rest = dotted.split(".")
            if first in parameters:
                continue  # an argument's attribute: its type is the function's business
            if hasattr(loaded, first):
                ok = resolves_from(getattr(loaded, first), rest)
            elif first in BY_LAST_NAME:
                ok = any(resolves_from(importlib.import_module(name), rest) for name in BY_LAST_NAME[first])
            else:
                ok = resolves_as_path(dotted) or any(resolves_from(owner, rest) for owner in classes_named(first))
            if not ok:
                broken.append(dotted)
    return broken


@pytest.mark.parametrize("module", sorted(MODULES))
def test_every_name_a_docstring_gives_exists(module: str) -> None:
    assert broken_references(module) == []
