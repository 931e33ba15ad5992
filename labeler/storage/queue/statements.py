"""The label queue's statements over one connection: queries in order, pages, progress, re-shows.

Queue order is query import order (query.ordinal), then best pool rank (pairs without a rank
last), then chunk id; in an assigned queue, pairs of the newest sampling design come first in a
page, in design order (queue_design). Nothing here loads the whole pool: a page is one query's pairs. Every
function takes the annotator's id (None: not in the database yet) and, with assigned=True,
limits the queue, its counts and its pages to the pairs assigned to them. Portable SQL
(SQLite and PostgreSQL). The repository's QueueMethods are the public face of these.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import partial
from typing import Any

from sqlalchemy import Connection, and_, bindparam, exists, func, select

from labeler.domain.labeling import QueryProgress, QueueEntry, QueueFilter
from labeler.storage.queue.design import design_key
from labeler.storage.queue.order import rank_order
from labeler.storage.queue.filters import (
    CURRENT,
    annotator_value,
    disagreement,
    filter_predicate,
    has_ok_suggestion,
    in_queue,
    judged_by,
    skipped_by,
)
from labeler.storage.counts.kept import PAIRS, annotator_key
from labeler.storage.prepared import Prepared
from labeler.storage.schema import annotator_t, assignment_t, judgment_t, kept_count_t, pair_t, query_t


# read after every grade: compiled once (storage.prepared)
_ANNOTATOR_ID = Prepared(lambda: select(annotator_t.c.id).where(annotator_t.c.name == bindparam("name")))
_KEPT_PAIR = Prepared(lambda: select(kept_count_t.c.name, kept_count_t.c.n).where(
    kept_count_t.c.name.in_([bindparam("mine"), bindparam("pairs")])))


def annotator_id(conn: Connection, name: str) -> int | None:
    """The annotator's id, or None when they have never judged, skipped or been assigned anything."""
    found = _ANNOTATOR_ID(conn, name=name).first()
    return None if found is None else int(found[0])


def has_assignments(conn: Connection, aid: int | None) -> bool:
    """Whether this annotator has been assigned any pair (then their queue is those pairs only)."""
    if aid is None:
        return False
    return conn.execute(select(exists().where(assignment_t.c.annotator_id == aid))).scalar_one()


def queue_queries(conn: Connection, aid: int | None = None, assigned: bool = False) -> list[tuple[str, int]]:
    """(query_id, ordinal) of every query that has pairs in the pool (assigned ones), in import order."""
    has_pairs = exists().where(and_(pair_t.c.query_id == query_t.c.id, in_queue(aid, assigned)))
    rows = conn.execute(select(query_t.c.id, query_t.c.ordinal).where(has_pairs).order_by(query_t.c.ordinal))
    return [(query_id, ordinal) for query_id, ordinal in rows]


def query_ordinal(conn: Connection, query_id: str) -> int | None:
    """The query's place in import order, or None when there is no such query."""
    return conn.execute(select(query_t.c.ordinal).where(query_t.c.id == query_id)).scalar_one_or_none()


def next_query_with_match(
    conn: Connection,
    aid: int | None,
    queue_filter: QueueFilter,
    after_ordinal: int | None,
    *,
    backwards: bool = False,
    assigned: bool = False,
) -> str | None:
    """The first query after (or, backwards, the last before) after_ordinal with a pair matching the filter.

    after_ordinal None means from the start (or, backwards, from the end) of the queue.
    """
    has_match = exists().where(
        and_(pair_t.c.query_id == query_t.c.id, filter_predicate(queue_filter, aid, assigned))
    )
    statement = select(query_t.c.id).where(has_match)
    if backwards:
        if after_ordinal is not None:
            statement = statement.where(query_t.c.ordinal < after_ordinal)
        statement = statement.order_by(query_t.c.ordinal.desc())
    else:
        if after_ordinal is not None:
            statement = statement.where(query_t.c.ordinal > after_ordinal)
        statement = statement.order_by(query_t.c.ordinal)
    return conn.execute(statement.limit(1)).scalar_one_or_none()


def _page(assigned: bool) -> Any:
    """A query's page (parameters query_id and aid: the annotator's id, NO_ANNOTATOR when not in the database)."""
    aid: Any = bindparam("aid")
    mine = judgment_t.alias("mine")
    return (
        select(
            pair_t.c.id,
            pair_t.c.chunk_id,
            pair_t.c.best_rank,
            mine.c.grade,
            mine.c.note,
            skipped_by(aid).label("skipped"),
            has_ok_suggestion().label("suggested"),
            and_(judged_by(aid), disagreement()).label("disagreement"),
        )
        .select_from(
            pair_t.outerjoin(
                mine,
                and_(mine.c.pair_id == pair_t.c.id, mine.c.annotator_id == aid, mine.c.status == CURRENT),
            )
        )
        .where(and_(pair_t.c.query_id == bindparam("query_id"), in_queue(aid, assigned)))
        .order_by(*_page_order(assigned))
    )


# read at every query the label screen reaches: built and compiled once (storage.prepared)
_PAGE = {assigned: Prepared(partial(_page, assigned)) for assigned in (False, True)}


def query_page(conn: Connection, query_id: str, aid: int | None, assigned: bool = False) -> list[QueueEntry]:
    """Every pair (assigned pair) of one query in queue order, with this annotator's grade, note
    and skip, whether it has an ok LLM suggestion, and a disagreement on a pair they graded."""
    rows: Any = _PAGE[assigned](conn, query_id=query_id, aid=annotator_value(aid))
    return [
        QueueEntry(
            pair_id=pair_id,
            query_id=query_id,
            chunk_id=chunk_id,
            best_rank=best_rank,
            grade=grade,
            note=note,
            skipped=bool(skipped),
            suggested=bool(suggested),
            disagreement=bool(disagrees),
        )
        for pair_id, chunk_id, best_rank, grade, note, skipped, suggested, disagrees in rows
    ]


def _page_order(assigned: bool) -> list[Any]:
    """A page's order: best rank (unranked last), chunk id; design order first in an assigned queue."""
    order: list[Any] = rank_order()
    if assigned:
        key = design_key()
        order = [key.is_(None), key, *order]
    return order


def overall_progress(conn: Connection, aid: int | None, assigned: bool = False) -> tuple[int, int]:
    """(pairs this annotator has a current judgment of, pairs in the pool), both within the
    assigned pairs when assigned. The whole pool's figures are the kept counts (storage.counts.kept):
    counting millions of judgments each time the label screen opened took seconds."""
    if not assigned:
        mine = "" if aid is None else annotator_key(aid)
        rows: Any = _KEPT_PAIR(conn, mine=mine, pairs=PAIRS).all()
        kept = {str(name): int(n) for name, n in rows}
        return kept.get(mine, 0), kept.get(PAIRS, 0)
    total = conn.execute(select(func.count()).select_from(pair_t).where(in_queue(aid, assigned))).scalar_one()
    if aid is None:
        return 0, total
    condition = and_(judgment_t.c.annotator_id == aid, judgment_t.c.status == CURRENT)
    if assigned:
        condition = and_(
            condition,
            exists().where(and_(assignment_t.c.pair_id == judgment_t.c.pair_id, assignment_t.c.annotator_id == aid)),
        )
    judged = conn.execute(select(func.count()).select_from(judgment_t).where(condition)).scalar_one()
    return judged, total


def query_progress(conn: Connection, aid: int | None, assigned: bool = False) -> list[QueryProgress]:
    """Every query with pairs (assigned pairs), in import order, with judged/total for this annotator (one GROUP BY)."""
    aid_value = annotator_value(aid)
    mine = judgment_t.alias("mine")
    counts = (
        select(
            pair_t.c.query_id,
            func.count().label("total"),
            func.count(mine.c.id).label("judged"),
        )
        .select_from(
            pair_t.outerjoin(
                mine,
                and_(mine.c.pair_id == pair_t.c.id, mine.c.annotator_id == aid_value, mine.c.status == CURRENT),
            )
        )
        .where(in_queue(aid, assigned))
        .group_by(pair_t.c.query_id)
        .subquery()
    )
    statement = (
        select(query_t.c.id, query_t.c.text, counts.c.judged, counts.c.total)
        .join(counts, counts.c.query_id == query_t.c.id)
        .order_by(query_t.c.ordinal)
    )
    return [QueryProgress(row.id, row.text, row.judged, row.total) for row in conn.execute(statement)]


def recent_seconds(conn: Connection, aid: int | None, limit: int = 50) -> list[float]:
    """Seconds spent on this annotator's most recent timed judgments (any status), newest first."""
    if aid is None:
        return []
    rows = conn.execute(
        select(judgment_t.c.seconds_spent)
        .where(and_(judgment_t.c.annotator_id == aid, judgment_t.c.seconds_spent.is_not(None)))
        .order_by(judgment_t.c.id.desc())
        .limit(limit)
    )
    return [float(value) for value in rows.scalars()]


def reshow_candidate(
    conn: Connection,
    aid: int | None,
    position: float,
    *,
    min_gap: int,
    sources: Collection[str],
    exclude_pair_ids: Collection[int] = (),
    assigned: bool = False,
) -> tuple[int, str, str] | None:
    """(pair id, query id, chunk id) of a pair to re-show for a consistency check, or None.

    Candidates: this annotator's current judgments with a source in sources, at least min_gap of
    their judgment rows (any status) newer, pair not in exclude_pair_ids and in their queue, in
    judgment order; position in [0, 1) picks one (int(position * count)), so a seeded RNG is
    reproducible. Two indexed queries (a count, then one row by offset): the history is never loaded.
    """
    if aid is None or min_gap < 1:
        return None
    newest = conn.execute(
        select(judgment_t.c.id)
        .where(judgment_t.c.annotator_id == aid)
        .order_by(judgment_t.c.id.desc())
        .offset(min_gap - 1)
        .limit(1)
    ).scalar_one_or_none()
    if newest is None:
        return None
    condition = and_(
        judgment_t.c.annotator_id == aid,
        judgment_t.c.status == CURRENT,
        judgment_t.c.id < newest,
        judgment_t.c.source.in_(sorted(sources)),
        in_queue(aid, assigned),
    )
    if exclude_pair_ids:
        condition = and_(condition, pair_t.c.id.not_in(sorted(exclude_pair_ids)))
    joined = judgment_t.join(pair_t, pair_t.c.id == judgment_t.c.pair_id)
    count = conn.execute(select(func.count()).select_from(joined).where(condition)).scalar_one()
    if not count:
        return None
    index = min(max(int(position * count), 0), count - 1)
    row = conn.execute(
        select(pair_t.c.id, pair_t.c.query_id, pair_t.c.chunk_id)
        .select_from(joined)
        .where(condition)
        .order_by(judgment_t.c.id)
        .offset(index)
        .limit(1)
    ).one()
    return row[0], row[1], row[2]


def other_grades(
    conn: Connection, query_id: str, chunk_id: str, aid: int | None
) -> list[tuple[str, int, str | None, str]]:
    """(annotator, grade, note, source) of every other annotator's current judgment of a pair, by name.

    Only for review: the labeling service asks for them once this annotator has graded the pair.
    """
    j = judgment_t.alias("j_other")
    statement = (
        select(annotator_t.c.name, j.c.grade, j.c.note, j.c.source)
        .select_from(j)
        .join(pair_t, pair_t.c.id == j.c.pair_id)
        .join(annotator_t, annotator_t.c.id == j.c.annotator_id)
        .where(
            and_(
                pair_t.c.query_id == query_id,
                pair_t.c.chunk_id == chunk_id,
                j.c.status == CURRENT,
                j.c.annotator_id != annotator_value(aid),
            )
        )
        .order_by(annotator_t.c.name)
    )
    return [(name, grade, note, str(source)) for name, grade, note, source in conn.execute(statement)]

