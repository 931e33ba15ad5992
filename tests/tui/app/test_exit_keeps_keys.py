"""An exit asked from outside the app (a served tab closed, SIGTERM to a served app) commits the
grades typed before it, as q does: the web driver can post the exit ahead of keys that came in the
same read, so it is modelled here by posting the exit first and the keys right behind it."""

from __future__ import annotations

import asyncio
import time

from textual import constants, events, messages
from textual.drivers import web_driver
from textual.drivers.web_driver import WebDriver

from labeler.services.project import open_repository
from tests.tui.conftest import ANNOTATOR, settle


def grades(db_path) -> list[int]:
    repository = open_repository(str(db_path))
    try:
        return [j.grade for j, _ in repository.judgment_history() if j.annotator == ANNOTATOR]
    finally:
        repository.close()


async def test_an_exit_from_outside_waits_for_the_keys_that_came_with_it(open_app, db_path):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        app.post_message(messages.ExitApp())  # the web driver's "quit" and its SIGTERM handler post this
        for key in "2130":
            app.post_message(events.Key(key, key))
        deadline = time.monotonic() + 20
        while app.is_running and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        assert not app.is_running
    assert grades(db_path) == [2, 1, 3, 0]


async def test_q_still_quits_at_once_when_nothing_is_pending(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press("q")
        deadline = time.monotonic() + 10
        while app.is_running and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        assert not app.is_running


async def test_a_served_tabs_quit_is_taken_after_the_keys_read_before_it(open_app, db_path, monkeypatch):
    """The served app's own web driver, fed as its input thread feeds it: four keys, then the tab's
    quit. The driver hands each key over through a task; a quit put straight on the app's queue was
    taken, and its held exit sent on, before those tasks ran (here the loop gets to it first: called
    on the loop's thread), and the grades were lost ([2] or [2, 1] of a served tab under load)."""
    monkeypatch.setattr(constants, "DRIVER", "textual.drivers.web_driver:WebDriver")  # as textual-serve sets it
    monkeypatch.setattr(web_driver, "InputReader", object)  # its input comes from here, not pytest's stdin
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        driver = app.get_driver_class()(app)
        assert isinstance(driver, WebDriver)
        for key in "2130":
            driver.process_message(events.Key(key, key))
        driver.on_meta("quit", {"type": "quit"})
        deadline = time.monotonic() + 20
        while app.is_running and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        assert not app.is_running
    assert grades(db_path) == [2, 1, 3, 0]
