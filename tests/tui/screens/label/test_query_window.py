"""The query list reads a window of queries at a time, around the current query, and the window
around an edge row when the cursor reaches it (a 31,250-query queue is never listed whole)."""

from __future__ import annotations

import pytest

from labeler.domain import Pair, Query
from labeler.services.project import open_repository
from labeler.tui.screens.label import queries
from labeler.tui.screens.label.queries import QueryListScreen
from tests.tui.conftest import press, settle, workers_done


async def read(app, pilot) -> None:
    """Until the window read a key started has arrived (the highlight message starts it)."""
    for _ in range(3):
        await pilot.pause()
        await workers_done(app)
    await pilot.pause()


def shown(app) -> list[tuple[str, str]]:
    """(#, query id) of every row of the query list."""
    table = app.screen.query_one("#query-table")
    return [(str(table.get_row_at(i)[0]), str(table.get_row_at(i)[1])) for i in range(table.row_count)]


async def test_the_query_list_moves_its_window_at_the_edges(open_app, db_path, monkeypatch: pytest.MonkeyPatch) -> None:
    more = [f"r{i}" for i in range(1, 6)]  # q1..q3, then r1..r5: eight queries in the queue
    repository = open_repository(str(db_path))
    repository.upsert_queries([Query(q, f"text {q}") for q in more])
    repository.add_pairs([Pair(q, "c1-01", "pool") for q in more])
    repository.close()
    monkeypatch.setattr(queries, "WINDOW", 4)
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "g")  # from q1: the window centred on it starts at the queue's start
        await read(app, pilot)
        assert isinstance(app.screen, QueryListScreen)
        assert shown(app) == [("1", "q1"), ("2", "q2"), ("3", "q3"), ("4", "r1")]
        await pilot.press("down", "down", "down")  # the last row: the window around it replaces the table
        await read(app, pilot)
        assert shown(app) == [("2", "q2"), ("3", "q3"), ("4", "r1"), ("5", "r2")]
        assert app.screen.query_one("#query-table").cursor_row == 2  # still on r1
        await pilot.press("down", "down")
        await read(app, pilot)
        assert shown(app) == [("4", "r1"), ("5", "r2"), ("6", "r3"), ("7", "r4")]
        await pilot.press("up", "up")  # the first row: back half a window
        await read(app, pilot)
        assert shown(app) == [("2", "q2"), ("3", "q3"), ("4", "r1"), ("5", "r2")]
        await pilot.press("down", "enter")
        await settle(app, pilot)
        assert app.label_screen.view.query.id == "r2"
