"""Arrow <-> numpy without copies and without pandas (Array.to_numpy would import it: 0.3 s of
a command's start-up)."""

from __future__ import annotations

import numpy as np
import pyarrow as pa


def numpy_view(array: pa.Array) -> np.ndarray:
    """A zero-copy numpy view of a null-free primitive Arrow array, read from its buffers."""
    if array.null_count:
        raise ValueError("numpy_view needs an array without nulls")
    if pa.types.is_boolean(array.type):
        raise TypeError("numpy_view does not read boolean arrays")
    dtype = np.dtype(array.type.to_pandas_dtype())
    return np.frombuffer(array.buffers()[1], dtype=dtype, count=array.offset + len(array))[array.offset :]


def chunked_numpy(column: pa.ChunkedArray, dtype: np.dtype | type) -> np.ndarray:
    """A null-free primitive column as one numpy array: a view when it has one chunk."""
    if column.num_chunks == 1:
        return numpy_view(column.chunk(0))
    out = np.empty(len(column), dtype=dtype)
    at = 0
    for chunk in column.chunks:
        out[at : at + len(chunk)] = numpy_view(chunk)
        at += len(chunk)
    return out


def arrow_view(values: np.ndarray) -> pa.Array:
    """A zero-copy Arrow array over a contiguous numeric numpy array."""
    values = np.ascontiguousarray(values)
    return pa.Array.from_buffers(pa.from_numpy_dtype(values.dtype), len(values), [None, pa.py_buffer(values)])


def boolean_numpy(array: pa.Array | pa.ChunkedArray) -> np.ndarray:
    """A boolean Arrow array (nulls as False) as a numpy bool array."""
    if isinstance(array, pa.ChunkedArray):
        parts = [boolean_numpy(chunk) for chunk in array.chunks]
        return np.concatenate(parts) if parts else np.zeros(0, dtype=bool)
    n = len(array)
    bits = np.frombuffer(array.buffers()[1], dtype=np.uint8)
    values = np.unpackbits(bits, bitorder="little")[array.offset : array.offset + n].astype(bool)
    if array.null_count:
        valid = np.unpackbits(np.frombuffer(array.buffers()[0], dtype=np.uint8), bitorder="little")
        values &= valid[array.offset : array.offset + n].astype(bool)
    return values


def nul_separated_strings(data: bytes, ends: np.ndarray) -> pa.Array:
    """Texts laid end to end with a NUL after each but the last and none inside (text i ends at
    ``ends[i]``, the next starts one byte later) as an Arrow string array: the NULs dropped, the
    offsets computed, the UTF-8 checked (an invalid text raises ArrowInvalid)."""
    count = len(ends)
    if count == 0:
        return pa.array([], pa.string())
    text = data.replace(b"\0", b"")
    if len(text) != len(data) - (count - 1):
        raise ValueError("a text holds a NUL")
    offsets = np.empty(count + 1, dtype=np.int64)
    offsets[0] = 0
    offsets[1:] = ends - np.arange(count, dtype=np.int64)
    large = int(offsets[-1]) > np.iinfo(np.int32).max
    kind = pa.large_string() if large else pa.string()
    strings = pa.Array.from_buffers(kind, count, [None, pa.py_buffer(offsets if large else offsets.astype(np.int32)),
                                                  pa.py_buffer(text)])
    strings.validate(full=True)
    return strings.cast(pa.string()) if large else strings
