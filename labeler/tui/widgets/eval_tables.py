"""The evaluation screen's summary and per-query tables, filled from a Comparison (no state kept here)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.text import Text
from textual.coordinate import Coordinate
from textual.widgets import DataTable, Static

from labeler.tui.widgets.eval_estimates import covered, hybrid_cell, hybrid_legend, plain_cell
from labeler.tui.widgets.eval_format import SortSpec, legend, run_label, summary_cell

if TYPE_CHECKING:
    from labeler.services.estimation.app_view import AppEstimate
    from labeler.services.evaluation.comparison import Comparison, QueryRow
    from labeler.tui.widgets.query_view import QueryView

# Widest content of each numeric per-query column kind (its label may be wider).
CONTENT_WIDTH = {"value": 5, "diff": 6, "judged": 4, "rel": 3}


def fill_summary(table: DataTable, legend_box: Static, message_box: Static, comparison: Comparison | None,
                 error: str | None, estimate: AppEstimate | None = None, estimate_lines: Text | None = None) -> None:
    """One row per run, one column per measure; the error (or 'Computing…') instead when there is one.
    With a hybrid estimate, the measures it covers show value ± half-width, the others are marked;
    estimate_lines (how the estimate was made) go over the legend."""
    table.clear(columns=True)
    if comparison is None or error:
        legend_box.update("")
        message_box.update(Text(error or "Computing…"))
        return
    message_box.update("")
    hybrid = estimate if estimate is not None and estimate.hybrid is not None else None
    rows = [[run_label(comparison, summary.name)]
            + [summary_cell(comparison, summary.name, m) if hybrid is None
               else hybrid_cell(comparison, hybrid, summary.name, m) if covered(hybrid, m)
               else plain_cell(comparison, summary.name, m) for m in comparison.measure_names]
            for summary in comparison.runs]
    labels = [Text("run"), *(Text(name) for name in comparison.measure_names)]
    # widths measured here, not on the table's idle: a redraw racing a resize left them at the labels'
    for index, (key, label) in enumerate(zip(["run", *comparison.measure_names], labels)):
        table.add_column(label, key=key, width=max(text_width(t) for t in [label, *(row[index] for row in rows)]))
    for summary, row in zip(comparison.runs, rows):
        table.add_row(*row, height=4, key=summary.name)
    words = legend(comparison) if hybrid is None else hybrid_legend(comparison)
    legend_box.update(Text.assemble(estimate_lines, "\n", words) if estimate_lines else words)


def text_width(text: Text) -> int:
    """Cells taken by the widest line of a Text."""
    return max((cell_len(line) for line in text.plain.split("\n")), default=0)


def highlighted_row(table: DataTable) -> str | None:
    """Key of the row under the table's cursor, if any (constant time, whatever the row count)."""
    if table.row_count == 0 or not table.is_valid_coordinate(Coordinate(table.cursor_row, 0)):
        return None
    return table.coordinate_to_cell_key(Coordinate(table.cursor_row, 0)).row_key.value


@dataclass
class QueryFill:
    """The per-query rows of one fill, added to the table a batch at a time (each batch is quick,
    so the UI thread answers keys between batches); the cursor goes to its query when that lands."""

    view: QueryView
    rows: list[QueryRow]
    measure: str
    id_width: int
    text_width: int
    cursor_index: int | None = None  # where the query under the cursor is in rows
    added: int = 0

    @property
    def done(self) -> bool:
        """Whether every row is in the table."""
        return self.added >= len(self.rows)

    def add_batch(self, table: DataTable, size: int) -> None:
        """Add the next rows (at most size) to the table."""
        batch = self.rows[self.added: self.added + size]
        for row in batch:
            table.add_row(*self.view.cells(row, self.measure, self.id_width, self.text_width), key=row.query_id)
        self.added += len(batch)
        if self.cursor_index is not None and self.cursor_index < self.added:
            table.move_cursor(row=self.cursor_index, animate=False)
            self.cursor_index = None


def fill_queries(table: DataTable, sort_line: Static, view: QueryView | None, sort: SortSpec, measure: str | None,
                 text_filter: str | None, screen_width: int, *, first_batch: int,
                 to_top: bool = False) -> QueryFill | None:
    """One row per query, sorted and filtered: the table is cleared and gets its columns and first
    batch of rows; the fill returned adds the rest (None: nothing left). The cursor stays on its query,
    or goes to the top row (to_top: after a re-sort, where the query under the cursor has moved
    somewhere arbitrary)."""
    cursor_key = None if to_top else highlighted_row(table)
    table.clear(columns=True)
    if view is None or measure is None:
        sort_line.update("")
        return None
    comparison = view.comparison
    columns = view.columns
    fixed = sum(max(CONTENT_WIDTH[key.partition(":")[0]], *(len(line) for line in label.plain.split("\n"))) + 2
                for key, label, _ in columns if key not in ("text", "query"))
    rows = view.rows(sort, measure, text_filter or None)
    id_width = min(max((len(r.query_id) for r in comparison.queries), default=5), 16)
    text_width = max(12, min(60, screen_width - fixed - (id_width + 2) - 6))  # borders, scrollbar
    for key, label, _ in columns:
        table.add_column(label, key=key, width=text_width if key == "text" else None)
    cursor_index = next((i for i, r in enumerate(rows) if r.query_id == cursor_key), None)
    fill = QueryFill(view, rows, measure, id_width, text_width, cursor_index)
    # the rows down to the query under the cursor come now, so it stays there (rows past it follow later)
    fill.add_batch(table, first_batch if cursor_index is None else max(first_batch, cursor_index + 1))
    line = Text("sorted by ", style="dim")
    line.append(sort.words(comparison, measure), style="bold")
    line.append(f"  {len(rows)}/{len(comparison.queries)} queries · values: {measure}", style="dim")
    line.append("  s sort · o reverse · m measure · enter drill down", style="dim")
    sort_line.update(line)
    if to_top:
        table.move_cursor(row=0, column=0, animate=False)
        table.scroll_home(animate=False, immediate=True)
    return None if fill.done else fill
