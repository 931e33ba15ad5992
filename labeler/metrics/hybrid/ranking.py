"""The runs' order: each run's hybrid estimate pulled towards what the LLM's own value predicts for it.

Why an order needs its own estimator. The hybrid estimate of a run is unbiased, but its error is the
size of its interval, and two close runs' estimates swap whenever their errors differ by more than
their gap. The LLM alone has no such noise: its error is a bias, and on a test collection the bias is
mostly shared (a lenient judge over-grades every run) or grows with a run's quality, so it moves the
runs' values without changing their order. Ranked by the hybrid estimates, close runs come out in a
worse order than the LLM's whenever that is so; ranked by the LLM alone, a run whose bias is its own
(one the judge over-rates, a run built to please it) stays where the LLM put it, whatever the humans
graded.

The model (Fay and Herriot's, 1979: small-area estimation's standard for many noisy direct estimates
beside a covariate known everywhere):

    y_r = theta_r + e_r,   e_r ~ (0, D_r)          the hybrid estimate, its sampling variance
    theta_r = b0 + b1 x_r + v_r,   v_r ~ (0, A)    x_r the LLM-alone value of run r

A, the spread of the runs' true values around the line the LLM's values draw, is estimated by
Prasad and Rao's moment estimator (the OLS residuals' sum of squares less what the sampling errors
explain, floored at 0; the errors' covariance, not only the D_r, since the runs share grades); b by weighted least squares with weights 1 / (A + D_r). The ranking score is the best
linear unbiased predictor with those estimates plugged in,

    theta~_r = g_r y_r + (1 - g_r) (b0 + b1 x_r),    g_r = A / (A + D_r).

So: where the human grades say the LLM's errors differ between runs (A large against the D_r), the
order follows the hybrid estimates; where they cannot tell (A = 0), it is the order of b0 + b1 x_r, the
LLM's own order when b1 > 0; a run known exactly (D_r = 0) keeps its value. With fewer than
``MINIMUM_RUNS_FOR_SLOPE`` runs the line is a constant shift (b1 = 1: the LLM's bias taken as shared):
a slope from a handful of points would decide the order by chance.

What it is and is not. A point ranking, not an interval: each run's value and interval stay the hybrid
estimator's (unbiased, with the coverage docs/HYBRID.md measures); the ranking scores are shrunk and
biased towards the line by design, and are never shown as values. The sampling errors of the runs'
estimates are correlated (they share grades): A's estimate accounts for it, the predictor does not; it is
used for the order only, and measured there (Kendall tau with the truth, docs/BENCHMARKS.md). Runs with an infinite standard
error (fewer than two jackknife groups) get g = 0 and do not enter A's estimate.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from labeler.metrics.hybrid.estimator import HybridEstimate

MINIMUM_RUNS_FOR_SLOPE = 8


def scores_of(estimate: "HybridEstimate", llm_value: np.ndarray, *, runs: np.ndarray | None = None,
              spread: float | None = None) -> np.ndarray:
    """``ranking_scores`` of an estimate's runs (``runs``: a mask or indices, the model fitted on those alone),
    with the jackknife's covariance, diagonal included, as the model's sampling covariance: the interval's
    standard error adds a finite-change term for the ideal DCG with no covariances to go with it."""
    chosen = np.arange(len(estimate.value))[slice(None) if runs is None else np.asarray(runs)]
    covariance = estimate.covariance()[np.ix_(chosen, chosen)]
    return ranking_scores(estimate.value[chosen], np.sqrt(np.diag(covariance)), np.asarray(llm_value)[chosen],
                          covariance=covariance, spread=spread)


def ranking_scores(value: np.ndarray, stderr: np.ndarray, llm_value: np.ndarray, *,
                   covariance: np.ndarray | None = None, spread: float | None = None) -> np.ndarray:
    """Each run's ranking score: its hybrid ``value`` shrunk towards the line of the LLM-alone values
    (module docstring); higher ranks first. The scores order the runs and are not estimates to show.

    ``covariance``: the estimates' sampling covariance (the jackknife's), whose off-diagonal part the
    moment estimate of A subtracts too (the runs share grades, so their errors are correlated; its diagonal
    is taken from ``stderr``); without it the errors are taken as independent. ``spread``: A given instead
    of estimated (a variant to measure against, e.g. 0: the line alone)."""
    y = np.asarray(value, dtype=np.float64)
    x = np.asarray(llm_value, dtype=np.float64)
    se = np.asarray(stderr, dtype=np.float64)
    if not (y.shape == x.shape == se.shape) or y.ndim != 1:
        raise ValueError(f"ranking_scores: value {y.shape}, stderr {se.shape} and llm_value {x.shape} must be one "
                         "value per run")
    if not (np.isfinite(y).all() and np.isfinite(x).all()):
        raise ValueError("ranking_scores: every run needs a finite value and LLM-alone value")
    if len(y) < 2:
        return y.copy()
    finite = np.isfinite(se)
    variance = np.where(finite, se**2, np.inf)
    slope_free = int(finite.sum()) >= MINIMUM_RUNS_FOR_SLOPE
    if spread is None:
        spread = _spread(y, x, _errors(variance, finite, covariance), finite, slope_free)
    with np.errstate(invalid="ignore", divide="ignore"):
        weight = np.where(finite, spread / (spread + variance), 0.0)
    weight = np.where(np.isnan(weight), 1.0, weight)  # A = 0 and D = 0: a run known exactly keeps its value
    prior = _line(y, x, variance, finite, slope_free, spread)
    return np.asarray(weight * y + (1.0 - weight) * prior)


def _errors(variance: np.ndarray, finite: np.ndarray, covariance: np.ndarray | None) -> np.ndarray:
    """The sampling covariance of the runs with a finite standard error: ``covariance``'s off-diagonal part
    (0 without it) around their variances."""
    inner = variance[finite]
    if covariance is None:
        return np.diag(inner)
    found = np.array(np.asarray(covariance, dtype=np.float64)[np.ix_(finite, finite)])
    np.fill_diagonal(found, inner)
    return np.where(np.isfinite(found), found, 0.0)


def _design(x: np.ndarray, slope_free: bool) -> np.ndarray:
    """The covariates of the line: (1, x) with a free slope, else 1 alone (x then enters as an offset)."""
    return np.c_[np.ones(len(x)), x] if slope_free else np.ones((len(x), 1))


def _spread(y: np.ndarray, x: np.ndarray, errors: np.ndarray, finite: np.ndarray, slope_free: bool) -> float:
    """Prasad and Rao's moment estimate of A over the runs with a finite standard error, floored at 0:
    (r'r - tr(M S)) / (m - p), r the OLS residuals, M = I - H the residual maker, S their sampling
    covariance (tr(M S) = sum D_r (1 - h_rr) when the errors are independent)."""
    offset = 0.0 if slope_free else 1.0
    target = (y - offset * x)[finite]
    design = _design(x[finite], slope_free)
    m, p = design.shape
    if m <= p:
        return 0.0
    residual_maker = np.eye(m) - design @ np.linalg.pinv(design.T @ design) @ design.T
    residual = residual_maker @ target
    excess = float(residual @ residual - np.trace(residual_maker @ errors))
    return max(0.0, excess) / float(m - p)


def _line(y: np.ndarray, x: np.ndarray, variance: np.ndarray, finite: np.ndarray, slope_free: bool,
          spread: float) -> np.ndarray:
    """Every run's point on the least-squares line of y on the LLM values, weighted by 1 / (A + D_r)."""
    offset = 0.0 if slope_free else 1.0
    design = _design(x, slope_free)
    weights = np.where(finite, 1.0 / np.maximum(spread + variance, 1e-300), 0.0)
    if not weights.any():
        weights = np.ones(len(y))
    target = y - offset * x
    gram = design.T @ (design * weights[:, None])
    beta = np.linalg.lstsq(gram, design.T @ (weights * target), rcond=None)[0]
    return np.asarray(design @ beta + offset * x)


def tied_groups(order: list[int], scores: np.ndarray,
                same: Callable[[int, int], bool] | None = None) -> list[list[int]]:
    """``order`` cut into groups of runs in a row with exactly the same score: runs nothing tells apart
    (identical runs, the same top k for every query, get the same estimate, covariance and LLM value, so the
    same score), shown as tied instead of in an order the runs' index decided. ``order_respecting`` keeps
    such runs next to each other: no settled difference separates them, and every other run's settles both
    or neither. ``same(a, b)``: whether two runs in a row are tied, instead of their scores being equal."""
    scores = np.asarray(scores, dtype=np.float64)
    tie = same if same is not None else (lambda a, b: bool(scores[a] == scores[b]))
    groups: list[list[int]] = []
    for run in order:
        if groups and tie(groups[-1][-1], run):
            groups[-1].append(run)
        else:
            groups.append([run])
    return groups


def order_respecting(scores: np.ndarray, above: np.ndarray) -> list[int]:
    """The runs best first by ``scores``, moved only as far as every settled comparison needs: ``above[a, b]``
    says run a is settled above run b (its difference's interval excludes 0), and a run is placed only once
    every run settled above it is. Settled comparisons follow the hybrid estimates, so they never form a
    cycle; among the runs free to come next the highest score comes first (ties: the runs' order)."""
    scores = np.asarray(scores, dtype=np.float64)
    above = np.asarray(above, dtype=bool)
    if above.shape != (len(scores), len(scores)):
        raise ValueError(f"order_respecting: {len(scores)} scores and a {above.shape} matrix of comparisons")
    above = above & ~np.eye(len(scores), dtype=bool)
    waiting = above.sum(axis=0)  # how many runs settled above each run are not placed yet
    placed = np.zeros(len(scores), dtype=bool)
    order: list[int] = []
    for _ in range(len(scores)):
        free = np.flatnonzero(~placed & (waiting == 0))
        if not len(free):
            raise ValueError("order_respecting: the settled comparisons form a cycle")
        best = int(free[np.argmax(scores[free])])
        order.append(best)
        placed[best] = True
        waiting -= above[best]
    return order
