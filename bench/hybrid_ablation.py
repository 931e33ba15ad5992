"""The hybrid estimator with each mechanism switchable, to decompose its bias (bench only, not labeler).

``Variant()`` is the estimator before issue 24 (per-query clip, floor, calibration by LLM grade fitted
on the whole sample, jackknife without finite-population correction); ``NEW`` is labeler's current
one (``labeler.metrics.hybrid``): ``bench_hybrid.py ablation`` checks that they agree before it runs.
Switches: ``clip_query`` (each query's N/Psi clipped to [0, 1]); ``floor`` (Psi_hat replaced by the
ideal DCG of the sampled grades, Psi(k), when below ``floor`` times it: 1 the floor of issue 14, 2/3
labeler's guard, 0 nothing); ``jackknife_bias`` (subtract the delete-a-group jackknife's own
bias estimate (G-1)(mean of replicates - estimate)); ``fpc`` (the jackknife's finite-population
correction); ``cross_fit`` (each pair's calibration leaves it out); ``vote_cells`` (calibration cells
LLM grade x run-vote band); ``query_refine`` (each prediction refined by the other sampled pairs of
its query and cell); ``oracle_denominator`` / ``oracle_numerator`` (the true Psi_q or N_rq in
place of the estimate: what is left is the other part's bias).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from labeler.metrics.hybrid import Pool, Sample, grade_counts, numerators, t_quantile
from labeler.metrics.hybrid.calibration import SMOOTHING, cells, cross_fit, shrink_weight
from labeler.metrics.hybrid.measures import GRADES, RatioMeasure


@dataclass(frozen=True)
class Variant:
    clip_query: bool = True
    floor: float = 1.0
    jackknife_bias: bool = False
    fpc: bool = False
    cross_fit: bool = False
    vote_cells: bool = False
    oracle_denominator: bool = False
    oracle_numerator: bool = False
    query_refine: bool = False
    groups: int = 20


OLD = Variant()
NEW = Variant(clip_query=False, floor=2 / 3, fpc=True, cross_fit=True, vote_cells=True, query_refine=True)


def _weights(sample: Sample, groups: int, fpc: bool) -> np.ndarray:
    taken = sample.taken
    base = np.where(taken, 1.0 / np.where(taken, sample.pi, 1.0), 0.0)
    uncertain = np.flatnonzero(taken & (sample.pi < 1.0))
    groups = min(groups, len(uncertain))
    rows = np.repeat(base[None, :], groups + 1, axis=0)
    member = np.random.default_rng(0).permutation(len(uncertain)) % max(groups, 1)
    shrink = np.sqrt(1.0 - sample.pi[uncertain]) if fpc else np.ones(len(uncertain))
    for group in range(groups):
        factor = np.where(member == group, 0.0, groups / (groups - 1))
        rows[group + 1, uncertain] = base[uncertain] * (1.0 + shrink * (factor - 1.0))
    return rows


def _probs(pool: Pool, sample: Sample, measure: RatioMeasure, weight: np.ndarray, v: Variant) -> np.ndarray:
    taken = sample.taken
    if v.vote_cells:
        cell, n_cells = cells(pool, measure.depth)
    else:
        cell, n_cells = pool.llm, int(pool.llm.max(initial=0)) + 1
    if v.cross_fit:
        share = np.where(taken, weight * sample.pi, 0.0) if v.query_refine else None
        return cross_fit(pool, cell, n_cells, sample.grade, weight, shrink_weight(sample.pi),
                         sample.certain if v.query_refine else None, share)
    human = np.where(taken, sample.grade, 0)
    table = np.bincount(cell[taken] * GRADES + human[taken], weights=weight[taken],
                        minlength=n_cells * GRADES).reshape(n_cells, GRADES) + SMOOTHING
    return np.asarray((table / table.sum(axis=1, keepdims=True))[cell])


def _value(pool: Pool, sample: Sample, measure: RatioMeasure, weight: np.ndarray, v: Variant,
           human_full: np.ndarray) -> np.ndarray:
    taken = sample.taken
    human = np.where(taken, sample.grade, 0)
    probs = _probs(pool, sample, measure, weight, v)
    phi = measure.gain_of_grades()
    model = probs @ phi
    w = np.where(taken & (weight > 0), weight, 0.0)
    onehot = np.eye(GRADES)[human]
    counts = grade_counts(pool.query, pool.n_queries, probs + w[:, None] * (onehot - probs))
    psi = measure.denominator(counts, gradient=False)[0]
    if v.floor:
        known = measure.denominator(grade_counts(pool.query[taken], pool.n_queries, onehot[taken]), gradient=False)[0]
        psi = np.where(psi < v.floor * known, known, psi)
    if v.oracle_denominator:
        psi = measure.denominator(grade_counts(pool.query, pool.n_queries, np.eye(GRADES)[human_full]),
                                  gradient=False)[0]
    gain = measure.gain(human_full) if v.oracle_numerator else model + w * (phi[human] - model)
    ratio = np.where(psi > 0, numerators(pool, measure, gain) / np.where(psi > 0, psi, 1.0), 0.0)
    if v.clip_query:
        ratio = np.clip(ratio, 0.0, 1.0)
    return np.asarray(ratio.mean(axis=1))


def ablated_estimate(pool: Pool, sample: Sample, measure: RatioMeasure, v: Variant, human_full: np.ndarray,
                     confidence: float = 0.95) -> tuple[np.ndarray, np.ndarray]:
    """(value, half-width) of every run under the variant."""
    rows = _weights(sample, v.groups, v.fpc)
    values = np.stack([_value(pool, sample, measure, row, v, human_full) for row in rows])
    value, reps = values[0], values[1:]
    groups = reps.shape[0]
    if v.jackknife_bias and groups >= 2:
        value = value - (groups - 1) * (reps.mean(axis=0) - value)
    if groups < 2:
        return np.clip(value, 0.0, 1.0), np.full(len(value), np.inf)
    stderr = np.sqrt((groups - 1) / groups * ((reps - reps.mean(axis=0)) ** 2).sum(axis=0))
    return np.clip(value, 0.0, 1.0), t_quantile(confidence, groups) * stderr


LADDER: dict[str, Variant] = {
    "before (issue 14)": OLD,
    "- per-query clip": replace(OLD, clip_query=False),
    "- per-query clip - floor": replace(OLD, clip_query=False, floor=0.0),
    "- per-query clip + jackknife bias correction": replace(OLD, clip_query=False, jackknife_bias=True),
    "- per-query clip, true Psi (the numerator's part)": replace(OLD, clip_query=False, floor=0.0,
                                                                 oracle_denominator=True),
    "- per-query clip - floor, true N (Psi's part)": replace(OLD, clip_query=False, floor=0.0, oracle_numerator=True),
    "- per-query clip + fpc": replace(OLD, clip_query=False, fpc=True),
    "- per-query clip + fpc + cross-fit": replace(OLD, clip_query=False, fpc=True, cross_fit=True),
    "- per-query clip + fpc + cross-fit + run-vote cells (floor)": replace(NEW, floor=1.0),
    "floor -> guard at two thirds (issue 24)": replace(NEW, query_refine=False),
    "now (+ refined by the query's sampled pairs)": NEW,
    "now, true Psi (the numerator's part)": replace(NEW, oracle_denominator=True),
    "now, true N (Psi's part)": replace(NEW, oracle_numerator=True),
}
