"""Running test workers in separate processes that start together (for concurrency tests)."""

from __future__ import annotations

import multiprocessing
from typing import Callable, Sequence


def run_together(worker: Callable, db: str, roles: Sequence[tuple[int, object]]) -> None:
    """Start worker(db, index, role, barrier, results) in one spawned process per role, let them
    pass a shared barrier together, and fail with every worker's traceback if any reported one.

    Each worker must put (index, error text or None) on `results` exactly once.
    """
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(len(roles))
    results = context.Queue()
    processes = [context.Process(target=worker, args=(db, i, role, barrier, results)) for i, role in roles]
    for process in processes:
        process.start()
    outcomes = dict(results.get(timeout=120) for _ in processes)
    for process in processes:
        process.join(timeout=30)
    failures = {index: error for index, error in outcomes.items() if error}
    assert not failures, "\n".join(f"worker {index}:\n{error}" for index, error in failures.items())


def report_worker(db: str, worker: int, barrier, results, body: Callable) -> None:
    """The usual worker: open a repository on db, wait at the barrier, run body(repository), close,
    and put (worker, None) or (worker, the traceback) on results."""
    import traceback

    from labeler.storage import open_repository

    try:
        repository = open_repository(db)
        try:
            barrier.wait(timeout=60)
            body(repository)
        finally:
            repository.close()
        results.put((worker, None))
    except BaseException:  # noqa: BLE001 - report any failure to the parent
        results.put((worker, traceback.format_exc()))
