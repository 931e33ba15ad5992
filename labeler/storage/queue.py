"""The label queue by engine and annotator id: thin wrappers kept for older callers.

New code asks the repository (Repository.queue_page, next_queue_query, query_progress, ...:
labeler/storage/repo_queue.py), which names annotators and opens its own connections. The SQL
lives in queue_filters.py, queue_sql.py and queue_search.py.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from sqlalchemy import Engine

from labeler.domain.labeling import QueryProgress, QueueEntry, QueueFilter, SearchHit
from labeler.storage import queue_search, queue_sql
from labeler.storage.queue_filters import filter_predicate
from labeler.storage.queue_search import SEARCH_LIMIT


def engine_of(repository: Any) -> Engine:
    """The SQLAlchemy engine behind a repository."""
    return repository.engine


def annotator_id(engine: Engine, name: str) -> int | None:
    """The annotator's id, or None when they have never judged or skipped anything."""
    with engine.connect() as conn:
        return queue_sql.annotator_id(conn, name)


def has_assignments(engine: Engine, aid: int | None) -> bool:
    """Whether this annotator has been assigned any pair."""
    with engine.connect() as conn:
        return queue_sql.has_assignments(conn, aid)


def queue_queries(engine: Engine, aid: int | None = None, assigned: bool = False) -> list[tuple[str, int]]:
    """(query_id, ordinal) of every query that has pairs in the pool (assigned ones), in import order."""
    with engine.connect() as conn:
        return queue_sql.queue_queries(conn, aid, assigned)


def next_query_with_match(
    engine: Engine,
    aid: int | None,
    queue_filter: QueueFilter,
    after_ordinal: int | None,
    *,
    backwards: bool = False,
    assigned: bool = False,
) -> str | None:
    """The first query after (backwards: the last before) after_ordinal with a pair matching the filter."""
    with engine.connect() as conn:
        return queue_sql.next_query_with_match(
            conn, aid, queue_filter, after_ordinal, backwards=backwards, assigned=assigned
        )


def query_page(engine: Engine, query_id: str, aid: int | None, assigned: bool = False) -> list[QueueEntry]:
    """Every pair (assigned pair) of one query in queue order, with this annotator's flags."""
    with engine.connect() as conn:
        return queue_sql.query_page(conn, query_id, aid, assigned)


def overall_progress(engine: Engine, aid: int | None, assigned: bool = False) -> tuple[int, int]:
    """(pairs this annotator has a current judgment of, pairs in the pool)."""
    with engine.connect() as conn:
        return queue_sql.overall_progress(conn, aid, assigned)


def query_progress(engine: Engine, aid: int | None, assigned: bool = False) -> list[QueryProgress]:
    """Every query with pairs, in import order, with judged/total for this annotator."""
    with engine.connect() as conn:
        return queue_sql.query_progress(conn, aid, assigned)


def recent_seconds(engine: Engine, aid: int | None, limit: int = 50) -> list[float]:
    """Seconds spent on this annotator's most recent timed judgments, newest first."""
    with engine.connect() as conn:
        return queue_sql.recent_seconds(conn, aid, limit)


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
    """(pair id, query id, chunk id) of a pair to re-show for a consistency check, or None."""
    with engine.connect() as conn:
        return queue_sql.reshow_candidate(
            conn,
            aid,
            position,
            min_gap=min_gap,
            sources=sources,
            exclude_pair_ids=exclude_pair_ids,
            assigned=assigned,
        )


def other_grades(engine: Engine, query_id: str, chunk_id: str, aid: int | None) -> list[tuple[str, int, str | None, str]]:
    """(annotator, grade, note, source) of every other annotator's current judgment of a pair, by name."""
    with engine.connect() as conn:
        return queue_sql.other_grades(conn, query_id, chunk_id, aid)


def search(engine: Engine, text: str, limit: int = SEARCH_LIMIT) -> list[SearchHit]:
    """Queries, then pool pairs, whose text contains text (bounded)."""
    with engine.connect() as conn:
        return queue_search.search(conn, text, limit)


__all__: Sequence[str] = (
    "annotator_id",
    "engine_of",
    "filter_predicate",
    "has_assignments",
    "next_query_with_match",
    "other_grades",
    "overall_progress",
    "query_page",
    "query_progress",
    "queue_queries",
    "recent_seconds",
    "reshow_candidate",
    "search",
)
