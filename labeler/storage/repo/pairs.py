"""Repository methods for the judging pool: pairs and the runs that brought them."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import Connection, bindparam, func, insert, select, update

from labeler.domain import NotFoundError, Pair
from labeler.storage.counts.kept import Deltas, lock_counts
from labeler.storage.queue.order import queue_order
from labeler.storage.repo.base import RepositoryBase, batched, describe_missing, utcnow
from labeler.storage.schema import chunk_t, pair_run_t, pair_t, query_t, run_t


def _min_rank(a: int | None, b: int | None) -> int | None:
    if a is None:
        return b
    if b is None:
        return a
    return min(a, b)


class PairMethods(RepositoryBase):
    """Pairs in the pool."""

    def add_pairs(self, pairs: Iterable[Pair], *, placeholder_queries: Iterable[str] = ()) -> tuple[int, int]:
        """Add pairs to the pool in one transaction; returns (new pairs, pairs already in the pool
        that were merged).

        Duplicates (same query_id, chunk_id) merge: best_rank is the minimum, runs are united
        and each run keeps its best rank for the pair (Pair.best_rank of the rows naming it).
        An existing pair keeps its origin. Each id in placeholder_queries the database lacks
        becomes a placeholder query (text "", metadata {"placeholder": True}) in the same
        transaction; other unknown queries, and unknown runs, raise NotFoundError and nothing is written.
        """
        merged: dict[tuple[str, str], list[Any]] = {}
        for pair in pairs:
            key = (pair.query_id, pair.chunk_id)
            entry = merged.get(key)
            if entry is None:
                entry = merged[key] = [pair.origin, pair.best_rank, {}]
            else:
                entry[1] = _min_rank(entry[1], pair.best_rank)
            for run in pair.runs:
                entry[2][run] = _min_rank(entry[2].get(run), pair.best_rank)
        if not merged:
            return 0, 0
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            lock_counts(conn)
            deltas = Deltas()
            self._add_placeholder_queries(conn, placeholder_queries)
            run_names = {run for entry in merged.values() for run in entry[2]}
            run_ids: dict[str, int] = dict(
                conn.execute(select(run_t.c.name, run_t.c.id).where(run_t.c.name.in_(run_names))).all()
            ) if run_names else {}
            if run_names - run_ids.keys():
                raise NotFoundError(describe_missing("runs", run_names - run_ids.keys()))
            query_ids = {q for q, _ in merged}
            self._check_queries_exist(conn, query_ids)
            existing = self._pairs_with_rank(conn, query_ids)
            now = utcnow()
            new_rows = [
                {"query_id": q, "chunk_id": c, "origin": e[0], "best_rank": e[1], "created_at": now}
                for (q, c), e in merged.items()
                if (q, c) not in existing
            ]
            if new_rows:
                conn.execute(insert(pair_t), new_rows)
                deltas.pairs_added(conn, [(row["query_id"], row["chunk_id"]) for row in new_rows])
            better = [
                {"b_id": existing[key][0], "b_rank": entry[1]}
                for key, entry in merged.items()
                if key in existing and entry[1] is not None and _min_rank(existing[key][1], entry[1]) != existing[key][1]
            ]
            if better:
                conn.execute(
                    update(pair_t).where(pair_t.c.id == bindparam("b_id")).values(best_rank=bindparam("b_rank")),
                    better,
                )
            ids = {key: value[0] for key, value in self._pairs_with_rank(conn, query_ids).items()}
            self._merge_pair_runs(conn, merged, ids, run_ids)
            deltas.apply(conn)
        return len(new_rows), len(merged) - len(new_rows)

    @staticmethod
    def _pairs_with_rank(conn: Connection, query_ids: set[str]) -> dict[tuple[str, str], tuple[int, int | None]]:
        found: dict[tuple[str, str], tuple[int, int | None]] = {}
        for batch in batched(query_ids):
            rows = conn.execute(
                select(pair_t.c.query_id, pair_t.c.chunk_id, pair_t.c.id, pair_t.c.best_rank).where(
                    pair_t.c.query_id.in_(batch)
                )
            )
            found.update({(q, c): (id_, rank) for q, c, id_, rank in rows})
        return found

    @staticmethod
    def _merge_pair_runs(
        conn: Connection,
        merged: dict[tuple[str, str], list[Any]],
        ids: dict[tuple[str, str], int],
        run_ids: dict[str, int],
    ) -> None:
        if not run_ids:
            return
        existing: dict[tuple[int, int], int | None] = {}
        for batch in batched(run_ids.values()):
            rows = conn.execute(
                select(pair_run_t.c.pair_id, pair_run_t.c.run_id, pair_run_t.c.rank).where(
                    pair_run_t.c.run_id.in_(batch)
                )
            )
            existing.update({(p, r): rank for p, r, rank in rows})
        new_rows, better = [], []
        for key, entry in merged.items():
            pair_id = ids[key]
            for run, rank in entry[2].items():
                link = (pair_id, run_ids[run])
                if link not in existing:
                    new_rows.append({"pair_id": link[0], "run_id": link[1], "rank": rank})
                    existing[link] = rank
                elif _min_rank(existing[link], rank) != existing[link]:
                    better.append({"b_pair": link[0], "b_run": link[1], "b_rank": rank})
        if new_rows:
            conn.execute(insert(pair_run_t), new_rows)
        if better:
            conn.execute(
                update(pair_run_t)
                .where(pair_run_t.c.pair_id == bindparam("b_pair"), pair_run_t.c.run_id == bindparam("b_run"))
                .values(rank=bindparam("b_rank")),
                better,
            )

    def list_pairs(self, query_id: str | None = None) -> list[Pair]:
        """Pairs (of one query, or all) in query import order, then best rank, then chunk id."""
        statement = (
            select(pair_t.c.id, pair_t.c.query_id, pair_t.c.chunk_id, pair_t.c.origin, pair_t.c.best_rank)
            .join(query_t, query_t.c.id == pair_t.c.query_id)
            .order_by(*queue_order())
        )
        runs_statement = (
            select(pair_run_t.c.pair_id, run_t.c.name)
            .join(run_t, run_t.c.id == pair_run_t.c.run_id)
            .join(pair_t, pair_t.c.id == pair_run_t.c.pair_id)
            .order_by(pair_run_t.c.rank.is_(None), pair_run_t.c.rank, run_t.c.name)
        )
        if query_id is not None:
            statement = statement.where(pair_t.c.query_id == query_id)
            runs_statement = runs_statement.where(pair_t.c.query_id == query_id)
        with self._engine.connect() as conn:
            runs_by_pair: dict[int, list[str]] = {}
            for pair_id, name in conn.execute(runs_statement):
                runs_by_pair.setdefault(pair_id, []).append(name)
            return [
                Pair(
                    query_id=row.query_id,
                    chunk_id=row.chunk_id,
                    origin=row.origin,
                    best_rank=row.best_rank,
                    runs=tuple(runs_by_pair.get(row.id, ())),
                )
                for row in conn.execute(statement)
            ]

    def pooled_chunk_heads(self, query_id: str, chars: int = 160) -> dict[str, str | None]:
        """Each pooled chunk of the query -> its title, else the first `chars` characters of its text
        (None: no text stored), for the label screen's pool list: one SELECT, whatever the pool's size."""
        statement = (
            select(pair_t.c.chunk_id, chunk_t.c.title, func.substr(chunk_t.c.text, 1, chars).label("head"))
            .select_from(pair_t.outerjoin(chunk_t, chunk_t.c.id == pair_t.c.chunk_id))
            .where(pair_t.c.query_id == query_id)
        )
        with self._engine.connect() as conn:
            return {row.chunk_id: (row.title or "").strip() or row.head or None for row in conn.execute(statement)}

    def pair_count(self) -> int:
        """Number of pairs in the pool."""
        with self._engine.connect() as conn:
            return conn.execute(select(func.count()).select_from(pair_t)).scalar_one()
