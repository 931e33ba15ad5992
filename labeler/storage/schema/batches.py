"""Batch judging (`labeler judge --batch` / `--collect`): the jobs a provider accepted and the pair
behind every custom_id of their request files."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, DateTime, Integer, String, Text, false
from sqlmodel import Field

from labeler.storage.schema.base import TableModel, table_of

__all__ = ["BatchJob", "BatchRequest", "batch_job_t", "batch_request_t"]


class BatchJob(TableModel, table=True):
    """A job a provider's Batch API accepted: what it judges (model, prompt hash), where (the base URL,
    never a credential), the provider's last status, and when it was collected or forgotten (both NULL:
    pending). A forgotten job (`judge --forget-job`) keeps its rows: only its unanswered pairs are freed."""

    __tablename__ = "batch_job"

    id: int | None = Field(default=None, sa_type=Integer, primary_key=True, description="Surrogate key.")
    provider_id: str = Field(sa_type=String, unique=True, description="The provider's batch id: unique.")
    model: str = Field(sa_type=String, description="The model the requests ask.")
    prompt_hash: str = Field(sa_type=String, description="The prompt template's hash (suggestion.prompt_hash).")
    base_url: str | None = Field(default=None, sa_type=Text, description=(
        "The endpoint it was sent to, without userinfo or key-like query parameters (judge.endpoint.safe_url)."))
    input_file_id: str = Field(sa_type=String, description="The provider's id of the uploaded request file.")
    status: str = Field(sa_type=String, description="The provider's status when last asked (validating, completed, ...).")
    pairs: int = Field(sa_type=Integer, description="How many requests (pairs) it holds.")
    created_at: datetime = Field(sa_type=DateTime, description="When it was submitted (UTC, stored without a zone).")
    collected_at: datetime | None = Field(default=None, sa_type=DateTime,
                                          description="When its answers were stored; NULL while it is pending.")
    forgotten_at: datetime | None = Field(default=None, sa_type=DateTime, description=(
        "When `judge --forget-job` stopped waiting for it (the provider no longer knows it); NULL otherwise."))


class BatchRequest(TableModel, table=True):
    """One request of a job: its custom_id, the pair and the input hash of the texts sent, and whether its
    answer is stored (set in the transaction that stores it, so nothing is stored twice)."""

    __tablename__ = "batch_request"

    job_id: int = Field(sa_type=Integer, foreign_key="batch_job.id", ondelete="CASCADE", primary_key=True,
                        description="The job (batch_job.id).")
    custom_id: str = Field(sa_type=String, primary_key=True, description="The request's custom_id in the job's file.")
    pair_id: int = Field(sa_type=Integer, foreign_key="pair.id", ondelete="CASCADE", index=True,
                         description="The pair asked about (pair.id).")
    input_hash: str | None = Field(default=None, sa_type=String,
                                   description="The input hash of the texts sent (suggestion.input_hash).")
    stored: bool = Field(sa_type=Boolean, sa_column_kwargs={"server_default": false()},
                         description="Whether its answer is stored as a suggestion.")


batch_job_t = table_of(BatchJob)
batch_request_t = table_of(BatchRequest)
