"""The query at the top of the label screen: id, text, description and narrative."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from labeler.domain import Query
from labeler.tui.widgets.safe_text import plain


class QueryPanel(VerticalScroll, can_focus=False):
    """Scrollable when a long narrative does not fit its few lines."""

    def compose(self) -> ComposeResult:
        yield Static(id="query-text")

    def show(self, query: Query) -> None:
        """Draw a query (all its text is untrusted)."""
        text = Text()
        text.append(plain(query.id, style="bold underline"))
        text.append("  ")
        if query.text.strip():
            text.append(plain(query.text, style="bold"))
        else:
            text.append("This query has no text in the database: `labeler import queries FILE` adds it.", style="italic")
        if query.description:
            text.append("\n")
            text.append(plain(query.description, style="italic"))
        if query.narrative:
            text.append("\n")
            text.append("Narrative: ", style="dim bold")
            text.append(plain(query.narrative, style="dim"))
        self.query_one("#query-text", Static).update(text)
        self.scroll_home(animate=False)
