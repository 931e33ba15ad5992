"""What every qrels reader shares: the Arrow shape of a qrels table and what a grade may be."""

from __future__ import annotations

from typing import Any

import pyarrow as pa

from labeler.dataio.cells import CellError, checked_integer, shown

QRELS_SCHEMA = pa.schema(
    [("qid", pa.string()), ("docid", pa.string()), ("grade", pa.int64()), ("line", pa.int64())]
)


def grade_cell(value: Any) -> int:
    """A grade from a cell: an integer that fits 64 bits, given as an int, an integral float or
    decimal text. Booleans, NaN, infinities, fractions and blanks are CellErrors, as are
    numbers past int64 (trec_eval reads grades as C longs)."""
    if value is None or (isinstance(value, str) and not value.strip()):
        raise CellError("missing grade")
    return checked_integer(value, "grade", f"grade {shown(value)} is not an integer")


def qrels_arrow_table(qids: list[str], docids: list[str], grades: list[int], lines: list[int] | None) -> pa.Table:
    """The qrels Arrow table from Python lists (lines None: rows that came from no file)."""
    line = pa.nulls(len(qids), pa.int64()) if lines is None else pa.array(lines, pa.int64())
    return pa.table(
        {
            "qid": pa.array(qids, pa.string()),
            "docid": pa.array(docids, pa.string()),
            "grade": pa.array(grades, pa.int64()),
            "line": line,
        },
        schema=QRELS_SCHEMA,
    )
