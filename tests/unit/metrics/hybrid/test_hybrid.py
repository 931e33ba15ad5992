"""Hybrid (human + LLM) estimation: exactness when everything is graded, and intervals that hold.

The coverage test is the statistical guarantee in miniature: a synthetic collection whose truth is
known, 300 seeded draws of the default design, and the 95% intervals must cover the truth in at
least 90% of them; the same test with the correction term dropped (the LLM-calibrated plug-in)
must fail, or the test could not catch a broken estimator. A second collection holds near-perfect
runs (many queries ranked perfectly) beside weak ones and a judge lenient on some queries and
strict on others: there the intervals must cover for the strongest runs too, and their bias must
be small; clipping each query's estimate at 1 (as earlier versions did) fails it.
"""

from __future__ import annotations

import numpy as np
import pytest

from labeler.domain.errors import LabelerError
from labeler.metrics.hybrid import Pool, Sample, estimate, point_estimate, true_values, worst_case_bounds
from labeler.metrics.hybrid.design import design_sizes, graded_prefix, sequential_poisson
from labeler.metrics.hybrid.measures import ideal_dcg, ratio_measure

NDCG10 = ratio_measure("nDCG@10")
assert NDCG10 is not None


def synthetic(seed: int = 0, n_queries: int = 40, per_query: int = 60, n_runs: int = 6) -> tuple[Pool, np.ndarray]:
    """A pool whose LLM is lenient by a different amount on each query (so calibration alone is
    biased), with runs of graded quality ranking pool pairs and a few unjudged chunks."""
    rng = np.random.default_rng(seed)
    query = np.repeat(np.arange(n_queries), per_query)
    rate = rng.uniform(0.1, 0.6, n_queries)[query]
    human = np.minimum(rng.binomial(3, rate), 3)
    leniency = rng.choice([0, 0, 1, 1, 2], n_queries)[query]
    llm = np.clip(human + leniency * (rng.random(len(human)) < 0.6) + rng.integers(-1, 2, len(human)) *
                  (rng.random(len(human)) < 0.2), 0, 3)
    top = np.full((n_runs, n_queries, 10), -1)
    for r in range(n_runs):
        for q in range(n_queries):
            members = np.flatnonzero(query == q)
            noise = rng.normal(0, 1.0 + r, len(members))
            ranked = members[np.argsort(-(human[members] + noise))][:10]
            top[r, q] = ranked
            top[r, q, rng.random(10) < 0.05] = -1  # a chunk nobody judged
    return Pool(query=query, n_queries=n_queries, llm=llm, top=top), human


def _coverage(debias: bool, draws: int = 300, budget: float = 0.25) -> float:
    pool, human = synthetic(per_query=40)
    truth = true_values(pool, human, NDCG10)
    sizes = design_sizes(pool, NDCG10)
    rng = np.random.default_rng(1)
    covered = []
    for _ in range(draws):
        chosen = sequential_poisson(sizes, rng.random(pool.size), int(budget * pool.size))
        grade = np.full(pool.size, -1)
        grade[chosen.order] = human[chosen.order]
        result = estimate(pool, Sample(grade=grade, pi=chosen.pi), NDCG10, debias=debias)
        covered.append(np.abs(result.value - truth) <= result.half_width(result.stderr()))
    return float(np.mean(covered))


def strong_collection(seed: int = 0, n_queries: int = 40, per_query: int = 60) -> tuple[Pool, np.ndarray]:
    """Few highly relevant pairs per query, an LLM lenient on a third of the queries and strict on a
    third, and eight runs from weak to near-perfect (the two best rank most queries perfectly)."""
    rng = np.random.default_rng(seed)
    query = np.repeat(np.arange(n_queries), per_query)
    human = np.minimum(rng.binomial(3, rng.uniform(0.05, 0.5, n_queries)[query]), 3)
    mood = rng.integers(-1, 2, n_queries)[query]
    llm = np.clip(human + mood * (rng.random(len(human)) < 0.7), 0, 3)
    top = np.full((8, n_queries, 10), -1)
    for r, (noise, perfect) in enumerate([(0.6, 0.8), (0.7, 0.6), (0.9, 0.3), (1.1, 0.0), (1.4, 0.0), (2.0, 0.0),
                                          (4.0, 0.0), (100.0, 0.0)]):
        score = np.where((rng.random(n_queries) < perfect)[query], human + 1e-3 * rng.random(len(human)),
                         human + noise * rng.standard_normal(len(human)))
        for q in range(n_queries):
            members = np.flatnonzero(query == q)
            top[r, q] = members[np.argsort(-score[members])][:10]
    return Pool(query=query, n_queries=n_queries, llm=llm, top=top), human


def _strong_runs_coverage(debias: bool = True, draws: int = 200, budget: float = 0.1
                          ) -> tuple[float, float, float, float]:
    """(coverage of the runs truly at 0.8 or above, coverage of all, largest |mean error| of a strong
    run, mean half-width of the strong runs)."""
    pool, human = strong_collection()
    truth = true_values(pool, human, NDCG10)
    sizes = design_sizes(pool, NDCG10)
    rng = np.random.default_rng(2)
    covered, errors, halves = [], [], []
    for _ in range(draws):
        chosen = sequential_poisson(sizes, rng.random(pool.size), int(budget * pool.size))
        grade = np.full(pool.size, -1)
        grade[chosen.order] = human[chosen.order]
        result = estimate(pool, Sample(grade=grade, pi=chosen.pi), NDCG10, debias=debias)
        half = result.half_width(result.stderr())
        covered.append(np.abs(result.value - truth) <= half)
        errors.append(result.value - truth)
        halves.append(half)
    strong = truth >= 0.8
    assert strong.sum() >= 2 and truth.min() < 0.4  # the collection spans weak to near-perfect runs
    bias = np.abs(np.mean(errors, axis=0))[strong].max()
    return (float(np.mean(covered, axis=0)[strong].mean()), float(np.mean(covered)), float(bias),
            float(np.mean(halves, axis=0)[strong].mean()))


def test_intervals_cover_near_perfect_runs_and_their_bias_is_small() -> None:
    strong, overall, bias, half = _strong_runs_coverage()
    assert strong >= 0.92 and overall >= 0.92
    assert bias <= half / 4  # the goal: |bias| at most a quarter of the half-width


def test_the_strong_run_test_catches_an_estimator_without_its_correction_term() -> None:
    strong, _, _, _ = _strong_runs_coverage(debias=False)
    assert strong < 0.8


def test_intervals_cover_the_truth_on_a_synthetic_collection() -> None:
    assert _coverage(debias=True) >= 0.90


def test_the_coverage_test_catches_an_estimator_without_its_correction_term() -> None:
    assert _coverage(debias=False) < 0.80


def test_everything_graded_gives_the_exact_value_with_no_uncertainty() -> None:
    pool, human = synthetic(seed=3)
    full = Sample(grade=human, pi=np.ones(pool.size))
    result = estimate(pool, full, NDCG10)
    np.testing.assert_allclose(result.value, true_values(pool, human, NDCG10))
    assert result.replicates.shape[0] == 0  # nothing uncertain: no jackknife groups
    assert result.human_judgments == pool.size


def test_true_values_are_trec_eval_ndcg_cut() -> None:
    pool, human = synthetic(seed=4, n_queries=5, per_query=30, n_runs=2)
    weights = 1 / np.log2(np.arange(2, 12))
    for r in range(2):
        expected = []
        for q in range(5):
            ranked = pool.top[r, q]
            gains = np.where(ranked >= 0, human[np.maximum(ranked, 0)], 0)
            ideal = np.sort(human[pool.query == q])[::-1][:10]
            idcg = float((ideal * weights[: len(ideal)]).sum())
            expected.append(float((gains * weights).sum()) / idcg if idcg else 0.0)
        assert true_values(pool, human, NDCG10)[r] == pytest.approx(np.mean(expected), abs=1e-12)


def test_ideal_dcg_of_whole_counts_is_the_sorted_ideal_and_grows_with_fractions() -> None:
    rng = np.random.default_rng(5)
    weights = 1 / np.log2(np.arange(2, 7))
    counts = rng.integers(0, 4, size=(50, 4)).astype(float)
    value, _ = ideal_dcg(counts, weights)
    for row, got in zip(counts, value):
        grades = np.repeat(np.arange(4), row.astype(int))[::-1][:5]
        assert got == pytest.approx(float((grades * weights[: len(grades)]).sum()))
    more = counts.copy()
    more[:, 3] += 0.5
    assert np.all(ideal_dcg(more, weights)[0] >= value - 1e-12)


def test_a_larger_budget_extends_the_same_sample_and_a_partial_grading_is_a_smaller_design() -> None:
    pool, _ = synthetic(seed=6)
    sizes = design_sizes(pool, NDCG10)
    uniform = np.random.default_rng(7).random(pool.size)
    small = sequential_poisson(sizes, uniform, 100)
    large = sequential_poisson(sizes, uniform, 300)
    assert list(large.order[:100]) == list(small.order)
    assert np.all(large.pi >= small.pi)
    graded = np.zeros(pool.size, dtype=bool)
    graded[large.order[:100]] = True
    graded[large.order[150]] = True  # graded out of order: must be left out
    prefix = graded_prefix(sizes, uniform, graded)
    assert list(prefix.order) == list(small.order)
    np.testing.assert_allclose(prefix.pi, small.pi)


def test_uniform_and_top_strategies_and_unknown_ones() -> None:
    pool, _ = synthetic(seed=8)
    assert np.all(design_sizes(pool, NDCG10, "uniform") == 1.0)
    top = design_sizes(pool, NDCG10, "top")
    assert set(np.unique(top)) <= {0.1, 1.0} and (top == 1.0).any()
    assert np.all(design_sizes(pool, NDCG10) > 0)
    with pytest.raises(ValueError, match="unknown sampling strategy"):
        design_sizes(pool, NDCG10, "psychic")


def test_worst_case_bounds_hold_whatever_the_ungraded_pairs_are() -> None:
    pool, human = synthetic(seed=9)
    rng = np.random.default_rng(10)
    grade = np.where(rng.random(pool.size) < 0.3, human, -1)
    low, high = worst_case_bounds(pool, Sample(grade=grade, pi=np.full(pool.size, np.nan)), NDCG10)
    for _ in range(20):  # any completion of the ungraded pairs lies within the bounds
        completed = np.where(grade >= 0, grade, rng.integers(0, 4, pool.size))
        value = true_values(pool, completed, NDCG10)
        assert np.all(low <= value + 1e-12) and np.all(value <= high + 1e-12)


def test_measures_without_the_ratio_form_are_refused_by_name() -> None:
    assert ratio_measure("AP") is None and ratio_measure("RR@10") is None
    with pytest.raises(LabelerError, match="cutoff must be a positive integer"):
        ratio_measure("nDCG@0")
    assert ratio_measure("P@5") is not None and ratio_measure("R@100") is not None


def test_difference_of_a_run_with_itself_is_exactly_zero() -> None:
    pool, human = synthetic(seed=11)
    rng = np.random.default_rng(12)
    chosen = sequential_poisson(design_sizes(pool, NDCG10), rng.random(pool.size), 400)
    grade = np.full(pool.size, -1)
    grade[chosen.order] = human[chosen.order]
    result = estimate(pool, Sample(grade=grade, pi=chosen.pi), NDCG10)
    assert result.difference(2, 2) == (0.0, 0.0)
    assert point_estimate(pool, Sample(grade=grade, pi=chosen.pi), NDCG10).shape == (6,)


def test_grades_to_settle_follows_the_square_root_law() -> None:
    from labeler.services.estimation.hybrid import HYBRID, WORST_CASE, Interval, grades_to_settle

    assert grades_to_settle(Interval(0.05, 0.01, 0.09, HYBRID, 400)) == 0
    # a fixed-sample interval: half-width 0.04 at 400 grades shrinks below 0.02 past 1,600 grades
    assert grades_to_settle(Interval(0.02, -0.02, 0.06, HYBRID, 400)) == 1201
    assert grades_to_settle(Interval(0.0, -0.02, 0.02, HYBRID, 400)) is None
    assert grades_to_settle(Interval(0.02, -0.02, 0.06, HYBRID, 400, pool_pairs=877)) == 477  # all that remain
    assert grades_to_settle(Interval(0.02, -0.5, 0.5, WORST_CASE, 400)) is None


def test_grades_to_settle_an_anytime_difference_counts_the_sequences_factor() -> None:
    from labeler.metrics.hybrid import anytime_factor
    from labeler.services.estimation.hybrid import HYBRID, Interval, grades_to_settle

    pool, grades, value = 20_000, 400, 0.02
    stderr = 0.013
    half = stderr * anytime_factor(grades, pool)
    more = grades_to_settle(Interval(value, value - half, value + half, HYBRID, grades, pool, 0.95))
    assert more is not None
    settles = [n for n in range(grades + 1, pool) if anytime_factor(n, pool) * stderr * (grades / n) ** 0.5 < value]
    assert grades + more == settles[0]
    fixed_half = 2.093 * stderr  # the fixed-sample interval of the same standard error (t, 19 df)
    fixed = grades_to_settle(Interval(value, value - fixed_half, value + fixed_half, HYBRID, grades, pool))
    assert fixed is not None and fixed < more  # looking as often as one likes costs grades
