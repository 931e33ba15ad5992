"""A table of plain ASCII cells written as rich writes it to a pipe, without rich's layout engine.

`labeler eval`'s wide table (runs as columns) goes through rich's Table on a terminal; piped, with
no colour, rich's output is plain text in a fixed layout (HEAVY_HEAD box, no outer edge, one space
of padding inside, none at the table's edges), which this writes directly: for many runs rich's
measuring and rendering cost more than scoring them (docs/BENCHMARKS.md). Only cells of printable ASCII
with no blank at either end are written here (one character, one column); anything else, a
terminal, colour or a table wider than the console returns None and the caller asks rich.
tests/unit/cli/terminal/test_cli_plain_table.py holds the output byte for byte to rich's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

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
