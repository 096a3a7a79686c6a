"""Numbered bibliographies that bold their titles, and the habits of the short lists around them.

Lists pasted from a paper's references (``**[3]** A. Lee. **Title**. In Venue, pages 1-9. Springer, 1998.``) bold
the title and keep the citation's parts around it: a sole author closed by a full stop, a subtitle after the bold,
IEEE's inverted proceedings names, a chapter's volume before its publisher, a book closed by Google Books'
publisher. Other lists bold the author and write the title after it, bold a title with a colon, note the kind of
work in the bold, or give a bare address in parentheses. Each example is a made-up line of the family.
"""

from __future__ import annotations

from enrich.parse import parse_text
from enrich.parse.tagger import rules_only
from enrich.venues import venue_for_name
from tests.parsed import one


def _fields(text: str) -> tuple[str, list[str], int | None, str | None]:
    with rules_only():
        entry = one(f"## Readings\n\n{text}\n")
    occurrence = entry.occurrences[0]
    return occurrence.seed_title, occurrence.seed_authors, entry.year, entry.venue


def test_a_bare_address_in_parentheses_is_no_part_of_the_title() -> None:
    title, _, _, _ = _fields("- Sparse Mixtures of Tiny Experts for Speech (https://arxiv.org/abs/2101.01234)")
    assert title == "Sparse Mixtures of Tiny Experts for Speech"


def test_neural_network_conferences_by_their_names() -> None:
    assert venue_for_name("International Joint Conference on Neural Networks").acronym == "IJCNN"  # type: ignore[union-attr]
    assert venue_for_name("IEEE International Conference on Neural Networks").acronym == "ICNN"  # type: ignore[union-attr]
    assert venue_for_name("International Conference on Artificial Neural Networks") is None


def test_an_inverted_proceedings_name_with_pages_after_it() -> None:
    _, _, year, venue = _fields(
        "**[4]** Ana Lopez and Bo Wu. **A network that rewires itself**. In Neural Networks, 1995., IEEE "
        "International Conference on, pp. 12–19. IEEE, 1995."
    )
    assert (year, venue) == (1995, "ICNN")


def test_a_sole_author_closed_by_a_full_stop_before_a_bold_title() -> None:
    _, authors, year, venue = _fields(
        "**[7]** Ana Lopez. **Slow weights for fast learners**. Neural Computation, 4(1):1–9, 1992."
    )
    assert (authors, year, venue) == (["Ana Lopez"], 1992, "Neural Computation")


def test_a_system_name_with_its_colon_before_a_bold_title_is_no_author() -> None:
    title, authors, _, _ = _fields("- Deep Speech: **Scaling Up End-to-End Recognition** (2014)")
    assert authors == []
    assert "Scaling Up End-to-End Recognition" in title


def test_a_subtitle_after_a_bold_main_title_in_a_citation() -> None:
    title, authors, year, venue = _fields(
        "**[9]** A. Lopez. **Learning to hold fast weights**: An alternative to gated memories. Neural "
        "Computation, 4(1):1–9, 1992."
    )
    assert title == "Learning to hold fast weights: An alternative to gated memories"
    assert (authors, year, venue) == (["A. Lopez"], 1992, "Neural Computation")


def test_a_chapter_keeps_its_volume_before_the_publisher() -> None:
    _, _, year, venue = _fields(
        "**[5]** Ana Lopez and Bo Wu. **Planning in small steps**. In Learning to plan, pages 3–17. Springer, 1998."
    )
    assert (year, venue) == (1998, "Learning to plan")


def test_a_book_closed_by_google_books_springer_is_no_paper() -> None:
    text = (
        "## Readings\n\n"
        "**[16]** Lopez, Ana, and Wu, Bo. **Planning in computational intelligence**, volume 12. Springer "
        "Science & Business Media, 2011.\n"
    )
    with rules_only():
        result = parse_text(text, "list.md")
    assert result.entries == []


def test_a_short_quoted_title_after_a_bold_name_and_its_colon() -> None:
    title, _, year, venue = _fields(
        '* **TalkNet**: "Visual Talk". ICCV(2019) [[paper]](https://arxiv.org/abs/1901.01234)'
    )
    assert (title, year, venue) == ("Visual Talk", 2019, "ICCV")


def test_a_bold_title_with_a_colon_is_no_lead_before_names() -> None:
    title, authors, year, _ = _fields(
        "- **Deep River Model: Interpretable Non-Linear and Time-Varying Flow Model** (2019), K. Sato et al. "
        "[[pdf]](https://arxiv.org/pdf/1901.01234.pdf)"
    )
    assert title == "Deep River Model: Interpretable Non-Linear and Time-Varying Flow Model"
    assert (authors, year) == (["K. Sato"], 2019)


def test_the_kind_of_work_noted_inside_a_bold_title_is_dropped() -> None:
    title, _, _, _ = _fields(
        "- **Forecasting Returns with Many Small Models (PhD Thesis)** (2018), R. A. Lopez. "
        "[[pdf]](https://example.org/thesis.pdf)"
    )
    assert title == "Forecasting Returns with Many Small Models"


def test_a_bold_initialled_author_before_a_plain_title() -> None:
    title, authors, _, _ = _fields(
        "- **A.B. Lopez** Forecasting returns and the limits of learning from prices. "
        "[[pdf]](https://example.org/forecasting.pdf)"
    )
    assert (title, authors) == ("Forecasting returns and the limits of learning from prices", ["A.B. Lopez"])


def test_a_bold_firm_before_a_page_title_is_no_paper() -> None:
    text = (
        "## Industry\n\n- **J.P. Smithers** Smithers' big guide to data jobs in banking. <https://news.example.com/x>\n"
    )
    with rules_only():
        result = parse_text(text, "list.md")
    assert result.entries == []


def test_bold_authors_whose_initials_are_glued_are_the_authors_and_the_title_follows_their_year() -> None:
    """``**Lee, B.E., Wu, C.L.** (2002). Title. *Journal* 25: 1-9.``: initials written without a space between
    them close each name as spaced ones do; the bold holds the authors, never the title."""
    title, authors, year, _ = _fields(
        "3. **Lindqvist, B.E., Okafor, A., Haddad, C.L.** (2002). Temperature response of sparse canopy models. "
        "II. A review of field data. *Journal of Ecology* 25: 1167-1179."
    )
    assert (title, authors, year) == (
        "Temperature response of sparse canopy models. II. A review of field data",
        ["Lindqvist, B.E.", "Okafor, A.", "Haddad, C.L."],
        2002,
    )
