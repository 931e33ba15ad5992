"""The screens on ids as long as TREC DL 2021's (msmarco_passage_45_623131157) at 80x24 and 120x36:
what tells rows apart stays on the screen, and nothing is cut at the right edge."""

from __future__ import annotations

import pytest
from textual.widgets import DataTable

from labeler.tui.screens.evaluate.drilldown import DrillDownScreen
from tests.tui.conftest import open_drill_down, open_evaluation, screen_text
from tests.tui.conftest import settle_screens as settle

SIZES = [(80, 24), (120, 36)]
READABLE_TEXT = 30  # a query text cut shorter reads "what is th…" on TREC DL's questions


def plain_column(table: DataTable, key: str) -> list[str]:
    return [str(getattr(cell, "plain", cell)) for cell in table.get_column(key)]


# --- the drill-down -------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_drill_down_tells_every_chunk_apart_by_the_tail_of_its_id(open_long, size):
    app = open_long()
    async with app.run_test(size=size) as pilot:
        await open_evaluation(app, pilot)
        await pilot.press("2", "enter")
        await settle(app, pilot)
        drill = app.screen
        assert isinstance(drill, DrillDownScreen)
        table = drill.query_one("#drill-table", DataTable)
        for key, entries in (("chunk", drill.drilldown.ranked), ("ideal", drill.drilldown.ideal),
                             ("base", drill.baseline_drilldown.ranked)):
            if key not in [column.key.value for column in table.ordered_columns]:
                await pilot.press("b")  # at 80 columns the baseline takes the ideal list's place
                await settle(app, pilot)
            shown = plain_column(table, key)[: len(entries)]
            assert len(set(shown)) == len(entries), shown  # no two rows alike
            for cell, entry in zip(shown, entries):
                assert cell.startswith("…") and entry.chunk_id.endswith(cell[1:]), (cell, entry.chunk_id)
                assert len(cell[1:]) >= len("45_623131157")  # the whole distinguishing part
        legend = drill.query_one("#drill-legend").render().plain
        assert "chunk ids without their shared start msmarco_passage_" in legend


# --- the evaluation's Queries tab ---------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_queries_tab_keeps_query_texts_readable_and_says_more_columns_are_to_the_right(open_long, size):
    app = open_long()
    async with app.run_test(size=size) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("2")
        await settle(app, pilot)
        table = screen.query_one("#query-table", DataTable)
        texts = {row.query_id: row.text for row in screen.comparison.queries}
        for query_id, cell in zip(plain_column(table, "query"), plain_column(table, "text")):
            whole = texts[query_id]
            assert cell == whole or (cell.endswith("…") and len(cell) >= READABLE_TEXT
                                     and whole.startswith(cell[:-1])), (cell, whole)
        assert table.fixed_columns == 2  # id and text stay while the numbers scroll
        first = plain_column(table, "query")[0]
        assert screen.query_one("#query-detail").render().plain == f"{first}  {texts[first]}"
        await pilot.press("down")
        await pilot.pause()
        second = plain_column(table, "query")[1]
        assert screen.query_one("#query-detail").render().plain == f"{second}  {texts[second]}"
        # 4 runs: 4 values, 3 differences, 4 Judged@k: wider than either screen, and the screen says so
        assert "← → more columns" in screen.query_one("#sort-line").render().plain


# --- the evaluation's Summary tab -----------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_summary_keeps_every_measure_within_the_screen(open_long, size):
    from labeler.tui.screens.evaluate.cells import number, p_words

    app = open_long()
    async with app.run_test(size=size) as pilot:
        screen = await open_evaluation(app, pilot)
        table = screen.query_one("#summary-table", DataTable)
        comparison = screen.comparison
        assert len(comparison.measure_names) >= 5 and len(comparison.runs) == 4
        assert table.virtual_size.width <= table.size.width  # no measure past the right edge
        for summary in comparison.runs:
            for measure in comparison.measure_names:
                cell = table.get_cell(summary.name, measure).plain
                assert cell.split("\n")[0].startswith(number(summary.summaries[measure].mean))
                difference = summary.differences.get(measure)
                if difference is not None:
                    assert p_words(difference.p_holm) in cell.split()
        await pilot.resize_terminal(*size)  # nothing changes when the size does not
        await pilot.pause()
        assert table.virtual_size.width <= table.size.width


async def test_summary_is_laid_out_again_when_the_terminal_narrows(open_long):
    app = open_long()
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.resize_terminal(80, 24)
        await settle(app, pilot)
        table = screen.query_one("#summary-table", DataTable)
        assert table.size.width <= 80 and table.virtual_size.width <= table.size.width


# --- the label screen ---------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_suggestion_box_shows_whose_suggestion_it_is_and_starts_its_reason(open_long, size):
    """The grade, the model (wrapped in the narrow box) and the start of a long reason are on the screen,
    not scrolled below its edge: at 80x24 the reason was hidden under the box's edge."""
    app = open_long()
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        shown = screen_text(app)
        box = app.screen.query_one("#suggestion")
        assert box.border_title == "LLM suggestion" and box.border_subtitle == "enter accepts"
        assert "perfectly answers" in shown or "partly answers" in shown, shown
        assert "gpt-4o-2024-08" in shown and "% sure" in shown, shown
        assert "The passage explains" in shown, shown


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_pool_list_shows_the_tail_of_every_chunk_id(open_long, size):
    from labeler.tui.screens.label.pool_list import PoolList

    app = open_long()
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        await pilot.press("l")
        await settle(app, pilot)
        pool = app.label_screen.query_one(PoolList)
        pairs = app.label_screen.view.query_pairs
        assert len(pool.rows) == len(pairs) > 5
        for row, pair in zip(pool.rows, pairs):
            tail = pair.chunk_id.removeprefix("msmarco_passage_")
            assert f"…{tail} " in row or f"{pair.chunk_id} " in row, (row, pair.chunk_id)
        assert pool.border_subtitle in ("", "… = msmarco_passage_")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_query_list_shows_the_whole_text_of_the_query_under_the_cursor(open_long, size):
    from labeler.tui.screens.label.queries import QueryListScreen

    app = open_long()
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        await pilot.press("g")
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, QueryListScreen)
        repository = app.label_screen.session.repository
        texts = {q.id: q.text for q in repository.list_queries()}
        for _ in range(3):
            query_id = screen.query_one("#query-table", DataTable).coordinate_to_cell_key(
                screen.query_one("#query-table", DataTable).cursor_coordinate).row_key.value
            detail = screen.query_one("#query-detail").render().plain
            assert detail == f"{query_id}  {texts[query_id]}" and len(texts[query_id]) > 0
            await pilot.press("down")
            await pilot.pause()
        # the first query's text is too long for its cell at either size; the lines under the table hold it
        await pilot.press("home")
        await pilot.pause()
        first = "1107704"
        bottom = " ".join("\n".join(s.text for s in screen._compositor.render_strips()).split("\n")[-4:-1])
        assert " ".join(texts[first].split()[-4:]) in " ".join(bottom.split())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_adjudication_shows_the_chunk_id_whole(open_long, size):
    app = open_long()
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        app.action_open_adjudication()
        await settle(app, pilot)
        item = app.screen.current
        assert item is not None and len(item.chunk_id) == 28
        assert item.chunk_id in screen_text(app)


async def test_drill_down_at_80_columns_shows_the_baseline_whole_beside_the_run(open_long):
    """At 80 columns the baseline's grades read `unjudg` and its DCG was off the screen: the run now shares
    the screen with one list, the ideal ranking or (b) the baseline, each with every column."""
    app = open_long()
    async with app.run_test(size=(80, 24)) as pilot:
        drill = await open_drill_down(app, pilot)
        table = drill.query_one("#drill-table", DataTable)
        keys = [c.key.value for c in table.ordered_columns]
        assert keys[-4:] == ["ideal", "ideal_grade", "ideal_dg", "idcg"] and "base" not in keys
        assert table.virtual_size.width <= table.size.width
        assert "b shows the baseline beside the run" in drill.query_one("#drill-legend").render().plain
        await pilot.press("b")
        await settle(app, pilot)
        keys = [c.key.value for c in table.ordered_columns]
        assert keys[-3:] == ["base", "base_grade", "base_dcg"] and "ideal" not in keys
        assert table.virtual_size.width <= table.size.width
        grades = plain_column(table, "base_grade")
        assert "unjudged" in grades and not any(g.startswith("unjudg") and g != "unjudged" for g in grades)
        assert all(cell for cell in plain_column(table, "base_dcg")[: len(drill.baseline_drilldown.ranked)])
        await pilot.press("b")
        await settle(app, pilot)
        assert "ideal" in [c.key.value for c in table.ordered_columns]


async def test_drill_down_at_120_columns_fits_run_ideal_and_baseline(open_long):
    app = open_long()
    async with app.run_test(size=(120, 36)) as pilot:
        await open_evaluation(app, pilot)
        await pilot.press("2", "enter")
        await settle(app, pilot)
        table = app.screen.query_one("#drill-table", DataTable)
        assert [c.key.value for c in table.ordered_columns][-3:] == ["base", "base_grade", "base_dcg"]
        assert table.virtual_size.width <= table.size.width
        assert "gain linear (= grade)" in app.screen.query_one("#drill-legend").render().plain
