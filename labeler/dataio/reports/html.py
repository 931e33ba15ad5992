"""A report as one self-contained HTML page: inline CSS, charts as inline SVG, no script and
nothing fetched from the network.

The page is the Jinja2 template templates/report.html.j2, rendered under autoescape with
`labeler.domain.untrusted.html_text` as the finalize hook: every value a template prints is
HTML-escaped and shows control characters as visible escapes, so no field can be forgotten.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined
from markupsafe import Markup

from labeler.dataio.reports.charts import Chart, histograms_chart, win_loss_chart
from labeler.dataio.reports.plus_minus import plus_minus, settled_words
from labeler.dataio.reports.model import EstimateCell, Report
from labeler.domain.untrusted import html_text
from labeler.metrics.measures import is_count_name


# --- formatting shared with the Markdown writer ------------------------------------------------


def fmt_value(measure: str, value: float | None) -> str:
    """A measure value as eval's table shows it: 4 decimals, totals as integers; "" when absent."""
    if value is None:
        return ""
    if is_count_name(measure):
        return f"{int(value):,}"
    return f"{value:.4f}"


def fmt_signed(value: float | None) -> str:
    """A difference with its sign, 4 decimals; "" when absent."""
    return "" if value is None else f"{value:+.4f}"


def fmt_ci(low: float | None, high: float | None) -> str:
    """"[0.6709, 0.7887]", or "" without an interval."""
    return "" if low is None or high is None else f"[{low:.4f}, {high:.4f}]"


def fmt_estimate(cell: EstimateCell | None) -> str:
    """An estimate as "0.5690 ± 0.0412" ("0.5690" without an interval); "" when absent."""
    return "" if cell is None else plus_minus(cell.value, cell.half_width)


def fmt_difference(cell: EstimateCell | None) -> str:
    """A difference to the baseline as "+0.0510 ± 0.0200 (settled)"; "" when absent."""
    return "" if cell is None else plus_minus(cell.value, cell.half_width, signed=True) + settled_words(cell.settled)


def fmt_p(p: float | None) -> str:
    """A p-value: 4 decimals, "<0.0001" below that."""
    if p is None:
        return ""
    return "<0.0001" if p < 0.0001 else f"{p:.4f}"


def mark_symbol(mark: str) -> str:
    """▲ for a significant win, ▼ for a significant loss, nothing otherwise."""
    return {"win": "▲", "loss": "▼"}.get(mark, "")


# --- the page --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WinLoss:
    """One run against the baseline on the gap measure: the chart and its counts."""

    run: str
    chart: Chart
    better: int
    worse: int
    equal: int
    total: int


def win_loss(report: Report) -> list[WinLoss]:
    """Per non-baseline run, the per-query differences as a chart (largest first, ties by id)."""
    out = []
    for run in report.runs:
        if run.name == report.baseline:
            continue
        diffs = sorted(((q.id, q.difference[run.name]) for q in report.queries if run.name in q.difference),
                       key=lambda item: item[0])
        diffs.sort(key=lambda item: item[1], reverse=True)
        better = sum(1 for _, d in diffs if d > 0)
        worse = sum(1 for _, d in diffs if d < 0)
        out.append(WinLoss(run.name, win_loss_chart(diffs), better, worse, len(diffs) - better - worse, len(diffs)))
    return out


def distribution(report: Report) -> Chart:
    """Histograms of each run's per-query gap-measure values."""
    series = [(r.name, [q.values[r.name] for q in report.queries if r.name in q.values]) for r in report.runs]
    return histograms_chart(series, report.gap_measure)


def _finalize(value: Any) -> Any:
    """Every printed value: markup already built by the templates passes, text is escaped."""
    if value is None:
        return ""
    if isinstance(value, str) and not isinstance(value, Markup):
        return Markup(html_text(value))
    return value


@lru_cache(maxsize=1)
def environment() -> Environment:
    environment = Environment(
        loader=PackageLoader(__name__.rpartition(".")[0], "templates"),  # templates/ beside this module
        autoescape=True,
        finalize=_finalize,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    environment.filters["thousands"] = lambda n: f"{n:,}"
    environment.filters["coord"] = lambda x: f"{x:.2f}".rstrip("0").rstrip(".")
    environment.globals.update(fmt_value=fmt_value, fmt_signed=fmt_signed, fmt_ci=fmt_ci, fmt_p=fmt_p,
                               mark_symbol=mark_symbol, fmt_estimate=fmt_estimate, fmt_difference=fmt_difference)
    return environment


def report_html(report: Report) -> str:
    """The whole report as an HTML page (UTF-8, no external resources)."""
    template = environment().get_template("report.html.j2")
    return str(template.render(report=report, win_loss=win_loss(report), distribution=distribution(report)))
