"""Files of ``labeler sample --out FILE``: the chosen pairs in order, and the design beside them.

- ``FILE``: one ``qid<TAB>chunk_id`` line per chosen pair, in the order they should be graded;
- ``FILE.design.tsv``: ``qid<TAB>chunk_id<TAB>size<TAB>uniform`` for every pool pair (no header),
  floats written so they read back exactly. ``labeler eval --design FILE.design.tsv`` reads it
  back (``read_design_file``) to know each pair's size and permanent uniform.

Ids holding a tab, a newline or a carriage return cannot be written in this format: refused.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from typing import TYPE_CHECKING, Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from labeler.dataio.records.arrow_views import numpy_view
from labeler.dataio.records.cells import CellError
from labeler.dataio.records.formats import TextLines, require_file
from labeler.dataio.records.ids import clean_id
from labeler.dataio.records.files import write_lines
from labeler.domain.errors import InputError

if TYPE_CHECKING:
    from labeler.dataio.estimation.pool_arrays import HybridPool

DESIGN_SUFFIX = ".design.tsv"
_FORBIDDEN = ("\t", "\n", "\r")


@dataclass(frozen=True)
class DesignFile:
    """The rows of a design file, in file order: keys, sizes and uniforms."""

    query_ids: list[str]
    chunk_ids: list[str]
    sizes: list[float]
    uniforms: list[float]


def design_path(out: str | Path) -> Path:
    """The design sidecar of an --out file: FILE.design.tsv."""
    return Path(f"{out}{DESIGN_SUFFIX}")


def _checked(path: str | Path, query_id: str, chunk_id: str) -> tuple[str, str]:
    if any(ch in query_id + chunk_id for ch in _FORBIDDEN) or not query_id or not chunk_id:
        raise InputError(path, None, f"ids cannot be empty or hold tabs or line breaks here: {query_id!r} {chunk_id!r}")
    return query_id, chunk_id


def write_chosen(path: str | Path, pairs: Iterable[tuple[str, str]]) -> Path:
    """Write ``qid<TAB>chunk_id`` lines in the given (grading) order, atomically."""
    return write_lines(path, ["\t".join(_checked(path, q, c)) for q, c in pairs])


def write_design(path: str | Path, query_ids: Sequence[str], chunk_ids: Sequence[str],
                 sizes: Sequence[float], uniforms: Sequence[float]) -> Path:
    """Write ``qid<TAB>chunk_id<TAB>size<TAB>uniform`` for every pair, atomically (repr: exact floats)."""
    lines = [f"{q}\t{c}\t{float(s)!r}\t{float(u)!r}"
             for (q, c), s, u in zip((_checked(path, q, c) for q, c in zip(query_ids, chunk_ids)), sizes, uniforms)]
    return write_lines(path, lines)


def read_design_file(path: str | Path) -> DesignFile:
    """Test seam: the inverse of write_design, so tests check what `labeler sample` wrote.

    Read a design file set-wise (Arrow); ``path:line:`` errors for a wrong field count, a size that
    is not a positive finite number, a uniform outside (0, 1), or a pair given twice."""
    table = _design_table(path)
    return DesignFile(table.column("qid").to_pylist(), table.column("chunk_id").to_pylist(),
                      table.column("size").to_pylist(), table.column("uniform").to_pylist())


def align_design(path: str | Path, pool: "HybridPool", graded: np.ndarray | None = None
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(sizes, uniforms, covered) of a design file in the pool's pair order, joined set-wise.

    Every pool pair must be in the file or have a human grade (``graded``): a design drawn over the
    holes lists only the pairs no human had graded, and the others are known; an ungraded pair the
    design never covered had no chance to be drawn, which no weight can correct, so an InputError
    says how many are missing. Extra pairs are ignored. Outside the file, sizes are 1 and uniforms
    1/2 (placeholders nothing reads).
    """
    table = _design_table(path)
    sizes, uniforms, covered = design_values(pool, table.column("qid"), table.column("chunk_id"),
                                             table.column("size"), table.column("uniform"))
    outside = ~covered if graded is None else ~covered & ~graded
    if outside.any():
        first = int(np.flatnonzero(outside)[0])
        raise InputError(path, None, f"{int(outside.sum()):,} of the pairs the LLM graded are not in this design and "
                         f"have no human grade (e.g. {pool.qid[first].as_py()} {pool.docid[first].as_py()}): it was "
                         "drawn over another pool; write the design again with labeler sample --out")
    return np.where(covered, sizes, 1.0), np.where(covered, uniforms, 0.5), covered


def design_values(pool: "HybridPool", query_ids: Any, chunk_ids: Any, sizes: Any, uniforms: Any
                  ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(sizes, uniforms, known) of every pool pair, in the pool's order, from design rows given as
    columns (lists or Arrow arrays), joined set-wise on (query id, chunk id); NaN where not known.
    The one alignment of a design to a pool: the design file's and the database's."""
    rows = pa.table({"qid": pa.array(query_ids, pa.string()) if isinstance(query_ids, list) else query_ids,
                     "chunk_id": pa.array(chunk_ids, pa.string()) if isinstance(chunk_ids, list) else chunk_ids,
                     "size": pa.array(sizes, pa.float64()) if isinstance(sizes, list) else sizes,
                     "uniform": pa.array(uniforms, pa.float64()) if isinstance(uniforms, list) else uniforms})
    keys = pa.table({"qid": pool.qid, "chunk_id": pool.docid, "index": pa.array(np.arange(len(pool.qid)))})
    joined = keys.join(rows, ["qid", "chunk_id"], join_type="left outer")
    index = numpy_view(joined.column("index").combine_chunks()).astype(np.int64)
    out_sizes, out_uniforms = np.full(len(pool.qid), np.nan), np.full(len(pool.qid), np.nan)
    out_sizes[index] = joined.column("size").combine_chunks().fill_null(np.nan).to_numpy(zero_copy_only=False)
    out_uniforms[index] = joined.column("uniform").combine_chunks().fill_null(np.nan).to_numpy(zero_copy_only=False)
    return out_sizes, out_uniforms, ~np.isnan(out_sizes)


def _design_table(path: str | Path) -> pa.Table:
    """The file as an Arrow table (qid, chunk_id, size, uniform, line), every row checked."""
    lines = TextLines(require_file(path))
    qids: list[str] = []
    chunks: list[str] = []
    sizes: list[str] = []
    uniforms: list[str] = []
    numbers: list[int] = []
    for number, line in lines:  # four fields per line: the split is the only per-line work
        line = line.rstrip("\r\n")
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 4:
            raise InputError(path, number, f"expected 4 tab-separated fields (qid, chunk_id, size, uniform), got {len(fields)}")
        try:
            qids.append(clean_id(fields[0], "qid"))
            chunks.append(clean_id(fields[1], "chunk_id"))
        except CellError as exc:
            raise InputError(path, number, str(exc)) from None
        sizes.append(fields[2])
        uniforms.append(fields[3])
        numbers.append(number)
    line_of = np.asarray(numbers, dtype=np.int64)
    size = _numbers(path, "size", sizes, line_of)
    uniform = _numbers(path, "uniform", uniforms, line_of)
    bad = np.flatnonzero(~(size > 0))
    if len(bad):
        raise InputError(path, int(line_of[bad[0]]), f"size must be positive, not {sizes[bad[0]]}")
    bad = np.flatnonzero(~((uniform > 0) & (uniform < 1)))
    if len(bad):
        raise InputError(path, int(line_of[bad[0]]), f"uniform must be strictly between 0 and 1, not {uniforms[bad[0]]}")
    table = pa.table({"qid": pa.array(qids, pa.string()), "chunk_id": pa.array(chunks, pa.string()),
                      "size": pa.array(size), "uniform": pa.array(uniform), "line": pa.array(line_of)})
    counts = table.group_by(["qid", "chunk_id"]).aggregate([("line", "min"), ("line", "max"), ("line", "count")])
    repeated = counts.filter(pc.greater(counts.column("line_count"), 1))
    if repeated.num_rows:
        first = int(np.argmin(numpy_view(repeated.column("line_max").combine_chunks())))
        row = repeated.slice(first, 1).to_pylist()[0]
        raise InputError(path, row["line_max"], f"pair {row['qid']} {row['chunk_id']} is already given on line {row['line_min']}")
    return table


def _numbers(path: str | Path, what: str, texts: list[str], line_of: np.ndarray) -> np.ndarray:
    """Parse a column of decimal strings (Arrow's cast); a located error on the first that is not a finite number."""
    try:
        values = pc.cast(pa.array(texts, pa.string()), pa.float64()).to_numpy(zero_copy_only=False)
    except pa.ArrowInvalid:
        values = np.array([_float_or_nan(text) for text in texts])
    bad = np.flatnonzero(~np.isfinite(values))
    if len(bad):
        kind = "a number" if np.isnan(values[bad[0]]) else "a finite number"
        raise InputError(path, int(line_of[bad[0]]), f"{what} {texts[bad[0]]!r} is not {kind}")
    return np.asarray(values, dtype=np.float64)


def _float_or_nan(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        return math.nan
