"""Citations that put their authors before the title, marked as the title may be: the author list ends where
citation styles end one (after "et al.", after the last name's initials), so the span after it is the title.

Each case is a short line in the shape such lists write; each fails when the rule it names is taken out.
"""

from __future__ import annotations

import pytest

from tests.parsed import one

# ------------------------------------------------------------------------------ bold authors, then a bold title


@pytest.mark.parametrize(
    "line, title",
    [
        (
            "- **Ana Lee et al.**, **Sparse gating for speech models**, 2019 https://example.org/a.pdf",
            "Sparse gating for speech models",
        ),
        (
            "- **A. Lee, B. Moss and C. Wu**. **Tiled attention for long documents**. *ACL*. 2020",
            "Tiled attention for long documents",
        ),
        (
            "1. **Lee, A. and Moss, B.** - **Cheap priors for noisy labels** - **ICML** [2018]",
            "Cheap priors for noisy labels",
        ),
    ],
)
def test_an_author_list_in_bold_before_a_bold_title_is_not_the_title(line: str, title: str) -> None:
    assert one(f"# Papers\n\n{line}\n").title == title


@pytest.mark.parametrize(
    "line, title",
    [
        ("- **Attention Over Tiles**, **ICML** 2019 https://example.org/t.pdf", "Attention Over Tiles"),
        ("- **Neural Cache Models** by **A. Lee et al.** (2018)", "Neural Cache Models"),
    ],
)
def test_a_bold_title_in_title_case_first_is_still_the_title(line: str, title: str) -> None:
    assert one(f"# Papers\n\n{line}\n").title == title


def test_authors_in_bold_before_a_bold_venue_under_a_paper_heading_stay_its_authors() -> None:
    entry = one(
        "# Papers\n\n### [Sparse gating for speech models](https://arxiv.org/abs/1505.04671)\n\n"
        "**Lee, A., Moss, B.**. **ICML** (2019)\n"
    )
    assert (entry.title, entry.occurrences[0].seed_authors) == (
        "Sparse gating for speech models",
        ["Lee, A.", "Moss, B."],
    )


# ----------------------------------------------------------------- authors, a dash or a bar, then a linked title


@pytest.mark.parametrize(
    "line, title, authors",
    [
        (
            "- Ana Lee et al. — *[Sparse gating for speech models](https://example.org/a.pdf)* — ICML 2019",
            "Sparse gating for speech models",
            ["Ana Lee"],
        ),
        (
            "- *A. Lee and B. Moss* | [Tiled attention for long documents](https://example.org/t.pdf) | ACL [2020]",
            "Tiled attention for long documents",
            ["A. Lee", "B. Moss"],
        ),
        (
            "3. Lee, A., Moss, B. - [Cheap priors for noisy labels](https://example.org/c.pdf) - NeurIPS 2018",
            "Cheap priors for noisy labels",
            ["Lee, A.", "Moss, B."],
        ),
    ],
)
def test_an_author_list_a_dash_or_bar_sets_apart_is_not_the_title_of_the_link_after_it(
    line: str, title: str, authors: list[str]
) -> None:
    entry = one(f"# Papers\n\n{line}\n")
    assert (entry.title, entry.occurrences[0].seed_authors) == (title, authors)
