"""The label screen's footer fits the terminal: `?` (help) and the grade keys are never cut off (issue 15, item 3)."""

from __future__ import annotations

import pytest
from textual.widgets import Footer
from textual.widgets._footer import FooterKey, FooterLabel

from tests.tui.conftest import settle

SIZES = [(80, 24), (120, 36)]


def footer_items(app) -> tuple[list[tuple[str, bool]], FooterKey]:
    """The footer's keys and group labels in order, each with whether it is drawn whole, and the palette key."""
    footer = app.screen.query_one(Footer)
    palette = footer.query_one("FooterKey.-command-palette", FooterKey)
    # The palette key is docked on the right and overlays whatever runs under it.
    right_edge = min(footer.region.right, palette.region.x)
    items = []
    for widget in footer.query("FooterKey, FooterLabel"):
        if widget is palette:
            continue
        name = widget.key if isinstance(widget, FooterKey) else str(widget.render())
        items.append((name, 0 < widget.region.width and widget.region.right <= right_edge))
    return items, palette


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("with_suggestion", [False, True], ids=["no-suggestion", "suggestion"])
async def test_footer_keeps_help_and_grade_keys_visible(open_app, size, with_suggestion):
    app = open_app()
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        if with_suggestion:
            # the fixture's second pair of q1 has the LLM suggestion, so "⏎ accept LLM" is in the footer too
            await pilot.press("right")
            await settle(app, pilot)
        await pilot.pause()
        items, palette = footer_items(app)
        keys = [name for name, _ in items]
        for key in ("0", "1", "2", "3", "question_mark"):
            assert key in keys, f"{key} not in the footer: {keys}"
        cut = [name for name, whole in items if not whole]
        # nothing shown is cut off (a cut item reads like "/ s▏"), so `?` and the grades are drawn whole
        assert cut == [], f"footer items cut off at {size}: {cut} of {keys}"
        assert palette.region.right <= size[0]
        if with_suggestion:
            assert "enter" in keys


@pytest.mark.parametrize("size", SIZES)
async def test_footer_keeps_help_visible_while_judging_the_holes(open_app, size):
    from labeler.tui.screens.label.screen import LabelScreen

    app = open_app()
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        # the drill-down's "judge the holes" opens this screen with visits; escape goes back
        app.push_screen(LabelScreen(app.session, visits=[("q1", "c1-02"), ("q2", "c2-01")]))
        await settle(app, pilot)
        await pilot.pause()
        items, _ = footer_items(app)
        whole = [name for name, is_whole in items if is_whole]
        assert "question_mark" in whole, f"? cut off at {size}: {items}"
        assert "escape" in [name for name, _ in items]
        if size[0] >= 120:
            assert "escape" in whole
