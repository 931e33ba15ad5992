"""Evaluation charts (the only module importing textual_plotext): per-query distribution and win/loss.

The distribution is drawn as each run's per-query values sorted best first (a quantile plot):
runs overlay as lines, where overlaid histogram bars would hide each other.

Names drawn in a chart (run names) pass through visible_text first: plotext output is parsed as
ANSI, so a raw escape in a name must never reach it. Query ids are never drawn; the win/loss
bars are numbered by their position in the sorted list.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual_plotext import PlotextPlot

from labeler.services.comparison import Comparison
from labeler.tui.widgets.eval_format import shown_run
from labeler.tui.widgets.safe_text import visible_text

RUN_COLOURS = ("cyan", "orange", "magenta", "green", "yellow", "blue")


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


class EvalCharts(Horizontal):
    """Two plots side by side: each run's per-query values sorted (its distribution), and sorted differences."""

    DEFAULT_CSS = """
    EvalCharts { height: 1fr; }
    EvalCharts PlotextPlot { width: 1fr; height: 1fr; }
    """

    def compose(self) -> ComposeResult:
        yield PlotextPlot(id="chart-distribution")
        yield PlotextPlot(id="chart-win-loss")

    def show(self, comparison: Comparison | None, run: str | None = None, measure: str | None = None) -> None:
        """Draw the comparison (None: clear); run is the one compared with the baseline in win/loss."""
        dist = self.query_one("#chart-distribution", PlotextPlot)
        wins = self.query_one("#chart-win-loss", PlotextPlot)
        for plot in (dist, wins):
            plot.plt.clear_figure()
        if comparison is None:
            for plot in (dist, wins):
                plot.refresh()
            return
        measure = measure or comparison.gap_measure
        self._draw_distribution(dist, comparison, measure)
        self._draw_win_loss(wins, comparison, run or shown_run(comparison), measure)

    @staticmethod
    def _draw_distribution(plot: PlotextPlot, comparison: Comparison, measure: str) -> None:
        """Each run's per-query values sorted best first: the shape of its distribution, runs overlaid."""
        plt = plot.plt
        for i, (name, values) in enumerate(distribution(comparison, measure).items()):
            if values:
                ranked = sorted(values, reverse=True)
                plt.plot(list(range(1, len(ranked) + 1)), ranked, label=visible_text(name), marker="hd",
                         color=RUN_COLOURS[i % len(RUN_COLOURS)])
        longest = max((len(v) for v in distribution(comparison, measure).values()), default=0)
        if longest:
            plt.xticks(quarter_ticks(longest))
        plt.ylim(0, 1)
        plt.title(f"{measure} per query, best first")
        plt.xlabel("queries, sorted")
        plot.refresh()

    @staticmethod
    def _draw_win_loss(plot: PlotextPlot, comparison: Comparison, run: str, measure: str) -> None:
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
        for points, colour, label in ((wins, "green", "win"), (losses, "red", "loss"), (ties, "gray", "tie")):
            if points:
                plt.bar([x for x, _ in points], [y for _, y in points], color=colour, label=label, width=0.6)
        if differences:
            n = len(differences)
            plt.xlim(0.5, n + 0.5)
            plt.xticks(quarter_ticks(n))
        plt.title(f"{visible_text(run)} - {visible_text(baseline)}, {len(wins)} wins {len(losses)} losses")
        plt.xlabel("queries, sorted")
        plt.ylabel(f"diff {measure}")
        plot.refresh()
