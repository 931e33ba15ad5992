"""The judging pool: which query-chunk pairs are to be judged, and which runs brought them."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Integer, String, UniqueConstraint
from sqlmodel import Field

from labeler.storage.schema.base import TableModel, table_of

__all__ = ["Pair", "PairRun", "pair_run_t", "pair_t"]


class Pair(TableModel, table=True):
    """A query-chunk pair in the judging pool: what judgments, suggestions, skips and assignments are
    about. chunk_id has no foreign key (a run or qrels file may name a chunk before its text arrives)."""

    __tablename__ = "pair"
    __table_args__ = (UniqueConstraint("query_id", "chunk_id"),)

    id: int | None = Field(default=None, sa_type=Integer, primary_key=True, description="Surrogate key.")
    query_id: str = Field(sa_type=String, foreign_key="query.id", ondelete="CASCADE", description="The query (query.id).")
    chunk_id: str = Field(sa_type=String, index=True, description="The chunk's id (chunk.id once its text is imported).")
    origin: str = Field(sa_type=String, description=(
        "Why it entered the pool first: `pool:depth=K` (labeler pool), `holes`, `qrels` (an imported "
        "judgment), `imported-suggestions`, `ensemble`; an existing pair keeps its origin."))
    best_rank: int | None = Field(default=None, sa_type=Integer,
                                  description="The best rank any pooled run gave the chunk for the query, if pooled.")
    created_at: datetime = Field(sa_type=DateTime, description="When it entered the pool (UTC, stored without a zone).")


class PairRun(TableModel, table=True):
    """Which runs brought a pair into the pool, and at which rank."""

    __tablename__ = "pair_run"

    pair_id: int = Field(sa_type=Integer, foreign_key="pair.id", ondelete="CASCADE", primary_key=True,
                         description="The pair (pair.id).")
    run_id: int = Field(sa_type=Integer, foreign_key="run.id", ondelete="CASCADE", primary_key=True, index=True,
                        description="The run (run.id).")
    rank: int | None = Field(default=None, sa_type=Integer, description="The pair's rank in that run.")


pair_t = table_of(Pair)
pair_run_t = table_of(PairRun)
