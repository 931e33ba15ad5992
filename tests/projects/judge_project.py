"""The small pools judge tests share: `labeler judge` on a six-pair project, prefill on a seven-pair
pool, and the helpers that read back what was stored. Fixtures over them live in conftest.py."""

from __future__ import annotations

from pathlib import Path

from labeler.domain import Chunk, Pair, Query
from labeler.judge import JudgeConfig
from labeler.storage import open_repository
from tests.fake_openai import FAKE_KEY

MODEL = "fake-judge"
# The prefill pool (fixture `pool`):
QUERIES = [
    Query("q1", "what is bm25", description="How BM25 ranks documents."),
    Query("q2", "how to winterize a hose"),
    Query("q3", "heat pump efficiency"),
]
# (query, chunk, best rank): queue order is q1 c3 c1 c2, q2 c5 c4, q3 c6 c7.
POOL = [("q1", "c1", 2), ("q1", "c2", 3), ("q1", "c3", 1), ("q2", "c4", 2), ("q2", "c5", 1), ("q3", "c6", 1), ("q3", "c7", 2)]
QUEUE_ORDER = [("q1", "c3"), ("q1", "c1"), ("q1", "c2"), ("q2", "c5"), ("q2", "c4"), ("q3", "c6"), ("q3", "c7")]


def config(fake, **overrides) -> JudgeConfig:
    """A judge configuration that sends to the fake server."""
    settings = {"model": MODEL, "base_url": fake.base_url, "api_key": FAKE_KEY, "timeout": 5.0, "max_retries": 0}
    settings.update(overrides)
    return JudgeConfig(**settings)


def suggestions(db: Path):
    """Every suggestion stored in the database file."""
    repository = open_repository(str(db))
    try:
        return repository.suggestions()
    finally:
        repository.close()


def judge_db(path: Path) -> Path:
    """q1 with chunks c1..c4 and q2 with c5..c6 in the pool (queue order by rank = chunk number)."""
    repository = open_repository(str(path))
    try:
        repository.upsert_queries([Query("q1", "what is bm25"), Query("q2", "heat pumps")])
        repository.upsert_chunks([[Chunk(f"c{i}", f"passage {i}") for i in range(1, 7)]])
        repository.add_pairs([Pair("q1" if i <= 4 else "q2", f"c{i}", "pool", i) for i in range(1, 7)])
    finally:
        repository.close()
    return path


def prefill_pool(repository):
    """Three queries, seven pool pairs with chunk text, c7 without text."""
    repository.upsert_queries(QUERIES)
    repository.upsert_chunks([[Chunk(f"c{i}", f"passage {i}", title=f"T{i}") for i in range(1, 7)]])
    repository.add_pairs([Pair(q, c, "pool", rank) for q, c, rank in POOL])
    return repository
