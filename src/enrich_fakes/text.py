"""Word splitting and stable hashing shared by the fake services.

The fake has its own tokenizer on purpose: it models how the remote search engines see text, and must not share
normalisation code with the client it tests, or a bug there would cancel itself out.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

_WORD = re.compile(r"\w+", re.UNICODE)
_LEADING_ARTICLES = {"a", "an", "the"}


def fold(text: str) -> str:
    """Lower case without accents: 'Martín' and 'martin' are the same word to every search engine modelled here."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


def words(text: str) -> list[str]:
    """Folded words; punctuation separates words ('GPU/CPU' -> gpu, cpu; 'DIESEL+' -> diesel)."""
    return _WORD.findall(fold(text).replace("_", " "))


def title_key(title: str) -> str:
    """One spelling per title, for matching a list's title to a record: 'A Generic ...' = 'Generic ...'."""
    tokens = words(title)
    if tokens and tokens[0] in _LEADING_ARTICLES:
        tokens = tokens[1:]
    return " ".join(tokens)


def stable_int(*parts: object) -> int:
    """A hash that is the same on every run and machine (Python's hash() is salted per process)."""
    digest = hashlib.sha1("\x1f".join(str(part) for part in parts).encode("utf-8")).hexdigest()
    return int(digest[:15], 16)


def stable_hex(*parts: object, length: int = 40) -> str:
    return hashlib.sha1("\x1f".join(str(part) for part in parts).encode("utf-8")).hexdigest()[:length]
