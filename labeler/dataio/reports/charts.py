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
    """An SVG canvas and its shapes, drawn in order; key: (mark, name) pairs the page writes under the
    chart when its bars are marked by number rather than by a name too long to fit under them."""

    width: float
    height: float
    shapes: list[Label | Rule | Bar] = field(default_factory=list)
    key: list[tuple[str, str]] = field(default_factory=list)


def histogram(values: Sequence[float], bins: int = HISTOGRAM_BINS) -> list[int]:
    """Counts of values in [0, 1/bins), ..., [(bins-1)/bins, 1] (1.0 in the last bin)."""
    counts = [0] * bins
    for value in values:
        counts[min(bins - 1, max(0, int(math.floor(value * bins))))] += 1
    return counts


LABELLED_QUERIES = 60  # up to this many bars carry their query under them (a printout has no tooltips)
AXIS_SIZE = 11  # px: every label a reader must read, at the report's 1100-pixel chart width
CHARACTER_EMS = 0.62  # a character's width in ems of the charts' sans-serif, a little generous
ROW = AXIS_SIZE + 5  # px between two rows of labels


def text_width(text: str, size: int = AXIS_SIZE) -> float:
    """About how wide text is drawn at size px (the charts measure labels before placing them)."""
    return len(text) * size * CHARACTER_EMS


def bar_names(names: list[str], slot: float) -> tuple[list[str], int, list[tuple[str, str]]]:
    """What stands under each bar of width slot, always horizontal: the names in one row when each fits
    its slot, in two staggered rows when each fits two slots, else the bars' numbers 1..n and a key
    (number, name) for the page. Returns (the label of each bar, rows, key)."""
    widest = max((text_width(name) for name in names), default=0.0)
    if widest <= slot - 4:
        return names, 1, []
    if widest <= 2 * slot - 6:
        return names, 2, []
    numbers = [str(i + 1) for i in range(len(names))]
    return numbers, 1, list(zip(numbers, names))


def win_loss_chart(differences: list[tuple[str, float]], *, width: int = 1100, height: int = 230) -> Chart:
    """Per-query differences (largest first) as bars above/below a zero line, one tooltip per bar;
    with up to LABELLED_QUERIES queries, each bar named under the chart, horizontally (bar_names: by
    query id in one or two rows, else by number with the chart's key naming each)."""
    labelled = 0 < len(differences) <= LABELLED_QUERIES
    left, right, top, bottom = 52, 10, 12, 26
    plot_w = width - left - right
    n = max(1, len(differences))
    step = plot_w / n
    names, rows, key = bar_names([qid for qid, _ in differences], step) if labelled else ([], 0, [])
    height += ROW * rows
    bottom += ROW * rows
    plot_h = height - top - bottom
    largest = max((abs(d) for _, d in differences), default=0.0)
    limit = max(0.1, math.ceil(largest * 10 - 1e-9) / 10)
    zero = top + plot_h / 2
    scale = (plot_h / 2) / limit
    bar = max(step * 0.8, 0.5) if n < 400 else step
    chart = Chart(width, height, key=key)
    for value in (limit, limit / 2, 0.0, -limit / 2, -limit):
        y = zero - value * scale
        chart.shapes.append(Rule(left, width - right, y, y, "#888" if value == 0 else "#e5e5e5"))
        chart.shapes.append(Label(left - 6, y + 4, f"{value:+.2f}" if value else "0", anchor="end", size=AXIS_SIZE))
    for i, (qid, d) in enumerate(differences):
        x = left + i * step + (step - bar) / 2
        h = abs(d) * scale
        y = zero - h if d > 0 else zero
        color = _WIN if d > 0 else _LOSS if d < 0 else _EVEN
        if d == 0:
            y, h = zero - 1, 2
        chart.shapes.append(Bar(x, y, bar, max(h, 0.5), color, f"{qid}: {d:+.4f}"))
        if names:
            row_y = top + plot_h + AXIS_SIZE + 4 + ROW * (i % rows)
            chart.shapes.append(Label(x + bar / 2, row_y, names[i], anchor="middle", size=AXIS_SIZE, fill="#333"))
    note = "queries, largest difference first" + (
        "; the key under the chart names each numbered bar" if key else
        "" if labelled or not differences else " (hover a bar for its query)")
    chart.shapes.append(Label(left, height - 6, note, size=AXIS_SIZE, fill="#666"))
    return chart


PANELS_PER_ROW = 4  # histogram panels side by side before the next row


def histograms_chart(series: list[tuple[str, list[float]]], measure: str, *, width: int = 1100,
                     panel_h: int = 200) -> Chart:
    """One histogram panel per run of per-query values in [0, 1] (same y scale), mean as a dashed line;
    at most PANELS_PER_ROW panels a row, each at most 300 px wide, every label at AXIS_SIZE px or more."""
    counts = [histogram(values) for _, values in series]
    top_count = max((max(c) for c in counts if c), default=1) or 1
    gap = 24
    per_row = max(1, min(PANELS_PER_ROW, len(series)))
    panel_w = min(300, (width - gap * (per_row - 1)) // per_row)
    left, top, bottom = 34, 24, 32
    plot_w, plot_h = panel_w - left - 8, panel_h - top - bottom
    rows = max(1, math.ceil(len(series) / per_row))
    chart = Chart(per_row * panel_w + gap * (per_row - 1), rows * panel_h + (rows - 1) * gap)
    shapes = chart.shapes
    for p, ((name, values), bins) in enumerate(zip(series, counts)):
        ox = (p % per_row) * (panel_w + gap)
        oy = (p // per_row) * (panel_h + gap)
        color = PALETTE[p % len(PALETTE)]
        shapes.append(Label(ox + left, oy + 14, name, size=12, weight="600", fill="#222"))
        base_y = oy + top + plot_h
        shapes.append(Rule(ox + left, ox + left + plot_w, base_y, base_y, "#888"))
        for count_tick in (0, top_count):
            shapes.append(Label(ox + left - 5, base_y - plot_h * count_tick / top_count + 4, str(count_tick),
                                anchor="end", size=AXIS_SIZE))
        bw = plot_w / HISTOGRAM_BINS
        for i, count in enumerate(bins):
            h = plot_h * count / top_count
            low, high = i / HISTOGRAM_BINS, (i + 1) / HISTOGRAM_BINS
            shapes.append(Bar(ox + left + i * bw + 1, base_y - h, bw - 2, h, color,
                              f"{name}: {count} queries with {low:.1f} <= {measure} < {high:.1f}"))
        for tick in (0.0, 0.5, 1.0):
            shapes.append(Label(ox + left + plot_w * tick, base_y + 14, f"{tick:g}", anchor="middle", size=AXIS_SIZE))
        if values:
            mean = sum(values) / len(values)
            x = ox + left + plot_w * mean
            shapes.append(Rule(x, x, oy + top, base_y, "#222", dash="4 3"))
            # the label sits in the title band, where no bar can reach it
            shapes.append(Label(ox + left + plot_w, oy + 14, f"mean {mean:.3f}", anchor="end", size=AXIS_SIZE,
                                fill="#222"))
        shapes.append(Label(ox + left + plot_w / 2, oy + panel_h - 3, f"{measure} per query", anchor="middle",
                            size=AXIS_SIZE, fill="#666"))
    return chart
