"""Pilot tests: the chunk view draws its own lines and keeps what a Static gave: mouse selection."""

from __future__ import annotations

from tests.tui.conftest import settle


async def test_a_mouse_selection_over_the_chunk_copies_its_text(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        view = app.screen.query_one("#chunk-view")
        # the view's rows: border, two of metadata, a blank one, then the text
        await pilot.mouse_down(view, offset=(2, 4))
        await pilot.hover(view, offset=(20, 4))
        await pilot.mouse_up(view, offset=(20, 4))
        await pilot.pause()
        assert app.screen.get_selected_text() == "Chunk 1 about solar"
