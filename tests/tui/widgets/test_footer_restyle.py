"""The footer's keys are styled once at a start: none is born compact and restyled roomy (or back)."""

from __future__ import annotations

import pytest
from textual.widgets._footer import FooterKey

from labeler.tui.widgets.footer import Footer
from tests.tui.conftest import settle


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 36)])
async def test_footer_keys_are_not_restyled_at_start(open_app, size, monkeypatch):
    restyled: list[FooterKey] = []
    update = FooterKey.update_node_styles

    def counted(self: FooterKey, animate: bool = True) -> None:
        restyled.append(self)
        update(self, animate)

    monkeypatch.setattr(FooterKey, "update_node_styles", counted)
    app = open_app()
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        await pilot.pause()
        footer = app.screen.query_one(Footer)
        keys = list(footer.query(FooterKey))
        assert keys, "the label screen's footer shows no key"
        compact = size[0] < 100
        # every key wears the footer's compactness, as Textual's data binding would have made it; the
        # palette's key, which Textual does not bind, stays compact as Textual makes it
        for key in keys:
            palette = key.has_class("-command-palette")
            assert key.compact is (True if palette else compact)
            assert key.has_class("-compact") is key.compact
        assert footer.compact is compact
        assert restyled == [], f"{len(restyled)} restyles of footer keys at {size}"
