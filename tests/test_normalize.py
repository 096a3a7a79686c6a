"""Properties of title normalisation that the parse stage relies on, over arbitrary text.

A paper's id is paper_id(clean title): listing a title with or without a final period, bold or italic marks,
or extra spaces must not make it another paper.
"""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from enrich.parse.common import clean_title
from enrich.titles import normalize_title, paper_id, plain_text, title_key

# Titles built from words: letters (with accents), digits and the punctuation real titles use.
_TITLE_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789éüçμ+-:/?'’"
_WORD = st.text(alphabet=st.sampled_from(list(_TITLE_CHARS)), min_size=1, max_size=12)
_WORDS = st.lists(_WORD, min_size=1, max_size=12)
_SPACES = st.sampled_from([" ", "  ", "\t", " \u00a0 "])


@settings(max_examples=500)
@given(st.text())
def test_normalize_title_is_idempotent_on_any_text(text):
    once = normalize_title(text)
    assert normalize_title(once) == once


@settings(max_examples=500)
@given(st.text())
def test_clean_title_is_idempotent_on_any_text(text):
    once = clean_title(text)
    assert clean_title(once) == once


@settings(max_examples=500)
@given(st.text())
def test_a_clean_title_has_no_marks_no_edge_spaces_no_final_period_and_is_nfc(text):
    title = clean_title(text)
    assert title == title.strip() and not title.endswith(".")
    assert "**" not in title and "  " not in title and "`" not in title
    assert unicodedata.is_normalized("NFC", title)


@given(_WORDS, st.sampled_from(["", ".", ". ", " ."]), st.sampled_from(["", "**", "*", "__"]), _SPACES)
def test_paper_id_is_stable_under_period_emphasis_and_spacing(words, period, mark, space):
    plain = " ".join(words)
    written = f"{mark}{space.join(words)}{mark}{period}"
    assert paper_id(clean_title(written)) == paper_id(clean_title(plain))
    assert clean_title(written) == clean_title(plain)


@given(st.sampled_from(["A", "An", "The", "the"]), _WORDS)
def test_a_leading_article_does_not_change_the_key(article, words):
    assume(normalize_title(words[0]).split()[:1] not in (["a"], ["an"], ["the"]))
    title = " ".join(words)
    assert title_key(f"{article} {title}") == title_key(title)


def test_two_different_titles_have_different_ids():
    assert paper_id("PipeDream: Generalized Pipeline Parallelism for DNN Training") != paper_id(
        "PipeDream: Fast and Efficient Pipeline Parallel DNN Training"
    )


@pytest.mark.parametrize(
    "marked, plain",
    [
        ("Advanced &lt;scp&gt;HCC&lt;/scp&gt;?", "Advanced HCC?"),  # escaped markup is markup
        ("Advanced &amp;lt;scp&amp;gt;HCC&amp;lt;/scp&amp;gt;?", "Advanced HCC?"),  # escaped twice
        (
            "in the <mml:math><mml:mi>N</mml:mi>\n  <mml:mo>=</mml:mo>\n  <mml:mn>88</mml:mn></mml:math> nucleus",
            "in the N=88 nucleus",
        ),
        ("H<sub>2</sub>O and <i>in vivo</i> tests", "H2O and in vivo tests"),
        ("first line<br>second&#13;\nthird<jats:p>fourth</jats:p>", "first line second third fourth"),
        ("for n<k and k>2, p &lt; 0.05 and a<b c>d", "for n<k and k>2, p < 0.05 and a<b c>d"),  # mathematics, no tags
        ("<i> </i>", None),
    ],
)
def test_plain_text_strips_what_sources_mark_up_and_keeps_the_words_apart(marked: str, plain: str | None) -> None:
    assert plain_text(marked) == plain
