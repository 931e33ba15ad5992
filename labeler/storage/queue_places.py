"""Where a query sits in an annotator's label queue, and windows of the query list, without listing
every query: at 31,250 queries, reading them all cost the label screen ~0.3 s of CPU to open.

The queue's queries are those with pairs in the pool (with assigned=True: pairs assigned to the
annotator), in import order (query.ordinal). A place is counted in SQL over the ordinal range
between a known place (the anchor) and the query asked for, so moving to the next query costs
an index probe or two, not a count from the start.
"""

from __future__ import annotations

from sqlalchemy import Connection, Exists, and_, exists, func, select

from labeler.domain.labeling import QueryProgress
from labeler.storage.queue_filters import CURRENT, annotator_value, in_queue
from labeler.storage.tables import judgment_t, pair_t, query_t


def _in_queue_query(aid: int | None, assigned: bool) -> Exists:
    """EXISTS: the query has a pair in this annotator's queue."""
    return exists().where(and_(pair_t.c.query_id == query_t.c.id, in_queue(aid, assigned)))


def queue_query_count(conn: Connection, aid: int | None, assigned: bool = False) -> int:
    """How many queries the annotator's queue holds."""
    statement = select(func.count()).select_from(query_t).where(_in_queue_query(aid, assigned))
    return int(conn.execute(statement).scalar_one())


def queue_place(
    conn: Connection, aid: int | None, query_id: str, assigned: bool = False, anchor: tuple[int, int] | None = None
) -> tuple[int, int] | None:
    """(0-based place of the query in the queue, its ordinal), None when it has no pair there;
    counted from the anchor (an earlier answer for another query) when given, else from the start."""
    ordinal = conn.execute(
        select(query_t.c.ordinal).where(and_(query_t.c.id == query_id, _in_queue_query(aid, assigned)))
    ).scalar_one_or_none()
    if ordinal is None:
        return None
    low, high, base, step = None, ordinal, 0, 1
    if anchor is not None:
        anchor_place, anchor_ordinal = anchor
        if anchor_ordinal == ordinal:
            return anchor_place, ordinal
        if anchor_ordinal < ordinal:  # after the anchor: the anchor and the queries in between come first
            low, base = anchor_ordinal, anchor_place + 1
        else:  # before it: count back from the anchor
            low, high, base, step = ordinal, anchor_ordinal, anchor_place - 1, -1
    between = [_in_queue_query(aid, assigned), query_t.c.ordinal < high]
    if low is not None:
        between.append(query_t.c.ordinal > low)
    counted = int(conn.execute(select(func.count()).select_from(query_t).where(and_(*between))).scalar_one())
    return base + step * counted, ordinal


def progress_window(
    conn: Connection, aid: int | None, offset: int, limit: int | None, assigned: bool = False
) -> list[QueryProgress]:
    """Queries offset .. offset + limit - 1 (limit None: to the end) of the queue with judged/total
    for this annotator, counted for those queries only."""
    window = (
        select(query_t.c.id, query_t.c.text, query_t.c.ordinal)
        .where(_in_queue_query(aid, assigned))
        .order_by(query_t.c.ordinal)
        .offset(offset)
        .limit(limit)
        .subquery()
    )
    mine = judgment_t.alias("mine")
    statement = (
        select(window.c.id, window.c.text, func.count(mine.c.id).label("judged"), func.count().label("total"))
        .select_from(
            window.join(pair_t, pair_t.c.query_id == window.c.id).outerjoin(
                mine,
                and_(mine.c.pair_id == pair_t.c.id, mine.c.annotator_id == annotator_value(aid), mine.c.status == CURRENT),
            )
        )
        .where(in_queue(aid, assigned))
        .group_by(window.c.id, window.c.text, window.c.ordinal)
        .order_by(window.c.ordinal)
    )
    return [QueryProgress(row.id, row.text, row.judged, row.total) for row in conn.execute(statement)]
