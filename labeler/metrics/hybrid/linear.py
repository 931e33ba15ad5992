"""The hybrid estimator linearized: how much each pair moves each run's estimate, under a grade distribution.

For run r and pair d of query q (``hybrid_design``'s Taylor linearization of ``hybrid.estimator``):

    u_rd(h) = (1/Q) [ a_rd (phi(h) - m_d) - rho_rq sum_g dPsi_q/dc_g ([h = g] - p_dg) ] / Psi_q,

a_rd = w_k when d is at rank k of run r's top k (0 otherwise), rho_rq = N_rq / Psi_q, everything else
on the distribution p_d of d's human grade (m_d = sum_g p_dg phi(g)). With X_d = E[(phi(h) - m_d)^2],
Y_d = E[(Psi'(h) - E Psi')^2] and XY_d their cross moment,

    E[u_rd^2] = (a_rd^2 X_d / Psi_q^2 - 2 a_rd rho_rq XY_d / Psi_q^2 + rho_rq^2 Y_d / Psi_q^2) / Q^2.

``importance`` sums it over runs (the Neyman sizes of ``hybrid_design``); ``anticipated`` sums it over
pairs weighted by (1 - pi_d) / pi_d: each run's Poisson-sampling variance of the estimator as the
distribution p expects it (``hybrid.estimator``'s floor under a jackknife of few sampled pairs).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from labeler.metrics.hybrid.measures import RatioMeasure
from labeler.metrics.hybrid.pool import Pool, grade_counts, numerators


@dataclass(frozen=True)
class Influence:
    """The pieces of E[u_rd^2]: per pair X, XY, Y; per top-k entry its run, query, pair and a / Psi_q;
    per (run, query) b = rho / Psi_q."""

    x: np.ndarray
    xy: np.ndarray
    y: np.ndarray
    run: np.ndarray
    query: np.ndarray
    pair: np.ndarray
    a: np.ndarray
    b: np.ndarray
    pool_query: np.ndarray
    n_queries: int

    def importance(self) -> np.ndarray:
        """(N,) E[sum_r u_rd^2] for every pair, without an (R, N) matrix."""
        size = len(self.x)
        a2 = np.bincount(self.pair, weights=self.a * self.a, minlength=size)
        ab = np.bincount(self.pair, weights=self.a * self.b[self.run, self.query], minlength=size)
        b2 = (self.b * self.b).sum(axis=0)[self.pool_query]
        return np.asarray((self.x * a2 - 2 * self.xy * ab + self.y * b2) / self.n_queries**2)

    def anticipated(self, cost: np.ndarray) -> np.ndarray:
        """(R,) sum_d cost_d E[u_rd^2] for every run (cost (N,): (1 - pi_d) / pi_d, 0 for a certain pair)."""
        runs = self.b.shape[0]
        own = cost[self.pair] * (self.a * self.a * self.x[self.pair]
                                 - 2 * self.a * self.b[self.run, self.query] * self.xy[self.pair])
        per_run = np.bincount(self.run, weights=own, minlength=runs)
        per_query = np.bincount(self.pool_query, weights=cost * self.y, minlength=self.n_queries)
        return np.asarray((per_run + (self.b * self.b) @ per_query) / self.n_queries**2)


def contrasts(pieces: Influence, comparisons: list[tuple[int, int]], weights: np.ndarray) -> np.ndarray:
    """(N,) sum_c weight_c E[(u_ad - u_bd)^2] over comparisons c = (a, b): how much pair d moves the
    estimated differences. A pair both runs rank at the same place moves a difference only through the
    queries' ideal DCG, which is what lets a design aimed at decisions skip it."""
    size = len(pieces.x)
    runs = sorted({r for pair in comparisons for r in pair})
    a_of = {r: np.bincount(pieces.pair[pieces.run == r], weights=pieces.a[pieces.run == r], minlength=size)
            for r in runs}
    total = np.zeros(size)
    for (first, second), weight in zip(comparisons, weights):
        da = a_of[first] - a_of[second]
        db = (pieces.b[first] - pieces.b[second])[pieces.pool_query]
        total += weight * (da * da * pieces.x - 2 * da * db * pieces.xy + db * db * pieces.y)
    return np.asarray(total / pieces.n_queries**2)


def influence(pool: Pool, measure: RatioMeasure, prior: np.ndarray) -> Influence:
    """The linearization's pieces under ``prior`` ((N, 4) distribution of each pair's human grade)."""
    phi = measure.gain_of_grades()
    mean_gain = prior @ phi
    denominator, slope = measure.denominator(grade_counts(pool.query, pool.n_queries, prior))
    scale = np.where(denominator > 0, denominator, 1.0)
    top = pool.top[:, :, : measure.depth]
    weights = measure.weights_upto(top.shape[2])
    ratio = np.clip(numerators(pool, measure, mean_gain) / scale, 0.0, 1.0)    # (R, Q)
    run_of, query_of, rank_of = np.nonzero(top >= 0)
    own_slope = slope[pool.query]                                              # (N, 4)
    x = phi[None, :] - mean_gain[:, None]
    y = own_slope - (prior * own_slope).sum(axis=1, keepdims=True)
    return Influence(x=(prior * x * x).sum(axis=1), xy=(prior * x * y).sum(axis=1), y=(prior * y * y).sum(axis=1),
                     run=run_of, query=query_of, pair=top[run_of, query_of, rank_of],
                     a=weights[rank_of] / scale[query_of], b=ratio / scale, pool_query=pool.query,
                     n_queries=pool.n_queries)
