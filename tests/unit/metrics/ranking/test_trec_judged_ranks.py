"""Judged rows' ranks counted (labeler.metrics.ranking.counted) equal their places in
sort_run's ranking, and trec_evaluate prints the same with either: ties, NaN and -0.0 scores,
both compat versions; a run that lists a query twice, or judges too many rows, is sorted."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labeler.metrics.ranking import counted as trec_judged_ranks
from labeler.metrics.arrays import UNJUDGED, EvalArrays
from labeler.metrics.ranking.pieces import query_segments
from labeler.metrics.ranking.sort import sort_run
from labeler.metrics.engine.trec import trec_evaluate
from labeler.metrics.ranking.counted import judged_ranks
from labeler.metrics.trec_eval.table import parse_trec_measures

_SCORES = [0.5, 1.0, 1.0 + 1e-9, -0.0, 0.0, float("nan"), 2.0, -3.0]


def _sorted_ranks(query: np.ndarray, score: np.ndarray, doc: np.ndarray, judged: np.ndarray,
                  compat: int) -> np.ndarray:
    order = sort_run(query, score, doc, compat=compat).order
    place = np.empty(len(order), dtype=np.int64)
    place[order] = np.arange(len(order))
    count = np.bincount(query)
    return place[judged] - (np.cumsum(count) - count)[query[judged]]


@settings(max_examples=60, deadline=None)
@given(sizes=st.lists(st.integers(1, 30), min_size=1, max_size=6), seed=st.integers(0, 2**16),
       compat=st.sampled_from([9, 10]), share=st.floats(0.0, 1.0))
def test_counted_ranks_are_the_sorted_ranks(sizes: list[int], seed: int, compat: int, share: float) -> None:
    rng = np.random.default_rng(seed)
    query = np.repeat(rng.permutation(len(sizes)), sizes).astype(np.int32)
    score = rng.choice(_SCORES, size=len(query))
    doc = np.concatenate([rng.permutation(100)[:size] for size in sizes]).astype(np.int64) - 50
    judged = np.flatnonzero(rng.random(len(query)) < share)
    segments = query_segments(query)
    assert segments is not None
    counted = judged_ranks(segments, score, doc, judged, compat)
    if counted is None:  # too many judged rows to count cheaply
        assert sum(int(np.count_nonzero(query == query[j])) for j in judged) > 2 * len(query)
        return
    assert np.array_equal(counted, _sorted_ranks(query, score, doc, judged, compat))


def test_blocks_of_queries_give_the_same_ranks(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = np.random.default_rng(1)
    query = np.repeat(np.arange(40), 25).astype(np.int32)
    score, doc = rng.integers(0, 5, len(query)).astype(np.float64), rng.permutation(len(query)).astype(np.int64)
    judged = np.sort(rng.choice(len(query), 30, replace=False))
    monkeypatch.setattr(trec_judged_ranks, "_BLOCK", 60)  # many blocks, some a single query
    counted = judged_ranks(np.arange(0, 1001, 25), score, doc, judged, 10)
    assert counted is not None and np.array_equal(counted, _sorted_ranks(query, score, doc, judged, 10))


@pytest.mark.parametrize("compat", [9, 10])
def test_trec_evaluate_prints_the_same_counted_or_sorted(monkeypatch: pytest.MonkeyPatch, compat: int) -> None:
    rng = np.random.default_rng(compat)
    query = np.repeat([2, 0, 1], [40, 30, 50]).astype(np.int32)
    score = rng.choice(_SCORES, size=len(query))
    doc = rng.permutation(len(query)).astype(np.int64)
    grade = np.full(len(query), UNJUDGED, dtype=np.int64)
    judged = rng.choice(len(query), 12, replace=False)
    grade[judged] = rng.integers(-1, 3, len(judged))
    arrays = EvalArrays(["a", "b", "c", "d"], query, score, doc, grade,  # d: judged, not in the run
                        np.concatenate([query[judged], [0, 3]]).astype(np.int64),
                        np.concatenate([grade[judged], [2, 1]]))
    requests = parse_trec_measures(["all_trec"])
    counted = [trec_evaluate(arrays, requests, compat=compat, complete=complete) for complete in (False, True)]
    monkeypatch.setattr(trec_judged_ranks, "MAX_PASSES", -1)  # never counts: sorts
    assert [trec_evaluate(arrays, requests, compat=compat, complete=complete) for complete in (False, True)] == counted
    assert counted[1].query_ids == ["a", "b", "c", "d"]
