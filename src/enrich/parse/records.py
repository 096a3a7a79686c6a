"""Parse records that take less memory: records given the same fields share one set of their names.

pydantic keeps, for every model instance, the set of the field names it was given (``model_fields_set``). For a
parse record that set is larger than the record's own values: a 100,000-entry collection held 300,000 of them
(entry, occurrence, links), all alike, some 180 MB of the stage's memory. Records of one model given the same
fields share one set object instead; what the set says of each record is unchanged. pydantic copies the set on
``model_copy``. Assigning to a field that was not given would add its name to the shared set; nothing assigns to
a parse record's fields (later stages build their own records).
"""

from __future__ import annotations

from pydantic import BaseModel

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
