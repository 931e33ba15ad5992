"""The label screen's layout choices: wide or narrow, the narrative collapsed or not, the pool list.

The pool list (l) is shown by default from POOL_LIST_WIDE columns, where the chunk keeps about 75
columns beside it; below that it is off until asked for. Shown from WIDE columns, it narrows the
side panel to its short rubric; below WIDE it takes the side panel's place (the grade on screen is
in the list too), so the chunk keeps about 45 columns at 80. A toggle overrides the default for
the rest of the session, whatever the width.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events, on
from textual.screen import Screen

from labeler.services.labeling.browsing import pooled_chunk_heads
from labeler.tui.screens.label.chunk_view import ChunkView
from labeler.tui.screens.label.pool_list import PoolList
from labeler.tui.screens.label.query_panel import QueryPanel
from labeler.tui.widgets.changed_rows import ChangedRowsCompositor
from labeler.tui.workers import thread_worker

if TYPE_CHECKING:
    from collections.abc import Callable

    from labeler.services.labeling.pair_view import PairView
    from labeler.services.labeling.session import LabelingSession

WIDE = 120  # from here the rubric is worded in full and the side panel is wider
# After the first pair is drawn, how long before its suspects are read (loading the detector and
# numpy, a tenth of a second of CPU): the screen opens first, the flag follows.
READ_SUSPECTS_AFTER_SECONDS = 0.3
POOL_LIST_WIDE = 150  # from here the pool list is shown unless toggled off


class LabelLayout(Screen[int]):
    """Mixed into LabelScreen: the keys and resizes that change its layout, not the session."""

    session: LabelingSession
    pool_list_choice: bool | None = None  # the annotator's toggle; None: the width decides
    _suspects_asked = False  # the detector's first read was queued
    _resumed = False  # shown once already

    def __init__(self, id: str | None = None) -> None:  # noqa: A002  (Textual's name)
        super().__init__(id=id)
        # a grade repaints the progress line and some of the chunk's rows: only the widgets under them are asked
        self._compositor = ChangedRowsCompositor()

    @property
    def pool_list_shown(self) -> bool:
        """Whether the pool list is on screen (the toggle, else the width)."""
        if self.pool_list_choice is not None:
            return self.pool_list_choice
        return self.size.width >= POOL_LIST_WIDE

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        """The first resume follows the mount, which styled every widget as it was mounted: Textual styled
        them all again there. Later resumes restyle, as in Textual."""
        if not self._resumed:
            self._resumed = True
            event.refresh_styles = False

    def on_resize(self) -> None:
        """Width classes and the pool list's default follow the terminal's size."""
        self.set_class(self.size.width >= WIDE, "-wide")
        self.apply_pool_list()

    def apply_pool_list(self) -> None:
        """Show or hide the pool list; while shown, the side panel narrows (from WIDE columns) or gives way."""
        shown = self.pool_list_shown
        self.set_class(shown, "-pool-list")
        self.query_one(PoolList).display = shown
        self.query_one("#side-panel").display = not shown or self.size.width >= WIDE

    def action_toggle_pool_list(self) -> None:
        """Show or hide the query's pooled chunks beside the chunk."""
        self.pool_list_choice = not self.pool_list_shown
        self.apply_pool_list()

    def action_toggle_narrative(self) -> None:
        """Expand the query's narrative, or collapse it to one line."""
        self.query_one(QueryPanel).toggle_narrative()

    def action_scroll_chunk(self, how: str) -> None:
        """Scroll the chunk text."""
        chunk = self.query_one(ChunkView)
        {
            "down": chunk.scroll_down,
            "up": chunk.scroll_up,
            "page_down": chunk.scroll_page_down,
            "page_up": chunk.scroll_page_up,
            "home": chunk.scroll_home,
            "end": chunk.scroll_end,
        }[how](animate=False)

    @on(PoolList.TitlesWanted)
    def _titles_wanted(self, message: PoolList.TitlesWanted) -> None:
        self._read_titles(message.query_id)

    @thread_worker(group="pool-list")
    def _read_titles(self, query_id: str) -> None:
        heads = pooled_chunk_heads(self.session.repository, query_id)
        self.app.call_from_thread(self.query_one(PoolList).titles_read, query_id, heads)

    @on(PoolList.ChunkChosen)
    def _pool_chunk_chosen(self, message: PoolList.ChunkChosen) -> None:
        self.go_to(message.query_id, message.chunk_id)

    def read_suspects_soon(self, view: PairView | None) -> None:
        """A pair shown before the detector was loaded (the first one) has its flags read shortly after."""
        if view is not None and view.suspects is None and not self._suspects_asked:
            self._suspects_asked = True
            if READ_SUSPECTS_AFTER_SECONDS > 0:
                self.set_timer(READ_SUSPECTS_AFTER_SECONDS, self._read_suspects_if_shown)
            else:
                self.call_later(self._read_suspects_if_shown)

    def _read_suspects_if_shown(self) -> None:
        # Under another screen (a holes visit may have moved the shared session to its own pair), the
        # read would show that pair here: it is asked again when this screen next shows its pair.
        if self.is_current:
            self._pair_job(self.session.read_suspects)
        else:
            self._suspects_asked = False

    def _pair_job(self, job: Callable[[], PairView]) -> None:
        raise NotImplementedError

    def go_to(self, query_id: str, chunk_id: str | None = None) -> None:
        """Show a query or one of its pairs (LabelScreen queues it)."""
        raise NotImplementedError
