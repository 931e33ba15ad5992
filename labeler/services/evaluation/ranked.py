"""A run's rows in trec_eval order, cut into one segment per query (pooling and drill-downs)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from labeler.dataio.runs.table import RunTable


@dataclass(frozen=True)
class RankedRows:
    """Row positions in trec_eval's order (score descending, chunk id descending, grouped by
    query) and where each query's segment starts and ends in that order."""

    order: np.ndarray
    starts: np.ndarray
    ends: np.ndarray
    segment_query_codes: np.ndarray  # the run's query code of each segment
    scores: np.ndarray  # per row, in file order

    def ranks(self) -> np.ndarray:
        """1-based rank within its query of each position of `order`."""
        lengths = self.ends - self.starts
        ranks: np.ndarray = np.arange(len(self.order), dtype=np.int64) - np.repeat(self.starts, lengths) + 1
        return ranks


def rank_rows(run: RunTable) -> RankedRows:
    """Rank a RunTable once with metrics.rank_order (the one definition of trec_eval's order)."""
    from labeler.metrics.engine.evaluate import rank_order

    query_codes, scores, doc_codes = run.ranking_keys()
    order = rank_order(query_codes, scores, doc_codes)
    grouped = np.asarray(query_codes)[order]
    n = len(grouped)
    starts = np.flatnonzero(np.r_[True, grouped[1:] != grouped[:-1]]) if n else np.zeros(0, np.int64)
    ends = np.r_[starts[1:], n].astype(np.int64)
    return RankedRows(order, starts.astype(np.int64), ends, grouped[starts], scores)
