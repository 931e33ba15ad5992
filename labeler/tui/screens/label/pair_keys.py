"""Mixed into the label screen: a grade, skip or accept key names the pair it is for.

The key's pair is the pair this screen's previous job left the session on (`landed`, read when
the key's job runs under the session's lock). Keys typed ahead thus each land on the pair the one
before led to: the 2nd key's pair is not known until the 1st has run, and need not be. A move by
anything else (a holes visit or another view sharing the session) leaves `landed` behind the
session, so the session refuses the key (PairMoved): nothing is stored, one line says so, the keys
typed after it are dropped (the job queue's rule for a failed job) and the screen goes back to the
pair the key was for, so the next key is for the pair on screen.
"""

from __future__ import annotations

from collections.abc import Callable

from labeler.domain import LabelerError
from labeler.services.labeling.moves import PairMoved
from labeler.services.labeling.pair_view import PairView
from labeler.services.labeling.session import LabelingSession

NO_PAIR = ("", "")  # a key's pair before this screen's first job has run: no pair's ids are empty


class PairKeys:
    """Where the session should be when a key's job runs, and what a refused key does next."""

    session: LabelingSession
    landed: tuple[str, str] | None = None  # the pair this screen's last job left the session on
    _refused: tuple[str, str] | None = None  # the pair of a key the session refused, not yet shown again

    def key_pair(self) -> tuple[str, str]:
        """In the worker: the pair the running key is for."""
        return self.landed if self.landed is not None else NO_PAIR

    def job_ended(self) -> None:
        """In the worker, after every job of this screen (failed or not): where it left the session."""
        self.landed = self.session.pair

    def job_raised(self, error: BaseException | None) -> None:
        """On the UI thread: remember a refused key's pair, to show it again."""
        if isinstance(error, PairMoved):
            self._refused = error.expected

    def show_refused_job(self) -> Callable[[], PairView | None] | None:
        """The job that shows a refused key's pair again (None: no key was refused)."""
        pair, self._refused = self._refused, None
        return None if pair is None else lambda: self._show_again(pair)

    def _show_again(self, pair: tuple[str, str]) -> PairView | None:
        """Back to the pair a refused key was for (the session's pair, if that one left the pool)."""
        if not self.session.has_pair:
            return None
        try:
            return self.session.go_to(*pair)
        except LabelerError:
            return self.session.view()
