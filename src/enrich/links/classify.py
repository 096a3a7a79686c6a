"""The class of a link, from what probing it saw. Pure: the rules below are the whole story.

- alive: a 2xx answer with real content (a PDF for a PDF link), including after redirects that only change
  the scheme (http -> https), a leading "www.", a default port, a trailing slash, an index page name or the
  fragment, and after temporary redirects (302, 303, 307: the server says keep using the original URL).
- redirected: alive, but a permanent redirect (301, 308, from the first hop on) moved it to a materially different
  URL; the reason names that URL so the list can be fixed. final_url is where the whole chain ended.
- dead: 404 or 410 (definite), no such host, connection refused.
- blocked: the server answered but refused a robot: 401, 403, 429, 202 with an empty body, or a robot check page
  (Cloudflare challenge, "Access Denied", captcha). Not dead: publishers such as dl.acm.org do this every day.
- timeout: no answer within link_timeout, retries included.
- soft_404: a 2xx page whose title or top heading says "not found", or a redirect that lands on an error page.
- generic_page: moved to a generic page. A redirect that lands on a page standing for no document in particular:
  the site's home page, a login wall, or a listing page ("trending", "latest", "browse"...). Papers with Code's
  paper pages did this from July 2025, when the site closed: each redirected to Hugging Face's trending papers,
  which a checker that only follows redirects calls alive. Not alive: what the list linked is no longer there.
- not_pdf: a PDF link whose body does not start with %PDF- (a landing page, a login page).
- error: anything else, with the reason (5xx after retries, TLS errors, redirect loops, refused URLs).

``failing`` marks the outcomes that count towards reporting a link dead: the server or network failed. Refusals
by our own guard and redirect loops (often a site that insists on cookies) do not count.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote, urlsplit

from enrich.ids import host_name
from enrich.links.messages import Answer, Failure
from enrich.links.pages import PDF_TYPES, is_bot_challenge, is_pdf_body, soft_404_heading
from enrich.links.probe import Observation
from enrich.links.targets import Target
from enrich.models import LinkClass

PERMANENT_REDIRECTS = frozenset({301, 308})
DEFINITE_DEAD = frozenset({404, 410})
_REFUSALS = {401: "login required", 403: "the server refuses robots", 429: "rate-limited"}
# Problems that mean the link itself is broken; the other problems are our refusals or cookie walls.
FAILING_PROBLEMS = frozenset({"invalid URL", "invalid redirect Location", "redirect without Location"})
_FAILURE_CLASSES = {
    Failure.TIMEOUT: (LinkClass.timeout, True),
    Failure.CONNECTION_REFUSED: (LinkClass.dead, True),
    Failure.NO_SUCH_HOST: (LinkClass.dead, True),
    Failure.DNS_ERROR: (LinkClass.error, True),
    Failure.CONNECTION_ERROR: (LinkClass.error, True),
    Failure.TLS_ERROR: (LinkClass.error, True),
    Failure.INVALID_URL: (LinkClass.error, True),
    Failure.PRIVATE_ADDRESS: (LinkClass.error, False),
}
_ERROR_PAGE_PATH = re.compile(r"/(?:404|not[-_]?found|page[-_]?not[-_]?found|error[-_]?404)(?:\.\w+)?$")
_INDEX_PAGE = re.compile(r"/index\.(?:html?|php|aspx?)$")
# A path segment that names a login wall, wherever it stands ("/login", "/accounts/login", "/sso/authenticate").
_LOGIN_SEGMENT = re.compile(
    r"(?:^|/)(?:log[-_]?in|sign[-_]?in|signon|sso|auth|authenticate|authorize|cas)(?:\.\w+)?(?=/|$)", re.IGNORECASE
)
# A last path segment that names a listing rather than a document ("huggingface.co/papers/trending").
_LISTING_SEGMENT = re.compile(r"/(?:trending|latest|recent|browse|explore|search|home|welcome)(?:\.\w+)?$")
_DEFAULT_PORTS = frozenset({80, 443})
HEADING_SHOWN = 80  # characters of a "not found" heading quoted in the reason


@dataclass(frozen=True)
class Verdict:
    status: LinkClass
    reason: str
    http_status: int | None = None
    final_url: str | None = None
    redirects: int = 0
    content_type: str | None = None
    failing: bool = False  # counts towards reported_dead


def classify(observation: Observation, target: Target) -> Verdict:
    answer = observation.answer
    if answer is None:
        return Verdict(LinkClass.error, observation.problem or "not checked", failing=_problem_fails(observation))
    facts: dict[str, Any] = {
        "http_status": answer.status,
        "final_url": answer.url,
        "redirects": len(observation.redirects),
        "content_type": answer.content_type,
    }
    if observation.problem is not None:
        return Verdict(LinkClass.error, observation.problem, failing=_problem_fails(observation), **facts)
    if answer.failure is not None:
        status, failing = _FAILURE_CLASSES[answer.failure]
        return Verdict(status, answer.detail, failing=failing, **facts)
    code = answer.status or 0
    if 200 <= code < 300:
        return _success(observation, answer, target, facts)
    if code in _REFUSALS:
        return Verdict(LinkClass.blocked, f"HTTP {code}: {_REFUSALS[code]}", **facts)
    if code in DEFINITE_DEAD:
        return Verdict(LinkClass.dead, f"HTTP {code}", failing=True, **facts)
    if is_bot_challenge(answer.headers, answer.body):
        return Verdict(LinkClass.blocked, f"HTTP {code}: robot check page", **facts)
    return Verdict(LinkClass.error, f"HTTP {code}", failing=code >= 400, **facts)


def _success(observation: Observation, answer: Answer, target: Target, facts: dict[str, Any]) -> Verdict:
    if answer.status == 202 and answer.method == "GET" and not answer.body:
        return Verdict(LinkClass.blocked, "HTTP 202 with an empty body: a robot wall", **facts)
    if is_bot_challenge(answer.headers, answer.body):
        return Verdict(LinkClass.blocked, "robot check page", **facts)
    landing = _error_landing(observation.url, answer.url) if observation.redirects else None
    if landing is not None:
        return Verdict(LinkClass.soft_404, landing, failing=True, **facts)
    generic = generic_landing(observation.url, answer.url) if observation.redirects else None
    if generic is not None:
        return Verdict(
            LinkClass.generic_page, f"moved to a generic page: {generic} ({answer.url})", failing=True, **facts
        )
    heading = soft_404_heading(answer.body)
    if heading is not None:
        return Verdict(LinkClass.soft_404, f'page says "{heading[:HEADING_SHOWN]}"', failing=True, **facts)
    if target.expects_pdf and not _is_pdf(answer):
        return Verdict(LinkClass.not_pdf, f"expected a PDF, got {_what_came(answer)}", **facts)
    moved = permanent_move(observation)
    if moved is not None:
        return Verdict(LinkClass.redirected, moved_reason(moved), **facts)
    after = f" after {len(observation.redirects)} redirect(s)" if observation.redirects else ""
    return Verdict(LinkClass.alive, f"HTTP {answer.status}{after}", **facts)


def permanent_move(observation: Observation) -> str | None:
    """Where the permanent redirects from the first hop on lead, when that is materially another URL."""
    destination = None
    for redirect in observation.redirects:
        if redirect.status not in PERMANENT_REDIRECTS:
            break
        destination = redirect.target
    if destination is None or same_resource(observation.url, destination):
        return None
    return destination


def moved_reason(destination: str) -> str:
    """The reason of a redirected link. It names where the permanent hops lead, which is the final URL only when no
    temporary hop followed them; `enrich fix` compares the two before it replaces a link."""
    return f"moved permanently to {destination}"


def same_resource(first: str, second: str) -> bool:
    """True when two URLs differ only in ways that do not need fixing in a list (see the module rules)."""
    return _resource_key(first) == _resource_key(second)


def _resource_key(url: str) -> tuple[str, int | None, str, str]:
    parts = urlsplit(url)
    host = host_name(url)
    port = parts.port if parts.port not in _DEFAULT_PORTS else None
    return host, port, _plain_path(parts.path), parts.query


def _plain_path(path: str) -> str:
    return _INDEX_PAGE.sub("", unquote(path)).rstrip("/") or "/"


def _error_landing(original: str, final: str) -> str | None:
    """Why a redirect's destination is a "not found" in disguise: an error page."""
    before, after = _plain_path(urlsplit(original).path), _plain_path(urlsplit(final).path)
    if _ERROR_PAGE_PATH.search(after.lower()) and not _ERROR_PAGE_PATH.search(before.lower()):
        return "redirected to an error page"
    return None


def generic_landing(original: str, final: str) -> str | None:
    """What kind of generic page a redirect from ``original`` landed on, or None when ``final`` may well be the
    document itself. A page of the kind the list linked in the first place (a listing linked as a listing) is not a
    move to a generic page."""
    before, after = _plain_path(urlsplit(original).path), _plain_path(urlsplit(final).path)
    if after == "/" and before != "/":
        return "the site's home page"
    if _LOGIN_SEGMENT.search(after) and not _LOGIN_SEGMENT.search(before):
        return "a login wall"
    if _LISTING_SEGMENT.search(after.lower()) and not _LISTING_SEGMENT.search(before.lower()):
        return "a listing page"
    return None


def _is_pdf(answer: Answer) -> bool:
    if answer.method == "HEAD":
        return answer.content_type in PDF_TYPES
    return is_pdf_body(answer.body)


def _what_came(answer: Answer) -> str:
    if not answer.body:
        return "an empty body"
    if answer.content_type in PDF_TYPES:
        return "a body labelled PDF that is not one"
    return answer.content_type or "no content type"


def _problem_fails(observation: Observation) -> bool:
    return observation.problem in FAILING_PROBLEMS
