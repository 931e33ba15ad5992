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
from dataclasses import dataclass

import numpy as np

from labeler.domain import LabelerError
from labeler.domain.errors import NothingToEvaluateError
from labeler.metrics.measures import trec_formulas as tf
from labeler.metrics.arrays import EvalArrays
from labeler.metrics.measures.judged import (GainTable, JudgedPlacement, QueryTables, measure_values,
                                       rank_within_groups)
from labeler.metrics.measures import Measure
from labeler.metrics.ranking.pieces import query_segments
from labeler.metrics.ranking.sort import sort_run
from labeler.metrics.measures.gain_walk import GainWalk, g_measure, ndcg_rel, r_ndcg
from labeler.metrics.ranking.counted import judged_ranks
from labeler.metrics.trec_eval.printing import TrecLine, TrecResult
from labeler.metrics.trec_eval.table import COUNTS, SUMMARY_ONLY, TrecRequest
from labeler.metrics.ranking.presorted import PresortedRun

# Measures of trec_eval's table that have no formula here yet (see docs/TREC_EVAL.md).
NOT_YET: frozenset[str] = frozenset()

# trec_eval -N default: the collection size used by utility's fourth coefficient (MAX_LONG).
DOCUMENTS_IN_COLLECTION = 2**63 - 1


@dataclass
class _Context:
    n_queries: int
    placed: JudgedPlacement
    ranked: tf.RankedJudgments
    tables: QueryTables
    qrels_query: np.ndarray
    qrels_grade: np.ndarray
    level: int
    documents: int
    compat: int

    def tables_for(self, gain: str | GainTable) -> QueryTables:
        """Per-query tables whose ideal ranking uses ``gain``."""
        if gain == "linear":
            return self.tables
        return QueryTables.build(self.n_queries, self.tables.num_ret, self.qrels_query, self.qrels_grade,
                                 gain, self.level)

    def core(self, family: str, cutoff: int | None = None, gain: str | GainTable = "linear") -> np.ndarray:
        """A measure labeler's main engine already defines (formulas.measure_values)."""
        placed = self.placed
        if gain != "linear":
            placed = JudgedPlacement(placed.query, placed.rank, placed.grade, self.level, gain)
        return measure_values(Measure(family, cutoff), placed, self.tables_for(gain))


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
    run_grade = np.asarray(arrays.run_grade, dtype=np.int64)
    qrels_query = np.asarray(arrays.qrels_query, dtype=np.int64)
    qrels_grade = np.asarray(arrays.qrels_grade, dtype=np.int64)
    query, rank, grade, num_ret, present = _judged_placement(arrays, run_grade, compat=compat, max_docs=max_docs,
                                                             judged_only=judged_only, presorted=presorted)
    placed = JudgedPlacement(query, rank, grade, relevance_level, "linear")
    tables = QueryTables.build(n_q, num_ret, qrels_query, qrels_grade, "linear", relevance_level)
    context = _Context(
        n_q,
        placed,
        tf.RankedJudgments.build(placed, tables, tf.top_grades(n_q, qrels_query, qrels_grade)),
        tables,
        qrels_query, qrels_grade, relevance_level, documents_in_collection, compat)

    has_qrels = np.bincount(qrels_query, minlength=n_q) > 0
    counted = has_qrels & (present | complete)
    selected = np.asarray(sorted(np.flatnonzero(counted).tolist(), key=arrays.query_ids.__getitem__),
                          dtype=np.int64)
    if len(selected) == 0:
        raise NothingToEvaluateError("no queries with both results and relevance info")
    missing = ~present[selected]
    query_ids = [arrays.query_ids[i] for i in selected.tolist()]
    lines: list[TrecLine] = []
    for request in requests:
        if request.name == "runid":
            lines.append(TrecLine("runid", None, run_id))
        elif request.name == "num_q":
            lines.append(TrecLine("num_q", None, float(len(selected)), integer=True))
        elif request.name == "relstring":
            strings = tf.relevance_strings(context.ranked, int(request.params[0]))
            shown = ["" if gone else strings[q] for q, gone in zip(selected.tolist(), missing)]
            lines.append(TrecLine(request.printed_names()[0], shown, None))  # relstring_20 with -m relstring.20
        else:
            for name, values in zip(request.printed_names(), _values(request, context)):
                chosen = values[selected]
                if request.name != "num_rel":
                    chosen[missing] = 0.0
                if convert is not None:
                    chosen = convert(name, query_ids, chosen)
                lines.append(_line(request.name, name, chosen))
    return TrecResult(query_ids, lines)


def _judged_placement(arrays: EvalArrays, run_grade: np.ndarray, *, compat: int, max_docs: int | None,
                      judged_only: bool, presorted: PresortedRun | None
                      ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Query, 0-based rank and grade of the judged rows of the ranking (by query, then rank), and
    num_ret per query, after -M (``max_docs``) and -J (``judged_only``); then whether each query
    is in the run before they trim it."""
    n_q = arrays.n_queries
    run_query = np.asarray(arrays.run_query)  # any integer dtype (int32 halves a big run's)
    common = max_docs is None and not judged_only
    segments = query_segments(run_query) if common and presorted is None and len(run_query) else None
    if segments is not None:
        # a run listed by query, few judged rows per query: count their ranks, sort nothing
        judged_rows = np.flatnonzero(run_grade != tf.UNJUDGED)
        counted = judged_ranks(segments, arrays.run_score, arrays.run_doc_order, judged_rows, compat)
        if counted is not None:
            query, grade = run_query[judged_rows].astype(np.int64), run_grade[judged_rows]
            by_query = np.lexsort((counted, query))
            num_ret = np.zeros(n_q, dtype=np.int64)  # the stretches' lengths: no bincount over the run
            num_ret[run_query[segments[:-1]]] = np.diff(segments)
            return query[by_query], counted[by_query], grade[by_query], num_ret, num_ret > 0
    if presorted is not None and presorted.compat == compat:
        order = presorted.order
        query_start, num_ret = presorted.stretches(run_query, n_q)
    else:
        presorted = None
        num_ret = np.bincount(run_query, minlength=n_q)
        order = sort_run(run_query, arrays.run_score, arrays.run_doc_order, compat=compat).order
        query_start = np.cumsum(num_ret) - num_ret
    present = num_ret > 0
    # only judged rows are materialised (a big run has few): -M and -J keep or drop rows by their
    # rank within the query (position - query_start), never by a run-sized gather
    positions = _judged_positions(run_grade, order)
    rows = order[positions]
    query, grade = run_query[rows].astype(np.int64), run_grade[rows]
    rank = positions - query_start[query]
    if max_docs is not None:  # -M: the top max_docs of each query
        keep = rank < max_docs
        query, rank, grade = query[keep], rank[keep], grade[keep]
        num_ret = np.minimum(num_ret, max_docs)
    if judged_only:  # -J: judged rows only (grade 0 up), ranked again among themselves
        keep = grade >= 0
        query, grade = query[keep], grade[keep]
        rank = rank_within_groups(query)
        num_ret = np.bincount(query, minlength=n_q)
    del order
    if presorted is not None:  # queries in the file's order: into query-index order, as sort_run gives
        by_query = np.lexsort((rank, query))
        query, rank, grade = query[by_query], rank[by_query], grade[by_query]
    return query, rank, grade, num_ret, present


def _judged_positions(run_grade: np.ndarray, order: np.ndarray, block: int = 1 << 20) -> np.ndarray:
    """Sorted positions holding a judged row, found a block at a time (no run-sized gather)."""
    found = [np.flatnonzero(run_grade[order[start : start + block]] != tf.UNJUDGED) + start
             for start in range(0, len(order), block)]
    return np.concatenate(found) if found else np.zeros(0, dtype=np.int64)


def _line(measure: str, name: str, values: np.ndarray) -> TrecLine:
    if measure in COUNTS:
        return TrecLine(name, values.tolist(), float(values.sum()), integer=True)
    if measure in ("gm_map", "gm_bpref"):
        return TrecLine(name, None, float(np.exp(tf.geometric_log(values).mean())))
    per_query = None if measure in SUMMARY_ONLY else values.tolist()
    return TrecLine(name, per_query, float(values.mean()))


_CORE: dict[str, str] = {"num_ret": "num_ret", "num_rel": "num_rel", "num_rel_ret": "num_rel_ret",
                         "map": "AP", "gm_map": "AP", "Rprec": "R-Prec", "recip_rank": "RR"}
_CORE_CUT: dict[str, str] = {"P": "P", "recall": "R", "ndcg_cut": "nDCG", "map_cut": "AP"}
_SINGLE: dict[str, Callable[[tf.RankedJudgments], np.ndarray]] = {
    "bpref": tf.bpref, "gm_bpref": tf.bpref, "infAP": tf.inf_ap, "binG": tf.binary_g,
    "num_nonrel_judged_ret": tf.num_nonrel_judged_ret,
}
_WALKS: dict[str, Callable[[GainWalk], np.ndarray]] = {"G": g_measure, "ndcg_rel": ndcg_rel, "Rndcg": r_ndcg}
_CUT: dict[str, Callable[[tf.RankedJudgments, int], np.ndarray]] = {
    "relative_P": tf.relative_precision, "success": tf.success, "unj": tf.unjudged_at,
}


def _values(request: TrecRequest, context: _Context) -> list[np.ndarray]:
    """Per-query values (all query indices) of each printed name of ``request``."""
    name, ranked = request.name, context.ranked
    if name in NOT_YET:
        raise LabelerError(f"trec_eval measure {name} is not implemented yet (see docs/TREC_EVAL.md)")
    if name in _CORE:
        return [context.core(_CORE[name])]
    if name in _CORE_CUT:
        return [context.core(_CORE_CUT[name], int(k)) for k in request.params]
    if name == "ndcg":
        return [context.core("nDCG", None, request.gains() or "linear")]
    if name in _SINGLE:
        return [_SINGLE[name](ranked)]
    if name in _CUT:
        return [_CUT[name](ranked, int(k)) for k in request.params]
    if name.startswith("set_"):
        return [tf.set_measures(ranked, request.params[0] if name == "set_F" else 1.0)[name]]
    if name == "iprec_at_recall":
        return tf.interpolated_precision(ranked, request.params, context.compat)
    if name == "11pt_avg":
        levels = tf.interpolated_precision(ranked, request.params, context.compat)
        return [np.mean(levels, axis=0) if levels else np.zeros(context.n_queries)]
    if name == "Rprec_mult":
        return tf.precision_at_r_multiples(ranked, request.params)
    if name in _WALKS:
        gain = request.gains() or "linear"
        walk = GainWalk.build(ranked, context.tables_for(gain), gain)
        return [_WALKS[name](walk)]
    if name == "rbp":
        return [tf.rank_biased_precision(ranked, request.params[0])]
    if name == "rbp_resid":
        return [tf.rbp_residual(ranked, request.params[0])]
    if name == "utility":
        coefficients = (request.params[0], request.params[1], request.params[2], request.params[3])
        return [tf.utility(ranked, coefficients, context.documents)]
    raise LabelerError(f"trec_eval measure {name} has no formula")
