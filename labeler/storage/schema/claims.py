"""Judge claims: which run is judging a pair, so concurrent runs of one model and prompt pay for it once."""

from __future__ import annotations

from sqlalchemy import Float, Index, Integer, String
from sqlmodel import Field

from labeler.storage.schema.base import TableModel, table_of

__all__ = ["JudgeClaim", "judge_claim_t"]


class JudgeClaim(TableModel, table=True):
    """A lease: one run (live `labeler judge` or a batch submission) judges the pair for this model and
    prompt until expires_at, unless it renews the lease first; a concurrent run of the same model and
    prompt skips the pair meanwhile. A row whose expires_at has passed is free: the next claimant takes
    it over (storage.repo.judging.claims)."""

    __tablename__ = "judge_claim"
    __table_args__ = (Index("ix_judge_claim_holder", "holder"),)

    pair_id: int = Field(sa_type=Integer, foreign_key="pair.id", ondelete="CASCADE", primary_key=True,
                         description="The pair being judged (pair.id).")
    model: str = Field(sa_type=String, primary_key=True, description="The model (suggestion set) judging it.")
    prompt_hash: str = Field(sa_type=String, primary_key=True, description="The prompt template's hash (suggestion.prompt_hash).")
    holder: str = Field(sa_type=String, description="The claiming run's random id.")
    expires_at: float = Field(sa_type=Float, description=(
        "When the lease ends: seconds since the epoch by the database's clock (so machines sharing one "
        "PostgreSQL agree)."))


judge_claim_t = table_of(JudgeClaim)
