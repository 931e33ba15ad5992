"""The ideal DCG's part of each run's variance: each sampled pair's finite change of Psi, not a jackknife.

The estimator's standard error (``hybrid.estimator``) takes the numerator's part from the jackknife
(replicates N_j / Psi_hat: the calibration refitted in each one, whose randomness the numerator
needs) and the ideal DCG's part from here. For run r, query q and a sampled pair d of q with pi_d < 1:

    Delta_d = Psi_q(c_hat_q) - Psi_q(c_hat_q - w_d ([h_d = g] - p_dg)_g)       (d's correction taken out)
    V_ideal_r = sum_d (1 - pi_d) (b_rq Delta_d / Q)^2,                          b_rq = rho_rq / Psi_hat_q
    C_r = 2 sum_d (1 - pi_d) (sum_k a_rdk w_d (phi(h_d) - m_d) / Q) (-b_rq Delta_d / Q)

(a_rdk = w_k / Psi_hat_q for each rank k of run r's top k that holds d), with the calibration p
fixed at the sample's. Poisson sampling's variance for one pair's term, written with the finite change
instead of the slope: Psi is the ideal DCG of at most k positions, so a heavily weighted surprise
(a grade-3 pair the judge called 0) moves the counts far past where Psi is linear; its slope
overstates that change many times over, the finite change does not. Why not the jackknife here: its
replicates refit the calibration, whose shift in every unsampled pair's predicted grades moves the
counts of a whole query, so its ideal-DCG part overstates the spread of Psi_hat over samples, and at
small budgets a replicate can blow an interval up past the measure's range (docs/BENCHMARKS.md
measures both). Queries where the guard replaced Psi_hat (a collapsed estimate) contribute nothing.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.hybrid.linear import influence
from labeler.metrics.hybrid.measures import GRADES, RatioMeasure
from labeler.metrics.hybrid.pool import Pool, Sample, grade_counts


def ideal_terms(pool: Pool, sample: Sample, measure: RatioMeasure, probs: np.ndarray, numerator: np.ndarray,
                ideal: np.ndarray, counts: np.ndarray, guarded: np.ndarray) -> np.ndarray:
    """(R,) V_ideal + C of every run (module docstring) at the sample's estimate: ``probs`` (N, 4) the
    calibrated p, ``numerator`` (R, Q) N_hat, ``ideal`` (Q,) Psi_hat, ``counts`` (Q, 4) c_hat,
    ``guarded`` (Q,) where the guard replaced Psi_hat."""
    runs = numerator.shape[0]
    taken = np.flatnonzero(sample.taken & ~sample.certain & (sample.pi < 1.0))
    if not len(taken):
        return np.zeros(runs)
    phi = measure.gain_of_grades()
    query = pool.query[taken]
    pi = sample.pi[taken]
    weight = 1.0 / pi
    human = sample.grade[taken]
    step = weight[:, None] * (np.eye(GRADES)[human] - probs[taken])
    without = measure.denominator(counts[query] - step, gradient=False)[0]
    delta = np.where(guarded[query], 0.0, ideal[query] - without)
    keep = 1.0 - pi
    positive = ideal > 0
    scale = np.where(positive, ideal, 1.0)
    b = np.where(positive, np.clip(numerator / scale, 0.0, 1.0) / scale, 0.0)          # (R, Q)
    own = (b * b) @ np.bincount(query, weights=keep * delta**2, minlength=pool.n_queries)
    # the numerator's term of d in run r: each rank of r's top k that holds d, w_rank / Psi_hat
    pieces = influence(pool, measure, probs)
    prior = measure.denominator(grade_counts(pool.query, pool.n_queries, probs), gradient=False)[0]
    rank_weight = pieces.a * np.where(prior > 0, prior, 1.0)[pieces.query]            # w_rank (a = w / Psi(p))
    slot = np.full(pool.size, -1)
    slot[taken] = np.arange(len(taken))
    where = slot[pieces.pair]
    hit = where >= 0
    at = where[hit]
    residual = weight[at] * (phi[human[at]] - probs[taken[at]] @ phi)
    entry = (keep[at] * rank_weight[hit] / scale[pieces.query[hit]] * residual
             * -b[pieces.run[hit], pieces.query[hit]] * delta[at])
    cross = 2.0 * np.bincount(pieces.run[hit], weights=entry, minlength=runs)
    return np.asarray((own + cross) / pool.n_queries**2)
