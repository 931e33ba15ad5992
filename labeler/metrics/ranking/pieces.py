"""Sorting a run's packed keys a few hundred rows at a time instead of all at once.

A run file lists each query's rows together. Keys that begin with the query then only need
sorting within each query's stretch of rows, and numpy sorts many small slices several times
faster than one big array (they stay in cache, and small slices take its vectorised sort).
Stretches of small queries are joined into pieces of about PIECE_ROWS rows so that the Python
loop stays short; inside a piece a key holds the query's index *local to the piece*, and the
row's index local to the piece, so fewer bits go to bookkeeping and more to the score.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

PIECE_ROWS = 256  # small enough for numpy's in-register sort of 64-bit keys, large enough for few calls


def bit_length(value: int) -> int:
    """Bits needed to hold the non-negative integer ``value`` (0 for 0)."""
    return max(int(value), 0).bit_length()


def query_segments(query: np.ndarray) -> np.ndarray | None:
    """Start of every stretch of rows holding one query, then len(query); None when some query's
    rows are split over more than one stretch (the rows are then not grouped by query)."""
    starts = np.flatnonzero(query[1:] != query[:-1]) + 1
    starts = np.concatenate([np.zeros(1, dtype=np.int64), starts, np.full(1, len(query), dtype=np.int64)])
    stretches_per_query = np.bincount(query[starts[:-1]])
    return starts if int(stretches_per_query.max()) <= 1 else None


def row_index_dtype(n_rows: int) -> type[np.signedinteger]:
    """int32 when every row index fits it, else int64."""
    return np.int32 if n_rows < 1 << 31 else np.int64


@dataclass(frozen=True)
class Pieces:
    """Rows grouped by query, cut into pieces of whole query stretches (see module docstring)."""

    segment_start: np.ndarray  # start row of each query stretch, then the row count
    piece_start: np.ndarray  # start row of each piece (a subset of segment_start), then the row count
    local_segment: np.ndarray  # per segment: its index among the segments of its piece
    segment_bits: int  # bits of the largest local segment index
    row_bits: int  # bits of the largest row index local to a piece

    @classmethod
    def cut(cls, segment_start: np.ndarray, target: int = PIECE_ROWS) -> "Pieces":
        """Join consecutive query stretches into pieces of roughly ``target`` rows or more."""
        starts = segment_start[:-1]
        window = starts // target
        first = np.ones(len(starts), dtype=bool)
        first[1:] = window[1:] > window[:-1]
        piece_start = np.append(starts[first], segment_start[-1])
        first_segment = np.flatnonzero(first)
        piece_of_segment = np.cumsum(first) - 1
        local_segment = np.arange(len(starts)) - first_segment[piece_of_segment]
        return cls(segment_start, piece_start, local_segment, bit_length(int(local_segment.max())),
                   bit_length(int(np.diff(piece_start).max()) - 1))

    def per_row(self, per_segment: np.ndarray) -> np.ndarray:
        """A per-segment value repeated over the segment's rows, as uint64."""
        return np.repeat(per_segment.astype(np.uint64), np.diff(self.segment_start))

    def sort_keys(self, key: np.ndarray, *, fill_rows: bool = True,
                  lookup: np.ndarray | None = None) -> np.ndarray:
        """Sort ``key`` piece by piece; with ``fill_rows`` each row's index in its piece is put
        in the low ``row_bits`` first (else the caller put an index local to the piece there).
        Returns, per sorted position, the piece start plus those low bits, or ``lookup`` at
        that index (int32 for runs under 2**31 rows: half the memory), and leaves ``key``
        holding the bits above them."""
        bits = np.uint64(self.row_bits)
        mask = np.uint64((1 << self.row_bits) - 1)
        local = np.arange(int(np.diff(self.piece_start).max()), dtype=np.uint64)
        out = np.empty(len(key), dtype=row_index_dtype(len(key)))
        bounds = self.piece_start.tolist()
        for start, end in zip(bounds[:-1], bounds[1:]):
            piece = key[start:end]
            if fill_rows:
                piece |= local[: end - start]
            piece.sort()
            placed = out[start:end]
            np.bitwise_and(piece, mask, out=placed, casting="unsafe")
            placed += start
            if lookup is not None:
                np.take(lookup, placed, out=placed)
            piece >>= bits
        return out

    def chunk_ranks(self, doc: np.ndarray, key_bits: int = 64) -> tuple[np.ndarray, np.ndarray]:
        """Each row's rank within its piece in (segment, chunk id descending) order (uint32 when
        it fits), and the rows in that order; ``doc`` holds order-preserving chunk-id codes."""
        inverted = (np.int64(doc.max()) - doc).view(np.uint64)  # ascends as the chunk id descends
        spread = int(np.bitwise_or.reduce(inverted))
        inverted >>= np.uint64((spread & -spread).bit_length() - 1 if spread else 0)  # common zero bytes
        doc_bits = bit_length(int(inverted.max()))
        if self.segment_bits + doc_bits + self.row_bits <= key_bits:
            if self.segment_bits:
                inverted |= self.per_row(self.local_segment) << np.uint64(doc_bits)
            inverted <<= np.uint64(self.row_bits)
            by_doc = self.sort_keys(inverted)
        else:  # ids too spread out to pack (8-byte ids): one exact sort of the whole run
            lengths = np.diff(self.segment_start)
            by_doc = np.lexsort((inverted, np.repeat(np.arange(len(lengths)), lengths)))
            by_doc = by_doc.astype(row_index_dtype(len(doc)))
        del inverted
        rank = np.empty(len(doc), dtype=np.uint32 if self.row_bits <= 32 else np.uint64)
        local = np.arange(int(np.diff(self.piece_start).max()), dtype=rank.dtype)
        bounds = self.piece_start.tolist()
        for start, end in zip(bounds[:-1], bounds[1:]):
            rank[by_doc[start:end]] = local[: end - start]
        return rank, by_doc

    def segment_breaks(self) -> np.ndarray:
        """Positions p where p and p + 1 lie in different segments (a key comparison across them
        means nothing: local indices restart)."""
        return self.segment_start[1:-1] - 1
