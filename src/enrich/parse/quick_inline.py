"""markdown-it's inline parser made quicker for the same tokens: a long Markdown list spends most of its parse here.

What costs most in markdown-it-py's pure-Python inline pass is changed only in how it runs:

- At every character that is not plain text (``[``, ``*``, ``:``, ``-`` ...) it tries each inline rule in turn,
  and each rule but one returns at once because the character is not the one it starts at. ``quicken`` puts one
  rule in their place that calls only the rules that start at the character, in markdown-it's order, and the text
  rule elsewhere. Each rule starts at fixed characters (``_RULE_STARTS``); when the active rules are not the ones
  listed there (another markdown-it version, another preset) the chain is left as it is.
- It reads a link's destination (the ``url`` of ``[label](url)``) one character at a time, its label token by
  token through the inline rules, and each link of ``[[PDF](url)]`` twice (once while it tries the outer brackets
  as a link). Most destinations are a run of characters without space, control characters, backslashes or
  parentheses; one regular expression reads those. Most labels ("PDF", "2020 OSDI") are plain text up to their
  "]", a single text token, which the text rule's own search finds. Anything else (``<url>``, an escape, a
  parenthesis, an empty destination, a label with marks or brackets) goes to markdown-it's own readers.
- A link whose label is one plain text token and whose destination is plain (``[PDF](https://...)``, the commonest
  link of a reading list) is made by ``quick_link`` in one regular-expression match, with the tokens and the
  label cache entry markdown-it's link rule makes of it; the outer brackets of ``[[PDF](url)]``, which markdown-it
  tries as a link and gives up on when it meets the inner link, are given up on at once, leaving the cache entries
  that attempt leaves. Any other ``[`` goes to markdown-it's link rule.

Most inline content of a reading list is simpler still: text, line breaks, ``**bold**``, plain links and brackets
that are not links (``[2020 OSDI]``). ``quick_tokens`` reads such content in one pass to the tokens markdown-it's
inline pass, its emphasis pairing and its joins of text make of it, without the rule machinery (pending text,
delimiter lists, the post-processing passes, Token's constructor). Content with anything else (an escape, code,
HTML, an entity, an image, ``_`` or a single ``*``, a link with a title or marks in its label, a link reference in
the document, a bracket it cannot tell from a link at a glance) goes to markdown-it's inline pass whole. What it
reads it tells a ``SimpleInline`` reader, token by token, in markdown-it's order: ``quick_tokens`` makes
markdown-it's Tokens of them, and the parse's line builder (``enrich.parse.blocks``) takes them straight, without a
Token made (``read_simple``), which costs several times what reading the content does.
"""

from __future__ import annotations

import dataclasses
import re
import string
from collections.abc import Callable
from types import SimpleNamespace
from typing import Literal, Protocol

from markdown_it import MarkdownIt, helpers
from markdown_it.common.utils import unescapeAll
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token
from markdown_it.utils import EnvType

InlineRule = Callable[[StateInline, bool], bool]

# The characters each of markdown-it's CommonMark inline rules can start at; "text" takes every other character.
_RULE_STARTS = {
    "newline": "\n",
    "escape": "\\",
    "backticks": "`",
    "emphasis": "*_",
    "link": "[",
    "image": "!",
    "autolink": "<",
    "html_inline": "<",
    "entity": "&",
}
_CHAIN = ("text", *_RULE_STARTS)
# The post-processing quick_tokens does the work of: emphasis pairs, then runs of text joined.
_POST_CHAIN = ("balance_pairs", "emphasis", "fragments_join")
# The fields of markdown-it's Token, each of which _token sets.
_TOKEN_FIELDS = (
    *("type", "tag", "nesting", "attrs", "map", "level", "children"),
    *("content", "markup", "info", "meta", "block", "hidden"),
)
_new_token = Token.__new__
# Content quick_tokens leaves to markdown-it whole: escapes, code, HTML and autolinks, entities, images, "_".
_NEEDS_ALL_RULES = re.compile(r"[\\`<&!_]")
# Where quick_tokens has more to do than take text: a line break, a "*" or a "[".
_NOT_TEXT = re.compile(r"[\n*\[]")
# A link quick_tokens makes: a label that is one text token (in content without _NEEDS_ALL_RULES, a label without
# a line break, "*" or bracket) and a plain destination closed right after it.
_SIMPLE_LINK = re.compile(r"\[([^\[\]\n*]+)\]\(([^\x00-\x20\x7f\\()<][^\x00-\x20\x7f\\()]*)\)")
# The characters markdown-it's destination reader takes one by one until a space, a control character or an
# unbalanced ")"; a backslash (escape) or "(" (nesting) need its full rules.
_PLAIN_DESTINATION = re.compile(r"[^\x00-\x20\x7f\\()]+")
# A link with a plain destination closed right after it; quick_link also asks that its label be one text token.
_PLAIN_LINK = re.compile(r"\[([^\[\]]+)\]\(([^\x00-\x20\x7f\\()<][^\x00-\x20\x7f\\()]*)\)")


def quicken(md: MarkdownIt) -> bool:
    """Give md the quicker destination reader and, for the rules listed in ``_RULE_STARTS``, one rule in place of
    trying each in turn; with markdown-it's emphasis and join passes after them, simple content read by
    ``quick_tokens``. Whether it did the last: only then are quick_tokens' tokens md's own."""
    ruler = md.inline.ruler
    known_chain = tuple(ruler.get_active_rules()) == _CHAIN  # parse_link_label knows what these rules read
    md.helpers = SimpleNamespace(  # type: ignore[assignment]
        parseLinkLabel=parse_link_label if known_chain else helpers.parseLinkLabel,
        parseLinkTitle=helpers.parseLinkTitle,
        parseLinkDestination=parse_link_destination,
    )
    if not known_chain:
        return False
    rules = dict(zip(_CHAIN, ruler.getRules(""), strict=False))
    ruler.disable(list(_CHAIN))
    ruler.push("rules_by_first_character", _rules_by_first_character(rules))
    known_token = tuple(field.name for field in dataclasses.fields(Token)) == _TOKEN_FIELDS
    if known_token and tuple(md.inline.ruler2.get_active_rules()) == _POST_CHAIN:
        md.inline.parse = _parse_quickly_where_simple(md.inline.parse)  # type: ignore[method-assign,assignment]
        return True
    return False


ParseInline = Callable[[str, MarkdownIt, EnvType, list[Token]], list[Token]]


def _parse_quickly_where_simple(parse: ParseInline) -> ParseInline:
    """markdown-it's inline parse (``parse``, the method it replaces), with simple content read by ``quick_tokens``."""

    def parse_inline(src: str, md: MarkdownIt, env: EnvType, tokens: list[Token]) -> list[Token]:
        found = quick_tokens(src, md, env)
        if found is None:
            return parse(src, md, env, tokens)
        tokens.extend(found)
        return tokens

    return parse_inline


# What a character next to a run of "*" is to markdown-it's flanking rule, for the characters _flanks reads itself:
# ASCII letters and digits, the space, and ASCII punctuation (markdown-it's isMdAsciiPunct).
_WORD, _SPACE, _PUNCTUATION = "word", "space", "punctuation"
_FLANK_KIND = {
    **{character: _WORD for character in string.ascii_letters + string.digits},
    " ": _SPACE,
    **{character: _PUNCTUATION for character in string.punctuation},
}


class SimpleInline(Protocol):
    """A reader of the tokens of simple inline content, told each in turn (text joined as markdown-it joins it)."""

    def text(self, content: str) -> None: ...
    def softbreak(self) -> None: ...
    def hardbreak(self) -> None: ...
    def strong_open(self) -> None: ...
    def strong_close(self) -> None: ...
    def link_open(self, href: str) -> None: ...
    def link_close(self) -> None: ...


def quick_tokens(src: str, md: MarkdownIt, env: EnvType) -> list[Token] | None:
    """The tokens markdown-it's inline pass makes of src, for content of text, line breaks, ``**`` pairs, plain
    links and brackets that are not links, in a document without link references; None for anything else. Its
    text tokens are joined already (no two in a row, none of text_special), so markdown-it's text join, the core
    rule after the inline pass, leaves them as they are."""
    made = _Tokens()
    return made.tokens if read_simple(src, md, env, made) else None


def read_simple(src: str, md: MarkdownIt, env: EnvType, reader: SimpleInline) -> bool:
    """Tell reader the tokens quick_tokens makes of src; False, with reader told part of them or none, for content
    that is not simple (the reader is then to be dropped)."""
    if "references" in env or _NEEDS_ALL_RULES.search(src) is not None:
        return False
    return _QuickReader(src, md, reader).read()


class _Tokens:
    """markdown-it's Tokens of what the quick reader reads, each at its nesting level."""

    def __init__(self) -> None:
        self.tokens: list[Token] = []
        self._level = 0

    def text(self, content: str) -> None:
        self.tokens.append(_token("text", "", 0, self._level, content))

    def softbreak(self) -> None:
        self._add("softbreak", "br", 0)

    def hardbreak(self) -> None:
        self._add("hardbreak", "br", 0)

    def strong_open(self) -> None:
        self._add("strong_open", "strong", 1, "**")

    def strong_close(self) -> None:
        self._add("strong_close", "strong", -1, "**")

    def link_open(self, href: str) -> None:
        self._add("link_open", "a", 1, attrs={"href": href})

    def link_close(self) -> None:
        self._add("link_close", "a", -1)

    def _add(
        self, kind: str, tag: str, nesting: Literal[-1, 0, 1], markup: str = "", attrs: dict[str, str] | None = None
    ) -> None:
        self._level += min(nesting, 0)
        self.tokens.append(_token(kind, tag, nesting, self._level, markup=markup, attrs=dict(attrs or {})))
        self._level += max(nesting, 0)


class _QuickReader:
    """One pass over simple inline content, making the tokens markdown-it's rules and post-processing make."""

    def __init__(self, src: str, md: MarkdownIt, reader: SimpleInline) -> None:
        self._src = src
        self._md = md
        self._state = StateInline(src, md, {}, [])  # markdown-it's own reading of where "**" can open or close
        self._reader = reader
        self._joined: str | None = None  # the text since the last other token, which the next text joins
        self._pending = ""
        self._level = 0
        self._link_read: tuple[int, tuple[str, str, int] | None] = (-1, None)  # [[PDF](url)] asks twice at one "["

    def read(self) -> bool:
        src, end, at = self._src, len(self._src), 0
        while at < end:
            found = _NOT_TEXT.search(src, at)
            stop = found.start() if found is not None else end
            self._pending += src[at:stop]
            if stop == end:
                break
            mark = src[stop]
            after = self._newline(stop) if mark == "\n" else self._strong(stop) if mark == "*" else self._bracket(stop)
            if after is None:
                return False
            at = after
        if self._level:
            return False  # a "**" left open: markdown-it's pairing of it is not this reader's
        self._flush()
        return True

    def _newline(self, at: int) -> int:
        """markdown-it's newline rule: trailing spaces make a hard break (two or more) or go (one)."""
        pending = self._pending
        kind = "softbreak"
        if pending.endswith("  "):
            self._pending, kind = pending.rstrip(" "), "hardbreak"
        elif pending.endswith(" "):
            self._pending = pending[:-1]
        self._flush()
        if kind == "hardbreak":
            self._reader.hardbreak()
        else:
            self._reader.softbreak()
        at += 1
        while at < len(self._src) and self._src[at] in " \t":
            at += 1
        return at

    def _strong(self, at: int) -> int | None:
        """A "**" that opens (none open) or closes (one open) a bold span; anything else is not this reader's."""
        can_open, can_close, length = self._flanks(at)
        if length != 2:
            return None
        if self._level == 0 and can_open and not can_close:
            self._text("")  # the first "*" stays an empty text token, joined to the text before it
            self._flush()
            self._reader.strong_open()
            self._level = 1
        elif self._level == 1 and can_close:
            self._level = 0
            self._flush()
            self._reader.strong_close()
            self._text("")
        else:
            return None
        return at + 2

    def _flanks(self, at: int) -> tuple[bool, bool, int]:
        """(can open, can close, length) of the run of "*" at ``at``, as markdown-it's scanDelims reads it: its
        rule of flanking, read here straight where the run is "**" between ASCII letters, digits, spaces and
        punctuation (``**Title**.``, the common case); markdown-it's own reading of any other run."""
        src = self._src
        before = _FLANK_KIND.get(src[at - 1] if at else " ")
        after = _FLANK_KIND.get(src[at + 2] if at + 2 < len(src) else " ")
        if before is None or after is None or not src.startswith("**", at) or src.startswith("*", at + 2):
            scanned = self._state.scanDelims(at, True)
            return scanned.can_open, scanned.can_close, scanned.length
        left_flanking = not (after == _SPACE or after == _PUNCTUATION and before == _WORD)
        right_flanking = not (before == _SPACE or before == _PUNCTUATION and after == _WORD)
        return left_flanking, right_flanking, 2

    def _bracket(self, at: int) -> int | None:
        """A plain link, or a "[" markdown-it's link rule gives up on: the outer one of ``[[PDF](url)]``, or one
        that is not a link at all (``_not_a_link``)."""
        found = self._link(at)
        if found is not None:
            label, href, end = found
            self._flush()
            self._reader.link_open(href)
            self._pending = label
            self._flush()
            self._reader.link_close()
            return end
        if self._src.startswith("[", at + 1) and self._link(at + 1) is not None:
            self._pending += "["
            return at + 1
        if not self._not_a_link(at):
            return None
        self._pending += "["
        return at + 1

    def _not_a_link(self, at: int) -> bool:
        """Whether markdown-it's link rule gives up on the "[" at ``at`` for want of a "]" (none, nor another "[")
        or of a "(" after it (its "]" comes before any other "[", with no link reference in the document)."""
        close = self._src.find("]", at + 1)
        opening = self._src.find("[", at + 1)
        if close < 0:
            return opening < 0
        return not 0 <= opening < close and not self._src.startswith("(", close + 1)

    def _link(self, at: int) -> tuple[str, str, int] | None:
        """(label, href, end) of the plain link at ``at``, read once though the outer "[" of ``[[PDF](url)]`` asks
        first."""
        read_at, read = self._link_read
        if read_at == at:
            return read
        found = _SIMPLE_LINK.match(self._src, at)
        if found is not None:
            href = self._md.normalizeLink(unescapeAll(found.group(2)))
            read = (found.group(1), href, found.end()) if self._md.validateLink(href) else None
        else:
            read = None
        self._link_read = (at, read)
        return read

    def _text(self, text: str) -> None:
        self._joined = text if self._joined is None else self._joined + text

    def _flush(self) -> None:
        """The text read since the last token other than text, told as one text token, before the next other one."""
        if self._pending:
            self._text(self._pending)
            self._pending = ""
        if self._joined is not None:
            self._reader.text(self._joined)
            self._joined = None


def _token(
    kind: str,
    tag: str,
    nesting: Literal[-1, 0, 1],
    level: int,
    content: str = "",
    markup: str = "",
    attrs: dict[str, str | int | float] | None = None,
) -> Token:
    """``Token(kind, tag, nesting, level=level, content=content, markup=markup, attrs=attrs or {})``, made without
    the dataclass constructor's keyword handling, default factories and attribute conversion: quick_tokens makes one
    for every piece of every line, and the constructor costs several times what setting the fields does."""
    token = _new_token(Token)
    token.type, token.tag, token.nesting, token.level = kind, tag, nesting, level
    token.attrs, token.map = attrs or {}, None
    token.children, token.content, token.markup, token.info, token.meta = None, content, markup, "", {}
    token.block = token.hidden = False
    return token


def _rules_by_first_character(rules: dict[str, InlineRule]) -> InlineRule:
    starting: dict[str, tuple[InlineRule, ...]] = {}
    for name, characters in _RULE_STARTS.items():
        for character in characters:
            starting[character] = starting.get(character, ()) + (rules[name],)
    starting["["] = (_quick_link(rules["link"]),)
    # One callable per character, the rule itself where one rule starts there: this runs at every mark of every line
    by_character = {character: _first_matching(candidates) for character, candidates in starting.items()}
    text = rules["text"]

    def rule(state: StateInline, silent: bool) -> bool:
        return by_character.get(state.src[state.pos], text)(state, silent)

    return rule


def _first_matching(candidates: tuple[InlineRule, ...]) -> InlineRule:
    if len(candidates) == 1:
        return candidates[0]

    def first_matching(state: StateInline, silent: bool) -> bool:
        return any(candidate(state, silent) for candidate in candidates)

    return first_matching


def _quick_link(link: InlineRule) -> InlineRule:
    """markdown-it's link rule, made quicker for a plain link and for the outer brackets of ``[[PDF](url)]``."""

    def quick_link(state: StateInline, silent: bool) -> bool:
        start = state.pos
        found = _plain_link(state, start, state.level)
        if found is not None:
            close, end, href = found
            if not silent:
                token = state.push("link_open", "a", 1)
                token.attrs = {"href": href}
                state.append_pending(state.src[start + 1 : close])
                state.push("link_close", "a", -1)
            state.pos = end
            return True
        inner = start + 1
        if state.src.startswith("[", inner) and inner not in state.cache and state.level < _max_nesting(state):
            # markdown-it reads the outer label token by token (skipToken, one level deeper), meets the inner link
            # and gives up: nested links are not links. The cache then holds that token and the inner label.
            found = _plain_link(state, inner, state.level + 1)
            if found is not None:
                state.cache[inner] = found[1]
                return False
        return link(state, silent)

    return quick_link


def _plain_link(state: StateInline, start: int, level: int) -> tuple[int, int, str] | None:
    """(label end, link end, href) of a plain link at start, as markdown-it's link rule reads it at that nesting
    level, with the label's cache entry made as its label reader makes it; None for any other text."""
    found = _PLAIN_LINK.match(state.src, start, state.posMax)
    if found is None:
        return None
    inner, close = found.span(1)
    if state.md.inline.terminator_re.search(state.src, inner, close) is not None:
        return None  # the label is more than one text token
    cached = state.cache.get(inner)
    if cached != close and (cached is not None or level >= _max_nesting(state)):
        return None
    href = state.md.normalizeLink(unescapeAll(found.group(2)))
    if not state.md.validateLink(href):
        return None
    state.cache[inner] = close
    return close, found.end(), href


def _max_nesting(state: StateInline) -> int:
    return int(state.md.options["maxNesting"])


def parse_link_label(state: StateInline, start: int, disable_nested: bool = False) -> int:
    """markdown-it's ``parseLinkLabel``, quicker for a label of plain text ("[PDF]", "[2020 OSDI]").

    markdown-it reads a label token by token, each through the inline rules; a label whose text runs to its "]"
    without a character any rule starts at is one text token, which it caches at the label's first position (a
    later read of the same label, or an outer one, finds it there). This reads that token with the text rule's own
    search and leaves the same cache entry; anything else (marks, brackets, a cache entry that says otherwise,
    nesting past markdown-it's limit) goes to markdown-it's own reader."""
    inner = start + 1
    if inner < state.posMax:
        terminator = state.md.inline.terminator_re.search(state.src, inner)
        close = terminator.start() if terminator is not None else state.posMax
        if inner < close < state.posMax and state.src[close] == "]":
            cached = state.cache.get(inner)
            if cached == close:
                return close
            if cached is None and state.level < state.md.options["maxNesting"]:
                state.cache[inner] = close
                return close
    return helpers.parseLinkLabel(state, start, disable_nested)


class _Destination:
    """The result markdown-it's link rules read: ok, the position after the destination, and its text."""

    __slots__ = ("ok", "pos", "str")

    def __init__(self, text: str, end: int) -> None:
        self.ok = True
        self.pos = end
        self.str = text


def parse_link_destination(string: str, pos: int, maximum: int) -> object:
    """markdown-it's ``parseLinkDestination``, quicker for a destination without escapes or parentheses."""
    if pos < maximum and string[pos] != "<":
        found = _PLAIN_DESTINATION.match(string, pos, maximum)
        if found is not None:
            end = found.end()
            if end == maximum or string[end] not in "\\(":
                return _Destination(unescapeAll(found.group()), end)
    return helpers.parseLinkDestination(string, pos, maximum)
