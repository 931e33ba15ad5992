"""Tables of records: reading CSV/JSONL/Parquet rows as dicts with their line or row number,
and writing records atomically (a temp file in the same directory, then os.replace)."""

from __future__ import annotations

import csv
import datetime as dt
import decimal
import json
import math
import os
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Sequence

import pyarrow as pa
import pyarrow.compute as pc

from labeler.domain.errors import InputError, LabelerError
from labeler.domain.file_formats import write_extensions, written_extensions_named
from labeler.domain.untrusted import csv_cell, csv_text, json_text
from labeler.dataio.records.cells import CellError, json_kind
from labeler.dataio.records.formats import MAX_LINE_BYTES, TextLines

# A record as read: (1-based line, or row for Parquet) and its fields by column name.
NumberedRecord = tuple[int, dict[str, Any]]


# csv's default limit (128 KiB per field) is smaller than some real passages; a quoted field may
# span lines, so the line limit alone would not bound it.
csv.field_size_limit(MAX_LINE_BYTES)

_OMIT = object()


def located_error(path: str | Path, unit: str, number: int | None, message: str) -> InputError:
    """An InputError at a 1-based line (`path:N: msg`) or, for Parquet, a row (`path: row N: msg`)."""
    if unit == "row" and number is not None:
        return InputError(path, None, f"row {number}: {message}")
    return InputError(path, number, message)


def iter_csv_records(path: str | Path, lines: TextLines | None = None) -> Iterator[NumberedRecord]:
    """Rows of a CSV file with a header, as {column: str}, numbered by the line each row starts on; each
    cell as csv_text reads it (the ' labeler's CSV writers put before a formula character removed)."""
    path = Path(path)
    lines = lines if lines is not None else TextLines(path)
    line_of_row_end = 0
    current = 0

    def texts() -> Iterator[str]:
        nonlocal current
        for number, text in lines:
            current = number
            yield text

    reader = csv.reader(texts(), strict=True)
    header: list[str] | None = None
    try:
        for row in reader:
            start = line_of_row_end + 1
            line_of_row_end = current
            if not row or (len(row) == 1 and not row[0].strip()):
                continue
            if header is None:
                header = [name.strip() for name in row]
                seen: dict[str, int] = {}
                for index, name in enumerate(header):
                    if not name:
                        raise InputError(path, start, f"header column {index + 1} has no name")
                    if name.lower() in seen:
                        raise InputError(path, start, f"header names column {name!r} twice")
                    seen[name.lower()] = index
                continue
            if len(row) != len(header):
                raise InputError(path, start, f"expected {len(header)} columns as in the header, found {len(row)}")
            yield start, dict(zip(header, map(csv_text, row)))
    except csv.Error as exc:
        too_long = "field larger than field limit" in str(exc)
        message = f"a field is longer than {MAX_LINE_BYTES >> 20} MB" if too_long else f"malformed CSV: {exc}"
        raise InputError(path, current or None, message) from None
    if header is None:
        raise InputError(path, None, "empty file: no header and no rows")


CSV_FORMULA_QUOTE = r"^'('*[=+\-@\t\r])"
"""domain.untrusted.csv_text as a regular expression: the ' a CSV writer put before a formula character."""
FORMULA_START = r"^'*[=+\-@\t\r]"
"""domain.untrusted.csv_cell's test as a regular expression: a text that gets a leading ' in CSV."""


def csv_text_column(column: pa.ChunkedArray) -> pa.ChunkedArray:
    """csv_text over a string column read from CSV by Arrow, set-wise (a scan for a leading ' first)."""
    if not pc.any(pc.starts_with(column, "'")).as_py():
        return column
    return pc.replace_substring_regex(column, pattern=CSV_FORMULA_QUOTE, replacement=r"\1")


def iter_jsonl_records(path: str | Path, lines: TextLines | None = None) -> Iterator[NumberedRecord]:
    """Objects of a JSON Lines file with their line numbers; blank lines are skipped."""
    path = Path(path)
    lines = lines if lines is not None else TextLines(path)
    for number, text in lines:
        if not text.strip():
            continue
        try:
            record = json_value(text)
        except ValueError as exc:
            raise InputError(path, number, f"invalid JSON: {exc}") from None
        if not isinstance(record, dict):
            raise InputError(path, number, f"expected a JSON object, found {json_kind(record)}")
        yield number, record


def json_value(text: str) -> Any:
    """Parse JSON text; every way it can fail is a ValueError with a short message: a syntax
    error (with its column), an integer past Python's 4300 digits, nesting too deep for the
    parser, or a \\u escape leaving half a surrogate pair (text no UTF-8 file or database holds)."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{exc.msg} (column {exc.colno})") from None
    except ValueError as exc:
        raise ValueError(str(exc).split(";")[0]) from None
    except RecursionError:
        raise ValueError("nested too deeply") from None
    if "\\u" in text:
        try:
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError("a \\u escape leaves half a surrogate pair (not Unicode text)") from None
    return value


def iter_parquet_records(
    path: str | Path, *, batch_size: int = 50_000, on_rows: Callable[[int, int], None] | None = None
) -> Iterator[NumberedRecord]:
    """Rows of a Parquet file as {column: Python value}, numbered from 1; on_rows(done, total) per batch."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    path = Path(path)
    try:
        parquet = pq.ParquetFile(path)
    except (pa.ArrowException, OSError) as exc:
        raise InputError(path, None, f"not a readable Parquet file: {exc}") from None
    total = parquet.metadata.num_rows
    number = 0
    batches = parquet.iter_batches(batch_size=batch_size)
    while True:
        try:
            batch = next(batches, None)
        except (pa.ArrowException, OSError) as exc:
            raise located_error(path, "row", number + 1, f"cannot read Parquet data: {_first_line(exc)}") from None
        if batch is None:
            break
        names = batch.schema.names
        for values in zip(*_python_columns(path, batch, number)):
            number += 1
            yield number, dict(zip(names, values))
        if on_rows:
            on_rows(number, total)


def _python_columns(path: Path, batch: Any, rows_before: int) -> list[list[Any]]:
    """A record batch's columns as Python lists; a value Python cannot hold (a date past year
    9999, say) is an InputError at its row."""
    try:
        return [column.to_pylist() for column in batch.columns]
    except (ValueError, OverflowError, ArithmeticError):
        pass
    for index in range(batch.num_rows):  # error path only: find the row
        for name, column in zip(batch.schema.names, batch.columns):
            try:
                column[index].as_py()
            except (ValueError, OverflowError, ArithmeticError) as exc:
                message = f"column {name!r} holds a value Python cannot read: {_first_line(exc)}"
                raise located_error(path, "row", rows_before + index + 1, message) from None
    raise located_error(path, "row", rows_before + 1, "cannot read Parquet data")


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def assign_columns(names: Sequence[str], roles: Mapping[str, Sequence[str]]) -> tuple[dict[str, str], list[str]]:
    """Map each role to the first of its aliases present among `names` (case-insensitive, in alias
    order); every name not taken by a role is returned as an extra (kept as metadata)."""
    by_lower: dict[str, str] = {}
    for name in names:
        by_lower.setdefault(name.strip().lower(), name)
    taken: dict[str, str] = {}
    for role, aliases in roles.items():
        for alias in aliases:
            if alias in by_lower and by_lower[alias] not in taken.values():
                taken[role] = by_lower[alias]
                break
    used = set(taken.values())
    return taken, [name for name in names if name not in used]


def require_roles(
    path: str | Path, container: str, roles: Mapping[str, str], needed: Mapping[str, Sequence[str]], names: Sequence[str]
) -> None:
    """For CSV/Parquet (fixed columns) say once, at the header, which required column is missing."""
    if container not in {"csv", "parquet"}:
        return
    for role, aliases in needed.items():
        if role not in roles:
            message = (
                f"no {role} column: expected one of {', '.join(aliases)}; the columns are {', '.join(names)}"
            )
            raise InputError(path, 1 if container == "csv" else None, message)


def metadata_cell(value: Any) -> dict[str, Any]:
    """A `metadata` cell: a JSON object, or its text (CSV/Parquet exports write it as text); None
    and '' are no metadata."""
    if value is None or value == "":
        return {}
    if isinstance(value, str):
        try:
            value = json_value(value)
        except ValueError as exc:
            raise CellError(f"metadata is not valid JSON: {exc}") from None
    if isinstance(value, list) and all(isinstance(p, tuple) and len(p) == 2 for p in value):
        value = dict(value)  # a Parquet map column arrives as (key, value) pairs
    if not isinstance(value, dict):
        raise CellError(f"metadata must be a JSON object, found {json_kind(value)}")
    return _standard_json({str(key): _inner(item) for key, item in value.items()})


def jsonable(value: Any) -> Any:
    """A JSON-serializable copy of a cell: numpy/pandas scalars to Python, dates to ISO text,
    NaN and None to the _OMIT marker at top level (None inside lists); see `clean_metadata`."""
    if value is None:
        return _OMIT
    if isinstance(value, float):
        return _OMIT if math.isnan(value) else float(value)
    if isinstance(value, bool):
        return bool(value)
    if isinstance(value, int):
        return int(value)
    if isinstance(value, str):
        return str(value)
    if isinstance(value, Mapping):
        return {str(k): _inner(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_inner(v) for v in value]
    if isinstance(value, (dt.datetime, dt.date, dt.time)):
        return value.isoformat()
    if isinstance(value, decimal.Decimal):
        return float(value)
    if isinstance(value, bytes):
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            return value.hex()
    if hasattr(value, "tolist"):  # numpy arrays and scalars (also pandas' NA-free scalars)
        return jsonable(value.tolist())
    if hasattr(value, "isoformat"):  # pandas.Timestamp
        return value.isoformat()
    if type(value).__name__ in {"NAType", "NaTType"}:
        return _OMIT
    return str(value)


def _inner(value: Any) -> Any:
    converted = jsonable(value)
    return None if converted is _OMIT else converted


def clean_metadata(extras: Mapping[str, Any]) -> dict[str, Any]:
    """Metadata from extra cells: JSON-serializable values, with None, NaN and '' left out."""
    cleaned: dict[str, Any] = {}
    for key, value in extras.items():
        if isinstance(value, str) and value == "":
            continue
        converted = jsonable(value)
        if converted is not _OMIT:
            cleaned[str(key)] = converted
    return _standard_json(cleaned)


def _standard_json(metadata: dict[str, Any]) -> dict[str, Any]:
    """The metadata if standard JSON can hold it; infinities (which Python's JSON reader
    accepts and PostgreSQL's json type refuses) are a CellError, never stored."""
    stack: list[Any] = [metadata]
    while stack:
        value = stack.pop()
        if isinstance(value, float) and math.isinf(value):
            raise CellError(f"metadata holds {value}, which JSON cannot store")
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return metadata


# --- writing -----------------------------------------------------------------------------

_umask: int | None = None


def _file_mode() -> int:
    """The mode a plain open() would give a new file (0o666 minus the umask), read once."""
    global _umask
    if _umask is None:
        _umask = os.umask(0o022)
        os.umask(_umask)
    return 0o666 & ~_umask


@contextmanager
def atomic_path(path: str | Path) -> Iterator[Path]:
    """Yield a temp path beside `path` (parents created); on success it replaces `path`, on error it is removed."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(handle)
    temp = Path(temp_name)
    try:
        yield temp
        with open(temp, "rb+") as written:
            os.fsync(written.fileno())
        os.chmod(temp, _file_mode())
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


def table_format(path: str | Path) -> str:
    """csv, jsonl or parquet from the file's extension; a LabelerError for anything else."""
    suffix = Path(path).suffix.lower()
    written = write_extensions()
    if suffix not in written:
        raise LabelerError(
            f"{path}: cannot tell the output format from the extension {suffix or '(none)'!r}; "
            f"use {written_extensions_named()}"
        )
    return written[suffix]


def _json_default(value: Any) -> Any:
    converted = jsonable(value)
    if converted is _OMIT:
        return None
    if converted is value:
        raise TypeError(f"cannot write {type(value).__name__} as JSON")
    return converted


def _csv_cell(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, (dict, list, tuple)):
        value = json.dumps(value, ensure_ascii=False, default=_json_default)
    elif isinstance(value, (dt.datetime, dt.date)):
        value = value.isoformat()
    return csv_cell(str(value))


def write_csv_records(temp: Path, records: Sequence[Mapping[str, Any]], columns: Sequence[str]) -> None:
    """CSV: a header row, then one row per record; None as an empty cell, dicts/lists as JSON text."""
    with open(temp, "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(columns)
        for record in records:
            writer.writerow([_csv_cell(record.get(column)) for column in columns])


def write_jsonl_records(temp: Path, records: Sequence[Mapping[str, Any]], columns: Sequence[str]) -> None:
    """JSONL: one object a line with every column (None as null), UTF-8 unescaped."""
    with open(temp, "w", encoding="utf-8", newline="\n") as out:
        for record in records:
            row = {column: record.get(column) for column in columns}
            out.write(json_text(row, default=_json_default))
            out.write("\n")


def write_parquet_records(temp: Path, records: Sequence[Mapping[str, Any]], columns: Sequence[str]) -> None:
    """Parquet: Arrow-inferred column types."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    table = pa.table({column: [record.get(column) for record in records] for column in columns})
    pq.write_table(table, temp)


def write_json(path: str | Path, obj: Any) -> Path:
    """Write one JSON document (indented, UTF-8, trailing newline) atomically; dates become ISO text."""
    path = Path(path)
    with atomic_path(path) as temp:
        temp.write_text(
            json_text(obj, indent=2, default=_json_default) + "\n", encoding="utf-8"
        )
    return path


def write_lines(path: str | Path, lines: Iterator[str] | Sequence[str]) -> Path:
    """Write text lines (each given without its newline) as UTF-8 with \\n endings, atomically."""
    path = Path(path)
    with atomic_path(path) as temp:
        with open(temp, "w", encoding="utf-8", newline="\n") as out:
            for line in lines:
                out.write(line)
                out.write("\n")
    return path
