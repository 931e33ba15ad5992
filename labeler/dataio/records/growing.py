"""Columns appended to batch by batch in place, ending as one Arrow array each.

A column read in many batches could be kept as one Arrow array per batch and joined at the end,
but each small array is built with spare capacity and, once freed, lingers in the allocator: a
5 M-judgment database's qrels cost ~70 MB of resident memory over their size that way, and the
join copies the whole column once more. Here every batch is copied into one buffer that doubles
when full (pages past the end are never written, so they take no memory) and the batch goes.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyarrow as pa

from labeler.dataio.records.arrow_views import arrow_view

_MAX_OFFSET = np.iinfo(np.int32).max  # an Arrow string array's offsets are int32


class GrowingArray:
    """A numpy array of one dtype appended to in place (amortised doubling)."""

    def __init__(self, dtype: np.dtype | type) -> None:
        self._values = np.empty(0, dtype=dtype)
        self.size = 0

    def extend(self, values: np.ndarray) -> None:
        """Append values (cast to this array's dtype)."""
        end = self.size + len(values)
        if end > len(self._values):
            grown = np.empty(max(end, 2 * len(self._values), 1 << 12), dtype=self._values.dtype)
            grown[: self.size] = self._values[: self.size]
            self._values = grown
        self._values[self.size : end] = values
        self.size = end

    def view(self) -> np.ndarray:
        """The values appended so far (a view: appending again may leave it stale)."""
        return self._values[: self.size]

    def arrow(self) -> pa.Array:
        """The values appended so far as an Arrow array sharing this buffer (no nulls)."""
        return arrow_view(self.view())


class GrowingStrings:
    """An Arrow string column appended to a batch of Python strings at a time: the batch's
    offsets and bytes go into two growing buffers. Past 2 GiB of text a new chunk begins."""

    def __init__(self) -> None:
        self._chunks: list[pa.Array] = []
        self._start()

    def _start(self) -> None:
        self._offsets = GrowingArray(np.int32)
        self._offsets.extend(np.zeros(1, dtype=np.int32))
        self._data = GrowingArray(np.uint8)

    def extend(self, values: Sequence[str]) -> None:
        """Append a batch of strings (never None)."""
        batch = pa.array(values, pa.string())
        if batch.null_count:
            raise ValueError("GrowingStrings holds no nulls")
        if not len(batch):
            return
        offsets = np.frombuffer(batch.buffers()[1], dtype=np.int32, count=len(batch) + 1)
        length = int(offsets[-1])
        if self._data.size + length > _MAX_OFFSET:
            self._chunks.append(self._array())
            self._start()
        base = self._data.size
        if length:
            self._data.extend(np.frombuffer(batch.buffers()[2], dtype=np.uint8, count=length))
        self._offsets.extend(offsets[1:] + np.int32(base))

    def _array(self) -> pa.Array:
        offsets, data = self._offsets.view(), self._data.view()
        return pa.Array.from_buffers(pa.string(), len(offsets) - 1, [None, pa.py_buffer(offsets), pa.py_buffer(data)])

    def arrow(self) -> pa.Array | pa.ChunkedArray:
        """The strings appended so far: one array, or a chunked one past 2 GiB of text."""
        if not self._chunks:
            return self._array()
        return pa.chunked_array([*self._chunks, self._array()], pa.string())
