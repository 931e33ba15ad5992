"""Qrels files (TREC `qid iter docid grade`, BEIR TSV, CSV/JSONL/Parquet) and their writers.

Grades are integers that fit 64 bits, as trec_eval reads them (negatives allowed: never
relevant, gain 0); a TREC qrels grade written `1.5` or `+2` is read as trec_eval's atol reads
it (1 and 2: see qrels_rows.trec_grade_cell). A (query, chunk) on several lines is decided by qrels_pairs: identical lines
are one judgment, different grades an error unless a policy (last, max, min) is chosen. Fields
of text qrels are separated by ASCII blanks (space, tab, CR, FF, VT), as trec_eval splits them;
lines whose first field starts with '#' are comments, as in trec_eval's get_qrels.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from labeler.dataio.records.cells import CellError
from labeler.dataio.records.formats import require_file, sniff_format
from labeler.dataio.records.ids import IdColumnError, clean_id, clean_id_column
from labeler.dataio.qrels.pairs import DUPLICATE_POLICIES, one_grade_per_pair
from labeler.dataio.qrels.rows import QRELS_SCHEMA, grade_cell, no_lines, qrels_arrow_table
from labeler.dataio.qrels.text import read_text_qrels
from labeler.dataio.records.arrow_views import arrow_view, nul_separated_strings
from labeler.dataio.records.containers import CONTAINERS
from labeler.dataio.records.files import (
    NumberedRecord,
    assign_columns,
    iter_csv_records,
    iter_jsonl_records,
    located_error,
    write_lines,
)
from labeler.domain.errors import InputError, LabelerError

if TYPE_CHECKING:
    from labeler.domain.models import QrelRow

QRELS_ROLES: dict[str, tuple[str, ...]] = {
    "qid": ("qid", "query_id", "query-id", "queryid", "topic"),
    "docid": ("docid", "doc_id", "chunk_id", "corpus-id", "corpus_id", "pid"),
    "grade": ("grade", "relevance", "rel", "score", "label", "judgment"),
}

@dataclass(frozen=True, eq=False)
class QrelsTable:
    """Judgments as Arrow columns qid, docid (strings), grade (int64), line (int64: the 1-based
    line, or row for Parquet, it came from; null for rows not read from a file). `unit` says
    which: "line" or "row" (see tables.located_error)."""

    table: pa.Table
    path: str | None = None
    unit: str = "line"
    one_per_pair: bool = False  # read_qrels has already resolved repeated pairs: latest() is a no-op

    @property
    def n_rows(self) -> int:
        """Number of judgment rows (a file's repeated pairs are already resolved; from_rows keeps them)."""
        n_rows: int = self.table.num_rows
        return n_rows

    @property
    def n_queries(self) -> int:
        """Number of distinct query ids."""
        return len(pc.unique(self.table.column("qid")))

    def rows(self) -> list[QrelRow]:
        """Every row as a QrelRow, in file order, with its line number."""
        from labeler.domain.models import QrelRow  # here: scoring a qrels file never needs the records

        columns = [self.table.column(name).to_pylist() for name in ("qid", "docid", "grade", "line")]
        return [QrelRow(q, d, g, line) for q, d, g, line in zip(*columns)]

    def latest(self) -> "QrelsTable":
        """One row per (query, chunk): the last one in file order (the `last` duplicate policy)."""
        if self.one_per_pair:
            return self
        return QrelsTable(one_grade_per_pair(self.table, "last"), self.path, self.unit, one_per_pair=True)

    @classmethod
    def from_rows(cls, rows: Iterable[tuple[str, str, int]]) -> "QrelsTable":
        """A table from (query id, chunk id, grade) tuples (no line numbers)."""
        qids: list[str] = []
        docids: list[str] = []
        grades: list[int] = []
        for qid, docid, grade in rows:
            qids.append(str(qid))
            docids.append(str(docid))
            grades.append(int(grade))
        return cls(qrels_arrow_table(qids, docids, grades, None))

    @classmethod
    def from_batches(
        cls, batches: Iterable[tuple[Sequence[str], Sequence[str], Sequence[int]]], *, one_per_pair: bool = False
    ) -> "QrelsTable":
        """A table from (query ids, chunk ids, grades) column batches, each copied into growing
        columns as it comes (one batch of Python strings is alive at a time; see dataio.records.growing):
        one chunk per column, which encoding reads without copying it whole at its own peak.
        one_per_pair: the batches hold no pair twice (a database's aggregated qrels), so latest()
        has nothing to do."""
        from labeler.dataio.records.growing import GrowingArray, GrowingStrings

        qids, docids, grades = GrowingStrings(), GrowingStrings(), GrowingArray(np.int64)
        for query_ids, chunk_ids, batch_grades in batches:
            qids.extend(query_ids)
            docids.extend(chunk_ids)
            grades.extend(np.asarray(batch_grades, dtype=np.int64))
        table = pa.table(
            {"qid": qids.arrow(), "docid": docids.arrow(), "grade": grades.arrow(), "line": no_lines(grades.size)},
            schema=QRELS_SCHEMA,
        )
        return cls(table, one_per_pair=one_per_pair)


def qrels_from_id_texts(query_data: bytes, query_ends: np.ndarray, chunk_data: bytes, chunk_ends: np.ndarray,
                        rows: np.ndarray, grades: np.ndarray) -> QrelsTable | None:
    """One row per pair from query and chunk ids laid end to end, NUL-separated (a database's packed
    read: arrow_views.nul_separated_strings), taking the ids at ``rows`` with ``grades``; None when an
    id is not valid UTF-8 or holds a NUL."""
    picked = arrow_view(np.asarray(rows, dtype=np.int64))
    try:
        qids = nul_separated_strings(query_data, query_ends).take(picked)
        docids = nul_separated_strings(chunk_data, chunk_ends).take(picked)
    except (pa.ArrowInvalid, ValueError):
        return None
    table = pa.table({"qid": qids, "docid": docids, "grade": arrow_view(np.asarray(grades, dtype=np.int64)),
                      "line": no_lines(len(rows))}, schema=QRELS_SCHEMA)
    return QrelsTable(table, one_per_pair=True)


def read_qrels(path: str | Path, *, format: str | None = None, on_duplicate: str = "error") -> QrelsTable:
    """Read qrels: TREC `qid iter docid grade` (whitespace), BEIR TSV (after its `query-id
    corpus-id score` header; not with format="trec"), or CSV/JSONL/Parquet with qid, docid, grade
    columns (aliases query_id/query-id, chunk_id/doc_id/corpus-id, relevance/score/label).
    Grades must be integers that fit 64 bits (TREC qrels: `1.5` is 1 and `+2` is 2, as trec_eval
    reads them); errors name the 1-based line (Parquet: the row).
    A pair on several lines: see qrels_pairs (`on_duplicate`: error, last, max or min)."""
    if on_duplicate not in DUPLICATE_POLICIES:
        raise LabelerError(f"unknown duplicate policy {on_duplicate!r}; use one of {', '.join(DUPLICATE_POLICIES)}")
    path = require_file(path)
    container = sniff_format(path, format)
    if container == "text":  # --format trec: trec_eval's four fields only, no BEIR header
        table = read_text_qrels(path, beir=format != "trec")
    else:
        table = _TABLE_READERS[container](path)
    if table.num_rows == 0:
        raise InputError(path, None, "empty file: no judgments")
    unit = CONTAINERS[container].unit
    table = one_grade_per_pair(table.select(list(QRELS_SCHEMA.names)), on_duplicate, path, unit)
    return QrelsTable(table, str(path), unit, one_per_pair=True)


def _roles(path: Path, names: list[str], line: int | None) -> dict[str, str]:
    roles, _ = assign_columns(names, QRELS_ROLES)
    for role in ("qid", "docid", "grade"):
        if role not in roles:
            aliases = ", ".join(QRELS_ROLES[role])
            raise InputError(path, line, f"no {role} column: expected one of {aliases}; found {', '.join(names)}")
    return roles


def _records_table(path: Path, records: Iterable[NumberedRecord], header_line: int | None) -> pa.Table:
    """CSV or JSONL records (each checked as it comes, so an error names its line) as a table;
    ids by the id rule (labeler.dataio.records.ids)."""
    qids: list[str] = []
    docids: list[str] = []
    grades: list[int] = []
    lines: list[int] = []
    roles_by_keys: dict[tuple[str, ...], dict[str, str]] = {}
    for number, record in records:
        keys = tuple(record)
        roles = roles_by_keys.get(keys)
        if roles is None:
            roles = roles_by_keys[keys] = _roles(path, list(keys), header_line or number)
        try:
            qids.append(clean_id(record[roles["qid"]], "qid"))
            docids.append(clean_id(record[roles["docid"]], "docid"))
            grades.append(grade_cell(record[roles["grade"]]))
        except CellError as exc:
            raise InputError(path, number, str(exc)) from None
        lines.append(number)
    return qrels_arrow_table(qids, docids, grades, lines)


def _read_csv_qrels(path: Path) -> pa.Table:
    """CSV qrels: ids by the id rule in the loop (cheap), grades checked set-wise; a grade Arrow
    cannot read plainly sends the file to the cell-by-cell reader for its message."""
    qids: list[str] = []
    docids: list[str] = []
    grade_texts: list[str] = []
    lines: list[int] = []
    columns: tuple[str, str, str] | None = None
    for number, record in iter_csv_records(path):
        if columns is None:
            roles = _roles(path, list(record), 1)
            columns = (roles["qid"], roles["docid"], roles["grade"])
        try:
            qids.append(clean_id(record[columns[0]], "qid"))
            docids.append(clean_id(record[columns[1]], "docid"))
        except CellError:  # the record-by-record reader names the first bad line, grades included
            return _records_table(path, iter_csv_records(path), 1)
        grade_texts.append(record[columns[2]])
        lines.append(number)
    grades = pa.array(grade_texts, pa.string())
    if len(grades) and not pc.all(pc.match_substring_regex(grades, _PLAIN_GRADE)).as_py():
        return _records_table(path, iter_csv_records(path), 1)
    return pa.table(
        [pa.array(qids, pa.string()), pa.array(docids, pa.string()), pc.utf8_trim(grades, " \t").cast(pa.int64()),
         pa.array(lines, pa.int64())],
        schema=QRELS_SCHEMA,
    )


_PLAIN_GRADE = r"^[ \t]*-?[0-9]{1,18}[ \t]*$"  # always within int64; anything else gets grade_cell's verdict


def _read_jsonl_qrels(path: Path) -> pa.Table:
    return _records_table(path, iter_jsonl_records(path), None)


def _read_parquet_qrels(path: Path) -> pa.Table:
    """A Parquet qrels file, checked column by column: ids text or integers, grades integers
    (integral floats too) within int64; a bad value is named by its row."""
    import pyarrow.parquet as pq

    try:
        table = pq.read_table(path)
    except (pa.ArrowException, OSError) as exc:
        raise InputError(path, None, f"not a readable Parquet file: {str(exc).splitlines()[0]}") from None
    roles = _roles(path, table.column_names, None)
    columns = {role: _parquet_column(path, table.column(roles[role]), role) for role in ("qid", "docid", "grade")}
    lines = arrow_view(np.arange(1, table.num_rows + 1, dtype=np.int64))
    return pa.table([columns["qid"], columns["docid"], columns["grade"], lines], schema=QRELS_SCHEMA)


def _parquet_column(path: Path, column: pa.ChunkedArray, role: str) -> pa.ChunkedArray:
    kind = column.type
    wanted = pa.int64() if role == "grade" else pa.string()
    ok_type = pa.types.is_integer(kind) or (role == "grade" and pa.types.is_floating(kind)) or (
        role != "grade" and (pa.types.is_string(kind) or pa.types.is_large_string(kind))
    )
    if not ok_type:
        raise InputError(path, None, f"column {role} holds {kind}, not {'integers' if role == 'grade' else 'text or integers'}")
    if role != "grade":
        try:
            return clean_id_column(column, role)
        except IdColumnError as exc:
            raise located_error(path, "row", exc.row + 1, str(exc)) from None
    try:
        converted = column.cast(wanted)  # safe cast: fractions and values past int64 fail
        if column.null_count == 0:
            return converted
    except pa.ArrowInvalid:
        pass
    for row, value in enumerate(column.to_pylist()):  # error path only: find the row
        try:
            grade_cell(value)
        except CellError as exc:
            raise located_error(path, "row", row + 1, str(exc)) from None
    raise InputError(path, None, f"column {role} cannot be read as {wanted}")


# The qrels readers of the record containers (a text container's fields are read by read_text_qrels).
_TABLE_READERS: dict[str, Callable[[Path], pa.Table]] = {
    "csv": _read_csv_qrels,
    "jsonl": _read_jsonl_qrels,
    "parquet": _read_parquet_qrels,
}


def write_qrels(path: str | Path, rows: Iterable[tuple[str, str, int]]) -> Path:
    """Write TREC qrels `qid 0 docid grade`, sorted by qid then docid (byte order), atomically:
    readable as is by trec_eval, pytrec_eval, ranx and ir_measures."""
    cleaned = sorted(((str(q), str(d), int(g)) for q, d, g in rows), key=lambda row: (row[0], row[1]))
    for qid, docid, _ in cleaned:
        if not qid or not docid or any(ch.isspace() for ch in qid + docid):
            raise InputError(path, None, f"ids cannot be empty or hold whitespace in TREC qrels: {qid!r} {docid!r}")
    return write_lines(path, (f"{q} 0 {d} {g}" for q, d, g in cleaned))


__all__ = ["QrelsTable", "qrels_from_id_texts", "read_qrels", "write_qrels", "DUPLICATE_POLICIES"]
