"""Open report.html in headless chromium and read back what the browser saw, with no driver library.

chromium's ``--dump-dom`` prints the document after the load event. A copy of the page gets a probe script at the
top of <head>: it records every script error, failed resource and console.error, and at the load event measures
the plots, the table and the changes section, works the table's controls, and writes all of it as JSON into a
<pre> that the dumped DOM carries back. The page itself has no such code: it is added to a copy only.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "chrome")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--hide-scrollbars",
    "--no-first-run",
    "--disable-extensions",
    "--mute-audio",
)
TIMEOUT_SECONDS = 120

PROBE = """<script>
(function () {
  var errors = [];
  window.addEventListener("error", function (event) {
    var target = event.target || {};
    errors.push(event.message || ("resource failed: " + (target.src || target.href || target.tagName)));
  }, true);
  window.addEventListener("unhandledrejection", function (event) { errors.push("rejection: " + event.reason); });
  var consoleError = console.error;
  console.error = function () {
    errors.push("console.error: " + Array.prototype.join.call(arguments, " "));
    consoleError.apply(console, arguments);
  };
  function height(element) { return element ? element.getBoundingClientRect().height : 0; }
  window.addEventListener("load", function () {
    var loaded = performance.now();
    var table = document.getElementById("paper-table");
    var result = {
      errors: errors,
      load_ms: loaded,
      table_ready: document.documentElement.dataset.tableReady || null,
      table_height: height(table),
      changes_height: height(document.getElementById("changes")),
      plots: Array.prototype.map.call(document.querySelectorAll("#plots figure"), function (figure) {
        var svg = figure.querySelector("svg");
        return {id: figure.id, height: height(svg), shapes: svg ? svg.querySelectorAll("path, text").length : 0};
      }),
      external: Array.prototype.map.call(document.querySelectorAll("[src], link[href]"), function (element) {
        return element.outerHTML.slice(0, 120);
      })
    };
    try {
      var status = document.getElementById("filter-status");
      status.value = "ambiguous";
      status.dispatchEvent(new Event("change"));
      result.filtered = document.getElementById("shown").textContent;
      status.value = "";
      status.dispatchEvent(new Event("change"));
      document.querySelector("#paper-table th[data-sort=cites]").click();
      document.querySelector("#paper-table th[data-sort=cites]").click();
      result.cites_descending = Array.prototype.map.call(table.tBodies[0].rows, function (row) {
        return row.dataset.cites;
      });
    } catch (error) {
      errors.push("probe: " + error);
    }
    var out = document.createElement("pre");
    out.id = "browser-probe";
    out.textContent = JSON.stringify(result);
    document.body.appendChild(out);
  });
})();
</script>"""


def find_chromium() -> str | None:
    return next((path for name in CHROMIUM_NAMES if (path := shutil.which(name))), None)


def probe(chromium: str, page: Path) -> dict[str, Any]:
    """What the browser saw of ``page`` (see PROBE), from a probed copy beside it."""
    probed = page.with_name(page.stem + ".probed.html")
    text = page.read_text(encoding="utf-8")
    probed.write_text(text.replace("<head>", "<head>\n" + PROBE, 1), encoding="utf-8")
    dom = _chromium(chromium, "--dump-dom", probed.as_uri())
    found = re.search(r'<pre id="browser-probe">(.*?)</pre>', dom, flags=re.DOTALL)
    if not found:
        raise AssertionError(f"the probe did not report; the page did not finish loading:\n{dom[:2000]}")
    return json.loads(html.unescape(found.group(1)))


def screenshot(chromium: str, page: Path, png: Path, *, width: int = 1280, height: int = 2400) -> None:
    _chromium(chromium, f"--screenshot={png}", f"--window-size={width},{height}", page.as_uri())


def _chromium(chromium: str, *arguments: str) -> str:
    with tempfile.TemporaryDirectory(prefix="enrich-chromium-") as profile:
        completed = subprocess.run(
            [chromium, *FLAGS, f"--user-data-dir={profile}", *arguments],
            capture_output=True,
            text=True,
            timeout=TIMEOUT_SECONDS,
            check=False,
        )
    if completed.returncode != 0:
        raise AssertionError(f"chromium exited {completed.returncode}: {completed.stderr[-2000:]}")
    return completed.stdout
