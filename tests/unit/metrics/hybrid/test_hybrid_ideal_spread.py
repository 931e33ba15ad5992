"""The standard error's two parts: the numerator's from the jackknife, the ideal DCG's from each sampled
pair's finite change of Psi (``hybrid.ideal_spread``). The formula is checked against a pair-by-pair
recomputation; the interval covers on a collection whose ideal DCG is estimated, narrower than the whole
jackknife's where its refitted replicates blow up, and dropping the ideal DCG's part is caught."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from labeler.metrics.hybrid import Sample, estimate, numerators, replicate_weights, true_values
from labeler.metrics.hybrid.design import design_sizes, sequential_poisson
from labeler.metrics.hybrid.estimator import corrected, predicted_grades
from labeler.metrics.hybrid.measures import GRADES, ratio_measure
from tests.unit.metrics.hybrid.test_hybrid import synthetic

NDCG10 = ratio_measure("nDCG@10")
P10 = ratio_measure("P@10")
assert NDCG10 is not None and P10 is not None


def _draw(pool, human, sizes, uniforms, budget):  # type: ignore[no-untyped-def]
    chosen = sequential_poisson(sizes, uniforms, int(budget * pool.size))
    grade = np.full(pool.size, -1)
    grade[chosen.order] = human[chosen.order]
    return Sample(grade=grade, pi=chosen.pi)


def test_the_ideal_dcg_s_part_is_each_pair_s_finite_change_pair_by_pair() -> None:
    pool, human = synthetic(n_queries=8, per_query=30, n_runs=3)
    sample = _draw(pool, human, design_sizes(pool, NDCG10), np.random.default_rng(2).random(pool.size), 0.3)
    result = estimate(pool, sample, NDCG10)
    gain, counts, psi = corrected(pool, sample, NDCG10, replicate_weights(sample, 0)[0])
    top = numerators(pool, NDCG10, gain)
    probs = predicted_grades(pool, sample, NDCG10)
    phi = NDCG10.gain_of_grades()
    weights = NDCG10.weights_upto(10)
    runs, queries = top.shape
    u = np.zeros((runs, pool.size))   # each sampled pair's term: numerator and ideal DCG, weight included
    for d in np.flatnonzero(sample.taken & (sample.pi < 1.0)):
        q, w = pool.query[d], 1.0 / sample.pi[d]
        moved = counts[q] - w * (np.eye(GRADES)[sample.grade[d]] - probs[d])
        delta = psi[q] - NDCG10.denominator(moved[None], gradient=False)[0][0]
        for r in range(runs):
            ranks = np.flatnonzero(pool.top[r, q, :10] == d)
            numerator_term = weights[ranks].sum() * w * (phi[sample.grade[d]] - probs[d] @ phi) / psi[q]
            ideal_term = -min(max(top[r, q] / psi[q], 0.0), 1.0) / psi[q] * delta
            u[r, d] = (numerator_term * ideal_term * 2 + ideal_term**2) / queries**2 * (1.0 - sample.pi[d])
    assert result.ideal_variance is not None
    assert np.allclose(result.ideal_variance, u.sum(axis=1), rtol=1e-9, atol=1e-15)


def test_the_standard_error_is_the_numerator_s_jackknife_plus_the_ideal_dcg_s_part() -> None:
    pool, human = synthetic()
    sample = _draw(pool, human, design_sizes(pool, NDCG10), np.random.default_rng(3).random(pool.size), 0.1)
    result = estimate(pool, sample, NDCG10)
    assert result.numerator_replicates is not None and result.ideal_variance is not None
    numerator = result.spread(result.numerator_replicates) ** 2
    assert result.anticipated is not None
    expected = np.maximum(np.sqrt(np.maximum(numerator + result.ideal_variance, numerator)),
                          np.sqrt(result.anticipated))
    assert np.allclose(result.stderr(), expected)
    # a measure with a fixed denominator has no ideal-DCG part: its numerator's jackknife is the whole one
    fixed = estimate(pool, _draw(pool, human, design_sizes(pool, P10), np.random.default_rng(3).random(pool.size),
                                 0.1), P10)
    assert fixed.ideal_variance is not None and np.allclose(fixed.ideal_variance, 0.0)
    assert fixed.numerator_replicates is not None
    assert np.allclose(fixed.spread(fixed.numerator_replicates), fixed.spread(fixed.replicates))


def test_it_covers_narrower_than_the_whole_jackknife_and_dropping_the_ideal_dcg_is_caught() -> None:
    pool, human = synthetic()
    truth = true_values(pool, human, NDCG10)
    sizes = design_sizes(pool, NDCG10)
    for budget, narrower in ((0.05, 0.6), (0.1, 1.0)):
        rng = np.random.default_rng(1)
        covered: dict[str, list[np.ndarray]] = {"now": [], "whole jackknife": [], "numerator only": []}
        halves: dict[str, list[np.ndarray]] = {k: [] for k in covered}
        for _ in range(40):
            result = estimate(pool, _draw(pool, human, sizes, rng.random(pool.size), budget), NDCG10)
            broken = replace(result, ideal_variance=np.zeros(len(result.value)), anticipated=None)
            for name, stderr in (("now", result.stderr()),
                                 ("whole jackknife", replace(result, numerator_replicates=None).stderr()),
                                 ("numerator only", broken.stderr())):
                half = result.half_width(stderr)
                covered[name].append(np.abs(result.value - truth) <= half)
                halves[name].append(half)
        assert np.mean(covered["now"]) >= 0.93
        assert np.mean(covered["numerator only"]) <= 0.90          # the ideal DCG's part is not optional
        # at 5% a replicate's refitted calibration blows the whole jackknife up; at 10% no wider than it
        assert np.mean(halves["now"]) <= narrower * np.mean(halves["whole jackknife"])
