"""The harness's two handles on the ideal DCG (bench/hybrid_ideal.py, measured by ``bench_hybrid.py sweep
--ideal M`` and ``--ratio beale``): the stratum is each query's pairs the LLM grades highest, ties to the
best rank a run gives them, and Beale's ratio moves the value without changing the interval's width."""

from __future__ import annotations

import numpy as np

from bench.hybrid_ideal import beale_estimate, ideal_pairs
from labeler.metrics.hybrid import Pool, Sample, estimate
from labeler.metrics.hybrid.design import design_sizes, sequential_poisson
from labeler.metrics.hybrid.measures import ratio_measure
from tests.unit.metrics.hybrid.test_hybrid import strong_collection

NDCG10 = ratio_measure("nDCG@10")
assert NDCG10 is not None


def test_each_query_s_highest_llm_grades_then_best_ranked_pairs_are_chosen() -> None:
    # query 0: pairs 0-4; query 1: pairs 5-7 (fewer than asked: all of them, but the unrated one)
    llm = np.array([1, 3, 2, 3, 0, 2, 2, 0])
    query = np.array([0, 0, 0, 0, 0, 1, 1, 1])
    top = np.full((2, 2, 10), -1)
    top[0, 0, :3] = [3, 2, 4]    # pair 3 at rank 1 of run 0, pair 2 at rank 2
    top[1, 0, :2] = [4, 1]       # pair 1 only at rank 2 of run 1
    rated = np.array([True] * 7 + [False])
    pool = Pool(query=query, n_queries=2, llm=llm, top=top, rated=rated)
    chosen = ideal_pairs(pool, 10, 3)
    # query 0: the two 3s (pair 3, ranked 1st, before pair 1), then the 2 (pair 2); query 1: its rated pairs
    assert np.flatnonzero(chosen).tolist() == [1, 2, 3, 5, 6]
    assert not ideal_pairs(pool, 10, 0).any()


def test_beale_s_ratio_moves_the_value_and_keeps_the_width() -> None:
    pool, human = strong_collection()
    chosen = sequential_poisson(design_sizes(pool, NDCG10), np.random.default_rng(1).random(pool.size),
                                int(0.1 * pool.size))
    grade = np.full(pool.size, -1)
    grade[chosen.order] = human[chosen.order]
    sample = Sample(grade, chosen.pi)
    plain, corrected = estimate(pool, sample, NDCG10), beale_estimate(pool, sample, NDCG10)
    assert np.allclose(corrected.stderr(), plain.stderr())
    shift = corrected.value - plain.value
    assert np.abs(shift).max() > 1e-4          # the correction does something
    assert np.abs(shift).max() < 0.05          # and stays second-order
    assert np.allclose(corrected.replicates - corrected.replicates.mean(axis=0),
                       plain.replicates - plain.replicates.mean(axis=0))
