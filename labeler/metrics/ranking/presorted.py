"""A run ranked block by block while it is still being read (labeler.dataio.eval_input.run_ranges).

A run file lists each query's rows together, so the queries a reader has finished can be put in
trec_eval order (labeler.metrics.ranking.sort_run) at once, beside the parse of the next part of
the file, instead of in one sort of the whole run afterwards. The result is the run's trec_eval
order with each query's rows where the file has them (file order of queries, not query-index
order): ``PresortedRun`` says where each query's stretch starts, which is all trec_evaluate needs.

The blocks must hold whole queries, each query in one block; the ranker checks this as it goes
(each block's queries must be the next ones in first-appearance order) and gives up on a file
that lists a query's rows in two places: the caller then ranks the whole run as before.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from labeler.metrics.ranking.pieces import query_segments, row_index_dtype
from labeler.metrics.ranking.sort import mostly_tied, score_bits_of, sort_run


@dataclass(frozen=True)
class PresortedRun:
    """A run's rows in trec_eval order per query, each query one stretch of sorted positions.

    ``order[p]`` is the row at sorted position p; ``segment_start`` the first position of each
    query's stretch (in the file's order of queries), then the row count; ``compat`` the trec_eval
    version whose score comparison ordered it (9 or 10)."""

    order: np.ndarray
    segment_start: np.ndarray
    compat: int

    def stretches(self, run_query: np.ndarray, n_queries: int) -> tuple[np.ndarray, np.ndarray]:
        """Per query index: the first sorted position of its rows and how many it has (0, 0
        where the run has none)."""
        start = np.zeros(n_queries, dtype=np.int64)
        count = np.zeros(n_queries, dtype=np.int64)
        first = self.segment_start[:-1]
        query = np.asarray(run_query)[self.order[first]]
        start[query] = first
        count[query] = np.diff(self.segment_start)
        return start, count


class BlockRanker:
    """Ranks a run's rows a block of whole queries at a time (see the module docstring).

    ``query`` holds first-appearance query codes (0, 1, 2 ... down the file), ``score`` and
    ``doc`` (order-preserving chunk-id codes) the rest; rows are ranked as blocks are handed in
    with ``take``, in file order, and the arrays may still be filling past the block handed in."""

    def __init__(self, query: np.ndarray, score: np.ndarray, doc: np.ndarray, compat: int) -> None:
        score_bits_of(compat)  # an unknown version is refused before any work
        self.query, self.score, self.doc, self.compat = query, score, doc, compat
        self.order = np.empty(len(query), dtype=row_index_dtype(len(query)))
        self.starts: list[np.ndarray] = []
        self.next_code = 0  # the code the next block's first query must have
        self.grouped = True
        self.tied: bool | None = None  # whether to rank by chunk-id rank at once (mostly_tied)

    def check(self, start: int, end: int) -> bool:
        """Whether rows [start, end) hold whole queries that follow the last block's: the next
        queries in first-appearance order, one stretch each. When not, the ranker gives up."""
        if not self.grouped or end <= start:
            return self.grouped
        query = self.query[start:end]
        starts = np.flatnonzero(query[1:] != query[:-1]) + 1
        codes = np.concatenate([query[:1], query[starts]])
        if not np.array_equal(codes, np.arange(self.next_code, self.next_code + len(codes))):
            self.grouped = False
            self.order = np.zeros(0, dtype=self.order.dtype)
            self.starts = []
            return False
        self.next_code += len(codes)
        self.starts.append(np.concatenate([np.zeros(1, dtype=np.int64), starts]) + start)
        return True

    def rank(self, start: int, end: int) -> None:
        """Put rows [start, end), a block check accepted, in trec_eval order."""
        query, score = self.query[start:end], self.score[start:end]
        if self.tied is None:  # the first block decides for all: a sample per block would cost ~15% more
            segments = query_segments(query)
            self.tied = segments is not None and mostly_tied(segments, score, self.compat)
        placed = self.order[start:end]
        placed[:] = sort_run(query, score, self.doc[start:end], compat=self.compat, tied=self.tied).order
        placed += start

    def result(self, rows: int) -> PresortedRun | None:
        """The ranking of rows [0, rows), every one handed in, or None when the ranker gave up."""
        if not self.grouped:
            return None
        starts = np.concatenate([*self.starts, np.full(1, rows, dtype=np.int64)])
        return PresortedRun(self.order[:rows], starts, self.compat)
