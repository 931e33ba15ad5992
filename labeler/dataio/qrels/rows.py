"""What every qrels reader shares: the Arrow shape of a qrels table and what a grade may be."""

from __future__ import annotations

import re
from typing import Any

import pyarrow as pa

from labeler.dataio.records.cells import (
    OUT_OF_RANGE, CellError, checked_integer, decimal_comma, decimal_integer, fits_integer_column, clipped_repr,
)

QRELS_SCHEMA = pa.schema(
    [("qid", pa.string()), ("docid", pa.string()), ("grade", pa.int64()), ("line", pa.int64())]
)


def grade_cell(value: Any) -> int:
    """A grade from a cell: an integer that fits 64 bits, given as an int, an integral float or
    decimal text. Booleans, NaN, infinities, fractions and blanks are CellErrors, as are
    numbers past int64 (trec_eval reads grades as C longs)."""
    if value is None or (isinstance(value, str) and not value.strip()):
        raise CellError("missing grade")
    return checked_integer(value, "grade", f"grade {clipped_repr(value)} is not an integer")


_TREC_GRADE = re.compile(r"([+-]?)([0-9]*)(?:\.[0-9]*)?")


def trec_grade_cell(text: str) -> int:
    """A TREC qrels grade as trec_eval reads it (C's atol: the leading integer): decimal digits
    with an optional sign and an optional fraction, which is dropped, so `+2` is 2, `1.5` is 1
    and `-1.5` is -1. Text atol would also read (`1e3` as 1, `0x3` and `x` as 0) is a CellError,
    as is a number past int64."""
    match = _TREC_GRADE.fullmatch(text)
    if match is None or not any("0" <= char <= "9" for char in text):
        why = "(a comma as the decimal mark? grades are integers)" if decimal_comma(text) else (
            "(digits, an optional sign and fraction)")
        raise CellError(f"grade {clipped_repr(text)} is not an integer {why}")
    sign, whole = match.groups()
    number = decimal_integer(sign + (whole or "0"))
    if number is None or not fits_integer_column(number):
        raise CellError(f"grade {clipped_repr(text)} is {OUT_OF_RANGE}")
    return number


def qrels_arrow_table(qids: list[str], docids: list[str], grades: list[int], lines: list[int] | None) -> pa.Table:
    """The qrels Arrow table from Python lists (lines None: rows that came from no file)."""
    line = no_lines(len(qids)) if lines is None else pa.array(lines, pa.int64())
    return pa.table(
        {
            "qid": pa.array(qids, pa.string()),
            "docid": pa.array(docids, pa.string()),
            "grade": pa.array(grades, pa.int64()),
            "line": line,
        },
        schema=QRELS_SCHEMA,
    )


def no_lines(n: int) -> pa.Array:
    """The line column of n rows that came from no file: all null, costing no resident memory.

    pa.nulls writes n * 8 zero bytes (25 MB for a 5 M-judgment database's qrels); here validity
    and values share one calloc'ed numpy buffer: a big one is a fresh mapping, whose pages the
    kernel backs only once written, and nothing writes them.
    """
    import numpy as np

    zeros = pa.py_buffer(np.zeros(n, dtype=np.int64))
    return pa.Array.from_buffers(pa.int64(), n, [zeros, zeros], null_count=n)
