"""Pilot tests: a grade repaints the chunk view and the progress line, without laying out the screen.

A layout pass reflows every widget of the screen and repaints all that moved; on a served app it was
most of the CPU a grade cost. The chunk view draws its own lines, so chunks of different lengths
change no widget's size; the progress line draws its texts, bar and percentage as one strip, so
counts that change width repaint that line alone.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from rich.style import Style as RichStyle
from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.widgets import ProgressBar, Static
from textual.widgets._progress_bar import Bar

from labeler.domain import Query
from labeler.domain.labeling import QueueFilter
from labeler.services.labeling.pair_view import PairView
from labeler.tui.app import create_app
from labeler.tui.screens.label.chunk_view import ChunkView
from labeler.tui.screens.label import progress_line
from labeler.tui.screens.label.progress_line import ProgressLine, position_text, time_left_text
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
    line = app.screen.query_one(ProgressLine)
    return line.position.cell_len, line.time_left.cell_len


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
    """Textual's ProgressBar woke every second to update an estimate this bar does not show."""
    app = varied_app
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        line = app.screen.query_one(ProgressLine)
        assert not line._timers  # noqa: SLF001  (no public way to list a widget's timers)
        await press(app, pilot, "2", "2")
        assert (line.judged, line.total) == (2, 8) and "25%" in line.line_text


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


# --- the progress line: one widget drawing one strip, cell for cell as the row of Textual widgets it
# replaces (a Static, a ProgressBar with its percentage, a Static)

# the row of widgets the line replaces, styled as labeler.tcss styled them
OLD_CSS = """
#old { height: 1; padding: 0 1; }
#old > #position { width: auto; margin-right: 2; }
#old > #overall-bar { width: 1fr; min-width: 10; margin-right: 2; }
#old Bar { width: 1fr; }
#old > #time-left { width: auto; }
#new { height: 1; padding: 0 1; }
"""

VIEW = PairView(query=Query("q1", "solar"), chunk_id="c1", chunk=None, best_rank=None, grade=None, note=None,
                note_pending=False, skipped=False, suggestion=None, suggestion_hidden=False, query_index=3,
                query_count=20, pair_index=9, pair_count=45, query_judged=4, judged=212, total=900,
                queue_filter=QueueFilter.UNJUDGED, blind=False, seconds_per_pair=None, seconds_left=None)
VIEWS = [
    VIEW,
    replace(VIEW, judged=0, pair_index=1),
    replace(VIEW, judged=899, pair_index=10, seconds_per_pair=6.0, seconds_left=6.0),
    replace(VIEW, judged=900, pair_index=45),
    replace(VIEW, judged=450, total=901, seconds_per_pair=9.0, seconds_left=4_000.0),
    replace(VIEW, judged=1, total=3, queue_filter=QueueFilter.SKIPPED, match_index=1, match_count=2),
]


class Both(App[None]):
    CSS_PATH = Path(progress_line.__file__).parents[2] / "labeler.tcss"  # the line's bar colours
    CSS = OLD_CSS

    def compose(self) -> ComposeResult:
        with Horizontal(id="old"):
            yield Static(id="position")
            yield ProgressBar(total=1, show_eta=False, show_percentage=True, id="overall-bar")
            yield Static(id="time-left")
        yield ProgressLine(id="new")


def cells(strip) -> list[tuple[object, ...]]:
    """Each cell's character and how it is drawn (colours, attributes, link), not the mouse offsets Textual
    keeps in a style's meta (a rich Style's equality goes by a hash that a copy keeps from before)."""
    return [(char, style.color, style.bgcolor, style._attributes, style._set_attributes, style.link)  # noqa: SLF001
            for segment in strip for char in segment.text for style in [segment.style or RichStyle()]]


@pytest.mark.parametrize("theme", ["textual-dark", "textual-light", "ansi-dark"])
@pytest.mark.parametrize("width", [60, 80, 100, 111, 112, 150, 200])
async def test_the_line_draws_every_cell_as_the_widgets_it_replaces(width, theme):
    app = Both()
    async with app.run_test(size=(width, 4)) as pilot:
        app.theme = theme
        await pilot.pause()
        for view in VIEWS:
            wide = app.query_one("#old").size.width >= 110  # inside its padding, as the label screen asked
            app.query_one("#position", Static).update(position_text(view, wide=wide))
            app.query_one("#time-left", Static).update(time_left_text(view, wide=wide))
            app.query_one(ProgressBar).update(total=max(view.total, 1), progress=view.judged)
            app.query_one(ProgressLine).show(view)
            await pilot.pause()
            # Textual's Bar floors its fraction to half cells at the width it had when it was set,
            # before the new texts moved it: set again at the width it has now, as a next grade would
            bar = app.query_one(ProgressBar)
            bar.query_one(Bar).percentage = bar.percentage
            await pilot.pause()
            old, new = app.screen._compositor.render_strips()[:2]  # noqa: SLF001  (the screen as drawn)
            assert new.text == old.text, (new.text, old.text)
            assert cells(new) == cells(old)


async def test_a_grade_that_widens_the_counts_repaints_the_line_without_a_layout(tmp_path):
    """'pair 9/12' → 'pair 10/12' and 'you judged 9/12' → '10/12': wider texts, a shorter bar."""
    repository = make_db(tmp_path / "twelve.db", queries=1, pairs_per_query=12)
    try:
        app = create_app(repository, ANNOTATOR)
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(app, pilot)
            await press(app, pilot, *"12301230")
            await pilot.pause()
            line = app.screen.query_one(ProgressLine)
            layouts: list[object] = []
            app.screen.screen_layout_refresh_signal.subscribe(app.screen, layouts.append, immediate=True)
            before = line.line_text
            await press(app, pilot, "1")
            await pilot.pause()
            after = line.line_text
            assert "pair 9/12" in before and "you judged 8/12" in before
            assert "pair 10/12" in after and "you judged 9/12" in after
            assert len(after) == len(before) == 98  # the bar gave up the cells the counts took
            assert layouts == []
    finally:
        repository.close()


async def test_a_grade_that_marks_no_other_grade_builds_no_rubric(varied_app, monkeypatch):
    """The rubric tables mark the pair's grade: moving from one ungraded pair to the next builds neither
    again (building a rich Table cost more than drawing it)."""
    from labeler.tui.screens.label import side_panel

    built: list[int | None] = []
    rubric_text = side_panel.rubric_text
    monkeypatch.setattr(side_panel, "rubric_text", lambda grade, **kw: (built.append(grade), rubric_text(grade, **kw))[1])
    app = varied_app
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        built.clear()
        await press(app, pilot, "1", "2", "3")
        assert app.screen.view.pair_index == 4
        assert built == []
        await press(app, pilot, "left")  # back to the pair graded 3: both tables mark it
        assert app.screen.view.grade == 3 and built == [3, 3]
