"""TREC depth-k pooling: the union of each run's top-k chunks per query becomes pairs to judge."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from labeler.domain import LabelerError, NotFoundError, Pair
from labeler.services.roles import Action, require

if TYPE_CHECKING:
    from labeler.dataio.runs.table import RunTable
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
    """Test seam: the readable form of top_positions, which tests compare with trec_eval's ranking.

    (query id, chunk id, rank) of each query's top `depth` rows, ranked as trec_eval ranks:
    score descending, ties by chunk id descending; the file's rank column is ignored."""
    positions, ranks = top_positions(run, depth)
    return [(q, c, int(r)) for (q, c), r in zip(run.rows_at(positions), ranks)]


def top_positions(run: RunTable, depth: int) -> tuple[np.ndarray, np.ndarray]:
    """Row positions of each query's top `depth` rows (as top_k ranks them) and their ranks."""
    from labeler.services.evaluation.ranked import rank_rows

    ranked = rank_rows(run)
    rank = ranked.ranks()
    keep = rank <= depth
    return ranked.order[keep], rank[keep]


def pool(repository: Repository, depth: int, run_names: Sequence[str] | None = None) -> PoolReport:
    """Add every imported run's (or the named runs') top-`depth` chunks per query to the pool.

    Queries the runs name that the database lacks become text-less placeholder queries, created
    in the same transaction as the pairs (all or nothing); new_queries counts them.
    """
    require(repository, Action.POOL)
    from labeler.dataio.runs.pool_columns import pool_columns, top_rows
    from labeler.dataio.runs.table import RunTable, release_arrow_memory

    if depth < 1:
        raise LabelerError("--depth must be at least 1")
    known = [info.name for info in repository.list_runs()]
    if not known:
        raise NotFoundError("no runs imported yet: `labeler import run FILE` first")
    names = list(run_names) if run_names else known
    for name in names:
        if name not in known:
            raise NotFoundError(f"no run named {name!r}; imported runs: {', '.join(known)}")
    tops = []
    for name in sorted(names):
        run = RunTable.from_bytes(repository.run_data(name), name=name)
        tops.append(top_rows(run, *top_positions(run, depth)))
        del run  # only its top rows are needed: one whole run in memory at a time
        release_arrow_memory()
    rows = pool_columns(tops)
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
        per_run={top.name: top.n_rows for top in sorted(tops, key=lambda top: names.index(top.name))},
    )


def pool_holes(
    repository: Repository, query_id: str, ranked_chunks: Sequence[tuple[str, int | None]], runs: Sequence[str]
) -> int:
    """Add a query's unjudged chunks (id, rank; None when no run ranked it) to the pool where missing,
    e.g. holes of a run imported after pooling; returns how many pairs were new. Origin: "holes"."""
    pooled = {pair.chunk_id for pair in repository.list_pairs(query_id)}
    missing = [(chunk, rank) for chunk, rank in ranked_chunks if chunk not in pooled]
    if missing:
        require(repository, Action.POOL)
        repository.add_pairs(
            Pair(query_id, chunk, origin="holes", best_rank=rank, runs=tuple(runs)) for chunk, rank in missing
        )
    return len(missing)


def joined_queues(repository: Repository, new_pairs: int) -> str | None:
    """What pairs new to the pool mean for the annotators, in one line (None when there are none):
    they joined the label queue of everyone who has not graded them, except annotators with
    assignments, who walk only their assigned pairs until `labeler assign` runs again."""
    if new_pairs <= 0:
        return None
    said = f"{new_pairs:,} pair{'' if new_pairs == 1 else 's'} new to the pool joined the label queue of every annotator who has not graded {'it' if new_pairs == 1 else 'them'}"
    assigned = sorted(repository.assignment_progress())
    if not assigned:
        return said
    shown = ", ".join(assigned[:5]) + (f" and {len(assigned) - 5:,} more" if len(assigned) > 5 else "")
    return f"{said}, except those with assignments ({shown}): `labeler assign` gives them the new pairs"
