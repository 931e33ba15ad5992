"""Measures that hybrid estimation can correct: a top-k sum over a per-query denominator.

Hybrid (human + LLM) estimation needs a measure whose value for run r on query q is

    m_rq = N_rq / Psi(c_q),   N_rq = sum_{k <= K} w_k * phi(g(d_rqk))

where d_rqk is the run's k-th chunk in trec_eval order, g the (unknown) human grade, phi a
per-pair gain, w_k a fixed weight, and Psi a function of the query's grade counts
c_q = (c_q0, c_q1, c_q2, c_q3) - the number of its pool pairs with each grade. The numerator is linear in
the per-pair gains and the denominator depends on the pairs only through counts, so both have
design-unbiased estimators and the ratio can be linearized. Three of labeler's measures have that
form, with trec_eval's conventions (a chunk outside the pool gains 0; a query whose denominator is 0
scores 0):

- ``nDCG@K`` (trec_eval ``ndcg_cut.K``): phi(g) = g, w_k = 1/log2(k+1), Psi = IDCG@K, the DCG of the
  ideal ranking (the grade-3 pairs first, then 2, then 1), written as a piecewise-linear function
  of counts so that estimated, fractional counts have a value and a derivative;
- ``P@K``: phi(g) = [g >= rel], w_k = 1, Psi = K;
- ``R@K`` (``recall.K``): phi(g) = [g >= rel], w_k = 1, Psi = c_q1 + ... (pairs graded >= rel).

AP, RR and the other rank-dependent measures are not of this form; hybrid estimation refuses them
by name rather than guessing. Which names have the form is the measure registry's to say (each
family's ``ratio_form``, read through labeler.metrics.measures.ratio_form), so every spelling eval
reads (``ndcg_cut.10``, ``P_5``, ``recall.100``) is estimable exactly when its canonical name is.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal, cast

import numpy as np

from labeler.metrics.measures import Measure, parse_measure, ratio_form

GRADES = 4  # human grades 0..3
Kind = Literal["ndcg", "precision", "recall"]



@dataclass(frozen=True)
class RatioMeasure:
    """A measure of the form top-k weighted gain over a function of grade counts (see module doc)."""

    name: str
    kind: Kind
    depth: int
    relevant_grade: int = 1

    def weights_upto(self, n: int) -> np.ndarray:
        """w_k for k = 1..min(depth, n): a cutoff far beyond any ranking (nDCG@1000000) costs what
        the rankings and grade counts reach, never an array of the cutoff's length."""
        depth = max(min(self.depth, n), 0)
        if self.kind == "ndcg":
            return np.asarray(1.0 / np.log2(np.arange(2, depth + 2)))
        return np.ones(depth)

    def gain(self, grade: np.ndarray) -> np.ndarray:
        """phi(g) for human grades g (any shape)."""
        if self.kind == "ndcg":
            return np.maximum(np.asarray(grade, dtype=np.float64), 0.0)
        return (np.asarray(grade) >= self.relevant_grade).astype(np.float64)

    def gain_of_grades(self) -> np.ndarray:
        """phi(g) for g = 0..3, as a vector (used with grade probabilities)."""
        return self.gain(np.arange(GRADES))

    def denominator(self, counts: np.ndarray, *, gradient: bool = True) -> tuple[np.ndarray, np.ndarray]:
        """Psi(c) per query and its gradient dPsi/dc_g (zeros when ``gradient`` is False, saving the
        work), for counts of shape (Q, 4) (fractions allowed)."""
        n_queries = counts.shape[0]
        if self.kind == "precision":
            return np.full(n_queries, float(self.depth)), np.zeros((n_queries, GRADES))
        if self.kind == "recall":
            slopes = np.zeros((n_queries, GRADES))
            slopes[:, self.relevant_grade:] = 1.0
            return counts[:, self.relevant_grade:].sum(axis=1), slopes
        # the ideal ranking fills at most sum(counts) positions: weights one further keep the
        # gradient's weight at the end of the last band exact
        filled = float(np.max(np.sum(np.maximum(counts, 0.0), axis=1), initial=0.0))
        reach = math.ceil(filled) + 1 if math.isfinite(filled) else self.depth
        return ideal_dcg(counts, self.weights_upto(reach), gradient=gradient)


def ideal_dcg(counts: np.ndarray, weights: np.ndarray, *, gradient: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """IDCG@K from grade counts, and its gradient.

    The ideal ranking fills positions with grade 3, then 2, then 1. Position x in [0, K) carries
    weight w_{floor(x)+1}; a band of c_g pairs of grade g starting at position s adds
    g * integral_s^{s+c_g} w. For integer counts this is exactly trec_eval's IDCG; for fractional
    (estimated) counts it is the piecewise-linear interpolation. The gradient is the one-sided
    (right) derivative: one more grade-g pair extends g's band and pushes every lower band down.
    """
    depth = len(weights)
    cumulative = np.concatenate([[0.0], np.cumsum(weights)])

    def integral(x: np.ndarray) -> np.ndarray:
        x = np.clip(x, 0.0, depth)
        whole = np.minimum(np.floor(x).astype(np.int64), depth - 1)
        return np.asarray(cumulative[whole] + (x - whole) * weights[whole])

    def weight_at(x: np.ndarray) -> np.ndarray:
        whole = np.minimum(np.floor(np.maximum(x, 0.0)).astype(np.int64), depth - 1)
        return np.where(x < depth, weights[whole], 0.0)

    n_queries = counts.shape[0]
    value = np.zeros(n_queries)
    bands: list[tuple[int, np.ndarray, np.ndarray]] = []
    start = np.zeros(n_queries)
    for grade in range(GRADES - 1, 0, -1):
        end = start + np.maximum(counts[:, grade], 0.0)
        value += grade * (integral(end) - integral(start))
        bands.append((grade, start, end))
        start = end
    slopes = np.zeros((n_queries, GRADES))
    if not gradient:
        return value, slopes
    for grade, _, end in bands:
        slope = grade * weight_at(end)
        for lower, lower_start, lower_end in bands:
            if lower < grade:
                slope = slope + lower * (weight_at(lower_end) - weight_at(lower_start))
        slopes[:, grade] = slope
    return value, slopes


def ratio_measure(measure: Measure | str, relevant_grade: int = 1) -> RatioMeasure | None:
    """The hybrid form of a measure (parsed, or a name in any spelling the registry reads: ``nDCG@10``,
    ``ndcg_cut.10``, ``P_5``), or None if it has none: a measure of another form, or one whose own
    relevance threshold (``P(rel=2)@10``) is not the ``relevant_grade`` asked for. A name is parsed
    here (a stored design's, a test's); the scoring path hands its parsed measures down instead. A
    name that does not parse, or whose cutoff is out of bounds, is the registry's one-line LabelerError."""
    parsed = parse_measure(measure) if isinstance(measure, str) else measure
    form = ratio_form(parsed, relevant_grade)
    if form is None or form.relevant_grade != relevant_grade:
        return None
    return RatioMeasure(name=parsed.name, kind=cast(Kind, form.kind), depth=form.depth,
                        relevant_grade=relevant_grade)


def top_matrix(query_of_row: np.ndarray, pair_of_row: np.ndarray, rank_of_row: np.ndarray,
               n_queries: int, depth: int) -> np.ndarray:
    """(Q, depth) matrix of pool-pair indexes at each 0-based rank (-1: empty or outside the pool).

    ``rank_of_row`` is the 0-based trec_eval rank of each row of a run within its query;
    ``pair_of_row`` the pool index of the row's (query, chunk), -1 when the pair is not in the pool.
    """
    top = np.full((n_queries, depth), -1, dtype=np.int64)
    keep = rank_of_row < depth
    top[query_of_row[keep], rank_of_row[keep]] = pair_of_row[keep]
    return top
