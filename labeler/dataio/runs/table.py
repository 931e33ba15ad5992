"""The RunTable: a retriever run as Arrow columns, with the integer codes it is ranked by and
its stored form (a compressed Arrow IPC stream)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from labeler.dataio.records.arrow_views import chunked_numpy
from labeler.dataio.records.doc_codes import DocCoder
from labeler.dataio.records.formats import LongLines, line_of_offset, readable_path
from labeler.domain.errors import InputError, LabelerError

RUN_SCHEMA = pa.schema(
    [("qid", pa.string()), ("docid", pa.string()), ("score", pa.float64()), ("rank", pa.int64())]
)

RunRow = tuple[str, str, float, "int | None"]


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
        digest: str | None = self._cache["sha256"]
        return digest

    @property
    def n_rows(self) -> int:
        """Number of (query, chunk) rows."""
        rows: int = self.table.num_rows
        return rows

    @property
    def n_queries(self) -> int:
        """Number of distinct query ids."""
        return len(self.query_dictionary())

    def query_ids(self) -> list[str]:
        """Distinct query ids in byte (strcmp) order."""
        dictionary = self.query_dictionary()
        ordered: list[str] = dictionary.take(pc.sort_indices(dictionary)).to_pylist()
        return ordered

    def query_dictionary(self) -> pa.Array:
        """The distinct query ids in order of first appearance (computed once)."""
        self.query_codes()
        return self._cache["query_dictionary"]

    def query_codes(self) -> np.ndarray:
        """int32 index of each row's query in query_dictionary() (computed once)."""
        if "query_codes" not in self._cache:
            encoded = pc.dictionary_encode(self.table.column("qid"))
            if encoded.num_chunks:
                # one memo table for a chunked array, so every chunk shares the dictionary
                self._cache["query_dictionary"] = encoded.chunk(0).dictionary
                indices = pa.chunked_array([chunk.indices for chunk in encoded.chunks], pa.int32())
                codes = chunked_numpy(indices, np.int32)
            else:
                self._cache["query_dictionary"] = pa.array([], pa.string())
                codes = np.empty(0, dtype=np.int32)
            self._cache["query_codes"] = codes
        cached: np.ndarray = self._cache["query_codes"]
        return cached

    def forget_query_codes(self) -> None:
        """Drop the cached per-row query codes (recomputable; lowers the peak of a big run)."""
        self._cache.pop("query_codes", None)

    def doc_coder(self) -> DocCoder:
        """The order-preserving chunk-id code of this run (computed once)."""
        if "doc_coder" not in self._cache:
            self._cache["doc_coder"] = DocCoder.for_column(self.table.column("docid"))
        coder: DocCoder = self._cache["doc_coder"]
        return coder

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

    def ranking_keys(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(query code, float64 score, order-preserving chunk-id code) per row (codes computed once):
        the keys metrics.rank_order ranks by (trec_eval's order, defined only there)."""
        return self.query_codes(), self.scores(), self.doc_coder().codes

    def scores(self) -> np.ndarray:
        """The float64 score of each row in file order (a view when the column is one chunk)."""
        return chunked_numpy(self.table.column("score"), np.float64)

    def rows_at(self, positions: np.ndarray) -> list[tuple[str, str]]:
        """(query id, chunk id) of the rows at the given positions, in that order."""
        picked = self.table.select(["qid", "docid"]).take(pa.array(positions, pa.int64()))
        return list(zip(picked.column("qid").to_pylist(), picked.column("docid").to_pylist()))

    def row_batches(self, size: int = 200_000) -> Iterator[list[RunRow]]:
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
        stream: bytes = sink.getvalue().to_pybytes()
        return stream

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


def file_sha256(path: Path) -> str:
    """Hex sha256 of a file's bytes, read a MiB at a time. A plain-text file with a line over
    MAX_LINE_BYTES (say /dev/zero) is an InputError at that line (formats.LongLines): the hash runs
    before any reader would apply the limit, and it must not run forever. Compressed files are
    not checked here."""
    import hashlib  # only imports hash a run (start-up time)

    digest = hashlib.sha256()
    guard = None if str(path).lower().endswith(".gz") else LongLines()
    with open(readable_path(path), "rb") as handle:
        while block := handle.read(1 << 20):
            digest.update(block)
            verdict = guard.feed(block) if guard is not None else None
            if verdict and guard is not None:
                raise InputError(path, line_of_offset(path, guard.line_start), verdict)
    return digest.hexdigest()


def release_arrow_memory() -> None:
    """Hand the pages Arrow's allocator keeps for reuse back to the system (after a big run's
    table is freed, so what comes next does not stack its own peak on top of them)."""
    pa.default_memory_pool().release_unused()


def _ipc_codec() -> str | None:
    for codec in ("zstd", "lz4"):
        if pa.Codec.is_available(codec):
            return codec
    return None
