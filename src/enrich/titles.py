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
    return hashlib.sha1(title_key(title).encode("utf-8")).hexdigest()[:16]


def fold_case(text: str) -> str:
    """Accents and case folded ("Köpf" -> "kopf"); ASCII text, nearly every title, skips the Unicode work."""
    if text.isascii():
        return text.casefold()
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
