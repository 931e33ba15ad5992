"""Tie sensitivity: would another order of equally scored chunks change a query's value?

Within each block of rows with the same query and (float32) score, trec_eval's order (chunk id
descending) is one arbitrary choice. Sorting a block by grade descending (unjudged last) is the
most favourable order for every measure here, and by grade ascending (unjudged first) the
least favourable: relevant rows, higher gains and judged rows move to the top or bottom. A
query is affected for a measure when the two extremes differ by more than 1e-12.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


TIE_TOLERANCE = 1e-12


@dataclass(frozen=True)
class TieReport:
    """How much tied scores could move the results (no other evaluation tool reports this)."""

    n_queries_affected: int  # queries where some measure depends on the order of tied rows
    max_change: float  # largest best-minus-worst difference of one query's value
    measure_of_max: str  # measure name of that difference ("" when nothing is affected)
    query_of_max: str  # query id of that difference ("" when nothing is affected)
    per_measure: dict[str, int]  # measure name -> number of affected queries


def tie_extremes(query: np.ndarray, block_start: np.ndarray, block_end: np.ndarray,
                 grade: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each judged row's rank under the best and the worst order of its tied-score block.

    Rows come sorted by (query, rank); ``block_start``/``block_end`` are the ranks where the row's
    block (its query's rows with its score) starts and ends (one past). Within a block, judged rows
    take the top places by grade descending (best) or the bottom places by grade ascending (worst);
    rows of equal grade keep their order."""
    if len(query) == 0:
        return block_start, block_start
    best, worst = block_start.astype(np.int64), block_end.astype(np.int64) - 1
    tied = np.flatnonzero(block_end - block_start > 1)  # a row alone in its block stays where it is
    if len(tied) == 0:
        return best, worst
    query, block, grade = query[tied], block_start[tied], grade[tied]
    by_grade = np.lexsort((-grade, block, query))
    sorted_query, sorted_block = query[by_grade], block[by_grade]
    new_block = np.ones(len(by_grade), dtype=bool)
    new_block[1:] = (sorted_block[1:] != sorted_block[:-1]) | (sorted_query[1:] != sorted_query[:-1])
    first = np.maximum.accumulate(np.where(new_block, np.arange(len(by_grade)), 0))
    rank_in_block = np.empty(len(by_grade), dtype=np.int64)
    rank_in_block[by_grade] = np.arange(len(by_grade)) - first
    best[tied] += rank_in_block
    worst[tied] -= rank_in_block
    return best, worst


def tie_report(query_ids: list[str], best: dict[str, np.ndarray],
               worst: dict[str, np.ndarray]) -> TieReport:
    """Summarise best-minus-worst differences per measure (arrays aligned with query_ids)."""
    per_measure: dict[str, int] = {}
    any_affected = np.zeros(len(query_ids), dtype=bool)
    max_change, measure_of_max, query_of_max = 0.0, "", ""
    for name, best_values in best.items():
        change = best_values - worst[name]
        affected = change > TIE_TOLERANCE
        per_measure[name] = int(affected.sum())
        any_affected |= affected
        if affected.any():
            at = int(np.argmax(change))
            if change[at] > max_change:
                max_change, measure_of_max, query_of_max = float(change[at]), name, query_ids[at]
    return TieReport(int(any_affected.sum()), max_change, measure_of_max, query_of_max, per_measure)
