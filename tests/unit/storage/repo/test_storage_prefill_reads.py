"""The prefill's storage on both backends: batched suggestion writes, the streamed pool, the per-batch cache."""

from __future__ import annotations

import pytest
from sqlalchemy.exc import IntegrityError

from labeler.domain import Chunk, JudgmentSource, Pair, Query, Suggestion, SuggestionStatus


@pytest.fixture
def pool(any_repository):
    """q1 (c3 rank 1, c1 rank 2, c2 unranked) and q2 (c4 rank 1), imported q1 first."""
    repo = any_repository
    repo.upsert_queries([Query("q1", "one"), Query("q2", "two")])
    repo.upsert_chunks([[Chunk(f"c{i}", f"text {i}") for i in range(1, 5)]])
    repo.add_pairs([Pair("q1", "c1", "pool", 2), Pair("q1", "c2", "pool"), Pair("q1", "c3", "pool", 1),
                    Pair("q2", "c4", "pool", 1)])
    return repo


def suggestion(chunk: str, status: SuggestionStatus = SuggestionStatus.OK, *, query: str = "q1",
               model: str = "m", input_hash: str = "h", grade: int | None = 2) -> Suggestion:
    return Suggestion(query, chunk, model, "p", status, grade=grade if status is SuggestionStatus.OK else None,
                      reason="r", confidence=0.5, grade_probs=(0.25, 0.25, 0.25, 0.25), input_hash=input_hash,
                      tokens_in=10, tokens_out=2, latency_ms=3.5)


def pool_pairs(repo, **options) -> list[tuple[str, str]]:
    return [(q, c) for batch in repo.pool_pair_batches(**options) for _, q, c in batch]


def test_a_batch_of_suggestions_is_stored_as_one_by_one_writes_would_store_it(pool):
    batch = [suggestion("c1"), suggestion("c9", SuggestionStatus.ERROR), suggestion("c4", query="q2")]
    assert pool.add_suggestions(batch) == 3 and pool.add_suggestions([]) == 0
    pool.add_suggestion(suggestion("c2"))
    stored = pool.suggestions()
    assert [(s.query_id, s.chunk_id, s.status) for s in stored] == [
        ("q1", "c1", SuggestionStatus.OK), ("q1", "c9", SuggestionStatus.ERROR), ("q2", "c4", SuggestionStatus.OK),
        ("q1", "c2", SuggestionStatus.OK),
    ]
    first, last = stored[0], stored[-1]
    for field in ("grade", "reason", "confidence", "grade_probs", "input_hash", "tokens_in", "tokens_out", "latency_ms"):
        assert getattr(first, field) == getattr(last, field)
    assert first.created_at is not None and first.created_at.tzinfo is not None
    assert ("q1", "c9") in pool_pairs(pool)  # the missing pair was created, as add_suggestion does


def test_a_batch_is_all_or_nothing(pool):
    with pytest.raises(IntegrityError):
        pool.add_suggestions([suggestion("c1"), suggestion("c2", grade=7)])
    assert pool.suggestions() == []


def test_the_pool_streams_in_queue_order_with_the_filters_in_sql(pool):
    assert pool_pairs(pool) == [("q1", "c3"), ("q1", "c1"), ("q1", "c2"), ("q2", "c4")]
    assert pool_pairs(pool, query_ids={"q2"}) == [("q2", "c4")]
    pool.record_judgment("q1", "c3", "alice", 2, source=JudgmentSource.HUMAN)
    pool.add_suggestions([suggestion("c1"), suggestion("c2", SuggestionStatus.UNPARSED)])
    assert pool_pairs(pool, unjudged=True) == [("q1", "c1"), ("q1", "c2"), ("q2", "c4")]
    assert pool_pairs(pool, without_ok_suggestion=True) == [("q1", "c3"), ("q1", "c2"), ("q2", "c4")]


def test_the_cache_lookup_gives_the_newest_status_per_pair_and_input(pool):
    pool.add_suggestions([suggestion("c1"), suggestion("c1", SuggestionStatus.ERROR), suggestion("c1", input_hash="old"),
                          suggestion("c2", model="other"), suggestion("c4", query="q2")])
    ids = {(q, c): pair_id for batch in pool.pool_pair_batches() for pair_id, q, c in batch}
    newest = pool.newest_suggestion_statuses_of_sets([ids["q1", "c1"], ids["q1", "c2"]], ["m"], "p")["m"]
    assert newest == {(ids["q1", "c1"], "h"): SuggestionStatus.ERROR, (ids["q1", "c1"], "old"): SuggestionStatus.OK}
