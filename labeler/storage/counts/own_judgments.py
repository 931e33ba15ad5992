"""An annotator's own judgment of an assigned pair (human, imported or accepted-LLM; an adjudication is
not one): the SQL test the team methods (repo_team) and the kept assignment counts (kept_assignments) share."""

from __future__ import annotations

from sqlalchemy import Exists, and_, select

from labeler.domain.models import INDEPENDENT_SOURCES
from labeler.storage.schema import assignment_t, judgment_t

__all__ = ["INDEPENDENT_SOURCE_VALUES", "own_judgment_exists"]

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
