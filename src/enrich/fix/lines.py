"""A list as lines of bytes, numbered as the parse stage numbers them, so that an edit rewrites one line's text and
leaves every other byte as it was.

Lines end where ``enrich.files.LINE_ENDING`` says ("\\n", "\\r\\n", a lone "\\r"); the ending is kept with its
line and a UTF-8 BOM is the first line's prefix; an edit rewrites only the text between them, so every byte outside
an edited line's text, and every line not edited, stays as it was (line endings, BOM, trailing spaces, typographic
quotes).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from enrich.files import LINE_ENDING
from enrich.fix.edits import LineEdit

BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True)
class ListLine:
    """One line of a list as bytes: a prefix (the BOM, first line only), the text the parse stage reads, and the
    line ending ("\\r\\n", "\\n", or nothing on a last line without one)."""

    prefix: bytes
    body: bytes
    ending: bytes

    def text(self) -> str | None:
        try:
            return self.body.decode("utf-8")
        except UnicodeDecodeError:
            return None


def split_lines(data: bytes) -> list[ListLine]:
    """The lines of a list, numbered like the parse stage numbers them; ``join_lines`` gives back the same bytes."""
    pieces = LINE_ENDING.split(data)  # text, ending, text, ending, ..., the last line's text
    lines = []
    for index in range(0, len(pieces), 2):
        chunk = pieces[index]
        ending = pieces[index + 1] if index + 1 < len(pieces) else b""
        prefix = BOM if index == 0 and chunk.startswith(BOM) else b""
        lines.append(ListLine(prefix, chunk[len(prefix) :], ending))
    return lines


def join_lines(lines: Sequence[ListLine]) -> bytes:
    return b"".join(line.prefix + line.body + line.ending for line in lines)


def apply_edits(data: bytes, edits: Iterable[LineEdit]) -> bytes:
    """The list with each edit's line text replaced, or the line removed; a line that no longer reads ``before`` is
    not touched."""
    lines: list[ListLine | None] = list(split_lines(data))
    for edit in edits:
        index = edit.line - 1
        old = lines[index] if index < len(lines) else None
        if old is not None and old.text() == edit.before:
            lines[index] = None if edit.removed else ListLine(old.prefix, edit.after.encode("utf-8"), old.ending)
    return join_lines([line for line in lines if line is not None])
