"""Several processes grading overlapping pairs at once: no judgment lost or duplicated.

Each worker is a separate process (spawn) with its own Repository on the same database
(a SQLite file in WAL mode, or a PostgreSQL schema). They start together at a barrier and
grade every pair of the pool: three annotators each in their own process, and one annotator
("dana") in two processes at once, as a person with two terminals open would. Afterwards
the history holds exactly one row per record_judgment call and exactly one current row per
(pair, annotator), and each single-process annotator's current grades are their last ones.
"""

from __future__ import annotations

import traceback
from collections import Counter

import pytest

from labeler.domain import Chunk, Pair, Query
from labeler.storage import open_repository
from tests.processes import run_together

QUERIES, CHUNKS_PER_QUERY = 4, 8
SOLO = ("alice", "bob", "carol")
SHARED = "dana"


def _keys() -> list[tuple[str, str]]:
    return [(f"q{i}", f"c{i}-{j}") for i in range(QUERIES) for j in range(CHUNKS_PER_QUERY)]


def _plan(worker: int, annotator: str) -> list[tuple[str, str, int]]:
    """(query, chunk, grade) a worker records: every pair once, then its first eight again (re-grades)."""
    keys = _keys()
    # Rotate the order so workers collide on different pairs at different moments.
    keys = keys[worker * 5 :] + keys[: worker * 5]
    first = [(q, c, (worker + n) % 4) for n, (q, c) in enumerate(keys)]
    again = [(q, c, (g + 1) % 4) for q, c, g in first[:8]]
    return first + again


def _worker(db: str, worker: int, annotator: str, barrier, results) -> None:
    try:
        repository = open_repository(db)
        try:
            barrier.wait(timeout=60)
            for query_id, chunk_id, grade in _plan(worker, annotator):
                repository.record_judgment(query_id, chunk_id, annotator, grade)
        finally:
            repository.close()
        results.put((worker, None))
    except BaseException:  # noqa: BLE001 - report any failure to the parent
        results.put((worker, traceback.format_exc()))


def _seed(db: str) -> None:
    repository = open_repository(db)
    try:
        repository.upsert_queries([Query(f"q{i}", f"query {i}") for i in range(QUERIES)])
        repository.upsert_chunks([[Chunk(c, f"text of {c}") for _, c in _keys()]])
        repository.add_pairs([Pair(q, c, "pool") for q, c in _keys()])
    finally:
        repository.close()


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_concurrent_graders_lose_and_duplicate_nothing(backend, tmp_path, request):
    db = str(tmp_path / "shared.db") if backend == "sqlite" else request.getfixturevalue("pg_db")
    _seed(db)
    workers = [(i, name) for i, name in enumerate(SOLO)] + [(3, SHARED), (4, SHARED)]
    run_together(_worker, db, workers)

    repository = open_repository(db)
    try:
        if backend == "sqlite":
            assert repository.dialect == "sqlite"
        history = repository.judgment_history()
        current = repository.current_judgments()
        assert repository.recount() == {}  # the kept counts the concurrent grades moved are what the tables hold
    finally:
        repository.close()

    calls = Counter()
    for worker, name in workers:
        for q, c, _ in _plan(worker, name):
            calls[(q, c, name)] += 1
    written = Counter((j.query_id, j.chunk_id, j.annotator) for j, _ in history)
    assert written == calls  # one history row per call: nothing lost, nothing doubled
    current_per_key = Counter((j.query_id, j.chunk_id, j.annotator) for j in current)
    assert set(current_per_key) == set(calls) and set(current_per_key.values()) == {1}
    assert Counter(status for _, status in history) == {
        "current": len(calls),
        "superseded": sum(calls.values()) - len(calls),
    }
    for worker, name in workers[: len(SOLO)]:
        last = {(q, c): g for q, c, g in _plan(worker, name)}
        mine = {(j.query_id, j.chunk_id): j.grade for j in current if j.annotator == name}
        assert mine == last
    # Each of dana's current grades is one that one of her two processes wrote last for the pair.
    dana_last = [{(q, c): g for q, c, g in _plan(w, SHARED)} for w, n in workers if n == SHARED]
    for j in current:
        if j.annotator == SHARED:
            assert j.grade in {last[(j.query_id, j.chunk_id)] for last in dana_last}
