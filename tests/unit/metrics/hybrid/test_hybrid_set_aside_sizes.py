"""Set-aside pairs are sized as the estimator uses them: as pairs the LLM did not grade.

The estimator predicts a set-aside pair (``distrusted``) by the share of each grade over the pairs whose LLM
grade it uses, whatever its own LLM grade, so its residual is a whole human grade's spread. Sized from its
LLM grade's prior instead (the old rule), a pair with a confident LLM grade looks nearly known, gets a small
size and is under-sampled: the forecast variance of the estimate, under the prior the estimator works with, is
then larger than with the sizes Neyman allocation gives for that prior.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.hybrid import Pool
from labeler.metrics.hybrid.design import design_sizes, distrusted, generic_prior, inclusion, unrated_prior
from labeler.metrics.hybrid.linear import influence
from labeler.metrics.hybrid.measures import GRADES, ratio_measure

NDCG10 = ratio_measure("nDCG@10")
assert NDCG10 is not None


def small_pool(seed: int = 3, queries: int = 8, per: int = 20, runs: int = 5) -> tuple[Pool, np.ndarray]:
    """(pool, set-aside mask): LLM grades 0..3, runs ranking each query's pairs by a noisy LLM grade, and on
    every query one pair the LLM grades a confident 0 at rank 1 of every run, set aside."""
    rng = np.random.default_rng(seed)
    query = np.repeat(np.arange(queries), per)
    llm = rng.choice(GRADES, size=len(query), p=[0.5, 0.25, 0.15, 0.1])
    aside = np.zeros(len(query), dtype=bool)
    aside[np.arange(queries) * per] = True
    llm[aside] = 0
    top = np.full((runs, queries, 10), -1)
    for r in range(runs):
        for q in range(queries):
            own = np.arange(q * per, (q + 1) * per)
            ranked = own[np.argsort(-(llm[own] + rng.normal(0, 0.5 + 0.3 * r, per)))]
            top[r, q] = np.r_[own[0], ranked[ranked != own[0]][:9]]
    return Pool(query, queries, llm, top), aside


def forecast_variance(pool: Pool, aside: np.ndarray, sizes: np.ndarray, budget: int) -> float:
    """Sum over runs of the estimate's Poisson-sampling variance under the prior the estimator works with
    (set-aside pairs predicted as unrated), at the inclusion probabilities that give ``budget`` pairs."""
    threshold = budget / float(sizes.sum())   # sum_d pi_d = budget while no pi reaches 1
    pi = inclusion(sizes, threshold)
    assert (pi < 1).all()
    prior = unrated_prior(generic_prior(pool.llm), aside)
    return float(influence(distrusted(pool, aside), NDCG10, prior).anticipated((1 - pi) / pi).sum())


def test_a_set_aside_pair_with_a_confident_llm_grade_is_sized_as_unrated_and_the_forecast_agrees() -> None:
    pool, aside = small_pool()
    old = design_sizes(pool, NDCG10)                  # the LLM grade's prior, as if the estimator used it
    new = design_sizes(pool, NDCG10, aside=aside)
    assert (new[aside] > 1.3 * old[aside]).all()      # a confident 0 at rank 1 looked nearly known
    others = ~aside
    assert np.allclose(new[others] / old[others], 1.0, atol=0.15)
    # the forecast variance the estimate will have is smaller with the new sizes, at the same budget
    budget = pool.size // 10
    assert forecast_variance(pool, aside, new, budget) < 0.98 * forecast_variance(pool, aside, old, budget)


def test_the_unrated_prior_is_the_mean_of_the_used_pairs_rows_and_leaves_others_alone() -> None:
    prior = np.array([[1.0, 0, 0, 0], [0, 0, 0, 1.0], [0.5, 0.5, 0, 0], [0, 0, 1.0, 0]])
    unrated = np.array([False, False, True, False])
    got = unrated_prior(prior, unrated, trusted=np.array([True, True, True, False]))
    assert np.allclose(got[2], [0.5, 0, 0, 0.5])
    assert np.array_equal(got[[0, 1, 3]], prior[[0, 1, 3]])
    assert unrated_prior(prior, np.zeros(4, dtype=bool)) is prior


def test_without_a_set_aside_mask_the_sizes_are_unchanged() -> None:
    pool, aside = small_pool()
    assert np.array_equal(design_sizes(pool, NDCG10), design_sizes(pool, NDCG10, aside=np.zeros_like(aside)))
    first = np.zeros(pool.size, dtype=bool)
    first[5] = True
    assert np.array_equal(design_sizes(pool, NDCG10, first=first), design_sizes(pool, NDCG10, first=first, aside=None))
