"""Batch judging jobs as stored: a provider's batch job and the pairs it was sent (``labeler judge --batch``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

#: Provider statuses after which a job changes no more (OpenAI Batch API words).
FINISHED_STATUSES = frozenset({"completed", "expired", "failed", "cancelled"})


@dataclass(frozen=True, slots=True)
class BatchRequest:
    """One line of a submitted batch file: its custom_id and the pair, with the input hash of the texts sent."""

    custom_id: str
    query_id: str
    chunk_id: str
    input_hash: str | None


@dataclass(frozen=True, slots=True)
class BatchJob:
    """A submitted batch job. provider_id is the provider's batch id; status the provider's last word
    on it; collected_at is None while the job is pending (not yet collected to the end), and so is
    forgotten_at (set by `judge --forget-job`: no longer waited for, its unanswered pairs freed).
    stored counts its requests whose answer is already stored as a suggestion."""

    id: int
    provider_id: str
    model: str
    prompt_hash: str
    base_url: str | None
    input_file_id: str
    status: str
    pairs: int
    stored: int
    created_at: datetime
    collected_at: datetime | None = None
    forgotten_at: datetime | None = None

    @property
    def pending(self) -> bool:
        """Whether labeler still waits for the job (neither collected to the end nor forgotten)."""
        return self.collected_at is None and self.forgotten_at is None


@dataclass(frozen=True, slots=True)
class PendingBatches:
    """What `labeler status` says about batch jobs not yet collected: how many, their pairs, the oldest's age."""

    jobs: int
    pairs: int
    oldest_created_at: datetime | None
