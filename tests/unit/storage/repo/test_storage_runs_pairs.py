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


def _legacy_entries(repository, name: str) -> None:
    """run_entry rows as versions before the blob-only store wrote them."""
    with repository._engine.begin() as conn:
        run_id = conn.execute(text("SELECT id FROM run WHERE name = :name"), {"name": name}).scalar_one()
        conn.execute(
            text("INSERT INTO run_entry (run_id, query_id, chunk_id, score, rank) VALUES (:r, :q, :c, :s, :k)"),
            [{"r": run_id, "q": q, "c": c, "s": s, "k": k} for q, c, s, k in ROWS],
        )


def test_add_run_stores_info_and_bytes_and_no_rows(repository):
    assert repository.add_run(_info(), b"\x00arrow")
    info = repository.get_run("bm25")
    assert (info.name, info.sha256, info.n_rows, info.n_queries, info.path, info.tag) == (
        "bm25", "a" * 64, 3, 2, "runs/bm25.trec", "BM25",
    )
    assert info.imported_at is not None and info.imported_at.tzinfo is not None
    assert _entries(repository, "bm25") == []  # the blob is the one copy of the rows
    assert repository.run_data("bm25") == b"\x00arrow"
    assert [r.name for r in repository.list_runs()] == ["bm25"]
    assert repository.get_run("nope") is None


def test_add_run_is_idempotent_and_refuses_different_content(repository):
    assert repository.add_run(_info(), b"one")
    assert repository.add_run(_info(), b"one") is False
    with pytest.raises(LabelerError, match="already imported"):
        repository.add_run(_info(sha="b" * 64), b"two")
    assert repository.run_data("bm25") == b"one"


def test_add_run_replace_rewrites_data_and_drops_legacy_entries(repository):
    repository.add_run(_info(), b"one")
    _legacy_entries(repository, "bm25")
    assert repository.add_run(_info(sha="b" * 64, n_rows=1), b"two", replace=True)
    assert _entries(repository, "bm25") == []
    assert repository.get_run("bm25").n_rows == 1
    assert repository.run_data("bm25") == b"two"
    assert repository.get_run("bm25").sha256 == "b" * 64


def test_run_data_names_known_runs_when_missing(repository):
    repository.add_run(_info(), b"x")
    _legacy_entries(repository, "bm25")
    with pytest.raises(NotFoundError, match="known runs: bm25"):
        repository.run_data("dense")


def test_add_pairs_dedupes_keeps_best_rank_and_runs(repository):
    repository.upsert_queries([Query("q1", "one"), Query("q2", "two")])
    repository.add_run(_info("bm25"), b"x")
    repository.add_run(_info("dense", sha="d" * 64), b"y")
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
