"""report.html shows everything report.md shows, field by field, whatever fields the report model has.

Both pages are rendered from one ``Report`` (enrich.publish.report_model). This test builds a report in which every
text of every field, list and dict holds a word of its own, renders both pages, and looks each word up in them:
a field that report.md shows and report.html leaves out fails here, including a field added to the model later
(the report is built from the model's own type hints, so a new field is filled without touching this test).
"""

from __future__ import annotations

import itertools
import types
import typing
from collections.abc import Iterator
from datetime import UTC, date, datetime
from enum import Enum
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel

from enrich.publish.html import render_html
from enrich.publish.markdown import render_markdown
from enrich.publish.report_model import Report


class Words:
    """Distinct words that no page prints by itself (letters only: Markdown escapes nothing in them)."""

    def __init__(self) -> None:
        self._numbers: Iterator[int] = itertools.count(1)
        self.given: dict[str, str] = {}  # word -> the field it was given to ("links.dead[0].title")

    def next(self, path: str) -> str:
        word = "qz" + "".join(chr(ord("a") + int(digit)) for digit in f"{next(self._numbers):04d}") + "qz"
        self.given[word] = path
        return word


def example(kind: Any, words: Words, path: str = "report") -> Any:
    """A value of ``kind`` (a type hint) with every text a fresh word and every list holding one of each variant."""
    origin = get_origin(kind)
    if origin is Annotated:
        return example(get_args(kind)[0], words, path)
    if origin in (Union, types.UnionType):
        return example(next(arg for arg in get_args(kind) if arg is not type(None)), words, path)
    if origin is Literal:
        return get_args(kind)[0]
    if origin is list:
        [item] = get_args(kind)
        return [example(variant, words, f"{path}[{n}]") for n, variant in enumerate(_variants(item))]
    if origin is dict:
        key, value = get_args(kind)
        return {example(key, words, f"{path} key"): example(value, words, f"{path} value")}
    if isinstance(kind, type) and issubclass(kind, BaseModel):
        hints = typing.get_type_hints(kind, include_extras=True)
        return kind(**{name: example(hints[name], words, f"{path}.{name}") for name in kind.model_fields})
    if isinstance(kind, type) and issubclass(kind, Enum):
        return next(iter(kind))
    return _scalar(kind, words, path)


def _variants(kind: Any) -> list[Any]:
    """Each member of a (discriminated) union, so a list of corrections holds a year and a venue correction."""
    inner = get_args(kind)[0] if get_origin(kind) is Annotated else kind
    if get_origin(inner) in (Union, types.UnionType):
        return [arg for arg in get_args(inner) if arg is not type(None)]
    return [kind]


def _scalar(kind: Any, words: Words, path: str) -> Any:
    if kind is str:
        return words.next(path)
    if kind is bool:
        return True
    if kind is int:
        return 7
    if kind is float:
        return 0.5
    if kind is datetime:
        return datetime(2026, 12, 5, 3, 0, tzinfo=UTC)
    if kind is date:
        return date(2026, 12, 5)
    raise TypeError(f"no example for {kind!r}: teach example() this type")


def test_every_text_report_md_shows_report_html_shows_too() -> None:
    words = Words()
    report = example(Report, words)
    markdown = render_markdown(report)
    page = render_html(report, [], [])

    shown_in_markdown = [word for word in words.given if word in markdown]
    missing_in_html = [words.given[word] for word in shown_in_markdown if word not in page]

    assert len(shown_in_markdown) > 40  # the report is full: every section has an item
    assert missing_in_html == [], f"report.md shows these report fields, report.html does not: {missing_in_html}"
