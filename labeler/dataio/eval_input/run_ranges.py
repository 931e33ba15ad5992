"""A plain TREC run read straight into the integer codes evaluation needs (labeler.dataio.eval_input.encode's
RunCodes), a byte range at a time: no run-sized column of id strings is ever held.

The file is cut at line ends into ranges of 16 MB, each parsed by Arrow exactly as read_run
parses the whole file (same options, both cores) in a worker thread one range ahead, while the
caller's thread turns the last range into query codes, chunk-id codes and scores written into
arrays sized once; the range's strings are freed before the next range is read, and its buffers
are reused. A big run then peaks at its numeric arrays plus two ranges, and the allocator
recycles the same pages instead of faulting in fresh ones. The queries a range completes are
checked for a repeated pair (and, on request, ranked: labeler.metrics.ranking.presorted) beside the
parse of the next; a file listing a query in two places is checked as a whole at the end.

This is a fast path, never a second grammar: it declines (returns None) whenever read_run might
read the file differently or refuse it, and the caller then calls read_run, which reads it or
names the bad line. It declines on anything Arrow refuses (comments, extra fields, runs of
blanks, broken numbers, bad UTF-8), a range whose blanks are not all spaces or all tabs (or not
the kind the first range had: labeler.dataio.records.blanks), a bare CR, a NUL or an empty chunk id (so
the id rule, labeler.dataio.records.ids, would leave every id as it is: query ids go through it, being
few), a compressed file, a `#` query id,
a chunk id longer than 8 bytes (DocCoder then needs every id), a score that is not finite, a
(query, chunk) pair seen twice, an empty file, and a range with no line end to cut at.
"""

from __future__ import annotations

import queue
from contextlib import closing
import threading
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import cast

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from labeler.dataio.records.arrow_views import numpy_view
from labeler.dataio.records.blanks import arrow_delimiter, bare_cr
from labeler.dataio.records.cells import CellError
from labeler.dataio.records.doc_codes import DocCoder, prefix_codes
from labeler.dataio.records.duplicates import duplicate_row
from labeler.dataio.eval_input.encode import RunCodes
from labeler.dataio.records.formats import sniff_format
from labeler.dataio.records.ids import clean_id
from labeler.dataio.records.whitespace import arrow_whitespace
from labeler.domain.errors import InputError
from labeler.metrics.ranking.presorted import BlockRanker, PresortedRun

RANGE_BYTES = 16 << 20  # per parse: big enough for Arrow's threads, small next to a big run
_LINE_END_WINDOW = 1 << 16  # a range must have a line end in its last 64 KiB (else: decline)
_MIN_LINE_BYTES = 12  # "q Q0 d 1 1 t" + newline is 13: the arrays can never need more rows
_FIELDS = ("qid", "q0", "docid", "rank", "score", "tag")
_TYPES = {"qid": pa.dictionary(pa.int32(), pa.string()), "docid": pa.string(), "score": pa.float64()}


class _Declined(Exception):
    """The file is not one this fast path reads exactly as read_run does."""


def read_run_codes(path: str | Path, range_bytes: int = RANGE_BYTES) -> RunCodes | None:
    """The codes RunCodes.of(read_run(path, ranks=False)) would give, or None when this reader
    declines the file (see the module docstring): the caller then reads it with read_run."""
    read = read_ranked_run_codes(path, None, range_bytes)
    return None if read is None else read[0]


def read_ranked_run_codes(path: str | Path, compat: int | None,
                          range_bytes: int = RANGE_BYTES) -> tuple[RunCodes, PresortedRun | None] | None:
    """read_run_codes, plus the run in trec_eval ``compat`` order (labeler.metrics.ranking.presorted),
    ranked a range at a time beside the parse of the next; that is None when ``compat`` is None
    or the file lists some query's rows in two places (the caller then ranks the whole run)."""
    path = Path(path)
    try:
        if declined_at_once(path):
            return None
        return _read(path, range_bytes, compat)
    except (_Declined, pa.ArrowInvalid, InputError):  # read_run then says what is wrong
        return None


def declined_at_once(path: str | Path) -> bool:
    """Whether read_ranked_run_codes declines ``path`` before reading any of it, whatever ``compat``:
    not a regular file (a short read is a regular file's end, not a pipe's), compressed, not TREC
    text, or a first chunk id longer than 8 bytes."""
    path = Path(path)
    try:
        return not path.is_file() or compressed(path) or sniff_format(path) != "text" or _first_id_long(path)
    except InputError:
        return True


def _first_id_long(path: Path) -> bool:
    """Whether the first line's third field (its chunk id, or whatever stands there) is longer
    than 8 bytes: this reader would decline the file at its first range, after parsing it (MS
    MARCO v2 ids are ~25 bytes), so it declines before reading any."""
    with open(path, "rb") as handle:
        first = handle.read(_LINE_END_WINDOW).split(b"\n", 1)[0]
    fields = first.split()  # bytes.split: at ASCII blanks only
    return len(fields) >= 3 and len(fields[2]) > 8


def compressed(path: Path) -> bool:
    """Whether Arrow's read_csv would decompress the file, going by its name (this reader reads
    raw bytes)."""
    try:
        pa.Codec.detect(str(path))
    except (TypeError, ValueError, pa.ArrowException):  # no codec for this suffix
        return False
    return True


def _read(path: Path, range_bytes: int, compat: int | None) -> tuple[RunCodes, PresortedRun | None]:
    size = path.stat().st_size
    capacity = size // _MIN_LINE_BYTES + 1
    # sized for the most lines the file could hold; pages never written are never resident
    query = np.empty(capacity, dtype=np.int32)
    doc = np.empty(capacity, dtype=np.int64)
    score = np.empty(capacity, dtype=np.float64)
    blocks = _Blocks(query, doc, score, compat)
    queries: dict[str, int] = {}
    dictionaries: list[pa.Array] = []
    rows = 0
    with closing(_parsed_ranges(path, range_bytes)) as tables:
        for table in tables:
            for qids, docids, scores in zip(*(table.column(name).chunks for name in ("qid", "docid", "score"))):
                end = rows + len(qids)
                query[rows:end] = _query_codes(qids, queries)
                dictionaries.append(qids.dictionary)
                shortest, longest = _lengths(docids)
                if longest > 8:
                    raise _Declined("a chunk id longer than 8 bytes")
                if shortest == 0:  # two blanks in a row; no blank or NUL is in the range (_parsed_ranges)
                    raise _Declined("an empty chunk id, which the id rule refuses")
                doc[rows:end] = prefix_codes(docids)
                score[rows:end] = numpy_view(scores)
                rows = end
            del table
            blocks.take_whole_queries(rows)
    blocks.take_rest(rows)
    query, doc, score = query[:rows], doc[:rows], score[:rows]
    if rows == 0 or not np.isfinite(score).all():
        raise _Declined("empty, or a score that is not finite")
    if not blocks.ranker.grouped and duplicate_row(query, doc) is not None:
        raise _Declined("a pair seen twice")
    # the chunks' dictionaries, deduplicated in order, are the ids in the order ``queries``
    # numbered them (pa.array on a Python list would import pandas to look for its types)
    dictionary = pc.unique(pa.concat_arrays(dictionaries))
    ranking = blocks.ranker.result(rows) if compat is not None else None
    return RunCodes(dictionary, query, DocCoder(doc), score), ranking


class _Blocks:
    """The rows read so far, handed on a block of whole queries at a time (the last query read
    may go on in the next range): checked for a repeated (query, chunk) pair and, with a compat
    version, ranked (labeler.metrics.ranking.presorted). A file that lists a query in two places leaves
    both to the caller, over the whole run."""

    def __init__(self, query: np.ndarray, doc: np.ndarray, score: np.ndarray, compat: int | None) -> None:
        self.query, self.doc = query, doc
        self.ranker = BlockRanker(query, score, doc, 10 if compat is None else compat)
        self.rank = compat is not None
        self.done = 0  # rows handed on so far

    def take_whole_queries(self, rows: int) -> None:
        """Hand on rows up to the start of the last query read (it may not be complete yet)."""
        if rows > self.done:
            tail = self.query[self.done : rows]
            other = np.flatnonzero(tail != tail[-1])
            if len(other):
                self._take(self.done + int(other[-1]) + 1)

    def take_rest(self, rows: int) -> None:
        """Hand on every row read (the end of the file)."""
        self._take(rows)

    def _take(self, end: int) -> None:
        start, ranker = self.done, self.ranker
        if end <= start or not ranker.grouped:
            return
        if not ranker.check(start, end):
            return
        if duplicate_row(self.query[start:end], self.doc[start:end]) is not None:
            raise _Declined("a pair seen twice")
        if self.rank:
            ranker.rank(start, end)
        self.done = end


def _parsed_ranges(path: Path, range_bytes: int) -> Generator[pa.Table, None, None]:
    """Arrow's parse of each range (see _ranges), made in a worker thread one range ahead of the
    caller: Arrow parses without the GIL, so the caller's work on a range runs beside the parse
    of the next."""
    delimiter: str | None = None
    handoff: queue.Queue[tuple[pa.Table | None, BaseException | None]] = queue.Queue(maxsize=1)
    stop = threading.Event()

    def parse() -> None:
        nonlocal delimiter
        try:
            for data in _ranges(path, range_bytes):
                if stop.is_set():
                    return
                buffer, size = cast(bytearray, data.obj), len(data)  # a view of the reused buffer's start
                kind = arrow_delimiter(buffer, 0, size)
                if kind is None or kind != (delimiter or kind) or bare_cr(buffer, 0, size) is not None:
                    raise _Declined("blanks Arrow would not split as trec_eval does, or a bare CR")
                if buffer.find(b"\x00", 0, size) >= 0:
                    raise _Declined("a NUL, which the id rule refuses")
                delimiter = kind
                table = arrow_whitespace(pa.BufferReader(pa.py_buffer(data)), delimiter, _FIELDS, _TYPES, 0)
                handoff.put((table, None))
                del table
                handoff.join()  # one range ahead, no more: two ranges' tables at most are held
                if stop.is_set():
                    return
            handoff.put((None, None))
        except BaseException as exc:  # handed to the caller, who raises it
            handoff.put((None, exc))

    worker = threading.Thread(target=parse, name="run-ranges-parse", daemon=True)
    worker.start()
    try:
        while True:
            table, failure = handoff.get()
            handoff.task_done()
            if failure is not None:
                raise failure
            if table is None:
                return
            yield table
            del table
    finally:
        stop.set()
        while worker.is_alive():  # unblock a worker waiting to hand over a range nobody will take
            try:
                handoff.get(timeout=0.01)
                handoff.task_done()
            except queue.Empty:
                pass
        worker.join()


def _ranges(path: Path, range_bytes: int) -> Iterator[memoryview]:
    """The file's bytes as memoryviews of whole lines, about range_bytes each, all in one buffer
    reused from range to range (each view is valid until the next is yielded)."""
    buffer = bytearray(range_bytes + _LINE_END_WINDOW)
    view = memoryview(buffer)
    held = 0  # bytes of an unfinished last line carried to the front of the buffer
    with open(path, "rb", buffering=0) as handle:
        while True:
            got = handle.readinto(view[held : held + range_bytes])
            end = held + got
            if got < range_bytes:  # the end of the file: the rest is whole lines
                if end:
                    yield view[:end]
                return
            window = max(0, end - _LINE_END_WINDOW)
            newline = bytes(view[window:end]).rfind(b"\n")
            if newline < 0:
                raise _Declined("no line end to cut at")
            cut = window + newline + 1
            yield view[:cut]
            held = end - cut
            buffer[:held] = buffer[cut:end]


def _query_codes(qids: pa.DictionaryArray, queries: dict[str, int]) -> np.ndarray:
    """Each row's query index in first-appearance order over the whole file (``queries`` grows)."""
    raw = qids.dictionary.to_pylist()
    try:
        names = [clean_id(name, "qid") for name in raw]
    except CellError:
        raise _Declined("an id the id rule refuses (an empty field between two blanks)") from None
    if names != raw:
        raise _Declined("an id the id rule would change")
    if any(name.startswith("#") for name in names):
        raise _Declined("a comment line Arrow took for a row")
    translate = np.array([queries.setdefault(name, len(queries)) for name in names], dtype=np.int32)
    codes: np.ndarray = translate[numpy_view(qids.indices)]
    return codes


def _lengths(docids: pa.Array) -> tuple[int, int]:
    """Bytes of the shortest and the longest id in the chunk (its offsets' steps)."""
    if len(docids) == 0:
        return 1, 0
    offsets = np.frombuffer(docids.buffers()[1], dtype=np.int32, count=docids.offset + len(docids) + 1)
    steps = np.diff(offsets[docids.offset :])
    return int(steps.min()), int(steps.max())


def run_codes_read_whole(path: str | Path) -> tuple[RunCodes, str]:
    """The run's codes and its id (tag, else the file's stem) by dataio.runs.reader.read_run, which reads
    what the range reader declines and names any bad line: the fallback of both trec-eval paths."""
    from labeler.dataio.runs.reader import read_run

    run = read_run(path, ranks=False)
    return RunCodes.of(run), run.tag or run.name  # the run's id strings go here, before the join allocates
