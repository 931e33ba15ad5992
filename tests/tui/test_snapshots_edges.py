"""Snapshots of issue 15's rough edges on the demo, at 80×24 and 120×36 (each looked at as a picture):
the label screen with its narrative on one line and "more below", the pool list, the evaluation's
charts with a marker per run, and the time-left estimate."""

from __future__ import annotations

import pytest

from labeler.services.labeling import LabelingSession
from labeler.services.project import open_repository
from labeler.tui.app import LabelerApp
from tests.tui.test_evaluate_screen import (  # noqa: F401  (fixtures)
    ANNOTATOR,
    demo_db,
    demo_template,
    open_app,
    open_evaluation,
    settle,
)
from tests.tui.test_time_left import FakeClock

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 36), id="120x36")]


async def quiet(app, pilot) -> None:
    """Settled, and without the notifications that would cover part of the picture."""
    await settle(app, pilot)
    app.clear_notifications()
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
def test_label_screen_narrative_and_more_below(snap_compare, open_app, size):  # noqa: F811
    app = open_app()

    async def ready(pilot):
        await settle(app, pilot)
        app.label_screen.go_to("q15", "d214-1")  # the demo's longest chunk (3,776 characters)
        await settle(app, pilot)
        await pilot.press("down", "down", "down")
        await quiet(app, pilot)

    assert snap_compare(app, terminal_size=size, run_before=ready)


@pytest.mark.parametrize("size", SIZES)
def test_label_screen_pool_list(snap_compare, open_app, size):  # noqa: F811
    app = open_app()

    async def ready(pilot):
        await settle(app, pilot)
        await pilot.press("2", "1", "l")
        await quiet(app, pilot)

    assert snap_compare(app, terminal_size=size, run_before=ready)


@pytest.mark.parametrize("size", SIZES)
def test_evaluation_charts(snap_compare, open_app, size):  # noqa: F811
    app = open_app()

    async def ready(pilot):
        await open_evaluation(app, pilot)
        await pilot.press("3")
        await quiet(app, pilot)

    assert snap_compare(app, terminal_size=size, run_before=ready)


@pytest.mark.parametrize("size", SIZES)
def test_time_left(snap_compare, demo_db, size):  # noqa: F811
    clock = FakeClock()
    repository = open_repository(str(demo_db))
    app = LabelerApp(LabelingSession(repository, ANNOTATOR, clock=clock))

    async def ready(pilot):
        await settle(app, pilot)
        for seconds in (8, 12, 9, 95, 10):  # one slow grade among steady ones
            clock.now += seconds
            await pilot.press("1")
            await settle(app, pilot)
        await quiet(app, pilot)

    try:
        assert snap_compare(app, terminal_size=size, run_before=ready)
    finally:
        repository.close()
