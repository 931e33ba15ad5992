"""The tables of batch judging (``labeler judge --batch`` / ``--collect``): the provider's jobs and
the pair behind every custom_id of their request files.

Created by migrations/versions/0005_batch_jobs.py, which imports this module so that every
Alembic command (the drift check too) sees the models.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, Column, DateTime, ForeignKey, Integer, String, Text, false
from sqlmodel import Field

from labeler.storage.tables import Base, table_of


class BatchJobRow(Base, table=True):
    """A provider's batch job: what it judges (model, prompt hash), where (base URL, never a key),
    the provider's last status, and when it was collected (NULL: pending)."""

    __tablename__ = "batch_job"

    id: int | None = Field(default=None, sa_column=Column(Integer, primary_key=True))
    provider_id: str = Field(sa_column=Column(String, nullable=False, unique=True))
    model: str = Field(sa_column=Column(String, nullable=False))
    prompt_hash: str = Field(sa_column=Column(String, nullable=False))
    base_url: str | None = Field(default=None, sa_column=Column(Text))
    input_file_id: str = Field(sa_column=Column(String, nullable=False))
    status: str = Field(sa_column=Column(String, nullable=False))
    pairs: int = Field(sa_column=Column(Integer, nullable=False))
    created_at: datetime = Field(sa_column=Column(DateTime, nullable=False))
    collected_at: datetime | None = Field(default=None, sa_column=Column(DateTime))


class BatchRequestRow(Base, table=True):
    """One request of a job: its custom_id, the pair and the input hash of the texts sent, and
    whether its answer is stored (set in the transaction that stores it: nothing is stored twice)."""

    __tablename__ = "batch_request"

    job_id: int = Field(sa_column=Column(Integer, ForeignKey("batch_job.id", ondelete="CASCADE"), primary_key=True))
    custom_id: str = Field(sa_column=Column(String, primary_key=True))
    pair_id: int = Field(
        sa_column=Column(Integer, ForeignKey("pair.id", ondelete="CASCADE"), nullable=False, index=True)
    )
    input_hash: str | None = Field(default=None, sa_column=Column(String))
    stored: bool = Field(default=False, sa_column=Column(Boolean, nullable=False, server_default=false()))


batch_job_t = table_of(BatchJobRow)
batch_request_t = table_of(BatchRequestRow)

BATCH_REQUEST_COLUMNS = ("job_id", "custom_id", "pair_id", "input_hash", "stored")
