"""How narrow can the hybrid interval get? An analytic bound (bench only): ``bench_hybrid.py bound``.

No draws. Under Poisson sampling with inclusion probabilities pi_d, the hybrid estimator linearized
around the truth moves run r's estimate by (I_d / pi_d - 1) U_rd per pair, so its variance is

    V_r = sum_d (1 - pi_d) / pi_d * U_rd^2                                        (exact for a linear estimator)

with, for pair d of query q (Psi_q the TRUE ideal DCG, rho_rq the run's true value on q, a_rd the
discount weight of d in run r's top k, p_d the prediction's distribution of d's human grade h_d):

    numerator's part (the true ideal DCG plugged in):  U_rd = a_rd e_d / (Q Psi_q),  e_d = phi(h_d) - p_d . phi
    whole (the ideal DCG estimated, delta method):     U_rd = (a_rd e_d - rho_rq f_d) / (Q Psi_q),
                                                       f_d = Psi'_q(h_d) - p_d . Psi'_q

(Psi'_q the ideal DCG's gradient in the query's grade counts at the true counts). The half-width is
1.96 sqrt(V_r). Two predictions and two designs:

- today's prediction, population version (``population_prediction``): labeler's own calibration
  (``metrics.hybrid.calibration.cross_fit``) fed every pool pair's human grade with design weight 1
  (the design-weighted counts' expectation: the cell shares the calibration converges to, each pair
  left out) and, for the query refinement, each pair counting pi_d (its unweighted counts' expectation);
- the oracle prediction of this family (``oracle_prediction``): each pair's cell (query x LLM grade x
  run-vote band) share of each human grade over the whole pool, the pair itself included: the best
  any prediction constant on those cells can do; and the same over the cell's other pairs (a pair
  alone in its cell keeps today's), which is what a per-query calibration knowing every grade but
  the pair's own could reach (cross-fitting is what keeps the correction unbiased);
- today's design: labeler's importance sizes; the oracle allocation: pi_d proportional to
  sqrt(sum_r U_rd^2) with the TRUE residuals (Neyman for the sum of the runs' variances), capped at 1
  and re-scaled (``inclusion_for_budget``); between them, the allocation by each cell's residuals
  (``cell_sizes``): Neyman sizes from each (query x LLM grade x band) cell's TRUE mean squared
  residuals, what a design that learnt every cell's residual variance (a pilot's aim) could reach
  without knowing which pair the prediction gets wrong.

What it leaves out, so what it bounds: the prediction's own randomness (the real calibration is fitted
on the sample), the guard and the ratio's bias, and the jackknife's error and t_19 (2.09 against 1.96).
The numerator's part is checked against draws of labeler's estimator (``empirical_check``). The whole's
delta method linearizes a saturating ideal DCG at the true counts, so with a prediction whose count
residuals are large (today's) it overstates the spread the draws show: read it as an upper figure.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from labeler.metrics.hybrid import Pool, grade_counts, numerators
from labeler.metrics.hybrid.calibration import cells, cross_fit, shrink_weight
from labeler.metrics.hybrid.measures import GRADES, RatioMeasure

Z = 1.959963984540054
PREDICTIONS = ("today", "oracle-loo", "oracle")
DESIGNS = ("importance", "cells", "oracle")
PARTS = ("numerator", "whole")


@dataclass(frozen=True)
class Truth:
    """What the linearization needs from the full human grades: per (run, pair) a_rd / (Q Psi_q) and
    rho_rq / (Q Psi_q) as dense (R, N) arrays, each pair's gain phi(h_d) and its query's ideal-DCG
    gradient (N, 4)."""

    a: np.ndarray
    b: np.ndarray
    gain: np.ndarray
    slope: np.ndarray
    human: np.ndarray


def truth(pool: Pool, measure: RatioMeasure, human: np.ndarray) -> Truth:
    """The linearization's coefficients at the true grades (module docstring)."""
    onehot = np.eye(GRADES)[human]
    psi, slope = measure.denominator(grade_counts(pool.query, pool.n_queries, onehot))
    scale = np.where(psi > 0, psi, 1.0)
    gain = measure.gain(human)
    rho = np.where(psi > 0, numerators(pool, measure, gain) / scale, 0.0)           # (R, Q)
    top = pool.top[:, :, : measure.depth]
    weights = measure.weights_upto(top.shape[2])
    run, query, rank = np.nonzero(top >= 0)
    runs, queries = pool.top.shape[0], pool.n_queries
    live = np.where(psi > 0, 1.0 / (queries * scale), 0.0)                          # a query with Psi = 0 scores 0
    a = np.zeros((runs, pool.size))
    np.add.at(a, (run, top[run, query, rank]), weights[rank] * live[query])
    b = (rho * live[None, :])[:, pool.query]
    return Truth(a=a, b=b, gain=gain, slope=slope[pool.query], human=human)


def influence(t: Truth, prediction: np.ndarray, measure: RatioMeasure, part: str) -> np.ndarray:
    """(R, N) U_rd for a prediction ((N, 4) distribution of each pair's human grade): the numerator's part
    or the whole estimator's (module docstring)."""
    e = t.gain - prediction @ measure.gain_of_grades()
    u = t.a * e[None, :]
    if part == "numerator":
        return u
    f = t.slope[np.arange(len(t.human)), t.human] - (prediction * t.slope).sum(axis=1)
    return np.asarray(u - t.b * f[None, :])


def variance(u: np.ndarray, pi: np.ndarray) -> np.ndarray:
    """(R,) sum_d (1 - pi_d) / pi_d U_rd^2: Poisson sampling's variance of the linearized estimator (a pair
    with pi_d = 0 and U_rd != 0 makes it infinite; with U_rd = 0 it adds nothing)."""
    u2 = u * u
    safe = np.where(pi > 0, pi, 1.0)
    cost = np.where(pi > 0, (1.0 - pi) / safe, 0.0)
    total = u2 @ cost
    blind = (u2[:, pi <= 0] > 0).any(axis=1)
    return np.asarray(np.where(blind, np.inf, total))


def inclusion_for_budget(sizes: np.ndarray, budget: float) -> np.ndarray:
    """pi_d = min(1, t s_d) with sum_d pi_d = ``budget`` pairs (t by bisection; the sizes' capped Neyman
    re-scaling). Pairs of size 0 get 0; a budget at or above the positive sizes' count takes them all."""
    sizes = np.maximum(np.asarray(sizes, dtype=np.float64), 0.0)
    positive = sizes > 0
    if budget >= positive.sum():
        return positive.astype(np.float64)
    low, high = 0.0, 1.0 / float(sizes[positive].min())
    for _ in range(200):
        middle = (low + high) / 2
        if np.minimum(1.0, middle * sizes).sum() < budget:
            low = middle
        else:
            high = middle
    return np.asarray(np.minimum(1.0, high * sizes))


def oracle_sizes(u: np.ndarray) -> np.ndarray:
    """(N,) sqrt(sum_r U_rd^2): the Neyman allocation for the sum of the runs' variances."""
    return np.asarray(np.sqrt((u * u).sum(axis=0)))


def cell_sizes(t: Truth, prediction: np.ndarray, measure: RatioMeasure, part: str, code: np.ndarray) -> np.ndarray:
    """(N,) sqrt(sum_r E_c[U_rd^2]): the Neyman allocation of a design that knows each cell's (``code``)
    mean squared residuals but not which of its pairs the prediction gets wrong: a_rd^2 E_c[e^2]
    - 2 a_rd b_rd E_c[e f] + b_rd^2 E_c[f^2] (the numerator's part: the first term alone)."""
    e = t.gain - prediction @ measure.gain_of_grades()
    f = t.slope[np.arange(len(t.human)), t.human] - (prediction * t.slope).sum(axis=1)
    count = np.bincount(code).astype(np.float64)

    def cell_mean(x: np.ndarray) -> np.ndarray:
        return np.asarray((np.bincount(code, weights=x) / np.maximum(count, 1.0))[code])

    expected = t.a * t.a * cell_mean(e * e)[None, :]
    if part == "whole":
        expected += -2 * t.a * t.b * cell_mean(e * f)[None, :] + t.b * t.b * cell_mean(f * f)[None, :]
    return np.asarray(np.sqrt(np.maximum(expected.sum(axis=0), 0.0)))


def population_prediction(pool: Pool, measure: RatioMeasure, human: np.ndarray, pi: np.ndarray) -> np.ndarray:
    """(N, 4) today's calibration in expectation under inclusion probabilities ``pi`` (module docstring):
    every pair counted with weight 1 in its cell (the design-weighted counts' mean), pi_d in its query's
    refinement (the unweighted counts' mean), pairs with pi_d = 1 as the certain pairs they are."""
    cell, n_cells = cells(pool, measure.depth)
    return cross_fit(pool, cell, n_cells, human, np.ones(pool.size), shrink_weight(pi), pi >= 1.0, pi)


def oracle_prediction(pool: Pool, measure: RatioMeasure, human: np.ndarray, *,
                      leave_out: np.ndarray | None = None) -> np.ndarray:
    """(N, 4) each pair's (query x LLM grade x run-vote band) cell's share of each human grade over the
    whole pool, the pair included; with ``leave_out`` ((N, 4) a fallback), over the cell's other pairs,
    the fallback's where the pair is alone in its cell (what a query's calibration could reach knowing
    every grade but the pair's own)."""
    cell, n_cells = cells(pool, measure.depth, evidence=False)
    code = pool.query * n_cells + cell
    counts = np.bincount(code * GRADES + human, minlength=pool.n_queries * n_cells * GRADES)
    table = counts.reshape(-1, GRADES)[code].astype(np.float64)
    if leave_out is None:
        return np.asarray(table / table.sum(axis=1, keepdims=True))
    table -= np.eye(GRADES)[human]
    total = table.sum(axis=1, keepdims=True)
    return np.asarray(np.where(total > 0, table / np.where(total > 0, total, 1.0), leave_out))


def half_widths(pool: Pool, measure: RatioMeasure, t: Truth, importance: np.ndarray, share: float,
                prediction: str, design: str, part: str) -> np.ndarray:
    """(R,) 1.96 sd of each run's linearized estimate at ``share`` of the pool for one setting."""
    budget = share * pool.size
    pi = inclusion_for_budget(importance, budget)
    if prediction == "oracle":
        probs = oracle_prediction(pool, measure, t.human)
    else:
        probs = population_prediction(pool, measure, t.human, pi)
        if prediction == "oracle-loo":
            probs = oracle_prediction(pool, measure, t.human, leave_out=probs)
    u = influence(t, probs, measure, part)
    if design == "oracle":
        pi = inclusion_for_budget(oracle_sizes(u), budget)
    elif design == "cells":
        cell, n_cells = cells(pool, measure.depth, evidence=False)
        pi = inclusion_for_budget(cell_sizes(t, probs, measure, part, pool.query * n_cells + cell), budget)
    return np.asarray(Z * np.sqrt(variance(u, pi)))


def bins_of(values: np.ndarray, edges: tuple[float, ...]) -> list[tuple[float, float, np.ndarray]]:
    """(low, high, mask) of each run-quality bin holding a run (the harness's: the last one closed)."""
    limits = [0.0, *edges, 1.0]
    out = []
    for index, (low, high) in enumerate(zip(limits[:-1], limits[1:])):
        inside = (values >= low) & ((values <= high) if index == len(limits) - 2 else (values < high))
        if inside.any():
            out.append((low, high, inside))
    return out


def worst_bin(halves: np.ndarray, bins: list[tuple[float, float, np.ndarray]], statistic: str) -> float:
    """The largest over bins of the bin's mean half-width (``mean``, what the harness's goals read) or of
    its largest run's (``max``)."""
    pick: Callable[[np.ndarray], Any] = np.mean if statistic == "mean" else np.max
    return float(max(pick(halves[inside]) for _, _, inside in bins))


def budget_to_reach(width_at: Callable[[float], float], target: float, *, low: float = 0.002,
                    high: float = 0.9) -> float | None:
    """The smallest share of the pool at which ``width_at`` (decreasing in the share) is at most
    ``target``, to 0.1 percentage point; None if not even at ``high``."""
    if width_at(high) > target:
        return None
    if width_at(low) <= target:
        return low
    while high - low > 0.001:
        middle = (low + high) / 2
        if width_at(middle) <= target:
            high = middle
        else:
            low = middle
    return high


SETTINGS = [(part, prediction, design) for part in PARTS for prediction in PREDICTIONS for design in DESIGNS]
LABELS = {"today": "today's prediction", "oracle": "oracle prediction",
          "oracle-loo": "oracle prediction, each pair left out", "numerator": "true ideal DCG",
          "whole": "ideal DCG estimated"}


def setting_name(part: str, prediction: str, design: str) -> str:
    """'today's prediction, oracle allocation (true ideal DCG)' and the like."""
    allocation = {"importance": "today's design", "cells": "allocation by each cell's residuals",
                  "oracle": "oracle allocation"}[design]
    return f"{LABELS[prediction]}, {allocation} ({LABELS[part]})"


def bound_config(pool: Pool, measure: RatioMeasure, human: np.ndarray, shares: list[float],
                 targets: tuple[float, ...], edges: tuple[float, ...]) -> list[dict[str, Any]]:
    """Every setting of one collection and judge: per budget the mean half-width over all runs and each
    bin's mean and largest, and the share of the pool at which the worst bin reaches each target."""
    from labeler.metrics.hybrid import true_values
    from labeler.metrics.hybrid.design import design_sizes

    t = truth(pool, measure, human)
    importance = design_sizes(pool, measure)
    bins = bins_of(true_values(pool, human, measure), edges)
    rows = []
    for part, prediction, design in SETTINGS:
        seen: dict[float, np.ndarray] = {}

        def at(share: float) -> np.ndarray:
            if share not in seen:
                seen[share] = half_widths(pool, measure, t, importance, share, prediction, design, part)
            return seen[share]

        row: dict[str, Any] = {"part": part, "prediction": prediction, "design": design,
                               "name": setting_name(part, prediction, design), "budgets": [], "reach": {}}
        for share in shares:
            halves = at(share)
            row["budgets"].append({"budget": share, "mean": float(np.mean(halves)),
                                   "bins": [{"low": low, "high": high, "runs": int(inside.sum()),
                                             "mean": float(np.mean(halves[inside])),
                                             "max": float(np.max(halves[inside]))} for low, high, inside in bins]})
        for target in targets:
            for statistic in ("mean", "max"):
                row["reach"][f"{target}:{statistic}"] = budget_to_reach(
                    lambda share: worst_bin(at(round(share, 6)), bins, statistic), target)
        rows.append(row)
    return rows


def empirical_check(pool: Pool, measure: RatioMeasure, human: np.ndarray, share: float, draws: int,
                    seed: int) -> dict[str, float]:
    """The simulation the bound's baseline must match: labeler's estimator with the true ideal DCG plugged
    in (``hybrid_ablation``'s "now, true Psi") and whole, over ``draws`` draws of the importance design at
    ``share``: the mean over runs of the jackknife's t_19 half-width and of 1.96 times the estimates' own
    spread over the draws."""
    from dataclasses import replace

    from bench.hybrid_ablation import NEW, ablated_estimate
    from labeler.metrics.hybrid import Sample
    from labeler.metrics.hybrid.design import design_sizes, sequential_poisson

    sizes = design_sizes(pool, measure)
    n = int(round(share * pool.size))
    rng = np.random.default_rng(seed)
    variants = {"numerator": replace(NEW, oracle_denominator=True), "whole": NEW}
    values: dict[str, list[np.ndarray]] = {k: [] for k in variants}
    halves: dict[str, list[np.ndarray]] = {k: [] for k in variants}
    for _ in range(draws):
        chosen = sequential_poisson(sizes, rng.random(pool.size), n)
        grade = np.full(pool.size, -1)
        grade[chosen.order] = human[chosen.order]
        for key, variant in variants.items():
            value, half = ablated_estimate(pool, Sample(grade, chosen.pi), measure, variant, human)
            values[key].append(value)
            halves[key].append(half)
    out = {}
    for key in variants:
        out[f"{key}:jackknife"] = float(np.mean(halves[key]))
        out[f"{key}:spread"] = float(np.mean(Z * np.std(np.stack(values[key]), axis=0, ddof=1)))
    return out


def markdown(document: dict[str, Any], names: dict[str, str]) -> str:
    """Per collection and judge: each setting's half-widths per budget and bin (mean over the bin's runs,
    its largest in brackets), then the share of the pool at which the worst bin reaches each target."""
    lines = [f"analytic bound, nDCG@10, {document['machine']}"]
    for config in document["configs"]:
        rows = config["settings"]
        head = rows[0]["budgets"][0]["bins"]
        lines += ["", f"#### {names[config['collection']]}, {config['judge']}: {config['runs']} runs, "
                      f"{config['pairs']:,} pairs", "",
                  "| setting | budget | all runs | " + " | ".join(f"{b['low']:.1f}–{b['high']:.1f} ({b['runs']})"
                                                             for b in head) + " |",
                  "|---|---|---|" + "---|" * len(head)]
        for row in rows:
            for budget in row["budgets"]:
                lines.append(f"| {row['name']} | {budget['budget']:.0%} | {budget['mean']:.3f} | "
                             + " | ".join(f"{b['mean']:.3f} ({b['max']:.3f})" for b in budget["bins"]) + " |")
        targets = sorted({float(key.split(":")[0]) for key in rows[0]["reach"]})
        lines += ["", "| setting | " + " | ".join(f"worst bin ±{t:.3f}: bin mean (largest run)" for t in targets)
                  + " |", "|---|" + "---|" * len(targets)]
        for row in rows:
            cells_ = [f"{_share(row['reach'][f'{t}:mean'])} ({_share(row['reach'][f'{t}:max'])})" for t in targets]
            lines.append(f"| {row['name']} | " + " | ".join(cells_) + " |")
        check = config.get("check")
        if check:
            lines += ["", f"Check at {check['budget']:.0%} over {check['draws']} draws (importance design): true ideal "
                          f"DCG, jackknife ± {check['numerator:jackknife']:.3f}, 1.96 × the draws' spread "
                          f"{check['numerator:spread']:.3f}, bound {check['numerator:bound']:.3f}; whole, "
                          f"jackknife ± {check['whole:jackknife']:.3f}, spread {check['whole:spread']:.3f}, "
                          f"bound {check['whole:bound']:.3f} (means over all runs)."]
    return "\n".join(lines)


def _share(value: float | None) -> str:
    return "beyond 90%" if value is None else f"{value:.1%}"


def two_phase_sample(pool: Pool, measure: RatioMeasure, sizes: np.ndarray, uniforms: np.ndarray,
                     fresh: np.ndarray, budget: int, pilot: float, human: np.ndarray) -> Any:
    """A realistic step towards the oracle allocation (``bench_hybrid.py sweep --two-phase P``): the first
    ``pilot`` share of the budget is the importance design's order (``uniforms``); its grades then size the
    rest as labeler sizes a new run's holes (``known_prior``: the calibration the graded pairs give, by LLM
    grade, run votes and query; Neyman sizes over the ungraded pairs), drawn with ``fresh`` uniforms.
    Conditionally on the first phase its pairs are known (pi = 1) and the second is a Poisson design
    over the rest, so the estimate is exactly as unbiased, and its interval as valid, as labeler's for
    holes. Returns the ``Sample`` the estimator reads."""
    from labeler.metrics.hybrid import Sample
    from labeler.metrics.hybrid.design import design_sizes, known_prior, sequential_poisson

    first = sequential_poisson(sizes, uniforms, int(round(pilot * budget)))
    known = np.full(pool.size, -1)
    known[first.order] = human[first.order]
    holes = known < 0
    second_sizes = design_sizes(pool, measure, llm_probs=known_prior(pool, known, measure), population=holes)
    second = sequential_poisson(second_sizes, fresh, budget - len(first.order), population=holes)
    grade = known.copy()
    grade[second.order] = human[second.order]
    return Sample(grade, second.pi)
