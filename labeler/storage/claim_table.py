"""The table of judge claims: a pair being judged by one run (live or batch submission) of a model and
prompt, so a concurrent run of the same model and prompt skips it instead of paying for it twice.

Created by migrations/versions/0007_judge_claims_and_forgotten_jobs.py; migrations/env.py imports
this module, so every Alembic command (the drift check too) sees the table.
"""

from __future__ import annotations

from sqlalchemy import Column, Float, ForeignKey, Index, Integer, String, Table

from labeler.storage.tables import metadata

# A lease: holder (a run's random id) judges the pair for this suggestion set and prompt until
# expires_at (seconds since the epoch by the database's clock), unless it renews the lease first.
# A row whose expires_at has passed is free: the next claimant takes it over.
judge_claim_t = Table(
    "judge_claim",
    metadata,
    Column("pair_id", Integer, ForeignKey("pair.id", ondelete="CASCADE"), primary_key=True),
    Column("model", String, primary_key=True),
    Column("prompt_hash", String, primary_key=True),
    Column("holder", String, nullable=False),
    Column("expires_at", Float, nullable=False),
    Index("ix_judge_claim_holder", "holder"),
)
