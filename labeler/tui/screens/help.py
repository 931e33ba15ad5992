"""The help screen (`?`): every key as currently bound, and the full grading rubric."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from labeler.domain import GRADE_RUBRIC
from labeler.domain.grades import GRADE_WORDS
from labeler.tui.registry import SCREENS, key_shown
from labeler.tui.bindings import LABEL_BINDINGS

CLOSES = "escape closes this help"

# What each key does, in words longer than the footer's.
HELP = {
    **{f"labeler.grade_{words.grade}": f"grade {words.grade}, {words.help}" for words in GRADE_WORDS},
    "labeler.accept": "accept the LLM suggestion as your grade",
    "labeler.previous": "previous pair",
    "labeler.next": "next pair",
    "labeler.skip": "skip for now (see it again with filter 'skipped')",
    "labeler.undo": "undo the last grade or skip, again and again",
    "labeler.note": "add or edit a note on this pair",
    "labeler.search": "search queries and chunks",
    "labeler.filter": "cycle the queue: unjudged, all, LLM-suggested, disagreements, skipped",
    "labeler.blind": "blind mode: hide LLM suggestions until you have graded",
    "labeler.queries": "query list with judged/total; enter jumps",
    "labeler.help": "this help",
    "labeler.narrative": "the topic in full: expand the query's narrative, or collapse it to one line again",
    "labeler.pool_list": "the query's pooled chunks beside the chunk: your grade (· none), best rank, title; "
                         "click one to go to it (shown by default from 150 columns; under 120 it takes the "
                         "rubric panel's place)",
    "labeler.quit": "quit (every grade is already saved)",
}
HELP["labeler.grade_0"] += "; saved, then the next pair"  # said once, on the first grade key

PALETTE = ("ctrl+p", "command palette: go to query, queue filter, export qrels, evaluation and its estimate, "
                     "grading the sample, LLM prefill, self-agreement, theme")
AFTER = (("ctrl+q", "quit"), ("mouse", "click and scroll anywhere"))
# The keys beyond the label screen's: the palette, each screen's key (tui/registry.py), quitting.
EXTRA_KEYS = (PALETTE, *((entry.key, entry.help) for entry in SCREENS if entry.key), *AFTER)


def keys_table(app: App[Any]) -> Table:
    """Key -> what it does, with the app's keymap applied (rebound keys show their new key)."""
    table = Table(show_header=True, header_style="bold", box=None, expand=True, padding=(0, 2, 0, 0))
    table.add_column("key", no_wrap=True)
    table.add_column("does")
    table.add_column("binding id", style="dim", no_wrap=True)
    keymap = getattr(app, "_keymap", {}) or {}
    for binding in LABEL_BINDINGS:
        keys = keymap.get(binding.id, binding.key) if binding.id else binding.key
        shown = ", ".join(app.get_key_display(Binding(k.strip(), "")) for k in keys.split(","))
        table.add_row(Text(shown, style="bold"), Text(HELP.get(binding.id or "", binding.description)), binding.id)
    caller = getattr(app, "caller", None)
    may = caller.may if caller is not None else lambda _action: True
    screens = [(keymap.get(entry.binding_id, entry.key), entry.help) for entry in SCREENS if key_shown(entry, may)]
    for key, does in (PALETTE, *screens, *AFTER):
        table.add_row(Text(key, style="bold"), Text(does), "")
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
        with VerticalScroll(id="help-box") as box:
            box.border_title = "help"
            box.border_subtitle = CLOSES
            yield Static(Text.assemble(("Keys", "bold underline"), ("   " + CLOSES + "; arrows scroll", "bold")),
                         id="help-title")
            yield Static(keys_table(self.app), id="help-keys")
            yield Static(Text("\nGrading rubric", style="bold underline"))
            yield Static(rubric_table(), id="help-rubric")
            yield Static(
                Text(
                    "\nA grade is saved the moment you press it. Rebind keys in "
                    "~/.config/labeler/keymap.toml (binding id = \"keys\"). " + CLOSES + ".",
                    style="dim",
                )
            )

    def action_close(self) -> None:
        """Back to labeling."""
        self.dismiss(None)
