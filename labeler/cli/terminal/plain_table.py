"""A table of plain ASCII cells written as rich writes it to a pipe, without rich's layout engine.

`labeler eval`'s wide table (runs as columns) goes through rich's Table on a terminal; piped, with
no colour, rich's output is plain text in a fixed layout (HEAVY_HEAD box, no outer edge, one space
of padding inside, none at the table's edges), which this writes directly: for many runs rich's
measuring and rendering cost more than scoring them (docs/BENCHMARKS.md). Only cells of printable ASCII
with no blank at either end are written here (one character, one column); anything else, a
terminal, colour or a table wider than the console returns None and the caller asks rich.
tests/unit/cli/terminal/test_cli_plain_table.py holds the output byte for byte to rich's.

PipedOutput is stdout for a table and the lines after it: while stdout is a pipe rich would write
to without colour or escapes (no terminal, no FORCE_COLOR or TTY_COMPATIBLE, not Jupyter, IDLE or
Windows), each piece it can lay out is written directly, so a piped `labeler eval` never imports
rich; any other piece goes to rich's output console, on the same stdout.
"""

from __future__ import annotations

import builtins
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from labeler.cli.terminal.console import PIPED_WIDTH

_HEAD_SEPARATOR, _BODY_SEPARATOR, _RULE, _RULE_CROSS = "┃", "│", "━", "╇"


def plain_table_text(console: Any, header: Sequence[str], right: Sequence[bool],
                     rows: Sequence[Sequence[str]]) -> str | None:
    """The text rich would print for a Table(show_edge=False, pad_edge=False) with these header
    cells and rows (``right``: the column is right-justified), every cell no_wrap, on ``console``;
    None when this cannot promise rich's bytes (see the module docstring)."""
    if console.is_terminal or console.color_system is not None or console.legacy_windows:
        return None
    if not all(_plain(cell) for cell in header) or not all(_plain(cell) for row in rows for cell in row):
        return None
    widths = [len(cell) for cell in header]
    for row in rows:
        widths = [max(width, len(cell)) for width, cell in zip(widths, row)]
    last = len(widths) - 1
    if sum(widths) + 3 * last > console.width:  # rich would shrink it: the caller's long layout
        return None

    def line(cells: Sequence[str], separator: str) -> str:
        parts = []
        for at, (cell, width) in enumerate(zip(cells, widths)):
            text = cell.rjust(width) if right[at] else cell.ljust(width)
            parts.append((" " if at else "") + text + (" " if at < last else ""))
        return separator.join(parts)

    rule = _RULE_CROSS.join(_RULE * (width + (at > 0) + (at < last)) for at, width in enumerate(widths))
    lines = [line(header, _HEAD_SEPARATOR), rule, *(line(row, _BODY_SEPARATOR) for row in rows)]
    return "\n".join(lines) + "\n"


def _plain(cell: str) -> bool:
    # rich trims a blank at a justified cell's end: such cells go to rich
    return cell.isascii() and cell.isprintable() and not cell.startswith(" ") and not cell.endswith(" ")


@dataclass(frozen=True)
class _Pipe:
    """What plain_table_text reads of a console, as rich's output console has it on a plain pipe."""

    is_terminal: bool = False
    color_system: None = None
    legacy_windows: bool = False
    width: int = PIPED_WIDTH


class PipedOutput:
    """stdout for a table and the lines after it, written as rich's output console
    (labeler.cli.terminal.console.output_console) writes them: directly where that is certain to be
    the same bytes, through rich otherwise (see the module docstring)."""

    def __init__(self) -> None:
        self._plain = _plain_pipe()
        self._console: Any = None

    def console(self) -> Any:
        """rich's output console, made on first use."""
        if self._console is None:
            from labeler.cli.terminal.console import output_console

            self._console = output_console()
        return self._console

    def table(self, header: Sequence[str], right: Sequence[bool], rows: Sequence[Sequence[str]]) -> bool:
        """Write the table plain_table_text lays out and return True, or return False: rich prints it."""
        text = plain_table_text(_Pipe(), header, right, rows) if self._plain else None
        if text is None:
            return False
        sys.stdout.write(text)
        return True

    def line(self, text: str, style: str = "") -> None:
        """One line of text (shown in ``style`` on a terminal), as console.print(Text(text, style=style))."""
        if self._plain and _plain(text) and len(text) <= PIPED_WIDTH:
            sys.stdout.write(text + "\n")
            sys.stdout.flush()  # as rich flushes after each print
            return
        from rich.text import Text

        self.console().print(Text(text, style=style))


def _plain_pipe() -> bool:
    """Whether rich's console on stdout would be no terminal and have no colour system (its
    Console.is_terminal and _detect_color_system); False whenever that is not certain."""
    if sys.platform == "win32" or hasattr(builtins, "get_ipython") or "idlelib" in sys.modules:
        return False
    if "FORCE_COLOR" in os.environ or "TTY_COMPATIBLE" in os.environ:
        return False
    stdout = sys.stdout
    if stdout is None or hasattr(stdout, "rich_proxied_file"):
        return False
    try:
        return not stdout.isatty()
    except (AttributeError, ValueError):  # no isatty, or closed: rich asks no further either
        return False
