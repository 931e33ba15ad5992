"""Every measure trec_eval's `-m` names, per query and summarised, as trec_eval 10 computes them.

Queries: those with qrels lines that appear in the run (before -M/-J trim it), in string order;
with ``complete`` (trec_eval -c) every query with qrels lines, a query missing from the run
scoring 0 on everything but num_rel (trec_eval 10 scores a bogus one-document ranking and then
zeroes num_ret, utility, unj and relstring, which comes to the same). ``max_docs`` (-M) keeps the
top N of each ranking, then ``judged_only`` (-J) drops rows that are not judged (not in the qrels
or a negative grade) and closes the gaps in the ranks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from labeler.domain import LabelerError
from labeler.domain.errors import NothingToEvaluateError
from labeler.metrics.arrays import EvalArrays
from labeler.metrics.engine.placement import place
from labeler.metrics.measures.base import TrecEntry, TrecRequest, trec_entry
from labeler.metrics.measures.ranked import DOCUMENTS_IN_COLLECTION, QrelsFacts, RankedJudgments
from labeler.metrics.ranking.presorted import PresortedRun
from labeler.metrics.trec_eval.printing import TrecLine, TrecResult
from labeler.metrics.trec_eval.table import NOT_YET

__all__ = ["DOCUMENTS_IN_COLLECTION", "NOT_YET", "MIN_GEO_MEAN", "trec_evaluate"]

MIN_GEO_MEAN = 0.00001  # trec_eval.h: floor of a query's value in gm_map and gm_bpref


def trec_evaluate(arrays: EvalArrays, requests: Sequence[TrecRequest], *, relevance_level: int = 1,
                  complete: bool = False, compat: int = 10, max_docs: int | None = None,
                  judged_only: bool = False, documents_in_collection: int = DOCUMENTS_IN_COLLECTION,
                  run_id: str = "",
                  convert: Callable[[str, list[str], np.ndarray], np.ndarray] | None = None,
                  presorted: PresortedRun | None = None) -> TrecResult:
    """Compute ``requests`` as trec_eval 10 would (see module docstring). ``convert`` (trec_eval
    -Z) maps each printed name's per-query values (queries in print order) before they are summarised.
    ``presorted``: the run's rows already in trec_eval order (labeler.metrics.ranking.presorted), used
    when ranked as ``compat`` ranks them."""
    n_q = arrays.n_queries
    placement = place(arrays, compat=compat, max_docs=max_docs, judged_only=judged_only, presorted=presorted)
    facts = QrelsFacts(n_q, np.asarray(arrays.qrels_query, dtype=np.int64),
                       np.asarray(arrays.qrels_grade, dtype=np.int64), compat, documents_in_collection)
    judged = RankedJudgments(placement.query, placement.rank, placement.grade, relevance_level, "linear",
                             facts.tables(placement.num_ret, "linear", relevance_level), facts, ordered=True)

    has_qrels = np.bincount(facts.qrels_query, minlength=n_q) > 0
    counted = has_qrels & (placement.present | complete)
    selected = np.asarray(sorted(np.flatnonzero(counted).tolist(), key=arrays.query_ids.__getitem__),
                          dtype=np.int64)
    if len(selected) == 0:
        raise NothingToEvaluateError("no queries with both results and relevance info")
    missing = ~placement.present[selected]
    query_ids = [arrays.query_ids[i] for i in selected.tolist()]
    lines: list[TrecLine] = []
    for request in requests:
        if request.name == "runid":
            lines.append(TrecLine("runid", None, run_id))
            continue
        if request.name in NOT_YET:
            raise LabelerError(f"trec_eval measure {request.name} is not implemented yet (see docs/TREC_EVAL.md)")
        entry = trec_entry(request.name)
        with np.errstate(all="ignore"):  # as in trec_eval's C, a parameter's inf or NaN is a value, not a warning
            computed = entry.values(request, judged)
        for name, values in zip(request.printed_names(), computed):
            if entry.summary == "text":  # relstring: text per query, nothing for a query missing from the run
                assert isinstance(values, list)
                strings: list[str] = values
                lines.append(TrecLine(name, ["" if gone else strings[q] for q, gone in zip(selected.tolist(), missing)],
                                      None))
                continue
            assert isinstance(values, np.ndarray)
            chosen = values[selected]
            if entry.summary == "total":  # num_q: the `all` line only
                lines.append(TrecLine(name, None, float(chosen.sum()), integer=True))
                continue
            if not entry.kept_when_missing:
                chosen[missing] = 0.0
            if convert is not None:
                chosen = convert(name, query_ids, chosen)
            lines.append(_line(entry, name, chosen))
    return TrecResult(query_ids, lines)


def geometric_log(values: np.ndarray) -> np.ndarray:
    """log(max(value, MIN_GEO_MEAN)): what gm_map and gm_bpref average before exponentiating."""
    logged: np.ndarray = np.log(np.maximum(values, MIN_GEO_MEAN))
    return logged


def _line(entry: TrecEntry, name: str, values: np.ndarray) -> TrecLine:
    if entry.summary == "sum":
        return TrecLine(name, values.tolist(), float(values.sum()), integer=True)
    if entry.summary == "geometric":
        return TrecLine(name, None, float(np.exp(geometric_log(values).mean())))
    return TrecLine(name, values.tolist(), float(values.mean()))
