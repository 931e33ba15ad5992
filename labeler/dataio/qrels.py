"""Qrels files (TREC `qid iter docid grade`, BEIR TSV, CSV/JSONL/Parquet) and their writers.

Grades are any integers, as trec_eval reads them (negatives allowed: never relevant, gain 0).
A (query, chunk) judged twice keeps its LAST line. trec_eval itself keeps both lines (it sorts
them and counts each toward num_rel, so its numbers then depend on qsort's order); pytrec_eval,
ir_measures and ranx keep the last, and so do we. Lines starting with '#' are comments, as in
trec_eval's get_qrels.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv

from labeler.dataio.formats import TextLines, require_file, sniff_format
from labeler.dataio.arrow_views import arrow_view, boolean_numpy, numpy_view
from labeler.dataio.whitespace import first_bad_line, read_whitespace_table
from labeler.dataio.tables import assign_columns, iter_csv_records, iter_jsonl_records, write_lines
from labeler.domain.errors import InputError
from labeler.domain.models import QrelRow

QRELS_SCHEMA = pa.schema(
    [("qid", pa.string()), ("docid", pa.string()), ("grade", pa.int64()), ("line", pa.int64())]
)

QRELS_ROLES: dict[str, tuple[str, ...]] = {
    "qid": ("qid", "query_id", "query-id", "queryid", "topic"),
    "docid": ("docid", "doc_id", "chunk_id", "corpus-id", "corpus_id", "pid"),
    "grade": ("grade", "relevance", "rel", "score", "label", "judgment"),
}

_BEIR_HEADER_FIRST = {"query-id", "query_id", "qid", "queryid"}


@dataclass(frozen=True, eq=False)
class QrelsTable:
    """Judgments as Arrow columns qid, docid (strings), grade (int64), line (int64: the 1-based
    line, or row for Parquet, it came from; null for rows not read from a file)."""

    table: pa.Table
    path: str | None = None

    @property
    def n_rows(self) -> int:
        """Number of judgment rows (a pair judged twice counts twice)."""
        return self.table.num_rows

    @property
    def n_queries(self) -> int:
        """Number of distinct query ids."""
        return len(pc.unique(self.table.column("qid")))

    def rows(self) -> list[QrelRow]:
        """Every row as a QrelRow, in file order, with its line number."""
        columns = [self.table.column(name).to_pylist() for name in ("qid", "docid", "grade", "line")]
        return [QrelRow(q, d, g, line) for q, d, g, line in zip(*columns)]

    def latest(self) -> "QrelsTable":
        """One row per (query, chunk): the last one in file order (see the module docstring)."""
        n = self.n_rows
        if n == 0:
            return self
        query = numpy_view(pc.dictionary_encode(self.table.column("qid")).combine_chunks().indices)
        doc_encoded = pc.dictionary_encode(self.table.column("docid")).combine_chunks()
        width = np.int64(len(doc_encoded.dictionary))
        codes = query.astype(np.int64) * width + numpy_view(doc_encoded.indices)
        reversed_codes = codes[::-1]
        _, first_in_reverse = np.unique(reversed_codes, return_index=True)
        keep = np.sort(n - 1 - first_in_reverse)
        if len(keep) == n:
            return self
        return QrelsTable(self.table.take(arrow_view(keep.astype(np.int64))), self.path)

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
        return cls(_qrels_table(qids, docids, grades, None))


def read_qrels(path: str | Path, *, format: str | None = None) -> QrelsTable:
    """Read qrels: TREC `qid iter docid grade` (whitespace), BEIR TSV (`query-id corpus-id
    score` header, or three fields without one), or CSV/JSONL/Parquet with qid, docid, grade
    columns (aliases query_id/query-id, chunk_id/doc_id/corpus-id, relevance/score/label).
    Grades must be integers; errors name the 1-based line."""
    path = require_file(path)
    container = sniff_format(path, format)
    if container == "text":
        table = _read_text_qrels(path)
    elif container == "csv":
        table = _read_csv_qrels(path)
    elif container == "jsonl":
        table = _read_jsonl_qrels(path)
    else:
        table = _read_parquet_qrels(path)
    if table.num_rows == 0:
        raise InputError(path, None, "empty file: no judgments")
    return QrelsTable(table.select(list(QRELS_SCHEMA.names)), str(path))


def _first_fields(path: Path) -> tuple[int, list[str]]:
    for number, text in TextLines(path):
        parts = text.split()
        if parts and not parts[0].startswith("#"):
            return number, parts
    raise InputError(path, None, "empty file: no judgments")


def _grade_problem(text: str) -> str | None:
    try:
        int(text)
    except ValueError:
        return f"grade {text!r} is not an integer"
    return None


def _read_text_qrels(path: Path) -> pa.Table:
    first_line, first = _first_fields(path)
    if len(first) == 3:
        header = first[0].lower() in _BEIR_HEADER_FIRST
        fields: tuple[str, ...] = ("qid", "docid", "grade")
        skip = first_line if header else 0
    else:
        fields = ("qid", "iter", "docid", "grade")
        skip = 0
    n_fields = len(fields)
    layout = " ".join(fields)

    def check(parts: list[str]) -> str | None:
        if parts[0].startswith("#"):
            return None
        if len(parts) != n_fields:
            return f"expected {n_fields} fields ({layout}), found {len(parts)}"
        return _grade_problem(parts[-1])

    types = {"qid": pa.string(), "docid": pa.string(), "grade": pa.int64()}
    if _has_comments_or_blanks(path):
        return _python_text_qrels(path, fields, check, skip)
    table = read_whitespace_table(path, fields, types, check, skip_rows=skip)
    lines = np.arange(skip + 1, skip + 1 + table.num_rows, dtype=np.int64)
    return table.append_column("line", arrow_view(lines))


def _has_comments_or_blanks(path: Path) -> bool:
    """Whether row numbers and line numbers part ways (then the file is read in Python)."""
    opener = open
    if path.suffix.lower() == ".gz":
        import gzip

        opener = gzip.open  # type: ignore[assignment]
    with opener(path, "rb") as handle:
        data = handle.read()
    return data.startswith(b"#") or b"\n#" in data or b"\n\n" in data or b"\n\r\n" in data or data.startswith(b"\n")


def _python_text_qrels(path: Path, fields: tuple[str, ...], check, skip: int) -> pa.Table:
    qids: list[str] = []
    docids: list[str] = []
    grades: list[int] = []
    lines: list[int] = []
    doc_at = fields.index("docid")
    for number, text in TextLines(path):
        if number <= skip:
            continue
        parts = text.split()
        if not parts or parts[0].startswith("#"):
            continue
        problem = check(parts)
        if problem:
            raise InputError(path, number, problem)
        qids.append(parts[0])
        docids.append(parts[doc_at])
        grades.append(int(parts[-1]))
        lines.append(number)
    return _qrels_table(qids, docids, grades, lines)


def _roles(path: Path, names: list[str], line: int | None) -> dict[str, str]:
    roles, _ = assign_columns(names, QRELS_ROLES)
    for role in ("qid", "docid", "grade"):
        if role not in roles:
            aliases = ", ".join(QRELS_ROLES[role])
            raise InputError(path, line, f"no {role} column: expected one of {aliases}; found {', '.join(names)}")
    return roles


def _standardize(table: pa.Table, roles: dict[str, str], lines: np.ndarray) -> pa.Table:
    for role in ("qid", "docid"):
        if pa.types.is_floating(table.column(roles[role]).type):
            raise pa.ArrowInvalid(f"{role} must be text or an integer, found floating-point numbers")
    grade = table.column(roles["grade"])
    if pa.types.is_floating(grade.type):
        whole = pc.equal(grade, pc.floor(grade))
        if not pc.all(whole).as_py():
            raise pa.ArrowInvalid("grades must be integers")
    return pa.table(
        {
            "qid": table.column(roles["qid"]).cast(pa.string()),
            "docid": table.column(roles["docid"]).cast(pa.string()),
            "grade": grade.cast(pa.int64()),
            "line": arrow_view(lines),
        },
        schema=QRELS_SCHEMA,
    )


def _read_csv_qrels(path: Path) -> pa.Table:
    numbers: list[int] = []
    header: list[str] | None = None
    for number, record in iter_csv_records(path):
        if header is None:
            header = list(record)
            roles = _roles(path, header, 1)
        value = record[roles["grade"]].strip()
        if _grade_problem(value):
            raise InputError(path, number, _grade_problem(value) or "")
        for role in ("qid", "docid"):
            if not record[roles[role]].strip():
                raise InputError(path, number, f"missing {role}")
        numbers.append(number)
    if header is None:
        return pa.table({name: pa.array([], t) for name, t in zip(QRELS_SCHEMA.names, QRELS_SCHEMA.types)})
    convert = pacsv.ConvertOptions(
        column_types={roles["qid"]: pa.string(), roles["docid"]: pa.string(), roles["grade"]: pa.int64()},
        include_columns=[roles["qid"], roles["docid"], roles["grade"]],
        strings_can_be_null=False,
    )
    table = pacsv.read_csv(path, convert_options=convert)
    # ids kept exactly as written, but without surrounding blanks, as the Python check saw them
    table = table.set_column(0, table.column_names[0], pc.utf8_trim_whitespace(table.column(0)))
    table = table.set_column(1, table.column_names[1], pc.utf8_trim_whitespace(table.column(1)))
    return _standardize(table, roles, np.asarray(numbers, dtype=np.int64))


def _read_jsonl_qrels(path: Path) -> pa.Table:
    qids: list[str] = []
    docids: list[str] = []
    grades: list[int] = []
    lines: list[int] = []
    for number, record in iter_jsonl_records(path):
        roles = _roles(path, list(record), number)
        values = []
        for role in ("qid", "docid"):
            value = record[roles[role]]
            if isinstance(value, bool) or not isinstance(value, (str, int)) or value == "":
                raise InputError(path, number, f"{role} must be text or an integer, found {value!r}")
            values.append(str(value))
        grade = record[roles["grade"]]
        if isinstance(grade, float) and grade.is_integer():
            grade = int(grade)
        if isinstance(grade, bool) or not isinstance(grade, (int, str)) or _grade_problem(str(grade)):
            raise InputError(path, number, f"grade {grade!r} is not an integer")
        qids.append(values[0])
        docids.append(values[1])
        grades.append(int(grade))
        lines.append(number)
    return _qrels_table(qids, docids, grades, lines)


def _read_parquet_qrels(path: Path) -> pa.Table:
    import pyarrow.parquet as pq

    try:
        table = pq.read_table(path)
    except (pa.ArrowException, OSError) as exc:
        raise InputError(path, None, f"not a readable Parquet file: {exc}") from None
    roles = _roles(path, table.column_names, None)
    try:
        grade = table.column(roles["grade"])
        if pa.types.is_floating(grade.type) or grade.null_count:
            bad = ~boolean_numpy(pc.equal(grade, pc.floor(grade))) if pa.types.is_floating(grade.type) else None
            nulls = boolean_numpy(grade.is_null())
            rows = np.flatnonzero(nulls | (bad if bad is not None else False))
            if len(rows):
                value = grade[int(rows[0])].as_py()
                raise InputError(path, None, f"row {int(rows[0]) + 1}: grade {value!r} is not an integer")
        return _standardize(table, roles, np.arange(1, table.num_rows + 1, dtype=np.int64))
    except (pa.ArrowInvalid, pa.ArrowTypeError) as exc:
        raise InputError(path, None, f"bad column type: {str(exc).splitlines()[0]}") from None


def write_qrels(path: str | Path, rows: Iterable[tuple[str, str, int]]) -> Path:
    """Write TREC qrels `qid 0 docid grade`, sorted by qid then docid (byte order), atomically:
    readable as is by trec_eval, pytrec_eval, ranx and ir_measures."""
    cleaned = sorted(((str(q), str(d), int(g)) for q, d, g in rows), key=lambda row: (row[0], row[1]))
    for qid, docid, _ in cleaned:
        if not qid or not docid or any(ch.isspace() for ch in qid + docid):
            raise InputError(path, None, f"ids cannot be empty or hold whitespace in TREC qrels: {qid!r} {docid!r}")
    return write_lines(path, (f"{q} 0 {d} {g}" for q, d, g in cleaned))


__all__ = ["QrelsTable", "read_qrels", "write_qrels", "first_bad_line"]


def _qrels_table(qids: list[str], docids: list[str], grades: list[int], lines: list[int] | None) -> pa.Table:
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
