"""A team that stops grading as soon as a comparison says settled: how often is the settled call wrong?

Each draw grades the design's order (sizes from ``labeler sample``'s code, uniforms from the seed)
and looks after every ``step`` grades up to the budget. For every pair of runs the team stops at the
first look where the difference's interval excludes 0, under two rules computed from the same
estimates:

- ``fixed``: the fixed-sample interval, t_{G-1} times the jackknife standard error (what a 95%
  interval means when n is fixed in advance; checked repeatedly it is not a 95% rule);
- ``anytime``: the confidence sequence of ``metrics.hybrid.sequences`` (labeler's rule).

A settled call is wrong when its sign differs from the true difference's (or the truth is a tie).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from labeler.metrics.hybrid import MINIMUM_GRADES, Pool, Sample, anytime_factor, estimate, true_values, t_quantile
from labeler.metrics.hybrid.design import inclusion
from labeler.metrics.hybrid.measures import RatioMeasure

RULES: tuple[str, ...] = ("fixed", "anytime")


@dataclass(frozen=True)
class RuleOutcome:
    """One stopping rule over every draw and pair of runs."""

    rule: str
    worst_wrong: float          # the largest share of draws, over pairs of runs, ending in a wrong settled call
    mean_wrong: float           # that share averaged over the pairs of runs
    wrong_among_settled: float  # wrong calls / settled calls
    settled: float              # share of (draw, pair) settled by the budget
    mean_grades: float          # mean grades at the settled call, over the pairs both rules settle


@dataclass(frozen=True)
class PeekingResult:
    """Both rules, and what was simulated."""

    budget: int
    step: int
    draws: int
    pairs: int
    outcomes: list[RuleOutcome]


def peeking(pool: Pool, human: np.ndarray, measure: RatioMeasure, sizes: np.ndarray, budget: int, *,
            step: int = 25, draws: int = 50, seed: int = 0, confidence: float = 0.95,
            progress: Callable[[int, int], None] | None = None) -> PeekingResult:
    """Test seam: run by bench/bench_hybrid.py's peeking simulation, not by a command.

    Simulate the peeking team (module docstring) on a fully judged pool."""
    truth = true_values(pool, human, measure)
    upper = np.triu_indices(len(truth), k=1)
    true_gap = (truth[:, None] - truth[None, :])[upper]
    looks = list(range(step, budget + 1, step)) or [budget]
    rng = np.random.default_rng(seed)
    stop = {rule: np.full((draws, len(true_gap)), -1) for rule in RULES}
    sign = {rule: np.zeros((draws, len(true_gap))) for rule in RULES}
    for draw in range(draws):
        key = rng.random(pool.size) / sizes
        order = np.argsort(key, kind="stable")
        for n in looks:
            threshold = float(key[order[n]]) if n < pool.size else float("inf")
            grade = np.full(pool.size, -1)
            grade[order[:n]] = human[order[:n]]
            result = estimate(pool, Sample(grade, inclusion(sizes, threshold)), measure)
            gap = (result.value[:, None] - result.value[None, :])[upper]
            reps = result.replicates
            stderr = np.asarray(result.spread((reps[:, :, None] - reps[:, None, :])[:, upper[0], upper[1]]))
            halves = {"fixed": t_quantile(confidence, reps.shape[0]) * stderr,
                      "anytime": anytime_factor(n, pool.size, confidence, groups=reps.shape[0]) * stderr
                      if n >= MINIMUM_GRADES
                      else np.full(len(gap), np.inf)}
            for rule in RULES:
                newly = (stop[rule][draw] < 0) & (np.abs(gap) > halves[rule])
                stop[rule][draw, newly] = n
                sign[rule][draw, newly] = np.sign(gap[newly])
        if progress:
            progress(draw + 1, draws)
    both = (stop["fixed"] >= 0) & (stop["anytime"] >= 0)
    outcomes = []
    for rule in RULES:
        settled = stop[rule] >= 0
        wrong = settled & (sign[rule] != np.sign(true_gap)[None, :])
        per_pair = wrong.mean(axis=0)
        outcomes.append(RuleOutcome(rule, float(per_pair.max(initial=0.0)), float(per_pair.mean()),
                                    float(wrong.sum() / max(settled.sum(), 1)), float(settled.mean()),
                                    float(stop[rule][both].mean()) if both.any() else float("nan")))
    return PeekingResult(budget, step, draws, len(true_gap), outcomes)
