"""Intervals one may watch: an asymptotic confidence sequence for differences between runs.

A team grades the sample in the design's order and looks at the comparisons as it goes, stopping
when one says settled. A fixed-sample 95% interval checked after every 25 grades excludes 0 by
chance far more often than 5% of the time over a whole grading session. A confidence sequence holds
at every n simultaneously, so stopping the first time it excludes 0 keeps the error rate.

Why it applies. Grading the first n pairs of a sequential Poisson order is Poisson sampling with
pi_d = min(1, t_n s_d), t_n increasing in n. For a linear estimator T_hat(t) = sum_S y_d / pi_d the
covariance of T_hat(t1) and T_hat(t2), t1 < t2, is Var T_hat(t2) (pair by pair: P(U_d < t1 s_d) /
(t1 t2 s_d^2) - 1 = 1 / (t2 s_d) - 1), so the error process S_n = (theta_hat_n - theta) / se_n^2 is a
Brownian motion in the information 1/se_n^2 (Jennison & Turnbull's canonical joint distribution);
the hybrid estimator is asymptotically linear, so the same holds asymptotically.

Boundary (Robbins' normal mixture, the Gaussian-mixture asymptotic confidence sequence of
Waudby-Smith, Arnold, Wu, Howard & Ramdas, "Time-uniform central limit theory", 2024): with
x = rho^2 n, for all n at once, with probability at least 1 - alpha,

    |theta_hat_n - theta| <= se_n * sqrt((1 + 1/x) (log(1 + x) + 2 log(1/alpha))).

rho^2 = x* / n* makes it tightest at n* grades, x* = -2 log alpha + log(1 - 2 log alpha) (7.93 at
alpha = 0.05, where the factor is 3.03 against the fixed-sample 1.96). The boundary assumes a
standard error known to the last digit; se_n comes from a G-group jackknife (G - 1 degrees of
freedom), so the factor is multiplied by t_{G-1} / z at 1 - alpha/2, as a fixed-sample interval
uses t instead of z (1.07 with 20 groups). n* is a tenth of the pool: fixed before any grade, as
the guarantee needs; the factor stays within 3.2-3.6 from 2% to 50% of the pool. A difference is
settled only once at least ``MINIMUM_GRADES`` pairs are graded (the jackknife's 20 groups hold two
pairs each from there; before, its standard error means little).
"""

from __future__ import annotations

import math
from statistics import NormalDist
from typing import TYPE_CHECKING

import numpy as np

from labeler.metrics.stats.student_t import t_ppf

if TYPE_CHECKING:
    from labeler.metrics.hybrid.estimator import HybridEstimate

MINIMUM_GRADES = 40
TUNED_SHARE = 0.1  # n* = a tenth of the pool


def anytime_factor(grades: int, pool_pairs: int, confidence: float = 0.95, *, groups: int | None = None) -> float:
    """The multiplier of a standard error that makes an interval valid at every n at once (times
    t_{groups-1} / z when the standard error is a ``groups``-group jackknife's)."""
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must be between 0 and 1, not {confidence}")
    if grades <= 0:
        return math.inf
    alpha = 1.0 - confidence
    tuned = -2.0 * math.log(alpha) + math.log(1.0 - 2.0 * math.log(alpha))
    target = max(TUNED_SHARE * pool_pairs, 1.0)
    x = tuned * grades / target
    factor = math.sqrt((1.0 + 1.0 / x) * (math.log1p(x) + 2.0 * math.log(1.0 / alpha)))
    if groups is not None and groups >= 2:
        factor *= t_ppf(1.0 - alpha / 2.0, groups - 1) / NormalDist().inv_cdf(1.0 - alpha / 2.0)
    return factor


def anytime_half_widths(stderr: np.ndarray, grades: int, pool_pairs: int, confidence: float, *,
                        exact: bool = False, groups: int | None = None) -> np.ndarray:
    """The half-widths of differences' confidence sequences: se times the anytime factor (for a
    ``groups``-group jackknife's se); 0 when every pair is known, infinite before ``MINIMUM_GRADES``
    grades (too few for the normal approximation to settle anything) or where se is not finite."""
    stderr = np.asarray(stderr, dtype=np.float64)
    if exact:
        return np.zeros(stderr.shape)
    if grades < MINIMUM_GRADES:
        return np.full(stderr.shape, np.inf)
    factor = anytime_factor(grades, pool_pairs, confidence, groups=groups)
    return np.where(np.isfinite(stderr), stderr * factor, np.inf)


def settled_matrix(estimate: "HybridEstimate", grades: int, pool_pairs: int, confidence: float = 0.95) -> np.ndarray:
    """(R, R): whether run a's paired difference with run b has a confidence sequence above 0 after ``grades``
    grades of a ``pool_pairs`` pool (``anytime_half_widths``; with every pair known, any positive difference
    is settled), from the estimates' covariance: R x R, whatever the number of jackknife groups."""
    gap = estimate.value[:, None] - estimate.value[None, :]
    covariance = estimate.covariance()
    variance = np.diag(covariance)
    with np.errstate(invalid="ignore"):
        stderr = np.sqrt(np.maximum(variance[:, None] + variance[None, :] - 2.0 * covariance, 0.0))
    half = anytime_half_widths(stderr, grades, pool_pairs, confidence, exact=estimate.exact,
                               groups=estimate.replicates.shape[0])
    return np.asarray(gap - half > 0)
