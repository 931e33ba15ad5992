"""The label queue in design order: sampled pairs are served as ``labeler sample`` ordered them.

A pair's design key is U_d / s_d in the newest sampling design (NULL outside it). Within a
query's page of assigned pairs, keyed pairs come first in key order (``design_key`` in
queue_sql.query_page); across queries, ``next_design_pair`` gives the unjudged assigned pair with
the smallest key, which the labeling session goes to before anything else, so the annotator
grades the design's order itself and every grade extends the graded prefix estimates use.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, and_, func, select

from labeler.domain.labeling import QueueFilter
from labeler.storage.queue.filters import filter_predicate
from labeler.storage.schema import design_pair_t, design_t, pair_t


def newest_design_id() -> Any:
    """Scalar subquery: the id of the newest design (NULL when there is none)."""
    return select(func.max(design_t.c.id)).scalar_subquery()


def design_key() -> Any:
    """Correlated scalar subquery on pair_t: the pair's key in the newest design, NULL outside it."""
    return (
        select(design_pair_t.c.sort_key)
        .where(and_(design_pair_t.c.pair_id == pair_t.c.id, design_pair_t.c.design_id == newest_design_id()))
        .scalar_subquery()
    )


def next_design_pair(conn: Connection, aid: int | None, queue_filter: QueueFilter) -> tuple[str, str] | None:
    """(query_id, chunk_id) of the assigned pair matching the filter with the smallest key in the
    newest design, or None (no design, or none of the annotator's design pairs matches)."""
    if aid is None:
        return None
    statement = (
        select(pair_t.c.query_id, pair_t.c.chunk_id)
        .select_from(design_pair_t.join(pair_t, pair_t.c.id == design_pair_t.c.pair_id))
        .where(and_(design_pair_t.c.design_id == newest_design_id(), filter_predicate(queue_filter, aid, True)))
        .order_by(design_pair_t.c.sort_key, pair_t.c.query_id, pair_t.c.chunk_id)
        .limit(1)
    )
    row = conn.execute(statement).one_or_none()
    return None if row is None else (row[0], row[1])
