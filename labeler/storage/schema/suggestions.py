"""LLM judges' answers, kept apart from human judgments until a person accepts one."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, CheckConstraint, DateTime, Float, Index, Integer, String, Text
from sqlmodel import Field

from labeler.storage.schema.base import TableModel, in_values, table_of

__all__ = ["SUGGESTION_STATUSES", "Suggestion", "suggestion_t"]

SUGGESTION_STATUSES = ("ok", "unparsed", "refused", "error")


class Suggestion(TableModel, table=True):
    """One answer of an LLM judge (`labeler judge`, `--batch`, `import suggestions` or an ensemble) about
    one pair. Only status ok carries a grade; asking again adds a row, so the newest row of a (pair, model,
    prompt hash) is the answer in force. A suggestion becomes a judgment only when a person accepts it."""

    __tablename__ = "suggestion"
    __table_args__ = (
        CheckConstraint("grade IS NULL OR grade BETWEEN 0 AND 3", name="grade_range"),
        CheckConstraint(in_values("status", SUGGESTION_STATUSES), name="status_valid"),
        Index("ix_suggestion_lookup", "pair_id", "model", "prompt_hash", "input_hash"),
    )

    id: int | None = Field(default=None, sa_type=Integer, primary_key=True,
                           description="Surrogate key; increases with time (the newest row has the largest id).")
    pair_id: int = Field(sa_type=Integer, foreign_key="pair.id", ondelete="CASCADE", description="The pair (pair.id).")
    model: str = Field(sa_type=String, description="The model (or ensemble, or imported set) that answered; `M#k` for a repeated sample k.")
    prompt_hash: str = Field(sa_type=String, description="First 16 hex digits of the SHA-256 of the prompt template (judge.prompt.prompt_hash).")
    input_hash: str | None = Field(default=None, sa_type=String, description=(
        "First 16 hex digits of the SHA-256 of the texts the prompt showed (judge.prompt.input_hash): a "
        "changed query or chunk text asks again."))
    status: str = Field(sa_type=String, description="ok (a grade), unparsed, refused or error.")
    grade: int | None = Field(default=None, sa_type=Integer, description="The grade 0-3 when status is ok, else NULL.")
    reason: str | None = Field(default=None, sa_type=Text, description="The model's explanation, or what went wrong.")
    raw_text: str | None = Field(default=None, sa_type=Text, description="The answer text beyond the JSON grade and reason (at most 16 KiB), if any.")
    confidence: float | None = Field(default=None, sa_type=Float,
                                     description="The probability of the most likely grade, with grade_probs.")
    expected_grade: float | None = Field(default=None, sa_type=Float,
                                         description="Sum of grade times its probability (0-3), with grade_probs.")
    grade_probs: list[float] | None = Field(default=None, sa_type=JSON,
                                            description="P(grade 0..3) as a JSON array of four numbers, if known.")
    tokens_in: int | None = Field(default=None, sa_type=Integer, description="Prompt tokens the provider counted.")
    tokens_out: int | None = Field(default=None, sa_type=Integer, description="Answer tokens the provider counted.")
    latency_ms: float | None = Field(default=None, sa_type=Float, description="Milliseconds the request took.")
    created_at: datetime = Field(sa_type=DateTime, description="When it was stored (UTC, stored without a zone).")


suggestion_t = table_of(Suggestion)
