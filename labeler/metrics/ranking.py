"""trec_eval's ranking of a run: by query, score descending, chunk id descending - one sort.

trec_eval ignores the rank column and sorts by score descending, breaking ties by docno
descending (strcmp). trec_eval 10 (``compat=10``, the default) compares scores as C doubles;
trec_eval 9.x, pytrec_eval, ir_measures and pyserini (``compat=9``) store each score as a C
``float``, so two doubles that round to the same float32 are a tie there. -0.0 and 0.0 are the
same score. NaN scores sort after every other score of their query (trec_eval's order for them
is undefined).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import numpy as np

COMPAT_VERSIONS = (9, 10)


def score_bits_of(compat: int) -> int:
    """Width of a score as trec_eval ``compat`` compares it: 64 (double, 10) or 32 (float, 9)."""
    if compat not in COMPAT_VERSIONS:
        raise ValueError(f"unknown trec_eval compatibility {compat!r}; use 9 or 10")
    return 64 if compat == 10 else 32


@dataclass(frozen=True)
class SortedRun:
    """A run in trec_eval order, plus where its tied-score blocks are.

    ``tied_positions`` (ascending) are the sorted positions of rows that share their query and
    score (as the compat version compares it) with another row; ``block_start``/``block_end`` give each one's block as a
    half-open range of sorted positions. Every other row is alone in its block.
    """

    order: np.ndarray
    tied_positions: np.ndarray
    block_start: np.ndarray
    block_end: np.ndarray

    def block_bounds(self, positions: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """First and one-past-last sorted position of the tied block holding each position."""
        start, end = positions.copy(), positions + 1
        if len(self.tied_positions) and len(positions):
            at = np.minimum(np.searchsorted(self.tied_positions, positions), len(self.tied_positions) - 1)
            tied = self.tied_positions[at] == positions
            start[tied] = self.block_start[at[tied]]
            end[tied] = self.block_end[at[tied]]
        return start, end


def descending_score_code(run_score: np.ndarray, compat: int = 10) -> np.ndarray:
    """Unsigned code that ascends as the score descends: uint64 of the double (trec_eval 10)
    or uint32 of the float32 (``compat=9``: trec_eval 9.x keeps scores as C float)."""
    width = score_bits_of(compat)
    real, signed, unsigned = ((np.float64, np.int64, np.uint64) if width == 64
                              else (np.float32, np.int32, np.uint32))
    value: np.ndarray = np.array(run_score, dtype=real)  # a copy: the bits are rewritten in place
    value += real(0.0)  # folds -0.0 into 0.0: trec_eval compares them equal
    nan = np.isnan(value)
    bits: np.ndarray = value.view(unsigned)
    # Negative floats: raw bits already ascend as the value descends. Non-negative: flip the
    # value bits (all but the sign) so larger values get smaller codes, below every negative one.
    value_mask = unsigned((1 << (width - 1)) - 1)
    signed_bits: np.ndarray = bits.view(signed)
    flip: np.ndarray = (signed_bits >> signed(width - 1)).view(unsigned)
    flip ^= value_mask
    flip &= value_mask
    bits ^= flip
    if nan.any():
        bits[nan] = unsigned((1 << width) - 1)  # NaN after every real score of its query
    return bits


def _bit_length(value: int) -> int:
    return max(int(value), 0).bit_length()


def sort_run(run_query: np.ndarray, run_score: np.ndarray, run_doc_order: np.ndarray, *,
             key_bits: int = 64, compat: int = 10) -> SortedRun:
    """Sort run rows into trec_eval order and find the tied-score blocks (see module docstring).

    One in-place sort of packed 64-bit keys: query | high bits of the descending score code |
    row index. Rows whose query and kept score bits coincide (real ties, or scores differing
    only in dropped bits) are then put in exact order by a second sort over just those rows.
    ``key_bits`` below 64 drops more score bits; tests use it to exercise that second sort.
    """
    n_rows = len(run_query)
    empty = np.zeros(0, dtype=np.int64)
    if n_rows == 0:
        return SortedRun(empty, empty, empty, empty)
    query = np.asarray(run_query)
    row_bits = _bit_length(n_rows - 1)
    query_bits = _bit_length(int(query.max()))
    full_bits = score_bits_of(compat)
    score_bits = min(full_bits, key_bits - row_bits - query_bits)
    if score_bits < 1:
        raise ValueError(f"run too large to rank ({n_rows} rows, {int(query.max()) + 1} queries)")
    key = query.astype(np.uint64)
    key <<= np.uint64(score_bits)
    code = descending_score_code(run_score, compat)
    code >>= code.dtype.type(full_bits - score_bits)
    key |= code.astype(np.uint64, copy=False)
    del code
    key <<= np.uint64(row_bits)
    key |= np.arange(n_rows, dtype=np.uint64)
    key.sort(kind=_sort_kind(key))
    order = (key & np.uint64((1 << row_bits) - 1)).view(np.int64)
    key >>= np.uint64(row_bits)  # now the (query, kept score bits) prefix, ascending
    return _order_candidate_groups(order, key, run_score, np.asarray(run_doc_order, dtype=np.int64),
                                   full_bits - score_bits, compat)


def _sort_kind(key: np.ndarray) -> Literal["stable", "quicksort"]:
    """Timsort for nearly sorted keys (a run file in its own order), else quicksort."""
    sample = key[: 1 << 20]
    descents = np.count_nonzero(sample[1:] < sample[:-1])
    return "stable" if descents < len(sample) // 20 else "quicksort"


def _order_candidate_groups(order: np.ndarray, prefix: np.ndarray, run_score: np.ndarray,
                            doc: np.ndarray, dropped_bits: int, compat: int) -> SortedRun:
    """Order rows sharing a sort prefix by exact score, then chunk id descending; find ties."""
    equal_next = prefix[1:] == prefix[:-1]
    empty = np.zeros(0, dtype=np.int64)
    if not equal_next.any():
        return SortedRun(order, empty, empty, empty)
    in_group = np.zeros(len(prefix), dtype=bool)
    in_group[:-1] |= equal_next
    in_group[1:] |= equal_next
    positions = np.flatnonzero(in_group)
    new_group = np.ones(len(positions), dtype=bool)
    new_group[1:] = ~equal_next[positions[1:] - 1]
    group = np.cumsum(new_group) - 1
    rows = order[positions]
    low_score = descending_score_code(np.asarray(run_score)[rows], compat).astype(np.uint64)
    low_score &= np.uint64((1 << dropped_bits) - 1)
    # Only the spread of the dropped bits inside each group matters: offsets from the group's
    # smallest code keep the order and are 0 for real ties, so doubles (36 dropped bits on a
    # big run) still pack into one 64-bit key.
    low_score -= np.minimum.reduceat(low_score, np.flatnonzero(new_group))[group]
    score_span_bits = _bit_length(int(low_score.max()))
    doc_sub = doc[rows]
    inverted_doc = (np.int64(doc_sub.max()) - doc_sub).view(np.uint64)
    group_bits = _bit_length(int(group[-1]))
    doc_bits = _bit_length(int(inverted_doc.max()))
    if group_bits + score_span_bits + doc_bits <= 64:
        sub_key = group.astype(np.uint64) << np.uint64(score_span_bits + doc_bits)
        sub_key |= low_score << np.uint64(doc_bits)
        sub_key |= inverted_doc
        within = np.argsort(sub_key, kind=_sort_kind(sub_key))
    else:
        within = np.lexsort((inverted_doc, low_score, group))
    order[positions] = rows[within]
    # Exact tie blocks: runs of equal (group, full score) among the re-ordered rows.
    group, low_score = group[within], low_score[within]
    new_block = np.ones(len(positions), dtype=bool)
    new_block[1:] = (group[1:] != group[:-1]) | (low_score[1:] != low_score[:-1])
    block_id = np.cumsum(new_block) - 1
    first = np.flatnonzero(new_block)
    size = np.diff(np.append(first, len(positions)))
    tied = size[block_id] > 1
    block_start = positions[first][block_id]
    return SortedRun(order, positions[tied], block_start[tied], (block_start + size[block_id])[tied])


def rank_order(run_query: np.ndarray, run_score: np.ndarray, run_doc_order: np.ndarray,
               compat: int = 10) -> np.ndarray:
    """Permutation sorting run rows by query, then score descending, then chunk id descending."""
    return sort_run(run_query, run_score, run_doc_order, compat=compat).order
