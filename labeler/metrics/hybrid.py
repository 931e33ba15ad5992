"""Hybrid evaluation: an LLM grade on every pool pair, human grades on a sample, honest intervals.

Setting. The pool has N pairs over Q queries; every pair d has an LLM grade l_d. Humans grade a
sample S drawn by a known design: pair d is in S independently with probability pi_d (Poisson
sampling; labeler's sequential Poisson design gives these, see ``hybrid_design``). The target
is each run's mean over queries of a measure computed with the human grades of *all* pool pairs
(the value a full human judgment would give), for a measure of the ratio form
m_rq = N_rq / Psi(c_q) described in ``hybrid_measures``.

Estimator (a calibrated difference estimator - prediction-powered inference at the pair level,
with design weights; GREG in survey sampling terms):

1. Calibrate: P[l, g] = sum_{d in S, l_d = l, h_d = g} 1/pi_d, plus 1/8 per cell, rows normalised -
   the design-weighted share of human grade g among pairs the LLM graded l. p_dg = P[l_d, g].
2. Predict and correct each pair's gain and grade indicators:
       phi_hat_d = m_d + [d in S] (phi(h_d) - m_d) / pi_d,        m_d = sum_g p_dg phi(g)
       1_hat_dg  = p_dg + [d in S] ([h_d = g] - p_dg) / pi_d
   Both are unbiased for the human value for any fixed calibration, whatever the LLM's errors:
   E[[d in S]/pi_d] = 1. The correction term is what makes the estimate honest; dropping it leaves
   the LLM-calibrated plug-in, which is biased wherever the LLM's errors vary between queries.
3. Per query: N_hat_rq = sum_k w_k phi_hat(d_rqk); c_hat_qg = sum_{d in q} 1_hat_dg;
   Psi_hat_q = max(Psi(c_hat_q), Psi(human counts of S in q)) - never below what the sample
   proves exists. theta_hat_r = mean_q clip(N_hat_rq / Psi_hat_q, 0, 1); 0 when Psi_hat_q = 0.
4. Interval: the delete-a-group jackknife (Kott's DAGJK). The sampled pairs with pi_d < 1 are
   split into G = 20 random groups; replicate j drops group j from the sample and raises the
   rest's design weights by G/(G-1), and reruns steps 1-3 whole - calibration, counts, clipping -
   so the variance includes what a linearization leaves out (the calibration's own error, the
   ratio and the clip). V_hat_r = (G-1)/G sum_j (theta_hat_r(j) - mean_j theta_hat_r(j))^2. It
   ignores the finite-population correction (1 - pi_d), so it errs wide, never narrow; pairs with
   pi_d = 1 are in every replicate. The paired difference of two runs uses the replicates'
   differences, so the judgments the runs share cancel.
5. theta_hat +- t_{G-1, (1+conf)/2} sqrt(V_hat): G - 1 degrees of freedom, the jackknife's.

(On TREC DL 2021 a linearized variance gave 91% coverage at a 10% budget against this
jackknife's 96%; see docs/HYBRID.md.)

Conventions: human grades 0..3, LLM grades any small non-negative integers (binary judges work);
a run's chunk outside the pool gains 0 (trec_eval's); every pool query counts (a run with nothing
for a query scores 0 there, as with trec_eval -c).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from labeler.metrics.hybrid_measures import GRADES, RatioMeasure
from labeler.metrics.student_t import t_ppf

PRIOR_PER_CELL = 0.125  # calibration smoothing: an eighth of a pair in each (LLM grade, human grade) cell
JACKKNIFE_GROUPS = 20


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


@dataclass(frozen=True)
class HybridEstimate:
    """Per-run estimates and their jackknife replicates (step 4)."""

    measure: str
    value: np.ndarray       # (R,)
    replicates: np.ndarray  # (G, R); (0, R) when no sampled pair had pi < 1
    human_judgments: int
    exact: bool = False     # every sampled pair was certain (pi = 1) and nothing else is unknown

    def spread(self, series: np.ndarray) -> float | np.ndarray:
        """Jackknife standard error of replicate series (G, ...): of values, differences, anything derived."""
        groups = series.shape[0]
        if self.exact:
            return np.zeros(series.shape[1:]) if series.ndim > 1 else 0.0
        if groups < 2:
            return np.full(series.shape[1:], np.inf) if series.ndim > 1 else float("inf")
        deviation = series - series.mean(axis=0)
        return np.asarray(np.sqrt((groups - 1) / groups * (deviation**2).sum(axis=0)))

    def stderr(self) -> np.ndarray:
        """Jackknife standard error of each run's value (inf when fewer than two groups)."""
        return np.asarray(self.spread(self.replicates)) * np.ones(len(self.value))

    def difference(self, a: int, b: int) -> tuple[float, float]:
        """Run a minus run b: estimate and standard error (paired: shared judgments cancel)."""
        gap = self.replicates[:, a] - self.replicates[:, b]
        return float(self.value[a] - self.value[b]), float(self.spread(gap))

    def half_width(self, stderr: float | np.ndarray, confidence: float = 0.95) -> np.ndarray:
        """Half-width of the two-sided interval at ``confidence`` for a standard error."""
        if self.exact:
            return np.zeros(np.shape(stderr))
        return np.asarray(t_quantile(confidence, self.replicates.shape[0]) * np.asarray(stderr))


def t_quantile(confidence: float, groups: int) -> float:
    """t_{G-1} quantile of a two-sided interval from a G-group jackknife."""
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must be between 0 and 1, not {confidence}")
    return t_ppf(0.5 + confidence / 2.0, max(groups - 1, 1))


def calibration(llm: np.ndarray, sample: Sample) -> np.ndarray:
    """P[l, g]: design-weighted share of human grade g among sampled pairs the LLM graded l (step 1)."""
    taken = sample.taken
    levels = int(llm.max(initial=0)) + 1
    cells = np.bincount(llm[taken] * GRADES + sample.grade[taken], weights=1.0 / sample.pi[taken],
                        minlength=levels * GRADES)
    table = cells.reshape(levels, GRADES) + PRIOR_PER_CELL
    return np.asarray(table / table.sum(axis=1, keepdims=True))


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


def _safe_ratio(numerator: np.ndarray, denominator: np.ndarray) -> np.ndarray:
    """numerator / denominator clipped to [0, 1]; 0 where the denominator is 0 (trec_eval's)."""
    positive = denominator > 0
    ratio = np.divide(numerator, np.where(positive, denominator, 1.0))
    return np.asarray(np.clip(np.where(positive, ratio, 0.0), 0.0, 1.0))


def point_estimate(pool: Pool, sample: Sample, measure: RatioMeasure, *, debias: bool = True) -> np.ndarray:
    """theta_hat of every run (module docstring, steps 1-3).

    ``debias=False`` drops the correction terms: the LLM-calibrated plug-in estimate, which has no
    valid interval. It is the baseline the simulation compares against and the broken variant
    the coverage test must catch.
    """
    taken = sample.taken
    probs = calibration(pool.llm, sample)[pool.llm]               # (N, 4) p_dg
    phi = measure.gain_of_grades()
    model_gain = probs @ phi                                     # m_d
    weight = np.where(taken, 1.0 / np.where(taken, sample.pi, 1.0), 0.0) if debias else np.zeros(pool.size)
    human = np.where(taken, sample.grade, 0)
    indicator = np.eye(GRADES)[human]
    gain_hat = model_gain + weight * (phi[human] - model_gain)
    counts_hat = grade_counts(pool.query, pool.n_queries, probs + weight[:, None] * (indicator - probs))
    known = grade_counts(pool.query[taken], pool.n_queries, indicator[taken])
    denominator = np.maximum(measure.denominator(counts_hat, gradient=False)[0],
                             measure.denominator(known, gradient=False)[0])
    return np.asarray(_safe_ratio(numerators(pool, measure, gain_hat), denominator).mean(axis=1))


def estimate(pool: Pool, sample: Sample, measure: RatioMeasure, *, debias: bool = True,
             groups: int = JACKKNIFE_GROUPS) -> HybridEstimate:
    """The hybrid estimate of every run with its jackknife replicates (steps 1-4).

    Groups are a fixed-seed random split of the sampled pairs with pi < 1, so the same sample
    always gives the same interval.
    """
    value = point_estimate(pool, sample, measure, debias=debias)
    uncertain = np.flatnonzero(sample.taken & (sample.pi < 1.0))
    groups = min(groups, len(uncertain))
    member = np.random.default_rng(0).permutation(len(uncertain)) % max(groups, 1)
    replicates = np.empty((groups, len(value)))
    for group in range(groups):
        dropped = uncertain[member == group]
        kept = uncertain[member != group]
        grade = sample.grade.copy()
        grade[dropped] = -1
        pi = sample.pi.copy()
        pi[kept] *= (groups - 1) / groups
        replicates[group] = point_estimate(pool, Sample(grade=grade, pi=pi), measure, debias=debias)
    # every pair graded with certainty: the value is the human value itself, no uncertainty left
    exact = bool(sample.taken.all() and not len(uncertain))
    return HybridEstimate(measure=measure.name, value=value, replicates=replicates,
                          human_judgments=int(sample.taken.sum()), exact=exact)


def imputed_estimate(pool: Pool, sample: Sample, measure: RatioMeasure) -> np.ndarray:
    """Human grades where there are any, the calibrated LLM prediction m_d elsewhere (no design weights).

    The point value shown when the human grades were not drawn by a known design; it comes with
    ``worst_case_bounds``, never with an interval that would need the design.
    """
    taken = sample.taken
    flat = Sample(grade=sample.grade, pi=np.ones(pool.size))
    probs = calibration(pool.llm, flat)[pool.llm]
    phi = measure.gain_of_grades()
    human = np.where(taken, sample.grade, 0)
    gain = np.where(taken, phi[human], probs @ phi)
    expected = np.where(taken[:, None], np.eye(GRADES)[human], probs)
    denominator = measure.denominator(grade_counts(pool.query, pool.n_queries, expected), gradient=False)[0]
    return np.asarray(_safe_ratio(numerators(pool, measure, gain), denominator).mean(axis=1))


def true_values(pool: Pool, human: np.ndarray, measure: RatioMeasure) -> np.ndarray:
    """Each run's measure with a human grade on every pool pair (the estimand; for simulations)."""
    return np.asarray(per_query_values(pool, human, measure).mean(axis=1))


def per_query_values(pool: Pool, grades: np.ndarray, measure: RatioMeasure) -> np.ndarray:
    """(R, Q) the measure of each run on each query with these grades on every pool pair
    (0..3 human grades; an LLM's own grades for the LLM-only value)."""
    grades = np.clip(np.asarray(grades), 0, GRADES - 1)
    counts = grade_counts(pool.query, pool.n_queries, np.eye(GRADES)[grades])
    return _safe_ratio(numerators(pool, measure, measure.gain(grades)), measure.denominator(counts, gradient=False)[0])


def worst_case_bounds(pool: Pool, sample: Sample, measure: RatioMeasure) -> tuple[np.ndarray, np.ndarray]:
    """Bounds that assume nothing about the pairs without a human grade (no known design).

    Every ungraded pair may have any grade 0..3: the numerator is smallest with them all 0 and
    largest with them all 3; the denominator smallest with them all 0 (the counts of the graded
    pairs) and largest with them all 3. low = N_min / Psi_max and high = N_max / Psi_min, per
    query, clipped to [0, 1], averaged: an outer bound of every value the truth can take.
    """
    taken = sample.taken
    top_grade = np.where(taken, sample.grade, GRADES - 1)
    low_grade = np.where(taken, sample.grade, 0)
    known = grade_counts(pool.query[taken], pool.n_queries, np.eye(GRADES)[sample.grade[taken]])
    most = grade_counts(pool.query, pool.n_queries, np.eye(GRADES)[top_grade])
    low = _safe_ratio(numerators(pool, measure, measure.gain(low_grade)), measure.denominator(most, gradient=False)[0])
    high_denominator = measure.denominator(known, gradient=False)[0]
    high_numerator = numerators(pool, measure, measure.gain(top_grade))
    high = np.where((high_denominator <= 0) & (high_numerator > 0), 1.0, _safe_ratio(high_numerator, high_denominator))
    return low.mean(axis=1), high.mean(axis=1)
