"""The fix stage (``enrich fix``): the last export in, edits to the reading lists out, as a diff a maintainer can
apply or written in place with ``--write`` (writeback)."""
