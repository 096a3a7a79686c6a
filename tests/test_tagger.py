"""The entry labeller (enrich.parse.tagger): its tokens and features, the shipped model, and deterministic training."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from enrich.parse import RESCUED_WARNING, parse_text
from enrich.parse.tagger import (
    MODEL_PATH,
    NO_RULES,
    Fields,
    completed,
    entry_lines,
    features,
    fields_from_labels,
    find_span,
    read_entry,
    rescue,
    rules_only,
    token_year,
    tokenize,
)
from enrich.parse.train_tagger import Record, gold_labels, rendered_examples, train

TAGGED_LINE = "- [OSDI'22] **Orca: A Distributed Serving System**: fast [[PDF](https://x.org/a.pdf)]"


def _texts_and_marks(source: str) -> list[tuple[str, set[str]]]:
    return [(token.text, set(token.marks)) for token in tokenize(entry_lines(source))]


def test_tokens_carry_brackets_bold_and_link_text() -> None:
    tokens = _texts_and_marks(TAGGED_LINE)
    assert [text for text, _ in tokens][:6] == ["[", "OSDI", "'", "22", "]", "Orca"]
    marks = dict(tokens)
    assert marks["OSDI"] == {"bracket"}
    assert marks["Orca"] == {"strong"}
    assert marks["PDF"] == {"link", "bracket"}
    assert "bracket" not in marks["fast"] and "strong" not in marks["fast"]


def test_words_keep_hyphens_and_underscores_and_urls_stay_whole() -> None:
    tokens = [text for text, _ in _texts_and_marks("Mixture-of-Experts in Gandiva_fair, Code: https://github.com/a/b")]
    assert tokens == ["Mixture-of-Experts", "in", "Gandiva_fair", ",", "Code", ":", "https://github.com/a/b"]


def test_sub_lines_and_sub_items_are_later_lines_of_the_entry() -> None:
    tokens = tokenize(entry_lines("- [Title of a Paper](https://x.org/p)\n  - Middleware 2017"))
    assert [(token.text, token.line) for token in tokens][-2:] == [("Middleware", 1), ("2017", 1)]


def test_years_in_full_or_after_an_apostrophe_only() -> None:
    tokens = tokenize(entry_lines("SOSP'24 and 2019 in Top 10"))
    years = {token.text: token_year(tokens, index) for index, token in enumerate(tokens)}
    assert years["24"] == 2024
    assert years["2019"] == 2019
    assert years["10"] is None


def test_a_field_is_found_among_tokens_whatever_the_punctuation() -> None:
    tokens = tokenize(entry_lines(TAGGED_LINE))
    first, end = find_span(tokens, "Orca: a distributed serving system") or (0, 0)
    assert [token.text for token in tokens[first:end]] == ["Orca", ":", "A", "Distributed", "Serving", "System"]
    assert find_span(tokens, "Orca: A Distributed Serving Systems") is None


def test_features_say_what_the_rules_read_and_what_the_venue_table_knows() -> None:
    tokens = tokenize(entry_lines(TAGGED_LINE))
    rules = Fields("Orca: A Distributed Serving System", 2022, "OSDI", ())
    by_text = {token.text: found for token, found in zip(tokens, features(tokens, rules), strict=True)}
    assert by_text["OSDI"]["rule_venue"] == 1.0 and by_text["OSDI"]["venue_word"] == 1.0
    assert by_text["22"]["rule_year"] == 1.0
    assert by_text["Orca"]["rule_title"] == 1.0 and "rule_title" not in by_text["fast"]
    assert by_text["Orca"]["in_strong"] == 1.0


def test_labels_become_fields() -> None:
    lines = entry_lines("- A. Lee, B. Wu. Fast Things. In *PMLR* '21. [[PDF](https://x.org/a.pdf)]")
    tokens = tokenize(lines)
    wanted = Fields("Fast Things", 2021, "PMLR", ("A. Lee", "B. Wu"))
    labels = gold_labels(tokens, wanted)
    assert labels is not None
    assert fields_from_labels(lines, tokens, labels) == wanted


@pytest.mark.parametrize("date", ["October", "Nov.", "3 March", "Sept. 12"])
def test_a_month_labelled_venue_is_the_dates_not_a_venue(date: str) -> None:
    """A citation dated "RFC 6356, October 2011." or "Networking, Nov. 2019": a labeller that takes the month for the
    venue gives no venue rather than a month."""
    lines = entry_lines(f"- A. Lee. [Fast Things](https://x.org/a). Tech note, {date} 2011.")
    tokens = tokenize(lines)
    words = [token.text for token in tokens]
    first = words.index(date.split()[0].rstrip("."))
    labels = ["other"] * len(tokens)
    labels[first : words.index("2011")] = ["venue"] * (words.index("2011") - first)  # the date's tokens, not the year
    assert fields_from_labels(lines, tokens, labels).venue is None
    labels[first - 2] = "venue"  # "note," before it: a venue run of its own, read first
    assert fields_from_labels(lines, tokens, labels).venue == "note"


def test_a_title_not_among_the_tokens_gives_no_training_sequence() -> None:
    assert gold_labels(tokenize(entry_lines(TAGGED_LINE)), Fields("Another Paper", None, None, ())) is None


def test_the_shipped_model_reads_a_citation_lines_venue_and_year() -> None:
    assert MODEL_PATH.stat().st_size < 2_000_000
    source = "- Jane Smith and Bo Li. Fast Checkpoints for Slow Machines. In Proceedings of EuroSys, 2021."
    read = read_entry(source, Fields("Fast Checkpoints for Slow Machines", None, None, ()))
    assert (read.venue, read.year) == ("EuroSys", 2021)


class FixedLabels:
    """A model that gives the labels it was made with, each with the probability it was made with."""

    def __init__(self, labels: list[str], probability: float = 1.0) -> None:
        self.labels = labels
        self.probability = probability

    def tag(self, xseq: list[dict[str, object]]) -> list[str]:
        assert len(xseq) == len(self.labels)
        return self.labels

    def marginal(self, label: str, index: int) -> float:
        return self.probability


RUN_ON = "* CASPaxos: Replicated State Machines, Unpublished 2018 [[arxiv](https://arxiv.org/abs/1802.07000)]"
RUN_ON_LABELS = ["title"] * 5 + ["other", "venue", "year"] + ["other"] * 3


def test_the_labeller_fills_the_year_and_venue_the_rules_left_empty_and_cuts_the_title_there() -> None:
    rules = {
        "seed_title": "CASPaxos: Replicated State Machines, Unpublished 2018",
        "seed_year": None,
        "seed_venue": None,
    }
    assert completed(rules, [RUN_ON], FixedLabels(RUN_ON_LABELS)) == {
        "seed_title": "CASPaxos: Replicated State Machines",
        "seed_year": 2018,
        "seed_venue": "Unpublished",
        "seed_venue_acronym": "Unpublished",
    }


def test_a_span_of_years_closing_a_title_is_the_titles_own() -> None:
    line = "1. [*Thriving in a Changing World: C++ 2006–2020*](https://example.org/a.pdf)"
    rules = {"seed_title": "Thriving in a Changing World: C++ 2006–2020", "seed_year": None, "seed_venue": None}
    span_as_year = ["title"] * 6 + ["title", "other", "other", "other", "other", "year"]  # "C", "+", "+", 2006, "–"
    assert "seed_title" not in completed(rules, [line], FixedLabels(span_as_year))


def test_what_the_rules_read_stays() -> None:
    rules = {"seed_title": "CASPaxos: Replicated State Machines", "seed_year": None, "seed_venue": "PODC"}
    assert completed(rules, [RUN_ON], FixedLabels(RUN_ON_LABELS)) == {"seed_year": 2018}
    assert completed({**rules, "seed_year": 2017}, [RUN_ON], FixedLabels([])) == {}  # the model is not asked


def test_a_venue_the_labeller_reads_in_the_titles_opening_words_is_not_taken() -> None:
    rules = {"seed_title": "CASPaxos: Replicated State Machines", "seed_year": None, "seed_venue": None}
    opening_as_venue = ["venue", "other", "title", "title", "title", "other", "other", "year"] + ["other"] * 3
    assert completed(rules, [RUN_ON], FixedLabels(opening_as_venue)) == {"seed_year": 2018}


def test_an_unsure_venue_or_year_is_not_taken() -> None:
    rules = {"seed_title": "CASPaxos: Replicated State Machines", "seed_year": None, "seed_venue": None}
    two_years = RUN_ON.replace("2018", "2018, revised 2019")
    labels = [*RUN_ON_LABELS[:8], "other", "other", "year", *RUN_ON_LABELS[8:]]
    assert completed(rules, [two_years], FixedLabels(labels, probability=0.5)) == {}


@pytest.mark.parametrize(
    ("line", "year"),
    [
        ("- Sparse Readers for Dense Text. A. Moreau, B. Ito. Ann. Rev. Lang. 2013; 4: 12-19.", 2013),
        ("- Sparse Readers for Dense Text (SOSP'21) [pdf](https://x.org/2020/a.pdf)", 2021),
        ("- Sparse Readers for Dense Text, 2013. Reprinted 2013.", 2013),
        ("- Sparse Readers for Dense Text, 2013. Reprinted 2015.", None),  # two years: the model's to tell
        ("- Lessons of 1929 for Dense Text, in Ann. Rev. Lang.", None),  # the title's own year is no date
        ("- Sparse Readers for Dense Text [arXiv:2103.01234](https://arxiv.org/abs/2103.01234)", None),
    ],
)
def test_the_one_year_an_entry_writes_outside_its_title_is_its_year(line: str, year: int | None) -> None:
    title = "Lessons of 1929 for Dense Text" if "1929" in line else "Sparse Readers for Dense Text"
    rules = {"seed_title": title, "seed_year": None, "seed_venue": "Ann. Rev. Lang."}
    never_a_year = FixedLabels(["other"] * len(tokenize(entry_lines(line))))
    assert completed(rules, [line], never_a_year).get("seed_year") == year


def test_parsing_with_the_rules_only_leaves_the_labeller_out() -> None:
    rules = {"seed_title": "CASPaxos: Replicated State Machines", "seed_year": None, "seed_venue": None}
    with rules_only():
        assert completed(rules, [RUN_ON], FixedLabels(RUN_ON_LABELS)) == {}


# A citation no rule reads: no full stop after its year sets the title apart (with one, the Chicago rule reads it).
UNREAD = "- Okafor, Ngozi. 2011 Tides of Reform in Coastal Fisheries Governance. Marine Policy Review. 12(3):201-19"
# "Okafor", ",", "Ngozi", ".", "2011", seven title words, ".", three venue words, then ".", "12", "(", "3", ...
UNREAD_LABELS = ["author"] * 3 + ["other", "year"] + ["title"] * 7 + ["other"] + ["venue"] * 3 + ["other"] * 7


def test_the_labeller_reads_a_paper_on_a_line_no_rule_read() -> None:
    assert len(UNREAD_LABELS) == len(tokenize(entry_lines(UNREAD)))
    found = rescue(UNREAD, FixedLabels(UNREAD_LABELS, probability=0.9))
    assert found is not None
    assert found.fields == Fields(
        "Tides of Reform in Coastal Fisheries Governance", 2011, "Marine Policy Review", ("Okafor, Ngozi",)
    )


def test_a_title_the_labeller_is_unsure_of_or_finds_in_pieces_is_not_taken() -> None:
    assert rescue(UNREAD, FixedLabels(UNREAD_LABELS, probability=0.6)) is None
    in_pieces = UNREAD_LABELS[:7] + ["other"] + UNREAD_LABELS[8:]  # "Tides of", then "in Coastal ..."
    assert rescue(UNREAD, FixedLabels(in_pieces, probability=0.9)) is None
    two_words = ["other"] * 5 + ["title"] * 2 + ["other"] * (len(UNREAD_LABELS) - 7)
    assert rescue(UNREAD, FixedLabels(two_words, probability=0.9)) is None


def test_the_identifier_links_a_fix_writes_are_no_words_the_labeller_reads() -> None:
    """A fix writes a DOI and an arXiv id as links in a table's cell; read again, the line is the one read before."""
    cell = f"| {UNREAD[2:]} |"
    fixed = f"| {UNREAD[2:]} [DOI](https://doi.org/10.1145/1234.5678) [arXiv](https://arxiv.org/abs/2601.00001) |"
    model = FixedLabels(["other", *UNREAD_LABELS, "other"], probability=0.9)  # the bars are tokens too
    before, after = rescue(cell, model), rescue(fixed, model)
    assert before is not None and after is not None
    assert after.fields == before.fields
    assert [link.label for link in after.links] == ["DOI", "arXiv"]


@pytest.mark.parametrize(
    ("line", "title", "year", "venue"),
    [
        (UNREAD, "Tides of Reform in Coastal Fisheries Governance", 2011, "Marine Policy Review"),
        (
            "- Brandt, Lena. 2016 Ledgers and Lords in the Hanseatic Towns. Journal of Trade History. 48(2):77–102",
            "Ledgers and Lords in the Hanseatic Towns",
            2016,
            "Journal of Trade History",
        ),
    ],
)
def test_a_citation_no_rule_reads_becomes_the_entry_the_labeller_reads_with_a_warning(
    line: str, title: str, year: int, venue: str
) -> None:
    text = f"# Readings\n\n- Ng, B. (2003). Drizzle over the hills. *Journal of Weather Studies*, 8, 1-9.\n{line}\n"
    with rules_only():
        assert [record.line for record in parse_text(text, "r.md").unparsed] == [4]
    result = parse_text(text, "r.md")
    assert [(entry.title, entry.year, entry.venue) for entry in result.entries][1:] == [(title, year, venue)]
    assert result.unparsed == []
    assert result.files[0].warnings == [f"line 4: {RESCUED_WARNING}"]


def test_a_line_whose_evidence_stands_on_the_line_below_is_not_read_alone() -> None:
    """The labeller reads one line: a title whose year or authors stand below it would become an entry with
    nothing but its title, so it stays unparsed, its reason naming the evidence below."""
    text = "Some words\n\nLedgers and Lords in the Hanseatic Towns\nBrandt, Lena and Okafor, Ngozi (2016)\n"
    result = parse_text(text, "notes.md")
    assert result.entries == []
    assert [record.line for record in result.unparsed] == [3, 4]


def test_training_is_deterministic(tmp_path: Path) -> None:
    records = [
        Record("Fast Checkpoints for Slow Machines", ("Jane Smith", "Bo Li"), 2021, "EuroSys"),
        Record("A Cache for Every Tensor", ("Ana Sousa",), 2019, "OSDI"),
        Record("Serving Models at the Edge", ("Kim Lee", "Wei Wu", "Li Na"), 2023, "MLSys"),
    ]
    examples = rendered_examples(records, per_record=4, seed=1)
    assert examples == rendered_examples(records, per_record=4, seed=1)
    first, second = tmp_path / "first.crfsuite", tmp_path / "second.crfsuite"
    assert train(examples, first) == train(examples, second) == len(examples)
    assert first.read_bytes() == second.read_bytes()


_FEATURE_ORDER = """
import json, sys
from enrich.parse.tagger import Fields, entry_lines, features, tokenize
tokens = tokenize(entry_lines(sys.argv[1]))
rules = Fields("Orca: A Distributed Serving System", 2022, "OSDI", ())
print(json.dumps([list(item) for item in features(tokens, rules)]))
"""


def test_features_keep_one_order_whatever_the_hash_seed() -> None:
    """The model file is the same from one training to the next only if each token's features come in one order:
    crfsuite numbers attributes as it first meets them, and marks are held in sets, ordered by the hash seed."""
    orders = {
        subprocess.run(
            [sys.executable, "-c", _FEATURE_ORDER, TAGGED_LINE],
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("1", "2", "3")
    }
    assert len(orders) == 1


@pytest.mark.parametrize("source", ["", "- ", "  \n"])
def test_an_entry_without_words_reads_as_nothing(source: str) -> None:
    assert read_entry(source, NO_RULES).title == ""
