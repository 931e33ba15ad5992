"""trec_eval's ranking of a run: by query, score descending, chunk id descending - one sort.

trec_eval ignores the rank column, stores each score as a C ``float`` (single precision) and
sorts by that score descending, breaking ties by docno descending (strcmp). So two float64
scores that round to the same float32 are a tie here too; this is what makes results agree
with trec_eval/pytrec_eval on every query. -0.0 and 0.0 are the same score. NaN scores sort
after every other score of their query (trec_eval's order for them is undefined).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

_SCORE_BITS = 32


@dataclass(frozen=True)
class SortedRun:
    """A run in trec_eval order plus the 64-bit sort keys, which locate tied-score blocks."""

    order: np.ndarray  # permutation of run rows
    sorted_key: np.ndarray  # uint64, non-decreasing; top (query_bits + 32) bits = (query, score)
    tie_shift: int  # sorted_key >> tie_shift is the (query, score) block id

    def block_bounds(self, block_ids: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """First and one-past-last sorted position of each (query, score) block id given."""
        low = block_ids.astype(np.uint64) << np.uint64(self.tie_shift)
        left = np.searchsorted(self.sorted_key, low, side="left")
        top = (block_ids.astype(np.uint64) + np.uint64(1)) << np.uint64(self.tie_shift)
        # The very last block id may overflow to 0 when shifted; its end is the array end.
        overflow = top <= low
        right = np.searchsorted(self.sorted_key, top, side="left")
        right[overflow] = len(self.sorted_key)
        return left, right


def score_sort_code(run_score: np.ndarray) -> np.ndarray:
    """uint32 code that orders like the float32 score, ascending (trec_eval keeps scores as float)."""
    single = np.asarray(run_score, dtype=np.float32) + np.float32(0.0)  # folds -0.0 into 0.0
    bits = single.view(np.uint32)
    negative = (bits >> np.uint32(31)).astype(bool)
    code = np.where(negative, ~bits, bits | np.uint32(0x80000000))
    code[np.isnan(single)] = 0  # NaN sorts after every real score (descending order)
    return code


def _bit_length(value: int) -> int:
    return max(int(value), 0).bit_length()


def sort_run(run_query: np.ndarray, run_score: np.ndarray, run_doc_order: np.ndarray) -> SortedRun:
    """Sort run rows into trec_eval order and keep the sort keys (see module docstring)."""
    n_rows = len(run_query)
    if n_rows == 0:
        return SortedRun(np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.uint64), 32)
    query = np.asarray(run_query, dtype=np.int64)
    doc = np.asarray(run_doc_order, dtype=np.int64)
    query_bits = _bit_length(int(query.max()))
    doc_low, doc_high = int(doc.min()), int(doc.max())
    doc_bits = _bit_length(doc_high - doc_low)
    if query_bits > 64 - _SCORE_BITS:
        raise ValueError(f"too many queries to rank ({int(query.max()) + 1})")
    # Key layout, high to low: query | inverted float32 score code | inverted doc code (as many
    # of its high bits as fit). Ascending key = query asc, score desc, chunk id desc.
    doc_room = 64 - _SCORE_BITS - query_bits
    doc_drop = max(doc_bits - doc_room, 0)
    inverted_doc = (np.int64(doc_high) - doc).view(np.uint64)  # wraps, exact below 2**64
    inverted_score = (~score_sort_code(run_score)).astype(np.uint64)
    tie_shift = doc_room
    key = query.astype(np.uint64) << np.uint64(_SCORE_BITS + doc_room)
    key |= inverted_score << np.uint64(doc_room)
    if doc_room:
        key |= inverted_doc >> np.uint64(doc_drop)
    order = np.argsort(key, kind="stable")
    sorted_key = key[order]
    if doc_drop:
        _break_truncated_ties(order, sorted_key, inverted_doc)
    return SortedRun(order, sorted_key, tie_shift)


def _break_truncated_ties(order: np.ndarray, sorted_key: np.ndarray, inverted_doc: np.ndarray) -> None:
    """Re-sort, by the full chunk code, rows whose keys are equal because doc bits were dropped."""
    equal_next = sorted_key[1:] == sorted_key[:-1]
    if not equal_next.any():
        return
    in_group = np.zeros(len(sorted_key), dtype=bool)
    in_group[:-1] |= equal_next
    in_group[1:] |= equal_next
    positions = np.flatnonzero(in_group)
    starts_group = np.ones(len(positions), dtype=bool)
    starts_group[1:] = ~equal_next[positions[1:] - 1]
    group = np.cumsum(starts_group)
    rows = order[positions]
    within = np.lexsort((inverted_doc[rows], group))
    order[positions] = rows[within]


def rank_order(run_query: np.ndarray, run_score: np.ndarray, run_doc_order: np.ndarray) -> np.ndarray:
    """Permutation sorting run rows by query, then score descending, then chunk id descending."""
    return sort_run(run_query, run_score, run_doc_order).order
