"""Repository methods for sampling designs (``labeler sample``): the design, its pairs, their order.

A design row holds what defines it (model, measure, strategy, seed, mix, depth) and the largest
budget asked so far; one ``sample_design_pair`` row per pool pair holds its size s_d, its
permanent uniform U_d and the order key U_d / s_d (indexed with the design: the label queue and
the design's order read pairs by key). The tables are schema.sampling's models.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, and_, exists, false, func, insert, select, update

from labeler.domain import NotFoundError
from labeler.domain.pool.sampling import DesignSpec, SampleDesign
from labeler.storage.bulk import driver_rows, insert_rows
from labeler.storage.repo.base import (
    RepositoryBase,
    _insert_or_ignore,
    aware,
    batched,
    describe_missing,
    utcnow,
)
from labeler.domain.labeling import QueueFilter
from labeler.storage.queue import design as queue_design
from labeler.storage.queue import statements as queue_sql
from labeler.storage.queue.filters import CURRENT
from labeler.storage.counts.assignments import record_assignment_counts
from labeler.storage.counts.kept import lock_counts
from labeler.storage.queue.design import newest_design_id
from labeler.storage.schema import assignment_t, design_pair_t, design_t, judgment_t, pair_t

DESIGN_PAIR_COLUMNS = ("design_id", "pair_id", "size", "uniform", "sort_key")

# (query_id, chunk_id, size, uniform, graded) of every pair of a design, in design order
DesignRows = list[tuple[str, str, float, float, bool]]


def _judged() -> Any:
    """The pair (pair_t, correlated) has a current judgment; the literal lets SQLite use its partial index."""
    return exists().where(and_(judgment_t.c.pair_id == pair_t.c.id, judgment_t.c.status == CURRENT))


def _design(row: Any, pairs: int) -> SampleDesign:
    spec = DesignSpec(row.model, row.measure, row.strategy, row.seed, row.mix, row.depth)
    created, updated = aware(row.created_at), aware(row.updated_at)
    assert created is not None and updated is not None
    return SampleDesign(row.id, spec, row.budget, pairs, created, updated)


class SamplingMethods(RepositoryBase):
    """Sampling designs and their pairs."""

    def newest_design(self) -> SampleDesign | None:
        """The newest design (the one estimates and the queue use), or None."""
        with self._engine.connect() as conn:
            row = conn.execute(select(design_t).where(design_t.c.id == newest_design_id())).one_or_none()
            if row is None:
                return None
            pairs = conn.execute(
                select(func.count()).select_from(design_pair_t).where(design_pair_t.c.design_id == row.id)
            ).scalar_one()
            return _design(row, int(pairs))

    def design_rows(self, design_id: int, *, graded: bool = True) -> DesignRows:
        """(query_id, chunk_id, size, uniform, graded) of every pair of the design, in design order
        (key order; keys tie with probability 0). graded: the pair has a current judgment by anyone
        (always False when not asked for, which saves a probe per pair)."""
        flag = _judged() if graded else false()
        statement = (
            select(pair_t.c.query_id, pair_t.c.chunk_id, design_pair_t.c.size, design_pair_t.c.uniform, flag)
            .select_from(design_pair_t.join(pair_t, pair_t.c.id == design_pair_t.c.pair_id))
            .where(design_pair_t.c.design_id == design_id)
            .order_by(design_pair_t.c.sort_key)
        )
        rows: DesignRows = []
        with self._engine.connect() as conn:
            for batch in driver_rows(conn, statement):
                rows.extend((q, c, float(s), float(u), bool(g)) for q, c, s, u, g in batch)
        return rows

    def design_progress(self, design_id: int, budget: int) -> tuple[int, int, int]:
        """(pairs in the design, graded among the first ``budget`` of its order, length of the graded
        prefix of its order), set-wise: two index walks in key order, no row per pair in Python."""
        judged = _judged()
        with self._engine.connect() as conn:
            total = conn.execute(select(func.count()).select_from(design_pair_t)
                                 .where(design_pair_t.c.design_id == design_id)).scalar_one()
            first = (select(design_pair_t.c.sort_key, judged.label("graded"))
                     .select_from(design_pair_t.join(pair_t, pair_t.c.id == design_pair_t.c.pair_id))
                     .where(design_pair_t.c.design_id == design_id)
                     .order_by(design_pair_t.c.sort_key).limit(max(budget, 0)).subquery())
            chosen_graded = conn.execute(select(func.count()).select_from(first).where(first.c.graded)).scalar_one()
            stop = conn.execute(
                select(func.min(design_pair_t.c.sort_key))
                .select_from(design_pair_t.join(pair_t, pair_t.c.id == design_pair_t.c.pair_id))
                .where(and_(design_pair_t.c.design_id == design_id, ~judged))).scalar_one_or_none()
            in_order = total if stop is None else conn.execute(
                select(func.count()).select_from(design_pair_t)
                .where(and_(design_pair_t.c.design_id == design_id, design_pair_t.c.sort_key < stop))).scalar_one()
        return int(total), int(chosen_graded), int(in_order)

    def next_design_pair(self, annotator: str, queue_filter: QueueFilter) -> tuple[str, str] | None:
        """(query_id, chunk_id) of the annotator's assigned pair matching the filter that comes first
        in the newest design's order, or None."""
        with self._engine.connect() as conn:
            return queue_design.next_design_pair(conn, queue_sql.annotator_id(conn, annotator), queue_filter)

    def judged_pair_keys(self, keys: Collection[tuple[str, str]]) -> set[tuple[str, str]]:
        """Those of the (query_id, chunk_id) pairs with a current judgment by anyone."""
        return self._keys_where(keys, _judged())

    def assigned_pair_keys(self, keys: Collection[tuple[str, str]]) -> set[tuple[str, str]]:
        """Those of the (query_id, chunk_id) pairs assigned to anyone."""
        return self._keys_where(keys, exists().where(assignment_t.c.pair_id == pair_t.c.id))

    def _keys_where(self, keys: Collection[tuple[str, str]], condition: Any) -> set[tuple[str, str]]:
        """The keys whose pair meets condition (read per batch of query ids, filtered here)."""
        wanted = set(keys)
        found: set[tuple[str, str]] = set()
        with self._engine.connect() as conn:
            for batch in batched(sorted({q for q, _ in wanted})):
                statement = select(pair_t.c.query_id, pair_t.c.chunk_id).where(
                    and_(pair_t.c.query_id.in_(batch), condition))
                for rows in driver_rows(conn, statement):
                    found.update((q, c) for q, c in rows if (q, c) in wanted)
        return found

    def save_design(
        self,
        spec: DesignSpec,
        design_id: int | None,
        budget: int,
        new_pairs: Sequence[tuple[str, str, float, float]],
        queue: Sequence[tuple[str, str]],
        annotator: str,
    ) -> tuple[int, int]:
        """Create the design (design_id None) or extend it, in one transaction: add new_pairs
        (query_id, chunk_id, size, uniform), raise the budget to at least ``budget``, and assign the
        ``queue`` pairs to the annotator, skipping any pair already assigned to anyone.
        Returns (design id, pairs newly assigned)."""
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            now = utcnow()
            created = design_id is None
            if design_id is None:
                design_id = int(conn.execute(
                    insert(design_t).values(
                        model=spec.model, measure=spec.measure, strategy=spec.strategy, seed=spec.seed,
                        mix=spec.mix, depth=spec.depth, budget=budget, created_at=now, updated_at=now,
                    ).returning(design_t.c.id)
                ).scalar_one())
            else:
                # another `labeler sample` extending the same design waits here (PostgreSQL; SQLite
                # already holds the write lock) and then finds the pairs it added
                conn.execute(select(design_t.c.id).where(design_t.c.id == design_id).with_for_update()).all()
                conn.execute(
                    update(design_t).where(design_t.c.id == design_id)
                    .values(budget=func.max(design_t.c.budget, budget) if conn.dialect.name == "sqlite"
                            else func.greatest(design_t.c.budget, budget), updated_at=now)
                )
            keys = {(q, c) for q, c, _, _ in new_pairs} | set(queue)
            pair_ids = self._pair_ids_for_queries(conn, {q for q, _ in keys})
            missing = keys - pair_ids.keys()
            if missing:
                raise NotFoundError(describe_missing("pairs", [f"{q}/{c}" for q, c in missing], " (not in the pool)"))
            present = set() if created else self._pairs_in_design(
                conn, design_id, [pair_ids[(q, c)] for q, c, _, _ in new_pairs])
            insert_rows(conn, design_pair_t, DESIGN_PAIR_COLUMNS,
                        ((design_id, pair_ids[(q, c)], size, uniform, uniform / size)
                         for q, c, size, uniform in new_pairs if pair_ids[(q, c)] not in present))
            return design_id, self._assign_unassigned(conn, [pair_ids[key] for key in queue], annotator, now)

    @staticmethod
    def _pairs_in_design(conn: Connection, design_id: int, pair_ids: list[int]) -> set[int]:
        """Those of the pair ids the design already holds."""
        present: set[int] = set()
        for batch in batched(pair_ids):
            present.update(conn.execute(select(design_pair_t.c.pair_id).where(
                and_(design_pair_t.c.design_id == design_id, design_pair_t.c.pair_id.in_(batch)))).scalars())
        return present

    def _assign_unassigned(self, conn: Connection, pair_ids: list[int], annotator: str, now: datetime) -> int:
        """Assign pairs nobody is assigned yet to the annotator (created if new); returns how many."""
        if not pair_ids:
            return 0
        lock_counts(conn)  # assignment counts are kept (storage.counts.assignments): writers take turns
        taken: set[int] = set()
        for batch in batched(pair_ids):
            taken.update(conn.execute(
                select(assignment_t.c.pair_id).where(assignment_t.c.pair_id.in_(batch))
            ).scalars())
        fresh = [pair_id for pair_id in dict.fromkeys(pair_ids) if pair_id not in taken]
        if not fresh:
            return 0
        annotator_id = self._annotator_ids(conn, [annotator], create=True)[annotator]
        statement = _insert_or_ignore(conn, assignment_t, ["pair_id", "annotator_id"])
        for batch in batched(fresh):
            conn.execute(statement, [{"pair_id": p, "annotator_id": annotator_id, "created_at": now} for p in batch])
        record_assignment_counts(conn, {annotator_id})
        return len(fresh)
