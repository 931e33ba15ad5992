"""Finding a repeated (query, chunk) pair among millions of rows without Python strings."""

from __future__ import annotations

import numpy as np

from labeler.metrics.ranking.pieces import Pieces, query_segments

_HASH_MIX = np.uint64(0x9E3779B97F4A7C15)  # odd: doc -> doc * mix is a bijection mod 2**64


def duplicate_row(query_codes: np.ndarray, doc_codes: np.ndarray) -> int | None:
    """The smallest 0-based row repeating an earlier row's (query, doc) pair, or None."""
    segments = query_segments(query_codes) if len(query_codes) else None
    if segments is None:
        key = _pair_hash(query_codes, doc_codes)
        key.sort()
        collided = bool(np.any(key[1:] == key[:-1]))
        del key
    else:
        collided = _grouped_collision(query_codes, doc_codes, Pieces.cut(segments))
    if not collided:  # distinct hashes: distinct pairs, the common case
        return None
    order = np.lexsort((np.arange(len(doc_codes)), doc_codes, query_codes))
    q, d = query_codes[order], doc_codes[order]
    repeat = np.flatnonzero((q[1:] == q[:-1]) & (d[1:] == d[:-1])) + 1
    return int(order[repeat].min()) if len(repeat) else None


def _grouped_collision(query_codes: np.ndarray, doc_codes: np.ndarray, pieces: Pieces,
                       block: int = 1 << 20) -> bool:
    """Whether two rows share a pair hash, for rows grouped by query: equal pairs meet within
    one query's rows, so hashes are made and sorted a block of whole pieces at a time (no
    run-sized array, and numpy sorts small slices fast)."""
    bounds = pieces.piece_start
    starts = np.searchsorted(bounds, np.arange(0, int(bounds[-1]), block), side="right") - 1  # ascending
    block_pieces = starts[np.diff(starts, prepend=-1) != 0]  # distinct, without np.unique (it loads numpy.ma)
    cuts = np.append(block_pieces, len(bounds) - 1).tolist()
    for first, last in zip(cuts[:-1], cuts[1:]):
        start, end = int(bounds[first]), int(bounds[last])
        if pieces.segment_bits:
            key = _pair_hash(query_codes[start:end], doc_codes[start:end], block)
        else:  # one query per piece: the chunk codes themselves are the pairs
            key = doc_codes[start:end].copy()
        inner = (bounds[first : last + 1] - start).tolist()
        for piece_start, piece_end in zip(inner[:-1], inner[1:]):
            key[piece_start:piece_end].sort()
        if bool(np.any(key[1:] == key[:-1])):
            return True
    return False


def _pair_hash(query_codes: np.ndarray, doc_codes: np.ndarray, block: int = 1 << 20) -> np.ndarray:
    """splitmix64(doc code) + query * odd constant, as uint64: equal pairs hash equal, and
    unequal pairs collide with chance ~2**-64 (a bare multiply collides on real ids, whose
    codes share byte patterns). Mixed in blocks to keep temporaries small."""
    key = doc_codes.view(np.uint64).copy()
    scratch = np.empty(min(block, len(key)), dtype=np.uint64)
    for start in range(0, len(key), block):
        z = key[start : start + block]
        t = scratch[: len(z)]
        np.right_shift(z, np.uint64(30), out=t)
        z ^= t
        z *= np.uint64(0xBF58476D1CE4E5B9)
        np.right_shift(z, np.uint64(27), out=t)
        z ^= t
        z *= np.uint64(0x94D049BB133111EB)
        np.right_shift(z, np.uint64(31), out=t)
        z ^= t
        t[:] = query_codes[start : start + block]  # int32 -> uint64 (uint64 op int32 would go via float64)
        t *= _HASH_MIX
        z += t
    return key
