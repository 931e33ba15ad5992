"""Counts kept by the writers (labeler.storage.counts.kept) equal a recount after any sequence of writes."""

from __future__ import annotations

import random
import sqlite3
import time
from collections.abc import Callable

import pytest

from labeler.domain import Pair, Query
from labeler.domain.errors import DatabaseBusy
from labeler.services.team.assignment import adjudicate
from labeler.storage import Repository, open_repository
from labeler.storage.counts.kept import Deltas
from labeler.storage.revisions import run_alembic
from tests.random_writes import ANNOTATORS, QUERIES, count_drift, random_writes


def _random_history(repository: Repository, seed: int, steps: int, check_every: int = 1) -> dict[str, tuple[int, int]]:
    """Run random writes; the first drift found (empty if none)."""
    rng = random.Random(seed)
    writes = random_writes(repository, rng)
    writes[0]()
    for step in range(steps):
        rng.choice(writes)()
        if step % check_every == 0 and (drift := count_drift(repository)):
            return drift
    return count_drift(repository)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_kept_counts_equal_a_recount_after_random_writes(any_repository: Repository, seed: int) -> None:
    assert _random_history(any_repository, seed, steps=120) == {}
    counts = any_repository.counts()
    assert counts.pairs == any_repository.pair_count()
    assert counts.judged_pairs + counts.unjudged_pairs == counts.pairs


@pytest.mark.parametrize("skipped", ["pairs_added", "chunks_added", "first_judgments", "judgment_withdrawn"])
def test_a_skipped_update_is_caught(repository: Repository, skipped: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # the check above is only worth something if leaving out any one kind of update fails it
    monkeypatch.setattr(Deltas, skipped, lambda self, *args: None)
    assert _random_history(repository, 1, steps=120) != {}


def test_migration_backfills_and_status_recount_repairs(db_path: str) -> None:
    repository = open_repository(db_path)
    try:
        assert _random_history(repository, 4, steps=60) == {}
        expected = repository.counts()
    finally:
        repository.close()
    run_alembic(db_path, "downgrade", "0002")
    run_alembic(db_path, "upgrade", "head")  # the backfill
    repository = open_repository(db_path)
    try:
        assert repository.counts() == expected
        with sqlite3.connect(db_path) as conn:  # counts gone wrong behind labeler's back
            conn.execute("UPDATE kept_count SET n = n + 5 WHERE name = 'pairs'")
            conn.execute("DELETE FROM kept_count WHERE name = 'judged_pairs'")
        assert repository.counts() != expected
        assert repository.recount() == {"pairs": 5, "judged_pairs": -expected.judged_pairs}
        assert repository.counts() == expected
        assert repository.recount() == {}
    finally:
        repository.close()


def test_judgment_supersedes_id_is_indexed(any_repository: Repository) -> None:
    from sqlalchemy import inspect

    indexes = inspect(any_repository.engine).get_indexes("judgment")
    assert ["supersedes_id"] in [index["column_names"] for index in indexes]


BUSY_RETRIES = 3


def _sqlite_busy_seconds(repository: Repository) -> float | None:
    """How long a SQLite connection waits for another writer (None on PostgreSQL)."""
    if repository.engine.dialect.name != "sqlite":
        return None
    with repository.engine.connect() as conn:
        return int(conn.exec_driver_sql("PRAGMA busy_timeout").scalar() or 0) / 1000


def _run_again_after_a_full_wait(write: Callable[[], object], busy_seconds: float | None) -> None:
    """Run write; on SQLite, run it again (as DatabaseBusy says one may) when it failed only after waiting
    the whole busy timeout for another writer, which a loaded machine can make one writer hold. A busy
    error sooner than that (a lock taken in the wrong order) or on PostgreSQL (a deadlock) fails."""
    for attempt in range(BUSY_RETRIES + 1):
        started = time.monotonic()
        try:
            write()
            return
        except DatabaseBusy:
            waited = time.monotonic() - started
            if busy_seconds is None or waited < 0.8 * busy_seconds or attempt == BUSY_RETRIES:
                raise


def _concurrent_worker(db: str, worker: int, role: str, barrier, results) -> None:  # noqa: ANN001 - multiprocessing objects
    """One process of the concurrency test: random writes of one kind, colliding with the others."""
    from tests.processes import report_worker

    def body(repository: Repository) -> None:
        rng = random.Random(worker)
        names = ["queries", "chunks", "pool", "grade", "_", "undo", "import", "adjudicate", "suggest", "skip"]
        writes = dict(zip(names, random_writes(repository, rng), strict=True))
        busy_seconds = _sqlite_busy_seconds(repository)
        for _ in range(25):
            _run_again_after_a_full_wait(writes[role if role != "grade" or rng.random() < 0.7 else "undo"], busy_seconds)

    report_worker(db, worker, barrier, results, body)


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_kept_counts_stay_exact_under_concurrent_writers(backend: str, tmp_path, request) -> None:  # noqa: ANN001
    from tests.processes import run_together

    db = str(tmp_path / "shared.db") if backend == "sqlite" else request.getfixturevalue("pg_db")
    repository = open_repository(db)
    try:
        repository.upsert_queries([Query(q, q) for q in QUERIES[:2]])
    finally:
        repository.close()
    # graders and importers on the same pairs (judged pairs), chunk imports against pooling (text)
    run_together(_concurrent_worker, db, list(enumerate(["grade", "grade", "import", "chunks", "pool", "adjudicate", "suggest", "skip"])))
    repository = open_repository(db)
    try:
        assert count_drift(repository) == {}
        assert repository.counts().judged_pairs > 0
    finally:
        repository.close()


def test_newest_timed_judgments_read_through_the_partial_index(repository: Repository) -> None:
    # an annotator with millions of untimed (imported) judgments made the label screen walk them all
    from sqlalchemy import select

    from labeler.storage.schema import judgment_t

    statement = (
        select(judgment_t.c.seconds_spent)
        .where(judgment_t.c.annotator_id == 1, judgment_t.c.seconds_spent.is_not(None))
        .order_by(judgment_t.c.id.desc())
        .limit(50)
    )
    with repository.engine.connect() as conn:
        sql = str(statement.compile(conn, compile_kwargs={"literal_binds": True}))
        plan = " ".join(str(row) for row in conn.exec_driver_sql(f"EXPLAIN QUERY PLAN {sql}"))
    assert "ix_judgment_timed" in plan


def _queue_starts(repository: Repository) -> dict[str, tuple[str | None, str | None]]:
    """annotator -> (where their queue opens, what a scan from the start finds) where the two differ."""
    from labeler.domain.labeling import QueueFilter
    from labeler.storage.queue import statements as queue_sql

    differ = {}
    for annotator in ANNOTATORS:
        opened = repository.next_queue_query(annotator, QueueFilter.UNJUDGED)
        with repository.engine.connect() as conn:
            aid = queue_sql.annotator_id(conn, annotator)
            scanned = queue_sql.next_query_with_match(conn, aid, QueueFilter.UNJUDGED, None)
        if opened != scanned:
            differ[annotator] = (opened, scanned)
    return differ


def _frontier_history(repository: Repository, seed: int, steps: int) -> dict[str, tuple[str | None, str | None]]:
    rng = random.Random(seed)
    writes = random_writes(repository, rng)
    writes[0]()
    for _ in range(steps):
        rng.choice(writes)()
        if differ := _queue_starts(repository):
            return differ
    return {}


@pytest.mark.parametrize("seed", [5, 6])
def test_label_queue_opens_where_a_full_scan_would(any_repository: Repository, seed: int) -> None:
    assert _frontier_history(any_repository, seed, steps=150) == {}


def test_a_frontier_left_high_is_caught(repository: Repository, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Deltas, "lower_frontier", lambda self, *args: None)
    assert any(_frontier_history(repository, seed, steps=150) for seed in (5, 6))


def test_queue_opens_at_once_while_another_process_writes(db_path: str) -> None:
    # the frontier is moved under the write lock; a long import holding it must not hold up the label screen
    import time

    from labeler.domain.labeling import QueueFilter

    repository = open_repository(db_path)
    try:
        repository.upsert_queries([Query("q1", "one"), Query("q2", "two")])
        repository.add_pairs([Pair("q1", "c1", "pool"), Pair("q2", "c2", "pool")])
        repository.record_judgment("q1", "c1", "ann", 2)
        writer = sqlite3.connect(db_path)
        writer.execute("BEGIN IMMEDIATE")
        try:
            started = time.perf_counter()
            assert repository.next_queue_query("ann", QueueFilter.UNJUDGED) == "q2"
            assert time.perf_counter() - started < 2  # busy_timeout is 5 s
        finally:
            writer.rollback()
            writer.close()
        assert repository.next_queue_query("ann", QueueFilter.UNJUDGED) == "q2"
        repository.record_judgment("q1", "c1", "ann", 3)  # the connection still waits for writers
    finally:
        repository.close()
