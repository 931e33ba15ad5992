"""Repository methods for teams: which annotator is assigned which pair, and their progress."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, and_, bindparam, case, delete, func, select

from labeler.domain import JudgmentSource, NotFoundError
from labeler.storage.repo.base import (
    RepositoryBase,
    _insert_or_ignore,
    batched,
    describe_missing,
    driver_rows,
    execute_many,
    stored_value,
    utcnow,
)
from labeler.storage.counts.kept import lock_counts
from labeler.storage.queue.order import queue_order
from labeler.storage.counts.own_judgments import INDEPENDENT_SOURCE_VALUES, own_judgment_exists
from labeler.storage.schema import annotator_t, assignment_t, judgment_t, pair_t, query_t



if TYPE_CHECKING:
    import numpy as np



@dataclass(frozen=True)
class Coverage:
    """The pool in queue order, as arrays: who covers each pair (is assigned it or holds a current
    own judgment of it), for `labeler assign` to fill up set-wise."""

    pair_ids: np.ndarray  # int64, queue order: query import order, best rank (none last), chunk id
    holders: np.ndarray  # int64: distinct annotators covering the pair, on the team or not
    team_holds: np.ndarray  # bool (pairs, team): which team members cover the pair


def _id_column(conn: Connection, statement: Any, width: int) -> np.ndarray:
    """The integer rows of a statement (width columns) as one (rows, width) int64 array, read in bulk."""
    import numpy as np

    parts = [np.array(batch, dtype=np.int64).reshape(len(batch), width) for batch in driver_rows(conn, statement)]
    return np.concatenate(parts) if parts else np.zeros((0, width), dtype=np.int64)


class TeamMethods(RepositoryBase):
    """Assignments of pairs to annotators."""

    def add_assignments(self, assignments: Iterable[tuple[str, str, str]]) -> int:
        """Test seam: tests assign chosen triples; `labeler assign` writes arrays through add_assignment_ids.

        Assign (query_id, chunk_id, annotator) triples; pairs must be in the pool, annotators are
        created; an existing assignment is kept. Returns how many were new. One transaction."""
        wanted = set(assignments)
        if not wanted:
            return 0
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            annotator_ids = self._annotator_ids(conn, {a for _, _, a in wanted}, create=True)
            lock_counts(conn)
            pair_ids = self._pair_ids_for_queries(conn, {q for q, _, _ in wanted})
            missing = {(q, c) for q, c, _ in wanted} - pair_ids.keys()
            if missing:
                raise NotFoundError(describe_missing("pairs", [f"{q}/{c}" for q, c in missing], " (not in the pool)"))
            before = self._assignment_count(conn)
            now = utcnow()
            rows = [
                {"pair_id": pair_ids[(q, c)], "annotator_id": annotator_ids[a], "created_at": now}
                for q, c, a in sorted(wanted)
            ]
            statement = _insert_or_ignore(conn, assignment_t, ["pair_id", "annotator_id"])
            for batch in batched(rows):
                conn.execute(statement, batch)
            from labeler.storage.counts.assignments import record_assignment_counts

            record_assignment_counts(conn, set(annotator_ids.values()))
            return self._assignment_count(conn) - before

    def assignments(self, annotator: str | None = None) -> list[tuple[str, str, str]]:
        """(query_id, chunk_id, annotator) of every assignment (or one annotator's), in queue order."""
        statement = (
            select(pair_t.c.query_id, pair_t.c.chunk_id, annotator_t.c.name)
            .select_from(assignment_t)
            .join(pair_t, pair_t.c.id == assignment_t.c.pair_id)
            .join(query_t, query_t.c.id == pair_t.c.query_id)
            .join(annotator_t, annotator_t.c.id == assignment_t.c.annotator_id)
            .order_by(*queue_order(), annotator_t.c.name)
        )
        if annotator is not None:
            statement = statement.where(annotator_t.c.name == annotator)
        with self._engine.connect() as conn:
            return [(q, c, a) for q, c, a in conn.execute(statement)]

    def clear_assignments(self, annotators: Collection[str] | None = None) -> int:
        """Remove every assignment (or those of the named annotators); returns how many went."""
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            lock_counts(conn)
            statement = delete(assignment_t)
            touched: set[int] | None = None
            if annotators is not None:
                touched = set(self._annotator_ids(conn, annotators, create=False).values())
                statement = statement.where(assignment_t.c.annotator_id.in_(sorted(touched)))
            removed = conn.execute(statement).rowcount
            from labeler.storage.counts.assignments import record_assignment_counts

            record_assignment_counts(conn, touched)
            return removed

    def assignment_progress(self) -> dict[str, tuple[int, int]]:
        """annotator -> (pairs assigned, of those the ones they have a current own judgment of), by name."""
        judged = own_judgment_exists()
        statement = (
            select(
                annotator_t.c.name,
                func.count(),
                func.sum(case((judged, 1), else_=0)),
            )
            .select_from(assignment_t)
            .join(annotator_t, annotator_t.c.id == assignment_t.c.annotator_id)
            .group_by(annotator_t.c.name)
            .order_by(annotator_t.c.name)
        )
        with self._engine.connect() as conn:
            from labeler.storage.counts.assignments import kept_progress

            kept = kept_progress(conn)
            if kept is None:  # counts not recorded yet (an older database): scan every assignment
                return {name: (assigned, int(done or 0)) for name, assigned, done in conn.execute(statement)}
            names = {aid: name for aid, name in conn.execute(select(annotator_t.c.id, annotator_t.c.name))}
            return dict(sorted((names[aid], counts) for aid, counts in kept.items() if aid in names))

    def import_only_annotators(self) -> set[str]:
        """Names of the annotators whose current judgments are all imported (at least one), counted in SQL."""
        statement = (
            select(annotator_t.c.name)
            .join(judgment_t, judgment_t.c.annotator_id == annotator_t.c.id)
            .where(judgment_t.c.status == "current")
            .group_by(annotator_t.c.name)
            .having(func.sum(case((judgment_t.c.source == JudgmentSource.IMPORT.value, 0), else_=1)) == 0)
        )
        with self._engine.connect() as conn:
            return set(conn.execute(statement).scalars())

    def assignment_coverage(self, team: Sequence[str]) -> Coverage:
        """Every pool pair in queue order with its coverage (see Coverage), read in bulk."""
        import numpy as np

        order = (
            select(pair_t.c.id)
            .join(query_t, query_t.c.id == pair_t.c.query_id)
            .order_by(*queue_order())
        )
        own = select(judgment_t.c.pair_id, judgment_t.c.annotator_id).where(
            and_(judgment_t.c.status == "current", judgment_t.c.source.in_(INDEPENDENT_SOURCE_VALUES))
        )
        covering = own.union_all(select(assignment_t.c.pair_id, assignment_t.c.annotator_id))
        with self._engine.connect() as conn:
            ids = self._annotator_ids(conn, team, create=False)
            pair_ids = _id_column(conn, order, 1)[:, 0]
            links = _id_column(conn, covering, 2)
        position = np.full(int(pair_ids.max(initial=0)) + 1, -1, dtype=np.int64)
        position[pair_ids] = np.arange(pair_ids.size)
        # one row per distinct (pair, annotator): a judged and assigned pair covers once
        width = int(links[:, 1].max(initial=0)) + 1
        keys = np.sort(links[:, 0] * width + links[:, 1])  # sort + mask: np.unique hashes, 30x slower here
        keys = keys[np.concatenate(([True], keys[1:] != keys[:-1]))] if keys.size else keys
        rows, annotators = position[keys // width], keys % width
        holders = np.bincount(rows, minlength=pair_ids.size)
        team_holds = np.zeros((pair_ids.size, len(team)), dtype=bool)
        for member, name in enumerate(team):
            if name in ids:
                team_holds[rows[annotators == ids[name]], member] = True
        return Coverage(pair_ids, holders, team_holds)

    def add_assignment_ids(self, pair_ids: np.ndarray, members: np.ndarray, team: Sequence[str]) -> int:
        """Assign pair_ids[i] to team[members[i]] (annotators created); an existing assignment is
        kept. Bulk, one transaction; returns how many were new."""
        import numpy as np

        if not pair_ids.size:
            return 0
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            annotator_ids = self._annotator_ids(conn, team, create=True)
            lock_counts(conn)
            before = self._assignment_count(conn)
            member_ids = np.array([annotator_ids[name] for name in team], dtype=np.int64)[members]
            now = stored_value(conn, assignment_t.c.created_at, utcnow())
            statement = _insert_or_ignore(conn, assignment_t, ["pair_id", "annotator_id"]).values(
                pair_id=bindparam("b_pair"), annotator_id=bindparam("b_annotator"), created_at=bindparam("b_at")
            )
            execute_many(
                conn,
                statement,
                ({"b_pair": p, "b_annotator": a, "b_at": now} for p, a in zip(pair_ids.tolist(), member_ids.tolist(), strict=True)),
            )
            from labeler.storage.counts.assignments import record_assignment_counts

            record_assignment_counts(conn, set(annotator_ids.values()))
            return self._assignment_count(conn) - before

    @staticmethod
    def _assignment_count(conn: Connection) -> int:
        return int(conn.execute(select(func.count()).select_from(assignment_t)).scalar_one())
