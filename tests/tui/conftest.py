"""Fixtures for pilot tests: a small real SQLite database and the real app over it."""

from __future__ import annotations

import asyncio

import pytest

from tests.projects import long_ids
from tests.tui.dbs import make_db

ANNOTATOR = "alice"


@pytest.fixture
def db_path(tmp_path):
    """Path of a fresh 3-query x 4-pair database, one pair (q1, c1-02) with an LLM suggestion."""
    path = tmp_path / "labels.db"
    make_db(path, suggestions={(0, 1): (2, "Mentions [bold]winter[/] output", 0.8)}).close()
    return path


@pytest.fixture
def open_app(db_path):
    """Build the app on the fixture database (a new repository each call, like a restart)."""
    from labeler.services.project import open_repository
    from labeler.tui.app import create_app

    opened = []

    def build(**options):
        repository = open_repository(str(db_path))
        opened.append(repository)
        return create_app(repository, options.pop("annotator", ANNOTATOR), **options)

    yield build
    for repository in opened:
        repository.close()


async def workers_done(app) -> None:
    """Wait until every worker has ended, and the job each label screen's session thread runs. A worker
    or job that failed does not raise here: the app reported it (labeler.tui.workers), and the test
    checks what it said."""
    await asyncio.gather(*(worker.wait() for worker in list(app.workers)), return_exceptions=True)
    await session_jobs_done(app)


async def session_jobs_done(app) -> None:
    """Wait for the job each label screen in the stack runs on its session thread (its result is posted)."""
    jobs = [job for screen in app.screen_stack if (job := getattr(screen, "running_job", None)) is not None]
    await asyncio.gather(*(asyncio.wrap_future(job) for job in jobs), return_exceptions=True)


async def settle(app, pilot) -> None:
    """Wait until the session's queued jobs are done and their results drawn."""
    for _ in range(50):
        await workers_done(app)
        await pilot.pause()
        label = app.label_screen
        if label is None or not label.busy:
            return
    raise AssertionError("the label screen never became idle")


async def press(app, pilot, *keys: str) -> None:
    """Press keys, then settle."""
    await pilot.press(*keys)
    await settle(app, pilot)


async def search_for(app, pilot, text: str) -> None:
    """Open search with `/`, search text, and wait until the hits are listed."""
    from labeler.tui.screens.label.search import SearchScreen

    await pilot.press("slash")
    assert isinstance(app.screen, SearchScreen)
    await pilot.press(*text, "enter")
    await workers_done(app)
    await pilot.pause()


@pytest.fixture
def long_db(tmp_path):
    """A private copy of the TREC DL 2021-shaped project (tests/projects/long_ids.py: 28-character chunk ids)."""
    return long_ids.build(tmp_path / "long-ids.db")


@pytest.fixture
def open_long(long_db):
    """Build the app on the long-id project (annotator alice by default; repositories closed after the test)."""
    from labeler.services.project import open_repository
    from labeler.tui.app import create_app

    opened = []

    def build(annotator: str = ANNOTATOR):
        repository = open_repository(str(long_db))
        opened.append(repository)
        return create_app(repository, annotator)

    yield build
    for repository in opened:
        repository.close()


async def settle_screens(app, pilot) -> None:
    """Wait until no screen in the stack has a worker result still to apply."""
    for _ in range(100):
        await workers_done(app)
        await pilot.pause()
        if not any(getattr(screen, "busy", False) for screen in app.screen_stack):
            return
    raise AssertionError("the screens never became idle")


async def open_evaluation(app, pilot):
    """Press e on the label screen and wait for the evaluation screen, computed."""
    from labeler.tui.screens.evaluate.screen import EvaluationScreen

    await settle_screens(app, pilot)
    await pilot.press("e")
    await settle_screens(app, pilot)
    assert isinstance(app.screen, EvaluationScreen)
    return app.screen


async def open_drill_down(app, pilot):
    """From the label screen: the evaluation, its Queries tab, enter on the first query; the drill-down, computed."""
    from labeler.tui.screens.evaluate.drilldown import DrillDownScreen

    await open_evaluation(app, pilot)
    await pilot.press("2", "enter")
    await settle_screens(app, pilot)
    assert isinstance(app.screen, DrillDownScreen)
    return app.screen


def screen_text(app) -> str:
    """What the terminal shows, line by line."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())
