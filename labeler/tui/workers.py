"""Thread workers that never end the app, and the one place a failed worker becomes a notification.

Every worker in the app is started with `thread_worker`, which sets Textual's
`exit_on_error=False`: an exception in a worker then no longer exits the app (losing the
session) but ends the worker in the ERROR state. Textual posts `Worker.StateChanged` to the
node that started the worker (the message does not bubble), so the app and every screen mix in
`ReportsWorkerErrors`, which turns that state into an error notification titled by the worker's
group. A screen that must also undo its own state (a busy flag, an error line) overrides
`worker_failed` and calls super; one that words an error itself overrides `worker_raised`.

A `DatabaseFileLost` from any worker also tells the app (`DatabaseLossListener`): the file is
gone for good, so the label screen stops taking grades, whichever screen found out first.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar, ParamSpec, Protocol, cast

from textual import work
from textual.notifications import SeverityLevel
from textual.worker import Worker, WorkerState

from labeler.domain import LabelerError
from labeler.domain.errors import DatabaseFileLost
from labeler.tui.widgets.safe_text import visible_text

P = ParamSpec("P")
DEFAULT_FAILURE_TITLE = "not done"


def thread_worker(*, group: str, exclusive: bool = True) -> Callable[[Callable[P, None]], Callable[P, Worker[None]]]:
    """`@work` in a thread whose exception is reported (see ReportsWorkerErrors), never fatal."""
    return cast(
        "Callable[[Callable[P, None]], Callable[P, Worker[None]]]",
        work(thread=True, exclusive=exclusive, group=group, exit_on_error=False),
    )


def error_words(error: BaseException | None) -> str:
    """What a user reads about an error: a LabelerError's own words, else 'TypeName: message'."""
    if error is None:
        return "unknown error"
    return str(error) if isinstance(error, LabelerError) else f"{type(error).__name__}: {error}"


class _Notifies(Protocol):
    """What the mixin needs of its host (App or Screen)."""

    def notify(self, message: str, *, title: str = ..., severity: SeverityLevel = ...,
               timeout: float | None = ..., markup: bool = ...) -> None: ...


class DatabaseLossListener(Protocol):
    """The app, told once the database file is found deleted or replaced."""

    def lose_database(self, error: DatabaseFileLost) -> None: ...


class ReportsWorkerErrors:
    """Mixin for the app and screens: a worker that raised is said in an error notification."""

    # worker group -> notification title; groups not named here say DEFAULT_FAILURE_TITLE
    WORKER_FAILURES: ClassVar[Mapping[str, str]] = {}

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A worker ended in error: report it, unless it was cancelled (superseded or its screen closed)."""
        worker = event.worker
        if event.state is WorkerState.ERROR and not worker.is_cancelled:
            self.worker_raised(worker.group, worker.error)

    def worker_raised(self, group: str, error: BaseException | None) -> None:
        """A worker of this group raised error: tell the app if the database file is gone, then say it."""
        if isinstance(error, DatabaseFileLost):
            app = getattr(self, "app", None)
            if hasattr(app, "lose_database"):
                cast(DatabaseLossListener, app).lose_database(error)
        self.worker_failed(group, error_words(error))

    def worker_failed(self, group: str, words: str) -> None:
        """Say that the worker of this group failed, with words shown literally (never markup)."""
        title = self.WORKER_FAILURES.get(group, DEFAULT_FAILURE_TITLE)
        cast(_Notifies, self).notify(visible_text(words), title=title, severity="error", markup=False)
