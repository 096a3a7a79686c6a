"""The links stage: papers in (resolve's artifact), papers with every link checked out, plus the link history.

lychee-style parts, each rule readable and testable on its own: targets (collect) -> probe and fetch (check, paced
per host by schedule, addresses vetted by guard) -> classify (a closed set of statuses) -> history (dead only after
repeated failures over days) -> state (kept between runs). ``stage`` puts them together; tally counts them.
"""

from enrich.links.stage import LinkRun, LinkTransport, check_links
from enrich.links.state import LinkStateError, load_state, load_state_or_start_afresh, save_state, state_path

__all__ = [
    "LinkRun",
    "LinkStateError",
    "LinkTransport",
    "check_links",
    "load_state",
    "load_state_or_start_afresh",
    "save_state",
    "state_path",
]
