"""The queue order, written once: every reader that lists pool pairs "in queue order" sorts by it."""

from __future__ import annotations

from sqlalchemy import ColumnElement

from labeler.storage.schema import pair_t, query_t


def rank_order() -> list[ColumnElement[object]]:
    """Pairs within one query: best rank ascending, unranked pairs last, then chunk id."""
    return [pair_t.c.best_rank.is_(None), pair_t.c.best_rank, pair_t.c.chunk_id]


def queue_order() -> list[ColumnElement[object]]:
    """The queue order: query import order (ordinal), then rank_order; needs query_t joined."""
    return [query_t.c.ordinal, *rank_order()]
