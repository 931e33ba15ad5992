"""A new run meets a judged set: known pairs exact (pi = 1), a design over the holes alone, PPI over them.

The coverage tests are the statistical guarantee in miniature, on the two synthetic collections of
test_hybrid (a judge lenient by a different amount on each query; weak to near-perfect runs with a
judge lenient on a third of the queries and strict on a third): the pairs in the top 10 of every run
but the first are the judged set, every other pool pair is a hole, humans grade a quarter of the holes
drawn by the design, and the 95% intervals must cover the truth in 92% of 200 draws on average and 85%
for every run, the strongest too. Dropping the correction term (the calibrated plug-in) must fail the same test.
"""

from __future__ import annotations

import numpy as np
import pytest

from labeler.metrics.hybrid import Pool, Sample, estimate, per_query_values, replicate_weights, true_values
from labeler.metrics.hybrid.bounds import imputed_estimate
from labeler.metrics.hybrid.calibration import cells, cross_fit
from labeler.metrics.hybrid.design import design_sizes, graded_prefix, known_prior, sequential_poisson
from labeler.metrics.hybrid.measures import ratio_measure
from tests.unit.metrics.hybrid.test_hybrid import strong_collection, synthetic

NDCG10 = ratio_measure("nDCG@10")
assert NDCG10 is not None


def judged_set(pool: Pool) -> np.ndarray:
    """(N,) the pairs some run other than the first ranks in its top 10: what humans graded before."""
    top = pool.top[1:, :, :10]
    judged = np.zeros(pool.size, dtype=bool)
    judged[top[top >= 0]] = True
    return judged


def _holes_coverage(collection: tuple[Pool, np.ndarray], *, debias: bool = True, draws: int = 200,
                    budget: float = 0.25, seed: int = 5) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(truth, coverage per run, mean error per run) over ``draws`` samples of ``budget`` of the holes."""
    pool, human = collection
    truth = true_values(pool, human, NDCG10)
    holes = ~judged_set(pool)
    known = np.where(holes, -1, human)
    sizes = design_sizes(pool, NDCG10, llm_probs=known_prior(pool, known, NDCG10), population=holes)
    rng = np.random.default_rng(seed)
    covered, errors = [], []
    for _ in range(draws):
        chosen = sequential_poisson(sizes, rng.random(pool.size), int(budget * holes.sum()), holes)
        grade = known.copy()
        grade[chosen.order] = human[chosen.order]
        result = estimate(pool, Sample(grade=grade, pi=chosen.pi), NDCG10, debias=debias)
        covered.append(np.abs(result.value - truth) <= result.half_width(result.stderr()))
        errors.append(result.value - truth)
    return truth, np.mean(covered, axis=0), np.mean(errors, axis=0)


@pytest.mark.parametrize("make", [synthetic, strong_collection], ids=["lenient-by-query", "weak-to-perfect"])
def test_intervals_over_the_holes_cover_the_truth_for_every_kind_of_run(make):
    truth, coverage, _ = _holes_coverage(make())
    assert coverage.mean() >= 0.92
    assert coverage.min() >= 0.85  # no run, weak or near-perfect, is left behind
    if make is strong_collection:
        assert coverage[truth >= 0.8].mean() >= 0.9


@pytest.mark.parametrize("make", [synthetic, strong_collection], ids=["lenient-by-query", "weak-to-perfect"])
def test_the_holes_coverage_test_catches_an_estimator_without_its_correction_term(make):
    _, coverage, _ = _holes_coverage(make(), debias=False, draws=40)
    assert coverage.mean() < 0.8


def test_known_pairs_are_exact_and_never_in_a_jackknife_group():
    pool, human = synthetic(seed=3)
    holes = ~judged_set(pool)
    known = np.where(holes, -1, human)
    grade = known.copy()
    picked = np.flatnonzero(holes)[::4]
    grade[picked] = human[picked]
    pi = np.where(holes, 0.25, 1.0)
    rows = replicate_weights(Sample(grade, pi), 20)
    assert (rows[:, ~holes] == 1.0).all()  # every replicate weighs a known pair 1: no uncertainty from it
    every = Sample(grade=human, pi=np.ones(pool.size))  # every hole graded with certainty
    result = estimate(pool, every, NDCG10)
    assert result.exact
    np.testing.assert_allclose(result.value, true_values(pool, human, NDCG10))


def test_a_design_over_the_holes_never_draws_a_known_pair():
    pool, _ = synthetic(seed=4)
    holes = ~judged_set(pool)
    sizes = design_sizes(pool, NDCG10, population=holes)
    uniforms = np.random.default_rng(0).random(pool.size)
    chosen = sequential_poisson(sizes, uniforms, int(holes.sum()) + 50, holes)
    assert holes[chosen.order].all() and len(chosen.order) == holes.sum()  # the budget stops at the holes
    assert (chosen.pi[~holes] == 1.0).all()
    some = sequential_poisson(sizes, uniforms, 30, holes)
    graded = ~holes  # the known pairs are graded, which must not lengthen the prefix
    graded[some.order] = True
    prefix = graded_prefix(sizes, uniforms, graded, holes)
    assert list(prefix.order) == list(some.order) and prefix.threshold == some.threshold
    np.testing.assert_allclose(prefix.pi, some.pi)


def test_the_calibration_learns_each_querys_leniency_from_the_known_pairs():
    """Query 0's assessors gave every pair the LLM called 3 a 0; query 1's agreed with it. A hole the LLM
    called 3 is predicted mostly 0 in query 0 and mostly 3 in query 1."""
    per_query = 40
    query = np.repeat([0, 1], per_query)
    llm = np.full(2 * per_query, 3)
    human = np.where(query == 0, 0, 3)
    hole = np.zeros(2 * per_query, dtype=bool)
    hole[[per_query - 1, 2 * per_query - 1]] = True  # the last pair of each query
    pool = Pool(query, 2, llm, np.full((1, 2, 10), -1))
    grade = np.where(hole, -1, human)
    cell, n_cells = cells(pool, 10)
    probs = cross_fit(pool, cell, n_cells, grade, np.where(hole, 0.0, 1.0), 2.0, ~hole)
    assert probs[per_query - 1, 0] > 0.7 and probs[2 * per_query - 1, 3] > 0.7


def test_with_every_pair_graded_the_imputed_value_is_the_truth_and_unrated_pairs_count():
    pool, human = synthetic(seed=6, n_queries=8, per_query=30)
    rated = np.ones(pool.size, dtype=bool)
    rated[::7] = False  # pairs only a human graded: their LLM grade is a placeholder
    pool = Pool(pool.query, pool.n_queries, np.where(rated, pool.llm, 0), pool.top, rated)
    value = imputed_estimate(pool, Sample(grade=human, pi=np.ones(pool.size)), NDCG10)
    np.testing.assert_allclose(value, per_query_values(pool, human, NDCG10).mean(axis=1))
