"""The evaluation charts (issue 15, item 8): each run its own marker in its line and legend, and the
legend above the data at 80 and 120 columns, never over a line or a bar."""

from __future__ import annotations

import re

import pytest

from labeler.tui.screens.evaluate.charts import HeadroomPlot, even_ticks, headroom_top
from tests.tui.screens.evaluate.test_evaluate_screen import demo_db, demo_template, open_app, open_evaluation  # noqa: F401

TOP_TICK = re.compile(r"^\s*-?\d+\.\d+┤")


def plot_lines(screen, plot_id: str) -> list[str]:
    """The plot as drawn, one string per row."""
    return screen.query_one(plot_id, HeadroomPlot).render().plain.splitlines()


def canvas_rows_above_the_top_tick(lines: list[str]) -> list[str]:
    """The canvas rows between the top axis and the first tick row (the headroom), inside the frame."""
    top_axis = next(i for i, line in enumerate(lines) if "┌" in line)
    first_tick = next(i for i, line in enumerate(lines) if TOP_TICK.match(line))
    return [line.split("│")[1] for line in lines[top_axis + 1 : first_tick]]


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
async def test_each_run_has_its_own_marker_and_the_legends_sit_above_the_data(open_app, size):  # noqa: F811
    app = open_app()
    async with app.run_test(size=size) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("3")
        await pilot.pause()
        lines = plot_lines(screen, "#chart-distribution")
        headroom = canvas_rows_above_the_top_tick(lines)
        assert [row.strip() for row in headroom if row.strip()] == ["•• bm25", "++ dense"]
        below = "\n".join(lines[lines.index(next(l for l in lines if TOP_TICK.match(l))):])
        assert below.count("•") >= 5 and below.count("+") >= 5  # both lines drawn, each in its marker
        assert "1.00┤" in "\n".join(lines) and "0.00┤" in "\n".join(lines)  # no tick in the headroom
        bars = plot_lines(screen, "#chart-win-loss")
        headroom = canvas_rows_above_the_top_tick(bars)
        assert [row.strip() for row in headroom if row.strip()] == ["██ win", "▒▒ loss"]
        below = "\n".join(bars[bars.index(next(l for l in bars if TOP_TICK.match(l))):])
        assert "█" in below and "▒" in below


def test_headroom_leaves_the_legend_rows_and_one_more_above_the_data():
    canvas, legend = 15, 2
    top = headroom_top(0.0, 1.0, canvas, legend)
    # plotext puts y at row round((y - low) / (top - low) * (canvas - 1)) from the bottom
    assert round(1.0 / top * (canvas - 1)) == canvas - 1 - legend - 1
    assert headroom_top(0.0, 1.0, 3, 2) == 1.0  # too short for headroom: the data keeps the canvas
    assert even_ticks(-0.2, 0.6) == pytest.approx([-0.2, 0.0, 0.2, 0.4, 0.6])
