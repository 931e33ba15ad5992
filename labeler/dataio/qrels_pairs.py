"""One grade per (query, chunk) in a qrels table, decided set-wise with numpy (no Python loop).

A pair on several lines with one grade is simply one judgment (the repeats are dropped). A pair
with different grades is a conflict: trec_eval 10 refuses such a file, and so do we by default
(`error`); `last` keeps the grade of the pair's last line (pytrec_eval, ir_measures and ranx do
so), `max` and `min` its highest or lowest grade.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from labeler.dataio.runs import arrow_view, numpy_view
from labeler.dataio.cells import shown
from labeler.dataio.tables import located_error

DUPLICATE_POLICIES: tuple[str, ...] = ("error", "last", "max", "min")


def pair_codes(table: pa.Table) -> np.ndarray:
    """One int64 per row, equal exactly when the rows' (qid, docid) are equal."""
    query = pc.dictionary_encode(table.column("qid")).combine_chunks()
    doc = pc.dictionary_encode(table.column("docid")).combine_chunks()
    width = np.int64(max(len(doc.dictionary), 1))
    return numpy_view(query.indices).astype(np.int64) * width + numpy_view(doc.indices).astype(np.int64)


def one_grade_per_pair(table: pa.Table, policy: str, path: str | Path | None = None, unit: str = "line") -> pa.Table:
    """The table with one row per pair, in file order, chosen by `policy` (see the module
    docstring). Under `error` a pair graded differently twice is an InputError at the first line
    that contradicts an earlier one: `FILE:LINE: chunk 'd' is graded twice for query 'q' (first on
    line N)`. Which row of a pair is kept: the first (identical repeats), the last (`last`), the
    first with the highest or lowest grade (`max`, `min`); its line number comes with it."""
    if policy not in DUPLICATE_POLICIES:
        raise ValueError(f"unknown duplicate policy {policy!r}; use one of {', '.join(DUPLICATE_POLICIES)}")
    n = table.num_rows
    if n < 2:
        return table
    codes = pair_codes(table)
    order = np.argsort(codes, kind="stable")  # stable: within a pair, rows stay in file order
    sorted_codes = codes[order]
    starts_mask = np.empty(n, dtype=bool)
    starts_mask[0] = True
    np.not_equal(sorted_codes[1:], sorted_codes[:-1], out=starts_mask[1:])
    starts = np.flatnonzero(starts_mask)
    if len(starts) == n:  # no pair twice: the usual case costs one sort
        return table
    grades = numpy_view(table.column("grade").combine_chunks())
    group = np.cumsum(starts_mask) - 1
    if policy == "error":
        sorted_grades = grades[order]
        conflicting = np.flatnonzero(sorted_grades != sorted_grades[starts][group])
        if len(conflicting):
            _raise_conflict(table, order, starts, group, conflicting, path, unit)
        keep = order[starts]
    elif policy == "last":
        keep = order[np.append(starts[1:], n) - 1]
    else:
        rows = np.arange(n)
        by_grade = -grades if policy == "max" else grades
        ranked = np.lexsort((rows, by_grade, codes))  # per pair: best grade first, earliest row first
        ranked_codes = codes[ranked]
        firsts = np.flatnonzero(np.append(True, ranked_codes[1:] != ranked_codes[:-1]))
        keep = ranked[firsts]
    return table.take(arrow_view(np.sort(keep).astype(np.int64)))


def _raise_conflict(
    table: pa.Table,
    order: np.ndarray,
    starts: np.ndarray,
    group: np.ndarray,
    conflicting: np.ndarray,
    path: str | Path | None,
    unit: str,
) -> None:
    """Raise the InputError for the conflict a reader going line by line would meet first."""
    rows = order[conflicting]
    at = int(np.argmin(rows))
    row = int(rows[at])
    first = int(order[starts[group[conflicting[at]]]])
    qid = table.column("qid")[row].as_py()
    docid = table.column("docid")[row].as_py()
    line = table.column("line")[row].as_py()
    first_line = table.column("line")[first].as_py()
    where = f" (first on {unit} {first_line})" if first_line is not None else ""
    message = f"chunk {shown(docid)} is graded twice for query {shown(qid)}{where}"
    raise located_error(path or "qrels", unit, line, message)
