"""Title normalisation, the one rule every stage shares for "the same title": the comparison form, the dedup
key, and the paper id a list entry gets from it.
"""

from __future__ import annotations

import hashlib
import html
import re
import unicodedata

# Hyphens, dashes, slashes, underscores, punctuation and whitespace: every run becomes one space, in one pass (a
# dblp dump puts seven million titles through normalize_title).
_SEPARATORS = re.compile(r"[\W_]+")


_LEADING_ARTICLE = re.compile(r"^(?:a|an|the)(?:\s+|$)")  # a bare article too: "A :" keys like ":"


def normalize_title(title: str) -> str:
    """A comparison form of a title: HTML entities decoded, accents and case folded, '&' read as 'and',
    hyphens, dashes and punctuation turned into spaces, spaces collapsed.

    Sources disagree on exactly these details ("Pushing" casing, "&amp;", "Fine-Grained" vs "Fine Grained",
    a trailing period in dblp), never on the words themselves.
    """
    text = fold_case(html.unescape(html.unescape(title))).replace("&", " and ")
    return _SEPARATORS.sub(" ", text).strip()


def title_key(title: str) -> str:
    """The dedup key of a title: its normal form without a leading article ("A Generic ..." = "Generic ...")."""
    return _LEADING_ARTICLE.sub("", normalize_title(title))


def paper_id(title: str) -> str:
    """A stable id for a paper named by a list: the same title, however punctuated, gives the same id."""
    return _short_hash(title_key(title))


def paper_id_in_year(title_id: str, year: int) -> str:
    """The id of a second work under one title (``title_id``, its paper_id), told apart by its year: lists name
    different works with one title ("Deep Learning", 2015 and 2016), and a work listed in a year too far from
    the first listing's is one of them (enrich.parse keeps them apart)."""
    return _short_hash(f"{title_id} {year}")


def _short_hash(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]


def fold_case(text: str) -> str:
    """Accents and case folded ("Köpf" -> "kopf"); ASCII text, nearly every title, skips the Unicode work."""
    if text.isascii():
        return text.casefold()
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
