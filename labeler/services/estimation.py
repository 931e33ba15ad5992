"""Hybrid estimates of every run and measure, with intervals, for the CLI, the app and reports.

Two cases, said in every result's ``method``:

- the human grades were drawn by ``labeler sample`` (a design is known): the hybrid estimator of
  ``metrics.hybrid`` over the longest graded prefix of the design's order, with jackknife intervals
  at the requested confidence (method ``hybrid``);
- no design is known (grades given by hand, or a file without its design): the value imputes the
  calibrated LLM prediction where no human grade exists, and the interval is the worst case over
  every grade the ungraded pairs could have (method ``worst-case``). It assumes nothing it cannot
  check, so it is wide; it is never a silently invalid interval.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from labeler.domain.errors import LabelerError
from labeler.metrics.hybrid import Sample, estimate, imputed_estimate, worst_case_bounds
from labeler.metrics.hybrid_design import graded_prefix
from labeler.metrics.hybrid_measures import RatioMeasure, ratio_measure

if TYPE_CHECKING:
    from labeler.dataio.hybrid_pool import HybridPool

HYBRID = "hybrid"
WORST_CASE = "worst-case"
ESTIMATE_MODES: tuple[str, ...] = ("human", "llm", "hybrid")


@dataclass(frozen=True)
class Interval:
    """One estimate: value, interval (None: no interval for this method) and how it was made."""

    value: float
    ci_low: float | None
    ci_high: float | None
    method: str
    human_judgments: int
    pool_pairs: int | None = None  # the pool's size, where known: caps grades_to_settle (not in the JSON)

    @property
    def half_width(self) -> float | None:
        """Half the interval's width (None without an interval)."""
        if self.ci_low is None or self.ci_high is None:
            return None
        return (self.ci_high - self.ci_low) / 2.0

    def as_json(self) -> dict[str, Any]:
        """The issue's JSON form: value, ci_low, ci_high, method, human_judgments."""
        return {"value": _finite(self.value), "ci_low": _finite(self.ci_low), "ci_high": _finite(self.ci_high),
                "method": self.method, "human_judgments": self.human_judgments}

    def settled(self) -> bool:
        """For a difference: does the interval exclude 0?"""
        return self.ci_low is not None and self.ci_high is not None and (self.ci_low > 0 or self.ci_high < 0)


@dataclass(frozen=True)
class HybridResult:
    """Estimates of every run for every measure, with the design that produced them."""

    run_names: list[str]
    confidence: float
    method: str
    values: dict[str, list[Interval]]
    design: str
    notes: list[str] = field(default_factory=list)
    _differences: dict[str, Any] = field(default_factory=dict, repr=False)
    pool_pairs: int | None = None

    def of(self, measure: str, run: str) -> Interval:
        """The estimate of one run for one measure."""
        return self.values[measure][self.run_names.index(run)]

    def difference(self, measure: str, run: str, baseline: str) -> Interval:
        """run minus baseline for a measure: paired (hybrid) or the worst case of the two bounds."""
        a, b = self.run_names.index(run), self.run_names.index(baseline)
        first = self.values[measure][a]
        if self.method == HYBRID:
            source = self._differences[measure]
            value, stderr = source.difference(a, b)
            half = float(source.half_width(stderr, self.confidence)) if math.isfinite(stderr) else math.inf
            return Interval(value, value - half, value + half, HYBRID, first.human_judgments, self.pool_pairs)
        other = self.values[measure][b]
        assert first.ci_low is not None and first.ci_high is not None
        assert other.ci_low is not None and other.ci_high is not None
        return Interval(first.value - other.value, first.ci_low - other.ci_high, first.ci_high - other.ci_low,
                        WORST_CASE, first.human_judgments)


def grades_to_settle(difference: Interval) -> int | None:
    """About how many more human grades (in the design's order) would settle a difference.

    0 when the interval already excludes 0; None when no number of grades is likely to (the
    estimate is 0, or there is no hybrid interval). The half-width of a design-based interval
    shrinks about as 1/sqrt(n), so the interval should exclude 0 once
    n' = n (half-width / |difference|)^2; the answer is n' - n, a rough guide rather than a promise,
    and never more than the pool's ungraded pairs (grading them all leaves no uncertainty).
    """
    if difference.settled():
        return 0
    half = difference.half_width
    if difference.method != HYBRID or half is None or not math.isfinite(half) or difference.value == 0:
        return None
    needed = difference.human_judgments * (half / abs(difference.value)) ** 2
    more = max(1, math.ceil(needed - difference.human_judgments))
    if difference.pool_pairs is not None:
        more = min(more, max(1, difference.pool_pairs - difference.human_judgments))
    return more


def hybrid_measures(names: Sequence[str]) -> list[RatioMeasure]:
    """The hybrid form of each measure name; a LabelerError naming those that have none."""
    parsed = [(name, ratio_measure(name)) for name in names]
    refused = [name for name, measure in parsed if measure is None]
    if refused:
        raise LabelerError(f"hybrid estimates cover nDCG@k, P@k and R@k; not {', '.join(refused)} "
                         "(their value depends on the order of relevant pairs, which a sample cannot correct)")
    return [measure for _, measure in parsed if measure is not None]


def hybrid_estimates(pool: "HybridPool", human: np.ndarray, measures: Sequence[str], *,
                     design: tuple[np.ndarray, np.ndarray] | None, confidence: float = 0.95) -> HybridResult:
    """Every run's hybrid estimate for every measure.

    ``human``: (N,) human grade of each pool pair or -1; ``design``: (sizes, uniform) of every pool
    pair from ``labeler sample``, or None when the grades were not drawn by a known design.
    """
    if not 0.0 < confidence < 1.0:
        raise LabelerError(f"--confidence must be between 0 and 1 (e.g. 0.95), not {confidence}")
    parsed = hybrid_measures(measures)
    graded = human >= 0
    notes: list[str] = []
    if design is None:
        sample = Sample(grade=np.asarray(human), pi=np.ones(pool.pool.size))
        values: dict[str, list[Interval]] = {}
        for measure in parsed:
            point = imputed_estimate(pool.pool, sample, measure)
            low, high = worst_case_bounds(pool.pool, sample, measure)
            values[measure.name] = [Interval(float(v), float(lo), float(hi), WORST_CASE, int(graded.sum()))
                                    for v, lo, hi in zip(point, low, high)]
        notes.append("no sampling design is known for these human grades (they were not drawn by labeler sample), "
                     "so each interval is the worst case over every grade the ungraded pairs could have: it assumes "
                     "nothing it cannot check. Run labeler sample for intervals that narrow as humans grade.")
        return HybridResult(pool.run_names, confidence, WORST_CASE, values, "none (worst-case bounds)", notes)
    sizes, uniform = design
    prefix = graded_prefix(sizes, uniform, graded)
    in_prefix = np.zeros(pool.pool.size, dtype=bool)
    in_prefix[prefix.order] = True
    unused = int((graded & ~in_prefix).sum())
    if unused:
        notes.append(f"{unused:,} human grades lie beyond the first ungraded pair of the sampling order and are not "
                     "used (using them would break the design): grade the sample in its order")
    sample = Sample(grade=np.where(in_prefix, human, -1), pi=prefix.pi)
    values = {}
    sources: dict[str, Any] = {}
    for measure in parsed:
        result = estimate(pool.pool, sample, measure)
        half = result.half_width(result.stderr(), confidence)
        values[measure.name] = [Interval(float(v), float(v - h), float(v + h), HYBRID, result.human_judgments)
                                for v, h in zip(result.value, half)]
        sources[measure.name] = result
    described = f"sequential Poisson sample, {len(prefix.order):,} of {pool.pool.size:,} pairs graded in order"
    return HybridResult(pool.run_names, confidence, HYBRID, values, described, notes, sources, pool.pool.size)


def _finite(value: float | None) -> float | None:
    return value if value is not None and math.isfinite(value) else None
