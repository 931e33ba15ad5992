"""Corpus files, streamed in batches: BEIR corpus.jsonl, MS MARCO-style TSV, CSV/JSONL/Parquet."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from labeler.dataio.records.cells import CellError, optional_int_cell, optional_text_cell, text_cell
from labeler.dataio.records.formats import FileFormat, TextLines, require_file, sniff_format
from labeler.dataio.records.ids import clean_id
from labeler.dataio.records.files import (
    NumberedRecord,
    assign_columns,
    clean_metadata,
    iter_parquet_records,
    located_error,
    metadata_cell,
    require_roles,
    write_lines,
)
from labeler.dataio.records.containers import CONTAINERS, records_of, write_records
from labeler.domain.errors import InputError, LabelerError
from labeler.domain.models import Chunk
from labeler.domain.file_formats import write_extensions

CHUNK_ROLES: dict[str, tuple[str, ...]] = {
    "id": ("id", "_id", "chunk_id", "docid", "pid"),
    "text": ("text", "contents", "passage", "body"),
    "title": ("title",),
    "doc_id": ("doc_id",),
    "position": ("position",),
    "metadata": ("metadata",),
}

CHUNK_COLUMNS: tuple[str, ...] = ("id", "text", "title", "doc_id", "position", "metadata")

ProgressCallback = Callable[[int], None]


class ChunkReader:
    """A corpus file read lazily: `batches()` yields lists of at most `batch_size` chunks in file
    order and calls on_bytes(n) with the bytes consumed since the last call (they sum to
    total_bytes). Every malformed record, and any id repeated in the file, is an InputError;
    a repeated id is found before the last batch is yielded."""

    def __init__(
        self, path: Path, container: FileFormat, batch_size: int, on_bytes: ProgressCallback | None = None
    ) -> None:
        self.path = path
        self.format = container
        self.batch_size = max(1, batch_size)
        self.total_bytes = path.stat().st_size
        self.bytes_read = 0
        self._on_bytes = on_bytes
        self._unit = CONTAINERS[container].unit

    def batches(self, on_bytes: ProgressCallback | None = None) -> Iterator[list[Chunk]]:
        """Chunks in batches; on_bytes (or the reader's) hears the bytes consumed after each batch."""
        import numpy as np

        report = on_bytes or self._on_bytes
        self.bytes_read = 0
        hashes: list[Any] = []
        numbers: list[Any] = []
        batch: list[Chunk] = []
        batch_numbers: list[int] = []
        for number, chunk in self._chunks(self._position_source()):
            if len(batch) >= self.batch_size:  # flushed only once more input exists: see below
                hashes.append(np.fromiter((hash(c.id) for c in batch), dtype=np.int64, count=len(batch)))
                numbers.append(np.asarray(batch_numbers, dtype=np.int64))
                self._advance(report)
                yield batch
                batch, batch_numbers = [], []
            batch.append(chunk)
            batch_numbers.append(number)
            self._last_number = number
        if not batch:
            raise InputError(self.path, None, "empty file: no chunks found")
        hashes.append(np.fromiter((hash(c.id) for c in batch), dtype=np.int64, count=len(batch)))
        numbers.append(np.asarray(batch_numbers, dtype=np.int64))
        # The last batch waits for this check, so a consumer never receives a complete file with
        # a repeated id. Ids are compared by hash (8 bytes each, not a dict of millions of
        # strings); a hash match is confirmed against the real ids before it is reported.
        self._check_unique(np.concatenate(hashes), np.concatenate(numbers))
        self._advance(report)
        yield batch

    def _advance(self, report: ProgressCallback | None) -> None:
        done = min(self._progress(), self.total_bytes)
        delta, self.bytes_read = done - self.bytes_read, done
        if report and delta > 0:
            report(delta)

    def _position_source(self) -> Iterator[NumberedRecord]:
        """Records of the file; also sets self._progress to a function giving bytes consumed."""
        self._last_number = 0
        if CONTAINERS[self.format].unit == "row":
            # Parquet is read by row groups, so progress is the share of rows read, in bytes.
            import pyarrow as pa
            import pyarrow.parquet as pq

            records = iter_parquet_records(self.path, batch_size=self.batch_size)
            try:
                rows = max(pq.read_metadata(self.path).num_rows, 1)
            except (pa.ArrowException, OSError):  # reported with its message by the records iterator
                rows = 1
            self._progress = lambda: self.total_bytes * self._last_number // rows
            return records
        lines = TextLines(self.path)
        self._progress = lambda: lines.bytes_read
        return records_of(self.path, self.format, lines, text=_tsv_records)

    def _chunks(self, records: Iterable[NumberedRecord]) -> Iterator[tuple[int, Chunk]]:
        roles_by_keys: dict[tuple[str, ...], tuple[dict[str, str], list[str]]] = {}
        for number, record in records:
            keys = tuple(record)
            mapping = roles_by_keys.get(keys)
            if mapping is None:
                mapping = roles_by_keys[keys] = assign_columns(keys, CHUNK_ROLES)
                required = {"id": CHUNK_ROLES["id"], "text": CHUNK_ROLES["text"]}
                require_roles(self.path, self.format, mapping[0], required, keys)
            try:
                chunk = _chunk_from(record, *mapping)
            except CellError as exc:
                raise located_error(self.path, self._unit, number, str(exc)) from None
            yield number, chunk

    def _check_unique(self, hashes: Any, numbers: Any) -> None:
        import numpy as np

        order = np.argsort(hashes, kind="stable")
        sorted_hashes = hashes[order]
        same = np.flatnonzero(sorted_hashes[1:] == sorted_hashes[:-1])
        if same.size == 0:
            return
        suspects = set(numbers[order[same]].tolist()) | set(numbers[order[same + 1]].tolist())
        first_seen: dict[str, int] = {}
        progress, last_number = self._progress, self._last_number
        for number, chunk in self._chunks(self._position_source()):
            if number not in suspects:
                continue
            if chunk.id in first_seen:
                raise located_error(
                    self.path,
                    self._unit,
                    number,
                    f"duplicate chunk id {chunk.id!r} (first on {self._unit} {first_seen[chunk.id]})",
                )
            first_seen[chunk.id] = number
        self._progress, self._last_number = progress, last_number


def read_chunks(
    path: str | Path,
    *,
    format: str | None = None,
    batch_size: int = 50_000,
    on_bytes: ProgressCallback | None = None,
) -> ChunkReader:
    """Open a corpus file for streaming (the file is read only when batches() is iterated).

    TSV: `id<TAB>text` or `id<TAB>text<TAB>title` (MS MARCO collection.tsv), no quoting, every
    line with the first line's column count; a header line of those names is skipped.
    Tables (CSV/JSONL/Parquet, BEIR corpus.jsonl): id from id/_id/chunk_id/docid/pid, text from
    text/contents/passage/body, optional title, doc_id, position; a `metadata` object (or its
    JSON text) and every other column go to Chunk.metadata (JSON values; None/NaN/'' left out).
    """
    path = require_file(path)
    return ChunkReader(path, sniff_format(path, format), batch_size, on_bytes)


def _chunk_from(record: dict[str, Any], roles: dict[str, str], extras: list[str]) -> Chunk:
    if "id" not in roles:
        raise CellError("missing chunk id (expected a key named id, _id, chunk_id, docid or pid)")
    if "text" not in roles:
        raise CellError("missing chunk text (expected a key named text, contents, passage or body)")
    metadata = clean_metadata({name: record[name] for name in extras}) if extras else {}
    if "metadata" in roles:
        metadata.update(metadata_cell(record[roles["metadata"]]))
    title = roles.get("title")
    doc_id = roles.get("doc_id")
    position = roles.get("position")
    return Chunk(
        id=clean_id(record[roles["id"]], "chunk id"),
        text=text_cell(record[roles["text"]], "chunk text"),
        title=optional_text_cell(record[title], "title") if title else None,
        doc_id=optional_text_cell(record[doc_id], "doc_id") if doc_id else None,
        position=optional_int_cell(record[position], "position") if position else None,
        metadata=metadata,
    )


def _tsv_records(path: Path, lines: TextLines | None) -> Iterator[NumberedRecord]:
    """`id<TAB>text[<TAB>title]` lines as records; blank lines skipped, a header line skipped. In a
    two-column file every tab after the first belongs to the text (passages may contain tabs)."""
    width = 0
    for number, line in lines if lines is not None else TextLines(path):
        line = line.rstrip("\r\n")
        if not line:
            continue
        fields = line.split("\t")
        if not width:
            width = len(fields)
            names = [field.strip().lower() for field in fields]
            if width not in (2, 3):
                raise InputError(
                    path, number, f"expected 2 or 3 tab-separated columns (id<TAB>text[<TAB>title]), found {width}"
                )
            if names[0] in CHUNK_ROLES["id"] and names[1] in CHUNK_ROLES["text"] and names[2:] in ([], ["title"]):
                continue
        if width == 2 and len(fields) > 2:
            # id<TAB>text (MS MARCO's collection.tsv): a passage may itself hold tabs; they are its text
            fields = line.split("\t", 1)
        if len(fields) != width:
            raise InputError(
                path, number, f"expected {width} tab-separated columns like the first line, found {len(fields)}"
            )
        if width == 2:
            yield number, {"id": fields[0], "text": fields[1]}
        else:
            yield number, {"id": fields[0], "text": fields[1], "title": fields[2]}


def write_chunks(path: str | Path, chunks: Iterable[Chunk]) -> Path:
    """Test seam: the inverse of read_chunks (docs/FORMATS.md), so tests round-trip chunk files.

    Write chunks atomically in the format of the extension: .tsv (id<TAB>text, plus <TAB>title
    when any chunk has one; nothing else), .jsonl (BEIR: _id, title, text, doc_id, position,
    metadata object), .csv/.parquet (id, text, title, doc_id, position, metadata as JSON text)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix in {".tsv", ".txt"}:
        chunks = list(chunks)
        with_title = any(chunk.title for chunk in chunks)
        return write_lines(path, (_tsv_line(chunk, with_title) for chunk in chunks))
    if write_extensions().get(suffix) == "jsonl":  # BEIR's own field names
        records = [
            {
                "_id": c.id,
                "title": c.title or "",
                "text": c.text,
                "doc_id": c.doc_id,
                "position": c.position,
                "metadata": dict(c.metadata),
            }
            for c in chunks
        ]
        return write_records(path, records, ("_id", "title", "text", "doc_id", "position", "metadata"))
    records = [
        {
            "id": c.id,
            "text": c.text,
            "title": c.title,
            "doc_id": c.doc_id,
            "position": c.position,
            "metadata": json.dumps(dict(c.metadata), ensure_ascii=False) if c.metadata else None,
        }
        for c in chunks
    ]
    return write_records(path, records, CHUNK_COLUMNS)


def _tsv_line(chunk: Chunk, with_title: bool) -> str:
    fields = [chunk.id, chunk.text] + ([chunk.title or ""] if with_title else [])
    if any(ch in field for field in fields for ch in "\t\r\n"):
        raise LabelerError(
            f"chunk {chunk.id!r} contains a tab or line break, which TSV cannot hold; export .jsonl instead"
        )
    return "\t".join(fields)
