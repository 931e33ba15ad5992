"""Arrow <-> numpy without copies and without pandas (Array.to_numpy would import it: 0.3 s of
a command's start-up), and the Arrow memory pool a batch command wants."""

from __future__ import annotations

from typing import Any

import numpy as np
import pyarrow as pa


def use_lean_memory_pool() -> None:
    """Make Arrow hand freed memory back to the OS at once (jemalloc, decay 0) when available;
    a batch command reading a 7 M-line run then peaks near the size of its table."""
    try:
        pa.set_memory_pool(pa.jemalloc_memory_pool())
        pa.jemalloc_set_decay_ms(0)
    except (NotImplementedError, pa.ArrowException):
        pass


def use_reusing_memory_pool() -> None:
    """Make Arrow allocate with the C library's malloc, at most two arenas, so a reader that
    parses a file a range at a time reuses the same pages range after range: on this kind of
    virtual machine a page touched afresh costs more than the parse of its bytes (a 7 M-line run:
    ~0.4 s less CPU than with use_lean_memory_pool). Call trim_freed_memory after the read."""
    _mallopt_arena_max(2)
    pa.set_memory_pool(pa.system_memory_pool())


def no_huge_pages_for_arrays() -> None:
    """Stop numpy asking the kernel for transparent huge pages for its big arrays (it does for any
    array of 4 MiB or more on Linux). On this kind of virtual machine a huge page faulted in afresh
    costs more than its 512 small pages: a 7 M-line trec-eval spent ~0.58 s of system CPU with them,
    ~0.31 s without (1.18-1.28 s wall against 0.97-1.03 s, after another big process). numpy's
    switch is private; a numpy without it keeps its default."""
    import importlib

    for module in ("numpy._core.multiarray", "numpy.core.multiarray"):  # numpy 2, numpy 1.26
        try:
            switch = getattr(importlib.import_module(module), "_set_madvise_hugepage", None)
        except ImportError:
            continue
        if switch is not None:
            switch(False)
            return


def trim_freed_memory() -> None:
    """After a big read (under either memory pool above): hand the C library's free pages back to
    the system (glibc's malloc_trim; elsewhere nothing), and from then on give every allocation of
    4 MiB or more its own mapping, returned when freed (glibc would otherwise keep raising that
    bound as buffers are freed, and keep freed arrays in its heap), so that what comes after the
    read does not stack its peak on the reader's freed buffers."""
    libc = _glibc()
    if libc is not None:
        libc.mallopt(_M_MMAP_THRESHOLD, 4 << 20)
        libc.malloc_trim(0)


def _mallopt_arena_max(arenas: int) -> None:
    libc = _glibc()
    if libc is not None:
        libc.mallopt(_M_ARENA_MAX, arenas)


_M_ARENA_MAX = -8  # glibc's malloc.h
_M_MMAP_THRESHOLD = -3


def _glibc() -> Any:
    """glibc through ctypes, or None on another C library."""
    import ctypes
    import platform

    if platform.libc_ver()[0] != "glibc":
        return None
    try:
        return ctypes.CDLL("libc.so.6")
    except OSError:
        return None


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
