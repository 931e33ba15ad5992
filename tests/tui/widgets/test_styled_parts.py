"""A text wrapped from its parts (labeler.tui.widgets.styled_parts) is Textual's own wrap, segment for
segment: the same texts, styles and selection offsets, on a widget's colours in several themes."""

from __future__ import annotations

import random

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.visual import Visual, visualize
from textual.widgets import Static

from labeler.tui.widgets.safe_text import highlighted
from labeler.tui.widgets.styled_parts import StyledParts

WORDS = ["solar", "panels", "winter", "power", "grey", "days", "a", "of", "the", "it", "photovoltaic-inverter",
         "x" * 70, "   ", "short.", "(kW)", "—", "ünïcode"]
TERMS = ["solar", "power", "days"]


def sample_text(rng: random.Random) -> str:
    """Words, runs of spaces, blank lines and lines ending in spaces: what chunk texts hold."""
    pieces = []
    for _ in range(rng.randint(0, 60)):
        pieces.append(rng.choice(WORDS))
        pieces.append(rng.choice([" ", " ", " ", "  ", "\n", "\n\n", " \n", ". "]))
    return "".join(pieces)


def textuals(widget, text: Text, width: int):
    return Visual.to_strips(widget, visualize(widget, text, markup=False), width, None, widget.visual_style)


def segments(strips) -> list[list[tuple[str, object, object]]]:
    """Each strip's segments with their styles and offsets (the meta a mouse selection reads)."""
    return [[(segment.text, segment.style, segment.style and segment.style.meta) for segment in strip]
            for strip in strips]


class OneWidget(App[None]):
    def compose(self) -> ComposeResult:
        yield Static(id="probe")


@pytest.mark.parametrize("theme", ["textual-dark", "textual-light", "ansi-dark"])
async def test_a_wrapped_text_is_textuals_segment_for_segment(theme):
    app = OneWidget()
    async with app.run_test(size=(120, 10)) as pilot:
        app.theme = theme
        await pilot.pause()
        widget = app.query_one("#probe")
        drawn = StyledParts(widget)
        rng = random.Random(theme)
        checked = 0
        for case in range(150):
            plain = sample_text(rng)
            text = highlighted(plain, TERMS) if case % 3 else Text(plain, style=rng.choice(["", "italic"]))
            if case % 7 == 0:
                text.append("\n\n")
                text.append("[long chunk: part 1 of 2; press a for the next part]", style="bold reverse")
            width = rng.choice([1, 5, 20, 40, 64, 80, 97])
            ours = drawn.wrapped(text, width)
            if ours is None:
                continue
            checked += 1
            assert segments(ours) == segments(textuals(widget, text, width)), (plain, width)
        assert checked >= 120


async def test_what_textual_must_wrap_is_left_to_it():
    app = OneWidget()
    async with app.run_test(size=(80, 10)):
        drawn = StyledParts(app.query_one("#probe"))
        assert drawn.wrapped(Text("a\tb"), 40) is None  # tabs
        assert drawn.wrapped(Text("日本語の文"), 40) is None  # two cells a character
        overlapping = Text("solar power")
        overlapping.stylize("bold", 0, 8)
        overlapping.stylize("italic", 4, 11)
        assert drawn.wrapped(overlapping, 40) is None
        assert drawn.wrapped(Text("solar"), 0) is None
