"""Progress: live bars per source on a terminal, plain heartbeat lines in cron logs."""

from __future__ import annotations

import io
import re
import threading

from enrich.progress import LOG_EVERY_SECONDS, Progress

CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f]")  # anything but the newline


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_log_gets_one_plain_line_per_interval_with_counts_rate_and_eta() -> None:
    clock, stream = Clock(), io.StringIO()
    progress = Progress(stream, live=False, clock=clock)
    for done in range(101):
        clock.now = done * 0.5  # 2 entries a second: 50 s in all
        progress("dblp", done, 100)
    lines = stream.getvalue().splitlines()
    assert len(lines) == 50 // LOG_EVERY_SECONDS
    assert lines[0] == "  dblp: 20/100 [00:10<00:40,  2.00/s]"
    assert lines[-1].startswith("  dblp: 100/100 ")
    assert not CONTROL.search(stream.getvalue())


def test_a_slow_task_shows_its_rate_per_second_not_an_inverted_unitless_rate() -> None:
    clock, stream = Clock(), io.StringIO()
    progress = Progress(stream, live=False, clock=clock)
    for done in range(4):
        clock.now = done * 9.0  # arXiv's pace with retries: one entry every 9 s
        progress("arxiv", done, 3)
    assert stream.getvalue().splitlines()[-1] == "  arxiv: 3/3 [00:27<00:00,  0.11/s]"


def test_a_log_from_concurrent_sources_has_whole_lines_and_no_control_characters() -> None:
    stream = io.StringIO()
    progress = Progress(stream, live=False)

    def report(task: str) -> None:
        for done in range(1, 201):
            progress(task, done, 200)

    threads = [threading.Thread(target=report, args=(task,)) for task in ("dblp", "s2", "arxiv")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    progress.note("enrich: resolve: 200 papers")
    text = stream.getvalue()
    assert not CONTROL.search(text)
    assert sorted(line.split(":")[0].strip() for line in text.splitlines()) == [
        "arxiv",
        "dblp",
        "enrich",
        "s2",
    ]  # one finished line per source, the note on its own line


def test_a_terminal_gets_a_bar_per_source_with_counts_and_rate() -> None:
    stream = io.StringIO()
    progress = Progress(stream, live=True)
    for done in range(11):
        progress("dblp", done, 10)
        progress("s2", done * 2, 20)
    progress.note("enrich: resolve: 10 papers")
    text = stream.getvalue()
    assert "\r" in text
    assert re.search(r"dblp: 100%\|#+\| 10/10 \[\d\d:\d\d<00:00, +[\d.]+/s\]", text)
    assert re.search(r"s2: 100%\|#+\| 20/20 ", text)
    assert text.endswith("enrich: resolve: 10 papers\n")


def test_an_unfinished_bar_is_ended_by_close_and_quiet_prints_nothing() -> None:
    stream = io.StringIO()
    progress = Progress(stream, live=True)
    progress("links", 3, 10)
    progress.close()
    assert stream.getvalue().endswith("\n") and "3/10" in stream.getvalue()
    silent = io.StringIO()
    quiet = Progress(silent, live=True, quiet=True)
    quiet("links", 10, 10)
    quiet.note("hello")
    assert silent.getvalue() == ""


def test_failed_queries_are_shown_apart_in_the_log_and_on_the_bar() -> None:
    clock, stream = Clock(), io.StringIO()
    progress = Progress(stream, live=False, clock=clock)
    clock.now = 10.0
    progress("s2", 10, 10, failed=4)
    assert stream.getvalue().startswith("  s2: 10/10 [") and stream.getvalue().endswith("/s, 4 failed]\n")
    live = io.StringIO()
    bars = Progress(live, live=True)
    bars("s2", 5, 10, failed=2)
    bars("s2", 10, 10, failed=3)
    assert "10/10" in live.getvalue() and "3 failed]" in live.getvalue()
    quiet_line = io.StringIO()
    Progress(quiet_line, live=False, clock=clock)("dblp", 3, 3)
    assert "failed" not in quiet_line.getvalue()
