"""A big `labeler trec-eval` or `labeler eval` restarts itself once, at its very start, with glibc's malloc asked to back
its memory with transparent huge pages (the ``glibc.malloc.hugetlb=1`` tunable, which glibc reads only
when a process starts).

Why: reading and scoring tens of MB of text allocates a few hundred MB of fresh arrays and buffers,
and on a virtual machine every 4 KiB page of it is a page fault the kernel pays for; with 2 MiB pages
there are a fraction as many. The restart costs one interpreter start, before numpy or pyarrow load,
so it is done only when the files named on the command line are big (BIG_INPUT bytes together).

Nothing else changes: the same interpreter, flags and arguments (``sys.orig_argv``), the same
environment plus the one variable. It is not done when the user set GLIBC_TUNABLES (theirs is kept,
and an empty value turns this off), on a C library other than glibc 2.35 or later, when the kernel
never gives transparent huge pages, for the runtime knob left out (labeler.runtime.HUGE_PAGES), or
for any command but trec-eval and eval (named first, as `labeler eval ...`). Only the console entry
calls it: never a process that goes on.
"""

from __future__ import annotations

import os
import sys

TUNABLE = "glibc.malloc.hugetlb=1"
BIG_INPUT = 16 << 20  # below this the restart costs more than the faults it saves
_THP_MODE = "/sys/kernel/mm/transparent_hugepage/enabled"


def restart_with_huge_pages(argv: list[str]) -> None:
    """Replace this process by the same command with TUNABLE set when ``argv`` (sys.argv) asks for
    big work (see the module docstring); return without doing anything otherwise, or if the restart
    cannot be made."""
    if not wanted(argv, os.environ):
        return
    command = list(getattr(sys, "orig_argv", []))
    if not sys.executable or not command:
        return
    environment = dict(os.environ, GLIBC_TUNABLES=TUNABLE)
    try:
        os.execve(sys.executable, command, environment)
    except OSError:  # the same command then runs in this process, without huge pages
        return


def wanted(argv: list[str], environment: os._Environ[str] | dict[str, str]) -> bool:
    """Whether the command line ``argv`` should restart with TUNABLE under ``environment``."""
    from labeler.runtime import HUGE_PAGES, KEPT

    if HUGE_PAGES not in KEPT or argv[1:2] not in (["trec-eval"], ["eval"]):
        return False
    if "GLIBC_TUNABLES" in environment or not _glibc_with_hugetlb() or not _kernel_gives_huge_pages():
        return False
    return _files_size(argv[2:]) >= BIG_INPUT


def _files_size(arguments: list[str]) -> int:
    """Bytes in the regular files among ``arguments``: a plain argument or the value of a long
    option written ``--name=PATH`` (flags and values that name no file count 0)."""
    total = 0
    for argument in arguments:
        if argument.startswith("--") and "=" in argument:
            argument = argument.partition("=")[2]
        elif argument.startswith("-"):
            continue
        try:
            status = os.stat(argument)
        except (OSError, ValueError):
            continue
        if status.st_mode & 0o170000 == 0o100000:  # a regular file
            total += status.st_size
    return total


def _glibc_with_hugetlb() -> bool:
    """Whether the C library is glibc 2.35 or later (the first to read the hugetlb tunable)."""
    try:
        name, _, version = (os.confstr("CS_GNU_LIBC_VERSION") or "").partition(" ")
    except (ValueError, OSError):
        return False
    parts = version.split(".")
    if name != "glibc" or len(parts) < 2 or not (parts[0].isdigit() and parts[1].isdigit()):
        return False
    return (int(parts[0]), int(parts[1])) >= (2, 35)


def _kernel_gives_huge_pages() -> bool:
    """Whether transparent huge pages are on for memory that asks (`madvise`) or for all (`always`)."""
    try:
        with open(_THP_MODE) as mode:
            chosen = mode.read()
    except OSError:
        return False
    return "[madvise]" in chosen or "[always]" in chosen
