"""Pilot tests: a grade repaints the chunk view and the position line, without laying out the screen.

A layout pass reflows every widget of the screen and repaints all that moved; on a served app it was
most of the CPU a grade cost. The chunk view draws its own lines, so chunks of different lengths
change no widget's size; the progress line's texts keep their widths while the counts keep theirs.
"""

from __future__ import annotations

import pytest

from labeler.tui.app import create_app
from labeler.tui.screens.label.chunk_view import ChunkView
from labeler.tui.screens.label.progress_line import OverallBar
from tests.tui.conftest import ANNOTATOR, press, settle
from tests.tui.dbs import make_db

# one to six lines of text at 100 columns: every chunk fits, so no scrollbar comes or goes
SENTENCE = "Solar panels keep producing power in winter, though less of it on short grey days. "
TEXTS = {(0, index): SENTENCE * (1 + index % 6) for index in range(8)}


@pytest.fixture
def repository(tmp_path):
    repository = make_db(tmp_path / "varied.db", queries=1, pairs_per_query=8, chunk_texts=TEXTS)
    yield repository
    repository.close()


@pytest.fixture
def varied_app(repository):
    return create_app(repository, ANNOTATOR)


def line_widths(app) -> tuple[int, int]:
    """Cells of the position line's two texts (a new width moves the bar: a layout is due then)."""
    return tuple(app.screen.query_one(f"#{name}").content.cell_len for name in ("position", "time-left"))


async def test_grading_chunks_of_different_lengths_never_lays_out_the_screen(varied_app, repository):
    app = varied_app
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.pause()
        layouts: list[object] = []
        app.screen.screen_layout_refresh_signal.subscribe(app.screen, layouts.append, immediate=True)
        chunk = app.screen.query_one(ChunkView)
        heights, laid_out_for_nothing, grades_alike = set(), 0, 0
        for grade in "1230123":
            widths, before = line_widths(app), len(layouts)
            await press(app, pilot, grade)
            await pilot.pause()
            heights.add(chunk.virtual_size.height)
            assert chunk.line_texts[0].startswith(app.label_screen.view.chunk_id)  # the new pair is drawn
            if line_widths(app) == widths:  # (the time left, once known, is worded wider than '-- left')
                grades_alike += 1
                laid_out_for_nothing += len(layouts) - before
        assert grades_alike >= 5 and laid_out_for_nothing == 0
        assert len(heights) >= 5  # the chunks' heights did change
        assert [j.grade for j in repository.current_judgments(ANNOTATOR)] == [1, 2, 3, 0, 1, 2, 3]


async def test_the_overall_bar_sets_no_timer_and_still_follows_the_grades(varied_app):
    """Textual's ProgressBar wakes every second to update an estimate this bar does not show."""
    app = varied_app
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        bar = app.screen.query_one(OverallBar)
        assert not bar._timers  # noqa: SLF001  (no public way to list a widget's timers)
        await press(app, pilot, "2", "2")
        assert bar.progress == 2 and bar.total == 8


async def test_a_new_theme_redraws_the_kept_lines_in_its_colours(varied_app):
    """The view keeps its wrapped lines between pairs; a theme (or class) that restyles it draws them anew."""
    app = varied_app
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        chunk = app.screen.query_one(ChunkView)

        def id_colour() -> object:
            return next(seg.style.color for seg in chunk.render_line(0) if seg.text == "c1-01")

        dark = id_colour()
        app.theme = "textual-light"
        await pilot.pause()
        assert id_colour() != dark and id_colour() == chunk.rich_style.color


async def test_a_new_pair_repaints_only_the_chunk_rows_that_changed(varied_app):
    """Rows both chunks leave blank (or draw alike) are not drawn again; what is drawn is what a full
    repaint would draw."""
    app = varied_app
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.pause()
        chunk = app.screen.query_one(ChunkView)
        asked: list[int] = []
        draw_line = chunk.render_line

        def counted(y: int):
            asked.append(y)
            return draw_line(y)

        chunk.render_line = counted  # the styles cache asks the view for each row it draws anew
        for grade in "1230":
            before, asked[:] = chunk.line_texts, []
            await press(app, pilot, grade)
            await pilot.pause()
            after, height = chunk.line_texts, chunk.scrollable_content_region.height
            differ = {y for y in range(height) if (before + [""] * height)[y].rstrip() != (after + [""] * height)[y].rstrip()}
            # every row that changed is drawn; of the rest, none (a row a toast's passing repaints aside)
            assert differ <= set(asked) and len(set(asked) - differ) <= 1, (sorted(asked), sorted(differ))
            kept = chunk.render_lines(chunk.size.region)
            chunk._styles_cache.clear()  # noqa: SLF001  (a full repaint, to compare with)
            assert chunk.render_lines(chunk.size.region) == kept
