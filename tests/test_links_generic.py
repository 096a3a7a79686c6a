"""Links that now redirect to a generic page (a home page, a login wall, a listing) are their own class, not alive.

The chains are those public reports recorded (tests/fixtures/redirects/chains.json, sources in PROVENANCE.md):
Papers with Code's paper pages led to Hugging Face's trending papers from July 2025, then, from December 2025, to
each paper's own page. Hop codes were not recorded, so each chain is replayed with a temporary and a permanent hop.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from enrich.links.classify import classify, generic_landing
from enrich.links.messages import Answer
from enrich.links.probe import Observation, Redirect
from enrich.links.targets import Target
from enrich.models import LinkClass, LinkKind

CHAINS = json.loads((Path(__file__).parent / "fixtures" / "redirects" / "chains.json").read_text())["chains"]
# What each expected outcome is, by the first hop's code: a permanent move to another page of the same work is a
# link to fix (redirected), a temporary one is alive; a generic page is neither, whatever the code.
OUTCOMES = {
    ("generic_page", 301): LinkClass.generic_page,
    ("generic_page", 302): LinkClass.generic_page,
    ("moved", 301): LinkClass.redirected,
    ("moved", 302): LinkClass.alive,
}


def replay(chain: dict[str, Any], first_hop: int) -> Observation:
    hops, source = [], chain["url"]
    for index, target in enumerate(chain["hops"]):
        hops.append(Redirect(source, first_hop if index == 0 else 302, target))
        source = target
    page = b"<html><head><title>Hugging Face</title></head><body><h1>Papers</h1></body></html>"
    final = Answer(
        url=source, method="GET", status=200, headers={"content-type": chain["final_content_type"]}, body=page
    )
    return Observation(url=chain["url"], answer=final, redirects=tuple(hops))


@pytest.mark.parametrize("first_hop", [301, 302])
@pytest.mark.parametrize("chain", CHAINS, ids=[chain["name"] for chain in CHAINS])
def test_recorded_redirect_chains_get_their_class(chain: dict[str, Any], first_hop: int) -> None:
    target = Target(chain["url"], LinkKind.other, "Papers with Code", expects_pdf=False)
    verdict = classify(replay(chain, first_hop), target)
    assert verdict.status is OUTCOMES[chain["expected"], first_hop]
    if verdict.status is LinkClass.generic_page:
        assert verdict.failing  # counts towards reporting the link dead, as a "not found" page does
        assert verdict.reason.startswith("moved to a generic page: ")
        assert chain["hops"][-1] in verdict.reason


def test_papers_with_code_is_called_a_listing_page() -> None:
    chain = next(chain for chain in CHAINS if chain["name"] == "pwc-paper-to-trending")
    target = Target(chain["url"], LinkKind.code, "Code", expects_pdf=False)
    reason = classify(replay(chain, 302), target).reason
    assert reason == "moved to a generic page: a listing page (https://huggingface.co/papers/trending)"


def test_a_pdf_link_that_lands_on_a_sign_in_page_is_a_login_wall_not_just_not_a_pdf() -> None:
    chain = next(chain for chain in CHAINS if chain["name"] == "drive-file-to-google-sign-in")
    target = Target(chain["url"], LinkKind.pdf, "PDF", expects_pdf=True)
    verdict = classify(replay(chain, 302), target)
    assert (verdict.status, verdict.reason.split(" (")[0]) == (
        LinkClass.generic_page,
        "moved to a generic page: a login wall",
    )


@pytest.mark.parametrize(
    "original, final, kind",
    [
        ("https://lab.example/people/alice/paper.html", "https://lab.example/", "the site's home page"),
        ("https://lab.example/people/alice/paper.html", "https://lab.example/index.php", "the site's home page"),
        ("https://portal.example/doc/42", "https://portal.example/accounts/login?next=/doc/42", "a login wall"),
        ("https://portal.example/doc/42", "https://sso.example/cas/login", "a login wall"),
        ("https://blog.example/2019/05/post", "https://blog.example/latest", "a listing page"),
        # Not generic: the page linked is the kind of page it landed on, or the landing names a document.
        ("https://lab.example/", "https://www.lab.example/", None),
        ("https://hf.example/papers/trending", "https://hf.example/papers/trending/", None),
        ("https://portal.example/login", "https://portal.example/sso/login", None),
        ("https://lab.example/paper.pdf", "https://cdn.lab.example/files/paper-v2.pdf", None),
        ("https://lab.example/search-engines.pdf", "https://lab.example/pubs/search-engines.pdf", None),
        ("https://lab.example/authors.html", "https://lab.example/people/authors.html", None),
    ],
)
def test_generic_landings(original: str, final: str, kind: str | None) -> None:
    assert generic_landing(original, final) == kind
