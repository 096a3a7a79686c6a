"""The cyclic garbage collector paused while a bulk job builds objects without reference cycles.

Parsing a large collection of lists (enrich.parse) and loading a dump into the mirror's store (enrich.mirror.store)
build hundreds of thousands of small records. Left running, the cycle collector scans them again and again as they
age (40 % of the time on a 100,000-entry collection), so it is paused; reference counting still frees everything as
usual. One rule for both, so a change to it (the freeze below) reaches both.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cycle collector for the block; at the end, the objects still alive go straight to the oldest
    generation: gc.freeze then gc.unfreeze moves them there without scanning them, and full collections still see
    them as before. Nested or beside another freeze, it leaves the frozen objects alone and the collector as found."""
    was_enabled = gc.isenabled()
    may_freeze = gc.get_freeze_count() == 0  # unfreezing must never release objects someone else froze
    gc.disable()
    try:
        yield
    finally:
        if may_freeze:
            gc.freeze()
            gc.unfreeze()
        if was_enabled:
            gc.enable()
