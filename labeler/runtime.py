"""Process-wide tuning for labeler's own commands, applied once where a command starts.

Only the console entry (labeler.launch) and labeler.cli.main call ``tune``; the library and the
Python API never do, so ``labeler.evaluate()`` in a notebook leaves the user's allocators, Arrow's
memory pool and numpy's settings as they were. Every knob is set before numpy and pyarrow load
(through the environment variables they read when they start), so a command that never imports
them pays nothing for it. A variable the user set already is left alone.

The knobs kept are the ones that paid on docs/BENCHMARKS.md's workloads (a 7 M-line run, the TREC
DL 2021 runs), measured with and without each; the figures and the knobs tried and dropped are there.
"""

from __future__ import annotations

import os
from collections.abc import Collection
from typing import Any

# Arrow allocates with the C library's malloc instead of its bundled allocator: the range reader
# (labeler.dataio.run_ranges) frees each 16 MB range before parsing the next, and malloc hands the
# same pages back range after range where the bundled allocator keeps fresh ones (page faults are
# a good part of a big read's cost on a virtual machine).
ARROW_SYSTEM_POOL = "arrow-system-pool"
# At most two malloc arenas: Arrow's reader threads then share the pages the main thread freed.
ARENA_MAX = "arena-max"
# numpy stops asking the kernel for transparent huge pages for its big arrays (it does for any array
# of 4 MiB or more on Linux): a huge page faulted in afresh costs more than the small pages a run's
# arrays touch.
NO_HUGE_PAGES = "no-huge-pages"
# Allocations of 4 MiB or more get their own mapping, returned to the system when freed (glibc
# would raise that bound as big buffers are freed and keep them in its heap), so what follows a
# big read does not stack its peak on the reader's freed buffers.
MMAP_THRESHOLD = "mmap-threshold"

KNOBS = (ARROW_SYSTEM_POOL, ARENA_MAX, NO_HUGE_PAGES, MMAP_THRESHOLD)
KEPT: tuple[str, ...] = KNOBS  # the knobs `tune()` applies (docs/BENCHMARKS.md says why each stays)

_M_ARENA_MAX = -8  # glibc's malloc.h
_M_MMAP_THRESHOLD = -3
_tuned = False


def tune(knobs: Collection[str] = KEPT) -> None:
    """Apply ``knobs`` (default: KEPT) to this process, once; later calls do nothing."""
    global _tuned
    if _tuned:
        return
    _tuned = True
    unknown = set(knobs) - set(KNOBS)
    if unknown:
        raise ValueError(f"unknown runtime knobs: {', '.join(sorted(unknown))}")
    if ARROW_SYSTEM_POOL in knobs:
        os.environ.setdefault("ARROW_DEFAULT_MEMORY_POOL", "system")
    if NO_HUGE_PAGES in knobs:
        os.environ.setdefault("NUMPY_MADVISE_HUGEPAGE", "0")
    libc = _glibc() if ARENA_MAX in knobs or MMAP_THRESHOLD in knobs else None
    if libc is not None:
        if ARENA_MAX in knobs:
            libc.mallopt(_M_ARENA_MAX, 2)
        if MMAP_THRESHOLD in knobs:
            libc.mallopt(_M_MMAP_THRESHOLD, 4 << 20)


def _glibc() -> Any:
    """glibc through ctypes, or None on another C library (the malloc knobs are glibc's)."""
    try:
        if not (os.confstr("CS_GNU_LIBC_VERSION") or "").startswith("glibc"):
            return None
    except (ValueError, OSError):  # no such name here: not glibc
        return None
    import ctypes

    try:
        return ctypes.CDLL("libc.so.6")
    except OSError:
        return None
