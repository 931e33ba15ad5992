"""Tables of numbers that never cut a number short.

Rich shrinks a table that is wider than the console and ends cells with "…": a value read as
0.44… is a wrong number. So: piped output (no terminal) is as wide as the table needs; on a terminal
too narrow for the wide layout (runs as columns), the same numbers go in a long layout (one row per
run and measure), which fits any width.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Console
from rich.measure import Measurement
from rich.table import Table

from labeler.cli.terminal.console import PIPED_WIDTH


def fits(console: Console, table: Table) -> bool:
    """Whether the table's natural width fits the console (no cell would be shrunk)."""
    unbounded = console.options.update(max_width=PIPED_WIDTH)  # measure what the table wants, not what it gets
    return Measurement.get(console, unbounded, table).maximum <= console.width


def print_fitting(console: Console, wide: Table, long: Callable[[], Table]) -> None:
    """Print ``wide`` when it fits, else the table ``long()`` builds (the same cells, one per row)."""
    console.print(wide if fits(console, wide) else long())
