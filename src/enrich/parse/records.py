"""Parse records that take less memory: records given the same fields share one set of their names, and a link
written without its URL is one record for every entry that writes it.

pydantic keeps, for every model instance, the set of the field names it was given (``model_fields_set``). For a
parse record that set is larger than the record's own values: a 100,000-entry collection held 300,000 of them
(entry, occurrence, links), all alike, some 180 MB of the stage's memory. Records of one model given the same
fields share one set object instead; what the set says of each record is unchanged. pydantic copies the set on
``model_copy``. Assigning to a field that was not given would add its name to the shared set, and assigning to a
shared link would change it in every entry; nothing assigns to a parse record's fields (later stages build their
own records, or copy one with ``model_copy``).
"""

from __future__ import annotations

from functools import lru_cache

from pydantic import BaseModel

from enrich.models import Link
from enrich.parse.common import FoundLink

# Per model, the few sets its records are given: an occurrence has one with its optional fields and one without.
_SHARED_SETS: dict[type[BaseModel], list[set[str]]] = {}


def share_fields_set(record: BaseModel) -> None:
    """Let record use the one set held for its model and field names, dropping its own copy."""
    given = record.__pydantic_fields_set__
    known = _SHARED_SETS.setdefault(type(record), [])
    for shared in known:
        if shared == given:
            if shared is not given:
                object.__setattr__(record, "__pydantic_fields_set__", shared)
            return
    known.append(given)


@lru_cache(maxsize=256)
def link_without_url(link: FoundLink) -> Link:
    """One record for a link written without its URL ("[PDF]" in a plain-text list): such a link is the same in
    every entry that writes it, so the entries share it rather than each holding a copy."""
    record = Link(kind=link.kind, label=link.label, url=None)
    share_fields_set(record)
    return record
