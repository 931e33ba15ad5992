"""A run and its qrels as the integer arrays the metrics engine scores (no Python strings per row)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from labeler.dataio.qrels.files import QrelsTable
from labeler.dataio.records.arrow_views import arrow_view, boolean_numpy, numpy_view
from labeler.dataio.records.doc_codes import DocCoder
from labeler.dataio.runs.table import RunTable
from labeler.metrics.arrays import UNJUDGED, EvalArrays


@dataclass
class RunCodes:
    """What encoding needs of a run, without its id strings: the distinct query ids, each row's
    index among them, the chunk-id coder and the scores (a view of the score column). Dropping
    the run after taking these frees its id columns before the join allocates (big runs peak
    lower)."""

    query_dictionary: pa.Array
    query_codes: np.ndarray | None
    coder: DocCoder
    scores: np.ndarray

    @classmethod
    def of(cls, run: RunTable) -> "RunCodes":
        """The codes of ``run``; the run's cache lets go of its query codes (recomputable), so
        that encoding can free them once used."""
        codes = cls(run.query_dictionary(), run.query_codes(), run.doc_coder(), run.scores())
        run.forget_query_codes()
        return codes

    def take_query_codes(self) -> np.ndarray:
        """Each row's query index in query_dictionary, handed over once (then forgotten here)."""
        codes, self.query_codes = self.query_codes, None
        if codes is None:
            raise ValueError("the query codes of these RunCodes were already taken")
        return codes


def encode(run: RunTable, qrels: QrelsTable) -> EvalArrays:
    """Join a run to its qrels as EvalArrays (see encode_codes)."""
    return encode_codes(RunCodes.of(run), qrels)


def encode_codes(run: RunCodes, qrels: QrelsTable, *, narrow_queries: bool = False) -> EvalArrays:
    """Join a run's codes to its qrels as EvalArrays, vectorized with Arrow and numpy.
    ``narrow_queries``: run_query as int32 when it fits (half the memory; for consumers that
    take any integer dtype, as labeler.metrics.engine.trec does), written over the run's query
    codes (the RunCodes hands them over once).

    The query vocabulary is the union of run and qrels query ids in byte order. A pair judged
    twice in the qrels keeps its last line. Chunk ids are coded so that code order is byte
    order (trec_eval's strcmp tie order); a run row's grade is its qrels grade or UNJUDGED.
    """
    qrels = qrels.latest()
    run_dictionary = run.query_dictionary
    qrels_qid = _QueryStretches(_single_chunk(qrels.table.column("qid")))
    vocabulary = pc.unique(pa.concat_arrays([run_dictionary, pc.unique(qrels_qid.heads)]))
    vocabulary = vocabulary.take(pc.sort_indices(vocabulary))
    query_ids = vocabulary.to_pylist()

    positions = _positions(run_dictionary, vocabulary)
    if narrow_queries and len(query_ids) < 1 << 31:
        positions = positions.astype(np.int32)
    run_query = _translated(run.take_query_codes(), positions)
    qrels_query = qrels_qid.positions(vocabulary)
    coder = run.coder
    run_doc_order = coder.codes

    # a view of the int64 column, as nothing writes to it (a copy was 25 MB at a 5 M-judgment peak)
    qrels_grade = numpy_view(_single_chunk(qrels.table.column("grade"))).astype(np.int64, copy=False)
    run_grade = np.full(len(run_doc_order), UNJUDGED, dtype=np.int64)
    qrels_doc, known = coder.code(qrels.table.column("docid"))
    if known.any():
        judged_query, judged_doc, judged_grade = qrels_query[known], qrels_doc[known], qrels_grade[known]
        # rows whose chunk is judged for some query: few, so exact pair matching on them is cheap;
        # each judged chunk's slot is its index among the judged chunks' codes, ascending
        if coder.dictionary is not None:  # codes are ranks among the run's chunk ids: tables indexed by code
            slot_of = np.full(len(coder.dictionary), -1, dtype=np.int64)
            slot_of[judged_doc] = 0
            judged = np.flatnonzero(slot_of == 0)
            slot_of[judged] = np.arange(len(judged), dtype=np.int64)
            run_slot = slot_of[run_doc_order]
            candidate = np.flatnonzero(run_slot >= 0)
            slot, judged_slot, width = run_slot[candidate], slot_of[judged_doc], np.int64(len(judged))
        else:
            judged_docs = _distinct(judged_doc)
            candidate, slot = _rows_in(run_doc_order, judged_docs)
            judged_slot, width = np.searchsorted(judged_docs, judged_doc), np.int64(len(judged_docs))
        if len(candidate):
            run_key = run_query[candidate].astype(np.int64) * width + slot
            qrels_key = judged_query * width + judged_slot
            order = np.argsort(qrels_key, kind="stable")
            sorted_key = qrels_key[order]
            at = np.minimum(np.searchsorted(sorted_key, run_key), len(sorted_key) - 1)
            hit = sorted_key[at] == run_key
            run_grade[candidate[hit]] = judged_grade[order[at[hit]]]
    return EvalArrays(
        query_ids=query_ids,
        run_query=run_query,
        run_score=run.scores,
        run_doc_order=run_doc_order,
        run_grade=run_grade,
        qrels_query=qrels_query,
        qrels_grade=qrels_grade,
    )


class _QueryStretches:
    """A qrels' query ids, and the first of each stretch of equal ones: a qrels file lists each
    query's lines together, so its thousands of query ids (not its lines) are looked up."""

    def __init__(self, qids: pa.Array) -> None:
        self.qids = qids
        starts = np.zeros(1, dtype=np.int64)
        if len(qids) > 1:
            starts = np.append(starts, np.flatnonzero(~boolean_numpy(pc.equal(qids[1:], qids[:-1]))) + 1)
        self.lengths = np.diff(starts, append=len(qids)) if len(qids) else starts[:0]
        self.heads = qids.take(arrow_view(starts)) if len(qids) else qids

    def positions(self, vocabulary: pa.Array) -> np.ndarray:
        """Index of each query id in the vocabulary (every one is in it)."""
        return np.repeat(_positions(self.heads, vocabulary), self.lengths)


def _translated(codes: np.ndarray, positions: np.ndarray) -> np.ndarray:
    """``positions[codes]``, written over ``codes`` when the dtypes allow (a block at a time:
    no run-sized temporary, and no fresh pages to fault in for a run-sized result)."""
    if codes.dtype != positions.dtype or not codes.flags.writeable:
        translated: np.ndarray = positions[codes]  # the codes are freed here
        return translated
    for start in range(0, len(codes), _FILTER_BLOCK):
        part = codes[start : start + _FILTER_BLOCK]
        part[:] = positions[part]
    return codes


def _rows_in(codes: np.ndarray, members: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The rows of ``codes`` whose value is in ``members`` (sorted, distinct, a few thousand), and
    each one's index in ``members``: a bit table indexed by a multiplicative hash rules out most
    rows a block at a time (no run-sized temporary), a binary search settles the rest."""
    shift = np.uint64(64 - _FILTER_BITS)
    table = np.zeros(1 << _FILTER_BITS, dtype=bool)
    table[((members.view(np.uint64) * _FIBONACCI) >> shift).view(np.int64)] = True
    scratch = np.empty(min(_FILTER_BLOCK, len(codes)), dtype=np.uint64)
    maybe = np.empty(len(scratch), dtype=bool)
    found = [np.zeros(0, dtype=np.int64)]
    for start in range(0, len(codes), _FILTER_BLOCK):
        part = np.ascontiguousarray(codes[start : start + _FILTER_BLOCK]).view(np.uint64)
        hashed, hit = scratch[: len(part)], maybe[: len(part)]
        np.multiply(part, _FIBONACCI, out=hashed)
        hashed >>= shift
        np.take(table, hashed.view(np.int64), out=hit)
        found.append(np.flatnonzero(hit) + start)
    rows = np.concatenate(found)
    values = codes[rows]
    at = np.minimum(np.searchsorted(members, values), len(members) - 1)
    exact = members[at] == values
    return rows[exact], at[exact].astype(np.int64)


_FILTER_BITS = 20  # a 1 MiB table: stays in cache, and a few thousand members set few of its bits
_FILTER_BLOCK = 1 << 19  # rows per block: its temporaries (4 MB at most) come from the heap, not fresh mappings
_FIBONACCI = np.uint64(0x9E3779B97F4A7C15)  # 2**64 / golden ratio: spreads codes over the table's bits


def _single_chunk(column: pa.ChunkedArray) -> pa.Array:
    if column.num_chunks == 1:
        return column.chunk(0)
    if column.num_chunks == 0:
        return pa.array([], column.type)
    return column.combine_chunks()


def _positions(values: pa.Array, vocabulary: pa.Array) -> np.ndarray:
    """Index of each value in the vocabulary (every value is in it)."""
    return numpy_view(pc.index_in(values, value_set=vocabulary)).astype(np.int64, copy=False)


def _distinct(values: np.ndarray) -> np.ndarray:
    """The distinct values, ascending, found by sorting. np.unique (numpy 2.3 on) hashes them into
    a node-per-value set instead: ~120 MB for 3 M codes, left in the C heap once freed, under
    the join's peak."""
    ordered = np.sort(values)
    first = np.empty(len(ordered), dtype=bool)
    first[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=first[1:])
    return ordered[first]
