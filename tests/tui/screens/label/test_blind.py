"""Pilot tests: blind mode says why enter does nothing, and shows the hidden suggestion after grading."""

from __future__ import annotations

from tests.tui.conftest import press, settle


def messages(app) -> list[str]:
    return [n.message for n in app._notifications]


async def test_enter_on_a_hidden_suggestion_says_grade_first(open_app):
    app = open_app(blind=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "right")
        app.clear_notifications()
        await press(app, pilot, "enter")
        assert app.label_screen.view.chunk_id == "c1-02"
        assert any("suggestion hidden in blind mode: grade first" in m for m in messages(app))


async def test_grading_in_blind_mode_tells_what_the_llm_said(open_app):
    app = open_app(blind=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "1")  # c1-01 has no suggestion: nothing to reveal
        assert not any("LLM said" in m for m in messages(app))
        await press(app, pilot, "3")  # c1-02: the LLM suggested 2
        assert app.label_screen.view.chunk_id == "c1-03"
        assert "saved 3 · LLM said 2" in messages(app)


async def test_grading_with_blind_mode_off_adds_no_reveal(open_app):
    app = open_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "1", "3")
        assert not any("LLM said" in m for m in messages(app))
