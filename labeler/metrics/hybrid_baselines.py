"""The baselines hybrid estimation is measured against (``labeler simulate``).

- LLM only: the measure with the LLM's grades on every pair (no interval).
- Query-level PPI (Angelopoulos et al., Science 2023, applied to IR evaluation by Oosterhuis et
  al., KDD 2024): humans grade every pair of a random subset of the queries; per run,
      theta_hat = mean_{all Q queries} L_q + mean_{n graded queries} (H_q - L_q)
  with L_q, H_q the run's per-query measure under LLM and human grades, and the interval
      theta_hat +- z_{(1+conf)/2} sqrt(sd(L)^2 / Q + sd(H - L)^2 / n)
  (standard deviations with divisor n, as ppi_py's ``ppi_mean_ci`` with lam=1, its PPI without
  power tuning; the tests check it against ppi_py).
- The LLM-calibrated plug-in (``hybrid.point_estimate(debias=False)``): LLM grades mapped to the
  sample's mean human grade per LLM grade, no correction, no valid interval.
"""

from __future__ import annotations

from statistics import NormalDist

import numpy as np


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
