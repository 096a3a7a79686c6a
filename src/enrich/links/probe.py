"""How one URL is asked: the one loop of every check, redirects followed by hand and bounded retries.

``follow`` is a generator: it yields each request it wants sent and receives the answer, so the same code runs
under the scheduler and under tests that feed it answers. A link (``probe``) and a GitHub API lookup
(enrich.links.github) both go through it; they differ only in the first method and in who may be asked.

- A link's HEAD settles it only when it is a plain success whose content type says enough: a PDF for a PDF link, or
  any non-HTML type for other links. Everything else goes on with GET from the URL HEAD reached: HEAD refused
  (403, 405, 501), no content type, HTML (soft 404s and robot checks only show in the body), 202, and also 404/410,
  which are confirmed by GET before a link is called dead because some servers answer HEAD wrongly. An API lookup
  asks with GET from the start.
- Redirects (301, 302, 303, 307, 308) are followed one by one up to ``link_max_redirects``; each hop is checked
  by the guard like the first URL, and coming back to a URL already visited is a loop.
- What is retryable is the project's one rule (enrich.net.retrying, enrich.net.refusals): timeouts, broken
  connections, 429 and 5xx,
  except a robot check page. ``LINK_RETRIES`` times at most per check, after the one backoff rule
  (enrich.net.retrying.Backoff): the server's Retry-After (capped by ``max_retry_wait``), else 2 s, then 4 s.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Literal
from urllib.parse import urldefrag, urljoin

from enrich.config import Settings
from enrich.links.guard import url_problem
from enrich.links.messages import RETRYABLE_FAILURES, Answer, Channel, Step
from enrich.links.pages import PDF_TYPES, is_bot_challenge, is_html
from enrich.links.targets import Target
from enrich.net.headers import retry_after_seconds
from enrich.net.refusals import is_retryable as is_retryable_status
from enrich.net.retrying import Backoff

REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
# Tries after the first, per link. A link is checked every night and keeps a history of failures, so two more
# tries ride out a blip without hammering a host that is really down.
LINK_RETRIES = 2
# The backoff's first wait for a link check when the server sent no Retry-After; doubles for each further retry. 2 s,
# then 4 s: a host that blipped has usually recovered by then, and the wait pauses that host only (other hosts go
# on), so a host that is really down costs its links at most 6 s of waiting with LINK_RETRIES = 2. No jitter: the
# scheduler sends a host's requests one turn at a time, so retries that failed together never come back together.
LINK_FIRST_WAIT = 2.0


@dataclass(frozen=True)
class Redirect:
    source: str
    status: int
    target: str


@dataclass(frozen=True)
class Observation:
    """What probing one URL saw: the last answer, the redirects that led to it, or why it stopped early."""

    url: str
    answer: Answer | None  # None when nothing was sent (the URL itself was refused)
    redirects: tuple[Redirect, ...] = ()
    problem: str | None = None  # "redirect loop", "scheme refused", ...: the probe stopped without a final answer


Probe = Generator[Step, Answer, Observation]


def probe(target: Target, settings: Settings) -> Probe:
    """A link: HEAD first, GET when HEAD does not settle it."""
    return follow(target.url, settings, head_settles=lambda answer: head_settles(answer, target))


def follow(
    url: str,
    settings: Settings,
    *,
    channel: Channel = Channel.LINK,
    head_settles: Callable[[Answer], bool] | None = None,
) -> Probe:
    """Ask ``url`` until an answer that is neither a redirect nor retryable, or a reason to stop (a redirect loop,
    too many redirects, a refused hop). With ``head_settles`` the first request is a HEAD, and a HEAD answer it does
    not accept goes on with GET; without it every request is a GET."""
    problem = url_problem(url)
    if problem is not None:
        return Observation(url=url, answer=None, problem=problem)
    trail = _Trail(url, settings.link_max_redirects)
    method: Literal["HEAD", "GET"] = "GET" if head_settles is None else "HEAD"
    retries = 0
    delay = 0.0
    while True:
        answer = yield Step(method, trail.current, channel=channel, delay=delay)
        delay = 0.0
        if is_retryable(answer):
            if retries == LINK_RETRIES:
                return trail.observe(answer)
            retries += 1
            delay = retry_delay(answer, retries, settings)
            method = "GET"
        elif answer.failure is not None:
            return trail.observe(answer)
        elif answer.status in REDIRECT_STATUSES:
            problem = trail.follow(answer)
            if problem is not None:
                return trail.observe(answer, problem)
        elif method == "HEAD" and head_settles is not None and not head_settles(answer):
            method = "GET"
        else:
            return trail.observe(answer)


def is_retryable(answer: Answer) -> bool:
    """Worth another try now (enrich.net.retrying): a retryable failure or status, unless the page is a robot check,
    which says "blocked", not "busy"."""
    if answer.failure is not None:
        return answer.failure in RETRYABLE_FAILURES
    return is_retryable_status(answer.status) and not is_bot_challenge(answer.headers, answer.body)


def retry_delay(answer: Answer, retry: int, settings: Settings) -> float:
    """Seconds before retry number ``retry`` (1-based): the one backoff rule with the link checker's first wait."""
    backoff = Backoff.from_settings(settings, first_wait=LINK_FIRST_WAIT, jitter=0.0)
    return backoff.seconds(retry, retry_after_seconds(answer.headers, cap=settings.max_retry_wait))


def head_settles(answer: Answer, target: Target) -> bool:
    if answer.status is None or not 200 <= answer.status < 300 or answer.status == 202:
        return False
    content_type = answer.content_type
    if content_type is None or is_html(content_type):
        return False
    return not target.expects_pdf or content_type in PDF_TYPES


class _Trail:
    """The redirects followed so far for one link."""

    def __init__(self, url: str, max_redirects: int) -> None:
        self.url = url
        self.current = url
        self.redirects: list[Redirect] = []
        self._visited = {urldefrag(url).url}
        self._max_redirects = max_redirects

    def follow(self, answer: Answer) -> str | None:
        """Move to the answer's Location; return why not when it cannot be followed."""
        if answer.location is None:
            return "redirect without Location"
        try:
            target = urljoin(answer.url, answer.location.strip())
        except ValueError:
            return "invalid redirect Location"
        problem = url_problem(target)
        if problem is not None:
            return problem
        if urldefrag(target).url in self._visited:
            return "redirect loop"
        if len(self.redirects) >= self._max_redirects:
            return f"more than {self._max_redirects} redirects"
        self.redirects.append(Redirect(source=answer.url, status=answer.status or 0, target=target))
        self._visited.add(urldefrag(target).url)
        self.current = target
        return None

    def observe(self, answer: Answer, problem: str | None = None) -> Observation:
        return Observation(url=self.url, answer=answer, redirects=tuple(self.redirects), problem=problem)
