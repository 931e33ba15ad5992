"""The footer's keys are composed once at a start (after the first frame, as in Textual), and again only when what
they show changes."""

from __future__ import annotations

from textual import events
from textual.widgets._footer import FooterKey

from labeler.tui.widgets.footer import Footer
from tests.tui.conftest import settle


def count_recomposes(monkeypatch) -> list[Footer]:
    """Record each footer's recompose from now on."""
    recomposed: list[Footer] = []
    recompose = Footer.recompose

    async def counted(self: Footer) -> None:
        recomposed.append(self)
        await recompose(self)

    monkeypatch.setattr(Footer, "recompose", counted)
    return recomposed


async def test_the_keys_are_composed_once_through_a_served_start(open_app, monkeypatch):
    recomposed = count_recomposes(monkeypatch)
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.pause()
        footer = app.screen.query_one(Footer)
        assert [key.key for key in footer.query(FooterKey)][:4] == ["0", "1", "2", "3"]
        assert recomposed == [footer]  # the keys, once the screen announced its bindings
        # the web driver blurs a served app as it starts, and the page focuses it: the keys stay what they were
        app.post_message(events.AppBlur())
        await pilot.pause()
        app.post_message(events.AppFocus())
        await pilot.pause()
        app.screen.refresh_bindings()
        await pilot.pause()
        assert recomposed == [footer], f"{len(recomposed)} recomposes of the footer"


async def test_a_change_of_the_keys_composes_them_again(open_app, monkeypatch):
    recomposed = count_recomposes(monkeypatch)
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        footer = app.screen.query_one(Footer)
        assert "enter" not in [key.key for key in footer.query(FooterKey)]
        recomposed.clear()
        await pilot.press("right")  # the fixture's second pair of q1 has an LLM suggestion: `accept LLM` shows
        await settle(app, pilot)
        await pilot.pause()
        assert recomposed == [footer]
        assert "enter" in [key.key for key in footer.query(FooterKey)]
