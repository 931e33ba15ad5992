"""``labeler.evaluate`` and ``labeler.compare``: runs scored and compared as `labeler eval` and
`labeler report` do, as DataFrames (conventions: labeler.api)."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from labeler.api.inputs import Inputs, OpenDatabase, QrelsSource, Runs
from labeler.domain import LabelerError
from labeler.services.aggregation import DEFAULT_POLICY

if TYPE_CHECKING:
    import pandas as pd

    from labeler.dataio.runs.table import RunTable
    from labeler.services.evaluation.holes import RunHoles


def evaluate(
    runs: Runs,
    qrels: QrelsSource = None,
    measures: Sequence[str] | None = None,
    *,
    per_query: bool = False,
    db: "str | os.PathLike[str] | OpenDatabase | None" = None,
    aggregate: str = DEFAULT_POLICY,
    gain: str = "linear",
    relevant_grade: int = 1,
    complete: bool = False,
    compat: int = 10,
    estimate: str = "human",
    model: str | None = None,
    llm_qrels: "str | os.PathLike[str] | None" = None,
    design: "str | os.PathLike[str] | None" = None,
    confidence: float = 0.95,
    baseline: str | None = None,
    decide: int | None = None,
) -> "pd.DataFrame":
    """Score runs as `labeler eval` does and return a DataFrame.

    compat=10 compares scores as doubles (trec_eval 10); compat=9 rounds them to float32 first,
    as trec_eval 9.x and pytrec_eval do.

    per_query=False: one row per run (in the order given), columns ``run`` then one per measure
    (``nDCG@10``, ``RR``, ...: the names `labeler eval` prints), each the mean over the run's
    averaged queries. per_query=True: one row per (run, query), columns ``run, qid`` then the
    measures, queries in byte order of their id. ``attrs`` holds ``conventions``, ``qrels``
    (where they came from) and ``queries`` (run -> number of queries averaged).

    db: a database path or URL (opened for this call, never created) or an open Project.
    measures default to nDCG@10 nDCG@5 nDCG@3 RR R@100 Judged@10; trec_eval names work too.
    DataFrame runs are named by their mapping key, else ``frame.attrs["name"]``, else run1, run2...

    estimate= as `labeler eval --estimate`: "human" (the default: human qrels), "llm" (a human grade
    where one exists, else the LLM's: ``llm_qrels=`` a file, or ``model=``'s suggestions in db, by
    default the newest of any model) or "hybrid" (intervals for nDCG@k, P@k, R@k; ``design=`` the
    `labeler sample` sidecar, else the database's design, else worst-case bounds; per run only). The
    measure columns hold the estimate's value; with "hybrid" each measure is followed by
    ``"<measure> ci_low"`` and ``"<measure> ci_high"``. ``attrs["estimate"]`` says how the estimates
    were made (method, confidence, baseline, design, notes) and ``attrs["estimates"]`` maps each run to
    `labeler eval --format json`'s ``estimates`` and ``vs_baseline`` (against ``baseline=``, default
    the first run). ``decide=k`` (hybrid) adds ``attrs["estimate"]["decisions"]``: whether the top k runs
    are settled in order, as `labeler eval --decide top-K` says it.
    """
    from labeler.metrics.request import scoring_request
    from labeler.services.estimation.modes import EstimateRequest, estimates_for, measures_for, scoring_qrels
    from labeler.services.estimation.results import holes_with
    from labeler.services.evaluation.holes import (check_filled, count_holes, holes_cutoffs, holes_measures,
                                                   holes_request)
    from labeler.services.evaluation.scoring import evaluate_run

    # the one parse of the measure names: everything below reads these Measure objects
    scoring = scoring_request(measures, gain=gain, relevant_grade=relevant_grade, complete=complete, compat=compat)
    request = EstimateRequest(estimate, model, None if llm_qrels is None else os.fspath(llm_qrels),
                              None if design is None else os.fspath(design), confidence, decide)
    request.check(scoring)
    if per_query and request.kind.intervals:
        raise LabelerError("hybrid estimates are per run, not per query: use per_query=False")
    scoring = measures_for(request, scoring, asked=bool(measures))
    names = scoring.names
    cutoffs = holes_cutoffs(scoring.measures)
    counted = scoring.with_measures([*scoring.measures,
                                     *(m for m in holes_measures(cutoffs) if m.name not in names)])
    with Inputs(db, qrels, aggregate, runs, empty_ok=request.kind.uses_llm) as inputs:
        repository = inputs.repository_if_any(needed=request.kind.uses_llm and request.llm_path is None)
        scored = scoring_qrels(request, inputs.qrels, repository)
        # the LLM modes need every run at once (the pool, the human grades' holes); otherwise each
        # run's table goes once scored
        tables: Sequence[RunTable] = list(inputs.iter_runs()) if request.kind.uses_llm else []
        results, holes = [], []
        for run in tables or inputs.iter_runs():
            result = evaluate_run(run, scored, counted, qrels_origin=inputs.qrels_origin)
            human = (evaluate_run(run, inputs.qrels, holes_request(cutoffs, compat)).result
                     if request.kind.uses_llm else None)
            results.append(result)
            holes.append(count_holes(result.run_name, result.result, cutoffs, human=human, mode=request.mode))
        estimates = estimates_for(request, results, scoring, runs=tables, human=inputs.qrels,
                                  repository=repository, baseline=baseline)
    holes = holes_with(holes, estimates)
    if estimates.kind.uses_llm:
        check_filled(holes, estimates.llm_source or "the LLM", model=estimates.llm_model)
    _warn_of_holes(holes)
    import pandas as pd

    if per_query:
        records = [
            {"run": ev.run_name, "qid": qid, **{m: float(ev.result.per_query[m][i]) for m in names}}
            for ev in results for i, qid in enumerate(ev.result.query_ids)
        ]
        frame = pd.DataFrame.from_records(records, columns=["run", "qid", *names])
    else:
        from labeler.dataio.frames.estimates import estimates_frame

        cells = [(run.name, {m: (e.value, e.ci_low, e.ci_high) for m, e in run.estimates.items()})
                 for run in estimates.runs]
        frame = estimates_frame(cells, names, intervals=request.kind.intervals)
    frame.attrs.update(_attrs(results[0].result.conventions if results else {},
                              results[0].qrels if results else None))
    frame.attrs["queries"] = {ev.run_name: len(ev.result.query_ids) for ev in results}
    frame.attrs["estimate"] = estimates.as_json()
    frame.attrs["estimates"] = {run.name: run.as_json() for run in estimates.runs}
    frame.attrs.update(_holes_attrs(holes))
    return frame


def _holes_attrs(holes: Sequence["RunHoles"]) -> dict[str, Any]:
    """``holes``: run -> `labeler eval --format json`'s holes, llm_share and warning; ``warnings``."""
    from labeler.services.evaluation.holes import holes_warnings

    return {"holes": {h.run: h.as_json() for h in holes}, "warnings": holes_warnings(holes)}


def _warn_of_holes(holes: Sequence["RunHoles"]) -> None:
    """One HolesWarning naming every run whose top k is not fully human-judged, through the terminal sink
    (Python prints warnings there); attrs keep the raw lines."""
    import warnings

    from labeler.domain.errors import HolesWarning
    from labeler.domain.untrusted import terminal_text
    from labeler.services.evaluation.holes import holes_warnings

    lines = holes_warnings(holes)
    if lines:
        warnings.warn(terminal_text("; ".join(lines), one_line=True) + " (the counts: attrs['holes'])", HolesWarning,
                      stacklevel=3)



def compare(
    runs: Runs,
    qrels: QrelsSource = None,
    measures: Sequence[str] | None = None,
    *,
    baseline: str | None = None,
    db: "str | os.PathLike[str] | OpenDatabase | None" = None,
    aggregate: str = DEFAULT_POLICY,
    gain: str = "linear",
    relevant_grade: int = 1,
    complete: bool = False,
    test: str = "randomization",
    ci: str = "bootstrap",
    alpha: float = 0.05,
) -> "pd.DataFrame":
    """Compare runs as the evaluation screen and `labeler report` do, as a long DataFrame.

    One row per (run, measure), runs in the order given: ``run, measure, mean, ci_low, ci_high,
    judged`` (mean Judged@k at the measure's cutoff), ``queries`` (averaged over), and against the
    baseline (``baseline=``, default the first run): ``difference`` (mean paired difference over the
    queries both evaluate, ``paired_queries``), ``p_value``, ``p_holm`` (Holm over the compared runs,
    per measure) and ``mark`` ("win", "loss" or "none" at ``alpha``). The baseline's own rows and
    the totals (num_ret, num_rel, num_rel_ret) have NaN there; totals have no interval either.
    test: "randomization" (Fisher, 10,000 sign flips, seed 0) or "t"; ci: "bootstrap" (10,000
    resamples, seed 0) or "t". ``attrs`` holds ``baseline``, ``conventions`` and ``qrels``.
    """
    from labeler.metrics.request import scoring_request
    from labeler.services.evaluation.comparison import compare_runs
    from labeler.services.estimation.results import tables_holes

    scoring = scoring_request(measures, gain=gain, relevant_grade=relevant_grade, complete=complete)
    with Inputs(db, qrels, aggregate, runs) as inputs:
        tables = list(inputs.iter_runs())
        comparison = compare_runs(tables, inputs.qrels, scoring, baseline=baseline, test=test, ci=ci, alpha=alpha,
                                  qrels_origin=inputs.qrels_origin)
        holes = tables_holes(tables, inputs.qrels, inputs.qrels, comparison.measures, None)
    _warn_of_holes(holes)
    import pandas as pd

    nan = float("nan")
    records = []
    for summary in comparison.runs:
        for name in comparison.measure_names:
            mean = summary.summaries[name]
            difference = summary.differences.get(name)
            records.append({
                "run": summary.name, "measure": name, "mean": mean.mean,
                "ci_low": nan if mean.ci_low is None else mean.ci_low,
                "ci_high": nan if mean.ci_high is None else mean.ci_high,
                "judged": nan if mean.judged is None else mean.judged,
                "queries": mean.n_queries,
                "difference": nan if difference is None else difference.mean_difference,
                "p_value": nan if difference is None else difference.p_value,
                "p_holm": nan if difference is None else difference.p_holm,
                "mark": None if difference is None else difference.mark,
                "paired_queries": 0 if difference is None else difference.n_queries,
            })
    frame = pd.DataFrame.from_records(records, columns=[
        "run", "measure", "mean", "ci_low", "ci_high", "judged", "queries",
        "difference", "p_value", "p_holm", "mark", "paired_queries",
    ])
    frame.attrs.update(_attrs(comparison.conventions, comparison.qrels))
    frame.attrs["baseline"] = comparison.baseline
    frame.attrs.update(_holes_attrs(holes))
    return frame


def _attrs(conventions: Mapping[str, str], qrels: str | None) -> dict[str, Any]:
    return {"conventions": dict(conventions), "qrels": qrels}
