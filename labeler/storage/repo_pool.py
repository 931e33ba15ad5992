"""Adding a whole pool at once: hundreds of thousands of pairs set-wise, never one Python object each.

The rows go in bulk (executemany on SQLite, COPY on PostgreSQL) into a temporary table; a few
INSERT ... SELECT and UPDATE ... FROM statements then merge them into pair and pair_run exactly
as PairMethods.add_pairs merges Pair objects (tests/unit/test_pool_bulk.py compares the two).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Column, Connection, Integer, MetaData, String, Table, select, text

from labeler.domain import NotFoundError
from labeler.storage.bulk import insert_rows
from labeler.storage.repo_base import RepositoryBase, describe_missing, stored_value, utcnow
from labeler.storage.tables import pair_t, run_t

# One row per (pair, run); `seq` numbers the pairs in the order new ones are created.
_POOL_IN = Table(
    "labeler_pool_in",
    MetaData(),
    Column("seq", Integer, nullable=False),
    Column("query_id", String, nullable=False),
    Column("chunk_id", String, nullable=False),
    Column("run_id", Integer, nullable=False),
    Column("rank", Integer),
    prefixes=["TEMPORARY"],
)

# Each pair once, with its best rank over the incoming rows (MIN ignores NULL, as _min_rank does).
_PAIRS_IN = "SELECT seq, query_id, chunk_id, MIN(rank) AS best FROM labeler_pool_in GROUP BY seq, query_id, chunk_id"

_NEW_PAIRS = f"""
INSERT INTO pair (query_id, chunk_id, origin, best_rank, created_at)
SELECT i.query_id, i.chunk_id, :origin, i.best, :now FROM ({_PAIRS_IN}) AS i
WHERE NOT EXISTS (SELECT 1 FROM pair AS p WHERE p.query_id = i.query_id AND p.chunk_id = i.chunk_id)
ORDER BY i.seq
"""

_BETTER_PAIRS = f"""
UPDATE pair SET best_rank = i.best FROM ({_PAIRS_IN}) AS i
WHERE pair.query_id = i.query_id AND pair.chunk_id = i.chunk_id
AND i.best IS NOT NULL AND (pair.best_rank IS NULL OR i.best < pair.best_rank)
"""

_LINKS_IN = """
SELECT p.id AS pair_id, i.run_id AS run_id, MIN(i.rank) AS best
FROM labeler_pool_in AS i JOIN pair AS p ON p.query_id = i.query_id AND p.chunk_id = i.chunk_id
GROUP BY p.id, i.run_id
"""

_NEW_LINKS = f"""
INSERT INTO pair_run (pair_id, run_id, rank)
SELECT l.pair_id, l.run_id, l.best FROM ({_LINKS_IN}) AS l
WHERE NOT EXISTS (SELECT 1 FROM pair_run AS r WHERE r.pair_id = l.pair_id AND r.run_id = l.run_id)
"""

_BETTER_LINKS = f"""
UPDATE pair_run SET rank = l.best FROM ({_LINKS_IN}) AS l
WHERE pair_run.pair_id = l.pair_id AND pair_run.run_id = l.run_id
AND l.best IS NOT NULL AND (pair_run.rank IS NULL OR l.best < pair_run.rank)
"""

_MISSING_TEXT = """
SELECT count(*) FROM (SELECT DISTINCT seq, chunk_id FROM labeler_pool_in) AS i
WHERE NOT EXISTS (SELECT 1 FROM chunk AS c WHERE c.id = i.chunk_id)
"""


@dataclass(frozen=True)
class PoolRows:
    """Pairs to pool as columns, one row per (pair, run that brought it): the pair's position
    among the distinct pairs (new pairs are created in that order), its ids, the index of the
    run in `runs`, and the rank to remember for that run (a pair's best rank is the least)."""

    seq: Sequence[int]
    query_ids: Sequence[str]
    chunk_ids: Sequence[str]
    run_codes: Sequence[int]
    ranks: Sequence[int | None]
    runs: Sequence[str]
    n_pairs: int


@dataclass(frozen=True)
class PoolCounts:
    """What add_pool did: pairs new to the pool, pairs already there, pairs whose chunk has no text."""

    new_pairs: int
    existing_pairs: int
    missing_chunk_text: int


class PoolMethods(RepositoryBase):
    """Bulk pooling."""

    def add_pool(self, rows: PoolRows, *, origin: str, placeholder_queries: Sequence[str] = ()) -> PoolCounts:
        """Merge rows into the pool in one transaction, with add_pairs' rules: an existing pair
        keeps its origin and takes a better (lower) best rank, each run keeps its best rank for
        the pair. Ids in placeholder_queries the database lacks become placeholder queries;
        other unknown queries, and unknown runs, raise NotFoundError and nothing is written."""
        if not rows.n_pairs:
            return PoolCounts(0, 0, 0)
        with self._engine.begin() as conn:
            self._add_placeholder_queries(conn, placeholder_queries)
            self._check_queries_exist(conn, set(rows.query_ids))
            run_ids = _run_ids(conn, rows.runs)
            _POOL_IN.create(conn)
            try:
                insert_rows(conn, _POOL_IN, [c.name for c in _POOL_IN.c], _pool_in_rows(rows, run_ids))
                now = stored_value(conn, pair_t.c.created_at, utcnow())
                new_pairs = conn.execute(text(_NEW_PAIRS), {"origin": origin, "now": now}).rowcount
                existing = rows.n_pairs - new_pairs
                if existing:  # a fresh pool has no older pairs or links to improve
                    conn.execute(text(_BETTER_PAIRS))
                conn.execute(text(_NEW_LINKS))
                if existing:
                    conn.execute(text(_BETTER_LINKS))
                missing_text = int(conn.execute(text(_MISSING_TEXT)).scalar_one())
            finally:
                _POOL_IN.drop(conn)
        return PoolCounts(new_pairs, existing, missing_text)


def _run_ids(conn: Connection, names: Sequence[str]) -> list[int]:
    """The run ids of names, in that order; NotFoundError naming the unknown ones."""
    found = dict(conn.execute(select(run_t.c.name, run_t.c.id).where(run_t.c.name.in_(list(names)))).all())
    missing = set(names) - found.keys()
    if missing:
        raise NotFoundError(describe_missing("runs", missing))
    return [found[name] for name in names]


def _pool_in_rows(rows: PoolRows, run_ids: list[int]) -> Any:
    """The temporary table's tuples, streamed (insert_rows batches them)."""
    run_id_of = [run_ids[code] for code in rows.run_codes]
    return zip(rows.seq, rows.query_ids, rows.chunk_ids, run_id_of, rows.ranks)
