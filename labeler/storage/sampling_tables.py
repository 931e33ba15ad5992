"""The tables of sampling designs (``labeler sample``), apart from the code that reads them so that
the repository's sampling methods and the label queue's design order can both use them.

Created by migrations/versions/0004_sample_design.py; migrations/env.py imports this module, so every Alembic
command (the drift check too) sees the tables.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import CheckConstraint, Column, DateTime, Float, ForeignKey, Index, Integer, String, Table, func, select

from labeler.storage.tables import metadata

# A sampling design: how sizes were computed, the seed of the uniforms, the largest budget so far.
design_t = Table(
    "sample_design",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("model", String, nullable=False),
    Column("measure", String, nullable=False),
    Column("strategy", String, nullable=False),
    Column("seed", Integer, nullable=False),
    Column("mix", Float, nullable=False),
    Column("depth", Integer, nullable=False),
    Column("budget", Integer, nullable=False),
    Column("created_at", DateTime, nullable=False),
    Column("updated_at", DateTime, nullable=False),
)

# One pool pair of a design: size s_d, uniform U_d, and the order key U_d / s_d.
design_pair_t = Table(
    "sample_design_pair",
    metadata,
    Column("design_id", Integer, ForeignKey("sample_design.id", ondelete="CASCADE"), primary_key=True),
    Column("pair_id", Integer, ForeignKey("pair.id", ondelete="CASCADE"), primary_key=True),
    Column("size", Float, nullable=False),
    Column("uniform", Float, nullable=False),
    Column("sort_key", Float, nullable=False),
    Index("ix_sample_design_pair_design_id_sort_key", "design_id", "sort_key"),
    CheckConstraint("size > 0", name="size_positive"),
    CheckConstraint("uniform > 0 AND uniform < 1", name="uniform_open_unit"),
)

DESIGN_PAIR_COLUMNS = ("design_id", "pair_id", "size", "uniform", "sort_key")


def newest_design_id() -> Any:
    """Scalar subquery: the id of the newest design (NULL when there is none)."""
    return select(func.max(design_t.c.id)).scalar_subquery()
