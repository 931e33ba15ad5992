"""The hybrid estimator and its jackknife (formulas in ``labeler.metrics.hybrid``'s docstring)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from labeler.metrics.hybrid.calibration import cells, cross_fit, shrink_weight
from labeler.metrics.hybrid.ideal_spread import ideal_terms
from labeler.metrics.hybrid.linear import influence
from labeler.metrics.hybrid.pool import Pool, Sample, grade_counts, numerators
from labeler.metrics.hybrid.measures import GRADES, RatioMeasure
from labeler.metrics.stats.student_t import t_ppf

JACKKNIFE_GROUPS = 20
GUARD = 2 / 3  # Psi_hat below this share of the sample's own ideal DCG is taken as collapsed
_GROUP_SEED = 0  # the split into jackknife groups is fixed: the same sample always gives the same interval


@dataclass(frozen=True)
class HybridEstimate:
    """Per-run estimates and their jackknife replicates."""

    measure: str
    value: np.ndarray       # (R,)
    replicates: np.ndarray  # (G, R); (0, R) when no sampled pair had pi < 1
    human_judgments: int
    exact: bool = False     # every pool pair was graded with certainty (pi = 1): no uncertainty left
    anticipated: np.ndarray | None = None  # (R,) each run's variance as the calibration expects it: a floor
    # (G, R) replicates with each query's Psi_hat held at the sample's: the numerator's part of the jackknife
    numerator_replicates: np.ndarray | None = None
    ideal_variance: np.ndarray | None = None  # (R,) the ideal DCG's part and its covariance (``ideal_spread``)

    def spread(self, series: np.ndarray) -> float | np.ndarray:
        """Jackknife standard error of replicate series (G, ...): of values, differences, anything derived."""
        groups = series.shape[0]
        if self.exact:
            return np.zeros(series.shape[1:]) if series.ndim > 1 else 0.0
        if groups < 2:
            return np.full(series.shape[1:], np.inf) if series.ndim > 1 else float("inf")
        deviation = series - series.mean(axis=0)
        return np.asarray(np.sqrt((groups - 1) / groups * (deviation**2).sum(axis=0)))

    def covariance(self) -> np.ndarray:
        """(R, R) the jackknife covariance of the runs' estimates (``spread`` squared on the diagonal; the
        variance of a difference a - b is C_aa + C_bb - 2 C_ab, as ``difference`` finds it)."""
        runs = self.replicates.shape[1]
        if self.exact:
            return np.zeros((runs, runs))
        groups = self.replicates.shape[0]
        if groups < 2:
            return np.full((runs, runs), np.inf)
        deviation = self.replicates - self.replicates.mean(axis=0)
        return np.asarray((groups - 1) / groups * deviation.T @ deviation)

    def stderr(self) -> np.ndarray:
        """Standard error of each run's value: the numerator's jackknife plus the ideal DCG's part by finite
        changes (``ideal_spread``), never below the numerator's part alone; without those pieces the whole
        jackknife's (inf when fewer than two groups). Never below the anticipated one (a jackknife of a few
        sampled pairs whose residuals happen to be small would otherwise give a run a near-zero interval)."""
        jackknife = np.asarray(self.spread(self.replicates)) * np.ones(len(self.value))
        if self.numerator_replicates is not None and self.ideal_variance is not None and not self.exact:
            numerator = np.asarray(self.spread(self.numerator_replicates)) ** 2 * np.ones(len(self.value))
            jackknife = np.sqrt(np.maximum(numerator + self.ideal_variance, numerator))
        if self.anticipated is None:
            return jackknife
        return np.asarray(np.maximum(jackknife, np.sqrt(np.maximum(self.anticipated, 0.0))))

    def difference(self, a: int, b: int) -> tuple[float, float]:
        """Run a minus run b: estimate and standard error (paired: shared judgments cancel)."""
        gap = self.replicates[:, a] - self.replicates[:, b]
        return float(self.value[a] - self.value[b]), float(self.spread(gap))

    def half_width(self, stderr: float | np.ndarray, confidence: float = 0.95) -> np.ndarray:
        """Half-width of the two-sided fixed-sample interval at ``confidence`` for a standard error."""
        if self.exact:
            return np.zeros(np.shape(stderr))
        return np.asarray(t_quantile(confidence, self.replicates.shape[0]) * np.asarray(stderr))


def t_quantile(confidence: float, groups: int) -> float:
    """t_{G-1} quantile of a two-sided interval from a G-group jackknife."""
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must be between 0 and 1, not {confidence}")
    return t_ppf(0.5 + confidence / 2.0, max(groups - 1, 1))


def replicate_weights(sample: Sample, groups: int) -> np.ndarray:
    """(G+1, N) design weights: row 0 the sample's 1/pi, rows 1..G the delete-a-group replicates.

    Sampled pairs with pi < 1 fall into G fixed-seed random groups; in replicate j a pair's weight is
    w_d (1 + sqrt(1 - pi_d) (a_jd - 1)), a_jd = 0 in group j and G/(G-1) elsewhere: the jackknife
    with a finite-population correction, whose variance for a linear estimator is
    sum_S (1 - pi_d) y_d^2 / pi_d^2, Poisson sampling's unbiased variance estimator.
    """
    taken = sample.taken
    base = np.where(taken, 1.0 / np.where(taken, sample.pi, 1.0), 0.0)
    uncertain = np.flatnonzero(taken & (sample.pi < 1.0))
    groups = min(groups, len(uncertain))
    weights = np.repeat(base[None, :], groups + 1, axis=0)
    if groups < 2:
        return weights[:1]
    member = np.random.default_rng(_GROUP_SEED).permutation(len(uncertain)) % groups
    shrink = np.sqrt(1.0 - sample.pi[uncertain])
    for group in range(groups):
        factor = np.where(member == group, 0.0, groups / (groups - 1))
        weights[group + 1, uncertain] = base[uncertain] * (1.0 + shrink * (factor - 1.0))
    return weights


def corrected(pool: Pool, sample: Sample, measure: RatioMeasure, weight: np.ndarray, *,
              debias: bool = True, probs: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Steps 1-2 and the denominator of step 3 for one row of design weights: each pair's corrected
    gain phi_hat_d (N,), each query's corrected grade counts c_hat_q (Q, 4) and Psi_hat_q (Q,).
    ``probs``: that row's ``predicted_grades``, when the caller has them already."""
    taken = sample.taken
    human = np.where(taken, sample.grade, 0)
    probs = predicted_grades(pool, sample, measure, weight) if probs is None else probs
    phi = measure.gain_of_grades()
    model_gain = probs @ phi
    correction = np.where(taken, weight, 0.0) if debias else np.zeros(pool.size)
    indicator = np.eye(GRADES)[human]
    gain_hat = model_gain + correction * (phi[human] - model_gain)
    counts_hat = grade_counts(pool.query, pool.n_queries, probs + correction[:, None] * (indicator - probs))
    known = measure.denominator(grade_counts(pool.query[taken], pool.n_queries, indicator[taken]), gradient=False)[0]
    estimated = measure.denominator(counts_hat, gradient=False)[0]
    # a guard, not a correction: only a Psi_hat below two thirds of what the sample proves is replaced
    return gain_hat, counts_hat, np.where(estimated < GUARD * known, known, estimated)


def predicted_grades(pool: Pool, sample: Sample, measure: RatioMeasure, weight: np.ndarray | None = None
                     ) -> np.ndarray:
    """(N, 4) p_dg, step 1's calibrated distribution of each pair's human grade, for one row of design
    weights (None: the sample's own, 1/pi): with the known pairs as the sample, what they say of every hole."""
    cell, n_cells = cells(pool, measure.depth)
    coarse = cells(pool, measure.depth, evidence=False) if pool.evidence_code is not None else None
    row = replicate_weights(sample, 0)[0] if weight is None else weight
    # a sampled pair counts once in its query's refinement, scaled as the replicate scales its weight
    share = np.where(sample.taken, row * sample.pi, 0.0)
    return cross_fit(pool, cell, n_cells, sample.grade, row, shrink_weight(sample.pi), sample.certain, share,
                     coarse)


def values_for(pool: Pool, sample: Sample, measure: RatioMeasure, weight: np.ndarray, *,
               debias: bool = True) -> np.ndarray:
    """theta_hat of every run for one row of design weights (the estimator, steps 1-3)."""
    gain_hat, _, denominator = corrected(pool, sample, measure, weight, debias=debias)
    return _ratio_mean(numerators(pool, measure, gain_hat), denominator)


def part_of_estimate(pool: Pool, sample: Sample, measure: RatioMeasure, part: np.ndarray) -> np.ndarray:
    """(R,) the share of each run's estimate that comes from the pairs in ``part`` (their corrected
    gains over the estimated denominators): with ``part`` the holes, how much of the value rests on
    the LLM's prediction there and the sampled grades correcting it."""
    gain_hat, _, denominator = corrected(pool, sample, measure, replicate_weights(sample, 0)[0])
    positive = denominator > 0
    scale = np.where(positive, denominator, 1.0)
    whole = np.where(positive, numerators(pool, measure, gain_hat) / scale, 0.0).sum(axis=1)
    piece = np.where(positive, numerators(pool, measure, np.where(part, gain_hat, 0.0)) / scale, 0.0).sum(axis=1)
    return np.asarray(np.where(whole > 0, piece / np.where(whole > 0, whole, 1.0), 0.0))


def estimate(pool: Pool, sample: Sample, measure: RatioMeasure, *, debias: bool = True,
             groups: int = JACKKNIFE_GROUPS) -> HybridEstimate:
    """The hybrid estimate of every run with its jackknife replicates (steps 1-4).

    ``debias=False`` drops the correction terms: a plug-in of the calibrated prediction, which has no
    valid interval; it is the broken variant the coverage test must catch.
    """
    rows = replicate_weights(sample, groups)
    # row 0's calibration, read by its correction, the ideal DCG's finite changes and the anticipated floor
    probs = predicted_grades(pool, sample, measure, rows[0])
    parts = [corrected(pool, sample, measure, row, debias=debias, probs=probs if index == 0 else None)
             for index, row in enumerate(rows)]
    tops = [numerators(pool, measure, gain) for gain, _, _ in parts]
    values = np.stack([_ratio_mean(top, psi) for top, (_, _, psi) in zip(tops, parts)])
    taken = sample.taken
    exact = bool(taken.all() and (sample.pi[taken] >= 1.0).all())
    pieces: dict[str, np.ndarray] = {}
    if debias:
        _, counts, psi = parts[0]
        pieces["numerator_replicates"] = np.array([_ratio_mean(top, psi) for top in tops[1:]]).reshape(-1, len(values[0]))
        # where the guard replaced Psi_hat, Psi is the sample's own ideal DCG: no term of the counts
        guarded = measure.denominator(counts, gradient=False)[0] != psi
        pieces["ideal_variance"] = ideal_terms(pool, sample, measure, probs, tops[0], psi, counts, guarded)
    # the value, not the replicates, is clipped to the measure's range: clipping replicates of a run
    # near 1 would shrink their spread and the interval with it
    return HybridEstimate(measure=measure.name, value=np.clip(values[0], 0.0, 1.0), replicates=values[1:],
                          human_judgments=int(taken.sum()), exact=exact,
                          anticipated=anticipated_variance(pool, sample, measure, probs) if debias else None, **pieces)


def _ratio_mean(numerator: np.ndarray, denominator: np.ndarray) -> np.ndarray:
    """(R,) the mean over queries of N_rq / Psi_q, 0/0 scoring 0 (trec_eval's)."""
    positive = denominator > 0
    return np.asarray(np.where(positive, numerator / np.where(positive, denominator, 1.0), 0.0).mean(axis=1))


def anticipated_variance(pool: Pool, sample: Sample, measure: RatioMeasure, probs: np.ndarray | None = None
                         ) -> np.ndarray:
    """(R,) each run's Poisson-sampling variance as the estimator's calibration expects it: sum over the
    pairs with pi < 1 of (1 - pi_d) / pi_d E[u_rd^2] (``linear``), certain pairs at their grade.
    ``probs``: the sample's ``predicted_grades``, when the caller has them already."""
    probs = predicted_grades(pool, sample, measure) if probs is None else probs
    certain = sample.certain
    prior = np.where(certain[:, None], np.eye(GRADES)[np.where(certain, sample.grade, 0)], probs)
    pi = np.clip(sample.pi, 1e-12, 1.0)
    return influence(pool, measure, prior).anticipated(np.where(certain, 0.0, (1.0 - pi) / pi))


def point_estimate(pool: Pool, sample: Sample, measure: RatioMeasure, *, debias: bool = True) -> np.ndarray:
    """theta_hat of every run (no interval), clipped to [0, 1]."""
    return np.asarray(np.clip(values_for(pool, sample, measure, replicate_weights(sample, 0)[0], debias=debias), 0.0, 1.0))
