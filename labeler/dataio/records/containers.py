"""The container formats a file can be in, as one table: how each numbers its records in messages,
how its records are read and written, and which line its first record is on. Readers of one kind of
file (runs, qrels, queries, chunks, suggestions) look their container up here rather than testing its
name. The formats (their --format names and extensions) are labeler.domain.file_formats's records,
each naming its container here; a new container is one entry here, its format's record there, and
its run reader in labeler.dataio.runs.reader (tests/unit/dataio/records/test_file_formats.py holds the three
to one another)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from labeler.dataio.records.files import (
    NumberedRecord,
    atomic_path,
    iter_csv_records,
    iter_jsonl_records,
    iter_parquet_records,
    table_format,
    write_csv_records,
    write_jsonl_records,
    write_parquet_records,
)
from labeler.dataio.records.formats import FileFormat, TextLines

RecordReader = Callable[[Path, "TextLines | None"], Iterator[NumberedRecord]]
RecordWriter = Callable[[Path, Sequence[Mapping[str, Any]], Sequence[str]], None]


@dataclass(frozen=True, slots=True)
class Container:
    """One container format: its records' unit in messages, its record reader and writer (None for
    text, whose fields each kind of file parses itself) and the line of its first record (None where
    records are not lines, or where the text format decides: comments, headers)."""

    name: FileFormat
    unit: str
    read: RecordReader | None
    write: RecordWriter | None
    first_line: int | None


def _parquet_records(path: Path, _lines: TextLines | None) -> Iterator[NumberedRecord]:
    return iter_parquet_records(path)


CONTAINERS: dict[str, Container] = {
    "text": Container("text", "line", None, None, None),
    "csv": Container("csv", "line", iter_csv_records, write_csv_records, 2),  # the header is line 1
    "jsonl": Container("jsonl", "line", iter_jsonl_records, write_jsonl_records, 1),
    "parquet": Container("parquet", "row", _parquet_records, write_parquet_records, None),
}


def records_of(path: Path, container: str, lines: TextLines | None = None, *,
               text: Callable[[Path, TextLines | None], Iterator[NumberedRecord]] | None = None
               ) -> Iterator[NumberedRecord]:
    """The file's records as its container reads them; a text file's through ``text`` (the kind's own
    reader of whitespace or tab-separated fields), which a kind without a text form leaves out."""
    reader = CONTAINERS[container].read or text
    if reader is None:
        raise ValueError(f"{container} files have no records of this kind")
    return reader(path, lines)


def write_records(path: str | Path, records: Sequence[Mapping[str, Any]], columns: Sequence[str]) -> Path:
    """Write records as CSV, JSONL or Parquet (chosen by the extension), only ``columns``, in that order,
    atomically (see each container's writer for how values are written)."""
    path = Path(path)
    writer = CONTAINERS[table_format(path)].write
    assert writer is not None  # table_format names only containers with a writer
    with atomic_path(path) as temp:
        writer(temp, records, columns)
    return path
