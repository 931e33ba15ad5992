"""`--samples N` looks the cache up with one set-wise query per batch of the pool, not one per sample
set: statements counted on the real engine (SQLAlchemy's before_cursor_execute), on both backends."""

from __future__ import annotations

import re

from sqlalchemy import event

from labeler.domain import Chunk, Pair, Query, Suggestion, SuggestionStatus
from labeler.judge import input_hash, prompt_hash
from labeler.services.judging.prefill import TEXT_BATCH, plan_samples

MODEL = "m"
PAIRS = 2 * TEXT_BATCH + 100  # three batches of the pool
_SUGGESTION_READ = re.compile(r"\bFROM suggestion\b", re.IGNORECASE)


def test_each_batch_of_the_pool_is_one_cache_query_for_every_sample_set(any_repository) -> None:
    repo = any_repository
    queries = [Query(f"q{i}", f"query {i}") for i in range(10)]
    chunks = [Chunk(f"c{n}", f"passage {n}") for n in range(PAIRS)]
    repo.upsert_queries(queries)
    repo.upsert_chunks([chunks])
    repo.add_pairs([Pair(f"q{n % 10}", f"c{n}", "pool", n // 10 + 1) for n in range(PAIRS)])
    answered = {f"{MODEL}#1": range(0, 30), f"{MODEL}#2": range(0, PAIRS, 7), f"{MODEL}#3": range(0)}
    repo.add_suggestions([
        Suggestion(f"q{n % 10}", f"c{n}", name, prompt_hash(None), SuggestionStatus.OK, grade=1,
                   input_hash=input_hash(queries[n % 10], chunks[n]))
        for name, numbers in answered.items() for n in numbers
    ])

    statements: list[str] = []

    def record(conn, cursor, statement, parameters, context, executemany) -> None:
        statements.append(statement)

    event.listen(repo.engine, "before_cursor_execute", record)
    try:
        plans = plan_samples(repo, model=MODEL, samples=3, size_prompts=False)
    finally:
        event.remove(repo.engine, "before_cursor_execute", record)
    assert [plan.cached for plan in plans] == [30, len(range(0, PAIRS, 7)), 0]
    assert [plan.requests for plan in plans] == [PAIRS - 30, PAIRS - len(range(0, PAIRS, 7)), PAIRS]
    cache_reads = [s for s in statements if _SUGGESTION_READ.search(s)]
    assert len(cache_reads) == 3, cache_reads  # one per batch of TEXT_BATCH pairs, whatever the number of sets
