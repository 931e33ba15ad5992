"""Team work: which annotator is asked to judge which pair (`labeler assign`)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Integer
from sqlmodel import Field

from labeler.storage.schema.base import TableModel, table_of

__all__ = ["Assignment", "assignment_t"]


class Assignment(TableModel, table=True):
    """A pair an annotator is asked to judge: `labeler assign` spreads the pool over a team so every pair
    gets K independent judgments; the annotator's label queue then holds only their assigned pairs."""

    __tablename__ = "assignment"

    pair_id: int = Field(sa_type=Integer, foreign_key="pair.id", ondelete="CASCADE", primary_key=True,
                         description="The pair (pair.id).")
    annotator_id: int = Field(sa_type=Integer, foreign_key="annotator.id", primary_key=True, index=True,
                              description="Who is asked to judge it (annotator.id).")
    created_at: datetime = Field(sa_type=DateTime, description="When it was assigned (UTC, stored without a zone).")


assignment_t = table_of(Assignment)
