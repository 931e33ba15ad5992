"""Evaluation charts (the only module importing textual_plotext): per-query distribution and win/loss.

The distribution is drawn as each run's per-query values sorted best first (a quantile plot):
runs overlay as lines, where overlaid histogram bars would hide each other.

Each run has its own marker as well as its own colour (RUN_MARKERS), in its line and in the
legend, so the runs stay apart in monochrome, on a printout and for colour-blind eyes. plotext
draws a legend over the top left of the canvas, where a best-first line starts: the y axis gets
headroom above the data (HeadroomPlot), as many rows as the legend needs, so the two never meet.

Names drawn in a chart (run names) pass through visible_text first: plotext output is parsed as
ANSI, so a raw escape in a name must never reach it. Query ids are never drawn; the win/loss
bars are numbered by their position in the sorted list.
"""

from __future__ import annotations

from textual.app import ComposeResult, RenderResult
from textual.containers import Horizontal
from textual_plotext import PlotextPlot

from labeler.services.evaluation.comparison import Comparison
from labeler.tui.screens.evaluate.cells import shown_run
from labeler.tui.widgets.safe_text import visible_text

RUN_COLOURS = ("cyan", "orange", "magenta", "green", "yellow", "blue")
RUN_MARKERS = ("•", "+", "x", "o", "*", "#")
# win/loss bars: filled above zero, shaded below, so the legend tells them apart without colour
OUTCOME_STYLES = (("win", "green", "█"), ("loss", "red", "▒"), ("tie", "gray", "░"))
# rows of a plot that are not canvas: title, both x axes, x tick labels, x label
PLOT_FRAME_ROWS = 5


def distribution(comparison: Comparison, measure: str) -> dict[str, list[float]]:
    """Run name -> its per-query values of the measure (queries it evaluates, byte order of the id)."""
    values: dict[str, list[float]] = {summary.name: [] for summary in comparison.runs}
    for row in comparison.queries:
        for name in values:
            value = row.value(name, measure)
            if value is not None:
                values[name].append(value)
    return values


def quarter_ticks(n: int) -> list[float]:
    """Whole-number ticks at 1, the quarters and n (plotext takes tick positions as floats)."""
    return sorted({1, max(1, n // 4), max(1, n // 2), max(1, 3 * n // 4), n})


def headroom_top(low: float, high: float, canvas_rows: int, legend_rows: int) -> float:
    """The y axis' upper limit that leaves legend_rows + 1 canvas rows above `high` (at least `high`)."""
    data_rows = canvas_rows - legend_rows - 1
    if data_rows < 2 or high <= low:
        return high
    return low + (high - low) * (canvas_rows - 1) / (data_rows - 1)


def even_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """count ticks from low to high, evenly spaced (the headroom above high gets none)."""
    if high <= low:
        return [low]
    return [low + (high - low) * i / (count - 1) for i in range(count)]


class HeadroomPlot(PlotextPlot):
    """A PlotextPlot whose y axis runs from low to high plus room for its legend above the data,
    worked out at each render, when the plot's height is known."""

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002  (Textual's name)
        super().__init__(id=id)
        self.y_range: tuple[float, float] | None = None  # None: plotext's own limits
        self.legend_rows = 0

    def render(self) -> RenderResult:
        """Set the y limits for the current height, then draw."""
        if self.y_range is not None:
            low, high = self.y_range
            canvas = self.size.height - PLOT_FRAME_ROWS
            self.plt.ylim(low, headroom_top(low, high, canvas, self.legend_rows))
            self.plt.yticks(even_ticks(low, high))
        return super().render()


class EvalCharts(Horizontal):
    """Two plots side by side: each run's per-query values sorted (its distribution), and sorted differences."""

    def compose(self) -> ComposeResult:
        yield HeadroomPlot(id="chart-distribution")
        yield HeadroomPlot(id="chart-win-loss")

    def show(self, comparison: Comparison | None, run: str | None = None, measure: str | None = None) -> None:
        """Draw the comparison (None: clear); run is the one compared with the baseline in win/loss."""
        dist = self.query_one("#chart-distribution", HeadroomPlot)
        wins = self.query_one("#chart-win-loss", HeadroomPlot)
        for plot in (dist, wins):
            plot.plt.clear_figure()
            plot.y_range, plot.legend_rows = None, 0
        if comparison is None:
            for plot in (dist, wins):
                plot.refresh()
            return
        measure = measure or comparison.gap_measure
        self._draw_distribution(dist, comparison, measure)
        self._draw_win_loss(wins, comparison, run or shown_run(comparison), measure)

    @staticmethod
    def _draw_distribution(plot: HeadroomPlot, comparison: Comparison, measure: str) -> None:
        """Each run's per-query values sorted best first: the shape of its distribution, runs overlaid,
        each with its own marker and colour."""
        plt = plot.plt
        values_by_run = distribution(comparison, measure)
        drawn = 0
        for i, (name, values) in enumerate(values_by_run.items()):
            if values:
                ranked = sorted(values, reverse=True)
                plt.plot(list(range(1, len(ranked) + 1)), ranked, label=visible_text(name),
                         marker=RUN_MARKERS[i % len(RUN_MARKERS)], color=RUN_COLOURS[i % len(RUN_COLOURS)])
                drawn += 1
        longest = max((len(v) for v in values_by_run.values()), default=0)
        if longest:
            plt.xticks(quarter_ticks(longest))
        plot.y_range, plot.legend_rows = (0.0, 1.0), drawn
        plt.title(f"{measure} per query, best first")
        plt.xlabel("queries, sorted")
        plot.refresh()

    @staticmethod
    def _draw_win_loss(plot: HeadroomPlot, comparison: Comparison, run: str, measure: str) -> None:
        plt = plot.plt
        baseline = comparison.baseline
        if baseline is None or run == baseline:
            plt.title("win/loss: pick two runs")
            plot.refresh()
            return
        differences = [d for _, d in comparison.win_loss(run, measure)]
        wins = [(i + 1, d) for i, d in enumerate(differences) if d > 0]
        losses = [(i + 1, d) for i, d in enumerate(differences) if d < 0]
        ties = [(i + 1, d) for i, d in enumerate(differences) if d == 0]
        outcomes = (wins, losses, ties)
        for points, (label, colour, marker) in zip(outcomes, OUTCOME_STYLES, strict=True):
            if points:
                plt.bar([x for x, _ in points], [y for _, y in points], color=colour, label=label, width=0.6,
                        marker=marker)
        if differences:
            n = len(differences)
            plt.xlim(0.5, n + 0.5)
            plt.xticks(quarter_ticks(n))
            low, high = min(0.0, *differences), max(0.0, *differences)
            if high > low:
                plot.y_range, plot.legend_rows = (low, high), sum(1 for points in outcomes if points)
        plt.title(f"{visible_text(run)} - {visible_text(baseline)}, {len(wins)} wins {len(losses)} losses")
        plt.xlabel("queries, sorted")
        plt.ylabel(f"diff {measure}")
        plot.refresh()
