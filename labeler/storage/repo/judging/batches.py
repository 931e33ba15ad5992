"""Repository methods for batch judging: jobs submitted to a provider's Batch API, the pair behind
each custom_id, and storing their answers exactly once.

A request's ``stored`` flag is set in the transaction that stores its suggestion, under the write
lock, so a collection killed at any point and run again (or two running at once) never stores an
answer twice. A job is pending until ``set_batch_status(..., finished=True)`` gives it its final status; only the
unstored requests of pending jobs hold their pairs back from a new submission.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import and_, func, insert, select, update

from labeler.domain import Suggestion
from labeler.domain.batches import BatchJob, BatchRequest, PendingBatches
from labeler.storage.bulk import driver_rows, insert_rows
from labeler.storage.repo.base import aware, batched, utcnow
from labeler.storage.repo.judging.suggestions import SuggestionMethods
from labeler.storage.schema import batch_job_t, batch_request_t, pair_t

BATCH_REQUEST_COLUMNS = ("job_id", "custom_id", "pair_id", "input_hash", "stored")
_PENDING = and_(batch_job_t.c.collected_at.is_(None), batch_job_t.c.forgotten_at.is_(None))
_STORED_COUNT = (
    select(func.count()).where(and_(batch_request_t.c.job_id == batch_job_t.c.id, batch_request_t.c.stored))
    .scalar_subquery()
)


class BatchMethods(SuggestionMethods):
    """Batch jobs and their requests (suggestions are stored through SuggestionMethods' insert)."""

    def add_batch_job(
        self,
        *,
        provider_id: str,
        model: str,
        prompt_hash: str,
        base_url: str | None,
        input_file_id: str,
        status: str,
        requests: Sequence[BatchRequest],
    ) -> BatchJob:
        """Record a job the provider accepted and its requests (custom_id -> pair), in one transaction.

        The job already runs (and is paid for) at the provider, so it is recorded whatever happened
        to the pool meanwhile: a request whose pair left the pool is not recorded (its answer would
        have nowhere to go), rather than the whole job being lost to `--collect`."""
        with self._engine.begin() as conn:
            pair_ids = self._pair_ids_for_queries(conn, {r.query_id for r in requests})
            requests = [r for r in requests if (r.query_id, r.chunk_id) in pair_ids]
            now = utcnow()
            job_id = int(conn.execute(
                insert(batch_job_t).values(
                    provider_id=provider_id, model=model, prompt_hash=prompt_hash, base_url=base_url,
                    input_file_id=input_file_id, status=status, pairs=len(requests), created_at=now,
                ).returning(batch_job_t.c.id)
            ).scalar_one())
            insert_rows(conn, batch_request_t, BATCH_REQUEST_COLUMNS, (
                (job_id, r.custom_id, pair_ids[(r.query_id, r.chunk_id)], r.input_hash, False) for r in requests
            ))
        return BatchJob(job_id, provider_id, model, prompt_hash, base_url, input_file_id, status, len(requests), 0,
                        aware(now) or now)

    def pending_batch_jobs(self) -> list[BatchJob]:
        """Jobs not yet collected to the end, oldest first."""
        return self._batch_jobs(_PENDING)

    def batch_jobs(self) -> list[BatchJob]:
        """Test seam: lets tests read every job back; the product reads the pending ones or one by id.

        Every job ever submitted, oldest first."""
        return self._batch_jobs(None)

    def batch_job(self, provider_id: str) -> BatchJob | None:
        """The job the provider calls provider_id (pending, collected or forgotten), or None."""
        found = self._batch_jobs(batch_job_t.c.provider_id == provider_id)
        return found[0] if found else None

    def forget_batch_job(self, job_id: int) -> int | None:
        """Stop waiting for a pending job: mark it forgotten (its rows and stored answers stay), so its
        unanswered requests no longer hold their pairs back. Returns how many pairs that frees; None
        and nothing changed when the job is no longer pending (collected or forgotten meanwhile)."""
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            # PostgreSQL: the job's row lock waits for a collector storing its answers (store_batch_answers)
            pending = conn.execute(
                select(batch_job_t.c.id).where(and_(batch_job_t.c.id == job_id, _PENDING)).with_for_update()
            ).first()
            if pending is None:
                return None
            conn.execute(update(batch_job_t).where(batch_job_t.c.id == job_id).values(forgotten_at=utcnow()))
            return int(conn.execute(select(func.count()).where(and_(
                batch_request_t.c.job_id == job_id, ~batch_request_t.c.stored))).scalar_one())

    def _batch_jobs(self, condition: object) -> list[BatchJob]:
        statement = select(batch_job_t, _STORED_COUNT.label("stored")).order_by(batch_job_t.c.id)
        if condition is not None:
            statement = statement.where(condition)  # type: ignore[arg-type]
        with self._engine.connect() as conn:
            return [
                BatchJob(row.id, row.provider_id, row.model, row.prompt_hash, row.base_url, row.input_file_id,
                         row.status, row.pairs, int(row.stored), aware(row.created_at) or row.created_at,
                         aware(row.collected_at), aware(row.forgotten_at))
                for row in conn.execute(statement)
            ]

    def pending_batch_pairs(self, model: str, prompt_hash: str) -> set[tuple[str, str]]:
        """(query_id, chunk_id) of every unanswered request of a pending job of this model and prompt."""
        statement = (
            select(pair_t.c.query_id, pair_t.c.chunk_id)
            .select_from(batch_request_t.join(batch_job_t, batch_job_t.c.id == batch_request_t.c.job_id)
                         .join(pair_t, pair_t.c.id == batch_request_t.c.pair_id))
            .where(and_(_PENDING, batch_job_t.c.model == model, batch_job_t.c.prompt_hash == prompt_hash,
                        ~batch_request_t.c.stored))
        )
        pending: set[tuple[str, str]] = set()
        with self._engine.connect() as conn:
            for rows in driver_rows(conn, statement):
                pending.update((q, c) for q, c in rows)
        return pending

    def pending_batch_pair_ids(self, pair_ids: Sequence[int], model: str, prompt_hash: str) -> set[int]:
        """Those of pair_ids waiting unanswered in a pending job of this model and prompt (one batch of a run)."""
        found: set[int] = set()
        with self._engine.connect() as conn:
            for ids in batched(sorted(set(pair_ids))):
                found.update(conn.execute(
                    select(batch_request_t.c.pair_id)
                    .join(batch_job_t, batch_job_t.c.id == batch_request_t.c.job_id)
                    .where(and_(_PENDING, batch_job_t.c.model == model, batch_job_t.c.prompt_hash == prompt_hash,
                                ~batch_request_t.c.stored, batch_request_t.c.pair_id.in_(ids)))
                ).scalars())
        return found

    def unstored_batch_requests(self, job_id: int) -> dict[str, BatchRequest]:
        """custom_id -> request, for the job's requests whose answer is not stored yet."""
        statement = (
            select(batch_request_t.c.custom_id, pair_t.c.query_id, pair_t.c.chunk_id, batch_request_t.c.input_hash)
            .select_from(batch_request_t.join(pair_t, pair_t.c.id == batch_request_t.c.pair_id))
            .where(and_(batch_request_t.c.job_id == job_id, ~batch_request_t.c.stored))
        )
        found: dict[str, BatchRequest] = {}
        with self._engine.connect() as conn:
            for rows in driver_rows(conn, statement):
                found.update((custom_id, BatchRequest(custom_id, q, c, h)) for custom_id, q, c, h in rows)
        return found

    def stored_batch_ids(self, job_id: int) -> set[str]:
        """custom_ids of the job's requests whose answer is already stored (by an earlier collection)."""
        statement = select(batch_request_t.c.custom_id).where(
            and_(batch_request_t.c.job_id == job_id, batch_request_t.c.stored))
        with self._engine.connect() as conn:
            return set(conn.execute(statement).scalars())

    def batch_job_of_request(self, custom_id: str) -> str | None:
        """The provider id of a job that sent a request with this custom_id (any job, any state), or None."""
        statement = (select(batch_job_t.c.provider_id)
                     .join(batch_request_t, batch_request_t.c.job_id == batch_job_t.c.id)
                     .where(batch_request_t.c.custom_id == custom_id).order_by(batch_job_t.c.id).limit(1))
        with self._engine.connect() as conn:
            found = conn.execute(statement).scalar()
        return None if found is None else str(found)

    def store_batch_answers(self, job_id: int, answers: Sequence[tuple[str, Suggestion]]) -> list[Suggestion]:
        """Store the (custom_id, suggestion) answers of a job whose request is not stored yet and mark
        those requests stored, in one transaction; returns the suggestions stored (the rest were already)."""
        if not answers:
            return []
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            # PostgreSQL: the job's row lock makes a second collector wait, then see the flags set
            still_pending = conn.execute(
                select(batch_job_t.c.id).where(and_(batch_job_t.c.id == job_id, _PENDING)).with_for_update()
            ).first()
            if still_pending is None:
                return []  # forgotten meanwhile: its pairs are free to be sent again, so nothing lands twice
            wanted = {custom_id for custom_id, _ in answers}
            fresh: set[str] = set()
            for ids in batched(sorted(wanted)):
                fresh.update(conn.execute(select(batch_request_t.c.custom_id).where(and_(
                    batch_request_t.c.job_id == job_id, batch_request_t.c.custom_id.in_(ids),
                    ~batch_request_t.c.stored))).scalars())
            new = [suggestion for custom_id, suggestion in dict(answers).items() if custom_id in fresh]
            self._insert_suggestions(conn, new)
            for ids in batched(sorted(fresh)):
                conn.execute(update(batch_request_t).where(and_(
                    batch_request_t.c.job_id == job_id, batch_request_t.c.custom_id.in_(ids))).values(stored=True))
        return new

    def set_batch_status(self, job_id: int, status: str, *, finished: bool = False) -> None:
        """Record the provider's status of a job; finished: collected to the end (no longer pending)."""
        values: dict[str, object] = {"status": status}
        if finished:
            values["collected_at"] = utcnow()
        with self._engine.begin() as conn:
            conn.execute(update(batch_job_t).where(batch_job_t.c.id == job_id).values(**values))

    def pending_batches(self) -> PendingBatches:
        """Pending jobs counted: jobs, their requests not answered yet, the oldest job's creation time."""
        with self._engine.connect() as conn:
            jobs, oldest = conn.execute(select(func.count(), func.min(batch_job_t.c.created_at)).where(_PENDING)).one()
            pairs = conn.execute(
                select(func.count()).select_from(batch_request_t.join(batch_job_t, batch_job_t.c.id == batch_request_t.c.job_id))
                .where(and_(_PENDING, ~batch_request_t.c.stored))
            ).scalar_one()
        created: datetime | None = oldest
        return PendingBatches(int(jobs), int(pairs), aware(created))
