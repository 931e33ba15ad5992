"""The label screen's partial frames (labeler.tui.widgets.changed_rows): a grade asks only the widgets
under the regions it changed, for those rows, and the frame sent is Textual's own, cell for cell."""

from __future__ import annotations

import random

import pytest
from textual._compositor import Compositor
from textual.geometry import Region
from textual.widget import Widget

from labeler.tui.app import create_app
from labeler.tui.widgets.changed_rows import ChangedRowsCompositor
from tests.tui.conftest import ANNOTATOR, press, settle
from tests.tui.dbs import make_db

SENTENCE = "Wind turbines turn slower in summer, when the air is warm and still for days at a time. "
TEXTS = {(0, index): SENTENCE * (1 + index % 5) for index in range(10)}


@pytest.fixture
def repository(tmp_path):
    repository = make_db(tmp_path / "bands.db", queries=1, pairs_per_query=10, chunk_texts=TEXTS)
    yield repository
    repository.close()


@pytest.fixture
def label_app(repository):
    return create_app(repository, ANNOTATOR)


async def test_a_grade_asks_only_the_widgets_under_the_rows_it_changed(label_app, repository, monkeypatch):
    """A grade changes the progress line and some of the chunk view's rows: only the widgets showing some
    of them are asked, each for the rows from the first to the last changed one it shows; the header, the
    query panel and the footer not at all (Textual asked every widget the rectangle around all changed
    regions crossed, for all its rows)."""
    app = label_app
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.pause()
        asked: list[tuple[Widget, Region]] = []
        changed: list[Region] = []
        render_lines = Widget.render_lines
        compositor = app.screen._compositor  # noqa: SLF001  (the screen's own, as it draws each frame)
        partial_update = type(compositor).render_partial_update

        def counted(widget: Widget, crop: Region):
            asked.append((widget, crop))
            return render_lines(widget, crop)

        def noted(self):
            changed.extend(self._dirty_regions)  # noqa: SLF001
            return partial_update(self)

        monkeypatch.setattr(Widget, "render_lines", counted)
        monkeypatch.setattr(type(compositor), "render_partial_update", noted)
        for grade in "1203":
            asked.clear()
            changed.clear()
            await press(app, pilot, grade)
            await pilot.pause()
            names = {widget.id or type(widget).__name__ for widget, _ in asked}
            assert {"progress-line", "chunk-view"} <= names, names
            assert not names & {"header-bar", "query-panel", "Footer"}, names
            for widget, crop in asked:
                drawn = crop.translate(widget.region.offset)
                shown = [region for region in changed if drawn.overlaps(region)]
                assert shown, (widget, drawn, changed)
                assert min(r.y for r in shown) == drawn.y and max(r.bottom for r in shown) == drawn.bottom, (
                    widget, drawn, changed)
        assert [j.grade for j in repository.current_judgments(ANNOTATOR)] == [1, 2, 0, 3]


@pytest.mark.parametrize("seed", range(4))
async def test_the_frame_sent_is_textuals_cell_for_cell(label_app, seed):
    """For changed regions anywhere on the screen (a toast over it too), asking only the widgets under
    them sends the same bytes as Textual's one rectangle around them all."""
    app = label_app
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "2")
        if seed % 2:
            app.notify("a toast over the chunk's rows")
        await pilot.pause()
        compositor = app.screen._compositor  # noqa: SLF001  (the screen's own, as it draws each frame)
        assert isinstance(compositor, ChangedRowsCompositor)
        width, height = app.screen.size
        rng = random.Random(seed)
        for _ in range(40):
            regions = set()
            for _ in range(rng.randint(1, 5)):
                x, y = rng.randrange(width), rng.randrange(height)
                regions.add(Region(x, y, rng.randint(1, width - x), rng.randint(1, min(6, height - y))))
            compositor._dirty_regions = set(regions)  # noqa: SLF001
            ours = compositor.render_partial_update()
            compositor._dirty_regions = set(regions)  # noqa: SLF001
            textuals = Compositor.render_partial_update(compositor)
            assert ours is not None and textuals is not None
            assert ours.render_segments(app.console) == textuals.render_segments(app.console), sorted(regions)
