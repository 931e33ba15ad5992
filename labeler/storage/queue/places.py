"""Where a query sits in an annotator's label queue, and windows of the query list, without listing
every query: at 31,250 queries, reading them all cost the label screen ~0.3 s of CPU to open.

The queue's queries are those with pairs in the pool (with assigned=True: pairs assigned to the
annotator), in import order (query.ordinal). A place is counted in SQL over the ordinal range
between a known place (the anchor) and the query asked for, so moving to the next query costs
an index probe or two, not a count from the start.
"""

from __future__ import annotations

from typing import NamedTuple

from sqlalchemy import Connection, Exists, and_, case, exists, func, select

from labeler.domain.labeling import QueryProgress
from labeler.storage.queue.filters import CURRENT, annotator_value, in_queue
from labeler.storage.schema import judgment_t, pair_t, query_t


def _in_queue_query(aid: int | None, assigned: bool) -> Exists:
    """EXISTS: the query has a pair in this annotator's queue."""
    return exists().where(and_(pair_t.c.query_id == query_t.c.id, in_queue(aid, assigned)))


def queue_query_count(conn: Connection, aid: int | None, assigned: bool = False) -> int:
    """How many queries the annotator's queue holds."""
    statement = select(func.count()).select_from(query_t).where(_in_queue_query(aid, assigned))
    return int(conn.execute(statement).scalar_one())


class QueryPlace(NamedTuple):
    """A query's 0-based place among the queue's queries and its ordinal; counted from the start,
    also how many queries the queue holds (the same scan), else None."""

    place: int
    ordinal: int
    queue_size: int | None = None


def queue_place(
    conn: Connection, aid: int | None, query_id: str, assigned: bool = False, anchor: QueryPlace | None = None
) -> QueryPlace | None:
    """Where the query sits in the queue (None: it has no pair there), counted from the anchor (an
    earlier answer for another query) when given, else from the start, counting the queue too."""
    in_queue_query = _in_queue_query(aid, assigned)
    ordinal = conn.execute(
        select(query_t.c.ordinal).where(and_(query_t.c.id == query_id, in_queue_query))
    ).scalar_one_or_none()
    if ordinal is None:
        return None
    if anchor is None:
        before = func.coalesce(func.sum(case((query_t.c.ordinal < ordinal, 1), else_=0)), 0)
        place, size = conn.execute(select(before, func.count()).select_from(query_t).where(in_queue_query)).one()
        return QueryPlace(int(place), ordinal, int(size))
    if anchor.ordinal == ordinal:
        return QueryPlace(anchor.place, ordinal)
    if anchor.ordinal < ordinal:  # after the anchor: the anchor and the queries in between come first
        low, high, base, step = anchor.ordinal, ordinal, anchor.place + 1, 1
    else:  # before it: count back from the anchor
        low, high, base, step = ordinal, anchor.ordinal, anchor.place - 1, -1
    between = and_(in_queue_query, query_t.c.ordinal > low, query_t.c.ordinal < high)
    counted = int(conn.execute(select(func.count()).select_from(query_t).where(between)).scalar_one())
    return QueryPlace(base + step * counted, ordinal)


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
