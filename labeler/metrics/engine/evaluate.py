"""Score a run against qrels, per query and averaged, exactly as trec_eval does.

Averaging: over queries that have qrels rows and appear in the run. ``complete=True``
(trec_eval -c) also averages over queries with qrels but no run rows; they score 0 on every
measure except num_rel, which still counts their relevant chunks. Queries in the run without
qrels rows are ignored. A query with judgments but nothing relevant counts (and scores 0).
Means of num_ret, num_rel and num_rel_ret are sums, as trec_eval prints them.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

import numpy as np

from labeler.metrics.arrays import EvalArrays
from labeler.metrics.engine.placement import place
from labeler.metrics.measures.conventions import measure_conventions
from labeler.metrics.measures.base import Measure
from labeler.metrics.measures.ranked import QrelsFacts, RankedJudgments
from labeler.metrics.ranking.sort import rank_order
from labeler.metrics.request import ScoringRequest
from labeler.metrics.ranking.ties import TieReport, tie_report

__all__ = ["EvalResult", "evaluate", "evaluate_runs", "measure_values", "rank_order"]


@dataclass(frozen=True)
class EvalResult:
    """Per-query values, their means, the tie report and the conventions used to get them."""

    query_ids: list[str]  # the queries averaged over, in string order (as trec_eval prints)
    per_query: dict[str, np.ndarray]  # measure name -> float64 values aligned with query_ids
    means: dict[str, float]  # measure name -> mean (sum for num_*); 0.0 when no query counts
    ties: TieReport
    conventions: dict[str, str]


def compat_sentence(compat: int) -> str:
    """Which trec_eval's score comparison is in force, in words."""
    if compat == 9:
        return ("trec_eval 9 (--compat 9): scores rounded to float32 before ranking, as trec_eval 9.x, "
                "pytrec_eval, ir_measures and pyserini do")
    return "trec_eval 10: scores compared as doubles (--compat 9 rounds them to float32 like trec_eval 9.x)"


def conventions(gain: str, relevant_grade: int, complete: bool, compat: int = 10) -> dict[str, str]:
    """The conventions behind a result, in words, for json and table output."""
    precision = ("float32, as trec_eval 9.x" if compat == 9
                 else "doubles, as trec_eval 10; not rounded to float32 as 9.x did")
    return {
        "compat": compat_sentence(compat),
        "ranking": f"score descending (compared as {precision}), "
                   "ties by chunk id descending in byte order; the run's rank column is ignored",
        "gain": "linear: gain = grade (trec_eval ndcg_cut)" if gain == "linear"
                else "exponential: gain = 2^grade - 1 (Burges)",
        "discount": "log2(rank + 1), rank starting at 1",
        "ideal": "IDCG from all judged chunks of the query (retrieved or not), cut at the same k; "
                 "IDCG = 0 scores 0",
        "unjudged": "unjudged chunks gain 0 and are not relevant; grades <= 0 gain 0",
        "relevant_grade": f"binary measures count grade >= {relevant_grade} as relevant",
        "averaging": ("mean over queries with qrels, queries missing from the run score 0 "
                      "(trec_eval -c)") if complete else
                     "mean over queries with qrels that appear in the run",
        "totals": "num_ret, num_rel, num_rel_ret are summed over queries, as trec_eval prints them",
        "judged": "Judged@k = judged chunks in the top k / min(k, chunks retrieved)",
        "precision": "P@k divides by k even when fewer than k chunks were retrieved",
    }


def measure_values(measure: Measure, judged: RankedJudgments) -> np.ndarray:
    """Value of ``measure`` for every query index (float64, length n_queries). Its parameters change
    what the formula sees, never the formula: ``rel`` the relevant grade (trec_eval -l), ``gains``
    the gain of each grade, ``judged_only`` drops unjudged rows and closes up the ranks (-J)."""
    level = judged.level if measure.rel is None else measure.rel
    view = judged.with_settings(level, judged.gain if measure.gains is None else measure.gains)
    if measure.judged_only:
        view = view.judged_only()
    formula = measure.spec.values
    assert formula is not None  # a family a name parses to has one
    return formula(measure, view)


def evaluate(arrays: EvalArrays, request: ScoringRequest, *,
             tie_measures: Collection[str] | None = None) -> EvalResult:
    """Evaluate the request's measures per query and on average (trec_eval semantics; see module
    doc), under its options (labeler.metrics.request).

    The tie report covers every measure, or only the names in ``tie_measures`` (a front end that
    adds helper measures, such as Judged@k beside each cutoff, reports ties of the asked ones).
    """
    return evaluate_runs(arrays, None, request, tie_measures=tie_measures)[0]


def evaluate_runs(arrays: EvalArrays, run_rows: Sequence[int] | np.ndarray | None, request: ScoringRequest, *,
                  tie_measures: Collection[str] | None = None) -> list[EvalResult]:
    """``evaluate`` of several runs against the same qrels in one pass, one result per run, each the
    result ``evaluate`` gives that run alone. ``arrays`` holds the runs' rows one run after another,
    ``run_rows`` says how many rows each has (None: one run). Run r's query q becomes query index
    r * n_queries + q, so every run's judged rows are placed, and every measure computed, once for
    all of them, over per-query qrels facts computed once and repeated for each run."""
    if not isinstance(request, ScoringRequest):
        raise TypeError("the engine takes a ScoringRequest (labeler.metrics.request.scoring_request)")
    measures, gain, relevant_grade = request.measures, request.gain, request.relevant_grade
    complete, compat = request.complete, request.compat
    n_q = arrays.n_queries
    n_runs = 1 if run_rows is None else len(run_rows)
    placement = place(arrays if run_rows is None else _side_by_side(arrays, run_rows), compat=compat, extremes=True)
    assert placement.best is not None and placement.worst is not None
    facts = QrelsFacts(n_q * n_runs, np.asarray(arrays.qrels_query, dtype=np.int64),
                       np.asarray(arrays.qrels_grade, dtype=np.int64), compat, copies=n_runs)
    tables = facts.tables(placement.num_ret, gain, relevant_grade)
    actual = RankedJudgments(placement.query, placement.rank, placement.grade, relevant_grade, gain, tables, facts,
                             ordered=True)
    # a ranking whose judged rows tie with no other row has no other order to score
    views = [actual if np.array_equal(rank, placement.rank) else
             RankedJudgments(placement.query, rank, placement.grade, relevant_grade, gain, tables, facts)
             for rank in (placement.best, placement.worst)]
    counted = facts.judged_queries() & (placement.present | complete)
    values: dict[str, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}
    for measure in measures:
        actual_values = measure_values(measure, actual)
        best_values, worst_values = (actual_values if view is actual else measure_values(measure, view)
                                     for view in views)
        values[measure.name] = (actual_values, best_values, worst_values)
    said = {**conventions(gain, relevant_grade, complete, compat), **measure_conventions(measures)}
    return [_run_result(arrays.query_ids, counted[run * n_q : (run + 1) * n_q], run * n_q, measures, values,
                        tie_measures, said)
            for run in range(n_runs)]


def _side_by_side(arrays: EvalArrays, run_rows: Sequence[int] | np.ndarray) -> EvalArrays:
    """The runs of ``arrays`` as one run whose queries are each run's own (run r's query q: r * n_queries + q)."""
    n_q, n_runs = arrays.n_queries, len(run_rows)
    dtype = np.dtype(np.int32 if n_q * n_runs < 1 << 31 else np.int64)
    query: np.ndarray = np.repeat(np.arange(n_runs, dtype=np.int64) * n_q, np.asarray(run_rows, dtype=np.int64))
    query = query.astype(dtype)
    query += np.asarray(arrays.run_query).astype(dtype, copy=False)
    return EvalArrays(arrays.query_ids * n_runs, query, arrays.run_score, arrays.run_doc_order, arrays.run_grade,
                      arrays.qrels_query, arrays.qrels_grade)


def _run_result(query_ids: list[str], counted: np.ndarray, offset: int, measures: Sequence[Measure],
                values: dict[str, tuple[np.ndarray, np.ndarray, np.ndarray]],
                tie_measures: Collection[str] | None, said: dict[str, str]) -> EvalResult:
    """One run's result from every query index's values (its queries start at ``offset``)."""
    selected = sorted(np.flatnonzero(counted).tolist(), key=query_ids.__getitem__)
    selected_index = np.asarray(selected, dtype=np.int64) + offset
    shown = [query_ids[i] for i in selected]
    per_query: dict[str, np.ndarray] = {}
    means: dict[str, float] = {}
    best: dict[str, np.ndarray] = {}
    worst: dict[str, np.ndarray] = {}
    for measure in measures:
        name = measure.name
        actual_all, best_all, worst_all = values[name]
        actual_values = actual_all[selected_index]
        per_query[name] = actual_values
        best[name] = actual_values if best_all is actual_all else best_all[selected_index]
        worst[name] = actual_values if worst_all is actual_all else worst_all[selected_index]
        if measure.is_count:
            means[name] = float(actual_values.sum())
        else:
            means[name] = float(actual_values.mean()) if len(actual_values) else 0.0
    if tie_measures is not None:
        best = {name: values for name, values in best.items() if name in tie_measures}
        worst = {name: values for name, values in worst.items() if name in tie_measures}
    return EvalResult(shown, per_query, means, tie_report(shown, best, worst), dict(said))
