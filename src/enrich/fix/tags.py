"""The tag edit: a year or venue the published record contradicts, corrected in the entry's tag."""

from __future__ import annotations

import re

from enrich.export.report_model import ListCorrection, YearCorrection
from enrich.fix.edits import Change
from enrich.parse.common import parse_tag


def correct_tag(text: str, correction: ListCorrection, changes: list[Change]) -> str:
    """The tag with the record's year or venue in place of the list's, spelled the way the tag spells it ("'22"
    stays two digits); left as it is unless the corrected tag reads back as exactly the intended correction."""
    start = text.find("[") + 1
    end = text.find("]", start)
    if start == 0 or end < 0:
        return text
    tag = text[start:end]
    if isinstance(correction, YearCorrection):
        new_tag = _tag_with_year(tag, correction.list_value, correction.record)
        new, old = str(correction.record), str(correction.list_value)
    else:
        new_tag = _tag_with_venue(tag, correction.list_value, correction.record_acronym)
        new, old = str(correction.record_acronym), str(correction.list_value)  # both set when new_tag is
    if new_tag is None:
        return text
    changes.append(Change(correction.field, old, new))
    return text[:start] + new_tag + text[end:]


def _tag_with_year(tag: str, listed: int, record: int) -> str | None:
    was = parse_tag(tag)
    for old, new in ((str(listed), str(record)), (f"{listed % 100:02d}", f"{record % 100:02d}")):
        spans = [found.span() for found in re.finditer(rf"(?<!\d){old}(?!\d)", tag)]
        if len(spans) == 1:
            start, end = spans[0]
            candidate = tag[:start] + new + tag[end:]
            now = parse_tag(candidate)
            return candidate if now.year == record and now.venue == was.venue else None
    return None


def _tag_with_venue(tag: str, listed: str | None, acronym: str | None) -> str | None:
    if not listed or not acronym or tag.count(listed) != 1:
        return None
    was = parse_tag(tag)
    candidate = tag.replace(listed, acronym)
    now = parse_tag(candidate)
    return candidate if now.venue == acronym and now.year == was.year else None
