"""The per-query table of one comparison, prepared so a refill on every filter keystroke is cheap.

Sorted orders are kept per sort, the lowered id and text of every query once, and the formatted
cells of the latest (measure, widths): a keystroke then only scans 7,000 strings and hands ready
cells to the table. Filtering a sorted order gives exactly Comparison.sorted_queries with that
filter, since the sort is a total order (query id breaks ties) and the filter keeps or drops
whole rows. Built in the evaluation worker, read on the UI thread.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labeler.tui.screens.evaluate.cells import QueryColumn, SortSpec, query_cells, query_columns

if TYPE_CHECKING:
    from rich.text import Text

    from labeler.services.evaluation.comparison import Comparison, QueryRow


class QueryView:
    """Sorted, filtered and formatted per-query rows of one comparison, cached."""

    def __init__(self, comparison: Comparison) -> None:
        self.comparison = comparison
        self.columns: list[QueryColumn] = query_columns(comparison)
        self.by_id = {r.query_id: r for r in comparison.queries}
        self._lowered = {r.query_id: (r.query_id.casefold(), (r.text or "").casefold()) for r in comparison.queries}
        self._orders: dict[tuple[str, str, str, bool], list[QueryRow]] = {}
        self._cells_for: tuple[str, int, int] | None = None
        self._cells: dict[str, list[Text]] = {}
        self.rows(SortSpec(), comparison.gap_measure, None)  # the order a first fill shows, made now

    def rows(self, sort: SortSpec, measure: str, text_filter: str | None) -> list[QueryRow]:
        """Rows as Comparison.sorted_queries gives them for this sort, measure and filter."""
        run = sort.run or self.comparison.default_run
        key = (sort.by, run, measure, sort.descending)
        ordered = self._orders.get(key)
        if ordered is None:
            ordered = self._orders[key] = self.comparison.sorted_queries(
                sort.by, run=run, measure=measure, descending=sort.descending)
        if not text_filter:
            return ordered
        needle = text_filter.casefold()
        lowered = self._lowered
        return [r for r in ordered if needle in lowered[r.query_id][0] or needle in lowered[r.query_id][1]]

    def cells(self, row: QueryRow, measure: str, id_width: int, text_width: int) -> list[Text]:
        """The row's cells (query_cells), kept for the latest measure and widths only."""
        key = (measure, id_width, text_width)
        if key != self._cells_for:  # one set kept: a new measure or width replaces the old cells
            self._cells_for, self._cells = key, {}
        cells = self._cells.get(row.query_id)
        if cells is None:
            cells = self._cells[row.query_id] = query_cells(self.comparison, row, self.columns, measure, id_width,
                                                            text_width)
        return cells
