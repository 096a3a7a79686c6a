"""The fix stage (``enrich fix``): what a run learnt about each paper, written back into the reading lists
themselves, as a diff a maintainer can apply or in place with ``--write``.

The lists are what their maintainers read, so the fixes go there: a link that moved for good gets its new address,
a dead link is replaced by a live link the paper's identifiers back or else marked (never deleted), a missing DOI
or arXiv link is added, a tag whose year or venue the published record contradicts is corrected, and a preprint
entry names its publication; on request, a duplicate entry is removed and a retracted paper marked. Planning is
pure (papers and list bytes in, edits out); reading output/papers.jsonl and the lists, and writing the lists,
happen at the edges.

The modules, by concern: ``rules`` (the edit kinds and when a finding justifies one), ``edits`` (what a plan is
made of), ``lines`` (a list as numbered lines of bytes), ``spans`` (where in a line an edit applies), one module
per kind of edit (``links``, ``tags``, ``identifiers``, ``replacements``, ``published``, ``duplicates``,
``retractions``, and ``bibtex`` for a .bib entry), ``plan`` (the edits of every entry line), ``render`` (new list
bytes, the diff, the summary, the evidence behind an edit, a pull-request body) and ``stage`` (loading, locking,
writing).
"""
