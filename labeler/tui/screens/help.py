"""The help screen (`?`): every key as currently bound, and the full grading rubric."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from labeler.domain import GRADE_RUBRIC
from labeler.tui.screens.label import LABEL_BINDINGS

EXTRA_KEYS = (
    ("ctrl+p", "command palette: go to query, queue filter, export qrels, evaluation, LLM prefill, theme"),
    ("ctrl+q", "quit"),
    ("mouse", "click and scroll anywhere"),
)


def keys_table(app) -> Table:
    """Key -> what it does, with the app's keymap applied (rebound keys show their new key)."""
    table = Table(show_header=True, header_style="bold", box=None, expand=True, padding=(0, 2, 0, 0))
    table.add_column("key", no_wrap=True)
    table.add_column("does")
    keymap = getattr(app, "_keymap", {}) or {}
    for binding in LABEL_BINDINGS:
        keys = keymap.get(binding.id, binding.key) if binding.id else binding.key
        shown = ", ".join(app.get_key_display(Binding(k.strip(), "")) for k in keys.split(","))
        table.add_row(Text(shown, style="bold"), Text(binding.description))
    for key, does in EXTRA_KEYS:
        table.add_row(Text(key, style="bold"), Text(does))
    return table


def rubric_table() -> Table:
    """The 0-3 grading rubric in full."""
    table = Table(show_header=False, box=None, expand=True, padding=(0, 2, 0, 0))
    table.add_column(no_wrap=True)
    table.add_column()
    for grade, words in GRADE_RUBRIC.items():
        table.add_row(Text(str(grade), style="bold"), Text(words))
    return table


class HelpScreen(ModalScreen[None]):
    """Closes on escape, q or ?."""

    BINDINGS = [
        Binding("escape,q,question_mark", "close", "close", id="labeler.help_close"),
    ]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            yield Static(Text("Keys", style="bold underline"))
            yield Static(keys_table(self.app), id="help-keys")
            yield Static(Text("\nGrading rubric", style="bold underline"))
            yield Static(rubric_table(), id="help-rubric")
            yield Static(
                Text(
                    "\nA grade is saved the moment you press it. Rebind keys in "
                    "~/.config/labeler/keymap.toml (binding id = \"keys\"). escape closes.",
                    style="dim",
                )
            )

    def action_close(self) -> None:
        """Back to labeling."""
        self.dismiss(None)
