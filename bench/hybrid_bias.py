"""The ideal DCG's bias, query by query, and corrections of it (``bench_hybrid.py bias``): generated figures only.

Per draw (the sweep's own draws: the same seed gives the same samples as ``sweep`` and ``spread``), the
estimator's pieces are recomputed and each query's Psi_hat = Psi(c_hat_q) set beside the truth Psi(c_q):

- its bias E[Psi_hat] - Psi, before the guard (``raw``) and after it;
- the second-order (curvature) term the sample predicts for it: sum over sampled d of (1 - pi_d) times
  half d's second finite difference, (Psi(c_hat + s_d) + Psi(c_hat - s_d) - 2 Psi(c_hat)) / 2, s_d = w_d
  ([h_d = g] - p_dg)_g the pair's correction (Poisson sampling's bias of a smooth function of a
  Horvitz-Thompson total is sum_d (1 - pi_d) / pi_d H(e_d, e_d) / 2, whose unbiased estimate from the
  sample is that sum);
- one pair's exact effect instead: sum over sampled d of b_d / pi_d, b_d = pi_d Psi(x + (w_d - 1) e_d)
  + (1 - pi_d) Psi(x - e_d) - Psi(x), x = c_hat - s_d + e_d (d's correction at its mean);
- how each query's error reaches nDCG: mean over runs of N_rq (1/Psi_hat - 1/Psi) / Q, split into the
  ideal DCG's own bias (-N (E Psi_hat - Psi) / Psi^2) and the rest (the ratio's convexity in Psi_hat).

Queries are grouped by their true grade-3 and grade-2 counts, by how many of their pairs are sampled and
by the calibrated prediction's ideal DCG against the truth (how the judge, calibrated, sees their relevant
pairs). ``VARIANTS`` are corrections measured on the same draws as the estimator's interval.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from labeler.metrics.hybrid import Pool, Sample, estimate, grade_counts, numerators, replicate_weights, t_quantile
from labeler.metrics.hybrid.estimator import GUARD, corrected, predicted_grades
from labeler.metrics.hybrid.measures import GRADES, RatioMeasure
from labeler.services.simulation.stats import bin_masks

BEALE_CAP = 0.25       # the squared coefficient of variation of Psi_hat counted at most
MODEL_DRAWS = 200      # Monte Carlo draws of the calibrated grades for E_p[Psi]
_MODEL_SEED = 0
BOOTSTRAP = 200        # the pseudo-population bootstrap's replicates (``hybrid_spread``'s)
_BOOT_SEED = 0


@dataclass(frozen=True)
class Draw:
    """One draw: per query the ideal DCG's pieces (Q,), per variant the runs' values and standard errors (R,)."""

    psi: np.ndarray          # Psi_hat after the guard
    raw: np.ndarray          # Psi(c_hat) before it
    curvature: np.ndarray    # the sample's second-order bias estimate of Psi(c_hat)
    one_pair: np.ndarray     # the one-pair-exact bias estimate
    variance: np.ndarray     # the finite-change variance of Psi_hat (ideal_spread's)
    sampled: np.ndarray      # sampled pairs with pi < 1 per query
    model: np.ndarray        # E_p[Psi] under the calibrated grades (the Poisson-binomial counts)
    boot_shift: np.ndarray   # the bootstrap's estimate of Psi_hat's own bias: mean of Psi_b less Psi_hat
    values: dict[str, np.ndarray]
    errors: dict[str, np.ndarray]


def _psi(measure: RatioMeasure, counts: np.ndarray) -> np.ndarray:
    return measure.denominator(counts, gradient=False)[0]


def _ratio_mean(numerator: np.ndarray, denominator: np.ndarray) -> np.ndarray:
    positive = denominator > 0
    return np.asarray(np.where(positive, numerator / np.where(positive, denominator, 1.0), 0.0).mean(axis=1))


def _jack(series: np.ndarray) -> np.ndarray:
    groups = series.shape[0]
    deviation = series - series.mean(axis=0)
    return np.asarray((groups - 1) / groups * (deviation**2).sum(axis=0))


def model_ideal(pool: Pool, measure: RatioMeasure, probs: np.ndarray, taken: np.ndarray, draws: int = MODEL_DRAWS
                ) -> tuple[np.ndarray, np.ndarray]:
    """(Q,) E_p[Psi] with every pair's grade drawn from its calibrated p, and (n, 4) for each pair in ``taken``
    E_p[Psi | that pair's grade is g] - E_p[Psi]: the expected finite change of one pair's grade."""
    rng = np.random.default_rng(_MODEL_SEED)
    cumulative = np.cumsum(probs, axis=1)
    cumulative[:, -1] = 1.0
    grades = (rng.random((draws, pool.size, 1)) > cumulative[None]).sum(axis=2)       # (M, N)
    counts = np.stack([grade_counts(pool.query, pool.n_queries, np.eye(GRADES)[g]) for g in grades])  # (M, Q, 4)
    flat = counts.reshape(-1, GRADES)
    mean = _psi(measure, flat).reshape(draws, pool.n_queries).mean(axis=0)
    query = pool.query[taken]
    own = np.eye(GRADES)[grades[:, taken]]                                            # (M, n, 4)
    base = counts[:, query] - own                                                      # the others' counts
    given = np.stack([_psi(measure, (base + np.eye(GRADES)[g]).reshape(-1, GRADES)).reshape(draws, len(query))
                      .mean(axis=0) for g in range(GRADES)], axis=1)                   # (n, 4)
    return mean, given - mean[query][:, None]


def draw(pool: Pool, sample: Sample, measure: RatioMeasure, groups: int = 20, *, model: bool = True) -> Draw:
    """The per-query pieces and every variant's values and standard errors for one sample."""
    base = estimate(pool, sample, measure, groups=groups)
    rows = replicate_weights(sample, groups)
    parts = [corrected(pool, sample, measure, row) for row in rows]
    tops = np.stack([numerators(pool, measure, gain) for gain, _, _ in parts])        # (G+1, R, Q)
    _, counts, psi = parts[0]
    raw = _psi(measure, counts)
    guarded = raw != psi
    probs = predicted_grades(pool, sample, measure)
    phi = measure.gain_of_grades()
    taken = np.flatnonzero(sample.taken & ~sample.certain & (sample.pi < 1.0))
    query = pool.query[taken]
    pi = sample.pi[taken]
    w = 1.0 / pi
    e = np.eye(GRADES)[sample.grade[taken]] - probs[taken]
    step = w[:, None] * e
    here = psi[query]
    without = _psi(measure, counts[query] - step)
    plus = _psi(measure, counts[query] + step)
    middle = _psi(measure, counts[query] - step + e)
    at = raw[query]
    q = pool.n_queries
    curvature = np.bincount(query, weights=(1 - pi) * 0.5 * (plus + without - 2 * at), minlength=q)
    one_pair = np.bincount(query, weights=(pi * at + (1 - pi) * without - middle) / pi, minlength=q)
    delta = np.where(guarded[query], 0.0, here - without)
    variance = np.bincount(query, weights=(1 - pi) * delta**2, minlength=q)
    sampled = np.bincount(query, minlength=q).astype(float)
    # each sampled pair's gain correction in each run's top k, for Cov(N_hat, Psi_hat) and the cross term
    index, valid = pool._top_slots
    depth = measure.depth
    slot = np.full(pool.size, -1)
    slot[taken] = np.arange(len(taken))
    hit = valid[:, :, :depth] & (slot[index[:, :, :depth]] >= 0)
    gain_step = w * (phi[sample.grade[taken]] - probs[taken] @ phi)
    rank_weight = measure.weights_upto(depth)

    def linked(per_pair: np.ndarray) -> np.ndarray:
        """(R, Q) sum over each run's top-k sampled pairs of w_rank (1 - pi_d) gain_step_d per_pair_d."""
        where = slot[index[:, :, :depth]]
        value = np.where(hit, rank_weight * ((1 - pi) * gain_step * per_pair)[np.maximum(where, 0)], 0.0)
        return np.asarray(value.sum(axis=2))

    numerator = tops[0]
    anticipated = np.maximum(base.anticipated if base.anticipated is not None else 0.0, 0.0)
    t_groups = tops.shape[0] - 1

    def stderr(ideal: np.ndarray, ideal_delta: np.ndarray, shift: np.ndarray | None = None) -> np.ndarray:
        """The estimator's standard error (numerator's jackknife + the finite-change ideal part and its
        cross term, floored by the anticipated one) with Psi_hat replaced by ``ideal``."""
        if t_groups < 2:
            return np.full(numerator.shape[0], np.inf)
        jn = _jack(np.stack([_ratio_mean(top, ideal) for top in tops[1:]]))
        positive = ideal > 0
        scale = np.where(positive, ideal, 1.0)
        b = np.where(positive, np.clip(numerator / scale, 0.0, 1.0) / scale, 0.0)
        own = (b * b) @ np.bincount(query, weights=(1 - pi) * ideal_delta**2, minlength=q)
        cross = 2 * (-b * linked(ideal_delta) / scale).sum(axis=1)
        total = (own + cross) / q**2
        return np.asarray(np.sqrt(np.maximum(np.maximum(jn + total, jn), anticipated)))

    values: dict[str, np.ndarray] = {}
    errors: dict[str, np.ndarray] = {}
    values["main"] = base.value
    errors["main"] = base.stderr()

    def guard(estimated: np.ndarray) -> np.ndarray:
        known = _psi(measure, grade_counts(pool.query[sample.taken], q, np.eye(GRADES)[sample.grade[sample.taken]]))
        return np.where(guarded | (estimated < GUARD * known), psi, estimated)

    # the curvature correction: Psi(c_hat) less its estimated second-order bias, where estimable
    for name, bias in (("curvature", curvature), ("one pair", one_pair)):
        fixed = guard(raw - bias)
        values[name] = np.clip(_ratio_mean(numerator, fixed), 0.0, 1.0)
        errors[name] = stderr(fixed, delta)
    # Beale-type: the ratio's second-order bias with the finite-change variance and covariance
    positive = psi > 0
    scale = np.where(positive, psi, 1.0)
    cv2 = np.minimum(variance / scale**2, BEALE_CAP)
    cov = linked(delta)
    beale_q = np.where(positive, (numerator / scale + cov / scale**2) / (1 + cv2), 0.0)
    values["beale, finite change"] = np.clip(beale_q.mean(axis=1), 0.0, 1.0)
    errors["beale, finite change"] = errors["main"]
    fixed = guard(raw - curvature)
    fscale = np.where(fixed > 0, fixed, 1.0)
    cv2f = np.minimum(variance / fscale**2, BEALE_CAP)
    both_q = np.where(fixed > 0, (numerator / fscale + cov / fscale**2) / (1 + cv2f), 0.0)
    values["curvature + beale"] = np.clip(both_q.mean(axis=1), 0.0, 1.0)
    errors["curvature + beale"] = stderr(fixed, delta)
    # the pseudo-population bootstrap (calibration fixed, every sampled pair's correction counted
    # 1 + sqrt(1 - pi)(Poisson(1) - 1) times at once): per-query moments of Psi_hat and the ideal part
    gain0 = parts[0][0]
    known = _psi(measure, grade_counts(pool.query[sample.taken], q, np.eye(GRADES)[sample.grade[sample.taken]]))
    rng = np.random.default_rng(_BOOT_SEED)
    extra = np.sqrt(1.0 - pi)[None, :] * (rng.poisson(1.0, (BOOTSTRAP, len(taken))) - 1.0)
    boot_psi, boot_top = [], []
    for row in extra:
        gain = gain0.copy()
        gain[taken] += row * gain_step
        estimated = _psi(measure, counts + grade_counts(query, q, row[:, None] * step))
        boot_psi.append(np.where(estimated < GUARD * known, known, estimated))
        boot_top.append(numerators(pool, measure, gain))
    psi_b = np.stack(boot_psi)                                                      # (B, Q)
    top_b = np.stack(boot_top)                                                      # (B, R, Q)
    var_b = psi_b.var(axis=0, ddof=1)
    cov_b = ((top_b - top_b.mean(axis=0)) * (psi_b - psi_b.mean(axis=0))[:, None, :]).sum(axis=0) / (BOOTSTRAP - 1)
    boot_ideal = np.stack([_ratio_mean(numerator, p) for p in psi_b]).var(axis=0, ddof=1)

    def boot_stderr(ideal: np.ndarray, ideal_delta: np.ndarray) -> np.ndarray:
        """The numerator's jackknife plus the bootstrap's ideal part and the finite-change cross term."""
        if t_groups < 2:
            return np.full(numerator.shape[0], np.inf)
        jn = _jack(np.stack([_ratio_mean(top, ideal) for top in tops[1:]]))
        positive = ideal > 0
        scale = np.where(positive, ideal, 1.0)
        b = np.where(positive, np.clip(numerator / scale, 0.0, 1.0) / scale, 0.0)
        cross = 2 * (-b * linked(ideal_delta) / scale).sum(axis=1) / q**2
        ideal_part = boot_ideal * ((psi / np.where(positive, ideal, 1.0)).mean()) ** 2
        return np.asarray(np.sqrt(np.maximum(np.maximum(jn + ideal_part + cross, jn), anticipated)))

    cv2b = np.minimum(var_b / scale**2, BEALE_CAP)
    beale_b = np.where(positive, (numerator / scale + cov_b / scale**2) / (1 + cv2b), 0.0)
    values["beale, bootstrap"] = np.clip(beale_b.mean(axis=1), 0.0, 1.0)
    errors["beale, bootstrap"] = errors["main"]
    values["main, bootstrap ideal se"] = base.value
    errors["main, bootstrap ideal se"] = boot_stderr(psi, delta)
    values["beale fd, bootstrap ideal se"] = values["beale, finite change"]
    errors["beale fd, bootstrap ideal se"] = errors["main, bootstrap ideal se"]
    values["beale boot, bootstrap ideal se"] = values["beale, bootstrap"]
    errors["beale boot, bootstrap ideal se"] = errors["main, bootstrap ideal se"]
    # the ideal part halfway between the finite changes' (overstated) and the bootstrap's (closest, but
    # short where the estimate is biased): the average of the two variances, the finite-change cross term
    if t_groups >= 2:
        jn0 = _jack(np.stack([_ratio_mean(top, psi) for top in tops[1:]]))
        b0 = np.where(positive, np.clip(numerator / scale, 0.0, 1.0) / scale, 0.0)
        fd_own = (b0 * b0) @ np.bincount(query, weights=(1 - pi) * delta**2, minlength=q) / q**2
        fd_cross = 2 * (-b0 * linked(delta) / scale).sum(axis=1) / q**2
        mid = np.sqrt(np.maximum(np.maximum(jn0 + 0.5 * (fd_own + boot_ideal) + fd_cross, jn0), anticipated))
        capped = np.sqrt(np.maximum(np.maximum(jn0 + 0.5 * (fd_own + np.minimum(boot_ideal, fd_own)) + fd_cross, jn0),
                                    anticipated))
    else:
        mid = capped = np.full(numerator.shape[0], np.inf)
    # Beale with the bootstrap's moments around Psi_hat less the bootstrap's estimate of Psi's own bias
    shift = np.where(guarded, 0.0, psi_b.mean(axis=0) - psi)
    shifted = guard(psi - shift)
    sscale = np.where(shifted > 0, shifted, 1.0)
    full_q = np.where(shifted > 0, (numerator / sscale + cov_b / sscale**2) / (1 + np.minimum(var_b / sscale**2, BEALE_CAP)), 0.0)
    values["beale boot + Psi shift"] = np.clip(full_q.mean(axis=1), 0.0, 1.0)
    errors["beale boot + Psi shift"] = errors["main"]
    values["beale boot + Psi shift, bootstrap ideal se"] = values["beale boot + Psi shift"]
    errors["beale boot + Psi shift, bootstrap ideal se"] = errors["main, bootstrap ideal se"]
    values["beale boot, halfway se"] = values["beale, bootstrap"]
    errors["beale boot, halfway se"] = mid
    values["beale fd, halfway se"] = values["beale, finite change"]
    errors["beale fd, halfway se"] = mid
    values["beale boot + Psi shift, halfway se"] = values["beale boot + Psi shift"]
    errors["beale boot + Psi shift, halfway se"] = mid
    values["beale boot, halfway-capped se"] = values["beale, bootstrap"]
    errors["beale boot, halfway-capped se"] = capped
    values["main, halfway-capped se"] = base.value
    errors["main, halfway-capped se"] = capped
    # the full second order: Psi's own curvature term, then Beale's ratio with the bootstrap's moments
    cfix = guard(raw - curvature)
    cscale = np.where(cfix > 0, cfix, 1.0)
    curved_q = np.where(cfix > 0, (numerator / cscale + cov_b / cscale**2) / (1 + np.minimum(var_b / cscale**2, BEALE_CAP)), 0.0)
    values["curvature + beale boot, halfway-capped se"] = np.clip(curved_q.mean(axis=1), 0.0, 1.0)
    errors["curvature + beale boot, halfway-capped se"] = capped
    # Psi extended below zero by its cumulative bands (a negative grade-3 estimate eats into the grade-2 band)
    # instead of each grade's count clipped at 0: the same ideal DCG at counts >= 0, less convexity at 0
    if measure.kind == "ndcg":
        raw_c = cumulative_ideal(measure, counts)
        psi_c = np.where(raw_c < GUARD * known, known, raw_c)
        guarded_c = psi_c != raw_c
        delta_c = np.where(guarded_c[query], 0.0, psi_c[query] - cumulative_ideal(measure, counts[query] - step))
        values["cumulative bands"] = np.clip(_ratio_mean(numerator, psi_c), 0.0, 1.0)
        errors["cumulative bands"] = stderr(psi_c, delta_c)
        moved = np.stack([counts + grade_counts(query, q, row[:, None] * step) for row in extra])
        estimated = cumulative_ideal(measure, moved.reshape(-1, GRADES)).reshape(BOOTSTRAP, q)
        psi_bc = np.where(estimated < GUARD * known, known, estimated)
        var_c = psi_bc.var(axis=0, ddof=1)
        cov_c = ((top_b - top_b.mean(axis=0)) * (psi_bc - psi_bc.mean(axis=0))[:, None, :]).sum(axis=0) / (BOOTSTRAP - 1)
        ideal_c = np.stack([_ratio_mean(numerator, p) for p in psi_bc]).var(axis=0, ddof=1)
        cpos = psi_c > 0
        cs = np.where(cpos, psi_c, 1.0)
        beale_c = np.where(cpos, (numerator / cs + cov_c / cs**2) / (1 + np.minimum(var_c / cs**2, BEALE_CAP)), 0.0)
        values["cumulative bands + beale boot"] = np.clip(beale_c.mean(axis=1), 0.0, 1.0)
        errors["cumulative bands + beale boot"] = errors["cumulative bands"]
        if t_groups >= 2:
            jn_c = _jack(np.stack([_ratio_mean(top, psi_c) for top in tops[1:]]))
            bc = np.where(cpos, np.clip(numerator / cs, 0.0, 1.0) / cs, 0.0)
            own_c = (bc * bc) @ np.bincount(query, weights=(1 - pi) * delta_c**2, minlength=q) / q**2
            cross_c = 2 * (-bc * linked(delta_c) / cs).sum(axis=1) / q**2
            capped_c = np.sqrt(np.maximum(np.maximum(jn_c + 0.5 * (own_c + np.minimum(ideal_c, own_c)) + cross_c, jn_c),
                                          anticipated))
        else:
            capped_c = np.full(numerator.shape[0], np.inf)
        values["cumulative bands + beale boot, halfway-capped se"] = values["cumulative bands + beale boot"]
        errors["cumulative bands + beale boot, halfway-capped se"] = capped_c
    model_mean = np.zeros(q)
    if model:
        model_mean, change = model_ideal(pool, measure, probs, taken)
        # E_p[Psi] plus the Horvitz-Thompson estimate of the model's first-order error over the pool's pairs
        linear = w * ((np.eye(GRADES)[sample.grade[taken]] - probs[taken]) * change).sum(axis=1)
        psi_model = model_mean + np.bincount(query, weights=linear, minlength=q)
        psi_model = guard(np.maximum(psi_model, 0.0))
        values["model + linear"] = np.clip(_ratio_mean(numerator, psi_model), 0.0, 1.0)
        errors["model + linear"] = stderr(psi_model, np.where(guarded[query], 0.0, linear))
    return Draw(psi=psi, raw=raw, curvature=curvature, one_pair=one_pair, variance=variance, sampled=sampled,
                model=model_mean, boot_shift=psi_b.mean(axis=0) - psi, values=values, errors=errors)


def cumulative_ideal(measure: RatioMeasure, counts: np.ndarray) -> np.ndarray:
    """IDCG@K of (n, 4) counts as I(c3+) + I((c3 + c2)+) + I((c3 + c2 + c1)+), I the integral of the rank
    weights: ``ideal_dcg`` at counts >= 0, but each cumulative band's end clipped at 0, not each grade's count."""
    ends = np.cumsum(counts[:, :0:-1], axis=1)                                    # c3, c3 + c2, c3 + c2 + c1
    filled = float(np.max(np.maximum(ends, 0.0), initial=0.0))
    weights = measure.weights_upto(int(np.ceil(filled)) + 1)
    depth = len(weights)
    cumulative = np.concatenate([[0.0], np.cumsum(weights)])
    x = np.clip(ends, 0.0, depth)
    whole = np.minimum(np.floor(x).astype(np.int64), depth - 1)
    return np.asarray((cumulative[whole] + (x - whole) * weights[whole]).sum(axis=1))


def _true_parts(pool: Pool, measure: RatioMeasure, human: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    counts = grade_counts(pool.query, pool.n_queries, np.eye(GRADES)[human])
    gain = numerators(pool, measure, measure.gain_of_grades()[human])
    return counts, _psi(measure, counts), gain


GROUPINGS = {
    "grade-3 pairs": (lambda f: f["c3"], (0.5, 3.5, 9.5), ("0", "1-3", "4-9", "10+")),
    "grade-3+2 pairs": (lambda f: f["c32"], (5.5, 10.5, 20.5), ("0-5", "6-10", "11-20", "21+")),
    "sampled pairs": (lambda f: f["sampled"], (5, 10, 20), ("<5", "5-10", "10-20", "20+")),
    "prediction's Psi / Psi": (lambda f: f["prior_ratio"], (0.8, 0.95, 1.05), ("<0.80", "0.80-0.95", "0.95-1.05", ">1.05")),
}


def summarize(pool: Pool, measure: RatioMeasure, human: np.ndarray, truth: np.ndarray, draws: list[Draw],
              probs_prior: np.ndarray, bins: tuple[float, ...]) -> dict[str, Any]:
    """Per query group: the ideal DCG's bias and its predicted part; per run bin: every variant's coverage."""
    counts, psi_true, gain_true = _true_parts(pool, measure, human)
    q = pool.n_queries
    psi = np.stack([d.psi for d in draws])
    raw = np.stack([d.raw for d in draws])
    inverse = np.where(psi > 0, 1.0 / np.where(psi > 0, psi, 1.0), 0.0)
    true_inverse = np.where(psi_true > 0, 1.0 / np.where(psi_true > 0, psi_true, 1.0), 0.0)
    rho = gain_true.mean(axis=0)                           # mean over runs of N_true_rq
    to_ndcg = rho * (inverse.mean(axis=0) - true_inverse) / q   # (Q,) each query's share of the ideal-only bias
    own = np.where(psi_true > 0, -rho * (psi.mean(axis=0) - psi_true) * true_inverse**2 / q, 0.0)
    features = {"c3": counts[:, 3], "c32": counts[:, 3] + counts[:, 2],
                "sampled": np.stack([d.sampled for d in draws]).mean(axis=0),
                "prior_ratio": np.where(psi_true > 0, _psi(measure, probs_prior) / np.where(psi_true > 0, psi_true, 1.0), 1.0)}
    per_query = {"psi_true": psi_true, "bias_raw": raw.mean(axis=0) - psi_true, "bias": psi.mean(axis=0) - psi_true,
                 "curvature": np.stack([d.curvature for d in draws]).mean(axis=0),
                 "one_pair": np.stack([d.one_pair for d in draws]).mean(axis=0),
                 "model_bias": np.stack([d.model for d in draws]).mean(axis=0) - psi_true,
                 "boot_shift": np.stack([d.boot_shift for d in draws]).mean(axis=0),
                 "sd": psi.std(axis=0, ddof=1), "se_fd": np.sqrt(np.stack([d.variance for d in draws]).mean(axis=0)),
                 "to_ndcg": to_ndcg, "own": own, **features}
    groups = []
    for grouping, (feature, edges, labels) in GROUPINGS.items():
        key = feature(features)
        which = np.digitize(key, edges)
        for index, label in enumerate(labels):
            inside = which == index
            if not inside.any():
                continue
            groups.append({"grouping": grouping, "label": label, "queries": int(inside.sum()),
                           "psi_true": float(psi_true[inside].mean()),
                           "bias_raw": float(per_query["bias_raw"][inside].mean()),
                           "bias": float(per_query["bias"][inside].mean()),
                           "curvature": float(per_query["curvature"][inside].mean()),
                           "one_pair": float(per_query["one_pair"][inside].mean()),
                           "boot_shift": float(per_query["boot_shift"][inside].mean()),
                           "to_ndcg": float(to_ndcg[inside].sum()), "own": float(own[inside].sum())})
    t = None
    rows = []
    names = list(draws[0].values)
    value = {n: np.stack([d.values[n] for d in draws]) for n in names}
    error = {n: np.stack([d.errors[n] for d in draws]) for n in names}
    for low, high, inside in bin_masks(truth, bins):
        row: dict[str, Any] = {"low": low, "high": high, "runs": int(inside.sum()), "variants": {}}
        for n in names:
            t = t_quantile(0.95, 20)
            half = t * error[n][:, inside]
            off = value[n][:, inside] - truth[inside]
            row["variants"][n] = {"coverage": float((np.abs(off) <= half).mean()), "half_width": float(half.mean()),
                                  "bias": float(off.mean())}
        rows.append(row)
    return {"ideal_only_bias": float(to_ndcg.sum()), "own": float(own.sum()), "groups": groups, "bins": rows,
            "per_query": {k: [float(x) for x in v] for k, v in per_query.items()}}


SHOWN = ("main", "beale, finite change", "beale, bootstrap", "curvature", "main, halfway-capped se",
         "beale boot, halfway-capped se")


def report(documents: list[dict[str, Any]], names: dict[str, str]) -> str:
    """Markdown for BENCHMARKS.md from saved ``bias`` runs (the first is seed 0): the bias taken apart per
    configuration and per group of queries, each shown variant per bin, and every variant over the seeds."""
    first = documents[0]
    lines = ["| collection, judge | budget | reported bias, main (bins) | ideal-DCG-only nDCG bias | of it: Psi's own "
             "bias | the ratio's convexity | reported bias, Beale (bootstrap) |", "|---|---|---|---|---|---|---|"]
    for c in first["configs"]:
        main = [b["variants"]["main"]["bias"] for b in c["bins"]]
        beale = [b["variants"]["beale, bootstrap"]["bias"] for b in c["bins"]]
        lines.append(f"| {names[c['collection']]}, {c['judge']} | {c['budget']:.0%} | {min(main):+.3f} to {max(main):+.3f} "
                     f"| {c['ideal_only_bias']:+.4f} | {c['own']:+.4f} | {c['ideal_only_bias'] - c['own']:+.4f} "
                     f"| {min(beale):+.3f} to {max(beale):+.3f} |")
    lines += ["", "| collection | budget | grouping | group | queries | mean true Psi | E Psi(c_hat) - Psi | after the "
              "guard | curvature term | one-pair term | bootstrap's shift | share of the nDCG bias (of it Psi's own) |",
              "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    keys = dict.fromkeys((c["collection"], c["budget"]) for c in first["configs"])
    for collection, budget in keys:
        configs = [c for c in first["configs"] if c["collection"] == collection and c["budget"] == budget]
        for grouping, label in dict.fromkeys((g["grouping"], g["label"]) for g in configs[0]["groups"]):
            found = [g for c in configs for g in c["groups"] if g["grouping"] == grouping and g["label"] == label]
            if len(found) < len(configs):
                continue  # a group some judge's configuration lacks (sampled pairs, the prediction) is not averaged

            def mean(key: str) -> float:
                return float(np.mean([g[key] for g in found]))

            lines.append(f"| {names[collection]} | {budget:.0%} | {grouping} | {label} | {found[0]['queries']} "
                         f"| {mean('psi_true'):.2f} | {mean('bias_raw'):+.3f} | {mean('bias'):+.3f} | {mean('curvature'):+.3f} "
                         f"| {mean('one_pair'):+.3f} | {mean('boot_shift') if all('boot_shift' in g for g in found) else float('nan'):+.3f} "
                         f"| {mean('to_ndcg'):+.4f} ({mean('own'):+.4f}) |")
    shown = [v for v in SHOWN if v in first["configs"][0]["bins"][0]["variants"]]
    lines += ["", "| collection, judge | budget | true nDCG@10 | runs | " + " | ".join(f"{v}: cover, ±, bias" for v in shown)
              + " |", "|---|---|---|---|" + "---|" * len(shown)]
    for c in first["configs"]:
        for b in c["bins"]:
            cells = [f"{b['variants'][v]['coverage']:.1%}, {b['variants'][v]['half_width']:.3f}, "
                     f"{b['variants'][v]['bias']:+.3f}" for v in shown]
            lines.append(f"| {names[c['collection']]}, {c['judge']} | {c['budget']:.0%} | {b['low']:.1f}–{b['high']:.1f} "
                         f"| {b['runs']} | " + " | ".join(cells) + " |")
    every = list(first["configs"][0]["bins"][0]["variants"])
    head = " | ".join(f"seed {d['seed']}: coverage, > 97.5%, < 93%, ± / main's, bias" for d in documents)
    lines += ["", f"| variant | collection | {head} | pooled over the seeds it ran: coverage, > 97.5%, < 93%, "
              "± / main's |", "|---|---|" + "---|" * (len(documents) + 1)]
    for v in every:
        for collection in dict.fromkeys(c["collection"] for c in first["configs"]):
            cells, pooled, ratios = [], None, None
            for d in documents:
                if v not in d["configs"][0]["bins"][0]["variants"]:
                    cells.append("not run")
                    continue
                bins = [b for c in d["configs"] if c["collection"] == collection for b in c["bins"]]
                cover = np.array([b["variants"][v]["coverage"] for b in bins])
                half = np.array([b["variants"][v]["half_width"] for b in bins])
                base = np.array([b["variants"]["main"]["half_width"] for b in bins])
                shift = [b["variants"][v]["bias"] for b in bins]
                ratio = half / base
                cells.append(f"{cover.min():.1%}–{cover.max():.1%}, {int((cover > 0.975).sum())}, {int((cover < 0.93).sum())}, "
                             f"{ratio.mean():.3f}, {min(shift):+.3f} to {max(shift):+.3f}")
                pooled = cover if pooled is None else pooled + cover
                ratios = (half, base) if ratios is None else (ratios[0] + half, ratios[1] + base)
            assert pooled is not None and ratios is not None
            pooled = pooled / sum(cell != "not run" for cell in cells)
            lines.append(f"| {v} | {names[collection]} | " + " | ".join(cells) + f" | {pooled.min():.1%}–{pooled.max():.1%}, "
                         f"{int((pooled > 0.975).sum())}, {int((pooled < 0.93).sum())}, {(ratios[0] / ratios[1]).mean():.3f} |")
    return "\n".join(lines)
