"""Where the hybrid interval's spread is overstated (``bench_hybrid.py spread``): generated figures only.

Per draw (the sweep's own draws: the same seed gives the same samples as ``sweep``), the estimator's
jackknife is recomputed with each replicate's numerators N_j and ideal DCGs Psi_j kept apart, so one
pass gives, per run:

- the whole jackknife's variance (main's), the numerator's part (replicates N_j / Psi_0) and the ideal
  DCG's part (N_0 / Psi_j);
- the sample's linearization variance, sum over sampled pairs with pi < 1 of (1 - pi_d) / pi_d^2 u_rd^2
  at the sampled grade and the estimated counts, split the same way (numerator, ideal DCG, cross);
- the anticipated variance (main's floor) and its parts;
- against the truth: each run's estimate, its numerator-only estimate (mean_q N_hat / Psi_true) and its
  ideal-DCG-only estimate (mean_q N_true / Psi_hat), whose spreads over draws are what the parts of the
  variance should match.

``VARIANTS`` are the candidate standard errors built from those pieces; each one's coverage and
half-width is measured on the same draws as main's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

import numpy as np

from labeler.metrics.hybrid import Pool, Sample, numerators, replicate_weights, t_quantile
from labeler.metrics.hybrid.estimator import GUARD, corrected, predicted_grades
from labeler.metrics.hybrid.linear import influence
from labeler.metrics.hybrid.measures import GRADES, RatioMeasure
from labeler.services.simulation.stats import bin_masks


@dataclass(frozen=True)
class Pieces:
    """One draw's estimate and the parts of its variance, each (R,)."""

    value: np.ndarray
    numerator_only: np.ndarray   # mean_q N_hat / Psi_true: the numerator's error alone
    ideal_only: np.ndarray       # mean_q N_true / Psi_hat: the ideal DCG's error alone
    jack: np.ndarray             # the whole jackknife's variance (main's, before the floor)
    jack_num: np.ndarray         # replicates N_j / Psi_0
    jack_ideal: np.ndarray       # replicates N_0 / Psi_j
    jack_linear_ideal: np.ndarray  # replicates N_j / (Psi_0 + dPsi . (c_j - c_0)): the ideal DCG linearized
    lin_num: np.ndarray          # sample linearization: numerator's part
    lin_ideal: np.ndarray        # the ideal DCG's part
    lin_cross: np.ndarray        # twice their covariance
    fd_ideal: np.ndarray         # the ideal DCG's part with each pair's finite change of Psi, not its slope
    fd_cross: np.ndarray         # twice the covariance of that with the numerator's linearization
    boot: np.ndarray             # the pseudo-population bootstrap (calibration fixed): whole
    boot_num: np.ndarray         # its numerator's part (N_b / Psi_0)
    boot_ideal: np.ndarray       # its ideal DCG's part (N_0 / Psi_b)
    boot_shift: np.ndarray       # mean of the bootstrap's replicates less the estimate: its bias estimate
    boot_shift_ideal: np.ndarray  # the same of its ideal-DCG-only replicates (N_0 / Psi_b)
    anticipated: np.ndarray      # main's floor
    ant_num: np.ndarray
    ant_ideal: np.ndarray
    groups: int


def _ratio_mean(numerator: np.ndarray, denominator: np.ndarray) -> np.ndarray:
    positive = denominator > 0
    return np.asarray(np.where(positive, numerator / np.where(positive, denominator, 1.0), 0.0).mean(axis=1))


def _jack_variance(series: np.ndarray) -> np.ndarray:
    groups = series.shape[0]
    deviation = series - series.mean(axis=0)
    return np.asarray((groups - 1) / groups * (deviation**2).sum(axis=0))


def pieces(pool: Pool, sample: Sample, measure: RatioMeasure, human: np.ndarray, groups: int = 20) -> Pieces:
    """The estimate of one draw with every part of its variance (see the module docstring)."""
    rows = replicate_weights(sample, groups)
    parts = [corrected(pool, sample, measure, row) for row in rows]
    gains = np.stack([numerators(pool, measure, gain) for gain, _, _ in parts])   # (G+1, R, Q)
    ideal = np.stack([psi for _, _, psi in parts])                                # (G+1, Q)
    counts = np.stack([c for _, c, _ in parts])                                   # (G+1, Q, 4)
    phi = measure.gain_of_grades()
    true_gain = numerators(pool, measure, phi[human])
    true_ideal = measure.denominator(_true_counts(pool, human), gradient=False)[0]
    _, slope = measure.denominator(counts[0])
    guarded = measure.denominator(counts[0], gradient=False)[0] != ideal[0]
    linear_ideal = ideal[0] + ((counts - counts[0]) * slope).sum(axis=2)
    linear_ideal = np.where(guarded, ideal, linear_ideal)
    full = np.stack([_ratio_mean(gains[j], ideal[j]) for j in range(len(rows))])
    num = np.stack([_ratio_mean(gains[j], ideal[0]) for j in range(len(rows))])
    den = np.stack([_ratio_mean(gains[0], ideal[j]) for j in range(len(rows))])
    lin_den = np.stack([_ratio_mean(gains[j], linear_ideal[j]) for j in range(len(rows))])
    lin = sample_linearization(pool, sample, measure, gains[0], ideal[0], slope)
    fd = finite_ideal(pool, sample, measure, gains[0], ideal[0], counts[0], guarded)
    boot = bootstrap(pool, sample, measure, gains[0], ideal[0])
    ant = anticipated_parts(pool, sample, measure)
    inf_row = len(rows) < 3
    nan = np.full(full.shape[1], np.inf)
    return Pieces(
        value=full[0], numerator_only=_ratio_mean(gains[0], true_ideal), ideal_only=_ratio_mean(true_gain, ideal[0]),
        jack=nan if inf_row else _jack_variance(full[1:]), jack_num=nan if inf_row else _jack_variance(num[1:]),
        jack_ideal=nan if inf_row else _jack_variance(den[1:]),
        jack_linear_ideal=nan if inf_row else _jack_variance(lin_den[1:]),
        lin_num=lin[0], lin_ideal=lin[1], lin_cross=lin[2], fd_ideal=fd[0], fd_cross=fd[1],
        boot=boot[0], boot_num=boot[1], boot_ideal=boot[2], boot_shift=boot[3], boot_shift_ideal=boot[4], anticipated=ant[0], ant_num=ant[1], ant_ideal=ant[2],
        groups=len(rows) - 1)


BOOTSTRAP = 200
_BOOT_SEED = 0


def bootstrap(pool: Pool, sample: Sample, measure: RatioMeasure, gain: np.ndarray, ideal: np.ndarray,
              replicates: int = BOOTSTRAP) -> tuple[np.ndarray, ...]:
    """(whole, numerator, ideal DCG) variances and the replicates' mean less the estimate of a pseudo-population bootstrap with the calibration fixed.

    Each sampled pair with pi < 1 stands for 1/pi_d pairs like it, each drawn with probability pi_d:
    replicate b counts its correction J_bd = 1 + sqrt(1 - pi_d) (P_bd - 1) times, P_bd ~ Poisson(1)
    (mean 1, variance 1 - pi_d: the Poisson design's variance for a linear statistic), all pairs at
    once, so the ideal DCG's saturation in the counts (a second surprise in a query moves it less
    than the first) is in the replicates, where a delete-a-group jackknife adds single deletions up."""
    probs = predicted_grades(pool, sample, measure)
    phi = measure.gain_of_grades()
    taken = np.flatnonzero(sample.taken & ~sample.certain)
    if len(taken) < 2:
        inf = np.full(gain.shape[0], np.inf)
        return inf, inf, inf, np.zeros(gain.shape[0]), np.zeros(gain.shape[0])
    from labeler.metrics.hybrid import grade_counts

    query = pool.query[taken]
    pi = sample.pi[taken]
    w = 1.0 / pi
    human = sample.grade[taken]
    step_gain = w * (phi[human] - probs[taken] @ phi)
    step_count = w[:, None] * (np.eye(GRADES)[human] - probs[taken])
    base_gain, base_count, _ = corrected(pool, sample, measure, replicate_weights(sample, 0)[0])
    seen = sample.taken
    known = measure.denominator(grade_counts(pool.query[seen], pool.n_queries, np.eye(GRADES)[sample.grade[seen]]),
                                gradient=False)[0]
    rng = np.random.default_rng(_BOOT_SEED)
    extra = np.sqrt(1.0 - pi)[None, :] * (rng.poisson(1.0, (replicates, len(taken))) - 1.0)   # J - 1
    whole, num, den = [], [], []
    for row in extra:
        g = base_gain.copy()
        g[taken] += row * step_gain
        c = base_count + grade_counts(query, pool.n_queries, row[:, None] * step_count)
        estimated = measure.denominator(c, gradient=False)[0]
        psi = np.where(estimated < GUARD * known, known, estimated)
        n = numerators(pool, measure, g)
        whole.append(_ratio_mean(n, psi))
        num.append(_ratio_mean(n, ideal))
        den.append(_ratio_mean(gain, psi))
    here = _ratio_mean(gain, ideal)
    return (*(np.asarray(np.var(np.stack(x), axis=0, ddof=1)) for x in (whole, num, den)),
            np.stack(whole).mean(axis=0) - here, np.stack(den).mean(axis=0) - here)


def _true_counts(pool: Pool, human: np.ndarray) -> np.ndarray:
    from labeler.metrics.hybrid import grade_counts

    return grade_counts(pool.query, pool.n_queries, np.eye(GRADES)[human])


def sample_linearization(pool: Pool, sample: Sample, measure: RatioMeasure, gain: np.ndarray, ideal: np.ndarray,
                         slope: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(numerator, ideal DCG, cross) parts of sum_S (1 - pi_d)/pi_d^2 u_rd(h_d)^2 at the estimated N, Psi,
    with the calibrated p_d taken as fixed."""
    probs = predicted_grades(pool, sample, measure)
    phi = measure.gain_of_grades()
    taken = sample.taken & ~sample.certain
    h = np.where(taken, sample.grade, 0)
    own = slope[pool.query]
    x = np.where(taken, phi[h] - probs @ phi, 0.0)
    y = np.where(taken, own[np.arange(pool.size), h] - (probs * own).sum(axis=1), 0.0)
    pi = np.clip(sample.pi, 1e-12, 1.0)
    cost = np.where(taken, (1.0 - pi) / pi**2, 0.0)
    base = influence(pool, measure, probs)
    scale = np.where(ideal > 0, ideal, 1.0)
    prior_psi = measure.denominator(_prior_counts(pool, probs), gradient=False)[0]
    prior_scale = np.where(prior_psi > 0, prior_psi, 1.0)
    a = base.a * prior_scale[base.query] / scale[base.query]  # w_rank / Psi_hat, not / Psi(prior)
    b = np.clip(gain / scale, 0.0, 1.0) / scale
    pieces_num = replace(base, x=x * x, xy=np.zeros_like(x), y=np.zeros_like(x), a=a, b=b)
    pieces_ideal = replace(base, x=np.zeros_like(x), xy=np.zeros_like(x), y=y * y, a=a, b=b)
    pieces_both = replace(base, x=x * x, xy=x * y, y=y * y, a=a, b=b)
    numerator = pieces_num.anticipated(cost)
    ideal_part = pieces_ideal.anticipated(cost)
    return numerator, ideal_part, pieces_both.anticipated(cost) - numerator - ideal_part


def finite_ideal(pool: Pool, sample: Sample, measure: RatioMeasure, gain: np.ndarray, ideal: np.ndarray,
                 counts: np.ndarray, guarded: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(ideal DCG part, cross with the numerator) of sum_S (1 - pi_d) (w_d u_rd)^2, with the ideal DCG's
    term of u the finite change of Psi_q when pair d's correction w_d ([h_d = g] - p_dg) leaves the counts
    (which saturates as Psi does) instead of the slope times it (which does not)."""
    probs = predicted_grades(pool, sample, measure)
    phi = measure.gain_of_grades()
    taken = np.flatnonzero(sample.taken & ~sample.certain)
    query = pool.query[taken]
    w = 1.0 / np.clip(sample.pi[taken], 1e-12, 1.0)
    step = w[:, None] * (np.eye(GRADES)[sample.grade[taken]] - probs[taken])
    without = measure.denominator(counts[query] - step, gradient=False)[0]
    delta = np.where(guarded[query], 0.0, ideal[query] - without)            # the pair's share of Psi_hat
    keep = 1.0 - sample.pi[taken]
    scale = np.where(ideal > 0, ideal, 1.0)
    b = np.where(ideal > 0, np.clip(gain / scale, 0.0, 1.0) / scale, 0.0)     # (R, Q) rho / Psi
    per_query = np.bincount(query, weights=keep * delta**2, minlength=pool.n_queries)
    ideal_part = (b * b) @ per_query / pool.n_queries**2
    # numerator term of a sampled pair in run r's top k: w_rank w_d (phi(h) - m_d) / Psi_q / Q
    base = influence(pool, measure, probs)
    prior_psi = measure.denominator(_prior_counts(pool, probs), gradient=False)[0]
    a = base.a * np.where(prior_psi > 0, prior_psi, 1.0)[base.query] / scale[base.query]
    where = np.full(pool.size, -1)
    where[taken] = np.arange(len(taken))
    slot = where[base.pair]
    hit = slot >= 0
    x = phi[sample.grade[taken]] - probs[taken] @ phi
    entry = (keep[slot[hit]] * a[hit] * w[slot[hit]] * x[slot[hit]]
             * -b[base.run[hit], base.query[hit]] * delta[slot[hit]])
    cross = 2 * np.bincount(base.run[hit], weights=entry, minlength=b.shape[0]) / pool.n_queries**2
    return np.asarray(ideal_part), np.asarray(cross)


def _prior_counts(pool: Pool, probs: np.ndarray) -> np.ndarray:
    from labeler.metrics.hybrid import grade_counts

    return grade_counts(pool.query, pool.n_queries, probs)


def anticipated_parts(pool: Pool, sample: Sample, measure: RatioMeasure) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(whole, numerator, ideal DCG) of main's anticipated variance."""
    probs = predicted_grades(pool, sample, measure)
    certain = sample.certain
    prior = np.where(certain[:, None], np.eye(GRADES)[np.where(certain, sample.grade, 0)], probs)
    pi = np.clip(sample.pi, 1e-12, 1.0)
    cost = np.where(certain, 0.0, (1.0 - pi) / pi)
    base = influence(pool, measure, prior)
    zero = np.zeros_like(base.x)
    return (base.anticipated(cost), replace(base, xy=zero, y=zero).anticipated(cost),
            replace(base, x=zero, xy=zero).anticipated(cost))


def _floor(variance: np.ndarray, p: Pieces, scale: float = 1.0) -> np.ndarray:
    return np.asarray(np.sqrt(np.maximum(variance, scale * np.maximum(p.anticipated, 0.0))))


# candidate standard errors from one draw's pieces: main's whole jackknife first, then each candidate
# ("kept" is the estimator's standard error now)
VARIANTS: dict[str, Callable[[Pieces], np.ndarray]] = {
    "main (whole jackknife)": lambda p: _floor(p.jack, p),
    "jackknife alone": lambda p: np.sqrt(p.jack),
    "linearization": lambda p: _floor(p.lin_num + p.lin_ideal + p.lin_cross, p),
    "jack, ideal DCG linearized": lambda p: _floor(p.jack_linear_ideal, p),
    "jack - jack ideal + fd ideal": lambda p: _floor(np.maximum(p.jack - p.jack_ideal + p.fd_ideal, p.jack_num), p),
    "kept: jack num + fd ideal": lambda p: _floor(np.maximum(p.jack_num + p.fd_ideal + p.fd_cross, p.jack_num), p),
    "bootstrap": lambda p: _floor(p.boot, p),
    "jack num + boot (ideal, cross)": lambda p: _floor(np.maximum(p.jack_num + p.boot - p.boot_num, p.jack_num), p),
    "jack num + boot ideal + fd cross": lambda p: _floor(np.maximum(p.jack_num + p.boot_ideal + p.fd_cross, p.jack_num), p),
    "bias-corrected, main": lambda p: _floor(p.jack, p),
    "bias-corrected, jack num + boot": lambda p: _floor(np.maximum(p.jack_num + p.boot - p.boot_num, p.jack_num), p),
    "bias-corrected, jack num + fd ideal": lambda p: _floor(np.maximum(p.jack_num + p.fd_ideal + p.fd_cross, p.jack_num), p),
    "ideal-bias-corrected, main": lambda p: _floor(p.jack, p),
    "jack - jack ideal + ant ideal": lambda p: _floor(np.maximum(p.jack - p.jack_ideal + p.ant_ideal, p.jack_num), p),
    "floor per part": lambda p: np.sqrt(np.maximum(
        np.maximum(p.jack_num, p.ant_num) + np.maximum(p.fd_ideal, p.ant_ideal) + p.fd_cross, p.jack_num)),
}


# variants centred on the estimate less the bootstrap's bias estimate (the ideal DCG's Jensen gap)
CENTRED = {"bias-corrected, main", "bias-corrected, jack num + boot", "bias-corrected, jack num + fd ideal"}
CENTRED_IDEAL = {"ideal-bias-corrected, main"}


def summarize(truth: np.ndarray, draws: list[Pieces], bins: tuple[float, ...]) -> dict[str, Any]:
    """Per run-quality bin: the empirical spreads against the reported ones, and each variant's coverage."""
    value = np.clip(np.stack([p.value for p in draws]), 0.0, 1.0)  # the value as the estimator reports it
    centred = value - np.stack([p.boot_shift for p in draws])
    centred_ideal = value - np.stack([p.boot_shift_ideal for p in draws])
    num_only = np.stack([p.numerator_only for p in draws])
    ideal_only = np.stack([p.ideal_only for p in draws])
    field = {name: np.stack([getattr(p, name) for p in draws]) for name in
             ("jack", "jack_num", "jack_ideal", "jack_linear_ideal", "lin_num", "lin_ideal", "lin_cross", "fd_ideal", "boot", "boot_num", "boot_ideal",
              "anticipated", "ant_num", "ant_ideal")}
    t = t_quantile(0.95, draws[0].groups)
    ses = {name: np.stack([rule(p) for p in draws]) for name, rule in VARIANTS.items()}
    rows = []
    for low, high, inside in bin_masks(truth, bins):

        def rms_sd(series: np.ndarray) -> float:
            return float(np.sqrt(series[:, inside].var(axis=0, ddof=1).mean()))

        def rms(series: np.ndarray) -> float:
            return float(np.sqrt(np.maximum(series[:, inside], 0.0).mean()))

        error = value[:, inside] - truth[inside]
        row: dict[str, Any] = {
            "low": low, "high": high, "runs": int(inside.sum()), "bias": float(error.mean()),
            "rmse": float(np.sqrt((error**2).mean())),
            "bias_num": float((num_only[:, inside] - truth[inside]).mean()),
            "bias_ideal": float((ideal_only[:, inside] - truth[inside]).mean()), "sd": rms_sd(value), "sd_num": rms_sd(num_only),
            "sd_ideal": rms_sd(ideal_only), "se_jack": rms(field["jack"]), "se_jack_num": rms(field["jack_num"]),
            "se_jack_ideal": rms(field["jack_ideal"]), "se_jack_linear_ideal": rms(field["jack_linear_ideal"]),
            "se_lin_num": rms(field["lin_num"]), "se_lin_ideal": rms(field["lin_ideal"]),
            "se_fd_ideal": rms(field["fd_ideal"]), "se_boot": rms(field["boot"]),
            "se_boot_num": rms(field["boot_num"]), "se_boot_ideal": rms(field["boot_ideal"]),
            "se_ant": rms(field["anticipated"]), "se_ant_num": rms(field["ant_num"]),
            "se_ant_ideal": rms(field["ant_ideal"]),
            "floor_binds": float((np.sqrt(np.maximum(field["anticipated"], 0)) > np.sqrt(field["jack"]))[:, inside].mean()),
            "variants": {}}
        for name, se in ses.items():
            half = t * se[:, inside]
            off = (centred if name in CENTRED else centred_ideal if name in CENTRED_IDEAL else value)[:, inside] - truth[inside]
            covered = np.abs(off) <= half
            row["variants"][name] = {"coverage": float(covered.mean()), "min_run": float(covered.mean(axis=0).min()),
                                     "half_width": float(half.mean()), "bias": float(off.mean()),
                                     "error": float(np.abs(off).mean())}
        rows.append(row)
    return {"bins": rows}
