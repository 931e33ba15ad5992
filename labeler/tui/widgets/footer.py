"""The footer every screen shows: Textual's, compact below COMPACT_BELOW columns so each key fits at 80."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

COMPACT_BELOW = 100  # columns: from here every screen's keys fit with Textual's roomier spacing


class Footer(TextualFooter):
    """Textual's footer, with one space between keys (compact) on a terminal narrower than COMPACT_BELOW."""

    def on_mount(self) -> None:
        """Compact or not from the first draw."""
        self.compact = self.app.size.width < COMPACT_BELOW

    def on_resize(self, event: events.Resize) -> None:
        """Compact or not as the terminal's width changes."""
        self.compact = event.size.width < COMPACT_BELOW

    def compose(self) -> ComposeResult:
        """Textual's keys, each born with the compactness it is given once mounted.

        A key's class follows its compactness only once mounted, and the keys Textual binds to the footer
        take its value then too: each would be styled, then restyled, at every start and every change of
        the bindings. The palette's key is not bound to the footer in Textual: it keeps a key's default,
        compact (reading it here would run its watcher, the restyle this spares)."""
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                compact = True if widget.has_class("-command-palette") else self.compact
                widget.set_reactive(FooterKey.compact, compact)
                widget.set_class(compact, "-compact", update=False)
            yield widget
