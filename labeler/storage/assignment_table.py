"""The assignment table (a pair an annotator is asked to judge) and the SQL test of an annotator's own
judgment, shared by the team methods (repo_team) and the kept assignment counts (kept_assignments).

Created by migrations/versions/0002_assignment.py; migrations/env.py imports this module, so every Alembic
command (the drift check too) sees the tables.
"""

from __future__ import annotations

from sqlalchemy import Column, DateTime, Exists, ForeignKey, Integer, Table, and_, select

from labeler.domain.models import INDEPENDENT_SOURCES
from labeler.storage.tables import judgment_t, metadata

__all__ = ["INDEPENDENT_SOURCE_VALUES", "assignment_t", "own_judgment_exists"]

# A pair an annotator is asked to judge (labeler assign spreads the pool over a team).
assignment_t = Table(
    "assignment",
    metadata,
    Column("pair_id", Integer, ForeignKey("pair.id", ondelete="CASCADE"), primary_key=True),
    Column("annotator_id", Integer, ForeignKey("annotator.id"), primary_key=True, index=True),
    Column("created_at", DateTime, nullable=False),
)

INDEPENDENT_SOURCE_VALUES = tuple(sorted(str(source) for source in INDEPENDENT_SOURCES))


def own_judgment_exists() -> Exists:
    """EXISTS: the assignment's annotator holds a current own judgment (not an adjudication) of its pair."""
    return (
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
