"""trec_eval's ranking: score descending (double in 10, float32 in 9.x), chunk id descending."""

from __future__ import annotations

import numpy as np
import pytest

from labeler.metrics import rank_order
from labeler.metrics.ranking.sort import sort_run
from tests.unit.metrics.eval_support import encode, random_collection, trec_ranking


def _ranked_ids(run, arrays, order) -> dict[str, list[str]]:
    """Chunk ids per query in the given order (rows as encode() laid them out)."""
    row_chunk = [chunk for docs in run.values() for chunk in docs]
    ranked: dict[str, list[str]] = {}
    for row in order:
        ranked.setdefault(arrays.query_ids[arrays.run_query[row]], []).append(row_chunk[row])
    return ranked


@pytest.mark.parametrize("compat", [9, 10])
@pytest.mark.parametrize("key_bits", [64, 24, 18])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_rank_order_matches_reference_order(seed: int, key_bits: int, compat: int) -> None:
    """key_bits < 64 drops score bits from the packed key: the exact second pass must fix it."""
    run, qrels = random_collection(seed)
    arrays = encode(run, qrels)
    order = sort_run(arrays.run_query, arrays.run_score, arrays.run_doc_order,
                     key_bits=key_bits, compat=compat).order
    ranked = _ranked_ids(run, arrays, order)
    assert list(ranked) == sorted(ranked)  # queries in index (= string) order
    assert ranked == {qid: trec_ranking(docs, compat) for qid, docs in run.items()}


@pytest.mark.parametrize("compat", [9, 10])
@pytest.mark.parametrize("key_bits", [64, 18])
def test_tied_blocks_are_exactly_the_equal_scores(key_bits: int, compat: int) -> None:
    run, qrels = random_collection(5)
    arrays = encode(run, qrels)
    sorted_run = sort_run(arrays.run_query, arrays.run_score, arrays.run_doc_order,
                          key_bits=key_bits, compat=compat)
    positions = np.arange(len(arrays.run_query))
    start, end = sorted_run.block_bounds(positions)
    query = arrays.run_query[sorted_run.order]
    score = arrays.run_score[sorted_run.order].astype(np.float32 if compat == 9 else np.float64)
    for p in positions:
        same = (query == query[p]) & (score == score[p])
        assert (start[p], end[p]) == (np.flatnonzero(same)[0], np.flatnonzero(same)[-1] + 1)


def test_ties_break_by_chunk_id_descending_in_byte_order() -> None:
    # "d10" > "d1" > "D9" in strcmp order; the rank a run file gives is never an input.
    run = {"q": {"D9": 1.0, "d1": 1.0, "d10": 1.0, "top": 2.0}}
    arrays = encode(run, {"q": {"d1": 1}})
    order = rank_order(arrays.run_query, arrays.run_score, arrays.run_doc_order)
    assert [list(run["q"])[i] for i in order] == ["top", "d10", "d1", "D9"]


def test_compat_9_compares_scores_as_float32_like_trec_eval_9() -> None:
    # 1e20 and 1e20 + 1e5 differ as doubles, not as floats: a tie, broken by chunk id.
    run = {"q": {"a": 1e20 + 1e5, "b": 1e20, "c": -0.0, "d": 0.0, "e": 1.5}}
    arrays = encode(run, {"q": {"a": 1}})
    order = rank_order(arrays.run_query, arrays.run_score, arrays.run_doc_order, compat=9)
    assert [list(run["q"])[i] for i in order] == ["b", "a", "e", "d", "c"]


def test_scores_are_compared_as_doubles_like_trec_eval_10_by_default() -> None:
    run = {"q": {"a": 1e20 + 1e5, "b": 1e20, "c": -0.0, "d": 0.0, "e": 1.5,
                 "f": 1.00000001, "g": 1.0, "h": float("nan"), "i": -1e-300}}
    arrays = encode(run, {"q": {"a": 1}})
    order = rank_order(arrays.run_query, arrays.run_score, arrays.run_doc_order)
    assert [list(run["q"])[i] for i in order] == ["a", "b", "e", "f", "g", "d", "c", "i", "h"]


def test_rows_in_any_order_and_empty_runs() -> None:
    run, qrels = random_collection(2)
    arrays = encode(run, qrels)
    perm = np.random.default_rng(0).permutation(len(arrays.run_query))
    order = rank_order(arrays.run_query[perm], arrays.run_score[perm], arrays.run_doc_order[perm])
    reference = rank_order(arrays.run_query, arrays.run_score, arrays.run_doc_order)
    assert np.array_equal(perm[order], reference)
    empty = np.zeros(0, dtype=np.int64)
    assert len(rank_order(empty, empty.astype(float), empty)) == 0
