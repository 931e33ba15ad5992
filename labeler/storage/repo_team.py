"""Repository methods for teams: which annotator is assigned which pair, and their progress.

The assignment table lives here (not in tables.py) with the team code that uses it; it is
created by migrations/versions/0002_assignment.py, which imports this module so that every
Alembic command (including the drift check) sees the model.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from datetime import datetime

from sqlalchemy import Column, Connection, DateTime, ForeignKey, Integer, and_, case, delete, func, select
from sqlmodel import Field

from labeler.domain import NotFoundError
from labeler.domain.models import INDEPENDENT_SOURCES
from labeler.storage.repo_base import (
    RepositoryBase,
    _insert_or_ignore,
    batched,
    describe_missing,
    utcnow,
)
from labeler.storage.tables import Base, annotator_t, table_of, judgment_t, pair_t, query_t


class AssignmentRow(Base, table=True):
    """A pair an annotator is asked to judge (labeler assign spreads the pool over a team)."""

    __tablename__ = "assignment"

    pair_id: int = Field(
        sa_column=Column(Integer, ForeignKey("pair.id", ondelete="CASCADE"), primary_key=True)
    )
    annotator_id: int = Field(
        sa_column=Column(Integer, ForeignKey("annotator.id"), primary_key=True, index=True)
    )
    created_at: datetime = Field(sa_column=Column(DateTime, nullable=False))


assignment_t = table_of(AssignmentRow)

INDEPENDENT_SOURCE_VALUES = tuple(sorted(str(source) for source in INDEPENDENT_SOURCES))


class TeamMethods(RepositoryBase):
    """Assignments of pairs to annotators."""

    def add_assignments(self, assignments: Iterable[tuple[str, str, str]]) -> int:
        """Assign (query_id, chunk_id, annotator) triples; pairs must be in the pool, annotators are
        created; an existing assignment is kept. Returns how many were new. One transaction."""
        wanted = set(assignments)
        if not wanted:
            return 0
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            annotator_ids = self._annotator_ids(conn, {a for _, _, a in wanted}, create=True)
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
            return self._assignment_count(conn) - before

    def assignments(self, annotator: str | None = None) -> list[tuple[str, str, str]]:
        """(query_id, chunk_id, annotator) of every assignment (or one annotator's), in queue order."""
        statement = (
            select(pair_t.c.query_id, pair_t.c.chunk_id, annotator_t.c.name)
            .select_from(assignment_t)
            .join(pair_t, pair_t.c.id == assignment_t.c.pair_id)
            .join(query_t, query_t.c.id == pair_t.c.query_id)
            .join(annotator_t, annotator_t.c.id == assignment_t.c.annotator_id)
            .order_by(
                query_t.c.ordinal,
                pair_t.c.best_rank.is_(None),
                pair_t.c.best_rank,
                pair_t.c.chunk_id,
                annotator_t.c.name,
            )
        )
        if annotator is not None:
            statement = statement.where(annotator_t.c.name == annotator)
        with self._engine.connect() as conn:
            return [(q, c, a) for q, c, a in conn.execute(statement)]

    def clear_assignments(self, annotators: Collection[str] | None = None) -> int:
        """Remove every assignment (or those of the named annotators); returns how many went."""
        with self._engine.begin() as conn:
            statement = delete(assignment_t)
            if annotators is not None:
                ids = self._annotator_ids(conn, annotators, create=False)
                statement = statement.where(assignment_t.c.annotator_id.in_(sorted(ids.values())))
            return conn.execute(statement).rowcount

    def assignment_progress(self) -> dict[str, tuple[int, int]]:
        """annotator -> (pairs assigned, of those the ones they have a current own judgment of), by name."""
        judged = (
            select(judgment_t.c.id)
            .where(
                and_(
                    judgment_t.c.pair_id == assignment_t.c.pair_id,
                    judgment_t.c.annotator_id == assignment_t.c.annotator_id,
                    judgment_t.c.status == "current",
                    judgment_t.c.source.in_(INDEPENDENT_SOURCE_VALUES),
                )
            )
            .exists()
        )
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
            return {name: (assigned, int(done or 0)) for name, assigned, done in conn.execute(statement)}

    @staticmethod
    def _assignment_count(conn: Connection) -> int:
        return int(conn.execute(select(func.count()).select_from(assignment_t)).scalar_one())
