"""The label screen: one pair at a time, graded with a keystroke.

Every key that changes or moves the session becomes a job in a queue run one at a time on the
screen's session thread (label.session_thread), so keys typed ahead apply in order to whatever pair
is then on screen, a grade is committed before the next pair is drawn, and the UI thread never waits
on the database. Results come back as PairShown messages. A job that fails drops the keys typed after
it (a pending quit or back excepted): they were aimed at pairs the failed job would have shown.
A grade, skip or accept names the pair it is for (label.pair_keys), so it is never filed on another.

The database file deleted or replaced under the app, or the database holding another project
(DatabaseFileLost, ProjectReplaced), stops the screen for good: the failed grade is said not saved, the pair stays, the header says NOT SAVED, and every
later key but quit (and back) is refused with a reminder.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from enum import Enum

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import Static

from labeler.domain import LabelerError, SuggestionStatus
from labeler.domain.errors import DatabaseFileLost, NotSavedError
from labeler.domain.labeling import QueueFilter, SearchHit
from labeler.services.labeling.session import LabelingSession
from labeler.services.labeling.pair_view import PairView
from labeler.tui.bindings import LABEL_BINDINGS
from labeler.tui.first_frame import RendersNothingHeld
from labeler.tui.messages import PairShown, WriteWaited
from labeler.tui.screens.label.layout import LabelLayout
from labeler.tui.screens.label.pair_keys import PairKeys
from labeler.tui.screens.label.header import STOPPED_ADVICE, header_text, stopped_reminder, waiting_words
from labeler.tui.screens.label.chunk_view import ChunkView
from labeler.tui.screens.label.pool_list import PoolList
from labeler.tui.screens.label.session_thread import SESSION_GROUP, SessionThread
from labeler.tui.screens.label.progress_line import ProgressLine
from labeler.tui.screens.label.query_panel import QueryPanel
from labeler.tui.widgets.safe_text import query_terms, visible_text
from labeler.tui.widgets.show_once import show_once
from labeler.tui.screens.label.side_panel import SidePanel
from labeler.tui.workers import ReportsWorkerErrors
from labeler.tui.widgets.footer import Footer


class QueueStop(Enum):
    """Job-queue sentinels, run in turn like the jobs before them."""

    QUIT = "quit"  # exit once earlier jobs are done
    BACK = "back"  # leave a visit (judge the holes) once earlier jobs are done


QUIT = QueueStop.QUIT
BACK = QueueStop.BACK
SAMPLE_NOTICE = "Sampled pairs, in the design's order: grade on; e shows the evaluation's new intervals."
LAST_GRADE = "the last grade"
WAITING_NOTICE_SECONDS = 8.0  # outlives the next busy wait (SQLite's 5 s), so the notice stays while it waits
REMIND_EVERY_SECONDS = 6.0  # a refused key says why again only once the last reminder is gone
# How often an idle screen reads "you judged" again: another session of the same annotator (a
# second tab or terminal) grades too. Each grade reads it as well.
PROGRESS_REFRESH_SECONDS = 20.0


def can_accept(view: PairView | None) -> bool:
    """Whether the pair on screen has an ok suggestion with a grade, so `accept LLM` has something to
    take. In blind mode (before grading) and on a consistency check the key stays on, and says why it
    does not grade; on an empty pool or an empty filter there is no pair, so it is off."""
    if view is None or view.filter_empty:
        return False
    suggestion = view.suggestion
    return suggestion is not None and suggestion.status is SuggestionStatus.OK and suggestion.grade is not None


class LabelScreen(SessionThread, PairKeys, ReportsWorkerErrors, RendersNothingHeld, LabelLayout):
    """Shows the session's pair and maps keys to session actions."""

    # escape works only while visiting holes (check_action); after `?` and worded short, so the footer keeps `?`
    # at 80 columns and fits "esc back" there too when the pair has no suggestion
    BINDINGS = [
        *LABEL_BINDINGS,
        Binding("escape", "back", "back", id="labeler.back", tooltip="back to the evaluation"),
    ]
    WORKER_FAILURES = {"pool-list": "chunk titles not read"}

    def __init__(self, session: LabelingSession, visits: list[tuple[str, str]] | None = None) -> None:
        super().__init__(id="label" if visits is None else "label-visit")
        self.session = session
        # (query id, chunk id) pairs to grade in turn ("judge the holes"); escape returns
        self.visits = list(visits) if visits else None
        self._visits_graded: set[tuple[str, str]] = set()
        self.view: PairView | None = None
        self._jobs: deque[tuple[Callable[[], PairView | None] | QueueStop, float, str]] = deque()
        self._busy = False
        self._running_what = "the last change"  # what the running job saves, for a failure's words
        self.stopped: DatabaseFileLost | None = None  # the database file was lost: no more jobs
        self._reminded_at = -REMIND_EVERY_SECONDS
        self._shown_query: str | None = None
        self._shown_chunk: tuple[str, int] | None = None
        self._chunk_part = 0
        self._chunk_parts = 1
        self._terms: list[str] = []
        self._job_submitted_at = 0.0
        # Diagnostics for bench/bench_tui.py: the last job's own time, and key handled -> screen refreshed.
        self.last_elapsed_ms = 0.0
        self.last_key_to_screen_ms = 0.0

    def compose(self) -> ComposeResult:
        yield Static(header_text(self.session.annotator, None), id="header-bar")
        yield QueryPanel(id="query-panel")
        yield ProgressLine(id="progress-line")
        with Horizontal(id="body"):
            yield PoolList(id="pool-list")
            yield ChunkView(id="chunk-view")
            yield SidePanel(id="side-panel")
        yield Static(id="empty", classes="hidden")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#chunk-view").border_title = "chunk"
        self.query_one("#side-panel").border_title = "rubric"
        self._submit(self.session.start if self.visits is None else self._start_visit)
        self.set_interval(PROGRESS_REFRESH_SECONDS, self.refresh_progress)

    def refresh_progress(self) -> None:
        """Read the annotator's judged count again (when idle and on screen, with a pair on screen)."""
        # not under another screen: a holes visit over this one may have moved the session to its pair
        if self.is_current and not self.busy and self.stopped is None and self.view is not None and self.session.has_pair:
            self._submit(self.session.refresh_progress, "nothing (reading the count)")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """escape only while visiting holes; `accept LLM` only when the pair has a suggestion to take
        (False also drops it from the footer, so the footer does not offer what is not there)."""
        if action == "back":
            return self.visits is not None
        if action == "accept":
            return can_accept(self.view)
        return True

    # --- the job queue ---------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """Whether a session job is running or waiting."""
        return self._busy or bool(self._jobs)

    def _submit(self, job: Callable[[], PairView | None] | QueueStop, what: str = "the last change") -> None:
        if self.stopped is not None and not isinstance(job, QueueStop):
            self._remind_stopped()
            return
        self._jobs.append((job, time.perf_counter(), what))
        if not self._busy:
            self._run_next()

    def _run_next(self) -> None:
        if not self._jobs:
            return
        job, self._job_submitted_at, self._running_what = self._jobs.popleft()
        while self.stopped is not None and not isinstance(job, QueueStop):  # queued before the loss was known
            if not self._jobs:
                return
            job, self._job_submitted_at, self._running_what = self._jobs.popleft()
        if isinstance(job, QueueStop):
            if job is QUIT:
                self.app.exit()
            else:
                self.dismiss(len(self._visits_graded))
            return
        self._busy = True
        self._run_job(job)

    @on(PairShown)
    def _pair_shown(self, message: PairShown) -> None:
        self.last_elapsed_ms = message.elapsed_ms
        self._busy = False
        self.show(message.view)
        submitted_at = self._job_submitted_at
        self.call_after_refresh(self._drawn, submitted_at)
        self._run_next()

    def _say_write_waits(self, seconds: float) -> None:
        """From the worker: the running job's write waits for another writer (said on the UI thread)."""
        self.post_message(WriteWaited(seconds))

    @on(WriteWaited)
    def _write_waited(self, message: WriteWaited) -> None:
        """Say that the running job's write waits for another writer, and that no key is lost."""
        self.notify(waiting_words(message.seconds, self._running_what, len(self._jobs)), markup=False,
                    timeout=WAITING_NOTICE_SECONDS)

    def _drawn(self, submitted_at: float) -> None:
        self.last_key_to_screen_ms = (time.perf_counter() - submitted_at) * 1000

    def worker_raised(self, group: str, error: BaseException | None) -> None:
        """A session job whose write did not reach the database says what it did not save (the last
        grade...); one that found the database file gone also stops the screen (the app does)."""
        self.job_raised(error)
        if group == SESSION_GROUP and isinstance(error, NotSavedError):
            advice = STOPPED_ADVICE if isinstance(error, DatabaseFileLost) else None
            error = error.saying(self._running_what, advice)
        super().worker_raised(group, error)

    def stop(self, error: DatabaseFileLost) -> None:
        """The database file is gone: refuse every job but quit and back from now on, and say so on top."""
        self.stopped = error
        show_once(self.query_one("#header-bar", Static), header_text(self.session.annotator, self.view, stopped=error))

    def _remind_stopped(self) -> None:
        assert self.stopped is not None
        now = time.monotonic()
        if now - self._reminded_at >= REMIND_EVERY_SECONDS:
            self._reminded_at = now
            self.notify(visible_text(stopped_reminder(self.stopped)), severity="warning", markup=False)

    def worker_failed(self, group: str, words: str) -> None:
        """A session job raised (a database error): the pair on screen is unchanged."""
        if group != SESSION_GROUP:
            super().worker_failed(group, words)
            return
        self._busy = False
        # Keys typed ahead were aimed at the pairs the failed job would have led to: running them
        # now would grade the wrong pair. Only a pending quit or back survives.
        kept = deque(item for item in self._jobs if isinstance(item[0], QueueStop))
        dropped = len(self._jobs) - len(kept)
        self._jobs = kept
        if dropped:
            words += f"\n{dropped} key{' typed after it was' if dropped == 1 else 's typed after it were'} dropped."
        super().worker_failed(group, words)
        show_refused = self.show_refused_job()
        if show_refused is not None:  # before any other job: the next key is for the pair on screen
            self._jobs.appendleft((show_refused, time.perf_counter(), "nothing (showing the pair)"))
        self._run_next()

    # --- drawing ---------------------------------------------------------------------------

    def show(self, view: PairView | None) -> None:
        """Draw a view (None: the pool is empty)."""
        accept_changed = can_accept(view) != can_accept(self.view)
        self.view = view
        if accept_changed:
            self.refresh_bindings()  # the footer shows `accept LLM` only when it can act
        empty = self.query_one("#empty", Static)
        if view is None:
            empty.update(
                Text(
                    "No pairs to judge yet.\n\nImport queries, chunks and a run, then pool them:\n"
                    "  labeler import queries FILE\n  labeler import chunks FILE\n  labeler import run FILE\n"
                    "  labeler pool --depth 10\n\nor try `labeler demo`. Press q to quit."
                )
            )
            empty.remove_class("hidden")
            for part in ("#query-panel", "#progress-line", "#body"):
                self.query_one(part).display = False
            return
        show_once(self.query_one("#header-bar", Static), header_text(self.session.annotator, view, stopped=self.stopped))
        # an empty filter hides the pair the session stays on: it does not match, nothing acts on it
        empty.set_class(not view.filter_empty, "hidden")
        if view.filter_empty:
            empty.update(Text(f"No pairs match this filter ({view.queue_filter.label}); f to change it.", style="italic"))
        for part in ("#query-panel", "#progress-line", "#body"):
            self.query_one(part).display = not view.filter_empty
        if view.query.id != self._shown_query:
            self._shown_query = view.query.id
            self._terms = query_terms(view.query.text)
            self.query_one(QueryPanel).show(view.query)
        chunk_key = (view.query.id + "\0" + view.chunk_id, self._chunk_part)
        chunk_view = self.query_one(ChunkView)
        if chunk_key != self._shown_chunk:
            if self._shown_chunk is None or self._shown_chunk[0] != chunk_key[0]:
                self._chunk_part = 0
                chunk_key = (chunk_key[0], 0)
            self._shown_chunk = chunk_key
            self._chunk_parts = chunk_view.show(
                view.chunk_id, view.chunk, self._terms, view.best_rank, view.suspects, part=self._chunk_part
            )
        else:
            chunk_view.show_suspects(view.suspects)
        self.read_suspects_soon(view)
        self.query_one(ProgressLine).show(view)
        self.query_one(SidePanel).show(view)
        self.query_one(PoolList).show(view)
        if view.notice:
            self.notify(visible_text(view.notice), markup=False)
        if view.warning:
            self.notify(visible_text(view.warning), severity="warning", markup=False)

    # --- actions ---------------------------------------------------------------------------

    def _pair_job(self, job: Callable[[], PairView], what: str = "the last change") -> None:
        """Queue a job that needs a pair on screen (ignored on an empty pool); what it saves, for its failure."""
        self._submit(lambda: job() if self.session.has_pair else None, what)

    def action_grade(self, grade: int) -> None:
        """Grade the pair on screen and advance (while visiting holes: to the next hole)."""
        if self.visits is None:
            self._pair_job(lambda: self.session.grade(grade, expected=self.key_pair()), LAST_GRADE)
        else:
            self._pair_job(lambda: self._grade_and_visit(grade), LAST_GRADE)

    # --- visiting holes (pushed by the evaluation's drill-down) ------------------------------

    def _visit(self, index: int, notice: str | None = None) -> PairView:
        assert self.visits is not None
        query_id, chunk_id = self.visits[index]
        notice = notice or f"Hole {index + 1} of {len(self.visits)}; escape goes back to the evaluation."
        try:
            return self.session.go_to(query_id, chunk_id, notice=notice)
        except LabelerError:  # pooled after the session started: reload the queue
            self.session.start()
            return self.session.go_to(query_id, chunk_id, notice=notice)

    def _start_visit(self) -> PairView:
        return self._visit(0)

    def _grade_and_visit(self, grade: int) -> PairView:
        assert self.visits is not None
        key = self.key_pair()
        self.session.grade(grade, expected=key)
        self._visits_graded.add(key)
        at = self.visits.index(key) if key in self.visits else -1
        order = self.visits[at + 1 :] + self.visits[: at + 1]
        following = next((pair for pair in order if pair not in self._visits_graded), None)
        if following is None:
            done = f"All {len(self.visits)} holes graded; escape goes back to the evaluation."
            return self.session.go_to(*key, notice=done)
        return self._visit(self.visits.index(following))

    def grade_sample(self, query_id: str, chunk_id: str) -> None:
        """Go to this sampled pair in the unjudged queue, reloaded: labeler sample may have assigned
        pairs since the session started, and the assigned queue serves them in design order."""

        def job() -> PairView:
            self.session.queue_filter = QueueFilter.UNJUDGED
            self.session.start()
            return self.session.go_to(query_id, chunk_id, notice=SAMPLE_NOTICE)

        self._submit(job)

    def action_back(self) -> None:
        """Leave the visit once every typed-ahead grade is committed."""
        if self.visits is not None:
            self._submit(BACK)

    def refresh_view(self) -> None:
        """Show again the pair this screen showed (another screen may have moved the session)."""
        if self.view is not None:
            query_id, chunk_id = self.view.query.id, self.view.chunk_id
            self._pair_job(lambda: self.session.go_to(query_id, chunk_id))

    def action_accept(self) -> None:
        """Accept the LLM suggestion as your grade."""
        self._pair_job(lambda: self.session.accept_suggestion(expected=self.key_pair()), LAST_GRADE)

    def action_next(self) -> None:
        """Next pair."""
        self._pair_job(self.session.next)

    def action_previous(self) -> None:
        """Previous pair."""
        self._pair_job(self.session.previous)

    def action_skip(self) -> None:
        """Skip for now."""
        self._pair_job(lambda: self.session.skip(expected=self.key_pair()), "the skip")

    def action_undo(self) -> None:
        """Undo the last grade or skip."""
        self._pair_job(self.session.undo, "the undo")

    def action_filter(self) -> None:
        """Cycle the queue filter."""
        self._pair_job(self.session.cycle_filter)

    def set_filter(self, queue_filter: QueueFilter) -> None:
        """Switch to one queue filter (command palette)."""
        self._pair_job(lambda: self.session.set_filter(queue_filter))

    def action_blind(self) -> None:
        """Toggle blind mode."""
        self._pair_job(self.session.toggle_blind)

    def go_to(self, query_id: str, chunk_id: str | None = None) -> None:
        """Show a query or one of its pairs."""
        self._pair_job(lambda: self.session.go_to(query_id, chunk_id))

    def action_note(self) -> None:
        """Edit the note of the pair on screen."""
        from labeler.tui.screens.label.note import NoteScreen

        if self.view is None:
            return

        def save(note: str | None) -> None:
            if note is not None:
                self._pair_job(lambda: self.session.set_note(note), "the note")

        self.app.push_screen(NoteScreen(self.view.note or ""), save)

    def action_search(self) -> None:
        """Search queries and chunks."""
        from labeler.tui.screens.label.search import SearchScreen

        def chosen(hit: SearchHit | None) -> None:
            if hit is not None:
                self.go_to(hit.query_id, hit.chunk_id)

        self.app.push_screen(SearchScreen(self.session), chosen)

    def action_queries(self) -> None:
        """The query list."""
        from labeler.tui.screens.label.queries import QueryListScreen

        def chosen(query_id: str | None) -> None:
            if query_id is not None:
                self.go_to(query_id)

        current = self.view.query.id if self.view else None
        self.app.push_screen(QueryListScreen(self.session, current), chosen)

    def action_help(self) -> None:
        """Keys and rubric."""
        from labeler.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen())

    def action_next_part(self) -> None:
        """Show the next part of a chunk too long to draw at once."""
        if self.view is not None and self._chunk_parts > 1:
            self._chunk_part = (self._chunk_part + 1) % self._chunk_parts
            self.show(self.view)

    def action_quit(self) -> None:
        """Quit once every typed-ahead action is committed."""
        self._submit(QUIT)
