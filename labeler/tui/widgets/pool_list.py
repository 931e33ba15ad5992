"""The pool list beside the chunk (l): the query's pooled chunks with your grade and best rank.

Quepid-style: an annotator keeps grades consistent across a query with its whole pool in view.
Grades and ranks come with every PairView (the session's page of the query, already in memory);
the chunks' titles are read once per query (one repository query, in a thread worker), and only
while the list is shown, so grading and moving add no query. Clicking a row goes to that pair.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from labeler.domain.labeling import QueueEntry
from labeler.services.pair_view import PairView
from labeler.tui.widgets.safe_text import plain
from labeler.tui.workers import ReportsWorkerErrors, thread_worker

UNGRADED = "·"


def pool_row(entry: QueueEntry, grade: int | None, head: str | None, *, current: bool, width: int) -> Text:
    """'▶2   #3 d12-4 Cold-climate heat pumps…' in one line of width cells: ▶ on the chunk on screen, your
    grade (· none), best rank over the runs (– unranked), chunk id, title or start of the text."""
    text = Text("▶" if current else " ", style="bold")
    text.append(UNGRADED if grade is None else str(grade), style="bold" if grade is not None else "dim")
    text.append(f" {'#' + str(entry.best_rank) if entry.best_rank is not None else '–':>3} ", style="dim")
    text.append(plain(entry.chunk_id, style="bold"))
    if head:
        text.append(" ")
        text.append(plain(head))
    text.truncate(max(width, 1), overflow="ellipsis")
    return text


class PoolList(ReportsWorkerErrors, OptionList, can_focus=False):
    """One row per pooled chunk of the query on screen, the chunk on screen highlighted."""

    WORKER_FAILURES = {"pool-list": "chunk titles not read"}

    class ChunkChosen(Message):
        """A row was clicked: show that pair."""

        def __init__(self, query_id: str, chunk_id: str) -> None:
            super().__init__()
            self.query_id = query_id
            self.chunk_id = chunk_id

    def __init__(self, load_heads: Callable[[str], dict[str, str]], *, id: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id)
        self._load_heads = load_heads
        self._view: PairView | None = None
        self._heads: dict[str, str] = {}
        self._heads_for: str | None = None  # the query whose titles are read (or being read)

    def show(self, view: PairView) -> None:
        """Draw the view's query pairs (titles follow once read); a hidden list only remembers the view."""
        self._view = view
        if not self.display:
            return
        if view.query.id != self._heads_for:
            self._heads_for, self._heads = view.query.id, {}
            self._read_heads(view.query.id)
        self._draw()

    def on_show(self) -> None:
        """Shown again: draw the latest view (hidden lists skip drawing)."""
        if self._view is not None:
            self.show(self._view)

    def on_resize(self) -> None:
        """Rows are cut to the width: draw them again at the new one."""
        self._draw()

    def _draw(self) -> None:
        view = self._view
        if view is None:
            return
        here = view.pair_index - 1
        width = self.scrollable_content_region.width - 1  # a row never wraps, the scrollbar may come
        rows = [
            Option(pool_row(entry, view.grade if i == here else entry.grade, self._heads.get(entry.chunk_id),
                            current=i == here, width=width))
            for i, entry in enumerate(view.query_pairs)
        ]
        self.set_options(rows)
        self.border_title = f"pool · {len(rows)}"
        if 0 <= here < len(rows):
            self.highlighted = here

    @thread_worker(group="pool-list")
    def _read_heads(self, query_id: str) -> None:
        heads = self._load_heads(query_id)
        self.app.call_from_thread(self._heads_read, query_id, heads)

    def _heads_read(self, query_id: str, heads: dict[str, str]) -> None:
        if query_id == self._heads_for:  # not a query the list has since left
            self._heads = heads
            self._draw()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """A clicked row asks the screen for its pair."""
        event.stop()
        view = self._view
        if view is not None and 0 <= event.option_index < len(view.query_pairs):
            self.post_message(self.ChunkChosen(view.query.id, view.query_pairs[event.option_index].chunk_id))
