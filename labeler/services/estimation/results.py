"""Each run's estimate of every measure, and its difference to the baseline, in one typed shape.

`labeler eval --estimate`, `labeler report` and `labeler.evaluate` read the same ``Estimates``:

- ``human`` / ``llm``: the value is the evaluation's mean (human qrels; or human grades where they
  exist, else the model's); no interval (ci_low = ci_high = None); the difference to the baseline
  is the difference of the means;
- ``hybrid``: ``services.estimation.hybrid``'s HybridResult: value, interval and the paired difference
  (method ``hybrid``, or ``worst-case`` when no sampling design is known). Measures the hybrid
  estimator cannot correct, asked for beside ones it can, keep the ``llm`` value without an
  interval, and a note says so.

JSON per run: ``{"estimates": {measure: fields}, "vs_baseline": {measure: fields}}`` with the fields
of ``Interval.as_json`` (value, ci_low, ci_high, method, human_judgments); the baseline's own
``vs_baseline`` is empty.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from labeler.dataio.reports.plus_minus import plus_minus
from labeler.domain.errors import LabelerError, NotFoundError
from labeler.domain.estimate_modes import HYBRID as HYBRID_MODE
from labeler.domain.estimate_modes import EstimateMode, estimate_mode
from labeler.metrics.hybrid.measures import ratio_measure
from labeler.services.estimation.hybrid import HYBRID, LLM_ONLY, WORST_CASE, HybridResult, Interval

if TYPE_CHECKING:
    from labeler.dataio.qrels.files import QrelsTable
    from labeler.dataio.reports.model import ReportEstimates
    from labeler.dataio.runs.table import RunTable
    from labeler.metrics.measures import Measure
    from labeler.services.evaluation.holes import RunHoles
    from labeler.services.evaluation.scoring import RunEvaluation
    from labeler.services.estimation.decisions import Decision

METHOD_WORDS = {
    "human": "human grades only",
    "llm": "a human grade where one exists, else the LLM's; no intervals",
    HYBRID: "the LLM's grade on every pool pair, corrected by the human grades of the design's sample",
    WORST_CASE: "human grades where they exist, the calibrated LLM prediction elsewhere; "
                "the interval is the worst case over every grade the ungraded pairs could have",
}
WAITING_WORDS = ("hybrid, waiting for human grades - the LLM's grades alone (no sampled pair is graded yet), "
                 "no intervals")
WAITING_CALIBRATED = ("hybrid, waiting for human grades - the human grades, and in the holes the LLM's grades "
                      "calibrated on them (no sampled pair is graded yet), no intervals")


@dataclass(frozen=True)
class RunEstimates:
    """One run: its estimate of every measure and its difference to the baseline (empty for the baseline)."""

    name: str
    estimates: dict[str, Interval]
    vs_baseline: dict[str, Interval]

    def as_json(self) -> dict[str, Any]:
        """The run's ``estimates`` and ``vs_baseline`` blocks."""
        return {"estimates": {m: e.as_json() for m, e in self.estimates.items()},
                "vs_baseline": {m: e.as_json() for m, e in self.vs_baseline.items()}}


@dataclass(frozen=True)
class Estimates:
    """Every run's estimates, how they were made (mode, method, confidence, design) and the notes."""

    mode: str
    method: str
    confidence: float | None
    baseline: str | None
    measures: list[str]
    runs: list[RunEstimates]
    design: str | None = None
    llm_source: str | None = None
    notes: list[str] = field(default_factory=list)
    shares: dict[str, dict[str, float | None]] = field(default_factory=dict)  # run -> measure -> share on holes
    known_pairs: int = 0  # hybrid: pool pairs known from human grades outside the design
    decisions: list["Decision"] = field(default_factory=list)  # hybrid with --decide: the top k settled or not
    orders: dict[str, list[list[str]]] = field(default_factory=dict)  # hybrid: measure -> runs best first, tied runs together (HybridResult.order_groups)

    @property
    def kind(self) -> EstimateMode:
        """The estimate mode these estimates were made in."""
        return estimate_mode(self.mode)

    @property
    def llm_model(self) -> str | None:
        """The model whose grades stand in for the holes, when the database's suggestions are used."""
        source = self.llm_source or ""
        return source[len("model "):] if source.startswith("model ") else None

    @property
    def waiting(self) -> bool:
        """A hybrid estimate whose design has no graded pair yet: the values are the LLM's alone."""
        return self.kind.intervals and self.method == LLM_ONLY

    def of(self, run: str) -> RunEstimates:
        """The estimates of one run, by name."""
        for estimates in self.runs:
            if estimates.name == run:
                return estimates
        raise KeyError(run)

    def as_json(self) -> dict[str, Any]:
        """How the estimates were made (the document-level block; runs carry their own)."""
        document: dict[str, Any] = {"mode": self.mode, "method": self.method, "confidence": self.confidence,
                                    "baseline": self.baseline, "llm": self.llm_source, "design": self.design,
                                    "notes": list(self.notes)}
        if self.decisions:
            document["decisions"] = [decision.as_json() for decision in self.decisions]
        if self.orders:
            document["order"] = {measure: [name for group in groups for name in group]
                                 for measure, groups in self.orders.items()}
            document["order_groups"] = {measure: [list(group) for group in groups]
                                        for measure, groups in self.orders.items()}
        return document

    def sentences(self) -> list[str]:
        """The lines under a table: method, confidence, design and every note."""
        if not self.kind.uses_llm:
            return []
        words = (WAITING_CALIBRATED if self.known_pairs else WAITING_WORDS) if self.waiting else METHOD_WORDS[self.method]
        lines = [f"estimate: {self.method} - {words}" + (f"; LLM grades: {self.llm_source}" if self.llm_source else "")]
        if self.confidence is not None and self.kind.intervals and self.method == HYBRID:
            lines.append(f"intervals: {self.confidence:.0%}, shown as value ± half-width. A run's interval is for "
                         "the grades given so far; a difference's holds however often you look (a confidence "
                         "sequence), so a settled difference (its interval excludes 0) can be trusted when you "
                         "stop grading at it")
        if self.design is not None:
            lines.append(f"design: {self.design}")
        if self.kind.intervals:
            lines.append("averaging (interval measures): over every query the LLM or a human graded; a run with "
                         "nothing for a query scores 0 there (trec_eval -c); a chunk neither graded gains 0")
        orders = [order_sentence(measure, groups) for measure, groups in self.orders.items()
                  if sum(map(len, groups)) > 1]
        tied = any(len(group) > 1 for groups in self.orders.values() for group in groups)
        return (lines + orders + ([ORDER_WORDS] if orders else []) + ([TIE_WORDS] if tied else [])
                + [f"decision: {decision.sentence()}" for decision in self.decisions]
                + [f"note: {note}" for note in self.notes])


ORDER_SHOWN = 8  # runs named in the order's line; JSON carries them all


def order_sentence(measure: str, groups: Sequence[Sequence[str]]) -> str:
    """One line: the runs best first by a measure ("a > b = c": b and c tied, nothing tells them apart), at
    most ORDER_SHOWN of them named."""
    shown_groups: list[str] = []
    named = 0
    for group in groups:
        if named >= ORDER_SHOWN:
            break
        shown_groups.append(" = ".join(group[: ORDER_SHOWN - named]))
        named += min(len(group), ORDER_SHOWN - named)
    left = sum(map(len, groups)) - named
    return f"order by {measure}: {' > '.join(shown_groups)}" + (f" > ... ({left:,} more)" if left else "")


ORDER_HINT = "where the human grades cannot tell runs apart, the LLM's order; never against a settled difference"
ORDER_WORDS = f"order: each run's estimate pulled towards what its LLM grades predict; {ORDER_HINT}: a ranking, not an interval"
TIE_WORDS = "a = b: runs nothing tells apart (the same chunks in the same order in every query's top k), tied"


def holes_with(holes: Sequence["RunHoles"], estimates: "Estimates | None") -> list["RunHoles"]:
    """The runs' holes with what the estimates say fills them: the share of each measure resting on
    them, and how (the LLM's grades; hybrid's corrected estimate; its calibrated prediction before any
    sampled pair is graded or without a design). Human-only holes are left as they are."""
    from labeler.services.evaluation.holes import CALIBRATED

    if estimates is None or not estimates.kind.uses_llm:
        return list(holes)
    mode = CALIBRATED if estimates.kind.intervals and estimates.method != HYBRID else estimates.mode
    return [replace(h, llm_share=dict(estimates.shares.get(h.run, {})), mode=mode) for h in holes]


def tables_holes(tables: Sequence["RunTable"], qrels: "QrelsTable", human: "QrelsTable",
                 measures: Sequence["Measure"], estimates: "Estimates | None", *, compat: int = 10) -> list["RunHoles"]:
    """Each run's holes at the cutoffs of the measures shown, for the report, the app and the Python
    API: counted against ``qrels`` (what the runs are scored with) and, when LLM grades fill holes,
    against the ``human`` qrels, with the estimates' shares; a one-line LabelerError when LLM grades
    were asked for and fill none of them."""
    from labeler.services.evaluation.holes import check_filled, holes_cutoffs, holes_of_tables

    uses_llm = estimates is not None and estimates.kind.uses_llm
    found = holes_with(holes_of_tables(tables, qrels, holes_cutoffs(measures), human=human if uses_llm else None,
                                       mode=estimates.mode if estimates is not None else "human", compat=compat),
                       estimates)
    if estimates is not None and uses_llm:
        check_filled(found, estimates.llm_source or "the LLM", model=estimates.llm_model)
    return found


def resolve_baseline(names: Sequence[str], baseline: str | None) -> str | None:
    """The baseline run's name: the one asked for (NotFoundError if absent), else the first run."""
    if baseline is None:
        return names[0] if names else None
    if baseline not in names:
        raise NotFoundError(f"baseline {baseline!r} is not among the runs ({', '.join(names)})")
    return baseline


def split_estimable(measures: Sequence["Measure"]) -> tuple[list["Measure"], list["Measure"]]:
    """(measures the hybrid estimator corrects: nDCG@k, P@k, R@k; the others), in the order given."""
    estimable = [measure for measure in measures if ratio_measure(measure) is not None]
    return estimable, [measure for measure in measures if measure not in estimable]


def plain_estimates(mode: str, results: Sequence["RunEvaluation"], measures: Sequence[str], *,
                    human_judgments: int, baseline: str | None = None, llm_source: str | None = None,
                    notes: Sequence[str] = ()) -> Estimates:
    """Estimates without intervals (modes human and llm): each run's mean, and mean minus the baseline's."""
    names = [r.run_name for r in results]
    chosen = resolve_baseline(names, baseline)
    means = {r.run_name: r.result.means for r in results}

    def plain(value: float) -> Interval:
        return Interval(float(value), None, None, mode, human_judgments)

    runs = []
    for name in names:
        differences = {} if name == chosen or chosen is None else {
            m: plain(means[name][m] - means[chosen][m]) for m in measures}
        runs.append(RunEstimates(name, {m: plain(means[name][m]) for m in measures}, differences))
    return Estimates(mode, mode, None, chosen, list(measures), runs, llm_source=llm_source, notes=list(notes))


def hybrid_view(result: HybridResult, measures: Sequence[str], *, baseline: str | None = None,
                fallback: Estimates | None = None, llm_source: str | None = None,
                decide: int | None = None) -> Estimates:
    """Estimates from a HybridResult; measures it does not hold come from ``fallback`` (the llm
    estimates), without an interval, with a note saying why. ``decide``: whether the top k runs of each
    measure with intervals are settled in order (``decisions.top_order``)."""
    from labeler.services.estimation.decisions import top_order

    if decide is not None and len(result.run_names) < 2:
        # one run has no order to settle: saying "not settled" (or "settled") would be a verdict on nothing
        raise LabelerError(f"--decide top-{decide} orders runs: give two or more "
                           f"({len(result.run_names)} given: {', '.join(result.run_names)})")
    chosen = resolve_baseline(result.run_names, baseline)
    notes = list(result.notes)
    others = [m for m in measures if m not in result.values]
    if others:
        notes.append(f"{', '.join(others)}: no hybrid estimate (the value depends on the order of relevant pairs, "
                     "which a sample cannot correct); shown with a human grade where one exists, else the "
                     "LLM's, without an interval")
    runs = []
    for name in result.run_names:
        estimates: dict[str, Interval] = {}
        differences: dict[str, Interval] = {}
        for measure in measures:
            if measure in result.values:
                estimates[measure] = result.of(measure, name)
                if chosen is not None and name != chosen:
                    differences[measure] = result.difference(measure, name, chosen)
            elif fallback is not None:
                estimates[measure] = fallback.of(name).estimates[measure]
                if measure in fallback.of(name).vs_baseline:
                    differences[measure] = fallback.of(name).vs_baseline[measure]
        runs.append(RunEstimates(name, estimates, differences))
    decisions = [top_order(result, measure, decide) for measure in measures
                 if decide is not None and measure in result.values]
    orders = {measure: result.order_groups(measure) for measure in measures if measure in result.ranking}
    return Estimates(HYBRID_MODE.name, result.method, result.confidence, chosen, list(measures), runs,
                     design=result.design, llm_source=llm_source, notes=notes, known_pairs=result.known_pairs,
                     decisions=decisions, orders=orders)


def shown(estimate: Interval, *, signed: bool = False) -> str:
    """"0.5690 ± 0.0412" (or "0.5690" without an interval); signed for differences."""
    return plus_minus(estimate.value, estimate.half_width, signed=signed)


def settled_or_none(estimate: Interval) -> bool | None:
    """Whether a difference's interval excludes 0; None without an interval."""
    return None if estimate.half_width is None else estimate.settled()


def report_estimates(estimates: Estimates) -> "ReportEstimates":
    """The estimates as the report model holds them (every format renders the same cells)."""
    from labeler.dataio.reports.model import EstimateCell, ReportEstimates

    def cell(estimate: Interval, *, difference: bool = False) -> EstimateCell:
        fields = estimate.as_json()
        half = estimate.half_width
        return EstimateCell(fields["value"], fields["ci_low"], fields["ci_high"], estimate.method,
                            estimate.human_judgments, half if half is not None and math.isfinite(half) else None,
                            settled_or_none(estimate) if difference else None, estimate.anytime)

    return ReportEstimates(
        mode=estimates.mode, method=estimates.method, confidence=estimates.confidence,
        baseline=estimates.baseline, llm=estimates.llm_source, design=estimates.design,
        notes=estimates.sentences(),
        runs={run.name: {m: cell(e) for m, e in run.estimates.items()} for run in estimates.runs},
        vs_baseline={run.name: {m: cell(e, difference=True) for m, e in run.vs_baseline.items()}
                     for run in estimates.runs if run.vs_baseline},
    )
