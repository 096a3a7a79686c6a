"""Settings: one object, built from defaults, then a TOML file, then the environment, then command-line flags.

The politeness settings a user may want to change are here, with the reason for each value. Fixed protocol limits
(S2's 500 ids per batch, arXiv's ids per request, OpenAlex's DOIs per filter) and the shape of backoff live as
documented constants beside the code that obeys them. Secrets (the S2 and OpenAlex keys, a GitHub token) are
``SecretStr`` so they never print in a repr, a log line or an error message.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any, Literal, get_args

import annotated_types
from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator

from enrich import __version__

HOUR = 3600
DAY = 24 * HOUR
# Every source enrich can ask, in the order the README describes them.
SOURCES = ("dblp", "s2", "arxiv", "openalex", "crossref")
# dblp cannot be switched off: it is the curated record of where a paper appeared, the one source the matcher
# takes the published version, its venue and its authors from (and vetoes other sources' records by).
REQUIRED_SOURCES = frozenset({"dblp"})


class ConfigError(ValueError):
    """A settings file or variable that cannot be used (bad TOML, unknown key, wrong type, out of range)."""


# The allowed range of every numeric setting, checked when the settings are loaded: a value out of range would
# otherwise surface hours into a run, or never (a zero timeout fails every request, a zero concurrency waits
# forever, a huge wait overflows the clock). inf and nan are refused for every setting (allow_inf_nan below).
#
# A pause between requests (or a retry wait) may be 0: no pause, for a local mirror or the test fake. Over an hour
# is a typo; a night's run would last weeks.
Pause = Annotated[float, Field(ge=0, le=HOUR)]
# A timeout must be above 0, which would give up before the first byte; over an hour is a typo as well.
Timeout = Annotated[float, Field(gt=0, le=HOUR)]
# Threads checking links: at least one, or nothing is ever checked; above 256 the pool is a load on the machine and
# on the hosts, not a speed-up.
Workers = Annotated[int, Field(ge=1, le=256)]
# Cache lifetimes: 0 means always ask again; over ten years is beyond any date the cache can hold meaningfully.
Lifetime = Annotated[int, Field(ge=0, le=3650 * DAY)]
# Shares and confidences are fractions.
Fraction = Annotated[float, Field(ge=0, le=1)]
# A body limit under 1 KiB could not hold even an error page; one over 1 GiB is no limit on a small machine.
BodyBytes = Annotated[int, Field(ge=1024, le=1024**3)]


class Settings(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True, allow_inf_nan=False)

    # --- where things live
    seeds: Path = Path("seeds")
    output_dir: Path = Path("output")
    cache_dir: Path = Path("cache")
    # Entries settled by hand (enrich.resolve.pins), beside enrich.toml: not in seeds/, where every file is a list.
    pins_file: Path = Path("enrich.pins.toml")

    # --- services. Each base URL can point at the real service, a mirror, or a local fake (http://127.0.0.1:…).
    dblp_url: str = "https://dblp.org"
    s2_url: str = "https://api.semanticscholar.org"
    arxiv_url: str = "https://export.arxiv.org"
    openalex_url: str = "https://api.openalex.org"
    crossref_url: str = "https://api.crossref.org"
    github_api_url: str = "https://api.github.com"
    # Local mirrors (`enrich mirror update`, docs/mirror.md). dblp's dump; dblp.dtd and dblp.xml.gz.md5 are read
    # from beside it. A monthly release (.../xml/release/dblp-2026-11-01.xml.gz) works as well.
    dblp_dump_url: str = "https://dblp.org/xml/dblp.xml.gz"
    # arXiv's OAI-PMH endpoint (info.arxiv.org/help/oa; it moved here from export.arxiv.org/oai2 in 2025); paced
    # like every arXiv request (arxiv_interval), one page at a time.
    arxiv_oai_url: str = "https://oaipmh.arxiv.org/oai"

    # --- identity and secrets
    contact_email: str | None = None  # goes into the User-Agent (mailto:), as every service's etiquette asks
    s2_api_key: SecretStr | None = None
    openalex_api_key: SecretStr | None = None  # OpenAlex's free key (api_key=): without one the daily allowance is tiny
    github_token: SecretStr | None = None

    # --- politeness: minimum seconds between two requests to one host, retries included.
    # arXiv terms of use: "no more than 1 request every 3 seconds, one connection at a time".
    arxiv_interval: Pause = 3.0
    # dblp FAQ asks for 1-2 s between requests and answers overload with 429/503; 1.5 s sits in the middle. Under load
    # it answers far less (36-40 % of requests in a public measurement in 2026) and tools that live with it space
    # their requests 5-7 s: set 5 or more for a night where it struggles. With ten titles a search, a 2,000-entry
    # first night sent 262 dblp requests (bench/first_night.py): 6.5 minutes of dblp's time at 1.5 s, 22 at 5 s.
    dblp_interval: Pause = 1.5
    # S2: a key is granted 1 request/second across all endpoints; without a key the anonymous pool is shared
    # and answers 429 readily, so the same 1 s pace is the polite default either way.
    s2_interval: Pause = 1.0
    # OpenAlex documents 100 requests/s (10/s in its former polite pool); 0.2 s is far below either, and the
    # requests are few (a batch of 50 DOIs, a title search for what the others missed).
    openalex_interval: Pause = 0.2
    # Crossref (limits of December 2025, also announced per answer in x-rate-limit-*): public pool 5 requests/s
    # one at a time, polite pool (mailto) 10/s, and lower for list requests such as the filter=doi:… batches the
    # resolver sends (observed: 1/s public, 3/s polite). 1 s keeps within the public pool's list limit even without
    # a contact address; a run sends a batch per 50 DOIs, so the pace costs about a second per 50 papers.
    crossref_interval: Pause = 1.0
    # Multiplies every interval and every retry wait. 1.0 for real services; tests against the local fake
    # use a small factor together with the fake's own time scale.
    # Above 0 (0 would make every wait vanish, and the retry budget with it); up to 1000, where an hour's pause is
    # already six weeks.
    time_scale: float = Field(default=1.0, gt=0, le=1000)

    # --- timeouts, retries, sizes
    connect_timeout: Timeout = 5.0
    read_timeout: Timeout = 30.0
    # Wall-clock seconds for one exchange (connect, headers, whole body); the timeouts above are per socket read, so
    # a server sending a byte now and then would never trip them. The largest answers (an S2 batch of 500 records,
    # an arXiv page) take seconds even on a slow line; 120 s is four read timeouts, so a slow but working server is
    # never cut off, while a trickling one costs a source at most breaker_threshold deadlines (the deadline is not
    # retried). Not multiplied by time_scale, like the timeouts.
    request_deadline: Timeout = 120.0
    max_attempts: int = Field(default=5, ge=1)  # per request, first try included
    max_retry_wait: Pause = 120.0  # cap for a Retry-After header and for backoff, seconds
    # A request gives up after this long, retries included, seconds; 0 means no retry at all.
    max_retry_total: float = Field(default=600.0, ge=0, le=DAY)
    max_body_bytes: BodyBytes = 20 * 1024 * 1024  # no response body may make the process hold more than this
    breaker_threshold: int = Field(default=5, ge=1)  # consecutive failed requests that open a source's breaker

    # --- cache expiry (seconds). Search results and metadata change rarely; citation counts daily.
    expire_search: Lifetime = 30 * DAY
    expire_metadata: Lifetime = 30 * DAY
    expire_citations: Lifetime = 1 * DAY
    # The notices (retractions, corrections) Crossref lists against already resolved DOIs, asked again weekly: a new
    # notice is rare, and a week late is soon enough for a reading list, at a seventh of the nightly requests.
    expire_notices: Lifetime = 7 * DAY
    expire_links: Lifetime = 1 * DAY
    # arXiv sometimes answers a query that has hits with an empty page; an empty search answer is asked again daily.
    expire_empty: Lifetime = 1 * DAY
    offline: bool = False  # answer only from the cache

    # --- resolve
    full: bool = False  # re-resolve everything instead of reusing confident earlier results
    # The sources asked, any of SOURCES; dblp is required (REQUIRED_SOURCES). A source left out is never asked and
    # never counts as down; its fields come from the next source in the merge precedence.
    sources: list[str] = Field(default_factory=lambda: list(SOURCES))
    # Local mirrors in <cache_dir>/mirror/: "auto" takes candidates from a mirror when one is there and asks the
    # APIs for the rest, "off" never reads one, "only" sends no title search to any service (identifiers are still
    # looked up). Read by the resolve stage (docs/mirror.md); `enrich mirror` builds them.
    mirror: Literal["auto", "off", "only"] = "auto"
    # Titles OR-ed into one title search: dblp's, arXiv's (`ti:"A" OR ti:"B"`) and S2's bulk search (`"A" | "B"`),
    # each hit given to the titles it answers; a title the batch leaves unsettled gets its own query. Ten cut a
    # cold run of seeds/ from 2.49 to 0.47 requests a paper and its wall time 3.8x (bench/e2e.py), with a page of
    # hits well under each service's limit; 1 asks one title per request, the strategy before batching.
    title_batch: int = Field(default=10, ge=1, le=50)

    # --- links
    # False: the links stage sends nothing and every link keeps its last known state, as offline; for a run whose
    # lists' hosts are out of reach on purpose (enrich demo serves no web pages).
    check_links: bool = True
    link_interval: Pause = 1.0  # seconds between requests to one link host
    link_host_concurrency: Workers = 2
    link_concurrency: Workers = 16  # across all hosts
    link_timeout: Timeout = 10.0
    # At least 1: doi.org and http-to-https answer every first request with a redirect. Browsers stop at 20.
    link_max_redirects: int = Field(default=10, ge=1, le=20)
    link_peek_bytes: BodyBytes = 8192  # a GET reads at most this much of a body (a PDF's signature, a page's title)
    # Consecutive failing runs before a link is reported dead (404/410 are at once); 0 would report every link dead.
    link_dead_after: int = Field(default=2, ge=1)
    allow_private_links: bool = False

    # --- enrich fix: edits written back into the lists
    # How a dead link is marked: {link} is the link as the list writes it, {date} the day a run reported it dead.
    # Strike-through keeps the link readable (its address can still be looked up in a web archive) while no reader
    # follows it by mistake; a machine never deletes what a person wrote.
    fix_dead_marker: str = "~~{link}~~ (dead {date})"
    # Identifiers, years and venues are written only for papers resolved at least this confidently. None means the
    # resolver's REUSE_CONFIDENCE: the level at which enrich trusts its own result enough not to search again.
    fix_min_confidence: float | None = Field(default=None, ge=0.0, le=1.0)

    # --- exit code 3: a source failing more than this share of its requests means the world had a bad night
    source_down_share: Fraction = 0.5

    @field_validator("sources")
    @classmethod
    def _known_sources(cls, sources: list[str]) -> list[str]:
        unknown = [name for name in sources if name not in SOURCES]
        if unknown:
            raise ValueError(f"unknown sources {unknown}; known: {', '.join(SOURCES)}")
        missing = sorted(REQUIRED_SOURCES - set(sources))
        if missing:
            raise ValueError(
                f"{', '.join(missing)} cannot be switched off: it is the record of where a paper "
                "appeared, which the matcher relies on"
            )
        return list(dict.fromkeys(sources))

    def uses(self, source: str) -> bool:
        """Whether the configuration switches this source on."""
        return source in self.sources

    @field_validator("fix_dead_marker")
    @classmethod
    def _marker_keeps_the_link(cls, marker: str) -> str:
        """The marker must keep the link and add something, or a marked link could not be told from an unmarked one."""
        if "{link}" not in marker or marker.strip() == "{link}":
            raise ValueError("must contain {link} and some text around it")
        return marker

    @property
    def user_agent(self) -> str:
        contact = f" (mailto:{self.contact_email})" if self.contact_email else ""
        return f"enrich/{__version__}{contact}"

    @property
    def stages_dir(self) -> Path:
        return self.output_dir / "stages"


# Environment variables and the setting each overrides. Names are part of the public interface (README).
ENVIRONMENT: dict[str, str] = {
    "ENRICH_DBLP_URL": "dblp_url",
    "ENRICH_S2_URL": "s2_url",
    "ENRICH_ARXIV_URL": "arxiv_url",
    "ENRICH_OPENALEX_URL": "openalex_url",
    "ENRICH_CROSSREF_URL": "crossref_url",
    "ENRICH_GITHUB_API_URL": "github_api_url",
    "ENRICH_DBLP_DUMP_URL": "dblp_dump_url",
    "ENRICH_ARXIV_OAI_URL": "arxiv_oai_url",
    "ENRICH_MAILTO": "contact_email",
    "S2_API_KEY": "s2_api_key",
    "OPENALEX_API_KEY": "openalex_api_key",
    "GITHUB_TOKEN": "github_token",
    "ENRICH_CACHE_DIR": "cache_dir",
    "ENRICH_OUTPUT_DIR": "output_dir",
    "ENRICH_TIME_SCALE": "time_scale",
    "ENRICH_OFFLINE": "offline",
}

DEFAULT_CONFIG_FILE = Path("enrich.toml")


def load_settings(
    config_file: Path | None = None,
    environ: Mapping[str, str] | None = None,
    overrides: Mapping[str, Any] | None = None,
) -> Settings:
    """Defaults < config file < environment < explicit overrides (command-line flags).

    The file is optional unless named: ``enrich.toml`` in the working directory is read when present.
    """
    environ = os.environ if environ is None else environ
    values: dict[str, Any] = {}
    origins: dict[str, str] = {}  # setting -> where its value came from, for the error message
    path = config_file or (DEFAULT_CONFIG_FILE if DEFAULT_CONFIG_FILE.is_file() else None)
    if path is not None:
        from_file = _read_toml(Path(path))
        values.update(from_file)
        origins.update(dict.fromkeys(from_file, f"in {path}"))
    for variable, key in ENVIRONMENT.items():
        if environ.get(variable):
            values[key] = environ[variable]
            origins[key] = f"from {variable}"
    flags = {k: v for k, v in (overrides or {}).items() if v is not None}
    values.update(flags)
    origins.update(dict.fromkeys(flags, "from the command line"))
    try:
        return Settings(**values)
    except ValidationError as error:
        problems = "; ".join(_problem(problem, origins) for problem in error.errors())
        raise ConfigError(f"invalid settings: {problems}") from None


def _problem(error: Mapping[str, Any], origins: Mapping[str, str]) -> str:
    """One problem as a phrase: for a number, its value, where it came from and the allowed range."""
    name = ".".join(map(str, error["loc"]))
    allowed = allowed_range(name)
    if allowed is None:
        return f"{name}: {error['msg']}"
    origin = f" ({origins[name]})" if name in origins else ""
    return f"{name} = {error['input']!r}{origin}: must be {allowed}"


def allowed_range(name: str) -> str | None:
    """The allowed values of a numeric setting in words ("a whole number from 1 to 256"); None for the others."""
    field = Settings.model_fields.get(name)
    if field is None:
        return None
    types = get_args(field.annotation) or (field.annotation,)
    if int in types:
        kind = "a whole number"
    elif float in types:
        kind = "a finite number"
    else:
        return None
    low = high = None
    for bound in field.metadata:
        if isinstance(bound, annotated_types.Ge):
            low = f"at least {_plain_number(bound.ge)}"
        elif isinstance(bound, annotated_types.Gt):
            low = f"above {_plain_number(bound.gt)}"
        elif isinstance(bound, annotated_types.Le):
            high = f"at most {_plain_number(bound.le)}"
    return ", ".join(part for part in (kind, low, high) if part)


def _plain_number(value: Any) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except FileNotFoundError:
        raise ConfigError(f"config file not found: {path}") from None
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"config file {path} is not valid TOML: {error}") from None
    # Accept both a flat file and one with an [enrich] table.
    return dict(data.get("enrich", data))
