"""The one rule for query and chunk ids, whatever reads them: runs, qrels, queries, chunks, LLM
grades, sampling designs and DataFrames, in every container (TREC text, TSV, CSV, JSONL, Parquet).

`clean_id` is the rule (docs/FORMATS.md, *Ids*):

- an id is text, or an integer written in decimal (JSON numbers, Parquet integer columns: 7 and
  "7" are one id); anything else (a float, a boolean, a list) is refused, and nothing (null, NaN)
  is a missing id;
- the ASCII blanks trec_eval splits fields at (space, tab, LF, CR, VT, FF) are removed from both
  ends: a TREC file never carries them there, so CSV's `q1, d1` names the chunk `d1` too;
- an id with nothing left is refused (`missing docid`), and so is one holding NUL, which no C tool
  (trec_eval among them) and no PostgreSQL text column can hold;
- everything else stays exactly as written: case, leading zeros ("007"), spaces inside, other
  Unicode blanks (a no-break space, as trec_eval keeps it), other control characters. Outputs
  escape what a terminal or a report must not see (docs/ESCAPING.md), and the TREC and TSV
  writers refuse an id they cannot write.

`clean_id_column` applies the same rule to an Arrow column set-wise: it finds the values the rule
would change or refuse (null, empty, a blank at either end, a NUL) with numpy over Arrow's
buffers, and hands exactly those to `clean_id`, so every verdict and message is `clean_id`'s.
The fast paths that turn a TREC run straight into codes (labeler.dataio.eval_input.small_files, run_ranges)
read no id the rule would touch: they decline, and leave the file to read_run, whenever a field
could be empty or hold a blank or a NUL.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from labeler.dataio.records.cells import CellError, clipped_repr

ID_BLANKS = " \t\n\r\v\f"
"""The blanks stripped from both ends of an id: C's isspace, what trec_eval splits fields at."""

_IS_BLANK = np.zeros(256, dtype=bool)
_IS_BLANK[np.frombuffer(ID_BLANKS.encode(), dtype=np.uint8)] = True


class IdColumnError(CellError):
    """clean_id's verdict on one value of a column, with the 0-based row it is in."""

    def __init__(self, message: str, row: int) -> None:
        super().__init__(message)
        self.row = row


def clean_id(value: Any, role: str) -> str:
    """A query or chunk id by the rule (see the module docstring); a CellError says what is wrong."""
    if isinstance(value, str):
        text = value.strip(ID_BLANKS)
        if not text:
            raise CellError(f"missing {role}" if not value else f"missing {role} (only blanks)")
        if "\x00" in text:
            raise CellError(f"{role} {clipped_repr(text)} holds a NUL character")
        if not text.isascii():
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:  # a lone surrogate, which JSON's \ud800 escape can spell
                raise CellError(f"{role} {clipped_repr(text)} is not valid Unicode") from None
        return text
    if isinstance(value, bool):
        raise CellError(f"{role} must be text or an integer, found {'true' if value else 'false'}")
    if isinstance(value, int):
        return str(value)
    if value is None or (isinstance(value, float) and math.isnan(value)):
        raise CellError(f"missing {role}")
    if isinstance(value, np.integer):
        return str(int(value))
    raise CellError(f"{role} must be text or an integer, found {clipped_repr(value)}")


def clean_id_column(column: pa.Array | pa.ChunkedArray, role: str) -> pa.ChunkedArray:
    """clean_id over a column of text or integers, as one string column: the values it would
    change or refuse are found set-wise and given to clean_id (its CellError comes back as an
    IdColumnError naming the row); the others are ids already."""
    chunks = column.chunks if isinstance(column, pa.ChunkedArray) else [column]
    cleaned: list[pa.Array] = []
    rows_before = 0
    for chunk in chunks:
        cleaned.append(_clean_chunk(chunk, role, rows_before))
        rows_before += len(chunk)
    return pa.chunked_array(cleaned, pa.string())


def _clean_chunk(chunk: pa.Array, role: str, rows_before: int) -> pa.Array:
    kind = chunk.type
    nulls = np.flatnonzero(chunk.is_null().to_numpy(zero_copy_only=False)) if chunk.null_count else np.zeros(0, np.int64)
    if pa.types.is_integer(kind):
        for row in nulls[:1].tolist():
            _checked(None, role, rows_before + row)
        return chunk.cast(pa.string())
    if not (pa.types.is_string(kind) or pa.types.is_large_string(kind)):
        if len(chunk):
            _checked(chunk[0].as_py(), role, rows_before)  # clean_id names the kind it refuses
        return chunk.cast(pa.string())
    to_clean = _rows_to_clean(chunk)  # ascending and distinct, as union1d's result
    changed = np.union1d(nulls, to_clean) if len(nulls) else to_clean  # union1d loads numpy.ma
    if not len(changed):
        return chunk.cast(pa.string())
    for row in changed.tolist():  # in order: refuses (null, empty, NUL) or strips; the verdict is clean_id's
        _checked(chunk[row].as_py(), role, rows_before + row)
    return pc.utf8_trim(chunk, characters=ID_BLANKS).cast(pa.string())


def _rows_to_clean(chunk: pa.Array) -> np.ndarray:
    """Rows whose value clean_id would change or refuse: empty, a blank at either end, a NUL.
    A few vectorized passes: lengths from the offsets, each value's first and last byte through a
    lookup table, the smallest byte for NUL; rows are located only when one of them finds some."""
    n = len(chunk)
    if n == 0:
        return np.zeros(0, dtype=np.int64)
    width = np.int64 if pa.types.is_large_string(chunk.type) else np.int32
    offsets = np.frombuffer(chunk.buffers()[1], dtype=width, count=chunk.offset + n + 1)[chunk.offset:]
    start, end = int(offsets[0]), int(offsets[-1])
    data = np.frombuffer(chunk.buffers()[2], dtype=np.uint8)[start:end] if end > start else np.zeros(0, np.uint8)
    starts = offsets[:-1] - start if start else offsets[:-1]
    ends = offsets[1:] - start if start else offsets[1:]
    empty = starts == ends
    any_empty = bool(empty.any())
    firsts = data[np.minimum(starts, max(len(data) - 1, 0))] if len(data) else np.zeros(n, np.uint8)
    lasts = data[np.maximum(ends - 1, 0)] if len(data) else np.zeros(n, np.uint8)
    edged = (_IS_BLANK[firsts] | _IS_BLANK[lasts]) & ~empty
    nul = bool(len(data)) and int(data.min()) == 0
    if not (any_empty or edged.any() or nul):
        return np.zeros(0, dtype=np.int64)
    suspect = empty | edged
    if nul:
        suspect[np.searchsorted(ends, np.flatnonzero(data == 0), side="right")] = True
    return np.flatnonzero(suspect)


def _checked(value: Any, role: str, row: int) -> str:
    try:
        return clean_id(value, role)
    except CellError as exc:
        raise IdColumnError(str(exc), row) from None
