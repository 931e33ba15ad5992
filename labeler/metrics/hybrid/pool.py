"""The arrays hybrid estimation works on: the pool, the runs' top k, a sample of human grades, and the
measure computed with grades on every pool pair (the estimand of a simulation, the LLM-only value).

Conventions: human grades 0..3, LLM grades any small non-negative integers (binary judges work);
a run's chunk outside the pool gains 0 (trec_eval's); every pool query counts (a run with nothing
for a query scores 0 there, as with trec_eval -c); a query whose denominator is 0 scores 0.

Known pairs. A pair whose human grade is known before any sampling (graded outside the design: the
judged set a new run meets) is a sampled pair with pi = 1: its corrected gain is its grade exactly,
it never enters a jackknife group, and only the pairs with pi < 1 (the holes the design covers)
carry uncertainty. A pair the LLM did not grade (``Pool.rated`` False) is always such a known pair.
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
    the pool), K at least the measure's depth; ``rated``: (N,) whether the LLM graded the pair (None:
    every pair; an unrated pair has a human grade, its ``llm`` is a placeholder 0 no calibration reads);
    ``evidence``: (N, J) more judges' grades of each pair (small non-negative integers, any fixed code
    for a grade a judge did not give), read only by the calibration (None or J = 0: ``llm`` alone).
    """

    query: np.ndarray
    n_queries: int
    llm: np.ndarray
    top: np.ndarray
    rated: np.ndarray | None = None
    evidence: np.ndarray | None = None

    @cached_property
    def evidence_code(self) -> tuple[np.ndarray, int] | None:
        """((N,) the code of each pair's LLM evidence, ``llm`` and ``evidence``'s row together, and the
        number of codes), None when ``llm`` is the only evidence; codes in lexicographic order."""
        if self.evidence is None or np.asarray(self.evidence).reshape(self.size, -1).shape[1] == 0:
            return None
        rows = np.column_stack([self.llm, np.asarray(self.evidence).reshape(self.size, -1)])
        _, code = np.unique(rows, axis=0, return_inverse=True)
        code = np.asarray(code).reshape(-1)
        return code, int(code.max(initial=-1)) + 1

    @property
    def size(self) -> int:
        """Number of pool pairs."""
        return len(self.query)

    @cached_property
    def _top_slots(self) -> tuple[np.ndarray, np.ndarray]:
        """(index, valid) of ``top``: where it points into the pool (0 where it does not), computed once."""
        valid = self.top >= 0
        return np.where(valid, self.top, 0), valid

    @property
    def rated_mask(self) -> np.ndarray:
        """(N,) True where the LLM graded the pair."""
        return np.ones(self.size, dtype=bool) if self.rated is None else np.asarray(self.rated, dtype=bool)

    def votes(self, depth: int) -> np.ndarray:
        """(N,) share of the runs that rank each pool pair in their top ``depth`` (0 without runs)."""
        top = self.top[:, :, :depth]
        count = np.bincount(top[top >= 0], minlength=self.size).astype(np.float64)
        return np.asarray(count / max(self.top.shape[0], 1))


@dataclass(frozen=True)
class Sample:
    """Human grades of the sampled pairs: ``grade`` (N,) 0..3, -1 where not sampled; ``pi`` (N,)
    the inclusion probability of every pair (only the sampled pairs' values are used). Pairs known
    outside the design are sampled with pi = 1 (module docstring)."""

    grade: np.ndarray
    pi: np.ndarray

    @property
    def taken(self) -> np.ndarray:
        """Boolean mask of the sampled pairs."""
        return np.asarray(self.grade >= 0)

    @property
    def certain(self) -> np.ndarray:
        """Boolean mask of the pairs graded with certainty (pi = 1): known pairs, and sampled ones the
        design was sure to take."""
        return np.asarray(self.taken & (self.pi >= 1.0))


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


def part_share(pool: Pool, measure: RatioMeasure, gain: np.ndarray, counts: np.ndarray, part: np.ndarray) -> np.ndarray:
    """(R,) the share of each run's sum over queries of N_rq / Psi_q that comes from the pairs in ``part``.

    ``gain``: (N,) each pair's gain (a grade's, or an expected one); ``counts``: (Q, 4) the grade
    counts the denominators come from. A run whose values sum to 0 has share 0. With ``part`` the
    pairs no human graded, this is how much of a run's score rests on the grades standing in for them.
    """
    denominator = measure.denominator(counts, gradient=False)[0]
    whole = safe_ratio(numerators(pool, measure, gain), denominator, clip=False).sum(axis=1)
    piece = safe_ratio(numerators(pool, measure, np.where(part, gain, 0.0)), denominator, clip=False).sum(axis=1)
    return np.asarray(np.where(whole > 0, piece / np.where(whole > 0, whole, 1.0), 0.0))
