"""Pilot tests: filtered queues count matches, and an empty filter shows an empty state, not a pair."""

from __future__ import annotations

from textual.widgets import Static

from labeler.domain.labeling import QueueFilter
from labeler.services.project import open_repository
from labeler.tui.screens.label.progress_line import ProgressLine
from tests.tui.conftest import ANNOTATOR, press, settle


def shown(app, selector: str) -> str:
    return str(app.screen.query_one(selector, Static).content)


async def test_skipped_filter_counts_the_position_among_matching_pairs(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "right", "right", "s", "s")  # skip c1-03 and c1-04
        app.label_screen.set_filter(QueueFilter.SKIPPED)
        await settle(app, pilot)
        view = app.label_screen.view
        assert view.chunk_id == "c1-03"
        position = app.screen.query_one(ProgressLine).position.plain
        assert "match 1/2 · pair 3/4" in position
        await press(app, pilot, "right")
        assert "match 2/2 · pair 4/4" in app.screen.query_one(ProgressLine).position.plain


async def test_an_empty_filter_shows_an_empty_state_and_grades_nothing(open_app, db_path):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        app.label_screen.set_filter(QueueFilter.SKIPPED)  # nothing skipped yet
        await settle(app, pilot)
        screen = app.label_screen
        assert screen.view.filter_empty
        assert not screen.query_one("#body").display
        assert "No pairs match this filter (skipped); f to change" in shown(app, "#empty")
        await press(app, pilot, "2", "enter", "s")  # nothing on screen: nothing graded or skipped
        await press(app, pilot, "f")  # skipped -> unjudged: the pair comes back
        assert not screen.view.filter_empty and screen.query_one("#body").display
        assert screen.view.chunk_id == "c1-01"
    repository = open_repository(str(db_path))
    try:
        assert repository.current_judgments(ANNOTATOR) == [] and not repository.skipped(ANNOTATOR)
    finally:
        repository.close()


async def test_the_progress_line_says_it_counts_your_judgments(open_app):
    app = open_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "2")
        assert "you judged 1/12" in app.screen.query_one(ProgressLine).position.plain
