"""The HTML report's charts as geometry: shapes with coordinates and plain-text labels.

Python computes where each bar, line and label goes; the template (templates/charts.html.j2)
writes them as inline SVG under autoescape, so a run name or query id in a label or a tooltip
is escaped like any other field.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Sequence

HISTOGRAM_BINS = 10
PALETTE = ("#4c72b0", "#dd8452", "#55a868", "#8172b3", "#937860", "#da8bc3", "#8c8c8c", "#ccb974")
_WIN, _LOSS, _EVEN = "#2e7d32", "#c62828", "#9e9e9e"


@dataclass(frozen=True, slots=True)
class Label:
    """A text label at (x, y)."""

    x: float
    y: float
    text: str
    anchor: str = "start"
    size: int = 11
    fill: str = "#444"
    weight: str = "normal"
    kind: str = "text"
    rotate: float = 0.0  # degrees about (x, y); query labels under bars are turned to fit


@dataclass(frozen=True, slots=True)
class Rule:
    """A straight line, dashed when dash is set."""

    x1: float
    x2: float
    y1: float
    y2: float
    stroke: str
    dash: str | None = None
    kind: str = "line"


@dataclass(frozen=True, slots=True)
class Bar:
    """A filled rectangle with a tooltip."""

    x: float
    y: float
    width: float
    height: float
    fill: str
    tooltip: str
    kind: str = "rect"


@dataclass(slots=True)
class Chart:
    """An SVG canvas and its shapes, drawn in order."""

    width: float
    height: float
    shapes: list[Label | Rule | Bar] = field(default_factory=list)


def histogram(values: Sequence[float], bins: int = HISTOGRAM_BINS) -> list[int]:
    """Counts of values in [0, 1/bins), ..., [(bins-1)/bins, 1] (1.0 in the last bin)."""
    counts = [0] * bins
    for value in values:
        counts[min(bins - 1, max(0, int(math.floor(value * bins))))] += 1
    return counts


LABELLED_QUERIES = 60  # up to this many bars carry their query id under them (a printout has no tooltips)


def win_loss_chart(differences: list[tuple[str, float]], *, width: int = 1100, height: int = 230) -> Chart:
    """Per-query differences (largest first) as bars above/below a zero line, one tooltip per bar;
    with up to LABELLED_QUERIES queries, each bar's query id written under the chart, turned 60°."""
    labelled = 0 < len(differences) <= LABELLED_QUERIES
    left, right, top, bottom = 48, 10, 12, 22
    if labelled:
        height += 70
        bottom += 70
    plot_w, plot_h = width - left - right, height - top - bottom
    largest = max((abs(d) for _, d in differences), default=0.0)
    limit = max(0.1, math.ceil(largest * 10 - 1e-9) / 10)
    zero = top + plot_h / 2
    scale = (plot_h / 2) / limit
    n = max(1, len(differences))
    step = plot_w / n
    bar = max(step * 0.8, 0.5) if n < 400 else step
    chart = Chart(width, height)
    for value in (limit, limit / 2, 0.0, -limit / 2, -limit):
        y = zero - value * scale
        chart.shapes.append(Rule(left, width - right, y, y, "#888" if value == 0 else "#e5e5e5"))
        chart.shapes.append(Label(left - 6, y + 4, f"{value:+.2f}" if value else "0", anchor="end", size=10))
    for i, (qid, d) in enumerate(differences):
        x = left + i * step + (step - bar) / 2
        h = abs(d) * scale
        y = zero - h if d > 0 else zero
        color = _WIN if d > 0 else _LOSS if d < 0 else _EVEN
        if d == 0:
            y, h = zero - 1, 2
        chart.shapes.append(Bar(x, y, bar, max(h, 0.5), color, f"{qid}: {d:+.4f}"))
        if labelled:
            name = qid if len(qid) <= 14 else qid[:13] + "…"
            base = top + plot_h + 10
            chart.shapes.append(Label(x + bar / 2, base, name, anchor="end", size=9, rotate=-60.0))
    note = "queries, sorted by difference" + ("" if labelled or not differences else " (hover a bar for its query)")
    chart.shapes.append(Label(left, height - 6, note, size=10))
    return chart


def histograms_chart(series: list[tuple[str, list[float]]], measure: str, *, panel_w: int = 300,
                     panel_h: int = 190) -> Chart:
    """One histogram panel per run of per-query values in [0, 1] (same y scale), mean as a dashed line."""
    counts = [histogram(values) for _, values in series]
    top_count = max((max(c) for c in counts if c), default=1) or 1
    gap = 24
    left, top, bottom = 34, 22, 30
    plot_w, plot_h = panel_w - left - 8, panel_h - top - bottom
    chart = Chart(len(series) * (panel_w + gap), panel_h)
    shapes = chart.shapes
    for p, ((name, values), bins) in enumerate(zip(series, counts)):
        ox = p * (panel_w + gap)
        color = PALETTE[p % len(PALETTE)]
        shapes.append(Label(ox + left, 14, name, size=12, weight="600", fill="#222"))
        base_y = top + plot_h
        shapes.append(Rule(ox + left, ox + left + plot_w, base_y, base_y, "#888"))
        for count_tick in (0, top_count):
            shapes.append(Label(ox + left - 5, base_y - plot_h * count_tick / top_count + 4, str(count_tick),
                                anchor="end", size=10))
        bw = plot_w / HISTOGRAM_BINS
        for i, count in enumerate(bins):
            h = plot_h * count / top_count
            low, high = i / HISTOGRAM_BINS, (i + 1) / HISTOGRAM_BINS
            shapes.append(Bar(ox + left + i * bw + 1, base_y - h, bw - 2, h, color,
                              f"{name}: {count} queries with {low:.1f} <= {measure} < {high:.1f}"))
        for tick in (0.0, 0.5, 1.0):
            shapes.append(Label(ox + left + plot_w * tick, base_y + 13, f"{tick:g}", anchor="middle", size=10))
        if values:
            mean = sum(values) / len(values)
            x = ox + left + plot_w * mean
            shapes.append(Rule(x, x, top, base_y, "#222", dash="4 3"))
            # the label sits in the title band, where no bar can reach it
            shapes.append(Label(ox + left + plot_w, 14, f"mean {mean:.3f} (dashed)", anchor="end", size=10,
                                fill="#222"))
        shapes.append(Label(ox + left + plot_w / 2, panel_h - 3, f"{measure} per query", anchor="middle", size=10))
    return chart
