"""A small dialog to add or edit the note of the pair on screen."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static


class NoteScreen(ModalScreen[str | None]):
    """Dismisses with the new note ("" clears it), or None when cancelled."""

    BINDINGS = [Binding("escape", "cancel", "cancel", id="labeler.note_cancel")]

    def __init__(self, note: str) -> None:
        super().__init__(id="note-dialog")
        self._note = note

    def compose(self) -> ComposeResult:
        with Vertical(id="note-box"):
            yield Static("Note on this pair  (enter saves, escape cancels, empty clears)", markup=False)
            yield Input(value=self._note, placeholder="why this grade?", id="note-input")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value)

    def action_cancel(self) -> None:
        """Close without saving."""
        self.dismiss(None)
