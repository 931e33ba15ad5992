"""Human judgments and who makes them: annotators, their grades with full history, their skips."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import CheckConstraint, DateTime, Float, Index, Integer, String, Text
from sqlmodel import Field

from labeler.domain.grades import grades_described
from labeler.storage.schema.base import TableModel, in_values, partial_index, table_of

__all__ = ["JUDGMENT_STATUSES", "Annotator", "Judgment", "LabelingSession", "Skip", "annotator_t", "judgment_t",
           "labeling_session_t", "skip_t"]

JUDGMENT_STATUSES = ("current", "superseded", "undone")


class Annotator(TableModel, table=True):
    """A person who grades pairs, or a name judgments are imported under (`--annotator` of
    `import qrels`; adjudications go under `adjudicator:NAME`)."""

    __tablename__ = "annotator"

    id: int | None = Field(default=None, sa_type=Integer, primary_key=True, description="Surrogate key.")
    name: str = Field(sa_type=String, unique=True, description="The annotator's name (`--annotator`): unique.")


class Judgment(TableModel, table=True):
    """One grade by one annotator of one pair at one moment. Never deleted: a re-grade marks the
    previous row superseded, undo marks the newest row undone and makes the one it superseded current
    again, so each (pair, annotator) has at most one current row and its whole history."""

    __tablename__ = "judgment"
    __table_args__ = (
        CheckConstraint("grade BETWEEN 0 AND 3", name="grade_range"),
        CheckConstraint(in_values("status", JUDGMENT_STATUSES), name="status_valid"),
        # at most one current judgment per annotator per pair
        partial_index("uq_judgment_current", "pair_id", "annotator_id", unique=True, where="status = 'current'"),
        Index("ix_judgment_annotator_id_status", "annotator_id", "status"),
        # the label screen's pace figure reads an annotator's newest timed judgments: without this,
        # an annotator with millions of imported (untimed) rows made it walk all of them
        partial_index("ix_judgment_timed", "annotator_id", "id", where="seconds_spent IS NOT NULL"),
    )

    id: int | None = Field(default=None, sa_type=Integer, primary_key=True,
                           description="Surrogate key; increases with time (the newest row has the largest id).")
    pair_id: int = Field(sa_type=Integer, foreign_key="pair.id", ondelete="CASCADE", description="The pair (pair.id).")
    annotator_id: int = Field(sa_type=Integer, foreign_key="annotator.id", description="Who graded (annotator.id).")
    grade: int = Field(sa_type=Integer, description=grades_described())
    note: str | None = Field(default=None, sa_type=Text, description="The annotator's note, if any.")
    seconds_spent: float | None = Field(default=None, sa_type=Float,
                                        description="Seconds the pair was on screen before the grade (app grades only).")
    source: str = Field(sa_type=String, description=(
        "Where it came from (domain.JudgmentSource): human, import, llm-accepted, adjudicated, consistency-check."))
    created_at: datetime = Field(sa_type=DateTime, description="When it was made (UTC, stored without a zone).")
    status: str = Field(sa_type=String, description="current, superseded (re-graded) or undone.")
    # indexed: no backend indexes a foreign key itself, and deleting a judgment checks it
    supersedes_id: int | None = Field(default=None, sa_type=Integer, foreign_key="judgment.id", index=True,
                                      description="The judgment this one replaced (judgment.id), if a re-grade.")


class Skip(TableModel, table=True):
    """A pair an annotator chose to skip for now in the label screen (it leaves the unjudged queue for the skipped one)."""

    __tablename__ = "skip"

    pair_id: int = Field(sa_type=Integer, foreign_key="pair.id", ondelete="CASCADE", primary_key=True,
                         description="The pair (pair.id).")
    annotator_id: int = Field(sa_type=Integer, foreign_key="annotator.id", primary_key=True,
                              description="Who skipped it (annotator.id).")
    created_at: datetime = Field(sa_type=DateTime, description="When (UTC, stored without a zone).")


class LabelingSession(TableModel, table=True):
    """A stretch of labeling by one annotator (reserved for time-spent reports; nothing writes it yet)."""

    __tablename__ = "labeling_session"

    id: int | None = Field(default=None, sa_type=Integer, primary_key=True, description="Surrogate key.")
    annotator_id: int = Field(sa_type=Integer, foreign_key="annotator.id", description="Who (annotator.id).")
    started_at: datetime = Field(sa_type=DateTime, description="When it started (UTC, stored without a zone).")
    ended_at: datetime | None = Field(default=None, sa_type=DateTime, description="When it ended, if it has.")


annotator_t = table_of(Annotator)
judgment_t = table_of(Judgment)
skip_t = table_of(Skip)
labeling_session_t = table_of(LabelingSession)
