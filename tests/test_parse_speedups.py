"""What the parse does to be fast and small must not change what it reads.

- ``enrich.parse.quick_inline`` calls markdown-it's inline rules by first character and reads plain link
  destinations with a regular expression: the tokens must be markdown-it's own, on real lists and on text built to
  hit every rule's edge (escapes, nesting past markdown-it's limit, angle destinations, entities, raw HTML).
  Simple content (text, line breaks, ``**`` pairs, plain links, brackets that are not links) is read in one pass
  (``quick_tokens``): the tokens must be markdown-it's own there too, on text built from those pieces and the marks
  around them that decide how markdown-it reads them. The line builder takes what it reads straight, without
  Tokens (``read_simple``): the same lines as markdown-it's own tokens give.
- Inline content is parsed block by block as the walk reaches it: a link reference defined at the end of a list
  still gives an entry near its top its link.
- The block structure is read without the block rules no line of the text can open (a table without a "|", a
  fence without three backticks or tildes, ...): the tokens must be those of the reader with every rule.
- Records share their fields-set: each record still says which fields it was given, and copying one with an
  update changes no other record. Links written without a URL are one record for every entry that writes them.
"""

from __future__ import annotations

import gc
import html
import random
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from markdown_it.token import Token

import enrich.parse as parse_module
from enrich.models import Entry, LinkKind, Occurrence
from enrich.parse import parse_text
from enrich.parse.blocks import _as_written, _first_number, _LineBuilder, _lines, _reader
from enrich.parse.blocks import _markdown as block_reader
from enrich.parse.quick_inline import quick_tokens, quicken, read_simple
from enrich.titles import fold_case, normalize_title

ROOT = Path(__file__).resolve().parent.parent
LISTS = [
    ROOT / "seeds" / "storage-for-ai-2025-03-28.md",
    ROOT / "tests/data/lists/llminf/README.md",
    ROOT / "tests/data/lists/awesomerl/README.md",
    ROOT / "tests/data/lists/mllm/README.md",
]
EDGES = [
    "[[PDF](https://dl.acm.org/doi/pdf/10.1145/1.2)] [Code](https://github.com/a/b)",
    '[a](<https://x.org/a b>) [b](https://x.org/a\\)b) [c](https://x.org/(a)) [d]( https://x.org "t" ) [e]()',
    "[f](https://x.org/a&amp;b) [g](https://x.org/\x01) [h](https://x.org/a\\",
    "*a* **b** _c_ __d__ `e` \\*f\\* &copy; &#35; <b>g</b> <https://x.org> ![i](https://x.org/i.png) h\\\nj  \nk",
    "[" * 25 + "deep](u)" + "]" * 25,
    "![" * 22 + "img](u)" + "]" * 22,
    '[ref] [ref][] [x][ref]\n\n[ref]: https://arxiv.org/abs/2001.00001 "T"',
    "[[PDF](u)](v) [[[PDF](u)]] [[a:b](u)] [a:b](u) [[x](javascript:alert)] [a](u&amp;v) [a&amp;b](u) [a](<u>)",
    "[" * 19 + "[PDF](u)" + "]" * 19 + "\n\n" + "[" * 20 + "[PDF](u)" + "]" * 20,
    "[[PDF](u) [x [[PDF](u)] y](v) [[PDF](u)][ref]\n\n[ref]: /r",
]
ALPHABET = list("ab []()<>\\\n\"'*_`!:/.&;#|-~") + [
    "](",
    "[x](",
    "(<",
    "&amp;",
    "\\)",
    "é",
    "](a b)",
    "![",
    "<a href='x'>",
    "</a>",
    "<http://a.b>",
    "**",
    "``",
    "\n[x]: /u\n",
    "[PDF](https://x.org/p)",
    "[[",
    "]]",
]


# Pieces of the content quick_tokens reads itself (text, line breaks, "**", plain links, brackets that are not
# links), with the marks around them that decide how markdown-it reads them (flanking punctuation, spaces before a
# line break, Unicode spaces and punctuation) and a few it must leave to markdown-it.
SIMPLE_PIECES = [
    *("Title", "word", " ", "  ", "\t", "\n", "\n  ", "**", ".", ",", ":", "-", "(", ")", "'", "1", "é"),
    *("**Bold Title**", " **Title:** ", "**[Title](https://x.org/t)**", "[2020 OSDI]", "[PDF](https://x.org/a.pdf)"),
    *("[[PDF](https://x.org/p)]", "[a: b-c](u)", "[]", "]", "\u00a0", "\u201c", "\u2014", "[x](javascript:alert)"),
    *("[", "[x](u", "[x] (u)", "[[x]", "*", "***"),
]


def _markdown(quick: bool) -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": True}).enable("table")
    md.normalizeLink = _as_written  # type: ignore[method-assign]
    md.normalizeLinkText = _as_written  # type: ignore[method-assign]
    if quick:
        quicken(md)
    return md


def _flat(tokens: list[Token]) -> list[tuple[object, ...]]:
    flat: list[tuple[object, ...]] = []
    for token in tokens:
        flat.append(
            (
                token.type,
                token.tag,
                token.nesting,
                token.content,
                token.map,
                token.attrs,
                token.markup,
                token.level,
                token.meta,
                token.info,
                token.block,
                token.hidden,
            )
        )
        flat.extend(_flat(token.children or []))
    return flat


def test_quicker_inline_parser_gives_markdown_its_own_tokens() -> None:
    plain, quick = _markdown(False), _markdown(True)
    assert quick.inline.ruler.get_active_rules() == ["rules_by_first_character"]  # the quicker chain is in use
    rng = random.Random(17)
    texts = (
        [path.read_text(encoding="utf-8") for path in LISTS]
        + EDGES
        + ["".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 50))) for _ in range(3000)]
    )
    differing = [text for text in texts if _flat(plain.parse(text)) != _flat(quick.parse(text))]
    assert differing == []


def test_leaving_out_the_block_rules_a_text_cannot_open_changes_no_token() -> None:
    whole = _reader()[0]
    rng = random.Random(41)
    marks = ["| a | b |\n|---|---|\n| 1 | 2 |\n", "```\ncode\n```\n", "~~~\nx\n~~~\n", "<div>\nx\n</div>\n"]
    marks += ["> quoted\n", "> - [ref] quoted item\n"]
    marks += ["[ref]: https://x.org/r\n", "- [ref] item\n", "# Title\n", "text\n", "\n", "1. one\n", "    indented\n"]
    texts = [path.read_text(encoding="utf-8") for path in LISTS] + EDGES
    texts += ["".join(rng.choice(marks) for _ in range(rng.randint(1, 12))) for _ in range(2000)]
    lean = [text for text in texts if block_reader(text) is not whole]
    assert len(lean) > len(texts) // 2  # most texts lack one mark or more: the leaner readers are in use
    differing = [text for text in texts if _flat(block_reader(text).parse(text, {})) != _flat(whole.parse(text, {}))]
    assert differing == []


def test_simple_inline_content_is_read_quickly_to_markdown_its_own_tokens() -> None:
    plain, quick = _markdown(False), _markdown(True)
    rng = random.Random(29)
    texts = ["".join(rng.choice(SIMPLE_PIECES) for _ in range(rng.randint(1, 12))) for _ in range(4000)]
    read_quickly = [text for text in texts if quick_tokens(text, quick, {}) is not None]
    assert len(read_quickly) > len(texts) // 4  # the comparison below covers the quick reader, not only its fallback
    differing = [text for text in texts if _flat(plain.parse(text)) != _flat(quick.parse(text))]
    assert differing == []


def test_quick_tokens_are_the_inline_children_markdown_it_makes_after_its_text_join() -> None:
    """The parse takes quick_tokens' tokens as a block's inline children without running markdown-it's text join
    after them: they must be what the inline pass and the join make together."""
    plain, quick = _markdown(False), _markdown(True)
    rng = random.Random(31)
    texts = ["".join(rng.choice(SIMPLE_PIECES) for _ in range(rng.randint(1, 12))) for _ in range(4000)]
    compared = 0
    for text in texts:
        for token in plain.parse(text):
            found = quick_tokens(token.content, quick, {}) if token.type == "inline" else None
            if found is not None:
                compared += 1
                assert _flat(found) == _flat(token.children or []), text
    assert compared > len(texts) // 4


def test_simple_inline_content_read_straight_into_lines_gives_the_lines_of_markdown_its_own_tokens() -> None:
    plain, quick = _markdown(False), _markdown(True)
    rng = random.Random(37)
    pieces = [*SIMPLE_PIECES, " https://x.org/a ", "see https://x.org/b.", "[https://x.org/c](https://x.org/c)"]
    texts = ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 12))) for _ in range(4000)]
    compared = 0
    for text in texts:
        for token in plain.parse(text):
            builder = _LineBuilder(_first_number(token))
            if token.type == "inline" and read_simple(token.content, quick, {}, builder):
                compared += 1
                assert builder.finish() == _lines(token, token.children or []), text
    assert compared > len(texts) // 4


@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=60))
def test_an_ascii_title_is_normalised_as_the_separators_expression_does(title: str) -> None:
    """normalize_title reads ASCII text with a translation and a split: the same form as its expression."""
    text = fold_case(html.unescape(html.unescape(title))).replace("&", " and ")
    assert normalize_title(title) == re.sub(r"[\W_]+", " ", text).strip()


def test_a_link_reference_at_the_end_of_a_list_reaches_an_entry_at_its_top() -> None:
    text = (
        "# Papers\n\n- [2020 OSDI] [A Paper About Serving Models][paper]\n\n"
        + "Some prose.\n\n" * 50
        + "[paper]: https://arxiv.org/abs/2001.00001\n"
    )
    [entry] = parse_text(text, "list.md").entries
    assert entry.title == "A Paper About Serving Models"
    assert entry.arxiv_id == "2001.00001"


def test_records_share_fields_sets_without_sharing_changes() -> None:
    text = (
        "# Papers\n\n"
        "- [2020 OSDI] **First Paper About Serving Models**. [[PDF](https://doi.org/10.1145/1.2)]\n"
        "- [2021 SOSP] **Second Paper About Storage Systems**. [[PDF](https://doi.org/10.1145/3.4)]\n"
    )
    first, second = parse_text(text, "list.md").entries
    fresh = Entry.model_validate(first.model_dump(exclude_unset=True))
    assert first.model_fields_set == fresh.model_fields_set
    assert (
        first.occurrences[0].model_fields_set
        == Occurrence.model_validate(first.occurrences[0].model_dump(exclude_unset=True)).model_fields_set
    )
    copied = first.model_copy(update={"doi": None, "arxiv_id": "2001.00001"})
    assert copied.arxiv_id == "2001.00001" and second.arxiv_id is None
    assert second.model_fields_set == fresh.model_fields_set
    assert second.model_dump(exclude_unset=True)["doi"] == "10.1145/3.4"


def test_entries_share_a_link_written_without_url_and_a_copy_changes_no_other() -> None:
    text = (
        "[2020 FAST] Quiver: An Informed Storage Cache for Deep Learning. [PDF] [Slides]\n"
        "[2021 OSDI] Pollux: Co-adaptive Cluster Scheduling for Deep Learning. [PDF] [Code]\n"
    )
    first, second = parse_text(text, "list.txt").entries
    assert first.links[0] is second.links[0]
    assert [(link.kind, link.label, link.url) for link in second.links] == [
        (LinkKind.pdf, "PDF", None),
        (LinkKind.code, "Code", None),
    ]
    found = first.links[0].model_copy(update={"url": "https://example.org/quiver.pdf"})
    assert found.url == "https://example.org/quiver.pdf" and second.links[0].url is None
    assert second.model_dump(exclude_unset=True)["links"][0] == {"kind": LinkKind.pdf, "label": "PDF", "url": None}


def test_the_cycle_collector_is_paused_while_parsing_and_left_as_found() -> None:
    seen: list[bool] = []

    def note_collector(text: str, file: str) -> object:
        seen.append(gc.isenabled())
        return scan(text, file)

    scan = parse_module._scan
    for enabled in (True, False):
        (gc.enable if enabled else gc.disable)()
        try:
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(parse_module, "_scan", note_collector)
                parse_text("[2020 FAST] Quiver: An Informed Storage Cache. [PDF]\n", "list.txt")
            assert gc.isenabled() is enabled
        finally:
            gc.enable()
    assert seen == [False, False]
