"""Several runs' top rows merged into pool columns with Arrow and numpy: the distinct
(query, chunk) pairs and the runs that brought each, never one Python object per pair until
the final lists the database driver takes."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from labeler.dataio.records.arrow_views import chunked_numpy
from labeler.dataio.runs.table import RunTable
from labeler.domain.pool.pool_rows import PoolRows


def top_rows(run: RunTable, positions: np.ndarray, ranks: np.ndarray) -> RunTable:
    """The run's rows at positions (its top rows), with their ranks in the rank column: all a
    pool needs of a run, so the whole table can go."""
    table = run.table.select(["qid", "docid"]).take(pa.array(positions, pa.int64()))
    return RunTable(table.append_column("rank", pa.array(ranks, pa.int64())), name=run.name)


def pool_columns(tops: Sequence[RunTable]) -> PoolRows:
    """Merge several runs' top_rows(): the distinct pairs in (query id, chunk id) order, best
    (lowest) rank kept, and each run that brought a pair linked with the pair's best rank over
    all the runs (what add_pairs records for a pool_pairs() Pair)."""
    parts = [
        top.table.select(["qid", "docid", "rank"]).append_column("run", pa.array(np.full(top.n_rows, code, np.int32)))
        for code, top in enumerate(tops)
    ]
    rows = pa.concat_tables(parts)
    # byte order of UTF-8 is code point order: the order Python's sorted() gives the same strings
    rows = rows.take(pc.sort_indices(rows, [("qid", "ascending"), ("docid", "ascending"), ("run", "ascending")]))
    qids, docids = rows.column("qid").combine_chunks(), rows.column("docid").combine_chunks()
    n = rows.num_rows
    starts = np.ones(n, dtype=bool)
    if n > 1:
        same = pc.and_(pc.equal(qids[1:], qids[:-1]), pc.equal(docids[1:], docids[:-1]))
        starts[1:] = ~same.to_numpy(zero_copy_only=False)
    first = np.flatnonzero(starts)
    seq = np.cumsum(starts) - 1
    best = np.minimum.reduceat(chunked_numpy(rows.column("rank"), np.int64), first) if n else np.zeros(0, np.int64)
    at = pa.array(first, pa.int64())
    return PoolRows(
        query_ids=qids.take(at).to_pylist(),
        chunk_ids=docids.take(at).to_pylist(),
        best_ranks=best.tolist(),
        link_pairs=seq.tolist(),
        link_runs=chunked_numpy(rows.column("run"), np.int32).tolist(),
        link_ranks=best[seq].tolist(),
        runs=[top.name for top in tops],
    )
