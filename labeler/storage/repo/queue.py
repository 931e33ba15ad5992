"""Repository methods for the label queue: one annotator's view of the pool, a page at a time.

Queue order is query import order, then best pool rank (pairs without a rank last), then chunk
id. Annotators are named; one never seen before (no judgment, skip or assignment) has an empty
history and an unassigned queue. With assigned=True the queue, its counts and its pages are the
pairs assigned to the annotator (labeler assign). Each method is one read on one connection.
"""

from __future__ import annotations

from collections.abc import Collection

from labeler.domain import Judgment, JudgmentSource, NotFoundError
from labeler.domain.labeling import QueryProgress, QueueEntry, QueueFilter, SearchHit
from labeler.domain.pool.pair_ref import PairRef
from labeler.storage.queue import places as queue_places
from labeler.storage.queue import search as queue_search
from labeler.storage.queue import statements as queue_sql
from labeler.storage.counts.kept import try_lock_counts
from labeler.storage.queue.frontier import first_unjudged_query
from labeler.storage.queue.places import QueryPlace
from labeler.storage.queue.search import SEARCH_LIMIT
from labeler.storage.repo.base import RepositoryBase


class QueueMethods(RepositoryBase):
    """The label queue, per annotator."""

    def has_assignments(self, annotator: str) -> bool:
        """Whether the annotator has been assigned any pair (then their queue is those pairs only)."""
        with self._engine.connect() as conn:
            return queue_sql.has_assignments(conn, queue_sql.annotator_id(conn, annotator))

    def queue_query_ids(self, annotator: str, *, assigned: bool = False) -> list[str]:
        """Test seam: lets tests list the queries a queue holds, to check the app's place and window against.

        Ids of every query with pairs in the annotator's queue, in import order."""
        with self._engine.connect() as conn:
            aid = queue_sql.annotator_id(conn, annotator)
            return [query_id for query_id, _ in queue_sql.queue_queries(conn, aid, assigned)]

    def queue_query_count(self, annotator: str, *, assigned: bool = False) -> int:
        """How many queries have pairs in the annotator's queue (counted in SQL, none listed)."""
        with self._read() as conn:
            return queue_places.queue_query_count(conn, queue_sql.annotator_id(conn, annotator), assigned)

    def queue_query_place(
        self, annotator: str, query_id: str, *, assigned: bool = False, anchor: QueryPlace | None = None
    ) -> QueryPlace | None:
        """Where the query sits among the queue's queries (None: no pair of it is in the queue);
        anchor is an earlier answer, counted on from there (without it, the queue is counted too)."""
        with self._read() as conn:
            return queue_places.queue_place(conn, queue_sql.annotator_id(conn, annotator), query_id, assigned, anchor)

    def next_queue_query(
        self,
        annotator: str,
        queue_filter: QueueFilter,
        after: str | None = None,
        *,
        backwards: bool = False,
        assigned: bool = False,
    ) -> str | None:
        """The first query after the query `after` (backwards: the last before it) with a pair
        matching the filter for this annotator; after None means from the start (backwards: the end)."""
        if after is None and not backwards and not assigned and queue_filter is QueueFilter.UNJUDGED:
            # where the label screen opens: from the annotator's kept frontier (a short write);
            # while another process writes (a long import), the scan below instead of waiting
            with self._engine.begin() as conn:
                aid = queue_sql.annotator_id(conn, annotator)
                if aid is not None and try_lock_counts(conn):
                    return first_unjudged_query(conn, aid)
        with self._read() as conn:
            after_ordinal = None
            if after is not None:
                after_ordinal = queue_sql.query_ordinal(conn, after)
                if after_ordinal is None:
                    raise NotFoundError(f"no query {after!r}")
            return queue_sql.next_query_with_match(
                conn,
                queue_sql.annotator_id(conn, annotator),
                queue_filter,
                after_ordinal,
                backwards=backwards,
                assigned=assigned,
            )

    def queue_page(self, query_id: str, annotator: str, *, assigned: bool = False) -> list[QueueEntry]:
        """Every pair of the query in the annotator's queue, in queue order, with their grade, note
        and skip, whether it has an ok LLM suggestion, and a disagreement on a pair they graded."""
        with self._read() as conn:
            return queue_sql.query_page(conn, query_id, queue_sql.annotator_id(conn, annotator), assigned)

    def queue_progress(self, annotator: str, *, assigned: bool = False) -> tuple[int, int]:
        """(pairs of the queue the annotator has a current judgment of, pairs in the queue)."""
        with self._read() as conn:
            return queue_sql.overall_progress(conn, queue_sql.annotator_id(conn, annotator), assigned)

    def query_progress(
        self, annotator: str, *, assigned: bool = False, offset: int = 0, limit: int | None = None
    ) -> list[QueryProgress]:
        """The queries of the annotator's queue, in import order, with judged/total: every one (one
        GROUP BY over the pool), or with a limit queries offset .. offset + limit - 1, counted for those only."""
        with self._engine.connect() as conn:
            aid = queue_sql.annotator_id(conn, annotator)
            if limit is None and not offset:
                return queue_sql.query_progress(conn, aid, assigned)
            return queue_places.progress_window(conn, aid, offset, limit, assigned)

    def recent_seconds(self, annotator: str, limit: int = 50) -> list[float]:
        """Seconds spent on the annotator's most recent timed judgments (any status), newest first."""
        with self._engine.connect() as conn:
            return queue_sql.recent_seconds(conn, queue_sql.annotator_id(conn, annotator), limit)

    def reshow_candidate(
        self,
        annotator: str,
        position: float,
        *,
        min_gap: int,
        sources: Collection[JudgmentSource],
        exclude_pair_ids: Collection[int] = (),
        assigned: bool = False,
    ) -> PairRef | None:
        """A pair to re-show the annotator for a consistency check, or None.

        Candidates: their current judgments with a source in sources, at least min_gap of their
        judgment rows (any status) newer, pair not in exclude_pair_ids and in their queue, in
        judgment order; position in [0, 1) picks one (int(position * count)), so a seeded RNG is
        reproducible. Two indexed queries: the history is never loaded.
        """
        with self._engine.connect() as conn:
            picked = queue_sql.reshow_candidate(
                conn,
                queue_sql.annotator_id(conn, annotator),
                position,
                min_gap=min_gap,
                sources=[str(source) for source in sources],
                exclude_pair_ids=exclude_pair_ids,
                assigned=assigned,
            )
        return None if picked is None else PairRef(*picked)

    def other_grades(self, query_id: str, chunk_id: str, annotator: str) -> list[Judgment]:
        """Every other annotator's current judgment of the pair (annotator, grade, note, source), by name.

        For review only: the labeling service asks once the annotator has graded the pair.
        """
        with self._read() as conn:
            rows = queue_sql.other_grades(conn, query_id, chunk_id, queue_sql.annotator_id(conn, annotator))
        return [
            Judgment(query_id, chunk_id, name, grade, source=JudgmentSource(source), note=note)
            for name, grade, note, source in rows
        ]

    def search(self, text: str, limit: int = SEARCH_LIMIT) -> list[SearchHit]:
        """Queries holding every word of text (id, text, description, narrative), then pool pairs whose
        chunk text or title does (case-insensitive, wildcards taken literally), at most limit hits in all."""
        with self._engine.connect() as conn:
            return queue_search.search(conn, text, limit)
