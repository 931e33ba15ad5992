"""A rich progress bar for long imports, as a callback the services understand."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator


@contextmanager
def progress_bar(description: str, *, unit: str = "rows") -> Iterator:
    """Yield an on_progress(done, total) callback drawing a transient bar on stderr. The
    description is drawn as plain text made safe for the terminal (it may hold a model name)."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    console = Console(stderr=True)
    columns = [TextColumn("{task.description}", markup=False), BarColumn(), MofNCompleteColumn() if unit == "rows" else TextColumn("{task.percentage:>3.0f}%"), TimeElapsedColumn()]
    with Progress(*columns, console=console, transient=True, disable=not console.is_terminal) as bar:
        from labeler.domain.untrusted import terminal_text

        task = bar.add_task(terminal_text(description, one_line=True), total=None)

        def on_progress(done: int, total: int | None) -> None:
            bar.update(task, completed=done, total=total)

        yield on_progress
