"""`labeler simulate --out x.html`: the results as a self-contained page with line charts.

Charts are geometry (``report_charts``' shapes) drawn by the report's SVG macro under autoescape,
with ``untrusted.html_text`` as the finalize hook, like the report.
"""

from __future__ import annotations

from typing import Any

from labeler.dataio.reports.charts import PALETTE, Bar, Chart, Label, Rule
from labeler.dataio.reports.html import environment

_PANELS = (("error", "mean absolute error per run", None), ("half_width", "mean interval half-width", None),
           ("coverage", "interval coverage", 1.0), ("kendall_tau", "Kendall tau with the true ranking", 1.0))


def line_chart(rows: list[dict[str, Any]], key: str, title: str, top: float | None, *,
               nominal: float | None = None, width: float = 520, height: float = 260) -> Chart:
    """One value by budget, a line per strategy (strategies without the value are left out)."""
    left, right, upper, lower = 56.0, 120.0, 28.0, 36.0
    budgets: list[float] = sorted({float(row["budget"]) for row in rows})
    # colours follow the strategy's place among all rows, so a strategy has one colour in every chart
    every = list(dict.fromkeys(row["strategy"] for row in rows))
    strategies = [s for s in every if any(r["strategy"] == s and r[key] is not None for r in rows)]
    values: list[float] = [float(row[key]) for row in rows if row[key] is not None]
    chart = Chart(width, height)
    chart.shapes.append(Label(left, 16, title, weight="bold", size=12))
    if not values or not budgets:
        return chart
    high = top if top is not None else max(values) * 1.1 or 1.0
    low = min(0.0, min(values)) if top is None else min(0.5, min(values))
    plot_w, plot_h = width - left - right, height - upper - lower

    def x_of(budget: float) -> float:
        step = budgets.index(float(budget)) / (len(budgets) - 1) if len(budgets) > 1 else 0.5
        return left + plot_w * step

    def y_of(value: float) -> float:
        return upper + plot_h * (1 - (value - low) / ((high - low) or 1.0))

    for tick in range(5):
        value = low + (high - low) * tick / 4
        chart.shapes.append(Rule(left, left + plot_w, y_of(value), y_of(value), "#e0e0e0"))
        chart.shapes.append(Label(left - 6, y_of(value) + 4, f"{value:.3f}", anchor="end", size=10))
    for budget in budgets:
        chart.shapes.append(Label(x_of(budget), height - lower + 16, f"{budget:.0%}", anchor="middle", size=10))
    if key == "coverage" and nominal is not None:
        chart.shapes.append(Rule(left, left + plot_w, y_of(nominal), y_of(nominal), "#c62828", dash="4 3"))
        chart.shapes.append(Label(left + plot_w - 2, y_of(nominal) - 4, f"{nominal:.0%} target", anchor="end",
                                  size=10, fill="#c62828"))
    for i, strategy in enumerate(strategies):
        colour = PALETTE[every.index(strategy) % len(PALETTE)]
        points = [(x_of(r["budget"]), y_of(r[key]), r[key]) for r in rows
                  if r["strategy"] == strategy and r[key] is not None]
        for (x1, y1, _), (x2, y2, _) in zip(points, points[1:]):
            chart.shapes.append(Rule(x1, x2, y1, y2, colour))
        for x, y, value in points:
            chart.shapes.append(Bar(x - 3, y - 3, 6, 6, colour, f"{strategy}: {value:.4f}"))
        chart.shapes.append(Label(left + plot_w + 10, upper + 14 * (i + 1), strategy, fill=colour, size=11))
    return chart


def simulation_html(document: dict[str, Any]) -> str:
    """The page for a simulation document (``cli.simulate.simulation_document``)."""
    charts = [line_chart(document["rows"], key, title, top, nominal=document["confidence"])
              for key, title, top in _PANELS]
    return str(environment().get_template("simulation.html.j2").render(doc=document, charts=charts))
