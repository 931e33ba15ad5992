"""How trec_eval 10's C turns its `-m` parameters and its doubles into numbers, on x86-64 glibc.

trec_eval reads cutoffs with ``atol`` (leading blanks, a sign, ASCII digits, saturating at the
limits of a long) and fractions with ``atof``; it sorts recall levels with glibc's ``qsort`` (a
merge sort) under ``comp_double``, which calls NaN equal to everything. Turning a double into a
count, ``lround`` and a ``(long)`` cast give LONG_MIN for NaN, the infinities and anything beyond a
long, as the x86-64 instructions do. These functions do the same, so a parameter gives what
trec_eval gives, never a numpy warning.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from typing import TypeVar

import numpy as np

LONG_MAX = 2**63 - 1
LONG_MIN = -(2**63)

_ATOL = re.compile(r"[ \t\n\v\f\r]*([+-]?[0-9]+)", re.ASCII)
# atof's decimal forms and the words it reads (hexadecimal floats are refused: labeler refuses 0x10
# scores too); the whole text must be the number, where atof stops at the first stray character
_ATOF = re.compile(r"[ \t\n\v\f\r]*[+-]?(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|inf(?:inity)?|nan)",
                   re.ASCII | re.IGNORECASE)

T = TypeVar("T")


def atol(text: str) -> int:
    """glibc's atol of a cutoff: its leading integer, saturated to a long; ValueError when there is
    none (where atol reads 0, which trec_eval then refuses as a cutoff)."""
    match = _ATOL.match(text)
    if match is None:
        raise ValueError(f"cutoff {text!r} is not an integer")
    return min(max(int(match.group(1)), LONG_MIN), LONG_MAX)


def atof(text: str) -> float:
    """A parameter read as a C double (``1e400`` is inf, ``nan`` is NaN); ValueError unless the
    whole text is one number in ASCII (Python's float() would also take ``1_0`` or other digits)."""
    if _ATOF.fullmatch(text) is None:
        raise ValueError(f"{text!r} is not a number")
    return float(text)


def compare_doubles(a: float, b: float) -> int:
    """trec_eval's comp_double: -1, 1, or 0 (also whenever a NaN is compared)."""
    return -1 if a < b else 1 if a > b else 0


def glibc_qsort(values: Sequence[T], compare: Callable[[T, T], int]) -> list[T]:
    """The order glibc's qsort gives (msort_with_tmp: halves sorted, then merged taking the left one
    while compare(left, right) <= 0), also under a comparator that is not a total order."""
    items = list(values)
    if len(items) <= 1:
        return items
    half = len(items) // 2
    left, right = glibc_qsort(items[:half], compare), glibc_qsort(items[half:], compare)
    merged: list[T] = []
    i = j = 0
    while i < len(left) and j < len(right):
        if compare(left[i], right[j]) <= 0:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            j += 1
    return merged + left[i:] + right[j:]


def c_long(value: float) -> int:
    """C's ``(long)`` cast of one double: toward zero; LONG_MIN for NaN, infinities and out of range."""
    if math.isfinite(value) and abs(value) < 2.0**63:
        return int(value)
    return LONG_MIN


def c_long_array(values: np.ndarray) -> np.ndarray:
    """C's ``(long)`` cast, element-wise (see c_long)."""
    out = np.full(values.shape, LONG_MIN, dtype=np.int64)
    fits = np.isfinite(values) & (np.abs(values) < 2.0**63)
    out[fits] = np.trunc(values[fits]).astype(np.int64)
    return out


def lround_array(values: np.ndarray) -> np.ndarray:
    """C's lround, element-wise: halves away from zero; LONG_MIN for NaN, infinities and out of range."""
    out = np.full(values.shape, LONG_MIN, dtype=np.int64)
    fits = np.isfinite(values) & (np.abs(values) < 2.0**63)
    kept = values[fits]
    # |x| + 0.5 cannot reach 2^63 here: a double that large is already an integer
    out[fits] = (np.sign(kept) * np.floor(np.abs(kept) + 0.5)).astype(np.int64)
    return out
