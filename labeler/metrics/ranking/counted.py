"""The rank of each judged row in its query, counted instead of sorted.

trec_eval's measures (without -M or -J) need only where the judged rows of a ranking sit: a
judged row's 0-based rank is the number of rows of its query that trec_eval puts before it
(higher score, or the same score and a greater chunk id). When a run lists each query's rows
together and has few judged rows per query (an MS MARCO run: about one in a thousand), counting
those rows is a few vectorised passes over the run, several times cheaper than sorting it. The
same passes count the rows a judged row ties with (same query and score), which is all the tie
report needs (labeler.metrics.ranking.ties).
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.ranking.sort import descending_score_code

# Count when (rows of the queries holding judged rows) x (judged rows per query) stays within
# this many passes over the run; beyond it, sorting is cheaper.
MAX_PASSES = 2
_BLOCK = 1 << 19  # rows compared at a time: temporaries of a few MB


def judged_ranks(segments: np.ndarray, run_score: np.ndarray, run_doc_order: np.ndarray, judged: np.ndarray,
                 compat: int) -> np.ndarray | None:
    """0-based rank in its query, in trec_eval ``compat`` order, of each row in ``judged``
    (ascending row indices) of a run listing each query's rows together (``segments``: where
    each query's stretch starts, then the row count; labeler.metrics.ranking.pieces.query_segments);
    None when counting would cost more than MAX_PASSES passes over the run (then sort it)."""
    counted = _count(segments, run_score, run_doc_order, judged, compat, blocks=False)
    return None if counted is None else counted[0]


def judged_ranks_and_blocks(segments: np.ndarray, run_score: np.ndarray, run_doc_order: np.ndarray,
                            judged: np.ndarray, compat: int) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """As judged_ranks, plus each row's tied-score block (rows of its query with its score, as
    ``compat`` compares them) as ranks: the block's first rank and one past its last."""
    counted = _count(segments, run_score, run_doc_order, judged, compat, blocks=True)
    if counted is None:
        return None
    ranks, better, tied = counted
    return ranks, better, better + tied


def _count(segments: np.ndarray, run_score: np.ndarray, run_doc_order: np.ndarray, judged: np.ndarray,
           compat: int, *, blocks: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """(ranks, rows scored better, rows scored the same) of the judged rows; the last two are
    filled only with ``blocks``."""
    segment = np.searchsorted(segments, judged, side="right") - 1
    start, length = segments[segment], segments[segment + 1] - segments[segment]
    if int(length.sum()) > MAX_PASSES * int(segments[-1]):
        return None
    score_code = descending_score_code(np.asarray(run_score)[judged], compat)
    doc = np.asarray(run_doc_order)
    ranks = np.zeros(len(judged), dtype=np.int64)
    better_count = np.zeros(len(judged) if blocks else 0, dtype=np.int64)
    tied_count = np.zeros(len(judged) if blocks else 0, dtype=np.int64)
    ends = np.cumsum(length)
    at = 0
    while at < len(judged):  # judged rows whose queries hold about _BLOCK rows in all
        stop = max(int(np.searchsorted(ends, ends[at] - length[at] + _BLOCK, side="right")), at + 1)
        lengths = length[at:stop]
        first = np.cumsum(lengths) - lengths
        rows = np.repeat(start[at:stop] - first, lengths) + np.arange(int(lengths.sum()))
        code = descending_score_code(np.asarray(run_score)[rows], compat)
        mine = np.repeat(score_code[at:stop], lengths)
        if blocks:
            better, same = code < mine, code == mine
            better_count[at:stop] = np.add.reduceat(better, first, dtype=np.int64)
            tied_count[at:stop] = np.add.reduceat(same, first, dtype=np.int64)
            same &= doc[rows] > np.repeat(doc[judged[at:stop]], lengths)
            ranks[at:stop] = better_count[at:stop] + np.add.reduceat(same, first, dtype=np.int64)
        else:
            before = code < mine
            before |= (code == mine) & (doc[rows] > np.repeat(doc[judged[at:stop]], lengths))
            ranks[at:stop] = np.add.reduceat(before, first, dtype=np.int64)
        at = stop
    return ranks, better_count, tied_count
