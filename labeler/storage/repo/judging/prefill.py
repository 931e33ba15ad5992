"""Repository reads that plan an LLM prefill in bounded memory: pool pairs streamed in queue order,
and the cache (newest suggestion status per pair and input) looked up one batch at a time."""

from __future__ import annotations

from collections.abc import Collection, Generator, Sequence
from datetime import datetime

from sqlalchemy import and_, exists, select

from labeler.domain import SuggestionStatus
from labeler.storage.bulk import driver_rows
from labeler.storage.queue.order import queue_order
from labeler.storage.repo.base import RepositoryBase, batched, naive_utc
from labeler.storage.schema import judgment_t, pair_t, query_t, suggestion_t

#: (pair id, query id, chunk id) of one pool pair.
PoolPairRow = tuple[int, str, str]


class PrefillMethods(RepositoryBase):
    """Set-wise reads for planning a prefill: never one object per pool pair held at once."""

    def pool_pair_batches(
        self,
        *,
        unjudged: bool = False,
        without_ok_suggestion: bool = False,
        query_ids: Collection[str] | None = None,
    ) -> Generator[list[PoolPairRow], None, None]:
        """Pool pairs as (pair id, query id, chunk id) in queue order (query import order, then best
        rank, unranked last, then chunk id), streamed in batches.

        unjudged: only pairs without a current judgment by anyone (any source);
        without_ok_suggestion: only pairs without a suggestion of status ok from any model;
        query_ids: only these queries' pairs.
        """
        statement = (
            select(pair_t.c.id, pair_t.c.query_id, pair_t.c.chunk_id)
            .join(query_t, query_t.c.id == pair_t.c.query_id)
            .order_by(*queue_order())
        )
        if unjudged:
            judged = and_(judgment_t.c.pair_id == pair_t.c.id, judgment_t.c.status == "current")
            statement = statement.where(~exists().where(judged))
        if without_ok_suggestion:
            answered = and_(suggestion_t.c.pair_id == pair_t.c.id, suggestion_t.c.status == str(SuggestionStatus.OK))
            statement = statement.where(~exists().where(answered))
        if query_ids is not None:
            statement = statement.where(pair_t.c.query_id.in_(sorted(query_ids)))
        with self._engine.connect() as conn:
            yield from driver_rows(conn, statement)

    def newest_suggestion_statuses_of_sets(
        self, pair_ids: Sequence[int], models: Sequence[str], prompt_hash: str, *, since: datetime | None = None
    ) -> dict[str, dict[tuple[int, str | None], SuggestionStatus]]:
        """model -> (pair id, input hash) -> status of the newest suggestion of that model and prompt_hash,
        for the given pairs only (a cache lookup for one batch of a plan); several suggestion sets (a
        model's repeated samples "M#k") take one query per IN_BATCH pairs, not one per set. since: only
        suggestions created at or after it (those another run stored while this one was running)."""
        newest: dict[str, dict[tuple[int, str | None], SuggestionStatus]] = {model: {} for model in models}
        if not models:
            return newest
        with self._engine.connect() as conn:
            for ids in batched(pair_ids):
                statement = (
                    select(suggestion_t.c.model, suggestion_t.c.pair_id, suggestion_t.c.input_hash,
                           suggestion_t.c.status)
                    .where(
                        suggestion_t.c.pair_id.in_(ids),
                        suggestion_t.c.model.in_(sorted(newest)),
                        suggestion_t.c.prompt_hash == prompt_hash,
                    )
                    .order_by(suggestion_t.c.id)
                )
                if since is not None:
                    statement = statement.where(suggestion_t.c.created_at >= naive_utc(since))
                # oldest first, so a newer suggestion for the same input overwrites an older one
                for model, pair_id, input_hash, status in conn.execute(statement):
                    newest[model][(pair_id, input_hash)] = SuggestionStatus(status)
        return newest
