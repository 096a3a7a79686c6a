"""What a plan is made of: the edits of lines, each with its changes, and the reasons an entry line is left alone."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from enrich.fix.rules import EDIT_KINDS

NOTHING_TO_FIX = "nothing to fix"
CHANGED_SINCE_RUN = "changed since the run"
SHARED_LINE = "a duplicate on a line that lists another paper too"
BIBTEX_IDS_ONLY = "bibtex: only identifiers are added"
BIBTEX_LAYOUT = "bibtex: the closing brace shares a line"
YAML_IDS_ONLY = "yaml: only identifiers are added"


@dataclass(frozen=True)
class Change:
    """One edit within a line: what the line said and what it says now ("" for something added)."""

    kind: str
    old: str
    new: str
    why: str = ""  # the evidence, when the edit rests on more than the line itself (a replacement's identifier)


@dataclass(frozen=True)
class LineEdit:
    file: str  # as the occurrences name it
    line: int  # 1-based, as the parse stage numbers lines
    before: str
    after: str  # several lines joined by the line's own ending when a .bib entry gets new fields
    changes: tuple[Change, ...]
    removed: bool = False  # the line goes, ending and all (a duplicate entry); ``after`` is then ""


@dataclass
class Plan:
    edits: list[LineEdit] = field(default_factory=list)
    left_alone: Counter[str] = field(default_factory=Counter)  # reason -> entry lines

    def counts(self) -> Counter[str]:
        """Edits by kind, in EDIT_KINDS order."""
        found = Counter(change.kind for edit in self.edits for change in edit.changes)
        return Counter({kind: found[kind] for kind in EDIT_KINDS if found[kind]})
