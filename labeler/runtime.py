"""Process-wide tuning for labeler's own commands, applied once where a command starts.

Only the console entry (labeler.launch) and labeler.cli.main call ``tune``; the library and the
Python API never do, so ``labeler.evaluate()`` in a notebook leaves the user's allocators, Arrow's
memory pool and the C library's malloc as they were. Arrow's pool is chosen through the variable
Arrow reads when it starts (a variable the user set already is left alone), so a command that never
imports pyarrow pays nothing for it.

Each knob is kept because it paid on the benchmark workloads, measured with and without it;
docs/BENCHMARKS.md has the figures, and the knobs that were tried and dropped.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Collection
from typing import Any

# Arrow allocates with the C library's malloc instead of its bundled allocator (mimalloc or jemalloc):
# a reader frees each parsed block before the next, and malloc hands the same pages back block after
# block where the bundled allocator takes fresh ones, and page faults are much of a big read's cost.
ARROW_SYSTEM_POOL = "arrow-system-pool"
# At most two malloc arenas: Arrow's parsing threads then reuse the pages the main thread freed
# instead of faulting in an arena of their own each.
ARENA_MAX = "arena-max"
# Allocations of 16 MiB or more always get their own mapping, returned to the system when freed:
# glibc would otherwise raise that bound as big buffers are freed and keep a run-sized array in its
# heap once freed, under the next one's peak. Below 16 MiB (a reader's blocks) the heap reuses them.
MMAP_THRESHOLD = "mmap-threshold"

# The heap keeps up to 32 MiB freed at its top instead of handing it back to the system at once:
# scoring frees and allocates arrays of a few MB over and over (sorts, masks, the measures), and
# glibc's default (128 KiB) returns each one's pages only to fault them in afresh for the next.
TRIM_THRESHOLD = "trim-threshold"

# numpy's OpenBLAS runs on one thread: loading numpy otherwise starts a BLAS thread per core that
# spins at start, CPU every command pays whatever it computes; labeler's numpy work is elementwise
# and its matrix products (significance tests, agreement tables) too small for BLAS to split.
BLAS_ONE_THREAD = "blas-one-thread"

# A big trec-eval restarts once at its start with glibc's malloc on transparent huge pages (a tunable
# glibc reads only at a process's start): a fraction of the page faults (labeler.launch.pages).
HUGE_PAGES = "huge-pages"

# The cyclic collector's youngest generation is collected after 100,000 new container objects
# instead of 700: a start-up makes about that many (modules, classes, SQLAlchemy's and Textual's
# tables), which the default walked in hundreds of collections. The cyclic garbage a running command
# holds stays bounded (one young generation's worth).
GC_THRESHOLD = "gc-threshold"

KNOBS = (ARROW_SYSTEM_POOL, ARENA_MAX, MMAP_THRESHOLD, TRIM_THRESHOLD, BLAS_ONE_THREAD, HUGE_PAGES, GC_THRESHOLD)
KEPT: tuple[str, ...] = KNOBS  # the knobs `tune()` applies

_M_ARENA_MAX = -8  # glibc's malloc.h
_M_MMAP_THRESHOLD = -3
_M_TRIM_THRESHOLD = -1
_MMAP_THRESHOLD_BYTES = 16 << 20
_TRIM_THRESHOLD_BYTES = 32 << 20
_GC_YOUNG_THRESHOLD = 100_000
_tuned = False
_one_command = False  # set by one_command(): settled() freezes
_start_up_over = False  # set by start_up_over()


def tune(knobs: Collection[str] | None = None) -> None:
    """Apply ``knobs`` (default: KEPT, read when called, so a benchmark can leave one out) to this
    process, once; later calls do nothing."""
    global _tuned
    if _tuned:
        return
    _tuned = True
    knobs = KEPT if knobs is None else knobs
    unknown = set(knobs) - set(KNOBS)
    if unknown:
        raise ValueError(f"unknown runtime knobs: {', '.join(sorted(unknown))}")
    if ARROW_SYSTEM_POOL in knobs:
        os.environ.setdefault("ARROW_DEFAULT_MEMORY_POOL", "system")
    if BLAS_ONE_THREAD in knobs:
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    if GC_THRESHOLD in knobs:
        gc.set_threshold(_GC_YOUNG_THRESHOLD, *gc.get_threshold()[1:])
    libc = _glibc() if {ARENA_MAX, MMAP_THRESHOLD, TRIM_THRESHOLD} & set(knobs) else None
    if libc is not None:
        if ARENA_MAX in knobs:
            libc.mallopt(_M_ARENA_MAX, 2)
        if MMAP_THRESHOLD in knobs:
            libc.mallopt(_M_MMAP_THRESHOLD, _MMAP_THRESHOLD_BYTES)
        if TRIM_THRESHOLD in knobs:
            libc.mallopt(_M_TRIM_THRESHOLD, _TRIM_THRESHOLD_BYTES)


def one_command() -> None:
    """Take this process as one command's, ending when the command ends (the console entry,
    labeler.launch.console): tune() it, and let settled() freeze what it has made."""
    global _one_command
    tune()
    _one_command = True


def settled() -> None:
    """The objects this process has made so far frozen out of the cyclic collector's sight
    (gc.freeze), in a process one_command() took; elsewhere (the Python API, a test calling
    labeler.cli.main, a served app) nothing.

    Called where a start-up is over (start_up_over: the app's first pair drawn) and as the command
    ends (the console entry). The collector then no longer walks the start-up's modules, classes and
    tables (SQLAlchemy's, pydantic's, Textual's) on each full collection, and the interpreter's
    teardown leaves them to the process's end instead of collecting and freeing them one by one
    (docs/BENCHMARKS.md has what it saves). What is frozen is never collected, which is why a process
    that goes on (pytest, a notebook) is never frozen: each freeze would keep that moment's garbage.
    """
    if _one_command:
        gc.freeze()


def start_up_over() -> None:
    """settled(), the first time it is called in this process; later calls do nothing (the app calls
    it as it draws each pair)."""
    global _start_up_over
    if not _start_up_over:
        _start_up_over = True
        if _one_command:  # the start's garbage in the younger generations collected, not frozen for the session
            gc.collect(1)
        settled()


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
