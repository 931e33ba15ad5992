"""What a served app meets as it starts: it is blurred, then focused by the page (only what a rule on the app's
:focus or :blur reaches is restyled, and focus leaves and comes back to the same widget), and the web driver sends the size it has."""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.widgets import Input

import labeler.tui.app
import labeler.tui.first_frame
from labeler.tui.app import LabelerApp
from tests.tui.conftest import settle


def count_restyled(app) -> list[int]:
    """Record the number of nodes of each stylesheet update from now on."""
    counts: list[int] = []
    update = app.stylesheet.update_nodes

    def counted(nodes, animate: bool = False) -> None:
        nodes = list(nodes)
        counts.append(len(nodes))
        update(nodes, animate)

    app.stylesheet.update_nodes = counted
    return counts


async def blur_then_focus(app, pilot) -> None:
    """What the web driver and the page send: the app blurred, then focused."""
    app.post_message(events.AppBlur())
    await pilot.pause()
    assert app.app_focus is False
    app.post_message(events.AppFocus())
    await pilot.pause()
    assert app.app_focus is True


async def test_the_label_screen_is_not_restyled_as_the_app_is_blurred_and_focused(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        restyled = count_restyled(app)
        await blur_then_focus(app, pilot)
        # Textual restyled the whole screen each time (40 nodes and more); no rule of labeler's is on the app's focus
        assert sum(restyled) == 0, f"{restyled} nodes restyled"


class FadedWhenBlurred(LabelerApp):
    """A stylesheet with a rule on the app's blur: what it styles follows the app's focus."""

    CSS_PATH = Path(labeler.tui.app.__file__).parent / LabelerApp.CSS_PATH
    CSS = "FadedWhenBlurred:blur #header-bar { text-style: italic; }"


async def test_a_rule_on_the_app_blur_still_follows_it(open_app):
    app = FadedWhenBlurred(open_app().session)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        header = app.screen.query_one("#header-bar")
        assert not header.styles.text_style.italic
        app.post_message(events.AppBlur())
        await pilot.pause()
        assert header.styles.text_style.italic
        app.post_message(events.AppFocus())
        await pilot.pause()
        assert not header.styles.text_style.italic


async def test_the_focused_widget_gives_up_focus_on_blur_and_gets_it_back(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        assert app.screen.focused is None  # the label screen takes its keys itself
        await pilot.press("slash")  # the search screen: its input holds focus
        await pilot.pause()
        search = app.screen.query_one(Input)
        assert app.screen.focused is search
        app.post_message(events.AppBlur())
        await pilot.pause()
        assert app.screen.focused is None and not search.has_focus
        app.post_message(events.AppFocus())
        await pilot.pause()
        assert app.screen.focused is search and search.has_focus


async def test_a_resize_to_the_size_the_app_has_lays_nothing_out(open_app, monkeypatch):
    from textual.geometry import Size
    from textual.screen import Screen

    laid_out: list[tuple[str, Size | None]] = []
    refresh_layout = Screen._refresh_layout

    def counted(self: Screen, size: Size | None = None, scroll: bool = False) -> None:
        laid_out.append((type(self).__name__, size))
        refresh_layout(self, size, scroll)

    monkeypatch.setattr(Screen, "_refresh_layout", counted)
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.pause()
        laid_out.clear()
        # the web driver's first packet: the size the app was started at
        app.post_message(events.Resize(Size(100, 30), Size(100, 30)))
        await pilot.pause()
        await pilot.pause()
        assert laid_out == []
        await pilot.resize_terminal(90, 30)  # a new size is laid out, as ever
        await pilot.pause()
        assert ("LabelScreen", Size(90, 30)) in laid_out
        assert app.screen.size == Size(90, 30)


def served(monkeypatch) -> None:
    """Run the app as labeler serve does: on a web driver (run_test's headless driver, said to be one)."""
    monkeypatch.setattr(LabelerApp, "is_web", property(lambda app: True))


def frames_while(app, condition) -> list[str]:
    """The frames the app hands its driver (not held by a batch) while condition() holds, by screen."""
    from textual.app import App

    frames: list[str] = []
    display = App._display

    def recorded(self, screen, renderable) -> None:
        if self is app and renderable is not None and not self._batch_count and condition():
            frames.append(type(screen).__name__)
        display(self, screen, renderable)

    App._display = recorded
    return frames


async def test_a_served_app_draws_nothing_before_its_first_pair(open_app, monkeypatch):
    import threading

    served(monkeypatch)
    app = open_app()
    reading = threading.Event()  # the session's first read of the queue, held as a loaded machine holds it
    start = app.session.start

    def slow_start():
        reading.wait(10)
        return start()

    monkeypatch.setattr(app.session, "start", slow_start)
    from textual.app import App

    monkeypatch.setattr(App, "_display", App._display)  # restored after the test
    early = frames_while(app, lambda: not reading.is_set())
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(10):  # the screen's update timer runs while the session reads
            await pilot.pause(0.02)
        reading.set()
        await settle(app, pilot)
        await pilot.pause()
        # before: the label screen was laid out and drawn empty, then again with the pair
        assert early == [], f"frames before the first pair: {early}"
        assert app.label_screen is not None and app.label_screen.view is not None
        assert app._batch_count == 0
        assert "you judged" in "".join(str(strip.text) for strip in app.screen._compositor.render_strips())


async def test_a_served_start_that_shows_no_pair_is_drawn_all_the_same(open_app, monkeypatch):
    import threading

    served(monkeypatch)
    monkeypatch.setattr(labeler.tui.first_frame, "FIRST_FRAME_HOLD_SECONDS", 0.1)
    app = open_app()
    never = threading.Event()

    def stuck_start():
        never.wait(5)
        return None

    monkeypatch.setattr(app.session, "start", stuck_start)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.3)
        assert app._batch_count == 0  # the hold ended after its time, the screen drawn without a pair
        never.set()
        await settle(app, pilot)


async def test_an_app_in_a_terminal_is_not_held(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        assert app._batch_count == 0 and not app._holding_first_frame
        await settle(app, pilot)


async def test_a_held_served_app_renders_nothing_until_its_first_pair(open_app, monkeypatch):
    import threading

    from textual._compositor import Compositor

    served(monkeypatch)
    app = open_app()
    reading = threading.Event()
    start = app.session.start

    def slow_start():
        reading.wait(10)
        return start()

    monkeypatch.setattr(app.session, "start", slow_start)
    rendered_while_held: list[str] = []
    render_update = Compositor.render_update

    def recorded(self, *args, **kwargs):
        if app._holding_first_frame:
            rendered_while_held.append(type(app.screen).__name__)
        return render_update(self, *args, **kwargs)

    monkeypatch.setattr(Compositor, "render_update", recorded)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(10):
            await pilot.pause(0.02)
        reading.set()
        await settle(app, pilot)
        await pilot.pause()
        # before: the label screen's first layouts were each followed by a render of the whole screen, dropped
        assert rendered_while_held == []
        assert not app._holding_first_frame
        assert "you judged" in "".join(str(strip.text) for strip in app.screen._compositor.render_strips())
