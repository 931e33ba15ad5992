"""docs/ARCHITECTURE.md's worked example of adding a screen, its module: the imported runs, one line
each. tests/tui/test_screen_registry.py loads it as if it were labeler/tui/screens/runs.py."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from labeler.services.labeling.browsing import imported_runs
from labeler.storage import Repository
from labeler.tui.widgets.footer import Footer
from labeler.tui.widgets.safe_text import visible_text
from labeler.tui.workers import ReportsWorkerErrors, thread_worker


class RunsScreen(ReportsWorkerErrors, Screen[None]):
    """The imported runs: name, rows and queries."""

    BINDINGS = [Binding("escape", "close", "back", id="labeler.runs.close")]
    WORKER_FAILURES = {"runs": "cannot list the runs"}

    def __init__(self, repository: Repository) -> None:
        super().__init__(id="runs")
        self.repository = repository

    def compose(self) -> ComposeResult:
        yield Static(Text("reading the runs..."), id="runs-list")
        yield Footer()

    def on_mount(self) -> None:
        self._read()

    @thread_worker(group="runs")
    def _read(self) -> None:
        lines = [f"{visible_text(run.name)}: {run.n_rows:,} rows, {run.n_queries:,} queries"
                 for run in imported_runs(self.repository)]
        self.app.call_from_thread(self.show, "\n".join(lines) or "no run imported")

    def show(self, lines: str) -> None:
        """The list, once read."""
        self.query_one("#runs-list", Static).update(Text(lines))

    def action_close(self) -> None:
        """Back to where it was opened."""
        self.dismiss(None)
