"""Settling the rows a packed sort left in a group: exact score, then chunk id descending.

The packed key of labeler.metrics.ranking.sort holds a query, the high bits of a score code and a row
(or a chunk-id rank). Rows with equal key bits form a group: real ties, or scores that differ
only in dropped bits. This module re-sorts those groups exactly and says which neighbours tie.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from labeler.metrics.ranking.pieces import PIECE_ROWS


def settle_groups(order: np.ndarray, equal_next: np.ndarray, code_of: Callable[[np.ndarray], np.ndarray],
                  doc: np.ndarray, *, exact: bool, by_chunk_id: bool) -> np.ndarray:
    """Re-order, in place in ``order``, the groups of positions whose key bits were equal
    (``equal_next``: position p and p + 1 share them) by exact score code (``code_of(rows)``),
    then chunk id descending; return whether each position ties (same query and score) with
    the next one. ``exact``: the keys held whole scores, so a group is one score. ``by_chunk_id``:
    rows of a group are already in chunk-id order, so only groups holding several scores move."""
    if not equal_next.any() or (exact and by_chunk_id):
        return equal_next
    if by_chunk_id:
        pairs = np.flatnonzero(equal_next)
        differ = code_of(order[pairs]) != code_of(order[pairs + 1])
        if not differ.any():
            return equal_next
        positions = _group_positions(equal_next, pairs[differ])
    else:
        positions = _group_positions(equal_next, None)
    new_group = np.ones(len(positions), dtype=bool)
    new_group[1:] = ~equal_next[positions[1:] - 1]
    rows = order[positions]
    score_code = np.zeros(len(rows), dtype=np.uint8) if exact else code_of(rows)
    within = _exact_order(new_group, score_code, doc[rows])
    order[positions] = rows[within]
    score_code = score_code[within]
    tied_next = equal_next.copy()
    tied_next[positions[:-1]] = (score_code[1:] == score_code[:-1]) & ~new_group[1:]
    return tied_next


def _group_positions(equal_next: np.ndarray, pairs: np.ndarray | None) -> np.ndarray:
    """Positions of every group (None) or of the groups holding the given pair positions."""
    in_group = equal_next.copy()
    in_group[1:] |= equal_next[:-1]
    positions = np.flatnonzero(in_group)
    if pairs is None:
        return positions
    new_group = np.ones(len(positions), dtype=bool)
    new_group[1:] = ~equal_next[positions[1:] - 1]
    group = np.cumsum(new_group, dtype=np.int64) - 1
    wanted = np.zeros(int(group[-1]) + 1, dtype=bool)
    wanted[group[np.searchsorted(positions, pairs)]] = True
    picked: np.ndarray = positions[wanted[group]]
    return picked


def _exact_order(new_group: np.ndarray, score_code: np.ndarray, doc: np.ndarray) -> np.ndarray:
    """Permutation ordering each group by score code, then chunk id descending, a few hundred
    rows at a time (whole groups per slice)."""
    group = np.cumsum(new_group, dtype=np.int64)
    first = np.flatnonzero(new_group)
    window = first // PIECE_ROWS
    cut = np.ones(len(first), dtype=bool)
    cut[1:] = window[1:] > window[:-1]
    bounds = np.append(first[cut], len(group)).tolist()
    inverted_doc = np.invert(doc)  # ~x = -x - 1: descends as x ascends, without overflow
    within = np.empty(len(group), dtype=np.int64)
    for start, end in zip(bounds[:-1], bounds[1:]):
        within[start:end] = np.lexsort((inverted_doc[start:end], score_code[start:end], group[start:end]))
        within[start:end] += start
    return within
