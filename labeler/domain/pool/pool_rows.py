"""Pool rows as columns: what pooling hands storage for hundreds of thousands of pairs at once."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class PoolRows:
    """Pairs to pool as columns: the distinct pairs (new ones are created in this order) with
    their best rank, and one link per (pair, run that brought it): the pair's index, the run's
    index in `runs`, and the rank to remember for that run."""

    query_ids: Sequence[str]
    chunk_ids: Sequence[str]
    best_ranks: Sequence[int | None]
    link_pairs: Sequence[int]
    link_runs: Sequence[int]
    link_ranks: Sequence[int | None]
    runs: Sequence[str]
