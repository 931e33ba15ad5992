"""The evaluation screen's summary and per-query tables, filled from a Comparison (no state kept here)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.text import Text
from textual.coordinate import Coordinate
from textual.widgets import DataTable, Static

from labeler.domain.untrusted import terminal_text
from labeler.tui.screens.evaluate.estimates import covered, hybrid_cell, hybrid_legend, plain_cell
from labeler.tui.screens.evaluate.cells import SortSpec, legend, run_label, summary_cell
from labeler.tui.widgets.safe_text import visible_text

if TYPE_CHECKING:
    from labeler.services.estimation.app_view import AppEstimate
    from labeler.services.evaluation.comparison import Comparison, QueryRow
    from labeler.tui.screens.evaluate.query_view import QueryView

# Widest content of each numeric per-query column kind (its label may be wider).
CONTENT_WIDTH = {"value": 5, "diff": 6, "judged": 4, "rel": 3}
# Bounds of the per-query text column: below the minimum TREC DL questions read as "what is th…".
MIN_TEXT_WIDTH = 30
# Beside the summary table: its vertical scrollbar.
SUMMARY_CHROME = 2
# Summary cells are not broken narrower than this ("baseline"; a mean with its mark, "0.474 ▼", is 7).
MIN_CELL_WIDTH = 8
MAX_TEXT_WIDTH = 60


def fill_summary(table: DataTable, legend_box: Static, message_box: Static, comparison: Comparison | None,
                 error: str | None, estimate: AppEstimate | None = None, estimate_lines: Text | None = None,
                 *, screen_width: int = 0, warnings: Sequence[str] = ()) -> None:
    """One row per run, one column per measure; the error (or 'Computing…') instead when there is one.
    With a hybrid estimate, the measures it covers show value ± half-width, the others are marked;
    the holes' warnings (runs whose top k is not fully human-judged) and estimate_lines (how the
    estimate was made) go over the legend. Cells too wide for screen_width together break their lines
    at spaces ('-.200' over 'p<.001'), so every measure stays on screen."""
    table.clear(columns=True)
    if comparison is None or error:
        legend_box.update("")
        message_box.update(Text(error or "Computing…"))
        return
    message_box.update("")
    hybrid = estimate if estimate is not None and estimate.hybrid is not None else None

    def cells(compact: bool) -> list[list[Text]]:
        return [[run_label(comparison, summary.name)]
                + [summary_cell(comparison, summary.name, m, compact=compact) if hybrid is None
                   else hybrid_cell(comparison, hybrid, summary.name, m, compact=compact) if covered(hybrid, m)
                   else plain_cell(comparison, summary.name, m) for m in comparison.measure_names]
                for summary in comparison.runs]

    def measured(rows: list[list[Text]]) -> list[int]:
        return [max(text_width(t) for t in [label, *(row[index] for row in rows)]) for index, label in enumerate(labels)]

    labels = [Text("run"), *(Text(name) for name in comparison.measure_names)]
    rows = cells(compact=False)
    # widths measured here, not on the table's idle: a redraw racing a resize left them at the labels'
    widths = measured(rows)
    if screen_width and sum(w + 2 for w in widths) > screen_width - SUMMARY_CHROME:
        rows = cells(compact=True)
        widths = measured(rows)
        compact = [list(row) for row in rows]
        narrowable = set(range(1, len(labels)))
        while sum(w + 2 for w in widths) > screen_width - SUMMARY_CHROME and narrowable:
            column = max(narrowable, key=lambda j: widths[j])  # the widest column breaks its lines first
            for row, source in zip(rows, compact):
                row[column] = broken_lines(source[column], widths[column] - 1)
            narrower = max(text_width(t) for t in [labels[column], *(row[column] for row in rows)])
            if narrower >= widths[column] or narrower <= MIN_CELL_WIDTH:
                narrowable.discard(column)
            widths[column] = min(narrower, widths[column])
    for key, label, width in zip(["run", *comparison.measure_names], labels, widths):
        table.add_column(label, key=key, width=width)
    for summary, row in zip(comparison.runs, rows):
        table.add_row(*row, height=max(len(cell.plain.split("\n")) for cell in row), key=summary.name)
    words = legend(comparison) if hybrid is None else hybrid_legend(comparison)
    parts = [estimate_lines] if estimate_lines else []
    parts += [Text("\n".join(f"warning: {terminal_text(line, one_line=True)}" for line in warnings), style="yellow")
              ] if warnings else []
    legend_box.update(Text("\n").join([*parts, words]))


def broken_lines(text: Text, width: int) -> Text:
    """text with every line wider than width broken at its last space that fits (styles kept)."""
    pieces: list[Text] = []
    for line in text.split("\n", allow_blank=True):
        while line.cell_len > width and " " in line.plain[1:width + 1]:
            cut = line.plain.rindex(" ", 1, width + 1)
            head, tail = line.divide([cut])
            pieces.append(head)
            line = tail[1:]
        pieces.append(line)
    return Text("\n").join(pieces)


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


def query_detail(view: QueryView | None, query_id: str | None) -> Text:
    """The whole text of the query under the cursor, under the table (its cell may be cut)."""
    row = None if view is None or query_id is None else view.by_id.get(query_id)
    if row is None:
        return Text("")
    text = Text(visible_text(row.query_id), style="bold")
    text.append("  ")
    text.append(visible_text(row.text or ""))
    return text


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
    longest = max((len(r.text or "") for r in comparison.queries), default=0)
    # the text takes what the numbers leave, but never less than a readable MIN_TEXT_WIDTH: the
    # numbers scroll sideways under the query id and text, which stay (fixed columns)
    room = screen_width - fixed - (id_width + 2) - 6  # borders, scrollbar
    text_width = min(max(longest, 4), max(MIN_TEXT_WIDTH, min(MAX_TEXT_WIDTH, room)))
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
    if fixed + id_width + 2 + text_width + 2 + 6 > screen_width:
        line.append(" · ← → more columns", style="bold")
    sort_line.update(line)
    if to_top:
        table.move_cursor(row=0, column=0, animate=False)
        table.scroll_home(animate=False, immediate=True)
    return None if fill.done else fill
