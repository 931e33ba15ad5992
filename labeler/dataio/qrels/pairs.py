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

from labeler.dataio.records.arrow_views import arrow_view, boolean_numpy, numpy_view
from labeler.dataio.records.cells import clipped_repr
from labeler.domain import choices
from labeler.domain.errors import DuplicateGradeError, LabelerError

DUPLICATE_POLICIES: tuple[str, ...] = choices.DUPLICATE_POLICIES.values


def pair_codes(table: pa.Table) -> np.ndarray:
    """One int64 per row, equal exactly when the rows' (qid, docid) are equal."""
    query = pc.dictionary_encode(table.column("qid")).combine_chunks()
    doc = pc.dictionary_encode(table.column("docid")).combine_chunks()
    width = np.int64(max(len(doc.dictionary), 1))
    return numpy_view(query.indices).astype(np.int64) * width + numpy_view(doc.indices).astype(np.int64)


def distinct_pairs_by_listing(table: pa.Table) -> bool:
    """Whether the table's order alone shows that no (qid, docid) comes twice: each query's rows
    are together (no query starts two stretches of rows) and, within each, every chunk id is
    greater than the one before it (byte order). False says nothing: the pairs may still be distinct."""
    qid = _single_chunk(table.column("qid"))
    docid = _single_chunk(table.column("docid"))
    same_query = pc.equal(qid[1:], qid[:-1])
    if not pc.all(pc.or_(pc.invert(same_query), pc.greater(docid[1:], docid[:-1]))).as_py():
        return False
    starts = np.flatnonzero(~boolean_numpy(same_query)) + 1  # rows where a stretch of one query begins
    first = qid.take(arrow_view(np.concatenate([np.zeros(1, dtype=np.int64), starts])))
    return len(pc.unique(first)) == len(first)


def _single_chunk(column: pa.ChunkedArray) -> pa.Array:
    return column.chunk(0) if column.num_chunks == 1 else column.combine_chunks()


def one_grade_per_pair(table: pa.Table, policy: str, path: str | Path | None = None, unit: str = "line") -> pa.Table:
    """The table with one row per pair, in file order, chosen by `policy` (see the module
    docstring). Under `error` a pair graded differently twice is a DuplicateGradeError at the
    first line that contradicts an earlier one: `FILE:LINE: chunk 'd' is graded twice for query
    'q': 2 here, 1 on line N`. Which row of a pair is kept: the first (identical repeats), the last (`last`), the
    first with the highest or lowest grade (`max`, `min`); its line number comes with it.

    Rows are coded set-wise (Arrow's dictionary codes of each id, one int64 per pair, exact);
    only rows whose code repeats, usually none, go to the small table that decides them, so a
    file without repeated pairs costs two dictionary encodings and a sort. A file that lists each
    query's lines together, its chunk ids ascending (most qrels files), is seen to hold no pair
    twice by comparing neighbouring lines alone (distinct_pairs_by_listing)."""
    if policy not in DUPLICATE_POLICIES:
        raise LabelerError(f"unknown duplicate policy {policy!r}; use one of {', '.join(DUPLICATE_POLICIES)}")
    if table.num_rows < 2 or distinct_pairs_by_listing(table):
        return table
    keys = pair_codes(table)
    sorted_keys = np.sort(keys)
    if not np.any(sorted_keys[1:] == sorted_keys[:-1]):
        return table
    order = np.argsort(keys, kind="stable")
    sorted_keys = keys[order]
    repeated = np.flatnonzero(sorted_keys[1:] == sorted_keys[:-1])
    suspect = np.zeros(table.num_rows, dtype=bool)
    suspect[order[repeated]] = True
    suspect[order[repeated + 1]] = True
    suspects = np.flatnonzero(suspect)  # ascending: the small table keeps file order
    kept = _exact(table.take(arrow_view(suspects.astype(np.int64))), policy, path, unit)
    keep = np.ones(table.num_rows, dtype=bool)
    keep[suspects] = False
    keep[suspects[kept]] = True
    return table.filter(pa.array(keep))


def _exact(table: pa.Table, policy: str, path: str | Path | None, unit: str) -> np.ndarray:
    """Rows (indices into this small table) to keep, comparing the ids themselves."""
    n = table.num_rows
    codes = pair_codes(table)
    order = np.argsort(codes, kind="stable")  # stable: within a pair, rows stay in file order
    sorted_codes = codes[order]
    starts_mask = np.empty(n, dtype=bool)
    starts_mask[0] = True
    np.not_equal(sorted_codes[1:], sorted_codes[:-1], out=starts_mask[1:])
    starts = np.flatnonzero(starts_mask)
    grades = numpy_view(table.column("grade").combine_chunks())
    group = np.cumsum(starts_mask) - 1
    if policy == "error":
        sorted_grades = grades[order]
        conflicting = np.flatnonzero(sorted_grades != sorted_grades[starts][group])
        if len(conflicting):
            _raise_conflict(table, order, starts, group, conflicting, path, unit)
        return order[starts]
    if policy == "last":
        last_rows: np.ndarray = order[np.append(starts[1:], n) - 1]
        return last_rows
    by_grade = -grades if policy == "max" else grades
    ranked = np.lexsort((np.arange(n), by_grade, codes))  # per pair: best grade first, then earliest row
    ranked_codes = codes[ranked]
    return ranked[np.flatnonzero(np.append(True, ranked_codes[1:] != ranked_codes[:-1]))]


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
    grade, first_grade = table.column("grade")[row].as_py(), table.column("grade")[first].as_py()
    where = f" on {unit} {first_line}" if first_line is not None else " before"
    message = f"chunk {clipped_repr(docid)} is graded twice for query {clipped_repr(qid)}: {grade} here, {first_grade}{where}"
    if unit == "row" and line is not None:
        raise DuplicateGradeError(path or "qrels", None, f"row {line}: {message}")
    raise DuplicateGradeError(path or "qrels", line, message)
