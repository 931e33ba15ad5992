"""Mixed into the label screen: its session jobs run in turn on one thread that lives as long as the screen.

A grade is one job. A Textual worker per job would cost the UI thread, at every key, a worker, its
asyncio task, three state-change messages and two hand-offs between the loop and its executor, on top
of the grade itself; the screen's own thread (started by its first job, a ThreadPoolExecutor of one)
takes them from a queue instead. A job's view comes back as PairShown, its error as JobFailed, which the
screen says as it said a failed worker's (labeler.tui.workers: worker_raised with the session's
group). At the interpreter's exit the job running then (a grade being committed) is finished before
the process ends, as the loop's executor did for the workers.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

from labeler.tui.messages import JobFailed, PairShown

if TYPE_CHECKING:
    from textual.message import Message

    from labeler.services.labeling.pair_view import PairView
    from labeler.services.labeling.session import LabelingSession

SESSION_GROUP = "session"  # the group a session job's failure is said under


class SessionThread:
    """The label screen's session thread: `_run_job` queues a job on it."""

    session: LabelingSession
    _session_thread: ThreadPoolExecutor | None = None
    _session_job: Future[None] | None = None

    if TYPE_CHECKING:  # the screen's, through its other bases

        def post_message(self, message: Message) -> bool: ...

        def job_ended(self) -> None: ...

        def worker_raised(self, group: str, error: BaseException | None) -> None: ...

        def _say_write_waits(self, seconds: float) -> None: ...

    def _run_job(self, job: Callable[[], PairView | None]) -> None:
        """Queue job on the session thread (started by the first job)."""
        if self._session_thread is None:
            self._session_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="label-session")
        self._session_job = self._session_thread.submit(self._job_in_thread, job)

    def _job_in_thread(self, job: Callable[[], PairView | None]) -> None:
        """On the session thread: run one job, its view or its error posted back to the UI thread."""
        started = time.perf_counter()
        try:
            with self.session.lock:  # a holes visit's screen shares the session: one job at a time
                self.session.waiting = self._say_write_waits
                try:
                    view = job()
                finally:
                    self.job_ended()
        except Exception as error:  # noqa: BLE001 - said on the UI thread, as a failed worker's was
            self.post_message(JobFailed(error))
            return
        self.post_message(PairShown(view, (time.perf_counter() - started) * 1000))

    @property
    def running_job(self) -> Future[None] | None:
        """Test seam: lets tests wait for the session thread.

        The job queued last (done once its view or error is posted)."""
        return self._session_job

    def on_job_failed(self, message: JobFailed) -> None:
        """A session job raised: said as a failed worker of the session's group is."""
        self.worker_raised(SESSION_GROUP, message.error)

    def on_unmount(self) -> None:
        """The session thread ends once its queue is done (a running grade is committed first)."""
        if self._session_thread is not None:
            self._session_thread.shutdown(wait=False)
