"""The label queue in SQL: pages of one query, the next query with matching pairs, counts, search.

Queue order is query import order (query.ordinal), then best pool rank (pairs without a rank
last), then chunk id. Nothing here loads the whole pool: the label screen holds one query's
page of pairs at a time and asks for the next query that has a pair matching its filter.
When an annotator has assignments (labeler assign), every function given assigned=True
limits the queue, its counts and its pages to the pairs assigned to them.
Independence: the disagreement filter only matches pairs this annotator has graded, so
it never hints at other annotators' grades before they grade a pair themselves. An adjudicated
pair is no longer a disagreement, and adjudications never count as an annotator's grade.
Portable SQL (SQLite and PostgreSQL). Status comparisons use inline literals so that SQLite
can use the partial index ``uq_judgment_current (pair_id, annotator_id) WHERE status='current'``.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Engine,
    and_,
    distinct,
    exists,
    false,
    func,
    literal_column,
    or_,
    select,
    true,
)

from labeler.domain import JudgmentSource
from labeler.domain.labeling import QueryProgress, QueueEntry, QueueFilter, SearchHit
from labeler.storage.repo_team import assignment_t
from labeler.storage.tables import (
    annotator_t,
    chunk_t,
    judgment_t,
    pair_t,
    query_t,
    skip_t,
    suggestion_t,
)

CURRENT = literal_column("'current'")
ADJUDICATED = literal_column(f"'{JudgmentSource.ADJUDICATED.value}'")
SUGGESTION_OK = literal_column("'ok'")
# Search results are bounded: the screen shows a short list, never a scan's worth.
SEARCH_LIMIT = 50
SNIPPET_CHARS = 80


def engine_of(repository: Any) -> Engine:
    """The SQLAlchemy engine behind a repository."""
    return repository.engine


def annotator_id(engine: Engine, name: str) -> int | None:
    """The annotator's id, or None when they have never judged or skipped anything."""
    with engine.connect() as conn:
        return conn.execute(select(annotator_t.c.id).where(annotator_t.c.name == name)).scalar_one_or_none()


# --- predicates over pair_t (correlated by the enclosing statement) -------------------------


def _mine(aid: int) -> ColumnElement[bool]:
    j = judgment_t.alias("j_mine")
    return exists().where(and_(j.c.pair_id == pair_t.c.id, j.c.annotator_id == aid, j.c.status == CURRENT))


def _skipped(aid: int) -> ColumnElement[bool]:
    return exists().where(and_(skip_t.c.pair_id == pair_t.c.id, skip_t.c.annotator_id == aid))


def _suggested() -> ColumnElement[bool]:
    s = suggestion_t.alias("s_any")
    return exists().where(and_(s.c.pair_id == pair_t.c.id, s.c.status == SUGGESTION_OK))


def _assigned(aid: int) -> ColumnElement[bool]:
    return exists().where(and_(assignment_t.c.pair_id == pair_t.c.id, assignment_t.c.annotator_id == aid))


def _in_queue(aid: int | None, assigned: bool) -> ColumnElement[bool]:
    """Pairs this annotator's queue holds: their assigned pairs when assigned, else every pool pair."""
    return _assigned(-1 if aid is None else aid) if assigned else true()


def _disagreement() -> ColumnElement[bool]:
    """Current grades of different annotators differ, or one differs from the newest ok suggestion;
    never on an adjudicated pair (the adjudication settled it), and adjudications are not grades here."""
    j = judgment_t.alias("j_all")
    distinct_grades = (
        select(func.count(distinct(j.c.grade)))
        .where(and_(j.c.pair_id == pair_t.c.id, j.c.status == CURRENT, j.c.source != ADJUDICATED))
        .scalar_subquery()
    )
    j_adj = judgment_t.alias("j_adj")
    adjudicated = exists().where(
        and_(j_adj.c.pair_id == pair_t.c.id, j_adj.c.status == CURRENT, j_adj.c.source == ADJUDICATED)
    )
    j2 = judgment_t.alias("j_llm")
    s2 = suggestion_t.alias("s_llm")
    s_new = suggestion_t.alias("s_new")
    # Correlated on j_llm (the immediately enclosing SELECT), which auto-correlation handles.
    newest_ok = (
        select(func.max(s_new.c.id))
        .where(and_(s_new.c.pair_id == j2.c.pair_id, s_new.c.status == SUGGESTION_OK))
        .scalar_subquery()
    )
    with_llm = exists().where(
        and_(
            j2.c.pair_id == pair_t.c.id,
            j2.c.status == CURRENT,
            j2.c.source != ADJUDICATED,
            s2.c.id == newest_ok,
            s2.c.grade != j2.c.grade,
        )
    )
    return and_(~adjudicated, or_(distinct_grades > 1, with_llm))


def filter_predicate(queue_filter: QueueFilter, aid: int | None, assigned: bool = False) -> ColumnElement[bool]:
    """SQL condition on pair_t for the filter (within the assigned pairs when assigned); the same
    rules as QueueEntry.matches on the entries query_page returns."""
    if assigned:
        return and_(_in_queue(aid, True), filter_predicate(queue_filter, aid))
    aid = -1 if aid is None else aid
    if queue_filter is QueueFilter.ALL:
        return true()
    if queue_filter is QueueFilter.UNJUDGED:
        return and_(~_mine(aid), ~_skipped(aid))
    if queue_filter is QueueFilter.SUGGESTED:
        return _suggested()
    if queue_filter is QueueFilter.DISAGREEMENT:
        return and_(_mine(aid), _disagreement())
    if queue_filter is QueueFilter.SKIPPED:
        return and_(_skipped(aid), ~_mine(aid))
    return false()


# --- queries ---------------------------------------------------------------------------------


def has_assignments(engine: Engine, aid: int | None) -> bool:
    """Whether this annotator has been assigned any pair (then their queue is those pairs only)."""
    if aid is None:
        return False
    with engine.connect() as conn:
        return conn.execute(select(exists().where(assignment_t.c.annotator_id == aid))).scalar_one()


def queue_queries(engine: Engine, aid: int | None = None, assigned: bool = False) -> list[tuple[str, int]]:
    """(query_id, ordinal) of every query that has pairs in the pool (assigned ones), in import order."""
    has_pairs = exists().where(and_(pair_t.c.query_id == query_t.c.id, _in_queue(aid, assigned)))
    with engine.connect() as conn:
        rows = conn.execute(select(query_t.c.id, query_t.c.ordinal).where(has_pairs).order_by(query_t.c.ordinal))
        return [(query_id, ordinal) for query_id, ordinal in rows]


def next_query_with_match(
    engine: Engine,
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
    with engine.connect() as conn:
        return conn.execute(statement.limit(1)).scalar_one_or_none()


def query_page(engine: Engine, query_id: str, aid: int | None, assigned: bool = False) -> list[QueueEntry]:
    """Every pair (assigned pair) of one query in queue order, with this annotator's grade, note
    and skip, whether it has an ok LLM suggestion, and a disagreement on a pair they graded."""
    aid_value = -1 if aid is None else aid
    mine = judgment_t.alias("mine")
    statement = (
        select(
            pair_t.c.id,
            pair_t.c.chunk_id,
            pair_t.c.best_rank,
            mine.c.grade,
            mine.c.note,
            _skipped(aid_value).label("skipped"),
            _suggested().label("suggested"),
            and_(_mine(aid_value), _disagreement()).label("disagreement"),
        )
        .select_from(
            pair_t.outerjoin(
                mine,
                and_(mine.c.pair_id == pair_t.c.id, mine.c.annotator_id == aid_value, mine.c.status == CURRENT),
            )
        )
        .where(and_(pair_t.c.query_id == query_id, _in_queue(aid, assigned)))
        .order_by(pair_t.c.best_rank.is_(None), pair_t.c.best_rank, pair_t.c.chunk_id)
    )
    with engine.connect() as conn:
        return [
            QueueEntry(
                pair_id=row.id,
                query_id=query_id,
                chunk_id=row.chunk_id,
                best_rank=row.best_rank,
                grade=row.grade,
                note=row.note,
                skipped=bool(row.skipped),
                suggested=bool(row.suggested),
                disagreement=bool(row.disagreement),
            )
            for row in conn.execute(statement)
        ]


def overall_progress(engine: Engine, aid: int | None, assigned: bool = False) -> tuple[int, int]:
    """(pairs this annotator has a current judgment of, pairs in the pool), both within the
    assigned pairs when assigned."""
    with engine.connect() as conn:
        total = conn.execute(select(func.count()).select_from(pair_t).where(_in_queue(aid, assigned))).scalar_one()
        if aid is None:
            return 0, total
        condition = and_(judgment_t.c.annotator_id == aid, judgment_t.c.status == CURRENT)
        if assigned:
            condition = and_(
                condition,
                exists().where(
                    and_(assignment_t.c.pair_id == judgment_t.c.pair_id, assignment_t.c.annotator_id == aid)
                ),
            )
        judged = conn.execute(select(func.count()).select_from(judgment_t).where(condition)).scalar_one()
        return judged, total


def query_progress(engine: Engine, aid: int | None, assigned: bool = False) -> list[QueryProgress]:
    """Every query with pairs (assigned pairs), in import order, with judged/total for this annotator (one GROUP BY)."""
    aid_value = -1 if aid is None else aid
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
        .where(_in_queue(aid, assigned))
        .group_by(pair_t.c.query_id)
        .subquery()
    )
    statement = (
        select(query_t.c.id, query_t.c.text, counts.c.judged, counts.c.total)
        .join(counts, counts.c.query_id == query_t.c.id)
        .order_by(query_t.c.ordinal)
    )
    with engine.connect() as conn:
        return [QueryProgress(row.id, row.text, row.judged, row.total) for row in conn.execute(statement)]


def recent_seconds(engine: Engine, aid: int | None, limit: int = 50) -> list[float]:
    """Seconds spent on this annotator's most recent timed judgments (any status), newest first."""
    if aid is None:
        return []
    with engine.connect() as conn:
        rows = conn.execute(
            select(judgment_t.c.seconds_spent)
            .where(and_(judgment_t.c.annotator_id == aid, judgment_t.c.seconds_spent.is_not(None)))
            .order_by(judgment_t.c.id.desc())
            .limit(limit)
        )
        return [float(value) for value in rows.scalars()]


def reshow_candidate(
    engine: Engine,
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
    with engine.connect() as conn:
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
            _in_queue(aid, assigned),
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


def other_grades(engine: Engine, query_id: str, chunk_id: str, aid: int | None) -> list[tuple[str, int, str | None, str]]:
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
                j.c.annotator_id != (-1 if aid is None else aid),
            )
        )
        .order_by(annotator_t.c.name)
    )
    with engine.connect() as conn:
        return [(name, grade, note, str(source)) for name, grade, note, source in conn.execute(statement)]


def _like_pattern(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _snippet(text: str, needle: str) -> str:
    at = text.lower().find(needle.lower())
    start = max(0, at - SNIPPET_CHARS // 3) if at >= 0 else 0
    piece = text[start : start + SNIPPET_CHARS].replace("\n", " ")
    return ("..." if start else "") + piece


def search(engine: Engine, text: str, limit: int = SEARCH_LIMIT) -> list[SearchHit]:
    """Queries whose id or text contains text, then pool pairs whose chunk text or title does
    (case-insensitive LIKE, wildcards in text taken literally), at most limit hits in all."""
    text = text.strip()
    if not text:
        return []
    pattern = _like_pattern(text.lower())
    hits: list[SearchHit] = []
    with engine.connect() as conn:
        query_rows = conn.execute(
            select(query_t.c.id, query_t.c.text)
            .where(
                or_(
                    func.lower(query_t.c.text).like(pattern, escape="\\"),
                    func.lower(query_t.c.id).like(pattern, escape="\\"),
                )
            )
            .order_by(query_t.c.ordinal)
            .limit(limit)
        )
        hits.extend(SearchHit(query_id, None, _snippet(query_text, text)) for query_id, query_text in query_rows)
        room = limit - len(hits)
        if room > 0:
            chunk_rows = conn.execute(
                select(pair_t.c.query_id, chunk_t.c.id, chunk_t.c.text)
                .join(chunk_t, chunk_t.c.id == pair_t.c.chunk_id)
                .join(query_t, query_t.c.id == pair_t.c.query_id)
                .where(
                    or_(
                        func.lower(chunk_t.c.text).like(pattern, escape="\\"),
                        func.lower(func.coalesce(chunk_t.c.title, "")).like(pattern, escape="\\"),
                    )
                )
                .order_by(query_t.c.ordinal, pair_t.c.best_rank.is_(None), pair_t.c.best_rank, pair_t.c.chunk_id)
                .limit(room)
            )
            hits.extend(SearchHit(q, c, _snippet(chunk_text, text)) for q, c, chunk_text in chunk_rows)
    return hits


def pair_position(engine: Engine, query_id: str, chunk_id: str) -> tuple[int, int] | None:
    """(ordinal of the query, pair id) of a pool pair, or None when it is not in the pool."""
    with engine.connect() as conn:
        row = conn.execute(
            select(query_t.c.ordinal, pair_t.c.id)
            .join(query_t, query_t.c.id == pair_t.c.query_id)
            .where(and_(pair_t.c.query_id == query_id, pair_t.c.chunk_id == chunk_id))
        ).first()
        return None if row is None else (row[0], row[1])


__all__: Sequence[str] = (
    "annotator_id",
    "engine_of",
    "filter_predicate",
    "has_assignments",
    "next_query_with_match",
    "other_grades",
    "overall_progress",
    "pair_position",
    "query_page",
    "query_progress",
    "queue_queries",
    "recent_seconds",
    "reshow_candidate",
    "search",
)
