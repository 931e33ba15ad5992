"""The tables of sampling designs (``labeler sample``), apart from the code that reads them so that
the repository's sampling methods and the label queue's design order can both use them.

Created by migrations/versions/0004_sample_design.py, which imports this module so that every
Alembic command (the drift check too) sees the models.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import CheckConstraint, Column, DateTime, Float, ForeignKey, Index, Integer, String, func, select
from sqlmodel import Field

from labeler.storage.tables import Base, table_of


class SampleDesignRow(Base, table=True):
    """A sampling design: how sizes were computed, the seed of the uniforms, the largest budget so far."""

    __tablename__ = "sample_design"

    id: int | None = Field(default=None, sa_column=Column(Integer, primary_key=True))
    model: str = Field(sa_column=Column(String, nullable=False))
    measure: str = Field(sa_column=Column(String, nullable=False))
    strategy: str = Field(sa_column=Column(String, nullable=False))
    seed: int = Field(sa_column=Column(Integer, nullable=False))
    mix: float = Field(sa_column=Column(Float, nullable=False))
    depth: int = Field(sa_column=Column(Integer, nullable=False))
    budget: int = Field(sa_column=Column(Integer, nullable=False))
    created_at: datetime = Field(sa_column=Column(DateTime, nullable=False))
    updated_at: datetime = Field(sa_column=Column(DateTime, nullable=False))


class SampleDesignPairRow(Base, table=True):
    """One pool pair of a design: size s_d, uniform U_d, and the order key U_d / s_d."""

    __tablename__ = "sample_design_pair"
    __table_args__ = (
        Index("ix_sample_design_pair_design_id_sort_key", "design_id", "sort_key"),
        CheckConstraint("size > 0", name="size_positive"),
        CheckConstraint("uniform > 0 AND uniform < 1", name="uniform_open_unit"),
    )

    design_id: int = Field(
        sa_column=Column(Integer, ForeignKey("sample_design.id", ondelete="CASCADE"), primary_key=True)
    )
    pair_id: int = Field(sa_column=Column(Integer, ForeignKey("pair.id", ondelete="CASCADE"), primary_key=True))
    size: float = Field(sa_column=Column(Float, nullable=False))
    uniform: float = Field(sa_column=Column(Float, nullable=False))
    sort_key: float = Field(sa_column=Column(Float, nullable=False))


design_t = table_of(SampleDesignRow)
design_pair_t = table_of(SampleDesignPairRow)

DESIGN_PAIR_COLUMNS = ("design_id", "pair_id", "size", "uniform", "sort_key")


def newest_design_id() -> Any:
    """Scalar subquery: the id of the newest design (NULL when there is none)."""
    return select(func.max(design_t.c.id)).scalar_subquery()
