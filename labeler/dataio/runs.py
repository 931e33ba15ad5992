"""Run files (TREC `qid Q0 docid rank score tag`, CSV/JSONL/Parquet) read fast with Arrow.

The fast path hands the whole file to pyarrow.csv (multi-threaded, explicit column types, ids
always strings: "007" stays "007"). Only when Arrow refuses the file is it rescanned line by
line in Python, to name the first bad line in a one-line InputError.
"""

from __future__ import annotations

import gzip
import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv

from labeler.dataio.formats import TextLines, require_file, sniff_format
from labeler.dataio.tables import assign_columns, atomic_path, located_error
from labeler.domain.errors import InputError, LabelerError

RUN_SCHEMA = pa.schema(
    [("qid", pa.string()), ("docid", pa.string()), ("score", pa.float64()), ("rank", pa.int64())]
)

RUN_ROLES: dict[str, tuple[str, ...]] = {
    "qid": ("qid", "query_id", "query-id", "queryid", "topic"),
    "docid": ("docid", "doc_id", "chunk_id", "corpus-id", "corpus_id", "pid", "id"),
    "score": ("score", "sim", "similarity"),
    "rank": ("rank",),
}

TREC_RUN_FIELDS = ("qid", "q0", "docid", "rank", "score", "tag")
_BLOCK_SIZE = 4 << 20  # 4 MiB blocks: full speed on 2 cores with a small read buffer footprint
_HASH_MIX = np.uint64(0x9E3779B97F4A7C15)  # odd: doc -> doc * mix is a bijection mod 2**64


def use_lean_memory_pool() -> None:
    """Make Arrow hand freed memory back to the OS at once (jemalloc, decay 0) when available;
    a batch command reading a 7 M-line run then peaks near the size of its table."""
    try:
        pa.set_memory_pool(pa.jemalloc_memory_pool())
        pa.jemalloc_set_decay_ms(0)
    except (NotImplementedError, pa.ArrowException):
        pass


# --- the table ------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class RunTable:
    """A retriever run: Arrow columns qid (string), docid (string), score (float64), rank (int64,
    null when the file has none; the column is left out entirely by read_run(ranks=False)).
    Row order is the file's; evaluation ranks by score, never by `rank`."""

    table: pa.Table
    name: str
    tag: str | None = None
    path: str | None = None
    _cache: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def sha256(self) -> str | None:
        """sha256 of the file's bytes as read (hashed on first use; evaluation never needs it),
        or the stored digest for a run read back from the database."""
        if "sha256" not in self._cache:
            self._cache["sha256"] = file_sha256(Path(self.path)) if self.path else None
        return self._cache["sha256"]

    @property
    def n_rows(self) -> int:
        """Number of (query, chunk) rows."""
        return self.table.num_rows

    @property
    def n_queries(self) -> int:
        """Number of distinct query ids."""
        return len(self.query_dictionary())

    def query_ids(self) -> list[str]:
        """Distinct query ids in byte (strcmp) order."""
        dictionary = self.query_dictionary()
        return dictionary.take(pc.sort_indices(dictionary)).to_pylist()

    def query_dictionary(self) -> pa.Array:
        """The distinct query ids in order of first appearance (computed once)."""
        self._query_codes()
        return self._cache["query_dictionary"]

    def _query_codes(self) -> np.ndarray:
        """int32 index of each row's query in query_dictionary() (computed once)."""
        if "query_codes" not in self._cache:
            encoded = pc.dictionary_encode(self.table.column("qid"))
            chunks = encoded.chunks
            if chunks:
                # one memo table for a chunked array, so every chunk shares the dictionary
                self._cache["query_dictionary"] = chunks[0].dictionary
                codes = np.empty(self.n_rows, dtype=np.int32)
                at = 0
                for chunk in chunks:
                    codes[at : at + len(chunk)] = numpy_view(chunk.indices)
                    at += len(chunk)
            else:
                self._cache["query_dictionary"] = pa.array([], pa.string())
                codes = np.empty(0, dtype=np.int32)
            self._cache["query_codes"] = codes
        return self._cache["query_codes"]

    def _doc_coder(self) -> "DocCoder":
        """The order-preserving chunk-id code of this run (computed once)."""
        if "doc_coder" not in self._cache:
            self._cache["doc_coder"] = DocCoder.for_column(self.table.column("docid"))
        return self._cache["doc_coder"]

    @classmethod
    def from_rows(cls, rows: Iterable[tuple[str, str, float]], name: str = "run") -> "RunTable":
        """A run from (query id, chunk id, score) tuples (no file, no ranks)."""
        qids, docids, scores = [], [], []
        for qid, docid, score in rows:
            qids.append(str(qid))
            docids.append(str(docid))
            scores.append(float(score))
        table = pa.table({
            "qid": pa.array(qids, pa.string()),
            "docid": pa.array(docids, pa.string()),
            "score": pa.array(scores, pa.float64()),
            "rank": pa.nulls(len(qids), pa.int64()),
        })
        return cls(table=table, name=name)

    def without_ranks(self) -> "RunTable":
        """The same run without its rank column (evaluation ignores ranks: 8 bytes a row saved),
        keeping what was already computed about it."""
        if "rank" not in self.table.column_names:
            return self
        return RunTable(self.table.drop_columns(["rank"]), self.name, self.tag, self.path, dict(self._cache))

    def ranking_codes(self) -> tuple[np.ndarray, np.ndarray]:
        """(query code per row, order-preserving chunk-id code per row): the integer keys the
        run is ranked by, computed once."""
        return self._query_codes(), self._doc_coder().codes

    def row_batches(self, size: int = 200_000) -> Iterator[list[tuple[str, str, float, int | None]]]:
        """(qid, docid, score, rank) tuples in file order, `size` at a time (for bulk inserts)."""
        has_rank = "rank" in self.table.column_names
        for start in range(0, self.n_rows, max(1, size)):
            part = self.table.slice(start, size)
            ranks = part.column("rank").to_pylist() if has_rank else [None] * part.num_rows
            yield list(
                zip(
                    part.column("qid").to_pylist(),
                    part.column("docid").to_pylist(),
                    part.column("score").to_pylist(),
                    ranks,
                )
            )

    def to_bytes(self) -> bytes:
        """The run as an Arrow IPC stream (zstd or lz4 compressed when available), with its name,
        tag, path and sha256 in the schema metadata: how a run is stored in the database."""
        metadata = {
            key: value
            for key, value in (("name", self.name), ("tag", self.tag), ("path", self.path), ("sha256", self.sha256))
            if value is not None
        }
        table = self.table.replace_schema_metadata(metadata)
        options = pa.ipc.IpcWriteOptions(compression=_ipc_codec())
        sink = pa.BufferOutputStream()
        with pa.ipc.new_stream(sink, table.schema, options=options) as writer:
            writer.write_table(table, max_chunksize=1 << 20)
        return sink.getvalue().to_pybytes()

    @classmethod
    def from_bytes(cls, data: bytes, name: str | None = None) -> "RunTable":
        """A run back from to_bytes(); `name` overrides the stored name."""
        try:
            table = pa.ipc.open_stream(pa.py_buffer(data)).read_all()
        except pa.ArrowException as exc:
            raise LabelerError(f"stored run {name or ''} is not readable: {exc}".replace("  ", " ")) from None
        meta = {k.decode(): v.decode() for k, v in (table.schema.metadata or {}).items()}
        table = table.replace_schema_metadata(None)
        if "rank" not in table.column_names:
            table = table.append_column("rank", pa.nulls(table.num_rows, pa.int64()))
        run = cls(table=table, name=name or meta.get("name", "run"), tag=meta.get("tag"), path=meta.get("path"))
        run._cache["sha256"] = meta.get("sha256")
        return run


def numpy_view(array: pa.Array) -> np.ndarray:
    """A zero-copy numpy view of a null-free primitive Arrow array, read from its buffers
    (Array.to_numpy would import pandas, 0.3 s of a command's start-up)."""
    if array.null_count:
        raise ValueError("numpy_view needs an array without nulls")
    dtype = np.dtype(array.type.to_pandas_dtype()) if not pa.types.is_boolean(array.type) else None
    if dtype is None:
        raise TypeError("numpy_view does not read boolean arrays")
    return np.frombuffer(array.buffers()[1], dtype=dtype, count=array.offset + len(array))[array.offset :]


def arrow_view(values: np.ndarray) -> pa.Array:
    """A zero-copy Arrow array over a contiguous numeric numpy array (no pandas import)."""
    values = np.ascontiguousarray(values)
    return pa.Array.from_buffers(pa.from_numpy_dtype(values.dtype), len(values), [None, pa.py_buffer(values)])


def boolean_numpy(array: pa.Array | pa.ChunkedArray) -> np.ndarray:
    """A boolean Arrow array (nulls as False) as a numpy bool array, without pandas."""
    if isinstance(array, pa.ChunkedArray):
        parts = [boolean_numpy(chunk) for chunk in array.chunks]
        return np.concatenate(parts) if parts else np.zeros(0, dtype=bool)
    n = len(array)
    bits = np.frombuffer(array.buffers()[1], dtype=np.uint8)
    values = np.unpackbits(bits, bitorder="little")[array.offset : array.offset + n].astype(bool)
    if array.null_count:
        valid = np.unpackbits(np.frombuffer(array.buffers()[0], dtype=np.uint8), bitorder="little")
        values &= valid[array.offset : array.offset + n].astype(bool)
    return values


def file_sha256(path: Path) -> str:
    """Hex sha256 of a file's bytes, read a MiB at a time."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while block := handle.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


def _ipc_codec() -> str | None:
    for codec in ("zstd", "lz4"):
        if pa.Codec.is_available(codec):
            return codec
    return None


# --- order-preserving chunk-id codes ---------------------------------------------------------


@dataclass(frozen=True)
class DocCoder:
    """Maps chunk ids to int64 codes with a > b exactly when id a > id b in byte order.

    Ids of at most 8 bytes (MS MARCO, most corpora) are coded directly as their big-endian
    bytes, a pure function of the id. Longer ids fall back to the id's rank among the run's
    distinct ids (slower: a hash pass and a sort); ids absent from the run then get no code.
    """

    codes: np.ndarray
    dictionary: pa.Array | None = None  # sorted distinct ids, only for the rank fallback

    @classmethod
    def for_column(cls, docids: pa.ChunkedArray) -> "DocCoder":
        """Code every row of a run's docid column."""
        max_len = max((_max_length(chunk) for chunk in docids.chunks), default=0)
        if max_len <= 8:
            codes = np.empty(len(docids), dtype=np.int64)
            at = 0
            for chunk in docids.chunks:
                codes[at : at + len(chunk)] = _prefix_codes(chunk)
                at += len(chunk)
            return cls(codes)
        encoded = pc.dictionary_encode(docids)
        dictionary = encoded.chunks[0].dictionary
        order = numpy_view(pc.sort_indices(dictionary))
        rank_of = np.empty(len(order), dtype=np.int64)
        rank_of[order] = np.arange(len(order), dtype=np.int64)
        codes = np.empty(len(docids), dtype=np.int64)
        at = 0
        for chunk in encoded.chunks:
            codes[at : at + len(chunk)] = rank_of[numpy_view(chunk.indices)]
            at += len(chunk)
        return cls(codes, dictionary.take(arrow_view(order)))

    def code(self, docids: pa.Array | pa.ChunkedArray) -> tuple[np.ndarray, np.ndarray]:
        """(codes, known) for other ids (e.g. the qrels'): `known` is False where the id cannot
        occur in this run (longer than 8 bytes on the direct path, absent on the rank path)."""
        if isinstance(docids, pa.ChunkedArray):
            docids = docids.combine_chunks() if docids.num_chunks != 1 else docids.chunk(0)
        docids = docids.cast(pa.string())
        if self.dictionary is None:
            lengths = numpy_view(pc.binary_length(docids))
            known = lengths <= 8
            short = docids.take(arrow_view(np.flatnonzero(known)))
            codes = np.zeros(len(docids), dtype=np.int64)
            codes[known] = _prefix_codes(short)
            return codes, known
        position = pc.index_in(docids, value_set=self.dictionary)
        known = boolean_numpy(position.is_valid())
        codes = np.zeros(len(docids), dtype=np.int64)
        codes[known] = numpy_view(position.drop_null())
        return codes, known


def _max_length(chunk: pa.Array) -> int:
    if len(chunk) == 0:
        return 0
    return int(pc.max(pc.binary_length(chunk)).as_py() or 0)


def _prefix_codes(chunk: pa.Array) -> np.ndarray:
    """Big-endian value of each id's bytes, zero-padded to 8 (ids of at most 8 bytes), shifted
    into int64 order: byte order of the ids equals numeric order of the codes."""
    n = len(chunk)
    if n == 0:
        return np.empty(0, dtype=np.int64)
    if chunk.null_count:
        raise ValueError("chunk ids may not be null")
    chunk = chunk.cast(pa.string())
    buffers = chunk.buffers()
    offsets = np.frombuffer(buffers[1], dtype=np.int32, count=chunk.offset + n + 1)[chunk.offset :]
    data = np.frombuffer(buffers[2], dtype=np.uint8) if buffers[2] is not None else np.zeros(0, np.uint8)
    starts = offsets[:-1]
    lengths = offsets[1:] - starts
    if len(data) < int(offsets[-1]) + 8:  # too close to the buffer end for an 8-byte window
        data = np.concatenate([data[: int(offsets[-1])], np.zeros(8, np.uint8)])
    # an unaligned 8-byte window starting at every byte of the data buffer, read natively and
    # byte-swapped in place to big-endian value order
    windows = np.ndarray(shape=(len(data) - 7,), dtype=np.uint64, buffer=data, offset=0, strides=(1,))
    values = windows[starts]
    if np.little_endian:
        values.byteswap(inplace=True)
    shift = np.subtract(64, lengths * 8, dtype=np.int64).astype(np.uint64)
    empty = lengths == 0
    shift[empty] = 0
    values >>= shift
    values <<= shift
    values[empty] = 0
    values ^= np.uint64(1 << 63)
    return values.view(np.int64)


# --- reading --------------------------------------------------------------------------------


def read_run(
    path: str | Path, *, format: str | None = None, name: str | None = None, ranks: bool = True
) -> RunTable:
    """Read a run file: TREC text (6 whitespace-separated fields), or CSV/JSONL/Parquet with
    columns qid, docid, score[, rank] (aliases: query_id/query-id, chunk_id/doc_id/corpus-id).

    The name defaults to the tag of the first line, else the file stem. Ids are strings. Errors
    name the 1-based line: wrong field count, non-numeric or non-finite score, empty file, and
    a chunk id repeated within one query (the line of the second occurrence). ranks=False
    leaves the rank column out (evaluation ignores ranks; this saves 8 bytes a row).
    """
    path = require_file(path)
    container = sniff_format(path, format)
    tag: str | None = None
    if container == "text":
        table, tag = _read_trec_run(path, ranks)
        unit = "line"
    elif container == "csv":
        table = _read_csv_run(path)
        unit = "line"
    elif container == "jsonl":
        table = _read_jsonl_run(path)
        unit = "line"
    else:
        table = _read_parquet_run(path)
        unit = "row"
    if table.num_rows == 0:
        raise InputError(path, None, "empty file: no run lines")
    table = _compact(table, ranks)
    run = RunTable(
        table=table,
        name=name or tag or _stem(path),
        tag=tag,
        path=str(path),
    )
    _check_scores(run, path, container, unit)
    _check_duplicates(run, path, container, unit)
    return run


def _compact(table: pa.Table, ranks: bool) -> pa.Table:
    """Scores in one contiguous chunk (numpy then views them without a copy); the rank column
    dropped when not wanted."""
    score_at = table.schema.get_field_index("score")
    table = table.set_column(score_at, "score", table.column("score").combine_chunks())
    if not ranks and "rank" in table.column_names:
        table = table.drop_columns(["rank"])
    return table


def _stem(path: Path) -> str:
    name = path.name
    for suffix in reversed(path.suffixes):
        if name.endswith(suffix) and len(name) > len(suffix):
            name = name[: -len(suffix)]
        if suffix.lower() not in {".gz", ".trec", ".run", ".txt", ".tsv", ".res", ".csv", ".jsonl", ".parquet"}:
            break
    return name


def read_whitespace_table(
    path: Path,
    fields: tuple[str, ...],
    types: dict[str, pa.DataType],
    check_line: Callable[[list[str]], str | None],
    *,
    skip_rows: int = 0,
) -> pa.Table:
    """Whitespace-separated text with a fixed number of fields, parsed by Arrow: single tabs or
    spaces on the fast path; runs of blanks, CR line ends and stray spaces by normalizing the
    bytes first (slower); any file Arrow still refuses is scanned in Python to name its first
    bad line with `check_line(fields) -> message | None`. Blank lines are skipped."""
    delimiter = _delimiter(path, skip_rows)
    try:
        return _arrow_whitespace(path, delimiter, fields, types, skip_rows)
    except pa.ArrowInvalid:
        pass
    normalized = _normalized_bytes(path)
    try:
        return _arrow_whitespace(pa.BufferReader(normalized), " ", fields, types, skip_rows)
    except pa.ArrowInvalid as exc:
        failure = str(exc)
    first_bad_line(path, check_line, skip_rows)
    if not normalized.strip():
        raise InputError(path, None, "empty file: no lines to read")
    raise InputError(path, None, f"cannot parse: {failure.splitlines()[0]}")


def first_bad_line(path: Path, check_line: Callable[[list[str]], str | None], skip_rows: int = 0) -> None:
    """Scan the file line by line and raise an InputError at the first line check_line rejects."""
    for number, text in TextLines(path):
        if number <= skip_rows:
            continue
        parts = text.split()
        if not parts:
            continue
        problem = check_line(parts)
        if problem:
            raise InputError(path, number, problem)


def line_of_row(path: Path, row: int, skip_rows: int = 0) -> int:
    """The 1-based line holding the 0-based data row `row` (blank lines skipped); error path only."""
    seen = -1
    for number, text in TextLines(path):
        if number <= skip_rows or not text.strip():
            continue
        seen += 1
        if seen == row:
            return number
    return row + 1 + skip_rows


def _delimiter(path: Path, skip_rows: int) -> str:
    for number, text in TextLines(path):
        if number <= skip_rows or not text.strip():
            continue
        body = text.rstrip("\r\n")
        return "\t" if "\t" in body and " " not in body else " "
    return " "


def _arrow_whitespace(
    source: Any, delimiter: str, fields: tuple[str, ...], types: dict[str, pa.DataType], skip_rows: int
) -> pa.Table:
    read = pacsv.ReadOptions(column_names=list(fields), block_size=_BLOCK_SIZE, skip_rows=skip_rows)
    parse = pacsv.ParseOptions(delimiter=delimiter, quote_char=False, double_quote=False, escape_char=False)
    convert = pacsv.ConvertOptions(
        column_types=types,
        include_columns=list(types),
        strings_can_be_null=False,
        quoted_strings_can_be_null=False,
        null_values=[],
    )
    return pacsv.read_csv(source, read, parse, convert)


_BLANKS = re.compile(rb"[ \t\r\f\v]+")
_EDGE_SPACE = re.compile(rb"^ | $", re.MULTILINE)


def _normalized_bytes(path: Path) -> bytes:
    """The file with every run of blanks made one space and no blank at either end of a line
    (line count unchanged, so line numbers still hold)."""
    opener = gzip.open if path.suffix.lower() == ".gz" else open
    with opener(path, "rb") as handle:
        data = handle.read()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    return _EDGE_SPACE.sub(b"", _BLANKS.sub(b" ", data))


def _check_trec_run_line(parts: list[str]) -> str | None:
    if len(parts) != 6:
        return f"expected 6 fields (qid Q0 docid rank score tag), found {len(parts)}"
    return _score_problem(parts[4])


def _score_problem(text: str) -> str | None:
    try:
        value = float(text)
    except ValueError:
        return f"score {text!r} is not a number"
    if value != value or value in (float("inf"), float("-inf")):
        return f"score {text!r} is not finite"
    return None


def _read_trec_run(path: Path, ranks: bool = True) -> tuple[pa.Table, str | None]:
    types = {"qid": pa.string(), "docid": pa.string(), "rank": pa.int64(), "score": pa.float64()}
    if not ranks:
        types.pop("rank")
        table = read_whitespace_table(path, TREC_RUN_FIELDS, types, _check_trec_run_line)
        return table.select(["qid", "docid", "score"]), _first_tag(path)
    try:
        table = read_whitespace_table(path, TREC_RUN_FIELDS, types, _check_trec_run_line)
    except InputError as exc:
        if exc.line is not None:
            raise
        # no line is malformed for trec_eval: the rank column holds non-integers, and trec_eval
        # ignores ranks, so read the run without them
        types = {"qid": pa.string(), "docid": pa.string(), "score": pa.float64()}
        table = read_whitespace_table(path, TREC_RUN_FIELDS, types, _check_trec_run_line)
        table = table.append_column("rank", pa.nulls(table.num_rows, pa.int64()))
    return table.select(list(RUN_SCHEMA.names)), _first_tag(path)


def _first_tag(path: Path) -> str | None:
    for _, text in TextLines(path):
        parts = text.split()
        if parts:
            return parts[5] if len(parts) >= 6 else None
    return None


def _read_csv_run(path: Path) -> pa.Table:
    header = _csv_header(path)
    roles, _ = assign_columns(header, RUN_ROLES)
    _require(path, roles, header, 1)
    types = {roles["qid"]: pa.string(), roles["docid"]: pa.string(), roles["score"]: pa.float64()}
    if "rank" in roles:
        types[roles["rank"]] = pa.int64()
    read = pacsv.ReadOptions(block_size=_BLOCK_SIZE)
    convert = pacsv.ConvertOptions(
        column_types=types, include_columns=list(types), strings_can_be_null=False, null_values=[""]
    )
    try:
        table = pacsv.read_csv(path, read_options=read, convert_options=convert)
    except pa.ArrowInvalid as exc:
        _first_bad_record(path, "csv", roles)
        raise InputError(path, None, f"cannot parse CSV: {str(exc).splitlines()[0]}") from None
    return _standardize(table, roles)


def _csv_header(path: Path) -> list[str]:
    import csv

    for _, text in TextLines(path):
        if text.strip():
            return [name.strip() for name in next(csv.reader([text]))]
    raise InputError(path, None, "empty file: no header and no rows")


def _require(path: Path, roles: dict[str, str], names: list[str], line: int | None) -> None:
    for role in ("qid", "docid", "score"):
        if role not in roles:
            aliases = ", ".join(RUN_ROLES[role])
            raise InputError(path, line, f"no {role} column: expected one of {aliases}; found {', '.join(names)}")


def _standardize(table: pa.Table, roles: dict[str, str]) -> pa.Table:
    """Rename to qid/docid/score/rank, ids as strings, rank int64 (null where absent)."""
    columns = {
        "qid": _as_string(table.column(roles["qid"])),
        "docid": _as_string(table.column(roles["docid"])),
        "score": table.column(roles["score"]).cast(pa.float64()),
    }
    if "rank" in roles:
        columns["rank"] = table.column(roles["rank"]).cast(pa.int64())
    else:
        columns["rank"] = pa.nulls(table.num_rows, pa.int64())
    return pa.table(columns, schema=RUN_SCHEMA)


def _as_string(column: pa.ChunkedArray) -> pa.ChunkedArray:
    if pa.types.is_floating(column.type):
        raise pa.ArrowInvalid("ids must be text or integers, found floating-point numbers")
    return column.cast(pa.string())


def _read_jsonl_run(path: Path) -> pa.Table:
    import pyarrow.json as pajson

    try:
        table = pajson.read_json(path)
        roles, _ = assign_columns(table.column_names, RUN_ROLES)
        _require(path, roles, table.column_names, None)
        return _standardize(table, roles)
    except (pa.ArrowInvalid, pa.ArrowTypeError) as exc:
        _first_bad_record(path, "jsonl", RUN_ROLES)
        raise InputError(path, None, f"cannot parse JSON lines: {str(exc).splitlines()[0]}") from None


def _read_parquet_run(path: Path) -> pa.Table:
    import pyarrow.parquet as pq

    try:
        table = pq.read_table(path)
    except (pa.ArrowException, OSError) as exc:
        raise InputError(path, None, f"not a readable Parquet file: {exc}") from None
    roles, _ = assign_columns(table.column_names, RUN_ROLES)
    _require(path, roles, table.column_names, None)
    try:
        return _standardize(table, roles)
    except (pa.ArrowInvalid, pa.ArrowTypeError) as exc:
        raise InputError(path, None, f"bad column type: {str(exc).splitlines()[0]}") from None


def _first_bad_record(path: Path, container: str, roles: dict[str, Any]) -> None:
    """Error path for CSV/JSONL: find the first record with a missing id or a bad score/rank."""
    from labeler.dataio.tables import iter_csv_records, iter_jsonl_records

    records = iter_csv_records(path) if container == "csv" else iter_jsonl_records(path)
    names: dict[str, str] | None = roles if container == "csv" else None
    for number, record in records:
        mapping = names or assign_columns(list(record), RUN_ROLES)[0]
        for role in ("qid", "docid", "score"):
            if role not in mapping or record.get(mapping[role]) in (None, ""):
                raise InputError(path, number, f"missing {role}")
        for role in ("qid", "docid"):
            value = record[mapping[role]]
            if not isinstance(value, (str, int)) or isinstance(value, bool):
                raise InputError(path, number, f"{role} must be text or an integer, found {value!r}")
        score = record[mapping["score"]]
        problem = _score_problem(str(score)) if not isinstance(score, bool) else "score is a boolean"
        if problem:
            raise InputError(path, number, problem)
        rank = record.get(mapping["rank"]) if "rank" in mapping else None
        if rank not in (None, "") and not _is_int(rank):
            raise InputError(path, number, f"rank {rank!r} is not an integer")


def _is_int(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    try:
        int(str(value).strip())
        return True
    except ValueError:
        return False


# --- checks on the whole table --------------------------------------------------------------


def _row_error(path: Path, container: str, unit: str, row: int, message: str) -> InputError:
    if unit == "row":
        return located_error(path, "row", row + 1, message)
    if container == "csv":
        return _csv_row_error(path, row, message)
    return InputError(path, line_of_row(path, row), message)


def _csv_row_error(path: Path, row: int, message: str) -> InputError:
    from labeler.dataio.tables import iter_csv_records

    for index, (number, _) in enumerate(iter_csv_records(path)):
        if index == row:
            return InputError(path, number, message)
    return InputError(path, None, message)


def _check_scores(run: RunTable, path: Path, container: str, unit: str) -> None:
    score = run.table.column("score")
    if score.null_count:
        row = int(np.flatnonzero(boolean_numpy(score.is_null()))[0])
        raise _row_error(path, container, unit, row, "missing score")
    finite = pc.is_finite(score)
    if not pc.all(finite).as_py():
        row = int(np.flatnonzero(~boolean_numpy(finite))[0])
        value = score[row].as_py()
        raise _row_error(path, container, unit, row, f"score {value!r} is not finite")


def _check_duplicates(run: RunTable, path: Path, container: str, unit: str) -> None:
    """A chunk id twice in one query is an error at the second occurrence. Vectorized: hash
    (query, chunk code) to one uint64 and sort; only a repeated hash needs the exact check."""
    row = duplicate_row(run._query_codes(), run._doc_coder().codes)
    if row is not None:
        qid = run.table.column("qid")[row].as_py()
        docid = run.table.column("docid")[row].as_py()
        raise _row_error(path, container, unit, row, f"chunk {docid!r} appears twice for query {qid!r}")


def duplicate_row(query_codes: np.ndarray, doc_codes: np.ndarray) -> int | None:
    """The smallest 0-based row repeating an earlier row's (query, doc) pair, or None."""
    key = _pair_hash(query_codes, doc_codes)
    key.sort()
    collided = bool(np.any(key[1:] == key[:-1]))
    del key
    if not collided:  # distinct hashes: distinct pairs, the common case
        return None
    order = np.lexsort((np.arange(len(doc_codes)), doc_codes, query_codes))
    q, d = query_codes[order], doc_codes[order]
    repeat = np.flatnonzero((q[1:] == q[:-1]) & (d[1:] == d[:-1])) + 1
    return int(order[repeat].min()) if len(repeat) else None


def _pair_hash(query_codes: np.ndarray, doc_codes: np.ndarray, block: int = 1 << 20) -> np.ndarray:
    """splitmix64(doc code) + query * odd constant, as uint64: equal pairs hash equal, and
    unequal pairs collide with chance ~2**-64 (a bare multiply collides on real ids, whose
    codes share byte patterns). Mixed in blocks to keep temporaries small."""
    key = doc_codes.view(np.uint64).copy()
    scratch = np.empty(min(block, len(key)), dtype=np.uint64)
    for start in range(0, len(key), block):
        z = key[start : start + block]
        t = scratch[: len(z)]
        np.right_shift(z, np.uint64(30), out=t)
        z ^= t
        z *= np.uint64(0xBF58476D1CE4E5B9)
        np.right_shift(z, np.uint64(27), out=t)
        z ^= t
        z *= np.uint64(0x94D049BB133111EB)
        np.right_shift(z, np.uint64(31), out=t)
        z ^= t
        t[:] = query_codes[start : start + block]  # int32 -> uint64 (uint64 op int32 would go via float64)
        t *= _HASH_MIX
        z += t
    return key


# --- writing --------------------------------------------------------------------------------


def write_run(path: str | Path, run: RunTable, format: str = "trec") -> Path:
    """Write a run atomically: trec (`qid Q0 docid rank score tag`; a missing rank becomes the
    row's position within its query in file order), csv (header qid,docid,score,rank), jsonl,
    or parquet. Scores are written with the shortest text that reads back to the same float."""
    path = Path(path)
    table = run.table
    with atomic_path(path) as temp:
        if format == "trec":
            rank = table.column("rank") if "rank" in table.column_names else None
            if rank is None or rank.null_count:
                rank = arrow_view(_positions_within_query(run))
            n = table.num_rows
            out = pa.table(
                {
                    "qid": table.column("qid"),
                    "q0": pa.repeat("Q0", n),
                    "docid": table.column("docid"),
                    "rank": rank,
                    "score": table.column("score"),
                    "tag": pa.repeat(run.tag or run.name, n),
                }
            )
            options = pacsv.WriteOptions(include_header=False, delimiter=" ", quoting_style="none")
            pacsv.write_csv(out, temp, options)
        elif format == "csv":
            pacsv.write_csv(table, temp, pacsv.WriteOptions(quoting_style="needed"))
        elif format == "jsonl":
            import json

            with open(temp, "w", encoding="utf-8", newline="\n") as handle:
                for batch in run.row_batches():
                    for qid, docid, score, rank in batch:
                        record = {"qid": qid, "docid": docid, "score": score}
                        if rank is not None:
                            record["rank"] = rank
                        handle.write(json.dumps(record, ensure_ascii=False))
                        handle.write("\n")
        elif format == "parquet":
            import pyarrow.parquet as pq

            pq.write_table(table, temp)
        else:
            raise LabelerError(f"unknown run format {format!r}; use trec, csv, jsonl or parquet")
    return path


def _positions_within_query(run: RunTable) -> np.ndarray:
    codes = run._query_codes()
    positions = np.empty(len(codes), dtype=np.int64)
    # rows of a query need not be contiguous: count occurrences so far, per query
    order = np.argsort(codes, kind="stable")
    sorted_codes = codes[order]
    starts = np.flatnonzero(np.r_[True, sorted_codes[1:] != sorted_codes[:-1]])
    group_start = np.repeat(starts, np.diff(np.r_[starts, len(codes)]))
    positions[order] = np.arange(len(codes)) - group_start + 1
    return positions
