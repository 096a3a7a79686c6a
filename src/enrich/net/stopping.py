"""A run asked to stop (Ctrl-C): from that moment no request leaves, whichever thread would send it.

Python delivers Ctrl-C to the main thread only, while resolve's workers send from threads of their own: without a
word to them they would send every query still queued before the run could end. The command line calls
``ask_to_stop`` when the signal arrives; the HTTP layer (enrich.net.http) checks ``raise_if_stopping`` before every
request and every body piece, and waits with ``sleep``, which ends the moment a stop is asked. So the check lives in
the one layer every request passes through, and a worker ends at its next request instead of at its last.
"""

from __future__ import annotations

import threading

_asked = threading.Event()


class StopAsked(KeyboardInterrupt):
    """The run was asked to stop: nothing more is sent. A KeyboardInterrupt, so no ``except Exception`` of a query
    takes it for one failed query and goes on to the next: it ends the thread's work as Ctrl-C ends the main
    thread's."""


def ask_to_stop() -> None:
    _asked.set()


def stop_asked() -> bool:
    return _asked.is_set()


def clear() -> None:
    """Forget a stop asked earlier in this process (a test's run after an interrupted one)."""
    _asked.clear()


def raise_if_stopping() -> None:
    if _asked.is_set():
        raise StopAsked("stop asked: nothing more is sent")


def sleep(seconds: float) -> None:
    """time.sleep for pacing and retry waits, except that it ends with StopAsked as soon as a stop is asked: an
    arXiv worker waiting out its 3 s interval must not hold Ctrl-C up for it."""
    if _asked.wait(max(0.0, seconds)):
        raise StopAsked("stop asked: nothing more is sent")
