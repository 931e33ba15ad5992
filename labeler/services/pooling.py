"""TREC depth-k pooling: the union of each run's top-k chunks per query becomes pairs to judge."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from labeler.dataio.arrow_views import chunked_numpy
from labeler.domain import LabelerError, NotFoundError, Pair
from labeler.storage.repo_pool import PoolRows

if TYPE_CHECKING:
    from labeler.dataio.run_table import RunTable
    from labeler.storage import Repository


@dataclass(frozen=True, slots=True)
class PoolReport:
    """What pooling did: pairs new to the pool, pairs already there, and how many pairs lack chunk text."""

    depth: int
    runs: tuple[str, ...]
    candidate_pairs: int
    new_pairs: int
    existing_pairs: int
    missing_chunk_text: int
    new_queries: int = 0
    per_run: dict[str, int] = field(default_factory=dict)


def pool_pairs(run_tops: dict[str, list[tuple[str, str, int]]], depth: int) -> list[Pair]:
    """Union of (query, chunk, rank) lists from several runs: deduplicated, best (lowest) rank
    kept, and every run that brought the pair remembered, in run-name order."""
    best: dict[tuple[str, str], int] = {}
    brought_by: dict[tuple[str, str], list[str]] = {}
    for run_name in sorted(run_tops):
        for query_id, chunk_id, rank in run_tops[run_name]:
            key = (query_id, chunk_id)
            if key not in best or rank < best[key]:
                best[key] = rank
            brought_by.setdefault(key, []).append(run_name)
    origin = f"pool:depth={depth}"
    return [
        Pair(query_id=q, chunk_id=c, origin=origin, best_rank=best[(q, c)], runs=tuple(brought_by[(q, c)]))
        for (q, c) in sorted(best)
    ]


def top_k(run: RunTable, depth: int) -> list[tuple[str, str, int]]:
    """(query id, chunk id, rank) of each query's top `depth` rows, ranked as trec_eval ranks:
    score descending, ties by chunk id descending; the file's rank column is ignored."""
    top = top_k_table(run, depth)
    return list(zip(top.column("qid").to_pylist(), top.column("docid").to_pylist(), top.column("rank").to_pylist()))


def top_k_table(run: RunTable, depth: int) -> pa.Table:
    """top_k as Arrow columns qid, docid, rank (int64), in rank order within each query."""
    from labeler.services.ranked import rank_rows

    ranked = rank_rows(run)
    rank = ranked.ranks()
    keep = rank <= depth
    picked = run.table.select(["qid", "docid"]).take(pa.array(ranked.order[keep], pa.int64()))
    return picked.append_column("rank", pa.array(rank[keep], pa.int64()))


def pool_rows(tops: dict[str, pa.Table]) -> PoolRows:
    """pool_pairs over top_k_table() results, as columns for Repository.add_pool: the distinct
    pairs in (query id, chunk id) order, each run that brought a pair linked with the pair's
    best rank over all the runs (what add_pairs records for a pool_pairs() Pair)."""
    names = sorted(tops)
    parts = [tops[name].append_column("run", pa.array(np.full(tops[name].num_rows, code, np.int32))) for code, name in enumerate(names)]
    rows = pa.concat_tables(parts)
    # byte order of UTF-8 is code point order: the order sorted() gives the same strings
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
        runs=names,
    )


def pool(repository: Repository, depth: int, run_names: Sequence[str] | None = None) -> PoolReport:
    """Add every imported run's (or the named runs') top-`depth` chunks per query to the pool.

    Queries the runs name that the database lacks become text-less placeholder queries, created
    in the same transaction as the pairs (all or nothing); new_queries counts them.
    """
    from labeler.dataio.run_table import RunTable

    if depth < 1:
        raise LabelerError("--depth must be at least 1")
    known = [info.name for info in repository.list_runs()]
    if not known:
        raise NotFoundError("no runs imported yet: `labeler import run FILE` first")
    names = list(run_names) if run_names else known
    for name in names:
        if name not in known:
            raise NotFoundError(f"no run named {name!r}; imported runs: {', '.join(known)}")
    tops = {name: top_k_table(RunTable.from_bytes(repository.run_data(name), name=name), depth) for name in names}
    rows = pool_rows(tops)
    if not rows.query_ids:
        raise LabelerError("the pool is empty: the runs retrieved nothing")
    pooled_queries = sorted(set(rows.query_ids))
    new_queries = len(set(pooled_queries) - repository.query_ids())
    counts = repository.add_pool(rows, origin=f"pool:depth={depth}", placeholder_queries=pooled_queries)
    return PoolReport(
        depth=depth,
        runs=tuple(names),
        candidate_pairs=len(rows.query_ids),
        new_pairs=counts.new_pairs,
        existing_pairs=counts.existing_pairs,
        missing_chunk_text=counts.missing_chunk_text,
        new_queries=new_queries,
        per_run={name: top.num_rows for name, top in tops.items()},
    )


def pool_holes(
    repository: Repository, query_id: str, ranked_chunks: Sequence[tuple[str, int | None]], runs: Sequence[str]
) -> int:
    """Add a query's unjudged chunks (id, rank; None when no run ranked it) to the pool where missing,
    e.g. holes of a run imported after pooling; returns how many pairs were new. Origin: "holes"."""
    pooled = {pair.chunk_id for pair in repository.list_pairs(query_id)}
    missing = [(chunk, rank) for chunk, rank in ranked_chunks if chunk not in pooled]
    if missing:
        repository.add_pairs(
            Pair(query_id, chunk, origin="holes", best_rank=rank, runs=tuple(runs)) for chunk, rank in missing
        )
    return len(missing)
