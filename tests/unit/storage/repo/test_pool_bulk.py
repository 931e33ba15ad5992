"""Set-wise pooling (Repository.add_pool via services.pooling.pool) against the per-pair path it
replaced (pool_pairs + add_pairs): the same tables on random runs with tied scores, over a pool
that already holds pairs and links, on both backends."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from sqlalchemy import text

from labeler.dataio.runs.table import RunTable
from labeler.domain import Chunk, Pair, Query, RunInfo
from labeler.services.pooling import PoolReport, pool, pool_pairs, top_k
from labeler.storage import Repository, open_repository
from tests.postgres import BACKENDS, PG_SKIP_REASON, PG_URL, fresh_pg_schema

# byte order and collation differ on case and accents: the pair ids must follow byte order
CHUNKS = [f"{prefix}{i}" for prefix in ("c", "C", "é", "d-", "c_") for i in range(12)]


def _old_pool(repository: Repository, depth: int, names: list[str]) -> PoolReport:
    """services.pooling.pool as it was: one Pair per pooled pair, merged by add_pairs."""
    run_tops = {name: top_k(RunTable.from_bytes(repository.run_data(name), name=name), depth) for name in names}
    pairs = pool_pairs(run_tops, depth)
    pooled_queries = {p.query_id for p in pairs}
    new_queries = len(pooled_queries - repository.query_ids())
    new_pairs, existing = repository.add_pairs(pairs, placeholder_queries=pooled_queries)
    with_text = repository.existing_chunk_ids({p.chunk_id for p in pairs})
    return PoolReport(
        depth=depth,
        runs=tuple(names),
        candidate_pairs=len(pairs),
        new_pairs=new_pairs,
        existing_pairs=existing,
        missing_chunk_text=sum(1 for p in pairs if p.chunk_id not in with_text),
        new_queries=new_queries,
        per_run={name: len(top) for name, top in run_tops.items()},
    )


def _random_run(rng: random.Random, name: str) -> RunTable:
    rows = []
    for q in rng.sample(range(9), rng.randint(2, 8)):
        for chunk in rng.sample(CHUNKS, rng.randint(1, 25)):
            rows.append((f"q{q}", chunk, float(rng.choice([1, 2, 2, 3, 5]))))  # few values: many ties
    rng.shuffle(rows)
    return RunTable.from_rows(rows, name=name)


def _seed(repository: Repository, rng: random.Random, names: list[str]) -> None:
    """Runs, some queries and chunk texts, and a pool already holding pairs and run links."""
    repository.upsert_queries([Query(f"q{q}", f"query {q}") for q in range(0, 9, 2)])
    repository.upsert_chunks([[Chunk(c, c) for c in CHUNKS[::3]]])
    for name in names:
        run = _random_run(rng, name)
        repository.add_run(RunInfo(name, name * 4, run.n_rows, run.n_queries), run.to_bytes())
    prior = [
        Pair(f"q{q}", rng.choice(CHUNKS), "manual", rng.choice([None, 1, 4, 30]), tuple(rng.sample(names, rng.randint(0, min(2, len(names))))))
        for q in range(0, 9, 2)
        for _ in range(6)
    ]
    repository.add_pairs(prior)


def _tables(repository: Repository) -> dict[str, list[tuple]]:
    with repository.engine.connect() as conn:
        return {
            "pair": [tuple(r) for r in conn.execute(text("SELECT id, query_id, chunk_id, origin, best_rank FROM pair ORDER BY id"))],
            "pair_run": [tuple(r) for r in conn.execute(text("SELECT pair_id, run_id, rank FROM pair_run ORDER BY pair_id, run_id"))],
            "query": [tuple(r) for r in conn.execute(text("SELECT id, text, ordinal FROM query ORDER BY id"))],
        }


@contextmanager
def _databases(backend: str, tmp_path: Path) -> Iterator[tuple[str, str]]:
    if backend == "sqlite":
        yield str(tmp_path / "old.db"), str(tmp_path / "new.db")
        return
    if PG_URL is None:
        pytest.skip(PG_SKIP_REASON)
    with fresh_pg_schema(PG_URL) as old, fresh_pg_schema(PG_URL) as new:
        yield old, new


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("seed", range(6))
def test_bulk_pool_equals_the_per_pair_path(backend, seed, tmp_path):
    names = ["bm25", "dense", "hybrid"][: 1 + seed % 3]
    with _databases(backend, tmp_path) as (old_url, new_url):
        old, new = open_repository(old_url), open_repository(new_url)
        try:
            for repository in (old, new):
                _seed(repository, random.Random(seed), names)
            assert _tables(old) == _tables(new)
            for depth, chosen in ((3, names), (1, names[:1]), (10, names)):  # deeper again: better ranks, new links
                assert pool(new, depth, chosen) == _old_pool(old, depth, chosen)
                assert _tables(new) == _tables(old)
                assert new.list_pairs() == old.list_pairs()
        finally:
            old.close()
            new.close()


def test_bulk_pool_is_all_or_nothing(repository, monkeypatch):
    rng = random.Random(7)
    _seed(repository, rng, ["bm25"])
    before = _tables(repository)
    from sqlalchemy.exc import OperationalError

    from labeler.storage.repo import pool as repo_pool

    # the last statement fails: the pairs inserted before it and the placeholders roll back
    monkeypatch.setattr(repo_pool, "_MISSING_TEXT", "SELECT nothing FROM nowhere")
    with pytest.raises(OperationalError):
        pool(repository, 5)
    assert _tables(repository) == before
    with repository.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA cache_size").scalar() == -2000  # the merge's big cache undone
    monkeypatch.undo()
    pool(repository, 5)  # the temporary table is gone too: a retry works
    assert _tables(repository) != before
