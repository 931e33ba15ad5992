"""Hybrid estimates of every run and measure, with intervals, for the CLI, the app and reports.

Two cases, said in every result's ``method``:

- the human grades were drawn by ``labeler sample`` (a design is known): the hybrid estimator of
  ``metrics.hybrid`` over the longest graded prefix of the design's order, with jackknife intervals
  at the requested confidence (method ``hybrid``);
- no design is known (grades given by hand, or a file without its design): the value imputes the
  calibrated LLM prediction where no human grade exists, and the interval is the worst case over
  every grade the ungraded pairs could have (method ``worst-case``). It assumes nothing it cannot
  check, so it is wide; it is never a silently invalid interval;
- a design is known but none of its pairs is graded yet: nothing can correct the LLM, so each value
  is the LLM's alone (method ``llm``, no interval) and a note says how many sampled pairs wait.

Holes. A design covers a population of pool pairs (``PoolDesign.population``): the pairs no human had
graded when it was drawn (every pool pair for a design drawn before any human grade). Pairs outside
it with a human grade are known exactly (pi = 1 in ``metrics.hybrid``): the estimate is theirs plus
PPI over the population, its interval is about the population's uncertainty only, and with none of
the population graded yet the value is the known grades plus the LLM's calibrated prediction in the
holes. Every interval lies within the worst-case bounds (the values the truth can take whatever
the ungraded pairs' grades), so never outside [0, 1].

A run's value has a fixed-sample interval (right when the number of grades was fixed before
looking). A difference between runs - what decides "settled" - has an anytime-valid interval
(``metrics.hybrid.sequences``): a team may look after every grade and stop at the first settled
comparison, and a settled difference is still wrong at most 1 - confidence of the time.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Union

import numpy as np

from labeler.domain.errors import LabelerError
from labeler.metrics.hybrid import (
    MINIMUM_GRADES,
    Sample,
    anytime_factor,
    estimate,
    imputed_estimate,
    per_query_values,
    worst_case_bounds,
)
from labeler.metrics.hybrid.design import certain_stratum, distrusted, graded_prefix
from labeler.metrics.hybrid.estimator import part_of_estimate
from labeler.metrics.hybrid.measures import RatioMeasure, ratio_measure
from labeler.metrics.hybrid.pool import Pool
from labeler.metrics.hybrid.ranking import order_respecting, scores_of, tied_groups
from labeler.metrics.hybrid.sequences import anytime_half_widths, settled_matrix

if TYPE_CHECKING:
    from labeler.dataio.estimation.pool_arrays import HybridPool
    from labeler.metrics.measures import Measure

HYBRID = "hybrid"
WORST_CASE = "worst-case"
LLM_ONLY = "llm"


@dataclass(frozen=True)
class PoolDesign:
    """A sampling design aligned to a pool: each pair's size s_d and uniform U_d, and the pairs it covers
    (None: every pool pair; the others were graded by a human outside the design, and are known)."""

    sizes: np.ndarray
    uniforms: np.ndarray
    population: np.ndarray | None = None
    # (N,) flagged pairs not graded first, whose LLM grade is set aside though they are drawn as any other;
    # read from the passages and the detector, never from which pairs a sample holds
    set_aside: np.ndarray | None = None

    @property
    def covered(self) -> np.ndarray:
        """(N,) the pairs the design covers."""
        return np.ones(len(self.sizes), dtype=bool) if self.population is None else self.population


DesignInput = Union[PoolDesign, "tuple[np.ndarray, np.ndarray]"]


def as_design(design: DesignInput) -> PoolDesign:
    """A PoolDesign from itself or from (sizes, uniforms) covering every pair."""
    return design if isinstance(design, PoolDesign) else PoolDesign(design[0], design[1])


@dataclass(frozen=True)
class Interval:
    """One estimate: value, interval (None: no interval for this method) and how it was made."""

    value: float
    ci_low: float | None
    ci_high: float | None
    method: str
    human_judgments: int
    pool_pairs: int | None = None  # the pool's size, where known: caps grades_to_settle (not in the JSON)
    confidence: float | None = None  # set on an anytime-valid difference (its interval is a confidence sequence)
    groups: int | None = None  # the jackknife groups behind that difference's standard error

    @property
    def half_width(self) -> float | None:
        """Half the interval's width (None without an interval)."""
        if self.ci_low is None or self.ci_high is None:
            return None
        return (self.ci_high - self.ci_low) / 2.0

    @property
    def anytime(self) -> bool:
        """Whether the interval is a confidence sequence (valid however often one looks)."""
        return self.confidence is not None

    def as_json(self) -> dict[str, Any]:
        """The issue's JSON form: value, ci_low, ci_high, method, human_judgments (and anytime_valid
        on a difference whose interval is a confidence sequence)."""
        fields = {"value": _finite(self.value), "ci_low": _finite(self.ci_low), "ci_high": _finite(self.ci_high),
                  "method": self.method, "human_judgments": self.human_judgments}
        if self.anytime:
            fields["anytime_valid"] = True
        return fields

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
    shares: dict[str, list[float]] = field(default_factory=dict)  # measure -> each run's share resting on holes
    known_pairs: int = 0  # pool pairs a human graded outside the design: known exactly
    ranking: dict[str, list[float]] = field(default_factory=dict)  # measure -> each run's ranking score (hybrid)

    def order(self, measure: str) -> list[str]:
        """The runs best first by ``measure`` (``order_groups`` one after the other)."""
        return [name for group in self.order_groups(measure) for name in group]

    def order_groups(self, measure: str) -> list[list[str]]:
        """The runs best first by ``measure``, runs with the same score together (``ranking.tied_groups``:
        identical runs are tied, not ordered by chance): by their ranking scores (``metrics.hybrid.ranking``:
        the estimates pulled towards the LLM's line where the human grades cannot tell the runs apart) when
        there are intervals, moved as far as every settled difference needs (a run is never placed below one
        its difference with settles it above), else by value."""
        if measure not in self.ranking:
            scores = np.asarray([interval.value for interval in self.values[measure]], dtype=float)
            order = [int(i) for i in np.argsort(-scores, kind="stable")]
        else:
            scores = np.asarray(self.ranking[measure], dtype=float)
            order = order_respecting(scores, self.settled_above(measure))
        return [[self.run_names[i] for i in group] for group in tied_groups(order, scores)]

    def settled_above(self, measure: str) -> np.ndarray:
        """(R, R): whether run a's difference with run b is settled above 0 (its confidence sequence at the
        result's confidence, as ``difference`` gives it), for every pair at once."""
        grades = self.values[measure][0].human_judgments if self.values[measure] else 0
        return settled_matrix(self._differences[measure], grades, self.pool_pairs or 0, self.confidence)

    def shares_of(self, run: str) -> dict[str, float | None]:
        """The share of each measure's estimate of a run that rests on the pairs no human graded first."""
        index = self.run_names.index(run)
        return {measure: float(values[index]) for measure, values in self.shares.items()}

    def of(self, measure: str, run: str) -> Interval:
        """The estimate of one run for one measure."""
        return self.values[measure][self.run_names.index(run)]

    def difference(self, measure: str, run: str, baseline: str, *, confidence: float | None = None) -> Interval:
        """run minus baseline for a measure: paired with an anytime-valid interval (hybrid; at ``confidence``,
        default the result's), the worst case of the two bounds (no design), or the plain difference (no
        grade yet)."""
        a, b = self.run_names.index(run), self.run_names.index(baseline)
        first = self.values[measure][a]
        other = self.values[measure][b]
        if self.method == LLM_ONLY:
            return Interval(first.value - other.value, None, None, LLM_ONLY, 0, self.pool_pairs)
        if self.method == HYBRID:
            source = self._differences[measure]
            value, stderr = source.difference(a, b)
            level = self.confidence if confidence is None else confidence
            half = anytime_half_width(stderr, first.human_judgments, self.pool_pairs or 0, level,
                                      exact=source.exact, groups=source.replicates.shape[0])
            return Interval(value, value - half, value + half, HYBRID, first.human_judgments, self.pool_pairs,
                            level, source.replicates.shape[0])
        assert first.ci_low is not None and first.ci_high is not None
        assert other.ci_low is not None and other.ci_high is not None
        return Interval(first.value - other.value, first.ci_low - other.ci_high, first.ci_high - other.ci_low,
                        WORST_CASE, first.human_judgments)


def anytime_half_width(stderr: float, grades: int, pool_pairs: int, confidence: float, *,
                       exact: bool = False, groups: int | None = None) -> float:
    """The half-width of a difference's confidence sequence (``sequences.anytime_half_widths`` for one)."""
    return float(anytime_half_widths(np.asarray(stderr), grades, pool_pairs, confidence, exact=exact, groups=groups))


def grades_to_settle(difference: Interval) -> int | None:
    """About how many more human grades (in the design's order) would settle a difference.

    0 when the interval already excludes 0; None when no number of grades is likely to (the
    estimate is 0, or there is no hybrid interval yet). The standard error of a design-based
    estimate shrinks about as 1/sqrt(n): with se = half-width / factor(n), the difference settles
    at the first n' with factor(n') se sqrt(n / n') < |difference| (the confidence sequence's factor
    for an anytime-valid difference, a constant otherwise); the answer is n' - n, a rough guide
    rather than a promise, and never more than the pool's ungraded pairs (grading them all leaves
    no uncertainty).
    """
    if difference.settled():
        return 0
    half = difference.half_width
    grades = difference.human_judgments
    if difference.method != HYBRID or half is None or not math.isfinite(half) or difference.value == 0 or grades < 1:
        return None
    pool = difference.pool_pairs or 0
    confidence = difference.confidence

    def factor(n: int) -> float:
        return anytime_factor(n, pool, confidence, groups=difference.groups) if confidence is not None else 1.0

    stderr = half / factor(grades)
    cap = max(1, pool - grades) if difference.pool_pairs is not None else None

    def settles(n: int) -> bool:
        return factor(n) * stderr * math.sqrt(grades / n) < abs(difference.value)

    high = max(grades + 1, MINIMUM_GRADES)
    while not settles(high):
        if cap is not None and high - grades >= cap:
            return cap
        high *= 2
    low = max(grades, MINIMUM_GRADES - 1)
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (low, middle) if settles(middle) else (middle, high)
    more = max(1, high - grades)
    return min(more, cap) if cap is not None else more


def hybrid_measures(measures: Sequence["Measure | str"]) -> list[RatioMeasure]:
    """The hybrid form of each measure (parsed, or a name: see ratio_measure); a LabelerError naming
    those that have none."""
    parsed = [(measure if isinstance(measure, str) else measure.name, ratio_measure(measure)) for measure in measures]
    refused = [name for name, measure in parsed if measure is None]
    if refused:
        raise LabelerError(f"hybrid estimates cover nDCG@k, P@k and R@k; not {', '.join(refused)} "
                         "(their value depends on the order of relevant pairs, which a sample cannot correct)")
    return [measure for _, measure in parsed if measure is not None]


def hybrid_estimates(pool: "HybridPool", human: np.ndarray, measures: Sequence["Measure | str"], *,
                     design: DesignInput | None, confidence: float = 0.95,
                     budget: int | None = None) -> HybridResult:
    """Every run's hybrid estimate for every measure.

    ``human``: (N,) human grade of each pool pair or -1; ``design``: the sampling design of ``labeler
    sample`` aligned to the pool (a PoolDesign, or (sizes, uniforms) covering every pair), or None
    when the grades were not drawn by a known design; ``budget``: how many pairs the design's sample
    holds (``labeler sample --budget``), where known.
    """
    if not 0.0 < confidence < 1.0:
        raise LabelerError(f"--confidence must be between 0 and 1 (e.g. 0.95), not {confidence}")
    parsed = hybrid_measures(measures)
    graded = human >= 0
    notes: list[str] = []
    everything = Sample(grade=np.asarray(human), pi=np.ones(pool.pool.size))
    if design is None:
        values: dict[str, list[Interval]] = {}
        for measure in parsed:
            point = imputed_estimate(pool.pool, everything, measure)
            low, high = worst_case_bounds(pool.pool, everything, measure)
            values[measure.name] = [Interval(float(v), float(lo), float(hi), WORST_CASE, int(graded.sum()))
                                    for v, lo, hi in zip(point, low, high)]
        notes.append("no sampling design is known for these human grades (they were not drawn by labeler sample), "
                     "so each interval is the worst case over every grade the ungraded pairs could have: it assumes "
                     "nothing it cannot check. Run labeler sample for intervals that narrow as humans grade.")
        return HybridResult(pool.run_names, confidence, WORST_CASE, values, "none (worst-case bounds)", notes,
                            shares=_shares(pool, everything, parsed, ~graded))
    design = as_design(design)
    covered = design.covered
    first = certain_stratum(design.sizes) & covered
    aside = np.zeros(len(covered), dtype=bool) if design.set_aside is None else design.set_aside & covered & ~first
    if first.any() or aside.any():  # graded first with certainty, or set aside: their LLM grades are used nowhere
        pool = replace(pool, pool=distrusted(pool.pool, first | aside))
    known = graded & ~covered
    holes = int(covered.sum())
    prefix = graded_prefix(design.sizes, design.uniforms, graded, design.population)
    in_prefix = np.zeros(pool.pool.size, dtype=bool)
    in_prefix[prefix.order] = True
    unused = int((graded & covered & ~in_prefix).sum())
    if unused:
        one = unused == 1
        notes.append(f"{unused:,} human {'grade lies' if one else 'grades lie'} beyond the first ungraded pair of the "
                     f"sampling order and {'is' if one else 'are'} not used (using {'it' if one else 'them'} would break "
                     "the design): grade the sample in its order")
    described = design_words(len(prefix.order), budget, pool.pool.size, holes=holes if known.any() else None)
    if first.any():
        notes.append(first_words(int(first.sum()), int((first & ~in_prefix).sum())))
    if aside.any():
        notes.append(aside_words(int(aside.sum())))
    sample = Sample(grade=np.where(known | in_prefix, human, -1), pi=prefix.pi)
    if not len(prefix.order) and holes:
        notes.insert(0, waiting_words(budget, calibrated=bool(known.any())))
        values = {measure.name: [Interval(float(v), None, None, LLM_ONLY, 0, holes)
                                 for v in _unsampled_values(pool, sample, known, measure)]
                  for measure in parsed}
        return HybridResult(pool.run_names, confidence, LLM_ONLY, values, described, notes, {}, holes,
                            _shares(pool, sample, parsed, covered) if known.any() else {}, int(known.sum()))
    if 0 < len(prefix.order) < MINIMUM_GRADES:
        notes.append(f"differences between runs are settled only from {MINIMUM_GRADES} graded pairs on "
                     f"({len(prefix.order):,} so far): before that their intervals are unbounded")
    values = {}
    sources: dict[str, Any] = {}
    ranking: dict[str, list[float]] = {}
    fixed = _fixed_grades(pool.pool, human, known | (first & in_prefix))
    for measure in parsed:
        result = estimate(pool.pool, sample, measure)
        half = result.half_width(result.stderr(), confidence)
        low, high = worst_case_bounds(pool.pool, everything, measure)
        values[measure.name] = [_bounded(float(v), float(h), float(lo), float(hi), len(prefix.order), holes)
                                for v, h, lo, hi in zip(result.value, half, low, high)]
        sources[measure.name] = result
        ranking[measure.name] = scores_of(result, per_query_values(pool.pool, fixed, measure).mean(axis=1)).tolist()
    return HybridResult(pool.run_names, confidence, HYBRID, values, described, notes, sources, holes,
                        _shares(pool, sample, parsed, covered), int(known.sum()), ranking)


def _fixed_grades(pool: Pool, human: np.ndarray, certain: np.ndarray) -> np.ndarray:
    """Each pool pair's grade fixed before the sample is drawn, the covariate of the runs' order: the
    human's where it is known outside the design or graded with certainty in the order's graded prefix
    (a human grade over an LLM's, always; the pairs the LLM may have been fooled on are among them), else
    the LLM's where it is trusted, else 0. The LLM's grades are read on the 0-3 scale, as everywhere the
    estimate reads them (a binary judge's 1 is a 1)."""
    return np.where(certain & (human >= 0), human, np.where(pool.rated_mask, pool.llm, 0))


def _shares(pool: "HybridPool", sample: Sample, measures: Sequence[RatioMeasure], part: np.ndarray
            ) -> dict[str, list[float]]:
    """Each run's share of each measure's estimate that comes from the pairs in ``part``."""
    return {m.name: part_of_estimate(pool.pool, sample, m, part).tolist() for m in measures}


def _unsampled_values(pool: "HybridPool", sample: Sample, known: np.ndarray, measure: RatioMeasure) -> np.ndarray:
    """Before any sampled pair is graded: the known grades plus the LLM's grades calibrated on them in the
    holes; without known grades, the LLM's own grades (nothing to calibrate them on)."""
    if known.any():
        return imputed_estimate(pool.pool, sample, measure)
    return np.asarray(per_query_values(pool.pool, pool.pool.llm, measure).mean(axis=1))


def _bounded(value: float, half: float, low: float, high: float, grades: int, holes: int) -> Interval:
    """value +- half within [low, high], the values the truth can take (the value too)."""
    value = min(max(value, low), high)
    if not math.isfinite(half):
        return Interval(value, low, high, HYBRID, grades, holes)
    return Interval(value, max(value - half, low), min(value + half, high), HYBRID, grades, holes)


def design_words(graded_in_order: int, budget: int | None, pool_pairs: int, *, holes: int | None = None) -> str:
    """"sequential Poisson sample: 412 of its 1,083 pairs graded in order (pool: 11,386 pairs)", and
    with ``holes`` (a design over the pairs no human graded) "... (over the 233 holes; pool: ...)"."""
    pool = (f"pool: {pool_pairs:,} pairs" if holes is None else
            f"over the {holes:,} pool pairs no human graded first; the other {pool_pairs - holes:,} count "
            "with their human grades")
    if budget is None:
        return f"sequential Poisson sample: {graded_in_order:,} pairs graded in design order ({pool})"
    if graded_in_order >= budget:
        beyond = f", and {graded_in_order - budget:,} beyond them" if graded_in_order > budget else ""
        return f"sequential Poisson sample: all {budget:,} of its pairs graded in order{beyond} ({pool})"
    return f"sequential Poisson sample: {graded_in_order:,} of its {budget:,} pairs graded in order ({pool})"


def waiting_words(budget: int | None, *, calibrated: bool = False) -> str:
    """The note of a design none of whose pairs is graded yet (``calibrated``: human grades known outside
    it, on which the LLM's grades of the holes are calibrated)."""
    count = f"0 of {budget:,} sampled pairs graded" if budget is not None else "0 sampled pairs graded"
    value = ("each value is the human grades plus, in the holes, the LLM's grades calibrated on them"
             if calibrated else "each value is the LLM's alone")
    return (f"{count}: grade them first (labeler, or g on the evaluation screen, serves them in order); until then "
            f"{value} (method llm), without an interval")


def first_words(pairs: int, waiting: int) -> str:
    """The note of a design whose certainty stratum holds ``pairs`` pairs, ``waiting`` of them not graded yet."""
    said = (f"{pairs:,} {'pair' if pairs == 1 else 'pairs'} that may fool the LLM judge (labeler suspects) "
            f"{'is' if pairs == 1 else 'are'} graded first and count{'s' if pairs == 1 else ''} with human grades "
            "only; the LLM's grades of them are not used")
    if not waiting:
        return said
    return (f"{said}: {waiting:,} of them {'waits' if waiting == 1 else 'wait'} for a grade, and until they are "
            "graded no other pair of the sample counts and each interval is the worst case")


def aside_words(pairs: int) -> str:
    """The note of a design with ``pairs`` flagged pairs not graded first, whose LLM grade is set aside."""
    one = pairs == 1
    return (f"{pairs:,} {'pair' if one else 'pairs'} that may fool the LLM judge (labeler suspects) but "
            f"{'was' if one else 'were'} not graded first (the learned stage's weaker verdict, or flagged after the "
            f"design was drawn) {'is' if one else 'are'} drawn as any other, but the LLM's "
            f"{'grade of it is' if one else 'grades of them are'} not used")


def _finite(value: float | None) -> float | None:
    return value if value is not None and math.isfinite(value) else None
