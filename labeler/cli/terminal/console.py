"""The console command output goes to: rich's, at the terminal's width, or unbounded when piped.

rich is imported only when the console is made, so a piped `labeler eval` whose output
labeler.cli.terminal.plain_table writes never loads it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

PIPED_WIDTH = 10_000  # a console that is not a terminal has no width to respect


def output_console() -> Console:
    """The console for command output: the terminal's width, or unbounded when piped."""
    from rich.console import Console

    console = Console(highlight=False)
    if not console.is_terminal:
        console = Console(highlight=False, width=PIPED_WIDTH)
    return console
