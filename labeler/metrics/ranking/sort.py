"""trec_eval's ranking of a run: by query, score descending, chunk id descending.

trec_eval ignores the rank column and sorts by score descending, breaking ties by docno
descending (strcmp). trec_eval 10 (``compat=10``, the default) compares scores as C doubles;
trec_eval 9.x, pytrec_eval, ir_measures and pyserini (``compat=9``) store each score as a C
``float``, so two doubles that round to the same float32 are a tie there. -0.0 and 0.0 are the
same score. NaN scores sort after every other score of their query (trec_eval's order for them
is undefined).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from labeler.metrics.ranking.pieces import Pieces, bit_length, query_segments, row_index_dtype
from labeler.metrics.ranking.tie_groups import settle_groups

COMPAT_VERSIONS = (9, 10)
# Beyond this many rows sharing a sort prefix (and a 16th of the run), rank by chunk id first.
MANY_TIED_ROWS = 1 << 16
_CODE_BLOCK = 1 << 18
SAMPLE_ROWS = 1 << 17  # rows of whole queries looked at to guess a run's ties
_COPIED_SEGMENTS = 1 << 16  # up to this many queries, moved by slices (no index array)...
_SLICED_ROWS = 64  # ... when they hold this many rows each on average (else the index array is small)


def score_bits_of(compat: int) -> int:
    """Width of a score as trec_eval ``compat`` compares it: 64 (double, 10) or 32 (float, 9)."""
    if compat not in COMPAT_VERSIONS:
        raise ValueError(f"unknown trec_eval compatibility {compat!r}; use 9 or 10")
    return 64 if compat == 10 else 32


@dataclass(frozen=True)
class SortedRun:
    """A run in trec_eval order, plus where its tied-score blocks are.

    ``tied_next`` says, per sorted position, whether the next position holds the same query
    and score (as the compat version compares them). From it, on first use: ``tied_positions``
    (ascending), the sorted positions of rows that share their query and score with another
    row, and ``block_start``/``block_end``, each one's block as a half-open range of sorted
    positions. Every other row is alone in its block.
    """

    order: np.ndarray
    tied_next: np.ndarray

    @cached_property
    def _blocks(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        tied_next = self.tied_next
        in_block = tied_next.copy()
        in_block[1:] |= tied_next[:-1]
        positions = np.flatnonzero(in_block)
        first = np.ones(len(positions), dtype=bool)
        first[1:] = ~tied_next[positions[1:] - 1]
        block_id = np.cumsum(first, dtype=np.int64) - 1
        starts = np.flatnonzero(first)
        size = np.diff(np.append(starts, len(positions)))[block_id]
        block_start = positions[starts][block_id]
        return positions, block_start, block_start + size

    @property
    def tied_positions(self) -> np.ndarray:
        """Sorted positions (ascending) of rows tied with another row of their query."""
        return self._blocks[0]

    @property
    def block_start(self) -> np.ndarray:
        """First sorted position of each tied position's block."""
        return self._blocks[1]

    @property
    def block_end(self) -> np.ndarray:
        """One past the last sorted position of each tied position's block."""
        return self._blocks[2]

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
    value_mask = unsigned((1 << (width - 1)) - 1)
    for start in range(0, len(value), _CODE_BLOCK):  # blocks keep the temporaries small
        part = value[start : start + _CODE_BLOCK]
        part += real(0.0)  # folds -0.0 into 0.0: trec_eval compares them equal
        nan = np.isnan(part)
        bits: np.ndarray = part.view(unsigned)
        # Negative floats: raw bits already ascend as the value descends. Non-negative: flip the
        # value bits (all but the sign) so larger values get smaller codes, below every negative one.
        signed_bits: np.ndarray = bits.view(signed)
        flip: np.ndarray = np.right_shift(signed_bits, width - 1).view(unsigned)
        flip ^= value_mask
        flip &= value_mask
        bits ^= flip
        if nan.any():
            bits[nan] = unsigned((1 << width) - 1)  # NaN after every real score of its query
    code: np.ndarray = value.view(unsigned)
    return code


def sort_run(run_query: np.ndarray, run_score: np.ndarray, run_doc_order: np.ndarray, *,
             key_bits: int = 64, compat: int = 10, tied: bool | None = None) -> SortedRun:
    """Sort run rows into trec_eval order and find the tied-score blocks (see module docstring).

    Rows are grouped by query first (a stable counting sort, only when the file interleaves
    queries). Each query's rows are then ordered by packed 64-bit keys sorted a piece at a time
    (labeler.metrics.ranking.pieces): local query | score code less the run's smallest | local row.
    Rows whose query and kept score bits coincide are then put in exact order (score, then
    chunk id descending) by a second sort over just those rows. When they are many (a run whose
    scores mostly tie) the keys are rebuilt with each row's chunk-id rank in its piece in place
    of its row, which settles real ties at once. ``key_bits`` below 64 keeps fewer score bits;
    tests use it to exercise every path. ``tied``: whether to rank by chunk-id rank at once
    (mostly_tied's answer, from a caller ranking a run in parts); None: sample this run. The
    order is the same either way.
    """
    n_rows = len(run_query)
    score_bits_of(compat)  # refuses an unknown version before any work
    if n_rows == 0:
        return SortedRun(np.zeros(0, dtype=np.int64), np.zeros(0, dtype=bool))
    query = np.asarray(run_query)
    doc = np.asarray(run_doc_order, dtype=np.int64)
    score = np.asarray(run_score)
    segment_start = query_segments(query)
    if segment_start is None:
        # a query's rows in several places: group them (a radix sort when codes fit 16 bits)
        narrow = query.astype(np.uint16) if int(query.max()) < 1 << 16 else query
        grouping = np.argsort(narrow, kind="stable")
        del narrow
        inner = sort_run(query[grouping], score[grouping], doc[grouping], key_bits=key_bits, compat=compat,
                         tied=tied)
        return SortedRun(grouping[inner.order], inner.tied_next)
    if key_bits == 64:
        listed = _listed_best_first(segment_start, score, compat)
        if listed is not None:  # the file lists each query's rows best first: only ties may move
            order, equal_next = _in_query_order(segment_start, query,
                                                np.arange(n_rows, dtype=row_index_dtype(n_rows)), listed)
            tied_next = settle_groups(order, equal_next, lambda rows: descending_score_code(score[rows], compat), doc,
                                      exact=True, by_chunk_id=False)
            return SortedRun(order, tied_next)
    pieces = Pieces.cut(segment_start)
    by_chunk_id = mostly_tied(segment_start, score, compat) if tied is None else tied
    if not by_chunk_id:
        key, dropped = _score_keys(pieces, score, key_bits, compat)
        order, equal_next = _sorted(pieces, key)
        del key
        order, equal_next = _in_query_order(pieces.segment_start, query, order, equal_next)
        by_chunk_id = int(np.count_nonzero(equal_next)) > max(n_rows >> 4, MANY_TIED_ROWS)
        if by_chunk_id:
            del order, equal_next
    if by_chunk_id:
        rank, by_doc = pieces.chunk_ranks(doc, key_bits)
        key, dropped = _score_keys(pieces, score, key_bits, compat)
        key |= rank
        del rank
        order, equal_next = _sorted(pieces, key, lookup=by_doc)
        del key, by_doc
        order, equal_next = _in_query_order(pieces.segment_start, query, order, equal_next)
    tied_next = settle_groups(order, equal_next, lambda rows: descending_score_code(score[rows], compat), doc,
                              exact=dropped == 0, by_chunk_id=by_chunk_id)
    return SortedRun(order, tied_next)


def mostly_tied(segment_start: np.ndarray, score: np.ndarray, compat: int) -> bool:
    """Whether the run's first queries (some 64 K rows) already hold more tied rows than the
    sort by row would settle cheaply: then rank by chunk id at once."""
    at = min(int(np.searchsorted(segment_start, SAMPLE_ROWS)), len(segment_start) - 1)
    sample_end = int(segment_start[at])
    if sample_end >= len(score):
        return False  # a small run, or few big queries: the sort by row decides
    pieces = Pieces.cut(segment_start[segment_start <= sample_end])
    key, _ = _score_keys(pieces, score[:sample_end], 64, compat)
    _, equal_next = _sorted(pieces, key)
    return bool(np.count_nonzero(equal_next) > sample_end >> 4)


def _score_keys(pieces: Pieces, score: np.ndarray, key_bits: int, compat: int) -> tuple[np.ndarray, int]:
    """Keys local segment | score code | zeros in the low ``row_bits`` (for a row or a chunk-id
    rank), and how many low score bits did not fit. The score code is less the run's smallest:
    scores sharing their sign and exponent leave the top bits free for the rest of the key."""
    key = descending_score_code(score, compat).astype(np.uint64, copy=False)
    key -= key.min()
    code_bits = bit_length(int(key.max()))
    score_bits = min(code_bits, key_bits - pieces.segment_bits - pieces.row_bits)
    if score_bits < 0:
        raise ValueError(f"run too large to rank ({len(key)} rows in {len(pieces.piece_start) - 1} pieces)")
    key >>= np.uint64(code_bits - score_bits)
    if pieces.segment_bits:
        key |= pieces.per_row(pieces.local_segment) << np.uint64(score_bits)
    key <<= np.uint64(pieces.row_bits)
    return key, code_bits - score_bits


def _sorted(pieces: Pieces, key: np.ndarray, lookup: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Sort the keys piece by piece: per sorted position the row (with ``lookup``, the key's
    low bits held a chunk-id rank: the row is ``lookup[piece start + rank]``), and whether the
    next position has the same key bits above the row bits."""
    order = pieces.sort_keys(key, fill_rows=lookup is None, lookup=lookup)
    equal_next = np.zeros(len(key), dtype=bool)
    np.equal(key[1:], key[:-1], out=equal_next[:-1])
    equal_next[pieces.segment_breaks()] = False
    return order, equal_next


def _listed_best_first(segment_start: np.ndarray, score: np.ndarray, compat: int) -> np.ndarray | None:
    """When every query's stretch of rows lists them by score, best first (as ``compat`` compares
    scores; ties in any order), whether each row has the same query and score as the next; else None."""
    code = descending_score_code(score, compat)
    equal_next = np.zeros(len(code), dtype=bool)
    if len(code) < 2:
        return equal_next
    breaks = segment_start[1:-1] - 1  # the last row of a stretch and the first of the next
    ascending = code[1:] >= code[:-1]
    ascending[breaks] = True
    if not ascending.all():
        return None
    np.equal(code[1:], code[:-1], out=equal_next[:-1])
    equal_next[breaks] = False
    return equal_next


def _in_query_order(start: np.ndarray, query: np.ndarray, order: np.ndarray,
                    equal_next: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Sorted positions laid out by query index (the file may list queries in any order);
    ``start``: where each query's stretch of positions starts, then the row count."""
    segment_query = query[start[:-1]]
    if bool(np.all(segment_query[1:] > segment_query[:-1])):
        return order, equal_next
    by_query = np.argsort(segment_query)
    lengths = np.diff(start)[by_query]
    new_start = np.concatenate([np.zeros(1, dtype=np.int64), np.cumsum(lengths)])
    if len(by_query) > _COPIED_SEGMENTS or len(order) < _SLICED_ROWS * len(by_query):
        source = np.repeat(start[:-1][by_query] - new_start[:-1], lengths)
        source += np.arange(len(order), dtype=np.int64)
        return order[source], equal_next[source]
    new_order, new_equal = np.empty_like(order), np.empty_like(equal_next)
    for old, new, length in zip(start[:-1][by_query].tolist(), new_start[:-1].tolist(), lengths.tolist()):
        new_order[new : new + length] = order[old : old + length]
        new_equal[new : new + length] = equal_next[old : old + length]
    return new_order, new_equal


def rank_order(run_query: np.ndarray, run_score: np.ndarray, run_doc_order: np.ndarray,
               compat: int = 10) -> np.ndarray:
    """Permutation sorting run rows by query, then score descending, then chunk id descending."""
    return sort_run(run_query, run_score, run_doc_order, compat=compat).order
