"""The baselines hybrid estimation is measured against (``labeler simulate``).

- LLM only: the measure with the LLM's grades on every pair (no interval).
- Query-level PPI (Angelopoulos et al., Science 2023, applied to IR evaluation by Oosterhuis et
  al., KDD 2024): humans grade every pair of a random subset of the queries; per run,
      theta_hat = mean_{all Q queries} L_q + mean_{n graded queries} (H_q - L_q)
  with L_q, H_q the run's per-query measure under LLM and human grades, and the interval
      theta_hat +- z_{(1+conf)/2} sqrt(sd(L)^2 / Q + sd(H - L)^2 / n)
  (standard deviations with divisor n, as ppi_py's ``ppi_mean_ci`` with lam=1, its PPI without
  power tuning; the tests check it against ppi_py).
- The LLM-calibrated plug-in (``calibrated_plugin``): LLM grades mapped to the sample's share of
  each human grade per LLM grade, plugged into the measure with no correction and no valid interval.
"""

from __future__ import annotations

from statistics import NormalDist

import numpy as np

from labeler.metrics.hybrid import Pool, Sample, grade_counts, llm_grade_shares, numerators, safe_ratio
from labeler.metrics.hybrid.measures import GRADES, RatioMeasure


def query_ppi(llm: np.ndarray, human: np.ndarray, graded: np.ndarray,
              confidence: float = 0.95) -> tuple[np.ndarray, np.ndarray]:
    """Query-level PPI for every run: (estimate, half-width), each (R,).

    ``llm``/``human``: (R, Q) per-query values; ``graded``: (Q,) mask of the queries humans graded.
    """
    rectifier = (human - llm)[:, graded]
    n = rectifier.shape[1]
    value = llm.mean(axis=1) + rectifier.mean(axis=1)
    spread = np.sqrt(llm.std(axis=1) ** 2 / llm.shape[1] + rectifier.std(axis=1) ** 2 / max(n, 1))
    z = NormalDist().inv_cdf(0.5 + confidence / 2.0)
    return np.asarray(value), np.asarray(z * spread)


def queries_for_budget(pairs_per_query: np.ndarray, budget: int, rng: np.random.Generator) -> np.ndarray:
    """A random set of queries whose pairs add up to about ``budget`` (the first queries of a random
    order until the next one would overshoot more than stopping short), at least two."""
    order = rng.permutation(len(pairs_per_query))
    total = np.cumsum(pairs_per_query[order])
    stop = int(np.searchsorted(total, budget))
    if stop < len(order) and stop > 0 and total[stop] - budget > budget - total[stop - 1]:
        stop -= 1
    stop = max(min(stop + 1, len(order)), 2)
    graded = np.zeros(len(pairs_per_query), dtype=bool)
    graded[order[:stop]] = True
    return graded


def calibrated_plugin(pool: Pool, sample: Sample, measure: RatioMeasure) -> np.ndarray:
    """Each run's value with every pair's gain and grade counts replaced by their calibrated
    expectation (P[l_d, g], weighted by 1/pi), the ideal DCG never below the sample's, each query
    clipped to [0, 1]: the "calibrated" baseline of docs/HYBRID.md."""
    taken = sample.taken
    weight = np.where(taken, 1.0 / np.where(taken, sample.pi, 1.0), 0.0)
    probs = llm_grade_shares(pool.llm, sample.grade, weight)[pool.llm]
    known = grade_counts(pool.query[taken], pool.n_queries, np.eye(GRADES)[sample.grade[taken]])
    denominator = np.maximum(measure.denominator(grade_counts(pool.query, pool.n_queries, probs), gradient=False)[0],
                             measure.denominator(known, gradient=False)[0])
    return np.asarray(safe_ratio(numerators(pool, measure, probs @ measure.gain_of_grades()), denominator).mean(axis=1))
