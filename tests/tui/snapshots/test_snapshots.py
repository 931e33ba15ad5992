"""Snapshots of the key screens (reviewed as pictures before they were committed)."""

from __future__ import annotations

from tests.tui.conftest import settle, workers_done

SIZE = (100, 30)


def test_label_screen_without_suggestion(snap_compare, open_app):
    app = open_app()

    async def ready(pilot):
        await settle(app, pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=ready)


def test_label_screen_with_suggestion(snap_compare, open_app):
    app = open_app()

    async def ready(pilot):
        await settle(app, pilot)
        await pilot.press("right")
        await settle(app, pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=ready)


def test_label_screen_at_80_by_24_graded_with_note(snap_compare, open_app):
    app = open_app()

    async def ready(pilot):
        await settle(app, pilot)
        await pilot.press("2", "left", "n", *"cites the spec", "enter")
        await settle(app, pilot)
        app.clear_notifications()
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=ready)


def test_help_screen(snap_compare, open_app):
    app = open_app()

    async def ready(pilot):
        await settle(app, pilot)
        await pilot.press("question_mark")
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=ready)


def test_query_list(snap_compare, open_app):
    app = open_app()

    async def ready(pilot):
        await settle(app, pilot)
        await pilot.press("1", "1")
        await settle(app, pilot)
        await pilot.press("g")
        await workers_done(app)
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=ready)
