"""The arrays hybrid estimation works on: the pool, the runs' top k, a sample of human grades, and the
measure computed with grades on every pool pair (the estimand of a simulation, the LLM-only value).

Conventions: human grades 0..3, LLM grades any small non-negative integers (binary judges work);
a run's chunk outside the pool gains 0 (trec_eval's); every pool query counts (a run with nothing
for a query scores 0 there, as with trec_eval -c); a query whose denominator is 0 scores 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from labeler.metrics.hybrid.measures import GRADES, RatioMeasure


@dataclass(frozen=True)
class Pool:
    """The pool and the runs, as arrays.

    ``query``: (N,) query index 0..Q-1 of each pool pair; ``llm``: (N,) LLM grade (non-negative int);
    ``top``: (R, Q, K) pool index of each run's chunk at rank k (-1: nothing there, or a chunk outside
    the pool), K at least the measure's depth.
    """

    query: np.ndarray
    n_queries: int
    llm: np.ndarray
    top: np.ndarray

    @property
    def size(self) -> int:
        """Number of pool pairs."""
        return len(self.query)

    @cached_property
    def _top_slots(self) -> tuple[np.ndarray, np.ndarray]:
        """(index, valid) of ``top``: where it points into the pool (0 where it does not), computed once."""
        valid = self.top >= 0
        return np.where(valid, self.top, 0), valid

    def votes(self, depth: int) -> np.ndarray:
        """(N,) share of the runs that rank each pool pair in their top ``depth`` (0 without runs)."""
        top = self.top[:, :, :depth]
        count = np.bincount(top[top >= 0], minlength=self.size).astype(np.float64)
        return np.asarray(count / max(self.top.shape[0], 1))


@dataclass(frozen=True)
class Sample:
    """Human grades of the sampled pairs: ``grade`` (N,) 0..3, -1 where not sampled; ``pi`` (N,)
    the inclusion probability of every pair (only the sampled pairs' values are used)."""

    grade: np.ndarray
    pi: np.ndarray

    @property
    def taken(self) -> np.ndarray:
        """Boolean mask of the sampled pairs."""
        return np.asarray(self.grade >= 0)


def grade_counts(query: np.ndarray, n_queries: int, per_pair: np.ndarray) -> np.ndarray:
    """(Q, 4) sums of a (n, 4) per-pair array by query."""
    flat = (query[:, None] * GRADES + np.arange(GRADES)).ravel()
    return np.bincount(flat, weights=per_pair.ravel(), minlength=n_queries * GRADES).reshape(n_queries, GRADES)


def numerators(pool: Pool, measure: RatioMeasure, gain: np.ndarray) -> np.ndarray:
    """(R, Q) top-k weighted gain sums for a per-pair gain vector (outside the pool gains 0)."""
    index, valid = pool._top_slots
    depth = min(measure.depth, index.shape[2])
    gains = np.where(valid[:, :, :depth], gain[index[:, :, :depth]], 0.0)
    return np.asarray(gains @ measure.weights_upto(depth))


def safe_ratio(numerator: np.ndarray, denominator: np.ndarray, *, clip: bool = True) -> np.ndarray:
    """numerator / denominator, 0 where the denominator is not positive (trec_eval's); clipped to
    [0, 1] unless ``clip`` is False (an estimate of a query's value may leave that range)."""
    positive = denominator > 0
    ratio = np.where(positive, np.divide(numerator, np.where(positive, denominator, 1.0)), 0.0)
    return np.asarray(np.clip(ratio, 0.0, 1.0) if clip else ratio)


def per_query_values(pool: Pool, grades: np.ndarray, measure: RatioMeasure) -> np.ndarray:
    """(R, Q) the measure of each run on each query with these grades on every pool pair
    (0..3 human grades; an LLM's own grades for the LLM-only value)."""
    grades = np.clip(np.asarray(grades), 0, GRADES - 1)
    counts = grade_counts(pool.query, pool.n_queries, np.eye(GRADES)[grades])
    return safe_ratio(numerators(pool, measure, measure.gain(grades)), measure.denominator(counts, gradient=False)[0])


def true_values(pool: Pool, human: np.ndarray, measure: RatioMeasure) -> np.ndarray:
    """Each run's measure with a human grade on every pool pair (the estimand; for simulations)."""
    return np.asarray(per_query_values(pool, human, measure).mean(axis=1))
