"""Runs (idempotent import, replace, opaque bytes) and the judging pool."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from labeler.domain import LabelerError, NotFoundError, Pair, Query, RunInfo

ROWS = [("q1", "c1", 2.0, 1), ("q1", "c2", 1.0, 2), ("q9", "c7", 0.5, None)]


def _info(name: str = "bm25", sha: str = "a" * 64, n_rows: int = 3) -> RunInfo:
    return RunInfo(name=name, sha256=sha, n_rows=n_rows, n_queries=2, path="runs/bm25.trec", tag="BM25")


def _entries(repository, name: str) -> list[tuple]:
    with repository._engine.connect() as conn:
        return conn.execute(
            text(
                "SELECT query_id, chunk_id, score, rank FROM run_entry JOIN run ON run.id = run_entry.run_id "
                "WHERE run.name = :name ORDER BY run_entry.id"
            ),
            {"name": name},
        ).all()


def test_add_run_stores_info_rows_and_bytes(repository):
    progress: list[int] = []
    assert repository.add_run(_info(), [ROWS[:2], ROWS[2:]], b"\x00arrow", on_progress=progress.append)
    assert progress == [2, 3]
    info = repository.get_run("bm25")
    assert (info.name, info.sha256, info.n_rows, info.n_queries, info.path, info.tag) == (
        "bm25", "a" * 64, 3, 2, "runs/bm25.trec", "BM25",
    )
    assert info.imported_at is not None and info.imported_at.tzinfo is not None
    assert [tuple(r) for r in _entries(repository, "bm25")] == ROWS
    assert repository.run_data("bm25") == b"\x00arrow"
    assert [r.name for r in repository.list_runs()] == ["bm25"]
    assert repository.get_run("nope") is None


def test_add_run_is_idempotent_and_refuses_different_content(repository):
    assert repository.add_run(_info(), [ROWS], b"one")
    assert repository.add_run(_info(), [ROWS], b"one") is False
    with pytest.raises(LabelerError, match="already imported"):
        repository.add_run(_info(sha="b" * 64), [ROWS[:1]], b"two")
    assert len(_entries(repository, "bm25")) == 3


def test_add_run_replace_rewrites_entries_and_data(repository):
    repository.add_run(_info(), [ROWS], b"one")
    assert repository.add_run(_info(sha="b" * 64, n_rows=1), [ROWS[:1]], b"two", replace=True)
    assert [tuple(r) for r in _entries(repository, "bm25")] == ROWS[:1]
    assert repository.run_data("bm25") == b"two"
    assert repository.get_run("bm25").sha256 == "b" * 64


def test_add_run_stores_the_row_count_actually_written(repository):
    repository.add_run(_info(n_rows=99), [ROWS], b"x")
    assert repository.get_run("bm25").n_rows == 3


def test_run_data_and_delete_name_known_runs_when_missing(repository):
    repository.add_run(_info(), [ROWS], b"x")
    with pytest.raises(NotFoundError, match="known runs: bm25"):
        repository.run_data("dense")
    repository.delete_run("bm25")
    assert repository.list_runs() == []
    assert _entries(repository, "bm25") == []
    with pytest.raises(NotFoundError):
        repository.delete_run("bm25")


def test_add_pairs_dedupes_keeps_best_rank_and_runs(repository):
    repository.upsert_queries([Query("q1", "one"), Query("q2", "two")])
    repository.add_run(_info("bm25"), [ROWS], b"x")
    repository.add_run(_info("dense", sha="d" * 64), [ROWS], b"y")
    new, merged = repository.add_pairs(
        [
            Pair("q1", "c1", "pool:depth=10", 3, ("bm25",)),
            Pair("q1", "c1", "pool:depth=10", 1, ("dense",)),
            Pair("q2", "c5", "pool:depth=10", 2, ("bm25",)),
        ]
    )
    assert (new, merged) == (2, 0)
    assert repository.list_pairs("q1") == [Pair("q1", "c1", "pool:depth=10", 1, ("dense", "bm25"))]
    new, merged = repository.add_pairs(
        [Pair("q1", "c1", "pool:depth=20", 5, ("bm25",)), Pair("q1", "c9", "pool:depth=20", 7, ("bm25",))]
    )
    assert (new, merged) == (1, 1)
    pairs = repository.list_pairs()
    assert [(p.query_id, p.chunk_id, p.origin, p.best_rank) for p in pairs] == [
        ("q1", "c1", "pool:depth=10", 1),
        ("q1", "c9", "pool:depth=20", 7),
        ("q2", "c5", "pool:depth=10", 2),
    ]
    assert repository.pair_count() == 3


def test_add_pairs_rejects_unknown_queries_and_runs(repository):
    repository.upsert_queries([Query("q1", "one")])
    with pytest.raises(NotFoundError, match="unknown queries: q404"):
        repository.add_pairs([Pair("q404", "c1", "manual")])
    with pytest.raises(NotFoundError, match="unknown runs: ghost"):
        repository.add_pairs([Pair("q1", "c1", "pool", 1, ("ghost",))])
    assert repository.pair_count() == 0


def test_deleting_a_run_keeps_its_pairs(repository):
    repository.upsert_queries([Query("q1", "one")])
    repository.add_run(_info(), [ROWS], b"x")
    repository.add_pairs([Pair("q1", "c1", "pool:depth=10", 1, ("bm25",))])
    repository.delete_run("bm25")
    assert repository.list_pairs() == [Pair("q1", "c1", "pool:depth=10", 1, ())]


def _index_names(repository) -> set[str]:
    from sqlalchemy import inspect

    with repository._engine.connect() as conn:
        return {ix["name"] for ix in inspect(conn).get_indexes("run_entry")}


def test_run_entry_index_survives_both_load_paths(repository):
    # First run: the index is dropped and rebuilt after the load; second (smaller) run keeps it.
    repository.add_run(_info("big", n_rows=3), [ROWS], b"x")
    assert _index_names(repository) == {"ix_run_entry_run_id_query_id"}
    repository.add_run(_info("small", sha="c" * 64, n_rows=1), [ROWS[:1]], b"y")
    assert _index_names(repository) == {"ix_run_entry_run_id_query_id"}
    assert len(_entries(repository, "big")) == 3 and len(_entries(repository, "small")) == 1


def test_failed_run_load_rolls_back_everything(repository):
    def batches():
        yield ROWS[:2]
        raise RuntimeError("reader failed half-way")

    with pytest.raises(RuntimeError):
        repository.add_run(_info(), batches(), b"x")
    assert repository.list_runs() == []
    assert _entries(repository, "bm25") == []
    assert _index_names(repository) == {"ix_run_entry_run_id_query_id"}
    if repository.dialect == "sqlite":
        with repository._engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA cache_size").scalar() == -2000  # bulk cache restored
