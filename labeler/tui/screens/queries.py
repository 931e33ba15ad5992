"""The query list: every query with pairs, judged/total for you, enter jumps to it."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from labeler.services.labeling import LabelingSession
from labeler.tui.messages import QueriesCounted
from labeler.tui.widgets.safe_text import visible_text
from labeler.tui.workers import ReportsWorkerErrors, thread_worker

TEXT_WIDTH = 200


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
        yield Footer(compact=True)

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_column("#", key="n")
        table.add_column("query", key="id")
        table.add_column("judged", key="judged")
        table.add_column("text", key="text")
        table.loading = True
        table.focus()
        self._count()

    @thread_worker(group="query-list")
    def _count(self) -> None:
        self.post_message(QueriesCounted(self.session.query_progress()))

    def worker_failed(self, group: str, words: str) -> None:
        """The counts could not be read: said, and the table stops loading."""
        self.query_one(DataTable).loading = False
        super().worker_failed(group, words)

    @on(QueriesCounted)
    def _counted(self, message: QueriesCounted) -> None:
        table = self.query_one(DataTable)
        cursor = 0
        for n, progress in enumerate(message.progress):
            done = progress.judged >= progress.total
            table.add_row(
                Text(str(n + 1), style="dim"),
                Text(visible_text(progress.query_id)),
                Text(f"{progress.judged}/{progress.total}", style="bold green" if done else ""),
                Text(visible_text(progress.text[:TEXT_WIDTH]).replace("\n", " ")),
                key=progress.query_id,
            )
            if progress.query_id == self.current_query:
                cursor = n
        table.loading = False
        if message.progress:
            table.move_cursor(row=cursor, animate=False)

    @on(DataTable.RowSelected)
    def _selected(self, event: DataTable.RowSelected) -> None:
        self.dismiss(event.row_key.value)

    def action_close(self) -> None:
        """Back to labeling."""
        self.dismiss(None)
