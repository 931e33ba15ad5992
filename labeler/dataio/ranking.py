"""The integer keys a run is ranked by, and the rows behind chosen positions (for pooling)."""

from __future__ import annotations

import numpy as np
import pyarrow as pa

from labeler.dataio.runs import RunTable, numpy_view


def ranking_keys(run: RunTable) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(query code, score, order-preserving chunk-id code) per row, as metrics.rank_order takes them.

    Query codes group rows by query; the chunk-id code compares as the ids do in byte order,
    so ties can be broken trec_eval's way without Python strings.
    """
    scores = run.table.column("score").combine_chunks()
    query_codes, doc_codes = run.ranking_codes()
    return query_codes, numpy_view(scores).astype(np.float64, copy=False), doc_codes


def rows_at(run: RunTable, positions: np.ndarray) -> list[tuple[str, str]]:
    """(query id, chunk id) of the rows at the given positions, in that order."""
    picked = run.table.select(["qid", "docid"]).take(pa.array(positions, pa.int64()))
    return list(zip(picked.column("qid").to_pylist(), picked.column("docid").to_pylist()))
