"""Comparing runs: means with confidence intervals, paired tests against a baseline, per-query rows.

The numbers the evaluation screen and the reports share. Conventions:

- Means and per-query values are exactly `labeler eval`'s (the same encode + metrics.engine.evaluate.evaluate call
  with the same measures); Judged@k, num_rel and the gap nDCG are computed in a second call so the
  tie report stays identical to eval's too.
- Confidence intervals are over queries (the run's own evaluated queries): percentile bootstrap
  (10,000 resamples, seed 0) or Student t. Totals (num_ret, num_rel, num_rel_ret) get none.
  Runs and measures over as many queries share their resamples (and their sign flips), drawn
  once: a result is the one metrics.stats.significance gives for that series alone, only faster.
- Baseline: the named run, else the first one. Each other run is tested against it with a paired,
  two-sided test over the queries both evaluate (Fisher randomization, 10,000 sign flips, seed 0,
  exact below 14 queries; or paired t); ``mean_difference`` is over those shared queries. p-values
  are Holm-adjusted over the compared runs, per measure; a run "wins" (or "loses") a measure
  when its adjusted p < alpha and its mean difference is positive (negative).
- Gap to ideal of a query = 1 - nDCG, with the first nDCG measure asked for (nDCG@10 otherwise).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from labeler.domain import LabelerError, NotFoundError

if TYPE_CHECKING:
    from labeler.dataio.qrels.files import QrelsTable
    from labeler.dataio.runs.table import RunTable
    from labeler.metrics.measures import Measure
    from labeler.metrics.request import ScoringRequest
    from labeler.services.evaluation.scoring import RunEvaluation

TESTS = ("randomization", "t")
INTERVALS = ("bootstrap", "t")
SORT_KEYS = ("query", "text", "value", "difference", "judged", "relevant", "gap")
DEFAULT_GAP_MEASURE = "nDCG@10"


@dataclass(frozen=True)
class MeasureSummary:
    """One run's mean of one measure, its confidence interval and the Judged@k beside it."""

    mean: float
    ci_low: float | None
    ci_high: float | None
    judged: float | None  # mean Judged@k for the measure's cutoff k (None without a cutoff)
    n_queries: int


@dataclass(frozen=True)
class Difference:
    """A run against the baseline on one measure: paired mean difference, p, Holm p and the mark."""

    mean_difference: float
    p_value: float
    p_holm: float
    mark: str  # "win", "loss" or "none"
    n_queries: int  # queries both runs evaluate


@dataclass(frozen=True)
class RunSummary:
    """Everything the summary table shows for one run."""

    name: str
    n_rows: int
    n_queries: int  # distinct queries in the run (evaluated or not)
    evaluation: "RunEvaluation"  # the very result `labeler eval` would print
    summaries: dict[str, MeasureSummary]
    differences: dict[str, Difference]  # empty for the baseline

    @property
    def n_evaluated(self) -> int:
        """Number of queries averaged over."""
        return len(self.evaluation.result.query_ids)


@dataclass(frozen=True)
class QueryRow:
    """One query across runs: each run's values (absent when the run does not evaluate it),
    Judged@k at the gap measure's cutoff, and the number of relevant chunks."""

    query_id: str
    text: str | None
    values: dict[str, dict[str, float]]  # run -> measure -> value
    judged: dict[str, float]  # run -> Judged@k (k = Comparison.judged_k)
    num_rel: int
    baseline: str | None
    gap_measure: str

    def value(self, run: str, measure: str) -> float | None:
        """The run's value of the measure on this query, or None when the run does not evaluate it."""
        return self.values.get(run, {}).get(measure)

    def difference(self, run: str, measure: str) -> float | None:
        """Run minus baseline on this query; None when either is missing (or no baseline)."""
        if self.baseline is None:
            return None
        mine, theirs = self.value(run, measure), self.value(self.baseline, measure)
        return None if mine is None or theirs is None else mine - theirs

    def gap(self, run: str) -> float | None:
        """Gap to ideal: 1 - nDCG (the gap measure) of the run on this query."""
        value = self.value(run, self.gap_measure)
        return None if value is None else 1.0 - value


@dataclass(frozen=True)
class Comparison:
    """Runs compared on the same qrels: summaries, differences, per-query rows and conventions."""

    runs: list[RunSummary]
    measures: tuple["Measure", ...]
    baseline: str | None
    gap_measure: str
    judged_k: int | None
    queries: list[QueryRow]  # every query some run evaluates, in byte order of the id
    qrels: str
    conventions: dict[str, str]
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def measure_names(self) -> list[str]:
        """Names of the measures asked for, in order."""
        return [m.name for m in self.measures]

    def run(self, name: str) -> RunSummary:
        """The summary of the run of that name (NotFoundError otherwise)."""
        for summary in self.runs:
            if summary.name == name:
                return summary
        raise NotFoundError(f"no run named {name!r} in this comparison")

    def sorted_queries(self, by: str = "query", *, run: str | None = None, measure: str | None = None,
                       descending: bool = False, text_filter: str | None = None) -> list[QueryRow]:
        """Per-query rows sorted by a SORT_KEYS key; missing values always last.

        value/difference/judged/gap read ``run`` (default: the first non-baseline run, else the
        baseline) and value/difference read ``measure`` (default: the gap measure). "gap"
        descending puts the queries with most left on the table first. text_filter keeps rows
        whose id or text contains it (case-insensitive).
        """
        if by not in SORT_KEYS:
            raise LabelerError(f"unknown sort key {by!r}; use one of {', '.join(SORT_KEYS)}")
        run = run or self.default_run
        measure = measure or self.gap_measure
        rows = self.queries
        if text_filter:
            needle = text_filter.casefold()
            rows = [r for r in rows if needle in r.query_id.casefold() or needle in (r.text or "").casefold()]

        def key_of(row: QueryRow) -> Any:
            if by == "query":
                return row.query_id
            if by == "text":
                return row.text
            if by == "value":
                return row.value(run, measure)
            if by == "difference":
                return row.difference(run, measure)
            if by == "judged":
                return row.judged.get(run)
            if by == "relevant":
                return row.num_rel
            return row.gap(run)

        present = [r for r in rows if key_of(r) is not None]
        missing = [r for r in rows if key_of(r) is None]
        # query id as a second key keeps equal values in a stable, readable order
        present.sort(key=lambda r: r.query_id)
        present.sort(key=key_of, reverse=descending)
        return present + missing

    @property
    def default_run(self) -> str:
        """The run a per-query view shows first: among the non-baseline runs, the one evaluating the
        most queries (the first of those in run order), else the baseline. A run covering one query
        would make a useless default for sorting, differences and the win/loss chart."""
        others = [s for s in self.runs if s.name != self.baseline]
        if not others:
            return self.runs[0].name
        most = max(s.n_evaluated for s in others)
        return next(s.name for s in others if s.n_evaluated == most)

    def win_loss(self, run: str, measure: str | None = None) -> list[tuple[str, float]]:
        """(query id, run - baseline) over queries both evaluate, largest gain first."""
        measure = measure or self.gap_measure
        pairs = [(row.query_id, row.difference(run, measure)) for row in self.queries]
        kept = [(qid, d) for qid, d in pairs if d is not None]
        kept.sort(key=lambda item: item[0])
        kept.sort(key=lambda item: item[1], reverse=True)
        return kept


def compare_runs(
    runs: Sequence["RunTable"],
    qrels: "QrelsTable",
    request: "ScoringRequest",
    *,
    baseline: str | None = None,
    test: str = "randomization",
    ci: str = "bootstrap",
    alpha: float = 0.05,
    repository: Any = None,
    qrels_origin: str | None = None,
) -> Comparison:
    """Evaluate runs on the same qrels and compare them (conventions in the module docstring);
    query texts come from the repository when one is given."""
    if test not in TESTS:
        raise LabelerError(f"unknown test {test!r}; use one of {', '.join(TESTS)}")
    if ci not in INTERVALS:
        raise LabelerError(f"unknown confidence interval {ci!r}; use one of {', '.join(INTERVALS)}")
    if not runs:
        raise LabelerError("no runs to compare")
    names = [run.name for run in runs]
    if len(set(names)) != len(names):
        raise LabelerError(f"two runs share a name: {', '.join(names)}; rename one")
    if baseline is not None and baseline not in names:
        raise NotFoundError(f"baseline {baseline!r} is not among the runs ({', '.join(names)})")
    baseline = baseline if baseline is not None else names[0]

    from labeler.services.evaluation.scoring import describe_qrels

    parsed = request.measures
    gap_measure = next((m for m in parsed if m.family == "nDCG"), None) or _default_gap_measure()
    gap_name = gap_measure.name
    judged_k = gap_measure.cutoff
    extras = request.with_measures(_extra_measures(parsed, gap_measure))
    options: dict[str, Any] = request.options()
    description = describe_qrels(qrels, qrels_origin)

    evaluated = [_evaluate(run, qrels, request, extras, description) for run in runs]
    per_query = {ev.run_name: _per_query_map(ev, extra) for ev, extra in evaluated}
    intervals = _intervals([ev for ev, _ in evaluated], parsed, ci)
    summaries = {ev.run_name: _summaries(ev, extra, parsed, intervals) for ev, extra in evaluated}
    differences = _differences([ev for ev, _ in evaluated], baseline, parsed, test, alpha)

    run_summaries = [
        RunSummary(run.name, run.n_rows, run.n_queries, ev, summaries[ev.run_name], differences.get(ev.run_name, {}))
        for run, (ev, _) in zip(runs, evaluated)
    ]
    texts = _query_texts(repository)
    queries = _query_rows(per_query, baseline, gap_name, judged_k, texts)
    conventions = dict(evaluated[0][0].result.conventions)
    conventions.update(_comparison_conventions(baseline, test, ci, alpha, gap_name))
    options.update({"baseline": baseline, "test": test, "ci": ci, "alpha": alpha})
    return Comparison(run_summaries, parsed, baseline, gap_name, judged_k, queries, description,
                      conventions, options)


def _default_gap_measure() -> "Measure":
    """The gap measure when no nDCG is asked for."""
    from labeler.metrics.measures import parse_measure

    return parse_measure(DEFAULT_GAP_MEASURE)


def _extra_measures(parsed: tuple["Measure", ...], gap_measure: "Measure") -> list["Measure"]:
    """Judged@k at every cutoff asked (and the gap measure's), num_rel and the gap measure."""
    from labeler.metrics.measures import Measure

    cutoffs = {m.cutoff for m in parsed if m.cutoff is not None and m.family not in ("Judged",)}
    if gap_measure.cutoff is not None:
        cutoffs.add(gap_measure.cutoff)
    return [Measure("Judged", k) for k in sorted(cutoffs)] + [Measure("num_rel"), gap_measure]


def _evaluate(run: "RunTable", qrels: "QrelsTable", request: "ScoringRequest", extras: "ScoringRequest",
              description: str) -> tuple[Any, Any]:
    """The run's eval result (as `labeler eval` computes it) and the extra measures' result."""
    from labeler.dataio.eval_input.encode import encode
    from labeler.metrics.engine.evaluate import evaluate
    from labeler.services.evaluation.scoring import RunEvaluation, _queries_in_run

    arrays = encode(run, qrels)
    result = evaluate(arrays, request)
    extra = evaluate(arrays, extras)
    return RunEvaluation(run.name, result, description, run.n_rows, _queries_in_run(arrays)), extra


def _per_query_map(evaluation: "RunEvaluation", extra: Any) -> dict[str, dict[str, float]]:
    values: dict[str, dict[str, float]] = {}
    for source in (extra, evaluation.result):  # the asked-for values win over the extras
        for name, column in source.per_query.items():
            for qid, value in zip(source.query_ids, column.tolist()):
                values.setdefault(qid, {})[name] = value
    return values


def _intervals(evaluations: list["RunEvaluation"], parsed: tuple["Measure", ...],
               ci: str) -> dict[tuple[str, str], tuple[float | None, float | None]]:
    """(run, measure) -> confidence interval of the mean (None, None when undefined). Every
    bootstrap is computed in one batch: runs and measures over as many queries share resamples."""
    from labeler.metrics.stats.significance import bootstrap_cis, t_ci

    keys: list[tuple[str, str]] = []
    series: list[Any] = []
    for evaluation in evaluations:
        if not evaluation.result.query_ids:
            continue
        for measure in parsed:
            if not measure.is_count:
                keys.append((evaluation.run_name, measure.name))
                series.append(evaluation.result.per_query[measure.name])
    found = bootstrap_cis(series) if ci == "bootstrap" else [t_ci(values) for values in series]
    return {key: (None, None) if math.isnan(low) else (low, high) for key, (low, high) in zip(keys, found)}


def _summaries(evaluation: "RunEvaluation", extra: Any, parsed: tuple["Measure", ...],
               intervals: dict[tuple[str, str], tuple[float | None, float | None]]) -> dict[str, MeasureSummary]:
    result = evaluation.result
    out: dict[str, MeasureSummary] = {}
    for measure in parsed:
        low, high = intervals.get((evaluation.run_name, measure.name), (None, None))
        judged = None
        if measure.cutoff is not None and measure.family != "Judged":
            judged = extra.means.get(f"Judged@{measure.cutoff}")
        out[measure.name] = MeasureSummary(result.means[measure.name], low, high, judged, len(result.query_ids))
    return out


def _differences(evaluations: list["RunEvaluation"], baseline: str, parsed: tuple["Measure", ...],
                 test: str, alpha: float) -> dict[str, dict[str, Difference]]:
    """Paired test of every non-baseline run against the baseline, Holm over runs per measure.
    Randomization tests run in one batch: pairs over as many queries share their sign flips."""
    import numpy as np

    from labeler.metrics.stats.significance import holm, paired_t_test, randomization_tests

    base = next(ev for ev in evaluations if ev.run_name == baseline)
    others = [ev for ev in evaluations if ev.run_name != baseline]
    keys: list[tuple[str, str]] = []  # (measure, run)
    pairs: list[tuple[np.ndarray, np.ndarray]] = []
    for measure in parsed:
        if measure.is_count:
            continue
        for ev in others:
            base_values, run_values = _paired(base.result, ev.result, measure.name)
            if base_values:
                keys.append((measure.name, ev.run_name))
                pairs.append((np.asarray(base_values), np.asarray(run_values)))
    outcomes = (randomization_tests(pairs) if test == "randomization"
                else [paired_t_test(a, b) for a, b in pairs])
    out: dict[str, dict[str, Difference]] = {ev.run_name: {} for ev in others}
    for measure in parsed:
        tested = [(run, outcome) for (name, run), outcome in zip(keys, outcomes) if name == measure.name]
        adjusted = holm([outcome.p_value for _, outcome in tested])
        for (run, outcome), p_holm in zip(tested, adjusted):
            significant, d = p_holm < alpha, outcome.mean_difference
            mark = "win" if significant and d > 0 else "loss" if significant and d < 0 else "none"
            out[run][measure.name] = Difference(outcome.mean_difference, outcome.p_value, p_holm, mark, outcome.n)
    return out


def _paired(base: Any, other: Any, name: str) -> tuple[list[float], list[float]]:
    """Values of both results over the queries both evaluate, in the same order."""
    base_at = {qid: i for i, qid in enumerate(base.query_ids)}
    base_values, run_values = [], []
    base_column, run_column = base.per_query[name].tolist(), other.per_query[name].tolist()
    for i, qid in enumerate(other.query_ids):
        j = base_at.get(qid)
        if j is not None:
            base_values.append(base_column[j])
            run_values.append(run_column[i])
    return base_values, run_values


def _query_texts(repository: Any) -> dict[str, str]:
    if repository is None:
        return {}
    return {query.id: query.text for query in repository.list_queries()}


def _query_rows(per_query: dict[str, dict[str, dict[str, float]]], baseline: str, gap_name: str,
                judged_k: int | None, texts: dict[str, str]) -> list[QueryRow]:
    query_ids = sorted({qid for values in per_query.values() for qid in values},
                       key=lambda q: q.encode("utf-8"))
    judged_name = f"Judged@{judged_k}" if judged_k is not None else None
    rows = []
    for qid in query_ids:
        values = {run: dict(by_query[qid]) for run, by_query in per_query.items() if qid in by_query}
        judged = {run: v[judged_name] for run, v in values.items() if judged_name in v} if judged_name else {}
        num_rel = next((int(v["num_rel"]) for v in values.values() if "num_rel" in v), 0)
        rows.append(QueryRow(qid, texts.get(qid), values, judged, num_rel, baseline, gap_name))
    return rows


def _comparison_conventions(baseline: str, test: str, ci: str, alpha: float, gap_name: str) -> dict[str, str]:
    test_words = ("Fisher randomization test (10,000 random sign flips, seed 0; exact enumeration "
                  "below 14 queries), two-sided" if test == "randomization" else "paired t-test, two-sided")
    ci_words = ("95% percentile bootstrap over queries (10,000 resamples, seed 0)" if ci == "bootstrap"
                else "95% Student t interval over queries")
    return {
        "baseline": f"differences are run - {baseline}, over the queries both runs evaluate",
        "test": test_words,
        "correction": f"Holm over the compared runs, per measure; significant when adjusted p < {alpha:g}",
        "interval": ci_words,
        "gap": f"gap to ideal = 1 - {gap_name}",
    }
