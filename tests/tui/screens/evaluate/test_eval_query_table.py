"""The evaluation screen's Queries table on many queries: a refill adds a batch of rows, not all of
them (adding 7,000 rows froze the UI for seconds), the rest follow the cursor or the scrolled view,
and the newest filter wins however fast it is typed."""

from __future__ import annotations

from textual.widgets import DataTable, Input, Static

from tests.tui.screens.evaluate.test_evaluate_screen import demo_db, demo_template, open_app, open_evaluation, row_keys, settle

__all__ = ["demo_db", "demo_template", "open_app"]  # fixtures, imported for pytest

BATCH = 3  # the demo has 20 queries: a small batch makes it "many"
SMALL = (80, 18)  # a view shorter than the 20 queries


def expected_rows(screen, text_filter: str) -> list[str]:
    """Query ids as the service sorts and filters them for the table's sort."""
    sort = screen.sort
    rows = screen.comparison.sorted_queries(sort.by, run=screen.state.sorted_run, measure=screen.state.shown_measure,
                                            descending=sort.descending, text_filter=text_filter)
    return [r.query_id for r in rows]


async def open_queries_tab(app, pilot):
    """The evaluation screen on its Queries tab, adding BATCH rows at a time."""
    screen = await open_evaluation(app, pilot)
    await pilot.press("2")
    screen.rows_per_batch = BATCH
    return screen


async def scroll_to_the_end(table: DataTable, pilot) -> None:
    """Move the cursor to the last row until no more rows arrive."""
    for _ in range(100):
        count = table.row_count
        table.move_cursor(row=count - 1, animate=False)
        await pilot.pause()
        if table.row_count == count:
            return
    raise AssertionError("rows kept arriving")


async def test_fast_typing_shows_the_rows_of_the_last_filter_a_batch_at_a_time(open_app):
    app = open_app()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_queries_tab(app, pilot)
        table = screen.query_one("#query-table", DataTable)
        field = screen.query_one("#query-filter", Input)
        for text in ("h", "he", "h", "", "e"):  # set faster than any refill could finish
            field.value = text
        await settle(app, pilot)
        expected = expected_rows(screen, "e")
        assert len(expected) > 3 * BATCH
        assert row_keys(table) == expected[: table.row_count]
        screen._draw_queries()  # a refill (as a keystroke makes) adds the rows in view, never every row
        assert BATCH <= table.row_count < len(expected) and row_keys(table) == expected[: table.row_count]
        assert f"{len(expected)}/{len(screen.comparison.queries)} queries" in screen.query_one(
            "#sort-line", Static).content.plain
        await scroll_to_the_end(table, pilot)
        assert row_keys(table) == expected


async def test_scrolling_the_view_brings_the_next_rows(open_app):
    app = open_app()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_queries_tab(app, pilot)
        await pilot.press("o")  # a refill with the small batch
        await settle(app, pilot)
        table = screen.query_one("#query-table", DataTable)
        expected = expected_rows(screen, "")
        shown = table.row_count
        assert shown < len(expected) and row_keys(table) == expected[:shown]
        table.scroll_to(y=table.max_scroll_y, animate=False, immediate=True)
        await pilot.pause()
        assert table.row_count > shown and row_keys(table) == expected[: table.row_count]


async def test_the_cursor_stays_on_its_query_beyond_the_first_batch(open_app):
    app = open_app()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_queries_tab(app, pilot)
        table = screen.query_one("#query-table", DataTable)
        await scroll_to_the_end(table, pilot)
        last = row_keys(table)[-1]
        screen.query_one("#query-filter", Input).value = ""  # a refill with the same rows
        screen._draw_queries()
        await pilot.pause()
        assert screen.highlighted_query() == last
