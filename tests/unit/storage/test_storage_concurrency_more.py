"""One annotator's judgments written from several processes at once: grade, undo, note, skip, import.

A person with two terminals open (two workers as "dana") grades, undoes, writes notes and skips
over the same pairs, while a third process imports qrels under the same name. Every write that
reads the annotator's current rows before changing them takes the write lock (SQLite BEGIN
IMMEDIATE, PostgreSQL FOR UPDATE on the annotator row), so no call fails and the history stays a
history: per (pair, annotator) exactly one current row while any row is not undone, none after.
"""

from __future__ import annotations

from collections import Counter

import pytest

from labeler.domain import Chunk, Judgment, JudgmentSource, Pair, Query
from labeler.storage import open_repository
from tests.processes import report_worker, run_together

ANNOTATOR = "dana"
KEYS = [(f"q{i}", f"c{i}-{j}") for i in range(2) for j in range(4)]
ROUNDS = 3


def _interactive(repository, worker: int) -> None:
    """Grade, note, skip, unskip and undo over every pair, rotated per worker so they collide."""
    keys = KEYS[worker * 3 :] + KEYS[: worker * 3]
    for round_ in range(ROUNDS):
        for n, (q, c) in enumerate(keys):
            repository.record_judgment(q, c, ANNOTATOR, (worker + n + round_) % 4)
            repository.set_note(q, c, ANNOTATOR, f"worker {worker} round {round_}")
            repository.skip(*keys[(n + 1) % len(keys)], ANNOTATOR)
            repository.unskip(*keys[(n + 2) % len(keys)], ANNOTATOR)
            if n % 2:
                repository.undo_last(ANNOTATOR)


def _importer(repository, worker: int) -> None:
    """Import qrels for every pair under the same annotator, a few times with changing grades."""
    for round_ in range(ROUNDS * 2):
        repository.import_judgments(
            [Judgment(q, c, ANNOTATOR, (round_ + n) % 4, source=JudgmentSource.IMPORT) for n, (q, c) in enumerate(KEYS)],
            placeholder_queries=["q-new"],
        )


def _worker(db: str, worker: int, role: str, barrier, results) -> None:
    report_worker(db, worker, barrier, results, lambda repository: (_importer if role == "import" else _interactive)(repository, worker))


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_one_annotator_in_several_processes_keeps_one_current_row_per_pair(backend, tmp_path, request):
    db = str(tmp_path / "shared.db") if backend == "sqlite" else request.getfixturevalue("pg_db")
    repository = open_repository(db)
    try:
        repository.upsert_queries([Query("q0", "query 0"), Query("q1", "query 1")])
        repository.upsert_chunks([[Chunk(c, f"text of {c}") for _, c in KEYS]])
        repository.add_pairs([Pair(q, c, "pool") for q, c in KEYS])
    finally:
        repository.close()
    workers = [(0, "grade"), (1, "grade"), (2, "import")]
    run_together(_worker, db, workers)

    repository = open_repository(db)
    try:
        history = repository.judgment_history()
        current = repository.current_judgments(annotator=ANNOTATOR)
        skipped = repository.skipped(ANNOTATOR)
        query_ids = repository.query_ids()
    finally:
        repository.close()
    statuses: dict[tuple[str, str], Counter] = {}
    for judgment, status in history:
        statuses.setdefault((judgment.query_id, judgment.chunk_id), Counter())[status] += 1
    assert set(statuses) == set(KEYS)
    for key, counts in statuses.items():
        not_undone = counts["current"] + counts["superseded"]
        assert counts["current"] == (1 if not_undone else 0), (key, counts)
    assert len(current) == sum(1 for counts in statuses.values() if counts["current"])
    assert skipped <= set(KEYS)
    assert "q-new" in query_ids  # the importer's placeholder, created once
