"""The footer every screen shows: Textual's, compact below COMPACT_BELOW columns so each key fits at 80."""

from __future__ import annotations

from textual import events
from textual.widgets import Footer as TextualFooter

COMPACT_BELOW = 100  # columns: from here every screen's keys fit with Textual's roomier spacing


class Footer(TextualFooter):
    """Textual's footer, with one space between keys (compact) on a terminal narrower than COMPACT_BELOW."""

    def on_mount(self) -> None:
        """Compact or not from the first draw."""
        self.compact = self.app.size.width < COMPACT_BELOW

    def on_resize(self, event: events.Resize) -> None:
        """Compact or not as the terminal's width changes."""
        self.compact = event.size.width < COMPACT_BELOW
