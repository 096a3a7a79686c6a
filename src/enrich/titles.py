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
# The same separators in ASCII text, every character that is not a letter or a digit, each made a space: a
# translation and a split do what the expression does, in half its time (every listed entry's id is a title key).
_ASCII_SEPARATORS = str.maketrans({code: " " for code in range(128) if not chr(code).isalnum()})


_LEADING_ARTICLE = re.compile(r"^(?:a|an|the)(?:\s+|$)")  # a bare article too: "A :" keys like ":"

# The markup sources put in titles and abstracts: HTML's inline and block tags, JATS (Crossref, "jats:p") and
# MathML ("mml:mi"). Only these names are tags: "n<k and k>2" in an abstract is mathematics, not a tag to strip.
_INLINE = r"i|b|u|s|em|strong|sub|sup|scp|sc|small|big|span|font|a|tt|code|italic|bold|underline|strike|inline-formula"
_BREAK = r"br|p|div|li|ul|ol|h[1-6]|title|sec|list-item|abstract"
# Attributes are name="value" pairs: "a<b c>d" is text.
_ATTRIBUTES = r"""(?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>]+))*\s*/?>"""
_TAG = re.compile(rf"</?(?:(?:jats|mml):[A-Za-z][\w.-]*|{_INLINE}|{_BREAK})\b{_ATTRIBUTES}", re.IGNORECASE)
# Tags that end a line or a block: they part the words on either side.
_BREAK_TAG = re.compile(rf"</?(?:jats:)?(?:{_BREAK})\b{_ATTRIBUTES}", re.IGNORECASE)
# A MathML formula (Crossref's <mml:math>): everything in it is markup around the symbols, and the line breaks and
# indentation between its elements are layout, so "<mml:mi>N</mml:mi>\n<mml:mo>=</mml:mo>..." reads "N=88".
_MATH = re.compile(r"<(?P<prefix>(?:mml:)?)math\b.*?</(?P=prefix)math>", re.IGNORECASE | re.DOTALL)
_ANY_TAG = re.compile(r"<[^<>]*>")
_SPACE_BETWEEN_TAGS = re.compile(r">\s+<")

# Words that carry no identity of their own: resolve drops them from its word-level title comparison only (so do the
# fake services when they count a title's significant words, to keep a made-up title's similarity where they mean).
STOP_WORDS = frozenset(
    {
        "a",
        "an",
        "the",
        "of",
        "for",
        "on",
        "in",
        "with",
        "and",
        "to",
        "via",
        "by",
        "from",
        "at",
        "as",
        "into",
        "through",
        "using",
    }
)


def normalize_title(title: str) -> str:
    """A comparison form of a title: HTML entities decoded, accents and case folded, '&' read as 'and',
    hyphens, dashes and punctuation turned into spaces, spaces collapsed.

    Sources disagree on exactly these details ("Pushing" casing, "&amp;", "Fine-Grained" vs "Fine Grained",
    a trailing period in dblp), never on the words themselves.
    """
    text = fold_case(html.unescape(html.unescape(title))).replace("&", " and ")
    if text.isascii():
        return " ".join(text.translate(_ASCII_SEPARATORS).split())
    return _SEPARATORS.sub(" ", text).strip()


def plain_text(text: str | None) -> str | None:
    """A source's marked-up title or abstract as plain words; the one markup rule every source client uses.

    Entities are decoded first (twice: some records escape their escapes), so markup sent escaped
    ("&lt;scp&gt;HCC&lt;/scp&gt;", Crossref's JATS small capitals) is stripped like markup sent as tags, and no
    literal "<scp>" is left. Inline tags (<i>, <sub>, <sup>, <scp>, MathML) vanish without a trace, so
    "H<sub>2</sub>O" stays one word; tags that end a line (<br>, <p>, <jats:p>) part words, as do line breaks and
    carriage returns ("&#13;"). Only the tag names sources use count as markup, so "n<k and k>2" is kept as written.
    Whitespace comes out as single spaces; None when nothing is left.
    """
    if not text:
        return None
    text = html.unescape(html.unescape(text))
    text = _MATH.sub(lambda formula: _ANY_TAG.sub("", _SPACE_BETWEEN_TAGS.sub("><", formula.group(0))), text)
    text = _TAG.sub("", _BREAK_TAG.sub(" ", text))
    return " ".join(text.split()) or None


def title_key(title: str) -> str:
    """The dedup key of a title: its normal form without a leading article ("A Generic ..." = "Generic ...")."""
    key = normalize_title(title)
    return _LEADING_ARTICLE.sub("", key) if key[:1] in "at" else key  # an article starts with one of these


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
