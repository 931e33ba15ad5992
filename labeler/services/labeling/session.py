"""Labeling: one annotator walking the label queue, grading pairs; what the label screen calls.

Queue order, paging and the navigation rules: services.labeling.moves; the notices the session
says: services.labeling.notices. Every write (grade, skip, note, undo) is committed by the
repository before the method returns, and only then does the session move to another pair.

Teams: an annotator with assignments (labeler assign) walks only their assigned pairs, and
progress counts those. Independence: other annotators' grades of a pair (PairView.other_grades)
are read only once this annotator has a current grade of it, for review; never before, and never
for a role that may not see them (services.roles: an annotator, unless the coordinator allows it).

Blind mode hides the LLM suggestion of a pair until this annotator grades it; the grade's
notice then says what it was ("saved 2 · LLM said 3"), since the next pair is already on screen.

Consistency checks (consistency > 0): after a grade, the re-show rule (services.labeling.reshow) may put
one of this annotator's earlier pairs next, blind. Their old grade and note, other annotators'
grades and the LLM suggestion are hidden; grading it records a normal re-grade with source
consistency-check (the first grade stays in history, superseded) and returns to the pair the
queue had reached. Moving away from it without grading drops the check.

Time spent and pace: services.labeling.activity. A write that finds the database held by another
writer is run again until it is stored (services.labeling.saving), `waiting` told meanwhile.

Grade, accept and skip take the pair the key was for (expected=) and refuse, storing nothing,
when the session is on another (services.labeling.moves: PairMoved).

The pair on screen carries the detector's verdict (PairView.suspects: a planted instruction to the
LLM judge, the query's words stuffed in, or text the learned stage reads as a note to the judge), computed when the pair is first shown, with the next pairs of
its page in the same call (services.labeling.suspects_ahead).
"""

from __future__ import annotations

import random
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

from labeler.domain import JudgmentSource, LabelerError, SuggestionStatus
from labeler.domain.labeling import QueryProgress, QueueEntry, QueueFilter, SearchHit
from labeler.domain.suspects import SuspectFlag
from labeler.services.labeling.activity import PACE_SAMPLES, ActivityClock, median_pace
from labeler.services.labeling.moves import QueueMoves
from labeler.services.labeling.notices import FILTER_EMPTY_NOTICE, missing_text_warning, revealed_suggestion_words
from labeler.services.labeling.pair_view import OtherGrade, PairView, other_grades_from
from labeler.services.labeling.reshow import CONSISTENCY_MIN_GAP, CONSISTENCY_NOTICE, CONSISTENCY_SOURCES, draws_check
from labeler.services.labeling.saving import Waiting, stored
from labeler.services.labeling.suspects_ahead import READ_AHEAD, SuspectVerdicts
from labeler.services.roles import Action, caller_of

if TYPE_CHECKING:
    from labeler.storage import Repository

T = TypeVar("T")


class LabelingSession(QueueMoves):
    """One annotator's labeling session over a repository; not thread-safe: whoever calls it from a
    worker holds `lock` (two screens may share one session, the label screen and a holes visit over it)."""

    def __init__(
        self,
        repository: Repository,
        annotator: str,
        *,
        blind: bool = False,
        queue_filter: QueueFilter = QueueFilter.UNJUDGED,
        clock: Callable[[], float] = time.monotonic,
        consistency: float = 0.0,
        rng: random.Random | None = None,
    ) -> None:
        if not 0.0 <= consistency <= 1.0:
            raise LabelerError(f"the consistency share must be between 0 and 1, got {consistency}")
        super().__init__(repository, annotator, queue_filter)
        self.blind = blind
        self.activity = ActivityClock(clock)
        self._judged = 0
        self._total = 0
        self._pace: deque[float] = deque(maxlen=PACE_SAMPLES)
        self._pending_notes: dict[tuple[str, str], str] = {}
        self._undo_stack: list[tuple[str, str, str]] = []
        self.consistency = consistency
        self._rng = rng if rng is not None else random.Random()
        self._check: tuple[str, str] | None = None  # the pair on screen is a consistency check
        self._check_resume: tuple[str, str, str | None] | None = None  # where the queue was, its notice
        self._rechecked: set[int] = set()  # pair ids re-shown this session
        self._missing_text_warned: set[str] = set()  # queries whose missing text was already said
        # told how long a write has waited for another writer to let go of the database (the key is kept)
        self.waiting: Waiting | None = None
        self._suspects = SuspectVerdicts(repository)  # the detector's verdicts, read a few pairs ahead
        self.lock = threading.Lock()

    # --- starting -------------------------------------------------------------------------

    def start(self) -> PairView | None:
        """Load the queue and go to where this annotator stopped: the first unjudged, unskipped
        pair in queue order (else the first pair matching the filter, else the first pair)."""
        repository, annotator = self.repository, self.annotator
        self._assigned = repository.has_assignments(annotator)
        self._query_count, self._places, self._anchor = None, {}, None
        self._read_progress()
        self._pace.extend(reversed(repository.recent_seconds(annotator, PACE_SAMPLES)))
        design_view = self._design_next()
        if design_view is not None:
            return design_view
        for queue_filter in (self.queue_filter, QueueFilter.UNJUDGED, QueueFilter.ALL):
            query_id = repository.next_queue_query(annotator, queue_filter, None, assigned=self._assigned)
            if query_id is not None:
                self._load_page(query_id)
                first = self._first_live(0, queue_filter)
                return self._move_to(first if first is not None else 0)  # its view is the start's
        return None

    @property
    def assigned_only(self) -> bool:
        """Test seam: lets tests see whether the session limited the queue to assignments.

        Whether this annotator's queue is limited to the pairs assigned to them."""
        return self._assigned

    # --- the view --------------------------------------------------------------------------

    def view(self, notice: str | None = None) -> PairView:
        """The pair on screen and where it sits in the queue."""
        if not self.has_pair:
            raise LabelerError("there are no pairs to judge: import queries, chunks and a run, then `labeler pool`")
        entry = self._entry
        assert self._query is not None
        key = (entry.query_id, entry.chunk_id)
        pending = self._pending_notes.get(key)
        checking = self._check == key
        suggestion = None if checking else self._suggestions.get(entry.chunk_id)
        grade = None if checking else entry.grade
        pace = self.seconds_per_pair()
        left = None if pace is None else pace * max(self._total - self._judged, 0)
        matching = [i for i, e in enumerate(self._page) if e.pair_id in self._sticky]
        match_index = matching.index(self._pos) + 1 if self._pos in matching else 0
        query_index = (self._place(entry.query_id) or 0) + 1  # first: placing from the start counts the queue
        others: tuple[OtherGrade, ...] = ()
        # independence: never before this annotator has graded the pair, and only for a role that may see them
        if grade is not None and caller_of(self.repository).may(Action.SEE_OTHERS):
            others = other_grades_from(self.repository.other_grades(entry.query_id, entry.chunk_id, self.annotator))
        return PairView(
            query=self._query,
            chunk_id=entry.chunk_id,
            chunk=self._chunk,
            best_rank=entry.best_rank,
            grade=grade,
            note=pending if pending is not None or checking else entry.note,
            note_pending=pending is not None,
            skipped=entry.skipped and not checking,
            suggestion=suggestion,
            suggestion_hidden=suggestion is not None and self.blind and grade is None,
            query_index=query_index,
            query_count=self._count(),
            pair_index=self._pos + 1,
            pair_count=len(self._page),
            query_judged=sum(1 for e in self._page if e.grade is not None),
            judged=self._judged,
            total=self._total,
            queue_filter=self.queue_filter,
            blind=self.blind,
            seconds_per_pair=pace,
            seconds_left=left,
            notice=notice,
            other_grades=others,
            consistency_check=checking,
            match_index=match_index,
            match_count=len(matching),
            filter_empty=self._filter_empty,
            query_pairs=tuple(self._page),
            suspects=self._suspects_of(),
        )

    def read_suspects(self) -> PairView:
        """The pair on screen with the detector's flags read, loading the detector if it is not yet."""
        self._suspects.load = True
        return self.view()

    def _suspects_of(self) -> tuple[SuspectFlag, ...] | None:
        """The detector's flags of the pair on screen, read once per pair and texts (a chunk imported
        again with another text is read again) together with the next pairs of the page; None while
        the detector is not loaded, until read_suspects asks (the first pair shows without waiting
        for numpy's import)."""
        query = self._query
        ahead = [entry.chunk_id for entry in self._page[self._pos + 1 : self._pos + 1 + READ_AHEAD]
                 if query is not None and entry.query_id == query.id]
        return self._suspects.of(query, self._chunk, ahead)

    def _read_progress(self) -> None:
        """Judged and total from the database: another session of this annotator (a second tab,
        a second terminal) grades too, and a count kept here alone would fall behind."""
        self._judged, self._total = self.repository.queue_progress(self.annotator, assigned=self._assigned)

    def _progress_after_grade(self, progress: tuple[int, int]) -> None:
        """Judged and total after a grade: the whole pool's as the grade's own transaction left them
        (other tabs' grades included, no read of its own); an assigned queue's read again (they are
        counted over the assignments, which the write does not count)."""
        if self._assigned:
            self._read_progress()
        else:
            self._judged, self._total = progress

    def refresh_progress(self) -> PairView:
        """The pair on screen with judged/total read again from the database."""
        self._read_progress()
        return self.view()

    def seconds_per_pair(self) -> float | None:
        """Median seconds per judgment over this annotator's recent timed judgments (None: too few)."""
        return median_pace(self._pace)

    # --- grading ---------------------------------------------------------------------------

    def grade(
        self, grade: int, *, source: JudgmentSource = JudgmentSource.HUMAN, expected: tuple[str, str] | None = None
    ) -> PairView:
        """Record grade for the pair on screen (committed), then advance to the next matching pair;
        with expected, only if that is the pair on screen (else PairMoved, nothing stored)."""
        if self._filter_empty:
            return self.view(FILTER_EMPTY_NOTICE)
        self._require_pair(expected)
        entry = self._entry
        key = (entry.query_id, entry.chunk_id)
        note = self._pending_notes.get(key, entry.note)
        seconds = self.activity.take()
        checked = self._check == key
        revealed = None if checked else self._hidden_suggestion_words(entry, grade)
        if checked:
            source = JudgmentSource.CONSISTENCY
        ahead = None if checked else self._chunk_ahead()
        _, progress, ahead_chunk = self._stored(lambda: self.repository.record_grade_reading(
            entry.query_id, entry.chunk_id, self.annotator, grade, ahead=ahead, note=note, seconds_spent=seconds,
            source=source,
        ))
        self._pending_notes.pop(key, None)
        self._progress_after_grade(progress)
        if ahead is not None:  # handed over only once the grade's own steps are done
            self._handed = (ahead, ahead_chunk)
        self._pace.append(seconds)
        self._page[self._pos] = replace(entry, grade=grade, note=note, skipped=False)
        self._undo_stack.append(("grade", entry.query_id, entry.chunk_id))
        if checked:
            return self._end_check("Consistency check saved.")
        missing = self._missing_text_warning(entry)
        view = self._maybe_check(self._advance())
        if revealed is not None:  # the next pair is on screen now: say what the hidden suggestion was
            view = replace(view, notice=" ".join(filter(None, (revealed, view.notice))))
        return replace(view, warning=missing) if missing else view

    def _missing_text_warning(self, entry: QueueEntry) -> str | None:
        """Once per query per session: the pair just graded had no query text or no chunk text."""
        if entry.query_id in self._missing_text_warned:
            return None
        warning = missing_text_warning(self._query, self._chunk, entry)
        if warning is not None:
            self._missing_text_warned.add(entry.query_id)
        return warning

    def _hidden_suggestion_words(self, entry: QueueEntry, grade: int) -> str | None:
        """'saved 2 · LLM said 3' when blind mode hid this pair's suggestion until this grade."""
        suggestion = self._suggestions.get(entry.chunk_id)
        if not self.blind or entry.grade is not None or suggestion is None:
            return None
        return revealed_suggestion_words(suggestion, grade)

    def accept_suggestion(self, *, expected: tuple[str, str] | None = None) -> PairView:
        """Take the LLM suggestion's grade as this annotator's judgment (source llm-accepted) and advance;
        with expected, only if that is the pair on screen (else PairMoved, nothing stored)."""
        if self._filter_empty:
            return self.view(FILTER_EMPTY_NOTICE)
        self._require_pair(expected)
        entry = self._entry
        suggestion = self._suggestions.get(entry.chunk_id)
        if self._check == (entry.query_id, entry.chunk_id):
            return self.view("Consistency check: grade it yourself.")
        if suggestion is None or suggestion.status is not SuggestionStatus.OK or suggestion.grade is None:
            return self.view("No LLM suggestion with a grade for this pair.")
        if self.blind and entry.grade is None:
            return self.view("LLM suggestion hidden in blind mode: grade first (b shows suggestions).")
        return self.grade(suggestion.grade, source=JudgmentSource.LLM_ACCEPTED)

    def skip(self, *, expected: tuple[str, str] | None = None) -> PairView:
        """Skip the pair for now (it leaves the unjudged queue, joins the skipped one) and advance;
        skipping a consistency check drops it (nothing recorded) and goes back to the queue. With
        expected, only if that is the pair on screen (else PairMoved, nothing stored)."""
        if self._filter_empty:
            return self.view(FILTER_EMPTY_NOTICE)
        self._require_pair(expected)
        entry = self._entry
        if self._check == (entry.query_id, entry.chunk_id):
            return self._end_check("Consistency check skipped.")
        self._stored(lambda: self.repository.skip(entry.query_id, entry.chunk_id, self.annotator))
        self._page[self._pos] = replace(entry, skipped=True)
        self._undo_stack.append(("skip", entry.query_id, entry.chunk_id))
        self.activity.restart()
        return self._advance()

    def undo(self) -> PairView:
        """Undo the last grade or skip (repeatable, across queries and restarts) and go to that pair."""
        if self._undo_stack and self._undo_stack[-1][0] == "skip":
            _, query_id, chunk_id = self._undo_stack.pop()
            self._stored(lambda: self.repository.unskip(query_id, chunk_id, self.annotator))
            return self.go_to(query_id, chunk_id, notice="Undid skip.")
        if self._undo_stack:
            self._undo_stack.pop()
        undone = self._stored(lambda: self.repository.undo_last(self.annotator))
        if undone is None:
            return self.view("Nothing to undo.")
        view = self.go_to(undone.query_id, undone.chunk_id)
        self._read_progress()
        restored = "no grade" if view.grade is None else f"grade {view.grade}"
        return self.view(f"Undid grade {undone.grade}; back to {restored}.")

    def set_note(self, note: str | None) -> PairView:
        """Set the note of the pair on screen: saved at once if graded, else saved with the grade."""
        if self._filter_empty:
            return self.view(FILTER_EMPTY_NOTICE)
        entry = self._entry
        key = (entry.query_id, entry.chunk_id)
        note = note.strip() if note else None
        note = note or None
        if entry.grade is not None and self._check != key:
            self._stored(lambda: self.repository.set_note(entry.query_id, entry.chunk_id, self.annotator, note))
            self._page[self._pos] = replace(entry, note=note)
            return self.view("Note saved.")
        if note is None:
            self._pending_notes.pop(key, None)
            return self.view("Note cleared.")
        self._pending_notes[key] = note
        return self.view("Note kept: it is saved with your grade.")

    def _stored(self, write: Callable[[], T]) -> T:
        """write() run until stored: again while another writer holds the database (services.labeling.saving)."""
        return stored(write, self.waiting)

    # --- modes ----------------------------------------------------------------------------

    def toggle_blind(self) -> PairView:
        """Blind mode hides LLM suggestions of pairs you have not graded yet."""
        self.blind = not self.blind
        return self.view("Blind mode on: suggestions hidden until you grade." if self.blind else "Blind mode off.")

    # --- lists -----------------------------------------------------------------------------

    def query_progress(self, offset: int = 0, limit: int | None = None) -> list[QueryProgress]:
        """The queries with pairs and this annotator's judged/total: all (one GROUP BY over the
        pool), or the window of limit queries from place offset (counted for those only)."""
        progress: list[QueryProgress] = self.repository.query_progress(
            self.annotator, assigned=self._assigned, offset=offset, limit=limit
        )
        return progress

    @property
    def query_count(self) -> int:
        """How many queries the queue holds (counted once per session)."""
        return self._count()

    def query_place(self, query_id: str) -> int | None:
        """The query's 0-based place among the queue's queries (None: it has no pair in the queue)."""
        return self._place(query_id)

    def search(self, text: str) -> list[SearchHit]:
        """Queries and pool chunks holding every word of text, with word-bounded snippets (bounded)."""
        hits: list[SearchHit] = self.repository.search(text)
        return hits

    # --- internals -------------------------------------------------------------------------

    def _arriving(self, entry: QueueEntry) -> None:
        if self._check is not None and self._check != (entry.query_id, entry.chunk_id):
            # moved away without grading: the check is dropped, with any note typed on it
            self._pending_notes.pop(self._check, None)
            self._check = None

    def _maybe_check(self, view: PairView) -> PairView:
        """With probability `consistency`, put a consistency check before the pair the queue reached."""
        if not draws_check(self._rng, self.consistency):
            return view
        picked = self.repository.reshow_candidate(
            self.annotator,
            self._rng.random(),
            min_gap=CONSISTENCY_MIN_GAP,
            sources=CONSISTENCY_SOURCES,
            exclude_pair_ids=self._rechecked,
            assigned=self._assigned,
        )
        if picked is None:
            return view
        query_id, chunk_id = picked.query_id, picked.chunk_id
        self._rechecked.add(picked.pair_id)
        self._check_resume = (view.query.id, view.chunk_id, view.notice)
        self._check = (query_id, chunk_id)
        try:
            return self.go_to(query_id, chunk_id, notice=CONSISTENCY_NOTICE)
        except LabelerError:  # its query joined the pool after the session started: no check now
            self._check = None
            return self.go_to(view.query.id, view.chunk_id, notice=view.notice)

    def _end_check(self, notice: str) -> PairView:
        """Back to the pair the queue had reached when the check was shown."""
        self._check = None
        resume, self._check_resume = self._check_resume, None
        if resume is None:
            return self._advance()
        query_id, chunk_id, queue_notice = resume
        return self.go_to(query_id, chunk_id, notice=" ".join(filter(None, (notice, queue_notice))))


# an annotator name for a read ahead: its reads are those of an annotator who has graded nothing yet
READ_AHEAD_ANNOTATOR = "labeler-read-ahead"


def read_first_pair_ahead(repository: Repository) -> bool:
    """An app's first read (its role's grants, a session's start on the first pair, and its detector
    verdicts) run once on repository, refusing any write, so that SQLAlchemy has compiled its statements
    for every app that adopts repository's engine later (storage.forked); whether it ran to the end (a
    read that fails or would write stops it, nothing written)."""
    session = LabelingSession(repository, READ_AHEAD_ANNOTATOR)
    try:
        with repository.reads_only():
            repository.role_grants()
            if session.start() is not None:
                session.read_suspects()
    except LabelerError:
        return False
    return True
