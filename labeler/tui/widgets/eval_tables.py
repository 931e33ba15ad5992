"""The evaluation screen's summary and per-query tables, filled from a Comparison (no state kept here)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import DataTable, Static

from labeler.tui.widgets.eval_format import SortSpec, legend, query_cells, query_columns, run_label, summary_cell

if TYPE_CHECKING:
    from labeler.services.comparison import Comparison

# Widest content of each numeric per-query column kind (its label may be wider).
CONTENT_WIDTH = {"value": 5, "diff": 6, "judged": 4, "rel": 3}


def fill_summary(table: DataTable, legend_box: Static, message_box: Static, comparison: Comparison | None,
                 error: str | None) -> None:
    """One row per run, one column per measure; the error (or 'Computing…') instead when there is one."""
    table.clear(columns=True)
    if comparison is None or error:
        legend_box.update("")
        message_box.update(Text(error or "Computing…"))
        return
    message_box.update("")
    table.add_column("run", key="run")
    for name in comparison.measure_names:
        table.add_column(Text(name), key=name)
    for summary in comparison.runs:
        cells = [summary_cell(comparison, summary.name, m) for m in comparison.measure_names]
        table.add_row(run_label(comparison, summary.name), *cells, height=4, key=summary.name)
    legend_box.update(legend(comparison))


def highlighted_row(table: DataTable) -> str | None:
    """Key of the row under the table's cursor, if any."""
    if table.row_count == 0 or not table.is_valid_row_index(table.cursor_row):
        return None
    return table.ordered_rows[table.cursor_row].key.value


def fill_queries(table: DataTable, sort_line: Static, comparison: Comparison | None, sort: SortSpec,
                 measure: str | None, text_filter: str | None, screen_width: int, *, to_top: bool = False) -> None:
    """One row per query, sorted and filtered; the cursor stays on its query, or goes to the top row
    (to_top: after a re-sort, where the query under the cursor has moved somewhere arbitrary)."""
    cursor_key = None if to_top else highlighted_row(table)
    table.clear(columns=True)
    if comparison is None or measure is None:
        sort_line.update("")
        return
    columns = query_columns(comparison)
    fixed = sum(max(CONTENT_WIDTH[key.partition(":")[0]], *(len(line) for line in label.plain.split("\n"))) + 2
                for key, label, _ in columns if key not in ("text", "query"))
    run = sort.run or comparison.default_run
    rows = comparison.sorted_queries(sort.by, run=run, measure=measure, descending=sort.descending,
                                     text_filter=text_filter or None)
    id_width = min(max((len(r.query_id) for r in comparison.queries), default=5), 16)
    text_width = max(12, min(60, screen_width - fixed - (id_width + 2) - 6))  # borders, scrollbar
    for key, label, _ in columns:
        table.add_column(label, key=key, width=text_width if key == "text" else None)
    for row in rows:
        table.add_row(*query_cells(comparison, row, columns, measure, id_width, text_width), key=row.query_id)
    line = Text("sorted by ", style="dim")
    line.append(sort.words(comparison, measure), style="bold")
    line.append(f"  {len(rows)}/{len(comparison.queries)} queries · values: {measure}", style="dim")
    line.append("  s sort · o reverse · m measure · enter drill down", style="dim")
    sort_line.update(line)
    if cursor_key is not None and cursor_key in {r.query_id for r in rows}:
        table.move_cursor(row=table.get_row_index(cursor_key), animate=False)
    elif to_top:
        table.move_cursor(row=0, column=0, animate=False)
        table.scroll_home(animate=False, immediate=True)
