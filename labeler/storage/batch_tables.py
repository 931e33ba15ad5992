"""The tables of batch judging (``labeler judge --batch`` / ``--collect``): the provider's jobs and
the pair behind every custom_id of their request files.

Created by migrations/versions/0005_batch_jobs.py; migrations/env.py imports this module, so every Alembic
command (the drift check too) sees the tables.
"""

from __future__ import annotations

from sqlalchemy import Boolean, Column, DateTime, ForeignKey, Integer, String, Table, Text, false

from labeler.storage.tables import metadata

# A provider's batch job: what it judges (model, prompt hash), where (base URL, never a key), the
# provider's last status, and when it was collected or forgotten (both NULL: pending). A forgotten job
# (`judge --forget-job`, migration 0007) keeps its rows: only its unanswered pairs are freed.
batch_job_t = Table(
    "batch_job",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("provider_id", String, nullable=False, unique=True),
    Column("model", String, nullable=False),
    Column("prompt_hash", String, nullable=False),
    Column("base_url", Text),
    Column("input_file_id", String, nullable=False),
    Column("status", String, nullable=False),
    Column("pairs", Integer, nullable=False),
    Column("created_at", DateTime, nullable=False),
    Column("collected_at", DateTime),
    Column("forgotten_at", DateTime),
)

# One request of a job: its custom_id, the pair and the input hash of the texts sent, and whether its
# answer is stored (set in the transaction that stores it: nothing is stored twice).
batch_request_t = Table(
    "batch_request",
    metadata,
    Column("job_id", Integer, ForeignKey("batch_job.id", ondelete="CASCADE"), primary_key=True),
    Column("custom_id", String, primary_key=True),
    Column("pair_id", Integer, ForeignKey("pair.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("input_hash", String),
    Column("stored", Boolean, nullable=False, server_default=false()),
)

BATCH_REQUEST_COLUMNS = ("job_id", "custom_id", "pair_id", "input_hash", "stored")
