"""report.html in a real browser: headless chromium loads it, the plots, the table and the changes render with no
script or console error, the table's controls work, and a screenshot shows a page (see tests/browser.py).

Skipped, saying why, where no chromium is installed; .ci/run installs Debian's chromium first.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from enrich.export.outputs import export
from tests.browser import find_chromium, probe, screenshot
from tests.test_export import current_papers, previous_papers, run_info

CHROMIUM = find_chromium()
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.browser,
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium binary on PATH (apt-get install chromium; .ci/run does)"),
]


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("output")
    export(current_papers(), folder, run_info(), previous_papers())
    return folder / "report.html"


@pytest.fixture(scope="module")
def seen(page: Path) -> dict:
    return probe(CHROMIUM, page)


def test_the_page_renders_every_part_with_no_errors(seen: dict) -> None:
    assert seen["errors"] == []
    assert seen["external"] == []
    assert seen["table_ready"] == "6" and seen["table_height"] > 100
    assert seen["changes_height"] > 100
    plots = {plot["id"]: plot for plot in seen["plots"]}
    assert list(plots) == ["plot-years", "plot-venues", "plot-citations", "plot-hosts", "plot-trend"]
    assert all(plot["height"] > 100 and plot["shapes"] > 10 for plot in plots.values()), plots


def test_the_table_filters_and_sorts_in_the_browser(seen: dict) -> None:
    assert seen["filtered"] == "1 of 6 papers"
    assert seen["cites_descending"] == ["900", "600", "150", "", "", ""]  # unknown counts last


def test_a_screenshot_shows_the_page(page: Path, tmp_path: Path) -> None:
    png = tmp_path / "report.png"
    screenshot(CHROMIUM, page, png)
    with Image.open(png) as image:
        assert image.size == (1280, 2400)
        colours = image.convert("RGB").getcolors(maxcolors=1 << 16)
    assert colours is None or len(colours) > 50  # text, plots and the verdict banner, not a blank page
