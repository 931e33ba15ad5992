"""Many plain TREC runs read at once into one set of integer codes (labeler.dataio.eval_input.encode's
RunCodes for the runs laid end to end) and each run's row count: the files' bytes are joined and
parsed by Arrow in one call per kind of blank, and every query and chunk id of every run is coded
by one dictionary, so that a call scoring dozens of runs (TREC DL's 63) pays Arrow's and numpy's
per-call work once instead of once per run.

A fast path, never a second grammar: it declines (returns None) whenever read_run(path,
ranks=False) might read one of the files differently or refuse it, and the caller then reads each
run on its own (read_run names any bad line). It reads only regular, uncompressed TREC text files
of at most BATCH_FILE_BYTES each; it declines a file that is empty or has no data line, starts
with a byte-order mark (Arrow skips one only at the start of what it parses), holds a CR, a NUL,
VT or FF, or mixes tabs and spaces (Arrow splits at one kind of blank: labeler.dataio.records.blanks),
and any set of files Arrow refuses (comments, extra fields, runs of blanks, broken numbers, bad
UTF-8), a query id the id rule would change (labeler.dataio.records.ids) or one starting with `#`
(a comment Arrow took for a row), an empty chunk id, a score that is not finite, and a (query,
chunk) pair twice in one run. Blank lines are skipped, as read_run skips them.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from labeler.dataio.eval_input.encode import RunCodes
from labeler.dataio.eval_input.run_ranges import compressed
from labeler.dataio.records.arrow_views import chunked_numpy
from labeler.dataio.records.cells import CellError
from labeler.dataio.records.doc_codes import DocCoder
from labeler.dataio.records.duplicates import duplicate_row
from labeler.dataio.records.formats import sniff_format
from labeler.dataio.records.ids import clean_id
from labeler.dataio.records.whitespace import arrow_whitespace
from labeler.dataio.runs.reader import run_name
from labeler.domain.errors import LabelerError

BATCH_FILE_BYTES = 16 << 20  # a bigger run is read range by range (labeler.dataio.eval_input.run_ranges)
BATCH_BYTES = 64 << 20  # the most text one batch holds: its arrays stay a few times that
_FIELDS = ("qid", "q0", "docid", "rank", "score", "tag")
_TYPES = {"qid": pa.string(), "docid": pa.string(), "score": pa.float64()}
_REFUSED = (b"\r", b"\x00", b"\v", b"\f")
_BOM = b"\xef\xbb\xbf"


@dataclass
class RunBatch:
    """Runs read together: each one's name (as run_name gives it) and row count, and the codes of
    all their rows, run after run in the order given (query and chunk ids coded over all of them)."""

    names: list[str]
    row_counts: np.ndarray
    codes: RunCodes


class _Declined(Exception):
    """A file or the batch is not one this reader reads exactly as read_run does."""


def batchable(path: str) -> bool:
    """Whether ``path`` is a file this reader might take: a regular, uncompressed TREC text file
    of at most BATCH_FILE_BYTES (read_run's format sniffing says which)."""
    try:
        status = os.stat(path)
        return (stat.S_ISREG(status.st_mode) and status.st_size <= BATCH_FILE_BYTES and not compressed(Path(path))
                and sniff_format(path) == "text")
    except (OSError, LabelerError):
        return False


def read_run_batch(paths: list[str]) -> RunBatch | None:
    """The runs at ``paths`` read together (see the module docstring), or None when this reader
    declines any of them: the caller then reads each on its own."""
    try:
        return _read(paths)
    except (_Declined, pa.ArrowInvalid, LabelerError, OSError):
        return None


class _Texts:
    """The files' bytes laid end to end in one buffer, each ending with a line end (one is added
    where a file lacks it), with each file's start; the per-file checks of the module docstring."""

    def __init__(self, paths: list[str]) -> None:
        sizes = []
        for path in paths:
            if not batchable(path):
                raise _Declined("not a small plain TREC text file")
            sizes.append(os.stat(path).st_size)
        self.buffer = bytearray(sum(sizes) + len(sizes))
        view = memoryview(self.buffer)
        self.starts = [0]
        for path, size in zip(paths, sizes):
            at = self.starts[-1]
            with open(path, "rb", buffering=0) as handle:
                if handle.readinto(view[at : at + size]) != size or handle.read(1):
                    raise _Declined("a file that changed while read")
            end = at + size
            if size and self.buffer[end - 1] != 0x0A:
                self.buffer[end] = 0x0A
                end += 1
            self.starts.append(end)
        del view
        self.tabs = [self._check(at) for at in range(len(paths))]

    def text(self, at: int) -> memoryview:
        """The bytes of the at-th file."""
        return memoryview(self.buffer)[self.starts[at] : self.starts[at + 1]]

    def _check(self, at: int) -> bool:
        """Whether the at-th file's blanks are tabs (else spaces), refusing what the module docstring says."""
        buffer, start, end = self.buffer, self.starts[at], self.starts[at + 1]
        if buffer.startswith(_BOM, start, end) or any(buffer.find(byte, start, end) >= 0 for byte in _REFUSED):
            raise _Declined("a byte-order mark, a CR, a NUL, VT or FF")
        tab = buffer.find(b"\t", start, end) >= 0
        if tab and buffer.find(b" ", start, end) >= 0:
            raise _Declined("tabs and spaces in one file")
        return tab

    def data_lines(self, at: int) -> int:
        """The lines of the at-th file that are not empty: the rows Arrow makes of it."""
        ends = np.flatnonzero(np.frombuffer(self.buffer, dtype=np.uint8, count=self.starts[at + 1] - self.starts[at],
                                            offset=self.starts[at]) == 0x0A)
        empty = int(np.count_nonzero(np.diff(ends) == 1)) + int(len(ends) > 0 and ends[0] == 0)
        return len(ends) - empty

    def parse(self, members: list[int], delimiter: str) -> pa.Table:
        """Arrow's parse of these files (sharing their kind of blank), in their order."""
        if members == list(range(members[0], members[-1] + 1)):
            data = pa.py_buffer(self.buffer)[self.starts[members[0]] : self.starts[members[-1] + 1]]
        else:
            data = pa.py_buffer(b"".join(self.text(at) for at in members))
        return arrow_whitespace(pa.BufferReader(data), delimiter, _FIELDS, _TYPES, 0)


def _read(paths: list[str]) -> RunBatch:
    texts = _Texts(paths)
    row_counts = np.array([texts.data_lines(at) for at in range(len(paths))], dtype=np.int64)
    if not row_counts.all():
        raise _Declined("a file without a data line")
    names = [run_name(path, texts.text(at)) for at, path in enumerate(paths)]
    # one parse per kind of blank; the runs go back into the order given through their row offsets
    groups = [[at for at, tab in enumerate(texts.tabs) if tab == kind] for kind in (False, True)]
    tables = [texts.parse(members, "\t" if kind else " ") for kind, members in zip((False, True), groups) if members]
    del texts
    rows = int(row_counts.sum())
    if sum(table.num_rows for table in tables) != rows:
        raise _Declined("Arrow made another number of rows than the files have data lines")
    order = _rows_in_given_order(groups, row_counts)
    table = pa.concat_tables(tables)
    if order is not None:
        table = table.take(pa.array(order))
    del tables
    query_dictionary, query_codes = _query_codes(table.column("qid"))
    docids = table.column("docid")
    if any(_shortest(chunk) == 0 for chunk in docids.chunks):
        raise _Declined("an empty chunk id, which the id rule refuses")
    coder = DocCoder.for_column(docids)
    scores = chunked_numpy(table.column("score"), np.float64)
    del table, docids
    if not np.isfinite(scores).all():
        raise _Declined("a score that is not finite")
    run_of_row = np.repeat(np.arange(len(paths), dtype=np.int64), row_counts)
    if duplicate_row(run_of_row * len(query_dictionary) + query_codes, coder.codes) is not None:
        raise _Declined("a pair twice in one run")
    return RunBatch(names, row_counts, RunCodes(query_dictionary, query_codes, coder, scores))


def _rows_in_given_order(groups: list[list[int]], row_counts: np.ndarray) -> np.ndarray | None:
    """Row indices putting the groups' parsed rows back in the files' order (None: already are)."""
    parsed = [at for members in groups for at in members]
    if parsed == sorted(parsed):
        return None
    start_in_parse = np.zeros(len(row_counts), dtype=np.int64)
    start_in_parse[parsed] = np.cumsum(row_counts[parsed]) - row_counts[parsed]
    within = np.arange(int(row_counts.sum()), dtype=np.int64) - np.repeat(np.cumsum(row_counts) - row_counts,
                                                                          row_counts)
    order: np.ndarray = np.repeat(start_in_parse, row_counts) + within
    return order


def _query_codes(qids: pa.ChunkedArray) -> tuple[pa.Array, np.ndarray]:
    """The distinct query ids (first appearance) and each row's index among them (int32); every id
    must be one the id rule keeps as it is."""
    encoded = pc.dictionary_encode(qids)  # one memo table: every chunk shares the dictionary
    dictionary = encoded.chunk(0).dictionary
    raw = dictionary.to_pylist()
    try:
        if any(clean_id(name, "qid") != name or name.startswith("#") for name in raw):
            raise _Declined("a query id the id rule would change, or a comment Arrow took for a row")
    except CellError:
        raise _Declined("an id the id rule refuses") from None
    indices = pa.chunked_array([chunk.indices for chunk in encoded.chunks], pa.int32())
    return dictionary, chunked_numpy(indices, np.int32)


def _shortest(docids: pa.Array) -> int:
    """Bytes of the shortest id in the chunk (its offsets' steps)."""
    if len(docids) == 0:
        return 1
    offsets = np.frombuffer(docids.buffers()[1], dtype=np.int32, count=docids.offset + len(docids) + 1)
    return int(np.diff(offsets[docids.offset :]).min())
