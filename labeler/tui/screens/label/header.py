"""The label screen's header line and the words it says about writes: NOT SAVED, or waiting for the database."""

from __future__ import annotations

from rich.text import Text

from labeler.domain.errors import DatabaseFileLost, ProjectReplaced
from labeler.services.labeling.pair_view import PairView
from labeler.tui.widgets.safe_text import plain

STOPPED_ADVICE = ("grading is stopped, as nothing more can be saved to it: q quits; then restore the file "
                  "(or point --db at the right one) and start labeler again")

def stopped_reminder(error: DatabaseFileLost) -> str:
    """What a key refused after the database file was lost (or now holds another project) says."""
    return f"Grading is stopped: {error.cause}, so nothing is saved. q quits."


def stopped_banner(error: DatabaseFileLost) -> str:
    """The header's banner once grading is stopped."""
    lost = "PROJECT REPLACED" if isinstance(error, ProjectReplaced) else "DATABASE FILE LOST"
    return f"  {lost}: NOT SAVED, q quits"


def waiting_words(seconds: float, what: str, waiting_keys: int) -> str:
    """What the screen says while a write waits for another writer to let go of the database."""
    keys = f"; {waiting_keys} more key{'s' if waiting_keys != 1 else ''} wait{'s' if waiting_keys == 1 else ''} behind it" \
        if waiting_keys else ""
    return (f"Saving {what}: another writer has held the database for {seconds:.0f} s. It is kept and saved as soon "
            f"as the database is free{keys}; nothing is lost.")


def header_text(annotator: str, view: PairView | None, *, stopped: DatabaseFileLost | None = None) -> Text:
    """'labeler · annotator NAME · queue: unjudged · blind' (with a NOT SAVED banner once stopped)."""
    text = Text.assemble(("labeler", "bold"), ("  annotator ", "dim"))
    text.append(plain(annotator, style="bold"))
    if stopped is not None:
        text.append(stopped_banner(stopped), style="bold reverse red")
    if view is not None:
        text.append("  queue ", style="dim")
        text.append(view.queue_filter.label, style="bold")
        if view.blind:
            text.append("  blind", style="bold reverse")
        if view.consistency_check:
            text.append("  consistency check", style="bold reverse")
    return text
