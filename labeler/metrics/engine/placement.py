"""Where the judged rows of a run sit in trec_eval's ranking: the one step before every formula.

Only the judged rows matter to a measure, so the engine never materialises a run's whole
ranking when it can help it. Three ways to the same placement:

- counted (labeler.metrics.ranking.counted): a run that lists each query's rows together and has
  few judged rows per query (MS MARCO: one in a thousand) gets each judged row's rank by counting
  the rows of its query that rank above it; nothing is sorted;
- presorted (labeler.metrics.ranking.presorted): the reader ranked the run block by block while
  reading it;
- sorted (labeler.metrics.ranking.sort): the whole run in trec_eval order.

``max_docs`` (trec_eval -M) keeps the top N of each ranking, then ``judged_only`` (-J) drops rows
that are not judged (not in the qrels or a negative grade) and closes the gaps in the ranks.
``extremes`` adds each judged row's rank under the best and the worst order of its tied-score
block (labeler.metrics.ranking.ties), for the tie report.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from labeler.metrics.arrays import UNJUDGED, EvalArrays
from labeler.metrics.measures.ranked import query_rank_order, rank_within_groups
from labeler.metrics.ranking.counted import judged_ranks, judged_ranks_and_blocks
from labeler.metrics.ranking.pieces import query_segments
from labeler.metrics.ranking.presorted import PresortedRun
from labeler.metrics.ranking.sort import sort_run
from labeler.metrics.ranking.ties import tie_extremes


@dataclass(frozen=True)
class Placement:
    """The judged rows of a run's ranking, sorted by (query index, rank): their query, 0-based rank
    and grade; per query index the rows retrieved (after -M/-J) and whether the run has the query
    at all (before them); with extremes, each row's rank under the best and the worst order of
    its tied-score block (else None)."""

    query: np.ndarray
    rank: np.ndarray
    grade: np.ndarray
    num_ret: np.ndarray
    present: np.ndarray
    best: np.ndarray | None = None
    worst: np.ndarray | None = None


def place(arrays: EvalArrays, *, compat: int, max_docs: int | None = None, judged_only: bool = False,
          presorted: PresortedRun | None = None, extremes: bool = False) -> Placement:
    """Place the judged rows of ``arrays``' run as trec_eval ``compat`` ranks it (module docstring).
    ``presorted``: the run already in that order (used when ranked by the same version)."""
    n_q = arrays.n_queries
    run_query = np.asarray(arrays.run_query)  # any integer dtype (int32 halves a big run's)
    run_grade = np.asarray(arrays.run_grade)
    common = max_docs is None and not judged_only
    if presorted is not None and presorted.compat != compat:
        presorted = None
    if extremes:
        presorted = None  # its ranking carries no tie blocks
    segments = query_segments(run_query) if common and presorted is None and len(run_query) else None
    if segments is not None:
        counted = _counted(arrays, run_query, run_grade, segments, compat, extremes)
        if counted is not None:
            return counted
    sorted_run = None
    if presorted is not None:
        order = presorted.order
        query_start, num_ret = presorted.stretches(run_query, n_q)
    else:
        num_ret = np.bincount(run_query, minlength=n_q)
        sorted_run = sort_run(run_query, arrays.run_score, arrays.run_doc_order, compat=compat)
        order = sorted_run.order
        query_start = np.cumsum(num_ret) - num_ret
    present = num_ret > 0
    # only judged rows are materialised (a big run has few): -M and -J keep or drop rows by their
    # rank within the query (position - query_start), never by a run-sized gather
    positions = _judged_positions(run_grade, order)
    rows = order[positions]
    query, grade = run_query[rows].astype(np.int64), np.asarray(run_grade[rows], dtype=np.int64)
    rank = positions - query_start[query]
    best = worst = None
    if extremes and sorted_run is not None:
        start, end = sorted_run.block_bounds(positions)
        best, worst = tie_extremes(query, start - query_start[query], end - query_start[query], grade)
    if max_docs is not None:  # -M: the top max_docs of each query
        keep = rank < max_docs
        query, rank, grade = query[keep], rank[keep], grade[keep]
        num_ret = np.minimum(num_ret, max_docs)
    if judged_only:  # -J: judged rows only (grade 0 up), ranked again among themselves
        keep = grade >= 0
        query, grade = query[keep], grade[keep]
        rank = rank_within_groups(query)
        num_ret = np.bincount(query, minlength=n_q)
    del order, sorted_run
    if presorted is not None:  # queries in the file's order: into query-index order, as sort_run gives
        by_query = query_rank_order(query, rank)
        query, rank, grade = query[by_query], rank[by_query], grade[by_query]
    return Placement(query, rank, grade, num_ret, present, best, worst)


def _counted(arrays: EvalArrays, run_query: np.ndarray, run_grade: np.ndarray, segments: np.ndarray, compat: int,
             extremes: bool) -> Placement | None:
    """The placement by counting (a run listed by query, few judged rows per query), or None when
    counting would cost more than sorting."""
    judged_rows = np.flatnonzero(run_grade != UNJUDGED)
    best = worst = None
    if extremes:
        blocks = judged_ranks_and_blocks(segments, arrays.run_score, arrays.run_doc_order, judged_rows, compat)
        if blocks is None:
            return None
        counted, block_start, block_end = blocks
    else:
        found = judged_ranks(segments, arrays.run_score, arrays.run_doc_order, judged_rows, compat)
        if found is None:
            return None
        counted = found
    query, grade = run_query[judged_rows].astype(np.int64), np.asarray(run_grade[judged_rows], dtype=np.int64)
    by_query = query_rank_order(query, counted)
    query, rank, grade = query[by_query], counted[by_query], grade[by_query]
    if extremes:
        best, worst = tie_extremes(query, block_start[by_query], block_end[by_query], grade)
    num_ret = np.zeros(arrays.n_queries, dtype=np.int64)  # the stretches' lengths: no bincount over the run
    num_ret[run_query[segments[:-1]]] = np.diff(segments)
    return Placement(query, rank, grade, num_ret, num_ret > 0, best, worst)


def _judged_positions(run_grade: np.ndarray, order: np.ndarray, block: int = 1 << 20) -> np.ndarray:
    """Sorted positions holding a judged row, found a block at a time (no run-sized gather)."""
    found = [np.flatnonzero(run_grade[order[start : start + block]] != UNJUDGED) + start
             for start in range(0, len(order), block)]
    return np.concatenate(found) if found else np.zeros(0, dtype=np.int64)
