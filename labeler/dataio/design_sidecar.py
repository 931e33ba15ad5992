"""The sampling design sidecar `labeler sample --out` writes (`FILE.design.tsv`), read back for a pool.

Format: a header line, then one tab-separated line per pool pair: `qid chunk_id size uniform`
(size s_d > 0, uniform U_d in [0, 1]; see metrics.hybrid_design). The design must cover exactly the
pool's pairs: the sampling order depends on every pair's size, so a design drawn over another pool
cannot say which pairs were sampled.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv

from labeler.dataio.arrow_views import numpy_view
from labeler.dataio.formats import require_file
from labeler.dataio.hybrid_pool import HybridPool
from labeler.domain.errors import InputError

DESIGN_COLUMNS = ("qid", "chunk_id", "size", "uniform")


def read_design_sidecar(path: str | Path, pool: HybridPool) -> tuple[np.ndarray, np.ndarray]:
    """(sizes, uniforms) of every pool pair, in the pool's order; InputError naming the line otherwise."""
    path = require_file(path)
    try:
        table = pacsv.read_csv(
            path,
            parse_options=pacsv.ParseOptions(delimiter="\t", quote_char=False),
            convert_options=pacsv.ConvertOptions(column_types={"qid": pa.string(), "chunk_id": pa.string(),
                                                               "size": pa.float64(), "uniform": pa.float64()},
                                                 include_columns=list(DESIGN_COLUMNS)),
        )
    except (pa.ArrowInvalid, KeyError) as error:
        raise InputError(path, None, f"not a design file (a header, then qid, chunk_id, size, uniform "
                                     f"tab-separated): {str(error).splitlines()[0]}") from None
    size = numpy_view(table.column("size").combine_chunks().fill_null(np.nan)).astype(np.float64)
    uniform = numpy_view(table.column("uniform").combine_chunks().fill_null(np.nan)).astype(np.float64)
    bad = np.flatnonzero(~(size > 0) | ~np.isfinite(size) | ~((uniform >= 0) & (uniform <= 1)))
    if len(bad):
        first = int(bad[0])
        raise InputError(path, first + 2,
                         f"size must be > 0 and uniform within 0-1, not {size[first]} and {uniform[first]}")
    keys = pa.table({"qid": pool.qid, "docid": pool.docid, "index": pa.array(np.arange(len(pool.qid)))})
    rows = pa.table({"qid": table.column("qid"), "docid": table.column("chunk_id"),
                     "row": pa.array(np.arange(table.num_rows))})
    joined = keys.join(rows, ["qid", "docid"], join_type="inner")
    if joined.num_rows != len(pool.qid) or table.num_rows != len(pool.qid):
        raise InputError(path, None, f"the design covers {table.num_rows:,} pairs, {joined.num_rows:,} of them in "
                                     f"the pool of {len(pool.qid):,} LLM-graded pairs: it was drawn over another "
                                     "pool (other LLM grades), so it cannot say which pairs were sampled")
    if len(pc.unique(joined.column("index"))) != joined.num_rows:
        raise InputError(path, None, "a pair appears on several lines")
    index = numpy_view(joined.column("index").combine_chunks()).astype(np.int64)
    row = numpy_view(joined.column("row").combine_chunks()).astype(np.int64)
    sizes = np.empty(len(pool.qid))
    uniforms = np.empty(len(pool.qid))
    sizes[index] = size[row]
    uniforms[index] = uniform[row]
    return sizes, uniforms
