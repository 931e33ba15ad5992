"""The footer every screen shows: Textual's, compact below COMPACT_BELOW columns so each key fits at 80."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events
from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

if TYPE_CHECKING:
    from textual.screen import Screen

COMPACT_BELOW = 100  # columns: from here every screen's keys fit with Textual's roomier spacing


class Footer(TextualFooter):
    """Textual's footer, with one space between keys (compact) on a terminal narrower than COMPACT_BELOW."""

    def on_mount(self) -> None:
        """Compact or not from the first draw."""
        self.compact = self.app.size.width < COMPACT_BELOW

    def on_resize(self, event: events.Resize) -> None:
        """Compact or not as the terminal's width changes."""
        self.compact = event.size.width < COMPACT_BELOW

    _keys_composed: object = None  # what the keys on show were composed from (keys_wanted)

    def bindings_changed(self, screen: Screen) -> None:
        """Textual's: the keys follow the screen's bindings while the app has focus; but they are composed
        again only if what they show changed. Textual composed them at every change the screen announced,
        and a served app gets one as the page takes focus, with the keys it already shows."""
        self._bindings_ready = True
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            self.call_after_refresh(self._compose_if_changed)

    async def _compose_if_changed(self) -> None:
        if self.is_attached and self.keys_wanted() != self._keys_composed:
            await self.recompose()

    def keys_wanted(self) -> object:
        """All that Textual's compose reads to make the keys: the shown bindings with their key's display,
        whether each is enabled and its tooltip, and the palette's key (None: no key yet)."""
        if not self._bindings_ready:
            return None
        app = self.app
        active = self.screen.active_bindings
        shown = tuple((binding, app.get_key_display(binding), enabled, tooltip)
                      for _, binding, enabled, tooltip in active.values() if binding.show)
        palette = active.get(app.COMMAND_PALETTE_BINDING) if self.show_command_palette and app.ENABLE_COMMAND_PALETTE else None
        palette_key = None if palette is None else (palette.binding, app.get_key_display(palette.binding), palette.enabled,
                                                    palette.tooltip)
        return shown, palette_key, self.combine_groups

    def compose(self) -> ComposeResult:
        """Textual's keys, each born with the compactness it is given once mounted.

        A key's class follows its compactness only once mounted, and the keys Textual binds to the footer
        take its value then too: each would be styled, then restyled, at every start and every change of
        the bindings. The palette's key is not bound to the footer in Textual: it keeps a key's default,
        compact (reading it here would run its watcher, the restyle this spares)."""
        self._keys_composed = self.keys_wanted()
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                compact = True if widget.has_class("-command-palette") else self.compact
                widget.set_reactive(FooterKey.compact, compact)
                widget.set_class(compact, "-compact", update=False)
            yield widget
