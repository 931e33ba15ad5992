"""pandas DataFrames in and out: runs and qrels handed over by notebook users (labeler.api).

Column names follow the files' aliases (RUN_ROLES, QRELS_ROLES): `qid, docid, score` for a run
(also `query_id, chunk_id`), `qid, docid, grade` for qrels (also `relevance`). Ids become
strings (integer ids are written in decimal, so 7 and "7" are the same query); float ids are
refused, as in files, since 7.0 would silently become "7.0".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from labeler.dataio.qrels.files import QRELS_ROLES, QrelsTable
from labeler.dataio.qrels.rows import QRELS_SCHEMA, no_lines
from labeler.dataio.records.duplicates import duplicate_row
from labeler.dataio.records.ids import IdColumnError, clean_id_column
from labeler.dataio.runs.table import RUN_SCHEMA, RunTable
from labeler.dataio.runs.values import RUN_ROLES
from labeler.dataio.records.files import assign_columns
from labeler.domain.errors import LabelerError

if TYPE_CHECKING:
    import pandas as pd


def run_from_frame(frame: "pd.DataFrame", name: str) -> RunTable:
    """A run from a DataFrame with columns qid, docid, score (rank, if present, is ignored);
    LabelerError naming the run and row on a missing column, score or a repeated chunk."""
    columns = _columns(frame, RUN_ROLES, ("qid", "docid", "score"), f"run {name!r}")
    score = _column(frame, columns["score"], f"run {name!r}").cast(pa.float64())
    finite = pc.fill_null(pc.is_finite(score), False)
    if not pc.all(finite).as_py():
        row = int(np.flatnonzero(~np.asarray(finite.to_pylist(), dtype=bool))[0])
        value = score[row].as_py()
        problem = "missing score" if value is None else f"score {value!r} is not finite"
        raise LabelerError(f"run {name!r}, row {row}: {problem}")
    table = pa.table({
        "qid": _ids(frame, columns["qid"], f"run {name!r}"),
        "docid": _ids(frame, columns["docid"], f"run {name!r}"),
        "score": score,
        "rank": pa.nulls(len(frame), pa.int64()),
    }, schema=RUN_SCHEMA)
    run = RunTable(table=table, name=name)
    repeated = duplicate_row(run.query_codes(), run.doc_coder().codes)
    if repeated is not None:
        raise LabelerError(f"run {name!r}, row {repeated}: chunk {table.column('docid')[repeated].as_py()!r} "
                           f"appears twice for query {table.column('qid')[repeated].as_py()!r}")
    return run


def qrels_from_frame(frame: "pd.DataFrame") -> QrelsTable:
    """Qrels from a DataFrame with columns qid, docid, grade (or relevance); grades must be
    integers (any sign, as trec_eval reads them). A pair given twice keeps its last row."""
    columns = _columns(frame, QRELS_ROLES, ("qid", "docid", "grade"), "qrels")
    grade = _column(frame, columns["grade"], "qrels")
    if not (pa.types.is_integer(grade.type) or pa.types.is_boolean(grade.type)):
        raise LabelerError(f"qrels: column {columns['grade']!r} must hold integer grades, found {grade.type}")
    if grade.null_count:
        raise LabelerError(f"qrels: column {columns['grade']!r} has missing grades")
    table = pa.table({
        "qid": _ids(frame, columns["qid"], "qrels"),
        "docid": _ids(frame, columns["docid"], "qrels"),
        "grade": grade.cast(pa.int64()),
        "line": no_lines(len(frame)),
    }, schema=QRELS_SCHEMA)
    return QrelsTable(table)


def qrels_frame(rows: Sequence[tuple[str, str, int]]) -> "pd.DataFrame":
    """(query id, chunk id, grade) rows as a DataFrame with columns qid, docid, grade."""
    import pandas as pd

    qids, docids, grades = (list(column) for column in zip(*rows)) if rows else ([], [], [])
    return pd.DataFrame({
        "qid": pd.Series(qids, dtype=object),
        "docid": pd.Series(docids, dtype=object),
        "grade": pd.Series(grades, dtype="int64"),
    })


def _columns(frame: "pd.DataFrame", roles: Mapping[str, Sequence[str]], needed: Sequence[str],
             what: str) -> dict[str, str]:
    names = [str(name) for name in frame.columns]
    taken, _ = assign_columns(names, roles)
    for role in needed:
        if role not in taken:
            raise LabelerError(f"{what}: no {role} column: expected one of {', '.join(roles[role])}; "
                               f"the columns are {', '.join(names) or 'none'}")
    return taken


def _column(frame: "pd.DataFrame", name: str, what: str) -> pa.Array:
    try:
        return pa.Array.from_pandas(frame[name])
    except (pa.ArrowInvalid, pa.ArrowTypeError, TypeError) as exc:
        raise LabelerError(f"{what}: column {name!r} cannot be read: {str(exc).splitlines()[0]}") from None


def _ids(frame: "pd.DataFrame", name: str, what: str) -> pa.ChunkedArray:
    """A column of ids by the id rule (labeler.dataio.records.ids), as files' ids are read."""
    values = _column(frame, name, what)
    if pa.types.is_floating(values.type):
        raise LabelerError(f"{what}: column {name!r} holds floating-point numbers; ids must be text or integers")
    try:
        return clean_id_column(values, "id")
    except IdColumnError as exc:
        raise LabelerError(f"{what}, row {exc.row}: column {name!r}: {exc}") from None
