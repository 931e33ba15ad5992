"""The query at the top of the label screen: id, text, description and narrative.

The narrative is collapsed to one line (ending in an ellipsis) unless the annotator expands it,
so at 80×24 the query takes four rows and most of the chunk stays above the fold.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from labeler.domain import Query
from labeler.tui.widgets.safe_text import plain


def query_text(query: Query) -> Text:
    """Id, text and description of a query (all untrusted text, drawn plain)."""
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
    return text


def narrative_text(narrative: str, *, collapsed: bool) -> Text:
    """'Narrative ▸ …' (collapsed: t expands it) or 'Narrative ▾ …' in full."""
    text = Text("Narrative ▸ " if collapsed else "Narrative ▾ ", style="dim bold")
    # line breaks would defeat the one-line collapse: the collapsed line joins them
    text.append(plain(" ".join(narrative.split()) if collapsed else narrative, style="dim"))
    return text


class QueryPanel(VerticalScroll, can_focus=False):
    """Scrollable when an expanded narrative does not fit its few lines."""

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002  (Textual's name)
        super().__init__(id=id)
        self.narrative_collapsed = True
        self._query: Query | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="query-text")
        yield Static(id="query-narrative", classes="-collapsed")

    def show(self, query: Query) -> None:
        """Draw a query, its narrative collapsed or not as the annotator last chose."""
        self._query = query
        self.query_one("#query-text", Static).update(query_text(query))
        self._draw_narrative()
        self.scroll_home(animate=False)

    def toggle_narrative(self) -> None:
        """Expand the narrative in full, or collapse it to one line again (kept for later queries)."""
        self.narrative_collapsed = not self.narrative_collapsed
        self._draw_narrative()

    def _draw_narrative(self) -> None:
        line = self.query_one("#query-narrative", Static)
        narrative = self._query.narrative if self._query is not None else None
        line.display = bool(narrative)
        line.set_class(self.narrative_collapsed, "-collapsed")
        if narrative:
            line.update(narrative_text(narrative, collapsed=self.narrative_collapsed))
