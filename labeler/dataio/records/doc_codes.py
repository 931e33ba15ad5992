"""Order-preserving integer codes for chunk ids: code order is byte (strcmp) order, so
trec_eval's tie rule (chunk id descending) is a numeric comparison."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from labeler.dataio.records.arrow_views import arrow_view, boolean_numpy, numpy_view


@dataclass(frozen=True)
class DocCoder:
    """Maps chunk ids to int64 codes with a > b exactly when id a > id b in byte order.

    Ids of at most 8 bytes (MS MARCO, most corpora) are coded directly as their big-endian
    bytes, a pure function of the id. Longer ids fall back to the id's rank among the run's
    distinct ids (slower: a hash pass and a sort); ids absent from the run then get no code.
    """

    codes: np.ndarray
    dictionary: pa.Array | None = None  # sorted distinct ids, only for the rank fallback

    @classmethod
    def for_column(cls, docids: pa.ChunkedArray) -> "DocCoder":
        """Code every row of a run's docid column."""
        max_len = max((_max_length(chunk) for chunk in docids.chunks), default=0)
        if max_len <= 8:
            codes = np.empty(len(docids), dtype=np.int64)
            at = 0
            for chunk in docids.chunks:
                codes[at : at + len(chunk)] = prefix_codes(chunk)
                at += len(chunk)
            return cls(codes)
        encoded = pc.dictionary_encode(docids)
        dictionary = encoded.chunks[0].dictionary
        order = numpy_view(pc.sort_indices(dictionary))
        rank_of = np.empty(len(order), dtype=np.int64)
        rank_of[order] = np.arange(len(order), dtype=np.int64)
        codes = np.empty(len(docids), dtype=np.int64)
        at = 0
        for chunk in encoded.chunks:
            codes[at : at + len(chunk)] = rank_of[numpy_view(chunk.indices)]
            at += len(chunk)
        return cls(codes, dictionary.take(arrow_view(order)))

    def code(self, docids: pa.Array | pa.ChunkedArray) -> tuple[np.ndarray, np.ndarray]:
        """(codes, known) for other ids (e.g. the qrels'): `known` is False where the id cannot
        occur in this run (longer than 8 bytes on the direct path, absent on the rank path)."""
        if isinstance(docids, pa.ChunkedArray):
            docids = docids.combine_chunks() if docids.num_chunks != 1 else docids.chunk(0)
        docids = docids.cast(pa.string())
        if self.dictionary is None:
            lengths = numpy_view(pc.binary_length(docids))
            known = lengths <= 8
            short = docids.take(arrow_view(np.flatnonzero(known)))
            codes = np.zeros(len(docids), dtype=np.int64)
            codes[known] = prefix_codes(short)
            return codes, known
        position = pc.index_in(docids, value_set=self.dictionary)
        known = boolean_numpy(position.is_valid())
        codes = np.zeros(len(docids), dtype=np.int64)
        codes[known] = numpy_view(position.drop_null())
        return codes, known


def _max_length(chunk: pa.Array) -> int:
    if len(chunk) == 0:
        return 0
    return int(pc.max(pc.binary_length(chunk)).as_py() or 0)


def prefix_codes(chunk: pa.Array) -> np.ndarray:
    """Big-endian value of each id's bytes, zero-padded to 8 (ids of at most 8 bytes), shifted
    into int64 order: byte order of the ids equals numeric order of the codes."""
    n = len(chunk)
    if n == 0:
        return np.empty(0, dtype=np.int64)
    if chunk.null_count:
        raise ValueError("chunk ids may not be null")
    chunk = chunk.cast(pa.string())
    buffers = chunk.buffers()
    offsets = np.frombuffer(buffers[1], dtype=np.int32, count=chunk.offset + n + 1)[chunk.offset :]
    data = np.frombuffer(buffers[2], dtype=np.uint8) if buffers[2] is not None else np.zeros(0, np.uint8)
    starts = offsets[:-1]
    lengths = offsets[1:] - starts
    if len(data) < int(offsets[-1]) + 8:  # too close to the buffer end for an 8-byte window
        data = np.concatenate([data[: int(offsets[-1])], np.zeros(8, np.uint8)])
    # an unaligned 8-byte window starting at every byte of the data buffer, read natively and
    # byte-swapped in place to big-endian value order
    windows = np.ndarray(shape=(len(data) - 7,), dtype=np.uint64, buffer=data, offset=0, strides=(1,))
    values = windows[starts]
    if np.little_endian:
        values.byteswap(inplace=True)
    shift = np.subtract(64, lengths * 8, dtype=np.int64).astype(np.uint64)
    empty = lengths == 0
    shift[empty] = 0
    values >>= shift
    values <<= shift
    values[empty] = 0
    values ^= np.uint64(1 << 63)
    return values.view(np.int64)
