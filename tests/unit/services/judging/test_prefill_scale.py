"""Prefill at scale: the plan streams the pool in bounded memory, answers are committed in batches,
and nothing is ever reported as saved before it is committed (real SQLite, fake server on 127.0.0.1)."""

from __future__ import annotations

import threading
import tracemalloc

import pytest

from labeler.domain import Chunk, Pair, Query
from labeler.judge import JudgeConfig
from labeler.services.judging.prefill import TEXT_BATCH, plan_prefill, run_prefill
from labeler.services.judging.suspects import prepare_detector
from labeler.storage import open_repository
from tests.fake_openai import FAKE_KEY

MODEL = "fake-judge"
PASSAGE_CHARS = 4_000


def build(repository, n_pairs: int, passage_chars: int = 20, per_query: int = 20) -> None:
    n_queries = -(-n_pairs // per_query)
    repository.upsert_queries(Query(f"q{q}", f"query {q}") for q in range(n_queries))
    repository.upsert_chunks([[Chunk(f"c{i}", f"{i} " + "x" * passage_chars) for i in range(n_pairs)]])
    repository.add_pairs(Pair(f"q{i // per_query}", f"c{i}", "pool", i % per_query + 1) for i in range(n_pairs))


def config(fake, **overrides) -> JudgeConfig:
    settings = {"model": MODEL, "base_url": fake.base_url, "api_key": FAKE_KEY, "timeout": 5.0, "max_retries": 0}
    settings.update(overrides)
    return JudgeConfig(**settings)


def test_the_plan_keeps_ids_only_and_reads_texts_a_batch_at_a_time(repository) -> None:
    n_pairs = 4 * TEXT_BATCH
    build(repository, n_pairs, PASSAGE_CHARS)
    prepare_detector()  # the detector's tables are built once per process, not per plan: not the plan's peak
    tracemalloc.start()
    try:
        plan = plan_prefill(repository, model=MODEL)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert plan.requests == n_pairs and plan.pairs[:2] == (("q0", "c0"), ("q0", "c1"))
    assert plan.estimated_tokens > n_pairs * PASSAGE_CHARS // 4
    # every text at once would be n_pairs x PASSAGE_CHARS = 8 MB; one batch of texts is a quarter of it, and the
    # detector's working arrays on that batch about as much again (3.9-4.0 MB in all, by the tests run before it)
    assert peak < 0.6 * n_pairs * PASSAGE_CHARS, f"plan peaked at {peak / 1e6:.1f} MB"


def test_answers_are_committed_in_batches_and_progress_counts_only_committed_ones(repository, db_path, fake_openai) -> None:
    build(repository, 96)
    reader = open_repository(db_path)
    seen: list[tuple[int, int]] = []

    def on_progress(stored: int, total: int) -> None:
        seen.append((stored, len(reader.suggestions())))

    try:
        plan = plan_prefill(repository, model=MODEL)
        summary = run_prefill(repository, config(fake_openai, concurrency=16), plan, on_progress=on_progress)
    finally:
        reader.close()
    assert summary.stored == summary.done == 96 and len(repository.suggestions()) == 96
    assert all(stored == in_database for stored, in_database in seen)  # shown as saved = committed
    assert seen[-1][0] == 96 and len(seen) <= 96 // 4 + 2  # batches of concurrency/4, not one commit each


@pytest.mark.parametrize("concurrency", [1, 16])
def test_a_cancel_keeps_every_answer_received_batch_or_not(repository, fake_openai, concurrency: int) -> None:
    build(repository, 200)
    fake_openai.scenario.delay_ms = 5
    cancel = threading.Event()
    plan = plan_prefill(repository, model=MODEL)
    summary = run_prefill(
        repository, config(fake_openai, concurrency=concurrency), plan,
        on_progress=lambda stored, total: cancel.set(), cancel_event=cancel,
    )
    stored = repository.suggestions()
    assert summary.cancelled and 0 < summary.stored == len(stored) < 200
    assert len({(s.query_id, s.chunk_id) for s in stored}) == len(stored)
