"""Depth-k pooling on a small hand-checked example, and ranking in trec_eval's order."""

import pyarrow as pa

from labeler.dataio.runs.table import RunTable
from labeler.services.pooling import pool_pairs, top_k


def test_ranking_ignores_file_rank_and_breaks_ties_by_docid_descending():
    table = pa.table(
        {
            "qid": ["q1", "q1", "q1", "q2", "q2", "q1"],
            "docid": ["a", "b", "c", "x", "y", "d"],
            "score": [1.0, 2.0, 2.0, 0.5, 0.7, 0.1],
            "rank": [1, 2, 3, 1, 2, 4],  # lies: trec_eval ignores it
        }
    )
    run = RunTable(table=table, name="r")
    assert top_k(run, 3) == [("q1", "c", 1), ("q1", "b", 2), ("q1", "a", 3), ("q2", "y", 1), ("q2", "x", 2)]
    assert len(top_k(run, 1000)) == 6


def test_pool_union_keeps_best_rank_and_every_run():
    tops = {
        "bm25": [("q1", "a", 1), ("q1", "b", 2), ("q2", "x", 1)],
        "dense": [("q1", "b", 1), ("q1", "c", 2)],
    }
    pairs = pool_pairs(tops, depth=2)
    assert [(p.query_id, p.chunk_id, p.best_rank, p.runs) for p in pairs] == [
        ("q1", "a", 1, ("bm25",)),
        ("q1", "b", 1, ("bm25", "dense")),
        ("q1", "c", 2, ("dense",)),
        ("q2", "x", 1, ("bm25",)),
    ]
    assert {p.origin for p in pairs} == {"pool:depth=2"}


def test_pool_holes_adds_only_missing_pairs(repository):
    from labeler.domain import Pair, Query
    from labeler.services.pooling import pool_holes

    repository.upsert_queries([Query("q1", "query")])
    repository.add_pairs([Pair("q1", "a", origin="pool:depth=1", best_rank=1, runs=())])
    assert pool_holes(repository, "q1", [("a", 1), ("b", 2), ("c", None)], []) == 2
    pairs = {p.chunk_id: p for p in repository.list_pairs("q1")}
    assert pairs["b"].origin == "holes" and pairs["b"].best_rank == 2 and pairs["a"].origin == "pool:depth=1"
