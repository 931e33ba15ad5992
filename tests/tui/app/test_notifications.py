"""Pilot tests: routine confirmations replace each other (one toast at a time); errors stay."""

from __future__ import annotations

from tests.tui.conftest import press, settle


def routine(app) -> list[str]:
    return [n.message for n in app._notifications if n.severity == "information"]


async def test_repeated_undo_confirmations_show_one_toast_at_a_time(open_app):
    app = open_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        for _ in range(4):
            await press(app, pilot, "3", "u")
        await pilot.pause()
        assert routine(app) == ["Undid grade 3; back to no grade."]
        assert all(n.timeout <= 2.5 for n in app._notifications if n.severity == "information")


async def test_errors_stay_while_routine_confirmations_replace_each_other(open_app):
    app = open_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        app.notify("disk full", severity="error")
        await press(app, pilot, "b")
        await press(app, pilot, "b")
        await pilot.pause()
        assert routine(app) == ["Blind mode off."]
        assert [n.message for n in app._notifications if n.severity == "error"] == ["disk full"]


async def test_routine_toasts_do_not_follow_to_another_screen(open_app):
    app = open_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "b")
        assert routine(app)
        await pilot.press("question_mark")
        await pilot.pause()
        assert routine(app) == []
