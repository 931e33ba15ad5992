"""Two handles on the ideal DCG that the harness measures against labeler's estimator (bench only, not labeler).

The ablation (``bench_hybrid.py ablation``) names the estimated ideal DCG, Psi_hat_q = Psi(c_hat_q), as the
source of the estimator's upward bias on TREC DL 2021 and of much of its width. ``bench_hybrid.py sweep``
can replace, on the same draws, either side of it:

- ``--ideal M`` (the design): the M pairs of each query that decide its ideal DCG as the LLM sees it
  (``ideal_pairs``: highest LLM grade, then the best rank any run gives the pair) form a certainty
  stratum, graded first with pi = 1 (labeler's ``humans_first`` mechanism); the rest of the budget
  follows the importance design. The estimator reads the stratum back from the sizes as ``labeler
  sample``'s estimate does (``certain_stratum``, whose pairs' LLM grades are set aside), so the
  figures are those the product would give with such a design.
- ``--ratio beale`` (the estimator): each query's ratio N_hat_rq / Psi_hat_q replaced by Beale's
  ratio estimator, (N_hat + Cov(N_hat, Psi_hat) / Psi_hat) / (Psi_hat (1 + min(CV^2, cap))), with the
  variance and covariance from the jackknife's replicates: the second-order (linearization) bias of
  E[N/Psi] against E[N]/E[Psi] removed. The shift is computed once on the full sample and added to
  every replicate, so the interval keeps its width and moves with the value.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from labeler.metrics.hybrid import HybridEstimate, Pool, Sample, estimate, numerators, replicate_weights
from labeler.metrics.hybrid.estimator import JACKKNIFE_GROUPS, corrected, predicted_grades
from labeler.metrics.hybrid.measures import GRADES, RatioMeasure

BEALE_CAP = 0.25  # the squared coefficient of variation of Psi_hat counted at most (one wild replicate)


def ideal_pairs(pool: Pool, depth: int, per_query: int) -> np.ndarray:
    """(N,) the ``per_query`` pairs of each query with the highest LLM grades, ties broken by the best
    rank any run gives the pair (then pool order); only pairs the LLM graded; all of a smaller query's."""
    if per_query <= 0:
        return np.zeros(pool.size, dtype=bool)
    top = pool.top[:, :, :depth]
    best = np.full(pool.size, depth, dtype=np.int64)
    ranks = np.broadcast_to(np.arange(top.shape[2]), top.shape)
    np.minimum.at(best, top[top >= 0], ranks[top >= 0])
    rated = pool.rated_mask
    order = np.lexsort((np.arange(pool.size), best, -pool.llm, ~rated, pool.query))
    ordered_query = pool.query[order]
    place = np.arange(pool.size) - np.searchsorted(ordered_query, ordered_query, side="left")
    chosen = np.zeros(pool.size, dtype=bool)
    chosen[order[(place < per_query) & rated[order]]] = True
    return chosen


def beale_estimate(pool: Pool, sample: Sample, measure: RatioMeasure, cap: float = BEALE_CAP, *,
                   linear: bool = False) -> HybridEstimate:
    """labeler's estimate with each query's ratio replaced by Beale's (module docstring); ``linear``: the
    variance and covariance from the linearized terms of the sampled pairs instead of the jackknife."""
    rows = replicate_weights(sample, JACKKNIFE_GROUPS)
    parts = [corrected(pool, sample, measure, row) for row in rows]
    top = np.stack([numerators(pool, measure, gain) for gain, _, _ in parts])   # (G+1, R, Q)
    ideal = np.stack([psi for _, _, psi in parts])                              # (G+1, Q)
    groups = len(rows) - 1
    base = estimate(pool, sample, measure)
    if groups < 2:
        return base
    if linear:
        variance, covariance = _linear_moments(pool, sample, measure, rows[0], parts[0][1])
    else:
        spread_ideal = ideal[1:] - ideal[1:].mean(axis=0)
        spread_top = top[1:] - top[1:].mean(axis=0)
        variance = (groups - 1) / groups * (spread_ideal**2).sum(axis=0)
        covariance = (groups - 1) / groups * (spread_top * spread_ideal[:, None, :]).sum(axis=0)
    positive = ideal[0] > 0
    scale = np.where(positive, ideal[0], 1.0)
    plain = np.where(positive, top[0] / scale, 0.0)
    beale = np.where(positive, (top[0] / scale + covariance / scale**2) / (1.0 + np.minimum(variance / scale**2, cap)),
                     0.0)
    every = ideal[:, None, :]
    ratio = np.where(every > 0, top / np.where(every > 0, every, 1.0), 0.0) + (beale - plain)[None]
    values = ratio.mean(axis=2)
    # Beale's shift is the same constant in every replicate: the estimator's variance pieces carry over
    return replace(base, value=np.clip(values[0], 0.0, 1.0), replicates=values[1:])


def _linear_moments(pool: Pool, sample: Sample, measure: RatioMeasure, weight: np.ndarray, counts: np.ndarray
                    ) -> tuple[np.ndarray, np.ndarray]:
    """(Q,) Var(Psi_hat_q) and (R, Q) Cov(N_hat_rq, Psi_hat_q) estimated as Poisson sampling's unbiased
    estimators of the linearized terms: sum over sampled pairs of (1 - pi)/pi^2 times the products of
    their residuals (gain, and the ideal DCG's gradient at the estimated counts), the calibration fixed."""
    taken = sample.taken
    grade = np.where(taken, sample.grade, 0)
    probs = predicted_grades(pool, sample, measure, weight)
    phi = measure.gain_of_grades()
    _, slope = measure.denominator(counts)
    pull = ((np.eye(GRADES)[grade] - probs) * slope[pool.query]).sum(axis=1)
    cost = np.where(taken, (1.0 - sample.pi) / np.where(taken, sample.pi, 1.0) ** 2, 0.0)
    residual = phi[grade] - probs @ phi
    variance = np.bincount(pool.query, weights=cost * pull**2, minlength=pool.n_queries)
    return variance, numerators(pool, measure, cost * residual * pull)
