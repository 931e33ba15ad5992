"""Counts the writers keep, so `labeler status` reads a few rows instead of scanning millions."""

from __future__ import annotations

from sqlalchemy import BigInteger, String
from sqlmodel import Field

from labeler.storage.schema.base import TableModel, table_of

__all__ = ["KeptCount", "kept_count_t"]


class KeptCount(TableModel, table=True):
    """One count kept up to date by every repository write that changes it (storage.counts.kept and
    storage.counts.assignments say which; `labeler status --recount` rebuilds them all from the tables)."""

    __tablename__ = "kept_count"

    name: str = Field(sa_type=String, primary_key=True, description=(
        "What is counted: pairs, chunks, judged_pairs, pairs_missing_chunk_text, current:<annotator id>, "
        "frontier:<annotator id>, assigned:<annotator id>, assigned_done:<annotator id>, assignments_kept."))
    n: int = Field(sa_type=BigInteger, description=(
        "The count; for frontier:<annotator id>, a query ordinal before which that annotator has no pair "
        "left to judge (their label queue starts there)."))


kept_count_t = table_of(KeptCount)
