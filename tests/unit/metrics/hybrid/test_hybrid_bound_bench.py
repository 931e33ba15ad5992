"""The harness's analytic bound (bench/hybrid_bound.py, ``bench_hybrid.py bound``): its variance is the
Poisson-sampling variance of the estimator it linearizes, checked against draws computed another way
(the pool's numerators and grade counts), and its oracle allocation beats every other allocation."""

from __future__ import annotations

import numpy as np

from bench.hybrid_bound import (
    cell_sizes,
    inclusion_for_budget,
    two_phase_sample,
    influence,
    oracle_prediction,
    oracle_sizes,
    population_prediction,
    truth,
    variance,
)
from labeler.metrics.hybrid import estimate, grade_counts, numerators, true_values
from labeler.metrics.hybrid.design import design_sizes, sequential_poisson
from labeler.metrics.hybrid.measures import GRADES, ratio_measure
from tests.unit.metrics.hybrid.test_hybrid import strong_collection

NDCG10 = ratio_measure("nDCG@10")
assert NDCG10 is not None
DRAWS = 20000


def _small() -> tuple:
    pool, human = strong_collection(seed=3, n_queries=6, per_query=15)
    pi = inclusion_for_budget(design_sizes(pool, NDCG10), 0.3 * pool.size)
    return pool, human, pi


def _draws(pool, human, pi, probs) -> tuple[np.ndarray, np.ndarray]:
    """(draws, R) the estimate with the true ideal DCG, and the delta method's linear estimate with the
    ideal DCG estimated, each computed from the pool's numerators and grade counts, over Poisson draws."""
    rng = np.random.default_rng(7)
    phi = NDCG10.gain_of_grades()
    onehot = np.eye(GRADES)[human]
    true_counts = grade_counts(pool.query, pool.n_queries, onehot)
    psi, slope = NDCG10.denominator(true_counts)
    rho = numerators(pool, NDCG10, phi[human]) / psi
    model = probs @ phi
    numerator_part, whole = [], []
    for _ in range(DRAWS):
        weight = (rng.random(pool.size) < pi) / pi
        gain_hat = model + weight * (phi[human] - model)
        counts_hat = grade_counts(pool.query, pool.n_queries, probs + weight[:, None] * (onehot - probs))
        linear_psi = psi + ((counts_hat - true_counts) * slope).sum(axis=1)
        top = numerators(pool, NDCG10, gain_hat)
        numerator_part.append((top / psi).mean(axis=1))
        whole.append((top / psi - rho * (linear_psi - psi) / psi).mean(axis=1))
    return np.array(numerator_part), np.array(whole)


def test_the_analytic_variance_is_the_linearized_estimator_s_variance_over_poisson_draws() -> None:
    pool, human, pi = _small()
    assert (pi > 0).all() and (pi < 1).any()
    t = truth(pool, NDCG10, human)
    for probs in (population_prediction(pool, NDCG10, human, pi), oracle_prediction(pool, NDCG10, human)):
        numerator_part, whole = _draws(pool, human, pi, probs)
        for part, values in (("numerator", numerator_part), ("whole", whole)):
            analytic = variance(influence(t, probs, NDCG10, part), pi)
            empirical = values.var(axis=0)
            assert analytic.shape == (pool.top.shape[0],)
            # 20,000 draws: a variance's sampling error is about 1-2%
            assert np.allclose(empirical, analytic, rtol=0.06), (part, empirical / analytic)
        # the ideal DCG's part adds variance on these runs, and it is not the numerator's
        assert not np.allclose(whole.var(axis=0), numerator_part.var(axis=0), rtol=0.05)


def test_the_oracle_prediction_leaves_smaller_residuals_than_today_s() -> None:
    pool, human, pi = _small()
    phi = NDCG10.gain_of_grades()
    today = ((phi[human] - population_prediction(pool, NDCG10, human, pi) @ phi) ** 2).sum()
    oracle = ((phi[human] - oracle_prediction(pool, NDCG10, human) @ phi) ** 2).sum()
    today_probs = population_prediction(pool, NDCG10, human, pi)
    left_out = oracle_prediction(pool, NDCG10, human, leave_out=today_probs)
    assert oracle < ((phi[human] - left_out @ phi) ** 2).sum()
    assert oracle < today
    # a pair alone in its (query, LLM grade, band) cell keeps the fallback when it is left out
    alone = np.isclose(oracle_prediction(pool, NDCG10, human).max(axis=1), 1.0) & np.isclose(
        left_out, today_probs).all(axis=1)
    assert alone.any()


def test_inclusion_for_a_budget_caps_at_one_and_spends_the_budget() -> None:
    sizes = np.array([100.0, 1.0, 2.0, 3.0, 0.0, 4.0])
    pi = inclusion_for_budget(sizes, 3.0)
    assert np.isclose(pi.sum(), 3.0) and pi[0] == 1.0 and pi[4] == 0.0
    assert np.allclose(pi[[1, 2, 3, 5]] / sizes[[1, 2, 3, 5]], pi[1])   # proportional below the cap
    assert inclusion_for_budget(sizes, 9.0).tolist() == [1, 1, 1, 1, 0, 1]
    # a pair the design can never draw makes a run's variance infinite, unless it moves nothing
    u = np.array([[1.0, 1.0, 1.0, 1.0, 0.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0]])
    assert np.isfinite(variance(u, pi)[0]) and np.isinf(variance(u, pi)[1])


def test_the_oracle_allocation_s_variance_is_at_most_any_other_allocation_s() -> None:
    pool, human, _ = _small()
    t = truth(pool, NDCG10, human)
    u = influence(t, oracle_prediction(pool, NDCG10, human), NDCG10, "whole")
    rng = np.random.default_rng(11)
    for share in (0.1, 0.3, 0.6):          # at 0.6 the cap binds for the oracle's largest sizes
        budget = share * pool.size
        best = variance(u, inclusion_for_budget(oracle_sizes(u), budget)).sum()
        others = [np.ones(pool.size), design_sizes(pool, NDCG10), oracle_sizes(u) ** 0.5, oracle_sizes(u) ** 1.5]
        others += [rng.gamma(0.5, size=pool.size) for _ in range(30)]
        others += [oracle_sizes(u) * rng.uniform(0.7, 1.3, pool.size) for _ in range(30)]
        for sizes in others:
            assert best <= variance(u, inclusion_for_budget(sizes, budget)).sum() * (1 + 1e-9)
    assert (inclusion_for_budget(oracle_sizes(u), 0.6 * pool.size) == 1.0).any()


def test_two_phases_grade_the_importance_order_first_then_the_rest_as_holes() -> None:
    pool, human = strong_collection(seed=5, n_queries=20, per_query=40)
    sizes = design_sizes(pool, NDCG10)
    rng = np.random.default_rng(2)
    truth_values = true_values(pool, human, NDCG10)
    budget = int(0.15 * pool.size)
    covered = []
    for _ in range(30):
        uniforms = rng.random(pool.size)
        sample = two_phase_sample(pool, NDCG10, sizes, uniforms, rng.random(pool.size), budget, 0.5, human)
        first = sequential_poisson(sizes, uniforms, budget // 2)
        assert sample.taken.sum() == budget
        assert (sample.pi[first.order] == 1.0).all() and sample.taken[first.order].all()
        assert (sample.pi[~sample.certain] < 1.0).all()       # the second phase is a Poisson design over the rest
        result = estimate(pool, sample, NDCG10)
        covered.append(np.abs(result.value - truth_values) <= result.half_width(result.stderr()))
    assert np.mean(covered) >= 0.9


def test_an_allocation_by_cells_of_one_pair_is_the_oracle_s_and_by_coarser_cells_is_no_better() -> None:
    pool, human, pi = _small()
    t = truth(pool, NDCG10, human)
    probs = population_prediction(pool, NDCG10, human, pi)
    for part in ("numerator", "whole"):
        u = influence(t, probs, NDCG10, part)
        assert np.allclose(cell_sizes(t, probs, NDCG10, part, np.arange(pool.size)), oracle_sizes(u))
        budget = 0.2 * pool.size
        by_query = cell_sizes(t, probs, NDCG10, part, pool.query * 4 + pool.llm)
        assert variance(u, inclusion_for_budget(oracle_sizes(u), budget)).sum() <= variance(
            u, inclusion_for_budget(by_query, budget)).sum()
