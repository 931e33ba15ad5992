"""Snapshots of the demo at 80×24 and 120×36 (each looked at as a picture): the label screen with its
narrative on one line and "more below", its LLM suggestion with the reason's start, the pool list, the
evaluation's summary (every footer key whole) and charts, the drill-down's three lists, the help with
escape said at its top, and the time-left estimate."""

from __future__ import annotations

import pytest

from labeler.services.labeling.session import LabelingSession
from labeler.services.project import open_repository
from labeler.tui.app import LabelerApp
from tests.tui.conftest import open_evaluation
from tests.tui.conftest import settle_screens as settle
from tests.fake_clock import FakeClock
from tests.tui.screens.evaluate.test_evaluate_screen import (  # noqa: F401  (fixtures)
    ANNOTATOR,
    demo_db,
    demo_template,
    open_app,
)

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 36), id="120x36")]


def pictured(snap_compare, app, size, prepare) -> bool:
    """snap_compare after prepare(pilot), settled and without notifications covering the picture."""

    async def ready(pilot):
        await settle(app, pilot)
        await prepare(pilot)
        await settle(app, pilot)
        app.clear_notifications()
        await pilot.pause()

    return snap_compare(app, terminal_size=size, run_before=ready)


async def more_below(app, pilot) -> None:
    """The demo's longest chunk (q15's d214-1, 3,776 characters), scrolled a little."""
    app.label_screen.go_to("q15", "d214-1")
    await settle(app, pilot)
    await pilot.press("down", "down", "down")


async def pool_list(app, pilot) -> None:
    """Two pairs graded, then the pool list."""
    await pilot.press("2", "1", "l")


async def evaluation_charts(app, pilot) -> None:
    """The evaluation's chart tab."""
    await open_evaluation(app, pilot)
    await pilot.press("3")


async def suggestion(app, pilot) -> None:
    """The first pair, with the demo judge's suggestion: its grade, model and reason within the screen."""


async def evaluation_summary(app, pilot) -> None:
    """The evaluation's summary tab: every key of its footer whole."""
    await open_evaluation(app, pilot)


async def drill_down(app, pilot) -> None:
    """A query's drill-down: the run, the ideal ranking and the baseline, each with its grade and DCG."""
    await open_evaluation(app, pilot)
    await pilot.press("2", "enter")


async def help_screen(app, pilot) -> None:
    """`?`: escape closes it, said at its top."""
    await pilot.press("question_mark")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scene", [more_below, pool_list, evaluation_charts, suggestion, evaluation_summary, drill_down,
                                   help_screen], ids=lambda scene: scene.__name__)
def test_demo_screen(snap_compare, open_app, size, scene):  # noqa: F811
    app = open_app()

    async def prepare(pilot):
        await scene(app, pilot)

    assert pictured(snap_compare, app, size, prepare)


@pytest.mark.parametrize("size", SIZES)
def test_time_left(snap_compare, demo_db, size):  # noqa: F811
    clock = FakeClock()
    repository = open_repository(str(demo_db))
    app = LabelerApp(LabelingSession(repository, ANNOTATOR, clock=clock))

    async def prepare(pilot):
        for seconds in (8, 12, 9, 95, 10):  # one slow grade among steady ones
            clock.now += seconds
            await pilot.press("1")
            await settle(app, pilot)

    try:
        assert pictured(snap_compare, app, size, prepare)
    finally:
        repository.close()
