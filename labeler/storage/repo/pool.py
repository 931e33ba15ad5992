"""Adding a whole pool at once: hundreds of thousands of pairs set-wise, never one Python object each.

The pairs and their run links go in bulk (executemany on SQLite, COPY on PostgreSQL) into
temporary tables; a few INSERT ... SELECT and UPDATE ... FROM statements then merge them into
pair and pair_run exactly as PairMethods.add_pairs merges Pair objects
(tests/unit/storage/repo/test_pool_bulk.py compares the two).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from sqlalchemy import Connection, select, text

from labeler.domain import NotFoundError
from labeler.domain.pool.pool_rows import PoolRows
from labeler.storage.bulk import insert_rows
from labeler.storage.counts.kept import MISSING_TEXT, PAIRS, Deltas, lock_counts
from labeler.storage.repo.base import RepositoryBase, describe_missing, stored_value, utcnow
from labeler.storage.schema import pair_t, run_t

# Negative cache_size is KiB: 256 MiB while merging a big pool.
BULK_CACHE_KIB = -256 * 1024

# Staging tables of one merge, created and dropped in its transaction (not part of the schema): the
# distinct pairs, numbered (seq) in the order new ones are created, and the runs that brought them.
_PAIRS_IN, _LINKS_IN = "labeler_pairs_in", "labeler_links_in"
_STAGING_COLUMNS = {_PAIRS_IN: ("seq", "query_id", "chunk_id", "best_rank"), _LINKS_IN: ("seq", "run_id", "rank")}
_STAGING_DDL = {
    _PAIRS_IN: "CREATE TEMPORARY TABLE labeler_pairs_in (seq INTEGER NOT NULL, query_id VARCHAR NOT NULL, "
               "chunk_id VARCHAR NOT NULL, best_rank INTEGER, PRIMARY KEY (seq))",
    _LINKS_IN: "CREATE TEMPORARY TABLE labeler_links_in (seq INTEGER NOT NULL, run_id INTEGER NOT NULL, rank INTEGER)",
}

_NEW_PAIRS = """
INSERT INTO pair (query_id, chunk_id, origin, best_rank, created_at)
SELECT i.query_id, i.chunk_id, :origin, i.best_rank, :now FROM labeler_pairs_in AS i
WHERE NOT EXISTS (SELECT 1 FROM pair AS p WHERE p.query_id = i.query_id AND p.chunk_id = i.chunk_id)
ORDER BY i.seq
"""

_BETTER_PAIRS = """
UPDATE pair SET best_rank = i.best_rank FROM labeler_pairs_in AS i
WHERE pair.query_id = i.query_id AND pair.chunk_id = i.chunk_id
AND i.best_rank IS NOT NULL AND (pair.best_rank IS NULL OR i.best_rank < pair.best_rank)
"""

# Each link with its pair's id, from the links table; or, when one run brought every pair at
# its best rank (a single run pooled), straight from the pairs: no second table of as many rows.
_LINKS = """
SELECT p.id AS pair_id, l.run_id AS run_id, l.rank AS rank
FROM labeler_links_in AS l JOIN labeler_pairs_in AS i ON i.seq = l.seq
JOIN pair AS p ON p.query_id = i.query_id AND p.chunk_id = i.chunk_id
"""
_SOLE_RUN_LINKS = """
SELECT p.id AS pair_id, {run_id} AS run_id, i.best_rank AS rank
FROM labeler_pairs_in AS i JOIN pair AS p ON p.query_id = i.query_id AND p.chunk_id = i.chunk_id
"""

_NEW_LINKS = """
INSERT INTO pair_run (pair_id, run_id, rank)
SELECT l.pair_id, l.run_id, l.rank FROM ({links}) AS l
WHERE NOT EXISTS (SELECT 1 FROM pair_run AS r WHERE r.pair_id = l.pair_id AND r.run_id = l.run_id)
"""

_BETTER_LINKS = """
UPDATE pair_run SET rank = l.rank FROM ({links}) AS l
WHERE pair_run.pair_id = l.pair_id AND pair_run.run_id = l.run_id
AND l.rank IS NOT NULL AND (pair_run.rank IS NULL OR l.rank < pair_run.rank)
"""

_MISSING_TEXT = """
SELECT count(*) FROM labeler_pairs_in AS i WHERE NOT EXISTS (SELECT 1 FROM chunk AS c WHERE c.id = i.chunk_id)
"""

# Before the new pairs go in, for the kept counts: how many are new and lack chunk text, and the
# first query (by import order) that gains an unjudged pair (every annotator's queue start moves back).
_NEW_PAIR_FACTS = """
SELECT count(*) - count(c.id), min(q.ordinal) FROM labeler_pairs_in AS i
JOIN query AS q ON q.id = i.query_id LEFT JOIN chunk AS c ON c.id = i.chunk_id
WHERE NOT EXISTS (SELECT 1 FROM pair AS p WHERE p.query_id = i.query_id AND p.chunk_id = i.chunk_id)
"""


@dataclass(frozen=True)
class PoolCounts:
    """What add_pool did: pairs new to the pool, pairs already there, pairs whose chunk has no text."""

    new_pairs: int
    existing_pairs: int
    missing_chunk_text: int


class PoolMethods(RepositoryBase):
    """Bulk pooling."""

    def add_pool(self, rows: PoolRows, *, origin: str, placeholder_queries: Sequence[str] = ()) -> PoolCounts:
        """Merge rows (each (pair, run) at most once among the links) into the pool in one
        transaction, by add_pairs' rules: an existing pair keeps its origin and takes a better
        (lower) best rank, each run keeps its best rank for the pair. Ids in placeholder_queries
        the database lacks become placeholder queries; other unknown queries, and unknown runs,
        raise NotFoundError and nothing is written."""
        n_pairs = len(rows.query_ids)
        if not n_pairs:
            return PoolCounts(0, 0, 0)
        with self._engine.begin() as conn, _big_cache(conn):
            lock_counts(conn)  # the kept counts change with the pool: writers take turns (storage.counts.kept)
            self._add_placeholder_queries(conn, placeholder_queries)
            self._check_queries_exist(conn, set(rows.query_ids))
            run_ids = _run_ids(conn, rows.runs)
            sole_run = _is_sole_run(rows)
            temporary = [_PAIRS_IN] if sole_run else [_PAIRS_IN, _LINKS_IN]
            for table in temporary:
                conn.exec_driver_sql(_STAGING_DDL[table])
            insert_rows(conn, _PAIRS_IN, _STAGING_COLUMNS[_PAIRS_IN],
                        zip(range(n_pairs), rows.query_ids, rows.chunk_ids, rows.best_ranks))
            if not sole_run:
                links = zip(rows.link_pairs, [run_ids[code] for code in rows.link_runs], rows.link_ranks)
                insert_rows(conn, _LINKS_IN, _STAGING_COLUMNS[_LINKS_IN], links)
            if conn.dialect.name == "postgresql":  # a temporary table has no statistics until analyzed
                conn.exec_driver_sql(f"ANALYZE {', '.join(temporary)}")
            now = stored_value(conn, pair_t.c.created_at, utcnow())
            new_missing_text, first_ordinal = conn.execute(text(_NEW_PAIR_FACTS)).one()
            new_pairs = conn.execute(text(_NEW_PAIRS), {"origin": origin, "now": now}).rowcount
            deltas = Deltas()
            deltas.by_name[PAIRS] += new_pairs
            deltas.by_name[MISSING_TEXT] += int(new_missing_text or 0)
            deltas.lower_frontier(None, first_ordinal)
            deltas.apply(conn)
            existing = n_pairs - new_pairs
            if existing:  # a fresh pool has no older pairs or links to improve
                conn.execute(text(_BETTER_PAIRS))
            links_sql = _SOLE_RUN_LINKS.format(run_id=int(run_ids[0])) if sole_run else _LINKS
            conn.execute(text(_NEW_LINKS.format(links=links_sql)))
            if existing:
                conn.execute(text(_BETTER_LINKS.format(links=links_sql)))
            missing_text = int(conn.execute(text(_MISSING_TEXT)).scalar_one())
            # dropped before commit; on an error the rollback takes them (DDL is transactional on both backends)
            for table in reversed(temporary):
                conn.exec_driver_sql(f"DROP TABLE {table}")
        return PoolCounts(new_pairs, existing, missing_text)


@contextmanager
def _big_cache(conn: Connection) -> Iterator[None]:
    """SQLite: a big page cache while merging, restored afterwards (the connection is pooled).

    With the default 2 MiB, inserting 700 k pairs spills pages of pair's chunk_id index (filled
    in random order) to the WAL again and again.
    """
    if conn.dialect.name != "sqlite":
        yield
        return
    previous = conn.exec_driver_sql("PRAGMA cache_size").scalar_one()
    conn.exec_driver_sql(f"PRAGMA cache_size={BULK_CACHE_KIB}")
    try:
        yield
    finally:
        conn.exec_driver_sql(f"PRAGMA cache_size={int(previous)}")


def _is_sole_run(rows: PoolRows) -> bool:
    """One run links every pair, in pair order, at the pair's best rank (pooling a single run)."""
    n_pairs = len(rows.query_ids)
    return (
        len(rows.runs) == 1
        and len(rows.link_pairs) == n_pairs
        and list(rows.link_pairs) == list(range(n_pairs))
        and list(rows.link_ranks) == list(rows.best_ranks)
    )


def _run_ids(conn: Connection, names: Sequence[str]) -> list[int]:
    """The run ids of names, in that order; NotFoundError naming the unknown ones."""
    found = dict(conn.execute(select(run_t.c.name, run_t.c.id).where(run_t.c.name.in_(list(names)))).all())
    missing = set(names) - found.keys()
    if missing:
        raise NotFoundError(describe_missing("runs", missing))
    return [found[name] for name in names]
