"""Sampling designs (`labeler sample`): which pool pairs humans grade, in which order, with which
inclusion probabilities (docs/SAMPLING.md)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import CheckConstraint, DateTime, Float, Index, Integer, String
from sqlmodel import Field

from labeler.storage.schema.base import TableModel, table_of

__all__ = ["SampleDesign", "SampleDesignPair", "design_pair_t", "design_t"]


class SampleDesign(TableModel, table=True):
    """A sampling design: what its sizes were computed from, the seed of its uniforms and the largest
    budget asked so far. The newest design is the one estimates and the label queue use."""

    __tablename__ = "sample_design"

    id: int | None = Field(default=None, sa_type=Integer, primary_key=True,
                           description="Surrogate key; the largest is the newest design.")
    model: str = Field(sa_type=String, description="The model whose suggestions set the sizes.")
    measure: str = Field(sa_type=String, description="The measure the design serves: nDCG@k, P@k or R@k.")
    strategy: str = Field(sa_type=String, description="importance, uniform or top (metrics.hybrid.design).")
    seed: int = Field(sa_type=Integer, description="Seed of the pairs' uniforms (BLAKE2b of seed, query id, chunk id).")
    mix: float = Field(sa_type=Float, description="The floor every size gets, as a share of the mean size (top: the size off the top k).")
    depth: int = Field(sa_type=Integer, description="The measure's k.")
    budget: int = Field(sa_type=Integer, description="The largest number of pairs asked for so far (`--budget`).")
    created_at: datetime = Field(sa_type=DateTime, description="When it was made (UTC, stored without a zone).")
    updated_at: datetime = Field(sa_type=DateTime, description="When it was last extended (UTC, stored without a zone).")


class SampleDesignPair(TableModel, table=True):
    """One pool pair of a design: its size s_d, its permanent uniform U_d, and the order key U_d / s_d
    (pairs are graded in ascending key: sequential Poisson sampling)."""

    __tablename__ = "sample_design_pair"
    __table_args__ = (
        Index("ix_sample_design_pair_design_id_sort_key", "design_id", "sort_key"),
        CheckConstraint("size > 0", name="size_positive"),
        CheckConstraint("uniform > 0 AND uniform < 1", name="uniform_open_unit"),
    )

    design_id: int = Field(sa_type=Integer, foreign_key="sample_design.id", ondelete="CASCADE", primary_key=True,
                           description="The design (sample_design.id).")
    pair_id: int = Field(sa_type=Integer, foreign_key="pair.id", ondelete="CASCADE", primary_key=True,
                         description="The pair (pair.id).")
    size: float = Field(sa_type=Float, description="s_d > 0: how strongly the pair is drawn.")
    uniform: float = Field(sa_type=Float, description="U_d in (0, 1), fixed by the seed and the pair.")
    sort_key: float = Field(sa_type=Float, description="U_d / s_d: the grading order.")


design_t = table_of(SampleDesign)
design_pair_t = table_of(SampleDesignPair)
