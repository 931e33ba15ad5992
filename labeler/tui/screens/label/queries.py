"""The query list: every query with pairs, judged/total for you, enter jumps to it.

A window of WINDOW queries is read at a time (a queue of 31,250 queries is never listed whole):
first the one around the current query, then, when the cursor reaches the window's first or last
row, the window around that row replaces it. The # column is the query's place in the queue.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from labeler.domain.labeling import QueryProgress
from labeler.services.labeling.session import LabelingSession
from labeler.tui.messages import QueriesCounted
from labeler.tui.widgets.safe_text import visible_text
from labeler.tui.workers import ReportsWorkerErrors, thread_worker

TEXT_WIDTH = 200
WINDOW = 500  # queries read and shown at a time (at least 4: a new window never puts the cursor on its edge)


class QueryWindowRead(QueriesCounted):
    """A window of the query list arrived: its rows, the queue place of its first, the row to focus."""

    def __init__(self, progress: list[QueryProgress], first: int, focus: str | None) -> None:
        super().__init__(progress)
        self.first = first
        self.focus = focus


class QueryListScreen(ReportsWorkerErrors, Screen[str | None]):
    """Dismisses with the chosen query id, or None."""

    BINDINGS = [
        Binding("escape,q,g", "close", "back", id="labeler.queries_close"),
    ]
    WORKER_FAILURES = {"query-list": "queries not read"}

    def __init__(self, session: LabelingSession, current_query: str | None) -> None:
        super().__init__(id="queries")
        self.session = session
        self.current_query = current_query

    def compose(self) -> ComposeResult:
        yield Static(Text("Queries: enter jumps to one, escape goes back", style="bold"), id="queries-title")
        table: DataTable = DataTable(cursor_type="row", zebra_stripes=True, id="query-table")
        yield table
        yield Static(id="query-detail")  # the whole text of the query under the cursor (its cell may be cut)
        yield Footer(compact=True)

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_column("#", key="n")
        table.add_column("query", key="id")
        table.add_column("judged", key="judged")
        table.add_column("text", key="text")
        table.loading = True
        table.focus()
        self._first = 0  # queue place of the table's first row
        self._reading = True  # a window read is under way: edge rows do not ask for another
        self._texts: dict[str, str] = {}  # the window's query texts, for the line under the table
        self._read(None, self.current_query)

    @thread_worker(group="query-list")
    def _read(self, first: int | None, focus: str | None) -> None:
        """Read the window from place first (None: the one centred on focus, the current query)."""
        if first is None:
            place = self.session.query_place(focus) if focus is not None else None
            first = max(0, (place or 0) - WINDOW // 2)
        self.post_message(QueryWindowRead(self.session.query_progress(first, WINDOW), first, focus))

    def worker_failed(self, group: str, words: str) -> None:
        """The counts could not be read: said, and the table stops loading."""
        self.query_one(DataTable).loading = False
        super().worker_failed(group, words)

    @on(QueryWindowRead)
    def _counted(self, message: QueryWindowRead) -> None:
        table = self.query_one(DataTable)
        first, focus = message.first, message.focus
        table.clear()
        self._first = first
        cursor = 0
        for n, progress in enumerate(message.progress):
            done = progress.judged >= progress.total
            table.add_row(
                Text(str(first + n + 1), style="dim"),
                Text(visible_text(progress.query_id)),
                Text(f"{progress.judged}/{progress.total}", style="bold green" if done else ""),
                Text(visible_text(progress.text[:TEXT_WIDTH]).replace("\n", " ")),
                key=progress.query_id,
            )
            if progress.query_id == focus:
                cursor = n
        self._texts = {p.query_id: p.text for p in message.progress}
        table.loading = False
        if message.progress:
            table.move_cursor(row=cursor, animate=False)
            self._show_detail(message.progress[cursor].query_id)
        self._reading = False

    def _show_detail(self, query_id: str | None) -> None:
        text = Text()
        if query_id is not None and query_id in self._texts:
            text.append(visible_text(query_id), style="bold")
            text.append("  " + visible_text(self._texts[query_id]))
        self.query_one("#query-detail", Static).update(text)

    @on(DataTable.RowHighlighted)
    def _edge_reached(self, event: DataTable.RowHighlighted) -> None:
        """At the window's first or last row, read the window around that row (if there is more)."""
        table = self.query_one(DataTable)
        self._show_detail(event.row_key.value)
        if self._reading or event.row_key.value is None or event.cursor_row != table.cursor_row:
            return  # a read under way, or a stale event (refilling the table highlighted row 0 first)
        row = event.cursor_row
        more_below = self._first + table.row_count < self.session.query_count
        if row == 0 and self._first > 0:
            first = max(0, self._first - WINDOW // 2)
        elif row == table.row_count - 1 and more_below and table.row_count >= WINDOW:
            first = self._first + row - WINDOW // 2
        else:
            return
        self._reading = True
        self._read(first, event.row_key.value)

    @on(DataTable.RowSelected)
    def _selected(self, event: DataTable.RowSelected) -> None:
        self.dismiss(event.row_key.value)

    def action_close(self) -> None:
        """Back to labeling."""
        self.dismiss(None)
