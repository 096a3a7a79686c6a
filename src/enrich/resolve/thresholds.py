"""Every number the matching rules use, in one place, each with the evidence it was chosen on.

A wrong DOI silently poisons every user of the dataset while a missing one is visible, so each threshold errs
towards "ambiguous" or "none" rather than a guess.
"""

from __future__ import annotations

# Chosen on the labelled list 002 (shared gold set, 40 entries) and the traps its notes record; the similarities
# quoted are what bench/match_bench.py --calibrate prints for those pairs.
#
# Title similarity needed to accept. Same-paper variants score >= 0.98 (SwapAdvisor "Push"/"Pushing" 0.98;
# casing, HTML entities, trailing periods, "A Generic"/"Generic" 1.0); different papers and retitled preprints with
# near-identical titles score <= 0.82 (Parallax's early preprint title 0.82, Themis "...Scheduling"/"...for Machine
# Learning Workloads" 0.76, PipeTransformer "...Large-scale Models"/"...Transformers" 0.75, PipeDream 2018/2019
# 0.62). 0.90 sits in that gap; a title dropping two of its words ("...Training Recommendation Models" for
# "...Training Deep Learning Recommendation Models", 0.89) is deliberately left to a person.
TITLE_ACCEPT = 0.90


# Title floor when the list's own link names the record (same DOI or arXiv id): metadata may abbreviate a title
# (Crossref's "Parallax"), but a link to a paper with an unrelated title is a wrong link, not a match.
TITLE_WITH_IDENTIFIER = 0.60


# Below TITLE_ACCEPT but at or above this, a record at the list's venue and year is asked about ("ambiguous"), not
# dropped: lists reword titles ("Orca: ... Language Generation Tasks" for "... Generative Models", 0.71; "μs-scale"
# for "Microsecond-scale", 0.82), and an unresolved entry would not make the nightly run ask a person.
TITLE_RETITLED = 0.70


# total = weights . signals - version penalty; an unknown signal counts as UNKNOWN_SIGNAL, so a record whose venue
# agrees outranks one whose venue is unknown, which outranks one that disagrees.
TITLE_WEIGHT = 0.6


YEAR_WEIGHT = 0.2


VENUE_WEIGHT = 0.2


UNKNOWN_SIGNAL = 0.5


# Minimum total to accept. With nothing but a title (no year, no venue) the title must be >= 0.96, i.e. exact up
# to a word form; an exact title with a preprint two years before the list's year (0.78) still passes.
TOTAL_ACCEPT = 0.775


# Two different records both acceptable and closer than this are ambiguous. Larger than the gap a one-year drift
# makes (0.06), so "2019 or 2020?" between two same-titled records is asked, not guessed; smaller than the gap a
# venue agreement makes over an unknown venue (0.10).
MARGIN = 0.08


# Year agreement: the list's year may be a preprint's year or simply off by one; an arXiv preprint often precedes
# the venue by a year (Varuna, Pollux) and may by two, and a list saying "arXiv '19" may name a paper published two
# years later. Anything else is a conflict.
YEAR_EXACT = 1.0


YEAR_OFF_BY_ONE = 0.7


YEAR_OFF_BY_TWO_EXPECTED = 0.4


# Version penalties only order the ranking; acceptance is decided by the version kind itself.
WRONG_VERSION_PENALTY = 0.3  # a preprint when the published paper is wanted (or the reverse), extension, poster


PREPRINT_WHEN_ANY_PENALTY = 0.05  # with want="any" the published version wins over its own preprint


UNKNOWN_VERSION_PENALTY = 0.1  # nothing says what the record is (no venue, type or DOI): below a published one


# Authors are a veto, not a vote (lists carry no authors, so totals stay comparable): known authors sharing less
# than this with a record make it a conflict. Fabricated author lists in the gold notes share none; the CoRR and
# NSDI versions of Themis share 0.88.
AUTHORS_CONFLICT = 0.3


# same_work without identifiers needs at least this author overlap when both sides list authors: versions of one
# work keep most of their authors (Themis CoRR/NSDI 0.88), fabricated or foreign lists keep almost none.
SAME_WORK_AUTHORS = 0.5
