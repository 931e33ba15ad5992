"""Pilot tests: the footer offers `⏎ accept LLM` only on a pair with a suggestion to accept."""

from __future__ import annotations

from textual.widgets._footer import FooterKey

from tests.tui.conftest import press, settle


def footer_actions(app) -> set[str]:
    return {key.action for key in app.label_screen.query(FooterKey)}


async def test_footer_shows_accept_only_where_the_pair_has_a_suggestion(open_app):
    app = open_app()
    async with app.run_test(size=(160, 24)) as pilot:
        await settle(app, pilot)
        assert app.label_screen.view.chunk_id == "c1-01"  # no suggestion
        assert "accept" not in footer_actions(app)
        assert "skip" in footer_actions(app)  # the footer itself is there
        await press(app, pilot, "enter")  # off: grades nothing, stays
        assert app.label_screen.view.chunk_id == "c1-01" and app.label_screen.view.grade is None
        await press(app, pilot, "right")  # c1-02: the LLM suggested 2
        await pilot.pause()
        assert "accept" in footer_actions(app)
        await press(app, pilot, "left")
        await pilot.pause()
        assert "accept" not in footer_actions(app)
