"""The candidate query: for many entries at once, the mirror records that could be each of them.

Blocking, not scoring: the query only narrows millions of records to a few per entry, and the existing matching
rules (enrich.resolve) judge them, exactly as they judge the records an API search returns. It is one SQL statement
per store, run by DuckDB over the whole batch (a hash join per step, no per-entry round trips), so 100,000 entries
cost one scan of the token index rather than 100,000 searches:

1. an entry's title is cut into the words of its title_key (the matcher's own normal form);
2. each word's record count comes from ``postings``; the entry's three rarest words that are in the store at all
   and in at most MAX_POSTINGS records (enrich.mirror.store) are its blocking words (rare words single a paper
   out; "learning" is in every tenth title and would bring back a million candidates);
3. records sharing two of the blocking words (all of them, for an entry with fewer) are candidates, ranked
   by how many blocking words they share, then by the distance of their year from the entry's (the ranking only
   reads ``year``; the other columns are read for the records kept);
4. records whose title_key equals the entry's are always candidates (a short title made only of common words,
   "Deep Learning", has no rare word but must still be found, in every year it was used);
5. the first PER_ENTRY of each entry are returned.

Nothing is downloaded at query time: the index is built with the store (enrich.mirror.store).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

import duckdb

from enrich.ids import arxiv_abs_url, arxiv_pdf_url, is_corr_key, strip_homonym_number
from enrich.mirror.records import split_authors
from enrich.mirror.store import MAX_POSTINGS, MIRROR_SOURCES, MirrorMeta, read_meta, sql_string, store_path
from enrich.models import Author, SourceRecord
from enrich.titles import title_key

# Blocking: an entry's three rarest words (that some record has and that are in at most MAX_POSTINGS records), and
# a record must share two of them (both, or the one, for an entry with fewer). Three of a title's eight or so words
# leave room for a reworded or inflected word ("Pushing" for "Push") while two shared rare words still single out a
# handful of records; one shared rare word alone brings namesakes by the thousand. The SQL below computes "two of
# three" as the union of the pairwise intersections of the three words' record lists, inside DuckDB's list
# functions, so only those few records are ever unnested.
# Candidates kept per entry and store: enough for a paper's versions (conference, journal, CoRR), its namesakes of
# other years and a series' parts, few enough for the matcher to score cheaply.
PER_ENTRY = 20

# Entries per query: at 5,000,000 records a query of 100,000 entries at once held 6 GB; batches of 10,000 under
# QUERY_MEMORY_LIMIT (DuckDB's own cap, which also bounds how much of the store file it keeps cached) hold far less.
ENTRIES_PER_QUERY = 10_000
QUERY_MEMORY_LIMIT = "1GB"

# dblp's publication types as its search API names them, from the dump's element and publtype.
_DBLP_TYPES = {
    "article": "Journal Articles",
    "inproceedings": "Conference and Workshop Papers",
    "proceedings": "Editorship",
    "incollection": "Parts in Books or Collections",
    "book": "Books and Theses",
    "phdthesis": "Books and Theses",
    "mastersthesis": "Books and Theses",
}
_INFORMAL_TYPE = "Informal and Other Publications"
_CANDIDATE_COLUMNS = (
    "source",
    "key",
    "type",
    "publtype",
    "title",
    "year",
    "venue",
    "authors",
    "doi",
    "arxiv_id",
    "arxiv_version",
    "pages",
    "journal_ref",
    "abstract",
    "publication_date",
)

CANDIDATE_SQL = """
WITH entry_words AS (
    SELECT DISTINCT eid, unnest(string_split(title_key, ' ')) AS token FROM entries
),
chosen AS (
    SELECT eid, token, rarity FROM (
        SELECT w.eid, w.token, row_number() OVER (PARTITION BY w.eid ORDER BY p.df, w.token) AS rarity
        FROM entry_words w JOIN {store}.postings p USING (token)
        WHERE p.df <= $max_postings)
    WHERE rarity <= 3
),
blocking AS (
    -- the record lists are fetched for the chosen words only: a list is up to MAX_POSTINGS numbers
    SELECT c.eid, list(p.rids ORDER BY c.rarity) AS lists, count(*) AS words
    FROM chosen c JOIN {store}.postings p USING (token)
    GROUP BY c.eid
),
in_two_of_three AS (
    SELECT eid, unnest(CASE WHEN words = 1 THEN lists[1]
                            ELSE list_concat(list_intersect(lists[1], lists[2]),
                                             coalesce(list_intersect(lists[1], lists[3]), []::BIGINT[]),
                                             coalesce(list_intersect(lists[2], lists[3]), []::BIGINT[])) END) AS rid
    FROM blocking
),
shared_rare AS (
    -- a record in all three pairwise intersections shares all three words; in one of them, two
    SELECT eid, rid, CASE WHEN count(*) >= 3 THEN 3 ELSE 2 END AS rare_shared
    FROM in_two_of_three GROUP BY eid, rid
),
same_title AS (
    SELECT e.eid, r.rid, 4 AS rare_shared
    FROM entries e JOIN {store}.records r ON r.title_key = e.title_key
),
pooled AS (
    SELECT eid, rid, max(rare_shared) AS rare_shared
    FROM (SELECT * FROM shared_rare UNION ALL SELECT * FROM same_title)
    GROUP BY eid, rid
),
ranked AS (
    SELECT p.eid, p.rid, row_number() OVER (
        PARTITION BY p.eid
        ORDER BY p.rare_shared DESC, abs(coalesce(r.year - e.year, 0)), p.rid) AS place
    FROM pooled p JOIN {store}.records r USING (rid) JOIN entries e USING (eid)
    QUALIFY place <= $per_entry
)
SELECT k.eid, {columns}
FROM ranked k JOIN {store}.records r USING (rid)
ORDER BY k.eid, k.place
"""

# The preprints of one person around a paper's year: records with an arXiv id (arXiv's own, dblp's CoRR copies)
# whose first author is the paper's, from PREPRINT_YEARS_BEFORE years before the paper's year to the year after (a
# preprint comes first, mostly; arXiv dates a record by its first version). A paper's preprint may carry another
# title ("Synergy: ..." for "Looking Beyond GPUs ..."), which no title blocking finds; its arXiv id then reaches S2's
# record of the paper, whose title the matcher judges. dblp's homonym numbers are dropped and names compared in
# lower case, so "Wei Wu 0001" in dblp is "wei wu" in both stores.
PREPRINT_YEARS_BEFORE = 3
PREPRINTS_PER_AUTHOR = 10
PREPRINT_SQL = """
SELECT q.qid, {columns}
FROM people q JOIN {store}.records r
  ON lower(regexp_replace(split_part(r.authors, chr(9), 1), ' [0-9]{{4}}$', '')) = q.author
WHERE r.arxiv_id IS NOT NULL
  AND (q.year IS NULL OR r.year BETWEEN q.year - $years_before AND q.year + 1)
QUALIFY row_number() OVER (PARTITION BY q.qid ORDER BY abs(coalesce(r.year - q.year, 0)), r.rid) <= $per_author
ORDER BY q.qid, abs(coalesce(r.year - q.year, 0)), r.rid
"""


@dataclass(frozen=True)
class MirrorAnswer:
    """Per entry (in the order given), the candidate records of every store; ``origins`` names each store's
    release for provenance: {"dblp": "dblp mirror, release 2026-11-30"}."""

    records: list[list[SourceRecord]]
    origins: dict[str, str] = field(default_factory=dict)


class Mirror:
    """The live stores of a mirror folder, opened read-only for one run.

    Each store is attached as it is when the run starts; an update that swaps in a new file meanwhile does not
    disturb the run, which keeps reading the file it opened.
    """

    def __init__(self, folder: Path) -> None:
        self._con = duckdb.connect(config={"memory_limit": QUERY_MEMORY_LIMIT})
        self._con.execute("SET enable_progress_bar = false")
        self.meta: dict[str, MirrorMeta] = {}
        for source in MIRROR_SOURCES:
            path = store_path(folder, source)
            if path.exists():
                self._con.execute(f"ATTACH {sql_string(str(path))} AS {source}_store (READ_ONLY)")
                self.meta[source] = read_meta(self._con, f"{source}_store")

    def __enter__(self) -> Mirror:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        self._con.close()

    def candidates(self, entries: Sequence[tuple[str, int | None]], *, per_entry: int = PER_ENTRY) -> MirrorAnswer:
        """For each (title, year), the records of every store that could be it (see the module's steps).

        Entries are sent ENTRIES_PER_QUERY at a time: the query's memory grows with the batch (each entry brings
        its words' record lists), while its time per entry hardly depends on the batch size past a few thousand.
        """
        found: list[list[SourceRecord]] = [[] for _ in entries]
        if not self.meta:
            return MirrorAnswer(found, self.origins())
        for start in range(0, len(entries), ENTRIES_PER_QUERY):
            batch = entries[start : start + ENTRIES_PER_QUERY]
            for offset, records in enumerate(self._batch(batch, per_entry)):
                found[start + offset] = records
        return MirrorAnswer(found, self.origins())

    def _batch(self, entries: Sequence[tuple[str, int | None]], per_entry: int) -> list[list[SourceRecord]]:
        found: list[list[SourceRecord]] = [[] for _ in entries]
        keys = [title_key(title) for title, _ in entries]
        self._con.execute(
            "CREATE OR REPLACE TEMP TABLE entries AS "
            "SELECT unnest($eids) AS eid, unnest($keys) AS title_key, unnest($years) AS year",
            {"eids": list(range(len(entries))), "keys": keys, "years": [year for _, year in entries]},
        )
        for eid, record in self._records(CANDIDATE_SQL, {"max_postings": MAX_POSTINGS, "per_entry": per_entry}):
            found[eid].append(record)
        self._con.execute("DROP TABLE entries")
        return found

    def preprints_by(self, people: Sequence[tuple[str, int | None]]) -> list[list[SourceRecord]]:
        """For each (first author, year), the records with an arXiv id whose first author is that person, near
        that year (PREPRINT_SQL), from every store: candidates for a paper's preprint under another title. Asked
        ENTRIES_PER_QUERY people at a time, like the candidate query."""
        found: list[list[SourceRecord]] = [[] for _ in people]
        for start in range(0, len(people) if self.meta else 0, ENTRIES_PER_QUERY):
            batch = people[start : start + ENTRIES_PER_QUERY]
            self._con.execute(
                "CREATE OR REPLACE TEMP TABLE people AS "
                "SELECT unnest($qids) AS qid, unnest($authors) AS author, unnest($years) AS year",
                {
                    "qids": list(range(len(batch))),
                    "authors": [strip_homonym_number(name).lower() for name, _ in batch],
                    "years": [year for _, year in batch],
                },
            )
            params = {"years_before": PREPRINT_YEARS_BEFORE, "per_author": PREPRINTS_PER_AUTHOR}
            for qid, record in self._records(PREPRINT_SQL, params):
                found[start + qid].append(record)
            self._con.execute("DROP TABLE people")
        return found

    def _records(self, sql: str, params: dict[str, int]) -> Iterator[tuple[int, SourceRecord]]:
        """(row number in the query's input table, record) for every row ``sql`` returns from each store."""
        columns = ", ".join(f"r.{c}" for c in _CANDIDATE_COLUMNS)
        for source, meta in self.meta.items():
            retrieved = date.fromisoformat(meta.release)
            rows = self._con.execute(sql.format(store=f"{source}_store", columns=columns), params).fetchall()
            for number, *values in rows:
                yield (
                    number,
                    source_record(dict(zip(_CANDIDATE_COLUMNS, values, strict=False)), retrieved, meta.provenance),
                )

    def origins(self) -> dict[str, str]:
        return {source: meta.provenance for source, meta in self.meta.items()}


def source_record(row: dict, retrieved: date, origin: str | None = None) -> SourceRecord:
    """A stored row as the SourceRecord its source's API client would return for the same record; ``retrieved``
    is the store's release day, so a field read from the mirror is dated by the data, not by the run; ``origin``
    names the mirror and its release ("dblp mirror, release 2026-11-30") in the record and the paper's origins."""
    # dblp tells namesakes apart as "Wei Wu 0001"; the number is part of dblp's person id, not of the name.
    authors = [Author(name=strip_homonym_number(name)) for name, _ in split_authors(row["authors"], None)]
    if row["source"] == "arxiv":
        return SourceRecord(
            source="arxiv",
            title=row["title"],
            authors=authors,
            year=row["year"],
            doi=row["doi"],
            arxiv_id=row["arxiv_id"],
            arxiv_version=row["arxiv_version"],
            abstract=row["abstract"],
            open_access_pdf=arxiv_pdf_url(row["arxiv_id"]),
            publication_date=row["publication_date"],
            journal_ref=row["journal_ref"],
            url=arxiv_abs_url(row["arxiv_id"]),
            retrieved=retrieved,
            origin=origin,
        )
    informal = row["publtype"] == "informal" or is_corr_key(row["key"])
    return SourceRecord(
        source="dblp",
        title=row["title"],
        authors=authors,
        year=row["year"],
        venue=row["venue"],
        doi=row["doi"],
        arxiv_id=row["arxiv_id"],
        arxiv_version=row["arxiv_version"],
        dblp_key=row["key"],
        dblp_type=_INFORMAL_TYPE if informal else _DBLP_TYPES.get(row["type"]),
        url=f"https://dblp.org/rec/{row['key']}",
        pages=row["pages"],
        retrieved=retrieved,
        origin=origin,
    )
