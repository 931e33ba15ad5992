"""Moving through the label queue: one query's page of pairs at a time, and the moves between them.

Queue order is query import order, then best pool rank (unranked last), then chunk id. The
session holds one query's page of pairs (ids and flags, no texts) and asks storage for the
next query with a matching pair when it runs off the page, so a 200,000-pair pool is never
loaded. A pair's chunk is read as the session reaches it: after a grade, in the grade's own
transaction when the page says which pair comes next (no read of its own), else by the move.

Navigation rules:
- grading, accepting a suggestion and skipping advance to the next pair that matches the
  filter *now* (a graded pair no longer matches "unjudged"), wrapping to the start of the
  queue once before saying the queue is empty;
- next/previous walk the pairs of the page that matched when the page was loaded, so in the
  "unjudged" queue you can step back to the pair you just graded and change it;
- undo goes to the pair it changed, whatever the filter;
- in an assigned queue with pairs of a sampling design (labeler sample), the unjudged queue
  serves those pairs first, in design order across queries (the order estimates need).

A key names the pair it is for: grade, accept_suggestion and skip take expected=(query id, chunk id)
and, when the session is on another pair, store nothing, move nothing and raise PairMoved. The
session is shared (a holes visit over the label screen, a refresh, any later view), so "the pair
on screen" when a job runs need not be the pair the annotator saw when the key was pressed; a key
that says which pair it means cannot be filed on another, whatever moved the session between.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labeler.domain import Chunk, LabelerError, Query, Suggestion
from labeler.domain.labeling import QueueEntry, QueueFilter
from labeler.services.labeling.activity import ActivityClock
from labeler.services.labeling.notices import queue_empty_notice
from labeler.services.labeling.pair_view import PairView
from labeler.services.roles import Action, caller_of, require

if TYPE_CHECKING:
    from labeler.storage import Repository
    from labeler.storage.queue.places import QueryPlace


class PairMoved(LabelerError):
    """A key meant for one pair reached the session on another: nothing was stored or moved."""

    def __init__(self, expected: tuple[str, str], current: tuple[str, str] | None) -> None:
        self.expected = expected
        self.current = current
        now = "no pair" if current is None else f"query {current[0]!r}, chunk {current[1]!r}"
        super().__init__(
            f"not saved: that key was for query {expected[0]!r}, chunk {expected[1]!r}, but the session had moved "
            f"to {now}; nothing stored, press it again"
        )


class QueueMoves:
    """Where a labeling session is in the queue and how it moves; LabelingSession adds the
    grading and renders the view."""

    activity: ActivityClock

    def __init__(self, repository: Repository, annotator: str, queue_filter: QueueFilter) -> None:
        self.repository = repository
        self.annotator = annotator
        self.queue_filter = queue_filter
        self._assigned = False  # the annotator has assignments: the queue is those pairs only
        self._query_count: int | None = None  # queries in the queue (none are listed): counted once, lazily
        self._places: dict[str, int] = {}  # query id -> its 0-based place among the queue's queries
        self._anchor: QueryPlace | None = None  # the last query placed
        self._query: Query | None = None
        self._page: list[QueueEntry] = []
        self._sticky: set[int] = set()
        self._suggestions: dict[str, Suggestion] = {}
        self._pos = 0
        self._chunk: Chunk | None = None
        # (chunk id, the chunk or None) read just now by a grade's write, for the very next move only: a move
        # to that chunk shows it without a read of its own, any other move forgets it
        self._handed: tuple[str, Chunk | None] | None = None
        self._filter_empty = False  # set_filter found no matching pair: nothing to act on until a move

    def view(self, notice: str | None = None) -> PairView:
        """The pair on screen (LabelingSession renders it)."""
        raise NotImplementedError

    def _arriving(self, entry: QueueEntry) -> None:
        """Called as a move reaches entry, before its chunk is read (a hook for the session)."""

    @property
    def has_pair(self) -> bool:
        """Whether a pair is on screen (false on an empty pool)."""
        return self._query is not None and bool(self._page)

    @property
    def pair(self) -> tuple[str, str] | None:
        """(query id, chunk id) of the pair on screen (None: no pair)."""
        if not self.has_pair:
            return None
        entry = self._entry
        return (entry.query_id, entry.chunk_id)

    def _require_pair(self, expected: tuple[str, str] | None) -> None:
        """Raise PairMoved when a key meant for expected finds the session on another pair."""
        if expected is not None and self.pair != expected:
            raise PairMoved(expected, self.pair)

    # --- moving ----------------------------------------------------------------------------

    def next(self) -> PairView:
        """The next pair of the queue (pairs that matched when their page was loaded)."""
        return self._step(backwards=False)

    def previous(self) -> PairView:
        """The previous pair of the queue."""
        return self._step(backwards=True)

    def _step(self, *, backwards: bool) -> PairView:
        on_page = range(self._pos - 1, -1, -1) if backwards else range(self._pos + 1, len(self._page))
        for i in on_page:
            if self._page[i].pair_id in self._sticky:
                return self._move_to(i)
        query_id = self._neighbour_query(backwards=backwards)
        if query_id is None:
            return self.view(f"{'Start' if backwards else 'End'} of the queue ({self.queue_filter.label}).")
        self._load_page(query_id)
        return self._move_to(self._first_sticky(backwards=backwards))

    def go_to(self, query_id: str, chunk_id: str | None = None, *, notice: str | None = None) -> PairView:
        """Show a query (its first pair matching the filter, else its first pair) or one of its pairs."""
        if self._place(query_id) is None:
            raise LabelerError(f"query {query_id!r} has no pairs in the pool")
        self._load_page(query_id)
        index = None
        if chunk_id is not None:
            index = next((i for i, e in enumerate(self._page) if e.chunk_id == chunk_id), None)
            if index is None:
                raise LabelerError(f"chunk {chunk_id!r} is not in the pool of query {query_id!r}")
        if index is None:
            index = self._first_live(0, self.queue_filter)
        index = 0 if index is None else index
        self._sticky.add(self._page[index].pair_id)
        return self._move_to(index, notice)

    def set_filter(self, queue_filter: QueueFilter) -> PairView:
        """Switch the queue filter; stay on this pair if it matches, else go to the next that does.
        When none does, the view says filter_empty (the screen shows an empty state) and grading,
        accepting, skipping and notes do nothing until another filter or a move shows a pair. The
        disagreements filter tells of others' grades: the caller's role must allow seeing them."""
        if queue_filter is QueueFilter.DISAGREEMENT:
            require(self.repository, Action.SEE_OTHERS)
        self.queue_filter = queue_filter
        self._filter_empty = False
        assert self._query is not None
        self._load_page(self._query.id, keep_chunk=self._entry.chunk_id)
        if self._entry.matches(queue_filter):
            return self.view(f"Queue: {queue_filter.label}.")
        self._sticky.add(self._entry.pair_id)
        view = self._advance(empty_notice=f"No pairs match the filter {queue_filter.label!r}.")
        if not view.notice:
            return self.view(f"Queue: {queue_filter.label}.")
        self._filter_empty = True
        self._sticky.discard(self._entry.pair_id)  # not a match: the match count stays 0
        return self.view(view.notice)

    def cycle_filter(self) -> PairView:
        """The next queue filter (unjudged, all, suggested, disagreement, skipped; disagreement only for
        a role that may see others' grades)."""
        following = self.queue_filter.following()
        if following is QueueFilter.DISAGREEMENT and not caller_of(self.repository).may(Action.SEE_OTHERS):
            following = following.following()
        return self.set_filter(following)

    # --- internals -------------------------------------------------------------------------

    @property
    def _entry(self) -> QueueEntry:
        if not self.has_pair:
            raise LabelerError("there are no pairs to judge")
        return self._page[self._pos]

    def _place(self, query_id: str) -> int | None:
        """The query's 0-based place among the queue's queries (None: no pair of it is in the queue),
        counted from the last query placed, so a move to a neighbour costs a probe or two."""
        place = self._places.get(query_id)
        if place is not None:
            return place
        found = self.repository.queue_query_place(self.annotator, query_id, assigned=self._assigned, anchor=self._anchor)
        if found is None:
            return None
        if found.queue_size is not None:  # placed from the start: the same scan counted the queue
            self._query_count = found.queue_size
        self._anchor = found
        self._places[query_id] = found.place
        return found.place

    def _count(self) -> int:
        """How many queries the queue holds (counted once: the first placement usually does it)."""
        if self._query_count is None:
            self._query_count = self.repository.queue_query_count(self.annotator, assigned=self._assigned)
        return self._query_count

    def _load_page(self, query_id: str, keep_chunk: str | None = None) -> None:
        query = self.repository.get_query(query_id)
        if query is None:
            raise LabelerError(f"query {query_id!r} does not exist")
        self._query = query
        self._page = self.repository.queue_page(query_id, self.annotator, assigned=self._assigned)
        self._sticky = {e.pair_id for e in self._page if e.matches(self.queue_filter)}
        self._suggestions = self.repository.latest_suggestions(query_id)
        if keep_chunk is not None:
            self._pos = next((i for i, e in enumerate(self._page) if e.chunk_id == keep_chunk), 0)

    def _move_to(self, index: int, notice: str | None = None) -> PairView:
        self._pos = index
        self._filter_empty = False  # a pair was chosen: it is on screen again
        self._arriving(self._page[index])
        chunk_id = self._page[index].chunk_id
        handed, self._handed = self._handed, None
        self._chunk = handed[1] if handed is not None and handed[0] == chunk_id else self.repository.get_chunk(chunk_id)
        self.activity.restart()
        return self.view(notice)

    def _chunk_ahead(self) -> str | None:
        """The chunk the next advance will show, when this page says so before it runs (None: it may go
        elsewhere: a sampled pair first, another page)."""
        if self._assigned and self.queue_filter is QueueFilter.UNJUDGED:
            return None  # a sampling design's pair may come first (_design_next)
        index = self._first_live(self._pos + 1, self.queue_filter)
        return None if index is None else self._page[index].chunk_id

    def _first_live(self, start: int, queue_filter: QueueFilter) -> int | None:
        return next((i for i in range(start, len(self._page)) if self._page[i].matches(queue_filter)), None)

    def _first_sticky(self, *, backwards: bool) -> int:
        indices = range(len(self._page) - 1, -1, -1) if backwards else range(len(self._page))
        return next((i for i in indices if self._page[i].pair_id in self._sticky), 0)

    def _neighbour_query(self, *, backwards: bool) -> str | None:
        assert self._query is not None
        found: str | None = self.repository.next_queue_query(
            self.annotator, self.queue_filter, self._query.id, backwards=backwards, assigned=self._assigned
        )
        return found

    def _design_next(self) -> PairView | None:
        """In an assigned unjudged queue, go to the sampled pair first in design order (None: there is none)."""
        if not self._assigned or self.queue_filter is not QueueFilter.UNJUDGED:
            return None
        found = self.repository.next_design_pair(self.annotator, QueueFilter.UNJUDGED)
        if found is None or self._place(found[0]) is None:
            return None
        return self.go_to(*found)

    def _advance(self, empty_notice: str | None = None) -> PairView:
        """Next pair matching the filter now: the next sampled pair in design order, else the rest
        of this page, later queries, then from the start once."""
        design_view = self._design_next()
        if design_view is not None:
            return design_view
        index = self._first_live(self._pos + 1, self.queue_filter)
        if index is not None:
            return self._move_to(index)
        query_id = self._neighbour_query(backwards=False)
        if query_id is None:
            query_id = self.repository.next_queue_query(self.annotator, self.queue_filter, None, assigned=self._assigned)
        if query_id is not None:
            self._load_page(query_id)
            index = self._first_live(0, self.queue_filter)
            if index is not None:
                return self._move_to(index)
        # The queue is empty: stay on this pair and say so.
        if empty_notice is None:
            unjudged = self.queue_filter is QueueFilter.UNJUDGED
            skipped = len(self.repository.skipped(self.annotator)) if unjudged else 0
            empty_notice = queue_empty_notice(self.queue_filter, skipped)
        assert self._query is not None
        current = self._entry.chunk_id
        self._load_page(self._query.id, keep_chunk=current)
        self._sticky.add(self._entry.pair_id)
        return self.view(empty_notice)
