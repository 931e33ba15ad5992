"""A small TREC run and its TREC qrels read in plain Python straight into EvalArrays, for
`labeler trec-eval`'s start-up: no pyarrow (whose compute module alone costs more import time
than a small evaluation), no Python object per row kept.

A fast path, never a second grammar: it returns None whenever read_run, read_qrels and
encode_codes might read the files differently or refuse them, and the caller then runs the full
command, which reads them or names the bad line. It takes only regular, uncompressed files up
to SMALL_BYTES, valid UTF-8 without a byte-order mark, without a bare CR (the full readers refuse
it) or a NUL (the id rule refuses it: labeler.dataio.records.ids; fields split at blanks are otherwise ids
already); run lines of 6 or more fields whose score is a plain finite decimal number, qrels lines
of 4 fields whose grade is a plain integer, fields split at any run of ASCII blanks as trec_eval
and the full readers split them (bytes.split()); no (query, chunk) pair twice in either file.
Blank lines and `#` comment lines are skipped, as both readers skip them.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np

from labeler.dataio.records.formats import sniff_format
from labeler.domain.errors import LabelerError
from labeler.metrics.arrays import UNJUDGED, EvalArrays

SMALL_BYTES = 1 << 20  # past this, Arrow's reader (imported once) beats a Python loop
_FLOAT = re.compile(rb"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")  # Arrow's, finite
_GRADE = re.compile(rb"-?[0-9]{1,18}")  # fits int64 whatever the digits
_CODECS = (".gz", ".bz2", ".zst", ".zstd", ".lz4", ".br", ".xz", ".snappy")
_REFUSED = re.compile(rb"\x00|\r(?!\n)")  # a NUL, a bare CR: the full readers say what is wrong


class _Declined(Exception):
    """The files are not ones this reader reads exactly as the full readers do."""


def small_eval_arrays(qrels_path: str, run_path: str) -> tuple[EvalArrays, str] | None:
    """(EvalArrays as encode_codes(RunCodes.of(read_run(run, ranks=False)), read_qrels(qrels,
    format="trec"), narrow_queries=True) gives them, the run's id as trec-eval names it), or
    None when this reader declines the files (see the module docstring)."""
    try:
        qrels_lines = _lines(Path(qrels_path), sniffed=False)
        return _arrays(qrels_lines, _lines(Path(run_path), sniffed=True))
    except (_Declined, LabelerError, OSError, UnicodeDecodeError):
        return None


def _lines(path: Path, sniffed: bool) -> list[list[bytes]]:
    """The file's data lines as fields (blank and comment lines left out)."""
    if not path.is_file() or path.stat().st_size > SMALL_BYTES or path.suffix.lower() in _CODECS:
        raise _Declined("not a small regular uncompressed file")
    if sniffed and sniff_format(path) != "text":  # read_run goes by extension, then content
        raise _Declined("not a TREC text run")
    data = path.read_bytes()
    if data.startswith(b"\xef\xbb\xbf") or _REFUSED.search(data):
        raise _Declined("a byte-order mark, a bare CR or a NUL")
    data.decode("utf-8")  # UnicodeDecodeError: declined by the caller
    return [fields for fields in (line.split() for line in data.split(b"\n"))
            if fields and not fields[0].startswith(b"#")]


def _arrays(qrels_lines: list[list[bytes]], run_lines: list[list[bytes]]) -> tuple[EvalArrays, str]:
    if not qrels_lines or not run_lines:
        raise _Declined("an empty file")
    judged: dict[tuple[bytes, bytes], int] = {}
    for fields in qrels_lines:
        if len(fields) != 4 or not _GRADE.fullmatch(fields[3]):
            raise _Declined("a qrels line the full reader must judge")
        judged[(fields[0], fields[2])] = int(fields[3])
    if len(judged) != len(qrels_lines):
        raise _Declined("a pair judged twice")
    rows: list[tuple[bytes, bytes]] = []
    scores: list[float] = []
    for fields in run_lines:
        if len(fields) < 6 or not _FLOAT.fullmatch(fields[4]):
            raise _Declined("a run line the full reader must judge")
        rows.append((fields[0], fields[2]))
        scores.append(float(fields[4]))
    score = np.array(scores, dtype=np.float64)
    if len(set(rows)) != len(rows) or not np.isfinite(score).all():
        raise _Declined("a pair twice in the run, or a score past a double")
    # byte order of UTF-8 ids: bytes compare as strcmp does
    query_ids = sorted({qid for qid, _ in rows} | {qid for qid, _ in judged})
    query_at = {qid: at for at, qid in enumerate(query_ids)}
    doc_rank = {docid: rank for rank, docid in enumerate(sorted({docid for _, docid in rows}))}
    arrays = EvalArrays(
        query_ids=[qid.decode() for qid in query_ids],
        run_query=np.array([query_at[qid] for qid, _ in rows], dtype=np.int32),
        run_score=score,
        run_doc_order=np.array([doc_rank[docid] for _, docid in rows], dtype=np.int64),
        run_grade=np.array([judged.get(row, UNJUDGED) for row in rows], dtype=np.int64),
        qrels_query=np.array([query_at[qid] for qid, _ in judged], dtype=np.int64),
        qrels_grade=np.array(list(judged.values()), dtype=np.int64),
    )
    return arrays, run_lines[-1][5].decode()  # run_name: the last data line's tag, trec_eval's runid
