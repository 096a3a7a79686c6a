"""Local mirrors of dblp and arXiv: a dump, an OAI-PMH harvest or a snapshot in; a DuckDB store under
``<cache>/mirror/`` out, and at resolve time the records that could be each of many entries, as ``SourceRecord``s.

A local source, beside the API clients in ``enrich.sources``: ``commands`` fetches, verifies, builds and swaps a
store (``enrich mirror update|status``); ``dblp_dump`` and ``arxiv_oai`` parse; ``store`` writes the rows and the
token index; ``candidates`` answers the blocking query that the resolve stage's matching rules then judge.
Imported only where a mirror is used: it loads duckdb.
"""

from enrich.mirror.candidates import Mirror
from enrich.mirror.commands import MirrorUpdateFailed, mirror_status, render_status, run_update

__all__ = ["Mirror", "MirrorUpdateFailed", "mirror_status", "render_status", "run_update"]
